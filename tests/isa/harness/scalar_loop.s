; Vega ISA "SOP2 Instructions" S_ADD_U32 (D = S0 + S1, SCC = carry out), "SOP1" S_MOV_B32/B64,
; "SOPP Instructions" S_BRANCH, S_CBRANCH_SCC0/SCC1, S_NOP, S_WAITCNT: a counted loop.
; The harness's own end-to-end test on the rows lifted first (lift_sop.cpp).
; case: three iterations
;   in:  s0=3 s[6:7]=0x1234567800000009
;   out: s0=0 s1=3 s[2:3]=0x1234567800000009 scc=1
; case: one iteration
;   in:  s0=1 s1=100 s[6:7]=0x1234567800000009
;   out: s0=0 s1=101 s[2:3]=0x1234567800000009 scc=1
; case: registers not named in the case stay as given
;   in:  s0=2 s7=77 v5=lane vcc=0x8000000000000001 m0=5 s[6:7]=0x1234567800000009
;   out: s0=0 s1=2 s[2:3]=0x1234567800000009 scc=1
  s_mov_b64 s[2:3], s[6:7]
loop:
  s_nop 1
  s_add_u32 s1, s1, 1
  s_add_u32 s0, s0, -1          // carry out (SCC=1) while s0 was >= 1
  s_waitcnt lgkmcnt(0)
  s_cbranch_scc0 done           // never taken: the last step 1 + 0xffffffff carries
  s_mov_b32 s4, s0
  s_add_u32 s4, s4, -1          // s4 = s0 - 1 carries unless s0 == 0
  s_cbranch_scc1 loop
  s_branch done
  s_mov_b32 s5, 1               // skipped
done:
  s_add_u32 s4, 0, 0            // SCC = 0 ...
  s_add_u32 s4, 1, -1           // ... then SCC = 1, s4 = 0
  s_endpgm

; Vega ISA "Branching" (fork/join pseudo-code): a fork inside a forked path pushes entry 1 at SGPR[4..7] over entry 0 at SGPR[0..3]; its join pops entry 1 and, once CSP is back at its saved value (s11), falls into the outer join, which pops entry 0.
; Code: outer fork at 0x4 (fail path 0x8), inner fork at 0x14 (fail path 0x18).
; case: 4 of 8 lanes take the outer branch, 1 of those 4 the inner one
;   in:  s[20:21]=0x0f0f0f0f0f0f0f0f s[22:23]=0x0101010101010101
;   out: v1=3,2,2,2,1,1,1,1 exec=0xf0f0f0f0f0f0f0f0 s[0:1]=0xf0f0f0f0f0f0f0f0 s[2:3]=0x8 s[4:5]=0x0e0e0e0e0e0e0e0e s[6:7]=0x18 s11=1
; case: the inner fork sends every active lane one way: only the outer entry is used
;   in:  s[20:21]=0x0f0f0f0f0f0f0f0f s[22:23]=-1
;   out: v1=3,3,3,3,1,1,1,1 exec=0xf0f0f0f0f0f0f0f0 s[0:1]=0xf0f0f0f0f0f0f0f0 s[2:3]=0x8 s11=1
  s_getreg_b32 s10, hwreg(HW_REG_MODE, 29, 3)
  s_cbranch_i_fork s[20:21], outer_taken
  v_mov_b32 v1, 1
  s_branch outer_join
outer_taken:
  s_getreg_b32 s11, hwreg(HW_REG_MODE, 29, 3)
  s_cbranch_i_fork s[22:23], inner_taken
  v_mov_b32 v1, 2
  s_branch inner_join
inner_taken:
  v_mov_b32 v1, 3
inner_join:
  s_cbranch_join s11
outer_join:
  s_cbranch_join s10
  s_endpgm

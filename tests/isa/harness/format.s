; Harness self-test (tests/isa/README.md): runs in --self-test mode, which
; first checks the header parser and the comparison on built-in examples.
; Cases with expect-report: lines must fail with exactly those reports,
; the others must pass. Vega ISA "SOP1 Instructions" S_MOV_B32/S_MOV_B64.
; targets: gfx900 gfx908
; case: passes
;   in:  s0=7 s[2:3]=-2
;   out: s1=7 s[4:5]=0xfffffffffffffffe
; case: wrong value is reported in the item's own name
;   in:  s0=7
;   out: s1=8 s[4:5]=0
;   expect-report: case "wrong value is reported in the item's own name": s1: expected 0x8 got 0x7
;   expect-report: after passes: s1: expected 0x8 got 0x7
; case: a float expectation prints the float value
;   in:  s0=f32:1.5
;   out: s1=f32:2.0
;   expect-report: s1: expected 0x40000000 (f32 2) got 0x3fc00000 (f32 1.5)
; case: a write the case does not list is a stray write
;   in:  s0=1 s[2:3]=1
;   out: s1=1
;   expect-report: s4: expected 0x0 got 0x1
; case: state after in: that out: leaves out must stay
;   in:  s0=0 s[2:3]=0 s1=9 s4=9 s5=9
;   out: s1=0
;   expect-report: s4: expected 0x9 got 0x0
;   expect-report: s5: expected 0x9 got 0x0
; case: an expected fault that does not happen
;   out: fault
;   expect-report: exit: expected fault, got end of program
; case: an expected trap that does not happen
;   out: trap=2
;   expect-report: exit: expected trap 2, got end of program
; case: vector registers report lanes
;   in:  v1=lane
;   out: v1=lane+1
;   expect-report: v1 lane 0: expected 0x1 got 0x0
;   expect-report: v1 lane 7: expected 0x8 got 0x7
;   expect-report: : v1 lane
;   expect-report: v1: 56 more lanes differ
; case: memory expectations
;   in:  mem32[0x2000]=1,2 lds16[0x10]=5
;   out: mem32[0x2000]=1,3 lds16[0x10]=6
;   expect-report: mem32[0x2004]: expected 0x3 got 0x2
;   expect-report: lds16[0x10]: expected 0x6 got 0x5
s_mov_b32 s1, s0
s_mov_b64 s[4:5], s[2:3]
s_endpgm

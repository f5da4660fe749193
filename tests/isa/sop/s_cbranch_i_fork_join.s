; Vega ISA "Branching" (fork/join pseudo-code), S_CBRANCH_I_FORK / S_CBRANCH_JOIN: the side with fewer lanes runs first, the other is pushed as {PC, EXEC} at SGPR[CSP*4] (EXEC low, PC high) with CSP = MODE[31:29] incremented; a join pops it, or continues once CSP is back at the value in its SGPR.
; Code: i_fork at 0x4, the fail path at 0x8, the taken path at 0x10.
; case: fewer lanes pass: the taken side runs first, the fail side is pushed and runs at the join
;   in:  s[20:21]=0x1111111111111111
;   out: v1=2,1,1,1 exec=0xeeeeeeeeeeeeeeee s[0:1]=0xeeeeeeeeeeeeeeee s[2:3]=0x8
; case: fewer lanes fail: the fail side runs first, the taken side is pushed
;   in:  s[20:21]=0xeeeeeeeeeeeeeeee
;   out: v1=1,2,2,2 exec=0xeeeeeeeeeeeeeeee s[0:1]=0xeeeeeeeeeeeeeeee s[2:3]=0x10
; case: equal counts go to the taken side first
;   in:  s[20:21]=0x3333333333333333
;   out: v1=2,2,1,1 exec=0xcccccccccccccccc s[0:1]=0xcccccccccccccccc s[2:3]=0x8
; case: every lane passes: a plain jump, nothing pushed
;   in:  s[20:21]=-1
;   out: v1=2
; case: no lane passes: falls through, nothing pushed
;   in:  s[20:21]=0
;   out: v1=1
; case: only inactive lanes pass: they do not count
;   in:  exec=0x00000000ffffffff s[20:21]=0xffffffff00000000
;   out: v1=1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
; case: EXEC zero: every active lane passes
;   in:  exec=0 s[20:21]=0
;   out: v1=0
  s_getreg_b32 s10, hwreg(HW_REG_MODE, 29, 3)
  s_cbranch_i_fork s[20:21], taken
  v_mov_b32 v1, 1
  s_branch join
taken:
  v_mov_b32 v1, 2
join:
  s_cbranch_join s10
  s_endpgm

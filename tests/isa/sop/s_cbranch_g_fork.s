; Vega ISA "SOP2 Instructions", S_CBRANCH_G_FORK: as S_CBRANCH_I_FORK with the target address in an SGPR pair (S1); S_CBRANCH_JOIN pops the deferred side.
; Code: s_getpc_b64 gives 0x8; the fork at 0x14, the fail path at 0x18, the taken path at 0x20.
; case: fewer lanes pass: taken side first, fail side pushed
;   in:  s[20:21]=0x0101010101010101
;   out: v1=2,1,1,1,1,1,1,1 exec=0xfefefefefefefefe s[0:1]=0xfefefefefefefefe s[2:3]=0x18 s[4:5]=0x20
; case: fewer lanes fail: fail side first, taken side pushed
;   in:  s[20:21]=0xfefefefefefefefe
;   out: v1=1,2,2,2,2,2,2,2 exec=0xfefefefefefefefe s[0:1]=0xfefefefefefefefe s[2:3]=0x20 s[4:5]=0x20
; case: every lane passes: a jump to the SGPR address
;   in:  s[20:21]=-1
;   out: v1=2 s[4:5]=0x20
; case: no lane passes: falls through
;   in:  s[20:21]=0
;   out: v1=1 s[4:5]=0x20
  s_getreg_b32 s10, hwreg(HW_REG_MODE, 29, 3)
  s_getpc_b64 s[4:5]
after_getpc:
  s_add_u32 s4, s4, taken-after_getpc
  s_addc_u32 s5, s5, 0
  s_cbranch_g_fork s[20:21], s[4:5]
  v_mov_b32 v1, 1
  s_branch join
taken:
  v_mov_b32 v1, 2
join:
  s_cbranch_join s10
  s_endpgm

; Vega ISA "SOPP Instructions", S_CBRANCH_CDBGSYS/CDBGUSER/CDBGSYS_OR_USER/CDBGSYS_AND_USER: branch on STATUS.COND_DBG_SYS
; (bit 21) / COND_DBG_USER (bit 20); a wave without conditional debugging never branches.
; case: no debug condition
;   out: s0=1 s1=2 s2=3 s3=4
  s_cbranch_cdbgsys skip0
  s_mov_b32 s0, 1
skip0:
  s_cbranch_cdbguser skip1
  s_mov_b32 s1, 2
skip1:
  s_cbranch_cdbgsys_or_user skip2
  s_mov_b32 s2, 3
skip2:
  s_cbranch_cdbgsys_and_user skip3
  s_mov_b32 s3, 4
skip3:
  s_endpgm

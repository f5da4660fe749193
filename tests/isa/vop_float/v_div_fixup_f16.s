; Vega ISA "VOP3A & VOP3B Instructions", V_DIV_FIXUP_F16 (op_sel rows: the
; high half of the destination is kept) and V_DIV_FIXUP_LEGACY_F16 (high half
; zeroed): the f32 special cases without the underflow check.
; case: special cases
;   in:  v0=f16:2.0 v1=f16:-3.0,0,0x7c00,f16:1.0 v2=f16:1.0,0x8000,f16:1.0,0x7e01 v3=0xabcd0000 v4=0xabcd0000
;   out: v3=0xabcdc000,0xabcdfe00,0xabcd0000,0xabcd7e01 v4=0xc000,0xfe00,0,0x7e01
v_div_fixup_f16 v3, v0, v1, v2
v_div_fixup_legacy_f16 v4, v0, v1, v2
s_endpgm

; Vega ISA "SDWA" on VOPC rows: SRC*_SEL selects (sext for signed rows) before the
; compare; the mask goes to VCC or the SDWA sdst; V_CMPX also writes EXEC.
; case: selects
;   in:  v0=0xf0,0xf0f0,0x101,0xff7f v1=0xf000,0,0x100,5
;   out: s[4:5]=0x5555555555555555 vcc=0x7777777777777777
;   out: s[6:7]=0xeeeeeeeeeeeeeeee exec=0xeeeeeeeeeeeeeeee
; case: partial EXEC
;   in:  v0=0xf0,0xf0f0,0x101,0xff7f v1=0xf000,0,0x100,5 exec=0xff
;   out: s[4:5]=0x55 vcc=0x77 s[6:7]=0xee exec=0xee
v_cmp_eq_u32_sdwa s[4:5], v0, v1 src0_sel:BYTE_0 src1_sel:BYTE_1
v_cmp_lt_i32_sdwa vcc, sext(v0), v1 src0_sel:BYTE_0 src1_sel:WORD_0
v_cmpx_gt_u32_sdwa s[6:7], v0, v1 src0_sel:WORD_0 src1_sel:BYTE_1
s_endpgm

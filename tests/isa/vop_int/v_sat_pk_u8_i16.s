; Vega ISA "VOP1 Instructions", V_SAT_PK_U8_I16: D = {16'b0, sat8(S0[31:16]),
; sat8(S0[15:0])}, each signed half clamped to [0, 255].
; case: saturation both ways
;   in:  v0=0xff0100,0x80007fff,0x12fff0,0x1000080 v1=0xffffffff
;   out: v1=0xffff,0xff,0x1200,0xff80
v_sat_pk_u8_i16 v1, v0
s_endpgm

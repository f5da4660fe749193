; Seed 002 V_CVT_PK_U8_F32 / V_CVT_PKACCUM_U8_F32 (Vega ISA "VOP3A Instructions", flt32_to_uint8):
; S0 rounded to an integer in MODE's f32 rounding mode (RNDINT), clamped to [0, 255], NaN 0, replaces
; byte S1[1:0] of S2 (pk) or of D (pkaccum: "uses src_c to pass destination in as a source").
; case: round to nearest even, every byte position
;   in:  v2=f32:1.5,f32:2.5,f32:-0.4,f32:255.5,f32:300.0,f32:nan,f32:inf,f32:-inf v3=0,1,2,3,4,5,6,7
;   in:  v4=0xaabbccdd v6=0x11223344
;   out: v1=0xaabbcc02,0xaabb02dd,0xaa00ccdd,0xffbbccdd,0xaabbccff,0xaabb00dd,0xaaffccdd,0x00bbccdd
;   out: v5=0xaa00ccdd,0xaa00ccdd,0xaa00ccdd,0xaa00ccdd,0xaa00ccdd,0xaa00ccdd,0xaa00ccdd,0xaaffccdd
;   out: v6=0x11223302,0x11220244,0x11003344,0xff223344,0x112233ff,0x11220044,0x11ff3344,0x00223344
; case: round toward +inf (a denormal rounds to 1)
;   in:  mode=0xf1 v2=f32:1.25,f32:-0.5,f32:254.1,f32:0x1p-149
;   out: v1=2,0,255,1 v5=0,0x10000,0,0 v6=2,0,255,1
; case: round toward -inf
;   in:  mode=0xf2 v2=f32:1.75,f32:-0.5,f32:255.9,f32:0x1p-149
;   out: v1=1,0,255,0 v5=0,0,0,0 v6=1,0,255,0
; case: round toward zero, odd lanes only
;   in:  mode=0xf3 exec=0xaaaaaaaaaaaaaaaa v2=f32:1.75,f32:-0.5,f32:255.9,f32:2.5 v6=7
;   out: v1=0,0,0,2 v5=0,0,0,0 v6=7,0,7,2
; case: denormal input flushed (FP_DENORM 0), round toward +inf
;   in:  mode=0x01 v2=f32:0x1p-149,f32:0.25
;   out: v1=0,1 v5=0,0 v6=0,1
v_cvt_pk_u8_f32 v1, v2, v3, v4
v_cvt_pk_u8_f32 v5, -v2, 2, v4
v_cvt_pkaccum_u8_f32 v6, v2, v3
s_endpgm

; Vega ISA "VOP2 Instructions", V_ADD_U16 / V_SUB_U16 / V_SUBREV_U16 / V_MUL_LO_U16:
; 16-bit results, the high half of D written as 0; CLAMP saturates (unsigned 16-bit).
; case: wrap at 16 bits, high source bits ignored
;   in:  v0=0x1234fff0 v1=0x20 v2=0xabcd0000
;   out: v2=0x10 v3=0xffff v4=0xffd0 v5=0x30 v6=0xfe00
; case: small values and unsigned saturation at 0
;   in:  v0=3 v1=5 v2=0xabcd0000
;   out: v2=8 v3=8 v4=0 v5=2 v6=15
; case: per-lane values
;   in:  v0=lane v1=lane*2
;   out: v2=lane*3 v3=lane*3 v4=0 v5=lane v6=0,2,8,18,32,50,72,98,128,162,200,242,288,338,392,450,512,578,648,722,800,882,968,1058,1152,1250,1352,1458,1568,1682,1800,1922,2048,2178,2312,2450,2592,2738,2888,3042,3200,3362,3528,3698,3872,4050,4232,4418,4608,4802,5000,5202,5408,5618,5832,6050,6272,6498,6728,6962,7200,7442,7688,7938
v_add_u16 v2, v0, v1
v_add_u16_e64 v3, v0, v1 clamp
v_sub_u16_e64 v4, v0, v1 clamp
v_subrev_u16 v5, v0, v1
v_mul_lo_u16 v6, v0, v1
s_endpgm

; Vega ISA "VOP2 Instructions", V_ADD_CO_U32 / V_SUB_CO_U32 / V_SUBREV_CO_U32:
; D = S0 + S1 (S0 - S1, S1 - S0); the unsigned carry/borrow goes to VCC (VOP3B:
; sdst), 0 in inactive lanes. CLAMP saturates D; the carry is unchanged.
; case: carry and borrow per lane
;   in:  v0=0xffffffff,1 v1=1
;   out: v2=0,2 vcc=0x5555555555555555
;   out: v3=0xffffffff,2 s[4:5]=0x5555555555555555
;   out: v4=0xfffffffe,0 s[6:7]=0
;   out: v5=2,0 s[8:9]=0x5555555555555555
; case: partial EXEC masks the carry
;   in:  v0=0xffffffff,1 v1=1 exec=0xf
;   out: v2=0,2,0,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 vcc=0x5
;   out: v3=0xffffffff,2,0xffffffff,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 s[4:5]=0x5
;   out: v4=0xfffffffe,0,0xfffffffe,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 s[6:7]=0
;   out: v5=2,0,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 s[8:9]=0x5
; case: EXEC=0 clears the carry destinations
;   in:  v0=0xffffffff v1=1 exec=0 vcc=0xff s[4:5]=-1 s[6:7]=-1 s[8:9]=-1
;   out: vcc=0 s[4:5]=0 s[6:7]=0 s[8:9]=0
v_add_co_u32 v2, vcc, v0, v1
v_add_co_u32_e64 v3, s[4:5], v0, v1 clamp
v_sub_co_u32_e64 v4, s[6:7], v0, v1
v_subrev_co_u32_e64 v5, s[8:9], v0, v1
s_endpgm

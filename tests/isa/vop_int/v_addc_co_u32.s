; Vega ISA "VOP2 Instructions", V_ADDC_CO_U32 / V_SUBB_CO_U32 / V_SUBBREV_CO_U32:
; D = S0 + S1 + VCC (S0 - S1 - VCC, S1 - S0 - VCC) with unsigned carry/borrow out;
; VOP3B reads the carry from the src2 SGPR pair and writes sdst. The borrow
; of V_SUBBREV is S0 + VCC > S1 (the seed repeats V_SUBB's text).
; case: carry in on odd lanes
;   in:  v0=0xffffffff,0xfffffffe,5,5 v1=0,1,5,6
;   in:  vcc=0xaaaaaaaaaaaaaaaa s[6:7]=0xaaaaaaaaaaaaaaaa
;   out: v2=0xffffffff,0,10,12 vcc=0x2222222222222222
;   out: v3=0xffffffff,0xffffffff,10,12 s[4:5]=0x2222222222222222
;   out: v4=0xffffffff,0xfffffffc,0,0xfffffffe s[8:9]=0x8888888888888888
;   out: v5=1,2,0,0 s[10:11]=0x3333333333333333
; case: partial EXEC
;   in:  v0=0xffffffff,0xfffffffe,5,5 v1=0,1,5,6 exec=0xf0
;   in:  vcc=0xaaaaaaaaaaaaaaaa s[6:7]=0xaaaaaaaaaaaaaaaa
;   out: v2=0,0,0,0,0xffffffff,0,10,12,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 vcc=0x20
;   out: v3=0,0,0,0,0xffffffff,0xffffffff,10,12,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 s[4:5]=0x20
;   out: v4=0,0,0,0,0xffffffff,0xfffffffc,0,0xfffffffe,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 s[8:9]=0x80
;   out: v5=0,0,0,0,1,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 s[10:11]=0x30
v_addc_co_u32 v2, vcc, v0, v1, vcc
v_addc_co_u32_e64 v3, s[4:5], v0, v1, s[6:7] clamp
v_subb_co_u32_e64 v4, s[8:9], v0, v1, s[6:7]
v_subbrev_co_u32_e64 v5, s[10:11], v0, v1, s[6:7]
s_endpgm

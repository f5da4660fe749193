; Vega ISA "VOP3A & VOP3B Instructions", V_ADD_I32 / V_SUB_I32 / V_ADD_I16 /
; V_SUB_I16: wrapping, or saturated in the signed domain with CLAMP; op_sel
; picks 16-bit halves of the sources and the destination half (the other kept).
; case: signed 32-bit overflow
;   in:  v0=0x7fffffff v1=1 v7=0x1111
;   out: v2=0x80000000 v3=0x7fffffff v4=0x7ffffffe v5=0 v6=0xfffe v7=0x80001111
; case: signed 32-bit underflow
;   in:  v0=0x80000000 v1=1 v7=0x1111
;   out: v2=0x80000001 v3=0x80000001 v4=0x80000000 v5=1 v6=0xffff v7=0x80011111
; case: signed 16-bit overflow
;   in:  v0=0x7fff v1=1 v7=0x1111
;   out: v2=0x8000 v3=0x8000 v4=0x7ffe v5=0x7fff v6=0x7ffe v7=0x11111
; case: signed 16-bit underflow
;   in:  v0=0x8000 v1=1 v7=0x1111
;   out: v2=0x8001 v3=0x8001 v4=0x7fff v5=0x8001 v6=0x8000 v7=0x11111
v_add_i32 v2, v0, v1
v_add_i32 v3, v0, v1 clamp
v_sub_i32 v4, v0, v1 clamp
v_add_i16 v5, v0, v1 clamp
v_sub_i16 v6, v0, v1 clamp
v_add_i16 v7, v0, v1 op_sel:[1,0,1]
s_endpgm

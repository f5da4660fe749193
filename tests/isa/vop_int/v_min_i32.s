; Vega ISA "VOP2 Instructions", V_MIN/MAX_I32/U32/I16/U16: signed or unsigned
; minimum and maximum (16-bit rows read the low halves, write the high half 0).
; case: signed vs unsigned order
;   in:  v0=0xffffffff v1=0x1
;   out: v2=0xffffffff v3=0x1 v4=0x1 v5=0xffffffff v6=0xffff v7=0x1 v8=0x1 v9=0xffff
; case: equal
;   in:  v0=0x7 v1=0x7
;   out: v2=0x7 v3=0x7 v4=0x7 v5=0x7 v6=0x7 v7=0x7 v8=0x7 v9=0x7
; case: 16-bit halves
;   in:  v0=0x18000 v1=0xffff7fff
;   out: v2=0xffff7fff v3=0x18000 v4=0x18000 v5=0xffff7fff v6=0x8000 v7=0x7fff v8=0x7fff v9=0x8000
; case: mixed
;   in:  v0=0x80000000 v1=0x7fffffff
;   out: v2=0x80000000 v3=0x7fffffff v4=0x7fffffff v5=0x80000000 v6=0xffff v7=0x0 v8=0x0 v9=0xffff
v_min_i32 v2, v0, v1
v_max_i32 v3, v0, v1
v_min_u32 v4, v0, v1
v_max_u32 v5, v0, v1
v_min_i16 v6, v0, v1
v_max_i16 v7, v0, v1
v_min_u16 v8, v0, v1
v_max_u16 v9, v0, v1
s_endpgm

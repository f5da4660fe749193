; Vega ISA "VOP2 Instructions" V_MUL_U32_U24 / V_MUL_HI_U32_U24 / V_MUL_I32_I24 /
; V_MUL_HI_I32_I24 (24-bit operands, low or high 32 bits of the product) and
; "VOP3A" V_MUL_LO_U32 / V_MUL_HI_U32 / V_MUL_HI_I32.
; case: all ones
;   in:  v0=0xffffffff v1=0xffffffff
;   out: v2=0x1 v3=0xfffffffe v4=0x0 v5=0xfe000001 v6=0xffff v7=0x1 v8=0x0
; case: 32-bit sign bit
;   in:  v0=0x80000000 v1=0x2
;   out: v2=0x0 v3=0x1 v4=0xffffffff v5=0x0 v6=0x0 v7=0x0 v8=0x0
; case: 24-bit sign bit
;   in:  v0=0x800000 v1=0x3
;   out: v2=0x1800000 v3=0x0 v4=0x0 v5=0x1800000 v6=0x0 v7=0xfe800000 v8=0xffffffff
; case: mixed bits
;   in:  v0=0x12345678 v1=0x9abcdef0
;   out: v2=0x242d2080 v3=0xb00ea4e v4=0xf8cc93d6 v5=0x142d2080 v6=0x269d v7=0x9c2d2080 v8=0xfffff246
v_mul_lo_u32 v2, v0, v1
v_mul_hi_u32 v3, v0, v1
v_mul_hi_i32 v4, v0, v1
v_mul_u32_u24 v5, v0, v1
v_mul_hi_u32_u24 v6, v0, v1
v_mul_i32_i24_e64 v7, v0, v1
v_mul_hi_i32_i24_sdwa v8, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
s_endpgm

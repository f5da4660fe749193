; Vega ISA "VOP3A & VOP3B Instructions", V_FMA_F16 (fused) and V_MAD_F16
; (product rounded, "denormals are flushed"): op_sel[3] = 0 keeps the high
; half of the destination, 1 writes it; V_FMA_LEGACY_F16 / V_MAD_LEGACY_F16
; write the low half and zero the high one; "VOP2" V_MAC_F16 accumulates into
; D.f16 and zeroes the high half.
; case: the rounding of the product shows
;   in:  v0=0x3c10 v1=0x3c10 v2=0xbc00 v3=0xdead0000 v4=0xdead0000 v5=0xdeadbc00 v6=0xdead0000 v7=0xdead0000 v8=0xdead1234
;   out: v3=0xdead2808 v4=0xdead2800 v5=0x2800 v6=0x2808 v7=0x2800 v8=0x28081234
; case: a denormal product is kept by fma, flushed by mad
;   in:  v0=0x0001 v1=f16:1.0 v2=0 v3=0 v4=0 v5=0 v6=0 v7=0 v8=0
;   out: v3=0x0001 v6=0x0001 v8=0x00010000
; case: the f16 round mode is MODE.FP_ROUND[3:2]
;   in:  mode=0xf4 v0=0x3c10 v1=0x3c10 v2=0xbc00 v3=0 v4=0 v5=0xbc00 v6=0 v7=0 v8=0
;   out: v3=0x2808 v4=0x2820 v5=0x2820 v6=0x2808 v7=0x2820 v8=0x28080000
; case: fma rounds once: 0.939453125 * 0x1.0a4p-11 + 1 = 1 + 2^-11 + 2^-29, just above a tie
;   (mad rounds the product to 2^-11 first, then 1 + 2^-11 is a tie to even)
;   in:  v0=0x3b84 v1=0x1042 v2=0x3c00 v3=0 v4=0 v5=0 v6=0 v7=0 v8=0
;   out: v3=0x3c01 v4=0x3c00 v5=0x1000 v6=0x3c01 v7=0x3c00 v8=0x3c010000
; case: an exact zero is -0 when rounding toward -inf (IEEE 754 6.3)
;   in:  mode=0xf8 v0=f16:2.0 v1=f16:3.0 v2=f16:-6.0 v3=0 v4=0 v5=0xc600 v6=0 v7=0 v8=0
;   out: v3=0x8000 v4=0x8000 v5=0x8000 v6=0x8000 v7=0x8000 v8=0x80000000
v_fma_f16 v3, v0, v1, v2
v_mad_f16 v4, v0, v1, v2
v_mac_f16 v5, v0, v1
v_fma_legacy_f16 v6, v0, v1, v2
v_mad_legacy_f16 v7, v0, v1, v2
v_fma_f16 v8, v0, v1, v2 op_sel:[0,0,0,1]
s_endpgm

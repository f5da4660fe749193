; Vega ISA "VOP3A" V_SAD_U8 / V_SAD_HI_U8 / V_SAD_U16 / V_SAD_U32: sums of absolute
; differences of the unsigned bytes / halves / dwords of S0 and S1, plus S2
; (V_SAD_HI_U8: the byte sum shifted left by 16); overflow wraps. Seed 002
; V_MSAD_U8: V_SAD_U8 over the bytes where S1 is not 0.
; case: absolute differences both ways, accumulator wrap, zero bytes of S1
;   in:  v0=0x1ff8002,0x0,0x12345678,0x80000000,0xff10ff20 v1=0xff018003,0xffffffff,0x12345678,0x1,0x200030 v2=0x5,0xffffffff,0x7,0x10,0x0
;   out: v3=0x202,0x3fb,0x7,0x91,0x21e
;   out: v4=0x1fd0005,0x3fbffff,0x7,0x810010,0x21e0000
;   out: v5=0xfd08,0x1fffd,0x7,0x8011,0x1fde0
;   out: v6=0xfd020006,0xfffffffe,0x7,0x8000000f,0xfef0fef0
;   out: v7=0x202,0x3fb,0x7,0x11,0x20
v_sad_u8 v3, v0, v1, v2
v_sad_hi_u8 v4, v0, v1, v2
v_sad_u16 v5, v0, v1, v2
v_sad_u32 v6, v0, v1, v2
v_msad_u8 v7, v0, v1, v2
s_endpgm

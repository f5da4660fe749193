; Vega ISA "Image Resource" data format / num format (the DFMT and NFMT
; codes of "MTBUF Instructions"), dst_sel (0 = 0, 1 = 1, 4..7 = R, G, B, A) and
; "VGPR Usage", Reads: the texel is expanded to RGBA, "filling in zero or one
; for missing components" (0 for R, G, B, 1 for alpha), then dst_sel and DMASK
; apply; "Read Data Format": integer formats return integers, float and
; normalized ones floats. Unorm/snorm: c / (2^n - 1), snorm clamped to -1
; (lift_typed_format.h). One 2D 2x1 linear image per T#; lanes read x = lane % 2.
; T#s: s[8:15] float32 (32 FLOAT): G, B missing read 0, A 1.0
;   s[16:23] uint16x2 (16_16 UINT): integer 1 for the missing alpha
;   s[24:31] sint8 (8 SINT), dmask R and A
;   s[32:39] snorm8x2 (8_8 SNORM): -128 and -127 both read -1
;   s[40:47] unorm16 (16 UNORM)
;   s[48:55] float16x4 (16_16_16_16 FLOAT): widened exactly (denormal, inf, NaN, -0)
;   s[56:63] sscaled16 (16 SSCALED)
;   s[64:71] uscaled8 (8 USCALED)
;   s[72:79] 8_8_8_8 UINT with dst_sel (A, 0, 1, R)
; case: formats
;   in:  s8=0x20 s9=0x1c400000 s10=0x1 s11=0x90000fac s12=0x4000
;   in:  s16=0x21 s17=0x10500000 s18=0x1 s19=0x90000fac s20=0x4000
;   in:  s24=0x22 s25=0x14100000 s26=0x1 s27=0x90000fac s28=0x4000
;   in:  s32=0x23 s33=0x4300000 s34=0x1 s35=0x90000fac s36=0x4000
;   in:  s40=0x24 s41=0x200000 s42=0x1 s43=0x90000fac s44=0x4000
;   in:  s48=0x25 s49=0x1cc00000 s50=0x1 s51=0x90000fac s52=0x4000
;   in:  s56=0x26 s57=0xc200000 s58=0x1 s59=0x90000fac s60=0x4000
;   in:  s64=0x27 s65=0x8100000 s66=0x1 s67=0x90000fac s68=0x4000
;   in:  s72=0x28 s73=0x10a00000 s74=0x1 s75=0x90000847 s76=0x4000
;   in:  v4=0,1 v5=0
;   in:  mem32[0x2000]=f32:1.5,f32:-2.25
;   in:  mem16[0x2100]=0xffff,7,0x8000,0
;   in:  mem8[0x2200]=0x80,0x7f
;   in:  mem8[0x2300]=0x80,0x81,0x7f,0x01
;   in:  mem16[0x2400]=0xffff,0x8000
;   in:  mem16[0x2500]=0x3c00,0xc000,0x0001,0x7c00,0x3800,0,0x7e00,0x8000
;   in:  mem16[0x2600]=0x8000,0x7fff
;   in:  mem8[0x2700]=255,0
;   in:  mem8[0x2800]=1,2,3,4,5,6,7,8
;   out: v10=0x3fc00000,0xc0100000 v11=0x0,0x0 v12=0x0,0x0 v13=0x3f800000,0x3f800000 v14=0xffff,0x8000 v15=0x7,0x0
;   out: v16=0x0,0x0 v17=0x1,0x1 v18=0xffffff80,0x7f v19=0x1,0x1 v20=0xbf800000,0x3f800000 v21=0xbf800000,0x3c010204
;   out: v22=0x3f800000,0x3f000080 v23=0x3f800000,0x3f000000 v24=0xc0000000,0x0 v25=0x33800000,0x7fc00000 v26=0x7f800000,0x80000000 v27=0xc7000000,0x46fffe00
;   out: v28=0x437f0000,0x0 v29=0x4,0x8 v30=0x0,0x0 v31=0x1,0x1 v32=0x1,0x5
image_load v[10:13], v[4:5], s[8:15] dmask:0xf unorm
image_load v[14:17], v[4:5], s[16:23] dmask:0xf unorm
image_load v[18:19], v[4:5], s[24:31] dmask:0x9 unorm
image_load v[20:21], v[4:5], s[32:39] dmask:0x3 unorm
image_load v22, v[4:5], s[40:47] dmask:0x1 unorm
image_load v[23:26], v[4:5], s[48:55] dmask:0xf unorm
image_load v27, v[4:5], s[56:63] dmask:0x1 unorm
image_load v28, v[4:5], s[64:71] dmask:0x1 unorm
image_load v[29:32], v[4:5], s[72:79] dmask:0xf unorm
s_endpgm

; Vega ISA "MIMG Instructions" IMAGE_STORE: "Image memory store with format
; conversion specified in T#"; "VGPR Usage", Writes: a whole texel is written,
; DMASK components from consecutive VGPRs, "missing components get 0"; stores
; convert per lift_typed_format.h: UNORM/SNORM as V_CVT_PKNORM (x * (2^n - 1),
; round to nearest even, saturate, NaN 0; snorm down to -(2^(n-1) - 1)),
; UINT/SINT saturated (OpenCL write_image* conversions), f32 -> f16 rounded
; to nearest even. 2D 2x1 images, lanes 0 and 1 write texel x = lane:
; s[8:15] 8_8_8_8 UNORM, s[16:23] 32 FLOAT, s[24:31] 16_16 UINT, s[32:39] 8
; SINT, s[40:47] 8_8_8_8 UINT (DMASK R and A), s[48:55] 16 SNORM, s[56:63] 16 FLOAT.
; case: both lanes
;   in:  exec=0x3
;   in:  s8=0x20 s9=0xa00000 s10=0x1 s11=0x90000fac s12=0x4000
;   in:  s16=0x21 s17=0x1c400000 s18=0x1 s19=0x90000fac s20=0x4000
;   in:  s24=0x22 s25=0x10500000 s26=0x1 s27=0x90000fac s28=0x4000
;   in:  s32=0x23 s33=0x14100000 s34=0x1 s35=0x90000fac s36=0x4000
;   in:  s40=0x24 s41=0x10a00000 s42=0x1 s43=0x90000fac s44=0x4000
;   in:  s48=0x25 s49=0x4200000 s50=0x1 s51=0x90000fac s52=0x4000
;   in:  s56=0x26 s57=0x1c200000 s58=0x1 s59=0x90000fac s60=0x4000
;   in:  v10=f32:0.0,f32:-1.0 v11=f32:1.0,f32:nan v12=f32:0.5,f32:0.2 v13=f32:2.0,f32:0.998
;   in:  v14=f32:1.5,f32:-0.0 v15=70000,5 v16=7,0xffffffff v17=-200,100 v18=1,3 v19=300,4
;   in:  v20=f32:-1.0,f32:0.5 v21=f32:1.0,f32:65520 v31=0
;   in:  mem8[0x2400]=0xff,0xff,0xff,0xff,0xff,0xff,0xff,0xff
;   in:  v30=0,1
;   out: mem8[0x2000]=0,255,128,255,0,0,51,254 mem32[0x2100]=f32:1.5,0x80000000
;   out: mem16[0x2200]=0xffff,7,5,0xffff mem8[0x2300]=0x80,0x64
;   out: mem8[0x2400]=1,0,0,255,3,0,0,4 mem16[0x2500]=0x8001,0x4000 mem16[0x2600]=0x3c00,0x7c00
; case: lane 1 only (partial EXEC)
;   in:  exec=0x2
;   in:  s8=0x20 s9=0xa00000 s10=0x1 s11=0x90000fac s12=0x4000
;   in:  s16=0x21 s17=0x1c400000 s18=0x1 s19=0x90000fac s20=0x4000
;   in:  s24=0x22 s25=0x10500000 s26=0x1 s27=0x90000fac s28=0x4000
;   in:  s32=0x23 s33=0x14100000 s34=0x1 s35=0x90000fac s36=0x4000
;   in:  s40=0x24 s41=0x10a00000 s42=0x1 s43=0x90000fac s44=0x4000
;   in:  s48=0x25 s49=0x4200000 s50=0x1 s51=0x90000fac s52=0x4000
;   in:  s56=0x26 s57=0x1c200000 s58=0x1 s59=0x90000fac s60=0x4000
;   in:  v10=f32:0.0,f32:-1.0 v11=f32:1.0,f32:nan v12=f32:0.5,f32:0.2 v13=f32:2.0,f32:0.998
;   in:  v14=f32:1.5,f32:-0.0 v15=70000,5 v16=7,0xffffffff v17=-200,100 v18=1,3 v19=300,4
;   in:  v20=f32:-1.0,f32:0.5 v21=f32:1.0,f32:65520 v31=0
;   in:  mem8[0x2400]=0xff,0xff,0xff,0xff,0xff,0xff,0xff,0xff
;   in:  v30=0,1
;   out: mem8[0x2004]=0,0,51,254 mem32[0x2104]=0x80000000
;   out: mem16[0x2204]=5,0xffff mem8[0x2301]=0x64
;   out: mem8[0x2404]=3,0,0,4 mem16[0x2502]=0x4000 mem16[0x2602]=0x7c00
; case: out of range coordinates write nothing ("Range Checking")
;   in:  exec=0x3
;   in:  s8=0x20 s9=0xa00000 s10=0x1 s11=0x90000fac s12=0x4000
;   in:  s16=0x21 s17=0x1c400000 s18=0x1 s19=0x90000fac s20=0x4000
;   in:  s24=0x22 s25=0x10500000 s26=0x1 s27=0x90000fac s28=0x4000
;   in:  s32=0x23 s33=0x14100000 s34=0x1 s35=0x90000fac s36=0x4000
;   in:  s40=0x24 s41=0x10a00000 s42=0x1 s43=0x90000fac s44=0x4000
;   in:  s48=0x25 s49=0x4200000 s50=0x1 s51=0x90000fac s52=0x4000
;   in:  s56=0x26 s57=0x1c200000 s58=0x1 s59=0x90000fac s60=0x4000
;   in:  v10=f32:0.0,f32:-1.0 v11=f32:1.0,f32:nan v12=f32:0.5,f32:0.2 v13=f32:2.0,f32:0.998
;   in:  v14=f32:1.5,f32:-0.0 v15=70000,5 v16=7,0xffffffff v17=-200,100 v18=1,3 v19=300,4
;   in:  v20=f32:-1.0,f32:0.5 v21=f32:1.0,f32:65520 v31=0
;   in:  mem8[0x2400]=0xff,0xff,0xff,0xff,0xff,0xff,0xff,0xff
;   in:  v30=2,0x100
image_store v[10:13], v[30:31], s[8:15] dmask:0xf unorm
image_store v14, v[30:31], s[16:23] dmask:0x1 unorm
image_store v[15:16], v[30:31], s[24:31] dmask:0x3 unorm
image_store v17, v[30:31], s[32:39] dmask:0x1 unorm
image_store v[18:19], v[30:31], s[40:47] dmask:0x9 unorm
image_store v20, v[30:31], s[48:55] dmask:0x1 unorm
image_store v21, v[30:31], s[56:63] dmask:0x1 unorm
s_endpgm

; Vega ISA "Image Opcodes with No Sampler" (address VGPRs per dim: 1D x;
; 2D x, y; 3D x, y, z; 1D array x, slice; 2D array x, y, slice), "Image
; Resource" type field and DeclareArray (DA), with the linear layout of
; frontend/lift/lift_image_resource.h: texel (x, y, z|slice) at base +
; ((z * height + y) * pitch + x) * bytes. Out-of-range coordinates read 0
; ("Range Checking"). BUF_DATA_FORMAT_32 UINT images; lanes cycle over 5
; coordinates.
; s[8:15]: 1D, width 4 (the y VGPR is not read)
; s[16:23]: 2D 3x2, pitch 4 (x = 3 is padding: out of range)
; s[24:31]: 3D 2x2x2
; s[32:39]: 1D array of 3 slices (depth field 2), x then slice
; s[40:47]: 2D array 2x2, 2 slices, x, y, slice
; s[48:55]: the same 2D array without DA: slice 0 ("the hardware supplies an index value of zero")
; s[56:63]: the 3D image with DA: the slice VGPR after z is ignored
; case: dims
;   in:  s8=0x20 s9=0x10400000 s10=0x3 s11=0x80000fac s12=0x8000
;   in:  mem32[0x2000]=10,11,12,13
;   in:  v60=0,1,3,4,-1 v61=7
;   in:  s16=0x21 s17=0x10400000 s18=0x4002 s19=0x90000fac s20=0x8000
;   in:  mem32[0x2100]=20,21,22,99,23,24,25,99
;   in:  v65=0,2,3,0,1 v66=0,1,0,2,1
;   in:  s24=0x22 s25=0x10400000 s26=0x4001 s27=0xa0000fac s28=0x4001
;   in:  mem32[0x2200]=30,31,32,33,34,35,36,37
;   in:  v70=1,0,1,0,0 v71=1,1,0,0,0 v72=1,0,1,2,0
;   in:  s32=0x23 s33=0x10400000 s34=0x1 s35=0xc0000fac s36=0x4002
;   in:  mem32[0x2300]=40,41,42,43,44,45
;   in:  v75=1,0,1,2,0 v76=2,1,3,0,0
;   in:  s40=0x24 s41=0x10400000 s42=0x4001 s43=0xd0000fac s44=0x4001
;   in:  mem32[0x2400]=50,51,52,53,54,55,56,57
;   in:  v80=1,0,1,0,1 v81=1,1,0,0,0 v82=1,0,2,1,0
;   in:  s48=0x24 s49=0x10400000 s50=0x4001 s51=0xd0000fac s52=0x4001
;   in:  v85=1,0,1,0,1 v86=1,1,0,0,0 v87=1,1,1,1,1
;   in:  s56=0x22 s57=0x10400000 s58=0x4001 s59=0xa0000fac s60=0x4001
;   in:  v90=1,0,1,0,0 v91=1,1,0,0,0 v92=1,0,1,2,0 v93=5,5,5,5,5
;   out: v10=10,11,13,0,0 v11=20,25,0,0,24 v12=37,32,35,0,30 v13=45,42,0,0,40 v14=57,52,0,54,51 v15=53,52,51,50,51 v16=37,32,35,0,30
image_load v10, v[60:61], s[8:15] dmask:0x1 unorm
image_load v11, v[65:66], s[16:23] dmask:0x1 unorm
image_load v12, v[70:72], s[24:31] dmask:0x1 unorm
image_load v13, v[75:76], s[32:39] dmask:0x1 unorm da
image_load v14, v[80:82], s[40:47] dmask:0x1 unorm da
image_load v15, v[85:87], s[48:55] dmask:0x1 unorm
image_load v16, v[90:93], s[56:63] dmask:0x1 unorm da
s_endpgm

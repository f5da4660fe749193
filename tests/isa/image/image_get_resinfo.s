; Vega ISA "MIMG Instructions" IMAGE_GET_RESINFO: "return resource info for a
; given mip level specified in the address vgpr ... Returns 4 integer values
; into VGPRs 3-0: {num_mip_levels, depth, height, width}" by DMASK; mipid is
; relative to the view's base level ("Image Resource" base/last level), level
; sizes max(1, size >> level), depth the slice count for arrays (depth field +
; 1), height 1 for 1D types; a level past the view reads width, height and
; depth 0 (lift_image_resource.h). s[8:15]: 2D 8x4, levels 0..3; s[16:23]:
; 3D 8x4x2 viewed from level 1 to 2; s[24:31]: 2D array 5x3 of 6 slices;
; s[32:39]: 1D array 16 wide, 3 slices (the last two have one level). Lanes
; use mipid = lane % 5.
; case: resinfo
;   in:  s8=0x20 s9=0x10400000 s10=0xc007 s11=0x90030fac s12=0x10000
;   in:  s16=0x20 s17=0x10400000 s18=0xc007 s19=0xa0021fac s20=0x10001
;   in:  s24=0x20 s25=0x10400000 s26=0x8004 s27=0xd0000fac s28=0xa005
;   in:  s32=0x20 s33=0x10400000 s34=0xf s35=0xc0000fac s36=0x20002
;   in:  v20=0,1,2,3,4
;   out: v0=8,4,2,1,0 v1=4,2,1,1,0 v2=1,1,1,1,0 v3=4,4,4,4,4
;   out: v4=4,2,0,0,0 v5=2,1,0,0,0 v6=1,1,0,0,0 v7=2,2,2,2,2
;   out: v8=6,0,0,0,0 v9=16,0,0,0,0 v10=1,0,0,0,0 v11=3,0,0,0,0
image_get_resinfo v[0:3], v20, s[8:15] dmask:0xf
image_get_resinfo v[4:7], v20, s[16:23] dmask:0xf
image_get_resinfo v8, v20, s[24:31] dmask:0x4
image_get_resinfo v[9:11], v20, s[32:39] dmask:0x7
s_endpgm

; What the sampler lifting does not handle faults at run time, naming the
; cause, when some EXEC lane runs the instruction (lift_image_sample.cpp;
; Vega ISA "Image Sampler"): a mip filter other than NONE (S# 91:90), clamp
; modes other than wrap, mirror, clamp to last texel and clamp to border
; (here 4, CLAMP_HALF_BORDER), the border color table (type 3), bilinear
; filtering of an integer format (32 UINT). A T# whose base is outside
; memory is a memory fault, as for loads. T#: the 2x2 float image of
; image_sample.s; S#: s[16:19].
; case: mip filter linear
;   in:  s8=0x20 s9=0x1c400000 s10=0x4001 s11=0x90000fac s12=0x4000
;   in:  s16=0x92 s17=0 s18=0x8000000 s19=0 v4=f32:0.5 v5=f32:0.5
;   out: fault~sampler filters (S# dword 2 = 0x08000000)
; case: clamp half border
;   in:  s8=0x20 s9=0x1c400000 s10=0x4001 s11=0x90000fac s12=0x4000
;   in:  s16=0x94 s17=0 s18=0 s19=0 v4=f32:0.5 v5=f32:0.5
;   out: fault~sampler clamp modes (S# dword 0 = 0x00000094)
; case: border color table
;   in:  s8=0x20 s9=0x1c400000 s10=0x4001 s11=0x90000fac s12=0x4000
;   in:  s16=0x92 s17=0 s18=0 s19=0xc0000000 v4=f32:0.5 v5=f32:0.5
;   out: fault~sampler border color type 3
; case: bilinear on a 32-bit UINT image
;   in:  s8=0x20 s9=0x10400000 s10=0x4001 s11=0x90000fac s12=0x4000
;   in:  s16=0x92 s17=0 s18=0x500000 s19=0 v4=f32:0.5 v5=f32:0.5
;   out: fault~bilinear filtering of an integer image format (num format 4)
; case: point sampling of a UINT image runs
;   in:  s8=0x20 s9=0x10400000 s10=0x4001 s11=0x90000fac s12=0x4000
;   in:  s16=0x8092 s17=0 s18=0 s19=0 v4=f32:1.5 v5=f32:0.5
;   in:  mem32[0x2000]=10,20,30,50
;   out: v0=20
; case: base outside memory
;   in:  s8=0x7f000000 s9=0x1c400000 s10=0x4001 s11=0x90000fac s12=0x4000
;   in:  s16=0x8092 s17=0 s18=0 s19=0 v4=f32:0.5 v5=f32:0.5
;   out: fault~read fault: 4-byte global at 0x7f00000000 (lane 0)
; case: no EXEC lane: nothing runs, nothing faults
;   in:  exec=0 s8=0x20 s9=0x1c400000 s10=0x4001 s11=0x90000fac s12=0x4000
;   in:  s16=0x94 s17=0 s18=0x8000000 s19=0xc0000000 v0=5
;   out: v0=5
image_sample_lz v0, v[4:5], s[8:15], s[16:19] dmask:0x1
s_endpgm

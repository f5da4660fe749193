; What the linear-image lifting does not handle faults at run time, naming
; the cause, when some EXEC lane runs the instruction (lift_image.cpp): a
; tiled T# ("Image Resource" tiling index / gfx9 SW_MODE, 0 = linear), types
; other than 1D/2D/3D/1D-array/2D-array (here cube, 11), formats without a
; lifted conversion (10_11_11 FLOAT; 32-bit UNORM), and "VGPR Usage", Atomics:
; "supported only on 32- and 64-bit-per pixel surfaces" (here 16 UINT, with
; the 32-bit atomic's DMASK 0x1). s[8:15] is the image_load's T#, s[16:23]
; the atomic's.
; case: tiled
;   in:  s8=0x20 s9=0x10400000 s10=0x1 s11=0x90900fac s12=0x4000 s16=0x20 s17=0x10400000 s18=0x1 s19=0x90000fac s20=0x4000
;   out: fault~tiling index (SW_MODE) 9
; case: cube
;   in:  s8=0x20 s9=0x10400000 s10=0x1 s11=0xb0000fac s12=0x4000 s16=0x20 s17=0x10400000 s18=0x1 s19=0x90000fac s20=0x4000
;   out: fault~image resource of type 11
; case: packed float format
;   in:  s8=0x20 s9=0x1c600000 s10=0x1 s11=0x90000fac s12=0x4000 s16=0x20 s17=0x10400000 s18=0x1 s19=0x90000fac s20=0x4000
;   out: fault~data format 6, num format 7
; case: 32-bit unorm
;   in:  s8=0x20 s9=0x400000 s10=0x1 s11=0x90000fac s12=0x4000 s16=0x20 s17=0x10400000 s18=0x1 s19=0x90000fac s20=0x4000
;   out: fault~data format 4, num format 0
; case: atomic on a 16-bit texel
;   in:  s8=0x20 s9=0x10400000 s10=0x1 s11=0x90000fac s12=0x4000 s16=0x20 s17=0x10200000 s18=0x1 s19=0x90000fac s20=0x4000
;   in:  mem32[0x2000]=7
;   out: v0=7 fault~image atomic on a texel of 2 bytes
; case: no EXEC lane: nothing runs, nothing faults
;   in:  exec=0 s8=0x20 s9=0x10400000 s10=0x1 s11=0x90900fac s12=0x4000 s16=0x20 s17=0x10200000 s18=0x1 s19=0x90000fac s20=0x4000 v0=5 v1=6
image_load v0, v[4:5], s[8:15] dmask:0x1 unorm
image_atomic_add v1, v4, s[16:23] dmask:0x1 unorm glc
s_endpgm

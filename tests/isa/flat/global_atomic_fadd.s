; MI100 ISA "New FLAT Opcodes": GLOBAL_ATOMIC_ADD_F32 (*VM += VDATA as f32) and
; GLOBAL_ATOMIC_PK_ADD_F16 (two f16 adds), no returned data. Rounded to nearest
; even; the f32 add flushes denormal inputs and results to zero (gfx908 global
; f32 atomics; LLVM only emits it when denormals are flushed), the f16 adds keep them.
; targets: gfx908
; case: two lanes on one address
;   in:  exec=0x3 v[1:2]=0x2000 v3=0x3fc00000,0x3e800000 v4=0x3c003800,0x00013c00
;   in:  mem32[0x2000]=0x3f800000 mem32[0x2004]=0x40003c00
;   out: mem32[0x2000]=0x40300000 mem32[0x2004]=0x42004100
; case: denormal f32 flushed
;   in:  exec=0x1 v[1:2]=0x2000 v3=0x80000 v4=0x00010001
;   in:  mem32[0x2000]=0x80000 mem32[0x2004]=0x00018000
;   out: mem32[0x2000]=0 mem32[0x2004]=0x00020001
global_atomic_add_f32 v[1:2], v3, off
global_atomic_pk_add_f16 v[1:2], v4, off offset:4
s_endpgm

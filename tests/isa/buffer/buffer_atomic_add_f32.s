; MI100 ISA "New MUBUF Opcodes" BUFFER_ATOMIC_ADD_F32 and BUFFER_ATOMIC_PK_ADD_F16:
; MEM[ADDR] += DATA as f32 / as two f16 halves, no returned data (GLC must be 0);
; like GLOBAL_ATOMIC_ADD_F32 on gfx908 the f32 add flushes denormals.
; Raw V# s[4:7], num_records 8: lanes 0 and 1 (v0 = lane*4).
; targets: gfx908
; case: f32 and packed f16 adds
;   in:  s4=0x2000 s5=0 s6=8 s7=0x27000 v0=lane*4 s8=0x10
;   in:  mem32[0x2000]=f32:1.5,f32:-2.0 v1=f32:2.25,f32:0.5
;   in:  mem32[0x2010]=0x40003c00,0x3c00bc00 v2=0x38003800,0x3c003c00
;   out: mem32[0x2000]=f32:3.75,f32:-1.5
;   out: mem32[0x2010]=0x41003e00,0x40000000
; case: denormal f32 inputs and results are flushed to zero
;   in:  s4=0x2000 s5=0 s6=8 s7=0x27000 v0=lane*4 s8=0x10
;   in:  mem32[0x2000]=0x00000003,0x00c00000 v1=0,0x80800000
;   out: mem32[0x2000]=0,0
;   out: mem32[0x2010]=0,0
buffer_atomic_add_f32 v1, v0, s[4:7], 0 offen
buffer_atomic_pk_add_f16 v2, v0, s[4:7], s8 offen
s_endpgm

; Vega ISA "MUBUF Instructions" BUFFER_ATOMIC_{SWAP,ADD,SUB,SMIN,UMIN,SMAX,UMAX,AND,OR,XOR,INC,DEC}:
; tmp = MEM[ADDR]; MEM[ADDR] = op(tmp, DATA); RETURN_DATA = tmp, written to VDATA with GLC.
; "Range Checking": out-of-range atomics are dropped (raw V# s[4:7], num_records 8:
; lanes 0 and 1 only, v0 = lane*4; each op gets its own slot through SOFFSET, which
; the raw check does not count). Dropped lanes return 0.
; case: glc returns the old value; lanes past num_records are dropped
;   in:  s4=0x2000 s5=0 s6=8 s7=0x27000 v0=lane*4
;   in:  mem32[0x2000]=0x1,0x2
;   in:  v1=0x7,0x8 s8=0
;   in:  mem32[0x2010]=0xffffffff,0x5
;   in:  v2=0x1,0x2 s9=16
;   in:  mem32[0x2020]=0xa,0x0
;   in:  v3=0x3,0x1 s10=32
;   in:  mem32[0x2030]=0xfffffffb,0x5
;   in:  v4=0xfffffffa,0x6 s11=48
;   in:  mem32[0x2040]=0xfffffffb,0x5
;   in:  v5=0x3,0x6 s12=64
;   in:  mem32[0x2050]=0xfffffffb,0x5
;   in:  v6=0xfffffffa,0x6 s13=80
;   in:  mem32[0x2060]=0xfffffffb,0x5
;   in:  v7=0x3,0x6 s14=96
;   in:  mem32[0x2070]=0xff00ff00,0xf
;   in:  v8=0xff00ff0,0x3 s15=112
;   in:  mem32[0x2080]=0xff00ff00,0xf0
;   in:  v9=0xff00ff0,0x3 s16=128
;   in:  mem32[0x2090]=0xff00ff00,0x1
;   in:  v10=0xff00ff0,0x1 s17=144
;   in:  mem32[0x20a0]=0x5,0x7
;   in:  v11=0x7,0x7 s18=160
;   in:  mem32[0x20b0]=0x0,0x2
;   in:  v12=0x3,0x3 s19=176
;   out: mem32[0x2000]=0x7,0x8
;   out: v1=0x1,0x2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
;   out: mem32[0x2010]=0x0,0x7
;   out: v2=0xffffffff,0x5,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
;   out: mem32[0x2020]=0x7,0xffffffff
;   out: v3=0xa,0x0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
;   out: mem32[0x2030]=0xfffffffa,0x5
;   out: v4=0xfffffffb,0x5,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
;   out: mem32[0x2040]=0x3,0x5
;   out: v5=0xfffffffb,0x5,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
;   out: mem32[0x2050]=0xfffffffb,0x6
;   out: v6=0xfffffffb,0x5,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
;   out: mem32[0x2060]=0xfffffffb,0x6
;   out: v7=0xfffffffb,0x5,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
;   out: mem32[0x2070]=0xf000f00,0x3
;   out: v8=0xff00ff00,0xf,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
;   out: mem32[0x2080]=0xfff0fff0,0xf3
;   out: v9=0xff00ff00,0xf0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
;   out: mem32[0x2090]=0xf0f0f0f0,0x0
;   out: v10=0xff00ff00,0x1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
;   out: mem32[0x20a0]=0x6,0x0
;   out: v11=0x5,0x7,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
;   out: mem32[0x20b0]=0x3,0x1
;   out: v12=0x0,0x2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
; case: EXEC zero touches nothing
;   in:  s4=0x2000 s5=0 s6=8 s7=0x27000 v0=lane*4 exec=0
;   in:  mem32[0x2000]=0x1,0x2
;   in:  v1=0x7,0x8 s8=0
;   in:  mem32[0x2010]=0xffffffff,0x5
;   in:  v2=0x1,0x2 s9=16
;   in:  mem32[0x2020]=0xa,0x0
;   in:  v3=0x3,0x1 s10=32
;   in:  mem32[0x2030]=0xfffffffb,0x5
;   in:  v4=0xfffffffa,0x6 s11=48
;   in:  mem32[0x2040]=0xfffffffb,0x5
;   in:  v5=0x3,0x6 s12=64
;   in:  mem32[0x2050]=0xfffffffb,0x5
;   in:  v6=0xfffffffa,0x6 s13=80
;   in:  mem32[0x2060]=0xfffffffb,0x5
;   in:  v7=0x3,0x6 s14=96
;   in:  mem32[0x2070]=0xff00ff00,0xf
;   in:  v8=0xff00ff0,0x3 s15=112
;   in:  mem32[0x2080]=0xff00ff00,0xf0
;   in:  v9=0xff00ff0,0x3 s16=128
;   in:  mem32[0x2090]=0xff00ff00,0x1
;   in:  v10=0xff00ff0,0x1 s17=144
;   in:  mem32[0x20a0]=0x5,0x7
;   in:  v11=0x7,0x7 s18=160
;   in:  mem32[0x20b0]=0x0,0x2
;   in:  v12=0x3,0x3 s19=176
buffer_atomic_swap v1, v0, s[4:7], s8 offen glc
buffer_atomic_add v2, v0, s[4:7], s9 offen glc
buffer_atomic_sub v3, v0, s[4:7], s10 offen glc
buffer_atomic_smin v4, v0, s[4:7], s11 offen glc
buffer_atomic_umin v5, v0, s[4:7], s12 offen glc
buffer_atomic_smax v6, v0, s[4:7], s13 offen glc
buffer_atomic_umax v7, v0, s[4:7], s14 offen glc
buffer_atomic_and v8, v0, s[4:7], s15 offen glc
buffer_atomic_or v9, v0, s[4:7], s16 offen glc
buffer_atomic_xor v10, v0, s[4:7], s17 offen glc
buffer_atomic_inc v11, v0, s[4:7], s18 offen glc
buffer_atomic_dec v12, v0, s[4:7], s19 offen glc
s_endpgm

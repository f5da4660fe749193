; Vega ISA "MUBUF Instructions" BUFFER_LOAD_FORMAT_{X,XY,XYZW}; "Buffer Data": data format, num format
; and dst_sel come from the V# (word 3: DST_SEL_X..W [11:0], NUM_FORMAT [14:12], DATA_FORMAT [18:15];
; "Buffer Resource": dst_sel 0 = 0, 1 = 1, 4..7 = R, G, B, A), converted as the MTBUF rows convert.
; "Range Checking": all or nothing, out-of-range lanes read 0 except SEL_1 components (1); a V# data
; format of INVALID is an unbound resource (0s). V#s (base 0x2000, 0x100 bytes): s[4:7] 32 FLOAT
; (R), s[8:11] 8_8 SINT (G, R), s[12:15] 16_16 UINT (R, G, 0, 1), s[16:19] 8_8_8_8 USCALED (A, B, G, R).
; A format or dst_sel the conversions do not lift faults when some lane runs.
; case: formats and swizzles
;   in:  s4=0x2000 s6=0x100 s7=0x27004 s8=0x2000 s10=0x100 s11=0x1d025
;   in:  s12=0x2000 s14=0x100 s15=0x2c22c s16=0x2000 s18=0x100 s19=0x52977 v0=0
;   in:  mem32[0x2000]=f32:1.5 mem8[0x2004]=0x80,0x7f mem16[0x2008]=0x8000,0xffff mem8[0x200c]=0,1,255,128
;   out: v1=f32:1.5 v2=0x7f v3=0xffffff80 v4=0x8000 v5=0xffff v6=0 v7=1
;   out: v8=f32:128 v9=f32:255 v10=f32:1 v11=f32:0
; case: lane 1 out of range reads 0, SEL_1 still 1
;   in:  s4=0x2000 s6=0x100 s7=0x27004 s8=0x2000 s10=0x100 s11=0x1d025
;   in:  s12=0x2000 s14=0x100 s15=0x2c22c s16=0x2000 s18=0x100 s19=0x52977 v0=0,0x100
;   in:  mem32[0x2000]=f32:1.5 mem8[0x2004]=0x80,0x7f mem16[0x2008]=0x8000,0xffff mem8[0x200c]=0,1,255,128
;   out: v1=f32:1.5,0 v2=0x7f,0 v3=0xffffff80,0 v4=0x8000,0 v5=0xffff,0 v6=0 v7=1
;   out: v8=f32:128,0 v9=f32:255,0 v10=f32:1,0 v11=f32:0
; case: unbound first V# (data format INVALID) reads 0
;   in:  s4=0x2000 s6=0x100 s7=0x7004 s8=0x2000 s10=0x100 s11=0x1d025
;   in:  s12=0x2000 s14=0x100 s15=0x2c22c s16=0x2000 s18=0x100 s19=0x52977 v0=0 v1=9
;   in:  mem32[0x2000]=f32:1.5 mem8[0x2004]=0x80,0x7f mem16[0x2008]=0x8000,0xffff mem8[0x200c]=0,1,255,128
;   out: v1=0 v2=0x7f v3=0xffffff80 v4=0x8000 v5=0xffff v6=0 v7=1
;   out: v8=f32:128 v9=f32:255 v10=f32:1 v11=f32:0
; case: 10_11_11 is not lifted
;   in:  s4=0x2000 s6=0x100 s7=0x37004 v0=0
;   out: fault~buffer resource format (data format 6, num format 7) is not lifted
; case: reserved dst_sel code 2
;   in:  s4=0x2000 s6=0x100 s7=0x27004 s8=0x2000 s10=0x100 s11=0x1d015 v0=0
;   out: fault~dst_sel 0x015
; case: no lane runs: no fault, nothing changes
;   in:  exec=0 s4=0x2000 s6=0x100 s7=0x37004 s11=0x1d015 v0=0
;   out:
buffer_load_format_x v1, v0, s[4:7], 0 offen
buffer_load_format_xy v[2:3], v0, s[8:11], 0 offen offset:4
buffer_load_format_xyzw v[4:7], v0, s[12:15], 0 offen offset:8
buffer_load_format_xyzw v[8:11], v0, s[16:19], 0 offen offset:12
s_endpgm

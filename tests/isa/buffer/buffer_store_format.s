; Vega ISA "MUBUF Instructions" BUFFER_STORE_FORMAT_{X,XY,XYZW}, _D16_XY, _D16_HI_X; "Buffer Data": the data
; and num format come from the V# (word 3: NUM_FORMAT [14:12], DATA_FORMAT [18:15]); the format's components
; are written from the VGPRs in order, converted as the MTBUF stores convert (integers saturated to the
; component). D16: two components per VGPR, low half first; D16_HI_X stores the high half. Out-of-range
; lanes and an unbound V# (data format INVALID) write nothing; a format with more components than the
; instruction stores faults. V#s (base 0x2000, 0x100 bytes): s[4:7] 32 FLOAT, s[8:11] 16_16 UINT,
; s[12:15] 8_8 SINT, s[16:19] 16_16 FLOAT, s[20:23] 16 UINT.
; case: formats
;   in:  s4=0x2000 s6=0x100 s7=0x27000 s8=0x2000 s10=0x100 s11=0x2c000 s12=0x2000 s14=0x100 s15=0x1d000
;   in:  s16=0x2000 s18=0x100 s19=0x2f000 s20=0x2000 s22=0x100 s23=0x14000 v0=0
;   in:  v1=f32:1.5 v2=0x12345 v3=7 v4=-200 v5=100 v6=1 v7=2 v8=0x3c00bc00 v9=0xbeef1234
;   out: mem32[0x2000]=f32:1.5 mem16[0x2004]=0xffff,7 mem8[0x2008]=0x80,0x64 mem16[0x200c]=0xbc00,0x3c00
;   out: mem16[0x2010]=0xbeef
; case: lane 1 out of range, unbound first V#
;   in:  s4=0x2000 s6=0x100 s7=0x7000 s8=0x2000 s10=0x100 s11=0x2c000 s12=0x2000 s14=0x100 s15=0x1d000
;   in:  s16=0x2000 s18=0x100 s19=0x2f000 s20=0x2000 s22=0x100 s23=0x14000 v0=0x100,0
;   in:  v1=f32:1.5 v2=0,0x12345 v3=0,7 v4=0,-200 v5=0,100 v6=1 v7=2 v8=0,0x3c00bc00 v9=0,0xbeef1234
;   out: mem16[0x2004]=0xffff,7 mem8[0x2008]=0x80,0x64 mem16[0x200c]=0xbc00,0x3c00 mem16[0x2010]=0xbeef
; case: an 8_8 V# for a one-component store
;   in:  s4=0x2000 s6=0x100 s7=0x1d000 v0=0
;   out: fault~buffer resource format (data format 3, num format 5) is not lifted for this instruction
buffer_store_format_x v1, v0, s[4:7], 0 offen
buffer_store_format_xy v[2:3], v0, s[8:11], 0 offen offset:4
buffer_store_format_xyzw v[4:7], v0, s[12:15], 0 offen offset:8
buffer_store_format_d16_xy v8, v0, s[16:19], 0 offen offset:12
buffer_store_format_d16_hi_x v9, v0, s[20:23], 0 offen offset:16
s_endpgm

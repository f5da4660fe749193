; Vega ISA "MUBUF Instructions" BUFFER_LOAD_FORMAT_D16_{X,XY,XYZ,XYZW} and _D16_HI_X (format and dst_sel from
; the V#, "Buffer Data"): components converted to 16 bits, two per VGPR, low half first; an odd last
; component writes only D[15:0]; D16_HI_X writes D[31:16] and keeps D[15:0]. V#s (base 0x2000, 0x100
; bytes): s[4:7] 16_16 FLOAT (R, G), s[8:11] 16_16_16_16 SINT (R, G, 1), s[12:15] 8 UINT (R),
; s[16:19] 8_8_8_8 UINT (A, B, G, R).
; case: formats
;   in:  s4=0x2000 s6=0x100 s7=0x2f02c s8=0x2000 s10=0x100 s11=0x6506c s12=0x2000 s14=0x100 s15=0x14004
;   in:  s16=0x2000 s18=0x100 s19=0x54977 v0=0 v3=0xaaaa5555 v5=0xaaaa5555 v6=0x12345678
;   in:  mem16[0x2000]=0x3c00,0xc000 mem16[0x2004]=0x8000,0x7fff,5,6 mem8[0x200c]=0x80 mem8[0x2010]=1,2,3,4
;   out: v1=0xc0003c00 v2=0x7fff8000 v3=0xaaaa0001 v5=0xaaaa0080 v6=0x00805678 v7=0x00030004 v8=0x00010002
; case: lane 1 out of range
;   in:  s4=0x2000 s6=0x100 s7=0x2f02c s8=0x2000 s10=0x100 s11=0x6506c s12=0x2000 s14=0x100 s15=0x14004
;   in:  s16=0x2000 s18=0x100 s19=0x54977 v0=0,0x100 v3=0xaaaa5555 v5=0xaaaa5555 v6=0x12345678
;   in:  mem16[0x2000]=0x3c00,0xc000 mem16[0x2004]=0x8000,0x7fff,5,6 mem8[0x200c]=0x80 mem8[0x2010]=1,2,3,4
;   out: v1=0xc0003c00,0 v2=0x7fff8000,0 v3=0xaaaa0001 v5=0xaaaa0080,0xaaaa0000 v6=0x00805678,0x00005678
;   out: v7=0x00030004,0 v8=0x00010002,0
buffer_load_format_d16_xy v1, v0, s[4:7], 0 offen
buffer_load_format_d16_xyz v[2:3], v0, s[8:11], 0 offen offset:4
buffer_load_format_d16_x v5, v0, s[12:15], 0 offen offset:12
buffer_load_format_d16_hi_x v6, v0, s[12:15], 0 offen offset:12
buffer_load_format_d16_xyzw v[7:8], v0, s[16:19], 0 offen offset:16
s_endpgm

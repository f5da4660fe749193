; Vega ISA "MUBUF Instructions" BUFFER_LOAD_FORMAT_XYZ, BUFFER_STORE_FORMAT_XYZ, BUFFER_STORE_FORMAT_D16_{X,XYZ,XYZW}
; ("Buffer Data": format from the V#; stores write the format's components, D16 two per VGPR, low half first).
; V#s (base 0x2000, 0x100 bytes): s[4:7] 32_32_32 UINT (dst_sel R, G, B), s[8:11] 16 UINT, s[12:15] 16_16 UINT
; (a three-component store writes its two), s[16:19] 16_16_16_16 UINT.
; case: widths
;   in:  s4=0x2000 s6=0x100 s7=0x6c1ac s8=0x2000 s10=0x100 s11=0x14000 s12=0x2000 s14=0x100 s15=0x2c000
;   in:  s16=0x2000 s18=0x100 s19=0x64000 v0=0 mem32[0x2000]=10,11,12
;   in:  v4=0x99991111 v5=0x33332222 v6=0x55554444 v7=0x77776666 v8=0x99998888
;   out: v1=10 v2=11 v3=12 mem32[0x2010]=10,11,12 mem16[0x2020]=0x1111 mem16[0x2024]=0x2222,0x3333
;   out: mem16[0x2028]=0x6666,0x7777,0x8888,0x9999
; case: odd lanes only
;   in:  exec=0xaaaaaaaaaaaaaaaa s4=0x2000 s6=0x100 s7=0x6c1ac s8=0x2000 s10=0x100 s11=0x14000 s12=0x2000
;   in:  s14=0x100 s15=0x2c000 s16=0x2000 s18=0x100 s19=0x64000 v0=0 mem32[0x2000]=10,11,12
;   in:  v4=0x99991111 v5=0x33332222 v6=0x55554444 v7=0x77776666 v8=0x99998888
;   out: v1=0,10 v2=0,11 v3=0,12 mem32[0x2010]=10,11,12 mem16[0x2020]=0x1111 mem16[0x2024]=0x2222,0x3333
;   out: mem16[0x2028]=0x6666,0x7777,0x8888,0x9999
buffer_load_format_xyz v[1:3], v0, s[4:7], 0 offen
buffer_store_format_xyz v[1:3], v0, s[4:7], 0 offen offset:16
buffer_store_format_d16_x v4, v0, s[8:11], 0 offen offset:32
buffer_store_format_d16_xyz v[5:6], v0, s[12:15], 0 offen offset:36
buffer_store_format_d16_xyzw v[7:8], v0, s[16:19], 0 offen offset:40
s_endpgm

; Vega ISA "16-bit Memory Operations" and "MUBUF Instructions"
; BUFFER_LOAD_{UBYTE,SBYTE,SHORT}_D16[_HI]: D0[15:0] (D0[31:16] for _HI) = the
; byte zero/sign-extended to 16 bits, or the short; the other half is kept.
; Raw V# s[4:7], base 0x2000; v0 byte offsets, v7 short offsets.
; case: each half, zero and sign extension
;   in:  s4=0x2000 s5=0 s6=0x100 s7=0x27000 v0=0,1 v7=8,10
;   in:  v1=0x12345678 v2=0x12345678 v3=0x12345678 v4=0x12345678 v5=0x12345678 v6=0x12345678
;   in:  mem8[0x2000]=0x80,0x7f mem16[0x2008]=0x8000,0x7fff
;   out: v1=0x12340080,0x1234007f v2=0x00805678,0x007f5678
;   out: v3=0x1234ff80,0x1234007f v4=0xff805678,0x007f5678
;   out: v5=0x12348000,0x12347fff v6=0x80005678,0x7fff5678
; case: out of range loads 0 into the half
;   in:  s4=0x2000 s5=0 s6=1 s7=0x27000 v0=0,1 v7=8,10
;   in:  v1=0x12345678 v2=0x12345678 v3=0x12345678 v4=0x12345678 v5=0x12345678 v6=0x12345678
;   in:  mem8[0x2000]=0x80,0x7f mem16[0x2008]=0x8000,0x7fff
;   out: v1=0x12340080,0x12340000 v2=0x00805678,0x00005678
;   out: v3=0x1234ff80,0x12340000 v4=0xff805678,0x00005678
;   out: v5=0x12340000 v6=0x00005678
buffer_load_ubyte_d16 v1, v0, s[4:7], 0 offen
buffer_load_ubyte_d16_hi v2, v0, s[4:7], 0 offen
buffer_load_sbyte_d16 v3, v0, s[4:7], 0 offen
buffer_load_sbyte_d16_hi v4, v0, s[4:7], 0 offen
buffer_load_short_d16 v5, v7, s[4:7], 0 offen
buffer_load_short_d16_hi v6, v7, s[4:7], 0 offen
s_endpgm

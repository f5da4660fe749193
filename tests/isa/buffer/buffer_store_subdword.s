; Vega ISA "MUBUF Instructions": BUFFER_STORE_BYTE stores S0[7:0],
; BUFFER_STORE_BYTE_D16_HI S0[23:16], BUFFER_STORE_SHORT S0[15:0],
; BUFFER_STORE_SHORT_D16_HI S0[31:16]. Raw V# s[4:7], base 0x2000, lane 0 only.
; case: the selected bytes
;   in:  s4=0x2000 s5=0 s6=0x100 s7=0x27000 v0=0 v1=0xaabbccdd exec=1
;   out: mem8[0x2000]=0xdd mem8[0x2005]=0xbb mem16[0x2008]=0xccdd mem16[0x200e]=0xaabb
; case: out of range writes nothing
;   in:  s4=0x2000 s5=0 s6=9 s7=0x27000 v0=0 v1=0xaabbccdd exec=1
;   out: mem8[0x2000]=0xdd mem8[0x2005]=0xbb mem16[0x2008]=0xccdd
buffer_store_byte v1, v0, s[4:7], 0 offen
buffer_store_byte_d16_hi v1, v0, s[4:7], 0 offen offset:5
buffer_store_short v1, v0, s[4:7], 0 offen offset:8
buffer_store_short_d16_hi v1, v0, s[4:7], 0 offen offset:14
s_endpgm

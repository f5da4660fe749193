; Vega ISA "MUBUF Instructions" BUFFER_LOAD_UBYTE/SBYTE/USHORT/SSHORT: zero or
; sign extension to the 32-bit VGPR. Raw V# s[4:7], base 0x2000; v0 byte
; offsets 0..3, v5 short offsets 8..14 (range: offset >= num_records reads 0).
; case: zero and sign extension
;   in:  s4=0x2000 s5=0 s6=0x100 s7=0x27000 v0=0,1,2,3 v5=0,2,4,6
;   in:  mem8[0x2000]=0x80,0x7f,0xff,0x01 mem16[0x2008]=0x8000,0x7fff,0xffff,0x0001
;   out: v1=0x80,0x7f,0xff,1 v2=0xffffff80,0x7f,0xffffffff,1
;   out: v3=0x8000,0x7fff,0xffff,1 v4=0xffff8000,0x7fff,0xffffffff,1
; case: out of range reads 0
;   in:  s4=0x2000 s5=0 s6=2 s7=0x27000 v0=0,1,2,3 v5=0,2,4,6 v3=9 v4=9
;   in:  mem8[0x2000]=0x80,0x7f,0xff,0x01 mem16[0x2008]=0x8000,0x7fff,0xffff,0x0001
;   out: v1=0x80,0x7f,0,0 v2=0xffffff80,0x7f,0,0 v3=0 v4=0
buffer_load_ubyte v1, v0, s[4:7], 0 offen
buffer_load_sbyte v2, v0, s[4:7], 0 offen
buffer_load_ushort v3, v5, s[4:7], 0 offen offset:8
buffer_load_sshort v4, v5, s[4:7], 0 offen offset:8
s_endpgm

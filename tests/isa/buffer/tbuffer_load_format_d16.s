; Vega ISA "MTBUF Instructions" TBUFFER_LOAD_FORMAT_D16_{X,XY,XYZ,XYZW}; "Buffer
; Data", D16 instructions: 16-bit data, two components per VGPR (low half
; first); an odd last component writes D[15:0] only (BUFFER_LOAD_FORMAT_D16_X:
; "D0[15:0] = ..."). 16-bit formats load their bits, 8-bit integers are zero/
; sign-extended to 16 bits, 8-bit scaled ones become f16. Raw V# s[4:7], v0 = 0.
; case: packing and conversions
;   in:  s4=0x2000 s5=0 s6=0x100 s7=0x27000 v0=0 v1=0xabcd0000 v4=0x55550000
;   in:  mem16[0x2000]=0x3c00 mem16[0x2004]=0x8000,0x1234 mem8[0x2008]=0x80,1,2,3
;   in:  mem8[0x200c]=0x80,0x7f,0xff,0 mem8[0x2010]=255,3 mem8[0x2014]=0x80,1
;   out: v1=0xabcd3c00 v2=0x12348000 v3=0x00010080 v4=0x55550002
;   out: v5=0x007fff80 v6=0x0000ffff v7=0x42005bf8 v8=0 v9=0x3c00d800
tbuffer_load_format_d16_x v1, v0, s[4:7], 0 format:[BUF_DATA_FORMAT_16,BUF_NUM_FORMAT_FLOAT] offen
tbuffer_load_format_d16_xy v2, v0, s[4:7], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_SINT] offen offset:4
tbuffer_load_format_d16_xyz v[3:4], v0, s[4:7], 0 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_UINT] offen offset:8
tbuffer_load_format_d16_xyzw v[5:6], v0, s[4:7], 0 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_SINT] offen offset:12
tbuffer_load_format_d16_xyzw v[7:8], v0, s[4:7], 0 format:[BUF_DATA_FORMAT_8_8,BUF_NUM_FORMAT_USCALED] offen offset:16
tbuffer_load_format_d16_xy v9, v0, s[4:7], 0 format:[BUF_DATA_FORMAT_8_8,BUF_NUM_FORMAT_SSCALED] offen offset:20
s_endpgm

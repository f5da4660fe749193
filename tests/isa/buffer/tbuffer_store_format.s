; Vega ISA "MTBUF Instructions" TBUFFER_STORE_FORMAT_{X,XY,XYZ,XYZW} with 32-bit
; components (stored unconverted, "Read Data Format") and the D16 forms with
; 16-bit components (two per VGPR, low half first). Extra VGPR components beyond
; the format are not stored. Format stores are range-checked all or nothing
; (raw V# s[4:7], base 0x2000, lanes 0 and 1: v0 = 0, 0x100).
; case: lane 0 in range, lane 1 out of range
;   in:  s4=0x2000 s5=0 s6=0x100 s7=0x27000 v0=0,0x100
;   in:  v1=f32:1.5 v2=11 v3=12 v4=13 v5=0x44443333 v6=0x66665555
;   out: mem32[0x2000]=f32:1.5,11,12,11,12,13,11,12,13
;   out: mem16[0x2028]=0x3333,0x3333,0x4444,0x3333,0x4444,0x5555,0x6666,0x3333,0x4444
; case: the V# data format does not matter: the instruction gives the format
;   in:  s4=0x2000 s5=0 s6=0x100 s7=0 v0=0,0x100
;   in:  v1=f32:1.5 v2=11 v3=12 v4=13 v5=0x44443333 v6=0x66665555
;   out: mem32[0x2000]=f32:1.5,11,12,11,12,13,11,12,13
;   out: mem16[0x2028]=0x3333,0x3333,0x4444,0x3333,0x4444,0x5555,0x6666,0x3333,0x4444
tbuffer_store_format_x v1, v0, s[4:7], 0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] offen
tbuffer_store_format_xy v[2:3], v0, s[4:7], 0 format:[BUF_DATA_FORMAT_32_32,BUF_NUM_FORMAT_UINT] offen offset:4
tbuffer_store_format_xyz v[2:4], v0, s[4:7], 0 format:[BUF_DATA_FORMAT_32_32_32,BUF_NUM_FORMAT_SINT] offen offset:12
tbuffer_store_format_xyzw v[2:5], v0, s[4:7], 0 format:[BUF_DATA_FORMAT_32_32_32,BUF_NUM_FORMAT_UINT] offen offset:24
tbuffer_store_format_d16_x v5, v0, s[4:7], 0 format:[BUF_DATA_FORMAT_16,BUF_NUM_FORMAT_FLOAT] offen offset:40
tbuffer_store_format_d16_xy v5, v0, s[4:7], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_UINT] offen offset:42
tbuffer_store_format_d16_xyzw v[5:6], v0, s[4:7], 0 format:[BUF_DATA_FORMAT_16_16_16_16,BUF_NUM_FORMAT_SINT] offen offset:46
tbuffer_store_format_d16_xyz v[5:6], v0, s[4:7], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_SINT] offen offset:54
s_endpgm

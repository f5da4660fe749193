; Vega ISA "MTBUF Instructions" TBUFFER_LOAD_FORMAT_{X,XY,XYZ,XYZW} with the
; DFMT/NFMT of the instruction ("Buffer Instructions" field table); "Buffer Data":
; dst_sel is the identity (X000, XY00, XYZ0), so components the format lacks read
; 0; "Read Data Format": integer formats return integers (signed or unsigned as
; stored), scaled ones floats, 32-bit data is not converted. Format loads are
; range-checked all or nothing (raw V# s[4:7], base 0x2000, v0 = 0).
; case: conversions per format
;   in:  s4=0x2000 s5=0 s6=0x100 s7=0x27000 v0=0
;   in:  mem32[0x2000]=f32:1.5 mem8[0x2004]=0x80,0x7f mem16[0x2008]=0x8000,0xffff
;   in:  mem8[0x200c]=0,1,255,128 mem16[0x2010]=0x8000,0xffff,0x7fff,0
;   in:  mem32[0x2018]=1,-2,3
;   out: v1=f32:1.5 v2=0xffffff80 v3=0x7f v4=0x8000 v5=0xffff v6=0
;   out: v8=f32:0 v9=f32:1 v10=f32:255 v11=f32:128
;   out: v12=f32:-32768 v13=f32:-1 v14=f32:32767 v15=f32:0
;   out: v16=1 v17=-2 v18=3 v19=0
; case: out of range lanes read 0 in every component
;   in:  s4=0x2000 s5=0 s6=0x18 s7=0x27000 v0=0,0x100 v6=5 v19=5
;   in:  mem32[0x2000]=f32:1.5 mem8[0x2004]=0x80,0x7f mem16[0x2008]=0x8000,0xffff
;   in:  mem8[0x200c]=0,1,255,128 mem16[0x2010]=0x8000,0xffff,0x7fff,0
;   in:  mem32[0x2018]=1,-2,3
;   out: v1=f32:1.5,0 v2=0xffffff80,0 v3=0x7f,0 v4=0x8000,0 v5=0xffff,0 v6=0
;   out: v8=f32:0,0 v9=f32:1,0 v10=f32:255,0 v11=f32:128,0
;   out: v12=f32:-32768,0 v13=f32:-1,0 v14=f32:32767,0 v15=f32:0,0 v19=0
tbuffer_load_format_x v1, v0, s[4:7], 0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] offen
tbuffer_load_format_xy v[2:3], v0, s[4:7], 0 format:[BUF_DATA_FORMAT_8_8,BUF_NUM_FORMAT_SINT] offen offset:4
tbuffer_load_format_xyz v[4:6], v0, s[4:7], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_UINT] offen offset:8
tbuffer_load_format_xyzw v[8:11], v0, s[4:7], 0 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_USCALED] offen offset:12
tbuffer_load_format_xyzw v[12:15], v0, s[4:7], 0 format:[BUF_DATA_FORMAT_16_16_16_16,BUF_NUM_FORMAT_SSCALED] offen offset:16
tbuffer_load_format_xyzw v[16:19], v0, s[4:7], 0 format:[BUF_DATA_FORMAT_32_32_32,BUF_NUM_FORMAT_SINT] offen offset:24
s_endpgm

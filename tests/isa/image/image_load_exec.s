; Vega ISA "Range Checking" (out-of-range reads return zero, "except for
; components with dst_sel = SEL_1 that return 1"), "Image Resource" dst_sel,
; and EXEC: lanes outside EXEC keep their VGPRs. A 2D 2x1 8_8_8_8 UNORM image,
; dst_sel (R, 1, 0, A); lane % 4: 0 reads (1, 1), 1 an x far out of range,
; 2 and 3 are outside EXEC.
; case: partial exec, out of range
;   in:  exec=0x3333333333333333 s8=0x20 s9=0xa00000 s10=0x1 s11=0x90000e0c s12=0x4000
;   in:  mem8[0x2000]=0,0,0,0,255,7,7,255
;   in:  v20=1,0x80000000,1,1 v21=0,0,0,0 v10=0x77 v11=0x77 v12=0x77 v13=0x77
;   out: v10=0x3f800000,0,0x77,0x77 v11=0x3f800000,0x3f800000,0x77,0x77 v12=0,0,0x77,0x77 v13=0x3f800000,0,0x77,0x77
; case: y out of range
;   in:  s8=0x20 s9=0xa00000 s10=0x1 s11=0x90000e0c s12=0x4000
;   in:  mem8[0x2000]=0,0,0,0,255,7,7,255
;   in:  v20=1,1 v21=0,1 v10=0x77 v11=0x77 v12=0x77 v13=0x77
;   out: v10=0x3f800000,0 v11=0x3f800000,0x3f800000 v12=0,0 v13=0x3f800000,0
image_load v[10:13], v[20:21], s[8:15] dmask:0xf unorm
s_endpgm

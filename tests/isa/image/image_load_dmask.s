; Vega ISA "Image Instructions" DMASK: "Reads: defines which components are
; returned ... Enabled components come from consecutive VGPRs" (0 = red .. 3 =
; alpha), for every DMASK from 0x1 to 0xf. A 2D 2x1 image at 0x2000,
; BUF_DATA_FORMAT_32_32_32_32 UINT (unconverted, "Read Data Format"), dst_sel
; RGBA; lanes read texel x = lane % 2: (1, 2, 3, 4) and (5, 6, 7, 8).
; case: every dmask
;   in:  s8=0x20 s9=0x10e00000 s10=0x1 s11=0x90000fac s12=0x4000
;   in:  v4=0,1 v5=0
;   in:  mem32[0x2000]=1,2,3,4,5,6,7,8
;   out: v10=1,5 v11=2,6 v12=1,5 v13=2,6 v14=3,7 v15=1,5 v16=3,7 v17=2,6 v18=3,7 v19=1,5 v20=2,6 v21=3,7
;   out: v22=4,8 v23=1,5 v24=4,8 v25=2,6 v26=4,8 v27=1,5 v28=2,6 v29=4,8 v30=3,7 v31=4,8 v32=1,5 v33=3,7 v34=4,8 v35=2,6 v36=3,7 v37=4,8 v38=1,5 v39=2,6 v40=3,7 v41=4,8
image_load v10, v[4:5], s[8:15] dmask:0x1 unorm
image_load v11, v[4:5], s[8:15] dmask:0x2 unorm
image_load v[12:13], v[4:5], s[8:15] dmask:0x3 unorm
image_load v14, v[4:5], s[8:15] dmask:0x4 unorm
image_load v[15:16], v[4:5], s[8:15] dmask:0x5 unorm
image_load v[17:18], v[4:5], s[8:15] dmask:0x6 unorm
image_load v[19:21], v[4:5], s[8:15] dmask:0x7 unorm
image_load v22, v[4:5], s[8:15] dmask:0x8 unorm
image_load v[23:24], v[4:5], s[8:15] dmask:0x9 unorm
image_load v[25:26], v[4:5], s[8:15] dmask:0xa unorm
image_load v[27:29], v[4:5], s[8:15] dmask:0xb unorm
image_load v[30:31], v[4:5], s[8:15] dmask:0xc unorm
image_load v[32:34], v[4:5], s[8:15] dmask:0xd unorm
image_load v[35:37], v[4:5], s[8:15] dmask:0xe unorm
image_load v[38:41], v[4:5], s[8:15] dmask:0xf unorm
s_endpgm

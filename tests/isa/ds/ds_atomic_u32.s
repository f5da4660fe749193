; Vega ISA "LDS & GDS Instructions", DS_ADD_U32 ... DS_MSKOR_B32 without return:
; MEM[ADDR] = op(MEM[ADDR], DATA[, DATA2]); VDST is not written.
; case: one lane
;   in:  exec=0x1 v1=0x100 v2=0xfffffff0 v3=0xf0
;   in:  lds32[0x100]=0x14 lds32[0x104]=0x14 lds32[0x108]=0x14 lds32[0x10c]=0xfffffff0 lds32[0x110]=0xfffffff1 lds32[0x114]=0x1 lds32[0x118]=0x1 lds32[0x11c]=0x1 lds32[0x120]=0x1 lds32[0x124]=0x12345678 lds32[0x128]=0x12345678 lds32[0x12c]=0x12345678 lds32[0x130]=0x12345678
;   out: lds32[0x100]=0x4 lds32[0x104]=0x24 lds32[0x108]=0xffffffdc lds32[0x10c]=0x0 lds32[0x110]=0xfffffff0 lds32[0x114]=0xfffffff0 lds32[0x118]=0x1 lds32[0x11c]=0x1 lds32[0x120]=0xfffffff0 lds32[0x124]=0x12345670 lds32[0x128]=0xfffffff8 lds32[0x12c]=0xedcba988 lds32[0x130]=0xf8
; case: no lanes
;   in:  exec=0 v1=0x100 v2=0xfffffff0 v3=0xf0 lds32[0x100]=20
;   out: lds32[0x100]=20
ds_add_u32 v1, v2 offset:0
ds_sub_u32 v1, v2 offset:4
ds_rsub_u32 v1, v2 offset:8
ds_inc_u32 v1, v2 offset:12
ds_dec_u32 v1, v2 offset:16
ds_min_i32 v1, v2 offset:20
ds_max_i32 v1, v2 offset:24
ds_min_u32 v1, v2 offset:28
ds_max_u32 v1, v2 offset:32
ds_and_b32 v1, v2 offset:36
ds_or_b32 v1, v2 offset:40
ds_xor_b32 v1, v2 offset:44
ds_mskor_b32 v1, v2, v3 offset:48
s_endpgm

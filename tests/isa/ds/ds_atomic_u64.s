; Vega ISA "LDS & GDS Instructions", DS_ADD_U64 ... DS_MSKOR_B64 without return:
; MEM[ADDR] = op(MEM[ADDR], DATA[0:1][, DATA2]) on 64 bits; VDST is not written.
; case: one lane
;   in:  exec=0x1 v1=0x100 v[2:3]=0xfffffffffffffff0 v[4:5]=0xf0
;   in:  lds64[0x100]=0xffffffff lds64[0x108]=0x14 lds64[0x110]=0x14 lds64[0x118]=0x100000000 lds64[0x120]=0x0 lds64[0x128]=0x1 lds64[0x130]=0x1 lds64[0x138]=0x1 lds64[0x140]=0x1 lds64[0x148]=0x123456789abcdef0 lds64[0x150]=0x123456789abcdef0 lds64[0x158]=0x123456789abcdef0 lds64[0x160]=0x123456789abcdef0
;   out: lds64[0x100]=0xffffffef lds64[0x108]=0x24 lds64[0x110]=0xffffffffffffffdc lds64[0x118]=0x100000001 lds64[0x120]=0xfffffffffffffff0 lds64[0x128]=0xfffffffffffffff0 lds64[0x130]=0x1 lds64[0x138]=0x1 lds64[0x140]=0xfffffffffffffff0 lds64[0x148]=0x123456789abcdef0 lds64[0x150]=0xfffffffffffffff0 lds64[0x158]=0xedcba98765432100 lds64[0x160]=0xf0
ds_add_u64 v1, v[2:3] offset:0
ds_sub_u64 v1, v[2:3] offset:8
ds_rsub_u64 v1, v[2:3] offset:16
ds_inc_u64 v1, v[2:3] offset:24
ds_dec_u64 v1, v[2:3] offset:32
ds_min_i64 v1, v[2:3] offset:40
ds_max_i64 v1, v[2:3] offset:48
ds_min_u64 v1, v[2:3] offset:56
ds_max_u64 v1, v[2:3] offset:64
ds_and_b64 v1, v[2:3] offset:72
ds_or_b64 v1, v[2:3] offset:80
ds_xor_b64 v1, v[2:3] offset:88
ds_mskor_b64 v1, v[2:3], v[4:5] offset:96
s_endpgm

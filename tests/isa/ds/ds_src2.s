; Vega ISA "LDS & GDS Instructions", DS_*_SRC2_*: A = ADDR; B = A + 4 * (offset1[7] ?
; {A[31], A[31:17]} : {offset1[6], offset1[6:0], offset0}); MEM[A] = op(MEM[A], MEM[B]).
; case: one lane
;   in:  exec=0x1 v1=0x20 lds32[0x20]=5 lds32[0x30]=7 lds32[0x10]=3
;   in:  v2=0x40 lds32[0x40]=10 lds32[0x44]=30 v3=0x80 lds32[0x80]=0x3fc00000 lds32[0x70]=0xbf000000
;   in:  v4=0x100 lds64[0x100]=0x100000000 lds64[0x110]=0x200000000 v5=0x180 lds64[0x180]=1 lds64[0x190]=0xffffffffffffffff
;   in:  v6=0x200 lds32[0x200]=9
;   out: lds32[0x20]=0xfffffff7 lds32[0x40]=0xffffffec lds32[0x80]=0xbf000000
;   out: lds64[0x100]=0x200000000 lds64[0x180]=0xffffffffffffffff lds32[0x200]=9
ds_add_src2_u32 v1 offset:4
ds_rsub_src2_u32 v1 offset:0x7ffc
ds_sub_src2_u32 v2 offset:1
ds_min_src2_f32 v3 offset:0x7ffc
ds_max_src2_u64 v4 offset:4
ds_write_src2_b64 v5 offset:4
ds_write_src2_b32 v6 offset:0x8000
s_endpgm

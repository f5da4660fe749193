; Vega ISA "LDS & GDS Instructions", DS_CMPST_B32/F32/B64/F64 without return:
; MEM[ADDR] = (MEM[ADDR] == DATA) ? DATA2 : MEM[ADDR]; F forms compare as floats.
; case: minus zero matches zero only as a float
;   in:  exec=0x1 v1=0 v2=0 v3=9 v[4:5]=0 v[6:7]=7
;   in:  lds32[0]=0x80000000,0x80000000 lds64[0x10]=0x8000000000000000,0x8000000000000000
;   out: lds32[0]=0x80000000,9 lds64[0x10]=0x8000000000000000,7
ds_cmpst_b32 v1, v2, v3
ds_cmpst_f32 v1, v2, v3 offset:4
ds_cmpst_b64 v1, v[4:5], v[6:7] offset:0x10
ds_cmpst_f64 v1, v[4:5], v[6:7] offset:0x18
s_endpgm

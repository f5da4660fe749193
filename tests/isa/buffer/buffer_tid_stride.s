; Vega ISA "Buffer Addressing", const_stride: with ADD_TID_ENABLE a MUBUF
; non-format instruction uses an 18-bit stride {V#.DFMT[3:0], V#.stride[13:0]};
; format instructions (TBUFFER here) keep the 14-bit one. Unswizzled, the lane
; id is added to the index: address = base + soffset + offset + stride * lane;
; no range check (ADD_TID && !IDXEN). V# s[0:3]: base 0x2000, stride 4, DFMT 1.
; case: lanes 0..2 store 0x4004 bytes apart (buffer) and 4 bytes apart (tbuffer)
;   in:  s0=0x2000 s1=0x40000 s2=0 s3=0x808000 s4=0x100 v1=lane+1 exec=7
;   out: mem32[0x2000]=1 mem32[0x6004]=2 mem32[0xa008]=3 mem32[0x2100]=1,2,3
buffer_store_dword v1, off, s[0:3], 0
tbuffer_store_format_x v1, off, s[0:3], s4 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_UINT]
s_endpgm

; Vega ISA "Reads/Writes/Atomics using Buffer Constant": base = {SGPR[b+1][15:0], SGPR[b]}, stride = SGPR[b+1][31:16],
; num_records = SGPR[b+2]; the buffer spans num_records * (stride == 0 ? 1 : stride) bytes and dwords outside it
; are not read (they return 0). S_BUFFER_LOAD_DWORD/X2/X4/X8/X16.
; case: raw buffer of 8 bytes
;   in:  s4=0x1000 s5=0 s6=8 mem32[0x1000]=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17
;   out: s8=1 s9=2 s10=0 s11=0 s12=2 s[2:3]=0x0000000200000001 s16=1 s17=2 s32=2
; case: stride 4, three records
;   in:  s4=0x1000 s5=0x40000 s6=3 mem32[0x1000]=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17
;   out: s8=1 s9=2 s10=3 s11=0 s12=2 s[2:3]=0x0000000200000001 s16=1 s17=2 s18=3 s32=2 s33=3
; case: large buffer, offset from an SGPR
;   in:  s4=0x1000 s5=0 s6=0x100 s1=0x10 mem32[0x1000]=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17
;   out: s8=1 s9=2 s10=3 s11=4 s12=2 s[2:3]=0x0000000600000005
;   out: s16=1 s17=2 s18=3 s19=4 s20=5 s21=6 s22=7 s23=8
;   out: s32=2 s33=3 s34=4 s35=5 s36=6 s37=7 s38=8 s39=9 s40=10 s41=11 s42=12 s43=13 s44=14 s45=15 s46=16 s47=17
s_buffer_load_dwordx4 s[8:11], s[4:7], 0x0
s_buffer_load_dword s12, s[4:7], 0x4
s_buffer_load_dwordx2 s[2:3], s[4:7], s1
s_buffer_load_dwordx8 s[16:23], s[4:7], 0x0
s_buffer_load_dwordx16 s[32:47], s[4:7], 0x4
s_waitcnt lgkmcnt(0)
s_endpgm

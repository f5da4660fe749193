; Vega ISA "SOP2 Instructions", S_BFE_U32/I32/U64/I64: offset S1[4:0] ([5:0] for 64 bits), width S1[22:16];
; D = (S0 >> offset) & ((1 << width) - 1), sign-extended for I32/I64 (arithmetic shift, "D.i = signext((S0.i >> ...) & ...)");
; SCC = (D != 0). A width of 32 (64) or more keeps all shifted bits.
; case: byte field
;   in:  s0=0x12345678 s1=0x80004 s[8:9]=0x0123456789abcdef
;   out: s2=0x67 s3=1 s4=0x67 s[6:7]=0xde s5=1 s[10:11]=0xffffffffffffffde scc=1
; case: negative nibble
;   in:  s0=0xf0 s1=0x40004 s[8:9]=0xf0
;   out: s2=0xf s3=1 s4=0xffffffff s[6:7]=0xf s5=1 s[10:11]=-1 scc=1
; case: width zero
;   in:  s0=0xffffffff s1=4 s[8:9]=-1
;   out: s2=0 s3=0 s4=0 s[6:7]=0 s5=0 s[10:11]=0 scc=0
; case: field past the top takes the shifted sign
;   in:  s0=0x80000000 s1=0x8003c s[8:9]=0x8000000000000000
;   out: s2=8 s3=1 s4=0xfffffff8 s[6:7]=8 s5=1 s[10:11]=0xfffffffffffffff8 scc=1
; case: width 40
;   in:  s0=0x80000010 s1=0x280004 s[8:9]=0x8000000000000010
;   out: s2=0x08000001 s3=1 s4=0xf8000001 s[6:7]=1 s5=1 s[10:11]=1 scc=1
; case: width 100 keeps everything shifted
;   in:  s0=0x80000010 s1=0x640004 s[8:9]=0x8000000000000010
;   out: s2=0x08000001 s3=1 s4=0xf8000001 s[6:7]=0x0800000000000001 s5=1 s[10:11]=0xf800000000000001 scc=1
s_bfe_u32 s2, s0, s1
s_cselect_b32 s3, 1, 0
s_bfe_i32 s4, s0, s1
s_bfe_u64 s[6:7], s[8:9], s1
s_cselect_b32 s5, 1, 0
s_bfe_i64 s[10:11], s[8:9], s1
s_endpgm

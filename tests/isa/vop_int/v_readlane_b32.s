; Vega ISA "VOP3A" V_READLANE_B32 (SGPR = S0 in lane S1[5:0]) and V_WRITELANE_B32
; (S0 written to lane S1[5:0] of D), both ignoring EXEC; "VOP1" V_READFIRSTLANE_B32
; (S0 in the lowest active lane; lane 0 when EXEC is 0).
; case: EXEC=0: the lane ops ignore it, readfirstlane reads lane 0
;   in:  v0=lane*3+1 s1=5 m0=70 s5=0xabc exec=0
;   out: s2=16 s3=190 s4=19 s6=1
;   out: v1=0,0,0,0,0,2748,4294967295,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
; case: readfirstlane picks the lowest EXEC lane
;   in:  v0=lane*3+1 s1=63 m0=1 s5=7 exec=0xff00
;   out: s2=190 s3=190 s4=4 s6=25
;   out: v1=0,4294967295,0,0,0,7,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
v_readlane_b32 s2, v0, s1
v_readlane_b32 s3, v0, 63
v_readlane_b32 s4, v0, m0
v_writelane_b32 v1, s5, 5
v_writelane_b32 v1, -1, m0
v_readfirstlane_b32 s6, v0
s_endpgm

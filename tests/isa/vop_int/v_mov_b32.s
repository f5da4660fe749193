; Vega ISA "VOP1 Instructions", V_MOV_B32: D.u = S0.u, in the lanes EXEC enables.
; case: all lanes, VGPR source
;   in:  v0=lane+8 v1=7
;   out: v1=lane+8
; case: SGPR source is broadcast
;   in:  v0=lane s4=0x12345678
;   out: v1=lane v2=0x12345678
; case: partial EXEC keeps the inactive lanes
;   in:  v0=1,2 v1=7 exec=0x5555555555555555
;   out: v1=1,7
; case: EXEC=0 writes nothing
;   in:  v0=lane v1=7 exec=0
;   out: v1=7
v_mov_b32 v1, v0
v_mov_b32_e64 v2, s4
s_endpgm

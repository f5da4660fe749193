; Vega ISA "VOP2" V_ADD_U32 reading an SGPR that the next SALU instruction overwrites (S_MOV_B32),
; between vector ops: each vector op reads the SGPR as it was. The x64 backend runs the vector ops as
; one chunk region and emits the SGPR write ahead of it (schedule.cpp); the region, which reads s6 in
; place where nothing overwrites it first (slots.cpp), must not read the new value.
; case: s6 read by the first add before its write
;   in:  v0=lane s6=100 s7=5
;   out: v1=lane+100 v2=lane+105 s6=5
v_add_u32_e32 v1, s6, v0
s_mov_b32 s6, s7
v_add_u32_e32 v2, s7, v1
s_endpgm

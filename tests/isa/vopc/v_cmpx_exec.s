; Vega ISA "VOPC Instructions", V_CMPX_*: the result (0 in inactive lanes) is also
; written to EXEC, so later instructions run on the new EXEC.
; case: all lanes
;   in:  v0=lane v1=31
;   out: vcc=0xffffffff00000000 exec=0xffffffff00000000 s[4:5]=0xffffffff00000000
;   out: v2=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1
; case: partial EXEC
;   in:  v0=lane v1=7 exec=0xffff0000
;   out: vcc=0xffff0000 exec=0xff000000 s[4:5]=0xff000000
;   out: v2=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1,1,1,1,1,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
; case: EXEC=0
;   in:  v0=lane v1=7 exec=0 vcc=5
;   out: vcc=0
v_cmpx_gt_u32 vcc, v0, v1
v_cmpx_ge_i32_e64 s[4:5], v0, 24
v_mov_b32 v2, 1
s_endpgm

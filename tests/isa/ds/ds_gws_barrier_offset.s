; Vega ISA "LDS & GDS Instructions", DS_GWS_BARRIER: rid[5:0] = M0[21:16] + OFFSET0[5:0]
; (the sum wraps within 6 bits); the instruction after it runs once the wave resumes.
; case: base plus offset
;   in:  v1=100 m0=0x20000
;   out: gws=barrier:7:100
; case: the resource id wraps at 64
;   in:  v1=1 m0=0x3e0000
;   out: gws=barrier:3:1
ds_gws_barrier v1 offset:5 gds
s_mov_b32 s0, 1
s_endpgm

; V_XNOR_B32 (gfx906 and later, VOP2 0x3d; absent from the seeds): D = ~(S0 ^ S1), the
; vector form of Vega ISA "SOP2 Instructions" S_XNOR_B32.
; targets: gfx906 gfx908
; case: bit patterns
;   in:  v0=0xff00ff00 v1=0x0f0f0f0f
;   out: v2=0x0ff00ff0
; case: equal operands give all ones
;   in:  v0=lane v1=lane
;   out: v2=0xffffffff
v_xnor_b32 v2, v0, v1
s_endpgm

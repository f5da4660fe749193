; Vega ISA "LDS & GDS Instructions", DS_GWS_INIT: GDS only; sets the counter of resource
; rid = M0[21:16] + OFFSET0[5:0] to DATA of the first valid lane; the wave stops for the GWS unit.
; case: init resource 2 with the first active lane's value
;   in:  v3=lane*2 m0=0x20000 exec=0x8
;   out: gws=init:2:6
ds_gws_init v3 gds
s_endpgm

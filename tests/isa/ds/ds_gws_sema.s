; Vega ISA "LDS & GDS Instructions", DS_GWS_SEMA_V / DS_GWS_SEMA_P: GDS only; semaphore
; resource rid = M0[21:16] + OFFSET0[5:0] (V: counter += 1; P: waits for counter > 0, then
; counter -= 1); neither has data. The wave stops for the GWS unit at the first.
; case: V on resource 4
;   in:  m0=0x40000
;   out: gws=sema_v:4:0
ds_gws_sema_v offset:0 gds
ds_gws_sema_p offset:0 gds
s_endpgm

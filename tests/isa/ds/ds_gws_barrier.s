; Vega ISA "LDS & GDS Instructions", DS_GWS_BARRIER: GDS only; queues the wave at GWS resource
; rid = M0[21:16] + OFFSET0[5:0] until the barrier is satisfied; the number of waves needed is
; DATA of the first valid (active) lane. The wave stops for the runtime's GWS unit.
; case: resource 0, count from lane 0
;   in:  v2=lane+7 m0=0 exec=-1
;   out: gws=barrier:0:7
; case: count from the first active lane, resource from M0[21:16]
;   in:  v2=lane+7 m0=0x30000 exec=0xf0
;   out: gws=barrier:3:11
ds_gws_barrier v2 gds
s_endpgm

; Vega ISA "LDS & GDS Instructions", DS_GWS_SEMA_BR: GDS only; adds DATA of the first valid
; lane to the counter of semaphore rid = M0[21:16] + OFFSET0[5:0] (a bulk release).
; case: release 5 on resource 0
;   in:  v0=5,9 m0=0 exec=-1
;   out: gws=sema_br:0:5
ds_gws_sema_br v0 gds
s_endpgm

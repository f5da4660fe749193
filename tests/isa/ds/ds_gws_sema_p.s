; Vega ISA "LDS & GDS Instructions", DS_GWS_SEMA_P: GDS only; the wave queues at semaphore
; rid = M0[21:16] + OFFSET0[5:0] until its counter is positive, then decrements it.
; case: P on resource 1 + 2
;   in:  m0=0x10000
;   out: gws=sema_p:3:0
ds_gws_sema_p offset:2 gds
s_endpgm

; Vega ISA "LDS & GDS Instructions", DS_GWS_SEMA_RELEASE_ALL: GDS only; releases every wave
; queued at semaphore rid = M0[21:16] + OFFSET0[5:0].
; case: resource 63
;   in:  m0=0x3f0000
;   out: gws=sema_release_all:63:0
ds_gws_sema_release_all gds
s_endpgm

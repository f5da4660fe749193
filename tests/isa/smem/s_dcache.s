; Vega ISA "SMEM Instructions", S_DCACHE_INV/WB/INV_VOL/WB_VOL, S_ATC_PROBE/_BUFFER, S_DCACHE_DISCARD/_X2: cache
; control and probes change no register or memory the wave sees.
; case: nothing changes
;   in:  s[0:1]=0x1000 s2=0x40 s4=0x1000 s6=0x100 mem32[0x1000]=5,6
;   out: mem32[0x1000]=5,6
s_dcache_inv
s_dcache_wb
s_dcache_inv_vol
s_dcache_wb_vol
s_atc_probe 7, s[0:1], 0x10
s_atc_probe_buffer 7, s[4:7], 0x10
s_dcache_discard s[0:1], 0x0
s_dcache_discard_x2 s[0:1], s2
s_endpgm

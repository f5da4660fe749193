; Vega ISA "SMEM Instructions" / "Scalar Memory Operations": SDATA may be VCC or a TTMP; scalar memory ignores EXEC.
; case: EXEC zero
;   in:  s[0:1]=0x1000 exec=0 mem32[0x1000]=0x11,0x22,0x33,0x44
;   out: vcc=0x0000002200000011 ttmp4=0x33 ttmp5=0x44 mem32[0x1010]=0x11
s_load_dwordx2 vcc, s[0:1], 0x0
s_load_dwordx2 ttmp[4:5], s[0:1], 0x8
s_waitcnt lgkmcnt(0)
s_store_dword vcc_lo, s[0:1], 0x10
s_endpgm

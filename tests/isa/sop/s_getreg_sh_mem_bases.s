; Vega ISA "SOPK Instructions", S_GETREG_B32 of gfx9's SH_MEM_BASES (id 15): [31:16] = shared aperture [63:48],
; [15:0] = private aperture [63:48], as LLVM reads the apertures (field << 16 = src_shared_base / src_private_base).
; case: the harness apertures
;   out: s0=0x10000 s1=0x20000 s2=0x10000 s3=0x20000 scc=1
s_getreg_b32 s0, hwreg(HW_REG_SH_MEM_BASES, 16, 16)
s_lshl_b32 s0, s0, 16
s_getreg_b32 s1, hwreg(HW_REG_SH_MEM_BASES, 0, 16)
s_lshl_b32 s1, s1, 16
s_mov_b32 s2, src_shared_base
s_mov_b32 s3, src_private_base
s_endpgm

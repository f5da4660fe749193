; Vega ISA "VOP3A" V_PERM_B32: each byte of D is byte_permute({S0, S1}, S2 byte):
; 0-7 pick a byte (S1 is bytes 0-3), 8-11 the sign of bytes 1, 3, 5, 7 as 0x00/0xff,
; 12 gives 0x00, 13 and above 0xff.
; case: every selector kind
;   in:  v0=0x8112f384 v1=0x5867788 v2=0x3020100,0x7060504,0xc0d0e0f,0x8090a0b,0x10203,0xb0a0908,0x6ff0c05
;   out: v3=0x5867788,0x8112f384,0xffffff,0xffff,0x88778605,0xffff0000,0x12ff00f3
v_perm_b32 v3, v0, v1, v2
s_endpgm

; Vega ISA "VOP3A" V_ALIGNBIT_B32: D = ({S0, S1} >> S2[4:0]) & 0xffffffff;
; V_ALIGNBYTE_B32 shifts by bytes, 8 * S2[1:0] (seed 002; seed 000 writes S2[4:0]).
; case: shifts including 0, 31 and amounts past the field
;   in:  v0=0x12345678,0x12345678,0x12345678,0xffffffff,0x80000001,0x11223344,0x11223344 v1=0x9abcdef0,0x9abcdef0,0x9abcdef0,0x0,0x3,0x55667788,0x55667788 v2=4,0,31,36,1,3,6
;   out: v3=0x89abcdef,0x9abcdef0,0x2468acf1,0xf0000000,0x80000001,0x8aaccef1,0x115599de
;   out: v4=0x9abcdef0,0x9abcdef0,0x3456789a,0x0,0x1000000,0x22334455,0x33445566
v_alignbit_b32 v3, v0, v1, v2
v_alignbyte_b32 v4, v0, v1, v2
s_endpgm

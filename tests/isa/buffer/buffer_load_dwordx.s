; Vega ISA "MUBUF Instructions" BUFFER_LOAD_DWORDX2/X3/X4: consecutive dwords;
; "Range Checking" note 4: dword-x{2,3,4} are range-checked per component
; (raw V# s[4:7], base 0x2000: a dword is out of range when its offset >= num_records).
; case: all components in range
;   in:  s4=0x2000 s5=0 s6=0x100 s7=0x27000 v0=0
;   in:  mem32[0x2000]=1,2,3,4,5,6,7,8,9,10,11,12,13
;   out: v2=1 v3=2 v4=5 v5=6 v6=7 v8=9 v9=10 v10=11 v11=12
; case: components past num_records read 0
;   in:  s4=0x2000 s5=0 s6=40 s7=0x27000 v0=0,4
;   in:  mem32[0x2000]=1,2,3,4,5,6,7,8,9,10,11,12,13
;   out: v2=1,2 v3=2,3 v4=5,6 v5=6,7 v6=7,8 v8=9,10 v9=10,0 v10=0 v11=0
; case: inactive lanes keep their registers
;   in:  s4=0x2000 s5=0 s6=0x100 s7=0x27000 v0=0,4 exec=0x5555555555555555
;   in:  v2=-1 v3=-1 v4=-1 v5=-1 v6=-1 v8=-1 v9=-1 v10=-1 v11=-1
;   in:  mem32[0x2000]=1,2,3,4,5,6,7,8,9,10,11,12,13
;   out: v2=1,-1 v3=2,-1 v4=5,-1 v5=6,-1 v6=7,-1 v8=9,-1 v9=10,-1 v10=11,-1 v11=12,-1
buffer_load_dwordx2 v[2:3], v0, s[4:7], 0 offen
buffer_load_dwordx3 v[4:6], v0, s[4:7], 0 offen offset:16
buffer_load_dwordx4 v[8:11], v0, s[4:7], 0 offen offset:32
s_endpgm

; Vega ISA "VOP3A & VOP3B Instructions", op_sel on the 16-bit VOP3-only rows
; (V_MAX3_U16, V_MAD_U32_U16, V_MED3_I16, V_SUB_I16, V_MIN3_I16): op_sel[i] reads
; the high half of source i (VGPR or SGPR), op_sel[3] writes the high half of D
; keeping the low one (op_sel[3] = 0: the low half, keeping the high one).
; V_MAD_LEGACY_I16 writes the high half as 0 and saturates with CLAMP; V_NOP
; (Vega ISA "VOP1 Instructions") changes nothing.
; case: halves
;   in:  v0=0x80017ffe v1=0x0003fff0 v2=0x7fff0010 s4=0x00051234 s5=0xffff0000
;   in:  v3=0xaaaa0000 v4=0x0000bbbb v6=0xcccc0000 v7=0x0000dddd v8=0xeeee0000
;   out: v3=0x8000 v4=0xfff0bbbb v5=0x80008013 v6=0xcccc0010 v7=0x0015dddd v8=0xeeeeffff
; case: partial EXEC
;   in:  v0=0x80017ffe v1=0x0003fff0 v2=0x7fff0010 s4=0x00051234 s5=0xffff0000 exec=0xaaaaaaaaaaaaaaaa
;   in:  v3=0xaaaa0000 v4=0x0000bbbb v6=0xcccc0000 v7=0x0000dddd v8=0xeeee0000
;   out: v3=0xaaaa0000,0x8000 v4=0xbbbb,0xfff0bbbb v5=0,0x80008013 v6=0xcccc0000,0xcccc0010
;   out: v7=0xdddd,0x0015dddd v8=0xeeee0000,0xeeeeffff
v_nop
v_mad_legacy_i16 v3, v0, v1, v2 clamp
v_max3_u16 v4, v0, v1, v2 op_sel:[1,0,1,1]
v_mad_u32_u16 v5, v0, v1, v2 op_sel:[1,1,0,0]
v_med3_i16 v6, v0, v1, v2 op_sel:[0,1,0,0]
v_sub_i16 v7, s4, v1 op_sel:[1,0,1]
v_min3_i16 v8, v0, s5, v2 op_sel:[0,1,0,0]
s_endpgm

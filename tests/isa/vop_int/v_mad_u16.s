; Vega ISA "VOP3A & VOP3B Instructions", V_MAD_U16 / V_MAD_I16: D.16 = S0 * S1 + S2,
; saturated with CLAMP; op_sel[3] = 0 writes the low half keeping the high
; one, op_sel[3] = 1 the high half keeping the low one. V_MAD_LEGACY_U16
; writes the high half as 0.
; case: small
;   in:  v0=0x20003 v1=0x40005 v2=0x7 v3=0xaaaa0000 v4=0xbbbb0000 v5=0xeeee0000 v6=0xcccc0000 v7=0xdddd
;   out: v3=0xaaaa0016 v4=0xbbbb0016 v5=0xeeee0016 v6=0x16 v7=0xfdddd
; case: unsigned overflow
;   in:  v0=0x100fff0 v1=0x30010 v2=0xff0 v3=0xaaaa0000 v4=0xbbbb0000 v5=0xeeee0000 v6=0xcccc0000 v7=0xdddd
;   out: v3=0xaaaa0ef0 v4=0xbbbbffff v5=0xeeee0ef0 v6=0xef0 v7=0x12f0dddd
; case: signed overflow
;   in:  v0=0x80007fff v1=0x22 v2=0x7fff v3=0xaaaa0000 v4=0xbbbb0000 v5=0xeeee0000 v6=0xcccc0000 v7=0xdddd
;   out: v3=0xaaaa7fdd v4=0xbbbbffff v5=0xeeee7fff v6=0x7fdd v7=0x7fffdddd
; case: signed underflow
;   in:  v0=0x7fff8000 v1=0xffff0002 v2=0x8000 v3=0xaaaa0000 v4=0xbbbb0000 v5=0xeeee0000 v6=0xcccc0000 v7=0xdddd
;   out: v3=0xaaaa8000 v4=0xbbbbffff v5=0xeeee8000 v6=0x8000 v7=0x1dddd
v_mad_u16 v3, v0, v1, v2
v_mad_u16 v4, v0, v1, v2 clamp
v_mad_i16 v5, v0, v1, v2 clamp
v_mad_legacy_u16 v6, v0, v1, v2
v_mad_i16 v7, v0, v1, v2 op_sel:[1,1,0,1]
s_endpgm

; Vega ISA "FLAT / GLOBAL" GLOBAL_STORE_DWORD of a VGPR that the next VALU instruction overwrites: the store
; writes the value the VGPR had. The x64 backend may run the store and the add as one chunk region, the
; store's general path after the loop from its data's slot (emit/global_in_region.h): that slot must not
; be the VGPR's row, which the add rewrites within the loop. (v_readfirstlane ends the region that reads
; the offsets, so the store's prelude may read them.)
; case: all lanes
;   in:  v0=lane*4 s0=0x1000 s1=0 v4=lane+7
;   out: v2=lane*4 s2=0 v4=lane+8
;   out: mem32[0x1000]=7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70
v_or_b32_e32 v2, v0, v0
v_readfirstlane_b32 s2, v0
global_store_dword v0, v4, s[0:1]
v_add_u32_e32 v4, 1, v4
s_endpgm

; Vega ISA "FLAT, Scratch and Global Instructions", microcode field OFFSET: "Flat:
; 12-bit unsigned offset (MSB is ignored)"; GLOBAL and SCRATCH use all 13 bits, signed.
; The words are flat_load_dword v1, v[2:3] and global_load_dword v4, v[2:3], off with
; OFFSET = 0x1004 (llvm-mc rejects the offsets as written).
; case: FLAT ignores bit 12, GLOBAL sign-extends it
;   in:  exec=0x1 v[2:3]=0x3000 mem32[0x2004]=5 mem32[0x3004]=7
;   out: v1=7,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
;   out: v4=5,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
.long 0xdc501004, 0x01000002
.long 0xdc509004, 0x047f0002
s_endpgm

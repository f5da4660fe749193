; Vega ISA "LDS & GDS Instructions", DS_WRITE_B32 (MEM[ADDR] = DATA) and
; DS_READ_B32 with lane 0 inactive and its offset below zero (lane l at
; 4 * l - 4, wrapping at 32 bits): the active lanes' dwords are consecutive
; from offset 0 and lie in the LDS, lane 0's would lie 4 GiB past it. Only
; the active lanes may access the LDS (the x64 backend once stored the group
; 16 bytes per lane from lane 0's offset, zero-extended).
; case: lane 0 inactive
;   in:  v1=0xfffffffc,0x0,0x4,0x8,0xc,0x10,0x14,0x18,0x1c,0x20,0x24,0x28,0x2c,0x30,0x34,0x38,0x3c,0x40,0x44,0x48,0x4c,0x50,0x54,0x58,0x5c,0x60,0x64,0x68,0x6c,0x70,0x74,0x78,0x7c,0x80,0x84,0x88,0x8c,0x90,0x94,0x98,0x9c,0xa0,0xa4,0xa8,0xac,0xb0,0xb4,0xb8,0xbc,0xc0,0xc4,0xc8,0xcc,0xd0,0xd4,0xd8,0xdc,0xe0,0xe4,0xe8,0xec,0xf0,0xf4,0xf8 v2=lane+100 v3=7 exec=0xfffffffffffffffe
;   out: v3=7,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,128,129,130,131,132,133,134,135,136,137,138,139,140,141,142,143,144,145,146,147,148,149,150,151,152,153,154,155,156,157,158,159,160,161,162,163 lds32[0x0]=101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,128,129,130,131,132,133,134,135,136,137,138,139,140,141,142,143,144,145,146,147,148,149,150,151,152,153,154,155,156,157,158,159,160,161,162,163
ds_write_b32 v1, v2
s_waitcnt lgkmcnt(0)
ds_read_b32 v3, v1
s_endpgm

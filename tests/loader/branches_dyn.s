// Loader fixture: a linked (ET_DYN) code object without kernels, for branch
// targets resolved through section addresses: backwards before .text, into
// .data and past everything, and wrapping below address 0.
.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
.amdgpu_metadata
---
amdhsa.version: [ 1, 1 ]
amdhsa.kernels: []
...
.end_amdgpu_metadata
  .text
  s_nop 0
  .globl entry
  .type entry,@function
entry:
  s_branch -200
  s_branch 3000
  s_branch -2
  s_branch 0x7fff
  s_branch -0x8000
  s_endpgm
  .data
  .globl data_symbol
data_symbol:
  .long 1

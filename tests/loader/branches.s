// Loader fixture for the disassembly layout (assembled with llvm-mc-15, no
// linking): code before the first symbol, two labels at one address (typed
// and untyped), branches to labels, to unlabelled addresses and out of the
// section, runs of zero bytes, a data symbol in code (hex-dumped), and
// trailing bytes that are not a word.
  s_nop 0
  .type first,@function
first:
untyped:
  s_nop 1
  s_branch untyped
  s_cbranch_scc0 second
  s_cbranch_vccnz 100
  s_cbranch_execz -100
  s_branch -1
  .long 0, 0, 0
  s_nop 2
  .long 0
  .type second,@function
second:
  .type second_object,@object
second_object:
  s_endpgm
  .long 0, 0, 0, 0
  .ascii "gcnjit"
  .type tail,@function
tail:
  s_nop 3
  .byte 1, 2

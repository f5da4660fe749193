// The vocabulary of the instruction table (isa/table/*.inc): formats, operand
// types and flags. One row of the table is one InstDesc.
#pragma once
#include <cstdint>
#include <span>
#include <string_view>

#include "isa/target.h"

namespace gcnjit {

// Microcode formats (Vega ISA "Microcode Formats"; MI100 ISA same section).
// VOP3 rows are VOP3-only instructions; the VOP3 forms of VOP1/VOP2/VOPC rows
// are derived by rule (see vop3OpcodeOf) and carry the base row's id.
enum class Format : uint8_t {
  SOP2, SOPK, SOP1, SOPC, SOPP, SMEM,
  VOP1, VOP2, VOPC, VOP3, VOP3P, VINTRP,
  DS, MUBUF, MTBUF, MIMG, EXP, FLAT, GLOBAL, SCRATCH,
};
inline constexpr int kNumFormats = int(Format::SCRATCH) + 1;

// What an operand column holds. For ALU formats the columns are
// (dst, src0, src1, src2) in assembly order; for memory formats they are
// (returned data, address, data, data1); Special kinds are immediates whose
// printing has its own syntax.
enum class OpType : uint8_t {
  None,
  // 16-bit, 32-bit, 64-bit values (int type matters for inline constants)
  B16, I16, U16, F16,
  B32, I32, U32, F32,
  B64, I64, U64, F64,
  // packed pairs in one dword (VOP3P)
  V2F16, V2I16, V2U16, V2B16,
  // wide register tuples (memory data, SMEM, MFMA)
  B96, B128, B160, B256, B512, B1024,
  V4F16,   // MFMA f16 source: 2 dwords
  V2BF16,  // MFMA bf16 source: 1 dword (bf16_1k not on gfx908)
  V4I8,    // MFMA i8 source: 1 dword
  // immediate kinds
  Simm16,      // signed 16-bit immediate printed in decimal
  Uimm16,      // unsigned 16-bit immediate printed in hex
  Label,       // PC-relative branch target (simm16 dwords from next PC)
  Waitcnt,     // s_waitcnt vmcnt(..) expcnt(..) lgkmcnt(..)
  SendMsg,     // sendmsg(MSG_..., ...)
  Hwreg,       // hwreg(HW_REG_..., offset, size)
  Imm32,       // 32-bit literal after the word (s_setreg_imm32_b32)
  GprIdxMode,  // gpr_idx(SRC0,SRC1,SRC2,DST)
  OptImm16,    // optional 16-bit immediate, printed in decimal only when nonzero (s_endpgm)
  Attr,        // interpolation attribute and channel: attrN.x (VINTRP attr/attrchan fields)
  InterpSlot,  // v_interp_mov_f32 parameter: p10, p20, p0 (VINTRP vsrc field)
};

// Register count of an operand type (0 for None and immediates).
int dwordCount(OpType t);
bool isFloat(OpType t);

// Flags: implicit state, control flow and memory behaviour of an instruction.
namespace iflag {
enum : uint64_t {
  RdScc = 1ull << 0, WrScc = 1ull << 1,
  RdVcc = 1ull << 2, WrVcc = 1ull << 3,
  RdExec = 1ull << 4, WrExec = 1ull << 5,
  RdM0 = 1ull << 6, WrM0 = 1ull << 7,
  RdMode = 1ull << 8, WrMode = 1ull << 9,
  // control flow
  Branch = 1ull << 10,     // unconditional PC-relative branch
  CondBranch = 1ull << 11, // conditional PC-relative branch
  IndirectJump = 1ull << 12, // s_setpc / s_swappc / s_rfe
  Call = 1ull << 13,       // s_call / s_swappc (writes a return address)
  EndProgram = 1ull << 14,
  Barrier = 1ull << 15,
  Trap = 1ull << 16,
  // vector ALU shape
  Vop3b = 1ull << 17,      // VOP3 form uses the VOP3B layout (sdst field)
  CarryOut = 1ull << 18,   // VOP2 form writes VCC; VOP3B form writes sdst
  CarryIn = 1ull << 19,    // VOP2 form reads VCC; VOP3 form reads src2 SGPR pair
  NoVop3 = 1ull << 20,     // VOP1/VOP2/VOPC row without a VOP3 form
  NoSdwa = 1ull << 21,     // no SDWA form
  NoDpp = 1ull << 22,      // no DPP form
  CmpX = 1ull << 23,       // VOPC that also writes EXEC
  Mai = 1ull << 24,        // gfx908 matrix instruction (AccVGPR dst/src2)
  AccDst = 1ull << 25,     // destination is an AccVGPR (v_accvgpr_write)
  AccSrc = 1ull << 26,     // source is an AccVGPR (v_accvgpr_read)
  OpSel = 1ull << 27,      // VOP3 op_sel bits are meaningful (16-bit VOP3 ops)
  Literal = 1ull << 28,    // VOP2 with an inline 32-bit K (v_madmk/madak)
  // memory behaviour
  Load = 1ull << 32,
  Store = 1ull << 33,
  Atomic = 1ull << 34,     // returns pre-op data when glc (vector) / glc (smem)
  Lds = 1ull << 35,        // touches LDS (DS, or buffer/global with lds bit)
  Gds = 1ull << 36,        // GDS only (ds_gws_*, ds_ordered_count): the GDS bit must be set
  MemNoData = 1ull << 37,  // no operands: cache control (s_dcache_*, buffer_wbinvl1*), ds_nop
  Scalar = 1ull << 38,     // scalar memory
  Unsupported = 1ull << 39, // graphics-only on compute: decodes, never lifts
  SgprDst = 1ull << 40,    // destination is an SGPR (v_readfirstlane_b32, v_readlane_b32)
  SwapSrc = 1ull << 41,    // also writes its src0 VGPR: the two are exchanged (v_swap_b32)
  IntSrcMods = 1ull << 42, // integer sources that still take neg/abs bits: v_cndmask_b32 (VOP3;
                           // DPP), v_dot*c integer ops (DPP); LLVM prints them only in VOP3
  SrcRegOnly = 1ull << 43, // scalar source must be a register (s_setpc_b64, s_movrels_b32...):
                           // constants decode but LLVM prints them as /*invalid immediate*/
  DsOffsetPair = 1ull << 44, // DS: two 8-bit offsets (offset0/offset1), not one 16-bit offset
  Swizzle = 1ull << 45,    // DS: the offset is a ds_swizzle_b32 lane pattern
  Sampler = 1ull << 46,    // MIMG: takes a sampler descriptor (SSAMP)
  Gather4 = 1ull << 47,    // MIMG: returns 4 components whatever the DMASK
  D16 = 1ull << 48,        // MIMG: may set the D16 bit (16-bit data, two per VGPR)
  IntClamp = 1ull << 49,   // VOP3 form of an integer op has the clamp bit (saturation)
  NoOmod = 1ull << 50,     // VOP3 form has no omod although its types are float (LLVM profile)
  FallThrough = 1ull << 51, // IndirectJump that may also continue at the next instruction
                            // (s_cbranch_g_fork, s_cbranch_join)
};
}  // namespace iflag

struct InstDesc {
  std::string_view mnemonic;  // LLVM spelling without _e32/_e64/_sdwa/_dpp
  Format format;
  int16_t opcode[kNumTargets];  // -1: absent on that target
  OpType dst, src0, src1, src2;
  uint64_t flags;

  bool has(uint64_t f) const { return (flags & f) == f; }
  bool onTarget(Target t) const { return opcode[int(t)] >= 0; }
};

// Instruction ids, one per table row, named after the mnemonic.
enum class InstId : uint16_t {
#define INST(name, ...) name,
#include "isa/inst_table.inc"
#undef INST
  NumInsts
};
inline constexpr int kNumInsts = int(InstId::NumInsts);

const InstDesc& instDesc(InstId id);
std::span<const InstDesc> allInstDescs();
inline InstId instIdOf(const InstDesc& d) { return InstId(&d - allInstDescs().data()); }

// VOP3 opcode of a VOP1/VOP2/VOPC/VINTRP opcode (Vega ISA "VOP3A": VOPC
// 0x000-0x0FF, VOP2 0x100-0x13F, VOP1 0x140-0x17F, VINTRP 0x270-0x273).
int vop3OpcodeOf(Format base, int opcode);

}  // namespace gcnjit

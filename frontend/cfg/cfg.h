// Control-flow graph discovery: from a kernel's entry, the basic blocks that
// control flow can reach, including those of device functions it calls when
// the callee address is statically known, and, when it calls through a
// pointer, of every function whose address the code builds or the data
// holds. See the Vega ISA, "Program Flow Control" and "SOPP Instructions".
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "isa/inst.h"
#include "loader/code_object.h"

namespace gcnjit::cfg {

// Code that cannot be given a CFG. The message is one line:
// "<cause> at <function>+0x<offset>: <disassembly>".
class CfgError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct CfgInst {
  uint64_t address = 0;
  Inst inst;
};

// How a block hands over control (from its last instruction).
enum class BlockExit : uint8_t {
  FallThrough,  // the next instruction starts another block (none if the code ends at s_trap)
  Branch,       // s_branch (or s_setpc_b64 to a known address)
  CondBranch,   // s_cbranch_*: the target, then the next instruction
  Call,         // s_swappc_b64 / s_call_b64: returns to the next instruction
  Indirect,     // s_setpc_b64 / s_rfe_b64 ... to an unknown address (returns)
  EndProgram,   // s_endpgm*
};

struct BasicBlock {
  uint64_t start = 0, end = 0;  // [start, end): the instructions tile it
  std::vector<CfgInst> insts;
  BlockExit exit = BlockExit::FallThrough;
  // Blocks control may go to next, in this order: taken target, then the
  // fall-through or return address.
  std::vector<uint64_t> successors;
  std::optional<uint64_t> callee;  // Call blocks: the callee, when known
};

struct KernelCfg {
  std::string kernel;
  uint64_t entry = 0;
  std::vector<uint64_t> functions;  // entry, then every known callee, sorted
  std::vector<BasicBlock> blocks;   // sorted by address
  const BasicBlock* blockAt(uint64_t start) const;
};

// Code to build a CFG from: the bytes at an address, for one target.
struct CodeView {
  Target target = Target::Gfx900;
  uint64_t address = 0;             // address of bytes[0]
  std::span<const uint8_t> bytes;
  // False when s_getpc_b64 offsets are unapplied relocations (relocatable
  // objects): calls then stay unresolved.
  bool resolveCalls = true;
  std::span<const ElfSymbol> functions;  // for naming locations in errors
  // Addresses the object's data relocations point at (sorted): function
  // pointers in __device__ tables and C++ vtables, which calls through a
  // pointer may reach.
  std::span<const uint64_t> addressesInData;
};

KernelCfg buildCfg(const CodeView& code, uint64_t entry, const std::string& kernel);
// The code is the executable section holding the kernel's entry.
KernelCfg buildCfg(const CodeObject& co, const Kernel& kernel);

}  // namespace gcnjit::cfg

#include "ir/interp/interpreter.h"

#include <array>
#include <unordered_map>

#include "ir/eval/eval.h"
#include "ir/interp/context.h"

namespace gcnjit::ir {
namespace {

bool laneBit(const Value& v, unsigned lane) { return (v.lanes[0] >> lane) & 1; }

// Bits of operand `i` in `lane`: a mask operand of a vector op gives the
// lane's bit; a scalar operand is the same in every lane.
std::uint64_t laneOperand(const Inst& inst, unsigned i, const Value& v, unsigned lane) {
  Type t = inst.operands[i]->type;
  if (t.isMask()) return laneBit(v, lane);
  return t.isVector() ? v.lanes[lane] : v.lanes[0];
}

}  // namespace

void evalLanewise(const Inst& inst, LaneFn fn, const Value* const* operands, std::uint32_t mode, Value& out) {
  LaneArgs args;
  args.elem = inst.operands.empty() ? Elem::I32 : inst.operands[0]->type.elem;
  args.result = inst.type.isMask() ? Elem::I1 : inst.type.elem;
  args.imm = inst.imm;
  args.mode = mode;
  bool vector = inst.type.isVector() || inst.type.isMask();
  unsigned lanes = vector ? kWaveLanes : 1;
  // A mask result of a whole-mask op (And/Or/... on masks) is computed on
  // the 64 bits at once.
  bool maskBits = !inst.operands.empty() && inst.operands[0]->type.isMask();
  if (maskBits) lanes = 1;
  std::uint64_t result[kWaveLanes];
  for (unsigned lane = 0; lane < lanes; ++lane) {
    std::uint64_t* slots[] = {&args.a, &args.b, &args.c, &args.d};
    for (unsigned i = 0; i < inst.operands.size(); ++i) {
      const Value& v = *operands[i];
      *slots[i] = maskBits ? v.lanes[0] : laneOperand(inst, i, v, lane);
    }
    result[lane] = fn(args);
  }
  if (inst.type.isMask() && !maskBits) {
    std::uint64_t mask = 0;
    for (unsigned lane = 0; lane < kWaveLanes; ++lane) mask |= (result[lane] & 1) << lane;
    out.lanes[0] = mask;
  } else if (inst.type.isMask()) {
    out.lanes[0] = result[0];
  } else {
    for (unsigned lane = 0; lane < lanes; ++lane) out.lanes[lane] = truncateTo(result[lane], inst.type.elem);
  }
}

namespace {

#define IR_EVAL_Special(name) &exec_##name,
#define IR_EVAL_Lanewise(name) nullptr,
#define IR_OP(name, result, state, imm, eval, ...) IR_EVAL_##eval(name)
constexpr ExecFn kExecFns[] = {
#include "ir/opcodes.inc"
};
#undef IR_OP
#undef IR_EVAL_Special
#undef IR_EVAL_Lanewise

}  // namespace

ExecFn execFunction(Op op) { return kExecFns[static_cast<std::size_t>(op)]; }

// One instruction ready to run: where its result and operands live.
struct Interpreter::Step {
  const Inst* inst;
  Value* out;
  std::array<const Value*, kMaxOperands> operands;
  LaneFn lane;  // Lanewise ops; null for Special ops
};

Interpreter::Interpreter(const Function& function) : function_(function) {
  std::unordered_map<const Inst*, Value*> slots;
  std::size_t count = 0;
  for (const auto& block : function.blocks()) count += block->insts().size();
  values_.resize(count);
  Value* next = values_.data();
  for (const auto& block : function.blocks()) {
    auto& steps = blocks_.emplace_back();
    for (const auto& inst : block->insts()) {
      Step step{inst.get(), next++, {}, laneFunction(inst->op)};
      for (std::size_t i = 0; i < inst->operands.size(); ++i) step.operands[i] = slots.at(inst->operands[i]);
      slots.emplace(inst.get(), step.out);
      steps.push_back(step);
    }
  }
}

Interpreter::~Interpreter() = default;

ExitStatus Interpreter::run(std::size_t startBlock, WaveState& state, Memory& memory, std::uint64_t maxBlocks) {
  ExecContext cx(state, memory);
  cx.function = &function_;
  const auto& blocks = function_.blocks();
  std::size_t current = startBlock;
  for (std::uint64_t count = 0; count < maxBlocks; ++count) {
    if (current >= blocks.size()) {
      return {ExitStatus::Kind::Fault, current, 0, 0, 0, "control reached block " + std::to_string(current) + ", which does not exist"};
    }
    const Block& block = *blocks[current];
    cx.nextBlock = current;
    const Inst* running = nullptr;
    try {
      for (const Step& step : blocks_[current]) {
        running = step.inst;
        cx.setOperands(step.operands.data());
        if (step.lane) {
          evalLanewise(*step.inst, step.lane, step.operands.data(), state.mode, *step.out);
        } else {
          kExecFns[static_cast<std::size_t>(step.inst->op)](cx, *step.inst, *step.out);
        }
      }
    } catch (const WaveFault& fault) {
      ExitStatus status{ExitStatus::Kind::Fault, current, running ? running->pc : block.pc(), 0, 0, fault.what()};
      return status;
    }
    if (cx.stopped) {
      cx.exit.block = current;
      cx.exit.pc = block.terminator() ? block.terminator()->pc : block.pc();
      return cx.exit;
    }
    if (cx.nextBlock == current && !block.terminator()) {
      return {ExitStatus::Kind::Fault, current, block.pc(), 0, 0, "block has no terminator"};
    }
    current = cx.nextBlock;
  }
  std::uint64_t pc = current < blocks.size() ? blocks[current]->pc() : 0;
  return {ExitStatus::Kind::StepLimit, current, pc, 0, 0,
          "ran " + std::to_string(maxBlocks) + " blocks without stopping"};
}

ExitStatus interpret(const Function& function, std::size_t startBlock, WaveState& state,
                     Memory& memory, std::uint64_t maxBlocks) {
  return Interpreter(function).run(startBlock, state, memory, maxBlocks);
}

}  // namespace gcnjit::ir

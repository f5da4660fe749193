#include "backend_x64/helpers.h"

#include <xmmintrin.h>

#include <cstdio>
#include <cstring>

#include "backend_x64/program.h"
#include "ir/wave_schedule.h"
#include "ir/interp/single_op.h"

namespace gcnjit::backend_x64 {
namespace {

// Slot layout (slots.h) -> the interpreter's Value (one uint64 per lane).
void unpack(const JitFrame& f, const Place& p, ir::Type t, ir::Value& v) {
  const std::uint8_t* from = address(f, p);
  if (t.isVector() && ir::elemBits(t.elem) == 64) {
    std::memcpy(v.lanes.data(), from, 512);
  } else if (t.isVector()) {
    std::uint32_t lanes[64];
    std::memcpy(lanes, from, sizeof lanes);
    for (unsigned l = 0; l < 64; ++l) v.lanes[l] = lanes[l];
  } else if (t.isMask() || ir::elemBits(t.elem) == 64) {
    std::memcpy(&v.lanes[0], from, 8);
  } else {
    std::uint32_t word;
    std::memcpy(&word, from, 4);
    v.lanes[0] = word;
  }
}

void pack(JitFrame& f, const Place& p, ir::Type t, const ir::Value& v) {
  std::uint8_t* to = address(f, p);
  if (t.isVector() && ir::elemBits(t.elem) == 64) {
    std::memcpy(to, v.lanes.data(), 512);
  } else if (t.isVector()) {
    std::uint32_t lanes[64];
    for (unsigned l = 0; l < 64; ++l) lanes[l] = std::uint32_t(v.lanes[l]);
    std::memcpy(to, lanes, sizeof lanes);
  } else {
    std::memcpy(to, &v.lanes[0], 8);
  }
}

// Helpers run C++ code with the caller's MXCSR (JIT code may run with
// denormals-are-zero set).
class HostFloatScope {
 public:
  explicit HostFloatScope(const JitFrame& f) : saved_(_mm_getcsr()) { _mm_setcsr(f.hostMxcsr); }
  ~HostFloatScope() { _mm_setcsr(saved_); }

 private:
  unsigned saved_;
};

}  // namespace

extern "C" int gcnjitRunInterpreterOp(JitFrame* frame, const HelperSite* site) {
  HostFloatScope scope(*frame);
  const ir::Inst& inst = *site->inst;
  ir::Value* buffers = frame->buffers;
  const ir::Value* operands[4] = {};
  for (std::size_t i = 0; i < inst.operands.size(); ++i) {
    unpack(*frame, site->operands[i], inst.operands[i]->type, buffers[i]);
    operands[i] = &buffers[i];
  }
  ir::Value& out = buffers[4];
  if (auto fault = ir::runSingleOp(frame->program->function(), inst, *frame->state, *frame->memory, operands, out)) {
    frame->exitKind = std::uint64_t(ir::ExitStatus::Kind::Fault);
    frame->exitPc = inst.pc;
    *frame->message = std::move(*fault);
    return 1;
  }
  if (!inst.type.isVoid()) pack(*frame, site->result, inst.type, out);
  return 0;
}

extern "C" std::int64_t gcnjitResolveIndirect(JitFrame* frame, std::uint64_t target, std::uint64_t pc) {
  if (std::optional<std::size_t> block = frame->program->function().blockAt(target)) return std::int64_t(*block);
  char text[64];
  std::snprintf(text, sizeof text, "jump to 0x%llx, which starts no known block", static_cast<unsigned long long>(target));
  frame->exitKind = std::uint64_t(ir::ExitStatus::Kind::Fault);
  frame->exitPc = pc;
  *frame->message = text;
  return -1;
}

extern "C" std::int64_t gcnjitArriveAtBarrier(JitFrame* frame, std::uint64_t resumeBlock) {
  ir::WaveSchedule& schedule = *frame->schedule;
  schedule.arriveAtBarrier(resumeBlock);
  if (schedule.stalled()) return -1;  // every wave waits for the grid: the runtime switches workgroups
  frame->setWave(&schedule.currentState(), schedule.current());
  return std::int64_t(schedule.currentBlock());
}

extern "C" std::int64_t gcnjitEndWave(JitFrame* frame) {
  ir::WaveSchedule& schedule = *frame->schedule;
  if (schedule.lastWave()) {  // the workgroup's end: its next one, or the runtime ends both
    if (!schedule.startNextWorkgroup()) return -1;
  } else {
    schedule.endWave();
    if (schedule.stalled()) return -1;
  }
  frame->setWave(&schedule.currentState(), schedule.current());
  return std::int64_t(schedule.currentBlock());
}

}  // namespace gcnjit::backend_x64

// Messages to the host: s_sendmsg (Vega ISA "SOPP Instructions", "Send
// Message"). Of the message types only MSG_INTERRUPT (SIMM16[3:0] = 1) has
// a meaning for compute kernels: ROCm's hostcall (device printf) raises it
// after queueing a packet. The others drive graphics hardware (GS streams,
// primitive deallocation) or context switching.
#include "lift/lift_context.h"
#include "lift/lift_table.h"

namespace gcnjit::lift {
namespace {

constexpr std::uint64_t kMsgInterrupt = 1;

void sSendmsg(LiftContext& c) {
  std::uint64_t simm16 = c.inst.imm & 0xffff;
  if ((simm16 & 0xf) != kMsgInterrupt)
    c.unsupported("message type " + std::to_string(simm16 & 0xf) + " is not an interrupt (graphics or context switching)");
  c.emit(Op::SendMessage, {c.m0()}, simm16);
}

const LiftEntry kEntries[] = {
    {InstId::s_sendmsg, sSendmsg},
    // s_sendmsghalt has no entry: it halts the wave after the message, and a
    // halted wave waits for a debugger, which gcnjit does not model.
};

}  // namespace

std::span<const LiftEntry> messageLifts() { return kEntries; }

}  // namespace gcnjit::lift

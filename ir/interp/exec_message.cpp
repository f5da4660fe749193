// SendMessage (ir/ops/message.inc): hands the message to the installed handler.
#include <atomic>

#include "ir/interp/context.h"
#include "ir/interp/message.h"

namespace gcnjit::ir {
namespace {

std::atomic<MessageHandler> handler{nullptr};

}  // namespace

void setMessageHandler(MessageHandler h) { handler.store(h, std::memory_order_release); }

void exec_SendMessage(ExecContext& cx, const Inst& inst, Value&) {
  if (MessageHandler h = handler.load(std::memory_order_acquire))
    h(std::uint32_t(inst.imm), std::uint32_t(cx.operand(inst, 0).lanes[0]));
}

}  // namespace gcnjit::ir

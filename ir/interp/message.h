// Who handles what waves send with s_sendmsg (IR op SendMessage): the
// runtime's hostcall service installs itself. The handler runs on the
// sending wave's host thread, which continues when it returns, so a reply
// the handler writes to memory is there for the wave's next load.
#pragma once

#include <cstdint>

namespace gcnjit::ir {

// `message` = S_SENDMSG's SIMM16, `m0` = M0 when it was sent.
using MessageHandler = void (*)(std::uint32_t message, std::uint32_t m0);

// Replaces the handler (null: messages are dropped, as an interrupt nobody
// listens to).
void setMessageHandler(MessageHandler handler);

}  // namespace gcnjit::ir

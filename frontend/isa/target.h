// GPU targets gcnjit understands. Opcode columns of the instruction table are
// indexed by Target, in this order.
#pragma once
#include <cstdint>
#include <optional>
#include <string_view>

namespace gcnjit {

enum class Target : uint8_t { Gfx900, Gfx906, Gfx908 };
inline constexpr int kNumTargets = 3;

std::string_view targetName(Target t);                  // "gfx900"
std::optional<Target> parseTarget(std::string_view s);  // accepts "gfx906" or "gfx906:xnack-"

}  // namespace gcnjit

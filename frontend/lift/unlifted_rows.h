// Compute rows gcnjit deliberately does not lift, each with the reason the
// LiftError gives ("unsupported instruction TEXT at KERNEL+0xOFF: reason").
// The instruction-test coverage report lists them; a compute row with
// neither a lifting function nor a reason here fails it.
#pragma once

#include <optional>
#include <string_view>

#include "isa/inst_desc.h"

namespace gcnjit::lift {

std::optional<std::string_view> whyNotLifted(InstId id);

}  // namespace gcnjit::lift

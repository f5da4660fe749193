// The target a code object is built for: processor plus the xnack and sramecc
// feature settings, as ELF e_flags and LLVM target-id strings state them
// (AMDGPUUsage "Target ID" and "ELF Header").
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "isa/target.h"

namespace gcnjit {

enum class FeatureSetting : uint8_t { Unsupported, Any, Off, On };
std::string_view featureSettingName(FeatureSetting f);  // "unsupported", "any", "off", "on"

struct TargetId {
  Target processor = Target::Gfx900;
  FeatureSetting xnack = FeatureSetting::Any;
  FeatureSetting sramecc = FeatureSetting::Any;
  std::string str() const;  // "gfx908:sramecc+:xnack-" (LLVM target-id syntax)
};

// Decodes e_flags. `v4Features` selects the code object v4+ encoding (two-bit
// settings) over v3's one bit per feature. Throws loader::FormatError for a
// processor gcnjit does not support.
TargetId targetFromElfFlags(uint32_t eFlags, bool v4Features);

// Parses "gfx906", "gfx908:sramecc+:xnack-"; nullopt if the processor is not
// one of gcnjit's or a feature is malformed.
std::optional<TargetId> parseTargetId(std::string_view s);

}  // namespace gcnjit

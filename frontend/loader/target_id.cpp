#include "loader/target_id.h"

#include <cstdio>

#include "loader/format_error.h"

namespace gcnjit {
namespace {

// EF_AMDGPU_MACH values (AMDGPUUsage "AMDGPU EF_AMDGPU_MACH Values").
constexpr uint32_t kMachMask = 0xff;
constexpr uint32_t kMachGfx900 = 0x02c, kMachGfx906 = 0x02f, kMachGfx908 = 0x030;
// Code object v3: one bit per feature, set when the feature is on.
constexpr uint32_t kXnackV3 = 0x100, kSrameccV3 = 0x200;
// Code object v4+: two-bit settings 0 unsupported, 1 any, 2 off, 3 on.
constexpr unsigned kXnackV4Shift = 8, kSrameccV4Shift = 10;

// sramecc exists on gfx906 and gfx908 only; xnack on all three.
bool hasSramecc(Target t) { return t != Target::Gfx900; }

FeatureSetting v3Setting(bool on) { return on ? FeatureSetting::On : FeatureSetting::Off; }

}  // namespace

std::string_view featureSettingName(FeatureSetting f) {
  switch (f) {
    case FeatureSetting::Unsupported: return "unsupported";
    case FeatureSetting::Any: return "any";
    case FeatureSetting::Off: return "off";
    case FeatureSetting::On: return "on";
  }
  return "?";
}

std::string TargetId::str() const {
  std::string s(targetName(processor));
  auto append = [&s](const char* name, FeatureSetting f) {
    if (f == FeatureSetting::On) s += std::string(":") + name + "+";
    if (f == FeatureSetting::Off) s += std::string(":") + name + "-";
  };
  append("sramecc", sramecc);  // target-id features are in alphabetical order
  append("xnack", xnack);
  return s;
}

TargetId targetFromElfFlags(uint32_t eFlags, bool v4Features) {
  TargetId id;
  switch (eFlags & kMachMask) {
    case kMachGfx900: id.processor = Target::Gfx900; break;
    case kMachGfx906: id.processor = Target::Gfx906; break;
    case kMachGfx908: id.processor = Target::Gfx908; break;
    default: {
      char buf[64];
      std::snprintf(buf, sizeof buf, "unsupported processor (EF_AMDGPU_MACH 0x%03x)", eFlags & kMachMask);
      throw loader::FormatError(buf);
    }
  }
  if (v4Features) {
    id.xnack = FeatureSetting((eFlags >> kXnackV4Shift) & 3);
    id.sramecc = FeatureSetting((eFlags >> kSrameccV4Shift) & 3);
  } else {
    id.xnack = v3Setting(eFlags & kXnackV3);
    id.sramecc = v3Setting(eFlags & kSrameccV3);
  }
  if (!hasSramecc(id.processor)) id.sramecc = FeatureSetting::Unsupported;
  return id;
}

std::optional<TargetId> parseTargetId(std::string_view s) {
  std::optional<Target> processor = parseTarget(s);
  if (!processor) return std::nullopt;
  TargetId id;
  id.processor = *processor;
  if (!hasSramecc(id.processor)) id.sramecc = FeatureSetting::Unsupported;
  size_t pos = s.find(':');
  while (pos != std::string_view::npos) {
    size_t next = s.find(':', pos + 1);
    std::string_view feature = s.substr(pos + 1, next == std::string_view::npos ? next : next - pos - 1);
    pos = next;
    if (feature.size() < 2) return std::nullopt;
    char sign = feature.back();
    if (sign != '+' && sign != '-') return std::nullopt;
    FeatureSetting setting = sign == '+' ? FeatureSetting::On : FeatureSetting::Off;
    feature.remove_suffix(1);
    if (feature == "xnack") id.xnack = setting;
    else if (feature == "sramecc" && hasSramecc(id.processor)) id.sramecc = setting;
    else return std::nullopt;
  }
  return id;
}

}  // namespace gcnjit

#include "isa/target.h"

namespace gcnjit {

std::string_view targetName(Target t) {
  switch (t) {
    case Target::Gfx900: return "gfx900";
    case Target::Gfx906: return "gfx906";
    case Target::Gfx908: return "gfx908";
  }
  return "?";
}

std::optional<Target> parseTarget(std::string_view s) {
  s = s.substr(0, s.find(':'));  // drop feature suffixes such as ":xnack-"
  for (Target t : {Target::Gfx900, Target::Gfx906, Target::Gfx908})
    if (s == targetName(t)) return t;
  return std::nullopt;
}

}  // namespace gcnjit

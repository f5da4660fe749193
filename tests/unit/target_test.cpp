#include <catch2/catch.hpp>

#include "isa/target.h"

using namespace gcnjit;

TEST_CASE("target names round-trip, feature suffixes are ignored", "[isa]") {
  for (Target t : {Target::Gfx900, Target::Gfx906, Target::Gfx908})
    CHECK(parseTarget(targetName(t)) == t);
  CHECK(parseTarget("gfx908:sramecc+:xnack-") == Target::Gfx908);
  CHECK_FALSE(parseTarget("gfx1030").has_value());
}

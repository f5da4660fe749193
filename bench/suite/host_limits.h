// The host's limits, measured in the same run as the benchmarks so that each
// kernel can be shown as a share of what the machine can do.
#pragma once

#include <string>

namespace gcnjit::bench {

struct HostLimits {
  double triadGBs = 0;     // STREAM triad a = b + s*c over doubles, all threads, best of 5 (24 bytes/element)
  double fmaGflops = 0;    // fp32 FMA peak, all threads, the widest vectors the CPU has (zmm with AVX-512)
  std::string fmaVector;   // what fmaGflops measured: "zmm, 16 floats", "ymm, 8 floats" or "xmm, 4 floats"
};

HostLimits measureHostLimits(bool quick);

}  // namespace gcnjit::bench

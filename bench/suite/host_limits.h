// The host's limits, measured in the same run as the benchmarks so that each
// kernel can be shown as a share of what the machine can do.
#pragma once

namespace gcnjit::bench {

struct HostLimits {
  double triadGBs = 0;     // STREAM triad a = b + s*c over doubles, all threads, best of 5 (24 bytes/element)
  double fmaGflops = 0;    // fp32 FMA peak, all threads, widest vectors this build has
};

HostLimits measureHostLimits(bool quick);

}  // namespace gcnjit::bench

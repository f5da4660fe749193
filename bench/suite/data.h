// Inputs and result checks shared by the benchmarks.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace gcnjit::bench {

// n uniformly distributed values in [low, high), the same for a given seed.
std::vector<float> randomFloats(std::size_t n, float low, float high, std::uint32_t seed);
std::vector<std::uint32_t> randomUints(std::size_t n, std::uint32_t bound, std::uint32_t seed);

// "" if every got[i] is within abs + rel*|want[i]| of want[i]; else the first
// differences and how many there are.
std::string compareFloats(const std::vector<float>& got, const std::vector<float>& want, double rel, double abs);
// "" if equal, else the first differences and how many there are.
std::string compareExact(const std::vector<std::uint32_t>& got, const std::vector<std::uint32_t>& want);

// "2^24" for powers of two, else the number.
std::string countText(std::size_t n);

}  // namespace gcnjit::bench

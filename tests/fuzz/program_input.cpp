#include "program_input.h"

#include <cstdio>
#include <cstdlib>

#include "program_check.h"

namespace gcnjit::fuzz {

std::optional<ProgramInput> programInput(std::span<const std::uint8_t> data, std::size_t seedBytes) {
  if (data.size() < 1 + seedBytes) return std::nullopt;
  std::uint64_t seed = 0;
  for (std::size_t i = 0; i < seedBytes; ++i) seed |= std::uint64_t(data[1 + i]) << (8 * i);
  std::span<const std::uint8_t> code = data.subspan(1 + seedBytes);
  return ProgramInput{Target(data[0] % kNumTargets), seed,
                      testing::withEndpgm(code.first(code.size() & ~std::size_t(3)))};
}

void fail(const ProgramInput& input, const std::string& problem) {
  std::fprintf(stderr, "%s, state seed 0x%llx, code:%s\n%s\n", std::string(targetName(input.target)).c_str(),
               static_cast<unsigned long long>(input.seed), testing::hexWords(input.code).c_str(), problem.c_str());
  std::abort();
}

}  // namespace gcnjit::fuzz

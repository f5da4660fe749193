// gcnjit-sweepgen: prints the encoding sweep's assembly for one target, one
// "ROW<TAB>asm text" line per synthesised instruction, from every table row on
// the target. A row the synthesisers produce nothing for is printed alone
// ("ROW", no tab) so that coverage counts every row. Read by
// tests/scripts/encoding_sweep.py.
#include <cstdio>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "synth.h"

using namespace gcnjit;

namespace {

// The family synthesisers of a row. VOP1/VOP2/VOPC rows also have a VOP3
// (_e64) form unless the table says otherwise.
void synthesise(const InstDesc& d, Target t, std::vector<std::string>& out) {
  switch (d.format) {
    case Format::SOP2: case Format::SOPK: case Format::SOP1: case Format::SOPC:
    case Format::SOPP: case Format::SMEM:
      sweep::synthScalar(d, t, out);
      break;
    case Format::VOP1: case Format::VOP2: case Format::VOPC:
      sweep::synthVopNative(d, t, out);
      if (!d.has(iflag::NoVop3)) sweep::synthVop3(d, t, out);
      break;
    case Format::VOP3: case Format::VOP3P: case Format::VINTRP:
      sweep::synthVop3(d, t, out);
      break;
    default:
      sweep::synthMemory(d, t, out);
      break;
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::optional<Target> target;
  if (argc == 3 && !std::strcmp(argv[1], "--target")) target = parseTarget(argv[2]);
  if (!target) {
    std::fputs("usage: gcnjit-sweepgen --target gfxN\n", stderr);
    return 2;
  }
  std::vector<std::string> lines;
  for (const InstDesc& d : allInstDescs()) {
    if (!d.onTarget(*target)) continue;
    lines.clear();
    synthesise(d, *target, lines);
    std::string row(d.mnemonic);
    if (lines.empty()) std::printf("%s\n", row.c_str());
    for (const std::string& l : lines) std::printf("%s\t%s\n", row.c_str(), l.c_str());
  }
  return 0;
}

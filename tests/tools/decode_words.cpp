// gcnjit-decode-words: disassembles a stream of 32-bit words given as hex on
// the command line or stdin, printing one line per instruction in
// llvm-objdump's layout ("TEXT // ADDR: WORDS"). A test utility for comparing
// the decoder against llvm-objdump on arbitrary words.
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "isa/printer.h"

using namespace gcnjit;

int main(int argc, char** argv) {
  std::optional<Target> target;
  std::vector<uint8_t> bytes;
  auto addWord = [&](const std::string& tok) {
    uint32_t w = uint32_t(std::stoul(tok, nullptr, 16));
    for (int i = 0; i < 4; ++i) bytes.push_back(uint8_t(w >> (8 * i)));
  };
  bool fromArgs = false;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--target") && i + 1 < argc) {
      target = parseTarget(argv[++i]);
    } else {
      addWord(argv[i]);
      fromArgs = true;
    }
  }
  if (!target) {
    std::fputs("usage: gcnjit-decode-words --target gfxN [HEXWORD...] (or words on stdin)\n", stderr);
    return 2;
  }
  if (!fromArgs)
    for (std::string tok; std::cin >> tok;) addWord(tok);

  for (size_t pc = 0; pc < bytes.size();) {
    uint8_t size = 4;
    std::string text = disassembleOne(*target, std::span(bytes).subspan(pc), pc, size);
    std::printf("%s //", text.c_str());
    std::printf(" %012" PRIX64 ":", uint64_t(pc));
    for (size_t i = 0; i < size; i += 4) {
      uint32_t w;
      std::memcpy(&w, &bytes[pc + i], 4);
      std::printf(" %08X", w);
    }
    std::printf("\n");
    pc += size;
  }
  return 0;
}

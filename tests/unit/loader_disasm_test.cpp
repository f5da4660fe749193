// The disassembly listing against llvm-objdump-15 -d on every fixture:
// headers, symbols, zero runs and data dumps exactly; instruction lines
// exactly wherever the decoder decoded the word; undecoded words (.long)
// only by address and encoding, since the decoder is still being filled in.
#include <catch2/catch.hpp>

#include "loader/code_object.h"
#include "loader/disassembly_listing.h"
#include "loader_test_support.h"

using namespace gcnjit;
using namespace gcnjit::loader_test;

namespace {

struct InstructionLine {
  std::string text;      // the whole line
  std::string encoding;  // "ADDR: WORDS", without a branch annotation
};

bool isInstruction(const std::string& l) { return l.starts_with("\t") && !l.starts_with("\t\t"); }

InstructionLine parse(const std::string& l) {
  size_t comment = l.find("// ");
  std::string encoding = comment == std::string::npos ? "" : l.substr(comment + 3);
  encoding = encoding.substr(0, encoding.find(" <"));
  return {l, encoding};
}

std::string address(const InstructionLine& i) { return i.encoding.substr(0, i.encoding.find(':')); }

}  // namespace

TEST_CASE("listing matches llvm-objdump -d on every fixture", "[loader]") {
  int exactLines = 0;
  for (const std::string& name : elfFixtures()) {
    INFO(name);
    std::vector<CodeObject> objects = loadCodeObjects(fixture(name));
    Listing listing = disassemblyListing(objects[0], {fixture(name), ""});
    CHECK(listing.foundSymbol);
    std::vector<std::string> ours = lines(listing.text);
    std::vector<std::string> ref = lines(readText(fixture(name) + ".objdump.txt"));

    // Structure: every line that is not an instruction, in order.
    std::vector<std::string> ourStructure, refStructure;
    for (const std::string& l : ours)
      if (!isInstruction(l)) ourStructure.push_back(l);
    for (const std::string& l : ref)
      if (!isInstruction(l)) refStructure.push_back(l);
    CHECK(ourStructure == refStructure);

    // Instructions by address.
    std::map<std::string, InstructionLine> refByAddress;
    for (const std::string& l : ref)
      if (isInstruction(l)) refByAddress[address(parse(l))] = parse(l);
    bool afterUndecoded = false;  // an undecoded word may desynchronise what follows
    for (const std::string& l : ours) {
      if (!isInstruction(l)) {
        afterUndecoded = false;
        continue;
      }
      InstructionLine mine = parse(l);
      INFO(l);
      CHECK(l.find("// ") >= 60);  // the comment column
      auto it = refByAddress.find(address(mine));
      bool undecoded = l.starts_with("\t.long ");
      if (it == refByAddress.end()) {
        CHECK(afterUndecoded);
      } else if (undecoded) {
        CHECK(it->second.encoding.starts_with(mine.encoding));
      } else {
        CHECK(l == it->second.text);
        ++exactLines;
      }
      if (undecoded) afterUndecoded = true;
      else if (it != refByAddress.end()) afterUndecoded = false;
    }
  }
  CHECK(exactLines > 0);
}

TEST_CASE("listing of one symbol, and of a symbol that is not there", "[loader]") {
  std::vector<CodeObject> objects = loadCodeObjects(fixture("kernels-gfx906-v4.co"));
  Listing one = disassemblyListing(objects[0], {"k.co", "axpy"});
  CHECK(one.foundSymbol);
  CHECK(one.text.find("<axpy>:") != std::string::npos);
  CHECK(one.text.find("<triangle>:") == std::string::npos);
  CHECK(one.text.starts_with("\nk.co:\tfile format elf64-amdgpu\n\nDisassembly of section .text:\n"));
  Listing none = disassemblyListing(objects[0], {"k.co", "no_such_kernel"});
  CHECK_FALSE(none.foundSymbol);
  CHECK(none.text.find("Disassembly") == std::string::npos);
}

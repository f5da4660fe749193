// The text `llvm-objdump -d` (LLVM 15) prints for an AMDGPU code object:
// per executable section, every symbol in address order with its
// instructions, each line "\t<text>" padded to column 60, then
// "// <ADDR>: <WORDS>" and, for SOPP branches, " <symbol+0xoff>".
#pragma once
#include <string>
#include <string_view>

#include "loader/code_object.h"

namespace gcnjit {

struct ListingOptions {
  std::string fileName;            // shown in the "FILE:\tfile format" header
  std::string_view onlySymbol;     // like --disassemble-symbols=NAME; empty: all
};

struct Listing {
  std::string text;
  bool foundSymbol = false;  // onlySymbol was found (always true without one)
};

Listing disassemblyListing(const CodeObject& co, const ListingOptions& options);

}  // namespace gcnjit

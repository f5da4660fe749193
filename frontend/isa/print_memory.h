// Internal interface of the vector-memory and export printers
// (print_memory.cpp dispatches to one file per format family) and the
// helpers they share. Text follows llvm-objdump-15.
#pragma once
#include <string>

#include "isa/print_detail.h"

namespace gcnjit::detail {

void printDs(std::string& out, const Inst& inst);      // print_ds.cpp
void printBuffer(std::string& out, const Inst& inst);  // print_buffer.cpp (MUBUF, MTBUF)
void printImage(std::string& out, const Inst& inst);   // print_image.cpp
void printFlat(std::string& out, const Inst& inst);    // print_flat.cpp (FLAT, GLOBAL, SCRATCH)
void printExport(std::string& out, const Inst& inst);  // print_export.cpp

// Appends the operand list after the mnemonic: " a, b, c".
class OperandList {
 public:
  explicit OperandList(std::string& out) : out_(out) {}
  void add(std::string_view text) {
    out_ += first_ ? " " : ", ";
    out_ += text;
    first_ = false;
  }

 private:
  std::string& out_;
  bool first_ = true;
};
// VGPR tuple, SGPR tuple (special registers by their 64-bit name), or "off".
std::string vgprs(uint16_t code, int dwords);
std::string sgprs(uint16_t code, int dwords);
inline constexpr std::string_view kOff = "off";
// " name" when set.
void appendFlag(std::string& out, bool set, std::string_view name);

}  // namespace gcnjit::detail

#include "ir/function_codec.h"

#include <cstring>
#include <unordered_map>

#include "ir/verifier.h"

namespace gcnjit::ir {
namespace {

// Layout: version, block count; per block its PC and instruction count; per
// instruction op, type kind, type element, immediate, PC, operand count and
// each operand's index in the block (kNoOperand for a null operand).
constexpr std::uint32_t kLayoutVersion = 1;
constexpr std::uint32_t kNoOperand = ~0u;
constexpr std::size_t kOpCount = 0
#define IR_OP(...) +1
#include "ir/opcodes.inc"
#undef IR_OP
    ;

class Writer {
 public:
  template <class T>
  void put(T value) {
    const auto* p = reinterpret_cast<const std::uint8_t*>(&value);
    bytes.insert(bytes.end(), p, p + sizeof value);
  }
  std::vector<std::uint8_t> bytes;
};

class Reader {
 public:
  Reader(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  template <class T>
  bool get(T& value) {
    if (sizeof value > size_ - at_) return false;
    std::memcpy(&value, data_ + at_, sizeof value);
    at_ += sizeof value;
    return true;
  }
  std::size_t left() const { return size_ - at_; }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t at_ = 0;
};

bool validType(std::uint8_t kind, std::uint8_t elem) {
  if (kind > std::uint8_t(Type::Kind::Mask) || elem > std::uint8_t(Elem::F64)) return false;
  return Type{Type::Kind(kind), Elem(elem)}.isValid();
}

}  // namespace

std::vector<std::uint8_t> encodeFunction(const Function& function) {
  Writer out;
  out.put(kLayoutVersion);
  out.put(std::uint32_t(function.blocks().size()));
  for (const auto& block : function.blocks()) {
    out.put(block->pc());
    out.put(std::uint32_t(block->insts().size()));
    std::unordered_map<const Inst*, std::uint32_t> index;
    for (const auto& inst : block->insts()) {
      out.put(std::uint16_t(inst->op));
      out.put(std::uint8_t(inst->type.kind));
      out.put(std::uint8_t(inst->type.elem));
      out.put(inst->imm);
      out.put(inst->pc);
      out.put(std::uint8_t(inst->operands.size()));
      for (const Inst* operand : inst->operands) out.put(operand ? index.at(operand) : kNoOperand);
      index.emplace(inst.get(), std::uint32_t(index.size()));
    }
  }
  return std::move(out.bytes);
}

std::optional<Function> decodeFunction(const std::uint8_t* bytes, std::size_t size, std::string& error) {
  Reader in(bytes, size);
  std::uint32_t version = 0, blocks = 0;
  if (!in.get(version) || version != kLayoutVersion) return error = "another IR layout", std::nullopt;
  // Each block and instruction takes at least 12 and 21 bytes: a count
  // beyond the data is damage, not a reason to allocate.
  if (!in.get(blocks) || blocks > in.left() / 12) return error = "IR block count beyond the data", std::nullopt;
  Function function;
  for (std::uint32_t b = 0; b < blocks; ++b) {
    std::uint64_t pc = 0;
    std::uint32_t count = 0;
    if (!in.get(pc) || !in.get(count) || count > in.left() / 21) return error = "truncated IR", std::nullopt;
    Block& block = function.addBlock(pc);
    std::vector<Inst*> defined;
    defined.reserve(count);
    for (std::uint32_t i = 0; i < count; ++i) {
      std::uint16_t op = 0;
      std::uint8_t kind = 0, elem = 0, operandCount = 0;
      std::uint64_t imm = 0, instPc = 0;
      if (!in.get(op) || !in.get(kind) || !in.get(elem) || !in.get(imm) || !in.get(instPc) || !in.get(operandCount)) {
        return error = "truncated IR", std::nullopt;
      }
      if (op >= kOpCount) return error = "an unknown IR op", std::nullopt;
      if (!validType(kind, elem)) return error = "an invalid IR type", std::nullopt;
      std::vector<Inst*> operands(operandCount, nullptr);
      for (Inst*& operand : operands) {
        std::uint32_t position = 0;
        if (!in.get(position)) return error = "truncated IR", std::nullopt;
        if (position == kNoOperand) continue;
        if (position >= defined.size()) return error = "an IR operand not defined before its use", std::nullopt;
        operand = defined[position];
      }
      Inst* inst = block.append(Op(op), Type{Type::Kind(kind), Elem(elem)}, std::move(operands), imm);
      inst->pc = instPc;
      defined.push_back(inst);
    }
  }
  if (in.left() != 0) return error = "bytes after the IR", std::nullopt;
  if (std::vector<std::string> errors = verify(function); !errors.empty()) {
    return error = "invalid IR: " + errors.front(), std::nullopt;
  }
  return function;
}

}  // namespace gcnjit::ir

#include "ir/type_rules.h"

namespace gcnjit::ir {
namespace {

std::optional<Type> operandType(std::span<const Type> operands, std::size_t i) {
  if (i < operands.size()) return operands[i];
  return std::nullopt;
}

// Same shape, element class given, width compared by `cmp`.
template <class Cmp>
bool convertsTo(Type from, Type to, bool fromInt, bool toInt, Cmp cmp) {
  if (from.kind != to.kind || from.isMask() || from.isVoid()) return false;
  if (isIntElem(from.elem) != fromInt || isIntElem(to.elem) != toInt) return false;
  return cmp(elemBits(from.elem), elemBits(to.elem));
}

unsigned totalBits(Type t) { return t.isMask() ? kWaveLanes : elemBits(t.elem); }

}  // namespace

bool operandMatches(TypeRule rule, Type t, std::span<const Type> operands) {
  switch (rule) {
    case TypeRule::Int: return t.isInt();
    case TypeRule::Bits: return t.isInt() || t.isMask();
    case TypeRule::Float: return t.isFloat();
    case TypeRule::Value: return !t.isVoid();
    case TypeRule::ScalarValue: return t.isScalar();
    case TypeRule::VectorValue: return t.isVector();
    default: {
      auto expected = inferResult(rule, operands);
      return expected && *expected == t;
    }
  }
}

std::optional<Type> inferResult(TypeRule rule, std::span<const Type> operands) {
  auto op0 = operandType(operands, 0);
  switch (rule) {
    case TypeRule::Void: return Type::voidType();
    case TypeRule::I1: return Type::scalar(Elem::I1);
    case TypeRule::I32: return Type::scalar(Elem::I32);
    case TypeRule::I64: return Type::scalar(Elem::I64);
    case TypeRule::VI32: return Type::vector(Elem::I32);
    case TypeRule::Mask: return Type::mask();
    case TypeRule::Same0: return op0;
    case TypeRule::Same1: return operandType(operands, 1);
    case TypeRule::CondOf1: {
      auto op1 = operandType(operands, 1);
      if (!op1) return std::nullopt;
      return op1->isVector() ? Type::mask() : Type::scalar(Elem::I1);
    }
    case TypeRule::BoolOf0:
      if (!op0 || !(op0->isScalar() || op0->isVector())) return std::nullopt;
      return op0->isVector() ? Type::mask() : Type::scalar(Elem::I1);
    case TypeRule::VectorOf0:
      if (!op0 || !op0->isScalar()) return std::nullopt;
      return op0->elem == Elem::I1 ? Type::mask() : Type::vector(op0->elem);
    case TypeRule::Wide0: {
      if (!op0 || !op0->isInt() || elemBits(op0->elem) < 16 || elemBits(op0->elem) > 32) return std::nullopt;
      return Type{op0->kind, op0->elem == Elem::I16 ? Elem::I32 : Elem::I64};
    }
    case TypeRule::ScalarOf0:
      if (!op0 || !op0->isVector()) return std::nullopt;
      return Type::scalar(op0->elem);
    default: return std::nullopt;
  }
}

bool resultMatches(TypeRule rule, Type result, std::span<const Type> operands) {
  auto op0 = operandType(operands, 0);
  auto wider = [](unsigned a, unsigned b) { return a < b; };
  auto narrower = [](unsigned a, unsigned b) { return a > b; };
  auto any = [](unsigned, unsigned) { return true; };
  switch (rule) {
    case TypeRule::ExplicitScalar: return result.isScalar();
    case TypeRule::ExplicitValue: return !result.isVoid();
    case TypeRule::IntWiden: return op0 && convertsTo(*op0, result, true, true, wider);
    case TypeRule::IntNarrow: return op0 && convertsTo(*op0, result, true, true, narrower);
    case TypeRule::FloatWiden: return op0 && convertsTo(*op0, result, false, false, wider);
    case TypeRule::FloatNarrow: return op0 && convertsTo(*op0, result, false, false, narrower);
    case TypeRule::IntToFloat: return op0 && convertsTo(*op0, result, true, false, any);
    case TypeRule::FloatToInt: return op0 && convertsTo(*op0, result, false, true, any);
    case TypeRule::SameBits: {
      if (!op0 || op0->isVoid() || result.isVoid()) return false;
      bool sameShape = op0->isVector() == result.isVector();
      return sameShape && totalBits(*op0) == totalBits(result);
    }
    default: {
      auto expected = inferResult(rule, operands);
      return expected && *expected == result;
    }
  }
}

}  // namespace gcnjit::ir

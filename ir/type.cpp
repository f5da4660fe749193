#include "ir/type.h"

namespace gcnjit::ir {

unsigned elemBits(Elem e) {
  switch (e) {
    case Elem::I1: return 1;
    case Elem::I16: case Elem::F16: return 16;
    case Elem::I32: case Elem::F32: return 32;
    case Elem::I64: case Elem::F64: return 64;
  }
  return 0;
}

bool isIntElem(Elem e) {
  return e == Elem::I1 || e == Elem::I16 || e == Elem::I32 || e == Elem::I64;
}

bool Type::isInt() const { return (isScalar() || isVector()) && isIntElem(elem); }
bool Type::isFloat() const { return (isScalar() || isVector()) && !isIntElem(elem); }

bool Type::isValid() const {
  if (isVector()) return elem != Elem::I1;
  if (isScalar()) return true;
  return elem == Elem::I1;
}

std::string toString(Type t) {
  static const char* const kElemNames[] = {"i1", "i16", "i32", "i64", "f16", "f32", "f64"};
  switch (t.kind) {
    case Type::Kind::Void: return "void";
    case Type::Kind::Mask: return "mask";
    case Type::Kind::Scalar: return kElemNames[static_cast<int>(t.elem)];
    case Type::Kind::Vector: return "v64" + std::string(kElemNames[static_cast<int>(t.elem)]);
  }
  return "?";
}

}  // namespace gcnjit::ir

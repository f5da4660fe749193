// IR value types: a scalar, a whole-wavefront vector (64 lanes) of a scalar
// element, or a 64-bit lane mask. A vector of i1 is not a type: it is spelled
// as a lane mask.
#pragma once

#include <cstdint>
#include <string>

namespace gcnjit::ir {

constexpr unsigned kWaveLanes = 64;

enum class Elem : std::uint8_t { I1, I16, I32, I64, F16, F32, F64 };

struct Type {
  enum class Kind : std::uint8_t { Void, Scalar, Vector, Mask };
  Kind kind = Kind::Void;
  Elem elem = Elem::I1;  // meaningful for Scalar and Vector only

  static constexpr Type voidType() { return {Kind::Void, Elem::I1}; }
  static constexpr Type mask() { return {Kind::Mask, Elem::I1}; }
  static constexpr Type scalar(Elem e) { return {Kind::Scalar, e}; }
  static constexpr Type vector(Elem e) { return {Kind::Vector, e}; }

  bool operator==(const Type&) const = default;

  bool isVoid() const { return kind == Kind::Void; }
  bool isMask() const { return kind == Kind::Mask; }
  bool isScalar() const { return kind == Kind::Scalar; }
  bool isVector() const { return kind == Kind::Vector; }
  bool isInt() const;    // scalar or vector of i1/i16/i32/i64
  bool isFloat() const;  // scalar or vector of f16/f32/f64
  bool isValid() const;  // false for a vector of i1 and for a non-canonical elem
};

unsigned elemBits(Elem e);
bool isIntElem(Elem e);
std::string toString(Type t);  // "i32", "v64f32", "mask", "void"

}  // namespace gcnjit::ir

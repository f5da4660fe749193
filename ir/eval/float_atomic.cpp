// atomicNewValue (ir/memory.h): the value each AtomicOp stores, from the Vega
// ISA "LDS & GDS Instructions" and "FLAT, Scratch and Global Instructions"
// pseudo-code. Memory implementations call it so they cannot disagree.
#include "ir/eval/float_env.h"
#include "ir/memory.h"

namespace gcnjit::ir {
namespace {

// MODE values for the float atomics: they round to nearest even whatever the
// wave's MODE says; "handles NaN/INF/denormal values" keeps denormals.
constexpr std::uint32_t kIeeeMode =
    mode::make(0, 0, mode::kKeepDenormals, mode::kKeepDenormals, /*dx10Clamp=*/false, /*ieee=*/false);
// f32 denormals flushed, f16/f64 kept.
constexpr std::uint32_t kFlushF32Mode = mode::withF32Denorm(kIeeeMode, mode::kFlushDenormals);

std::uint64_t floatAdd(std::uint64_t a, std::uint64_t b, Elem e, std::uint32_t mode) {
  LaneArgs args;
  args.a = a;
  args.b = b;
  args.elem = e;
  args.result = e;
  args.mode = mode;
  return fp::apply(args, [](auto x, auto y, auto) { return x + y; });
}

bool floatLess(std::uint64_t a, std::uint64_t b, Elem e) {
  return e == Elem::F32 ? fp::toF32(a) < fp::toF32(b) : fp::toF64(a) < fp::toF64(b);
}
bool floatEqual(std::uint64_t a, std::uint64_t b, Elem e) {
  return e == Elem::F32 ? fp::toF32(a) == fp::toF32(b) : fp::toF64(a) == fp::toF64(b);
}

// GLOBAL_ATOMIC_PK_ADD_F16 (MI100 ISA "New FLAT Opcodes"): each f16 half adds.
std::uint64_t packedHalfAdd(std::uint64_t old, std::uint64_t data) {
  std::uint64_t lo = floatAdd(old & 0xffff, data & 0xffff, Elem::F16, kIeeeMode);
  std::uint64_t hi = floatAdd((old >> 16) & 0xffff, (data >> 16) & 0xffff, Elem::F16, kIeeeMode);
  return (lo & 0xffff) | ((hi & 0xffff) << 16);
}

std::int64_t signedValue(std::uint64_t v, unsigned size) {
  return size == 8 ? std::int64_t(v) : std::int64_t(std::int32_t(std::uint32_t(v)));
}

}  // namespace

std::uint64_t atomicNewValue(AtomicOp op, unsigned size, std::uint64_t old, std::uint64_t data,
                             std::uint64_t compare) {
  std::uint64_t mask = size >= 8 ? ~0ull : (1ull << (size * 8)) - 1;
  old &= mask;
  data &= mask;
  compare &= mask;
  Elem fe = size == 8 ? Elem::F64 : Elem::F32;
  std::uint64_t out = old;
  switch (op) {
    case AtomicOp::None: break;
    case AtomicOp::Swap: out = data; break;
    case AtomicOp::CmpSwap: out = old == compare ? data : old; break;
    case AtomicOp::Add: out = old + data; break;
    case AtomicOp::Sub: out = old - data; break;
    case AtomicOp::Rsub: out = data - old; break;
    case AtomicOp::SMin: out = signedValue(data, size) < signedValue(old, size) ? data : old; break;
    case AtomicOp::SMax: out = signedValue(data, size) > signedValue(old, size) ? data : old; break;
    case AtomicOp::UMin: out = data < old ? data : old; break;
    case AtomicOp::UMax: out = data > old ? data : old; break;
    case AtomicOp::And: out = old & data; break;
    case AtomicOp::Or: out = old | data; break;
    case AtomicOp::Xor: out = old ^ data; break;
    case AtomicOp::Mskor: out = (old & ~data) | compare; break;
    // DS_INC_U32: tmp >= DATA ? 0 : tmp + 1; DS_DEC_U32: tmp == 0 || tmp > DATA ? DATA : tmp - 1.
    case AtomicOp::Inc: out = old >= data ? 0 : old + 1; break;
    case AtomicOp::Dec: out = old == 0 || old > data ? data : old - 1; break;
    case AtomicOp::Wrap: out = old >= data ? old - data : old + compare; break;
    case AtomicOp::FAdd: out = floatAdd(old, data, fe, kIeeeMode); break;
    case AtomicOp::FAddFtz: out = floatAdd(old, data, Elem::F32, kFlushF32Mode); break;
    case AtomicOp::PkFAdd: out = packedHalfAdd(old, data); break;
    // DS_MIN_F32: (cmp < tmp) ? src : tmp, with src = cmp = DATA.
    case AtomicOp::FMin: out = floatLess(data, old, fe) ? data : old; break;
    case AtomicOp::FMax: out = floatLess(old, data, fe) ? data : old; break;
    case AtomicOp::FCmpSwap: out = floatEqual(old, compare, fe) ? data : old; break;
  }
  return out & mask;
}

}  // namespace gcnjit::ir

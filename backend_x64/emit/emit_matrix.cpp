// Mfma (ir/ops/matrix.inc) as host vector code. The first op of a matrix
// instruction lowers the whole chain of instructions that starts with it
// (ir/matrix_chain.h; a lone instruction is a chain of one, and a chain is
// cut after JitFrame::kMfmaChainInstructions), as a small GEMM over the
// wave's registers (layouts: ir/matrix.h, seed 001 "Matrix Arithmetic
// Instructions"):
//
// 1. Each instruction's A and B are read as planes of f32 lanes (i32 for
//    I8): plane f holds element field f of every lane. An f32 operand is its
//    own plane; bf16, f16 and i8 ones are converted (exactly) into the
//    frame's planes for that instruction (JitFrame::mfmaPlanes), once per
//    value: a GEMM's A or B feeds several instructions of a chain.
// 2. The work is split into units: one output register's chunk of W lanes
//    (W = 16 in zmm with AVX-512, 8 in ymm with AVX2). Units are taken in
//    blocks that fit the accumulator registers; for a block, acc = C of the
//    chain's first instruction, then for each instruction and each k, in
//    ascending order (the op's definition), one fma per unit; then D of the
//    chain's last instruction = acc. The intermediate results never reach
//    memory: that is what a chain saves, and the order of the fmas on each
//    element is the one the instructions run one by one would give. The
//    instructions run as a loop, their planes' addresses written to the
//    frame first (JitFrame::mfmaPlaneAt; the chain's instructions share a
//    shape, so their fmas and fetches are the same): the code is one
//    instruction's, not a chain's worth.
// 3. A unit's A or B vector for one k is read from the planes as a
//    broadcast (one element for the whole unit: A of the 16x16 and 32x32
//    shapes), a load (consecutive elements: B, whatever BLGP says) or a
//    permute of one window (A of the 4x4 shapes); the indices are fixed at
//    translation. Vectors are kept in a small register cache (least recently
//    used out), so a B shared by a block of units is loaded once per k.
//
// The fma is vfmadd231ps acc, a, b: x86 returns the first NaN in the order
// a, b, acc, as the interpreter's fmaf(a, b, acc) does (emit_FFma). MXCSR
// is round-to-nearest-even without DAZ/FTZ meanwhile: the op ignores MODE.
//
// The schedule makes a run of Mfma ops one item (schedule.h), so no value
// the chain reads shares a slot with a result it writes early.
#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "backend_x64/emit/emit_common.h"
#include "backend_x64/frame.h"
#include "ir/matrix.h"
#include "ir/matrix_chain.h"

namespace gcnjit::backend_x64 {
namespace {

using ir::MfmaGroup;
using ir::MfmaInput;
using ir::MfmaShape;

constexpr std::uint32_t kPlaneLanes = 64;
constexpr std::uint32_t kPlaneWords = 256;  // per instruction and operand: 4 fields
static_assert(sizeof(JitFrame::mfmaPlanes[0][0]) == 4 * kPlaneWords);
constexpr std::size_t kNoRef = ~std::size_t(0);
constexpr std::uint32_t kFmaMxcsr = 0x1f80;  // exceptions masked, round to nearest even, no DAZ/FTZ

// Ends a float chain's MXCSR mode (restoring the caller's); and since later
// code is VEX (AVX2) and helpers are compiled C++, leaves no dirty upper zmm
// state behind.
void leaveMode(Emitter& e, bool isFloat) {
  if (isFloat) e.a.vldmxcsr(Emitter::frame(offsetof(JitFrame, mfmaSavedMxcsr)));
  if (e.options.isa == HostIsa::Avx512) e.a.vzeroupper();
}

// Whether the op at `next` in the current block, past AccVGPR writes of
// the chain before it (plain copies, if any code at all), starts a float
// chain. The schedule (schedule.h) emits the ops in between, and only
// them, before that chain.
bool floatChainAt(const Emitter& e, std::size_t next) {
  const auto& insts = e.function.blocks()[e.currentBlock]->insts();
  while (next < insts.size() && insts[next]->op == ir::Op::SetAccVGPR) ++next;
  return next < insts.size() && insts[next]->op == ir::Op::Mfma && !MfmaShape::decode(insts[next]->imm).integer();
}

// The chain of instructions starting with the group of `first`, and the
// index in the block of the op after it.
struct Chain {
  std::vector<MfmaGroup> groups;
  std::size_t next;
};
Chain chainAt(const Emitter& e, const ir::Inst& first) {
  const ir::Block& block = *e.function.blocks()[e.currentBlock];
  const auto& insts = block.insts();
  std::size_t i = e.indexInBlock(first);
  std::vector<MfmaGroup> chain{ir::mfmaGroupAt(block, i)};
  i += chain.back().size();
  while (chain.size() < JitFrame::kMfmaChainInstructions && i < insts.size() && insts[i]->op == ir::Op::Mfma) {
    MfmaGroup next = ir::mfmaGroupAt(block, i);
    if (!ir::mfmaContinues(chain.back(), next)) break;
    i += next.size();
    chain.push_back(std::move(next));
  }
  return {std::move(chain), i};
}

// How one unit's vector of A or B elements is read from a plane (of
// whichever instruction of the chain is being computed: the chain's
// instructions share their shape, so their fetches are the same).
enum class Fetch : std::uint8_t { Broadcast, Load, Permute };
struct VectorRef {
  bool ofA = false;
  Fetch fetch = Fetch::Load;
  std::uint32_t base = 0;                  // first plane word read
  std::vector<std::uint32_t> permutation;  // Permute: lane -> word - base
  auto key() const { return std::tie(ofA, fetch, base, permutation); }
};

// One output register's W lanes from `firstLane`: C from the chain's first
// instruction, D of its last, and an (A, B) vector pair per k.
struct Unit {
  const ir::Inst* c;
  const ir::Inst* d;
  unsigned firstLane;
  std::vector<std::pair<std::size_t, std::size_t>> steps;  // indices into the refs
};

// Registers that hold the planes of the instruction being multiplied.
const x86::Gp kPlanesA = x86::rsi, kPlanesB = x86::rdi;

class ChainLowering {
 public:
  ChainLowering(Emitter& e, std::vector<MfmaGroup> chain)
      : e_(e), a_(e.a), chain_(std::move(chain)), shape_(MfmaShape::decode(chain_.front().front()->imm)),
        wide_(e.options.isa == HostIsa::Avx512), width_(wide_ ? 16 : 8) {}

  // Plans every unit; false if some vector has no fetch (then the helper
  // runs the ops one by one).
  bool plan() {
    std::unordered_map<unsigned, const ir::Inst*> firstOfReg;
    for (const ir::Inst* op : chain_.front()) firstOfReg[MfmaShape::decode(op->imm).reg] = op;
    std::vector<ir::MfmaElement> elements = ir::mfmaElementsByRegister(shape_);
    for (const ir::Inst* last : chain_.back()) {
      unsigned reg = MfmaShape::decode(last->imm).reg;
      const ir::MfmaElement* lanes = &elements[std::size_t(reg) * 64];
      for (unsigned first = 0; first < 64; first += width_) {
        Unit unit{firstOfReg.at(reg)->operands[2], last, first, {}};
        for (unsigned k = 0; k < shape_.k; ++k) {
          std::vector<std::uint32_t> aWords, bWords;
          for (unsigned l = first; l < first + width_; ++l) {
            const ir::MfmaElement& at = lanes[l];
            ir::MfmaSource ea = ir::mfmaElementA(shape_, at.block, at.i, k);
            ir::MfmaSource eb = ir::mfmaElementB(shape_, at.block, k, at.j);
            aWords.push_back(ea.field * kPlaneLanes + ea.lane);
            bWords.push_back(eb.field * kPlaneLanes + eb.lane);
          }
          std::optional<std::size_t> ia = refOf(true, aWords), ib = refOf(false, bWords);
          if (!ia || !ib) return false;
          unit.steps.emplace_back(*ia, *ib);
        }
        units_.push_back(std::move(unit));
      }
    }
    // Units of one half-wave next to each other, register by register: in
    // the 32-row shapes a register's units in one half-wave share their A
    // broadcast, and the units of one chunk of lanes share B.
    std::stable_sort(units_.begin(), units_.end(), [](const Unit& x, const Unit& y) {
      return std::tuple(x.firstLane / 32, MfmaShape::decode(x.d->imm).reg, x.firstLane) <
             std::tuple(y.firstLane / 32, MfmaShape::decode(y.d->imm).reg, y.firstLane);
    });
    return true;
  }

  // `keepMode`: a float chain follows right after this one, so MXCSR and
  // the upper zmm state stay as they are for it (Emitter::mfmaModeKept).
  void emit(bool keepMode) {
    bool isFloat = !shape_.integer();
    if (isFloat && !e_.mfmaModeKept) {
      a_.vstmxcsr(Emitter::frame(offsetof(JitFrame, mfmaSavedMxcsr)));
      x86::Mem mxcsr = e_.constantWords({kFmaMxcsr});
      mxcsr.setSize(4);
      a_.vldmxcsr(mxcsr);
    }
    for (unsigned t = 0; t < chain_.size() && !ownPlane(); ++t) {
      for (bool ofA : {true, false}) {
        if (planeOwner(t, ofA) == std::pair(t, ofA)) convert(source(t, ofA), planeOffset(t, ofA));
      }
    }
    for (unsigned t = 0; t < chain_.size(); ++t) {
      for (bool ofA : {true, false}) {
        a_.lea(x86::rax, planesOf(t, ofA));
        a_.mov(planeAtSlot(t, ofA), x86::rax);
      }
    }
    const unsigned accumulators = wide_ ? 16 : 8;
    for (std::size_t first = 0; first < units_.size(); first += accumulators) {
      std::size_t count = std::min<std::size_t>(accumulators, units_.size() - first);
      for (std::size_t u = 0; u < count; ++u) loadC(vec(unsigned(u)), units_[first + u]);
      // One loop over the chain's instructions (rcx: 16 * the instruction):
      // the code is one instruction's, not a copy per instruction (a GEMM
      // loop's chains would fill much of the host's L2 with code).
      Label next = a_.newLabel();
      a_.xor_(x86::ecx, x86::ecx);
      a_.bind(next);
      a_.mov(kPlanesA, x86::qword_ptr(x86::r13, x86::rcx, 0, planeAtOffset(0, true)));
      a_.mov(kPlanesB, x86::qword_ptr(x86::r13, x86::rcx, 0, planeAtOffset(0, false)));
      multiply(first, count);
      a_.add(x86::ecx, 16);
      a_.cmp(x86::ecx, std::int32_t(16 * chain_.size()));
      a_.jne(next);
      for (std::size_t u = 0; u < count; ++u) {
        const Unit& unit = units_[first + u];
        a_.vmovups(e_.at(unit.d, std::int32_t(4 * unit.firstLane)), vec(unsigned(u)));
      }
    }
    e_.mfmaModeKept = isFloat && keepMode;
    if (e_.mfmaModeKept) return;
    leaveMode(e_, isFloat);
  }

 private:
  // Registers: accumulators from 0 (16 zmm / 8 ymm), then the cache, then
  // the permute index and the integer product.
  x86::Vec vec(unsigned id) const { return wide_ ? x86::Vec(x86::zmm(id)) : x86::Vec(x86::ymm(id)); }
  unsigned cacheFirst() const { return wide_ ? 16 : 8; }
  unsigned cacheSize() const { return wide_ ? 14 : 6; }
  x86::Vec permuteIndex() const { return vec(wide_ ? 30 : 14); }
  x86::Vec product() const { return vec(wide_ ? 31 : 15); }

  // One instruction's fmas for units [first, first + count), its planes at
  // kPlanesA and kPlanesB: for each k, one per unit. The vectors start with
  // an empty register cache (a loop runs this code for every instruction).
  void multiply(std::size_t first, std::size_t count) {
    bool isFloat = !shape_.integer();
    cached_.fill(kNoRef);
    for (std::size_t s = 0; s < units_[first].steps.size(); ++s) {
      for (std::size_t u = 0; u < count; ++u) {
        auto [ia, ib] = units_[first + u].steps[s];
        x86::Vec va = materialize(ia, std::nullopt);
        x86::Vec vb = materialize(ib, registerOf(ia));
        x86::Vec acc = vec(unsigned(u));
        if (isFloat) {
          a_.vfmadd231ps(acc, va, vb);
        } else {
          a_.vpmulld(product(), va, vb);  // i8 products are exact, i32 sums wrap (order-free)
          a_.vpaddd(acc, acc, product());
        }
      }
    }
  }

  const ir::Inst* source(unsigned t, bool ofA) const { return chain_[t].front()->operands[ofA ? 0 : 1]; }
  // The instruction and operand whose planes hold (t, ofA)'s: the first in
  // the chain with the same value.
  std::pair<unsigned, bool> planeOwner(unsigned t, bool ofA) const {
    const ir::Inst* value = source(t, ofA);
    for (unsigned u = 0; u <= t; ++u) {
      for (bool a : {true, false}) {
        if (source(u, a) == value) return {u, a};
      }
    }
    return {t, ofA};
  }
  // An f32 operand is its own plane: read it where it is.
  bool ownPlane() const { return shape_.input == MfmaInput::F32; }
  std::int32_t planeOffset(unsigned t, bool ofA) const {
    return std::int32_t(offsetof(JitFrame, mfmaPlanes) + sizeof(JitFrame::mfmaPlanes[0]) * t +
                        sizeof(JitFrame::mfmaPlanes[0][0]) * (ofA ? 0 : 1));
  }
  std::uint32_t planeWords() const {
    return ownPlane() ? kPlaneLanes : kPlaneWords;
  }
  // Instruction t's A or B planes: an f32 operand's own slot, else the
  // frame's planes of the first instruction with the same value.
  x86::Mem planesOf(unsigned t, bool ofA) const {
    if (ownPlane()) return e_.at(source(t, ofA));
    auto [owner, ownerA] = planeOwner(t, ofA);
    return Emitter::frame(planeOffset(owner, ownerA));
  }
  static std::int32_t planeAtOffset(unsigned t, bool ofA) {
    return std::int32_t(offsetof(JitFrame, mfmaPlaneAt) + sizeof(JitFrame::mfmaPlaneAt[0]) * t +
                        sizeof(JitFrame::mfmaPlaneAt[0][0]) * (ofA ? 0 : 1));
  }
  static x86::Mem planeAtSlot(unsigned t, bool ofA) { return Emitter::frame(planeAtOffset(t, ofA)); }
  x86::Mem planeWord(bool ofA, std::uint32_t word) const {
    return x86::ptr(ofA ? kPlanesA : kPlanesB, std::int32_t(4 * word));
  }

  // The fetch for a unit's plane words, deduplicated.
  std::optional<std::size_t> refOf(bool ofA, const std::vector<std::uint32_t>& words) {
    VectorRef ref;
    ref.ofA = ofA;
    auto [lo, hi] = std::minmax_element(words.begin(), words.end());
    bool consecutive = true;
    for (std::size_t l = 1; l < words.size(); ++l) consecutive = consecutive && words[l] == words[0] + l;
    if (*lo == *hi) {
      ref.fetch = Fetch::Broadcast;
      ref.base = *lo;
    } else if (consecutive) {
      ref.fetch = Fetch::Load;
      ref.base = words[0];
    } else if (*hi - *lo < width_) {
      ref.fetch = Fetch::Permute;
      ref.base = std::min(*lo, planeWords() - width_);
      for (std::uint32_t w : words) ref.permutation.push_back(w - ref.base);
    } else {
      return std::nullopt;
    }
    for (std::size_t i = 0; i < refs_.size(); ++i) {
      if (refs_[i].key() == ref.key()) return i;
    }
    refs_.push_back(std::move(ref));
    return refs_.size() - 1;
  }

  void fetch(const VectorRef& ref, const x86::Vec& dst) {
    x86::Mem words = planeWord(ref.ofA, ref.base);
    switch (ref.fetch) {
      case Fetch::Broadcast:
        words.setSize(4);
        a_.vbroadcastss(dst, words);
        break;
      case Fetch::Load:
        a_.vmovups(dst, words);
        break;
      case Fetch::Permute:
        a_.vmovups(permuteIndex(), e_.constantWords(ref.permutation));
        a_.vpermps(dst, permuteIndex(), words);
        break;
    }
  }

  // The register cache: which ref each cache register holds, and when it
  // was last used.
  std::optional<unsigned> registerOf(std::size_t ref) const {
    for (unsigned i = 0; i < cacheSize(); ++i) {
      if (cached_[i] == ref) return cacheFirst() + i;
    }
    return std::nullopt;
  }
  // `ref` in a cache register, loading it into the least recently used one
  // other than `keep` if it is not there.
  x86::Vec materialize(std::size_t ref, std::optional<unsigned> keep) {
    ++clock_;
    std::optional<unsigned> reg = registerOf(ref);
    if (!reg) {
      unsigned victim = cacheSize();
      for (unsigned i = 0; i < cacheSize(); ++i) {
        if (keep == cacheFirst() + i) continue;
        if (victim == cacheSize() || lastUsed_[i] < lastUsed_[victim]) victim = i;
      }
      cached_[victim] = ref;
      reg = cacheFirst() + victim;
      fetch(refs_[ref], vec(*reg));
    }
    lastUsed_[*reg - cacheFirst()] = clock_;
    return vec(*reg);
  }

  // C's lanes of `unit` (C is a vector: the lifter broadcasts a constant C).
  void loadC(const x86::Vec& dst, const Unit& unit) {
    a_.vmovups(dst, e_.at(unit.c, std::int32_t(4 * unit.firstLane)));
  }

  // Plane f at frame offset `planesAt` gets element field f of every lane
  // of `value` (bf16, f16 or i8), widened to 32 bits. Works in the
  // emitter's chunks (16 lanes in zmm with AVX-512), f16 in 8-lane ymm
  // chunks for either ISA (its loader is per ymm chunk).
  void convert(const ir::Inst* value, std::int32_t planesAt) {
    unsigned lanes = shape_.input == MfmaInput::F16 ? kChunkLanes : e_.chunkLanes();
    auto plane = [&](unsigned field, unsigned chunk) {
      return Emitter::frame(planesAt + std::int32_t(4 * (field * kPlaneLanes + chunk * lanes)));
    };
    using x86::ymm0;
    using x86::ymm1;
    x86::Vec v0 = e_.vec(0), v1 = e_.vec(1);
    for (unsigned c = 0; c < kPlaneLanes / lanes; ++c) {
      switch (shape_.input) {
        case MfmaInput::F32:  // its own plane (ownPlane)
          break;
        case MfmaInput::BF16:  // bf16 is the upper half of an f32
          e_.loadChunk32(v0, value, c);
          a_.vpslld(v1, v0, 16);
          vx::store(e_, plane(0, c), v1);
          vx::pand(e_, v0, v0, e_.chunkConstant32(0xffff0000u));
          vx::store(e_, plane(1, c), v0);
          break;
        case MfmaInput::I8:  // signed bytes
          e_.loadChunk32(v0, value, c);
          for (unsigned f = 0; f < 4; ++f) {
            a_.vpslld(v1, v0, 24 - 8 * f);
            a_.vpsrad(v1, v1, 24);
            vx::store(e_, plane(f, c), v1);
          }
          break;
        case MfmaInput::F16: {
          // Four halves per 64-bit lane: the low and high dwords of lanes
          // 8c..8c+7, then each dword's halves through vcvtph2ps.
          e_.loadChunk64(ymm0, ymm1, value, c);
          a_.vshufps(x86::ymm2, ymm0, ymm1, 0x88);  // low dwords, lanes 0 1 4 5 | 2 3 6 7
          a_.vpermq(x86::ymm2, x86::ymm2, 0xd8);    // lanes 0..7
          a_.vshufps(x86::ymm3, ymm0, ymm1, 0xdd);  // high dwords
          a_.vpermq(x86::ymm3, x86::ymm3, 0xd8);
          const std::uint32_t lowHalves[8] = {0x05040100, 0x0d0c0908, 0x80808080, 0x80808080,
                                              0x05040100, 0x0d0c0908, 0x80808080, 0x80808080};
          x86::Ymm dwords[2] = {x86::ymm2, x86::ymm3};
          for (unsigned f = 0; f < 4; ++f) {
            const x86::Ymm& d = dwords[f / 2];
            if (f % 2) {
              a_.vpsrld(x86::ymm4, d, 16);
              a_.vpshufb(x86::ymm4, x86::ymm4, e_.constant32x8(lowHalves));
            } else {
              a_.vpshufb(x86::ymm4, d, e_.constant32x8(lowHalves));
            }
            a_.vpermq(x86::ymm4, x86::ymm4, 0x08);  // the two 64-bit groups of halves side by side
            a_.vcvtph2ps(x86::ymm4, x86::xmm4);
            a_.vmovups(plane(f, c), x86::ymm4);
          }
          break;
        }
      }
    }
  }

  Emitter& e_;
  x86::Assembler& a_;
  std::vector<MfmaGroup> chain_;
  MfmaShape shape_;
  bool wide_;
  unsigned width_;
  std::vector<VectorRef> refs_;
  std::vector<Unit> units_;
  std::array<std::size_t, 14> cached_;  // cacheSize() entries used
  std::array<std::uint64_t, 14> lastUsed_{};
  std::uint64_t clock_ = 0;
};

}  // namespace

void emit_Mfma(Emitter& e, const ir::Inst& inst) {
  if (e.emittedEarlier(&inst)) return;
  auto [chain, next] = chainAt(e, inst);
  ChainLowering lowering(e, chain);
  if (!lowering.plan()) {
    if (e.mfmaModeKept) leaveMode(e, true);
    e.mfmaModeKept = false;
    return e.callInterpreterHelper(inst);
  }
  lowering.emit(floatChainAt(e, next));
  for (const MfmaGroup& group : chain) {
    for (const ir::Inst* op : group) e.markEmitted(op);
  }
}

}  // namespace gcnjit::backend_x64

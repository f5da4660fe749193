// Mfma (ir/ops/matrix.inc) as host vector code. The Mfma ops of one gfx908
// matrix instruction (one per output register, sharing A and B) are emitted
// together by the first one, as a small GEMM over the wave's registers
// (layouts: ir/matrix.h, seed 001 "Matrix Arithmetic Instructions"):
//
// 1. A and B are converted once into planes of f32 lanes (i32 for I8) in
//    the frame (JitFrame::mfmaA/mfmaB): plane f holds element field f of
//    every lane; bf16 and f16 widen to f32 exactly.
// 2. For each output register and each chunk of W lanes (W = 16 in zmm
//    with AVX-512, 8 in ymm with AVX2): acc = C, then one fma per k in
//    ascending order (the op's definition), then D = acc. A chunk's A or B
//    vector for one k is read from the planes as a broadcast (one element
//    for the whole chunk: A of the 16x16 and 32x32 shapes), a load
//    (consecutive elements: B, whatever BLGP says) or a permute of one
//    window (A of the 4x4 shapes); the indices are fixed at translation.
// 3. The vectors read most often stay in registers for the whole
//    instruction (zmm4-zmm31 with AVX-512, ymm4-ymm15 with AVX2).
//
// The fma is vfmadd231ps acc, a, b: x86 returns the first NaN in the order
// a, b, acc, as the interpreter's fmaf(a, b, acc) does (emit_FFma). MXCSR
// is round-to-nearest-even without DAZ/FTZ meanwhile: the op ignores MODE.
//
// Emitting later ops early is safe because nothing is emitted between the
// ops of a group: a later op's result slot can only be one of the group's
// operands that is dead by then (an earlier op's C, or A/B after the last
// op), and every C is read before its own D is written, A and B are copied
// to the planes first.
#include <algorithm>
#include <cstddef>
#include <optional>
#include <tuple>
#include <vector>

#include "backend_x64/emit/emit_common.h"
#include "backend_x64/frame.h"
#include "ir/matrix.h"

namespace gcnjit::backend_x64 {
namespace {

using ir::MfmaInput;
using ir::MfmaShape;

constexpr std::uint32_t kPlaneLanes = 64;
constexpr std::uint32_t kPlaneWords = 256;  // JitFrame::mfmaA/mfmaB
constexpr std::uint32_t kFmaMxcsr = 0x1f80;  // exceptions masked, round to nearest even, no DAZ/FTZ

// The Mfma ops of the instruction `first` starts: the consecutive Mfma ops
// of its block with the same sources and shape (DCE may have removed some).
std::vector<const ir::Inst*> instructionGroup(const Emitter& e, const ir::Inst& first) {
  const auto& insts = e.function.blocks()[e.currentBlock]->insts();
  auto it = std::find_if(insts.begin(), insts.end(), [&](const auto& p) { return p.get() == &first; });
  std::uint64_t key = MfmaShape::decode(first.imm).instructionKey();
  std::vector<const ir::Inst*> group;
  for (; it != insts.end(); ++it) {
    const ir::Inst& inst = **it;
    if (inst.op != ir::Op::Mfma || inst.operands[0] != first.operands[0] || inst.operands[1] != first.operands[1] ||
        MfmaShape::decode(inst.imm).instructionKey() != key) {
      break;
    }
    group.push_back(&inst);
  }
  return group;
}

// How one chunk's vector of A or B elements is read from the planes.
enum class Fetch : std::uint8_t { Broadcast, Load, Permute };
struct VectorRef {
  bool ofA = false;
  Fetch fetch = Fetch::Load;
  std::uint32_t base = 0;                     // first plane word read
  std::vector<std::uint32_t> permutation;     // Permute: lane -> word - base
  auto key() const { return std::tie(ofA, fetch, base, permutation); }
};

// The work of one output register's chunk: C's lanes from `firstLane`,
// then (A, B) vector pairs, one per k.
struct ChunkWork {
  const ir::Inst* op;
  unsigned firstLane;
  std::vector<std::pair<std::size_t, std::size_t>> steps;  // indices into the refs
};

class MfmaLowering {
 public:
  MfmaLowering(Emitter& e, std::vector<const ir::Inst*> group)
      : e_(e), a_(e.a), group_(std::move(group)), shape_(MfmaShape::decode(group_.front()->imm)),
        wide_(e.options.isa == HostIsa::Avx512), width_(wide_ ? 16 : 8) {}

  // Plans every chunk; false if some vector has no fetch (then the helper
  // runs the op).
  bool plan() {
    ir::MfmaElement lanes[64];
    for (const ir::Inst* op : group_) {
      ir::mfmaElementsOf(shape_, MfmaShape::decode(op->imm).reg, lanes);
      for (unsigned first = 0; first < 64; first += width_) {
        ChunkWork work{op, first, {}};
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
          work.steps.emplace_back(*ia, *ib);
        }
        chunks_.push_back(std::move(work));
      }
    }
    return true;
  }

  void emit() {
    bool isFloat = !shape_.integer();
    if (isFloat) {
      a_.vstmxcsr(Emitter::frame(offsetof(JitFrame, mfmaSavedMxcsr)));
      x86::Mem mxcsr = e_.constantWords({kFmaMxcsr});
      mxcsr.setSize(4);
      a_.vldmxcsr(mxcsr);
    }
    convert(group_.front()->operands[0], offsetof(JitFrame, mfmaA));
    convert(group_.front()->operands[1], offsetof(JitFrame, mfmaB));
    keepFrequentInRegisters();
    x86::Vec acc = vec(0), product = vec(3);
    for (const ChunkWork& work : chunks_) {
      loadLanes(acc, work.op->operands[2], work.firstLane);
      for (auto [ia, ib] : work.steps) {
        x86::Vec va = materialize(ia, vec(1)), vb = materialize(ib, vec(2));
        if (isFloat) {
          a_.vfmadd231ps(acc, va, vb);
        } else {
          a_.vpmulld(product, va, vb);  // i8 products are exact, i32 sums wrap (order-free)
          a_.vpaddd(acc, acc, product);
        }
      }
      a_.vmovups(e_.at(work.op, std::int32_t(4 * work.firstLane)), acc);
    }
    if (isFloat) a_.vldmxcsr(Emitter::frame(offsetof(JitFrame, mfmaSavedMxcsr)));
    // Later code is VEX (AVX2) and helpers are compiled C++: leave no dirty
    // upper zmm state behind.
    if (wide_) a_.vzeroupper();
  }

 private:
  x86::Vec vec(unsigned id) const { return wide_ ? x86::Vec(x86::zmm(id)) : x86::Vec(x86::ymm(id)); }
  static std::int32_t planes(bool ofA) {
    return std::int32_t(ofA ? offsetof(JitFrame, mfmaA) : offsetof(JitFrame, mfmaB));
  }

  // The fetch for a chunk's plane words, deduplicated.
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
      ref.base = std::min(*lo, kPlaneWords - width_);
      for (std::uint32_t w : words) ref.permutation.push_back(w - ref.base);
    } else {
      return std::nullopt;
    }
    for (std::size_t i = 0; i < refs_.size(); ++i) {
      if (refs_[i].key() == ref.key()) {
        ++uses_[i];
        return i;
      }
    }
    refs_.push_back(std::move(ref));
    uses_.push_back(1);
    registerOf_.push_back(std::nullopt);
    return refs_.size() - 1;
  }

  void fetch(const VectorRef& ref, const x86::Vec& dst) {
    x86::Mem words = Emitter::frame(planes(ref.ofA) + std::int32_t(4 * ref.base));
    switch (ref.fetch) {
      case Fetch::Broadcast:
        words.setSize(4);
        a_.vbroadcastss(dst, words);
        break;
      case Fetch::Load:
        a_.vmovups(dst, words);
        break;
      case Fetch::Permute: {
        x86::Vec index = vec(3);
        a_.vmovups(index, e_.constantWords(ref.permutation));
        a_.vpermps(dst, index, words);
        break;
      }
    }
  }

  x86::Vec materialize(std::size_t ref, const x86::Vec& scratch) {
    if (registerOf_[ref]) return vec(*registerOf_[ref]);
    fetch(refs_[ref], scratch);
    return scratch;
  }

  // Vectors used by more than one chunk, most used first, get the
  // registers above the four working ones.
  void keepFrequentInRegisters() {
    std::vector<std::size_t> order(refs_.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return uses_[x] > uses_[y]; });
    unsigned next = 4, last = wide_ ? 31 : 15;
    for (std::size_t i : order) {
      if (uses_[i] < 2 || next > last) break;
      registerOf_[i] = next;
      fetch(refs_[i], vec(next++));
    }
  }

  // C's lanes [first, first + W): from its slot, or a broadcast scalar.
  void loadLanes(const x86::Vec& dst, const ir::Inst* value, unsigned first) {
    if (e_.isVirtualBroadcast(value)) value = value->operands[0];
    if (value->type.isVector()) {
      a_.vmovups(dst, e_.at(value, std::int32_t(4 * first)));
      return;
    }
    x86::Mem m = e_.at(value);
    m.setSize(4);
    a_.vbroadcastss(dst, m);
  }

  // Plane f of `planesAt` (frame offset) gets element field f of every lane
  // of `value`, widened to 32 bits. Works in 8-lane ymm chunks for either
  // ISA (the operand loaders are per ymm chunk).
  void convert(const ir::Inst* value, std::size_t planesAt) {
    auto plane = [&](unsigned field, unsigned chunk) {
      return Emitter::frame(std::int32_t(planesAt + 4 * (field * kPlaneLanes + chunk * kChunkLanes)));
    };
    using x86::ymm0;
    using x86::ymm1;
    for (unsigned c = 0; c < kChunks; ++c) {
      switch (shape_.input) {
        case MfmaInput::F32:
          e_.loadChunk32(ymm0, value, c);
          a_.vmovdqu(plane(0, c), ymm0);
          break;
        case MfmaInput::BF16:  // bf16 is the upper half of an f32
          e_.loadChunk32(ymm0, value, c);
          a_.vpslld(ymm1, ymm0, 16);
          a_.vmovdqu(plane(0, c), ymm1);
          a_.vpand(ymm0, ymm0, e_.broadcastConstant32(0xffff0000u));
          a_.vmovdqu(plane(1, c), ymm0);
          break;
        case MfmaInput::I8:  // signed bytes
          e_.loadChunk32(ymm0, value, c);
          for (unsigned f = 0; f < 4; ++f) {
            a_.vpslld(ymm1, ymm0, 24 - 8 * f);
            a_.vpsrad(ymm1, ymm1, 24);
            a_.vmovdqu(plane(f, c), ymm1);
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
  std::vector<const ir::Inst*> group_;
  MfmaShape shape_;
  bool wide_;
  unsigned width_;
  std::vector<VectorRef> refs_;
  std::vector<unsigned> uses_;
  std::vector<std::optional<unsigned>> registerOf_;
  std::vector<ChunkWork> chunks_;
};

}  // namespace

void emit_Mfma(Emitter& e, const ir::Inst& inst) {
  if (e.emittedEarlier(&inst)) return;
  std::vector<const ir::Inst*> group = instructionGroup(e, inst);
  MfmaLowering lowering(e, group);
  if (!lowering.plan()) return e.callInterpreterHelper(inst);
  lowering.emit();
  for (const ir::Inst* op : group) e.markEmitted(op);
}

}  // namespace gcnjit::backend_x64

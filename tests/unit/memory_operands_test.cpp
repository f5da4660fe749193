// The decoded operands of vector-memory instructions as the lifter will read
// them: the column view (inst.dst = returned data, src[0] = address, src[1]
// = data, src[2] = data1), their register counts (memOperandDwords) and the
// encoding fields in inst.mem. Encodings as in memory_golden_test.cpp.
#include <catch2/catch.hpp>

#include "isa/memory_operands.h"
#include "memory_test_words.h"

using namespace gcnjit;
using memtest::Words;

namespace {

Inst decoded(Words w, Target t = Target::Gfx908) {
  DecodeResult r = memtest::decodeWords(t, w);
  REQUIRE(r.status == DecodeStatus::Ok);
  REQUIRE(r.size == 8);
  return r.inst;
}

void checkDwords(const Inst& inst, int dst, int addr, int data, int data1) {
  MemOperandDwords n = memOperandDwords(inst);
  CHECK(n.dst == dst);
  CHECK(n.addr == addr);
  CHECK(n.data == data);
  CHECK(n.data1 == data1);
  // A column has a register exactly when it has a count.
  CHECK((inst.dst != opnd::kNone) == (dst > 0));
  CHECK((inst.src[0] != opnd::kNone) == (addr > 0));
  CHECK((inst.src[1] != opnd::kNone) == (data > 0));
  CHECK((inst.src[2] != opnd::kNone) == (data1 > 0));
}

}  // namespace

TEST_CASE("memory operands: DS columns and offsets", "[memory][ds]") {
  Inst w2 = decoded({0xD81C0804, 0x00030201});  // ds_write2_b32 v1, v2, v3 offset0:4 offset1:8
  checkDwords(w2, 0, 1, 1, 1);
  CHECK(w2.src[0] == opnd::vgpr(1));
  CHECK(w2.src[1] == opnd::vgpr(2));
  CHECK(w2.src[2] == opnd::vgpr(3));
  CHECK(w2.mem.offset0 == 4);
  CHECK(w2.mem.offset1 == 8);
  CHECK(w2.desc().has(iflag::Store | iflag::Lds | iflag::DsOffsetPair));

  Inst cmp = decoded({0xD8E0FFFF, 0x04060201});  // ds_cmpst_rtn_b64 v[4:5], v1, v[2:3], v[6:7]
  checkDwords(cmp, 2, 1, 2, 2);
  CHECK(cmp.dst == opnd::vgpr(4));
  CHECK(cmp.mem.offset == 65535);

  Inst gws = decoded({0xD9330004, 0x00000001});  // ds_gws_init v1 offset:4 gds
  checkDwords(gws, 0, 0, 1, 0);
  CHECK(gws.src[1] == opnd::vgpr(1));
  CHECK(gws.mem.gds);
  CHECK(gws.desc().has(iflag::Gds));
  CHECK_FALSE(gws.desc().has(iflag::Unsupported));  // lifted (Op::Gws, ir/gws.h)
}

TEST_CASE("memory operands: MUBUF addressing, returns and LDS forms", "[memory][mubuf]") {
  Inst load = decoded({0xE0525010, 0x01010102});  // buffer_load_dword v1, v2, s[4:7], s1 offen offset:16 glc slc
  checkDwords(load, 1, 1, 0, 0);
  CHECK(load.dst == opnd::vgpr(1));
  CHECK(load.src[0] == opnd::vgpr(2));
  CHECK(load.mem.srsrc == 4);
  CHECK(load.mem.soffset == 1);
  CHECK(load.mem.offset == 16);
  CHECK((load.mem.offen && !load.mem.idxen && load.mem.glc && load.mem.slc));

  Inst store = decoded({0xE07C3FFF, 0x80020102});  // buffer_store_dwordx4 v[1:4], v[2:3] ... idxen offen
  checkDwords(store, 0, 2, 4, 0);
  CHECK(store.mem.soffset == 128);  // inline constant 0

  // An atomic returns pre-op data into its data register only with GLC.
  Inst ret = decoded({0xE1846000, 0x7C010201});  // buffer_atomic_cmpswap_x2 v[2:5], v1, ... glc
  checkDwords(ret, 2, 1, 4, 0);
  CHECK(ret.dst == ret.src[1]);
  Inst noRet = decoded({0xE1080000, 0x00810100});  // buffer_atomic_add v1, off, s[4:7], s0
  checkDwords(noRet, 0, 0, 1, 0);
  CHECK_FALSE(noRet.mem.tfe);

  Inst lds = decoded({0xE0415008, 0x02010001});  // buffer_load_ubyte v1, s[4:7], s2 offen offset:8 glc lds
  checkDwords(lds, 0, 1, 0, 0);
  CHECK(lds.mem.lds);
}

TEST_CASE("memory operands: MTBUF format fields", "[memory][mtbuf]") {
  Inst t = decoded({0xEB8C8004, 0x01C10100});  // tbuffer_load_format_d16_xy ... [FLOAT] offset:4 slc tfe
  checkDwords(t, 1, 0, 0, 0);
  CHECK(t.mem.dfmt == 1);
  CHECK(t.mem.nfmt == 7);
  CHECK((t.mem.slc && t.mem.tfe));
}

TEST_CASE("memory operands: MIMG data width follows dmask, d16 and tfe", "[memory][mimg]") {
  Inst d16 = decoded({0xF0000D00, 0x80020004});  // image_load v[0:1], v4, s[8:15] dmask:0xd d16
  checkDwords(d16, 2, 1, 0, 0);
  CHECK(d16.mem.dmask == 0xd);
  CHECK(d16.mem.srsrc == 8);

  Inst tfe = decoded({0xF0210F00, 0x00020004});  // image_store v[0:4], v4, s[8:15] dmask:0xf tfe
  checkDwords(tfe, 0, 1, 5, 0);

  Inst cmpswap = decoded({0xF0443F00, 0x001D0004});  // image_atomic_cmpswap v[0:3] ... dmask:0xf glc
  checkDwords(cmpswap, 2, 1, 4, 0);                  // returns the pre-op 64-bit value
  CHECK(mimgDataDwords(cmpswap) == 4);

  Inst sample = decoded({0xF2EAE300, 0x00820004});  // image_sample_c_d_o v[0:1], v[4:7], s[8:15], s[16:19]
  checkDwords(sample, 2, 4, 0, 0);
  CHECK(sample.mem.ssamp == 16);
  CHECK((sample.mem.a16 && sample.mem.lwe && sample.mem.da && sample.mem.glc && sample.mem.slc));
  CHECK(sample.desc().has(iflag::Sampler | iflag::Unsupported));

  Inst gather = decoded({0xF1010100, 0x80000000});  // image_gather4 v[0:3] ... dmask:0x1 tfe d16
  CHECK(mimgDataDwords(gather) == 4);
}

TEST_CASE("memory operands: FLAT/GLOBAL/SCRATCH address forms", "[memory][flat]") {
  Inst off = decoded({0xDC508000, 0x057F0003});  // global_load_dword v5, v[3:4], off
  checkDwords(off, 1, 2, 0, 0);
  CHECK(off.mem.saddr == opnd::kNone);

  Inst saddr = decoded({0xDC709FF8, 0x00020100});  // global_store_dword v0, v1, s[2:3] offset:-8
  checkDwords(saddr, 0, 1, 1, 0);
  CHECK(saddr.mem.saddr == 2);
  CHECK(saddr.mem.offset == -8);

  Inst scratch = decoded({0xDC504004, 0x00020005});  // scratch_load_dword v0, off, s2 offset:4
  checkDwords(scratch, 1, 0, 0, 0);
  CHECK(scratch.mem.saddr == 2);

  Inst ret = decoded({0xDD090000, 0x00000301});  // flat_atomic_add v0, v[1:2], v3 glc
  checkDwords(ret, 1, 2, 1, 0);
  CHECK(ret.dst == opnd::vgpr(0));

  Inst flatOffset = decoded({0xDC501FFF, 0x00000001});  // flat_load_dword v0, v[1:2] offset:8191
  CHECK(flatOffset.mem.offset == 8191);

  Inst lds = decoded({0xDC48BFF0, 0x007F0001});  // global_load_ushort v[1:2], off offset:-16 lds
  checkDwords(lds, 0, 2, 0, 0);
  CHECK(lds.mem.lds);
}

TEST_CASE("memory operands: EXP fields", "[memory][exp]") {
  Inst e = decoded({0xC40007FF, 0x00000504});  // exp param31 v4, v4, v5, v5 compr
  CHECK(e.mem.target == 63);
  CHECK(e.mem.en == 0xf);
  CHECK(e.mem.compr);
  CHECK(e.mem.vsrc[0] == opnd::vgpr(4));
  CHECK(e.mem.vsrc[1] == opnd::vgpr(5));
  CHECK(e.desc().has(iflag::Unsupported));
}

TEST_CASE("memory table: flags agree with the operand columns", "[memory][table]") {
  for (const InstDesc& d : allInstDescs()) {
    bool memory = d.format == Format::DS || d.format == Format::MUBUF || d.format == Format::MTBUF ||
                  d.format == Format::MIMG || d.format == Format::FLAT ||
                  d.format == Format::GLOBAL || d.format == Format::SCRATCH;
    if (!memory) continue;
    INFO(d.mnemonic);
    bool returns = d.dst != OpType::None, data = d.src1 != OpType::None;
    if (d.has(iflag::Load)) CHECK(returns);
    if (d.has(iflag::Store) && !isLdsOnly(d)) CHECK(data);
    // DS atomics may take no data (ds_append, *_src2_*); the others always do.
    if (d.has(iflag::Atomic) && d.format != Format::DS) CHECK(data);
    if (d.has(iflag::MemNoData)) CHECK((!returns && !data && d.src0 == OpType::None));
    // Of the sampler rows those without depth compare (_c), texel offsets
    // (_o) or LOD query (get_lod) lift.
    std::string_view name = d.mnemonic;
    bool liftedSample = name.find("_c_") == std::string_view::npos && !name.ends_with("_c") &&
                        !name.ends_with("_o") && name != "image_get_lod";
    if (d.has(iflag::Sampler)) CHECK(d.has(iflag::Unsupported) != liftedSample);
    if (d.has(iflag::Gather4) || d.has(iflag::D16)) CHECK(d.format == Format::MIMG);
    if (d.has(iflag::DsOffsetPair) || d.has(iflag::Swizzle)) CHECK(d.format == Format::DS);
    // Rows present on every target, except the gfx908 float atomics.
    if (!d.onTarget(Target::Gfx900)) CHECK((d.onTarget(Target::Gfx908) && d.has(iflag::Atomic)));
  }
}

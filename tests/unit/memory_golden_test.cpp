// Golden disassembly of the vector-memory and export formats for the cases
// whose text or validity has its own rules. Words come from
// `llvm-mc-15 -arch=amdgcn -mcpu=gfx908 -show-encoding` where the text is
// assemblable, otherwise they are hand-made encodings; the text (or ".long",
// for words LLVM rejects) is what `llvm-objdump-15 -d --mcpu=gfxN` prints.
// Unless a case names its targets it holds on gfx900, gfx906 and gfx908.
#include <catch2/catch.hpp>

#include <cstdio>
#include <string>
#include <vector>

#include "isa/printer.h"
#include "memory_test_words.h"

using namespace gcnjit;
using memtest::Words;

namespace {

struct Golden {
  Words words;
  const char* text;  // nullptr: LLVM rejects the first word (".long")
};

std::string longOf(uint32_t w) {
  char buf[24];
  std::snprintf(buf, sizeof buf, ".long 0x%08x", w);
  return buf;
}

void check(std::initializer_list<Target> targets, const std::vector<Golden>& goldens) {
  for (Target t : targets) {
    for (const Golden& g : goldens) {
      std::vector<uint8_t> bytes = memtest::bytesOf(g.words);
      std::string want = g.text ? g.text : longOf(g.words.lo);
      INFO(targetName(t) << ": " << want);
      uint8_t size = 0;
      CHECK(disassembleOne(t, bytes, 0, size) == want);
      CHECK(size == (g.text ? 8 : 4));
    }
  }
}

void check(const std::vector<Golden>& goldens) {
  check({Target::Gfx900, Target::Gfx906, Target::Gfx908}, goldens);
}

}  // namespace

TEST_CASE("memory: DS offsets, operands and gds", "[memory][ds]") {
  check({
      {{0xD81C0804, 0x00030201}, "ds_write2_b32 v1, v2, v3 offset0:4 offset1:8"},
      {{0xD86C00FC, 0x00000000}, "ds_read_b32 v0, v0 offset:252"},
      {{0xD8F1FF00, 0x04000001}, "ds_read2st64_b64 v[4:7], v1 offset1:255 gds"},
      {{0xD85C0001, 0x04030201}, "ds_wrxchg2_rtn_b32 v[4:5], v1, v2, v3 offset0:1"},
      {{0xD8E0FFFF, 0x04060201}, "ds_cmpst_rtn_b64 v[4:5], v1, v[2:3], v[6:7] offset:65535"},
      {{0xD9BE0000, 0x00000201}, "ds_write_b128 v1, v[2:5]"},
      {{0xD97C0008, 0x04000000}, "ds_append v4 offset:8"},
      {{0xD83A0010, 0x00000200}, "ds_write_addtid_b32 v2 offset:16"},
      {{0xD87E0004, 0x04000201}, "ds_bpermute_b32 v4, v1, v2 offset:4"},
      {{0xD901000C, 0x00000001}, "ds_add_src2_u32 v1 offset:12 gds"},
      {{0xD8280000, 0x00000000}, "ds_nop"},
      {{0xD8280001, 0x00000000}, nullptr},  // ds_nop has no offset
      {{0xD87D0000, 0x04000201}, nullptr},  // ds_permute_b32 cannot use GDS
      {{0xDB01000C, 0x00000001}, nullptr},  // bit 25 set without vdst/data0
      {{0xD8EC0000, 0xFF0000FF}, nullptr},  // ds_read_b64 into v[255:256]
  });
}

TEST_CASE("memory: DS swizzle patterns", "[memory][ds]") {
  check({
      {{0xD87A801B, 0x04000001}, "ds_swizzle_b32 v4, v1 offset:swizzle(QUAD_PERM,3,2,1,0)"},
      {{0xD87A0044, 0x04000001}, "ds_swizzle_b32 v4, v1 offset:swizzle(BITMASK_PERM,\"00p10\")"},
      {{0xD87A101F, 0x04000001}, "ds_swizzle_b32 v4, v1 offset:swizzle(SWAP,4)"},
      {{0xD87A7C1F, 0x04000001}, "ds_swizzle_b32 v4, v1 offset:swizzle(REVERSE,32)"},
      {{0xD87A00B8, 0x04000001}, "ds_swizzle_b32 v4, v1 offset:swizzle(BROADCAST,8,5)"},
      {{0xD87A8804, 0x04000001}, "ds_swizzle_b32 v4, v1 offset:34820"},
      {{0xD87B80E4, 0x04000001}, "ds_swizzle_b32 v4, v1 offset:swizzle(QUAD_PERM,0,1,2,3) gds"},
  });
}

TEST_CASE("memory: GDS-only instructions", "[memory][ds]") {
  check({
      {{0xD9330004, 0x00000001}, "ds_gws_init v1 offset:4 gds"},  // data VGPR in ADDR
      {{0xD9350000, 0x00000000}, "ds_gws_sema_v gds"},
      {{0xD97F0304, 0x04000001}, "ds_ordered_count v4, v1 offset:772 gds"},
      {{0xD9320004, 0x00000001}, nullptr},  // GDS bit clear
  });
}

TEST_CASE("memory: MUBUF addressing and modifiers", "[memory][mubuf]") {
  check({
      {{0xE0525010, 0x01010102}, "buffer_load_dword v1, v2, s[4:7], s1 offen offset:16 glc slc"},
      {{0xE07C3FFF, 0x80020102}, "buffer_store_dwordx4 v[1:4], v[2:3], s[8:11], 0 idxen offen offset:4095"},
      {{0xE0280000, 0xC1810100}, "buffer_load_format_d16_xyz v[1:2], off, s[4:7], -1 tfe"},
      {{0xE1846000, 0x7C010201}, "buffer_atomic_cmpswap_x2 v[2:5], v1, s[4:7], m0 idxen glc"},
      {{0xE1080000, 0x00810100}, "buffer_atomic_add v1, off, s[4:7], s0"},  // TFE ignored
      {{0xE0500000, 0x7D1A0000}, "buffer_load_dword v0, off, xnack_mask, null"},
      {{0xE0500000, 0x00200000}, "buffer_load_dword v0, off, s[0:3], s0"},  // bit 53 ignored
      {{0xE0500000, 0xFF010000}, nullptr},  // SOFFSET cannot be a literal
      {{0xE05C0000, 0x0001FE00}, nullptr},  // v[254:257]
  });
}

TEST_CASE("memory: MUBUF LDS forms and cache control", "[memory][mubuf]") {
  check({
      {{0xE0415008, 0x02010001}, "buffer_load_ubyte v1, s[4:7], s2 offen offset:8 glc lds"},
      {{0xE0F74008, 0x01010000}, "buffer_store_lds_dword s[4:7], s1 offset:8 lds glc slc"},
      {{0xE0FC0000, 0x00000000}, "buffer_wbinvl1_vol"},
      // LLVM also takes buffer_wbinvl1's gfx6/gfx7 opcode (0x71) on gfx9.
      {{0xE1C40000, 0x00000000}, "buffer_wbinvl1"},
      {{0xE0710000, 0x00010100}, nullptr},  // buffer_store_dword has no LDS form
  });
}

TEST_CASE("memory: gfx908 float atomics", "[memory][mubuf][flat]") {
  std::vector<Golden> atomics = {
      {{0xDD349FFC, 0x007F0200}, "global_atomic_add_f32 v[0:1], v2, off offset:-4"},
      {{0xDD388000, 0x00040200}, "global_atomic_pk_add_f16 v0, v2, s[4:5]"},
      {{0xE1360004, 0x01010100}, "buffer_atomic_add_f32 v1, off, s[4:7], s1 offset:4 slc"},
      {{0xE1382000, 0x80010102}, "buffer_atomic_pk_add_f16 v1, v2, s[4:7], 0 idxen"},
  };
  check({Target::Gfx908}, atomics);
  for (Golden& g : atomics) g.text = nullptr;
  check({Target::Gfx900, Target::Gfx906}, atomics);
  // No returning forms: GLC (and FLAT bit 25) must be clear.
  check({Target::Gfx908}, {
      {{0xE1364004, 0x01010100}, nullptr},
      {{0xDD359FFC, 0x007F0200}, nullptr},
      {{0xDF349FFC, 0x007F0200}, nullptr},
  });
}

TEST_CASE("memory: MTBUF formats", "[memory][mtbuf]") {
  check({
      {{0xE9780000, 0x80010100},
       "tbuffer_load_format_x v1, off, s[4:7], 0 format:[BUF_DATA_FORMAT_RESERVED_15,BUF_NUM_FORMAT_USCALED]"},
      {{0xE8239000, 0x031C0102},
       "tbuffer_store_format_xyzw v[1:4], v2, ttmp[4:7], s3 format:[BUF_DATA_FORMAT_32] offen"},
      {{0xEB8C8004, 0x01C10100},
       "tbuffer_load_format_d16_xy v1, off, s[4:7], s1 format:[BUF_NUM_FORMAT_FLOAT] offset:4 slc tfe"},
      {{0xE8088000, 0x01010100}, "tbuffer_load_format_xy v[1:2], off, s[4:7], s1"},
  });
}

TEST_CASE("memory: MIMG data widths", "[memory][mimg]") {
  check({
      {{0xF0001F00, 0x00020004}, "image_load v[0:3], v4, s[8:15] dmask:0xf unorm"},
      {{0xF0000D00, 0x80020004}, "image_load v[0:1], v4, s[8:15] dmask:0xd d16"},
      {{0xF0210F00, 0x00020004}, "image_store v[0:4], v4, s[8:15] dmask:0xf tfe"},
      {{0xF2EAE300, 0x00820004},
       "image_sample_c_d_o v[0:1], v[4:7], s[8:15], s[16:19] dmask:0x3 glc slc a16 lwe da"},
      {{0xF13C0200, 0x80820004}, "image_gather4_c_lz v[0:1], v[4:5], s[8:15], s[16:19] dmask:0x2 d16"},
      {{0xF0443F00, 0x001D0004}, "image_atomic_cmpswap v[0:3], v4, ttmp[8:15] dmask:0xf unorm glc"},
      {{0xF0480300, 0x00020004}, "image_atomic_add v[0:1], v4, s[8:15] dmask:0x3"},
      {{0xF1800300, 0x00820004}, "image_get_lod v[0:1], v4, s[8:15], s[16:19] dmask:0x3"},
      // No 3-dword gather4: d16 with tfe keeps the base width 4.
      {{0xF1010100, 0x80000000}, "image_gather4 v[0:3], v0, s[0:7], s[0:3] dmask:0x1 tfe d16"},
      // The widened tuple would pass v255: the base width stays.
      {{0xF0000F00, 0x0000FE00}, "image_load v254, v0, s[0:7] dmask:0xf"},
      {{0xF1000100, 0x8000FD00}, nullptr},  // gather4's base v[253:256] does not fit
      {{0xF0440100, 0x0000FF00}, nullptr},  // cmpswap's base v[255:256] does not fit
      {{0xF0000F00, 0x00200000}, nullptr},  // SSAMP set without a sampler
      {{0xF0080F00, 0x80000000}, nullptr},  // image_load_pck has no D16 form
      {{0xF0000F01, 0x00000000}, nullptr},  // opcode bit 7 (word bit 0)
  });
}

TEST_CASE("memory: FLAT, GLOBAL and SCRATCH addressing", "[memory][flat]") {
  check({
      {{0xDC508000, 0x057F0003}, "global_load_dword v5, v[3:4], off"},
      {{0xDC709FF8, 0x00020100}, "global_store_dword v0, v1, s[2:3] offset:-8"},
      {{0xDC504004, 0x00020000}, "scratch_load_dword v0, off, s2 offset:4"},
      {{0xDC504004, 0x00020005}, "scratch_load_dword v0, off, s2 offset:4"},  // VADDR unused
      {{0xDC745000, 0x007F0201}, "scratch_store_dwordx2 v1, v[2:3], off offset:-4096"},
      {{0xDD090000, 0x00000301}, "flat_atomic_add v0, v[1:2], v3 glc"},
      {{0xDD860FFF, 0x00000201}, "flat_atomic_cmpswap_x2 v[1:2], v[2:5] offset:4095 slc"},
      {{0xDC501FFF, 0x00000001}, "flat_load_dword v0, v[1:2] offset:8191"},
      {{0xDC580010, 0x00000001}, "flat_load_dwordx3 v[0:2], v[1:2] offset:16"},
      {{0xDD998000, 0x007E0402}, "global_atomic_smax_x2 v[0:1], v2, v[4:5], exec glc"},
      {{0xDC508000, 0x04030001}, "global_load_dword v4, v1, s[2:3]"},  // odd SADDR aligned
      {{0xDC508000, 0x047D0001}, "global_load_dword v4, v1, null"},
      {{0xDC508000, 0x047C0001}, nullptr},  // m0 is no pair
      {{0xDC500000, 0x00020001}, nullptr},  // FLAT has no SADDR
      {{0xDC502000, 0x00000001}, nullptr},  // FLAT has no LDS form
  });
}

TEST_CASE("memory: GLOBAL and SCRATCH LDS forms", "[memory][flat]") {
  check({
      {{0xDC48BFF0, 0x007F0001}, "global_load_ushort v[1:2], off offset:-16 lds"},
      {{0xDC476000, 0x007F0001}, "scratch_load_sbyte v1, off glc slc lds"},
      {{0xDC48BFF0, 0x00FF0001}, nullptr},  // NV set
  });
}

TEST_CASE("memory: EXP targets and enables", "[memory][exp]") {
  check({
      {{0xC400180F, 0x03020100}, "exp mrt0 v0, v1, v2, v3 done vm"},
      {{0xC40000C5, 0x00020000}, "exp pos0 v0, off, v2, off"},
      {{0xC40007FF, 0x00000504}, "exp param31 v4, v4, v5, v5 compr"},
      {{0xC4000880, 0x00000000}, "exp mrtz off, off, off, off done"},
      {{0xC400009B, 0x030001FF}, "exp null v255, v1, off, v3"},
      {{0xC40000AF, 0x03020100}, "exp invalid_target_10 v0, v1, v2, v3"},
  });
}

TEST_CASE("memory: no AccVGPR data, also on gfx908", "[memory]") {
  // The bits later chips use to select AccVGPR data (DS bit 25, FLAT NV) are
  // ignored: MI100 shader I/O uses architectural VGPRs only.
  check({
      {{0xDA6C00FC, 0x04000001}, "ds_read_b32 v4, v1 offset:252"},
      {{0xDC508000, 0x05FF0003}, "global_load_dword v5, v[3:4], off"},
  });
}

TEST_CASE("memory: one word left is truncated", "[memory]") {
  for (Target t : memtest::kTargets) {
    std::vector<uint8_t> bytes = memtest::bytesOf({0xD86C00FC, 0});
    bytes.resize(4);
    CHECK(decode(t, bytes).status == DecodeStatus::Truncated);
  }
}

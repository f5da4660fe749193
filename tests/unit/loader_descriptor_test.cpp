// Kernel descriptors of every fixture against llvm-objdump-15's decoding
// (the .amdhsa_ directives of `llvm-objdump -D -j .rodata`), plus the
// consistency rules of AMDGPUUsage that objdump does not print.
#include <catch2/catch.hpp>

#include <functional>

#include "loader/code_object.h"
#include "loader_test_support.h"

using namespace gcnjit;
using namespace gcnjit::loader_test;

namespace {

// What each directive llvm-objdump prints corresponds to in our decoding.
const std::map<std::string, std::function<int64_t(const KernelDescriptor&)>>& directiveMap() {
  static const std::map<std::string, std::function<int64_t(const KernelDescriptor&)>> m = {
      {".amdhsa_group_segment_fixed_size", [](const KernelDescriptor& d) { return d.groupSegmentFixedSize; }},
      {".amdhsa_private_segment_fixed_size", [](const KernelDescriptor& d) { return d.privateSegmentFixedSize; }},
      {".amdhsa_kernarg_size", [](const KernelDescriptor& d) { return d.kernargSize; }},
      {".amdhsa_next_free_vgpr", [](const KernelDescriptor& d) { return d.allocatedVgprs(); }},
      {".amdhsa_next_free_sgpr", [](const KernelDescriptor& d) { return d.allocatedSgprs(); }},
      {".amdhsa_float_round_mode_32", [](const KernelDescriptor& d) { return d.rsrc1.floatRoundMode32; }},
      {".amdhsa_float_round_mode_16_64", [](const KernelDescriptor& d) { return d.rsrc1.floatRoundMode1664; }},
      {".amdhsa_float_denorm_mode_32", [](const KernelDescriptor& d) { return d.rsrc1.floatDenormMode32; }},
      {".amdhsa_float_denorm_mode_16_64", [](const KernelDescriptor& d) { return d.rsrc1.floatDenormMode1664; }},
      {".amdhsa_dx10_clamp", [](const KernelDescriptor& d) { return d.rsrc1.enableDx10Clamp; }},
      {".amdhsa_ieee_mode", [](const KernelDescriptor& d) { return d.rsrc1.enableIeeeMode; }},
      {".amdhsa_fp16_overflow", [](const KernelDescriptor& d) { return d.rsrc1.fp16Ovfl; }},
      {".amdhsa_system_sgpr_private_segment_wavefront_offset",
       [](const KernelDescriptor& d) { return d.rsrc2.enablePrivateSegment; }},
      {".amdhsa_system_sgpr_workgroup_id_x", [](const KernelDescriptor& d) { return d.rsrc2.enableSgprWorkgroupIdX; }},
      {".amdhsa_system_sgpr_workgroup_id_y", [](const KernelDescriptor& d) { return d.rsrc2.enableSgprWorkgroupIdY; }},
      {".amdhsa_system_sgpr_workgroup_id_z", [](const KernelDescriptor& d) { return d.rsrc2.enableSgprWorkgroupIdZ; }},
      {".amdhsa_system_sgpr_workgroup_info", [](const KernelDescriptor& d) { return d.rsrc2.enableSgprWorkgroupInfo; }},
      {".amdhsa_system_vgpr_workitem_id", [](const KernelDescriptor& d) { return d.rsrc2.enableVgprWorkitemId; }},
      {".amdhsa_exception_fp_ieee_invalid_op",
       [](const KernelDescriptor& d) { return d.rsrc2.enableExceptionIeee754FpInvalidOperation; }},
      {".amdhsa_exception_fp_denorm_src", [](const KernelDescriptor& d) { return d.rsrc2.enableExceptionFpDenormalSource; }},
      {".amdhsa_exception_fp_ieee_div_zero",
       [](const KernelDescriptor& d) { return d.rsrc2.enableExceptionIeee754FpDivisionByZero; }},
      {".amdhsa_exception_fp_ieee_overflow", [](const KernelDescriptor& d) { return d.rsrc2.enableExceptionIeee754FpOverflow; }},
      {".amdhsa_exception_fp_ieee_underflow",
       [](const KernelDescriptor& d) { return d.rsrc2.enableExceptionIeee754FpUnderflow; }},
      {".amdhsa_exception_fp_ieee_inexact", [](const KernelDescriptor& d) { return d.rsrc2.enableExceptionIeee754FpInexact; }},
      {".amdhsa_exception_int_div_zero", [](const KernelDescriptor& d) { return d.rsrc2.enableExceptionIntDivideByZero; }},
      {".amdhsa_user_sgpr_private_segment_buffer",
       [](const KernelDescriptor& d) { return d.properties.enableSgprPrivateSegmentBuffer; }},
      {".amdhsa_user_sgpr_dispatch_ptr", [](const KernelDescriptor& d) { return d.properties.enableSgprDispatchPtr; }},
      {".amdhsa_user_sgpr_queue_ptr", [](const KernelDescriptor& d) { return d.properties.enableSgprQueuePtr; }},
      {".amdhsa_user_sgpr_kernarg_segment_ptr",
       [](const KernelDescriptor& d) { return d.properties.enableSgprKernargSegmentPtr; }},
      {".amdhsa_user_sgpr_dispatch_id", [](const KernelDescriptor& d) { return d.properties.enableSgprDispatchId; }},
      {".amdhsa_user_sgpr_flat_scratch_init",
       [](const KernelDescriptor& d) { return d.properties.enableSgprFlatScratchInit; }},
      {".amdhsa_user_sgpr_private_segment_size",
       [](const KernelDescriptor& d) { return d.properties.enableSgprPrivateSegmentSize; }},
      {".amdhsa_uses_dynamic_stack", [](const KernelDescriptor& d) { return d.properties.usesDynamicStack; }},
  };
  return m;
}

// Directives the assembler accepts but the descriptor does not encode:
// llvm-objdump always prints them as 0.
bool isUnencoded(const std::string& directive) {
  return directive == ".amdhsa_reserve_vcc" || directive == ".amdhsa_reserve_flat_scratch" ||
         directive == ".amdhsa_reserve_xnack_mask";
}

}  // namespace

TEST_CASE("kernel descriptors match llvm-objdump's decoding on every fixture", "[loader]") {
  int kernelsChecked = 0;
  for (const std::string& name : elfFixtures()) {
    std::map<std::string, Directives> reference = parseDescriptorDirectives(readText(fixture(name) + ".kd.txt"));
    std::vector<CodeObject> objects = loadCodeObjects(fixture(name));
    REQUIRE(objects.size() == 1);
    const CodeObject& co = objects[0];
    CHECK(co.kernels().size() == reference.size());
    for (const auto& [kernelName, directives] : reference) {
      INFO(name << " kernel " << kernelName);
      const Kernel* k = co.findKernel(kernelName);
      REQUIRE(k != nullptr);
      for (const auto& [directive, value] : directives) {
        INFO(directive);
        auto it = directiveMap().find(directive);
        if (it == directiveMap().end()) {
          CHECK(isUnencoded(directive));
          continue;
        }
        CHECK(it->second(k->descriptor) == value);
      }
      ++kernelsChecked;
    }
  }
  CHECK(kernelsChecked > 0);
}

// AMDGPUUsage "Initial Kernel Execution State": USER_SGPR_COUNT counts the
// enabled user SGPRs (private segment buffer 4, pointers and ids 2 each,
// private segment size 1); reserved fields are 0 on GFX9.
TEST_CASE("descriptor fields objdump does not print are consistent", "[loader]") {
  for (const std::string& name : elfFixtures()) {
    std::vector<CodeObject> objects = loadCodeObjects(fixture(name));
    for (const Kernel& k : objects[0].kernels()) {
      INFO(name << " kernel " << k.name);
      const KernelDescriptor& d = k.descriptor;
      const KernelCodeProperties& p = d.properties;
      uint32_t userSgprs = 4 * p.enableSgprPrivateSegmentBuffer + 2 * p.enableSgprDispatchPtr +
                           2 * p.enableSgprQueuePtr + 2 * p.enableSgprKernargSegmentPtr +
                           2 * p.enableSgprDispatchId + 2 * p.enableSgprFlatScratchInit +
                           p.enableSgprPrivateSegmentSize;
      if (d.rsrc2.userSgprCount != 0) CHECK(d.rsrc2.userSgprCount == userSgprs);
      CHECK(d.reservedBytesZero);
      CHECK(d.rsrc1.reserved == 0);
      CHECK(d.rsrc2.reserved == 0);
      CHECK(d.rsrc3.raw == 0);  // reserved on GFX9, gfx908 included
      CHECK(p.reserved0 == 0);
      CHECK(p.reserved1 == 0);
      CHECK(p.enableWavefrontSize32 == 0);  // GFX10+ only
      if (k.metadata) {
        CHECK(d.groupSegmentFixedSize == k.metadata->groupSegmentFixedSize);
        CHECK(d.privateSegmentFixedSize == k.metadata->privateSegmentFixedSize);
        CHECK(d.kernargSize == k.metadata->kernargSegmentSize);
        CHECK(d.allocatedSgprs() >= k.metadata->sgprCount);
        CHECK(d.allocatedVgprs() >= std::max(k.metadata->vgprCount, k.metadata->agprCount));
        CHECK(bool(p.usesDynamicStack) == k.metadata->usesDynamicStack);
      }
    }
  }
}

TEST_CASE("decodeKernelDescriptor places bytes and bits as AMDGPUUsage lays them out", "[loader]") {
  std::array<uint8_t, kKernelDescriptorSize> bytes{};
  auto put = [&bytes](size_t offset, uint64_t v, size_t size) {
    for (size_t i = 0; i < size; ++i) bytes[offset + i] = uint8_t(v >> (8 * i));
  };
  put(0, 0x11223344, 4);
  put(4, 0x55667788, 4);
  put(8, 0x99aabbcc, 4);
  put(16, uint64_t(-4096), 8);
  put(44, 0x0001003f, 4);   // tg_split, accum_offset 63
  put(48, 0x04000000, 4);   // fp16_ovfl
  put(52, 0x80000001, 4);   // reserved bit 31, enable_private_segment
  put(56, 0x0801, 2);       // uses_dynamic_stack, private segment buffer
  KernelDescriptor d = decodeKernelDescriptor(bytes);
  CHECK(d.groupSegmentFixedSize == 0x11223344u);
  CHECK(d.privateSegmentFixedSize == 0x55667788u);
  CHECK(d.kernargSize == 0x99aabbccu);
  CHECK(d.kernelCodeEntryByteOffset == -4096);
  CHECK(d.rsrc3.accumOffset == 63);
  CHECK(d.rsrc3.tgSplit == 1);
  CHECK(d.rsrc1.fp16Ovfl == 1);
  CHECK(d.rsrc1.bulky == 0);
  CHECK(d.rsrc2.enablePrivateSegment == 1);
  CHECK(d.rsrc2.reserved == 1);
  CHECK(d.properties.usesDynamicStack == 1);
  CHECK(d.properties.enableSgprPrivateSegmentBuffer == 1);
  CHECK(d.reservedBytesZero);
  bytes[60] = 1;
  CHECK_FALSE(decodeKernelDescriptor(bytes).reservedBytesZero);

  int fields = 0;
  forEachDescriptorField(d, [&fields](std::string_view, std::string_view, int64_t) { ++fields; });
  CHECK(fields == 4 + 4 + 15 + 19 + 11);  // byte fields, then RSRC3, RSRC1, RSRC2, properties
}

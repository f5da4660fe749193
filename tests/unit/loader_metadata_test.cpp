// NT_AMDGPU_METADATA of every fixture against llvm-readelf-15 --notes, facts
// the fixture sources fix (LDS and scratch sizes, arguments), and the msgpack
// reader on malformed documents.
#define MSGPACK_NO_BOOST
#include <catch2/catch.hpp>
#include <msgpack.hpp>

#include "loader/code_object.h"
#include "loader/format_error.h"
#include "loader_test_support.h"

using namespace gcnjit;
using namespace gcnjit::loader_test;

namespace {

std::string str(uint64_t v) { return std::to_string(v); }
std::string str(bool b) { return b ? "true" : "false"; }
std::string joined(const std::vector<uint64_t>& v) {
  std::string s;
  for (uint64_t x : v) s += (s.empty() ? "" : ",") + std::to_string(x);
  return s;
}
std::string joined(const std::vector<std::string>& v) {
  std::string s;
  for (const std::string& x : v) s += (s.empty() ? "" : ",") + x;
  return s;
}

// Our value of each metadata key, as llvm-readelf prints it.
std::map<std::string, std::string> kernelScalars(const KernelMetadata& m) {
  std::map<std::string, std::string> s = {
      {".name", m.name},
      {".symbol", m.symbol},
      {".language", m.language},
      {".kernarg_segment_size", str(m.kernargSegmentSize)},
      {".kernarg_segment_align", str(m.kernargSegmentAlign)},
      {".group_segment_fixed_size", str(m.groupSegmentFixedSize)},
      {".private_segment_fixed_size", str(m.privateSegmentFixedSize)},
      {".wavefront_size", str(m.wavefrontSize)},
      {".sgpr_count", str(m.sgprCount)},
      {".vgpr_count", str(m.vgprCount)},
      {".agpr_count", str(m.agprCount)},
      {".max_flat_workgroup_size", str(m.maxFlatWorkgroupSize)},
      {".sgpr_spill_count", str(m.sgprSpillCount)},
      {".vgpr_spill_count", str(m.vgprSpillCount)},
      {".uses_dynamic_stack", str(m.usesDynamicStack)},
      {".uniform_work_group_size", str(m.uniformWorkGroupSize)},
      {".vec_type_hint", m.vecTypeHint},
      {".device_enqueue_symbol", m.deviceEnqueueSymbol},
  };
  return s;
}

std::map<std::string, std::string> kernelLists(const KernelMetadata& m) {
  auto list = [](const std::optional<std::array<uint64_t, 3>>& a) {
    return a ? joined(std::vector<uint64_t>(a->begin(), a->end())) : std::string();
  };
  return {{".language_version", joined(m.languageVersion)},
          {".reqd_workgroup_size", list(m.reqdWorkgroupSize)},
          {".workgroup_size_hint", list(m.workgroupSizeHint)}};
}

std::map<std::string, std::string> argScalars(const KernelArgMetadata& a) {
  return {{".name", a.name},
          {".type_name", a.typeName},
          {".offset", str(a.offset)},
          {".size", str(a.size)},
          {".value_kind", a.valueKind},
          {".value_type", a.valueType},
          {".pointee_align", a.pointeeAlign ? str(*a.pointeeAlign) : ""},
          {".address_space", a.addressSpace},
          {".access", a.access},
          {".actual_access", a.actualAccess},
          {".is_const", str(a.isConst)},
          {".is_restrict", str(a.isRestrict)},
          {".is_volatile", str(a.isVolatile)},
          {".is_pipe", str(a.isPipe)}};
}

// Every key llvm-readelf printed must be one we read, with the same value.
void checkKeys(const std::map<std::string, std::string>& reference, const std::map<std::string, std::string>& ours) {
  for (const auto& [key, value] : reference) {
    INFO("key " << key);
    auto it = ours.find(key);
    REQUIRE(it != ours.end());
    CHECK(it->second == value);
  }
}

const KernelMetadata& metadataOf(const CodeObject& co, const std::string& kernel) {
  const Kernel* k = co.findKernel(kernel);
  REQUIRE(k != nullptr);
  REQUIRE(k->metadata != nullptr);
  return *k->metadata;
}

std::vector<uint8_t> pack(const std::function<void(msgpack::packer<msgpack::sbuffer>&)>& build) {
  msgpack::sbuffer buffer;
  msgpack::packer<msgpack::sbuffer> p(buffer);
  build(p);
  return std::vector<uint8_t>(buffer.data(), buffer.data() + buffer.size());
}

void packKernel(msgpack::packer<msgpack::sbuffer>& p, uint64_t argOffset) {
  p.pack_map(2);
  p.pack("amdhsa.version"); p.pack_array(2); p.pack(1); p.pack(1);
  p.pack("amdhsa.kernels"); p.pack_array(1);
  p.pack_map(11);
  p.pack(".name"); p.pack("k");
  p.pack(".symbol"); p.pack("k.kd");
  p.pack(".kernarg_segment_size"); p.pack(16);
  p.pack(".kernarg_segment_align"); p.pack(8);
  p.pack(".group_segment_fixed_size"); p.pack(0);
  p.pack(".private_segment_fixed_size"); p.pack(0);
  p.pack(".wavefront_size"); p.pack(64);
  p.pack(".sgpr_count"); p.pack(8);
  p.pack(".vgpr_count"); p.pack(4);
  p.pack(".max_flat_workgroup_size"); p.pack(256);
  p.pack(".args"); p.pack_array(1);
  p.pack_map(3);
  p.pack(".offset"); p.pack(argOffset);
  p.pack(".size"); p.pack(8);
  p.pack(".value_kind"); p.pack("global_buffer");
}

}  // namespace

TEST_CASE("metadata matches llvm-readelf --notes on every fixture", "[loader]") {
  int argsChecked = 0;
  for (const std::string& name : elfFixtures()) {
    INFO(name);
    ReadelfMetadata reference = parseReadelfNotes(readText(fixture(name) + ".notes.txt"));
    std::vector<CodeObject> objects = loadCodeObjects(fixture(name));
    const CodeObjectMetadata& md = objects[0].metadata();
    CHECK(joined(md.version) == joined(reference.top.lists["amdhsa.version"]));
    CHECK(md.target == reference.top.scalars["amdhsa.target"]);
    CHECK(joined(md.printf) == joined(reference.top.lists["amdhsa.printf"]));
    REQUIRE(md.kernels.size() == reference.kernels.size());
    for (size_t i = 0; i < md.kernels.size(); ++i) {
      const KernelMetadata& m = md.kernels[i];
      const YamlMap& ref = reference.kernels[i];
      INFO("kernel " << m.name);
      checkKeys(ref.scalars, kernelScalars(m));
      std::map<std::string, std::string> refLists;
      for (const auto& [key, values] : ref.lists)
        if (key != ".args") refLists[key] = joined(values);
      checkKeys(refLists, kernelLists(m));
      REQUIRE(m.args.size() == ref.args.size());
      for (size_t a = 0; a < m.args.size(); ++a) {
        INFO("argument " << a);
        checkKeys(ref.args[a].scalars, argScalars(m.args[a]));
        ++argsChecked;
      }
    }
  }
  CHECK(argsChecked > 0);
}

TEST_CASE("metadata carries the facts the fixture sources fix", "[loader]") {
  const uint64_t ldsBytes = GCNJIT_LOADER_LDS_WORDS * 4;
  for (const char* name : {"kernels-gfx900-v3.co", "kernels-gfx906-v4.co", "kernels-gfx908-v5.co"}) {
    INFO(name);
    std::vector<CodeObject> objects = loadCodeObjects(fixture(name));
    const CodeObject& co = objects[0];
    CHECK(metadataOf(co, "tile_reverse").groupSegmentFixedSize == ldsBytes);
    CHECK(co.findKernel("tile_reverse")->descriptor.groupSegmentFixedSize == ldsBytes);

    // axpy(__global float* y, __global const float* x, float a)
    const KernelMetadata& axpy = metadataOf(co, "axpy");
    std::vector<const KernelArgMetadata*> explicitArgs;
    for (const KernelArgMetadata& a : axpy.args)
      if (!a.isHidden()) explicitArgs.push_back(&a);
    REQUIRE(explicitArgs.size() == 3);
    CHECK(explicitArgs[0]->valueKind == "global_buffer");
    CHECK(explicitArgs[0]->size == 8);
    CHECK_FALSE(explicitArgs[0]->isConst);
    CHECK(explicitArgs[1]->isConst);
    CHECK(explicitArgs[1]->typeName == "float*");
    CHECK(explicitArgs[2]->valueKind == "by_value");
    CHECK(explicitArgs[2]->size == sizeof(float));
    CHECK(explicitArgs[2]->offset == 16);
    CHECK(axpy.args.size() > explicitArgs.size());  // hidden arguments follow

    // int priv[64] indexed at run time: scratch, and the descriptor enables it
    const Kernel* withPrivate = co.findKernel("with_private");
    CHECK(withPrivate->metadata->privateSegmentFixedSize >= 64 * sizeof(int));
    CHECK(withPrivate->descriptor.rsrc2.enablePrivateSegment == 1);

    // reqd_work_group_size(64, 1, 1) and a __local pointer argument
    const KernelMetadata& fixed = metadataOf(co, "fixed_size");
    REQUIRE(fixed.reqdWorkgroupSize.has_value());
    CHECK(*fixed.reqdWorkgroupSize == std::array<uint64_t, 3>{64, 1, 1});
    CHECK(fixed.args.at(1).valueKind == "dynamic_shared_pointer");
    CHECK(fixed.args.at(1).addressSpace == "local");
    CHECK(fixed.args.at(1).pointeeAlign.has_value());
    CHECK(fixed.args.at(2).size == sizeof(char));
    CHECK(fixed.args.at(3).size == sizeof(long));

    // loop_sum calls triangle: a device function, not a kernel
    bool hasTriangle = false;
    for (const ElfSymbol& f : co.functions()) hasTriangle |= f.name == "triangle";
    CHECK(hasTriangle);
    CHECK(co.findKernel("triangle") == nullptr);
  }
  std::vector<CodeObject> gfx908 = loadCodeObjects(fixture("kernels-gfx908-v4.co"));
  CHECK(metadataOf(gfx908[0], "mfma").agprCount > 0);
  for (const CodeObject& co : loadCodeObjects(fixture("app")))
    CHECK(co.kernels().at(0).metadata->groupSegmentFixedSize == GCNJIT_LOADER_SCALE_TILE * sizeof(float));
}

TEST_CASE("metadata reader rejects malformed documents with a cause", "[loader]") {
  CHECK(parseMetadata(pack([](auto& p) { packKernel(p, 8); })).kernels.at(0).args.at(0).offset == 8);
  CHECK_THROWS_WITH(parseMetadata(pack([](auto& p) { packKernel(p, 12); })),
                    Catch::Contains("outside the kernarg segment"));
  CHECK_THROWS_WITH(parseMetadata(pack([](auto& p) {
                      p.pack_map(1);
                      p.pack("amdhsa.kernels");
                      p.pack_array(0);
                    })),
                    Catch::Contains("missing amdhsa.version"));
  CHECK_THROWS_WITH(parseMetadata(pack([](auto& p) {
                      p.pack_map(2);
                      p.pack("amdhsa.version"); p.pack_array(2); p.pack(1); p.pack(1);
                      p.pack("amdhsa.kernels"); p.pack_array(1);
                      p.pack_map(2);
                      p.pack(".name"); p.pack("k");
                      p.pack(".symbol"); p.pack(7);
                    })),
                    Catch::Contains("kernel 'k': .symbol is not a string"));
  CHECK_THROWS_WITH(parseMetadata(pack([](auto& p) { p.pack_array(0); })), Catch::Contains("is not a map"));
  // An array header claiming 2^32-1 elements in a few bytes, and nesting
  // deeper than any metadata: rejected without allocating or recursing.
  std::vector<uint8_t> huge = {0x81, 0xa1, 'a', 0xdd, 0xff, 0xff, 0xff, 0xff};
  CHECK_THROWS_AS(parseMetadata(huge), loader::FormatError);
  std::vector<uint8_t> deep(100000, 0x91);  // [[[[...
  CHECK_THROWS_AS(parseMetadata(deep), loader::FormatError);
  std::vector<uint8_t> trailing = pack([](auto& p) { packKernel(p, 0); });
  trailing.push_back(0xc0);
  CHECK_THROWS_WITH(parseMetadata(trailing), Catch::Contains("trailing bytes"));
}

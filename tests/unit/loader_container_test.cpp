// Containers: HIP executables (.hip_fatbin with one or two bundles), offload
// bundles from hipcc, target selection, and the target ids e_flags and
// bundle entry ids state.
#include <catch2/catch.hpp>

#include <set>

#include "loader/code_object.h"
#include "loader/offload_bundle.h"
#include "loader_test_support.h"

using namespace gcnjit;
using namespace gcnjit::loader_test;

TEST_CASE(".hip_fatbin code objects are byte-identical to clang-offload-bundler's", "[loader]") {
  for (const char* file : {"app", "app.fatbin"}) {
    INFO(file);
    std::vector<CodeObject> objects = loadCodeObjects(fixture(file));
    REQUIRE(objects.size() == 3);
    for (const CodeObject& co : objects) {
      std::string arch(targetName(co.target().processor));
      INFO(arch);
      CHECK(co.source() == fixture(file) + ":" + arch);
      std::vector<uint8_t> reference = readBytes(fixture("app.unbundled-" + arch + ".co"));
      REQUIRE_FALSE(reference.empty());
      CHECK(std::equal(co.image().begin(), co.image().end(), reference.begin(), reference.end()));
    }
  }
}

TEST_CASE("a target selects one code object of a container", "[loader]") {
  for (Target t : {Target::Gfx900, Target::Gfx906, Target::Gfx908}) {
    std::vector<CodeObject> objects = loadCodeObjects(fixture("app"), t);
    REQUIRE(objects.size() == 1);
    CHECK(objects[0].target().processor == t);
  }
  std::vector<CodeObject> plain = loadCodeObjects(fixture("kernels-gfx906-v4.co"), Target::Gfx906);
  CHECK(plain.size() == 1);
  CHECK_THROWS_WITH(loadCodeObjects(fixture("kernels-gfx906-v4.co"), Target::Gfx908),
                    fixture("kernels-gfx906-v4.co") + ": no code object for gfx908 (has gfx906)");
}

TEST_CASE("a .hip_fatbin of two translation units holds two bundles", "[loader]") {
  std::vector<CodeObject> objects = loadCodeObjects(fixture("app_two_units"));
  REQUIRE(objects.size() == 4);
  std::set<std::string> kernelsPerBundle[2];
  for (const CodeObject& co : objects) {
    INFO(co.source());
    bool first = co.source().starts_with(fixture("app_two_units") + "#1:");
    bool second = co.source().starts_with(fixture("app_two_units") + "#2:");
    REQUIRE(first != second);
    for (const Kernel& k : co.kernels()) kernelsPerBundle[second].insert(k.name);
  }
  // Each translation unit has one kernel, present for both architectures.
  CHECK(kernelsPerBundle[0].size() == 1);
  CHECK(kernelsPerBundle[1].size() == 1);
  CHECK(kernelsPerBundle[0] != kernelsPerBundle[1]);
}

TEST_CASE("offload bundle entries carry target ids that match e_flags", "[loader]") {
  std::vector<uint8_t> data = readBytes(fixture("app.bundle"));
  OffloadBundle bundle = parseOffloadBundle(data);
  std::set<std::string> ids;
  for (const OffloadBundleEntry& e : bundle.entries)
    if (e.offloadKind() != "host") ids.insert(std::string(e.targetId()));
  CHECK(ids == std::set<std::string>{"gfx906:xnack-", "gfx908:sramecc+:xnack-"});

  std::vector<CodeObject> objects = loadCodeObjects(fixture("app.bundle"));
  REQUIRE(objects.size() == 2);
  for (const CodeObject& co : objects) {
    CHECK(ids.count(co.target().str()) == 1);
    CHECK(co.source() == fixture("app.bundle") + ":" + co.target().str());
    CHECK(co.metadata().target == "amdgcn-amd-amdhsa--" + co.target().str());
  }
}

TEST_CASE("e_flags targets agree with the metadata's amdhsa.target (v4+)", "[loader]") {
  int checked = 0;
  for (const std::string& name : elfFixtures()) {
    std::vector<CodeObject> objects = loadCodeObjects(fixture(name));
    const CodeObject& co = objects[0];
    INFO(name);
    CHECK(name.find(targetName(co.target().processor)) != std::string::npos);
    if (co.metadata().target.empty()) continue;
    CHECK(co.metadata().target == "amdgcn-amd-amdhsa--" + co.target().str());
    ++checked;
  }
  CHECK(checked > 0);
  // Code object v3 states xnack and sramecc as single bits.
  std::vector<CodeObject> v3 = loadCodeObjects(fixture("kernels-gfx906-xnack-on-v3.co"));
  CHECK(v3[0].codeObjectVersion() == 3);
  CHECK(v3[0].target().xnack == FeatureSetting::On);
  std::vector<CodeObject> v5 = loadCodeObjects(fixture("kernels-gfx900-xnack-off-v5.co"));
  CHECK(v5[0].codeObjectVersion() == 5);
  CHECK(v5[0].target().xnack == FeatureSetting::Off);
  CHECK(v5[0].target().sramecc == FeatureSetting::Unsupported);
}

TEST_CASE("code object versions and ELF types", "[loader]") {
  for (int version : {3, 4, 5}) {
    std::vector<CodeObject> objects = loadCodeObjects(fixture("kernels-gfx908-v" + std::to_string(version) + ".co"));
    CHECK(objects[0].codeObjectVersion() == version);
    CHECK(objects[0].elfType() == elf::kEtDyn);
    CHECK(objects[0].metadata().version == std::vector<uint64_t>{1, uint64_t(version - 3)});
  }
  // clang -c output: relocatable, kernels found through their function symbols.
  std::vector<CodeObject> rel = loadCodeObjects(fixture("kernels-gfx908-v5.o"));
  CHECK(rel[0].isRelocatable());
  CHECK(rel[0].codeObjectVersion() == 5);
  std::vector<CodeObject> linked = loadCodeObjects(fixture("kernels-gfx908-v5.co"));
  REQUIRE(rel[0].kernels().size() == linked[0].kernels().size());
  for (const Kernel& k : rel[0].kernels()) {
    const Kernel* l = linked[0].findKernel(k.name);
    REQUIRE(l != nullptr);
    CHECK(k.codeSize == l->codeSize);
    CHECK(k.descriptor.rsrc1.raw == l->descriptor.rsrc1.raw);
  }
  // llvm-mc without an amdhsa triple: not an HSA code object, no metadata.
  std::vector<CodeObject> noOs = loadCodeObjects(fixture("branches-noos-gfx900.o"));
  CHECK(noOs[0].codeObjectVersion() == 0);
  CHECK(noOs[0].metadata().version.empty());
}

TEST_CASE("kernel entries are their function symbols, and bytesAt reads the code", "[loader]") {
  std::vector<CodeObject> objects = loadCodeObjects(fixture("kernels-gfx906-v4.co"));
  const CodeObject& co = objects[0];
  REQUIRE_FALSE(co.kernels().empty());
  for (const Kernel& k : co.kernels()) {
    INFO(k.name);
    CHECK(k.codeSize > 0);
    std::span<const uint8_t> code = co.bytesAt(k.entryAddress, k.codeSize);
    REQUIRE(code.size() == k.codeSize);
    const ElfSection* text = nullptr;
    for (const ElfSection& s : co.sections())
      if (s.name == ".text") text = &s;
    REQUIRE(text != nullptr);
    CHECK(code.data() == co.contents(*text).data() + (k.entryAddress - text->address));
  }
  CHECK(co.bytesAt(~uint64_t(0) - 2, 8).empty());
}

TEST_CASE("target ids and bundle entry ids parse like LLVM's", "[loader]") {
  CHECK(parseTargetId("gfx908:sramecc+:xnack-")->str() == "gfx908:sramecc+:xnack-");
  CHECK(parseTargetId("gfx908:xnack-:sramecc+")->str() == "gfx908:sramecc+:xnack-");
  CHECK(parseTargetId("gfx900")->xnack == FeatureSetting::Any);
  CHECK(parseTargetId("gfx900")->sramecc == FeatureSetting::Unsupported);
  CHECK_FALSE(parseTargetId("gfx900:sramecc+").has_value());
  CHECK_FALSE(parseTargetId("gfx906:xnack").has_value());
  CHECK_FALSE(parseTargetId("gfx1030").has_value());
  auto entry = [](std::string id) { return OffloadBundleEntry{std::move(id), {}}; };
  CHECK(entry("hipv4-amdgcn-amd-amdhsa--gfx908:sramecc+:xnack-").targetId() == "gfx908:sramecc+:xnack-");
  CHECK(entry("hipv4-amdgcn-amd-amdhsa--gfx908:sramecc+:xnack-").offloadKind() == "hipv4");
  CHECK(entry("hip-amdgcn-amd-amdhsa-gfx906").targetId() == "gfx906");
  CHECK(entry("host-x86_64-unknown-linux").targetId().empty());
}

// The NT_AMDGPU_METADATA note of code object v3/v4/v5: a msgpack map with
// amdhsa.version, amdhsa.target, amdhsa.printf and amdhsa.kernels
// (AMDGPUUsage "Code Object V3 Metadata" and its V4/V5 additions). Keys
// missing from the note keep the defaults below; required keys are checked.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace gcnjit {

struct KernelArgMetadata {
  std::string name;          // .name (source name; often absent for OpenCL)
  std::string typeName;      // .type_name
  uint64_t offset = 0;       // .offset in the kernarg segment (required)
  uint64_t size = 0;         // .size in bytes (required)
  std::string valueKind;     // .value_kind (required): by_value, global_buffer, hidden_*...
  std::string valueType;     // .value_type (v3/v4 only)
  std::optional<uint64_t> pointeeAlign;  // .pointee_align (dynamic_shared_pointer)
  std::string addressSpace;  // .address_space: global, constant, local, private, generic, region
  std::string access;        // .access: read_only, write_only, read_write
  std::string actualAccess;  // .actual_access
  bool isConst = false, isRestrict = false, isVolatile = false, isPipe = false;

  bool isHidden() const { return valueKind.starts_with("hidden_"); }
};

struct KernelMetadata {
  std::string name;    // .name (required)
  std::string symbol;  // .symbol, the descriptor symbol "NAME.kd" (required)
  std::string language;  // .language: "OpenCL C", "HIP", ...
  std::vector<uint64_t> languageVersion;
  std::vector<KernelArgMetadata> args;
  uint64_t kernargSegmentSize = 0;       // required
  uint64_t kernargSegmentAlign = 0;      // required
  uint64_t groupSegmentFixedSize = 0;    // required
  uint64_t privateSegmentFixedSize = 0;  // required
  uint64_t wavefrontSize = 0;            // required
  uint64_t sgprCount = 0;                // required
  uint64_t vgprCount = 0;                // required
  uint64_t agprCount = 0;                // gfx908+
  uint64_t maxFlatWorkgroupSize = 0;     // required
  uint64_t sgprSpillCount = 0, vgprSpillCount = 0;
  std::optional<std::array<uint64_t, 3>> reqdWorkgroupSize, workgroupSizeHint;
  std::string vecTypeHint, deviceEnqueueSymbol;
  bool usesDynamicStack = false;
  bool uniformWorkGroupSize = false;
};

struct CodeObjectMetadata {
  std::vector<uint64_t> version;  // amdhsa.version: [1, 0] v3, [1, 1] v4, [1, 2] v5
  std::string target;             // amdhsa.target (v4+), e.g. "amdgcn-amd-amdhsa--gfx908"
  std::vector<std::string> printf;  // amdhsa.printf format records
  std::vector<KernelMetadata> kernels;
};

// Parses the note's description. Throws loader::FormatError for malformed
// msgpack, wrong value types, missing required keys, or arguments outside
// the kernarg segment.
CodeObjectMetadata parseMetadata(std::span<const uint8_t> note);

}  // namespace gcnjit

#include "loader/metadata.h"

#include <msgpack.hpp>

#include "loader/format_error.h"

namespace gcnjit {
namespace {

using loader::FormatError;

// Map lookups with type checks; `where` names the enclosing map in errors
// ("kernel 'add'", "kernel 'add' argument 2").
class MapReader {
 public:
  MapReader(const msgpack::object& o, std::string where) : where_(std::move(where)) {
    if (o.type != msgpack::type::MAP) throw FormatError(where_ + " is not a map");
    map_ = &o.via.map;
  }

  const msgpack::object* find(std::string_view key) const {
    for (uint32_t i = 0; i < map_->size; ++i) {
      const msgpack::object& k = map_->ptr[i].key;
      if (k.type == msgpack::type::STR && std::string_view(k.via.str.ptr, k.via.str.size) == key)
        return &map_->ptr[i].val;
    }
    return nullptr;
  }
  const msgpack::object& require(std::string_view key) const {
    const msgpack::object* o = find(key);
    if (!o) throw FormatError(where_ + ": missing " + std::string(key));
    return *o;
  }

  uint64_t uint(const msgpack::object& o, std::string_view key) const {
    if (o.type != msgpack::type::POSITIVE_INTEGER)
      throw FormatError(where_ + ": " + std::string(key) + " is not an unsigned integer");
    return o.via.u64;
  }
  std::string string(const msgpack::object& o, std::string_view key) const {
    if (o.type != msgpack::type::STR) throw FormatError(where_ + ": " + std::string(key) + " is not a string");
    return std::string(o.via.str.ptr, o.via.str.size);
  }
  std::vector<uint64_t> uintArray(const msgpack::object& o, std::string_view key) const {
    if (o.type != msgpack::type::ARRAY) throw FormatError(where_ + ": " + std::string(key) + " is not an array");
    std::vector<uint64_t> out;
    for (uint32_t i = 0; i < o.via.array.size; ++i) out.push_back(uint(o.via.array.ptr[i], key));
    return out;
  }

  uint64_t requiredUint(std::string_view key) const { return uint(require(key), key); }
  std::string requiredString(std::string_view key) const { return string(require(key), key); }
  void optional(std::string_view key, uint64_t& out) const {
    if (const msgpack::object* o = find(key)) out = uint(*o, key);
  }
  void optional(std::string_view key, std::optional<uint64_t>& out) const {
    if (const msgpack::object* o = find(key)) out = uint(*o, key);
  }
  void optional(std::string_view key, std::string& out) const {
    if (const msgpack::object* o = find(key)) out = string(*o, key);
  }
  void optional(std::string_view key, std::vector<uint64_t>& out) const {
    if (const msgpack::object* o = find(key)) out = uintArray(*o, key);
  }
  void optional(std::string_view key, bool& out) const {
    const msgpack::object* o = find(key);
    if (!o) return;
    if (o->type != msgpack::type::BOOLEAN) throw FormatError(where_ + ": " + std::string(key) + " is not a boolean");
    out = o->via.boolean;
  }
  void optional(std::string_view key, std::optional<std::array<uint64_t, 3>>& out) const {
    const msgpack::object* o = find(key);
    if (!o) return;
    std::vector<uint64_t> v = uintArray(*o, key);
    if (v.size() != 3) throw FormatError(where_ + ": " + std::string(key) + " does not have 3 elements");
    out = std::array<uint64_t, 3>{v[0], v[1], v[2]};
  }
  const std::string& where() const { return where_; }

 private:
  const msgpack::object_map* map_ = nullptr;
  std::string where_;
};

KernelArgMetadata parseArg(const msgpack::object& o, const std::string& where) {
  MapReader m(o, where);
  KernelArgMetadata a;
  a.offset = m.requiredUint(".offset");
  a.size = m.requiredUint(".size");
  a.valueKind = m.requiredString(".value_kind");
  m.optional(".name", a.name);
  m.optional(".type_name", a.typeName);
  m.optional(".value_type", a.valueType);
  m.optional(".pointee_align", a.pointeeAlign);
  m.optional(".address_space", a.addressSpace);
  m.optional(".access", a.access);
  m.optional(".actual_access", a.actualAccess);
  m.optional(".is_const", a.isConst);
  m.optional(".is_restrict", a.isRestrict);
  m.optional(".is_volatile", a.isVolatile);
  m.optional(".is_pipe", a.isPipe);
  return a;
}

KernelMetadata parseKernel(const msgpack::object& o, size_t index) {
  KernelMetadata k;
  k.name = MapReader(o, "kernel " + std::to_string(index)).requiredString(".name");
  MapReader m(o, "kernel '" + k.name + "'");
  k.symbol = m.requiredString(".symbol");
  k.kernargSegmentSize = m.requiredUint(".kernarg_segment_size");
  k.kernargSegmentAlign = m.requiredUint(".kernarg_segment_align");
  k.groupSegmentFixedSize = m.requiredUint(".group_segment_fixed_size");
  k.privateSegmentFixedSize = m.requiredUint(".private_segment_fixed_size");
  k.wavefrontSize = m.requiredUint(".wavefront_size");
  k.sgprCount = m.requiredUint(".sgpr_count");
  k.vgprCount = m.requiredUint(".vgpr_count");
  k.maxFlatWorkgroupSize = m.requiredUint(".max_flat_workgroup_size");
  m.optional(".agpr_count", k.agprCount);
  m.optional(".sgpr_spill_count", k.sgprSpillCount);
  m.optional(".vgpr_spill_count", k.vgprSpillCount);
  m.optional(".language", k.language);
  m.optional(".language_version", k.languageVersion);
  m.optional(".reqd_workgroup_size", k.reqdWorkgroupSize);
  m.optional(".workgroup_size_hint", k.workgroupSizeHint);
  m.optional(".vec_type_hint", k.vecTypeHint);
  m.optional(".device_enqueue_symbol", k.deviceEnqueueSymbol);
  m.optional(".uses_dynamic_stack", k.usesDynamicStack);
  m.optional(".uniform_work_group_size", k.uniformWorkGroupSize);
  if (const msgpack::object* args = m.find(".args")) {
    if (args->type != msgpack::type::ARRAY) throw FormatError(m.where() + ": .args is not an array");
    for (uint32_t i = 0; i < args->via.array.size; ++i) {
      std::string where = m.where() + " argument " + std::to_string(i);
      KernelArgMetadata a = parseArg(args->via.array.ptr[i], where);
      if (a.offset > k.kernargSegmentSize || a.size > k.kernargSegmentSize - a.offset)
        throw FormatError(where + " lies outside the kernarg segment (offset " + std::to_string(a.offset) +
                          ", size " + std::to_string(a.size) + ", segment " +
                          std::to_string(k.kernargSegmentSize) + ")");
      k.args.push_back(std::move(a));
    }
  }
  return k;
}

CodeObjectMetadata parseDocument(const msgpack::object& root) {
  MapReader m(root, "metadata");
  CodeObjectMetadata md;
  md.version = m.uintArray(m.require("amdhsa.version"), "amdhsa.version");
  if (md.version.size() != 2) throw FormatError("amdhsa.version does not have 2 elements");
  m.optional("amdhsa.target", md.target);
  if (const msgpack::object* p = m.find("amdhsa.printf")) {
    if (p->type != msgpack::type::ARRAY) throw FormatError("amdhsa.printf is not an array");
    for (uint32_t i = 0; i < p->via.array.size; ++i) md.printf.push_back(m.string(p->via.array.ptr[i], "amdhsa.printf"));
  }
  if (const msgpack::object* ks = m.find("amdhsa.kernels")) {
    if (ks->type != msgpack::type::ARRAY) throw FormatError("amdhsa.kernels is not an array");
    for (uint32_t i = 0; i < ks->via.array.size; ++i) md.kernels.push_back(parseKernel(ks->via.array.ptr[i], i));
  }
  return md;
}

}  // namespace

CodeObjectMetadata parseMetadata(std::span<const uint8_t> note) {
  // Every msgpack element takes at least one byte, so no container can
  // legitimately hold more elements than the note has bytes: limiting the
  // sizes bounds what the unpacker allocates. Metadata nests 5 levels deep.
  const size_t n = note.size();
  const msgpack::unpack_limit limit(n, n, n, n, n, 32);
  msgpack::object_handle handle;
  size_t used = 0;
  try {
    handle = msgpack::unpack(reinterpret_cast<const char*>(note.data()), n, used, nullptr, nullptr, limit);
  } catch (const std::exception& e) {
    throw FormatError(std::string("malformed msgpack (") + e.what() + ")");
  }
  if (used != n) throw FormatError("trailing bytes after the msgpack document");
  return parseDocument(handle.get());
}

}  // namespace gcnjit

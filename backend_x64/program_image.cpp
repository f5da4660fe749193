#include "backend_x64/program_image.h"

#include <cstring>
#include <stdexcept>
#include <type_traits>

namespace gcnjit::backend_x64 {
namespace {

// Bumped whenever the layout below changes.
constexpr std::uint32_t kLayoutVersion = 1;

class Writer {
 public:
  template <class T>
  void put(T value) {
    static_assert(std::is_trivially_copyable_v<T>);
    const auto* p = reinterpret_cast<const std::uint8_t*>(&value);
    bytes.insert(bytes.end(), p, p + sizeof(T));
  }
  void putBytes(const std::uint8_t* data, std::size_t size) {
    put<std::uint64_t>(size);
    bytes.insert(bytes.end(), data, data + size);
  }
  void putString(const std::string& s) { putBytes(reinterpret_cast<const std::uint8_t*>(s.data()), s.size()); }
  void putPlace(const Place& place) {
    put<std::uint8_t>(std::uint8_t(place.base));
    put<std::int32_t>(place.offset);
  }
  std::vector<std::uint8_t> bytes;
};

// Reads what Writer wrote; throws std::runtime_error past the end.
class Reader {
 public:
  Reader(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  template <class T>
  T get() {
    T value;
    std::memcpy(&value, take(sizeof(T)), sizeof(T));
    return value;
  }
  // A count of items of at least `itemBytes` bytes each, checked against what is left.
  std::size_t count(std::size_t itemBytes) {
    auto n = get<std::uint64_t>();
    if (itemBytes && n > (size_ - at_) / itemBytes) throw std::runtime_error("a count exceeds the data");
    return std::size_t(n);
  }
  std::vector<std::uint8_t> getBytes() {
    std::size_t n = count(1);
    const std::uint8_t* p = take(n);
    return {p, p + n};
  }
  std::string getString() {
    std::vector<std::uint8_t> b = getBytes();
    return {b.begin(), b.end()};
  }
  Place getPlace() {
    auto base = get<std::uint8_t>();
    if (base > std::uint8_t(Place::Base::State)) throw std::runtime_error("a slot of unknown base");
    return {Place::Base(base), get<std::int32_t>()};
  }
  bool atEnd() const { return at_ == size_; }

 private:
  const std::uint8_t* take(std::size_t n) {
    if (n > size_ - at_) throw std::runtime_error("truncated");
    const std::uint8_t* p = data_ + at_;
    at_ += n;
    return p;
  }
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t at_ = 0;
};

void putCounts(Writer& w, const std::map<std::string, std::size_t>& counts) {
  w.put<std::uint64_t>(counts.size());
  for (const auto& [name, n] : counts) {
    w.putString(name);
    w.put<std::uint64_t>(n);
  }
}

std::map<std::string, std::size_t> getCounts(Reader& r) {
  std::map<std::string, std::size_t> counts;
  for (std::size_t i = 0, n = r.count(16); i < n; ++i) {
    std::string name = r.getString();
    counts[name] = std::size_t(r.get<std::uint64_t>());
  }
  return counts;
}

}  // namespace

std::vector<std::uint8_t> encodeProgramImage(const ProgramImage& image) {
  Writer w;
  w.put<std::uint32_t>(kLayoutVersion);
  w.putBytes(image.code.data(), image.code.size());
  w.put<std::uint64_t>(image.relocations.size());
  for (const Relocation& r : image.relocations) {
    w.put<std::uint32_t>(r.offset);
    w.put<std::uint8_t>(std::uint8_t(r.kind));
    w.put<std::uint32_t>(r.target);
  }
  w.put<std::uint64_t>(image.sites.size());
  for (const ProgramImage::Site& s : image.sites) {
    w.put<std::uint32_t>(s.block);
    w.put<std::uint32_t>(s.index);
    w.put<std::uint32_t>(s.op);
    w.putPlace(s.result);
    for (const Place& p : s.operands) w.putPlace(p);
  }
  w.put<std::uint32_t>(image.valueBytes);
  w.put<std::uint8_t>(image.staticMode);
  w.put<std::uint64_t>(image.gcnPcs.size());
  for (const auto& [offset, pc] : image.gcnPcs) {
    w.put<std::uint64_t>(offset);
    w.put<std::uint64_t>(pc);
  }
  const CompileStats& st = image.stats;
  w.put<std::uint64_t>(st.irInsts);
  w.put<std::uint64_t>(st.helperCalls);
  w.put<std::uint64_t>(st.regions);
  putCounts(w, st.helperOps);
  putCounts(w, st.rareOperandHelperOps);
  w.put<std::uint64_t>(st.codeBytes);
  w.put<double>(st.milliseconds);
  return std::move(w.bytes);
}

std::optional<ProgramImage> decodeProgramImage(const std::uint8_t* bytes, std::size_t size, std::string& error) {
  try {
    Reader r(bytes, size);
    if (auto version = r.get<std::uint32_t>(); version != kLayoutVersion) {
      error = "layout version " + std::to_string(version) + ", not " + std::to_string(kLayoutVersion);
      return std::nullopt;
    }
    ProgramImage image;
    image.code = r.getBytes();
    image.relocations.resize(r.count(9));
    for (Relocation& rel : image.relocations) {
      rel.offset = r.get<std::uint32_t>();
      rel.kind = RelocationKind(r.get<std::uint8_t>());
      rel.target = r.get<std::uint32_t>();
    }
    image.sites.resize(r.count(37));
    for (ProgramImage::Site& s : image.sites) {
      s.block = r.get<std::uint32_t>();
      s.index = r.get<std::uint32_t>();
      s.op = r.get<std::uint32_t>();
      s.result = r.getPlace();
      for (Place& p : s.operands) p = r.getPlace();
    }
    image.valueBytes = r.get<std::uint32_t>();
    image.staticMode = r.get<std::uint8_t>() != 0;
    image.gcnPcs.resize(r.count(16));
    for (auto& [offset, pc] : image.gcnPcs) {
      offset = r.get<std::uint64_t>();
      pc = r.get<std::uint64_t>();
    }
    CompileStats& st = image.stats;
    st.irInsts = r.get<std::uint64_t>();
    st.helperCalls = r.get<std::uint64_t>();
    st.regions = r.get<std::uint64_t>();
    st.helperOps = getCounts(r);
    st.rareOperandHelperOps = getCounts(r);
    st.codeBytes = r.get<std::uint64_t>();
    st.milliseconds = r.get<double>();
    if (!r.atEnd()) {
      error = "bytes after the image";
      return std::nullopt;
    }
    return image;
  } catch (const std::runtime_error& e) {
    error = e.what();
    return std::nullopt;
  }
}

}  // namespace gcnjit::backend_x64

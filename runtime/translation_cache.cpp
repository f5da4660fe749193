#include "runtime/translation_cache.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <system_error>
#include <vector>

#include "ir/function_codec.h"
#include "runtime/digest.h"

namespace gcnjit::runtime {
namespace fs = std::filesystem;
namespace {

// An entry file: magic, format version, the key's text, the payload's size
// and checksum (Digest hex), the payload: the IR's size and bytes
// (ir::encodeFunction; none for an entry without IR), then the program
// image (backend_x64::encodeProgramImage).
constexpr char kMagic[8] = {'G', 'C', 'N', 'J', 'I', 'T', 'T', 'C'};
constexpr std::uint32_t kFormatVersion = 2;
constexpr const char* kEntrySuffix = ".gcnjit";
constexpr const char* kTempSuffix = ".tmp";

void append(std::vector<std::uint8_t>& out, const void* data, std::size_t size) {
  const auto* p = static_cast<const std::uint8_t*>(data);
  out.insert(out.end(), p, p + size);
}

template <class T>
void appendValue(std::vector<std::uint8_t>& out, T value) {
  append(out, &value, sizeof value);
}

std::string checksum(const std::uint8_t* data, std::size_t size) {
  Digest digest;
  digest.add(data, size);
  return digest.hex();
}

// The payload of entry bytes `file` for `key`, or nullopt with `why` set.
std::optional<std::pair<const std::uint8_t*, std::size_t>> payloadOf(const std::vector<std::uint8_t>& file,
                                                                     const TranslationKey& key, std::string& why) {
  std::size_t at = 0;
  auto take = [&](void* out, std::size_t n) {
    if (n > file.size() - at) return false;
    std::memcpy(out, file.data() + at, n);
    at += n;
    return true;
  };
  char magic[8];
  std::uint32_t version = 0;
  std::uint64_t keySize = 0;
  if (!take(magic, 8) || std::memcmp(magic, kMagic, 8) != 0) return why = "not a gcnjit cache entry", std::nullopt;
  if (!take(&version, 4) || version != kFormatVersion) return why = "another entry format", std::nullopt;
  if (!take(&keySize, 8) || keySize != key.text.size() || keySize > file.size() - at ||
      std::memcmp(file.data() + at, key.text.data(), keySize) != 0) {
    return why = "another key", std::nullopt;
  }
  at += keySize;
  std::uint64_t payloadSize = 0;
  char sum[32];
  if (!take(&payloadSize, 8) || !take(sum, 32) || payloadSize != file.size() - at) {
    return why = "truncated", std::nullopt;
  }
  if (checksum(file.data() + at, payloadSize) != std::string(sum, 32)) return why = "bad checksum", std::nullopt;
  return std::make_pair(file.data() + at, std::size_t(payloadSize));
}

// The IR and image entry bytes `file` hold for `key`, or nullopt with `why` set.
std::optional<StoredTranslation> decodeEntry(const std::vector<std::uint8_t>& file, const TranslationKey& key,
                                             std::string& why) {
  auto payload = payloadOf(file, key, why);
  if (!payload) return std::nullopt;
  auto [data, size] = *payload;
  std::uint64_t irSize = 0;
  if (size < 8) return why = "truncated", std::nullopt;
  std::memcpy(&irSize, data, 8);
  if (irSize > size - 8) return why = "IR beyond the payload", std::nullopt;
  StoredTranslation stored;
  if (irSize != 0) {
    stored.function = ir::decodeFunction(data + 8, irSize, why);
    if (!stored.function) return std::nullopt;
  }
  std::optional<backend_x64::ProgramImage> image = backend_x64::decodeProgramImage(data + 8 + irSize, size - 8 - irSize, why);
  if (!image) return std::nullopt;
  stored.image = std::move(*image);
  return stored;
}

bool readFile(const fs::path& path, std::vector<std::uint8_t>& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  in.seekg(0, std::ios::end);
  std::streamoff size = in.tellg();
  if (size < 0) return false;
  in.seekg(0);
  out.resize(std::size_t(size));
  return bool(in.read(reinterpret_cast<char*>(out.data()), size));
}

}  // namespace

TranslationCache::Settings TranslationCache::settingsFromEnvironment() {
  Settings s;
  const char* enabled = std::getenv("GCNJIT_CACHE");
  if (enabled && std::strcmp(enabled, "0") == 0) s.enabled = false;
  if (const char* dir = std::getenv("GCNJIT_CACHE_DIR"); dir && *dir) {
    s.directory = dir;
  } else if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg == '/') {
    s.directory = fs::path(xdg) / "gcnjit";
  } else if (const char* home = std::getenv("HOME"); home && *home) {
    s.directory = fs::path(home) / ".cache" / "gcnjit";
  } else {
    s.enabled = false;  // nowhere to keep it
  }
  if (const char* max = std::getenv("GCNJIT_CACHE_MAX_MB"); max && *max) {
    char* end = nullptr;
    unsigned long long mb = std::strtoull(max, &end, 10);
    if (*end == '\0' && mb > 0 && mb < (1ull << 40)) {
      s.maxBytes = mb << 20;
    } else {
      std::fprintf(stderr, "gcnjit: GCNJIT_CACHE_MAX_MB=%s is not a positive number of MiB; using %llu\n", max,
                   static_cast<unsigned long long>(s.maxBytes >> 20));
    }
  }
  // Without a build id nothing tells this build's entries from another's.
  if (!buildId()) s.enabled = false;
  return s;
}

TranslationCache& TranslationCache::process() {
  static TranslationCache cache(settingsFromEnvironment());
  return cache;
}

TranslationCache::TranslationCache(Settings settings) : settings_(std::move(settings)) {
  const char* stats = std::getenv("GCNJIT_CACHE_STATS");
  printStats_ = stats && *stats == '1';
}

void TranslationCache::configure(Settings settings) {
  settings_ = std::move(settings);
  directoryBytes_.reset();
  hits_ = misses_ = rejected_ = stored_ = evicted_ = 0;
  warned_ = false;
}

TranslationCache::~TranslationCache() {
  if (!printStats_) return;
  Counts c = counts();
  std::fprintf(stderr,
               "gcnjit: translation cache %s: %llu hits, %llu misses, %llu rejected, %llu stored, %llu evicted\n",
               settings_.enabled ? settings_.directory.c_str() : "(off)", static_cast<unsigned long long>(c.hits),
               static_cast<unsigned long long>(c.misses), static_cast<unsigned long long>(c.rejected),
               static_cast<unsigned long long>(c.stored), static_cast<unsigned long long>(c.evicted));
}

TranslationCache::Counts TranslationCache::counts() const {
  return {hits_.load(), misses_.load(), rejected_.load(), stored_.load(), evicted_.load()};
}

fs::path TranslationCache::entryPath(const TranslationKey& key) const {
  return settings_.directory / (key.digest + kEntrySuffix);
}

std::optional<StoredTranslation> TranslationCache::load(const TranslationKey& key) {
  if (!settings_.enabled) return std::nullopt;
  fs::path path = entryPath(key);
  std::vector<std::uint8_t> file;
  if (!readFile(path, file)) {
    ++misses_;
    return std::nullopt;
  }
  std::string why;
  std::optional<StoredTranslation> stored = decodeEntry(file, key, why);
  if (!stored) {
    ++rejected_;
    if (printStats_) std::fprintf(stderr, "gcnjit: translation cache: ignoring %s: %s\n", path.c_str(), why.c_str());
    return std::nullopt;
  }
  ++hits_;
  std::error_code ignored;
  fs::last_write_time(path, fs::file_time_type::clock::now(), ignored);  // recently used: evicted last
  return stored;
}

void TranslationCache::rejectPlaced(const TranslationKey& key, const std::string& why) {
  --hits_;
  ++rejected_;
  if (printStats_) std::fprintf(stderr, "gcnjit: translation cache: ignoring %s: %s\n", entryPath(key).c_str(), why.c_str());
}

void TranslationCache::store(const TranslationKey& key, const backend_x64::ProgramImage& image,
                             const ir::Function* function) {
  if (!settings_.enabled) return;
  std::vector<std::uint8_t> ir;
  if (function) ir = ir::encodeFunction(*function);
  std::vector<std::uint8_t> payload;
  appendValue<std::uint64_t>(payload, ir.size());
  append(payload, ir.data(), ir.size());
  std::vector<std::uint8_t> code = backend_x64::encodeProgramImage(image);
  append(payload, code.data(), code.size());
  std::vector<std::uint8_t> file;
  append(file, kMagic, 8);
  appendValue<std::uint32_t>(file, kFormatVersion);
  appendValue<std::uint64_t>(file, key.text.size());
  append(file, key.text.data(), key.text.size());
  appendValue<std::uint64_t>(file, payload.size());
  std::string sum = checksum(payload.data(), payload.size());
  append(file, sum.data(), sum.size());
  append(file, payload.data(), payload.size());

  static std::atomic<std::uint64_t> serial{0};
  fs::path target = entryPath(key);
  fs::path temp = settings_.directory / ("." + key.digest + "." + std::to_string(::getpid()) + "." +
                                         std::to_string(serial++) + kTempSuffix);
  std::error_code error;
  fs::create_directories(settings_.directory, error);
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    if (!out || !out.write(reinterpret_cast<const char*>(file.data()), std::streamsize(file.size())) || !out.flush()) {
      out.close();
      fs::remove(temp, error);
      warnOnce("cannot write " + temp.string());
      return;
    }
  }
  // Readers see the old entry or the whole new one, never a part.
  fs::rename(temp, target, error);
  if (error) {
    fs::remove(temp, error);
    warnOnce("cannot rename an entry into " + settings_.directory.string());
    return;
  }
  ++stored_;
  evictAfterStoring(file.size());
}

void TranslationCache::evictAfterStoring(std::uint64_t storedBytes) {
  std::lock_guard lock(evictionMutex_);
  if (directoryBytes_ && (*directoryBytes_ += storedBytes) <= settings_.maxBytes) return;
  struct Entry {
    fs::path path;
    std::uint64_t bytes;
    fs::file_time_type used;
  };
  std::vector<Entry> entries;
  std::uint64_t total = 0;
  std::error_code error;
  auto now = fs::file_time_type::clock::now();
  for (const fs::directory_entry& e : fs::directory_iterator(settings_.directory, error)) {
    std::error_code entryError;
    std::string name = e.path().filename().string();
    fs::file_time_type used = e.last_write_time(entryError);
    if (entryError || !e.is_regular_file(entryError)) continue;
    // A temporary an interrupted writer left behind.
    if (name.ends_with(kTempSuffix) && now - used > std::chrono::minutes(10)) fs::remove(e.path(), entryError);
    if (!name.ends_with(kEntrySuffix)) continue;
    std::uint64_t bytes = e.file_size(entryError);
    if (entryError) continue;
    entries.push_back({e.path(), bytes, used});
    total += bytes;
  }
  directoryBytes_ = total;
  if (total <= settings_.maxBytes) return;
  // Down to three quarters of the limit: the next stores do not list again.
  std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.used < b.used; });
  for (const Entry& e : entries) {
    if (total <= settings_.maxBytes / 4 * 3) break;
    if (fs::remove(e.path, error)) {
      total -= e.bytes;
      ++evicted_;
    }
  }
  directoryBytes_ = total;
}

void TranslationCache::warnOnce(const std::string& message) {
  if (warned_.exchange(true)) return;
  std::fprintf(stderr, "gcnjit: translation cache: %s; translations are not kept\n", message.c_str());
}

}  // namespace gcnjit::runtime

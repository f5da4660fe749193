// The persistent translation cache: host code of a kernel stored on disk so
// a later run places it (backend_x64::place) instead of compiling it again
// (docs/ARCHITECTURE.md, "Translation cache").
//
// An entry is one file, <key digest>.gcnjit, under GCNJIT_CACHE_DIR, else
// $XDG_CACHE_HOME/gcnjit, else ~/.cache/gcnjit (translation_key.h says what
// the key holds). The file holds the key's text, so a digest collision or a
// foreign file is told apart, and a checksum of the payload. A file that is not such an entry
// (bad magic, another layout or key, a bad checksum, truncated) is ignored
// and replaced. Files are written to a temporary name and renamed into
// place; past GCNJIT_CACHE_MAX_MB (256 by default) the least recently used
// are removed, down to three quarters of it (each process checks when it
// stores). GCNJIT_CACHE=0 turns the cache off; GCNJIT_CACHE_STATS=1
// prints the process's hits, misses and rejections at exit.
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <mutex>
#include <optional>
#include <string>

#include "backend_x64/program_image.h"
#include "ir/ir.h"
#include "runtime/translation_key.h"

namespace gcnjit::runtime {

// An entry's contents.
struct StoredTranslation {
  std::optional<ir::Function> function;  // the IR it was compiled from, if stored with it
  backend_x64::ProgramImage image;
};

class TranslationCache {
 public:
  struct Settings {
    bool enabled = true;
    std::filesystem::path directory;
    std::uint64_t maxBytes = 256ull << 20;
  };
  // What the environment asks for (see above).
  static Settings settingsFromEnvironment();
  // The process's cache, set up from the environment on first use.
  static TranslationCache& process();

  explicit TranslationCache(Settings settings);
  ~TranslationCache();
  TranslationCache(const TranslationCache&) = delete;
  TranslationCache& operator=(const TranslationCache&) = delete;

  // Replaces the settings and zeroes the counts (tests point the process's
  // cache at a directory of their own; not while translations run).
  void configure(Settings settings);
  bool enabled() const { return settings_.enabled; }
  const Settings& settings() const { return settings_; }
  // The entry for `key`, if there is a valid one; an invalid one is counted
  // as rejected (and is replaced by the next store).
  std::optional<StoredTranslation> load(const TranslationKey& key);
  // Stores `image`, and `function` if given, under `key` (errors are
  // reported once on stderr and otherwise ignored: the cache is an
  // optimisation), then evicts.
  void store(const TranslationKey& key, const backend_x64::ProgramImage& image, const ir::Function* function = nullptr);
  // A loaded image that could not be placed (backend_x64::place threw):
  // counted as rejected; the next store replaces it.
  void rejectPlaced(const TranslationKey& key, const std::string& why);
  std::filesystem::path entryPath(const TranslationKey& key) const;

  struct Counts {
    std::uint64_t hits = 0, misses = 0, rejected = 0, stored = 0, evicted = 0;
  };
  Counts counts() const;

 private:
  // Past maxBytes in the directory, removes the least recently used entries
  // down to three quarters of it. The directory is listed on the first store and when the
  // bytes this process knows of exceed the limit, not on every store.
  void evictAfterStoring(std::uint64_t storedBytes);
  void warnOnce(const std::string& message);

  std::mutex evictionMutex_;
  std::optional<std::uint64_t> directoryBytes_;  // as last listed, plus what this process stored since

  Settings settings_;
  std::atomic<std::uint64_t> hits_{0}, misses_{0}, rejected_{0}, stored_{0}, evicted_{0};
  std::atomic<bool> warned_{false};
  bool printStats_ = false;
};

}  // namespace gcnjit::runtime

// The suite's translation cache (runtime/translation_cache.h): an empty
// directory of its own for as long as the object lives, so the first
// translation of each code object is cold and a second load of it is served
// from the cache, whatever the user's cache holds. Removed afterwards.
#pragma once

#include <filesystem>

namespace gcnjit::bench {

class TemporaryTranslationCache {
 public:
  TemporaryTranslationCache();
  ~TemporaryTranslationCache();
  TemporaryTranslationCache(const TemporaryTranslationCache&) = delete;
  TemporaryTranslationCache& operator=(const TemporaryTranslationCache&) = delete;

 private:
  std::filesystem::path directory_;
};

}  // namespace gcnjit::bench

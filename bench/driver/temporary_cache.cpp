#include "driver/temporary_cache.h"

#include <stdlib.h>

#include <stdexcept>
#include <string>
#include <system_error>

#include "runtime/translation_cache.h"

namespace gcnjit::bench {

TemporaryTranslationCache::TemporaryTranslationCache() {
  std::string pattern = (std::filesystem::temp_directory_path() / "gcnjit-bench-cache-XXXXXX").string();
  if (!::mkdtemp(pattern.data())) throw std::runtime_error("cannot make a directory for the translation cache: " + pattern);
  directory_ = pattern;
  runtime::TranslationCache::Settings settings = runtime::TranslationCache::settingsFromEnvironment();
  settings.enabled = runtime::buildId().has_value();  // as the process cache: only with a build id
  settings.directory = directory_;
  runtime::TranslationCache::process().configure(settings);
}

TemporaryTranslationCache::~TemporaryTranslationCache() {
  runtime::TranslationCache::process().configure(runtime::TranslationCache::settingsFromEnvironment());
  std::error_code ignored;
  std::filesystem::remove_all(directory_, ignored);
}

}  // namespace gcnjit::bench

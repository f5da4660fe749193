// Shared helpers of the loader tests: the fixtures tests/loader builds, and
// readers for what LLVM's tools printed about them (llvm-readelf-15 --notes
// metadata, llvm-objdump-15 kernel descriptor directives).
#pragma once
#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace gcnjit::loader_test {

inline std::string fixture(const std::string& name) { return std::string(GCNJIT_LOADER_FIXTURES) + "/" + name; }

inline std::string readText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

inline std::vector<uint8_t> readBytes(const std::string& path) {
  std::string s = readText(path);
  return std::vector<uint8_t>(s.begin(), s.end());
}

// Fixtures that are ELF code objects: those llvm-objdump's listing was made for.
inline std::vector<std::string> elfFixtures() {
  std::vector<std::string> names;
  const std::string suffix = ".objdump.txt";
  for (const auto& e : std::filesystem::directory_iterator(GCNJIT_LOADER_FIXTURES)) {
    std::string n = e.path().filename().string();
    if (n.size() > suffix.size() && n.ends_with(suffix)) names.push_back(n.substr(0, n.size() - suffix.size()));
  }
  std::sort(names.begin(), names.end());
  return names;
}

inline std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

// ---- llvm-readelf --notes: the metadata as YAML ----

struct YamlMap {
  std::map<std::string, std::string> scalars;                // ".name" -> "axpy"
  std::map<std::string, std::vector<std::string>> lists;     // ".language_version" -> {"1", "2"}
  std::vector<YamlMap> args;                                 // ".args" entries
};

struct ReadelfMetadata {
  YamlMap top;  // amdhsa.target, amdhsa.version
  std::vector<YamlMap> kernels;
};

inline std::string yamlUnquote(std::string v) {
  if (v.size() >= 2 && v.front() == '\'' && v.back() == '\'') {
    v = v.substr(1, v.size() - 2);
    for (size_t p = v.find("''"); p != std::string::npos; p = v.find("''", p + 1)) v.erase(p, 1);
  }
  return v;
}

// The YAML llvm-readelf prints is regular: top-level keys at column 0,
// kernels as "  - " items with keys at column 4, their .args as "      - "
// items with keys at column 8, scalar lists as "- value" items below a key.
inline ReadelfMetadata parseReadelfNotes(const std::string& text) {
  ReadelfMetadata md;
  YamlMap* kernel = nullptr;
  YamlMap* arg = nullptr;
  YamlMap* listOwner = nullptr;  // map whose key awaits "- value" items
  std::string listKey;
  bool inDocument = false;
  for (const std::string& l : lines(text)) {
    if (!inDocument) {
      inDocument = l.find("---") != std::string::npos;
      continue;
    }
    size_t indent = l.find_first_not_of(' ');
    if (l == "..." || indent == std::string::npos) continue;
    std::string body = l.substr(indent);
    bool item = body.starts_with("- ");
    if (item) body = body.substr(2);
    size_t colon = body.find(':');
    bool isKey = colon != std::string::npos && (body.starts_with(".") || body.starts_with("amdhsa."));
    if (item && !isKey) {
      if (listOwner) listOwner->lists[listKey].push_back(yamlUnquote(body));
      continue;
    }
    const size_t column = indent + (item ? 2 : 0);
    listOwner = nullptr;
    if (item && column == 4) {
      md.kernels.emplace_back();
      kernel = &md.kernels.back();
      arg = nullptr;
    } else if (item && column == 8 && kernel) {
      kernel->args.emplace_back();
      arg = &kernel->args.back();
    }
    YamlMap* owner = column == 0 ? &md.top : column == 4 ? kernel : column == 8 ? arg : nullptr;
    if (!owner || !isKey) continue;
    std::string key = body.substr(0, colon);
    std::string value = body.substr(colon + 1);
    value.erase(0, value.find_first_not_of(' '));
    if (value.empty()) {
      listOwner = owner;
      listKey = key;
    } else {
      owner->scalars[key] = yamlUnquote(value);
    }
  }
  return md;
}

// ---- llvm-objdump -D -j .rodata: kernel descriptors as .amdhsa_ directives ----

using Directives = std::map<std::string, int64_t>;  // ".amdhsa_kernarg_size" -> 80

inline std::map<std::string, Directives> parseDescriptorDirectives(const std::string& text) {
  std::map<std::string, Directives> out;
  Directives* current = nullptr;
  for (const std::string& l : lines(text)) {
    if (l.starts_with(".amdhsa_kernel ")) {
      current = &out[l.substr(std::string(".amdhsa_kernel ").size())];
    } else if (l.starts_with(".end_amdhsa_kernel")) {
      current = nullptr;
    } else if (current && l.starts_with("\t.amdhsa_")) {
      std::istringstream in(l);
      std::string name;
      int64_t value = 0;
      in >> name >> value;
      (*current)[name] = value;
    }
  }
  return out;
}

}  // namespace gcnjit::loader_test

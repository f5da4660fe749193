// loadCodeObjects: what kind of file is this, and which code objects does it
// hold? A code object, a clang offload bundle, or a host ELF with .hip_fatbin.
#include <filesystem>
#include <fstream>
#include <iterator>

#include "loader/code_object.h"
#include "loader/format_error.h"
#include "loader/hip_fatbin.h"
#include "loader/offload_bundle.h"

namespace gcnjit {
namespace {

using Bytes = std::span<const uint8_t>;

// Each code object is copied out of its container; entries may overlap, so
// a damaged bundle could otherwise ask for any number of copies. Real
// containers hold one entry per target variant.
constexpr size_t kMaxCodeObjects = 1024;

struct Candidate {
  Bytes data;
  std::string source;
  std::string declaredTarget;  // from the bundle entry id; empty for a plain ELF
};

void addBundleEntries(Bytes bundleBytes, const std::string& prefix, std::vector<Candidate>& out,
                      std::vector<std::string>& unsupported) {
  for (const OffloadBundleEntry& e : parseOffloadBundle(bundleBytes).entries) {
    if (e.offloadKind() == "host") continue;
    std::string targetId(e.targetId());
    if (!parseTargetId(targetId)) {
      unsupported.push_back(e.id);
      continue;
    }
    if (out.size() == kMaxCodeObjects)
      throw loader::FormatError("more than " + std::to_string(kMaxCodeObjects) + " code objects");
    out.push_back({e.data, prefix + ":" + targetId, targetId});
  }
}

std::vector<Candidate> findCandidates(Bytes data, const std::string& source,
                                      std::vector<std::string>& unsupported) {
  std::vector<Candidate> out;
  if (hasOffloadBundleMagic(data)) {
    addBundleEntries(data, source, out, unsupported);
    return out;
  }
  if (!hasElfMagic(data)) throw loader::FormatError("not an ELF file or clang offload bundle");
  ElfFile elf(data);
  if (elf.machine() == elf::kEmAmdgpu) {
    out.push_back({data, source, ""});
    return out;
  }
  const ElfSection* fatbin = elf.findSection(".hip_fatbin");
  if (!fatbin)
    throw loader::FormatError("not an AMDGPU code object (e_machine " + std::to_string(elf.machine()) +
                              ") and no .hip_fatbin section");
  std::vector<Bytes> bundles = splitHipFatbin(elf.contents(*fatbin));
  for (size_t i = 0; i < bundles.size(); ++i)
    addBundleEntries(bundles[i], bundles.size() > 1 ? source + "#" + std::to_string(i + 1) : source, out,
                     unsupported);
  return out;
}

std::string joinTargets(const std::vector<CodeObject>& objects) {
  std::string s;
  for (const CodeObject& co : objects) s += (s.empty() ? "" : ", ") + co.target().str();
  return s;
}

}  // namespace

std::vector<CodeObject> loadCodeObjectsFromMemory(Bytes data, const std::string& source,
                                                  std::optional<Target> want) {
  std::vector<Candidate> candidates;
  std::vector<std::string> unsupported;
  try {
    candidates = findCandidates(data, source, unsupported);
  } catch (const loader::FormatError& e) {
    throw LoadError(source, e.what());
  }
  if (candidates.empty()) {
    std::string had;
    for (const std::string& id : unsupported) had += (had.empty() ? "" : ", ") + id;
    throw LoadError(source, "no code object for a supported processor" +
                                (had.empty() ? std::string(" (no device entries)") : " (has " + had + ")"));
  }
  std::vector<CodeObject> all;
  for (const Candidate& c : candidates) {
    CodeObject co = CodeObject::parse(std::vector<uint8_t>(c.data.begin(), c.data.end()), c.source);
    if (!c.declaredTarget.empty() && parseTargetId(c.declaredTarget)->processor != co.target().processor)
      throw LoadError(c.source, "bundle entry holds a code object for " + co.target().str());
    all.push_back(std::move(co));
  }
  if (!want) return all;
  std::vector<CodeObject> wanted;
  for (CodeObject& co : all)
    if (co.target().processor == *want) wanted.push_back(std::move(co));
  if (wanted.empty())
    throw LoadError(source, "no code object for " + std::string(targetName(*want)) + " (has " +
                                joinTargets(all) + ")");
  return wanted;
}

std::vector<CodeObject> loadCodeObjects(const std::string& path, std::optional<Target> want) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw LoadError(path, "is a directory");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw LoadError(path, "cannot open file");
  std::vector<uint8_t> data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) throw LoadError(path, "read error");
  return loadCodeObjectsFromMemory(data, path, want);
}

}  // namespace gcnjit

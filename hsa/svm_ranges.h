// Shared virtual memory: attributes of host address ranges the application
// mapped itself (AMD's HIP maps hipMallocManaged memory and hands it to
// hsa_amd_svm_attributes_set), kept per 4 KiB page as ROCm's kernel driver
// keeps them. A page the GPU agent may access (AGENT_ACCESSIBLE or
// AGENT_ACCESSIBLE_IN_PLACE) is in the device's address ranges, at its own
// address: runs of such pages are registered as one range each, so an
// access that crosses from one attribute run into the next still lies in
// one range. Nothing migrates: every page stays where the host put it.
// The application unmaps SVM memory without telling the runtime (AMD's HIP
// frees managed memory with munmap; ROCm's driver then forgets the range):
// forgetUnmapped, before each dispatch, drops pages no longer mapped, so a
// kernel's access there is a fault report rather than a host crash.
#pragma once

#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>

#include <cstdint>
#include <map>
#include <mutex>

namespace gcnjit::hsa {

// What ROCm's driver gives a page nobody set anything on: fine-grained,
// 2 MiB migration granularity, no location, no GPU access (the XNACK-off
// default).
struct SvmAttributes {
  std::uint64_t globalFlag = HSA_AMD_SVM_GLOBAL_FLAG_FINE_GRAINED;
  bool readOnly = false;
  bool hiveLocal = false;
  bool readMostly = false;
  std::uint64_t migrationGranularity = 9;  // log2 of pages
  std::uint64_t preferredLocation = 0;     // agent handle, 0: none
  std::uint64_t prefetchLocation = 0;      // agent handle, 0: none
  std::uint64_t gpuAccess = HSA_AMD_SVM_ATTRIB_AGENT_NO_ACCESS;  // or ..._ACCESSIBLE(_IN_PLACE)

  bool operator==(const SvmAttributes&) const = default;
};

class SvmRanges {
 public:
  static constexpr std::uint64_t kPage = 4096;

  // Checks then applies `list` to the pages of [pointer, pointer + size).
  hsa_status_t set(void* pointer, std::size_t size, const hsa_amd_svm_attribute_pair_t* list, std::size_t count);
  // Answers `list` in place for the pages of [pointer, pointer + size).
  hsa_status_t get(void* pointer, std::size_t size, hsa_amd_svm_attribute_pair_t* list, std::size_t count);
  // Records `agent` as the pages' prefetch location.
  void setPrefetchLocation(void* pointer, std::size_t size, std::uint64_t agent);
  // Drops the attributes (and device ranges) of GPU-accessible pages that
  // are no longer mapped.
  void forgetUnmapped();

 private:
  struct Run {
    std::uint64_t end;
    SvmAttributes attributes;
  };
  // Splits runs so that `at` starts one (if a run covers it).
  void splitAt(std::uint64_t at);
  // Applies `change` to every page of [start, end), creating default runs
  // for pages that have none, then merges equal neighbours.
  template <typename Change>
  void update(std::uint64_t start, std::uint64_t end, Change change);
  // The attributes of every run (or default gap) in [start, end).
  template <typename Visit>
  void forEach(std::uint64_t start, std::uint64_t end, Visit visit) const;
  // Re-registers the GPU-accessible spans touching [start, end) with the device.
  void syncDeviceRanges(std::uint64_t start, std::uint64_t end);

  std::mutex mutex_;
  std::map<std::uint64_t, Run> runs_;                  // by start page address; non-default runs
  std::map<std::uint64_t, std::uint64_t> registered_;  // GPU-accessible spans: start -> end
};

// The process's SVM ranges.
SvmRanges& svmRanges();

}  // namespace gcnjit::hsa

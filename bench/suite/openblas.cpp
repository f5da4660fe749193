#include "openblas.h"

#include <cblas.h>
#include <dlfcn.h>

#include <cstdlib>
#include <stdexcept>

namespace gcnjit::bench {
namespace {

// OpenBLAS is loaded at run time (the library scripts/setup.sh installs,
// found by CMake: GCNJIT_OPENBLAS_LIBRARY) so that its kernel set can be
// chosen first: it reads OPENBLAS_CORETYPE once, when it loads, and its own
// CPU detection falls back to SSE3 kernels ("Prescott") on CPUs newer than
// the library, such as this project's Xeon (model 207) under Debian 12's
// 0.3.21. Unless the user set it, OPENBLAS_CORETYPE names the kernel set of
// the widest vectors the CPU has.
const char* kernelSetForThisCpu() {
  if (__builtin_cpu_supports("avx512bf16")) return "Cooperlake";
  if (__builtin_cpu_supports("avx512f")) return "SkylakeX";
  if (__builtin_cpu_supports("avx2")) return "Haswell";
  return nullptr;  // OpenBLAS's own choice
}

struct OpenBlas {
  decltype(&cblas_sgemm) sgemm = nullptr;
  decltype(&cblas_sbgemm) sbgemm = nullptr;  // Debian 12's build lacks it (no BUILD_BFLOAT16)
  decltype(&openblas_set_num_threads) setThreads = nullptr;
  decltype(&openblas_get_config) config = nullptr;
  decltype(&openblas_get_corename) corename = nullptr;
  std::string error;  // why it did not load
};

template <class Function>
void find(void* library, const char* name, Function& function) {
  function = reinterpret_cast<Function>(dlsym(library, name));
}

const OpenBlas& openblas() {
  static const OpenBlas loaded = [] {
    OpenBlas o;
    if (const char* kernels = kernelSetForThisCpu()) setenv("OPENBLAS_CORETYPE", kernels, /*overwrite=*/0);
    void* library = dlopen(GCNJIT_OPENBLAS_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
      o.error = std::string("cannot load OpenBLAS: ") + dlerror();
      return o;
    }
    find(library, "cblas_sgemm", o.sgemm);
    find(library, "cblas_sbgemm", o.sbgemm);
    find(library, "openblas_set_num_threads", o.setThreads);
    find(library, "openblas_get_config", o.config);
    find(library, "openblas_get_corename", o.corename);
    if (!o.sgemm || !o.setThreads || !o.config || !o.corename) o.error = GCNJIT_OPENBLAS_LIBRARY " is not OpenBLAS";
    return o;
  }();
  return loaded;
}

const OpenBlas& loadedOpenblas() {
  const OpenBlas& o = openblas();
  if (!o.error.empty()) throw std::runtime_error(o.error);
  return o;
}

}  // namespace

void setOpenblasThreads(unsigned threads) {
  if (openblas().error.empty()) openblas().setThreads(int(threads));
}

std::string openblasConfig() {
  const OpenBlas& o = openblas();
  if (!o.error.empty()) return o.error;
  return std::string(o.config()) + ", kernels for " + o.corename();
}

void openblasSgemm(const float* a, const float* b, float* c, std::size_t n) {
  blasint size = blasint(n);
  loadedOpenblas().sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, size, size, size, 1.0f, a, size, b, size, 0.0f, c,
                         size);
}

bool openblasHasSbgemm(std::string& why) {
  if (!openblas().sbgemm) {
    why = "this OpenBLAS has no cblas_sbgemm: built without BUILD_BFLOAT16";
    return false;
  }
  if (!__builtin_cpu_supports("avx512bf16")) {
    why = "the CPU lacks AVX512_BF16";
    return false;
  }
  return true;
}

void openblasSbgemm(const std::uint16_t* a, const std::uint16_t* b, float* c, std::size_t n) {
  blasint size = blasint(n);
  loadedOpenblas().sbgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, size, size, size, 1.0f, a, size, b, size, 0.0f, c,
                          size);
}

}  // namespace gcnjit::bench

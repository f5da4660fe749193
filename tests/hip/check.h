// Shared by the HIP test programs: HIP_CHECK aborts the test on an API
// error; EXPECT records a failed check and the program returns 1 at the end.
#pragma once
#include <hip/hip_runtime.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>

static int g_failures = 0;

#define HIP_CHECK(expr)                                                                       \
  do {                                                                                        \
    hipError_t e_ = (expr);                                                                   \
    if (e_ != hipSuccess) {                                                                   \
      std::printf("%s:%d: %s failed: %s\n", __FILE__, __LINE__, #expr, hipGetErrorName(e_)); \
      std::exit(1);                                                                           \
    }                                                                                         \
  } while (0)

#define EXPECT(cond, ...)                                           \
  do {                                                              \
    if (!(cond)) {                                                  \
      if (++g_failures <= 10) {                                     \
        std::printf("%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond); \
        std::printf(__VA_ARGS__);                                   \
        std::printf("\n");                                          \
      }                                                             \
    }                                                               \
  } while (0)

static inline bool close_to(double a, double b, double rel = 1e-5) {
  return std::fabs(a - b) <= rel * std::fmax(1.0, std::fmax(std::fabs(a), std::fabs(b)));
}

static inline int finish(const char* name) {
  if (g_failures) {
    std::printf("%s: %d checks failed\n", name, g_failures);
    return 1;
  }
  std::printf("%s: passed\n", name);
  return 0;
}

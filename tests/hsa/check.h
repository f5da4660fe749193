// Shared by the HSA test programs: EXPECT_STATUS compares an HSA call's
// status with the one expected; EXPECT records a failed check. finish()
// returns 1 if any check failed.
#pragma once
#include <hsa/hsa.h>

#include <cstdio>
#include <cstdlib>

static int g_failures = 0;

#define EXPECT(cond, ...)                                                    \
  do {                                                                       \
    if (!(cond)) {                                                           \
      if (++g_failures <= 20) {                                              \
        std::printf("%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond); \
        std::printf(__VA_ARGS__);                                            \
        std::printf("\n");                                                   \
      }                                                                      \
    }                                                                        \
  } while (0)

#define EXPECT_STATUS(expected, expr)                                                   \
  do {                                                                                  \
    hsa_status_t s_ = (expr);                                                           \
    EXPECT(s_ == (expected), "%s gave 0x%x, expected 0x%x", #expr, unsigned(s_), unsigned(expected)); \
  } while (0)

#define HSA_CHECK(expr)                                                                \
  do {                                                                                 \
    hsa_status_t s_ = (expr);                                                          \
    if (s_ != HSA_STATUS_SUCCESS) {                                                    \
      const char* text_ = "?";                                                         \
      hsa_status_string(s_, &text_);                                                   \
      std::printf("%s:%d: %s failed: %s\n", __FILE__, __LINE__, #expr, text_);         \
      std::exit(1);                                                                    \
    }                                                                                  \
  } while (0)

static inline int finish(const char* name) {
  if (g_failures) {
    std::printf("%s: %d checks failed\n", name, g_failures);
    return 1;
  }
  std::printf("%s: passed\n", name);
  return 0;
}

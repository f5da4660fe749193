/* Shared by the OpenMP offload test programs: EXPECT records a failed check;
   finish() returns 1 if any failed. Every program also checks that its
   target regions ran on the device, not the host fallback:
   omp_is_initial_device() is 0 inside them. */
#pragma once
#include <omp.h>
#include <stdio.h>

static int g_failures = 0;

#define EXPECT(cond, ...)                                                  \
  do {                                                                     \
    if (!(cond)) {                                                         \
      if (++g_failures <= 20) {                                            \
        printf("%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond);    \
        printf(__VA_ARGS__);                                               \
        printf("\n");                                                      \
      }                                                                    \
    }                                                                      \
  } while (0)

/* 1 if a target region runs on the device. */
static int target_runs_on_device(void) {
  int initial = 1;
#pragma omp target map(from : initial)
  initial = omp_is_initial_device();
  return !initial;
}

static int finish(const char* name) {
  if (g_failures) {
    printf("%s: %d checks failed\n", name, g_failures);
    return 1;
  }
  printf("%s: passed\n", name);
  return 0;
}

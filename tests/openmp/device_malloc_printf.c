/* Device-side malloc/free (newlib's heap on the device) and printf (GCN
   console output the plugin prints on the host). */
#include <stdlib.h>

#include "check.h"

enum { TEAMS = 4, N = 64 };

int main(void) {
  EXPECT(target_runs_on_device(), "the target region ran on the host");
  long sums[TEAMS] = {0};
#pragma omp target teams distribute num_teams(TEAMS) map(tofrom : sums)
  for (int t = 0; t < TEAMS; ++t) {
    int* scratch = malloc(N * sizeof *scratch);
    if (!scratch) {
      sums[t] = -1;
      continue;
    }
    for (int i = 0; i < N; ++i) scratch[i] = i * (t + 1);
    long s = 0;
    for (int i = 0; i < N; ++i) s += scratch[i];
    free(scratch);
    sums[t] = s;
  }
  for (int t = 0; t < TEAMS; ++t) EXPECT(sums[t] == (long)(t + 1) * N * (N - 1) / 2, "team %d sum %ld", t, sums[t]);

  int value = 42;
#pragma omp target map(to : value)
  printf("device printf: value %d, initial device %d\n", value, omp_is_initial_device());
  return finish("device_malloc_printf");
}

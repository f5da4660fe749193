/* target data regions keep arrays on the device across target regions;
   target update moves them either way; enter/exit data; omp_target_alloc and
   omp_target_memcpy; is_device_ptr. */
#include <stdlib.h>
#include <string.h>

#include "check.h"

enum { N = 4096 };

int main(void) {
  EXPECT(target_runs_on_device(), "the target region ran on the host");
  int* a = malloc(N * sizeof *a);
  for (int i = 0; i < N; ++i) a[i] = i;
#pragma omp target data map(tofrom : a[0:N])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; ++i) a[i] += 1;
    /* The host copy is stale until an update. */
    EXPECT(a[10] == 10, "the host copy changed inside target data: %d", a[10]);
#pragma omp target update from(a[0:N])
    EXPECT(a[10] == 11, "target update from: %d", a[10]);
    for (int i = 0; i < N; ++i) a[i] *= 3;
#pragma omp target update to(a[0:N])
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; ++i) a[i] -= 2;
  }
  int wrong = 0;
  for (int i = 0; i < N; ++i) wrong += a[i] != (i + 1) * 3 - 2;
  EXPECT(wrong == 0, "after target data: %d wrong", wrong);

  double* b = malloc(N * sizeof *b);
  for (int i = 0; i < N; ++i) b[i] = i * 0.5;
#pragma omp target enter data map(to : b[0:N])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; ++i) b[i] = b[i] * b[i];
#pragma omp target exit data map(from : b[0:N])
  wrong = 0;
  for (int i = 0; i < N; ++i) wrong += b[i] != (i * 0.5) * (i * 0.5);
  EXPECT(wrong == 0, "enter/exit data: %d wrong", wrong);

  int device = omp_get_default_device(), host = omp_get_initial_device();
  EXPECT(omp_get_num_devices() >= 1, "%d devices", omp_get_num_devices());
  int* d = omp_target_alloc(N * sizeof *d, device);
  EXPECT(d != NULL, "omp_target_alloc failed");
  if (d) {
    EXPECT(omp_target_memcpy(d, a, N * sizeof *d, 0, 0, device, host) == 0, "memcpy to device");
#pragma omp target teams distribute parallel for is_device_ptr(d)
    for (int i = 0; i < N; ++i) d[i] = d[i] * 2 + 1;
    int* back = malloc(N * sizeof *back);
    EXPECT(omp_target_memcpy(back, d, N * sizeof *d, 0, 0, host, device) == 0, "memcpy from device");
    wrong = 0;
    for (int i = 0; i < N; ++i) wrong += back[i] != a[i] * 2 + 1;
    EXPECT(wrong == 0, "omp_target_alloc'd array: %d wrong", wrong);
    free(back);
    omp_target_free(d, device);
  }
  free(a);
  free(b);
  return finish("data_env");
}

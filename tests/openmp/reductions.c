/* Reductions of several operators and types across teams and threads, and
   atomics (update, capture) on device memory. */
#include <stdlib.h>

#include "check.h"

enum { N = 200000 };

int main(void) {
  EXPECT(target_runs_on_device(), "the target region ran on the host");
  int* v = malloc(N * sizeof *v);
  long long host_sum = 0;
  int host_max = -1, host_min = 1 << 30;
  for (int i = 0; i < N; ++i) {
    v[i] = (int)((i * 2654435761u) % 100000);
    host_sum += v[i];
    if (v[i] > host_max) host_max = v[i];
    if (v[i] < host_min) host_min = v[i];
  }
  long long sum = 0;
  int maximum = -1, minimum = 1 << 30;
  double dsum = 0;
#pragma omp target teams distribute parallel for map(to : v[0:N]) reduction(+ : sum, dsum) \
    reduction(max : maximum) reduction(min : minimum)
  for (int i = 0; i < N; ++i) {
    sum += v[i];
    dsum += v[i] * 0.5;
    if (v[i] > maximum) maximum = v[i];
    if (v[i] < minimum) minimum = v[i];
  }
  EXPECT(sum == host_sum, "sum %lld, host %lld", sum, host_sum);
  EXPECT(dsum == host_sum * 0.5, "double sum %f, host %f", dsum, host_sum * 0.5);
  EXPECT(maximum == host_max && minimum == host_min, "max %d min %d, host %d %d", maximum, minimum, host_max, host_min);

  /* Atomics: a histogram, and captured tickets that must be a permutation. */
  int histogram[16] = {0};
  int* tickets = calloc(N, sizeof *tickets);
  int next = 0;
#pragma omp target teams distribute parallel for map(to : v[0:N]) map(tofrom : histogram, next) \
    map(from : tickets[0:N])
  for (int i = 0; i < N; ++i) {
#pragma omp atomic update
    histogram[v[i] % 16] += 1;
    int ticket;
#pragma omp atomic capture
    ticket = next++;
    tickets[i] = ticket;
  }
  int host_histogram[16] = {0};
  for (int i = 0; i < N; ++i) host_histogram[v[i] % 16] += 1;
  int wrong = 0;
  for (int b = 0; b < 16; ++b) wrong += histogram[b] != host_histogram[b];
  EXPECT(wrong == 0, "histogram: %d bins wrong", wrong);
  EXPECT(next == N, "atomic counter %d, expected %d", next, N);
  char* seen = calloc(N, 1);
  int duplicates = 0;
  for (int i = 0; i < N; ++i) {
    if (tickets[i] < 0 || tickets[i] >= N || seen[tickets[i]]) ++duplicates;
    else seen[tickets[i]] = 1;
  }
  EXPECT(duplicates == 0, "atomic capture: %d tickets out of range or repeated", duplicates);
  free(seen);
  free(tickets);
  free(v);
  return finish("reductions");
}

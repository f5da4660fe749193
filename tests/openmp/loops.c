/* target teams distribute parallel for over 1-D and collapsed 2-D loops,
   with work-items reading omp_get_team_num / thread numbers. */
#include <math.h>
#include <stdlib.h>

#include "check.h"

enum { N = 100000, ROWS = 300, COLS = 170 };

int main(void) {
  EXPECT(target_runs_on_device(), "the target region ran on the host");
  float* x = malloc(N * sizeof *x);
  float* y = malloc(N * sizeof *y);
  float* expected = malloc(N * sizeof *expected);
  for (int i = 0; i < N; ++i) {
    x[i] = (float)i * 0.25f;
    y[i] = (float)(N - i);
    expected[i] = 2.5f * x[i] + y[i];
  }
  int on_device = 0;
#pragma omp target teams distribute parallel for map(to : x[0:N]) map(tofrom : y[0:N]) map(tofrom : on_device)
  for (int i = 0; i < N; ++i) {
    y[i] = 2.5f * x[i] + y[i];
    if (i == N / 2) on_device = !omp_is_initial_device();
  }
  EXPECT(on_device, "the loop's iterations ran on the host");
  int wrong = 0;
  for (int i = 0; i < N; ++i) wrong += y[i] != expected[i];
  EXPECT(wrong == 0, "saxpy: %d of %d wrong", wrong, N);

  static double m[ROWS][COLS];
#pragma omp target teams distribute parallel for collapse(2) map(from : m)
  for (int r = 0; r < ROWS; ++r)
    for (int c = 0; c < COLS; ++c) m[r][c] = sin(r * 0.01) * c + r;
  wrong = 0;
  for (int r = 0; r < ROWS; ++r)
    for (int c = 0; c < COLS; ++c) wrong += fabs(m[r][c] - (sin(r * 0.01) * c + r)) > 1e-9 * (1 + fabs(m[r][c]));
  EXPECT(wrong == 0, "collapse(2): %d of %d wrong", wrong, ROWS * COLS);

  /* More than one team ran, each with its own threads. */
  int teams = 0, threads = 0;
#pragma omp target teams num_teams(8) map(tofrom : teams, threads)
  {
    if (omp_get_team_num() == 0) teams = omp_get_num_teams();
#pragma omp parallel
    if (omp_get_team_num() == 0 && omp_get_thread_num() == 0) threads = omp_get_num_threads();
  }
  EXPECT(teams > 1 && threads > 1, "%d teams, %d threads", teams, threads);
  free(x);
  free(y);
  free(expected);
  return finish("loops");
}

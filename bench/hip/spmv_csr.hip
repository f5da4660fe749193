// y = A x for a sparse matrix in CSR form, one thread per row: the column
// indices make the reads of x irregular gathers.
#include <hip/hip_runtime.h>

extern "C" __global__ void spmv_csr(const unsigned* rowStart, const unsigned* columns, const float* values,
                                    const float* x, float* y, unsigned rows) {
  unsigned row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows) return;
  float sum = 0.0f;
  for (unsigned k = rowStart[row]; k < rowStart[row + 1]; ++k) sum += values[k] * x[columns[k]];
  y[row] = sum;
}

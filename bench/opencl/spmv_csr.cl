// y = A x for a sparse matrix in CSR form, one work-item per row: the column
// indices make the reads of x irregular gathers.
kernel void spmv_csr(global const uint* row_start, global const uint* columns, global const float* values,
                     global const float* x, global float* y, uint rows) {
  uint row = get_global_id(0);
  if (row >= rows) return;
  float sum = 0.0f;
  for (uint k = row_start[row]; k < row_start[row + 1]; ++k) sum += values[k] * x[columns[k]];
  y[row] = sum;
}

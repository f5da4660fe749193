// rocSPARSE (Debian's librocsparse-dev, 5.3) on a random sparse matrix: a
// dense matrix counted (rocsparse_snnz) and converted to CSR
// (rocsparse_sdense2csr), multiplied by a vector (rocsparse_scsrmv),
// transposed to CSC (rocsparse_scsr2csc) and converted back to dense
// (rocsparse_scsr2dense): many distinct library kernels in one program,
// each result compared with the host's. Values are small integers, so
// every float sum is exact.
#include <rocsparse/rocsparse.h>

#include <random>
#include <vector>

#include "check.h"

#define SPARSE_CHECK(expr)                                                           \
  do {                                                                               \
    rocsparse_status s_ = (expr);                                                    \
    if (s_ != rocsparse_status_success) {                                            \
      std::printf("%s:%d: %s failed: status %d\n", __FILE__, __LINE__, #expr, int(s_)); \
      std::exit(1);                                                                  \
    }                                                                                \
  } while (0)

namespace {

constexpr int kRows = 300, kCols = 170;

template <class T>
T* toDevice(const std::vector<T>& host) {
  T* device = nullptr;
  HIP_CHECK(hipMalloc(&device, std::max<size_t>(host.size(), 1) * sizeof(T)));
  HIP_CHECK(hipMemcpy(device, host.data(), host.size() * sizeof(T), hipMemcpyHostToDevice));
  return device;
}

template <class T>
std::vector<T> toHost(const T* device, size_t count) {
  std::vector<T> host(count);
  HIP_CHECK(hipMemcpy(host.data(), device, count * sizeof(T), hipMemcpyDeviceToHost));
  return host;
}

}  // namespace

int main() {
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> value(-8, 8), percent(0, 99);
  // Column-major, as rocSPARSE's dense routines take it; about 12% filled.
  std::vector<float> dense(size_t(kRows) * kCols, 0.0f);
  for (float& v : dense) v = percent(rng) < 12 ? float(value(rng) ? value(rng) : 1) : 0.0f;
  auto at = [&](int row, int col) { return dense[size_t(col) * kRows + row]; };

  // The host's CSR and CSC.
  std::vector<int> rowPtr(kRows + 1, 0), colInd, cscColPtr(kCols + 1, 0), cscRowInd;
  std::vector<float> csrVal, cscVal;
  for (int r = 0; r < kRows; ++r) {
    for (int c = 0; c < kCols; ++c) {
      if (at(r, c) == 0.0f) continue;
      colInd.push_back(c);
      csrVal.push_back(at(r, c));
    }
    rowPtr[r + 1] = int(colInd.size());
  }
  for (int c = 0; c < kCols; ++c) {
    for (int r = 0; r < kRows; ++r) {
      if (at(r, c) == 0.0f) continue;
      cscRowInd.push_back(r);
      cscVal.push_back(at(r, c));
    }
    cscColPtr[c + 1] = int(cscRowInd.size());
  }
  const int nnz = int(colInd.size());

  rocsparse_handle handle;
  rocsparse_mat_descr descr;
  SPARSE_CHECK(rocsparse_create_handle(&handle));
  SPARSE_CHECK(rocsparse_create_mat_descr(&descr));

  // Dense to CSR: the count per row, then the conversion.
  float* dDense = toDevice(dense);
  int* dNnzPerRow = toDevice(std::vector<int>(kRows));
  int nnzTotal = -1;
  SPARSE_CHECK(rocsparse_snnz(handle, rocsparse_direction_row, kRows, kCols, descr, dDense, kRows, dNnzPerRow, &nnzTotal));
  EXPECT(nnzTotal == nnz, "snnz counted %d, host %d", nnzTotal, nnz);
  std::vector<int> nnzPerRow = toHost(dNnzPerRow, kRows);
  for (int r = 0; r < kRows; ++r) {
    EXPECT(nnzPerRow[r] == rowPtr[r + 1] - rowPtr[r], "row %d: %d non-zeros, host %d", r, nnzPerRow[r],
           rowPtr[r + 1] - rowPtr[r]);
  }
  float* dCsrVal = toDevice(std::vector<float>(nnz));
  int* dRowPtr = toDevice(std::vector<int>(kRows + 1));
  int* dColInd = toDevice(std::vector<int>(nnz));
  SPARSE_CHECK(rocsparse_sdense2csr(handle, kRows, kCols, descr, dDense, kRows, dNnzPerRow, dCsrVal, dRowPtr, dColInd));
  EXPECT(toHost(dRowPtr, kRows + 1) == rowPtr, "dense2csr row pointers differ from the host's");
  EXPECT(toHost(dColInd, nnz) == colInd, "dense2csr column indices differ from the host's");
  EXPECT(toHost(dCsrVal, nnz) == csrVal, "dense2csr values differ from the host's");

  // y = alpha * A * x + beta * y.
  std::vector<float> x(kCols), y(kRows);
  for (float& v : x) v = float(value(rng));
  for (float& v : y) v = float(value(rng));
  const float alpha = 2.0f, beta = -1.0f;
  std::vector<float> expectedY(kRows);
  for (int r = 0; r < kRows; ++r) {
    float sum = 0.0f;
    for (int k = rowPtr[r]; k < rowPtr[r + 1]; ++k) sum += csrVal[k] * x[colInd[k]];
    expectedY[r] = alpha * sum + beta * y[r];
  }
  float* dX = toDevice(x);
  float* dY = toDevice(y);
  SPARSE_CHECK(rocsparse_scsrmv(handle, rocsparse_operation_none, kRows, kCols, nnz, &alpha, descr, dCsrVal, dRowPtr,
                                dColInd, nullptr, dX, &beta, dY));
  std::vector<float> gotY = toHost(dY, kRows);
  for (int r = 0; r < kRows; ++r) EXPECT(gotY[r] == expectedY[r], "csrmv row %d: %g, host %g", r, gotY[r], expectedY[r]);

  // CSR to CSC (the transpose's CSR).
  size_t bufferSize = 0;
  SPARSE_CHECK(rocsparse_csr2csc_buffer_size(handle, kRows, kCols, nnz, dRowPtr, dColInd, rocsparse_action_numeric,
                                             &bufferSize));
  void* dBuffer = nullptr;
  HIP_CHECK(hipMalloc(&dBuffer, std::max<size_t>(bufferSize, 1)));
  float* dCscVal = toDevice(std::vector<float>(nnz));
  int* dCscRowInd = toDevice(std::vector<int>(nnz));
  int* dCscColPtr = toDevice(std::vector<int>(kCols + 1));
  SPARSE_CHECK(rocsparse_scsr2csc(handle, kRows, kCols, nnz, dCsrVal, dRowPtr, dColInd, dCscVal, dCscRowInd, dCscColPtr,
                                  rocsparse_action_numeric, rocsparse_index_base_zero, dBuffer));
  EXPECT(toHost(dCscColPtr, kCols + 1) == cscColPtr, "csr2csc column pointers differ from the host's");
  EXPECT(toHost(dCscRowInd, nnz) == cscRowInd, "csr2csc row indices differ from the host's");
  EXPECT(toHost(dCscVal, nnz) == cscVal, "csr2csc values differ from the host's");

  // CSR back to dense.
  float* dBack = toDevice(std::vector<float>(dense.size(), 99.0f));
  SPARSE_CHECK(rocsparse_scsr2dense(handle, kRows, kCols, descr, dCsrVal, dRowPtr, dColInd, dBack, kRows));
  EXPECT(toHost(dBack, dense.size()) == dense, "csr2dense differs from the original dense matrix");

  for (void* p : {(void*)dDense, (void*)dNnzPerRow, (void*)dCsrVal, (void*)dRowPtr, (void*)dColInd, (void*)dX, (void*)dY,
                  dBuffer, (void*)dCscVal, (void*)dCscRowInd, (void*)dCscColPtr, (void*)dBack}) {
    HIP_CHECK(hipFree(p));
  }
  SPARSE_CHECK(rocsparse_destroy_mat_descr(descr));
  SPARSE_CHECK(rocsparse_destroy_handle(handle));
  return finish("rocsparse_csr");
}

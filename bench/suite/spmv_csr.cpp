#include "benchmark.h"
#include "data.h"

namespace gcnjit::bench {
namespace {

// A random sparse matrix with 8 to 24 entries per row at random columns.
class SpmvCsr : public Benchmark {
 public:
  explicit SpmvCsr(bool quick) : rows_(quick ? 1u << 12 : 1u << 20), x_(randomFloats(rows_, -1, 1, 16)), y_(rows_) {
    std::vector<std::uint32_t> lengths = randomUints(rows_, 17, 17);
    rowStart_.push_back(0);
    for (std::uint32_t length : lengths) rowStart_.push_back(rowStart_.back() + 8 + length);
    columns_ = randomUints(rowStart_.back(), std::uint32_t(rows_), 18);
    values_ = randomFloats(rowStart_.back(), -1, 1, 19);
  }

  BenchmarkInfo info() const override {
    double bytes = 12.0 * double(values_.size()) + 12.0 * double(rows_);  // value, column, x gather; row start, y
    return {"spmv_csr", countText(rows_) + " rows, " + std::to_string(values_.size() / rows_) + "/row", bytes, "GB/s",
            Limit::Bandwidth};
  }
  void upload(Gpu& gpu) override {
    rowStart_dev_ = bench::upload(gpu, rowStart_);
    columns_dev_ = bench::upload(gpu, columns_);
    values_dev_ = bench::upload(gpu, values_);
    x_dev_ = bench::upload(gpu, x_);
    y_dev_ = gpu.allocate(rows_ * sizeof(float));
  }
  void run(Gpu& gpu) override {
    gpu.launch("spmv_csr", {rows_}, {256},
               {Arg::of(rowStart_dev_), Arg::of(columns_dev_), Arg::of(values_dev_), Arg::of(x_dev_), Arg::of(y_dev_),
                Arg::value(std::uint32_t(rows_))});
  }
  // GCC vectorises a row's loop keeping the sum in order: 16 products in a
  // vector (x loaded element by element), then added one by one. A simd
  // reduction clause (sums in vector lanes) measured no faster: the loads of
  // x bound it.
  void runNative() override {
#pragma omp parallel for schedule(static)
    for (std::size_t row = 0; row < rows_; ++row) {
      float sum = 0;
      for (std::uint32_t k = rowStart_[row]; k < rowStart_[row + 1]; ++k) sum += values_[k] * x_[columns_[k]];  // hot loop
      y_[row] = sum;
    }
  }
  std::string check(Gpu& gpu) override { return compareFloats(download<float>(gpu, y_dev_, rows_), y_, 1e-5, 1e-5); }

 private:
  std::size_t rows_;
  std::vector<float> x_, y_, values_;
  std::vector<std::uint32_t> rowStart_, columns_;
  BufferId rowStart_dev_ = -1, columns_dev_ = -1, values_dev_ = -1, x_dev_ = -1, y_dev_ = -1;
};

}  // namespace

std::unique_ptr<Benchmark> makeSpmvCsr(bool quick) { return std::make_unique<SpmvCsr>(quick); }

}  // namespace gcnjit::bench

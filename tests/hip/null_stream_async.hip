// The null stream is asynchronous and keeps the legacy default stream's
// ordering, as on AMD's ROCm 5.2 runtime (hipamd: the null stream is a
// device queue like any other; hip::getQueue makes blocking streams wait
// for it, and it for them):
// - While work queued on the null stream has not run, hipStreamQuery(0) and
//   hipEventQuery of an event recorded after it are hipErrorNotReady, and
//   the calls that queued it have returned.
// - Work on the null stream waits for the work queued before it on blocking
//   streams; work on a blocking stream waits for the null stream's work
//   queued before it; a non-blocking stream waits for neither.
// - A synchronous hipMemcpy (on the null stream) waits for the null
//   stream's and the blocking streams' earlier work.
// - hipStreamDestroy waits for the stream's queued work.
// The work is held with hipStreamWaitValue32 on host flags, released by the
// host once the queries have been made; results are checked on the host.
#include <chrono>
#include <thread>
#include <vector>

#include "check.h"

__global__ void setTo(int* x, int v) { x[threadIdx.x] = v; }
__global__ void addFrom(int* dst, const int* src, int k) { dst[threadIdx.x] = src[threadIdx.x] + k; }
__global__ void timesFrom(int* dst, const int* src, int k) { dst[threadIdx.x] = src[threadIdx.x] * k; }

static void release(unsigned* flag) { __atomic_store_n(flag, 1u, __ATOMIC_RELEASE); }

int main() {
  const int n = 64;
  unsigned* flags;
  HIP_CHECK(hipHostMalloc(&flags, 4 * sizeof(unsigned), 0));
  for (int i = 0; i < 4; ++i) flags[i] = 0;
  int *a, *b, *c, *d;
  HIP_CHECK(hipMalloc(&a, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&b, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&c, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d, n * sizeof(int)));
  hipEvent_t after;
  HIP_CHECK(hipEventCreate(&after));

  // Queued null-stream work makes the queries report not ready.
  HIP_CHECK(hipStreamWaitValue32(nullptr, &flags[0], 1, hipStreamWaitValueEq, 0xffffffff));
  setTo<<<1, n>>>(a, 5);
  HIP_CHECK(hipEventRecord(after, nullptr));
  EXPECT(hipStreamQuery(nullptr) == hipErrorNotReady, "null stream query with queued work");
  EXPECT(hipEventQuery(after) == hipErrorNotReady, "event after queued work");
  release(&flags[0]);
  HIP_CHECK(hipStreamSynchronize(nullptr));
  EXPECT(hipStreamQuery(nullptr) == hipSuccess, "null stream idle after synchronize");
  EXPECT(hipEventQuery(after) == hipSuccess, "event complete after synchronize");
  std::vector<int> host(n);
  HIP_CHECK(hipMemcpy(host.data(), a, n * sizeof(int), hipMemcpyDeviceToHost));
  EXPECT(host[n - 1] == 5, "a = %d", host[n - 1]);

  // blocking s1 → null → blocking s2: b = a' + 1 after s1 set a' = 2, c = b * 10.
  hipStream_t s1, s2, free;
  HIP_CHECK(hipStreamCreate(&s1));
  HIP_CHECK(hipStreamCreate(&s2));
  HIP_CHECK(hipStreamCreateWithFlags(&free, hipStreamNonBlocking));
  HIP_CHECK(hipStreamWaitValue32(s1, &flags[1], 1, hipStreamWaitValueEq, 0xffffffff));
  setTo<<<1, n, 0, s1>>>(a, 2);
  addFrom<<<1, n>>>(b, a, 1);
  timesFrom<<<1, n, 0, s2>>>(c, b, 10);
  // A non-blocking stream does not wait for the null stream.
  setTo<<<1, n, 0, free>>>(d, 77);
  HIP_CHECK(hipStreamSynchronize(free));
  HIP_CHECK(hipMemcpyAsync(host.data(), d, n * sizeof(int), hipMemcpyDeviceToHost, free));
  HIP_CHECK(hipStreamSynchronize(free));
  EXPECT(host[0] == 77, "non-blocking stream: d = %d", host[0]);
  EXPECT(hipStreamQuery(nullptr) == hipErrorNotReady, "null stream ran before s1's work");
  EXPECT(hipStreamQuery(s2) == hipErrorNotReady, "s2 ran before the null stream's work");
  release(&flags[1]);
  // The copy, on the null stream, waits for s2's kernel queued before it.
  HIP_CHECK(hipMemcpy(host.data(), c, n * sizeof(int), hipMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += host[i] != 30;
  EXPECT(bad == 0, "legacy ordering: c[0] = %d (expected (2 + 1) * 10)", host[0]);

  // A synchronous copy waits for the null stream's earlier work.
  HIP_CHECK(hipStreamWaitValue32(nullptr, &flags[2], 1, hipStreamWaitValueEq, 0xffffffff));
  setTo<<<1, n>>>(a, 9);
  release(&flags[2]);
  HIP_CHECK(hipMemcpy(host.data(), a, n * sizeof(int), hipMemcpyDeviceToHost));
  EXPECT(host[3] == 9, "synchronous copy after null-stream work: %d", host[3]);

  // Destroying a blocking stream that queued null-stream work waits for, and
  // whose own later work waits for the null stream: hipStreamDestroy waits
  // for the stream's work (released from another thread), nothing hangs.
  hipStream_t s3;
  HIP_CHECK(hipStreamCreate(&s3));
  HIP_CHECK(hipStreamWaitValue32(s3, &flags[3], 1, hipStreamWaitValueEq, 0xffffffff));
  setTo<<<1, n, 0, s3>>>(a, 4);
  addFrom<<<1, n>>>(b, a, 1);
  setTo<<<1, n>>>(d, 1);
  timesFrom<<<1, n, 0, s3>>>(c, b, 3);
  std::thread releaser([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    release(&flags[3]);
  });
  HIP_CHECK(hipStreamDestroy(s3));
  releaser.join();
  HIP_CHECK(hipDeviceSynchronize());
  HIP_CHECK(hipMemcpy(host.data(), c, n * sizeof(int), hipMemcpyDeviceToHost));
  EXPECT(host[7] == 15, "work of a destroyed stream: c = %d (expected (4 + 1) * 3)", host[7]);

  HIP_CHECK(hipStreamDestroy(s1));
  HIP_CHECK(hipStreamDestroy(s2));
  HIP_CHECK(hipStreamDestroy(free));
  HIP_CHECK(hipEventDestroy(after));
  HIP_CHECK(hipFree(a));
  HIP_CHECK(hipFree(b));
  HIP_CHECK(hipFree(c));
  HIP_CHECK(hipFree(d));
  HIP_CHECK(hipHostFree(flags));
  return finish("null_stream_async");
}

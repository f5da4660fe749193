// hsa_amd_memory_async_copy_rect (AMD's hipMemcpy2D/3D paths): pitched 3D
// rectangles copied between host and device memory at offsets, bytes
// outside the rectangle untouched, a copy held back by its dependency
// signal until it reaches 0, the completion signal decremented once, and
// bad arguments with the HSA error codes they give.
#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>

#include <chrono>
#include <cstring>
#include <thread>
#include <vector>

#include "aql.h"
#include "check.h"

namespace {

constexpr std::size_t kSrcPitch = 64, kSrcRows = 8, kSrcSlices = 4;
constexpr std::size_t kDstPitch = 128, kDstRows = 10, kDstSlices = 5;

// Whether dst holds src's box (source offset `from`) at `to`, and its initial
// 0xee bytes everywhere else.
bool copied(const std::uint8_t* dst, const std::uint8_t* src, const hsa_dim3_t& from, const hsa_dim3_t& to,
            const hsa_dim3_t& range) {
  for (std::size_t z = 0; z < kDstSlices; ++z)
    for (std::size_t y = 0; y < kDstRows; ++y)
      for (std::size_t x = 0; x < kDstPitch; ++x) {
        bool inside = x >= to.x && x < to.x + range.x && y >= to.y && y < to.y + range.y && z >= to.z &&
                      z < to.z + range.z;
        std::uint8_t expected = 0xee;
        if (inside) {
          std::size_t sx = x - to.x + from.x, sy = y - to.y + from.y, sz = z - to.z + from.z;
          expected = src[(sz * kSrcRows + sy) * kSrcPitch + sx];
        }
        if (dst[(z * kDstRows + y) * kDstPitch + x] != expected) return false;
      }
  return true;
}

void checkCopies(const Setup& setup) {
  std::vector<std::uint8_t> host(kSrcPitch * kSrcRows * kSrcSlices);
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = std::uint8_t(i * 7 + 1);
  void* agentView = nullptr;
  HSA_CHECK(hsa_amd_memory_lock(host.data(), host.size(), nullptr, 0, &agentView));
  auto* device = deviceArray<std::uint8_t>(setup, kDstPitch * kDstRows * kDstSlices);
  std::memset(device, 0xee, kDstPitch * kDstRows * kDstSlices);
  hsa_pitched_ptr_t src{host.data(), kSrcPitch, kSrcPitch * kSrcRows};
  hsa_pitched_ptr_t dst{device, kDstPitch, kDstPitch * kDstRows};
  hsa_dim3_t from{4, 1, 1}, to{40, 3, 2}, range{52, 6, 3};

  hsa_signal_t gate, done;
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &gate));
  HSA_CHECK(hsa_signal_create(2, 0, nullptr, &done));
  HSA_CHECK(hsa_amd_memory_async_copy_rect(&dst, &to, &src, &from, &range, setup.gpu, hsaHostToDevice, 1, &gate,
                                           done));
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT(hsa_signal_load_scacquire(done) == 2 && device[(2 * kDstRows + 3) * kDstPitch + 40] == 0xee,
         "the copy ran before its dependency reached 0");
  hsa_signal_store_screlease(gate, 0);
  EXPECT(hsa_signal_wait_scacquire(done, HSA_SIGNAL_CONDITION_LT, 2, 20'000'000'000ull, HSA_WAIT_STATE_BLOCKED) == 1,
         "the completion signal was not decremented once");
  EXPECT(copied(device, host.data(), from, to, range), "host to device: the rectangle or its surroundings wrong");

  // Back to the host: one slice, a whole row at offset 0.
  std::vector<std::uint8_t> back(host.size(), 0);
  hsa_pitched_ptr_t backPtr{back.data(), kSrcPitch, kSrcPitch * kSrcRows};
  hsa_dim3_t origin{0, 0, 0}, row{kSrcPitch, 1, 1}, at{0, 3, 2};
  hsa_signal_store_relaxed(done, 1);
  HSA_CHECK(hsa_amd_memory_async_copy_rect(&backPtr, &origin, &dst, &at, &row, setup.gpu, hsaDeviceToHost, 0, nullptr,
                                           done));
  EXPECT(waitZero(done), "device to host did not complete");
  int wrong = 0;
  for (std::size_t x = 0; x < kSrcPitch; ++x) wrong += back[x] != device[(2 * kDstRows + 3) * kDstPitch + x];
  EXPECT(wrong == 0, "device to host: %d bytes wrong", wrong);

  HSA_CHECK(hsa_amd_memory_unlock(host.data()));
  HSA_CHECK(hsa_signal_destroy(gate));
  HSA_CHECK(hsa_signal_destroy(done));
  HSA_CHECK(hsa_memory_free(device));
}

void checkBadArguments(const Setup& setup) {
  std::vector<std::uint32_t> a(1024), b(1024);
  hsa_pitched_ptr_t src{a.data(), 64, 64 * 4}, dst{b.data(), 64, 64 * 4};
  hsa_dim3_t origin{0, 0, 0}, range{64, 4, 2};
  hsa_signal_t done;
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &done));
  auto copy = [&](const hsa_pitched_ptr_t* d, const hsa_pitched_ptr_t* s, const hsa_dim3_t* r, hsa_agent_t agent,
                  int dir = hsaHostToHost, std::uint32_t deps = 0, const hsa_signal_t* depList = nullptr,
                  hsa_signal_t completion = {0}) {
    return hsa_amd_memory_async_copy_rect(d, &origin, s, &origin, r, agent, hsa_amd_copy_direction_t(dir), deps,
                                          depList, completion.handle ? completion : done);
  };
  const auto invalid = HSA_STATUS_ERROR_INVALID_ARGUMENT;
  EXPECT_STATUS(HSA_STATUS_SUCCESS, copy(&dst, &src, &range, setup.gpu));
  EXPECT(waitZero(done), "a valid copy did not complete");
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_AGENT, copy(&dst, &src, &range, setup.cpu));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_AGENT, copy(&dst, &src, &range, hsa_agent_t{42}));
  EXPECT_STATUS(invalid, copy(nullptr, &src, &range, setup.gpu));
  EXPECT_STATUS(invalid, copy(&dst, &src, nullptr, setup.gpu));
  EXPECT_STATUS(invalid, copy(&dst, &src, &range, setup.gpu, 4));
  hsa_dim3_t tooWide{65, 1, 1}, empty{0, 1, 1}, tooDeep{64, 5, 2};
  EXPECT_STATUS(invalid, copy(&dst, &src, &tooWide, setup.gpu));
  EXPECT_STATUS(invalid, copy(&dst, &src, &empty, setup.gpu));
  EXPECT_STATUS(invalid, copy(&dst, &src, &tooDeep, setup.gpu));  // 5 rows of 64 bytes: past a 256-byte slice
  hsa_pitched_ptr_t misaligned{reinterpret_cast<char*>(b.data()) + 2, 64, 256};
  hsa_pitched_ptr_t oddPitch{b.data(), 66, 264};
  hsa_pitched_ptr_t null{nullptr, 64, 256};
  for (const hsa_pitched_ptr_t* bad : {&misaligned, &oddPitch, &null})
    EXPECT_STATUS(invalid, copy(bad, &src, &range, setup.gpu));
  EXPECT_STATUS(invalid, copy(&dst, &src, &range, setup.gpu, hsaHostToHost, 1, nullptr));
  hsa_signal_t unknown{reinterpret_cast<std::uint64_t>(a.data())};
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_SIGNAL, copy(&dst, &src, &range, setup.gpu, hsaHostToHost, 1, &unknown));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_SIGNAL, copy(&dst, &src, &range, setup.gpu, hsaHostToHost, 0, nullptr, unknown));
  EXPECT(hsa_signal_load_scacquire(done) == 0, "a refused copy completed its signal");
  HSA_CHECK(hsa_signal_destroy(done));
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::printf("usage: %s TARGET CODE_OBJECT_DIR\n", argv[0]);
    return 2;
  }
  Setup setup = initialise();
  checkCopies(setup);
  checkBadArguments(setup);
  HSA_CHECK(hsa_shut_down());
  return finish("rect_copies");
}

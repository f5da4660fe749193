// Device printf (ROCm's hostcall buffer): every lane of several waves and
// workgroups prints a line with ints, 64-bit ints, doubles, strings, chars,
// widths and precisions (also from '*'), hex and pointers. The program
// captures its own stdout and compares the lines (sorted: waves print in no
// fixed order) with what the host's printf makes of the same values.
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <sstream>
#include <string>
#include <vector>

#include "check.h"

__global__ void hello(int n, const char* word) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  printf("item %3d of %d: %ld %.3f %s %c|%*d|%-6.2e|%x|%s\n", i, n, (long)i * 3000000000L, i * 0.25, word,
         'a' + i % 26, 5, -i, i * 1e10, i * 255, i % 2 ? "odd" : "even");
}

__global__ void longString() {
  if (threadIdx.x == 0)
    printf("a format longer than fifty-six bytes, so it takes more than one packet: %d%%\n", 100);
}

int main() {
  const int n = 150;
  const char* word = "hip";
  char* dword;
  HIP_CHECK(hipMalloc(&dword, 4));
  HIP_CHECK(hipMemcpy(dword, word, 4, hipMemcpyHostToDevice));

  char path[] = "/tmp/gcnjit_hip_printf_XXXXXX";
  int capture = mkstemp(path);
  std::fflush(stdout);
  int saved = dup(1);
  dup2(capture, 1);
  hello<<<3, 64>>>(n, dword);
  longString<<<1, 64>>>();
  HIP_CHECK(hipDeviceSynchronize());
  std::fflush(stdout);
  dup2(saved, 1);
  close(saved);

  std::vector<std::string> got, expected;
  {
    std::string text(size_t(lseek(capture, 0, SEEK_END)), '\0');
    pread(capture, text.data(), text.size(), 0);
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) got.push_back(line);
  }
  close(capture);
  unlink(path);
  for (int i = 0; i < n; ++i) {
    char line[256];
    std::snprintf(line, sizeof line, "item %3d of %d: %ld %.3f %s %c|%*d|%-6.2e|%x|%s", i, n, (long)i * 3000000000L,
                  i * 0.25, word, 'a' + i % 26, 5, -i, i * 1e10, i * 255, i % 2 ? "odd" : "even");
    expected.push_back(line);
  }
  expected.push_back("a format longer than fifty-six bytes, so it takes more than one packet: 100%");
  std::sort(got.begin(), got.end());
  std::sort(expected.begin(), expected.end());
  EXPECT(got.size() == expected.size(), "%zu lines, expected %zu", got.size(), expected.size());
  for (size_t i = 0; i < std::min(got.size(), expected.size()); ++i)
    EXPECT(got[i] == expected[i], "line '%s', expected '%s'", got[i].c_str(), expected[i].c_str());
  return finish("printf");
}

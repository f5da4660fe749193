// hiprtc: a templated kernel compiled at run time with a -D option, a
// header passed to hiprtcCreateProgram and name expressions, its lowered
// names found by hipModuleGetFunction in the code object hipModuleLoadData
// loads, launched with hipModuleLaunchKernel and checked against the host;
// the code object is for the device's target unless --gpu-architecture
// names another; -I with a directory relative to the working directory; a syntax error is HIPRTC_ERROR_COMPILATION with the
// compiler's message in the log. Codes are AMD's 5.2 implementation's:
// before compilation hiprtcGetLoweredName answers
// HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID and the code and log are empty.
#include <hip/hiprtc.h>

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include <unistd.h>

#include "check.h"

#define RTC_CHECK(expr)                                                                            \
  do {                                                                                             \
    hiprtcResult r_ = (expr);                                                                      \
    if (r_ != HIPRTC_SUCCESS) {                                                                    \
      std::printf("%s:%d: %s failed: %s\n", __FILE__, __LINE__, #expr, hiprtcGetErrorString(r_)); \
      std::exit(1);                                                                                \
    }                                                                                              \
  } while (0)

namespace {

const char* kHeader = R"(
template <typename T> __device__ T affine(T a, T x) { return a * x + T(OFFSET); }
)";

const char* kSource = R"(
#include "affine.h"
template <typename T> __global__ void axpb(T* data, T a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = affine(a, data[i]);
}
)";

std::string programLog(hiprtcProgram program) {
  size_t size = 0;
  RTC_CHECK(hiprtcGetProgramLogSize(program, &size));
  std::string log(size, '\0');
  if (size) RTC_CHECK(hiprtcGetProgramLog(program, log.data()));
  return log.c_str();
}

std::vector<char> programCode(hiprtcProgram program) {
  size_t size = 0;
  RTC_CHECK(hiprtcGetCodeSize(program, &size));
  std::vector<char> code(size);
  if (size) RTC_CHECK(hiprtcGetCode(program, code.data()));
  return code;
}

// The AMDGPU machine number (e_flags' low byte) of a code object.
unsigned elfMachine(const std::vector<char>& code) {
  if (code.size() < 64 || std::memcmp(code.data(), "\x7f" "ELF", 4)) return 0;
  unsigned flags;
  std::memcpy(&flags, code.data() + 48, sizeof flags);
  return flags & 0xff;
}
unsigned machineOf(const std::string& arch) {
  if (arch.rfind("gfx900", 0) == 0) return 0x2c;
  if (arch.rfind("gfx906", 0) == 0) return 0x2f;
  if (arch.rfind("gfx908", 0) == 0) return 0x30;
  return 0;
}

template <typename T>
void runAxpb(hipModule_t module, const char* lowered, T a) {
  hipFunction_t function;
  HIP_CHECK(hipModuleGetFunction(&function, module, lowered));
  const int n = 1000;
  std::vector<T> host(n);
  for (int i = 0; i < n; ++i) host[i] = T(i % 97);
  T* device;
  HIP_CHECK(hipMalloc(&device, n * sizeof(T)));
  HIP_CHECK(hipMemcpy(device, host.data(), n * sizeof(T), hipMemcpyHostToDevice));
  int count = n;
  void* params[] = {&device, &a, &count};
  HIP_CHECK(hipModuleLaunchKernel(function, (n + 127) / 128, 1, 1, 128, 1, 1, 0, nullptr, params, nullptr));
  std::vector<T> result(n);
  HIP_CHECK(hipMemcpy(result.data(), device, n * sizeof(T), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    T expected = a * host[i] + T(3);  // OFFSET=3
    EXPECT(result[i] == expected, "%s: element %d is %g, expected %g", lowered, i, double(result[i]), double(expected));
  }
  HIP_CHECK(hipFree(device));
}

void templatedKernel(const std::string& arch) {
  hiprtcProgram program;
  const char* headers[] = {kHeader};
  const char* includeNames[] = {"affine.h"};
  RTC_CHECK(hiprtcCreateProgram(&program, kSource, "axpb.hip", 1, headers, includeNames));
  RTC_CHECK(hiprtcAddNameExpression(program, "axpb<float>"));
  RTC_CHECK(hiprtcAddNameExpression(program, "&axpb<int>"));
  const char* lowered = nullptr;
  EXPECT(hiprtcGetLoweredName(program, "axpb<float>", &lowered) == HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID,
         "a lowered name before compilation");
  EXPECT(programCode(program).empty() && programLog(program).empty(), "code or log before compilation");

  const char* options[] = {"-DOFFSET=3", "-std=c++17"};
  hiprtcResult compiled = hiprtcCompileProgram(program, 2, options);
  if (compiled != HIPRTC_SUCCESS) {
    std::printf("compilation failed: %s\n%s\n", hiprtcGetErrorString(compiled), programLog(program).c_str());
    std::exit(1);
  }
  EXPECT(hiprtcAddNameExpression(program, "axpb<double>") == HIPRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION,
         "a name expression added after compilation");
  EXPECT(hiprtcGetLoweredName(program, "axpb<double>", &lowered) == HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID,
         "a lowered name of an expression never added");
  const char *floatName = nullptr, *intName = nullptr;
  RTC_CHECK(hiprtcGetLoweredName(program, "axpb<float>", &floatName));
  RTC_CHECK(hiprtcGetLoweredName(program, "&axpb<int>", &intName));
  // Itanium mangling of void axpb<T>(T*, T, int).
  EXPECT(!std::strcmp(floatName, "_Z4axpbIfEvPT_S0_i"), "axpb<float> lowered to %s", floatName);
  EXPECT(!std::strcmp(intName, "_Z4axpbIiEvPT_S0_i"), "axpb<int> lowered to %s", intName);

  std::vector<char> code = programCode(program);
  EXPECT(elfMachine(code) == machineOf(arch), "code object for machine %#x on %s", elfMachine(code), arch.c_str());
  hipModule_t module;
  HIP_CHECK(hipModuleLoadData(&module, code.data()));
  runAxpb<float>(module, floatName, 2.5f);
  runAxpb<int>(module, intName, -7);
  HIP_CHECK(hipModuleUnload(module));
  RTC_CHECK(hiprtcDestroyProgram(&program));
}

// Also an include directory given relative to the working directory.
void explicitTarget() {
  char directory[] = "hiprtc-include-XXXXXX";
  if (!mkdtemp(directory)) {
    std::printf("cannot make %s in the working directory\n", directory);
    std::exit(1);
  }
  std::string header = std::string(directory) + "/value.h";
  if (FILE* file = std::fopen(header.c_str(), "w")) {
    std::fputs("#define VALUE 1\n", file);
    std::fclose(file);
  }
  hiprtcProgram program;
  RTC_CHECK(hiprtcCreateProgram(&program,
                                "#include <value.h>\nextern \"C\" __global__ void k(int* p) { p[threadIdx.x] = VALUE; }",
                                "target.hip", 0, nullptr, nullptr));
  std::string include = std::string("-I") + directory;
  const char* options[] = {"--gpu-architecture=gfx906", include.c_str()};
  hiprtcResult compiled = hiprtcCompileProgram(program, 2, options);
  EXPECT(compiled == HIPRTC_SUCCESS, "with %s: %s\n%s", include.c_str(), hiprtcGetErrorString(compiled),
         programLog(program).c_str());
  EXPECT(elfMachine(programCode(program)) == 0x2f, "--gpu-architecture=gfx906 gave machine %#x",
         elfMachine(programCode(program)));
  RTC_CHECK(hiprtcDestroyProgram(&program));
  std::remove(header.c_str());
  rmdir(directory);
}

void syntaxError() {
  hiprtcProgram program;
  RTC_CHECK(hiprtcCreateProgram(&program, "__global__ void broken(int* p) { p[0] = 1 }\n", "broken.hip", 0,
                                nullptr, nullptr));
  EXPECT(hiprtcCompileProgram(program, 0, nullptr) == HIPRTC_ERROR_COMPILATION, "a syntax error compiled");
  std::string log = programLog(program);
  EXPECT(log.find("broken.hip:1:") != std::string::npos && log.find("error: expected ';'") != std::string::npos,
         "the log does not give the error: [%s]", log.c_str());
  EXPECT(programCode(program).empty(), "code from a failed compilation");
  RTC_CHECK(hiprtcDestroyProgram(&program));
}

}  // namespace

int main() {
  int major = 0, minor = -1;
  RTC_CHECK(hiprtcVersion(&major, &minor));
  EXPECT(major == 9 && minor == 0, "hiprtc version %d.%d", major, minor);
  EXPECT(!std::strcmp(hiprtcGetErrorString(HIPRTC_ERROR_COMPILATION), "HIPRTC_ERROR_COMPILATION"), "error string");

  hipDeviceProp_t props;
  HIP_CHECK(hipGetDeviceProperties(&props, 0));
  templatedKernel(props.gcnArchName);
  explicitTarget();
  syntaxError();
  return finish("hiprtc");
}

// hiprtc's compiler: HIP source to a device code object (an ELF that
// hipModuleLoadData loads), by running the clang that hipcc uses (found at
// build time) in a temporary directory. The source is compiled as hipcc
// compiles device code, with hip/hip_runtime.h included first, so kernels
// need no #include (as with AMD's hiprtc).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace gcnjit::hip {

struct RtcSource {
  std::string name;  // the file name in the compiler's messages
  std::string text;
  // (include name, contents): files the source may #include.
  std::vector<std::pair<std::string, std::string>> headers;
  // hiprtcAddNameExpression's expressions: kernels or __device__ variables.
  std::vector<std::string> nameExpressions;
};

struct RtcOutput {
  bool compiled = false;
  std::string log;  // the compiler's messages; why it failed when it did
  std::vector<std::uint8_t> code;
  // The mangled name of each of RtcSource::nameExpressions, in order.
  std::vector<std::string> loweredNames;
};

// Compiles for `defaultArch` ("gfx908:sramecc+:xnack-") unless `options`
// name a target (--gpu-architecture=, -arch=, --offload-arch=); the other
// options (-D, -I, -std=, -O, -f...) go to clang as they are, but for a
// relative -I directory, made absolute from the working directory.
// Defaults: -O3 and -std=c++14.
RtcOutput compileDeviceCode(const RtcSource& source, const std::vector<std::string>& options,
                            const std::string& defaultArch);

}  // namespace gcnjit::hip

// hiprtc: HIP source compiled at run time (hiprtc_compiler.h) into a code
// object for hipModuleLoadData. Argument checks and codes follow AMD's 5.2
// implementation where it checks; where it would dereference a null or
// stale pointer, the result is HIPRTC_ERROR_INVALID_INPUT (a null argument)
// or HIPRTC_ERROR_INVALID_PROGRAM (a handle that is not a live program).
#include <hip/hiprtc.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <mutex>
#include <unordered_map>

#include "hip/hiprtc_compiler.h"
#include "hip/runtime.h"

struct _hiprtcProgram {
  std::mutex mutex;
  gcnjit::hip::RtcSource source;
  gcnjit::hip::RtcOutput output;  // of the last compilation
};

namespace {

// The live programs, so a destroyed or made-up handle is an error.
std::mutex programsMutex;
std::unordered_map<hiprtcProgram, std::unique_ptr<_hiprtcProgram>>& programs() {
  static auto* live = new std::unordered_map<hiprtcProgram, std::unique_ptr<_hiprtcProgram>>();
  return *live;
}

bool live(hiprtcProgram program) {
  std::lock_guard lock(programsMutex);
  return program && programs().count(program);
}

}  // namespace

extern "C" {

// AMD's 5.2 library reports 9.0.
hiprtcResult hiprtcVersion(int* major, int* minor) {
  if (!major || !minor) return HIPRTC_ERROR_INVALID_INPUT;
  *major = 9;
  *minor = 0;
  return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcCreateProgram(hiprtcProgram* prog, const char* src, const char* name, int numHeaders,
                                 const char** headers, const char** includeNames) {
  if (!prog) return HIPRTC_ERROR_INVALID_PROGRAM;
  if (!src || numHeaders < 0 || (numHeaders && (!headers || !includeNames))) return HIPRTC_ERROR_INVALID_INPUT;
  auto program = std::make_unique<_hiprtcProgram>();
  program->source.name = name ? name : "";
  program->source.text = src;
  for (int i = 0; i < numHeaders; ++i) {
    if (!headers[i] || !includeNames[i]) return HIPRTC_ERROR_INVALID_INPUT;
    program->source.headers.emplace_back(includeNames[i], headers[i]);
  }
  std::lock_guard lock(programsMutex);
  *prog = program.get();
  programs().emplace(*prog, std::move(program));
  return HIPRTC_SUCCESS;
}

// As AMD's, leaves *prog as it was.
hiprtcResult hiprtcDestroyProgram(hiprtcProgram* prog) {
  if (!prog) return HIPRTC_ERROR_INVALID_INPUT;
  std::lock_guard lock(programsMutex);
  return programs().erase(*prog) ? HIPRTC_SUCCESS : HIPRTC_ERROR_INVALID_PROGRAM;
}

hiprtcResult hiprtcAddNameExpression(hiprtcProgram prog, const char* nameExpression) {
  if (!live(prog)) return HIPRTC_ERROR_INVALID_PROGRAM;
  if (!nameExpression) return HIPRTC_ERROR_INVALID_INPUT;
  std::lock_guard lock(prog->mutex);
  if (prog->output.compiled) return HIPRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION;
  auto& expressions = prog->source.nameExpressions;
  if (std::find(expressions.begin(), expressions.end(), nameExpression) == expressions.end())
    expressions.emplace_back(nameExpression);
  return HIPRTC_SUCCESS;
}

// For the device the calling thread has current, unless an option names
// another target.
hiprtcResult hiprtcCompileProgram(hiprtcProgram prog, int numOptions, const char** options) {
  if (!live(prog)) return HIPRTC_ERROR_INVALID_PROGRAM;
  if (numOptions < 0 || (numOptions && !options)) return HIPRTC_ERROR_INVALID_OPTION;
  std::vector<std::string> arguments;
  for (int i = 0; i < numOptions; ++i) {
    if (!options[i]) return HIPRTC_ERROR_INVALID_OPTION;
    arguments.emplace_back(options[i]);
  }
  std::lock_guard lock(prog->mutex);
  prog->output = gcnjit::hip::compileDeviceCode(prog->source, arguments, gcnjit::hip::Runtime::get().archName());
  return prog->output.compiled ? HIPRTC_SUCCESS : HIPRTC_ERROR_COMPILATION;
}

// AMD's 5.2 library answers HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID before
// compilation too (not HIPRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION).
// The name stays valid until the program is destroyed or recompiled.
hiprtcResult hiprtcGetLoweredName(hiprtcProgram prog, const char* nameExpression, const char** loweredName) {
  if (!live(prog)) return HIPRTC_ERROR_INVALID_PROGRAM;
  if (!nameExpression || !loweredName) return HIPRTC_ERROR_INVALID_INPUT;
  std::lock_guard lock(prog->mutex);
  const auto& expressions = prog->source.nameExpressions;
  auto found = std::find(expressions.begin(), expressions.end(), nameExpression);
  if (!prog->output.compiled || found == expressions.end()) return HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID;
  const std::string& lowered = prog->output.loweredNames[std::size_t(found - expressions.begin())];
  if (lowered.empty()) return HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID;
  *loweredName = lowered.c_str();
  return HIPRTC_SUCCESS;
}

// The log's size counts its terminating NUL; an empty log (before any
// compilation, or a silent one) has size 0, as AMD's.
hiprtcResult hiprtcGetProgramLogSize(hiprtcProgram prog, size_t* logSizeRet) {
  if (!live(prog)) return HIPRTC_ERROR_INVALID_PROGRAM;
  if (!logSizeRet) return HIPRTC_ERROR_INVALID_INPUT;
  std::lock_guard lock(prog->mutex);
  *logSizeRet = prog->output.log.empty() ? 0 : prog->output.log.size() + 1;
  return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcGetProgramLog(hiprtcProgram prog, char* log) {
  if (!live(prog)) return HIPRTC_ERROR_INVALID_PROGRAM;
  if (!log) return HIPRTC_ERROR_INVALID_INPUT;
  std::lock_guard lock(prog->mutex);
  const std::string& text = prog->output.log;
  if (!text.empty()) std::memcpy(log, text.c_str(), text.size() + 1);
  return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcGetCodeSize(hiprtcProgram prog, size_t* codeSizeRet) {
  if (!live(prog)) return HIPRTC_ERROR_INVALID_PROGRAM;
  if (!codeSizeRet) return HIPRTC_ERROR_INVALID_INPUT;
  std::lock_guard lock(prog->mutex);
  *codeSizeRet = prog->output.code.size();
  return HIPRTC_SUCCESS;
}

hiprtcResult hiprtcGetCode(hiprtcProgram prog, char* code) {
  if (!live(prog)) return HIPRTC_ERROR_INVALID_PROGRAM;
  if (!code) return HIPRTC_ERROR_INVALID_INPUT;
  std::lock_guard lock(prog->mutex);
  std::copy(prog->output.code.begin(), prog->output.code.end(), code);
  return HIPRTC_SUCCESS;
}

// AMD's returns null for a value that is no hiprtcResult.
const char* hiprtcGetErrorString(hiprtcResult result) {
  switch (result) {
    case HIPRTC_SUCCESS: return "HIPRTC_SUCCESS";
    case HIPRTC_ERROR_OUT_OF_MEMORY: return "HIPRTC_ERROR_OUT_OF_MEMORY";
    case HIPRTC_ERROR_PROGRAM_CREATION_FAILURE: return "HIPRTC_ERROR_PROGRAM_CREATION_FAILURE";
    case HIPRTC_ERROR_INVALID_INPUT: return "HIPRTC_ERROR_INVALID_INPUT";
    case HIPRTC_ERROR_INVALID_PROGRAM: return "HIPRTC_ERROR_INVALID_PROGRAM";
    case HIPRTC_ERROR_INVALID_OPTION: return "HIPRTC_ERROR_INVALID_OPTION";
    case HIPRTC_ERROR_COMPILATION: return "HIPRTC_ERROR_COMPILATION";
    case HIPRTC_ERROR_BUILTIN_OPERATION_FAILURE: return "HIPRTC_ERROR_BUILTIN_OPERATION_FAILURE";
    case HIPRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION: return "HIPRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION";
    case HIPRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION: return "HIPRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION";
    case HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID: return "HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID";
    case HIPRTC_ERROR_INTERNAL_ERROR: return "HIPRTC_ERROR_INTERNAL_ERROR";
  }
  return nullptr;
}

}  // extern "C"

#include "opencl_gpu.h"

#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <dlfcn.h>

#include <chrono>
#include <stdexcept>

namespace gcnjit::bench {

// The OpenCL entry points gcnjit-bench uses, from libOpenCL.so.1 (the ICD loader).
struct OpenClApi {
#define GCNJIT_CL_FUNCTIONS(X)                                                                              \
  X(clGetPlatformIDs) X(clGetPlatformInfo) X(clGetDeviceIDs) X(clGetDeviceInfo) X(clCreateContext)          \
  X(clCreateCommandQueue) X(clCreateProgramWithSource) X(clBuildProgram) X(clGetProgramBuildInfo)           \
  X(clCreateKernel) X(clSetKernelArg) X(clEnqueueNDRangeKernel) X(clFinish) X(clCreateBuffer)               \
  X(clEnqueueWriteBuffer) X(clEnqueueReadBuffer) X(clReleaseMemObject) X(clReleaseKernel) X(clReleaseProgram) \
  X(clReleaseCommandQueue) X(clReleaseContext)
#define GCNJIT_CL_MEMBER(f) decltype(&::f) f = nullptr;
  GCNJIT_CL_FUNCTIONS(GCNJIT_CL_MEMBER)
#undef GCNJIT_CL_MEMBER
  std::string error;  // why the library could not be used

  static const OpenClApi& get() {
    static const OpenClApi api = load();
    return api;
  }

 private:
  static OpenClApi load() {
    OpenClApi api;
    void* library = dlopen("libOpenCL.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
      api.error = "libOpenCL.so.1 not found (install ocl-icd-libopencl1 and pocl-opencl-icd)";
      return api;
    }
#define GCNJIT_CL_LOAD(f)                                                 \
  api.f = reinterpret_cast<decltype(&::f)>(dlsym(library, #f));           \
  if (!api.f && api.error.empty()) api.error = "libOpenCL.so.1 has no " #f;
    GCNJIT_CL_FUNCTIONS(GCNJIT_CL_LOAD)
#undef GCNJIT_CL_LOAD
    return api;
  }
};

namespace {

void check(cl_int status, const char* what) {
  if (status != CL_SUCCESS) throw std::runtime_error(std::string("OpenCL: ") + what + " failed (" + std::to_string(status) + ")");
}

std::string platformName(const OpenClApi& api, cl_platform_id platform) {
  char name[256] = {};
  api.clGetPlatformInfo(platform, CL_PLATFORM_NAME, sizeof name - 1, name, nullptr);
  return name;
}

}  // namespace

std::unique_ptr<OpenClGpu> OpenClGpu::openPocl(std::string& whyNot) {
  const OpenClApi& api = OpenClApi::get();
  if (!api.error.empty()) {
    whyNot = api.error;
    return nullptr;
  }
  cl_uint count = 0;
  if (api.clGetPlatformIDs(0, nullptr, &count) != CL_SUCCESS || count == 0) {
    whyNot = "no OpenCL platform (install pocl-opencl-icd)";
    return nullptr;
  }
  std::vector<cl_platform_id> platforms(count);
  api.clGetPlatformIDs(count, platforms.data(), nullptr);
  for (cl_platform_id platform : platforms) {
    if (platformName(api, platform).find("Portable Computing Language") == std::string::npos) continue;
    cl_device_id device = nullptr;
    if (api.clGetDeviceIDs(platform, CL_DEVICE_TYPE_CPU, 1, &device, nullptr) != CL_SUCCESS) continue;
    return std::unique_ptr<OpenClGpu>(new OpenClGpu(api, platform, device));
  }
  whyNot = "no PoCL CPU device among the OpenCL platforms (install pocl-opencl-icd)";
  return nullptr;
}

OpenClGpu::OpenClGpu(const OpenClApi& api, void* platform, void* device) : api_(api), device_(device) {
  cl_int status = CL_SUCCESS;
  cl_context_properties properties[] = {CL_CONTEXT_PLATFORM, cl_context_properties(platform), 0};
  cl_device_id id = static_cast<cl_device_id>(device);
  context_ = api_.clCreateContext(properties, 1, &id, nullptr, nullptr, &status);
  check(status, "clCreateContext");
  queue_ = api_.clCreateCommandQueue(static_cast<cl_context>(context_), id, 0, &status);
  check(status, "clCreateCommandQueue");
  char name[256] = {};
  api_.clGetDeviceInfo(id, CL_DEVICE_NAME, sizeof name - 1, name, nullptr);
  deviceName_ = name;
}

OpenClGpu::~OpenClGpu() {
  releaseProgram();
  for (void* buffer : buffers_) api_.clReleaseMemObject(static_cast<cl_mem>(buffer));
  api_.clReleaseCommandQueue(static_cast<cl_command_queue>(queue_));
  api_.clReleaseContext(static_cast<cl_context>(context_));
}

void OpenClGpu::releaseProgram() {
  for (auto& [name, kernel] : kernels_) api_.clReleaseKernel(static_cast<cl_kernel>(kernel));
  kernels_.clear();
  if (program_) api_.clReleaseProgram(static_cast<cl_program>(program_));
  program_ = nullptr;
}

double OpenClGpu::build(const std::string& source) {
  releaseProgram();
  auto start = std::chrono::steady_clock::now();
  cl_int status = CL_SUCCESS;
  const char* text = source.c_str();
  std::size_t length = source.size();
  cl_program program = api_.clCreateProgramWithSource(static_cast<cl_context>(context_), 1, &text, &length, &status);
  check(status, "clCreateProgramWithSource");
  program_ = program;
  cl_device_id id = static_cast<cl_device_id>(device_);
  if (api_.clBuildProgram(program, 1, &id, "", nullptr, nullptr) != CL_SUCCESS) {
    std::string log(1 << 16, '\0');
    api_.clGetProgramBuildInfo(program, id, CL_PROGRAM_BUILD_LOG, log.size() - 1, log.data(), nullptr);
    throw std::runtime_error("OpenCL: clBuildProgram failed: " + std::string(log.c_str()));
  }
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

BufferId OpenClGpu::allocate(std::size_t bytes) {
  cl_int status = CL_SUCCESS;
  cl_mem buffer = api_.clCreateBuffer(static_cast<cl_context>(context_), CL_MEM_READ_WRITE, bytes, nullptr, &status);
  check(status, "clCreateBuffer");
  buffers_.push_back(buffer);
  return BufferId(buffers_.size() - 1);
}

void OpenClGpu::write(BufferId buffer, const void* data, std::size_t bytes) {
  check(api_.clEnqueueWriteBuffer(static_cast<cl_command_queue>(queue_), static_cast<cl_mem>(buffers_.at(buffer)),
                                  CL_TRUE, 0, bytes, data, 0, nullptr, nullptr),
        "clEnqueueWriteBuffer");
}

void OpenClGpu::read(BufferId buffer, void* data, std::size_t bytes) {
  check(api_.clEnqueueReadBuffer(static_cast<cl_command_queue>(queue_), static_cast<cl_mem>(buffers_.at(buffer)),
                                 CL_TRUE, 0, bytes, data, 0, nullptr, nullptr),
        "clEnqueueReadBuffer");
}

void OpenClGpu::launch(const std::string& name, Range3 global, Range3 local, const std::vector<Arg>& args) {
  auto found = kernels_.find(name);
  if (found == kernels_.end()) {
    cl_int status = CL_SUCCESS;
    cl_kernel kernel = api_.clCreateKernel(static_cast<cl_program>(program_), name.c_str(), &status);
    check(status, "clCreateKernel");
    found = kernels_.emplace(name, kernel).first;
  }
  cl_kernel kernel = static_cast<cl_kernel>(found->second);
  for (unsigned i = 0; i < args.size(); ++i) {
    if (args[i].buffer >= 0) {
      cl_mem buffer = static_cast<cl_mem>(buffers_.at(args[i].buffer));
      check(api_.clSetKernelArg(kernel, i, sizeof buffer, &buffer), "clSetKernelArg");
    } else {
      check(api_.clSetKernelArg(kernel, i, args[i].bytes.size(), args[i].bytes.data()), "clSetKernelArg");
    }
  }
  std::size_t globalSize[3] = {global.x, global.y, global.z}, localSize[3] = {local.x, local.y, local.z};
  cl_uint dimensions = global.z > 1 ? 3 : global.y > 1 ? 2 : 1;
  check(api_.clEnqueueNDRangeKernel(static_cast<cl_command_queue>(queue_), kernel, dimensions, nullptr, globalSize,
                                    localSize, 0, nullptr, nullptr),
        "clEnqueueNDRangeKernel");
}

void OpenClGpu::finish() { check(api_.clFinish(static_cast<cl_command_queue>(queue_)), "clFinish"); }

}  // namespace gcnjit::bench

# Build-time compilation of GCN test kernels into AMDGPU code objects.
#
#   gcn_opencl_kernel(NAME OPT <O0|O1|O2|O3> [TARGETS gfx...] [FLAGS ...])
#     opencl/NAME.cl -> NAME.<target>.co, one clang-15 run per target.
#   gcn_hip_kernel(NAME OPT <level> [TARGETS gfx...] [FLAGS ...] [EXECUTABLE])
#     hip/NAME.hip -> one hipcc run for all targets, giving the offload bundle
#     NAME.hipfb (with EXECUTABLE: the host program NAME, its .hip_fatbin section
#     copied to NAME.hipfb), then NAME.<target>.co unbundled from it.
#   gcn_add_kernels_target(TARGET)
#     one ALL target that builds every kernel declared before it.
#   gcn_kernel_files(VAR TARGET)
#     VAR = every file holding code for TARGET: code objects, then bundles and
#     executables.
#
# Sources are relative to the calling directory; outputs go to its binary
# directory. Header dependencies come from compiler depfiles.

set(GCN_KERNEL_TARGETS gfx900 gfx906 gfx908 CACHE STRING "GPU targets the test kernels are built for")

function(gcn_require_program var name)
  find_program(${var} ${name})
  if(NOT ${var})
    message(FATAL_ERROR "${name} not found; it is needed to build the GCN test kernels. "
                        "Install ROCm 5.2 from Debian (scripts/setup.sh: hipcc rocm-device-libs "
                        "libamdhip64-dev) or configure with -DGCNJIT_BUILD_TESTS=OFF.")
  endif()
endfunction()

gcn_require_program(GCN_CLANG clang-15)
gcn_require_program(GCN_HIPCC hipcc)
gcn_require_program(GCN_OFFLOAD_BUNDLER clang-offload-bundler-15)
gcn_require_program(GCN_LLVM_OBJDUMP llvm-objdump-15)
gcn_require_program(GCN_LLVM_OBJCOPY llvm-objcopy-15)

find_path(GCN_DEVICE_LIB_DIR ocml.bc
          PATHS /usr/lib/x86_64-linux-gnu/amdgcn/bitcode /opt/rocm/amdgcn/bitcode NO_DEFAULT_PATH)
if(NOT GCN_DEVICE_LIB_DIR)
  message(FATAL_ERROR "AMDGPU device libraries (ocml.bc) not found; install rocm-device-libs "
                      "or set GCN_DEVICE_LIB_DIR.")
endif()

# Parses the common arguments into NAME, OPT, TARGETS, FLAGS, EXECUTABLE in the caller.
macro(gcn_parse_kernel_args)
  cmake_parse_arguments(K "EXECUTABLE" "OPT" "TARGETS;FLAGS" ${ARGN})
  if(NOT K_OPT MATCHES "^O[0-3]$")
    message(FATAL_ERROR "kernel ${NAME}: OPT must be O0, O1, O2 or O3")
  endif()
  if(NOT K_TARGETS)
    set(K_TARGETS ${GCN_KERNEL_TARGETS})
  endif()
endmacro()

# Records OUT as holding code for each target in TARGETS (KIND: OBJECTS or CONTAINERS).
function(gcn_record kind out)
  foreach(t ${ARGN})
    set_property(GLOBAL APPEND PROPERTY GCN_KERNEL_${kind}_${t} ${out})
  endforeach()
  set_property(GLOBAL APPEND PROPERTY GCN_KERNEL_OUTPUTS ${out})
endfunction()

function(gcn_opencl_kernel NAME)
  gcn_parse_kernel_args(${ARGN})
  set(src ${CMAKE_CURRENT_SOURCE_DIR}/opencl/${NAME}.cl)
  foreach(t ${K_TARGETS})
    set(out ${CMAKE_CURRENT_BINARY_DIR}/${NAME}.${t}.co)
    add_custom_command(
      OUTPUT ${out}
      COMMAND ${GCN_CLANG} -target amdgcn-amd-amdhsa -mcpu=${t} -${K_OPT} -x cl
              -Xclang -finclude-default-header --rocm-device-lib-path=${GCN_DEVICE_LIB_DIR}
              ${K_FLAGS} -MD -MF ${out}.d -MT ${out} ${src} -o ${out}
      DEPENDS ${src}
      DEPFILE ${out}.d
      COMMENT "OpenCL C ${NAME} -> ${t}"
      VERBATIM)
    gcn_record(OBJECTS ${out} ${t})
  endforeach()
endfunction()

function(gcn_hip_kernel NAME)
  gcn_parse_kernel_args(${ARGN})
  set(src ${CMAKE_CURRENT_SOURCE_DIR}/hip/${NAME}.hip)
  set(bundle ${CMAKE_CURRENT_BINARY_DIR}/${NAME}.hipfb)
  list(TRANSFORM K_TARGETS PREPEND --offload-arch= OUTPUT_VARIABLE archs)
  list(JOIN K_TARGETS " " target_names)
  if(K_EXECUTABLE)
    set(container ${CMAKE_CURRENT_BINARY_DIR}/${NAME})
    add_custom_command(
      OUTPUT ${container} ${bundle}
      COMMAND ${GCN_HIPCC} -${K_OPT} ${archs} ${K_FLAGS} -MD -MF ${container}.d -MT ${container}
              ${src} -o ${container}
      COMMAND ${GCN_LLVM_OBJCOPY} -O binary --only-section=.hip_fatbin ${container} ${bundle}
      DEPENDS ${src}
      DEPFILE ${container}.d
      COMMENT "HIP program ${NAME} -> ${target_names}"
      VERBATIM)
  else()
    set(container ${bundle})
    add_custom_command(
      OUTPUT ${bundle}
      COMMAND ${GCN_HIPCC} -${K_OPT} --genco ${archs} ${K_FLAGS} -MD -MF ${bundle}.d -MT ${bundle}
              ${src} -o ${bundle}
      DEPENDS ${src}
      DEPFILE ${bundle}.d
      COMMENT "HIP ${NAME} -> ${target_names}"
      VERBATIM)
  endif()
  gcn_record(CONTAINERS ${container} ${K_TARGETS})

  set(outs)
  set(bundle_ids)
  foreach(t ${K_TARGETS})
    list(APPEND outs ${CMAKE_CURRENT_BINARY_DIR}/${NAME}.${t}.co)
    list(APPEND bundle_ids hipv4-amdgcn-amd-amdhsa--${t})
    gcn_record(OBJECTS ${CMAKE_CURRENT_BINARY_DIR}/${NAME}.${t}.co ${t})
  endforeach()
  list(TRANSFORM outs PREPEND --output= OUTPUT_VARIABLE out_args)
  list(JOIN bundle_ids , ids)
  add_custom_command(
    OUTPUT ${outs}
    COMMAND ${GCN_OFFLOAD_BUNDLER} --unbundle --type=o --input=${bundle} --targets=${ids} ${out_args}
    DEPENDS ${bundle}
    COMMENT "Unbundle ${NAME}.hipfb"
    VERBATIM)
endfunction()

function(gcn_add_kernels_target target)
  get_property(outputs GLOBAL PROPERTY GCN_KERNEL_OUTPUTS)
  add_custom_target(${target} ALL DEPENDS ${outputs})
endfunction()

function(gcn_kernel_files var target)
  get_property(objects GLOBAL PROPERTY GCN_KERNEL_OBJECTS_${target})
  get_property(containers GLOBAL PROPERTY GCN_KERNEL_CONTAINERS_${target})
  set(${var} ${objects} ${containers} PARENT_SCOPE)
endfunction()

// Virtual memory management (hipMemAddressReserve, hipMemCreate, hipMemMap,
// hipMemSetAccess and the rest): the reservations, physical allocations and
// mappings behind the API, on the host's own page tables.
//
// A reservation is an inaccessible range of host address space
// (mmap PROT_NONE). A physical allocation is a memfd of its size, so the same
// pages can be mapped at several addresses (each mapping sees the others'
// writes). hipMemMap maps the file over part of a reservation, still
// inaccessible; hipMemSetAccess makes it readable and writable and registers
// it with the devices' address ranges (the devices share one address space),
// so kernels may use it; memory that is reserved but not mapped, or mapped
// without access, stays out of the ranges, and a kernel touching it gets the
// runtime's fault report, which names the reservation. Contiguous accessible mappings of one reservation
// form one range, so an access or a copy may cross from one chunk into the
// next. hipMemUnmap puts the reservation's inaccessible pages back.
//
// Lifetime follows CUDA's documented rules: a physical allocation lives while
// its handle is held (hipMemCreate and each hipMemRetainAllocationHandle hold
// it once, each hipMemRelease lets go once) or any mapping uses it; a handle
// no longer held is invalid even while its memory is still mapped.
//
// Every function here takes arguments the API layer (api_virtual_memory.cpp)
// has checked for AMD's codes, and checks what needs the registry: handles,
// addresses and ranges, answering hipErrorInvalidValue for those.
#pragma once

#include <hip/hip_runtime_api.h>

#include <cstddef>
#include <span>

namespace gcnjit::hip::vmm {

// The granularity of sizes and addresses: the host page size.
std::size_t granularity();

// A range of `size` bytes (a multiple of granularity()), aligned to
// `alignment` (a power of two, or 0: the granularity), at `address` when that
// is free and aligned, else anywhere.
hipError_t reserve(void** pointer, std::size_t size, std::size_t alignment, void* address);
// Frees the reservation starting at `pointer` of `size` bytes, unmapping what
// is still mapped in it.
hipError_t freeReservation(void* pointer, std::size_t size);

// Bytes of physical allocations that are not freed (hipMemGetInfo counts
// them as used device memory, as AMD's allocates them from the device).
std::size_t physicalBytes();

// Whether [pointer, pointer + bytes) reaches into a reservation where it is
// not all mapped with access: a copy there would fault on the host.
bool inaccessible(const void* pointer, std::size_t bytes);

// A physical allocation of `size` bytes (a multiple of granularity()).
hipError_t create(hipMemGenericAllocationHandle_t* handle, std::size_t size, const hipMemAllocationProp& properties);
hipError_t properties(hipMemGenericAllocationHandle_t handle, hipMemAllocationProp* properties);
hipError_t release(hipMemGenericAllocationHandle_t handle);
// The allocation mapped at `address` (anywhere in its mapping), held once more.
hipError_t retain(hipMemGenericAllocationHandle_t* handle, void* address);

// Maps the first `size` bytes of `handle` at `pointer`, inside one
// reservation and over no other mapping.
hipError_t map(void* pointer, std::size_t size, hipMemGenericAllocationHandle_t handle);
// Unmaps the whole mappings that make up [pointer, pointer + size).
hipError_t unmap(void* pointer, std::size_t size);
// Sets each device's access to the whole mappings that make up
// [pointer, pointer + size).
hipError_t setAccess(void* pointer, std::size_t size, std::span<const hipMemAccessDesc> access);
// The access `device` has to the mapping holding `pointer`.
hipError_t access(void* pointer, int device, unsigned long long* flags);

}  // namespace gcnjit::hip::vmm

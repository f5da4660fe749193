// HIP arrays (hipArray, a struct HIP's headers make public): a device
// allocation of width x height x depth elements in gcnjit's linear image
// layout (frontend/lift/lift_image_resource.h): rows of `width` elements
// packed (the row pitch is width * element bytes), slices of `height` rows
// (1 for 1D arrays), layers of layered arrays as slices. Texture objects
// point their T# at it. Arrays are registered so that a bad handle is an
// error, never a host crash.
#pragma once

#include <hip/hip_runtime_api.h>

#include <cstddef>
#include <optional>

#include "hip/element_format.h"

namespace gcnjit::hip {

// Allocates an array: height 0 is a 1D array, depth 0 a 1D or 2D one.
// hipErrorInvalidValue for a null output, a zero width, extents beyond the
// device's texture limits (maxTexture*), flags other than hipArray*;
// hipErrorNotSupported for cube maps.
hipError_t createArray(hipArray** out, const ElementFormat& format, std::size_t width, std::size_t height,
                       std::size_t depth, unsigned flags);
// hipErrorInvalidValue for null or what createArray did not return.
hipError_t destroyArray(hipArray* array);

// The element format of a live array, or nullopt (not an array).
std::optional<ElementFormat> arrayElement(const hipArray* array);
// The array's memory as a pitched pointer (pitch and xsize in bytes, ysize
// rows per slice), and its extent in elements (height and depth at least 1).
hipPitchedPtr arrayMemory(const hipArray* array);
hipExtent arrayExtent(const hipArray* array);

// An array as one side of a copy of the box `bytes` at `pos` (x in bytes):
// its pitched memory; hipErrorInvalidValue for a bad array or a box outside it.
hipError_t arraySide(const hipArray* array, hipPitchedPtr& ptr, const hipPos& pos, const hipExtent& bytes);
// Rewrites the array sides of a 3D copy as pitched pointers: positions and
// the extent's width (elements when either side is an array) become bytes.
// hipErrorInvalidValue for a bad array or a box outside it.
hipError_t resolveArrays(hipMemcpy3DParms& p);

}  // namespace gcnjit::hip

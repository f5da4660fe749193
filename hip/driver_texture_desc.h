// The driver API's texture descriptions (HIP_RESOURCE_DESC,
// HIP_TEXTURE_DESC, HIP_RESOURCE_VIEW_DESC of hipTexObject*) as the runtime
// API's, and back, so both APIs make and describe the same texture objects.
// Driver formats are hipArray_Format + channel count; HIP_TRSF_READ_AS_INTEGER
// is hipReadModeElementType (clear: 8/16-bit integers read as normalized
// floats), HIP_TRSF_NORMALIZED_COORDINATES normalizedCoords, HIP_TRSF_SRGB sRGB.
#pragma once

#include <hip/hip_runtime_api.h>

namespace gcnjit::hip {

// false (hipErrorInvalidValue) for a driver format that is no element format.
bool fromDriver(const HIP_RESOURCE_DESC& in, hipResourceDesc& out);
hipTextureDesc fromDriver(const HIP_TEXTURE_DESC& in);
HIP_RESOURCE_DESC toDriver(const hipResourceDesc& in);
HIP_TEXTURE_DESC toDriver(const hipTextureDesc& in);
HIP_RESOURCE_VIEW_DESC toDriver(const hipResourceViewDesc& in);

}  // namespace gcnjit::hip

// The optional extensions this library offers: images (HSA_EXTENSION_IMAGES,
// version 1.0; api_image.cpp), on the GPU agent. Their function tables are
// what hsa_system_get_(major_)extension_table hand out (AMD's libamdhip64
// reaches the image functions that way).
#pragma once

#include <hsa/hsa.h>

#include <cstddef>
#include <cstdint>

namespace gcnjit::hsa {

// Whether `extension` is offered in version major.minor (a minor of
// UINT16_MAX: any minor).
bool extensionSupported(std::uint16_t extension, std::uint16_t major, std::uint16_t minor);
// The highest minor version of `major`, when the extension is offered in it.
bool majorExtensionSupported(std::uint16_t extension, std::uint16_t major, std::uint16_t& minor);

// The HSA_SYSTEM_INFO_EXTENSIONS / HSA_AGENT_INFO_EXTENSIONS bit mask
// (128 bytes, bit N for extension N); the CPU agent offers none.
hsa_status_t putExtensions(void* value, bool offered);

// Copies `bytes` of the version's table (at most its size) to `table`;
// false when the extension is not offered in that version.
bool copyExtensionTable(std::uint16_t extension, std::uint16_t major, std::size_t bytes, void* table);

}  // namespace gcnjit::hsa

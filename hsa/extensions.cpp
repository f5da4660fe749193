#include "hsa/extensions.h"

#include <hsa/hsa_ext_image.h>

#include <algorithm>
#include <cstring>

namespace gcnjit::hsa {
namespace {

constexpr std::uint16_t kImagesMajor = 1, kImagesMinor = 0;

// The version 1 table holds the 1.00 table's functions first.
const hsa_ext_images_1_pfn_t kImageTable = {
    hsa_ext_image_get_capability,
    hsa_ext_image_data_get_info,
    hsa_ext_image_create,
    hsa_ext_image_destroy,
    hsa_ext_image_copy,
    hsa_ext_image_import,
    hsa_ext_image_export,
    hsa_ext_image_clear,
    hsa_ext_sampler_create,
    hsa_ext_sampler_destroy,
    hsa_ext_image_get_capability_with_layout,
    hsa_ext_image_data_get_info_with_layout,
    hsa_ext_image_create_with_layout,
};
static_assert(sizeof(hsa_ext_images_1_00_pfn_t) <= sizeof kImageTable);

}  // namespace

bool extensionSupported(std::uint16_t extension, std::uint16_t major, std::uint16_t minor) {
  return extension == HSA_EXTENSION_IMAGES && major == kImagesMajor && (minor <= kImagesMinor || minor == UINT16_MAX);
}

bool majorExtensionSupported(std::uint16_t extension, std::uint16_t major, std::uint16_t& minor) {
  if (!extensionSupported(extension, major, UINT16_MAX)) return false;
  minor = kImagesMinor;
  return true;
}

hsa_status_t putExtensions(void* value, bool offered) {
  auto* mask = static_cast<std::uint8_t*>(value);
  std::memset(mask, 0, 128);
  if (offered) mask[HSA_EXTENSION_IMAGES / 8] |= 1 << HSA_EXTENSION_IMAGES % 8;
  return HSA_STATUS_SUCCESS;
}

bool copyExtensionTable(std::uint16_t extension, std::uint16_t major, std::size_t bytes, void* table) {
  if (!extensionSupported(extension, major, UINT16_MAX)) return false;
  std::memcpy(table, &kImageTable, std::min(bytes, sizeof kImageTable));
  return true;
}

}  // namespace gcnjit::hsa

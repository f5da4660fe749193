// The image extension: the extension queries and function tables, the GPU
// agent's image limits, capabilities and data sizes, images over device
// memory filled and read back with import / export / copy / clear (2D with
// pitches, regions, 3D, 1D and 2D arrays, 1D buffers, texel conversions of
// clear), and kernels (argv[2]/image_kernels.TARGET.co) sampling images
// through samplers, with nearest and linear filters, and loading and
// storing texels of a 3D image; then bad arguments and the HSA error codes
// they give.
#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>
#include <hsa/hsa_ext_image.h>

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "aql.h"
#include "check.h"

namespace {

hsa_ext_image_descriptor_t descriptor(hsa_ext_image_geometry_t geometry, std::size_t width, std::size_t height,
                                      std::size_t depth, std::size_t layers, hsa_ext_image_channel_order_t order,
                                      hsa_ext_image_channel_type_t type) {
  hsa_ext_image_descriptor_t d{};
  d.geometry = geometry;
  d.width = width;
  d.height = height;
  d.depth = depth;
  d.array_size = layers;
  d.format = {type, order};
  return d;
}

// An image over fresh device memory of the size and alignment the agent asks.
struct TestImage {
  hsa_ext_image_t handle{0};
  void* data = nullptr;
};
TestImage makeImage(const Setup& setup, const hsa_ext_image_descriptor_t& d) {
  hsa_ext_image_data_info_t info{};
  HSA_CHECK(hsa_ext_image_data_get_info(setup.gpu, &d, HSA_ACCESS_PERMISSION_RW, &info));
  TestImage image;
  HSA_CHECK(hsa_memory_allocate(setup.device, info.size, &image.data));
  EXPECT(reinterpret_cast<std::uintptr_t>(image.data) % info.alignment == 0, "allocation not aligned to %zu",
         info.alignment);
  HSA_CHECK(hsa_ext_image_create(setup.gpu, &d, image.data, HSA_ACCESS_PERMISSION_RW, &image.handle));
  return image;
}
void destroy(const Setup& setup, const TestImage& image) {
  HSA_CHECK(hsa_ext_image_destroy(setup.gpu, image.handle));
  HSA_CHECK(hsa_memory_free(image.data));
}

hsa_ext_image_region_t region(hsa_dim3_t offset, hsa_dim3_t range) { return {offset, range}; }

std::vector<float> ramp(std::size_t n, float scale) {
  std::vector<float> v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = float(i) * scale;
  return v;
}

void checkExtensionQueries(const Setup& setup) {
  bool supported = false;
  HSA_CHECK(hsa_system_extension_supported(HSA_EXTENSION_IMAGES, 1, 0, &supported));
  EXPECT(supported, "images 1.0 not supported");
  HSA_CHECK(hsa_system_extension_supported(HSA_EXTENSION_IMAGES, 2, 0, &supported));
  EXPECT(!supported, "images 2.0 supported");
  HSA_CHECK(hsa_system_extension_supported(HSA_EXTENSION_FINALIZER, 1, 0, &supported));
  EXPECT(!supported, "the finalizer supported");
  std::uint16_t minor = 99;
  HSA_CHECK(hsa_system_major_extension_supported(HSA_EXTENSION_IMAGES, 1, &minor, &supported));
  EXPECT(supported && minor == 0, "images major 1: %d, minor %u", supported, minor);
  HSA_CHECK(hsa_agent_extension_supported(HSA_EXTENSION_IMAGES, setup.gpu, 1, 0, &supported));
  EXPECT(supported, "the GPU agent has no images");
  HSA_CHECK(hsa_agent_extension_supported(HSA_EXTENSION_IMAGES, setup.cpu, 1, 0, &supported));
  EXPECT(!supported, "the CPU agent has images");
  std::uint8_t mask[128];
  HSA_CHECK(hsa_system_get_info(HSA_SYSTEM_INFO_EXTENSIONS, mask));
  EXPECT(mask[0] == 1 << HSA_EXTENSION_IMAGES, "system extension mask %#x", mask[0]);
  HSA_CHECK(hsa_agent_get_info(setup.gpu, HSA_AGENT_INFO_EXTENSIONS, mask));
  EXPECT(mask[0] == 1 << HSA_EXTENSION_IMAGES, "GPU extension mask %#x", mask[0]);

  hsa_ext_images_1_pfn_t table{};
  HSA_CHECK(hsa_system_get_major_extension_table(HSA_EXTENSION_IMAGES, 1, sizeof table, &table));
  EXPECT(table.hsa_ext_image_create == hsa_ext_image_create &&
             table.hsa_ext_sampler_destroy == hsa_ext_sampler_destroy &&
             table.hsa_ext_image_create_with_layout == hsa_ext_image_create_with_layout,
         "the version 1 table holds other functions");
  hsa_ext_images_1_00_pfn_t old{};
  HSA_CHECK(hsa_system_get_extension_table(HSA_EXTENSION_IMAGES, 1, 0, &old));
  EXPECT(old.hsa_ext_image_clear == hsa_ext_image_clear, "the 1.00 table holds other functions");
  // A shorter table gets its first entries only.
  void* first[2] = {nullptr, nullptr};
  HSA_CHECK(hsa_system_get_major_extension_table(HSA_EXTENSION_IMAGES, 1, sizeof(void*), first));
  EXPECT(first[0] == reinterpret_cast<void*>(hsa_ext_image_get_capability) && !first[1], "a one-entry table");
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT,
                hsa_system_get_major_extension_table(HSA_EXTENSION_FINALIZER, 1, sizeof table, &table));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT,
                hsa_system_get_major_extension_table(HSA_EXTENSION_IMAGES, 2, sizeof table, &table));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT,
                hsa_system_get_major_extension_table(HSA_EXTENSION_IMAGES, 1, sizeof table, nullptr));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_system_get_extension_table(HSA_EXTENSION_IMAGES, 1, 1, &old));

  // Limits: AMD's runtime writes (and its HIP reads) 32-bit values.
  std::uint32_t dims[3] = {};
  HSA_CHECK(hsa_agent_get_info(setup.gpu, hsa_agent_info_t(HSA_EXT_AGENT_INFO_IMAGE_3D_MAX_ELEMENTS), dims));
  EXPECT(dims[0] == 16384 && dims[1] == 16384 && dims[2] == 8192, "3D limits %u %u %u", dims[0], dims[1], dims[2]);
  std::uint32_t alignment = 0;
  HSA_CHECK(hsa_agent_get_info(setup.gpu, hsa_agent_info_t(HSA_EXT_AGENT_INFO_IMAGE_LINEAR_ROW_PITCH_ALIGNMENT),
                               &alignment));
  EXPECT(alignment == 256, "row pitch alignment %u", alignment);
  HSA_CHECK(hsa_amd_image_get_info_max_dim(setup.gpu, hsa_agent_info_t(HSA_EXT_AGENT_INFO_IMAGE_2D_MAX_ELEMENTS),
                                           dims));
  EXPECT(dims[0] == 16384 && dims[1] == 16384, "2D limits %u %u", dims[0], dims[1]);
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT,
                hsa_amd_image_get_info_max_dim(setup.gpu, HSA_AGENT_INFO_NAME, dims));
}

void checkCapabilitiesAndSizes(const Setup& setup) {
  std::uint32_t mask = 0;
  hsa_ext_image_format_t rgbaFloat{HSA_EXT_IMAGE_CHANNEL_TYPE_FLOAT, HSA_EXT_IMAGE_CHANNEL_ORDER_RGBA};
  HSA_CHECK(hsa_ext_image_get_capability(setup.gpu, HSA_EXT_IMAGE_GEOMETRY_2D, &rgbaFloat, &mask));
  EXPECT(mask & HSA_EXT_IMAGE_CAPABILITY_READ_WRITE, "RGBA float 2D: capability %#x", mask);
  // Orders whose components a store would have to swizzle are not held.
  hsa_ext_image_format_t bgra{HSA_EXT_IMAGE_CHANNEL_TYPE_UNORM_INT8, HSA_EXT_IMAGE_CHANNEL_ORDER_BGRA};
  HSA_CHECK(hsa_ext_image_get_capability(setup.gpu, HSA_EXT_IMAGE_GEOMETRY_2D, &bgra, &mask));
  EXPECT(mask == 0, "BGRA: capability %#x", mask);
  hsa_ext_image_format_t depth{HSA_EXT_IMAGE_CHANNEL_TYPE_FLOAT, HSA_EXT_IMAGE_CHANNEL_ORDER_DEPTH};
  HSA_CHECK(hsa_ext_image_get_capability_with_layout(setup.gpu, HSA_EXT_IMAGE_GEOMETRY_2DDEPTH, &depth,
                                                     HSA_EXT_IMAGE_DATA_LAYOUT_LINEAR, &mask));
  EXPECT(mask != 0, "float depth images not held");
  HSA_CHECK(hsa_ext_image_get_capability(setup.gpu, HSA_EXT_IMAGE_GEOMETRY_2D, &depth, &mask));
  EXPECT(mask == 0, "a depth order on a 2D geometry: capability %#x", mask);
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT,
                hsa_ext_image_get_capability(setup.gpu, hsa_ext_image_geometry_t(8), &rgbaFloat, &mask));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT,
                hsa_ext_image_get_capability(setup.gpu, HSA_EXT_IMAGE_GEOMETRY_2D, nullptr, &mask));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_AGENT,
                hsa_ext_image_get_capability(setup.cpu, HSA_EXT_IMAGE_GEOMETRY_2D, &rgbaFloat, &mask));

  hsa_ext_image_data_info_t info{};
  auto d = descriptor(HSA_EXT_IMAGE_GEOMETRY_2D, 30, 20, 0, 0, HSA_EXT_IMAGE_CHANNEL_ORDER_RGBA,
                      HSA_EXT_IMAGE_CHANNEL_TYPE_FLOAT);
  HSA_CHECK(hsa_ext_image_data_get_info(setup.gpu, &d, HSA_ACCESS_PERMISSION_RO, &info));
  EXPECT(info.size == 30 * 20 * 16 && info.alignment == 256, "30x20 RGBA float: %zu bytes, alignment %zu", info.size,
         info.alignment);
  HSA_CHECK(hsa_ext_image_data_get_info_with_layout(setup.gpu, &d, HSA_ACCESS_PERMISSION_RW,
                                                    HSA_EXT_IMAGE_DATA_LAYOUT_LINEAR, 512, 0, &info));
  EXPECT(info.size == 512 * 20, "row pitch 512: %zu bytes", info.size);
  auto pitchStatus = [&](std::size_t row, std::size_t slice) {
    return hsa_ext_image_data_get_info_with_layout(setup.gpu, &d, HSA_ACCESS_PERMISSION_RW,
                                                   HSA_EXT_IMAGE_DATA_LAYOUT_LINEAR, row, slice, &info);
  };
  EXPECT_STATUS(hsa_status_t(HSA_EXT_STATUS_ERROR_IMAGE_PITCH_UNSUPPORTED), pitchStatus(520, 0));  // not whole texels
  EXPECT_STATUS(hsa_status_t(HSA_EXT_STATUS_ERROR_IMAGE_PITCH_UNSUPPORTED), pitchStatus(256, 0));  // below the width
  EXPECT_STATUS(hsa_status_t(HSA_EXT_STATUS_ERROR_IMAGE_PITCH_UNSUPPORTED), pitchStatus(512, 512 * 21));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT,
                hsa_ext_image_data_get_info_with_layout(setup.gpu, &d, HSA_ACCESS_PERMISSION_RW,
                                                        HSA_EXT_IMAGE_DATA_LAYOUT_OPAQUE, 0, 0, &info));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT,
                hsa_ext_image_data_get_info(setup.gpu, &d, hsa_access_permission_t(0), &info));
  auto sizeStatus = [&](hsa_ext_image_descriptor_t bad) {
    return hsa_ext_image_data_get_info(setup.gpu, &bad, HSA_ACCESS_PERMISSION_RW, &info);
  };
  const auto r = HSA_EXT_IMAGE_CHANNEL_ORDER_R;
  const auto u8 = HSA_EXT_IMAGE_CHANNEL_TYPE_UNSIGNED_INT8;
  const auto sizeError = hsa_status_t(HSA_EXT_STATUS_ERROR_IMAGE_SIZE_UNSUPPORTED);
  EXPECT_STATUS(sizeError, sizeStatus(descriptor(HSA_EXT_IMAGE_GEOMETRY_2D, 0, 4, 0, 0, r, u8)));
  EXPECT_STATUS(sizeError, sizeStatus(descriptor(HSA_EXT_IMAGE_GEOMETRY_1D, 4, 4, 0, 0, r, u8)));  // 1D with a height
  EXPECT_STATUS(sizeError, sizeStatus(descriptor(HSA_EXT_IMAGE_GEOMETRY_2D, 16385, 4, 0, 0, r, u8)));
  EXPECT_STATUS(sizeError, sizeStatus(descriptor(HSA_EXT_IMAGE_GEOMETRY_2DA, 4, 4, 0, 0, r, u8)));  // no layers
  EXPECT_STATUS(hsa_status_t(HSA_EXT_STATUS_ERROR_IMAGE_FORMAT_UNSUPPORTED),
                sizeStatus(descriptor(HSA_EXT_IMAGE_GEOMETRY_2D, 4, 4, 0, 0, HSA_EXT_IMAGE_CHANNEL_ORDER_RGB, u8)));
  EXPECT_STATUS(hsa_status_t(HSA_EXT_STATUS_ERROR_IMAGE_FORMAT_UNSUPPORTED),
                sizeStatus(descriptor(HSA_EXT_IMAGE_GEOMETRY_2D, 4, 4, 0, 0, r,
                                      HSA_EXT_IMAGE_CHANNEL_TYPE_UNORM_SHORT_565)));
}

// 2D: import with a source pitch, export a region with another, copy a
// region into a second image, clear a region.
void checkTransfers2D(const Setup& setup) {
  constexpr std::size_t w = 24, h = 10;
  auto d = descriptor(HSA_EXT_IMAGE_GEOMETRY_2D, w, h, 0, 0, HSA_EXT_IMAGE_CHANNEL_ORDER_RG,
                      HSA_EXT_IMAGE_CHANNEL_TYPE_FLOAT);
  TestImage a = makeImage(setup, d), b = makeImage(setup, d);
  constexpr std::size_t srcPitchFloats = 2 * w + 6;  // padded rows
  std::vector<float> src = ramp(srcPitchFloats * h, 0.25f);
  hsa_ext_image_region_t all = region({0, 0, 0}, {w, h, 1});
  HSA_CHECK(hsa_ext_image_import(setup.gpu, src.data(), srcPitchFloats * 4, 0, a.handle, &all));
  // The image's memory is packed rows of texels (gcnjit's linear layout).
  const float* texels = static_cast<const float*>(a.data);
  int wrong = 0;
  for (std::size_t y = 0; y < h; ++y)
    for (std::size_t x = 0; x < 2 * w; ++x) wrong += texels[y * 2 * w + x] != src[y * srcPitchFloats + x];
  EXPECT(wrong == 0, "import: %d floats wrong", wrong);

  // Export texels (3..10) x rows (2..6) packed.
  std::vector<float> part(8 * 5 * 2, -1.0f);
  hsa_ext_image_region_t box = region({3, 2, 0}, {8, 5, 1});
  HSA_CHECK(hsa_ext_image_export(setup.gpu, a.handle, part.data(), 0, 0, &box));
  wrong = 0;
  for (std::size_t y = 0; y < 5; ++y)
    for (std::size_t x = 0; x < 16; ++x) wrong += part[y * 16 + x] != src[(y + 2) * srcPitchFloats + 6 + x];
  EXPECT(wrong == 0, "export of a region: %d floats wrong", wrong);

  // Copy that region of a to (0, 0) of b; b's other texels stay as cleared.
  float zero[4] = {0, 0, 0, 0};
  HSA_CHECK(hsa_ext_image_clear(setup.gpu, b.handle, zero, &all));
  hsa_dim3_t from{3, 2, 0}, to{0, 0, 0}, range{8, 5, 1};
  HSA_CHECK(hsa_ext_image_copy(setup.gpu, a.handle, &from, b.handle, &to, &range));
  std::vector<float> bAll(w * h * 2);
  HSA_CHECK(hsa_ext_image_export(setup.gpu, b.handle, bAll.data(), 0, 0, &all));
  wrong = 0;
  for (std::size_t y = 0; y < h; ++y)
    for (std::size_t x = 0; x < w; ++x)
      for (int c = 0; c < 2; ++c) {
        float expected = x < 8 && y < 5 ? src[(y + 2) * srcPitchFloats + (x + 3) * 2 + c] : 0.0f;
        wrong += bAll[(y * w + x) * 2 + c] != expected;
      }
  EXPECT(wrong == 0, "copy of a region: %d floats wrong", wrong);

  // Clear a 2x2 corner to (7, 8): the order's two components.
  float value[4] = {7, 8, 9, 10};
  hsa_ext_image_region_t corner = region({w - 2, h - 2, 0}, {2, 2, 1});
  HSA_CHECK(hsa_ext_image_clear(setup.gpu, b.handle, value, &corner));
  HSA_CHECK(hsa_ext_image_export(setup.gpu, b.handle, bAll.data(), 0, 0, &all));
  EXPECT(bAll[((h - 1) * w + w - 1) * 2] == 7 && bAll[((h - 1) * w + w - 1) * 2 + 1] == 8 &&
             bAll[((h - 3) * w + w - 1) * 2] == 0,
         "clear of a corner");
  destroy(setup, a);
  destroy(setup, b);
}

// Clear converts its value as a kernel's store would.
void checkClearConversions(const Setup& setup) {
  auto d = descriptor(HSA_EXT_IMAGE_GEOMETRY_1D, 4, 0, 0, 0, HSA_EXT_IMAGE_CHANNEL_ORDER_RGBA,
                      HSA_EXT_IMAGE_CHANNEL_TYPE_UNORM_INT8);
  TestImage unorm = makeImage(setup, d);
  float value[4] = {0.5f, 1.5f, -1.0f, 0.25f};
  hsa_ext_image_region_t all = region({0, 0, 0}, {4, 1, 1});
  HSA_CHECK(hsa_ext_image_clear(setup.gpu, unorm.handle, value, &all));
  const auto* bytes = static_cast<const std::uint8_t*>(unorm.data);
  EXPECT(bytes[12] == 128 && bytes[13] == 255 && bytes[14] == 0 && bytes[15] == 64, "UNORM_INT8 clear: %u %u %u %u",
         bytes[12], bytes[13], bytes[14], bytes[15]);
  destroy(setup, unorm);

  d = descriptor(HSA_EXT_IMAGE_GEOMETRY_1D, 4, 0, 0, 0, HSA_EXT_IMAGE_CHANNEL_ORDER_RG,
                 HSA_EXT_IMAGE_CHANNEL_TYPE_HALF_FLOAT);
  TestImage half = makeImage(setup, d);
  float halfValue[4] = {1.5f, -2.0f, 0, 0};
  HSA_CHECK(hsa_ext_image_clear(setup.gpu, half.handle, halfValue, &all));
  const auto* halves = static_cast<const std::uint16_t*>(half.data);
  EXPECT(halves[6] == 0x3e00 && halves[7] == 0xc000, "HALF_FLOAT clear: %#x %#x", halves[6], halves[7]);
  destroy(setup, half);

  d = descriptor(HSA_EXT_IMAGE_GEOMETRY_1D, 4, 0, 0, 0, HSA_EXT_IMAGE_CHANNEL_ORDER_R,
                 HSA_EXT_IMAGE_CHANNEL_TYPE_SIGNED_INT16);
  TestImage sint = makeImage(setup, d);
  std::int32_t intValue[4] = {-70000, 0, 0, 0};
  HSA_CHECK(hsa_ext_image_clear(setup.gpu, sint.handle, intValue, &all));
  EXPECT(static_cast<const std::int16_t*>(sint.data)[3] == -32768, "SIGNED_INT16 clear saturates");
  destroy(setup, sint);
}

// 3D and array images: slices (a 1D array's layers in y, a 2D array's in z).
void checkSlices(const Setup& setup) {
  auto d3 = descriptor(HSA_EXT_IMAGE_GEOMETRY_3D, 5, 4, 3, 0, HSA_EXT_IMAGE_CHANNEL_ORDER_R,
                       HSA_EXT_IMAGE_CHANNEL_TYPE_UNSIGNED_INT32);
  TestImage volume = makeImage(setup, d3);
  std::vector<std::uint32_t> in(5 * 4 * 3), out(2 * 2 * 2, 0);
  for (std::size_t i = 0; i < in.size(); ++i) in[i] = std::uint32_t(i * 3 + 1);
  hsa_ext_image_region_t all = region({0, 0, 0}, {5, 4, 3});
  HSA_CHECK(hsa_ext_image_import(setup.gpu, in.data(), 0, 0, volume.handle, &all));
  hsa_ext_image_region_t cube = region({1, 2, 1}, {2, 2, 2});
  HSA_CHECK(hsa_ext_image_export(setup.gpu, volume.handle, out.data(), 0, 0, &cube));
  int wrong = 0;
  for (std::size_t z = 0; z < 2; ++z)
    for (std::size_t y = 0; y < 2; ++y)
      for (std::size_t x = 0; x < 2; ++x) wrong += out[(z * 2 + y) * 2 + x] != in[((z + 1) * 4 + y + 2) * 5 + x + 1];
  EXPECT(wrong == 0, "3D region export: %d texels wrong", wrong);
  destroy(setup, volume);

  auto d1a = descriptor(HSA_EXT_IMAGE_GEOMETRY_1DA, 6, 0, 0, 4, HSA_EXT_IMAGE_CHANNEL_ORDER_R,
                        HSA_EXT_IMAGE_CHANNEL_TYPE_UNSIGNED_INT16);
  TestImage layers = makeImage(setup, d1a);
  std::vector<std::uint16_t> rows(6 * 4), back(6 * 2);
  for (std::size_t i = 0; i < rows.size(); ++i) rows[i] = std::uint16_t(1000 + i);
  hsa_ext_image_region_t allLayers = region({0, 0, 0}, {6, 4, 1});
  HSA_CHECK(hsa_ext_image_import(setup.gpu, rows.data(), 0, 0, layers.handle, &allLayers));
  hsa_ext_image_region_t twoLayers = region({0, 2, 0}, {6, 2, 1});
  HSA_CHECK(hsa_ext_image_export(setup.gpu, layers.handle, back.data(), 0, 0, &twoLayers));
  EXPECT(back[0] == 1012 && back[11] == 1023, "1D array layers 2-3: %u .. %u", back[0], back[11]);
  hsa_ext_image_region_t badLayer = region({0, 4, 0}, {6, 1, 1});
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT,
                hsa_ext_image_export(setup.gpu, layers.handle, back.data(), 0, 0, &badLayer));
  destroy(setup, layers);

  auto d2a = descriptor(HSA_EXT_IMAGE_GEOMETRY_2DA, 3, 2, 0, 3, HSA_EXT_IMAGE_CHANNEL_ORDER_R,
                        HSA_EXT_IMAGE_CHANNEL_TYPE_UNSIGNED_INT8);
  TestImage planes = makeImage(setup, d2a);
  std::uint32_t fillValue[4] = {9, 0, 0, 0};
  hsa_ext_image_region_t lastPlane = region({0, 0, 2}, {3, 2, 1});
  HSA_CHECK(hsa_ext_image_clear(setup.gpu, planes.handle, fillValue, &lastPlane));
  EXPECT(static_cast<const std::uint8_t*>(planes.data)[2 * 6] == 9 && static_cast<const std::uint8_t*>(planes.data)[5] != 9,
         "2D array: clearing layer 2");
  destroy(setup, planes);
}

// A 1D buffer image: packed texels, its handle pointing at a buffer
// resource (V#: stride 61:48, num_records 95:64) that buffer_load_format reads.
void checkBufferImage(const Setup& setup) {
  auto d = descriptor(HSA_EXT_IMAGE_GEOMETRY_1DB, 100, 0, 0, 0, HSA_EXT_IMAGE_CHANNEL_ORDER_RGBA,
                      HSA_EXT_IMAGE_CHANNEL_TYPE_UNSIGNED_INT8);
  TestImage buffer = makeImage(setup, d);
  std::vector<std::uint8_t> in(400);
  for (std::size_t i = 0; i < in.size(); ++i) in[i] = std::uint8_t(i * 5);
  hsa_ext_image_region_t all = region({0, 0, 0}, {100, 1, 1});
  HSA_CHECK(hsa_ext_image_import(setup.gpu, in.data(), 0, 0, buffer.handle, &all));
  EXPECT(std::memcmp(buffer.data, in.data(), in.size()) == 0, "1D buffer image: texels not packed");
  const auto* dwords = reinterpret_cast<const std::uint32_t*>(buffer.handle.handle);
  EXPECT(dwords[0] == std::uint32_t(reinterpret_cast<std::uintptr_t>(buffer.data)) && (dwords[1] >> 16 & 0x3fff) == 4 &&
             dwords[2] == 100,
         "1D buffer image: V# %#x %#x %#x", dwords[0], dwords[1], dwords[2]);
  EXPECT(dwords[8] == HSA_EXT_IMAGE_CHANNEL_TYPE_UNSIGNED_INT8 && dwords[9] == HSA_EXT_IMAGE_CHANNEL_ORDER_RGBA &&
             dwords[10] == 100,
         "1D buffer image: channel type, order and width beside the V#");
  destroy(setup, buffer);
}

void checkKernels(const Setup& setup, const std::string& codeObject) {
  hsa_executable_t executable = loadExecutable(setup.gpu, codeObject);
  KernelInfo sampleTwice = kernelInfo(executable, "sample_twice.kd", setup.gpu);
  KernelInfo sampleBetween = kernelInfo(executable, "sample_between.kd", setup.gpu);
  KernelInfo addCoordinates = kernelInfo(executable, "add_coordinates.kd", setup.gpu);
  hsa_queue_t* queue = createQueue(setup, 64);
  hsa_signal_t done;
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &done));

  constexpr std::uint32_t w = 16, h = 8;
  auto d = descriptor(HSA_EXT_IMAGE_GEOMETRY_2D, w, h, 0, 0, HSA_EXT_IMAGE_CHANNEL_ORDER_RGBA,
                      HSA_EXT_IMAGE_CHANNEL_TYPE_FLOAT);
  TestImage src = makeImage(setup, d), dst = makeImage(setup, d);
  std::vector<float> in = ramp(w * h * 4, 0.5f), out(w * h * 4);
  hsa_ext_image_region_t all = region({0, 0, 0}, {w, h, 1});
  HSA_CHECK(hsa_ext_image_import(setup.gpu, in.data(), 0, 0, src.handle, &all));
  hsa_ext_sampler_descriptor_t nearest{HSA_EXT_SAMPLER_COORDINATE_MODE_UNNORMALIZED, HSA_EXT_SAMPLER_FILTER_MODE_NEAREST,
                                       HSA_EXT_SAMPLER_ADDRESSING_MODE_CLAMP_TO_EDGE};
  hsa_ext_sampler_t pointSampler;
  HSA_CHECK(hsa_ext_sampler_create(setup.gpu, &nearest, &pointSampler));
  std::uint64_t args3[3] = {src.handle.handle, pointSampler.handle, dst.handle.handle};
  void* args = kernargs(setup, sampleTwice, args3, sizeof args3);
  dispatch3D(queue, sampleTwice, args, {w, h, 1}, {8, 8, 1}, done);
  EXPECT(waitZero(done), "sample_twice did not complete");
  HSA_CHECK(hsa_ext_image_export(setup.gpu, dst.handle, out.data(), 0, 0, &all));
  int wrong = 0;
  for (std::size_t i = 0; i < in.size(); ++i) wrong += out[i] != 2 * in[i];
  EXPECT(wrong == 0, "sample_twice: %d of %zu floats wrong (out[5] = %g)", wrong, in.size(), out[5]);

  // A linear filter between texels x and x + 1 of row 0: their mean.
  hsa_ext_sampler_descriptor_t linear = nearest;
  linear.filter_mode = HSA_EXT_SAMPLER_FILTER_MODE_LINEAR;
  hsa_ext_sampler_t linearSampler;
  HSA_CHECK(hsa_ext_sampler_create(setup.gpu, &linear, &linearSampler));
  auto* between = deviceArray<float>(setup, (w - 1) * 4);
  struct {
    std::uint64_t image, sampler;
    float* out;
  } betweenArgs{src.handle.handle, linearSampler.handle, between};
  void* args2 = kernargs(setup, sampleBetween, &betweenArgs, sizeof betweenArgs);
  hsa_signal_store_relaxed(done, 1);
  dispatch(queue, sampleBetween, args2, w - 1, 15, done);
  EXPECT(waitZero(done), "sample_between did not complete");
  wrong = 0;
  for (std::size_t i = 0; i < (w - 1) * 4; ++i) wrong += std::fabs(between[i] - (in[i] + in[i + 4]) / 2) > 1e-2f;
  EXPECT(wrong == 0, "linear filter: %d of %u values wrong (between[0] = %g, expected %g)", wrong, (w - 1) * 4,
         between[0], (in[0] + in[4]) / 2);

  // Loads and stores of a 3D uint image, the same image read and written.
  auto d3 = descriptor(HSA_EXT_IMAGE_GEOMETRY_3D, 8, 4, 2, 0, HSA_EXT_IMAGE_CHANNEL_ORDER_RG,
                       HSA_EXT_IMAGE_CHANNEL_TYPE_UNSIGNED_INT16);
  TestImage volume = makeImage(setup, d3);
  std::vector<std::uint16_t> texels(8 * 4 * 2 * 2), result(texels.size());
  for (std::size_t i = 0; i < texels.size(); ++i) texels[i] = std::uint16_t(i);
  hsa_ext_image_region_t whole = region({0, 0, 0}, {8, 4, 2});
  HSA_CHECK(hsa_ext_image_import(setup.gpu, texels.data(), 0, 0, volume.handle, &whole));
  std::uint64_t twice[2] = {volume.handle.handle, volume.handle.handle};
  void* args4 = kernargs(setup, addCoordinates, twice, sizeof twice);
  hsa_signal_store_relaxed(done, 1);
  dispatch3D(queue, addCoordinates, args4, {8, 4, 2}, {8, 4, 2}, done);
  EXPECT(waitZero(done), "add_coordinates did not complete");
  HSA_CHECK(hsa_ext_image_export(setup.gpu, volume.handle, result.data(), 0, 0, &whole));
  wrong = 0;
  for (std::size_t z = 0; z < 2; ++z)
    for (std::size_t y = 0; y < 4; ++y)
      for (std::size_t x = 0; x < 8; ++x)
        for (std::size_t c = 0; c < 2; ++c) {
          std::size_t i = ((z * 4 + y) * 8 + x) * 2 + c;
          wrong += result[i] != std::uint16_t(texels[i] + x + 10 * y + 100 * z);
        }
  EXPECT(wrong == 0, "add_coordinates: %d of %zu components wrong", wrong, texels.size());

  HSA_CHECK(hsa_ext_sampler_destroy(setup.gpu, pointSampler));
  HSA_CHECK(hsa_ext_sampler_destroy(setup.gpu, linearSampler));
  for (const TestImage& image : {src, dst, volume}) destroy(setup, image);
  for (void* p : {args, args2, args4, static_cast<void*>(between)}) HSA_CHECK(hsa_memory_free(p));
  HSA_CHECK(hsa_signal_destroy(done));
  HSA_CHECK(hsa_queue_destroy(queue));
  HSA_CHECK(hsa_executable_destroy(executable));
}

void checkBadArguments(const Setup& setup) {
  auto d = descriptor(HSA_EXT_IMAGE_GEOMETRY_2D, 8, 8, 0, 0, HSA_EXT_IMAGE_CHANNEL_ORDER_R,
                      HSA_EXT_IMAGE_CHANNEL_TYPE_FLOAT);
  TestImage image = makeImage(setup, d);
  hsa_ext_image_t other;
  char* misaligned = static_cast<char*>(image.data) + 4;
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT,
                hsa_ext_image_create(setup.gpu, &d, misaligned, HSA_ACCESS_PERMISSION_RW, &other));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT,
                hsa_ext_image_create(setup.gpu, &d, nullptr, HSA_ACCESS_PERMISSION_RW, &other));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT,
                hsa_ext_image_create(setup.gpu, nullptr, image.data, HSA_ACCESS_PERMISSION_RW, &other));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_AGENT,
                hsa_ext_image_create(setup.cpu, &d, image.data, HSA_ACCESS_PERMISSION_RW, &other));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT,
                hsa_ext_image_create_with_layout(setup.gpu, &d, image.data, HSA_ACCESS_PERMISSION_RW,
                                                 HSA_EXT_IMAGE_DATA_LAYOUT_OPAQUE, 0, 0, &other));
  EXPECT_STATUS(hsa_status_t(HSA_EXT_STATUS_ERROR_IMAGE_PITCH_UNSUPPORTED),
                hsa_ext_image_create_with_layout(setup.gpu, &d, image.data, HSA_ACCESS_PERMISSION_RW,
                                                 HSA_EXT_IMAGE_DATA_LAYOUT_LINEAR, 30, 0, &other));

  float buffer[64] = {};
  hsa_ext_image_region_t all = region({0, 0, 0}, {8, 8, 1});
  hsa_ext_image_region_t past = region({4, 0, 0}, {5, 8, 1});
  hsa_ext_image_region_t empty = region({0, 0, 0}, {0, 8, 1});
  hsa_ext_image_region_t depthIn2D = region({0, 0, 1}, {8, 8, 1});
  for (const hsa_ext_image_region_t* bad : {&past, &empty, &depthIn2D})
    EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_ext_image_import(setup.gpu, buffer, 0, 0, image.handle, bad));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_ext_image_import(setup.gpu, nullptr, 0, 0, image.handle, &all));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_ext_image_import(setup.gpu, buffer, 0, 0, image.handle, nullptr));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_ext_image_export(setup.gpu, image.handle, buffer, 16, 0, &all));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_ext_image_clear(setup.gpu, image.handle, nullptr, &all));
  hsa_ext_image_t unknown{reinterpret_cast<std::uint64_t>(buffer)};
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_ext_image_export(setup.gpu, unknown, buffer, 0, 0, &all));

  auto dWide = descriptor(HSA_EXT_IMAGE_GEOMETRY_2D, 8, 8, 0, 0, HSA_EXT_IMAGE_CHANNEL_ORDER_RG,
                          HSA_EXT_IMAGE_CHANNEL_TYPE_FLOAT);
  TestImage wide = makeImage(setup, dWide);
  hsa_dim3_t origin{0, 0, 0}, range{2, 2, 1}, outside{7, 7, 0};
  EXPECT_STATUS(HSA_STATUS_ERROR_INCOMPATIBLE_ARGUMENTS,
                hsa_ext_image_copy(setup.gpu, image.handle, &origin, wide.handle, &origin, &range));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT,
                hsa_ext_image_copy(setup.gpu, wide.handle, &origin, wide.handle, &outside, &range));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT,
                hsa_ext_image_copy(setup.gpu, wide.handle, nullptr, wide.handle, &origin, &range));

  hsa_ext_sampler_descriptor_t badMode{HSA_EXT_SAMPLER_COORDINATE_MODE_NORMALIZED, HSA_EXT_SAMPLER_FILTER_MODE_NEAREST,
                                       hsa_ext_sampler_addressing_mode32_t(9)};
  hsa_ext_sampler_t sampler;
  EXPECT_STATUS(hsa_status_t(HSA_EXT_STATUS_ERROR_SAMPLER_DESCRIPTOR_UNSUPPORTED),
                hsa_ext_sampler_create(setup.gpu, &badMode, &sampler));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_ext_sampler_create(setup.gpu, nullptr, &sampler));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_ext_sampler_destroy(setup.gpu, hsa_ext_sampler_t{12345}));

  destroy(setup, wide);
  HSA_CHECK(hsa_ext_image_destroy(setup.gpu, image.handle));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_ext_image_destroy(setup.gpu, image.handle));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_ext_image_import(setup.gpu, buffer, 0, 0, image.handle, &all));
  HSA_CHECK(hsa_memory_free(image.data));
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::printf("usage: %s TARGET CODE_OBJECT_DIR\n", argv[0]);
    return 2;
  }
  std::string target = argv[1], dir = argv[2];
  Setup setup = initialise();
  checkExtensionQueries(setup);
  checkCapabilitiesAndSizes(setup);
  checkTransfers2D(setup);
  checkClearConversions(setup);
  checkSlices(setup);
  checkBufferImage(setup);
  checkKernels(setup, dir + "/image_kernels." + target + ".co");
  checkBadArguments(setup);
  HSA_CHECK(hsa_shut_down());
  return finish("images");
}

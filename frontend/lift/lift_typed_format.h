// Typed data formats (Vega ISA "MTBUF Instructions" DFMT/NFMT table, "Read
// Data Format", "Image Resource" data/num format), shared by the MTBUF rows
// (format in the instruction, known when lifting) and the image rows (format
// in the T#, read at run time). One component of a texel or buffer element is
// converted at a time: memory bits zero-extended to 32 bits <-> VGPR data
// (32 bits, or the low 16 bits with D16).
//
// Lifted conversions (the rules the seed gives, or that are exact):
// - loads: UINT/SINT zero/sign-extended; FLOAT 32-bit unconverted and 16-bit
//   widened to f32 (exact); USCALED/SSCALED integers to float (8/16-bit
//   components, exact); UNORM/SNORM 8/16-bit to c / (2^n - 1) and
//   max(c / (2^(n-1) - 1), -1) rounded to nearest even.
//   D16: the 16-bit result of the same rules (32-bit components excluded,
//   as are 16-bit scaled integers, which f16 does not hold exactly).
// - stores: UINT/SINT saturated to the component (OpenCL's write_image
//   conversions, convert_*_sat); FLOAT 32-bit unconverted, f32 -> f16 rounded
//   to nearest even, f16 -> f32 exact; UNORM/SNORM 8/16-bit as
//   V_CVT_PKNORM_*: value * (2^n - 1) (2^(n-1) - 1) rounded to nearest even
//   and saturated, NaN to 0.
// Everything else (packed 10/11-bit formats, 8-bit float, 32-bit norm or
// scaled formats, scaled stores) is not lifted.
#pragma once

#include <cstdint>
#include <string>

#include "lift/lift_context.h"

namespace gcnjit::lift::typed {

enum Nfmt : unsigned { Unorm = 0, Snorm = 1, Uscaled = 2, Sscaled = 3, Uint = 4, Sint = 5, Float = 7 };

struct Layout {
  unsigned components = 0;  // 0: not a lifted layout
  unsigned bytes = 0;       // per component
};
Layout layoutOf(unsigned dfmt);

const char* dfmtName(unsigned dfmt);  // "8_8_8_8", ...
const char* nfmtName(unsigned nfmt);  // "UNORM", ...

// Why a component of `bits` bits in `nfmt` does not convert (null when it does).
const char* loadUnsupported(unsigned bits, unsigned nfmt, bool d16);
const char* storeUnsupported(unsigned bits, unsigned nfmt);  // D16 data too

// Memory bits (v64i32, zero-extended) -> VGPR data, and back (the result's
// bits above the component are don't-care). Only for lifted conversions.
V decodeComponent(LiftContext& c, V raw, unsigned bits, unsigned nfmt, bool d16);
V encodeComponent(LiftContext& c, V data, unsigned bits, unsigned nfmt, bool d16);

// The VGPR data of the value 1 in `nfmt` (1.0 for float-valued formats).
std::uint32_t oneOf(unsigned nfmt, bool d16);

// Component k of VGPR data from `vdata` on: dword k, or with D16 half k % 2
// of dword k / 2 (low half first; upper bits don't-care).
V readComponent(LiftContext& c, std::uint16_t vdata, unsigned k, bool d16);
// Writes `n` components to VGPRs from `vdata` on in the EXEC lanes; with D16
// two per VGPR, the first in the low half, and an odd last one writes only
// D[15:0] (Vega ISA BUFFER_LOAD_FORMAT_D16_X: "D0[15:0] = ..."), keeping the
// high half as the *_D16 loads do.
void writeComponents(LiftContext& c, std::uint16_t vdata, const V* values, unsigned n, bool d16);

// --- formats read at run time (descriptor fields as i32 scalars) -------------

struct RuntimeFormat {
  V dfmt;
  V nfmt;
};
// Components and bytes per component of the run-time format (0 when the layout
// is not lifted).
V componentCount(LiftContext& c, V dfmt);
V componentBytes(LiftContext& c, V dfmt);
// i1: the layout and every component's conversion are lifted.
V loadLifted(LiftContext& c, RuntimeFormat f, bool d16);
V storeLifted(LiftContext& c, RuntimeFormat f);
// decodeComponent / encodeComponent of the run-time format (lifted formats).
V decodeAny(LiftContext& c, V raw, RuntimeFormat f, bool d16);
V encodeAny(LiftContext& c, V data, RuntimeFormat f, bool d16);
// oneOf of the run-time number format, as a v64i32.
V oneAny(LiftContext& c, V nfmt, bool d16);

}  // namespace gcnjit::lift::typed

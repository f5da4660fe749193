// AVX-512 accesses of a whole wave whose 64 lanes read or write consecutive
// elements from one host address in rax, once global_avx512.cpp or
// lds_avx512.cpp has found them so: four groups of 16 lanes, each one zmm
// access masked by its EXEC bits (masked-off lanes neither touch memory nor
// fault). Scratch registers: zmm22, zmm23, k1, k4.
#pragma once

#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

// Elements of `size` (4 or 8) bytes into `inst`'s lanes; inactive lanes load 0.
void loadConsecutiveWave(Emitter& e, const ir::Inst& inst, const ir::Inst* mask, unsigned size);
// Lanes 16q..16q+15 loaded as `size`-byte elements from `at` into zmm22
// (8-byte elements: lanes 8-15 into zmm23), under k1 (lanes 8-15 under k4,
// which this sets from k1); inactive lanes load 0.
void loadGroup(Emitter& e, unsigned size, const x86::Mem& at);
// The same, every lane from the `size`-byte element at `element`.
void broadcastGroup(Emitter& e, unsigned size, const x86::Gp& element);
// zmm22 (and zmm23) as loadGroup leaves them into lanes 16q..16q+15 of `inst`.
void storeLoadedGroup(Emitter& e, const ir::Inst& inst, unsigned q, unsigned size);
// `data`'s lanes as elements of `size` (4 or 8) bytes.
void storeConsecutiveWave(Emitter& e, const ir::Inst* data, const ir::Inst* mask, unsigned size);
// Lanes 16q..16q+15 of `data` as `size`-byte elements at `at`, under k1
// (8-byte elements: lanes 8-15 under k4, which this sets from k1).
void storeGroup(Emitter& e, const ir::Inst* data, unsigned q, unsigned size, const x86::Mem& at);

}  // namespace gcnjit::backend_x64

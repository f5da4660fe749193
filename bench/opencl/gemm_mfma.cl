// C = A * B for n x n row-major matrices (n a multiple of 256), f32 or bf16
// inputs, f32 results: the GEMM of issue 8 ("MI100 MFMA at host-peak speed").
// One source, two code paths:
//   gfx908 (MI100)      each wave multiplies with MFMA instructions
//                       (v_mfma_f32_32x32x2f32, v_mfma_f32_32x32x4bf16);
//   gfx900, PoCL        the same tiles with plain FMAs, 16 x 8 per work-item.
// Both: a work-group of 256 work-items computes a 256 x 256 tile of C (a
// Tensile-style macro tile: each element of A and of B feeds 256 products
// per slice); A and B pass through LDS in slices 16 (f32) or 32 (bf16)
// deep, stored k-major so that a lane's MFMA operand is one dword. Launch:
// global (n, n / 256), local (256, 1).
//
// MFMA register layouts (MI100 ISA, seed 001, chapter 7 "Matrix Arithmetic
// Instructions"; AMD's matrix instruction calculator for CDNA1), lane l of
// a wave, accumulator register r:
//   32x32x2f32   A[l%32][l/32], B[l/32][l%32]
//   32x32x4bf16  A[l%32][2*(l/32) + {0,1}], B[2*(l/32) + {0,1}][l%32]: two
//                bf16 per lane, the lower k in the low half
//   both         D[(r/4)*8 + (l/32)*4 + r%4][l%32], 16 registers (AccVGPRs)
// The four waves split the tile 2 x 2; each owns 128 x 128 of C as 4 x 4
// MFMA blocks of 32 x 32 (all 256 AccVGPRs), so a k step is 16 MFMAs on 4
// A and 4 B operands. The FMA-only path computes the tile as two 256 x 128
// halves one after the other (all of it at once would take 256
// accumulators per work-item), each work-item 16 x 8 elements of a half.
#define TILE_M 256  // rows of C per work-group
#define TILE_N 256  // columns

// bf16 -> f32: the bf16 bits are the upper half of the f32.
#define BF16_LO(x) as_float((x) << 16)
#define BF16_HI(x) as_float((x) & 0xffff0000u)

#define HALF_N 128    // columns of a half (FMA-only path)

#if defined(__gfx908__)
// Stores the wave's 128 x 128 block of C (4 x 4 MFMA results).
static inline __attribute__((always_inline)) void storeWaveTile(global float* c, uint n, uint row0, uint col0, uint lane, float16 acc[4][4]) {
#pragma unroll
  for (uint i = 0; i < 4; ++i) {
#pragma unroll
    for (uint j = 0; j < 4; ++j) {
      float r[16];
      vstore16(acc[i][j], 0, r);
#pragma unroll
      for (uint q = 0; q < 16; ++q) {
        uint row = row0 + 32 * i + q / 4 * 8 + lane / 32 * 4 + q % 4;
        c[row * n + col0 + 32 * j + lane % 32] = r[q];
      }
    }
  }
}

// The wave's MFMA operands for the k step at slice row k (in dwords: k, or
// k pairs for bf16): lane l reads row k + l/32 at column l%32 of each of
// the wave's four 32-wide blocks of A (oa) and of B (ob).
static inline __attribute__((always_inline)) void waveOperands(local uint la[16][TILE_M], local uint lb[16][TILE_N],
                                                               uint k, uint waveRow, uint waveCol, uint lane,
                                                               uint oa[4], uint ob[4]) {
#pragma unroll
  for (uint i = 0; i < 4; ++i) oa[i] = la[k + lane / 32][waveRow + 32 * i + lane % 32];
#pragma unroll
  for (uint j = 0; j < 4; ++j) ob[j] = lb[k + lane / 32][waveCol + 32 * j + lane % 32];
}

// The slice in LDS times the wave's accumulators: 8 k steps of 16 MFMAs (a
// k step: one k per half-wave for f32, one k pair for bf16), then the
// slice's closing barrier. The scheduling barrier keeps the MFMAs before
// it: moved past it (they do not touch LDS) they would split each
// accumulator's chain of 8.
static inline __attribute__((always_inline)) void multiplySlice(local uint la[16][TILE_M], local uint lb[16][TILE_N],
                                                                uint waveRow, uint waveCol, uint lane, bool bf16,
                                                                float16 acc[4][4]) {
  for (uint k = 0; k < 16; k += 2) {
    uint oa[4], ob[4];
    waveOperands(la, lb, k, waveRow, waveCol, lane, oa, ob);
#pragma unroll
    for (uint i = 0; i < 4; ++i) {
#pragma unroll
      for (uint j = 0; j < 4; ++j) {
        acc[i][j] = bf16 ? __builtin_amdgcn_mfma_f32_32x32x4bf16(as_short2(oa[i]), as_short2(ob[j]), acc[i][j], 0, 0, 0)
                         : __builtin_amdgcn_mfma_f32_32x32x2f32(as_float(oa[i]), as_float(ob[j]), acc[i][j], 0, 0, 0);
      }
    }
  }
  __builtin_amdgcn_sched_barrier(0);
  barrier(CLK_LOCAL_MEM_FENCE);
}
#else
// Stores a work-item's 16 x 8 results: rows ty + 16 i, columns tx + 16 j.
static void storeThreadTile(global float* c, uint n, uint row0, uint col0, float acc[16][8]) {
  for (uint i = 0; i < 16; ++i) {
    for (uint j = 0; j < 8; ++j) c[(row0 + 16 * i) * n + col0 + 16 * j] = acc[i][j];
  }
}
#endif

// A slice of A, 256 rows x 16 dwords (k, or k pairs for bf16), into
// la[k][row]: 16 dwords per work-item, coalesced along k.
static void loadSliceA(local uint la[16][TILE_M], global const uint* a, uint pitch, uint row0, uint k0, uint t) {
  for (uint i = 0; i < 16; ++i) {
    uint e = t + 256 * i;
    la[e % 16][e / 16] = a[(row0 + e / 16) * pitch + k0 + e % 16];
  }
}

// A slice of B, 16 rows x `cols` columns from col0, into lb[k][col]: 4
// columns (16 bytes) per work-item and step, loaded and stored whole.
static void loadSliceB(local uint lb[16][TILE_N], global const uint* b, uint n, uint col0, uint cols, uint k0, uint t) {
  for (uint i = 0; i < 16 * cols / 1024; ++i) {
    uint e = t + 256 * i, row = e / (cols / 4), c4 = e % (cols / 4);
    vstore4(vload4(0, b + (k0 + row) * n + col0 + 4 * c4), 0, &lb[row][4 * c4]);
  }
}

// bf16 B: 16 pairs of rows x `cols` columns from col0 into lb[k/2][col],
// the two rows of a pair interleaved into each dword (the operand layout).
static void loadPairsB(local uint lb[16][TILE_N], global const uint* b, uint pairs, uint col0, uint cols, uint k0,
                       uint t) {
  for (uint i = 0; i < 16 * cols / 512; ++i) {
    uint e = t + 256 * i, kp = e / (cols / 2), cp = e % (cols / 2);
    uint even = b[(k0 + 2 * kp) * pairs + col0 / 2 + cp];     // B[k][2cp], B[k][2cp+1]
    uint odd = b[(k0 + 2 * kp + 1) * pairs + col0 / 2 + cp];  // B[k+1][2cp], B[k+1][2cp+1]
    lb[kp][2 * cp] = (even & 0xffffu) | odd << 16;
    lb[kp][2 * cp + 1] = even >> 16 | (odd & 0xffff0000u);
  }
}

kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void gemm_mfma_f32(global const float* a, global const float* b, global float* c, uint n) {
  local uint la[16][TILE_M];  // la[k][row], f32 bits
  local uint lb[16][TILE_N];  // lb[k][col]
  global const uint* ua = (global const uint*)a;
  global const uint* ub = (global const uint*)b;
  uint t = get_local_id(0);
  uint row0 = get_group_id(1) * TILE_M, col0 = get_group_id(0) * TILE_N;
#if defined(__gfx908__)
  uint lane = t % 64, wave = t / 64;
  uint waveRow = wave / 2 * 128, waveCol = wave % 2 * 128;
  float16 acc[4][4] = {{0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}};
  for (uint k0 = 0; k0 < n; k0 += 16) {
    loadSliceA(la, ua, n, row0, k0, t);
    loadSliceB(lb, ub, n, col0, TILE_N, k0, t);
    barrier(CLK_LOCAL_MEM_FENCE);
    multiplySlice(la, lb, waveRow, waveCol, lane, false, acc);
  }
  storeWaveTile(c, n, row0 + waveRow, col0 + waveCol, lane, acc);
#else
  uint tx = t % 16, ty = t / 16;
  for (uint part = 0; part < TILE_N / HALF_N; ++part) {
    uint colh = col0 + HALF_N * part;
    float acc[16][8] = {{0}};
    for (uint k0 = 0; k0 < n; k0 += 16) {
      loadSliceA(la, ua, n, row0, k0, t);
      loadSliceB(lb, ub, n, colh, HALF_N, k0, t);
      barrier(CLK_LOCAL_MEM_FENCE);
      for (uint k = 0; k < 16; ++k) {
        float fa[16], fb[8];
        for (uint i = 0; i < 16; ++i) fa[i] = as_float(la[k][ty + 16 * i]);
        for (uint j = 0; j < 8; ++j) fb[j] = as_float(lb[k][tx + 16 * j]);
        for (uint i = 0; i < 16; ++i) {
          for (uint j = 0; j < 8; ++j) acc[i][j] = fma(fa[i], fb[j], acc[i][j]);
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    storeThreadTile(c, n, row0 + ty, colh + tx, acc);
  }
#endif
}

// A and B hold bf16 (16-bit) elements; the slices in LDS hold k pairs packed
// into a dword, the lower k in the low half (the MFMA operand layout): A's
// pairs are adjacent in memory, B's two rows are interleaved on the way.
kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void gemm_mfma_bf16(global const uint* a, global const uint* b, global float* c, uint n) {
  local uint la[16][TILE_M];  // la[k/2][row]
  local uint lb[16][TILE_N];  // lb[k/2][col]
  uint t = get_local_id(0);
  uint row0 = get_group_id(1) * TILE_M, col0 = get_group_id(0) * TILE_N;
  uint pairs = n / 2;  // dwords per row of A and B
#if defined(__gfx908__)
  uint lane = t % 64, wave = t / 64;
  uint waveRow = wave / 2 * 128, waveCol = wave % 2 * 128;
  float16 acc[4][4] = {{0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}};
  for (uint k0 = 0; k0 < n; k0 += 32) {
    loadSliceA(la, a, pairs, row0, k0 / 2, t);
    loadPairsB(lb, b, pairs, col0, TILE_N, k0, t);
    barrier(CLK_LOCAL_MEM_FENCE);
    multiplySlice(la, lb, waveRow, waveCol, lane, true, acc);
  }
  storeWaveTile(c, n, row0 + waveRow, col0 + waveCol, lane, acc);
#else
  uint tx = t % 16, ty = t / 16;
  for (uint part = 0; part < TILE_N / HALF_N; ++part) {
    uint colh = col0 + HALF_N * part;
    float acc[16][8] = {{0}};
    for (uint k0 = 0; k0 < n; k0 += 32) {
      loadSliceA(la, a, pairs, row0, k0 / 2, t);
      loadPairsB(lb, b, pairs, colh, HALF_N, k0, t);
      barrier(CLK_LOCAL_MEM_FENCE);
      for (uint kp = 0; kp < 16; ++kp) {
        uint ua[16], ub[8];
        for (uint i = 0; i < 16; ++i) ua[i] = la[kp][ty + 16 * i];
        for (uint j = 0; j < 8; ++j) ub[j] = lb[kp][tx + 16 * j];
        for (uint i = 0; i < 16; ++i) {
          for (uint j = 0; j < 8; ++j) {
            acc[i][j] = fma(BF16_LO(ua[i]), BF16_LO(ub[j]), acc[i][j]);
            acc[i][j] = fma(BF16_HI(ua[i]), BF16_HI(ub[j]), acc[i][j]);
          }
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    storeThreadTile(c, n, row0 + ty, colh + tx, acc);
  }
#endif
}

// One all-pairs n-body force step: the acceleration on each body from every
// other (softened gravity, rsqrtf), bodies as float4 (x, y, z, mass).
#include <hip/hip_runtime.h>

constexpr float kSoftening = 0.01f;

extern "C" __global__ void nbody_accel(const float4* bodies, float4* accel, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 p = bodies[i];
  float ax = 0.0f, ay = 0.0f, az = 0.0f;
  for (unsigned j = 0; j < n; ++j) {
    float4 q = bodies[j];
    float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
    float inv = rsqrtf(dx * dx + dy * dy + dz * dz + kSoftening);
    float f = q.w * inv * inv * inv;
    ax += dx * f;
    ay += dy * f;
    az += dz * f;
  }
  accel[i] = make_float4(ax, ay, az, 0.0f);
}

// One all-pairs n-body force step: the acceleration on each body from every
// other (softened gravity, rsqrt), bodies as float4 (x, y, z, mass).
#define SOFTENING 0.01f

kernel void nbody_accel(global const float4* bodies, global float4* accel, uint n) {
  uint i = get_global_id(0);
  float4 p = bodies[i];
  float3 a = (float3)(0.0f);
  for (uint j = 0; j < n; ++j) {
    float4 q = bodies[j];
    float3 d = q.xyz - p.xyz;
    float inv = rsqrt(dot(d, d) + SOFTENING);
    a += d * (q.w * inv * inv * inv);
  }
  accel[i] = (float4)(a, 0.0f);
}

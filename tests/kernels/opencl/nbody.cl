// N-body force accumulation: bodies staged through local memory in tiles,
// softened inverse distance with rsqrt.
kernel void nbody_step(global const float4* pos, global float4* vel, global float4* new_pos,
                       int n, float dt, float eps2, local float4* tile) {
  int i = get_global_id(0), lid = get_local_id(0), ls = get_local_size(0);
  float4 p = pos[i];
  float3 acc = (float3)(0.0f);
  for (int base = 0; base < n; base += ls) {
    tile[lid] = pos[base + lid];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int j = 0; j < ls; ++j) {
      float4 q = tile[j];
      float3 d = q.xyz - p.xyz;
      float inv = rsqrt(dot(d, d) + eps2);
      acc += d * (q.w * inv * inv * inv);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  float4 v = vel[i];
  v.xyz += acc * dt;
  vel[i] = v;
  new_pos[i] = (float4)(p.xyz + v.xyz * dt, p.w);
}

// Black-Scholes prices of European call and put options (exp, log, sqrt and
// the Abramowitz-Stegun polynomial for the cumulative normal distribution).
static float cnd(float d) {
  const float a1 = 0.31938153f, a2 = -0.356563782f, a3 = 1.781477937f, a4 = -1.821255978f,
              a5 = 1.330274429f, rsqrt2pi = 0.39894228040143267794f;
  float k = 1.0f / (1.0f + 0.2316419f * fabs(d));
  float c = rsqrt2pi * exp(-0.5f * d * d) * (k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5)))));
  return d > 0 ? 1.0f - c : c;
}

kernel void black_scholes(global const float* spot, global const float* strike, global const float* years,
                          global float* call, global float* put, float rate, float vol) {
  size_t i = get_global_id(0);
  float s = spot[i], x = strike[i], t = years[i];
  float sqrt_t = sqrt(t);
  float d1 = (log(s / x) + (rate + 0.5f * vol * vol) * t) / (vol * sqrt_t);
  float d2 = d1 - vol * sqrt_t;
  float discounted = x * exp(-rate * t);
  call[i] = s * cnd(d1) - discounted * cnd(d2);
  put[i] = discounted * cnd(-d2) - s * cnd(-d1);
}

// Vector variants of the math functions native kernels call, so that their
// loops vectorise: glibc's libmvec has 4-, 8- and 16-lane versions of expf
// and logf (at most 4 ulp from the correctly rounded result, like ROCm's
// device library), but <cmath> declares them as such only under -ffast-math.
// Declaring the functions `simd` here lets GCC call _ZGVeN16v_expf and
// friends from a vectorised loop without -ffast-math's other effects; the
// suite is built with -fno-math-errno, which vectorising them also needs,
// and linked with libmvec.
#pragma once

#include <cmath>

extern "C" {
__attribute__((simd("notinbranch"))) float expf(float) noexcept;
__attribute__((simd("notinbranch"))) float logf(float) noexcept;
}

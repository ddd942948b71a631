// Compiles only with the flags a project would pass: -I include (params.h),
// -DSCALE=N, -include pre.h, -std=c++20 and -Xclang -DXCLANG_OK.
#include "params.h"
#ifndef SCALE
#error "SCALE is not defined (pass -DSCALE=N)"
#endif
#if __cplusplus < 202002L
#error "needs C++20 (pass -std=c++20)"
#endif
#ifndef PRE_INCLUDED
#error "pre.h was not included (pass -include pre.h)"
#endif
#ifndef XCLANG_OK
#error "XCLANG_OK is not defined (pass -Xclang -DXCLANG_OK)"
#endif

__global__ void scaleOdd(int *data) {
  int i = threadIdx.x;
  if (i % 2)
    data[i] = data[i] * SCALE + OFFSET;
  else
    data[i] = data[i] - OFFSET;
}

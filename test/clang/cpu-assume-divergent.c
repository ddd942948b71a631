// Any target through clang: with -cf-meld-assume-divergent the plugin runs
// -lockstep-passes on a host (x86) compile too, and cf-meld melds the
// diamond in @f (a code-size use). Without the flag the plugin leaves host
// code alone (host-device.cu). The two executables print the same lines.
//
// UNSUPPORTED: sanitize
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -x c -O2 %s -o %t/plain
// RUN: %clang -x c -O2 -fpass-plugin=%plugin -mllvm -cf-meld-assume-divergent \
// RUN:   -mllvm -lockstep-passes=cf-meld -Rpass=cf-meld %s -o %t/melded \
// RUN:   2> %t/on.err
// RUN: FileCheck %s --check-prefix=ON < %t/on.err
// ON: remark: melded block-block subgraphs
// RUN: %clang -x c -O2 -fpass-plugin=%plugin -mllvm -lockstep-passes=cf-meld \
// RUN:   -Rpass=cf-meld %s -o %t/off 2> %t/off.err
// RUN: count 0 < %t/off.err
// RUN: %t/plain > %t/plain.out
// RUN: %t/melded > %t/melded.out
// RUN: diff %t/plain.out %t/melded.out
// RUN: FileCheck %s --check-prefix=OUT < %t/plain.out
// OUT-COUNT-15: {{^-?[0-9]+ -?[0-9]+ -?[0-9]+ -?[0-9]+ -?[0-9]+$}}

#include <stdio.h>

__attribute__((noinline)) int f(int x, int *a) {
  int r;
  if (x & 1) {
    a[0] += x * 3;
    r = a[1] * x + 7;
    a[2] = r;
  } else {
    a[0] -= x;
    r = a[1] + x * 5;
    a[2] = r ^ 3;
  }
  return r;
}

int main(void) {
  int a[3] = {1, 2, 3};
  for (int i = -5; i < 10; ++i) {
    int r = f(i, a);
    printf("%d %d %d %d %d\n", i, r, a[0], a[1], a[2]);
  }
  return 0;
}

; spec-reconverge's pass parameters: bad values and unknown parameters are
; clean errors naming the pass and the parameter.
; RUN: not %opt -mtriple=nvptx64-nvidia-cuda -passes='spec-reconverge<threshold=0>' -S %s 2>&1 | FileCheck --check-prefix=BAD %s
; RUN: not %opt -mtriple=nvptx64-nvidia-cuda -passes='spec-reconverge<threshold=65>' -S %s 2>&1 | FileCheck --check-prefix=BAD65 %s
; RUN: not %opt -mtriple=nvptx64-nvidia-cuda -passes='spec-reconverge<frobnicate>' -S %s 2>&1 | FileCheck --check-prefix=UNKNOWN %s
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='spec-reconverge<auto;threshold=16;dynamic-deconflict>' -S %s | FileCheck %s
; BAD: invalid spec-reconverge threshold '0' (expected an integer in [1, 64])
; BAD65: invalid spec-reconverge threshold '65'
; UNKNOWN: invalid spec-reconverge parameter 'frobnicate'
; The command-line option is checked too, when the command line is parsed
; (it emitted soft barriers that lockstep-sim then refused; found by a
; robustness run).
; RUN: not %opt -mtriple=nvptx64-nvidia-cuda -passes=spec-reconverge -spec-reconverge-threshold=65 -disable-output %s 2>&1 | FileCheck --check-prefix=OPT65 %s
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=spec-reconverge -spec-reconverge-threshold=64 -disable-output %s
; OPT65: for the --spec-reconverge-threshold option: '65' is not an integer in [0, 64]
; CHECK: define void @k(

define void @k() {
  ret void
}

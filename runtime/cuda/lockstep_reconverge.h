//===- lockstep_reconverge.h - Speculative reconvergence hints --*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// User annotations for speculative reconvergence (Damani et al.,
/// "Speculative Reconvergence for Improved SIMT Efficiency", CGO'20,
/// Section 4.1, Listing 1): a prediction region and the label where the
/// threads of the region should reconverge.
///
///   LOCKSTEP_PREDICT(1);               // Predict(L1): the region starts
///   for (int I = 0; I < N; ++I) {
///     prolog();
///     if (divergentCondition()) {
///       LOCKSTEP_RECONVERGE(1);        // L1: threads wait here for the
///       expensive();                   // others of the region
///     }
///     epilog();
///   }
///
/// The region is every point reachable from the LOCKSTEP_PREDICT from which
/// the label can still be reached; threads that leave it withdraw. Put the
/// prediction before the loop whose iterations should be collected (the
/// outer loop for loop merge). Labels are small integer constants; each
/// label has one LOCKSTEP_PREDICT and one LOCKSTEP_RECONVERGE in a function.
///
/// For a function called on several divergent paths (Section 4.4, Figure
/// 2c), name it instead of placing a label:
///
///   LOCKSTEP_PREDICT_CALL(2, foo);     // threads reconverge at foo()
///   if (divergentCondition()) { a(); foo(x); } else { foo(y); b(); }
///
/// Lowering: each macro is a `__builtin_annotation`, which clang lowers to
/// `llvm.annotation.i32(i32 Label, "lockstep.predict" | "lockstep.reconverge",
/// file, line)`. The intrinsic has side effects for the optimizer (it stays
/// where it is written and is never deleted), costs nothing in lockstep-sim
/// and is dropped by the NVPTX backend, so an annotated kernel builds and
/// runs unchanged without Lockstep. The `spec-reconverge` pass turns each
/// pair into convergence barriers (runtime/cuda/lockstep_barriers.h) and
/// removes the markers.
///
/// Compiled with -DLOCKSTEP_NO_HINTS the macros expand to nothing: the same
/// source without annotations, for spec-reconverge<auto> to find regions
/// itself (bench/spec-reconverge compares the two).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_RECONVERGE_H
#define LOCKSTEP_RECONVERGE_H

#ifdef LOCKSTEP_NO_HINTS
#define LOCKSTEP_PREDICT(L) ((void)0)
#define LOCKSTEP_RECONVERGE(L) ((void)0)
#define LOCKSTEP_PREDICT_CALL(L, Fn) ((void)0)
#else

/// Starts the prediction region of label \p L (an integer constant).
#define LOCKSTEP_PREDICT(L)                                                    \
  ((void)__builtin_annotation((L), "lockstep.predict"))

/// The reconvergence point of label \p L.
#define LOCKSTEP_RECONVERGE(L)                                                 \
  ((void)__builtin_annotation((L), "lockstep.reconverge"))

/// The function-name variant (Section 4.4): threads reconverge at the calls
/// of function \p Fn that follow (its name as written; mark it __noinline__
/// so -O3 keeps the calls). \p L is a label as above.
#define LOCKSTEP_PREDICT_CALL(L, Fn)                                           \
  ((void)__builtin_annotation((L), "lockstep.predict.call:" #Fn))

#endif // LOCKSTEP_NO_HINTS

#endif // LOCKSTEP_RECONVERGE_H

//===- LoopSplitGroups.h - Statement groups of a loop to split --*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The graph step of loop splitting (loop fission, the G80 splitting paper's
/// section 4, Figure 5): statements are the nodes of a dependence graph,
/// numbered in program order; an edge A -> B says that B must run after A
/// (a loop-independent memory dependence), a pair of opposite edges says
/// that A and B must stay in one loop (a register value flowing between
/// them, or a loop-carried or unknown memory dependence). The groups are
/// the strongly connected components; each becomes one loop, and the loops
/// run in a topological order of the condensed graph, ties broken by the
/// smallest statement number (program order), so that a loop without
/// dependences keeps the statements' source order.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_TRANSFORMS_SPLIT_LOOPSPLITGROUPS_H
#define LOCKSTEP_LIB_TRANSFORMS_SPLIT_LOOPSPLITGROUPS_H

#include "llvm/ADT/ArrayRef.h"

#include <vector>

namespace lockstep::split {

/// B runs after A.
struct DepEdge {
  unsigned From, To;
};

/// The group of each of \p NumNodes statements: groups are numbered
/// 0, 1, ... in the order their loops run (see the file comment). Edges
/// naming a node >= NumNodes are ignored.
std::vector<unsigned> formStatementGroups(unsigned NumNodes,
                                          llvm::ArrayRef<DepEdge> Edges);

} // namespace lockstep::split

#endif // LOCKSTEP_LIB_TRANSFORMS_SPLIT_LOOPSPLITGROUPS_H

//===- LoopSplitGroups.cpp - Statement groups of a loop to split ----------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Tarjan's strongly connected components over the statement graph, then
/// Kahn's topological sort of the components with the smallest statement
/// number first (LoopSplitGroups.h).
///
//===----------------------------------------------------------------------===//

#include "LoopSplitGroups.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <queue>

using namespace llvm;
using namespace lockstep::split;

namespace {

constexpr unsigned Unvisited = std::numeric_limits<unsigned>::max();

/// Tarjan's algorithm; Comp[v] is the component of v, components numbered
/// in the order they complete.
class Tarjan {
public:
  explicit Tarjan(const std::vector<std::vector<unsigned>> &Succ)
      : Succ(Succ), Index(Succ.size(), Unvisited), Low(Succ.size()),
        OnStack(Succ.size(), false), Comp(Succ.size(), Unvisited) {}

  std::vector<unsigned> run(unsigned &NumComps) {
    for (unsigned V = 0; V < Succ.size(); ++V)
      if (Index[V] == Unvisited)
        visit(V);
    NumComps = Next;
    return Comp;
  }

private:
  void visit(unsigned V) {
    Index[V] = Low[V] = Counter++;
    Stack.push_back(V);
    OnStack[V] = true;
    for (unsigned W : Succ[V]) {
      if (Index[W] == Unvisited) {
        visit(W);
        Low[V] = std::min(Low[V], Low[W]);
      } else if (OnStack[W]) {
        Low[V] = std::min(Low[V], Index[W]);
      }
    }
    if (Low[V] != Index[V])
      return;
    unsigned W;
    do {
      W = Stack.back();
      Stack.pop_back();
      OnStack[W] = false;
      Comp[W] = Next;
    } while (W != V);
    ++Next;
  }

  const std::vector<std::vector<unsigned>> &Succ;
  std::vector<unsigned> Index, Low;
  std::vector<bool> OnStack;
  std::vector<unsigned> Comp, Stack;
  unsigned Counter = 0, Next = 0;
};

} // namespace

std::vector<unsigned>
lockstep::split::formStatementGroups(unsigned NumNodes,
                                     ArrayRef<DepEdge> Edges) {
  std::vector<std::vector<unsigned>> Succ(NumNodes);
  for (const DepEdge &E : Edges)
    if (E.From < NumNodes && E.To < NumNodes)
      Succ[E.From].push_back(E.To);
  unsigned NumComps = 0;
  std::vector<unsigned> Comp = Tarjan(Succ).run(NumComps);

  // The condensed graph, each component keyed by its first statement.
  std::vector<unsigned> First(NumComps, Unvisited), InDegree(NumComps, 0);
  std::vector<std::vector<unsigned>> CSucc(NumComps);
  for (unsigned V = 0; V < NumNodes; ++V) {
    First[Comp[V]] = std::min(First[Comp[V]], V);
    for (unsigned W : Succ[V])
      if (Comp[V] != Comp[W]) {
        CSucc[Comp[V]].push_back(Comp[W]);
        ++InDegree[Comp[W]];
      }
  }
  using Entry = std::pair<unsigned, unsigned>; // (first statement, component)
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> Ready;
  for (unsigned C = 0; C < NumComps; ++C)
    if (!InDegree[C])
      Ready.push({First[C], C});
  std::vector<unsigned> Order(NumComps);
  unsigned Pos = 0;
  while (!Ready.empty()) {
    unsigned C = Ready.top().second;
    Ready.pop();
    Order[C] = Pos++;
    for (unsigned D : CSucc[C])
      if (!--InDegree[D])
        Ready.push({First[D], D});
  }
  std::vector<unsigned> Group(NumNodes);
  for (unsigned V = 0; V < NumNodes; ++V)
    Group[V] = Order[Comp[V]];
  return Group;
}

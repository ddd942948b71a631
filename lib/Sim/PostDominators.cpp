//===- PostDominators.cpp - Reconvergence points of decoded functions -----===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Immediate post-dominators on the decoded CFG (see PostDominators.h).
///
//===----------------------------------------------------------------------===//

#include "PostDominators.h"

#include "llvm/ADT/STLExtras.h"

using namespace llvm;
using namespace lockstep::sim;

SmallVector<uint32_t, 4>
lockstep::sim::blockSuccessors(const DecodedFunction &F, uint32_t B) {
  uint32_t End = B + 1 < F.Blocks.size() ? F.Blocks[B + 1].FirstInst
                                         : uint32_t(F.Insts.size());
  SmallVector<uint32_t, 4> Succs;
  if (End == F.Blocks[B].FirstInst)
    return Succs;
  const DInst &T = F.Insts[End - 1];
  uint32_t N = T.Opcode == Op::Br       ? 1
               : T.Opcode == Op::CondBr ? 2
               : T.Opcode == Op::Switch ? T.AuxCount
                                        : 0;
  for (uint32_t K = 0; K < N; ++K)
    Succs.push_back(F.Edges[T.Aux + K].Block);
  return Succs;
}

namespace {
bool endsInReturn(const DecodedFunction &F, uint32_t B) {
  uint32_t End = B + 1 < F.Blocks.size() ? F.Blocks[B + 1].FirstInst
                                         : uint32_t(F.Insts.size());
  return End > F.Blocks[B].FirstInst && F.Insts[End - 1].Opcode == Op::Ret;
}
} // namespace

std::vector<int32_t>
lockstep::sim::immediatePostDominators(const DecodedFunction &F) {
  const unsigned N = F.Blocks.size(), Exit = N;
  std::vector<SmallVector<uint32_t, 4>> Succs(N), Preds(N);
  std::vector<uint32_t> Returns;
  for (uint32_t B = 0; B < N; ++B) {
    Succs[B] = blockSuccessors(F, B);
    for (uint32_t S : Succs[B])
      Preds[S].push_back(B);
    if (endsInReturn(F, B))
      Returns.push_back(B);
  }
  // Post-order of the reverse CFG from the virtual exit.
  std::vector<int32_t> PostNum(N + 1, -1);
  std::vector<uint32_t> PostOrder;
  std::vector<std::pair<uint32_t, unsigned>> Stack = {{Exit, 0}};
  std::vector<bool> Seen(N + 1, false);
  Seen[Exit] = true;
  while (!Stack.empty()) {
    auto &[Node, Next] = Stack.back();
    const auto &Children = Node == Exit ? ArrayRef<uint32_t>(Returns)
                                        : ArrayRef<uint32_t>(Preds[Node]);
    if (Next < Children.size()) {
      uint32_t C = Children[Next++];
      if (!Seen[C]) {
        Seen[C] = true;
        Stack.push_back({C, 0});
      }
      continue;
    }
    PostNum[Node] = int32_t(PostOrder.size());
    PostOrder.push_back(Node);
    Stack.pop_back();
  }
  std::vector<int32_t> IDom(N + 1, -1);
  IDom[Exit] = int32_t(Exit);
  auto Intersect = [&](int32_t A, int32_t B) {
    while (A != B) {
      while (PostNum[A] < PostNum[B])
        A = IDom[A];
      while (PostNum[B] < PostNum[A])
        B = IDom[B];
    }
    return A;
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (size_t I = PostOrder.size() - 1; I-- > 0;) { // Reverse post-order.
      uint32_t B = PostOrder[I];
      int32_t New = -1;
      auto Visit = [&](uint32_t P) {
        if (PostNum[P] >= 0 && IDom[P] >= 0)
          New = New < 0 ? int32_t(P) : Intersect(int32_t(P), New);
      };
      if (llvm::is_contained(Returns, B))
        Visit(Exit);
      for (uint32_t S : Succs[B])
        Visit(S);
      if (New != IDom[B]) {
        IDom[B] = New;
        Changed = true;
      }
    }
  }
  std::vector<int32_t> Result(N, -1);
  for (uint32_t B = 0; B < N; ++B)
    if (IDom[B] >= 0 && uint32_t(IDom[B]) != Exit)
      Result[B] = IDom[B];
  return Result;
}

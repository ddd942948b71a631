//===- SubgraphAlignment.cpp - Which subgraph pairs to meld ---------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Subgraph alignment of DARM Section IV-C (Def. 7) scored by MP_S
/// (evaluatePair): the optimal order-preserving alignment of the subgraph
/// sequences of two paths, and CFM's greedy variant (Section IV of the
/// extended paper: most profitable pair, ties to the pair that dominates
/// most of the remaining subgraphs, i.e. the earliest).
///
//===----------------------------------------------------------------------===//

#include "SubgraphAlignment.h"

#include "lockstep/Analysis/MeldProfitability.h"

#include <vector>

using namespace llvm;
using namespace lockstep;
using namespace lockstep::meld;

static std::vector<std::vector<SubgraphPair>>
evaluateAll(ArrayRef<SESESubgraph> A, ArrayRef<SESESubgraph> B, double &Best) {
  std::vector<std::vector<SubgraphPair>> P(A.size(),
                                           std::vector<SubgraphPair>(B.size()));
  for (unsigned I = 0; I < A.size(); ++I)
    for (unsigned J = 0; J < B.size(); ++J) {
      P[I][J] = evaluatePair(A[I], B[J]);
      P[I][J].IndexA = I, P[I][J].IndexB = J;
      if (P[I][J].Kind != MeldKind::None)
        Best = std::max(Best, P[I][J].Profitability);
    }
  return P;
}

SubgraphAlignmentResult meld::alignSubgraphs(ArrayRef<SESESubgraph> A,
                                             ArrayRef<SESESubgraph> B,
                                             double Threshold, bool Greedy) {
  SubgraphAlignmentResult R;
  auto P = evaluateAll(A, B, R.BestProfitability);
  auto Usable = [&](unsigned I, unsigned J) {
    return P[I][J].Kind != MeldKind::None && P[I][J].Profitability >= Threshold;
  };
  if (Greedy) {
    const SubgraphPair *Best = nullptr;
    for (unsigned I = 0; I < A.size(); ++I)
      for (unsigned J = 0; J < B.size(); ++J)
        if (Usable(I, J) &&
            (!Best || P[I][J].Profitability > Best->Profitability ||
             (P[I][J].Profitability == Best->Profitability &&
              I + J < Best->IndexA + Best->IndexB)))
          Best = &P[I][J];
    if (Best)
      R.Pairs.push_back(*Best);
    return R;
  }
  unsigned N = A.size(), M = B.size();
  std::vector<std::vector<double>> S(N + 1, std::vector<double>(M + 1, 0.0));
  for (unsigned I = 1; I <= N; ++I)
    for (unsigned J = 1; J <= M; ++J) {
      S[I][J] = std::max(S[I - 1][J], S[I][J - 1]);
      if (Usable(I - 1, J - 1))
        S[I][J] =
            std::max(S[I][J], S[I - 1][J - 1] + P[I - 1][J - 1].Profitability);
    }
  for (unsigned I = N, J = M; I > 0 && J > 0;) {
    if (Usable(I - 1, J - 1) &&
        S[I][J] == S[I - 1][J - 1] + P[I - 1][J - 1].Profitability) {
      R.Pairs.push_back(P[I - 1][J - 1]);
      --I, --J;
    } else if (S[I][J] == S[I - 1][J]) {
      --I;
    } else {
      --J;
    }
  }
  std::reverse(R.Pairs.begin(), R.Pairs.end());
  return R;
}

//===- DecisionRecord.cpp - What a pass decided, as remark arguments ------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Writes and reads the decision-record arguments of optimization remarks,
/// and the diagnostic handler that collects them (schema in the header).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Support/DecisionRecord.h"

#include "lockstep/Support/BlockNames.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace llvm;
using namespace lockstep;

/// Integers print as integers, other numbers with three decimals.
static std::string formatGain(double G) {
  if (G == std::floor(G) && std::fabs(G) < 1e15)
    return std::to_string(static_cast<long long>(G));
  return formatv("{0:F3}", G).str();
}

void lockstep::appendDecision(DiagnosticInfoOptimizationBase &R, StringRef Pass,
                              const BasicBlock &Region, bool Transformed,
                              StringRef Reason,
                              std::optional<double> EstimatedGain) {
  using Arg = DiagnosticInfoOptimizationBase::Argument;
  R.insert(DiagnosticInfoOptimizationBase::setExtraArgs());
  R.insert(Arg(decision::PassKey, Pass));
  R.insert(Arg(decision::RegionKey, StringRef(blockName(&Region))));
  R.insert(Arg(decision::DecisionKey,
               Transformed ? decision::Transformed : decision::Skipped));
  R.insert(Arg(decision::ReasonKey, Reason));
  if (EstimatedGain)
    R.insert(Arg(decision::GainKey, StringRef(formatGain(*EstimatedGain))));
}

std::optional<DecisionRecord>
lockstep::parseDecision(const DiagnosticInfoOptimizationBase &R) {
  DecisionRecord D;
  bool HasPass = false, HasDecision = false;
  for (const DiagnosticInfoOptimizationBase::Argument &A : R.getArgs()) {
    StringRef K = A.Key;
    if (K == decision::PassKey) {
      D.Pass = A.Val, HasPass = true;
    } else if (K == decision::RegionKey) {
      D.Region = A.Val;
    } else if (K == decision::DecisionKey) {
      HasDecision =
          A.Val == decision::Transformed || A.Val == decision::Skipped;
      D.Transformed = A.Val == decision::Transformed;
    } else if (K == decision::ReasonKey) {
      D.Reason = A.Val;
    } else if (K == decision::GainKey) {
      double G;
      if (!StringRef(A.Val).getAsDouble(G))
        D.EstimatedGain = G;
    }
  }
  if (!HasPass || !HasDecision)
    return std::nullopt;
  D.Function = R.getFunction().getName().str();
  if (R.isLocationAvailable()) {
    DiagnosticLocation Loc = R.getLocation();
    D.File = Loc.getRelativePath().str();
    D.Line = Loc.getLine();
    D.Column = Loc.getColumn();
  }
  D.RemarkName = R.getRemarkName().str();
  D.Message = R.getMsg();
  return D;
}

namespace {
/// Records the decisions of one pass; forwards every other diagnostic.
class CollectingHandler : public DiagnosticHandler {
public:
  CollectingHandler(std::unique_ptr<DiagnosticHandler> Next, StringRef Pass,
                    std::vector<DecisionRecord> &Sink, DecisionBlockMap Map)
      : Next(std::move(Next)), Pass(Pass.str()), Sink(Sink),
        Map(std::move(Map)) {}

  std::unique_ptr<DiagnosticHandler> Next;

  bool handleDiagnostics(const DiagnosticInfo &DI) override {
    if (const auto *OR = dyn_cast<DiagnosticInfoOptimizationBase>(&DI))
      if (wanted(OR->getPassName())) {
        if (std::optional<DecisionRecord> D = parseDecision(*OR)) {
          if (const auto *IR = dyn_cast<DiagnosticInfoIROptimization>(OR))
            D->Block = Map ? Map(IR->getCodeRegion()) : IR->getCodeRegion();
          Sink.push_back(std::move(*D));
          return true;
        }
      }
    return Next && Next->handleDiagnostics(DI);
  }
  bool isAnalysisRemarkEnabled(StringRef P) const override {
    return Next && Next->isAnalysisRemarkEnabled(P);
  }
  bool isMissedOptRemarkEnabled(StringRef P) const override {
    return wanted(P) || (Next && Next->isMissedOptRemarkEnabled(P));
  }
  bool isPassedOptRemarkEnabled(StringRef P) const override {
    return wanted(P) || (Next && Next->isPassedOptRemarkEnabled(P));
  }
  bool isAnyRemarkEnabled() const override { return true; }

private:
  bool wanted(StringRef P) const { return Pass.empty() || P == Pass; }

  std::string Pass;
  std::vector<DecisionRecord> &Sink;
  DecisionBlockMap Map;
};
} // namespace

/// How many collectors are alive on each context; each wraps the handler
/// installed before it (an entry lives exactly as long as its collectors).
static DenseMap<const LLVMContext *, unsigned> &activeCollectors() {
  static DenseMap<const LLVMContext *, unsigned> Active;
  return Active;
}

DecisionCollector::DecisionCollector(LLVMContext &Ctx, StringRef Pass,
                                     std::vector<DecisionRecord> &Sink,
                                     DecisionBlockMap MapBlock)
    : Ctx(Ctx) {
  Ctx.setDiagnosticHandler(std::make_unique<CollectingHandler>(
      Ctx.getDiagnosticHandler(), Pass, Sink, std::move(MapBlock)));
  ++activeCollectors()[&Ctx];
}

DecisionCollector::~DecisionCollector() {
  std::unique_ptr<DiagnosticHandler> Mine = Ctx.getDiagnosticHandler();
  Ctx.setDiagnosticHandler(
      std::move(static_cast<CollectingHandler &>(*Mine).Next));
  if (--activeCollectors()[&Ctx] == 0)
    activeCollectors().erase(&Ctx);
}

DiagnosticHandler *DecisionCollector::underlyingHandler(LLVMContext &Ctx) {
  auto *H = const_cast<DiagnosticHandler *>(Ctx.getDiagHandlerPtr());
  for (unsigned N = activeCollectors().lookup(&Ctx); N; --N)
    H = static_cast<CollectingHandler *>(H)->Next.get();
  return H;
}

//===- DecisionRecord.h - What a pass decided, per region -------*- C++ -*-===//
//-*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The decision record: every Lockstep transform pass emits, for each
/// divergent region or branch it considers, one optimization remark
/// (OptimizationRemark when it transformed, OptimizationRemarkMissed when it
/// skipped) whose prose is for people and whose named arguments, after
/// `ore::setExtraArgs()` (so they stay out of the printed message and appear
/// in `-pass-remarks-output` YAML), form this stable schema:
///
///   key            value
///   Pass           the pass's pipeline name ("cf-meld", "branch-fusion")
///   Region         the block ending in the branch, as the IR names it
///                  ("%if.then", "%7") when the pass considered it
///   Decision       "transformed" or "skipped"
///   Reason         a stable kebab-case code the pass documents in its file
///                  header ("melded-region-region", "below-threshold")
///   EstimatedGain  optional; a number whose meaning the pass documents
///                  (cf-meld: MP_S of the pair, branch-fusion: alignment
///                  score in cycles, tail-merge: tail length)
///
/// Tools read decisions back with parseDecision (from the remark's named
/// arguments, never its prose) or collect them while a pass runs with
/// DecisionCollector. A pass may emit several records for one region (one
/// per transformation step, and one skipped record at its fixpoint).
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_SUPPORT_DECISIONRECORD_H
#define LOCKSTEP_SUPPORT_DECISIONRECORD_H

#include "llvm/ADT/StringRef.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class BasicBlock;
class DiagnosticHandler;
class DiagnosticInfoOptimizationBase;
class LLVMContext;
} // namespace llvm

namespace lockstep {

/// The schema's keys and Decision values.
namespace decision {
inline constexpr const char *PassKey = "Pass";
inline constexpr const char *RegionKey = "Region";
inline constexpr const char *DecisionKey = "Decision";
inline constexpr const char *ReasonKey = "Reason";
inline constexpr const char *GainKey = "EstimatedGain";
inline constexpr const char *Transformed = "transformed";
inline constexpr const char *Skipped = "skipped";
/// Reason of the record a pass leaves on its function's entry block when it
/// stopped at its step limit (StepEngine): it decides no region.
inline constexpr const char *StepLimitReason = "step-limit";
} // namespace decision

/// One decision as read back from a remark.
struct DecisionRecord {
  std::string Pass;
  std::string Function;
  std::string Region;
  bool Transformed = false;
  std::string Reason;
  std::optional<double> EstimatedGain;
  std::string RemarkName;
  /// The remark's message (prose, without the schema's arguments).
  std::string Message;
  /// The block the remark points at, as the collector's map gave it (null
  /// when parsed without one or when the map found none).
  const llvm::BasicBlock *Block = nullptr;
  /// The remark's source location (the branch's, for the meld passes):
  /// file as in the line table, line and column; Line 0 when it has none.
  /// `lockstep report` attributes a record by it when the block is gone
  /// (an earlier step rewrote it) or belongs to another IR (a placement
  /// inside -O3).
  std::string File;
  unsigned Line = 0, Column = 0;
};

/// Appends the schema's arguments to remark \p R (after setExtraArgs). The
/// region is named from \p Region.
void appendDecision(llvm::DiagnosticInfoOptimizationBase &R,
                    llvm::StringRef Pass, const llvm::BasicBlock &Region,
                    bool Transformed, llvm::StringRef Reason,
                    std::optional<double> EstimatedGain = std::nullopt);

/// The decision record of \p R, or nullopt when \p R carries none (a remark
/// of another pass, or an analysis remark).
std::optional<DecisionRecord>
parseDecision(const llvm::DiagnosticInfoOptimizationBase &R);

/// Maps the block a remark points at to the block to record, while the pass
/// emits it (a later step may delete the block).
using DecisionBlockMap =
    std::function<const llvm::BasicBlock *(const llvm::BasicBlock *)>;

/// While alive, collects into \p Sink the decision records of pass \p Pass
/// (of every pass when empty) diagnosed on \p Ctx, enabling those remarks;
/// every other diagnostic goes to the handler installed before, which is
/// restored on destruction.
class DecisionCollector {
public:
  DecisionCollector(llvm::LLVMContext &Ctx, llvm::StringRef Pass,
                    std::vector<DecisionRecord> &Sink,
                    DecisionBlockMap MapBlock = nullptr);
  ~DecisionCollector();
  DecisionCollector(const DecisionCollector &) = delete;
  DecisionCollector &operator=(const DecisionCollector &) = delete;

  /// The handler of \p Ctx that collectors, if any are alive, wrap (the
  /// context's own handler when none is).
  static llvm::DiagnosticHandler *underlyingHandler(llvm::LLVMContext &Ctx);

private:
  llvm::LLVMContext &Ctx;
};

} // namespace lockstep

#endif // LOCKSTEP_SUPPORT_DECISIONRECORD_H

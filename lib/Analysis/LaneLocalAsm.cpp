//===- LaneLocalAsm.cpp - Inline assembly that only computes --------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The allow-list of LaneLocalAsm.h. A statement is its mnemonic's first
/// component (`cvt` of `cvt.rn.f16.f32`) after an optional guard predicate
/// (`@p`, `@!p`: per lane); `.reg` declarations and empty statements are
/// skipped.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Analysis/LaneLocalAsm.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstrTypes.h"

using namespace llvm;

namespace {

/// Instructions that read and write only the executing lane's registers.
bool isLaneLocalMnemonic(StringRef Op) {
  static const StringRef Allowed[] = {
      "abs",  "add",   "addc",     "and",   "bfe",  "bfi",   "bfind", "brev",
      "clz",  "cnot",  "copysign", "cos",   "cvt",  "div",   "dp2a",  "dp4a",
      "ex2",  "fma",   "lg2",      "lop3",  "mad",  "mad24", "madc",  "max",
      "min",  "mov",   "mul",      "mul24", "neg",  "not",   "or",    "popc",
      "prmt", "rcp",   "rem",      "rsqrt", "sad",  "selp",  "set",   "setp",
      "shf",  "shl",   "shr",      "sin",   "slct", "sqrt",  "sub",   "subc",
      "tanh", "testp", "xor"};
  return is_contained(Allowed, Op);
}

} // namespace

bool lockstep::isLaneLocalPTX(StringRef Asm) {
  SmallVector<StringRef, 16> Statements;
  Asm.split(Statements, ';');
  for (StringRef S : Statements) {
    S = S.trim();
    while (S.consume_front("{") || S.consume_front("}"))
      S = S.trim();
    if (S.empty() || S.starts_with(".reg"))
      continue;
    if (S.consume_front("@")) // A guard predicate: per lane.
      S = S.drop_until([](char C) { return C == ' ' || C == '\t'; }).trim();
    StringRef Mnemonic =
        S.take_until([](char C) { return C == ' ' || C == '\t' || C == '\n'; });
    if (!isLaneLocalMnemonic(
            Mnemonic.take_until([](char C) { return C == '.'; })))
      return false;
  }
  return true;
}

bool lockstep::isLaneLocalAsm(const CallBase &CB) {
  const auto *IA = dyn_cast<InlineAsm>(CB.getCalledOperand());
  return IA && !IA->hasSideEffects() && CB.doesNotAccessMemory() &&
         isLaneLocalPTX(IA->getAsmString());
}

bool lockstep::isOperandFunctionAsm(const CallBase &CB) {
  if (!isLaneLocalAsm(CB))
    return false;
  StringRef S = cast<InlineAsm>(CB.getCalledOperand())->getAsmString();
  for (size_t I = S.find('%'); I != StringRef::npos; I = S.find('%', I + 1))
    if (I + 1 < S.size() && isAlpha(S[I + 1]))
      return false; // A special register, e.g. %laneid.
  return true;
}

bool lockstep::mayNeedConvergence(const CallBase &CB) {
  return CB.isConvergent() && !isLaneLocalAsm(CB);
}

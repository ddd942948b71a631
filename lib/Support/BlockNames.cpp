//===- BlockNames.cpp - Blocks as the printed IR names them ---------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Block names for reasons, remarks, decision records and tool output.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Support/BlockNames.h"

#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/ModuleSlotTracker.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

std::string lockstep::blockName(const BasicBlock *BB) {
  std::string S;
  raw_string_ostream OS(S);
  BB->printAsOperand(OS, /*PrintType=*/false);
  return S;
}

std::string lockstep::blockName(const BasicBlock &BB, ModuleSlotTracker &MST) {
  std::string S;
  raw_string_ostream OS(S);
  BB.printAsOperand(OS, /*PrintType=*/false, MST);
  return S;
}

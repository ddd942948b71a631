//===- Registration.cpp - Register Lockstep with a PassBuilder ------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Expands lib/Plugin/Passes.def into PassBuilder callbacks.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Plugin/Registration.h"

#include "lockstep/Analysis/DivergentRegions.h"
#include "lockstep/Analysis/Uniformity.h"
#include "lockstep/Analysis/UnstructuredRegions.h"
#include "lockstep/Transforms/Linearize/CFGLinearize.h"
#include "lockstep/Transforms/Meld/BranchFusion.h"
#include "lockstep/Transforms/Meld/CFMeld.h"
#include "lockstep/Transforms/Meld/TailMerge.h"
#include "lockstep/Transforms/SpecReconverge/SpecReconverge.h"
#include "lockstep/Transforms/Split/BranchSplit.h"
#include "lockstep/Transforms/Split/LaunchStubRewrite.h"
#include "lockstep/Transforms/Split/LoopSplit.h"
#include "lockstep/Transforms/Utils/UnreachableEdges.h"

#include "llvm/Passes/PassBuilder.h"

using namespace llvm;
using namespace lockstep;

/// A bad pass parameter found while parsing a pipeline. The pipeline
/// callback can only answer "not mine", so the reason is kept here:
/// parseLockstepPassList reports it instead of "unknown pass"; under opt it
/// is printed, since opt would otherwise only say the name is unknown.
static std::string LastParameterError;
static bool QuietParameterErrors = false;

static bool rejectParameters(Error E) {
  LastParameterError = toString(std::move(E));
  if (!QuietParameterErrors)
    errs() << "lockstep: " << LastParameterError << "\n";
  return false;
}

static bool parseFunctionPass(StringRef Name, FunctionPassManager &FPM) {
#define LOCKSTEP_FUNCTION_PASS(NAME, CREATE)                                   \
  if (Name == NAME) {                                                          \
    FPM.addPass(CREATE);                                                       \
    return true;                                                               \
  }
#define LOCKSTEP_FUNCTION_PASS_WITH_PARAMS(NAME, CREATE, PARSER)               \
  if (PassBuilder::checkParametrizedPassName(Name, NAME)) {                    \
    auto Params = PassBuilder::parsePassParameters(PARSER, Name, NAME);        \
    if (!Params)                                                               \
      return rejectParameters(Params.takeError());                             \
    FPM.addPass(CREATE(*Params));                                              \
    return true;                                                               \
  }
#include "../Plugin/Passes.def"
  return false;
}

static bool parseModulePass(StringRef Name, ModulePassManager &MPM) {
#define LOCKSTEP_MODULE_PASS_WITH_PARAMS(NAME, CREATE, PARSER)                 \
  if (PassBuilder::checkParametrizedPassName(Name, NAME)) {                    \
    auto Params = PassBuilder::parsePassParameters(PARSER, Name, NAME);        \
    if (!Params)                                                               \
      return rejectParameters(Params.takeError());                             \
    MPM.addPass(CREATE(*Params));                                              \
    return true;                                                               \
  }
#include "../Plugin/Passes.def"
  return false;
}

void lockstep::registerLockstepPasses(PassBuilder &PB) {
  PB.registerAnalysisRegistrationCallback([](FunctionAnalysisManager &FAM) {
#define LOCKSTEP_FUNCTION_ANALYSIS(NAME, CREATE)                               \
  FAM.registerPass([] { return CREATE; });
#include "../Plugin/Passes.def"
  });
  PB.registerPipelineParsingCallback(
      [](StringRef Name, FunctionPassManager &FPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        return parseFunctionPass(Name, FPM);
      });
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        return parseModulePass(Name, MPM);
      });
}

bool lockstep::isLockstepPassName(StringRef Name) {
#define LOCKSTEP_FUNCTION_PASS(NAME, CREATE)                                   \
  if (Name == NAME)                                                            \
    return true;
#define LOCKSTEP_FUNCTION_PASS_WITH_PARAMS(NAME, CREATE, PARSER)               \
  if (Name == NAME)                                                            \
    return true;
#define LOCKSTEP_MODULE_PASS_WITH_PARAMS(NAME, CREATE, PARSER)                 \
  if (Name == NAME)                                                            \
    return true;
#include "../Plugin/Passes.def"
  return false;
}

/// The pipeline names of every Lockstep pass, for error messages.
static std::string knownPassNames() {
  std::string Names;
  ListSeparator LS(", ");
#define LOCKSTEP_FUNCTION_PASS(NAME, CREATE) (Names += LS) += NAME;
#define LOCKSTEP_FUNCTION_PASS_WITH_PARAMS(NAME, CREATE, PARSER)               \
  (Names += LS) += NAME;
#define LOCKSTEP_MODULE_PASS_WITH_PARAMS(NAME, CREATE, PARSER)                 \
  (Names += LS) += NAME;
#include "../Plugin/Passes.def"
  return Names;
}

bool lockstep::isLockstepModulePassName(StringRef Name) {
#define LOCKSTEP_MODULE_PASS_WITH_PARAMS(NAME, CREATE, PARSER)                 \
  if (PassBuilder::checkParametrizedPassName(Name.trim(), NAME))               \
    return true;
#include "../Plugin/Passes.def"
  return false;
}

bool lockstep::hasLockstepModulePass(StringRef List) {
  SmallVector<StringRef, 4> Names;
  List.split(Names, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  return any_of(Names, isLockstepModulePassName);
}

/// Why \p Name is not a well-formed pass name with optional parameters, or
/// an empty string.
static std::string malformedPassName(StringRef Name) {
  size_t Open = Name.find('<');
  if (Open == StringRef::npos)
    return Name.contains('>') ? "a '>' without its '<'" : "";
  if (Open == 0)
    return "parameters without a pass name";
  if (!Name.ends_with(">"))
    return "its parameters are not closed by a '>' at the end";
  if (Name.find('<', Open + 1) != StringRef::npos ||
      Name.find('>') != Name.size() - 1)
    return "nested or repeated '<' '>'";
  return "";
}

Expected<SmallVector<StringRef, 4>>
lockstep::splitLockstepPassList(StringRef List) {
  SmallVector<StringRef, 4> Names;
  if (List.trim().empty())
    return Names; // No passes: the pipeline alone.
  List.split(Names, ',');
  if (all_of(Names, [](StringRef N) { return N.trim().empty(); }))
    return createStringError(inconvertibleErrorCode(),
                             "the pass list '" + List +
                                 "' names no pass; name one or more, "
                                 "comma-separated (e.g. cf-meld,tail-merge)");
  for (StringRef &Name : Names) {
    Name = Name.trim();
    if (Name.empty())
      return createStringError(inconvertibleErrorCode(),
                               "empty pass name in the pass list '" + List +
                                   "'; remove the extra comma");
    std::string Why = malformedPassName(Name);
    if (!Why.empty())
      return createStringError(inconvertibleErrorCode(),
                               "pass '" + Name + "': " + Why +
                                   "; write parameters as "
                                   "name<param;param>");
  }
  return Names;
}

Error lockstep::parseLockstepModulePassList(PassBuilder &PB, StringRef List,
                                            ModulePassManager &MPM) {
  Expected<SmallVector<StringRef, 4>> Names = splitLockstepPassList(List);
  if (!Names)
    return Names.takeError();
  FunctionPassManager FPM;
  bool Pending = false;
  auto Flush = [&] {
    if (Pending)
      MPM.addPass(createModuleToFunctionPassAdaptor(std::move(FPM)));
    FPM = FunctionPassManager();
    Pending = false;
  };
  for (StringRef Name : *Names) {
    if (!isLockstepModulePassName(Name)) {
      if (Error E = parseLockstepPassList(PB, Name, FPM))
        return E;
      Pending = true;
      continue;
    }
    Flush();
    LastParameterError.clear();
    QuietParameterErrors = true;
    Error E = PB.parsePassPipeline(MPM, Name);
    QuietParameterErrors = false;
    if (!E)
      continue;
    consumeError(std::move(E));
    return createStringError(inconvertibleErrorCode(),
                             "pass '" + Name + "': " + LastParameterError);
  }
  Flush();
  return Error::success();
}

Error lockstep::parseLockstepPassList(PassBuilder &PB, StringRef List,
                                      FunctionPassManager &FPM) {
  Expected<SmallVector<StringRef, 4>> Names = splitLockstepPassList(List);
  if (!Names)
    return Names.takeError();
  for (StringRef Name : *Names) {
#define LOCKSTEP_MODULE_PASS_WITH_PARAMS(NAME, CREATE, PARSER)                 \
  if (PassBuilder::checkParametrizedPassName(Name, NAME))                      \
    return createStringError(inconvertibleErrorCode(),                         \
                             "pass '" + Name +                                 \
                                 "' creates kernels and runs on the whole "    \
                                 "module: it cannot run inside a function "    \
                                 "pipeline (run it at optimizer-last or "      \
                                 "with opt -passes=" NAME ")");
#include "../Plugin/Passes.def"
    LastParameterError.clear();
    QuietParameterErrors = true;
    Error E = PB.parsePassPipeline(FPM, Name);
    QuietParameterErrors = false;
    if (!E)
      continue;
    consumeError(std::move(E));
    if (!LastParameterError.empty())
      return createStringError(inconvertibleErrorCode(),
                               "pass '" + Name + "': " + LastParameterError);
    return createStringError(inconvertibleErrorCode(),
                             "unknown Lockstep pass '" + Name +
                                 "'; known passes: " + knownPassNames());
  }
  return Error::success();
}

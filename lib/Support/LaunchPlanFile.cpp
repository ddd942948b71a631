//===- LaunchPlanFile.cpp - Launch plans passed from device to host -------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reading and writing the side file of LaunchPlanFile.h with llvm::json.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Support/LaunchPlanFile.h"

#include "lockstep/Support/LaunchPlan.h"

#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace lockstep;

static constexpr const char *Format = "lockstep-launch-plans";

Expected<std::vector<NamedLaunchPlan>>
lockstep::collectLaunchPlans(const Module &M) {
  std::vector<NamedLaunchPlan> Out;
  const NamedMDNode *MD = M.getNamedMetadata(LaunchPlansMD);
  if (!MD)
    return Out;
  for (const MDNode *N : MD->operands()) {
    auto *V = N->getNumOperands()
                  ? dyn_cast_or_null<ValueAsMetadata>(N->getOperand(0).get())
                  : nullptr;
    auto *K = V ? dyn_cast<Function>(V->getValue()) : nullptr;
    if (!K)
      return createStringError(inconvertibleErrorCode(),
                               "!" + Twine(LaunchPlansMD) +
                                   ": an entry names no kernel");
    Expected<std::optional<LaunchPlan>> P = findLaunchPlan(M, *K);
    if (!P)
      return P.takeError();
    NamedLaunchPlan NP{K->getName().str(), (*P)->Producer, {}};
    for (const Function *L : (*P)->Kernels)
      NP.Launch.push_back(L->getName().str());
    Out.push_back(std::move(NP));
  }
  return Out;
}

static json::Value toJSON(const NamedLaunchPlan &P) {
  json::Array Launch;
  for (const std::string &L : P.Launch)
    Launch.push_back(L);
  return json::Object{
      {"kernel", P.Kernel}, {"pass", P.Pass}, {"launch", std::move(Launch)}};
}

static Error badFile(StringRef Path, const Twine &Why) {
  return createStringError(inconvertibleErrorCode(),
                           "launch plan file '" + Path + "': " + Why);
}

/// The file's "compiles" array; an empty one when the file does not exist.
static Expected<json::Array> readCompiles(StringRef Path) {
  if (!sys::fs::exists(Path))
    return json::Array();
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return badFile(Path, Buf.getError().message());
  Expected<json::Value> V = json::parse((*Buf)->getBuffer());
  if (!V)
    return badFile(Path, toString(V.takeError()));
  json::Object *O = V->getAsObject();
  if (!O || O->getString("format") != Format)
    return badFile(Path, "not a \"" + Twine(Format) + "\" file");
  json::Array *C = O->getArray("compiles");
  if (!C)
    return badFile(Path, "no \"compiles\" array");
  return std::move(*C);
}

Error lockstep::recordLaunchPlans(StringRef Path, StringRef Source,
                                  StringRef Arch,
                                  const std::vector<NamedLaunchPlan> &Plans) {
  Expected<json::Array> Compiles = readCompiles(Path);
  if (!Compiles)
    return Compiles.takeError();
  json::Array Kept;
  for (json::Value &C : *Compiles) {
    json::Object *O = C.getAsObject();
    if (O && O->getString("source") == Source && O->getString("arch") == Arch)
      continue;
    Kept.push_back(std::move(C));
  }
  json::Array PlanArray;
  for (const NamedLaunchPlan &P : Plans)
    PlanArray.push_back(toJSON(P));
  Kept.push_back(json::Object{
      {"source", Source}, {"arch", Arch}, {"plans", std::move(PlanArray)}});
  json::Value File = json::Object{
      {"format", Format}, {"version", 1}, {"compiles", std::move(Kept)}};
  std::string Tmp = (Path + ".tmp").str();
  std::error_code EC;
  {
    raw_fd_ostream OS(Tmp, EC);
    if (EC)
      return badFile(Path, EC.message());
    OS << formatv("{0:2}", File) << "\n";
  }
  if (std::error_code RC = sys::fs::rename(Tmp, Path))
    return badFile(Path, RC.message());
  return Error::success();
}

static Expected<NamedLaunchPlan> readPlan(const json::Value &V,
                                          StringRef Path) {
  const json::Object *O = V.getAsObject();
  const json::Array *L = O ? O->getArray("launch") : nullptr;
  if (!O || !O->getString("kernel") || !L || L->empty())
    return badFile(Path, "a plan needs \"kernel\" and a non-empty \"launch\"");
  NamedLaunchPlan P{O->getString("kernel")->str(),
                    O->getString("pass").value_or("").str(),
                    {}};
  for (const json::Value &K : *L) {
    if (!K.getAsString())
      return badFile(Path, "\"launch\" holds a non-string");
    P.Launch.push_back(K.getAsString()->str());
  }
  return P;
}

Expected<std::map<std::string, NamedLaunchPlan>>
lockstep::readAgreedLaunchPlans(StringRef Path, StringRef Source) {
  Expected<json::Array> Compiles = readCompiles(Path);
  if (!Compiles)
    return Compiles.takeError();
  std::map<std::string, NamedLaunchPlan> Agreed;
  bool First = true;
  for (const json::Value &C : *Compiles) {
    const json::Object *O = C.getAsObject();
    const json::Array *Plans = O ? O->getArray("plans") : nullptr;
    if (!O || !Plans)
      return badFile(Path, "a compile entry needs \"plans\"");
    if (O->getString("source") != Source)
      continue;
    std::map<std::string, NamedLaunchPlan> These;
    for (const json::Value &V : *Plans) {
      Expected<NamedLaunchPlan> P = readPlan(V, Path);
      if (!P)
        return P.takeError();
      These[P->Kernel] = std::move(*P);
    }
    if (First) {
      Agreed = std::move(These);
      First = false;
      continue;
    }
    for (auto It = Agreed.begin(); It != Agreed.end();) {
      auto T = These.find(It->first);
      It = T != These.end() && T->second == It->second ? std::next(It)
                                                       : Agreed.erase(It);
    }
  }
  return Agreed;
}

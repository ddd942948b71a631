//===- DivergenceProfile.cpp - Per-branch divergence profile --------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Keys, JSON reading and writing, matching and the `-lockstep-profile`
/// option of the divergence profile (format and matching tiers in the
/// header; issue 13 item 7).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Analysis/DivergenceProfile.h"

#include "lockstep/Support/Options.h"

#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <algorithm>
#include <map>
#include <memory>

using namespace llvm;
using namespace lockstep;

static constexpr const char *FormatName = "lockstep-divergence-profile";
static constexpr int64_t FormatVersion = 1;

static cl::opt<std::string> ProfileOpt(
    "lockstep-profile",
    cl::desc("Divergence profile (lockstep-sim --divergence-profile) that "
             "the Lockstep passes use to skip branches that never diverged "
             "and to weigh the others by their split rate"),
    cl::value_desc("FILE"), cl::cat(getLockstepCategory()));

//===----------------------------------------------------------------------===//
// Keys
//===----------------------------------------------------------------------===//

static void appendOpcodes(const BasicBlock &BB, std::string &S) {
  for (const Instruction &I : BB) {
    if (I.isDebugOrPseudoInst())
      continue;
    S += I.getOpcodeName();
    S += ',';
  }
  S += ';';
}

BranchKey BranchKey::of(const Instruction &Term) {
  BranchKey K;
  const BasicBlock &BB = *Term.getParent();
  K.Function = BB.getParent()->getName().str();
  if (const DILocation *L = Term.getDebugLoc().get())
    K.Loc =
        formatv("{0}:{1}:{2}", L->getFilename(), L->getLine(), L->getColumn())
            .str();
  if (BB.hasName())
    K.Block = BB.getName().str();
  std::string S = Term.getOpcodeName();
  S += std::to_string(Term.getNumSuccessors()) + "|";
  appendOpcodes(BB, S);
  K.Shape = formatv("{0:x-16}", xxh3_64bits(S)).str();
  return K;
}

void BlockMix::append(uint64_t Count, const BlockWarps &W) {
  if (!Count)
    return;
  if (!Runs.empty() && Runs.back().Warps == W)
    Runs.back().Count += Count;
  else
    Runs.push_back({Count, W});
}

uint64_t BlockMix::blocks() const {
  uint64_t N = 0;
  for (const Run &R : Runs)
    N += R.Count;
  return N;
}

bool BlockMix::operator==(const BlockMix &O) const {
  return WarpsPerBlock == O.WarpsPerBlock && SMs == O.SMs &&
         Runs.size() == O.Runs.size() &&
         std::equal(Runs.begin(), Runs.end(), O.Runs.begin(),
                    [](const Run &A, const Run &B) {
                      return A.Count == B.Count && A.Warps == B.Warps;
                    });
}

void BranchStats::merge(const BranchStats &O) {
  // lane_max is known only when both parts know it (a fresh accumulator,
  // which has seen nothing, takes O's). A block mix describes one launch:
  // two launches' mixes do not add, so only an equal one survives.
  bool Fresh = !Executions && !Lanes && SuccessorLanes.empty();
  LaneMax = Fresh ? O.LaneMax
            : LaneMax && O.LaneMax
                ? std::optional<uint64_t>(*LaneMax + *O.LaneMax)
                : std::nullopt;
  if (Fresh)
    Mix = O.Mix;
  else if (!(Mix && O.Mix && *Mix == *O.Mix))
    Mix.reset();
  Executions += O.Executions;
  Splits += O.Splits;
  Warps += O.Warps;
  Lanes += O.Lanes;
  if (SuccessorLanes.size() < O.SuccessorLanes.size())
    SuccessorLanes.resize(O.SuccessorLanes.size());
  for (size_t I = 0; I < O.SuccessorLanes.size(); ++I)
    SuccessorLanes[I] += O.SuccessorLanes[I];
}

void DivergenceProfile::add(const BranchRecord &R) {
  for (BranchRecord &Old : Records)
    if (Old.Key == R.Key) {
      Old.Stats.merge(R.Stats);
      return;
    }
  Records.push_back(R);
}

//===----------------------------------------------------------------------===//
// JSON
//===----------------------------------------------------------------------===//

static json::Value mixToJSON(const BlockMix &M) {
  json::Array Runs;
  for (const BlockMix::Run &R : M.Runs)
    Runs.push_back(json::Array{int64_t(R.Count), int64_t(R.Warps.Both),
                               int64_t(R.Warps.First),
                               int64_t(R.Warps.Second)});
  json::Object O{{"warps_per_block", int64_t(M.WarpsPerBlock)},
                 {"runs", std::move(Runs)}};
  if (M.SMs)
    O["sms"] = int64_t(M.SMs);
  return O;
}

json::Value DivergenceProfile::toJSON() const {
  json::Array Branches;
  for (const BranchRecord &R : Records) {
    json::Array Succ;
    for (uint64_t L : R.Stats.SuccessorLanes)
      Succ.push_back(int64_t(L));
    json::Object B{
        {"function", R.Key.Function},
        {"loc", R.Key.Loc},
        {"block", R.Key.Block},
        {"shape", R.Key.Shape},
        {"executions", int64_t(R.Stats.Executions)},
        {"splits", int64_t(R.Stats.Splits)},
        {"warps", int64_t(R.Stats.Warps)},
        {"lanes", int64_t(R.Stats.Lanes)},
        {"successor_lanes", std::move(Succ)},
    };
    if (R.Stats.LaneMax)
      B["lane_max"] = int64_t(*R.Stats.LaneMax);
    if (R.Stats.Mix)
      B["block_mix"] = mixToJSON(*R.Stats.Mix);
    Branches.push_back(std::move(B));
  }
  return json::Object{{"format", FormatName},
                      {"version", FormatVersion},
                      {"branches", std::move(Branches)}};
}

static Error bad(StringRef What, const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(),
                           What + ": not a divergence profile: " + Msg);
}

static Expected<uint64_t> getCount(const json::Object &O, StringRef Field,
                                   StringRef What, size_t Index) {
  std::optional<int64_t> N = O.getInteger(Field);
  if (!N || *N < 0)
    return bad(What, "branch " + Twine(Index) + ": '" + Field +
                         "' must be a non-negative integer");
  return uint64_t(*N);
}

/// block_mix of branch \p Index: warps_per_block >= 1 and runs of
/// [count >= 1, both, first, second] whose warps fit in a block.
static Expected<BlockMix> parseMix(const json::Value &V, StringRef What,
                                   size_t Index) {
  auto Fail = [&](const Twine &Msg) {
    return bad(What, "branch " + Twine(Index) + ": 'block_mix' " + Msg);
  };
  const json::Object *O = V.getAsObject();
  if (!O)
    return Fail("must be an object");
  std::optional<int64_t> W = O->getInteger("warps_per_block");
  if (!W || *W < 1 || *W > 1 << 16)
    return Fail("needs 'warps_per_block' between 1 and 65536");
  const json::Array *Runs = O->getArray("runs");
  if (!Runs)
    return Fail("needs a 'runs' array");
  BlockMix M;
  M.WarpsPerBlock = uint32_t(*W);
  if (O->get("sms")) {
    std::optional<int64_t> S = O->getInteger("sms");
    if (!S || *S < 1 || *S > 100000)
      return Fail("'sms' must be an integer between 1 and 100000");
    M.SMs = uint32_t(*S);
  }
  for (const json::Value &R : *Runs) {
    const json::Array *A = R.getAsArray();
    std::optional<int64_t> N[4];
    if (A && A->size() == 4)
      for (unsigned K = 0; K < 4; ++K)
        N[K] = (*A)[K].getAsInteger();
    if (!N[0] || !N[1] || !N[2] || !N[3] || *N[0] < 1 || *N[1] < 0 ||
        *N[2] < 0 || *N[3] < 0)
      return Fail("runs must be [count >= 1, both, first, second] of "
                  "non-negative integers");
    if (*N[1] + *N[2] + *N[3] > *W)
      return Fail("run has more warps than 'warps_per_block'");
    M.append(uint64_t(*N[0]),
             {uint32_t(*N[1]), uint32_t(*N[2]), uint32_t(*N[3])});
  }
  return M;
}

static Expected<BranchRecord> parseBranch(const json::Value &V, StringRef What,
                                          size_t Index) {
  const json::Object *O = V.getAsObject();
  if (!O)
    return bad(What, "branch " + Twine(Index) + " is not an object");
  BranchRecord R;
  std::string *Strings[] = {&R.Key.Function, &R.Key.Loc, &R.Key.Block,
                            &R.Key.Shape};
  const char *Names[] = {"function", "loc", "block", "shape"};
  for (unsigned K = 0; K < 4; ++K) {
    std::optional<StringRef> S = O->getString(Names[K]);
    if (!S)
      return bad(What, "branch " + Twine(Index) + ": '" + Names[K] +
                           "' must be a string");
    *Strings[K] = S->str();
  }
  uint64_t *Counts[] = {&R.Stats.Executions, &R.Stats.Splits, &R.Stats.Warps,
                        &R.Stats.Lanes};
  const char *CountNames[] = {"executions", "splits", "warps", "lanes"};
  for (unsigned K = 0; K < 4; ++K) {
    Expected<uint64_t> N = getCount(*O, CountNames[K], What, Index);
    if (!N)
      return N.takeError();
    *Counts[K] = *N;
  }
  if (R.Stats.Splits > R.Stats.Executions)
    return bad(What,
               "branch " + Twine(Index) + ": more splits than executions");
  if (O->get("lane_max")) {
    Expected<uint64_t> N = getCount(*O, "lane_max", What, Index);
    if (!N)
      return N.takeError();
    if (*N > R.Stats.Executions)
      return bad(What, "branch " + Twine(Index) +
                           ": 'lane_max' exceeds 'executions'");
    R.Stats.LaneMax = *N;
  }
  if (const json::Value *Mix = O->get("block_mix")) {
    Expected<BlockMix> M = parseMix(*Mix, What, Index);
    if (!M)
      return M.takeError();
    R.Stats.Mix = std::move(*M);
  }
  const json::Array *Succ = O->getArray("successor_lanes");
  if (!Succ)
    return bad(What, "branch " + Twine(Index) +
                         ": 'successor_lanes' must be an array");
  for (const json::Value &L : *Succ) {
    std::optional<int64_t> N = L.getAsInteger();
    if (!N || *N < 0)
      return bad(What, "branch " + Twine(Index) +
                           ": 'successor_lanes' must hold non-negative "
                           "integers");
    R.Stats.SuccessorLanes.push_back(uint64_t(*N));
  }
  return R;
}

Expected<DivergenceProfile> DivergenceProfile::fromJSON(const json::Value &V,
                                                        StringRef What) {
  const json::Object *O = V.getAsObject();
  if (!O)
    return bad(What, "the top level is not an object");
  if (O->getString("format") != StringRef(FormatName))
    return bad(What, "'format' is not \"" + Twine(FormatName) + "\"");
  if (O->getInteger("version") != FormatVersion)
    return bad(What,
               "unsupported 'version' (expected " + Twine(FormatVersion) + ")");
  const json::Array *Branches = O->getArray("branches");
  if (!Branches)
    return bad(What, "'branches' must be an array");
  DivergenceProfile P;
  for (size_t I = 0; I < Branches->size(); ++I) {
    Expected<BranchRecord> R = parseBranch((*Branches)[I], What, I);
    if (!R)
      return R.takeError();
    P.add(*R);
  }
  return P;
}

Expected<DivergenceProfile> DivergenceProfile::load(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return createStringError(Buf.getError(),
                             "cannot read divergence profile '" + Path +
                                 "': " + Buf.getError().message());
  Expected<json::Value> V = json::parse((*Buf)->getBuffer());
  if (!V)
    return bad(Path, toString(V.takeError()));
  return fromJSON(*V, Path);
}

Error DivergenceProfile::save(StringRef Path) const {
  std::error_code EC;
  raw_fd_ostream OS(Path, EC, sys::fs::OF_Text);
  if (EC)
    return createStringError(EC, "cannot write divergence profile '" + Path +
                                     "': " + EC.message());
  OS << formatv("{0:2}", toJSON()) << "\n";
  return Error::success();
}

//===----------------------------------------------------------------------===//
// Matching
//===----------------------------------------------------------------------===//

std::optional<BranchStats>
DivergenceProfile::lookup(const BranchKey &K,
                          std::vector<size_t> *Matched) const {
  auto Tier = [&](auto Pred) -> std::optional<BranchStats> {
    std::optional<BranchStats> S;
    for (size_t I = 0; I < Records.size(); ++I) {
      const BranchKey &R = Records[I].Key;
      if (R.Function != K.Function || !Pred(R))
        continue;
      if (!S)
        S.emplace();
      S->merge(Records[I].Stats);
      if (Matched)
        Matched->push_back(I);
    }
    return S;
  };
  // Several branches share a location (inlined code carries its call's);
  // where the IR has not changed, the shape tells them apart.
  if (!K.Loc.empty())
    if (auto S = Tier([&](const BranchKey &R) {
          return R.Loc == K.Loc && R.Shape == K.Shape;
        }))
      return S;
  if (!K.Loc.empty())
    if (auto S = Tier([&](const BranchKey &R) { return R.Loc == K.Loc; }))
      return S;
  bool Named = !K.Block.empty();
  if (Named)
    if (auto S = Tier([&](const BranchKey &R) {
          return R.Block == K.Block && R.Shape == K.Shape;
        }))
      return S;
  if (Named)
    if (auto S = Tier([&](const BranchKey &R) { return R.Block == K.Block; }))
      return S;
  return Tier([&](const BranchKey &R) { return R.Shape == K.Shape; });
}

BranchProfileQuery::BranchProfileQuery(const DivergenceProfile &P,
                                       Function &F) {
  std::vector<bool> Used(P.records().size(), false);
  for (BasicBlock &BB : F) {
    const Instruction *Term = BB.getTerminator();
    if (!Term || Term->getNumSuccessors() < 2)
      continue;
    std::vector<size_t> Matched;
    if (std::optional<BranchStats> S = P.lookup(BranchKey::of(*Term), &Matched))
      Stats[Term] = std::move(*S);
    for (size_t I : Matched)
      Used[I] = true;
  }
  for (size_t I = 0; I < Used.size(); ++I)
    Unmatched += !Used[I] && P.records()[I].Key.Function == F.getName();
}

const BranchStats *BranchProfileQuery::lookup(const Instruction *Term) const {
  auto It = Stats.find(Term);
  return It == Stats.end() ? nullptr : &It->second;
}

//===----------------------------------------------------------------------===//
// -lockstep-profile
//===----------------------------------------------------------------------===//

/// The profile of the innermost live ScopedOptionProfile, if any.
static const DivergenceProfile *ScopedProfile = nullptr;

ScopedOptionProfile::ScopedOptionProfile(const DivergenceProfile &P)
    : Saved(ScopedProfile) {
  ScopedProfile = &P;
}

ScopedOptionProfile::~ScopedOptionProfile() { ScopedProfile = Saved; }

StringRef lockstep::optionProfilePath() {
  return ScopedProfile ? StringRef("<in-memory profile>") : ProfileOpt;
}

Expected<const DivergenceProfile *> lockstep::getOptionProfile() {
  if (ScopedProfile)
    return ScopedProfile;
  if (ProfileOpt.empty())
    return nullptr;
  // Loaded once per path; a failed load is reported every time it is asked.
  static std::map<std::string, std::unique_ptr<DivergenceProfile>> Cache;
  auto It = Cache.find(ProfileOpt);
  if (It != Cache.end())
    return It->second.get();
  Expected<DivergenceProfile> P = DivergenceProfile::load(ProfileOpt);
  if (!P)
    return P.takeError();
  auto &Slot = Cache[ProfileOpt];
  Slot = std::make_unique<DivergenceProfile>(std::move(*P));
  return Slot.get();
}

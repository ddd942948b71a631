//===- PassListTest.cpp - Tests of Lockstep pass-list parsing -------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// splitLockstepPassList (Registration.h), which every pass list goes
/// through (-lockstep-passes, `lockstep compile|report|compare --passes`):
/// names trimmed, parameters kept whole, and a one-line error for an empty
/// name, a list of commas only, and unbalanced '<' '>'.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Plugin/Registration.h"

#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/FormatVariadic.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace lockstep;

namespace {

/// The names of \p List, or the error message prefixed by "error: ".
std::vector<std::string> split(StringRef List) {
  Expected<SmallVector<StringRef, 4>> Names = splitLockstepPassList(List);
  if (!Names)
    return {"error: " + toString(Names.takeError())};
  std::vector<std::string> Out;
  for (StringRef N : *Names)
    Out.push_back(N.str());
  return Out;
}

using Names = std::vector<std::string>;

TEST(PassListTest, SplitsAndTrims) {
  EXPECT_EQ(split("cf-meld"), Names{"cf-meld"});
  EXPECT_EQ(split(" cf-meld , tail-merge "), (Names{"cf-meld", "tail-merge"}));
  EXPECT_EQ(split("cf-meld<threshold=0.2;no-loss>,spec-reconverge<auto>"),
            (Names{"cf-meld<threshold=0.2;no-loss>", "spec-reconverge<auto>"}));
  EXPECT_EQ(split("print<divergent-regions>"),
            Names{"print<divergent-regions>"});
}

TEST(PassListTest, BlankListIsNoPasses) {
  EXPECT_TRUE(split("").empty());
  EXPECT_TRUE(split("  ").empty());
}

TEST(PassListTest, EmptyNamesAreErrors) {
  const char *None = "error: the pass list '{0}' names no pass; name one or "
                     "more, comma-separated (e.g. cf-meld,tail-merge)";
  for (StringRef L : {",,", " , ", ","})
    EXPECT_EQ(split(L), Names{formatv(None, L).str()}) << L.str();
  const char *Empty =
      "error: empty pass name in the pass list '{0}'; remove the extra comma";
  for (StringRef L : {"cf-meld,,tail-merge", "cf-meld,", ",cf-meld"})
    EXPECT_EQ(split(L), Names{formatv(Empty, L).str()}) << L.str();
}

TEST(PassListTest, UnbalancedParametersAreErrors) {
  auto Expect = [](StringRef Name, StringRef Why) {
    return Names{("error: pass '" + Name + "': " + Why +
                  "; write parameters as name<param;param>")
                     .str()};
  };
  const char *Unclosed = "its parameters are not closed by a '>' at the end";
  EXPECT_EQ(split("loop-split<force"), Expect("loop-split<force", Unclosed));
  EXPECT_EQ(split("cf-meld<a>x"), Expect("cf-meld<a>x", Unclosed));
  EXPECT_EQ(split("cf-meld>"), Expect("cf-meld>", "a '>' without its '<'"));
  EXPECT_EQ(split("<force>"),
            Expect("<force>", "parameters without a pass name"));
  EXPECT_EQ(split("cf-meld<a<b>>"),
            Expect("cf-meld<a<b>>", "nested or repeated '<' '>'"));
}

TEST(PassListTest, ParsersReportTheSplitError) {
  PassBuilder PB;
  registerLockstepPasses(PB);
  FunctionPassManager FPM;
  Error E = parseLockstepPassList(PB, "cf-meld,,tail-merge", FPM);
  EXPECT_EQ(toString(std::move(E)), "empty pass name in the pass list "
                                    "'cf-meld,,tail-merge'; remove the extra "
                                    "comma");
  ModulePassManager MPM;
  E = parseLockstepModulePassList(PB, "branch-split<force", MPM);
  EXPECT_EQ(toString(std::move(E)),
            "pass 'branch-split<force': its parameters are not closed by a "
            "'>' at the end; write parameters as name<param;param>");
  Error Ok = parseLockstepModulePassList(PB, "cf-meld,tail-merge", MPM);
  EXPECT_FALSE(bool(Ok)) << toString(std::move(Ok));
}

} // namespace

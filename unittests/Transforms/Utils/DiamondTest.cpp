//===- DiamondTest.cpp - Tests for the diamond matcher --------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// matchDiamond accepts exactly a conditional branch to two single-block
/// sides that rejoin, and says why otherwise.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Utils/Diamond.h"

#include "../../Support/NVPTXTestBase.h"

#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace lockstep;

namespace {

const char *Shapes = R"IR(
define void @k(i1 %c, i1 %d) {
diamond:
  br i1 %c, label %t, label %f
t:
  br label %join
f:
  br label %join
join:
  br i1 %d, label %tri, label %done
tri:
  br label %done
done:
  br label %last
last:
  ret void
}
)IR";

class DiamondTest : public NVPTXTestBase {
protected:
  static BasicBlock &block(Function &F, StringRef Name) {
    for (BasicBlock &BB : F)
      if (BB.getName() == Name)
        return BB;
    llvm_unreachable("no such block");
  }
};

TEST_F(DiamondTest, MatchesADiamond) {
  Function &F = parse(Shapes);
  std::string Why;
  std::optional<Diamond> D = matchDiamond(block(F, "diamond"), Why);
  ASSERT_TRUE(D) << Why;
  EXPECT_EQ(D->Then, &block(F, "t"));
  EXPECT_EQ(D->Else, &block(F, "f"));
  EXPECT_EQ(D->Join, &block(F, "join"));
  EXPECT_EQ(D->Branch, block(F, "diamond").getTerminator());
}

TEST_F(DiamondTest, RejectsATriangle) {
  Function &F = parse(Shapes);
  std::string Why;
  EXPECT_FALSE(matchDiamond(block(F, "join"), Why));
  EXPECT_EQ(Why, "not a diamond (one block per side, common successor)");
}

TEST_F(DiamondTest, RejectsAnUnconditionalBranch) {
  Function &F = parse(Shapes);
  std::string Why;
  EXPECT_FALSE(matchDiamond(block(F, "done"), Why));
  EXPECT_EQ(Why, "not a conditional branch");
}

} // namespace

# cf-meld, branch-fusion and tail-merge unit tests (paths relative to
# unittests/).
list(APPEND LOCKSTEP_UNITTEST_SOURCES
  Transforms/AlignmentMemoTest.cpp
  Transforms/InstructionAlignmentTest.cpp
  Transforms/MeldCodeGenTest.cpp
  Transforms/MeldEstimateTest.cpp
  Transforms/UniformVersioningTest.cpp
  Transforms/MirroredMeldTest.cpp
  Transforms/LoopMeldTest.cpp
  Transforms/LoopPeelAlignTest.cpp
  Transforms/CFGLinearizeTest.cpp
  Transforms/BranchSplitTest.cpp
  Transforms/SplitCostModelTest.cpp
  Transforms/WarpScheduleTest.cpp
  )
list(APPEND LOCKSTEP_UNITTEST_LIBS LockstepTransforms)
# spec-reconverge unit tests.
list(APPEND LOCKSTEP_UNITTEST_SOURCES
  Transforms/SpecReconverge/AutoCandidatesTest.cpp
  Transforms/SpecReconverge/BarrierDataflowTest.cpp
  Transforms/SpecReconverge/ConvergentOpsTest.cpp
  )
# loop-split unit tests.
list(APPEND LOCKSTEP_UNITTEST_SOURCES
  Transforms/LoopSplitTest.cpp
  )

# lockstep-sim unit tests (paths relative to unittests/).
list(APPEND LOCKSTEP_UNITTEST_SOURCES
  Sim/AMDGPUTest.cpp
  Sim/DevicePrintfTest.cpp
  Sim/FreeIntrinsicsTest.cpp
  Sim/HandCountCyclesTest.cpp
  Sim/ITSModelTest.cpp
  Sim/InlineAsmFloatTest.cpp
  Sim/InlineAsmTest.cpp
  Sim/LaunchSpecTest.cpp
  Sim/MemorySpacesTest.cpp
  Sim/OracleCyclesTest.cpp
  Sim/PostDominatorsTest.cpp
  Sim/ReconvergenceTest.cpp
  Sim/SimtStackTest.cpp
  Sim/SMTimingTest.cpp
  Sim/SpecBindingTest.cpp
  Sim/WarpIntrinsicsTest.cpp
  Sim/WarpStateTest.cpp
  )
list(APPEND LOCKSTEP_UNITTEST_LIBS LockstepSim)

# lockstep-fuzz unit tests (paths relative to unittests/).
list(APPEND LOCKSTEP_UNITTEST_SOURCES
  Fuzz/BufferCompareTest.cpp
  Fuzz/GeneratorTest.cpp
  Fuzz/OracleTest.cpp
  Fuzz/ReducerTest.cpp
  Fuzz/UnstructuredGeneratorTest.cpp
  )
list(APPEND LOCKSTEP_UNITTEST_LIBS LockstepFuzz)

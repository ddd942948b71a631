# Pipeline-setup unit tests (paths relative to unittests/).
list(APPEND LOCKSTEP_UNITTEST_SOURCES
  Pipeline/ExtensionPointTest.cpp
  Pipeline/GPUPipelineTest.cpp
  Pipeline/PassListTest.cpp
  )
list(APPEND LOCKSTEP_UNITTEST_LIBS LockstepPipeline)

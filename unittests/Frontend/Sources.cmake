# CUDA front-end unit tests (paths relative to unittests/).
list(APPEND LOCKSTEP_UNITTEST_SOURCES
  Frontend/CompileCommandsTest.cpp
  )
list(APPEND LOCKSTEP_UNITTEST_LIBS LockstepFrontend)

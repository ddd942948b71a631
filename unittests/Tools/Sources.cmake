# lockstep driver unit tests (paths relative to unittests/).
list(APPEND LOCKSTEP_UNITTEST_SOURCES
  Tools/DriverTest.cpp
  )
list(APPEND LOCKSTEP_UNITTEST_LIBS LockstepDriver)

# -*- Python -*-
# Runs the GoogleTest binary through lit: one lit test per GoogleTest case.
import os
import lit.formats

config.name = "Lockstep-Unit"
config.test_format = lit.formats.GoogleTest(".", "Tests")
config.test_source_root = config.lockstep_unittest_dir
config.test_exec_root = config.lockstep_unittest_dir

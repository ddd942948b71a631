//===- GPUModule.cpp - Which modules Lockstep works on --------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The GPU-module and kernel tests shared by every layer (see GPUModule.h).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Support/GPUModule.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

bool lockstep::isGPUModule(const llvm::Module &M) {
  const llvm::Triple &T = M.getTargetTriple();
  return T.isNVPTX() || T.isAMDGCN();
}

bool lockstep::isGPUKernel(const llvm::Function &F) {
  llvm::CallingConv::ID CC = F.getCallingConv();
  return CC == llvm::CallingConv::PTX_Kernel ||
         CC == llvm::CallingConv::AMDGPU_KERNEL;
}

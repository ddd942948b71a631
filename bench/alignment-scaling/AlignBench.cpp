//===- AlignBench.cpp - Instruction alignment scaling benchmark -----------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// lockstep-align-bench: time and peak memory of cf-meld's instruction
/// alignment (DARM Section IV-C; Gotoh affine gaps, Myers-Miller linear
/// memory above 4M cells) on two synthetic blocks of N instructions each,
/// for N from 100 to 20,000 (issue 4 goal: 10,000 x 10,000 in under 1 s,
/// memory linear in block size).
///
/// Each size runs in a forked child so its peak RSS is its own. The blocks
/// are random mixes of integer, float, memory and conversion instructions
/// over a shared value pool, like unrolled kernel bodies.
///
/// Usage: lockstep-align-bench [N...]   (default 100 500 1000 2000 5000
///        10000 20000); prints one CSV row per size.
///
//===----------------------------------------------------------------------===//

#include "lockstep/Transforms/Meld/InstructionAlignment.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <random>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace llvm;
using namespace lockstep::meld;

namespace {

/// Appends \p N random instructions to \p BB.
std::vector<Instruction *> fillBlock(BasicBlock *BB, Function *F, unsigned N,
                                     unsigned Seed) {
  std::mt19937 Rng(Seed);
  IRBuilder<> B(BB);
  Value *P = F->getArg(0);
  std::vector<Value *> Ints = {F->getArg(1), F->getArg(2)};
  std::vector<Value *> Floats = {F->getArg(3), F->getArg(4)};
  auto Pick = [&](std::vector<Value *> &Pool) {
    size_t W = std::min<size_t>(Pool.size(), 8);
    return Pool[Pool.size() - 1 - Rng() % W];
  };
  std::vector<Instruction *> Out;
  while (Out.size() < N) {
    Value *V = nullptr;
    switch (Rng() % 8) {
    case 0:
      V = B.CreateAdd(Pick(Ints), Pick(Ints));
      break;
    case 1:
      V = B.CreateMul(Pick(Ints), Pick(Ints));
      break;
    case 2:
      V = B.CreateFAdd(Pick(Floats), Pick(Floats));
      break;
    case 3:
      V = B.CreateFMul(Pick(Floats), Pick(Floats));
      break;
    case 4:
      V = B.CreateXor(Pick(Ints), Pick(Ints));
      break;
    case 5:
      V = B.CreateSIToFP(Pick(Ints), B.getFloatTy());
      break;
    case 6: {
      Value *G = B.CreateGEP(B.getFloatTy(), P, Pick(Ints));
      Out.push_back(cast<Instruction>(G));
      V = B.CreateLoad(B.getFloatTy(), G);
      break;
    }
    default: {
      Value *G = B.CreateGEP(B.getFloatTy(), P, Pick(Ints));
      Out.push_back(cast<Instruction>(G));
      Out.push_back(B.CreateStore(Pick(Floats), G));
      continue;
    }
    }
    Out.push_back(cast<Instruction>(V));
    (V->getType()->isFloatTy() ? Floats : Ints).push_back(V);
  }
  Out.resize(N);
  return Out;
}

/// CPU time of this process: wall time is unreliable on a shared machine.
double cpuMs() {
  timespec TS;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &TS);
  return TS.tv_sec * 1e3 + TS.tv_nsec / 1e6;
}

void runOne(unsigned N) {
  LLVMContext Ctx;
  Module M("bench", Ctx);
  Type *I32 = Type::getInt32Ty(Ctx), *F32 = Type::getFloatTy(Ctx);
  auto *FT =
      FunctionType::get(Type::getVoidTy(Ctx),
                        {PointerType::get(Ctx, 1), I32, I32, F32, F32}, false);
  Function *F = Function::Create(FT, Function::ExternalLinkage, "k", M);
  auto A = fillBlock(BasicBlock::Create(Ctx, "a", F), F, N, 1);
  auto B = fillBlock(BasicBlock::Create(Ctx, "b", F), F, N, 2);
  auto T0 = std::chrono::steady_clock::now();
  double C0 = cpuMs();
  AlignInput In = buildInput(A, B);
  Alignment Al = align(In);
  double Cpu = cpuMs() - C0;
  auto T1 = std::chrono::steady_clock::now();
  double Ms = std::chrono::duration<double, std::milli>(T1 - T0).count();
  bool Linear = uint64_t(N) * N > (4u << 20);
  std::printf("%u,%llu,%s,%.1f,%.1f,%lld,%u", N,
              (unsigned long long)(uint64_t(N) * N),
              Linear ? "myers-miller" : "gotoh-full", Ms, Cpu,
              (long long)Al.Score, Al.Matches);
  std::fflush(stdout);
}

} // namespace

int main(int Argc, char **Argv) {
  std::vector<unsigned> Sizes = {100, 500, 1000, 2000, 5000, 10000, 20000};
  if (Argc > 1) {
    Sizes.clear();
    for (int I = 1; I < Argc; ++I)
      Sizes.push_back(unsigned(std::strtoul(Argv[I], nullptr, 10)));
  }
  std::printf("n,cells,engine,wall_ms,cpu_ms,score,matches,peak_rss_mb\n");
  std::fflush(stdout);
  for (unsigned N : Sizes) {
    pid_t Pid = fork();
    if (Pid == 0) {
      runOne(N);
      std::_Exit(0);
    }
    int Status = 0;
    struct rusage RU {};
    wait4(Pid, &Status, 0, &RU);
    std::printf(",%.1f\n", RU.ru_maxrss / 1024.0);
    std::fflush(stdout);
  }
  return 0;
}

//===- Memory.cpp - Simulated GPU address spaces --------------------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Region layout with guard gaps and the slow paths of address translation:
/// region search and the fault descriptions that name a buffer and element.
///
//===----------------------------------------------------------------------===//

#include "Memory.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace lockstep;
using namespace lockstep::sim;

namespace {
/// Bytes of unmapped address space left after every region.
constexpr uint64_t GuardGap = 1 << 20;
} // namespace

unsigned MemorySystem::addRegion(AddrSpace S, std::string Name, uint64_t Size,
                                 unsigned ElemSize, bool IsBuffer) {
  std::vector<Region> &Rs = S == AddrSpace::Constant ? Constant : Global;
  uint64_t &Next = S == AddrSpace::Constant ? ConstantNext : GlobalNext;
  Region R;
  R.Base = Next;
  R.Size = Size;
  R.Data.assign(Size, 0);
  R.Name = std::move(Name);
  R.ElemSize = ElemSize ? ElemSize : 1;
  R.IsBuffer = IsBuffer;
  R.ReadOnly = S == AddrSpace::Constant;
  Next = alignTo(Next + Size, 256) + GuardGap;
  Rs.push_back(std::move(R));
  return Rs.size() - 1;
}

uint64_t MemorySystem::addShared(std::string Name, uint64_t Size,
                                 uint64_t Align) {
  StaticShared = alignTo(StaticShared, std::max<uint64_t>(Align, 1));
  SharedVars.push_back({StaticShared, Size, std::move(Name)});
  StaticShared += Size;
  return StaticShared - Size;
}

void MemorySystem::finishShared(uint64_t DynamicBytes) {
  DynamicOffset = alignTo(StaticShared, 16);
  SharedSize = DynamicOffset + DynamicBytes;
  if (DynamicBytes)
    SharedVars.push_back({DynamicOffset, DynamicBytes, "dynamic shared"});
}

void MemorySystem::setLocal(uint64_t StridePerThread, uint64_t Threads) {
  LocalStride = alignTo(StridePerThread, 16);
  LocalSize = LocalStride * Threads;
  setBlockSlots(unsigned(Slots.size()));
}

void MemorySystem::setBlockSlots(unsigned N) {
  Slots.resize(std::max(N, 1u));
  for (BlockSlot &S : Slots) {
    S.Shared.assign(SharedSize, 0);
    S.Local.assign(LocalSize, 0);
  }
  selectSlot(0);
}

void MemorySystem::resetBlockMemory() {
  std::fill_n(SharedData, SharedSize, 0);
  std::fill_n(LocalData, LocalSize, 0);
}

uint8_t *MemorySystem::slowLookup(std::vector<Region> &Rs, unsigned &Hit,
                                  uint64_t Off, unsigned Size) {
  auto It = llvm::upper_bound(
      Rs, Off, [](uint64_t O, const Region &R) { return O < R.Base; });
  if (It == Rs.begin())
    return nullptr;
  --It;
  if (Off - It->Base >= It->Size || Off - It->Base + Size > It->Size)
    return nullptr;
  Hit = unsigned(It - Rs.begin());
  return It->Data.data() + (Off - It->Base);
}

std::string MemorySystem::describeRegion(const std::vector<Region> &Rs,
                                         uint64_t Off, unsigned Size,
                                         const char *Kind) const {
  // The nearest region whose guard gap holds the address: the one whose
  // bytes are fewest away (an empty buffer's access at its base is 1 byte
  // past its end, not a guard gap before the next buffer).
  const Region *Best = nullptr;
  uint64_t BestDistance = 0;
  for (const Region &R : Rs) {
    if (Off + GuardGap < R.Base || Off >= R.Base + R.Size + GuardGap)
      continue;
    uint64_t Distance = Off < R.Base             ? R.Base - Off
                        : Off >= R.Base + R.Size ? Off - (R.Base + R.Size) + 1
                                                 : 0;
    if (!Best || Distance < BestDistance)
      Best = &R, BestDistance = Distance;
  }
  if (!Best)
    return formatv("access to unallocated {0} address {1:x}", Kind,
                   (unsigned long long)Off)
        .str();
  int64_t Delta = int64_t(Off - Best->Base);
  int64_t Elem = Delta >= 0 ? Delta / Best->ElemSize
                            : -((-Delta + Best->ElemSize - 1) / Best->ElemSize);
  if (Best->IsBuffer && Delta >= 0 && uint64_t(Delta) < Best->Size &&
      Size > Best->ElemSize)
    return formatv("{0}-byte access to buffer '{1}' element {2} (count {3}) "
                   "is wider than its {4}-byte elements and runs past its "
                   "end: the kernel accesses it as a wider type than the "
                   "launch spec gives; declare the buffer with the kernel's "
                   "element type or enlarge it",
                   Size, Best->Name, Elem, Best->Size / Best->ElemSize,
                   Best->ElemSize)
        .str();
  if (Best->IsBuffer)
    return formatv("out-of-bounds access to buffer '{0}' element {1} (count "
                   "{2})",
                   Best->Name, Elem, Best->Size / Best->ElemSize)
        .str();
  return formatv("out-of-bounds access to {0} variable '{1}' at byte offset "
                 "{2} (size {3})",
                 Kind, Best->Name, Delta, Best->Size)
      .str();
}

std::string MemorySystem::describeBadAccess(uint64_t Addr,
                                            unsigned Size) const {
  uint64_t Off = Addr & OffsetMask;
  switch (spaceOf(Addr)) {
  case unsigned(AddrSpace::Global):
    return describeRegion(Global, Off, Size, "global");
  case unsigned(AddrSpace::Constant):
    return describeRegion(Constant, Off, Size, "constant");
  case unsigned(AddrSpace::Shared): {
    for (const SharedVar &V : SharedVars)
      if (Off >= V.Offset && Off < V.Offset + V.Size)
        return formatv("out-of-bounds shared access at byte offset {0} in "
                       "'{1}' (shared size {2})",
                       Off, V.Name, SharedSize)
            .str();
    return formatv("out-of-bounds shared access at byte offset {0} (shared "
                   "size {1})",
                   Off, SharedSize)
        .str();
  }
  case unsigned(AddrSpace::Local):
    return formatv("out-of-bounds local (stack) access at offset {0} (stack "
                   "size {1} per thread)",
                   LocalStride ? Off % LocalStride : Off, LocalStride)
        .str();
  default:
    if (Addr == 0)
      return "null pointer access";
    return formatv("access to unallocated address {0:x}",
                   (unsigned long long)Addr)
        .str();
  }
}

uint64_t MemorySystem::footprint() const {
  uint64_t Sum = (SharedSize + LocalSize) * Slots.size();
  for (const Region &R : Global)
    Sum += R.Size;
  for (const Region &R : Constant)
    Sum += R.Size;
  return Sum;
}

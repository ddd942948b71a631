//===- Memory.h - Simulated GPU address spaces ------------------*- C++ -*-===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// One flat 64-bit address space whose top byte names the memory space
/// (1 global, 3 shared, 4 constant, 5 local), so a pointer in any LLVM address
/// space holds the same value as its generic form and addrspacecast is the
/// identity. Each buffer argument and each module global is its own region
/// with a guard gap around it, so out-of-bounds accesses fall into no region
/// and are reported with the nearest region's name and element index.
/// Shared memory is one region per thread block (static variables, then the
/// dynamic extern array); local memory is one stack per thread.
///
//===----------------------------------------------------------------------===//

#ifndef LOCKSTEP_LIB_SIM_MEMORY_H
#define LOCKSTEP_LIB_SIM_MEMORY_H

#include "lockstep/Analysis/SIMTCostModel.h"
#include <cstdint>
#include <string>
#include <vector>

namespace lockstep::sim {

constexpr unsigned SpaceShift = 56;
constexpr uint64_t OffsetMask = (uint64_t(1) << SpaceShift) - 1;

inline uint64_t makeAddress(AddrSpace S, uint64_t Offset) {
  return (uint64_t(S) << SpaceShift) | Offset;
}
inline unsigned spaceOf(uint64_t Addr) { return unsigned(Addr >> SpaceShift); }

/// A global or constant allocation.
struct Region {
  uint64_t Base = 0;
  uint64_t Size = 0;
  std::vector<uint8_t> Data;
  std::string Name;
  unsigned ElemSize = 1;
  bool IsBuffer = false;
  bool ReadOnly = false;
};

/// A named static shared variable (for fault messages).
struct SharedVar {
  uint64_t Offset, Size;
  std::string Name;
};

class MemorySystem {
public:
  /// Allocates a region in \p S (Global or Constant) and returns its index.
  unsigned addRegion(AddrSpace S, std::string Name, uint64_t Size,
                     unsigned ElemSize, bool IsBuffer);
  Region &region(AddrSpace S, unsigned Idx) {
    return S == AddrSpace::Constant ? Constant[Idx] : Global[Idx];
  }

  /// Lays out a static shared variable; returns its offset.
  uint64_t addShared(std::string Name, uint64_t Size, uint64_t Align);
  /// Fixes the shared size: static variables plus \p DynamicBytes at
  /// \p DynamicOffset (aligned to 16).
  void finishShared(uint64_t DynamicBytes);
  uint64_t dynamicSharedOffset() const { return DynamicOffset; }
  uint64_t sharedBytes() const { return SharedSize; }

  void setLocal(uint64_t StridePerThread, uint64_t Threads);
  uint64_t localStride() const { return LocalStride; }

  /// Number of thread blocks resident at once (the SM timing model runs up
  /// to the occupancy's blocks per SM interleaved); each slot has its own
  /// shared memory and thread stacks. Selects slot 0.
  void setBlockSlots(unsigned N);
  /// Makes \p Slot the block whose shared and local memory accesses see.
  void selectSlot(unsigned Slot) {
    SharedData = Slots[Slot].Shared.data();
    LocalData = Slots[Slot].Local.data();
  }
  /// Clears the selected slot's shared and local memory for a new block.
  void resetBlockMemory();

  /// Host pointer for [Addr, Addr+Size) or null when not allocated.
  /// \p Space receives the memory space.
  uint8_t *translate(uint64_t Addr, unsigned Size, AddrSpace &Space) {
    uint64_t Off = Addr & OffsetMask;
    switch (spaceOf(Addr)) {
    case unsigned(AddrSpace::Global):
      Space = AddrSpace::Global;
      return lookup(Global, GlobalHit, Off, Size);
    case unsigned(AddrSpace::Shared):
      Space = AddrSpace::Shared;
      return Off + Size <= SharedSize && Off + Size >= Off ? SharedData + Off
                                                           : nullptr;
    case unsigned(AddrSpace::Local):
      Space = AddrSpace::Local;
      return translateLocal(Off, Size);
    case unsigned(AddrSpace::Constant):
      Space = AddrSpace::Constant;
      return lookup(Constant, ConstantHit, Off, Size);
    default:
      Space = AddrSpace::Generic;
      return nullptr;
    }
  }

  /// Why [Addr, Addr+Size) is not accessible, naming the buffer and element.
  std::string describeBadAccess(uint64_t Addr, unsigned Size) const;

  std::vector<Region> &globals() { return Global; }
  /// Sum of all region, shared and local bytes.
  uint64_t footprint() const;

private:
  uint8_t *lookup(std::vector<Region> &Rs, unsigned &Hit, uint64_t Off,
                  unsigned Size) {
    if (Hit < Rs.size()) {
      Region &R = Rs[Hit];
      if (Off - R.Base < R.Size && Off - R.Base + Size <= R.Size)
        return R.Data.data() + (Off - R.Base);
    }
    return slowLookup(Rs, Hit, Off, Size);
  }
  uint8_t *slowLookup(std::vector<Region> &Rs, unsigned &Hit, uint64_t Off,
                      unsigned Size);
  uint8_t *translateLocal(uint64_t Off, unsigned Size) {
    if (LocalStride == 0 || Off + Size > LocalSize)
      return nullptr;
    if (Off % LocalStride + Size > LocalStride)
      return nullptr;
    return LocalData + Off;
  }
  std::string describeRegion(const std::vector<Region> &Rs, uint64_t Off,
                             unsigned Size, const char *Kind) const;

  std::vector<Region> Global, Constant;
  unsigned GlobalHit = 0, ConstantHit = 0;
  uint64_t GlobalNext = 0x1000, ConstantNext = 0x1000;
  std::vector<SharedVar> SharedVars;
  uint64_t StaticShared = 0, DynamicOffset = 0, SharedSize = 0;
  struct BlockSlot {
    std::vector<uint8_t> Shared, Local;
  };
  std::vector<BlockSlot> Slots{1};
  uint8_t *SharedData = nullptr;
  uint64_t LocalStride = 0, LocalSize = 0;
  uint8_t *LocalData = nullptr;
};

} // namespace lockstep::sim

#endif // LOCKSTEP_LIB_SIM_MEMORY_H

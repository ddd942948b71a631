//===- InlineAsm.cpp - The PTX inline assembly the CUDA headers use -------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A small parser and interpreter for the PTX inline-assembly idioms of the
/// CUDA headers and of user code (see InlineAsm.h). Carry semantics follow
/// the PTX ISA: add.cc sets CC.CF to the carry-out, sub.cc to the
/// borrow-out, and addc, subc, madc consume it. prmt, lop3, shfl and vote
/// follow the PTX ISA's definitions; shfl shares its source-lane rule with
/// the llvm.nvvm.shfl.sync intrinsics (Intrinsics.h).
///
//===----------------------------------------------------------------------===//

#include "InlineAsm.h"
#include "Intrinsics.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/FormatVariadic.h"
#include <cmath>

using namespace llvm;
using namespace lockstep::sim;

namespace {

constexpr unsigned MaxRegs = 64;

Error asmError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(),
                           "unsupported inline assembly: " + Msg);
}

class AsmParser {
public:
  explicit AsmParser(AsmProgram &P) : P(P) {}
  Error parse(StringRef Asm);

private:
  Expected<uint8_t> reg(StringRef Tok);
  Error parseStatement(StringRef S);
  Error parseInstruction(StringRef Mnemonic, ArrayRef<StringRef> Args);
  Error parseMov(AsmOp &Op, StringRef M, ArrayRef<StringRef> Args);
  Error parseAlu(AsmOp &Op, StringRef M, ArrayRef<StringRef> Args);
  Error parseBits(AsmOp &Op, StringRef M, ArrayRef<StringRef> Args);
  Error parseSetp(AsmOp &Op, StringRef M, ArrayRef<StringRef> Args);
  Error parseWarp(AsmOp &Op, StringRef M, ArrayRef<StringRef> Args);
  Error parseFloat(AsmOp &Op, StringRef M, ArrayRef<StringRef> Args);
  Expected<uint8_t> special(StringRef Name);
  Error regs(AsmOp &Op, StringRef M, ArrayRef<StringRef> Args, unsigned N);
  Error pair(StringRef Tok, uint8_t &Lo, uint8_t &Hi);

  AsmProgram &P;
  StringMap<uint8_t> Names;
};

Expected<uint8_t> AsmParser::special(StringRef Name) {
  static const std::pair<StringRef, AsmSpecial> Table[] = {
      {"%laneid", AsmSpecial::LaneId},
      {"%lanemask_eq", AsmSpecial::LaneMaskEq},
      {"%lanemask_lt", AsmSpecial::LaneMaskLt},
      {"%lanemask_le", AsmSpecial::LaneMaskLe},
      {"%lanemask_gt", AsmSpecial::LaneMaskGt},
      {"%lanemask_ge", AsmSpecial::LaneMaskGe}};
  for (const auto &[N, K] : Table)
    if (Name == N) {
      if (P.NumRegs >= MaxRegs)
        return asmError("too many registers");
      P.Specials.push_back({uint8_t(P.NumRegs), K});
      return uint8_t(P.NumRegs++);
    }
  return asmError("special register '" + Name +
                  "' (supported: %laneid, %lanemask_eq/lt/le/gt/ge; alone "
                  "in a mov, every register of llvm.nvvm.read.ptx.sreg)");
}

Expected<uint8_t> AsmParser::reg(StringRef Tok) {
  Tok = Tok.trim();
  if (Tok.size() > 1 && Tok[0] == '%' && !isdigit(Tok[1]))
    return special(Tok);
  if (Tok.consume_front("$") || Tok.consume_front("%")) {
    unsigned N;
    if (!Tok.getAsInteger(10, N) && N < P.NumOutputs + P.NumInputs)
      return uint8_t(N);
    return asmError("operand '" + Tok + "'");
  }
  auto It = Names.find(Tok);
  if (It != Names.end())
    return It->second;
  int64_t Imm;
  if (!Tok.getAsInteger(0, Imm)) {
    if (P.NumRegs >= MaxRegs)
      return asmError("too many registers");
    P.Immediates.push_back({uint8_t(P.NumRegs), uint64_t(Imm)});
    return uint8_t(P.NumRegs++);
  }
  return asmError("unknown register '" + Tok + "'");
}

Error AsmParser::parse(StringRef Asm) {
  SmallVector<StringRef, 16> Statements;
  Asm.split(Statements, ';');
  for (StringRef S : Statements) {
    S = S.trim();
    if (S.consume_front("{"))
      S = S.trim();
    if (S.empty() || S == "}")
      continue;
    if (Error E = parseStatement(S))
      return E;
  }
  return Error::success();
}

Error AsmParser::parseStatement(StringRef S) {
  if (S.consume_front(".reg")) {
    S = S.ltrim();
    S = S.drop_until([](char C) { return C == ' ' || C == '\t'; });
    SmallVector<StringRef, 8> Regs;
    S.split(Regs, ',');
    for (StringRef R : Regs) {
      if (P.NumRegs >= MaxRegs)
        return asmError("too many registers");
      Names[R.trim()] = uint8_t(P.NumRegs++);
    }
    return Error::success();
  }
  size_t Space = S.find_first_of(" \t");
  StringRef Mnemonic = S.take_front(Space), Rest = S.substr(Space);
  Rest = Rest.trim();
  // Split operands on commas outside braces.
  SmallVector<StringRef, 4> Args;
  unsigned Depth = 0, Start = 0;
  for (unsigned I = 0; I <= Rest.size(); ++I) {
    char C = I < Rest.size() ? Rest[I] : ',';
    Depth += C == '{';
    Depth -= C == '}';
    if (C == ',' && Depth == 0) {
      Args.push_back(Rest.slice(Start, I).trim());
      Start = I + 1;
    }
  }
  return parseInstruction(Mnemonic.trim(), Args);
}

Error AsmParser::regs(AsmOp &Op, StringRef M, ArrayRef<StringRef> Args,
                      unsigned N) {
  if (Args.size() != N + 1)
    return asmError("operands of '" + M + "'");
  for (unsigned I = 0; I < N; ++I) {
    Expected<uint8_t> R = reg(Args[1 + I]);
    if (!R)
      return R.takeError();
    Op.Src[I] = *R;
  }
  return Error::success();
}

Error AsmParser::pair(StringRef Tok, uint8_t &Lo, uint8_t &Hi) {
  auto [A, B] = Tok.trim("{} ").split(',');
  Expected<uint8_t> RA = reg(A);
  if (!RA)
    return RA.takeError();
  Expected<uint8_t> RB = reg(B);
  if (!RB)
    return RB.takeError();
  Lo = *RA, Hi = *RB;
  return Error::success();
}

/// mov: plain, or pack {lo,hi} -> d / unpack s -> {lo,hi} of two 32-bit
/// (mov.b64) or 16-bit (mov.b32) halves.
Error AsmParser::parseMov(AsmOp &Op, StringRef M, ArrayRef<StringRef> Args) {
  if (Args.size() != 2)
    return asmError("operands of '" + M + "'");
  bool Packing = Args[0].starts_with("{") || Args[1].starts_with("{");
  if (Packing && !M.ends_with("64") && !M.ends_with("32"))
    return asmError("instruction '" + M + "' with a vector operand");
  Op.PartBits = M.ends_with("64") ? 32 : 16;
  if (Args[0].starts_with("{")) {
    Op.K = AsmOp::Unpack;
    if (Error E = pair(Args[0], Op.Dst, Op.Dst2))
      return E;
    Expected<uint8_t> R = reg(Args[1]);
    if (!R)
      return R.takeError();
    Op.Src[0] = *R;
    return Error::success();
  }
  if (Args[1].starts_with("{")) {
    Op.K = AsmOp::Pack;
    return pair(Args[1], Op.Src[0], Op.Src[1]);
  }
  Op.K = AsmOp::Mov;
  return regs(Op, M, Args, 1);
}

/// Integer arithmetic with carries, bfind, funnel shifts.
Error AsmParser::parseAlu(AsmOp &Op, StringRef M, ArrayRef<StringRef> Args) {
  static const std::pair<StringRef, AsmOp::Kind> Table[] = {
      {"addc", AsmOp::Add},      {"add", AsmOp::Add},
      {"subc", AsmOp::Sub},      {"sub", AsmOp::Sub},
      {"mul.lo", AsmOp::MulLo},  {"mul.hi", AsmOp::MulHi},
      {"madc.lo", AsmOp::MadLo}, {"madc.hi", AsmOp::MadHi},
      {"mad.lo", AsmOp::MadLo},  {"mad.hi", AsmOp::MadHi},
      {"bfind", AsmOp::BFind},   {"shf.l", AsmOp::ShfL},
      {"shf.r", AsmOp::ShfR},    {"dp4a", AsmOp::Dp4a},
      {"dp2a", AsmOp::Dp2a}};
  const auto *It = llvm::find_if(
      Table, [&](const auto &E) { return M.starts_with(E.first); });
  StringRef Ty = M.rsplit('.').second;
  bool IntTy =
      (Ty.starts_with("s") || Ty.starts_with("u") || Ty.starts_with("b")) &&
      (Ty.ends_with("16") || Ty.ends_with("32") || Ty.ends_with("64"));
  if (It == std::end(Table) || !IntTy || M.contains("x2") ||
      M.contains(".relu") || M.contains(".sat"))
    return asmError("instruction '" + M + "'");
  Op.K = It->second;
  if (Op.K == AsmOp::Dp4a || Op.K == AsmOp::Dp2a) {
    SmallVector<StringRef, 4> Parts; // dp4a.atype.btype, dp2a.mode.at.bt
    M.split(Parts, '.');
    bool Dp2 = Op.K == AsmOp::Dp2a;
    if (Parts.size() != (Dp2 ? 4u : 3u) ||
        (Dp2 && Parts[1] != "lo" && Parts[1] != "hi"))
      return asmError("instruction '" + M + "'");
    Op.Wide = Dp2 && Parts[1] == "hi";
    Op.Signed = Parts[Parts.size() - 2] == "s32";
    Op.SignedB = Parts.back() == "s32";
    return regs(Op, M, Args, 3);
  }
  Op.UseCC =
      M.starts_with("addc") || M.starts_with("subc") || M.starts_with("madc");
  Op.ShiftAmt = M.contains(".shiftamt");
  Op.Clamp = M.contains(".clamp");
  Op.Wide = M.ends_with("64");
  if (Op.Wide && Op.K != AsmOp::Add && Op.K != AsmOp::Sub)
    return asmError("instruction '" + M + "'");
  bool Three = Op.K == AsmOp::MadLo || Op.K == AsmOp::MadHi ||
               Op.K == AsmOp::ShfL || Op.K == AsmOp::ShfR;
  bool One = Op.K == AsmOp::BFind;
  return regs(Op, M, Args, One ? 1 : Three ? 3 : 2);
}

/// prmt.b32 d, a, b, c (default mode) and lop3.b32 d, a, b, c, lut.
Error AsmParser::parseBits(AsmOp &Op, StringRef M, ArrayRef<StringRef> Args) {
  if (M == "prmt.b32") {
    Op.K = AsmOp::Prmt;
    return regs(Op, M, Args, 3);
  }
  if (M == "lop3.b32") {
    Op.K = AsmOp::Lop3;
    return regs(Op, M, Args, 4);
  }
  return asmError("instruction '" + M +
                  "' (supported: prmt.b32 in its default mode, lop3.b32)");
}

/// setp.<cmp>.<type> p, a, b (integers) and selp.<type> d, a, b, p.
Error AsmParser::parseSetp(AsmOp &Op, StringRef M, ArrayRef<StringRef> Args) {
  SmallVector<StringRef, 4> Parts;
  M.split(Parts, '.');
  if (Parts[0] == "selp" && Parts.size() == 2) {
    Op.K = AsmOp::SelP;
    Op.Wide = Parts[1].ends_with("64");
    return regs(Op, M, Args, 3);
  }
  static const std::pair<StringRef, std::pair<AsmOp::Cmp, int>> Cmps[] = {
      {"eq", {AsmOp::Eq, -1}}, {"ne", {AsmOp::Ne, -1}}, {"lt", {AsmOp::Lt, -1}},
      {"le", {AsmOp::Le, -1}}, {"gt", {AsmOp::Gt, -1}}, {"ge", {AsmOp::Ge, -1}},
      {"lo", {AsmOp::Lt, 0}},  {"ls", {AsmOp::Le, 0}},  {"hi", {AsmOp::Gt, 0}},
      {"hs", {AsmOp::Ge, 0}}};
  const auto *C =
      Parts.size() == 3
          ? llvm::find_if(Cmps,
                          [&](const auto &E) { return E.first == Parts[1]; })
          : std::end(Cmps);
  StringRef Ty = Parts.size() == 3 ? Parts[2] : "";
  bool IntTy = Ty.size() == 3 &&
               (Ty[0] == 's' || Ty[0] == 'u' || Ty[0] == 'b') &&
               (Ty.ends_with("32") || Ty.ends_with("64"));
  if (C == std::end(Cmps) || !IntTy)
    return asmError("instruction '" + M + "' (supported: setp and selp)");
  Op.K = AsmOp::SetP;
  Op.Mode = C->second.first;
  Op.Signed = C->second.second != 0 && Ty[0] == 's';
  Op.Wide = Ty.ends_with("64");
  return regs(Op, M, Args, 2);
}

/// activemask, vote, shfl, bar.warp.sync (with or without .sync).
Error AsmParser::parseWarp(AsmOp &Op, StringRef M, ArrayRef<StringRef> Args) {
  if (M == "activemask.b32") {
    Op.K = AsmOp::ActiveMask;
    return regs(Op, M, Args, 0);
  }
  if (M == "bar.warp.sync") {
    Op.K = AsmOp::WarpSync;
    return Args.size() == 1 ? Error::success()
                            : asmError("operands of '" + M + "'");
  }
  StringRef Rest = M;
  bool Vote = Rest.consume_front("vote.");
  if (!Vote && !Rest.consume_front("shfl."))
    return asmError("instruction '" + M + "'");
  bool Sync = Rest.consume_front("sync.");
  StringRef Mode, Ty;
  std::tie(Mode, Ty) = Rest.split('.');
  if (Vote) {
    static const StringRef Modes[] = {"all", "any", "uni", "ballot"};
    const auto *It = llvm::find(Modes, Mode);
    if (It == std::end(Modes) || Ty != (Mode == "ballot" ? "b32" : "pred"))
      return asmError("instruction '" + M +
                      "' (supported: vote.sync."
                      "{all,any,uni}.pred, vote.sync.ballot.b32)");
    Op.K = AsmOp::Vote;
    Op.Mode = uint8_t(It - std::begin(Modes));
    SmallVector<StringRef, 3> Ops(Args.begin(), Args.end());
    if (Ops.size() > 1 && Ops[1].consume_front("!"))
      Op.Negate = true;
    Op.HasMask = Sync;
    return regs(Op, M, Ops, Sync ? 2 : 1);
  }
  static const std::pair<StringRef, IK> Modes[] = {{"idx", IK::ShflIdx},
                                                   {"up", IK::ShflUp},
                                                   {"down", IK::ShflDown},
                                                   {"bfly", IK::ShflBfly}};
  const auto *It =
      llvm::find_if(Modes, [&](const auto &E) { return E.first == Mode; });
  if (It == std::end(Modes) || Ty != "b32")
    return asmError("instruction '" + M +
                    "' (supported: shfl.sync.{up,down,bfly,idx}.b32)");
  if (!Args.empty() && Args[0].contains('|'))
    return asmError("instruction '" + M + "' with a predicate output ('" +
                    Args[0] + "')");
  Op.K = AsmOp::Shfl;
  Op.Mode = uint8_t(It - std::begin(Modes));
  Op.HasMask = Sync;
  return regs(Op, M, Args, Sync ? 4 : 3);
}

/// cvt and floating-point arithmetic and comparisons (InlineAsmFloat.h).
Error AsmParser::parseFloat(AsmOp &Op, StringRef M, ArrayRef<StringRef> Args) {
  Expected<FloatInst> F = parseFloatMnemonic(M);
  if (!F)
    return F.takeError();
  if (Args[0].contains('|'))
    return asmError("instruction '" + M + "' with two predicate outputs ('" +
                    Args[0] + "')");
  Op.K = AsmOp::Float;
  Op.F = *F;
  return regs(Op, M, Args, F->numSources());
}

Error AsmParser::parseInstruction(StringRef M, ArrayRef<StringRef> Args) {
  if (Args.empty())
    return asmError("instruction '" + M + "' without operands");
  AsmOp Op;
  Op.SetCC = M.contains(".cc");
  Error E = Error::success();
  if (M == "nanosleep.u32")
    Op.K = AsmOp::Nop;
  else if (M.starts_with("mov."))
    E = parseMov(Op, M, Args);
  else if (isFloatMnemonic(M))
    E = parseFloat(Op, M, Args);
  else if (M.starts_with("prmt") || M.starts_with("lop3"))
    E = parseBits(Op, M, Args);
  else if (M.starts_with("setp.") || M.starts_with("selp."))
    E = parseSetp(Op, M, Args);
  else if (M.starts_with("activemask") || M.starts_with("vote.") ||
           M.starts_with("shfl.") || M.starts_with("bar.warp"))
    E = parseWarp(Op, M, Args);
  else
    E = parseAlu(Op, M, Args);
  if (E)
    return E;
  if (Op.K != AsmOp::Unpack && Op.K != AsmOp::WarpSync && Op.K != AsmOp::Nop) {
    Expected<uint8_t> D = reg(Args[0]);
    if (!D)
      return D.takeError();
    Op.Dst = *D;
  }
  P.Ops.push_back(Op);
  return Error::success();
}

uint64_t lo32(uint64_t V) { return V & 0xffffffffu; }

} // namespace

namespace {

/// $N, the operand number.
std::optional<unsigned> operandNumber(StringRef Tok) {
  unsigned N;
  StringRef T = Tok.trim();
  if (!T.consume_front("$") || T.getAsInteger(10, N))
    return std::nullopt;
  return N;
}

/// The mnemonic of an ld/st with cache operators: element size and count.
bool parseMemoryMnemonic(StringRef M, AsmMemoryAccess &A) {
  SmallVector<StringRef, 6> Parts;
  M.split(Parts, '.');
  if (Parts.size() < 2 || (Parts[0] != "ld" && Parts[0] != "st"))
    return false;
  A.Store = Parts[0] == "st";
  static const StringRef CacheOps[] = {"global", "ca", "cg", "cs", "lu",
                                       "cv",     "wb", "wt", "nc"};
  for (StringRef Mod : ArrayRef(Parts).slice(1, Parts.size() - 2)) {
    if (Mod == "v2" || Mod == "v4")
      A.Elts = Mod == "v2" ? 2 : 4;
    else if (!is_contained(CacheOps, Mod) && !Mod.contains("::"))
      return false;
  }
  StringRef Ty = Parts.back();
  if (Ty.size() < 2 ||
      !(Ty[0] == 'u' || Ty[0] == 'b' || Ty[0] == 'f' || Ty[0] == 's'))
    return false;
  A.Signed = Ty[0] == 's';
  unsigned Bits;
  if (Ty.drop_front().getAsInteger(10, Bits) ||
      !(Bits == 8 || Bits == 16 || Bits == 32 || Bits == 64) ||
      (Ty[0] == 'f' && Bits < 32))
    return false;
  A.Bytes = Bits / 8;
  return !A.Store || A.Elts == 1;
}

} // namespace

std::optional<AsmMemoryAccess>
lockstep::sim::matchPTXMemoryAccess(StringRef Asm) {
  StringRef S = Asm.trim().trim("{}").trim();
  S.consume_back(";");
  S = S.trim();
  if (S.contains(';') || S.contains('\n'))
    return std::nullopt;
  AsmMemoryAccess A;
  size_t Space = S.find_first_of(" \t");
  if (Space == StringRef::npos || !parseMemoryMnemonic(S.take_front(Space), A))
    return std::nullopt;
  auto [First, Second] = S.substr(Space).split(',');
  // A load's destination may be a vector {$0, $1, ...}: the address follows
  // the closing brace.
  if (!A.Store && First.trim().starts_with("{")) {
    auto [Vec, Rest] = S.substr(Space).trim().split('}');
    SmallVector<StringRef, 4> Regs;
    Vec.drop_front().split(Regs, ',');
    if (Regs.size() != A.Elts)
      return std::nullopt;
    for (unsigned I = 0; I < Regs.size(); ++I)
      if (operandNumber(Regs[I]) != I)
        return std::nullopt;
    First = "";
    Second = Rest.trim().drop_front(); // After the comma.
  } else if (A.Elts != 1 || (!A.Store && operandNumber(First) != 0u)) {
    return std::nullopt;
  }
  StringRef Addr = (A.Store ? First : Second).trim();
  if (!Addr.consume_front("[") || !Addr.consume_back("]"))
    return std::nullopt;
  std::optional<unsigned> AddrOp = operandNumber(Addr);
  if (!AddrOp)
    return std::nullopt;
  A.AddrOperand = *AddrOp;
  if (A.Store) {
    std::optional<unsigned> V = operandNumber(Second);
    if (!V)
      return std::nullopt;
    A.ValueOperand = *V;
  }
  return A;
}

AsmSync lockstep::sim::matchPTXSync(StringRef Asm) {
  StringRef S = Asm.trim().trim("{}").trim();
  S.consume_back(";");
  S = S.trim();
  if (S.contains(';'))
    return AsmSync::None;
  if (S == "membar.cta" || S == "membar.gl" || S == "membar.sys" ||
      (S.starts_with("fence.") && !S.contains(' ')))
    return AsmSync::Fence;
  auto [M, Id] = S.split(' ');
  if ((M == "bar.sync" || M == "barrier.sync" || M == "bar.sync.aligned" ||
       M == "barrier.sync.aligned") &&
      Id.trim() == "0")
    return AsmSync::Barrier;
  return AsmSync::None;
}

Expected<AsmProgram> lockstep::sim::parsePTXAsm(StringRef Asm,
                                                StringRef Constraints) {
  AsmProgram P;
  SmallVector<StringRef, 8> Cs;
  Constraints.split(Cs, ',');
  for (StringRef C : Cs) {
    if (C.empty() || C.starts_with("~"))
      continue; // Clobbers.
    if (C.starts_with("="))
      ++P.NumOutputs;
    else
      ++P.NumInputs;
  }
  P.NumRegs = P.NumOutputs + P.NumInputs;
  if (P.NumRegs > 16)
    return asmError("too many operands");
  AsmParser Parser(P);
  if (Error E = Parser.parse(Asm))
    return E;
  return P;
}

namespace {

/// prmt.b32 in its default mode: byte i of the result is byte (c >> 4i) & 7
/// of {b, a}, replicated from its sign bit when bit 3 of the selector is set.
uint64_t prmt(uint64_t A, uint64_t B, uint64_t C) {
  uint64_t Both = (lo32(B) << 32) | lo32(A), D = 0;
  for (unsigned I = 0; I < 4; ++I) {
    unsigned Sel = (C >> (4 * I)) & 0xf;
    uint64_t Byte = (Both >> (8 * (Sel & 7))) & 0xff;
    if (Sel & 8)
      Byte = (Byte & 0x80) ? 0xff : 0;
    D |= Byte << (8 * I);
  }
  return D;
}

/// dp4a / dp2a: c plus the products of a's four bytes (dp2a: two 16-bit
/// halves) with b's four bytes (dp2a: bytes 0-1, or 2-3 for .hi), each
/// sign- or zero-extended by its type, modulo 2^32.
uint64_t dotProduct(const AsmOp &Op, uint64_t A, uint64_t B, uint64_t C) {
  auto Part = [](uint64_t V, unsigned I, unsigned Bits, bool Signed) {
    int64_t X = (V >> (I * Bits)) & ((uint64_t(1) << Bits) - 1);
    return Signed && (X >> (Bits - 1)) ? X - (int64_t(1) << Bits) : X;
  };
  int64_t Sum = int64_t(int32_t(C));
  if (Op.K == AsmOp::Dp4a) {
    for (unsigned I = 0; I < 4; ++I)
      Sum += Part(A, I, 8, Op.Signed) * Part(B, I, 8, Op.SignedB);
  } else {
    unsigned First = Op.Wide ? 2 : 0;
    for (unsigned I = 0; I < 2; ++I)
      Sum += Part(A, I, 16, Op.Signed) * Part(B, First + I, 8, Op.SignedB);
  }
  return lo32(uint64_t(Sum));
}

/// lop3.b32: bit i of the result is bit (a_i << 2 | b_i << 1 | c_i) of the
/// lookup table (0xF0 is a, 0xCC is b, 0xAA is c).
uint64_t lop3(uint64_t A, uint64_t B, uint64_t C, uint64_t Lut) {
  uint64_t D = 0;
  for (unsigned I = 0; I < 32; ++I) {
    unsigned Idx = ((A >> I) & 1) << 2 | ((B >> I) & 1) << 1 | ((C >> I) & 1);
    D |= ((Lut >> Idx) & 1) << I;
  }
  return D;
}

bool setp(const AsmOp &Op, uint64_t A, uint64_t B) {
  if (!Op.Wide) {
    A = Op.Signed ? uint64_t(int64_t(int32_t(A))) : lo32(A);
    B = Op.Signed ? uint64_t(int64_t(int32_t(B))) : lo32(B);
  }
  bool Lt = Op.Signed ? int64_t(A) < int64_t(B) : A < B;
  switch (Op.Mode) {
  case AsmOp::Eq:
    return A == B;
  case AsmOp::Ne:
    return A != B;
  case AsmOp::Lt:
    return Lt;
  case AsmOp::Le:
    return Lt || A == B;
  case AsmOp::Gt:
    return !Lt && A != B;
  default:
    return !Lt;
  }
}

uint64_t specialValue(AsmSpecial S, unsigned Lane) {
  uint64_t Eq = uint64_t(1) << Lane, Lt = Eq - 1, Le = Lt | Eq;
  switch (S) {
  case AsmSpecial::LaneId:
    return Lane;
  case AsmSpecial::LaneMaskEq:
    return lo32(Eq);
  case AsmSpecial::LaneMaskLt:
    return lo32(Lt);
  case AsmSpecial::LaneMaskLe:
    return lo32(Le);
  case AsmSpecial::LaneMaskGt:
    return lo32(~Le);
  case AsmSpecial::LaneMaskGe:
    return lo32(~Lt);
  }
  return 0;
}

/// One per-lane instruction on the lane's registers \p R and carry \p CF.
void runLaneOp(const AsmOp &Op, uint64_t *R, uint64_t &CF) {
  {
    uint64_t A = R[Op.Src[0]], B = R[Op.Src[1]], C = R[Op.Src[2]];
    uint64_t Carry = Op.UseCC ? CF : 0, D = 0, Full = 0;
    switch (Op.K) {
    case AsmOp::Mov:
      D = A;
      break;
    case AsmOp::Pack: {
      uint64_t Mask = (uint64_t(1) << Op.PartBits) - 1;
      D = (A & Mask) | (B & Mask) << Op.PartBits;
      break;
    }
    case AsmOp::Unpack: {
      uint64_t Mask = (uint64_t(1) << Op.PartBits) - 1;
      R[Op.Dst] = A & Mask;
      R[Op.Dst2] = (A >> Op.PartBits) & Mask;
      return;
    }
    case AsmOp::Add:
      if (Op.Wide) {
        D = A + B + Carry;
        Full = D < A || (Carry && D == A);
        break;
      }
      Full = lo32(A) + lo32(B) + Carry;
      D = lo32(Full);
      Full >>= 32;
      break;
    case AsmOp::Sub:
      if (Op.Wide) {
        D = A - B - Carry;
        Full = A < B || (A == B && Carry);
        break;
      }
      Full = lo32(A) - lo32(B) - Carry;
      D = lo32(Full);
      Full = (Full >> 32) & 1;
      break;
    case AsmOp::MulLo:
      D = lo32(lo32(A) * lo32(B));
      break;
    case AsmOp::MulHi:
      D = (lo32(A) * lo32(B)) >> 32;
      break;
    case AsmOp::MadLo:
    case AsmOp::MadHi: {
      uint64_t Prod = lo32(A) * lo32(B);
      uint64_t Part = Op.K == AsmOp::MadLo ? lo32(Prod) : Prod >> 32;
      Full = Part + lo32(C) + Carry;
      D = lo32(Full);
      Full >>= 32;
      break;
    }
    case AsmOp::BFind: {
      uint32_t V = uint32_t(A);
      unsigned Pos = V ? 31 - unsigned(__builtin_clz(V)) : 0;
      D = !V ? 0xffffffffu : Op.ShiftAmt ? 31 - Pos : Pos;
      break;
    }
    case AsmOp::ShfL:
    case AsmOp::ShfR: {
      uint64_t N = Op.Clamp ? std::min<uint64_t>(lo32(C), 32) : (C & 31);
      uint64_t Both = (lo32(B) << 32) | lo32(A);
      D = Op.K == AsmOp::ShfL ? lo32((Both << N) >> 32) : lo32(Both >> N);
      break;
    }
    case AsmOp::Dp4a:
    case AsmOp::Dp2a:
      D = dotProduct(Op, A, B, C);
      break;
    case AsmOp::Prmt:
      D = prmt(A, B, C);
      break;
    case AsmOp::Lop3:
      D = lop3(A, B, C, R[Op.Src[3]]);
      break;
    case AsmOp::SetP:
      D = setp(Op, A, B);
      break;
    case AsmOp::SelP:
      D = C ? A : B;
      D = Op.Wide ? D : lo32(D);
      break;
    case AsmOp::Float:
      D = runFloatInst(Op.F, A, B, C);
      break;
    case AsmOp::Nop:
      return;
    default: // Warp-level operations run in runWarpOp.
      return;
    }
    if (Op.SetCC && (Op.K == AsmOp::Add || Op.K == AsmOp::Sub ||
                     Op.K == AsmOp::MadLo || Op.K == AsmOp::MadHi))
      CF = Full;
    R[Op.Dst] = D;
  }
}

/// One warp-level instruction over the active lanes of \p Regs.
void runWarpOp(const AsmOp &Op, uint64_t *Regs, uint64_t Active,
               unsigned WarpSize) {
  auto Reg = [&](unsigned L, uint8_t R) -> uint64_t & {
    return Regs[L * AsmRegsPerLane + R];
  };
  auto ForActive = [&](auto Fn) {
    for (uint64_t M = Active; M; M &= M - 1)
      Fn(unsigned(__builtin_ctzll(M)));
  };
  if (Op.K == AsmOp::ActiveMask) {
    ForActive([&](unsigned L) { Reg(L, Op.Dst) = lo32(Active); });
    return;
  }
  if (Op.K == AsmOp::Vote) {
    uint64_t Ballot = 0;
    ForActive([&](unsigned L) {
      bool P = (Reg(L, Op.Src[0]) != 0) != Op.Negate;
      Ballot |= uint64_t(P) << L;
    });
    uint64_t V = Op.Mode == AsmOp::All   ? Ballot == Active
                 : Op.Mode == AsmOp::Any ? Ballot != 0
                 : Op.Mode == AsmOp::Uni ? (Ballot == 0 || Ballot == Active)
                                         : lo32(Ballot);
    ForActive([&](unsigned L) { Reg(L, Op.Dst) = V; });
    return;
  }
  if (Op.K == AsmOp::Shfl) {
    static const IK Modes[] = {IK::ShflIdx, IK::ShflUp, IK::ShflDown,
                               IK::ShflBfly};
    uint64_t Src[64];
    for (unsigned L = 0; L < WarpSize; ++L)
      Src[L] = (Active >> L) & 1 ? Reg(L, Op.Src[0]) : 0;
    ForActive([&](unsigned L) {
      bool Valid;
      unsigned J = shflSource(Modes[Op.Mode], L, Reg(L, Op.Src[1]),
                              Reg(L, Op.Src[2]), Valid);
      Reg(L, Op.Dst) = lo32(Src[J < WarpSize ? J : L]);
    });
  }
  // bar.warp.sync: the lanes of a block already run in lockstep.
}

} // namespace

void lockstep::sim::runPTXAsmWarp(const AsmProgram &P, uint64_t *Regs,
                                  uint64_t Active, unsigned WarpSize) {
  uint64_t CF[64] = {0};
  for (uint64_t M = Active; M; M &= M - 1) {
    unsigned L = unsigned(__builtin_ctzll(M));
    uint64_t *R = Regs + L * AsmRegsPerLane;
    for (const auto &[Reg, Value] : P.Immediates)
      R[Reg] = Value;
    for (const auto &[Reg, S] : P.Specials)
      R[Reg] = specialValue(S, L);
  }
  for (const AsmOp &Op : P.Ops) {
    if (Op.isWarpOp()) {
      runWarpOp(Op, Regs, Active, WarpSize);
      continue;
    }
    for (uint64_t M = Active; M; M &= M - 1) {
      unsigned L = unsigned(__builtin_ctzll(M));
      runLaneOp(Op, Regs + L * AsmRegsPerLane, CF[L]);
    }
  }
}

void lockstep::sim::runPTXAsm(const AsmProgram &P, uint64_t *R, unsigned Lane) {
  std::vector<uint64_t> Regs((Lane + 1) * AsmRegsPerLane, 0);
  std::copy(R, R + AsmRegsPerLane, Regs.begin() + Lane * AsmRegsPerLane);
  runPTXAsmWarp(P, Regs.data(), uint64_t(1) << Lane, Lane + 1);
  std::copy(Regs.begin() + Lane * AsmRegsPerLane, Regs.end(), R);
}

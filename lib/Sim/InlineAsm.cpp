//===- InlineAsm.cpp - The PTX inline assembly the CUDA headers use -------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A small parser and interpreter for the PTX inline-assembly idioms of the
/// CUDA headers (see InlineAsm.h). Carry semantics follow the PTX ISA:
/// add.cc sets CC.CF to the carry-out, sub.cc to the borrow-out, and addc,
/// subc, madc consume it.
///
//===----------------------------------------------------------------------===//

#include "InlineAsm.h"

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
  Error regs(AsmOp &Op, StringRef M, ArrayRef<StringRef> Args, unsigned N);
  Error pair(StringRef Tok, uint8_t &Lo, uint8_t &Hi);

  AsmProgram &P;
  StringMap<uint8_t> Names;
};

Expected<uint8_t> AsmParser::reg(StringRef Tok) {
  Tok = Tok.trim();
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

/// mov: plain, or 64-bit pack {lo,hi} -> d / unpack s -> {lo,hi}.
Error AsmParser::parseMov(AsmOp &Op, StringRef M, ArrayRef<StringRef> Args) {
  if (Args.size() != 2)
    return asmError("operands of '" + M + "'");
  if (Args[0].starts_with("{")) {
    Op.K = AsmOp::Unpack64;
    if (Error E = pair(Args[0], Op.Dst, Op.Dst2))
      return E;
    Expected<uint8_t> R = reg(Args[1]);
    if (!R)
      return R.takeError();
    Op.Src[0] = *R;
    return Error::success();
  }
  if (Args[1].starts_with("{")) {
    Op.K = AsmOp::Pack64;
    return pair(Args[1], Op.Src[0], Op.Src[1]);
  }
  Op.K = AsmOp::Mov;
  return regs(Op, M, Args, 1);
}

/// Integer arithmetic with carries, rcp, bfind, funnel shifts.
Error AsmParser::parseAlu(AsmOp &Op, StringRef M, ArrayRef<StringRef> Args) {
  static const std::pair<StringRef, AsmOp::Kind> Table[] = {
      {"addc", AsmOp::Add},       {"add", AsmOp::Add},
      {"subc", AsmOp::Sub},       {"sub", AsmOp::Sub},
      {"mul.lo", AsmOp::MulLo},   {"mul.hi", AsmOp::MulHi},
      {"madc.lo", AsmOp::MadLo},  {"madc.hi", AsmOp::MadHi},
      {"mad.lo", AsmOp::MadLo},   {"mad.hi", AsmOp::MadHi},
      {"rcp.approx", AsmOp::Rcp}, {"bfind", AsmOp::BFind},
      {"shf.l", AsmOp::ShfL},     {"shf.r", AsmOp::ShfR}};
  const auto *It = llvm::find_if(
      Table, [&](const auto &E) { return M.starts_with(E.first); });
  if (It == std::end(Table) || M.contains(".f64") || M.contains("x2") ||
      M.contains(".relu") || M.contains(".sat"))
    return asmError("instruction '" + M + "'");
  Op.K = It->second;
  Op.UseCC =
      M.starts_with("addc") || M.starts_with("subc") || M.starts_with("madc");
  Op.ShiftAmt = M.contains(".shiftamt");
  Op.Clamp = M.contains(".clamp");
  Op.Wide = M.ends_with("64");
  if (Op.Wide && Op.K != AsmOp::Add && Op.K != AsmOp::Sub)
    return asmError("instruction '" + M + "'");
  bool Three = Op.K == AsmOp::MadLo || Op.K == AsmOp::MadHi ||
               Op.K == AsmOp::ShfL || Op.K == AsmOp::ShfR;
  bool One = Op.K == AsmOp::Rcp || Op.K == AsmOp::BFind;
  return regs(Op, M, Args, One ? 1 : Three ? 3 : 2);
}

Error AsmParser::parseInstruction(StringRef M, ArrayRef<StringRef> Args) {
  if (Args.empty())
    return asmError("'" + M + "'");
  AsmOp Op;
  Op.SetCC = M.contains(".cc");
  bool IsMov = M.starts_with("mov.");
  if (Error E = IsMov ? parseMov(Op, M, Args) : parseAlu(Op, M, Args))
    return E;
  if (Op.K != AsmOp::Unpack64) {
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

Expected<AsmProgram> lockstep::sim::parsePTXAsm(StringRef Asm,
                                                StringRef Constraints) {
  AsmProgram P;
  SmallVector<StringRef, 8> Cs;
  Constraints.split(Cs, ',');
  for (StringRef C : Cs) {
    if (C.starts_with("~"))
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

void lockstep::sim::runPTXAsm(const AsmProgram &P, uint64_t *R) {
  for (const auto &[Reg, Value] : P.Immediates)
    R[Reg] = Value;
  uint64_t CF = 0;
  for (const AsmOp &Op : P.Ops) {
    uint64_t A = R[Op.Src[0]], B = R[Op.Src[1]], C = R[Op.Src[2]];
    uint64_t Carry = Op.UseCC ? CF : 0, D = 0, Full = 0;
    switch (Op.K) {
    case AsmOp::Mov:
      D = A;
      break;
    case AsmOp::Pack64:
      D = lo32(A) | (B << 32);
      break;
    case AsmOp::Unpack64:
      R[Op.Dst] = lo32(A);
      R[Op.Dst2] = A >> 32;
      continue;
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
    case AsmOp::Rcp:
      D = bit_cast<uint32_t>(1.0f / bit_cast<float>(uint32_t(A)));
      break;
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
    }
    if (Op.SetCC && (Op.K == AsmOp::Add || Op.K == AsmOp::Sub ||
                     Op.K == AsmOp::MadLo || Op.K == AsmOp::MadHi))
      CF = Full;
    R[Op.Dst] = D;
  }
}

//===- LaunchSpec.cpp - Parse and materialize launch specs ----------------===//
//
// Part of Lockstep, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// JSON launch spec parsing with errors that name the offending key, and the
/// deterministic materialization of buffer initializers (zeros, iota, fill,
/// values, random with a splitmix64 generator, raw little-endian files).
///
//===----------------------------------------------------------------------===//

#include "lockstep/Sim/LaunchSpec.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <cmath>
#include <cstring>

using namespace llvm;
using namespace lockstep::sim;

namespace {

Error specError(const Twine &Key, const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(),
                           "launch spec: " + Key + ": " + Msg);
}

/// Rejects keys of \p O that are not in \p Allowed.
Error checkKeys(const json::Object &O, ArrayRef<StringRef> Allowed,
                const Twine &Where) {
  // Sort for a deterministic message when several keys are unknown.
  std::vector<std::string> Keys;
  for (const auto &KV : O)
    Keys.push_back(KV.first.str());
  llvm::sort(Keys);
  for (const std::string &K : Keys)
    if (!is_contained(Allowed, K))
      return specError(Where.isTriviallyEmpty() ? Twine(K) : Where + "." + K,
                       "unknown key");
  return Error::success();
}

Expected<uint64_t> getUInt(const json::Value &V, const Twine &Key) {
  if (std::optional<int64_t> I = V.getAsInteger())
    if (*I >= 0)
      return uint64_t(*I);
  return specError(Key, "expected a non-negative integer");
}

Expected<SpecNumber> getNumber(const json::Value &V, const Twine &Key) {
  SpecNumber N;
  // -0.0 is integral but not an integer: read as one it would lose its sign.
  std::optional<double> D = V.getAsNumber();
  bool NegativeZero = D && *D == 0 && std::signbit(*D);
  if (std::optional<int64_t> I = V.getAsInteger(); I && !NegativeZero) {
    N.Int = *I;
    N.Float = double(*I);
    return N;
  }
  if (D) {
    N.IsInt = false;
    N.Float = *D;
    return N;
  }
  return specError(Key, "expected a number");
}

Expected<ElemType> getElemType(const json::Value &V, const Twine &Key) {
  std::optional<StringRef> S = V.getAsString();
  if (!S)
    return specError(Key, "expected an element type string");
  static const std::pair<StringRef, ElemType> Names[] = {
      {"i8", ElemType::I8},   {"i16", ElemType::I16}, {"i32", ElemType::I32},
      {"i64", ElemType::I64}, {"f32", ElemType::F32}, {"f64", ElemType::F64}};
  for (const auto &[Name, T] : Names)
    if (*S == Name)
      return T;
  return specError(Key, "unknown element type '" + *S +
                            "' (expected i8, i16, i32, i64, f32 or f64)");
}

std::string formatDouble(double D) {
  std::string S;
  raw_string_ostream(S) << format("%g", D);
  return S;
}

/// "grid"/"block": an integer or an array of one to three integers, each
/// in [1, 2^31-1] (CUDA's limit for gridDim.x, the largest of all).
Expected<std::array<uint32_t, 3>> getDims(const json::Value &V,
                                          const Twine &Key) {
  std::array<uint32_t, 3> D = {1, 1, 1};
  static const char *const Axis[] = {"x", "y", "z"};
  auto One = [&](const json::Value &E, unsigned I) -> Error {
    std::optional<int64_t> N = E.getAsInteger();
    if (!N) {
      if (E.getAsNumber())
        return specError(Key, Twine("dimension ") + Axis[I] + " is " +
                                  Twine(formatDouble(*E.getAsNumber())) +
                                  "; give a positive integer (at most "
                                  "2147483647)");
      return specError(Key, "expected positive integers");
    }
    if (*N < 1)
      return specError(Key, Twine("dimension ") + Axis[I] + " is " + Twine(*N) +
                                "; dimensions are at least 1");
    if (*N > INT32_MAX)
      return specError(Key, Twine("dimension ") + Axis[I] + " is " + Twine(*N) +
                                ", more than CUDA allows (2^31-1 = "
                                "2147483647); launch fewer blocks and loop "
                                "in the kernel (grid-stride)");
    D[I] = uint32_t(*N);
    return Error::success();
  };
  if (const json::Array *A = V.getAsArray()) {
    if (A->empty() || A->size() > 3)
      return specError(Key, "expected one to three dimensions");
    for (unsigned I = 0; I < A->size(); ++I)
      if (Error E = One((*A)[I], I))
        return E;
    return D;
  }
  if (Error E = One(V, 0))
    return E;
  return D;
}

/// An integer \p N given for element type \p T must fit its bits, read as
/// signed or unsigned (-128..255 for i8): a silently truncated value would
/// make the kernel see another input than the spec says.
Error checkFits(const SpecNumber &N, ElemType T, const Twine &Key) {
  unsigned Bits = T == ElemType::I8    ? 8
                  : T == ElemType::I16 ? 16
                  : T == ElemType::I32 ? 32
                                       : 0;
  if (!Bits || !N.IsInt)
    return Error::success();
  int64_t Lo = -(int64_t(1) << (Bits - 1)), Hi = (int64_t(1) << Bits) - 1;
  if (N.Int >= Lo && N.Int <= Hi)
    return Error::success();
  return specError(Key, Twine(N.Int) + " does not fit " + elemTypeName(T) +
                            " (" + Twine(Lo) + ".." + Twine(Hi) + ")");
}

Error parseRandom(const json::Value &V, BufferInit &Init, const Twine &Key) {
  const json::Object *O = V.getAsObject();
  if (!O)
    return specError(Key, "expected an object {seed, min, max}");
  if (Error E = checkKeys(*O, {"seed", "min", "max"}, Key))
    return E;
  Init.K = BufferInit::Random;
  Init.Min.Int = 0;
  Init.Max.Int = 100;
  Init.Max.Float = 1.0;
  if (const json::Value *S = O->get("seed")) {
    Expected<uint64_t> Seed = getUInt(*S, Key + ".seed");
    if (!Seed)
      return Seed.takeError();
    Init.Seed = *Seed;
  }
  for (auto [Name, Slot] :
       {std::pair<StringRef, SpecNumber *>{"min", &Init.Min},
        {"max", &Init.Max}})
    if (const json::Value *N = O->get(Name)) {
      Expected<SpecNumber> Num = getNumber(*N, Key + "." + Name);
      if (!Num)
        return Num.takeError();
      *Slot = *Num;
    }
  if (Init.Min.Float > Init.Max.Float)
    return specError(Key, "min is greater than max");
  return Error::success();
}

Error parseInitObject(const json::Object &O, ArgSpec &A, StringRef BaseDir,
                      const Twine &Key) {
  if (O.size() != 1)
    return specError(Key, "expected exactly one of fill, values, random, file");
  const auto &KV = *O.begin();
  StringRef Kind = KV.first;
  const json::Value &V = KV.second;
  BufferInit &Init = A.Init;
  if (Kind == "fill") {
    Init.K = BufferInit::Fill;
    Expected<SpecNumber> N = getNumber(V, Key + ".fill");
    if (!N)
      return N.takeError();
    Init.FillValue = *N;
    return checkFits(*N, A.Type, Key + ".fill");
  }
  if (Kind == "values") {
    const json::Array *Arr = V.getAsArray();
    if (!Arr)
      return specError(Key + ".values", "expected an array of numbers");
    if (Arr->size() != A.Count)
      return specError(Key + ".values", "has " + Twine(Arr->size()) +
                                            " values but count is " +
                                            Twine(A.Count));
    Init.K = BufferInit::ValueList;
    for (unsigned I = 0; I < Arr->size(); ++I) {
      Expected<SpecNumber> N =
          getNumber((*Arr)[I], Key + ".values[" + Twine(I) + "]");
      if (!N)
        return N.takeError();
      if (Error E = checkFits(*N, A.Type, Key + ".values[" + Twine(I) + "]"))
        return E;
      Init.Values.push_back(*N);
    }
    return Error::success();
  }
  if (Kind == "random") {
    if (Error E = parseRandom(V, Init, Key + ".random"))
      return E;
    if (Error E = checkFits(Init.Min, A.Type, Key + ".random.min"))
      return E;
    return checkFits(Init.Max, A.Type, Key + ".random.max");
  }
  if (Kind == "file") {
    std::optional<StringRef> P = V.getAsString();
    if (!P)
      return specError(Key + ".file", "expected a path string");
    SmallString<256> Path(*P);
    if (sys::path::is_relative(Path) && !BaseDir.empty()) {
      Path = BaseDir;
      sys::path::append(Path, *P);
    }
    uint64_t Size = 0;
    if (std::error_code EC = sys::fs::file_size(Path, Size))
      return specError(Key + ".file",
                       "cannot read '" + Path + "': " + EC.message());
    if (Size != A.Count * elemSize(A.Type))
      return specError(Key + ".file", "'" + Path + "' has " + Twine(Size) +
                                          " bytes but count " + Twine(A.Count) +
                                          " x " + elemTypeName(A.Type) +
                                          " needs " +
                                          Twine(A.Count * elemSize(A.Type)));
    Init.K = BufferInit::File;
    Init.FilePath = std::string(Path);
    return Error::success();
  }
  return specError(Key + "." + Kind, "unknown key");
}

Error parseInit(const json::Value &V, ArgSpec &A, StringRef BaseDir,
                const Twine &Key) {
  if (std::optional<StringRef> S = V.getAsString()) {
    if (*S == "zeros")
      A.Init.K = BufferInit::Zeros;
    else if (*S == "iota")
      A.Init.K = BufferInit::Iota;
    else
      return specError(Key, "unknown initializer '" + *S +
                                "' (expected zeros, iota or an object)");
    return Error::success();
  }
  if (const json::Object *O = V.getAsObject())
    return parseInitObject(*O, A, BaseDir, Key);
  return specError(Key, "expected a string or an object");
}

Error parseBufferArg(const json::Object &O, ArgSpec &A, StringRef BaseDir,
                     const Twine &Key) {
  if (Error E =
          checkKeys(O, {"name", "buffer", "count", "init", "output"}, Key))
    return E;
  A.IsBuffer = true;
  Expected<ElemType> T = getElemType(*O.get("buffer"), Key + ".buffer");
  if (!T)
    return T.takeError();
  A.Type = *T;
  const json::Value *C = O.get("count");
  if (!C)
    return specError(Key + ".count", "missing");
  Expected<uint64_t> Count = getUInt(*C, Key + ".count");
  if (!Count)
    return Count.takeError();
  if (*Count > (1ull << 40))
    return specError(Key + ".count", "too large");
  A.Count = *Count;
  if (const json::Value *Out = O.get("output")) {
    std::optional<bool> B = Out->getAsBoolean();
    if (!B)
      return specError(Key + ".output", "expected true or false");
    A.Output = *B;
  }
  if (const json::Value *I = O.get("init"))
    return parseInit(*I, A, BaseDir, Key + ".init");
  return Error::success();
}

Error parseScalarArg(const json::Object &O, ArgSpec &A, const Twine &Key) {
  if (Error E = checkKeys(O, {"name", "scalar", "value"}, Key))
    return E;
  Expected<ElemType> T = getElemType(*O.get("scalar"), Key + ".scalar");
  if (!T)
    return T.takeError();
  A.Type = *T;
  const json::Value *V = O.get("value");
  if (!V)
    return specError(Key + ".value", "missing");
  Expected<SpecNumber> N = getNumber(*V, Key + ".value");
  if (!N)
    return N.takeError();
  if (!isFloatElem(A.Type) && !N->IsInt)
    return specError(Key + ".value",
                     "expected an integer for " + elemTypeName(A.Type));
  A.Value = *N;
  return checkFits(*N, A.Type, Key + ".value");
}

/// One field of "struct": {"<type>": value} or {"<type>": [values]}.
Expected<StructField> parseField(const json::Value &V, const Twine &Key) {
  const json::Object *O = V.getAsObject();
  if (!O || O->size() != 1)
    return specError(Key, "expected {\"<type>\": value} or {\"<type>\": "
                          "[values]}, e.g. {\"f32\": 1.5}");
  const auto &KV = *O->begin();
  StructField F;
  if (KV.first == "ptr") {
    std::optional<StringRef> Name = KV.second.getAsString();
    if (!Name || Name->empty())
      return specError(Key + ".ptr", "expected the name of a \"buffers\" "
                                     "entry");
    F.Type = ElemType::I64;
    F.PtrBuffer = Name->str();
    F.Values.push_back(SpecNumber());
    return F;
  }
  Expected<ElemType> T = getElemType(json::Value(KV.first.str()), Key);
  if (!T)
    return T.takeError();
  F.Type = *T;
  auto Add = [&](const json::Value &E, const Twine &K) -> Error {
    Expected<SpecNumber> N = getNumber(E, K);
    if (!N)
      return N.takeError();
    if (!isFloatElem(F.Type) && !N->IsInt)
      return specError(K, "expected an integer for " + elemTypeName(F.Type));
    F.Values.push_back(*N);
    return Error::success();
  };
  if (const json::Array *A = KV.second.getAsArray()) {
    if (A->empty())
      return specError(Key, "expected at least one value");
    for (unsigned I = 0; I < A->size(); ++I)
      if (Error E = Add((*A)[I], Key + "[" + Twine(I) + "]"))
        return E;
    return F;
  }
  if (Error E = Add(KV.second, Key))
    return E;
  return F;
}

/// A by-value struct: "struct": [fields] or "bytes": [0-255...].
Error parseStructArg(const json::Object &O, ArgSpec &A, const Twine &Key) {
  A.IsStruct = true;
  if (const json::Value *B = O.get("bytes")) {
    if (Error E = checkKeys(O, {"name", "bytes"}, Key))
      return E;
    A.IsRawStruct = true;
    const json::Array *Arr = B->getAsArray();
    if (!Arr)
      return specError(Key + ".bytes", "expected an array of bytes (0-255)");
    for (unsigned I = 0; I < Arr->size(); ++I) {
      std::optional<int64_t> N = (*Arr)[I].getAsInteger();
      if (!N || *N < 0 || *N > 255)
        return specError(Key + ".bytes[" + Twine(I) + "]",
                         "expected a byte (0-255)");
      A.RawBytes.push_back(uint8_t(*N));
    }
    return Error::success();
  }
  if (Error E = checkKeys(O, {"name", "struct"}, Key))
    return E;
  const json::Array *Arr = O.get("struct")->getAsArray();
  if (!Arr)
    return specError(Key + ".struct", "expected an array of fields, e.g. "
                                      "[{\"i32\": 4}, {\"f32\": 0.5}]");
  for (unsigned I = 0; I < Arr->size(); ++I) {
    Expected<StructField> F =
        parseField((*Arr)[I], Key + ".struct[" + Twine(I) + "]");
    if (!F)
      return F.takeError();
    A.Fields.push_back(std::move(*F));
  }
  return Error::success();
}

Expected<ArgSpec> parseArg(const json::Value &V, StringRef BaseDir,
                           const Twine &Key) {
  const json::Object *O = V.getAsObject();
  if (!O)
    return specError(Key, "expected an object");
  ArgSpec A;
  if (const json::Value *N = O->get("name")) {
    std::optional<StringRef> S = N->getAsString();
    if (!S)
      return specError(Key + ".name", "expected a string");
    A.Name = S->str();
  }
  unsigned Kinds = 0;
  for (StringRef K : {"buffer", "scalar", "struct", "bytes"})
    Kinds += O->get(K) != nullptr;
  if (Kinds != 1)
    return specError(Key, "expected exactly one of 'buffer', 'scalar', "
                          "'struct' or 'bytes'");
  Error E = O->get("buffer")   ? parseBufferArg(*O, A, BaseDir, Key)
            : O->get("scalar") ? parseScalarArg(*O, A, Key)
                               : parseStructArg(*O, A, Key);
  if (E)
    return E;
  return A;
}

/// One entry of "globals": a buffer or scalar with a name, an optional
/// byte offset and an optional output flag.
Expected<ArgSpec> parseGlobal(const json::Value &V, StringRef BaseDir,
                              const Twine &Key) {
  const json::Object *O = V.getAsObject();
  if (!O)
    return specError(Key, "expected an object");
  std::optional<StringRef> Name = O->getString("name");
  if (!Name || Name->empty())
    return specError(Key + ".name", "missing: name the __constant__ or "
                                    "__device__ variable to set");
  bool IsBuffer = O->get("buffer") != nullptr;
  bool IsPtr = O->get("ptr") != nullptr;
  if (unsigned(IsBuffer) + (O->get("scalar") != nullptr) + IsPtr != 1)
    return specError(Key, "expected exactly one of 'buffer', 'scalar' or "
                          "'ptr'");
  json::Object Rest = *O;
  ArgSpec G;
  G.Name = Name->str();
  if (IsPtr) {
    if (Error E = checkKeys(*O, {"name", "ptr", "offset"}, Key))
      return E;
    std::optional<StringRef> Buf = O->getString("ptr");
    if (!Buf || Buf->empty())
      return specError(Key + ".ptr", "expected the name of a \"buffers\" "
                                     "entry");
    G.PtrBuffer = Buf->str();
    G.Type = ElemType::I64;
    Rest.erase("ptr");
    Rest["scalar"] = "i64";
    Rest["value"] = 0;
  }
  if (const json::Value *Off = O->get("offset")) {
    Expected<uint64_t> N = getUInt(*Off, Key + ".offset");
    if (!N)
      return N.takeError();
    G.Offset = *N;
    Rest.erase("offset");
  }
  if (!IsBuffer)
    if (const json::Value *Out = O->get("output")) {
      std::optional<bool> B = Out->getAsBoolean();
      if (!B)
        return specError(Key + ".output", "expected true or false");
      G.Output = *B;
      Rest.erase("output");
    }
  Error E = IsBuffer ? parseBufferArg(Rest, G, BaseDir, Key)
                     : parseScalarArg(Rest, G, Key);
  if (E)
    return E;
  return G;
}

Error parseList(const json::Value &V, StringRef BaseDir, StringRef Key,
                std::vector<ArgSpec> &Out,
                Expected<ArgSpec> (*Parse)(const json::Value &, StringRef,
                                           const Twine &)) {
  const json::Array *A = V.getAsArray();
  if (!A)
    return specError(Key, "expected an array");
  for (unsigned I = 0; I < A->size(); ++I) {
    Expected<ArgSpec> Arg = Parse((*A)[I], BaseDir, Key + "[" + Twine(I) + "]");
    if (!Arg)
      return Arg.takeError();
    Out.push_back(std::move(*Arg));
  }
  return Error::success();
}

Error checkBufferNames(const LaunchSpec &S);

/// Named arguments have distinct names: outputs, differences and faults are
/// reported by name.
Error checkArgNames(const LaunchSpec &S) {
  StringMap<unsigned> First;
  for (unsigned I = 0; I < S.Args.size(); ++I) {
    const std::string &Name = S.Args[I].Name;
    if (Name.empty())
      continue;
    auto [It, New] = First.try_emplace(Name, I);
    if (!New)
      return specError("args[" + Twine(I) + "].name",
                       "'" + Name + "' is also the name of args[" +
                           Twine(It->second) +
                           "]: give each argument its own name (outputs "
                           "and faults are reported by name)");
  }
  return Error::success();
}

Error parseTop(const json::Object &O, LaunchSpec &S, StringRef BaseDir) {
  if (Error E = checkKeys(O,
                          {"kernel", "grid", "block", "dynamic_shared_bytes",
                           "args", "globals", "buffers"},
                          ""))
    return E;
  const json::Value *K = O.get("kernel");
  if (!K)
    return specError("kernel", "missing: name the kernel to run (its source "
                               "name or its symbol)");
  std::optional<StringRef> Name = K->getAsString();
  if (!Name || Name->empty())
    return specError("kernel", "expected a non-empty string");
  S.Kernel = Name->str();
  for (auto [Key, Dims] :
       {std::pair<StringRef, std::array<uint32_t, 3> *>{"grid", &S.Grid},
        {"block", &S.Block}})
    if (const json::Value *V = O.get(Key)) {
      Expected<std::array<uint32_t, 3>> D = getDims(*V, Key);
      if (!D)
        return D.takeError();
      *Dims = *D;
    }
  // Products of three 31-bit numbers may overflow: compare in double.
  auto Product = [](const std::array<uint32_t, 3> &D) {
    return double(D[0]) * double(D[1]) * double(D[2]);
  };
  if (Product(S.Block) > double(1u << 20))
    return specError("block", "more than 1048576 threads per block");
  if (Product(S.Grid) > double(1ull << 40))
    return specError("grid", "more than 2^40 thread blocks");
  if (const json::Value *V = O.get("dynamic_shared_bytes")) {
    Expected<uint64_t> N = getUInt(*V, "dynamic_shared_bytes");
    if (!N)
      return N.takeError();
    S.DynamicSharedBytes = *N;
  }
  if (const json::Value *V = O.get("args"))
    if (Error E = parseList(*V, BaseDir, "args", S.Args, parseArg))
      return E;
  if (Error E = checkArgNames(S))
    return E;
  if (const json::Value *V = O.get("globals"))
    if (Error E = parseList(*V, BaseDir, "globals", S.Globals, parseGlobal))
      return E;
  if (const json::Value *V = O.get("buffers"))
    if (Error E = parseList(*V, BaseDir, "buffers", S.Buffers, parseArg))
      return E;
  return checkBufferNames(S);
}

/// "buffers" entries are buffers with unique names, and every {"ptr": name}
/// names one of them.
Error checkBufferNames(const LaunchSpec &S) {
  StringSet<> Names;
  for (unsigned I = 0; I < S.Buffers.size(); ++I) {
    const ArgSpec &B = S.Buffers[I];
    std::string Key = ("buffers[" + Twine(I) + "]").str();
    if (!B.IsBuffer)
      return specError(Key, "expected a buffer ({\"name\": ..., "
                            "\"buffer\": \"<type>\", \"count\": N})");
    if (B.Name.empty() || !Names.insert(B.Name).second)
      return specError(Key + ".name", "expected a name no other \"buffers\" "
                                      "entry has");
  }
  auto Check = [&](StringRef Name, const Twine &Key) -> Error {
    if (Name.empty() || Names.contains(Name))
      return Error::success();
    return specError(Key, "no \"buffers\" entry named '" + Name +
                              "'; add {\"name\": \"" + Name +
                              "\", \"buffer\": \"<type>\", \"count\": N} "
                              "to \"buffers\"");
  };
  for (unsigned I = 0; I < S.Args.size(); ++I)
    for (unsigned F = 0; F < S.Args[I].Fields.size(); ++F)
      if (Error E =
              Check(S.Args[I].Fields[F].PtrBuffer,
                    "args[" + Twine(I) + "].struct[" + Twine(F) + "].ptr"))
        return E;
  for (unsigned I = 0; I < S.Globals.size(); ++I)
    if (Error E =
            Check(S.Globals[I].PtrBuffer, "globals[" + Twine(I) + "].ptr"))
      return E;
  return Error::success();
  return Error::success();
}

/// splitmix64: a tiny, well-mixed, portable generator.
uint64_t nextRandom(uint64_t &State) {
  uint64_t Z = (State += 0x9e3779b97f4a7c15ull);
  Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ull;
  Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebull;
  return Z ^ (Z >> 31);
}

} // namespace

void lockstep::sim::storeSpecNumber(uint8_t *P, ElemType T,
                                    const SpecNumber &N) {
  switch (T) {
  case ElemType::F32: {
    float F = float(N.Float);
    std::memcpy(P, &F, 4);
    return;
  }
  case ElemType::F64:
    std::memcpy(P, &N.Float, 8);
    return;
  default: {
    int64_t I = N.IsInt ? N.Int : int64_t(N.Float);
    std::memcpy(P, &I, elemSize(T)); // Little-endian host.
    return;
  }
  }
}

namespace {

SpecNumber randomElem(const BufferInit &Init, ElemType T, uint64_t &State) {
  SpecNumber N;
  uint64_t R = nextRandom(State);
  if (isFloatElem(T)) {
    double U = double(R >> 11) * 0x1.0p-53;
    N.IsInt = false;
    N.Float = Init.Min.Float + U * (Init.Max.Float - Init.Min.Float);
    return N;
  }
  int64_t Lo = Init.Min.IsInt ? Init.Min.Int : int64_t(Init.Min.Float);
  int64_t Hi = Init.Max.IsInt ? Init.Max.Int : int64_t(Init.Max.Float);
  uint64_t Span = uint64_t(Hi) - uint64_t(Lo) + 1;
  N.Int = Span == 0 ? int64_t(R) : int64_t(uint64_t(Lo) + R % Span);
  return N;
}

} // namespace

unsigned lockstep::sim::elemSize(ElemType T) {
  static const unsigned Sizes[] = {1, 2, 4, 8, 4, 8};
  return Sizes[unsigned(T)];
}

StringRef lockstep::sim::elemTypeName(ElemType T) {
  static const char *Names[] = {"i8", "i16", "i32", "i64", "f32", "f64"};
  return Names[unsigned(T)];
}

bool lockstep::sim::isFloatElem(ElemType T) {
  return T == ElemType::F32 || T == ElemType::F64;
}

Expected<LaunchSpec> lockstep::sim::parseLaunchSpec(StringRef JSONText,
                                                    StringRef BaseDir) {
  Expected<json::Value> V = json::parse(JSONText);
  if (!V)
    return createStringError(inconvertibleErrorCode(),
                             "launch spec: invalid JSON: " +
                                 toString(V.takeError()));
  const json::Object *O = V->getAsObject();
  if (!O)
    return specError("(top level)", "expected an object");
  LaunchSpec S;
  if (Error E = parseTop(*O, S, BaseDir))
    return E;
  return S;
}

Expected<LaunchSpec> lockstep::sim::loadLaunchSpec(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return createStringError(Buf.getError(),
                             "cannot read launch spec '" + Path +
                                 "': " + Buf.getError().message());
  return parseLaunchSpec((*Buf)->getBuffer(), sys::path::parent_path(Path));
}

Expected<std::vector<uint8_t>>
lockstep::sim::materializeBuffer(const ArgSpec &A) {
  unsigned Size = elemSize(A.Type);
  const BufferInit &Init = A.Init;
  if (Init.K == BufferInit::Bytes) {
    if (Init.Raw.size() != A.Count * Size)
      return createStringError(inconvertibleErrorCode(),
                               "buffer '" + A.Name + "' changed size");
    return Init.Raw;
  }
  std::vector<uint8_t> Bytes(A.Count * Size, 0);
  uint64_t State = Init.Seed;
  for (uint64_t I = 0;
       I < A.Count && Init.K != BufferInit::Zeros && Init.K != BufferInit::File;
       ++I) {
    SpecNumber N;
    if (Init.K == BufferInit::Iota) {
      N.Int = int64_t(I);
      N.Float = double(I);
    } else if (Init.K == BufferInit::Fill) {
      N = Init.FillValue;
    } else if (Init.K == BufferInit::ValueList) {
      N = Init.Values[I];
    } else {
      N = randomElem(Init, A.Type, State);
    }
    storeSpecNumber(&Bytes[I * Size], A.Type, N);
  }
  if (Init.K == BufferInit::File) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> Buf =
        MemoryBuffer::getFile(Init.FilePath, /*IsText=*/false);
    if (!Buf)
      return createStringError(Buf.getError(),
                               "cannot read '" + Init.FilePath + "'");
    if ((*Buf)->getBufferSize() != Bytes.size())
      return createStringError(inconvertibleErrorCode(),
                               "'" + Init.FilePath + "' changed size");
    std::memcpy(Bytes.data(), (*Buf)->getBufferStart(), Bytes.size());
  }
  return Bytes;
}

uint64_t lockstep::sim::scalarBits(const ArgSpec &A) {
  uint8_t Buf[8] = {0};
  storeSpecNumber(Buf, A.Type, A.Value);
  uint64_t Bits = 0;
  std::memcpy(&Bits, Buf, elemSize(A.Type));
  return Bits;
}

Expected<std::vector<uint8_t>>
lockstep::sim::materializeGlobal(const ArgSpec &G) {
  if (G.IsBuffer)
    return materializeBuffer(G);
  std::vector<uint8_t> Bytes(elemSize(G.Type));
  storeSpecNumber(Bytes.data(), G.Type, G.Value);
  return Bytes;
}

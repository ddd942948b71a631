#!/usr/bin/env python3
"""Emits the decision-mask kernel of the G80 splitting paper (Figure 6a) as
NVPTX LLVM IR: out[i] = mask[i] == 0 ? light(in, i) : heavy(in, i).

The light (if) side runs a chain of LIGHT dependent multiply-adds on one
input; the heavy (else) side loads HEAVY inputs in[k*n + i] before combining
them, so HEAVY values are live at once (a register-hungry, rare branch).
With --light-loads K the if side first runs K loads whose addresses depend
on the previous load (in[k*n + i + int(0 * x)]): a latency-bound chain.
With --light-sfu K the if side is instead a chain of K dependent
approximate square roots (special-function unit: 100 cycles latency, one
issue per 8 cycles per scheduler): latency-bound below 50 resident warps.
With --uniform-loads the dependent loads read one address per block
(in[k*n + ctaid]): one sector each, so the chain waits on latency rather
than on the bandwidth queue. With --uniform-heavy the else side's loads
read one address per block (in[k*n + ctaid]) too: as many values live,
but one sector per load, so the else side no longer saturates the
bandwidth queue.
usage: gen_mask_kernel.py [--light N] [--heavy N] [--light-loads K]
                          [--light-sfu K] [--uniform-loads]
                          [--uniform-heavy] [--name NAME]
"""
import argparse

p = argparse.ArgumentParser()
p.add_argument("--light", type=int, default=24)
p.add_argument("--heavy", type=int, default=48)
p.add_argument("--light-loads", type=int, default=0,
               help="dependent loads on the if side (memory latency that "
               "occupancy hides)")
p.add_argument("--light-sfu", type=int, default=0,
               help="dependent sqrt.approx on the if side (latency-bound)")
p.add_argument("--uniform-loads", action="store_true",
               help="the if side's dependent loads read one address per block")
p.add_argument("--uniform-heavy", action="store_true",
               help="the else side's loads read one address per block")
p.add_argument("--name", default="mask_kernel")
a = p.parse_args()

L = []
e = L.append
e('target triple = "nvptx64-nvidia-cuda"')
e("")
e("declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()")
e("declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()")
e("declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()")
e("")
e(f"define ptx_kernel void @{a.name}(ptr addrspace(1) noalias readonly %mask, "
  "ptr addrspace(1) noalias readonly %in, ptr addrspace(1) noalias %out, "
  "i32 %n) {")
e("entry:")
e("  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()")
e("  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()")
e("  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()")
e("  %base = mul i32 %ctaid, %ntid")
e("  %i = add i32 %base, %tid")
e("  %inb = icmp slt i32 %i, %n")
e("  br i1 %inb, label %body, label %exit")
e("body:")
e("  %idx = sext i32 %i to i64")
e("  %mp = getelementptr inbounds i32, ptr addrspace(1) %mask, i64 %idx")
e("  %m = load i32, ptr addrspace(1) %mp, align 4")
e("  %c = icmp eq i32 %m, 0")
e("  %op = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idx")
e("  br i1 %c, label %if, label %else")
e("if:")
if a.uniform_loads:
    e("  %cx = sext i32 %ctaid to i64")
e("  %xp = getelementptr inbounds float, ptr addrspace(1) %in, i64 " +
  ("%cx" if a.uniform_loads else "%idx"))
e("  %x0 = load float, ptr addrspace(1) %xp, align 4" if a.light_loads == 0
  else "  %w0 = load float, ptr addrspace(1) %xp, align 4")
for k in range(1, a.light_loads + 1):
    e(f"  %lf{k} = fmul float %w{k-1}, 0.0")
    e(f"  %li{k} = fptosi float %lf{k} to i32")
    e(f"  %lo{k} = mul i32 {k}, %n")
    e(f"  %la{k} = add i32 %lo{k}, %li{k}")
    e(f"  %lb{k} = add i32 %la{k}, " + ("%ctaid" if a.uniform_loads else "%i"))
    e(f"  %lx{k} = sext i32 %lb{k} to i64")
    e(f"  %lp{k} = getelementptr inbounds float, ptr addrspace(1) %in, i64 %lx{k}")
    e(f"  %ll{k} = load float, ptr addrspace(1) %lp{k}, align 4")
    e(f"  %w{k} = fadd float %w{k-1}, %ll{k}")
if a.light_loads:
    e(f"  %x0 = fadd float %w{a.light_loads}, 0.0")
if a.light_sfu:
    e("  %q0 = call float @llvm.fabs.f32(float %x0)")
    for k in range(a.light_sfu):
        e(f"  %q{k+1} = call float @llvm.nvvm.sqrt.approx.f(float %q{k})")
    e(f"  %x0s = fadd float %q{a.light_sfu}, 1.0")
    x0 = "%x0s"
else:
    x0 = "%x0"
for k in range(a.light):
    src = x0 if k == 0 else f"%x{k}"
    e(f"  %x{k+1} = call float @llvm.fma.f32(float {src}, float 1.5, float 0.25)")
last = f"%x{a.light}" if a.light else x0
e(f"  store float {last}, ptr addrspace(1) %op, align 4")
e("  br label %exit")
e("else:")
for k in range(a.heavy):
    e(f"  %o{k} = mul i32 {k}, %n")
    e(f"  %j{k} = add i32 %o{k}, " + ("%ctaid" if a.uniform_heavy else "%i"))
    e(f"  %jx{k} = sext i32 %j{k} to i64")
    e(f"  %yp{k} = getelementptr inbounds float, ptr addrspace(1) %in, i64 %jx{k}")
    e(f"  %y{k} = load float, ptr addrspace(1) %yp{k}, align 4")
e("  %s0 = fmul float %y0, %y0")
for k in range(1, a.heavy):
    e(f"  %s{k} = call float @llvm.fma.f32(float %s{k-1}, float %y{k}, float %y{a.heavy-k})")
e(f"  store float %s{a.heavy-1}, ptr addrspace(1) %op, align 4")
e("  br label %exit")
e("exit:")
e("  ret void")
e("}")
e("")
e("declare float @llvm.fma.f32(float, float, float)")
e("declare float @llvm.fabs.f32(float)")
e("declare float @llvm.nvvm.sqrt.approx.f(float)")
print("\n".join(L))

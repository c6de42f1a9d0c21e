#!/usr/bin/env python3
"""Builds the GCN emulator's unit programs: tests/gcn-emu/programs/*.s.

Each program is the body of one kernel plus a header of `//` directives:

  // pins: what the program pins (free text)
  // target: gfx900                      processor (default gfx900)
  // wave: 32                            wave32 on GFX10 (default 64)
  // xnack: off                          target ID feature (default: none
                                         given, which is XNACK any on GFX9)
  // kernel: vgprs=N sgprs=N lds=N scratch=N [dynamic-stack]
  // user: kernarg[,dispatch,queue,private,flat_scratch]   user SGPRs in order
  // system: wgid_x[,wgid_y,wgid_z,wave_offset]            system SGPRs
  // vgpr-ids: 0|1|2                     work-item id VGPRs (x; x,y; x,y,z)
  // mode: ieee=1 dx10=1 denorm32=3 denorm64=3 round32=0 round64=0
  // args: buffer,buffer,value4,...      metadata argument kinds
  // run: --grid 64 --block 64 --arg 0=zeros:256 ...     `xvisa co run` options
  // input argI TYPE: PYTHON-EXPRESSION  written to NAME.argI.in.bin
  // expect argI TYPE: PYTHON-EXPRESSION written to NAME.argI.expected.bin
  // error: TEXT                         the run stops with exit status 1 and
  //                                     this text in its message

TYPE is u8, u16, u32, i32, u64, f16 (bits), f32 or f64 (values); the
expression gives the list of elements (`lanes` is range(64); helpers:
f32(x) the bits of x rounded to f32, bits_f32(u) the value of f32 bits,
r32(x) x rounded to f32, s(l) = 2l+1, D = 0xdead, NUM and DEN the
operands of div_f32). Division and square root rounded to f64 and then
to f32 are correctly rounded (53 >= 2*24+2). `--arg I=file:`
paths in `run:` are relative to the programs directory.

The kernel descriptor and metadata are generated from the header, the
program is assembled by llvm-mc-14 and linked by ld.lld-14 into NAME.co.

  programs.py [--check] [NAME ...]
--check rebuilds into a temporary directory and compares every file.
"""
import math
import os
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
DIR = os.path.join(ROOT, "tests", "gcn-emu", "programs")


def header(path):
    h = {"input": {}, "expect": {}, "error": None}
    body = []
    for line in open(path):
        s = line.strip()
        if s.startswith("// ") and ":" in s and not body:
            key, val = s[3:].split(":", 1)
            key, val = key.strip(), val.strip()
            parts = key.split()
            if parts[0] in ("input", "expect"):
                h[parts[0]][int(parts[1][3:])] = (parts[2], val)
            else:
                h[key] = val
            continue
        body.append(line)
    return h, "".join(body)


def kv(s):
    out = {}
    for p in s.split():
        if "=" in p:
            k, v = p.split("=")
            out[k] = int(v, 0)
        else:
            out[p] = 1
    return out


def encode(ty, vals):
    fmt = {"u8": "<B", "u16": "<H", "u32": "<I", "i32": "<i", "u64": "<Q",
           "f16": "<H", "f32": "<f", "f64": "<d"}[ty]
    b = bytearray()
    for v in vals:
        if ty in ("u8", "u16", "u32", "u64", "f16"):
            v = int(v) & ((1 << (8 * struct.calcsize(fmt))) - 1)
        b += struct.pack(fmt, v)
    return bytes(b)


def helpers():
    def f32(x):
        return struct.unpack("<I", struct.pack("<f", x))[0]

    def bits_f32(u):
        return struct.unpack("<f", struct.pack("<I", u & 0xffffffff))[0]

    def r32(x):
        return bits_f32(f32(x))

    # Operands of div_f32: f32 values (numerators, denominators), with
    # denormal results, tiny and huge quotients and exact ones.
    num = [r32((l * 37 % 101 + 1) * 1.37 ** (l % 9 - 4)) for l in range(56)]
    num += [r32(x) for x in (1e-38, 3e-39, 1.0, 6.0, 1e30, 0.0, -7.0, 2.0 ** -149)]
    den = [r32((l * 53 % 97 + 1) * 0.71 ** (l % 5 - 2)) for l in range(56)]
    den += [r32(x) for x in (3.0, 7.0, 3.0, 3.0, 1e-8, 5.0, 0.1, 2.0)]

    return {"lanes": range(64), "f32": f32, "bits_f32": bits_f32, "math": math,
            "s": lambda l: 2 * l + 1, "D": 0xdead, "r32": r32, "NUM": num, "DEN": den}


def assemble(name, h, body, out_dir):
    target = h.get("target", "gfx900")
    k = kv(h.get("kernel", ""))
    user = [u for u in h.get("user", "kernarg").split(",") if u]
    system = [u for u in h.get("system", "").split(",") if u]
    args = [a for a in h.get("args", "").split(",") if a]
    wave = int(h.get("wave", "64"))
    mode = kv(h.get("mode", ""))
    directives = {
        "private": ".amdhsa_user_sgpr_private_segment_buffer",
        "dispatch": ".amdhsa_user_sgpr_dispatch_ptr",
        "queue": ".amdhsa_user_sgpr_queue_ptr",
        "kernarg": ".amdhsa_user_sgpr_kernarg_segment_ptr",
        "flat_scratch": ".amdhsa_user_sgpr_flat_scratch_init",
        "wgid_x": ".amdhsa_system_sgpr_workgroup_id_x",
        "wgid_y": ".amdhsa_system_sgpr_workgroup_id_y",
        "wgid_z": ".amdhsa_system_sgpr_workgroup_id_z",
        "wave_offset": ".amdhsa_system_sgpr_private_segment_wavefront_offset",
    }
    d = []
    for u in ["private", "dispatch", "queue", "kernarg", "flat_scratch"]:
        d.append(f"  {directives[u]} {1 if u in user else 0}")
    for s in ["wgid_x", "wgid_y", "wgid_z", "wave_offset"]:
        d.append(f"  {directives[s]} {1 if s in system else 0}")
    d.append(f"  .amdhsa_system_vgpr_workitem_id {h.get('vgpr-ids', '0')}")
    d.append(f"  .amdhsa_next_free_vgpr {k.get('vgprs', 8)}")
    d.append(f"  .amdhsa_next_free_sgpr {k.get('sgprs', 16)}")
    d.append(f"  .amdhsa_group_segment_fixed_size {k.get('lds', 0)}")
    d.append(f"  .amdhsa_private_segment_fixed_size {k.get('scratch', 0)}")
    d.append(f"  .amdhsa_float_round_mode_32 {mode.get('round32', 0)}")
    d.append(f"  .amdhsa_float_round_mode_16_64 {mode.get('round64', 0)}")
    d.append(f"  .amdhsa_float_denorm_mode_32 {mode.get('denorm32', 3)}")
    d.append(f"  .amdhsa_float_denorm_mode_16_64 {mode.get('denorm64', 3)}")
    d.append(f"  .amdhsa_dx10_clamp {mode.get('dx10', 1)}")
    d.append(f"  .amdhsa_ieee_mode {mode.get('ieee', 1)}")
    if target.startswith("gfx10"):
        d.append(f"  .amdhsa_wavefront_size32 {1 if wave == 32 else 0}")
    if target == "gfx90a":
        d.append(f"  .amdhsa_accum_offset {((k.get('vgprs', 8) + 3) // 4) * 4}")
    if not target.startswith("gfx10") and "flat_scratch" in user:
        d.append("  .amdhsa_reserve_flat_scratch 1")
    off = 0
    meta_args = []
    for a in args:
        if a == "buffer":
            meta_args.append(f"      - {{ .size: 8, .offset: {off}, .value_kind: global_buffer, .address_space: global }}")
            off += 8
        elif a.startswith("value"):
            n = int(a[5:])
            off = (off + n - 1) // n * n
            meta_args.append(f"      - {{ .size: {n}, .offset: {off}, .value_kind: by_value }}")
            off += n
        elif a == "local":
            off = (off + 3) // 4 * 4
            meta_args.append(f"      - {{ .size: 4, .offset: {off}, .value_kind: dynamic_shared_pointer, .address_space: local, .pointee_align: 4 }}")
            off += 4
    kernarg = max(8, (off + 7) // 8 * 8)
    tid = target + {"off": ":xnack-", "on": ":xnack+"}.get(h.get("xnack", ""), "")
    text = f""".amdgcn_target "amdgcn-amd-amdhsa--{tid}"
.text
.globl {name}
.p2align 8
.type {name},@function
{name}:
{body}
.Lkernel_end:
.size {name}, .Lkernel_end-{name}
.rodata
.p2align 6
.amdhsa_kernel {name}
{chr(10).join(d)}
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [ 1, 1 ]
amdhsa.kernels:
  - .name: {name}
    .symbol: {name}.kd
    .kernarg_segment_size: {kernarg}
    .group_segment_fixed_size: {k.get('lds', 0)}
    .private_segment_fixed_size: {k.get('scratch', 0)}
    .kernarg_segment_align: 8
    .wavefront_size: {wave}
    .sgpr_count: {k.get('sgprs', 16)}
    .vgpr_count: {k.get('vgprs', 8)}
    .max_flat_workgroup_size: 1024
{"    .uses_dynamic_stack: true" if 'dynamic-stack' in k else ""}
    .args:
{chr(10).join(meta_args) if meta_args else "      []"}
...
.end_amdgpu_metadata
"""
    with tempfile.TemporaryDirectory() as t:
        s = os.path.join(t, name + ".s")
        o = os.path.join(t, name + ".o")
        open(s, "w").write(text)
        # llvm-mc-14 assembles GFX10 as wave32 unless told otherwise.
        attr = ["-mattr=+wavefrontsize64"] if target.startswith("gfx10") and wave == 64 else []
        if "xnack" in h:
            attr = attr + ["-mattr=" + {"off": "-xnack", "on": "+xnack"}[h["xnack"]]]
        r = subprocess.run(["llvm-mc-14", "-triple", "amdgcn-amd-amdhsa", f"-mcpu={target}"] + attr +
                           ["-filetype=obj", s, "-o", o], capture_output=True, text=True)
        if r.returncode != 0 or r.stderr:
            sys.exit(f"{name}: llvm-mc-14:\n{r.stderr}")
        co = os.path.join(out_dir, name + ".co")
        r = subprocess.run(["ld.lld-14", "-shared", o, "-o", co], capture_output=True, text=True)
        if r.returncode != 0 or r.stderr:
            sys.exit(f"{name}: ld.lld-14:\n{r.stderr}")


def build(name, out_dir):
    h, body = header(os.path.join(DIR, name + ".s"))
    assemble(name, h, body, out_dir)
    env = helpers()
    for i, (ty, expr) in h["input"].items():
        open(os.path.join(out_dir, f"{name}.arg{i}.in.bin"), "wb").write(encode(ty, eval(expr, env)))
    for i, (ty, expr) in h["expect"].items():
        open(os.path.join(out_dir, f"{name}.arg{i}.expected.bin"), "wb").write(encode(ty, eval(expr, env)))


def main():
    argv = sys.argv[1:]
    check = "--check" in argv
    names = [a for a in argv if a != "--check"] or sorted(
        f[:-2] for f in os.listdir(DIR) if f.endswith(".s"))
    bad = 0
    if check:
        with tempfile.TemporaryDirectory() as t:
            for n in names:
                build(n, t)
                for f in os.listdir(t):
                    a = open(os.path.join(t, f), "rb").read()
                    p = os.path.join(DIR, f)
                    if not os.path.exists(p) or open(p, "rb").read() != a:
                        print(f"differs: {f}")
                        bad += 1
                    os.remove(os.path.join(t, f))
        print(f"programs.py --check: {len(names)} programs, {bad} differences")
        sys.exit(1 if bad else 0)
    for n in names:
        build(n, DIR)
    print(f"built {len(names)} programs")


if __name__ == "__main__":
    main()

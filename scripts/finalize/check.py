#!/usr/bin/env python3
"""Live re-check of `xvisa finalize` on a sample of the ocloc corpus.

For every sampled kernel (every STEP-th run manifest of tests/corpus/ocl/runs,
on the platforms and targets given) that the finalizer does not refuse:

- `--emit asm` re-assembled by llvm-mc-14 gives the same .text, .rodata
  (descriptor) and .note (metadata) as `--emit obj` (xvisa's own encoder and
  code object writer);
- llvm-readelf-14 reads the linked object without warnings, llvm-objdump-14
  disassembles it with no unknown instruction, ld.lld-14 -shared links it;
- `xvisa co run` of the linked object writes exactly the buffers `xvisa run`
  writes for the vISA kernel, launched as the corpus test launches them:
  the manifest's global size, and its local size where the finalized
  kernel's `.max_flat_workgroup_size` allows it, else one vISA thread in X
  (the last group partial when the global size is no multiple of it).

Usage: check.py [--step N] [--platforms skl,pvc] [--targets gfx900,gfx90a]
Exit status 1 on any difference, 0 otherwise; prints one line per kernel.
"""
import argparse
import json
import os
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OCL = ROOT / "tests/corpus/ocl"
XVISA = os.environ.get("XVISA", str(ROOT / "target/release/xvisa"))

SCALAR = {
    "char": "i8", "uchar": "u8", "short": "i16", "ushort": "u16",
    "int": "i32", "uint": "u32", "long": "i64", "ulong": "u64",
    "float": "f32", "double": "f64",
}
PACK = {
    "char": "<b", "uchar": "<B", "short": "<h", "ushort": "<H",
    "int": "<i", "uint": "<I", "long": "<q", "ulong": "<Q",
    "float": "<f", "double": "<d", "half": "<e",
}


def scalar_bytes(ty, v):
    if ty in ("float", "double", "half"):
        return struct.pack(PACK[ty], float(v))
    bits = struct.calcsize(PACK[ty]) * 8
    return (int(v) & ((1 << bits) - 1)).to_bytes(bits // 8, "little")


def arg_specs(m, kname):
    out = []
    for i, a in enumerate(m["args"]):
        k = a["kind"]
        if k == "buffer":
            out.append(f"{i}=file:{OCL / 'runs' / kname / f'arg{i}.in.bin'}")
        elif k == "local":
            out.append(f"{i}=local:{a['bytes']}")
        elif k == "scalar" and a["type"] in SCALAR:
            v = a["value"]
            if a["type"] in ("float", "double"):
                v = repr(float(v))
            out.append(f"{i}={SCALAR[a['type']]}:{v}")
        elif k == "scalar":
            out.append(f"{i}=bytes:{scalar_bytes(a['type'], a['value']).hex()}")
        elif k == "struct":
            b = bytearray(a["size"])
            for f in a["fields"]:
                base = f["type"].rstrip("0123456789")
                vals = f["value"] if isinstance(f["value"], list) else [f["value"]]
                off = f["offset"]
                for v in vals:
                    x = scalar_bytes(base, v)
                    b[off:off + len(x)] = x
                    off += len(x)
            out.append(f"{i}=bytes:{b.hex()}")
        else:
            raise SystemExit(f"{kname}: argument kind {k}")
    return out


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def section(obj, name, tmp):
    out = tmp / f"sec{name}.bin"
    r = run(["llvm-objcopy-14", "-O", "binary", f"--only-section={name}", str(obj), str(out)])
    if r.returncode != 0:
        raise RuntimeError(f"llvm-objcopy-14: {r.stderr}")
    return out.read_bytes()


def check(kname, plat, m, target, tmp):
    stem = Path(m["source"]).stem
    d = OCL / plat / stem
    kj = json.loads((d / "kernels.json").read_text())
    simd = next(k for k in kj["kernels"] if k["kernel"] == kname)["zebin_simd"]
    src = d / f"{kname}_simd{simd}.visaasm"
    zb = d / f"{stem}.bin"
    base = ["finalize", str(src), "--zebin", str(zb), "--kernel", kname,
            "--target", target, "--simd", str(simd)]
    obj, asm, mco, co = tmp / "k.o", tmp / "k.s", tmp / "mc.o", tmp / "k.co"
    r = run([XVISA] + base + ["-o", str(obj)])
    if r.returncode == 1:
        return "refused", r.stderr.strip().splitlines()[-1]
    if r.returncode != 0 or r.stderr:
        return "FAIL", f"finalize: {r.stderr}"
    r = run([XVISA] + base + ["--emit", "asm", "-o", str(asm)])
    if r.returncode != 0:
        return "FAIL", f"finalize --emit asm: {r.stderr}"
    r = run(["llvm-mc-14", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}",
             "-filetype=obj", str(asm), "-o", str(mco)])
    if r.returncode != 0 or r.stderr:
        return "FAIL", f"llvm-mc-14: {r.stderr}"
    for sec in (".text", ".rodata", ".note"):
        if section(obj, sec, tmp) != section(mco, sec, tmp):
            return "FAIL", f"{sec} differs from llvm-mc-14's"
    r = run(["ld.lld-14", "-shared", str(obj), "-o", str(co)])
    if r.returncode != 0 or r.stderr:
        return "FAIL", f"ld.lld-14: {r.stderr}"
    r = run(["llvm-readelf-14", "-a", "--notes", str(co)])
    if r.returncode != 0 or "warning" in r.stderr:
        return "FAIL", f"llvm-readelf-14: {r.stderr}"
    r = run(["llvm-objdump-14", "-d", str(co)])
    if r.returncode != 0 or r.stderr or "<unknown>" in r.stdout:
        return "FAIL", f"llvm-objdump-14: {r.stderr}"
    # The manifest's local size when the kernel's metadata allows it, else
    # one vISA thread in X (a global size that is no multiple of it runs a
    # partial last group).
    max_flat = int(asm.read_text().split(".max_flat_workgroup_size:")[1].split()[0])
    flat = 1
    for x in m["local"]:
        flat *= x
    g = ",".join(str(x) for x in m["global"])
    if flat <= max_flat:
        loc = ",".join(str(x) for x in m["local"])
    else:
        loc = ",".join([str(simd)] + ["1"] * (len(m["global"]) - 1))
    args = arg_specs(m, kname)
    vdir, cdir = tmp / "visa", tmp / "co"
    rv = run([XVISA, "run", str(src), "--zebin", str(zb), "--kernel", kname,
              "--global", g, "--local", loc, "--out-dir", str(vdir)]
             + [x for a in args for x in ("--arg", a)])
    rc = run([XVISA, "co", "run", str(co), "--kernel", kname, "--grid", g,
              "--block", loc, "--out-dir", str(cdir)]
             + [x for a in args for x in ("--arg", a)])
    if rv.returncode != 0 and rc.returncode != 0:
        return "checked", f"not run (both emulators stop with local size {loc})"
    if rv.returncode != 0 or rc.returncode != 0:
        return "FAIL", f"xvisa run: {rv.stderr.strip()} / co run: {rc.stderr.strip()}"
    for i, a in enumerate(m["args"]):
        if a["kind"] != "buffer":
            continue
        x = (vdir / f"arg{i}.bin").read_bytes()
        y = (cdir / f"arg{i}.bin").read_bytes()
        if x != y:
            at = next(j for j in range(min(len(x), len(y))) if x[j] != y[j]) if len(x) == len(y) else 0
            return "FAIL", f"buffer {i} differs at byte {at}"
    return "matches", "co run == xvisa run"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--step", type=int, default=4)
    ap.add_argument("--platforms", default="skl,pvc")
    ap.add_argument("--targets", default="gfx900,gfx90a")
    o = ap.parse_args()
    for t in ("llvm-mc-14", "llvm-objcopy-14", "llvm-readelf-14", "llvm-objdump-14", "ld.lld-14"):
        if run(["which", t]).returncode != 0:
            raise SystemExit(f"65-finalize: {t} is missing")
    manifests = sorted((OCL / "runs").glob("*.json"))[:: o.step]
    counts, fails = {}, []
    for target in o.targets.split(","):
        for mf in manifests:
            m = json.loads(mf.read_text())
            for plat in o.platforms.split(","):
                if plat not in m["platforms"]:
                    continue
                with tempfile.TemporaryDirectory() as td:
                    st, why = check(m["kernel"], plat, m, target, Path(td))
                print(f"{target} {plat} {m['kernel']}: {st}: {why}")
                counts[st] = counts.get(st, 0) + 1
                if st == "FAIL":
                    fails.append(f"{target} {plat} {m['kernel']}: {why}")
    print(" ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    if fails:
        print("\n".join(fails), file=sys.stderr)
        sys.exit(1)
    if counts.get("matches", 0) == 0:
        raise SystemExit("65-finalize: nothing ran")


if __name__ == "__main__":
    main()

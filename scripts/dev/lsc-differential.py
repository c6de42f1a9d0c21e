#!/usr/bin/env python3
"""Differential test of xvisa's LSC syntax against GenX_IR (needs GenX_IR).

Generates random LSC instruction lines (every sub-opcode, shared function,
caching pair, exec size, data shape, address model, offset, stride, 2D shape,
typed coordinate count, predicate; with --mutate, each line then has one
token deleted, replaced or inserted), wraps each in a kernel, and compares:

- acceptance: GenX_IR refuses to parse  <->  xvisa refuses to parse;
- printing:   xvisa fmt's line == GenX_IR -dumpcommonisa's line, up to the
              deviations DEVELOPERS.md documents (reported apart);
- encoding:   when GenX_IR -binary writes an object, xvisa asm (with its GEN
              binary) gives the same bytes.

usage: scripts/dev/lsc-differential.py DG2|PVC SEED COUNT [--mutate]
"""
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TARGET = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
# CI passes its release build in $XVISA; by hand the debug build is used.
XVISA = os.environ.get("XVISA") or os.path.join(TARGET, "debug", "xvisa")

HEADER = """.version 4.1
.kernel "k"
.decl VA v_type=G type=uq num_elts=32 align=GRF
.decl VB v_type=G type=ud num_elts=32 align=GRF
.decl VC v_type=G type=ud num_elts=32 align=GRF
.decl VD v_type=G type=d num_elts=512 align=GRF
.decl VE v_type=G type=d num_elts=512 align=GRF
.decl VS v_type=G type=ud num_elts=16 align=GRF
.decl P1 v_type=P num_elts=32
BODY:
"""


def generate(rng, n):
    pick = rng.choice

    def cache():
        return "".join("." + pick(["df", "uc", "ca", "wb", "wt", "st", "ri", "cc"])
                       for _ in range(pick([0, 0, 1, 2])))

    def ex():
        return pick(["(M1, 16)", "(M1, 8)", "(16)", "(M5, 8)", "(M1_NM, 1)", "(M1_NM, 16)",
                     "(NoMask, 4)", "(M1, 32)", "(2)"])

    def shape():
        size = pick(["d8", "d16", "d32", "d64", "d8c32", "d16c32", "d16c32h", "u32", "u8"])
        if rng.random() < 0.3:
            return size + "." + pick(["x", "xy", "xyz", "xyzw", "z", "yw", "w", "zw"])
        return size + pick(["", "", "x1", "x2", "x3", "x4", "x8", "x16", "x32", "x64"]) + pick(["", "", "t"])

    def data():
        return pick(["VD", "VD.32", "VD.64", "%null", "VE"]) + ":" + shape()

    def surf():
        return pick(["0x4", "0", "7", "0xAB", "2+3", "-1", "VS", "VS.1", "VS(0,2)", "VS(1,0)",
                     "%r0", "%null", "0x100000001"])

    def model():
        return pick(["", "flat", "arg", "bti(" + surf() + ")", "ss(" + surf() + ")", "bss(" + surf() + ")"])

    def addr(strided=False):
        s = model() + "[" + pick(["VA", "VB", "VA.64", "VB.32"])
        s += pick(["", "", "+0x10", "-16", "+4*4", "-(8)", "+0", "-0x80000000", "+0xFFFFFFFF", "+%sizeof(GRF)"])
        if strided and rng.random() < 0.6:
            s += ", " + pick(["0x10", "0", "VS", "VS.3", "VS(0,1)", "4*4"])
        return s + "]:" + pick(["a64", "a32", "a16"])

    def pred():
        return pick(["", "", "", "(P1) ", "(!P1) ", "(P1.any) ", "(!P1.all) "])

    atomics = ["iinc", "idec", "load", "store", "iadd", "isub", "smin", "smax", "umin", "umax",
               "icas", "fadd", "fsub", "fmin", "fmax", "fcas", "and", "or", "xor"]
    out = []
    for _ in range(n):
        k = rng.random()
        sf = pick(["ugm", "ugm", "ugml", "slm"])
        if k < 0.2:
            line = f"{pred()}lsc_{pick(['load', 'load_quad', 'load_status'])}.{sf}{cache()} {ex()} {data()} {addr()}"
        elif k < 0.35:
            line = f"{pred()}lsc_{pick(['store', 'store_quad', 'store_uncompressed'])}.{sf}{cache()} {ex()} {addr()} {data()}"
        elif k < 0.45:
            line = f"{pred()}lsc_load_strided.{sf}{cache()} {ex()} {data()} {addr(True)}"
        elif k < 0.5:
            line = f"{pred()}lsc_store_strided.{sf}{cache()} {ex()} {addr(True)} {data()}"
        elif k < 0.65:
            line = (f"{pred()}lsc_atomic_{pick(atomics)}.{sf}{cache()} {ex()} {data()} {addr()} "
                    f"{pick(['VE', '%null', 'VE.32'])} {pick(['VC', '%null'])}")
        elif k < 0.75:
            sh = (pick(["d8", "d16", "d32", "d64", "u16"]) + "." + pick(["", "2x", "1x", "4x"])
                  + pick(["8", "16", "32", "4"]) + "x" + pick(["8", "16", "4", "1"])
                  + pick(["", "n", "t", "nn", "nt", "tn", "tt"]))
            ps = ",".join(["VA"] + [pick(["VB", "0x3FF", "VS(0,1)", "VC.2", "16", "0"]) for _ in range(5)])
            if rng.random() < 0.5:
                line = f"{pred()}lsc_load_block2d.ugm{cache()} {ex()} {pick(['VD', '%null', 'VD.64'])}:{sh} flat[{ps}]"
            else:
                line = f"{pred()}lsc_store_block2d.ugm{cache()} {ex()} flat[{ps}] {pick(['VD', 'VD.64'])}:{sh}"
        elif k < 0.9:
            coords = ("[" + ",".join(pick(["VB", "VC", "VS", "VB.32"]) for _ in range(rng.randint(1, 4)))
                      + "]:" + pick(["a32", "a16", "a64"]))
            m = pick(["bti", "ss", "bss"]) + "(" + surf() + ")"
            op = pick(["load_quad", "store_quad", "atomic_iadd", "atomic_icas", "atomic_iinc", "atomic_fmax"])
            if op == "load_quad":
                line = f"{pred()}lsc_load_quad.tgm{cache()} {ex()} {data()} {m}{coords}"
            elif op == "store_quad":
                line = f"{pred()}lsc_store_quad.tgm{cache()} {ex()} {m}{coords} {data()}"
            else:
                line = f"{pred()}lsc_{op}.tgm{cache()} {ex()} {data()} {m}{coords} {pick(['VE', '%null'])} {pick(['VC', '%null'])}"
        elif k < 0.95:
            line = f"{pred()}lsc_read_state_info.tgm {pick(['VD', 'VD.64', '%null'])} {pick(['bti', 'ss', 'bss'])}({surf()})"
        else:
            line = "lsc_fence.{}.{}.{}".format(
                pick(["ugm", "ugml", "tgm", "slm"]),
                pick(["none", "evict", "invalidate", "discard", "clean", "flushl3", "type6"]),
                pick(["group", "local", "tile", "gpu", "gpus", "sysrel", "sysacq"]))
        out.append(line)
    return out


def mutate(rng, line):
    spans = [m.span() for m in re.finditer(r"[A-Za-z_%][A-Za-z0-9_]*|0x[0-9A-Fa-f]+|\d+|\S", line)]
    a, b = rng.choice(spans)
    junk = rng.choice(["(", ")", "[", "]", ",", ".", "+", "-", "*", ":", "x", "t", "VB", "%null", "0x4", "flat", " "])
    r = rng.random()
    if r < 0.4:
        return line[:a] + line[b:]
    if r < 0.7:
        return line[:a] + junk + line[b:]
    return line[:a] + junk + line[a:]


def line_after_body(text):
    lines = text.splitlines()
    for i, l in enumerate(lines):
        if l.startswith("BODY") and i + 1 < len(lines):
            return re.sub(r"\s*/// \$\d+$", "", lines[i + 1]).strip()
    return None


def deviation(genx, ours):
    """Whether a printing difference is one DEVELOPERS.md documents."""
    if re.search(r"<<[0-9A-F]+\?>>", genx):
        return True  # a vector size 9..15: GenX_IR prints <<N?>>
    if ".tgm" in genx:
        g = re.sub(r"(, %null)+\]:a", "]:a", genx)
        # typed coordinates: GenX_IR drops their register offsets
        o = re.sub(r"(\[[^\]]*\])", lambda m: re.sub(r"\.\d+", "", m.group(1)), ours)
        g = re.sub(r"(\[[^\]]*\])", lambda m: re.sub(r"\.\d+", "", m.group(1)), g)
        return g == o
    return False


def main():
    plat, seed, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    lines = generate(rng, count)
    if "--mutate" in sys.argv:
        lines = [mutate(rng, l) for l in lines]
    stats = {"agree": 0, "both refuse": 0, "documented deviation": 0, "FAIL": 0}
    for line in lines:
        d = tempfile.mkdtemp(prefix="lsc-diff-")
        try:
            src = HEADER + "    " + line + "\n    ret (M1, 1)\n"
            for n in ("a", "b"):
                with open(os.path.join(d, n + ".visaasm"), "w") as f:
                    f.write(src)
            subprocess.run(["timeout", "120", "GenX_IR", "b.visaasm", "-platform", plat, "-dumpcommonisa"],
                           cwd=d, capture_output=True)
            dumped = open(os.path.join(d, "b.visaasm")).read()
            genx = line_after_body(dumped) if "/// $" in dumped else None
            subprocess.run(["timeout", "120", "GenX_IR", "a.visaasm", "-platform", plat, "-binary"],
                           cwd=d, capture_output=True)
            o = subprocess.run([XVISA, "fmt", "--platform", plat, os.path.join(d, "a.visaasm")],
                               capture_output=True, text=True)
            ours = line_after_body(o.stdout) if o.returncode == 0 else None
            fail = None
            if genx is None and ours is None:
                stats["both refuse"] += 1
                continue
            if genx is None:
                fail = "GenX_IR refuses, xvisa accepts"
            elif ours is None:
                fail = f"xvisa refuses: {o.stderr.strip().splitlines()[:1]}"
            elif genx != ours:
                if deviation(genx, ours):
                    stats["documented deviation"] += 1
                    continue
                fail = f"printed differently:\n    GenX_IR: {genx}\n    xvisa:   {ours}"
            elif os.path.exists(os.path.join(d, "a.isa")):
                a = subprocess.run([XVISA, "asm", "--platform", plat, os.path.join(d, "a.visaasm"), "-o",
                                    os.path.join(d, "x.isa"), "--gen-binary", f"{plat}={d}/a.dat"],
                                   capture_output=True)
                if a.returncode != 0 or open(os.path.join(d, "x.isa"), "rb").read() != open(
                        os.path.join(d, "a.isa"), "rb").read():
                    fail = "objects differ"
            if fail:
                stats["FAIL"] += 1
                print(f"FAIL {fail}\n    line: {line}", flush=True)
            else:
                stats["agree"] += 1
        finally:
            shutil.rmtree(d)
    print(", ".join(f"{k}: {v}" for k, v in stats.items()))
    sys.exit(1 if stats["FAIL"] else 0)


if __name__ == "__main__":
    main()

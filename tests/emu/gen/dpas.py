#!/usr/bin/env python3
"""Writes the dpas/dpasw unit programs tests/emu/dpas_*.visaasm, their
input data and the expected results (tests/emu/data/dpas_*.bin), from an
independent model of the DPAS and DPASW pages' pseudo-code.

Model (the pages' pseudo-code, step by step):
- D = C + A x B with C = src0 (zero for %null), B = src1 (precision W),
  A = src2 (precision A); OPS_PER_CHAN = 2 for bf/hf, 1 for tf32, 4 when
  either integer precision is 8 bits, else 8; SRC1_OPERANDS_PER_CHAN =
  32 / (OPS_PER_CHAN * W bits); for repeat r, stage d, channel i:
  temp[i] += dot(src1.R[d / S1OPC].DW[i] elements (d % S1OPC) * OPS ..,
                 src2 elements k .. k+OPS), k advancing by OPS per stage.
- Integer: exact dot product, 32-bit wrapping accumulation.
- Float: the dot product is exact and each stage rounds temp + dot once to
  f32 (nearest even); no denormal flushing; tf32 elements ignore their 13
  low mantissa bits; bf/hf destinations round the final value (nearest
  even); NaN results are 0x7fc00000 (f32), 0x7fc0 (bf), 0x7e00 (hf).
- dpasw: src2 rows 0..ceil(N/2) from the even thread of the pair, the
  rest from the odd one (N = GRFs of src2).

Run from anywhere: python3 tests/emu/gen/dpas.py
"""
import os
import random
import struct
import sys

sys.path.insert(0, os.path.dirname(__file__))
import fpmodel as fp  # noqa: E402

ROOT = os.path.join(os.path.dirname(__file__), "..")
DATA = os.path.join(ROOT, "data")

PRECS = {"u1": (1, False), "s1": (1, True), "u2": (2, False), "s2": (2, True),
         "u4": (4, False), "s4": (4, True), "u8": (8, False), "s8": (8, True)}


def bits_of(p):
    if p in PRECS:
        return PRECS[p][0]
    return {"bf": 16, "hf": 16, "tf32": 32}[p]


def ops_per_chan(w, a):
    if w in ("bf", "hf"):
        return 2
    if w == "tf32":
        return 1
    if bits_of(w) == 8 or bits_of(a) == 8:
        return 4
    return 8


def field(v, at, bits, signed):
    x = (v >> at) & ((1 << bits) - 1)
    if signed and x >> (bits - 1):
        x -= 1 << bits
    return x


def dw(buf, off):
    return struct.unpack_from("<I", buf, off)[0]


def src2_elem(buf, k, prec):
    b = bits_of(prec)
    if prec in PRECS:
        bit = k * b
        return field(buf[bit // 8], bit % 8, b, PRECS[prec][1])
    if b == 16:
        h = struct.unpack_from("<H", buf, 2 * k)[0]
        return fp.bf16(h) if prec == "bf" else fp.f16(h)
    return tf32(dw(buf, 4 * k))


def tf32(x):
    if (x >> 23) & 0xff == 0xff and x & 0x7fffff:
        return fp.NAN
    return fp.f32(x & ~0x1fff & 0xffffffff)


def src1_elem(word, n, prec):
    if prec in PRECS:
        b, s = PRECS[prec]
        return field(word, n * b, b, s)
    if prec == "tf32":
        return tf32(word)
    h = (word >> (16 * n)) & 0xffff
    return fp.bf16(h) if prec == "bf" else fp.f16(h)


TSIZE = {"d": 4, "ud": 4, "f": 4, "bf": 2, "hf": 2}


def dpas(grf, n, w, a, sd, rc, dst_ty, src0_ty, src0, src1, src2):
    """The page's pseudo-code; returns dst bytes (rc rows of n elements)."""
    ops = ops_per_chan(w, a)
    s1opc = 32 // (ops * bits_of(w))
    integer = w in PRECS
    out = bytearray()
    k = 0
    for r in range(rc):
        temp = []
        for i in range(n):
            if src0_ty is None:
                temp.append(0 if integer else fp.Zero(False))
                continue
            sz = TSIZE[src0_ty]
            raw = int.from_bytes(src0[(r * n + i) * sz:(r * n + i + 1) * sz], "little")
            temp.append(raw if integer else {"f": fp.f32, "bf": fp.bf16, "hf": fp.f16}[src0_ty](raw))
        for d in range(sd):
            m = d // s1opc
            nn = (d % s1opc) * ops
            for i in range(n):
                word = dw(src1, m * grf + 4 * i)
                if integer:
                    s = sum(src1_elem(word, nn + j, w) * src2_elem(src2, k + j, a) for j in range(ops))
                    temp[i] = (temp[i] + s) & 0xffffffff
                else:
                    prods = [fp.mul(src1_elem(word, nn + j, w), src2_elem(src2, k + j, a)) for j in range(ops)]
                    temp[i] = fp.round_f32(fp.exact_sum([temp[i]] + prods))
            k += ops
        for i in range(n):
            v = temp[i]
            if integer:
                out += struct.pack("<I", v)
            elif dst_ty == "f":
                out += struct.pack("<I", fp.f32_bits(v))
            elif dst_ty == "bf":
                out += struct.pack("<H", fp.bf16_bits(v))
            else:
                out += struct.pack("<H", fp.f16_bits(v))
    return bytes(out)


# ---- input data ----

def rand_float(rng, fmt, lo, hi):
    """Bits of a random value of fmt ('hf', 'bf', 'f') with exponent in
    [lo, hi], with zeros, denormals, infinities and NaNs now and then."""
    ebits, mbits = {"hf": (5, 10), "bf": (8, 7), "f": (8, 23)}[fmt]
    sign = rng.getrandbits(1) << (ebits + mbits)
    x = rng.random()
    bias = (1 << (ebits - 1)) - 1
    if x < 0.004:
        return sign | (((1 << ebits) - 1) << mbits) | rng.randrange(1, 1 << mbits)  # NaN
    if x < 0.008:
        return sign | (((1 << ebits) - 1) << mbits)  # inf
    if x < 0.04:
        return sign  # zero
    if x < 0.09:
        return sign | rng.randrange(1, 1 << mbits)  # denormal
    e = rng.randint(lo, hi) + bias
    return sign | (e << mbits) | rng.getrandbits(mbits)


def pack(vals, size):
    return b"".join(v.to_bytes(size, "little") for v in vals)


# ---- program text ----

HEADER = """// {title}
// Generated by tests/emu/gen/dpas.py from a model of the DPAS/DPASW pages'
// pseudo-code; regenerate with `python3 tests/emu/gen/dpas.py`.
"""


class Program:
    def __init__(self, name, platform, title, threads=1):
        self.name = name
        self.platform = platform
        self.grf = 64 if platform.startswith("PVC") else 32
        self.n = 16 if platform.startswith("PVC") else 8
        self.title = title
        self.threads = threads
        self.lines = []
        self.out = bytearray()

    def write(self, src, decls, body, extra_inputs=""):
        rows = 8  # D is 8 GRFs
        text = f"// platform: {self.platform}\n" + HEADER.format(title=self.title)
        n = self.n
        text += f"// launch: global={n * self.threads} local={n * self.threads} simd={n}\n"
        text += f"// input: SRC=file:data/{self.name}.in.bin\n"
        text += extra_inputs
        text += f"// input: OUT=zeros:{len(self.out)}\n"
        text += f"// expect: OUT=file:data/{self.name}.out.bin\n"
        text += f'.version 4.1\n.kernel "{self.name}"\n'
        text += ".decl SRC v_type=G type=uq num_elts=1 align=GRF\n"
        text += ".decl OUT v_type=G type=uq num_elts=1 align=GRF\n"
        text += decls
        text += f".decl D v_type=G type=d num_elts={rows * self.grf // 4} align=GRF\n"
        for nm, ty, cnt in (("DU", "ud", 4), ("DF", "f", 4), ("DB", "bf", 2), ("DH", "hf", 2)):
            text += f".decl {nm} v_type=G type={ty} num_elts={rows * self.grf // cnt} align=GRF alias=<D, 0>\n"
        text += '.function "k_0"\nk_0:\n'
        text += body
        text += "    ret (M1, 1)\n"
        with open(os.path.join(ROOT, f"{self.name}.visaasm"), "w") as f:
            f.write(text)
        with open(os.path.join(DATA, f"{self.name}.in.bin"), "wb") as f:
            f.write(src)
        with open(os.path.join(DATA, f"{self.name}.out.bin"), "wb") as f:
            f.write(bytes(self.out))


def loads(var, off, size, base="SRC"):
    """Transposed d32 LSC block loads of size bytes from base+off."""
    s = ""
    done = 0
    while done < size:
        chunk = min(256, size - done)
        elems = chunk // 4
        at = off + done
        plus = f"+0x{at:x}" if at else ""
        s += f"    lsc_load.ugm (M1_NM, 1) {var}.{done}:d32x{elems}t flat[{base}{plus}]:a64\n"
        done += chunk
    return s


def stores(var, off, size):
    s = ""
    done = 0
    while done < size:
        chunk = min(256, size - done)
        at = off + done
        plus = f"+0x{at:x}" if at else ""
        s += f"    lsc_store.ugm (M1_NM, 1) flat[OUT{plus}]:a64 {var}.{done}:d32x{chunk // 4}t\n"
        done += chunk
    return s


SRC0_VARS = {"d": "S0", "ud": "S0U", "f": "S0F", "bf": "S0B", "hf": "S0H"}
DST_VARS = {"d": "D", "ud": "DU", "f": "DF", "bf": "DB", "hf": "DH"}


def pool_decls(grf, s1_rows=8, s2_bytes=256, s0_bytes=512):
    s = f".decl S1 v_type=G type=d num_elts={s1_rows * grf // 4} align=GRF\n"
    s += f".decl S2 v_type=G type=d num_elts={s2_bytes // 4} align=GRF\n"
    s += f".decl S0 v_type=G type=d num_elts={s0_bytes // 4} align=GRF\n"
    for nm, ty, cnt in (("S0U", "ud", 4), ("S0F", "f", 4), ("S0B", "bf", 2), ("S0H", "hf", 2)):
        s += f".decl {nm} v_type=G type={ty} num_elts={s0_bytes // cnt} align=GRF alias=<S0, 0>\n"
    return s


def case(p, mnemonic, w, a, sd, rc, dst_ty, src0_ty, pools, src2_var="S2", src2_bytes=None):
    """One dpas: clear D, run, store D (8 GRFs) to the next output slot;
    the model's result goes to the expected bytes."""
    s1, s2, s0 = pools
    body = ""
    for r in range(8):
        body += f"    mov (M1_NM, {p.n}) D({r},0)<1> 0x0:d\n"
    src0 = f"{SRC0_VARS[src0_ty]}.0" if src0_ty else "%null.0"
    body += f"    {mnemonic}.{w}.{a}.{sd}.{rc} (M1, {p.n}) {DST_VARS[dst_ty]}.0 {src0} S1.0 {src2_var}(0,0)\n"
    body += stores("D", len(p.out), 8 * p.grf)
    res = dpas(p.grf, p.n, w, a, sd, rc, dst_ty, src0_ty, s0, s1, s2 if src2_bytes is None else src2_bytes)
    p.out += res + bytes(8 * p.grf - len(res))
    return body


def int_program(platform, name, pairs, rng, title):
    p = Program(name, platform, title)
    grf = p.grf
    s1 = bytes(rng.getrandbits(8) for _ in range(8 * grf))
    s2 = bytes(rng.getrandbits(8) for _ in range(256))
    s0 = bytes(rng.getrandbits(8) for _ in range(512))
    src = s1 + s2 + s0
    body = loads("S1", 0, len(s1)) + loads("S2", len(s1), 256) + loads("S0", len(s1) + 256, 512)
    j = 0
    for w, a in pairs:
        if True:
            # The full shape, then every depth and repeat count and every
            # destination/accumulator type in turn.
            body += case(p, "dpas", w, a, 8, 8, "d", "d", (s1, s2, s0))
            sd = [1, 2, 4, 8][j % 4]
            rc = 1 + (j * 3) % 8
            dst = ["ud", "d"][j % 2]
            src0 = ["ud", "d", None][j % 3]
            body += case(p, "dpas", w, a, sd, rc, dst, src0, (s1, s2, s0))
            j += 1
    p.write(src, pool_decls(grf), body)


def float_program(platform, name, precs, rng, title):
    p = Program(name, platform, title)
    grf = p.grf
    body = ""
    src = b""
    pvc = platform.startswith("PVC")
    j = 0
    decls = ""
    for prec in precs:
        # Pools of values of this precision: moderate exponents for hf (so
        # that sums stay finite most of the time), wide ones for bf and
        # tf32 (exact sums over hundreds of binades).
        if prec == "hf":
            e16 = ("hf", -8, 5)
        else:
            e16 = ("bf", -60, 60)
        if prec == "tf32":
            s1 = pack([rand_float(rng, "f", -60, 60) for _ in range(8 * grf // 4)], 4)
            s2 = pack([rand_float(rng, "f", -60, 60) for _ in range(64)], 4)
        else:
            s1 = pack([rand_float(rng, *e16) for _ in range(8 * grf // 2)], 2)
            s2 = pack([rand_float(rng, *e16) for _ in range(128)], 2)
        acc16 = "hf" if prec == "hf" else "bf"
        # src0: F values in the first half, 16-bit ones in the second (the
        # 16-bit alias reads the first rc*n*2 bytes of S0: fill all 512 so
        # either reading sees one kind).
        s0f = pack([rand_float(rng, "f", -20, 20) for _ in range(128)], 4)
        s0h = pack([rand_float(rng, acc16, -8 if prec == "hf" else -60, 5 if prec == "hf" else 60) for _ in range(256)], 2)
        base = len(src)
        src += s1 + s2 + s0f + s0h
        tag = prec.upper()
        decls += f".decl S1{tag} v_type=G type=d num_elts={8 * grf // 4} align=GRF\n"
        decls += f".decl S2{tag} v_type=G type=d num_elts=64 align=GRF\n"
        decls += f".decl S0F{tag} v_type=G type=f num_elts=128 align=GRF\n"
        decls += f".decl S0H{tag} v_type=G type={acc16} num_elts=256 align=GRF\n"
        body += loads(f"S1{tag}", base, len(s1)) + loads(f"S2{tag}", base + len(s1), 256)
        body += loads(f"S0F{tag}", base + len(s1) + 256, 512) + loads(f"S0H{tag}", base + len(s1) + 768, 512)
        if prec == "tf32":
            dsts, src0s = ["f"], ["f", None]
        elif pvc:
            dsts, src0s = ["f", acc16], ["f", acc16, None]
        else:
            # DG2 takes only D/UD/F destinations and accumulators (GenX_IR:
            # "Raw Operand ... has incorrect type hf").
            dsts, src0s = ["f"], ["f", None]
        for dst in dsts:
            for s0ty in src0s:
                for sd in (8, 4, 2, 1):
                    rc = 8 if sd == 8 else 1 + (j * 3) % 8
                    j += 1
                    s0bytes = s0f if s0ty == "f" else s0h
                    for r in range(8):
                        body += f"    mov (M1_NM, {p.n}) D({r},0)<1> 0x0:d\n"
                    src0 = {"f": f"S0F{tag}.0", None: "%null.0"}.get(s0ty, f"S0H{tag}.0")
                    body += f"    dpas.{prec}.{prec}.{sd}.{rc} (M1, {p.n}) {DST_VARS[dst]}.0 {src0} S1{tag}.0 S2{tag}(0,0)\n"
                    body += stores("D", len(p.out), 8 * grf)
                    res = dpas(grf, p.n, prec, prec, sd, rc, dst, s0ty, s0bytes, s1, s2)
                    p.out += res + bytes(8 * grf - len(res))
    p.write(src, decls, body)


def dpasw_program(rng):
    """dpasw on DG2: two threads of a group pair their src2 halves."""
    name = "dpasw_dg2"
    p = Program(name, "DG2", "dpasw on DG2: the two threads of a group (a pair) each provide part of src2 (the DPASW page's table); integer and float precisions, every repeat count.", threads=2)
    grf = 32
    cases = []
    j = 0
    for w, a in (("s8", "s8"), ("u4", "s8"), ("s8", "u2"), ("u4", "u4"), ("s2", "u2"), ("bf", "bf"), ("hf", "hf")):
        for rc in range(1, 9):
            cases.append((w, a, 8, rc, ["d", "ud"][j % 2] if w in PRECS else "f",
                          (["d", None][j % 2] if w in PRECS else ["f", None][j % 2])))
            j += 1
    # Per thread: its own src1, src2 and src0 pools.
    per = []
    for t in range(2):
        s1i = bytes(rng.getrandbits(8) for _ in range(8 * grf))
        s2i = bytes(rng.getrandbits(8) for _ in range(256))
        s0i = bytes(rng.getrandbits(8) for _ in range(256))
        s1f = pack([rand_float(rng, "hf", -8, 5) for _ in range(8 * grf // 2)], 2)
        s2f = pack([rand_float(rng, "hf", -8, 5) for _ in range(128)], 2)
        s1b = pack([rand_float(rng, "bf", -60, 60) for _ in range(8 * grf // 2)], 2)
        s2b = pack([rand_float(rng, "bf", -60, 60) for _ in range(128)], 2)
        s0f = pack([rand_float(rng, "f", -20, 20) for _ in range(64)], 4)
        per.append((s1i, s2i, s0i, s1f, s2f, s1b, s2b, s0f))
    blk = sum(len(x) for x in per[0])
    src = b"".join(b"".join(x) for x in per)
    decls = pool_decls(grf, s2_bytes=256, s0_bytes=256)
    decls += ".decl LX v_type=G type=uw num_elts=8 align=GRF\n"
    decls += ".decl T v_type=G type=ud num_elts=1 align=GRF\n"
    decls += ".decl A v_type=G type=uq num_elts=1 align=GRF\n"
    decls += ".decl B v_type=G type=uq num_elts=1 align=GRF\n"
    for nm in ("S1F", "S2F", "S1B", "S2B", "S0FF"):
        n = {"S1F": 64, "S2F": 64, "S1B": 64, "S2B": 64, "S0FF": 64}[nm]
        decls += f".decl {nm} v_type=G type=d num_elts={n} align=GRF\n"
    decls += ".decl S0FA v_type=G type=f num_elts=64 align=GRF alias=<S0FF, 0>\n"
    decls += ".input LX offset=32 size=16\n"
    # Thread t (local id / 8) reads its pool at SRC + t*blk and writes its
    # results at OUT + t*(cases*256).
    slot = 8 * grf
    body = "    shr (M1_NM, 1) T(0,0)<1> LX(0,0)<0;1,0> 0x3:uw\n"
    body += f"    mul (M1_NM, 1) A(0,0)<1> T(0,0)<0;1,0> 0x{blk:x}:ud\n"
    body += "    add (M1_NM, 1) A(0,0)<1> A(0,0)<0;1,0> SRC(0,0)<0;1,0>\n"
    body += f"    mul (M1_NM, 1) B(0,0)<1> T(0,0)<0;1,0> 0x{len(cases) * slot:x}:ud\n"
    body += "    add (M1_NM, 1) B(0,0)<1> B(0,0)<0;1,0> OUT(0,0)<0;1,0>\n"
    off = 0
    for var, size in (("S1", 256), ("S2", 256), ("S0", 256), ("S1F", 256), ("S2F", 256), ("S1B", 256), ("S2B", 256), ("S0FF", 256)):
        body += loads(var, off, size, base="A")
        off += size
    outs = [bytearray(), bytearray()]
    for (w, a, sd, rc, dst, s0ty) in cases:
        for r in range(8):
            body += f"    mov (M1_NM, 8) D({r},0)<1> 0x0:d\n"
        integer = w in PRECS
        s1v, s2v = ("S1", "S2") if integer else (("S1F", "S2F") if w == "hf" else ("S1B", "S2B"))
        if s0ty is None:
            src0 = "%null.0"
        elif integer:
            src0 = "S0.0"
        else:
            src0 = "S0FA.0"
        body += f"    dpasw.{w}.{a}.{sd}.{rc} (M1, 8) {DST_VARS[dst]}.0 {src0} {s1v}.0 {s2v}(0,0)\n"
        at = len(outs[0])
        s = ""
        done = 0
        while done < slot:
            plus = f"+0x{at + done:x}" if at + done else ""
            s += f"    lsc_store.ugm (M1_NM, 1) flat[B{plus}]:a64 D.{done}:d32x64t\n"
            done += 256
        body += s
        # Model: assemble src2 from both threads.
        ops = ops_per_chan(w, a)
        length = (rc * sd * ops * bits_of(a) + 7) // 8
        ngrf = (length + grf - 1) // grf
        eu0 = (ngrf + 1) // 2
        cut = min(eu0 * grf, length)
        for t in range(2):
            s1i, s2i, s0i, s1f, s2f, s1b, s2b, s0f = per[t]
            other = per[1 - t]
            idx = 1 if integer else (4 if w == "hf" else 6)
            mine2, oth2 = per[t][idx], other[idx]
            even, odd = (mine2, oth2) if t == 0 else (oth2, mine2)
            src2 = (even[:cut] + odd[:length - cut]).ljust(length, b"\0")
            s1 = per[t][0] if integer else per[t][3 if w == "hf" else 5]
            s0 = s0i if integer else s0f
            res = dpas(grf, 8, w, a, sd, rc, dst, s0ty, s0, s1, src2)
            outs[t] += res + bytes(slot - len(res))
    p.out = outs[0] + outs[1]
    p.write(src, decls, body)


def main():
    os.makedirs(DATA, exist_ok=True)
    rng = random.Random(14)
    wide = ["u2", "s2", "u4", "s4", "u8", "s8"]
    pairs = [(w, a) for w in wide for a in wide]
    one = [(w, a) for w in PRECS for a in PRECS if w not in wide or a not in wide]
    int_program("DG2", "dpas_int_dg2", pairs, rng,
                "Integer dpas on DG2 (SIMD8, 32-byte GRFs): every pair of 2/4/8-bit precisions (src1 x src2), each with depth 8 and 8 repeats, then with every depth, repeat count and D/UD destination and accumulator (or %null) in turn.")
    int_program("PVC", "dpas_int_pvc", pairs, rng,
                "Integer dpas on PVC (SIMD16, 64-byte GRFs): every pair of 2/4/8-bit precisions, full shape, then every depth, repeat count, destination and accumulator type in turn.")
    int_program("PVC", "dpas_int1_pvc", one, rng,
                "Integer dpas with a 1-bit precision (u1, s1) for src1, src2 or both, against every other precision, on PVC (GenX_IR 1.0.12504.6 hangs on any 1-bit precision, so this file has no GenX_IR check).")
    float_program("DG2", "dpas_float_dg2", ["bf", "hf"], rng,
                  "Float dpas on DG2: bf and hf, F destination, F or %null accumulator, every depth, every repeat count; values with zeros, denormals, infinities and NaNs.")
    float_program("PVC", "dpas_float_pvc", ["bf", "hf", "tf32"], rng,
                  "Float dpas on PVC: bf, hf and tf32, F/BF/HF destinations and accumulators as the DPAS page combines them, every depth and repeat count; values with zeros, denormals, infinities and NaNs.")
    dpasw_program(rng)


if __name__ == "__main__":
    main()

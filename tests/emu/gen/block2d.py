#!/usr/bin/env python3
"""Writes the LSC 2-D block unit programs tests/emu/block2d_*.visaasm, their
inputs and expected results (tests/emu/data/block2d_*.bin) from an
independent model of the LSC_UNTYPED page's LOAD_BLOCK2D pseudo-code.

Model:
- Surface operands: base, width - 1, height - 1, pitch - 1 (bytes; IGC
  passes the values minus one, as the message header takes them), x and y
  in elements (signed).
- Element (block b, row y, column x) of the block is the surface element
  at column X + b*W + x, row Y + y; outside the surface (column < 0, row < 0,
  (column + 1) * size > width, row >= height) it reads as zero and a store
  drops it.
- Register layout: the page's pseudo-code (row pitch rounded up to a power
  of two, blocks padded to whole GRFs, VNNI packing 4/size rows per dword,
  transpose swapping rows and columns), padding zero.
- A store writes one block, row y at register element y * pow2(W).
- A load into %null (prefetch) changes nothing, even outside any buffer.

Run: python3 tests/emu/gen/block2d.py
"""
import os
import random

ROOT = os.path.join(os.path.dirname(__file__), "..")
DATA = os.path.join(ROOT, "data")

SIZES = {1: "d8", 2: "d16", 4: "d32", 8: "d64"}


def pow2(n):
    p = 1
    while p < n:
        p *= 2
    return p


def element(surf, width, height, pitch, size, col, row):
    if col < 0 or row < 0 or (col + 1) * size > width or row >= height:
        return bytes(size)
    a = row * pitch + col * size
    return surf[a:a + size]


def load_model(grf, surf, sw, sh, sp, size, blocks, w, h, t, v, x0, y0):
    epr = grf // size
    epd = max(4 // size, 1)
    row_size = h if t else w
    rp = pow2(row_size)
    bsz = rp * (w if t else h)
    bp = (bsz + epr - 1) // epr * epr
    reg = bytearray(blocks * bp * size)

    def put(off, b, y, x):
        reg[off * size:(off + 1) * size] = element(surf, sw, sh, sp, size, x0 + b * w + x, y0 + y)

    for b in range(blocks):
        s = b * bp
        if not t and not v:
            for y in range(h):
                for x in range(w):
                    put(s + y * rp + x, b, y, x)
        elif not t and v:
            for y in range(0, h, epd):
                for x in range(w):
                    for i in range(epd):
                        put(s + y * rp + x * epd + i, b, y + i, x)
        elif t and not v:
            for x in range(w):
                for i in range(h):
                    put(s + x * rp + i, b, i, x)
        else:
            for x in range(0, w, epd):
                for y in range(h):
                    for i in range(epd):
                        put(s + x * rp + y * epd + i, b, y, x + i)
    return bytes(reg)


def store_model(surf, sw, sh, sp, size, w, h, x0, y0, data):
    rp = pow2(w)
    for y in range(h):
        for x in range(w):
            col, row = x0 + x, y0 + y
            if col < 0 or row < 0 or (col + 1) * size > sw or row >= sh:
                continue
            a = row * sp + col * size
            o = (y * rp + x) * size
            surf[a:a + size] = data[o:o + size]


def imm(v):
    return f"0x{v & 0xffffffff:X}"


def chunks(nbytes):
    """d32 transposed LSC messages covering nbytes (a multiple of 32)."""
    out, done = [], 0
    while done < nbytes:
        for c in (256, 128, 64, 32):
            if c <= nbytes - done:
                out.append((done, c))
                done += c
                break
    return out


def program(platform, rng):
    pvc = platform == "PVC"
    grf = 64 if pvc else 32
    name = f"block2d_{platform.lower()}"
    simd = 16 if pvc else 8
    sw_full, sh, sp = 128, 24, 128
    surf = bytes(rng.getrandbits(8) for _ in range(sp * sh))
    surf2 = bytearray(rng.getrandbits(8) for _ in range(sp * sh))
    orig2 = bytes(surf2)
    data = bytes(rng.getrandbits(8) for _ in range(2048))
    # (size, blocks, width, height, transpose, vnni) the finalizer takes.
    shapes = [
        (1, 1, 32, 8, 0, 0), (1, 2, 16, 8, 0, 0), (1, 4, 8, 4, 0, 0), (1, 1, 64, 4, 0, 0),
        (1, 1, 32, 16, 0, 1), (1, 2, 16, 8, 0, 1), (1, 1, 8, 8, 1, 0), (1, 1, 16, 8, 1, 1),
        (2, 1, 16, 8, 0, 0), (2, 2, 16, 16, 0, 0), (2, 4, 8, 8, 0, 0), (2, 1, 16, 16, 0, 1),
        (2, 2, 8, 16, 0, 1), (2, 1, 8, 8, 1, 0), (2, 1, 16, 8, 1, 1),
        (4, 1, 8, 8, 0, 0), (4, 2, 8, 8, 0, 0), (4, 1, 8, 16, 1, 0), (4, 1, 5, 7, 0, 0),
        (4, 1, 8, 8, 0, 1),
        (8, 1, 4, 8, 0, 0), (8, 1, 4, 8, 1, 0), (2, 1, 7, 5, 0, 0), (1, 1, 13, 3, 0, 0),
    ]
    body = ""
    expect = bytearray()
    # Placements: inside, across each edge, a partial element at the right
    # edge (width 100 bytes), fully outside, and the far corner.
    j = 0
    for (size, nb, w, h, t, v) in shapes:
        cols = sw_full // size
        places = [
            (sw_full, 1, 2),
            (sw_full, -3, 3),
            (sw_full, 2, -2),
            (sw_full, cols - w // 2 - 1, sh - h // 2),
            (100, (100 // size) - 2, 0),
            (sw_full, cols + 4, 0),
            (sw_full, -nb * w - 1, -h - 1),
            (sw_full, 0, sh - 1),
        ]
        for (sw, x, y) in places:
            regs = j % 2 == 1
            j += 1
            shape = f"{SIZES[size]}.{nb}x{w}x{h}{'t' if t else 'n'}{'t' if v else 'n'}"
            if regs:
                body += f"    mov (M1_NM, 1) P(0,0)<1> {imm(sw - 1)}:ud\n"
                body += f"    mov (M1_NM, 1) P(0,1)<1> {imm(sh - 1)}:ud\n"
                body += f"    mov (M1_NM, 1) P(0,2)<1> {imm(sp - 1)}:ud\n"
                body += f"    mov (M1_NM, 1) P(0,3)<1> {imm(x)}:ud\n"
                body += f"    mov (M1_NM, 1) P(0,4)<1> {imm(y)}:ud\n"
                params = "P(0,0), P(0,1), P(0,2), P(0,3), P(0,4)"
            else:
                params = f"{imm(sw - 1)}, {imm(sh - 1)}, {imm(sp - 1)}, {imm(x)}, {imm(y)}"
            body += f"    lsc_load_block2d.ugm (M1_NM, 1) D:{shape} flat[SURF, {params}]\n"
            reg = load_model(grf, surf, sw, sh, sp, size, nb, w, h, t, v, x, y)
            for (o, c) in chunks(len(reg)):
                at = len(expect) + o
                body += f"    lsc_store.ugm (M1_NM, 1) flat[OUT+0x{at:x}]:a64 D.{o}:d32x{c // 4}t\n"
            expect += reg
    # Prefetches: no effect, not even outside every buffer.
    body += f"    lsc_load_block2d.ugm (M1_NM, 1) %null:d16.2x16x16nn flat[SURF, 0x7F, 0x17, 0x7F, 0x0, 0x0]\n"
    body += "    mov (M1_NM, 1) BAD(0,0)<1> 0x10:uq\n"
    body += f"    lsc_load_block2d.ugm (M1_NM, 1) %null:d8.1x32x8nn flat[BAD, 0xFFF, 0xFFF, 0xFFF, 0x0, 0x0]\n"
    # Stores of one block into SURF2, in order, with the same placements.
    for o, c in chunks(2048):
        body += f"    lsc_load.ugm (M1_NM, 1) D.{o}:d32x{c // 4}t flat[SRC+0x{o:x}]:a64\n"
    store_shapes = [(1, 32, 8), (1, 64, 4), (2, 16, 8), (2, 32, 4), (4, 8, 8), (4, 16, 2), (8, 4, 4), (8, 8, 2), (2, 5, 3), (4, 3, 5)]
    for (size, w, h) in store_shapes:
        cols = sw_full // size
        for (sw, x, y) in [(sw_full, 3, 1), (sw_full, -2, 4), (sw_full, 1, -1), (sw_full, cols - 2, sh - 2),
                           (100, 100 // size - 1, 6), (sw_full, cols + 1, 0), (sw_full, 2, sh)]:
            shape = f"{SIZES[size]}.1x{w}x{h}nn"
            body += f"    lsc_store_block2d.ugm (M1_NM, 1) flat[SURF2, {imm(sw - 1)}, {imm(sh - 1)}, {imm(sp - 1)}, {imm(x)}, {imm(y)}] D:{shape}\n"
            store_model(surf2, sw, sh, sp, size, w, h, x, y, data)
    text = f"""// platform: {platform}
// LSC 2-D block loads, prefetches and stores on {platform} ({grf}-byte GRFs):
// every data size, array length, transpose and VNNI combination the
// finalizer takes, each placed inside the surface, across each of its
// edges, with a partial element at the right edge, and fully outside
// (zeros read, writes dropped); immediate and register parameters.
// Generated by tests/emu/gen/block2d.py from a model of the LSC_UNTYPED
// page's pseudo-code; regenerate with `python3 tests/emu/gen/block2d.py`.
// launch: global={simd} local={simd} simd={simd}
// input: SURF=file:data/{name}.surf.bin
// input: SURF2=file:data/{name}.surf2.bin
// input: SRC=file:data/{name}.src.bin
// input: OUT=zeros:{len(expect)}
// expect: OUT=file:data/{name}.out.bin
// expect: SURF2=file:data/{name}.surf2.out.bin
.version 4.1
.kernel "{name}"
.decl SURF v_type=G type=uq num_elts=1 align=GRF
.decl SURF2 v_type=G type=uq num_elts=1 align=GRF
.decl SRC v_type=G type=uq num_elts=1 align=GRF
.decl OUT v_type=G type=uq num_elts=1 align=GRF
.decl BAD v_type=G type=uq num_elts=1 align=GRF
.decl P v_type=G type=ud num_elts=8 align=GRF
.decl D v_type=G type=d num_elts=512 align=GRF
.function "k_0"
k_0:
{body}    ret (M1, 1)
"""
    with open(os.path.join(ROOT, f"{name}.visaasm"), "w") as f:
        f.write(text)
    for suffix, b in (("surf", surf), ("surf2", orig2), ("src", data), ("out", expect), ("surf2.out", surf2)):
        with open(os.path.join(DATA, f"{name}.{suffix}.bin"), "wb") as f:
            f.write(bytes(b))


def main():
    os.makedirs(DATA, exist_ok=True)
    rng = random.Random(2024)
    for platform in ("DG2", "PVC"):
        program(platform, rng)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Compares two CISA objects (.isa) ignoring the GEN binaries they embed.

usage: cisa-cmp.py [--ignore-gen] A.isa B.isa
                                   exit 0 if equal, 1 if not (first difference
                                   printed), 2 on a malformed file
--ignore-gen also ignores which GEN platforms each kernel lists (for an object
GenX_IR wrote before crashing while compiling GEN code).

Everything else must be identical: version, kernel and function tables
(names, linkage, object sizes, input offsets relative to the object,
relocation tables, GEN platform list), file-scope variables and the bytes of
every kernel and function object. Absolute offsets are not compared, since
they move with the size of the GEN binaries placed between objects.
"""
import struct
import sys


class Bad(Exception):
    pass


def parse(path):
    d = open(path, "rb").read()
    pos = 0

    def take(fmt):
        nonlocal pos
        n = struct.calcsize(fmt)
        if pos + n > len(d):
            raise Bad(f"{path}: truncated at {pos}")
        v = struct.unpack_from(fmt, d, pos)
        pos += n
        return v if len(v) > 1 else v[0]

    def raw(n):
        nonlocal pos
        if pos + n > len(d):
            raise Bad(f"{path}: truncated at {pos}")
        v = d[pos:pos + n]
        pos += n
        return v

    def relocs():
        nv = take("<H")
        v = raw(4 * nv)
        nf = take("<H")
        return v, raw(4 * nf)

    def obj(off, size):
        if off + size > len(d):
            raise Bad(f"{path}: object {off}+{size} past the end")
        return d[off:off + size]

    magic, major, minor = take("<IBB")
    if magic != 0x41534943:
        raise Bad(f"{path}: not a CISA object")
    out = {"version": (major, minor), "kernels": [], "file_vars": [], "functions": []}
    for _ in range(take("<H")):
        name = raw(take("<H"))
        off, size, inoff = take("<III")
        rel = relocs()
        gens = [take("<BII")[0] for _ in range(take("<B"))]
        out["kernels"].append((name, size, inoff - off, rel, gens, obj(off, size)))
    for _ in range(take("<H")):
        linkage = take("<B")
        name = raw(take("<H"))
        props, n = take("<BH")
        attrs = []
        for _ in range(take("<B")):
            nm, sz = take("<IB")
            attrs.append((nm, raw(sz)))
        out["file_vars"].append((linkage, name, props, n, attrs))
    for _ in range(take("<H")):
        linkage = take("<B")
        name = raw(take("<H"))
        off, size = take("<II")
        rel = relocs()
        out["functions"].append((linkage, name, size, rel, obj(off, size)))
    return out


def main():
    args = sys.argv[1:]
    ignore_gen = bool(args) and args[0] == "--ignore-gen"
    if ignore_gen:
        args = args[1:]
    if len(args) != 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    try:
        a, b = parse(args[0]), parse(args[1])
    except (Bad, OSError) as e:
        print(f"cisa-cmp: {e}", file=sys.stderr)
        return 2
    if ignore_gen:
        for o in (a, b):
            o["kernels"] = [k[:4] + k[5:] for k in o["kernels"]]
    for key in ("version", "file_vars"):
        if a[key] != b[key]:
            print(f"cisa-cmp: {key} differ")
            return 1
    for key in ("kernels", "functions"):
        if len(a[key]) != len(b[key]):
            print(f"cisa-cmp: {len(a[key])} vs {len(b[key])} {key}")
            return 1
        for i, (x, y) in enumerate(zip(a[key], b[key])):
            if x != y:
                ox, oy = x[-1], y[-1]
                at = next((j for j in range(min(len(ox), len(oy))) if ox[j] != oy[j]), min(len(ox), len(oy)))
                name = x[0] if key == "kernels" else x[1]
                print(f"cisa-cmp: {key}[{i}] {name!r} differs (object byte {at})")
                return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

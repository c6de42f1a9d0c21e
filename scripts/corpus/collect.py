#!/usr/bin/env python3
"""Collect one ocloc compilation into the corpus layout.

usage: collect.py DUMPDIR ZEBIN OUTDIR SRC PLATFORM

DUMPDIR is the IGC_DumpToCustomDir of one `ocloc compile` of one source file.
IGC names its vISA dumps OCL_asm<hash>_simd<N>_entry_<NNNN>.visaasm (entry
number = kernel order in the module) or OCL_asm<hash>_simd<N>_<name>.visaasm
for IGC-made pseudo kernels such as Intel_Symbol_Table_Void_Program.  The
kernel name is taken from the `.kernel "name"` line.  Every dumped width is
kept as <kernel>_simd<N>.visaasm / .isa.  The zebin is copied as <SRC>.bin and
its .ze_info section as <SRC>.ze_info.yaml; kernels.json records, per kernel,
the dumped SIMD widths and the one the zebin actually contains.
"""
import json
import os
import re
import shutil
import struct
import sys


def elf_sections(path):
    data = open(path, "rb").read()
    assert data[:4] == b"\x7fELF" and data[4] == 2, "expected ELF64"
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    hdrs = []
    for k in range(shnum):
        name, typ, flags, addr, off, size = struct.unpack_from(
            "<IIQQQQ", data, shoff + k * shentsize)
        hdrs.append((name, off, size))
    _, stroff, strsize = hdrs[shstrndx]
    out = {}
    for name, off, size in hdrs:
        end = data.index(b"\0", stroff + name)
        out[data[stroff + name:end].decode()] = data[off:off + size]
    return out


def main():
    dump, zebin, outdir, src, platform = sys.argv[1:6]
    os.makedirs(outdir, exist_ok=True)
    pat = re.compile(r"^OCL_asm[0-9a-f]+_simd(\d+)_(.+)\.visaasm$")
    kernels = {}
    for f in sorted(os.listdir(dump)):
        m = pat.match(f)
        if not m:
            continue
        simd = int(m.group(1))
        text = open(os.path.join(dump, f), encoding="latin-1").read()
        km = re.search(r'^\.kernel "([^"]+)"', text, re.M)
        if not km:
            sys.exit(f"collect.py: no .kernel line in {f}")
        name = km.group(1)
        base = f"{name}_simd{simd}"
        ent = kernels.setdefault(name, {"kernel": name, "dumps": []})
        if any(d["file"] == base + ".visaasm" for d in ent["dumps"]):
            base = f"{base}_{m.group(2)}"   # same kernel and width dumped twice
        shutil.copyfile(os.path.join(dump, f), os.path.join(outdir, base + ".visaasm"))
        isa = os.path.join(dump, f[:-len(".visaasm")] + ".isa")
        if os.path.exists(isa):
            shutil.copyfile(isa, os.path.join(outdir, base + ".isa"))
        ent["dumps"].append({"simd": simd, "file": base + ".visaasm",
                             "igc_dump_name": re.sub(r"^OCL_asm[0-9a-f]+_", "OCL_asm<hash>_", f)})
    shutil.copyfile(zebin, os.path.join(outdir, src + ".bin"))
    secs = elf_sections(zebin)
    zeinfo = secs[".ze_info"].decode()
    open(os.path.join(outdir, src + ".ze_info.yaml"), "w").write(zeinfo)
    # Kernel SIMD widths in the zebin (.ze_info "execution_env: simd_size").
    zsimd = {}
    cur = None
    for line in zeinfo.splitlines():
        m = re.match(r"\s*-?\s*name:\s*(\S+)", line)
        if m and line.lstrip().startswith("- name:") and "kernels" not in line:
            cur = m.group(1)
        m = re.match(r"\s*simd_size:\s*(\d+)", line)
        if m and cur:
            zsimd.setdefault(cur, int(m.group(1)))
    index = []
    for name in sorted(kernels):
        ent = kernels[name]
        ent["dumps"].sort(key=lambda d: d["simd"])
        ent["zebin_simd"] = zsimd.get(name)
        ent["zebin_section"] = (".text." + name) if (".text." + name) in secs else None
        index.append(ent)
    json.dump({"source": f"src/{src}.cl", "platform": platform, "kernels": index},
              open(os.path.join(outdir, "kernels.json"), "w"), indent=1)
    open(os.path.join(outdir, "kernels.json"), "a").write("\n")


if __name__ == "__main__":
    main()

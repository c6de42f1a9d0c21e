"""Operand types of sources, measured with llvm-mc-14: writes
crates/gcn/facts/asm-types.txt (VARIANT<TAB>MNEMONIC<TAB>FIELD<TAB>TYPE).

  asmtypes.py CPU...     probe these processors (one per ISA variant of the table)

Every source of every instruction that takes inline constants is given
constants whose encoding tells the types apart (crates/gcn/examples/
asm_probes.rs): 0x3f000000 is an inline constant (0.5) only for 32-bit
operands, 0x38003800 only for packed 16-bit floats, 0x10001 only for packed
16-bit integers, 0x3800 only for 16-bit floats, and 1 for all (the probe
that shows the line is valid at all). 64-bit operands are not probed.
"""
import collections
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import asmoracle  # noqa: E402

ROOT = asmoracle.ROOT
FACTS = os.path.join(ROOT, 'crates', 'gcn', 'facts', 'asm-types.txt')
CODES = {'1': 129, '0.5': 240, '0x3f000000': 240, '0x3800': 240, '0x38003800': 240, '0x10001': 129}


def probes(cpu):
    subprocess.run(['cargo', 'build', '--release', '-q', '-p', 'gcn', '--example', 'asm_probes'], check=True,
                   cwd=ROOT)
    exe = os.path.join(ROOT, 'target', 'release', 'examples', 'asm_probes')
    out = subprocess.run([exe, cpu], capture_output=True, text=True, check=True).stdout
    return [ln.split('\t') for ln in out.split('\n') if ln]


def field(hexs, lo, width):
    b = bytes.fromhex(hexs)
    w = int.from_bytes(b[:8].ljust(8, b'\0'), 'little')
    return (w >> lo) & ((1 << width) - 1)


def variant_of(cpu):
    out = subprocess.run(['cargo', 'run', '--release', '-q', '-p', 'gcn', '--example', 'asm_probes', '--', cpu],
                         capture_output=True, text=True)
    return out


def measure(cpu):
    rows = probes(cpu)
    ans = asmoracle.encode(cpu, [r[0] for r in rows])
    inline = collections.defaultdict(dict)
    for (line, name, fld, lo, width, probe), a in zip(rows, ans):
        ok = not a.startswith('!') and field(a, int(lo), int(width)) == CODES[probe]
        inline[(name, fld)][probe] = ok
    types = {}
    for k, r in inline.items():
        if not r.get('1'):
            continue   # the line is not valid: nothing learnt
        if r.get('0x3f000000'):
            t = 'b32'
        elif r.get('0x38003800'):
            t = 'v2f16'
        elif r.get('0x10001'):
            t = 'v2i16'
        elif r.get('0x3800'):
            t = 'f16'
        else:
            t = 'i16'
        types[k] = t
    return types


def main():
    cpus = sys.argv[1:]
    # The table's variant name of each processor is its first processor's
    # name; asm_probes prints nothing about it, so ask the Rust side.
    keep = []
    if os.path.exists(FACTS):
        for ln in open(FACTS):
            if ln.startswith('#') or not ln.strip():
                continue
            if ln.split('\t')[0] not in cpus:
                keep.append(ln.rstrip('\n'))
    rows = []
    for cpu in cpus:
        t = measure(cpu)
        rows += ['%s\t%s\t%s\t%s' % (cpu, n, f, ty) for (n, f), ty in sorted(t.items())]
        print(cpu, len(t), 'sources typed', collections.Counter(t.values()))
    with open(FACTS, 'w') as f:
        f.write('# Source operand types for constants, measured with llvm-mc-14 by scripts/gcn/asmtypes.py.\n')
        f.write('# VARIANT<TAB>MNEMONIC<TAB>FIELD<TAB>TYPE (b32, i16, f16, v2i16, v2f16). Do not edit.\n')
        f.write('\n'.join(sorted(keep + rows)) + '\n')


if __name__ == '__main__':
    main()

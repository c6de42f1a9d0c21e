"""Address sizes of image instructions, measured with llvm-mc-14: writes
crates/gcn/facts/asm-vaddr.txt (VARIANT<TAB>MNEMONIC<TAB>SIZES).

  asmvaddr.py CPU...     probe these processors (one per ISA variant of the table)
  asmvaddr.py bvh-fixture CPU...  ray-tracing lines with llvm-mc-14's answers
                         (crates/gcn/tests/mimg10-bvh-asm.txt)

GFX10 processors are probed per dim and a16 (the address count follows
from them) with ranges of 1 to 16 registers and NSA lists of 2 to 13
(`[v2, v4, ...]`), written to crates/gcn/facts/asm-vaddr10.txt
(VARIANT<TAB>MNEMONIC<TAB>DIM<TAB>A16<TAB>RANGE COUNTS<TAB>NSA COUNTS).
The ray-tracing instructions (`facts/bvh10.txt`) have no dim: their rows
are dim 0, per a16 written or not.

The number of address registers of a MIMG instruction is not encoded on
GFX6 to GFX9 (the decoder cannot learn it), yet llvm-mc accepts only the
register counts the instruction has a form for: every image instruction of
crates/gcn/facts/CPU.txt is given vaddr ranges of 1 to 16 registers.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import asmoracle  # noqa: E402

ROOT = asmoracle.ROOT
FACTS = os.path.join(ROOT, 'crates', 'gcn', 'facts', 'asm-vaddr.txt')
FACTS10 = os.path.join(ROOT, 'crates', 'gcn', 'facts', 'asm-vaddr10.txt')
SIZES = list(range(1, 17))
NSA_SIZES = list(range(2, 14))
DIMS = ['1D', '2D', '3D', 'CUBE', '1D_ARRAY', '2D_ARRAY', '2D_MSAA', '2D_MSAA_ARRAY']


def regs(n):
    return 'v0' if n == 1 else 'v[0:%d]' % (n - 1)


def mnemonics(cpu):
    names = set()
    for ln in open(os.path.join(ROOT, 'crates', 'gcn', 'facts', cpu + '.txt')):
        p = ln.split('\t')
        if len(p) > 4 and p[0] == 'inst' and p[1] == 'MIMG':
            names.add(p[4])
    return sorted(names)


def line(name, n):
    # vdata large enough for any dmask/tfe/d16 combination the default takes.
    sampler = 'sample' in name or 'gather' in name or 'get_lod' in name
    ops = ['v[16:19]', regs(n), 's[20:27]'] + (['s[28:31]'] if sampler else [])
    mods = ' dmask:0x1' if 'atomic' not in name else ''
    if 'atomic' in name:
        ops[0] = 'v[16:17]' if 'cmpswap' in name or '_x2' in name else 'v16'
        if 'cmpswap' in name and '_x2' in name:
            ops[0] = 'v[16:19]'
        mods = ' dmask:0x1' if not ('cmpswap' in name or '_x2' in name) else (' dmask:0x3' if not ('cmpswap' in name and '_x2' in name) else ' dmask:0xf')
    elif 'gather4' in name:
        ops[0] = 'v[16:19]'   # gather4 always returns four components
    else:
        ops[0] = 'v16'
    return '%s %s%s' % (name, ', '.join(ops), mods)


def nsa_list(n):
    # Not consecutive, so never one range.
    return '[%s]' % ', '.join('v%d' % (2 + 2 * k) for k in range(n))


def bvh_names(cpu):
    """The ray-tracing instructions of a GFX10 processor (facts/bvh10.txt,
    measured by `mimg10.py bvh`; the table adds them to the variant's own
    facts)."""
    path = os.path.join(ROOT, 'crates', 'gcn', 'facts', 'bvh10.txt')
    return sorted({ln.split('\t')[1] for ln in open(path) if ln.split('\t')[0] == cpu})


def measure10(cpu):
    names = mnemonics(cpu)
    lines = []
    keys = []
    # Ray-tracing instructions: no dim, dmask or other modifier but a16, a
    # 128-bit resource and four data registers (written as dim 0).
    for n in bvh_names(cpu):
        for a16 in (0, 1):
            tail = ' a16' if a16 else ''
            for k in SIZES:
                lines.append('%s v[16:19], %s, s[20:23]%s' % (n, regs(k), tail))
                keys.append((n, 0, a16, 'r', k))
            for k in NSA_SIZES:
                lines.append('%s v[16:19], %s, s[20:23]%s' % (n, nsa_list(k), tail))
                keys.append((n, 0, a16, 'n', k))
    for n in names:
        for dim in range(8):
            for a16 in (0, 1):
                tail = ' dim:SQ_RSRC_IMG_%s%s' % (DIMS[dim], ' a16' if a16 else '')
                for k in SIZES:
                    lines.append(line(n, k) + tail)
                    keys.append((n, dim, a16, 'r', k))
                for k in NSA_SIZES:
                    lines.append(line(n, k).replace(regs(k), nsa_list(k), 1) + tail)
                    keys.append((n, dim, a16, 'n', k))
    ans = asmoracle.encode(cpu, lines)
    out = {}
    for key, a in zip(keys, ans):
        n, dim, a16, kind, k = key
        e = out.setdefault((n, dim, a16), ([], []))
        if not a.startswith('!'):
            e[0 if kind == 'r' else 1].append(k)
    return ['%s\t%s\t%d\t%d\t%s\t%s' % (cpu, n, dim, a16, ','.join(map(str, r)) or '-', ','.join(map(str, ns)) or '-')
            for (n, dim, a16), (r, ns) in sorted(out.items())]


def main10(cpus):
    keep = []
    if os.path.exists(FACTS10):
        for ln in open(FACTS10):
            if ln.startswith('#') or not ln.strip():
                continue
            if ln.split('\t')[0] not in cpus:
                keep.append(ln.rstrip('\n'))
    rows = []
    for cpu in cpus:
        r = measure10(cpu)
        print(cpu, len(r), 'image instruction forms')
        rows += r
    with open(FACTS10, 'w') as f:
        f.write('# GFX10 image address counts llvm-mc-14 accepts, measured by scripts/gcn/asmvaddr.py.\n')
        f.write('# VARIANT<TAB>MNEMONIC<TAB>DIM<TAB>A16<TAB>RANGE COUNTS<TAB>NSA COUNTS (- none). Do not edit.\n')
        f.write('\n'.join(sorted(keep + rows)) + '\n')


def measure(cpu):
    names = mnemonics(cpu)
    lines = [line(n, k) for n in names for k in SIZES]
    ans = asmoracle.encode(cpu, lines)
    out = {}
    for i, n in enumerate(names):
        ok = [k for j, k in enumerate(SIZES) if not ans[i * len(SIZES) + j].startswith('!')]
        out[n] = ok
    return out


def bvh_lines(seed=11):
    """Assembler lines of the ray-tracing instructions: every range and NSA
    list size with and without a16, operands near the register ends, other
    register files and sizes, every image modifier (llvm-mc-14 takes none but
    a16), then random registers."""
    import random
    rnd = random.Random(seed)
    out = []
    for n in ('image_bvh_intersect_ray', 'image_bvh64_intersect_ray'):
        for tail in ('', ' a16'):
            for k in SIZES + [17]:
                out.append('%s v[16:19], %s, s[20:23]%s' % (n, regs(k), tail))
            for k in NSA_SIZES:
                out.append('%s v[16:19], %s, s[20:23]%s' % (n, nsa_list(k), tail))
            for k in (8, 9, 11, 12):
                # Consecutive registers as a list: still the NSA form.
                out.append('%s v[16:19], [%s], s[20:23]%s' % (n, ', '.join('v%d' % (40 + i) for i in range(k)),
                                                              tail))
            for a in ('v[248:255]', 'v[240:255]', 'v[241:256]', 'v[249:256]'):
                out.append('%s v[16:19], %s, s[20:23]%s' % (n, a, tail))
            for d in ('v[252:255]', 'v[253:256]', 'v16', 'v[16:18]', 'v[16:20]', 'a[16:19]', 's[16:19]'):
                out.append('%s %s, v[0:15], s[20:23]%s' % (n, d, tail))
            for r in ('s[0:3]', 's[100:103]', 'ttmp[4:7]', 'ttmp[12:15]', 's[20:27]', 's[21:24]', 's[104:107]',
                      'v[20:23]', 'vcc'):
                out.append('%s v[16:19], v[0:15], %s%s' % (n, r, tail))
        for m in ('dmask:0xf', 'dmask:0x1', 'dim:1D', 'dim:SQ_RSRC_IMG_1D', 'unorm', 'r128', 'glc', 'slc', 'dlc',
                  'tfe', 'lwe', 'd16', 'da', 'a16 a16', 'a16 glc'):
            # (Not `noa16`: llvm-mc-14 reads it as the a16 form's operand,
            # xvisa takes no `no` spelling of any bit.)
            out.append('%s v[16:19], v[0:15], s[20:23] %s' % (n, m))
        out.append('%s v[16:19], v[0:15], s[20:23], s[24:27]' % n)
        out.append('%s v[16:19], v[0:15]' % n)
        for _ in range(100):
            a16 = rnd.randrange(2)
            nsa = rnd.randrange(2)
            k = [[16, 8], [16, 16]][n.startswith('image_bvh64')][a16] if not nsa else \
                [[11, 8], [12, 9]][n.startswith('image_bvh64')][a16]
            if nsa:
                a = '[%s]' % ', '.join('v%d' % rnd.randrange(256) for _ in range(k))
            else:
                b = rnd.randrange(256 - k + 2)
                a = 'v[%d:%d]' % (b, b + k - 1)
            d = rnd.randrange(254)
            r = rnd.choice(['s[%d:%d]' % (4 * i, 4 * i + 3) for i in range(26)] +
                           ['ttmp[%d:%d]' % (4 * i, 4 * i + 3) for i in range(4)])
            out.append('%s v[%d:%d], %s, %s%s' % (n, d, d + 3, a, r, ' a16' if a16 else ''))
    return out


def bvh_fixture(cpus):
    """crates/gcn/tests/mimg10-bvh-asm.txt: `bvh_lines` with llvm-mc-14
    -show-encoding's answers per processor (CPU<TAB>LINE<TAB>HEX or
    CPU<TAB>LINE<TAB>!<TAB>message)."""
    lines = bvh_lines()
    rows = []
    for cpu in cpus:
        ans = asmoracle.encode(cpu, lines)
        rows += ['%s\t%s\t%s' % (cpu, ln, a) for ln, a in zip(lines, ans)]
        print(cpu, sum(1 for a in ans if not a.startswith('!')), 'of', len(lines), 'accepted')
    path = os.path.join(ROOT, 'crates', 'gcn', 'tests', 'mimg10-bvh-asm.txt')
    with open(path, 'w') as f:
        f.write('# Ray-tracing image lines with llvm-mc-14 -show-encoding\'s answers '
                '(scripts/gcn/asmvaddr.py bvh-fixture %s)\n' % ' '.join(cpus))
        f.write('\n'.join(rows) + '\n')


def main():
    if sys.argv[1:2] == ['bvh-fixture']:
        bvh_fixture(sys.argv[2:])
        return
    cpus = [c for c in sys.argv[1:] if not c.startswith('gfx10')]
    if len(cpus) < len(sys.argv[1:]):
        main10([c for c in sys.argv[1:] if c.startswith('gfx10')])
    if not cpus:
        return
    keep = []
    if os.path.exists(FACTS):
        for ln in open(FACTS):
            if ln.startswith('#') or not ln.strip():
                continue
            if ln.split('\t')[0] not in cpus:
                keep.append(ln.rstrip('\n'))
    rows = []
    for cpu in cpus:
        m = measure(cpu)
        none = [n for n, s in m.items() if not s]
        rows += ['%s\t%s\t%s' % (cpu, n, ','.join(map(str, s))) for n, s in sorted(m.items()) if s]
        print(cpu, len(m), 'image instructions;', len(none), 'never accepted:', ' '.join(none[:10]))
    with open(FACTS, 'w') as f:
        f.write('# Address register counts of image instructions, measured with llvm-mc-14 by scripts/gcn/asmvaddr.py.\n')
        f.write('# VARIANT<TAB>MNEMONIC<TAB>COUNTS. Do not edit.\n')
        f.write('\n'.join(sorted(keep + rows)) + '\n')


if __name__ == '__main__':
    main()

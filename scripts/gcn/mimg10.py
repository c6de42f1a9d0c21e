"""Address and data register counts of GFX10 image instructions, measured
with LLVM 14's disassembler: writes crates/gcn/facts/mimg10.txt.

  mimg10.py CPU...     probe these processors (one per GFX10 ISA variant)
  mimg10.py bvh CPU... the ray-tracing instructions (facts/bvh10.txt)
  mimg10.py bvh-fixture CPU...  records around them with LLVM's answers
                       (crates/gcn/tests/mimg10-bvh.txt)

On GFX10 the number of address registers of an image instruction follows
from its opcode, `dim` and `a16` (and the data registers from dmask, d16
and tfe), and LLVM 14 prints the instruction as the variant of that size
when the variant exists, else as the opcode's own decodable variant
(sizes unchanged). NSA forms (bits 1-2: extra address dwords) hold one
address register per byte; each NSA size decodes as a variant of its own
address count N, printed with fewer addresses when the computed count is
at most N and has a variant. Per instruction, the facts are:

  VARIANT MNEMONIC OWN NSA ADDR NSAADDR

OWN: the address count of the opcode's own non-NSA variant; NSA: N for
nsa = 1, 2, 3 (0: that NSA size is invalid); ADDR and NSAADDR: per
(dim, a16) (index 2*dim + a16) the address count LLVM prints when a
variant of the data size exists (non-NSA and NSA forms), 0 when the
opcode has no variant of that address count (the sizes stay unchanged).
Measured by forcing the fallback (a data range past v255) and by a data
size other than the opcode's own (the printed data size shows whether a
variant was found).
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracle  # noqa: E402

ROOT = oracle.ROOT
FACTS = os.path.join(ROOT, 'crates', 'gcn', 'facts', 'mimg10.txt')
# NSA address bytes: v100, v101, ... (distinct from the probes' other registers).
NSA_WORDS = [0x67666564, 0x6b6a6968, 0x6f6e6d6c]


def instructions(cpu):
    """(opcode, mnemonic, own data size, data size mask, is gather) of the
    variant's MIMG instructions."""
    out = []
    for ln in open(os.path.join(ROOT, 'crates', 'gcn', 'facts', cpu + '.txt')):
        p = ln.rstrip('\n').split('\t')
        if len(p) > 5 and p[0] == 'inst' and p[1] == 'MIMG':
            m = re.search(r'"aux:(\d+)"', p[5])
            aux = int(m.group(1)) if m else 0
            out.append((int(p[2]), p[4], aux >> 8 & 0xf, aux & 0xff, p[4].startswith('image_gather4')))
    return out


def w0(op, nsa=0, dim=0, dmask=1, tfe=0):
    return (0x3c << 26) | ((op & 0x7f) << 18) | (op >> 7) | (nsa << 1) | (dim << 3) | (dmask << 8) | (tfe << 16)


def w1(vaddr=0, vdata=0, a16=0):
    return vaddr | (vdata << 8) | (a16 << 30)


def data_size(dmask, tfe, gather):
    return (4 if gather else max(bin(dmask).count('1'), 1)) + tfe


def alt_form(own, mask, gather):
    """A (dmask, tfe) whose data size has a variant and is above the own size."""
    for tfe in (0, 1):
        for dmask in (1, 3, 7, 15):
            n = data_size(dmask, tfe, gather)
            if n > own and mask >> n & 1:
                return dmask, tfe, n
    return None


def counts(text):
    """(data registers, address registers, NSA?) of a printed instruction."""
    ops = text.split(' ', 1)[1]
    m = re.match(r'(v\d+|v\[(\d+):(\d+)\]), (\[[^\]]*\]|v\d+|v\[(\d+):(\d+)\])', ops)
    if not m:
        raise ValueError(text)

    def n(tok, a, b):
        return int(b) - int(a) + 1 if a is not None else 1
    d = n(m.group(1), m.group(2), m.group(3))
    if m.group(4).startswith('['):
        return d, m.group(4).count(',') + 1, True
    return d, n(m.group(4), m.group(5), m.group(6)), False


def measure(cpu):
    insts = instructions(cpu)
    recs, keys = [], []
    for op, mn, own, mask, gather in insts:
        alt = alt_form(own, mask, gather)
        if alt is None:
            raise SystemExit('%s %s: no data size above its own' % (cpu, mn))
        dm, tfe, _ = alt
        fall = 256 - own   # own data fits, the alternative does not
        recs.append((w0(op, dmask=dm, tfe=tfe), w1(vdata=fall)))
        keys.append((op, 'own'))
        for k in (1, 2, 3):
            recs.append((w0(op, nsa=k, dmask=dm, tfe=tfe), w1(vdata=fall)))
            keys.append((op, 'nsa', k))
        for dim in range(8):
            for a16 in (0, 1):
                recs.append((w0(op, dim=dim, dmask=dm, tfe=tfe), w1(a16=a16)))
                keys.append((op, 'addr', 2 * dim + a16))
                for k in (1, 2, 3):
                    recs.append((w0(op, nsa=k, dim=dim, dmask=dm, tfe=tfe), w1(a16=a16)))
                    keys.append((op, 'nsaaddr', 2 * dim + a16, k))
    res = oracle.disassemble(cpu, [oracle.words(a, b, *NSA_WORDS) for a, b in recs], 20)
    got = {}
    for key, (n, t) in zip(keys, res):
        got[key] = counts(t) if n else None
    rows = []
    for op, mn, own, mask, gather in insts:
        alt = alt_form(own, mask, gather)[2]
        own_a = got[(op, 'own')][1]
        nsa = [got[(op, 'nsa', k)][1] if got[(op, 'nsa', k)] else 0 for k in (1, 2, 3)]
        addr = []
        nsaaddr = []
        for i in range(16):
            g = got[(op, 'addr', i)]
            addr.append(g[1] if g and g[0] == alt else 0)
            # The largest NSA size shows every address count up to its N.
            a = 0
            for k in (3, 2, 1):
                g = got[(op, 'nsaaddr', i, k)]
                if g and g[0] == alt:
                    a = g[1]
                    break
            nsaaddr.append(a)
        rows.append('%s\t%s\t%d\t%s\t%s\t%s' % (cpu, mn, own_a, ','.join(map(str, nsa)),
                                                ','.join(map(str, addr)), ','.join(map(str, nsaaddr))))
    return rows


# Ray-tracing instructions (`image_bvh_intersect_ray`,
# `image_bvh64_intersect_ray`): `explore.py`'s base search (all fields zero,
# one field at a time changed) never finds them, since LLVM 14 decodes them
# only with dmask 0xf, unorm and r128 set together. `mimg10.py bvh CPU...`
# searches every MIMG opcode the variant's table lacks with those three set
# and measures, per instruction found, the values each other field must have
# (fields any value of which decodes are left out), the address range per a16 (the highest
# first register that still decodes) and the NSA address count per (nsa,
# a16), and writes crates/gcn/facts/bvh10.txt (not yet read by the
# generator: the table does not have these instructions).
BVH_FACTS = os.path.join(ROOT, 'crates', 'gcn', 'facts', 'bvh10.txt')
# Single fields of the two words other than opcode, vaddr and vdata:
# (name, word, lo, width).
# Names as in layouts.py's GFX10 MIMG family (bit 14, `da` before GFX10,
# is `w0_14` there; `w0_6` and `w1_58` are unnamed bits).
BVH_FIELDS = [('nsa', 0, 1, 2), ('dim', 0, 3, 3), ('w0_6', 0, 6, 1), ('dlc', 0, 7, 1), ('dmask', 0, 8, 4),
              ('unorm', 0, 12, 1), ('glc', 0, 13, 1), ('w0_14', 0, 14, 1), ('r128', 0, 15, 1),
              ('tfe', 0, 16, 1), ('lwe', 0, 17, 1), ('slc', 0, 25, 1), ('srsrc', 1, 16, 5),
              ('ssamp', 1, 21, 5), ('w1_58', 1, 26, 4), ('a16', 1, 30, 1), ('d16', 1, 31, 1)]


def bvh_words(op, fields, vaddr=9, vdata=4):
    w = [w0(op) | 0xf << 8 | 1 << 12 | 1 << 15, w1(vaddr=vaddr, vdata=vdata) | 1 << 16]
    for name, x in fields.items():
        _, k, lo, wd = next(f for f in BVH_FIELDS if f[0] == name)
        w[k] = w[k] & ~(((1 << wd) - 1) << lo) | x << lo
    return w


def bvh_measure(cpu):
    have = {op for op, *_ in instructions(cpu)}
    ops = [op for op in range(256) if op not in have]
    res = oracle.disassemble(cpu, [oracle.words(*bvh_words(op, {}), *NSA_WORDS) for op in ops], 20)
    found = [(op, t.split(' ')[0]) for op, (n, t) in zip(ops, res) if n]
    rows = []
    for op, mn in found:
        recs, keys = [], []
        for name, k, lo, wd in BVH_FIELDS:
            if name == 'nsa':
                continue
            for x in range(1 << wd):
                recs.append(bvh_words(op, {name: x}))
                keys.append((name, x))
        for a16 in (0, 1):
            for va in range(256):
                recs.append(bvh_words(op, {'a16': a16}, vaddr=va))
                keys.append(('vaddr', a16, va))
            for nsa in (1, 2, 3):
                recs.append(bvh_words(op, {'a16': a16, 'nsa': nsa}))
                keys.append(('nsaaddr', a16, nsa))
        for vd in range(256):
            recs.append(bvh_words(op, {}, vdata=vd))
            keys.append(('vdata', vd))
        res = oracle.disassemble(cpu, [oracle.words(*w, *NSA_WORDS) for w in recs], 20)
        got = dict(zip(keys, res))
        fixed = []
        for name, k, lo, wd in BVH_FIELDS:
            if name == 'nsa':
                continue
            ok = [x for x in range(1 << wd) if got[(name, x)][0]]
            if len(ok) < 1 << wd:
                fixed.append('%s@%d:%d:%d=%s' % (name, k, lo, wd, '|'.join(map(str, ok))))
        addr = []
        for a16 in (0, 1):
            last = max(va for va in range(256) if got[('vaddr', a16, va)][0])
            addr.append(str(256 - last))
        nsa = []
        for a16 in (0, 1):
            for k in (1, 2, 3):
                n, t = got[('nsaaddr', a16, k)]
                nsa.append(str(counts(t)[1] if n else 0))
        last = max(vd for vd in range(256) if got[('vdata', vd)][0])
        rows.append('%s\t%s\t%d\t%s\t%s\t%s\t%d' % (cpu, mn, op, ' '.join(fixed), ','.join(addr),
                                                 ','.join(nsa), 256 - last))
    return rows


def bvh_main(cpus):
    keep = []
    if os.path.exists(BVH_FACTS):
        keep = [ln.rstrip('\n') for ln in open(BVH_FACTS)
                if not ln.startswith('#') and ln.strip() and ln.split('\t')[0] not in cpus]
    rows = []
    for cpu in cpus:
        r = bvh_measure(cpu)
        print(cpu, len(r), 'ray-tracing instructions')
        rows += r
    with open(BVH_FACTS, 'w') as f:
        f.write('# GFX10 ray-tracing image instructions, measured with LLVM 14 by '
                '`scripts/gcn/mimg10.py bvh CPU...`.\n')
        f.write('# VARIANT<TAB>MNEMONIC<TAB>OPCODE<TAB>FIELD@WORD:LO:WIDTH=VALUES (constrained fields)<TAB>ADDR RANGE(a16=0,1)'
                '<TAB>NSA ADDR(a16=0: nsa 1,2,3; a16=1: nsa 1,2,3; 0 invalid)<TAB>DATA. Do not edit.\n')
        f.write('\n'.join(sorted(keep + rows)) + '\n')


def bvh_record(rnd, op):
    """A 20-byte record near the valid words of ray-tracing opcode `op`:
    the required fields set, random a16, NSA size, resource, free bits and
    registers (often near v255), sometimes one or two other bits flipped
    (not the opcode or the family)."""
    a16 = rnd.randrange(2)
    w = bvh_words(op, {'a16': a16, 'nsa': rnd.choice((0, 0, 2, 3)),
                       'srsrc': rnd.randrange(32), 'w0_14': rnd.randrange(2)},
                  vaddr=rnd.choice((rnd.randrange(256), rnd.randrange(236, 256))),
                  vdata=rnd.choice((rnd.randrange(256), rnd.randrange(248, 256))))
    w[1] |= rnd.randrange(16) << 26
    for _ in range(rnd.choice((0, 0, 1, 2))):
        b = rnd.randrange(64)
        if b < 32 and 18 <= b <= 31:
            continue    # keep the opcode and the family
        w[b // 32] ^= 1 << (b % 32)
    return oracle.words(*w, *[rnd.getrandbits(32) for _ in range(3)])


def bvh_fixture(cpus, n=200, seed=11):
    """Records around the ray-tracing instructions' valid words (random
    fields, bits flipped, NSA sizes, register ranges near v255) with
    LLVM 14's answers: crates/gcn/tests/mimg10-bvh.txt."""
    import random
    rnd = random.Random(seed)
    lines = []
    for cpu in cpus:
        recs = [bvh_record(rnd, op) for op in (230, 231) for _ in range(n)]
        res = oracle.disassemble(cpu, recs, 20)
        for r, (k, t) in zip(recs, res):
            lines.append('%s\t%s\t%d\t%s' % (cpu, r.hex(), k, t))
        print(cpu, sum(1 for k, _ in res if k), 'of', len(res), 'valid')
    path = os.path.join(ROOT, 'crates', 'gcn', 'tests', 'mimg10-bvh.txt')
    with open(path, 'w') as f:
        f.write('# Ray-tracing image records and llvm-mc-14 --disassemble\'s answers '
                '(scripts/gcn/mimg10.py bvh-fixture %s)\n' % ' '.join(cpus))
        f.write('\n'.join(lines) + '\n')


def main():
    if sys.argv[1:2] == ['bvh']:
        bvh_main(sys.argv[2:])
        return
    if sys.argv[1:2] == ['bvh-fixture']:
        bvh_fixture(sys.argv[2:])
        return
    cpus = sys.argv[1:]
    keep = []
    if os.path.exists(FACTS):
        for ln in open(FACTS):
            if ln.startswith('#') or not ln.strip():
                continue
            if ln.split('\t')[0] not in cpus:
                keep.append(ln.rstrip('\n'))
    rows = []
    for cpu in cpus:
        r = measure(cpu)
        print(cpu, len(r), 'image instructions')
        rows += r
    with open(FACTS, 'w') as f:
        f.write('# GFX10 image address counts, measured with LLVM 14 by scripts/gcn/mimg10.py.\n')
        f.write('# VARIANT<TAB>MNEMONIC<TAB>OWN<TAB>NSA N(1,2,3)<TAB>ADDR(2*dim+a16)<TAB>NSAADDR(2*dim+a16). '
                'Do not edit.\n')
        f.write('\n'.join(sorted(keep + rows)) + '\n')


if __name__ == '__main__':
    main()

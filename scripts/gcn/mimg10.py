"""Address and data register counts of GFX10 image instructions, measured
with LLVM 14's disassembler: writes crates/gcn/facts/mimg10.txt.

  mimg10.py CPU...     probe these processors (one per GFX10 ISA variant)

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


def main():
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

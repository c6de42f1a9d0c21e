"""A decoding oracle for GFX6/GFX7, built on LLVM 14's assembler.

No LLVM release disassembles GFX6 or GFX7, so the answer for a record is
found the other way round: its fields are moved to the GFX8 encoding of the
same instruction (the opcode maps of crates/gcn/facts/si-probe.txt, which
come from llvm-mc-14), LLVM 14 disassembles that for gfx803 (llvm-dis.c),
the text gets the GFX6/GFX7 names of the few operands that differ, and
llvm-mc-14 assembles it for the GFX6/GFX7 processor. The record is valid
exactly when that gives back the record's bytes; the answer is then the
text llvm-mc-14 prints for it (its canonical form) and the length of its
encoding. So every valid answer is checked by LLVM 14 itself; a record
whose only texts have no GFX8 counterpart (instructions gfx803 lacks, SGPR
ranges beyond s101) comes out invalid.

`disassemble(cpu, records, size)` has the interface of oracle.disassemble.
"""
import os
import re
import subprocess
import tempfile

import layouts
import oracle

FACTS = os.path.join(oracle.ROOT, 'crates', 'gcn', 'facts')
VI_CPU = 'gfx803'
SI_FAMS = {f.name: f for f in layouts.SI}
VI_FAMS = {f.name: f for f in layouts.VI}

_maps = {}


def _map(cpu):
    """(SI family, SI opcode) -> [(VI family, VI opcode)] for `cpu`."""
    if cpu in _maps:
        return _maps[cpu]
    vi = {}
    for ln in open(os.path.join(FACTS, 'gfx801.txt')):
        p = ln.rstrip('\n').split('\t')
        if p[0] == 'inst' and p[3] == '-' and '_' not in p[1]:
            vi.setdefault(p[4], (p[1], int(p[2])))
    col = {'gfx601': 2, 'gfx700': 4}[canon(cpu)]
    m = {}
    for ln in open(os.path.join(FACTS, 'si-probe.txt')):
        p = ln.rstrip('\n').split('\t')
        if p[0] == 'tmpl':
            si_mn, vi_mn = p[1], p[2]
            p = p[:1] + p[3:]
        elif p[0] == 'inst':
            si_mn = vi_mn = p[1]
            p = p[:1] + p[2:]
        else:
            continue
        if p[col - 1] == '-' or vi_mn not in vi:
            continue
        fam, op = p[col - 1].split(' ')
        # Aliases (`image_sample_cd_g16` assembles as `image_sample_cd`):
        # the plain name first.
        m.setdefault((fam, int(op)), []).append((len(si_mn), si_mn, vi[vi_mn] + (vi_mn, si_mn)))
    _maps[cpu] = {k: [x[2] for x in sorted(v)] for k, v in m.items()}
    return _maps[cpu]


def canon(cpu):
    return 'gfx601' if oracle.generation(cpu) == 6 else 'gfx700'


def si_family(w0):
    for f in layouts.SI:
        if all((w0 >> lo) & ((1 << wd) - 1) == val for lo, wd, val in f.ident):
            op = 0
            shift = 0
            for lo, wd in f.opcode:
                op |= ((w0 >> lo) & ((1 << wd) - 1)) << shift
                shift += wd
            if op < f.nops:
                return f, op
            # Beyond nops the bits belong to another family (SOP2 op 0x60+
            # is SOPK, VOP2 op 62/63 are VOPC/VOP1).
    return None, None


def get(v, fam, name):
    _, lo, wd = fam.field(name)
    return (v >> lo) & ((1 << wd) - 1)


def put(v, fam, name, x):
    _, lo, wd = fam.field(name)
    return (v & ~(((1 << wd) - 1) << lo)) | ((x & ((1 << wd) - 1)) << lo)


# SI field -> VI field of the same meaning (by family); fields not listed
# keep their name. A field with no VI counterpart (None) must be zero.
RENAME = {
    'SMRD': {'sdst': 'sdata', 'offset': 'offset'},
    'VOP3': {'w0_12': None},
    'DS': {'w0_16': None},
    'MUBUF': {'addr64': None, 'bit17': None},
    'MTBUF': {'addr64': None},
    'MIMG': {'w0_0': None, 'w1_58': None},
    'FLAT': {'w0_0': None, 'w1_48': None, 'tfe': 'nv'},
}


def translate(cpu, rec):
    """The gfx803 records (with how to fix their text) for a GFX6/GFX7
    record: a list of (vi_record_bytes, fix) or []."""
    words = [int.from_bytes(rec[i:i + 4], 'little') for i in range(0, len(rec), 4)]
    sf, op = si_family(words[0])
    if sf is None or (sf.name == 'FLAT' and oracle.generation(cpu) < 7):
        return []
    cands = _map(cpu).get((sf.name, op), [])
    v = words[0] | (words[1] << 32)
    out = []
    for vfam_name, vop, vi_mn, si_mn in cands:
        vf = VI_FAMS[vfam_name]
        w = vf.base(vop)
        fix = {'rename': (vi_mn, si_mn)} if vi_mn != si_mn else {}
        if vf.name in ('VOP2', 'VOP1', 'VOPC', 'SOP2', 'SOPK', 'SOP1', 'SOPC', 'SOPP'):
            # Same layout: everything but the opcode.
            opmask = 0
            for lo, wd in sf.opcode:
                opmask |= ((1 << wd) - 1) << lo
            w |= words[0] & ~opmask & ~_identmask(sf)
            trail = words[1:]
        else:
            ok = True
            ren = RENAME.get(sf.name, {})
            for name, lo, wd in sf.fields:
                x = (v >> lo) & ((1 << wd) - 1)
                to = ren.get(name, name)
                if name == 'addr64':
                    fix['addr64'] = x
                    continue
                if to is None or not any(f[0] == to for f in vf.fields):
                    if x:
                        ok = False
                    continue
                w = put(w, vf, to, x)
            if not ok:
                continue
            if sf.name == 'SMRD':
                w = put(w, vf, 'imm', get(v, sf, 'imm'))
                if oracle.generation(cpu) == 7 and get(v, sf, 'imm') == 0 and get(v, sf, 'offset') == 0xff:
                    # GFX7 literal offset: the next word.
                    w = put(put(w, vf, 'imm', 1), vf, 'offset', 0)
                    fix['literal'] = words[1]
            if fix.get('addr64'):
                fix['vaddr'] = get(v, sf, 'vaddr')
            trail = words[sf.words:]
        vw = [w & 0xffffffff, (w >> 32) & 0xffffffff][:vf.words] + trail
        vw = (vw + [0, 0, 0])[:3]
        out.append((oracle.words(*vw), fix))
    return out


def _identmask(f):
    m = 0
    for lo, wd, _ in f.ident:
        m |= ((1 << wd) - 1) << lo
    return m


NAMES = {
    6: {'flat_scratch_lo': 's102', 'flat_scratch_hi': 's103', 'flat_scratch': 's[102:103]'},
    7: {'flat_scratch_lo': 's102', 'flat_scratch_hi': 's103', 'flat_scratch': 's[102:103]',
        'xnack_mask_lo': 'flat_scratch_lo', 'xnack_mask_hi': 'flat_scratch_hi', 'xnack_mask': 'flat_scratch'},
}
NAME_RE = re.compile(r'\b(flat_scratch_lo|flat_scratch_hi|flat_scratch|xnack_mask_lo|xnack_mask_hi|xnack_mask)\b')


def fix_text(cpu, t, fix):
    names = NAMES[oracle.generation(cpu)]
    if 'rename' in fix:
        vi_mn, si_mn = fix['rename']
        if not t.startswith(vi_mn):
            return None
        t = si_mn + t[len(vi_mn):]
    t = NAME_RE.sub(lambda m: names.get(m.group(1), m.group(1)), t)
    if 'literal' in fix:
        head, sep, _ = t.rpartition(', ')
        if not sep:
            return None
        t = head + ', 0x%x' % fix['literal']
    if fix.get('addr64'):
        mn, _, rest = t.partition(' ')
        ops = rest.split(', ')
        if len(ops) < 2:
            return None
        # The address operand: the second (after vdata), or the first of
        # an instruction without data.
        k = 1
        a = fix['vaddr']
        ops[k] = 'v[%d:%d]' % (a, a + 1)
        t = mn + ' ' + ', '.join(ops) + ' addr64'
    return t


ENC = re.compile(r'^\s*(.*?)\s*; encoding: \[([^\]]*)\]')
ERR = re.compile(r'^[^:]*:(\d+):(\d+): error: ')


def assemble(cpu, lines):
    """(hex, canonical text) or None per line, with llvm-mc-14."""
    out = []
    for i in range(0, len(lines), 50000):
        out += _assemble(cpu, lines[i:i + 50000])
    return out


def _assemble(cpu, lines):
    os.makedirs(oracle.TARGET, exist_ok=True)
    with tempfile.NamedTemporaryFile('w', dir=oracle.TARGET, suffix='.s', delete=False) as f:
        f.write('\n'.join(lines) + '\n')
        name = f.name
    try:
        p = subprocess.run(['llvm-mc-14', '-arch=amdgcn', '-mcpu=' + cpu, '-show-encoding', name],
                           capture_output=True, text=True)
    finally:
        os.unlink(name)
    bad = set()
    for ln in p.stderr.split('\n'):
        m = ERR.match(ln)
        if m:
            bad.add(int(m.group(1)))
    encs = []
    for ln in p.stdout.split('\n'):
        m = ENC.match(ln)
        if m:
            b = m.group(2)
            encs.append((''.join('%02x' % int(x, 16) for x in b.split(',') if x), m.group(1)))
    res = []
    k = 0
    for i in range(1, len(lines) + 1):
        if i in bad or not lines[i - 1].strip():
            res.append(None)
        else:
            res.append(encs[k])
            k += 1
    assert k == len(encs), (k, len(encs))
    return res


def disassemble(cpu, records, size):
    records = [(r + b'\0' * size)[:size] for r in records]
    trans = [translate(cpu, r) for r in records]
    vi_recs = []
    where = []
    for i, ts in enumerate(trans):
        for vr, fix in ts:
            where.append((i, fix))
            vi_recs.append(vr)
    res = [(0, '')] * len(records)
    if not vi_recs:
        return res
    dis = oracle.disassemble(VI_CPU, vi_recs, 12)
    lines = []
    owners = []
    for (i, fix), (n, t) in zip(where, dis):
        if not n:
            continue
        t = fix_text(cpu, t, fix)
        if t is None:
            continue
        lines.append(t)
        owners.append(i)
    for i, a in zip(owners, assemble(cpu, lines) if lines else []):
        if a is None or res[i][0]:
            continue
        hexs, text = a
        n = len(hexs) // 2
        if records[i][:n].hex() == hexs:
            res[i] = (n, text)
        elif literal_twin(records[i], bytes.fromhex(hexs)):
            # LLVM prints a literal equal to an inline constant as that
            # constant (as it does on GFX8+), which re-assembles to the
            # inline form: the record is that text with its literal.
            res[i] = (n + 4, text)
    return res


def literal_twin(rec, enc):
    """Is `rec` the literal form of the one-word encoding `enc`: a source
    field (bits 0-8 or 8-15 of the first word; SMRD offset and imm) holds
    the literal selector 0xff where `enc` has an inline constant (or, for a
    GFX7 SMRD literal offset, the offset itself)?"""
    if len(enc) != 4 or len(rec) < 8:
        return False
    a = int.from_bytes(rec[:4], 'little')
    b = int.from_bytes(enc, 'little')
    d = a ^ b
    if d & ~0x1ff == 0 and a & 0xff == 0xff:
        return True
    return d & ~0xff00 == 0 and (a >> 8) & 0xff == 0xff


def disassemble_file(cpu, path, size, chunk=200000):
    with open(path, 'rb') as f:
        while True:
            data = f.read(size * chunk)
            if not data:
                break
            recs = [data[i:i + size] for i in range(0, len(data), size)]
            for n, t in disassemble(cpu, recs, size):
                yield '%d\t%s' % (n, t) if n else '0\t'

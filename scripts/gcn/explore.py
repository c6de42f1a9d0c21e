"""Field sweeps: for every opcode of every family, find a valid base
encoding, then sweep each field and record what LLVM prints.

Writes target/gcn/obs/<cpu>.json: {family: {opcode: {'base': [words],
'text': ..., 'len': n, 'fields': {name: [[value, len, text], ...]},
'lits': {field: [[literal, len, text], ...]}, 'combo': [value, len, text]}}}.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracle  # noqa: E402
import layouts  # noqa: E402

LIT = 0x4e4d4c4b
RECORD = {6: 12, 7: 12, 8: 12, 9: 12, 10: 20}
# Literal values probed for every operand that takes a literal: inline
# constant values of each width, small and negative integers, halves.
LITERALS = [0, 1, 2, 63, 64, 65, 0xfffffff0, 0xffffffef, 0xffffffff, 0x3f800000, 0xbf800000,
            0x3e22f983, 0x3c00, 0xbc00, 0x3118, 0x3ff00000, 0x3fc45f30, 0x12345678, 0x3c003c00,
            0x8000, 0xffff8000, 0x7fff, 0x00010000, 0x40000000, 0x3800, 0x0000ffff, 0x00000040,
            0x0000ffc0, 0xbff00000, 0x4e4d4c4b, 0x40400000, 0xc0800000, 0x4400, 0x7e00]


def field_values(width):
    if width <= 9:
        return list(range(1 << width))
    vals = {0, (1 << width) - 1}
    for b in range(width):
        vals.add(1 << b)
        vals.add(((1 << width) - 1) ^ (1 << b))
    for v in (3, 5, 7, 15, 16, 17, 31, 63, 64, 100, 127, 255, 256, 4095, 0x1234, 0x8000, 0x7fff):
        if v < (1 << width):
            vals.add(v)
    return sorted(vals)


def to_words(v, n):
    return [(v >> (32 * i)) & 0xffffffff for i in range(n)]


# Forms: another base for the same opcode (FLAT atomics return the old value
# when glc is set: LLVM prints them with one more operand).
FORMS = {'FLAT': [('glc', 1)], 'MUBUF': [('lds', 1)]}
PREFER = {'EXP': ('en', 15)}
COND = {'SDWA': [('src0', 's0', 1), ('vsrc1', 's1', 1), ('sdst', 'sd', 1)],
        'MIMG': [('dmask', 'tfe', 1), ('dmask', 'd16', 1)]}
def adds_modifiers(base, text):
    """Does `text` print modifiers that `base` does not?"""
    import analyze
    return bool(set(analyze.split(text)[2]) - set(analyze.split(base)[2]))


ALTS = [1, 2, 3, 4, 0x7c, 0x7d, 0x7e, 0x7f, 0x80, 0xf9, 0xfa, 0xff, 0x100, 0x101]


def bases_of(fam, op, gen):
    """Base encodings to try, in order: all fields zero; first, on GFX6/GFX7,
    VOP3 with v0 in every source. Their answers come from the assembler
    (sioracle.py), which enforces the constant bus limit (one SGPR or
    literal per VOP3): with SGPR sources in the base, sweeping one source
    through the SGPRs would find them all invalid."""
    b = fam.base(op)
    if gen < 8 and fam.name == 'VOP3':
        # An unused source must be zero (the assembler writes zero there):
        # v0 in the first three, two, one sources.
        out = []
        for n in (3, 2, 1):
            v = b
            for (name, lo, wd) in fam.fields:
                if name in ('src0', 'src1', 'src2')[:n]:
                    v |= 0x100 << lo
            out.append(v)
        return out + [b]
    return [b]


class Run:
    def __init__(self, cpu):
        self.cpu = cpu
        self.gen = oracle.generation(cpu)
        self.size = RECORD[self.gen]

    def rec(self, fam, v, lit=LIT):
        extra = [lit, 0x0a090807, 0x0e0d0c0b][: (self.size // 4) - fam.words]
        return oracle.words(*(to_words(v, fam.words) + extra))

    def run(self, items):
        """items: list of (key, fam, value[, literal]); returns {key: (len, text)} in order."""
        recs = [self.rec(it[1], it[2], *(it[3:])) for it in items]
        return oracle.disassemble(self.cpu, recs, self.size)


def explore(cpu):
    r = Run(cpu)
    fams = layouts.families(r.gen)
    out = {}
    # Pass 1: base search.
    cands = []
    for fam in fams:
        for op in range(fam.nops):
            bs = bases_of(fam, op, r.gen)
            for b in bs:
                cands.append((fam, op, b))
                if b != bs[-1]:
                    continue    # the alternatives below are the zero base's
                for (name, lo, wd) in fam.fields:
                    for a in ALTS:
                        if a < (1 << wd):
                            keep = ~(((1 << wd) - 1) << lo) if r.gen < 8 else -1
                            cands.append((fam, op, (b & keep) | (a << lo)))
    # Preferred bases: EXP with every channel enabled.
    for fam in fams:
        for fname, (name, val) in PREFER.items():
            if fam.name == fname:
                _, lo, wd = fam.field(name)
                cands = [(f, op, v | (val << lo) if f is fam else v) for f, op, v in cands]
    res = r.run([(None, f, v) for f, op, v in cands])
    bases = {}
    for (fam, op, v), (n, t) in zip(cands, res):
        key = (fam.name, op)
        if n and key not in bases:
            bases[key] = (fam, v, n, t)
    extra = []
    for (fname, op), (fam, v, n, t) in list(bases.items()):
        for (name, val) in FORMS.get(fname, []):
            _, lo, wd = fam.field(name)
            extra.append(((fname, '%d+%s' % (op, name)), fam, v | (val << lo)))
    for (key, fam, v), (n, t) in zip(extra, r.run([(None, f, v) for _, f, v in extra])):
        if n:
            bases[key] = (fam, v, n, t)
    # Pass 2: field sweeps.
    items = []
    index = []
    for (fname, op), (fam, v, n, t) in sorted(bases.items(), key=lambda kv: (kv[0][0], str(kv[0][1]))):
        for (name, lo, wd) in fam.fields:
            mask = ((1 << wd) - 1) << lo
            for x in field_values(wd):
                items.append((None, fam, (v & ~mask) | (x << lo)))
                index.append((fname, op, name, x))
    # Conditional sweeps: a field swept again with another field set (SDWA
    # sources with their SGPR bit).
    for (fname, op), (fam, v, n, t) in sorted(bases.items(), key=lambda kv: (kv[0][0], str(kv[0][1]))):
        for (name, cond, cval) in COND.get(fname.split('_')[0], []):
            if not any(f[0] == name for f in fam.fields) or not any(f[0] == cond for f in fam.fields):
                continue
            _, lo, wd = fam.field(name)
            _, clo, cwd = fam.field(cond)
            mask = ((1 << wd) - 1) << lo
            for x in field_values(wd):
                items.append((None, fam, (v & ~mask) | (x << lo) | (cval << clo)))
                index.append((fname, op, '%s|%s=%d' % (name, cond, cval), x))
    res = r.run(items)
    for (fname, op), (fam, v, n, t) in bases.items():
        out.setdefault(fname, {})[str(op)] = {'base': to_words(v, fam.words), 'len': n, 'text': t,
                                              'fields': {}, 'lits': {}, 'cond': {}}
    lit_hex = '0x%x' % LIT
    for (fname, op, name, x), (n, t) in zip(index, res):
        d = out[fname][str(op)]
        d['cond' if '|' in name else 'fields'].setdefault(name, []).append([x, n, t])
    # Pass 3: literal probes for every field value whose text shows the
    # literal, and a combination probe of every field that alone only adds
    # modifiers (to learn their order).
    items = []
    index = []
    for (fname, op), (fam, v, n, t) in sorted(bases.items(), key=lambda kv: (kv[0][0], str(kv[0][1]))):
        d = out[fname][str(op)]
        litv = None
        for (name, lo, wd) in fam.fields:
            for x, n2, t2 in d['fields'][name]:
                # The literal follows: four more bytes (or the instruction
                # already has one, which the field now uses too).
                if n2 and t2.split(' ')[0] == t.split(' ')[0] and (
                        n2 == n + 4 or (('0x4c4b' in t2 or lit_hex in t2) and t2.count('0x4') > t.count('0x4'))):
                    mask = ((1 << wd) - 1) << lo
                    d.setdefault('litx', {})[name] = x
                    for L in LITERALS:
                        items.append((None, fam, (v & ~mask) | (x << lo), L))
                        index.append((fname, op, 'lit', name, L))
                    break
        if lit_hex in t or (fam.words == 1 and n == 8) or (fam.words == 2 and n == 12):
            for L in LITERALS:
                items.append((None, fam, v, L))
                index.append((fname, op, 'lit', '', L))
        # Combination probe: every field that alone only adds modifiers, set
        # together (to learn their printed order); if that combination is
        # invalid, also each combination without one of them.
        cf = []
        for (name, lo, wd) in fam.fields:
            for x, n2, t2 in d['fields'][name]:
                if n2 and x != 0 and t2 != t and t2.split(' ')[0] == t.split(' ')[0] and \
                        adds_modifiers(t, t2) and not (fam.name == 'DS' and name == 'offset'):
                    cf.append((name, lo, wd, x))
                    break
        if cf:
            for drop in [None] + list(range(len(cf))):
                combo = v
                for k, (name, lo, wd, x) in enumerate(cf):
                    if k != drop:
                        combo = (combo & ~(((1 << wd) - 1) << lo)) | (x << lo)
                items.append((None, fam, combo))
                index.append((fname, op, 'combo', combo, len(cf) - (drop is not None)))
    # Pass 4: symbolic names of s_getreg's register ids and s_sendmsg's
    # message words.
    names = {}
    for (fname, op), (fam, v, n, t) in sorted(bases.items(), key=lambda kv: (kv[0][0], str(kv[0][1]))):
        mn = t.split(' ')[0]
        if mn == 's_getreg_b32':
            for i in range(64):
                items.append((None, fam, (v & ~0xffff) | i | (31 << 11)))
                index.append(('_names', 'hwreg', 'name', i, 0))
        if mn == 's_sendmsg':
            for i in range(1024):
                items.append((None, fam, (v & ~0xffff) | i))
                index.append(('_names', 'sendmsg', 'name', i, 0))
    res = r.run(items)
    for (fname, op, kind, a, b), (n, t) in zip(index, res):
        if fname == '_names':
            names.setdefault(op, []).append(t.split(' ', 1)[1] if n else '!')
            continue
        d = out[fname][str(op)]
        if kind == 'lit':
            d['lits'].setdefault(a, []).append([b, n, t])
        elif n and (d.get('combo') is None or b > d['combo'][3]):
            d['combo'] = [to_words(a, 3), n, t, b]
    out['_names'] = names
    return out


if __name__ == '__main__':
    os.makedirs(os.path.join(oracle.TARGET, 'obs'), exist_ok=True)
    for cpu in sys.argv[1:]:
        o = explore(cpu)
        with open(os.path.join(oracle.TARGET, 'obs', cpu + '.json'), 'w') as f:
            json.dump(o, f)
        print(cpu, sum(len(v) for v in o.values()), 'opcodes')

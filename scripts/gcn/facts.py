"""Instruction facts from the field sweeps of one processor.

For every instruction (family, opcode) of explore.py's observations:
mnemonic, operand slots in printed order (field and value->text map, an
implicit text, or a family rule), modifier slots (always printed, or
inserted when the field is set), operand modifiers (neg/abs/sext bits),
fixed fields (the values that are not invalid encodings) and ignored fields.
"""
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from analyze import split, diff, token_mod, LIT_HEX  # noqa: E402
import layouts  # noqa: E402


def kinds_of(base, vals, short=False):
    """Per value: how the text differs from the base. With `short`, a 4-byte
    decode is another instruction (an SDWA/DPP selector falling back to the
    plain VOP word)."""
    return {x: (('mn', t) if short and n == 4 else diff(base, t) if n else ('invalid',))
            for x, n, t in vals}


def op_map(base, vals, pos, where, btok, short=False, blen=None):
    """value -> token at slot `pos`; '!' invalid, '~' another instruction,
    '$' the literal (four more bytes), '?'+text other changes."""
    m = {}
    for x, n, t in vals:
        if blen and n == blen + 4 and split(t)[0] == split(base)[0]:
            m[x] = '$'
            continue
        if blen and n == blen and split(t)[0] == split(base)[0] and n in (8, 12):
            k = diff(base, t)
            if k[0] == where and k[1] == pos and k[2] in (LIT_HEX, '0x4c4b'):
                m[x] = '$'     # the instruction's literal, shared (v_madak_f16)
                continue
        if not n or (short and n == 4):
            m[x] = '!'
            continue
        k = diff(base, t)
        if k[0] == 'same':
            tok = btok
        elif k[0] == where and k[1] == pos:
            tok = k[2]
        elif k[0] == 'mn':
            m[x] = '~'
            continue
        else:
            m[x] = '?' + t
            continue
        m[x] = '$' if tok == LIT_HEX else tok
    return m


def insert_map(base, vals, short=False):
    m = {}
    for x, n, t in vals:
        if not n or (short and n == 4):
            m[x] = '!'
            continue
        k = diff(base, t)
        if k[0] == 'same':
            m[x] = ''
        elif k[0] == 'ins':
            m[x] = ' '.join(k[1])
        elif k[0] == 'mn':
            m[x] = '~'
        else:
            m[x] = '?' + t
    return m


def dominant(kinds, sort):
    """The slot position most changes of kind `sort` hit, if they are the
    majority of the changes."""
    c = collections.Counter(k[1] for k in kinds.values() if k[0] == sort)
    if not c:
        return None
    pos, n = c.most_common(1)[0]
    total = sum(1 for k in kinds.values() if k[0] not in ('same', 'invalid', 'mn'))
    return pos if n * 2 > total else None


def classify(fam, op, d):
    base = d['text']
    mn, ops, mods = split(base)
    fields = {f[0]: f for f in fam.fields}
    inst = {'family': fam.name, 'opcode': op, 'mnemonic': mn, 'text': base, 'base': d['base'],
            'nops': len(ops), 'ops': collections.defaultdict(list), 'mods': collections.defaultdict(list),
            'ins': [], 'ins_pos': {}, 'fixed': {}, 'ignored': [], 'complex': [], 'hooks': [],
            'opmods': collections.defaultdict(list), 'lits': d.get('lits', {}), 'combo': d.get('combo'),
            'len': d['len']}
    for name, vals in d['fields'].items():
        lo, wd = fields[name][1], fields[name][2]
        kinds = kinds_of(base, vals, '_' in fam.name)
        valid = [x for x in kinds if kinds[x][0] not in ('invalid', 'mn')]
        changing = [x for x in valid if kinds[x][0] != 'same']
        if not changing:
            if len(valid) == len(kinds):
                inst['ignored'].append(name)
            else:
                inst['fixed'][name] = sorted(x for x in valid if kinds[x][0] == 'same')
            continue
        # Multi-bit operand-modifier fields (neg, abs, neg_hi): one bit per source.
        if 1 < wd <= 4 and name in ('neg', 'abs', 'neg_hi'):
            ok = True
            for b in range(wd):
                k = kinds[1 << b]
                if k[0] == 'op' and token_mod(ops[k[1]], k[2]):
                    inst['opmods'][k[1]].append((name, b, token_mod(ops[k[1]], k[2])))
                elif k[0] == 'invalid':
                    inst['fixed'].setdefault(name + '.%d' % b, [0])
                elif k[0] == 'same':
                    inst['ignored'].append(name + '.%d' % b)
                else:
                    ok = False
            if ok:
                continue
        if wd == 1 and kinds[1][0] == 'op' and token_mod(ops[kinds[1][1]] if kinds[1][1] < len(ops) else '',
                                                       kinds[1][2]):
            k = kinds[1]
            inst['opmods'][k[1]].append((name, 0, token_mod(ops[k[1]], k[2])))
            continue
        if wd == 1 and kinds[1][0] == 'other':
            # One bit that turns several data operands into AGPRs (gfx90a).
            _, o2, d2 = split(kinds[1][1])
            if len(o2) == len(ops) and d2 == mods:
                ps = [j for j in range(len(ops)) if o2[j] != ops[j]]
                if ps and all(token_mod(ops[j], o2[j]) == 'acc' for j in ps):
                    for j in ps:
                        inst['opmods'][j].append((name, 0, 'acc'))
                    continue
        p = dominant(kinds, 'op')
        if p is not None:
            btok = ops[p] if p < len(ops) else ''
            inst['ops'][p].append((name, op_map(base, vals, p, 'op', btok, '_' in fam.name, d['len'])))
            continue
        p = dominant(kinds, 'mod')
        if p is not None:
            inst['mods'][p].append((name, op_map(base, vals, p, 'mod', mods[p], '_' in fam.name)))
            continue
        if all(kinds[x][0] == 'ins' for x in changing):
            inst['ins'].append((name, insert_map(base, vals, '_' in fam.name)))
            inst['ins_pos'][name] = kinds[changing[0]][2]
            continue
        # A field whose effect depends on others (MIMG dmask/tfe/d16 change the
        # data width): keep the modifier text it adds; the family rule does the rest.
        added = {}
        for x in valid:
            if kinds[x][0] == 'same':
                added[x] = ''
            elif kinds[x][0] in ('ins', 'other'):
                t = kinds[x][1] if kinds[x][0] == 'other' else None
                mods2 = split(t)[2] if t else list(kinds[x][1])
                new = [q for q in mods2 if q not in mods]
                added[x] = ' '.join(new)
        if added and all(added.get(x) for x in changing) and len(valid) == len(added):
            m = {x: ('!' if kinds[x][0] == 'invalid' else added[x]) for x in kinds}
            inst['ins'].append((name, m))
            x0 = changing[0]
            t0 = kinds[x0][1] if kinds[x0][0] == 'other' else None
            if t0:
                m2 = split(t0)[2]
                first = added[x0].split(' ')[0]
                k = m2.index(first) if first in m2 else len(mods)
                inst['ins_pos'][name] = sum(1 for q in m2[:k] if q in mods)
            else:
                inst['ins_pos'][name] = kinds[x0][2]
            inst['hooks'].append(name)
            continue
        # VOP3 interpolation: src0 holds attribute, channel and `high`.
        atts = [x for x in changing if kinds[x][0] == 'op' and kinds[x][2].startswith('attr')]
        if atts:
            p = kinds[atts[0]][1]
            m = {}
            for x, n, t in vals:
                if not n:
                    m[x] = '!'
                    continue
                o2 = split(t)[1]
                m[x] = o2[p] if len(o2) > p else '?'
            inst['ops'][p].append((name, m))
            inst['hooks'].append(name)
            continue
        if fam.name == 'EXP':
            inst['hooks'].append(name)
            continue
        inst['complex'].append((name, {x: kinds[x] for x in changing[:4]}))
    return inst


def run(obs, gen):
    fams = {f.name: f for f in layouts.families(gen)}
    out = []
    for fname, ops in obs.items():
        for op, d in sorted(ops.items(), key=lambda x: int(x[0])):
            out.append(classify(fams[fname], int(op), d))
    return out


def report(res):
    c = collections.Counter()
    ex = {}
    for i in res:
        for name, k in i['complex']:
            c[(i['family'], 'complex:' + name)] += 1
            ex.setdefault((i['family'], 'complex:' + name), (i['text'], k))
        for p in range(i['nops']):
            s = i['ops'].get(p, [])
            if not s:
                key = (i['family'], 'implicit-op')
            elif len(s) > 1:
                key = (i['family'], 'multi-op:' + ','.join(n for n, _ in s))
            else:
                key = None
            if key:
                c[key] += 1
                ex.setdefault(key, (i['text'], p))
            for name, m in s:
                q = [x for x, t in m.items() if t.startswith('?')]
                if q:
                    key = (i['family'], 'other-values:' + name)
                    c[key] += 1
                    ex.setdefault(key, (i['text'], [(x, m[x]) for x in q[:3]]))
    for k, v in sorted(c.items()):
        print(k, v, '   e.g.', str(ex.get(k))[:300])


if __name__ == '__main__':
    import json
    cpu = sys.argv[1]
    obs = json.load(open(os.path.join(os.path.dirname(__file__), '..', '..', 'target', 'gcn', 'obs', cpu + '.json')))
    gen = 10 if cpu.startswith('gfx10') else int(cpu[3])
    report(run(obs, gen))


# ---------------------------------------------------------------------------
# Resolution into slots.

def sx(v, bits):
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


STYLES = {
    'hex': lambda v, w: '0x%x' % v,
    'udec': lambda v, w: '%d' % v,
    'imm16': lambda v, w: '%d' % v if v <= 64 else '0x%x' % v,
    'optdec': lambda v, w: '' if v == 0 else '%d' % v,
    'offset': lambda v, w: '' if v == 0 else 'offset:%d' % v,
    'soffset': lambda v, w: '' if v == 0 else 'offset:%d' % sx(v, w),
}
PREFIX_STYLES = [('hwreg(', 'hwreg'), ('sendmsg(', 'sendmsg'), ('vmcnt(', 'waitcnt'), ('expcnt(', 'waitcnt'),
                 ('lgkmcnt(', 'waitcnt'), ('gpr_idx(', 'gpridx'), ('dpp8:', 'dpp8'),
                 ('offset:swizzle(', 'swizzle')]


def style_of(m, width):
    """The printing style of a wide field from its sampled value -> text map."""
    items = [(x, t) for x, t in m.items() if t not in ('!', '~') and not t.startswith('?')]
    for name, f in STYLES.items():
        if all(f(x, width) == t for x, t in items):
            return name
    for x, t in items:
        for p, name in PREFIX_STYLES:
            if t.startswith(p):
                return name
    return None


def parse_reg(t):
    """(file, first, count) of a register token, else None."""
    import re
    m = re.fullmatch(r'(s|v|a|ttmp)(\d+)', t)
    if m:
        return (m.group(1), int(m.group(2)), 1)
    m = re.fullmatch(r'(s|v|a|ttmp)\[(\d+):(\d+)\]', t)
    if m:
        return (m.group(1), int(m.group(2)), int(m.group(3)) - int(m.group(2)) + 1)
    return None


def map_name(field, m, width):
    """A descriptive name for an operand value map."""
    regs = {}
    for x, t in m.items():
        r = parse_reg(t)
        if r:
            regs.setdefault(r[0], set()).add(r[2])
    if not regs:
        return None
    parts = ''.join(k[0].upper() for k in ('v', 'a', 's', 'ttmp') if k in regs)
    w = max(max(v) for v in regs.values())
    tag = ''
    if m.get(128) not in (None, '!', '~') and not parse_reg(m.get(128, '')):
        tag += 'C'
    if '$' in m.values():
        tag += 'L'
    c242 = m.get(242, '')
    c248 = m.get(248, '')
    if c242.startswith('0x'):
        tag += '_i16'
    elif c248 == '0.15915494309189532':
        tag += '_64'
    return '%s%s%d_%d' % (parts, tag, width, w)


# Operand slots printed by a family rule from several fields (the map of the
# named field is still recorded: the rule uses it for the common case).
HOOK_SLOTS = {('SMEM', 'offset'): 'smem_offset', ('VINTRP', 'attr'): 'interp_attr', ('VOP3', 'src0'): None,
              ('SDWA', 'src0'): 'sdwa_src', ('SDWA', 'vsrc1'): 'sdwa_src'}


def resolve(fam, inst, gen):
    """Final slots of an instruction, or raise with what is unresolved."""
    mn, ops, mods = split(inst['text'])
    fields = {f[0]: f for f in fam.fields}
    opsl = inst['ops']
    # VOP3: bits 8-14 are the carry/compare SGPR destination (VOP3b) when the
    # `sdst` sweep and the `abs` sweep change the same operand; else abs/op_sel.
    if fam.name == 'VOP3':
        sd = [p for p, cl in opsl.items() if any(n == 'sdst' for n, _ in cl)]
        ab = [p for p, cl in opsl.items() if any(n == 'abs' for n, _ in cl)]
        if sd and sd == ab:
            for p in opsl:
                opsl[p] = [(n, m) for n, m in opsl[p] if n not in ('abs', 'op_sel')]
            inst['opmods'] = {p: [x for x in v if x[0] != 'abs'] for p, v in inst['opmods'].items()}
            inst['complex'] = [c for c in inst['complex'] if c[0] not in ('abs', 'op_sel')]
            inst['ins'] = [c for c in inst['ins'] if c[0].split('.')[0] not in ('abs', 'op_sel')]
            for k in list(inst['fixed']):
                if k.split('.')[0] in ('abs', 'op_sel'):
                    del inst['fixed'][k]
        else:
            for p in opsl:
                opsl[p] = [(n, m) for n, m in opsl[p] if n != 'sdst']
            inst['complex'] = [c for c in inst['complex'] if c[0] != 'sdst']
            inst['ins'] = [c for c in inst['ins'] if c[0] != 'sdst']
            inst['fixed'].pop('sdst', None)
            if 'sdst' in inst['ignored']:
                inst['ignored'].remove('sdst')
    nops = max([inst['nops']] + [p + 1 for p, cl in opsl.items() if cl])
    out_ops = []
    for p in range(nops):
        cl = [c for c in opsl.get(p, [])]
        om = inst['opmods'].get(p, [])
        if not cl:
            tok = ops[p] if p < len(ops) else ''
            out_ops.append(('lit',) if tok == LIT_HEX else ('imp', tok))
            continue
        cl.sort(key=lambda c: -fields[c[0]][2])
        name, m = cl[0]
        wd = fields[name][2]
        rest = [c[0] for c in cl[1:]]
        if name == 'offset' and fam.name == 'SMEM':
            # The SGPR the offset field or the soffset field selects.
            alt = [c for c in cl[1:] if fields[c[0]][2] == 7]
            rest = [(c[0], c[1]) for c in alt]
        hook = HOOK_SLOTS.get((fam.name.split('_')[0], name))
        if hook:
            out_ops.append(('reg', name, m, om, rest, hook))
        elif wd > 9:
            st = style_of(m, wd)
            if st is None:
                raise ValueError('no style for %s: %s' % (name, list(m.items())[:8]))
            out_ops.append(('imm', name, st))
        else:
            out_ops.append(('reg', name, m, om, rest, ''))
    out_mods = []
    for p in range(len(mods)):
        cl = inst['mods'].get(p, [])
        if not cl:
            out_mods.append(('imp', mods[p]))
            continue
        cl.sort(key=lambda c: -fields[c[0]][2])
        name, m = cl[0]
        if fields[name][2] > 9:
            st = style_of(m, fields[name][2])
            if st is None:
                raise ValueError('no style for %s: %s' % (name, list(m.items())[:8]))
            out_mods.append(('modstyle', name, st))
            continue
        out_mods.append(('mod', name, m, [c[0] for c in cl[1:]]))
    # Inserted modifiers, in the order the combination probe prints them.
    ins = []
    for name, m in inst['ins']:
        base_name = name.split('.')[0]
        wd = fields[base_name][2] if '.' not in name else 1
        if wd > 9:
            st = style_of(m, wd)
            if st is None and fam.name == 'DS' and name == 'offset':
                continue    # offset0:/offset1: instructions print the 8-bit halves
            if st is None:
                raise ValueError('no style for %s: %s' % (name, list(m.items())[:8]))
            ins.append((name, ('ins', name, st)))
        else:
            ins.append((name, ('ins', name, m)))
    if inst.get('combo') and inst['combo'][1]:
        ct = inst['combo'][2]
        _, _, cmods = split(ct)

        def order(item):
            name, s = item
            m = s[2]
            texts = [t for t in (m.values() if isinstance(m, dict) else []) if t and t[0] not in '!~?']
            for i, tok in enumerate(cmods):
                for t in texts:
                    if tok == t.split(' ')[0] or tok.split(':')[0] == t.split(':')[0]:
                        return i
            if isinstance(m, str):
                key = {'offset': 'offset:', 'soffset': 'offset:'}.get(m, m)
                for i, tok in enumerate(cmods):
                    if tok.startswith(key):
                        return i
            return 1000
        ins.sort(key=order)
    return out_ops, out_mods, [s for _, s in ins]


# ---------------------------------------------------------------------------
# Literal printing styles: how an operand prints the 32-bit literal L.

F32 = {0x3f000000: '0.5', 0xbf000000: '-0.5', 0x3f800000: '1.0', 0xbf800000: '-1.0', 0x40000000: '2.0',
       0xc0000000: '-2.0', 0x40800000: '4.0', 0xc0800000: '-4.0', 0: '0'}
F16 = {0x3800: '0.5', 0xb800: '-0.5', 0x3c00: '1.0', 0xbc00: '-1.0', 0x4000: '2.0', 0xc000: '-2.0',
       0x4400: '4.0', 0xc400: '-4.0'}


def lit32(L):
    s = sx(L, 32)
    if -16 <= s <= 64:
        return '%d' % s
    if L in F32:
        return F32[L]
    if L == 0x3e22f983:
        return '0.15915494'
    return '0x%x' % L


def lit16f(L):
    # The integer check looks at the low 16 bits, the float one at all 32.
    v = L & 0xffff
    s = sx(v, 16)
    if -16 <= s <= 64:
        return '%d' % s
    if L in F16:
        return F16[L]
    if L == 0x3118:
        return '0.15915494'
    return '0x%x' % v


def lit16v(L):
    """Packed 16-bit operands: both checks on the low 16 bits."""
    v = L & 0xffff
    s = sx(v, 16)
    if -16 <= s <= 64:
        return '%d' % s
    if v in F16:
        return F16[v]
    if v == 0x3118:
        return '0.15915494'
    return '0x%x' % v


def litv2i(L):
    """GFX10 packed integer operands: as litv2 without half-float names."""
    return litv2(L, False)


def litv2(L, halves=True):
    """GFX10 packed operands: 32-bit checks, then 16-bit ones on a value that
    fits in 16 bits."""
    s = sx(L, 32)
    if -16 <= s <= 64:
        return '%d' % s
    if L in F32 and L != 0:
        return F32[L]
    if L == 0x3e22f983:
        return '0.15915494'
    if L < 0x10000:
        s = sx(L, 16)
        if -16 <= s <= 64:
            return '%d' % s
        if halves and L in F16:
            return F16[L]
        if halves and L == 0x3118:
            return '0.15915494'
    return '0x%x' % L


def lit32n(L):
    """GFX6/GFX7: as lit32, but 1/(2*pi) is no inline constant there."""
    return '0x%x' % L if L == 0x3e22f983 else lit32(L)


def lit16i(L):
    v = L & 0xffff
    s = sx(v, 16)
    if -16 <= s <= 64:
        return '%d' % s
    return '0x%x' % v


def lit64(L):
    if L <= 64:
        return '%d' % L
    return '0x%x' % L


LIT_STYLES = {'lit32': lit32, 'lit16f': lit16f, 'lit16v': lit16v, 'litv2': litv2, 'litv2i': litv2i, 'lit16i': lit16i, 'lit64': lit64,
              'hex32': lambda L: '0x%x' % L, 'invalid': lambda L: '/*invalid immediate*/',
              # Last, so that no GFX8+ operand's style changes.
              'lit32n': lit32n}


# GFX6/GFX7 have no 1/(2*pi) inline constant and no 16-bit operands.
SI_LIT_STYLES = ('lit32n', 'lit64', 'hex32', 'invalid')


def lit_style(samples, tok_of, gen=8):
    """samples: [(L, len, text)]; tok_of(text) -> the literal's token.

    GFX6/GFX7 samples come from sioracle.py, which calls a literal invalid
    when LLVM's text for it re-assembles to other bytes (a float name the
    instruction's type does not take, two literals that re-assemble as an
    inline constant): those say nothing about the style and are skipped."""
    if gen < 8:
        valid = [s for s in samples if s[1]]
        for name in SI_LIT_STYLES:
            if valid and all(tok_of(t) == LIT_STYLES[name](L) for L, n, t in valid):
                return name
        return None
    for name, f in LIT_STYLES.items():
        if all(n and tok_of(t) == f(L) for L, n, t in samples):
            return name
    return None

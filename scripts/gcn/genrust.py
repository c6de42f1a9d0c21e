"""Generate crates/gcn/src/table.rs from the committed facts
(crates/gcn/facts/*.txt). Needs no oracle: `python3 scripts/gcn/gentable.py rust`."""
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import layouts  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FACTS = os.path.join(ROOT, 'crates', 'gcn', 'facts')
OUT = os.path.join(ROOT, 'crates', 'gcn', 'src', 'table.rs')

FAMILIES = ['SOP2', 'SOPK', 'SOP1', 'SOPC', 'SOPP', 'SMEM', 'VOP2', 'VOP1', 'VOPC', 'VOP3', 'VOP3P', 'VINTRP',
            'DS', 'FLAT', 'MUBUF', 'MTBUF', 'MIMG', 'EXP', 'SDWA_VOP2', 'SDWA_VOP1', 'SDWA_VOPC', 'DPP_VOP2',
            'DPP_VOP1', 'DPP_VOPC', 'DPP8_VOP2', 'DPP8_VOP1', 'DPP8_VOPC', 'DPP8FI_VOP2', 'DPP8FI_VOP1',
            'DPP8FI_VOPC', 'SMRD']
RUST_FAM = {f: ''.join(p.capitalize() for p in f.split('_')) for f in FAMILIES}
STYLES = ['hex', 'udec', 'imm16', 'optdec', 'offset', 'soffset', 'hwreg', 'sendmsg', 'waitcnt', 'gpridx',
          'dpp8', 'swizzle']
LITS = ['', 'lit32', 'lit16f', 'lit16i', 'lit64', 'hex32', 'invalid', '?']
HOOKS = ['', 'smem_offset', 'interp_attr', 'sdwa_src', 'mimg_vdata', 'exp_src', 'buf_vaddr', 'flat_addr',
         'flat_saddr', 'vop3_attr', 'sdwa_sdst', 'op_sel_hi']
OPMODS = {'neg': 'Neg', 'abs': 'Abs', 'sext': 'Sext', 'acc': 'Acc'}
SPECIAL = {'vcc': (4, 0, 2), 'vcc_lo': (4, 0, 1), 'vcc_hi': (4, 1, 1), 'exec': (5, 0, 2), 'exec_lo': (5, 0, 1),
           'exec_hi': (5, 1, 1), 'm0': (6, 0, 1), 'flat_scratch': (7, 0, 2), 'flat_scratch_lo': (7, 0, 1),
           'flat_scratch_hi': (7, 1, 1), 'xnack_mask': (8, 0, 2), 'xnack_mask_lo': (8, 0, 1),
           'xnack_mask_hi': (8, 1, 1), 'tba': (9, 0, 2), 'tba_lo': (9, 0, 1), 'tba_hi': (9, 1, 1),
           'tma': (10, 0, 2), 'tma_lo': (10, 0, 1), 'tma_hi': (10, 1, 1), 'null': (11, 0, 1)}
SRCS = {'src_vccz': 0, 'src_execz': 1, 'src_scc': 2, 'src_lds_direct': 3, 'src_shared_base': 4,
        'src_shared_limit': 5, 'src_private_base': 6, 'src_private_limit': 7, 'src_pops_exiting_wave_id': 8}
FILES = {'s': 0, 'v': 1, 'a': 2, 'ttmp': 3}


def pack(text, value):
    """The structured operand of a value-map entry (see operand::unpack)."""
    if text == '$':
        return 3 << 28
    m = re.fullmatch(r'(s|v|a|ttmp)(\d+)', text)
    if m:
        return (1 << 28) | (FILES[m.group(1)] << 20) | (1 << 14) | int(m.group(2))
    m = re.fullmatch(r'(s|v|a|ttmp)\[(\d+):(\d+)\]', text)
    if m:
        a, b = int(m.group(2)), int(m.group(3))
        return (1 << 28) | (FILES[m.group(1)] << 20) | ((b - a + 1) << 14) | a
    if text in SPECIAL:
        f, i, c = SPECIAL[text]
        return (1 << 28) | (f << 20) | (c << 14) | i
    if text in SRCS:
        return (4 << 28) | SRCS[text]
    if text == 'off':
        return 5 << 28
    if (128 <= value <= 208 or 240 <= value <= 248) and text not in ('!', '?', '~', '') \
            and not text.startswith('/*'):
        return 2 << 28
    return 0


def read():
    maps = []
    for ln in open(os.path.join(FACTS, 'maps.txt')):
        if ln.startswith('map\t'):
            _, i, t = ln.rstrip('\n').split('\t', 2)
            assert int(i) == len(maps)
            maps.append(json.loads(t))
    variants = []
    for name in open(os.path.join(FACTS, 'variants.txt')):
        name = name.strip()
        if not name or name.startswith('#'):
            continue
        v = {'classes': {}, 'insts': []}
        for ln in open(os.path.join(FACTS, name + '.txt')):
            p = ln.rstrip('\n').split('\t')
            if p[0] == 'variant':
                v['name'], v['gen'], v['procs'] = p[1], int(p[2]), p[3].split(',')
            elif p[0] == 'class':
                v['classes'][p[1]] = int(p[2])
            elif p[0] == 'inst':
                v['insts'].append({'family': p[1], 'opcode': int(p[2]), 'form': p[3], 'mnemonic': p[4],
                                   'ops': json.loads(p[5]), 'mods': json.loads(p[6]),
                                   'fixed': json.loads(p[7]), 'hooks': json.loads(p[8])})
        v['insts'] += bvh_insts(v, maps)
        if v['gen'] < 8:
            for r in v['insts']:
                if r['family'] in ('MUBUF', 'MTBUF'):
                    r['mods'] = si_buf_order(r['mods'])
        variants.append(v)
    return maps, variants


# GFX6/GFX7 buffer modifiers in the order llvm-mc-14 takes them (`idxen
# offen` or `addr64` before `offset:`, then the cache policy, `tfe`): the
# oracle of their sweeps (sioracle.py) writes `addr64` last and the facts
# keep the order of the bits, which llvm-mc refuses (`offset:4 offen`,
# `glc addr64`; scripts/gcn/asmsweep.py's `no` lines show it).
SI_BUF_ORDER = ['format', 'idxen', 'offen', 'addr64', 'offset', 'glc', 'slc', 'lds', 'tfe']


def si_buf_order(mods):
    at = [k for k, m in enumerate(mods) if m[1] in SI_BUF_ORDER]
    named = sorted((mods[k] for k in at), key=lambda m: SI_BUF_ORDER.index(m[1]))
    out = list(mods)
    for k, m in zip(at, named):
        out[k] = m
    return out


def bvh_insts(v, maps):
    """The ray-tracing image instructions of a variant
    (`image_bvh_intersect_ray`, `image_bvh64_intersect_ray`), which the
    field sweeps' base search never finds (LLVM 14 decodes them only with
    dmask 0xf, unorm and r128 set together), as records from their measured
    facts (`facts/bvh10.txt`, `scripts/gcn/mimg10.py bvh`): the constrained
    fields, 4 data registers, the address registers (a range or NSA list,
    counted by `hooks::bvh10_addr` from the same facts), a 128-bit
    resource and the printed `a16`. The variant's own classes give the
    operands' maps; the resource map must hold exactly the measured
    resources."""
    out = []
    for ln in open(os.path.join(FACTS, 'bvh10.txt')):
        p = ln.rstrip('\n').split('\t')
        if ln.startswith('#') or len(p) != 7 or p[0] != v['name']:
            continue
        fixed = []
        for f in p[3].split():
            pos, vals = f.split('=')
            name = pos.split('@')[0]
            vals = [int(x) for x in vals.split('|')]
            if name == 'srsrc':
                ok = [i for i, t in enumerate(maps[v['classes']['ST5_4']]) if t not in ('!', '~')]
                assert ok == vals, (v['name'], p[1], ok, vals)
                continue
            fixed.append([name, vals])
        assert p[6] == '4', p
        a16 = [c for c, m in v['classes'].items() if c.startswith('a16_') and maps[m] == ['', 'a16']]
        assert len(a16) == 1, a16
        out.append({'family': 'MIMG', 'opcode': int(p[2]), 'form': '-', 'mnemonic': p[1],
                    'ops': [['reg', 'vdata', 'V8_4', [], '', [], '', ''],
                            ['reg', 'vaddr', 'V8_1', [], '', ['nsa'], '', ''],
                            ['reg', 'srsrc', 'ST5_4', [], '', [], '', '']],
                    'mods': [['ins', 'a16', a16[0]]], 'fixed': fixed, 'hooks': []})
    return out


def rs_str(s):
    return json.dumps(s)


def main():
    maps, variants = read()
    texts = {'!': 0, '~': 1, '$': 2, '?': 3}
    tlist = ['!', '~', '$', '?']

    def tid(t):
        if t.startswith('?'):
            return 3
        if t not in texts:
            texts[t] = len(tlist)
            tlist.append(t)
        return texts[t]
    classes = {}
    clist = []

    def cid(name):
        if name not in classes:
            classes[name] = len(clist)
            clist.append(name)
        return classes[name]
    for v in variants:
        for c in v['classes']:
            cid(c)
    needs_check = set()
    for v in variants:
        for c, mid in v['classes'].items():
            if any(x in ('!', '~', '$') for x in maps[mid]):
                needs_check.add(c)
    insts = {}
    ilist = []
    lines = []
    fam_layout = {}
    for g in LAYOUT_GENS:
        for f in layouts.families(g):
            fam_layout[(g, f.name)] = f

    def field_pos(fam, name):
        base, _, bit = name.partition('.')
        _, lo, wd = fam.field(base)
        if bit:
            return lo + int(bit), 1
        return lo, wd

    def slot(fam, s):
        k = s[0]
        if k == 'reg':
            _, field, c, om, lit, rest, hook, alt = s
            lo, wd = field_pos(fam, field)
            oms = ', '.join('OpMod { bit: %d, kind: ModKind::%s }' % (field_pos(fam, f)[0] + b, OPMODS[m])
                            for f, b, m in om)
            cls = 'NONE' if hook == 'smem_offset' else str(cid(c))
            if alt.startswith('aux:'):
                altv = alt[4:]
            else:
                altv = str(cid(alt)) if alt else 'NONE'
            return ('Slot { kind: SlotKind::Reg, field: %s, lo: %d, width: %d, class: %s, alt: %s, '
                    'lit: LitStyle::%s, hook: Hook::%s, opmods: &[%s] }') % (
                rs_str(field), lo, wd, cls, altv, lit_name(lit), hook_name(hook), oms)
        if k == 'imp':
            return ('Slot { kind: SlotKind::Imp, field: "", lo: 0, width: 0, class: %d, alt: NONE, '
                    'lit: LitStyle::None, hook: Hook::None, opmods: &[] }') % tid(s[1])
        if k == 'lit':
            return ('Slot { kind: SlotKind::Lit, field: "", lo: 0, width: 0, class: 0, alt: NONE, '
                    'lit: LitStyle::%s, hook: Hook::None, opmods: &[] }') % lit_name(s[1])
        if k == 'imm':
            lo, wd = field_pos(fam, s[1])
            return ('Slot { kind: SlotKind::Imm, field: %s, lo: %d, width: %d, class: %d, alt: NONE, '
                    'lit: LitStyle::None, hook: Hook::None, opmods: &[] }') % (
                rs_str(s[1]), lo, wd, STYLES.index(s[2]))
        if k == 'hook':
            lo, wd = field_pos(fam, s[1])
            return ('Slot { kind: SlotKind::Mod, field: %s, lo: %d, width: %d, class: %d, alt: NONE, '
                    'lit: LitStyle::None, hook: Hook::%s, opmods: &[] }') % (
                rs_str(s[1]), lo, wd, cid(s[2]), hook_name(s[1]))
        if k in ('mod', 'ins'):
            lo, wd = field_pos(fam, s[1])
            if s[2] in STYLES:
                return ('Slot { kind: SlotKind::InsStyle, field: %s, lo: %d, width: %d, class: %d, alt: NONE, '
                        'lit: LitStyle::None, hook: Hook::None, opmods: &[] }') % (
                    rs_str(s[1].split('.')[0]), lo, wd, STYLES.index(s[2]))
            return ('Slot { kind: SlotKind::%s, field: %s, lo: %d, width: %d, class: %d, alt: NONE, '
                    'lit: LitStyle::None, hook: Hook::None, opmods: &[] }') % (
                'Mod' if k == 'mod' else 'Ins', rs_str(s[1].split('.')[0]), lo, wd, cid(s[2]))
        raise ValueError(s)
    lists = {}

    def slot_list(slots):
        key = tuple(slots)
        if key not in lists:
            lists[key] = 'SL%d' % len(lists)
        return lists[key]
    decode = []   # per variant: {family: {opcode: [inst ids]}}
    for v in variants:
        g = v['gen']
        dec = {}
        for r in v['insts']:
            fam = fam_layout[(layout_gen(g), r['family'])]
            mask = value = 0
            checks = []
            for name, vals in r['fixed']:
                lo, wd = field_pos(fam, name)
                if not vals:
                    vals = [0]   # no valid value alone: keep the base value
                common = (1 << wd) - 1
                for x in vals:
                    common &= ~(x ^ vals[0])
                if len(vals) == 1 << (wd - bin(common).count('1')):
                    # The valid values are those with some bits fixed.
                    mask |= common << lo
                    value |= (vals[0] & common) << lo
                else:
                    checks.append('(%d, %d, &[%s])' % (lo, wd, ','.join(map(str, vals))))
            ops = slot_list([slot(fam, s) for s in r['ops']])
            mods = slot_list([slot(fam, s) for s in r['mods']])
            vch = []
            for s2 in list(r['ops']) + list(r['mods']):
                if s2[0] == 'reg' and s2[6] != 'smem_offset':
                    lo, wd = field_pos(fam, s2[1])
                    alt = s2[7]
                    kind = {'sdwa_src': 'SdwaSrc', 'sdwa_sdst': 'SdwaSdst'}.get(s2[6], 'Plain')
                    if s2[2] in needs_check or (kind != 'Plain' and alt in needs_check):
                        altc = cid(alt) if alt and not alt.startswith('aux:') else 'NONE'
                        vch.append('Check { lo: %d, width: %d, class: %d, alt: %s, kind: CheckKind::%s }' % (
                            lo, wd, cid(s2[2]), altc, kind))
                elif s2[0] in ('mod', 'ins') and isinstance(s2[2], str) and s2[2] in classes \
                        and s2[2] in needs_check:
                    lo, wd = field_pos(fam, s2[1])
                    vch.append('Check { lo: %d, width: %d, class: %d, alt: NONE, kind: CheckKind::Plain }' % (
                        lo, wd, cid(s2[2])))
            has_lit = any(s2[0] == 'lit' for s2 in r['ops'])
            hook_valid = r['family'] in ('MIMG', 'MUBUF', 'MTBUF') or (
                r['family'] == 'FLAT' and r['mnemonic'].startswith(('global_', 'scratch_')))
            body = ('InstData { name: %s, family: Family::%s, ops: &%s, mods: &%s, mask: 0x%x, value: 0x%x, '
                    'checks: &[%s], vchecks: &[%s], kimm: %s, hook_valid: %s }') % (
                rs_str(r['mnemonic']), RUST_FAM[r['family']], ops, mods, mask, value, ', '.join(checks),
                ', '.join(vch), 'true' if has_lit else 'false', 'true' if hook_valid else 'false')
            if body not in insts:
                insts[body] = len(ilist)
                ilist.append(body)
            dec.setdefault(r['family'], {}).setdefault(r['opcode'], []).append(insts[body])
        decode.append(dec)
    out = []
    w = out.append
    w('// @generated by scripts/gcn/genrust.py from crates/gcn/facts/*.txt (themselves generated by')
    w('// scripts/gcn/gentable.py from LLVM 14 field sweeps). Do not edit.')
    w('#![allow(clippy::all)]')
    w('use crate::data::*;')
    w('')
    w('TEXTS')
    w('')
    maps_used = sorted({mid for v in variants for mid in v['classes'].values()})
    mindex = {m: i for i, m in enumerate(maps_used)}
    w('pub(crate) static MAPS: [MapData; %d] = [' % len(maps_used))
    for m in maps_used:
        t = maps[m]
        valid = [0] * 8
        lit = [0] * 8
        if len(t) <= 512:
            for i, x in enumerate(t):
                if x not in ('!', '~'):
                    valid[i >> 6] |= 1 << (i & 63)
                if x == '$':
                    lit[i >> 6] |= 1 << (i & 63)
        w('    MapData { text: &[%s], ops: &[%s], valid: [%s], lit: [%s] },' % (
            ','.join(str(tid(x)) for x in t), ','.join('0x%x' % pack(x, i) for i, x in enumerate(t)),
            ', '.join('0x%x' % x for x in valid), ', '.join('0x%x' % x for x in lit)))
    w('];')
    # texts may have grown: re-emit at the end instead
    w('')
    for key, name in lists.items():
        w('static %s: [Slot; %d] = [%s];' % (name, len(key), ', '.join(key)))
    w('')
    w('pub(crate) static INSTS: [InstData; %d] = [' % len(ilist))
    for b in ilist:
        w('    %s,' % b)
    w('];')
    w('')
    cands = {(): 0}
    clist2 = [()]
    w('pub(crate) static VARIANTS: [VariantData; %d] = [' % len(variants))
    vlines = []
    for v, dec in zip(variants, decode):
        tabs = []
        for f in FAMILIES:
            d = dec.get(f, {})
            if not d:
                tabs.append('&[]')
                continue
            n = max(d) + 1
            row = []
            for op in range(n):
                c = tuple(d.get(op, []))
                if c not in cands:
                    cands[c] = len(clist2)
                    clist2.append(c)
                row.append(str(cands[c]))
            tabs.append('&[%s]' % ','.join(row))
        cmap = ['NONE'] * len(clist)
        for c, mid in v['classes'].items():
            cmap[classes[c]] = str(mindex[mid])
        vlines.append('    VariantData { name: %s, generation: %d, processors: &[%s], classes: &[%s], decode: [%s] },' % (
            rs_str(v['name']), v['gen'], ', '.join(rs_str(p) for p in v['procs']), ','.join(cmap), ', '.join(tabs)))
    out.extend(vlines)
    w('];')
    w('')
    w('pub(crate) static CANDIDATES: [&[u16]; %d] = [%s];' % (
        len(clist2), ', '.join('&[%s]' % ','.join(map(str, c)) for c in clist2)))
    w('')
    w('pub(crate) const CLASS_HWREG_NAMES: u16 = %s;' % classes.get('names:hwreg', 'NONE'))
    w('pub(crate) const CLASS_SENDMSG_NAMES: u16 = %s;' % classes.get('names:sendmsg', 'NONE'))
    # Texts last (slots and maps added to them).
    out[out.index('TEXTS')] = 'pub(crate) static TEXTS: [&str; %d] = [%s];' % (len(tlist), ', '.join(rs_str(t) for t in tlist))
    w('')
    w('pub(crate) const NFAMILIES: usize = %d;' % len(FAMILIES))
    w('pub(crate) const NVARIANTS: usize = %d;' % len(variants))
    w('')
    w('/// Family index by the top 9 bits of the first word, per encoding generation (0: GFX8/GFX9, 1: GFX10, 2: GFX6/GFX7).')
    ft = family_tables()
    w('pub(crate) static FAMILY_BY_TOP9: [[u8; 512]; %d] = [%s];' % (len(ft), ', '.join(
        '[%s]' % ','.join(map(str, top)) for top, _ in ft)))
    w('/// Opcode bit parts (lo, width), least significant first, per generation and family.')
    rows = []
    for top, parts in ft:
        rows.append('[%s]' % ', '.join('&[%s]' % ', '.join('(%d, %d)' % p for p in parts.get(f, []))
                                       for f in FAMILIES))
    w('pub(crate) static OPCODE_PARTS: [[&[(u8, u8)]; %d]; %d] = [%s];' % (len(FAMILIES), len(rows), ', '.join(rows)))
    w('pub(crate) static FAMILIES: [Family; %d] = [%s];' % (len(FAMILIES), ', '.join('Family::' + RUST_FAM[f] for f in FAMILIES)))
    with open(OUT, 'w') as f:
        f.write('\n'.join(out) + '\n')
    print('table.rs: %d variants, %d instructions, %d maps, %d classes, %d texts' % (
        len(variants), len(ilist), len(maps_used), len(clist), len(tlist)))


def hex_u128(x):
    return '0x%x' % x


def lit_name(l):
    return {'': 'None', 'lit32': 'Lit32', 'lit32n': 'Lit32n', 'lit16f': 'Lit16f', 'lit16v': 'Lit16v', 'litv2': 'LitV2', 'litv2i': 'LitV2i', 'lit16i': 'Lit16i', 'lit64': 'Lit64',
            'hex32': 'Hex32', 'invalid': 'Invalid', '?': 'Hex32'}[l]


def hook_name(h):
    return ''.join(p.capitalize() for p in h.split('_')) or 'None'


# Encoding generations of the layouts, in the order of the Rust tables'
# first index (crate::data::layout): GFX8/GFX9, GFX10, GFX6/GFX7.
LAYOUT_GENS = (9, 10, 7)


def layout_gen(g):
    return 7 if g < 8 else (10 if g == 10 else 9)


def family_tables():
    """Rust tables identifying the family from the top 9 bits of the first
    word, and each family's opcode bit parts, per encoding generation."""
    out = []
    for gi, g in enumerate(LAYOUT_GENS):
        top = [255] * 512
        parts = {}
        for f in layouts.families(g):
            if f.name not in FAMILIES:
                continue
            parts[f.name] = f.opcode
            if '_' in f.name:
                continue    # SDWA/DPP: VOP families with a src0 selector
            for t in range(512):
                w = t << 23
                ok = True
                for lo, wd, val in f.ident:
                    if lo < 23:
                        ok = False
                        break
                    if ((w >> lo) & ((1 << wd) - 1)) != val:
                        ok = False
                        break
                if ok:
                    top[t] = FAMILIES.index(f.name)
        out.append((top, parts))
    return out


if __name__ == '__main__':
    main()

"""Generate crates/gcn/facts/*.txt and crates/gcn/src/table.rs from the
field sweeps (target/gcn/obs/<cpu>.json, made by explore.py).

Usage: python3 scripts/gcn/gentable.py [CPU...]   (default: every processor
LLVM 14 disassembles). Processors whose facts are identical form one ISA
variant.
"""
import collections
import hashlib
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracle  # noqa: E402
import layouts  # noqa: E402
import facts  # noqa: E402
from analyze import split, LIT_HEX, INVALID_IMM  # noqa: E402
from explore import FORMS  # noqa: E402

OBS = os.path.join(oracle.TARGET, 'obs')
CRATE = os.path.join(oracle.ROOT, 'crates', 'gcn')


def prefix(tok):
    return tok.split(':', 1)[0] if ':' in tok else tok


def inst_record(fam, key, d, gen, problems):
    i = facts.classify(fam, key, d)
    try:
        ops, mods, ins = facts.resolve(fam, i, gen)
    except ValueError as e:
        problems.append('%s %s: %s' % (fam.name, d['text'], e))
        return None
    op, _, form = str(key).partition('+')
    mn, bops, bmods = split(d['text'])
    rops = []
    for p, s in enumerate(ops):
        if s[0] == 'reg':
            _, name, m, om, rest, hook = s
            lit = ''
            if '$' in m.values() and any(mv == '$' for x, mv in m.items()):
                samples = d['lits'].get(name, [])
                st = facts.lit_style(samples, lambda t, p=p: split(t)[1][p] if len(split(t)[1]) > p else None, gen)
                if st is None:
                    problems.append('%s %s: literal style of %s: %s' % (fam.name, d['text'], name, samples[:6]))
                    st = '?'
                lit = st
            mm = tuple('?' if m[x].startswith('?') else m[x] for x in sorted(m))
            extra = ()
            if hook == 'sdwa_src':
                cond = [k for k in d.get('cond', {}) if k.startswith(name + '|')]
                if cond:
                    cm = facts.op_map(d['text'], d['cond'][cond[0]], p, 'op', bops[p] if p < len(bops) else '')
                    extra = tuple('?' if cm[x].startswith('?') else cm[x] for x in sorted(cm))
            if hook == 'smem_offset':
                if rest:
                    cm = rest[0][1]
                    extra = tuple('?' if cm[x].startswith('?') else cm[x] for x in sorted(cm))
                rest = [r[0] for r in rest]
            rops.append(('reg', name, mm, tuple(sorted(om)), lit, tuple(rest), hook, extra))
        elif s[0] == 'lit':
            samples = d['lits'].get('', [])
            st = facts.lit_style(samples, lambda t, p=p: split(t)[1][p] if len(split(t)[1]) > p else None, gen)
            if st is None:
                problems.append('%s %s: kimm style: %s' % (fam.name, d['text'], samples[:6]))
                st = '?'
            rops.append(('lit', st))
        else:
            rops.append(tuple(s))
    # Modifiers: base ones and inserted ones. An inserted modifier goes before
    # the base modifier it was inserted in front of; inserted modifiers at the
    # same place are ordered as the combination probe prints them.
    combo = []
    if d.get('combo') and d['combo'][1]:
        combo = [prefix(t) for t in split(d['combo'][2])[2]]
    slots = []
    for q, s in enumerate(mods):
        if s[0] == 'modstyle':
            sl = ('ins', s[1], s[2])
        elif s[0] == 'mod':
            sl = ('mod', s[1], tuple('?' if s[2][x].startswith('?') else s[2][x] for x in sorted(s[2])), tuple(s[3]))
        else:
            sl = ('imp', s[1])
        slots.append(((q, 1, 0), sl))
    for n, s in enumerate(ins):
        m = s[2]
        if isinstance(m, dict):
            texts = [t for t in m.values() if t and t[0] not in '!~?']
            pf = prefix(texts[0].split(' ')[0]) if texts else s[1]
            sl = ('ins', s[1], tuple('?' if m[x].startswith('?') else m[x] for x in sorted(m)))
        else:
            pf = {'offset': 'offset', 'soffset': 'offset'}.get(m, m)
            sl = ('ins', s[1], m)
        k = i['ins_pos'].get(s[1], len(mods))
        slots.append(((k, 0, combo.index(pf) if pf in combo else 100 + n), sl, pf))
    slots = [(k, sl) for k, sl, *_ in slots]
    if fam.name == 'DS':
        # One 16-bit offset, or the two 8-bit offset0:/offset1: fields.
        if any(sl[0] == 'ins' and sl[1] == 'offset' for _, sl in slots):
            slots = [(k, sl) for k, sl in slots if sl[1] not in ('offset0', 'offset1')]
    pfs = [prefix(bmods[k[0]]) if k[1] == 1 else None for k, sl in slots]
    allpf = []
    for (k, sl), p in zip(slots, pfs):
        if p is None:
            m = sl[2]
            if isinstance(m, tuple):
                texts = [t for t in m if t and t[0] not in '!~?']
                p = prefix(texts[0].split(' ')[0]) if texts else sl[1]
            else:
                p = {'offset': 'offset', 'soffset': 'offset', 'swizzle': 'offset'}.get(m, m)
        allpf.append(p)
    if combo and all(p in combo for p in allpf):
        slots = [x for _, x in sorted(zip([combo.index(p) for p in allpf], slots), key=lambda z: z[0])]
    else:
        slots.sort(key=lambda x: x[0])
    fx = dict(i['fixed'])
    for f, _ in FORMS.get(fam.name, []):
        if fam.name == 'MUBUF' and f not in fx and not d.get('form_fixed') and \
                any(x[1][1] == f for x in slots if x[1][0] == 'ins'):
            # lds=1 is its own form (LLVM's LDS opcodes have no tfe).
            slots = [x for x in slots if x[1][1] != f]
            fx[f] = [0]
        if f in i['hooks']:
            # The field selects another form of this opcode (FLAT atomics).
            i['hooks'].remove(f)
            slots = [x for x in slots if x[1][1] != f]
            fx[f] = [0]
    if d.get('form_fixed'):
        fx[d['form_fixed'][0]] = [d['form_fixed'][1]]
    for name, k in list(i['complex']):
        # The field that selects another form of this opcode.
        if name in [f for f, _ in FORMS.get(fam.name, [])]:
            fx[name] = [0]
            i['complex'].remove((name, k))
    fixed = tuple(sorted((k, tuple(v)) for k, v in fx.items()))
    for name, k in i['complex']:
        if name == 'abid':
            continue    # bits 11-14 of non-MAI VOP3P: op_sel and op_sel_hi2
        problems.append('%s %s: complex field %s %s' % (fam.name, d['text'], name, str(k)[:200]))
    aux = mimg_sizes(d, gen) if fam.name == 'MIMG' else None
    sdst_map = None
    if 'sdst|sd=1' in d.get('cond', {}):
        cm = facts.op_map(d['text'], d['cond']['sdst|sd=1'], 0, 'op', split(d['text'])[1][0])
        sdst_map = tuple('?' if cm[x].startswith('?') else cm[x] for x in sorted(cm))
    return {'family': fam.name, 'opcode': int(op), 'form': form, 'mnemonic': mn, 'hooks': tuple(i['hooks']),
            'aux': aux, 'sdst_map': sdst_map,
            'ops': tuple(rops), 'mods': tuple(sl for _, sl in slots), 'fixed': fixed,
            'len': d['len'], 'text': d['text']}


VGPRS = tuple('v%d' % i for i in range(256))


def reg_count(tok):
    m = re.fullmatch(r'v\[(\d+):(\d+)\]', tok)
    return int(m.group(2)) - int(m.group(1)) + 1 if m else 1


def mimg_sizes(d, gen):
    """MIMG data sizes: LLVM computes the size from dmask, d16 and tfe and
    keeps the opcode's own size when no variant of that size exists. Returns
    (mask of sizes that exist, the opcode's own size) from the sweeps."""
    mn = split(d['text'])[0]
    gather = mn.startswith('image_gather4')
    own = reg_count(split(d['text'])[1][0])
    valid = set()
    probes = [(x, 0, 0, t) for x, n, t in d['fields'].get('dmask', []) if n]
    probes += [(x, 1, 0, t) for x, n, t in d.get('cond', {}).get('dmask|tfe=1', []) if n]
    probes += [(x, 0, 1, t) for x, n, t in d.get('cond', {}).get('dmask|d16=1', []) if n]
    for dm, tfe, d16, t in probes:
        ops = split(t)[1]
        if not ops or split(t)[0] != mn:
            continue
        size = 4 if gather else max(bin(dm).count('1'), 1)
        if d16 and gen >= 9:
            size = (size + 1) // 2
        size += tfe
        if reg_count(ops[0]) == size:
            valid.add(size)
    mask = 0
    for v in valid:
        mask |= 1 << v
    return mask | (own << 8)


def family_hooks(r, gen):
    """Operands printed by a family rule (crates/gcn/src/hooks.rs)."""
    fam = r['family']
    ops = [list(s) for s in r['ops']]
    mods = list(r['mods'])

    def vreg(field, hook):
        return ['reg', field, VGPRS, (), '', (), hook, ()]
    if fam == 'SDWA_VOPC' and ops and ops[0][0] == 'reg' and ops[0][1] == 'sd' and r.get('sdst_map'):
        # vcc unless sd is set, then the SGPRs of the sdst field.
        ops[0] = ['reg', 'sdst', r['sdst_map'], (), '', (), 'sdwa_sdst', ops[0][2]]
    if fam == 'VOP3P':
        # MAI: bits 11-14 are abid; else op_sel and op_sel_hi2.
        mai = any(sl[0] == 'ins' and sl[1] == 'abid' and any(str(t).startswith('abid:') for t in sl[2])
                  for sl in mods)
        drop = ('op_sel', 'op_sel_hi2') if mai else ('abid',)
        mods = [sl for sl in mods if not (sl[0] in ('mod', 'ins') and sl[1] in drop)]
        for k, sl in enumerate(mods):
            if sl[0] in ('mod', 'ins') and sl[1] == 'op_sel_hi':
                mods[k] = ('hook', 'op_sel_hi', sl[2])
        mods = [sl for sl in mods if not (sl[0] in ('mod', 'ins') and sl[1] == 'op_sel_hi2')]
        if mai:
            # MAI: bits 59 and 60 make src0 and src1 AGPRs (the sweeps' SGPR
            # sources do not show it); the bit that makes vdst an AGPR
            # (gfx90a) makes src2 one too.
            dacc = tuple(tuple(om) for s in ops if s[0] == 'reg' and s[1] == 'vdst'
                         for om in s[3] if om[2] == 'acc')
            more = {'src0': (('op_sel_hi', 0, 'acc'),), 'src1': (('op_sel_hi', 1, 'acc'),), 'src2': dacc}
            for s in ops:
                if s[0] == 'reg' and s[1] in more and not any(om[2] == 'acc' for om in s[3]):
                    s[3] = tuple(tuple(om) for om in s[3]) + more[s[1]]
    if fam == 'SMEM' and gen >= 10:
        # GFX10: soffset null (0x7d) prints the 21-bit offset field (the
        # sweeps' base has soffset s0, where the offset is not printed).
        for s in ops:
            if s[0] == 'reg' and s[1] == 'soffset' and not s[6]:
                s[6] = 'smem_offset'
                s[7] = s[2]
    if fam == 'MIMG' and ops and ops[0][0] == 'reg':
        ops[0][6] = 'mimg_vdata'
        # tfe adds a data register, except on gfx90a where the bit selects AGPRs.
        acc = any(om[0] == 'tfe' and om[2] == 'acc' for om in ops[0][3])
        ops[0][7] = ('aux', r['aux'] | (0 if acc else 1 << 12))
    if fam == 'EXP':
        for s in ops:
            if s[0] == 'reg' and s[1].startswith('vsrc'):
                s[6] = 'exp_src'
    if fam in ('MUBUF', 'MTBUF') and len(ops) > 1 and ops[1] == ['imp', 'off']:
        ops[1] = vreg('vaddr', 'buf_vaddr')
    if fam in ('MUBUF', 'MTBUF') and gen < 8:
        # The assembler oracle writes vaddr 0 with `off` and calls any other
        # value invalid; the field is the address operand's (buf_vaddr).
        r['fixed'] = tuple((k, v) for k, v in r['fixed'] if k != 'vaddr')
    if fam == 'FLAT' and r['mnemonic'].startswith(('global_', 'scratch_')):
        for k, s in enumerate(ops):
            if s[0] == 'reg' and s[1] == 'addr':
                s[6] = 'flat_addr'
            elif s[0] == 'reg' and s[1] == 'saddr':
                s[6] = 'flat_saddr'
            elif s == ['imp', 'off'] and r['mnemonic'].startswith('scratch_'):
                ops[k] = vreg('addr', 'flat_addr')
    if fam == 'VOP3':
        for s in ops:
            if s[0] == 'reg' and s[1] == 'src0' and any(t.startswith('attr') for t in s[2]):
                s[6] = 'vop3_attr'
                mods.insert(0, ('ins', 'src0.8', ('', 'high')))
    r['ops'] = tuple(tuple(s) for s in ops)
    r['mods'] = tuple(mods)
    return r


def processor_facts(cpu):
    path = os.path.join(OBS, cpu + '.json')
    obs = json.load(open(path))
    gen = oracle.generation(cpu)
    fams = {f.name: f for f in layouts.families(gen)}
    out = []
    problems = []
    for fname in sorted(obs):
        if fname == '_names':
            continue
        ops = obs[fname]
        for key, d in sorted(ops.items(), key=lambda kv: (int(kv[0].split('+')[0]), kv[0])):
            op, _, form = key.partition('+')
            if form:
                # A form is its own instruction only when the field changes
                # the operands (FLAT atomics with glc return the old value).
                base = ops.get(op)
                fr = facts.classify(fams[fname], op, base) if base else None
                if fr is None or not (form in fr['hooks'] or any(n == form for n, _ in fr['complex'])
                                      or fname == 'MUBUF'):
                    continue
                d = dict(d)
                d['fields'] = {k: v for k, v in d['fields'].items() if k != form}
                d['form_fixed'] = (form, 1)
            if '_' in fname and d['len'] == 4:
                continue    # no SDWA/DPP form: LLVM decodes the plain VOP word
            r = inst_record(fams[fname], key, d, gen, problems)
            if r:
                out.append(r)
    for kind, texts in sorted(obs.get('_names', {}).items()):
        if kind == 'hwreg':
            texts = [re.search(r'hwreg\(([^,)]*)', t).group(1) if 'hwreg(' in t else '!' for t in texts]
        out.append({'names': kind, 'texts': tuple(texts)})
    return gen, out, problems


def key_of(r):
    if 'names' in r:
        return json.dumps([r['names'], r['texts']])
    return json.dumps([r['family'], r['opcode'], r['form'], r['mnemonic'], r['ops'], r['mods'], r['fixed']])


def cached_facts(cpu, obs_hash):
    """processor_facts then family_hooks; processor_facts is cached in
    target/gcn/facts-cache by the hash of the sweep and of the generator's
    sources but family_hooks (it takes minutes per processor)."""
    import copy
    import pickle
    here = os.path.dirname(os.path.abspath(__file__))
    src = hashlib.sha1()
    # The modules processor_facts uses (not family_hooks nor the writers).
    for n in ('analyze.py', 'explore.py', 'facts.py', 'gentable.py', 'layouts.py', 'oracle.py'):
        t = open(os.path.join(here, n)).read()
        if n == 'gentable.py':
            for f in ('def family_hooks(', 'def write_facts('):
                a = t.index(f)
                b = t.find('\ndef ', a + 1)
                t = t[:a] + (t[b:] if b >= 0 else '')
            src.update(t.encode())
        else:
            src.update(t.encode())
    d = os.path.join(oracle.TARGET, 'facts-cache')
    path = os.path.join(d, '%s-%s-%s.pickle' % (cpu, obs_hash[:12], src.hexdigest()[:12]))
    if os.path.exists(path):
        with open(path, 'rb') as f:
            r = pickle.load(f)
    else:
        r = processor_facts(cpu)
        os.makedirs(d, exist_ok=True)
        with open(path + '.tmp', 'wb') as f:
            pickle.dump(r, f)
        os.replace(path + '.tmp', path)
    gen, recs, prob = r
    recs = [family_hooks(copy.deepcopy(x), gen) if 'names' not in x else x for x in recs]
    if gen < 8:
        recs = vop3b_sdst(smrd_forms(recs))
    return gen, recs, prob


def vop3b_sdst(recs):
    """GFX6/GFX7 VOP3 with a scalar destination (bits 8-14, where other
    VOP3 instructions have abs and clamp): sioracle.py moves clamp (bit 11)
    to the gfx803 encoding, so the sweeps see every sdst with bit 3 set as
    invalid (and v_div_scale's sdst as a 3-bit `abs` field). The operand is
    the SGPR pair that VOPC's VOP3 destination (bits 0-7, where the oracle
    sees every value) measures, for the 7 bits of the field; LLVM ignores
    clamp there."""
    pairs = None
    for r in recs:
        if 'names' not in r and r['family'] == 'VOP3' and r['mnemonic'].startswith('v_cmp_') and \
                r['ops'] and r['ops'][0][0] == 'reg' and r['ops'][0][1] == 'vdst':
            pairs = tuple(r['ops'][0][2][:128])
            break
    if pairs is None:
        return recs
    out = []
    for r in recs:
        if 'names' in r or r['family'] != 'VOP3' or len(r['ops']) < 2 or r['ops'][1][0] != 'reg' or \
                r['ops'][1][1] not in ('sdst', 'abs'):
            out.append(r)
            continue
        ops = list(r['ops'])
        ops[1] = ('reg', 'sdst', pairs, (), '', (), '', ())
        mods = tuple(m for m in r['mods'] if not (m[0] in ('ins', 'mod') and m[1] == 'clamp'))
        fixed = tuple((k, v) for k, v in r['fixed'] if k.split('.')[0] not in ('abs', 'clamp'))
        hooks = tuple(h for h in r['hooks'] if h != 'clamp')
        out.append(dict(r, ops=tuple(ops), mods=mods, fixed=fixed, hooks=hooks))
    return out


def smrd_forms(recs):
    """GFX6/GFX7 SMRD: the imm bit makes the offset field an 8-bit
    immediate, printed in hex (the sweeps' base has imm clear: an SGPR, or
    GFX7's literal). Each SMRD instruction with an offset becomes two: the
    immediate form first (the assembler's first choice for a value that
    fits), then the SGPR/literal form with imm clear."""
    out = []
    for r in recs:
        if 'names' in r or r['family'] != 'SMRD':
            out.append(r)
            continue
        k = [i for i, s in enumerate(r['ops']) if s[0] == 'reg' and s[1] == 'offset' and tuple(s[5]) == ('imm',)]
        if not k:
            out.append(r)
            continue
        fixed = dict(r['fixed'])
        imm = dict(r, form='imm', fixed=tuple(sorted(dict(fixed, imm=(1,)).items())),
                   ops=tuple(('imm', 'offset', 'hex') if i == k[0] else s for i, s in enumerate(r['ops'])))
        reg = dict(r, fixed=tuple(sorted(dict(fixed, imm=(0,)).items())),
                   ops=tuple(s[:5] + ((),) + s[6:] if i == k[0] else s for i, s in enumerate(r['ops'])))
        out += [imm, reg]
    return out


# GFX6/GFX7 processors that were not swept (explore.py through sioracle.py
# takes minutes each): llvm-mc-14 -show-encoding answers every line of the
# assembler sweep of the first exactly as for it (bytes and error messages;
# DEVELOPERS.md, "GFX6/GFX7").
SAME_AS = {'gfx700': ('gfx701', 'gfx702', 'gfx703', 'gfx704', 'gfx705'), 'gfx601': ('gfx600', 'gfx602')}


def main(cpus):
    per = {}
    allprob = []
    done = {}
    for cpu in cpus:
        # Processors whose sweeps are byte-identical have identical facts.
        h = hashlib.sha1(open(os.path.join(OBS, cpu + '.json'), 'rb').read()).hexdigest()
        if h in done:
            per[cpu] = per[done[h]]
            continue
        done[h] = cpu
        gen, recs, prob = cached_facts(cpu, h)
        per[cpu] = (gen, recs)
        allprob += ['%s: %s' % (cpu, p) for p in prob]
    # Variants: processors with identical facts.
    groups = collections.OrderedDict()
    for cpu in cpus:
        h = hashlib.sha1('\n'.join(sorted(key_of(r) for r in per[cpu][1])).encode()).hexdigest()
        groups.setdefault(h, []).append(cpu)
    variants = [(g[0], g + [a for a in SAME_AS.get(g[0], ()) if a not in g], per[g[0]][0], per[g[0]][1])
                for g in groups.values()]
    for p in allprob[:60]:
        print(p, file=sys.stderr)
    print('%d problems' % len(allprob), file=sys.stderr)
    return variants




# ---------------------------------------------------------------------------
# Facts files: crates/gcn/facts/maps.txt and one file per ISA variant.

def hash6(x):
    return hashlib.sha1(repr(x).encode()).hexdigest()[:6]


class Maps:
    def __init__(self):
        self.ids = {}
        self.list = []

    def add(self, texts):
        # A value that decodes as another instruction (SDWA/DPP selectors in
        # src0) is the decoder's business, not the operand's: same as invalid.
        t = tuple('!' if x == '~' else x for x in texts)
        if t not in self.ids:
            self.ids[t] = len(self.list)
            self.list.append(t)
        return self.ids[t]


def class_name(kind, field, texts):
    if kind == 'names':
        return 'names:' + field
    m = dict(enumerate(texts))
    if kind == 'reg':
        n = facts.map_name(field, m, max(1, (len(texts) - 1).bit_length()))
        if n:
            return n
    return '%s_%s' % (field, hash6(texts))


def write_facts(variants):
    maps = Maps()
    os.makedirs(os.path.join(CRATE, 'facts'), exist_ok=True)
    # Remove the previous variants' files (only ours: other generators keep
    # their facts here too).
    vpath = os.path.join(CRATE, 'facts', 'variants.txt')
    if os.path.exists(vpath):
        for ln in open(vpath):
            ln = ln.strip()
            if ln and not ln.startswith('#') and os.path.exists(os.path.join(CRATE, 'facts', ln + '.txt')):
                os.unlink(os.path.join(CRATE, 'facts', ln + '.txt'))
    index = []
    for name, procs, gen, recs in variants:
        classes = {}   # class name -> map id

        def cls(kind, field, texts):
            texts = tuple('!' if x == '~' else x for x in texts)
            mid = maps.add(texts)
            base = class_name(kind, field, texts)
            n = base
            k = 2
            while n in classes and classes[n] != mid:
                n = '%s~%d' % (base, k)
                k += 1
            classes[n] = mid
            return n
        lines = []
        for r in recs:
            if 'names' in r:
                cls('names', r['names'], r['texts'])
                continue
            ops = []
            for s in r['ops']:
                if s[0] == 'reg':
                    _, field, mm, om, lit, rest, hook, extra = s
                    c = cls('reg', field, mm)
                    if extra and extra[0] == 'aux':
                        alt = 'aux:%d' % extra[1]
                    elif hook == 'sdwa_sdst':
                        alt = cls('reg', 'sd', extra)
                    else:
                        alt = cls('reg', field, extra) if extra else ''
                    ops.append(['reg', field, c, [list(x) for x in om], lit, list(rest), hook or '', alt])
                else:
                    ops.append(list(s))
            mods = []
            for s in r['mods']:
                if s[0] in ('mod', 'ins') and isinstance(s[2], tuple):
                    c = cls('mod', s[1], s[2])
                    mods.append([s[0], s[1], c] + [list(x) for x in s[3:]])
                elif s[0] == 'hook':
                    mods.append(['hook', s[1], cls('mod', s[1], s[2])])
                else:
                    mods.append(list(s))
            lines.append('inst\t%s\t%d\t%s\t%s\t%s\t%s\t%s\t%s' % (
                r['family'], r['opcode'], r['form'] or '-', r['mnemonic'], json.dumps(ops),
                json.dumps(mods), json.dumps([[k, list(v)] for k, v in r['fixed']]), json.dumps(list(r['hooks']))))
        with open(os.path.join(CRATE, 'facts', name + '.txt'), 'w') as f:
            f.write('# ISA variant %s: processors with identical facts.\n' % name)
            f.write('# Generated by scripts/gcn/gentable.py from LLVM 14 field sweeps '
                    '(scripts/gcn/explore.py); do not edit.\n')
            f.write('variant\t%s\t%d\t%s\n' % (name, gen, ','.join(procs)))
            for n, mid in sorted(classes.items()):
                f.write('class\t%s\t%d\n' % (n, mid))
            for ln in lines:
                f.write(ln + '\n')
        index.append(name)
    with open(os.path.join(CRATE, 'facts', 'maps.txt'), 'w') as f:
        f.write('# Value maps: field value -> text LLVM 14 prints ("!" invalid encoding, "~" another\n')
        f.write('# instruction, "$" the literal follows, "?..." printed by a family rule).\n')
        f.write('# Generated by scripts/gcn/gentable.py; do not edit.\n')
        for i, t in enumerate(maps.list):
            f.write('map\t%d\t%s\n' % (i, json.dumps(list(t))))
    with open(os.path.join(CRATE, 'facts', 'variants.txt'), 'w') as f:
        f.write('# ISA variants in table order. Generated by scripts/gcn/gentable.py.\n')
        for n in index:
            f.write(n + '\n')


if __name__ == '__main__':
    args = sys.argv[1:]
    if args and args[0] == 'rust':
        import genrust
        genrust.main()
    else:
        cpus = args or [c for c in oracle.PROCESSORS if oracle.generation(c) >= 8]
        cpus = [c for c in cpus if os.path.exists(os.path.join(OBS, c + '.json'))]
        vs = main(cpus)
        for name, procs, gen, recs in vs:
            print(name, procs, len(recs))
        write_facts(vs)

"""GFX6/GFX7 opcodes of the GFX8 instructions, measured with llvm-mc-14.

No LLVM release up to 19 disassembles GFX6 or GFX7 ("Disassembly not yet
supported for subtarget"), so the assembler is the only oracle for these
generations. This probe takes, for every mnemonic of the gfx803 field sweep
(target/gcn/sweeps/fields-gfx803.llvm, made by `sweep.py full gfx803`), a
few of the texts LLVM printed, assembles them for gfx601 and gfx700 with
`llvm-mc-14 -show-encoding`, and reads the family and opcode of the answer
with the GFX6/GFX7 layouts below; and the 9-bit source value of every operand name
and constant of the gfx803 sweep's `v_mov_b32_e32` (special registers,
inline constants). Writes crates/gcn/facts/si-probe.txt:

  inst<TAB>MNEMONIC<TAB>gfx601 answer<TAB>gfx700 answer
  tmpl<TAB>MNEMONIC<TAB>GFX8 TEMPLATE<TAB>gfx601 answer<TAB>gfx700 answer
  src<TAB>TEXT<TAB>gfx601 value<TAB>gfx700 value<TAB>gfx803 value

an answer being `FAMILY OPCODE` and the line that gave it, or `-` and
llvm-mc's message for the first text tried when no text assembles; a value
`-` when the source is rejected.
Usage: python3 scripts/gcn/siprobe.py [TEXTS_PER_MNEMONIC]
"""
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import asmoracle  # noqa: E402

ROOT = asmoracle.ROOT
SWEEP = os.path.join(ROOT, 'target', 'gcn', 'sweeps', 'fields-gfx803.llvm')
FACTS = os.path.join(ROOT, 'crates', 'gcn', 'facts', 'si-probe.txt')
CPUS = ['gfx601', 'gfx700']

# GFX6/GFX7 families: (name, identifying bits (lo, width, value) of word 0,
# opcode (lo, width) of word 0). Longer identifiers first.
SI = [
    ('SOP1', (23, 9, 0x17D), (8, 8)),
    ('SOPC', (23, 9, 0x17E), (16, 7)),
    ('SOPP', (23, 9, 0x17F), (16, 7)),
    ('VOP1', (25, 7, 0x3F), (9, 8)),
    ('VOPC', (25, 7, 0x3E), (17, 8)),
    ('VOP3', (26, 6, 0x34), (17, 9)),
    ('VINTRP', (26, 6, 0x32), (16, 2)),
    ('DS', (26, 6, 0x36), (18, 8)),
    ('FLAT', (26, 6, 0x37), (18, 7)),
    ('MUBUF', (26, 6, 0x38), (18, 7)),
    ('MTBUF', (26, 6, 0x3A), (16, 3)),
    ('MIMG', (26, 6, 0x3C), (18, 7)),
    ('EXP', (26, 6, 0x3E), (0, 0)),
    ('SMRD', (27, 5, 0x18), (22, 5)),
    ('SOPK', (28, 4, 0xB), (23, 5)),
    ('SOP2', (30, 2, 0x2), (23, 7)),
    ('VOP2', (31, 1, 0x0), (25, 6)),
]


def family(hexs):
    w0 = int.from_bytes(bytes.fromhex(hexs[:8]), 'little')
    for name, (lo, wd, val), (olo, owd) in SI:
        if (w0 >> lo) & ((1 << wd) - 1) == val:
            return name, (w0 >> olo) & ((1 << owd) - 1)
    return '?', w0


# GFX6/GFX7 instructions that gfx803 has under another name or not at all,
# with a gfx803 instruction of the same operand syntax (its texts are probed
# with the name replaced): (GFX6/GFX7 mnemonic, gfx803 mnemonic).
CMP = ['f', 'lt', 'eq', 'le', 'gt', 'lg', 'ge', 'o', 'u', 'nge', 'nlg', 'ngt', 'nle', 'neq', 'nlt', 'tru']
TEMPLATES = (
    [(a + sfx, b + sfx) for sfx in ('_e32', '_e64') for a, b in [
        ('v_add_i32', 'v_add_u32'), ('v_sub_i32', 'v_sub_u32'), ('v_subrev_i32', 'v_subrev_u32'),
        ('v_min_legacy_f32', 'v_min_f32'), ('v_max_legacy_f32', 'v_max_f32'),
        ('v_mac_legacy_f32', 'v_mac_f32'),
        ('v_lshl_b32', 'v_lshlrev_b32'), ('v_lshr_b32', 'v_lshrrev_b32'), ('v_ashr_i32', 'v_ashrrev_i32'),
        ('v_log_clamp_f32', 'v_log_f32'), ('v_rcp_clamp_f32', 'v_rcp_f32'), ('v_rcp_legacy_f32', 'v_rcp_f32'),
        ('v_rsq_clamp_f32', 'v_rsq_f32'), ('v_rsq_legacy_f32', 'v_rsq_f32'),
        ('v_rcp_clamp_f64', 'v_rcp_f64'), ('v_rsq_clamp_f64', 'v_rsq_f64'),
        ('v_bfm_b32', 'v_and_b32'), ('v_bcnt_u32_b32', 'v_and_b32'), ('v_mbcnt_lo_u32_b32', 'v_and_b32'),
        ('v_mbcnt_hi_u32_b32', 'v_and_b32'), ('v_ldexp_f32', 'v_mul_f32'),
        ('v_cvt_pkaccum_u8_f32', 'v_mul_f32'), ('v_cvt_pknorm_i16_f32', 'v_mul_f32'),
        ('v_cvt_pknorm_u16_f32', 'v_mul_f32'), ('v_cvt_pkrtz_f16_f32', 'v_mul_f32'),
        ('v_cvt_pk_u16_u32', 'v_and_b32'), ('v_cvt_pk_i16_i32', 'v_and_b32'),
    ] + [('v_cmps_%s_f%d' % (c, w), 'v_cmp_%s_f%d' % (c, w)) for c in CMP for w in (32, 64)]
      + [('v_cmpsx_%s_f%d' % (c, w), 'v_cmpx_%s_f%d' % (c, w)) for c in CMP for w in (32, 64)]]
    + [('v_lshl_b64', 'v_lshlrev_b64'), ('v_lshr_b64', 'v_lshrrev_b64'), ('v_ashr_i64', 'v_ashrrev_i64'),
       ('v_mullit_f32', 'v_mad_f32'), ('v_mqsad_u16_u8', 'v_mqsad_pk_u16_u8'),
       ('v_mqsad_u32_u8', 'v_mqsad_u32_u8'),
       ('buffer_atomic_fcmpswap', 'buffer_atomic_cmpswap'), ('buffer_atomic_fcmpswap_x2', 'buffer_atomic_cmpswap_x2'),
       ('buffer_atomic_fmin', 'buffer_atomic_smin'), ('buffer_atomic_fmin_x2', 'buffer_atomic_smin_x2'),
       ('buffer_atomic_fmax', 'buffer_atomic_smax'), ('buffer_atomic_fmax_x2', 'buffer_atomic_smax_x2'),
       ('v_div_fixup_f32', 'v_div_fixup_f32')]
)


def texts_by_mnemonic(per):
    by = {}
    for line in open(SWEEP):
        n, _, t = line.rstrip('\n').partition('\t')
        if n in ('0', 'C') or not t:
            continue
        by.setdefault(t.split(' ')[0], set()).add(t)
    rng = random.Random(5)
    out = {}
    for mn, ts in sorted(by.items()):
        ts = sorted(ts)
        # The shortest text first (fewest modifiers), then a random few.
        first = min(ts, key=len)
        rest = [t for t in ts if t != first]
        out[mn] = [first] + rng.sample(rest, min(per - 1, len(rest)))
    return out


def sources():
    """Every source text of the gfx803 sweep's v_mov_b32_e32 v0, X but the
    VGPRs and SGPRs (register numbers aside: the top SGPRs are probed)."""
    out = set()
    for line in open(SWEEP):
        n, _, t = line.rstrip('\n').partition('\t')
        if n == '4' and t.startswith('v_mov_b32_e32 v0, '):
            x = t[len('v_mov_b32_e32 v0, '):]
            if not (x[0] in 'sv' and x[1:].isdigit()):
                out.add(x)
    return sorted(out | {'s101', 's102', 's103', 's104', 's105', 'v0', 'v255', 'flat_scratch_lo',
                         'flat_scratch_hi', 'ttmp12', 'ttmp15'})


def src_value(a):
    if a.startswith('!'):
        return '-'
    return str(int(a[:2], 16) | ((int(a[2:4], 16) & 1) << 8))


def main(per):
    srcs = sources()
    slines = ['v_mov_b32_e32 v0, ' + x for x in srcs]
    sans = {cpu: asmoracle.encode(cpu, slines) for cpu in CPUS + ['gfx803']}
    texts = texts_by_mnemonic(per)
    tmpl = {}
    for si, vi in TEMPLATES:
        if vi in texts and si not in texts:
            tmpl[si] = vi
            texts[si] = [si + t[len(vi):] for t in texts[vi]]
    lines = [t for ts in texts.values() for t in ts]
    ans = {cpu: dict(zip(lines, asmoracle.encode(cpu, lines))) for cpu in CPUS}
    rows = []
    for mn, ts in texts.items():
        cols = []
        for cpu in CPUS:
            got = None
            for t in ts:
                a = ans[cpu][t]
                if not a.startswith('!'):
                    fam, op = family(a)
                    got = '%s %d\t%s' % (fam, op, t)
                    break
            if got is None:
                got = '-\t' + ans[cpu][ts[0]].split('\t', 1)[1]
            cols.append(got)
        if mn in tmpl:
            rows.append('tmpl\t%s\t%s\t%s' % (mn, tmpl[mn], '\t'.join(cols)))
        else:
            rows.append('inst\t%s\t%s' % (mn, '\t'.join(cols)))
    srows = ['src\t%s\t%s' % (x, '\t'.join(src_value(sans[c][i]) for c in CPUS + ['gfx803']))
             for i, x in enumerate(srcs)]
    with open(FACTS, 'w') as f:
        f.write('# GFX6 (gfx601) and GFX7 (gfx700) opcodes of the gfx803 mnemonics and source operand values,\n'
                '# measured with llvm-mc-14 by scripts/gcn/siprobe.py (no LLVM release disassembles GFX6/GFX7).\n'
                '# Not yet read by the table generator. Rows: inst<TAB>MNEMONIC<TAB>gfx601: FAMILY OPCODE<TAB>TEXT\n'
                '# (or -<TAB>MESSAGE)<TAB>gfx700: the same; tmpl rows: a GFX6/GFX7 name probed with the texts of a gfx803\n'
                '# instruction of the same syntax (the second column); src<TAB>TEXT<TAB>gfx601<TAB>gfx700<TAB>gfx803 value.\n'
                '# Do not edit.\n')
        f.write('\n'.join(rows + srows) + '\n')
    for cpu_i, cpu in enumerate(CPUS):
        ok = sum(1 for r in rows if r.startswith('inst') and r.split('\t')[2 + 2 * cpu_i] != '-')
        okt = sum(1 for r in rows if r.startswith('tmpl') and r.split('\t')[3 + 2 * cpu_i] != '-')
        print('%s: %d of %d gfx803 mnemonics assemble, %d of %d others (templates)' % (
            cpu, ok, len(rows) - len(tmpl), okt, len(tmpl)))
    diff = [r for r in srows if len(set(r.split('\t')[2:])) > 1]
    print('%d source texts, %d with other values than on gfx803:' % (len(srows), len(diff)))
    for r in diff:
        print('   ', r)


if __name__ == '__main__':
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 8)

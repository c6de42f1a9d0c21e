"""Decoding sweeps against LLVM 14.

  sweep.py fields CPU      every record of the field sweeps (target/gcn/obs)
  sweep.py random CPU N [SEED]   N random records
  sweep.py random-mimg CPU N [SEED]   N random records whose first word
                                 is an image instruction (bits 31-26 =
                                 0b111100: GFX10's NSA forms and address
                                 rules get far more records than in
                                 uniform random words)
  sweep.py random-bvh CPU N [SEED]    N random records near the valid
                                 words of the ray-tracing image
                                 instructions (mimg10.py bvh_record: random
                                 records almost never are)
  sweep.py fixture-mimg CPU      a sample of the last random-mimg sweep
                                 (seed 11) for `cargo test`
  sweep.py full CPU [N] [SEED]   both: the field sweeps (exploring first if
                                 target/gcn/obs/CPU.json is missing) and N
                                 random records (default 10,000,000)
Writes target/gcn/sweeps/<name>.rec and .llvm (the oracle's answers), then
runs the Rust checker (crates/gcn/examples/check.rs) and prints its counts.
"""
import json
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracle  # noqa: E402
import layouts  # noqa: E402
import explore  # noqa: E402

OUT = os.path.join(oracle.TARGET, 'sweeps')


def field_records(cpu):
    gen = oracle.generation(cpu)
    size = explore.RECORD[gen]
    fams = {f.name: f for f in layouts.families(gen)}
    obs = json.load(open(os.path.join(oracle.TARGET, 'obs', cpu + '.json')))
    recs = []
    for fname, ops in obs.items():
        if fname == '_names':
            continue
        fam = fams[fname]
        for key, d in ops.items():
            v = sum(w << (32 * i) for i, w in enumerate(d['base']))
            for name, vals in list(d['fields'].items()) + list(d.get('cond', {}).items()):
                base_name, _, cond = name.partition('|')
                _, lo, wd = fam.field(base_name)
                vv = v
                if cond:
                    cn, cv = cond.split('=')
                    _, clo, cwd = fam.field(cn)
                    vv |= int(cv) << clo
                mask = ((1 << wd) - 1) << lo
                for x, n, t in vals:
                    words = explore.to_words((vv & ~mask) | (x << lo), fam.words)
                    recs.append(oracle.words(*(words + [explore.LIT, 0x0a090807, 0x0e0d0c0b])))
            for fld, lits in d.get('lits', {}).items():
                vv = v
                if fld:
                    # the field value that shows the literal: the first in the sweep
                    _, lo, wd = fam.field(fld)
                    x = d['litx'][fld]
                    vv = (v & ~(((1 << wd) - 1) << lo)) | (x << lo)
                for L, n, t in lits:
                    words = explore.to_words(vv, fam.words)
                    recs.append(oracle.words(*(words + [L, 0x0a090807, 0x0e0d0c0b])))
    return size, recs


def run(cpu, name, size, recs):
    os.makedirs(OUT, exist_ok=True)
    rp = os.path.join(OUT, name + '.rec')
    ep = os.path.join(OUT, name + '.llvm')
    with open(rp, 'wb') as f:
        for r in recs:
            f.write((r + b'\0' * size)[:size])
    with open(ep, 'w') as f:
        for line in oracle.disassemble_file(cpu, rp, size):
            f.write(line + '\n')
    return check(cpu, size, rp, ep)


def check(cpu, size, rp, ep, shown=20):
    subprocess.run(['cargo', 'build', '--release', '-q', '-p', 'gcn', '--example', 'check'], check=True,
                   cwd=oracle.ROOT)
    exe = os.path.join(oracle.ROOT, 'target', 'release', 'examples', 'check')
    return subprocess.run([exe, cpu, str(size), rp, ep, str(shown)]).returncode


def random_file(cpu, n, seed, path):
    """Write N random records to `path` in chunks (10 million records do not
    fit in memory as Python objects)."""
    size = explore.RECORD[oracle.generation(cpu)]
    rng = random.Random(seed)
    with open(path, 'wb') as f:
        left = n
        while left:
            k = min(left, 1 << 18)
            f.write(rng.randbytes(k * size))
            left -= k
    return size


def force_mimg(path, size):
    """Make the first word of every record an image instruction."""
    b = bytearray(open(path, 'rb').read())
    for i in range(3, len(b), size):
        b[i] = 0xf0 | (b[i] & 3)
    with open(path, 'wb') as f:
        f.write(b)


def run_random(cpu, n, seed, mimg=False):
    os.makedirs(OUT, exist_ok=True)
    name = '%s-%s-%d' % ('random-mimg' if mimg else 'random', cpu, seed)
    rp = os.path.join(OUT, name + '.rec')
    ep = os.path.join(OUT, name + '.llvm')
    size = random_file(cpu, n, seed, rp)
    if mimg:
        force_mimg(rp, size)
    with open(ep, 'w') as f:
        for line in oracle.disassemble_file(cpu, rp, size):
            f.write(line + '\n')
    return check(cpu, size, rp, ep)


def random_records(cpu, n, seed):
    gen = oracle.generation(cpu)
    size = explore.RECORD[gen]
    rng = random.Random(seed)
    return size, [rng.randbytes(size) for _ in range(n)]


def fixture(cpu, total=20000, seed=7):
    """A sample with LLVM's answers for `cargo test`: records of the field
    sweeps covering every mnemonic LLVM printed (the first few per
    mnemonic), then random records, `total` in all. Written to
    crates/gcn/tests/fixtures/<cpu>.txt as `HEX<TAB>LEN<TAB>TEXT` (`C` for
    LLVM crashes)."""
    size = explore.RECORD[oracle.generation(cpu)]
    rng = random.Random(seed)
    fr = open(os.path.join(OUT, 'fields-%s.rec' % cpu), 'rb').read()
    fl = open(os.path.join(OUT, 'fields-%s.llvm' % cpu)).read().split('\n')[:-1]
    by = {}
    for i, line in enumerate(fl):
        key = line.split('\t', 1)[1].split(' ')[0] if '\t' in line else line
        by.setdefault(key, []).append(i)
    picked = []
    per = max(1, (total // 2) // max(1, len(by)))
    for key in sorted(by):
        idx = by[key]
        picked += rng.sample(idx, min(per, len(idx)))
    picked = sorted(set(picked))[: total // 2]
    rows = [(fr[i * size:(i + 1) * size], fl[i]) for i in picked]
    rs = random_records(cpu, total - len(rows), seed)[1]
    rp = os.path.join(OUT, 'fixture-rand-%s.rec' % cpu)
    with open(rp, 'wb') as f:
        f.write(b''.join(rs))
    ans = list(oracle.disassemble_file(cpu, rp, size))
    rows += list(zip(rs, ans))
    d = os.path.join(oracle.ROOT, 'crates', 'gcn', 'tests', 'fixtures')
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, cpu + '.txt'), 'w') as f:
        f.write('# %s: %d records with llvm-mc-14 --disassemble\'s answers (scripts/gcn/sweep.py fixture %s)\n'
                % (cpu, len(rows), cpu))
        for r, a in rows:
            f.write('%s\t%s\n' % (r.hex(), a))
    print(cpu, len(rows), 'fixture records,', len(by), 'mnemonics')


def fixture_mimg(cpu, total=3000, seed=11):
    """GFX10 image records for `cargo test`: `total` records of the last
    random-mimg sweep (seed `seed`), half of them ones LLVM decodes, with
    its answers, to crates/gcn/tests/fixtures/<cpu>.mimg.txt."""
    size = explore.RECORD[oracle.generation(cpu)]
    name = 'random-mimg-%s-%d' % (cpu, seed)
    fr = open(os.path.join(OUT, name + '.rec'), 'rb').read()
    fl = open(os.path.join(OUT, name + '.llvm')).read().split('\n')[:-1]
    rng = random.Random(seed)
    valid = [i for i, ln in enumerate(fl) if not ln.startswith('0\t') and ln != 'C']
    invalid = [i for i, ln in enumerate(fl) if ln.startswith('0\t')]
    picked = sorted(rng.sample(valid, min(total // 2, len(valid))) +
                    rng.sample(invalid, min(total - total // 2, len(invalid))))
    d = os.path.join(oracle.ROOT, 'crates', 'gcn', 'tests', 'fixtures')
    with open(os.path.join(d, cpu + '.mimg.txt'), 'w') as f:
        f.write('# %s: %d random image records (sweep.py random-mimg %s N %d) with llvm-mc-14 --disassemble\'s '
                'answers (scripts/gcn/sweep.py fixture-mimg %s)\n' % (cpu, len(picked), cpu, seed, cpu))
        for i in picked:
            f.write('%s\t%s\n' % (fr[i * size:(i + 1) * size].hex(), fl[i]))
    print(cpu, len(picked), 'image fixture records')


if __name__ == '__main__':
    mode, cpu = sys.argv[1], sys.argv[2]
    if mode == 'fields':
        size, recs = field_records(cpu)
        sys.exit(run(cpu, 'fields-' + cpu, size, recs))
    elif mode == 'random':
        n = int(sys.argv[3])
        seed = int(sys.argv[4]) if len(sys.argv) > 4 else 1
        sys.exit(run_random(cpu, n, seed))
    elif mode == 'random-mimg':
        n = int(sys.argv[3])
        seed = int(sys.argv[4]) if len(sys.argv) > 4 else 1
        sys.exit(run_random(cpu, n, seed, mimg=True))
    elif mode == 'random-bvh':
        import mimg10
        n = int(sys.argv[3])
        seed = int(sys.argv[4]) if len(sys.argv) > 4 else 1
        rng = random.Random(seed)
        recs = [mimg10.bvh_record(rng, rng.choice((230, 231))) for _ in range(n)]
        sys.exit(run(cpu, 'random-bvh-%s-%d' % (cpu, seed), explore.RECORD[oracle.generation(cpu)], recs))
    elif mode == 'full':
        n = int(sys.argv[3]) if len(sys.argv) > 3 else 10_000_000
        seed = int(sys.argv[4]) if len(sys.argv) > 4 else 1
        if not os.path.exists(os.path.join(oracle.TARGET, 'obs', cpu + '.json')):
            subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), 'explore.py'), cpu],
                           check=True)
        size, recs = field_records(cpu)
        a = run(cpu, 'fields-' + cpu, size, recs)
        b = run_random(cpu, n, seed)
        sys.exit(1 if a or b else 0)
    elif mode == 'fixture':
        fixture(cpu)
    elif mode == 'fixture-mimg':
        fixture_mimg(cpu)
    elif mode == 'check':
        name = sys.argv[3]
        size = explore.RECORD[oracle.generation(cpu)]
        sys.exit(check(cpu, size, os.path.join(OUT, name + '.rec'), os.path.join(OUT, name + '.llvm'),
                       int(sys.argv[4]) if len(sys.argv) > 4 else 20))

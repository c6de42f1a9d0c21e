"""Assembler sweep against llvm-mc-14 -show-encoding.

  asmsweep.py sweep CPU [SEED]        generate the lines (crates/gcn/examples/asm_gen.rs),
                                      ask llvm-mc and xvisa, print the counts and
                                      the first disagreements
  asmsweep.py check CPU [N]           compare again with the answers of the last sweep
  asmsweep.py fixture CPU [N]         write crates/gcn/tests/asm/CPU.txt: N lines (default
                                      30000, evenly spread) of the last sweep with llvm-mc's
                                      answers, and CPU.known.txt: every line of the last
                                      sweep where xvisa and llvm-mc disagree (for `cargo test`)
  asmsweep.py known CPU               rewrite only CPU.known.txt from the last sweep (its
                                      classifying `#` lines after the first are kept)
  asmsweep.py sample CPU N [SEED]     a fresh random sample of N lines checked live (CI;
                                      the lines of CPU.known.txt are counted apart)

The sweep ends with the `no`-prefixed named bits (`noglc`, ...; gen.rs `no_lines`);
`scripts/gcn/asmno.py fixture CPU` writes their own sample, tests/asm/no/CPU.txt.

Answers are one line per input line: the encoding in hex, or `!<TAB>message`.
Files: target/gcn/asm/CPU.s (lines), CPU.llvm (llvm-mc), CPU.ours (xvisa).
"""
import gzip
import os
import random
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import asmoracle  # noqa: E402

ROOT = asmoracle.ROOT
OUT = os.path.join(ROOT, 'target', 'gcn', 'asm')
FIX = os.path.join(ROOT, 'crates', 'gcn', 'tests', 'asm')


def gen(cpu, seed=1, full=False):
    subprocess.run(['cargo', 'build', '--release', '-q', '-p', 'gcn', '--example', 'asm_gen'], check=True, cwd=ROOT)
    exe = os.path.join(ROOT, 'target', 'release', 'examples', 'asm_gen')
    args = [exe, cpu, str(seed)] + (['full'] if full else [])
    return subprocess.run(args, capture_output=True, text=True, check=True).stdout.split('\n')[:-1]


def known(cpu):
    path = os.path.join(FIX, cpu + '.known.txt')
    if not os.path.exists(path):
        return set()
    return set(ln.split('\t')[0] for ln in open(path) if not ln.startswith('#'))


def compare(lines, llvm, ours, shown=30, listed=frozenset()):
    same = both_rej = nknown = 0
    bad = []
    for line, a, b in zip(lines, llvm, ours):
        if a.startswith('!') and b.startswith('!'):
            both_rej += 1
        elif a == b:
            same += 1
        elif line in listed:
            nknown += 1
        else:
            bad.append((line, a, b))
    print('%d lines: %d identical bytes, %d both rejected, %d disagreements%s' % (
        len(lines), same, both_rej, len(bad), ' (and %d known ones)' % nknown if listed else ''))
    kinds = {}
    for line, a, b in bad:
        k = ('llvm rejects' if a.startswith('!') else 'llvm accepts') + ', ' + (
            'xvisa rejects' if b.startswith('!') else 'xvisa accepts')
        kinds[k] = kinds.get(k, 0) + 1
    for k, n in sorted(kinds.items()):
        print('  %s: %d' % (k, n))
    for line, a, b in bad[:shown]:
        print('%s\n    llvm:  %s\n    xvisa: %s' % (line, a, b))
    return len(bad)


def save(path, rows):
    with open(path, 'w') as f:
        f.write('\n'.join(rows) + '\n')


def load(path):
    return open(path).read().split('\n')[:-1]


def sweep(cpu, seed):
    os.makedirs(OUT, exist_ok=True)
    lines = gen(cpu, seed)
    save(os.path.join(OUT, cpu + '.s'), lines)
    t = time.time()
    llvm = asmoracle.encode(cpu, lines)
    print('llvm-mc: %.1fs' % (time.time() - t))
    save(os.path.join(OUT, cpu + '.llvm'), llvm)
    t = time.time()
    ours = asmoracle.ours(cpu, lines)
    print('xvisa: %.1fs' % (time.time() - t))
    save(os.path.join(OUT, cpu + '.ours'), ours)
    return compare(lines, llvm, ours)


def check(cpu, shown):
    lines = load(os.path.join(OUT, cpu + '.s'))
    llvm = load(os.path.join(OUT, cpu + '.llvm'))
    ours = asmoracle.ours(cpu, lines)
    save(os.path.join(OUT, cpu + '.ours'), ours)
    return compare(lines, llvm, ours, shown)


def fixture(cpu, n):
    lines = load(os.path.join(OUT, cpu + '.s'))
    llvm = load(os.path.join(OUT, cpu + '.llvm'))
    ours = asmoracle.ours(cpu, lines)
    os.makedirs(FIX, exist_ok=True)
    step = max(1, len(lines) // n)
    rows = ['%s\t%s' % (l, a) for i, (l, a) in enumerate(zip(lines, llvm)) if i % step == 0][:n]
    path = os.path.join(FIX, cpu + '.txt')
    head = ('# %s: %d of the %d lines of the assembler sweep (scripts/gcn/asmsweep.py fixture) with '
            'llvm-mc-14 -show-encoding\'s answers: LINE<TAB>HEX or LINE<TAB>!<TAB>message\n' % (cpu, len(rows), len(lines)))
    with open(path, 'w') as f:
        f.write(head + '\n'.join(rows) + '\n')
    print(path, len(rows), 'lines,', os.path.getsize(path), 'bytes')
    write_known(cpu, lines, llvm, ours)


def write_known(cpu, lines, llvm, ours):
    # With the lines of the committed fixtures (CPU.txt, no/CPU.txt), which
    # may come from an earlier sweep.
    lines, llvm, ours = list(lines), list(llvm), list(ours)
    for path in (os.path.join(FIX, cpu + '.txt'), os.path.join(FIX, 'no', cpu + '.txt')):
        if os.path.exists(path):
            rows = [ln.split('\t', 1) for ln in load(path) if not ln.startswith('#')]
            lines += [r[0] for r in rows]
            llvm += [r[1] for r in rows]
            ours += asmoracle.ours(cpu, [r[0] for r in rows])
    known = sorted(set('%s\t%s' % (l, a) for l, a, b in zip(lines, llvm, ours)
                       if not (a == b or (a.startswith('!') and b.startswith('!')))))
    path = os.path.join(FIX, cpu + '.known.txt')
    notes = []
    if os.path.exists(path):
        notes = [ln for ln in open(path).read().split('\n')[1:] if ln.startswith('#')]
    head = ('# %s: the lines of the last assembler sweep (%d lines) where xvisa and llvm-mc-14 disagree, '
            'with llvm-mc\'s answer (scripts/gcn/asmsweep.py fixture)\n' % (cpu, len(lines)))
    with open(path, 'w') as f:
        f.write(head + ''.join(n + '\n' for n in notes) + ''.join(k + '\n' for k in known))
    print(path, len(known), 'known differences')


def known_only(cpu):
    lines = load(os.path.join(OUT, cpu + '.s'))
    llvm = load(os.path.join(OUT, cpu + '.llvm'))
    ours = asmoracle.ours(cpu, lines)
    write_known(cpu, lines, llvm, ours)


def sample(cpu, n, seed):
    lines = gen(cpu, seed)
    rng = random.Random(seed)
    lines = rng.sample(lines, min(n, len(lines)))
    llvm = asmoracle.encode(cpu, lines)
    ours = asmoracle.ours(cpu, lines)
    return compare(lines, llvm, ours, listed=known(cpu))


if __name__ == '__main__':
    mode, cpu = sys.argv[1], sys.argv[2]
    if mode == 'sweep':
        sys.exit(1 if sweep(cpu, int(sys.argv[3]) if len(sys.argv) > 3 else 1) else 0)
    elif mode == 'check':
        sys.exit(1 if check(cpu, int(sys.argv[3]) if len(sys.argv) > 3 else 30) else 0)
    elif mode == 'fixture':
        fixture(cpu, int(sys.argv[3]) if len(sys.argv) > 3 else 30000)
    elif mode == 'known':
        known_only(cpu)
    elif mode == 'sample':
        sys.exit(1 if sample(cpu, int(sys.argv[3]), int(sys.argv[4]) if len(sys.argv) > 4 else 1) else 0)
    else:
        print(__doc__)
        sys.exit(2)

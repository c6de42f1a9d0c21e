"""Assembler sweep against llvm-mc-14 -show-encoding.

  asmsweep.py sweep CPU [SEED]        generate the lines (crates/gcn/examples/asm_gen.rs),
                                      ask llvm-mc and xvisa, print the counts and
                                      the first disagreements
  asmsweep.py check CPU [N]           compare again with the answers of the last sweep
  asmsweep.py fixture CPU [EVERY]     write crates/gcn/tests/asm/CPU.txt.gz: the lines of
                                      the last sweep (every EVERY-th, default all) with
                                      llvm-mc's answers, for `cargo test`
  asmsweep.py sample CPU N [SEED]     a fresh random sample of N lines checked live (CI)

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


def compare(lines, llvm, ours, shown=30):
    same = both_rej = 0
    bad = []
    for line, a, b in zip(lines, llvm, ours):
        if a.startswith('!') and b.startswith('!'):
            both_rej += 1
        elif a == b:
            same += 1
        else:
            bad.append((line, a, b))
    print('%d lines: %d identical bytes, %d both rejected, %d disagreements' % (len(lines), same, both_rej, len(bad)))
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


def fixture(cpu, every):
    lines = load(os.path.join(OUT, cpu + '.s'))
    llvm = load(os.path.join(OUT, cpu + '.llvm'))
    os.makedirs(FIX, exist_ok=True)
    rows = ['%s\t%s' % (l, a) for i, (l, a) in enumerate(zip(lines, llvm)) if i % every == 0]
    path = os.path.join(FIX, cpu + '.txt.gz')
    head = ('# %s: %d of %d lines of the assembler sweep (scripts/gcn/asmsweep.py) with llvm-mc-14 '
            '-show-encoding\'s answers: LINE<TAB>HEX or LINE<TAB>!<TAB>message\n' % (cpu, len(rows), len(lines)))
    with gzip.GzipFile(path, 'wb', mtime=0) as f:
        f.write((head + '\n'.join(rows) + '\n').encode())
    print(path, len(rows), 'lines,', os.path.getsize(path), 'bytes')


def sample(cpu, n, seed):
    lines = gen(cpu, seed)
    rng = random.Random(seed)
    lines = rng.sample(lines, min(n, len(lines)))
    llvm = asmoracle.encode(cpu, lines)
    ours = asmoracle.ours(cpu, lines)
    return compare(lines, llvm, ours)


if __name__ == '__main__':
    mode, cpu = sys.argv[1], sys.argv[2]
    if mode == 'sweep':
        sys.exit(1 if sweep(cpu, int(sys.argv[3]) if len(sys.argv) > 3 else 1) else 0)
    elif mode == 'check':
        sys.exit(1 if check(cpu, int(sys.argv[3]) if len(sys.argv) > 3 else 30) else 0)
    elif mode == 'fixture':
        fixture(cpu, int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    elif mode == 'sample':
        sys.exit(1 if sample(cpu, int(sys.argv[3]), int(sys.argv[4]) if len(sys.argv) > 4 else 1) else 0)
    else:
        print(__doc__)
        sys.exit(2)

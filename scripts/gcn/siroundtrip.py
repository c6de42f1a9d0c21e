"""GFX6/GFX7 decoding, judged by the round trip that exists: no LLVM
disassembles these processors (DEVELOPERS.md), so every encoding the
assembler sweep accepted (target/gcn/asm/CPU.s and .llvm, from
`asmsweep.py sweep CPU`) is decoded and printed by xvisa
(crates/gcn/examples/dis_lines.rs), and the text is assembled again by
`llvm-mc-14 -show-encoding` for the same processor: it must give back the
same bytes.

  siroundtrip.py CPU [SHOWN]
  siroundtrip.py --fixture CPU [SHOWN]   the encodings of the committed
      assembler fixtures (crates/gcn/tests/asm/CPU.txt) instead: CI's
      live check (scripts/ci.d/60-gcn.sh), no sweep needed

Exit status 1 if any re-assembled encoding differs.
"""
import collections
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import asmoracle  # noqa: E402

ROOT = asmoracle.ROOT
OUT = os.path.join(ROOT, 'target', 'gcn', 'asm')


def main(cpu, shown, fixture=False):
    if fixture:
        src = os.path.join(ROOT, 'crates', 'gcn', 'tests', 'asm', cpu + '.txt')
        rows = [r.split('\t') for r in open(src).read().split('\n') if r and not r.startswith('#')]
        encs = sorted(set(r[1] for r in rows if len(r) == 2))
    else:
        llvm = open(os.path.join(OUT, cpu + '.llvm')).read().split('\n')[:-1]
        encs = sorted(set(a for a in llvm if not a.startswith('!')))
    os.makedirs(OUT, exist_ok=True)
    path = os.path.join(OUT, cpu + '.rt.hex')
    with open(path, 'w') as f:
        f.write('\n'.join(encs) + '\n')
    subprocess.run(['cargo', 'build', '--release', '-q', '-p', 'gcn', '--example', 'dis_lines'], check=True, cwd=ROOT)
    exe = os.path.join(ROOT, 'target', 'release', 'examples', 'dis_lines')
    texts = subprocess.run([exe, cpu, path], capture_output=True, text=True, check=True).stdout.split('\n')[:-1]
    refused = [(e, t) for e, t in zip(encs, texts) if t == '!']
    pairs = [(e, t) for e, t in zip(encs, texts) if t != '!']
    back = asmoracle.encode(cpu, [t for _, t in pairs])
    bad = [(e, t, b) for (e, t), b in zip(pairs, back) if b != e]
    print('%s: %d encodings: %d decoded, printed and re-assembled to the same bytes, %d differ, %d refused' % (
        cpu, len(encs), len(pairs) - len(bad), len(bad), len(refused)))
    kinds = collections.Counter(t.split(' ')[0] for _, t, _ in bad)
    print('  differing mnemonics:', kinds.most_common(12))
    for e, t, b in bad[:shown]:
        print('%s\n    xvisa: %s\n    llvm:  %s' % (e, t, b))
    for e, _ in refused[:shown]:
        print('refused: %s' % e)
    return len(bad)


if __name__ == '__main__':
    args = sys.argv[1:]
    fix = args[:1] == ['--fixture']
    if fix:
        args = args[1:]
    sys.exit(1 if main(args[0], int(args[1]) if len(args) > 1 else 10, fix) else 0)

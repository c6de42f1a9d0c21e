"""GFX6/GFX7 decoding, judged by the round trip that exists: no LLVM
disassembles these processors (DEVELOPERS.md), so every encoding the
assembler sweep accepted (target/gcn/asm/CPU.s and .llvm, from
`asmsweep.py sweep CPU`) is decoded and printed by xvisa
(crates/gcn/examples/dis_lines.rs), and the text is assembled again by
`llvm-mc-14 -show-encoding` for the same processor: it must give back the
same bytes.

  siroundtrip.py CPU [SHOWN]
"""
import collections
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import asmoracle  # noqa: E402

ROOT = asmoracle.ROOT
OUT = os.path.join(ROOT, 'target', 'gcn', 'asm')


def main(cpu, shown):
    llvm = open(os.path.join(OUT, cpu + '.llvm')).read().split('\n')[:-1]
    encs = sorted(set(a for a in llvm if not a.startswith('!')))
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
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 10)

"""`no`-prefixed named bits (`noglc`, `noclamp`, ...) as llvm-mc-14 reads them.

  asmno.py facts CPU...     assemble the sweep's `no` lines (`asm_gen CPU 1 no`,
                            crates/gcn/src/asm/gen.rs `no_lines`) with llvm-mc-14 and
                            write crates/gcn/facts/asm-no.txt: per processor and word X,
                            how many lines llvm-mc takes, and what each accepted line's
                            bytes equal: the line with `noX` left out (the bit clear),
                            the line with `noX` spelled `X` (the bit kept: `offen`,
                            `lds`, ... select the instruction's form), or neither; and
                            the answers to `X noX`, `noX X`, `noX noX`.
  asmno.py fixture CPU [N]  write crates/gcn/tests/asm/no/CPU.txt: N (default 1500)
                            accepted and N/2 rejected `no` lines, evenly spread, with
                            llvm-mc's answers (crates/gcn/tests/asm_fixtures.rs)

Only llvm-mc-14 is asked; nothing of LLVM's tables is read.
"""
import collections
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import asmoracle  # noqa: E402

ROOT = asmoracle.ROOT
FACTS = os.path.join(ROOT, 'crates', 'gcn', 'facts', 'asm-no.txt')
FIX = os.path.join(ROOT, 'crates', 'gcn', 'tests', 'asm', 'no')
NO = re.compile(r'(?<= )no([a-z0-9]+)(?= |$)')


def no_lines(cpu):
    subprocess.run(['cargo', 'build', '--release', '-q', '-p', 'gcn', '--example', 'asm_gen'], check=True, cwd=ROOT)
    exe = os.path.join(ROOT, 'target', 'release', 'examples', 'asm_gen')
    out = subprocess.run([exe, cpu, '1', 'no'], capture_output=True, text=True, check=True).stdout
    return out.split('\n')[:-1]


def facts(cpus):
    rows = []
    for cpu in cpus:
        lines = no_lines(cpu)
        llvm = asmoracle.encode(cpu, lines)
        # Lines with exactly one `noX` and no `X`: compare with the line
        # without it and with it spelled `X`.
        single = []
        for k, l in enumerate(lines):
            ws = NO.findall(l)
            if len(ws) == 1 and not re.search(r'(?<= )%s(?= |$)' % ws[0], l):
                single.append(k)
        gone = [NO.sub('', lines[k]).replace('  ', ' ').rstrip() for k in single]
        kept = [NO.sub(lambda m: m.group(1), lines[k]) for k in single]
        a_gone = dict(zip(single, asmoracle.encode(cpu, gone)))
        a_kept = dict(zip(single, asmoracle.encode(cpu, kept)))
        st = collections.defaultdict(collections.Counter)
        for k, (l, a) in enumerate(zip(lines, llvm)):
            for w in set(NO.findall(l)):
                s = st[w]
                s['lines'] += 1
                if a.startswith('!'):
                    continue
                s['accepted'] += 1
                if k in a_gone:
                    if a == a_gone[k]:
                        s['cleared'] += 1
                    elif a == a_kept[k]:
                        s['kept'] += 1
                    else:
                        s['other'] += 1
                if re.search(r'(?<= )%s no%s(?= |$)' % (w, w), l):
                    s['X noX'] += 1
                if re.search(r'(?<= )no%s %s(?= |$)' % (w, w), l):
                    s['noX X'] += 1
                if re.search(r'(?<= )no%s no%s(?= |$)' % (w, w), l):
                    s['noX noX'] += 1
        for w in sorted(st):
            s = st[w]
            rows.append('%s\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d' % (
                cpu, w, s['lines'], s['accepted'], s['cleared'], s['kept'], s['other'],
                s['X noX'], s['noX X'], s['noX noX']))
        print(cpu, len(lines), 'lines,', sum(not a.startswith('!') for a in llvm), 'accepted')
    head = ('# `no`-prefixed named bits as llvm-mc-14 -show-encoding reads them (scripts/gcn/asmno.py facts),\n'
            '# over the sweep\'s `no` lines (crates/gcn/src/asm/gen.rs no_lines). Per processor and word X:\n'
            '# lines with noX, accepted ones; of the accepted lines with one noX and no X, how many give the\n'
            '# bytes of the line without noX (cleared), of the line with X (kept), or neither (other);\n'
            '# accepted lines with `X noX`, `noX X`, `noX noX` (always 0: llvm-mc refuses a bit named twice).\n'
            '# cpu\tword\tlines\taccepted\tcleared\tkept\tother\tX_noX\tnoX_X\tnoX_noX\n')
    with open(FACTS, 'w') as f:
        f.write(head + '\n'.join(rows) + '\n')
    print(FACTS, len(rows), 'rows')


def fixture(cpu, n):
    lines = no_lines(cpu)
    llvm = asmoracle.encode(cpu, lines)
    acc = [(l, a) for l, a in zip(lines, llvm) if not a.startswith('!')]
    rej = [(l, a) for l, a in zip(lines, llvm) if a.startswith('!')]

    def spread(rows, m):
        step = max(1, len(rows) // max(1, m))
        return rows[::step][:m]
    rows = spread(acc, n) + spread(rej, n // 2)
    os.makedirs(FIX, exist_ok=True)
    path = os.path.join(FIX, cpu + '.txt')
    head = ('# %s: %d of the %d accepted and %d of the %d rejected `no` lines of the assembler sweep '
            '(scripts/gcn/asmno.py fixture) with llvm-mc-14 -show-encoding\'s answers: LINE<TAB>HEX or '
            'LINE<TAB>!<TAB>message\n' % (cpu, len(spread(acc, n)), len(acc), len(spread(rej, n // 2)), len(rej)))
    with open(path, 'w') as f:
        f.write(head + ''.join('%s\t%s\n' % r for r in rows))
    print(path, len(rows), 'lines,', os.path.getsize(path), 'bytes')


if __name__ == '__main__':
    if len(sys.argv) < 3:
        print(__doc__)
        sys.exit(2)
    if sys.argv[1] == 'facts':
        facts(sys.argv[2:])
    elif sys.argv[1] == 'fixture':
        fixture(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 1500)
    else:
        print(__doc__)
        sys.exit(2)

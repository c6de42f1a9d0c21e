"""Lane-mask operands of GFX10 in both wavefront sizes, against LLVM 14.

  lanes.py write CPU...   write crates/gcn/tests/lanes/CPU.txt
  lanes.py check CPU...   regenerate and compare with the committed files (CI)

The lines are those of `asm_gen CPU 1 lanes` (crates/gcn/src/asm/gen.rs,
`lane_lines`): for every instruction whose wave32 and wave64 records differ
(VOPC and VOP3B scalar destinations, the select of v_cndmask_b32, the
carries of v_*_co_ci_u32, implicit vcc/vcc_lo), both modes' base lines,
each lane-mask operand of the other mode through the values of its field,
and the lines with one operand at a time in the other mode's spelling.
Each line gets what llvm-mc-14 -show-encoding answers (wave64 modes:
-mattr=+wavefrontsize64) and, for the bytes it accepts, the text
llvm-objdump-14 -d prints for them in an object of that processor (with
--mattr=+wavefrontsize64 in wave64, as `xvisa co dis` prints wave64
kernels; `.long 0x...` for words it does not decode: llvm-mc-14 takes
some wave32 spellings, such as an SDWA compare into vcc_hi, whose bytes
no wave64 decoder reads). A row is LINE<TAB>HEX<TAB>TEXT or
LINE<TAB>!<TAB>message;
crates/gcn/tests/lanes.rs assembles and prints every row with xvisa.
"""
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import asmoracle  # noqa: E402

ROOT = asmoracle.ROOT
FIX = os.path.join(ROOT, 'crates', 'gcn', 'tests', 'lanes')
DUMP = re.compile(r'^\t(.*?)\s*// ([0-9A-F]+):')


def lines_of(cpu):
    subprocess.run(['cargo', 'build', '--release', '-q', '-p', 'gcn', '--example', 'asm_gen'], check=True, cwd=ROOT)
    exe = os.path.join(ROOT, 'target', 'release', 'examples', 'asm_gen')
    out = subprocess.run([exe, cpu, '1', 'lanes'], capture_output=True, text=True, check=True).stdout
    return out.split('\n')[:-1]


def objdump(cpu, encs):
    """llvm-objdump-14's text for each distinct encoding (hex -> text)."""
    uniq = sorted(set(e for e in encs if not e.startswith('!')))
    src = ['.text']
    offs = {}
    off = 0
    for k, e in enumerate(uniq):
        offs[off] = e
        b = bytes.fromhex(e)
        # A symbol per instruction: llvm-objdump starts again at each, so
        # words it cannot decode (printed as `.long`) never shift the rest.
        src.append('i%d:' % k)
        src.append('.byte ' + ','.join('0x%02x' % x for x in b))
        off += len(b)
    os.makedirs(asmoracle.TARGET, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=asmoracle.TARGET) as d:
        s = os.path.join(d, 'lanes.s')
        o = os.path.join(d, 'lanes.o')
        with open(s, 'w') as f:
            f.write('\n'.join(src) + '\n')
        subprocess.run(['llvm-mc-14', '-triple=amdgcn-amd-amdhsa'] + asmoracle.mc_args(cpu)
                       + ['-filetype=obj', s, '-o', o], check=True)
        attr = ['--mattr=+wavefrontsize64'] if cpu.endswith('w64') else []
        mcpu = cpu[:-3] if cpu.endswith('w64') else cpu
        r = subprocess.run(['llvm-objdump-14', '-d', '--mcpu=' + mcpu] + attr + [o],
                           capture_output=True, text=True, check=True)
    text = {}
    for ln in r.stdout.split('\n'):
        m = DUMP.match(ln)
        if m:
            a = int(m.group(2), 16)
            if a in offs:
                text[offs[a]] = m.group(1)
    missing = [e for e in uniq if e not in text]
    if missing:
        raise RuntimeError('%s: llvm-objdump-14 printed no instruction at the offset of %s' % (cpu, missing[:3]))
    return text


def rows(cpu):
    lines = lines_of(cpu)
    encs = asmoracle.encode(cpu, lines)
    text = objdump(cpu, encs)
    out = []
    for line, e in zip(lines, encs):
        out.append('%s\t%s' % (line, e) if e.startswith('!') else '%s\t%s\t%s' % (line, e, text[e]))
    return out


def header(cpu, rows):
    acc = sum(1 for r in rows if r.split('\t')[1] != '!')
    return ('# %s: %d lane-mask lines (%d accepted by llvm-mc-14) with llvm-mc-14 -show-encoding\'s '
            'answer and llvm-objdump-14 -d\'s text: LINE<TAB>HEX<TAB>TEXT or LINE<TAB>!<TAB>message '
            '(scripts/gcn/lanes.py write %s)\n' % (cpu, len(rows), acc, cpu))


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ('write', 'check'):
        print(__doc__)
        sys.exit(2)
    bad = 0
    for cpu in sys.argv[2:]:
        rs = rows(cpu)
        path = os.path.join(FIX, cpu + '.txt')
        body = header(cpu, rs) + ''.join(r + '\n' for r in rs)
        if sys.argv[1] == 'write':
            os.makedirs(FIX, exist_ok=True)
            with open(path, 'w') as f:
                f.write(body)
            print(path, len(rs), 'lines')
        else:
            old = open(path).read() if os.path.exists(path) else ''
            if old != body:
                a, b = old.split('\n'), body.split('\n')
                diff = [(x, y) for x, y in zip(a, b) if x != y][:5]
                print('lanes %s: the oracle now answers differently from %s (%d vs %d lines): %s'
                      % (cpu, path, len(a), len(b), diff))
                bad += 1
            else:
                print('lanes %s: %d lines, the oracle answers as committed' % (cpu, len(rs)))
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()

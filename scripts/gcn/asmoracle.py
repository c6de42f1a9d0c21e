"""llvm-mc-14 as the assembler oracle: one answer per input line.

`encode(cpu, lines)` assembles each line with `llvm-mc-14 -show-encoding`
(in chunks, one process per chunk) and returns, per line, the encoding as
hex or `!` plus the error message. Lines llvm-mc reports an error for have
no encoding; the encodings of the others come in line order on stdout. A
line must hold one instruction (no labels, directives or fixups).
"""
import os
import re
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TARGET = os.path.join(ROOT, 'target', 'gcn')

ENC = re.compile(r'; encoding: \[([^\]]*)\]')
ERR = re.compile(r'^[^:]*:(\d+):(\d+): error: (.*)$')


def mc_args(cpu):
    """llvm-mc's processor arguments for a processor of the table: GFX10's
    wave64 modes are pseudo-processors (`gfx1030w64` is `-mcpu=gfx1030
    -mattr=+wavefrontsize64`)."""
    if cpu.endswith('w64'):
        return ['-mcpu=' + cpu[:-3], '-mattr=+wavefrontsize64']
    return ['-mcpu=' + cpu]


def _chunk(cpu, lines):
    os.makedirs(TARGET, exist_ok=True)
    with tempfile.NamedTemporaryFile('w', dir=TARGET, suffix='.s', delete=False) as f:
        f.write('\n'.join(lines) + '\n')
        name = f.name
    try:
        p = subprocess.run(['llvm-mc-14', '-arch=amdgcn'] + mc_args(cpu) + ['-show-encoding', name],
                           capture_output=True, text=True, timeout=3600)
    finally:
        os.unlink(name)
    errs = {}
    for ln in p.stderr.split('\n'):
        m = ERR.match(ln)
        if m:
            errs.setdefault(int(m.group(1)), m.group(3))
    encs = []
    for ln in p.stdout.split('\n'):
        m = ENC.search(ln)
        if m:
            b = m.group(1)
            if 'A' in b or 'B' in b:
                encs.append(None)   # a fixup: not comparable
            else:
                encs.append(''.join('%02x' % int(x, 16) for x in b.split(',') if x))
    out = []
    k = 0
    for i, line in enumerate(lines, 1):
        if i in errs:
            out.append('!\t' + errs[i])
        elif not line.strip() or line.strip().startswith(';'):
            out.append('!\tempty')
        else:
            if k >= len(encs):
                raise RuntimeError('llvm-mc: fewer encodings than accepted lines (%s, line %d: %s)' % (cpu, i, line))
            e = encs[k]
            k += 1
            out.append(e if e is not None else '!\tfixup')
    if k != len(encs):
        raise RuntimeError('llvm-mc: %d encodings for %d accepted lines (%s)' % (len(encs), k, cpu))
    return out


def encode(cpu, lines, chunk=20000):
    out = []
    for i in range(0, len(lines), chunk):
        out += _chunk(cpu, lines[i:i + chunk])
    return out


def ours(cpu, lines):
    """xvisa's answers (crates/gcn/examples/asm_lines.rs), same format."""
    subprocess.run(['cargo', 'build', '--release', '-q', '-p', 'gcn', '--example', 'asm_lines'], check=True,
                   cwd=ROOT)
    exe = os.path.join(ROOT, 'target', 'release', 'examples', 'asm_lines')
    os.makedirs(TARGET, exist_ok=True)
    with tempfile.NamedTemporaryFile('w', dir=TARGET, suffix='.s', delete=False) as f:
        f.write('\n'.join(lines) + '\n')
        name = f.name
    try:
        p = subprocess.run([exe, cpu, name], capture_output=True, text=True, check=True)
    finally:
        os.unlink(name)
    res = []
    for ln in p.stdout.split('\n')[:len(lines)]:
        if ln.startswith('!'):
            res.append('!\t' + ln.split('\t', 2)[2])
        else:
            res.append(ln)
    return res

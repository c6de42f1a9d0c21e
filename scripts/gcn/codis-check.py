"""Live check of `xvisa co dis` against LLVM 14 on code objects.

For each code object: `xvisa co dis` writes one assembly file; the
instruction text must equal `llvm-objdump-14 -d`'s (a branch written with a
label must name the instruction objdump's immediate points at); the
`llvm-mc` command on the file's second line must assemble it, with the same
`.text` bytes, kernel descriptors (all 64 bytes but the entry offset, which
is a relocation until linking), descriptor symbols (size, type, binding,
visibility), `.rodata` relocations of a relocatable object, and metadata
(`llvm-readelf-14 --notes`); `ld.lld -shared` of the same release must
link the result, each descriptor's entry offset leading to its kernel.

GFX6/GFX7 objects (no LLVM here disassembles them: llvm-objdump-14 prints
no instruction) are judged by the re-assembly alone: the same `.text`
bytes back from the printed text, plus everything else above; the check
says so for each of them ("text not compared").

Usage: python3 scripts/gcn/codis-check.py [--fixtures DIR] CODE_OBJECT...
With --fixtures (tests/corpus/gcn-dis), writes DIR/<path>.s (the object's
path from the repository root, `/` written `__`) for every object that
passes and lists them in DIR/objects.txt: the expected `co dis` outputs
that `cargo test -p xvisa --test gcn_cli` compares with. Exit status 1 if
any object fails.
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
XVISA = os.environ.get('XVISA', os.path.join(ROOT, 'target', 'release', 'xvisa'))


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def section_bytes(obj, name, tmp):
    out = os.path.join(tmp, 'sec.bin')
    r = run(['llvm-objcopy-14', '-O', 'binary', '--only-section=' + name, obj, out])
    if r.returncode != 0:
        return None
    return open(out, 'rb').read()


def symbol_attrs(obj):
    """name -> (size, type, bind, visibility) of .symtab."""
    r = run(['llvm-readelf-14', '-sW', obj])
    out = {}
    table = None
    for ln in r.stdout.split('\n'):
        if ln.startswith('Symbol table'):
            table = ln.split("'")[1]
            continue
        p = ln.split()
        if table == ".symtab" and len(p) >= 8 and p[0].endswith(":") and p[0] != "Num:":
            out[p[7]] = (p[2], p[3], p[4], p[5])
    return out


def rodata_relocations(obj):
    """[(offset, type, symbol + addend)] of .rela.rodata."""
    r = run(['llvm-readelf-14', '-rW', obj])
    out = []
    sec = None
    for ln in r.stdout.split('\n'):
        if ln.startswith('Relocation section'):
            sec = ln.split("'")[1]
            continue
        p = ln.split()
        if sec == '.rela.rodata' and len(p) >= 5 and p[2].startswith('R_AMDGPU'):
            out.append((p[0], p[2], ' '.join(p[4:])))
    return out


def symbols(obj):
    """name -> (value, section index) of .symtab."""
    r = run(['llvm-readelf-14', '-sW', obj])
    syms = {}
    table = None
    for ln in r.stdout.split('\n'):
        if ln.startswith('Symbol table'):
            table = ln.split("'")[1]
            continue
        p = ln.split()
        if table == ".symtab" and len(p) >= 8 and p[0].endswith(":") and p[0] != "Num:":
            syms[p[7]] = (int(p[1], 16), p[6])
    return syms


def sections(obj):
    """name -> (address, offset, size)."""
    r = run(['llvm-readelf-14', '-SW', obj])
    out = {}
    for ln in r.stdout.split('\n'):
        m = re.match(r'\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+([0-9a-f]+)\s+([0-9a-f]+)', ln)
        if m:
            out[m.group(1)] = (int(m.group(2), 16), int(m.group(3), 16), int(m.group(4), 16))
    return out


def descriptors(obj):
    """kernel.kd -> 64 bytes."""
    data = open(obj, 'rb').read()
    secs = sections(obj)
    r = run(['llvm-readelf-14', '-SW', obj])
    index = {}
    for ln in r.stdout.split('\n'):
        m = re.match(r'\s*\[\s*(\d+)\]\s+(\S+)', ln)
        if m:
            index[m.group(1)] = m.group(2)
    out = {}
    for name, (value, ndx) in symbols(obj).items():
        if name.endswith('.kd') and ndx in index:
            addr, off, size = secs[index[ndx]]
            o = off + value - addr
            out[name] = data[o:o + 64]
    return out


def notes(obj):
    r = run(['llvm-readelf-14', '--notes', obj])
    # The note section's name, offset and size vary with the layout.
    return '\n'.join(ln for ln in r.stdout.split('\n') if 'Displaying notes' not in ln
                     and not ln.lstrip().startswith('Owner'))


def wave64(obj):
    """Do the kernels of a GFX10 object run in wave64 (a descriptor with
    ENABLE_WAVEFRONT_SIZE32, bit 10 of kernel_code_properties, clear)? Its
    lane masks are then 64-bit: llvm-objdump-14 needs
    --mattr=+wavefrontsize64 to print them so (it assumes wave32)."""
    if not re.search(r'amdhsa\.target:\s*\'?amdgcn-amd-amdhsa--gfx10', notes(obj)):
        return False
    return any(not (int.from_bytes(d[56:58], 'little') >> 10) & 1 for d in descriptors(obj).values())


def objdump_insts(obj):
    """[(address, text)] of every instruction llvm-objdump-14 -d prints."""
    r = run(['llvm-objdump-14', '-d'] + (['--mattr=+wavefrontsize64'] if wave64(obj) else []) + [obj])
    out = []
    for ln in r.stdout.split('\n'):
        if not ln.startswith('\t'):
            continue
        m = re.match(r'\t(.*?)\s*// ([0-9A-F]+):', ln)
        if m:
            out.append((int(m.group(2), 16), m.group(1)))
    return out


def ours_insts(asm):
    """Instruction lines of the `.text` part of `co dis` output (not
    directives, labels or comments; `.long` words no text reproduces as the
    text in their comment)."""
    out = []
    text = False
    for ln in asm.split('\n'):
        if ln.startswith('\t.text'):
            text = True
        elif ln.startswith(('\t.rodata', '\t.amdgpu_metadata', '\t.amd_amdgpu_hsa_metadata', '\t.section')):
            text = False
        if not text:
            continue
        if ln.startswith('\t.long') or ln.startswith('\t.byte'):
            out.append(ln.split(' // ', 1)[1] if ' // ' in ln and '// not an' not in ln else ln[1:])
        elif ln.startswith('\t') and not ln.startswith('\t.') and not ln.startswith('\t//'):
            out.append(ln[1:])
    return out


# EF_AMDGPU_MACH values of GFX6 and GFX7 (gfx600-gfx602, gfx700-gfx705).
GFX67_MACH = set(range(0x20, 0x28)) | {0x3a, 0x3b}


def is_gfx67(co):
    with open(co, 'rb') as f:
        head = f.read(52)
    # e_flags of a 64-bit little-endian ELF header.
    return len(head) == 52 and head[48] in GFX67_MACH


def check(co, fixtures=None, notes_out=None):
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        s = os.path.join(tmp, 'x.s')
        r = run([XVISA, 'co', 'dis', co, '-o', s])
        if r.returncode != 0:
            return ['co dis: exit %d: %s' % (r.returncode, r.stderr.strip()[:300])]
        asm = open(s).read()
        # Instruction text against llvm-objdump-14 -d.
        text_addr = sections(co)['.text'][0]
        theirs = objdump_insts(co)
        ours = ours_insts(asm)
        if is_gfx67(co) and not theirs:
            # Nothing to compare with; the re-assembly below still must
            # give every byte back.
            if notes_out is not None:
                notes_out.append('text not compared (llvm-objdump-14 does not disassemble GFX6/GFX7)')
        elif len(ours) != len(theirs):
            problems.append('%d instructions, objdump %d' % (len(ours), len(theirs)))
        for (addr, t), o in zip(theirs, ours):
            # objdump pads the text with spaces up to its comment.
            o = o.rstrip(' ')
            if o.endswith(' // not an instruction'):
                o = o[:-len(' // not an instruction')]
            if o == t:
                continue
            m = re.fullmatch(r'(.*[ ,])\.L([0-9a-f]+)', o)
            n = re.fullmatch(r'(.*[ ,])(-?\d+)', t)
            if m and n and m.group(1) == n.group(1) and \
                    addr + 4 + 4 * (((int(n.group(2)) + 0x8000) & 0xffff) - 0x8000) - text_addr == int(m.group(2), 16):
                continue
            problems.append('%#x: objdump `%s`, ours `%s`' % (addr, t, o))
            if len(problems) > 10:
                break
        # Re-assembly.
        cmd = asm.split('\n')[1][3:].split()
        o = os.path.join(tmp, 'x.o')
        r = run(cmd + [s, '-o', o])
        if r.returncode != 0:
            return problems + ['llvm-mc: %s' % r.stderr.strip()[:600]]
        a, b = section_bytes(co, '.text', tmp), section_bytes(o, '.text', tmp)
        if a != b:
            k = next((i for i in range(min(len(a), len(b))) if a[i] != b[i]), min(len(a), len(b)))
            problems.append('.text differs: %d and %d bytes, first difference at %#x' % (len(a), len(b), k))
        da, db = descriptors(co), descriptors(o)
        if sorted(da) != sorted(db):
            problems.append('descriptors: %s and %s' % (sorted(da), sorted(db)))
        for k in da:
            if k in db and (da[k][:16] + da[k][24:]) != (db[k][:16] + db[k][24:]):
                problems.append('descriptor %s differs' % k)
        # The descriptor symbols as .amdhsa_kernel defines them, and (in a
        # relocatable object) the same entry relocations.
        sa, sb = symbol_attrs(co), symbol_attrs(o)
        for k in da:
            if sa.get(k) != sb.get(k):
                problems.append('symbol %s: %s and %s' % (k, sa.get(k), sb.get(k)))
        if co.endswith('.o') and rodata_relocations(co) != rodata_relocations(o):
            problems.append('.rodata relocations differ: %s and %s'
                            % (rodata_relocations(co), rodata_relocations(o)))
        if notes(co) != notes(o):
            problems.append('metadata notes differ')
        so = os.path.join(tmp, 'x.so')
        # The ld.lld of the llvm-mc release (V5 and V6 need 16 or 19).
        lld = 'ld.lld' + cmd[0][len('llvm-mc'):]
        r = run([lld, '-shared', o, '-o', so])
        if r.returncode != 0:
            problems.append('%s: %s' % (lld, r.stderr.strip()[:300]))
        else:
            # Linked, each descriptor's entry offset leads to its kernel.
            syms = symbols(so)
            for k, d in descriptors(so).items():
                entry = int.from_bytes(d[16:24], 'little', signed=True)
                if k[:-3] not in syms or syms[k][0] + entry != syms[k[:-3]][0]:
                    problems.append('linked: %s entry offset %d does not lead to %s' % (k, entry, k[:-3]))
    if fixtures and not problems:
        with open(os.path.join(fixtures, fixture_name(co) + '.s'), 'w') as f:
            f.write(asm)
    return problems


def fixture_name(co):
    return os.path.relpath(os.path.abspath(co), ROOT).replace('/', '__')


def main(args):
    fixtures = None
    if args and args[0] == '--fixtures':
        fixtures = args[1]
        args = args[2:]
        os.makedirs(fixtures, exist_ok=True)
    bad = 0
    ok = []
    for co in args:
        n = []
        p = check(co, fixtures, n)
        print('%s: %s%s' % (co, 'ok' if not p else 'FAIL', ''.join(', ' + x for x in n) if not p else ''))
        for x in p:
            print('   ', x)
        bad += bool(p)
        if not p:
            ok.append(os.path.relpath(os.path.abspath(co), ROOT))
    if fixtures:
        with open(os.path.join(fixtures, 'objects.txt'), 'w') as f:
            f.write('# Code objects whose `xvisa co dis` output (<path>.s, / written __) was checked\n'
                    '# live against LLVM 14 by scripts/gcn/codis-check.py --fixtures (GFX6/GFX7 ones by\n'
                    '# re-assembly only: no LLVM disassembles them); do not edit.\n')
            for x in ok:
                f.write(x + '\n')
    print('%d of %d code objects ok' % (len(args) - bad, len(args)))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))

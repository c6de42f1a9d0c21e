"""llvm-objdump-14's text of corpus code objects, for the emulator's listing
test (crates/gcn-emu/tests/listing.rs): ADDRESS<TAB>TEXT per instruction.

  python3 scripts/gcn-emu/listing.py     rewrite crates/gcn-emu/tests/listing/*.txt

GFX10 wave64 objects (kernel descriptors without ENABLE_WAVEFRONT_SIZE32)
are disassembled with --mattr=+wavefrontsize64 (llvm-objdump-14 assumes
wave32 otherwise), as `xvisa co dis` prints them.
"""
import os
import re
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, 'crates', 'gcn-emu', 'tests', 'listing')
# (object, llvm-objdump-14 options)
OBJECTS = [
    ('tests/corpus/gcn/gfx1030-w64/control_flow.co', ['--mcpu=gfx1030', '--mattr=+wavefrontsize64']),
    ('tests/corpus/gcn/gfx1030-w64/int_arith.co', ['--mcpu=gfx1030', '--mattr=+wavefrontsize64']),
    ('tests/corpus/gcn/gfx1030/control_flow.co', ['--mcpu=gfx1030']),
]
LINE = re.compile(r'^\t(.*?)\s*// ([0-9A-F]+):')


def main():
    os.makedirs(OUT, exist_ok=True)
    for obj, opts in OBJECTS:
        r = subprocess.run(['llvm-objdump-14', '-d'] + opts + [os.path.join(ROOT, obj)],
                           capture_output=True, text=True, check=True)
        rows = ['%x\t%s' % (int(m.group(2), 16), m.group(1))
                for m in map(LINE.match, r.stdout.split('\n')) if m]
        name = obj.split('/')[-2] + '__' + os.path.basename(obj)[:-3] + '.txt'
        with open(os.path.join(OUT, name), 'w') as f:
            f.write('# %s: llvm-objdump-14 -d %s (scripts/gcn-emu/listing.py)\n' % (obj, ' '.join(opts)))
            f.write(''.join(r + '\n' for r in rows))
        print(name, len(rows))


if __name__ == '__main__':
    main()

"""Fixtures of whole assembly files: crates/gcn/tests/asm/files/NAME.s
assembled by llvm-mc-14 (-filetype=obj, then the bytes of .text) into
NAME.hex, for crates/gcn/tests/asm_files.rs.

  asmfiles.py [CPU]      regenerate every NAME.hex (default processor gfx900,
                         or the one named on a `// mcpu: CPU` line of the file)
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DIR = os.path.join(ROOT, 'crates', 'gcn', 'tests', 'asm', 'files')


def text_bytes(cpu, path):
    with tempfile.TemporaryDirectory() as d:
        obj = os.path.join(d, 'a.o')
        binf = os.path.join(d, 'a.bin')
        subprocess.run(['llvm-mc-14', '-triple=amdgcn-amd-amdhsa', '-mcpu=' + cpu, '-filetype=obj', path, '-o', obj],
                       check=True)
        subprocess.run(['llvm-objcopy-14', '-O', 'binary', '--only-section=.text', obj, binf], check=True)
        return open(binf, 'rb').read()


def main():
    default = sys.argv[1] if len(sys.argv) > 1 else 'gfx900'
    for path in sorted(glob.glob(os.path.join(DIR, '*.s'))):
        m = re.search(r'^// mcpu: (\S+)', open(path).read(), re.M)
        cpu = m.group(1) if m else default
        b = text_bytes(cpu, path)
        out = os.path.splitext(path)[0] + '.hex'
        with open(out, 'w') as f:
            f.write('# llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=%s -filetype=obj %s: the bytes of .text\n'
                    % (cpu, os.path.basename(path)))
            for i in range(0, len(b), 32):
                f.write(b[i:i + 32].hex() + '\n')
        print(out, len(b), 'bytes')


if __name__ == '__main__':
    main()

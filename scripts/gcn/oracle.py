"""Oracle access for the GCN table generator and the sweeps.

Builds scripts/gcn/llvm-dis.c (LLVM 14's AMDGPU disassembler library, one
line per fixed-size record) into target/gcn/ and runs batches of records
through it. Also wraps `llvm-mc-14 -show-encoding` (the assembler: the only
LLVM 14 oracle for GFX6 and GFX7, whose disassembly LLVM 14 does not support).
"""
import os
import struct
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TARGET = os.path.join(ROOT, 'target', 'gcn')
DIS = os.path.join(TARGET, 'llvm-dis')
SRC = os.path.join(ROOT, 'scripts', 'gcn', 'llvm-dis.c')

# Processors of LLVM 14's AMDGPU target (amdgcn), canonical names.
PROCESSORS = [
    'gfx600', 'gfx601', 'gfx602', 'gfx700', 'gfx701', 'gfx702', 'gfx703', 'gfx704', 'gfx705',
    'gfx801', 'gfx802', 'gfx803', 'gfx805', 'gfx810',
    'gfx900', 'gfx902', 'gfx904', 'gfx906', 'gfx908', 'gfx909', 'gfx90a', 'gfx90c',
    'gfx1010', 'gfx1011', 'gfx1012', 'gfx1013',
    'gfx1030', 'gfx1031', 'gfx1032', 'gfx1033', 'gfx1034', 'gfx1035',
]


def generation(cpu):
    """GFX major version of a processor name (gfx90a -> 9, gfx1030 -> 10)."""
    return 10 if cpu.startswith('gfx10') else int(cpu[3])


def build():
    """Compile the harness if it is missing or older than its source."""
    if os.path.exists(DIS) and os.path.getmtime(DIS) >= os.path.getmtime(SRC):
        return DIS
    os.makedirs(TARGET, exist_ok=True)
    subprocess.run(['gcc', '-O2', '-I/usr/lib/llvm-14/include', '-o', DIS, SRC,
                    '-L/usr/lib/llvm-14/lib', '-lLLVM-14', '-Wl,-rpath,/usr/lib/llvm-14/lib'],
                   check=True)
    return DIS


def words(*ws):
    """Little-endian bytes of 32-bit words."""
    return b''.join(struct.pack('<I', x & 0xffffffff) for x in ws)


def disassemble(cpu, records, size):
    """Decode each record (bytes, padded with zeros to `size`) on its own.

    Returns a list of (length, text): length 0 = invalid encoding, None =
    LLVM crashed on that record (text 'CRASH'). GFX6/GFX7: sioracle.py."""
    if generation(cpu) < 8:
        import sioracle
        return sioracle.disassemble(cpu, records, size)
    build()
    data = b''.join((r + b'\0' * size)[:size] for r in records)
    with tempfile.NamedTemporaryFile(dir=TARGET, delete=False) as f:
        f.write(data)
        name = f.name
    try:
        out = subprocess.run([DIS, cpu, str(size), name], capture_output=True, text=True,
                             check=True).stdout
    finally:
        os.unlink(name)
    res = []
    for line in out.split('\n')[:-1]:
        if line == 'C':
            res.append((None, 'CRASH'))
        else:
            n, t = line.split('\t', 1)
            res.append((int(n), t))
    assert len(res) == len(records), (len(res), len(records))
    return res


def disassemble_file(cpu, path, size):
    """Decode every record of a file of records; yields output lines."""
    if generation(cpu) < 8:
        import sioracle
        yield from sioracle.disassemble_file(cpu, path, size)
        return
    build()
    p = subprocess.Popen([DIS, cpu, str(size), path], stdout=subprocess.PIPE, text=True)
    for line in p.stdout:
        yield line.rstrip('\n')
    if p.wait() != 0:
        raise RuntimeError('llvm-dis failed')

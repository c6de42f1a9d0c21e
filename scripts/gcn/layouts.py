"""Encoding families and their bit fields, per encoding generation.

Bit positions count over the instruction's words as one little-endian
integer (word 0 = bits 0-31, word 1 = bits 32-63). These are facts about the
hardware encodings that the sweeps confirm: every bit of a family is either
the family's identifying bits, the opcode, or one of these fields (sweep.py
reports any bit that changes LLVM's output without belonging to a field).
"""

# Encoding generations: 'VI' = GFX8 and GFX9, 'GFX10' = GFX10 and GFX10.3,
# 'SI' = GFX6 and GFX7 (assembler-only oracle).


class Family:
    def __init__(self, name, words, ident, opcode, fields, nops=None):
        self.name = name
        # Opcodes beyond nops collide with other families' identifying bits.
        # Opcode parts (lo, width), least significant part first.
        if opcode is None:
            opcode = []
        elif isinstance(opcode, tuple):
            opcode = [opcode]
        self.nops = nops if nops is not None else 1 << sum(w for _, w in opcode)
        self.words = words          # words without literal / extra dwords
        self.ident = ident          # list of (lo, width, value)
        self.opcode = opcode        # (lo, width) or None
        self.fields = fields        # list of (name, lo, width)

    def base(self, op):
        v = 0
        for lo, wd, val in self.ident:
            v |= val << lo
        for lo, wd in self.opcode:
            v |= (op & ((1 << wd) - 1)) << lo
            op >>= wd
        return v

    def field(self, name):
        for f in self.fields:
            if f[0] == name:
                return f
        raise KeyError(name)


def F(name, lo, width):
    return (name, lo, width)


SOP = [
    Family('SOP2', 1, [(30, 2, 0b10)], (23, 7), [F('ssrc0', 0, 8), F('ssrc1', 8, 8), F('sdst', 16, 7)], nops=0x60),
    Family('SOPK', 1, [(28, 4, 0b1011)], (23, 5), [F('simm16', 0, 16), F('sdst', 16, 7)], nops=29),
    Family('SOP1', 1, [(23, 9, 0x17D)], (8, 8), [F('ssrc0', 0, 8), F('sdst', 16, 7)]),
    Family('SOPC', 1, [(23, 9, 0x17E)], (16, 7), [F('ssrc0', 0, 8), F('ssrc1', 8, 8)]),
    Family('SOPP', 1, [(23, 9, 0x17F)], (16, 7), [F('simm16', 0, 16)]),
]

VOP = [
    Family('VOP2', 1, [(31, 1, 0)], (25, 6), [F('src0', 0, 9), F('vsrc1', 9, 8), F('vdst', 17, 8)], nops=62),
    Family('VOP1', 1, [(25, 7, 0x3F)], (9, 8), [F('src0', 0, 9), F('vdst', 17, 8)]),
    Family('VOPC', 1, [(25, 7, 0x3E)], (17, 8), [F('src0', 0, 9), F('vsrc1', 9, 8)]),
]

VOP3_FIELDS = [F('vdst', 0, 8), F('sdst', 8, 7), F('abs', 8, 3), F('op_sel', 11, 4), F('clamp', 15, 1),
               F('src0', 32, 9), F('src1', 41, 9), F('src2', 50, 9), F('omod', 59, 2), F('neg', 61, 3)]
VOP3P_FIELDS = [F('vdst', 0, 8), F('neg_hi', 8, 3), F('op_sel', 11, 3), F('op_sel_hi2', 14, 1), F('abid', 11, 4),
                F('clamp', 15, 1), F('src0', 32, 9), F('src1', 41, 9), F('src2', 50, 9),
                F('op_sel_hi', 59, 2), F('neg', 61, 3)]
DS_FIELDS = [F('offset0', 0, 8), F('offset1', 8, 8), F('offset', 0, 16), F('addr', 32, 8), F('data0', 40, 8),
             F('data1', 48, 8), F('vdst', 56, 8)]

VI = SOP + [
    Family('SMEM', 2, [(26, 6, 0x30)], (18, 8),
           [F('sbase', 0, 6), F('sdata', 6, 7), F('bit13', 13, 1), F('soe', 14, 1), F('nv', 15, 1),
            F('glc', 16, 1), F('imm', 17, 1), F('offset', 32, 21), F('offlo', 32, 7), F('w1_53', 53, 4),
            F('soffset', 57, 7)]),
] + VOP + [
    Family('VOP3', 2, [(26, 6, 0x34)], (16, 10), VOP3_FIELDS, nops=0x380),
    Family('VOP3P', 2, [(23, 9, 0x1A7)], (16, 7), VOP3P_FIELDS),
    Family('VINTRP', 1, [(26, 6, 0x35)], (16, 2),
           [F('vsrc', 0, 8), F('attrchan', 8, 2), F('attr', 10, 6), F('vdst', 18, 8)]),
    Family('DS', 2, [(26, 6, 0x36)], (17, 8), [F('gds', 16, 1), F('acc', 25, 1)] + DS_FIELDS),
    Family('FLAT', 2, [(26, 6, 0x37)], [(18, 7), (14, 2)],
           [F('offset', 0, 13), F('lds', 13, 1), F('glc', 16, 1), F('slc', 17, 1),
            F('bit25', 25, 1), F('addr', 32, 8), F('data', 40, 8), F('saddr', 48, 7), F('nv', 55, 1),
            F('vdst', 56, 8)]),
    Family('MUBUF', 2, [(26, 6, 0x38)], (18, 7),
           [F('offset', 0, 12), F('offen', 12, 1), F('idxen', 13, 1), F('glc', 14, 1), F('bit15', 15, 1),
            F('lds', 16, 1), F('slc', 17, 1), F('bit25', 25, 1), F('vaddr', 32, 8), F('vdata', 40, 8),
            F('srsrc', 48, 5), F('w1_53', 53, 2), F('tfe', 55, 1), F('soffset', 56, 8)]),
    Family('MTBUF', 2, [(26, 6, 0x3A)], (15, 4),
           [F('offset', 0, 12), F('offen', 12, 1), F('idxen', 13, 1), F('glc', 14, 1), F('format', 19, 7),
            F('vaddr', 32, 8), F('vdata', 40, 8), F('srsrc', 48, 5), F('w1_53', 53, 1),
            F('slc', 54, 1), F('tfe', 55, 1), F('soffset', 56, 8)]),
    Family('MIMG', 2, [(26, 6, 0x3C)], [(18, 7), (0, 1)],
           [F('w0_1', 1, 7), F('dmask', 8, 4), F('unorm', 12, 1), F('glc', 13, 1), F('da', 14, 1),
            F('r128', 15, 1), F('tfe', 16, 1), F('lwe', 17, 1), F('slc', 25, 1), F('vaddr', 32, 8),
            F('vdata', 40, 8), F('srsrc', 48, 5), F('ssamp', 53, 5), F('w1_58', 58, 5), F('d16', 63, 1)]),
    Family('EXP', 2, [(26, 6, 0x31)], None,
           [F('en', 0, 4), F('target', 4, 6), F('compr', 10, 1), F('done', 11, 1), F('vm', 12, 1),
            F('w0_13', 13, 13), F('vsrc0', 32, 8), F('vsrc1', 40, 8), F('vsrc2', 48, 8), F('vsrc3', 56, 8)]),
]

GFX10 = SOP + [
    Family('SMEM', 2, [(26, 6, 0x3D)], (18, 8),
           [F('sbase', 0, 6), F('sdata', 6, 7), F('w0_13', 13, 1), F('dlc', 14, 1), F('w0_15', 15, 1),
            F('glc', 16, 1), F('w0_17', 17, 1), F('offset', 32, 21), F('w1_53', 53, 4),
            F('soffset', 57, 7)]),
] + VOP + [
    Family('VOP3', 2, [(26, 6, 0x35)], (16, 10), VOP3_FIELDS),
    Family('VOP3P', 2, [(24, 8, 0xCC)], (16, 7), VOP3P_FIELDS + [F('w0_23', 23, 1)]),
    Family('VINTRP', 1, [(26, 6, 0x32)], (16, 2),
           [F('vsrc', 0, 8), F('attrchan', 8, 2), F('attr', 10, 6), F('vdst', 18, 8)]),
    Family('DS', 2, [(26, 6, 0x36)], (18, 8), [F('w0_16', 16, 1), F('gds', 17, 1)] + DS_FIELDS),
    Family('FLAT', 2, [(26, 6, 0x37)], [(18, 7), (14, 2)],
           [F('offset', 0, 12), F('dlc', 12, 1), F('lds', 13, 1), F('glc', 16, 1),
            F('slc', 17, 1), F('bit25', 25, 1), F('addr', 32, 8), F('data', 40, 8), F('saddr', 48, 7),
            F('nv', 55, 1), F('vdst', 56, 8)]),
    Family('MUBUF', 2, [(26, 6, 0x38)], [(18, 7), (25, 1)],
           [F('offset', 0, 12), F('offen', 12, 1), F('idxen', 13, 1), F('glc', 14, 1), F('dlc', 15, 1),
            F('lds', 16, 1), F('w0_17', 17, 1), F('vaddr', 32, 8), F('vdata', 40, 8),
            F('srsrc', 48, 5), F('w1_53', 53, 1), F('slc', 54, 1), F('tfe', 55, 1), F('soffset', 56, 8)]),
    Family('MTBUF', 2, [(26, 6, 0x3A)], [(16, 3), (53, 1)],
           [F('offset', 0, 12), F('offen', 12, 1), F('idxen', 13, 1), F('glc', 14, 1), F('dlc', 15, 1),
            F('format', 19, 7), F('vaddr', 32, 8), F('vdata', 40, 8), F('srsrc', 48, 5),
            F('slc', 54, 1), F('tfe', 55, 1), F('soffset', 56, 8)]),
    Family('MIMG', 2, [(26, 6, 0x3C)], [(18, 7), (0, 1)],
           [F('nsa', 1, 2), F('dim', 3, 3), F('w0_6', 6, 1), F('dlc', 7, 1),
            F('dmask', 8, 4), F('unorm', 12, 1), F('glc', 13, 1), F('w0_14', 14, 1), F('r128', 15, 1),
            F('tfe', 16, 1), F('lwe', 17, 1), F('slc', 25, 1), F('vaddr', 32, 8), F('vdata', 40, 8),
            F('srsrc', 48, 5), F('ssamp', 53, 5), F('w1_58', 58, 4), F('a16', 62, 1), F('d16', 63, 1)]),
    Family('EXP', 2, [(26, 6, 0x3E)], None,
           [F('en', 0, 4), F('target', 4, 6), F('compr', 10, 1), F('done', 11, 1), F('vm', 12, 1),
            F('w0_13', 13, 13), F('vsrc0', 32, 8), F('vsrc1', 40, 8), F('vsrc2', 48, 8), F('vsrc3', 56, 8)]),
]


SDWA9_W1 = [F('src0', 32, 8), F('dst_sel', 40, 3), F('dst_unused', 43, 2), F('clamp', 45, 1),
            F('omod', 46, 2), F('src0_sel', 48, 3), F('src0_sext', 51, 1), F('src0_neg', 52, 1),
            F('src0_abs', 53, 1), F('w1_54', 54, 1), F('s0', 55, 1), F('src1_sel', 56, 3),
            F('src1_sext', 59, 1), F('src1_neg', 60, 1), F('src1_abs', 61, 1), F('w1_62', 62, 1),
            F('s1', 63, 1)]
SDWAC_W1 = [F('src0', 32, 8), F('sdst', 40, 7), F('sd', 47, 1), F('src0_sel', 48, 3),
            F('src0_sext', 51, 1), F('src0_neg', 52, 1), F('src0_abs', 53, 1), F('w1_54', 54, 1),
            F('s0', 55, 1), F('src1_sel', 56, 3), F('src1_sext', 59, 1), F('src1_neg', 60, 1),
            F('src1_abs', 61, 1), F('w1_62', 62, 1), F('s1', 63, 1)]
DPP_W1 = [F('src0', 32, 8), F('dpp_ctrl', 40, 9), F('w1_49', 49, 1), F('fi', 50, 1),
          F('bound_ctrl', 51, 1), F('src0_neg', 52, 1), F('src0_abs', 53, 1), F('src1_neg', 54, 1),
          F('src1_abs', 55, 1), F('bank_mask', 56, 4), F('row_mask', 60, 4)]
DPP8_W1 = [F('src0', 32, 8), F('dpp8', 40, 24)]


def extended(gen):
    """SDWA, DPP and DPP8 forms of VOP1/VOP2/VOPC: the VOP word with src0 =
    0xF9 (SDWA), 0xFA (DPP), 0xE9/0xEA (DPP8, GFX10; 0xEA sets fi)."""
    out = []
    vop2 = [F('vsrc1', 9, 8), F('vdst', 17, 8)]
    vop1 = [F('vdst', 17, 8)]
    vopc = [F('vsrc1', 9, 8)]
    for tag, src0, w1 in [('SDWA', 0xF9, None), ('DPP', 0xFA, DPP_W1)] + (
            [('DPP8', 0xE9, DPP8_W1), ('DPP8FI', 0xEA, DPP8_W1)] if gen == 10 else []):
        sdwa = SDWA9_W1
        out.append(Family(tag + '_VOP2', 2, [(31, 1, 0), (0, 9, src0)], (25, 6), vop2 + (w1 or sdwa), nops=62))
        out.append(Family(tag + '_VOP1', 2, [(25, 7, 0x3F), (0, 9, src0)], (9, 8), vop1 + (w1 or sdwa)))
        out.append(Family(tag + '_VOPC', 2, [(25, 7, 0x3E), (0, 9, src0)], (17, 8), vopc + (w1 or SDWAC_W1)))
    return out


# GFX6/GFX7 ('SI'): no SDWA, DPP, VOP3P or SMEM; SMRD is one word (CI adds a
# literal offset word), VOP3 has a 9-bit opcode at bit 17 and clamp at bit
# 11, MUBUF/MTBUF have addr64 at bit 15, FLAT is GFX7 only.
SI = SOP + [
    Family('SMRD', 1, [(27, 5, 0x18)], (22, 5), [F('offset', 0, 8), F('imm', 8, 1), F('sbase', 9, 6), F('sdst', 15, 7)]),
] + VOP + [
    Family('VOP3', 2, [(26, 6, 0x34)], (17, 9),
           [F('vdst', 0, 8), F('sdst', 8, 7), F('abs', 8, 3), F('clamp', 11, 1), F('w0_12', 12, 5),
            F('src0', 32, 9), F('src1', 41, 9), F('src2', 50, 9), F('omod', 59, 2), F('neg', 61, 3)]),
    Family('VINTRP', 1, [(26, 6, 0x32)], (16, 2),
           [F('vsrc', 0, 8), F('attrchan', 8, 2), F('attr', 10, 6), F('vdst', 18, 8)]),
    Family('DS', 2, [(26, 6, 0x36)], (18, 8), [F('w0_16', 16, 1), F('gds', 17, 1)] + DS_FIELDS),
    Family('FLAT', 2, [(26, 6, 0x37)], (18, 7),
           [F('w0_0', 0, 16), F('glc', 16, 1), F('slc', 17, 1), F('bit25', 25, 1), F('addr', 32, 8),
            F('data', 40, 8), F('w1_48', 48, 7), F('tfe', 55, 1), F('vdst', 56, 8)]),
    Family('MUBUF', 2, [(26, 6, 0x38)], (18, 7),
           [F('offset', 0, 12), F('offen', 12, 1), F('idxen', 13, 1), F('glc', 14, 1), F('addr64', 15, 1),
            F('lds', 16, 1), F('bit17', 17, 1), F('bit25', 25, 1), F('vaddr', 32, 8), F('vdata', 40, 8),
            F('srsrc', 48, 5), F('w1_53', 53, 1), F('slc', 54, 1), F('tfe', 55, 1), F('soffset', 56, 8)]),
    Family('MTBUF', 2, [(26, 6, 0x3A)], (16, 3),
           [F('offset', 0, 12), F('offen', 12, 1), F('idxen', 13, 1), F('glc', 14, 1), F('addr64', 15, 1),
            F('format', 19, 7), F('vaddr', 32, 8), F('vdata', 40, 8), F('srsrc', 48, 5), F('w1_53', 53, 1),
            F('slc', 54, 1), F('tfe', 55, 1), F('soffset', 56, 8)]),
    Family('MIMG', 2, [(26, 6, 0x3C)], (18, 7),
           [F('w0_0', 0, 8), F('dmask', 8, 4), F('unorm', 12, 1), F('glc', 13, 1), F('da', 14, 1),
            F('r128', 15, 1), F('tfe', 16, 1), F('lwe', 17, 1), F('slc', 25, 1), F('vaddr', 32, 8),
            F('vdata', 40, 8), F('srsrc', 48, 5), F('ssamp', 53, 5), F('w1_58', 58, 6)]),
    Family('EXP', 2, [(26, 6, 0x3E)], None,
           [F('en', 0, 4), F('target', 4, 6), F('compr', 10, 1), F('done', 11, 1), F('vm', 12, 1),
            F('w0_13', 13, 13), F('vsrc0', 32, 8), F('vsrc1', 40, 8), F('vsrc2', 48, 8), F('vsrc3', 56, 8)]),
]


def families(gen):
    if gen < 8:
        return SI
    return (GFX10 if gen == 10 else VI) + extended(gen)

import functools
import re
"""Analysis of the field sweeps (explore.py) into instruction facts.

The text LLVM prints is `MNEMONIC` followed by operand slots (the first after
a space, the others after ", ") and modifier slots (each after a space). For
every field of an instruction the sweep tells whether it is ignored, fixed
(other values are invalid encodings), changes one operand or modifier slot
(its value -> text map), or inserts modifier text.
"""


INVALID_IMM = '/*invalid immediate*/'
FLAGS = {'gds', 'glc', 'slc', 'dlc', 'lds', 'tfe', 'lwe', 'unorm', 'da', 'r128', 'a16', 'd16', 'idxen',
         'offen', 'clamp', 'done', 'compr', 'vm', 'nv', 'scc', 'addr64', 'high', 'vop3', 'row_mirror',
         'row_half_mirror', 'swz', 'sc0', 'sc1', 'nt'}


def is_modifier(tok):
    """A modifier token: `name:value` (not a register range) or a flag word."""
    if tok in FLAGS or (tok.lstrip(' ').startswith('/*') and tok != INVALID_IMM):
        return True
    head = tok.split(':', 1)[0]
    return ':' in tok and '[' not in head and '(' not in head


@functools.lru_cache(maxsize=1 << 16)
def split(text):
    """Split printed text into (mnemonic, operands, modifiers)."""
    # Comments LLVM prints in place of a value ("/*invalid immediate*/",
    # "/* Invalid dpp_ctrl value */", the latter after an extra space) are one
    # token each, the extra space included.
    comments = re.findall(r'(?:(?<= ) )?/\*.*?\*/', text)
    for k, c in enumerate(comments):
        text = text.replace(c, '\x00%d\x00' % k, 1)
    if ' ' not in text:
        return text, (), ()
    mn, rest = text.split(' ', 1)
    toks = []
    cur = ''
    depth = 0
    sep = ' '
    i = 0
    while i < len(rest):
        ch = rest[i]
        if ch in '([':
            depth += 1
        elif ch in ')]':
            depth -= 1
        if depth == 0 and rest.startswith(', ', i):
            toks.append((sep, cur))
            cur = ''
            sep = ', '
            i += 2
            continue
        if depth == 0 and ch == ' ':
            toks.append((sep, cur))
            cur = ''
            sep = ' '
            i += 1
            continue
        cur += ch
        i += 1
    toks.append((sep, cur))
    toks = [(sp, re.sub('\x00(\\d+)\x00', lambda m: comments[int(m.group(1))], t)) for sp, t in toks]
    # A first token that is a modifier means the instruction has no operands.
    if toks and is_modifier(toks[0][1]) and not (len(toks) > 1 and toks[1][0] == ', '):
        return mn, (), tuple(t for _, t in toks)
    # Operands: the first token and every token after ", " up to the last one
    # after ", "; modifiers: the tokens after that.
    last = 0
    for j, (s, _) in enumerate(toks):
        if s == ', ':
            last = j
    ops = [t for _, t in toks[: last + 1]]
    mods = [t for _, t in toks[last + 1:]]
    # Words after the last operand that are not modifiers belong to it
    # (`s_waitcnt vmcnt(0) expcnt(0)`).
    while mods and not is_modifier(mods[0]):
        ops[-1] += ' ' + mods.pop(0)
    return mn, tuple(ops), tuple(mods)


@functools.lru_cache(maxsize=1 << 20)
def diff(base, text):
    """How `text` differs from `base`: ('same',), ('op', pos, token),
    ('mod', pos, token), ('ins', tokens, index), ('mn', text) or ('other', text)."""
    if text == base:
        return ('same',)
    bm, bo, bd = split(base)
    m, o, d = split(text)
    if m != bm:
        return ('mn', text)
    if not bo and len(o) == 1 and d == bd:
        return ('op', 0, o[0])
    if len(o) == len(bo) and d == bd:
        ps = [i for i in range(len(o)) if o[i] != bo[i]]
        if len(ps) == 1:
            return ('op', ps[0], o[ps[0]])
    if o == bo and len(d) == len(bd):
        ps = [i for i in range(len(d)) if d[i] != bd[i]]
        if len(ps) == 1:
            return ('mod', ps[0], d[ps[0]])
    if o == bo and len(d) > len(bd):
        # inserted modifier tokens at one place
        for k in range(len(bd) + 1):
            n = len(d) - len(bd)
            if d[:k] == bd[:k] and d[k + n:] == bd[k:]:
                return ('ins', tuple(d[k:k + n]), k)
    return ('other', text)


def field_role(base, vals, basev):
    """Classify one field from its sweep [(value, len, text)]."""
    kinds = {}
    for x, n, t in vals:
        if not n:
            kinds[x] = ('invalid',)
        else:
            kinds[x] = diff(base, t)
    valid = [x for x in kinds if kinds[x][0] != 'invalid']
    changing = [x for x in valid if kinds[x][0] != 'same']
    if not changing:
        if len(valid) == len(kinds):
            return {'role': 'ignored'}
        return {'role': 'fixed', 'valid': sorted(valid)}
    sorts = {kinds[x][0] for x in changing}
    if sorts <= {'op', 'mn'} and len({kinds[x][1] for x in changing if kinds[x][0] == 'op'}) == 1:
        pos = next(kinds[x][1] for x in changing if kinds[x][0] == 'op')
        return {'role': 'op', 'pos': pos, 'kinds': kinds}
    if sorts <= {'mod', 'mn'} and len({kinds[x][1] for x in changing if kinds[x][0] == 'mod'}) == 1:
        pos = next(kinds[x][1] for x in changing if kinds[x][0] == 'mod')
        return {'role': 'mod', 'pos': pos, 'kinds': kinds}
    if sorts <= {'ins', 'mn'}:
        return {'role': 'ins', 'kinds': kinds}
    return {'role': 'complex', 'kinds': kinds}


LIT_HEX = '0x4e4d4c4b'


def bit_split(base, vals, width):
    """Per-bit view of a multi-bit modifier field: {bit: diff of value 1<<bit}."""
    by = {x: (n, t) for x, n, t in vals}
    out = {}
    for b in range(width):
        n, t = by[1 << b]
        out[b] = diff(base, t) if n else ('invalid',)
    return out


def token_mod(base_tok, tok):
    """Name of the operand modifier that turns base_tok into tok."""
    if tok == '-' + base_tok:
        return 'neg'
    if tok == '|%s|' % base_tok:
        return 'abs'
    if tok == 'neg(%s)' % base_tok:
        return 'neg'    # a negated immediate
    if tok == 'sext(%s)' % base_tok:
        return 'sext'
    if base_tok.startswith('v') and tok == 'a' + base_tok[1:]:
        return 'acc'    # gfx90a: AGPRs instead of VGPRs
    return None

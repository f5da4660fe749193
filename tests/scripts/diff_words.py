#!/usr/bin/env python3
"""Differential decoder check: disassemble the same 32-bit words with
llvm-objdump-15 and gcnjit-decode-words and report lines that differ.

  diff_words.py --target gfx908 --tool build/tests/gcnjit-decode-words WORD...
  diff_words.py --target gfx900 --tool ... --random N --format VOP2 [--seed S]
                [--bias P] [--field WORD,HI,LO,VALUE ...]

Words are assembled into an object with `.long` directives (llvm-mc-15), so
llvm-objdump sees exactly the stream our decoder sees. Instruction text is
compared after collapsing whitespace; the trailing `// ADDR: WORDS` comment
is compared too (it shows how many words each side consumed).

--bias P forces, in a fraction P of the random candidates, one field of the
format to a value random words rarely hit (SDWA/DPP/literal source codes,
see BIAS); --field forces a field of every random candidate (word 0 is the
first word). Also importable: encoding_sweep.py uses the helpers."""
import argparse, random, re, subprocess, sys, tempfile, os

# Fixed bits of each format's first word: (mask, value), per Vega ISA
# "Microcode Formats". Second words are random.
FORMATS = {
    'SOP2': (0xC0000000, 0x80000000), 'SOPK': (0xF0000000, 0xB0000000),
    'SOP1': (0xFF800000, 0xBE800000), 'SOPC': (0xFF800000, 0xBF000000),
    'SOPP': (0xFF800000, 0xBF800000), 'SMEM': (0xFC000000, 0xC0000000),
    'VOP2': (0x80000000, 0x00000000), 'VOP1': (0xFE000000, 0x7E000000),
    'VOPC': (0xFE000000, 0x7C000000), 'VOP3': (0xFC000000, 0xD0000000),
    'VOP3P': (0xFF800000, 0xD3800000), 'VINTRP': (0xFC000000, 0xD4000000),
    'DS': (0xFC000000, 0xD8000000), 'FLAT': (0xFC000000, 0xDC000000),
    'MUBUF': (0xFC000000, 0xE0000000), 'MTBUF': (0xFC000000, 0xE8000000),
    'MIMG': (0xFC000000, 0xF0000000), 'EXP': (0xFC000000, 0xC4000000),
}

# Source fields and the values that select other decoding paths: 0xFF literal,
# 0xF9 SDWA, 0xFA DPP (Vega ISA "Scalar/Vector ALU operands", "SDWA", "DPP").
# Each entry: (word, hi, lo, values).
_SCALAR_SRC = [(0, 7, 0, [0xFF]), (0, 15, 8, [0xFF])]
_VOP_SRC0 = [(0, 8, 0, [0xF9, 0xFA, 0xFF])]
_VOP3_SRC = [(1, 8, 0, [0xFF]), (1, 17, 9, [0xFF]), (1, 26, 18, [0xFF])]
BIAS = {
    'SOP2': _SCALAR_SRC, 'SOPC': _SCALAR_SRC, 'SOP1': _SCALAR_SRC[:1],
    'VOP1': _VOP_SRC0, 'VOP2': _VOP_SRC0, 'VOPC': _VOP_SRC0,
    'VOP3': _VOP3_SRC, 'VOP3P': _VOP3_SRC,
}

# SDWA select fields (second word) that llvm-objdump-15 prints: a select of 7
# (reserved) makes it abort in its printer. Per VOP format: (hi, lo) of
# dst_sel, src0_sel, src1_sel as far as the format has them.
_SDWA_SELS = {'VOP1': [(10, 8), (18, 16)], 'VOP2': [(10, 8), (18, 16), (26, 24)],
              'VOPC': [(18, 16), (26, 24)]}


def field(w, hi, lo):
    return (w >> lo) & ((1 << (hi - lo + 1)) - 1)


def set_field(w, hi, lo, v):
    m = ((1 << (hi - lo + 1)) - 1) << lo
    return (w & ~m) | ((v << lo) & m)


def sdwa_format(w):
    """VOP1/VOP2/VOPC if w is the first word of an SDWA instruction, else None."""
    if w >> 31 or field(w, 8, 0) != 0xF9:
        return None
    return {0x3F: 'VOP1', 0x3E: 'VOPC'}.get(field(w, 30, 25), 'VOP2')


def avoid_objdump_crash(cand, rng):
    """Redraws reserved SDWA selects after any word that could start an SDWA
    instruction (any word can be an instruction start, depending on what the
    decoders made of the words before it). A last word that looks like an
    SDWA start is altered instead: its second word is the next candidate's."""
    for i, w in enumerate(cand):
        fmt = sdwa_format(w)
        if fmt and i + 1 == len(cand):
            cand[i] ^= 1
        elif fmt:
            for hi, lo in _SDWA_SELS[fmt]:
                if field(cand[i + 1], hi, lo) == 7:
                    cand[i + 1] = set_field(cand[i + 1], hi, lo, rng.randrange(7))


def random_candidates(n, fmts, rng, bias=0.0, forced=()):
    """n candidate instructions of 3 words (room for a second word and a literal)."""
    out = []
    for _ in range(n):
        fmt = rng.choice(fmts)
        mask, val = FORMATS[fmt]
        cand = [(rng.getrandbits(32) & ~mask) | val, rng.getrandbits(32), rng.getrandbits(32)]
        if BIAS.get(fmt) and rng.random() < bias:
            w, hi, lo, values = rng.choice(BIAS[fmt])
            cand[w] = set_field(cand[w], hi, lo, rng.choice(values))
        for w, hi, lo, v in forced:
            cand[w] = set_field(cand[w], hi, lo, v)
        avoid_objdump_crash(cand, rng)
        out.append(cand)
    return out


class ObjdumpCrash(Exception):
    pass


def objdump_lines(words, target):
    with tempfile.TemporaryDirectory() as d:
        s = os.path.join(d, 'w.s'); o = os.path.join(d, 'w.o')
        with open(s, 'w') as f:
            f.write('.text\n' + ''.join('.long 0x%08x\n' % w for w in words))
        subprocess.run(['llvm-mc-15', '-arch=amdgcn', '-mcpu=' + target, '-filetype=obj', s, '-o', o], check=True)
        p = subprocess.run(['llvm-objdump-15', '-d', '--mcpu=' + target, o], capture_output=True, text=True)
    if p.returncode:
        raise ObjdumpCrash(p.stderr.splitlines()[0] if p.stderr else 'exit %d' % p.returncode)
    return [l.strip() for l in p.stdout.splitlines() if l.startswith('\t')]


def objdump_units(units, target):
    """llvm-objdump lines for the concatenated word lists `units`, leaving out
    units that crash llvm-objdump (found by bisecting on prefixes). Returns
    (lines, indices of the units kept, indices of those left out)."""
    kept, crashed = list(range(len(units))), []

    def words(idx):
        return [w for i in idx for w in units[i]]

    while True:
        try:
            return objdump_lines(words(kept), target), kept, crashed
        except ObjdumpCrash:
            lo, hi = 0, len(kept)  # the first `hi` units crash, the first `lo` do not
            while hi - lo > 1:
                mid = (lo + hi) // 2
                try:
                    objdump_lines(words(kept[:mid]), target)
                    lo = mid
                except ObjdumpCrash:
                    hi = mid
            crashed.append(kept.pop(hi - 1))


def ours_lines(words, target, tool):
    out = subprocess.run([tool, '--target', target], input=' '.join('%08x' % w for w in words),
                         check=True, capture_output=True, text=True).stdout
    return [l.strip() for l in out.splitlines()]


def norm(line):
    line = re.sub(r'\s*<[^>]*>$', '', line)  # symbolic branch target comment
    # The address comment, not the first '//': llvm-objdump pads no space
    # before it after long text, so text ending in '*/' runs into it.
    m = re.match(r'(.*?)//(\s*[0-9A-Fa-f]+:.*)$', line)
    text, comment = (m.group(1), m.group(2)) if m else line.partition('//')[::2]
    # llvm-objdump may annotate a word it could not decode ("; Error: unknown
    # operand encoding 249"); that is diagnostics, not disassembly.
    comment = comment.partition(';')[0]
    return ' '.join(text.split()) + ' // ' + ' '.join(comment.split()).upper()


def by_address(lines):
    out = {}
    for l in lines:
        m = re.search(r'//\s*([0-9A-Fa-f]+):', l)
        out[int(m.group(1), 16)] = norm(l)
    return out


def parse_field(s):
    w, hi, lo, v = (int(x, 0) for x in s.split(','))
    if w not in (0, 1, 2) or not 31 >= hi >= lo >= 0:
        raise argparse.ArgumentTypeError('want WORD,HI,LO,VALUE with WORD 0..2 and 31>=HI>=LO>=0')
    return w, hi, lo, v


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--target', required=True)
    ap.add_argument('--tool', required=True)
    ap.add_argument('--random', type=int, default=0)
    ap.add_argument('--format', action='append', default=[], choices=sorted(FORMATS))
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--bias', type=float, default=0.0)
    ap.add_argument('--field', action='append', default=[], type=parse_field)
    ap.add_argument('--max-report', type=int, default=40)
    ap.add_argument('words', nargs='*')
    a = ap.parse_args()
    rng = random.Random(a.seed)
    # Each random candidate is 3 words so literals/second words exist; the
    # streams re-synchronise because both tools decode the same bytes.
    units = [[int(w, 16) for w in a.words]] if a.words else []
    units += random_candidates(a.random, a.format or list(FORMATS), rng, a.bias, a.field)
    ref, kept, crashed = objdump_units(units, a.target)
    for i in crashed:
        print('llvm-objdump-15 crashes on %s (left out)' % ' '.join('%08X' % w for w in units[i]))
    words = [w for i in kept for w in units[i]]
    # Lines are matched by address, so one instruction decoded with a
    # different size shows up once instead of shifting every later line.
    ref = by_address(ref)
    got = by_address(ours_lines(words, a.target, a.tool))
    bad = 0
    for addr in sorted(set(ref) | set(got)):
        r, g = ref.get(addr, '(nothing at this address)'), got.get(addr, '(nothing at this address)')
        if r != g:
            bad += 1
            if bad <= a.max_report:
                print('want: %s\n got: %s\n' % (r, g))
    print('%d of %d lines differ' % (bad, len(ref)))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())

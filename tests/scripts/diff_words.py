#!/usr/bin/env python3
"""Differential decoder check: disassemble the same 32-bit words with
llvm-objdump-15 and gcnjit-decode-words and report lines that differ.

  diff_words.py --target gfx908 --tool build/tests/gcnjit-decode-words WORD...
  diff_words.py --target gfx900 --tool ... --random N --format VOP2 [--seed S]

Words are assembled into an object with `.long` directives (llvm-mc-15), so
llvm-objdump sees exactly the stream our decoder sees. Instruction text is
compared after collapsing whitespace; the trailing `// ADDR: WORDS` comment
is compared too (it shows how many words each side consumed)."""
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

def objdump_lines(words, target):
    with tempfile.TemporaryDirectory() as d:
        s = os.path.join(d, 'w.s'); o = os.path.join(d, 'w.o')
        with open(s, 'w') as f:
            f.write('.text\n' + ''.join('.long 0x%08x\n' % w for w in words))
        subprocess.run(['llvm-mc-15', '-arch=amdgcn', '-mcpu=' + target, '-filetype=obj', s, '-o', o], check=True)
        out = subprocess.run(['llvm-objdump-15', '-d', '--mcpu=' + target, o], check=True,
                             capture_output=True, text=True).stdout
    return [l.strip() for l in out.splitlines() if l.startswith('\t')]

def ours_lines(words, target, tool):
    out = subprocess.run([tool, '--target', target], input=' '.join('%08x' % w for w in words),
                         check=True, capture_output=True, text=True).stdout
    return [l.strip() for l in out.splitlines()]

def norm(line):
    line = re.sub(r'\s*<[^>]*>$', '', line)  # symbolic branch target comment
    text, _, comment = line.partition('//')
    return ' '.join(text.split()) + ' //' + ' '.join(comment.split()).upper()

def by_address(lines):
    out = {}
    for l in lines:
        m = re.search(r'//\s*([0-9A-Fa-f]+):', l)
        out[int(m.group(1), 16)] = norm(l)
    return out

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--target', required=True)
    ap.add_argument('--tool', required=True)
    ap.add_argument('--random', type=int, default=0)
    ap.add_argument('--format', action='append', default=[])
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--max-report', type=int, default=40)
    ap.add_argument('words', nargs='*')
    a = ap.parse_args()
    words = [int(w, 16) for w in a.words]
    rng = random.Random(a.seed)
    fmts = a.format or list(FORMATS)
    for _ in range(a.random):
        mask, val = FORMATS[rng.choice(fmts)]
        # Each candidate instruction is 3 words so literals/second words exist;
        # the streams re-synchronise because both tools decode the same bytes.
        words += [(rng.getrandbits(32) & ~mask) | val, rng.getrandbits(32), rng.getrandbits(32)]
    # Lines are matched by address, so one instruction decoded with a
    # different size shows up once instead of shifting every later line.
    ref = by_address(objdump_lines(words, a.target))
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

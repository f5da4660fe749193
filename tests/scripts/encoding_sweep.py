#!/usr/bin/env python3
"""Encoding sweep for one target: every instruction-table row's synthesised
assembly (gcnjit-sweepgen) is assembled by llvm-mc-15, and the encodings are
disassembled by llvm-objdump-15 and by our decoder (gcnjit-decode-words),
whose text must be the same.

  encoding_sweep.py --target gfx908 --sweepgen build/tests/sweep/gcnjit-sweepgen \\
                    --tool build/tests/gcnjit-decode-words

A row is covered when at least one of its lines is accepted by llvm-mc as
the row's instruction, decoded by llvm-objdump back to the mnemonic llvm-mc
printed, and our text equals llvm-objdump's. Exit status 1 on any difference from llvm-objdump;
coverage gaps (rejected lines, rows without lines) are reported only."""
import argparse, collections, os, re, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from diff_words import by_address, objdump_units, ours_lines  # noqa: E402

# Two s_nop 0 after each instruction: whichever of the two decoders gets an
# instruction's size wrong (by up to 8 bytes) is back in step at the next one.
PAD = [0xBF800000, 0xBF800000]
LABEL = re.compile(r'^sweep_(\d+):')
ENCODING = re.compile(r'^\s+(\S.*?)\s*; encoding: \[([^\]]*)\]')
ERROR = re.compile(r'^[^:]*:(\d+):\d+: error: (.*)$')


def sweep_lines(sweepgen, target):
    """(rows on the target in table order, [(row, asm text)])."""
    out = subprocess.run([sweepgen, '--target', target], check=True, capture_output=True,
                         text=True).stdout
    rows, entries = [], []
    for line in out.splitlines():
        row, _, text = line.partition('\t')
        if not rows or rows[-1] != row:
            rows.append(row)
        if text:
            entries.append((row, text))
    return rows, entries


def run_llvm_mc(texts, target):
    """Assembles `texts`, one statement each, each after its own label so the
    output maps back to the input. Returns ({index: (canonical text, words)},
    {index: error}) or None if llvm-mc crashed."""
    src = ''.join('sweep_%d:\n%s\n' % (i, t) for i, t in enumerate(texts))
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, 'sweep.s')
        with open(path, 'w') as f:
            f.write(src)
        p = subprocess.run(['llvm-mc-15', '-arch=amdgcn', '-mcpu=' + target, '-show-encoding', path],
                           capture_output=True, text=True)
    if p.returncode not in (0, 1) or 'Stack dump' in p.stderr:
        return None
    encoded = collections.defaultdict(list)
    current = None
    for line in p.stdout.splitlines():
        m = LABEL.match(line)
        if m:
            current = int(m.group(1))
            continue
        m = ENCODING.match(line)
        if m and current is not None:
            data = bytes(int(b, 16) for b in m.group(2).split(','))
            words = [int.from_bytes(data[i:i + 4], 'little') for i in range(0, len(data), 4)]
            encoded[current].append((m.group(1), words))
    errors = {}
    for line in p.stderr.splitlines():
        m = ERROR.match(line)
        if m:  # statement i is on line 2i+2
            errors.setdefault((int(m.group(1)) - 2) // 2, m.group(2))
    accepted = {}
    for i in range(len(texts)):
        enc = encoded.get(i, [])
        if len(enc) == 1 and i not in errors:
            accepted[i] = enc[0]
        elif i not in errors:
            errors[i] = 'llvm-mc emitted %d instructions' % len(enc)
    return accepted, errors


def assemble(texts, target):
    """Like run_llvm_mc, but finds the statements that crash llvm-mc by
    assembling halves of a crashing batch."""
    for i, t in enumerate(texts):
        if '\n' in t:
            raise SystemExit('synthesised line %d has a newline: %r' % (i, t))
    result = run_llvm_mc(texts, target)
    if result is not None:
        return result
    if len(texts) == 1:
        return {}, {0: 'llvm-mc crashed'}
    half = len(texts) // 2
    (acc0, err0), (acc1, err1) = assemble(texts[:half], target), assemble(texts[half:], target)
    acc0.update({i + half: v for i, v in acc1.items()})
    err0.update({i + half: v for i, v in err1.items()})
    return acc0, err0


def mnemonic(text):
    return text.split()[0] if text.split() else ''


def is_form_of(name, row):
    """Whether LLVM's mnemonic `name` is the row's instruction in some encoding."""
    return name in (row, row + '_e32', row + '_e64', row + '_sdwa', row + '_dpp')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--target', required=True)
    ap.add_argument('--sweepgen', required=True)
    ap.add_argument('--tool', required=True)
    ap.add_argument('--max-report', type=int, default=60, help='mismatches shown')
    a = ap.parse_args()

    rows, entries = sweep_lines(a.sweepgen, a.target)
    accepted, errors = assemble([t for _, t in entries], a.target)
    order = sorted(accepted)
    units = [accepted[i][1] + PAD for i in order]
    ref, kept, _ = objdump_units(units, a.target)
    starts, addr = {}, 0  # statement index -> address of its encoding
    for k in kept:
        starts[order[k]] = addr
        addr += 4 * len(units[k])
    ref = by_address(ref)
    got = by_address(ours_lines([w for k in kept for w in units[k]], a.target, a.tool))

    covered, mismatched, rejected, no_round_trip, other_inst = set(), [], [], [], []
    for i, (row, text) in enumerate(entries):
        if i in errors:
            rejected.append((row, text, errors[i]))
            continue
        if i not in starts:
            rejected.append((row, text, 'crashes llvm-objdump-15'))
            continue
        want = ref.get(starts[i], '(nothing)')
        have = got.get(starts[i], '(nothing)')
        canonical = accepted[i][0]
        if want != have:
            mismatched.append((row, text, want, have))
        elif mnemonic(want) != mnemonic(canonical):
            no_round_trip.append('%s: llvm-mc: %s; llvm-objdump: %s' % (row, canonical, want))
        elif not is_form_of(mnemonic(canonical), row):
            other_inst.append('%s: %s' % (row, canonical))
        else:
            covered.add(row)
    with_lines = {row for row, _ in entries}
    bad_rows = {m[0] for m in mismatched}
    rejected_rows = {r[0] for r in rejected}

    print('%s: %d rows on target, %d covered, %d with mismatches, %d with lines llvm-mc rejects, '
          '%d with no synthesised line; %d lines, %d accepted'
          % (a.target, len(rows), len(covered), len(bad_rows), len(rejected_rows),
             len(rows) - len(with_lines), len(entries), len(accepted)))
    for row, text, want, have in mismatched[:a.max_report]:
        print('MISMATCH %s: %s\n  want: %s\n   got: %s' % (row, text, want, have))
    if len(mismatched) > a.max_report:
        print('... %d more mismatches' % (len(mismatched) - a.max_report))
    sections = [
        ('lines llvm-mc does not accept (or that crash llvm-objdump-15)', ['%s: %s  (%s)' % r for r in rejected]),
        ('lines llvm-objdump decodes to another mnemonic (not counted as covered)', no_round_trip),
        ('lines llvm-mc assembles to another row\'s instruction (not counted as covered)', other_inst),
        ('rows covered by no line', [r for r in rows if r in with_lines and r not in covered]),
        ('rows with no synthesised line', [r for r in rows if r not in with_lines]),
    ]
    for title, items in sections:
        if items:
            print('%s (%d):' % (title, len(items)))
            for item in items:
                print('  ' + item)
    return 1 if mismatched else 0


if __name__ == '__main__':
    sys.exit(main())

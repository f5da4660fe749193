#!/usr/bin/env python3
"""Compare `gcnjit disasm` with llvm-objdump on real code objects.

  compare_disasm.py --tool build/tools/gcnjit --target gfx908 FILE...
  compare_disasm.py --self-check --target gfx908 FILE...

FILE is a code object, a clang offload bundle or a HIP executable. gcnjit reads
FILE itself (`gcnjit disasm FILE --target T`); the reference is
`llvm-objdump -d --mcpu=T` on the code object for T, taken out of bundles with
clang-offload-bundler and out of executables' .hip_fatbin section with
llvm-objcopy. Instruction text is compared line by line per function symbol,
lines paired by their address, after dropping `// ADDR: WORDS` comments and
`<sym+off>` suffixes and collapsing whitespace. --self-check uses llvm-objdump
in place of gcnjit. Exits 1 on any difference, tool failure or empty reference."""
import argparse
import math
import os
import re
import subprocess
import sys
import tempfile

EM_AMDGPU = 224
BUNDLE_MAGIC = b'__CLANG_OFFLOAD_BUNDLE__'
FUNC_RE = re.compile(r'^([0-9a-fA-F]+)\s+<(.+)>:\s*$')
ADDR_RE = re.compile(r'//\s*([0-9A-Fa-f]+):')
SUFFIX_RE = re.compile(r'\s*<[^<>]*>$')


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True)


def checked(cmd):
    p = run(cmd)
    if p.returncode != 0:
        raise RuntimeError('%s failed: %s' % (' '.join(cmd), p.stderr.strip()))
    return p.stdout


def file_kind(path):
    with open(path, 'rb') as f:
        head = f.read(64)
    if head.startswith(BUNDLE_MAGIC):
        return 'bundle'
    if head.startswith(b'\x7fELF'):
        return 'code object' if int.from_bytes(head[18:20], 'little') == EM_AMDGPU else 'executable'
    raise RuntimeError('%s: not an ELF file or offload bundle' % path)


def unbundle(bundler, bundle, target, out):
    """Writes the entry of `bundle` for `target` to `out`."""
    ids = checked([bundler, '--list', '--type=o', '--input=' + bundle]).split()
    wanted = [i for i in ids if i.startswith('hip') and re.search(r'--%s(:|$)' % target, i)]
    if not wanted:
        raise RuntimeError('%s: no %s entry (entries: %s)' % (bundle, target, ', '.join(ids)))
    checked([bundler, '--unbundle', '--type=o', '--input=' + bundle, '--targets=' + wanted[0],
             '--output=' + out])


def code_object_for(args, path, tmp):
    """Path of the code object for args.target inside `path`."""
    kind = file_kind(path)
    if kind == 'code object':
        return path
    base = os.path.join(tmp, os.path.basename(path))
    bundle = path
    if kind == 'executable':
        bundle = base + '.hipfb'
        checked([args.objcopy, '-O', 'binary', '--only-section=.hip_fatbin', path, bundle])
        if os.path.getsize(bundle) == 0:
            raise RuntimeError('%s: no .hip_fatbin section' % path)
    out = base + '.' + args.target + '.co'
    unbundle(args.bundler, bundle, args.target, out)
    return out


def parse(text):
    """{function: [(address or None, instruction)]} in symbol order."""
    funcs = {}
    lines = None
    for raw in text.splitlines():
        m = FUNC_RE.match(raw)
        if m:
            lines = funcs.setdefault(m.group(2), [])
            continue
        if not raw.startswith('\t'):
            continue
        if lines is None:
            lines = funcs.setdefault('(before any symbol)', [])
        code, _, comment = raw.partition('//')
        addr = ADDR_RE.search('//' + comment)
        lines.append((int(addr.group(1), 16) if addr else None,
                      ' '.join(SUFFIX_RE.sub('', code).split())))
    return funcs


def keyed(lines, by_address):
    """{(address, n): instruction}: n counts the lines without an address (such
    as `...`) after the last one, so one wrongly sized instruction does not
    shift every later line. Without addresses, keys are line numbers."""
    out = {}
    last, n = -1, 0
    for i, (addr, code) in enumerate(lines):
        if not by_address:
            last, n = -1, i
        elif addr is not None and addr != last:
            last, n = addr, 0
        else:
            n += 1
        out[(last, n)] = code
    return out


class Tally:
    def __init__(self):
        self.total = self.matching = 0
        self.diffs = []  # (file, function, address, want, got)

    def compare(self, name, want, got):
        total0, match0 = self.total, self.matching
        for func, want_lines in want.items():
            self.total += len(want_lines)
            if func not in got:
                self.diffs.append((name, func, '', '%d instructions' % len(want_lines), '<no such function>'))
                continue
            by_address = any(a is not None for a, _ in got[func])
            want_lines, got_lines = keyed(want_lines, by_address), keyed(got[func], by_address)
            for key in sorted(want_lines.keys() | got_lines.keys()):
                w, g = want_lines.get(key, '<nothing>'), got_lines.get(key, '<nothing>')
                if key in want_lines and w == g:
                    self.matching += 1
                elif w != g:
                    self.diffs.append((name, func, '%012X' % key[0] if key[0] >= 0 else '?', w, g))
        for func in got:
            if func not in want:
                self.diffs.append((name, func, '', '<no such function>', '%d instructions' % len(got[func])))
        return self.total - total0, self.matching - match0


def percent(part, whole):
    """Rounded down, so 100% means everything."""
    return math.floor(10000 * part / whole) / 100 if whole else 0.0


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument('--tool', help='path of the gcnjit executable')
    mode.add_argument('--self-check', action='store_true', help='compare llvm-objdump with itself')
    ap.add_argument('--target', required=True, help='gfx900, gfx906 or gfx908')
    ap.add_argument('--objdump', default='llvm-objdump-15')
    ap.add_argument('--bundler', default='clang-offload-bundler-15')
    ap.add_argument('--objcopy', default='llvm-objcopy-15')
    ap.add_argument('--show', type=int, default=20, help='differences to print')
    ap.add_argument('files', nargs='+')
    args = ap.parse_args()

    version = next((l.strip() for l in checked([args.objdump, '--version']).splitlines()
                    if 'version' in l), '?')
    print('reference: %s (%s), target %s' % (args.objdump, version, args.target))
    print('compared:  %s' % ('llvm-objdump (self-check)' if args.self_check else args.tool))

    tally = Tally()
    errors = []
    with tempfile.TemporaryDirectory() as tmp:
        for path in args.files:
            name = os.path.basename(path)
            try:
                co = code_object_for(args, path, tmp)
                want = parse(checked([args.objdump, '-d', '--mcpu=' + args.target, co]))
                if not any(want.values()):
                    raise RuntimeError('reference disassembly has no instructions')
                if args.self_check:
                    got_run = run([args.objdump, '-d', '--mcpu=' + args.target, co])
                else:
                    got_run = run([args.tool, 'disasm', path, '--target', args.target])
            except (RuntimeError, OSError) as e:
                errors.append('%s: %s' % (name, e))
                continue
            if got_run.returncode != 0:
                first = (got_run.stderr.strip().splitlines() or [''])[0]
                errors.append('%s: exit %d: %s' % (name, got_run.returncode, first))
            total, matching = tally.compare(name, want, parse(got_run.stdout))
            print('  %-34s %4d functions %6d instructions %6d match (%5.1f%%)'
                  % (name, len(want), total, matching, percent(matching, total)))

    print('%s: %d files, %d instructions, %d match (%.2f%%), %d differing lines'
          % (args.target, len(args.files), tally.total, tally.matching,
             percent(tally.matching, tally.total), len(tally.diffs)))
    for e in errors:
        print('error: ' + e)
    for name, func, addr, want, got in tally.diffs[:args.show]:
        print('diff %s <%s> %s\n  want: %s\n  got:  %s' % (name, func, addr, want, got))
    if len(tally.diffs) > args.show:
        print('... %d more differences' % (len(tally.diffs) - args.show))
    return 1 if errors or tally.diffs else 0


if __name__ == '__main__':
    sys.exit(main())

#!/usr/bin/env python3
"""Checks that GCC vectorises every native kernel's hot loop: the loops marked
`// hot loop` in bench/suite/. Compiles each suite source with the flags the
build uses plus -fopt-info-vec-optimized and looks for a "loop vectorized"
remark at the marked line or a line next to it (GCC places the remark on the
loop's `for`, its `#pragma omp simd` or its first statement), with the widest
vectors of the host: 64 bytes with AVX-512, else 32. Sources without a hot
loop (nor a header with one) are not compiled.

usage: check_vectorised.py SUITE_DIR COMPILER FLAG...
Prints one line per hot loop (file:line, vector width) and exits 1 if any
hot loop is not vectorised at the host's width."""
import pathlib
import re
import subprocess
import sys

MARKER = "// hot loop"
REMARK = re.compile(r"^(?:.*/)?([^/:]+):(\d+):\d+: optimized: loop vectorized using (\d+) byte vectors")


def host_vector_bytes():
    flags = pathlib.Path("/proc/cpuinfo").read_text().split()
    return 64 if "avx512f" in flags else 32


def hot_loops(suite):
    """(file name, line) of every marked loop in the suite's sources and headers."""
    loops = []
    for path in sorted(suite.glob("*.cpp")) + sorted(suite.glob("*.h")):
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            if MARKER in line:
                loops.append((path.name, number))
    return loops


def sources_with_hot_loops(suite):
    """The suite's sources that hold a marked loop or include a header that does."""
    marked = {path.name for path in suite.glob("*.h") if MARKER in path.read_text()}
    sources = []
    for path in sorted(suite.glob("*.cpp")):
        text = path.read_text()
        if MARKER in text or any(f'#include "{header}"' in text for header in marked):
            sources.append(path)
    return sources


def vectorised_widths(suite, compiler, flags):
    """{(file name, line): widest vector bytes} over the remarks of the sources with hot loops."""
    widths = {}
    for source in sources_with_hot_loops(suite):
        run = subprocess.run([compiler, *flags, "-fopt-info-vec-optimized", "-c", str(source), "-o", "/dev/null"],
                             capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit(f"{source.name} does not compile:\n{run.stderr}")
        for line in run.stderr.splitlines():
            m = REMARK.match(line)
            if m:
                key = (m.group(1), int(m.group(2)))
                widths[key] = max(widths.get(key, 0), int(m.group(3)))
    return widths


def main(suite_dir, compiler, *flags):
    suite = pathlib.Path(suite_dir)
    want = host_vector_bytes()
    widths = vectorised_widths(suite, compiler, flags)
    failures = 0
    for name, line in hot_loops(suite):
        width = max(widths.get((name, n), 0) for n in (line - 1, line, line + 1))
        ok = width >= want
        failures += not ok
        print(f"{name}:{line}: {'vectorised, ' + str(width) + ' byte vectors' if width else 'NOT vectorised'}"
              f"{'' if ok else ' (want ' + str(want) + ')'}")
    if not hot_loops(suite):
        sys.exit(f"no '{MARKER}' marker in {suite}")
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))

#!/usr/bin/env python3
"""Fails on an #include that crosses the project's layering.

Usage: check_layering.py SOURCE_ROOT GRAPH_FILE

GRAPH_FILE (written by cmake/Layering.cmake from target_link_libraries) says
which top-level directories each directory's targets link; a source file may
include headers of its own directory and of the directories its directory
links, directly or through others. A header holding the line
"// layering: private" may be included only from its own directory and the
directories below it (an internal header of one part of a library).

Quoted includes are resolved like the compiler does: against the including
file's directory, then against the include roots the graph file names.
Includes that resolve to no file under SOURCE_ROOT (system and generated
headers) are not checked.
"""

import re
import sys
from pathlib import Path

INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')
PRIVATE_MARK = "// layering: private"
SOURCE_SUFFIXES = {".h", ".hpp", ".cpp", ".inc"}


def read_graph(path):
    roots, links = [], {}
    for line in Path(path).read_text().splitlines():
        if not line.strip():
            continue
        name, _, rest = line.partition(":")
        if name == "include-roots":
            roots = rest.split()
        else:
            links[name] = set(rest.split())
    return roots, links


def closure(links):
    reachable = {}
    for start in links:
        seen, work = set(), [start]
        while work:
            for nxt in links.get(work.pop(), ()):
                if nxt not in seen:
                    seen.add(nxt)
                    work.append(nxt)
        reachable[start] = seen
    return reachable


def resolve(root, including, name, include_roots):
    for base in [including.parent] + [root / r for r in include_roots]:
        candidate = (base / name).resolve()
        if candidate.is_file() and candidate.is_relative_to(root):
            return candidate
    return None


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    root = Path(sys.argv[1]).resolve()
    include_roots, links = read_graph(sys.argv[2])
    allowed = closure(links)
    private = {}
    violations, checked = [], 0
    for directory in sorted(links):
        for source in sorted((root / directory).rglob("*")):
            if source.suffix not in SOURCE_SUFFIXES or not source.is_file():
                continue
            here = source.relative_to(root)
            for number, line in enumerate(source.read_text(errors="replace").splitlines(), 1):
                match = INCLUDE.match(line)
                if not match:
                    continue
                target = resolve(root, source, match.group(1), include_roots)
                if target is None:
                    continue
                checked += 1
                there = target.relative_to(root)
                top = there.parts[0]
                if top in links and top != directory and top not in allowed[directory]:
                    links_text = " ".join(sorted(allowed[directory])) or "nothing"
                    violations.append(f"{here}:{number}: {directory}/ may not include {there}"
                                      f" ({directory}/ links {links_text})")
                if target not in private:
                    private[target] = PRIVATE_MARK in target.read_text(errors="replace").splitlines()
                if private[target] and not here.is_relative_to(there.parent):
                    violations.append(f"{here}:{number}: {there} is private to {there.parent}/")
    for violation in violations:
        print(violation)
    print(f"layering: {checked} includes checked, {len(violations)} forbidden")
    return 1 if violations else 0


if __name__ == "__main__":
    sys.exit(main())

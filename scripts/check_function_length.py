#!/usr/bin/env python3
"""Fails on a C++ function longer than a limit.

Usage: check_function_length.py MAX_LINES DIR_OR_FILE...

A function's length is counted from the line of its name to the line of its
closing brace, both included; lambdas and local classes count towards the
function that holds them. Member functions, constructors and functions in
any namespace are measured alike.

The scanner is lexical, not a compiler: it blanks comments, string and
character literals and preprocessor lines, then walks the braces. A brace
opens a function body when it follows a parameter list at namespace or class
scope (after qualifiers, a trailing return type or a constructor's
initializer list); namespace, class, struct, union, enum and extern "C"
braces are scopes to look into; any other brace at scope level (an
initializer) is skipped.
"""

import re
import sys
from pathlib import Path

SOURCE_SUFFIXES = {".h", ".hpp", ".cpp", ".inc"}

SCOPE_HEADER = re.compile(
    r'^(template\s*<.*>\s*)?(namespace\b|class\b|struct\b|union\b|enum\b|extern\s*""\s*$)', re.S)
# What may stand between a parameter list's ")" and the body's "{".
AFTER_PARAMETERS = re.compile(
    r'\)\s*((const|volatile|noexcept|override|final|mutable|&&?|noexcept\s*\([^)]*\))\s*)*'
    r'(->\s*[^;{}=]+)?\s*$', re.S)
# A constructor's initializer list after its parameters (nested braces are
# already emptied to "{}").
INITIALIZER_LIST = re.compile(r'\)\s*(noexcept\s*)?:\s*[^;]*[)}]\s*$', re.S)
FUNCTION_NAME = re.compile(r'((?:[A-Za-z_~][\w]*\s*::\s*)*(?:operator\s*[^\s(]+|~?[A-Za-z_]\w*))\s*(<[^()]*>)?\s*\($')


def blank_noncode(text):
    """Comments, literals and preprocessor lines become spaces; newlines stay."""
    out, i, n = [], 0, len(text)
    at_line_start = True
    while i < n:
        c = text[i]
        if at_line_start and c == "#":
            # A preprocessor line, with its continuations.
            while i < n and text[i] != "\n":
                if text[i] == "\\" and i + 1 < n and text[i + 1] == "\n":
                    out.append(" \n")
                    i += 2
                    continue
                out.append(" ")
                i += 1
            continue
        if c == "\n":
            at_line_start = True
            out.append(c)
            i += 1
            continue
        if not c.isspace():
            at_line_start = False
        if text.startswith("//", i):
            while i < n and text[i] != "\n":
                out.append(" ")
                i += 1
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
        elif c == "R" and text.startswith('R"', i):
            delimiter = text[i + 2:text.index("(", i)]
            end = text.index(")" + delimiter + '"', i) + len(delimiter) + 2
            out.append('""' + re.sub(r"[^\n]", " ", text[i + 2:end]))
            i = end
        elif c in "\"'" and not (c == "'" and i > 0 and text[i - 1].isalnum()):
            # A literal (a digit separator such as 1'000 is not one).
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(c + " " * (j - i - 1) + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def empty_braces(header):
    """Nested brace groups inside a header (brace initializers) become "{}"."""
    out, depth = [], 0
    for c in header:
        if c == "{":
            if depth == 0:
                out.append("{}")
            depth += 1
        elif c == "}":
            depth -= 1
        elif depth == 0:
            out.append(c)
    return "".join(out)


def function_name(header):
    """The name before the header's first top-level parameter list."""
    depth = 0
    for k, c in enumerate(header):
        if c == "<":
            depth += 1
        elif c == ">":
            depth = max(0, depth - 1)
        elif c == "(" and depth == 0:
            match = FUNCTION_NAME.search(header[:k + 1])
            if match:
                return match.group(1), match.start(1)
    return None, None


def functions(text):
    """(name, first line, last line) of every function definition in text."""
    code = blank_noncode(text)
    line_of = []
    line = 1
    for c in code:
        line_of.append(line)
        if c == "\n":
            line += 1
    found = []
    header_start = 0
    # Each open brace: "scope", "other" or (name, first line) of a function.
    stack = []
    i, n = 0, len(code)
    while i < n:
        c = code[i]
        in_function = any(isinstance(entry, tuple) for entry in stack)
        if c == ";" and not in_function and (not stack or stack[-1] == "scope"):
            header_start = i + 1
        elif c == "{":
            if in_function or (stack and stack[-1] == "other"):
                stack.append("other")
            else:
                header = code[header_start:i].strip()
                flat = empty_braces(header)
                if SCOPE_HEADER.match(flat):
                    stack.append("scope")
                    header_start = i + 1
                elif AFTER_PARAMETERS.search(flat) or INITIALIZER_LIST.search(flat):
                    name, offset = function_name(flat)
                    if name is None:
                        stack.append("other")
                    else:
                        start = code.index(header, header_start)
                        name_at = start + header.find(name.split("::")[0].strip())
                        stack.append((name, line_of[max(name_at, start)]))
                else:
                    stack.append("other")
        elif c == "}":
            if not stack:
                raise ValueError(f"unbalanced '}}' at line {line_of[i]}")
            top = stack.pop()
            if isinstance(top, tuple):
                found.append((top[0], top[1], line_of[i]))
                header_start = i + 1
            elif top == "scope":
                header_start = i + 1
        i += 1
    return found


def source_files(paths):
    for path in map(Path, paths):
        if path.is_file():
            yield path
        else:
            yield from sorted(p for p in path.rglob("*") if p.suffix in SOURCE_SUFFIXES)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    limit = int(sys.argv[1])
    too_long = 0
    for path in source_files(sys.argv[2:]):
        for name, first, last in functions(path.read_text()):
            length = last - first + 1
            if length > limit:
                print(f"{path}:{first}: {name} is {length} lines (limit {limit})")
                too_long += 1
    if too_long:
        print(f"{too_long} function(s) over {limit} lines: split them into named steps")
        sys.exit(1)
    print(f"no function over {limit} lines")


if __name__ == "__main__":
    main()

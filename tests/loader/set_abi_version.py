#!/usr/bin/env python3
"""Copies an ELF file, setting e_ident[EI_ABIVERSION]: IN OUT VERSION.

ld.lld-15 refuses to link code object v5 objects (ABI version 3), although
their layout is that of v4. The loader fixtures link v5 objects by marking
them v4 for the link and restoring v5 afterwards.
"""
import sys

EI_ABIVERSION = 8

source, dest, version = sys.argv[1], sys.argv[2], int(sys.argv[3])
with open(source, "rb") as f:
    data = bytearray(f.read())
if data[:4] != b"\x7fELF" or len(data) <= EI_ABIVERSION:
    sys.exit(f"{source}: not an ELF file")
data[EI_ABIVERSION] = version
with open(dest, "wb") as f:
    f.write(data)

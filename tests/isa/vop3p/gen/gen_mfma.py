#!/usr/bin/env python3
"""Generates tests/isa/vop3p/v_mfma_*.s: one test file per gfx908 MFMA opcode.

The expected values are computed here on the host, independently of gcnjit:
the A, B and C matrices are drawn first, placed into registers with the CDNA1
register layout (MI100 ISA "Matrix Arithmetic Instructions"; AMD matrix
instruction calculator, gfx9 layouts), and D = A * B + C is computed per block
with exact rational arithmetic, rounded to f32 after every fma step in
ascending k (the documented gcnjit reference order; see ir/ops/matrix.inc).
The CBSZ/ABID/BLGP variant reads A from the broadcast block and B from the
BLGP-permuted lane, as the calculator describes.

Run from anywhere: python3 gen_mfma.py (writes next to its parent directory).
"""

import os
import random
import struct
from fractions import Fraction

OUT_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

# mnemonic, M (= N), K, blocks, A/B type
OPCODES = [
    ("v_mfma_f32_32x32x1f32", 32, 1, 2, "f32"),
    ("v_mfma_f32_16x16x1f32", 16, 1, 4, "f32"),
    ("v_mfma_f32_4x4x1f32", 4, 1, 16, "f32"),
    ("v_mfma_f32_32x32x2f32", 32, 2, 1, "f32"),
    ("v_mfma_f32_16x16x4f32", 16, 4, 1, "f32"),
    ("v_mfma_f32_32x32x4f16", 32, 4, 2, "f16"),
    ("v_mfma_f32_16x16x4f16", 16, 4, 4, "f16"),
    ("v_mfma_f32_4x4x4f16", 4, 4, 16, "f16"),
    ("v_mfma_f32_32x32x8f16", 32, 8, 1, "f16"),
    ("v_mfma_f32_16x16x16f16", 16, 16, 1, "f16"),
    ("v_mfma_i32_32x32x4i8", 32, 4, 2, "i8"),
    ("v_mfma_i32_16x16x4i8", 16, 4, 4, "i8"),
    ("v_mfma_i32_4x4x4i8", 4, 4, 16, "i8"),
    ("v_mfma_i32_32x32x8i8", 32, 8, 1, "i8"),
    ("v_mfma_i32_16x16x16i8", 16, 16, 1, "i8"),
    ("v_mfma_f32_32x32x2bf16", 32, 2, 2, "bf16"),
    ("v_mfma_f32_16x16x2bf16", 16, 2, 4, "bf16"),
    ("v_mfma_f32_4x4x2bf16", 4, 2, 16, "bf16"),
    ("v_mfma_f32_32x32x4bf16", 32, 4, 1, "bf16"),
    ("v_mfma_f32_16x16x8bf16", 16, 8, 1, "bf16"),
]

WIDTH = {"f32": 32, "f16": 16, "bf16": 16, "i8": 8}


# --- number formats -----------------------------------------------------------

def round_f32(x):
    """Bits of the f32 nearest to the Fraction x (ties to even), normal range."""
    if x == 0:
        return 0
    sign = 1 if x < 0 else 0
    x = abs(x)
    exp = 0
    while x >= 2:
        x /= 2
        exp += 1
    while x < 1:
        x *= 2
        exp -= 1
    scaled = x * 2**23
    mant = scaled.numerator // scaled.denominator
    rest = scaled - mant
    if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and mant % 2 == 1):
        mant += 1
    if mant == 2**24:
        mant //= 2
        exp += 1
    assert -126 <= exp <= 127
    return (sign << 31) | ((exp + 127) << 23) | (mant - 2**23)


class Bits:
    """An A/B/C element given as its bits in the element's own format (NaN payloads, -0)."""

    def __init__(self, bits):
        self.bits = bits


def round_f32_any(x):
    """Bits of the f32 nearest to the non-zero Fraction x (ties to even), subnormals included."""
    sign = 1 if x < 0 else 0
    x = abs(x)
    if x >= Fraction(1, 2**126):
        return round_f32(x) | (sign << 31)
    scaled = x * 2**149  # subnormal: an integer multiple of 2^-149
    mant = scaled.numerator // scaled.denominator
    rest = scaled - mant
    if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and mant % 2 == 1):
        mant += 1
    return (sign << 31) | mant  # 2^23 is the smallest normal, as bits


def f32_is_nan(bits):
    return (bits & 0x7F800000) == 0x7F800000 and (bits & 0x7FFFFF) != 0


def f32_is_inf(bits):
    return (bits & 0x7FFFFFFF) == 0x7F800000


def f32_fraction(bits):
    """The value of finite f32 bits (subnormals included)."""
    exp, mant = (bits >> 23) & 0xFF, bits & 0x7FFFFF
    value = Fraction(mant, 2**149) if exp == 0 else Fraction(mant + 2**23, 2**23) * Fraction(2)**(exp - 127)
    return -value if bits >> 31 else value


def fma_f32(a, b, c):
    """Bits of fmaf(a, b, c) on f32 bits, round to nearest even, denormals kept. A NaN operand
    gives the first NaN of a, b, c, quieted (x86 FMA and the interpreter's fmaf). The test data
    never multiplies inf by 0 nor adds infinities of opposite signs (both would make a NaN)."""
    for x in (a, b, c):
        if f32_is_nan(x):
            return x | 0x400000
    product_sign = (a >> 31) ^ (b >> 31)
    if f32_is_inf(a) or f32_is_inf(b):
        assert (b if f32_is_inf(a) else a) & 0x7FFFFFFF, "inf * 0"
        assert not f32_is_inf(c) or c >> 31 == product_sign, "inf - inf"
        return (product_sign << 31) | 0x7F800000
    if f32_is_inf(c):
        return c
    exact = f32_fraction(a) * f32_fraction(b) + f32_fraction(c)
    if exact != 0:
        return round_f32_any(exact)
    zero_product = (a & 0x7FFFFFFF) == 0 or (b & 0x7FFFFFFF) == 0
    if zero_product and (c & 0x7FFFFFFF) == 0 and c >> 31 == product_sign:
        return c  # -0 + -0 (or +0 + +0) keeps its sign
    return 0  # an exact zero sum is +0 when rounding to nearest


def f16_to_f32_bits(h):
    """f16 bits widened to f32 bits exactly (vcvtph2ps; NaN payloads move up)."""
    sign, exp, mant = h >> 15, (h >> 10) & 0x1F, h & 0x3FF
    if exp == 31:
        return (sign << 31) | 0x7F800000 | (mant << 13)
    if exp == 0 and mant == 0:
        return sign << 31
    return round_f32_any(Fraction(struct.unpack("<e", struct.pack("<H", h))[0]))


def input_f32_bits(bits, kind):
    """An A/B element's bits as the f32 the fma steps use."""
    if kind == "f32":
        return bits
    if kind == "f16":
        return f16_to_f32_bits(bits)
    return bits << 16  # bf16


def encode_input(value, kind):
    """Bits of one A/B element (value: int or Fraction exactly representable, or Bits)."""
    if isinstance(value, Bits):
        return value.bits
    if kind == "i8":
        return value & 0xFF
    if kind == "f32":
        return round_f32(Fraction(value))
    if kind == "f16":
        return struct.unpack("<H", struct.pack("<e", float(value)))[0]
    return round_f32(Fraction(value)) >> 16  # bf16: the high half of the f32


def signed_byte(bits):
    """An i8 element's value."""
    return bits - 256 if bits >= 128 else bits


# --- CDNA1 layouts (calculator, gfx9) -----------------------------------------

class Shape:
    def __init__(self, m, k, blocks, kind):
        self.m = self.n = m
        self.k = k
        self.blocks = blocks
        self.kind = kind
        self.per_lane = k * m * blocks // 64          # elements of consecutive k in one lane
        self.width = WIDTH[kind]
        self.src_dwords = self.per_lane * self.width // 32
        self.out_regs = blocks * m * m // 64

    def input_slot(self, rows, block, row, k):
        """(lane, element index in the lane) of A[row][k] (rows = M) or B[k][row] (rows = N)."""
        lane = row + rows * block + rows * self.blocks * (k // self.per_lane)
        return lane, k % self.per_lane

    def output_slot(self, block, i, j):
        """(register, lane) of C/D[i][j] of a block: 4-row groups, 64 / N groups per register."""
        groups = 64 // self.n
        blocks_per_reg = -(-64 // (self.n * self.m // 4))
        reg = block * (self.m * self.n // 64) + (i // (4 * groups)) * 4 + i % 4
        lane = (block % blocks_per_reg) * self.n + ((i // 4) % groups) * blocks_per_reg * self.n + j
        return reg, lane


def blgp_lane(lane, blgp):
    if blgp == 1:
        return lane % 32
    if blgp == 2:
        return lane + 32 if lane < 32 else lane
    if blgp == 3:
        return (lane + 16) % 64
    if blgp >= 4:
        return 16 * (blgp - 4) + lane % 16
    return lane


def a_block(block, cbsz, abid):
    group = 2**cbsz
    return block // group * group + abid


# --- register files -----------------------------------------------------------

def place_inputs(shape, matrix, rows):
    """matrix[block][row][k] -> list of src_dwords registers, each 64 lane values."""
    lanes = [0] * 64
    for block in range(shape.blocks):
        for row in range(rows):
            for k in range(shape.k):
                lane, index = shape.input_slot(rows, block, row, k)
                lanes[lane] |= encode_input(matrix[block][row][k], shape.kind) << (shape.width * index)
    return [[(value >> (32 * d)) & 0xFFFFFFFF for value in lanes] for d in range(shape.src_dwords)]


def read_input_bits(shape, regs, rows, block, row, k, blgp):
    lane, index = shape.input_slot(rows, block, row, k)
    lane = blgp_lane(lane, blgp)
    value = 0
    for d, reg in enumerate(regs):
        value |= reg[lane] << (32 * d)
    return (value >> (shape.width * index)) & ((1 << shape.width) - 1)


def place_outputs(shape, matrix):
    regs = [[None] * 64 for _ in range(shape.out_regs)]
    for block in range(shape.blocks):
        for i in range(shape.m):
            for j in range(shape.n):
                reg, lane = shape.output_slot(block, i, j)
                assert regs[reg][lane] is None
                regs[reg][lane] = matrix[block][i][j]
    assert all(v is not None for reg in regs for v in reg)
    return regs


def multiply(shape, a_regs, b_regs, c, cbsz=0, abid=0, blgp=0):
    """D[block][i][j] as register bits: C + sum over ascending k, one rounding per step."""
    d = []
    for block in range(shape.blocks):
        rows = []
        for i in range(shape.m):
            row = []
            for j in range(shape.n):
                acc = c[block][i][j]
                for k in range(shape.k):
                    a = read_input_bits(shape, a_regs, shape.m, a_block(block, cbsz, abid), i, k, 0)
                    b = read_input_bits(shape, b_regs, shape.n, block, j, k, blgp)
                    if shape.kind == "i8":
                        acc = (acc + signed_byte(a) * signed_byte(b)) & 0xFFFFFFFF
                    else:
                        acc = fma_f32(input_f32_bits(a, shape.kind), input_f32_bits(b, shape.kind), acc)
                row.append(acc)
            rows.append(row)
        d.append(rows)
    return place_outputs(shape, d)


# --- test data ----------------------------------------------------------------

def random_inputs(shape, rng, rows):
    low, high = (-128, 127) if shape.kind == "i8" else (-8, 8)
    return [[[rng.randint(low, high) for _ in range(shape.k)] for _ in range(rows)] for _ in range(shape.blocks)]


def random_accumulator(shape, rng):
    def element():
        v = rng.randint(-1000, 1000)
        return v & 0xFFFFFFFF if shape.kind == "i8" else round_f32(Fraction(v))
    return [[[element() for _ in range(shape.n)] for _ in range(shape.m)] for _ in range(shape.blocks)]


# Special elements of each format: quiet NaNs with payloads, +inf, -0, the
# smallest and the largest subnormal.
SPECIALS = {
    "f32": {"nan": 0x7FC00123, "nan_b": 0x7FC00456, "inf": 0x7F800000, "-0": 0x80000000,
            "sub": [0x00000001, 0x807FFFFF]},
    "f16": {"nan": 0x7E01, "nan_b": 0x7E02, "inf": 0x7C00, "-0": 0x8000, "sub": [0x0001, 0x83FF]},
    "bf16": {"nan": 0x7FC1, "nan_b": 0x7FC2, "inf": 0x7F80, "-0": 0x8000, "sub": [0x0001, 0x807F]},
}


def special_inputs(shape, rng, rows, is_b):
    """Small values with a quarter of the elements special. A: NaN, +inf, -0, subnormals (signed);
    B: NaN and positive non-zero values, subnormals included, so no inf * 0 or -inf arises."""
    sp = SPECIALS[shape.kind]

    def element():
        if rng.random() >= 0.25:
            return rng.randint(1, 8) if is_b else rng.randint(-8, 8)
        if is_b:
            return Bits(rng.choice([sp["nan_b"], sp["sub"][0]]))
        return Bits(rng.choice([sp["nan"], sp["inf"], sp["-0"]] + sp["sub"]))
    return [[[element() for _ in range(shape.k)] for _ in range(rows)] for _ in range(shape.blocks)]


def special_accumulator(shape, rng):
    def element():
        roll = rng.random()
        if roll < 0.1:
            return 0x7FC00789  # NaN
        if roll < 0.2:
            return 0x80000000  # -0
        if roll < 0.3:
            return rng.choice([0x00000003, 0x80400000])  # subnormals
        return round_f32(Fraction(rng.randint(-1000, 1000))) if roll < 0.9 else 0
    return [[[element() for _ in range(shape.n)] for _ in range(shape.m)] for _ in range(shape.blocks)]


def constant_case(shape, a_value, b_value, c_bits):
    a = [[[a_value] * shape.k for _ in range(shape.m)] for _ in range(shape.blocks)]
    b = [[[b_value] * shape.k for _ in range(shape.n)] for _ in range(shape.blocks)]
    c = [[[c_bits] * shape.n for _ in range(shape.m)] for _ in range(shape.blocks)]
    return a, b, c


# --- test file ----------------------------------------------------------------

def reg_items(prefix, first, regs):
    return [f"{prefix}{first + r}=" + ",".join(f"0x{v:x}" for v in reg) for r, reg in enumerate(regs)]


def masked(new_regs, old_regs, exec_mask):
    return [[n if (exec_mask >> lane) & 1 else o for lane, (n, o) in enumerate(zip(new, old))]
            for new, old in zip(new_regs, old_regs)]


def reg_range(prefix, first, count):
    return f"{prefix}{first}" if count == 1 else f"{prefix}[{first}:{first + count - 1}]"


def modifiers_for(shape):
    """A CBSZ/ABID/BLGP combination valid for the shape (CBSZ only with several blocks)."""
    if shape.blocks == 1:
        return 0, 0, 3
    cbsz = {2: 1, 4: 2, 16: 2}[shape.blocks]
    return cbsz, 2**cbsz - 1, 7 if shape.blocks == 16 else 1


def case_lines(label, inputs, outputs):
    lines = [f"; case: {label}"]
    lines += [f";   in:  {item}" for item in inputs]
    lines += [f";   out: {item}" for item in outputs]
    return lines


def generate(mnemonic, m, k, blocks, kind, seed):
    shape = Shape(m, k, blocks, kind)
    rng = random.Random(seed)
    cbsz, abid, blgp = modifiers_for(shape)
    out = shape.out_regs
    a_src, b_src = 0, shape.src_dwords  # v[0..], v[src_dwords..]
    c_first, d_first, dm_first = 0, out, 2 * out

    def run_case(label, a, b, c, exec_mask=None):
        a_regs, b_regs = place_inputs(shape, a, m), place_inputs(shape, b, m)
        c_regs = place_outputs(shape, c)
        d_plain = multiply(shape, a_regs, b_regs, c)
        d_mods = multiply(shape, a_regs, b_regs, c, cbsz, abid, blgp)
        inputs = reg_items("v", a_src, a_regs) + reg_items("v", b_src, b_regs) + reg_items("a", c_first, c_regs)
        zero = [[0] * 64 for _ in range(out)]
        if exec_mask is not None:
            inputs = [f"exec=0x{exec_mask:x}"] + inputs
            d_plain, d_mods = masked(d_plain, zero, exec_mask), masked(d_mods, zero, exec_mask)
        outputs = reg_items("a", d_first, d_plain) + reg_items("a", dm_first, d_mods)
        return case_lines(label, inputs, outputs)

    lines = [
        f'; MI100 ISA "Matrix Arithmetic Instructions", {mnemonic.upper()}: D = A * B + C for {blocks} '
        f"block(s) of",
        f"; {m}x{m} results, K = {k}, A/B {kind}, C/D {'i32' if kind == 'i8' else 'f32'} in AccVGPRs. Layouts of the "
        f"CDNA1 matrix instruction",
        "; calculator; the second instruction broadcasts A blocks (CBSZ/ABID) and permutes B lanes (BLGP).",
        "; Expected values: tests/isa/vop3p/gen/gen_mfma.py (host computation, ascending-k f32 fma",
        "; steps rounded to nearest even, denormals kept, NaN: the first of a, b, acc). EXEC masks the lanes of D.",
        "; targets: gfx908",
    ]
    a, b, c = random_inputs(shape, rng, m), random_inputs(shape, rng, m), random_accumulator(shape, rng)
    lines += run_case("random small values", a, b, c)
    if kind != "i8":
        # 1.0 + 2^-24 rounds back to 1.0 at every step: the products are not summed first.
        tiny = Fraction(1, 2**12)
        a, b, c = constant_case(shape, tiny, tiny, round_f32(Fraction(1)))
        lines += run_case("each k step rounds: C = 1, products 2^-24", a, b, c)
    else:
        a, b, c = constant_case(shape, -128, -128, 0x7FFFFFFF)
        lines += run_case("i8 extremes, i32 sum wraps", a, b, c)
    a, b, c = random_inputs(shape, rng, m), random_inputs(shape, rng, m), random_accumulator(shape, rng)
    lines += run_case("EXEC masks the upper lanes of D", a, b, c, exec_mask=0x00000000FFFF00FF)
    if kind != "i8":
        a, b = special_inputs(shape, rng, m, False), special_inputs(shape, rng, m, True)
        lines += run_case("NaN payloads, +inf, -0, subnormals", a, b, special_accumulator(shape, rng))
    src = shape.src_dwords
    lines += [
        f"{mnemonic} {reg_range('a', d_first, out)}, {reg_range('v', a_src, src)}, {reg_range('v', b_src, src)}, "
        f"{reg_range('a', c_first, out)}",
        f"{mnemonic} {reg_range('a', dm_first, out)}, {reg_range('v', a_src, src)}, {reg_range('v', b_src, src)}, "
        f"{reg_range('a', c_first, out)} cbsz:{cbsz} abid:{abid} blgp:{blgp}",
        "s_endpgm",
        "",
    ]
    with open(os.path.join(OUT_DIR, mnemonic + ".s"), "w") as f:
        f.write("\n".join(lines))


def generate_acc_operands():
    """A and B from AccVGPRs, D written over its own C (v_mfma_acc_operands.s)."""
    shape = Shape(4, 1, 16, "f32")
    rng = random.Random(100)
    a, b, c = random_inputs(shape, rng, 4), random_inputs(shape, rng, 4), random_accumulator(shape, rng)
    a_regs, b_regs, c_regs = place_inputs(shape, a, 4), place_inputs(shape, b, 4), place_outputs(shape, c)
    d = multiply(shape, a_regs, b_regs, c)
    # The second instruction writes D over its own A and B.
    a2, b2, c2 = random_inputs(shape, rng, 4), random_inputs(shape, rng, 4), random_accumulator(shape, rng)
    a2_regs, b2_regs, c2_regs = place_inputs(shape, a2, 4), place_inputs(shape, b2, 4), place_outputs(shape, c2)
    d2 = multiply(shape, a2_regs, b2_regs, c2)
    lines = [
        '; MI100 ISA "Matrix Arithmetic Instructions": A and B may come from AccVGPRs (the ACC bits in',
        "; OP_SEL_HI), and D may be the same AccVGPRs as C, or as A and B (all sources are read before",
        "; D is written). Expected values: tests/isa/vop3p/gen/gen_mfma.py.",
        "; targets: gfx908",
    ]
    lines += case_lines("A, B in AccVGPRs, D over C; D over A and B",
                        reg_items("a", 8, a_regs) + reg_items("a", 9, b_regs) + reg_items("a", 0, c_regs)
                        + reg_items("a", 10, a2_regs) + reg_items("a", 11, b2_regs) + reg_items("a", 14, c2_regs),
                        reg_items("a", 0, d) + reg_items("a", 10, d2))
    lines += ["v_mfma_f32_4x4x1f32 a[0:3], a8, a9, a[0:3]", "v_mfma_f32_4x4x1f32 a[10:13], a10, a11, a[14:17]",
              "s_endpgm", ""]
    with open(os.path.join(OUT_DIR, "v_mfma_acc_operands.s"), "w") as f:
        f.write("\n".join(lines))


def mai_words(opcode, vdst, src0, src1, src2):
    """The two VOP3P-MAI words (no modifiers; AccVGPR sources need their ACC bits)."""
    return 0xD3800000 | opcode << 16 | vdst, src0 | src1 << 9 | src2 << 18


def generate_constants():
    """Inline constants as C (every element) and as an f32 A (v_mfma_constants.s).

    llvm-mc-15 does not assemble these operands, so the instructions are
    given as words; llvm-objdump-15 shows them (the A constant as an invalid
    immediate)."""
    rng = random.Random(200)
    f32 = Shape(4, 1, 16, "f32")
    i8 = Shape(4, 4, 16, "i8")
    a, b, c = random_inputs(f32, rng, 4), random_inputs(f32, rng, 4), random_accumulator(f32, rng)
    a_regs, b_regs, c_regs = place_inputs(f32, a, 4), place_inputs(f32, b, 4), place_outputs(f32, c)
    two = round_f32(Fraction(2))
    const_c = [[[two] * 4 for _ in range(4)] for _ in range(16)]
    d_const_c = multiply(f32, a_regs, b_regs, const_c)
    one_regs = place_inputs(f32, [[[1] for _ in range(4)] for _ in range(16)], 4)
    d_const_a = multiply(f32, one_regs, b_regs, c)
    ia, ib = random_inputs(i8, rng, 4), random_inputs(i8, rng, 4)
    ia_regs, ib_regs = place_inputs(i8, ia, 4), place_inputs(i8, ib, 4)
    five = [[[5] * 4 for _ in range(4)] for _ in range(16)]
    d_int = multiply(i8, ia_regs, ib_regs, five)
    words = [mai_words(0x42, 4, 0x100, 0x101, 244),   # v_mfma_f32_4x4x1f32 a[4:7], v0, v1, 2.0
             mai_words(0x42, 8, 242, 0x101, 0x100),   # v_mfma_f32_4x4x1f32 a[8:11], 1.0, v1, a[0:3]
             mai_words(0x52, 12, 0x102, 0x103, 133)]  # v_mfma_i32_4x4x4i8 a[12:15], v2, v3, 5
    lines = [
        '; MI100 ISA "Matrix Arithmetic Opcodes": inline constants in MFMA operands are f32 ("always',
        '; interpreted as FP32"); as C (src2) the constant is every element of C, as an f32 A every',
        "; element of A. Integer constants are i32. Expected values: tests/isa/vop3p/gen/gen_mfma.py.",
        "; targets: gfx908",
    ]
    lines += case_lines("constant C, constant A, integer constant C",
                        reg_items("v", 0, a_regs) + reg_items("v", 1, b_regs) + reg_items("a", 0, c_regs)
                        + reg_items("v", 2, ia_regs) + reg_items("v", 3, ib_regs),
                        reg_items("a", 4, d_const_c) + reg_items("a", 8, d_const_a) + reg_items("a", 12, d_int))
    for w0, w1 in words:
        lines.append(f".long 0x{w0:08x}, 0x{w1:08x}")
    lines += ["s_endpgm", ""]
    with open(os.path.join(OUT_DIR, "v_mfma_constants.s"), "w") as f:
        f.write("\n".join(lines))


def unplace_outputs(shape, regs):
    """Register bits -> matrix[block][i][j] (the inverse of place_outputs)."""
    return [[[regs[r][l] for j in range(shape.n) for r, l in [shape.output_slot(block, i, j)]]
             for i in range(shape.m)] for block in range(shape.blocks)]


# Chains of instructions, each reading the previous one's D as its C: the
# x64 backend computes a chain in one go (ir/matrix_chain.h), cut after 8.
# mnemonic, M, K, blocks, type, length, modifiers (cbsz, abid, blgp), whether
# every instruction reads the same A and B registers
CHAINS = [
    ("v_mfma_f32_32x32x2f32", 32, 2, 1, "f32", 10, (0, 0, 0), False),
    ("v_mfma_f32_4x4x4f16", 4, 4, 16, "f16", 3, (2, 1, 6), False),
    ("v_mfma_i32_16x16x4i8", 16, 4, 4, "i8", 3, (1, 1, 2), False),
    ("v_mfma_f32_16x16x2bf16", 16, 2, 4, "bf16", 9, (0, 0, 0), False),
    ("v_mfma_f32_16x16x4f32", 16, 4, 1, "f32", 3, (0, 0, 0), True),
]


def generate_chains():
    """Chains of MFMAs on one accumulator, and chains the program breaks (v_mfma_chains.s)."""
    rng = random.Random(300)
    lines = [
        '; MI100 ISA "Matrix Arithmetic Instructions": consecutive MFMAs accumulating into the same',
        "; AccVGPRs (D of one is C of the next), as a GEMM loop issues them: the result is each",
        "; instruction applied in order. Chains of 10 and 9 are longer than the 8 the x64 backend",
        "; computes at once; one chain multiplies the same A and B three times; the last block reads an",
        "; intermediate D between two MFMAs and changes a source VGPR between them. Expected values:",
        "; tests/isa/vop3p/gen/gen_mfma.py.",
        "; targets: gfx908",
    ]
    inputs, outputs, code = [], [], []
    acc_next, v_next = 0, 0
    for mnemonic, m, k, blocks, kind, length, (cbsz, abid, blgp), same_sources in CHAINS:
        shape = Shape(m, k, blocks, kind)
        src, out = shape.src_dwords, shape.out_regs
        c_first = acc_next
        acc_next += out
        c = random_accumulator(shape, rng)
        inputs += reg_items("a", c_first, place_outputs(shape, c))
        for step in range(length):
            if step == 0 or not same_sources:
                a_regs = place_inputs(shape, random_inputs(shape, rng, m), m)
                b_regs = place_inputs(shape, random_inputs(shape, rng, m), m)
                a_first, b_first = v_next, v_next + src
                v_next += 2 * src
                inputs += reg_items("v", a_first, a_regs) + reg_items("v", b_first, b_regs)
            d = multiply(shape, a_regs, b_regs, c, cbsz, abid, blgp)
            c = unplace_outputs(shape, d)
            mods = f" cbsz:{cbsz} abid:{abid} blgp:{blgp}" if (cbsz, abid, blgp) != (0, 0, 0) else ""
            code.append(f"{mnemonic} {reg_range('a', c_first, out)}, {reg_range('v', a_first, src)}, "
                        f"{reg_range('v', b_first, src)}, {reg_range('a', c_first, out)}{mods}")
        outputs += reg_items("a", c_first, place_outputs(shape, c))
    # A broken chain: D of the first MFMA is also read by v_accvgpr_read, and
    # B of the third is written after the second.
    shape = Shape(4, 1, 16, "f32")
    c = random_accumulator(shape, rng)
    c_first = acc_next
    inputs += reg_items("a", c_first, place_outputs(shape, c))
    a_regs = [place_inputs(shape, random_inputs(shape, rng, 4), 4) for _ in range(3)]
    b_regs = [place_inputs(shape, random_inputs(shape, rng, 4), 4) for _ in range(2)]
    a_first, b_first = v_next, v_next + 3
    for t in range(3):
        inputs += reg_items("v", a_first + t, a_regs[t])
    for t in range(2):
        inputs += reg_items("v", b_first + t, b_regs[t])
    d1 = multiply(shape, a_regs[0], b_regs[0], c)
    d2 = multiply(shape, a_regs[1], b_regs[1], unplace_outputs(shape, d1))
    b3 = [[x ^ 0x80000000 for x in b_regs[1][0]]]  # negated by v_xor_b32
    d3 = multiply(shape, a_regs[2], b3, unplace_outputs(shape, d2))
    saved = v_next + 5
    outputs += reg_items("a", c_first, d3) + reg_items("v", saved, [d1[0]]) + reg_items("v", b_first + 1, b3)
    quad = reg_range("a", c_first, 4)
    code += [f"v_mfma_f32_4x4x1f32 {quad}, v{a_first}, v{b_first}, {quad}",
             f"v_accvgpr_read_b32 v{saved}, a{c_first}",
             f"v_mfma_f32_4x4x1f32 {quad}, v{a_first + 1}, v{b_first + 1}, {quad}",
             f"v_xor_b32 v{b_first + 1}, 0x80000000, v{b_first + 1}",
             f"v_mfma_f32_4x4x1f32 {quad}, v{a_first + 2}, v{b_first + 1}, {quad}"]
    lines += case_lines("random values", inputs, outputs)
    lines += code + ["s_endpgm", ""]
    with open(os.path.join(OUT_DIR, "v_mfma_chains.s"), "w") as f:
        f.write("\n".join(lines))


def main():
    for seed, (mnemonic, m, k, blocks, kind) in enumerate(OPCODES):
        generate(mnemonic, m, k, blocks, kind, seed)
    generate_acc_operands()
    generate_constants()
    generate_chains()


if __name__ == "__main__":
    main()

"""Writes the broken SPIR-V binaries of bad-binary.test into a directory."""
import os
import struct
import sys


def words(*ws, order="<"):
    return struct.pack("%s%dI" % (order, len(ws)), *ws)


def header(bound=10):
    return words(0x07230203, 0x00010600, 0x00070000, bound, 0)


CASES = {
    "empty": b"",
    "odd": header() + b"\x01",
    "short": words(0x07230203, 0x00010600),
    "magic": words(0x12345678, 0x00010600, 0, 1, 0),
    "bound": header(0x7FFFFFFF),
    "count0": header() + words(0x00000011),
    "past-end": header() + words(0x00040011, 1),
    "opcode": header() + words(0x0001FFFF),
    "id0": header() + words(0x00020013, 0),
    "id-bound": header(3) + words(0x00020013, 5),
    "string": header() + words(0x0002000A, 0x41414141),
    "too-long": header() + words(0x00030011, 1, 2),
    "too-short": header() + words(0x00030015, 1, 32),
    "enum": header() + words(0x00020011, 99999),
    "mask": header() + words(0x00020013, 1, 0x00030021, 2, 1, 0x00050036, 1, 3, 0x80000000, 2),
    "number-type": header() + words(0x00020013, 1, 0x0004002B, 1, 2, 5),
    "ext-set": header() + words(0x00020013, 1, 0x0006000C, 1, 2, 1, 31, 1),
    "tosa-operands": header() + words(0x00020013, 1, 0x0006000B, 2) + b"TOSA.001000.1\0\0\0"
    + words(0x0007000C, 1, 3, 2, 31, 1, 1),
    # read, but not into the spirv dialect: two struct types made of each
    # other, and 40 made of two of the one before (2^40 leaves spelled out)
    "type-cycle": header(5) + words(0x00020011, 1, 0x0003000E, 0, 1, 0x0003001E, 1, 2, 0x0003001E, 2, 1,
                                    0x00040020, 3, 6, 1, 0x0004003B, 3, 4, 6),
    "type-blowup": header(45) + words(0x00020011, 1, 0x0003000E, 0, 1, 0x00040015, 1, 32, 0)
    + b"".join(words(0x0004001E, k, k - 1, k - 1) for k in range(2, 42))
    + words(0x00040020, 42, 6, 41, 0x0004003B, 42, 43, 6),
    # a module written big endian reads as the same module
    "big-endian": words(0x07230203, 0x00010600, 0x00070000, 2, 0, 0x00020011, 1, order=">"),
}

for name, data in CASES.items():
    with open(os.path.join(sys.argv[1], name + ".spv"), "wb") as f:
        f.write(data)

"""What the model benches (vgf.py, partitions.py) share: their arguments,
the shader payload of their custom ops, and writing a generated model only
when its text changed, so that a repeated run reads the same file."""

import argparse
import os

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def arguments(doc, tool):
    """The parsed --mica (default build/bin/TOOL), --out, --ops, --repeat."""
    ap = argparse.ArgumentParser(description=doc.split("\n")[0])
    ap.add_argument("--mica", default=os.path.join(REPO, "build", "bin", tool))
    ap.add_argument("--out", default=os.path.join(REPO, "build", "bench"))
    ap.add_argument("--ops", type=int, default=100_000)
    ap.add_argument("--repeat", type=int, default=3)
    return ap.parse_args()


def write_if_changed(path, text):
    if not os.path.exists(path) or open(path).read() != text:
        with open(path, "w") as f:
            f.write(text)


def shader_payload(workgroup_x, spirv_base64=None):
    """A tosa.custom shader's implementation_attrs, escaped for the MLIR
    string: one storage-buffer input at binding 0, one output at binding 1,
    with the shader's code when given."""
    code = ""
    if spirv_base64 is not None:
        code = "\\22shader_language\\22: \\22SPIR-V\\22, \\22shader_code\\22: \\22%s\\22, " % spirv_base64
    return ("{\\22entry_point\\22: \\22main\\22, \\22workgroup_sizes\\22: [%d, 1, 1], " % workgroup_x + code +
            "\\22input_0_binding\\22: 0, \\22input_0_descriptorset\\22: 0, "
            "\\22input_0_vkdescriptortype\\22: \\22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\\22, "
            "\\22input_0_vkformat\\22: \\22VK_FORMAT_R32_SFLOAT\\22, "
            "\\22output_0_binding\\22: 1, \\22output_0_descriptorset\\22: 0, "
            "\\22output_0_vkdescriptortype\\22: \\22VK_DESCRIPTOR_TYPE_STORAGE_BUFFER\\22, "
            "\\22output_0_vkformat\\22: \\22VK_FORMAT_R32_SFLOAT\\22}")

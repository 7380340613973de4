#!/bin/sh
# demo.sh BIN_DIR OUT_DIR: Arm's model converter's whole job on the bundled
# example (examples/conv_shader_add.mlir: a convolution and a clamp, a GLSL
# compute shader, an add), written into OUT_DIR: the VGF file (mica-translate
# --to-vgf), the SPIR-V of each graph segment and its assembly (--to-spirv,
# then --spirv-to-asm), the IOSpec of the model's inputs and outputs
# (--emit-iospec), the picture of its partitions (mica-opt
# --model-partition-marking --view-partitions, rendered to SVG by graphviz's
# dot when it is installed); then the VGF file's contents (--vgf-dump).
set -eu
bin=$1
out=$2
name=conv_shader_add
model=$(dirname "$0")/$name.mlir
mkdir -p "$out"

"$bin/mica-translate" --to-vgf "$model" -o "$out/$name.vgf"

# a fresh directory, so that only this model's segments are listed
rm -rf "$out/spirv"
"$bin/mica-translate" --to-spirv "$model" -o "$out/spirv"
for spv in "$out"/spirv/*.spv; do
	"$bin/mica-translate" --spirv-to-asm "$spv" -o "${spv%.spv}.spvasm"
done

"$bin/mica-translate" --emit-iospec "$model" -o "$out/$name.iospec.yaml"

dotfile=$out/$name.dot
"$bin/mica-opt" --model-partition-marking --view-partitions="$dotfile" "$model" -o /dev/null
picture="$dotfile (graphviz's dot is not installed: make deps renders it as SVG)"
if command -v dot >/dev/null; then
	dot -Tsvg "$dotfile" -o "$out/$name.svg"
	picture=$out/$name.svg
fi

"$bin/mica-translate" --vgf-dump "$out/$name.vgf"
echo
echo "VGF file:        $out/$name.vgf"
for asm in "$out"/spirv/*.spvasm; do
	echo "SPIR-V assembly: $asm"
done
echo "IOSpec:          $out/$name.iospec.yaml"
echo "partitions:      $picture"

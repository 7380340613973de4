#!/bin/sh
# demo.sh MICA_OPT OUT_DIR: partitions a bundled model with shader custom
# ops and draws it: the model is marked (model-partition-marking), drawn by
# partition (view-partitions) into OUT_DIR/parallel_shaders.dot, rendered
# to SVG with graphviz's dot when it is installed, then partitioned into a
# vgf.sequence (model-partitioning) in OUT_DIR/parallel_shaders.vgf.mlir.
# Without the partitioning passes the model is drawn unmarked.
set -eu
mica_opt=$1
out=$2
model=$(dirname "$0")/parallel_shaders.mlir
mkdir -p "$out"
dotfile=$out/parallel_shaders.dot
if "$mica_opt" --help | grep -q -- '--model-partition-marking' &&
   "$mica_opt" --help | grep -q -- '--model-partitioning'; then
	"$mica_opt" --model-partition-marking --view-partitions="$dotfile" \
		--model-partitioning "$model" -o "$out/parallel_shaders.vgf.mlir"
	cat "$out/parallel_shaders.vgf.mlir"
	echo "partitioned: $out/parallel_shaders.vgf.mlir"
else
	echo "model-partition-marking and model-partitioning are not built in: the model is drawn unmarked"
	"$mica_opt" --view-partitions="$dotfile" "$model" -o /dev/null
fi
echo "graph: $dotfile"
if command -v dot >/dev/null; then
	dot -Tsvg "$dotfile" -o "$out/parallel_shaders.svg"
	echo "picture: $out/parallel_shaders.svg"
else
	echo "graphviz's dot is not installed (make deps): no SVG"
fi

#!/bin/sh
# pgo-train.sh: the training runs of `make PGO=1`: an instrumented mica-opt
# on small bench files (bench/gen.py), each family read and printed as
# `make bench` does, and the custom forms it prints read back.
# usage: bench/pgo-train.sh MICA_OPT DIR
set -e
mica=$1 dir=$2
python3 "$(dirname "$0")/gen.py" --out "$dir" --sizes 0.5 --families unregistered,arith-memref-affine,tosa \
  --no-v16 --jobs 1 >/dev/null
for f in unregistered arith-memref-affine tosa; do
  in=$dir/$f-0p5mb.mlir
  "$mica" --allow-unregistered-dialect --mlir-print-op-generic "$in" -o /dev/null
  "$mica" --allow-unregistered-dialect "$in" -o "$dir/$f-custom.mlir"
  "$mica" --allow-unregistered-dialect "$dir/$f-custom.mlir" -o /dev/null
done
# the pass rows of `make bench`
for f in arith-memref-affine tosa; do
  "$mica" --allow-unregistered-dialect --canonicalize --cse "$dir/$f-0p5mb.mlir" -o /dev/null
done

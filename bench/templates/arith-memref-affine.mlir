// Custom-form arith/memref/affine/func template; run through `mlir-opt-22 --mlir-print-op-generic` (and mlir-opt-16) to learn the generic spelling gen.py replicates.
#set = affine_set<(d0, d1) : (d0 - 10 >= 0, d1 - d0 >= 0)>
#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%a: i32, %b: i32, %m: memref<128xf32>, %n: index) -> i32 {
  %c = arith.addi %a, %b : i32
  %d = arith.muli %c, %b : i32
  %e = arith.subi %d, %a : i32
  %c1 = arith.constant 1 : i32
  %f1 = arith.constant 1.5 : f32
  %cmp = arith.cmpi slt, %a, %b : i32
  %s = arith.select %cmp, %a, %b : i32
  %ix = arith.index_cast %a : i32 to index
  %v = memref.load %m[%ix] : memref<128xf32>
  %w = arith.addf %v, %f1 : f32
  %w2 = arith.mulf %w, %v fastmath<fast> : f32
  memref.store %w2, %m[%ix] : memref<128xf32>
  %alloc = memref.alloc() : memref<64x64xf32>
  affine.for %i = 0 to 64 {
    affine.for %j = #map(%i) to 64 step 2 {
      %x = affine.load %alloc[%i, %j] : memref<64x64xf32>
      %y = arith.addf %x, %f1 : f32
      affine.store %y, %alloc[%j, %i] : memref<64x64xf32>
    }
  }
  %r = affine.apply #map(%n)
  memref.dealloc %alloc : memref<64x64xf32>
  %sh = arith.shli %e, %c1 : i32
  %ext = arith.extsi %sh : i32 to i64
  %tr = arith.trunci %ext : i64 to i32
  %sf = arith.sitofp %tr : i32 to f32
  %cmpf = arith.cmpf olt, %sf, %f1 : f32
  cf.cond_br %cmpf, ^bb1(%tr : i32), ^bb2
^bb1(%z: i32):
  return %z : i32
^bb2:
  %call = func.call @g(%a) : (i32) -> i32
  return %call : i32
}
func.func private @g(i32) -> i32
func.func @h(%a: i32, %b: i32, %x: f32, %y: f64, %m: memref<?x16xf32>, %n: index) -> (i32, f32) {
  %0 = arith.divsi %a, %b : i32
  %1 = arith.remsi %0, %b : i32
  %2 = arith.andi %1, %a : i32
  %3 = arith.ori %2, %a : i32
  %4 = arith.xori %3, %a : i32
  %5 = arith.shrsi %4, %a : i32
  %6 = arith.shrui %5, %a : i32
  %7 = arith.maxsi %6, %a : i32
  %8 = arith.minsi %7, %a : i32
  %9 = arith.divf %x, %x : f32
  %10 = arith.negf %9 : f32
  %11 = arith.mulf %10, %x : f32
  %12 = arith.extui %8 : i32 to i64
  %13 = arith.fptosi %11 : f32 to i32
  %14 = arith.extf %11 : f32 to f64
  %15 = arith.truncf %y : f64 to f32
  %16 = arith.bitcast %15 : f32 to i32
  %17 = arith.subf %15, %x : f32
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %18 = memref.dim %m, %c0 : memref<?x16xf32>
  %19 = memref.alloca(%18) : memref<?x16xf32>
  %20 = memref.cast %19 : memref<?x16xf32> to memref<?x?xf32>
  memref.copy %m, %19 : memref<?x16xf32> to memref<?x16xf32>
  %21 = affine.for %i = 0 to %18 iter_args(%acc = %x) -> (f32) {
    %22 = affine.for %j = 0 to 16 iter_args(%acc2 = %acc) -> (f32) {
      %v = affine.load %19[%i, %j] : memref<?x16xf32>
      %s = arith.addf %acc2, %v : f32
      affine.yield %s : f32
    }
    affine.if #set(%i, %n) {
      %mn = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)[%n]
      %mx = affine.max affine_map<(d0) -> (d0 - 4, 0)>(%i)
      memref.store %22, %19[%mn, %mx] : memref<?x16xf32>
    } else {
      affine.store %x, %19[%i, %i] : memref<?x16xf32>
    }
    affine.yield %22 : f32
  }
  %ci = arith.constant -7 : i64
  %cf = arith.constant 3.250000e+00 : f64
  %ct = arith.constant true
  %cu = arith.cmpi ugt, %a, %b : i32
  %c1 = arith.cmpf oeq, %x, %x : f32
  %alloc = memref.alloc(%n) {alignment = 64 : i64} : memref<?x8xi32>
  memref.dealloc %alloc : memref<?x8xi32>
  %g = memref.get_global @gv : memref<4xi32>
  return %8, %21 : i32, f32
}
memref.global "private" constant @gv : memref<4xi32> = dense<[1, 2, 3, 4]>

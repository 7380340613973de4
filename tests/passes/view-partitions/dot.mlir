// The DOT text of view-partitions on models whose graph_partition_id
// attributes are written by hand, as model-partition-marking writes them
// (facts 2.2: an i32 per op). Each graph goes to standard error.
// RUN: %mica-opt --split-input-file --view-partitions %s 2>&1 >/dev/null | FileCheck %s --match-full-lines --strict-whitespace

// A graph partition, a shader partition, a graph partition after it and
// an op of no partition: the edges that cross a boundary carry their type.
// CHECK-LABEL:digraph partitions {
//  CHECK-NEXT:  node [shape=box, style=filled, fillcolor=white];
//  CHECK-NEXT:  subgraph "cluster_f0" {
//  CHECK-NEXT:    label = "@chain";
//  CHECK-NEXT:    a0_0 [label="%arg0", shape=ellipse];
//  CHECK-NEXT:    a0_1 [label="%arg1", shape=ellipse];
//  CHECK-NEXT:    subgraph "cluster_f0_p0" {
//  CHECK-NEXT:      label = "graph partition 0";
//  CHECK-NEXT:      style = filled;
//  CHECK-NEXT:      fillcolor = "#d6e6f5";
//  CHECK-NEXT:      n0 [label="tosa.const"];
//  CHECK-NEXT:      n1 [label="tosa.add"];
//  CHECK-NEXT:    }
//  CHECK-NEXT:    subgraph "cluster_f0_p1" {
//  CHECK-NEXT:      label = "shader partition 1";
//  CHECK-NEXT:      style = filled;
//  CHECK-NEXT:      fillcolor = "#fdd9b5";
//  CHECK-NEXT:      n2 [label="tosa.custom\nscale"];
//  CHECK-NEXT:    }
//  CHECK-NEXT:    subgraph "cluster_f0_p2" {
//  CHECK-NEXT:      label = "graph partition 2";
//  CHECK-NEXT:      style = filled;
//  CHECK-NEXT:      fillcolor = "#d6e6f5";
//  CHECK-NEXT:      n3 [label="tosa.add"];
//  CHECK-NEXT:    }
//  CHECK-NEXT:    n4 [label="tosa.abs"];
//  CHECK-NEXT:    r5 [label="return", shape=ellipse];
//  CHECK-NEXT:  }
//  CHECK-NEXT:  a0_0 -> n1 [label="tensor<4xf32>"];
//  CHECK-NEXT:  n0 -> n1;
//  CHECK-NEXT:  n1 -> n2 [label="tensor<4xf32>"];
//  CHECK-NEXT:  n2 -> n3 [label="tensor<4xf32>"];
//  CHECK-NEXT:  a0_1 -> n3 [label="tensor<4xf32>"];
//  CHECK-NEXT:  n3 -> n4 [label="tensor<4xf32>"];
//  CHECK-NEXT:  n4 -> r5;
//  CHECK-NEXT:}
func.func @chain(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %c = "tosa.const"() <{values = dense<1.0> : tensor<4xf32>}> {graph_partition_id = 0 : i32} : () -> tensor<4xf32>
  %0 = tosa.add %a, %c {graph_partition_id = 0 : i32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.custom %0 {domain_name = "com.arm.VulkanCustomShader", graph_partition_id = 1 : i32, implementation_attrs = "{}", operator_name = "scale"} : (tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.add %1, %b {graph_partition_id = 2 : i32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = tosa.abs %2 : (tensor<4xf32>) -> tensor<4xf32>
  return %3 : tensor<4xf32>
}

// -----

// Partitions are drawn in id order whatever the order of their ops; a
// tosa.custom of another domain is an ML op (its partition is a graph
// one); each result of a multi-result op is its own edge, labelled with
// its own type when it crosses; a declaration is not drawn.
// CHECK-LABEL:digraph partitions {
//  CHECK-NEXT:  node [shape=box, style=filled, fillcolor=white];
//  CHECK-NEXT:  subgraph "cluster_f0" {
//  CHECK-NEXT:    label = "@two";
//  CHECK-NEXT:    a0_0 [label="%arg0", shape=ellipse];
//  CHECK-NEXT:    subgraph "cluster_f0_p0" {
//  CHECK-NEXT:      label = "graph partition 0";
//  CHECK-NEXT:      style = filled;
//  CHECK-NEXT:      fillcolor = "#d6e6f5";
//  CHECK-NEXT:      n0 [label="tosa.add"];
//  CHECK-NEXT:    }
//  CHECK-NEXT:    subgraph "cluster_f0_p1" {
//  CHECK-NEXT:      label = "graph partition 1";
//  CHECK-NEXT:      style = filled;
//  CHECK-NEXT:      fillcolor = "#d6e6f5";
//  CHECK-NEXT:      n1 [label="tosa.custom"];
//  CHECK-NEXT:    }
//  CHECK-NEXT:    r2 [label="return", shape=ellipse];
//  CHECK-NEXT:  }
//  CHECK-NEXT:  a0_0 -> n1 [label="tensor<2xi8>"];
//  CHECK-NEXT:  n1 -> n0 [label="tensor<2xi8>"];
//  CHECK-NEXT:  n1 -> n0 [label="tensor<2xi8>"];
//  CHECK-NEXT:  n0 -> r2 [label="tensor<2xi8>"];
//  CHECK-NEXT:  n1 -> r2 [label="tensor<3xi16>"];
//  CHECK-NEXT:  subgraph "cluster_f1" {
//  CHECK-NEXT:    label = "@plain";
//  CHECK-NEXT:    a1_0 [label="%arg0", shape=ellipse];
//  CHECK-NEXT:    r3 [label="return", shape=ellipse];
//  CHECK-NEXT:  }
//  CHECK-NEXT:  a1_0 -> r3;
//  CHECK-NEXT:}
func.func private @decl(tensor<2xi8>) -> tensor<2xi8>
func.func @two(%a: tensor<2xi8>) -> (tensor<2xi8>, tensor<3xi16>) {
  %0:3 = tosa.custom %a {domain_name = "com.example.Library", graph_partition_id = 1 : i32, implementation_attrs = "", operator_name = "split"} : (tensor<2xi8>) -> (tensor<2xi8>, tensor<2xi8>, tensor<3xi16>)
  %1 = tosa.add %0#0, %0#1 {graph_partition_id = 0 : i32} : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  return %1, %0#2 : tensor<2xi8>, tensor<3xi16>
}
func.func @plain(%a: tensor<2xi8>) -> tensor<2xi8> {
  return %a : tensor<2xi8>
}

// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %S/Inputs/random-maps.mlir | FileCheck --match-full-lines --strict-whitespace %s
// 2250 random affine maps and integer sets (6 per op), written by gen_random_maps.py --seed 22;
// the CHECK lines are mlir-opt-22's print of Inputs/random-maps.mlir.

// CHECK:#map = affine_map<(d0)[s0] -> (0)>
// CHECK-NEXT:#map1 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d0)>
// CHECK-NEXT:#map2 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (0, d3 * -19, d2 floordiv -13)>
// CHECK-NEXT:#map3 = affine_map<(d0)[s0, s1, s2] -> (d0 * 2, d0)>
// CHECK-NEXT:#map4 = affine_map<(d0, d1, d2)[s0, s1] -> (-s0)>
// CHECK-NEXT:#map5 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT:#map6 = affine_map<(d0)[s0, s1, s2] -> (d0 * 2)>
// CHECK-NEXT:#map7 = affine_map<(d0)[s0, s1] -> (s1)>
// CHECK-NEXT:#map8 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d1 * 4)>
// CHECK-NEXT:#map9 = affine_map<() -> (37, -16)>
// CHECK-NEXT:#map10 = affine_map<() -> (1)>
// CHECK-NEXT:#map11 = affine_map<()[s0, s1] -> (s1)>
// CHECK-NEXT:#map12 = affine_map<(d0)[s0] -> (d0 * -57)>
// CHECK-NEXT:#map13 = affine_map<(d0, d1)[s0] -> (d1)>
// CHECK-NEXT:#map14 = affine_map<(d0)[s0, s1, s2] -> (-(d0 floordiv s2))>
// CHECK-NEXT:#map15 = affine_map<(d0)[s0, s1] -> ((d0 ceildiv 4 - d0) ceildiv 2)>
// CHECK-NEXT:#map16 = affine_map<(d0)[s0] -> (s0 - (-s0 + 12))>
// CHECK-NEXT:#map17 = affine_map<(d0)[s0] -> (s0 - 1, d0 mod 8, s0)>
// CHECK-NEXT:#map18 = affine_map<()[s0, s1] -> ((s1 floordiv 4) * 14, s1, (s0 + 1) * 5)>
// CHECK-NEXT:#map19 = affine_map<(d0, d1) -> (d0, d1, 0)>
// CHECK-NEXT:#map20 = affine_map<()[s0] -> (s0, s0 * -6, ((10 mod -12) ceildiv 8) * -20)>
// CHECK-NEXT:#map21 = affine_map<(d0, d1)[s0] -> (s0)>
// CHECK-NEXT:#map22 = affine_map<(d0, d1)[s0] -> ((d0 floordiv -1) * -16, -d1 - d0, d1 * 2 + d0 - s0)>
// CHECK-NEXT:#map23 = affine_map<(d0, d1)[s0] -> ((-d0 + d1) * s0, (d1 ceildiv -12 + s0) mod 8)>
// CHECK-NEXT:#map24 = affine_map<(d0, d1) -> (2)>
// CHECK-NEXT:#map25 = affine_map<(d0, d1, d2) -> (d0)>
// CHECK-NEXT:#map26 = affine_map<(d0)[s0] -> (d0, d0 mod 2 - d0, s0 floordiv -6)>
// CHECK-NEXT:#map27 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (s1)>
// CHECK-NEXT:#map28 = affine_map<()[s0, s1, s2] -> (s2 ceildiv -11, s0)>
// CHECK-NEXT:#map29 = affine_map<(d0, d1, d2, d3)[s0] -> (d3)>
// CHECK-NEXT:#map30 = affine_map<(d0)[s0, s1] -> (d0 mod 4, d0 - 7, d0 ceildiv 16)>
// CHECK-NEXT:#map31 = affine_map<(d0, d1, d2, d3) -> (d1 floordiv 2)>
// CHECK-NEXT:#map32 = affine_map<(d0, d1)[s0] -> (d0)>
// CHECK-NEXT:#map33 = affine_map<()[s0] -> (s0 * 6 + ((s0 + 4) * 8) mod 17)>
// CHECK-NEXT:#map34 = affine_map<(d0, d1, d2, d3)[s0] -> (d3 * -17)>
// CHECK-NEXT:#map35 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (65)>
// CHECK-NEXT:#map36 = affine_map<(d0)[s0] -> (s0 * 2 + 11)>
// CHECK-NEXT:#map37 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d3 - (-(d2 mod 4) + s1 * 2) * 17, -1, -4)>
// CHECK-NEXT:#map38 = affine_map<()[s0] -> (s0)>
// CHECK-NEXT:#map39 = affine_map<(d0, d1)[s0, s1, s2] -> (s0 * -3, d0, s2 mod 4)>
// CHECK-NEXT:#map40 = affine_map<(d0) -> (1, 0)>
// CHECK-NEXT:#map41 = affine_map<(d0, d1, d2, d3)[s0] -> (-(d2 + s0) + s0)>
// CHECK-NEXT:#map42 = affine_map<(d0)[s0, s1, s2] -> (d0)>
// CHECK-NEXT:#map43 = affine_map<(d0) -> (d0 * -20)>
// CHECK-NEXT:#map44 = affine_map<(d0, d1, d2)[s0, s1] -> (d1 + d2 - s0 mod 16)>
// CHECK-NEXT:#map45 = affine_map<(d0, d1)[s0, s1, s2] -> (s0, s2 ceildiv 4, 3)>
// CHECK-NEXT:#map46 = affine_map<() -> (-5 floordiv 0)>
// CHECK-NEXT:#map47 = affine_map<(d0)[s0] -> (d0 mod 3, d0 * -13, d0)>
// CHECK-NEXT:#map48 = affine_map<(d0, d1) -> (-54, -1)>
// CHECK-NEXT:#map49 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> ((s2 mod 2) * 10)>
// CHECK-NEXT:#map50 = affine_map<(d0, d1, d2, d3) -> (d0 ceildiv 16, d2 * 7, d0)>
// CHECK-NEXT:#map51 = affine_map<(d0, d1, d2) -> ((-(d0 - d2)) mod 2)>
// CHECK-NEXT:#map52 = affine_map<(d0, d1)[s0, s1, s2] -> (d1 - 12, d1, s2)>
// CHECK-NEXT:#map53 = affine_map<(d0)[s0, s1, s2] -> (17)>
// CHECK-NEXT:#map54 = affine_map<(d0, d1, d2, d3) -> (-2, -d1 - 10)>
// CHECK-NEXT:#map55 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (s0)>
// CHECK-NEXT:#map56 = affine_map<(d0, d1, d2, d3) -> (-16, d0 mod 3)>
// CHECK-NEXT:#map57 = affine_map<(d0, d1)[s0, s1, s2] -> (d1 floordiv (s2 ceildiv 16))>
// CHECK-NEXT:#map58 = affine_map<()[s0, s1, s2] -> (-18)>
// CHECK-NEXT:#map59 = affine_map<() -> (0)>
// CHECK-NEXT:#map60 = affine_map<(d0, d1, d2, d3)[s0] -> (s0)>
// CHECK-NEXT:#map61 = affine_map<(d0)[s0] -> (d0)>
// CHECK-NEXT:#map62 = affine_map<(d0)[s0, s1, s2] -> (s2 * -15)>
// CHECK-NEXT:#map63 = affine_map<(d0, d1, d2, d3) -> (d2, 0)>
// CHECK-NEXT:#map64 = affine_map<(d0, d1) -> (d1 floordiv 2, -3, d1)>
// CHECK-NEXT:#map65 = affine_map<(d0, d1, d2, d3) -> (d1, d1, 13)>
// CHECK-NEXT:#map66 = affine_map<(d0)[s0, s1, s2] -> (-4, (d0 + s2) mod 16)>
// CHECK-NEXT:#map67 = affine_map<(d0, d1, d2, d3) -> (0)>
// CHECK-NEXT:#map68 = affine_map<(d0, d1, d2)[s0, s1] -> (d2 - s1)>
// CHECK-NEXT:#map69 = affine_map<()[s0, s1, s2] -> (s2 - 1)>
// CHECK-NEXT:#map70 = affine_map<(d0) -> ((d0 * 11) mod 8)>
// CHECK-NEXT:#map71 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-s1 - 1, d1, s0 + s0 mod 3)>
// CHECK-NEXT:#map72 = affine_map<(d0)[s0] -> (d0 floordiv -2)>
// CHECK-NEXT:#map73 = affine_map<() -> (-1)>
// CHECK-NEXT:#map74 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (-s0, d0 * -14)>
// CHECK-NEXT:#map75 = affine_map<(d0, d1, d2) -> (d2 + 3)>
// CHECK-NEXT:#map76 = affine_map<()[s0, s1] -> (19)>
// CHECK-NEXT:#map77 = affine_map<(d0, d1, d2)[s0] -> ((-d1) ceildiv 8, s0, s0)>
// CHECK-NEXT:#map78 = affine_map<()[s0, s1, s2] -> (-18, -8)>
// CHECK-NEXT:#map79 = affine_map<(d0)[s0] -> ((-s0) ceildiv 16)>
// CHECK-NEXT:#map80 = affine_map<(d0, d1, d2) -> (d1 ceildiv 0)>
// CHECK-NEXT:#map81 = affine_map<(d0, d1, d2, d3) -> (d2, -d3)>
// CHECK-NEXT:#map82 = affine_map<(d0, d1)[s0] -> ((-d1 + s0) * 4 - d0)>
// CHECK-NEXT:#map83 = affine_map<(d0, d1)[s0] -> (-d1, (d0 + d1) * 17)>
// CHECK-NEXT:#map84 = affine_map<(d0, d1, d2)[s0] -> (-d1)>
// CHECK-NEXT:#map85 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (((d1 - d0) ceildiv 2) * 4, d1)>
// CHECK-NEXT:#map86 = affine_map<(d0)[s0] -> ((s0 floordiv 8) floordiv 3)>
// CHECK-NEXT:#map87 = affine_map<() -> (-180, 25, 0)>
// CHECK-NEXT:#map88 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT:#map89 = affine_map<(d0)[s0, s1, s2] -> (s1 * 2)>
// CHECK-NEXT:#map90 = affine_map<()[s0, s1, s2] -> (s1 * 14)>
// CHECK-NEXT:#map91 = affine_map<(d0)[s0, s1, s2] -> (0, s0 - s0 ceildiv 4, 0)>
// CHECK-NEXT:#map92 = affine_map<(d0)[s0, s1, s2] -> (s2)>
// CHECK-NEXT:#map93 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (0)>
// CHECK-NEXT:#map94 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d2)>
// CHECK-NEXT:#map95 = affine_map<(d0, d1, d2) -> (-19)>
// CHECK-NEXT:#map96 = affine_map<()[s0, s1, s2] -> ((s1 floordiv 2) * -13 - s1, s0, -s0)>
// CHECK-NEXT:#map97 = affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d1)>
// CHECK-NEXT:#map98 = affine_map<(d0, d1, d2)[s0, s1] -> (0)>
// CHECK-NEXT:#map99 = affine_map<()[s0, s1] -> (s1 * 2, 0)>
// CHECK-NEXT:#map100 = affine_map<(d0) -> (-1)>
// CHECK-NEXT:#map101 = affine_map<(d0)[s0, s1] -> ((d0 mod 16) * 3)>
// CHECK-NEXT:#map102 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d0 * 15)>
// CHECK-NEXT:#map103 = affine_map<(d0, d1)[s0, s1, s2] -> (s0 ceildiv 16)>
// CHECK-NEXT:#map104 = affine_map<(d0, d1, d2)[s0, s1] -> (s0)>
// CHECK-NEXT:#map105 = affine_map<(d0, d1)[s0] -> (-d0, 0)>
// CHECK-NEXT:#map106 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (-d2 + s1)>
// CHECK-NEXT:#map107 = affine_map<()[s0, s1, s2] -> (s2 floordiv s0, s2 - 13)>
// CHECK-NEXT:#map108 = affine_map<(d0, d1)[s0] -> (-d0 + s0, d1 ceildiv 4, d1 - 17)>
// CHECK-NEXT:#map109 = affine_map<(d0, d1, d2, d3)[s0] -> (d2 + d3)>
// CHECK-NEXT:#map110 = affine_map<(d0, d1, d2, d3) -> (d0 + d0 + d1)>
// CHECK-NEXT:#map111 = affine_map<()[s0, s1, s2] -> (12)>
// CHECK-NEXT:#map112 = affine_map<() -> (-8)>
// CHECK-NEXT:#map113 = affine_map<(d0, d1)[s0, s1, s2] -> (d1)>
// CHECK-NEXT:#map114 = affine_map<()[s0, s1] -> ((s1 - s0) floordiv 16)>
// CHECK-NEXT:#map115 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d1 + d3 - (d3 - s1))>
// CHECK-NEXT:#map116 = affine_map<(d0)[s0, s1, s2] -> (s2 floordiv 0)>
// CHECK-NEXT:#map117 = affine_map<() -> (-14, -15, 6)>
// CHECK-NEXT:#map118 = affine_map<(d0)[s0, s1, s2] -> (d0 * -2, d0, d0)>
// CHECK-NEXT:#map119 = affine_map<()[s0, s1] -> (0)>
// CHECK-NEXT:#map120 = affine_map<(d0, d1, d2, d3) -> (d1)>
// CHECK-NEXT:#map121 = affine_map<(d0) -> (d0 * 2, d0 * 19, d0)>
// CHECK-NEXT:#map122 = affine_map<(d0)[s0, s1] -> (d0 + s0, -s1 + 3, 0)>
// CHECK-NEXT:#map123 = affine_map<(d0, d1) -> (-d0 - d1 + d1 * 2 + 20)>
// CHECK-NEXT:#map124 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> ((s1 * 8) mod 3)>
// CHECK-NEXT:#map125 = affine_map<(d0) -> (0)>
// CHECK-NEXT:#map126 = affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d2 - d1)>
// CHECK-NEXT:#map127 = affine_map<(d0, d1, d2)[s0, s1] -> (d0)>
// CHECK-NEXT:#map128 = affine_map<(d0, d1, d2)[s0, s1] -> (s1, s1)>
// CHECK-NEXT:#map129 = affine_map<(d0)[s0] -> (d0 ceildiv 8, d0)>
// CHECK-NEXT:#map130 = affine_map<(d0)[s0, s1, s2] -> (0, -19, d0)>
// CHECK-NEXT:#map131 = affine_map<() -> (15, -4, -9)>
// CHECK-NEXT:#map132 = affine_map<(d0, d1)[s0, s1] -> ((s1 * 7) floordiv 0, -d1)>
// CHECK-NEXT:#map133 = affine_map<(d0, d1) -> (d0 floordiv 16, d1)>
// CHECK-NEXT:#map134 = affine_map<()[s0] -> (s0 * 15, s0)>
// CHECK-NEXT:#map135 = affine_map<(d0)[s0, s1, s2] -> ((s1 * -7) floordiv -6, s1 floordiv 3 + 5, (-1 floordiv s0) mod (-s0))>
// CHECK-NEXT:#map136 = affine_map<(d0, d1, d2, d3)[s0] -> (-d2 + 19)>
// CHECK-NEXT:#map137 = affine_map<()[s0] -> ((-s0) mod 2, s0)>
// CHECK-NEXT:#map138 = affine_map<(d0, d1, d2)[s0, s1] -> (d2, 0)>
// CHECK-NEXT:#map139 = affine_map<(d0, d1, d2) -> (d2)>
// CHECK-NEXT:#map140 = affine_map<() -> (2)>
// CHECK-NEXT:#map141 = affine_map<(d0, d1, d2) -> (60)>
// CHECK-NEXT:#map142 = affine_map<()[s0, s1, s2] -> (-s0 - 16)>
// CHECK-NEXT:#map143 = affine_map<(d0, d1, d2) -> (d0 + 12)>
// CHECK-NEXT:#map144 = affine_map<(d0, d1)[s0, s1, s2] -> (0)>
// CHECK-NEXT:#map145 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-((d2 + 9) * (s0 + 1)) + s2)>
// CHECK-NEXT:#map146 = affine_map<()[s0, s1, s2] -> (1)>
// CHECK-NEXT:#map147 = affine_map<(d0)[s0] -> (-(d0 floordiv 4), d0, s0)>
// CHECK-NEXT:#map148 = affine_map<(d0)[s0] -> (d0 ceildiv 4)>
// CHECK-NEXT:#map149 = affine_map<() -> (4, -1)>
// CHECK-NEXT:#map150 = affine_map<()[s0, s1, s2] -> (-19, s0 - 12)>
// CHECK-NEXT:#map151 = affine_map<(d0, d1, d2)[s0, s1] -> (-126, d2 ceildiv 12 - (-d0) mod 16 - d2)>
// CHECK-NEXT:#map152 = affine_map<(d0)[s0] -> (d0 * 2)>
// CHECK-NEXT:#map153 = affine_map<(d0, d1, d2, d3) -> (d2 + 6, d1 ceildiv 16, d0 + d1)>
// CHECK-NEXT:#map154 = affine_map<(d0, d1)[s0, s1] -> (d1 + 20 mod -1)>
// CHECK-NEXT:#map155 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (s2)>
// CHECK-NEXT:#map156 = affine_map<(d0, d1, d2)[s0] -> (((d1 * 8) mod 3) floordiv 8, -d0 - d1 + d2, d2)>
// CHECK-NEXT:#map157 = affine_map<(d0, d1, d2)[s0] -> (d1 mod 2 + 2, 0)>
// CHECK-NEXT:#map158 = affine_map<(d0) -> (d0 * 26)>
// CHECK-NEXT:#map159 = affine_map<(d0, d1) -> (d0, -d1, d1 * 16)>
// CHECK-NEXT:#map160 = affine_map<(d0, d1)[s0, s1, s2] -> ((s1 - 17) ceildiv 4)>
// CHECK-NEXT:#map161 = affine_map<(d0, d1, d2)[s0] -> (-12, -d1, d2)>
// CHECK-NEXT:#map162 = affine_map<() -> (298)>
// CHECK-NEXT:#map163 = affine_map<(d0)[s0, s1, s2] -> (-d0 - s2)>
// CHECK-NEXT:#map164 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d0)>
// CHECK-NEXT:#map165 = affine_map<(d0, d1)[s0] -> (d1 * 10)>
// CHECK-NEXT:#map166 = affine_map<(d0, d1)[s0, s1] -> (s1, s0, s1)>
// CHECK-NEXT:#map167 = affine_map<(d0)[s0] -> (s0 mod 0, -d0, (-d0 + s0 - d0) * -14)>
// CHECK-NEXT:#map168 = affine_map<(d0) -> (-d0)>
// CHECK-NEXT:#map169 = affine_map<(d0, d1)[s0, s1] -> ((-d0 + d1 - d0) * -5 + -d1 + s1 - d0 - (-d1) ceildiv -15)>
// CHECK-NEXT:#map170 = affine_map<(d0, d1) -> (-d0 - 3)>
// CHECK-NEXT:#map171 = affine_map<(d0)[s0, s1] -> (s0)>
// CHECK-NEXT:#map172 = affine_map<(d0) -> (-6)>
// CHECK-NEXT:#map173 = affine_map<(d0)[s0] -> (s0)>
// CHECK-NEXT:#map174 = affine_map<()[s0, s1, s2] -> (-1)>
// CHECK-NEXT:#map175 = affine_map<() -> (0 mod -18)>
// CHECK-NEXT:#map176 = affine_map<(d0, d1, d2, d3) -> (-15, d1)>
// CHECK-NEXT:#map177 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (0)>
// CHECK-NEXT:#map178 = affine_map<()[s0, s1] -> (s1 ceildiv 2)>
// CHECK-NEXT:#map179 = affine_map<(d0)[s0, s1] -> (d0, 15, d0)>
// CHECK-NEXT:#map180 = affine_map<(d0, d1, d2) -> (0)>
// CHECK-NEXT:#map181 = affine_map<()[s0] -> (-s0 - 11)>
// CHECK-NEXT:#map182 = affine_map<(d0, d1)[s0, s1] -> ((d1 + s1) floordiv 4)>
// CHECK-NEXT:#map183 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (s1)>
// CHECK-NEXT:#map184 = affine_map<(d0, d1) -> (d1, d1 - (d1 + 8))>
// CHECK-NEXT:#map185 = affine_map<(d0, d1, d2) -> (d2 * 5)>
// CHECK-NEXT:#map186 = affine_map<(d0)[s0] -> (d0, (d0 * 2 - 4) floordiv (-14 floordiv s0), s0 ceildiv 3)>
// CHECK-NEXT:#map187 = affine_map<(d0, d1, d2, d3) -> (d1 - (d1 - d3) * 16)>
// CHECK-NEXT:#map188 = affine_map<(d0, d1, d2) -> (d0, -d0 + d1 + 5 + 11, 2)>
// CHECK-NEXT:#map189 = affine_map<(d0, d1)[s0, s1] -> (13)>
// CHECK-NEXT:#map190 = affine_map<()[s0, s1] -> (((s0 + s1 - 5) ceildiv (s0 * 2)) floordiv 17, s0, 6)>
// CHECK-NEXT:#map191 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (-d1 + s0 + s2, s1)>
// CHECK-NEXT:#map192 = affine_map<(d0, d1)[s0, s1, s2] -> (d0 - 18, 0, d0 - 7)>
// CHECK-NEXT:#map193 = affine_map<(d0)[s0, s1] -> (d0 * 5)>
// CHECK-NEXT:#map194 = affine_map<(d0, d1)[s0] -> (d1 floordiv 9)>
// CHECK-NEXT:#map195 = affine_map<(d0, d1, d2, d3) -> (d0 * 7, -36)>
// CHECK-NEXT:#map196 = affine_map<()[s0, s1, s2] -> ((s0 * -3) ceildiv s0, s0 * 8)>
// CHECK-NEXT:#map197 = affine_map<(d0)[s0, s1] -> (d0 ceildiv 2, d0 mod 4, d0 * -35)>
// CHECK-NEXT:#map198 = affine_map<(d0, d1)[s0, s1] -> (s0 + s1)>
// CHECK-NEXT:#map199 = affine_map<(d0, d1, d2)[s0] -> (-13)>
// CHECK-NEXT:#map200 = affine_map<(d0, d1) -> (-13, d1, d1)>
// CHECK-NEXT:#map201 = affine_map<(d0, d1)[s0, s1, s2] -> (d0, -s2)>
// CHECK-NEXT:#map202 = affine_map<(d0, d1, d2, d3)[s0] -> (d0)>
// CHECK-NEXT:#map203 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (-6, 13, 19)>
// CHECK-NEXT:#map204 = affine_map<(d0) -> (-(((d0 ceildiv 2) ceildiv 2) mod 10), d0)>
// CHECK-NEXT:#map205 = affine_map<(d0, d1, d2) -> (-d1 - (d1 + d2))>
// CHECK-NEXT:#map206 = affine_map<(d0)[s0, s1, s2] -> (d0, (d0 ceildiv 2 - s0) mod 0, s2)>
// CHECK-NEXT:#map207 = affine_map<() -> (6)>
// CHECK-NEXT:#map208 = affine_map<(d0, d1)[s0, s1, s2] -> (((d1 ceildiv 4) ceildiv 4) * -8)>
// CHECK-NEXT:#map209 = affine_map<(d0) -> (d0)>
// CHECK-NEXT:#map210 = affine_map<(d0, d1, d2) -> (d2 * 10)>
// CHECK-NEXT:#map211 = affine_map<(d0)[s0, s1, s2] -> (d0 + (-d0) ceildiv 3)>
// CHECK-NEXT:#map212 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (s1 * (-s0 + 5))>
// CHECK-NEXT:#map213 = affine_map<(d0)[s0, s1] -> (-s0)>
// CHECK-NEXT:#map214 = affine_map<() -> (8)>
// CHECK-NEXT:#map215 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d1 floordiv 0)>
// CHECK-NEXT:#map216 = affine_map<(d0, d1)[s0, s1] -> (d1 - d0 + 17)>
// CHECK-NEXT:#map217 = affine_map<()[s0] -> (18)>
// CHECK-NEXT:#map218 = affine_map<(d0, d1, d2, d3)[s0] -> (-((d1 + s0) floordiv 0) + s0, ((d3 + s0) mod 16) floordiv 16)>
// CHECK-NEXT:#map219 = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 mod 4) * 7)>
// CHECK-NEXT:#map220 = affine_map<(d0, d1, d2, d3) -> (d0 - d1)>
// CHECK-NEXT:#map221 = affine_map<()[s0] -> (0 ceildiv s0)>
// CHECK-NEXT:#map222 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> ((d1 * 10) mod 6 - d3)>
// CHECK-NEXT:#map223 = affine_map<(d0)[s0] -> (5)>
// CHECK-NEXT:#map224 = affine_map<(d0, d1, d2)[s0, s1] -> (s0, 0)>
// CHECK-NEXT:#map225 = affine_map<() -> (4)>
// CHECK-NEXT:#map226 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d1 ceildiv 16)>
// CHECK-NEXT:#map227 = affine_map<(d0, d1, d2, d3) -> (d3 mod 2 + d0 mod 2)>
// CHECK-NEXT:#map228 = affine_map<(d0, d1, d2, d3) -> (d2, -2)>
// CHECK-NEXT:#map229 = affine_map<(d0, d1, d2, d3) -> (d1, d1 ceildiv 2, (-d0 - 2) * 20)>
// CHECK-NEXT:#map230 = affine_map<()[s0] -> (0, s0 ceildiv 4, s0 * 2 + 3)>
// CHECK-NEXT:#map231 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d2, d0 ceildiv 16)>
// CHECK-NEXT:#map232 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (-s0 + 4)>
// CHECK-NEXT:#map233 = affine_map<(d0, d1)[s0] -> (d1, 21, s0)>
// CHECK-NEXT:#map234 = affine_map<(d0, d1, d2, d3)[s0] -> ((d1 ceildiv 0 - (d0 + d3)) * -13)>
// CHECK-NEXT:#map235 = affine_map<(d0)[s0, s1] -> (d0 + s1, s1 * -4)>
// CHECK-NEXT:#map236 = affine_map<(d0)[s0] -> (d0, (d0 + s0 - 4) * 15 - (s0 + 14), d0 - 9)>
// CHECK-NEXT:#map237 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (15 mod -9, d2)>
// CHECK-NEXT:#map238 = affine_map<(d0, d1, d2)[s0] -> (s0 + 3)>
// CHECK-NEXT:#map239 = affine_map<(d0, d1)[s0, s1, s2] -> (s1 - 3)>
// CHECK-NEXT:#map240 = affine_map<(d0, d1, d2)[s0, s1] -> (d1)>
// CHECK-NEXT:#map241 = affine_map<(d0, d1, d2) -> (d1, 3)>
// CHECK-NEXT:#map242 = affine_map<(d0, d1, d2)[s0] -> (0)>
// CHECK-NEXT:#map243 = affine_map<()[s0, s1, s2] -> (s2 * 8)>
// CHECK-NEXT:#map244 = affine_map<(d0, d1)[s0, s1] -> (s1)>
// CHECK-NEXT:#map245 = affine_map<(d0) -> (-14 mod 0, d0, 16)>
// CHECK-NEXT:#map246 = affine_map<(d0, d1)[s0] -> (-d0)>
// CHECK-NEXT:#map247 = affine_map<(d0, d1, d2)[s0, s1] -> (d1 - d2 * 2, d0 + s1)>
// CHECK-NEXT:#map248 = affine_map<(d0, d1, d2, d3)[s0] -> (d1, (s0 floordiv 2 - 9) * 8)>
// CHECK-NEXT:#map249 = affine_map<(d0, d1, d2, d3) -> (-1)>
// CHECK-NEXT:#map250 = affine_map<(d0, d1, d2)[s0, s1] -> ((d2 + s1) * 18)>
// CHECK-NEXT:#map251 = affine_map<()[s0, s1, s2] -> (-(s2 - s0 + s0 + s2 - 18))>
// CHECK-NEXT:#map252 = affine_map<()[s0] -> (s0 floordiv -9)>
// CHECK-NEXT:#map253 = affine_map<()[s0, s1, s2] -> (-s0)>
// CHECK-NEXT:#map254 = affine_map<()[s0, s1, s2] -> (0)>
// CHECK-NEXT:#map255 = affine_map<(d0)[s0] -> (d0 + 0 mod -10, -9, s0)>
// CHECK-NEXT:#map256 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d2 mod 16, s1 + 16)>
// CHECK-NEXT:#map257 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (s1, (-d0 + s0) * 2, 11)>
// CHECK-NEXT:#map258 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (s1 floordiv s2, 48)>
// CHECK-NEXT:#map259 = affine_map<(d0, d1, d2) -> (d1, (d0 floordiv 16) * 7)>
// CHECK-NEXT:#map260 = affine_map<(d0)[s0] -> (s0 * 12, -s0, d0 - 1)>
// CHECK-NEXT:#map261 = affine_map<(d0, d1, d2, d3)[s0] -> (s0 * -7, s0 mod -9)>
// CHECK-NEXT:#map262 = affine_map<(d0)[s0, s1] -> (d0)>
// CHECK-NEXT:#map263 = affine_map<(d0, d1, d2) -> (-180)>
// CHECK-NEXT:#map264 = affine_map<(d0, d1, d2)[s0, s1] -> (s0 mod 8, 6)>
// CHECK-NEXT:#map265 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (s0, d2 ceildiv 3)>
// CHECK-NEXT:#map266 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d2)>
// CHECK-NEXT:#map267 = affine_map<() -> (-10)>
// CHECK-NEXT:#map268 = affine_map<(d0, d1, d2, d3) -> (d0 - d2)>
// CHECK-NEXT:#map269 = affine_map<()[s0, s1, s2] -> (17)>
// CHECK-NEXT:#map270 = affine_map<(d0, d1)[s0, s1] -> (-d0)>
// CHECK-NEXT:#map271 = affine_map<(d0)[s0, s1] -> (d0 + s0 + s0 floordiv 12, d0 + -d0 + s1)>
// CHECK-NEXT:#map272 = affine_map<(d0, d1)[s0] -> (-6, -d1 + (s0 * -9) floordiv 4)>
// CHECK-NEXT:#map273 = affine_map<()[s0, s1] -> (s1, s0 mod 2, 0)>
// CHECK-NEXT:#map274 = affine_map<(d0, d1, d2, d3)[s0] -> (s0 mod 8 + 70, (s0 ceildiv 2) mod 4, (d2 + d3) mod -9)>
// CHECK-NEXT:#map275 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-1)>
// CHECK-NEXT:#map276 = affine_map<(d0, d1, d2, d3)[s0] -> (d2, -((d1 + s0) ceildiv 2))>
// CHECK-NEXT:#map277 = affine_map<() -> (-7)>
// CHECK-NEXT:#map278 = affine_map<(d0, d1, d2) -> (d1 + 1)>
// CHECK-NEXT:#map279 = affine_map<(d0, d1)[s0, s1] -> (d0 * 2)>
// CHECK-NEXT:#map280 = affine_map<(d0, d1, d2, d3) -> (d2 mod 3, (d1 + 14) floordiv 4 - (d3 + d3 - d1 - 1), d0)>
// CHECK-NEXT:#map281 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-7, -1)>
// CHECK-NEXT:#map282 = affine_map<(d0, d1, d2)[s0, s1, s2] -> ((d1 * 17) ceildiv 3, s2, s1 * -65)>
// CHECK-NEXT:#map283 = affine_map<(d0)[s0, s1] -> (-(d0 * s1) + 4)>
// CHECK-NEXT:#map284 = affine_map<(d0)[s0, s1] -> (0, d0, (d0 ceildiv 4) mod 3)>
// CHECK-NEXT:#map285 = affine_map<(d0, d1, d2, d3)[s0] -> (d3 * -13)>
// CHECK-NEXT:#map286 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d1, d2, 0)>
// CHECK-NEXT:#map287 = affine_map<()[s0, s1, s2] -> (s2 floordiv 4)>
// CHECK-NEXT:#map288 = affine_map<()[s0, s1, s2] -> (s0 ceildiv 2, s2, s0 * 10)>
// CHECK-NEXT:#map289 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (s0 ceildiv 0, d2, -d1)>
// CHECK-NEXT:#map290 = affine_map<(d0, d1, d2, d3)[s0] -> (0)>
// CHECK-NEXT:#map291 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d3 mod 4, -d0, 1)>
// CHECK-NEXT:#map292 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d3 ceildiv 2, (s1 * -4) mod 3)>
// CHECK-NEXT:#map293 = affine_map<(d0, d1, d2, d3)[s0] -> (d1 floordiv -2)>
// CHECK-NEXT:#map294 = affine_map<(d0, d1, d2, d3)[s0] -> ((d0 + d2) ceildiv 13, s0, d3)>
// CHECK-NEXT:#map295 = affine_map<(d0, d1, d2, d3)[s0] -> (d3, 10, d2)>
// CHECK-NEXT:#map296 = affine_map<(d0)[s0, s1] -> ((d0 ceildiv 4) ceildiv s1)>
// CHECK-NEXT:#map297 = affine_map<(d0, d1, d2, d3)[s0] -> ((d1 - d2) floordiv -8, (-d2 + s0) ceildiv 4, 0)>
// CHECK-NEXT:#map298 = affine_map<(d0, d1)[s0, s1, s2] -> (s2 floordiv 13)>
// CHECK-NEXT:#map299 = affine_map<(d0, d1)[s0, s1, s2] -> (d0, s0)>
// CHECK-NEXT:#map300 = affine_map<() -> (-1 mod -7 + 10, 5)>
// CHECK-NEXT:#map301 = affine_map<(d0)[s0, s1] -> (s1 mod 8, d0, d0 + s1)>
// CHECK-NEXT:#map302 = affine_map<()[s0, s1] -> (s0 - 1)>
// CHECK-NEXT:#map303 = affine_map<(d0, d1, d2, d3)[s0] -> (d0 + d2 - d2)>
// CHECK-NEXT:#map304 = affine_map<(d0, d1, d2) -> (3)>
// CHECK-NEXT:#map305 = affine_map<() -> (-4, 1)>
// CHECK-NEXT:#map306 = affine_map<(d0, d1) -> (d0 + d1 - d0)>
// CHECK-NEXT:#map307 = affine_map<(d0)[s0, s1, s2] -> (-d0, d0 - 13)>
// CHECK-NEXT:#map308 = affine_map<()[s0, s1] -> (s0)>
// CHECK-NEXT:#map309 = affine_map<(d0, d1, d2)[s0] -> (d0 - (d0 + (d0 + s0) * 4))>
// CHECK-NEXT:#map310 = affine_map<(d0, d1, d2)[s0] -> (-d0 + s0)>
// CHECK-NEXT:#map311 = affine_map<(d0, d1)[s0, s1] -> (d1 * -10)>
// CHECK-NEXT:#map312 = affine_map<(d0, d1, d2) -> (-d1 + 16)>
// CHECK-NEXT:#map313 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d2 floordiv 8)>
// CHECK-NEXT:#map314 = affine_map<(d0, d1)[s0, s1] -> (d0)>
// CHECK-NEXT:#map315 = affine_map<()[s0, s1] -> (3, s1, (-s0) ceildiv 0 + s0 * 2)>
// CHECK-NEXT:#map316 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (s0)>
// CHECK-NEXT:#map317 = affine_map<(d0)[s0, s1] -> (-d0 + d0 + s0 + s0, 0)>
// CHECK-NEXT:#map318 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0 * -7, s0, d0 - d1 - d1 mod 14)>
// CHECK-NEXT:#map319 = affine_map<(d0, d1, d2, d3)[s0] -> (d1, d1, -(d1 - d2) - s0 floordiv 16 + 11)>
// CHECK-NEXT:#map320 = affine_map<(d0, d1)[s0, s1] -> ((-d0 - 1) mod 3)>
// CHECK-NEXT:#map321 = affine_map<(d0, d1, d2)[s0] -> (d1 floordiv 8 - (d2 - s0 - s0 * 6))>
// CHECK-NEXT:#map322 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d2, 0, -d1 + d0 * 9)>
// CHECK-NEXT:#map323 = affine_map<(d0, d1, d2) -> (d2 - d0)>
// CHECK-NEXT:#map324 = affine_map<(d0, d1)[s0, s1] -> (d0 + s1 * 16, -d1)>
// CHECK-NEXT:#map325 = affine_map<()[s0] -> (5, 18, 0)>
// CHECK-NEXT:#map326 = affine_map<(d0, d1, d2, d3) -> (-d2)>
// CHECK-NEXT:#map327 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (s2)>
// CHECK-NEXT:#map328 = affine_map<(d0)[s0, s1, s2] -> (24)>
// CHECK-NEXT:#map329 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (15)>
// CHECK-NEXT:#map330 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-d3)>
// CHECK-NEXT:#map331 = affine_map<(d0)[s0, s1] -> (120, d0 * -12, 4)>
// CHECK-NEXT:#map332 = affine_map<(d0)[s0, s1] -> (s0 mod 16)>
// CHECK-NEXT:#map333 = affine_map<(d0)[s0, s1] -> (d0, s1)>
// CHECK-NEXT:#map334 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (s1 * 2, -s1)>
// CHECK-NEXT:#map335 = affine_map<(d0, d1)[s0, s1] -> (s0 * -23)>
// CHECK-NEXT:#map336 = affine_map<(d0, d1, d2, d3) -> ((d3 - 15) ceildiv 3)>
// CHECK-NEXT:#map337 = affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d1 mod s1, (s1 mod 4) * 20 - s1)>
// CHECK-NEXT:#map338 = affine_map<(d0)[s0, s1] -> (s1, d0 + s1 - s0)>
// CHECK-NEXT:#map339 = affine_map<()[s0] -> (0)>
// CHECK-NEXT:#map340 = affine_map<(d0, d1) -> ((d1 * 2) mod 8)>
// CHECK-NEXT:#map341 = affine_map<(d0, d1) -> (-d1)>
// CHECK-NEXT:#map342 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d1 ceildiv -13)>
// CHECK-NEXT:#map343 = affine_map<(d0, d1)[s0, s1] -> (s1 mod s1)>
// CHECK-NEXT:#map344 = affine_map<(d0, d1, d2) -> (d1, (d1 - d2 + d0 * 9) * -15, (d0 floordiv 3) * 12)>
// CHECK-NEXT:#map345 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (-s1)>
// CHECK-NEXT:#map346 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT:#map347 = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-NEXT:#map348 = affine_map<(d0, d1)[s0, s1, s2] -> (d0)>
// CHECK-NEXT:#map349 = affine_map<()[s0, s1, s2] -> ((s0 mod 6 - s0) floordiv 4)>
// CHECK-NEXT:#map350 = affine_map<()[s0, s1, s2] -> (s0)>
// CHECK-NEXT:#map351 = affine_map<()[s0] -> (-19)>
// CHECK-NEXT:#map352 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (-(-d2 + 3))>
// CHECK-NEXT:#map353 = affine_map<(d0, d1, d2)[s0] -> (d2 mod -1)>
// CHECK-NEXT:#map354 = affine_map<(d0, d1, d2)[s0, s1] -> (d2)>
// CHECK-NEXT:#map355 = affine_map<()[s0, s1] -> (-s1)>
// CHECK-NEXT:#map356 = affine_map<(d0, d1, d2)[s0, s1] -> (s1, -s1)>
// CHECK-NEXT:#map357 = affine_map<(d0, d1, d2, d3)[s0] -> (d2 - (s0 + 6) ceildiv 3, d2)>
// CHECK-NEXT:#map358 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (-(-d0 + s0 - s1) + 6630)>
// CHECK-NEXT:#map359 = affine_map<(d0, d1)[s0, s1, s2] -> (s1, d1 - d0)>
// CHECK-NEXT:#map360 = affine_map<(d0, d1, d2)[s0] -> (s0 * 2)>
// CHECK-NEXT:#map361 = affine_map<()[s0, s1] -> (0, -s0)>
// CHECK-NEXT:#map362 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (-(d0 + d0 mod -11), -(s1 ceildiv 2))>
// CHECK-NEXT:#map363 = affine_map<(d0, d1, d2, d3)[s0] -> (s0 * 2, d0 + 8, -d2)>
// CHECK-NEXT:#map364 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d3 * -4 + d1 mod 3, (d0 * s0) * -14)>
// CHECK-NEXT:#map365 = affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d2)>
// CHECK-NEXT:#map366 = affine_map<(d0)[s0, s1] -> (8)>
// CHECK-NEXT:#map367 = affine_map<(d0, d1, d2)[s0, s1] -> (d1 + s0 + d0, s0 floordiv 4, d2)>
// CHECK-NEXT:#map368 = affine_map<(d0, d1, d2, d3)[s0] -> (d2 * 19, d2 floordiv 2)>
// CHECK-NEXT:#map369 = affine_map<()[s0, s1, s2] -> (-17)>
// CHECK-NEXT:#map370 = affine_map<(d0, d1, d2)[s0, s1] -> (s0, d2, 9)>
// CHECK-NEXT:#map371 = affine_map<()[s0, s1, s2] -> (s2, s2 mod -3 + s0 * 5)>
// CHECK-NEXT:#map372 = affine_map<(d0)[s0, s1, s2] -> (d0 * 2 + s1 * 15, d0)>
// CHECK-NEXT:#map373 = affine_map<(d0, d1, d2)[s0] -> ((d0 + d1) floordiv 8)>
// CHECK-NEXT:#map374 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d1 * 7 - (-s2 + 17) mod (s0 + s2), s1 * 16, s2)>
// CHECK-NEXT:#map375 = affine_map<()[s0, s1, s2] -> (s0 + s2)>
// CHECK-NEXT:#map376 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (s2 * 2, s1 - 7, d1 + d2)>
// CHECK-NEXT:#map377 = affine_map<(d0, d1, d2, d3)[s0] -> (d3, d0 + 17)>
// CHECK-NEXT:#map378 = affine_map<(d0, d1, d2)[s0] -> (s0 floordiv -13)>
// CHECK-NEXT:#map379 = affine_map<(d0, d1, d2)[s0, s1] -> (s0 - 22, s0)>
// CHECK-NEXT:#map380 = affine_map<() -> (-12)>
// CHECK-NEXT:#map381 = affine_map<(d0)[s0] -> (d0 ceildiv 3)>
// CHECK-NEXT:#map382 = affine_map<(d0, d1, d2, d3) -> (d2)>
// CHECK-NEXT:#map383 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d3)>
// CHECK-NEXT:#map384 = affine_map<(d0, d1) -> ((d0 + d1) mod -5)>
// CHECK-NEXT:#map385 = affine_map<(d0)[s0, s1] -> ((d0 floordiv s0) * 7)>
// CHECK-NEXT:#map386 = affine_map<(d0, d1)[s0, s1, s2] -> (s2, s2 * -18, d0)>
// CHECK-NEXT:#map387 = affine_map<(d0)[s0, s1, s2] -> (s2, (-s1) mod 4)>
// CHECK-NEXT:#map388 = affine_map<(d0, d1, d2)[s0] -> (s0, d0, d2 + s0)>
// CHECK-NEXT:#map389 = affine_map<(d0)[s0, s1] -> (d0 * s1, d0 floordiv 15, d0)>
// CHECK-NEXT:#map390 = affine_map<(d0, d1, d2, d3) -> (-d2, 0, d0)>
// CHECK-NEXT:#map391 = affine_map<(d0)[s0, s1] -> (d0 + 13)>
// CHECK-NEXT:#map392 = affine_map<(d0, d1)[s0, s1] -> (0 ceildiv (s0 floordiv 3), s0, 0)>
// CHECK-NEXT:#map393 = affine_map<()[s0, s1, s2] -> (s2 floordiv 5, s1)>
// CHECK-NEXT:#map394 = affine_map<(d0, d1, d2)[s0] -> (d2)>
// CHECK-NEXT:#map395 = affine_map<(d0, d1) -> (d0 * 2 - d1)>
// CHECK-NEXT:#map396 = affine_map<(d0, d1, d2, d3)[s0] -> (d2 + s0 * 5)>
// CHECK-NEXT:#map397 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d2 ceildiv 4, s1, d2 + s0)>
// CHECK-NEXT:#map398 = affine_map<(d0, d1, d2)[s0] -> ((-(d0 - d1) - 34) * -19, d1)>
// CHECK-NEXT:#map399 = affine_map<(d0, d1, d2)[s0, s1] -> ((-3 floordiv s1) floordiv 3)>
// CHECK-NEXT:#map400 = affine_map<() -> (11)>
// CHECK-NEXT:#map401 = affine_map<()[s0] -> ((-s0 + 4) floordiv 3)>
// CHECK-NEXT:#map402 = affine_map<(d0, d1)[s0, s1, s2] -> (s0)>
// CHECK-NEXT:#map403 = affine_map<(d0, d1)[s0] -> (s0 * -120 + 12)>
// CHECK-NEXT:#map404 = affine_map<() -> (-2)>
// CHECK-NEXT:#map405 = affine_map<(d0, d1, d2, d3)[s0] -> (-s0)>
// CHECK-NEXT:#map406 = affine_map<(d0)[s0, s1, s2] -> ((d0 mod 2) * -2)>
// CHECK-NEXT:#map407 = affine_map<(d0)[s0, s1] -> ((d0 floordiv 4) * 20 + 130)>
// CHECK-NEXT:#map408 = affine_map<(d0, d1) -> ((d1 + 15) * -18, d0 * -6, d0 floordiv 17 - 20)>
// CHECK-NEXT:#map409 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT:#map410 = affine_map<(d0, d1, d2, d3) -> (11)>
// CHECK-NEXT:#map411 = affine_map<()[s0, s1, s2] -> (s1, s2)>
// CHECK-NEXT:#map412 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (0 floordiv 0)>
// CHECK-NEXT:#map413 = affine_map<(d0)[s0] -> (d0 ceildiv 4, d0)>
// CHECK-NEXT:#map414 = affine_map<(d0, d1) -> (78 floordiv 0 + 15)>
// CHECK-NEXT:#map415 = affine_map<()[s0, s1, s2] -> (s1 + 13)>
// CHECK-NEXT:#map416 = affine_map<(d0, d1)[s0] -> (-d1 + s0)>
// CHECK-NEXT:#map417 = affine_map<() -> (-15, 6, 5)>
// CHECK-NEXT:#map418 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT:#map419 = affine_map<(d0, d1, d2, d3) -> (d0)>
// CHECK-NEXT:#map420 = affine_map<(d0)[s0] -> (d0 + (d0 - s0 + s0 floordiv 4) ceildiv 4)>
// CHECK-NEXT:#map421 = affine_map<(d0, d1, d2, d3) -> (d1 + -d2 + 9 - d1)>
// CHECK-NEXT:#map422 = affine_map<(d0, d1, d2)[s0] -> ((-(d0 + s0)) mod 2)>
// CHECK-NEXT:#map423 = affine_map<(d0, d1, d2, d3)[s0] -> (d3, s0)>
// CHECK-NEXT:#map424 = affine_map<(d0) -> (1, d0, 144)>
// CHECK-NEXT:#map425 = affine_map<(d0, d1, d2, d3) -> (-12)>
// CHECK-NEXT:#map426 = affine_map<(d0, d1, d2) -> (-(d1 - d0))>
// CHECK-NEXT:#map427 = affine_map<()[s0, s1] -> ((s1 * -7) floordiv 3)>
// CHECK-NEXT:#map428 = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + d1) * 12)>
// CHECK-NEXT:#map429 = affine_map<(d0)[s0] -> (15, s0, s0 * -4)>
// CHECK-NEXT:#map430 = affine_map<(d0) -> (d0 ceildiv 4)>
// CHECK-NEXT:#map431 = affine_map<(d0, d1, d2)[s0] -> ((d0 + s0) * 8)>
// CHECK-NEXT:#map432 = affine_map<(d0, d1, d2)[s0] -> (s0 ceildiv -16)>
// CHECK-NEXT:#map433 = affine_map<(d0)[s0, s1, s2] -> ((d0 - (d0 ceildiv 8) mod 3) floordiv 3, (d0 mod 2) ceildiv 2, d0)>
// CHECK-NEXT:#map434 = affine_map<(d0, d1)[s0] -> (d1 floordiv 16)>
// CHECK-NEXT:#map435 = affine_map<(d0, d1, d2, d3) -> (d2, d0)>
// CHECK-NEXT:#map436 = affine_map<(d0) -> (d0, d0)>
// CHECK-NEXT:#map437 = affine_map<()[s0, s1] -> ((s1 - s0) mod 2)>
// CHECK-NEXT:#map438 = affine_map<() -> (-24)>
// CHECK-NEXT:#map439 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (126)>
// CHECK-NEXT:#map440 = affine_map<(d0) -> (-4)>
// CHECK-NEXT:#map441 = affine_map<(d0, d1, d2) -> (7, d2 ceildiv 16)>
// CHECK-NEXT:#map442 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT:#map443 = affine_map<(d0, d1, d2) -> (d1 ceildiv 2)>
// CHECK-NEXT:#map444 = affine_map<(d0)[s0, s1] -> (d0 * 17, 15)>
// CHECK-NEXT:#map445 = affine_map<(d0, d1, d2)[s0] -> (d1 - s0 - d0 * 2, s0)>
// CHECK-NEXT:#map446 = affine_map<(d0)[s0, s1, s2] -> (s2 * 18)>
// CHECK-NEXT:#map447 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d2)>
// CHECK-NEXT:#map448 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0 - d2 + 20)>
// CHECK-NEXT:#map449 = affine_map<()[s0] -> (10, s0, 3)>
// CHECK-NEXT:#map450 = affine_map<(d0) -> (d0 + 18, d0 - 14, d0 * 2)>
// CHECK-NEXT:#map451 = affine_map<(d0, d1)[s0, s1, s2] -> (d1 * 88)>
// CHECK-NEXT:#map452 = affine_map<() -> (-13)>
// CHECK-NEXT:#map453 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (s0 floordiv 4, d1 mod -11 + d2, d0)>
// CHECK-NEXT:#map454 = affine_map<()[s0, s1] -> (s0 mod 16)>
// CHECK-NEXT:#map455 = affine_map<(d0, d1, d2) -> (d0, -d0)>
// CHECK-NEXT:#map456 = affine_map<(d0, d1, d2, d3)[s0] -> (d1, (-d2 + s0) ceildiv -2)>
// CHECK-NEXT:#map457 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> ((d1 * 17) mod 5 + 1, (-(d0 - d3)) mod 2, s0)>
// CHECK-NEXT:#map458 = affine_map<(d0, d1, d2, d3) -> (d3 mod 0, d3)>
// CHECK-NEXT:#map459 = affine_map<(d0, d1, d2) -> (-(d1 ceildiv 2))>
// CHECK-NEXT:#map460 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (0, d3, d3 floordiv 2)>
// CHECK-NEXT:#map461 = affine_map<()[s0, s1] -> (-1)>
// CHECK-NEXT:#map462 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-d1 + 7)>
// CHECK-NEXT:#map463 = affine_map<()[s0] -> (s0, s0 * 2, s0 - 17)>
// CHECK-NEXT:#map464 = affine_map<()[s0, s1, s2] -> (s2 * -18)>
// CHECK-NEXT:#map465 = affine_map<(d0)[s0, s1, s2] -> (16)>
// CHECK-NEXT:#map466 = affine_map<(d0) -> ((d0 * -5 + d0 mod 3) floordiv 4)>
// CHECK-NEXT:#map467 = affine_map<(d0, d1, d2, d3) -> (d3)>
// CHECK-NEXT:#map468 = affine_map<(d0, d1, d2, d3) -> (d0 mod 0)>
// CHECK-NEXT:#map469 = affine_map<()[s0, s1, s2] -> ((s0 * s1) * (s1 ceildiv s0))>
// CHECK-NEXT:#map470 = affine_map<(d0, d1, d2)[s0, s1] -> ((s0 ceildiv 0) * 11)>
// CHECK-NEXT:#map471 = affine_map<()[s0] -> (15 mod -5, s0, -s0 + 3)>
// CHECK-NEXT:#map472 = affine_map<(d0, d1)[s0] -> ((s0 floordiv 2) mod (-s0 + 5))>
// CHECK-NEXT:#map473 = affine_map<(d0, d1, d2, d3)[s0] -> (d1 - 128)>
// CHECK-NEXT:#map474 = affine_map<(d0, d1, d2) -> (10, d1 - 8)>
// CHECK-NEXT:#map475 = affine_map<(d0)[s0, s1, s2] -> (d0 * 16 - s2 + -d0 + 8, s0 ceildiv 7, s1 * -5)>
// CHECK-NEXT:#map476 = affine_map<()[s0] -> (s0 + s0 + 8)>
// CHECK-NEXT:#map477 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> ((d2 - s2) ceildiv 4)>
// CHECK-NEXT:#map478 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0 mod 2)>
// CHECK-NEXT:#map479 = affine_map<(d0, d1, d2, d3)[s0] -> (-d3 + s0)>
// CHECK-NEXT:#map480 = affine_map<(d0)[s0] -> (s0 ceildiv -8, 4)>
// CHECK-NEXT:#map481 = affine_map<(d0, d1)[s0, s1] -> (-5)>
// CHECK-NEXT:#map482 = affine_map<(d0, d1)[s0] -> (d1 - d0 + d0 ceildiv 2)>
// CHECK-NEXT:#map483 = affine_map<()[s0, s1, s2] -> (s0 * 4)>
// CHECK-NEXT:#map484 = affine_map<() -> (20)>
// CHECK-NEXT:#map485 = affine_map<() -> (10)>
// CHECK-NEXT:#map486 = affine_map<()[s0, s1, s2] -> (s2 floordiv s0)>
// CHECK-NEXT:#map487 = affine_map<(d0, d1) -> (-6, d0, d1)>
// CHECK-NEXT:#map488 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0 * 8)>
// CHECK-NEXT:#map489 = affine_map<()[s0, s1, s2] -> (13)>
// CHECK-NEXT:#map490 = affine_map<(d0)[s0, s1] -> (d0 - s0, (-s0 + 144) * 20)>
// CHECK-NEXT:#map491 = affine_map<(d0, d1, d2, d3) -> (d0 mod 4)>
// CHECK-NEXT:#map492 = affine_map<(d0, d1, d2, d3) -> (0, 0, d1 mod -16)>
// CHECK-NEXT:#map493 = affine_map<(d0, d1)[s0] -> (d0 * -4, d0)>
// CHECK-NEXT:#map494 = affine_map<()[s0, s1] -> (5)>
// CHECK-NEXT:#map495 = affine_map<(d0)[s0] -> (d0, -d0)>
// CHECK-NEXT:#map496 = affine_map<(d0, d1, d2) -> ((d0 + d1) mod 20)>
// CHECK-NEXT:#map497 = affine_map<()[s0, s1] -> (-((s1 + 3) ceildiv 4) + 15)>
// CHECK-NEXT:#map498 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0 + s1, -s2)>
// CHECK-NEXT:#map499 = affine_map<(d0, d1) -> (d0, 0, 0)>
// CHECK-NEXT:#map500 = affine_map<(d0)[s0, s1] -> (3)>
// CHECK-NEXT:#map501 = affine_map<(d0, d1, d2)[s0, s1] -> (-(d2 + s0) + s1 - s0, (d1 mod 2) * 9, d1 * -16)>
// CHECK-NEXT:#map502 = affine_map<()[s0, s1] -> (0, -18)>
// CHECK-NEXT:#map503 = affine_map<(d0, d1) -> (d0 * 2, 0, -d1)>
// CHECK-NEXT:#map504 = affine_map<()[s0, s1] -> (1)>
// CHECK-NEXT:#map505 = affine_map<()[s0, s1] -> (0, s0 floordiv 16)>
// CHECK-NEXT:#map506 = affine_map<(d0, d1)[s0, s1, s2] -> (d0 mod -16 + 1)>
// CHECK-NEXT:#map507 = affine_map<(d0)[s0, s1, s2] -> (0)>
// CHECK-NEXT:#map508 = affine_map<(d0, d1, d2)[s0] -> (s0, d1, (s0 ceildiv 16) mod 4)>
// CHECK-NEXT:#map509 = affine_map<()[s0, s1] -> (s0 + s1, -s1 - (s1 + 1))>
// CHECK-NEXT:#map510 = affine_map<(d0, d1, d2)[s0] -> (-d1, 70, s0)>
// CHECK-NEXT:#map511 = affine_map<() -> (3)>
// CHECK-NEXT:#map512 = affine_map<(d0)[s0, s1, s2] -> ((s0 * -11) ceildiv 2)>
// CHECK-NEXT:#map513 = affine_map<(d0, d1)[s0] -> (14, 6)>
// CHECK-NEXT:#map514 = affine_map<(d0, d1) -> (-d0)>
// CHECK-NEXT:#map515 = affine_map<(d0, d1)[s0] -> (0, d0 * 2, s0)>
// CHECK-NEXT:#map516 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (1)>
// CHECK-NEXT:#map517 = affine_map<(d0, d1, d2)[s0] -> (d0, 13, s0)>
// CHECK-NEXT:#map518 = affine_map<(d0, d1)[s0, s1] -> ((d0 - 1) ceildiv 3)>
// CHECK-NEXT:#map519 = affine_map<()[s0, s1] -> (s0, s0)>
// CHECK-NEXT:#map520 = affine_map<(d0) -> (d0 mod 2, 7)>
// CHECK-NEXT:#map521 = affine_map<(d0, d1) -> (d0 * -16, d0 floordiv 8)>
// CHECK-NEXT:#map522 = affine_map<(d0, d1)[s0, s1, s2] -> (s1)>
// CHECK-NEXT:#map523 = affine_map<(d0, d1) -> (7, d1, -d1)>
// CHECK-NEXT:#map524 = affine_map<(d0, d1, d2)[s0] -> (d1, 17)>
// CHECK-NEXT:#map525 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (s1 * -23)>
// CHECK-NEXT:#map526 = affine_map<()[s0] -> (s0 * 2, 1)>
// CHECK-NEXT:#map527 = affine_map<() -> (6, -5)>
// CHECK-NEXT:#map528 = affine_map<(d0, d1) -> (d0, d0 floordiv 5, d1 - d0)>
// CHECK-NEXT:#map529 = affine_map<(d0, d1, d2, d3)[s0] -> (d0 + d1)>
// CHECK-NEXT:#map530 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (-(s1 - s0))>
// CHECK-NEXT:#map531 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (s1 floordiv 3)>
// CHECK-NEXT:#map532 = affine_map<(d0, d1)[s0] -> ((d0 - d1) * (s0 floordiv 0))>
// CHECK-NEXT:#map533 = affine_map<(d0, d1, d2)[s0] -> (d0 floordiv 3)>
// CHECK-NEXT:#map534 = affine_map<(d0, d1)[s0, s1] -> (s0)>
// CHECK-NEXT:#map535 = affine_map<(d0, d1, d2, d3)[s0, s1] -> ((d0 + d2) mod 2, 1)>
// CHECK-NEXT:#map536 = affine_map<(d0) -> (d0 - 10)>
// CHECK-NEXT:#map537 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d2 * -5)>
// CHECK-NEXT:#map538 = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, 0)>
// CHECK-NEXT:#map539 = affine_map<(d0)[s0, s1] -> (-15)>
// CHECK-NEXT:#map540 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (s2 + 6)>
// CHECK-NEXT:#map541 = affine_map<(d0, d1)[s0] -> (1)>
// CHECK-NEXT:#map542 = affine_map<(d0, d1, d2) -> (-d1 - 14)>
// CHECK-NEXT:#map543 = affine_map<(d0)[s0, s1] -> (-d0 - 18, s1)>
// CHECK-NEXT:#map544 = affine_map<(d0, d1)[s0] -> (-13)>
// CHECK-NEXT:#map545 = affine_map<()[s0, s1] -> (s1, s0)>
// CHECK-NEXT:#map546 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d2 + s1 ceildiv 4)>
// CHECK-NEXT:#map547 = affine_map<(d0, d1)[s0, s1] -> (d0 * -8)>
// CHECK-NEXT:#map548 = affine_map<(d0, d1, d2) -> (d1)>
// CHECK-NEXT:#map549 = affine_map<(d0, d1) -> ((d0 floordiv 2) mod 16)>
// CHECK-NEXT:#map550 = affine_map<()[s0] -> (s0 floordiv 8)>
// CHECK-NEXT:#map551 = affine_map<()[s0, s1, s2] -> (s1, s1, s2 mod 0)>
// CHECK-NEXT:#map552 = affine_map<(d0, d1, d2)[s0] -> ((((-s0) ceildiv 2) * 25) floordiv -6, -d0)>
// CHECK-NEXT:#map553 = affine_map<(d0) -> (9, d0)>
// CHECK-NEXT:#map554 = affine_map<(d0)[s0, s1, s2] -> ((s1 - s2) * -17)>
// CHECK-NEXT:#map555 = affine_map<(d0, d1, d2) -> (0, d1 ceildiv 2, d0 * 2)>
// CHECK-NEXT:#map556 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0 - d1)>
// CHECK-NEXT:#map557 = affine_map<()[s0] -> (-17 mod (s0 * s0))>
// CHECK-NEXT:#map558 = affine_map<(d0, d1, d2) -> (19, d1 - (-d0 - d1 + 4), ((d0 floordiv 8) ceildiv 16) * -18)>
// CHECK-NEXT:#map559 = affine_map<(d0)[s0, s1, s2] -> (s1 * (s0 * s1), s0, ((d0 mod s1) floordiv (-s2) + s0) mod -9)>
// CHECK-NEXT:#map560 = affine_map<()[s0] -> (-17)>
// CHECK-NEXT:#map561 = affine_map<(d0)[s0, s1, s2] -> (d0 floordiv 2)>
// CHECK-NEXT:#map562 = affine_map<() -> (-17)>
// CHECK-NEXT:#map563 = affine_map<(d0)[s0] -> (d0, d0 + s0, s0 * s0)>
// CHECK-NEXT:#map564 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d2 * 4)>
// CHECK-NEXT:#map565 = affine_map<(d0, d1, d2)[s0] -> (d0 * 10, d0)>
// CHECK-NEXT:#map566 = affine_map<(d0, d1) -> (-15)>
// CHECK-NEXT:#map567 = affine_map<(d0, d1, d2, d3) -> (d3 + -d2 - 20)>
// CHECK-NEXT:#map568 = affine_map<()[s0, s1] -> (s1 * -5 - (s1 + s1 mod 4))>
// CHECK-NEXT:#map569 = affine_map<(d0, d1, d2)[s0, s1] -> ((d2 - s0) mod 0 - (d2 - 11) * 19, 0)>
// CHECK-NEXT:#map570 = affine_map<(d0, d1) -> ((d0 + d1) * -14)>
// CHECK-NEXT:#map571 = affine_map<(d0, d1, d2) -> (d0 * -18, 0, (d0 - d1) * -5)>
// CHECK-NEXT:#map572 = affine_map<(d0)[s0, s1] -> (-d0)>
// CHECK-NEXT:#map573 = affine_map<() -> (-8, 1)>
// CHECK-NEXT:#map574 = affine_map<(d0)[s0] -> (s0 * 2)>
// CHECK-NEXT:#map575 = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 - s1) ceildiv (-s1 + 1))>
// CHECK-NEXT:#map576 = affine_map<(d0, d1, d2) -> (d0 + d2)>
// CHECK-NEXT:#map577 = affine_map<(d0) -> (-d0 - 3)>
// CHECK-NEXT:#map578 = affine_map<(d0, d1, d2, d3) -> (d1 * 15, 1)>
// CHECK-NEXT:#map579 = affine_map<()[s0, s1, s2] -> (s2 floordiv 10)>
// CHECK-NEXT:#map580 = affine_map<(d0, d1) -> (d0 ceildiv 4 + d0)>
// CHECK-NEXT:#map581 = affine_map<(d0, d1, d2) -> (d0 - d2 + d2)>
// CHECK-NEXT:#map582 = affine_map<(d0, d1, d2)[s0, s1] -> (d1 - d2 + s0 - s1)>
// CHECK-NEXT:#map583 = affine_map<(d0, d1, d2, d3)[s0, s1] -> ((d1 ceildiv 0) mod 4)>
// CHECK-NEXT:#map584 = affine_map<(d0, d1, d2, d3)[s0] -> (d0 + d2, s0, s0)>
// CHECK-NEXT:#map585 = affine_map<()[s0] -> (-48)>
// CHECK-NEXT:#map586 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-s0, -d1 + s1)>
// CHECK-NEXT:#map587 = affine_map<() -> (0, 28, 0)>
// CHECK-NEXT:#map588 = affine_map<(d0) -> (d0, d0 * 4)>
// CHECK-NEXT:#map589 = affine_map<(d0, d1) -> (d1 ceildiv 4, 0, d1)>
// CHECK-NEXT:#map590 = affine_map<(d0, d1)[s0] -> (-1)>
// CHECK-NEXT:#map591 = affine_map<()[s0] -> (-322, -1)>
// CHECK-NEXT:#map592 = affine_map<()[s0, s1, s2] -> (s0 * 2, s1)>
// CHECK-NEXT:#map593 = affine_map<(d0)[s0, s1] -> (s1 * -17)>
// CHECK-NEXT:#map594 = affine_map<()[s0, s1, s2] -> (0, 1)>
// CHECK-NEXT:#map595 = affine_map<(d0, d1, d2, d3) -> ((d3 - d2 * 3 + d3) * 2)>
// CHECK-NEXT:#map596 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d1 - d2)>
// CHECK-NEXT:#map597 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (1)>
// CHECK-NEXT:#map598 = affine_map<(d0, d1, d2, d3) -> (1, d0 + 0 mod 0 + 3, d1 ceildiv 0)>
// CHECK-NEXT:#map599 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (0)>
// CHECK-NEXT:#map600 = affine_map<(d0, d1, d2)[s0] -> (s0, d1, s0)>
// CHECK-NEXT:#map601 = affine_map<(d0, d1) -> (-3)>
// CHECK-NEXT:#map602 = affine_map<(d0)[s0, s1, s2] -> (s1 ceildiv 12, d0 + 8, 14)>
// CHECK-NEXT:#map603 = affine_map<(d0)[s0] -> (d0 - 12)>
// CHECK-NEXT:#map604 = affine_map<(d0) -> (0, -d0)>
// CHECK-NEXT:#map605 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d1 - s1)>
// CHECK-NEXT:#map606 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (-(d1 floordiv 8 + d1 ceildiv 16), -10)>
// CHECK-NEXT:#map607 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (-s0, s0 floordiv 3)>
// CHECK-NEXT:#map608 = affine_map<(d0) -> (-d0, 300, d0)>
// CHECK-NEXT:#map609 = affine_map<(d0, d1, d2)[s0] -> (d0, d1 - 2, d1 - d0)>
// CHECK-NEXT:#map610 = affine_map<(d0, d1, d2)[s0] -> (1, d0, (s0 mod 7) * -19)>
// CHECK-NEXT:#map611 = affine_map<(d0, d1, d2)[s0, s1, s2] -> ((d2 * 2) ceildiv 4)>
// CHECK-NEXT:#map612 = affine_map<(d0, d1, d2, d3) -> (d1 floordiv 4)>
// CHECK-NEXT:#map613 = affine_map<(d0)[s0] -> (d0 * 2 + 2, -d0 - 3, d0)>
// CHECK-NEXT:#map614 = affine_map<(d0, d1)[s0] -> ((((-d1) mod 2) mod 18) * -7)>
// CHECK-NEXT:#map615 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d2 * 11, d0 mod 2)>
// CHECK-NEXT:#map616 = affine_map<(d0, d1, d2, d3)[s0] -> (d2 * 8)>
// CHECK-NEXT:#map617 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d2 - d0)>
// CHECK-NEXT:#map618 = affine_map<()[s0, s1, s2] -> (s0 ceildiv 4)>
// CHECK-NEXT:#map619 = affine_map<(d0, d1, d2, d3)[s0, s1] -> ((s0 * s1) * 4, (d2 floordiv 8) mod 5)>
// CHECK-NEXT:#map620 = affine_map<(d0, d1, d2)[s0, s1] -> (s0 floordiv 8 - s0, d0, d0 - 17)>
// CHECK-NEXT:#map621 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-d0, d3 mod 8 + s1, d1)>
// CHECK-NEXT:#map622 = affine_map<() -> (17)>
// CHECK-NEXT:#map623 = affine_map<(d0)[s0] -> (0, s0 * 9, -d0 + s0 + s0)>
// CHECK-NEXT:#map624 = affine_map<(d0, d1, d2, d3) -> (d2 + d3)>
// CHECK-NEXT:#map625 = affine_map<(d0)[s0, s1, s2] -> (s0)>
// CHECK-NEXT:#map626 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (65, d0 ceildiv 2)>
// CHECK-NEXT:#map627 = affine_map<(d0)[s0, s1, s2] -> (7, s0, d0)>
// CHECK-NEXT:#map628 = affine_map<(d0)[s0] -> ((14 ceildiv 0) mod 3)>
// CHECK-NEXT:#map629 = affine_map<(d0, d1)[s0, s1] -> (d1 * s0)>
// CHECK-NEXT:#map630 = affine_map<()[s0, s1, s2] -> (-1, s0 ceildiv 2 + s1, 1)>
// CHECK-NEXT:#map631 = affine_map<() -> (-18)>
// CHECK-NEXT:#map632 = affine_map<()[s0, s1, s2] -> (14, -3, s1)>
// CHECK-NEXT:#map633 = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * s0)>
// CHECK-NEXT:#map634 = affine_map<(d0)[s0] -> (-d0 - 20, s0)>
// CHECK-NEXT:#map635 = affine_map<(d0)[s0, s1] -> ((d0 floordiv 20) * -16)>
// CHECK-NEXT:#map636 = affine_map<(d0)[s0] -> (s0 mod 2)>
// CHECK-NEXT:#map637 = affine_map<()[s0, s1] -> (s0, 19, s0 - s1)>
// CHECK-NEXT:#map638 = affine_map<(d0)[s0, s1, s2] -> (d0 + s2 - 20)>
// CHECK-NEXT:#map639 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d3)>
// CHECK-NEXT:#map640 = affine_map<(d0, d1) -> (-11)>
// CHECK-NEXT:#map641 = affine_map<(d0) -> (d0, (d0 * -13 - d0 ceildiv 8) ceildiv 3, 0)>
// CHECK-NEXT:#map642 = affine_map<(d0, d1, d2) -> (-15, d1 * 14, (d1 - 1) ceildiv 8)>
// CHECK-NEXT:#map643 = affine_map<()[s0, s1, s2] -> (s1)>
// CHECK-NEXT:#map644 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (s2 - 3)>
// CHECK-NEXT:#map645 = affine_map<(d0, d1, d2, d3)[s0] -> (s0 * s0)>
// CHECK-NEXT:#map646 = affine_map<(d0)[s0, s1] -> (1)>
// CHECK-NEXT:#map647 = affine_map<(d0, d1)[s0, s1, s2] -> (s1, d1 - (d0 - (s1 - 1) + s2 floordiv 3))>
// CHECK-NEXT:#map648 = affine_map<(d0, d1, d2, d3)[s0] -> (s0, (d2 + 12) * 2, s0)>
// CHECK-NEXT:#map649 = affine_map<(d0, d1, d2) -> (-1)>
// CHECK-NEXT:#map650 = affine_map<(d0)[s0, s1] -> (12, (-d0 + s1) ceildiv -6)>
// CHECK-NEXT:#map651 = affine_map<(d0, d1) -> (d0 - d1 mod -4)>
// CHECK-NEXT:#map652 = affine_map<(d0, d1)[s0, s1] -> (((d1 * 15) mod 2) * 8)>
// CHECK-NEXT:#map653 = affine_map<()[s0, s1, s2] -> (s1 - (s0 - s2) + 16, s0 * -9 - 17, 0)>
// CHECK-NEXT:#map654 = affine_map<()[s0] -> (s0 * 17, -4)>
// CHECK-NEXT:#map655 = affine_map<(d0, d1, d2, d3) -> (d3 * 5, -13, d2 ceildiv 3 - (-d0 - 18))>
// CHECK-NEXT:#map656 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0)>
// CHECK-NEXT:#map657 = affine_map<(d0, d1) -> (d0, d0 - 6, d0 * -7)>
// CHECK-NEXT:#map658 = affine_map<(d0, d1)[s0] -> (d0 ceildiv 4 + s0)>
// CHECK-NEXT:#map659 = affine_map<() -> (26)>
// CHECK-NEXT:#map660 = affine_map<()[s0, s1] -> (-6, 1, s0 - 1)>
// CHECK-NEXT:#map661 = affine_map<(d0)[s0, s1] -> (s0 * -3, -d0 + s0, s1 - 7)>
// CHECK-NEXT:#map662 = affine_map<(d0, d1)[s0] -> (d0, d0 + d1, d0 - d1)>
// CHECK-NEXT:#map663 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (s1 floordiv 2)>
// CHECK-NEXT:#map664 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (s0)>
// CHECK-NEXT:#map665 = affine_map<(d0, d1) -> (d0 - d1)>
// CHECK-NEXT:#map666 = affine_map<(d0, d1, d2, d3)[s0] -> (-d3)>
// CHECK-NEXT:#map667 = affine_map<(d0, d1) -> (-1)>
// CHECK-NEXT:#map668 = affine_map<(d0, d1)[s0] -> (d0 + (s0 floordiv 4) * 2)>
// CHECK-NEXT:#map669 = affine_map<()[s0, s1] -> ((20 mod 0) floordiv 0 + s1 mod 0 + s0 * 6, 3, 20)>
// CHECK-NEXT:#map670 = affine_map<(d0, d1)[s0] -> (s0 - 7)>
// CHECK-NEXT:#map671 = affine_map<()[s0, s1] -> (0 ceildiv s0, s0, 0)>
// CHECK-NEXT:#map672 = affine_map<(d0)[s0, s1, s2] -> (d0 * 2 + s0 mod 16)>
// CHECK-NEXT:#map673 = affine_map<(d0, d1)[s0, s1] -> (-1, d0 + -(s0 - 5) - 17, d1 mod 2)>
// CHECK-NEXT:#map674 = affine_map<(d0, d1)[s0] -> (3, d1, d0 + s0 - 2)>
// CHECK-NEXT:#map675 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (s0 floordiv -13)>
// CHECK-NEXT:#map676 = affine_map<()[s0, s1] -> (6)>
// CHECK-NEXT:#map677 = affine_map<(d0) -> (d0 + d0 floordiv -1, d0 * -56, -14)>
// CHECK-NEXT:#map678 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d1 + 16)>
// CHECK-NEXT:#map679 = affine_map<(d0, d1, d2) -> (d2 * -20)>
// CHECK-NEXT:#map680 = affine_map<(d0)[s0, s1] -> (d0 * (s1 + 16))>
// CHECK-NEXT:#map681 = affine_map<(d0, d1, d2, d3)[s0, s1] -> ((d2 - s1) mod 0)>
// CHECK-NEXT:#map682 = affine_map<(d0, d1, d2, d3) -> (-d1)>
// CHECK-NEXT:#map683 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (s1 * 2)>
// CHECK-NEXT:#map684 = affine_map<(d0)[s0, s1, s2] -> (0, d0 ceildiv 16, 15)>
// CHECK-NEXT:#map685 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-s1, s2 - s2 mod 3)>
// CHECK-NEXT:#map686 = affine_map<(d0, d1)[s0] -> (-(d0 + d1))>
// CHECK-NEXT:#map687 = affine_map<(d0, d1, d2)[s0, s1] -> (d2, -19, d1 + s1 * 12 + 7)>
// CHECK-NEXT:#map688 = affine_map<(d0, d1)[s0] -> (s0 * 5)>
// CHECK-NEXT:#map689 = affine_map<(d0, d1, d2) -> (12, d2, (d2 * -8) floordiv 3)>
// CHECK-NEXT:#map690 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d2 * -3 + s1 mod 4)>
// CHECK-NEXT:#map691 = affine_map<(d0)[s0, s1] -> (d0, -d0 - s1, d0)>
// CHECK-NEXT:#map692 = affine_map<(d0, d1)[s0] -> (-((d1 floordiv s0) ceildiv s0))>
// CHECK-NEXT:#map693 = affine_map<(d0, d1)[s0, s1, s2] -> (d1 floordiv 9)>
// CHECK-NEXT:#map694 = affine_map<(d0, d1, d2)[s0] -> (d0, d1 - s0)>
// CHECK-NEXT:#map695 = affine_map<(d0, d1, d2)[s0] -> (d1)>
// CHECK-NEXT:#map696 = affine_map<(d0, d1, d2) -> (d0 ceildiv 16)>
// CHECK-NEXT:#map697 = affine_map<() -> (5)>
// CHECK-NEXT:#map698 = affine_map<()[s0, s1] -> (s0 + s1 - s1)>
// CHECK-NEXT:#map699 = affine_map<(d0)[s0] -> (d0, ((-d0) mod -14) floordiv (s0 * 16))>
// CHECK-NEXT:#map700 = affine_map<(d0, d1, d2)[s0, s1] -> (d0 ceildiv 20, d1 + s0)>
// CHECK-NEXT:#map701 = affine_map<(d0)[s0] -> (d0, -d0 + s0)>
// CHECK-NEXT:#map702 = affine_map<(d0, d1, d2) -> (d2 * 7, d1)>
// CHECK-NEXT:#map703 = affine_map<(d0)[s0, s1, s2] -> ((d0 + s2 - (-s2 + 7)) ceildiv 16)>
// CHECK-NEXT:#map704 = affine_map<(d0, d1, d2) -> (-4)>
// CHECK-NEXT:#map705 = affine_map<(d0, d1, d2, d3)[s0] -> (d1 * 14)>
// CHECK-NEXT:#map706 = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 - (d1 - s0) mod 2) * 2, s0, d1 * 17)>
// CHECK-NEXT:#map707 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0, d0 + s1, s0 floordiv 16)>
// CHECK-NEXT:#map708 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (-(d0 floordiv 8) + d1 * 3)>
// CHECK-NEXT:#map709 = affine_map<(d0, d1) -> (d0 * 140)>
// CHECK-NEXT:#map710 = affine_map<(d0, d1, d2, d3)[s0] -> (d2, -(d0 ceildiv 16) - s0 * 16 + d1 - 11)>
// CHECK-NEXT:#map711 = affine_map<(d0, d1, d2)[s0, s1] -> (d0 floordiv 19, d2)>
// CHECK-NEXT:#map712 = affine_map<() -> (80, 4)>
// CHECK-NEXT:#map713 = affine_map<(d0, d1, d2, d3)[s0] -> (d2 ceildiv 4)>
// CHECK-NEXT:#map714 = affine_map<(d0, d1)[s0, s1] -> (d1 - 4, s1, d1)>
// CHECK-NEXT:#map715 = affine_map<(d0, d1)[s0, s1, s2] -> (-(d0 ceildiv s1) + s2 + 8)>
// CHECK-NEXT:#map716 = affine_map<(d0)[s0, s1, s2] -> ((s0 ceildiv 0) mod s0, -5, s0)>
// CHECK-NEXT:#map717 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d2 floordiv 16)>
// CHECK-NEXT:#map718 = affine_map<() -> (-19)>
// CHECK-NEXT:#map719 = affine_map<(d0) -> (-3)>
// CHECK-NEXT:#map720 = affine_map<(d0, d1, d2) -> (d1 * -17)>
// CHECK-NEXT:#map721 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (((d0 - 18) ceildiv -11) * -9)>
// CHECK-NEXT:#map722 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d3 * -13 + d3 mod 2)>
// CHECK-NEXT:#map723 = affine_map<()[s0, s1] -> (((s0 * s1 - s1) floordiv s0) ceildiv 19)>
// CHECK-NEXT:#map724 = affine_map<(d0, d1)[s0] -> (s0 * -14, 0)>
// CHECK-NEXT:#map725 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-s2, -s1, d2 floordiv 2 + d1 mod 4)>
// CHECK-NEXT:#map726 = affine_map<(d0, d1)[s0, s1] -> (-(((s1 * 5) ceildiv 3) floordiv 19))>
// CHECK-NEXT:#map727 = affine_map<() -> (5, 3, 14)>
// CHECK-NEXT:#map728 = affine_map<()[s0, s1, s2] -> ((s0 ceildiv 16) floordiv 3)>
// CHECK-NEXT:#map729 = affine_map<(d0)[s0, s1] -> (d0 ceildiv 4, s1 ceildiv 2, -d0 + s0)>
// CHECK-NEXT:#map730 = affine_map<()[s0, s1] -> (s1 floordiv -18 + s1 * 4, s0 + s1)>
// CHECK-NEXT:#map731 = affine_map<(d0) -> (d0 * -12)>
// CHECK-NEXT:#map732 = affine_map<(d0, d1, d2, d3)[s0] -> (d0 * -12)>
// CHECK-NEXT:#map733 = affine_map<(d0, d1, d2)[s0, s1] -> (s0 * 8)>
// CHECK-NEXT:#map734 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d3 - d2 + -s1 - 17)>
// CHECK-NEXT:#map735 = affine_map<(d0)[s0, s1, s2] -> (s2 floordiv 3, d0)>
// CHECK-NEXT:#map736 = affine_map<(d0, d1)[s0, s1] -> (-s1, d1 mod 2, d0 * 3)>
// CHECK-NEXT:#map737 = affine_map<(d0, d1, d2) -> ((0 ceildiv 0) mod 3 + 6, d2)>
// CHECK-NEXT:#map738 = affine_map<(d0) -> (d0, d0, d0 mod 2)>
// CHECK-NEXT:#map739 = affine_map<(d0, d1)[s0, s1] -> (d0 + d1)>
// CHECK-NEXT:#map740 = affine_map<(d0, d1)[s0, s1, s2] -> (s1, s2 mod 2, d0 + s2)>
// CHECK-NEXT:#map741 = affine_map<(d0, d1) -> (d1 - ((d0 + 16) floordiv -6) * 3)>
// CHECK-NEXT:#map742 = affine_map<(d0, d1, d2) -> (d1 - 1, d2 ceildiv 8, d0 * -7 + d0 - d1)>
// CHECK-NEXT:#map743 = affine_map<()[s0] -> (-(s0 + 4))>
// CHECK-NEXT:#map744 = affine_map<(d0, d1, d2, d3)[s0] -> (((s0 * 34) floordiv 8) ceildiv 3)>
// CHECK-NEXT:#map745 = affine_map<(d0, d1, d2) -> (d1 - d0 - d0)>
// CHECK-NEXT:#map746 = affine_map<()[s0, s1] -> (-s0, s0 ceildiv 2, -s1)>
// CHECK-NEXT:#map747 = affine_map<(d0, d1)[s0] -> (s0, -d1 + 2, 0)>
// CHECK-NEXT:#map748 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (0, 0, -17)>
// CHECK-NEXT:#map749 = affine_map<(d0)[s0, s1] -> (-d0 + 16, (s1 * s1) mod -2)>
// CHECK-NEXT:#map750 = affine_map<() -> (0, -8, 11)>
// CHECK-NEXT:#map751 = affine_map<(d0, d1)[s0] -> (d0 * -16)>
// CHECK-NEXT:#map752 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (s1, -s0 + 7, -d3)>
// CHECK-NEXT:#map753 = affine_map<(d0)[s0] -> (s0, -2 mod s0)>
// CHECK-NEXT:#map754 = affine_map<(d0) -> (d0 * 2, d0 + 10, d0)>
// CHECK-NEXT:#map755 = affine_map<(d0, d1)[s0, s1] -> (s1, d0 + s1)>
// CHECK-NEXT:#map756 = affine_map<(d0, d1, d2) -> (d0 * 5 - d1)>
// CHECK-NEXT:#map757 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d1 floordiv 3)>
// CHECK-NEXT:#map758 = affine_map<()[s0, s1, s2] -> ((s2 + 4) * -2)>
// CHECK-NEXT:#map759 = affine_map<(d0, d1)[s0, s1] -> (d1 * 7 + d0, 7, d1 * -10)>
// CHECK-NEXT:#map760 = affine_map<(d0, d1, d2)[s0] -> (s0, s0)>
// CHECK-NEXT:#map761 = affine_map<(d0)[s0, s1] -> ((d0 + s0) * -15, s1 ceildiv (s0 - 13), s0)>
// CHECK-NEXT:#map762 = affine_map<(d0, d1) -> (0)>
// CHECK-NEXT:#map763 = affine_map<(d0, d1)[s0] -> (((d1 floordiv 8) * -19) mod 16)>
// CHECK-NEXT:#map764 = affine_map<()[s0, s1, s2] -> (-s2, s0 + s2)>
// CHECK-NEXT:#map765 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d1 floordiv -19, d1 + d2, s2 * -13)>
// CHECK-NEXT:#map766 = affine_map<(d0)[s0, s1] -> (d0 * 2)>
// CHECK-NEXT:#map767 = affine_map<(d0, d1, d2)[s0] -> (d0 - d1 - s0 mod s0 - (d0 - s0 * 13))>
// CHECK-NEXT:#map768 = affine_map<(d0, d1)[s0, s1] -> (d1 * -176)>
// CHECK-NEXT:#map769 = affine_map<(d0, d1, d2)[s0] -> (-30, d2 floordiv 4)>
// CHECK-NEXT:#map770 = affine_map<(d0, d1, d2) -> (d2 * -20, d2, d2 mod 3 - d0 + d1)>
// CHECK-NEXT:#map771 = affine_map<(d0, d1)[s0] -> (d0 mod 2, d0, -15)>
// CHECK-NEXT:#map772 = affine_map<(d0, d1, d2) -> (d2 * 112 - d1)>
// CHECK-NEXT:#map773 = affine_map<(d0)[s0, s1] -> ((d0 * 15 + d0 - 14) * 17 - d0 * 12)>
// CHECK-NEXT:#map774 = affine_map<(d0)[s0, s1, s2] -> (d0 + s0, d0 + s0, d0)>
// CHECK-NEXT:#map775 = affine_map<()[s0, s1] -> (s0 mod 4)>
// CHECK-NEXT:#map776 = affine_map<()[s0, s1, s2] -> ((s1 floordiv 9 - s1) mod -7, 54)>
// CHECK-NEXT:#map777 = affine_map<(d0)[s0, s1, s2] -> (10, 0)>
// CHECK-NEXT:#map778 = affine_map<(d0, d1, d2)[s0] -> (-(-d1 + s0))>
// CHECK-NEXT:#map779 = affine_map<(d0) -> (-1, (-d0) ceildiv 2)>
// CHECK-NEXT:#map780 = affine_map<(d0) -> ((d0 + 18) ceildiv 2 + 17)>
// CHECK-NEXT:#map781 = affine_map<()[s0] -> (-20)>
// CHECK-NEXT:#map782 = affine_map<(d0, d1, d2)[s0] -> (-d0 - s0)>
// CHECK-NEXT:#map783 = affine_map<(d0, d1) -> (-(d1 - 7))>
// CHECK-NEXT:#map784 = affine_map<()[s0, s1] -> (s1, -13, s1 + (s1 * 3 + 3) mod 2)>
// CHECK-NEXT:#map785 = affine_map<()[s0, s1] -> (s0 * 16 + s1 * 2, 0)>
// CHECK-NEXT:#map786 = affine_map<(d0, d1, d2)[s0, s1] -> (s0 - s1)>
// CHECK-NEXT:#map787 = affine_map<(d0) -> (d0 floordiv 3)>
// CHECK-NEXT:#map788 = affine_map<(d0) -> (d0 mod 4)>
// CHECK-NEXT:#map789 = affine_map<(d0, d1, d2) -> (d1 floordiv 4)>
// CHECK-NEXT:#map790 = affine_map<(d0, d1, d2)[s0] -> (-(s0 mod -15))>
// CHECK-NEXT:#map791 = affine_map<(d0)[s0] -> (d0 mod -11)>
// CHECK-NEXT:#map792 = affine_map<(d0, d1, d2, d3)[s0] -> ((s0 + 5) ceildiv 2)>
// CHECK-NEXT:#map793 = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv 3)>
// CHECK-NEXT:#map794 = affine_map<(d0)[s0, s1] -> ((s0 ceildiv 8 + 1) floordiv 4)>
// CHECK-NEXT:#map795 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d0, -(d3 mod 3 - d3), d1)>
// CHECK-NEXT:#map796 = affine_map<(d0, d1, d2) -> (d1 - 6)>
// CHECK-NEXT:#map797 = affine_map<(d0)[s0, s1] -> ((-d0 + s0 mod 4) * 16)>
// CHECK-NEXT:#map798 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (-117, 0)>
// CHECK-NEXT:#map799 = affine_map<(d0, d1, d2, d3)[s0] -> (s0 - s0 ceildiv 2)>
// CHECK-NEXT:#map800 = affine_map<()[s0, s1, s2] -> (s2)>
// CHECK-NEXT:#map801 = affine_map<(d0, d1)[s0, s1] -> (s0 * 2 - s1 ceildiv 0)>
// CHECK-NEXT:#map802 = affine_map<(d0, d1, d2, d3)[s0] -> (d1, d0, s0 * 2)>
// CHECK-NEXT:#map803 = affine_map<(d0, d1)[s0, s1, s2] -> (-(d1 ceildiv -10))>
// CHECK-NEXT:#map804 = affine_map<(d0, d1)[s0, s1] -> (d0 - d1)>
// CHECK-NEXT:#map805 = affine_map<(d0, d1)[s0, s1, s2] -> (d0 mod s2, d0 * s0)>
// CHECK-NEXT:#map806 = affine_map<()[s0] -> (s0 * 18)>
// CHECK-NEXT:#map807 = affine_map<(d0, d1, d2, d3) -> (0, d0 mod 2 - 1)>
// CHECK-NEXT:#map808 = affine_map<(d0, d1, d2, d3)[s0] -> (d3 + s0)>
// CHECK-NEXT:#map809 = affine_map<(d0) -> ((d0 + 4) * 10)>
// CHECK-NEXT:#map810 = affine_map<()[s0, s1] -> (s1 floordiv 16 + s0, -(s1 floordiv 2), 7)>
// CHECK-NEXT:#map811 = affine_map<(d0, d1)[s0, s1, s2] -> ((d1 * 7) mod 11 - (d0 * -15 + s0))>
// CHECK-NEXT:#map812 = affine_map<(d0, d1)[s0] -> (s0, s0)>
// CHECK-NEXT:#map813 = affine_map<(d0, d1)[s0, s1] -> (s1 mod 3)>
// CHECK-NEXT:#map814 = affine_map<(d0, d1, d2) -> (d2, d0 floordiv 2, 0)>
// CHECK-NEXT:#map815 = affine_map<(d0, d1)[s0] -> (d0 ceildiv 2, 0)>
// CHECK-NEXT:#map816 = affine_map<(d0, d1, d2, d3)[s0] -> ((s0 * s0) floordiv 4)>
// CHECK-NEXT:#map817 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d0 floordiv 0 + s1)>
// CHECK-NEXT:#map818 = affine_map<(d0)[s0, s1, s2] -> ((d0 + s2) floordiv 3 + 4, 1 mod -8)>
// CHECK-NEXT:#map819 = affine_map<(d0, d1)[s0, s1] -> (s1 mod 4 + s0)>
// CHECK-NEXT:#map820 = affine_map<(d0)[s0, s1] -> (d0 * -7)>
// CHECK-NEXT:#map821 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d1 + -(-s0 + 6) - 4 - (d2 - s0) mod 2)>
// CHECK-NEXT:#map822 = affine_map<(d0, d1, d2)[s0] -> (d2 * 10, d2, d0 + d2)>
// CHECK-NEXT:#map823 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d2 * 8)>
// CHECK-NEXT:#map824 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d3, s0 + 1)>
// CHECK-NEXT:#map825 = affine_map<(d0, d1)[s0, s1, s2] -> (d1 floordiv 8 - 4, s1)>
// CHECK-NEXT:#map826 = affine_map<()[s0, s1] -> ((s1 * 2) ceildiv 4)>
// CHECK-NEXT:#map827 = affine_map<(d0, d1)[s0, s1, s2] -> (-s1)>
// CHECK-NEXT:#map828 = affine_map<(d0, d1)[s0, s1] -> (s0 mod 4)>
// CHECK-NEXT:#map829 = affine_map<(d0, d1) -> (d0 * -16)>
// CHECK-NEXT:#map830 = affine_map<() -> (6, 12, 13)>
// CHECK-NEXT:#map831 = affine_map<(d0, d1)[s0, s1, s2] -> (d0, -15)>
// CHECK-NEXT:#map832 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-255)>
// CHECK-NEXT:#map833 = affine_map<(d0) -> (5)>
// CHECK-NEXT:#map834 = affine_map<(d0)[s0, s1, s2] -> (d0 ceildiv 16 + d0, d0 * -2)>
// CHECK-NEXT:#map835 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d1 + d2, d2)>
// CHECK-NEXT:#map836 = affine_map<(d0, d1) -> (-10, 0, d0 + d1)>
// CHECK-NEXT:#map837 = affine_map<(d0)[s0, s1, s2] -> (-(s1 floordiv 5), s1)>
// CHECK-NEXT:#map838 = affine_map<(d0)[s0, s1] -> (s0 * -17)>
// CHECK-NEXT:#map839 = affine_map<(d0, d1)[s0, s1, s2] -> (d0 + s0)>
// CHECK-NEXT:#map840 = affine_map<(d0)[s0, s1] -> (s1, (d0 floordiv 8) * 9, d0)>
// CHECK-NEXT:#map841 = affine_map<(d0) -> (d0, d0 * 16, d0 floordiv 4)>
// CHECK-NEXT:#map842 = affine_map<(d0, d1, d2)[s0, s1] -> (s1, 285, d0 + 18)>
// CHECK-NEXT:#map843 = affine_map<(d0)[s0] -> (s0 * 15, -s0)>
// CHECK-NEXT:#map844 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d1 * -10, d2 * 216, d2)>
// CHECK-NEXT:#map845 = affine_map<(d0)[s0, s1, s2] -> (d0 * -18, d0, d0)>
// CHECK-NEXT:#map846 = affine_map<(d0, d1, d2)[s0] -> (d0 * -17, d2 floordiv 16, d1 * 2)>
// CHECK-NEXT:#map847 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (-s1, d1 ceildiv 4 + s0 * 3, d0 * 12)>
// CHECK-NEXT:#map848 = affine_map<(d0, d1, d2, d3)[s0] -> (-(s0 mod 16), (d0 - s0) floordiv 3)>
// CHECK-NEXT:#map849 = affine_map<(d0, d1, d2, d3)[s0, s1] -> ((d0 mod s0) mod (s0 * s1), s1 * 6)>
// CHECK-NEXT:#map850 = affine_map<(d0, d1)[s0] -> ((d1 + s0) * -100)>
// CHECK-NEXT:#map851 = affine_map<(d0, d1, d2, d3)[s0] -> (d3, 20, 0)>
// CHECK-NEXT:#map852 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-6, -s0, (-(d2 - d1)) mod 16)>
// CHECK-NEXT:#map853 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (s0 + s2 - 1, d1, (d2 ceildiv 8) floordiv 4)>
// CHECK-NEXT:#map854 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (s0 floordiv s1)>
// CHECK-NEXT:#map855 = affine_map<(d0, d1)[s0, s1, s2] -> ((d1 - (d0 ceildiv 4 - d0)) * 9)>
// CHECK-NEXT:#map856 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-d1 - 13)>
// CHECK-NEXT:#map857 = affine_map<(d0, d1, d2)[s0, s1] -> ((s0 * -9) mod 16)>
// CHECK-NEXT:#map858 = affine_map<(d0, d1)[s0] -> (d0 + s0)>
// CHECK-NEXT:#map859 = affine_map<() -> (-8, -9)>
// CHECK-NEXT:#map860 = affine_map<(d0, d1, d2)[s0, s1] -> (1)>
// CHECK-NEXT:#map861 = affine_map<()[s0] -> (1, -1, 0)>
// CHECK-NEXT:#map862 = affine_map<()[s0] -> (s0 * 11 + 11, -(s0 + 16) - 1, s0 * -12)>
// CHECK-NEXT:#map863 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> ((s0 + s1) * -18)>
// CHECK-NEXT:#map864 = affine_map<(d0, d1) -> (d0 + 4, 0, d0 ceildiv 4)>
// CHECK-NEXT:#map865 = affine_map<()[s0, s1, s2] -> (s1 * 17)>
// CHECK-NEXT:#map866 = affine_map<(d0, d1)[s0, s1] -> (-(s0 mod 4 - s1 * 9))>
// CHECK-NEXT:#map867 = affine_map<(d0) -> (d0 + 10)>
// CHECK-NEXT:#map868 = affine_map<(d0, d1, d2, d3) -> (165)>
// CHECK-NEXT:#map869 = affine_map<(d0, d1, d2)[s0] -> (s0 mod 0, s0, d1 - d0)>
// CHECK-NEXT:#map870 = affine_map<()[s0, s1, s2] -> (s1, s2, s2)>
// CHECK-NEXT:#map871 = affine_map<(d0, d1)[s0] -> (-s0 + s0 - 19)>
// CHECK-NEXT:#map872 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d2 + s1 - (s0 + s1), 0)>
// CHECK-NEXT:#map873 = affine_map<(d0, d1, d2, d3) -> (9, d2 - d0, d0)>
// CHECK-NEXT:#map874 = affine_map<(d0, d1, d2, d3) -> (0, d0)>
// CHECK-NEXT:#map875 = affine_map<(d0)[s0] -> (d0 floordiv 16)>
// CHECK-NEXT:#map876 = affine_map<(d0, d1)[s0, s1, s2] -> (d0, d0 floordiv 8)>
// CHECK-NEXT:#map877 = affine_map<(d0, d1, d2)[s0] -> (s0 mod -18)>
// CHECK-NEXT:#map878 = affine_map<(d0, d1, d2)[s0] -> (s0 ceildiv 12, -s0, d1)>
// CHECK-NEXT:#map879 = affine_map<(d0, d1, d2, d3)[s0] -> (s0, (d0 floordiv 2 - d0) * -13)>
// CHECK-NEXT:#map880 = affine_map<(d0, d1) -> (d0 + 3, d0 + d1)>
// CHECK-NEXT:#map881 = affine_map<(d0, d1, d2, d3)[s0] -> (-d3 + d0)>
// CHECK-NEXT:#map882 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (-((d0 - s0) ceildiv 4))>
// CHECK-NEXT:#map883 = affine_map<(d0, d1)[s0, s1] -> (d0 * -16 + s0 + 10)>
// CHECK-NEXT:#map884 = affine_map<(d0)[s0, s1] -> (s1 - 1)>
// CHECK-NEXT:#map885 = affine_map<(d0) -> (-d0, d0)>
// CHECK-NEXT:#map886 = affine_map<(d0, d1)[s0, s1] -> (d0 * -20)>
// CHECK-NEXT:#map887 = affine_map<(d0)[s0, s1, s2] -> (-15)>
// CHECK-NEXT:#map888 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (s0, (d2 mod 18) mod 16)>
// CHECK-NEXT:#map889 = affine_map<(d0, d1) -> (d1 * -357)>
// CHECK-NEXT:#map890 = affine_map<() -> (-14, 108, 0)>
// CHECK-NEXT:#map891 = affine_map<(d0, d1)[s0, s1] -> (d1 * 2, s1 floordiv 2)>
// CHECK-NEXT:#map892 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (s2 mod 2)>
// CHECK-NEXT:#map893 = affine_map<(d0, d1, d2) -> (d2, d0 - 10)>
// CHECK-NEXT:#map894 = affine_map<(d0, d1, d2, d3) -> (d1 mod 16)>
// CHECK-NEXT:#map895 = affine_map<()[s0, s1, s2] -> (s0 floordiv 16, s0 floordiv 16, 1)>
// CHECK-NEXT:#map896 = affine_map<(d0, d1, d2, d3)[s0] -> (d2)>
// CHECK-NEXT:#map897 = affine_map<(d0) -> (d0, d0 - 6, d0)>
// CHECK-NEXT:#map898 = affine_map<(d0, d1, d2, d3)[s0] -> (d1)>
// CHECK-NEXT:#map899 = affine_map<(d0) -> (d0 floordiv 4 - 2)>
// CHECK-NEXT:#map900 = affine_map<(d0, d1, d2, d3) -> ((-d3) ceildiv 0)>
// CHECK-NEXT:#map901 = affine_map<(d0, d1, d2)[s0, s1] -> (0, d1 - s0, d2)>
// CHECK-NEXT:#map902 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (8, s2, -3)>
// CHECK-NEXT:#map903 = affine_map<(d0)[s0, s1, s2] -> (s0 + s1)>
// CHECK-NEXT:#map904 = affine_map<(d0, d1) -> (2304, d0 floordiv 16 + d0, d1)>
// CHECK-NEXT:#map905 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d1 mod 19)>
// CHECK-NEXT:#map906 = affine_map<()[s0, s1, s2] -> (-s1 - 7)>
// CHECK-NEXT:#map907 = affine_map<()[s0] -> ((-(s0 mod 3)) mod 19 - s0)>
// CHECK-NEXT:#map908 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d2 mod 4)>
// CHECK-NEXT:#map909 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d2, d0)>
// CHECK-NEXT:#map910 = affine_map<(d0, d1, d2) -> (d1 - (-d2 - 5))>
// CHECK-NEXT:#map911 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (-(s0 ceildiv 4) + 1, (d1 - s1) * -17)>
// CHECK-NEXT:#map912 = affine_map<()[s0] -> (-((-s0) mod 2))>
// CHECK-NEXT:#map913 = affine_map<(d0, d1, d2)[s0] -> (d1 - s0)>
// CHECK-NEXT:#map914 = affine_map<()[s0, s1, s2] -> (-s0, s0)>
// CHECK-NEXT:#map915 = affine_map<(d0, d1)[s0] -> (d1 * s0 + d1 ceildiv 2)>
// CHECK-NEXT:#map916 = affine_map<()[s0, s1, s2] -> (s2, 1)>
// CHECK-NEXT:#map917 = affine_map<(d0, d1)[s0] -> (d1 * -20, -1, s0)>
// CHECK-NEXT:#map918 = affine_map<(d0, d1, d2)[s0] -> (s0)>
// CHECK-NEXT:#map919 = affine_map<(d0, d1, d2) -> (d0 * 20)>
// CHECK-NEXT:#map920 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d1 mod -16)>
// CHECK-NEXT:#map921 = affine_map<(d0, d1, d2, d3)[s0] -> (s0 mod 2)>
// CHECK-NEXT:#map922 = affine_map<(d0) -> (d0, -11, d0 * 2)>
// CHECK-NEXT:#map923 = affine_map<(d0)[s0, s1] -> (2)>
// CHECK-NEXT:#map924 = affine_map<(d0, d1, d2)[s0, s1, s2] -> ((d0 + s0) floordiv 3)>
// CHECK-NEXT:#map925 = affine_map<(d0, d1)[s0, s1, s2] -> (s0, d0, d1 + s0)>
// CHECK-NEXT:#map926 = affine_map<(d0, d1)[s0, s1, s2] -> (d1 - d0)>
// CHECK-NEXT:#map927 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (s0 + 14)>
// CHECK-NEXT:#map928 = affine_map<(d0)[s0] -> (s0, (d0 - 15) * 6 - s0)>
// CHECK-NEXT:#map929 = affine_map<(d0, d1, d2) -> (d2 ceildiv 3)>
// CHECK-NEXT:#map930 = affine_map<(d0, d1, d2)[s0, s1] -> (d2 ceildiv 8)>
// CHECK-NEXT:#map931 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (s1, d2 - s1)>
// CHECK-NEXT:#map932 = affine_map<(d0, d1)[s0, s1, s2] -> ((d0 + d1) floordiv 16)>
// CHECK-NEXT:#map933 = affine_map<(d0, d1)[s0] -> (16)>
// CHECK-NEXT:#map934 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d1, s1 - (-s1 + 15) floordiv 2)>
// CHECK-NEXT:#map935 = affine_map<()[s0, s1] -> (s0 - s1, 7, 0)>
// CHECK-NEXT:#map936 = affine_map<() -> (-836)>
// CHECK-NEXT:#map937 = affine_map<(d0)[s0] -> (d0 * -4)>
// CHECK-NEXT:#map938 = affine_map<(d0, d1, d2, d3) -> ((d0 ceildiv 16) * -8, 0, -d0)>
// CHECK-NEXT:#map939 = affine_map<(d0, d1)[s0, s1, s2] -> (s0 + s2, s0 ceildiv 4)>
// CHECK-NEXT:#map940 = affine_map<(d0, d1)[s0, s1] -> (-s0 - 13)>
// CHECK-NEXT:#map941 = affine_map<(d0, d1) -> (11)>
// CHECK-NEXT:#map942 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (s0, 20, d1 + s1 - 8)>
// CHECK-NEXT:#map943 = affine_map<(d0) -> (d0 floordiv 2)>
// CHECK-NEXT:#map944 = affine_map<(d0, d1, d2)[s0, s1] -> (d1 - s0 + s1 mod 16)>
// CHECK-NEXT:#map945 = affine_map<()[s0] -> (0, s0 * 2, s0 floordiv 16)>
// CHECK-NEXT:#map946 = affine_map<()[s0, s1, s2] -> (s1 + s2, s0 mod -16 - s1)>
// CHECK-NEXT:#map947 = affine_map<(d0) -> (0, d0, 0)>
// CHECK-NEXT:#map948 = affine_map<(d0, d1, d2, d3)[s0] -> (d0 + s0)>
// CHECK-NEXT:#map949 = affine_map<(d0, d1, d2)[s0] -> (12)>
// CHECK-NEXT:#map950 = affine_map<(d0)[s0, s1, s2] -> ((s1 mod s2) mod -9)>
// CHECK-NEXT:#map951 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d0, (d1 ceildiv 8) * 14)>
// CHECK-NEXT:#map952 = affine_map<() -> (0, 19)>
// CHECK-NEXT:#map953 = affine_map<(d0, d1, d2, d3) -> (d2 + d3, d3 mod -11, d0)>
// CHECK-NEXT:#map954 = affine_map<(d0, d1, d2, d3)[s0] -> (s0, s0, ((d3 - s0) mod 16 + 17) * (s0 + 14))>
// CHECK-NEXT:#map955 = affine_map<(d0)[s0, s1, s2] -> (d0, d0 + s2 + d0, d0 - 12)>
// CHECK-NEXT:#map956 = affine_map<(d0, d1)[s0, s1] -> (16, (s1 floordiv 4) ceildiv 0)>
// CHECK-NEXT:#map957 = affine_map<(d0, d1) -> (d0 mod 4)>
// CHECK-NEXT:#map958 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-d0, s1)>
// CHECK-NEXT:#map959 = affine_map<() -> (-28, -(17 ceildiv 0) - 4, 0)>
// CHECK-NEXT:#map960 = affine_map<() -> (1, -88, 8)>
// CHECK-NEXT:#map961 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d3 * 9, d0 ceildiv 2)>
// CHECK-NEXT:#map962 = affine_map<(d0)[s0] -> (d0, 0)>
// CHECK-NEXT:#map963 = affine_map<(d0)[s0, s1] -> (-7)>
// CHECK-NEXT:#map964 = affine_map<(d0, d1, d2)[s0, s1, s2] -> ((d0 + d2) ceildiv 16)>
// CHECK-NEXT:#map965 = affine_map<()[s0, s1] -> (s1 - s0 - s1 floordiv 8, (s0 * -4 + 9) * -10 + s1, 0)>
// CHECK-NEXT:#map966 = affine_map<() -> (24)>
// CHECK-NEXT:#map967 = affine_map<(d0, d1) -> ((d0 + d1) mod 2 - (-d0 + d1 - 18))>
// CHECK-NEXT:#map968 = affine_map<(d0, d1) -> (d0 * -10, d1)>
// CHECK-NEXT:#map969 = affine_map<()[s0] -> (15, s0, -15)>
// CHECK-NEXT:#map970 = affine_map<(d0)[s0] -> ((d0 + s0 + -s0 + 17 + d0) * -17)>
// CHECK-NEXT:#map971 = affine_map<() -> (18, -1)>
// CHECK-NEXT:#map972 = affine_map<(d0, d1) -> (d1 * 2)>
// CHECK-NEXT:#map973 = affine_map<(d0, d1)[s0] -> (d1 * -13)>
// CHECK-NEXT:#map974 = affine_map<(d0, d1) -> (d0 + 3536)>
// CHECK-NEXT:#map975 = affine_map<(d0, d1)[s0] -> (((d0 * s0) * (s0 * 2)) * 11)>
// CHECK-NEXT:#map976 = affine_map<()[s0, s1] -> (s1 * 2, -s0, s0 ceildiv 10)>
// CHECK-NEXT:#map977 = affine_map<() -> (1, -4, -3)>
// CHECK-NEXT:#map978 = affine_map<(d0, d1, d2)[s0] -> (d2 * 16)>
// CHECK-NEXT:#map979 = affine_map<(d0) -> ((d0 - 19) * -13)>
// CHECK-NEXT:#map980 = affine_map<()[s0, s1] -> (s0 - (s1 floordiv 4) ceildiv 16)>
// CHECK-NEXT:#map981 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (-d2)>
// CHECK-NEXT:#map982 = affine_map<(d0, d1, d2)[s0] -> (s0 - 5, 0, d1)>
// CHECK-NEXT:#map983 = affine_map<(d0, d1, d2, d3)[s0] -> (d1, ((d0 + 1) * -95) ceildiv -3)>
// CHECK-NEXT:#map984 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d3 * -10 + s0 - 1 - d0 + s1, -((d1 + s1) ceildiv 16))>
// CHECK-NEXT:#map985 = affine_map<()[s0, s1] -> (3, s0 - s1)>
// CHECK-NEXT:#map986 = affine_map<()[s0] -> (1)>
// CHECK-NEXT:#map987 = affine_map<(d0, d1)[s0] -> (d0, (s0 * s0) ceildiv 4, d1 * s0)>
// CHECK-NEXT:#map988 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d2 * 11, d1 * -9)>
// CHECK-NEXT:#map989 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d1 floordiv 4)>
// CHECK-NEXT:#map990 = affine_map<(d0, d1, d2)[s0, s1] -> (d1, (d0 ceildiv 8) ceildiv 15, 12)>
// CHECK-NEXT:#map991 = affine_map<(d0)[s0] -> (d0 - s0 mod 3)>
// CHECK-NEXT:#map992 = affine_map<(d0, d1)[s0, s1, s2] -> (17)>
// CHECK-NEXT:#map993 = affine_map<(d0, d1, d2, d3)[s0] -> (0 mod (s0 - 11))>
// CHECK-NEXT:#map994 = affine_map<(d0, d1, d2) -> ((d1 + d2) * -8, -d0 - 11, (d1 mod 4) ceildiv 3)>
// CHECK-NEXT:#map995 = affine_map<(d0, d1, d2, d3) -> (((d0 floordiv 14) * -19) floordiv 16)>
// CHECK-NEXT:#map996 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d2, d2)>
// CHECK-NEXT:#map997 = affine_map<(d0)[s0, s1] -> ((d0 ceildiv -18) * 5)>
// CHECK-NEXT:#map998 = affine_map<(d0, d1)[s0, s1, s2] -> (0, d1)>
// CHECK-NEXT:#map999 = affine_map<(d0, d1, d2)[s0] -> ((d0 mod 8 + s0 floordiv 3) mod -2 - (s0 ceildiv 16 + s0))>
// CHECK-NEXT:#map1000 = affine_map<(d0, d1, d2, d3)[s0] -> (d1 ceildiv 0 + s0 * 13)>
// CHECK-NEXT:#map1001 = affine_map<(d0, d1) -> (-d1, -(d1 floordiv 4), d0 mod -18)>
// CHECK-NEXT:#map1002 = affine_map<()[s0] -> (0, s0, (s0 - 13) ceildiv 2)>
// CHECK-NEXT:#map1003 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (11)>
// CHECK-NEXT:#map1004 = affine_map<(d0, d1, d2)[s0, s1] -> (-d1 + 1)>
// CHECK-NEXT:#map1005 = affine_map<(d0, d1, d2, d3)[s0] -> (0, d3)>
// CHECK-NEXT:#map1006 = affine_map<(d0, d1) -> (d1, -1)>
// CHECK-NEXT:#map1007 = affine_map<(d0)[s0, s1, s2] -> (-d0)>
// CHECK-NEXT:#map1008 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0 - s2)>
// CHECK-NEXT:#map1009 = affine_map<(d0, d1, d2, d3) -> ((d0 - d2) * 14, -d1 - d0 floordiv 16 - 11, d2 mod -19)>
// CHECK-NEXT:#map1010 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d1 + d1 floordiv 8)>
// CHECK-NEXT:#map1011 = affine_map<(d0, d1)[s0] -> (-d1, d1, -d1)>
// CHECK-NEXT:#map1012 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-(d3 ceildiv 11))>
// CHECK-NEXT:#map1013 = affine_map<(d0, d1, d2, d3)[s0] -> (d2 ceildiv 2, s0 floordiv s0)>
// CHECK-NEXT:#map1014 = affine_map<(d0, d1, d2)[s0, s1] -> (s1, d2)>
// CHECK-NEXT:#map1015 = affine_map<(d0)[s0, s1] -> (d0 mod -17)>
// CHECK-NEXT:#map1016 = affine_map<(d0, d1, d2, d3) -> (d1 mod -2, d0 * -20, d1 - (d1 + d3) - 14)>
// CHECK-NEXT:#map1017 = affine_map<(d0, d1)[s0, s1] -> (d0 ceildiv 2)>
// CHECK-NEXT:#map1018 = affine_map<(d0) -> (d0 * -13, d0, d0 ceildiv 2 + d0)>
// CHECK-NEXT:#map1019 = affine_map<(d0, d1)[s0, s1] -> (s0 + 1, d0 + d1, -7)>
// CHECK-NEXT:#map1020 = affine_map<(d0, d1, d2)[s0] -> (d1 - d0, 0)>
// CHECK-NEXT:#map1021 = affine_map<(d0)[s0, s1] -> ((d0 * 255) floordiv 4)>
// CHECK-NEXT:#map1022 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d2 - d0 - d1 * 16)>
// CHECK-NEXT:#map1023 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d2, d1, d0)>
// CHECK-NEXT:#map1024 = affine_map<(d0, d1, d2, d3)[s0] -> (s0, d3 * -7)>
// CHECK-NEXT:#map1025 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d3 * -15, s1 + s1 + s2 - s0, s0)>
// CHECK-NEXT:#map1026 = affine_map<(d0, d1)[s0, s1, s2] -> (d1 + s1 + d1 - s2)>
// CHECK-NEXT:#map1027 = affine_map<()[s0, s1] -> (s0 ceildiv 0 + s1 - 5)>
// CHECK-NEXT:#map1028 = affine_map<(d0, d1) -> (-(d0 floordiv 4 + d1 + 3))>
// CHECK-NEXT:#map1029 = affine_map<()[s0] -> (s0, s0)>
// CHECK-NEXT:#map1030 = affine_map<(d0) -> (d0 * -11)>
// CHECK-NEXT:#map1031 = affine_map<(d0)[s0, s1, s2] -> (s2 ceildiv 16)>
// CHECK-NEXT:#map1032 = affine_map<(d0, d1)[s0] -> (d0 + d1, -14)>
// CHECK-NEXT:#map1033 = affine_map<(d0, d1)[s0] -> (-d1)>
// CHECK-NEXT:#map1034 = affine_map<(d0, d1)[s0, s1] -> (s0 + 11)>
// CHECK-NEXT:#map1035 = affine_map<(d0)[s0] -> ((s0 * 2) ceildiv 4)>
// CHECK-NEXT:#map1036 = affine_map<()[s0] -> (-9)>
// CHECK-NEXT:#map1037 = affine_map<()[s0] -> (-s0 + 8)>
// CHECK-NEXT:#map1038 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> ((d1 mod -15 + d2 + s2 + d1) mod 15)>
// CHECK-NEXT:#map1039 = affine_map<(d0)[s0, s1] -> ((d0 * 2) floordiv 8)>
// CHECK-NEXT:#map1040 = affine_map<(d0, d1, d2)[s0, s1] -> (-d2)>
// CHECK-NEXT:#map1041 = affine_map<()[s0, s1, s2] -> (s1 - s2, s2)>
// CHECK-NEXT:#map1042 = affine_map<(d0)[s0] -> (-s0)>
// CHECK-NEXT:#map1043 = affine_map<(d0, d1)[s0, s1, s2] -> (s0 floordiv 20)>
// CHECK-NEXT:#map1044 = affine_map<(d0, d1)[s0] -> (0)>
// CHECK-NEXT:#map1045 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-(d2 ceildiv 4), -(d0 - 6))>
// CHECK-NEXT:#map1046 = affine_map<()[s0, s1] -> (-s0)>
// CHECK-NEXT:#map1047 = affine_map<(d0)[s0, s1, s2] -> (d0 * 20 + -1 ceildiv s1)>
// CHECK-NEXT:#map1048 = affine_map<()[s0] -> ((s0 floordiv 2) ceildiv 16)>
// CHECK-NEXT:#map1049 = affine_map<()[s0, s1, s2] -> (s0 + 7)>
// CHECK-NEXT:#map1050 = affine_map<(d0, d1, d2, d3) -> (d1 + d2)>
// CHECK-NEXT:#map1051 = affine_map<(d0, d1) -> (d1 floordiv 8 - d0 * 2)>
// CHECK-NEXT:#map1052 = affine_map<(d0)[s0, s1, s2] -> (d0 ceildiv 16)>
// CHECK-NEXT:#map1053 = affine_map<(d0) -> (d0 * -14)>
// CHECK-NEXT:#map1054 = affine_map<(d0)[s0] -> (d0 mod -17, s0 mod 16 + s0 ceildiv 4, (d0 ceildiv 3) * 7)>
// CHECK-NEXT:#map1055 = affine_map<(d0, d1)[s0, s1, s2] -> ((d0 + s1) mod 0)>
// CHECK-NEXT:#map1056 = affine_map<()[s0, s1, s2] -> (s1 * 2)>
// CHECK-NEXT:#map1057 = affine_map<()[s0] -> (s0 - 12)>
// CHECK-NEXT:#map1058 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (20)>
// CHECK-NEXT:#map1059 = affine_map<()[s0, s1, s2] -> (s0 + s1, s1)>
// CHECK-NEXT:#map1060 = affine_map<()[s0, s1, s2] -> ((s0 - 16) * 17)>
// CHECK-NEXT:#map1061 = affine_map<() -> (15, -1, -16)>
// CHECK-NEXT:#map1062 = affine_map<()[s0, s1, s2] -> (s1, -((s2 ceildiv 3) mod 2), -1)>
// CHECK-NEXT:#map1063 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (0, s1, s0 + s1 * 11 - 8)>
// CHECK-NEXT:#map1064 = affine_map<(d0, d1, d2, d3) -> (-d3 - 9)>
// CHECK-NEXT:#map1065 = affine_map<(d0, d1, d2, d3) -> (-9, d2 floordiv 2, (d2 * -12) mod -5 - d3 mod 18)>
// CHECK-NEXT:#map1066 = affine_map<()[s0, s1, s2] -> (-((s0 + s1) ceildiv 2 + s2), 2, s2)>
// CHECK-NEXT:#map1067 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (-(-d0 + s0) + s1, -d3 + s0 + s1, d1)>
// CHECK-NEXT:#map1068 = affine_map<(d0, d1, d2, d3) -> (d0 + d3, d0 mod 16, d3)>
// CHECK-NEXT:#map1069 = affine_map<(d0) -> (d0 - (d0 * -20 - 4) + d0 * 5)>
// CHECK-NEXT:#map1070 = affine_map<(d0, d1)[s0, s1, s2] -> ((d1 ceildiv 16 + d1) floordiv 3, 0, d1 + 1)>
// CHECK-NEXT:#map1071 = affine_map<(d0, d1)[s0, s1, s2] -> (d1 mod 4)>
// CHECK-NEXT:#map1072 = affine_map<(d0, d1, d2)[s0] -> (-d2 + 1, s0, (s0 ceildiv 2) * -8)>
// CHECK-NEXT:#map1073 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (s0 + s1)>
// CHECK-NEXT:#map1074 = affine_map<(d0, d1, d2)[s0, s1] -> (s1)>
// CHECK-NEXT:#map1075 = affine_map<(d0, d1) -> (-6, d0 * -18, -1)>
// CHECK-NEXT:#map1076 = affine_map<(d0)[s0] -> (d0, s0, d0 * -20)>
// CHECK-NEXT:#map1077 = affine_map<()[s0] -> (s0 mod 4)>
// CHECK-NEXT:#map1078 = affine_map<(d0, d1)[s0, s1] -> (d0 + 9)>
// CHECK-NEXT:#map1079 = affine_map<(d0, d1, d2)[s0, s1] -> (d0 - 9)>
// CHECK-NEXT:#map1080 = affine_map<(d0, d1, d2, d3)[s0] -> (d3 - s0)>
// CHECK-NEXT:#map1081 = affine_map<(d0, d1, d2)[s0] -> (d2 ceildiv 4, d0, -s0)>
// CHECK-NEXT:#map1082 = affine_map<(d0, d1)[s0] -> (s0 * 8)>
// CHECK-NEXT:#map1083 = affine_map<(d0, d1, d2) -> (-3, d0)>
// CHECK-NEXT:#map1084 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (2, d0 + d2, d2 floordiv 4)>
// CHECK-NEXT:#map1085 = affine_map<()[s0, s1, s2] -> (s1 floordiv 2, -22, -s2)>
// CHECK-NEXT:#map1086 = affine_map<(d0, d1, d2, d3) -> ((d0 floordiv 16) * -4)>
// CHECK-NEXT:#map1087 = affine_map<(d0, d1)[s0] -> (d1 mod 2, d1, d1 floordiv 4)>
// CHECK-NEXT:#map1088 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d3, -d2)>
// CHECK-NEXT:#map1089 = affine_map<()[s0, s1, s2] -> (s2, 9, s0 * 2)>
// CHECK-NEXT:#map1090 = affine_map<(d0) -> (d0 + 16, d0, d0)>
// CHECK-NEXT:#map1091 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d0 - d2)>
// CHECK-NEXT:#map1092 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (s2 * 8)>
// CHECK-NEXT:#map1093 = affine_map<(d0, d1, d2)[s0, s1] -> (d2 * 3, -s0)>
// CHECK-NEXT:#map1094 = affine_map<()[s0, s1] -> (s0 ceildiv s0)>
// CHECK-NEXT:#map1095 = affine_map<(d0, d1, d2)[s0, s1] -> ((d1 mod 0 - d0 ceildiv 4) floordiv 0)>
// CHECK-NEXT:#map1096 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (0, d1 + s1 - d1, s2 ceildiv 2)>
// CHECK-NEXT:#map1097 = affine_map<(d0)[s0, s1] -> (d0 - d0 ceildiv 16)>
// CHECK-NEXT:#map1098 = affine_map<(d0)[s0, s1] -> (-s0 - 19)>
// CHECK-NEXT:#map1099 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d2 + s2, s0)>
// CHECK-NEXT:#map1100 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (-(s1 floordiv 7) + 2, -d2, d1)>
// CHECK-NEXT:#map1101 = affine_map<(d0, d1, d2, d3)[s0] -> (d2 * 6 + (-d1) floordiv 2)>
// CHECK-NEXT:#map1102 = affine_map<(d0, d1, d2)[s0, s1] -> (d1 * 17, (s0 - s1) ceildiv 2, s1)>
// CHECK-NEXT:#map1103 = affine_map<(d0, d1, d2) -> (d0 + d1, -((d1 ceildiv 4 + 5) floordiv 4), d0)>
// CHECK-NEXT:#map1104 = affine_map<(d0, d1, d2, d3)[s0] -> (-d2 + s0)>
// CHECK-NEXT:#map1105 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (s1, 0, -d1 + 10)>
// CHECK-NEXT:#map1106 = affine_map<(d0)[s0] -> (s0 + 1)>
// CHECK-NEXT:#map1107 = affine_map<(d0, d1, d2, d3)[s0] -> (d1 * 3, s0)>
// CHECK-NEXT:#map1108 = affine_map<(d0, d1, d2, d3)[s0] -> (-1)>
// CHECK-NEXT:#map1109 = affine_map<() -> (39)>
// CHECK-NEXT:#map1110 = affine_map<(d0)[s0, s1] -> (d0 ceildiv 7 + -(((d0 ceildiv s1) ceildiv 2) floordiv 2) + s1)>
// CHECK-NEXT:#map1111 = affine_map<(d0, d1, d2, d3) -> (d1 - (d0 + 20) + 33)>
// CHECK-NEXT:#map1112 = affine_map<(d0, d1, d2, d3) -> (-d3 + 17)>
// CHECK-NEXT:#map1113 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d3, d2 floordiv 8)>
// CHECK-NEXT:#map1114 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (s1 * -6)>
// CHECK-NEXT:#map1115 = affine_map<(d0, d1, d2, d3) -> (0, 18)>
// CHECK-NEXT:#map1116 = affine_map<(d0)[s0, s1, s2] -> (d0 * -4 + s1 - s2 + s0, ((-d0 + s0) floordiv 3) floordiv 4)>
// CHECK-NEXT:#map1117 = affine_map<()[s0] -> ((-s0) mod 4)>
// CHECK-NEXT:#map1118 = affine_map<(d0) -> (-78)>
// CHECK-NEXT:#map1119 = affine_map<()[s0, s1, s2] -> (-36)>
// CHECK-NEXT:#map1120 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (s0 mod 2)>
// CHECK-NEXT:#map1121 = affine_map<(d0, d1, d2)[s0] -> (d1, 0, d2 ceildiv 2)>
// CHECK-NEXT:#map1122 = affine_map<() -> (-8, -7)>
// CHECK-NEXT:#map1123 = affine_map<(d0, d1, d2, d3)[s0] -> (s0 + 2)>
// CHECK-NEXT:#map1124 = affine_map<(d0, d1)[s0, s1] -> (-s1)>
// CHECK-NEXT:#map1125 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-s1 + s2 floordiv 4)>
// CHECK-NEXT:#map1126 = affine_map<(d0)[s0] -> (20 ceildiv s0 + s0 * s0, -12)>
// CHECK-NEXT:#map1127 = affine_map<(d0, d1)[s0, s1] -> (d0, s1 * (s0 ceildiv 14), (-d1) ceildiv (s0 + s1))>
// CHECK-NEXT:#map1128 = affine_map<(d0)[s0, s1, s2] -> (-d0 + s1 + d0)>
// CHECK-NEXT:#map1129 = affine_map<(d0, d1, d2)[s0, s1] -> (d1 floordiv 4)>
// CHECK-NEXT:#map1130 = affine_map<() -> (-8, 35)>
// CHECK-NEXT:#map1131 = affine_map<()[s0, s1] -> (s0 mod 0)>
// CHECK-NEXT:#map1132 = affine_map<()[s0] -> (s0 * 10)>
// CHECK-NEXT:#map1133 = affine_map<()[s0] -> (s0 * -20)>
// CHECK-NEXT:#map1134 = affine_map<(d0, d1)[s0, s1, s2] -> (d1 * -13 + s1 ceildiv 16, (s0 * 2) mod 3, (d0 + d1) * -15)>
// CHECK-NEXT:#map1135 = affine_map<()[s0, s1, s2] -> (s1 - s2 floordiv 3 - (s2 - s1) floordiv 3)>
// CHECK-NEXT:#map1136 = affine_map<(d0)[s0] -> (-18)>
// CHECK-NEXT:#map1137 = affine_map<(d0, d1, d2, d3)[s0] -> (d2 mod 4, -d1 + s0)>
// CHECK-NEXT:#map1138 = affine_map<(d0, d1)[s0, s1, s2] -> ((-d1 + s0) mod 2)>
// CHECK-NEXT:#map1139 = affine_map<(d0, d1, d2)[s0, s1] -> (d2 * 2)>
// CHECK-NEXT:#map1140 = affine_map<()[s0, s1] -> (-(s1 - s0), (-s1 + 1) mod 2 - (-s0) floordiv 14)>
// CHECK-NEXT:#map1141 = affine_map<()[s0, s1, s2] -> (-7)>
// CHECK-NEXT:#map1142 = affine_map<(d0, d1, d2, d3) -> (-d3)>
// CHECK-NEXT:#map1143 = affine_map<(d0) -> (d0, d0 + (d0 * 2) ceildiv 4 - (d0 floordiv 8 - d0))>
// CHECK-NEXT:#map1144 = affine_map<(d0, d1)[s0] -> (s0, (((d0 mod 3) floordiv 0) * 17) mod 2)>
// CHECK-NEXT:#map1145 = affine_map<()[s0] -> (-260, s0)>
// CHECK-NEXT:#map1146 = affine_map<(d0) -> (d0 * -17, (d0 - (d0 - 1) floordiv 2) * 10, d0 floordiv 8)>
// CHECK-NEXT:#map1147 = affine_map<(d0, d1)[s0, s1] -> (d0 mod 4, s1, d0 - d1)>
// CHECK-NEXT:#map1148 = affine_map<(d0, d1)[s0, s1] -> (-(d1 + s0))>
// CHECK-NEXT:#map1149 = affine_map<(d0, d1, d2)[s0] -> (s0 * -13)>
// CHECK-NEXT:#map1150 = affine_map<(d0, d1)[s0] -> (s0, d1)>
// CHECK-NEXT:#map1151 = affine_map<(d0, d1, d2) -> (d0 + 19)>
// CHECK-NEXT:#map1152 = affine_map<(d0, d1, d2)[s0, s1] -> (-(d1 floordiv 4), d2 - d1 * 12)>
// CHECK-NEXT:#map1153 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (s1 ceildiv 2 + s1)>
// CHECK-NEXT:#map1154 = affine_map<() -> (-323, -288, -17)>
// CHECK-NEXT:#map1155 = affine_map<(d0, d1)[s0] -> (-1, d0, d0 * -13 + s0)>
// CHECK-NEXT:#map1156 = affine_map<()[s0, s1] -> ((-s1) ceildiv 16)>
// CHECK-NEXT:#map1157 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (-d0 + s0, d1 - d2)>
// CHECK-NEXT:#map1158 = affine_map<(d0, d1)[s0] -> (d1 mod 15)>
// CHECK-NEXT:#map1159 = affine_map<(d0, d1, d2)[s0] -> (-(d1 * s0 + s0) + s0 ceildiv (s0 mod 10))>
// CHECK-NEXT:#map1160 = affine_map<(d0, d1, d2)[s0, s1] -> (5)>
// CHECK-NEXT:#map1161 = affine_map<()[s0, s1, s2] -> (s2, -85)>
// CHECK-NEXT:#map1162 = affine_map<(d0, d1)[s0, s1, s2] -> (-(d1 - s2 + d0) + s0 ceildiv 16 - (s2 - 10))>
// CHECK-NEXT:#map1163 = affine_map<(d0, d1, d2)[s0, s1] -> (s0 mod 3 - 6, d2, 15)>
// CHECK-NEXT:#map1164 = affine_map<(d0, d1, d2)[s0, s1, s2] -> ((-d1 + s1) mod 0)>
// CHECK-NEXT:#map1165 = affine_map<(d0, d1, d2)[s0] -> ((s0 * 9) mod 2)>
// CHECK-NEXT:#map1166 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (s0, d1)>
// CHECK-NEXT:#map1167 = affine_map<()[s0, s1, s2] -> (s2 ceildiv 4)>
// CHECK-NEXT:#map1168 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (s1 * 5)>
// CHECK-NEXT:#map1169 = affine_map<(d0) -> (10)>
// CHECK-NEXT:#map1170 = affine_map<(d0, d1)[s0] -> (s0 mod 3)>
// CHECK-NEXT:#map1171 = affine_map<()[s0] -> (s0 * -4 + 18)>
// CHECK-NEXT:#map1172 = affine_map<(d0)[s0, s1, s2] -> (d0 mod 4)>
// CHECK-NEXT:#map1173 = affine_map<(d0, d1, d2, d3) -> (d2 floordiv 3, d1, d3)>
// CHECK-NEXT:#map1174 = affine_map<()[s0, s1, s2] -> (s0 - 4)>
// CHECK-NEXT:#map1175 = affine_map<(d0, d1, d2)[s0] -> (d2 * 3, d2)>
// CHECK-NEXT:#map1176 = affine_map<(d0, d1, d2)[s0] -> (d2 floordiv 4)>
// CHECK-NEXT:#map1177 = affine_map<(d0, d1)[s0, s1, s2] -> (s2, d1 mod -11, d1 mod s2)>
// CHECK-NEXT:#map1178 = affine_map<(d0)[s0, s1, s2] -> (d0 * 17)>
// CHECK-NEXT:#map1179 = affine_map<()[s0] -> (0, s0 + s0 + s0 floordiv 2 + 4)>
// CHECK-NEXT:#map1180 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (0, d2 ceildiv 4)>
// CHECK-NEXT:#map1181 = affine_map<(d0)[s0] -> (d0 ceildiv 8, 1, -2)>
// CHECK-NEXT:#map1182 = affine_map<(d0, d1) -> (d1 mod 3, 0)>
// CHECK-NEXT:#map1183 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (s0 floordiv 2)>
// CHECK-NEXT:#map1184 = affine_map<(d0)[s0] -> ((d0 floordiv 20 - d0 mod 16) mod 8)>
// CHECK-NEXT:#map1185 = affine_map<(d0)[s0, s1, s2] -> (s1)>
// CHECK-NEXT:#map1186 = affine_map<(d0)[s0, s1] -> (0)>
// CHECK-NEXT:#map1187 = affine_map<(d0, d1, d2) -> (d2 floordiv 2 + 2)>
// CHECK-NEXT:#map1188 = affine_map<(d0, d1, d2) -> (d0 ceildiv 4 - d2 ceildiv 2)>
// CHECK-NEXT:#map1189 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (4)>
// CHECK-NEXT:#map1190 = affine_map<(d0) -> (14)>
// CHECK-NEXT:#map1191 = affine_map<(d0, d1, d2)[s0] -> (d0, d1 ceildiv -13)>
// CHECK-NEXT:#map1192 = affine_map<()[s0, s1, s2] -> (s1 ceildiv 4 + -5 floordiv 0)>
// CHECK-NEXT:#map1193 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0, d0, 0)>
// CHECK-NEXT:#map1194 = affine_map<(d0, d1, d2)[s0, s1] -> (-d2 + s0 ceildiv 4)>
// CHECK-NEXT:#map1195 = affine_map<(d0, d1, d2)[s0, s1] -> (d2, 11, d1)>
// CHECK-NEXT:#map1196 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> ((d3 * -5) mod 3)>
// CHECK-NEXT:#map1197 = affine_map<(d0, d1)[s0, s1, s2] -> (d1, d0 * 7 - (d0 - s1), d1)>
// CHECK-NEXT:#map1198 = affine_map<(d0)[s0, s1] -> (d0 ceildiv 2)>
// CHECK-NEXT:#map1199 = affine_map<(d0)[s0] -> (39)>
// CHECK-NEXT:#map1200 = affine_map<(d0)[s0, s1, s2] -> ((-d0 + s0) * 11)>
// CHECK-NEXT:#map1201 = affine_map<(d0, d1, d2) -> ((d0 mod 8) * 2)>
// CHECK-NEXT:#map1202 = affine_map<(d0, d1, d2, d3) -> (d1, d0 + d2, d3)>
// CHECK-NEXT:#map1203 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d1 + (d1 ceildiv 2) floordiv 18)>
// CHECK-NEXT:#map1204 = affine_map<(d0)[s0, s1, s2] -> (-6, d0 floordiv 2 - 4)>
// CHECK-NEXT:#map1205 = affine_map<()[s0, s1] -> (s0 + (s0 ceildiv 16) ceildiv 4)>
// CHECK-NEXT:#map1206 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (s0 + s1, s2 * 8, s0 mod 3)>
// CHECK-NEXT:#map1207 = affine_map<(d0, d1, d2, d3)[s0] -> (-d0)>
// CHECK-NEXT:#map1208 = affine_map<(d0, d1, d2)[s0] -> (s0, -13)>
// CHECK-NEXT:#map1209 = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + s1) mod 4 - s1, d2 - d1, d2)>
// CHECK-NEXT:#map1210 = affine_map<(d0, d1) -> (18)>
// CHECK-NEXT:#map1211 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (-(d1 mod 2))>
// CHECK-NEXT:#map1212 = affine_map<(d0, d1, d2, d3)[s0] -> (-4, d2 * (s0 * 2), d0)>
// CHECK-NEXT:#map1213 = affine_map<(d0) -> (-19)>
// CHECK-NEXT:#map1214 = affine_map<() -> (2, -3)>
// CHECK-NEXT:#map1215 = affine_map<(d0, d1)[s0, s1, s2] -> (d1, d0, -(d1 - d0) + s2)>
// CHECK-NEXT:#map1216 = affine_map<(d0)[s0, s1, s2] -> (d0 mod 3 + s1 * 2, d0, 0)>
// CHECK-NEXT:#map1217 = affine_map<(d0, d1, d2) -> (d1 - 3)>
// CHECK-NEXT:#map1218 = affine_map<(d0, d1)[s0, s1] -> (d1, d0 * 2, d1 ceildiv -4)>
// CHECK-NEXT:#map1219 = affine_map<(d0)[s0] -> ((-d0 + s0) mod 8, 1)>
// CHECK-NEXT:#map1220 = affine_map<(d0)[s0, s1] -> (d0, s1 floordiv 4)>
// CHECK-NEXT:#map1221 = affine_map<(d0, d1, d2, d3) -> (-d2 - (-d1 - 2))>
// CHECK-NEXT:#map1222 = affine_map<(d0, d1)[s0] -> (-s0 + 11, d0 * 17, d0)>
// CHECK-NEXT:#map1223 = affine_map<(d0, d1, d2, d3)[s0] -> (s0 mod 16)>
// CHECK-NEXT:#map1224 = affine_map<(d0)[s0] -> (s0, s0 * 2, s0 mod 2)>
// CHECK-NEXT:#map1225 = affine_map<(d0)[s0] -> (0, d0 * -14)>
// CHECK-NEXT:#map1226 = affine_map<(d0, d1)[s0, s1] -> (d0 * -19, -9, -1)>
// CHECK-NEXT:#map1227 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d1 + d2)>
// CHECK-NEXT:#map1228 = affine_map<()[s0, s1, s2] -> (s2 mod -8)>
// CHECK-NEXT:#map1229 = affine_map<(d0, d1)[s0] -> (-(d0 - s0 * 10 - 5))>
// CHECK-NEXT:#map1230 = affine_map<(d0, d1, d2)[s0, s1] -> (-1, 1, (d0 mod 2) * (s0 - 12))>
// CHECK-NEXT:#map1231 = affine_map<()[s0, s1, s2] -> (-16)>
// CHECK-NEXT:#map1232 = affine_map<(d0, d1, d2) -> (-15, -(d2 mod 17))>
// CHECK-NEXT:#map1233 = affine_map<(d0, d1)[s0, s1, s2] -> (s2 - 10)>
// CHECK-NEXT:#map1234 = affine_map<(d0, d1)[s0] -> (d0 + d1)>
// CHECK-NEXT:#map1235 = affine_map<(d0, d1)[s0, s1, s2] -> (d0 - d1 * 3)>
// CHECK-NEXT:#map1236 = affine_map<(d0, d1, d2, d3) -> ((d1 - 1) floordiv 16)>
// CHECK-NEXT:#map1237 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0 floordiv 3 - 4)>
// CHECK-NEXT:#map1238 = affine_map<()[s0, s1, s2] -> (-8)>
// CHECK-NEXT:#map1239 = affine_map<(d0)[s0, s1] -> (d0, d0 floordiv 2)>
// CHECK-NEXT:#map1240 = affine_map<()[s0, s1] -> (s1 + 12)>
// CHECK-NEXT:#map1241 = affine_map<(d0, d1, d2, d3) -> ((d1 floordiv 16) * 10)>
// CHECK-NEXT:#map1242 = affine_map<(d0, d1)[s0] -> (-8)>
// CHECK-NEXT:#map1243 = affine_map<(d0, d1, d2)[s0, s1] -> (d2 + s1)>
// CHECK-NEXT:#map1244 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> ((-d2 + 10) mod 4)>
// CHECK-NEXT:#map1245 = affine_map<() -> (-14)>
// CHECK-NEXT:#map1246 = affine_map<(d0)[s0, s1] -> (s0, (d0 floordiv 4) floordiv 4)>
// CHECK-NEXT:#map1247 = affine_map<(d0, d1, d2)[s0] -> (d0)>
// CHECK-NEXT:#map1248 = affine_map<() -> (-126, -2)>
// CHECK-NEXT:#map1249 = affine_map<(d0)[s0] -> ((d0 + s0) * s0, d0)>
// CHECK-NEXT:#map1250 = affine_map<(d0, d1, d2)[s0, s1] -> (-20)>
// CHECK-NEXT:#map1251 = affine_map<(d0, d1, d2)[s0] -> (d2 + s0 * 2)>
// CHECK-NEXT:#map1252 = affine_map<()[s0, s1, s2] -> (s0 + s2 ceildiv -8, s1, 4)>
// CHECK-NEXT:#map1253 = affine_map<(d0)[s0, s1] -> (s0, d0 - (d0 - s0), 0)>
// CHECK-NEXT:#map1254 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (-d3 + (-s0) ceildiv 4 + (s0 + s1) mod 3)>
// CHECK-NEXT:#map1255 = affine_map<()[s0] -> (0, s0)>
// CHECK-NEXT:#map1256 = affine_map<(d0, d1, d2, d3) -> (((d0 * 2) ceildiv -7) * 10)>
// CHECK-NEXT:#map1257 = affine_map<(d0, d1) -> ((-((d1 ceildiv 3) mod 2)) ceildiv 16, d1)>
// CHECK-NEXT:#map1258 = affine_map<(d0, d1, d2) -> (-(d2 floordiv 11), d2 ceildiv 3 + d0)>
// CHECK-NEXT:#map1259 = affine_map<()[s0, s1] -> (s0 * 2, s0, -11)>
// CHECK-NEXT:#map1260 = affine_map<(d0, d1)[s0, s1] -> (-(d1 + s1) + s1 - 19)>
// CHECK-NEXT:#map1261 = affine_map<()[s0, s1, s2] -> (s1 ceildiv 16)>
// CHECK-NEXT:#map1262 = affine_map<(d0) -> (-16)>
// CHECK-NEXT:#map1263 = affine_map<(d0, d1, d2)[s0, s1] -> (-d0)>
// CHECK-NEXT:#map1264 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (-s1, d2, d3 + s0)>
// CHECK-NEXT:#map1265 = affine_map<(d0, d1) -> (d1, 1)>
// CHECK-NEXT:#map1266 = affine_map<()[s0, s1, s2] -> (s1 + s2 + 18)>
// CHECK-NEXT:#map1267 = affine_map<(d0) -> (-10, d0)>
// CHECK-NEXT:#map1268 = affine_map<(d0, d1) -> (0, 13, d0 + 12)>
// CHECK-NEXT:#map1269 = affine_map<(d0, d1, d2) -> (13)>
// CHECK-NEXT:#map1270 = affine_map<(d0, d1, d2, d3)[s0] -> (d2 + d3 - 3)>
// CHECK-NEXT:#map1271 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d1 ceildiv -17)>
// CHECK-NEXT:#map1272 = affine_map<(d0, d1)[s0, s1] -> (0)>
// CHECK-NEXT:#map1273 = affine_map<(d0, d1, d2, d3) -> (d2 floordiv 16)>
// CHECK-NEXT:#map1274 = affine_map<() -> (-6)>
// CHECK-NEXT:#map1275 = affine_map<(d0, d1)[s0] -> (d0 + s0, d0)>
// CHECK-NEXT:#map1276 = affine_map<(d0, d1, d2, d3) -> (d1 * 11)>
// CHECK-NEXT:#map1277 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d2 - d0)>
// CHECK-NEXT:#map1278 = affine_map<(d0, d1, d2, d3) -> (d2 floordiv 4)>
// CHECK-NEXT:#map1279 = affine_map<()[s0] -> ((s0 - 13) * -9)>
// CHECK-NEXT:#map1280 = affine_map<(d0) -> (d0 * 2, d0 * -2, 11)>
// CHECK-NEXT:#map1281 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d1, d0 mod 3, s1 mod 2)>
// CHECK-NEXT:#map1282 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (((-d2) ceildiv 16) ceildiv -7)>
// CHECK-NEXT:#map1283 = affine_map<(d0, d1, d2, d3) -> (d2 * 9, d1 floordiv 3)>
// CHECK-NEXT:#map1284 = affine_map<(d0, d1, d2)[s0, s1] -> (d1 floordiv 0, d0)>
// CHECK-NEXT:#map1285 = affine_map<(d0, d1, d2, d3)[s0] -> (d2 - (d2 - d3) * 18)>
// CHECK-NEXT:#map1286 = affine_map<(d0, d1)[s0, s1] -> (d1 * -48)>
// CHECK-NEXT:#map1287 = affine_map<(d0, d1) -> (d0 * 6)>
// CHECK-NEXT:#map1288 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (s1 floordiv -13)>
// CHECK-NEXT:#map1289 = affine_map<(d0, d1)[s0] -> (d1 + 17)>
// CHECK-NEXT:#map1290 = affine_map<(d0)[s0, s1] -> (-d0 + s0)>
// CHECK-NEXT:#map1291 = affine_map<(d0, d1, d2, d3) -> ((d0 + d2) * 13)>
// CHECK-NEXT:#map1292 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (((d3 ceildiv 7 - d2) ceildiv 4) mod 16)>
// CHECK-NEXT:#map1293 = affine_map<(d0)[s0, s1, s2] -> (-(d0 floordiv 8))>
// CHECK-NEXT:#map1294 = affine_map<()[s0] -> (-5)>
// CHECK-NEXT:#map1295 = affine_map<(d0, d1, d2, d3) -> (((d0 + d3) ceildiv 4 - (d3 - 1) ceildiv 16) ceildiv 2)>
// CHECK-NEXT:#map1296 = affine_map<()[s0, s1, s2] -> (s1 ceildiv 11, s0 + (s2 - 1) * 13, s1)>
// CHECK-NEXT:#map1297 = affine_map<(d0)[s0] -> (s0 * 4)>
// CHECK-NEXT:#map1298 = affine_map<(d0)[s0, s1] -> (-18)>
// CHECK-NEXT:#map1299 = affine_map<(d0) -> (d0 * -4, d0 + 16)>
// CHECK-NEXT:#map1300 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> ((-d0 + s1 ceildiv -13) mod 4)>
// CHECK-NEXT:#map1301 = affine_map<() -> (56, -(3 ceildiv 0), 23)>
// CHECK-NEXT:#map1302 = affine_map<(d0, d1)[s0, s1] -> (d1 + s0)>
// CHECK-NEXT:#map1303 = affine_map<(d0, d1, d2, d3) -> ((d2 + 17) * -6)>
// CHECK-NEXT:#map1304 = affine_map<(d0, d1, d2, d3) -> (d3 floordiv 4)>
// CHECK-NEXT:#map1305 = affine_map<(d0)[s0, s1] -> (s1 floordiv 4)>
// CHECK-NEXT:#map1306 = affine_map<()[s0] -> (s0 - s0 floordiv 4 + s0 - 5, s0 * 3)>
// CHECK-NEXT:#map1307 = affine_map<(d0)[s0, s1, s2] -> (s1 mod 2)>
// CHECK-NEXT:#map1308 = affine_map<()[s0, s1, s2] -> ((s0 - s2 - s0) * 336, s2)>
// CHECK-NEXT:#map1309 = affine_map<(d0, d1, d2) -> (d1 * -204 + d0 + d1 + 20)>
// CHECK-NEXT:#map1310 = affine_map<()[s0, s1, s2] -> (s1 - 17, -8, -3)>
// CHECK-NEXT:#map1311 = affine_map<(d0) -> (-11, (d0 + 13) floordiv 0)>
// CHECK-NEXT:#map1312 = affine_map<(d0, d1, d2, d3)[s0] -> (s0 mod 19)>
// CHECK-NEXT:#map1313 = affine_map<(d0, d1)[s0, s1] -> (-1)>
// CHECK-NEXT:#map1314 = affine_map<(d0) -> (6)>
// CHECK-NEXT:#map1315 = affine_map<(d0)[s0, s1, s2] -> (d0 ceildiv 0, -d0 + s0)>
// CHECK-NEXT:#map1316 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d2 + s2 mod 16, d2 * -6 + s1 ceildiv -1, -18)>
// CHECK-NEXT:#map1317 = affine_map<(d0, d1, d2)[s0] -> (-d2, -12, 15 ceildiv s0)>
// CHECK-NEXT:#map1318 = affine_map<(d0)[s0, s1, s2] -> (5)>
// CHECK-NEXT:#map1319 = affine_map<(d0, d1, d2) -> (-5)>
// CHECK-NEXT:#map1320 = affine_map<(d0, d1, d2) -> ((d0 + d1 - d0 mod 2) * -9, d1)>
// CHECK-NEXT:#map1321 = affine_map<(d0, d1, d2, d3) -> (14)>
// CHECK-NEXT:#map1322 = affine_map<(d0, d1)[s0, s1] -> (-(-(d0 + 11) + s1) + s1)>
// CHECK-NEXT:#map1323 = affine_map<()[s0] -> (s0, (-s0 - 13) * 10, -(s0 * (-s0)) + s0)>
// CHECK-NEXT:#map1324 = affine_map<()[s0, s1] -> (-(s1 mod 4))>
// CHECK-NEXT:#map1325 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (((d2 ceildiv 4) ceildiv 8) * 4)>
// CHECK-NEXT:#map1326 = affine_map<(d0, d1, d2, d3)[s0] -> (-d1 - 1)>
// CHECK-NEXT:#map1327 = affine_map<(d0, d1, d2)[s0, s1] -> (d0 + 7)>
// CHECK-NEXT:#map1328 = affine_map<(d0)[s0] -> (d0, d0 - 14)>
// CHECK-NEXT:#map1329 = affine_map<(d0)[s0, s1, s2] -> (-d0, d0 floordiv 2, d0)>
// CHECK-NEXT:#map1330 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d0 + d1)>
// CHECK-NEXT:#map1331 = affine_map<(d0, d1)[s0, s1, s2] -> (d1 - d0, d0)>
// CHECK-NEXT:#map1332 = affine_map<(d0)[s0, s1, s2] -> (-d0, d0 + 14, d0 * -13)>
// CHECK-NEXT:#map1333 = affine_map<(d0, d1, d2) -> (0, -10, d2)>
// CHECK-NEXT:#map1334 = affine_map<(d0)[s0] -> ((d0 ceildiv 4) mod -11, -(d0 ceildiv 4 + s0 - (s0 mod -15) mod 2) + s0)>
// CHECK-NEXT:#map1335 = affine_map<(d0, d1)[s0, s1] -> (s1 * -3, d1)>
// CHECK-NEXT:#map1336 = affine_map<(d0) -> ((d0 * -16 + 1) ceildiv 4)>
// CHECK-NEXT:#map1337 = affine_map<(d0)[s0, s1] -> (d0 - (-d0 + s1), d0 mod 2 - d0 * 9, s0)>
// CHECK-NEXT:#map1338 = affine_map<(d0, d1)[s0, s1, s2] -> (d1 * 2)>
// CHECK-NEXT:#map1339 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (-d1)>
// CHECK-NEXT:#map1340 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d1)>
// CHECK-NEXT:#map1341 = affine_map<(d0, d1, d2)[s0, s1] -> (s1 floordiv 8 - s0, d2)>
// CHECK-NEXT:#map1342 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (s1 - 7)>
// CHECK-NEXT:#map1343 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (s0 + s1, d2, s2)>
// CHECK-NEXT:#map1344 = affine_map<()[s0, s1] -> (-6)>
// CHECK-NEXT:#map1345 = affine_map<(d0, d1)[s0, s1] -> (d1)>
// CHECK-NEXT:#map1346 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-19)>
// CHECK-NEXT:#map1347 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (s0 * -9 - (s1 - s2))>
// CHECK-NEXT:#map1348 = affine_map<()[s0, s1, s2] -> (320)>
// CHECK-NEXT:#map1349 = affine_map<(d0, d1, d2, d3)[s0] -> (-d2 - s0 * 12)>
// CHECK-NEXT:#map1350 = affine_map<(d0)[s0, s1, s2] -> (d0 ceildiv 3)>
// CHECK-NEXT:#map1351 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT:#map1352 = affine_map<(d0, d1, d2) -> (d1 * 19)>
// CHECK-NEXT:#map1353 = affine_map<()[s0, s1] -> (s0 + (s0 floordiv 4) ceildiv 17)>
// CHECK-NEXT:#map1354 = affine_map<(d0)[s0, s1] -> (s0 * s1)>
// CHECK-NEXT:#map1355 = affine_map<(d0, d1, d2)[s0, s1] -> (-2, d1 mod s0 - s1 * 6)>
// CHECK-NEXT:#map1356 = affine_map<()[s0] -> (s0, 6, 1)>
// CHECK-NEXT:#map1357 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (-d0 + s1 + 2)>
// CHECK-NEXT:#map1358 = affine_map<(d0, d1, d2, d3) -> ((d2 mod 4) ceildiv 4)>
// CHECK-NEXT:#map1359 = affine_map<(d0) -> (0 mod 0)>
// CHECK-NEXT:#map1360 = affine_map<(d0, d1)[s0] -> (d1 - d0)>
// CHECK-NEXT:#map1361 = affine_map<() -> (0, -256)>
// CHECK-NEXT:#map1362 = affine_map<()[s0, s1] -> (s1 floordiv 3)>
// CHECK-NEXT:#map1363 = affine_map<(d0, d1) -> (d0 mod 4, -(d0 + d1 floordiv 2))>
// CHECK-NEXT:#map1364 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (9)>
// CHECK-NEXT:#map1365 = affine_map<(d0)[s0] -> (s0 * -6)>
// CHECK-NEXT:#map1366 = affine_map<()[s0, s1, s2] -> (0, 5)>
// CHECK-NEXT:#map1367 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (-d1, 3)>
// CHECK-NEXT:#map1368 = affine_map<()[s0] -> (0, s0, s0)>
// CHECK-NEXT:#map1369 = affine_map<(d0, d1, d2, d3) -> (-7)>
// CHECK-NEXT:#map1370 = affine_map<()[s0] -> (s0 floordiv -16, s0 * -5)>
// CHECK-NEXT:#map1371 = affine_map<(d0, d1, d2) -> (d1, (d1 + 10) ceildiv 2, d2)>
// CHECK-NEXT:#map1372 = affine_map<()[s0, s1] -> (13)>
// CHECK-NEXT:#map1373 = affine_map<(d0, d1) -> (-d1 - 1)>
// CHECK-NEXT:#map1374 = affine_map<(d0, d1)[s0, s1, s2] -> (-(d0 mod 4))>
// CHECK-NEXT:#map1375 = affine_map<(d0, d1, d2, d3)[s0] -> (2)>
// CHECK-NEXT:#map1376 = affine_map<(d0)[s0, s1, s2] -> (d0, d0 ceildiv 8, d0)>
// CHECK-NEXT:#map1377 = affine_map<(d0, d1) -> (d1 mod 2)>
// CHECK-NEXT:#map1378 = affine_map<(d0, d1, d2) -> (-d2)>
// CHECK-NEXT:#map1379 = affine_map<(d0)[s0] -> (-d0 - 1)>
// CHECK-NEXT:#map1380 = affine_map<(d0)[s0, s1] -> (d0 + s0, 0, s0)>
// CHECK-NEXT:#map1381 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d2 * 2)>
// CHECK-NEXT:#map1382 = affine_map<()[s0, s1, s2] -> (6, 0)>
// CHECK-NEXT:#map1383 = affine_map<()[s0, s1, s2] -> ((s1 mod 4) ceildiv 0, s1, -(s0 * s2))>
// CHECK-NEXT:#map1384 = affine_map<(d0, d1, d2) -> (d0 + d2 + 6)>
// CHECK-NEXT:#map1385 = affine_map<(d0, d1, d2)[s0] -> (-d2 + d2 - s0)>
// CHECK-NEXT:#map1386 = affine_map<(d0, d1)[s0, s1] -> (s1 - 14)>
// CHECK-NEXT:#map1387 = affine_map<(d0, d1)[s0, s1] -> (s1 ceildiv (7 ceildiv s1))>
// CHECK-NEXT:#map1388 = affine_map<(d0) -> (d0 floordiv 4)>
// CHECK-NEXT:#map1389 = affine_map<(d0, d1)[s0] -> (d1 * 12)>
// CHECK-NEXT:#map1390 = affine_map<(d0, d1, d2)[s0, s1] -> (d2 ceildiv 19)>
// CHECK-NEXT:#map1391 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d0 floordiv 0)>
// CHECK-NEXT:#map1392 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (s1, d2 mod 4)>
// CHECK-NEXT:#map1393 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0, d2 * -6 - (d0 + s1) * 10 - 6)>
// CHECK-NEXT:#map1394 = affine_map<(d0)[s0, s1, s2] -> (-60)>
// CHECK-NEXT:#map1395 = affine_map<()[s0] -> (s0 floordiv 16, 0, 0)>
// CHECK-NEXT:#map1396 = affine_map<()[s0] -> (s0 floordiv 16, -11, s0)>
// CHECK-NEXT:#map1397 = affine_map<(d0, d1)[s0, s1, s2] -> ((d1 + d1 ceildiv 2) floordiv 4, d0, 0)>
// CHECK-NEXT:#map1398 = affine_map<(d0, d1) -> (-d1 - 3)>
// CHECK-NEXT:#map1399 = affine_map<(d0)[s0, s1, s2] -> ((d0 + 28) * -16)>
// CHECK-NEXT:#map1400 = affine_map<()[s0, s1] -> (-10, 0, s1 mod -5)>
// CHECK-NEXT:#map1401 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-d0)>
// CHECK-NEXT:#map1402 = affine_map<()[s0] -> (-(s0 + 3))>
// CHECK-NEXT:#map1403 = affine_map<(d0, d1)[s0] -> (d0 ceildiv 16, d1 mod -20)>
// CHECK-NEXT:#map1404 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d2 + d3)>
// CHECK-NEXT:#map1405 = affine_map<()[s0] -> (s0 - 65)>
// CHECK-NEXT:#map1406 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (-(-s1 + 10) - 140)>
// CHECK-NEXT:#map1407 = affine_map<()[s0] -> (s0 ceildiv 2)>
// CHECK-NEXT:#map1408 = affine_map<(d0, d1, d2, d3)[s0] -> (d3, d1, s0)>
// CHECK-NEXT:#map1409 = affine_map<(d0, d1, d2) -> (d0 * -7 - d1 floordiv 9 + 1, (d0 - d1 - d1) * -6)>
// CHECK-NEXT:#map1410 = affine_map<(d0)[s0, s1, s2] -> (s1 * -11, -5)>
// CHECK-NEXT:#map1411 = affine_map<()[s0] -> (s0, 0, ((s0 ceildiv 0) mod -8) * -11)>
// CHECK-NEXT:#map1412 = affine_map<(d0, d1, d2)[s0, s1] -> ((s0 ceildiv 2) ceildiv 3, d1)>
// CHECK-NEXT:#map1413 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (0, s1)>
// CHECK-NEXT:#map1414 = affine_map<()[s0, s1] -> (s0 floordiv -18 - (-(-s0 - 5)) ceildiv -18 - 9)>
// CHECK-NEXT:#map1415 = affine_map<(d0, d1) -> (d1 ceildiv -9)>
// CHECK-NEXT:#map1416 = affine_map<(d0) -> (d0 - 20)>
// CHECK-NEXT:#map1417 = affine_map<(d0, d1, d2)[s0, s1] -> (-8)>
// CHECK-NEXT:#map1418 = affine_map<()[s0, s1, s2] -> (s2 - s2 ceildiv 8, s0)>
// CHECK-NEXT:#map1419 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-8)>
// CHECK-NEXT:#map1420 = affine_map<(d0, d1, d2)[s0] -> ((d0 ceildiv -2) ceildiv 2)>
// CHECK-NEXT:#map1421 = affine_map<(d0)[s0, s1] -> (d0 mod -15 + d0 - s1)>
// CHECK-NEXT:#map1422 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d0 ceildiv 2)>
// CHECK-NEXT:#map1423 = affine_map<(d0, d1, d2)[s0, s1] -> (s1 * -15)>
// CHECK-NEXT:#map1424 = affine_map<(d0, d1)[s0, s1] -> (s0 * 4)>
// CHECK-NEXT:#map1425 = affine_map<(d0, d1, d2, d3) -> (d1 floordiv 3)>
// CHECK-NEXT:#map1426 = affine_map<(d0)[s0, s1] -> (s0, s0 floordiv s0)>
// CHECK-NEXT:#map1427 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d1 mod 2 + 14, d2 ceildiv 8 - d3 * 12, d1 * 18)>
// CHECK-NEXT:#map1428 = affine_map<(d0, d1)[s0] -> (-(s0 floordiv 6), d1)>
// CHECK-NEXT:#map1429 = affine_map<(d0)[s0] -> (d0, d0, 0)>
// CHECK-NEXT:#map1430 = affine_map<()[s0, s1] -> (s0 ceildiv 2)>
// CHECK-NEXT:#map1431 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0 + d2)>
// CHECK-NEXT:#map1432 = affine_map<(d0, d1, d2, d3) -> (d1 * -8)>
// CHECK-NEXT:#map1433 = affine_map<() -> (19 ceildiv 0)>
// CHECK-NEXT:#map1434 = affine_map<(d0, d1, d2) -> (-d0)>
// CHECK-NEXT:#map1435 = affine_map<(d0, d1, d2)[s0, s1] -> (-d0, -d1)>
// CHECK-NEXT:#map1436 = affine_map<(d0, d1, d2) -> (d2 floordiv 2)>
// CHECK-NEXT:#map1437 = affine_map<(d0)[s0, s1, s2] -> ((((-d0 + s0) mod 4) * 7) ceildiv 8)>
// CHECK-NEXT:#map1438 = affine_map<()[s0, s1] -> (s0 * 12)>
// CHECK-NEXT:#map1439 = affine_map<(d0)[s0, s1, s2] -> (s1 ceildiv 4, -d0 + s1, -(d0 mod 2) + (s1 - s0) mod 8 + 2)>
// CHECK-NEXT:#map1440 = affine_map<(d0, d1)[s0, s1] -> (-d0 + s0)>
// CHECK-NEXT:#map1441 = affine_map<() -> (-238)>
// CHECK-NEXT:#map1442 = affine_map<() -> (15, 0)>
// CHECK-NEXT:#map1443 = affine_map<(d0, d1) -> (d1 * -9)>
// CHECK-NEXT:#map1444 = affine_map<(d0)[s0, s1] -> (-2, -(d0 floordiv 8) + s1 + 20)>
// CHECK-NEXT:#map1445 = affine_map<(d0, d1, d2, d3)[s0] -> (s0, 2)>
// CHECK-NEXT:#map1446 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (s2, d2)>
// CHECK-NEXT:#map1447 = affine_map<(d0, d1)[s0, s1, s2] -> (d0 mod -20)>
// CHECK-NEXT:#map1448 = affine_map<(d0, d1, d2, d3)[s0, s1] -> ((-d2 + 3) ceildiv 4)>
// CHECK-NEXT:#map1449 = affine_map<()[s0, s1, s2] -> (s1 + 6)>
// CHECK-NEXT:#map1450 = affine_map<(d0, d1, d2, d3) -> (16)>
// CHECK-NEXT:#map1451 = affine_map<(d0, d1)[s0] -> (0, s0 floordiv 3)>
// CHECK-NEXT:#map1452 = affine_map<(d0) -> (d0 mod 0)>
// CHECK-NEXT:#map1453 = affine_map<(d0, d1, d2)[s0, s1] -> (s0 * 7)>
// CHECK-NEXT:#map1454 = affine_map<(d0, d1)[s0, s1, s2] -> (s2)>
// CHECK-NEXT:#map1455 = affine_map<()[s0, s1, s2] -> (20)>
// CHECK-NEXT:#map1456 = affine_map<(d0, d1) -> (-(d0 mod 16 - (d0 + 6)))>
// CHECK-NEXT:#map1457 = affine_map<(d0)[s0, s1] -> (s0 * 6)>
// CHECK-NEXT:#map1458 = affine_map<(d0)[s0] -> (d0 + s0 + d0 ceildiv 8)>
// CHECK-NEXT:#map1459 = affine_map<(d0, d1, d2)[s0, s1] -> (-(d2 + s1) + 7)>
// CHECK-NEXT:#map1460 = affine_map<(d0) -> (d0 * 2 - 19)>
// CHECK-NEXT:#map1461 = affine_map<()[s0, s1] -> (s0 * 2 + (s1 floordiv 4) floordiv 16)>
// CHECK-NEXT:#map1462 = affine_map<()[s0, s1, s2] -> (s2 floordiv 4, s0)>
// CHECK-NEXT:#map1463 = affine_map<(d0, d1)[s0] -> (s0 floordiv 10 + 1)>
// CHECK-NEXT:#map1464 = affine_map<()[s0, s1] -> (s0 ceildiv 2 - s1)>
// CHECK-NEXT:#map1465 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (0, s1, d2)>
// CHECK-NEXT:#map1466 = affine_map<() -> (162)>
// CHECK-NEXT:#map1467 = affine_map<(d0, d1)[s0] -> (d1 - 6)>
// CHECK-NEXT:#map1468 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (1)>
// CHECK-NEXT:#map1469 = affine_map<(d0, d1)[s0] -> (d0 floordiv 16 + s0 - s0 * 9, -18)>
// CHECK-NEXT:#map1470 = affine_map<(d0, d1, d2, d3) -> (d3 - d1)>
// CHECK-NEXT:#map1471 = affine_map<(d0, d1, d2)[s0, s1] -> (d2 - d1, 0, d1 + s0)>
// CHECK-NEXT:#map1472 = affine_map<(d0, d1, d2, d3)[s0] -> (1)>
// CHECK-NEXT:#map1473 = affine_map<()[s0, s1, s2] -> ((s2 mod -14) * 14)>
// CHECK-NEXT:#map1474 = affine_map<(d0, d1, d2, d3)[s0, s1] -> ((d1 + d3 - 19) ceildiv 4)>
// CHECK-NEXT:#map1475 = affine_map<(d0)[s0, s1] -> (-(d0 - (d0 - s1)), d0, 0)>
// CHECK-NEXT:#map1476 = affine_map<(d0, d1) -> (d1 * 11 + 5, d1)>
// CHECK-NEXT:#map1477 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d0 + s2)>
// CHECK-NEXT:#map1478 = affine_map<(d0, d1)[s0] -> (d1 ceildiv 16)>
// CHECK-NEXT:#map1479 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d1 floordiv 4)>
// CHECK-NEXT:#map1480 = affine_map<(d0, d1) -> (-9)>
// CHECK-NEXT:#map1481 = affine_map<(d0)[s0] -> ((d0 * -2) ceildiv 16)>
// CHECK-NEXT:#map1482 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (18)>
// CHECK-NEXT:#map1483 = affine_map<(d0)[s0] -> (-1)>
// CHECK-NEXT:#map1484 = affine_map<(d0, d1, d2)[s0, s1] -> (-s1 - 12)>
// CHECK-NEXT:#map1485 = affine_map<(d0)[s0] -> (-d0 + s0 + d0 + 19, (d0 * 2 + s0) ceildiv 4, s0)>
// CHECK-NEXT:#map1486 = affine_map<(d0, d1)[s0, s1, s2] -> (d1 ceildiv 4)>
// CHECK-NEXT:#map1487 = affine_map<(d0, d1, d2) -> (d1, d0)>
// CHECK-NEXT:#map1488 = affine_map<(d0, d1, d2)[s0] -> (5)>
// CHECK-NEXT:#map1489 = affine_map<(d0, d1, d2) -> (3, 18, d1)>
// CHECK-NEXT:#map1490 = affine_map<(d0, d1, d2, d3)[s0] -> ((d0 + s0) mod 3)>
// CHECK-NEXT:#map1491 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (35)>
// CHECK-NEXT:#map1492 = affine_map<(d0, d1)[s0, s1] -> (d1 mod 15, -d1 + -s0 - 17)>
// CHECK-NEXT:#map1493 = affine_map<(d0)[s0, s1] -> (-s0, (d0 + 20) ceildiv 3, (s1 + 7) floordiv 11)>
// CHECK-NEXT:#map1494 = affine_map<(d0)[s0, s1] -> ((d0 + s1) floordiv 2)>
// CHECK-NEXT:#map1495 = affine_map<(d0, d1, d2, d3) -> ((d2 + 19) floordiv 4 + d2)>
// CHECK-NEXT:#map1496 = affine_map<(d0, d1, d2, d3)[s0] -> (d3 + s0 - (s0 + 8), d0, d1 mod 3)>
// CHECK-NEXT:#map1497 = affine_map<(d0, d1, d2, d3)[s0] -> (s0 - 1)>
// CHECK-NEXT:#map1498 = affine_map<(d0, d1, d2, d3)[s0, s1] -> ((d3 + 102) floordiv 4)>
// CHECK-NEXT:#map1499 = affine_map<(d0)[s0] -> (s0, 0)>
// CHECK-NEXT:#map1500 = affine_map<()[s0, s1, s2] -> ((s0 + s2) * 19)>
// CHECK-NEXT:#map1501 = affine_map<(d0)[s0] -> (d0 mod 4)>
// CHECK-NEXT:#map1502 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d3, s1 * -3, d2 * 3)>
// CHECK-NEXT:#map1503 = affine_map<(d0, d1, d2, d3)[s0, s1] -> ((s1 ceildiv 2) mod 4)>
// CHECK-NEXT:#map1504 = affine_map<(d0, d1, d2, d3) -> (7)>
// CHECK-NEXT:#map1505 = affine_map<(d0)[s0, s1] -> (s1 * -10, -d0 + s1, d0 - 6)>
// CHECK-NEXT:#map1506 = affine_map<() -> (3, 0)>
// CHECK-NEXT:#map1507 = affine_map<(d0, d1, d2, d3) -> (-d0 - 1)>
// CHECK-NEXT:#map1508 = affine_map<(d0, d1, d2, d3)[s0] -> (d3 + s0 ceildiv 2)>
// CHECK-NEXT:#map1509 = affine_map<(d0)[s0, s1, s2] -> (d0 * 13)>
// CHECK-NEXT:#map1510 = affine_map<(d0, d1)[s0, s1, s2] -> ((d0 mod -17) * s2)>
// CHECK-NEXT:#map1511 = affine_map<(d0, d1)[s0, s1] -> (d0 * -14)>
// CHECK-NEXT:#map1512 = affine_map<(d0)[s0, s1, s2] -> (((-d0) floordiv 17) floordiv -13, s0)>
// CHECK-NEXT:#map1513 = affine_map<(d0, d1)[s0] -> ((d1 + 7) mod 3)>
// CHECK-NEXT:#map1514 = affine_map<(d0, d1)[s0, s1, s2] -> (d1 * 16)>
// CHECK-NEXT:#map1515 = affine_map<(d0, d1)[s0] -> (d0, d0 + s0 mod 2, -28)>
// CHECK-NEXT:#map1516 = affine_map<(d0) -> (-15, d0)>
// CHECK-NEXT:#map1517 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d3, d1 - 28)>
// CHECK-NEXT:#map1518 = affine_map<(d0, d1, d2)[s0] -> (((s0 mod 4) * s0) floordiv (s0 ceildiv 11))>
// CHECK-NEXT:#map1519 = affine_map<(d0)[s0, s1, s2] -> (s1 * -18)>
// CHECK-NEXT:#map1520 = affine_map<(d0, d1, d2)[s0] -> (s0 * -2 + 13, 1)>
// CHECK-NEXT:#map1521 = affine_map<(d0, d1, d2, d3) -> (2)>
// CHECK-NEXT:#map1522 = affine_map<(d0, d1)[s0] -> (d1, 13)>
// CHECK-NEXT:#map1523 = affine_map<(d0)[s0, s1] -> (s0 floordiv 0)>
// CHECK-NEXT:#map1524 = affine_map<(d0, d1, d2)[s0, s1] -> (s0 * -4, 0)>
// CHECK-NEXT:#map1525 = affine_map<(d0, d1, d2)[s0, s1] -> (d2 - d1 + 18)>
// CHECK-NEXT:#map1526 = affine_map<(d0, d1)[s0, s1, s2] -> (d1 + s0)>
// CHECK-NEXT:#map1527 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (s0 * -2)>
// CHECK-NEXT:#map1528 = affine_map<(d0, d1)[s0, s1, s2] -> (d0 + d0 + d1)>
// CHECK-NEXT:#map1529 = affine_map<(d0)[s0] -> (d0 mod 16)>
// CHECK-NEXT:#map1530 = affine_map<()[s0, s1, s2] -> ((s1 ceildiv 4) mod 8 + 98)>
// CHECK-NEXT:#map1531 = affine_map<(d0, d1)[s0] -> (s0, s0, 7)>
// CHECK-NEXT:#map1532 = affine_map<(d0)[s0] -> (d0 floordiv -14, -d0, s0)>
// CHECK-NEXT:#map1533 = affine_map<(d0)[s0, s1, s2] -> (d0 - 9)>
// CHECK-NEXT:#map1534 = affine_map<(d0, d1)[s0, s1, s2] -> (-4)>
// CHECK-NEXT:#map1535 = affine_map<(d0, d1)[s0] -> (d0 mod -10)>
// CHECK-NEXT:#map1536 = affine_map<(d0, d1, d2) -> (0, 0)>
// CHECK-NEXT:#map1537 = affine_map<(d0, d1)[s0, s1, s2] -> (d0, d1)>
// CHECK-NEXT:#map1538 = affine_map<()[s0, s1] -> (-13, (13 floordiv s0) * (0 mod -15))>
// CHECK-NEXT:#map1539 = affine_map<(d0, d1, d2) -> (d1, d1 * 3)>
// CHECK-NEXT:#map1540 = affine_map<(d0)[s0, s1] -> (s1, d0 + s0)>
// CHECK-NEXT:#map1541 = affine_map<(d0) -> (-d0 - 16, 12)>
// CHECK-NEXT:#map1542 = affine_map<(d0, d1) -> (d0 floordiv 8)>
// CHECK-NEXT:#map1543 = affine_map<(d0, d1) -> (d1 - 1, -18, 15)>
// CHECK-NEXT:#map1544 = affine_map<(d0, d1, d2)[s0] -> (s0, d2 mod 16 + -(d1 + d1 floordiv 2) + 20)>
// CHECK-NEXT:#map1545 = affine_map<(d0, d1, d2) -> (d0 ceildiv 4, d2 * 17, d0)>
// CHECK-NEXT:#map1546 = affine_map<()[s0, s1, s2] -> (-(s1 - (s1 + 7) + s0 + 20), s1, s2 - s1)>
// CHECK-NEXT:#map1547 = affine_map<()[s0] -> (-((s0 * 2) ceildiv -17) + 4)>
// CHECK-NEXT:#map1548 = affine_map<(d0, d1) -> (2, -4)>
// CHECK-NEXT:#map1549 = affine_map<(d0, d1, d2)[s0] -> (((d0 * 5 + 40) floordiv 3) * -23)>
// CHECK-NEXT:#map1550 = affine_map<(d0)[s0, s1] -> (d0 mod -17, 0)>
// CHECK-NEXT:#map1551 = affine_map<(d0)[s0] -> (d0, (s0 floordiv 4) * 14)>
// CHECK-NEXT:#map1552 = affine_map<(d0)[s0] -> (-d0 + s0)>
// CHECK-NEXT:#map1553 = affine_map<(d0)[s0] -> (d0, -1, (d0 ceildiv s0) * 8)>
// CHECK-NEXT:#map1554 = affine_map<(d0, d1)[s0, s1] -> (3)>
// CHECK-NEXT:#map1555 = affine_map<(d0, d1)[s0, s1, s2] -> (d1 * 2 + d0 ceildiv 8)>
// CHECK-NEXT:#map1556 = affine_map<()[s0, s1, s2] -> ((-s0 - 20) floordiv 3)>
// CHECK-NEXT:#map1557 = affine_map<(d0, d1, d2) -> (-95)>
// CHECK-NEXT:#map1558 = affine_map<(d0, d1, d2)[s0] -> (d1 - d0 ceildiv 4)>
// CHECK-NEXT:#map1559 = affine_map<() -> (4, -20)>
// CHECK-NEXT:#map1560 = affine_map<(d0, d1) -> (d1, 0, d0 + d1 * 14 + 1)>
// CHECK-NEXT:#map1561 = affine_map<(d0, d1)[s0] -> (d1 + s0 ceildiv -1)>
// CHECK-NEXT:#map1562 = affine_map<(d0, d1, d2) -> (d0 - d2)>
// CHECK-NEXT:#map1563 = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * 84, (d0 - s0) floordiv 4, -((s1 - 9) * -3 + s0))>
// CHECK-NEXT:#map1564 = affine_map<(d0, d1)[s0, s1] -> (-s0, (d1 mod 8) * -12)>
// CHECK-NEXT:#map1565 = affine_map<(d0, d1, d2, d3)[s0] -> (-d1, d1)>
// CHECK-NEXT:#map1566 = affine_map<(d0, d1) -> ((-d1) floordiv 4)>
// CHECK-NEXT:#map1567 = affine_map<()[s0, s1] -> (16)>
// CHECK-NEXT:#map1568 = affine_map<()[s0] -> ((s0 ceildiv 18) * -19)>
// CHECK-NEXT:#map1569 = affine_map<(d0)[s0] -> (s0 - 18)>
// CHECK-NEXT:#map1570 = affine_map<()[s0, s1, s2] -> (-s2 - 1)>
// CHECK-NEXT:#map1571 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d2 + s0)>
// CHECK-NEXT:#map1572 = affine_map<(d0, d1, d2) -> (-d0, d1, d2 ceildiv 4)>
// CHECK-NEXT:#map1573 = affine_map<(d0, d1, d2, d3)[s0] -> (s0, 19, d1 mod 8)>
// CHECK-NEXT:#map1574 = affine_map<(d0)[s0, s1] -> (d0, -s0, ((d0 floordiv 16) floordiv 16) mod 16)>
// CHECK-NEXT:#map1575 = affine_map<()[s0, s1] -> (s0 * -11, s0, s0)>
// CHECK-NEXT:#map1576 = affine_map<()[s0, s1, s2] -> (-s1 - 3, s0 * -2 - s1)>
// CHECK-NEXT:#map1577 = affine_map<(d0, d1)[s0, s1, s2] -> (-d1 - 8)>
// CHECK-NEXT:#map1578 = affine_map<(d0, d1, d2)[s0, s1, s2] -> ((-d0 - 10) ceildiv 4 + d2)>
// CHECK-NEXT:#map1579 = affine_map<(d0)[s0] -> (((d0 + s0) mod 2) floordiv (s0 + 13) - ((1 mod s0) * s0) * 9)>
// CHECK-NEXT:#map1580 = affine_map<(d0, d1, d2, d3) -> (d0 - 15, 0, -13)>
// CHECK-NEXT:#map1581 = affine_map<(d0, d1, d2, d3)[s0] -> (s0 mod 3)>
// CHECK-NEXT:#map1582 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (s0 * 4, d1)>
// CHECK-NEXT:#map1583 = affine_map<()[s0] -> (16)>
// CHECK-NEXT:#map1584 = affine_map<(d0)[s0] -> (d0, ((d0 + s0) floordiv (-s0 + 1)) * 6)>
// CHECK-NEXT:#map1585 = affine_map<(d0)[s0, s1] -> (d0 - 9)>
// CHECK-NEXT:#set = affine_set<()[s0] : (0 >= 0, 3 == 0, -(s0 ceildiv 2) >= 0)>
// CHECK-NEXT:#set1 = affine_set<(d0, d1, d2, d3)[s0, s1] : (s1 == 0, s1 == 0, 19 >= 0)>
// CHECK-NEXT:#set2 = affine_set<(d0, d1, d2)[s0, s1] : (d2 + s0 >= 0)>
// CHECK-NEXT:#set3 = affine_set<(d0, d1)[s0] : (-(d0 mod 2) >= 0)>
// CHECK-NEXT:#set4 = affine_set<(d0, d1, d2, d3) : (8 >= 0, d0 - (-d1 - 2) == 0, d0 + d2 * 3 == 0)>
// CHECK-NEXT:#set5 = affine_set<(d0, d1, d2, d3)[s0, s1] : (-d0 >= 0)>
// CHECK-NEXT:#set6 = affine_set<(d0, d1, d2, d3)[s0, s1, s2] : (-d0 + (s1 * s2) * s0 == 0)>
// CHECK-NEXT:#set7 = affine_set<(d0, d1) : (-d0 >= 0)>
// CHECK-NEXT:#set8 = affine_set<(d0, d1)[s0, s1, s2] : (-(s1 ceildiv 4) >= 0, d0 ceildiv 20 - d0 >= 0)>
// CHECK-NEXT:#set9 = affine_set<(d0, d1, d2, d3)[s0, s1, s2] : (-s0 - 10 == 0, s1 + 9 == 0, d0 + 7 >= 0)>
// CHECK-NEXT:#set10 = affine_set<(d0, d1, d2)[s0, s1] : (-(d1 - s1 * 13) >= 0, d0 + s1 >= 0)>
// CHECK-NEXT:#set11 = affine_set<(d0, d1, d2) : (-d2 >= 0, 2 >= 0, -d2 + 2 >= 0)>
// CHECK-NEXT:#set12 = affine_set<(d0, d1, d2, d3) : (d1 - d0 + d2 * 5 + 1 >= 0)>
// CHECK-NEXT:#set13 = affine_set<(d0, d1)[s0, s1] : (s1 mod 3 >= 0)>
// CHECK-NEXT:#set14 = affine_set<(d0, d1) : (-(d0 - d1 * 3 - 18) >= 0)>
// CHECK-NEXT:#set15 = affine_set<(d0, d1, d2, d3)[s0, s1] : (9 >= 0)>
// CHECK-NEXT:#set16 = affine_set<(d0, d1, d2, d3) : (-d0 >= 0)>
// CHECK-NEXT:#set17 = affine_set<(d0, d1)[s0, s1, s2] : ((-s1) ceildiv 20 >= 0, -d1 + s1 == 0, -(-d0 + s1 * 14) >= 0)>
// CHECK-NEXT:#set18 = affine_set<(d0)[s0, s1] : (-(d0 + d0 - 6) >= 0)>
// CHECK-NEXT:#set19 = affine_set<(d0, d1, d2)[s0, s1, s2] : (-((d1 + s2) mod 6) + (s0 ceildiv 4) ceildiv (s2 floordiv 4) == 0)>
// CHECK-NEXT:#set20 = affine_set<(d0, d1, d2, d3)[s0, s1] : (-d0 + s0 mod 4 == 0, -s0 >= 0, 1 >= 0)>
// CHECK-NEXT:#set21 = affine_set<(d0, d1, d2)[s0, s1, s2] : (d2 ceildiv 2 - (((-d2) floordiv 19) floordiv 8) ceildiv -2 >= 0)>
// CHECK-NEXT:#set22 = affine_set<(d0, d1, d2)[s0] : (d1 * 14 - 20 >= 0, d1 * -7 >= 0)>
// CHECK-NEXT:#set23 = affine_set<(d0, d1, d2, d3)[s0] : (-s0 == 0, d1 * 4 >= 0)>
// CHECK-NEXT:#set24 = affine_set<(d0)[s0, s1, s2] : (d0 - (d0 floordiv s1 - 1) >= 0, -d0 - s2 * 9 == 0, -9 >= 0)>
// CHECK-NEXT:#set25 = affine_set<(d0, d1) : (d1 mod 16 == 0, -d1 + 0 mod 0 >= 0, d0 >= 0)>
// CHECK-NEXT:#set26 = affine_set<()[s0] : (s0 ceildiv 16 - 1 ceildiv s0 >= 0)>
// CHECK-NEXT:#set27 = affine_set<(d0, d1)[s0, s1] : (-(d1 mod 4) + s0 >= 0)>
// CHECK-NEXT:#set28 = affine_set<(d0, d1, d2, d3)[s0, s1, s2] : (-s1 - 15 floordiv s1 >= 0)>
// CHECK-NEXT:#set29 = affine_set<(d0, d1, d2, d3) : ((d2 mod 4) * 4 >= 0, d2 - (d0 + d1) == 0)>
// CHECK-NEXT:#set30 = affine_set<(d0, d1, d2) : (d1 - (d0 floordiv 2) mod 16 >= 0, d1 ceildiv 4 - d0 * 2 >= 0)>
// CHECK-NEXT:#set31 = affine_set<() : (-4 == 0, 0 == 0, 0 == 0)>
// CHECK-NEXT:#set32 = affine_set<()[s0, s1] : (s1 - s0 + 13 >= 0)>
// CHECK-NEXT:#set33 = affine_set<(d0, d1)[s0, s1] : (-d1 + s1 - s0 == 0)>
// CHECK-NEXT:#set34 = affine_set<(d0, d1, d2)[s0, s1, s2] : (d1 + 143 >= 0, -d1 - 1 >= 0, -(d0 mod -1) >= 0)>
// CHECK-NEXT:#set35 = affine_set<(d0, d1)[s0, s1] : (d0 == 0)>
// CHECK-NEXT:#set36 = affine_set<(d0)[s0, s1] : (d0 == 0, 0 >= 0)>
// CHECK-NEXT:#set37 = affine_set<(d0, d1, d2)[s0] : (-(d0 + d1 + s0) >= 0)>
// CHECK-NEXT:#set38 = affine_set<(d0)[s0, s1, s2] : (d0 * 18 >= 0)>
// CHECK-NEXT:#set39 = affine_set<(d0, d1) : (-d1 >= 0)>
// CHECK-NEXT:#set40 = affine_set<(d0, d1, d2) : (-d1 - (d2 - d1) - 6 >= 0)>
// CHECK-NEXT:#set41 = affine_set<(d0, d1, d2, d3) : (d0 >= 0, d0 - d1 ceildiv 4 >= 0, d0 floordiv 16 == 0)>
// CHECK-NEXT:#set42 = affine_set<()[s0] : (s0 floordiv 8 - s0 >= 0)>
// CHECK-NEXT:#set43 = affine_set<()[s0, s1] : (27 >= 0, 1 >= 0)>
// CHECK-NEXT:#set44 = affine_set<() : (-13 >= 0, 2 == 0, 0 >= 0)>
// CHECK-NEXT:#set45 = affine_set<()[s0, s1] : ((s0 mod 16) ceildiv s0 >= 0)>
// CHECK-NEXT:#set46 = affine_set<(d0, d1, d2) : (d2 * 18 == 0)>
// CHECK-NEXT:#set47 = affine_set<()[s0, s1] : (-(s0 - s1) >= 0, s0 mod 4 - s0 == 0)>
// CHECK-NEXT:#set48 = affine_set<(d0, d1, d2) : (-d2 - 24 >= 0)>
// CHECK-NEXT:#set49 = affine_set<(d0)[s0] : (d0 == 0, -d0 - s0 * 13 == 0)>
// CHECK-NEXT:#set50 = affine_set<(d0, d1) : (1 == 0, -d0 >= 0)>
// CHECK-NEXT:#set51 = affine_set<(d0, d1, d2, d3)[s0, s1, s2] : (d0 - s0 ceildiv 16 >= 0)>
// CHECK-NEXT:#set52 = affine_set<(d0, d1, d2)[s0] : (-d1 + s0 + 6 >= 0, -d1 - s0 * 5 == 0)>
// CHECK-NEXT:#set53 = affine_set<()[s0, s1, s2] : (2 >= 0)>
// CHECK-NEXT:#set54 = affine_set<(d0, d1, d2, d3)[s0] : (-s0 == 0)>
// CHECK-NEXT:#set55 = affine_set<(d0, d1) : ((d0 mod 2) floordiv 16 - d1 == 0)>
// CHECK-NEXT:#set56 = affine_set<()[s0] : (-19 >= 0, s0 * 2 >= 0)>
// CHECK-NEXT:#set57 = affine_set<()[s0, s1, s2] : (-(s2 floordiv 6 + 4) >= 0, s0 - (s1 floordiv 2 - 11) mod 4 == 0)>
// CHECK-NEXT:#set58 = affine_set<(d0, d1, d2)[s0] : (s0 * (s0 * -2) + (-18 floordiv (s0 + 4)) * s0 >= 0)>
// CHECK-NEXT:#set59 = affine_set<(d0)[s0, s1] : (-(d0 ceildiv 8) >= 0, d0 + s0 - s0 >= 0, d0 - s1 >= 0)>
// CHECK-NEXT:#set60 = affine_set<(d0)[s0, s1, s2] : (d0 mod 8 - d0 == 0, s2 >= 0, d0 floordiv 2 >= 0)>
// CHECK-NEXT:#set61 = affine_set<(d0, d1, d2) : (-d0 >= 0)>
// CHECK-NEXT:#set62 = affine_set<(d0, d1, d2, d3)[s0, s1, s2] : ((d0 + d3) * (s1 + s2) + d2 >= 0, -(d1 ceildiv 2 + s0) >= 0)>
// CHECK-NEXT:#set63 = affine_set<()[s0, s1, s2] : (s2 * 19 - s0 == 0)>
// CHECK-NEXT:#set64 = affine_set<()[s0] : (-s0 - 20 == 0, s0 - (s0 - 9) == 0)>
// CHECK-NEXT:#set65 = affine_set<(d0, d1)[s0, s1, s2] : (0 == 0)>
// CHECK-NEXT:#set66 = affine_set<(d0, d1)[s0, s1, s2] : (-d1 >= 0)>
// CHECK-NEXT:#set67 = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, d1 - s1 >= 0)>
// CHECK-NEXT:#set68 = affine_set<()[s0] : (s0 ceildiv s0 - (s0 - 7) == 0)>
// CHECK-NEXT:#set69 = affine_set<(d0, d1)[s0] : (d0 floordiv 12 == 0)>
// CHECK-NEXT:#set70 = affine_set<(d0)[s0, s1] : (s1 * -12 >= 0, d0 * 84 - 17 >= 0, s1 * -7 == 0)>
// CHECK-NEXT:#set71 = affine_set<(d0, d1, d2)[s0] : (-(d1 mod 4 - (s0 floordiv 2 - s0)) + s0 * 2 + 18 >= 0, d1 == 0)>
// CHECK-NEXT:#set72 = affine_set<()[s0, s1, s2] : (s2 == 0)>
// CHECK-NEXT:#set73 = affine_set<()[s0, s1] : (-20 >= 0)>
// CHECK-NEXT:#set74 = affine_set<(d0, d1, d2)[s0, s1] : (d1 - s1 >= 0, -d0 + s0 >= 0)>
// CHECK-NEXT:#set75 = affine_set<(d0, d1, d2, d3) : (0 == 0, 20 >= 0)>
// CHECK-NEXT:#set76 = affine_set<(d0)[s0, s1] : (d0 - (d0 floordiv 2 + s0) >= 0, s0 >= 0, 30 >= 0)>
// CHECK-NEXT:#set77 = affine_set<(d0)[s0, s1, s2] : (0 >= 0, s2 * 3 == 0)>
// CHECK-NEXT:#set78 = affine_set<(d0, d1, d2) : (d0 - d1 >= 0, d1 * 17 - 18 >= 0, d2 - d1 ceildiv -15 >= 0)>
// CHECK-NEXT:#set79 = affine_set<(d0)[s0, s1] : (s1 * -4 >= 0)>
// CHECK-NEXT:#set80 = affine_set<(d0, d1, d2)[s0] : (-d2 + 3 == 0, (-d2) floordiv 2 - (d0 - d2) >= 0, -(s0 floordiv -14) - 3 == 0)>
// CHECK-NEXT:#set81 = affine_set<(d0, d1)[s0, s1, s2] : (s2 == 0, -d0 + s1 - d1 >= 0, d1 * 3 >= 0)>
// CHECK-NEXT:#set82 = affine_set<(d0, d1)[s0, s1, s2] : (d0 * -2 + s1 == 0)>
// CHECK-NEXT:#set83 = affine_set<(d0, d1)[s0, s1] : (d0 - s1 floordiv 2 == 0, (d0 + 3) mod 4 == 0, -s1 >= 0)>
// CHECK-NEXT:#set84 = affine_set<(d0)[s0, s1, s2] : (d0 * 14 >= 0, d0 * 2 - s2 >= 0, s1 == 0)>
// CHECK-NEXT:#set85 = affine_set<(d0, d1)[s0, s1] : (-(d1 ceildiv 11) >= 0, -d0 == 0)>
// CHECK-NEXT:#set86 = affine_set<(d0, d1)[s0, s1] : ((((d0 - s0) ceildiv 2) ceildiv 4) * 18 == 0)>
// CHECK-NEXT:#set87 = affine_set<() : (22 == 0, -4 mod -5 + 3 == 0)>
// CHECK-NEXT:#set88 = affine_set<() : (-254 >= 0)>
// CHECK-NEXT:#set89 = affine_set<()[s0, s1] : ((-s1) mod 0 - (s1 - s0) == 0, s1 * -2 >= 0)>
// CHECK-NEXT:#set90 = affine_set<(d0)[s0] : ((-d0 + s0) * 17 + (s0 ceildiv 4) floordiv -16 == 0, -s0 + 1 >= 0)>
// CHECK-NEXT:#set91 = affine_set<(d0, d1)[s0, s1, s2] : (d0 - (d1 - s0) >= 0)>
// CHECK-NEXT:#set92 = affine_set<()[s0, s1, s2] : (-(s2 - s0) >= 0, -((s0 * 18) floordiv 8) + 10 >= 0)>
// CHECK-NEXT:#set93 = affine_set<()[s0] : (s0 * -8 >= 0, s0 >= 0, -(s0 floordiv 2) >= 0)>
// CHECK-NEXT:#set94 = affine_set<(d0, d1, d2, d3)[s0, s1] : (d3 - s1 + d0 mod 16 + 1 >= 0)>
// CHECK-NEXT:#set95 = affine_set<() : (-14 == 0)>
// CHECK-NEXT:#set96 = affine_set<(d0, d1, d2) : (d2 * -14 + d0 * 14 == 0, d0 - d2 == 0, d0 >= 0)>
// CHECK-NEXT:#set97 = affine_set<(d0, d1)[s0, s1, s2] : (d0 - (s0 + 1) >= 0)>
// CHECK-NEXT:#set98 = affine_set<()[s0, s1, s2] : (s2 * 11 + 6 >= 0, s0 * 2 - 4 >= 0, 2 >= 0)>
// CHECK-NEXT:#set99 = affine_set<(d0, d1, d2)[s0, s1, s2] : (-d0 + s1 ceildiv 16 == 0, d2 == 0, -d2 + s1 - s0 >= 0)>
// CHECK-NEXT:#set100 = affine_set<(d0, d1)[s0] : (d0 ceildiv 2 - (d1 - s0) == 0)>
// CHECK-NEXT:#set101 = affine_set<(d0, d1, d2) : (-d1 >= 0, d1 - d2 - (d2 - 10) floordiv 0 >= 0)>
// CHECK-NEXT:#set102 = affine_set<(d0, d1)[s0, s1, s2] : (d0 - s0 floordiv s0 >= 0, (d0 + s2) mod s2 - (d0 - 10) >= 0)>
// CHECK-NEXT:#set103 = affine_set<(d0, d1)[s0, s1, s2] : (d1 - (d1 + 1) >= 0)>
// CHECK-NEXT:#set104 = affine_set<(d0)[s0] : (0 == 0, -(d0 floordiv 8) >= 0)>
// CHECK-NEXT:#set105 = affine_set<(d0, d1, d2)[s0, s1] : (-d1 + 9 == 0)>
// CHECK-NEXT:#set106 = affine_set<(d0, d1, d2, d3) : (d1 + d2 >= 0, -d0 - 3 >= 0)>
// CHECK-NEXT:#set107 = affine_set<()[s0, s1, s2] : (-s1 + 3 >= 0)>
// CHECK-NEXT:#set108 = affine_set<(d0, d1, d2, d3)[s0] : (s0 * -18 == 0)>
// CHECK-NEXT:#set109 = affine_set<(d0, d1, d2, d3)[s0] : (d0 * (s0 * 2) >= 0, d2 - s0 >= 0, d1 - s0 >= 0)>
// CHECK-NEXT:#set110 = affine_set<(d0) : (-d0 >= 0)>
// CHECK-NEXT:#set111 = affine_set<(d0)[s0, s1, s2] : (-d0 >= 0)>
// CHECK-NEXT:#set112 = affine_set<(d0, d1, d2)[s0, s1] : (-(d1 mod -3) + 4 >= 0)>
// CHECK-NEXT:#set113 = affine_set<(d0, d1)[s0] : (0 >= 0)>
// CHECK-NEXT:#set114 = affine_set<(d0, d1, d2)[s0, s1, s2] : (d0 >= 0)>
// CHECK-NEXT:#set115 = affine_set<(d0)[s0, s1, s2] : (s2 == 0)>
// CHECK-NEXT:#set116 = affine_set<(d0, d1)[s0, s1, s2] : (-d1 == 0, -(s2 ceildiv s1) >= 0)>
// CHECK-NEXT:#set117 = affine_set<(d0, d1, d2) : (d2 - (d1 - 8) == 0, d1 ceildiv 0 >= 0)>
// CHECK-NEXT:#set118 = affine_set<(d0, d1, d2, d3)[s0, s1] : (d1 * 2 + s1 - s0 floordiv 3 == 0)>
// CHECK-NEXT:#set119 = affine_set<(d0, d1, d2, d3)[s0] : (d3 - 18 >= 0, s0 * 6 >= 0)>
// CHECK-NEXT:#set120 = affine_set<(d0, d1, d2, d3) : ((d3 - 395) floordiv 8 + d2 * 255 >= 0)>
// CHECK-NEXT:#set121 = affine_set<(d0)[s0] : (s0 floordiv 2 - s0 == 0, 0 >= 0)>
// CHECK-NEXT:#set122 = affine_set<(d0)[s0] : (d0 - (-d0) ceildiv 8 - d0 == 0)>
// CHECK-NEXT:#set123 = affine_set<(d0, d1, d2, d3)[s0] : (d0 + 10 >= 0)>
// CHECK-NEXT:#set124 = affine_set<(d0, d1, d2) : (d0 * 10 - d2 - 4 == 0, -(d1 + d2 + d2) - 13 >= 0, d1 ceildiv 4 - d0 >= 0)>
// CHECK-NEXT:#set125 = affine_set<(d0)[s0] : (-7 == 0, -d0 + s0 ceildiv 2 == 0, s0 - 19 == 0)>
// CHECK-NEXT:#set126 = affine_set<() : (-1 >= 0)>
// CHECK-NEXT:#set127 = affine_set<(d0)[s0] : (d0 - s0 >= 0, 0 >= 0)>
// CHECK-NEXT:#set128 = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT:#set129 = affine_set<(d0)[s0, s1] : (-12 == 0)>
// CHECK-NEXT:#set130 = affine_set<(d0, d1, d2, d3)[s0] : (-d0 + s0 >= 0, d3 == 0)>
// CHECK-NEXT:#set131 = affine_set<()[s0] : (-(s0 floordiv 8) >= 0)>
// CHECK-NEXT:#set132 = affine_set<(d0)[s0, s1] : ((d0 floordiv 8) floordiv 2 - d0 mod -9 >= 0, -d0 >= 0, d0 - (d0 - 8) == 0)>
// CHECK-NEXT:#set133 = affine_set<(d0, d1, d2)[s0] : (d1 >= 0, (-(d1 - s0)) floordiv 4 - (-d2) ceildiv 0 >= 0, s0 >= 0)>
// CHECK-NEXT:#set134 = affine_set<(d0, d1, d2)[s0, s1, s2] : (-d1 + s1 == 0, -d0 - 15 >= 0)>
// CHECK-NEXT:#set135 = affine_set<()[s0, s1, s2] : (4 == 0)>
// CHECK-NEXT:#set136 = affine_set<(d0, d1)[s0, s1, s2] : (d1 mod 4 - d1 == 0)>
// CHECK-NEXT:#set137 = affine_set<(d0)[s0, s1] : (-d0 + s0 == 0)>
// CHECK-NEXT:#set138 = affine_set<(d0, d1) : (-d0 + 0 mod 0 == 0, d0 mod 16 >= 0, d1 >= 0)>
// CHECK-NEXT:#set139 = affine_set<(d0, d1, d2, d3)[s0, s1] : (d0 + s0 >= 0, 0 >= 0)>
// CHECK-NEXT:#set140 = affine_set<(d0, d1, d2, d3)[s0, s1] : (d3 * 23 - d2 == 0)>
// CHECK-NEXT:#set141 = affine_set<(d0, d1, d2, d3) : (d3 - d2 + d3 - (d2 * -9) mod 11 - (d1 + d2) floordiv -9 >= 0)>
// CHECK-NEXT:#set142 = affine_set<(d0, d1)[s0, s1, s2] : (d0 * -4 + s2 - s0 == 0)>
// CHECK-NEXT:#set143 = affine_set<(d0, d1, d2, d3)[s0, s1, s2] : (d3 ceildiv 2 - d2 >= 0, d3 floordiv 2 - s0 >= 0)>
// CHECK-NEXT:#set144 = affine_set<(d0, d1)[s0, s1, s2] : (-d1 == 0, -d1 - (s1 + s1 + (s1 - s0) ceildiv (s2 floordiv 2)) >= 0)>
// CHECK-NEXT:#set145 = affine_set<(d0)[s0, s1, s2] : (d0 - s2 >= 0, d0 == 0)>
// CHECK-NEXT:#set146 = affine_set<(d0, d1) : (d1 + d1 - d0 == 0)>
// CHECK-NEXT:#set147 = affine_set<(d0, d1)[s0, s1] : (d1 mod 2 + s1 + d1 >= 0, -(-d1 + 11) + d0 + d1 + 1 - (-s1 - 12) >= 0)>
// CHECK-NEXT:#set148 = affine_set<(d0, d1) : (0 >= 0)>
// CHECK-NEXT:#set149 = affine_set<() : (-4028 >= 0, 0 == 0)>
// CHECK-NEXT:#set150 = affine_set<(d0)[s0, s1] : (0 >= 0, s0 mod 16 >= 0)>
// CHECK-NEXT:#set151 = affine_set<(d0, d1) : (d0 * 6 - 16 >= 0)>
// CHECK-NEXT:#set152 = affine_set<(d0, d1) : (-13 >= 0, d1 - (d1 - d0) >= 0)>
// CHECK-NEXT:#set153 = affine_set<(d0, d1, d2)[s0] : (-(d1 mod (s0 mod s0)) + s0 ceildiv (s0 * 11) - (s0 * s0) mod s0 == 0)>
// CHECK-NEXT:#set154 = affine_set<(d0, d1, d2)[s0, s1] : (-14 >= 0)>
// CHECK-NEXT:#set155 = affine_set<(d0)[s0, s1, s2] : (d0 * -10 - (d0 * -18) mod 16 >= 0)>
// CHECK-NEXT:#set156 = affine_set<(d0, d1, d2, d3) : (d3 * -4 + d2 >= 0, -d1 >= 0)>
// CHECK-NEXT:#set157 = affine_set<()[s0, s1, s2] : (s0 - (s0 + s2) - 15 >= 0)>
// CHECK-NEXT:#set158 = affine_set<(d0)[s0, s1, s2] : (s1 == 0)>
// CHECK-NEXT:#set159 = affine_set<(d0, d1, d2, d3) : (d0 + d1 == 0)>
// CHECK-NEXT:#set160 = affine_set<(d0, d1, d2, d3)[s0, s1] : (-d1 + 4 >= 0)>
// CHECK-NEXT:#set161 = affine_set<(d0, d1, d2)[s0] : (d0 - d1 >= 0, -((d1 - s0) mod 18) == 0)>
// CHECK-NEXT:#set162 = affine_set<(d0, d1)[s0] : (d0 floordiv 4 - d1 == 0, d1 * 2 - 13 >= 0, -(d1 - d0) >= 0)>
// CHECK-NEXT:#set163 = affine_set<(d0, d1, d2, d3)[s0, s1, s2] : (-s1 - 13 >= 0, -d0 + s2 == 0, -(d2 ceildiv 4) + s2 >= 0)>
// CHECK-NEXT:#set164 = affine_set<()[s0] : (s0 - 3 >= 0, -s0 >= 0, s0 == 0)>
// CHECK-NEXT:#set165 = affine_set<(d0, d1, d2)[s0, s1] : (-18 >= 0, -d0 >= 0)>
// CHECK-NEXT:#set166 = affine_set<()[s0, s1, s2] : ((s2 * -7) ceildiv 2 - s0 mod 16 == 0)>
// CHECK-NEXT:#set167 = affine_set<()[s0] : (s0 * 5 - 1 == 0)>
// CHECK-NEXT:#set168 = affine_set<(d0, d1, d2, d3)[s0] : (s0 == 0)>
// CHECK-NEXT:#set169 = affine_set<(d0)[s0, s1, s2] : (d0 - s2 - s0 floordiv 8 >= 0)>
// CHECK-NEXT:#set170 = affine_set<(d0)[s0, s1, s2] : (4 >= 0, (d0 floordiv 4) mod 16 + s1 mod 4 + s0 + d0 >= 0)>
// CHECK-NEXT:#set171 = affine_set<()[s0, s1, s2] : (-s2 + 1 == 0)>
// CHECK-NEXT:#set172 = affine_set<(d0, d1)[s0] : (d1 - (d1 + s0) - s0 >= 0)>
// CHECK-NEXT:#set173 = affine_set<(d0, d1, d2)[s0, s1, s2] : (s1 + 1 == 0)>
// CHECK-NEXT:#set174 = affine_set<(d0, d1, d2)[s0, s1] : (s1 >= 0)>
// CHECK-NEXT:#set175 = affine_set<(d0)[s0] : (0 >= 0)>
// CHECK-NEXT:#set176 = affine_set<(d0, d1, d2, d3) : (d2 - d3 == 0, d1 + d2 - d0 - 18 >= 0)>
// CHECK-NEXT:#set177 = affine_set<(d0, d1, d2)[s0, s1, s2] : (d2 * -2 - s1 * 130 == 0, d2 + s1 + s0 >= 0)>
// CHECK-NEXT:#set178 = affine_set<(d0, d1, d2, d3)[s0, s1, s2] : (d1 mod 3 - d2 == 0)>
// CHECK-NEXT:#set179 = affine_set<(d0, d1, d2)[s0, s1, s2] : (-d0 + 16 >= 0)>
// CHECK-NEXT:#set180 = affine_set<()[s0] : (s0 * -2 + 5 >= 0, -s0 >= 0, s0 * -25 - (-(s0 - 1)) ceildiv 0 >= 0)>
// CHECK-NEXT:#set181 = affine_set<(d0, d1, d2, d3) : (d2 - d1 * 2 == 0)>
// CHECK-NEXT:#set182 = affine_set<(d0, d1, d2)[s0, s1, s2] : (d1 * -2 == 0)>
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.m"() {a = #map, b = #map1, c = #map2, d = #set, e = #set1, f = #map3} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map4, b = #map5, c = #map6, d = #map7, e = #map8, f = #map9} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map10, b = #map11, c = #map12, d = #map13, e = #map14, f = #set2} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map15, b = #map16, c = #map17, d = #map18, e = #map19, f = #map20} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map21, b = #map22, c = #map23, d = #map24, e = #map25, f = #set3} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set4, b = #map26, c = #map27, d = #map28, e = #map29, f = #map30} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map31, b = #map32, c = #map33, d = #map34, e = #map35, f = #map36} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map37, b = #map38, c = #map39, d = #map40, e = #map41, f = #map42} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map43, b = #map44, c = #map45, d = #map46, e = #map47, f = #map48} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map49, b = #map50, c = #map51, d = #map52, e = #map53, f = #map54} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map55, b = #map56, c = #map57, d = #set5, e = #map58, f = #map59} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map60, b = #map61, c = #map62, d = #map63, e = #map64, f = #map65} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map66, b = #map67, c = #map1, d = #map68, e = #map69, f = #map70} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map71, b = #map42, c = #map72, d = #map73, e = #map74, f = #map75} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map76, b = #set6, c = #map1, d = #set7, e = #map77, f = #map78} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map79, b = #map80, c = #map61, d = #map81, e = #map82, f = #map83} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map84, b = #map59, c = #map85, d = #map86, e = #map87, f = #map88} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map89, b = #map90, c = #map91, d = #map92, e = #map93, f = #map94} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map95, b = #map96, c = #map97, d = #map98, e = #map99, f = #map100} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map101, b = #map102, c = #map103, d = #map104, e = #map105, f = #map106} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map107, b = #map108, c = #map109, d = #set8, e = #map110, f = #map111} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map112, b = #map113, c = #map114, d = #map115, e = #map116, f = #map117} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map118, b = #map119, c = #map120, d = #map121, e = #map122, f = #map123} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map124, b = #map125, c = #map126, d = #map127, e = #map128, f = #map129} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map130, b = #map131, c = #map132, d = #map133, e = #map134, f = #map135} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map136, b = #map137, c = #map138, d = #map10, e = #map139, f = #map60} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map140, b = #map141, c = #map38, d = #map142, e = #map143, f = #map144} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map145, b = #map38, c = #map93, d = #map146, e = #map147, f = #map148} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map149, b = #map150, c = #map151, d = #map61, e = #map152, f = #map153} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map154, b = #map155, c = #map156, d = #map93, e = #map157, f = #map158} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map159, b = #map160, c = #set9, d = #map161, e = #map162, f = #map163} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map164, b = #map98, c = #map10, d = #map165, e = #map166, f = #map167} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map168, b = #map73, c = #map169, d = #map88, e = #map170, f = #map171} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map119, b = #set10, c = #map172, d = #map173, e = #set11, f = #map55} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map174, b = #map175, c = #map176, d = #map177, e = #set12, f = #set13} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map178, b = #map179, c = #map180, d = #map181, e = #map182, f = #map183} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map184, b = #map185, c = #map186, d = #map187, e = #map188, f = #map173} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map189, b = #map190, c = #map32, d = #map191, e = #map192, f = #map193} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map194, b = #map10, c = #map195, d = #map196, e = #map197, f = #set14} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map144, b = #map198, c = #map42, d = #map32, e = #map199, f = #map200} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map201, b = #set15, c = #map119, d = #map202, e = #set16, f = #map203} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map204, b = #map205, c = #map206, d = #map207, e = #map208, f = #map209} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map210, b = #map211, c = #map212, d = #map213, e = #map214, f = #map215} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map209, b = #map216, c = #map217, d = #map218, e = #map25, f = #map219} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map220, b = #map221, c = #map222, d = #set17, e = #map223, f = #map224} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map225, b = #map226, c = #map171, d = #map227, e = #set18, f = #set19} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map228, b = #map229, c = #set20, d = #map230, e = #map231, f = #map232} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map168, b = #map233, c = #map234, d = #map235, e = #map236, f = #map237} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map238, b = #map239, c = #map38, d = #map240, e = #map241, f = #map242} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map243, b = #map244, c = #map245, d = #map246, e = #set21, f = #map247} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map248, b = #map249, c = #map250, d = #map251, e = #map252, f = #set22} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map253, b = #map254, c = #map255, d = #map256, e = #map257, f = #map258} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map259, b = #map260, c = #map261, d = #map262, e = #set23, f = #set24} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map263, b = #map264, c = #map7, d = #set25, e = #map265, f = #map266} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map267, b = #map268, c = #map269, d = #map270, e = #map271, f = #map272} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map273, b = #map274, c = #map275, d = #map276, e = #map277, f = #map125} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map278, b = #map10, c = #map279, d = #map280, e = #map281, f = #map282} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map283, b = #map42, c = #map284, d = #map180, e = #map42, f = #map285} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set26, b = #set27, c = #map286, d = #map287, e = #map288, f = #map289} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map32, b = #map290, c = #map291, d = #map292, e = #map293, f = #map294} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map295, b = #map296, c = #map297, d = #map298, e = #map299, f = #map300} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map301, b = #map302, c = #map303, d = #map304, e = #map305, f = #map306} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map307, b = #map308, c = #set28, d = #map309, e = #map29, f = #map310} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map311, b = #map312, c = #map140, d = #map313, e = #map314, f = #map315} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map316, b = #map317, c = #set29, d = #map61, e = #map318, f = #map67} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map319, b = #map320, c = #map321, d = #map322, e = #map323, f = #map324} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map325, b = #map326, c = #map327, d = #map328, e = #map329, f = #set30} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map330, b = #set31, c = #set32, d = #map331, e = #map332, f = #map333} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map334, b = #map335, c = #map336, d = #set33, e = #map337, f = #map338} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map339, b = #map340, c = #map341, d = #map339, e = #map342, f = #map180} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map343, b = #map344, c = #map345, d = #map346, e = #map347, f = #map348} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map349, b = #map350, c = #map351, d = #map352, e = #set34, f = #map353} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map354, b = #map355, c = #map356, d = #map357, e = #map358, f = #map359} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map244, b = #set35, c = #map360, d = #set36, e = #map361, f = #map362} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map363, b = #map364, c = #map365, d = #map38, e = #map366, f = #map367} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map350, b = #map368, c = #map369, d = #map94, e = #map348, f = #map370} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map371, b = #set37, c = #map372, d = #map373, e = #map374, f = #map375} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map376, b = #map377, c = #map378, d = #map379, e = #map173, f = #map380} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map381, b = #map382, c = #map383, d = #map384, e = #map385, f = #set38} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map386, b = #map387, c = #map388, d = #map389, e = #map390, f = #map391} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map392, b = #map209, c = #map393, d = #map394, e = #set39, f = #map395} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set40, b = #map38, c = #map396, d = #map397, e = #map209, f = #set41} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map398, b = #map399, c = #map394, d = #map55, e = #map400, f = #map177} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map401, b = #map402, c = #map403, d = #set42, e = #map404, f = #map405} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map406, b = #map407, c = #map408, d = #map409, e = #map410, f = #set43} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map411, b = #map412, c = #map413, d = #set44, e = #map414, f = #map415} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map416, b = #map417, c = #map418, d = #map419, e = #map420, f = #map421} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map119, b = #map422, c = #map423, d = #map209, e = #map424, f = #set45} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map425, b = #map426, c = #map427, d = #map428, e = #map429, f = #map119} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map430, b = #map431, c = #map209, d = #map432, e = #map433, f = #map164} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map434, b = #map435, c = #map436, d = #map437, e = #map438, f = #map439} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map440, b = #map441, c = #map442, d = #map42, e = #map443, f = #map444} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map419, b = #set46, c = #map445, d = #map446, e = #map447, f = #map448} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map242, b = #map449, c = #map73, d = #map450, e = #map451, f = #map452} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map453, b = #map454, c = #map455, d = #set47, e = #map456, f = #map457} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map458, b = #map459, c = #map460, d = #map461, e = #map119, f = #set48} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map462, b = #map463, c = #map464, d = #map465, e = #map466, f = #map467} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map468, b = #map202, c = #map469, d = #map470, e = #map471, f = #map472} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map442, b = #map473, c = #map474, d = #map475, e = #map476, f = #map183} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map477, b = #map478, c = #map479, d = #map480, e = #map481, f = #map482} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map483, b = #map484, c = #map485, d = #map486, e = #map180, f = #map487} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map350, b = #map488, c = #map489, d = #map490, e = #map491, f = #map492} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map493, b = #map494, c = #map495, d = #set49, e = #map496, f = #map497} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map498, b = #map499, c = #map244, d = #map11, e = #map500, f = #map262} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map501, b = #map502, c = #map21, d = #map503, e = #map504, f = #map505} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map506, b = #map507, c = #map508, d = #map509, e = #map510, f = #map10} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map511, b = #map88, c = #map512, d = #map42, e = #map513, f = #map514} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map515, b = #map516, c = #set50, d = #map517, e = #map518, f = #map519} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map120, b = #map520, c = #map521, d = #map348, e = #map522, f = #map523} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map524, b = #map525, c = #map526, d = #map527, e = #map528, f = #set51} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map529, b = #map254, c = #map530, d = #map168, e = #map531, f = #set52} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map532, b = #map38, c = #map533, d = #map534, e = #map535, f = #map536} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map537, b = #map538, c = #map539, d = #map148, e = #map540, f = #map225} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map541, b = #map542, c = #map7, d = #map543, e = #map544, f = #map545} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map60, b = #map61, c = #map546, d = #set53, e = #map73, f = #set54} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set55, b = #map547, c = #map548, d = #set56, e = #map549, f = #map550} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map551, b = #map552, c = #map553, d = #map554, e = #map555, f = #map556} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set57, b = #map557, c = #map164, d = #map558, e = #map559, f = #map560} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map561, b = #map88, c = #map562, d = #map563, e = #map564, f = #map21} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map565, b = #map32, c = #map566, d = #map567, e = #map568, f = #map569} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map570, b = #map571, c = #map244, d = #map572, e = #map573, f = #map574} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map575, b = #map576, c = #map577, d = #map98, e = #map578, f = #map579} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map580, b = #map209, c = #map581, d = #map582, e = #map583, f = #map584} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map585, b = #map242, c = #map586, d = #map587, e = #map588, f = #map308} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map589, b = #map590, c = #set58, d = #map591, e = #map592, f = #map593} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map594, b = #map177, c = #map595, d = #map596, e = #map597, f = #map598} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set59, b = #map599, c = #map600, d = #map601, e = #map602, f = #map603} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map604, b = #set60, c = #map88, d = #map605, e = #map606, f = #map607} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map608, b = #map609, c = #map610, d = #set61, e = #map316, f = #map611} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map612, b = #map613, c = #map614, d = #map615, e = #map616, f = #map617} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map618, b = #map38, c = #map59, d = #map619, e = #map620, f = #map621} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map38, b = #map240, c = #map622, d = #map623, e = #map624, f = #map625} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map626, b = #map627, c = #map628, d = #map629, e = #set62, f = #map630} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map631, b = #map632, c = #map633, d = #map634, e = #map635, f = #map636} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map637, b = #map61, c = #map638, d = #map639, e = #map640, f = #map180} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map641, b = #map209, c = #map642, d = #set35, e = #map643, f = #map644} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map645, b = #map646, c = #map647, d = #map648, e = #map120, f = #map572} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map649, b = #map650, c = #set63, d = #map651, e = #map652, f = #set64} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map653, b = #map262, c = #map654, d = #map655, e = #map656, f = #set65} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map278, b = #map657, c = #map658, d = #map659, e = #map125, f = #map660} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map661, b = #map662, c = #set66, d = #map663, e = #set67, f = #map664} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map665, b = #map290, c = #map666, d = #map667, e = #map668, f = #set68} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map209, b = #map669, c = #set69, d = #map670, e = #map671, f = #map354} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map672, b = #map673, c = #map674, d = #map675, e = #map676, f = #map677} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map678, b = #map679, c = #map680, d = #map681, e = #map682, f = #map683} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set70, b = #map684, c = #map685, d = #map262, e = #set71, f = #set72} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map686, b = #map687, c = #map688, d = #map689, e = #map690, f = #map691} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map639, b = #map548, c = #map692, d = #map240, e = #map693, f = #set73} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map694, b = #map73, c = #map695, d = #map696, e = #map697, f = #set74} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map698, b = #map699, c = #set75, d = #map700, e = #map701, f = #map702} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map703, b = #map704, c = #map705, d = #map706, e = #map707, f = #map548} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map708, b = #set76, c = #map709, d = #map710, e = #map711, f = #map712} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map88, b = #map713, c = #map104, d = #map254, e = #map127, f = #map714} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map715, b = #map716, c = #map400, d = #map717, e = #map718, f = #set77} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map719, b = #map42, c = #map720, d = #set78, e = #map721, f = #set79} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map722, b = #map723, c = #map141, d = #map724, e = #map725, f = #map209} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map726, b = #map727, c = #map728, d = #map729, e = #set80, f = #map730} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map209, b = #map339, c = #map113, d = #map731, e = #map732, f = #map733} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map734, b = #map735, c = #map736, d = #map737, e = #map308, f = #map738} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map739, b = #map42, c = #map740, d = #map741, e = #map742, f = #map743} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map744, b = #map745, c = #map266, d = #map746, e = #set81, f = #map155} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map747, b = #map748, c = #map749, d = #map750, e = #map751, f = #map1} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map262, b = #map752, c = #map1, d = #map753, e = #map209, f = #map754} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map755, b = #map756, c = #map757, d = #map758, e = #set82, f = #map759} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map29, b = #set83, c = #map308, d = #map760, e = #map761, f = #map762} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map763, b = #map764, c = #map765, d = #map766, e = #map767, f = #map768} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map769, b = #map770, c = #map771, d = #map772, e = #map773, f = #map13} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map88, b = #map774, c = #map775, d = #map776, e = #map777, f = #map778} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set84, b = #set85, c = #map779, d = #map780, e = #map781, f = #map782} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map783, b = #map784, c = #map785, d = #map786, e = #map787, f = #map788} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map624, b = #map789, c = #map790, d = #map791, e = #map792, f = #map140} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set86, b = #map664, c = #map793, d = #map794, e = #map795, f = #map339} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set87, b = #map350, c = #map796, d = #map797, e = #map798, f = #map799} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map664, b = #map144, c = #map209, d = #map800, e = #map801, f = #map802} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map21, b = #map803, c = #map804, d = #map805, e = #map806, f = #map807} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set88, b = #map804, c = #map808, d = #map180, e = #map809, f = #map125} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map810, b = #map171, c = #map127, d = #map811, e = #map812, f = #map813} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map814, b = #map815, c = #map816, d = #map817, e = #set89, f = #map818} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map819, b = #map820, c = #map821, d = #map822, e = #map823, f = #map824} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map825, b = #map826, c = #map354, d = #map59, e = #map350, f = #set90} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map60, b = #map5, c = #map244, d = #map827, e = #map828, f = #map209} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map209, b = #set91, c = #map829, d = #map830, e = #map831, f = #set92} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map832, b = #map833, c = #map834, d = #map835, e = #map836, f = #map837} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map838, b = #map839, c = #map840, d = #map841, e = #map842, f = #map843} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map844, b = #map845, c = #map667, d = #map846, e = #map847, f = #map848} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map849, b = #map850, c = #map120, d = #map572, e = #map267, f = #map25} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map851, b = #map852, c = #map853, d = #map854, e = #map855, f = #map856} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map98, b = #map857, c = #map93, d = #map209, e = #map858, f = #set93} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map859, b = #map860, c = #map173, d = #map25, e = #map861, f = #map862} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map695, b = #map863, c = #map596, d = #set94, e = #map864, f = #map865} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map866, b = #map867, c = #map868, d = #map869, e = #map870, f = #map55} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map871, b = #map872, c = #map330, d = #map873, e = #map339, f = #set95} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map874, b = #map875, c = #map876, d = #map877, e = #map878, f = #map879} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map61, b = #map880, c = #map59, d = #map881, e = #map882, f = #map59} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map883, b = #map59, c = #map884, d = #map885, e = #map886, f = #map887} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map888, b = #map354, c = #map436, d = #map889, e = #map890, f = #map13} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map891, b = #map61, c = #map892, d = #map893, e = #map894, f = #map21} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map895, b = #map896, c = #map897, d = #map898, e = #map899, f = #map900} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map901, b = #map902, c = #map209, d = #map903, e = #map10, f = #map904} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map42, b = #map905, c = #map906, d = #map249, e = #map907, f = #map908} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map442, b = #set96, c = #map244, d = #map909, e = #map910, f = #map766} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set97, b = #map382, c = #map911, d = #map912, e = #map913, f = #map914} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map915, b = #map916, c = #map917, d = #map918, e = #map919, f = #map32} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map713, b = #map920, c = #set98, d = #map921, e = #map548, f = #set99} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map59, b = #map168, c = #map922, d = #map923, e = #map42, f = #map924} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map925, b = #map308, c = #map926, d = #map927, e = #map928, f = #map929} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map346, b = #map461, c = #set100, d = #map930, e = #map146, f = #map931} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map932, b = #map494, c = #map933, d = #map934, e = #map935, f = #set101} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map936, b = #map937, c = #map762, d = #map639, e = #map938, f = #map939} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map940, b = #map941, c = #map942, d = #map943, e = #map944, f = #map945} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map946, b = #map947, c = #map419, d = #map664, e = #map948, f = #map949} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map950, b = #map762, c = #map951, d = #map952, e = #map953, f = #map954} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map955, b = #map956, c = #map957, d = #map958, e = #map442, f = #map959} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map11, b = #map960, c = #map961, d = #map962, e = #map963, f = #map964} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map21, b = #map965, c = #set102, d = #set103, e = #map966, f = #map967} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map968, b = #map155, c = #map29, d = #map969, e = #map60, f = #map346} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map970, b = #map92, c = #map140, d = #set104, e = #map971, f = #map972} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map973, b = #map266, c = #map898, d = #map974, e = #map350, f = #map975} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map976, b = #map977, c = #map262, d = #map978, e = #map979, f = #map980} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map981, b = #map982, c = #map125, d = #map983, e = #map984, f = #map269} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map985, b = #map986, c = #map987, d = #map656, e = #map345, f = #map988} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map989, b = #map990, c = #map991, d = #map522, e = #map992, f = #map993} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map994, b = #set105, c = #map38, d = #map995, e = #map996, f = #map534} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set106, b = #map375, c = #map534, d = #map997, e = #set107, f = #map998} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map762, b = #map999, c = #set108, d = #map164, e = #map1000, f = #map42} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set109, b = #map1001, c = #map308, d = #map1002, e = #map1003, f = #map1004} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1005, b = #map1006, c = #map171, d = #set110, e = #set111, f = #map1007} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1008, b = #map1009, c = #map1010, d = #map1011, e = #map1012, f = #map168} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map6, b = #map1013, c = #map1014, d = #map202, e = #map1015, f = #set112} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map125, b = #map697, c = #map1016, d = #map1017, e = #map262, f = #map1018} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1019, b = #map1020, c = #map1021, d = #map168, e = #map1022, f = #map1023} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1024, b = #map1025, c = #map1026, d = #set113, e = #map1027, f = #map1028} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1029, b = #map1030, c = #map1031, d = #map1032, e = #map1033, f = #map1034} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1035, b = #map1036, c = #map1037, d = #map1038, e = #map1039, f = #map1040} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1041, b = #map348, c = #map1042, d = #map1043, e = #set114, f = #map1044} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1045, b = #map92, c = #set115, d = #map400, e = #map1046, f = #map1047} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map155, b = #map1048, c = #map1049, d = #map1050, e = #map1051, f = #set116} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map209, b = #map1052, c = #map534, d = #map1053, e = #map1054, f = #map314} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map695, b = #map1055, c = #map1056, d = #map1057, e = #map59, f = #map139} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map60, b = #map1058, c = #map966, d = #map1059, e = #map1060, f = #map1061} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1062, b = #map1063, c = #map1064, d = #map1065, e = #map1066, f = #map1067} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map350, b = #set117, c = #map382, d = #map1068, e = #map127, f = #map55} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1069, b = #map808, c = #set118, d = #map1070, e = #map1071, f = #map1072} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1073, b = #map38, c = #set119, d = #map664, e = #map1074, f = #map405} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1075, b = #map1076, c = #map1077, d = #map1078, e = #map173, f = #map1079} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1080, b = #set120, c = #map1081, d = #map350, e = #map1074, f = #map1082} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1083, b = #map1084, c = #map1085, d = #map676, e = #map209, f = #set121} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1086, b = #map1087, c = #set122, d = #map7, e = #map1088, f = #map1044} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map382, b = #map1089, c = #map1090, d = #map1091, e = #map1092, f = #map42} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1093, b = #map1094, c = #map1095, d = #set123, e = #map139, f = #map1096} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1097, b = #map1098, c = #map1099, d = #map180, e = #map1100, f = #map1101} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1102, b = #map1103, c = #map1104, d = #set124, e = #map1105, f = #map1106} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map643, b = #map262, c = #map11, d = #map1107, e = #set125, f = #map1108} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set126, b = #set127, c = #map1109, d = #map1110, e = #map346, f = #map1111} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1112, b = #map1113, c = #map1114, d = #map38, e = #map1115, f = #map1116} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1117, b = #map1118, c = #map1119, d = #map1120, e = #map61, f = #map1121} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1122, b = #map88, c = #map1109, d = #map1123, e = #map1124, f = #map88} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1125, b = #map348, c = #map61, d = #map1126, e = #map7, f = #map144} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map918, b = #map1127, c = #map1128, d = #map354, e = #map1129, f = #map60} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set128, b = #map1130, c = #map213, d = #set129, e = #map1131, f = #map1132} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set130, b = #map1133, c = #set131, d = #map25, e = #map1134, f = #map1135} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map244, b = #map1136, c = #map1137, d = #map88, e = #map1138, f = #map1139} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1140, b = #map1141, c = #map695, d = #map1142, e = #set132, f = #map316} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map350, b = #map1143, c = #map1144, d = #map1145, e = #map1146, f = #map436} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1147, b = #map1148, c = #map1149, d = #map314, e = #map1150, f = #map1151} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1152, b = #map1153, c = #map1154, d = #map1155, e = #map1156, f = #map467} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map67, b = #map1157, c = #map1158, d = #map1159, e = #map1160, f = #map1161} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1162, b = #map1163, c = #map1164, d = #map327, e = #map290, f = #map1165} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1166, b = #map1167, c = #map1168, d = #map139, e = #map1169, f = #map1170} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map13, b = #map1171, c = #map1172, d = #map643, e = #map1173, f = #map380} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1174, b = #map1175, c = #map1176, d = #map1177, e = #map625, f = #map1178} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1179, b = #map1180, c = #set133, d = #map98, e = #map1181, f = #map1182} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map171, b = #set134, c = #map1183, d = #map1184, e = #set135, f = #map1185} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1186, b = #map327, c = #map61, d = #map209, e = #map1187, f = #map1188} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1189, b = #map1190, c = #map1191, d = #map1192, e = #map1193, f = #map1194} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1195, b = #map1196, c = #map1197, d = #map1198, e = #map339, f = #map1199} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map244, b = #set136, c = #map1200, d = #map1201, e = #map1202, f = #set137} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1203, b = #map1204, c = #map1205, d = #map1206, e = #map522, f = #map1207} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map21, b = #map550, c = #set138, d = #map13, e = #map1208, f = #map1209} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1210, b = #map92, c = #map27, d = #map38, e = #map209, f = #map1211} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1212, b = #map341, c = #map1074, d = #map171, e = #map1213, f = #map1214} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1215, b = #map113, c = #map1216, d = #map1217, e = #map1218, f = #map1219} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map42, b = #map1220, c = #map1221, d = #map316, e = #map11, f = #set139} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1222, b = #map1223, c = #map1224, d = #map1225, e = #map1226, f = #map1227} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1228, b = #map209, c = #map59, d = #map1229, e = #map1230, f = #map209} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1231, b = #map1232, c = #map1233, d = #map5, e = #map27, f = #map1234} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1235, b = #map1236, c = #set140, d = #map1237, e = #map1238, f = #map1239} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1240, b = #map442, c = #map1241, d = #map1242, e = #map13, f = #map21} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1243, b = #map1244, c = #map1245, d = #map11, e = #map1246, f = #set141} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1247, b = #map125, c = #map1248, d = #map209, e = #map1249, f = #map1250} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map827, b = #map1251, c = #map572, d = #map718, e = #map59, f = #map1252} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1253, b = #map42, c = #map1254, d = #set142, e = #map1255, f = #map1256} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map93, b = #map1257, c = #map1258, d = #map561, e = #map1259, f = #map1260} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1261, b = #map1262, c = #map1263, d = #map1264, e = #set143, f = #map1265} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map308, b = #map11, c = #set144, d = #map209, e = #map140, f = #map447} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1266, b = #map1267, c = #map7, d = #map1268, e = #map1269, f = #map1270} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1271, b = #map1272, c = #map168, d = #map1273, e = #map1274, f = #set145} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set146, b = #map32, c = #map1275, d = #set147, e = #map1276, f = #map1277} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1278, b = #map1279, c = #map1280, d = #map483, e = #map1281, f = #set148} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map267, b = #map94, c = #map409, d = #map1282, e = #map1283, f = #map1284} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map113, b = #map13, c = #map202, d = #map534, e = #map1285, f = #map202} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1286, b = #map1287, c = #map1288, d = #map1289, e = #map1290, f = #map534} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1291, b = #map1292, c = #map656, d = #map1293, e = #map38, f = #map1294} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1295, b = #map125, c = #map1296, d = #map1297, e = #map1298, f = #map11} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1299, b = #map1300, c = #map1301, d = #map1302, e = #map1303, f = #map1304} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1305, b = #map1306, c = #map32, d = #map1307, e = #map119, f = #map1308} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1309, b = #map1310, c = #map1311, d = #set149, e = #map1312, f = #set150} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map346, b = #map1313, c = #map1314, d = #map1315, e = #map209, f = #map60} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map113, b = #map1316, c = #map1317, d = #map1318, e = #map1319, f = #map1320} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1321, b = #map1322, c = #set151, d = #map1323, e = #map1324, f = #map1325} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1326, b = #set152, c = #map1077, d = #map1327, e = #map1328, f = #map1329} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1330, b = #set153, c = #map1331, d = #map1332, e = #map1333, f = #map308} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map38, b = #map1334, c = #map1335, d = #map1336, e = #map1337, f = #map1338} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1339, b = #map898, c = #set154, d = #map125, e = #map1340, f = #map1341} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1342, b = #map1343, c = #map1344, d = #map1345, e = #map695, f = #map209} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set155, b = #map119, c = #map1346, d = #map1347, e = #map1348, f = #map1349} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1350, b = #map1351, c = #map1247, d = #map314, e = #map152, f = #map1352} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1353, b = #map327, c = #map1354, d = #map1355, e = #map442, f = #map1356} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1357, b = #map1358, c = #map1359, d = #map209, e = #map1360, f = #map1361} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1362, b = #map1363, c = #map1364, d = #map1365, e = #set156, f = #map332} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1366, b = #map1367, c = #map1368, d = #set157, e = #map1369, f = #map1370} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1340, b = #map1371, c = #map60, d = #map1372, e = #map425, f = #set128} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1373, b = #map266, c = #map1374, d = #set158, e = #map1375, f = #map1376} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set159, b = #map1377, c = #map1378, d = #map1379, e = #map804, f = #map254} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1380, b = #map1381, c = #map1382, d = #map1383, e = #map1384, f = #map986} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1385, b = #map1386, c = #map1387, d = #map1388, e = #map1389, f = #map918} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map275, b = #map1390, c = #map1391, d = #set160, e = #map1392, f = #map1393} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1394, b = #map1395, c = #map1396, d = #map38, e = #map1397, f = #map918} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1398, b = #set161, c = #map1399, d = #map1400, e = #map1401, f = #map1402} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1403, b = #map1340, c = #map1185, d = #map1404, e = #map1405, f = #map1340} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1406, b = #map1407, c = #map434, d = #map1408, e = #map1340, f = #map1409} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map32, b = #map1410, c = #map1411, d = #map1412, e = #map1413, f = #map1414} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1415, b = #map1416, c = #map1417, d = #map1418, e = #map1419, f = #set162} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1420, b = #map21, c = #map1272, d = #map1421, e = #map800, f = #map1422} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1423, b = #set163, c = #map209, d = #map1424, e = #map189, f = #map1425} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1426, b = #map1427, c = #map61, d = #map1428, e = #map27, f = #map1429} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1430, b = #map1431, c = #map1432, d = #map1433, e = #map1434, f = #map1435} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1436, b = #map1082, c = #map1437, d = #map1438, e = #set164, f = #map1439} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1440, b = #map1441, c = #map1442, d = #map1443, e = #map1444, f = #map67} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map625, b = #map1445, c = #map339, d = #map1446, e = #map1247, f = #map1447} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1448, b = #map442, c = #map766, d = #map1449, e = #map11, f = #map1450} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1451, b = #map1452, c = #map1453, d = #map534, e = #map1454, f = #map1455} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set165, b = #map1456, c = #map1457, d = #map1243, e = #map1458, f = #map1459} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1460, b = #map1461, c = #map1462, d = #map1463, e = #set166, f = #map1464} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map346, b = #map60, c = #map1465, d = #map1466, e = #map1467, f = #map898} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1468, b = #set167, c = #map1469, d = #map1470, e = #map631, f = #map605} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1471, b = #map1472, c = #map1473, d = #map1474, e = #map1475, f = #map1476} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1477, b = #map42, c = #map1478, d = #map1479, e = #map1480, f = #map1481} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map38, b = #map1482, c = #map1483, d = #map1484, e = #map1485, f = #map38} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1486, b = #map339, c = #set168, d = #map60, e = #map31, f = #map1487} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1488, b = #map1489, c = #map1490, d = #map1491, e = #map1492, f = #map1493} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1494, b = #map1495, c = #set169, d = #map800, e = #map1496, f = #map1497} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set170, b = #map1498, c = #map1499, d = #map643, e = #map1500, f = #map1501} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1502, b = #set171, c = #map262, d = #map1503, e = #map1504, f = #map1505} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1506, b = #map1507, c = #map1508, d = #set172, e = #map1509, f = #map25} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1510, b = #map1511, c = #map1512, d = #map242, e = #map1513, f = #map348} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1514, b = #map1245, c = #set173, d = #map1515, e = #map1516, f = #map1517} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map183, b = #map1518, c = #map1519, d = #map1520, e = #set174, f = #map262} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map6, b = #map42, c = #set175, d = #map1521, e = #map1522, f = #map11} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1523, b = #map1524, c = #map67, d = #map1525, e = #map1526, f = #map507} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1527, b = #map1528, c = #map1529, d = #map1530, e = #map61, f = #map1531} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1532, b = #map762, c = #map1533, d = #map1534, e = #map38, f = #set176} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1535, b = #map1536, c = #map1537, d = #map1538, e = #map1539, f = #map1540} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map5, b = #map1541, c = #map1542, d = #map42, e = #set177, f = #map} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1543, b = #map1544, c = #map1545, d = #map1546, e = #map1547, f = #set178} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1548, b = #map1549, c = #map1550, d = #map61, e = #map1050, f = #map1551} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map442, b = #map1552, c = #map1553, d = #map1554, e = #map1555, f = #map1556} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1345, b = #map1557, c = #map1558, d = #map1559, e = #map1560, f = #map1561} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map61, b = #map1562, c = #map1563, d = #map38, e = #set179, f = #map1564} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map1565, b = #map1566, c = #map1567, d = #map21, e = #map1568, f = #map1569} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map59, b = #map1570, c = #map308, d = #map254, e = #map1571, f = #set180} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map989, b = #map1572, c = #map1573, d = #map1574, e = #map1575, f = #map1434} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map42, b = #map1576, c = #map1577, d = #map1186, e = #map1578, f = #map1579} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #set181, b = #map419, c = #map1580, d = #map61, e = #map1581, f = #map1582} : () -> ()
// CHECK-NEXT:  "t.m"() {a = #map913, b = #map1583, c = #map1584, d = #set182, e = #map60, f = #map1585} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// RUN: %mica-affine-api --simplify %S/Inputs/random-simplify.mlir | FileCheck --match-full-lines --strict-whitespace %s
// 300 random affine maps (6 per op), written by gen_random_maps.py --seed 22;
// the CHECK lines are mlir-opt-22's print after --affine-simplify-structures of Inputs/random-simplify.mlir.

// CHECK:#map = affine_map<(d0, d1) -> (-d0 - 2, d0 floordiv 4)>
// CHECK-NEXT:#map1 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d3)>
// CHECK-NEXT:#map2 = affine_map<(d0)[s0] -> (0, -d0)>
// CHECK-NEXT:#map3 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (s1 * 10 - 110)>
// CHECK-NEXT:#map4 = affine_map<() -> (-18)>
// CHECK-NEXT:#map5 = affine_map<(d0, d1)[s0, s1, s2] -> ((d1 ceildiv 8) * -6)>
// CHECK-NEXT:#map6 = affine_map<(d0, d1)[s0] -> ((s0 mod 3) mod 4, d0, -3)>
// CHECK-NEXT:#map7 = affine_map<(d0, d1, d2, d3) -> (-d0 + d3 - 3, d1, ((d2 mod 8) floordiv 2) * 17)>
// CHECK-NEXT:#map8 = affine_map<(d0, d1, d2, d3)[s0] -> (d3)>
// CHECK-NEXT:#map9 = affine_map<(d0)[s0, s1, s2] -> (d0 * 13)>
// CHECK-NEXT:#map10 = affine_map<(d0, d1, d2) -> (2)>
// CHECK-NEXT:#map11 = affine_map<(d0, d1)[s0] -> (d1 - 11, 18)>
// CHECK-NEXT:#map12 = affine_map<(d0)[s0] -> ((s0 mod 4) mod 3)>
// CHECK-NEXT:#map13 = affine_map<(d0) -> (18)>
// CHECK-NEXT:#map14 = affine_map<(d0, d1, d2) -> (-d0 - 12)>
// CHECK-NEXT:#map15 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> ((d0 floordiv 2) * 15)>
// CHECK-NEXT:#map16 = affine_map<(d0)[s0, s1] -> (d0 * 2)>
// CHECK-NEXT:#map17 = affine_map<(d0)[s0] -> (0)>
// CHECK-NEXT:#map18 = affine_map<(d0, d1) -> (d1 + 14)>
// CHECK-NEXT:#map19 = affine_map<(d0)[s0] -> (d0 ceildiv s0 + s0)>
// CHECK-NEXT:#map20 = affine_map<()[s0, s1, s2] -> (s2, s2 * 2, -s2)>
// CHECK-NEXT:#map21 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-d0 - 1)>
// CHECK-NEXT:#map22 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (s0, d0 * -5, d0 * -7)>
// CHECK-NEXT:#map23 = affine_map<(d0)[s0, s1, s2] -> (d0)>
// CHECK-NEXT:#map24 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-1)>
// CHECK-NEXT:#map25 = affine_map<(d0, d1)[s0] -> (d1)>
// CHECK-NEXT:#map26 = affine_map<(d0, d1, d2, d3)[s0] -> (d1 mod 2, 20, d3 * -399)>
// CHECK-NEXT:#map27 = affine_map<(d0, d1, d2) -> (d0)>
// CHECK-NEXT:#map28 = affine_map<(d0) -> (d0)>
// CHECK-NEXT:#map29 = affine_map<(d0, d1) -> (d0, 0, d0)>
// CHECK-NEXT:#map30 = affine_map<()[s0] -> (s0 ceildiv 3)>
// CHECK-NEXT:#map31 = affine_map<()[s0, s1] -> (0)>
// CHECK-NEXT:#map32 = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * 5, (d1 floordiv 3) floordiv (s0 * 2), -6)>
// CHECK-NEXT:#map33 = affine_map<()[s0, s1] -> (s1)>
// CHECK-NEXT:#map34 = affine_map<(d0)[s0] -> (s0 * 10)>
// CHECK-NEXT:#map35 = affine_map<(d0)[s0, s1, s2] -> (d0 + s0)>
// CHECK-NEXT:#map36 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d3)>
// CHECK-NEXT:#map37 = affine_map<(d0, d1) -> (d0, d0 ceildiv -20, 3)>
// CHECK-NEXT:#map38 = affine_map<()[s0] -> (-13, s0)>
// CHECK-NEXT:#map39 = affine_map<(d0)[s0] -> (s0, ((s0 floordiv 0) floordiv -3) floordiv 2)>
// CHECK-NEXT:#map40 = affine_map<()[s0, s1, s2] -> (s2)>
// CHECK-NEXT:#map41 = affine_map<(d0, d1)[s0, s1, s2] -> ((s0 floordiv -14) floordiv -12, d0 floordiv 2, -d0 - s1)>
// CHECK-NEXT:#map42 = affine_map<(d0, d1, d2)[s0, s1] -> (d0 - s0 + s1 ceildiv 4)>
// CHECK-NEXT:#map43 = affine_map<()[s0, s1] -> (s0, 0)>
// CHECK-NEXT:#map44 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0)>
// CHECK-NEXT:#map45 = affine_map<()[s0, s1] -> (-2)>
// CHECK-NEXT:#map46 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d2)>
// CHECK-NEXT:#map47 = affine_map<(d0, d1)[s0] -> (d1 + 19, 9)>
// CHECK-NEXT:#map48 = affine_map<(d0, d1)[s0] -> (s0)>
// CHECK-NEXT:#map49 = affine_map<(d0)[s0, s1] -> (1)>
// CHECK-NEXT:#map50 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (s1)>
// CHECK-NEXT:#map51 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (0)>
// CHECK-NEXT:#map52 = affine_map<(d0, d1) -> (-17)>
// CHECK-NEXT:#map53 = affine_map<(d0, d1, d2, d3)[s0] -> (1 ceildiv 0, d2 floordiv 19)>
// CHECK-NEXT:#map54 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d1 + s2 + 3, (-d2) ceildiv 3)>
// CHECK-NEXT:#map55 = affine_map<(d0, d1)[s0, s1, s2] -> (d1 mod 8)>
// CHECK-NEXT:#map56 = affine_map<(d0, d1, d2, d3)[s0] -> (-d1 + d3)>
// CHECK-NEXT:#map57 = affine_map<(d0, d1, d2, d3) -> (d0 + d2)>
// CHECK-NEXT:#map58 = affine_map<(d0, d1)[s0, s1, s2] -> (d0 + s1, -14, d0)>
// CHECK-NEXT:#map59 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (s2, s0, s1)>
// CHECK-NEXT:#map60 = affine_map<(d0, d1, d2, d3) -> (0)>
// CHECK-NEXT:#map61 = affine_map<(d0, d1, d2)[s0] -> (-d0 + d1)>
// CHECK-NEXT:#map62 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d0 * 13)>
// CHECK-NEXT:#map63 = affine_map<(d0, d1)[s0, s1, s2] -> (d0)>
// CHECK-NEXT:#map64 = affine_map<() -> (0, 4)>
// CHECK-NEXT:#map65 = affine_map<(d0) -> (0 ceildiv 0)>
// CHECK-NEXT:#map66 = affine_map<() -> (-1)>
// CHECK-NEXT:#map67 = affine_map<()[s0] -> (0)>
// CHECK-NEXT:#map68 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d0 ceildiv 3 + d1 mod 8 + s1 + d3 ceildiv s1, d2)>
// CHECK-NEXT:#map69 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0, d1, d2)>
// CHECK-NEXT:#map70 = affine_map<(d0, d1, d2) -> ((d2 * 32) ceildiv 3, d0)>
// CHECK-NEXT:#map71 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (s1, d0 mod -18)>
// CHECK-NEXT:#map72 = affine_map<(d0, d1) -> ((d0 floordiv 16) * -16 - 1, d1, 0)>
// CHECK-NEXT:#map73 = affine_map<(d0, d1, d2, d3)[s0] -> (d2, d1)>
// CHECK-NEXT:#map74 = affine_map<(d0, d1, d2, d3) -> (d0)>
// CHECK-NEXT:#map75 = affine_map<(d0)[s0, s1] -> (s1)>
// CHECK-NEXT:#map76 = affine_map<(d0, d1, d2) -> (d1, d0)>
// CHECK-NEXT:#map77 = affine_map<(d0, d1, d2, d3)[s0] -> (d1 * -19)>
// CHECK-NEXT:#map78 = affine_map<(d0, d1)[s0, s1, s2] -> (s1, d0 * 11 + s0 * 11 + s2 * 11 - 176, d1 * -3 + (-d1) floordiv 2)>
// CHECK-NEXT:#map79 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d2 + 2)>
// CHECK-NEXT:#map80 = affine_map<()[s0, s1, s2] -> (s1)>
// CHECK-NEXT:#map81 = affine_map<(d0, d1, d2)[s0] -> (s0 * -20, 1, s0 ceildiv 3)>
// CHECK-NEXT:#map82 = affine_map<(d0, d1)[s0, s1, s2] -> (d1 mod 2, s2 * -9)>
// CHECK-NEXT:#map83 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT:#map84 = affine_map<(d0, d1) -> (d0 floordiv 2)>
// CHECK-NEXT:#map85 = affine_map<(d0, d1)[s0, s1, s2] -> (d1 ceildiv 4)>
// CHECK-NEXT:#map86 = affine_map<()[s0, s1, s2] -> (s0 * -2 - 10, 4, 1)>
// CHECK-NEXT:#map87 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d2 mod 2)>
// CHECK-NEXT:#map88 = affine_map<(d0)[s0, s1] -> (d0 * 2, s0)>
// CHECK-NEXT:#map89 = affine_map<()[s0, s1] -> ((s0 ceildiv 8 + 136) floordiv 0)>
// CHECK-NEXT:#map90 = affine_map<(d0, d1, d2)[s0] -> (0 mod -3, s0 * 6 + 3, d0 + d2)>
// CHECK-NEXT:#map91 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (s1)>
// CHECK-NEXT:#map92 = affine_map<(d0, d1, d2, d3)[s0] -> (-d1 + s0, s0)>
// CHECK-NEXT:#map93 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (s0)>
// CHECK-NEXT:#map94 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d1 * 8 + 152)>
// CHECK-NEXT:#map95 = affine_map<(d0, d1, d2, d3) -> (d2, d2 * 18, d0)>
// CHECK-NEXT:#map96 = affine_map<(d0, d1)[s0] -> (-d0 - s0)>
// CHECK-NEXT:#map97 = affine_map<(d0, d1)[s0] -> (0)>
// CHECK-NEXT:#map98 = affine_map<(d0, d1)[s0, s1] -> (d0)>
// CHECK-NEXT:#map99 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (s2, s1 ceildiv 2, d2)>
// CHECK-NEXT:#map100 = affine_map<(d0, d1, d2) -> (d1 mod 0)>
// CHECK-NEXT:#map101 = affine_map<(d0, d1, d2)[s0, s1] -> (-d1 + s1)>
// CHECK-NEXT:#map102 = affine_map<(d0, d1)[s0] -> ((-d1 + d1 floordiv 3) floordiv 2 + 1)>
// CHECK-NEXT:#map103 = affine_map<(d0, d1, d2, d3) -> (d3)>
// CHECK-NEXT:#map104 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d2)>
// CHECK-NEXT:#map105 = affine_map<()[s0, s1, s2] -> (0)>
// CHECK-NEXT:#map106 = affine_map<() -> (11, 7, 5)>
// CHECK-NEXT:#map107 = affine_map<(d0) -> (d0 floordiv 3)>
// CHECK-NEXT:#map108 = affine_map<(d0, d1, d2) -> (d0 * 18)>
// CHECK-NEXT:#map109 = affine_map<()[s0, s1] -> (s0 - s1 + 10)>
// CHECK-NEXT:#map110 = affine_map<()[s0, s1, s2] -> ((s0 mod -6) * -13, -s2 + s2 ceildiv 2, s0)>
// CHECK-NEXT:#map111 = affine_map<(d0, d1, d2)[s0] -> (d0)>
// CHECK-NEXT:#map112 = affine_map<(d0)[s0, s1, s2] -> (d0 + s2)>
// CHECK-NEXT:#map113 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d2)>
// CHECK-NEXT:#map114 = affine_map<()[s0] -> (-10)>
// CHECK-NEXT:#map115 = affine_map<(d0, d1) -> (d0 + d1, 0, d0 * -11)>
// CHECK-NEXT:#map116 = affine_map<(d0, d1) -> (-(3 mod 0))>
// CHECK-NEXT:#map117 = affine_map<(d0)[s0, s1] -> (s0)>
// CHECK-NEXT:#map118 = affine_map<(d0, d1, d2)[s0] -> (d0 + d1 + -(d2 floordiv 7) + s0 + 3)>
// CHECK-NEXT:#map119 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d2 + s1, d1, d2 * 2)>
// CHECK-NEXT:#map120 = affine_map<(d0)[s0, s1] -> (d0 * 11 - s0)>
// CHECK-NEXT:#map121 = affine_map<(d0)[s0, s1] -> (((d0 mod 8) ceildiv 8) * -7)>
// CHECK-NEXT:#map122 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (s0, s1, -d3)>
// CHECK-NEXT:#map123 = affine_map<()[s0] -> (s0 * -11)>
// CHECK-NEXT:#map124 = affine_map<()[s0] -> (s0)>
// CHECK-NEXT:#map125 = affine_map<(d0)[s0, s1, s2] -> (2)>
// CHECK-NEXT:#map126 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d2, ((d0 * s2) * (s2 mod 3)) * -5)>
// CHECK-NEXT:#map127 = affine_map<(d0, d1) -> (d1 * 17)>
// CHECK-NEXT:#map128 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d1)>
// CHECK-NEXT:#map129 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-2 mod -4)>
// CHECK-NEXT:#map130 = affine_map<(d0)[s0] -> (s0 * -16 + 7)>
// CHECK-NEXT:#map131 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d1 ceildiv 16, s1 - 11, s0 * -13)>
// CHECK-NEXT:#map132 = affine_map<(d0, d1, d2) -> (d1 + d2)>
// CHECK-NEXT:#map133 = affine_map<() -> (7, -7)>
// CHECK-NEXT:#map134 = affine_map<(d0)[s0, s1, s2] -> (d0 mod -3 - (d0 - s2) - (1 floordiv 0) * 3, d0, s2 + 20)>
// CHECK-NEXT:#map135 = affine_map<()[s0, s1] -> (3)>
// CHECK-NEXT:#map136 = affine_map<(d0)[s0, s1] -> (d0 * 2 - 8, d0, (d0 + s0) mod 4)>
// CHECK-NEXT:#map137 = affine_map<(d0, d1, d2)[s0, s1] -> (-d0 - d2 + s1)>
// CHECK-NEXT:#map138 = affine_map<(d0, d1, d2)[s0, s1] -> (0)>
// CHECK-NEXT:#map139 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT:#map140 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d1, d1)>
// CHECK-NEXT:#map141 = affine_map<(d0, d1, d2, d3) -> (255, -2040, 1)>
// CHECK-NEXT:#map142 = affine_map<(d0, d1, d2)[s0] -> (d1 floordiv -2 + 9, d0)>
// CHECK-NEXT:#map143 = affine_map<(d0, d1, d2)[s0, s1] -> (d2 * -13)>
// CHECK-NEXT:#map144 = affine_map<(d0)[s0, s1] -> (d0, d0 ceildiv 0)>
// CHECK-NEXT:#map145 = affine_map<(d0)[s0] -> (d0, d0 * 21 + s0 * 20)>
// CHECK-NEXT:#map146 = affine_map<(d0, d1)[s0, s1] -> (-d0 + 20)>
// CHECK-NEXT:#map147 = affine_map<(d0, d1, d2)[s0, s1, s2] -> ((-s1) floordiv 2)>
// CHECK-NEXT:#map148 = affine_map<(d0, d1)[s0, s1, s2] -> (d0 + s2 + s0 ceildiv 12, d0 mod 4)>
// CHECK-NEXT:#map149 = affine_map<()[s0, s1, s2] -> (s0, -7)>
// CHECK-NEXT:#map150 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d2 * 2)>
// CHECK-NEXT:#map151 = affine_map<(d0)[s0, s1] -> (s0, d0 - s1)>
// CHECK-NEXT:#map152 = affine_map<()[s0, s1] -> (s0 - s1)>
// CHECK-NEXT:#map153 = affine_map<(d0)[s0, s1] -> (d0 floordiv 3)>
// CHECK-NEXT:#map154 = affine_map<(d0) -> (1)>
// CHECK-NEXT:#map155 = affine_map<(d0, d1, d2, d3) -> (d1)>
// CHECK-NEXT:#map156 = affine_map<(d0)[s0, s1] -> (d0)>
// CHECK-NEXT:#map157 = affine_map<(d0) -> (2)>
// CHECK-NEXT:#map158 = affine_map<()[s0] -> ((-(s0 mod 2)) floordiv 0 + s0, s0 ceildiv 3, -12)>
// CHECK-NEXT:#map159 = affine_map<()[s0, s1] -> (s0 * (s0 + s1), s0, s1 ceildiv 11)>
// CHECK-NEXT:#map160 = affine_map<(d0, d1, d2) -> (14)>
// CHECK-NEXT:#map161 = affine_map<(d0, d1) -> (d0, d0)>
// CHECK-NEXT:#map162 = affine_map<(d0, d1, d2)[s0, s1] -> (d0 floordiv 2 + s0 floordiv -1 + d1 + s1 + 2)>
// CHECK-NEXT:#map163 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d2 * 2 + 17)>
// CHECK-NEXT:#map164 = affine_map<(d0) -> ((d0 ceildiv 4) * -50)>
// CHECK-NEXT:#map165 = affine_map<()[s0] -> (s0 ceildiv 2)>
// CHECK-NEXT:#map166 = affine_map<(d0) -> (-d0 + 4)>
// CHECK-NEXT:#map167 = affine_map<(d0)[s0, s1] -> (0, -s1, d0 * 13)>
// CHECK-NEXT:#map168 = affine_map<(d0)[s0] -> ((d0 floordiv 2) floordiv 2)>
// CHECK-NEXT:#map169 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (17, d2)>
// CHECK-NEXT:#map170 = affine_map<()[s0, s1, s2] -> (s1 + s2)>
// CHECK-NEXT:#map171 = affine_map<(d0, d1) -> (d1 * -19, -d1 + (d0 ceildiv 11) ceildiv 4 + 1)>
// CHECK-NEXT:#map172 = affine_map<()[s0, s1, s2] -> (-s0)>
// CHECK-NEXT:#map173 = affine_map<(d0, d1, d2, d3)[s0] -> (0)>
// CHECK-NEXT:#map174 = affine_map<(d0, d1, d2, d3)[s0] -> (d0, d0, d2 + 1)>
// CHECK-NEXT:#map175 = affine_map<(d0, d1, d2, d3) -> (5)>
// CHECK-NEXT:#map176 = affine_map<(d0, d1)[s0] -> (-1)>
// CHECK-NEXT:#map177 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> ((d2 mod 4) ceildiv 2, d0 mod 2)>
// CHECK-NEXT:#map178 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (s0)>
// CHECK-NEXT:#map179 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d1 + s0 + s2)>
// CHECK-NEXT:#map180 = affine_map<(d0, d1)[s0, s1] -> ((d0 floordiv 3) * -3)>
// CHECK-NEXT:#map181 = affine_map<()[s0, s1, s2] -> (s0 floordiv -3, 0)>
// CHECK-NEXT:#map182 = affine_map<() -> (-10, -90, 21)>
// CHECK-NEXT:#map183 = affine_map<()[s0] -> (s0 * -252)>
// CHECK-NEXT:#map184 = affine_map<(d0)[s0] -> (s0 * -19)>
// CHECK-NEXT:#map185 = affine_map<(d0)[s0] -> (d0 - s0 + (s0 floordiv 16) * 16)>
// CHECK-NEXT:#map186 = affine_map<()[s0, s1] -> (1, 0, s0)>
// CHECK-NEXT:#map187 = affine_map<(d0, d1, d2)[s0, s1] -> (-((-d1) ceildiv 4))>
// CHECK-NEXT:#map188 = affine_map<(d0, d1, d2)[s0] -> (s0)>
// CHECK-NEXT:#map189 = affine_map<(d0)[s0, s1] -> (-1, s1, d0 * -2 + s1)>
// CHECK-NEXT:#map190 = affine_map<(d0) -> (3)>
// CHECK-NEXT:#map191 = affine_map<(d0) -> (0)>
// CHECK-NEXT:#map192 = affine_map<(d0)[s0] -> (d0)>
// CHECK-NEXT:#map193 = affine_map<()[s0, s1] -> (s1 * 18, s1 * -2 - 1, (s1 + 6) floordiv 0 + s0)>
// CHECK-NEXT:#map194 = affine_map<(d0, d1) -> ((-d1) floordiv -11, d1, d0 floordiv 16 + 1)>
// CHECK-NEXT:#map195 = affine_map<(d0, d1)[s0, s1] -> (1, d1 * -378 + s1 * 378, d0)>
// CHECK-NEXT:#map196 = affine_map<(d0, d1)[s0, s1] -> (d1 * -91 - 1365, 0, s0)>
// CHECK-NEXT:#map197 = affine_map<(d0, d1)[s0] -> ((d1 ceildiv 4) mod 2)>
// CHECK-NEXT:#map198 = affine_map<(d0, d1)[s0] -> (0, d1 - s0 - d0 ceildiv -6, d0)>
// CHECK-NEXT:#map199 = affine_map<(d0, d1, d2, d3) -> (d1 - d3 floordiv 4)>
// CHECK-NEXT:#map200 = affine_map<(d0, d1, d2) -> ((-12 mod 0) floordiv 3 - 6)>
// CHECK-NEXT:#map201 = affine_map<() -> (1)>
// CHECK-NEXT:#map202 = affine_map<(d0, d1)[s0, s1] -> (((s1 floordiv 3) * 17) ceildiv 3, d1 mod 4, -s1)>
// CHECK-NEXT:#map203 = affine_map<(d0)[s0, s1] -> (s0 mod 16)>
// CHECK-NEXT:#map204 = affine_map<(d0, d1, d2)[s0, s1] -> (d0)>
// CHECK-NEXT:#map205 = affine_map<(d0, d1, d2, d3) -> (d2 * 2 - (d2 floordiv 4) * 4)>
// CHECK-NEXT:#map206 = affine_map<()[s0, s1, s2] -> (-(s0 ceildiv 16) + 1, -4)>
// CHECK-NEXT:#map207 = affine_map<()[s0, s1] -> (s0)>
// CHECK-NEXT:#map208 = affine_map<()[s0] -> (s0 mod 0, 1, s0 ceildiv -20)>
// CHECK-NEXT:#map209 = affine_map<(d0)[s0, s1] -> (-20)>
// CHECK-NEXT:#map210 = affine_map<() -> ((7 ceildiv 0 + 8) ceildiv 2, 0)>
// CHECK-NEXT:#map211 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d1, d1)>
// CHECK-NEXT:#map212 = affine_map<(d0, d1, d2, d3) -> ((-3 mod 0) ceildiv 2, d2)>
// CHECK-NEXT:#map213 = affine_map<(d0, d1, d2, d3) -> (d0 ceildiv -16)>
// CHECK-NEXT:#map214 = affine_map<()[s0, s1] -> (-s1 + 20, 11, 0)>
// CHECK-NEXT:#map215 = affine_map<(d0, d1, d2, d3)[s0] -> (s0)>
// CHECK-NEXT:#map216 = affine_map<(d0, d1, d2, d3) -> (d3 + 22, d1)>
// CHECK-NEXT:#map217 = affine_map<() -> (2)>
// CHECK-NEXT:#map218 = affine_map<() -> (-67)>
// CHECK-NEXT:#map219 = affine_map<(d0, d1, d2)[s0] -> (d1 * -17)>
// CHECK-NEXT:#map220 = affine_map<()[s0, s1] -> (s1 * 15, s0 + 3)>
// CHECK-NEXT:#map221 = affine_map<()[s0, s1] -> ((-s1 - 5) mod 0 - 360)>
// CHECK-NEXT:#map222 = affine_map<(d0, d1)[s0] -> (d0, s0)>
// CHECK-NEXT:#map223 = affine_map<(d0, d1, d2)[s0] -> (d0 - 18)>
// CHECK-NEXT:#map224 = affine_map<(d0)[s0, s1] -> (d0 * -2, -(0 mod -8), d0)>
// CHECK-NEXT:#map225 = affine_map<() -> (19)>
// CHECK-NEXT:#map226 = affine_map<(d0, d1, d2)[s0] -> (s0, (d0 floordiv 16) * 4, s0 * -2)>
// CHECK-NEXT:#map227 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (s0, 0)>
// CHECK-NEXT:#map228 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d2 + s1 + s2 ceildiv 20 - 12)>
// CHECK-NEXT:#map229 = affine_map<()[s0] -> (3)>
// CHECK-NEXT:#map230 = affine_map<(d0, d1, d2)[s0, s1] -> (-(d0 mod s1) + s0 * 8)>
// CHECK-NEXT:#map231 = affine_map<()[s0] -> (16)>
// CHECK-NEXT:#map232 = affine_map<(d0) -> ((-d0) mod -3)>
// CHECK-NEXT:#map233 = affine_map<(d0)[s0] -> (d0 * -2)>
// CHECK-NEXT:#map234 = affine_map<(d0, d1, d2) -> (d1 floordiv 4)>
// CHECK-NEXT:#map235 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (-d1 + s0)>
// CHECK-NEXT:#map236 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (d3 mod -3, 0)>
// CHECK-NEXT:#map237 = affine_map<(d0, d1)[s0, s1, s2] -> (d0 + 5)>
// CHECK-NEXT:#map238 = affine_map<(d0, d1, d2) -> (-d1)>
// CHECK-NEXT:#map239 = affine_map<()[s0, s1, s2] -> (s0)>
// CHECK-NEXT:#map240 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-3060)>
// CHECK-NEXT:#map241 = affine_map<() -> (-11, -21)>
// CHECK-NEXT:#map242 = affine_map<(d0, d1, d2)[s0] -> (d1)>
// CHECK-NEXT:#map243 = affine_map<()[s0, s1] -> (s0 floordiv 16)>
// CHECK-NEXT:#map244 = affine_map<()[s0, s1] -> (s0 * -16 - s1 * 15, s1, (s1 * -21) mod 2 - 4)>
// CHECK-NEXT:#map245 = affine_map<(d0)[s0, s1, s2] -> (-12)>
// CHECK-NEXT:#map246 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (-s2)>
// CHECK-NEXT:#map247 = affine_map<()[s0, s1] -> (s1, s1 * 132)>
// CHECK-NEXT:#map248 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (s2 mod s1)>
// CHECK-NEXT:#map249 = affine_map<(d0, d1)[s0, s1, s2] -> (s1 floordiv 8)>
// CHECK-NEXT:#map250 = affine_map<(d0, d1, d2) -> (d0 + d1)>
// CHECK-NEXT:#map251 = affine_map<() -> (-16)>
// CHECK-NEXT:#map252 = affine_map<(d0)[s0] -> (s0)>
// CHECK-NEXT:#map253 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0 * 140)>
// CHECK-NEXT:#map254 = affine_map<(d0, d1)[s0, s1] -> (2)>
// CHECK-NEXT:#map255 = affine_map<(d0)[s0] -> (-2)>
// CHECK-NEXT:#map256 = affine_map<()[s0, s1, s2] -> (12)>
// CHECK-NEXT:#map257 = affine_map<() -> (2, 0, 2)>
// CHECK-NEXT:#map258 = affine_map<(d0, d1) -> (d0 * 10 + d1 * 12 - ((d0 * 10) floordiv 3 + d1 * 4) * 3, -11)>
// CHECK-NEXT:#map259 = affine_map<(d0, d1)[s0, s1] -> (d0 * 18)>
// CHECK-NEXT:#map260 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> (0)>
// CHECK-NEXT:#map261 = affine_map<(d0, d1, d2, d3)[s0, s1, s2] -> ((d1 - d2) mod -9)>
// CHECK-NEXT:#map262 = affine_map<(d0, d1, d2, d3)[s0] -> (d0)>
// CHECK-NEXT:#map263 = affine_map<(d0, d1) -> (d0 mod 4)>
// CHECK-NEXT:#map264 = affine_map<(d0) -> (d0 * 2, 0, d0 * 2)>
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "func.func"() <{function_type = () -> (), sym_name = "maps"}> ({
// CHECK-NEXT:    "t.m"() {a = #map, b = #map1, c = #map2, d = #map3, e = #map4, f = #map5} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map6, b = #map7, c = #map8, d = #map9, e = #map10, f = #map11} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map12, b = #map13, c = #map14, d = #map15, e = #map16, f = #map17} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map18, b = #map19, c = #map20, d = #map21, e = #map22, f = #map23} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map24, b = #map25, c = #map26, d = #map27, e = #map28, f = #map17} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map29, b = #map30, c = #map31, d = #map32, e = #map33, f = #map34} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map35, b = #map36, c = #map37, d = #map38, e = #map8, f = #map39} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map40, b = #map41, c = #map42, d = #map43, e = #map44, f = #map45} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map46, b = #map47, c = #map48, d = #map49, e = #map50, f = #map51} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map52, b = #map53, c = #map54, d = #map55, e = #map56, f = #map57} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map58, b = #map59, c = #map60, d = #map23, e = #map61, f = #map62} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map63, b = #map64, c = #map65, d = #map66, e = #map67, f = #map68} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map69, b = #map70, c = #map50, d = #map71, e = #map72, f = #map73} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map74, b = #map75, c = #map76, d = #map77, e = #map78, f = #map79} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map80, b = #map81, c = #map82, d = #map83, e = #map84, f = #map85} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map86, b = #map87, c = #map88, d = #map89, e = #map90, f = #map91} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map92, b = #map93, c = #map94, d = #map95, e = #map33, f = #map96} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map97, b = #map98, c = #map99, d = #map100, e = #map101, f = #map102} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map103, b = #map104, c = #map105, d = #map106, e = #map107, f = #map108} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map67, b = #map109, c = #map110, d = #map111, e = #map112, f = #map103} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map113, b = #map114, c = #map115, d = #map116, e = #map117, f = #map118} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map119, b = #map120, c = #map23, d = #map121, e = #map44, f = #map122} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map123, b = #map124, c = #map125, d = #map126, e = #map127, f = #map128} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map129, b = #map130, c = #map131, d = #map132, e = #map133, f = #map134} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map135, b = #map136, c = #map137, d = #map138, e = #map139, f = #map140} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map141, b = #map103, c = #map142, d = #map143, e = #map144, f = #map145} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map146, b = #map147, c = #map148, d = #map149, e = #map150, f = #map151} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map152, b = #map153, c = #map154, d = #map155, e = #map156, f = #map157} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map158, b = #map159, c = #map28, d = #map160, e = #map161, f = #map28} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map124, b = #map162, c = #map163, d = #map164, e = #map156, f = #map165} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map166, b = #map167, c = #map168, d = #map169, e = #map170, f = #map171} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map172, b = #map173, c = #map174, d = #map175, e = #map176, f = #map177} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map178, b = #map179, c = #map124, d = #map180, e = #map181, f = #map182} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map183, b = #map184, c = #map185, d = #map186, e = #map187, f = #map75} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map124, b = #map188, c = #map23, d = #map189, e = #map190, f = #map191} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map192, b = #map113, c = #map193, d = #map194, e = #map195, f = #map196} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map197, b = #map198, c = #map199, d = #map83, e = #map200, f = #map201} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map202, b = #map203, c = #map204, d = #map205, e = #map206, f = #map207} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map208, b = #map209, c = #map210, d = #map60, e = #map93, f = #map211} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map212, b = #map91, c = #map48, d = #map213, e = #map204, f = #map214} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map215, b = #map216, c = #map25, d = #map217, e = #map218, f = #map219} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map220, b = #map221, c = #map222, d = #map223, e = #map224, f = #map50} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map225, b = #map226, c = #map227, d = #map228, e = #map128, f = #map229} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map230, b = #map231, c = #map232, d = #map233, e = #map139, f = #map234} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map235, b = #map236, c = #map237, d = #map238, e = #map239, f = #map50} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map240, b = #map241, c = #map242, d = #map184, e = #map243, f = #map44} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map244, b = #map245, c = #map156, d = #map246, e = #map247, f = #map248} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map249, b = #map250, c = #map251, d = #map252, e = #map253, f = #map254} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map255, b = #map256, c = #map257, d = #map258, e = #map259, f = #map260} : () -> ()
// CHECK-NEXT:    "t.m"() {a = #map261, b = #map262, c = #map46, d = #map23, e = #map263, f = #map264} : () -> ()
// CHECK-NEXT:    "func.return"() : () -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

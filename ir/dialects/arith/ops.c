/* ops.c: the arith dialect's ops. */
#include "arith.h"

#define BINARY "$lhs `,` $rhs attr-dict `:` type($result)"
#define OVERFLOW_BINARY "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)"
#define FAST_BINARY "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
#define CAST "$in attr-dict `:` type($in) `to` type($out)"
#define FLAGS "overflowFlags=overflow;fastmath=fastmath"
#define NO_OVERFLOW "overflowFlags=#arith.overflow<none>"
#define NO_FASTMATH "fastmath=#arith.fastmath<none>"
#define ROUNDING "roundingmode:i32=to_nearest_even downward upward toward_zero to_nearest_away"

/* ARITH_PATTERNS: with canonicalization patterns */
#define ARITH_PATTERNS(op, fmt, ops, attrs, dflt, traits_, pats)                               \
	{.name = "arith." op, .format = fmt, .operands = ops,            \
	 .inherent = attrs, .defaults = dflt, .enums = FLAGS, .traits = IR_TRAIT_PURE | traits_, \
	 .one_result = true, .verify = ir_verify_arith, .fold = arith_fold, .patterns = pats}
#define ARITH(op, fmt, ops, attrs, dflt, traits_) ARITH_PATTERNS(op, fmt, ops, attrs, dflt, traits_, NULL)
#define INT_BINARY(op, traits_) ARITH(op, BINARY, "lhs rhs", NULL, NULL, traits_)
#define INT_BINARY_PATTERNS(op, traits_, pats) ARITH_PATTERNS(op, BINARY, "lhs rhs", NULL, NULL, traits_, pats)
#define ARITH_DIVISION(op, speculation_)                                                        \
	{.name = "arith." op, .format = BINARY, .operands = "lhs rhs", .enums = FLAGS,               \
	 .traits = IR_TRAIT_PURE, .speculation = speculation_, .one_result = true,                  \
	 .verify = ir_verify_arith, .fold = arith_fold}
#define OVF_BINARY(op, traits_) ARITH(op, OVERFLOW_BINARY, "lhs rhs", "overflowFlags", NO_OVERFLOW, traits_)
#define OVF_BINARY_PATTERNS(op, traits_, pats)                                               \
	ARITH_PATTERNS(op, OVERFLOW_BINARY, "lhs rhs", "overflowFlags", NO_OVERFLOW, traits_, pats)
/* divsi, divui, shrsi, shrui: `exact` sets the unit attribute isExact */
#define EXACT_BINARY(op, speculation_)                                                          \
	{.name = "arith." op, .speculation = speculation_, \
	 .format = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)",             \
	 .operands = "lhs rhs", .inherent = "isExact", .unit_attrs = "isExact", .enums = FLAGS,    \
	 .traits = IR_TRAIT_PURE, .one_result = true, .verify = ir_verify_arith, .fold = arith_fold}
#define FLOAT_BINARY(op, traits_) ARITH(op, FAST_BINARY, "lhs rhs", "fastmath", NO_FASTMATH, traits_)
#define FLOAT_BINARY_PATTERNS(op, traits_, pats) \
	ARITH_PATTERNS(op, FAST_BINARY, "lhs rhs", "fastmath", NO_FASTMATH, traits_, pats)
#define INT_CAST(op) ARITH(op, CAST, "in", NULL, NULL, 0)
#define INT_CAST_PATTERNS(op, pats) ARITH_PATTERNS(op, CAST, "in", NULL, NULL, 0, pats)

#define C IR_TRAIT_COMMUTATIVE

static const IrOpDef ops[] = {
	OVF_BINARY_PATTERNS("addi", C, arith_addi_patterns), OVF_BINARY_PATTERNS("subi", 0, arith_subi_patterns),
	OVF_BINARY_PATTERNS("muli", C, arith_muli_patterns), OVF_BINARY("shli", 0),
	ARITH_PATTERNS("trunci", "$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)", "in",
	               "overflowFlags", NO_OVERFLOW, 0, arith_trunci_patterns),
	EXACT_BINARY("divsi", arith_signed_division_speculation),
	EXACT_BINARY("divui", arith_unsigned_division_speculation), INT_BINARY("remsi", 0), INT_BINARY("remui", 0),
	ARITH_DIVISION("ceildivsi", arith_signed_division_speculation),
	ARITH_DIVISION("ceildivui", arith_unsigned_division_speculation), INT_BINARY("floordivsi", 0),
	INT_BINARY_PATTERNS("andi", C, arith_andi_patterns), INT_BINARY_PATTERNS("ori", C, arith_ori_patterns),
	INT_BINARY_PATTERNS("xori", C, arith_xori_patterns), EXACT_BINARY("shrsi", NULL),
	EXACT_BINARY("shrui", NULL), INT_BINARY("maxsi", C), INT_BINARY("maxui", C), INT_BINARY("minsi", C),
	INT_BINARY("minui", C),
	FLOAT_BINARY("addf", C), FLOAT_BINARY("subf", 0), FLOAT_BINARY_PATTERNS("mulf", C, arith_mulf_patterns),
	FLOAT_BINARY_PATTERNS("divf", 0, arith_divf_patterns), FLOAT_BINARY("remf", 0), FLOAT_BINARY("maximumf", C),
	FLOAT_BINARY("minimumf", C), FLOAT_BINARY("maxnumf", C), FLOAT_BINARY("minnumf", C),
	ARITH("negf", "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)", "operand",
	      "fastmath", NO_FASTMATH, 0),
	INT_CAST_PATTERNS("extsi", arith_extsi_patterns), INT_CAST("extui"), INT_CAST("sitofp"), INT_CAST("uitofp"),
	INT_CAST("fptosi"), INT_CAST("fptoui"), INT_CAST_PATTERNS("index_cast", arith_index_cast_patterns),
	INT_CAST_PATTERNS("index_castui", arith_index_castui_patterns),
	INT_CAST("bitcast"),
	/* extf and truncf: fastmath is optional, without a default */
	ARITH("extf", "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)", "in",
	      "fastmath", NULL, 0),
	{.name = "arith.truncf", .format = "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
	 .operands = "in", .inherent = "fastmath roundingmode", .enums = FLAGS,
	 .int_enums = ROUNDING, .traits = IR_TRAIT_PURE, .one_result = true, .verify = ir_verify_arith,
	 .fold = arith_fold, .patterns = arith_truncf_patterns},
	/* scaling_extf and scaling_truncf: a second operand, the scale, and optional
	   flags without defaults */
	ARITH("scaling_extf",
	      "$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
	      "in scale", "fastmath", NULL, 0),
	{.name = "arith.scaling_truncf", .format = "$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` "
	           "type($scale) `to` type($out)",
	 .operands = "in scale", .inherent = "fastmath roundingmode", .enums = FLAGS,
	 .int_enums = ROUNDING, .traits = IR_TRAIT_PURE, .one_result = true, .verify = ir_verify_arith},
	{.name = "arith.cmpi", .format = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)", .operands = "lhs rhs",
	 .inherent = "predicate", .infer = IR_INFER_BOOL_LIKE,
	 .int_enums = "predicate=eq ne slt sle sgt sge ult ule ugt uge", .traits = IR_TRAIT_PURE, .one_result = true,
	 .verify = ir_verify_arith, .fold = arith_fold, .patterns = arith_cmpi_patterns},
	{.name = "arith.cmpf", .format = "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)",
	 .operands = "lhs rhs", .inherent = "fastmath predicate", .defaults = NO_FASTMATH,
	 .infer = IR_INFER_BOOL_LIKE,
	 .enums = FLAGS,
	 .int_enums = "predicate=false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true",
	 .traits = IR_TRAIT_PURE, .one_result = true, .verify = ir_verify_arith, .fold = arith_fold, .patterns = arith_cmpf_patterns},
	{.name = "arith.addui_extended", .format = "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)", .operands = "lhs rhs",
	 .result_names = "sum overflow", .traits = IR_TRAIT_PURE | C, .verify = ir_verify_arith,
	 .fold = arith_fold, .patterns = arith_addui_extended_patterns},
	{.name = "arith.mulsi_extended", .format = "$lhs `,` $rhs attr-dict `:` type($lhs)", .operands = "lhs rhs",
	 .result_names = "low high", .infer = IR_INFER_SAME, .traits = IR_TRAIT_PURE | C, .verify = ir_verify_arith,
	 .fold = arith_fold, .patterns = arith_mulsi_extended_patterns},
	{.name = "arith.mului_extended", .format = "$lhs `,` $rhs attr-dict `:` type($lhs)", .operands = "lhs rhs",
	 .result_names = "low high", .infer = IR_INFER_SAME, .traits = IR_TRAIT_PURE | C, .verify = ir_verify_arith,
	 .fold = arith_fold, .patterns = arith_mului_extended_patterns},
	{.name = "arith.constant", .parse = arith_read_constant, .print = arith_print_constant, .result_name = arith_constant_result_name, .inherent = "value", .required = "value",
	 .one_result = true, .traits = IR_TRAIT_PURE | IR_TRAIT_ZERO_OPERANDS | IR_TRAIT_CONSTANT_LIKE,
	 .verify = ir_verify_arith, .fold = arith_fold_constant},
	{.name = "arith.select", .parse = arith_read_select, .print = arith_print_select, .operands = "condition true_value false_value",
	 .one_result = true, .traits = IR_TRAIT_PURE, .verify = ir_verify_arith, .fold = arith_fold,
	 .patterns = arith_select_patterns},
};

/* arith's AtomicRMWKind, in the order of its values (affine.parallel's
   reductions, memref.atomic_rmw). */
static const char *const rmw_kinds[] = {"addf", "addi", "andi", "assign", "maximumf", "maxnumf",
                                        "maxs", "maxu", "minimumf", "minnumf", "mins", "minu",
                                        "mulf", "muli", "ori", "xori"};

const char *ir_atomic_rmw_kind_name(int64_t kind)
{
	return kind >= 0 && kind < (int64_t)(sizeof rmw_kinds / sizeof *rmw_kinds) ? rmw_kinds[kind] : NULL;
}

int64_t ir_atomic_rmw_kind(const char *s, size_t n)
{
	for (size_t k = 0; k < sizeof rmw_kinds / sizeof *rmw_kinds; k++)
		if (strlen(rmw_kinds[k]) == n && !memcmp(rmw_kinds[k], s, n))
			return (int64_t)k;
	return -1;
}

/* arith's bit enums: their flags in declaration order, the spelling of all
   of them (if any) and the separator MLIR prints between flags. */
static const struct {
	const char *mnemonic;
	const char *flags[8];
	const char *all;
	const char *sep;
} bit_enums[] = {
	{"fastmath", {"reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn", NULL}, "fast", ","},
	{"overflow", {"nsw", "nuw", NULL}, NULL, ", "},
};

/* How MLIR's verifier names them (IrDialect.enums). */
static const IrDialectEnum enums[] = {
	{"fastmath", "Floating point fast math flags", NULL, NULL},
	{"overflow", "Integer overflow arith flags", NULL, NULL},
	{NULL, NULL, NULL, NULL},
};

static unsigned flag_count(size_t e)
{
	unsigned n = 0;
	while (bit_enums[e].flags[n])
		n++;
	return n;
}

/* `mnemonic<flag, ...>` of one of bit_enums, read into which enum and
   which of its flags; one naming another flag is kept as text (0), for the
   verifier to reject. */
static int parse_flags(IrContext *ctx, const char *body, size_t n, StrBuf *params, StrBuf *err)
{
	(void)ctx, (void)err;
	ArithFlags flags = {0, 0}, *f = &flags;
	for (size_t e = 0; e < sizeof bit_enums / sizeof *bit_enums; e++) {
		size_t ml = strlen(bit_enums[e].mnemonic);
		if (n < ml + 2 || strncmp(body, bit_enums[e].mnemonic, ml) || body[ml] != '<' || body[n - 1] != '>')
			continue;
		unsigned nflags = flag_count(e);
		f->which = (unsigned)e;
		f->set = 0;
		for (const char *p = body + ml + 1; p < body + n - 1;) {
			while (*p == ' ' || *p == ',')
				p++;
			size_t len = strcspn(p, ", >");
			if (!len)
				break;
			unsigned bit = 0;
			while (bit < nflags && !(strlen(bit_enums[e].flags[bit]) == len && !memcmp(bit_enums[e].flags[bit], p, len)))
				bit++;
			if (bit < nflags)
				f->set |= 1u << bit;
			else if (bit_enums[e].all && strlen(bit_enums[e].all) == len && !memcmp(bit_enums[e].all, p, len))
				f->set |= (1u << nflags) - 1;
			else if (!(len == 4 && !memcmp(p, "none", 4)))
				return 0;
			p += len;
		}
		sb_putn(params, (const char *)f, sizeof *f);
		return 1;
	}
	return 0;
}

/* As MLIR prints them: `fastmath<nnan,nsz>`, `fast` for all flags, `none`. */
static void print_flags(StrBuf *b, const void *params)
{
	const ArithFlags *f = params;
	unsigned nflags = flag_count(f->which);
	sb_printf(b, "%s<", bit_enums[f->which].mnemonic);
	if (!f->set)
		sb_puts(b, "none");
	else if (bit_enums[f->which].all && f->set == (1u << nflags) - 1)
		sb_puts(b, bit_enums[f->which].all);
	else
		for (unsigned bit = 0, first = 1; bit < nflags; bit++)
			if (f->set & (1u << bit)) {
				sb_printf(b, "%s%s", first ? "" : bit_enums[f->which].sep, bit_enums[f->which].flags[bit]);
				first = 0;
			}
	sb_putc(b, '>');
}

static const IrDialectSymbols attrs = {parse_flags, print_flags, NULL};

const IrDialect ir_dialect_arith = {
	.name = "arith",
	.ops = ops,
	.nops = sizeof ops / sizeof ops[0],
	.attrs = &attrs,
	.enums = enums,
	.operand_constraint = ir_arith_operand_constraint,
	.materialize_constant = arith_materialize_constant,
	.inliner = &ir_inline_ops,
};

/* registry.c: the passes mica knows, by name, and their --help listing. */
#include "internal.h"

extern const PassDef pass_assign_grapharm_interface_var_abi;
extern const PassDef pass_canonicalize;
extern const PassDef pass_check_constant_sparsity;
extern const PassDef pass_cse;
extern const PassDef pass_inline;
extern const PassDef pass_licm;
extern const PassDef pass_model_partition_marking;
extern const PassDef pass_model_partitioning;
extern const PassDef pass_print_op_stats;
extern const PassDef pass_remove_dead_values;
extern const PassDef pass_sccp;
extern const PassDef pass_signless_integer_marking;
extern const PassDef pass_spirv_lower_abi_attrs;
extern const PassDef pass_spirv_promote_to_replicated_constants;
extern const PassDef pass_spirv_update_vce;
extern const PassDef pass_strip_debuginfo;
extern const PassDef pass_symbol_dce;
extern const PassDef pass_symbol_privatize;
extern const PassDef pass_test_tosa_op_availability;
extern const PassDef pass_tosa_attach_target;
extern const PassDef pass_tosa_convert_integer_type_to_signless;
extern const PassDef pass_tosa_custom_layout;
extern const PassDef pass_tosa_fold_transposes;
extern const PassDef pass_tosa_infer_shapes;
extern const PassDef pass_tosa_layerwise_constant_fold;
extern const PassDef pass_tosa_make_broadcastable;
extern const PassDef pass_tosa_narrow_f64_to_f32;
extern const PassDef pass_tosa_narrow_i64_to_i32;
extern const PassDef pass_tosa_rewrite_custom_ops;
extern const PassDef pass_tosa_shape_verif;
extern const PassDef pass_tosa_to_spirv_tosa;
extern const PassDef pass_tosa_to_spirv_tosa_mark_graph_constants;
extern const PassDef pass_tosa_validate;
extern const PassDef pass_type_narrowing;
extern const PassDef pass_upgrade_std;
extern const PassDef pass_view_partitions;

/* In any order: lookups and --help do not depend on it. */
const PassDef *const pass_registry[] = {
	&pass_assign_grapharm_interface_var_abi,
	&pass_canonicalize,
	&pass_check_constant_sparsity,
	&pass_cse,
	&pass_inline,
	&pass_licm,
	&pass_model_partition_marking,
	&pass_model_partitioning,
	&pass_print_op_stats,
	&pass_remove_dead_values,
	&pass_sccp,
	&pass_signless_integer_marking,
	&pass_spirv_lower_abi_attrs,
	&pass_spirv_promote_to_replicated_constants,
	&pass_spirv_update_vce,
	&pass_strip_debuginfo,
	&pass_symbol_dce,
	&pass_symbol_privatize,
	&pass_test_tosa_op_availability,
	&pass_tosa_attach_target,
	&pass_tosa_convert_integer_type_to_signless,
	&pass_tosa_custom_layout,
	&pass_tosa_fold_transposes,
	&pass_tosa_infer_shapes,
	&pass_tosa_layerwise_constant_fold,
	&pass_tosa_make_broadcastable,
	&pass_tosa_narrow_f64_to_f32,
	&pass_tosa_narrow_i64_to_i32,
	&pass_tosa_rewrite_custom_ops,
	&pass_tosa_shape_verif,
	&pass_tosa_to_spirv_tosa,
	&pass_tosa_to_spirv_tosa_mark_graph_constants,
	&pass_tosa_validate,
	&pass_type_narrowing,
	&pass_upgrade_std,
	&pass_view_partitions,
	NULL,
};

const PassDef *pass_lookup(const char *arg, size_t n)
{
	for (size_t i = 0; pass_registry[i]; i++)
		if (!strncmp(pass_registry[i]->arg, arg, n) && !pass_registry[i]->arg[n])
			return pass_registry[i];
	return NULL;
}

static int pass_cmp(const void *a, const void *b)
{
	return strcmp((*(const PassDef *const *)a)->arg, (*(const PassDef *const *)b)->arg);
}

/* LLVM's help columns, as mlir-opt prints them: descriptions of passes and
   options start at column 73, those of an enum's values at 67. */
enum { HELP_COLUMN = 73, VALUE_COLUMN = 67 };

static void help_line(FILE *out, const char *head, int column, const char *dash, const char *help)
{
	int n = (int)strlen(head);
	fprintf(out, "%s%*s%s%s\n", head, n < column ? column - n : 1, "", dash, help);
}

static int option_cmp(const void *a, const void *b)
{
	return strcmp((*(const PassOptionDef *const *)a)->name, (*(const PassOptionDef *const *)b)->name);
}

void pass_registry_help(FILE *out)
{
	fputs("  Compiler passes to run\n    Passes:\n", out);
	size_t npasses = 0;
	while (pass_registry[npasses])
		npasses++;
	const PassDef **sorted_passes = xmalloc(npasses * sizeof *sorted_passes);
	memcpy(sorted_passes, pass_registry, npasses * sizeof *sorted_passes);
	qsort(sorted_passes, npasses, sizeof *sorted_passes, pass_cmp); /* by name, as MLIR lists them */
	for (size_t i = 0; i < npasses; i++) {
		const PassDef *d = sorted_passes[i];
		char head[256];
		snprintf(head, sizeof head, "      --%s", d->arg);
		help_line(out, head, HELP_COLUMN, "-   ", d->summary);
		/* options sorted by name, as MLIR prints them */
		const PassOptionDef *sorted[64];
		size_t n = 0;
		for (; d->options && d->options[n].name && n < 64; n++)
			sorted[n] = &d->options[n];
		qsort(sorted, n, sizeof *sorted, option_cmp);
		for (size_t j = 0; j < n; j++) {
			const PassOptionDef *o = sorted[j];
			if (o->kind == PASS_OPT_BOOL)
				snprintf(head, sizeof head, "        --%s", o->name);
			else
				snprintf(head, sizeof head, "        --%s=<%s>", o->name, pass_option_type_name(o));
			help_line(out, head, HELP_COLUMN, "- ", o->help);
			for (const char *p = o->kind == PASS_OPT_ENUM ? o->values : NULL; p && *p;) {
				const char *eq = strchr(p, '='), *semi = strchr(p, ';');
				size_t hn = semi ? (size_t)(semi - eq - 1) : strlen(eq + 1);
				char help[256];
				snprintf(head, sizeof head, "    =%.*s", (int)(eq - p), p);
				snprintf(help, sizeof help, "%.*s", (int)hn, eq + 1);
				help_line(out, head, VALUE_COLUMN, "-   ", help);
				p = semi ? semi + 1 : NULL;
			}
		}
	}
	free(sorted_passes);
}

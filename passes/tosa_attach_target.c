/* tosa_attach_target.c: tosa-attach-target, as MLIR's TosaAttachTarget:
   the module gets the attribute `tosa.target_env` that says which TOSA
   specification version, level, profiles and extensions its ops are
   written for (what tosa-validate checks them against). */
#include <assert.h>

#include "internal.h"
#include "../ir/dialects/tosa/tosa.h"

/* The comma-separated names of an option into list, in the order written
   and with repeats, as MLIR keeps them; an unknown name (an empty one
   too) is reported as MLIR reports it, a bare line on the error stream. */
static bool read_names(const PassRun *r, const char *option, const char *const *names, const char *what,
                       const char *plural, uint8_t *list, uint8_t *count)
{
	const char *p = pass_option_string(r, option);
	*count = 0;
	if (!*p)
		return true;
	for (;;) {
		size_t n = strcspn(p, ",");
		int i = tosa_name_index(names, p, n);
		if (i < 0 || *count == TOSA_TARGET_MAX) {
			StrBuf all = {0};
			for (unsigned k = 0; names[k]; k++)
				sb_printf(&all, "%s%s", k ? ", " : "", names[k]);
			ir_error_bare(r->ctx, "Unknown TOSA %s name passed in '%.*s', supported %s are: %s", what, (int)n, p,
			              plural, all.s);
			sb_free(&all);
			return false;
		}
		list[(*count)++] = (uint8_t)i;
		if (!p[n])
			return true;
		p += n + 1;
	}
}

static bool run(PassRun *r, IrOp *op)
{
	TosaTargetEnv env;
	memset(&env, 0, sizeof env);
	env.which = TOSA_TARGET_ENV_MARK;
	const char *version = pass_option_string(r, "specification_version");
	const char *level = pass_option_string(r, "level");
	env.version = (uint8_t)tosa_name_index(tosa_versions, version, strlen(version));
	env.level = (uint8_t)tosa_name_index(tosa_levels, level, strlen(level));
	if (!read_names(r, "profiles", tosa_profiles, "profile", "profiles", env.profiles, &env.nprofiles) ||
	    !read_names(r, "extensions", tosa_extensions, "extension", "extensions", env.extensions,
	                &env.nextensions))
		return false;
	StrBuf body = {0}, err = {0};
	tosa_target_env_write(&body, &env);
	IrAttr *attr = ir_attr_dialect(r->ctx, ir_ident_cstr(r->ctx, "tosa"), ir_ident(r->ctx, body.s, body.len), true,
	                               NULL, &err);
	assert(attr && !err.len);
	ir_op_set_attr(r->ctx, op, ir_ident_cstr(r->ctx, TOSA_TARGET_ENV_NAME), attr);
	sb_free(&body);
	sb_free(&err);
	return true;
}

static const PassOptionDef options[] = {
	{"extensions", PASS_OPT_LIST, "",
	 "The TOSA extension(s) that operators should conform to. TOSA profile extensions define optional "
	 "operation and data type combinations.",
	 NULL, "string"},
	{"level", PASS_OPT_ENUM, "8k",
	 "The TOSA level that operators should conform to. A TOSA level defines operator argument ranges that an "
	 "implementation shall support.",
	 "8k=Ranges are expected to be sufficient for applications with frame sizes up to 8K.;"
	 "none=Allows the full range of arguments specified by the operations according to the operation data types.",
	 NULL},
	{"profiles", PASS_OPT_LIST, "",
	 "The TOSA profile(s) that operators should conform to. TOSA profiles enable efficient implementation on "
	 "different classes of device. Each profile is an independent set of operations and data type combinations.",
	 NULL, "string"},
	{"specification_version", PASS_OPT_ENUM, "1.0",
	 "The specification version that TOSA operators should conform to.",
	 "1.0=TOSA Specification version 1.0;1.1.draft=TOSA Specification version 1.1.draft", NULL},
	{NULL, 0, NULL, NULL, NULL, NULL},
};

const PassDef pass_tosa_attach_target = {
	.arg = "tosa-attach-target",
	.name = "TosaAttachTarget",
	.summary = "Attach tosa.target_env information to the given module.",
	.anchor = "builtin.module",
	.options = options,
	.run = run,
};

/* target_env.c: `#tosa.target_env<...>`, the TOSA target a module is
   written for (specification version, level, profiles, extensions), read
   into a TosaTargetEnv and printed back as MLIR 22 prints it, and the
   lookup of the target an op is validated against. */
#include <ctype.h>

#include "tosa.h"

/* ORDER TosaVersion, TosaLevelKind, TosaProfile, TosaExtension */
const char *const tosa_versions[] = {"1.0", "1.1.draft", NULL};
const char *const tosa_levels[] = {"8k", "none", NULL};
const char *const tosa_profiles[] = {"pro_int", "pro_fp", NULL};
const char *const tosa_extensions[] = {"int16", "int4", "bf16", "fp8e4m3", "fp8e5m2", "fft", "variable",
                                       "controlflow", "doubleround", "inexactround", "dynamic", "mxfp",
                                       "int64", "shape", NULL};

int tosa_name_index(const char *const *names, const char *s, size_t n)
{
	for (int i = 0; names[i]; i++)
		if (strlen(names[i]) == n && !memcmp(names[i], s, n))
			return i;
	return -1;
}

/* A cursor over an attribute body. */
typedef struct {
	const char *p, *end;
	StrBuf *err;
} Scan;

static void skip_space(Scan *s)
{
	while (s->p < s->end && (*s->p == ' ' || *s->p == '\t' || *s->p == '\n' || *s->p == '\r'))
		s->p++;
}

static bool expect(Scan *s, const char *what)
{
	skip_space(s);
	size_t n = strlen(what);
	if ((size_t)(s->end - s->p) >= n && !memcmp(s->p, what, n)) {
		s->p += n;
		return true;
	}
	sb_printf(s->err, "expected '%s'", what);
	return false;
}

/* `name =` */
static bool expect_key(Scan *s, const char *name)
{
	return expect(s, name) && expect(s, "=");
}

/* A word (`pro_int`) or a string (`"8k"`); *quoted says which. */
static bool read_word(Scan *s, const char **w, size_t *n, bool *quoted)
{
	skip_space(s);
	*quoted = s->p < s->end && *s->p == '"';
	const char *start = s->p + *quoted;
	const char *q = start;
	if (*quoted)
		while (q < s->end && *q != '"')
			q++;
	else
		while (q < s->end && (isalnum((unsigned char)*q) || *q == '_' || *q == '.'))
			q++;
	if ((*quoted && q == s->end) || (!*quoted && q == start)) {
		sb_puts(s->err, "expected a name");
		return false;
	}
	*w = start;
	*n = (size_t)(q - start);
	s->p = q + *quoted;
	return true;
}

/* One value of names, written as MLIR writes it: a string for the
   version, the level a keyword or string, the rest keywords. */
static int read_name(Scan *s, const char *const *names, const char *what)
{
	const char *w;
	size_t n;
	bool quoted;
	if (!read_word(s, &w, &n, &quoted))
		return -1;
	int i = tosa_name_index(names, w, n);
	if (i < 0)
		sb_printf(s->err, "invalid %s specification: %.*s", what, (int)n, w);
	return i;
}

/* `[a, b, ...]` into list (at most TOSA_TARGET_MAX). */
static bool read_list(Scan *s, const char *const *names, const char *what, uint8_t *list, uint8_t *count)
{
	if (!expect(s, "["))
		return false;
	skip_space(s);
	*count = 0;
	if (s->p < s->end && *s->p == ']') {
		s->p++;
		return true;
	}
	do {
		int i = read_name(s, names, what);
		if (i < 0)
			return false;
		if (*count == TOSA_TARGET_MAX) {
			sb_printf(s->err, "too many %ss", what);
			return false;
		}
		list[(*count)++] = (uint8_t)i;
		skip_space(s);
	} while (s->p < s->end && *s->p == ',' && ++s->p);
	return expect(s, "]");
}

int tosa_target_env_parse(const char *body, size_t n, StrBuf *params, StrBuf *err)
{
	Scan s = {body, body + n, err};
	TosaTargetEnv env;
	memset(&env, 0, sizeof env);
	env.which = TOSA_TARGET_ENV_MARK;
	int version, level;
	if (!expect(&s, "target_env") || !expect(&s, "<") || !expect_key(&s, "specification_version") ||
	    (version = read_name(&s, tosa_versions, "specification version")) < 0 || !expect(&s, ",") ||
	    !expect_key(&s, "level") || (level = read_name(&s, tosa_levels, "level")) < 0 || !expect(&s, ",") ||
	    !expect_key(&s, "profiles") ||
	    !read_list(&s, tosa_profiles, "profile", env.profiles, &env.nprofiles) || !expect(&s, ",") ||
	    !expect_key(&s, "extensions") ||
	    !read_list(&s, tosa_extensions, "extension", env.extensions, &env.nextensions) || !expect(&s, ">"))
		return -1;
	skip_space(&s);
	if (s.p != s.end) {
		sb_puts(err, "expected end of attribute");
		return -1;
	}
	env.version = (uint8_t)version;
	env.level = (uint8_t)level;
	sb_putn(params, (const char *)&env, sizeof env);
	return 1;
}

static void write_list(StrBuf *out, const char *const *names, const uint8_t *list, unsigned n)
{
	sb_puts(out, "[");
	for (unsigned i = 0; i < n; i++)
		sb_printf(out, "%s%s", i ? ", " : "", names[list[i]]);
	sb_puts(out, "]");
}

/* A level that is not a bare identifier ("8k") is printed as a string. */
void tosa_target_env_write(StrBuf *out, const TosaTargetEnv *env)
{
	const char *level = tosa_levels[env->level];
	sb_printf(out, "target_env<specification_version = \"%s\", level = ", tosa_versions[env->version]);
	sb_printf(out, isalpha((unsigned char)level[0]) ? "%s" : "\"%s\"", level);
	sb_puts(out, ", profiles = ");
	write_list(out, tosa_profiles, env->profiles, env->nprofiles);
	sb_puts(out, ", extensions = ");
	write_list(out, tosa_extensions, env->extensions, env->nextensions);
	sb_puts(out, ">");
}

const TosaTargetEnv *tosa_target_env_attr(const IrAttr *a)
{
	if (!a || a->kind != IR_ATTR_DIALECT || !a->dialect.params || strcmp(a->dialect.ns->s, "tosa"))
		return NULL;
	const TosaTargetEnv *env = a->dialect.params;
	return env->which == TOSA_TARGET_ENV_MARK ? env : NULL;
}

/* The nearest enclosing op's `tosa.target_env`, else MLIR's default:
   version 1.0, level 8k, no profile or extension. */
TosaTargetEnv tosa_target_env_of(const IrOp *op)
{
	for (const IrOp *o = op; o; o = ir_op_parent(o)) {
		const TosaTargetEnv *env = tosa_target_env_attr(ir_op_get_attr(o, TOSA_TARGET_ENV_NAME));
		if (env)
			return *env;
	}
	TosaTargetEnv env;
	memset(&env, 0, sizeof env);
	env.which = TOSA_TARGET_ENV_MARK;
	env.nprofiles = 2;
	env.profiles[0] = TOSA_PRO_INT;
	env.profiles[1] = TOSA_PRO_FP;
	return env;
}

bool tosa_target_allows(const TosaTargetEnv *env, TosaExtension ext)
{
	for (unsigned i = 0; i < env->nextensions; i++)
		if (env->extensions[i] == ext)
			return true;
	return false;
}

TosaVersion tosa_extension_version(TosaExtension ext)
{
	return ext == TOSA_EXT_MXFP || ext == TOSA_EXT_INT64 || ext == TOSA_EXT_SHAPE ? TOSA_V1_1_DRAFT : TOSA_V1_0;
}

bool tosa_target_has_profile(const TosaTargetEnv *env, TosaProfile pro)
{
	for (unsigned i = 0; i < env->nprofiles; i++)
		if (env->profiles[i] == pro)
			return true;
	return false;
}

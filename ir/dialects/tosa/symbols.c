/* symbols.c: the TOSA dialect's types and attributes read into their
   parameters (IrDialectSymbols): `!tosa.shape<N>` knows N, `!tosa.mxint8`,
   and the enums `#tosa.rounding_mode<SINGLE_ROUND>` know which value they
   hold, `#tosa.target_env<...>` its target (target_env.c).  MLIR prints them as they are read. */
#include <inttypes.h>

#include "tosa.h"

/* `mxint8`, or `shape<N>` with N >= 0 (MLIR's shapeType::verify). */
static int parse_type(IrContext *ctx, const char *body, size_t n, StrBuf *params, StrBuf *err)
{
	(void)ctx;
	TosaType t = {TOSA_TYPE_MXINT8, 0};
	if (n == 6 && !memcmp(body, "mxint8", 6)) {
		sb_putn(params, (const char *)&t, sizeof t);
		return 1;
	}
	if (n < 8 || memcmp(body, "shape<", 6) || body[n - 1] != '>')
		return 0;
	char *end;
	long long rank = strtoll(body + 6, &end, 10);
	if (end != body + n - 1 || end == body + 6)
		return 0;
	if (rank < 0) {
		sb_printf(err, "invalid rank (must be >= 0): %lld", rank);
		return -1;
	}
	t.kind = TOSA_TYPE_SHAPE;
	t.rank = rank;
	sb_putn(params, (const char *)&t, sizeof t);
	return 1;
}

static void write_type(StrBuf *out, const void *params)
{
	const TosaType *t = params;
	if (t->kind == TOSA_TYPE_MXINT8)
		sb_puts(out, "mxint8");
	else
		sb_printf(out, "shape<%" PRId64 ">", t->rank);
}

/* The enum of tosa_enums that `mnemonic<VALUE>` names, and the value's
   place in its list; an unknown value is kept as text, for the verifier to
   name the values it may take. */
static int parse_attr(IrContext *ctx, const char *body, size_t n, StrBuf *params, StrBuf *err)
{
	(void)ctx;
	if (n >= 11 && !memcmp(body, "target_env<", 11))
		return tosa_target_env_parse(body, n, params, err);
	for (unsigned k = 0; tosa_enums[k].mnemonic; k++) {
		size_t ml = strlen(tosa_enums[k].mnemonic);
		if (n < ml + 2 || memcmp(body, tosa_enums[k].mnemonic, ml) || body[ml] != '<' || body[n - 1] != '>')
			continue;
		const char *v = body + ml + 1;
		size_t vn = n - ml - 2;
		unsigned i = 0;
		for (const char *p = tosa_enums[k].values; *p; i++) {
			size_t len = strcspn(p, ",");
			if (len == vn && !memcmp(p, v, vn)) {
				TosaEnum e = {k, i};
				sb_putn(params, (const char *)&e, sizeof e);
				return 1;
			}
			p += len;
			p += strspn(p, ", ");
		}
		return 0;
	}
	return 0;
}

const char *tosa_enum_value(const TosaEnum *e, size_t *n)
{
	const char *p = tosa_enums[e->which].values;
	for (unsigned i = 0; i < e->value; i++) {
		p += strcspn(p, ",");
		p += strspn(p, ", ");
	}
	*n = strcspn(p, ",");
	return p;
}

static void write_attr(StrBuf *out, const void *params)
{
	const TosaEnum *e = params;
	if (e->which == TOSA_TARGET_ENV_MARK) {
		tosa_target_env_write(out, params);
		return;
	}
	size_t n;
	const char *v = tosa_enum_value(e, &n);
	sb_printf(out, "%s<%.*s>", tosa_enums[e->which].mnemonic, (int)n, v);
}

const IrDialectSymbols tosa_types = {parse_type, write_type, NULL};
const IrDialectSymbols tosa_attrs = {parse_attr, write_attr, NULL};

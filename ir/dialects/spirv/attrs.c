/* attrs.c: the spirv dialect's attributes, read and printed as mlir-opt
   22 does: `interface_var_abi<(set, binding)>` with an optional
   `, StorageClass`.  Others are kept as written. */
#include <ctype.h>

#include "spirv.h"

/* Its parameters: the two numbers and the storage class's index + 1 (0 for none). */
typedef struct {
	uint32_t set, binding;
	uint32_t storage;
} InterfaceVarAbi;

static const char *const storage_classes[] = {
	"UniformConstant", "Input", "Uniform", "Output", "Workgroup", "CrossWorkgroup", "Private", "Function",
	"Generic", "PushConstant", "AtomicCounter", "Image", "StorageBuffer", "TileImageEXT", "NodePayloadAMDX",
	"CallableDataKHR", "IncomingCallableDataKHR", "RayPayloadKHR", "HitAttributeKHR", "IncomingRayPayloadKHR",
	"ShaderRecordBufferKHR", "PhysicalStorageBuffer", "HitObjectAttributeNV", "TaskPayloadWorkgroupEXT",
	"CodeSectionINTEL", "DeviceOnlyINTEL", "HostOnlyINTEL",
};
enum { NSTORAGE = sizeof storage_classes / sizeof storage_classes[0] };

typedef struct {
	const char *p, *end;
} Cursor;

static void skip_space(Cursor *c)
{
	while (c->p < c->end && (*c->p == ' ' || *c->p == '\t' || *c->p == '\n' || *c->p == '\r'))
		c->p++;
}

/* The punctuation ch next, after any space. */
static bool punct(Cursor *c, char ch)
{
	skip_space(c);
	if (c->p < c->end && *c->p == ch) {
		c->p++;
		return true;
	}
	return false;
}

/* A decimal number, kept modulo 2^32 as MLIR's 32-bit reading keeps it. */
static bool number(Cursor *c, uint32_t *out)
{
	skip_space(c);
	bool neg = c->p < c->end && *c->p == '-';
	c->p += neg;
	if (c->p >= c->end || *c->p < '0' || *c->p > '9')
		return false;
	uint64_t v = 0;
	while (c->p < c->end && *c->p >= '0' && *c->p <= '9')
		v = v * 10 + (uint64_t)(*c->p++ - '0');
	*out = (uint32_t)(neg ? 0 - v : v);
	return true;
}

static int fail(StrBuf *err, const char *msg, const char *word, size_t n)
{
	sb_printf(err, "%s%.*s", msg, (int)n, word);
	return -1;
}

static int parse_attr(IrContext *ctx, const char *body, size_t n, StrBuf *params, StrBuf *err)
{
	(void)ctx;
	static const char kw[] = "interface_var_abi";
	Cursor c = {body, body + n};
	if (n < sizeof kw - 1 || memcmp(body, kw, sizeof kw - 1))
		return 0;
	c.p += sizeof kw - 1;
	InterfaceVarAbi abi = {0};
	if (!punct(&c, '<'))
		return fail(err, "expected '<'", "", 0);
	if (!punct(&c, '('))
		return fail(err, "expected '('", "", 0);
	if (!number(&c, &abi.set))
		return fail(err, "expected integer value", "", 0);
	if (!punct(&c, ','))
		return fail(err, "expected ','", "", 0);
	if (!number(&c, &abi.binding))
		return fail(err, "expected integer value", "", 0);
	if (!punct(&c, ')'))
		return fail(err, "expected ')'", "", 0);
	if (punct(&c, ',')) {
		skip_space(&c);
		const char *w = c.p;
		while (c.p < c.end && (isalnum((unsigned char)*c.p) || *c.p == '_'))
			c.p++;
		for (unsigned i = 0; i < NSTORAGE && !abi.storage; i++)
			if (strlen(storage_classes[i]) == (size_t)(c.p - w) && !memcmp(storage_classes[i], w, (size_t)(c.p - w)))
				abi.storage = i + 1;
		if (!abi.storage)
			return fail(err, "unknown storage class: ", w, (size_t)(c.p - w));
	}
	if (!punct(&c, '>'))
		return fail(err, "expected '>'", "", 0);
	skip_space(&c);
	if (c.p != c.end)
		return 0;
	sb_putn(params, (const char *)&abi, sizeof abi);
	return 1;
}

static void write_attr(StrBuf *out, const void *params)
{
	InterfaceVarAbi abi;
	memcpy(&abi, params, sizeof abi);
	sb_printf(out, "interface_var_abi<(%u, %u)", abi.set, abi.binding);
	if (abi.storage)
		sb_printf(out, ", %s", storage_classes[abi.storage - 1]);
	sb_putc(out, '>');
}

const IrDialectSymbols spirv_attrs = {parse_attr, write_attr};

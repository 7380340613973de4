/* attrs.c: the spirv dialect's attributes, read and printed as MLIR 22
   does: #spirv.interface_var_abi<(set, binding)> with an optional storage
   class after the pair. */
#include <ctype.h>

#include "spirv.h"

/* SPIR-V's StorageClass names, by value where the value is small, as MLIR
   spells them. */
static const char *const storage_classes[] = {
	"UniformConstant", "Input", "Uniform", "Output", "Workgroup", "CrossWorkgroup", "Private", "Function",
	"Generic", "PushConstant", "AtomicCounter", "Image", "StorageBuffer", "TileImageEXT", "NodePayloadAMDX",
	"CallableDataKHR", "IncomingCallableDataKHR", "RayPayloadKHR", "HitAttributeKHR", "IncomingRayPayloadKHR",
	"ShaderRecordBufferKHR", "PhysicalStorageBuffer", "HitObjectAttributeNV", "TaskPayloadWorkgroupEXT",
	"CodeSectionINTEL", "DeviceOnlyINTEL", "HostOnlyINTEL",
};
#define NSTORAGE (sizeof storage_classes / sizeof *storage_classes)

typedef struct {
	const char *p, *end;
	StrBuf *err;
} Cursor;

static void skip_ws(Cursor *c)
{
	while (c->p < c->end && isspace((unsigned char)*c->p))
		c->p++;
}

static bool expect(Cursor *c, char ch)
{
	skip_ws(c);
	if (c->p < c->end && *c->p == ch) {
		c->p++;
		return true;
	}
	sb_printf(c->err, "expected '%c'", ch);
	return false;
}

/* A 32-bit number as MLIR's parseInteger<uint32_t> reads it; what is
   missing says `what`.  A negative one wraps (-1 is 4294967295), but only
   with at most 8 digits: MLIR reads the digits into 4 bits each and
   rejects what does not survive the trip to 32 bits and back. */
static bool read_u32(Cursor *c, uint32_t *out, const char *what)
{
	skip_ws(c);
	bool negative = c->p < c->end && *c->p == '-';
	if (negative) {
		c->p++;
		skip_ws(c);
	}
	if (c->p >= c->end || !isdigit((unsigned char)*c->p)) {
		if (negative)
			sb_printf(c->err, "expected integer value");
		else
			sb_printf(c->err, "missing %s", what);
		return false;
	}
	uint64_t v = 0;
	size_t digits = 0; /* leading zeros are not counted, as LLVM skips them */
	for (; c->p < c->end && isdigit((unsigned char)*c->p); digits += v != 0) {
		v = v * 10 + (uint64_t)(*c->p++ - '0');
		if (v > UINT32_MAX || (negative && digits >= 8 && v)) {
			sb_printf(c->err, "integer value too large");
			return false;
		}
	}
	*out = negative ? (uint32_t)(0 - v) : (uint32_t)v;
	return true;
}

static int parse_interface_var_abi(Cursor *c, StrBuf *params)
{
	SpirvInterfaceVarAbi abi = {.storage_class = -1};
	if (!expect(c, '<') || !expect(c, '(') || !read_u32(c, &abi.set, "descriptor set") || !expect(c, ',') ||
	    !read_u32(c, &abi.binding, "binding") || !expect(c, ')'))
		return -1;
	skip_ws(c);
	if (c->p < c->end && *c->p == ',') {
		c->p++;
		skip_ws(c);
		const char *w = c->p;
		while (c->p < c->end && (isalnum((unsigned char)*c->p) || *c->p == '_'))
			c->p++;
		for (size_t i = 0; i < NSTORAGE; i++)
			if (strlen(storage_classes[i]) == (size_t)(c->p - w) && !memcmp(storage_classes[i], w, (size_t)(c->p - w)))
				abi.storage_class = (int)i;
		if (abi.storage_class < 0) {
			sb_printf(c->err, "unknown storage class: %.*s", (int)(c->p - w), w);
			return -1;
		}
	}
	if (!expect(c, '>'))
		return -1;
	skip_ws(c);
	if (c->p != c->end) {
		sb_printf(c->err, "expected '>'");
		return -1;
	}
	sb_putn(params, (const char *)&abi, sizeof abi);
	return 1;
}

static int parse_attr(IrContext *ctx, const char *body, size_t n, StrBuf *params, StrBuf *err)
{
	(void)ctx;
	static const char name[] = "interface_var_abi";
	size_t len = sizeof name - 1;
	if (n < len || memcmp(body, name, len) || (n > len && (isalnum((unsigned char)body[len]) || body[len] == '_')))
		return 0;
	Cursor c = {body + len, body + n, err};
	return parse_interface_var_abi(&c, params);
}

static void write_attr(StrBuf *out, const void *params)
{
	const SpirvInterfaceVarAbi *abi = params;
	sb_printf(out, "interface_var_abi<(%u, %u)", abi->set, abi->binding);
	if (abi->storage_class >= 0)
		sb_printf(out, ", %s", storage_classes[abi->storage_class]);
	sb_putc(out, '>');
}

static const IrDialectSymbols attrs = {parse_attr, write_attr};

/* Its ops and types are not mica's yet: they stay unregistered ones, kept
   as written, as before the dialect was registered. */
const IrDialect ir_dialect_spirv = {
	.name = "spirv",
	.allows_unknown_ops = true,
	.attrs = &attrs,
};

/* shader_config.c: reads the config of tosa-rewrite-custom-ops
   (shader_config.h) with jansson and writes each op's payload. */
#include <errno.h>
#include <jansson.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shader_config.h"

#define DEFAULT_DOMAIN "com.arm.VulkanCustomShader"

typedef struct {
	const char *name; /* the config file, for messages */
	const char *dir;
	const char *op;   /* the entry being read, NULL before */
	StrBuf *err;
} Reader;

static bool fail(Reader *r, const char *key, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* An error line: control bytes of names and JSON text (keys are any
   string) are written as \xNN, so that the error stays one line. */
static void put_line(StrBuf *err, const char *s)
{
	for (; *s; s++) {
		if ((unsigned char)*s < 0x20 || *s == 0x7f)
			sb_printf(err, "\\x%02x", (unsigned char)*s);
		else
			sb_putc(err, *s);
	}
}

static bool fail(Reader *r, const char *key, const char *fmt, ...)
{
	StrBuf line = {0};
	sb_printf(&line, "%s: error: ", r->name);
	if (r->op)
		sb_printf(&line, "op '%s': ", r->op);
	if (key)
		sb_printf(&line, "key '%s': ", key);
	va_list ap;
	va_start(ap, fmt);
	char msg[512];
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	sb_puts(&line, msg);
	put_line(r->err, line.s);
	sb_free(&line);
	return false;
}

static char *read_whole(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	StrBuf b = {0};
	char chunk[4096];
	size_t n;
	while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
		sb_putn(&b, chunk, n);
	bool bad = ferror(f);
	fclose(f);
	if (bad) {
		sb_free(&b);
		return NULL;
	}
	if (!b.s)
		sb_putn(&b, "", 0);
	*len = b.len;
	return b.s;
}

char *shader_base64_encode(const unsigned char *bytes, size_t n)
{
	static const char digits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	char *out = xmalloc(4 * ((n + 2) / 3) + 1), *p = out;
	for (size_t i = 0; i < n; i += 3) {
		uint32_t w = (uint32_t)bytes[i] << 16;
		if (i + 1 < n)
			w |= (uint32_t)bytes[i + 1] << 8;
		if (i + 2 < n)
			w |= bytes[i + 2];
		*p++ = digits[w >> 18 & 63];
		*p++ = digits[w >> 12 & 63];
		*p++ = i + 1 < n ? digits[w >> 6 & 63] : '=';
		*p++ = i + 2 < n ? digits[w & 63] : '=';
	}
	*p = 0;
	return out;
}

/* A string member (NULL when absent); false when it is not a string. */
static bool opt_string(Reader *r, json_t *obj, const char *key, const char **out)
{
	json_t *v = json_object_get(obj, key);
	*out = NULL;
	if (!v)
		return true;
	if (!json_is_string(v))
		return fail(r, key, "expected a string");
	*out = json_string_value(v);
	return true;
}

/* Every key of obj is one of allowed (NULL-terminated). */
static bool known_keys(Reader *r, json_t *obj, const char *const *allowed, const char *where)
{
	const char *key;
	json_t *v;
	json_object_foreach(obj, key, v) {
		unsigned i = 0;
		while (allowed[i] && strcmp(allowed[i], key))
			i++;
		if (!allowed[i])
			return fail(r, key, "unknown key in %s", where);
	}
	return true;
}

static bool non_negative(Reader *r, json_t *v, const char *key, json_int_t min)
{
	if (!json_is_integer(v))
		return fail(r, key, "expected an integer");
	if (json_integer_value(v) < min || json_integer_value(v) > UINT32_MAX)
		return fail(r, key, "expected an integer from %lld to 4294967295", (long long)min);
	return true;
}

static bool read_sampler(Reader *r, json_t *s, const char *key, json_t *payload, const char *payload_key)
{
	static const char *const fields[] = {"min_filter", "mag_filter", "address_mode_u", "address_mode_v",
	                                     "border_color", NULL};
	if (!json_is_object(s))
		return fail(r, key, "expected an object");
	if (!known_keys(r, s, fields, "a sampler"))
		return false;
	for (unsigned i = 0; fields[i]; i++)
		if (!json_is_string(json_object_get(s, fields[i])))
			return fail(r, fields[i], "a sampler needs a string '%s'", fields[i]);
	json_object_set(payload, payload_key, s);
	return true;
}

/* One input or output into the payload as `<prefix>_<i>_<prop>` keys. */
static bool read_resource(Reader *r, json_t *res, const char *prefix, size_t i, json_t *payload)
{
	static const char *const keys[] = {"type", "vkdescriptortype", "vkformat", "binding", "descriptorset",
	                                   "sampler", NULL};
	char where[64], pk[96];
	snprintf(where, sizeof where, "%ss[%zu]", prefix, i);
	if (!json_is_object(res))
		return fail(r, where, "expected an object");
	if (!known_keys(r, res, keys, where))
		return false;
	for (unsigned k = 0; k < 3; k++) {
		json_t *v = json_object_get(res, keys[k]);
		if (!json_is_string(v))
			return fail(r, keys[k], "%s needs a string '%s'", where, keys[k]);
		snprintf(pk, sizeof pk, "%s_%zu_%s", prefix, i, keys[k]);
		json_object_set(payload, pk, v);
	}
	for (unsigned k = 3; k < 5; k++) {
		json_t *v = json_object_get(res, keys[k]);
		if (!v && k == 4)
			v = json_integer(0);
		else if (!v)
			return fail(r, keys[k], "%s needs an integer '%s'", where, keys[k]);
		else
			json_incref(v);
		bool ok = non_negative(r, v, keys[k], 0);
		snprintf(pk, sizeof pk, "%s_%zu_%s", prefix, i, keys[k]);
		if (ok)
			json_object_set(payload, pk, v);
		json_decref(v);
		if (!ok)
			return false;
	}
	json_t *s = json_object_get(res, "sampler");
	snprintf(pk, sizeof pk, "%s_%zu_sampler", prefix, i);
	return !s || read_sampler(r, s, "sampler", payload, pk);
}

static bool read_resources(Reader *r, json_t *entry, const char *key, const char *prefix, json_t *payload,
                           unsigned *n)
{
	json_t *list = json_object_get(entry, key);
	*n = 0;
	if (!list)
		return true;
	if (!json_is_array(list))
		return fail(r, key, "expected an array");
	size_t i;
	json_t *res;
	json_array_foreach(list, i, res) {
		if (!read_resource(r, res, prefix, i, payload))
			return false;
	}
	*n = (unsigned)json_array_size(list);
	return true;
}

static const char *language_of_file(const char *path)
{
	static const char *const by_ext[][2] = {{".glsl", "GLSL"}, {".hlsl", "HLSL"}, {".spv", "SPIR-V"}};
	size_t n = strlen(path);
	for (unsigned i = 0; i < 3; i++) {
		size_t e = strlen(by_ext[i][0]);
		if (n > e && !strcmp(path + n - e, by_ext[i][0]))
			return by_ext[i][1];
	}
	return NULL;
}

/* shader_language and shader_code (inline or from shader_file) into the
   payload, when the entry has code. */
static bool read_code(Reader *r, json_t *entry, json_t *payload)
{
	const char *lang, *code, *file;
	if (!opt_string(r, entry, "shader_language", &lang) || !opt_string(r, entry, "shader_code", &code) ||
	    !opt_string(r, entry, "shader_file", &file))
		return false;
	if (code && file)
		return fail(r, "shader_file", "give either shader_code or shader_file, not both");
	if (file) {
		const char *file_lang = language_of_file(file);
		if (!file_lang)
			return fail(r, "shader_file", "'%s' is not a .glsl, .hlsl or .spv file", file);
		if (file[0] == '/' || strstr(file, ".."))
			return fail(r, "shader_file", "'%s' must be a path below the config file's directory", file);
		if (lang && strcmp(lang, file_lang))
			return fail(r, "shader_language", "'%s' does not match the %s file '%s'", lang, file_lang, file);
		lang = file_lang;
		StrBuf path = {0};
		sb_printf(&path, "%s/%s", r->dir, file);
		size_t len;
		char *text = read_whole(path.s, &len);
		int e = errno;
		sb_free(&path);
		if (!text)
			return fail(r, "shader_file", "cannot read '%s': %s", file, strerror(e));
		if (!strcmp(lang, "SPIR-V")) {
			bool aligned = len % 4 == 0 && len;
			char *b64 = aligned ? shader_base64_encode((const unsigned char *)text, len) : NULL;
			free(text);
			if (!aligned)
				return fail(r, "shader_file", "'%s' is not SPIR-V: %zu bytes, not a non-zero multiple of 4",
				            file, len);
			text = b64;
			len = strlen(b64);
		}
		json_object_set_new(payload, "shader_code", json_stringn(text, len));
		json_object_set_new(payload, "shader_language", json_string(lang));
		free(text);
		if (!json_is_string(json_object_get(payload, "shader_code")))
			return fail(r, "shader_file", "'%s' is not UTF-8 text", file);
		return true;
	}
	if (!lang != !code)
		return fail(r, code ? "shader_code" : "shader_language",
		            "shader_language and shader_code go together");
	if (!lang)
		return true;
	if (strcmp(lang, "GLSL") && strcmp(lang, "HLSL") && strcmp(lang, "SPIR-V"))
		return fail(r, "shader_language", "'%s' is not GLSL, HLSL or SPIR-V", lang);
	json_object_set(payload, "shader_language", json_object_get(entry, "shader_language"));
	json_object_set(payload, "shader_code", json_object_get(entry, "shader_code"));
	return true;
}

static bool read_workgroup(Reader *r, json_t *entry, json_t *payload)
{
	json_t *w = json_object_get(entry, "workgroup_sizes");
	if (!w)
		return fail(r, "workgroup_sizes", "missing");
	if (!json_is_array(w) || json_array_size(w) != 3)
		return fail(r, "workgroup_sizes", "expected an array of 3 integers");
	for (size_t i = 0; i < 3; i++)
		if (!non_negative(r, json_array_get(w, i), "workgroup_sizes", 1))
			return false;
	json_object_set(payload, "workgroup_sizes", w);
	return true;
}

static char *copy_n(const char *s, size_t n)
{
	char *d = xmalloc(n + 1);
	memcpy(d, s, n);
	d[n] = 0;
	return d;
}

static char *dup_or(const char *s, const char *dflt)
{
	s = s ? s : dflt;
	return s ? copy_n(s, strlen(s)) : NULL;
}

static bool read_entry(Reader *r, json_t *entry, ShaderOpConfig *out)
{
	static const char *const keys[] = {"operator_name", "domain_name", "entry_point", "workgroup_sizes",
	                                   "shader_language", "shader_code", "shader_file", "push_constants",
	                                   "graph_layout", "inputs", "outputs", NULL};
	if (!json_is_object(entry))
		return fail(r, NULL, "expected an object");
	const char *oname, *domain, *entry_point, *push, *layout;
	if (!known_keys(r, entry, keys, "an op") || !opt_string(r, entry, "operator_name", &oname) ||
	    !opt_string(r, entry, "domain_name", &domain) || !opt_string(r, entry, "entry_point", &entry_point) ||
	    !opt_string(r, entry, "push_constants", &push) || !opt_string(r, entry, "graph_layout", &layout))
		return false;
	if (layout && strcmp(layout, "NCHW") && strcmp(layout, "NHWC"))
		return fail(r, "graph_layout", "'%s' is not NCHW or NHWC", layout);
	json_t *payload = json_object();
	json_object_set_new(payload, "entry_point", json_string(entry_point ? entry_point : "main"));
	if (push)
		json_object_set(payload, "push_constants", json_object_get(entry, "push_constants"));
	bool ok = read_workgroup(r, entry, payload) && read_code(r, entry, payload) &&
	          read_resources(r, entry, "inputs", "input", payload, &out->ninputs) &&
	          read_resources(r, entry, "outputs", "output", payload, &out->noutputs);
	if (ok) {
		out->operator_name = dup_or(oname, r->op);
		out->domain_name = dup_or(domain, DEFAULT_DOMAIN);
		out->graph_layout = dup_or(layout, NULL);
		out->payload = json_dumps(payload, JSON_SORT_KEYS | JSON_ENSURE_ASCII);
	}
	json_decref(payload);
	return ok;
}

void shader_config_free(ShaderConfig *c)
{
	for (unsigned i = 0; i < c->n; i++) {
		ShaderOpConfig *o = &c->ops[i];
		free(o->op);
		free(o->operator_name);
		free(o->domain_name);
		free(o->graph_layout);
		free(o->payload);
	}
	free(c->ops);
	memset(c, 0, sizeof *c);
}

bool shader_config_read(ShaderConfig *c, const char *name, const char *dir, const char *text, size_t len,
                        StrBuf *err)
{
	Reader r = {name, dir, NULL, err};
	memset(c, 0, sizeof *c);
	json_error_t jerr;
	json_t *root = json_loadb(text, len, JSON_REJECT_DUPLICATES, &jerr);
	if (!root) {
		StrBuf line = {0};
		sb_printf(&line, "%s:%d:%d: error: malformed JSON: %s", name, jerr.line, jerr.column, jerr.text);
		put_line(err, line.s);
		sb_free(&line);
		return false;
	}
	static const char *const top[] = {"ops", NULL};
	json_t *ops = json_object_get(root, "ops");
	bool ok = json_is_object(root) ? known_keys(&r, root, top, "the config")
	                               : fail(&r, NULL, "the config must be a JSON object");
	if (ok && !json_is_object(ops))
		ok = fail(&r, "ops", "expected an object of op names");
	if (ok) {
		c->ops = xmalloc((json_object_size(ops) + 1) * sizeof *c->ops);
		const char *op;
		json_t *entry;
		json_object_foreach(ops, op, entry) {
			ShaderOpConfig *o = &c->ops[c->n];
			memset(o, 0, sizeof *o);
			r.op = op;
			if (!read_entry(&r, entry, o)) {
				ok = false;
				break;
			}
			o->op = copy_n(op, strlen(op));
			c->n++;
		}
	}
	json_decref(root);
	if (!ok)
		shader_config_free(c);
	return ok;
}

bool shader_config_load(ShaderConfig *c, const char *path, StrBuf *err)
{
	size_t len;
	char *text = read_whole(path, &len);
	if (!text) {
		sb_printf(err, "%s: error: cannot read the config: %s", path, strerror(errno));
		memset(c, 0, sizeof *c);
		return false;
	}
	const char *slash = strrchr(path, '/');
	char *dir = slash ? copy_n(path, (size_t)(slash - path + (slash == path))) : copy_n(".", 1);
	bool ok = shader_config_read(c, path, dir, text, len, err);
	free(dir);
	free(text);
	return ok;
}

const ShaderOpConfig *shader_config_find(const ShaderConfig *c, const char *op)
{
	for (unsigned i = 0; i < c->n; i++)
		if (!strcmp(c->ops[i].op, op))
			return &c->ops[i];
	return NULL;
}

/* shader_config.c: libFuzzer target of the JSON config reader of
   tosa-rewrite-custom-ops (passes/shader_config.h). Any input must give a
   config or one error line; every payload written for a config must read
   back as a JSON object. Shader files are looked up in a directory that
   does not exist, so the target never reads the file system. */
#include <jansson.h>

#include "fuzz.h"
#include "../../passes/shader_config.h"

static void fuzz_one(const char *text, size_t len)
{
	ShaderConfig c;
	StrBuf err = {0};
	if (!shader_config_read(&c, "fuzz.json", "/nonexistent-fuzz-dir", text, len, &err)) {
		if (!err.len || memchr(err.s, '\n', err.len))
			fuzz_fail("a rejected config without exactly one error line", text, len, err.s ? err.s : "", err.len);
		sb_free(&err);
		return;
	}
	for (unsigned i = 0; i < c.n; i++) {
		json_t *payload = json_loads(c.ops[i].payload, 0, NULL);
		if (!json_is_object(payload))
			fuzz_fail("a payload that is not a JSON object", text, len, c.ops[i].payload,
			          strlen(c.ops[i].payload));
		json_decref(payload);
	}
	shader_config_free(&c);
}

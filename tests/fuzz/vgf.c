/* vgf.c: libFuzzer target of the VGF reader (grammar/vgf.h) and the
   FlatBuffers reader under it.  Any bytes must give a description or an
   error with an offset inside the file; a description must be written
   again (printers/vgf.h), and what is written must read back to the same
   bytes and the same --vgf-dump JSON (but for the version, which the
   writer sets). */
#include "fuzz.h"
#include "../../grammar/vgf.h"

/* The file written for data, and its JSON (empty when vgf_dump would
   refuse it); false when data is not a VGF file. */
static bool rewrite(const char *data, size_t len, StrBuf *file, StrBuf *json)
{
	Arena a = {0};
	VgfFile f;
	const char *msg;
	size_t at;
	StrBuf err = {0};
	bool ok = vgf_read((const uint8_t *)data, len, &f, &a, &msg, &at);
	if (!ok && (!msg || at > len))
		fuzz_fail("a refused file without a message inside it", data, len, msg ? msg : "", msg ? strlen(msg) : 0);
	if (ok) {
		if (!vgf_write(&f, file, &err))
			fuzz_fail("a description that cannot be written", data, len, err.s, err.len);
		f.major = 0, f.minor = 4, f.patch = 3; /* the version the writer writes, whatever was read */
		if (!vgf_dump_json(&f, json, &err))
			json->len = 0;
	}
	sb_free(&err);
	arena_free(&a);
	return ok;
}

static void fuzz_one(const char *text, size_t len)
{
	StrBuf file = {0}, json = {0}, again = {0}, json_again = {0};
	if (rewrite(text, len, &file, &json)) {
		if (!rewrite(file.s, file.len, &again, &json_again))
			fuzz_fail("mica's own file refused", text, len, file.s, file.len);
		if (again.len != file.len || memcmp(again.s, file.s, file.len))
			fuzz_fail("a file written twice differs", file.s, file.len, again.s, again.len);
		if (json.len != json_again.len || (json.len && memcmp(json.s, json_again.s, json.len)))
			fuzz_fail("a rewritten file dumps differently", json.s ? json.s : "", json.len,
			          json_again.s ? json_again.s : "", json_again.len);
	}
	sb_free(&file);
	sb_free(&json);
	sb_free(&again);
	sb_free(&json_again);
}

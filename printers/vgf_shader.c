/* vgf_shader.c: the SPIR-V of a shader segment for the VGF file, from its
   vgf.shader_placeholder: SPIR-V words as the payload gave them, or GLSL
   and HLSL compiled by glslangValidator (Debian's glslang-tools) run as a
   process. Either way the words are read as a module and checked against
   the payload: the entry point, every (descriptor set, binding) the
   payload gives decorated on some variable and no other, and the
   workgroup size when the shader declares LocalSize. */
#include <inttypes.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../grammar/parse.h"
#include "internal.h"
#include "vgf.h"

enum {
	OP_ENTRY_POINT = 15,
	OP_EXECUTION_MODE = 16,
	OP_DECORATE = 71,
	MODE_LOCAL_SIZE = 17,
	DECORATION_BINDING = 33,
	DECORATION_DESCRIPTOR_SET = 34,
};

static IrAttr *attr_of(IrOp *op, const char *name, unsigned kind)
{
	IrAttr *a = ir_op_get_attr(op, name);
	return a && a->kind == kind ? a : NULL;
}

/* Runs glslangValidator on the placeholder's source in dir: the words into
   *w, or false with its messages through ctx at the op. */
static bool compile(IrContext *ctx, IrOp *op, const char *dir, bool hlsl, const IrAttr *code, const IrAttr *entry,
                    SpvModule *w)
{
	char src[4200], spv[4200], log[4200];
	snprintf(src, sizeof src, "%s/shader.%s", dir, hlsl ? "hlsl" : "comp");
	snprintf(spv, sizeof spv, "%s/shader.spv", dir);
	snprintf(log, sizeof log, "%s/glslang.log", dir);
	FILE *f = fopen(src, "wb");
	if (!f || fwrite(code->str->s, 1, code->str->n, f) != code->str->n || fclose(f)) {
		ir_diag_op(ctx, IR_DIAG_ERROR, op, "cannot write the shader's source for glslangValidator");
		return false;
	}
	char *ename = xstrndup(entry->str->s, entry->str->n);
	/* GLSL's entry is main in the source: -e renames it in the SPIR-V */
	char *argv[16];
	int n = 0;
	argv[n++] = "glslangValidator";
	argv[n++] = "-V";
	argv[n++] = "-S";
	argv[n++] = "comp";
	if (hlsl)
		argv[n++] = "-D";
	argv[n++] = "-e";
	argv[n++] = ename;
	if (!hlsl) {
		argv[n++] = "--source-entrypoint";
		argv[n++] = "main";
	}
	argv[n++] = "-o";
	argv[n++] = spv;
	argv[n++] = src;
	argv[n] = NULL;
	fflush(NULL);
	pid_t pid = fork();
	if (pid == 0) {
		FILE *l = freopen(log, "wb", stdout);
		if (l && dup2(fileno(l), 2) >= 0)
			execvp(argv[0], argv);
		_exit(127);
	}
	int status = 0;
	bool ran = pid > 0 && waitpid(pid, &status, 0) == pid;
	free(ename);
	if (!ran || !WIFEXITED(status) || WEXITSTATUS(status)) {
		StrBuf msg = {0};
		FILE *l = fopen(log, "rb");
		char line[512];
		size_t ndir = strlen(dir);
		while (l && fgets(line, sizeof line, l)) /* its paths without the temporary directory */
			for (char *c = line; *c; c++)
				if (!strncmp(c, dir, ndir) && c[ndir] == '/')
					c += ndir;
				else
					sb_putc(&msg, *c);
		if (l)
			fclose(l);
		while (msg.len && msg.s[msg.len - 1] == '\n')
			msg.s[--msg.len] = 0;
		ir_diag_op(ctx, IR_DIAG_ERROR, op, "glslangValidator could not compile the shader%s%s",
		           ran && WIFEXITED(status) && WEXITSTATUS(status) == 127 ? " (is it installed?)" : ":\n",
		           msg.len ? msg.s : "");
		sb_free(&msg);
		return false;
	}
	/* glslang writes the words in the host's order */
	spv_module_init(w);
	f = fopen(spv, "rb");
	uint32_t word;
	while (f && fread(&word, 4, 1, f) == 1)
		spv_module_push(w, word);
	if (f)
		fclose(f);
	if (!w->nwords)
		ir_diag_op(ctx, IR_DIAG_ERROR, op, "glslangValidator wrote no SPIR-V");
	return w->nwords != 0;
}

/* Is (set, binding) one of the payload's inputs or outputs? */
static bool in_payload(IrOp *op, uint32_t set, uint32_t binding)
{
	static const char *const sets[] = {"input_descriptor_sets", "output_descriptor_sets"};
	static const char *const bindings[] = {"input_bindings", "output_bindings"};
	for (int k = 0; k < 2; k++) {
		IrAttr *s = attr_of(op, sets[k], IR_ATTR_DENSE_ARRAY), *b = attr_of(op, bindings[k], IR_ATTR_DENSE_ARRAY);
		for (unsigned i = 0; s && b && i < s->darray.n && i < b->darray.n; i++)
			if (s->darray.elems[i] == set && b->darray.elems[i] == binding)
				return true;
	}
	return false;
}

/* The words of m checked against the placeholder's payload. */
static bool check(IrContext *ctx, IrOp *op, const SpvModule *m, const IrAttr *entry)
{
	SpvParsed p;
	StrBuf err = {0};
	bool ok = parse_spirv_binary("shader", (const unsigned char *)m->words, m->nwords * 4, &p, &err);
	if (!ok) {
		ir_diag_op(ctx, IR_DIAG_ERROR, op, "the shader's SPIR-V is not a module: %s", err.s);
		sb_free(&err);
		return false;
	}
	sb_free(&err);
	uint32_t entry_id = 0;
	for (size_t i = 0; i < p.ninsts && !entry_id; i++) {
		const uint32_t *w = p.m.words + p.insts[i].offset;
		if (p.insts[i].opcode != OP_ENTRY_POINT || p.insts[i].nwords < 4 || w[1] != 5 /* GLCompute */)
			continue;
		size_t len = strnlen((const char *)(w + 3), (size_t)(p.insts[i].nwords - 3) * 4);
		if (len == entry->str->n && !memcmp(w + 3, entry->str->s, len))
			entry_id = w[2];
	}
	if (!entry_id) {
		ir_diag_op(ctx, IR_DIAG_ERROR, op, "the shader has no GLCompute entry point '%.*s'", (int)entry->str->n,
		           entry->str->s);
		spv_parsed_free(&p);
		return false;
	}
	IrAttr *wg = attr_of(op, "workgroup_sizes", IR_ATTR_DENSE_ARRAY);
	/* decorations by id: DescriptorSet and Binding of each variable */
	uint32_t bound = p.m.words[3];
	int64_t *set = xmalloc((bound + 1) * sizeof *set), *binding = xmalloc((bound + 1) * sizeof *binding);
	for (uint32_t i = 0; i <= bound; i++)
		set[i] = binding[i] = -1;
	for (size_t i = 0; i < p.ninsts && ok; i++) {
		const uint32_t *w = p.m.words + p.insts[i].offset;
		size_t n = p.insts[i].nwords;
		if (p.insts[i].opcode == OP_DECORATE && n == 4 && w[1] <= bound &&
		    (w[2] == DECORATION_BINDING || w[2] == DECORATION_DESCRIPTOR_SET))
			(w[2] == DECORATION_BINDING ? binding : set)[w[1]] = w[3];
		if (p.insts[i].opcode == OP_EXECUTION_MODE && n == 6 && w[1] == entry_id && w[2] == MODE_LOCAL_SIZE && wg &&
		    wg->darray.n == 3 && (wg->darray.elems[0] != w[3] || wg->darray.elems[1] != w[4] || wg->darray.elems[2] != w[5])) {
			ir_diag_op(ctx, IR_DIAG_ERROR, op,
			           "the shader's workgroup size is %u x %u x %u, its payload's %" PRIu64 " x %" PRIu64 " x %" PRIu64,
			           w[3], w[4], w[5], wg->darray.elems[0], wg->darray.elems[1], wg->darray.elems[2]);
			ok = false;
		}
	}
	for (uint32_t id = 0; id <= bound && ok; id++)
		if (binding[id] >= 0 && !in_payload(op, set[id] < 0 ? 0 : (uint32_t)set[id], (uint32_t)binding[id])) {
			ir_diag_op(ctx, IR_DIAG_ERROR, op,
			           "the shader binds descriptor set %" PRId64 " binding %" PRId64 ", which its payload does not give",
			           set[id] < 0 ? 0 : set[id], binding[id]);
			ok = false;
		}
	static const char *const sets[] = {"input_descriptor_sets", "output_descriptor_sets"};
	static const char *const bindings[] = {"input_bindings", "output_bindings"};
	for (int k = 0; k < 2 && ok; k++) {
		IrAttr *s = attr_of(op, sets[k], IR_ATTR_DENSE_ARRAY), *b = attr_of(op, bindings[k], IR_ATTR_DENSE_ARRAY);
		for (unsigned i = 0; s && b && i < s->darray.n && i < b->darray.n && ok; i++) {
			bool found = false;
			for (uint32_t id = 0; id <= bound && !found; id++)
				found = binding[id] == (int64_t)b->darray.elems[i] && (set[id] < 0 ? 0 : set[id]) == (int64_t)s->darray.elems[i];
			if (!found) {
				ir_diag_op(ctx, IR_DIAG_ERROR, op,
				           "the payload's %s %u (descriptor set %" PRIu64 " binding %" PRIu64 ") is bound by no variable of the shader",
				           k ? "output" : "input", i, s->darray.elems[i], b->darray.elems[i]);
				ok = false;
			}
		}
	}
	free(set);
	free(binding);
	spv_parsed_free(&p);
	return ok;
}

bool vgf_shader_spirv(IrContext *ctx, IrOp *op, SpvModule *w)
{
	IrAttr *lang = attr_of(op, "shader_language", IR_ATTR_STRING), *entry = attr_of(op, "entry_point", IR_ATTR_STRING);
	IrAttr *code = ir_op_get_attr(op, "shader_code");
	memset(w, 0, sizeof *w);
	if (!lang || !entry || !code) {
		ir_diag_op(ctx, IR_DIAG_ERROR, op, "a shader needs its language, entry point and code");
		return false;
	}
	bool ok;
	if (!strcmp(lang->str->s, "SPIR-V") && code->kind == IR_ATTR_DENSE_ARRAY) {
		spv_module_init(w);
		for (unsigned i = 0; i < code->darray.n; i++)
			spv_module_push(w, (uint32_t)code->darray.elems[i]);
		ok = true;
	} else if ((!strcmp(lang->str->s, "GLSL") || !strcmp(lang->str->s, "HLSL")) && code->kind == IR_ATTR_STRING) {
		/* the user's temporary directory (TMPDIR), else the system's */
		const char *tmp = getenv("TMPDIR");
		char dir[4096];
		snprintf(dir, sizeof dir, "%s/mica-shader-XXXXXX", tmp && *tmp ? tmp : P_tmpdir);
		ok = mkdtemp(dir) != NULL;
		if (!ok)
			ir_diag_op(ctx, IR_DIAG_ERROR, op, "cannot make a directory for glslangValidator");
		else {
			ok = compile(ctx, op, dir, lang->str->s[0] == 'H', code, entry, w);
			static const char *const files[] = {"shader.comp", "shader.hlsl", "shader.spv", "glslang.log"};
			for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
				char path[sizeof dir + 16];
				snprintf(path, sizeof path, "%s/%s", dir, files[i]);
				unlink(path);
			}
			rmdir(dir);
		}
	} else {
		ir_diag_op(ctx, IR_DIAG_ERROR, op, "a shader in '%s' cannot be compiled", lang->str->s);
		ok = false;
	}
	if (ok)
		ok = check(ctx, op, w, entry);
	if (!ok)
		spv_module_free(w);
	return ok;
}

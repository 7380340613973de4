/* vgf_job.c: Arm's model converter's whole job on a TOSA model, in
   process: graph constants marked, partitions marked and built, bindings
   assigned, each graph segment lowered to a spirv.module, serialized and
   validated, then the VGF file of the sequence (vgf_sequence.c) with the
   segments' words. The description is made from the model as it was just
   before the lowering: the graph constants' data lives in its tosa.const
   ops, which the lowering replaces by spirv.ARM.GraphConstant ids. */
#include "../passes/passes.h"
#include "internal.h"
#include "vgf.h"

/* The converter's passes, in its order, up to the lowering. */
static void partition_pipeline(const VgfJobOptions *o, StrBuf *text)
{
	sb_puts(text, "builtin.module(");
	if (o->narrowing && strcmp(o->narrowing, "none"))
		sb_printf(text, "type-narrowing{mode=%s},", o->narrowing);
	sb_puts(text, "func.func(tosa-to-spirv-tosa-mark-graph-constants),model-partition-marking,model-partitioning,"
	              "vgf.sequence(assign-grapharm-interface-var-abi))");
}

/* The lowering of the graph segments, with the converter's options. */
static void lower_pipeline(const VgfJobOptions *o, StrBuf *text)
{
	sb_printf(text, "builtin.module(tosa-to-spirv-tosa{enable-bespoke=%s", o->enable_bespoke ? "true" : "false");
	if (o->domain_to_opcode.len)
		sb_printf(text, " custom-op-domain-to-opcode=%s", o->domain_to_opcode.s);
	sb_puts(text, "},vgf.sequence(vgf.segment(spirv.module(spirv-lower-abi-attrs,spirv-update-vce))))");
}

/* Runs the pipeline make writes for o on module. */
static bool run_pipeline(IrContext *ctx, IrOp *module, const VgfJobOptions *o,
                         void (*make)(const VgfJobOptions *, StrBuf *))
{
	StrBuf text = {0};
	make(o, &text);
	PassError err = {0};
	PassPipeline *pm = pass_pipeline_parse(text.s, &err);
	if (!pm) /* an option's value the pass refuses */
		ir_error_bare(ctx, "%s%.*s", err.tool.s ? err.tool.s : "", (int)err.diag.len, err.diag.s);
	bool ok = pm && pass_pipeline_run(pm, ctx, module, true);
	if (pm)
		pass_pipeline_destroy(pm);
	pass_error_free(&err);
	sb_free(&text);
	return ok;
}

/* The first vgf.sequence of the module's body, or NULL. */
static IrOp *first_sequence(IrOp *module)
{
	IrBlock *top = module->nregions ? ir_op_regions(module)[0].first : NULL;
	for (IrOp *op = top ? top->first : NULL; op; op = op->next)
		if (!strcmp(op->name->s, "vgf.sequence"))
			return op;
	return NULL;
}

/* The op named name directly in op's first block, or NULL. */
static IrOp *child_named(IrOp *op, const char *name)
{
	IrBlock *b = op->nregions ? ir_op_regions(op)[0].first : NULL;
	for (IrOp *c = b ? b->first : NULL; c; c = c->next)
		if (!strcmp(c->name->s, name))
			return c;
	return NULL;
}

/* The vgf.segment a vgf.run_segment runs, found in the sequence's body
   (NULL when it names none: vgf_from_sequence reports it). */
static IrOp *segment_of(IrContext *ctx, IrOp *run)
{
	IrAttr *ref = ir_op_get_attr(run, "segment");
	if (!ref || ref->kind != IR_ATTR_SYMBOL_REF)
		return NULL;
	for (IrOp *op = run->block->first; op; op = op->next)
		if (!strcmp(op->name->s, "vgf.segment") && ir_op_symbol_name(ctx, op) == ref->symref.names[0])
			return op;
	return NULL;
}

static bool count_graph_constant(IrOp *op, void *user)
{
	if (!strcmp(op->name->s, "spirv.ARM.GraphConstant"))
		++*(size_t *)user;
	return true;
}

/* The words of each run's graph segment (none for a shader segment),
   serialized and validated; false after a located error. */
static bool serialize_segments(IrContext *ctx, IrOp *seq, VgfJob *job)
{
	IrBlock *body = ir_op_regions(seq)[0].first;
	for (IrOp *run = body ? body->first : NULL; run; run = run->next) {
		if (strcmp(run->name->s, "vgf.run_segment"))
			continue;
		IrOp *seg = segment_of(ctx, run);
		IrOp *m = seg ? child_named(seg, "spirv.module") : NULL;
		job->spirv = xrealloc(job->spirv, (job->n + 1) * sizeof *job->spirv);
		job->names = xrealloc(job->names, (job->n + 1) * sizeof *job->names);
		SpvModule *w = &job->spirv[job->n];
		memset(w, 0, sizeof *w);
		IrIdent *name = seg ? ir_op_symbol_name(ctx, seg) : NULL;
		job->names[job->n++] = name ? xstrndup(name->s, name->n) : xstrndup("", 0);
		IrOp *shader = seg && !m ? child_named(seg, "vgf.shader_placeholder") : NULL;
		if (shader && !vgf_shader_spirv(ctx, shader, w))
			return false;
		if (!m)
			continue;
		if (!spirv_serialize(ctx, m, w))
			return false;
		StrBuf err = {0};
		bool ok = spv_validate(w, job->names[job->n - 1], &err);
		if (!ok)
			ir_diag_op(ctx, IR_DIAG_ERROR, m, "%.*s", (int)(err.len && err.s[err.len - 1] == '\n' ? err.len - 1 : err.len),
			           err.s);
		sb_free(&err);
		if (!ok)
			return false;
		ir_walk(m, count_graph_constant, &job->ngraph_constants);
	}
	return true;
}

bool vgf_job_run(IrContext *ctx, IrOp *module, const VgfJobOptions *o, VgfJob *job)
{
	memset(job, 0, sizeof *job);
	if (!run_pipeline(ctx, module, o, partition_pipeline))
		return false;
	IrOp *before = ir_op_clone(ctx, module);
	bool ok = run_pipeline(ctx, module, o, lower_pipeline);
	IrOp *seq = ok ? first_sequence(module) : NULL;
	if (ok && !seq) {
		IrBlock *top = module->nregions ? ir_op_regions(module)[0].first : NULL;
		ir_diag_op(ctx, IR_DIAG_ERROR, top && top->first ? top->first : module, "the model has no function to partition");
		ok = false;
	}
	ok = ok && serialize_segments(ctx, seq, job);
	Arena a = {0};
	VgfFile f;
	IrOp *before_seq = ok ? first_sequence(before) : NULL;
	VgfCode *code = xcalloc(job->n + 1, sizeof *code);
	for (size_t i = 0; i < job->n; i++)
		code[i] = (VgfCode){job->spirv[i].words, job->spirv[i].nwords};
	ok = ok && vgf_from_sequence(ctx, before_seq, code, job->n, &a, &f);
	/* the lowering numbers graph constants as vgf_from_sequence does (walk
	   order across the sequence); a different count is a disagreement */
	if (ok && f.nconstants != job->ngraph_constants) {
		ir_diag_op(ctx, IR_DIAG_ERROR, seq, "the lowering made %zu graph constants but the VGF file has %zu",
		           job->ngraph_constants, f.nconstants);
		ok = false;
	}
	StrBuf err = {0};
	if (ok && !(ok = vgf_write(&f, &job->vgf, &err)))
		ir_diag_op(ctx, IR_DIAG_ERROR, seq, "%s", err.s);
	sb_free(&err);
	free(code);
	arena_free(&a);
	ir_op_destroy(ctx, before);
	return ok;
}

void vgf_job_free(VgfJob *job)
{
	for (size_t i = 0; i < job->n; i++) {
		spv_module_free(&job->spirv[i]);
		free(job->names[i]);
	}
	free(job->spirv);
	free(job->names);
	sb_free(&job->vgf);
	memset(job, 0, sizeof *job);
}

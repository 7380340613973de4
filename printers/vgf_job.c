/* vgf_job.c: Arm's model converter's whole job on a TOSA model, in
   process: graph constants marked, partitions marked and built, sparse
   constants found, bindings assigned, each graph segment lowered to a
   spirv.module, serialized and validated, then the VGF file of the
   sequence (vgf_sequence.c) with the segments' words. The description is
   made from the model as it was just before the lowering: the graph
   constants' data lives in its tosa.const ops, which the lowering replaces
   by spirv.ARM.GraphConstant ops of the same ids. */
#include "../passes/passes.h"
#include "internal.h"
#include "vgf.h"

/* The converter's passes, in its order, up to the lowering (its
   strip-debuginfo, which it runs unless --emit-debug-info, is left out:
   errors keep their locations). */
static void partition_pipeline(const VgfJobOptions *o, StrBuf *text)
{
	static const char narrow[] = "{aggressive-rewrite=true convert-function-boundaries=true}";
	sb_puts(text, "builtin.module(func.func(tosa-convert-integer-type-to-signless),");
	if (o->require_static_shape)
		sb_puts(text, "func.func(tosa-shape-verif),");
	if (o->narrowing && strcmp(o->narrowing, "none"))
		sb_printf(text, "type-narrowing{mode=%s},", o->narrowing);
	sb_printf(text, "func.func(tosa-narrow-i64-to-i32%s,tosa-narrow-f64-to-f32%s),", narrow, narrow);
	sb_puts(text, "func.func(signless-integer-marking),"
	              "func.func(tosa-layerwise-constant-fold,tosa-to-spirv-tosa-mark-graph-constants),"
	              "model-partition-marking,model-partitioning,check-constant-sparsity,"
	              "vgf.sequence(assign-grapharm-interface-var-abi))");
}

/* The lowering of the graph segments, with the converter's options (splat
   constants replicated unless --disable-replicated-composites, as the
   converter does by default). */
static void lower_pipeline(const VgfJobOptions *o, StrBuf *text)
{
	sb_printf(text, "builtin.module(tosa-to-spirv-tosa{enable-bespoke=%s", o->enable_bespoke ? "true" : "false");
	if (o->domain_to_opcode.len)
		sb_printf(text, " custom-op-domain-to-opcode=%s", o->domain_to_opcode.s);
	sb_printf(text, "},vgf.sequence(vgf.segment(spirv.module(%sspirv-lower-abi-attrs,spirv-update-vce))))",
	          o->disable_replicated_composites ? "" : "spirv-promote-to-replicated-constants,");
}

/* Runs pm on module, verifying after each pass or not; with --dump-mlir,
   as the converter's IR printing: the whole module before every pass and
   after every pass that changed it, on stderr. */
static bool run_passes(IrContext *ctx, IrOp *module, const VgfJobOptions *o, const PassPipeline *pm,
                       bool verify_each)
{
	PassInstrumentation ins = {.verify_each = verify_each, .disable_threading = o->dump_mlir, .dump = stderr};
	ins.print_before_all = ins.print_after_all = ins.print_after_change = ins.print_module_scope = o->dump_mlir;
	ins.on_pass = o->stage;
	ins.on_pass_user = o->stage_user;
	PassSession *session = pass_session_create(&ins);
	bool ok = pass_session_run(session, pm, ctx, module);
	pass_session_finish(session, pm);
	return ok;
}

/* Runs the pipeline make writes for o on module, a stage of the job; copy
   is module as it was before (NULL: made here when needed). The verifier
   runs once, after the stage, instead of after each pass, where it was
   most of the passes' work; the stage's diagnostics are held back until
   then. If a pass failed or the stage left IR that does not verify, they
   are dropped and the stage runs again on copy, verifying after each
   pass, so that the diagnostics are those of --verify-each: the error
   names the pass, and no pass ran on IR that did not verify. With
   --dump-mlir every pass's IR is shown: the stage verifies after each. */
static bool run_stage(IrContext *ctx, IrOp *module, IrOp *copy, const VgfJobOptions *o,
                      void (*make)(const VgfJobOptions *, StrBuf *))
{
	StrBuf text = {0};
	make(o, &text);
	PassError err = {0};
	PassPipeline *pm = pass_pipeline_parse(text.s, &err);
	sb_free(&text);
	if (!pm) { /* an option's value the pass refuses */
		ir_error_bare(ctx, "%s%.*s", err.tool.s ? err.tool.s : "", (int)err.diag.len, err.diag.s);
		pass_error_free(&err);
		return false;
	}
	pass_error_free(&err);
	if (o->dump_mlir) {
		bool ok = run_passes(ctx, module, o, pm, true);
		pass_pipeline_destroy(pm);
		return ok;
	}
	IrOp *own_copy = copy ? NULL : ir_op_clone(ctx, module);
	IrDiagCapture held = {0};
	ir_diag_capture_begin(&held);
	bool ok = run_passes(ctx, module, o, pm, false) && ir_verify(ctx, module);
	ir_diag_capture_end();
	/* a run that verified after each pass has said what went wrong; the
	   held diagnostics are all there is should it find nothing */
	if (!ok && !run_passes(ctx, copy ? copy : own_copy, o, pm, true))
		ir_diag_capture_discard(&held);
	else
		ir_diag_capture_flush(ctx, &held);
	if (own_copy)
		ir_op_destroy(ctx, own_copy);
	pass_pipeline_destroy(pm);
	return ok;
}

/* The first op called name from op on, or NULL. */
static IrOp *op_from(IrOp *op, const char *name)
{
	for (; op; op = ir_op_next(op))
		if (!strcmp(ir_op_name(op)->s, name))
			return op;
	return NULL;
}

/* The first op called name directly in op's first block, or NULL. */
static IrOp *child_named(IrOp *op, const char *name)
{
	IrBlock *b = ir_op_nregions(op) ? ir_region_first(&ir_op_regions(op)[0]) : NULL;
	return op_from(b ? ir_block_first(b) : NULL, name);
}

/* The ids of a module's spirv.ARM.GraphConstant ops, as collected. */
typedef struct {
	uint32_t *v;
	size_t n;
} Ids;

static bool collect_ids(IrOp *op, void *user)
{
	Ids *ids = user;
	IrAttr *id = strcmp(ir_op_name(op)->s, "spirv.ARM.GraphConstant") ? NULL : ir_op_get_attr(op, "graph_constant_id");
	if (id && id->kind == IR_ATTR_INTEGER) {
		ids->v = xrealloc(ids->v, (ids->n + 1) * sizeof *ids->v);
		ids->v[ids->n++] = (uint32_t)id->words[0];
	}
	return true;
}

/* A run's slot in job, empty. */
static size_t add_run(VgfJob *job, IrIdent *name)
{
	size_t i = job->n++;
	job->spirv = xrealloc(job->spirv, job->n * sizeof *job->spirv);
	job->names = xrealloc(job->names, job->n * sizeof *job->names);
	job->graph = xrealloc(job->graph, job->n * sizeof *job->graph);
	job->ids = xrealloc(job->ids, job->n * sizeof *job->ids);
	job->nids = xrealloc(job->nids, job->n * sizeof *job->nids);
	memset(&job->spirv[i], 0, sizeof *job->spirv);
	job->names[i] = name ? xstrndup(name->s, name->n) : xstrndup("", 0);
	job->graph[i] = false;
	job->ids[i] = NULL;
	job->nids[i] = 0;
	return i;
}

/* serialize_segments' work on each run of body, its segments indexed. */
static bool serialize_runs(IrContext *ctx, IrBlock *body, const PtrMap *segments, const VgfJobOptions *o,
                           VgfJob *job)
{
	SpvSerializeOptions so = {.emit_debug_info = o->emit_debug_info};
	if (o->stage)
		o->stage(o->stage_user, "serialization");
	for (IrOp *run = body ? ir_block_first(body) : NULL; run; run = ir_op_next(run)) {
		if (strcmp(ir_op_name(run)->s, "vgf.run_segment"))
			continue;
		IrOp *seg = vgf_segment_of(segments, run); /* NULL: vgf_from_sequence reports it */
		IrOp *m = seg ? child_named(seg, "spirv.module") : NULL;
		size_t i = add_run(job, seg ? ir_op_symbol_name(ctx, seg) : NULL);
		SpvModule *w = &job->spirv[i];
		IrOp *shader = seg && !m ? child_named(seg, "vgf.shader_placeholder") : NULL;
		if (shader && !vgf_shader_spirv(ctx, shader, w))
			return false;
		if (!m)
			continue;
		job->graph[i] = true;
		/* the serializer has validated its words (spv_check), its errors
		   located at the op that wrote the instruction */
		if (!spirv_serialize(ctx, m, &so, w))
			return false;
		Ids ids = {0};
		ir_walk(m, collect_ids, &ids);
		job->ids[i] = ids.v;
		job->nids[i] = ids.n;
	}
	return true;
}

/* The words of each run's segment (a graph's module, a shader's), each
   validated, and the graph constants each graph uses; false after a
   located error. */
static bool serialize_segments(IrContext *ctx, IrOp *seq, const VgfJobOptions *o, VgfJob *job)
{
	IrBlock *body = ir_region_first(&ir_op_regions(seq)[0]);
	PtrMap segments = {0};
	vgf_index_segments(ctx, body ? ir_block_first(body) : NULL, &segments);
	bool ok = serialize_runs(ctx, body, &segments, o, job);
	pm_free(&segments);
	return ok;
}

bool vgf_job_run(IrContext *ctx, IrOp *module, const VgfJobOptions *o, VgfJob *job)
{
	memset(job, 0, sizeof *job);
	/* The converter partitions and lowers every function, each a sequence
	   with graph constant ids from 0 of its own, but its VGF writer holds
	   one sequence (a second finishes its encoder twice): one function
	   is all a model may have. */
	IrOp *first = child_named(module, "func.func");
	IrOp *second = first ? op_from(ir_op_next(first), "func.func") : NULL;
	if (second) {
		ir_diag_op(ctx, IR_DIAG_ERROR, second, "a second function: a VGF file holds the sequence of one");
		return false;
	}
	if (!run_stage(ctx, module, NULL, o, partition_pipeline))
		return false;
	IrOp *before = ir_op_clone(ctx, module);
	/* the copy is needed only after a lowering that succeeded */
	bool ok = run_stage(ctx, module, before, o, lower_pipeline);
	IrOp *seq = ok ? child_named(module, "vgf.sequence") : NULL;
	if (ok && !seq) {
		IrBlock *top = ir_op_nregions(module) ? ir_region_first(&ir_op_regions(module)[0]) : NULL;
		ir_diag_op(ctx, IR_DIAG_ERROR, top && ir_block_first(top) ? ir_block_first(top) : module,
		           "the model has no function to partition");
		ok = false;
	}
	ok = ok && serialize_segments(ctx, seq, o, job);
	Arena a = {0};
	VgfFile f;
	IrOp *before_seq = ok ? child_named(before, "vgf.sequence") : NULL;
	VgfCode *code = xcalloc(job->n + 1, sizeof *code);
	for (size_t i = 0; i < job->n; i++)
		code[i] = (VgfCode){job->spirv[i].words, job->spirv[i].nwords, job->ids[i], job->nids[i]};
	if (ok && o->stage)
		o->stage(o->stage_user, "VGF layout");
	/* the constants' data is in the model before the lowering, under the
	   ids the lowering's graph constants carry */
	ok = ok && vgf_from_sequence(ctx, before_seq, code, job->n, &a, &f);
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
		free(job->ids[i]);
	}
	free(job->spirv);
	free(job->names);
	free(job->graph);
	free(job->ids);
	free(job->nids);
	sb_free(&job->vgf);
	memset(job, 0, sizeof *job);
}

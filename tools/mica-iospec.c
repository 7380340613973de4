/* mica-iospec.c: `mica-iospec check SPEC.yaml TRACE` replays a trace of
   writes and reads against the sequences of an IOSpec and says where the
   trace breaks their rules, or that it conforms (docs/IOSPEC.md). */
#include <errno.h>

#include "../grammar/parse.h"
#include "driver.h"

typedef struct {
	bool check;           /* the command `check` was given */
	const char *spec_path; /* the positional argument after it */
} Cmd;

/* Where each input and output is: its sequence and its place there. */
typedef struct {
	unsigned seq, pos;
} Place;

/* A sequence's progress through the trace. */
typedef struct {
	unsigned written;   /* inputs written so far in this round, in order */
	size_t *write_at;   /* where each of them was written */
	bool pending;       /* all inputs written, outputs not all read */
	unsigned next_out;  /* the output to read next while pending */
	size_t complete_at; /* the write that completed the inputs */
	size_t last_read_at; /* the last output read, (size_t)-1 if none */
} SeqState;

typedef struct {
	IrContext *ctx;
	IrSource *trace, *spec_src;
	IoSpec *spec;
	Place *in_place, *out_place;
	SeqState *state;
	size_t *latched_first; /* per input: where a latched input was first written, -1 if not yet */
	unsigned writes, reads;
} Replay;

#define NOWHERE ((size_t)-1)

static void trace_error(Replay *r, size_t at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void trace_error(Replay *r, size_t at, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	ir_vdiag(r->ctx, IR_DIAG_ERROR, r->trace, at, fmt, ap);
	va_end(ap);
}

static void trace_note(Replay *r, size_t at, const char *what)
{
	ir_diag(r->ctx, IR_DIAG_NOTE, r->trace, at, "%s", what);
}

/* The rule's source: the sequence in the spec. */
static void seq_note(Replay *r, unsigned s)
{
	const IoSpecSequence *q = &r->spec->seqs[s];
	ir_diag(r->ctx, IR_DIAG_NOTE, r->spec_src, parse_iospec_offset(r->spec_src, q->mark),
	        "sequence '%s' is defined here", q->name);
}

/* "B, C": the names of a sequence's inputs or outputs, in order. */
static char *order_of(const Replay *r, const IoSpecSequence *q, bool outputs)
{
	StrBuf b = {0};
	unsigned n = outputs ? q->noutputs : q->ninputs;
	for (unsigned i = 0; i < n; i++)
		sb_printf(&b, "%s'%s'", i ? ", " : "",
		          outputs ? r->spec->outputs[q->outputs[i]].name : r->spec->inputs[q->inputs[i]].name);
	return b.s ? b.s : xstrndup("", 0);
}

/* ---- the rules ---- */

static bool replay_write(Replay *r, unsigned input, size_t at)
{
	Place p = r->in_place[input];
	const IoSpecSequence *q = &r->spec->seqs[p.seq];
	SeqState *st = &r->state[p.seq];
	const char *name = r->spec->inputs[input].name;
	if (st->pending) {
		trace_error(r, at, "input '%s' written again before output '%s' of sequence '%s' was read", name,
		            r->spec->outputs[q->outputs[st->next_out]].name, q->name);
		trace_note(r, st->complete_at, "the sequence had all its inputs here");
		seq_note(r, p.seq);
		return false;
	}
	if (p.pos < st->written) {
		trace_error(r, at, "input '%s' written twice before sequence '%s' %s", name, q->name,
		            q->noutputs ? "produced its outputs" : "had all its inputs");
		trace_note(r, st->write_at[p.pos], "written first here");
		seq_note(r, p.seq);
		return false;
	}
	if (p.pos > st->written) {
		char *order = order_of(r, q, false);
		trace_error(r, at, "input '%s' written before input '%s': sequence '%s' takes its inputs in the order %s",
		            name, r->spec->inputs[q->inputs[st->written]].name, q->name, order);
		free(order);
		seq_note(r, p.seq);
		return false;
	}
	st->write_at[st->written++] = at;
	if (!q->noutputs && r->latched_first[input] == NOWHERE)
		r->latched_first[input] = at;
	if (st->written == q->ninputs) {
		st->written = 0;
		st->pending = q->noutputs > 0;
		st->next_out = 0;
		st->complete_at = at;
	}
	return true;
}

static bool replay_read(Replay *r, unsigned output, size_t at)
{
	Place p = r->out_place[output];
	const IoSpecSequence *q = &r->spec->seqs[p.seq];
	SeqState *st = &r->state[p.seq];
	const char *name = r->spec->outputs[output].name;
	if (!st->pending && !q->ninputs) /* a sequence without inputs is always ready */
		st->pending = true, st->next_out = 0, st->complete_at = at;
	if (!st->pending) {
		trace_error(r, at, "output '%s' read before sequence '%s' produced it: input '%s' is not written yet",
		            name, q->name, r->spec->inputs[q->inputs[st->written]].name);
		if (st->last_read_at != NOWHERE)
			trace_note(r, st->last_read_at, "the sequence's outputs were last read here");
		seq_note(r, p.seq);
		return false;
	}
	if (p.pos != st->next_out) {
		char *order = order_of(r, q, true);
		if (p.pos < st->next_out)
			trace_error(r, at, "output '%s' read twice since sequence '%s' produced it", name, q->name);
		else
			trace_error(r, at, "output '%s' read before output '%s': sequence '%s' gives its outputs in the "
			                   "order %s", name, r->spec->outputs[q->outputs[st->next_out]].name, q->name, order);
		free(order);
		seq_note(r, p.seq);
		return false;
	}
	if (++st->next_out == q->noutputs)
		st->pending = false;
	st->last_read_at = at;
	return true;
}

/* At the end of the trace no sequence may be half done. */
static bool replay_end(Replay *r)
{
	size_t end = r->trace->len;
	for (unsigned s = 0; s < r->spec->nseqs; s++) {
		const IoSpecSequence *q = &r->spec->seqs[s];
		SeqState *st = &r->state[s];
		if (st->pending)
			trace_error(r, end, "the trace ends before output '%s' of sequence '%s' was read",
			            r->spec->outputs[q->outputs[st->next_out]].name, q->name);
		else if (st->written)
			trace_error(r, end, "the trace ends with sequence '%s' waiting for input '%s'", q->name,
			            r->spec->inputs[q->inputs[st->written]].name);
		else
			continue;
		seq_note(r, s);
		return false;
	}
	return true;
}

/* ---- the trace ---- */

static bool is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

/* One line of the trace, text[at, end): `write NAME [= VALUE...]`,
   `read NAME [= VALUE...]`, blank, or a `#` comment. */
static bool replay_line(Replay *r, size_t at, size_t end)
{
	const char *t = r->trace->text;
	while (at < end && is_blank(t[at]))
		at++;
	if (at == end || t[at] == '#')
		return true;
	size_t word = at;
	while (at < end && !is_blank(t[at]))
		at++;
	bool is_write = at - word == 5 && !memcmp(t + word, "write", 5);
	bool is_read = at - word == 4 && !memcmp(t + word, "read", 4);
	if (!is_write && !is_read) {
		trace_error(r, word, "expected 'write' or 'read'");
		return false;
	}
	while (at < end && is_blank(t[at]))
		at++;
	size_t name = at;
	while (at < end && !is_blank(t[at]) && t[at] != '=' && t[at] != '#')
		at++;
	if (at == name) {
		trace_error(r, name, "expected the name of an %s after '%s'", is_write ? "input" : "output",
		            is_write ? "write" : "read");
		return false;
	}
	size_t len = at - name;
	while (at < end && is_blank(t[at]))
		at++;
	if (at < end && t[at] != '=' && t[at] != '#') {
		trace_error(r, at, "expected '=' and a value, or the end of the line");
		return false;
	}
	bool is_output;
	int found = parse_iospec_lookup(r->ctx, r->spec, t + name, len, &is_output);
	int in = is_output ? -1 : found, out = is_output ? found : -1;
	if (is_write ? in < 0 : out < 0) {
		trace_error(r, name, "'%.*s' is not an %s of the IOSpec%s", (int)len, t + name,
		            is_write ? "input" : "output",
		            (is_write ? out : in) >= 0 ? (is_write ? " (it is an output: read it)"
		                                                  : " (it is an input: write it)")
		                                       : "");
		return false;
	}
	if (is_write) {
		r->writes++;
		return replay_write(r, (unsigned)in, name);
	}
	r->reads++;
	return replay_read(r, (unsigned)out, name);
}

/* Where each input and output sits in its sequence. */
static void place_all(Replay *r)
{
	for (unsigned s = 0; s < r->spec->nseqs; s++) {
		const IoSpecSequence *q = &r->spec->seqs[s];
		for (unsigned i = 0; i < q->ninputs; i++)
			r->in_place[q->inputs[i]] = (Place){s, i};
		for (unsigned i = 0; i < q->noutputs; i++)
			r->out_place[q->outputs[i]] = (Place){s, i};
		r->state[s].write_at = xcalloc(q->ninputs + 1, sizeof *r->state[s].write_at);
		r->state[s].last_read_at = NOWHERE;
	}
}

/* The summary of a conforming trace, and what a latched input held. */
static void report(Replay *r, FILE *out)
{
	fprintf(out, "%s: conforms to %s: %u write%s, %u read%s\n", r->trace->name, r->spec_src->name, r->writes,
	        r->writes == 1 ? "" : "s", r->reads, r->reads == 1 ? "" : "s");
	for (unsigned i = 0; i < r->spec->ninputs; i++) {
		if (r->spec->seqs[r->in_place[i].seq].noutputs)
			continue;
		unsigned line, col;
		size_t first = r->latched_first[i];
		if (first == NOWHERE) {
			fprintf(out, "latched input '%s': never written, 0 (its initial value) throughout\n",
			        r->spec->inputs[i].name);
			continue;
		}
		ir_source_linecol(r->trace, first, &line, &col);
		fprintf(out, "latched input '%s': 0 (its initial value) until line %u\n", r->spec->inputs[i].name, line);
	}
}

/* ---- the tool ---- */

static bool cmd_option(void *user, const char *arg)
{
	Cmd *c = user;
	if (!c->check && !strcmp(arg, "check"))
		return c->check = true;
	if (c->check && !c->spec_path && (arg[0] != '-' || !arg[1]))
		return c->spec_path = arg, true;
	return false;
}

static bool load_spec(IrContext *ctx, const char *path, IrSourceText *text)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		ir_diag(ctx, IR_DIAG_ERROR, NULL, 0, "cannot open '%s': %s", path, strerror(errno));
		return false;
	}
	bool ok = ir_source_load(f, MICA_MAX_SOURCE, text);
	fclose(f);
	if (ok && text->len > MICA_MAX_SOURCE) {
		ir_source_unload(text);
		ok = false;
	}
	if (!ok)
		ir_diag(ctx, IR_DIAG_ERROR, NULL, 0, "cannot read '%s' (or it is larger than %u bytes)", path,
		        MICA_MAX_SOURCE);
	return ok;
}

static bool check_chunk(void *user, const DriverOptions *o, IrContext *ctx, IrSource *trace, FILE *out)
{
	Cmd *c = user;
	if (!c->check || !c->spec_path) {
		ir_diag(ctx, IR_DIAG_ERROR, NULL, 0, "usage: mica-iospec check SPEC.yaml TRACE (mica-iospec --help)");
		return false;
	}
	IrSourceText text;
	if (!load_spec(ctx, c->spec_path, &text))
		return false;
	IrSource spec_src = {.name = c->spec_path, .text = text.text, .len = text.len};
	IoSpec spec;
	bool ok = parse_iospec(ctx, &spec_src, &spec);
	if (ok) {
		Replay r = {.ctx = ctx, .trace = trace, .spec_src = &spec_src, .spec = &spec,
		            .in_place = xcalloc(spec.ninputs + 1, sizeof(Place)),
		            .out_place = xcalloc(spec.noutputs + 1, sizeof(Place)),
		            .state = xcalloc(spec.nseqs + 1, sizeof(SeqState)),
		            .latched_first = xmalloc((spec.ninputs + 1) * sizeof(size_t))};
		for (unsigned i = 0; i < spec.ninputs; i++)
			r.latched_first[i] = NOWHERE;
		place_all(&r);
		for (size_t at = 0; ok && at < trace->len;) {
			const char *nl = memchr(trace->text + at, '\n', trace->len - at);
			size_t end = nl ? (size_t)(nl - trace->text) : trace->len;
			ok = replay_line(&r, at, end);
			at = end + 1;
		}
		ok = ok && replay_end(&r);
		if (ok)
			report(&r, out);
		for (unsigned s = 0; s < spec.nseqs; s++)
			free(r.state[s].write_at);
		free(r.in_place);
		free(r.out_place);
		free(r.state);
		free(r.latched_first);
		parse_iospec_free(&spec);
	}
	free(spec_src.line_starts);
	ir_source_unload(&text);
	return ok;
}

int main(int argc, char **argv)
{
	Cmd cmd = {0};
	const DriverTool tool = {
		.name = "mica-iospec",
		.overview = "checks transaction traces against an IOSpec\n\n"
		            "  mica-iospec check SPEC.yaml TRACE\n\n"
		            "SPEC.yaml is an IOSpec (mica-translate --emit-iospec writes one). TRACE has one\n"
		            "transaction a line, in the order they happen:\n"
		            "  write NAME [= VALUE...]    an input written (the values are not checked)\n"
		            "  read NAME [= VALUE...]     an output read\n"
		            "Blank lines and lines starting with '#' are skipped. The rules of the IOSpec's\n"
		            "simple sequences: a sequence's inputs are written in its order, each once,\n"
		            "before its outputs are read in its order, each once; no input of it is\n"
		            "written again until they are; a latched input (the input of a sequence\n"
		            "without outputs) may be written at any time, and holds 0 until it is. The\n"
		            "trace must end with no sequence half done. The first break is reported\n"
		            "(TRACE:line:col: error: ...) with exit status 1; a conforming trace gets a\n"
		            "summary and exit status 0",
		.options_help = "",
		.option = cmd_option,
		.chunk = check_chunk,
		.user = &cmd,
	};
	return driver_main(&tool, argc, argv);
}

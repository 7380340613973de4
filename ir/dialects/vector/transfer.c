/* transfer.c: vector.transfer_read and vector.transfer_write, as MLIR 22
   reads, prints and verifies them:

     %v = vector.transfer_read %base[%i, %j], %pad (, %mask)? {attrs} : T, vector<...>
     %t = vector.transfer_write %v, %base[%i, %j] (, %mask)? {attrs} : vector<...>, T

   The permutation map (minor identity by default) and in_bounds (all false
   by default) are properties the form leaves out at their defaults; the
   mask's type is inferred from the vector type and the map.  On a tensor
   they have no memory effects (a write gives a new tensor), on a memref
   they read or write it.  The verifier checks what MLIR's does, in its
   order and words. */
#include "vector.h"

static IrIdent *ident(ParseState *ps, const char *s)
{
	return ir_ident_cstr(ps_ctx(ps), s);
}

/* The value of attribute name read from the attr-dict, or NULL. */
static IrAttr *named_value(const Parsed *r, const char *name)
{
	for (unsigned i = 0; r->named && i < r->named->n; i++) {
		const IrNamedAttr *na = r->named->v[i];
		if (!strcmp(na->name->s, name))
			return na->value;
	}
	return NULL;
}

/* Rank of the vector minus that of a vector element of the source
   (MLIR's getEffectiveVectorRankForXferOp). */
static int effective_rank(const IrType *shaped, const IrType *vec)
{
	const IrType *e = shaped->shaped.elem;
	return (int)vec->shaped.rank - (e->kind == IR_TYPE_VECTOR ? (int)e->shaped.rank : 0);
}

/* (d0, ..., dn-1) -> (dn-k, ..., dn-1): MLIR's getMinorIdentityMap. */
static IrAffineMap *minor_identity(IrContext *ctx, unsigned ndims, unsigned k)
{
	IrAffineExpr **results = xcalloc(k + 1, sizeof *results);
	for (unsigned i = 0; i < k; i++)
		results[i] = ir_affine_dim(ctx, ndims - k + i);
	IrAffineMap *m = ir_affine_map(ctx, ndims, 0, k, results, 0, NULL);
	free(results);
	return m;
}

static bool is_minor_identity(const IrAffineMap *m)
{
	if (m->nsyms || m->nresults > m->ndims)
		return false;
	for (unsigned i = 0; i < m->nresults; i++) {
		const IrAffineExpr *e = m->results[i];
		if (e->kind != IR_AFFINE_DIM || e->value != (int64_t)(m->ndims - m->nresults + i))
			return false;
	}
	return true;
}

/* The mask's type: the vector's shape read before the map permutes and
   broadcasts it (MLIR's inferTransferOpMaskType): one dimension per input
   dimension the map uses, in input order, of the size of the vector
   dimension it lands in. */
IrType *vector_transfer_mask_type(IrContext *ctx, const IrType *vec, const IrAffineMap *map)
{
	int64_t *dims = xcalloc(map->ndims + 1, sizeof *dims);
	bool *scalable = xcalloc(map->ndims + 1, sizeof *scalable), any_scalable = false;
	unsigned rank = 0;
	for (unsigned d = 0; d < map->ndims; d++)
		for (unsigned j = 0; j < map->nresults && j < vec->shaped.rank; j++) {
			const IrAffineExpr *e = map->results[j];
			if (e->kind == IR_AFFINE_DIM && e->value == (int64_t)d) {
				dims[rank] = vec->shaped.dims[j];
				scalable[rank] = vec->shaped.scalable && vec->shaped.scalable[j];
				any_scalable |= scalable[rank++];
				break;
			}
		}
	IrType *t = ir_type_vector(ctx, rank, dims, any_scalable ? scalable : NULL, ctx->t_i1);
	free(dims);
	free(scalable);
	return t;
}

/* After the types: the default map and in_bounds, checks that need the
   map, and the mask's type; the groups' types. */
static IrOp *finish(ParseState *ps, Parsed *r, IrType *shaped, IrType *vec, size_t types_at, unsigned base_group,
                    unsigned mask_group, Loc mask_loc)
{
	IrContext *ctx = ps_ctx(ps);
	IrAttr *map_attr = named_value(r, "permutation_map");
	IrAffineMap *map;
	if (!map_attr) {
		if ((int)shaped->shaped.rank < effective_rank(shaped, vec)) {
			ps_follow_up_error(ps, r, types_at, "expected a custom permutation_map when rank(source) != rank(destination)");
			return NULL;
		}
		map = minor_identity(ctx, shaped->shaped.rank, (unsigned)effective_rank(shaped, vec));
		add_named(ps, r, ident(ps, "permutation_map"), ir_attr_affine_map(ctx, map));
	} else if (map_attr->kind == IR_ATTR_AFFINE_MAP) {
		map = map_attr->map;
	} else {
		map = NULL; /* the verifier names the wrong kind */
	}
	if (!named_value(r, "in_bounds") && map) {
		IrAttr **falses = ps_alloc(ps, (map->nresults + 1) * sizeof *falses);
		for (unsigned i = 0; i < map->nresults; i++)
			falses[i] = ir_attr_bool(ctx, false);
		add_named(ps, r, ident(ps, "in_bounds"), ir_attr_array(ctx, map->nresults, falses));
	}
	unsigned nindices = r->groups[base_group + 1] ? r->groups[base_group + 1]->n : 0;
	IrType **types = ps_alloc(ps, 2 * sizeof *types);
	types[0] = shaped;
	r->group_types[base_group] = types;
	IrType **index_types = ps_alloc(ps, (nindices + 1) * sizeof *index_types);
	for (unsigned i = 0; i < nindices; i++)
		index_types[i] = ctx->t_index;
	r->group_types[base_group + 1] = index_types;
	if (r->groups[mask_group] && r->groups[mask_group]->n) {
		if (shaped->shaped.elem->kind == IR_TYPE_VECTOR) {
			ps_follow_up_error(ps, r, mask_loc.start, "does not support masks with vector element type");
			return NULL;
		}
		if (!map || vec->shaped.rank != map->nresults) {
			ps_follow_up_error(ps, r, types_at, "expected the same rank for the vector and the results of the permutation map");
			return NULL;
		}
		types[1] = vector_transfer_mask_type(ctx, vec, map);
		r->group_types[mask_group] = types + 1;
	}
	r->all_uses = NULL;
	return custom_finish(ps, r);
}

/* `: T, U` and their kinds: the vector is first for a write. */
static bool read_two_types(ParseState *ps, Parsed *r, bool write, IrType **shaped, IrType **vec, size_t *at)
{
	Tok colon = tok_peek(ps);
	*at = colon.loc.start;
	if (!tok_expect(ps, ':', "':'"))
		return false;
	TVec *list = read_type_list(ps);
	if (!list)
		return false;
	IrType **types = (IrType **)list->v;
	if (list->n != 2) {
		ps_follow_up_error(ps, r, *at, "requires two types");
		return false;
	}
	*vec = types[write ? 0 : 1];
	*shaped = types[write ? 1 : 0];
	const char *missing = NULL;
	if (write && (*vec)->kind != IR_TYPE_VECTOR)
		missing = "requires vector type";
	else if ((*shaped)->kind != IR_TYPE_MEMREF && (*shaped)->kind != IR_TYPE_TENSOR)
		missing = "requires memref or ranked tensor type";
	else if ((*vec)->kind != IR_TYPE_VECTOR)
		missing = "requires vector type";
	if (missing)
		ps_follow_up_error(ps, r, *at, missing);
	return !missing;
}

/* `%base[%i, %j]` into groups g (the base) and g + 1 (the indices) */
static bool read_base(ParseState *ps, Parsed *r, unsigned g)
{
	unsigned before = r->all_uses ? r->all_uses->n : 0;
	if (!read_plain_operand(ps, r) || !tok_expect(ps, '[', "'['"))
		return false;
	r->groups[g] = tv_push(ps, NULL, r->all_uses->v[before]);
	TVec *indices = read_operand_list(ps, tv_new(ps));
	if (!indices || !tok_expect(ps, ']', "']'"))
		return false;
	r->groups[g + 1] = indices;
	return true;
}

/* `, %mask` if present, into group g */
static bool read_mask(ParseState *ps, Parsed *r, unsigned g, Loc *loc)
{
	if (!tok_accept(ps, ',', NULL))
		return true;
	*loc = tok_peek(ps).loc;
	unsigned before = r->all_uses->n;
	if (!read_plain_operand(ps, r))
		return false;
	r->groups[g] = tv_push(ps, NULL, r->all_uses->v[before]);
	return true;
}

/* groups: base indices padding mask */
IrOp *vector_read_transfer_read(ParseState *ps, Parsed *r)
{
	Loc mask_loc = {0, 0};
	if (!read_base(ps, r, 0) || !tok_expect(ps, ',', "','"))
		return NULL;
	unsigned before = r->all_uses->n;
	if (!read_plain_operand(ps, r))
		return NULL;
	r->groups[2] = tv_push(ps, NULL, r->all_uses->v[before]);
	IrType *shaped, *vec;
	size_t at;
	if (!read_mask(ps, r, 3, &mask_loc) || !read_attr_dict(ps, r, false) || !read_two_types(ps, r, false, &shaped, &vec, &at))
		return NULL;
	r->result_types = ps_alloc(ps, sizeof(IrType *));
	r->result_types[0] = vec;
	r->group_types[2] = ps_alloc(ps, sizeof(IrType *));
	r->group_types[2][0] = shaped->shaped.elem;
	return finish(ps, r, shaped, vec, at, 0, 3, mask_loc);
}

/* groups: valueToStore base indices mask */
IrOp *vector_read_transfer_write(ParseState *ps, Parsed *r)
{
	Loc mask_loc = {0, 0};
	if (!read_plain_operand(ps, r) || !tok_expect(ps, ',', "','"))
		return NULL;
	r->groups[0] = tv_push(ps, NULL, r->all_uses->v[0]);
	IrType *shaped, *vec;
	size_t at;
	if (!read_base(ps, r, 1) || !read_mask(ps, r, 3, &mask_loc) || !read_attr_dict(ps, r, false) ||
	    !read_two_types(ps, r, true, &shaped, &vec, &at))
		return NULL;
	r->group_types[0] = ps_alloc(ps, sizeof(IrType *));
	r->group_types[0][0] = vec;
	if (shaped->kind == IR_TYPE_TENSOR) {
		r->result_types = ps_alloc(ps, sizeof(IrType *));
		r->result_types[0] = shaped;
	}
	return finish(ps, r, shaped, vec, at, 1, 3, mask_loc);
}

/* ---- printing ---- */

/* The attr-dict without the defaults: a minor identity map, all-false in_bounds. */
static void print_attrs(Printer *p, IrOp *op)
{
	static const char *const elided[] = {"operandSegmentSizes", "operandSegmentSizes permutation_map",
	                                     "operandSegmentSizes in_bounds",
	                                     "operandSegmentSizes permutation_map in_bounds"};
	IrAttr *map = ir_op_get_attr(op, "permutation_map"), *in_bounds = ir_op_get_attr(op, "in_bounds");
	bool default_map = map && map->kind == IR_ATTR_AFFINE_MAP && is_minor_identity(map->map);
	bool any_true = false;
	for (unsigned i = 0; in_bounds && in_bounds->kind == IR_ATTR_ARRAY && i < in_bounds->array.n; i++)
		any_true |= in_bounds->array.elems[i]->kind == IR_ATTR_BOOL && in_bounds->array.elems[i]->b;
	print_custom_attr_dict(p, op, elided[default_map + 2 * !any_true], false);
}

/* `%base[%i, %j]`: the base is operand first, the indices follow to count */
static void print_base(Printer *p, IrOp *op, unsigned first, unsigned nindices)
{
	StrBuf *out = print_out(p);
	print_value(p, ir_op_operand(op, first));
	sb_putc(out, '[');
	print_value_list(p, ir_op_operands(op) + first + 1, nindices);
	sb_putc(out, ']');
}

/* The operand count of group g (operandSegmentSizes). */
static unsigned group_size(const IrOp *op, unsigned g)
{
	IrAttr *seg = ir_op_get_attr(op, "operandSegmentSizes");
	return seg && seg->kind == IR_ATTR_DENSE_ARRAY && g < seg->darray.n ? (unsigned)seg->darray.elems[g] : 0;
}

/* `, %mask` if the op has one (operand mask_at), the attributes, `: A, B` */
static void print_tail(Printer *p, IrOp *op, unsigned mask_at, IrType *a, IrType *b)
{
	StrBuf *out = print_out(p);
	if (group_size(op, 3)) {
		sb_puts(out, ", ");
		print_value(p, ir_op_operand(op, mask_at));
	}
	print_attrs(p, op);
	sb_puts(out, " : ");
	print_type(p, out, a);
	sb_puts(out, ", ");
	print_type(p, out, b);
}

void vector_print_transfer_read(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	unsigned nindices = group_size(op, 1);
	sb_putc(out, ' ');
	print_base(p, op, 0, nindices);
	sb_puts(out, ", ");
	print_value(p, ir_op_operand(op, 1 + nindices));
	print_tail(p, op, 2 + nindices, ir_value_type(ir_op_operand(op, 0)), ir_value_type(&ir_op_results(op)[0]));
}

void vector_print_transfer_write(Printer *p, IrOp *op)
{
	StrBuf *out = print_out(p);
	unsigned nindices = group_size(op, 2);
	sb_putc(out, ' ');
	print_value(p, ir_op_operand(op, 0));
	sb_puts(out, ", ");
	print_base(p, op, 1, nindices);
	print_tail(p, op, 2 + nindices, ir_value_type(ir_op_operand(op, 0)), ir_value_type(ir_op_operand(op, 1)));
}

/* ---- effects and speculation ---- */

static bool is_write(const IrOp *op)
{
	return !strcmp(ir_op_name(op)->s, "vector.transfer_write");
}

/* The source: operand 0 of a read, 1 of a write. */
static const IrType *source_type(const IrOp *op)
{
	unsigned at = is_write(op);
	return op->noperands > at ? ir_value_type(ir_op_operand(op, at)) : NULL;
}

unsigned vector_transfer_effects(const IrOp *op)
{
	const IrType *t = source_type(op);
	if (!t || t->kind != IR_TYPE_MEMREF)
		return 0;
	return is_write(op) ? IR_EFFECT_WRITE : IR_EFFECT_READ;
}

/* Speculatable on tensors only (MLIR's hasPureTensorSemantics). */
IrSpeculation vector_transfer_speculation(const IrOp *op)
{
	const IrType *t = source_type(op);
	return t && t->kind == IR_TYPE_TENSOR ? IR_SPECULATION_ALWAYS : IR_SPECULATION_NONE;
}

/* ---- verification, in MLIR 22's words and order ---- */

/* ODS's constraints on the operands and results */
static bool check_types(IrContext *ctx, IrOp *op, bool write, const IrType *shaped, const IrType *vec,
                        const IrType *mask, unsigned first_index, unsigned nindices)
{
	if (write && vec->kind != IR_TYPE_VECTOR)
		return vt_op_error(ctx, op, "operand #0 must be vector of any type values, but got %T", vec);
	if (!ir_type_is_shaped(shaped))
		return vt_op_error(ctx, op, "operand #%u must be shaped of any type values, but got %T", (unsigned)write, shaped);
	for (unsigned i = 0; i < nindices; i++) {
		IrType *t = ir_value_type(ir_op_operand(op, first_index + i));
		if (t->kind != IR_TYPE_INDEX)
			return vt_op_error(ctx, op, "operand #%u must be variadic of index, but got %T", first_index, t);
	}
	if (mask && (mask->kind != IR_TYPE_VECTOR || !vt_is_signless_int(mask->shaped.elem, 1)))
		return vt_op_error(ctx, op, "operand #%u must be vector of 1-bit signless integer values, but got %T",
		                   op->noperands - 1, mask);
	if (!write && vec->kind != IR_TYPE_VECTOR)
		return vt_op_error(ctx, op, "result #0 must be vector of any type values, but got %T", vec);
	if (write && op->nresults && ir_value_type(&ir_op_results(op)[0])->kind != IR_TYPE_TENSOR)
		return vt_op_error(ctx, op, "result #0 must be ranked tensor of any type values, but got %T",
		                   ir_value_type(&ir_op_results(op)[0]));
	return true;
}

/* DestinationStyleOpInterface: a write to a tensor gives that tensor's type. */
static bool check_destination(IrContext *ctx, IrOp *op, const IrType *shaped)
{
	unsigned tensors = shaped->kind == IR_TYPE_TENSOR || shaped->kind == IR_TYPE_UNRANKED_TENSOR;
	if (op->nresults != tensors)
		return vt_op_error(ctx, op, "expected the number of tensor results (%u) to be equal to the number of output "
		                   "tensors (%u)", op->nresults, tensors);
	if (tensors && ir_value_type(&ir_op_results(op)[0]) != shaped)
		return vt_op_error(ctx, op, "expected type of operand #1 (%T) to match type of corresponding result (%T)",
		                   shaped, ir_value_type(&ir_op_results(op)[0]));
	return true;
}

/* MLIR's verifyTransferOp: the element types, the map's shape, the mask,
   in_bounds. */
static bool check_transfer(IrContext *ctx, IrOp *op, const IrType *shaped, const IrType *vec, const IrType *mask,
                           const IrAffineMap *map, const IrAttr *in_bounds)
{
	if (shaped->kind != IR_TYPE_MEMREF && shaped->kind != IR_TYPE_TENSOR)
		return vt_op_error(ctx, op, "requires source to be a memref or ranked tensor type");
	const IrType *elem = shaped->shaped.elem;
	unsigned vec_rank = vec->shaped.rank;
	int64_t minor = vec_rank ? vec->shaped.dims[vec_rank - 1] : 1;
	if (elem->kind == IR_TYPE_VECTOR) {
		unsigned erank = elem->shaped.rank;
		uint64_t source_bits = (uint64_t)ir_type_bit_width(elem->shaped.elem) * (erank ? (uint64_t)elem->shaped.dims[erank - 1] : 1);
		uint64_t result_bits = (uint64_t)ir_type_bit_width(vec->shaped.elem) * (uint64_t)minor;
		if (!source_bits || result_bits % source_bits)
			return vt_op_error(ctx, op, "requires the bitwidth of the minor 1-D vector to be an integral multiple of "
			                   "the bitwidth of the minor 1-D vector of the source");
		if (erank > vec_rank)
			return vt_op_error(ctx, op, "requires source vector element and vector result ranks to match.");
		if (map->nresults != vec_rank - erank)
			return vt_op_error(ctx, op, "requires a permutation_map with result dims of the same rank as the vector type");
		if (mask)
			return vt_op_error(ctx, op, "does not support masks with vector element type");
	} else {
		uint64_t result_bits = (uint64_t)ir_type_bit_width(vec->shaped.elem) * (uint64_t)minor;
		unsigned elem_bits = ir_type_bit_width(elem);
		if (!elem_bits || result_bits % elem_bits)
			return vt_op_error(ctx, op, "requires the bitwidth of the minor 1-D vector to be an integral multiple of "
			                   "the bitwidth of the source element type");
		if (map->nresults != vec_rank)
			return vt_op_error(ctx, op, "requires a permutation_map with result dims of the same rank as the vector type");
	}
	if (map->nsyms)
		return vt_op_error(ctx, op, "requires permutation_map without symbols");
	if (map->ndims != shaped->shaped.rank)
		return vt_op_error(ctx, op, "requires a permutation_map with input dims of the same rank as the source type");
	IrType *inferred = mask ? vector_transfer_mask_type(ctx, vec, map) : NULL;
	if (mask && mask != inferred)
		return vt_op_error(ctx, op, "inferred mask type (%T) and mask operand type (%T) don't match", inferred, mask);
	if (map->nresults != in_bounds->array.n) {
		StrBuf sb = {0};
		print_attr_str(&sb, ir_attr_affine_map(ctx, (IrAffineMap *)map));
		sb_putc(&sb, '\0');
		bool r = vt_op_error(ctx, op, "expects the in_bounds attr of same rank as permutation_map results: %s vs "
		                     "inBounds of size: %u", sb.s, in_bounds->array.n);
		sb_free(&sb);
		return r;
	}
	return true;
}

/* MLIR's verifyPermutationMap: each result a dim used once, or 0. */
static bool check_permutation(IrContext *ctx, IrOp *op, const IrAffineMap *map)
{
	bool *seen = xcalloc(map->ndims + 1, sizeof *seen), ok = true;
	for (unsigned i = 0; i < map->nresults && ok; i++) {
		const IrAffineExpr *e = map->results[i];
		if (e->kind == IR_AFFINE_CONST && e->value == 0)
			continue;
		if (e->kind != IR_AFFINE_DIM)
			ok = vt_op_error(ctx, op, "requires a projected permutation_map (at most one dim or the zero constant "
			                 "can appear in each result)");
		else if (seen[e->value])
			ok = vt_op_error(ctx, op, "requires a permutation_map that is a permutation (found one dim used more "
			                 "than once)");
		else
			seen[e->value] = true;
	}
	free(seen);
	return ok;
}

bool ir_verify_vector_transfer(IrContext *ctx, IrOp *op)
{
	bool write = is_write(op);
	IrAttr *in_bounds = ir_op_get_attr(op, "in_bounds");
	if (in_bounds->kind != IR_ATTR_ARRAY)
		return vt_op_error(ctx, op, "attribute 'in_bounds' failed to satisfy constraint: 1-bit boolean array attribute");
	for (unsigned i = 0; i < in_bounds->array.n; i++)
		if (in_bounds->array.elems[i]->kind != IR_ATTR_BOOL)
			return vt_op_error(ctx, op, "attribute 'in_bounds' failed to satisfy constraint: 1-bit boolean array "
			                   "attribute");
	unsigned nindices = group_size(op, write ? 2 : 1), first_index = write ? 2 : 1;
	const IrType *shaped = ir_value_type(ir_op_operand(op, write));
	const IrType *vec = write ? ir_value_type(ir_op_operand(op, 0)) : ir_value_type(&ir_op_results(op)[0]);
	const IrType *mask = group_size(op, 3) ? ir_value_type(ir_op_operand(op, op->noperands - 1)) : NULL;
	const IrAffineMap *map = ir_op_get_attr(op, "permutation_map")->map;
	if (!check_types(ctx, op, write, shaped, vec, mask, first_index, nindices) ||
	    (write && !check_destination(ctx, op, shaped)))
		return false;
	unsigned rank = shaped->kind == IR_TYPE_UNRANKED_TENSOR || shaped->kind == IR_TYPE_UNRANKED_MEMREF ? 0 : shaped->shaped.rank;
	if (nindices != rank)
		return vt_op_error(ctx, op, "requires %u indices", rank);
	if (write)
		for (unsigned i = 0; i < map->nresults; i++)
			if (map->results[i]->kind == IR_AFFINE_CONST && map->results[i]->value == 0)
				return vt_op_error(ctx, op, "should not have broadcast dimensions");
	if (!check_transfer(ctx, op, shaped, vec, mask, map, in_bounds))
		return false;
	if (!write) {
		const IrType *padding = ir_value_type(ir_op_operand(op, 1 + nindices)), *elem = shaped->shaped.elem;
		if (elem->kind == IR_TYPE_VECTOR ? padding != elem : false)
			return vt_op_error(ctx, op, "requires source element type and padding type to match.");
		if (elem->kind != IR_TYPE_VECTOR && padding != elem)
			return vt_op_error(ctx, op, "requires formal padding and source of the same elemental type");
	}
	return check_permutation(ctx, op, map);
}

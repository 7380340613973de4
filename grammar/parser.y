/* parser.y: the Bison grammar of the MLIR textual form, the seed LangRef's and today's.
 *
 * Bison owns the skeleton: module structure, regions, blocks, generic
 * operations, types, attributes, affine maps and integer sets.  Every action
 * is one call into build.c, which does the checking and builds the IR.
 * The lexer returns BARE_ID for words, except where a word followed by '<',
 * '(' or '{' changes the shape of the grammar (tensor<, dense<, loc(, ...).
 * There are no accepted conflicts.
 *
 * LAC is off on purpose: a nested parse (START_ATTR and friends, used by the
 * custom forms) ends when its item is complete, which Bison only learns by
 * reducing on a lookahead that belongs to the surrounding custom form, such
 * as the '(' after the callee of `call @f(...)`.  LAC would reject that
 * lookahead before the reduction runs.  Without it, default reductions make
 * the expected-token lists shorter, which gives MLIR's own one-token
 * messages ("expected '>'") in most places.
 */
%code requires {
#include "internal.h"

/* A generic operation's successors, properties and regions, when it has
   any of them. */
typedef struct {
	TVec *successors;
	IrAttr *props;
	TVec *regions;
} OpParts;
}


%code provides {
int mica_yylex(MICA_YYSTYPE *lval, Loc *lloc, ParseState *ps); /* lexer.re */
int tok_given(Loc *lloc, ParseState *ps);  /* lex.c: a start token or one given back */
}

%code {
#include <ctype.h>
#define YYMAXDEPTH 200000

/* The text of a token, or of a symbol made of tokens: the source at its
   location.  Such symbols carry no value, which keeps every semantic value
   at 8 bytes; Bison copies one on every shift and reduction. */
static inline Slice loc_text(const ParseState *ps, Loc loc)
{
	return (Slice){(const char *)ps->lx.start + loc.start, loc.end - loc.start};
}

/* The text of an optional word, {NULL, 0} where it is left out. */
static inline Slice opt_text(const ParseState *ps, Loc loc)
{
	return loc.start == loc.end ? (Slice){NULL, 0} : loc_text(ps, loc);
}
_Static_assert(sizeof(MICA_YYSTYPE) == 8, "a semantic value is a pointer or a 64-bit number");

static OpParts *op_parts(ParseState *ps, TVec *successors, IrAttr *props, TVec *regions)
{
	OpParts *parts = arena_alloc(&ps->tmp, sizeof *parts);
	*parts = (OpParts){successors, props, regions};
	return parts;
}

static IrOp *generic_op(ParseState *ps, Loc loc, TVec *uses, const OpParts *parts, IrAttr *attrs,
                        OpSignature *sig, IrAttr *trailing_loc)
{
	static const OpParts none;
	if (!parts)
		parts = &none;
	return build_generic_op(ps, loc, uses, parts->successors, parts->props, parts->regions, attrs, sig,
	                        trailing_loc);
}
static void mica_yyerror(Loc *loc, ParseState *ps, const char *msg)
{
	ps_error(ps, loc->start, "%s", msg);
}
}

%define api.pure full
%define api.prefix {mica_yy}
%define api.token.prefix {TOK_}
%define api.value.type union
%define parse.error custom
%define parse.lac none
%locations
%param {ParseState *ps}
%expect 0

%token BARE_ID "bare identifier"
%token PERCENT_ID "SSA value name"
%token CARET_ID "block name"
%token AT_ID "symbol reference"
%token HASH_ID "attribute alias"
%token EXCL_ID "type alias"
%token DIALECT_ATTR "dialect attribute"
%token DIALECT_TYPE "dialect type"
%token INTEGER "integer"
%token FLOAT "floating point literal"
%token STRING "string"
/* the tokens above and these come first, in this order: a dialect's
   reader knows them by the numbers of ir/dialect.h (IR_TOK_*) */
%token ARROW "->"
%token KW_AFFINE_MAP "affine_map" KW_DENSE "dense" KW_LOC "loc" KW_SPARSE "sparse"
%token KW_DENSE_RESOURCE "dense_resource"
%token COLONCOLON "::" ELLIPSIS "..." META_BEGIN "{-#" META_END "#-}"
%token GE ">=" LE "<=" EQEQ "==" X "'x'"
%token KW_TENSOR "tensor" KW_MEMREF "memref" KW_VECTOR "vector" KW_COMPLEX "complex"
%token KW_TUPLE "tuple"
%token KW_SPLAT "splat" KW_OPAQUE "opaque" KW_ARRAY "array"
%token KW_AFFINE_SET "affine_set" KW_STRIDED "strided"
%token KW_DISTINCT "distinct" KW_SIZE "size"
%token KW_FLOORDIV "floordiv" KW_CEILDIV "ceildiv" KW_MOD "mod"
%token KW_ATTRIBUTES "attributes" KW_MODULE "module" KW_FUNC "func" KW_TYPE "type" KW_TO "to"
/* injected by the lexer wrapper to choose what a (nested) parse reads */
%token START_FILE "start of file" START_TYPE "start of type" START_ATTR "start of attribute"
%token START_REGION "start of region" START_LOC "start of location"
%token START_SEED_ATTR "start of attribute or inline affine map"
%token START_SSA_BOUNDS "start of affine bounds of SSA values"
%token START_SSA_MAP "start of affine map of SSA values" KW_SYMBOL "symbol"
%token START_ELEMENTS "start of elements of a known type"
%token START_SPLIT "start of the rest of a module's body"
/* a type whose text the lexer has seen before (memo.c) */
%token <IrType *> MEMO_TYPE "memoised type"
%token <IrType *> MEMO_FUNCTION_TYPE "memoised function type"
/* an attribute after '=' whose text the lexer has seen before (memo.c) */
%token <IrAttr *> MEMO_ATTR "memoised attribute"
/* `dense<[...]` whose list holds only numbers, read by the lexer (dense_scan.c) */
%token <Lit *> DENSE_NUMBERS "dense list of numbers"
/* the ops of the rest of a module's body, read on a thread of its own (split.c) */
%token <ParseSplit *> SPLICED_OPS "operations read ahead"

%left '+' '-'
%left '*' KW_FLOORDIV KW_CEILDIV KW_MOD
%precedence NEG

%nterm <IrType *> type non_function_type compound_type function_type seed_shaped_type
%nterm <TVec *> type_list opt_type_list func_results fn_results paren_types
%nterm <IVec *> dims
%nterm <MemrefHead *> memref_head
%nterm <TVec *> vector_dims
%nterm <IrAttr *> attribute attribute_base seed_attribute opt_attr_dict attr_dict opt_props
%nterm <IrAttr *> symbol_ref location loc_inner opt_encoding
%nterm <IrAttr *> memref_param affine_map_inline integer_set_inline opt_memspace opt_attributes
%nterm <TVec *> attr_list attr_entries memref_params loc_list
%nterm <IrNamedAttr *> attr_entry
%nterm <Lit *> dense_lit dense_nested dense_elem
%nterm <TVec *> dense_list dense_elems
%nterm <IVec *> stride_list
%nterm <int64_t> stride_val
%nterm <uint64_t> distinct_id
%nterm <IrAffineExpr *> aexpr
%nterm <TVec *> aexpr_list opt_aexpr_list opt_size constraints id_list
%nterm <TVec *> ssa_bound ssa_bound_list opt_ssa_bound_list
%nterm <void *> constraint
%nterm <TVec *> op_results ssa_uses opt_ssa_uses successors region_list opt_regions
%nterm <void *> successor
%nterm <TVec *> block_args opt_block_args
%nterm <void *> block_arg
%nterm <RegionBuild *> region
%nterm <IrOp *> op_body
%nterm <FuncSig *> func_sig
%nterm <OpSignature *> op_signature
%nterm <OpParts *> op_parts
%nterm <TVec *> func_args func_result_list
%nterm <void *> func_arg func_result

%start start

%%

/* A whole file, or one construct for a custom op's reader (custom.c): such
   nested parses stop right after the construct. */
start
	: START_FILE file
	| START_TYPE type { nested_done(ps, @2); ps->nested_type = $2; YYACCEPT; }
	| START_ATTR attribute { nested_done(ps, @2); ps->nested_attr = $2; YYACCEPT; }
	| START_SEED_ATTR seed_attribute { nested_done(ps, @2); ps->nested_attr = $2; YYACCEPT; }
	| START_REGION region { nested_done(ps, @2); ps->nested_region = $2; YYACCEPT; }
	| START_LOC location { nested_done(ps, @2); ps->nested_attr = $2; YYACCEPT; }
	/* `dense<...>`, `sparse<...>`, `dense_resource<...>` whose type the op
	   already said (memref.global) */
	| START_ELEMENTS KW_DENSE '<' dense_lit '>'
		{ nested_done(ps, @5); ps->nested_attr = build_dense(ps, $4, ps->elements_type, @2);
		  if (!ps->nested_attr) YYABORT; YYACCEPT; }
	| START_ELEMENTS DENSE_NUMBERS '>'
		{ nested_done(ps, @3); ps->nested_attr = build_dense(ps, $2, ps->elements_type, @2);
		  if (!ps->nested_attr) YYABORT; YYACCEPT; }
	| START_ELEMENTS KW_DENSE '<' '>'
		{ nested_done(ps, @4); ps->nested_attr = build_dense(ps, NULL, ps->elements_type, @2);
		  if (!ps->nested_attr) YYABORT; YYACCEPT; }
	| START_ELEMENTS KW_SPARSE '<' dense_lit ',' dense_lit '>'
		{ nested_done(ps, @7); ps->nested_attr = build_sparse(ps, $4, $6, ps->elements_type, @2);
		  if (!ps->nested_attr) YYABORT; YYACCEPT; }
	| START_ELEMENTS KW_SPARSE '<' '>'
		{ nested_done(ps, @4); ps->nested_attr = build_sparse(ps, NULL, NULL, ps->elements_type, @2);
		  if (!ps->nested_attr) YYABORT; YYACCEPT; }
	| START_ELEMENTS KW_DENSE_RESOURCE '<' resource_handle '>'
		{ nested_done(ps, @5); ps->nested_attr = build_dense_resource(ps, loc_text(ps, @4), @4, ps->elements_type, @2);
		  if (!ps->nested_attr) YYABORT; YYACCEPT; }
	| START_SSA_MAP '[' opt_aexpr_list ']' { nested_done(ps, @4); ps->nested_exprs = $3; YYACCEPT; }
	| START_SSA_BOUNDS '(' opt_ssa_bound_list ')' { nested_done(ps, @4); ps->nested_exprs = $3; YYACCEPT; }
	/* the ops from a split point to the '}' that ends the module's body */
	| START_SPLIT region_items '}' { ps->nested_end = @3.start; YYACCEPT; }
	;

/* module ::= (alias-def | operation | file-metadata)* */
file
	: %empty
	| file item
	;

item
	: alias_def
	| operation
	| file_metadata
	;

/* attribute-alias-def ::= `#` alias-name `=` attribute-value
   type-alias-def ::= `!` alias-name `=` (`type`)? type */
alias_def
	: HASH_ID '=' seed_attribute { if (!define_attr_alias(ps, loc_text(ps, @1), @1, $3)) YYABORT; }
	/* the LangRef's own integer set example leaves out the parentheses */
	| HASH_ID '=' dim_and_syms ':' constraints
		{ IrAttr *set = build_integer_set(ps, $5); if (!set || !define_attr_alias(ps, loc_text(ps, @1), @1, set)) YYABORT; }
	| EXCL_ID '=' type { if (!define_type_alias(ps, loc_text(ps, @1), @1, $3)) YYABORT; }
	| EXCL_ID '=' KW_TYPE type { if (!define_type_alias(ps, loc_text(ps, @1), @1, $4)) YYABORT; }
	;

/* file-metadata ::= `{-#` (bare-id `:` `{` (bare-id `:` `{` entries `}`)* `}`)* `#-}` */
file_metadata
	: META_BEGIN meta_sections META_END
	;

meta_sections
	: %empty
	| meta_section_list
	;

meta_section_list
	: meta_section
	| meta_section_list ',' meta_section
	;

meta_section
	: meta_section_head '}'
	| meta_section_head meta_groups '}'
	;

meta_section_head
	: BARE_ID ':' '{' { if (!meta_section(ps, loc_text(ps, @1), @1)) YYABORT; }
	;

meta_groups
	: meta_group
	| meta_groups ',' meta_group
	;

meta_group
	: meta_group_head '}' { if (!meta_group_end(ps, @2)) YYABORT; }
	| meta_group_head meta_entries '}'
	;

meta_group_head
	: BARE_ID ':' '{' { if (!meta_group(ps, loc_text(ps, @1), @1)) YYABORT; }
	;

meta_entries
	: meta_entry
	| meta_entries ',' meta_entry
	;

meta_entry
	: meta_key ':' STRING { if (!define_resource(ps, loc_text(ps, @1), @1, loc_text(ps, @3), @3)) YYABORT; }
	| meta_key ':' BARE_ID { if (!define_resource(ps, loc_text(ps, @1), @1, loc_text(ps, @3), @3)) YYABORT; }
	;

meta_key
	: BARE_ID { ps->meta_key = loc_text(ps, @1); }
	| STRING { ps->meta_key = loc_text(ps, @1); }
	;

/* operation ::= op-result-list? (generic-operation | custom-operation) trailing-location? */
operation
	: op_results '=' op_body { if (!finish_op(ps, $1, $3)) YYABORT; }
	| op_body { if (!finish_op(ps, NULL, $1)) YYABORT; }
	;

/* op-result-list ::= op-result (`,` op-result)*
   op-result ::= value-id (`:` integer-literal)?
   (an op-result has no symbol of its own, which would cost each a reduction) */
op_results
	: PERCENT_ID { $$ = push_result_group(ps, NULL, loc_text(ps, @1), @1, NULL); if (!$$) YYABORT; }
	| PERCENT_ID ':' INTEGER { Slice n = loc_text(ps, @3); $$ = push_result_group(ps, NULL, loc_text(ps, @1), @1, &n); if (!$$) YYABORT; }
	| op_results ',' PERCENT_ID { $$ = push_result_group(ps, $1, loc_text(ps, @3), @3, NULL); if (!$$) YYABORT; }
	| op_results ',' PERCENT_ID ':' INTEGER { Slice n = loc_text(ps, @5); $$ = push_result_group(ps, $1, loc_text(ps, @3), @3, &n); if (!$$) YYABORT; }
	;

/* The four forms of an operation are alternatives of this one symbol
   rather than symbols of their own: every operation then takes one
   reduction fewer.  So does each form's trailing location, written as a
   second rule rather than an optional symbol, which would cost most
   operations an empty reduction, and so do a generic operation's
   successors, properties and regions, which most operations have none of:
   op_parts is never empty. */
op_body
	/* generic-operation ::= string-literal `(` value-use-list? `)` successor-list?
	                         properties? region-list? dictionary-attribute?
	                         `:` function-type */
	: op_name '(' opt_ssa_uses ')' opt_attr_dict ':' op_signature
		{ $$ = generic_op(ps, @1, $3, NULL, $5, $7, NULL); if (!$$) YYABORT; }
	| op_name '(' opt_ssa_uses ')' opt_attr_dict ':' op_signature location
		{ $$ = generic_op(ps, @1, $3, NULL, $5, $7, $8); if (!$$) YYABORT; }
	| op_name '(' opt_ssa_uses ')' op_parts opt_attr_dict ':' op_signature
		{ $$ = generic_op(ps, @1, $3, $5, $6, $8, NULL); if (!$$) YYABORT; }
	| op_name '(' opt_ssa_uses ')' op_parts opt_attr_dict ':' op_signature location
		{ $$ = generic_op(ps, @1, $3, $5, $6, $8, $9); if (!$$) YYABORT; }
	/* module ::= `module` symbol-ref-id? (`attributes` dictionary-attribute)? region */
	| module_kw opt_sym_name opt_attributes region
		{ $$ = build_module_op(ps, @1, opt_text(ps, @2), $3, $4, NULL); if (!$$) YYABORT; }
	| module_kw opt_sym_name opt_attributes region location
		{ $$ = build_module_op(ps, @1, opt_text(ps, @2), $3, $4, $5); if (!$$) YYABORT; }
	/* function ::= `func` visibility? symbol-ref-id `(` argument-list `)`
	                (`->` function-result-list)? (`attributes` dict)? region? */
	| func_kw opt_visibility AT_ID func_sig opt_attributes
		{ $$ = build_func_op(ps, @1, opt_text(ps, @2), loc_text(ps, @3), @3, $4, $5, @5, NULL, NULL); if (!$$) YYABORT; }
	| func_kw opt_visibility AT_ID func_sig opt_attributes location
		{ $$ = build_func_op(ps, @1, opt_text(ps, @2), loc_text(ps, @3), @3, $4, $5, @5, NULL, $6); if (!$$) YYABORT; }
	| func_kw opt_visibility AT_ID func_sig opt_attributes region
		{ $$ = build_func_op(ps, @1, opt_text(ps, @2), loc_text(ps, @3), @3, $4, $5, @5, $6, NULL); if (!$$) YYABORT; }
	| func_kw opt_visibility AT_ID func_sig opt_attributes region location
		{ $$ = build_func_op(ps, @1, opt_text(ps, @2), loc_text(ps, @3), @3, $4, $5, @5, $6, $7); if (!$$) YYABORT; }
	/* custom-operation ::= bare-id custom-operation-format
	   The op's own reader (custom.c) takes over right after its name: the
	   state after BARE_ID reduces by default, so no lookahead has been read. */
	| BARE_ID
		{ if (yychar != TOK_MICA_YYEMPTY) die("custom op hand-over after a lookahead");
		  $$ = parse_custom_op(ps, loc_text(ps, @1), @1); if (!$$) YYABORT; }
	;

op_name
	: STRING { if (!op_begin_generic(ps, loc_text(ps, @1), @1)) YYABORT; }
	;

opt_ssa_uses
	: %empty { $$ = NULL; }
	| ssa_uses
	;

/* value-use ::= value-id (`#` decimal-literal)?
   (the lexer's PERCENT_ID holds the `#N`; no symbol of its own for one
   use, which would cost every operand a reduction) */
ssa_uses
	: PERCENT_ID { $$ = tv_push(ps, NULL, ref_new(ps, loc_text(ps, @1), @1)); }
	| ssa_uses ',' PERCENT_ID { $$ = tv_push(ps, $1, ref_new(ps, loc_text(ps, @3), @3)); }
	;

/* successor-list? properties? region-list?, not all left out */
op_parts
	: '[' successors ']' opt_props opt_regions { $$ = op_parts(ps, $2, $4, $5); }
	| '<' attribute_base '>' opt_regions { $$ = op_parts(ps, NULL, $2, $4); }
	| '<' function_type '>' opt_regions { $$ = op_parts(ps, NULL, ir_attr_type(ps->ctx, $2), $4); }
	| '(' region_list ')' { $$ = op_parts(ps, NULL, NULL, $2); }
	;

/* successor-list ::= `[` successor (`,` successor)* `]`
   successor ::= caret-id (`(` value-use-list `:` type-list `)`)?  (the seed's form) */

successors
	: successor { $$ = tv_push(ps, NULL, $1); }
	| successors ',' successor { $$ = tv_push(ps, $1, $3); }
	;

successor
	: CARET_ID { $$ = successor_new(ps, loc_text(ps, @1), @1, NULL, NULL); }
	| CARET_ID '(' ssa_uses ':' type_list ')' { $$ = successor_new(ps, loc_text(ps, @1), @1, $3, $5); }
	;

/* properties ::= `<` dictionary-attribute `>`
   (any attribute is read here; attribute's two alternatives stand in place
   of the symbol, which saves a reduction; op_parts reads them again) */
opt_props
	: %empty { $$ = NULL; }
	| '<' attribute_base '>' { $$ = $2; }
	| '<' function_type '>' { $$ = ir_attr_type(ps->ctx, $2); }
	;

/* region-list ::= `(` region (`,` region)* `)` */
opt_regions
	: %empty { $$ = NULL; }
	| '(' region_list ')' { $$ = $2; }
	;

region_list
	: region { $$ = tv_push(ps, NULL, $1); }
	| region_list ',' region { $$ = tv_push(ps, $1, $3); }
	;

/* region ::= `{` entry-block? block* `}` */
region
	: region_open region_items '}' { $$ = region_end(ps, @3); if (!$$) YYABORT; }
	;

region_open
	: '{' { if (!region_begin(ps, @1)) YYABORT; }
	;

/* operation's rules again rather than the symbol: an operation in a
   region then takes one reduction fewer */
region_items
	: %empty
	| region_items op_results '=' op_body { if (!finish_op(ps, $2, $4)) YYABORT; }
	| region_items op_body { if (!finish_op(ps, NULL, $2)) YYABORT; }
	| region_items block_label
	| region_items SPLICED_OPS { if (!split_splice(ps, $2)) YYABORT; }
	;

/* block-label ::= block-id block-arg-list? `:` */
block_label
	: CARET_ID opt_block_args ':' { if (!block_begin(ps, loc_text(ps, @1), @1, $2)) YYABORT; }
	;

opt_block_args
	: %empty { $$ = NULL; }
	| '(' ')' { $$ = NULL; }
	| '(' block_args ')' { $$ = $2; }
	;

block_args
	: block_arg { $$ = tv_push(ps, NULL, $1); }
	| block_args ',' block_arg { $$ = tv_push(ps, $1, $3); }
	;

block_arg
	: PERCENT_ID ':' type { $$ = typed_ref_new(ps, loc_text(ps, @1), @1, $3, NULL, NULL); }
	| PERCENT_ID ':' type location { $$ = typed_ref_new(ps, loc_text(ps, @1), @1, $3, NULL, $4); }
	;

module_kw
	: KW_MODULE { if (!op_begin_custom(ps, "builtin.module", @1)) YYABORT; }
	;

opt_sym_name
	: %empty
	| AT_ID
	;

opt_attributes
	: %empty { $$ = NULL; }
	| KW_ATTRIBUTES attr_dict { $$ = $2; }
	;

func_kw
	: KW_FUNC { if (!op_begin_function(ps, @1)) YYABORT; }
	;

opt_visibility
	: %empty
	| BARE_ID
	;

func_sig
	: '(' ')' func_results { $$ = func_sig(ps, NULL, $3); if (!$$) YYABORT; }
	| '(' func_args ')' func_results { $$ = func_sig(ps, $2, $4); if (!$$) YYABORT; }
	;

func_args
	: func_arg { $$ = tv_push(ps, NULL, $1); }
	| func_args ',' func_arg { $$ = tv_push(ps, $1, $3); }
	;

func_arg
	: PERCENT_ID ':' type opt_attr_dict { $$ = typed_ref_new(ps, loc_text(ps, @1), @1, $3, $4, NULL); }
	| PERCENT_ID ':' type opt_attr_dict location { $$ = typed_ref_new(ps, loc_text(ps, @1), @1, $3, $4, $5); }
	| type opt_attr_dict { $$ = typed_ref_new(ps, (Slice){NULL, 0}, @1, $1, $2, NULL); }
	;

func_results
	: %empty { $$ = NULL; }
	| ARROW non_function_type { $$ = tv_push(ps, NULL, typed_ref_new(ps, (Slice){NULL, 0}, @2, $2, NULL, NULL)); }
	| ARROW '(' ')' { $$ = NULL; }
	| ARROW '(' func_result_list ')' { $$ = $3; }
	;

func_result_list
	: func_result { $$ = tv_push(ps, NULL, $1); }
	| func_result_list ',' func_result { $$ = tv_push(ps, $1, $3); }
	;

func_result
	: type opt_attr_dict { $$ = typed_ref_new(ps, (Slice){NULL, 0}, @1, $1, $2, NULL); }
	;

/* trailing-location ::= `loc` `(` location `)` */
location
	: KW_LOC '(' loc_inner ')' { $$ = $3; }
	;

loc_inner
	: BARE_ID { $$ = build_loc_keyword(ps, loc_text(ps, @1), @1); if (!$$) YYABORT; }
	| STRING { $$ = build_loc_name(ps, loc_text(ps, @1), @1, NULL); if (!$$) YYABORT; }
	| STRING '(' loc_inner ')' { $$ = build_loc_name(ps, loc_text(ps, @1), @1, $3); if (!$$) YYABORT; }
	| STRING ':' INTEGER ':' INTEGER { Slice line = loc_text(ps, @3), col = loc_text(ps, @5); $$ = build_loc_file(ps, loc_text(ps, @1), @1, &line, &col); if (!$$) YYABORT; }
	| STRING ':' INTEGER { Slice line = loc_text(ps, @3); $$ = build_loc_file(ps, loc_text(ps, @1), @1, &line, NULL); if (!$$) YYABORT; }
	| STRING ':' INTEGER ':' INTEGER KW_TO INTEGER ':' INTEGER
		{ Slice end_line = loc_text(ps, @7);
		  $$ = build_loc_range(ps, loc_text(ps, @1), @1, loc_text(ps, @3), loc_text(ps, @5), &end_line, loc_text(ps, @9));
		  if (!$$) YYABORT; }
	| STRING ':' INTEGER ':' INTEGER KW_TO ':' INTEGER
		{ $$ = build_loc_range(ps, loc_text(ps, @1), @1, loc_text(ps, @3), loc_text(ps, @5), NULL, loc_text(ps, @8)); if (!$$) YYABORT; }
	| BARE_ID '(' loc_inner BARE_ID loc_inner ')' { $$ = build_loc_callsite(ps, loc_text(ps, @1), @1, $3, loc_text(ps, @4), @4, $5); if (!$$) YYABORT; }
	| BARE_ID '[' loc_list ']' { $$ = build_loc_fused(ps, loc_text(ps, @1), @1, NULL, $3); if (!$$) YYABORT; }
	| BARE_ID '<' attribute '>' '[' loc_list ']' { $$ = build_loc_fused(ps, loc_text(ps, @1), @1, $3, $6); if (!$$) YYABORT; }
	| HASH_ID { $$ = build_loc_alias(ps, loc_text(ps, @1), @1); if (!$$) YYABORT; }
	;

loc_list
	: loc_inner { $$ = tv_push(ps, NULL, $1); }
	| loc_list ',' loc_inner { $$ = tv_push(ps, $1, $3); }
	;

/* ---- types ---- */

/* type ::= non-function-type | function-type
   non_function_type's alternatives stand here again, not the symbol
   itself: `i32`, the most frequent type, then takes one reduction, not two.
   So does a type the lexer found in its memo, which is not one of
   compound_type's alternatives for the same reason. */
type
	: BARE_ID { $$ = build_named_type(ps, loc_text(ps, @1), @1); if (!$$) YYABORT; }
	| MEMO_TYPE
	| compound_type
	| function_type
	;

non_function_type
	: BARE_ID { $$ = build_named_type(ps, loc_text(ps, @1), @1); if (!$$) YYABORT; }
	| MEMO_TYPE
	| compound_type
	;

compound_type
	: KW_COMPLEX '<' type '>' { $$ = build_complex_type(ps, $3, @3); if (!$$) YYABORT; }
	| KW_TUPLE '<' opt_type_list '>' { $$ = build_tuple_type(ps, $3); }
	| KW_VECTOR '<' vector_dims type '>' { $$ = memo_put(ps, build_vector_type(ps, @1, $3, $4, @4), @$); if (!$$) YYABORT; }
	| KW_TENSOR '<' dims type opt_encoding '>' { $$ = memo_put(ps, build_tensor_type(ps, @1, $3, $4, @4, $5), @$); if (!$$) YYABORT; }
	| KW_TENSOR '<' '*' X type '>' { $$ = memo_put(ps, build_unranked_tensor_type(ps, $5, @5), @$); if (!$$) YYABORT; }
	| memref_head memref_params '>' { $$ = memo_put(ps, build_memref_type(ps, @1, $1->dims, $1->elem, $1->eloc, $2), @$); if (!$$) YYABORT; }
	| KW_MEMREF '<' '*' X type opt_memspace '>' { $$ = memo_put(ps, build_unranked_memref_type(ps, $5, @5, $6), @$); if (!$$) YYABORT; }
	| EXCL_ID { $$ = build_alias_type(ps, loc_text(ps, @1), @1); if (!$$) YYABORT; }
	| DIALECT_TYPE { $$ = memo_put(ps, build_dialect_type(ps, loc_text(ps, @1), @1), @1); if (!$$) YYABORT; }
	;

/* dimension-list ::= (dimension `x`)*   dimension ::= `?` | decimal-literal */
dims
	: %empty { $$ = iv_new(ps); }
	| dims INTEGER X { $$ = $1; Slice n = loc_text(ps, @2); if (!push_dim(ps, $1, &n, @2)) YYABORT; }
	| dims '?' X { $$ = iv_push(ps, $1, IR_DYNAMIC); }
	;

/* vector-dim-list ::= (static-dim-list `x`)?  with `[N]` for scalable dimensions */
vector_dims
	: %empty { $$ = NULL; }
	| vector_dims INTEGER X { $$ = vector_dim(ps, $1, loc_text(ps, @2), @2, false); if (!$$) YYABORT; }
	| vector_dims '[' INTEGER ']' X { $$ = vector_dim(ps, $1, loc_text(ps, @3), @3, true); if (!$$) YYABORT; }
	;

opt_encoding
	: %empty { $$ = NULL; }
	| ',' attribute_base { $$ = $2; }
	;

/* the seed names memory spaces with bare identifiers; they are words only here */
memref_head
	: KW_MEMREF '<' dims type
		{ $$ = arena_alloc(&ps->tmp, sizeof *$$); *$$ = (MemrefHead){$3, $4, @4}; ps->in_memref_params++; }
	;

memref_params
	: %empty { $$ = NULL; }
	| memref_params ',' memref_param { $$ = tv_push(ps, $1, $3); }
	;

/* layout and memory space: attributes, or the seed's inline affine maps */
memref_param
	: attribute_base
	| affine_map_inline
	;

opt_memspace
	: %empty { $$ = NULL; }
	| ',' attribute_base { $$ = $2; }
	;

/* function-type ::= (type | type-list-parens) `->` (type | type-list-parens) */
function_type
	: paren_types ARROW fn_results { $$ = memo_put(ps, build_function_type(ps, $1, $3), @$); }
	| MEMO_FUNCTION_TYPE
	;

op_signature
	: paren_types ARROW fn_results { $$ = op_signature(ps, $1, $3, @$); }
	| MEMO_FUNCTION_TYPE { $$ = op_signature_of(ps, $1); }
	;

/* non_function_type's alternatives rather than the symbol: a single
   result then takes one reduction, not two */
fn_results
	: BARE_ID
		{ IrType *t = build_named_type(ps, loc_text(ps, @1), @1); if (!t) YYABORT; $$ = tv_push(ps, NULL, t); }
	| MEMO_TYPE { $$ = tv_push(ps, NULL, $1); }
	| compound_type { $$ = tv_push(ps, NULL, $1); }
	| paren_types
	;

/* `(` type-list? `)`: without an empty alternative, what follows `(` is a
   type or `)`, and a syntax error there says a type was expected, as MLIR's
   parseTypeListParens does */
paren_types
	: '(' ')' { $$ = NULL; }
	| '(' type_list ')' { $$ = $2; }
	;

opt_type_list
	: %empty { $$ = NULL; }
	| type_list
	;

type_list
	: type { $$ = tv_push(ps, NULL, $1); }
	| type_list ',' type { $$ = tv_push(ps, $1, $3); }
	;

/* a dense/sparse/splat type in the seed's `dense<tensor<...>, [...]>` form */
seed_shaped_type
	: KW_TENSOR '<' dims type opt_encoding '>' { $$ = build_tensor_type(ps, @1, $3, $4, @4, $5); if (!$$) YYABORT; }
	| KW_VECTOR '<' vector_dims type '>' { $$ = build_vector_type(ps, @1, $3, $4, @4); if (!$$) YYABORT; }
	;

/* ---- attributes ---- */

/* dictionary-attribute ::= `{` (attribute-entry (`,` attribute-entry)*)? `}`
   attribute-entry ::= (bare-id | string-literal) (`=` attribute-value)?
                     | bare-id `:` attribute-value      (the seed's spelling) */
opt_attr_dict
	: %empty { $$ = NULL; }
	/* attr_dict's rules again rather than the symbol: a dictionary then
	   takes one reduction, not two */
	| '{' '}' { $$ = ps->ctx->a_empty_dict; }
	| '{' attr_entries '}' { $$ = build_dict(ps, $2, @1); if (!$$) YYABORT; }
	;

attr_dict
	: '{' '}' { $$ = ps->ctx->a_empty_dict; }
	| '{' attr_entries '}' { $$ = build_dict(ps, $2, @1); if (!$$) YYABORT; }
	;

attr_entries
	: attr_entry { $$ = tv_push(ps, NULL, $1); }
	| attr_entries ',' attr_entry { $$ = tv_push(ps, $1, $3); }
	;

/* A bare identifier, the most frequent key, stands here itself rather than
   as an attr_key: its entry then takes one reduction, not two. */
attr_entry
	: BARE_ID { $$ = named_attr(ps, loc_text(ps, @1), @1, NULL); if (!$$) YYABORT; }
	| attr_key { $$ = named_attr(ps, loc_text(ps, @1), @1, NULL); if (!$$) YYABORT; }
	/* attribute's two alternatives rather than the symbol: a value then
	   takes one reduction fewer */
	| BARE_ID '=' attribute_base { $$ = named_attr(ps, loc_text(ps, @1), @1, memo_put_attr(ps, $3, @3)); if (!$$) YYABORT; }
	| attr_key '=' attribute_base { $$ = named_attr(ps, loc_text(ps, @1), @1, memo_put_attr(ps, $3, @3)); if (!$$) YYABORT; }
	| BARE_ID '=' function_type
		{ $$ = named_attr(ps, loc_text(ps, @1), @1, memo_put_attr(ps, ir_attr_type(ps->ctx, $3), @3)); if (!$$) YYABORT; }
	| attr_key '=' function_type
		{ $$ = named_attr(ps, loc_text(ps, @1), @1, memo_put_attr(ps, ir_attr_type(ps->ctx, $3), @3)); if (!$$) YYABORT; }
	| BARE_ID ':' seed_attribute { $$ = named_attr(ps, loc_text(ps, @1), @1, $3); if (!$$) YYABORT; }
	| attr_key ':' seed_attribute { $$ = named_attr(ps, loc_text(ps, @1), @1, $3); if (!$$) YYABORT; }
	;

/* the other keys: a keyword of affine expressions, or a string */
attr_key
	: affine_keyword
	| STRING
	;

/* A bare identifier, or a keyword of affine expressions where a name may
   stand: an attribute name, or a dimension or symbol (MLIR's affine parser
   takes `(d0)[mod] -> (mod floordiv 2)`). */
name_word
	: BARE_ID
	| affine_keyword
	;

affine_keyword
	: KW_MOD
	| KW_FLOORDIV
	| KW_CEILDIV
	;

attribute
	: attribute_base
	| function_type { $$ = ir_attr_type(ps->ctx, $1); }
	;

/* where the seed allows inline affine maps and integer sets */
seed_attribute
	: attribute_base
	| affine_map_inline
	| integer_set_inline
	;

/* The numbers, the most frequent values, are rules of this symbol rather
   than of one of their own: a number takes one reduction, not two.  A
   value with and without its type suffix (`: type`) are two rules, not
   one with an optional symbol, which would cost the value without it an
   empty reduction. */
attribute_base
	/* integer-attribute ::= `-`? integer-literal (`:` integer-or-index-type)?
	   float-attribute ::= `-`? float-literal (`:` float-type)? */
	: INTEGER { $$ = build_number_attr(ps, false, loc_text(ps, @1), @1, NULL, @1); if (!$$) YYABORT; }
	| INTEGER ':' type { $$ = build_number_attr(ps, false, loc_text(ps, @1), @1, $3, @2); if (!$$) YYABORT; }
	| '-' INTEGER { $$ = build_number_attr(ps, true, loc_text(ps, @2), @2, NULL, @2); if (!$$) YYABORT; }
	| '-' INTEGER ':' type { $$ = build_number_attr(ps, true, loc_text(ps, @2), @2, $4, @3); if (!$$) YYABORT; }
	| FLOAT { $$ = build_number_attr(ps, false, loc_text(ps, @1), @1, NULL, @1); if (!$$) YYABORT; }
	| FLOAT ':' type { $$ = build_number_attr(ps, false, loc_text(ps, @1), @1, $3, @2); if (!$$) YYABORT; }
	| '-' FLOAT { $$ = build_number_attr(ps, true, loc_text(ps, @2), @2, NULL, @2); if (!$$) YYABORT; }
	| '-' FLOAT ':' type { $$ = build_number_attr(ps, true, loc_text(ps, @2), @2, $4, @3); if (!$$) YYABORT; }
	| STRING { $$ = build_string_attr(ps, loc_text(ps, @1), @1, NULL); if (!$$) YYABORT; }
	| STRING ':' type { $$ = build_string_attr(ps, loc_text(ps, @1), @1, $3); if (!$$) YYABORT; }
	| BARE_ID { $$ = build_word_attr(ps, loc_text(ps, @1), @1); if (!$$) YYABORT; }
	| compound_type { $$ = ir_attr_type(ps->ctx, $1); }
	| MEMO_TYPE { $$ = ir_attr_type(ps->ctx, $1); }
	| '[' ']' { $$ = ir_attr_array(ps->ctx, 0, NULL); }
	| '[' attr_list ']' { $$ = build_array(ps, $2); }
	/* attr_dict's rules again rather than the symbol: properties, the
	   most frequent dictionaries, then take one reduction, not two */
	| '{' '}' { $$ = ps->ctx->a_empty_dict; }
	| '{' attr_entries '}' { $$ = build_dict(ps, $2, @1); if (!$$) YYABORT; }
	| symbol_ref
	| HASH_ID { $$ = build_hash_attr(ps, loc_text(ps, @1), @1, NULL); if (!$$) YYABORT; }
	| HASH_ID ':' type { $$ = build_hash_attr(ps, loc_text(ps, @1), @1, $3); if (!$$) YYABORT; }
	| DIALECT_ATTR { $$ = build_dialect_attr(ps, loc_text(ps, @1), @1, NULL); if (!$$) YYABORT; }
	| DIALECT_ATTR ':' type { $$ = build_dialect_attr(ps, loc_text(ps, @1), @1, $3); if (!$$) YYABORT; }
	| KW_AFFINE_MAP '<' affine_map_inline '>' { $$ = $3; }
	| KW_AFFINE_SET '<' integer_set_inline '>' { $$ = $3; }
	| KW_DENSE '<' '>' ':' type { $$ = build_dense(ps, NULL, $5, @1); if (!$$) YYABORT; }
	| KW_DENSE '<' dense_lit '>' ':' type { $$ = build_dense(ps, $3, $6, @1); if (!$$) YYABORT; }
	| DENSE_NUMBERS '>' ':' type { $$ = build_dense(ps, $1, $4, @1); if (!$$) YYABORT; }
	| KW_DENSE '<' seed_shaped_type ',' dense_lit '>' { $$ = build_dense(ps, $5, $3, @3); if (!$$) YYABORT; }
	| KW_SPLAT '<' seed_shaped_type ',' dense_elem '>' { $$ = build_dense(ps, $5, $3, @3); if (!$$) YYABORT; }
	| KW_DENSE_RESOURCE '<' resource_handle '>' ':' type { $$ = build_dense_resource(ps, loc_text(ps, @3), @3, $6, @6); if (!$$) YYABORT; }
	| KW_SPARSE '<' '>' ':' type { $$ = build_sparse(ps, NULL, NULL, $5, @1); if (!$$) YYABORT; }
	| KW_SPARSE '<' dense_lit ',' dense_lit '>' ':' type { $$ = build_sparse(ps, $3, $5, $8, @1); if (!$$) YYABORT; }
	| KW_SPARSE '<' seed_shaped_type ',' dense_lit ',' dense_lit '>' { $$ = build_sparse(ps, $5, $7, $3, @3); if (!$$) YYABORT; }
	| KW_OPAQUE '<' STRING ',' STRING '>' ':' type { $$ = build_opaque(ps, loc_text(ps, @3), @3, loc_text(ps, @5), @5, $8); if (!$$) YYABORT; }
	| KW_OPAQUE '<' BARE_ID ',' seed_shaped_type ',' STRING '>' { $$ = build_opaque(ps, loc_text(ps, @3), @3, loc_text(ps, @7), @7, $5); if (!$$) YYABORT; }
	| KW_OPAQUE '<' STRING ',' seed_shaped_type ',' STRING '>' { $$ = build_opaque(ps, loc_text(ps, @3), @3, loc_text(ps, @7), @7, $5); if (!$$) YYABORT; }
	| KW_ARRAY '<' type '>' { $$ = build_dense_array(ps, $3, @3, NULL); if (!$$) YYABORT; }
	| KW_ARRAY '<' type ':' dense_elems '>' { $$ = build_dense_array(ps, $3, @3, $5); if (!$$) YYABORT; }
	| KW_STRIDED '<' '[' stride_list ']' '>' { $$ = build_strided(ps, $4, 0); }
	| KW_STRIDED '<' '[' stride_list ']' ',' BARE_ID ':' stride_val '>'
		{ $$ = build_strided_offset(ps, $4, loc_text(ps, @7), @7, $9); if (!$$) YYABORT; }
	| distinct_id '<' '>' { $$ = build_distinct(ps, $1, @1, NULL); if (!$$) YYABORT; }
	| distinct_id '<' attribute '>' { $$ = build_distinct(ps, $1, @1, $3); if (!$$) YYABORT; }
	| location { $$ = resolved_loc(ps, $1, @1); if (!$$) YYABORT; }
	| MEMO_ATTR
	;

/* dense-resource-handle ::= bare-id | string-literal */
resource_handle
	: BARE_ID
	| STRING
	;

/* distinct-attribute ::= `distinct` `[` id `]` `<` attribute? `>`: the id is
   checked as soon as it is read, as MLIR does */
distinct_id
	: KW_DISTINCT '[' INTEGER ']' { if (!parse_distinct_id(ps, loc_text(ps, @3), @3, &$$)) YYABORT; }
	;

attr_list
	: attribute { $$ = tv_push(ps, NULL, $1); }
	| attr_list ',' attribute { $$ = tv_push(ps, $1, $3); }
	;

/* symbol-ref-attribute ::= symbol-ref-id (`::` symbol-ref-id)* */
symbol_ref
	: AT_ID { $$ = build_symref(ps, NULL, loc_text(ps, @1), @1); if (!$$) YYABORT; }
	| symbol_ref COLONCOLON AT_ID { $$ = build_symref(ps, $1, loc_text(ps, @3), @3); if (!$$) YYABORT; }
	;

/* dense literals: nested lists of numbers, booleans, strings and complex pairs */
dense_lit
	: dense_elem
	| '[' ']' { $$ = lit_list(ps, NULL, @$); }
	| '[' dense_list ']' { $$ = lit_list(ps, $2, @$); }
	;

/* A list's elements are dense_elem or a list, dense_nested (dense_lit's
   rules again), rather than dense_lit: an element then takes one
   reduction, not two. */
dense_list
	: dense_elem { $$ = tv_push(ps, NULL, $1); }
	| dense_nested { $$ = tv_push(ps, NULL, $1); }
	| dense_list ',' dense_elem { $$ = tv_push(ps, $1, $3); }
	| dense_list ',' dense_nested { $$ = tv_push(ps, $1, $3); }
	;

dense_nested
	: '[' ']' { $$ = lit_list(ps, NULL, @$); }
	| '[' dense_list ']' { $$ = lit_list(ps, $2, @$); }
	;

dense_elems
	: dense_elem { $$ = tv_push(ps, NULL, $1); }
	| dense_elems ',' dense_elem { $$ = tv_push(ps, $1, $3); }
	;

dense_elem
	: INTEGER { $$ = lit_new(ps, LIT_INT, false, loc_text(ps, @1), @$); }
	| '-' INTEGER { $$ = lit_new(ps, LIT_INT, true, loc_text(ps, @2), @$); }
	| FLOAT { $$ = lit_new(ps, LIT_FLOAT, false, loc_text(ps, @1), @$); }
	| '-' FLOAT { $$ = lit_new(ps, LIT_FLOAT, true, loc_text(ps, @2), @$); }
	| BARE_ID { $$ = lit_bool(ps, loc_text(ps, @1), @$); if (!$$) YYABORT; }
	| STRING { $$ = lit_new(ps, LIT_STRING, false, loc_text(ps, @1), @$); }
	| '(' dense_elem ',' dense_elem ')' { $$ = lit_complex(ps, $2, $4, @$); }
	;

stride_list
	: %empty { $$ = iv_new(ps); }
	| stride_val { $$ = iv_push(ps, iv_new(ps), $1); }
	| stride_list ',' stride_val { $$ = iv_push(ps, $1, $3); }
	;

stride_val
	: INTEGER { if (!parse_i64(ps, loc_text(ps, @1), @1, false, &$$)) YYABORT; }
	| '-' INTEGER { if (!parse_i64(ps, loc_text(ps, @2), @2, true, &$$)) YYABORT; }
	| '?' { $$ = IR_DYNAMIC; }
	;

/* ---- affine maps and integer sets ---- */

/* affine-map-inline ::= dim-and-symbol-id-lists `->` multi-dim-affine-expr
                         (`size` `(` dim-size (`,` dim-size)* `)`)?  (size: the seed's) */
affine_map_inline
	: dim_and_syms ARROW '(' opt_aexpr_list ')' opt_size { $$ = build_affine_map(ps, $4, $6, @6); if (!$$) YYABORT; }
	;

/* integer-set-inline ::= dim-and-symbol-id-lists `:` `(` affine-constraint-conjunction? `)` */
integer_set_inline
	: dim_and_syms ':' '(' constraints ')' { $$ = build_integer_set(ps, $4); if (!$$) YYABORT; }
	| dim_and_syms ':' '(' ')' { $$ = build_integer_set(ps, NULL); if (!$$) YYABORT; }
	;

dim_and_syms
	: dims_decl opt_syms
	;

dims_decl
	: '(' ')' { if (!affine_dims(ps, NULL)) YYABORT; }
	| '(' id_list ')' { if (!affine_dims(ps, $2)) YYABORT; }
	;

opt_syms
	: %empty { affine_syms(ps, NULL); }
	| '[' ']' { affine_syms(ps, NULL); }
	| '[' id_list ']' { if (!affine_syms(ps, $2)) YYABORT; }
	;

id_list
	: name_word { $$ = tv_push(ps, NULL, ref_new(ps, loc_text(ps, @1), @1)); }
	| id_list ',' name_word { $$ = tv_push(ps, $1, ref_new(ps, loc_text(ps, @3), @3)); }
	;

opt_size
	: %empty { $$ = NULL; }
	| KW_SIZE '(' aexpr_list ')' { $$ = $3; }
	;

/* affine.parallel's bounds: `(%i, max(%j, %k + 1))`, a list of groups
   (TVec* of IrAffineExpr*); a group of several takes ps->bound_keyword */
opt_ssa_bound_list
	: %empty { $$ = NULL; }
	| ssa_bound_list
	;

ssa_bound_list
	: ssa_bound { $$ = tv_push(ps, NULL, $1); }
	| ssa_bound_list ',' { ssa_scope_begin(ps); } ssa_bound { $$ = tv_push(ps, $1, $4); }
	;

ssa_bound
	: aexpr { $$ = tv_push(ps, NULL, $1); }
	| BARE_ID '(' opt_aexpr_list ')' { if (!bound_keyword(ps, loc_text(ps, @1), @1)) YYABORT; $$ = $3 ? $3 : tv_new(ps); }
	;

opt_aexpr_list
	: %empty { $$ = NULL; }
	| aexpr_list
	;

aexpr_list
	: aexpr { $$ = tv_push(ps, NULL, $1); }
	| aexpr_list ',' aexpr { $$ = tv_push(ps, $1, $3); }
	;

constraints
	: constraint { $$ = tv_push(ps, NULL, $1); }
	| constraints ',' constraint { $$ = tv_push(ps, $1, $3); }
	;

/* affine-constraint ::= affine-expr (`>=` | `<=` | `==`) affine-expr */
constraint
	: aexpr GE aexpr { $$ = build_constraint(ps, $1, $3, TOK_GE, @2); if (!$$) YYABORT; }
	| aexpr LE aexpr { $$ = build_constraint(ps, $1, $3, TOK_LE, @2); if (!$$) YYABORT; }
	| aexpr EQEQ aexpr { $$ = build_constraint(ps, $1, $3, TOK_EQEQ, @2); if (!$$) YYABORT; }
	;

/* affine-expr ::= `(` affine-expr `)` | affine-expr (`+` | `-`) affine-expr
                 | affine-expr (`*` | `floordiv` | `ceildiv` | `mod`) affine-expr
                 | `-` affine-expr | bare-id | integer-literal
                 | (`floordiv` | `ceildiv` | `mod`) `(` affine-expr `,` affine-expr `)`  (the seed's) */
aexpr
	: aexpr '+' aexpr { $$ = build_aexpr_bin(ps, IR_AFFINE_ADD, $1, $3, @2); if (!$$) YYABORT; }
	| aexpr '-' aexpr { $$ = build_aexpr_sub(ps, $1, $3, @2); if (!$$) YYABORT; }
	| aexpr '*' aexpr { $$ = build_aexpr_bin(ps, IR_AFFINE_MUL, $1, $3, @2); if (!$$) YYABORT; }
	| aexpr KW_FLOORDIV aexpr { $$ = build_aexpr_bin(ps, IR_AFFINE_FLOORDIV, $1, $3, @2); if (!$$) YYABORT; }
	| aexpr KW_CEILDIV aexpr { $$ = build_aexpr_bin(ps, IR_AFFINE_CEILDIV, $1, $3, @2); if (!$$) YYABORT; }
	| aexpr KW_MOD aexpr { $$ = build_aexpr_bin(ps, IR_AFFINE_MOD, $1, $3, @2); if (!$$) YYABORT; }
	| '-' aexpr %prec NEG { $$ = build_aexpr_neg(ps, $2, @1); if (!$$) YYABORT; }
	| '(' aexpr ')' { $$ = $2; }
	| INTEGER { $$ = build_aexpr_int(ps, loc_text(ps, @1), @1); if (!$$) YYABORT; }
	| name_word { $$ = build_aexpr_id(ps, loc_text(ps, @1), @1); if (!$$) YYABORT; }
	/* in an affine op's `%mem[%i + symbol(%n)]` */
	| PERCENT_ID { $$ = build_aexpr_ssa(ps, loc_text(ps, @1), @1, false); if (!$$) YYABORT; }
	| KW_SYMBOL '(' PERCENT_ID ')' { $$ = build_aexpr_ssa(ps, loc_text(ps, @3), @3, true); if (!$$) YYABORT; }
	| KW_FLOORDIV '(' aexpr ',' aexpr ')' { $$ = build_aexpr_bin(ps, IR_AFFINE_FLOORDIV, $3, $5, @1); if (!$$) YYABORT; }
	| KW_CEILDIV '(' aexpr ',' aexpr ')' { $$ = build_aexpr_bin(ps, IR_AFFINE_CEILDIV, $3, $5, @1); if (!$$) YYABORT; }
	| KW_MOD '(' aexpr ',' aexpr ')' { $$ = build_aexpr_bin(ps, IR_AFFINE_MOD, $3, $5, @1); if (!$$) YYABORT; }
	;

%%

/* The token's name as MLIR quotes it: `')'`, `'->'`, or a bare description. */
static void token_name(StrBuf *b, yysymbol_kind_t sym)
{
	/* with parse.error custom Bison gives aliases without their quotes;
	   punctuation and keywords are quoted as MLIR quotes them, the
	   descriptive names ("bare identifier", "integer") are not */
	const char *n = yysymbol_name(sym);
	bool quote = !strchr(n, ' ') && n[0] != '\'' && sym != YYSYMBOL_INTEGER && sym != YYSYMBOL_STRING;
	if (quote)
		sb_putc(b, '\'');
	sb_puts(b, n);
	if (quote)
		sb_putc(b, '\'');
}

static bool expects(const yysymbol_kind_t *set, int n, yysymbol_kind_t sym)
{
	for (int i = 0; i < n; i++)
		if (set[i] == sym)
			return true;
	return false;
}

/* The expected tokens are a name (name_word) or `close`, nothing else. */
static bool names_or(const yysymbol_kind_t *set, int n, yysymbol_kind_t close)
{
	for (int i = 0; i < n; i++)
		if (set[i] != YYSYMBOL_BARE_ID && set[i] != YYSYMBOL_KW_MOD && set[i] != YYSYMBOL_KW_FLOORDIV &&
		    set[i] != YYSYMBOL_KW_CEILDIV && set[i] != close)
			return false;
	return expects(set, n, YYSYMBOL_BARE_ID) && expects(set, n, close);
}

#define SYM(c) YYTRANSLATE(c) /* the symbol kind of a one-character token */

/* The grammar symbols on the parser's stack, innermost first, at most max.
   (The error context holds Bison's state stack; each state has one
   accessing symbol, and state 0 is only at the bottom.) */
static int stack_symbols(const yypcontext_t *yyctx, yysymbol_kind_t *out, int max)
{
	int n = 0;
	for (const yy_state_t *s = yyctx->yyssp; *s != 0 && n < max; s--)
		out[n++] = YY_ACCESSING_SYMBOL(*s);
	return n;
}

static bool is_affine_binop(yysymbol_kind_t s)
{
	return s == SYM('+') || s == SYM('-') || s == SYM('*') || s == YYSYMBOL_KW_FLOORDIV ||
	       s == YYSYMBOL_KW_CEILDIV || s == YYSYMBOL_KW_MOD;
}

/* Symbols that can stand between a complete affine expression and the
   bracket that encloses it. */
static bool is_affine_list_part(yysymbol_kind_t s)
{
	return is_affine_binop(s) || s == YYSYMBOL_aexpr || s == YYSYMBOL_aexpr_list ||
	       s == YYSYMBOL_opt_aexpr_list ||
	       s == YYSYMBOL_constraint || s == YYSYMBOL_constraints || s == SYM(',') ||
	       s == YYSYMBOL_GE || s == YYSYMBOL_LE || s == YYSYMBOL_EQEQ;
}

/* An affine operand was expected and `got` is none (MLIR's
   parseAffineOperandExpr): empty parentheses, a binary operator without
   its left operand, or an operand missing after an operator.  Each unary
   minus whose operand is missing adds MLIR's second error. */
static void affine_operand_error(ParseState *ps, const yysymbol_kind_t *stack, int depth,
                                 yysymbol_kind_t got, size_t off)
{
	int p = 0;
	bool empty_parens = got == SYM(')') && depth > 0 && stack[0] == SYM('(');
	if (empty_parens)
		p = 1;
	int negations = 0;
	while (p < depth && stack[p] == SYM('-') && !(p + 1 < depth && stack[p + 1] == YYSYMBOL_aexpr)) {
		negations++;
		p++;
	}
	bool lhs = p < depth && is_affine_binop(stack[p]);
	if (empty_parens)
		ps_error(ps, off, "no expression inside parentheses");
	else if (lhs)
		ps_error(ps, off, "missing right operand of binary operator");
	else if (got == SYM('+') || got == SYM('*'))
		ps_error(ps, off, "missing left operand of binary operator");
	else
		ps_error(ps, off, "expected affine expression");
	while (negations-- > 0)
		ir_diag(ps->ctx, IR_DIAG_ERROR, ps->src, off, "missing operand of negation");
}

/* After a complete affine expression, what MLIR asks for instead of `got`;
   NULL where its message is the generic one. */
static const char *affine_continuation_error(const yysymbol_kind_t *stack, int depth,
                                             const yysymbol_kind_t *expected, int n)
{
	int i = 0;
	while (i < depth && is_affine_list_part(stack[i]))
		i++;
	if (i + 1 >= depth)
		return NULL;
	yysymbol_kind_t open = stack[i], before = stack[i + 1];
	if (open == SYM('(') && before == YYSYMBOL_ARROW)
		return "expected ')' in affine map range";
	if (open == SYM('(') && before == SYM(':'))
		return "expected ')' in integer set constraint list";
	if (open == SYM('[') && before == YYSYMBOL_START_SSA_MAP)
		return "expected ']' in affine map";
	if (open == SYM('(') && !expects(expected, n, SYM(',')))
		return "expected ')'"; /* of a parenthesized expression */
	return NULL;
}

/* Syntax errors inside affine maps and integer sets, in the words of MLIR's
   AffineParser; false when the error is elsewhere. */
static bool affine_syntax_error(ParseState *ps, const yysymbol_kind_t *stack, int depth,
                                const yysymbol_kind_t *expected, int n, yysymbol_kind_t got,
                                size_t tok_start)
{
	yysymbol_kind_t top = depth ? stack[0] : YYSYMBOL_YYEMPTY;
	yysymbol_kind_t below = depth > 1 ? stack[1] : YYSYMBOL_YYEMPTY;
	const char *msg = NULL;
	if (expects(expected, n, YYSYMBOL_KW_SYMBOL)) {
		affine_operand_error(ps, stack, depth, got, tok_start);
		return true;
	}
	bool list_just_opened = ps->prev.kind == '(' || ps->prev.kind == '[';
	if ((top == YYSYMBOL_opt_aexpr_list || top == YYSYMBOL_opt_ssa_bound_list) && list_just_opened) {
		/* an empty list was assumed, but something other than its end
		   follows: MLIR reads it as the list's first expression */
		affine_operand_error(ps, stack + 1, depth - 1, got, tok_start);
		return true;
	}
	if (n == 1 && expected[0] == SYM('(') &&
	    (top == YYSYMBOL_KW_FLOORDIV || top == YYSYMBOL_KW_CEILDIV || top == YYSYMBOL_KW_MOD)) {
		/* MLIR reads a keyword where an operand belongs as an identifier */
		ps_error(ps, ps->prev.loc.start, "use of undeclared identifier");
		return true;
	}
	bool after_expr = top == YYSYMBOL_aexpr || top == YYSYMBOL_aexpr_list ||
	                  top == YYSYMBOL_opt_aexpr_list || top == YYSYMBOL_constraint ||
	                  top == YYSYMBOL_constraints;
	if (after_expr && expects(expected, n, YYSYMBOL_GE)) {
		ps_error(ps, tok_start,
		         "expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
		return true;
	}
	if (after_expr)
		msg = affine_continuation_error(stack, depth, expected, n);
	else if (top == YYSYMBOL_PERCENT_ID && below == SYM('(') && depth > 2 && stack[2] == YYSYMBOL_KW_SYMBOL)
		msg = "expected ')' at end of SSA symbol";
	else if (top == YYSYMBOL_ARROW && below == YYSYMBOL_dim_and_syms)
		msg = "expected '(' in affine map range";
	else if (top == SYM(':') && below == YYSYMBOL_dim_and_syms)
		msg = "expected '(' in integer set constraint list";
	else if (top == YYSYMBOL_dim_and_syms)
		msg = "expected '->' or ':'";
	else if (top == YYSYMBOL_id_list && below == SYM('('))
		msg = "expected ')' in dimensional identifier list";
	else if (top == YYSYMBOL_id_list && below == SYM('['))
		msg = "expected ']' in symbol list";
	else if ((top == SYM('[') && below == YYSYMBOL_dims_decl) ||
	         (top == SYM('(') && names_or(expected, n, SYM(')'))))
		msg = "expected bare identifier"; /* an identifier list's first element */
	else if (n == 1 && expected[0] == SYM('>') && below == SYM('<') && depth > 2 &&
	         (stack[2] == YYSYMBOL_KW_AFFINE_MAP || stack[2] == YYSYMBOL_KW_AFFINE_SET))
		msg = stack[2] == YYSYMBOL_KW_AFFINE_MAP ? "expected '>' in affine map"
		                                          : "expected '>' in integer set";
	if (!msg)
		return false;
	ps_error(ps, error_offset(ps, tok_start), "%s", msg);
	return true;
}

#define C(c) (-(c)) /* a one-character token in a stack pattern */

/* MLIR's messages for an error right after a construct, found by the
   symbols on top of the parser's stack (innermost first, 0 ends a pattern),
   and where `expect` is not 0, only when that token could come next. */
static const struct {
	int pattern[5];
	int expect;
	const char *msg;
	bool at_token; /* MLIR reports it at the token, not just after the one before */
} construct_errors[] = {
	{{C('['), YYSYMBOL_KW_DISTINCT}, 0, "expected distinct ID", false},
	{{YYSYMBOL_INTEGER, C('['), YYSYMBOL_KW_DISTINCT}, 0, "expected ']' to close distinct ID", false},
	{{YYSYMBOL_distinct_id}, 0, "expected '<' after distinct ID", false},
	{{YYSYMBOL_attribute, C('<'), YYSYMBOL_distinct_id}, 0, "expected '>' to close distinct attribute", false},
	{{YYSYMBOL_type, C('<'), YYSYMBOL_KW_ARRAY}, 0, "expected ':' after dense array type", false},
	{{YYSYMBOL_dense_elems}, 0, "expected '>' to close an array attribute", false},
	{{C(','), C(']'), YYSYMBOL_stride_list}, 0, "expected 'offset' after comma", false},
	{{YYSYMBOL_BARE_ID, C(','), C(']'), YYSYMBOL_stride_list}, 0, "expected ':' after 'offset'", false},
	{{C(':'), YYSYMBOL_BARE_ID, C(','), C(']')}, 0, "expected a 64-bit signed integer or '?'", false},
	{{C(','), YYSYMBOL_stride_list}, 0, "expected a 64-bit signed integer or '?'", false},
	{{YYSYMBOL_dense_elem, C('(')}, 0, "expected ',' between complex elements", false},
	{{YYSYMBOL_dense_elem, C(','), YYSYMBOL_dense_elem, C('(')}, 0, "expected ')' after complex elements", false},
	{{C('('), YYSYMBOL_KW_LOC}, 0, "expected location instance", false},
	{{YYSYMBOL_loc_inner, C('('), YYSYMBOL_KW_LOC}, 0, "expected ')' in location", false},
	{{YYSYMBOL_loc_inner, C('('), YYSYMBOL_STRING}, 0, "expected ')' after child location of NameLoc", false},
	{{YYSYMBOL_loc_inner, C('('), YYSYMBOL_BARE_ID}, 0, "expected 'at' in callsite location", false},
	{{YYSYMBOL_loc_inner, YYSYMBOL_BARE_ID, YYSYMBOL_loc_inner, C('(')}, 0, "expected ')' in callsite location", false},
	{{YYSYMBOL_attribute, C('<'), YYSYMBOL_BARE_ID}, 0, "expected '>' after fused location metadata", false},
	{{C('>'), YYSYMBOL_attribute, C('<'), YYSYMBOL_BARE_ID}, 0, "expected '[' in fused location", false},
	{{YYSYMBOL_loc_list, C('[')}, 0, "expected ']' in fused location", false},
	{{YYSYMBOL_HASH_ID, YYSYMBOL_file}, 0, "expected '=' in attribute alias definition", false},
	{{YYSYMBOL_EXCL_ID, YYSYMBOL_file}, 0, "expected '=' in type alias definition", false},
	{{YYSYMBOL_opt_attr_dict, C(')')}, 0, "expected ':' followed by operation type", false},
	{{YYSYMBOL_opt_attr_dict, YYSYMBOL_op_parts}, 0, "expected ':' followed by operation type", false},
	{{C(':'), YYSYMBOL_opt_attr_dict, C(')')}, 0, "expected function type", false},
	{{C(':'), YYSYMBOL_opt_attr_dict, YYSYMBOL_op_parts}, 0, "expected function type", false},
	{{YYSYMBOL_region_list}, 0, "expected ')' to end region list", false},
	{{C(','), YYSYMBOL_ssa_uses, C('('), YYSYMBOL_op_name}, 0, "expected SSA operand", false},
	{{YYSYMBOL_opt_ssa_uses, C('('), YYSYMBOL_op_name}, 0, "expected ')' to end operand list", false},
	{{C(':'), YYSYMBOL_PERCENT_ID}, YYSYMBOL_INTEGER, "expected integer number of results", false},
	{{C(','), YYSYMBOL_op_results}, 0, "expected valid ssa identifier", false},
	{{YYSYMBOL_op_results}, 0, "expected '=' after SSA name", false},
	{{YYSYMBOL_opt_block_args, YYSYMBOL_CARET_ID}, 0, "expected ':' after block name", false},
	{{YYSYMBOL_block_args}, 0, "expected ')'", false},
	{{C('('), YYSYMBOL_CARET_ID}, 0, "expected SSA operand", false},
	{{C(','), YYSYMBOL_block_args}, 0, "expected SSA operand", false},
	{{YYSYMBOL_PERCENT_ID, C('('), YYSYMBOL_CARET_ID}, 0, "expected ':' and type for SSA operand", false},
	{{YYSYMBOL_PERCENT_ID, C(','), YYSYMBOL_block_args}, 0, "expected ':' and type for SSA operand", false},
	{{YYSYMBOL_type_list, C('(')}, 0, "expected ')'", false}, /* parseTypeListParens */
	{{YYSYMBOL_opt_type_list, C('<'), YYSYMBOL_KW_TUPLE}, 0, "expected '>' in tuple type", false},
	{{YYSYMBOL_type, C('<'), YYSYMBOL_KW_COMPLEX}, 0, "expected '>' in complex type", false},
	{{YYSYMBOL_opt_encoding, YYSYMBOL_type, YYSYMBOL_dims, C('<'), YYSYMBOL_KW_TENSOR}, 0,
	 "expected '>' in tensor type", false},
	{{YYSYMBOL_type, YYSYMBOL_X, C('*'), C('<'), YYSYMBOL_KW_TENSOR}, 0, "expected '>' in tensor type", false},
	{{YYSYMBOL_type, YYSYMBOL_vector_dims, C('<'), YYSYMBOL_KW_VECTOR}, 0, "expected '>' in vector type", false},
	{{YYSYMBOL_INTEGER, C('['), YYSYMBOL_vector_dims}, 0, "missing ']' closing scalable dimension", false},
	{{YYSYMBOL_memref_params, YYSYMBOL_memref_head}, 0, "expected ',' or '>' in memref type", false},
	{{YYSYMBOL_attr_entries, C('{')}, 0, "expected '}' in attribute dictionary", false},
	{{C(','), YYSYMBOL_memref_params}, 0, "expected list element", false},
	{{YYSYMBOL_META_BEGIN}, 0, "expected identifier key in file metadata dictionary", true},
	{{YYSYMBOL_START_REGION}, 0, "expected '{' to begin a region", false},
	{{YYSYMBOL_meta_section_head}, 0, "expected identifier key for 'resource' entry", true},
	{{C('<'), YYSYMBOL_KW_DENSE_RESOURCE}, 0, "expected identifier key for 'resource' entry", true},
};

static bool stack_starts_with(const yysymbol_kind_t *stack, int depth, const int *pattern)
{
	for (int i = 0; i < 5 && pattern[i]; i++) {
		yysymbol_kind_t want = pattern[i] < 0 ? SYM(-pattern[i]) : (yysymbol_kind_t)pattern[i];
		if (i >= depth || stack[i] != want)
			return false;
	}
	return true;
}

/* MLIR's message for a syntax error inside a construct mica knows by its
   parser stack or by the tokens that could come next; NULL if none. */
static const char *construct_error(ParseState *ps, const yysymbol_kind_t *stack, int depth,
                                   const yysymbol_kind_t *expected, int n, bool *at_token)
{
	*at_token = false;
	if (depth >= 2 && stack[0] == YYSYMBOL_stride_list && stack[1] == SYM('['))
		return ps->prev.kind == '[' ? "expected a 64-bit signed integer or '?'" : "expected ']'";
	if (depth >= 2 && stack[0] == YYSYMBOL_meta_sections && ps->prev.kind == TOK_META_BEGIN) {
		*at_token = true;
		return "expected identifier key in file metadata dictionary";
	}
	static const int callsite_at[] = {YYSYMBOL_BARE_ID, YYSYMBOL_loc_inner, C('('), 0};
	if (stack_starts_with(stack, depth, callsite_at) &&
	    !(ps->prev.loc.end - ps->prev.loc.start == 2 && !memcmp(ps->lx.start + ps->prev.loc.start, "at", 2)))
		return "expected 'at' in callsite location";
	for (size_t i = 0; i < sizeof construct_errors / sizeof construct_errors[0]; i++)
		if (stack_starts_with(stack, depth, construct_errors[i].pattern) &&
		    (!construct_errors[i].expect ||
		     expects(expected, n, (yysymbol_kind_t)construct_errors[i].expect))) {
			*at_token = construct_errors[i].at_token;
			return construct_errors[i].msg;
		}
	bool attribute = expects(expected, n, YYSYMBOL_KW_AFFINE_MAP);
	if (!attribute && expects(expected, n, YYSYMBOL_FLOAT) && expects(expected, n, YYSYMBOL_STRING))
		return "expected element literal of primitive type";
	if (!attribute && expects(expected, n, YYSYMBOL_KW_CEILDIV) && expects(expected, n, YYSYMBOL_STRING))
		return "expected attribute name";
	if (n == 3 && expects(expected, n, YYSYMBOL_HASH_ID) && expects(expected, n, YYSYMBOL_STRING) &&
	    expects(expected, n, YYSYMBOL_BARE_ID))
		return "expected location instance";
	return NULL;
}

/* A resource value is neither a string nor a word. */
static bool bad_resource_value(ParseState *ps, const yysymbol_kind_t *stack, int depth, size_t tok_start)
{
	static const int after_key[] = {C(':'), YYSYMBOL_meta_key, 0};
	if (!stack_starts_with(stack, depth, after_key))
		return false;
	resource_value_error(ps, tok_start);
	return true;
}

/* Reports a syntax error in MLIR's words where the expected tokens say
   what was being parsed: a type, an attribute, an operation, or one token. */
static int yyreport_syntax_error(const yypcontext_t *yyctx, ParseState *ps)
{
	if (ps->failed) /* the lexer already reported this one */
		return 0;
	enum { MAX = 64 };
	yysymbol_kind_t expected[MAX];
	int n = yypcontext_expected_tokens(yyctx, expected, MAX);
	if (n < 0)
		n = MAX;
	yysymbol_kind_t got = yypcontext_token(yyctx);
	const Loc *loc = yypcontext_location(yyctx);
	yysymbol_kind_t stack[8];
	int depth = stack_symbols(yyctx, stack, 8);
	if (affine_syntax_error(ps, stack, depth, expected, n, got, loc->start) ||
	    bad_resource_value(ps, stack, depth, loc->start))
		return 0;
	size_t off = error_offset(ps, loc->start);
	bool at_token;
	const char *msg = construct_error(ps, stack, depth, expected, n, &at_token);
	if (msg) {
		/* at the end of the file MLIR steps back one character */
		size_t at = got == YYSYMBOL_YYEOF && loc->start ? loc->start - 1 : loc->start;
		ps_error(ps, at_token ? at : off, "%s", msg);
		return 0;
	}
	bool type = expects(expected, n, YYSYMBOL_KW_TENSOR) && expects(expected, n, YYSYMBOL_EXCL_ID);
	bool attr = type && expects(expected, n, YYSYMBOL_INTEGER) && expects(expected, n, YYSYMBOL_STRING);
	StrBuf b = {0};
	if (attr) {
		sb_puts(&b, "expected attribute value");
	} else if (type) {
		sb_puts(&b, "expected non-function type"); /* MLIR's parseType says no more */
	} else if (expects(expected, n, YYSYMBOL_STRING) && expects(expected, n, YYSYMBOL_KW_MODULE)) {
		const char *word = ps->src->text + loc->start;
		if (loc->end > loc->start && (word[0] == '_' || isalpha((unsigned char)word[0]))) {
			/* a word, or a word MLIR's lexer would make a keyword */
			report_unknown_custom_op(ps, (Slice){word, loc->end - loc->start}, *loc);
			sb_free(&b);
			return 0;
		} else {
			sb_puts(&b, "expected operation name in quotes");
		}
	} else if (n == 1 && expected[0] == YYSYMBOL_YYEOF) {
		/* only the top level ends at the end of the file: what stands
		   there is not an operation */
		sb_puts(&b, "expected operation name in quotes");
	} else if (n == 1) {
		sb_puts(&b, "expected ");
		token_name(&b, expected[0]);
	} else if (n == 2 && depth && stack[0] == YYSYMBOL_dense_list) {
		/* MLIR reads a tensor literal's list as one delimited by brackets,
		   whose end it then asks for alone */
		sb_puts(&b, "expected ']'");
	} else if (n == 2) {
		if (!strcmp(yysymbol_name(expected[1]), "','")) { /* MLIR: "expected ',' or ']'" */
			yysymbol_kind_t comma = expected[1];
			expected[1] = expected[0];
			expected[0] = comma;
		}
		sb_puts(&b, "expected ");
		token_name(&b, expected[0]);
		sb_puts(&b, " or ");
		token_name(&b, expected[1]);
	} else if (got == YYSYMBOL_YYEOF) {
		sb_puts(&b, "unexpected end of file");
	} else {
		sb_puts(&b, "unexpected ");
		token_name(&b, got);
	}
	ps_error(ps, off, "%s", b.s);
	sb_free(&b);
	return 0;
}

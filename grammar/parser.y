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
}


%code provides {
int mica_yylex(MICA_YYSTYPE *lval, Loc *lloc, ParseState *ps);
}

%code {
#define YYMAXDEPTH 200000
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

%token <Slice> BARE_ID "bare identifier"
%token <Slice> PERCENT_ID "SSA value name"
%token <Slice> CARET_ID "block name"
%token <Slice> AT_ID "symbol reference"
%token <Slice> HASH_ID "attribute alias"
%token <Slice> EXCL_ID "type alias"
%token <Slice> DIALECT_ATTR "dialect attribute"
%token <Slice> DIALECT_TYPE "dialect type"
%token <Slice> INTEGER "integer"
%token <Slice> FLOAT "floating point literal"
%token <Slice> STRING "string"
%token ARROW "->" COLONCOLON "::" ELLIPSIS "..." META_BEGIN "{-#" META_END "#-}"
%token GE ">=" LE "<=" EQEQ "==" X "'x'"
%token KW_TENSOR "tensor" KW_MEMREF "memref" KW_VECTOR "vector" KW_COMPLEX "complex"
%token KW_TUPLE "tuple" KW_DENSE "dense" KW_DENSE_RESOURCE "dense_resource"
%token KW_SPARSE "sparse" KW_SPLAT "splat" KW_OPAQUE "opaque" KW_ARRAY "array"
%token KW_AFFINE_MAP "affine_map" KW_AFFINE_SET "affine_set" KW_STRIDED "strided"
%token KW_DISTINCT "distinct" KW_LOC "loc" KW_SIZE "size"
%token KW_FLOORDIV "floordiv" KW_CEILDIV "ceildiv" KW_MOD "mod"
%token KW_ATTRIBUTES "attributes" KW_MODULE "module" KW_FUNC "func" KW_TYPE "type" KW_TO "to"
/* injected by the lexer wrapper to choose what a (nested) parse reads */
%token START_FILE "start of file" START_TYPE "start of type" START_ATTR "start of attribute"
%token START_REGION "start of region" START_LOC "start of location"
%token START_SEED_ATTR "start of attribute or inline affine map"
%token START_SSA_BOUNDS "start of affine bounds of SSA values"
%token START_SSA_MAP "start of affine map of SSA values" KW_SYMBOL "symbol"
%token START_ELEMENTS "start of elements of a known type"

%left '+' '-'
%left '*' KW_FLOORDIV KW_CEILDIV KW_MOD
%precedence NEG

%nterm <IrType *> type non_function_type compound_type function_type seed_shaped_type
%nterm <TVec *> type_list opt_type_list func_results fn_results
%nterm <IVec *> dims
%nterm <MemrefHead> memref_head
%nterm <TVec *> vector_dims
%nterm <IrAttr *> attribute attribute_base seed_attribute opt_attr_dict attr_dict opt_props
%nterm <IrAttr *> number_attr symbol_ref location loc_inner opt_loc opt_encoding
%nterm <IrAttr *> memref_param affine_map_inline integer_set_inline opt_memspace opt_attributes
%nterm <IrType *> opt_type_suffix
%nterm <TVec *> attr_list attr_entries memref_params loc_list
%nterm <IrNamedAttr *> attr_entry
%nterm <Slice> attr_key opt_visibility opt_sym_name
%nterm <Lit *> dense_lit dense_elem
%nterm <TVec *> dense_list dense_elems
%nterm <IVec *> stride_list
%nterm <int64_t> stride_val
%nterm <IrAffineExpr *> aexpr
%nterm <TVec *> aexpr_list opt_aexpr_list opt_size constraints id_list
%nterm <TVec *> ssa_bound ssa_bound_list opt_ssa_bound_list
%nterm <void *> constraint
%nterm <TVec *> op_results ssa_uses opt_ssa_uses successors opt_successors region_list opt_regions
%nterm <void *> op_result ssa_use successor
%nterm <TVec *> block_args opt_block_args
%nterm <void *> block_arg
%nterm <RegionBuild *> region
%nterm <IrOp *> op_body generic_op module_op func_op custom_op
%nterm <FuncSig *> func_sig
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
	/* `dense<...>` whose type the op already said (memref.global) */
	| START_ELEMENTS KW_DENSE '<' dense_lit '>'
		{ nested_done(ps, @5); ps->nested_attr = build_dense(ps, $4, ps->elements_type, @1);
		  if (!ps->nested_attr) YYABORT; YYACCEPT; }
	| START_SSA_MAP '[' opt_aexpr_list ']' { nested_done(ps, @4); ps->nested_exprs = $3; YYACCEPT; }
	| START_SSA_BOUNDS '(' opt_ssa_bound_list ')' { nested_done(ps, @4); ps->nested_exprs = $3; YYACCEPT; }
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
	: HASH_ID '=' seed_attribute { if (!define_attr_alias(ps, $1, @1, $3)) YYABORT; }
	/* the LangRef's own integer set example leaves out the parentheses */
	| HASH_ID '=' dim_and_syms ':' constraints
		{ IrAttr *set = build_integer_set(ps, $5); if (!set || !define_attr_alias(ps, $1, @1, set)) YYABORT; }
	| EXCL_ID '=' type { if (!define_type_alias(ps, $1, @1, $3)) YYABORT; }
	| EXCL_ID '=' KW_TYPE type { if (!define_type_alias(ps, $1, @1, $4)) YYABORT; }
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
	: BARE_ID ':' '{' { if (!meta_section(ps, $1, @1)) YYABORT; }
	;

meta_groups
	: meta_group
	| meta_groups ',' meta_group
	;

meta_group
	: meta_group_head '}'
	| meta_group_head meta_entries '}'
	;

meta_group_head
	: BARE_ID ':' '{' { ps->meta_group = $1; }
	;

meta_entries
	: meta_entry
	| meta_entries ',' meta_entry
	;

meta_entry
	: BARE_ID ':' STRING { if (!define_resource(ps, $1, @1, $3, @3)) YYABORT; }
	| STRING ':' STRING { if (!define_resource(ps, $1, @1, $3, @3)) YYABORT; }
	| BARE_ID ':' BARE_ID { if (!define_resource(ps, $1, @1, $3, @3)) YYABORT; }
	| STRING ':' BARE_ID { if (!define_resource(ps, $1, @1, $3, @3)) YYABORT; }
	;

/* operation ::= op-result-list? (generic-operation | custom-operation) trailing-location? */
operation
	: op_results '=' op_body { if (!finish_op(ps, $1, $3)) YYABORT; }
	| op_body { if (!finish_op(ps, NULL, $1)) YYABORT; }
	;

/* op-result-list ::= op-result (`,` op-result)*
   op-result ::= value-id (`:` integer-literal)? */
op_results
	: op_result { $$ = tv_push(ps, NULL, $1); ps->result_count = ((ResultGroup *)$1)->count; }
	| op_results ',' op_result { $$ = tv_push(ps, $1, $3); ps->result_count += ((ResultGroup *)$3)->count; }
	;

op_result
	: PERCENT_ID { $$ = result_group(ps, $1, @1, NULL); if (!$$) YYABORT; }
	| PERCENT_ID ':' INTEGER { $$ = result_group(ps, $1, @1, &$3); if (!$$) YYABORT; }
	;

op_body
	: generic_op
	| module_op
	| func_op
	| custom_op
	;

/* custom-operation ::= bare-id custom-operation-format
   The op's own reader (custom.c) takes over right after its name: the state
   after BARE_ID reduces by default, so no lookahead has been read. */
custom_op
	: BARE_ID
		{ if (yychar != TOK_MICA_YYEMPTY) die("custom op hand-over after a lookahead");
		  $$ = parse_custom_op(ps, $1, @1); if (!$$) YYABORT; }
	;

/* generic-operation ::= string-literal `(` value-use-list? `)` successor-list?
                         properties? region-list? dictionary-attribute?
                         `:` function-type */
generic_op
	: op_name '(' opt_ssa_uses ')' opt_successors opt_props opt_regions opt_attr_dict ':' function_type opt_loc
		{ $$ = build_generic_op(ps, @1, $3, $5, $6, $7, $8, $10, $11); if (!$$) YYABORT; }
	;

op_name
	: STRING { if (!op_begin_generic(ps, $1, @1)) YYABORT; }
	;

opt_ssa_uses
	: %empty { $$ = NULL; }
	| ssa_uses
	;

ssa_uses
	: ssa_use { $$ = tv_push(ps, NULL, $1); }
	| ssa_uses ',' ssa_use { $$ = tv_push(ps, $1, $3); }
	;

/* value-use ::= value-id (`#` decimal-literal)? */
ssa_use
	: PERCENT_ID { $$ = ref_new(ps, $1, @1); }
	;

/* successor-list ::= `[` successor (`,` successor)* `]`
   successor ::= caret-id (`(` value-use-list `:` type-list `)`)?  (the seed's form) */
opt_successors
	: %empty { $$ = NULL; }
	| '[' successors ']' { $$ = $2; }
	;

successors
	: successor { $$ = tv_push(ps, NULL, $1); }
	| successors ',' successor { $$ = tv_push(ps, $1, $3); }
	;

successor
	: CARET_ID { $$ = successor_new(ps, $1, @1, NULL, NULL); }
	| CARET_ID '(' ssa_uses ':' type_list ')' { $$ = successor_new(ps, $1, @1, $3, $5); }
	;

/* properties ::= `<` dictionary-attribute `>` */
opt_props
	: %empty { $$ = NULL; }
	| '<' attribute '>' { $$ = $2; }
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

region_items
	: %empty
	| region_items operation
	| region_items block_label
	;

/* block-label ::= block-id block-arg-list? `:` */
block_label
	: CARET_ID opt_block_args ':' { if (!block_begin(ps, $1, @1, $2)) YYABORT; }
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
	: PERCENT_ID ':' type opt_loc { $$ = typed_ref_new(ps, $1, @1, $3, NULL, $4); }
	;

/* module ::= `module` symbol-ref-id? (`attributes` dictionary-attribute)? region */
module_op
	: module_kw opt_sym_name opt_attributes region opt_loc
		{ $$ = build_module_op(ps, @1, $2, $3, $4, $5); if (!$$) YYABORT; }
	;

module_kw
	: KW_MODULE { if (!op_begin_custom(ps, "builtin.module", @1)) YYABORT; }
	;

opt_sym_name
	: %empty { $$ = (Slice){NULL, 0}; }
	| AT_ID
	;

opt_attributes
	: %empty { $$ = NULL; }
	| KW_ATTRIBUTES attr_dict { $$ = $2; }
	;

/* function ::= `func` visibility? symbol-ref-id `(` argument-list `)`
                (`->` function-result-list)? (`attributes` dict)? region? */
func_op
	: func_kw opt_visibility AT_ID func_sig opt_attributes opt_loc
		{ $$ = build_func_op(ps, @1, $2, $3, @3, $4, $5, NULL, $6); if (!$$) YYABORT; }
	| func_kw opt_visibility AT_ID func_sig opt_attributes region opt_loc
		{ $$ = build_func_op(ps, @1, $2, $3, @3, $4, $5, $6, $7); if (!$$) YYABORT; }
	;

func_kw
	: KW_FUNC { if (!op_begin_custom(ps, "func.func", @1)) YYABORT; }
	;

opt_visibility
	: %empty { $$ = (Slice){NULL, 0}; }
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
	: PERCENT_ID ':' type opt_attr_dict opt_loc { $$ = typed_ref_new(ps, $1, @1, $3, $4, $5); }
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
opt_loc
	: %empty { $$ = NULL; }
	| location
	;

location
	: KW_LOC '(' loc_inner ')' { $$ = $3; }
	;

loc_inner
	: BARE_ID { $$ = build_loc_keyword(ps, $1, @1); if (!$$) YYABORT; }
	| STRING { $$ = build_loc_name(ps, $1, @1, NULL); if (!$$) YYABORT; }
	| STRING '(' loc_inner ')' { $$ = build_loc_name(ps, $1, @1, $3); if (!$$) YYABORT; }
	| STRING ':' INTEGER ':' INTEGER { $$ = build_loc_file(ps, $1, @1, &$3, &$5); if (!$$) YYABORT; }
	| STRING ':' INTEGER { $$ = build_loc_file(ps, $1, @1, &$3, NULL); if (!$$) YYABORT; }
	| STRING ':' INTEGER ':' INTEGER KW_TO INTEGER ':' INTEGER
		{ $$ = build_loc_range(ps, $1, @1, $3, $5, &$7, $9); if (!$$) YYABORT; }
	| STRING ':' INTEGER ':' INTEGER KW_TO ':' INTEGER
		{ $$ = build_loc_range(ps, $1, @1, $3, $5, NULL, $8); if (!$$) YYABORT; }
	| BARE_ID '(' loc_inner BARE_ID loc_inner ')' { $$ = build_loc_callsite(ps, $1, @1, $3, $4, @4, $5); if (!$$) YYABORT; }
	| BARE_ID '[' loc_list ']' { $$ = build_loc_fused(ps, $1, @1, NULL, $3); if (!$$) YYABORT; }
	| BARE_ID '<' attribute '>' '[' loc_list ']' { $$ = build_loc_fused(ps, $1, @1, $3, $6); if (!$$) YYABORT; }
	| HASH_ID { $$ = build_loc_alias(ps, $1, @1); if (!$$) YYABORT; }
	;

loc_list
	: loc_inner { $$ = tv_push(ps, NULL, $1); }
	| loc_list ',' loc_inner { $$ = tv_push(ps, $1, $3); }
	;

/* ---- types ---- */

/* type ::= non-function-type | function-type */
type
	: non_function_type
	| function_type
	;

non_function_type
	: BARE_ID { $$ = build_named_type(ps, $1, @1); if (!$$) YYABORT; }
	| compound_type
	;

compound_type
	: KW_COMPLEX '<' type '>' { $$ = build_complex_type(ps, $3, @3); if (!$$) YYABORT; }
	| KW_TUPLE '<' opt_type_list '>' { $$ = build_tuple_type(ps, $3); }
	| KW_VECTOR '<' vector_dims type '>' { $$ = build_vector_type(ps, @1, $3, $4, @4); if (!$$) YYABORT; }
	| KW_TENSOR '<' dims type opt_encoding '>' { $$ = build_tensor_type(ps, @1, $3, $4, @4, $5); if (!$$) YYABORT; }
	| KW_TENSOR '<' '*' X type '>' { $$ = build_unranked_tensor_type(ps, $5, @5); if (!$$) YYABORT; }
	| memref_head memref_params '>' { $$ = build_memref_type(ps, @1, $1.dims, $1.elem, $1.eloc, $2); if (!$$) YYABORT; }
	| KW_MEMREF '<' '*' X type opt_memspace '>' { $$ = build_unranked_memref_type(ps, $5, @5, $6); if (!$$) YYABORT; }
	| EXCL_ID { $$ = build_alias_type(ps, $1, @1); if (!$$) YYABORT; }
	| DIALECT_TYPE { $$ = build_dialect_type(ps, $1, @1); if (!$$) YYABORT; }
	;

/* dimension-list ::= (dimension `x`)*   dimension ::= `?` | decimal-literal */
dims
	: %empty { $$ = iv_new(ps); }
	| dims INTEGER X { $$ = $1; if (!push_dim(ps, $1, &$2, @2)) YYABORT; }
	| dims '?' X { $$ = iv_push(ps, $1, IR_DYNAMIC); }
	;

/* vector-dim-list ::= (static-dim-list `x`)?  with `[N]` for scalable dimensions */
vector_dims
	: %empty { $$ = NULL; }
	| vector_dims INTEGER X { $$ = vector_dim(ps, $1, $2, @2, false); if (!$$) YYABORT; }
	| vector_dims '[' INTEGER ']' X { $$ = vector_dim(ps, $1, $3, @3, true); if (!$$) YYABORT; }
	;

opt_encoding
	: %empty { $$ = NULL; }
	| ',' attribute_base { $$ = $2; }
	;

/* the seed names memory spaces with bare identifiers; they are words only here */
memref_head
	: KW_MEMREF '<' dims type { $$ = (MemrefHead){$3, $4, @4}; ps->in_memref_params++; }
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
	: '(' opt_type_list ')' ARROW fn_results { $$ = build_function_type(ps, $2, $5); }
	;

fn_results
	: non_function_type { $$ = tv_push(ps, NULL, $1); }
	| '(' opt_type_list ')' { $$ = $2; }
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
	| attr_dict
	;

attr_dict
	: '{' '}' { $$ = ps->ctx->a_empty_dict; }
	| '{' attr_entries '}' { $$ = build_dict(ps, $2, @1); if (!$$) YYABORT; }
	;

attr_entries
	: attr_entry { $$ = tv_push(ps, NULL, $1); }
	| attr_entries ',' attr_entry { $$ = tv_push(ps, $1, $3); }
	;

attr_entry
	: attr_key { $$ = named_attr(ps, $1, @1, NULL); if (!$$) YYABORT; }
	| attr_key '=' attribute { $$ = named_attr(ps, $1, @1, $3); if (!$$) YYABORT; }
	| attr_key ':' seed_attribute { $$ = named_attr(ps, $1, @1, $3); if (!$$) YYABORT; }
	;

attr_key
	: BARE_ID
	| STRING
	| KW_MOD { $$ = (Slice){"mod", 3}; }
	| KW_FLOORDIV { $$ = (Slice){"floordiv", 8}; }
	| KW_CEILDIV { $$ = (Slice){"ceildiv", 7}; }
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

attribute_base
	: number_attr
	| STRING opt_type_suffix { $$ = build_string_attr(ps, $1, @1, $2); if (!$$) YYABORT; }
	| BARE_ID { $$ = build_word_attr(ps, $1, @1); if (!$$) YYABORT; }
	| compound_type { $$ = ir_attr_type(ps->ctx, $1); }
	| '[' ']' { $$ = ir_attr_array(ps->ctx, 0, NULL); }
	| '[' attr_list ']' { $$ = build_array(ps, $2); }
	| attr_dict
	| symbol_ref
	| HASH_ID opt_type_suffix { $$ = build_hash_attr(ps, $1, @1, $2); if (!$$) YYABORT; }
	| DIALECT_ATTR opt_type_suffix { $$ = build_dialect_attr(ps, $1, @1, $2); if (!$$) YYABORT; }
	| KW_AFFINE_MAP '<' affine_map_inline '>' { $$ = $3; }
	| KW_AFFINE_SET '<' integer_set_inline '>' { $$ = $3; }
	| KW_DENSE '<' '>' ':' type { $$ = build_dense(ps, NULL, $5, @5); if (!$$) YYABORT; }
	| KW_DENSE '<' dense_lit '>' ':' type { $$ = build_dense(ps, $3, $6, @6); if (!$$) YYABORT; }
	| KW_DENSE '<' seed_shaped_type ',' dense_lit '>' { $$ = build_dense(ps, $5, $3, @3); if (!$$) YYABORT; }
	| KW_SPLAT '<' seed_shaped_type ',' dense_elem '>' { $$ = build_dense(ps, $5, $3, @3); if (!$$) YYABORT; }
	| KW_DENSE_RESOURCE '<' BARE_ID '>' ':' type { $$ = build_dense_resource(ps, $3, @3, $6, @6); if (!$$) YYABORT; }
	| KW_DENSE_RESOURCE '<' STRING '>' ':' type { $$ = build_dense_resource(ps, $3, @3, $6, @6); if (!$$) YYABORT; }
	| KW_SPARSE '<' '>' ':' type { $$ = build_sparse(ps, NULL, NULL, $5, @5); if (!$$) YYABORT; }
	| KW_SPARSE '<' dense_lit ',' dense_lit '>' ':' type { $$ = build_sparse(ps, $3, $5, $8, @8); if (!$$) YYABORT; }
	| KW_SPARSE '<' seed_shaped_type ',' dense_lit ',' dense_lit '>' { $$ = build_sparse(ps, $5, $7, $3, @3); if (!$$) YYABORT; }
	| KW_OPAQUE '<' STRING ',' STRING '>' ':' type { $$ = build_opaque(ps, $3, @3, $5, @5, $8); if (!$$) YYABORT; }
	| KW_OPAQUE '<' BARE_ID ',' seed_shaped_type ',' STRING '>' { $$ = build_opaque(ps, $3, @3, $7, @7, $5); if (!$$) YYABORT; }
	| KW_ARRAY '<' type '>' { $$ = build_dense_array(ps, $3, @3, NULL); if (!$$) YYABORT; }
	| KW_ARRAY '<' type ':' dense_elems '>' { $$ = build_dense_array(ps, $3, @3, $5); if (!$$) YYABORT; }
	| KW_STRIDED '<' '[' stride_list ']' '>' { $$ = build_strided(ps, $4, 0, false); }
	| KW_STRIDED '<' '[' stride_list ']' ',' BARE_ID ':' stride_val '>'
		{ $$ = build_strided_offset(ps, $4, $7, @7, $9); if (!$$) YYABORT; }
	| KW_DISTINCT '[' INTEGER ']' '<' '>' { $$ = build_distinct(ps, $3, @3, NULL); if (!$$) YYABORT; }
	| KW_DISTINCT '[' INTEGER ']' '<' attribute '>' { $$ = build_distinct(ps, $3, @3, $6); if (!$$) YYABORT; }
	| location { $$ = resolved_loc(ps, $1, @1); if (!$$) YYABORT; }
	;

/* integer-attribute ::= `-`? integer-literal (`:` integer-or-index-type)?
   float-attribute ::= `-`? float-literal (`:` float-type)? */
number_attr
	: INTEGER opt_type_suffix { $$ = build_number_attr(ps, false, $1, @1, $2, @2); if (!$$) YYABORT; }
	| '-' INTEGER opt_type_suffix { $$ = build_number_attr(ps, true, $2, @2, $3, @3); if (!$$) YYABORT; }
	| FLOAT opt_type_suffix { $$ = build_number_attr(ps, false, $1, @1, $2, @2); if (!$$) YYABORT; }
	| '-' FLOAT opt_type_suffix { $$ = build_number_attr(ps, true, $2, @2, $3, @3); if (!$$) YYABORT; }
	;

opt_type_suffix
	: %empty { $$ = NULL; }
	| ':' type { $$ = $2; }
	;

attr_list
	: attribute { $$ = tv_push(ps, NULL, $1); }
	| attr_list ',' attribute { $$ = tv_push(ps, $1, $3); }
	;

/* symbol-ref-attribute ::= symbol-ref-id (`::` symbol-ref-id)* */
symbol_ref
	: AT_ID { $$ = build_symref(ps, NULL, $1, @1); if (!$$) YYABORT; }
	| symbol_ref COLONCOLON AT_ID { $$ = build_symref(ps, $1, $3, @3); if (!$$) YYABORT; }
	;

/* dense literals: nested lists of numbers, booleans, strings and complex pairs */
dense_lit
	: dense_elem
	| '[' ']' { $$ = lit_list(ps, NULL, @1); }
	| '[' dense_list ']' { $$ = lit_list(ps, $2, @1); }
	;

dense_list
	: dense_lit { $$ = tv_push(ps, NULL, $1); }
	| dense_list ',' dense_lit { $$ = tv_push(ps, $1, $3); }
	;

dense_elems
	: dense_elem { $$ = tv_push(ps, NULL, $1); }
	| dense_elems ',' dense_elem { $$ = tv_push(ps, $1, $3); }
	;

dense_elem
	: INTEGER { $$ = lit_new(ps, LIT_INT, false, $1, @1); }
	| '-' INTEGER { $$ = lit_new(ps, LIT_INT, true, $2, @1); }
	| FLOAT { $$ = lit_new(ps, LIT_FLOAT, false, $1, @1); }
	| '-' FLOAT { $$ = lit_new(ps, LIT_FLOAT, true, $2, @1); }
	| BARE_ID { $$ = lit_bool(ps, $1, @1); if (!$$) YYABORT; }
	| STRING { $$ = lit_new(ps, LIT_STRING, false, $1, @1); }
	| '(' dense_elem ',' dense_elem ')' { $$ = lit_complex(ps, $2, $4, @1); }
	;

stride_list
	: %empty { $$ = iv_new(ps); }
	| stride_val { $$ = iv_push(ps, iv_new(ps), $1); }
	| stride_list ',' stride_val { $$ = iv_push(ps, $1, $3); }
	;

stride_val
	: INTEGER { if (!parse_i64(ps, $1, @1, false, &$$)) YYABORT; }
	| '-' INTEGER { if (!parse_i64(ps, $2, @2, true, &$$)) YYABORT; }
	| '?' { $$ = IR_DYNAMIC; }
	;

/* ---- affine maps and integer sets ---- */

/* affine-map-inline ::= dim-and-symbol-id-lists `->` multi-dim-affine-expr
                         (`size` `(` dim-size (`,` dim-size)* `)`)?  (size: the seed's) */
affine_map_inline
	: dim_and_syms ARROW '(' opt_aexpr_list ')' opt_size { $$ = build_affine_map(ps, $4, $6); if (!$$) YYABORT; }
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
	: BARE_ID { $$ = tv_push(ps, NULL, ref_new(ps, $1, @1)); }
	| id_list ',' BARE_ID { $$ = tv_push(ps, $1, ref_new(ps, $3, @3)); }
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
	| ssa_bound_list ',' ssa_bound { $$ = tv_push(ps, $1, $3); }
	;

ssa_bound
	: aexpr { $$ = tv_push(ps, NULL, $1); }
	| BARE_ID '(' aexpr_list ')' { if (!bound_keyword(ps, $1, @1)) YYABORT; $$ = $3; }
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
	| INTEGER { $$ = build_aexpr_int(ps, $1, @1); if (!$$) YYABORT; }
	| BARE_ID { $$ = build_aexpr_id(ps, $1, @1); if (!$$) YYABORT; }
	/* in an affine op's `%mem[%i + symbol(%n)]` */
	| PERCENT_ID { $$ = build_aexpr_ssa(ps, $1, @1, false); if (!$$) YYABORT; }
	| KW_SYMBOL '(' PERCENT_ID ')' { $$ = build_aexpr_ssa(ps, $3, @3, true); if (!$$) YYABORT; }
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
	size_t off = error_offset(ps, loc->start);
	bool type = expects(expected, n, YYSYMBOL_KW_TENSOR) && expects(expected, n, YYSYMBOL_EXCL_ID);
	bool attr = type && expects(expected, n, YYSYMBOL_INTEGER) && expects(expected, n, YYSYMBOL_STRING);
	StrBuf b = {0};
	if (attr) {
		sb_puts(&b, "expected attribute value");
	} else if (type) {
		sb_puts(&b, expects(expected, n, '(') ? "expected type" : "expected non-function type");
	} else if (expects(expected, n, YYSYMBOL_STRING) && expects(expected, n, YYSYMBOL_KW_MODULE)) {
		if (got == YYSYMBOL_BARE_ID) {
			off = loc->start;
			sb_printf(&b, "custom op '%.*s' is unknown", (int)(loc->end - loc->start), ps->src->text + loc->start);
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

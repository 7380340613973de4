/* spirv_arm.h: what ir/spirv_grammar.c reads of the generated tables and
   of the hand-written ARM table (ir/spirv_arm.c). */
#ifndef MICA_SPIRV_ARM_H
#define MICA_SPIRV_ARM_H

#include "spirv.h"
#include "spirv_tables.h" /* generated into the build directory */

/* an enumerant the generated kind lacks */
typedef struct {
	const SpvKind *kind; /* NULL ends the list */
	SpvEnumerant e;
} SpvArmEnumerant;

extern const SpvArmEnumerant spv_arm_enumerants[];
extern const SpvInstDef spv_arm_insts[];
extern const size_t spv_arm_ninsts;

#endif

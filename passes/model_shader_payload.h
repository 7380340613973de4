/* model_shader_payload.h: a Vulkan shader op's implementation_attrs
   payload (JSON), read as Arm's model converter reads it when it lowers
   the op to a vgf.shader_placeholder. */
#ifndef MICA_MODEL_SHADER_PAYLOAD_H
#define MICA_MODEL_SHADER_PAYLOAD_H

#include "internal.h"

/* The payloads read so far, each once: a model's shaders often share
   one, and its JSON (with the shader's code in base64) is the larger part
   of the work. */
typedef struct {
	PtrMap read; /* the payload's string attribute -> its ShaderPayload */
} ShaderPayloads;
void mp_payloads_free(ShaderPayloads *payloads);

/* Replaces the shader tosa.custom op by a vgf.shader_placeholder with the
   bindings, descriptor sets and types, formats, samplers, workgroup sizes
   and code its payload gives; with analysis, says so on stderr. False
   after the converter's errors. */
bool mp_lower_shader(IrContext *ctx, IrOp *op, bool analysis, ShaderPayloads *payloads);

/* Decodes base64 text (its length a multiple of 4, `=` padding only at
   the end) into a new buffer of *n bytes; NULL when it is not base64. */
unsigned char *mp_base64_decode(const char *text, size_t len, size_t *n);

#endif

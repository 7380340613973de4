/* shader_config.h: the JSON file of tosa-rewrite-custom-ops, which says,
   per library op name, which tosa.custom it becomes: domain and operator
   names, and the implementation_attrs payload (entry point, workgroup
   sizes, shader language and code, and per input and output its resource
   kind, Vulkan descriptor type, format, binding, set and sampler).

   {"ops": {"mylib.scale_add": {
       "operator_name": "mylib.scale_add",       (default: the op name)
       "domain_name": "com.arm.VulkanCustomShader", (the default)
       "entry_point": "main",                    (the default)
       "workgroup_sizes": [64, 1, 1],
       "shader_language": "GLSL", "shader_code": "#version 450 ...",
         or "shader_file": "scale_add.spv" (relative to the config file;
         .glsl, .hlsl or .spv, whose language it gives; SPIR-V is base64
         encoded into the payload),
       "push_constants": "scale: 4",             (optional)
       "graph_layout": "NCHW",                   (optional: NHWC or NCHW)
       "inputs": [{"type": "Buffer",
                   "vkdescriptortype": "VK_DESCRIPTOR_TYPE_STORAGE_BUFFER",
                   "vkformat": "VK_FORMAT_R32_SFLOAT",
                   "binding": 0, "descriptorset": 0,
                   "sampler": {...}}],           (optional, five keys)
       "outputs": [...]}}}

   The payload is written with sorted keys, as ExecuTorch's Arm backend
   writes it (json.dumps(sort_keys=True)). */
#ifndef MICA_SHADER_CONFIG_H
#define MICA_SHADER_CONFIG_H

#include <stdbool.h>
#include <stddef.h>

#include "../ir/ir.h"

typedef struct {
	char *op;            /* the library op's name */
	char *operator_name;
	char *domain_name;
	char *graph_layout;  /* "NCHW", "NHWC" or NULL */
	char *payload;       /* implementation_attrs */
	unsigned ninputs, noutputs;
} ShaderOpConfig;

typedef struct {
	ShaderOpConfig *ops;
	unsigned n;
} ShaderConfig;

/* Reads the config text of file name (len bytes); shader files are looked
   up in directory dir. False after writing one error line to err,
   `name:line:col: error: ...` for malformed JSON, `name: error: op 'x':
   key 'y': ...` for the rest. */
bool shader_config_read(ShaderConfig *c, const char *name, const char *dir, const char *text, size_t len,
                        StrBuf *err);
/* Reads file path; shader files are relative to its directory. */
bool shader_config_load(ShaderConfig *c, const char *path, StrBuf *err);
const ShaderOpConfig *shader_config_find(const ShaderConfig *c, const char *op);
void shader_config_free(ShaderConfig *c);

/* Base64 of n bytes, NUL-terminated (to be freed). */
char *shader_base64_encode(const unsigned char *bytes, size_t n);

#endif

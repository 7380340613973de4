/* spirv_binary.c: the SPIR-V binary writer: a module's words, little
   endian (the byte order SPIRV-Tools and glslang write). */
#include "internal.h"

void print_spirv_binary(FILE *out, const SpvModule *m)
{
	unsigned char buf[4096];
	size_t n = 0;
	for (size_t i = 0; i < m->nwords; i++) {
		uint32_t v = m->words[i];
		buf[n++] = v & 0xFF;
		buf[n++] = v >> 8 & 0xFF;
		buf[n++] = v >> 16 & 0xFF;
		buf[n++] = v >> 24;
		if (n == sizeof buf) {
			fwrite(buf, 1, n, out);
			n = 0;
		}
	}
	fwrite(buf, 1, n, out);
}

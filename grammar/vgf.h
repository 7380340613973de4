/* vgf.h: reads a VGF 0.4.3 file into its description (printers/vgf.h),
   every offset and size checked against the file (grammar/flatbuffer.h
   for the three FlatBuffers sections). */
#ifndef MICA_GRAMMAR_VGF_H
#define MICA_GRAMMAR_VGF_H

#include "../printers/vgf.h"

/* Reads the len bytes of buf into f, allocating in a (the constants'
   data point into buf).  False on a malformed file, with the problem in
   *msg (a static string) and its byte offset in the file in *at. */
bool vgf_read(const uint8_t *buf, size_t len, VgfFile *f, Arena *a, const char **msg, size_t *at);

#endif

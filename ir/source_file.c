/* source_file.c: the text of an input file.  A regular file is mapped
   rather than copied, and the pages the parser has left behind can be
   given back while it reads on: the text then costs little memory beyond
   the IR that is built from it. */
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "internal.h"

/* The whole stream, into the heap (stdin, pipes, devices). */
static bool read_stream(FILE *f, size_t limit, IrSourceText *st)
{
	size_t cap = 1 << 16, n = 0;
	char *buf = xmalloc(cap);
	for (;;) {
		if (n + 1 >= cap) {
			cap *= 2;
			buf = xrealloc(buf, cap);
		}
		size_t got = fread(buf + n, 1, cap - n - 1, f);
		n += got;
		if (got == 0 || n > limit) /* beyond the limit, the caller refuses it */
			break;
	}
	if (ferror(f)) {
		free(buf);
		return false;
	}
	buf[n] = 0;
	*st = (IrSourceText){buf, n, 0};
	return true;
}

/* A regular file of size bytes, mapped read-only with a NUL after it: the
   kernel zero-fills the rest of the last page, and a file that ends on a
   page boundary gets one anonymous zero page behind it. */
static bool map_file(int fd, size_t size, IrSourceText *st)
{
	size_t page = (size_t)sysconf(_SC_PAGESIZE);
	size_t total = (size + 1 + page - 1) / page * page;
	char *base = mmap(NULL, total, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (base == MAP_FAILED)
		return false;
	if (mmap(base, size, PROT_READ, MAP_PRIVATE | MAP_FIXED, fd, 0) == MAP_FAILED) {
		munmap(base, total);
		return false;
	}
	*st = (IrSourceText){base, size, total};
	return true;
}

bool ir_source_load(FILE *f, size_t limit, IrSourceText *st)
{
	struct stat sb;
	if (fstat(fileno(f), &sb) == 0 && S_ISREG(sb.st_mode) && sb.st_size > 0 &&
	    (uint64_t)sb.st_size <= limit && map_file(fileno(f), (size_t)sb.st_size, st))
		return true;
	return read_stream(f, limit, st);
}

void ir_source_unload(IrSourceText *st)
{
	if (st->mapped)
		munmap(st->text, st->mapped);
	else
		free(st->text);
	st->text = NULL;
}

/* IrSource.progress for mapped text: drops the pages from `from` to more
   than 64 KiB behind the parser, or to the end once the parse is over
   (the whole pages: the first one stays when from is inside it).  Dropped
   pages of a private read-only file mapping read back from the file if
   anything looks at them again (a diagnostic's source line, the parser
   looking back, a printer reading weights left in the text).  The next
   call starts where this one ended, so that each page is dropped once and
   the calls walk the mapping once in all, not once each. */
size_t ir_source_give_back(const IrSource *src, size_t from, size_t offset)
{
	/* One page fault maps the pages the page cache holds around it, a
	   whole large folio on recent kernels, so what stays mapped behind
	   the parser is this margin, the step between calls (PROGRESS_STEP)
	   and the part of a folio it has passed: with a megabyte for both, a
	   10 MB file kept 1 to 2 MB mapped (bench/README.md, *The input's
	   pages behind the parser*). */
	const size_t behind = (size_t)1 << 16;
	size_t page = (size_t)sysconf(_SC_PAGESIZE);
	size_t upto = offset > src->len ? src->len : offset > behind ? offset - behind : 0;
	size_t start = (from + page - 1) / page * page, end = upto / page * page;
	if (end <= start)
		return from;
	madvise((void *)(src->text + start), end - start, MADV_DONTNEED);
	return end;
}

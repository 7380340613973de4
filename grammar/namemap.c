/* namemap.c: a small string-keyed hash map for the parser's name tables. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

struct NameSlot {
	const char *s; /* key, not owned; NULL for an empty slot */
	size_t n;
	void *val;
};

/* FNV-1a from a random start (ir_hash_seed), so that colliding names cannot
   be chosen in advance. */
static size_t hash_str(const char *s, size_t n)
{
	uint64_t h = 1469598103934665603ull ^ ir_hash_seed();
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
	return (size_t)h;
}

static struct NameSlot *find(const NameMap *m, const char *s, size_t n)
{
	size_t i = hash_str(s, n) & (m->cap - 1);
	while (m->slots[i].s && !(m->slots[i].n == n && !memcmp(m->slots[i].s, s, n)))
		i = (i + 1) & (m->cap - 1);
	return &m->slots[i];
}

void **nm_slot(NameMap *m, const char *s, size_t n)
{
	if (2 * (m->count + 1) > m->cap) {
		NameMap big = {xzeroed(m->cap ? 2 * m->cap : 16, sizeof *big.slots),
		               m->cap ? 2 * m->cap : 16, m->count};
		for (size_t i = 0; i < m->cap; i++)
			if (m->slots[i].s)
				*find(&big, m->slots[i].s, m->slots[i].n) = m->slots[i];
		free(m->slots);
		*m = big;
	}
	struct NameSlot *slot = find(m, s, n);
	if (!slot->s) {
		slot->s = s;
		slot->n = n;
		slot->val = NULL;
		m->count++;
	}
	return &slot->val;
}

void *nm_get(const NameMap *m, const char *s, size_t n)
{
	if (!m->cap)
		return NULL;
	struct NameSlot *slot = find(m, s, n);
	return slot->s ? slot->val : NULL;
}

void *nm_at(const NameMap *m, size_t i)
{
	return m->slots[i].s ? m->slots[i].val : NULL;
}

void nm_free(NameMap *m)
{
	free(m->slots);
	m->slots = NULL;
	m->cap = m->count = 0;
}

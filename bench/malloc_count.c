/* malloc_count.c — an LD_PRELOAD shim counting heap allocations.
 *
 * Counts calls to malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign and
 * valloc (every way the Swift runtime, libstdc++ and glibc users get heap memory), and the
 * live bytes (malloc_usable_size of each block, added on allocation, subtracted on free).
 * Forwards to glibc's __libc_* entry points, so no dlsym bootstrap is needed.
 *
 * The harness finds the counters with dlsym(RTLD_DEFAULT, "tcbench_alloc_stats"); without
 * the shim preloaded it reports allocation counts as null (not measured).
 *
 *   LD_PRELOAD=bench/build/libmalloc_count.so bench/build/tcbench ...
 */
#define _GNU_SOURCE
#include <errno.h>
#include <malloc.h>
#include <stddef.h>
#include <stdint.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

typedef struct tcb_stats {
    uint64_t calls;      /* allocation calls of every kind (realloc included) */
    uint64_t frees;      /* free() of a non-NULL pointer */
    int64_t live_bytes;  /* sum of malloc_usable_size over live blocks */
    uint64_t total_bytes;/* sum of malloc_usable_size over every allocation */
} tcb_stats;

/* Single-threaded harness: relaxed atomics keep the counts right if a runtime thread
 * allocates too. */
__attribute__((visibility("default"))) tcb_stats tcbench_alloc_stats_v;

__attribute__((visibility("default"))) tcb_stats *tcbench_alloc_stats(void) {
    return &tcbench_alloc_stats_v;
}

static inline void note_alloc(void *p) {
    if (!p) return;
    size_t n = malloc_usable_size(p);
    __atomic_fetch_add(&tcbench_alloc_stats_v.calls, 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&tcbench_alloc_stats_v.live_bytes, (int64_t)n, __ATOMIC_RELAXED);
    __atomic_fetch_add(&tcbench_alloc_stats_v.total_bytes, n, __ATOMIC_RELAXED);
}

static inline void note_free(void *p) {
    if (!p) return;
    size_t n = malloc_usable_size(p);
    __atomic_fetch_add(&tcbench_alloc_stats_v.frees, 1, __ATOMIC_RELAXED);
    __atomic_fetch_sub(&tcbench_alloc_stats_v.live_bytes, (int64_t)n, __ATOMIC_RELAXED);
}

void *malloc(size_t n) { void *p = __libc_malloc(n); note_alloc(p); return p; }
void *calloc(size_t a, size_t b) { void *p = __libc_calloc(a, b); note_alloc(p); return p; }
void free(void *p) { note_free(p); __libc_free(p); }
void *realloc(void *old, size_t n) {
    if (old) note_free(old);
    void *p = __libc_realloc(old, n);
    if (p) note_alloc(p);
    else if (old && n) { /* failed: old block still live */
        size_t m = malloc_usable_size(old);
        __atomic_fetch_add(&tcbench_alloc_stats_v.live_bytes, (int64_t)m, __ATOMIC_RELAXED);
        __atomic_fetch_sub(&tcbench_alloc_stats_v.frees, 1, __ATOMIC_RELAXED);
    }
    return p;
}
void *memalign(size_t al, size_t n) { void *p = __libc_memalign(al, n); note_alloc(p); return p; }
void *aligned_alloc(size_t al, size_t n) { void *p = __libc_memalign(al, n); note_alloc(p); return p; }
void *valloc(size_t n) { void *p = __libc_memalign(4096, n); note_alloc(p); return p; }
int posix_memalign(void **out, size_t al, size_t n) {
    if (al % sizeof(void *) != 0 || (al & (al - 1)) != 0) return EINVAL;
    void *p = __libc_memalign(al, n);
    if (!p) return ENOMEM;
    note_alloc(p);
    *out = p;
    return 0;
}

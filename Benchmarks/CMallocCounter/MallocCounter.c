// Counts heap allocations for the benchmark's "allocates nothing per frame" check.
//
// On glibc the executable's own definitions of malloc and friends interpose the C
// library's for the whole process (the Swift runtime included); each one counts and then
// forwards to glibc's implementation through its exported __libc_* entry points. The
// target is linked only into choreo-bench, never into the library.
#include "CMallocCounter.h"

#include <errno.h>  // first: it defines __GLIBC__ on glibc
#include <stdatomic.h>
#include <stddef.h>

#if defined(__linux__) && defined(__GLIBC__)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static _Atomic unsigned long long allocations = 0;

static void count(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) {
  count();
  return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
  count();
  return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
  count();
  return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *aligned_alloc(size_t alignment, size_t size) {
  count();
  return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
  count();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  count();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

unsigned long long choreo_allocation_count(void) {
  return atomic_load_explicit(&allocations, memory_order_relaxed);
}

int choreo_allocations_counted(void) { return 1; }
#else
// Darwin's libc does not let an executable interpose malloc this way (two-level namespaces),
// and musl has no __libc_* entry points: nothing is counted, and the harness says so.
unsigned long long choreo_allocation_count(void) { return 0; }

int choreo_allocations_counted(void) { return 0; }
#endif

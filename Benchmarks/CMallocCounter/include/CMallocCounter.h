#ifndef CMALLOCCOUNTER_H
#define CMALLOCCOUNTER_H

/// Number of heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc)
/// made by this process since it started, on glibc. Zero elsewhere.
unsigned long long choreo_allocation_count(void);

/// 1 where allocations are counted (glibc), 0 where choreo_allocation_count is always 0.
int choreo_allocations_counted(void);

#endif

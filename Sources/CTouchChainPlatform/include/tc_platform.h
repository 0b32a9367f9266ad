/*
 * Private to libtouchchain (not installed): what the exported layer needs of the platform,
 * as a C module that both the standard and the Embedded Swift builds import (Embedded Swift
 * has no Glibc overlay): POSIX threads, for the scene table's lock and the threading rule's
 * thread identity (Sources/TouchChain/Handles.swift, SceneBox.swift), and the string
 * functions router events copy their C strings with (ResponderExports.swift).
 *
 * WebAssembly (wasm32, `make web`) has one thread and no <pthread.h>: the lock is a no-op
 * and every call comes from thread 1, so the threading rule holds trivially there. The
 * declarations are written out rather than included, so the Swift modules compile for the
 * freestanding wasm32 target without a C library's headers; wasi-libc provides the
 * definitions at link time.
 */
#ifndef TC_PLATFORM_H
#define TC_PLATFORM_H

#if defined(__wasm__)
#include <stddef.h>

typedef struct { int unused; } pthread_mutex_t;
typedef struct { int unused; } pthread_mutexattr_t;
typedef unsigned long pthread_t;

static inline int pthread_mutex_init(pthread_mutex_t *m, const pthread_mutexattr_t *a) {
    (void)m; (void)a; return 0;
}
static inline int pthread_mutex_lock(pthread_mutex_t *m) { (void)m; return 0; }
static inline int pthread_mutex_unlock(pthread_mutex_t *m) { (void)m; return 0; }
static inline pthread_t pthread_self(void) { return 1; }
size_t strlen(const char *s);
#else
#include <pthread.h>
#include <string.h>
#endif

#endif

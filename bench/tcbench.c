/*
 * tcbench.c — TouchChain benchmark harness (issue 6).
 *
 * Calls the engine through its public C ABI (include/touchchain.h, libtouchchain.so) and,
 * for the hit-test workloads, the class-based Swift baseline (bench/baseline.swift,
 * libtcbaseline.so, dlopen'ed) on the same trees and the same points. Every workload checks
 * its answers against values computed here, independently of both implementations; a wrong
 * answer is counted, reported and makes the run fail (exit status 1).
 *
 * Output: one JSON object per line (--json FILE, default stdout) and a human progress line
 * per measurement on stderr. bench/summarize.py turns the JSON lines into the summary table.
 *
 * Modes:
 *   tcbench [--json FILE] [--reps N] [--min-ms MS] [--quick] [--no-sweep] [--only SUBSTR]
 *   tcbench --callgrind [--only SUBSTR]   fixed small iteration counts; each workload's timed
 *        loop is bracketed by CALLGRIND_TOGGLE_COLLECT and followed by
 *        CALLGRIND_DUMP_STATS_AT("<workload>:ops=<n>"): run under
 *        valgrind --tool=callgrind --collect-atstart=no (bench/Makefile: make -C bench callgrind)
 *
 * Allocation counts need bench/malloc_count.c preloaded (LD_PRELOAD); without it they are
 * reported as null.
 */
#define _GNU_SOURCE
#if !defined(__wasi__)
#include <dlfcn.h>
#endif
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#if UINTPTR_MAX > 0xFFFFFFFFu
#define TC_BENCH_MAX_CHILDREN 100000
#else
#define TC_BENCH_MAX_CHILDREN 60000 /* a wasm32 scene holds 65,535 views */
#endif

#if defined(__wasi__)
/* WebAssembly under Node's WASI (bench/run-wasm.mjs): no valgrind, no dlopen, no /proc. */
#define CALLGRIND_TOGGLE_COLLECT
#define CALLGRIND_DUMP_STATS_AT(name) ((void)(name))
#else
#include <valgrind/callgrind.h>
#endif

#include "touchchain.h"

/* ------------------------------------------------------------------------------------ */
/* Options, output                                                                        */
/* ------------------------------------------------------------------------------------ */

static int opt_reps = 9;
static double opt_min_ms = 25.0; /* minimum duration of one repetition */
static int opt_sweep = 1;
static int opt_callgrind = 0;
/* Set while callgrind collects a measured body (`measure`): a body may leave setup work out. */
static int cg_collecting = 0;
static const char *opt_only = NULL;
static FILE *json_out;
static int total_errors = 0;

static int selected(const char *name) { return !opt_only || strstr(name, opt_only) != NULL; }

static void die(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "tcbench: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    va_end(ap);
    exit(2);
}

#define TC(call)                                                                          \
    do {                                                                                  \
        int32_t st_ = (call);                                                             \
        if (st_ != TC_OK) die("%s failed: %s (%s)", #call, tc_status_string(st_),         \
                              tc_scene_last_error(g_scene));                              \
    } while (0)

static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/* Deterministic RNG (xorshift64*): the same trees and points for engine and baseline and
 * from run to run. */
static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static void rng_seed(uint64_t s) { rng_state = s ? s : 1; }
static uint64_t rng_next(void) {
    uint64_t x = rng_state;
    x ^= x >> 12; x ^= x << 25; x ^= x >> 27;
    rng_state = x;
    return x * 0x2545F4914F6CDD1Dull;
}
static double rng_unit(void) { return (double)(rng_next() >> 11) * (1.0 / 9007199254740992.0); }
static double rng_range(double lo, double hi) { return lo + (hi - lo) * rng_unit(); }
static int rng_int(int n) { return (int)(rng_next() % (uint64_t)n); }

/* ---- allocation counter (bench/malloc_count.c) ---- */
typedef struct { uint64_t calls, frees; int64_t live_bytes; uint64_t total_bytes; } alloc_stats;
static alloc_stats *(*alloc_stats_fn)(void);
static alloc_stats alloc_snapshot(void) {
    alloc_stats z = {0, 0, 0, 0};
    return alloc_stats_fn ? *alloc_stats_fn() : z;
}

static long rss_bytes(void) {
#if defined(__wasi__)
    return 0; /* no /proc: memory per view is not measured under WebAssembly */
#else
    FILE *f = fopen("/proc/self/statm", "r");
    long pages = 0, resident = 0;
    if (f) { if (fscanf(f, "%ld %ld", &pages, &resident) != 2) resident = 0; fclose(f); }
    return resident * sysconf(_SC_PAGESIZE);
#endif
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* ------------------------------------------------------------------------------------ */
/* Measurement                                                                            */
/* ------------------------------------------------------------------------------------ */

/* A workload body: runs `iters` iterations, each `ops_per_iter` operations; returns the
 * number of wrong answers seen. */
typedef long (*body_fn)(void *ctx, long iters);

typedef struct result {
    double median, min;    /* ns per op */
    long ops_per_rep;
    int reps;
    double allocs_per_op;  /* NAN: not measured */
    double alloc_bytes_per_op;
    long checked, errors;
    double cg_ops;         /* callgrind mode: ops in the collected loop */
} result;

static result measure(const char *label, body_fn body, void *ctx, long ops_per_iter,
                      long cg_iters) {
    result r;
    memset(&r, 0, sizeof r);
    r.allocs_per_op = NAN;
    r.alloc_bytes_per_op = NAN;
    if (opt_callgrind) {
        r.errors += body(ctx, cg_iters); /* warm-up: not collected */
        char name[256];
        snprintf(name, sizeof name, "%s:ops=%ld", label, cg_iters * ops_per_iter);
        CALLGRIND_TOGGLE_COLLECT;
        cg_collecting = 1;
        r.errors += body(ctx, cg_iters);
        cg_collecting = 0;
        CALLGRIND_TOGGLE_COLLECT;
        CALLGRIND_DUMP_STATS_AT(name);
        r.checked = 2 * cg_iters * ops_per_iter;
        r.cg_ops = (double)(cg_iters * ops_per_iter);
        r.median = r.min = NAN;
        return r;
    }
    /* Calibrate: double the iteration count until one run takes >= min_ms. */
    long iters = 1;
    for (;;) {
        double t0 = now_ns();
        r.errors += body(ctx, iters);
        r.checked += iters * ops_per_iter;
        double dt = now_ns() - t0;
        if (dt >= opt_min_ms * 1e6 || iters > LONG_MAX / 32) break;
        long next = dt > 0 ? (long)(iters * (opt_min_ms * 1e6 / dt) * 1.15) + 1 : iters * 2;
        if (next > iters * 16) next = iters * 16;
        if (next <= iters) next = iters * 2;
        iters = next;
    }
    double samples[64];
    int reps = opt_reps > 64 ? 64 : opt_reps;
    alloc_stats a0 = alloc_snapshot();
    for (int i = 0; i < reps; i++) {
        double t0 = now_ns();
        r.errors += body(ctx, iters);
        samples[i] = (now_ns() - t0) / (double)(iters * ops_per_iter);
        r.checked += iters * ops_per_iter;
    }
    alloc_stats a1 = alloc_snapshot();
    qsort(samples, (size_t)reps, sizeof(double), cmp_double);
    r.median = reps % 2 ? samples[reps / 2] : 0.5 * (samples[reps / 2 - 1] + samples[reps / 2]);
    r.min = samples[0];
    r.reps = reps;
    r.ops_per_rep = iters * ops_per_iter;
    if (alloc_stats_fn) {
        double ops = (double)reps * (double)(iters * ops_per_iter);
        r.allocs_per_op = (double)(a1.calls - a0.calls) / ops;
        r.alloc_bytes_per_op = (double)(a1.total_bytes - a0.total_bytes) / ops;
    }
    return r;
}

static void json_num(const char *key, double v) {
    if (isnan(v)) fprintf(json_out, ",\"%s\":null", key);
    else fprintf(json_out, ",\"%s\":%.6g", key, v);
}

/* One JSON line. `impl` is "engine" or "baseline". */
static void emit(const char *workload, const char *impl, long param, const char *unit,
                 const result *r, const char *note) {
    fprintf(json_out, "{\"suite\":\"c\",\"workload\":\"%s\",\"impl\":\"%s\",\"param\":%ld,"
                      "\"unit\":\"%s\"", workload, impl, param, unit);
    if (opt_callgrind) {
        fprintf(json_out, ",\"mode\":\"callgrind\"");
        json_num("cg_ops", r->cg_ops);
    } else {
        json_num("median", r->median);
        json_num("min", r->min);
        fprintf(json_out, ",\"reps\":%d,\"ops_per_rep\":%ld", r->reps, r->ops_per_rep);
        json_num("allocs_per_op", r->allocs_per_op);
        json_num("alloc_bytes_per_op", r->alloc_bytes_per_op);
    }
    fprintf(json_out, ",\"checked\":%ld,\"errors\":%ld", r->checked, r->errors);
    if (note) fprintf(json_out, ",\"note\":\"%s\"", note);
    fprintf(json_out, "}\n");
    fflush(json_out);
    if (!opt_callgrind)
    {
        char allocs[32];
        if (isnan(r->allocs_per_op)) snprintf(allocs, sizeof allocs, "n/a");
        else snprintf(allocs, sizeof allocs, "%.3g", r->allocs_per_op);
        fprintf(stderr, "  %-28s %-8s %8ld  median %10.1f ns  min %10.1f ns  allocs/op %s  errors %ld\n",
                workload, impl, param, r->median, r->min, allocs, r->errors);
    }
    else
        fprintf(stderr, "  callgrind %-28s %-8s %8ld  ops %.0f  errors %ld\n", workload, impl,
                param, r->cg_ops, r->errors);
    if (r->errors) {
        fprintf(stderr, "  ** %s/%s/%ld: %ld WRONG ANSWERS **\n", workload, impl, param, r->errors);
        total_errors += (int)(r->errors > 1000000 ? 1000000 : r->errors);
    }
}

/* ------------------------------------------------------------------------------------ */
/* Two implementations behind one small interface                                         */
/* ------------------------------------------------------------------------------------ */

static tc_scene *g_scene;

typedef struct impl {
    const char *name;
    void (*reset)(void);
    void *(*window)(double x, double y, double w, double h);
    void *(*view)(double x, double y, double w, double h);
    void (*add)(void *parent, void *child);
    void (*transform)(void *view, const double t[6]);
    void *(*hit)(void *root, double x, double y);
} impl;

static void eng_reset(void) {
    if (g_scene) TC(tc_scene_destroy(g_scene));
    g_scene = NULL;
    TC(tc_scene_create(NULL, &g_scene));
}
static void *eng_window(double x, double y, double w, double h) {
    tc_view *v; TC(tc_window_create(g_scene, x, y, w, h, &v)); return v;
}
static void *eng_view(double x, double y, double w, double h) {
    tc_view *v; TC(tc_view_create(g_scene, x, y, w, h, &v)); return v;
}
static void eng_add(void *p, void *c) { TC(tc_view_add_subview((tc_view *)p, (tc_view *)c)); }
static void eng_transform(void *v, const double t[6]) {
    tc_affine a = {t[0], t[1], t[2], t[3], t[4], t[5]};
    TC(tc_view_set_transform((tc_view *)v, &a));
}
static void *eng_hit(void *root, double x, double y) {
    tc_view *out = NULL;
    TC(tc_view_hit_test((tc_view *)root, x, y, &out));
    return out;
}
static const impl ENGINE = {"engine", eng_reset, eng_window, eng_view, eng_add, eng_transform, eng_hit};

static void (*bl_reset)(void);
static void *(*bl_view_create)(double, double, double, double);
static void (*bl_add_subview)(void *, void *);
static void (*bl_set_transform)(void *, const double *);
static void *(*bl_hit_test)(void *, double, double);
static void *bl_window(double x, double y, double w, double h) { return bl_view_create(x, y, w, h); }
static void bl_transform(void *v, const double t[6]) { bl_set_transform(v, t); }
static impl BASELINE;
static int have_baseline = 0;

static void load_baseline(const char *path) {
#if defined(__wasi__)
    fprintf(stderr, "tcbench: no baseline under WebAssembly (%s not loaded)\n", path);
#else
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!h) { fprintf(stderr, "tcbench: baseline not loaded (%s): no baseline figures\n", dlerror()); return; }
    bl_reset = (void (*)(void))dlsym(h, "bl_reset");
    bl_view_create = (void *(*)(double, double, double, double))dlsym(h, "bl_view_create");
    bl_add_subview = (void (*)(void *, void *))dlsym(h, "bl_add_subview");
    bl_set_transform = (void (*)(void *, const double *))dlsym(h, "bl_set_transform");
    bl_hit_test = (void *(*)(void *, double, double))dlsym(h, "bl_hit_test");
    if (!bl_reset || !bl_view_create || !bl_add_subview || !bl_set_transform || !bl_hit_test)
        die("baseline %s lacks a bl_* symbol", path);
    BASELINE = (impl){"baseline", bl_reset, bl_window, bl_view_create, bl_add_subview,
                      bl_transform, bl_hit_test};
    have_baseline = 1;
#endif
}

/* ------------------------------------------------------------------------------------ */
/* Hit-test workloads                                                                     */
/* ------------------------------------------------------------------------------------ */

/* A tree built in both implementations: views[i] is view i; points with the index of the
 * view each must hit (-1: none), computed from the geometry here. */
typedef struct hit_case {
    int nviews;
    void **views;      /* handles of the implementation being measured */
    int npoints;
    double *px, *py;
    int *expect;
    void **expect_h;   /* expected handle per point (views[expect[i]] or NULL) */
    void *root;
} hit_case;

static void case_free(hit_case *c) {
    free(c->views); free(c->px); free(c->py); free(c->expect); free(c->expect_h);
    memset(c, 0, sizeof *c);
}

static void case_bind(hit_case *c) {
    c->root = c->views[0];
    c->expect_h = malloc(sizeof(void *) * (size_t)c->npoints);
    for (int i = 0; i < c->npoints; i++)
        c->expect_h[i] = c->expect[i] < 0 ? NULL : c->views[c->expect[i]];
}

static void case_points(hit_case *c, int n) {
    c->npoints = n;
    c->px = malloc(sizeof(double) * (size_t)n);
    c->py = malloc(sizeof(double) * (size_t)n);
    c->expect = malloc(sizeof(int) * (size_t)n);
}

/* Balanced tree, fanout 10 (a 5 x 2 grid of children in every view), `depth` levels below
 * the window: 1 + 10 + ... + 10^depth views, numbered breadth-first. */
static long pow10l_(int d) { long n = 1; while (d-- > 0) n *= 10; return n; }

static void build_balanced(const impl *im, hit_case *c, int depth, int npoints) {
    long total = 0;
    for (int l = 0; l <= depth; l++) total += pow10l_(l);
    c->nviews = (int)total;
    c->views = malloc(sizeof(void *) * (size_t)total);
    double W = 10.0, H = 40.0;
    for (int l = 0; l < depth; l++) { W *= 5; H *= 2; }
    c->views[0] = im->window(0, 0, W, H);
    long level_off = 0, next_off = 1;
    double w = W, h = H;
    for (int l = 0; l < depth; l++) {
        long n = pow10l_(l);
        double cw = w / 5, ch = h / 2;
        for (long k = 0; k < n; k++) {
            void *parent = c->views[level_off + k];
            for (int i = 0; i < 10; i++) {
                void *v = im->view((i % 5) * cw, (i / 5) * ch, cw, ch);
                im->add(parent, v);
                c->views[next_off + k * 10 + i] = v;
            }
        }
        level_off = next_off;
        next_off += n * 10;
        w = cw; h = ch;
    }
    /* Points: a random leaf, a random spot well inside it. */
    rng_seed(1000 + (uint64_t)depth);
    case_points(c, npoints);
    for (int p = 0; p < npoints; p++) {
        double x = 0, y = 0, cw = W, ch = H;
        long k = 0, off = 0;
        for (int l = 0; l < depth; l++) {
            int i = rng_int(10);
            cw /= 5; ch /= 2;
            x += (i % 5) * cw; y += (i / 5) * ch;
            off += pow10l_(l);
            k = k * 10 + i;
        }
        x += rng_range(0.1, 0.9) * cw;
        y += rng_range(0.1, 0.9) * ch;
        c->px[p] = x; c->py[p] = y;
        c->expect[p] = (int)(off + k);
    }
    case_bind(c);
}

/* A chain: the window, then `n` views each inside the previous one, 1 pt in from every side.
 * Every point is inside the innermost view. */
static void build_chain(const impl *im, hit_case *c, int n, int npoints) {
    double W = 2.0 * n + 2000;
    c->nviews = n + 1;
    c->views = malloc(sizeof(void *) * (size_t)(n + 1));
    c->views[0] = im->window(0, 0, W, W);
    double w = W;
    for (int i = 1; i <= n; i++) {
        c->views[i] = im->view(1, 1, w - 2, w - 2);
        im->add(c->views[i - 1], c->views[i]);
        w -= 2;
    }
    rng_seed(2000 + (uint64_t)n);
    case_points(c, npoints);
    for (int p = 0; p < npoints; p++) {
        c->px[p] = n + rng_range(0.05, 0.95) * w;
        c->py[p] = n + rng_range(0.05, 0.95) * w;
        c->expect[p] = n;
    }
    case_bind(c);
}

/* One view with `n` children, 20 x 20 at random positions (overlapping). Half the points are
 * inside a random child, half anywhere; the answer is the topmost (last added) child that
 * contains the point, else the window, found by a brute-force scan with the engine's own
 * arithmetic (centre/bounds conversion, half-open rectangles). */
static void build_children(const impl *im, hit_case *c, int n, int npoints) {
    const double W = 10000, S = 20;
    c->nviews = n + 1;
    c->views = malloc(sizeof(void *) * (size_t)(n + 1));
    double *cx = malloc(sizeof(double) * (size_t)n), *cy = malloc(sizeof(double) * (size_t)n);
    rng_seed(3000 + (uint64_t)n);
    c->views[0] = im->window(0, 0, W, W);
    for (int i = 0; i < n; i++) {
        cx[i] = floor(rng_range(0, W - S));
        cy[i] = floor(rng_range(0, W - S));
        c->views[i + 1] = im->view(cx[i], cy[i], S, S);
        im->add(c->views[0], c->views[i + 1]);
    }
    case_points(c, npoints);
    for (int p = 0; p < npoints; p++) {
        double x, y;
        if (p % 2 == 0) {
            int k = rng_int(n);
            x = cx[k] + rng_range(0.05, 0.95) * S;
            y = cy[k] + rng_range(0.05, 0.95) * S;
        } else {
            x = rng_range(0, W); y = rng_range(0, W);
        }
        c->px[p] = x; c->py[p] = y;
        int e = 0;
        for (int i = n - 1; i >= 0; i--) {
            double lx = (x - (cx[i] + S / 2)) + S / 2, ly = (y - (cy[i] + S / 2)) + S / 2;
            if (lx >= 0 && lx < S && ly >= 0 && ly < S) { e = i + 1; break; }
        }
        c->expect[p] = e;
    }
    free(cx); free(cy);
    case_bind(c);
}

/* A container rotated 30 degrees and scaled 1.5 inside the window, holding a 10 x 10 grid of
 * 80 x 80 views. Points: a random cell, a random spot well inside it, mapped to window
 * coordinates with the forward transform computed here. */
static void build_rotated(const impl *im, hit_case *c, int npoints) {
    const double ang = M_PI / 6, sc = 1.5;
    const double t[6] = {sc * cos(ang), sc * sin(ang), -sc * sin(ang), sc * cos(ang), 0, 0};
    c->nviews = 2 + 100;
    c->views = malloc(sizeof(void *) * (size_t)c->nviews);
    c->views[0] = im->window(0, 0, 2000, 2000);
    c->views[1] = im->view(500, 500, 800, 800);      /* centre (900, 900), bounds 800 x 800 */
    im->add(c->views[0], c->views[1]);
    im->transform(c->views[1], t);
    for (int i = 0; i < 100; i++) {
        c->views[2 + i] = im->view((i % 10) * 80.0, (i / 10) * 80.0, 80, 80);
        im->add(c->views[1], c->views[2 + i]);
    }
    rng_seed(4000);
    case_points(c, npoints);
    for (int p = 0; p < npoints; p++) {
        int k = rng_int(100);
        double lx = (k % 10) * 80.0 + rng_range(0.1, 0.9) * 80;
        double ly = (k / 10) * 80.0 + rng_range(0.1, 0.9) * 80;
        double qx = lx - 400, qy = ly - 400;
        c->px[p] = 900 + t[0] * qx + t[2] * qy;
        c->py[p] = 900 + t[1] * qx + t[3] * qy;
        c->expect[p] = 2 + k;
    }
    case_bind(c);
}

/* Timed loops: one per implementation, calling the entry point directly. */
static long hit_body_engine(void *ctx, long iters) {
    hit_case *c = ctx;
    long bad = 0;
    tc_view *root = c->root;
    for (long it = 0; it < iters; it++)
        for (int i = 0; i < c->npoints; i++) {
            tc_view *out = NULL;
            int32_t st = tc_view_hit_test(root, c->px[i], c->py[i], &out);
            bad += (st != TC_OK) | ((void *)out != c->expect_h[i]);
        }
    return bad;
}
static long hit_body_baseline(void *ctx, long iters) {
    hit_case *c = ctx;
    long bad = 0;
    void *root = c->root;
    void *(*hit)(void *, double, double) = bl_hit_test;
    for (long it = 0; it < iters; it++)
        for (int i = 0; i < c->npoints; i++)
            bad += hit(root, c->px[i], c->py[i]) != c->expect_h[i];
    return bad;
}

typedef enum { K_BALANCED, K_CHAIN, K_CHILDREN, K_ROTATED } hit_kind;

static void build_case(const impl *im, hit_case *c, hit_kind k, int param, int npoints) {
    switch (k) {
    case K_BALANCED: build_balanced(im, c, param, npoints); break;
    case K_CHAIN: build_chain(im, c, param, npoints); break;
    case K_CHILDREN: build_children(im, c, param, npoints); break;
    case K_ROTATED: build_rotated(im, c, npoints); break;
    }
}

/* Build the same case in each implementation, measure, emit; `param_report` is the number
 * reported (views, depth or children). */
static void run_hit(const char *workload, hit_kind k, int param, long param_report,
                    int with_baseline) {
    if (!selected(workload)) return;
    int npoints = opt_callgrind ? 64 : 1024;
    if (k == K_CHILDREN && !opt_callgrind && param >= 100000) npoints = 512;
    char label[128];
    for (int pass = 0; pass < 2; pass++) {
        const impl *im = pass == 0 ? &ENGINE : &BASELINE;
        if (pass == 1 && (!with_baseline || !have_baseline)) break;
        im->reset();
        hit_case c;
        memset(&c, 0, sizeof c);
        build_case(im, &c, k, param, npoints);
        /* callgrind: enough hit tests for a stable count, few for the slow cases */
        long cg_iters = 16;
        if (pass == 1 && (k == K_CHILDREN && param >= 10000)) cg_iters = 1;
        if (pass == 0 && (k == K_CHILDREN && param >= 10000)) cg_iters = 4;
        snprintf(label, sizeof label, "%s/%s/%ld", workload, im->name, param_report);
        result r = measure(label, pass == 0 ? hit_body_engine : hit_body_baseline, &c,
                           c.npoints, cg_iters);
        emit(workload, im->name, param_report, "ns/hit-test", &r, NULL);
        case_free(&c);
    }
    if (have_baseline) bl_reset();
}

/* ------------------------------------------------------------------------------------ */
/* Touch delivery workloads                                                               */
/* ------------------------------------------------------------------------------------ */

typedef struct touch_ctx {
    tc_view *window, *view;
    long handler_calls, handler_bad;
    long gesture_calls;
    double t, dt;
    long i;
    int mode;          /* 0: wiggle within the slop; 1: keep panning in a circle */
    tc_touch_sample s;
    double last_x, last_y;
    int coalesced;     /* P6: coalesced points per moved sample (0: none) */
    tc_touch_point points[8];
    int estimated;     /* P5: each moved sample's force is an estimate, updated after it */
    tc_touch_update u;
} touch_ctx;

static int32_t on_touches(const tc_responder *who, const tc_touches_event *ev, void *ud) {
    touch_ctx *c = ud;
    c->handler_calls++;
    if (ev->phase != TC_PHASE_BEGAN)
        c->handler_bad += (ev->phase != TC_PHASE_MOVED) | (ev->touch_count != 1) |
                          (ev->hit_view != c->view) | (who->view != c->view);
    return TC_HANDLED;
}

static void on_gesture(tc_recognizer *r, const tc_gesture_details *d, void *ud) {
    (void)r; (void)d;
    ((touch_ctx *)ud)->gesture_calls++;
}

static void next_position(touch_ctx *c, double *x, double *y) {
    long i = c->i++;
    if (c->mode == 0) { /* a square of +-3 pt around (200, 200): inside every slop */
        *x = 200 + (double)(i % 7 - 3);
        *y = 200 + (double)((i * 3) % 7 - 3);
    } else {            /* a circle of radius 60 around (200, 200) */
        double a = (double)(i % 360) * (M_PI / 180);
        *x = 200 + 60 * cos(a);
        *y = 200 + 60 * sin(a);
    }
}

/* One moved sample per frame: push it, dispatch it. */
static long touch_body(void *ctx, long iters) {
    touch_ctx *c = ctx;
    long bad = 0;
    long before = c->handler_calls;
    for (long it = 0; it < iters; it++) {
        double x, y;
        next_position(c, &x, &y);
        /* P6: the points between the previous sample and this one, evenly spaced. */
        for (int k = 0; k < c->coalesced; k++) {
            double f = (double)(k + 1) / (c->coalesced + 1);
            c->points[k].timestamp = c->t + f * c->dt;
            c->points[k].x = c->last_x + f * (x - c->last_x);
            c->points[k].y = c->last_y + f * (y - c->last_y);
        }
        c->t += c->dt;
        c->s.phase = TC_PHASE_MOVED;
        c->s.x = x; c->s.y = y; c->s.timestamp = c->t;
        if (c->estimated) c->s.estimation_update_index = c->i;
        bad += tc_scene_push_touch(g_scene, &c->s) != TC_OK;
        size_t events = 0;
        bad += tc_scene_dispatch(g_scene, &events) != TC_OK;
        bad += events != 1;
        if (c->estimated) { /* P5: the sample's force arrives; the view hears of it */
            c->u.estimation_update_index = c->i;
            c->u.timestamp = c->t;
            c->u.force = (double)(c->i % 5);
            bad += tc_scene_push_touch_update(g_scene, &c->u) != TC_OK;
            bad += tc_scene_dispatch(g_scene, NULL) != TC_OK;
        }
        c->last_x = x; c->last_y = y;
    }
    bad += (c->handler_calls - before) != iters; /* the handler saw every sample */
    bad += c->handler_bad; c->handler_bad = 0;
    return bad;
}

static tc_recognizer *add_recognizer(tc_view *v, int kind, touch_ctx *c, int cancels) {
    tc_recognizer_params p;
    p.size = sizeof p;
    TC(tc_recognizer_params_init(&p, kind));
    if (kind == TC_RECOGNIZER_LONG_PRESS) p.min_duration = 1e12; /* stays possible forever */
    if (kind == TC_RECOGNIZER_TAP) p.tap_duration = 1e12; /* G8: no maximum tap duration */
    p.cancels_touches_in_view = cancels;
    tc_recognizer *r;
    TC(tc_recognizer_create(g_scene, &p, &r));
    TC(tc_recognizer_attach(r, v));
    TC(tc_recognizer_set_action(r, on_gesture, c));
    return r;
}

/* A whole tap: a began and an ended sample, each pushed and dispatched, on a view with a tap,
 * a pan and a long press (the tap recognizes at the lift; the pan and the long press are
 * excluded, G3). Taps are 1 s apart: each is a single tap (T3), and the long press's timer of
 * the previous touch has been superseded. Measures the began and ended paths the moved-sample
 * workloads leave out (timers, collecting recognizers, recognition, failure messages). */
typedef struct {
    touch_ctx *c;
    long taps_before;
} tap_ctx;

static long tap_body(void *ctx, long iters) {
    tap_ctx *tc = ctx;
    touch_ctx *c = tc->c;
    long bad = 0;
    for (long it = 0; it < iters; it++) {
        c->t += 1.0;
        c->s.phase = TC_PHASE_BEGAN; c->s.x = 200; c->s.y = 200; c->s.timestamp = c->t;
        bad += tc_scene_push_touch(g_scene, &c->s) != TC_OK;
        bad += tc_scene_dispatch(g_scene, NULL) != TC_OK;
        c->s.phase = TC_PHASE_ENDED; c->s.x = 201; c->s.timestamp = c->t + 0.05;
        bad += tc_scene_push_touch(g_scene, &c->s) != TC_OK;
        bad += tc_scene_dispatch(g_scene, NULL) != TC_OK;
    }
    /* every tap recognized: one action each (the tap's ENDED) */
    bad += (c->gesture_calls - tc->taps_before) != iters;
    tc->taps_before = c->gesture_calls;
    return bad;
}

static void run_tap(const char *workload) {
    if (!selected(workload)) return;
    eng_reset();
    static touch_ctx c;
    memset(&c, 0, sizeof c);
    c.window = eng_window(0, 0, 400, 400);
    c.view = eng_view(100, 100, 200, 200);
    eng_add(c.window, c.view);
    tc_recognizer_params p;
    int kinds[3] = {TC_RECOGNIZER_TAP, TC_RECOGNIZER_PAN, TC_RECOGNIZER_LONG_PRESS};
    for (int k = 0; k < 3; k++) {
        p.size = sizeof p;
        TC(tc_recognizer_params_init(&p, kinds[k]));
        tc_recognizer *r;
        TC(tc_recognizer_create(g_scene, &p, &r));
        TC(tc_recognizer_attach(r, c.view));
        if (kinds[k] == TC_RECOGNIZER_TAP) TC(tc_recognizer_set_action(r, on_gesture, &c));
    }
    TC_TOUCH_SAMPLE_INIT(&c.s);
    c.s.id = 9;
    static tap_ctx tc;
    tc.c = &c;
    tc.taps_before = 0;
    result r = measure("tap_3_recognizers/engine/3", tap_body, &tc, 1, 1000);
    emit(workload, "engine", 3, "ns/tap", &r,
         "a tap (began + ended, each pushed and dispatched): tap recognized, pan and long press excluded");
    eng_reset();
}

/* variant 0: no recognizers; 1: tap + pan + long press, all possible (moves within the
 * slop); 2: the same three, pan recognized and changing, tap and long press failed (pan with
 * cancels_touches_in_view = 0 so the handler keeps receiving); 3: as 1, each moved sample
 * carrying 4 coalesced points (P6: the recognizers see 5 positions per sample); 4: as 0, a
 * pencil whose every moved sample has an estimated force, updated (pushed and dispatched)
 * right after it (P5: the engine keeps the sample's record, notes the view it reached, and
 * at the update finds it, updates it and walks the view's chain; no responder has an
 * estimated_update callback, whose call — the C glue, a counted responder — is not measured). */
static void run_touch(const char *workload, int variant) {
    if (!selected(workload)) return;
    eng_reset();
    static touch_ctx c;
    memset(&c, 0, sizeof c);
    c.dt = 1.0 / 120;
    c.mode = variant == 2 ? 1 : 0;
    c.coalesced = variant == 3 ? 4 : 0;
    for (int k = 0; k < 8; k++) TC_TOUCH_POINT_INIT(&c.points[k]);
    c.window = eng_window(0, 0, 400, 400);
    c.view = eng_view(100, 100, 200, 200);
    eng_add(c.window, c.view);
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = on_touches;
    cb.user_data = &c;
    TC(tc_view_set_responder(c.view, &cb));
    tc_recognizer *rec[3] = {0, 0, 0};
    if (variant >= 1 && variant <= 3) {
        rec[0] = add_recognizer(c.view, TC_RECOGNIZER_TAP, &c, 1);
        rec[1] = add_recognizer(c.view, TC_RECOGNIZER_PAN, &c, variant == 2 ? 0 : 1);
        rec[2] = add_recognizer(c.view, TC_RECOGNIZER_LONG_PRESS, &c, 1);
    }
    TC_TOUCH_SAMPLE_INIT(&c.s);
    c.s.id = 7; c.s.x = 200; c.s.y = 200; c.s.timestamp = 0;
    if (variant == 4) {
        c.estimated = 1;
        c.s.type = TC_TOUCH_STYLUS;
        TC_TOUCH_UPDATE_INIT(&c.u);
        c.u.id = 7;
        c.u.properties = TC_PROPERTY_FORCE;
    }
    TC(tc_scene_push_touch(g_scene, &c.s));
    TC(tc_scene_dispatch(g_scene, NULL));
    c.last_x = 200; c.last_y = 200;
    if (variant == 4) { c.s.estimated_properties = c.s.expecting_updates = TC_PROPERTY_FORCE; }
    c.s.coalesced = c.coalesced ? c.points : NULL;
    c.s.coalesced_count = (size_t)c.coalesced;
    if (variant == 2) { /* get the pan going */
        for (int i = 0; i < 10; i++) {
            c.t += c.dt; c.s.phase = TC_PHASE_MOVED; c.s.x = 200 + 6 * (i + 1); c.s.timestamp = c.t;
            TC(tc_scene_push_touch(g_scene, &c.s));
            TC(tc_scene_dispatch(g_scene, NULL));
        }
        c.i = 0;
    }
    long gesture_before = c.gesture_calls;
    char label[128];
    snprintf(label, sizeof label, "%s/engine/%d", workload, variant == 0 || variant == 4 ? 0 : 3);
    result r = measure(label, touch_body, &c, 1, 2000);
    /* Independent checks: the touch is where we put it, on our view; states as designed. */
    tc_touch *t;
    TC(tc_scene_find_touch(g_scene, 7, &t));
    tc_touch_info info;
    info.size = sizeof info;
    TC(tc_touch_get_info(t, &info));
    if (info.x != c.last_x || info.y != c.last_y || info.view != c.view || info.phase != TC_PHASE_MOVED) {
        fprintf(stderr, "  %s: touch info wrong: (%g,%g) vs (%g,%g)\n", workload, info.x, info.y, c.last_x, c.last_y);
        r.errors++;
    }
    if (variant >= 1 && variant <= 3) {
        int32_t want[3] = {TC_GESTURE_POSSIBLE, TC_GESTURE_POSSIBLE, TC_GESTURE_POSSIBLE};
        if (variant == 2) { want[0] = TC_GESTURE_FAILED; want[1] = TC_GESTURE_CHANGED; want[2] = TC_GESTURE_FAILED; }
        for (int k = 0; k < 3; k++) {
            int32_t st;
            TC(tc_recognizer_get_state(rec[k], &st));
            if (st != want[k]) {
                fprintf(stderr, "  %s: recognizer %d in state %d, expected %d\n", workload, k, st, want[k]);
                r.errors++;
            }
        }
        long g = c.gesture_calls - gesture_before;
        long want_g = variant == 2 ? (long)(r.checked) : 0; /* one CHANGED per sample */
        if (g != want_g) {
            fprintf(stderr, "  %s: %ld gesture actions, expected %ld\n", workload, g, want_g);
            r.errors++;
        }
    }
    if (c.coalesced && info.coalesced_count != (size_t)c.coalesced + 1) {
        fprintf(stderr, "  %s: coalesced_count %zu, expected %d\n", workload, info.coalesced_count, c.coalesced + 1);
        r.errors++;
    }
    emit(workload, "engine", variant == 0 || variant == 4 ? 0 : 3, "ns/sample", &r,
         variant == 0 ? "push+dispatch, touches handler only"
         : variant == 4 ? "push+dispatch of a pencil sample with an estimated force, then of its update (P5; no update callback)"
         : variant == 1 ? "push+dispatch, tap+pan+long-press possible, handler"
         : variant == 3 ? "push+dispatch of a sample with 4 coalesced points, tap+pan+long-press possible, handler"
                        : "push+dispatch, pan changed (+action), tap/long-press failed, handler");
    eng_reset();
}

/* Batches from C: frames of `fingers` moved samples sharing a timestamp; `frames` frames per
 * tc_scene_push_touches + tc_scene_dispatch. No callbacks. */
typedef struct batch_ctx {
    tc_view *window, *view;
    tc_touch_sample *buf;
    int fingers, frames;
    double t;
    long k;
} batch_ctx;

static long batch_body(void *ctx, long iters) {
    batch_ctx *b = ctx;
    long bad = 0;
    int n = b->fingers * b->frames;
    for (long it = 0; it < iters; it++) {
        for (int f = 0; f < b->frames; f++) {
            b->t += 1.0 / 120;
            for (int g = 0; g < b->fingers; g++) {
                tc_touch_sample *s = &b->buf[f * b->fingers + g];
                s->timestamp = b->t;
                s->x = 20 + g * 30 + (double)((b->k + f) % 5);
            }
        }
        b->k++;
        size_t failed = 0, events = 0;
        bad += tc_scene_push_touches(g_scene, b->buf, (size_t)n, &failed) != TC_OK;
        bad += tc_scene_dispatch(g_scene, &events) != TC_OK;
        bad += events != (size_t)b->frames;
    }
    return bad;
}

static void run_batch(const char *workload, int fingers, int frames) {
    if (!selected(workload)) return;
    eng_reset();
    batch_ctx b;
    memset(&b, 0, sizeof b);
    b.fingers = fingers; b.frames = frames;
    b.window = eng_window(0, 0, 400, 400);
    b.view = eng_view(0, 0, 400, 400);
    eng_add(b.window, b.view);
    TC(tc_view_set_flag(b.view, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    int n = fingers * frames;
    b.buf = calloc((size_t)n, sizeof(tc_touch_sample));
    for (int g = 0; g < fingers; g++) {
        tc_touch_sample s; TC_TOUCH_SAMPLE_INIT(&s);
        s.id = 100 + g; s.x = 20 + g * 30; s.y = 200; s.timestamp = 0;
        TC(tc_scene_push_touch(g_scene, &s));
    }
    TC(tc_scene_dispatch(g_scene, NULL));
    for (int i = 0; i < n; i++) {
        TC_TOUCH_SAMPLE_INIT(&b.buf[i]);
        b.buf[i].phase = TC_PHASE_MOVED;
        b.buf[i].id = 100 + i % fingers;
        b.buf[i].y = 200;
    }
    char label[128];
    snprintf(label, sizeof label, "%s/engine/%d", workload, n);
    result r = measure(label, batch_body, &b, n, 4);
    /* check: every finger is on the view, at its last position */
    for (int g = 0; g < fingers; g++) {
        tc_touch *t; TC(tc_scene_find_touch(g_scene, 100 + g, &t));
        tc_touch_info info; info.size = sizeof info; TC(tc_touch_get_info(t, &info));
        const tc_touch_sample *last = &b.buf[(frames - 1) * fingers + g];
        if (info.x != last->x || info.view != b.view) r.errors++;
    }
    char note[96];
    snprintf(note, sizeof note, "push_touches+dispatch, %d finger(s) x %d frames, no callbacks", fingers, frames);
    emit(workload, "engine", n, "ns/sample", &r, note);
    free(b.buf);
    eng_reset();
}

/* ------------------------------------------------------------------------------------ */
/* Router events                                                                          */
/* ------------------------------------------------------------------------------------ */

typedef struct route_ctx { tc_view *leaf, *window; long calls; } route_ctx;

static int32_t on_route(const tc_responder *who, const char *name, const tc_kv *pairs,
                        size_t n, void *ud) {
    route_ctx *c = ud;
    c->calls++;
    (void)name; (void)pairs; (void)n;
    return who->view == c->window ? TC_HANDLED : TC_PASS;
}

static long route_body(void *ctx, long iters) {
    route_ctx *c = ctx;
    static const tc_kv kv[1] = {{"key", "value"}};
    long bad = 0, before = c->calls;
    for (long i = 0; i < iters; i++) {
        int32_t handled = 0;
        bad += tc_view_send_route(c->leaf, "bench.route", kv, 1, &handled) != TC_OK;
        bad += handled != 1;
    }
    bad += (c->calls - before) != 20 * iters;
    return bad;
}

/* Scroll views (issue 15): a list of 10,000 rows (44 pt each) in a 400 x 800 scroll view.
 *  scroll_drag_10000_rows: one moved sample of a drag that scrolls the list (push + dispatch;
 *    the pan is changed, the offset follows the finger 1:1, did_scroll is sent).
 *  scroll_decel_tick_10000_rows: one 1/60 s tc_scene_advance during a deceleration (one
 *    motion step, did_scroll). The rate is UIKit's normal one (a scroll view keeps only
 *    UIKit's two rates, S4), so a fling decelerates for about three seconds of scene time;
 *    when it stops, the body flings again (counted in `flings`). Under callgrind the
 *    re-flings are not collected (CALLGRIND_TOGGLE_COLLECT around them): the counts are those
 *    of deceleration ticks alone; the timed runs include them. */
typedef struct scroll_ctx {
    tc_view *window, *list;
    tc_touch_sample s;
    double t, y, dir;
    long did_scroll, flings;
} scroll_ctx;

static void on_scroll_event(tc_view *view, tc_scroll_event_info *e, void *user_data) {
    (void)view;
    scroll_ctx *c = user_data;
    if (e->event == TC_SCROLL_DID_SCROLL) c->did_scroll++;
}

static void scroll_setup(scroll_ctx *c, double rate) {
    memset(c, 0, sizeof *c);
    c->window = eng_window(0, 0, 400, 800);
    c->list = eng_view(0, 0, 400, 800);
    eng_add(c->window, c->list);
    for (int i = 0; i < 10000; i++) eng_add(c->list, eng_view(0, 44.0 * i, 400, 44));
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    p.content_w = 400;
    p.content_h = 44.0 * 10000;
    p.deceleration_rate = rate;
    TC(tc_view_set_scroll(c->list, &p));
    TC(tc_view_set_content_offset(c->list, 0, 200000));
    tc_scroll_callbacks cb;
    TC_SCROLL_CALLBACKS_INIT(&cb);
    cb.event = on_scroll_event;
    cb.user_data = c;
    TC(tc_view_set_scroll_callbacks(c->list, &cb));
    TC_TOUCH_SAMPLE_INIT(&c->s);
    c->s.id = 9;
    c->s.x = 200;
}

static void scroll_push(scroll_ctx *c, int32_t phase, double y) {
    c->s.phase = phase;
    c->s.y = y;
    c->s.timestamp = c->t;
    TC(tc_scene_push_touch(g_scene, &c->s));
    TC(tc_scene_dispatch(g_scene, NULL));
}

static long scroll_drag_body(void *ctx, long iters) {
    scroll_ctx *c = ctx;
    long bad = 0;
    for (long i = 0; i < iters; i++) {
        c->t += 1.0 / 120;
        c->y += c->dir;
        if (c->y < 250 || c->y > 550) { c->dir = -c->dir; c->y += 2 * c->dir; }
        double before_y;
        TC(tc_view_get_content_offset(c->list, NULL, &before_y));
        scroll_push(c, TC_PHASE_MOVED, c->y);
        double after_y;
        TC(tc_view_get_content_offset(c->list, NULL, &after_y));
        if (after_y - before_y != -c->dir) bad++; /* 1:1 with the finger (S4) */
    }
    return bad;
}

static void fling(scroll_ctx *c) {
    c->t += 0.05;
    scroll_push(c, TC_PHASE_BEGAN, 700);
    for (int k = 1; k <= 8; k++) { c->t += 1.0 / 120; scroll_push(c, TC_PHASE_MOVED, 700 - 40.0 * k); }
    scroll_push(c, TC_PHASE_ENDED, 700 - 320);
    c->flings++;
}

static long scroll_decel_body(void *ctx, long iters) {
    scroll_ctx *c = ctx;
    long bad = 0;
    for (long i = 0; i < iters; i++) {
        int32_t decelerating = 0;
        TC(tc_view_get_scroll_state(c->list, NULL, &decelerating));
        if (!decelerating) {
            double y;
            TC(tc_view_get_content_offset(c->list, NULL, &y));
            if (y > 400000) TC(tc_view_set_content_offset(c->list, 0, 100000));
            if (cg_collecting) CALLGRIND_TOGGLE_COLLECT;   /* a drag, not a tick: not counted */
            fling(c);
            if (cg_collecting) CALLGRIND_TOGGLE_COLLECT;
        }
        long before = c->did_scroll;
        c->t += 1.0 / 60;
        TC(tc_scene_advance(g_scene, c->t));
        if (c->did_scroll != before + 1) bad++; /* one motion step, one did_scroll (S7) */
    }
    return bad;
}

static void run_scroll(const char *workload, int decel) {
    if (!selected(workload)) return;
    eng_reset();
    static scroll_ctx c;
    scroll_setup(&c, TC_DECELERATION_NORMAL);
    char label[128];
    snprintf(label, sizeof label, "%s/engine/10000", workload);
    result r;
    if (decel) {
        fling(&c);
        r = measure(label, scroll_decel_body, &c, 1, 2000);
    } else {
        c.y = 400;
        c.dir = -1;
        scroll_push(&c, TC_PHASE_BEGAN, c.y);
        for (int k = 0; k < 20; k++) { c.t += 1.0 / 120; c.y -= 2; scroll_push(&c, TC_PHASE_MOVED, c.y); }
        int32_t dragging = 0;
        TC(tc_view_get_scroll_state(c.list, &dragging, NULL));
        if (!dragging) { fprintf(stderr, "  %s: the drag did not begin\n", workload); total_errors++; }
        r = measure(label, scroll_drag_body, &c, 1, 2000);
    }
    char note[160];
    if (decel)
        snprintf(note, sizeof note, "tc_scene_advance(1/60 s) decelerating, did_scroll; %ld flings", c.flings);
    else
        snprintf(note, sizeof note, "push+dispatch, the list follows the finger, did_scroll");
    emit(workload, "engine", 10000, "ns/op", &r, note);
    eng_reset();
}

static void run_route(const char *workload) {
    if (!selected(workload)) return;
    eng_reset();
    static route_ctx c;
    memset(&c, 0, sizeof c);
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.route = on_route;
    cb.user_data = &c;
    c.window = eng_window(0, 0, 400, 400);
    TC(tc_view_set_responder(c.window, &cb));
    tc_view *prev = c.window;
    for (int i = 0; i < 19; i++) { /* 19 views + the window: 20 responders */
        tc_view *v = eng_view(1, 1, 300 - i, 300 - i);
        eng_add(prev, v);
        TC(tc_view_set_responder(v, &cb));
        prev = v;
    }
    c.leaf = prev;
    char label[128];
    snprintf(label, sizeof label, "%s/engine/20", workload);
    result r = measure(label, route_body, &c, 1, 2000);
    emit(workload, "engine", 20, "ns/event", &r, "tc_view_send_route, 20 responders, 1 pair");
    eng_reset();
}

/* ------------------------------------------------------------------------------------ */
/* Memory per view                                                                        */
/* ------------------------------------------------------------------------------------ */

static void run_memory(const impl *im, int n) {
    if (!selected("memory_per_view")) return;
    im->reset();
    void *w = im->window(0, 0, 1000, 1000);
    void **vs = malloc(sizeof(void *) * (size_t)n); /* allocated before the snapshot */
    alloc_stats a0 = alloc_snapshot();
    long rss0 = rss_bytes();
    for (int i = 0; i < n; i++) {
        vs[i] = im->view((i % 1000) * 1.0, (i / 1000) * 1.0, 10, 10);
        im->add(w, vs[i]);
    }
    long rss1 = rss_bytes();
    alloc_stats a1 = alloc_snapshot();
    /* check: the last view is there */
    void *h = im->hit(w, (double)((n - 1) % 1000) + 0.5, (double)((n - 1) / 1000) + 0.5);
    long errors = h != vs[n - 1];
    /* The first hit test builds what hit-testing keeps (the engine's child index over the
     * window's 100,000 children): counted apart, after it. */
    alloc_stats a2 = alloc_snapshot();
    double heap = alloc_stats_fn ? (double)(a1.live_bytes - a0.live_bytes) / n : NAN;
    double heap_hit = alloc_stats_fn ? (double)(a2.live_bytes - a0.live_bytes) / n : NAN;
    double rss = (double)(rss1 - rss0) / n;
    fprintf(json_out, "{\"suite\":\"c\",\"workload\":\"memory_per_view\",\"impl\":\"%s\",\"param\":%d,"
                      "\"unit\":\"bytes/view\"", im->name, n);
    json_num("heap_bytes_per_view", heap);
    json_num("heap_bytes_per_view_after_hit", heap_hit);
    json_num("rss_bytes_per_view", rss);
    json_num("allocs_per_view", alloc_stats_fn ? (double)(a1.calls - a0.calls) / n : NAN);
    fprintf(json_out, ",\"checked\":1,\"errors\":%ld,\"note\":\"%d views created and added to one window\"}\n",
            errors, n);
    fflush(json_out);
    fprintf(stderr, "  %-28s %-8s %8d  heap %.1f B/view (%.1f after a hit test)  rss %.1f B/view  allocs/view %.2f\n",
            "memory_per_view", im->name, n, heap, heap_hit, rss,
            alloc_stats_fn ? (double)(a1.calls - a0.calls) / n : NAN);
    total_errors += (int)errors;
    free(vs);
    im->reset();
}

/* ------------------------------------------------------------------------------------ */

int main(int argc, char **argv) {
    const char *json_path = NULL;
    const char *baseline_path = getenv("TCBENCH_BASELINE");
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--json") && i + 1 < argc) json_path = argv[++i];
        else if (!strcmp(a, "--reps") && i + 1 < argc) opt_reps = atoi(argv[++i]);
        else if (!strcmp(a, "--min-ms") && i + 1 < argc) opt_min_ms = atof(argv[++i]);
        else if (!strcmp(a, "--only") && i + 1 < argc) opt_only = argv[++i];
        else if (!strcmp(a, "--baseline") && i + 1 < argc) baseline_path = argv[++i];
        else if (!strcmp(a, "--quick")) { opt_reps = 5; opt_min_ms = 8; opt_sweep = 0; }
        else if (!strcmp(a, "--no-sweep")) opt_sweep = 0;
        else if (!strcmp(a, "--callgrind")) { opt_callgrind = 1; opt_sweep = 0; }
        else die("unknown argument %s (see the comment at the top of bench/tcbench.c)", a);
    }
    if (opt_reps < 1) opt_reps = 1;
    json_out = stdout;
    if (json_path && !(json_out = fopen(json_path, "w"))) die("cannot write %s", json_path);
    if (tc_version() != TC_VERSION) die("header/library version mismatch");
#if !defined(__wasi__)
    alloc_stats_fn = (alloc_stats * (*)(void))dlsym(RTLD_DEFAULT, "tcbench_alloc_stats");
#endif
    if (!alloc_stats_fn) fprintf(stderr, "tcbench: malloc_count shim not preloaded: allocation counts not measured\n");
    if (baseline_path) load_baseline(baseline_path);
    fprintf(stderr, "tcbench: libtouchchain %s, %d reps, >= %.0f ms each%s\n", tc_version_string(),
            opt_reps, opt_min_ms, opt_callgrind ? ", callgrind mode" : "");

    /* The workloads, engine and baseline side by side. */
    run_hit("hit_balanced", K_BALANCED, 4, 11111, 1);
    run_hit("hit_chain", K_CHAIN, 1000, 1000, 1);
#if UINTPTR_MAX > 0xFFFFFFFFu
    run_hit("hit_children", K_CHILDREN, 100000, 100000, 1);
#else
    run_hit("hit_children", K_CHILDREN, 60000, 60000, 1); /* a wasm32 scene holds 65,535 views */
#endif
    run_hit("hit_rotated_scaled", K_ROTATED, 0, 102, 1);
    run_touch("moved_no_recognizers", 0);
    run_touch("moved_3_recognizers", 1);
    run_touch("moved_pan_changed", 2);
    run_touch("moved_4_coalesced_3_recognizers", 3);
    run_touch("moved_pencil_estimated_update", 4);
    run_tap("tap_3_recognizers");
    run_route("route_20_responders");
    run_scroll("scroll_drag_10000_rows", 0);
    run_scroll("scroll_decel_tick_10000_rows", 1);
    run_batch("c_batch_1_finger", 1, 1024);
    run_batch("c_batch_10_fingers", 10, 100);
    if (!opt_callgrind && rss_bytes() > 0) {
        run_memory(&ENGINE, 100000);
        if (have_baseline) run_memory(&BASELINE, 100000);
    }
    /* Scaling: cost against tree size. */
    if (opt_sweep) {
        for (int d = 2; d <= 5; d++) run_hit("sweep_balanced", K_BALANCED, d, (long)(pow10l_(d + 1) - 1) / 9, 1);
        for (int n = 100; n <= 100000 && n <= TC_BENCH_MAX_CHILDREN; n *= 10) run_hit("sweep_children", K_CHILDREN, n, n, 1);
        for (int n = 10; n <= 10000; n *= 10) run_hit("sweep_chain", K_CHAIN, n, n, 1);
    }
    if (g_scene) tc_scene_destroy(g_scene);
    if (total_errors) {
        fprintf(stderr, "tcbench: %d WRONG ANSWERS: the figures above do not count\n", total_errors);
        return 1;
    }
    return 0;
}

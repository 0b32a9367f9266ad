/*
 * test_size.c — very deep and very large view trees.
 *
 *   chain    a window over a chain of DEPTH (100,000) nested views: hit test
 *            (must find the deepest view), point conversion both ways
 *            (deepest <-> screen), tc_view_get_window, a touch delivered to
 *            the deepest view and passed up the whole chain to the window's
 *            responder (began + ended), the next-responder walk to the top,
 *            then destruction (the window alone, then the scene with the
 *            detached chain in it);
 *   wide     a scene of WIDE (1,000,000) views: a window, 1,000 containers
 *            of 999 leaves each: hit test, conversion, touch delivery,
 *            destroy;
 *   scaling  building a chain top-down (each new view added under the
 *            deepest one) at 10k / 20k / 40k: the time ratio shows whether
 *            add_subview is O(depth) (quadratic build) or O(1).
 * Each case runs in a fork()ed child (default 8 MB stack), so a stack
 * overflow or a trap is reported as such instead of killing the runner.
 * Every call must return TC_OK and every answer must be right: nothing may
 * fail silently. Timings and VmRSS are printed for docs/ROBUSTNESS-DATA.md.
 *
 *   test_size [--depth N] [--wide N] [--only chain|wide|scaling]
 */
#define _GNU_SOURCE
#include <math.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "touchchain.h"

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static long vmrss_kb(void) {
    FILE *f = fopen("/proc/self/status", "r");
    if (!f) return -1;
    char line[256];
    long kb = -1;
    while (fgets(line, sizeof line, f))
        if (sscanf(line, "VmRSS: %ld kB", &kb) == 1) break;
    fclose(f);
    return kb;
}

#define OK(call)                                                                              \
    do {                                                                                      \
        int32_t rc_ = (call);                                                                 \
        if (rc_ != TC_OK) {                                                                   \
            fprintf(stderr, "  %s:%d: %s -> %d (%s)\n", __FILE__, __LINE__, #call, rc_,       \
                    tc_status_string(rc_));                                                   \
            exit(2);                                                                          \
        }                                                                                     \
    } while (0)
#define EXPECT(cond, ...)                                                                     \
    do {                                                                                      \
        if (!(cond)) {                                                                        \
            fprintf(stderr, "  %s:%d: expected %s: ", __FILE__, __LINE__, #cond);             \
            fprintf(stderr, __VA_ARGS__);                                                     \
            fprintf(stderr, "\n");                                                            \
            exit(3);                                                                          \
        }                                                                                     \
    } while (0)

static double g_t0;
static void step(const char *what) {
    double t = now_s();
    printf("    %-58s %9.3f s  VmRSS %7ld MB\n", what, t - g_t0, vmrss_kb() / 1024);
    fflush(stdout);
    g_t0 = now_s();
}

/* A responder that records what reaches it and passes nothing on. */
typedef struct rec {
    int began, ended, other;
    tc_view *hit_view;
} rec;
static int32_t window_touches(const tc_responder *r, const tc_touches_event *ev, void *ud) {
    (void)r;
    rec *x = ud;
    if (ev->phase == TC_PHASE_BEGAN) x->began++;
    else if (ev->phase == TC_PHASE_ENDED) x->ended++;
    else x->other++;
    x->hit_view = ev->hit_view;
    return TC_HANDLED;
}
static int32_t passing_touches(const tc_responder *r, const tc_touches_event *ev, void *ud) {
    (void)r; (void)ev;
    (*(long *)ud)++;
    return TC_PASS;
}

static void tap(tc_scene *s, double x, double y, double t) {
    tc_touch_sample smp;
    TC_TOUCH_SAMPLE_INIT(&smp);
    smp.id = 1;
    smp.x = x;
    smp.y = y;
    smp.timestamp = t;
    OK(tc_scene_push_touch(s, &smp));
    smp.phase = TC_PHASE_ENDED;
    smp.timestamp = t + 0.05;
    OK(tc_scene_push_touch(s, &smp));
    size_t ev = 0;
    OK(tc_scene_dispatch(s, &ev));
    EXPECT(ev == 2, "2 events dispatched, got %zu", ev);
}

static int case_chain(long depth) {
    printf("  chain: %ld nested views\n", depth);
    g_t0 = now_s();
    tc_scene_config c;
    TC_SCENE_CONFIG_INIT(&c);
    tc_scene *s = NULL;
    OK(tc_scene_create(&c, &s));
    /* bottom-up: the chain so far becomes the child of a new view (add_subview
     * checks the new parent's ancestors for a cycle: it has none yet) */
    tc_view *deepest = NULL, *top = NULL;
    OK(tc_view_create(s, 1, 1, 100, 100, &deepest));
    top = deepest;
    long passes = 0;
    tc_responder_callbacks pass;
    TC_RESPONDER_CALLBACKS_INIT(&pass);
    pass.touches = passing_touches;
    pass.user_data = &passes;
    OK(tc_view_set_responder(deepest, &pass));
    for (long i = 1; i < depth; i++) {
        tc_view *p = NULL;
        OK(tc_view_create(s, 0, 0, 102, 102, &p)); /* child at (1,1): every level shifts by 1 pt ... */
        OK(tc_view_add_subview(p, top));
        if (i % 1000 == 0) OK(tc_view_set_responder(p, &pass));
        top = p;
    }
    /* ... so re-centre: each view's child sits at origin (1,1) of a 102-wide parent */
    tc_view *win = NULL;
    OK(tc_window_create(s, 0, 0, 400, 400, &win));
    OK(tc_view_add_subview(win, top));
    rec wr = {0, 0, 0, NULL};
    tc_responder_callbacks wcb;
    TC_RESPONDER_CALLBACKS_INIT(&wcb);
    wcb.touches = window_touches;
    wcb.user_data = &wr;
    OK(tc_view_set_responder(win, &wcb));
    step("build (bottom-up) + add to a window");

    /* every level has frame origin (0,0) except the deepest (1,1): screen
     * point (50, 50) is inside all of them; the deepest view's own point is
     * (50 - 1, 50 - 1) */
    tc_view *hit = NULL;
    OK(tc_view_hit_test(win, 50, 50, &hit));
    EXPECT(hit == deepest, "hit test finds the deepest view");
    step("hit test (window -> deepest)");
    double x = 0, y = 0;
    OK(tc_view_convert_point(NULL, deepest, 50, 50, &x, &y));
    EXPECT(fabs(x - 49) < 1e-9 && fabs(y - 49) < 1e-9, "screen (50,50) -> deepest (49,49), got (%g,%g)", x, y);
    OK(tc_view_convert_point(deepest, NULL, x, y, &x, &y));
    EXPECT(fabs(x - 50) < 1e-9 && fabs(y - 50) < 1e-9, "and back to (50,50), got (%g,%g)", x, y);
    step("convert point screen <-> deepest, both ways");
    tc_view *w = NULL;
    OK(tc_view_get_window(deepest, &w));
    EXPECT(w == win, "get_window(deepest) is the window");
    step("tc_view_get_window(deepest)");
    tap(s, 50, 50, 1.0);
    EXPECT(wr.began == 1 && wr.ended == 1 && wr.other == 0, "window got began+ended, got %d/%d/%d",
           wr.began, wr.ended, wr.other);
    EXPECT(wr.hit_view == deepest, "the event's hit view is the deepest view");
    long expect_passes = 2 * (1 + (depth - 1) / 1000);
    EXPECT(passes == expect_passes, "%ld responders passed it on, expected %ld", passes, expect_passes);
    step("touch began+ended delivered up the whole chain");
    long hops = 0;
    tc_responder r;
    memset(&r, 0, sizeof r);
    r.kind = TC_RESPONDER_VIEW;
    r.view = deepest;
    while (r.kind == TC_RESPONDER_VIEW && r.view != NULL) {
        tc_view *v = r.view;
        OK(tc_view_next_responder(v, &r));
        hops++;
    }
    EXPECT(hops == depth + 1, "next-responder walk: %ld view hops (expected %ld)", hops, depth + 1);
    step("next-responder walk deepest -> application");
    OK(tc_view_destroy(win));
    tc_view *sup = (tc_view *)1;
    OK(tc_view_get_superview(top, &sup));
    EXPECT(sup == NULL, "top of the chain detached after its window is destroyed");
    step("destroy the window (chain detached)");
    OK(tc_view_destroy(deepest));
    step("destroy the deepest view");
    OK(tc_scene_destroy(s));
    step("destroy the scene (frees the whole chain)");
    return 0;
}

static int case_wide(long n) {
    long per = 1000;
    long containers = n / per;
    printf("  wide: %ld views (a window, %ld containers x %ld leaves)\n", containers * per, containers,
           per - 1);
    g_t0 = now_s();
    long rss0 = vmrss_kb();
    tc_scene *s = NULL;
    OK(tc_scene_create(NULL, &s));
    tc_view *win = NULL;
    OK(tc_window_create(s, 0, 0, 1000, 1000, &win));
    rec wr = {0, 0, 0, NULL};
    tc_responder_callbacks wcb;
    TC_RESPONDER_CALLBACKS_INIT(&wcb);
    wcb.touches = window_touches;
    wcb.user_data = &wr;
    OK(tc_view_set_responder(win, &wcb));
    tc_view *target = NULL;
    long made = 1;
    for (long c = 0; c < containers && made < n; c++) {
        tc_view *box = NULL;
        OK(tc_view_create(s, 0, 0, 1000, 1000, &box));
        OK(tc_view_add_subview(win, box));
        made++;
        for (long i = 0; i < per - 1 && made < n; i++) {
            tc_view *leaf = NULL;
            /* a 1000 x 1000 grid of 1-pt leaves per container, overlapping */
            OK(tc_view_create(s, (double)(i % 40) * 25, (double)(i / 40) * 25, 20, 20, &leaf));
            OK(tc_view_add_subview(box, leaf));
            made++;
            if (c == containers / 2 && i == 500) target = leaf;
        }
    }
    step("build");
    printf("    memory: %.0f bytes per view (VmRSS growth / views)\n",
           (double)(vmrss_kb() - rss0) * 1024.0 / (double)made);
    /* the topmost container is the last one: a point inside one of its leaves */
    tc_view *hit = NULL;
    OK(tc_view_hit_test(win, 10, 10, &hit));
    tc_view *sup = NULL;
    EXPECT(hit != NULL, "a hit");
    OK(tc_view_get_superview(hit, &sup));
    size_t cnt = 0;
    OK(tc_view_get_subview_count(win, &cnt));
    tc_view *last = NULL;
    OK(tc_view_get_subview(win, cnt - 1, &last));
    EXPECT(sup == last, "the hit leaf is in the topmost container");
    step("hit test (topmost container's leaf)");
    OK(tc_view_hit_test(win, 990, 990, &hit));
    EXPECT(hit == last, "a point between leaves hits the topmost container");
    step("hit test (miss every leaf: scans 999 leaves)");
    double x = 0, y = 0;
    OK(tc_view_convert_point(target, NULL, 1, 1, &x, &y));
    step("convert point");
    tap(s, 10, 10, 1.0);
    EXPECT(wr.began == 1 && wr.ended == 1, "window got began+ended (%d/%d)", wr.began, wr.ended);
    step("touch delivery");
    OK(tc_view_destroy(target));
    step("destroy one leaf among 999 siblings");
    OK(tc_scene_destroy(s));
    step("destroy the scene");
    return 0;
}

static int case_scaling(void) {
    printf("  scaling: chains built top-down (add_subview under the deepest view)\n");
    double prev = 0;
    for (long n = 10000; n <= 40000; n *= 2) {
        tc_scene *s = NULL;
        OK(tc_scene_create(NULL, &s));
        tc_view *p = NULL;
        OK(tc_window_create(s, 0, 0, 100, 100, &p));
        double t0 = now_s();
        for (long i = 0; i < n; i++) {
            tc_view *v = NULL;
            OK(tc_view_create(s, 0, 0, 100, 100, &v));
            OK(tc_view_add_subview(p, v));
            p = v;
        }
        double dt = now_s() - t0;
        double t1 = now_s();
        tc_view *hit = NULL;
        OK(tc_view_hit_test(p, 1, 1, &hit));
        double ht = now_s() - t1;
        printf("    %6ld levels: build %.3f s (%.2f us per add)%s%.2fx previous; hit test %.4f s\n", n, dt,
               dt / (double)n * 1e6, prev > 0 ? ", " : "", prev > 0 ? dt / prev : 0.0, ht);
        fflush(stdout);
        prev = dt;
        OK(tc_scene_destroy(s));
    }
    return 0;
}

static int run_child(const char *name, int (*fn)(long), long arg) {
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) _exit(fn(arg));
    int st = 0;
    waitpid(pid, &st, 0);
    if (WIFSIGNALED(st)) {
        printf("  %s: FAILED: killed by signal %d (%s)%s\n", name, WTERMSIG(st), strsignal(WTERMSIG(st)),
               WTERMSIG(st) == SIGSEGV ? " — a stack overflow (recursion) or a bad access" : "");
        return 1;
    }
    if (WEXITSTATUS(st) != 0) {
        printf("  %s: FAILED (exit %d)\n", name, WEXITSTATUS(st));
        return 1;
    }
    printf("  %s: ok\n", name);
    return 0;
}

static int scaling_wrap(long unused) { (void)unused; return case_scaling(); }

int main(int argc, char **argv) {
    long depth = 100000, wide = 1000000;
    const char *only = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--depth") && i + 1 < argc) depth = atol(argv[++i]);
        else if (!strcmp(argv[i], "--wide") && i + 1 < argc) wide = atol(argv[++i]);
        else if (!strcmp(argv[i], "--only") && i + 1 < argc) only = argv[++i];
    }
    int bad = 0;
    if (!only || !strcmp(only, "chain")) bad |= run_child("chain", case_chain, depth);
    if (!only || !strcmp(only, "wide")) bad |= run_child("wide", case_wide, wide);
    if (!only || !strcmp(only, "scaling")) bad |= run_child("scaling", scaling_wrap, 0);
    printf("test_size: %s\n", bad ? "FAILED" : "ok");
    return bad;
}

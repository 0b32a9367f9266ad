/*
 * test_threads.c — scenes driven from several threads at once.
 *
 * Part 1 (the contract: "different scenes are independent and may be driven
 * from different threads concurrently"): N_THREADS workloads, each a full
 * scene (a tree of views, controls, a controller, recognizers of every
 * built-in kind, synthetic taps, drags, pinches and long presses, dispatch,
 * advance, hit tests, conversions, destroy), are first run one after the
 * other on the main thread; the callback log of each (a hash and a count of
 * every responder, recognizer and control callback with its arguments) is
 * the reference. Then N_THREADS threads run the same workloads at the same
 * time, ROUNDS times each (each round creates and destroys its scene, so
 * tc_scene_create / tc_scene_destroy race too), and every round's log must
 * equal its reference.
 *
 * Part 2 (documents the current behaviour; the header says it is a bug):
 * one scene used from two threads at once. Run in a fork()ed child so that
 * a crash cannot take the test runner down; the child's fate and the
 * statuses the engine returned are reported. It passes whatever happens,
 * unless --strict-misuse is given (then the engine must detect the misuse:
 * some call must fail with an error, and the child must not crash).
 *
 *   test_threads [--rounds N] [--no-misuse] [--strict-misuse]
 * Exit 0 on success; 1 with a message on a mismatch.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "touchchain.h"

#define N_THREADS 8

/* ---- per-workload log (thread-confined: passed as user_data) ---- */
typedef struct wlog {
    uint64_t h, n;
    int errors; /* unexpected statuses */
    char first_error[200];
} wlog;

static void log_u64(wlog *l, uint64_t v) {
    for (int k = 0; k < 8; k++) {
        l->h ^= (v >> (8 * k)) & 0xff;
        l->h *= 0x100000001b3ull;
    }
    l->n++;
}
static void log_dbl(wlog *l, double d) {
    uint64_t b;
    memcpy(&b, &d, sizeof b);
    log_u64(l, b);
}

#define CHECK(l, call)                                                                  \
    do {                                                                                \
        int32_t rc_ = (call);                                                           \
        if (rc_ != TC_OK && (l)->errors++ == 0)                                         \
            snprintf((l)->first_error, sizeof (l)->first_error, "%s -> %d (%s)", #call, \
                     rc_, tc_status_string(rc_));                                       \
    } while (0)

typedef struct cbctx {
    wlog *log;
    int tag;
} cbctx;

static int32_t on_touches(const tc_responder *r, const tc_touches_event *ev, void *ud) {
    cbctx *c = ud;
    log_u64(c->log, 100 + (uint64_t)c->tag);
    log_u64(c->log, (uint64_t)r->kind);
    log_u64(c->log, (uint64_t)ev->phase);
    log_dbl(c->log, ev->timestamp);
    log_u64(c->log, ev->touch_count);
    for (size_t i = 0; i < ev->touch_count; i++) {
        tc_touch_info info;
        memset(&info, 0, sizeof info);
        info.size = sizeof info;
        CHECK(c->log, tc_touch_get_info(ev->touches[i], &info));
        log_u64(c->log, (uint64_t)info.id);
        log_dbl(c->log, info.x);
        log_dbl(c->log, info.y);
        log_u64(c->log, (uint64_t)info.tap_count);
        double lx = 0, ly = 0;
        CHECK(c->log, tc_touch_location_in(ev->touches[i], r->view, 0, &lx, &ly));
        log_dbl(c->log, lx);
        log_dbl(c->log, ly);
    }
    return (c->tag % 3 == 0) ? TC_HANDLED : TC_PASS;
}

static void on_gesture(tc_recognizer *rec, const tc_gesture_details *d, void *ud) {
    (void)rec;
    cbctx *c = ud;
    log_u64(c->log, 200 + (uint64_t)c->tag);
    log_u64(c->log, (uint64_t)d->state);
    log_u64(c->log, (uint64_t)d->failure_reason);
    log_u64(c->log, (uint64_t)d->touch_count);
    log_dbl(c->log, d->x);
    log_dbl(c->log, d->y);
    log_dbl(c->log, d->translation_x);
    log_dbl(c->log, d->translation_y);
    log_dbl(c->log, d->velocity_x);
    log_dbl(c->log, d->scale);
    log_dbl(c->log, d->rotation);
    log_u64(c->log, (uint64_t)d->taps);
}

static void on_control(tc_view *v, uint32_t ev, void *ud) {
    (void)v;
    cbctx *c = ud;
    log_u64(c->log, 300 + (uint64_t)c->tag);
    log_u64(c->log, ev);
}

static void on_unhandled(const tc_unhandled_info *info, void *ud) {
    cbctx *c = ud;
    log_u64(c->log, 400);
    log_u64(c->log, (uint64_t)info->type);
    log_u64(c->log, (uint64_t)info->phase);
    log_u64(c->log, info->touch_count);
}

/* ---- deterministic PRNG (xorshift64*) ---- */
static uint64_t rnd(uint64_t *s) {
    *s ^= *s >> 12;
    *s ^= *s << 25;
    *s ^= *s >> 27;
    return *s * 0x2545F4914F6CDD1Dull;
}
static double rndf(uint64_t *s, double lo, double hi) {
    return lo + (hi - lo) * (double)(rnd(s) >> 11) / 9007199254740992.0;
}

#define N_VIEWS 40
#define N_CTX (N_VIEWS + 16)

static void push(wlog *l, tc_scene *s, int32_t phase, int64_t id, double x, double y, double t) {
    tc_touch_sample smp;
    TC_TOUCH_SAMPLE_INIT(&smp);
    smp.phase = phase;
    smp.id = id;
    smp.x = x;
    smp.y = y;
    smp.timestamp = t;
    CHECK(l, tc_scene_push_touch(s, &smp));
}

/* One full workload; everything it logs depends only on `seed`. */
static void workload(uint64_t seed, wlog *l) {
    cbctx ctx[N_CTX];
    for (int i = 0; i < N_CTX; i++) ctx[i] = (cbctx){l, i};
    uint64_t rs = seed * 0x9E3779B97F4A7C15ull + 1;
    tc_scene *s = NULL;
    CHECK(l, tc_scene_create(NULL, &s));
    if (s == NULL) return;
    CHECK(l, tc_scene_set_unhandled_fn(s, on_unhandled, &ctx[N_VIEWS + 1]));
    tc_view *win = NULL;
    CHECK(l, tc_window_create(s, 0, 0, 400, 800, &win));
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = on_touches;

    /* a tree: 8 columns of 4 nested views, plus 8 buttons/sliders */
    tc_view *v[N_VIEWS];
    int nv = 0;
    for (int col = 0; col < 8; col++) {
        tc_view *parent = win;
        for (int d = 0; d < 4; d++) {
            tc_view *x = NULL;
            double inset = 4.0 * d;
            CHECK(l, tc_view_create(s, d == 0 ? 50.0 * col : inset, d == 0 ? 0 : inset,
                                    d == 0 ? 50 : 50 - 2 * inset, d == 0 ? 700 : 700 - 2 * inset, &x));
            CHECK(l, tc_view_add_subview(parent, x));
            CHECK(l, tc_view_set_flag(x, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
            cb.user_data = &ctx[nv];
            CHECK(l, tc_view_set_responder(x, &cb));
            v[nv++] = x;
            parent = x;
        }
    }
    for (int i = 0; i < 8; i++) {
        tc_view *b = NULL;
        CHECK(l, tc_view_create(s, 50.0 * i + 5, 720, 40, 40, &b));
        CHECK(l, tc_view_add_subview(win, b));
        CHECK(l, tc_view_set_control(b, i % 2 ? TC_CONTROL_SLIDER : TC_CONTROL_BUTTON));
        CHECK(l, tc_control_add_target(b, TC_CONTROL_EVENT_ALL, on_control, &ctx[32 + i], NULL));
        v[nv++] = b;
    }
    tc_controller *vc = NULL;
    CHECK(l, tc_controller_create(s, &vc));
    CHECK(l, tc_controller_set_view(vc, v[4]));
    cb.user_data = &ctx[N_VIEWS];
    CHECK(l, tc_controller_set_responder(vc, &cb));

    /* recognizers of every built-in kind on the column roots */
    static const int32_t kinds[] = {TC_RECOGNIZER_TAP, TC_RECOGNIZER_PAN, TC_RECOGNIZER_PINCH,
                                    TC_RECOGNIZER_ROTATION, TC_RECOGNIZER_LONG_PRESS,
                                    TC_RECOGNIZER_SWIPE, TC_RECOGNIZER_EDGE_PAN, TC_RECOGNIZER_TAP};
    tc_recognizer *rec[8];
    for (int i = 0; i < 8; i++) {
        tc_recognizer_params p;
        memset(&p, 0, sizeof p);
        p.size = sizeof p;
        CHECK(l, tc_recognizer_params_init(&p, kinds[i]));
        if (kinds[i] == TC_RECOGNIZER_EDGE_PAN) p.edges = TC_EDGE_LEFT;
        if (i == 7) p.taps_required = 2;
        p.cancels_touches_in_view = (i % 2);
        rec[i] = NULL;
        CHECK(l, tc_recognizer_create(s, &p, &rec[i]));
        CHECK(l, tc_recognizer_set_action(rec[i], on_gesture, &ctx[N_VIEWS + 2 + i]));
        CHECK(l, tc_recognizer_attach(rec[i], v[4 * i]));
    }
    CHECK(l, tc_recognizer_set_simultaneous(rec[2], rec[3], 1));
    CHECK(l, tc_recognizer_require_to_fail(rec[0], rec[7]));

    /* input: taps, drags, pinches, long presses, in random columns */
    double t = 0;
    for (int g = 0; g < 60; g++) {
        int col = (int)(rnd(&rs) % 8);
        double x = 50.0 * col + rndf(&rs, 10, 40), y = rndf(&rs, 20, 680);
        int kind = (int)(rnd(&rs) % 5);
        t += rndf(&rs, 0.05, 0.6);
        if (kind == 0) { /* tap */
            push(l, s, TC_PHASE_BEGAN, 1, x, y, t);
            push(l, s, TC_PHASE_ENDED, 1, x + 1, y, t + 0.05);
            t += 0.05;
        } else if (kind == 1 || kind == 4) { /* drag / long press */
            push(l, s, TC_PHASE_BEGAN, 1, x, y, t);
            int steps = 5 + (int)(rnd(&rs) % 20);
            double dx = kind == 1 ? rndf(&rs, -8, 8) : 0.1, dy = kind == 1 ? rndf(&rs, -8, 8) : 0;
            for (int k = 0; k < steps; k++) {
                t += kind == 1 ? 0.016 : 0.05;
                push(l, s, TC_PHASE_MOVED, 1, x + dx * (k + 1), y + dy * (k + 1), t);
                if (k % 4 == 0) CHECK(l, tc_scene_dispatch(s, NULL));
            }
            t += 0.016;
            push(l, s, TC_PHASE_ENDED, 1, x + dx * steps, y + dy * steps, t);
        } else if (kind == 2) { /* pinch with two touches */
            push(l, s, TC_PHASE_BEGAN, 1, x - 5, y, t);
            push(l, s, TC_PHASE_BEGAN, 2, x + 5, y, t);
            for (int k = 1; k <= 10; k++) {
                t += 0.016;
                push(l, s, TC_PHASE_MOVED, 1, x - 5 - 2 * k, y - k, t);
                push(l, s, TC_PHASE_MOVED, 2, x + 5 + 2 * k, y + k, t);
            }
            t += 0.016;
            push(l, s, TC_PHASE_ENDED, 1, x - 25, y - 10, t);
            push(l, s, TC_PHASE_ENDED, 2, x + 25, y + 10, t);
        } else { /* a control */
            int b = (int)(rnd(&rs) % 8);
            double bx = 50.0 * b + 25;
            push(l, s, TC_PHASE_BEGAN, 1, bx, 740, t);
            push(l, s, TC_PHASE_MOVED, 1, bx + 10, 741, t + 0.02);
            push(l, s, TC_PHASE_ENDED, 1, bx + 12, 741, t + 0.04);
            t += 0.04;
        }
        if (g % 3 == 0) {
            size_t ev = 0;
            CHECK(l, tc_scene_dispatch(s, &ev));
            log_u64(l, ev);
        } else {
            CHECK(l, tc_scene_advance(s, t + 0.01));
            t += 0.01;
        }
        /* queries: hit tests and conversions */
        tc_view *hit = NULL;
        CHECK(l, tc_view_hit_test(win, x, y, &hit));
        int hi = -1;
        for (int i = 0; i < nv; i++)
            if (v[i] == hit) hi = i;
        log_u64(l, (uint64_t)(hi + 1));
        double cx = 0, cy = 0;
        CHECK(l, tc_view_convert_point(NULL, v[4 * col + 3], x, y, &cx, &cy));
        log_dbl(l, cx);
        log_dbl(l, cy);
        /* tree edits: move a column's leaf elsewhere and back */
        if (g % 10 == 9) {
            tc_view *leaf = v[4 * col + 3];
            CHECK(l, tc_view_remove_from_superview(leaf));
            CHECK(l, tc_view_add_subview(v[4 * col + 2], leaf));
        }
    }
    CHECK(l, tc_scene_advance(s, t + 2.0));
    for (int i = 0; i < 8; i++) CHECK(l, tc_recognizer_destroy(rec[i]));
    CHECK(l, tc_controller_destroy(vc));
    CHECK(l, tc_scene_destroy(s));
}

/* ---- part 1 ---- */
typedef struct job {
    int index, rounds;
    wlog expected;
    int mismatches;
    wlog got;
} job;

static void *thread_main(void *arg) {
    job *j = arg;
    for (int r = 0; r < j->rounds; r++) {
        wlog l = {0xcbf29ce484222325ull, 0, 0, ""};
        workload((uint64_t)j->index + 1, &l);
        if (l.h != j->expected.h || l.n != j->expected.n || l.errors != 0) {
            if (j->mismatches++ == 0) j->got = l;
        }
    }
    return NULL;
}

/* ---- part 2: one scene, two threads ---- */
typedef struct misuse {
    tc_scene *s;
    tc_view *win;
    int id_base;
    long ok, errs[32];
} misuse;

static void *misuse_main(void *arg) {
    misuse *m = arg;
    for (int i = 0; i < 20000; i++) {
        int32_t rc;
        tc_touch_sample smp;
        TC_TOUCH_SAMPLE_INIT(&smp);
        smp.id = m->id_base + (i % 4);
        smp.phase = (i / 4) % 2 ? TC_PHASE_ENDED : TC_PHASE_BEGAN;
        smp.x = 10 + i % 100;
        smp.y = 10;
        smp.timestamp = 0;
        rc = tc_scene_push_touch(m->s, &smp);
        if (rc == TC_OK) m->ok++; else m->errs[-rc & 31]++;
        tc_view *v = NULL;
        rc = tc_view_create(m->s, 0, 0, 10, 10, &v);
        if (rc == TC_OK) {
            m->ok++;
            rc = tc_view_add_subview(m->win, v);
            if (rc == TC_OK) m->ok++; else m->errs[-rc & 31]++;
            if (i % 2) {
                rc = tc_view_destroy(v);
                if (rc == TC_OK) m->ok++; else m->errs[-rc & 31]++;
            }
        } else {
            m->errs[-rc & 31]++;
        }
        rc = tc_scene_dispatch(m->s, NULL);
        if (rc == TC_OK) m->ok++; else m->errs[-rc & 31]++;
    }
    return NULL;
}

static int run_misuse_child(void) {
    tc_scene *s = NULL;
    if (tc_scene_create(NULL, &s) != TC_OK) return 10;
    tc_view *win = NULL;
    if (tc_window_create(s, 0, 0, 320, 480, &win) != TC_OK) return 11;
    misuse a = {s, win, 0, 0, {0}}, b = {s, win, 100, 0, {0}};
    pthread_t ta, tb;
    pthread_create(&ta, NULL, misuse_main, &a);
    pthread_create(&tb, NULL, misuse_main, &b);
    pthread_join(ta, NULL);
    pthread_join(tb, NULL);
    long errs = 0;
    printf("  child: %ld + %ld calls succeeded; errors by status:", a.ok, b.ok);
    for (int k = 1; k < 32; k++) {
        if (a.errs[k] + b.errs[k]) printf(" %s=%ld", tc_status_string(-k), a.errs[k] + b.errs[k]);
        errs += a.errs[k] + b.errs[k];
    }
    printf("%s\n", errs ? "" : " none");
    fflush(stdout);
    int32_t rc = tc_scene_destroy(s);
    printf("  child: tc_scene_destroy -> %s\n", tc_status_string(rc));
    fflush(stdout);
    /* exit code: 3 = detected (TC_ERR_STATE refusals, never a misread TC_ERR_REENTRANT);
     * 4 = refused for another reason; 0 = nothing detected */
    long state = a.errs[-TC_ERR_STATE & 31] + b.errs[-TC_ERR_STATE & 31];
    long reentrant = a.errs[-TC_ERR_REENTRANT & 31] + b.errs[-TC_ERR_REENTRANT & 31];
    if (state > 0 && reentrant == 0) return 3;
    return errs ? 4 : 0;
}

int main(int argc, char **argv) {
    int rounds = 12, misuse_on = 1, strict = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--rounds") && i + 1 < argc) rounds = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--no-misuse")) misuse_on = 0;
        else if (!strcmp(argv[i], "--strict-misuse")) strict = 1;
    }
    job jobs[N_THREADS];
    for (int i = 0; i < N_THREADS; i++) {
        memset(&jobs[i], 0, sizeof jobs[i]);
        jobs[i].index = i;
        jobs[i].rounds = rounds;
        jobs[i].expected = (wlog){0xcbf29ce484222325ull, 0, 0, ""};
        workload((uint64_t)i + 1, &jobs[i].expected);
        if (jobs[i].expected.errors) {
            fprintf(stderr, "FAIL: single-threaded workload %d: %d unexpected statuses, first: %s\n", i,
                    jobs[i].expected.errors, jobs[i].expected.first_error);
            return 1;
        }
        printf("workload %d (single-threaded): %llu callbacks logged, hash %016llx\n", i,
               (unsigned long long)jobs[i].expected.n, (unsigned long long)jobs[i].expected.h);
    }
    int distinct = 0;
    for (int i = 0; i < N_THREADS; i++) {
        int same = 0;
        for (int k = 0; k < i; k++) same |= jobs[k].expected.h == jobs[i].expected.h;
        distinct += !same;
    }
    if (distinct != N_THREADS) {
        fprintf(stderr, "FAIL: workloads are not distinct (%d of %d)\n", distinct, N_THREADS);
        return 1;
    }
    pthread_t th[N_THREADS];
    for (int i = 0; i < N_THREADS; i++) pthread_create(&th[i], NULL, thread_main, &jobs[i]);
    for (int i = 0; i < N_THREADS; i++) pthread_join(th[i], NULL);
    int bad = 0;
    for (int i = 0; i < N_THREADS; i++) {
        if (jobs[i].mismatches) {
            bad = 1;
            fprintf(stderr, "FAIL: thread %d: %d of %d rounds differ from the single-threaded log "
                    "(got %llu callbacks, hash %016llx, %d errors%s%s)\n", i, jobs[i].mismatches, rounds,
                    (unsigned long long)jobs[i].got.n, (unsigned long long)jobs[i].got.h, jobs[i].got.errors,
                    jobs[i].got.errors ? ", first: " : "", jobs[i].got.first_error);
        }
    }
    if (bad) return 1;
    printf("%d threads x %d rounds: every scene's callback log equals its single-threaded run\n",
           N_THREADS, rounds);

    if (misuse_on) {
        printf("one scene from two threads at once (documented as a host bug), in a child process:\n");
        fflush(stdout);
        pid_t pid = fork();
        if (pid == 0) _exit(run_misuse_child());
        int st = 0, hung = 0;
        /* a corrupted tree can also make the child loop forever: a watchdog */
        for (int waited = 0;; waited++) {
            if (waitpid(pid, &st, WNOHANG) == pid) break;
            if (waited >= 300) { /* 30 s */
                kill(pid, SIGKILL);
                waitpid(pid, &st, 0);
                hung = 1;
                break;
            }
            usleep(100000);
        }
        int detected = 0, crashed = 0;
        if (hung) {
            crashed = 1;
            printf("  result: the child hung (still running after 30 s: an endless loop over a corrupted "
                   "tree) and was killed\n");
        } else if (WIFSIGNALED(st)) {
            crashed = 1;
            printf("  result: the child died with signal %d (%s): no detection, memory unsafety\n",
                   WTERMSIG(st), strsignal(WTERMSIG(st)));
        } else if (WEXITSTATUS(st) == 3) {
            detected = 1;
            printf("  result: the child ran to the end; the other thread's calls were refused with\n"
                   "          TC_ERR_STATE (the per-call owner check) and nothing was corrupted\n");
        } else if (WEXITSTATUS(st) == 4) {
            printf("  result: the child ran to the end, but calls were refused without TC_ERR_STATE\n"
                   "          (TC_ERR_REENTRANT: the other thread's dispatch mistaken for a callback)\n");
        } else if (WEXITSTATUS(st) == 0) {
            printf("  result: the child ran to the end and nothing was detected (every call succeeded)\n");
        } else {
            printf("  result: the child exited with status %d\n", WEXITSTATUS(st));
        }
        if (strict && (crashed || !detected)) {
            fprintf(stderr, "FAIL (--strict-misuse): concurrent use of one scene was not detected\n");
            return 1;
        }
    }
    return 0;
}

/*
 * soak.c — millions of real touch samples through one scene; memory must stay
 * flat.
 *
 * The recordings in TRACES_DIR (Tests/data/traces, *.json: flat JSON,
 * the format Tests/c/test_traces.c reads) are looped, each pass shifted in
 * time, into one scene: a window, a full-size view (multiple touch on, a
 * responder that counts), a nested view, a button, and a tap, a double tap,
 * a pan, a pinch, a rotation, a long press and a swipe recognizer with
 * actions. Samples sharing a timestamp are dispatched together; the clock
 * is advanced between files (timers fire). Every push and dispatch must
 * return TC_OK.
 *
 * VmRSS (/proc/self/status) is read after a warm-up (WARMUP samples) and
 * then every REPORT samples; the test fails if the final VmRSS exceeds the
 * warm-up value by more than the tolerance (default 2 MB + 2 %).
 *
 *   soak TRACES_DIR [--samples N] [--warmup N] [--tolerance-kb K]
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "touchchain.h"

typedef struct smp {
    int64_t id;
    int32_t phase;
    double x, y, t;
} smp;

typedef struct trace {
    char name[128];
    double w, h, duration;
    size_t n;
    smp *s;
} trace;

static char *slurp(const char *path) {
    FILE *fp = fopen(path, "rb");
    if (!fp) return NULL;
    fseek(fp, 0, SEEK_END);
    long sz = ftell(fp);
    fseek(fp, 0, SEEK_SET);
    char *buf = malloc((size_t)sz + 1);
    size_t got = fread(buf, 1, (size_t)sz, fp);
    fclose(fp);
    buf[got] = 0;
    return buf;
}

static const char *ws(const char *p) {
    while (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t') p++;
    return p;
}
static const char *key(const char *p, const char *k) {
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\"", k);
    const char *q = strstr(p, pat);
    if (!q) return NULL;
    q = ws(q + strlen(pat));
    return *q == ':' ? ws(q + 1) : NULL;
}
static int num(const char **pp, double *out) {
    char *end;
    errno = 0;
    double v = strtod(*pp, &end);
    if (end == *pp || errno) return 0;
    *out = v;
    *pp = end;
    return 1;
}
static int axis(const char *json, const char *a, double *mn, double *mx) {
    const char *ax = key(json, "axes");
    if (!ax) return 0;
    const char *k = key(ax, a);
    if (!k) return 0;
    const char *v = key(k, "min");
    if (!v || !num(&v, mn)) return 0;
    v = key(k, "max");
    return v && num(&v, mx);
}
static int32_t phase_of(const char *s, size_t n) {
    if (n == 5 && !strncmp(s, "began", 5)) return TC_PHASE_BEGAN;
    if (n == 5 && !strncmp(s, "moved", 5)) return TC_PHASE_MOVED;
    if (n == 5 && !strncmp(s, "ended", 5)) return TC_PHASE_ENDED;
    if (n == 9 && !strncmp(s, "cancelled", 9)) return TC_PHASE_CANCELLED;
    if (n == 10 && !strncmp(s, "stationary", 10)) return TC_PHASE_STATIONARY;
    return 0;
}

/* Returns 0 on a parse problem (reported). */
static int load(const char *dir, const char *file, trace *tr) {
    memset(tr, 0, sizeof *tr);
    snprintf(tr->name, sizeof tr->name, "%s", file);
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    char *json = slurp(path);
    if (!json) { fprintf(stderr, "soak: cannot read %s\n", path); return 0; }
    double x0, x1, y0, y1;
    if (!axis(json, "x", &x0, &x1) || !axis(json, "y", &y0, &y1)) {
        fprintf(stderr, "soak: %s: no axes\n", file);
        free(json);
        return 0;
    }
    tr->w = x1 - x0 + 1;
    tr->h = y1 - y0 + 1;
    const char *p = key(json, "samples");
    if (!p || *p != '[') { free(json); return 0; }
    p = ws(p + 1);
    size_t cap = 1024;
    tr->s = malloc(cap * sizeof *tr->s);
    while (*p == '{') {
        smp s = {0, 0, NAN, NAN, NAN};
        p = ws(p + 1);
        while (*p && *p != '}') {
            if (*p != '"') { free(json); return 0; }
            const char *k = p + 1, *ke = strchr(k, '"');
            if (!ke) { free(json); return 0; }
            p = ws(ke + 1);
            if (*p != ':') { free(json); return 0; }
            p = ws(p + 1);
            size_t kl = (size_t)(ke - k);
            if (*p == '"') {
                const char *v = p + 1, *ve = strchr(v, '"');
                if (!ve) { free(json); return 0; }
                if (kl == 5 && !strncmp(k, "phase", 5)) s.phase = phase_of(v, (size_t)(ve - v));
                p = ws(ve + 1);
            } else {
                double v = 0;
                if (!num(&p, &v)) { free(json); return 0; }
                if (kl == 2 && !strncmp(k, "id", 2)) s.id = (int64_t)v;
                else if (kl == 1 && *k == 'x') s.x = v;
                else if (kl == 1 && *k == 'y') s.y = v;
                else if (kl == 1 && *k == 't') s.t = v;
            }
            p = ws(p);
            if (*p == ',') p = ws(p + 1);
        }
        p = ws(p + 1);
        if (*p == ',') p = ws(p + 1);
        if (!s.phase || isnan(s.x) || isnan(s.y) || isnan(s.t)) {
            fprintf(stderr, "soak: %s: sample %zu incomplete\n", file, tr->n);
            free(json);
            return 0;
        }
        if (tr->n == cap) tr->s = realloc(tr->s, (cap *= 2) * sizeof *tr->s);
        if (s.x + 1 > tr->w) tr->w = s.x + 1;
        if (s.y + 1 > tr->h) tr->h = s.y + 1;
        tr->s[tr->n++] = s;
    }
    free(json);
    tr->duration = tr->n ? tr->s[tr->n - 1].t : 0;
    return tr->n > 0;
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

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static long g_touch_calls, g_actions, g_recognized, g_control_events;
static int32_t on_touches(const tc_responder *r, const tc_touches_event *ev, void *ud) {
    (void)r; (void)ev; (void)ud;
    g_touch_calls++;
    return TC_HANDLED;
}
static void on_action(tc_recognizer *r, const tc_gesture_details *d, void *ud) {
    (void)r; (void)ud;
    g_actions++;
    if (d->state == TC_GESTURE_ENDED || d->state == TC_GESTURE_BEGAN) g_recognized++;
}
static void on_control(tc_view *v, uint32_t ev, void *ud) {
    (void)v; (void)ev; (void)ud;
    g_control_events++;
}

#define DIE(...) do { fprintf(stderr, "soak: FAIL: " __VA_ARGS__); fprintf(stderr, "\n"); exit(1); } while (0)
#define OK(call) do { int32_t rc_ = (call); if (rc_ != TC_OK) DIE("%s -> %s (%s)", #call, tc_status_string(rc_), tc_scene_last_error(s)); } while (0)

static int cmp_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: soak TRACES_DIR [--samples N] [--warmup N] [--tolerance-kb K]\n");
        return 2;
    }
    const char *dir = argv[1];
    long total = 10000000, warmup = 0, tol_kb = -1;
    for (int i = 2; i < argc; i++) {
        if (!strcmp(argv[i], "--samples") && i + 1 < argc) total = atol(argv[++i]);
        else if (!strcmp(argv[i], "--warmup") && i + 1 < argc) warmup = atol(argv[++i]);
        else if (!strcmp(argv[i], "--tolerance-kb") && i + 1 < argc) tol_kb = atol(argv[++i]);
    }
    if (warmup <= 0) warmup = total / 10 < 200000 ? total / 10 : 200000;

    DIR *d = opendir(dir);
    if (!d) DIE("cannot open %s", dir);
    char *names[256];
    size_t nn = 0;
    struct dirent *e;
    while ((e = readdir(d)) && nn < 256) {
        size_t l = strlen(e->d_name);
        if (l > 5 && !strcmp(e->d_name + l - 5, ".json")) names[nn++] = strdup(e->d_name);
    }
    closedir(d);
    qsort(names, nn, sizeof *names, cmp_name);
    trace tr[256];
    size_t nt = 0, per_pass = 0;
    double W = 0, H = 0;
    for (size_t i = 0; i < nn; i++) {
        if (load(dir, names[i], &tr[nt])) {
            per_pass += tr[nt].n;
            if (tr[nt].w > W) W = tr[nt].w;
            if (tr[nt].h > H) H = tr[nt].h;
            nt++;
        }
        free(names[i]);
    }
    if (nt == 0) DIE("no traces in %s", dir);
    printf("soak: %zu recordings, %zu samples per pass, window %.0f x %.0f; %ld samples, warm-up %ld\n", nt,
           per_pass, W, H, total, warmup);

    tc_scene *s = NULL;
    if (tc_scene_create(NULL, &s) != TC_OK) DIE("tc_scene_create");
    tc_view *win = NULL, *v = NULL, *inner = NULL, *button = NULL;
    OK(tc_window_create(s, 0, 0, W, H, &win));
    OK(tc_view_create(s, 0, 0, W, H, &v));
    OK(tc_view_add_subview(win, v));
    OK(tc_view_set_flag(v, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    /* the recordings use 0..800 x 0..480 (most) up to 0..32767: a nested view and
     * a button in the area every recording covers */
    OK(tc_view_create(s, 0, 0, 400, 240, &inner));
    OK(tc_view_add_subview(v, inner));
    OK(tc_view_set_flag(inner, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    OK(tc_view_create(s, 420, 250, 200, 150, &button));
    OK(tc_view_add_subview(v, button));
    OK(tc_view_set_control(button, TC_CONTROL_BUTTON));
    OK(tc_control_add_target(button, TC_CONTROL_EVENT_ALL, on_control, NULL, NULL));
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = on_touches;
    OK(tc_view_set_responder(v, &cb));
    OK(tc_view_set_responder(inner, &cb));
    static const int32_t kinds[] = {TC_RECOGNIZER_TAP, TC_RECOGNIZER_TAP, TC_RECOGNIZER_PAN,
                                    TC_RECOGNIZER_PINCH, TC_RECOGNIZER_ROTATION, TC_RECOGNIZER_LONG_PRESS,
                                    TC_RECOGNIZER_SWIPE};
    tc_recognizer *rec[7];
    for (int i = 0; i < 7; i++) {
        tc_recognizer_params p;
        memset(&p, 0, sizeof p);
        p.size = sizeof p;
        OK(tc_recognizer_params_init(&p, kinds[i]));
        if (i == 1) p.taps_required = 2;
        OK(tc_recognizer_create(s, &p, &rec[i]));
        OK(tc_recognizer_set_action(rec[i], on_action, NULL));
        OK(tc_recognizer_attach(rec[i], i < 3 ? v : inner));
    }
    OK(tc_recognizer_require_to_fail(rec[0], rec[1]));
    OK(tc_recognizer_set_simultaneous(rec[3], rec[4], 1));

    long pushed = 0, events = 0, rss_warm = -1, rss_min = -1, rss_max = -1;
    long report = total / 10 > 0 ? total / 10 : 1;
    double base = 0, t0 = now_s(), t_warm = 0;
    int64_t id_base = 0;
    while (pushed < total) {
        for (size_t k = 0; k < nt && pushed < total; k++) {
            const trace *x = &tr[k];
            for (size_t i = 0; i < x->n; i++) {
                tc_touch_sample smp;
                TC_TOUCH_SAMPLE_INIT(&smp);
                smp.phase = x->s[i].phase;
                smp.id = id_base + x->s[i].id; /* fresh ids each pass */
                smp.x = x->s[i].x;
                smp.y = x->s[i].y;
                smp.timestamp = base + x->s[i].t;
                OK(tc_scene_push_touch(s, &smp));
                pushed++;
                if (i + 1 == x->n || x->s[i + 1].t != x->s[i].t) {
                    size_t ev = 0;
                    OK(tc_scene_dispatch(s, &ev));
                    events += (long)ev;
                }
                if (pushed == warmup) {
                    rss_warm = vmrss_kb();
                    rss_min = rss_max = rss_warm;
                    t_warm = now_s();
                    printf("  %10ld samples: VmRSS %ld kB (after warm-up)\n", pushed, rss_warm);
                    fflush(stdout);
                } else if (pushed > warmup && pushed % report == 0) {
                    long r = vmrss_kb();
                    if (r < rss_min) rss_min = r;
                    if (r > rss_max) rss_max = r;
                    printf("  %10ld samples: VmRSS %ld kB, %.0f samples/s\n", pushed, r,
                           (double)(pushed - warmup) / (now_s() - t_warm));
                    fflush(stdout);
                }
            }
            /* the rest of the recording's touches, if cut short, end here */
            size_t live = 0;
            OK(tc_scene_touch_count(s, &live));
            base += x->duration + 1.0;
            OK(tc_scene_advance(s, base));
            id_base += 1000;
            if (live != 0) {
                /* a recording that leaves touches open: cancel them */
                for (size_t i = 0; i < x->n; i++) {
                    tc_touch *t = NULL;
                    if (tc_scene_find_touch(s, id_base - 1000 + x->s[i].id, &t) == TC_OK) {
                        tc_touch_sample smp;
                        TC_TOUCH_SAMPLE_INIT(&smp);
                        smp.phase = TC_PHASE_CANCELLED;
                        smp.id = id_base - 1000 + x->s[i].id;
                        smp.timestamp = base;
                        OK(tc_scene_push_touch(s, &smp));
                        OK(tc_scene_dispatch(s, NULL));
                    }
                }
            }
        }
    }
    double secs = now_s() - t0;
    long rss_end = vmrss_kb();
    size_t live = 0;
    OK(tc_scene_touch_count(s, &live));
    printf("soak: %ld samples, %ld events in %.1f s (%.0f samples/s); touches callbacks %ld, "
           "recognizer actions %ld (%ld recognitions), control events %ld; live touches at the end %zu\n",
           pushed, events, secs, (double)pushed / secs, g_touch_calls, g_actions, g_recognized,
           g_control_events, live);
    if (rss_warm < 0) rss_warm = rss_end;
    long limit = tol_kb >= 0 ? tol_kb : 2048 + rss_warm / 50;
    printf("soak: VmRSS after warm-up %ld kB, at the end %ld kB (growth %+ld kB; min %ld, max %ld; "
           "allowed +%ld kB)\n", rss_warm, rss_end, rss_end - rss_warm, rss_min, rss_max, limit);
    if (g_touch_calls == 0 || g_recognized == 0) DIE("nothing was delivered or recognized");
    if (rss_end - rss_warm > limit) DIE("memory grew by %ld kB over the soak", rss_end - rss_warm);
    if (tc_scene_destroy(s) != TC_OK) DIE("tc_scene_destroy");
    for (size_t k = 0; k < nt; k++) free(tr[k].s);
    printf("soak: ok\n");
    return 0;
}

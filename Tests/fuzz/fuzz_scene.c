/*
 * fuzz_scene.c — libFuzzer target for the scene-file path: a small binary
 * scene format (a view tree, recognizers, controls and a touch trace) parsed
 * into the API and replayed.
 *
 * (bindings/python/touchchain/replay.py, a JSON scene loader, did not exist
 * when this was written, so this is the C variant of the target.)
 *
 * Format "TCS1" (little endian, f32 numbers so that NaN/inf/huge reach the
 * engine):
 *   magic "TCS1"
 *   u8  window count (1..4, taken modulo)      per window: f32 x y w h
 *   u8  view count (0..255)                    per view:
 *       u8 parent (index into windows + views so far; >= that: detached)
 *       f32 x y w h, f32 alpha
 *       u8 flags: 1 hidden, 2 interaction off, 4 multiple touch, 8 exclusive,
 *                 16 handles touches (responder returns HANDLED), 32 transform,
 *                 64 control (kind = next u8 % 8), 128 hit insets (4 f32)
 *       [f32 a b c d tx ty if flag 32] [u8 kind if 64] [f32 x4 if 128]
 *   u8  recognizer count (0..32)               per recognizer:
 *       u8 kind (1..8 valid), u8 view index, u8 flags (1 cancels touches,
 *       2 delays began, 4 delays ended off, 8 simultaneous with previous,
 *       16 requires previous to fail, 32 disabled), f32 p1, f32 p2
 *       (p1: taps / min duration / slop / distance by kind; p2: touches / movement)
 *   rest: samples, 12 bytes each:
 *       u8 phase (1..5 valid), u8 id, u8 window index, u8 flags
 *       (1 dispatch after, 2 advance instead, 4 push as batch with the next),
 *       f32 x, f32 y  (the timestamp grows by (flags >> 4) * 4 ms)
 *   end: advance by 1 s, destroy.
 *
 * Oracle: the whole scene is built and replayed twice in two scenes; the
 * callback logs (responder touches, recognizer actions, control events)
 * must be identical (the engine is deterministic), and every scene must be
 * destroyable at the end.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "touchchain.h"

typedef struct reader {
    const uint8_t *p;
    size_t n, i;
} reader;

static int has(reader *r, size_t k) { return r->i + k <= r->n; }
static uint8_t rd_u8(reader *r) { return r->i < r->n ? r->p[r->i++] : 0; }
static double rd_f32(reader *r) {
    uint32_t b = 0;
    for (int k = 0; k < 4; k++) b |= (uint32_t)rd_u8(r) << (8 * k);
    float f;
    memcpy(&f, &b, sizeof f);
    return (double)f;
}

/* ---- callback log: an FNV-1a hash plus a count ---- */
typedef struct logbuf {
    uint64_t h;
    uint64_t n;
} logbuf;
static logbuf *g_log;

static void log_u64(uint64_t v) {
    for (int k = 0; k < 8; k++) {
        g_log->h ^= (v >> (8 * k)) & 0xff;
        g_log->h *= 0x100000001b3ull;
    }
    g_log->n++;
}
static void log_dbl(double d) {
    uint64_t b;
    if (isnan(d)) d = NAN; /* one NaN pattern */
    memcpy(&b, &d, sizeof b);
    log_u64(b);
}

static int32_t cb_touches(const tc_responder *r, const tc_touches_event *ev, void *ud) {
    (void)r;
    log_u64(1000 + (uint64_t)(uintptr_t)ud);
    log_u64((uint64_t)ev->phase);
    log_u64(ev->touch_count);
    log_dbl(ev->timestamp);
    for (size_t i = 0; i < ev->touch_count; i++) {
        tc_touch_info info;
        memset(&info, 0, sizeof info);
        info.size = sizeof info;
        if (tc_touch_get_info(ev->touches[i], &info) == TC_OK) {
            log_u64((uint64_t)info.id);
            log_dbl(info.x);
            log_dbl(info.y);
            log_u64((uint64_t)info.tap_count);
        } else {
            log_u64(0xBAD);
        }
    }
    return ((uintptr_t)ud & 0x10000) ? TC_HANDLED : TC_PASS;
}

static void cb_gesture(tc_recognizer *r, const tc_gesture_details *d, void *ud) {
    (void)r;
    log_u64(2000 + (uint64_t)(uintptr_t)ud);
    log_u64((uint64_t)d->state);
    log_u64((uint64_t)d->failure_reason);
    log_dbl(d->x);
    log_dbl(d->y);
    log_dbl(d->translation_x);
    log_dbl(d->scale);
    log_dbl(d->rotation);
}

static void cb_control(tc_view *c, uint32_t ev, void *ud) {
    (void)c;
    log_u64(3000 + (uint64_t)(uintptr_t)ud);
    log_u64(ev);
}

static void cb_unhandled(const tc_unhandled_info *info, void *ud) {
    (void)ud;
    log_u64(4000 + (uint64_t)info->type);
    log_u64((uint64_t)info->phase);
}

/* Float to int without C's undefined behaviour (NaN -> 0, saturating). */
static int32_t to_i32(double d) {
    if (!(d == d)) return 0;
    if (d >= 2147483647.0) return INT32_MAX;
    if (d <= -2147483648.0) return INT32_MIN;
    return (int32_t)d;
}

#define MAX_VIEWS (4 + 255)
#define MAX_RECS 32

/* Builds and replays the scene; returns 0 if the input is not a scene. */
static int replay(const uint8_t *data, size_t size, logbuf *log) {
    reader rr = {data, size, 0}, *r = &rr;
    g_log = log;
    if (!has(r, 4) || memcmp(data, "TCS1", 4) != 0) return 0;
    r->i = 4;
    tc_scene *s = NULL;
    if (tc_scene_create(NULL, &s) != TC_OK) abort();
    tc_scene_set_unhandled_fn(s, cb_unhandled, NULL);
    tc_view *v[MAX_VIEWS];
    size_t nv = 0, nwin = 0;

    size_t nw = 1 + rd_u8(r) % 4;
    for (size_t i = 0; i < nw; i++) {
        double x = rd_f32(r), y = rd_f32(r), w = rd_f32(r), h = rd_f32(r);
        tc_view *win = NULL;
        if (tc_window_create(s, x, y, w, h, &win) == TC_OK) v[nv++] = win;
    }
    nwin = nv;

    size_t nviews = rd_u8(r);
    for (size_t i = 0; i < nviews && has(r, 21); i++) {
        uint8_t parent = rd_u8(r);
        double x = rd_f32(r), y = rd_f32(r), w = rd_f32(r), h = rd_f32(r), alpha = rd_f32(r);
        uint8_t fl = rd_u8(r);
        tc_affine t = {1, 0, 0, 1, 0, 0};
        if (fl & 32) { t.a = rd_f32(r); t.b = rd_f32(r); t.c = rd_f32(r); t.d = rd_f32(r); t.tx = rd_f32(r); t.ty = rd_f32(r); }
        int32_t control = (fl & 64) ? (int32_t)(rd_u8(r) % 8) : 0;
        double in[4] = {0, 0, 0, 0};
        if (fl & 128) for (int k = 0; k < 4; k++) in[k] = rd_f32(r);
        tc_view *view = NULL;
        if (tc_view_create(s, x, y, w, h, &view) != TC_OK) continue;
        size_t idx = nv;
        v[nv++] = view;
        if (parent < idx) tc_view_add_subview(v[parent], view);
        tc_view_set_alpha(view, alpha);
        tc_view_set_flag(view, TC_VIEW_HIDDEN, fl & 1);
        tc_view_set_flag(view, TC_VIEW_USER_INTERACTION_ENABLED, !(fl & 2));
        tc_view_set_flag(view, TC_VIEW_MULTIPLE_TOUCH_ENABLED, (fl & 4) != 0);
        tc_view_set_flag(view, TC_VIEW_EXCLUSIVE_TOUCH, (fl & 8) != 0);
        if (fl & 32) tc_view_set_transform(view, &t);
        if (fl & 128) tc_view_set_hit_insets(view, in[0], in[1], in[2], in[3]);
        tc_responder_callbacks cb;
        TC_RESPONDER_CALLBACKS_INIT(&cb);
        cb.touches = cb_touches;
        cb.user_data = (void *)(uintptr_t)(idx | ((fl & 16) ? 0x10000 : 0));
        tc_view_set_responder(view, &cb);
        if (control) {
            tc_view_set_control(view, control);
            tc_control_add_target(view, TC_CONTROL_EVENT_ALL, cb_control, (void *)(uintptr_t)idx, NULL);
        }
    }

    tc_recognizer *rec[MAX_RECS];
    size_t nrec = 0;
    size_t nr = rd_u8(r) % (MAX_RECS + 1);
    for (size_t i = 0; i < nr && has(r, 11); i++) {
        int32_t kind = rd_u8(r);
        uint8_t vi = rd_u8(r), fl = rd_u8(r);
        double p1 = rd_f32(r), p2 = rd_f32(r);
        tc_recognizer_params p;
        memset(&p, 0, sizeof p);
        p.size = sizeof p;
        if (tc_recognizer_params_init(&p, kind) != TC_OK) continue;
        switch (kind) {
        case TC_RECOGNIZER_TAP: p.taps_required = to_i32(p1); p.touches_required = to_i32(p2); break;
        case TC_RECOGNIZER_LONG_PRESS: p.min_duration = p1; p.allowable_movement = p2; break;
        case TC_RECOGNIZER_PAN: p.slop = p1; p.max_touches = to_i32(p2); break;
        case TC_RECOGNIZER_EDGE_PAN: p.edges = (uint32_t)to_i32(p1); p.edge_region = p2; break;
        case TC_RECOGNIZER_SWIPE: p.direction = (uint32_t)to_i32(p1); p.swipe_distance = p2; break;
        default: p.slop = p1; break;
        }
        p.cancels_touches_in_view = fl & 1;
        p.delays_touches_began = (fl >> 1) & 1;
        p.delays_touches_ended = !((fl >> 2) & 1);
        p.enabled = !((fl >> 5) & 1);
        tc_recognizer *g = NULL;
        if (tc_recognizer_create(s, &p, &g) != TC_OK) continue;
        tc_recognizer_set_action(g, cb_gesture, (void *)(uintptr_t)nrec);
        if (nv > 0) tc_recognizer_attach(g, v[vi % nv]);
        if (nrec > 0 && (fl & 8)) tc_recognizer_set_simultaneous(g, rec[nrec - 1], 1);
        if (nrec > 0 && (fl & 16)) tc_recognizer_require_to_fail(g, rec[nrec - 1]);
        rec[nrec++] = g;
    }

    double t = 0;
    tc_touch_sample batch[8];
    size_t nb = 0;
    while (has(r, 12)) {
        uint8_t ph = rd_u8(r), id = rd_u8(r), wi = rd_u8(r), fl = rd_u8(r);
        double x = rd_f32(r), y = rd_f32(r);
        t += (double)(fl >> 4) * 0.004;
        tc_touch_sample smp;
        TC_TOUCH_SAMPLE_INIT(&smp);
        smp.phase = ph;
        smp.id = id;
        smp.x = x;
        smp.y = y;
        smp.timestamp = t;
        smp.window = (nwin > 0 && wi < nwin) ? v[wi] : NULL;
        if ((fl & 4) && nb < 8) {
            batch[nb++] = smp;
            continue;
        }
        if (nb > 0) {
            if (nb < 8) batch[nb++] = smp;
            else batch[7] = smp;
            size_t failed = 0;
            log_u64(5000 + (uint64_t)(tc_scene_push_touches(s, batch, nb, &failed) + 100));
            nb = 0;
        } else {
            log_u64(5000 + (uint64_t)(tc_scene_push_touch(s, &smp) + 100));
        }
        if (fl & 1) {
            size_t ev = 0;
            if (tc_scene_dispatch(s, &ev) != TC_OK) abort();
            log_u64(ev);
        } else if (fl & 2) {
            log_u64((uint64_t)(tc_scene_advance(s, t) + 100));
        }
    }
    if (tc_scene_advance(s, t + 1.0) != TC_OK) abort();
    size_t live = 0;
    tc_scene_touch_count(s, &live);
    log_u64(live);
    if (tc_scene_destroy(s) != TC_OK) abort();
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    logbuf a = {0xcbf29ce484222325ull, 0}, b = {0xcbf29ce484222325ull, 0};
    if (!replay(data, size, &a)) return 0;
    replay(data, size, &b);
    if (a.h != b.h || a.n != b.n) {
        fprintf(stderr, "fuzz_scene: two replays of one scene differ (%llu vs %llu callbacks)\n",
                (unsigned long long)a.n, (unsigned long long)b.n);
        abort();
    }
    return 0;
}

/* See fuzz_api.c: the shared ASan runtime follows libFuzzer's libstdc++. */
const char *__asan_default_options(void);
const char *__asan_default_options(void) { return "verify_asan_link_order=0"; }

/*
 * fuzz_api.c — libFuzzer target: the input bytes are a program of calls into
 * the whole C ABI of include/touchchain.h.
 *
 * Each input runs on a clean slate: handle pools empty, every scene created
 * by the input destroyed at the end. The program is a sequence of
 *   <op byte> <operand bytes>...
 * Operands are read with the helpers below (u8, i32, dbl, pick_*). Reading
 * past the end yields zeros, so every prefix of an input is a valid program.
 *
 * Handles come from pools (one per kind) that keep every handle ever issued
 * in this input, destroyed ones included. A pick may also yield NULL, a
 * bit-flipped pool entry (a forged handle), a handle of another kind, or 8
 * raw bytes. Touch handles are collected from callbacks and
 * tc_scene_find_touch and outlive their touches (stale touches).
 *
 * Callbacks (responder touches/motion/remote/presses/route, unhandled,
 * recognizer actions, delegate calls, custom-recognizer touches, view
 * gesture veto, control targets, point-inside and hit-test overrides, the
 * hit-trace observer) read a few ops from the same stream and run them, up
 * to MAX_DEPTH levels deep: a callback may destroy the view it is called
 * for, push samples, dispatch, destroy the scene, ...
 *
 * Oracles besides ASan/UBSan/traps (all from the header's contract):
 *   - inside a hit-testing callback of scene S, a mutation of S returning
 *     TC_OK is a bug (rule H5, docs/BEHAVIOUR.md: TC_ERR_REENTRANT);
 *   - inside any responder/control/recognizer-action callback of scene S,
 *     tc_scene_dispatch / tc_scene_advance / tc_scene_destroy on S returning
 *     TC_OK is a bug (TC_ERR_REENTRANT);
 *   - a handle that was destroyed must stay unusable (tc_scene_now on a
 *     destroyed scene must fail);
 *   - tc_scene_last_error and tc_status_string never return NULL.
 */
#include <math.h>
#include <float.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "touchchain.h"

/* ------------------------------------------------------------------------ */
/* Input reader                                                             */
/* ------------------------------------------------------------------------ */

static const uint8_t *g_data;
static size_t g_size, g_pos;

static uint8_t u8(void) { return g_pos < g_size ? g_data[g_pos++] : 0; }
static int more(void) { return g_pos < g_size; }
static uint32_t u32(void) {
    uint32_t v = 0;
    for (int i = 0; i < 4; i++) v |= (uint32_t)u8() << (8 * i);
    return v;
}
static uint64_t u64(void) { return (uint64_t)u32() | ((uint64_t)u32() << 32); }

static int32_t i32(void) {
    uint8_t b = u8();
    switch (b >> 5) {
    case 0: return (int32_t)(b & 31);         /* small, mostly valid values */
    case 1: return (int32_t)(b & 31) - 16;    /* small negatives */
    case 2: return 0;
    case 3: return 1;
    case 4: return INT32_MAX;
    case 5: return INT32_MIN;
    default: return (int32_t)u32();
    }
}

static double dbl(void) {
    static const double special[] = {
        0.0, -0.0, 1.0, -1.0, 0.5, 0.01, 100.0, 160.0, 240.0, 1e300, -1e300,
        DBL_MAX, -DBL_MAX, DBL_MIN, 4.9e-324, 1e-300};
    uint8_t b = u8();
    if (b < 16) return special[b];
    if (b == 16) return NAN;
    if (b == 17) return INFINITY;
    if (b == 18) return -INFINITY;
    if (b == 19) {
        uint64_t bits = u64();
        double d;
        memcpy(&d, &bits, sizeof d);
        return d;
    }
    if (b == 20) return (double)(int32_t)u32() / 16.0;
    /* 21..255: a coordinate-like value 0..~470 in steps of 2 */
    return (double)(b - 21) * 2.0;
}

/* ------------------------------------------------------------------------ */
/* Handle pools                                                             */
/* ------------------------------------------------------------------------ */

enum { K_SCENE, K_VIEW, K_CTRL, K_REC, K_TOUCH, K_COUNT };
#define POOL_CAP 64
#define MAX_SCENES_PER_INPUT 6
#define MAX_DEPTH 3
#define MAX_OPS 3000

typedef struct entry {
    uint64_t h;
    int scene; /* index in the scene pool, -1 unknown */
} entry;

static entry g_pool[K_COUNT][POOL_CAP];
static int g_pool_n[K_COUNT];
static int g_scenes_created;
static int g_ops;
static int g_depth;
/* per scene-pool index: callbacks running / hit-testing callbacks running */
static int g_in_cb[POOL_CAP];
static int g_in_hit[POOL_CAP];
static double g_time[POOL_CAP]; /* the latest timestamp pushed or advanced to */

/* FUZZ_API_TRACE=1: print every pick, op and checked call (to turn a crash
 * input into a readable C repro). */
static int g_trace = -1;
#define TRACE(...) do { if (g_trace > 0) fprintf(stderr, __VA_ARGS__); } while (0)

static void pool_add(int kind, const void *h, int scene) {
    if (h == NULL) return;
    TRACE("    pool_add kind %d #%d = %#llx (scene %d)\n", kind, g_pool_n[kind], (unsigned long long)(uintptr_t)h, scene);
    int n = g_pool_n[kind];
    if (n < POOL_CAP) {
        g_pool[kind][n].h = (uint64_t)(uintptr_t)h;
        g_pool[kind][n].scene = scene;
        g_pool_n[kind] = n + 1;
    } else {
        /* keep the first 8 (scenes stay reachable for the final destroy) */
        int i = 8 + (int)((uint64_t)(uintptr_t)h % (POOL_CAP - 8));
        g_pool[kind][i].h = (uint64_t)(uintptr_t)h;
        g_pool[kind][i].scene = scene;
    }
}

/* Picks a handle of `kind`; *scene receives its scene index or -1. */
static void *pick(int kind, int *scene) {
    uint8_t b = u8();
    int n = g_pool_n[kind];
    if (scene) *scene = -1;
    static const char *kn[] = {"scene", "view", "controller", "recognizer", "touch"};
    if (b < 200) {
        if (n == 0) return NULL;
        entry *e = &g_pool[kind][b % n];
        if (scene) *scene = e->scene;
        TRACE("    pick %s #%d (%#llx)\n", kn[kind], b % n, (unsigned long long)e->h);
        return (void *)(uintptr_t)e->h;
    }
    TRACE("    pick %s: special %d\n", kn[kind], b);
    if (b < 215) return NULL;
    if (b < 235) { /* bit-flipped */
        if (n == 0) return NULL;
        uint8_t bit = u8();
        return (void *)(uintptr_t)(g_pool[kind][bit % n].h ^ (1ull << (bit % 64)));
    }
    if (b < 250) { /* a handle of another kind */
        int other = (kind + 1 + (b % (K_COUNT - 1))) % K_COUNT;
        int m = g_pool_n[other];
        if (m == 0) return NULL;
        return (void *)(uintptr_t)g_pool[other][u8() % m].h;
    }
    return (void *)(uintptr_t)u64();
}

#define PICK_SCENE(sidx) ((tc_scene *)pick(K_SCENE, &(sidx)))
#define PICK_VIEW(sidx) ((tc_view *)pick(K_VIEW, &(sidx)))
#define PICK_CTRL(sidx) ((tc_controller *)pick(K_CTRL, &(sidx)))
#define PICK_REC(sidx) ((tc_recognizer *)pick(K_REC, &(sidx)))
#define PICK_TOUCH() ((tc_touch *)pick(K_TOUCH, NULL))

static void bug(const char *what, int32_t rc) {
    fprintf(stderr, "fuzz_api: contract violation: %s (status %d)\n", what, rc);
    abort();
}

/* A mutation of scene `s` must fail inside one of its hit-testing callbacks. */
static int32_t mut(int s, int32_t rc, const char *what) {
    TRACE("    %s -> %d\n", what, rc);
    if (rc == TC_OK && s >= 0 && s < POOL_CAP && g_in_hit[s] > 0) bug(what, rc);
    return rc;
}
#define MUT(s, call) mut((s), (call), #call)

/* Formerly a known engine bug (docs/ROBUSTNESS-DATA.md, Tests/fuzz/repro/, fixed; now
 * Tests/c/test_regressions.c): a recognizer action run by tc_view_destroy could re-attach
 * a subview or recognizer to the view being destroyed. The harness makes those calls again
 * by default; FUZZ_API_AVOID_DYING=1 restores the old avoidance for comparison runs. */
static uint64_t g_dying[8];
static int g_ndying;
static int g_known_bugs = -1;
static int dying(const void *v) {
    if (g_known_bugs > 0 || v == NULL) return 0;
    for (int i = 0; i < g_ndying; i++)
        if (g_dying[i] == (uint64_t)(uintptr_t)v) return 1;
    return 0;
}
static int32_t destroy_view(tc_view *v) {
    if (g_ndying < 8) g_dying[g_ndying++] = (uint64_t)(uintptr_t)v;
    int32_t rc = tc_view_destroy(v);
    g_ndying--;
    return rc;
}

static void *ud_of(int scene) { return (void *)(intptr_t)(scene + 1); }
static int scene_of(void *ud) { return (int)(intptr_t)ud - 1; }

static void run_ops(int max);

/* Called at the start of every callback: a few fuzz-chosen calls. */
static void callback_body(int scene, int hit) {
    if (g_depth >= MAX_DEPTH || !more()) return;
    int idx = (scene >= 0 && scene < POOL_CAP) ? scene : -1;
    g_depth++;
    if (idx >= 0) {
        if (hit) g_in_hit[idx]++;
        else g_in_cb[idx]++;
    }
    run_ops(u8() % 4);
    if (idx >= 0) {
        if (hit) g_in_hit[idx]--;
        else g_in_cb[idx]--;
    }
    g_depth--;
}

/* ------------------------------------------------------------------------ */
/* Callbacks                                                                */
/* ------------------------------------------------------------------------ */

static int32_t ret_pass_or_handled(void) { return (u8() & 1) ? TC_HANDLED : TC_PASS; }

static int32_t cb_touches(const tc_responder *r, const tc_touches_event *ev, void *ud) {
    (void)r;
    for (size_t i = 0; i < ev->touch_count && i < 4; i++) pool_add(K_TOUCH, ev->touches[i], scene_of(ud));
    if (ev->all_touch_count > 0) pool_add(K_TOUCH, ev->all_touches[ev->all_touch_count - 1], scene_of(ud));
    callback_body(scene_of(ud), 0);
    return ret_pass_or_handled();
}
static int32_t cb_event(const tc_responder *r, const tc_event_info *ev, void *ud) {
    (void)r; (void)ev;
    callback_body(scene_of(ud), 0);
    return ret_pass_or_handled();
}
static int32_t cb_route(const tc_responder *r, const char *name, const tc_kv *pairs, size_t n, void *ud) {
    (void)r;
    volatile size_t len = strlen(name);
    for (size_t i = 0; i < n; i++) len += strlen(pairs[i].key) + strlen(pairs[i].value);
    (void)len;
    callback_body(scene_of(ud), 0);
    return ret_pass_or_handled();
}
static void cb_unhandled(const tc_unhandled_info *info, void *ud) {
    for (size_t i = 0; i < info->touch_count && i < 2; i++) pool_add(K_TOUCH, info->touches[i], scene_of(ud));
    if (info->route_name) { volatile size_t l = strlen(info->route_name); (void)l; }
    callback_body(scene_of(ud), 0);
}
static void cb_gesture(tc_recognizer *r, const tc_gesture_details *d, void *ud) {
    (void)r;
    if (d->failure_message) { volatile size_t l = strlen(d->failure_message); (void)l; }
    callback_body(scene_of(ud), 0);
}
static int32_t del_should_begin(tc_recognizer *r, void *ud) {
    (void)r; callback_body(scene_of(ud), 0); return u8() % 3 != 0;
}
static int32_t del_receive(tc_recognizer *r, tc_touch *t, void *ud) {
    (void)r; pool_add(K_TOUCH, t, scene_of(ud)); callback_body(scene_of(ud), 0); return u8() % 3 != 0;
}
static int32_t del_pair(tc_recognizer *r, tc_recognizer *o, void *ud) {
    (void)r; (void)o; callback_body(scene_of(ud), 0); return u8() & 1;
}
static int32_t del_event(tc_recognizer *r, int32_t type, void *ud) {
    (void)r; (void)type; callback_body(scene_of(ud), 0); return u8() % 3 != 0;
}
static void cb_custom(tc_recognizer *r, int32_t phase, tc_touch *const *t, size_t n, double ts, void *ud) {
    (void)phase; (void)ts;
    if (n > 0) pool_add(K_TOUCH, t[0], scene_of(ud));
    if (u8() & 1) tc_recognizer_set_state(r, (int32_t)(u8() % 8));
    if (n > 0 && (u8() & 3) == 0) tc_recognizer_ignore_touch(r, t[u8() % n]);
    callback_body(scene_of(ud), 0);
}
static void cb_custom_reset(tc_recognizer *r, void *ud) {
    if (u8() & 1) tc_recognizer_set_state(r, (int32_t)(u8() % 8));
    callback_body(scene_of(ud), 0);
}
static int32_t cb_custom_prevent(tc_recognizer *r, tc_recognizer *o, void *ud) {
    (void)o;
    if ((u8() & 3) == 0) tc_recognizer_set_state(r, (int32_t)(u8() % 8));
    callback_body(scene_of(ud), 0);
    return u8() & 1;
}
static int32_t cb_view_veto(tc_view *v, tc_recognizer *r, void *ud) {
    (void)v; (void)r; callback_body(scene_of(ud), 0); return u8() % 3 != 0;
}
static void cb_control(tc_view *c, uint32_t ev, void *ud) {
    if ((u8() & 15) == 0) tc_control_send_actions(c, ev);
    callback_body(scene_of(ud), 0);
}
static int32_t cb_point_inside(tc_view *v, double x, double y, int32_t eng, void *ud) {
    (void)v; (void)x; (void)y;
    callback_body(scene_of(ud), 1);
    uint8_t b = u8();
    return b < 128 ? eng : (b & 1);
}
static tc_view *cb_hit_test(tc_view *v, double x, double y, tc_view *eng, void *ud) {
    (void)x; (void)y;
    callback_body(scene_of(ud), 1);
    uint8_t b = u8();
    if (b < 128) return eng;
    if (b < 160) return v;
    if (b < 176) return NULL;
    return (tc_view *)pick(K_VIEW, NULL); /* maybe stale, foreign or forged */
}
static void cb_trace(int32_t step, tc_view *v, int32_t inside, tc_view *res, void *ud) {
    (void)step; (void)v; (void)inside; (void)res;
    if ((u8() & 7) == 0) callback_body(scene_of(ud), 1);
}

/* ------------------------------------------------------------------------ */
/* Operations                                                               */
/* ------------------------------------------------------------------------ */

static void fill_callbacks(tc_responder_callbacks *cb, int scene) {
    TC_RESPONDER_CALLBACKS_INIT(cb);
    uint8_t m = u8();
    if (m & 1) cb->touches = cb_touches;
    if (m & 2) cb->motion = cb_event;
    if (m & 4) cb->remote = cb_event;
    if (m & 8) cb->presses = cb_event;
    if (m & 16) cb->route = cb_route;
    if (m & 32) cb->size = u32();
    cb->user_data = ud_of(scene);
}

static double next_time(int s) {
    double *t = (s >= 0 && s < POOL_CAP) ? &g_time[s] : NULL;
    uint8_t b = u8();
    double base = t ? *t : 0.0;
    double v;
    if (b < 150) v = base + (double)(b % 50) * 0.004; /* forward, often equal */
    else if (b < 200) v = base + (double)(b - 150) * 0.05;
    else if (b < 230) v = base - (double)(b - 199) * 0.01; /* backwards */
    else v = dbl();
    if (t && isfinite(v) && v > *t) *t = v;
    return v;
}

static void fill_sample(tc_touch_sample *smp, int s) {
    TC_TOUCH_SAMPLE_INIT(smp);
    uint8_t b = u8();
    smp->phase = (b & 7) <= 5 ? (int32_t)((b & 7) ? (b & 7) : 1) : (int32_t)(b & 7);
    smp->id = (b & 0x80) ? (int64_t)u64() : (int64_t)((b >> 3) & 7);
    smp->x = dbl();
    smp->y = dbl();
    smp->timestamp = next_time(s);
    uint8_t f = u8();
    if (f & 1) smp->force = dbl();
    if (f & 2) smp->max_force = dbl();
    if (f & 4) smp->major_radius = dbl();
    if (f & 8) smp->type = i32();
    if (f & 16) smp->window = (tc_view *)pick(K_VIEW, NULL);
    if (f & 32) smp->reserved = i32();
    if (f & 64) smp->size = u32();
}

static void op_scene_create(void) {
    if (g_scenes_created >= MAX_SCENES_PER_INPUT) return;
    tc_scene_config c;
    TC_SCENE_CONFIG_INIT(&c);
    uint8_t m = u8();
    if (m & 1) c.max_touches = i32();
    if (m & 2) c.queue_capacity = i32();
    if (m & 4) c.tap_interval = dbl();
    if (m & 8) { c.tap_radius = dbl(); c.tap_duration = dbl(); }
    if (m & 16) c.size = u32();
    tc_scene *s = NULL;
    int32_t rc = tc_scene_create((m & 32) ? NULL : &c, (m & 64 && m & 128) ? NULL : &s);
    if (rc == TC_OK && s) {
        g_scenes_created++;
        int idx = g_pool_n[K_SCENE];
        pool_add(K_SCENE, s, idx);
        if (idx < POOL_CAP) g_time[idx] = 0;
        if (u8() & 1) tc_scene_set_unhandled_fn(s, cb_unhandled, ud_of(idx));
    }
}

static void op_scene_destroy(void) {
    int si;
    tc_scene *s = PICK_SCENE(si);
    int32_t rc = tc_scene_destroy(s);
    if (si >= 0 && (g_in_cb[si] > 0 || g_in_hit[si] > 0) && rc == TC_OK)
        bug("tc_scene_destroy succeeded inside one of the scene's callbacks", rc);
    if (rc == TC_OK && s != NULL) {
        double t;
        int32_t rc2 = tc_scene_now(s, &t);
        if (rc2 == TC_OK) bug("tc_scene_now succeeded on a destroyed scene", rc2);
    }
}

static void op_view_make(int window) {
    int si;
    tc_scene *s = PICK_SCENE(si);
    double x = dbl(), y = dbl(), w = dbl(), h = dbl();
    tc_view *v = NULL;
    int32_t rc = window ? MUT(si, tc_window_create(s, x, y, w, h, &v))
                        : MUT(si, tc_view_create(s, x, y, w, h, &v));
    if (rc == TC_OK) {
        pool_add(K_VIEW, v, si);
        uint8_t m = u8();
        if (m & 1) {
            tc_responder_callbacks cb;
            fill_callbacks(&cb, si);
            tc_view_set_responder(v, &cb);
        }
        if (m & 2) tc_view_set_flag(v, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1);
        if (!window && (m & 4)) {
            int pi;
            tc_view *p = PICK_VIEW(pi);
            if (!dying(p)) MUT(si, tc_view_add_subview(p, v));
        }
    }
}

static void op_tree(void) {
    int si, sj;
    tc_view *a = PICK_VIEW(si);
    tc_view *b = PICK_VIEW(sj);
    switch (u8() % 6) {
    case 0: if (!dying(a)) MUT(si, tc_view_add_subview(a, b)); break;
    case 1: { size_t at = (u8() & 1) ? (size_t)u8() % 4 : (size_t)u64();
              if (!dying(a)) MUT(si, tc_view_insert_subview(a, b, at)); break; }
    case 2: MUT(sj, tc_view_remove_from_superview(b)); break;
    case 3: MUT(si, destroy_view(a)); break;
    case 4: case 5: { int sk;
              tc_view *c = (u8() & 7) ? PICK_VIEW(sk) : NULL;
              if (dying(a)) break;
              if (u8() & 1) MUT(si, tc_view_insert_subview_below(a, b, c));
              else MUT(si, tc_view_insert_subview_above(a, b, c));
              break; }
    }
}

static void op_tree_query(void) {
    int si;
    tc_view *v = PICK_VIEW(si);
    tc_view *o = NULL;
    size_t n = 0;
    int32_t i = 0;
    tc_responder r;
    int nullout = (u8() & 15) == 0;
    switch (u8() % 6) {
    case 0: tc_view_get_superview(v, nullout ? NULL : &o); break;
    case 1: tc_view_get_window(v, nullout ? NULL : &o); break;
    case 2: tc_view_get_subview_count(v, nullout ? NULL : &n); break;
    case 3:
        if (tc_view_get_subview(v, (size_t)u8() % 4, nullout ? NULL : &o) == TC_OK) pool_add(K_VIEW, o, si);
        break;
    case 4: tc_view_is_window(v, nullout ? NULL : &i); break;
    case 5:
        memset(&r, 0, sizeof r);
        if (tc_view_next_responder(v, nullout ? NULL : &r) == TC_OK && r.kind == TC_RESPONDER_VIEW && r.view)
            pool_add(K_VIEW, r.view, si);
        break;
    }
}

static void op_geometry(void) {
    int si;
    tc_view *v = PICK_VIEW(si);
    tc_rect rc;
    tc_affine t;
    double x, y;
    int32_t f;
    switch (u8() % 12) {
    case 0: { double a = dbl(), b = dbl(), c = dbl(), d = dbl(); MUT(si, tc_view_set_frame(v, a, b, c, d)); break; }
    case 1: { double a = dbl(), b = dbl(); MUT(si, tc_view_set_center(v, a, b)); break; }
    case 2: { double a = dbl(), b = dbl(), c = dbl(), d = dbl(); MUT(si, tc_view_set_bounds(v, a, b, c, d)); break; }
    case 3:
        if (u8() & 1) {
            MUT(si, tc_view_set_transform(v, NULL));
        } else {
            t.a = dbl(); t.b = dbl(); t.c = dbl(); t.d = dbl(); t.tx = dbl(); t.ty = dbl();
            if (u8() & 1) { t.a = 1; t.d = 1; t.b = 0; t.c = 0; }
            MUT(si, tc_view_set_transform(v, &t));
        }
        break;
    case 4: MUT(si, tc_view_set_alpha(v, dbl())); break;
    case 5: { int32_t fl = (int32_t)(u8() % 9); MUT(si, tc_view_set_flag(v, fl, i32())); break; }
    case 6:
        tc_view_get_frame(v, &rc); tc_view_get_bounds(v, &rc); tc_view_get_center(v, &x, &y);
        tc_view_get_transform(v, &t); tc_view_get_alpha(v, &x); tc_view_get_flag(v, (int32_t)(u8() % 9), &f);
        break;
    case 7:
        rc.x = dbl(); rc.y = dbl(); rc.w = dbl(); rc.h = dbl();
        t.a = 1; t.b = 0; t.c = 0; t.d = 1; t.tx = dbl(); t.ty = 0;
        { uint8_t m = u8(); MUT(si, tc_view_set_presentation(v, (m & 1) ? NULL : &rc, (m & 2) ? NULL : &t)); }
        break;
    case 8: MUT(si, tc_view_clear_presentation(v)); break;
    case 9: {
        int sj;
        tc_view *to = PICK_VIEW(sj);
        double px = dbl(), py = dbl();
        uint8_t m = u8();
        tc_view_convert_point((m & 1) ? NULL : v, (m & 2) ? NULL : to, px, py, (m & 4) ? NULL : &x, &y);
        break;
    }
    case 10: {
        double a = dbl(), b = dbl(), c = dbl(), d = dbl();
        if (u8() & 1) MUT(si, tc_view_set_hit_insets(v, a, b, c, d));
        else MUT(si, tc_view_set_min_hit_size(v, a, b));
        break;
    }
    case 11: {
        uint8_t m = u8();
        if (m & 1) {
            int sj;
            MUT(si, tc_view_set_hit_redirect(v, PICK_VIEW(sj)));
        } else {
            double xy[2 * 8];
            size_t n = (size_t)(m >> 1) % 9;
            for (size_t i = 0; i < 2 * n; i++) xy[i] = dbl();
            size_t count = (m & 0x80) ? (size_t)u64() % 4096 : n;
            if (count > n && !(m & 0x40)) count = n; /* a larger count only with NULL */
            MUT(si, tc_view_set_hit_polygon(v, (count > n) ? NULL : xy, count));
        }
        break;
    }
    }
}

static void op_hit(void) {
    int si;
    tc_view *v = PICK_VIEW(si);
    uint8_t m = u8();
    switch (m % 5) {
    case 0: MUT(si, tc_view_set_point_inside_fn(v, (m & 8) ? NULL : cb_point_inside, ud_of(si))); break;
    case 1: MUT(si, tc_view_set_hit_test_fn(v, (m & 8) ? NULL : cb_hit_test, ud_of(si))); break;
    case 2: {
        int sj;
        tc_scene *s = PICK_SCENE(sj);
        MUT(sj, tc_scene_set_hit_trace_fn(s, (m & 8) ? NULL : cb_trace, ud_of(sj)));
        break;
    }
    default: {
        tc_view *hit = NULL;
        double x = dbl(), y = dbl();
        if (tc_view_hit_test(v, x, y, (m & 64) ? NULL : &hit) == TC_OK && hit) pool_add(K_VIEW, hit, si);
        if (m & 128) {
            int32_t inside = 0;
            (void)tc_view_point_inside(v, x, y, (m & 64) ? NULL : &inside);
        }
        break;
    }
    }
}

static void op_responders(void) {
    tc_responder_callbacks cb;
    uint8_t m = u8();
    int si;
    switch (m % 6) {
    case 0: {
        tc_view *v = PICK_VIEW(si);
        fill_callbacks(&cb, si);
        MUT(si, tc_view_set_responder(v, (m & 64) ? NULL : &cb));
        break;
    }
    case 1: {
        tc_scene *s = PICK_SCENE(si);
        fill_callbacks(&cb, si);
        MUT(si, tc_scene_set_app_responder(s, (m & 64) ? NULL : &cb));
        break;
    }
    case 2: {
        tc_scene *s = PICK_SCENE(si);
        fill_callbacks(&cb, si);
        MUT(si, tc_scene_set_app_delegate(s, (m & 64) ? NULL : &cb));
        break;
    }
    case 3: {
        tc_scene *s = PICK_SCENE(si);
        MUT(si, tc_scene_set_unhandled_fn(s, (m & 64) ? NULL : cb_unhandled, ud_of(si)));
        break;
    }
    default: {
        static const char *names[] = {"tap", "", "open.detail", "x\xff\xfe"};
        tc_kv kv[4] = {{"k", "v"}, {"", ""}, {"key", "value"}, {"k", "v2"}};
        size_t n = (size_t)u8() % 5;
        const tc_kv *pairs = (m & 32) ? NULL : kv;
        if (m & 16) { pairs = NULL; n = (size_t)u64(); } /* a count with no array */
        int32_t handled = 0;
        const char *name = (m & 128) ? NULL : names[u8() % 4];
        if (m % 6 == 4) {
            tc_view *v = PICK_VIEW(si);
            tc_view_send_route(v, name, pairs, n, (m & 8) ? NULL : &handled);
        } else {
            tc_controller *c = PICK_CTRL(si);
            tc_controller_send_route(c, name, pairs, n, (m & 8) ? NULL : &handled);
        }
        break;
    }
    }
}

static void op_controller(void) {
    int si, sv;
    uint8_t m = u8();
    switch (m % 5) {
    case 0: {
        tc_scene *s = PICK_SCENE(si);
        tc_controller *c = NULL;
        if (MUT(si, tc_controller_create(s, (m & 64) ? NULL : &c)) == TC_OK) pool_add(K_CTRL, c, si);
        break;
    }
    case 1: MUT(-1, tc_controller_destroy(PICK_CTRL(si))); break;
    case 2: {
        tc_controller *c = PICK_CTRL(si);
        tc_view *v = (m & 8) ? NULL : PICK_VIEW(sv);
        MUT(si, tc_controller_set_view(c, v));
        break;
    }
    case 3: {
        tc_view *v = NULL;
        tc_controller_get_view(PICK_CTRL(si), (m & 64) ? NULL : &v);
        break;
    }
    case 4: {
        tc_controller *c = PICK_CTRL(si);
        tc_responder_callbacks cb;
        fill_callbacks(&cb, si);
        MUT(si, tc_controller_set_responder(c, (m & 64) ? NULL : &cb));
        break;
    }
    }
}

static void op_focus(void) {
    int si, sv;
    uint8_t m = u8();
    tc_view *o = NULL;
    switch (m % 6) {
    case 0: MUT(-1, tc_view_become_first_responder(PICK_VIEW(sv))); break;
    case 1: MUT(-1, tc_view_resign_first_responder(PICK_VIEW(sv))); break;
    case 2: tc_scene_get_first_responder(PICK_SCENE(si), (m & 64) ? NULL : &o); break;
    case 3: { tc_scene *s = PICK_SCENE(si); MUT(si, tc_scene_set_focus(s, (m & 8) ? NULL : PICK_VIEW(sv))); break; }
    case 4: tc_scene_get_focus(PICK_SCENE(si), (m & 64) ? NULL : &o); break;
    case 5: { tc_scene *s = PICK_SCENE(si); MUT(si, tc_scene_set_key_window(s, PICK_VIEW(sv))); break; }
    }
}

static void op_push(void) {
    int si;
    tc_scene *s = PICK_SCENE(si);
    uint8_t m = u8();
    switch (m % 5) {
    case 0: case 1: {
        tc_touch_sample smp;
        fill_sample(&smp, si);
        MUT(si, tc_scene_push_touch(s, (m & 128) ? NULL : &smp));
        break;
    }
    case 2: {
        tc_touch_sample smp[8];
        size_t n = (size_t)u8() % 9;
        for (size_t i = 0; i < n; i++) fill_sample(&smp[i], si);
        /* the stride is samples[0].size: larger than our struct would make the
         * engine read past this array (a host bug, not the engine's) */
        if (n > 0 && smp[0].size > sizeof smp[0]) smp[0].size = (uint32_t)sizeof smp[0];
        size_t failed = 0;
        size_t count = (m & 64) ? (size_t)u64() % 64 : n;
        if (count > n) count = n;
        /* count 0 is a no-op that succeeds even inside hit-testing callbacks */
        mut(count ? si : -1, tc_scene_push_touches(s, (m & 128) ? NULL : smp, count, (m & 32) ? NULL : &failed),
            "tc_scene_push_touches");
        break;
    }
    case 3: { int32_t a = i32(), b = i32(); double t = next_time(si);
              MUT(si, tc_scene_push_motion(s, (u8() & 1) ? TC_MOTION_SHAKE : a, b, t)); break; }
    case 4: {
        uint8_t k = u8();
        double t = next_time(si);
        if (k & 1) MUT(si, tc_scene_push_remote(s, 200 + (int32_t)(k >> 1) % 12, t));
        else MUT(si, tc_scene_push_press(s, 300 + (int32_t)(k >> 1) % 10, (int32_t)(u8() % 8), t));
        break;
    }
    }
}

/* A began + moves + ended/cancelled at one point of a window, dispatched. */
static void op_gesture(void) {
    int si;
    tc_scene *s = PICK_SCENE(si);
    if (si < 0) return;
    int sv;
    tc_view *w = PICK_VIEW(sv);
    int64_t id = 100 + (int64_t)(u8() % 4);
    double x = dbl(), y = dbl();
    uint8_t moves = u8() % 12;
    double dx = (double)((int8_t)u8()) / 4.0, dy = (double)((int8_t)u8()) / 4.0, dt = (double)(u8() % 64) * 0.005;
    tc_touch_sample smp;
    TC_TOUCH_SAMPLE_INIT(&smp);
    smp.id = id; smp.x = x; smp.y = y; smp.window = (u8() & 1) ? w : NULL;
    smp.timestamp = g_time[si] + dt;
    if (MUT(si, tc_scene_push_touch(s, &smp)) != TC_OK) return;
    g_time[si] = smp.timestamp;
    for (uint8_t i = 0; i < moves; i++) {
        smp.phase = TC_PHASE_MOVED;
        smp.x += dx; smp.y += dy; smp.timestamp += dt;
        if (tc_scene_push_touch(s, &smp) == TC_OK) g_time[si] = smp.timestamp;
    }
    smp.phase = (u8() & 7) ? TC_PHASE_ENDED : TC_PHASE_CANCELLED;
    smp.timestamp += dt;
    if (tc_scene_push_touch(s, &smp) == TC_OK) g_time[si] = smp.timestamp;
    if (u8() & 1) {
        size_t ev = 0;
        int32_t rc = tc_scene_dispatch(s, &ev);
        if (rc == TC_OK && (g_in_cb[si] > 0 || g_in_hit[si] > 0)) bug("dispatch inside a callback succeeded", rc);
    }
}

static void op_dispatch(void) {
    int si;
    tc_scene *s = PICK_SCENE(si);
    uint8_t m = u8();
    int32_t rc;
    if (m & 1) {
        size_t n = 0;
        rc = tc_scene_dispatch(s, (m & 2) ? NULL : &n);
    } else {
        double t = next_time(si);
        rc = tc_scene_advance(s, t);
    }
    if (rc == TC_OK && si >= 0 && (g_in_cb[si] > 0 || g_in_hit[si] > 0))
        bug("tc_scene_dispatch/advance succeeded inside one of the scene's callbacks", rc);
}

static void op_scene_query(void) {
    int si;
    tc_scene *s = PICK_SCENE(si);
    uint8_t m = u8();
    double t;
    size_t n;
    tc_view *v;
    tc_touch *touch = NULL;
    switch (m % 6) {
    case 0: tc_scene_now(s, (m & 64) ? NULL : &t); break;
    case 1: tc_scene_queued_count(s, (m & 64) ? NULL : &n); break;
    case 2: tc_scene_touch_count(s, (m & 64) ? NULL : &n); break;
    case 3:
        if (tc_scene_find_touch(s, (m & 32) ? (int64_t)u64() : (int64_t)(u8() % 8) + ((m & 16) ? 100 : 0),
                                (m & 64) ? NULL : &touch) == TC_OK)
            pool_add(K_TOUCH, touch, si);
        break;
    case 4: {
        const char *e = tc_scene_last_error(s);
        if (e == NULL) bug("tc_scene_last_error returned NULL", 0);
        volatile size_t l = strlen(e); (void)l;
        break;
    }
    case 5: tc_scene_get_key_window(s, (m & 64) ? NULL : &v); break;
    }
}

static void op_touch(void) {
    tc_touch *t = PICK_TOUCH();
    uint8_t m = u8();
    if (m & 1) {
        tc_touch_info info;
        memset(&info, 0, sizeof info);
        info.size = (m & 2) ? (uint32_t)u8() : (uint32_t)sizeof info;
        tc_touch_get_info(t, (m & 64) ? NULL : &info);
    } else {
        double x, y;
        int sv;
        tc_view *v = (m & 2) ? NULL : PICK_VIEW(sv);
        tc_touch_location_in(t, v, i32(), (m & 64) ? NULL : &x, &y);
        double a, ux, uy;
        tc_touch_azimuth_in(t, v, (m & 128) ? NULL : &a, &ux, (m & 16) ? NULL : &uy);
    }
}

static void fill_params(tc_recognizer_params *p) {
    uint8_t m = u8();
    if (m & 1) p->taps_required = i32();
    if (m & 2) p->touches_required = i32();
    if (m & 4) { p->min_touches = i32(); p->max_touches = i32(); }
    if (m & 8) { p->direction = (uint32_t)i32(); p->edges = (uint32_t)i32(); }
    if (m & 16) { p->min_duration = dbl(); p->allowable_movement = dbl(); p->tap_interval = dbl(); }
    if (m & 32) { p->tap_radius = dbl(); p->slop = dbl(); p->edge_region = dbl(); }
    if (m & 64) { p->swipe_distance = dbl(); p->swipe_duration = dbl(); p->swipe_angle = dbl(); p->tap_duration = dbl(); }
    if (m & 128) {
        uint8_t f = u8();
        p->cancels_touches_in_view = f & 1;
        p->delays_touches_began = (f >> 1) & 1;
        p->delays_touches_ended = (f >> 2) & 1;
        p->enabled = (f >> 3) & 1;
        p->requires_exclusive_touch_type = (f >> 6) & 1;
        if (f & 0x10) p->kind = i32();
        if (f & 0x20) p->size = u32();
    }
}

static void op_rec_create(void) {
    int si;
    tc_scene *s = PICK_SCENE(si);
    tc_recognizer_params p;
    memset(&p, 0, sizeof p);
    p.size = sizeof p;
    int32_t kind = (int32_t)(u8() % 10);
    tc_recognizer_params_init(&p, kind);
    if (u8() & 1) fill_params(&p);
    tc_recognizer *r = NULL;
    if (MUT(si, tc_recognizer_create(s, &p, &r)) == TC_OK) {
        pool_add(K_REC, r, si);
        uint8_t m = u8();
        int sv;
        if (m & 1) { tc_view *v = PICK_VIEW(sv); if (!dying(v)) MUT(si, tc_recognizer_attach(r, v)); }
        if (m & 2) {
            tc_recognizer_set_action(r, cb_gesture, ud_of(si));
            tc_recognizer_set_state_fn(r, cb_gesture, ud_of(si));
        }
        if (m & 4) tc_recognizer_set_custom_touches_fn(r, cb_custom, ud_of(si));
        if (m & 8) {
            tc_recognizer_set_custom_reset_fn(r, cb_custom_reset, ud_of(si));
            tc_recognizer_set_custom_can_prevent_fn(r, cb_custom_prevent, ud_of(si));
            tc_recognizer_set_custom_can_be_prevented_fn(r, cb_custom_prevent, ud_of(si));
        }
    }
}

static void op_rec(void) {
    int si, sv, sj;
    tc_recognizer *r = PICK_REC(si);
    uint8_t m = u8();
    switch (m % 16) {
    case 0: MUT(si, tc_recognizer_destroy(r)); break;
    case 1: { tc_view *v = PICK_VIEW(sv); if (!dying(v)) MUT(si, tc_recognizer_attach(r, v)); break; }
    case 2: MUT(si, tc_recognizer_detach(r)); break;
    case 3: MUT(si, tc_recognizer_set_enabled(r, i32())); break;
    case 4: {
        char name[24];
        size_t n = u8() % sizeof name;
        for (size_t i = 0; i < n; i++) name[i] = (char)(u8() | 1);
        name[n] = 0;
        MUT(si, tc_recognizer_set_name(r, (m & 64) ? NULL : name));
        break;
    }
    case 5: {
        const char *nm = NULL;
        int32_t st = 0;
        tc_recognizer_get_name(r, (m & 64) ? NULL : &nm);
        if (nm) { volatile size_t l = strlen(nm); (void)l; }
        tc_recognizer_get_state(r, (m & 32) ? NULL : &st);
        break;
    }
    case 6: {
        tc_gesture_details d;
        memset(&d, 0, sizeof d);
        d.size = (m & 32) ? (uint32_t)u8() : (uint32_t)sizeof d;
        if (tc_recognizer_get_details(r, (m & 64) ? NULL : &d) == TC_OK && d.failure_message) {
            volatile size_t l = strlen(d.failure_message); (void)l;
        }
        break;
    }
    case 7:
        if (m & 32) MUT(si, tc_recognizer_set_state_fn(r, (m & 64) ? NULL : cb_gesture, ud_of(si)));
        else MUT(si, tc_recognizer_set_action(r, (m & 64) ? NULL : cb_gesture, ud_of(si)));
        break;
    case 8: {
        tc_recognizer_delegate d;
        memset(&d, 0, sizeof d);
        d.size = (m & 32) ? u32() : (uint32_t)sizeof d;
        uint8_t f = u8();
        if (f & 1) d.should_begin = del_should_begin;
        if (f & 2) d.should_receive_touch = del_receive;
        if (f & 4) d.should_recognize_simultaneously = del_pair;
        if (f & 8) d.should_require_failure_of = del_pair;
        if (f & 16) d.should_be_required_to_fail_by = del_pair;
        if (f & 32) d.should_receive_event = del_event;
        d.user_data = ud_of(si);
        MUT(si, tc_recognizer_set_delegate(r, (m & 64) ? NULL : &d));
        break;
    }
    case 9:
        switch ((m >> 4) & 3) {
        case 0: MUT(si, tc_recognizer_set_custom_touches_fn(r, (m & 64) ? NULL : cb_custom, ud_of(si))); break;
        case 1: MUT(si, tc_recognizer_set_custom_reset_fn(r, (m & 64) ? NULL : cb_custom_reset, ud_of(si))); break;
        case 2: MUT(si, tc_recognizer_set_custom_can_prevent_fn(r, (m & 64) ? NULL : cb_custom_prevent, ud_of(si))); break;
        default:
            MUT(si, tc_recognizer_set_custom_can_be_prevented_fn(r, (m & 64) ? NULL : cb_custom_prevent, ud_of(si)));
            break;
        }
        break;
    case 10: MUT(si, tc_recognizer_set_state(r, i32())); break;
    case 11: MUT(si, tc_recognizer_require_to_fail(r, PICK_REC(sj))); break;
    case 12: MUT(si, tc_recognizer_remove_requirement(r, PICK_REC(sj))); break;
    case 13: MUT(si, tc_recognizer_set_simultaneous(r, PICK_REC(sj), i32())); break;
    case 14: {
        tc_recognizer_params p;
        memset(&p, 0, sizeof p);
        p.size = (m & 32) ? u32() : (uint32_t)sizeof p;
        if (tc_recognizer_get_params(r, (m & 64) ? NULL : &p) == TC_OK || (m & 16)) {
            p.size = sizeof p;
            fill_params(&p);
            MUT(si, tc_recognizer_set_params(r, &p));
        }
        break;
    }
    case 15: {
        double x = dbl(), y = dbl();
        if (m & 16) {
            if (m & 32) MUT(si, tc_recognizer_set_scale(r, x));
            else if (m & 64) MUT(si, tc_recognizer_set_rotation(r, y));
            else MUT(si, tc_recognizer_set_translation(r, x, y));
        } else {
            tc_view *v = PICK_VIEW(sv);
            MUT(sv, tc_view_set_gesture_should_begin_fn(v, (m & 64) ? NULL : cb_view_veto, ud_of(sv)));
        }
        break;
    }
    }
}

static void op_control(void) {
    int si;
    tc_view *v = PICK_VIEW(si);
    uint8_t m = u8();
    switch (m % 7) {
    case 0: MUT(si, tc_view_set_control(v, (m & 128) ? i32() : (int32_t)(u8() % 8))); break;
    case 1: {
        tc_control_state st;
        memset(&st, 0, sizeof st);
        st.size = (m & 32) ? (uint32_t)u8() : (uint32_t)sizeof st;
        tc_control_get_state(v, (m & 64) ? NULL : &st);
        break;
    }
    case 2: MUT(si, tc_control_set_enabled(v, i32())); break;
    case 3: MUT(si, tc_control_set_value(v, dbl())); break;
    case 4: MUT(si, tc_control_set_tracking_margin(v, dbl())); break;
    case 5: {
        int32_t id = 0;
        uint32_t ev = (m & 16) ? u32() : TC_CONTROL_EVENT_ALL;
        MUT(si, tc_control_add_target(v, ev, (m & 64) ? NULL : cb_control, ud_of(si), (m & 32) ? NULL : &id));
        break;
    }
    case 6:
        if (m & 8) MUT(si, tc_control_send_actions(v, (m & 16) ? u32() : TC_CONTROL_EVENT_ALL));
        else MUT(si, tc_control_remove_target(v, i32()));
        break;
    }
}

static void op_misc(void) {
    uint8_t m = u8();
    const char *s = tc_status_string((m & 1) ? (int32_t)u32() : -(int32_t)(u8() % 24));
    if (s == NULL) bug("tc_status_string returned NULL", 0);
    const char *vs = tc_version_string();
    if (vs == NULL || tc_version() != (uint32_t)TC_VERSION || tc_abi_version() != TC_ABI_VERSION)
        bug("version mismatch", 0);
    tc_recognizer_params p;
    memset(&p, 0, sizeof p);
    p.size = (m & 2) ? (uint32_t)u8() : (uint32_t)sizeof p;
    tc_recognizer_params_init((m & 4) ? NULL : &p, i32());
}

/* A nested chain of k views under a picked view (deep trees, cheap). */
static void op_chain(void) {
    int si, sv;
    tc_scene *s = PICK_SCENE(si);
    tc_view *parent = PICK_VIEW(sv);
    int k = 1 + u8() % 48;
    if (dying(parent)) parent = NULL;
    for (int i = 0; i < k; i++) {
        tc_view *v = NULL;
        if (MUT(si, tc_view_create(s, 1, 1, 200, 200, &v)) != TC_OK) return;
        if (parent) MUT(si, tc_view_add_subview(parent, v));
        parent = v;
        if (i == k - 1 || (i % 8) == 0) pool_add(K_VIEW, v, si);
    }
}

static void run_op(void) {
    if (++g_ops > MAX_OPS) { g_pos = g_size; return; }
    uint8_t op = u8() % 26;
    TRACE("%*sop %d (depth %d)\n", 2 * g_depth, "", op, g_depth);
    switch (op) {
    case 0: op_scene_create(); break;
    case 1: op_scene_destroy(); break;
    case 2: op_view_make(1); break;
    case 3: case 4: op_view_make(0); break;
    case 5: case 6: op_tree(); break;
    case 7: op_tree_query(); break;
    case 8: case 9: op_geometry(); break;
    case 10: op_hit(); break;
    case 11: op_responders(); break;
    case 12: op_controller(); break;
    case 13: op_focus(); break;
    case 14: case 15: op_push(); break;
    case 16: op_gesture(); break;
    case 17: op_dispatch(); break;
    case 18: op_scene_query(); break;
    case 19: op_touch(); break;
    case 20: op_rec_create(); break;
    case 21: op_rec(); break;
    case 22: op_control(); break;
    case 23: op_misc(); break;
    case 24: op_chain(); break;
    case 25: op_gesture(); break;
    }
}

static void run_ops(int max) {
    for (int i = 0; i < max && more(); i++) run_op();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (g_trace < 0) g_trace = getenv("FUZZ_API_TRACE") != NULL;
    if (g_known_bugs < 0) g_known_bugs = getenv("FUZZ_API_AVOID_DYING") == NULL;
    g_ndying = 0;
    g_data = data;
    g_size = size;
    g_pos = 0;
    memset(g_pool_n, 0, sizeof g_pool_n);
    memset(g_in_cb, 0, sizeof g_in_cb);
    memset(g_in_hit, 0, sizeof g_in_hit);
    g_scenes_created = 0;
    g_ops = 0;
    g_depth = 0;
    /* Every input starts with a scene and a window so that short inputs
     * already reach dispatch; the program may destroy them. */
    /* A small queue and touch table: the default 4096-entry queue makes every
     * input cost ~3x more under ASan, and small limits get hit (TC_ERR_LIMIT,
     * TC_ERR_TOO_MANY_TOUCHES) more often. op_scene_create makes default ones. */
    tc_scene_config cfg;
    TC_SCENE_CONFIG_INIT(&cfg);
    cfg.queue_capacity = 64;
    cfg.max_touches = 8;
    tc_scene *s = NULL;
    if (tc_scene_create(&cfg, &s) != TC_OK) bug("tc_scene_create failed", 0);
    pool_add(K_SCENE, s, 0);
    g_time[0] = 0;
    g_scenes_created = 1;
    tc_view *w = NULL;
    if (tc_window_create(s, 0, 0, 320, 480, &w) != TC_OK) bug("tc_window_create failed", 0);
    pool_add(K_VIEW, w, 0);
    /* No callback is installed up front: a program without callbacks reads
     * exactly as written (the seeds from real recordings rely on it). */

    while (more()) run_op();

    /* Destroy everything this input created (stale ones answer an error). */
    g_pos = g_size;
    int n = g_pool_n[K_SCENE] < 8 ? g_pool_n[K_SCENE] : 8;
    for (int i = 0; i < n; i++) {
        tc_scene *sc = (tc_scene *)(uintptr_t)g_pool[K_SCENE][i].h;
        tc_scene_destroy(sc);
        double t;
        if (tc_scene_now(sc, &t) == TC_OK) bug("scene alive after tc_scene_destroy", 0);
    }
    return 0;
}

/* The instrumented library links the shared ASan runtime (libtouchchain.so
 * cannot carry undefined __asan_* symbols: it links with -z defs), so this
 * binary uses it too (-shared-libsan); libFuzzer's libstdc++ lands before it
 * in the library list, which is harmless: libstdc++ does not interpose malloc. */
const char *__asan_default_options(void);
const char *__asan_default_options(void) { return "verify_asan_link_order=0"; }

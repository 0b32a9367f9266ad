/*
 * Shared helpers for the cmocka tests of Tests/c. Public header only: every
 * helper goes through touchchain.h, nothing reaches into the engine.
 */
#ifndef TC_TEST_COMMON_H
#define TC_TEST_COMMON_H

#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "touchchain.h"

#define TC_EPS 1e-6

/* Doubles compared with a tolerance (cmocka's assert_float_equal truncates
 * to float). */
#define assert_near(actual, expected)                                          \
    do {                                                                       \
        double tc_a_ = (double)(actual), tc_e_ = (double)(expected);           \
        if (!(fabs(tc_a_ - tc_e_) <= TC_EPS)) {                                \
            fail_msg("%s = %.9g, expected %.9g", #actual, tc_a_, tc_e_);       \
        }                                                                      \
    } while (0)

#define assert_ok(call) assert_int_equal((call), TC_OK)

/* Handles that no engine can have issued: high bits set, odd, not a small
 * slot number. */
#define TC_GARBAGE_VIEW ((tc_view *)(uintptr_t)0xDEADBEEFCAFEBABEull)
#define TC_GARBAGE_SCENE ((tc_scene *)(uintptr_t)0xFEEDFACE0BADF00Dull)
#define TC_GARBAGE_CONTROLLER ((tc_controller *)(uintptr_t)0xA5A5A5A55A5A5A5Bull)
#define TC_GARBAGE_TOUCH ((tc_touch *)(uintptr_t)0x0123456789ABCDEFull)

static inline tc_scene *tct_scene(void) {
    tc_scene *s = NULL;
    assert_ok(tc_scene_create(NULL, &s));
    assert_non_null(s);
    return s;
}

static inline tc_scene *tct_scene_max_touches(int32_t max_touches) {
    tc_scene_config c;
    TC_SCENE_CONFIG_INIT(&c);
    c.max_touches = max_touches;
    tc_scene *s = NULL;
    assert_ok(tc_scene_create(&c, &s));
    assert_non_null(s);
    return s;
}

static inline tc_view *tct_window(tc_scene *s, double x, double y, double w,
                                  double h) {
    tc_view *win = NULL;
    assert_ok(tc_window_create(s, x, y, w, h, &win));
    assert_non_null(win);
    return win;
}

/* A view added on top of `parent` (parent may be NULL: detached). */
static inline tc_view *tct_view(tc_scene *s, tc_view *parent, double x,
                                double y, double w, double h) {
    tc_view *v = NULL;
    assert_ok(tc_view_create(s, x, y, w, h, &v));
    assert_non_null(v);
    if (parent != NULL) {
        assert_ok(tc_view_add_subview(parent, v));
    }
    return v;
}

static inline tc_view *tct_hit(tc_view *root, double x, double y) {
    tc_view *hit = TC_GARBAGE_VIEW;
    assert_ok(tc_view_hit_test(root, x, y, &hit));
    assert_true(hit != TC_GARBAGE_VIEW);
    return hit;
}

static inline tc_touch_sample tct_sample(int32_t phase, int64_t id, double x,
                                         double y, double t) {
    tc_touch_sample s;
    TC_TOUCH_SAMPLE_INIT(&s);
    s.phase = phase;
    s.id = id;
    s.x = x;
    s.y = y;
    s.timestamp = t;
    return s;
}

static inline int32_t tct_push(tc_scene *s, int32_t phase, int64_t id,
                               double x, double y, double t) {
    tc_touch_sample smp = tct_sample(phase, id, x, y, t);
    return tc_scene_push_touch(s, &smp);
}

/* Touch `id`'s info now (it must be live; outside callbacks). */
static inline tc_touch_info tct_touch_info(tc_scene *s, int64_t id) {
    tc_touch *t = NULL;
    assert_ok(tc_scene_find_touch(s, id, &t));
    tc_touch_info info;
    TC_TOUCH_INFO_INIT(&info);
    assert_ok(tc_touch_get_info(t, &info));
    return info;
}

static inline size_t tct_queued(tc_scene *s) {
    size_t n = 12345;
    assert_ok(tc_scene_queued_count(s, &n));
    return n;
}

static inline size_t tct_live(tc_scene *s) {
    size_t n = 12345;
    assert_ok(tc_scene_touch_count(s, &n));
    return n;
}

static inline double tct_now(tc_scene *s) {
    double t = -1;
    assert_ok(tc_scene_now(s, &t));
    return t;
}

static inline size_t tct_dispatch(tc_scene *s) {
    size_t n = 12345;
    assert_ok(tc_scene_dispatch(s, &n));
    return n;
}

static inline tc_view *tct_superview(tc_view *v) {
    tc_view *p = TC_GARBAGE_VIEW;
    assert_ok(tc_view_get_superview(v, &p));
    return p;
}

static inline size_t tct_subview_count(tc_view *v) {
    size_t n = 12345;
    assert_ok(tc_view_get_subview_count(v, &n));
    return n;
}

static inline tc_view *tct_subview(tc_view *v, size_t i) {
    tc_view *c = TC_GARBAGE_VIEW;
    assert_ok(tc_view_get_subview(v, i, &c));
    return c;
}

/* ---- a recorder for responder callbacks ---------------------------------- */

#define TCT_MAX_LOG 256
#define TCT_MAX_IDS 8

typedef struct tct_entry {
    int32_t kind;              /* TC_RESPONDER_* */
    tc_view *view;
    tc_controller *controller;
    int32_t type;              /* TC_EVENT_* */
    int32_t subtype;
    int32_t phase;
    double timestamp;
    double dispatch_time;
    size_t count;              /* touches handed */
    size_t all_count;          /* all touches of the event */
    int64_t ids[TCT_MAX_IDS];  /* ids of the touches handed */
    int64_t all_ids[TCT_MAX_IDS];
    tc_view *hit_view;
    tc_touch_info info0;       /* info of touches[0] during the callback */
    char name[64];             /* route name */
    size_t pair_count;
    char key0[32], value0[32];
    const char *tag;           /* user tag of the callback's owner */
} tct_entry;

typedef struct tct_log {
    tct_entry e[TCT_MAX_LOG];
    size_t n;
    size_t unhandled;
    tct_entry u[TCT_MAX_LOG]; /* unhandled infos */
} tct_log;

static tct_log g_log __attribute__((unused));

static inline void tct_log_reset(void) { memset(&g_log, 0, sizeof g_log); }

static inline tct_entry *tct_log_next(const tc_responder *r, const char *tag) {
    assert_true(g_log.n < TCT_MAX_LOG);
    tct_entry *e = &g_log.e[g_log.n++];
    memset(e, 0, sizeof *e);
    if (r != NULL) {
        e->kind = r->kind;
        e->view = r->view;
        e->controller = r->controller;
    }
    e->tag = tag;
    return e;
}

/* Per-responder behaviour: a tag and what to return. */
typedef struct tct_resp {
    const char *tag;
    int32_t ret;            /* TC_PASS or TC_HANDLED for touches/motion/... */
    const char *handles;    /* route: the route name it handles (NULL: none) */
} tct_resp;

static inline int32_t tct_touches_cb(const tc_responder *r,
                                     const tc_touches_event *ev, void *ud) {
    const tct_resp *rp = (const tct_resp *)ud;
    tct_entry *e = tct_log_next(r, rp ? rp->tag : NULL);
    e->type = TC_EVENT_TOUCHES;
    e->phase = ev->phase;
    e->timestamp = ev->timestamp;
    e->dispatch_time = ev->dispatch_time;
    e->count = ev->touch_count;
    e->all_count = ev->all_touch_count;
    e->hit_view = ev->hit_view;
    for (size_t i = 0; i < ev->touch_count && i < TCT_MAX_IDS; i++) {
        tc_touch_info info;
        memset(&info, 0, sizeof info);
        info.size = (uint32_t)sizeof info;
        assert_ok(tc_touch_get_info(ev->touches[i], &info));
        e->ids[i] = info.id;
        if (i == 0) e->info0 = info;
    }
    for (size_t i = 0; i < ev->all_touch_count && i < TCT_MAX_IDS; i++) {
        tc_touch_info info;
        memset(&info, 0, sizeof info);
        info.size = (uint32_t)sizeof info;
        assert_ok(tc_touch_get_info(ev->all_touches[i], &info));
        e->all_ids[i] = info.id;
    }
    return rp ? rp->ret : TC_PASS;
}

static inline int32_t tct_event_cb(const tc_responder *r,
                                   const tc_event_info *ev, void *ud) {
    const tct_resp *rp = (const tct_resp *)ud;
    tct_entry *e = tct_log_next(r, rp ? rp->tag : NULL);
    e->type = ev->type;
    e->subtype = ev->subtype;
    e->phase = ev->phase;
    e->timestamp = ev->timestamp;
    return rp ? rp->ret : TC_PASS;
}

static inline int32_t tct_route_cb(const tc_responder *r, const char *name,
                                   const tc_kv *pairs, size_t pair_count,
                                   void *ud) {
    const tct_resp *rp = (const tct_resp *)ud;
    tct_entry *e = tct_log_next(r, rp ? rp->tag : NULL);
    e->type = TC_EVENT_ROUTE;
    snprintf(e->name, sizeof e->name, "%s", name ? name : "(null)");
    e->pair_count = pair_count;
    if (pair_count > 0 && pairs != NULL) {
        snprintf(e->key0, sizeof e->key0, "%s", pairs[0].key);
        snprintf(e->value0, sizeof e->value0, "%s", pairs[0].value);
    }
    if (rp && rp->handles && name && strcmp(rp->handles, name) == 0) {
        return TC_HANDLED;
    }
    return TC_PASS;
}

static inline void tct_unhandled_cb(const tc_unhandled_info *info, void *ud) {
    (void)ud;
    assert_true(g_log.unhandled < TCT_MAX_LOG);
    tct_entry *e = &g_log.u[g_log.unhandled++];
    memset(e, 0, sizeof *e);
    e->type = info->type;
    e->subtype = info->subtype;
    e->phase = info->phase;
    e->timestamp = info->timestamp;
    e->count = info->touch_count;
    if (info->route_name) snprintf(e->name, sizeof e->name, "%s", info->route_name);
}

static inline tc_responder_callbacks tct_callbacks(tct_resp *rp) {
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = tct_touches_cb;
    cb.motion = tct_event_cb;
    cb.remote = tct_event_cb;
    cb.presses = tct_event_cb;
    cb.route = tct_route_cb;
    cb.user_data = rp;
    return cb;
}

static inline void tct_record_view(tc_view *v, tct_resp *rp) {
    tc_responder_callbacks cb = tct_callbacks(rp);
    assert_ok(tc_view_set_responder(v, &cb));
}

/* Entries of the log delivered to view `v` (kind VIEW). */
static inline size_t tct_count_for(tc_view *v) {
    size_t n = 0;
    for (size_t i = 0; i < g_log.n; i++) {
        if (g_log.e[i].kind == TC_RESPONDER_VIEW && g_log.e[i].view == v) n++;
    }
    return n;
}

/* ---- a recorder for the hit trace ---------------------------------------- */

#define TCT_MAX_TRACE 512

typedef struct tct_step {
    int32_t step;
    tc_view *view;
    int32_t inside;
    tc_view *result;
} tct_step;

typedef struct tct_trace {
    tct_step s[TCT_MAX_TRACE];
    size_t n;
} tct_trace;

static inline void tct_trace_cb(int32_t step, tc_view *view, int32_t inside,
                                tc_view *result, void *ud) {
    tct_trace *t = (tct_trace *)ud;
    assert_true(t->n < TCT_MAX_TRACE);
    t->s[t->n].step = step;
    t->s[t->n].view = view;
    t->s[t->n].inside = inside;
    t->s[t->n].result = result;
    t->n++;
}

/* Compare the recorded steps [from, from+count) with `expected`: step and
 * view always, `inside` (as a boolean) for POINT_INSIDE, `result` for EXIT. */
static inline void tct_trace_expect(const tct_trace *t, size_t from,
                                    const tct_step *expected, size_t count) {
    if (t->n < from + count) {
        fail_msg("trace has %zu steps, expected at least %zu", t->n, from + count);
    }
    for (size_t i = 0; i < count; i++) {
        const tct_step *a = &t->s[from + i], *e = &expected[i];
        if (a->step != e->step || a->view != e->view) {
            fail_msg("trace step %zu: got (step %d, view %p), expected (step %d, view %p)",
                     i, a->step, (void *)a->view, e->step, (void *)e->view);
        }
        if (e->step == TC_TRACE_POINT_INSIDE && (a->inside != 0) != (e->inside != 0)) {
            fail_msg("trace step %zu: inside %d, expected %d", i, a->inside, e->inside);
        }
        if (e->step == TC_TRACE_EXIT && a->result != e->result) {
            fail_msg("trace step %zu: result %p, expected %p", i, (void *)a->result,
                     (void *)e->result);
        }
    }
}

#define TCT_ENTER(v) {TC_TRACE_ENTER, (v), 0, NULL}
#define TCT_INSIDE(v, b) {TC_TRACE_POINT_INSIDE, (v), (b), NULL}
#define TCT_EXIT(v, r) {TC_TRACE_EXIT, (v), 0, (r)}

#endif /* TC_TEST_COMMON_H */

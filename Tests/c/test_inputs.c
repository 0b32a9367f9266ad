/*
 * The other input kinds (docs/BEHAVIOUR.md, family P; issue 16) through the
 * public C ABI only: touch types (P1), pointer buttons (P2), hover (P3),
 * scroll wheels and trackpads (P4), pencil angles and estimated properties
 * (P5), coalesced and predicted points (P6).
 *
 * Every refusal test asserts the status the header documents AND that the
 * refused call changed nothing observable: the queue (tc_scene_queued_count),
 * the live touches (tc_scene_touch_count, tc_touch_get_info byte for byte),
 * the recognizers' details, the scroll view's offset, and what reaches the
 * views at the next dispatch.
 */
#include "tc_test_common.h"

#include <stdlib.h>

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))
#define PI 3.14159265358979323846

/* ------------------------------------------------------------------------ */
/* A log of strings: hover callbacks, gesture actions, touches, updates      */
/* ------------------------------------------------------------------------ */

#define LOG_MAX 512
static char g_lines[LOG_MAX][64];
static size_t g_nlines;

static void log_reset(void) { g_nlines = 0; }
static void log_add(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void log_add(const char *fmt, ...) {
    if (g_nlines >= LOG_MAX) fail_msg("log overflow");
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g_lines[g_nlines++], sizeof g_lines[0], fmt, ap);
    va_end(ap);
}
/* the log joined with spaces */
static const char *log_str(void) {
    static char buf[LOG_MAX * 64];
    buf[0] = 0;
    for (size_t i = 0; i < g_nlines; i++) {
        if (i) strcat(buf, " ");
        strcat(buf, g_lines[i]);
    }
    return buf;
}
static size_t log_index(const char *line) {
    for (size_t i = 0; i < g_nlines; i++)
        if (strcmp(g_lines[i], line) == 0) return i;
    return (size_t)-1;
}
static size_t log_count_prefix(const char *prefix) {
    size_t n = 0;
    for (size_t i = 0; i < g_nlines; i++)
        if (strncmp(g_lines[i], prefix, strlen(prefix)) == 0) n++;
    return n;
}

static const char *phase_name(int32_t p) {
    const char *n = tc_phase_string(p);
    return n ? n : "?";
}
static const char *state_name(int32_t s) {
    const char *n = tc_gesture_state_string(s);
    return n ? n : "?";
}

/* ---- hover callbacks: "TAG:phase" --------------------------------------- */

typedef struct {
    tc_hover_event last;
    size_t calls;
} hover_rec;
static hover_rec g_hover[32];

static void hover_cb(const tc_responder *r, const tc_hover_event *e, void *ud) {
    const char *tag = ud;
    assert_int_equal(r->kind, TC_RESPONDER_VIEW);
    assert_non_null(r->view);
    assert_true(e->size >= sizeof(tc_hover_event));
    log_add("%s:%s", tag, phase_name(e->phase));
    int k = tag[0] - 'A';
    if (k >= 0 && k < 32) {
        g_hover[k].last = *e;
        g_hover[k].calls++;
    }
}

/* ---- responder with touches (count), hover and estimated_update ---------- */

typedef struct {
    const char *tag;
    size_t touches_calls;
    int32_t last_phase;
    size_t updates;
    tc_touch_update last_update;
    /* P6: what the touch said during the last touches call */
    size_t coalesced_count, predicted_count;
    tc_touch_point coalesced[TC_MAX_COALESCED + 1];
    tc_touch_point predicted[TC_MAX_PREDICTED];
    int32_t past_end_status, past_end_predicted_status;
    tc_touch_info info;
    /* the first touches call's touch and its point counts (a held began, G4) */
    tc_touch_info first_info;
    size_t first_coalesced_count, first_predicted_count;
    tc_touch_point first_coalesced_last;
    /* P5: the update's touch as it read during the last estimated_update call (when live) */
    tc_touch_info update_info;
    int32_t update_past_end_status, update_predicted_status;
} resp_rec;

static int32_t touches_cb(const tc_responder *r, const tc_touches_event *e, void *ud) {
    (void)r;
    resp_rec *rr = ud;
    rr->touches_calls++;
    rr->last_phase = e->phase;
    log_add("%s:touches-%s", rr->tag, phase_name(e->phase));
    if (e->touch_count > 0) {
        tc_touch *t = e->touches[0];
        TC_TOUCH_INFO_INIT(&rr->info);
        assert_ok(tc_touch_get_info(t, &rr->info));
        rr->coalesced_count = rr->info.coalesced_count;
        rr->predicted_count = rr->info.predicted_count;
        for (size_t i = 0; i < rr->coalesced_count && i < COUNT(rr->coalesced); i++) {
            TC_TOUCH_POINT_INIT(&rr->coalesced[i]);
            assert_ok(tc_touch_get_coalesced(t, i, &rr->coalesced[i]));
        }
        for (size_t i = 0; i < rr->predicted_count && i < COUNT(rr->predicted); i++) {
            TC_TOUCH_POINT_INIT(&rr->predicted[i]);
            assert_ok(tc_touch_get_predicted(t, i, &rr->predicted[i]));
        }
        tc_touch_point p;
        TC_TOUCH_POINT_INIT(&p);
        rr->past_end_status = tc_touch_get_coalesced(t, rr->coalesced_count, &p);
        rr->past_end_predicted_status = tc_touch_get_predicted(t, rr->predicted_count, &p);
        if (rr->touches_calls == 1) {
            rr->first_info = rr->info;
            rr->first_coalesced_count = rr->coalesced_count;
            rr->first_predicted_count = rr->predicted_count;
            TC_TOUCH_POINT_INIT(&rr->first_coalesced_last);
            assert_ok(tc_touch_get_coalesced(t, rr->coalesced_count - 1, &rr->first_coalesced_last));
        }
    }
    return TC_HANDLED;
}

static void update_cb(const tc_responder *r, const tc_touch_update *u, void *ud) {
    resp_rec *rr = ud;
    assert_int_equal(r->kind, TC_RESPONDER_VIEW);
    rr->updates++;
    rr->last_update = *u;
    TC_TOUCH_INFO_INIT(&rr->update_info);
    if (u->touch) {
        assert_ok(tc_touch_get_info(u->touch, &rr->update_info));
        tc_touch_point p;
        TC_TOUCH_POINT_INIT(&p);
        rr->update_past_end_status = tc_touch_get_coalesced(u->touch, rr->update_info.coalesced_count, &p);
        rr->update_predicted_status = tc_touch_get_predicted(u->touch, 0, &p);
    }
    log_add("%s:update", rr->tag);
}

static void set_responder(tc_view *v, resp_rec *rr, const char *tag, int touches) {
    memset(rr, 0, sizeof *rr);
    rr->tag = tag;
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    if (touches) cb.touches = touches_cb;
    cb.estimated_update = update_cb;
    cb.user_data = rr;
    assert_ok(tc_view_set_responder(v, &cb));
}

/* hover callback only, the tag as user data */
static void set_hover_responder(tc_view *v, const char *tag) {
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.hover = hover_cb;
    cb.user_data = (void *)tag;
    assert_ok(tc_view_set_responder(v, &cb));
}

/* ---- recognizers ---------------------------------------------------------- */

#define ACT_MAX 512
typedef struct {
    const char *tag;
    tc_gesture_details d[ACT_MAX];
    size_t n;
} act_rec;

static void action_cb(tc_recognizer *r, const tc_gesture_details *d, void *ud) {
    (void)r;
    act_rec *a = ud;
    if (a->n >= ACT_MAX) fail_msg("action log overflow");
    a->d[a->n] = *d;
    a->d[a->n].failure_message = NULL;
    a->n++;
    log_add("%s:%s", a->tag, state_name(d->state));
}

static tc_recognizer_params params(int32_t kind) {
    tc_recognizer_params p;
    assert_ok(TC_RECOGNIZER_PARAMS_INIT(&p, kind));
    return p;
}

static tc_recognizer *recognizer(tc_scene *s, const tc_recognizer_params *p, tc_view *v,
                                 act_rec *a, const char *tag) {
    tc_recognizer *r = NULL;
    assert_ok(tc_recognizer_create(s, p, &r));
    assert_ok(tc_recognizer_attach(r, v));
    if (a) {
        memset(a, 0, sizeof *a);
        a->tag = tag;
        assert_ok(tc_recognizer_set_action(r, action_cb, a));
    }
    return r;
}

static tc_gesture_details details(tc_recognizer *r) {
    tc_gesture_details d;
    TC_GESTURE_DETAILS_INIT(&d);
    assert_ok(tc_recognizer_get_details(r, &d));
    d.failure_message = NULL;
    return d;
}

static int32_t state_of(tc_recognizer *r) {
    int32_t st = -1;
    assert_ok(tc_recognizer_get_state(r, &st));
    return st;
}

/* ---- samples -------------------------------------------------------------- */

static tc_touch_sample sample(int32_t phase, int64_t id, double x, double y, double t, int32_t type) {
    tc_touch_sample s = tct_sample(phase, id, x, y, t);
    s.type = type;
    return s;
}

static int32_t push(tc_scene *sc, int32_t phase, int64_t id, double x, double y, double t, int32_t type) {
    tc_touch_sample s = sample(phase, id, x, y, t, type);
    return tc_scene_push_touch(sc, &s);
}

/* a drag of `type` from (x0,y0) by (dx,dy) in `steps` samples at 60 Hz, each dispatched */
static void drag(tc_scene *sc, int64_t id, double x0, double y0, double dx, double dy, int steps,
                 double t0, int32_t type) {
    assert_ok(push(sc, TC_PHASE_BEGAN, id, x0, y0, t0, type));
    (void)tct_dispatch(sc);
    for (int i = 1; i <= steps; i++) {
        assert_ok(push(sc, TC_PHASE_MOVED, id, x0 + dx * i / steps, y0 + dy * i / steps,
                       t0 + i / 60.0, type));
        (void)tct_dispatch(sc);
    }
    assert_ok(push(sc, TC_PHASE_ENDED, id, x0 + dx, y0 + dy, t0 + (steps + 1) / 60.0, type));
    (void)tct_dispatch(sc);
}

/* a click: began and ended at one spot, with `buttons` */
static void click(tc_scene *sc, int64_t id, double x, double y, double t, int32_t type, uint32_t buttons) {
    tc_touch_sample s = sample(TC_PHASE_BEGAN, id, x, y, t, type);
    s.buttons = buttons;
    assert_ok(tc_scene_push_touch(sc, &s));
    s.phase = TC_PHASE_ENDED;
    s.timestamp = t + 0.05;
    assert_ok(tc_scene_push_touch(sc, &s));
    (void)tct_dispatch(sc);
}

static tc_touch_info info_of(tc_scene *s, int64_t id) {
    tc_touch *t = NULL;
    assert_ok(tc_scene_find_touch(s, id, &t));
    tc_touch_info i;
    memset(&i, 0, sizeof i); /* padding too: snapshots are compared byte for byte */
    TC_TOUCH_INFO_INIT(&i);
    assert_ok(tc_touch_get_info(t, &i));
    return i;
}

static tc_hover_sample hover(int32_t phase, int64_t id, double x, double y, double t) {
    tc_hover_sample h;
    TC_HOVER_SAMPLE_INIT(&h);
    h.phase = phase;
    h.id = id;
    h.x = x;
    h.y = y;
    h.timestamp = t;
    return h;
}

static int32_t push_hover(tc_scene *s, int32_t phase, int64_t id, double x, double y, double t) {
    tc_hover_sample h = hover(phase, id, x, y, t);
    return tc_scene_push_hover(s, &h);
}

static int32_t wheel(tc_scene *s, double x, double y, double dx, double dy, double t) {
    tc_scroll_input in;
    TC_SCROLL_INPUT_INIT(&in);
    in.x = x;
    in.y = y;
    in.dx = dx;
    in.dy = dy;
    in.timestamp = t;
    return tc_scene_push_scroll(s, &in);
}

static int32_t trackpad_scroll(tc_scene *s, int32_t phase, double x, double y, double dx, double dy,
                               double t) {
    tc_scroll_input in;
    TC_SCROLL_INPUT_INIT(&in);
    in.type = TC_SCROLL_CONTINUOUS;
    in.phase = phase;
    in.x = x;
    in.y = y;
    in.dx = dx;
    in.dy = dy;
    in.timestamp = t;
    return tc_scene_push_scroll(s, &in);
}

static int32_t transform(tc_scene *s, int32_t phase, double scale, double rotation, double x,
                         double y, double t) {
    tc_transform_input in;
    TC_TRANSFORM_INPUT_INIT(&in);
    in.phase = phase;
    in.scale = scale;
    in.rotation = rotation;
    in.x = x;
    in.y = y;
    in.timestamp = t;
    return tc_scene_push_transform(s, &in);
}

/* ======================================================================== */
/* P1 — Touch types                                                         */
/* ======================================================================== */

static void test_P1_pencil_only_pan_ignores_fingers(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 320, 480);
    static resp_rec rv;
    set_responder(v, &rv, "v", 1);
    tc_recognizer_params p = params(TC_RECOGNIZER_PAN);
    p.allowed_touch_types = TC_TOUCH_TYPE_BIT(TC_TOUCH_STYLUS);
    static act_rec pan;
    tc_recognizer *r = recognizer(s, &p, v, &pan, "pan");
    tc_recognizer_params back = params(TC_RECOGNIZER_PAN);
    assert_ok(tc_recognizer_get_params(r, &back));
    assert_int_equal(back.allowed_touch_types, TC_TOUCH_TYPE_BIT(TC_TOUCH_STYLUS));

    /* a finger drag far beyond the slop: never offered to the pan */
    log_reset();
    drag(s, 1, 50, 50, 150, 100, 10, 1.0, TC_TOUCH_DIRECT);
    assert_int_equal(pan.n, 0);
    assert_int_equal(state_of(r), TC_GESTURE_POSSIBLE);
    /* the finger's touches still reach the view (not cancelled: no recognizer took them) */
    assert_string_equal(log_str(), "v:touches-began v:touches-moved v:touches-moved v:touches-moved "
                                   "v:touches-moved v:touches-moved v:touches-moved v:touches-moved "
                                   "v:touches-moved v:touches-moved v:touches-moved v:touches-ended");
    /* an indirect pointer and an indirect finger: not offered either */
    drag(s, 2, 50, 50, 150, 100, 10, 2.0, TC_TOUCH_INDIRECT_POINTER);
    drag(s, 3, 50, 50, 150, 100, 10, 3.0, TC_TOUCH_INDIRECT);
    assert_int_equal(pan.n, 0);

    /* the same drag with a pencil pans */
    drag(s, 4, 50, 50, 150, 100, 10, 4.0, TC_TOUCH_STYLUS);
    assert_true(pan.n >= 3);
    assert_int_equal(pan.d[0].state, TC_GESTURE_BEGAN);
    assert_int_equal(pan.d[pan.n - 1].state, TC_GESTURE_ENDED);
    assert_int_equal(pan.d[0].touch_type, TC_TOUCH_STYLUS);
    assert_near(pan.d[pan.n - 1].translation_x, 150);
    assert_near(pan.d[pan.n - 1].translation_y, 100);
    /* the touch's type is reported to the view */
    assert_int_equal(rv.info.type, TC_TOUCH_STYLUS);
    assert_ok(tc_scene_destroy(s));
}

/* G8 with P1: requires_exclusive_touch_type (UIKit's requiresExclusiveTouchType, default YES):
 * once a recognizer has a touch, a touch of another type is not its until its touches have all
 * lifted (iOS 18.2 UIKitCore's `_shouldReceiveTouch:forEvent:recognizerView:` refuses a touch
 * whose type is not its `_initialTouchType`, which it forgets when its active touches are
 * gone). A finger pans; a pencil landing far away is not the pan's: the pan keeps one touch
 * and its location stays on the finger. With the flag 0 the pencil joins (two touches, the
 * location jumps to their centroid). Once the finger lifted, a pencil pans. A struct of the
 * size before the field gets the default, 1. (The pan took the pencil: two touches, the
 * location halfway to it.) */
static void exclusive_pan(int exclusive, size_t *touches, double *x) {
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    assert_ok(tc_view_set_flag(w, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    tc_recognizer_params p = params(TC_RECOGNIZER_PAN);
    assert_int_equal(p.requires_exclusive_touch_type, 1);
    p.requires_exclusive_touch_type = exclusive;
    static act_rec pan;
    tc_recognizer *r = recognizer(s, &p, w, &pan, "pan");
    tc_recognizer_params back = params(TC_RECOGNIZER_PAN);
    assert_ok(tc_recognizer_get_params(r, &back));
    assert_int_equal(back.requires_exclusive_touch_type, exclusive);
    assert_ok(push(s, TC_PHASE_BEGAN, 1, 100, 100, 0.00, TC_TOUCH_DIRECT));
    assert_ok(push(s, TC_PHASE_MOVED, 1, 130, 100, 0.02, TC_TOUCH_DIRECT));
    assert_ok(push(s, TC_PHASE_MOVED, 1, 140, 100, 0.04, TC_TOUCH_DIRECT));
    assert_ok(push(s, TC_PHASE_BEGAN, 2, 300, 100, 0.05, TC_TOUCH_STYLUS));
    assert_ok(push(s, TC_PHASE_MOVED, 1, 150, 100, 0.06, TC_TOUCH_DIRECT));
    assert_ok(push(s, TC_PHASE_MOVED, 2, 300, 120, 0.06, TC_TOUCH_STYLUS));
    (void)tct_dispatch(s);
    assert_int_equal(pan.d[pan.n - 1].state, TC_GESTURE_CHANGED);
    *touches = (size_t)pan.d[pan.n - 1].touch_count;
    *x = pan.d[pan.n - 1].x;
    if (exclusive) {
        /* the finger lifts: the pan ends; the pencil, still down, is not the pan's */
        assert_ok(push(s, TC_PHASE_ENDED, 1, 150, 100, 0.08, TC_TOUCH_DIRECT));
        assert_ok(push(s, TC_PHASE_ENDED, 2, 300, 120, 0.10, TC_TOUCH_STYLUS));
        (void)tct_dispatch(s);
        assert_int_equal(pan.d[pan.n - 1].state, TC_GESTURE_ENDED);
        /* a pencil alone now pans */
        pan.n = 0;
        drag(s, 3, 50, 50, 100, 0, 6, 1.0, TC_TOUCH_STYLUS);
        assert_true(pan.n >= 3);
        assert_int_equal(pan.d[0].touch_type, TC_TOUCH_STYLUS);
        /* an old header's struct, ending before the field, gets the default */
        tc_recognizer_params old = params(TC_RECOGNIZER_PAN);
        old.requires_exclusive_touch_type = 0;
        old.size = (uint32_t)offsetof(tc_recognizer_params, requires_exclusive_touch_type);
        tc_recognizer *r2 = NULL;
        assert_ok(tc_recognizer_create(s, &old, &r2));
        assert_ok(tc_recognizer_get_params(r2, &back));
        assert_int_equal(back.requires_exclusive_touch_type, 1);
    }
    assert_ok(tc_scene_destroy(s));
}

static void test_G8_P1_requires_exclusive_touch_type_keeps_a_pencil_from_a_finger_pan(void **state) {
    (void)state;
    size_t n;
    double x;
    exclusive_pan(1, &n, &x);
    assert_int_equal(n, 1);
    assert_near(x, 150);
    exclusive_pan(0, &n, &x);
    assert_int_equal(n, 2);
    assert_near(x, 225);
}

static void test_P1_finger_only_tap_ignores_pencil_and_pointer(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 320, 480);
    tc_recognizer_params p = params(TC_RECOGNIZER_TAP);
    p.allowed_touch_types = TC_TOUCH_TYPE_BIT(TC_TOUCH_DIRECT);
    static act_rec tap;
    tc_recognizer *r = recognizer(s, &p, v, &tap, "tap");
    log_reset();
    click(s, 1, 100, 100, 1.0, TC_TOUCH_STYLUS, TC_BUTTON_PRIMARY);
    click(s, 2, 100, 100, 2.0, TC_TOUCH_INDIRECT_POINTER, TC_BUTTON_PRIMARY);
    assert_int_equal(tap.n, 0);
    assert_int_equal(state_of(r), TC_GESTURE_POSSIBLE);
    click(s, 3, 100, 100, 3.0, TC_TOUCH_DIRECT, TC_BUTTON_PRIMARY);
    assert_string_equal(log_str(), "tap:ended");
    assert_int_equal(tap.d[0].touch_type, TC_TOUCH_DIRECT);
    /* allowed_touch_types 0: no touch at all */
    p.allowed_touch_types = 0;
    assert_ok(tc_recognizer_set_params(r, &p));
    click(s, 4, 100, 100, 4.0, TC_TOUCH_DIRECT, TC_BUTTON_PRIMARY);
    assert_int_equal(tap.n, 1);
    /* bits that are no type are refused (the header names no status for this
     * mask: an unknown enumeration bit, as for direction and edges, or a
     * value out of range), and change nothing */
    const uint32_t bad_masks[] = {TC_TOUCH_TYPE_BIT(TC_TOUCH_DIRECT) | 1u, 1u << 5, UINT32_MAX};
    for (size_t k = 0; k < COUNT(bad_masks); k++) {
        p.allowed_touch_types = bad_masks[k];
        int32_t st = tc_recognizer_set_params(r, &p);
        if (st != TC_ERR_UNKNOWN_ENUM && st != TC_ERR_INVALID_ARGUMENT)
            fail_msg("allowed_touch_types 0x%x: %s", bad_masks[k], tc_status_string(st));
    }
    tc_recognizer_params back = params(TC_RECOGNIZER_TAP);
    assert_ok(tc_recognizer_get_params(r, &back));
    assert_int_equal(back.allowed_touch_types, 0);
    assert_ok(tc_scene_destroy(s));
}

/* P1 (iOS 18.2 UIKitCore, decompiled): +[UIScreenEdgePanGestureRecognizer _supportsStylusTouches]
 * answers NO, so its -_defaultAllowedTouchTypesMask leaves out the pencil (direct, indirect and
 * indirect pointer): a pencil stroke in from the left edge does not begin a default edge pan,
 * a finger's does; the other kinds take the pencil by default, and an edge pan allowed the pencil
 * takes it. (Every kind used to default to every type.) */
static void test_P1_edge_pan_ignores_the_pencil_by_default(void **state) {
    (void)state;
    tc_recognizer_params p = params(TC_RECOGNIZER_EDGE_PAN);
    assert_int_equal(p.allowed_touch_types, TC_TOUCH_TYPES_ALL & ~TC_TOUCH_TYPE_BIT(TC_TOUCH_STYLUS));
    assert_int_equal(params(TC_RECOGNIZER_PAN).allowed_touch_types, TC_TOUCH_TYPES_ALL);
    for (int allow_pencil = 0; allow_pencil < 2; allow_pencil++) {
        tc_scene *s = tct_scene();
        tc_view *w = tct_window(s, 0, 0, 320, 480);
        p = params(TC_RECOGNIZER_EDGE_PAN);
        p.edges = TC_EDGE_LEFT;
        if (allow_pencil) p.allowed_touch_types = TC_TOUCH_TYPES_ALL;
        static act_rec edge;
        edge.n = 0;
        tc_recognizer *r = recognizer(s, &p, w, &edge, "edge");
        int32_t types[] = {TC_TOUCH_STYLUS, TC_TOUCH_DIRECT};
        for (int k = 0; k < 2; k++) {
            double t0 = 1.0 + k;
            assert_ok(push(s, TC_PHASE_BEGAN, 1 + k, 2, 200, t0, types[k]));
            for (int i = 1; i < 10; i++)
                assert_ok(push(s, TC_PHASE_MOVED, 1 + k, 2 + 15 * i, 200, t0 + 0.016 * i, types[k]));
            assert_ok(push(s, TC_PHASE_ENDED, 1 + k, 137, 200, t0 + 0.2, types[k]));
            assert_ok(tc_scene_advance(s, t0 + 0.5));
            if (k == 0 && !allow_pencil) {
                assert_int_equal(edge.n, 0);   /* the pencil is not the edge pan's */
                assert_int_equal(state_of(r), TC_GESTURE_POSSIBLE);
            } else {
                assert_true(edge.n >= 2);
                assert_int_equal(edge.d[0].state, TC_GESTURE_BEGAN);
                assert_int_equal(edge.d[0].touch_type, types[k]);
                assert_int_equal(edge.d[edge.n - 1].state, TC_GESTURE_ENDED);
                edge.n = 0;
            }
        }
        assert_ok(tc_scene_destroy(s));
    }
}

/* ======================================================================== */
/* P2 — Pointer buttons                                                     */
/* ======================================================================== */

static void test_P2_secondary_click_does_not_tap(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 320, 480);
    static resp_rec rv;
    set_responder(v, &rv, "v", 1);
    static act_rec tap, tap2;
    tc_recognizer_params p = params(TC_RECOGNIZER_TAP);
    assert_int_equal(p.button_mask_required, TC_BUTTON_PRIMARY); /* UIKit's default */
    tc_recognizer *primary = recognizer(s, &p, v, &tap, "tap");
    p.button_mask_required = TC_BUTTON_SECONDARY;
    tc_recognizer *secondary = recognizer(s, &p, v, &tap2, "tap2");
    (void)primary;
    (void)secondary;

    /* a secondary click: the primary tap never sees it; the view does */
    log_reset();
    click(s, 1, 100, 100, 1.0, TC_TOUCH_INDIRECT_POINTER, TC_BUTTON_SECONDARY);
    assert_int_equal(tap.n, 0);
    assert_int_equal(tap2.n, 1);
    assert_int_equal(tap2.d[0].state, TC_GESTURE_ENDED);
    assert_int_equal(tap2.d[0].touch_type, TC_TOUCH_INDIRECT_POINTER);
    assert_non_null(strstr(log_str(), "v:touches-began"));
    assert_int_equal(rv.info.buttons, TC_BUTTON_SECONDARY);

    /* a primary click taps the primary tap only */
    click(s, 2, 100, 100, 2.0, TC_TOUCH_INDIRECT_POINTER, TC_BUTTON_PRIMARY);
    assert_int_equal(tap.n, 1);
    assert_int_equal(tap2.n, 1);
    /* buttons 0 is the primary button (a contact presses it) */
    click(s, 3, 100, 100, 3.0, TC_TOUCH_DIRECT, 0);
    assert_int_equal(tap.n, 2);
    assert_int_equal(rv.info.buttons, TC_BUTTON_PRIMARY);
    /* primary + secondary together overlaps both masks (UIKit's `mask & _buttonMaskRequired`):
     * the click is offered to both taps and one of them taps (G3: they exclude each other) */
    click(s, 4, 100, 100, 4.0, TC_TOUCH_INDIRECT_POINTER, TC_BUTTON_PRIMARY | TC_BUTTON_SECONDARY);
    assert_int_equal(tap.n + tap2.n, 4);
    assert_int_equal(rv.info.buttons, TC_BUTTON_PRIMARY | TC_BUTTON_SECONDARY);
    /* an empty button_mask_required is refused */
    p.button_mask_required = 0;
    tc_recognizer *none = (tc_recognizer *)(uintptr_t)0x1234;
    assert_int_not_equal(tc_recognizer_create(s, &p, &none), TC_OK);
    assert_ptr_equal(none, (tc_recognizer *)(uintptr_t)0x1234);
    assert_ok(tc_scene_destroy(s));
}

static void test_P2_secondary_long_press(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 320, 480);
    static act_rec lp;
    tc_recognizer_params p = params(TC_RECOGNIZER_LONG_PRESS);
    assert_int_equal(p.button_mask_required, TC_BUTTON_PRIMARY);
    tc_recognizer *r = recognizer(s, &p, v, &lp, "lp");
    tc_touch_sample smp = sample(TC_PHASE_BEGAN, 1, 100, 100, 1.0, TC_TOUCH_INDIRECT_POINTER);
    smp.buttons = TC_BUTTON_SECONDARY;
    assert_ok(tc_scene_push_touch(s, &smp));
    assert_ok(tc_scene_advance(s, 2.0));
    assert_int_equal(lp.n, 0);
    assert_int_equal(state_of(r), TC_GESTURE_POSSIBLE);
    smp.phase = TC_PHASE_ENDED;
    smp.timestamp = 2.1;
    assert_ok(tc_scene_push_touch(s, &smp));
    smp = sample(TC_PHASE_BEGAN, 2, 100, 100, 3.0, TC_TOUCH_INDIRECT_POINTER);
    assert_ok(tc_scene_push_touch(s, &smp));
    assert_ok(tc_scene_advance(s, 4.0));
    assert_int_equal(lp.n, 1);
    assert_int_equal(lp.d[0].state, TC_GESTURE_BEGAN);
    assert_ok(tc_scene_destroy(s));
}

/* P2: buttonMaskRequired is an overlap test. iOS 18.2 UIKitCore's UITapRecognizer
 * -touchesBegan: gives up when `(buttonMask & _buttonMaskRequired) == 0`; the long press when
 * the event's button mask shares no button with it. A tap requiring primary | secondary taps
 * on either click and not on a tertiary one; a primary tap taps a primary + secondary click; a
 * long press requiring primary | secondary begins on a held secondary press. (The engine
 * required the buttons to equal the mask.) */
static void test_P2_button_mask_required_is_an_overlap_test(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 320, 480);
    static act_rec either;
    tc_recognizer_params p = params(TC_RECOGNIZER_TAP);
    p.button_mask_required = TC_BUTTON_PRIMARY | TC_BUTTON_SECONDARY;
    tc_recognizer *r = recognizer(s, &p, v, &either, "either");
    click(s, 1, 100, 100, 1.0, TC_TOUCH_INDIRECT_POINTER, TC_BUTTON_SECONDARY);
    assert_int_equal(either.n, 1);
    click(s, 2, 100, 100, 2.0, TC_TOUCH_INDIRECT_POINTER, TC_BUTTON_PRIMARY);
    assert_int_equal(either.n, 2);
    click(s, 3, 100, 100, 3.0, TC_TOUCH_INDIRECT_POINTER, TC_BUTTON_TERTIARY);
    assert_int_equal(either.n, 2);
    /* a primary tap and a click holding primary and secondary */
    assert_ok(tc_recognizer_destroy(r));
    static act_rec primary;
    p = params(TC_RECOGNIZER_TAP);
    r = recognizer(s, &p, v, &primary, "primary");
    click(s, 4, 100, 100, 4.0, TC_TOUCH_INDIRECT_POINTER, TC_BUTTON_PRIMARY | TC_BUTTON_SECONDARY);
    assert_int_equal(primary.n, 1);
    assert_ok(tc_recognizer_destroy(r));
    /* the long press */
    static act_rec lp;
    p = params(TC_RECOGNIZER_LONG_PRESS);
    p.button_mask_required = TC_BUTTON_PRIMARY | TC_BUTTON_SECONDARY;
    r = recognizer(s, &p, v, &lp, "lp");
    tc_touch_sample smp = sample(TC_PHASE_BEGAN, 5, 100, 100, 5.0, TC_TOUCH_INDIRECT_POINTER);
    smp.buttons = TC_BUTTON_SECONDARY;
    assert_ok(tc_scene_push_touch(s, &smp));
    assert_ok(tc_scene_advance(s, 6.0));
    assert_int_equal(lp.n, 1);
    assert_int_equal(lp.d[0].state, TC_GESTURE_BEGAN);
    assert_ok(tc_scene_destroy(s));
}

/* P2: buttonMaskRequired applies to pointer touches only. UIKit's tap checks it only when a
 * touch `_isPointerTouch`; a finger's or pencil's touch event has no button mask, which the
 * long press does not check. A tap and a long press requiring the secondary button still
 * recognize a finger and a pencil (whose samples hold the primary button by default). (The
 * engine refused every touch whose buttons were not the mask, whatever its type.) */
static void test_P2_button_mask_required_is_for_pointer_touches_only(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 320, 480);
    static act_rec tap;
    tc_recognizer_params p = params(TC_RECOGNIZER_TAP);
    p.button_mask_required = TC_BUTTON_SECONDARY;
    tc_recognizer *r = recognizer(s, &p, v, &tap, "tap");
    click(s, 1, 100, 100, 1.0, TC_TOUCH_DIRECT, TC_BUTTON_PRIMARY);
    assert_int_equal(tap.n, 1);
    click(s, 2, 100, 100, 2.0, TC_TOUCH_STYLUS, TC_BUTTON_PRIMARY);
    assert_int_equal(tap.n, 2);
    /* a pointer's primary click is still not the secondary tap's */
    click(s, 3, 100, 100, 3.0, TC_TOUCH_INDIRECT_POINTER, TC_BUTTON_PRIMARY);
    assert_int_equal(tap.n, 2);
    assert_ok(tc_recognizer_destroy(r));
    static act_rec lp;
    p = params(TC_RECOGNIZER_LONG_PRESS);
    p.button_mask_required = TC_BUTTON_SECONDARY;
    r = recognizer(s, &p, v, &lp, "lp");
    assert_ok(push(s, TC_PHASE_BEGAN, 4, 100, 100, 4.0, TC_TOUCH_DIRECT));
    assert_ok(tc_scene_advance(s, 5.0));
    assert_int_equal(lp.n, 1);
    assert_int_equal(lp.d[0].state, TC_GESTURE_BEGAN);
    assert_ok(tc_scene_destroy(s));
}

/* ======================================================================== */
/* P3 — Hover                                                               */
/* ======================================================================== */

/* A window W with siblings A (0,0,200,200) and B (100,100,200,200), B on top,
 * and C (10,10,50,50) inside A. Only the hit view and its ancestors are
 * hovered: in the overlap, B and W, never A. */
static void test_P3_hover_enter_exit_across_overlapping_views(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 400, 400);
    tc_view *a = tct_view(s, w, 0, 0, 200, 200);
    tc_view *b = tct_view(s, w, 100, 100, 200, 200);
    tc_view *c = tct_view(s, a, 10, 10, 50, 50);
    set_hover_responder(w, "W");
    set_hover_responder(a, "A");
    set_hover_responder(b, "B");
    set_hover_responder(c, "C");
    memset(g_hover, 0, sizeof g_hover);

    /* comes into range in the overlap: B is hit; entries outermost first */
    log_reset();
    assert_ok(push_hover(s, TC_PHASE_BEGAN, 9, 150, 150, 1.0));
    assert_int_equal(g_nlines, 0); /* queued, not yet dispatched */
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "W:began B:began");
    const tc_hover_event *eb = &g_hover['B' - 'A'].last;
    assert_int_equal(eb->id, 9);
    assert_near(eb->x, 150);
    assert_near(eb->y, 150);
    assert_near(eb->timestamp, 1.0);
    assert_int_equal(eb->type, TC_TOUCH_INDIRECT_POINTER);
    assert_ptr_equal(eb->hit_view, b);
    assert_ptr_equal(g_hover['W' - 'A'].last.hit_view, b);

    /* moves inside the overlap: the hovered views move, A still nothing */
    log_reset();
    assert_ok(push_hover(s, TC_PHASE_MOVED, 9, 160, 160, 1.1));
    (void)tct_dispatch(s);
    assert_int_equal(g_nlines, 2);
    assert_true(log_index("W:moved") != (size_t)-1 && log_index("B:moved") != (size_t)-1);
    assert_int_equal(log_count_prefix("A:"), 0);

    /* over C (inside A only): B leaves, A and C enter (outermost first), W moves */
    log_reset();
    assert_ok(push_hover(s, TC_PHASE_MOVED, 9, 20, 20, 1.2));
    (void)tct_dispatch(s);
    assert_int_equal(g_nlines, 4);
    size_t b_end = log_index("B:ended"), a_beg = log_index("A:began"), c_beg = log_index("C:began");
    assert_true(b_end != (size_t)-1 && a_beg != (size_t)-1 && c_beg != (size_t)-1);
    assert_true(a_beg < c_beg);  /* outermost first */
    assert_true(b_end < a_beg);  /* exits before entries */
    assert_true(log_index("W:moved") != (size_t)-1);
    assert_ptr_equal(g_hover['C' - 'A'].last.hit_view, c);
    /* the hover's location is in window coordinates for every view */
    assert_near(g_hover['C' - 'A'].last.x, 20);
    assert_near(g_hover['C' - 'A'].last.y, 20);

    /* the same location again: nobody moves */
    log_reset();
    assert_ok(push_hover(s, TC_PHASE_MOVED, 9, 20, 20, 1.3));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "");

    /* onto B outside the overlap: C and A leave (deepest first), B enters */
    log_reset();
    assert_ok(push_hover(s, TC_PHASE_MOVED, 9, 250, 250, 1.4));
    (void)tct_dispatch(s);
    assert_int_equal(g_nlines, 4);
    size_t c_end = log_index("C:ended"), a_end = log_index("A:ended"), b_beg = log_index("B:began");
    assert_true(c_end != (size_t)-1 && a_end != (size_t)-1 && b_beg != (size_t)-1);
    assert_true(c_end < a_end); /* deepest first */
    assert_true(a_end < b_beg);
    assert_true(log_index("W:moved") != (size_t)-1);

    /* back into the overlap: still B (on top), A not entered */
    log_reset();
    assert_ok(push_hover(s, TC_PHASE_MOVED, 9, 150, 150, 1.5));
    (void)tct_dispatch(s);
    assert_int_equal(log_count_prefix("A:"), 0);
    assert_int_equal(g_nlines, 2);

    /* out of the window (nothing hit): everyone leaves, deepest first */
    log_reset();
    assert_ok(push_hover(s, TC_PHASE_MOVED, 9, 500, 500, 1.6));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "B:ended W:ended");
    assert_null(g_hover['W' - 'A'].last.hit_view);

    /* back in, then out of range: an ended hover leaves every view */
    log_reset();
    assert_ok(push_hover(s, TC_PHASE_MOVED, 9, 30, 30, 1.7));
    assert_ok(push_hover(s, TC_PHASE_ENDED, 9, 30, 30, 1.8));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "W:began A:began C:began C:ended A:ended W:ended");
    /* the id is free again: a new hover may begin with it */
    assert_ok(push_hover(s, TC_PHASE_BEGAN, 9, 30, 30, 1.9));
    assert_ok(push_hover(s, TC_PHASE_CANCELLED, 9, 30, 30, 2.0));
    log_reset();
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "W:began A:began C:began C:cancelled A:cancelled W:cancelled");
    assert_ok(tc_scene_destroy(s));
}

/* Two hovers at once (a pointer and a pencil): each view is told of each. */
static void test_P3_two_hovers_are_independent(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 400, 400);
    tc_view *a = tct_view(s, w, 0, 0, 100, 100);
    tc_view *b = tct_view(s, w, 200, 200, 100, 100);
    (void)w;
    set_hover_responder(a, "A");
    set_hover_responder(b, "B");
    log_reset();
    assert_ok(push_hover(s, TC_PHASE_BEGAN, 1, 50, 50, 1.0));
    tc_hover_sample pen = hover(TC_PHASE_BEGAN, 2, 250, 250, 1.0);
    pen.type = TC_TOUCH_STYLUS;
    pen.altitude = 0.6;
    pen.azimuth = -1.0;
    pen.z_offset = 0.25;
    assert_ok(tc_scene_push_hover(s, &pen));
    (void)tct_dispatch(s);
    assert_int_equal(log_count_prefix("A:began"), 1);
    assert_int_equal(log_count_prefix("B:began"), 1);
    const tc_hover_event *e = &g_hover['B' - 'A'].last;
    assert_int_equal(e->id, 2);
    assert_int_equal(e->type, TC_TOUCH_STYLUS);
    assert_near(e->altitude, 0.6);
    assert_near(e->azimuth, -1.0);
    assert_near(e->z_offset, 0.25);
    /* ending one does not end the other */
    log_reset();
    assert_ok(push_hover(s, TC_PHASE_ENDED, 1, 50, 50, 1.1));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "A:ended");
    assert_ok(tc_scene_destroy(s));
}

/* A 400 x 400 window, a 100 x 100 view at (100, 100) with a hover recognizer (`*hover`,
 * logging "hover" into `hv`) and a tap (`*tap`, logging "tap" into `tp`). */
static tc_scene *hover_and_tap(tc_recognizer **hover, act_rec *hv, tc_recognizer **tap, act_rec *tp) {
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 400, 400);
    tc_view *v = tct_view(s, w, 100, 100, 100, 100);
    tc_recognizer_params p = params(TC_RECOGNIZER_HOVER);
    *hover = recognizer(s, &p, v, hv, "hover");
    tc_recognizer_params q = params(TC_RECOGNIZER_TAP);
    *tap = recognizer(s, &q, v, tp, "tap");
    return s;
}

/* P3: a hover sample that changes only the z-offset, the altitude or the azimuth is a move.
 * UIKit marks each in-range sample of a hover touch as an update (the hover event's
 * outstanding updates) and UIHoverGestureRecognizer's _hoverMoved: sets changed
 * unconditionally (iOS 18.2 UIKitCore): a pencil rising, tilting or turning in place moves
 * the hover. The view hears `moved` and its hover recognizer changes, with the new values; a
 * sample that changes nothing is no move for the view, and still a change for the recognizer
 * (test_P3_hover_recognizer_changes_at_every_in_range_sample). */
static void test_P3_hover_z_offset_and_angles_alone_are_a_move(void **state) {
    (void)state;
    static act_rec hv;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 400, 400);
    tc_view *v = tct_view(s, w, 100, 100, 100, 100);
    tc_recognizer_params p = params(TC_RECOGNIZER_HOVER);
    (void)recognizer(s, &p, v, &hv, "hover");
    set_hover_responder(v, "V");
    memset(g_hover, 0, sizeof g_hover);
    log_reset();
    tc_hover_sample h = hover(TC_PHASE_BEGAN, 1, 150, 150, 1.0);
    h.type = TC_TOUCH_STYLUS;
    h.altitude = 0.9;
    h.azimuth = 0.5;
    h.z_offset = 0.8;
    assert_ok(tc_scene_push_hover(s, &h));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "V:began hover:began");
    /* the same point, lower */
    log_reset();
    h.phase = TC_PHASE_MOVED;
    h.z_offset = 0.3;
    h.timestamp = 1.1;
    assert_ok(tc_scene_push_hover(s, &h));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "V:moved hover:changed");
    assert_near(hv.d[hv.n - 1].z_offset, 0.3);
    assert_near(g_hover['V' - 'A'].last.z_offset, 0.3);
    /* the same point, tilted */
    log_reset();
    h.altitude = 0.6;
    h.timestamp = 1.2;
    assert_ok(tc_scene_push_hover(s, &h));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "V:moved hover:changed");
    assert_near(hv.d[hv.n - 1].altitude, 0.6);
    /* the same point, turned */
    log_reset();
    h.azimuth = 1.5;
    h.timestamp = 1.3;
    assert_ok(tc_scene_push_hover(s, &h));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "V:moved hover:changed");
    assert_near(hv.d[hv.n - 1].azimuth, 1.5);
    /* nothing changed: no move for the view; the recognizer changes all the same */
    log_reset();
    h.timestamp = 1.4;
    assert_ok(tc_scene_push_hover(s, &h));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "hover:changed");
    assert_ok(tc_scene_destroy(s));
}

/* P3: UIHoverGestureRecognizer's _hoverMoved:withEvent: sets changed with no condition (iOS
 * 18.2 UIKitCore): a hover recognizer changes at every in-range sample of its hover, one that
 * repeats the previous sample included (a pointer's digitizer reports at its own rate, moving
 * or not). The views' own hover callbacks still move only when something changed. (The engine
 * skipped the recognizer's changed for a repeated sample.) */
static void test_P3_hover_recognizer_changes_at_every_in_range_sample(void **state) {
    (void)state;
    static act_rec hv;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 400, 400);
    tc_view *v = tct_view(s, w, 0, 0, 400, 400);
    tc_recognizer_params p = params(TC_RECOGNIZER_HOVER);
    (void)recognizer(s, &p, v, &hv, "hover");
    set_hover_responder(v, "V");
    log_reset();
    assert_ok(push_hover(s, TC_PHASE_BEGAN, 1, 100, 100, 0.0));
    assert_ok(push_hover(s, TC_PHASE_MOVED, 1, 100, 100, 0.016)); /* nothing changed */
    (void)tct_dispatch(s);
    assert_ok(push_hover(s, TC_PHASE_MOVED, 1, 100, 100, 0.033)); /* nor here */
    (void)tct_dispatch(s);
    assert_ok(push_hover(s, TC_PHASE_MOVED, 1, 110, 100, 0.050)); /* moved */
    (void)tct_dispatch(s);
    assert_ok(push_hover(s, TC_PHASE_ENDED, 1, 110, 100, 0.066));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "V:began hover:began hover:changed hover:changed "
                                   "V:moved hover:changed V:ended hover:ended");
    assert_int_equal(hv.n, 5);
    assert_near(hv.d[1].timestamp, 0.016);
    assert_near(hv.d[2].timestamp, 0.033);
    assert_near(hv.d[3].x, 110);
    assert_ok(tc_scene_destroy(s));
}

/* P3, G6: a hover recognizer takes part in no failure requirement (iOS 18.2 UIKitCore:
 * -[UIHoverGestureRecognizer initWithTarget:action:] calls _setAcceptsFailureRequiments:NO,
 * and -requireGestureRecognizerToFail: adds a requirement only when both recognizers accept
 * them). Linking one either way is accepted and changes nothing: a hover that "requires" a
 * tracking tap to fail begins as it enters its view, and a tap that "requires" a begun hover
 * to fail recognizes a click made under it. (The engine made both links: the hover waited for
 * the tap, and the tap failed while the hover was begun.) */
static void test_P3_G6_hover_recognizer_takes_no_failure_requirements(void **state) {
    (void)state;
    static act_rec hv, tap;
    tc_recognizer *r, *t;
    tc_scene *s = hover_and_tap(&r, &hv, &t, &tap);
    assert_ok(tc_recognizer_require_to_fail(r, t)); /* accepted, not made */
    assert_ok(tc_recognizer_require_to_fail(t, r));
    log_reset();
    assert_ok(push(s, TC_PHASE_BEGAN, 1, 150, 150, 1.0, TC_TOUCH_DIRECT)); /* the tap tracks */
    (void)tct_dispatch(s);
    tc_hover_sample h = hover(TC_PHASE_BEGAN, 2, 120, 130, 1.05);
    h.type = TC_TOUCH_STYLUS;
    assert_ok(tc_scene_push_hover(s, &h));
    (void)tct_dispatch(s);
    assert_int_equal(hv.n, 1); /* began at once: it waits for nothing */
    assert_int_equal(state_of(r), TC_GESTURE_BEGAN);
    /* the hover begun, the tap recognizes: it waits for nothing either */
    assert_ok(push(s, TC_PHASE_ENDED, 1, 150, 150, 1.1, TC_TOUCH_DIRECT));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "hover:began tap:ended");
    assert_int_equal(state_of(r), TC_GESTURE_BEGAN);
    /* removing the links that were never made is a no-op */
    assert_ok(tc_recognizer_remove_requirement(r, t));
    assert_ok(tc_recognizer_remove_requirement(t, r));
    assert_ok(tc_scene_destroy(s));
}

static void test_P3_hover_recognizer_began_changed_ended(void **state) {
    (void)state;
    static act_rec hv, tap;
    tc_recognizer *r, *t;
    tc_scene *s = hover_and_tap(&r, &hv, &t, &tap);
    (void)t;
    log_reset();

    /* a pencil comes into range outside the view: nothing */
    tc_hover_sample h = hover(TC_PHASE_BEGAN, 1, 50, 50, 1.0);
    h.type = TC_TOUCH_STYLUS;
    h.altitude = 0.9;
    h.azimuth = 0.5;
    h.z_offset = 0.4;
    assert_ok(tc_scene_push_hover(s, &h));
    (void)tct_dispatch(s);
    assert_int_equal(hv.n, 0);
    /* enters the view: began, at the location in the view's coordinates */
    h.phase = TC_PHASE_MOVED;
    h.x = 120;
    h.y = 130;
    h.timestamp = 1.1;
    assert_ok(tc_scene_push_hover(s, &h));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "hover:began");
    assert_int_equal(hv.d[0].kind, TC_RECOGNIZER_HOVER);
    assert_near(hv.d[0].x, 20);
    assert_near(hv.d[0].y, 30);
    assert_int_equal(hv.d[0].touch_type, TC_TOUCH_STYLUS);
    assert_near(hv.d[0].altitude, 0.9);
    assert_near(hv.d[0].azimuth, 0.5);
    assert_near(hv.d[0].z_offset, 0.4);
    assert_int_equal(hv.d[0].touch_count, 0); /* it takes no touches */
    /* moves in it: changed, with the new values */
    h.x = 150;
    h.z_offset = 0.1;
    h.timestamp = 1.2;
    assert_ok(tc_scene_push_hover(s, &h));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "hover:began hover:changed");
    assert_near(hv.d[1].x, 50);
    assert_near(hv.d[1].z_offset, 0.1);
    /* a touch in the view meanwhile: the tap still recognizes (hover excludes no touch recognizer) */
    click(s, 5, 150, 150, 1.25, TC_TOUCH_DIRECT, TC_BUTTON_PRIMARY);
    assert_int_equal(tap.n, 1);
    /* leaves the view: ended, then possible again */
    log_reset();
    h.x = 300;
    h.timestamp = 1.3;
    assert_ok(tc_scene_push_hover(s, &h));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "hover:ended");
    assert_int_equal(state_of(r), TC_GESTURE_POSSIBLE);
    /* re-enters: began again; goes out of range inside: ended */
    log_reset();
    h.x = 150;
    h.timestamp = 1.4;
    assert_ok(tc_scene_push_hover(s, &h));
    h.phase = TC_PHASE_ENDED;
    h.timestamp = 1.5;
    assert_ok(tc_scene_push_hover(s, &h));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "hover:began hover:ended");
    /* a cancelled hover cancels it */
    log_reset();
    assert_ok(push_hover(s, TC_PHASE_BEGAN, 2, 150, 150, 1.6));
    assert_ok(push_hover(s, TC_PHASE_CANCELLED, 2, 150, 150, 1.7));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "hover:began hover:cancelled");
    assert_int_equal(hv.d[hv.n - 2].touch_type, TC_TOUCH_INDIRECT_POINTER);
    /* a pointer-only hover recognizer ignores the pencil */
    tc_recognizer_params p = params(TC_RECOGNIZER_HOVER);
    p.allowed_touch_types = TC_TOUCH_TYPE_BIT(TC_TOUCH_INDIRECT_POINTER);
    assert_ok(tc_recognizer_set_params(r, &p));
    log_reset();
    h = hover(TC_PHASE_BEGAN, 3, 150, 150, 1.8);
    h.type = TC_TOUCH_STYLUS;
    assert_ok(tc_scene_push_hover(s, &h));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "");
    /* hover recognizers are driven by hovers only: a touch drag does nothing */
    drag(s, 6, 120, 120, 50, 50, 5, 2.0, TC_TOUCH_DIRECT);
    assert_int_equal(log_count_prefix("hover:"), 0);
    assert_ok(tc_scene_destroy(s));
}

/* P3: a hover recognizer whose should-begin refused the hover at the entry is asked again at
 * the next move while it stays over its view (UIKit collects a hover's recognizers anew at
 * every sample while none is beginning or following it: -[_UIHoverTouchDeliveryTable
 * updateForEvent:forcingHitTest:]), and begins when the answer is yes. */
static int32_t p3_allow;
static int32_t p3_should_begin(tc_recognizer *r, void *ud) {
    (void)r; (void)ud;
    log_add("ask:begin");
    return p3_allow;
}
static int32_t p3_should_receive_event(tc_recognizer *r, int32_t type, void *ud) {
    (void)r; (void)ud;
    log_add("ask:%s", tc_event_type_string(type));
    return 1;
}

static void test_P3_hover_recognizer_refused_by_should_begin_retries_at_the_next_move(void **state) {
    (void)state;
    static act_rec hv;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 400, 400);
    tc_view *v = tct_view(s, w, 0, 0, 200, 200);
    tc_recognizer_params p = params(TC_RECOGNIZER_HOVER);
    tc_recognizer *r = recognizer(s, &p, v, &hv, "hover");
    tc_recognizer_delegate d;
    TC_RECOGNIZER_DELEGATE_INIT(&d);
    d.should_begin = p3_should_begin;
    d.should_receive_event = p3_should_receive_event; /* asked with TC_EVENT_HOVER each try */
    assert_ok(tc_recognizer_set_delegate(r, &d));
    log_reset();
    p3_allow = 0;
    assert_ok(push_hover(s, TC_PHASE_BEGAN, 1, 10, 10, 0.0));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "ask:hover ask:begin");
    assert_int_equal(state_of(r), TC_GESTURE_POSSIBLE);
    p3_allow = 1;
    assert_ok(push_hover(s, TC_PHASE_MOVED, 1, 30, 10, 0.1));
    (void)tct_dispatch(s);
    assert_ok(push_hover(s, TC_PHASE_MOVED, 1, 50, 10, 0.2));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "ask:hover ask:begin ask:hover ask:begin hover:began hover:changed");
    assert_near(hv.d[0].x, 30);
    assert_ok(push_hover(s, TC_PHASE_ENDED, 1, 50, 10, 0.3));
    (void)tct_dispatch(s);
    assert_int_equal(state_of(r), TC_GESTURE_POSSIBLE);
    assert_ok(tc_scene_destroy(s));
}

/* P3: a hover recognizer attached to a view the pointer is already over begins at the next
 * move (UIKit's _updateContainer: resets the window's hover hit test); one enabled there
 * meanwhile begins at the next move when no other recognizer follows the hover, and else
 * when the hit view changes (UIKit collects anew only then). */
static void test_P3_hover_recognizer_attached_or_enabled_mid_hover_begins_at_the_next_move(void **state) {
    (void)state;
    static act_rec ha, hb, hc;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 400, 400);
    tc_view *v = tct_view(s, w, 0, 0, 200, 200);
    tc_view *inner = tct_view(s, v, 100, 100, 50, 50);
    log_reset();
    assert_ok(push_hover(s, TC_PHASE_BEGAN, 1, 10, 10, 0.0));
    (void)tct_dispatch(s);
    tc_recognizer_params p = params(TC_RECOGNIZER_HOVER);
    tc_recognizer *a = recognizer(s, &p, v, &ha, "a"); /* attached under the pointer */
    assert_string_equal(log_str(), "");
    assert_ok(push_hover(s, TC_PHASE_MOVED, 1, 12, 10, 0.1));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "a:began");
    assert_ok(push_hover(s, TC_PHASE_ENDED, 1, 12, 10, 0.2));
    (void)tct_dispatch(s);

    /* enabled under the pointer, nothing else following it: begins at the next move */
    assert_ok(tc_recognizer_detach(a));
    tc_recognizer *b = recognizer(s, &p, v, &hb, "b");
    assert_ok(tc_recognizer_set_enabled(b, 0));
    log_reset();
    assert_ok(push_hover(s, TC_PHASE_BEGAN, 2, 10, 10, 1.0));
    (void)tct_dispatch(s);
    assert_ok(tc_recognizer_set_enabled(b, 1));
    assert_ok(push_hover(s, TC_PHASE_MOVED, 2, 12, 10, 1.1));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "b:began");

    /* enabled while b follows the hover: not at a move over the same hit view, at the move
     * into another one */
    tc_recognizer *c = recognizer(s, &p, v, &hc, "c");
    assert_ok(tc_recognizer_set_enabled(c, 0));
    assert_ok(push_hover(s, TC_PHASE_MOVED, 2, 14, 10, 1.2)); /* c was attached: b changes only */
    (void)tct_dispatch(s);
    assert_ok(tc_recognizer_set_enabled(c, 1));
    log_reset();
    assert_ok(push_hover(s, TC_PHASE_MOVED, 2, 16, 10, 1.3));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "b:changed");
    assert_ok(push_hover(s, TC_PHASE_MOVED, 2, 120, 120, 1.4)); /* into inner */
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "b:changed b:changed c:began");
    (void)inner;
    assert_ok(tc_scene_destroy(s));
}

/* ======================================================================== */
/* P4 — Scroll wheels and trackpads                                         */
/* ======================================================================== */

static void test_P4_wheel_drives_pan_allowing_discrete_not_other(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 200, 200);
    static act_rec pc, pd, pn;
    tc_recognizer_params p = params(TC_RECOGNIZER_PAN);
    assert_int_equal(p.allowed_scroll_types, 0); /* UIKit's default: no scroll input */
    /* an ancestor's default pan, and on V a continuous-only pan before a discrete-only one */
    tc_recognizer *none = recognizer(s, &p, w, &pn, "none");
    p.allowed_scroll_types = TC_SCROLL_CONTINUOUS;
    tc_recognizer *cont = recognizer(s, &p, v, &pc, "cont");
    p.allowed_scroll_types = TC_SCROLL_DISCRETE;
    tc_recognizer *disc = recognizer(s, &p, v, &pd, "disc");
    (void)none;

    /* two wheel notches: the discrete pan takes the gesture, sums the deltas, no slop */
    log_reset();
    assert_ok(wheel(s, 50, 50, 0, -40, 1.0));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "disc:began");
    assert_near(pd.d[0].translation_x, 0);
    assert_near(pd.d[0].translation_y, -40);
    assert_int_equal(pd.d[0].touch_type, TC_TOUCH_INDIRECT_POINTER);
    assert_int_equal(pd.d[0].touch_count, 0);
    assert_ok(wheel(s, 50, 50, 5, -40, 1.05));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "disc:began disc:changed");
    assert_near(pd.d[1].translation_x, 5);
    assert_near(pd.d[1].translation_y, -80);
    /* it ends TC_DISCRETE_SCROLL_END_DELAY after the last notch, at rest */
    assert_ok(tc_scene_advance(s, 1.05 + TC_DISCRETE_SCROLL_END_DELAY / 2));
    assert_int_equal(state_of(disc), TC_GESTURE_CHANGED);
    assert_ok(tc_scene_advance(s, 1.05 + TC_DISCRETE_SCROLL_END_DELAY + 0.01));
    assert_string_equal(log_str(), "disc:began disc:changed disc:ended");
    assert_near(pd.d[2].translation_y, -80);
    assert_near(pd.d[2].velocity_x, 0);
    assert_near(pd.d[2].velocity_y, 0);
    assert_int_equal(state_of(cont), TC_GESTURE_POSSIBLE);

    /* a trackpad scroll: the continuous pan takes it; it begins once the travel along an axis
     * reaches its slop (10 pt), which is then taken off the translation (UIKit's
     * -_removeHysteresisFromTranslation) */
    log_reset();
    assert_ok(trackpad_scroll(s, TC_PHASE_BEGAN, 50, 50, 0, 0, 2.0));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "");
    assert_ok(trackpad_scroll(s, TC_PHASE_CHANGED, 50, 50, 0, 30, 2.016));
    (void)tct_dispatch(s);
    assert_ok(trackpad_scroll(s, TC_PHASE_CHANGED, 50, 50, 0, 30, 2.033));
    (void)tct_dispatch(s);
    assert_ok(trackpad_scroll(s, TC_PHASE_ENDED, 50, 50, 0, 0, 2.05));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "cont:began cont:changed cont:ended");
    assert_near(pc.d[0].translation_y, 20);
    assert_near(pc.d[2].translation_y, 50);
    assert_int_equal(pc.d[0].touch_type, TC_TOUCH_INDIRECT_POINTER);

    /* outside V only the window's default pan could take it, and it allows no scroll input */
    log_reset();
    assert_ok(wheel(s, 300, 300, 0, -40, 3.0));
    assert_ok(tc_scene_advance(s, 4.0));
    assert_string_equal(log_str(), "");
    assert_int_equal(pn.n, 0);
    assert_ok(tc_scene_destroy(s));
}

/* A pan's allowed touch types do not keep scrolls from it (UIKit's allowedScrollTypesMask:
 * "To disable touch scrolling, ... set the allowedTouchTypes to an empty array"): a
 * scroll-only pan (no touch types) takes the wheel; a disabled pan is passed over. */
static void test_P4_wheel_drives_a_pan_whatever_its_touch_types(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 200, 200);
    tc_view *inner = tct_view(s, v, 0, 0, 100, 100);
    static act_rec pf, pdis, pouter;
    tc_recognizer_params p = params(TC_RECOGNIZER_PAN);
    p.allowed_scroll_types = TC_SCROLL_TYPES_ALL;
    p.allowed_touch_types = TC_TOUCH_TYPES_ALL;
    tc_recognizer *dis = recognizer(s, &p, inner, &pdis, "disabled");
    assert_ok(tc_recognizer_set_enabled(dis, 0));
    p.allowed_touch_types = 0; /* scrolls only */
    (void)recognizer(s, &p, inner, &pf, "scrolls");
    p.allowed_touch_types = TC_TOUCH_TYPES_ALL;
    (void)recognizer(s, &p, v, &pouter, "outer");
    log_reset();
    assert_ok(wheel(s, 50, 50, 0, 10, 1.0));
    assert_ok(tc_scene_advance(s, 2.0));
    assert_string_equal(log_str(), "scrolls:began scrolls:ended");
    assert_near(pf.d[0].translation_y, 10);
    assert_int_equal(pouter.n, 0);
    /* and a touch does not reach it */
    log_reset();
    drag(s, 1, 50, 50, 0, 40, 4, 3.0, TC_TOUCH_DIRECT);
    assert_string_equal(log_str(), "outer:began outer:changed outer:changed outer:ended");
    assert_int_equal(pf.n, 2);
    assert_ok(tc_scene_destroy(s));
}

static void test_P4_wheel_scrolls_scroll_view(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *sv = tct_view(s, w, 0, 0, 100, 100);
    tc_scroll_params sp;
    TC_SCROLL_PARAMS_INIT(&sp);
    sp.content_w = 100;
    sp.content_h = 1000;
    assert_ok(tc_view_set_scroll(sv, &sp));
    tc_recognizer *pan = NULL;
    assert_ok(tc_view_scroll_pan(sv, &pan));
    tc_recognizer_params pp = params(TC_RECOGNIZER_PAN);
    assert_ok(tc_recognizer_get_params(pan, &pp));
    assert_int_equal(pp.allowed_scroll_types, TC_SCROLL_TYPES_ALL); /* a scroll view's pan allows both */

    double ox = -1, oy = -1;
    /* each notch of dy = -40 (content up, like a finger dragging up) moves the offset down by 40 */
    for (int n = 1; n <= 3; n++) {
        assert_ok(wheel(s, 50, 50, 0, -40, 1.0 + 0.05 * n));
        (void)tct_dispatch(s);
        assert_ok(tc_view_get_content_offset(sv, &ox, &oy));
        assert_near(ox, 0);
        assert_near(oy, 40.0 * n);
        int32_t tracking = -1;   /* UIScrollView.isTracking: scroll input drags the content */
        assert_ok(tc_view_get_scroll_tracking(sv, &tracking));
        assert_int_equal(tracking, 1);
    }
    tc_gesture_details d = details(pan);
    assert_int_equal(d.touch_type, TC_TOUCH_INDIRECT_POINTER);
    /* the wheel gesture ends at rest: no deceleration, the offset stays */
    assert_ok(tc_scene_advance(s, 3.0));
    int32_t dragging = -1, decelerating = -1;
    assert_ok(tc_view_get_scroll_state(sv, &dragging, &decelerating));
    assert_int_equal(dragging, 0);
    assert_int_equal(decelerating, 0);
    int32_t tracking = -1;
    assert_ok(tc_view_get_scroll_tracking(sv, &tracking));
    assert_int_equal(tracking, 0);
    assert_ok(tc_view_get_content_offset(sv, &ox, &oy));
    assert_near(oy, 120);
    /* and back up by one notch */
    assert_ok(wheel(s, 50, 50, 0, 40, 4.0));
    (void)tct_dispatch(s);
    assert_ok(tc_view_get_content_offset(sv, &ox, &oy));
    assert_near(oy, 80);
    assert_ok(tc_scene_advance(s, 5.0));
    assert_ok(tc_view_get_content_offset(sv, &ox, &oy));
    assert_near(oy, 80);
    /* the bounds origin is the offset: hit-testing follows */
    tc_rect bnd;
    assert_ok(tc_view_get_bounds(sv, &bnd));
    assert_near(bnd.y, 80);
    assert_ok(tc_scene_destroy(s));
}

static void test_P4_trackpad_pinch_drives_pinch_recognizer(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 200, 200);
    static act_rec pfing, pin, pin2, rot;
    tc_recognizer_params p = params(TC_RECOGNIZER_PINCH);
    p.allowed_touch_types = TC_TOUCH_TYPE_BIT(TC_TOUCH_DIRECT);
    (void)recognizer(s, &p, v, &pfing, "fingers"); /* first, but not for the pointer */
    p = params(TC_RECOGNIZER_PINCH);
    (void)recognizer(s, &p, v, &pin, "pinch");
    (void)recognizer(s, &p, v, &pin2, "pinch2"); /* only the first allowed pinch takes it */
    p = params(TC_RECOGNIZER_ROTATION);
    (void)recognizer(s, &p, v, &rot, "rot");

    log_reset();
    assert_ok(transform(s, TC_PHASE_BEGAN, 1.0, 0.0, 50, 50, 1.0));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), ""); /* nothing differs yet */
    assert_ok(transform(s, TC_PHASE_CHANGED, 1.2, 0.0, 50, 50, 1.02));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "pinch:began");
    assert_near(pin.d[0].scale, 1.2);
    assert_int_equal(pin.d[0].touch_type, TC_TOUCH_INDIRECT_POINTER);
    assert_ok(transform(s, TC_PHASE_CHANGED, 1.5, 0.3, 50, 50, 1.04));
    (void)tct_dispatch(s);
    assert_int_equal(pin.n, 2);
    assert_int_equal(pin.d[1].state, TC_GESTURE_CHANGED);
    assert_near(pin.d[1].scale, 1.5);
    assert_int_equal(rot.n, 1);
    assert_int_equal(rot.d[0].state, TC_GESTURE_BEGAN);
    assert_near(rot.d[0].rotation, 0.3);
    assert_int_equal(rot.d[0].touch_type, TC_TOUCH_INDIRECT_POINTER);
    assert_ok(transform(s, TC_PHASE_ENDED, 1.5, 0.3, 50, 50, 1.06));
    (void)tct_dispatch(s);
    assert_int_equal(pin.d[pin.n - 1].state, TC_GESTURE_ENDED);
    assert_near(pin.d[pin.n - 1].scale, 1.5);
    assert_int_equal(rot.d[rot.n - 1].state, TC_GESTURE_ENDED);
    assert_near(rot.d[rot.n - 1].rotation, 0.3);
    assert_int_equal(pfing.n, 0);
    assert_int_equal(pin2.n, 0);

    /* a cancelled transform cancels them */
    log_reset();
    assert_ok(transform(s, TC_PHASE_BEGAN, 1.0, 0.0, 50, 50, 2.0));
    assert_ok(transform(s, TC_PHASE_CHANGED, 0.8, 0.0, 50, 50, 2.02));
    assert_ok(transform(s, TC_PHASE_CANCELLED, 0.8, 0.0, 50, 50, 2.04));
    assert_ok(tc_scene_advance(s, 3.0));
    assert_string_equal(log_str(), "pinch:began pinch:cancelled");
    assert_near(pin.d[pin.n - 2].scale, 0.8);
    assert_ok(tc_scene_destroy(s));
}

/* P4, G6: a pan whose delegate refuses scroll events (should_receive_event with
 * TC_EVENT_SCROLL, the one question a scroll asks) is not driven by a trackpad scroll: the
 * gesture goes to the next candidate out; a pinch refusing TC_EVENT_TRANSFORM likewise. */
static int32_t p4_refuse_event(tc_recognizer *r, int32_t type, void *ud) {
    (void)r; (void)ud;
    log_add("ask:%s", tc_event_type_string(type));
    return 0;
}

static void test_P4_delegate_refusing_scroll_events_keeps_the_scroll_from_the_pan(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 200, 200);
    static act_rec pin, pout, pinch;
    tc_recognizer_params p = params(TC_RECOGNIZER_PAN);
    p.allowed_scroll_types = TC_SCROLL_TYPES_ALL;
    tc_recognizer *inner = recognizer(s, &p, v, &pin, "inner");
    (void)recognizer(s, &p, w, &pout, "outer");
    tc_recognizer_delegate d;
    TC_RECOGNIZER_DELEGATE_INIT(&d);
    d.should_receive_event = p4_refuse_event;
    assert_ok(tc_recognizer_set_delegate(inner, &d));
    log_reset();
    assert_ok(trackpad_scroll(s, TC_PHASE_BEGAN, 50, 50, 0, 0, 1.0));
    assert_ok(trackpad_scroll(s, TC_PHASE_CHANGED, 50, 50, 0, 30, 1.016));
    assert_ok(trackpad_scroll(s, TC_PHASE_CHANGED, 50, 50, 0, 30, 1.033));
    assert_ok(trackpad_scroll(s, TC_PHASE_ENDED, 50, 50, 0, 0, 1.05));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "ask:scroll outer:began outer:changed outer:ended");
    assert_int_equal(pin.n, 0);
    assert_int_equal(state_of(inner), TC_GESTURE_POSSIBLE);

    /* a pinch refusing transform events: the trackpad pinch drives nothing */
    p = params(TC_RECOGNIZER_PINCH);
    tc_recognizer *pr = recognizer(s, &p, v, &pinch, "pinch");
    assert_ok(tc_recognizer_set_delegate(pr, &d));
    log_reset();
    assert_ok(transform(s, TC_PHASE_BEGAN, 1.0, 0.0, 50, 50, 2.0));
    assert_ok(transform(s, TC_PHASE_CHANGED, 1.5, 0.0, 50, 50, 2.02));
    assert_ok(transform(s, TC_PHASE_ENDED, 1.5, 0.0, 50, 50, 2.04));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "ask:transform");
    assert_int_equal(pinch.n, 0);
    assert_ok(tc_scene_destroy(s));
}

/* Wrong phases and values for scroll and transform input: refused with the
 * documented status, and nothing changes. */
static void test_P4_scroll_and_transform_refusals_change_nothing(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *sv = tct_view(s, w, 0, 0, 100, 100);
    tc_scroll_params sp;
    TC_SCROLL_PARAMS_INIT(&sp);
    sp.content_h = 1000;
    sp.content_w = 100;
    assert_ok(tc_view_set_scroll(sv, &sp));
    static act_rec pin;
    tc_recognizer_params p = params(TC_RECOGNIZER_PINCH);
    tc_recognizer *pinch = recognizer(s, &p, sv, &pin, "pinch");
    tc_recognizer *pan = NULL;
    assert_ok(tc_view_scroll_pan(sv, &pan));
    log_reset();

#define EXPECT_REFUSED(call, ...)                                                          \
    do {                                                                                   \
        const int32_t ok_[] = {__VA_ARGS__};                                               \
        int32_t st_ = (call);                                                              \
        int hit_ = 0;                                                                      \
        for (size_t k_ = 0; k_ < COUNT(ok_); k_++) hit_ |= st_ == ok_[k_];                 \
        if (!hit_) fail_msg("%s returned %d (%s)", #call, st_, tc_status_string(st_));     \
        assert_int_equal(tct_queued(s), 0);                                                \
    } while (0)

    tc_scroll_input in;
    TC_SCROLL_INPUT_INIT(&in);
    in.x = 50; in.y = 50; in.dy = -40; in.timestamp = 1.0;
    /* a discrete scroll has no phase; a continuous one has began..cancelled only */
    in.phase = TC_PHASE_BEGAN;
    EXPECT_REFUSED(tc_scene_push_scroll(s, &in), TC_ERR_UNKNOWN_ENUM, TC_ERR_INVALID_ARGUMENT);
    in.type = TC_SCROLL_CONTINUOUS;
    in.phase = TC_PHASE_NONE;
    EXPECT_REFUSED(tc_scene_push_scroll(s, &in), TC_ERR_UNKNOWN_ENUM, TC_ERR_INVALID_ARGUMENT);
    in.phase = TC_PHASE_MOVED;
    EXPECT_REFUSED(tc_scene_push_scroll(s, &in), TC_ERR_UNKNOWN_ENUM, TC_ERR_INVALID_ARGUMENT);
    /* later phases with no continuous scroll live: TC_ERR_STATE */
    in.phase = TC_PHASE_CHANGED;
    EXPECT_REFUSED(tc_scene_push_scroll(s, &in), TC_ERR_STATE);
    in.phase = TC_PHASE_ENDED;
    EXPECT_REFUSED(tc_scene_push_scroll(s, &in), TC_ERR_STATE);
    /* a mask is not a type */
    in.type = TC_SCROLL_TYPES_ALL;
    in.phase = TC_PHASE_NONE;
    EXPECT_REFUSED(tc_scene_push_scroll(s, &in), TC_ERR_UNKNOWN_ENUM);
    in.type = TC_SCROLL_DISCRETE;
    in.dy = NAN;
    EXPECT_REFUSED(tc_scene_push_scroll(s, &in), TC_ERR_NOT_FINITE);
    in.dy = -40;
    in.reserved = 1;
    EXPECT_REFUSED(tc_scene_push_scroll(s, &in), TC_ERR_INVALID_ARGUMENT);
    in.reserved = 0;
    in.x = 2 * TC_MAX_COORDINATE;
    EXPECT_REFUSED(tc_scene_push_scroll(s, &in), TC_ERR_INVALID_ARGUMENT);
    in.x = 50;
    in.size = 8;
    EXPECT_REFUSED(tc_scene_push_scroll(s, &in), TC_ERR_STRUCT_SIZE);
    in.size = sizeof in;
    EXPECT_REFUSED(tc_scene_push_scroll(s, NULL), TC_ERR_NULL_POINTER);

    /* a continuous began while one is live */
    assert_ok(trackpad_scroll(s, TC_PHASE_BEGAN, 50, 50, 0, 0, 1.0));
    assert_int_equal(tct_queued(s), 1);
    in.type = TC_SCROLL_CONTINUOUS;
    in.phase = TC_PHASE_BEGAN;
    in.timestamp = 1.01;
    assert_int_equal(tc_scene_push_scroll(s, &in), TC_ERR_STATE);
    assert_int_equal(tct_queued(s), 1);
    assert_ok(trackpad_scroll(s, TC_PHASE_CANCELLED, 50, 50, 0, 0, 1.02));
    (void)tct_dispatch(s);
    /* time backwards */
    in.phase = TC_PHASE_BEGAN;
    in.timestamp = 0.5;
    EXPECT_REFUSED(tc_scene_push_scroll(s, &in), TC_ERR_TIME_BACKWARDS);

    tc_transform_input tr;
    TC_TRANSFORM_INPUT_INIT(&tr);
    tr.x = 50; tr.y = 50; tr.timestamp = 2.0;
    tr.phase = TC_PHASE_NONE;
    EXPECT_REFUSED(tc_scene_push_transform(s, &tr), TC_ERR_UNKNOWN_ENUM);
    tr.phase = TC_PHASE_MOVED;
    EXPECT_REFUSED(tc_scene_push_transform(s, &tr), TC_ERR_UNKNOWN_ENUM);
    tr.phase = TC_PHASE_CHANGED;
    tr.scale = 1.5;
    EXPECT_REFUSED(tc_scene_push_transform(s, &tr), TC_ERR_STATE);
    tr.phase = TC_PHASE_ENDED;
    EXPECT_REFUSED(tc_scene_push_transform(s, &tr), TC_ERR_STATE);
    tr.phase = TC_PHASE_BEGAN;
    tr.scale = 0;
    EXPECT_REFUSED(tc_scene_push_transform(s, &tr), TC_ERR_INVALID_ARGUMENT);
    tr.scale = -2;
    EXPECT_REFUSED(tc_scene_push_transform(s, &tr), TC_ERR_INVALID_ARGUMENT);
    tr.scale = NAN;
    EXPECT_REFUSED(tc_scene_push_transform(s, &tr), TC_ERR_NOT_FINITE);
    tr.scale = 1;
    tr.rotation = INFINITY;
    EXPECT_REFUSED(tc_scene_push_transform(s, &tr), TC_ERR_NOT_FINITE);
    tr.rotation = 0;
    tr.window = sv; /* not a window (as tc_scene_push_touch: test_T1_began_without_window_refused) */
    EXPECT_REFUSED(tc_scene_push_transform(s, &tr), TC_ERR_INVALID_ARGUMENT, TC_ERR_STATE);
    tc_scene *other = tct_scene();
    tc_view *ow = tct_window(other, 0, 0, 100, 100);
    tr.window = ow;
    EXPECT_REFUSED(tc_scene_push_transform(s, &tr), TC_ERR_FOREIGN_HANDLE);
    in.type = TC_SCROLL_DISCRETE;
    in.phase = TC_PHASE_NONE;
    in.timestamp = 2.0;
    in.window = ow;
    EXPECT_REFUSED(tc_scene_push_scroll(s, &in), TC_ERR_FOREIGN_HANDLE);
    in.window = sv;
    EXPECT_REFUSED(tc_scene_push_scroll(s, &in), TC_ERR_INVALID_ARGUMENT, TC_ERR_STATE);
    in.window = NULL;
    assert_ok(tc_scene_destroy(other));
    tr.window = NULL;
    /* a transform began while one is live */
    assert_ok(tc_scene_push_transform(s, &tr));
    tr.timestamp = 2.01;
    assert_int_equal(tc_scene_push_transform(s, &tr), TC_ERR_STATE);
    assert_int_equal(tct_queued(s), 1);
    tr.phase = TC_PHASE_ENDED;
    assert_ok(tc_scene_push_transform(s, &tr));
    assert_ok(tc_scene_advance(s, 3.0));
#undef EXPECT_REFUSED

    /* nothing refused reached anyone: the offset never moved, the pinch never began */
    double ox = -1, oy = -1;
    assert_ok(tc_view_get_content_offset(sv, &ox, &oy));
    assert_near(ox, 0);
    assert_near(oy, 0);
    assert_int_equal(pin.n, 0);
    assert_int_equal(state_of(pinch), TC_GESTURE_POSSIBLE);
    assert_int_equal(state_of(pan), TC_GESTURE_POSSIBLE);
    assert_true(strlen(tc_scene_last_error(s)) > 0);
    assert_ok(tc_scene_destroy(s));
}

/* Scroll and transform input need a window, like a touch's began. */
/* P4: a trackpad scroll's ending step that does not move adds no velocity point (as a lift
 * repeating the last position): the pan's release velocity is the steady one, the same as a
 * finger's through the same translations (it was halved, and a slower last step could even
 * reverse it). */
static void test_P4_trackpad_end_without_movement_keeps_the_release_velocity(void **state) {
    (void)state;
    double v[2];
    for (int finger = 0; finger < 2; finger++) {
        tc_scene *s = tct_scene();
        tc_view *w = tct_window(s, 0, 0, 400, 400);
        tc_view *v0 = tct_view(s, w, 0, 0, 400, 400);
        tc_recognizer_params p = params(TC_RECOGNIZER_PAN);
        p.slop = 0;   /* the finger's pan starts at once, as the scroll's does */
        p.allowed_scroll_types = TC_SCROLL_TYPES_ALL;
        static act_rec a;
        tc_recognizer *pan = recognizer(s, &p, v0, &a, "pan");
        if (finger) {
            assert_ok(push(s, TC_PHASE_BEGAN, 1, 200, 300, 1.0, TC_TOUCH_DIRECT));
            for (int k = 1; k <= 5; k++) assert_ok(push(s, TC_PHASE_MOVED, 1, 200, 300 - 20 * k, 1.0 + 0.016 * k, TC_TOUCH_DIRECT));
            assert_ok(push(s, TC_PHASE_ENDED, 1, 200, 200, 1.0 + 0.016 * 6, TC_TOUCH_DIRECT));
        } else {
            assert_ok(trackpad_scroll(s, TC_PHASE_BEGAN, 200, 200, 0, 0, 1.0));
            for (int k = 1; k <= 5; k++) assert_ok(trackpad_scroll(s, TC_PHASE_CHANGED, 200, 200, 0, -20, 1.0 + 0.016 * k));
            assert_ok(trackpad_scroll(s, TC_PHASE_ENDED, 200, 200, 0, 0, 1.0 + 0.016 * 6));
        }
        (void)tct_dispatch(s);
        assert_true(a.n >= 2);
        assert_int_equal(a.d[a.n - 1].state, TC_GESTURE_ENDED);
        assert_near(a.d[a.n - 1].translation_y, -100);
        v[finger] = a.d[a.n - 1].velocity_y;
        (void)pan;
        assert_ok(tc_scene_destroy(s));
    }
    assert_near(v[0], -1250);   /* 20 pt per 16 ms */
    assert_near(v[0], v[1]);
}

/* P4 (iOS 18.2 UIKitCore, decompiled: -[UIPanGestureRecognizer _scrollingChangedWithEvent:] at
 * the ended phase drops its velocity samples only when more than
 * DurationBetweenScrollChangeAndEndEventsToResetVelocity, 0.13 s, passed since `_lastTouchTime`,
 * the time of the last step that moved; a step with a zero delta moves nothing and records no
 * sample): a trackpad scroll ended 0.1 s after its last change keeps its velocity — its pan ends
 * with it and a scroll view flings — also when steps that do not move (fingers resting) fill the
 * gap; 0.14 s after, it ends at rest. (The engine used to stop it 40 ms after the last change.) */
static void test_P4_trackpad_end_0_1s_after_the_last_change_still_flings(void **state) {
    (void)state;
    const double gaps[] = {0.1, 0.1, TC_CONTINUOUS_SCROLL_VELOCITY_RESET_GAP + 0.01};
    for (int k = 0; k < 3; k++) {
        const double gap = gaps[k];
        const int resting = k == 1;   /* zero-delta changes every 16 ms until the end */
        tc_scene *s = tct_scene();
        tc_view *w = tct_window(s, 0, 0, 800, 400);
        tc_view *v0 = tct_view(s, w, 400, 0, 400, 400);   /* a plain pan on the right */
        tc_recognizer_params p = params(TC_RECOGNIZER_PAN);
        p.allowed_scroll_types = TC_SCROLL_TYPES_ALL;
        static act_rec a;
        a.n = 0;
        (void)recognizer(s, &p, v0, &a, "pan");
        tc_view *list = tct_view(s, w, 0, 0, 400, 400);   /* a scroll view on the left */
        tc_scroll_params sp;
        TC_SCROLL_PARAMS_INIT(&sp);
        sp.content_w = 400;
        sp.content_h = 100000;
        assert_ok(tc_view_set_scroll(list, &sp));
        for (int on_list = 0; on_list < 2; on_list++) {
            const double x = on_list ? 200 : 600, t0 = on_list ? 2.0 : 1.0;
            assert_ok(trackpad_scroll(s, TC_PHASE_BEGAN, x, 200, 0, 0, t0));
            double t = t0;
            for (int i = 1; i <= 5; i++) {
                t = t0 + 0.016 * i;
                assert_ok(trackpad_scroll(s, TC_PHASE_CHANGED, x, 200, 0, -20, t));
            }
            const double last = t;
            if (resting)
                for (double r = last + 0.016; r < last + gap - 0.001; r += 0.016)
                    assert_ok(trackpad_scroll(s, TC_PHASE_CHANGED, x, 200, 0, 0, r));
            assert_ok(trackpad_scroll(s, TC_PHASE_ENDED, x, 200, 0, 0, last + gap));
            assert_ok(tc_scene_advance(s, last + gap));
            double ox = -1, oy = -1;
            if (on_list) {
                assert_ok(tc_view_get_content_offset(list, &ox, &oy));
                assert_near(oy, 90);   /* 100 pt less the 10 pt slop */
                int32_t dragging = -1, decelerating = -1;
                assert_ok(tc_view_get_scroll_state(list, &dragging, &decelerating));
                assert_int_equal(decelerating, gap <= TC_CONTINUOUS_SCROLL_VELOCITY_RESET_GAP);
                assert_ok(tc_scene_advance(s, last + gap + 5));
                assert_ok(tc_view_get_content_offset(list, &ox, &oy));
                if (gap <= TC_CONTINUOUS_SCROLL_VELOCITY_RESET_GAP) assert_true(oy > 500);   /* flung */
                else assert_near(oy, 90);                                               /* at rest */
            } else {
                assert_true(a.n >= 2);
                assert_int_equal(a.d[a.n - 1].state, TC_GESTURE_ENDED);
                if (gap <= TC_CONTINUOUS_SCROLL_VELOCITY_RESET_GAP)
                    assert_near(a.d[a.n - 1].velocity_y, -1250);   /* 20 pt per 16 ms */
                else
                    assert_near(a.d[a.n - 1].velocity_y, 0);
            }
        }
        assert_ok(tc_scene_destroy(s));
    }
}

/* P4 with S6: wheel notches across an inner vertical list inside a horizontal pager: the
 * inner pan fails (it cannot scroll that way) and the gesture goes to the pager, which takes
 * the travel that failed the list (a finger's drag there is the pager's too). A trackpad's
 * pager takes its 10 pt slop off it, as any pan driven by a trackpad scroll does. */
static void test_P4_S6_scroll_across_an_inner_scroll_view_goes_to_the_outer_one(void **state) {
    (void)state;
    for (int continuous = 0; continuous < 2; continuous++) {
        tc_scene *s = tct_scene();
        tc_view *w = tct_window(s, 0, 0, 400, 400);
        tc_view *pager = tct_view(s, w, 0, 0, 400, 400);
        tc_view *list = tct_view(s, pager, 0, 0, 400, 400);
        tc_scroll_params sp;
        TC_SCROLL_PARAMS_INIT(&sp);
        sp.content_w = 1200; sp.content_h = 400;
        assert_ok(tc_view_set_scroll(pager, &sp));
        TC_SCROLL_PARAMS_INIT(&sp);
        sp.content_w = 400; sp.content_h = 2000;
        assert_ok(tc_view_set_scroll(list, &sp));
        if (continuous) {
            assert_ok(trackpad_scroll(s, TC_PHASE_BEGAN, 200, 200, 0, 0, 1.0));
            assert_ok(trackpad_scroll(s, TC_PHASE_CHANGED, 200, 200, -30, 0, 1.02));
            assert_ok(trackpad_scroll(s, TC_PHASE_CHANGED, 200, 200, -30, 0, 1.04));
            assert_ok(trackpad_scroll(s, TC_PHASE_CANCELLED, 200, 200, 0, 0, 1.05));
        } else {
            assert_ok(wheel(s, 200, 200, -30, 0, 1.0));
            assert_ok(wheel(s, 200, 200, -30, 0, 1.02));
        }
        assert_ok(tc_scene_advance(s, 2.0));
        double x = -1, y = -1;
        assert_ok(tc_view_get_content_offset(pager, &x, &y));
        assert_near(x, continuous ? 50 : 60);
        assert_ok(tc_view_get_content_offset(list, &x, &y));
        assert_near(x, 0);
        assert_near(y, 0);
        /* a vertical notch still scrolls the list */
        assert_ok(wheel(s, 200, 200, 0, -30, 3.0));
        assert_ok(tc_scene_advance(s, 4.0));
        assert_ok(tc_view_get_content_offset(list, &x, &y));
        assert_near(y, 30);
        assert_ok(tc_scene_destroy(s));
    }
}

/* The state observer: "tag:state" for every change, failures included (the action sends none). */
static int32_t g_last_failure;
static void state_cb(tc_recognizer *r, const tc_gesture_details *d, void *ud) {
    (void)r;
    log_add("%s:%s", (const char *)ud, state_name(d->state));
    if (d->state == TC_GESTURE_FAILED) g_last_failure = d->failure_reason;
}

/* P4 (iOS 18.2 UIPanGestureRecognizer: -_hysteresis scales the hysteresis by 0.0001 only for a
 * wheel's event; -_willScrollX/-_willScrollY compare the travel along an axis `>=` it;
 * -_processScrollPhaseChanged: removes it from the translation before began;
 * -_scrollingChangedWithEvent: reads the began step's delta for a wheel only and fails, at the
 * ended phase, a pan that has not begun): a trackpad scroll begins a pan once its travel along
 * an axis reaches the slop (10 pt), the slop taken off the translation per axis; two 2-pt
 * steps, or a began step's delta alone, begin nothing and the ended step fails the pan. */
static void test_P4_trackpad_scroll_begins_at_the_slop_and_takes_it_off(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 200, 200);
    static act_rec a;
    tc_recognizer_params p = params(TC_RECOGNIZER_PAN);
    p.allowed_scroll_types = TC_SCROLL_TYPES_ALL;
    tc_recognizer *pan = recognizer(s, &p, v, &a, "pan");
    assert_ok(tc_recognizer_set_state_fn(pan, state_cb, "st"));

    /* two 2-pt steps: no pan; the end fails it */
    log_reset();
    g_last_failure = -1;
    assert_ok(trackpad_scroll(s, TC_PHASE_BEGAN, 50, 50, 0, 0, 1.0));
    assert_ok(trackpad_scroll(s, TC_PHASE_CHANGED, 50, 50, 0, 2, 1.01));
    assert_ok(trackpad_scroll(s, TC_PHASE_CHANGED, 50, 50, 0, 2, 1.02));
    assert_ok(trackpad_scroll(s, TC_PHASE_ENDED, 50, 50, 0, 0, 1.03));
    assert_ok(tc_scene_advance(s, 1.5));
    assert_string_equal(log_str(), "st:failed");
    assert_int_equal(g_last_failure, TC_FAIL_ENDED_TOO_SOON);
    assert_int_equal(a.n, 0);

    /* the began step's delta is no travel: 15 pt there and nothing after begin nothing */
    log_reset();
    assert_ok(trackpad_scroll(s, TC_PHASE_BEGAN, 50, 50, 0, 15, 2.0));
    assert_ok(trackpad_scroll(s, TC_PHASE_ENDED, 50, 50, 0, 0, 2.05));
    assert_ok(tc_scene_advance(s, 2.5));
    assert_string_equal(log_str(), "st:failed");

    /* cancelled before the slop: failed too */
    log_reset();
    g_last_failure = -1;
    assert_ok(trackpad_scroll(s, TC_PHASE_BEGAN, 50, 50, 0, 0, 3.0));
    assert_ok(trackpad_scroll(s, TC_PHASE_CHANGED, 50, 50, 4, 0, 3.01));
    assert_ok(trackpad_scroll(s, TC_PHASE_CANCELLED, 50, 50, 0, 0, 3.02));
    assert_ok(tc_scene_advance(s, 3.5));
    assert_string_equal(log_str(), "st:failed");
    assert_int_equal(g_last_failure, TC_FAIL_TOUCH_CANCELLED);

    /* 4 + 6 = 10 pt down (>=, UIKit's comparison) and 3 pt left: began, the slop taken off each
     * axis toward zero, (0, 0); then 7 pt more */
    log_reset();
    a.n = 0;
    assert_ok(trackpad_scroll(s, TC_PHASE_BEGAN, 50, 50, 0, 0, 4.0));
    assert_ok(trackpad_scroll(s, TC_PHASE_CHANGED, 50, 50, -3, 4, 4.01));
    assert_ok(tc_scene_dispatch(s, NULL));
    assert_string_equal(log_str(), "");
    assert_ok(trackpad_scroll(s, TC_PHASE_CHANGED, 50, 50, 0, 6, 4.02));
    assert_ok(tc_scene_dispatch(s, NULL));
    assert_string_equal(log_str(), "st:began pan:began");
    assert_near(a.d[0].translation_x, 0);
    assert_near(a.d[0].translation_y, 0);
    assert_ok(trackpad_scroll(s, TC_PHASE_CHANGED, 50, 50, 0, 7, 4.03));
    assert_ok(trackpad_scroll(s, TC_PHASE_ENDED, 50, 50, 0, 0, 4.04));
    assert_ok(tc_scene_advance(s, 4.5));
    assert_string_equal(log_str(), "st:began pan:began st:changed pan:changed st:ended pan:ended");
    assert_near(a.d[1].translation_x, 0);
    assert_near(a.d[1].translation_y, 7);
    /* the velocity is the travel's, the slop taken off or not: 7 pt in 10 ms, as steady 6.5 */
    assert_true(a.d[2].velocity_y > 400);

    /* a scroll view's pan keeps the 10 pt too: a 4-pt trackpad scroll does not move the list,
     * a 14-pt one moves it 4 pt */
    tc_view *sv = tct_view(s, w, 200, 0, 100, 100);
    tc_scroll_params sp;
    TC_SCROLL_PARAMS_INIT(&sp);
    sp.content_w = 100;
    sp.content_h = 1000;
    assert_ok(tc_view_set_scroll(sv, &sp));
    assert_ok(tc_view_set_content_offset(sv, 0, 500));
    double ox = -1, oy = -1;
    assert_ok(trackpad_scroll(s, TC_PHASE_BEGAN, 250, 50, 0, 0, 5.0));
    assert_ok(trackpad_scroll(s, TC_PHASE_CHANGED, 250, 50, 0, 2, 5.01));
    assert_ok(trackpad_scroll(s, TC_PHASE_CHANGED, 250, 50, 0, 2, 5.02));
    assert_ok(trackpad_scroll(s, TC_PHASE_ENDED, 250, 50, 0, 0, 5.5));
    assert_ok(tc_scene_advance(s, 7.0));
    assert_ok(tc_view_get_content_offset(sv, &ox, &oy));
    assert_near(oy, 500);
    assert_ok(trackpad_scroll(s, TC_PHASE_BEGAN, 250, 50, 0, 0, 8.0));
    assert_ok(trackpad_scroll(s, TC_PHASE_CHANGED, 250, 50, 0, -7, 8.01));
    assert_ok(trackpad_scroll(s, TC_PHASE_CHANGED, 250, 50, 0, -7, 8.02));
    assert_ok(tc_scene_dispatch(s, NULL));
    assert_ok(tc_view_get_content_offset(sv, &ox, &oy));
    assert_near(oy, 504);
    assert_ok(trackpad_scroll(s, TC_PHASE_ENDED, 250, 50, 0, 0, 8.5));
    assert_ok(tc_scene_advance(s, 10.0));
    assert_ok(tc_scene_destroy(s));
}

/* P4 (iOS 18.2 UIScrollEvent -_adjustedDeltaForPanWithAcceleration:…: for a discrete scroll,
 * an axis whose delta is neither 0 nor at least DiscreteScrollMinimumDelta, 3, takes 3 with
 * its sign): a 1-pt wheel notch moves a pan 3 pt, a -0.5 pt one -3 pt, an axis at 0 stays 0
 * and a 5-pt one stays 5. A trackpad's deltas are left as they come. */
static void test_P4_wheel_delta_below_three_points_counts_three(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 200, 200);
    static act_rec a;
    tc_recognizer_params p = params(TC_RECOGNIZER_PAN);
    p.allowed_scroll_types = TC_SCROLL_TYPES_ALL;
    p.slop = 0;
    (void)recognizer(s, &p, v, &a, "pan");
    assert_near(TC_DISCRETE_SCROLL_MIN_DELTA, 3.0);
    log_reset();
    assert_ok(wheel(s, 50, 50, 0, 1, 1.0));
    (void)tct_dispatch(s);
    assert_near(a.d[0].translation_x, 0);
    assert_near(a.d[0].translation_y, TC_DISCRETE_SCROLL_MIN_DELTA);
    assert_ok(wheel(s, 50, 50, -0.5, 5, 1.02));
    (void)tct_dispatch(s);
    assert_near(a.d[1].translation_x, -TC_DISCRETE_SCROLL_MIN_DELTA);
    assert_near(a.d[1].translation_y, 8);
    assert_ok(tc_scene_advance(s, 2.0));
    assert_string_equal(log_str(), "pan:began pan:changed pan:ended");
    /* a trackpad's 1-pt steps stay 1 pt (its pan's slop is 0 here) */
    a.n = 0;
    assert_ok(trackpad_scroll(s, TC_PHASE_BEGAN, 50, 50, 0, 0, 3.0));
    assert_ok(trackpad_scroll(s, TC_PHASE_CHANGED, 50, 50, 0, 1, 3.01));
    assert_ok(trackpad_scroll(s, TC_PHASE_ENDED, 50, 50, 0, 0, 3.02));
    assert_ok(tc_scene_advance(s, 4.0));
    assert_near(a.d[0].translation_y, 1);
    assert_ok(tc_scene_destroy(s));
}

/* P4 (iOS 18.2 _UIPinchGestureRecognizerDriver -transformChangedWithEvent: applies each changed
 * step's scale and -_applyScale:… begins the driver at once with its scaleThreshold of 1.0;
 * _UIRotationGestureRecognizerDriver begins once |rotation| > 1 degree; neither reads the
 * began step's values, and the ended or cancelled phase fails a driver that has not begun): a
 * trackpad pinch begins at its first changed step even at scale 1; a rotation of 0.5 degree
 * does not begin and fails at the end; one past 1 degree does. */
static void test_P4_trackpad_pinch_begins_at_its_first_change_rotation_past_one_degree(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 200, 200);
    static act_rec pin, rot;
    tc_recognizer_params p = params(TC_RECOGNIZER_PINCH);
    tc_recognizer *pinch = recognizer(s, &p, v, &pin, "pinch");
    p = params(TC_RECOGNIZER_ROTATION);
    tc_recognizer *rotation = recognizer(s, &p, v, &rot, "rot");
    assert_ok(tc_recognizer_set_state_fn(rotation, state_cb, "rst"));
    (void)pinch;
    const double half_degree = TC_TRANSFORM_ROTATION_HYSTERESIS / 2;
    log_reset();
    assert_ok(transform(s, TC_PHASE_BEGAN, 1.3, 0.2, 50, 50, 1.0));   /* not read */
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "");
    assert_ok(transform(s, TC_PHASE_CHANGED, 1.0, half_degree, 50, 50, 1.02));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "pinch:began");
    assert_near(pin.d[0].scale, 1.0);
    assert_ok(transform(s, TC_PHASE_ENDED, 1.0, half_degree, 50, 50, 1.04));
    assert_ok(tc_scene_advance(s, 1.5));
    assert_string_equal(log_str(), "pinch:began pinch:ended rst:failed");
    assert_int_equal(g_last_failure, TC_FAIL_ENDED_TOO_SOON);
    assert_int_equal(rot.n, 0);
    /* past 1 degree the rotation begins, with the gesture's value */
    log_reset();
    assert_ok(transform(s, TC_PHASE_BEGAN, 1.0, 0, 50, 50, 2.0));
    assert_ok(transform(s, TC_PHASE_CHANGED, 1.0, 3 * half_degree, 50, 50, 2.02));
    assert_ok(transform(s, TC_PHASE_ENDED, 1.0, 3 * half_degree, 50, 50, 2.04));
    assert_ok(tc_scene_advance(s, 2.5));
    assert_string_equal(log_str(), "pinch:began rst:began rot:began pinch:ended rst:ended rot:ended");
    assert_near(rot.d[0].rotation, 3 * half_degree);
    /* a began and an ended with no change: neither begins, both fail */
    log_reset();
    assert_ok(transform(s, TC_PHASE_BEGAN, 1.0, 0, 50, 50, 3.0));
    assert_ok(transform(s, TC_PHASE_ENDED, 1.5, 0.5, 50, 50, 3.05));
    assert_ok(tc_scene_advance(s, 3.5));
    assert_string_equal(log_str(), "rst:failed");
    assert_int_equal(pin.n, 4);
    assert_ok(tc_scene_destroy(s));
}

static void test_P4_input_without_a_window_refused(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    assert_int_equal(wheel(s, 10, 10, 0, 5, 1.0), TC_ERR_STATE);
    assert_int_equal(trackpad_scroll(s, TC_PHASE_BEGAN, 10, 10, 0, 0, 1.0), TC_ERR_STATE);
    assert_int_equal(transform(s, TC_PHASE_BEGAN, 1, 0, 10, 10, 1.0), TC_ERR_STATE);
    assert_int_equal(tct_queued(s), 0);
    assert_ok(tc_scene_destroy(s));
}

/* ======================================================================== */
/* P5 — Pencil angles and estimated properties                              */
/* ======================================================================== */

/* P5: UITouch.azimuthAngle(in:) / azimuthUnitVector(in:) — the window's azimuth seen in a
 * view's coordinates: unchanged in the window and in untransformed views, turned back by a
 * rotated view's rotation, bent by a non-uniform scale; a singular transform has none. */
static void test_P5_azimuth_in_a_view(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *plain = tct_view(s, w, 0, 0, 320, 480);
    tc_view *rotated = tct_view(s, plain, 50, 50, 200, 200);
    tc_view *scaled = tct_view(s, plain, 0, 0, 100, 100);
    tc_view *flat = tct_view(s, plain, 0, 0, 100, 100);
    tc_affine r90 = {0, 1, -1, 0, 0, 0};       /* 90 degrees clockwise on screen (y down) */
    assert_ok(tc_view_set_transform(rotated, &r90));
    tc_affine sx2 = {2, 0, 0, 1, 0, 0};
    assert_ok(tc_view_set_transform(scaled, &sx2));
    tc_affine zero = {0, 0, 0, 0, 0, 0};
    assert_ok(tc_view_set_transform(flat, &zero));

    tc_touch_sample smp = sample(TC_PHASE_BEGAN, 7, 60, 60, 1.0, TC_TOUCH_STYLUS);
    smp.azimuth = 0.3;
    assert_ok(tc_scene_push_touch(s, &smp));
    (void)tct_dispatch(s);
    tc_touch *t = NULL;
    assert_ok(tc_scene_find_touch(s, 7, &t));
    double a = 9, ux = 9, uy = 9;
    assert_ok(tc_touch_azimuth_in(t, NULL, &a, &ux, &uy));
    assert_near(a, 0.3);
    assert_near(ux, cos(0.3));
    assert_near(uy, sin(0.3));
    assert_ok(tc_touch_azimuth_in(t, plain, &a, &ux, &uy));
    assert_near(a, 0.3);
    assert_ok(tc_touch_azimuth_in(t, rotated, &a, &ux, &uy));
    assert_near(a, 0.3 - PI / 2);
    assert_near(ux, cos(0.3 - PI / 2));
    assert_near(uy, sin(0.3 - PI / 2));
    assert_ok(tc_touch_azimuth_in(t, scaled, &a, &ux, &uy));
    double dx = cos(0.3) / 2, dy = sin(0.3), len = sqrt(dx * dx + dy * dy);
    assert_near(ux, dx / len);
    assert_near(uy, dy / len);
    assert_near(a, atan2(dy, dx));
    /* any out may be NULL */
    assert_ok(tc_touch_azimuth_in(t, rotated, NULL, NULL, &uy));
    assert_near(uy, sin(0.3 - PI / 2));
    /* a singular transform: no direction; the outs are left alone */
    a = 9;
    assert_int_equal(tc_touch_azimuth_in(t, flat, &a, NULL, NULL), TC_ERR_SINGULAR);
    assert_near(a, 9);
    /* a view of another scene */
    tc_scene *s2 = tct_scene();
    tc_view *w2 = tct_window(s2, 0, 0, 10, 10);
    assert_int_equal(tc_touch_azimuth_in(t, w2, &a, NULL, NULL), TC_ERR_FOREIGN_HANDLE);
    /* a finger: azimuth 0 and no direction in every view, the rotated one included
     * (test_P5_azimuth_is_for_a_stylus_only) */
    tc_touch_sample f = sample(TC_PHASE_BEGAN, 8, 70, 70, 1.1, TC_TOUCH_DIRECT);
    assert_ok(tc_scene_push_touch(s, &f));
    (void)tct_dispatch(s);
    assert_ok(tc_scene_find_touch(s, 8, &t));
    assert_ok(tc_touch_azimuth_in(t, rotated, &a, &ux, &uy));
    assert_near(a, 0);
    assert_near(ux, 0);
    assert_near(uy, 0);
    assert_ok(tc_scene_destroy(s2));
    assert_ok(tc_scene_destroy(s));
}

static void test_P5_estimated_force_update_reaches_view(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 200, 200);
    static resp_rec rw, rv;
    set_responder(w, &rw, "w", 0);
    set_responder(v, &rv, "v", 1);

    tc_touch_sample smp = sample(TC_PHASE_BEGAN, 7, 50, 50, 1.0, TC_TOUCH_STYLUS);
    smp.force = 0.2;
    smp.altitude = 0.7;
    smp.azimuth = -0.4;
    smp.estimated_properties = TC_PROPERTY_FORCE | TC_PROPERTY_AZIMUTH;
    smp.expecting_updates = TC_PROPERTY_FORCE;
    smp.estimation_update_index = 99;
    assert_ok(tc_scene_push_touch(s, &smp));
    (void)tct_dispatch(s);
    tc_touch_info i = info_of(s, 7);
    assert_int_equal(i.estimated_properties, TC_PROPERTY_FORCE | TC_PROPERTY_AZIMUTH);
    assert_int_equal(i.expecting_updates, TC_PROPERTY_FORCE);
    assert_int_equal(i.estimation_update_index, 99);
    assert_near(i.force, 0.2);
    assert_near(i.altitude, 0.7);
    assert_near(i.azimuth, -0.4);

    tc_touch_update u;
    TC_TOUCH_UPDATE_INIT(&u);
    u.id = 7;
    u.estimation_update_index = 99;
    u.properties = TC_PROPERTY_FORCE;
    u.force = 0.8;
    u.timestamp = 1.01;
    log_reset();
    assert_ok(tc_scene_push_touch_update(s, &u));
    assert_int_equal(tct_queued(s), 1);
    assert_int_equal(rv.updates, 0); /* delivered at dispatch */
    (void)tct_dispatch(s);
    /* to the view that received the touch, which has the callback: the walk stops there */
    assert_string_equal(log_str(), "v:update");
    assert_int_equal(rw.updates, 0);
    assert_int_equal(rv.last_update.id, 7);
    assert_int_equal(rv.last_update.estimation_update_index, 99);
    assert_int_equal(rv.last_update.properties, TC_PROPERTY_FORCE);
    assert_near(rv.last_update.force, 0.8);
    assert_int_equal(rv.last_update.remaining, 0);
    tc_touch *t = NULL;
    assert_ok(tc_scene_find_touch(s, 7, &t));
    assert_ptr_equal(rv.last_update.touch, t);
    /* during the call the touch showed the value, nothing more expected of it; afterwards it
     * reads as before (UIKit's _dispatchWithCurrentUpdates loads the sample with the update
     * into the live touch for the call, then puts the touch back) */
    assert_near(rv.update_info.force, 0.8);
    assert_int_equal(rv.update_info.expecting_updates, 0);
    assert_int_equal(rv.update_info.estimated_properties, TC_PROPERTY_AZIMUTH);
    assert_near(rv.update_info.azimuth, -0.4); /* not updated */
    i = info_of(s, 7);
    assert_near(i.force, 0.2);
    assert_int_equal(i.expecting_updates, TC_PROPERTY_FORCE);
    assert_int_equal(i.estimated_properties, TC_PROPERTY_FORCE | TC_PROPERTY_AZIMUTH);
    assert_near(i.azimuth, -0.4);
    /* a second update of the force is refused: nothing expects it */
    u.timestamp = 1.02;
    assert_int_equal(tc_scene_push_touch_update(s, &u), TC_ERR_NOT_FOUND);
    assert_int_equal(tct_queued(s), 0);
    assert_ok(tc_scene_destroy(s));
}

/* P5: during an update the touch shows THAT sample — its location, previous location, time,
 * phase and index — with the updates of it so far, and its own point alone (P6); once the call
 * returns the touch reads exactly as before, expectations included (iOS 18.2 UIKitCore's
 * -[_UIEstimatedTouchRecord _dispatchWithCurrentUpdates] clones the live touch, loads the
 * record's frozen sample into it, applies the update, calls touchesEstimatedPropertiesUpdated:
 * and loads the clone back). (The engine showed the touch as it was now, and kept an update of
 * the latest sample for good.) */
static void test_P5_update_callback_reads_its_sample_and_changes_nothing_after(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 400, 400);
    tc_view *v = tct_view(s, w, 0, 0, 400, 400);
    static resp_rec rv;
    set_responder(v, &rv, "v", 1);
    tc_touch_sample b = sample(TC_PHASE_BEGAN, 1, 10, 10, 0.0, TC_TOUCH_STYLUS);
    b.force = 0.1;
    b.max_force = 4;
    b.altitude = 0.5;
    b.estimated_properties = b.expecting_updates = TC_PROPERTY_FORCE | TC_PROPERTY_ALTITUDE;
    b.estimation_update_index = 1;
    assert_ok(tc_scene_push_touch(s, &b));
    (void)tct_dispatch(s);
    tc_touch_point co, pr;
    TC_TOUCH_POINT_INIT(&co);
    co.timestamp = 0.05; co.x = 30; co.y = 30;
    TC_TOUCH_POINT_INIT(&pr);
    pr.timestamp = 0.12; pr.x = 60; pr.y = 60;
    tc_touch_sample m = sample(TC_PHASE_MOVED, 1, 50, 50, 0.1, TC_TOUCH_STYLUS);
    m.force = 0.2;
    m.max_force = 4;
    m.altitude = 0.6;
    m.estimated_properties = m.expecting_updates = TC_PROPERTY_FORCE;
    m.estimation_update_index = 2;
    m.coalesced = &co; m.coalesced_count = 1;
    m.predicted = &pr; m.predicted_count = 1;
    assert_ok(tc_scene_push_touch(s, &m));
    (void)tct_dispatch(s);
    const tc_touch_info before = info_of(s, 1);
    assert_int_equal(before.coalesced_count, 2);
    assert_int_equal(before.predicted_count, 1);
    tc_touch *t = NULL;
    assert_ok(tc_scene_find_touch(s, 1, &t));

    /* the force of the began (an earlier sample) */
    tc_touch_update u;
    TC_TOUCH_UPDATE_INIT(&u);
    u.id = 1; u.estimation_update_index = 1; u.properties = TC_PROPERTY_FORCE;
    u.force = 0.9; u.timestamp = 0.15;
    assert_ok(tc_scene_push_touch_update(s, &u));
    (void)tct_dispatch(s);
    assert_int_equal(rv.updates, 1);
    assert_ptr_equal(rv.last_update.touch, t);
    tc_touch_info in = rv.update_info;
    assert_int_equal(in.phase, TC_PHASE_BEGAN);
    assert_near(in.x, 10); assert_near(in.y, 10);
    assert_near(in.prev_x, 10); assert_near(in.prev_y, 10);
    assert_near(in.timestamp, 0.0);
    assert_int_equal(in.estimation_update_index, 1);
    assert_near(in.force, 0.9);
    assert_near(in.altitude, 0.5);
    assert_int_equal(in.estimated_properties, TC_PROPERTY_ALTITUDE);
    assert_int_equal(in.expecting_updates, TC_PROPERTY_ALTITUDE);
    assert_int_equal(in.coalesced_count, 1); /* its own point: no other sample's */
    assert_int_equal(in.predicted_count, 0);
    assert_int_equal(rv.update_past_end_status, TC_ERR_NOT_FOUND);
    assert_int_equal(rv.update_predicted_status, TC_ERR_NOT_FOUND);
    tc_touch_info after = info_of(s, 1);
    assert_memory_equal(&after, &before, sizeof before);

    /* its altitude: the call shows both updates of that sample */
    u.properties = TC_PROPERTY_ALTITUDE; u.altitude = 0.3; u.timestamp = 0.16;
    assert_ok(tc_scene_push_touch_update(s, &u));
    (void)tct_dispatch(s);
    assert_int_equal(rv.updates, 2);
    in = rv.update_info;
    assert_near(in.force, 0.9);
    assert_near(in.altitude, 0.3);
    assert_int_equal(in.estimated_properties, 0);
    assert_int_equal(in.expecting_updates, 0);
    after = info_of(s, 1);
    assert_memory_equal(&after, &before, sizeof before);

    /* the force of the latest sample: shown during the call, not kept */
    u.estimation_update_index = 2; u.properties = TC_PROPERTY_FORCE; u.force = 0.7; u.timestamp = 0.17;
    assert_ok(tc_scene_push_touch_update(s, &u));
    (void)tct_dispatch(s);
    assert_int_equal(rv.updates, 3);
    in = rv.update_info;
    assert_int_equal(in.phase, TC_PHASE_MOVED);
    assert_near(in.x, 50); assert_near(in.prev_x, 10);
    assert_near(in.timestamp, 0.1);
    assert_int_equal(in.estimation_update_index, 2);
    assert_near(in.force, 0.7);
    assert_near(in.altitude, 0.6);
    assert_int_equal(in.expecting_updates, 0);
    assert_int_equal(in.coalesced_count, 1);
    assert_int_equal(in.predicted_count, 0);
    after = info_of(s, 1);
    assert_memory_equal(&after, &before, sizeof before);
    assert_near(after.force, 0.2);
    assert_int_equal(after.expecting_updates, TC_PROPERTY_FORCE);
    tc_touch_point p;
    TC_TOUCH_POINT_INIT(&p);
    assert_ok(tc_touch_get_coalesced(t, 0, &p));
    assert_near(p.timestamp, 0.05);
    assert_ok(tc_touch_get_predicted(t, 0, &p));
    assert_near(p.timestamp, 0.12);
    assert_ok(tc_scene_destroy(s));
}

/* P5: a view hears the updates of the samples delivered to it, from when each is delivered:
 * iOS 18.2 UIKitCore's -[_UIResponderChainFixerUpper deliverTouchesEvent:toResponder:] calls
 * -[UIApplication _registerEstimatedTouches:event:forTouchable:] after each phase it delivers,
 * and that registers the responder with the records of the delivered touches' samples. A pan
 * that takes the touch: the view got the first two samples and then the cancel, and hears of
 * those two samples' updates only. A held began (G4) counts once it is delivered: an update
 * arriving while it is held reaches nobody, a later one of that sample reaches the view. (The
 * engine filed the view with every sample applied, and told it of all seven.) */
static void test_P5_view_hears_only_updates_of_samples_delivered_to_it(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 400, 400);
    tc_view *v = tct_view(s, w, 0, 0, 400, 400);
    static resp_rec rv;
    set_responder(v, &rv, "v", 1);
    tc_recognizer_params pp = params(TC_RECOGNIZER_PAN);
    tc_recognizer *pan = recognizer(s, &pp, v, NULL, NULL);
    log_reset();
    for (int i = 1; i <= 7; i++) {
        tc_touch_sample x = sample(i == 1 ? TC_PHASE_BEGAN : TC_PHASE_MOVED, 1, 10 + 10 * (i - 1), 10,
                                   0.01 * i, TC_TOUCH_STYLUS);
        x.force = 0.2;
        x.estimated_properties = x.expecting_updates = TC_PROPERTY_FORCE;
        x.estimation_update_index = i;
        assert_ok(tc_scene_push_touch(s, &x));
        (void)tct_dispatch(s);
    }
    /* the pan begins with the third sample: the view got the first two, then the cancel */
    assert_string_equal(log_str(), "v:touches-began v:touches-moved v:touches-cancelled");
    assert_int_equal(state_of(pan), TC_GESTURE_CHANGED);
    for (int i = 1; i <= 7; i++) {
        tc_touch_update u;
        TC_TOUCH_UPDATE_INIT(&u);
        u.id = 1; u.estimation_update_index = i; u.properties = TC_PROPERTY_FORCE;
        u.force = 0.5; u.timestamp = 0.1 + 0.001 * i;
        assert_ok(tc_scene_push_touch_update(s, &u));
    }
    log_reset();
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "v:update v:update");
    assert_int_equal(rv.updates, 2);
    assert_int_equal(rv.last_update.estimation_update_index, 2);
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 70, 10, 0.2));
    (void)tct_dispatch(s);
    assert_ok(tc_scene_destroy(s));

    /* G4: a tap delaying touches-began holds the began; it fails when the touch moves away */
    s = tct_scene();
    w = tct_window(s, 0, 0, 400, 400);
    v = tct_view(s, w, 0, 0, 400, 400);
    set_responder(v, &rv, "v", 1);
    tc_recognizer_params tp = params(TC_RECOGNIZER_TAP);
    tp.delays_touches_began = 1;
    tc_recognizer *tap = recognizer(s, &tp, v, NULL, NULL);
    log_reset();
    tc_touch_sample b = sample(TC_PHASE_BEGAN, 2, 10, 10, 1.0, TC_TOUCH_STYLUS);
    b.estimated_properties = b.expecting_updates = TC_PROPERTY_FORCE | TC_PROPERTY_ALTITUDE;
    b.estimation_update_index = 10;
    assert_ok(tc_scene_push_touch(s, &b));
    tc_touch_update u;
    TC_TOUCH_UPDATE_INIT(&u);
    u.id = 2; u.estimation_update_index = 10; u.properties = TC_PROPERTY_FORCE;
    u.force = 0.4; u.timestamp = 1.01;
    assert_ok(tc_scene_push_touch_update(s, &u));
    (void)tct_dispatch(s);
    assert_int_equal(rv.touches_calls, 0); /* held */
    assert_int_equal(rv.updates, 0);       /* the view has not got that sample */
    tc_touch_sample m = sample(TC_PHASE_MOVED, 2, 150, 10, 1.02, TC_TOUCH_STYLUS);
    m.estimated_properties = m.expecting_updates = TC_PROPERTY_FORCE;
    m.estimation_update_index = 11;
    assert_ok(tc_scene_push_touch(s, &m));
    (void)tct_dispatch(s);
    assert_int_equal(state_of(tap), TC_GESTURE_FAILED);
    assert_string_equal(log_str(), "v:touches-began v:touches-moved");
    u.properties = TC_PROPERTY_ALTITUDE; u.altitude = 0.9; u.timestamp = 1.03;
    assert_ok(tc_scene_push_touch_update(s, &u));
    u.estimation_update_index = 11; u.properties = TC_PROPERTY_FORCE; u.timestamp = 1.04;
    assert_ok(tc_scene_push_touch_update(s, &u));
    (void)tct_dispatch(s);
    assert_int_equal(rv.updates, 2);
    assert_int_equal(rv.last_update.estimation_update_index, 11);
    assert_ok(tc_scene_destroy(s));
}

/* P6: a touch with no sample in an event reports only itself as coalesced and no predicted
 * points — not those of its last sample, an event ago (iOS 18.2 UIKitCore's -[UITouchesEvent
 * _setHIDEvent:] starts each event with an empty coalesced table, coalescedTouchesForTouch: of a
 * touch not in it answers the touch alone, and predictions are made per event). (The engine
 * kept reporting the last sample's points until the touch's next sample.) */
static void test_P6_stationary_touch_reports_only_itself(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 400, 400);
    tc_view *v = tct_view(s, w, 0, 0, 400, 400);
    static resp_rec rv;
    set_responder(v, &rv, "v", 1);
    assert_ok(push(s, TC_PHASE_BEGAN, 1, 10, 10, 0.0, TC_TOUCH_DIRECT));
    (void)tct_dispatch(s);
    tc_touch_point co, pr[2];
    TC_TOUCH_POINT_INIT(&co);
    co.timestamp = 0.05; co.x = 15; co.y = 15;
    TC_TOUCH_POINT_INIT(&pr[0]);
    TC_TOUCH_POINT_INIT(&pr[1]);
    pr[0].timestamp = 0.12; pr[0].x = 25; pr[0].y = 25;
    pr[1].timestamp = 0.14; pr[1].x = 30; pr[1].y = 30;
    tc_touch_sample m = sample(TC_PHASE_MOVED, 1, 20, 20, 0.1, TC_TOUCH_DIRECT);
    m.coalesced = &co; m.coalesced_count = 1;
    m.predicted = pr; m.predicted_count = 2;
    assert_ok(tc_scene_push_touch(s, &m));
    (void)tct_dispatch(s);
    tc_touch_info i = info_of(s, 1);
    assert_int_equal(i.coalesced_count, 2);
    assert_int_equal(i.predicted_count, 2);
    /* another touch's event: touch 1 is stationary in it */
    assert_ok(push(s, TC_PHASE_BEGAN, 2, 300, 10, 0.5, TC_TOUCH_DIRECT));
    (void)tct_dispatch(s);
    i = info_of(s, 1);
    assert_int_equal(i.phase, TC_PHASE_STATIONARY);
    assert_int_equal(i.coalesced_count, 1);
    assert_int_equal(i.predicted_count, 0);
    tc_touch *t = NULL;
    assert_ok(tc_scene_find_touch(s, 1, &t));
    tc_touch_point p;
    TC_TOUCH_POINT_INIT(&p);
    assert_ok(tc_touch_get_coalesced(t, 0, &p));
    assert_near(p.timestamp, 0.1);
    assert_near(p.x, 20);
    assert_int_equal(tc_touch_get_coalesced(t, 1, &p), TC_ERR_NOT_FOUND);
    assert_int_equal(tc_touch_get_predicted(t, 0, &p), TC_ERR_NOT_FOUND);
    /* a stationary sample pushed for it changes nothing either */
    assert_ok(push(s, TC_PHASE_MOVED, 2, 310, 10, 0.9, TC_TOUCH_DIRECT));
    assert_ok(push(s, TC_PHASE_STATIONARY, 1, 20, 20, 0.9, TC_TOUCH_DIRECT));
    (void)tct_dispatch(s);
    i = info_of(s, 1);
    assert_int_equal(i.coalesced_count, 1);
    assert_int_equal(i.predicted_count, 0);
    /* its next sample has its own points again */
    m = sample(TC_PHASE_MOVED, 1, 40, 40, 1.0, TC_TOUCH_DIRECT);
    m.predicted = pr; m.predicted_count = 1;
    pr[0].timestamp = 1.02;
    assert_ok(tc_scene_push_touch(s, &m));
    (void)tct_dispatch(s);
    i = info_of(s, 1);
    assert_int_equal(i.coalesced_count, 1);
    assert_int_equal(i.predicted_count, 1);
    assert_ok(tc_scene_destroy(s));
}

/* P6, G4: a held began delivered later shows the touch where it was held — and its own point
 * only: coalesced is that point alone, and no predictions (the touch's points are the latest
 * sample's, later in time); the follow-up moved likewise. The touch's own points are kept.
 * (The engine handed the held began the latest sample's coalesced and predicted points, out of
 * time order.) */
static void test_P6_held_phases_report_only_their_own_point(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 400, 400);
    tc_view *v = tct_view(s, w, 0, 0, 400, 400);
    static resp_rec rv;
    set_responder(v, &rv, "v", 1);
    tc_recognizer_params tp = params(TC_RECOGNIZER_TAP);
    tp.delays_touches_began = 1;
    (void)recognizer(s, &tp, v, NULL, NULL);
    log_reset();
    tc_touch_point bp, co, pr;
    TC_TOUCH_POINT_INIT(&bp);
    bp.timestamp = 0.01; bp.x = 11; bp.y = 10;
    tc_touch_sample b = sample(TC_PHASE_BEGAN, 1, 10, 10, 0.0, TC_TOUCH_DIRECT);
    b.predicted = &bp; b.predicted_count = 1;
    assert_ok(tc_scene_push_touch(s, &b));
    (void)tct_dispatch(s);
    assert_int_equal(rv.touches_calls, 0);
    TC_TOUCH_POINT_INIT(&co);
    co.timestamp = 0.05; co.x = 50; co.y = 10;
    TC_TOUCH_POINT_INIT(&pr);
    pr.timestamp = 0.12; pr.x = 110; pr.y = 10;
    tc_touch_sample m = sample(TC_PHASE_MOVED, 1, 100, 10, 0.1, TC_TOUCH_DIRECT);
    m.coalesced = &co; m.coalesced_count = 1;
    m.predicted = &pr; m.predicted_count = 1;
    assert_ok(tc_scene_push_touch(s, &m));
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "v:touches-began v:touches-moved");
    assert_int_equal(rv.first_info.phase, TC_PHASE_BEGAN);
    assert_near(rv.first_info.x, 10);
    assert_int_equal(rv.first_coalesced_count, 1);
    assert_near(rv.first_coalesced_last.timestamp, 0.0);
    assert_near(rv.first_coalesced_last.x, 10);
    assert_int_equal(rv.first_predicted_count, 0);
    assert_int_equal(rv.info.phase, TC_PHASE_MOVED);
    assert_int_equal(rv.coalesced_count, 1);
    assert_near(rv.coalesced[0].timestamp, 0.1);
    assert_int_equal(rv.predicted_count, 0);
    assert_int_equal(rv.past_end_predicted_status, TC_ERR_NOT_FOUND);
    /* the touch itself still has its sample's points */
    tc_touch_info i = info_of(s, 1);
    assert_int_equal(i.coalesced_count, 2);
    assert_int_equal(i.predicted_count, 1);
    /* later samples go to the view live, with their points */
    m = sample(TC_PHASE_MOVED, 1, 150, 10, 0.2, TC_TOUCH_DIRECT);
    co.timestamp = 0.15; co.x = 120;
    pr.timestamp = 0.22; pr.x = 170;
    m.coalesced = &co; m.coalesced_count = 1;
    m.predicted = &pr; m.predicted_count = 1;
    assert_ok(tc_scene_push_touch(s, &m));
    (void)tct_dispatch(s);
    assert_int_equal(rv.coalesced_count, 2);
    assert_int_equal(rv.predicted_count, 1);
    assert_ok(tc_scene_destroy(s));
}

/* An update for a touch that has ended still reaches the view; its touch is NULL. */
static void test_P5_update_after_the_touch_ended(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 200, 200);
    static resp_rec rv;
    set_responder(v, &rv, "v", 1);
    tc_touch_sample smp = sample(TC_PHASE_BEGAN, 3, 50, 50, 1.0, TC_TOUCH_STYLUS);
    smp.estimated_properties = TC_PROPERTY_ALTITUDE | TC_PROPERTY_LOCATION;
    smp.expecting_updates = TC_PROPERTY_ALTITUDE | TC_PROPERTY_LOCATION;
    smp.estimation_update_index = 5;
    assert_ok(tc_scene_push_touch(s, &smp));
    assert_ok(push(s, TC_PHASE_ENDED, 3, 50, 50, 1.05, TC_TOUCH_STYLUS));
    (void)tct_dispatch(s);
    assert_int_equal(tct_live(s), 0);
    tc_touch_update u;
    TC_TOUCH_UPDATE_INIT(&u);
    u.id = 3;
    u.estimation_update_index = 5;
    u.properties = TC_PROPERTY_ALTITUDE;
    u.altitude = 0.3;
    u.timestamp = 1.1;
    assert_ok(tc_scene_push_touch_update(s, &u));
    (void)tct_dispatch(s);
    assert_int_equal(rv.updates, 1);
    assert_null(rv.last_update.touch);
    assert_near(rv.last_update.altitude, 0.3);
    assert_int_equal(rv.last_update.remaining, TC_PROPERTY_LOCATION);
    /* the location is still expected */
    u.properties = TC_PROPERTY_LOCATION;
    u.x = 51;
    u.y = 52;
    u.timestamp = 1.2;
    assert_ok(tc_scene_push_touch_update(s, &u));
    (void)tct_dispatch(s);
    assert_int_equal(rv.updates, 2);
    assert_int_equal(rv.last_update.remaining, 0);
    assert_near(rv.last_update.x, 51);
    assert_near(rv.last_update.y, 52);
    assert_ok(tc_scene_destroy(s));
}

/* T1: iOS 18.2 UIKitCore's -[UITouch force] returns min(_unclampedForce, maximumPossibleForce).
 * A touch's force is at most its maximum possible force when that is known (> 0): the touch,
 * its coalesced and predicted points and an estimated force update (the touch's value and the
 * callback's). A maximum of 0 means "unknown" in this header, so the force is kept as given.
 * (The engine reported a force of 8 with a maximum of 6.67.) */
static void test_T1_force_is_at_most_the_maximum(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 400, 400);
    tc_view *v = tct_view(s, w, 0, 0, 400, 400);
    static resp_rec rv;
    set_responder(v, &rv, "v", 1);
    const double max = 20.0 / 3.0;
    tc_touch_sample b = sample(TC_PHASE_BEGAN, 1, 100, 100, 1.0, TC_TOUCH_STYLUS);
    b.force = 8.0;
    b.max_force = max;
    assert_ok(tc_scene_push_touch(s, &b));
    (void)tct_dispatch(s);
    assert_near(rv.info.force, max);
    assert_near(rv.info.max_force, max);
    assert_near(info_of(s, 1).force, max);
    tc_touch_point co[2], pr;
    for (int k = 0; k < 2; k++) {
        TC_TOUCH_POINT_INIT(&co[k]);
        co[k].timestamp = 1.01 + 0.01 * k;
        co[k].x = 101 + k;
        co[k].y = 100;
        co[k].force = k == 0 ? 9.0 : 2.0;
    }
    TC_TOUCH_POINT_INIT(&pr);
    pr.timestamp = 1.05;
    pr.x = 110;
    pr.y = 100;
    pr.force = 12.0;
    tc_touch_sample m = sample(TC_PHASE_MOVED, 1, 105, 100, 1.03, TC_TOUCH_STYLUS);
    m.force = 7.0;
    m.max_force = max;
    m.coalesced = co;
    m.coalesced_count = 2;
    m.predicted = &pr;
    m.predicted_count = 1;
    m.estimated_properties = TC_PROPERTY_FORCE;
    m.expecting_updates = TC_PROPERTY_FORCE;
    m.estimation_update_index = 4;
    assert_ok(tc_scene_push_touch(s, &m));
    (void)tct_dispatch(s);
    assert_near(rv.info.force, max);
    assert_int_equal(rv.coalesced_count, 3);
    assert_near(rv.coalesced[0].force, max);
    assert_near(rv.coalesced[1].force, 2.0);
    assert_near(rv.coalesced[2].force, max);
    assert_int_equal(rv.predicted_count, 1);
    assert_near(rv.predicted[0].force, max);
    tc_touch *t = NULL;
    assert_ok(tc_scene_find_touch(s, 1, &t));
    tc_touch_point p;
    TC_TOUCH_POINT_INIT(&p);
    assert_ok(tc_touch_predict(t, 0.01, &p));
    assert_near(p.force, max);
    /* an estimated force update above the maximum */
    tc_touch_update u;
    TC_TOUCH_UPDATE_INIT(&u);
    u.id = 1;
    u.estimation_update_index = 4;
    u.properties = TC_PROPERTY_FORCE;
    u.force = 10.0;
    u.timestamp = 1.04;
    assert_ok(tc_scene_push_touch_update(s, &u));
    (void)tct_dispatch(s);
    assert_int_equal(rv.updates, 1);
    assert_near(rv.last_update.force, max);
    assert_near(info_of(s, 1).force, max);
    /* below the maximum: as given */
    tc_touch_sample e = sample(TC_PHASE_ENDED, 1, 105, 100, 1.1, TC_TOUCH_STYLUS);
    e.force = 3.0;
    e.max_force = max;
    assert_ok(tc_scene_push_touch(s, &e));
    (void)tct_dispatch(s);
    assert_near(rv.info.force, 3.0);
    /* a maximum of 0 is unknown: the force is kept */
    tc_touch_sample f = sample(TC_PHASE_BEGAN, 2, 100, 100, 2.0, TC_TOUCH_DIRECT);
    f.force = 8.0;
    assert_ok(tc_scene_push_touch(s, &f));
    (void)tct_dispatch(s);
    assert_near(rv.info.force, 8.0);
    assert_near(rv.info.max_force, 0.0);
    assert_ok(tc_scene_destroy(s));
}

/* P5: the azimuth is a stylus's only. iOS 18.2 UIKitCore's -[UITouch azimuthAngleInView:] and
 * azimuthUnitVectorInView: compute only `if (self->_type == 2)` (the pencil), answering 0 and
 * (0, 0) for any other touch in any view, and _computeAzimuthAngleInWindow stores 0 for them.
 * A finger or pointer pushed with an azimuth (validated, then ignored) reports 0 everywhere:
 * the touch, its coalesced and predicted points, tc_touch_azimuth_in in a rotated view, and an
 * estimated azimuth update. (The engine passed the host's azimuth through, and turned a
 * finger's 0 by a rotated view's rotation.) */
static void test_P5_azimuth_is_for_a_stylus_only(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 400, 400);
    tc_view *rot = tct_view(s, w, 100, 100, 100, 100);
    tc_affine r90 = {0, 1, -1, 0, 0, 0};
    assert_ok(tc_view_set_transform(rot, &r90));
    static resp_rec rv;
    set_responder(rot, &rv, "v", 1);
    const int32_t types[4] = {TC_TOUCH_DIRECT, TC_TOUCH_INDIRECT, TC_TOUCH_INDIRECT_POINTER, TC_TOUCH_STYLUS};
    for (int k = 0; k < 4; k++) {
        int64_t id = 10 + k;
        double t0 = 1.0 + k;
        int stylus = types[k] == TC_TOUCH_STYLUS;
        tc_touch_sample b = sample(TC_PHASE_BEGAN, id, 150, 150, t0, types[k]);
        b.azimuth = 1.0;
        b.estimated_properties = TC_PROPERTY_AZIMUTH;
        b.expecting_updates = TC_PROPERTY_AZIMUTH;
        b.estimation_update_index = id;
        assert_ok(tc_scene_push_touch(s, &b));
        (void)tct_dispatch(s);
        tc_touch_point co, pr;
        TC_TOUCH_POINT_INIT(&co);
        co.timestamp = t0 + 0.01;
        co.x = 152;
        co.y = 150;
        co.azimuth = 0.5;
        TC_TOUCH_POINT_INIT(&pr);
        pr.timestamp = t0 + 0.03;
        pr.x = 158;
        pr.y = 150;
        pr.azimuth = 0.7;
        tc_touch_sample m = sample(TC_PHASE_MOVED, id, 155, 150, t0 + 0.02, types[k]);
        m.azimuth = 1.0;
        m.coalesced = &co;
        m.coalesced_count = 1;
        m.predicted = &pr;
        m.predicted_count = 1;
        assert_ok(tc_scene_push_touch(s, &m));
        (void)tct_dispatch(s);
        assert_near(rv.info.azimuth, stylus ? 1.0 : 0.0);
        assert_int_equal(rv.coalesced_count, 2);
        assert_near(rv.coalesced[0].azimuth, stylus ? 0.5 : 0.0);
        assert_near(rv.coalesced[1].azimuth, stylus ? 1.0 : 0.0);
        if (rv.predicted_count > 0) assert_near(rv.predicted[0].azimuth, stylus ? 0.7 : 0.0);
        tc_touch *t = NULL;
        assert_ok(tc_scene_find_touch(s, id, &t));
        double a = 9, ux = 9, uy = 9;
        assert_ok(tc_touch_azimuth_in(t, NULL, &a, &ux, &uy));
        assert_near(a, stylus ? 1.0 : 0.0);
        assert_near(ux, stylus ? cos(1.0) : 0.0);
        assert_near(uy, stylus ? sin(1.0) : 0.0);
        assert_ok(tc_touch_azimuth_in(t, rot, &a, &ux, &uy));
        assert_near(a, stylus ? 1.0 - PI / 2 : 0.0);
        assert_near(ux, stylus ? cos(1.0 - PI / 2) : 0.0);
        assert_near(uy, stylus ? sin(1.0 - PI / 2) : 0.0);
        /* an azimuth update of the began (no longer the latest sample: the touch keeps its
         * values) and the callback's value */
        tc_touch_update u;
        TC_TOUCH_UPDATE_INIT(&u);
        u.id = id;
        u.estimation_update_index = id;
        u.properties = TC_PROPERTY_AZIMUTH;
        u.azimuth = -2.0;
        u.timestamp = t0 + 0.04;
        assert_ok(tc_scene_push_touch_update(s, &u));
        size_t before = rv.updates;
        (void)tct_dispatch(s);
        assert_int_equal(rv.updates, before + 1);
        assert_near(rv.last_update.azimuth, stylus ? -2.0 : 0.0);
        assert_ok(tct_push(s, TC_PHASE_ENDED, id, 155, 150, t0 + 0.05));
        (void)tct_dispatch(s);
    }
    /* an update of the latest sample: a stylus shows it, a finger stays at 0 */
    for (int k = 0; k < 2; k++) {
        int64_t id = 20 + k;
        double t0 = 10.0 + k;
        int32_t type = k == 0 ? TC_TOUCH_DIRECT : TC_TOUCH_STYLUS;
        tc_touch_sample b = sample(TC_PHASE_BEGAN, id, 150, 150, t0, type);
        b.estimated_properties = TC_PROPERTY_AZIMUTH;
        b.expecting_updates = TC_PROPERTY_AZIMUTH;
        b.estimation_update_index = id;
        assert_ok(tc_scene_push_touch(s, &b));
        tc_touch_update u;
        TC_TOUCH_UPDATE_INIT(&u);
        u.id = id;
        u.estimation_update_index = id;
        u.properties = TC_PROPERTY_AZIMUTH;
        u.azimuth = 0.25;
        u.timestamp = t0 + 0.01;
        assert_ok(tc_scene_push_touch_update(s, &u));
        (void)tct_dispatch(s);
        /* shown by the touch during the call only (P5): it reads its sample's after */
        assert_near(rv.update_info.azimuth, k == 0 ? 0.0 : 0.25);
        assert_near(info_of(s, id).azimuth, 0.0);
        assert_near(rv.last_update.azimuth, k == 0 ? 0.0 : 0.25);
        assert_ok(tct_push(s, TC_PHASE_ENDED, id, 150, 150, t0 + 0.02));
        (void)tct_dispatch(s);
    }
    assert_ok(tc_scene_destroy(s));
}

/* P5, R1: UIResponder's touchesEstimatedPropertiesUpdated: forwards to the next responder when
 * not overridden: Apple's crash-report article shows -[_UIEstimatedTouchRecord
 * _dispatchWithCurrentUpdates] reaching ViewController.touchesEstimatedPropertiesUpdated(_:)
 * through two forwardMethod1 frames (the canvas view implements only the touches methods).
 * An update goes from the view that received the touch up the chain to the first responder
 * that has the callback, a controller or the application included, and no farther. (The
 * engine told the receiving view only: an ancestor heard nothing.) */
typedef struct {
    const char *tag;
    int32_t kind;
    size_t calls;
    tc_touch_update last;
} chain_update_rec;

static void chain_update_cb(const tc_responder *r, const tc_touch_update *u, void *ud) {
    chain_update_rec *c = ud;
    c->kind = r->kind;
    c->calls++;
    c->last = *u;
    log_add("%s:update", c->tag);
}

static void set_update_only(tc_responder_callbacks *cb, chain_update_rec *c, const char *tag) {
    memset(c, 0, sizeof *c);
    c->tag = tag;
    TC_RESPONDER_CALLBACKS_INIT(cb);
    cb->estimated_update = chain_update_cb;
    cb->user_data = c;
}

static void push_estimated_then_update(tc_scene *s, int64_t id, double t0, double force) {
    tc_touch_sample b = sample(TC_PHASE_BEGAN, id, 100, 100, t0, TC_TOUCH_STYLUS);
    b.force = 0.3;
    b.estimated_properties = TC_PROPERTY_FORCE;
    b.expecting_updates = TC_PROPERTY_FORCE;
    b.estimation_update_index = id;
    assert_ok(tc_scene_push_touch(s, &b));
    assert_ok(push(s, TC_PHASE_ENDED, id, 100, 100, t0 + 0.05, TC_TOUCH_STYLUS));
    tc_touch_update u;
    TC_TOUCH_UPDATE_INIT(&u);
    u.id = id;
    u.estimation_update_index = id;
    u.properties = TC_PROPERTY_FORCE;
    u.force = force;
    u.timestamp = t0 + 0.06;
    assert_ok(tc_scene_push_touch_update(s, &u));
    (void)tct_dispatch(s);
}

static void test_P5_update_walks_up_the_chain_to_a_handler(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 400, 400);
    tc_view *root = tct_view(s, w, 0, 0, 400, 400);
    tc_view *canvas = tct_view(s, root, 0, 0, 400, 400);
    tc_controller *c = NULL;
    assert_ok(tc_controller_create(s, &c));
    assert_ok(tc_controller_set_view(c, root));
    /* the canvas handles touches, with no update callback */
    static resp_rec rc;
    memset(&rc, 0, sizeof rc);
    rc.tag = "canvas";
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = touches_cb;
    cb.user_data = &rc;
    assert_ok(tc_view_set_responder(canvas, &cb));
    static chain_update_rec ur, uc, uw, ua;
    set_update_only(&cb, &ur, "root");
    assert_ok(tc_view_set_responder(root, &cb));
    set_update_only(&cb, &uc, "controller");
    assert_ok(tc_controller_set_responder(c, &cb));
    set_update_only(&cb, &uw, "window");
    assert_ok(tc_view_set_responder(w, &cb));
    set_update_only(&cb, &ua, "app");
    assert_ok(tc_scene_set_app_responder(s, &cb));

    /* the root view (the canvas's superview) is the first with a callback: it alone hears */
    log_reset();
    push_estimated_then_update(s, 1, 1.0, 0.8);
    assert_string_equal(log_str(), "canvas:touches-began canvas:touches-ended root:update");
    assert_int_equal(ur.kind, TC_RESPONDER_VIEW);
    assert_int_equal(ur.last.id, 1);
    assert_near(ur.last.force, 0.8);
    assert_int_equal(ur.last.remaining, 0);

    /* without it, the root view's controller (R1: a root view's next responder) */
    assert_ok(tc_view_set_responder(root, NULL));
    log_reset();
    push_estimated_then_update(s, 2, 2.0, 0.7);
    assert_string_equal(log_str(), "canvas:touches-began canvas:touches-ended controller:update");
    assert_int_equal(uc.kind, TC_RESPONDER_CONTROLLER);
    assert_near(uc.last.force, 0.7);

    /* then the window, then the application */
    assert_ok(tc_controller_set_responder(c, NULL));
    log_reset();
    push_estimated_then_update(s, 3, 3.0, 0.6);
    assert_string_equal(log_str(), "canvas:touches-began canvas:touches-ended window:update");
    assert_ok(tc_view_set_responder(w, NULL));
    log_reset();
    push_estimated_then_update(s, 4, 4.0, 0.5);
    assert_string_equal(log_str(), "canvas:touches-began canvas:touches-ended app:update");
    assert_int_equal(ua.kind, TC_RESPONDER_APPLICATION);

    /* nobody with a callback: the update ends quietly */
    assert_ok(tc_scene_set_app_responder(s, NULL));
    log_reset();
    push_estimated_then_update(s, 5, 5.0, 0.4);
    assert_string_equal(log_str(), "canvas:touches-began canvas:touches-ended");
    assert_int_equal(ur.calls + uc.calls + uw.calls + ua.calls, 4);
    assert_ok(tc_scene_destroy(s));
}

static void test_P5_update_unknown_index_refused_changes_nothing(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 200, 200);
    static resp_rec rv;
    set_responder(v, &rv, "v", 1);
    tc_touch_sample smp = sample(TC_PHASE_BEGAN, 7, 50, 50, 1.0, TC_TOUCH_STYLUS);
    smp.force = 0.2;
    smp.estimated_properties = TC_PROPERTY_FORCE;
    smp.expecting_updates = TC_PROPERTY_FORCE;
    smp.estimation_update_index = 99;
    assert_ok(tc_scene_push_touch(s, &smp));
    (void)tct_dispatch(s);
    const tc_touch_info before = info_of(s, 7);

    tc_touch_update u;
    TC_TOUCH_UPDATE_INIT(&u);
    u.id = 7;
    u.estimation_update_index = 100; /* no such sample */
    u.properties = TC_PROPERTY_FORCE;
    u.force = 0.9;
    u.timestamp = 1.01;
#define EXPECT_UPDATE_REFUSED(status)                                           \
    do {                                                                        \
        assert_int_equal(tc_scene_push_touch_update(s, &u), (status));          \
        assert_int_equal(tct_queued(s), 0);                                     \
        tc_touch_info now_ = info_of(s, 7);                                     \
        assert_memory_equal(&now_, &before, sizeof before);                     \
    } while (0)
    EXPECT_UPDATE_REFUSED(TC_ERR_NOT_FOUND);
    u.estimation_update_index = 99;
    u.id = 8; /* no such touch */
    EXPECT_UPDATE_REFUSED(TC_ERR_NOT_FOUND);
    u.id = 7;
    u.properties = TC_PROPERTY_AZIMUTH; /* not expected */
    EXPECT_UPDATE_REFUSED(TC_ERR_NOT_FOUND);
    u.properties = TC_PROPERTY_FORCE | TC_PROPERTY_ALTITUDE; /* one of them not expected */
    EXPECT_UPDATE_REFUSED(TC_ERR_NOT_FOUND);
    u.properties = 0;
    EXPECT_UPDATE_REFUSED(TC_ERR_INVALID_ARGUMENT);
    u.properties = 0x10;
    EXPECT_UPDATE_REFUSED(TC_ERR_UNKNOWN_ENUM);
    u.properties = TC_PROPERTY_FORCE;
    u.force = -0.5;
    EXPECT_UPDATE_REFUSED(TC_ERR_INVALID_ARGUMENT);
    u.force = NAN;
    EXPECT_UPDATE_REFUSED(TC_ERR_NOT_FINITE);
    u.force = 0.9;
    u.reserved = 1;
    EXPECT_UPDATE_REFUSED(TC_ERR_INVALID_ARGUMENT);
    u.reserved = 0;
    u.timestamp = 0.5;
    EXPECT_UPDATE_REFUSED(TC_ERR_TIME_BACKWARDS);
    u.timestamp = 1.01;
    u.size = 4;
    EXPECT_UPDATE_REFUSED(TC_ERR_STRUCT_SIZE);
    u.size = sizeof u;
    assert_int_equal(tc_scene_push_touch_update(s, NULL), TC_ERR_NULL_POINTER);
#undef EXPECT_UPDATE_REFUSED
    (void)tct_dispatch(s);
    assert_int_equal(rv.updates, 0);
    /* none of them consumed the expectation: the right update still works */
    assert_ok(tc_scene_push_touch_update(s, &u));
    (void)tct_dispatch(s);
    assert_int_equal(rv.updates, 1);
    assert_near(rv.update_info.force, 0.9);
    assert_ok(tc_scene_destroy(s));
}

/* Out-of-range pencil values and estimated-property masks: refused, nothing changes. */
static void test_P5_angle_and_estimate_refusals_change_nothing(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    (void)tct_view(s, w, 0, 0, 200, 200);
    assert_ok(push(s, TC_PHASE_BEGAN, 1, 50, 50, 1.0, TC_TOUCH_STYLUS));
    (void)tct_dispatch(s);
    const tc_touch_info before = info_of(s, 1);
#define EXPECT_SAMPLE_REFUSED(field_code, status)                               \
    do {                                                                        \
        for (int began_ = 0; began_ < 2; began_++) {                            \
            tc_touch_sample m_ = began_ ? sample(TC_PHASE_BEGAN, 2, 60, 60, 1.1, TC_TOUCH_STYLUS) \
                                        : sample(TC_PHASE_MOVED, 1, 60, 60, 1.1, TC_TOUCH_STYLUS); \
            tc_touch_sample *m = &m_;                                           \
            field_code;                                                         \
            int32_t st_ = tc_scene_push_touch(s, m);                            \
            if (st_ != (status))                                                \
                fail_msg("%s (%s): returned %s, expected %s", #field_code,      \
                         began_ ? "began" : "moved", tc_status_string(st_),     \
                         tc_status_string(status));                             \
            assert_int_equal(tct_queued(s), 0);                                 \
            assert_int_equal(tct_live(s), 1);                                   \
            tc_touch_info now_ = info_of(s, 1);                                 \
            assert_memory_equal(&now_, &before, sizeof before);                 \
        }                                                                       \
    } while (0)
    EXPECT_SAMPLE_REFUSED(m->altitude = NAN, TC_ERR_NOT_FINITE);
    EXPECT_SAMPLE_REFUSED(m->altitude = -0.01, TC_ERR_INVALID_ARGUMENT);
    EXPECT_SAMPLE_REFUSED(m->altitude = PI / 2 + 0.01, TC_ERR_INVALID_ARGUMENT);
    EXPECT_SAMPLE_REFUSED(m->azimuth = INFINITY, TC_ERR_NOT_FINITE);
    EXPECT_SAMPLE_REFUSED(m->azimuth = PI + 0.01, TC_ERR_INVALID_ARGUMENT);
    EXPECT_SAMPLE_REFUSED(m->azimuth = -PI - 0.01, TC_ERR_INVALID_ARGUMENT);
    EXPECT_SAMPLE_REFUSED(m->estimated_properties = 0x10, TC_ERR_UNKNOWN_ENUM);
    EXPECT_SAMPLE_REFUSED((m->estimated_properties = TC_PROPERTY_FORCE,
                           m->expecting_updates = TC_PROPERTY_ALTITUDE),
                          TC_ERR_INVALID_ARGUMENT);
    EXPECT_SAMPLE_REFUSED(m->reserved2 = 1, TC_ERR_INVALID_ARGUMENT);
    EXPECT_SAMPLE_REFUSED(m->type = TC_TOUCH_INDIRECT_POINTER + 1, TC_ERR_UNKNOWN_ENUM);
#undef EXPECT_SAMPLE_REFUSED
    /* the bounds themselves are accepted */
    tc_touch_sample m = sample(TC_PHASE_MOVED, 1, 60, 60, 1.2, TC_TOUCH_STYLUS);
    m.altitude = 0;
    m.azimuth = -PI;
    assert_ok(tc_scene_push_touch(s, &m));
    m.timestamp = 1.3;
    m.altitude = PI / 2;
    m.azimuth = PI;
    assert_ok(tc_scene_push_touch(s, &m));
    (void)tct_dispatch(s);
    assert_near(info_of(s, 1).azimuth, PI);
    assert_ok(tc_scene_destroy(s));
}

/* An older caller's tc_touch_info (ending at `window`) gets only that prefix. */
static void test_P5_old_touch_info_size_gets_the_prefix_only(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    assert_ok(push(s, TC_PHASE_BEGAN, 1, 50, 50, 1.0, TC_TOUCH_STYLUS));
    (void)tct_dispatch(s);
    (void)w;
    tc_touch *t = NULL;
    assert_ok(tc_scene_find_touch(s, 1, &t));
    union {
        tc_touch_info i;
        unsigned char b[sizeof(tc_touch_info) + 16];
    } u;
    memset(&u, 0xA5, sizeof u);
    const size_t old = offsetof(tc_touch_info, buttons);
    u.i.size = (uint32_t)old;
    assert_ok(tc_touch_get_info(t, &u.i));
    assert_int_equal(u.i.id, 1);
    assert_int_equal(u.i.type, TC_TOUCH_STYLUS);
    for (size_t k = old; k < sizeof u.b; k++)
        if (u.b[k] != 0xA5) fail_msg("byte %zu past the old size was written", k);
    /* a point's out struct larger than the library's: only the known prefix */
    union {
        tc_touch_point p;
        unsigned char b[sizeof(tc_touch_point) + 16];
    } q;
    memset(&q, 0xA5, sizeof q);
    q.p.size = (uint32_t)sizeof q;
    assert_ok(tc_touch_get_coalesced(t, 0, &q.p));
    assert_near(q.p.x, 50);
    for (size_t k = sizeof(tc_touch_point); k < sizeof q.b; k++)
        if (q.b[k] != 0xA5) fail_msg("byte %zu past tc_touch_point was written", k);
    q.p.size = 8;
    assert_int_equal(tc_touch_get_coalesced(t, 0, &q.p), TC_ERR_STRUCT_SIZE);
    assert_ok(tc_scene_destroy(s));
}

/* ======================================================================== */
/* P6 — Coalesced and predicted samples                                     */
/* ======================================================================== */

/* The 240 Hz stream: an accelerating, curving drag. */
#define RATE 240.0
#define NSTREAM 64 /* samples after the began: 16 frames of 4 */
static double stream_t(int i) { return 1.0 + i / RATE; }
static double stream_x(int i) {
    double tau = i / RATE;
    return 30 + 300 * tau + 900 * tau * tau;
}
static double stream_y(int i) {
    double tau = i / RATE;
    return 200 + 80 * sin(6 * tau) - 150 * tau;
}

typedef struct {
    tc_scene *s;
    tc_recognizer *pan;
    act_rec act;
} pan_scene;

static void pan_scene_make(pan_scene *ps, const char *tag) {
    ps->s = tct_scene();
    tc_view *w = tct_window(ps->s, 0, 0, 800, 800);
    tc_view *v = tct_view(ps->s, w, 0, 0, 800, 800);
    tc_recognizer_params p = params(TC_RECOGNIZER_PAN);
    ps->pan = recognizer(ps->s, &p, v, &ps->act, tag);
}

static void test_P6_coalesced_samples_give_same_pan_velocity_as_full_rate(void **state) {
    (void)state;
    static pan_scene full, coal;
    pan_scene_make(&full, "full");
    pan_scene_make(&coal, "coal");
    log_reset();

    /* the full-rate stream, sample by sample */
    assert_ok(push(full.s, TC_PHASE_BEGAN, 1, stream_x(0), stream_y(0), stream_t(0), TC_TOUCH_STYLUS));
    (void)tct_dispatch(full.s);
    for (int i = 1; i <= NSTREAM; i++) {
        assert_ok(push(full.s, TC_PHASE_MOVED, 1, stream_x(i), stream_y(i), stream_t(i), TC_TOUCH_STYLUS));
        (void)tct_dispatch(full.s);
    }
    double tend = stream_t(NSTREAM) + 1 / RATE;
    assert_ok(push(full.s, TC_PHASE_ENDED, 1, stream_x(NSTREAM), stream_y(NSTREAM), tend, TC_TOUCH_STYLUS));
    (void)tct_dispatch(full.s);

    /* the same stream at 60 Hz, each sample carrying the 3 points before it */
    assert_ok(push(coal.s, TC_PHASE_BEGAN, 1, stream_x(0), stream_y(0), stream_t(0), TC_TOUCH_STYLUS));
    (void)tct_dispatch(coal.s);
    for (int i = 4; i <= NSTREAM; i += 4) {
        tc_touch_point pts[3];
        for (int k = 0; k < 3; k++) {
            TC_TOUCH_POINT_INIT(&pts[k]);
            pts[k].timestamp = stream_t(i - 3 + k);
            pts[k].x = stream_x(i - 3 + k);
            pts[k].y = stream_y(i - 3 + k);
        }
        tc_touch_sample m = sample(TC_PHASE_MOVED, 1, stream_x(i), stream_y(i), stream_t(i), TC_TOUCH_STYLUS);
        m.coalesced = pts;
        m.coalesced_count = 3;
        assert_ok(tc_scene_push_touch(coal.s, &m));
        (void)tct_dispatch(coal.s);
    }
    assert_ok(push(coal.s, TC_PHASE_ENDED, 1, stream_x(NSTREAM), stream_y(NSTREAM), tend, TC_TOUCH_STYLUS));
    (void)tct_dispatch(coal.s);

    if (getenv("TC_TEST_VERBOSE")) {
        for (size_t k = 0; k < full.act.n; k++)
            printf("full %s t=%.6f tr=(%.6f,%.6f) v=(%.9f,%.9f)\n", state_name(full.act.d[k].state),
                   full.act.d[k].timestamp, full.act.d[k].translation_x, full.act.d[k].translation_y,
                   full.act.d[k].velocity_x, full.act.d[k].velocity_y);
        for (size_t k = 0; k < coal.act.n; k++)
            printf("coal %s t=%.6f tr=(%.6f,%.6f) v=(%.9f,%.9f)\n", state_name(coal.act.d[k].state),
                   coal.act.d[k].timestamp, coal.act.d[k].translation_x, coal.act.d[k].translation_y,
                   coal.act.d[k].velocity_x, coal.act.d[k].velocity_y);
    }
    assert_true(full.act.n >= 3);
    assert_true(coal.act.n >= 3);
    assert_int_equal(full.act.d[full.act.n - 1].state, TC_GESTURE_ENDED);
    assert_int_equal(coal.act.d[coal.act.n - 1].state, TC_GESTURE_ENDED);
    /* Each recognizer gets one touchesMoved per coalesced point (P6): the
     * 60 Hz scene's actions are the full-rate scene's, one for one, with the
     * same velocity and translation (their timestamps are the scene clock at
     * the change: the frame's dispatch time, never earlier than the point's). */
    if (coal.act.n != full.act.n)
        fail_msg("%zu actions with coalesced points, %zu at full rate", coal.act.n, full.act.n);
    for (size_t k = 0; k < coal.act.n; k++) {
        const tc_gesture_details *c = &coal.act.d[k], *f = &full.act.d[k];
        if (c->state != f->state)
            fail_msg("action %zu: %s with coalesced points, %s at full rate", k, state_name(c->state),
                     state_name(f->state));
        if (fabs(f->velocity_x - c->velocity_x) > 1e-9 || fabs(f->velocity_y - c->velocity_y) > 1e-9)
            fail_msg("action %zu: velocity (%.12g, %.12g) with coalesced points, (%.12g, %.12g) at full rate",
                     k, c->velocity_x, c->velocity_y, f->velocity_x, f->velocity_y);
        if (fabs(f->translation_x - c->translation_x) > 1e-9 || fabs(f->translation_y - c->translation_y) > 1e-9)
            fail_msg("action %zu: translation (%.12g, %.12g) with coalesced points, (%.12g, %.12g) at full rate",
                     k, c->translation_x, c->translation_y, f->translation_x, f->translation_y);
        assert_true(c->timestamp >= f->timestamp - 1e-12);
        assert_true(c->timestamp <= f->timestamp + 3 / RATE + 1e-12);
    }
    /* the frames' own actions (the last of each frame) come at the frame's time */
    for (size_t k = 0; k < coal.act.n; k++) {
        if (coal.act.d[k].state != TC_GESTURE_CHANGED) continue;
        if (k + 1 < coal.act.n && coal.act.d[k + 1].timestamp == coal.act.d[k].timestamp) continue;
        assert_true(fabs(coal.act.d[k].timestamp - full.act.d[k].timestamp) <= 1e-12);
    }
    /* and at the end */
    const tc_gesture_details *fe = &full.act.d[full.act.n - 1], *ce = &coal.act.d[coal.act.n - 1];
    assert_true(fabs(fe->velocity_x - ce->velocity_x) <= 1e-9);
    assert_true(fabs(fe->velocity_y - ce->velocity_y) <= 1e-9);
    assert_true(fabs(fe->velocity_x) > 100); /* a real velocity, not two zeros */
    /* the velocity really depends on the in-between points: without them it differs */
    static pan_scene sparse;
    pan_scene_make(&sparse, "sparse");
    assert_ok(push(sparse.s, TC_PHASE_BEGAN, 1, stream_x(0), stream_y(0), stream_t(0), TC_TOUCH_STYLUS));
    for (int i = 4; i <= NSTREAM; i += 4) {
        assert_ok(push(sparse.s, TC_PHASE_MOVED, 1, stream_x(i), stream_y(i), stream_t(i), TC_TOUCH_STYLUS));
        (void)tct_dispatch(sparse.s);
    }
    assert_ok(push(sparse.s, TC_PHASE_ENDED, 1, stream_x(NSTREAM), stream_y(NSTREAM), tend, TC_TOUCH_STYLUS));
    (void)tct_dispatch(sparse.s);
    const tc_gesture_details *se = &sparse.act.d[sparse.act.n - 1];
    assert_true(fabs(se->velocity_x - fe->velocity_x) > 1e-6 || fabs(se->velocity_y - fe->velocity_y) > 1e-6);
    assert_ok(tc_scene_destroy(full.s));
    assert_ok(tc_scene_destroy(coal.s));
    assert_ok(tc_scene_destroy(sparse.s));
}

/* P6: a pan sharing the touch with a tap sees every coalesced point as a separate sample: the
 * tap failing (and leaving the touch, T5) at the first point used to make the point's feed
 * skip the pan, which then began a point late (or, on a path out and back, not at all). */
static void test_P6_coalesced_points_reach_every_recognizer_when_one_fails(void **state) {
    (void)state;
    static act_rec full, coal;
    double xs[3] = {130, 160, 190}, ts[3] = {1.01, 1.02, 1.03};
    for (int coalesced = 0; coalesced < 2; coalesced++) {
        tc_scene *s = tct_scene();
        tc_view *w = tct_window(s, 0, 0, 400, 400);
        tc_view *v0 = tct_view(s, w, 0, 0, 400, 400);
        tc_recognizer_params p = params(TC_RECOGNIZER_TAP);
        (void)recognizer(s, &p, v0, NULL, NULL);
        p = params(TC_RECOGNIZER_PAN);
        act_rec *a = coalesced ? &coal : &full;
        (void)recognizer(s, &p, v0, a, "pan");
        assert_ok(push(s, TC_PHASE_BEGAN, 1, 100, 100, 1.0, TC_TOUCH_DIRECT));
        (void)tct_dispatch(s);
        if (coalesced) {
            tc_touch_point c[3];
            for (int k = 0; k < 3; k++) { TC_TOUCH_POINT_INIT(&c[k]); c[k].x = xs[k]; c[k].y = 100; c[k].timestamp = ts[k]; }
            tc_touch_sample m = sample(TC_PHASE_ENDED, 1, 220, 100, 1.04, TC_TOUCH_DIRECT);
            m.coalesced = c;
            m.coalesced_count = 3;
            assert_ok(tc_scene_push_touch(s, &m));
        } else {
            for (int k = 0; k < 3; k++) assert_ok(push(s, TC_PHASE_MOVED, 1, xs[k], 100, ts[k], TC_TOUCH_DIRECT));
            assert_ok(push(s, TC_PHASE_ENDED, 1, 220, 100, 1.04, TC_TOUCH_DIRECT));
        }
        (void)tct_dispatch(s);
        assert_ok(tc_scene_destroy(s));
    }
    assert_int_equal(full.n, 4);   /* began 30, changed 60, 90, ended 120 */
    assert_int_equal(coal.n, full.n);
    for (size_t k = 0; k < full.n; k++) {
        assert_int_equal(coal.d[k].state, full.d[k].state);
        assert_near(coal.d[k].translation_x, full.d[k].translation_x);
        assert_near(coal.d[k].velocity_x, full.d[k].velocity_x);
    }
    assert_near(coal.d[0].translation_x, 30);
}

static void test_P6_view_gets_one_moved_with_all_coalesced_points(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 320, 480);
    static resp_rec rv;
    set_responder(v, &rv, "v", 1);
    log_reset();
    tc_touch_sample m = sample(TC_PHASE_BEGAN, 1, 10, 10, 1.0, TC_TOUCH_STYLUS);
    m.force = 0.1;
    assert_ok(tc_scene_push_touch(s, &m));
    (void)tct_dispatch(s);
    /* a began: its coalesced list is the sample itself */
    assert_int_equal(rv.coalesced_count, 1);
    assert_near(rv.coalesced[0].x, 10);
    assert_near(rv.coalesced[0].timestamp, 1.0);
    assert_int_equal(rv.predicted_count, 0);

    tc_touch_point pts[3], pred[2];
    const double px[3] = {20, 25, 32}, pt[3] = {1.01, 1.02, 1.03};
    for (int k = 0; k < 3; k++) {
        TC_TOUCH_POINT_INIT(&pts[k]);
        pts[k].x = px[k];
        pts[k].y = 10 + k;
        pts[k].timestamp = pt[k];
        pts[k].force = 0.2 + 0.1 * k;
        pts[k].altitude = 0.5 + 0.1 * k;
        pts[k].azimuth = -0.5 + 0.1 * k;
    }
    for (int k = 0; k < 2; k++) {
        TC_TOUCH_POINT_INIT(&pred[k]);
        pred[k].x = 45 + 5 * k;
        pred[k].y = 14;
        pred[k].timestamp = 1.05 + 0.01 * k;
    }
    m = sample(TC_PHASE_MOVED, 1, 40, 13, 1.04, TC_TOUCH_STYLUS);
    m.force = 0.6;
    m.altitude = 0.9;
    m.azimuth = 0.1;
    m.coalesced = pts;
    m.coalesced_count = 3;
    m.predicted = pred;
    m.predicted_count = 2;
    log_reset();
    assert_ok(tc_scene_push_touch(s, &m));
    /* the arrays are copied: the host's memory may change right away */
    memset(pts, 0, sizeof pts);
    memset(pred, 0, sizeof pred);
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), "v:touches-moved"); /* ONE moved */
    assert_int_equal(rv.coalesced_count, 4);
    for (int k = 0; k < 3; k++) {
        assert_int_equal(rv.coalesced[k].size, sizeof(tc_touch_point));
        assert_near(rv.coalesced[k].x, px[k]);
        assert_near(rv.coalesced[k].y, 10 + k);
        assert_near(rv.coalesced[k].timestamp, pt[k]);
        assert_near(rv.coalesced[k].force, 0.2 + 0.1 * k);
        assert_near(rv.coalesced[k].altitude, 0.5 + 0.1 * k);
        assert_near(rv.coalesced[k].azimuth, -0.5 + 0.1 * k);
    }
    /* the last is the sample: the touch's location */
    assert_near(rv.coalesced[3].x, 40);
    assert_near(rv.coalesced[3].y, 13);
    assert_near(rv.coalesced[3].timestamp, 1.04);
    assert_near(rv.coalesced[3].force, 0.6);
    assert_near(rv.coalesced[3].altitude, 0.9);
    assert_near(rv.coalesced[3].azimuth, 0.1);
    assert_near(rv.info.x, 40);
    assert_near(rv.info.y, 13);
    assert_int_equal(rv.predicted_count, 2);
    assert_near(rv.predicted[0].x, 45);
    assert_near(rv.predicted[1].x, 50);
    assert_near(rv.predicted[1].timestamp, 1.06);
    assert_int_equal(rv.past_end_status, TC_ERR_NOT_FOUND);
    assert_int_equal(rv.past_end_predicted_status, TC_ERR_NOT_FOUND);
    /* still valid after the callback, until the touch's next sample */
    tc_touch *t = NULL;
    assert_ok(tc_scene_find_touch(s, 1, &t));
    tc_touch_point p;
    TC_TOUCH_POINT_INIT(&p);
    assert_ok(tc_touch_get_coalesced(t, 1, &p));
    assert_near(p.x, 25);
    assert_int_equal(tc_touch_get_coalesced(t, SIZE_MAX, &p), TC_ERR_NOT_FOUND);
    assert_int_equal(tc_touch_get_coalesced(t, 0, NULL), TC_ERR_NULL_POINTER);
    /* the next sample replaces them */
    assert_ok(push(s, TC_PHASE_MOVED, 1, 60, 13, 1.1, TC_TOUCH_STYLUS));
    (void)tct_dispatch(s);
    assert_int_equal(rv.coalesced_count, 1);
    assert_int_equal(rv.predicted_count, 0);
    assert_near(rv.coalesced[0].x, 60);
    assert_ok(tc_scene_destroy(s));
}

static void test_P6_predicted_points_change_nothing(void **state) {
    (void)state;
    static pan_scene plain, pred;
    pan_scene_make(&plain, "plain");
    pan_scene_make(&pred, "pred");
    /* a tap too: predictions far beyond its allowable movement must not fail it */
    static act_rec tap_plain, tap_pred;
    tc_recognizer_params tp = params(TC_RECOGNIZER_TAP);
    tc_view *vplain = NULL, *vpred = NULL;
    tc_view *w = NULL;
    assert_ok(tc_scene_get_key_window(plain.s, &w));
    vplain = tct_subview(w, 0);
    assert_ok(tc_scene_get_key_window(pred.s, &w));
    vpred = tct_subview(w, 0);
    (void)recognizer(plain.s, &tp, vplain, &tap_plain, "tap");
    (void)recognizer(pred.s, &tp, vpred, &tap_pred, "tap");

    /* a tap, then a drag; the `pred` scene's samples carry predictions 500 pt away */
    tc_touch_point far[TC_MAX_PREDICTED];
    for (int phase = 0; phase < 2; phase++) {
        int64_t id = phase + 1;
        int steps = phase == 0 ? 1 : 12;
        double t0 = 1.0 + phase;
        for (int i = 0; i <= steps + 1; i++) {
            int32_t ph = i == 0 ? TC_PHASE_BEGAN : i == steps + 1 ? TC_PHASE_ENDED : TC_PHASE_MOVED;
            double x = phase == 0 ? 100 : 100 + 10.0 * (i > steps ? steps : i);
            double t = t0 + i / 60.0;
            tc_touch_sample a = sample(ph, id, x, 100, t, TC_TOUCH_STYLUS);
            tc_touch_sample b = a;
            for (int k = 0; k < TC_MAX_PREDICTED; k++) {
                TC_TOUCH_POINT_INIT(&far[k]);
                far[k].x = x + 500 + k;
                far[k].y = 600;
                far[k].timestamp = t + 0.001 * (k + 1);
            }
            b.predicted = far;
            b.predicted_count = TC_MAX_PREDICTED; /* the most allowed */
            assert_ok(tc_scene_push_touch(plain.s, &a));
            assert_ok(tc_scene_push_touch(pred.s, &b));
            (void)tct_dispatch(plain.s);
            (void)tct_dispatch(pred.s);
            tc_gesture_details dp = details(plain.pan), dq = details(pred.pan);
            assert_int_equal(dp.state, dq.state);
            assert_true(dp.translation_x == dq.translation_x && dp.translation_y == dq.translation_y);
            assert_true(dp.velocity_x == dq.velocity_x && dp.velocity_y == dq.velocity_y);
            assert_true(dp.x == dq.x && dp.y == dq.y);
            if (ph != TC_PHASE_ENDED) {
                tc_touch_info ip = info_of(plain.s, id), iq = info_of(pred.s, id);
                assert_true(ip.x == iq.x && ip.y == iq.y && ip.prev_x == iq.prev_x && ip.prev_y == iq.prev_y);
                assert_int_equal(ip.predicted_count, 0);
                assert_int_equal(iq.predicted_count, TC_MAX_PREDICTED);
                /* the engine's own prediction ignores the host's */
                tc_touch *tpl = NULL, *tpr = NULL;
                assert_ok(tc_scene_find_touch(plain.s, id, &tpl));
                assert_ok(tc_scene_find_touch(pred.s, id, &tpr));
                tc_touch_point a1, b1;
                TC_TOUCH_POINT_INIT(&a1);
                TC_TOUCH_POINT_INIT(&b1);
                assert_ok(tc_touch_predict(tpl, 0.05, &a1));
                assert_ok(tc_touch_predict(tpr, 0.05, &b1));
                assert_true(a1.x == b1.x && a1.y == b1.y);
            }
        }
    }
    assert_int_equal(tap_plain.n, 1);
    assert_int_equal(tap_pred.n, 1);
    assert_int_equal(tap_pred.d[0].state, TC_GESTURE_ENDED);
    assert_int_equal(plain.act.n, pred.act.n);
    assert_ok(tc_scene_destroy(plain.s));
    assert_ok(tc_scene_destroy(pred.s));
}

/* P6: iOS 18.2 UIKitCore's -[UITouch _predictedTouchesWithEvent:] answers an empty array when
 * the touch's phase is ended or cancelled, or its type is indirect or indirect pointer
 * (`(type & ~2) != 0`). The engine reports no predicted points then: predicted points pushed
 * with an ended or cancelled sample, or for such a touch, are ignored (accepted, not kept), and
 * a touch cancelled by a recognizer reads none during its cancelled delivery. (The engine kept
 * the host's points readable in all these cases.) */
static void test_P6_no_predicted_points_when_ended_cancelled_or_indirect(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 800, 400);
    tc_view *v = tct_view(s, w, 0, 0, 800, 400);
    static resp_rec rv;
    set_responder(v, &rv, "v", 1);
    tc_touch_point pr;
    TC_TOUCH_POINT_INIT(&pr);
    const int32_t types[4] = {TC_TOUCH_DIRECT, TC_TOUCH_STYLUS, TC_TOUCH_INDIRECT, TC_TOUCH_INDIRECT_POINTER};
    const int32_t ends[2] = {TC_PHASE_ENDED, TC_PHASE_CANCELLED};
    for (int k = 0; k < 4; k++) {
        for (int e = 0; e < 2; e++) {
            int64_t id = 1 + 2 * k + e;
            double t0 = 1.0 + id;
            int direct = types[k] == TC_TOUCH_DIRECT || types[k] == TC_TOUCH_STYLUS;
            assert_ok(push(s, TC_PHASE_BEGAN, id, 100, 100, t0, types[k]));
            pr.timestamp = t0 + 0.03;
            pr.x = 130;
            pr.y = 100;
            tc_touch_sample m = sample(TC_PHASE_MOVED, id, 120, 100, t0 + 0.02, types[k]);
            m.predicted = &pr;
            m.predicted_count = 1;
            assert_ok(tc_scene_push_touch(s, &m));
            (void)tct_dispatch(s);
            assert_int_equal(rv.last_phase, TC_PHASE_MOVED);
            assert_int_equal(rv.predicted_count, direct ? 1 : 0);
            assert_int_equal(info_of(s, id).predicted_count, direct ? 1 : 0);
            assert_int_equal(rv.past_end_predicted_status, TC_ERR_NOT_FOUND);
            if (direct) assert_near(rv.predicted[0].x, 130);
            /* the end carries predictions too: none reported */
            pr.timestamp = t0 + 0.05;
            tc_touch_sample end = sample(ends[e], id, 125, 100, t0 + 0.04, types[k]);
            end.predicted = &pr;
            end.predicted_count = 1;
            assert_ok(tc_scene_push_touch(s, &end));
            (void)tct_dispatch(s);
            assert_int_equal(rv.last_phase, ends[e]);
            assert_int_equal(rv.predicted_count, 0);
            assert_int_equal(rv.past_end_predicted_status, TC_ERR_NOT_FOUND);
        }
    }
    /* a pan takes a finger whose moved carries a prediction: the view's cancelled delivery
     * reads none (the touch is cancelled for it) */
    tc_recognizer_params pp = params(TC_RECOGNIZER_PAN);
    (void)recognizer(s, &pp, v, NULL, NULL);
    assert_ok(push(s, TC_PHASE_BEGAN, 50, 100, 100, 20.0, TC_TOUCH_DIRECT));
    (void)tct_dispatch(s);
    pr.timestamp = 20.2;
    pr.x = 400;
    tc_touch_sample far = sample(TC_PHASE_MOVED, 50, 300, 100, 20.1, TC_TOUCH_DIRECT);
    far.predicted = &pr;
    far.predicted_count = 1;
    assert_ok(tc_scene_push_touch(s, &far));
    (void)tct_dispatch(s);
    assert_int_equal(rv.last_phase, TC_PHASE_CANCELLED);
    assert_int_equal(rv.predicted_count, 0);
    /* the touch itself goes on moving for the pan, its prediction readable again */
    assert_int_equal(info_of(s, 50).predicted_count, 1);
    assert_ok(tc_scene_destroy(s));
}

static void test_P6_predict_extrapolates_velocity(void **state) {
    (void)state;
    static pan_scene full, coal;
    pan_scene_make(&full, "full");
    pan_scene_make(&coal, "coal");
    const double vx = 300, vy = -120;
    /* straight, constant velocity at 240 Hz for 0.1 s; pencil with angles and force */
    tc_touch_sample m = sample(TC_PHASE_BEGAN, 1, 100, 300, 1.0, TC_TOUCH_STYLUS);
    m.force = 0.5;
    m.altitude = 0.7;
    m.azimuth = 0.4;
    assert_ok(tc_scene_push_touch(full.s, &m));
    assert_ok(tc_scene_push_touch(coal.s, &m));
    (void)tct_dispatch(full.s);
    (void)tct_dispatch(coal.s);
    const int n = 24;
    for (int i = 1; i <= n; i++) {
        m.phase = TC_PHASE_MOVED;
        m.timestamp = 1.0 + i / RATE;
        m.x = 100 + vx * i / RATE;
        m.y = 300 + vy * i / RATE;
        assert_ok(tc_scene_push_touch(full.s, &m));
        (void)tct_dispatch(full.s);
        if (i % 4 == 0) {
            tc_touch_point pts[3];
            for (int k = 0; k < 3; k++) {
                int j = i - 3 + k;
                TC_TOUCH_POINT_INIT(&pts[k]);
                pts[k].timestamp = 1.0 + j / RATE;
                pts[k].x = 100 + vx * j / RATE;
                pts[k].y = 300 + vy * j / RATE;
            }
            tc_touch_sample c = m;
            c.coalesced = pts;
            c.coalesced_count = 3;
            assert_ok(tc_scene_push_touch(coal.s, &c));
            (void)tct_dispatch(coal.s);
        }
    }
    const double lx = 100 + vx * n / RATE, ly = 300 + vy * n / RATE, lt = 1.0 + n / RATE;
    tc_touch *tf = NULL, *tc = NULL;
    assert_ok(tc_scene_find_touch(full.s, 1, &tf));
    assert_ok(tc_scene_find_touch(coal.s, 1, &tc));
    tc_touch_info before = info_of(full.s, 1);
    tc_gesture_details dbefore = details(full.pan);

    tc_touch_point p;
    TC_TOUCH_POINT_INIT(&p);
    assert_ok(tc_touch_predict(tf, 0.05, &p));
    assert_int_equal(p.size, sizeof(tc_touch_point));
    assert_true(fabs(p.x - (lx + vx * 0.05)) < 1e-6);
    assert_true(fabs(p.y - (ly + vy * 0.05)) < 1e-6);
    assert_true(fabs(p.timestamp - (lt + 0.05)) < 1e-9);
    assert_near(p.force, 0.5);
    assert_near(p.altitude, 0.7);
    assert_near(p.azimuth, 0.4);
    /* the same from the 60 Hz stream with coalesced points */
    tc_touch_point q;
    TC_TOUCH_POINT_INIT(&q);
    assert_ok(tc_touch_predict(tc, 0.05, &q));
    assert_true(fabs(q.x - p.x) < 1e-9 && fabs(q.y - p.y) < 1e-9);
    /* 0: the latest location; the maximum interval is accepted */
    assert_ok(tc_touch_predict(tf, 0, &p));
    assert_true(fabs(p.x - lx) < 1e-9 && fabs(p.y - ly) < 1e-9);
    assert_ok(tc_touch_predict(tf, TC_MAX_PREDICTION_INTERVAL, &p));
    assert_true(fabs(p.x - (lx + vx * TC_MAX_PREDICTION_INTERVAL)) < 1e-6);
    /* out of range: refused, the output untouched */
    tc_touch_point sentinel;
    memset(&sentinel, 0x5A, sizeof sentinel);
    sentinel.size = sizeof sentinel;
    p = sentinel;
    assert_int_equal(tc_touch_predict(tf, TC_MAX_PREDICTION_INTERVAL * 1.01, &p), TC_ERR_INVALID_ARGUMENT);
    assert_int_equal(tc_touch_predict(tf, -0.001, &p), TC_ERR_INVALID_ARGUMENT);
    assert_int_equal(tc_touch_predict(tf, NAN, &p), TC_ERR_NOT_FINITE);
    assert_int_equal(tc_touch_predict(tf, INFINITY, &p), TC_ERR_NOT_FINITE);
    assert_int_equal(tc_touch_predict(tf, 0.05, NULL), TC_ERR_NULL_POINTER);
    assert_memory_equal(&p, &sentinel, sizeof p);
    /* predicting changed nothing */
    tc_touch_info after = info_of(full.s, 1);
    assert_memory_equal(&after, &before, sizeof before);
    tc_gesture_details dafter = details(full.pan);
    assert_memory_equal(&dafter, &dbefore, sizeof dbefore);
    assert_ok(tc_scene_destroy(full.s));
    assert_ok(tc_scene_destroy(coal.s));
}

/* n valid points strictly between 1.1 s and 1.2 s */
static tc_touch_point pts[TC_MAX_COALESCED + 1];
static void reset_points(tc_touch_point *p, int n) {
    for (int k = 0; k < n; k++) {
        TC_TOUCH_POINT_INIT(&p[k]);
        p[k].timestamp = 1.1 + 0.09 * (k + 1) / (n + 1);
        p[k].x = 130 + k;
        p[k].y = 100;
    }
}

/* Refused coalesced/predicted points: the status, and nothing changes. */
static void test_P6_refused_points_change_nothing(void **state) {
    (void)state;
    static pan_scene ps;
    pan_scene_make(&ps, "pan");
    tc_scene *s = ps.s;
    static resp_rec rv;
    tc_view *w = NULL;
    assert_ok(tc_scene_get_key_window(s, &w));
    set_responder(tct_subview(w, 0), &rv, "v", 1);
    assert_ok(push(s, TC_PHASE_BEGAN, 1, 100, 100, 1.0, TC_TOUCH_STYLUS));
    (void)tct_dispatch(s);
    assert_ok(push(s, TC_PHASE_MOVED, 1, 130, 100, 1.1, TC_TOUCH_STYLUS));
    (void)tct_dispatch(s);
    const tc_touch_info before = info_of(s, 1);
    const tc_gesture_details dbefore = details(ps.pan);
    const size_t calls = rv.touches_calls;

#define RESET_POINTS(n) reset_points(pts, (n))
#define EXPECT_POINTS_REFUSED(n, code, status)                                   \
    do {                                                                         \
        RESET_POINTS(n);                                                         \
        tc_touch_sample m_ = sample(TC_PHASE_MOVED, 1, 160, 100, 1.2, TC_TOUCH_STYLUS); \
        tc_touch_sample *m = &m_;                                                \
        m->coalesced = pts;                                                      \
        m->coalesced_count = (n);                                                \
        code;                                                                    \
        int32_t st_ = tc_scene_push_touch(s, m);                                 \
        if (st_ != (status))                                                     \
            fail_msg("%s: returned %s, expected %s", #code, tc_status_string(st_), \
                     tc_status_string(status));                                  \
        assert_true(strlen(tc_scene_last_error(s)) > 0);                         \
        assert_int_equal(tct_queued(s), 0);                                      \
        assert_int_equal(tct_live(s), 1);                                        \
        tc_touch_info now_ = info_of(s, 1);                                      \
        assert_memory_equal(&now_, &before, sizeof before);                      \
    } while (0)
    EXPECT_POINTS_REFUSED(3, pts[1].x = NAN, TC_ERR_NOT_FINITE);
    EXPECT_POINTS_REFUSED(3, pts[2].timestamp = INFINITY, TC_ERR_NOT_FINITE);
    EXPECT_POINTS_REFUSED(3, pts[1].y = 2 * TC_MAX_COORDINATE, TC_ERR_INVALID_ARGUMENT);
    EXPECT_POINTS_REFUSED(3, pts[0].force = -1, TC_ERR_INVALID_ARGUMENT);
    EXPECT_POINTS_REFUSED(3, pts[1].altitude = -0.1, TC_ERR_INVALID_ARGUMENT);
    EXPECT_POINTS_REFUSED(3, pts[1].altitude = NAN, TC_ERR_NOT_FINITE);
    EXPECT_POINTS_REFUSED(3, pts[2].azimuth = 4, TC_ERR_INVALID_ARGUMENT);
    EXPECT_POINTS_REFUSED(TC_MAX_COALESCED + 1, (void)0, TC_ERR_LIMIT);
    EXPECT_POINTS_REFUSED(3, (pts[0].timestamp = 1.15, pts[1].timestamp = 1.12), TC_ERR_INVALID_ARGUMENT);
    EXPECT_POINTS_REFUSED(3, pts[2].timestamp = 1.25, TC_ERR_INVALID_ARGUMENT); /* after the sample */
    EXPECT_POINTS_REFUSED(3, pts[0].timestamp = 1.05, TC_ERR_INVALID_ARGUMENT); /* before the previous sample */
    EXPECT_POINTS_REFUSED(3, m->coalesced = NULL, TC_ERR_NULL_POINTER);
    EXPECT_POINTS_REFUSED(3, pts[0].size = 0, TC_ERR_STRUCT_SIZE);
    EXPECT_POINTS_REFUSED(3, pts[2].size = sizeof(tc_touch_point) + 8, TC_ERR_STRUCT_SIZE); /* sizes differ */
    EXPECT_POINTS_REFUSED(3, pts[1].reserved = 1, TC_ERR_INVALID_ARGUMENT);
    /* predicted: not before the sample, at most TC_MAX_PREDICTED, never NULL with a count */
    EXPECT_POINTS_REFUSED(0, (m->predicted = pts, m->predicted_count = 1, pts[0].timestamp = 1.19),
                          TC_ERR_INVALID_ARGUMENT);
    EXPECT_POINTS_REFUSED(0, (m->predicted = pts, m->predicted_count = TC_MAX_PREDICTED + 1,
                              RESET_POINTS(TC_MAX_PREDICTED + 1),
                              pts[0].timestamp = 1.2), TC_ERR_LIMIT);
    EXPECT_POINTS_REFUSED(0, (m->predicted = NULL, m->predicted_count = 2), TC_ERR_NULL_POINTER);

    /* coalesced points on a began: refused, and no touch 2 */
    RESET_POINTS(1);
    pts[0].timestamp = 1.2;
    tc_touch_sample b = sample(TC_PHASE_BEGAN, 2, 50, 50, 1.2, TC_TOUCH_DIRECT);
    b.coalesced = pts;
    b.coalesced_count = 1;
    assert_int_equal(tc_scene_push_touch(s, &b), TC_ERR_INVALID_ARGUMENT);
    assert_int_equal(tct_queued(s), 0);
    /* in a batch: the whole batch is refused */
    tc_touch_sample batch[2];
    batch[0] = sample(TC_PHASE_BEGAN, 3, 60, 60, 1.2, TC_TOUCH_DIRECT);
    batch[1] = b;
    size_t failed = 99;
    assert_int_equal(tc_scene_push_touches(s, batch, 2, &failed), TC_ERR_INVALID_ARGUMENT);
    assert_int_equal(failed, 1);
    assert_int_equal(tct_queued(s), 0);
#undef EXPECT_POINTS_REFUSED
#undef RESET_POINTS
    (void)tct_dispatch(s);
    assert_int_equal(tct_live(s), 1);
    assert_int_equal(rv.touches_calls, calls); /* nothing reached the view */
    tc_gesture_details dafter = details(ps.pan);
    assert_memory_equal(&dafter, &dbefore, sizeof dbefore);
    /* the same points, valid, are taken */
    tc_touch_point ok[2];
    for (int k = 0; k < 2; k++) {
        TC_TOUCH_POINT_INIT(&ok[k]);
        ok[k].timestamp = 1.13 + 0.03 * k;
        ok[k].x = 140 + 10 * k;
        ok[k].y = 100;
    }
    tc_touch_sample m = sample(TC_PHASE_MOVED, 1, 160, 100, 1.2, TC_TOUCH_STYLUS);
    m.coalesced = ok;
    m.coalesced_count = 2;
    assert_ok(tc_scene_push_touch(s, &m));
    (void)tct_dispatch(s);
    assert_int_equal(info_of(s, 1).coalesced_count, 3);
    assert_ok(tc_scene_destroy(s));
}

/* Counts the size_t cannot mean: more than TC_MAX_COALESCED is TC_ERR_LIMIT,
 * however large (SIZE_MAX, 2^63: a binding's -1 or a sign bug). */
static void test_P6_huge_point_counts_refused(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    (void)tct_window(s, 0, 0, 320, 480);
    assert_ok(push(s, TC_PHASE_BEGAN, 1, 100, 100, 1.0, TC_TOUCH_STYLUS));
    (void)tct_dispatch(s);
    const tc_touch_info before = info_of(s, 1);
    tc_touch_point pts[3];
    for (int k = 0; k < 3; k++) {
        TC_TOUCH_POINT_INIT(&pts[k]);
        pts[k].timestamp = 1.01 + 0.01 * k;
        pts[k].x = 101 + k;
        pts[k].y = 100;
    }
    const size_t huge[] = {SIZE_MAX, SIZE_MAX / 2, (size_t)1 << 63, ((size_t)1 << 63) + 3};
    for (size_t k = 0; k < COUNT(huge); k++) {
        for (int predicted = 0; predicted < 2; predicted++) {
            tc_touch_sample m = sample(TC_PHASE_MOVED, 1, 110, 100, 1.05, TC_TOUCH_STYLUS);
            if (predicted) {
                pts[0].timestamp = 1.06;
                m.predicted = pts;
                m.predicted_count = huge[k];
            } else {
                pts[0].timestamp = 1.01;
                m.coalesced = pts;
                m.coalesced_count = huge[k];
            }
            int32_t st = tc_scene_push_touch(s, &m);
            if (st != TC_ERR_LIMIT)
                fail_msg("%s_count = %zu: returned %s, expected TC_ERR_LIMIT (more than %d)",
                         predicted ? "predicted" : "coalesced", huge[k], tc_status_string(st),
                         predicted ? TC_MAX_PREDICTED : TC_MAX_COALESCED);
            assert_int_equal(tct_queued(s), 0);
            size_t failed = 99;
            assert_int_equal(tc_scene_push_touches(s, &m, 1, &failed), TC_ERR_LIMIT);
            assert_int_equal(failed, 0);
            assert_int_equal(tct_queued(s), 0);
        }
    }
    (void)tct_dispatch(s);
    tc_touch_info now = info_of(s, 1);
    assert_memory_equal(&now, &before, sizeof before);
    assert_ok(tc_scene_destroy(s));
}

/* ======================================================================== */
/* P3 refusals                                                              */
/* ======================================================================== */

static void test_P3_hover_refusals_change_nothing(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *a = tct_view(s, w, 0, 0, 100, 100);
    set_hover_responder(a, "A");
    tc_scene *other = tct_scene();
    tc_view *ow = tct_window(other, 0, 0, 100, 100);
    assert_ok(push_hover(s, TC_PHASE_BEGAN, 1, 50, 50, 1.0));
    (void)tct_dispatch(s);
    log_reset();
#define EXPECT_HOVER_REFUSED(code, status)                                      \
    do {                                                                        \
        tc_hover_sample h_ = hover(TC_PHASE_BEGAN, 2, 60, 60, 1.1);             \
        tc_hover_sample *h = &h_;                                               \
        code;                                                                   \
        int32_t st_ = tc_scene_push_hover(s, h);                                \
        if (st_ != (status))                                                    \
            fail_msg("%s: returned %s, expected %s", #code, tc_status_string(st_), \
                     tc_status_string(status));                                 \
        assert_int_equal(tct_queued(s), 0);                                     \
    } while (0)
    EXPECT_HOVER_REFUSED(h->type = TC_TOUCH_DIRECT, TC_ERR_UNKNOWN_ENUM);
    EXPECT_HOVER_REFUSED(h->type = TC_TOUCH_INDIRECT, TC_ERR_UNKNOWN_ENUM);
    EXPECT_HOVER_REFUSED(h->type = 0, TC_ERR_UNKNOWN_ENUM);
    EXPECT_HOVER_REFUSED(h->z_offset = 1.5, TC_ERR_INVALID_ARGUMENT);
    EXPECT_HOVER_REFUSED(h->z_offset = -0.1, TC_ERR_INVALID_ARGUMENT);
    EXPECT_HOVER_REFUSED(h->z_offset = NAN, TC_ERR_NOT_FINITE);
    EXPECT_HOVER_REFUSED(h->altitude = 2, TC_ERR_INVALID_ARGUMENT);
    EXPECT_HOVER_REFUSED(h->x = NAN, TC_ERR_NOT_FINITE);
    EXPECT_HOVER_REFUSED(h->reserved = 1, TC_ERR_INVALID_ARGUMENT);
    EXPECT_HOVER_REFUSED(h->phase = 7777, TC_ERR_UNKNOWN_ENUM);
    EXPECT_HOVER_REFUSED(h->id = 1, TC_ERR_DUPLICATE_TOUCH); /* hover 1 is live */
    EXPECT_HOVER_REFUSED(h->phase = TC_PHASE_MOVED, TC_ERR_UNKNOWN_TOUCH); /* hover 2 is not */
    EXPECT_HOVER_REFUSED(h->timestamp = 0.5, TC_ERR_TIME_BACKWARDS);
    EXPECT_HOVER_REFUSED(h->size = 8, TC_ERR_STRUCT_SIZE);
    EXPECT_HOVER_REFUSED(h->window = ow, TC_ERR_FOREIGN_HANDLE);
#undef EXPECT_HOVER_REFUSED
    assert_int_equal(tc_scene_push_hover(s, NULL), TC_ERR_NULL_POINTER);
    assert_int_equal(tct_queued(s), 0);
    (void)tct_dispatch(s);
    assert_string_equal(log_str(), ""); /* A heard nothing of the refused hovers */
    /* hover ids are their own space: hover 7 and touch 7 coexist */
    assert_ok(push(s, TC_PHASE_BEGAN, 7, 50, 50, 1.2, TC_TOUCH_INDIRECT_POINTER));
    assert_ok(push_hover(s, TC_PHASE_BEGAN, 7, 50, 50, 1.2));
    assert_ok(tc_scene_destroy(other));
    assert_ok(tc_scene_destroy(s));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_P1_pencil_only_pan_ignores_fingers),
        cmocka_unit_test(test_P1_finger_only_tap_ignores_pencil_and_pointer),
        cmocka_unit_test(test_P1_edge_pan_ignores_the_pencil_by_default),
        cmocka_unit_test(test_G8_P1_requires_exclusive_touch_type_keeps_a_pencil_from_a_finger_pan),
        cmocka_unit_test(test_P2_secondary_click_does_not_tap),
        cmocka_unit_test(test_P2_secondary_long_press),
        cmocka_unit_test(test_P2_button_mask_required_is_an_overlap_test),
        cmocka_unit_test(test_P2_button_mask_required_is_for_pointer_touches_only),
        cmocka_unit_test(test_P3_hover_enter_exit_across_overlapping_views),
        cmocka_unit_test(test_P3_two_hovers_are_independent),
        cmocka_unit_test(test_P3_hover_recognizer_began_changed_ended),
        cmocka_unit_test(test_P3_hover_recognizer_refused_by_should_begin_retries_at_the_next_move),
        cmocka_unit_test(test_P3_hover_recognizer_attached_or_enabled_mid_hover_begins_at_the_next_move),
        cmocka_unit_test(test_P3_hover_z_offset_and_angles_alone_are_a_move),
        cmocka_unit_test(test_P3_hover_recognizer_changes_at_every_in_range_sample),
        cmocka_unit_test(test_P3_G6_hover_recognizer_takes_no_failure_requirements),
        cmocka_unit_test(test_P3_hover_refusals_change_nothing),
        cmocka_unit_test(test_P4_wheel_drives_pan_allowing_discrete_not_other),
        cmocka_unit_test(test_P4_delegate_refusing_scroll_events_keeps_the_scroll_from_the_pan),
        cmocka_unit_test(test_P4_wheel_drives_a_pan_whatever_its_touch_types),
        cmocka_unit_test(test_P4_wheel_scrolls_scroll_view),
        cmocka_unit_test(test_P4_trackpad_pinch_drives_pinch_recognizer),
        cmocka_unit_test(test_P4_scroll_and_transform_refusals_change_nothing),
        cmocka_unit_test(test_P4_input_without_a_window_refused),
        cmocka_unit_test(test_P4_trackpad_end_without_movement_keeps_the_release_velocity),
        cmocka_unit_test(test_P4_trackpad_end_0_1s_after_the_last_change_still_flings),
        cmocka_unit_test(test_P4_S6_scroll_across_an_inner_scroll_view_goes_to_the_outer_one),
        cmocka_unit_test(test_P4_trackpad_scroll_begins_at_the_slop_and_takes_it_off),
        cmocka_unit_test(test_P4_wheel_delta_below_three_points_counts_three),
        cmocka_unit_test(test_P4_trackpad_pinch_begins_at_its_first_change_rotation_past_one_degree),
        cmocka_unit_test(test_P5_azimuth_in_a_view),
        cmocka_unit_test(test_T1_force_is_at_most_the_maximum),
        cmocka_unit_test(test_P5_azimuth_is_for_a_stylus_only),
        cmocka_unit_test(test_P5_update_walks_up_the_chain_to_a_handler),
        cmocka_unit_test(test_P5_estimated_force_update_reaches_view),
        cmocka_unit_test(test_P5_update_after_the_touch_ended),
        cmocka_unit_test(test_P5_update_callback_reads_its_sample_and_changes_nothing_after),
        cmocka_unit_test(test_P5_view_hears_only_updates_of_samples_delivered_to_it),
        cmocka_unit_test(test_P6_stationary_touch_reports_only_itself),
        cmocka_unit_test(test_P6_held_phases_report_only_their_own_point),
        cmocka_unit_test(test_P5_update_unknown_index_refused_changes_nothing),
        cmocka_unit_test(test_P5_angle_and_estimate_refusals_change_nothing),
        cmocka_unit_test(test_P5_old_touch_info_size_gets_the_prefix_only),
        cmocka_unit_test(test_P6_coalesced_samples_give_same_pan_velocity_as_full_rate),
        cmocka_unit_test(test_P6_view_gets_one_moved_with_all_coalesced_points),
        cmocka_unit_test(test_P6_coalesced_points_reach_every_recognizer_when_one_fails),
        cmocka_unit_test(test_P6_predicted_points_change_nothing),
        cmocka_unit_test(test_P6_no_predicted_points_when_ended_cancelled_or_indirect),
        cmocka_unit_test(test_P6_predict_extrapolates_velocity),
        cmocka_unit_test(test_P6_refused_points_change_nothing),
        cmocka_unit_test(test_P6_huge_point_counts_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

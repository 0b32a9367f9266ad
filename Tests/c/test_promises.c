/*
 * Header promises (contract audit): promises of include/touchchain.h that the engine keeps
 * but that no test checked, one test per promise, named after the rule that states it
 * (docs/BEHAVIOUR.md), or HDR_ for a promise made by the header alone (as in test_scene.c).
 * Every refusal is checked for its exact status and for changing nothing: the state is read
 * back before and after.
 */
#include <float.h>
#include <stdlib.h>

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

#include "tc_gesture_log.h"

/* ---- small readers --------------------------------------------------------------------- */

static tc_rect bounds_of(const tc_view *v) {
    tc_rect b = {-1, -1, -1, -1};
    assert_ok(tc_view_get_bounds(v, &b));
    return b;
}

static void assert_rect_equal(tc_rect a, tc_rect e) {
    assert_near(a.x, e.x);
    assert_near(a.y, e.y);
    assert_near(a.w, e.w);
    assert_near(a.h, e.h);
}

static void content_offset(const tc_view *v, double *x, double *y) {
    *x = NAN;
    *y = NAN;
    assert_ok(tc_view_get_content_offset(v, x, y));
}

static tc_view *superview_of(const tc_view *v) { return tct_superview((tc_view *)v); }

static tc_view *recognizer_view(const tc_recognizer *r) {
    tc_gesture_details d;
    TC_GESTURE_DETAILS_INIT(&d);
    d.view = TC_GARBAGE_VIEW;
    assert_ok(tc_recognizer_get_details(r, &d));
    return d.view;
}

static double recognizer_rotation(const tc_recognizer *r) {
    tc_gesture_details d;
    TC_GESTURE_DETAILS_INIT(&d);
    assert_ok(tc_recognizer_get_details(r, &d));
    return d.rotation;
}

static int32_t decelerating(const tc_view *v) {
    int32_t dragging = -1, dec = -1;
    assert_ok(tc_view_get_scroll_state(v, &dragging, &dec));
    return dec;
}

static tc_scroll_params scroll_params(double cw, double ch) {
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    p.content_w = cw;
    p.content_h = ch;
    return p;
}

/* did_scroll messages heard (S7), for "nothing changed" checks. */
static int g_did_scroll;

static void count_did_scroll(tc_view *v, tc_scroll_event_info *info, void *ud) {
    (void)v; (void)ud;
    if (info->event == TC_SCROLL_DID_SCROLL) g_did_scroll++;
}

static void listen_scroll(tc_view *v) {
    tc_scroll_callbacks cb;
    TC_SCROLL_CALLBACKS_INIT(&cb);
    cb.event = count_did_scroll;
    assert_ok(tc_view_set_scroll_callbacks(v, &cb));
}

/* One sample of touch `id`, then the clock moved to its time (timers first). */
static void touch_at(tc_scene *s, int32_t phase, int64_t id, double x, double y, double t) {
    assert_ok(tct_push(s, phase, id, x, y, t));
    assert_ok(tc_scene_advance(s, t));
}

/* ---- 1. TC_MAX_SCENES ------------------------------------------------------------------ */

static tc_scene *g_scenes[TC_MAX_SCENES];

/* tc_scene_create: "TC_ERR_LIMIT when TC_MAX_SCENES scenes are live" (output written only on
 * success); a destroyed scene frees its place. No other scene is live in this process now. */
static void test_HDR_max_scenes_limit_refuses_one_more_until_one_is_destroyed(void **state) {
    (void)state;
    for (size_t i = 0; i < TC_MAX_SCENES; i++) {
        g_scenes[i] = NULL;
        assert_ok(tc_scene_create(NULL, &g_scenes[i]));
        assert_non_null(g_scenes[i]);
    }
    tc_scene *extra = TC_GARBAGE_SCENE;
    assert_int_equal(tc_scene_create(NULL, &extra), TC_ERR_LIMIT);
    assert_ptr_equal(extra, TC_GARBAGE_SCENE);
    tc_scene_config c;
    TC_SCENE_CONFIG_INIT(&c);
    assert_int_equal(tc_scene_create(&c, &extra), TC_ERR_LIMIT);
    assert_ptr_equal(extra, TC_GARBAGE_SCENE);
    /* the refusals changed nothing: every live scene is still live and usable */
    for (size_t i = 0; i < TC_MAX_SCENES; i++) {
        double t = -1;
        assert_ok(tc_scene_now(g_scenes[i], &t));
        assert_near(t, 0.0);
    }
    /* destroying one lets exactly one more be created */
    tc_scene *gone = g_scenes[TC_MAX_SCENES / 2];
    assert_ok(tc_scene_destroy(gone));
    g_scenes[TC_MAX_SCENES / 2] = NULL;
    assert_ok(tc_scene_create(&c, &g_scenes[TC_MAX_SCENES / 2]));
    assert_non_null(g_scenes[TC_MAX_SCENES / 2]);
    assert_int_equal(tc_scene_create(NULL, &extra), TC_ERR_LIMIT);
    assert_ptr_equal(extra, TC_GARBAGE_SCENE);
    double t = -1;
    assert_int_equal(tc_scene_now(gone, &t), TC_ERR_STALE_HANDLE);  /* not revived */
    for (size_t i = 0; i < TC_MAX_SCENES; i++) {
        assert_ok(tc_scene_destroy(g_scenes[i]));
        g_scenes[i] = NULL;
    }
    /* all gone: creating works again */
    tc_scene *s = tct_scene();
    assert_ok(tc_scene_destroy(s));
}

/* ---- 2. queue_capacity upper bound ----------------------------------------------------- */

/* tc_scene_config.queue_capacity: "1..1048576"; E2: the queue holds at most queue_capacity. */
static void test_E2_queue_capacity_above_1048576_refused(void **state) {
    (void)state;
    static const int32_t bad[] = {1048577, 1048576 * 2, INT32_MAX, 0, -1, INT32_MIN};
    tc_scene_config c;
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        TC_SCENE_CONFIG_INIT(&c);
        c.queue_capacity = bad[i];
        tc_scene *s = TC_GARBAGE_SCENE;
        assert_int_equal(tc_scene_create(&c, &s), TC_ERR_INVALID_ARGUMENT);
        assert_ptr_equal(s, TC_GARBAGE_SCENE);
    }
    /* both ends of the range are accepted, and the capacity is the one asked for */
    TC_SCENE_CONFIG_INIT(&c);
    c.queue_capacity = 1048576;
    tc_scene *big = TC_GARBAGE_SCENE;
    assert_ok(tc_scene_create(&c, &big));
    assert_ptr_not_equal(big, TC_GARBAGE_SCENE);
    tct_window(big, 0, 0, 100, 100);
    assert_ok(tc_scene_push_motion(big, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 0.0));
    assert_int_equal(tct_queued(big), 1);
    assert_ok(tc_scene_destroy(big));

    TC_SCENE_CONFIG_INIT(&c);
    c.queue_capacity = 1;
    tc_scene *small = NULL;
    assert_ok(tc_scene_create(&c, &small));
    tct_window(small, 0, 0, 100, 100);
    assert_ok(tc_scene_push_motion(small, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 0.0));
    assert_int_equal(tc_scene_push_motion(small, TC_MOTION_SHAKE, TC_PHASE_ENDED, 0.1),
                     TC_ERR_LIMIT);
    assert_int_equal(tct_queued(small), 1);
    assert_ok(tc_scene_destroy(small));
}

/* ---- 3. set_scroll moves the content offset into the new range -------------------------- */

/* tc_view_set_scroll: "When the content size, the insets or an always-bounce differ from the
 * view's (from UIKit's defaults on the first call), the content offset is moved into its
 * range ... with did_scroll ...; other changes leave it where it is"; a refused call changes
 * neither the parameters nor it. (iOS 18.2 -setContentSize:, -setContentInset:,
 * -setAlwaysBounce*: call -_adjustContentOffsetIfNecessary.) */
static void test_S1_set_scroll_moves_the_content_offset_into_the_new_range(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 320, 480);
    /* an origin far outside the content it gets: x fits (320 wide) -> 0, y -> 1000 - 480 */
    assert_ok(tc_view_set_bounds(v, -40, 5000, 320, 480));
    tc_scroll_params p = scroll_params(320, 1000);
    assert_ok(tc_view_set_scroll(v, &p));
    double x, y;
    content_offset(v, &x, &y);
    assert_near(x, 0);
    assert_near(y, 520);
    assert_rect_equal(bounds_of(v), (tc_rect){0, 520, 320, 480});
    assert_int_equal(decelerating(v), 0);   /* moved, no spring back started */

    /* smaller content, insets: content that fits an axis rests at -inset, one did_scroll */
    listen_scroll(v);
    g_did_scroll = 0;
    p = scroll_params(0, 0);
    p.paging = 1;
    p.inset_top = 25;
    p.inset_left = 7;
    p.bounces = 0;
    assert_ok(tc_view_set_scroll(v, &p));
    content_offset(v, &x, &y);
    assert_near(x, -7);
    assert_near(y, -25);
    assert_int_equal(g_did_scroll, 1);
    assert_int_equal(decelerating(v), 0);
    assert_ok(tc_scene_advance(s, 5.0));     /* and time passing does not move it */
    content_offset(v, &x, &y);
    assert_near(x, -7);
    assert_near(y, -25);
    assert_int_equal(g_did_scroll, 1);

    /* an offset the host sets is not clamped; parameters that are not the content's (paging,
     * bounces, rate) leave it; an always-bounce change clamps it */
    assert_ok(tc_view_set_content_offset(v, 30, 600));
    g_did_scroll = 0;
    p.paging = 0;
    p.bounces = 1;
    p.deceleration_rate = TC_DECELERATION_FAST;
    assert_ok(tc_view_set_scroll(v, &p));
    content_offset(v, &x, &y);
    assert_near(x, 30);
    assert_near(y, 600);
    assert_int_equal(g_did_scroll, 0);
    p.always_bounce_vertical = 1;
    assert_ok(tc_view_set_scroll(v, &p));
    content_offset(v, &x, &y);
    assert_near(x, -7);
    assert_near(y, -25);
    assert_int_equal(g_did_scroll, 1);

    /* refused calls change nothing: parameters and offset as they were */
    assert_ok(tc_view_set_content_offset(v, 30, 600));
    g_did_scroll = 0;
    tc_scroll_params bad = scroll_params(-1, 10);
    assert_int_equal(tc_view_set_scroll(v, &bad), TC_ERR_INVALID_ARGUMENT);
    bad = scroll_params(10, 10);
    bad.deceleration_rate = 1.0;
    assert_int_equal(tc_view_set_scroll(v, &bad), TC_ERR_INVALID_ARGUMENT);
    bad = scroll_params(10, 10);
    bad.inset_top = NAN;
    assert_int_equal(tc_view_set_scroll(v, &bad), TC_ERR_NOT_FINITE);
    bad = scroll_params(10, 10);
    bad.bounces_vertically = 2;
    assert_int_equal(tc_view_set_scroll(v, &bad), TC_ERR_INVALID_ARGUMENT);
    bad = scroll_params(10, 10);
    bad.size = 8;
    assert_int_equal(tc_view_set_scroll(v, &bad), TC_ERR_STRUCT_SIZE);
    assert_int_equal(tc_view_set_scroll(v, NULL), TC_ERR_NULL_POINTER);
    tc_scroll_params back;
    TC_SCROLL_PARAMS_INIT(&back);
    assert_ok(tc_view_get_scroll(v, &back));
    assert_near(back.content_w, 0);
    assert_near(back.content_h, 0);
    assert_near(back.inset_top, 25);
    assert_near(back.inset_left, 7);
    assert_int_equal(back.paging, 0);
    assert_int_equal(back.bounces, 1);
    assert_int_equal(back.always_bounce_vertical, 1);
    assert_near(back.deceleration_rate, TC_DECELERATION_FAST);
    content_offset(v, &x, &y);
    assert_near(x, 30);
    assert_near(y, 600);
    assert_int_equal(g_did_scroll, 0);
    assert_ok(tc_scene_destroy(s));
}

/* ---- 4. a scroll view's pan stays with its view ---------------------------------------- */

/* tc_view_scroll_pan: "It cannot be attached elsewhere, detached or destroyed (TC_ERR_STATE);
 * it goes with its view." */
static void test_S1_scroll_pan_cannot_be_attached_elsewhere(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *sv = tct_view(s, win, 0, 0, 320, 480);
    tc_view *other = tct_view(s, win, 0, 0, 50, 50);
    tc_view *loose = tct_view(s, NULL, 0, 0, 50, 50);
    tc_scroll_params p = scroll_params(320, 2000);
    assert_ok(tc_view_set_scroll(sv, &p));
    tc_recognizer *pan = NULL;
    assert_ok(tc_view_scroll_pan(sv, &pan));
    assert_non_null(pan);
    assert_ptr_equal(recognizer_view(pan), sv);

    assert_int_equal(tc_recognizer_attach(pan, other), TC_ERR_STATE);
    assert_ptr_equal(recognizer_view(pan), sv);
    assert_int_equal(tc_recognizer_attach(pan, win), TC_ERR_STATE);
    assert_ptr_equal(recognizer_view(pan), sv);
    assert_int_equal(tc_recognizer_attach(pan, loose), TC_ERR_STATE);
    assert_ptr_equal(recognizer_view(pan), sv);
    assert_int_equal(tc_recognizer_detach(pan), TC_ERR_STATE);
    assert_ptr_equal(recognizer_view(pan), sv);
    assert_int_equal(tc_recognizer_destroy(pan), TC_ERR_STATE);
    assert_ptr_equal(recognizer_view(pan), sv);
    assert_int_equal(tgl_state(pan), TC_GESTURE_POSSIBLE);
    /* still the same pan, still scrolling its view */
    tc_recognizer *again = NULL;
    assert_ok(tc_view_scroll_pan(sv, &again));
    assert_ptr_equal(again, pan);
    touch_at(s, TC_PHASE_BEGAN, 1, 160, 400, 1.0);
    touch_at(s, TC_PHASE_MOVED, 1, 160, 350, 1.02);
    touch_at(s, TC_PHASE_MOVED, 1, 160, 300, 1.04);
    double x, y;
    content_offset(sv, &x, &y);
    assert_true(y > 0);                        /* the drag moved the content */
    assert_ptr_equal(recognizer_view(pan), sv);
    touch_at(s, TC_PHASE_ENDED, 1, 160, 300, 1.30);
    assert_ok(tc_scene_advance(s, 10.0));
    /* an ordinary recognizer attaches to those views as usual */
    tc_recognizer *tap = tgl_make_kind(s, other, TC_RECOGNIZER_TAP, "tap");
    assert_ptr_equal(recognizer_view(tap), other);
    /* it goes with its view */
    assert_ok(tc_view_destroy(sv));
    int32_t st = -1;
    assert_int_equal(tc_recognizer_get_state(pan, &st), TC_ERR_STALE_HANDLE);
    assert_int_equal(st, -1);
    assert_ok(tc_scene_destroy(s));
}

/* ---- 5. scroll-only getters on a plain view: which error wins -------------------------- */

/* tc_view_get_scroll_tracking: "TC_ERR_STATE if the view is not a scroll view, then
 * TC_ERR_NULL_POINTER if out_tracking is NULL"; content offset and scroll state: "Either out
 * may be NULL. \returns TC_ERR_STATE if the view is not a scroll view"; tc_view_get_scroll
 * and tc_view_scroll_pan: TC_ERR_STATE, then TC_ERR_NULL_POINTER (and the size); set_content_offset:
 * TC_ERR_STATE, then TC_ERR_NOT_FINITE. Outputs are written only on success. */
static void test_S1_scroll_getters_on_a_plain_view_report_state_first(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *plain = tct_view(s, win, 0, 0, 100, 100);
    tc_view *sv = tct_view(s, win, 0, 100, 320, 380);
    tc_scroll_params p = scroll_params(320, 2000);
    assert_ok(tc_view_set_scroll(sv, &p));

    /* tracking: STATE before NULL_POINTER */
    assert_int_equal(tc_view_get_scroll_tracking(plain, NULL), TC_ERR_STATE);
    int32_t tr = 77;
    assert_int_equal(tc_view_get_scroll_tracking(plain, &tr), TC_ERR_STATE);
    assert_int_equal(tr, 77);
    assert_int_equal(tc_view_get_scroll_tracking(sv, NULL), TC_ERR_NULL_POINTER);
    assert_ok(tc_view_get_scroll_tracking(sv, &tr));
    assert_int_equal(tr, 0);

    /* parameters: STATE for a plain view, nothing written; STATE also when the out pointer
     * or its size is wrong too (the header's order; the engine used to return
     * TC_ERR_NULL_POINTER / TC_ERR_STRUCT_SIZE there). */
    tc_scroll_params out;
    memset(&out, 0x5A, sizeof out);
    out.size = (uint32_t)sizeof out;
    assert_int_equal(tc_view_get_scroll(plain, &out), TC_ERR_STATE);
    tc_scroll_params sentinel;
    memset(&sentinel, 0x5A, sizeof sentinel);
    sentinel.size = (uint32_t)sizeof sentinel;
    assert_memory_equal(&out, &sentinel, sizeof out);   /* nothing written */
    assert_int_equal(tc_view_get_scroll(plain, NULL), TC_ERR_STATE);
    out.size = 3;
    assert_int_equal(tc_view_get_scroll(plain, &out), TC_ERR_STATE);
    out.size = 0;
    assert_int_equal(tc_view_get_scroll(plain, &out), TC_ERR_STATE);
    sentinel.size = 0;
    assert_memory_equal(&out, &sentinel, sizeof out);   /* nothing written */
    out.size = (uint32_t)sizeof out;
    assert_int_equal(tc_view_get_scroll(sv, NULL), TC_ERR_NULL_POINTER);
    out.size = 3;
    assert_int_equal(tc_view_get_scroll(sv, &out), TC_ERR_STRUCT_SIZE);
    out.size = (uint32_t)sizeof out;
    assert_ok(tc_view_get_scroll(sv, &out));
    assert_near(out.content_h, 2000);

    /* content offset and scroll state take NULL outs: only STATE can fail them */
    assert_int_equal(tc_view_get_content_offset(plain, NULL, NULL), TC_ERR_STATE);
    double x = 11, y = 12;
    assert_int_equal(tc_view_get_content_offset(plain, &x, &y), TC_ERR_STATE);
    assert_near(x, 11);
    assert_near(y, 12);
    assert_ok(tc_view_get_content_offset(sv, NULL, NULL));
    assert_ok(tc_view_get_content_offset(sv, &x, NULL));
    assert_near(x, 0);
    assert_int_equal(tc_view_get_scroll_state(plain, NULL, NULL), TC_ERR_STATE);
    int32_t dr = 5, de = 6;
    assert_int_equal(tc_view_get_scroll_state(plain, &dr, &de), TC_ERR_STATE);
    assert_int_equal(dr, 5);
    assert_int_equal(de, 6);
    assert_ok(tc_view_get_scroll_state(sv, NULL, NULL));
    assert_ok(tc_view_get_scroll_state(sv, NULL, &de));
    assert_int_equal(de, 0);

    /* the pan: STATE, nothing written */
    tc_recognizer *pan = (tc_recognizer *)(uintptr_t)0x1234;
    assert_int_equal(tc_view_scroll_pan(plain, &pan), TC_ERR_STATE);
    assert_ptr_equal(pan, (tc_recognizer *)(uintptr_t)0x1234);
    assert_int_equal(tc_view_scroll_pan(plain, NULL), TC_ERR_STATE);   /* then NULL_POINTER */
    assert_int_equal(tc_view_scroll_pan(sv, NULL), TC_ERR_NULL_POINTER);

    /* set_content_offset: STATE, then NOT_FINITE */
    assert_int_equal(tc_view_set_content_offset(plain, NAN, 0), TC_ERR_STATE);
    assert_int_equal(tc_view_set_content_offset(plain, 0, INFINITY), TC_ERR_STATE);
    assert_int_equal(tc_view_set_content_offset(sv, NAN, 0), TC_ERR_NOT_FINITE);

    /* the plain view is still a plain view */
    assert_int_equal(tc_view_get_scroll_tracking(plain, &tr), TC_ERR_STATE);
    assert_ok(tc_scene_destroy(s));
}

/* ---- 6. batch sizes checked over the whole array first --------------------------------- */

/* tc_scene_push_touches: "every element must carry the same size (checked first, over the
 * whole array)"; "on failure receives the index of the refused sample (nothing was queued)". */
static void test_E2_batch_sizes_checked_over_the_whole_array_first(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 320, 480);
    assert_ok(tc_view_set_flag(v, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    /* something already queued, which must stay exactly as it is */
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 100, 5, 5, 0.5));
    assert_int_equal(tct_queued(s), 1);

    /* a sample that would be refused on its own (NaN at index 1) before a bad size at index 3:
     * the size check over the whole array comes first */
    tc_touch_sample a[4] = {
        tct_sample(TC_PHASE_BEGAN, 1, 10, 10, 1.0),
        tct_sample(TC_PHASE_BEGAN, 2, NAN, 20, 1.0),
        tct_sample(TC_PHASE_BEGAN, 3, 30, 30, 1.0),
        tct_sample(TC_PHASE_BEGAN, 4, 40, 40, 1.0),
    };
    a[3].size = (uint32_t)sizeof(tc_touch_sample) - 8;
    size_t failed = 999;
    assert_int_equal(tc_scene_push_touches(s, a, 4, &failed), TC_ERR_STRUCT_SIZE);
    assert_int_equal(failed, 3);
    assert_int_equal(tct_queued(s), 1);

    /* every sample valid but the size of index 2: nothing before it is applied */
    tc_touch_sample b[3] = {
        tct_sample(TC_PHASE_BEGAN, 1, 10, 10, 1.0),
        tct_sample(TC_PHASE_BEGAN, 2, 20, 20, 1.0),
        tct_sample(TC_PHASE_BEGAN, 3, 30, 30, 2.0),
    };
    b[2].size = (uint32_t)sizeof(tc_touch_sample) + 8;
    failed = 999;
    assert_int_equal(tc_scene_push_touches(s, b, 3, &failed), TC_ERR_STRUCT_SIZE);
    assert_int_equal(failed, 2);
    assert_int_equal(tct_queued(s), 1);
    /* ids 1 and 2 were not taken, and time did not move on to the batch's 1.0 or 2.0 */
    tc_touch_sample c[2] = {
        tct_sample(TC_PHASE_BEGAN, 1, 10, 10, 0.6),
        tct_sample(TC_PHASE_BEGAN, 2, 20, 20, 0.6),
    };
    failed = 999;
    assert_ok(tc_scene_push_touches(s, c, 2, &failed));
    assert_int_equal(failed, 999);            /* written only on failure */
    assert_int_equal(tct_queued(s), 3);
    assert_int_equal(tct_dispatch(s), 2);     /* 100 at 0.5, then 1 and 2 at 0.6 */
    assert_int_equal(tct_live(s), 3);
    tc_touch *t = NULL;
    assert_int_equal(tc_scene_find_touch(s, 3, &t), TC_ERR_UNKNOWN_TOUCH);
    assert_int_equal(tc_scene_find_touch(s, 4, &t), TC_ERR_UNKNOWN_TOUCH);
    assert_near(tct_now(s), 0.6);
    assert_ok(tc_scene_destroy(s));
}

/* ---- 7. stepper range ------------------------------------------------------------------ */

static double control_value(const tc_view *v) {
    tc_control_state st;
    TC_CONTROL_STATE_INIT(&st);
    st.value = NAN;
    assert_ok(tc_control_get_state(v, &st));
    return st.value;
}

/* Controls: "stepper 0..100"; tc_control_set_value: "clamped to the kind's range" (C1:
 * "Values are clamped to the kind's range"); stepping by touch never leaves the range. */
static void test_C1_stepper_value_clamped_to_0_100(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *st = tct_view(s, win, 100, 100, 100, 40);
    assert_ok(tc_view_set_control(st, TC_CONTROL_STEPPER));
    assert_near(control_value(st), 0);
    assert_ok(tc_control_set_value(st, 150));
    assert_near(control_value(st), 100);
    assert_ok(tc_control_set_value(st, 42));
    assert_near(control_value(st), 42);
    assert_ok(tc_control_set_value(st, -3));
    assert_near(control_value(st), 0);
    assert_ok(tc_control_set_value(st, 1e300));
    assert_near(control_value(st), 100);
    assert_ok(tc_control_set_value(st, 100.5));
    assert_near(control_value(st), 100);
    assert_ok(tc_control_set_value(st, -DBL_MAX));
    assert_near(control_value(st), 0);
    assert_ok(tc_control_set_value(st, 100));
    assert_near(control_value(st), 100);

    /* at 100, pressing and holding "+" (right half) stays at 100 */
    touch_at(s, TC_PHASE_BEGAN, 1, 180, 120, 1.0);
    assert_ok(tc_scene_advance(s, 2.0));
    assert_near(control_value(st), 100);
    touch_at(s, TC_PHASE_ENDED, 1, 180, 120, 2.0);
    assert_near(control_value(st), 100);
    /* at 0, pressing and holding "-" (left half) stays at 0 */
    assert_ok(tc_control_set_value(st, 0));
    touch_at(s, TC_PHASE_BEGAN, 2, 110, 120, 3.0);
    assert_ok(tc_scene_advance(s, 4.0));
    assert_near(control_value(st), 0);
    touch_at(s, TC_PHASE_ENDED, 2, 110, 120, 4.0);
    assert_near(control_value(st), 0);
    /* one step below the top: "+" reaches 100 and goes no further while held */
    assert_ok(tc_control_set_value(st, 99));
    touch_at(s, TC_PHASE_BEGAN, 3, 180, 120, 5.0);
    assert_ok(tc_scene_advance(s, 6.0));
    assert_near(control_value(st), 100);
    touch_at(s, TC_PHASE_ENDED, 3, 180, 120, 6.0);
    assert_near(control_value(st), 100);
    assert_ok(tc_scene_destroy(s));
}

/* ---- 8. recognizer names are copied ----------------------------------------------------- */

/* tc_recognizer_set_name: "(copied; NULL clears)"; "Strings passed in are copied by the
 * engine". The caller may overwrite or free its buffer right after the call. */
static void test_HDR_recognizer_name_is_copied_and_null_clears(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_recognizer_params p = tgl_params(TC_RECOGNIZER_TAP);
    tc_recognizer *r = NULL, *fresh = NULL;
    assert_ok(tc_recognizer_create(s, &p, &r));
    assert_ok(tc_recognizer_create(s, &p, &fresh));
    const char *unnamed = "garbage";
    assert_ok(tc_recognizer_get_name(fresh, &unnamed));
    assert_true(unnamed == NULL || unnamed[0] == '\0');   /* no name yet */

    char *heap = malloc(32);
    assert_non_null(heap);
    snprintf(heap, 32, "%s", "double.tap");
    assert_ok(tc_recognizer_set_name(r, heap));
    memset(heap, 'X', 31);
    heap[31] = '\0';
    free(heap);                                /* valgrind: the engine must not read it */
    const char *name = NULL;
    assert_ok(tc_recognizer_get_name(r, &name));
    assert_non_null(name);
    assert_string_equal(name, "double.tap");

    char stack[16] = "first";
    assert_ok(tc_recognizer_set_name(r, stack));
    stack[0] = 'F';
    snprintf(stack, sizeof stack, "%s", "overwritten");
    assert_ok(tc_recognizer_get_name(r, &name));
    assert_ptr_not_equal(name, stack);
    assert_string_equal(name, "first");

    /* a refused call (stale handle) changes nothing */
    tc_recognizer *dead = NULL;
    assert_ok(tc_recognizer_create(s, &p, &dead));
    assert_ok(tc_recognizer_destroy(dead));
    assert_int_equal(tc_recognizer_set_name(dead, "zombie"), TC_ERR_STALE_HANDLE);
    assert_ok(tc_recognizer_get_name(r, &name));
    assert_string_equal(name, "first");

    /* NULL clears: the name is as a recognizer that never had one */
    assert_ok(tc_recognizer_set_name(r, NULL));
    name = "garbage";
    assert_ok(tc_recognizer_get_name(r, &name));
    assert_true(name == NULL || name[0] == '\0');
    if (unnamed == NULL) assert_null(name);
    else assert_string_equal(name, unnamed);
    /* and the other recognizer was never touched */
    assert_ok(tc_recognizer_get_name(fresh, &unnamed));
    assert_true(unnamed == NULL || unnamed[0] == '\0');
    assert_ok(tc_scene_destroy(s));
}

/* ---- 9. a dying view takes nothing new -------------------------------------------------- */

static tc_view *g_dying, *g_new_child, *g_kid;
static tc_recognizer *g_loose_rec, *g_loose_rec2;
typedef struct dying_seen {
    int calls;
    int32_t add, insert, attach, count_status;
    size_t count;
} dying_seen;
static dying_seen g_resp_seen, g_rec_seen;

static void try_to_attach_to_the_dying_view(dying_seen *seen, tc_recognizer *rec) {
    seen->calls++;
    seen->add = tc_view_add_subview(g_dying, g_new_child);
    seen->insert = tc_view_insert_subview(g_dying, g_new_child, 0);
    seen->attach = tc_recognizer_attach(rec, g_dying);
    seen->count = 12345;
    seen->count_status = tc_view_get_subview_count(g_dying, &seen->count);   /* a query */
}

static int32_t dying_touches(const tc_responder *r, const tc_touches_event *ev, void *ud) {
    (void)ud;
    if (ev->phase == TC_PHASE_CANCELLED && r->view == g_dying)
        try_to_attach_to_the_dying_view(&g_resp_seen, g_loose_rec);
    return TC_HANDLED;
}

static void dying_rec_state(tc_recognizer *r, const tc_gesture_details *d, void *ud) {
    (void)r; (void)ud;
    if (d->state == TC_GESTURE_FAILED || d->state == TC_GESTURE_CANCELLED)
        try_to_attach_to_the_dying_view(&g_rec_seen, g_loose_rec2);
}

/* tc_view_destroy: the callbacks it runs "still see the view, but nothing can be attached to
 * it (TC_ERR_STALE_HANDLE)" (T7: "adding subviews or attaching recognizers returns
 * TC_ERR_STALE_HANDLE"); it still answers queries. */
static void test_T7_dying_view_refuses_children_and_recognizers_in_its_destroy_callbacks(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    g_dying = tct_view(s, win, 0, 0, 200, 200);
    g_kid = tct_view(s, g_dying, 150, 150, 10, 10);
    g_new_child = tct_view(s, NULL, 0, 0, 10, 10);
    tc_recognizer_params lp = tgl_params(TC_RECOGNIZER_LONG_PRESS);
    lp.min_duration = 100;                    /* stays possible while the touch is down */
    tc_recognizer *watcher = NULL;
    assert_ok(tc_recognizer_create(s, &lp, &watcher));
    assert_ok(tc_recognizer_attach(watcher, g_dying));
    assert_ok(tc_recognizer_set_state_fn(watcher, dying_rec_state, NULL));
    tc_recognizer_params tp = tgl_params(TC_RECOGNIZER_TAP);
    assert_ok(tc_recognizer_create(s, &tp, &g_loose_rec));
    assert_ok(tc_recognizer_create(s, &tp, &g_loose_rec2));
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = dying_touches;
    assert_ok(tc_view_set_responder(g_dying, &cb));
    memset(&g_resp_seen, 0, sizeof g_resp_seen);
    memset(&g_rec_seen, 0, sizeof g_rec_seen);

    touch_at(s, TC_PHASE_BEGAN, 1, 50, 50, 1.0);
    assert_int_equal(tgl_state(watcher), TC_GESTURE_POSSIBLE);
    assert_ok(tc_view_destroy(g_dying));

    assert_int_equal(g_resp_seen.calls, 1);
    assert_int_equal(g_resp_seen.add, TC_ERR_STALE_HANDLE);
    assert_int_equal(g_resp_seen.insert, TC_ERR_STALE_HANDLE);
    assert_int_equal(g_resp_seen.attach, TC_ERR_STALE_HANDLE);
    assert_int_equal(g_resp_seen.count_status, TC_OK);
    assert_int_equal(g_resp_seen.count, 1);
    assert_int_equal(g_rec_seen.calls, 1);
    assert_int_equal(g_rec_seen.add, TC_ERR_STALE_HANDLE);
    assert_int_equal(g_rec_seen.insert, TC_ERR_STALE_HANDLE);
    assert_int_equal(g_rec_seen.attach, TC_ERR_STALE_HANDLE);
    assert_int_equal(g_rec_seen.count_status, TC_OK);
    assert_int_equal(g_rec_seen.count, 1);

    /* nothing got attached: the new child and the recognizers are where they were */
    assert_null(superview_of(g_new_child));
    assert_null(recognizer_view(g_loose_rec));
    assert_null(recognizer_view(g_loose_rec2));
    assert_null(recognizer_view(watcher));    /* detached, alive */
    assert_null(superview_of(g_kid));         /* detached, alive */
    size_t n = 99;
    assert_int_equal(tc_view_get_subview_count(g_dying, &n), TC_ERR_STALE_HANDLE);
    assert_int_equal(n, 99);
    assert_int_equal(tct_subview_count(win), 0);
    /* still usable elsewhere */
    assert_ok(tc_view_add_subview(win, g_new_child));
    assert_ok(tc_recognizer_attach(g_loose_rec, win));
    touch_at(s, TC_PHASE_ENDED, 1, 50, 50, 1.1);
    assert_ok(tc_scene_destroy(s));
}

/* ---- 10. touch handles: valid in the ended callback, stale after ------------------------ */

typedef struct end_seen {
    tc_touch *touch;
    int32_t info_status, loc_status;
    int32_t phase;
    int64_t id;
    double x, y;
} end_seen;
static end_seen g_end[3];
static size_t g_end_n;

static int32_t record_endings(const tc_responder *r, const tc_touches_event *ev, void *ud) {
    (void)r; (void)ud;
    if (ev->phase != TC_PHASE_ENDED && ev->phase != TC_PHASE_CANCELLED) return TC_HANDLED;
    for (size_t i = 0; i < ev->touch_count && g_end_n < 3; i++) {
        end_seen *e = &g_end[g_end_n++];
        e->touch = ev->touches[i];
        tc_touch_info info;
        TC_TOUCH_INFO_INIT(&info);
        e->info_status = tc_touch_get_info(ev->touches[i], &info);
        e->phase = info.phase;
        e->id = info.id;
        e->loc_status = tc_touch_location_in(ev->touches[i], NULL, 0, &e->x, &e->y);
    }
    return TC_HANDLED;
}

static void assert_touch_stale(tc_touch *t) {
    tc_touch_info info;
    TC_TOUCH_INFO_INIT(&info);
    info.id = 4242;
    assert_int_equal(tc_touch_get_info(t, &info), TC_ERR_STALE_HANDLE);
    assert_int_equal(info.id, 4242);          /* nothing written */
    double x = 7, y = 8;
    assert_int_equal(tc_touch_location_in(t, NULL, 0, &x, &y), TC_ERR_STALE_HANDLE);
    assert_near(x, 7);
    assert_near(y, 8);
}

/* "a touch handle is valid from the event that began the touch until the dispatch of the
 * event that ended or cancelled it returns" (E3: "after that every call with it returns
 * TC_ERR_STALE_HANDLE"). */
static void test_E3_touch_handle_valid_in_ended_callback_and_stale_after(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 320, 480);
    assert_ok(tc_view_set_flag(v, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = record_endings;
    assert_ok(tc_view_set_responder(v, &cb));
    memset(g_end, 0, sizeof g_end);
    g_end_n = 0;

    touch_at(s, TC_PHASE_BEGAN, 1, 10, 10, 1.0);
    touch_at(s, TC_PHASE_BEGAN, 2, 60, 60, 1.1);
    tc_touch *t1 = NULL, *t2 = NULL;
    assert_ok(tc_scene_find_touch(s, 1, &t1));
    assert_ok(tc_scene_find_touch(s, 2, &t2));

    touch_at(s, TC_PHASE_ENDED, 1, 15, 12, 1.2);
    assert_int_equal(g_end_n, 1);
    assert_ptr_equal(g_end[0].touch, t1);     /* the same handle, valid in the callback */
    assert_int_equal(g_end[0].info_status, TC_OK);
    assert_int_equal(g_end[0].phase, TC_PHASE_ENDED);
    assert_int_equal(g_end[0].id, 1);
    assert_int_equal(g_end[0].loc_status, TC_OK);
    assert_near(g_end[0].x, 15);
    assert_near(g_end[0].y, 12);
    assert_touch_stale(t1);                    /* stale once the dispatch returned */
    tc_touch_info info;
    TC_TOUCH_INFO_INIT(&info);
    assert_ok(tc_touch_get_info(t2, &info));  /* the other touch is untouched */
    assert_int_equal(info.id, 2);

    /* a new touch (slot reuse) does not revive the old handle */
    touch_at(s, TC_PHASE_BEGAN, 1, 20, 20, 1.3);
    tc_touch *t1b = NULL;
    assert_ok(tc_scene_find_touch(s, 1, &t1b));
    assert_ptr_not_equal(t1b, t1);
    assert_touch_stale(t1);

    /* cancelled: the same */
    touch_at(s, TC_PHASE_CANCELLED, 2, 60, 60, 1.4);
    assert_int_equal(g_end_n, 2);
    assert_ptr_equal(g_end[1].touch, t2);
    assert_int_equal(g_end[1].info_status, TC_OK);
    assert_int_equal(g_end[1].phase, TC_PHASE_CANCELLED);
    assert_int_equal(g_end[1].loc_status, TC_OK);
    assert_touch_stale(t2);
    touch_at(s, TC_PHASE_ENDED, 1, 20, 20, 1.5);
    assert_int_equal(g_end_n, 3);
    assert_int_equal(g_end[2].info_status, TC_OK);
    assert_touch_stale(t1b);
    assert_int_equal(tct_live(s), 0);
    assert_ok(tc_scene_destroy(s));
}

/* ---- 11. per-kind recognizer defaults ---------------------------------------------------- */

/* The header's documented default of every field for `kind` (tc_recognizer_params comments). */
static void assert_header_defaults(const tc_recognizer_params *p, int32_t kind) {
    assert_int_equal(p->size, sizeof(tc_recognizer_params));
    assert_int_equal(p->kind, kind);
    /* every kind */
    assert_int_equal(p->cancels_touches_in_view, 1);   /* G3: 1 */
    assert_int_equal(p->delays_touches_began, kind == TC_RECOGNIZER_EDGE_PAN); /* G4: 0; edge pan: 1 */
    assert_int_equal(p->delays_touches_ended, 1);      /* G5: 1 */
    assert_int_equal(p->enabled, 1);
    if (kind == TC_RECOGNIZER_EDGE_PAN) {   /* P1: UIKit's screen-edge pan takes no pencil */
        assert_int_equal(p->allowed_touch_types, TC_TOUCH_TYPES_ALL & ~TC_TOUCH_TYPE_BIT(TC_TOUCH_STYLUS));
        assert_int_equal(p->allowed_touch_types, 0x16u);
    } else {
        assert_int_equal(p->allowed_touch_types, TC_TOUCH_TYPES_ALL);
        assert_int_equal(p->allowed_touch_types, 0x1Eu);
    }
    assert_int_equal(p->button_mask_required, TC_BUTTON_PRIMARY); /* also the other kinds */
    assert_int_equal(p->reserved, 0);
    switch (kind) {
    case TC_RECOGNIZER_TAP:
        assert_int_equal(p->taps_required, 1);
        assert_int_equal(p->touches_required, 1);
        assert_near(p->allowable_movement, TC_DEFAULT_TAP_MOVEMENT);
        assert_near(p->allowable_movement, 45.0);
        assert_near(p->tap_interval, TC_DEFAULT_TAP_INTERVAL);
        assert_near(p->tap_interval, 0.35);
        assert_near(p->tap_radius, TC_DEFAULT_TAP_MOVEMENT); /* UIKit: the landing uses the allowance */
        assert_near(p->tap_radius, 45.0);
        break;
    case TC_RECOGNIZER_LONG_PRESS:
        assert_int_equal(p->taps_required, 0);
        assert_int_equal(p->touches_required, 1);
        assert_near(p->min_duration, TC_DEFAULT_LONG_PRESS_DURATION);
        assert_near(p->min_duration, 0.5);
        assert_near(p->allowable_movement, 10.0);
        assert_near(p->tap_interval, TC_DEFAULT_TAP_INTERVAL);
        break;
    case TC_RECOGNIZER_PAN:
        assert_int_equal(p->min_touches, 1);
        assert_int_equal(p->max_touches, INT32_MAX);
        assert_near(p->slop, 10.0);
        assert_near(p->slop, TC_DEFAULT_PAN_SLOP);
        assert_int_equal(p->allowed_scroll_types, 0);
        break;
    case TC_RECOGNIZER_EDGE_PAN:
        assert_int_equal(p->max_touches, 1);
        assert_int_equal(p->edges, 0);
        assert_near(p->slop, TC_DEFAULT_EDGE_PAN_SLOP);
        assert_near(p->slop, 15.0);
        assert_near(p->edge_region, TC_DEFAULT_EDGE_REGION);
        assert_near(p->edge_region, 13.0);
        break;
    case TC_RECOGNIZER_SWIPE:
        assert_int_equal(p->touches_required, 1);
        assert_int_equal(p->direction, TC_SWIPE_RIGHT);
        assert_near(p->swipe_distance, TC_DEFAULT_SWIPE_DISTANCE);
        assert_near(p->swipe_distance, 30.0);
        assert_near(p->swipe_duration, TC_DEFAULT_SWIPE_DURATION);
        assert_near(p->swipe_duration, 0.5);
        assert_near(p->swipe_angle, TC_DEFAULT_SWIPE_ANGLE);
        assert_near(p->swipe_angle, M_PI / 6);
        break;
    case TC_RECOGNIZER_PINCH:
        assert_near(p->slop, 8.0);
        assert_near(p->slop, TC_DEFAULT_PINCH_SLOP);
        break;
    case TC_RECOGNIZER_ROTATION:
        assert_near(p->slop, TC_DEFAULT_ROTATION_SLOP);
        assert_near(p->slop, 2.0 * M_PI / 180.0);      /* 2 deg */
        break;
    default:
        break;   /* custom, hover: only the fields of every kind */
    }
}

/* tc_recognizer_params: each field's default per kind as its comment states it, from
 * tc_recognizer_params_init and read back from a recognizer created with them (G8:
 * "fills UIKit's documented defaults where there are any and the header's TC_DEFAULT_*
 * constants elsewhere"); a scroll view's pan allows every scroll type. */
static void test_G8_per_kind_defaults_read_back_equal_the_header(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    for (int32_t kind = TC_RECOGNIZER_TAP; kind <= TC_RECOGNIZER_HOVER; kind++) {
        tc_recognizer_params p;
        memset(&p, 0xA5, sizeof p);
        assert_int_equal(TC_RECOGNIZER_PARAMS_INIT(&p, kind), TC_OK);
        assert_header_defaults(&p, kind);
        tc_recognizer *r = NULL;
        assert_ok(tc_recognizer_create(s, &p, &r));
        tc_recognizer_params q;
        memset(&q, 0x5A, sizeof q);
        q.size = (uint32_t)sizeof q;
        assert_ok(tc_recognizer_get_params(r, &q));
        assert_header_defaults(&q, kind);
        assert_memory_equal(&p, &q, sizeof p);
    }
    tc_recognizer_params bad;
    memset(&bad, 0x33, sizeof bad);
    tc_recognizer_params keep = bad;
    assert_int_equal(TC_RECOGNIZER_PARAMS_INIT(&bad, 0), TC_ERR_UNKNOWN_ENUM);
    assert_int_equal(TC_RECOGNIZER_PARAMS_INIT(&bad, TC_RECOGNIZER_HOVER + 1), TC_ERR_UNKNOWN_ENUM);
    keep.size = (uint32_t)sizeof keep;
    assert_memory_equal(&bad, &keep, sizeof bad);   /* nothing but the macro's size written */

    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_scroll_params sp = scroll_params(320, 2000);
    assert_ok(tc_view_set_scroll(win, &sp));
    tc_recognizer *pan = NULL;
    assert_ok(tc_view_scroll_pan(win, &pan));
    tc_recognizer_params q;
    memset(&q, 0, sizeof q);
    q.size = (uint32_t)sizeof q;
    assert_ok(tc_recognizer_get_params(pan, &q));
    assert_int_equal(q.kind, TC_RECOGNIZER_PAN);
    assert_int_equal(q.allowed_scroll_types, TC_SCROLL_TYPES_ALL);
    assert_ok(tc_scene_destroy(s));
}

/* ---- 12. set_rotation refusals ----------------------------------------------------------- */

static tc_recognizer *g_rot;
static int32_t g_rot_in_hit_test;
static int g_rot_hit_calls;

static void set_rotation_while_hit_testing(int32_t step, tc_view *view, int32_t inside,
                                           tc_view *result, void *ud) {
    (void)step; (void)view; (void)inside; (void)result; (void)ud;
    if (g_rot_hit_calls++ == 0) g_rot_in_hit_test = tc_recognizer_set_rotation(g_rot, 9.0);
}

/* Two fingers 100 pt apart about (150, 200), the pair turned by `a` radians. */
static void pair_at(tc_scene *s, int32_t phase, double a, double t) {
    tc_touch_sample smp[2] = {
        tct_sample(phase, 1, 150 - 50 * cos(a), 200 - 50 * sin(a), t),
        tct_sample(phase, 2, 150 + 50 * cos(a), 200 + 50 * sin(a), t),
    };
    assert_ok(tc_scene_push_touches(s, smp, 2, NULL));
    assert_ok(tc_scene_advance(s, t));
}

/* tc_recognizer_set_rotation: "\returns TC_ERR_NOT_FINITE, TC_ERR_STATE for other kinds,
 * TC_ERR_REENTRANT while hit-testing" (H5: every mutation from a hit-testing callback);
 * a refused call leaves the rotation and the pair it is measured from as they were. */
static void test_G8_H5_set_rotation_refusals_change_nothing(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    assert_ok(tc_view_set_flag(win, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    tgl_reset();
    g_rot = tgl_make_kind(s, win, TC_RECOGNIZER_ROTATION, "rot");
    tc_recognizer *pinch = tgl_make_kind(s, NULL, TC_RECOGNIZER_PINCH, "pinch");
    tc_recognizer *pan = tgl_make_kind(s, NULL, TC_RECOGNIZER_PAN, "pan");
    tc_recognizer *tap = tgl_make_kind(s, NULL, TC_RECOGNIZER_TAP, "tap");
    tc_recognizer *cus = tgl_make_kind(s, NULL, TC_RECOGNIZER_CUSTOM, "cus");

    pair_at(s, TC_PHASE_BEGAN, 0.0, 1.0);
    pair_at(s, TC_PHASE_MOVED, 0.1, 1.05);
    pair_at(s, TC_PHASE_MOVED, 0.2, 1.10);
    assert_int_equal(tgl_state(g_rot), TC_GESTURE_CHANGED);
    assert_near(recognizer_rotation(g_rot), 0.2);
    assert_ok(tc_recognizer_set_rotation(g_rot, 0.25));
    assert_near(recognizer_rotation(g_rot), 0.25);
    size_t logged = g_tgl.n;

    const double nonfinite[] = {NAN, INFINITY, -INFINITY};
    for (size_t i = 0; i < 3; i++) {
        assert_int_equal(tc_recognizer_set_rotation(g_rot, nonfinite[i]), TC_ERR_NOT_FINITE);
        assert_near(recognizer_rotation(g_rot), 0.25);
    }
    /* from a hit-testing callback */
    g_rot_hit_calls = 0;
    g_rot_in_hit_test = 12345;
    assert_ok(tc_scene_set_hit_trace_fn(s, set_rotation_while_hit_testing, NULL));
    tc_view *hit = NULL;
    assert_ok(tc_view_hit_test(win, 10, 10, &hit));
    assert_ok(tc_scene_set_hit_trace_fn(s, NULL, NULL));
    assert_true(g_rot_hit_calls > 0);
    assert_int_equal(g_rot_in_hit_test, TC_ERR_REENTRANT);
    assert_near(recognizer_rotation(g_rot), 0.25);
    /* other kinds */
    assert_int_equal(tc_recognizer_set_rotation(pinch, 0.5), TC_ERR_STATE);
    assert_int_equal(tc_recognizer_set_rotation(pan, 0.5), TC_ERR_STATE);
    assert_int_equal(tc_recognizer_set_rotation(tap, 0.5), TC_ERR_STATE);
    assert_int_equal(tc_recognizer_set_rotation(cus, 0.5), TC_ERR_STATE);
    assert_int_equal(tgl_state(pinch), TC_GESTURE_POSSIBLE);
    assert_near(recognizer_rotation(pinch), 0);
    assert_near(recognizer_rotation(g_rot), 0.25);
    assert_int_equal(tgl_state(g_rot), TC_GESTURE_CHANGED);
    assert_int_equal(g_tgl.n, logged);        /* no callback made by any of these calls */

    /* the pair is still measured from where the accepted call left it: +0.1 rad more */
    pair_at(s, TC_PHASE_MOVED, 0.3, 1.15);
    assert_near(recognizer_rotation(g_rot), 0.35);
    pair_at(s, TC_PHASE_ENDED, 0.3, 1.20);
    assert_near(tgl_last("rot", TC_GESTURE_ENDED)->d.rotation, 0.35);
    /* a stale handle */
    assert_ok(tc_recognizer_destroy(cus));
    assert_int_equal(tc_recognizer_set_rotation(cus, 0.5), TC_ERR_STALE_HANDLE);
    assert_ok(tc_scene_destroy(s));
}

/* ---- 13. content offset = bounds origin; NaN refused ------------------------------------- */

/* Scroll views: "Its content offset IS its bounds origin (tc_view_get_bounds /
 * tc_view_set_bounds read and write the same numbers)"; tc_view_set_content_offset:
 * "TC_ERR_NOT_FINITE" — refused, it neither moves the content, nor stops a deceleration,
 * nor sends did_scroll. */
static void test_S1_content_offset_is_the_bounds_origin_and_nan_offset_refused(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *sv = tct_view(s, win, 0, 0, 320, 480);
    tc_scroll_params p = scroll_params(320, 2000);
    assert_ok(tc_view_set_scroll(sv, &p));
    tc_view *row = tct_view(s, sv, 0, 200, 320, 44);
    listen_scroll(sv);
    g_did_scroll = 0;

    assert_ok(tc_view_set_content_offset(sv, 30, 70));
    assert_rect_equal(bounds_of(sv), (tc_rect){30, 70, 320, 480});
    assert_int_equal(g_did_scroll, 1);
    assert_ok(tc_view_set_bounds(sv, 5, 15, 320, 480));
    double x, y;
    content_offset(sv, &x, &y);
    assert_near(x, 5);
    assert_near(y, 15);
    assert_int_equal(g_did_scroll, 2);
    assert_ptr_equal(tct_hit(win, 10, 190), row);   /* content y 205 */

    const double bad[][2] = {{NAN, 0}, {0, NAN}, {NAN, NAN}, {INFINITY, 0}, {0, -INFINITY}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_int_equal(tc_view_set_content_offset(sv, bad[i][0], bad[i][1]), TC_ERR_NOT_FINITE);
        assert_int_equal(tc_view_set_bounds(sv, bad[i][0], bad[i][1], 320, 480), TC_ERR_NOT_FINITE);
        assert_rect_equal(bounds_of(sv), (tc_rect){5, 15, 320, 480});
        content_offset(sv, &x, &y);
        assert_near(x, 5);
        assert_near(y, 15);
    }
    assert_int_equal(g_did_scroll, 2);
    assert_ptr_equal(tct_hit(win, 10, 190), row);

    /* during a deceleration: a refused offset does not stop it (x back in range first, so
     * the release decelerates along y rather than springing back along x) */
    assert_ok(tc_view_set_content_offset(sv, 0, 15));
    touch_at(s, TC_PHASE_BEGAN, 1, 160, 400, 1.0);
    touch_at(s, TC_PHASE_MOVED, 1, 160, 300, 1.02);
    touch_at(s, TC_PHASE_MOVED, 1, 160, 200, 1.04);
    touch_at(s, TC_PHASE_ENDED, 1, 160, 200, 1.05);
    assert_int_equal(decelerating(sv), 1);
    tc_rect before = bounds_of(sv);
    int before_scrolls = g_did_scroll;
    assert_int_equal(tc_view_set_content_offset(sv, NAN, 0), TC_ERR_NOT_FINITE);
    assert_int_equal(decelerating(sv), 1);
    assert_rect_equal(bounds_of(sv), before);
    assert_int_equal(g_did_scroll, before_scrolls);
    content_offset(sv, &x, &y);
    assert_near(x, before.x);
    assert_near(y, before.y);
    assert_ok(tc_scene_advance(s, 1.2));
    assert_true(bounds_of(sv).y > before.y);   /* it kept moving */
    assert_ok(tc_scene_destroy(s));
}

/* `c_test_promises NAME` runs the tests whose name matches NAME (cmocka's filter). */
int main(int argc, char **argv) {
    if (argc > 1) cmocka_set_test_filter(argv[1]);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_HDR_max_scenes_limit_refuses_one_more_until_one_is_destroyed),
        cmocka_unit_test(test_E2_queue_capacity_above_1048576_refused),
        cmocka_unit_test(test_S1_set_scroll_moves_the_content_offset_into_the_new_range),
        cmocka_unit_test(test_S1_scroll_pan_cannot_be_attached_elsewhere),
        cmocka_unit_test(test_S1_scroll_getters_on_a_plain_view_report_state_first),
        cmocka_unit_test(test_E2_batch_sizes_checked_over_the_whole_array_first),
        cmocka_unit_test(test_C1_stepper_value_clamped_to_0_100),
        cmocka_unit_test(test_HDR_recognizer_name_is_copied_and_null_clears),
        cmocka_unit_test(test_T7_dying_view_refuses_children_and_recognizers_in_its_destroy_callbacks),
        cmocka_unit_test(test_E3_touch_handle_valid_in_ended_callback_and_stale_after),
        cmocka_unit_test(test_G8_per_kind_defaults_read_back_equal_the_header),
        cmocka_unit_test(test_G8_H5_set_rotation_refusals_change_nothing),
        cmocka_unit_test(test_S1_content_offset_is_the_bounds_origin_and_nan_offset_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

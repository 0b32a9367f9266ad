/*
 * Contracts broken by hostile testing (issue 11), one test per promise, named after the rule
 * it keeps (docs/BEHAVIOUR.md). Each of these failed (or crashed) on the engine before the
 * fix it names.
 */
#include <float.h>

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

#include "tc_gesture_log.h"

/* ---- 1. set_state recursion: bounded -------------------------------------------------- */

static int32_t g_inner_status;
static int g_inner_calls;

static int32_t should_begin_sets_own_state(tc_recognizer *r, void *ud) {
    (void)ud;
    if (g_inner_calls++ < 4) g_inner_status = tc_recognizer_set_state(r, TC_GESTURE_ENDED);
    return 1;
}

/* A custom recognizer whose should-begin sets its own state recursed until the stack
 * overflowed (SIGSEGV). Its own state cannot be set while it is being decided. */
static void test_G8_set_state_from_own_should_begin_is_reentrant(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_recognizer *r = tgl_make_kind(s, NULL, TC_RECOGNIZER_CUSTOM, "cus");
    tc_recognizer_delegate d;
    memset(&d, 0, sizeof d);
    d.size = sizeof d;
    d.should_begin = should_begin_sets_own_state;
    assert_ok(tc_recognizer_set_delegate(r, &d));
    g_inner_calls = 0;
    g_inner_status = 12345;
    tgl_reset();
    assert_ok(tc_recognizer_set_state(r, TC_GESTURE_ENDED));
    assert_int_equal(g_inner_calls, 1);
    assert_int_equal(g_inner_status, TC_ERR_REENTRANT);
    TGL_EXPECT("cus:ENDED");   /* recognized once (then reset: it has no touches) */
    assert_ok(tc_scene_destroy(s));
}

static void action_sets_own_state(tc_recognizer *r, const tc_gesture_details *d, void *ud) {
    (void)ud;
    if (d->state == TC_GESTURE_BEGAN || d->state == TC_GESTURE_CHANGED) {
        if (g_inner_calls++ < 4) g_inner_status = tc_recognizer_set_state(r, TC_GESTURE_CHANGED);
    }
}

/* An action that sets CHANGED on its own recognizer recursed without end. */
static void test_G8_set_state_from_own_action_is_reentrant(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_recognizer *r = tgl_make_kind(s, NULL, TC_RECOGNIZER_CUSTOM, "cus");
    assert_ok(tc_recognizer_set_action(r, action_sets_own_state, NULL));
    g_inner_calls = 0;
    g_inner_status = 12345;
    assert_ok(tc_recognizer_set_state(r, TC_GESTURE_BEGAN));
    assert_int_equal(g_inner_calls, 1);
    assert_int_equal(g_inner_status, TC_ERR_REENTRANT);
    assert_int_equal(tgl_state(r), TC_GESTURE_BEGAN);
    assert_ok(tc_recognizer_set_state(r, TC_GESTURE_ENDED));
    assert_ok(tc_scene_destroy(s));
}

#define CHAIN 24
static tc_recognizer *g_chain[CHAIN];
static int32_t g_chain_status[CHAIN];

static void action_sets_next(tc_recognizer *r, const tc_gesture_details *d, void *ud) {
    (void)r;
    size_t i = (size_t)(uintptr_t)ud;
    if (d->state == TC_GESTURE_BEGAN && i + 1 < CHAIN)
        g_chain_status[i + 1] = tc_recognizer_set_state(g_chain[i + 1], TC_GESTURE_BEGAN);
}

/* Actions setting other recognizers' states nest at most TC_MAX_TRANSITION_DEPTH deep. */
static void test_G8_set_state_nesting_is_bounded(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    for (size_t i = 0; i < CHAIN; i++) {
        tc_recognizer_params p = tgl_params(TC_RECOGNIZER_CUSTOM);
        assert_ok(tc_recognizer_create(s, &p, &g_chain[i]));
        assert_ok(tc_recognizer_set_action(g_chain[i], action_sets_next, (void *)(uintptr_t)i));
        g_chain_status[i] = 12345;
    }
    assert_ok(tc_recognizer_set_state(g_chain[0], TC_GESTURE_BEGAN));
    for (size_t i = 1; i < TC_MAX_TRANSITION_DEPTH; i++) assert_int_equal(g_chain_status[i], TC_OK);
    assert_int_equal(g_chain_status[TC_MAX_TRANSITION_DEPTH], TC_ERR_LIMIT);
    assert_int_equal(tgl_state(g_chain[TC_MAX_TRANSITION_DEPTH]), TC_GESTURE_POSSIBLE);
    assert_int_equal(g_chain_status[TC_MAX_TRANSITION_DEPTH + 1], 12345);
    assert_ok(tc_scene_destroy(s));
}

/* ---- 2. "inside a callback" is one fact ----------------------------------------------- */

static tc_scene *g_scene;
static int32_t g_dispatch_st, g_advance_st, g_destroy_st;
static int g_asked;

static void try_forbidden_calls(void) {
    g_asked++;
    g_dispatch_st = tc_scene_dispatch(g_scene, NULL);
    g_advance_st = tc_scene_advance(g_scene, 100.0);
    g_destroy_st = tc_scene_destroy(g_scene);
}

static int32_t should_begin_tries_forbidden(tc_recognizer *r, void *ud) {
    (void)r; (void)ud;
    try_forbidden_calls();
    return 1;
}

static void action_tries_forbidden(tc_recognizer *r, const tc_gesture_details *d, void *ud) {
    (void)r; (void)d; (void)ud;
    try_forbidden_calls();
}

static int32_t require_failure_tries_forbidden(tc_recognizer *r, tc_recognizer *o, void *ud) {
    (void)r; (void)o; (void)ud;
    try_forbidden_calls();
    return 0;
}

/* Delegates run by tc_recognizer_set_state outside any dispatch could dispatch, advance and
 * destroy the scene (TC_OK, then the outer call ran on a freed scene). */
static void test_E5_delegates_outside_dispatch_cannot_dispatch_advance_or_destroy(void **state) {
    (void)state;
    g_scene = tct_scene();
    tc_view *w = tct_window(g_scene, 0, 0, 320, 480);
    tc_recognizer *cus = tgl_make_kind(g_scene, w, TC_RECOGNIZER_CUSTOM, "cus");
    tc_recognizer *lp = tgl_make_kind(g_scene, w, TC_RECOGNIZER_LONG_PRESS, "lp");
    (void)lp;
    tc_recognizer_delegate d;
    memset(&d, 0, sizeof d);
    d.size = sizeof d;
    d.should_begin = should_begin_tries_forbidden;
    d.should_require_failure_of = require_failure_tries_forbidden;
    assert_ok(tc_recognizer_set_delegate(cus, &d));
    /* a touch both recognizers track, so the require-failure delegate is asked too */
    assert_ok(tct_push(g_scene, TC_PHASE_BEGAN, 1, 50, 50, 0.0));
    tct_dispatch(g_scene);
    g_asked = 0;
    g_dispatch_st = g_advance_st = g_destroy_st = 12345;
    assert_ok(tc_recognizer_set_state(cus, TC_GESTURE_BEGAN));   /* outside any dispatch */
    assert_true(g_asked >= 2);
    assert_int_equal(g_dispatch_st, TC_ERR_REENTRANT);
    assert_int_equal(g_advance_st, TC_ERR_REENTRANT);
    assert_int_equal(g_destroy_st, TC_ERR_REENTRANT);
    assert_int_equal(tct_now(g_scene), 0.0);                      /* nothing advanced */
    assert_int_equal(tgl_state(cus), TC_GESTURE_BEGAN);
    assert_ok(tc_scene_destroy(g_scene));                         /* still alive */
}

/* Disabling a recognizer another one waits for (G6) makes the waiter recognize on the spot:
 * its should-begin runs inside tc_recognizer_set_enabled, and is a callback like any other. */
static void test_E5_host_code_run_by_set_enabled_cannot_dispatch_advance_or_destroy(void **state) {
    (void)state;
    tgl_reset();
    g_scene = tct_scene();
    tc_view *w = tct_window(g_scene, 0, 0, 320, 480);
    tc_recognizer *tap = tgl_make_kind(g_scene, w, TC_RECOGNIZER_TAP, "tap");
    tc_recognizer_params p = tgl_params(TC_RECOGNIZER_TAP);
    p.taps_required = 2;
    tc_recognizer *dbl = tgl_make(g_scene, w, &p, "dbl");
    assert_ok(tc_recognizer_require_to_fail(tap, dbl));
    /* G6: should_begin is asked once, at the lift (during the dispatch); the released
     * recognition is not asked again, so the host code set_enabled runs is the tap's action */
    tc_recognizer_delegate d;
    memset(&d, 0, sizeof d);
    d.size = sizeof d;
    d.should_begin = should_begin_tries_forbidden;
    assert_ok(tc_recognizer_set_delegate(tap, &d));
    g_asked = 0;
    TGL_PUSH(g_scene, TC_PHASE_BEGAN, 1, 50, 50, 0.0);
    TGL_PUSH(g_scene, TC_PHASE_ENDED, 1, 50, 50, 0.05);
    tct_dispatch(g_scene);                     /* the single tap waits for the double tap */
    assert_int_equal(tgl_count("tap:ENDED"), 0);
    assert_int_equal(g_asked, 1);
    assert_ok(tc_recognizer_set_action(tap, action_tries_forbidden, NULL));
    g_asked = 0;
    g_dispatch_st = g_advance_st = g_destroy_st = 12345;
    assert_ok(tc_recognizer_set_enabled(dbl, 0));   /* dbl fails: tap recognizes now */
    assert_int_equal(g_asked, 1);                   /* its action, not should_begin again */
    assert_int_equal(g_dispatch_st, TC_ERR_REENTRANT);
    assert_int_equal(g_advance_st, TC_ERR_REENTRANT);
    assert_int_equal(g_destroy_st, TC_ERR_REENTRANT);
    assert_ok(tc_scene_destroy(g_scene));
}

/* ---- 3. control targets stop with their control ------------------------------------- */

static tc_view *g_sw;
static int g_mode; /* 1: destroy the switch, 2: make it an ordinary view */

static void kill_switch_on_up(tc_view *c, uint32_t event, void *ud) {
    tgl_control_cb(c, event, ud);
    if (g_mode == 1) assert_ok(tc_view_destroy(g_sw));
    else assert_ok(tc_view_set_control(g_sw, TC_CONTROL_NONE));
}

static void run_switch_case(int mode) {
    tgl_reset();
    g_mode = mode;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    g_sw = tct_view(s, w, 10, 10, 60, 30);
    assert_ok(tc_view_set_control(g_sw, TC_CONTROL_SWITCH));
    /* C1: a switch's tap sends value-changed first (then primary-action, touch-up-inside) */
    assert_ok(tc_control_add_target(g_sw, TC_CONTROL_EVENT_VALUE_CHANGED, kill_switch_on_up,
                                    (void *)"sw", NULL));
    assert_ok(tc_control_add_target(g_sw, TC_CONTROL_EVENT_TOUCH_UP_INSIDE |
                                    TC_CONTROL_EVENT_PRIMARY_ACTION_TRIGGERED,
                                    tgl_control_cb, (void *)"sw", NULL));
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 20, 20, 0.0);
    TGL_PUSH(s, TC_PHASE_ENDED, 1, 20, 20, 0.1);
    tct_dispatch(s);
    TGL_EXPECT("sw:value-changed");
    assert_ok(tc_scene_destroy(s));
}

/* A target that destroyed its switch on VALUE_CHANGED (a switch's first event for a tap) still
 * got PRIMARY_ACTION_TRIGGERED and TOUCH_UP_INSIDE (with control == NULL); after tc_view_set_control(NONE) too. */
static void test_C1_no_events_after_a_target_destroys_its_control(void **state) {
    (void)state;
    run_switch_case(1);
}

static void test_C1_no_events_after_a_target_removes_the_control(void **state) {
    (void)state;
    run_switch_case(2);
}

/* ---- 4. delegates are never asked about destroyed recognizers ------------------------ */

static tc_recognizer *g_victim;
static int g_null_other, g_delegate_calls;

static int32_t destroying_require_failure(tc_recognizer *r, tc_recognizer *o, void *ud) {
    (void)r; (void)ud;
    g_delegate_calls++;
    if (o == NULL) g_null_other++;
    if (g_victim != NULL && o != g_victim) {
        assert_ok(tc_recognizer_destroy(g_victim));
        g_victim = NULL;
    }
    return 0;
}

/* should_require_failure_of destroying another recognizer on the touch was then called
 * again, in the same pass, with other == NULL. */
static void test_G6_delegate_not_asked_about_a_recognizer_it_destroyed(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_recognizer *tap = tgl_make_kind(s, w, TC_RECOGNIZER_TAP, "tap");
    tc_recognizer *lp1 = tgl_make_kind(s, w, TC_RECOGNIZER_LONG_PRESS, "lp1");
    g_victim = tgl_make_kind(s, w, TC_RECOGNIZER_LONG_PRESS, "lp2");
    (void)lp1;
    tc_recognizer_delegate d;
    memset(&d, 0, sizeof d);
    d.size = sizeof d;
    d.should_require_failure_of = destroying_require_failure;
    assert_ok(tc_recognizer_set_delegate(tap, &d));
    g_null_other = g_delegate_calls = 0;
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 50, 50, 0.0);
    TGL_PUSH(s, TC_PHASE_ENDED, 1, 50, 50, 0.1);
    tct_dispatch(s);
    assert_true(g_delegate_calls >= 1);
    assert_null(g_victim);
    assert_int_equal(g_null_other, 0);
    assert_int_equal(tgl_state(tap), TC_GESTURE_POSSIBLE);   /* recognized, then reset */
    assert_int_equal(tgl_count("tap:ENDED"), 1);
    assert_ok(tc_scene_destroy(s));
}

/* ---- 5. samples pushed by timer callbacks during advance ------------------------------ */

static tc_scene *g_timer_scene;

static void push_on_began(tc_recognizer *r, const tc_gesture_details *d, void *ud) {
    tgl_gesture_cb(r, d, ud);
    if (d->state == TC_GESTURE_BEGAN)
        assert_ok(tct_push(g_timer_scene, TC_PHASE_BEGAN, 2, 200, 200, d->timestamp));
}

/* A long-press action at 0.50 pushing a sample stamped 0.50 during advance(10): advance
 * returned with it queued, and the next dispatch delivered it at 10.00. */
static void test_E4_sample_pushed_by_a_timer_callback_dispatched_in_the_same_advance(void **state) {
    (void)state;
    tgl_reset();
    g_timer_scene = tct_scene();
    tc_view *w = tct_window(g_timer_scene, 0, 0, 320, 480);
    tc_view *pad = tct_view(g_timer_scene, w, 0, 0, 100, 100);
    tc_view *other = tct_view(g_timer_scene, w, 150, 150, 100, 100);
    tgl_view tv = {"other", TC_HANDLED};
    tgl_record_view(other, &tv);
    tc_recognizer *lp = tgl_make_kind(g_timer_scene, pad, TC_RECOGNIZER_LONG_PRESS, "lp");
    assert_ok(tc_recognizer_set_action(lp, push_on_began, (void *)"lp"));
    TGL_PUSH(g_timer_scene, TC_PHASE_BEGAN, 1, 50, 50, 0.0);
    tct_dispatch(g_timer_scene);
    assert_ok(tc_scene_advance(g_timer_scene, 10.0));
    assert_int_equal(tct_queued(g_timer_scene), 0);
    const tgl_rec *e = tgl_find("other:began[2]");
    assert_near(e->timestamp, 0.5);
    assert_near(e->dispatch_time, 0.5);
    assert_near(tct_now(g_timer_scene), 10.0);
    assert_ok(tc_scene_destroy(g_timer_scene));
}

/* ---- 6. finite in, finite out ---------------------------------------------------------- */

/* Samples beyond TC_MAX_COORDINATE are refused: every value derived from them stays finite. */
static void test_E2_sample_beyond_max_coordinate_refused(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tct_window(s, 0, 0, 320, 480);
    assert_int_equal(tct_push(s, TC_PHASE_BEGAN, 1, 1.7e308, 0, 0.0), TC_ERR_INVALID_ARGUMENT);
    assert_int_equal(tct_push(s, TC_PHASE_BEGAN, 1, 0, -2 * TC_MAX_COORDINATE, 0.0),
                     TC_ERR_INVALID_ARGUMENT);
    assert_int_equal(tct_queued(s), 0);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, TC_MAX_COORDINATE, -TC_MAX_COORDINATE, 0.0));
    assert_ok(tc_scene_destroy(s));
}

/* E4: every time the host gives is at most TC_MAX_TIMESTAMP: a larger (finite) one — 1e15 s,
 * DBL_MAX — is refused with TC_ERR_INVALID_ARGUMENT and queues nothing, on every path (touch
 * samples alone and in a batch, their coalesced and predicted points, motion, remote, press,
 * hover, scroll, transform, estimated-properties updates, tc_scene_advance). The engine once
 * took them, and a scroll view's motion at such a clock never ended (its next frame, a 60th of
 * a second on, rounded back to the same time). TC_MAX_TIMESTAMP itself is accepted; a negative
 * time stays TC_ERR_TIME_BACKWARDS (the clock starts at 0). */
static void test_E4_times_beyond_max_timestamp_refused(void **state) {
    (void)state;
    const double big[] = {2 * TC_MAX_TIMESTAMP, 1e15, DBL_MAX};
    for (size_t b = 0; b < sizeof big / sizeof big[0]; b++) {
        const double T = big[b];
        tc_scene *s = tct_scene();
        tc_view *w = tct_window(s, 0, 0, 320, 480);
        assert_int_equal(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, T), TC_ERR_INVALID_ARGUMENT);
        tc_touch_sample batch[2] = {tct_sample(TC_PHASE_BEGAN, 1, 10, 10, 1.0),
                                    tct_sample(TC_PHASE_BEGAN, 2, 20, 20, T)};
        size_t failed = 99;
        assert_int_equal(tc_scene_push_touches(s, batch, 2, &failed), TC_ERR_INVALID_ARGUMENT);
        assert_int_equal(failed, 1);
        assert_int_equal(tc_scene_push_motion(s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, T), TC_ERR_INVALID_ARGUMENT);
        assert_int_equal(tc_scene_push_remote(s, TC_REMOTE_PLAY, T), TC_ERR_INVALID_ARGUMENT);
        assert_int_equal(tc_scene_push_press(s, TC_PRESS_SELECT, TC_PHASE_BEGAN, T), TC_ERR_INVALID_ARGUMENT);
        tc_hover_sample h;
        TC_HOVER_SAMPLE_INIT(&h);
        h.id = 1; h.x = 10; h.y = 10; h.timestamp = T;
        assert_int_equal(tc_scene_push_hover(s, &h), TC_ERR_INVALID_ARGUMENT);
        tc_scroll_input sc;
        TC_SCROLL_INPUT_INIT(&sc);
        sc.dy = -10; sc.x = 10; sc.y = 10; sc.timestamp = T;
        assert_int_equal(tc_scene_push_scroll(s, &sc), TC_ERR_INVALID_ARGUMENT);
        tc_transform_input tr;
        TC_TRANSFORM_INPUT_INIT(&tr);
        tr.x = 10; tr.y = 10; tr.timestamp = T;
        assert_int_equal(tc_scene_push_transform(s, &tr), TC_ERR_INVALID_ARGUMENT);
        assert_int_equal(tc_scene_advance(s, T), TC_ERR_INVALID_ARGUMENT);
        assert_int_equal(tct_queued(s), 0);
        assert_near(tct_now(s), 0);
        /* a live touch expecting an update, then a moved sample with points: their times too */
        tc_touch_sample t = tct_sample(TC_PHASE_BEGAN, 7, 10, 10, 1.0);
        t.estimated_properties = TC_PROPERTY_FORCE;
        t.expecting_updates = TC_PROPERTY_FORCE;
        t.estimation_update_index = 3;
        assert_ok(tc_scene_push_touch(s, &t));
        tc_touch_update u;
        TC_TOUCH_UPDATE_INIT(&u);
        u.id = 7; u.estimation_update_index = 3; u.properties = TC_PROPERTY_FORCE; u.force = 0.5;
        u.timestamp = T;
        assert_int_equal(tc_scene_push_touch_update(s, &u), TC_ERR_INVALID_ARGUMENT);
        tc_touch_point pt;
        TC_TOUCH_POINT_INIT(&pt);
        pt.x = 12; pt.y = 12; pt.timestamp = T;
        tc_touch_sample m = tct_sample(TC_PHASE_MOVED, 7, 12, 12, 2.0);
        m.predicted = &pt;
        m.predicted_count = 1;
        assert_int_equal(tc_scene_push_touch(s, &m), TC_ERR_INVALID_ARGUMENT);
        assert_int_equal(tct_queued(s), 1);
        assert_ok(tc_scene_destroy(s));
        (void)w;
    }
    /* the bound itself is accepted, everywhere; the clock then stands at it */
    tc_scene *s = tct_scene();
    tct_window(s, 0, 0, 320, 480);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, TC_MAX_TIMESTAMP - 1));
    assert_ok(tc_scene_advance(s, TC_MAX_TIMESTAMP - 1));
    assert_ok(tc_scene_push_motion(s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, TC_MAX_TIMESTAMP));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 10, 10, TC_MAX_TIMESTAMP));
    assert_ok(tc_scene_advance(s, TC_MAX_TIMESTAMP));
    assert_int_equal(tct_queued(s), 0);
    assert_true(tct_now(s) == TC_MAX_TIMESTAMP);
    assert_int_equal(tc_scene_advance(s, TC_MAX_TIMESTAMP * (1 + 1e-15)), TC_ERR_INVALID_ARGUMENT);
    assert_ok(tc_scene_destroy(s));
    /* negative: earlier than the clock, as before */
    s = tct_scene();
    tct_window(s, 0, 0, 320, 480);
    assert_int_equal(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, -1.0), TC_ERR_TIME_BACKWARDS);
    assert_int_equal(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, -DBL_MAX), TC_ERR_TIME_BACKWARDS);
    assert_int_equal(tc_scene_advance(s, -2 * TC_MAX_TIMESTAMP), TC_ERR_TIME_BACKWARDS);
    assert_ok(tc_scene_destroy(s));
}

/* Rotation and pinch of fingers TC_MAX_COORDINATE apart report finite values. */
static void test_G8_far_apart_fingers_give_finite_rotation_and_scale(void **state) {
    (void)state;
    tgl_reset();
    const double M = TC_MAX_COORDINATE;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, M, M);
    tc_recognizer *rot = tgl_make_kind(s, w, TC_RECOGNIZER_ROTATION, "rot");
    tc_recognizer *pin = tgl_make_kind(s, w, TC_RECOGNIZER_PINCH, "pin");
    assert_ok(tc_recognizer_set_simultaneous(rot, pin, 1));
    /* window coordinates: the window's bounds are 0...M on each axis */
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 0, 0, 0.0);
    TGL_PUSH(s, TC_PHASE_BEGAN, 2, 10, 10, 0.0);
    TGL_PUSH(s, TC_PHASE_MOVED, 2, M * 0.9, M / 2, 1e-9);
    TGL_PUSH(s, TC_PHASE_MOVED, 2, M / 2, M * 0.9, 2e-9);
    TGL_PUSH(s, TC_PHASE_ENDED, 2, M / 3, M * 0.9, 3e-9);
    tct_dispatch(s);
    size_t seen = 0;
    for (size_t i = 0; i < g_tgl.n; i++) {
        const tgl_rec *e = &g_tgl.e[i];
        if (!e->is_gesture) continue;
        seen++;
        assert_true(isfinite(e->d.x) && isfinite(e->d.y));
        assert_true(isfinite(e->d.rotation) && isfinite(e->d.rotation_velocity));
        assert_true(isfinite(e->d.scale) && isfinite(e->d.scale_velocity));
    }
    if (seen < 4) tgl_dump(NULL, 0);
    assert_true(seen >= 4);
    assert_ok(tc_scene_destroy(s));
}

/* tc_view_convert_point through an overflowing geometry returned (NaN, NaN) with TC_OK. */
static void test_H3_convert_point_that_overflows_is_an_error(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *far = tct_view(s, w, DBL_MAX / 2, 0, 10, 10);
    tc_view *big = tct_view(s, w, 0, 0, 10, 10);
    tc_affine huge = {DBL_MAX, 0, 0, DBL_MAX, 0, 0};
    assert_ok(tc_view_set_transform(big, &huge));
    double x = 7, y = 7;
    assert_int_equal(tc_view_convert_point(big, NULL, 10, 10, &x, &y), TC_ERR_NOT_FINITE);
    assert_int_equal(tc_view_convert_point(far, NULL, DBL_MAX * 0.75, 0, &x, &y),
                     TC_ERR_NOT_FINITE);
    assert_near(x, 7);   /* outputs untouched */
    assert_near(y, 7);
    assert_ok(tc_view_convert_point(big, NULL, 5, 5, &x, &y));   /* its centre: finite */
    assert_near(x, 5);
    assert_near(y, 5);
    assert_ok(tc_scene_destroy(s));
}

/* tc_view_set_alpha(±inf) returned TC_OK (clamped) while NaN was refused. */
static void test_H1_infinite_alpha_refused(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 10, 10);
    assert_ok(tc_view_set_alpha(v, 0.5));
    assert_int_equal(tc_view_set_alpha(v, INFINITY), TC_ERR_NOT_FINITE);
    assert_int_equal(tc_view_set_alpha(v, -INFINITY), TC_ERR_NOT_FINITE);
    assert_int_equal(tc_view_set_alpha(v, NAN), TC_ERR_NOT_FINITE);
    double a = 0;
    assert_ok(tc_view_get_alpha(v, &a));
    assert_near(a, 0.5);
    assert_ok(tc_view_set_alpha(v, 7.0));   /* finite values are clamped, as UIKit */
    assert_ok(tc_view_get_alpha(v, &a));
    assert_near(a, 1.0);
    assert_ok(tc_scene_destroy(s));
}

/* ---- 7. a view removed from its window has its touches cancelled ---------------------- */

/* Removing an ancestor mid-touch: the view gets cancelled up its chain as it stood, its
 * recognizers stop, later samples reach no one. It used to get moved and ended. */
static void test_T7_removing_an_ancestor_cancels_the_touch(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *parent = tct_view(s, w, 0, 0, 200, 200);
    tc_view *v = tct_view(s, parent, 0, 0, 100, 100);
    tgl_view tw = {"w", TC_HANDLED}, tp = {"parent", TC_HANDLED}, tv = {"v", TC_PASS};
    tgl_record_view(w, &tw);
    tgl_record_view(parent, &tp);
    tgl_record_view(v, &tv);
    tc_recognizer_params pp = tgl_params(TC_RECOGNIZER_PAN);
    pp.slop = 1000;   /* stays possible */
    tc_recognizer *pan = tgl_make(s, v, &pp, "pan");
    tc_recognizer_params lpp = tgl_params(TC_RECOGNIZER_LONG_PRESS);
    lpp.min_duration = 0.1;
    lpp.cancels_touches_in_view = 0;
    tc_recognizer *lp = tgl_make(s, parent, &lpp, "lp");
    assert_ok(tc_recognizer_set_simultaneous(pan, lp, 1));   /* the pan stays possible */
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 10, 10, 0.0);
    tct_dispatch(s);
    assert_ok(tc_scene_advance(s, 0.2));              /* the long press began */
    assert_int_equal(tgl_state(lp), TC_GESTURE_BEGAN);
    assert_ok(tc_view_remove_from_superview(parent));
    TGL_EXPECT("v:began[1]", "parent:began[1]", "lp:BEGAN",
               "v:cancelled[1]", "parent:cancelled[1]", "pan:FAILED", "lp:CANCELLED");
    TGL_PUSH(s, TC_PHASE_MOVED, 1, 30, 10, 0.3);
    TGL_PUSH(s, TC_PHASE_ENDED, 1, 30, 10, 0.4);
    tct_dispatch(s);
    assert_int_equal(g_tgl.n, 7);                     /* nothing more */
    assert_int_equal(tct_live(s), 0);
    assert_int_equal(tgl_state(pan), TC_GESTURE_POSSIBLE);
    (void)pan;
    assert_ok(tc_scene_destroy(s));
}

/* A button tracking a touch, removed from its window: touch_cancel, never touch_up_inside. */
static void test_T7_removed_button_cancels_and_fires_nothing_more(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *b = tct_view(s, w, 10, 10, 100, 40);
    assert_ok(tc_view_set_control(b, TC_CONTROL_BUTTON));
    assert_ok(tc_control_add_target(b, 0x31FF, tgl_control_cb, (void *)"btn", NULL));
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 20, 20, 0.0);
    tct_dispatch(s);
    assert_ok(tc_view_remove_from_superview(b));
    TGL_PUSH(s, TC_PHASE_ENDED, 1, 20, 20, 0.1);
    tct_dispatch(s);
    TGL_EXPECT("btn:touch-down", "btn:touch-cancel");
    assert_ok(tc_scene_destroy(s));
}

/* A window destroyed with touches on it and on its views: each view's touch is cancelled. */
static void test_T7_destroying_the_window_cancels_its_touches(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 100, 100);
    tgl_view tv = {"v", TC_HANDLED};
    tgl_record_view(v, &tv);
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 10, 10, 0.0);
    TGL_PUSH(s, TC_PHASE_BEGAN, 2, 300, 300, 0.0);    /* on the window itself */
    tct_dispatch(s);
    assert_ok(tc_view_destroy(w));
    TGL_EXPECT("v:began[1]", "v:cancelled[1]");
    TGL_PUSH(s, TC_PHASE_ENDED, 1, 10, 10, 0.1);
    TGL_PUSH(s, TC_PHASE_ENDED, 2, 300, 300, 0.1);
    tct_dispatch(s);
    assert_int_equal(g_tgl.n, 2);
    assert_int_equal(tct_live(s), 0);
    assert_ok(tc_scene_destroy(s));
}

/* UIKit's addSubview: of a view that has a superview moves it in one step and cancels nothing
 * unless the view leaves every window (`-[UIView _willMoveToWindow:]` cancels only for a nil
 * window): the touch keeps its hit-test view and recognizers, and its later phases walk the
 * new chain as far as the touch's forwarding record allows (R2: a responder its began was not
 * forwarded to gets nothing; an ancestor it was forwarded to abandons the record). Within the
 * window, to another window, a raise among siblings, and up to a grandparent. */
static void test_T7_moving_or_raising_the_hit_view_keeps_its_touch(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *w2 = tct_window(s, 0, 0, 320, 480);
    tc_view *c = tct_view(s, w, 0, 0, 300, 300);
    tc_view *v = tct_view(s, c, 0, 0, 200, 200);
    tc_view *d = tct_view(s, w, 0, 300, 300, 100);
    tgl_view tc_ = {"c", TC_HANDLED}, tv = {"v", TC_PASS}, td = {"d", TC_HANDLED}, tw2 = {"w2", TC_HANDLED};
    tgl_record_view(c, &tc_);
    tgl_record_view(v, &tv);
    tgl_record_view(d, &td);
    tgl_record_view(w2, &tw2);
    /* A recognizer of the old chain, collected when the touch began, keeps tracking it. */
    tc_recognizer_params pp = tgl_params(TC_RECOGNIZER_PAN);
    pp.cancels_touches_in_view = 0;
    tc_recognizer *pan = tgl_make(s, c, &pp, "pan");
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 10, 10, 0.0);
    tct_dispatch(s);
    assert_ok(tc_view_add_subview(d, v));   /* v has a superview: a move, not an error */
    assert_ptr_equal(tct_superview(v), d);
    assert_int_equal(tct_subview_count(c), 0);
    assert_ptr_equal(tct_touch_info(s, 1).view, v);
    TGL_EXPECT("v:began[1]", "c:began[1]");   /* nothing cancelled */
    TGL_PUSH(s, TC_PHASE_MOVED, 1, 40, 10, 0.1);
    TGL_PUSH(s, TC_PHASE_ENDED, 1, 40, 10, 0.2);
    tct_dispatch(s);
    /* v passes them on, but d had no began: not forwarded to it */
    TGL_EXPECT("v:began[1]", "c:began[1]", "pan:BEGAN", "v:moved[1]", "pan:ENDED", "v:ended[1]");
    assert_int_equal(tct_live(s), 0);
    /* Into another window, mid-touch: the same. */
    tgl_reset();
    TGL_PUSH(s, TC_PHASE_BEGAN, 2, 10, 310, 1.0);   /* v, now in d */
    tct_dispatch(s);
    assert_ok(tc_view_add_subview(w2, v));
    assert_ptr_equal(tct_touch_info(s, 2).view, v);
    TGL_PUSH(s, TC_PHASE_ENDED, 2, 10, 310, 1.1);
    tct_dispatch(s);
    TGL_EXPECT("v:began[2]", "d:began[2]", "v:ended[2]");
    /* Raised among its siblings (added again to its own superview): the chain is the same,
     * and so is the forwarding. */
    tgl_reset();
    tc_view *top = tct_view(s, w2, 100, 100, 50, 50);   /* above v there */
    assert_ok(tc_scene_set_key_window(s, w2));            /* touches without a window go there */
    assert_ptr_equal(tct_hit(w2, 120, 120), top);
    TGL_PUSH(s, TC_PHASE_BEGAN, 3, 10, 10, 2.0);
    tct_dispatch(s);
    assert_ok(tc_view_add_subview(w2, v));
    assert_ptr_equal(tct_subview(w2, 1), v);
    assert_ptr_equal(tct_hit(w2, 120, 120), v);
    TGL_PUSH(s, TC_PHASE_ENDED, 3, 10, 10, 2.1);
    tct_dispatch(s);
    TGL_EXPECT("v:began[3]", "w2:began[3]", "v:ended[3]", "w2:ended[3]");
    /* Up to its grandparent, whom its began reached through its old parent: forwarded on. */
    tgl_reset();
    tc_view *mid = tct_view(s, w2, 0, 0, 300, 300);
    tgl_view tmid = {"mid", TC_PASS};
    tgl_record_view(mid, &tmid);
    assert_ok(tc_view_add_subview(mid, v));
    TGL_PUSH(s, TC_PHASE_BEGAN, 4, 10, 10, 3.0);
    tct_dispatch(s);
    assert_ok(tc_view_add_subview(w2, v));
    TGL_PUSH(s, TC_PHASE_ENDED, 4, 10, 10, 3.1);
    tct_dispatch(s);
    TGL_EXPECT("v:began[4]", "mid:began[4]", "w2:began[4]", "v:ended[4]", "w2:ended[4]");
    (void)pan;
    assert_ok(tc_scene_destroy(s));
}

/* A move that takes the hit view out of every window (under a view in none) is a removal for
 * its touch (T7): cancelled first, up the old chain, then moved. */
static void test_T7_moving_the_hit_view_out_of_every_window_cancels_its_touch(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 200, 200);
    tc_view *detached = tct_view(s, NULL, 0, 0, 300, 300);
    tgl_view tv = {"v", TC_PASS}, tw = {"w", TC_HANDLED}, tdet = {"detached", TC_HANDLED};
    tgl_record_view(v, &tv);
    tgl_record_view(w, &tw);
    tgl_record_view(detached, &tdet);
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 10, 10, 0.0);
    tct_dispatch(s);
    assert_ok(tc_view_insert_subview(detached, v, 0));
    assert_ptr_equal(tct_superview(v), detached);
    assert_null(tct_touch_info(s, 1).view);
    TGL_PUSH(s, TC_PHASE_ENDED, 1, 10, 10, 0.1);
    tct_dispatch(s);
    TGL_EXPECT("v:began[1]", "w:began[1]", "v:cancelled[1]", "w:cancelled[1]");
    assert_ok(tc_scene_destroy(s));
}

/* T7/H3: insert_subview_below/above move a view as add_subview does: within the windows the
 * touch stays, with its hit-test view; out of every window it is cancelled first. */
static void test_T7_H3_inserting_next_to_a_sibling_moves_as_add_subview(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *c = tct_view(s, w, 0, 0, 300, 300);
    tc_view *v = tct_view(s, c, 0, 0, 200, 200);
    tc_view *d = tct_view(s, w, 0, 300, 300, 100);
    tc_view *e = tct_view(s, d, 250, 0, 10, 10);
    tgl_view tc_ = {"c", TC_HANDLED}, tv = {"v", TC_PASS}, td = {"d", TC_HANDLED};
    tgl_record_view(c, &tc_);
    tgl_record_view(v, &tv);
    tgl_record_view(d, &td);
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 10, 10, 0.0);
    tct_dispatch(s);
    assert_ok(tc_view_insert_subview_below(d, v, e));
    assert_ptr_equal(tct_superview(v), d);
    assert_ptr_equal(tct_subview(d, 0), v);
    assert_ptr_equal(tct_subview(d, 1), e);
    assert_ptr_equal(tct_touch_info(s, 1).view, v);
    TGL_EXPECT("v:began[1]", "c:began[1]");   /* nothing cancelled */
    TGL_PUSH(s, TC_PHASE_ENDED, 1, 40, 10, 0.1);
    tct_dispatch(s);
    TGL_EXPECT("v:began[1]", "c:began[1]", "v:ended[1]");
    tgl_reset();
    TGL_PUSH(s, TC_PHASE_BEGAN, 2, 20, 320, 1.0);   /* v, now in d */
    tct_dispatch(s);
    tc_view *detached = tct_view(s, NULL, 0, 0, 300, 300);
    tc_view *x = tct_view(s, detached, 0, 0, 10, 10);
    assert_ok(tc_view_insert_subview_above(detached, v, x));
    assert_ptr_equal(tct_subview(detached, 1), v);
    assert_null(tct_touch_info(s, 2).view);
    TGL_PUSH(s, TC_PHASE_ENDED, 2, 20, 320, 1.1);
    tct_dispatch(s);
    TGL_EXPECT("v:began[2]", "d:began[2]", "v:cancelled[2]", "d:cancelled[2]");
    assert_ok(tc_scene_destroy(s));
}

/* T7 with G9: a recognizer stopped because its touch's view left the window reports where its
 * touches were at their last sample, as a host cancel does. A pan whose touch (in `card`, the
 * pan on its parent) last moved to (150, 120) is cancelled there — not where the previous
 * gesture left it (170, 130); one with two fingers in the card is cancelled at their centroid;
 * a long press on a touch at (120, 120) fails there — not at (0, 0). (The engine dropped the
 * touches before stopping the recognizers: the location fell back to a stale centroid.) */
static void test_T7_G9_a_recognizer_stopped_by_a_removal_reports_where_its_touches_were(void **state) {
    (void)state;
    for (int kind = 0; kind < 3; kind++) {
        tgl_reset();
        tc_scene *s = tct_scene();
        tc_view *w = tct_window(s, 0, 0, 320, 480);
        tc_view *root = tct_view(s, w, 0, 0, 320, 480);
        tc_view *card = tct_view(s, root, 0, 0, 320, 200);
        const char *tag = kind == 2 ? "lp" : "pan";
        tgl_make_kind(s, root, kind == 2 ? TC_RECOGNIZER_LONG_PRESS : TC_RECOGNIZER_PAN, tag);
        double x = 0, y = 0;
        if (kind == 0) {
            /* a first pan ends at (170, 130) */
            TGL_PUSH(s, TC_PHASE_BEGAN, 1, 120, 120, 0.0);
            TGL_PUSH(s, TC_PHASE_MOVED, 1, 150, 120, 0.05);
            TGL_PUSH(s, TC_PHASE_MOVED, 1, 170, 130, 0.08);
            TGL_PUSH(s, TC_PHASE_ENDED, 1, 170, 130, 0.1);
            TGL_PUSH(s, TC_PHASE_BEGAN, 2, 120, 120, 1.0);
            TGL_PUSH(s, TC_PHASE_MOVED, 2, 150, 120, 1.05);
            x = 150; y = 120;
        } else if (kind == 1) {
            TGL_PUSH(s, TC_PHASE_BEGAN, 1, 100, 100, 1.0);
            TGL_PUSH(s, TC_PHASE_BEGAN, 2, 140, 120, 1.0);
            TGL_PUSH(s, TC_PHASE_MOVED, 1, 130, 100, 1.05);
            TGL_PUSH(s, TC_PHASE_MOVED, 2, 170, 120, 1.05);
            x = 150; y = 110;
        } else {
            TGL_PUSH(s, TC_PHASE_BEGAN, 2, 120, 120, 1.0);
            x = 120; y = 120;
        }
        tct_dispatch(s);
        assert_ok(tc_scene_advance(s, 1.1));
        assert_ok(tc_view_remove_from_superview(card));
        const tgl_rec *e = tgl_last(tag, kind == 2 ? TC_GESTURE_FAILED : TC_GESTURE_CANCELLED);
        assert_non_null(e);
        assert_near(e->d.x, x);
        assert_near(e->d.y, y);
        assert_ok(tc_scene_destroy(s));
    }
}

/* UIKit's `_willMoveToWindow:` with a nil window cancels the gestures of the view's
 * recognizers (`_cancelGestureRecognizersForView:`): every one still in a gesture, touches
 * or not. A double tap waiting between its taps fails at the removal, and a tap after the
 * view is back is a first tap. */
static void test_T7_removing_a_view_fails_its_double_tap_waiting_between_taps(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *c = tct_view(s, w, 0, 0, 300, 300);
    tc_view *v = tct_view(s, c, 0, 0, 200, 200);
    tc_recognizer_params tp = tgl_params(TC_RECOGNIZER_TAP);
    tp.taps_required = 2;
    tp.delays_touches_ended = 0;
    tc_recognizer *dt = tgl_make(s, v, &tp, "dt");
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 10, 10, 0.0);
    TGL_PUSH(s, TC_PHASE_ENDED, 1, 10, 10, 0.05);
    tct_dispatch(s);
    assert_int_equal(tgl_state(dt), TC_GESTURE_POSSIBLE);   /* waiting for the second tap */
    assert_ok(tc_view_remove_from_superview(c));             /* an ancestor: its tree leaves */
    TGL_EXPECT("dt:FAILED");
    assert_int_equal(tgl_last("dt", TC_GESTURE_FAILED)->d.failure_reason, TC_FAIL_TOUCH_CANCELLED);
    assert_int_equal(tgl_state(dt), TC_GESTURE_FAILED);
    assert_ok(tc_view_add_subview(w, c));
    TGL_PUSH(s, TC_PHASE_BEGAN, 2, 10, 10, 0.2);
    TGL_PUSH(s, TC_PHASE_ENDED, 2, 10, 10, 0.25);
    tct_dispatch(s);
    assert_int_equal(tgl_state(dt), TC_GESTURE_POSSIBLE);   /* a first tap, waiting again */
    TGL_EXPECT("dt:FAILED");
    TGL_PUSH(s, TC_PHASE_BEGAN, 3, 10, 10, 0.3);
    TGL_PUSH(s, TC_PHASE_ENDED, 3, 10, 10, 0.35);
    tct_dispatch(s);
    TGL_EXPECT("dt:FAILED", "dt:ENDED");
    /* Destroying an ancestor takes the tree out of the window too; a move within the
     * window does not. */
    tgl_reset();
    TGL_PUSH(s, TC_PHASE_BEGAN, 4, 10, 10, 1.0);
    TGL_PUSH(s, TC_PHASE_ENDED, 4, 10, 10, 1.05);
    tct_dispatch(s);
    tc_view *d = tct_view(s, w, 0, 0, 300, 300);
    assert_ok(tc_view_add_subview(d, v));
    assert_int_equal(tgl_state(dt), TC_GESTURE_POSSIBLE);
    TGL_EXPECT_EMPTY();
    assert_ok(tc_view_destroy(d));
    TGL_EXPECT("dt:FAILED");
    assert_null(tct_superview(v));
    assert_ok(tc_scene_destroy(s));
}

/* ---- 8, 9. final values (G9) ---------------------------------------------------------- */

/* A two-finger tap whose fingers lift at different times reported the last finger's
 * position; UIKit's location(in:) is the centroid of the gesture's touches. */
static void test_G9_two_finger_tap_location_is_the_centroid_when_lifted_apart(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_recognizer_params p = tgl_params(TC_RECOGNIZER_TAP);
    p.touches_required = 2;
    tgl_make(s, w, &p, "tap2");
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 100, 100, 0.00);
    TGL_PUSH(s, TC_PHASE_BEGAN, 2, 140, 110, 0.00);
    TGL_PUSH(s, TC_PHASE_ENDED, 1, 100, 100, 0.05);
    TGL_PUSH(s, TC_PHASE_ENDED, 2, 140, 110, 0.08);
    tct_dispatch(s);
    const tgl_rec *e = tgl_last("tap2", TC_GESTURE_ENDED);
    assert_near(e->d.x, 120);
    assert_near(e->d.y, 105);
    assert_ok(tc_scene_destroy(s));
}

/* ---- 7. growable structs and struct arrays (issue 13 audit) ----------------------------- */

/* A program built against an older header passes a smaller size: the library writes only
 * that many bytes and leaves the caller's size as it was, so the same struct can be passed
 * again. The size was once rewritten to the library's own, and the next call then wrote
 * past the caller's struct (tc_recognizer_get_details, _get_params, _params_init) or read
 * past it (tc_recognizer_create after _params_init). */
static void expect_canary(const unsigned char *bytes, size_t from, size_t to) {
    for (size_t i = from; i < to; i++) {
        if (bytes[i] != 0xAB) fail_msg("byte %zu past the caller's %zu-byte struct was written", i, from);
    }
}

static void test_HDR_older_header_struct_keeps_its_size_across_calls(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    union { tc_recognizer_params p; tc_gesture_details d; unsigned char bytes[1024]; } u;
    /* Params: an older header's struct ends before allowed_touch_types. */
    const uint32_t old_params = (uint32_t)offsetof(tc_recognizer_params, allowed_touch_types);
    memset(u.bytes, 0xAB, sizeof u.bytes);
    u.p.size = old_params;
    assert_ok(tc_recognizer_params_init(&u.p, TC_RECOGNIZER_TAP));
    assert_int_equal(u.p.size, old_params);
    expect_canary(u.bytes, old_params, sizeof u.bytes);
    tc_recognizer *r = NULL;
    assert_ok(tc_recognizer_create(s, &u.p, &r));
    assert_ok(tc_recognizer_attach(r, w));
    for (int call = 0; call < 2; call++) {
        assert_ok(tc_recognizer_get_params(r, &u.p));
        assert_int_equal(u.p.size, old_params);
        expect_canary(u.bytes, old_params, sizeof u.bytes);
        assert_ok(tc_recognizer_set_params(r, &u.p));
    }
    /* Details: an older header's struct ends before altitude. */
    const uint32_t old_details = (uint32_t)offsetof(tc_gesture_details, altitude);
    memset(u.bytes, 0xAB, sizeof u.bytes);
    u.d.size = old_details;
    for (int call = 0; call < 2; call++) {
        assert_ok(tc_recognizer_get_details(r, &u.d));
        assert_int_equal(u.d.size, old_details);
        assert_int_equal(u.d.state, TC_GESTURE_POSSIBLE);
        expect_canary(u.bytes, old_details, sizeof u.bytes);
    }
    assert_ok(tc_scene_destroy(s));
}

/* An array of structs is read at its first element's size: a size beyond TC_MAX_STRUCT_SIZE
 * (an element never initialised) is refused before another element is read. It once sent
 * the library reading far past the array (SIGSEGV with a size of 0x10000 and two samples). */
static void test_E2_struct_array_size_beyond_the_maximum_refused(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tct_window(s, 0, 0, 320, 480);
    const uint32_t sizes[] = {TC_MAX_STRUCT_SIZE + 1, 0x10000, 0x7FFFFFFF, 0xFFFFFFFF};
    tc_touch_sample batch[2];
    for (int i = 0; i < 2; i++) {
        TC_TOUCH_SAMPLE_INIT(&batch[i]);
        batch[i].id = i + 1;
        batch[i].x = 10 + i;
        batch[i].y = 10;
    }
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        batch[0].size = sizes[k];
        size_t failed = 99;
        assert_int_equal(tc_scene_push_touches(s, batch, 2, &failed), TC_ERR_STRUCT_SIZE);
        assert_int_equal(failed, 0);
        assert_int_equal(tct_queued(s), 0);
    }
    /* A size up to the maximum passes the size check (here: elements of a larger struct). */
    struct { tc_touch_sample s; unsigned char newer[32]; } wide[2];
    memset(wide, 0, sizeof wide);
    for (int i = 0; i < 2; i++) {
        TC_TOUCH_SAMPLE_INIT(&wide[i].s);
        wide[i].s.size = (uint32_t)sizeof wide[0];
        wide[i].s.id = i + 1;
        wide[i].s.x = 10 + i;
        wide[i].s.y = 10;
    }
    assert_ok(tc_scene_push_touches(s, &wide[0].s, 2, NULL));
    tct_dispatch(s);
    /* Exactly TC_MAX_STRUCT_SIZE is accepted (the bound is inclusive). */
    struct { tc_touch_sample s; unsigned char newer[TC_MAX_STRUCT_SIZE - sizeof(tc_touch_sample)]; } widest[2];
    memset(widest, 0, sizeof widest);
    assert_int_equal(sizeof widest[0], TC_MAX_STRUCT_SIZE);
    for (int i = 0; i < 2; i++) {
        TC_TOUCH_SAMPLE_INIT(&widest[i].s);
        widest[i].s.size = TC_MAX_STRUCT_SIZE;
        widest[i].s.phase = TC_PHASE_ENDED;
        widest[i].s.id = i + 1;
        widest[i].s.x = 10 + i;
        widest[i].s.y = 10;
        widest[i].s.timestamp = 0.01;
    }
    assert_ok(tc_scene_push_touches(s, &widest[0].s, 2, NULL));
    tct_dispatch(s);
    for (int i = 0; i < 2; i++) {   /* begin them again for the coalesced points below */
        wide[i].s.timestamp = 0.01;
    }
    assert_ok(tc_scene_push_touches(s, &wide[0].s, 2, NULL));
    tct_dispatch(s);
    /* Coalesced points: the same rule, at the first point's size. */
    tc_touch_point pts[2];
    for (int i = 0; i < 2; i++) {
        TC_TOUCH_POINT_INIT(&pts[i]);
        pts[i].x = 12;
        pts[i].y = 12;
        pts[i].timestamp = 0.01 + 0.004 * (i + 1);
    }
    tc_touch_sample m;
    TC_TOUCH_SAMPLE_INIT(&m);
    m.phase = TC_PHASE_MOVED;
    m.id = 1;
    m.x = 14;
    m.y = 14;
    m.timestamp = 0.02;
    m.coalesced = pts;
    m.coalesced_count = 2;
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        pts[0].size = sizes[k];
        assert_int_equal(tc_scene_push_touch(s, &m), TC_ERR_STRUCT_SIZE);
        assert_int_equal(tct_queued(s), 0);
    }
    pts[0].size = (uint32_t)sizeof pts[0];
    assert_ok(tc_scene_push_touch(s, &m));
    assert_ok(tc_scene_destroy(s));
}

/* A frame whose centre (x + w/2) overflows a double is refused (TC_ERR_NOT_FINITE) and
 * changes nothing: it was once stored, and tc_view_get_center then returned inf with TC_OK. */
static void test_H3_frame_whose_centre_overflows_refused(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 10, 20, 30, 40);
    assert_int_equal(tc_view_set_frame(v, 1.5e308, -1.5e308, 1.5e308, 1.5e308), TC_ERR_NOT_FINITE);
    double cx = 0, cy = 0;
    assert_ok(tc_view_get_center(v, &cx, &cy));
    assert_near(cx, 25);
    assert_near(cy, 40);
    tc_view *out = w;   /* a refused create writes nothing there */
    assert_int_equal(tc_view_create(s, DBL_MAX, 0, DBL_MAX, 1, &out), TC_ERR_NOT_FINITE);
    assert_ptr_equal(out, w);
    assert_int_equal(tc_window_create(s, DBL_MAX, DBL_MAX, DBL_MAX, DBL_MAX, &out), TC_ERR_NOT_FINITE);
    assert_ptr_equal(out, w);
    /* The largest frames whose centre is finite are kept. */
    assert_ok(tc_view_set_frame(v, DBL_MAX / 2, 0, DBL_MAX, 0));
    assert_ok(tc_view_get_center(v, &cx, &cy));
    assert_true(isfinite(cx));
    assert_ok(tc_scene_destroy(s));
}

/* A set value the engine cannot apply is refused and changes nothing: a pinch scale so small
 * that no double factor takes the fingers' distance now to it (it was accepted, then
 * silently measured from the gesture's start: 40 where 1e-323 was due), and a pan translation
 * that the view's map to its window takes past a double (it was stored unconverted). */
static void test_G8_set_scale_and_translation_that_cannot_be_applied_refused(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 1000, 1000);
    tc_view *v = tct_view(s, w, 0, 0, 1000, 1000);
    assert_ok(tc_view_set_flag(v, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    tc_recognizer_params p = tgl_params(TC_RECOGNIZER_PINCH);
    tc_recognizer *pinch = tgl_make(s, v, &p, "pinch");
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 100, 100, 0.00);
    TGL_PUSH(s, TC_PHASE_BEGAN, 2, 200, 100, 0.00);
    TGL_PUSH(s, TC_PHASE_MOVED, 2, 400, 100, 0.02);   /* distance 100 -> 300: scale 3 */
    tct_dispatch(s);
    tc_gesture_details d;
    TC_GESTURE_DETAILS_INIT(&d);
    assert_ok(tc_recognizer_get_details(pinch, &d));
    assert_near(d.scale, 3.0);
    assert_int_equal(tc_recognizer_set_scale(pinch, 4.9406564584124654e-324), TC_ERR_INVALID_ARGUMENT);
    assert_ok(tc_recognizer_get_details(pinch, &d));
    assert_near(d.scale, 3.0);
    assert_ok(tc_recognizer_set_scale(pinch, 1e-300));  /* small, but a factor reaches it */
    TGL_PUSH(s, TC_PHASE_ENDED, 1, 100, 100, 0.04);
    TGL_PUSH(s, TC_PHASE_ENDED, 2, 400, 100, 0.04);
    tct_dispatch(s);
    /* Pan on a view scaled 2x: DBL_MAX in the view is past a double in the window. */
    tc_affine t = {2, 0, 0, 2, 0, 0};
    assert_ok(tc_view_set_transform(v, &t));
    p = tgl_params(TC_RECOGNIZER_PAN);
    tc_recognizer *pan = tgl_make(s, v, &p, "pan");
    TGL_PUSH(s, TC_PHASE_BEGAN, 3, 100, 100, 0.10);   /* G8: a pan with no touch ignores it */
    tct_dispatch(s);
    assert_ok(tc_recognizer_set_translation(pan, 10, 0));
    assert_int_equal(tc_recognizer_set_translation(pan, DBL_MAX, 0), TC_ERR_NOT_FINITE);
    assert_ok(tc_recognizer_get_details(pan, &d));
    assert_near(d.translation_x, 10.0);
    TGL_PUSH(s, TC_PHASE_ENDED, 3, 100, 100, 0.12);
    tct_dispatch(s);
    assert_ok(tc_scene_destroy(s));
}

/* Header promises that held nowhere or had no test (audit): a presentation frame has
 * tc_view_set_frame's meaning, so one whose centre overflows is refused (it was accepted and
 * left geometry no conversion could use); tc_touch_azimuth_in in the window's space (NULL)
 * refuses a touch whose window was destroyed, as for a view (it answered TC_OK);
 * converting out of a view with a singular transform applies it, into it is refused. */
static void test_H6e_P5_H3_presentation_azimuth_and_singular_promises(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 10, 20, 100, 50);
    tc_rect huge = {1.7e308, 0, 1.7e308, 10};
    assert_int_equal(tc_view_set_presentation(v, &huge, NULL), TC_ERR_NOT_FINITE);
    double x = 0, y = 0;
    assert_ok(tc_view_convert_point(v, w, 1, 1, &x, &y));   /* the model geometry still */
    assert_near(x, 11);
    assert_near(y, 21);
    /* Singular: out of the view applies the transform; into it is refused. */
    tc_affine flat = {0, 0, 0, 0, 0, 0};
    assert_ok(tc_view_set_transform(v, &flat));
    assert_ok(tc_view_convert_point(v, w, 1, 1, &x, &y));
    assert_near(x, 60);   /* every point of v lands on its centre */
    assert_near(y, 45);
    assert_int_equal(tc_view_convert_point(w, v, 1, 1, &x, &y), TC_ERR_SINGULAR);
    /* Azimuth in the window's space once the window is gone. */
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 5, 5, 1.0));
    tct_dispatch(s);
    tc_touch *t = NULL;
    assert_ok(tc_scene_find_touch(s, 1, &t));
    double angle = -9;
    assert_ok(tc_touch_azimuth_in(t, NULL, &angle, NULL, NULL));
    assert_near(angle, 0);
    assert_ok(tc_view_destroy(w));
    assert_ok(tc_scene_find_touch(s, 1, &t));   /* cancelled, still down: its handle is live */
    angle = -9;
    assert_int_equal(tc_touch_azimuth_in(t, NULL, &angle, NULL, NULL), TC_ERR_STATE);
    assert_near(angle, -9);   /* on an error no out is written */
    assert_ok(tc_scene_destroy(s));
}

/* tc_view_set_control: every successful call makes a new control, of the same kind too: its
 * targets are dropped (their ids then TC_ERR_NOT_FOUND), its value and enabled state start
 * over. */
static void noop_target(tc_view *view, uint32_t event, void *user_data) {
    (void)view; (void)event; (void)user_data;
}

static void test_C1_set_control_again_makes_a_new_control(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *c = tct_view(s, w, 10, 10, 100, 40);
    assert_ok(tc_view_set_control(c, TC_CONTROL_SWITCH));
    int32_t id = 0;
    assert_ok(tc_control_add_target(c, TC_CONTROL_EVENT_ALL, noop_target, NULL, &id));
    assert_ok(tc_control_set_value(c, 1));
    assert_ok(tc_control_set_enabled(c, 0));
    assert_ok(tc_view_set_control(c, TC_CONTROL_SWITCH));
    tc_control_state st;
    memset(&st, 0, sizeof st);
    st.size = (uint32_t)sizeof st;
    assert_ok(tc_control_get_state(c, &st));
    assert_int_equal(st.enabled, 1);
    assert_near(st.value, 0);
    assert_int_equal(tc_control_remove_target(c, id), TC_ERR_NOT_FOUND);
    assert_ok(tc_scene_destroy(s));
}

/* `c_test_contracts NAME` runs the tests whose name matches NAME (cmocka's filter). */
int main(int argc, char **argv) {
    if (argc > 1) cmocka_set_test_filter(argv[1]);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_G8_set_state_from_own_should_begin_is_reentrant),
        cmocka_unit_test(test_G8_set_state_from_own_action_is_reentrant),
        cmocka_unit_test(test_G8_set_state_nesting_is_bounded),
        cmocka_unit_test(test_E5_delegates_outside_dispatch_cannot_dispatch_advance_or_destroy),
        cmocka_unit_test(test_E5_host_code_run_by_set_enabled_cannot_dispatch_advance_or_destroy),
        cmocka_unit_test(test_C1_no_events_after_a_target_destroys_its_control),
        cmocka_unit_test(test_C1_no_events_after_a_target_removes_the_control),
        cmocka_unit_test(test_G6_delegate_not_asked_about_a_recognizer_it_destroyed),
        cmocka_unit_test(test_E4_sample_pushed_by_a_timer_callback_dispatched_in_the_same_advance),
        cmocka_unit_test(test_E2_sample_beyond_max_coordinate_refused),
        cmocka_unit_test(test_E4_times_beyond_max_timestamp_refused),
        cmocka_unit_test(test_HDR_older_header_struct_keeps_its_size_across_calls),
        cmocka_unit_test(test_E2_struct_array_size_beyond_the_maximum_refused),
        cmocka_unit_test(test_H3_frame_whose_centre_overflows_refused),
        cmocka_unit_test(test_G8_set_scale_and_translation_that_cannot_be_applied_refused),
        cmocka_unit_test(test_H6e_P5_H3_presentation_azimuth_and_singular_promises),
        cmocka_unit_test(test_C1_set_control_again_makes_a_new_control),
        cmocka_unit_test(test_G8_far_apart_fingers_give_finite_rotation_and_scale),
        cmocka_unit_test(test_H3_convert_point_that_overflows_is_an_error),
        cmocka_unit_test(test_H1_infinite_alpha_refused),
        cmocka_unit_test(test_T7_removing_an_ancestor_cancels_the_touch),
        cmocka_unit_test(test_T7_removed_button_cancels_and_fires_nothing_more),
        cmocka_unit_test(test_T7_destroying_the_window_cancels_its_touches),
        cmocka_unit_test(test_T7_moving_or_raising_the_hit_view_keeps_its_touch),
        cmocka_unit_test(test_T7_moving_the_hit_view_out_of_every_window_cancels_its_touch),
        cmocka_unit_test(test_T7_H3_inserting_next_to_a_sibling_moves_as_add_subview),
        cmocka_unit_test(test_T7_removing_a_view_fails_its_double_tap_waiting_between_taps),
        cmocka_unit_test(test_T7_G9_a_recognizer_stopped_by_a_removal_reports_where_its_touches_were),
        cmocka_unit_test(test_G9_two_finger_tap_location_is_the_centroid_when_lifted_apart),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

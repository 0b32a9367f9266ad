/*
 * Boundaries (behaviour audit): claims of docs/BEHAVIOUR.md that the engine keeps but that no
 * test would catch breaking, mostly at exact thresholds. Each test puts a value exactly on the
 * boundary and one just past it, so that turning a `>` into `>=` (or `<=` into `<`) fails it.
 * Every value on a boundary is built to be exact in doubles (axis-aligned travel, a 6-8-10
 * triangle, powers of two), so the comparison the rule states is the one being tested.
 */
#include <float.h>

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

#include "tc_gesture_log.h"

/* A hair past a boundary in points or seconds. */
#define HAIR 1e-4

/* ---- small helpers --------------------------------------------------------------------- */

/* A 320x480 window at the screen origin (window coordinates = screen coordinates) and a
 * full-size view `v` in it that takes several touches. */
typedef struct stage {
    tc_scene *s;
    tc_view *w, *v;
} stage;

static stage stage_new(void) {
    tgl_reset();
    stage st;
    st.s = tct_scene();
    st.w = tct_window(st.s, 0, 0, 320, 480);
    st.v = tct_view(st.s, st.w, 0, 0, 320, 480);
    assert_ok(tc_view_set_flag(st.v, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    return st;
}

static void stage_done(stage *st) { assert_ok(tc_scene_destroy(st->s)); }

static int32_t tap_count_of(tc_scene *s, int64_t id) { return tct_touch_info(s, id).tap_count; }

static tc_view *key_window(tc_scene *s) {
    tc_view *k = TC_GARBAGE_VIEW;
    assert_ok(tc_scene_get_key_window(s, &k));
    return k;
}

static tc_view *first_responder(tc_scene *s) {
    tc_view *f = TC_GARBAGE_VIEW;
    assert_ok(tc_scene_get_first_responder(s, &f));
    return f;
}

/* R4: tc_view_is_first_responder's answer for `v` (its own window's, key or not). */
static int32_t is_fr(const tc_view *v) {
    int32_t out = -1;
    assert_ok(tc_view_is_first_responder(v, &out));
    return out;
}

static void content_offset(const tc_view *v, double *x, double *y) {
    *x = NAN;
    *y = NAN;
    assert_ok(tc_view_get_content_offset(v, x, y));
}

/* Index of the first log entry equal to `line`, or fail. */
static size_t tgl_index(const char *line) {
    const tgl_rec *e = tgl_find(line);
    return (size_t)(e - g_tgl.e);
}

/* ======================================================================== */
/* 1. G8 thresholds                                                          */
/* ======================================================================== */

/* G8 tap: fails when its centroid moves "more than allowable_movement". A 27-36-45 move is
 * exactly TC_DEFAULT_TAP_MOVEMENT (45 pt, sqrt(729 + 1296) exact): it recognizes; a hair more
 * fails. */
static void test_G8_tap_movement_exactly_the_allowance_recognizes(void **state) {
    (void)state;
    assert_near(tgl_params(TC_RECOGNIZER_TAP).allowable_movement, TC_DEFAULT_TAP_MOVEMENT);
    assert_true(TC_DEFAULT_TAP_MOVEMENT == 45.0);   /* the 27-36-45 triangle below */

    stage st = stage_new();
    tgl_make_kind(st.s, st.v, TC_RECOGNIZER_TAP, "tap");
    TGL_PUSH(st.s, TC_PHASE_BEGAN, 1, 100, 100, 0.00);
    TGL_PUSH(st.s, TC_PHASE_MOVED, 1, 127, 136, 0.01);
    TGL_PUSH(st.s, TC_PHASE_ENDED, 1, 127, 136, 0.02);
    (void)tct_dispatch(st.s);
    TGL_EXPECT("tap:ENDED");
    stage_done(&st);

    st = stage_new();
    tgl_make_kind(st.s, st.v, TC_RECOGNIZER_TAP, "tap");
    TGL_PUSH(st.s, TC_PHASE_BEGAN, 1, 100, 100, 0.00);
    TGL_PUSH(st.s, TC_PHASE_MOVED, 1, 127, 136 + HAIR, 0.01);
    TGL_PUSH(st.s, TC_PHASE_ENDED, 1, 127, 136 + HAIR, 0.02);
    (void)tct_dispatch(st.s);
    TGL_EXPECT("tap:FAILED");
    assert_int_equal(tgl_last("tap", TC_GESTURE_FAILED)->d.failure_reason, TC_FAIL_MOVED_TOO_FAR);
    stage_done(&st);
}

/* G8 long press: held min_duration "without any of them moving more than allowable_movement".
 * A move of exactly TC_DEFAULT_LONG_PRESS_MOVEMENT (6-8-10) still begins at the duration; a
 * hair more fails at once. */
static void test_G8_long_press_movement_exactly_the_allowance_begins(void **state) {
    (void)state;
    tc_recognizer_params p = tgl_params(TC_RECOGNIZER_LONG_PRESS);
    assert_near(p.allowable_movement, TC_DEFAULT_LONG_PRESS_MOVEMENT);
    assert_near(p.min_duration, TC_DEFAULT_LONG_PRESS_DURATION);
    assert_true(TC_DEFAULT_LONG_PRESS_MOVEMENT == 10.0);

    stage st = stage_new();
    tc_recognizer *lp = tgl_make_kind(st.s, st.v, TC_RECOGNIZER_LONG_PRESS, "lp");
    TGL_PUSH(st.s, TC_PHASE_BEGAN, 1, 100, 100, 0.0);
    TGL_PUSH(st.s, TC_PHASE_MOVED, 1, 106, 108, 0.1);
    assert_ok(tc_scene_advance(st.s, 0.1));
    TGL_EXPECT_EMPTY();
    assert_ok(tc_scene_advance(st.s, TC_DEFAULT_LONG_PRESS_DURATION + 0.1));
    TGL_EXPECT("lp:BEGAN");
    assert_int_equal(tgl_state(lp), TC_GESTURE_BEGAN);
    stage_done(&st);

    st = stage_new();
    lp = tgl_make_kind(st.s, st.v, TC_RECOGNIZER_LONG_PRESS, "lp");
    TGL_PUSH(st.s, TC_PHASE_BEGAN, 1, 100, 100, 0.0);
    TGL_PUSH(st.s, TC_PHASE_MOVED, 1, 106, 108 + HAIR, 0.1);
    assert_ok(tc_scene_advance(st.s, TC_DEFAULT_LONG_PRESS_DURATION + 0.1));
    TGL_EXPECT("lp:FAILED");
    assert_int_equal(tgl_last("lp", TC_GESTURE_FAILED)->d.failure_reason, TC_FAIL_MOVED_TOO_FAR);
    stage_done(&st);
}

/* G8 pan: begins "when the centroid has travelled more than slop". Exactly
 * TC_DEFAULT_PAN_SLOP does not begin it; a hair more does (on the same touch). */
static void test_G8_pan_slop_exactly_10_does_not_begin(void **state) {
    (void)state;
    assert_near(tgl_params(TC_RECOGNIZER_PAN).slop, TC_DEFAULT_PAN_SLOP);
    stage st = stage_new();
    tc_recognizer *pan = tgl_make_kind(st.s, st.v, TC_RECOGNIZER_PAN, "pan");
    TGL_PUSH(st.s, TC_PHASE_BEGAN, 1, 100, 100, 0.00);
    TGL_PUSH(st.s, TC_PHASE_MOVED, 1, 100 + TC_DEFAULT_PAN_SLOP, 100, 0.01);
    (void)tct_dispatch(st.s);
    TGL_EXPECT_EMPTY();
    assert_int_equal(tgl_state(pan), TC_GESTURE_POSSIBLE);
    TGL_PUSH(st.s, TC_PHASE_MOVED, 1, 100 + TC_DEFAULT_PAN_SLOP + HAIR, 100, 0.02);
    (void)tct_dispatch(st.s);
    TGL_EXPECT("pan:BEGAN");
    assert_true(tgl_last("pan", TC_GESTURE_BEGAN)->d.translation_x > TC_DEFAULT_PAN_SLOP);
    TGL_PUSH(st.s, TC_PHASE_ENDED, 1, 100 + TC_DEFAULT_PAN_SLOP + HAIR, 100, 0.03);
    (void)tct_dispatch(st.s);
    TGL_EXPECT("pan:BEGAN", "pan:ENDED");
    stage_done(&st);
}

/* G8 pinch: begins "once the distance changes by more than slop". The pair 100 pt apart
 * spread to exactly 100 + TC_DEFAULT_PINCH_SLOP stays possible; a hair more begins. */
static void test_G8_pinch_slop_exactly_5_does_not_begin(void **state) {
    (void)state;
    assert_near(tgl_params(TC_RECOGNIZER_PINCH).slop, TC_DEFAULT_PINCH_SLOP);
    stage st = stage_new();
    tc_recognizer *pinch = tgl_make_kind(st.s, st.v, TC_RECOGNIZER_PINCH, "pinch");
    TGL_PUSH(st.s, TC_PHASE_BEGAN, 1, 100, 100, 0.00);
    TGL_PUSH(st.s, TC_PHASE_BEGAN, 2, 200, 100, 0.00);
    TGL_PUSH(st.s, TC_PHASE_MOVED, 2, 200 + TC_DEFAULT_PINCH_SLOP, 100, 0.01);
    (void)tct_dispatch(st.s);
    TGL_EXPECT_EMPTY();
    assert_int_equal(tgl_state(pinch), TC_GESTURE_POSSIBLE);
    TGL_PUSH(st.s, TC_PHASE_MOVED, 2, 200 + TC_DEFAULT_PINCH_SLOP + HAIR, 100, 0.02);
    (void)tct_dispatch(st.s);
    TGL_EXPECT("pinch:BEGAN");
    /* the same on the shrinking side: exactly 5 pt closer stays possible */
    stage_done(&st);

    st = stage_new();
    pinch = tgl_make_kind(st.s, st.v, TC_RECOGNIZER_PINCH, "pinch");
    TGL_PUSH(st.s, TC_PHASE_BEGAN, 1, 100, 100, 0.00);
    TGL_PUSH(st.s, TC_PHASE_BEGAN, 2, 200, 100, 0.00);
    TGL_PUSH(st.s, TC_PHASE_MOVED, 2, 200 - TC_DEFAULT_PINCH_SLOP, 100, 0.01);
    (void)tct_dispatch(st.s);
    TGL_EXPECT_EMPTY();
    TGL_PUSH(st.s, TC_PHASE_MOVED, 2, 200 - TC_DEFAULT_PINCH_SLOP - HAIR, 100, 0.02);
    (void)tct_dispatch(st.s);
    TGL_EXPECT("pinch:BEGAN");
    stage_done(&st);
}

/* G8 swipe: fingers "travel swipe_distance" (at least it): exactly TC_DEFAULT_SWIPE_DISTANCE
 * recognizes; a hair less does not (the swipe stays possible). */
static void test_G8_swipe_exactly_the_minimum_distance_recognizes(void **state) {
    (void)state;
    assert_near(tgl_params(TC_RECOGNIZER_SWIPE).swipe_distance, TC_DEFAULT_SWIPE_DISTANCE);
    stage st = stage_new();
    tgl_make_kind(st.s, st.v, TC_RECOGNIZER_SWIPE, "swipe");
    TGL_PUSH(st.s, TC_PHASE_BEGAN, 1, 100, 100, 0.0);
    TGL_PUSH(st.s, TC_PHASE_MOVED, 1, 100 + TC_DEFAULT_SWIPE_DISTANCE, 100, 0.1);
    (void)tct_dispatch(st.s);
    TGL_EXPECT("swipe:ENDED");
    assert_int_equal(tgl_last("swipe", TC_GESTURE_ENDED)->d.direction, TC_SWIPE_RIGHT);
    stage_done(&st);

    st = stage_new();
    tc_recognizer *sw = tgl_make_kind(st.s, st.v, TC_RECOGNIZER_SWIPE, "swipe");
    TGL_PUSH(st.s, TC_PHASE_BEGAN, 1, 100, 100, 0.0);
    TGL_PUSH(st.s, TC_PHASE_MOVED, 1, 100 + TC_DEFAULT_SWIPE_DISTANCE - HAIR, 100, 0.1);
    (void)tct_dispatch(st.s);
    TGL_EXPECT_EMPTY();
    assert_int_equal(tgl_state(sw), TC_GESTURE_POSSIBLE);
    stage_done(&st);
}

/* G8 swipe: "at most swipe_angle off one of the directions". The travel (50, 28.867513459481273)
 * from (100, 100) is the double nearest 50·tan 30° whose angle, as the engine computes it, is
 * exactly TC_DEFAULT_SWIPE_ANGLE (π/6 rounded): it recognizes. 1e-6 rad more fails
 * (TC_FAIL_WRONG_DIRECTION: within 30° of no direction). */
static void test_G8_swipe_exactly_30_degrees_off_recognizes(void **state) {
    (void)state;
    assert_true(tgl_params(TC_RECOGNIZER_SWIPE).swipe_angle == TC_DEFAULT_SWIPE_ANGLE);
    stage st = stage_new();
    tgl_make_kind(st.s, st.v, TC_RECOGNIZER_SWIPE, "swipe");
    TGL_PUSH(st.s, TC_PHASE_BEGAN, 1, 100, 100, 0.0);
    TGL_PUSH(st.s, TC_PHASE_MOVED, 1, 150, 128.86751345948127, 0.1);
    (void)tct_dispatch(st.s);
    TGL_EXPECT("swipe:ENDED");
    assert_int_equal(tgl_last("swipe", TC_GESTURE_ENDED)->d.direction, TC_SWIPE_RIGHT);
    stage_done(&st);

    /* that travel is on the boundary, not inside it: with swipe_angle one double below the
     * default it fails */
    st = stage_new();
    tc_recognizer_params p = tgl_params(TC_RECOGNIZER_SWIPE);
    p.swipe_angle = nextafter(TC_DEFAULT_SWIPE_ANGLE, 0);
    tgl_make(st.s, st.v, &p, "swipe");
    TGL_PUSH(st.s, TC_PHASE_BEGAN, 1, 100, 100, 0.0);
    TGL_PUSH(st.s, TC_PHASE_MOVED, 1, 150, 128.86751345948127, 0.1);
    (void)tct_dispatch(st.s);
    TGL_EXPECT("swipe:FAILED");
    stage_done(&st);

    st = stage_new();
    tgl_make_kind(st.s, st.v, TC_RECOGNIZER_SWIPE, "swipe");
    TGL_PUSH(st.s, TC_PHASE_BEGAN, 1, 100, 100, 0.0);
    TGL_PUSH(st.s, TC_PHASE_MOVED, 1, 150, 100 + 50 * tan(TC_DEFAULT_SWIPE_ANGLE + 1e-6), 0.1);
    (void)tct_dispatch(st.s);
    TGL_EXPECT("swipe:FAILED");
    assert_int_equal(tgl_last("swipe", TC_GESTURE_FAILED)->d.failure_reason,
                     TC_FAIL_WRONG_DIRECTION);
    stage_done(&st);
}

/* G8 screen-edge pan: the touch "begins within edge_region" of an enabled edge. Exactly
 * TC_DEFAULT_EDGE_REGION from each edge of the 320x480 window begins; a hair farther fails
 * (TC_FAIL_NOT_AT_EDGE). */
static void test_G8_edge_pan_exactly_the_edge_region_from_the_edge_begins(void **state) {
    (void)state;
    const double r = TC_DEFAULT_EDGE_REGION;
    assert_near(tgl_params(TC_RECOGNIZER_EDGE_PAN).edge_region, r);
    struct {
        uint32_t edge;
        double x, y;   /* exactly r from the edge */
        double px, py; /* a hair farther */
        double mx, my; /* the move inwards, past the slop */
    } cases[] = {
        {TC_EDGE_LEFT, r, 240, r + HAIR, 240, 30, 0},
        {TC_EDGE_RIGHT, 320 - r, 240, 320 - r - HAIR, 240, -30, 0},
        {TC_EDGE_TOP, 160, r, 160, r + HAIR, 0, 30},
        {TC_EDGE_BOTTOM, 160, 480 - r, 160, 480 - r - HAIR, 0, -30},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        for (int past = 0; past <= 1; past++) {
            stage st = stage_new();
            tc_recognizer_params p = tgl_params(TC_RECOGNIZER_EDGE_PAN);
            p.edges = cases[i].edge;
            tgl_make(st.s, st.v, &p, "edge");
            double x = past ? cases[i].px : cases[i].x, y = past ? cases[i].py : cases[i].y;
            TGL_PUSH(st.s, TC_PHASE_BEGAN, 1, x, y, 0.00);
            TGL_PUSH(st.s, TC_PHASE_MOVED, 1, x + cases[i].mx, y + cases[i].my, 0.01);
            (void)tct_dispatch(st.s);
            if (past) {
                TGL_EXPECT("edge:FAILED");
                assert_int_equal(tgl_last("edge", TC_GESTURE_FAILED)->d.failure_reason,
                                 TC_FAIL_NOT_AT_EDGE);
            } else {
                TGL_EXPECT("edge:BEGAN");
            }
            stage_done(&st);
        }
    }
}

/* G8 swipe: the travel must happen "within swipe_duration of touch-down"; its deadline is a
 * timer, and E4 fires a timer due at or before an input's timestamp before the input. So a
 * sample exactly TC_DEFAULT_SWIPE_DURATION after touch-down comes too late (timed out); one a
 * hair earlier recognizes. */
static void test_G8_E4_swipe_sample_exactly_at_the_maximum_duration_times_out(void **state) {
    (void)state;
    const double t0 = 1.0;
    assert_near(tgl_params(TC_RECOGNIZER_SWIPE).swipe_duration, TC_DEFAULT_SWIPE_DURATION);
    stage st = stage_new();
    tgl_make_kind(st.s, st.v, TC_RECOGNIZER_SWIPE, "swipe");
    TGL_PUSH(st.s, TC_PHASE_BEGAN, 1, 100, 100, t0);
    TGL_PUSH(st.s, TC_PHASE_MOVED, 1, 160, 100, t0 + TC_DEFAULT_SWIPE_DURATION);
    (void)tct_dispatch(st.s);
    TGL_EXPECT("swipe:FAILED");
    const tgl_rec *e = tgl_last("swipe", TC_GESTURE_FAILED);
    assert_int_equal(e->d.failure_reason, TC_FAIL_TIMED_OUT);
    assert_true(e->d.timestamp == t0 + TC_DEFAULT_SWIPE_DURATION);   /* at the deadline */
    stage_done(&st);

    st = stage_new();
    tgl_make_kind(st.s, st.v, TC_RECOGNIZER_SWIPE, "swipe");
    TGL_PUSH(st.s, TC_PHASE_BEGAN, 1, 100, 100, t0);
    TGL_PUSH(st.s, TC_PHASE_MOVED, 1, 160, 100, t0 + TC_DEFAULT_SWIPE_DURATION - HAIR);
    (void)tct_dispatch(st.s);
    TGL_EXPECT("swipe:ENDED");
    stage_done(&st);
}

/* ======================================================================== */
/* 2. T3: the tap radius                                                     */
/* ======================================================================== */

/* One tap at (100, 100) from `base`, then a touch beginning at (x, y) 0.1 s later (well within
 * the tap interval): returns the second touch's tap count (the first's must be 1). */
static int32_t second_tap_count(tc_scene *s, int64_t *id, double base, double x, double y) {
    int64_t a = (*id)++, b = (*id)++;
    TGL_PUSH(s, TC_PHASE_BEGAN, a, 100, 100, base);
    (void)tct_dispatch(s);
    assert_int_equal(tap_count_of(s, a), 1);
    TGL_PUSH(s, TC_PHASE_ENDED, a, 100, 100, base + 0.05);
    TGL_PUSH(s, TC_PHASE_BEGAN, b, x, y, base + 0.10);
    (void)tct_dispatch(s);
    int32_t n = tap_count_of(s, b);
    TGL_PUSH(s, TC_PHASE_ENDED, b, x, y, base + 0.15);
    (void)tct_dispatch(s);
    return n;
}

/* T3: one tap more when the touch "begins within tap_radius points, on each axis, of where
 * the previous tap ended": exactly TC_DEFAULT_TAP_RADIUS away on either axis (or both) counts
 * 2; a hair farther on either axis counts 1. */
static void test_T3_second_tap_exactly_tap_radius_away_counts_two(void **state) {
    (void)state;
    const double r = TC_DEFAULT_TAP_RADIUS;
    stage st = stage_new();
    int64_t id = 1;
    double base = 1.0;
    assert_int_equal(second_tap_count(st.s, &id, base, 100 + r, 100), 2);
    assert_int_equal(second_tap_count(st.s, &id, base += 1.0, 100 - r, 100), 2);
    assert_int_equal(second_tap_count(st.s, &id, base += 1.0, 100, 100 + r), 2);
    assert_int_equal(second_tap_count(st.s, &id, base += 1.0, 100, 100 - r), 2);
    assert_int_equal(second_tap_count(st.s, &id, base += 1.0, 100 + r, 100 - r), 2);
    assert_int_equal(second_tap_count(st.s, &id, base += 1.0, 100 + r + HAIR, 100), 1);
    assert_int_equal(second_tap_count(st.s, &id, base += 1.0, 100 - r - HAIR, 100), 1);
    assert_int_equal(second_tap_count(st.s, &id, base += 1.0, 100, 100 + r + HAIR), 1);
    assert_int_equal(second_tap_count(st.s, &id, base += 1.0, 100, 100 - r - HAIR), 1);
    stage_done(&st);
}

/* ======================================================================== */
/* 3. T7: a held ended when the view leaves its window                       */
/* ======================================================================== */

/* T7, T2: "a touch whose ended was held (G5) gets cancelled instead of the held ended", and the
 * cancelled is stamped with the touch's last sample, its lift (UIKit's _cancelTouchesOrPresses:
 * withEvent: only sets the phase, and the touch keeps its timestamp); the delivery's dispatch
 * time is the clock. The double tap (delays_touches_ended, the default) holds the first tap's
 * ended; at 0.2 s, still within the tap interval, the view is removed: cancelled stamped 0.05,
 * dispatched at 0.2; nothing more after the interval runs out. */
static void test_T7_T2_held_ended_of_a_removed_view_becomes_cancelled_stamped_at_its_lift(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 100, 100);
    tgl_view tv = {"v", TC_HANDLED};
    tgl_record_view(v, &tv);
    tc_recognizer_params p = tgl_params(TC_RECOGNIZER_TAP);
    p.taps_required = 2;
    assert_int_equal(p.delays_touches_ended, 1);
    tgl_make(s, v, &p, "dbl");
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 10, 10, 0.00);
    TGL_PUSH(s, TC_PHASE_ENDED, 1, 10, 10, 0.05);
    (void)tct_dispatch(s);
    TGL_EXPECT("v:began[1]");                       /* the ended is held (G5) */
    assert_ok(tc_scene_advance(s, 0.2));
    TGL_EXPECT("v:began[1]");                       /* still held: the double tap waits */
    assert_ok(tc_view_remove_from_superview(v));
    assert_int_equal(tgl_count("v:cancelled[1]"), 1);
    assert_int_equal(tgl_count("v:ended[1]"), 0);
    const tgl_rec *c = tgl_find("v:cancelled[1]");
    assert_true(c->timestamp == 0.05);             /* the lift, not the clock's 0.2 */
    assert_true(c->dispatch_time == 0.2);          /* delivered now */
    size_t n = g_tgl.n;
    assert_ok(tc_scene_advance(s, 2.0));            /* past the tap interval */
    assert_int_equal(tgl_count("v:ended[1]"), 0);
    assert_int_equal(tgl_count("v:cancelled[1]"), 1);
    for (size_t i = n; i < g_tgl.n; i++) {
        if (strncmp(g_tgl.e[i].s, "v:", 2) == 0) fail_msg("after the removal: %s", g_tgl.e[i].s);
    }
    assert_ok(tc_scene_destroy(s));
}

/* A custom recognizer's touches callback: the phase and timestamp of each call. */
static struct { int n; int32_t phase[8]; double timestamp[8]; } g_t2_cus;
static void t2_custom_touches(tc_recognizer *r, int32_t phase, tc_touch *const *touches,
                              size_t count, double timestamp, void *ud) {
    (void)r; (void)touches; (void)count; (void)ud;
    if (g_t2_cus.n < 8) {
        g_t2_cus.phase[g_t2_cus.n] = phase;
        g_t2_cus.timestamp[g_t2_cus.n] = timestamp;
    }
    g_t2_cus.n++;
}

/* T2, T7, G8: a cancel the engine sends outside an event is stamped with when its touches last
 * changed, never with the clock ("a timestamp is when the sample happened"); the delivery's
 * dispatch time is the clock. UIKit's -[UIApplication _cancelTouchesOrPresses:withEvent:] and
 * -[UIGestureEnvironment _cancelGestureRecognizers:] only mark the touches cancelled and send
 * them with the touches event as it stands: each touch keeps its last sample's timestamp.
 * (1) A finger last moved at 1.1; at 2.0 its view is removed: the view's cancelled reads 1.1,
 * dispatched at 2.0, and so does the custom recognizer's touches cancelled; the touch still
 * reads 1.1. (2) The same finger, its custom recognizer disabled at 2.0: its touches cancelled
 * reads 1.1. Catches an engine that stamps these cancels with the clock (2.0). */
static void test_T2_T7_G8_cancels_outside_an_event_are_stamped_with_the_touches_last_sample(void **state) {
    (void)state;
    for (int disable = 0; disable <= 1; disable++) {
        tgl_reset();
        memset(&g_t2_cus, 0, sizeof g_t2_cus);
        tc_scene *s = tct_scene();
        tc_view *w = tct_window(s, 0, 0, 320, 480);
        tc_view *v = tct_view(s, w, 0, 0, 300, 300);
        tgl_view tv = {"v", TC_HANDLED};
        tgl_record_view(v, &tv);
        tc_recognizer *cus = tgl_make_kind(s, v, TC_RECOGNIZER_CUSTOM, "cus");
        assert_ok(tc_recognizer_set_custom_touches_fn(cus, t2_custom_touches, NULL));
        TGL_PUSH(s, TC_PHASE_BEGAN, 1, 50, 50, 1.0);
        TGL_PUSH(s, TC_PHASE_MOVED, 1, 52, 50, 1.1);
        (void)tct_dispatch(s);
        assert_ok(tc_scene_advance(s, 2.0));
        assert_int_equal(g_t2_cus.n, 2); /* began, moved */
        if (disable) {
            assert_ok(tc_recognizer_set_enabled(cus, 0));
        } else {
            assert_ok(tc_view_remove_from_superview(v));
            const tgl_rec *c = tgl_find("v:cancelled[1]");
            assert_true(c->timestamp == 1.1);      /* the last sample, not the clock */
            assert_true(c->dispatch_time == 2.0);  /* delivered now */
        }
        assert_int_equal(g_t2_cus.n, 3);
        assert_int_equal(g_t2_cus.phase[2], TC_PHASE_CANCELLED);
        assert_true(g_t2_cus.timestamp[2] == 1.1);
        tc_touch *t = NULL;
        assert_ok(tc_scene_find_touch(s, 1, &t));
        tc_touch_info info;
        memset(&info, 0, sizeof info);
        info.size = (uint32_t)sizeof info;
        assert_ok(tc_touch_get_info(t, &info));
        assert_true(info.timestamp == 1.1);        /* the touch keeps its own */
        assert_ok(tc_scene_destroy(s));
    }
}

/* ======================================================================== */
/* 4-6. R4: key window and first responder                                   */
/* ======================================================================== */

/* R4: the key window keeps UIKit's key-window history (-[UIWindowScene _pushKeyWindow:...]: a
 * window made key moves to its newest end; detaching the key window takes it out and
 * re-evaluates from the newest end). Windows a, b, c: c made key, then b; destroying b makes c
 * key, the window made key before it (the engine took the oldest remaining window, a).
 * Destroying a window that is not key, or creating one, changes nothing; when no window of the
 * history is left, the oldest visible window becomes key; after the last one, there is none. */
static void test_R4_destroyed_key_window_passes_to_the_newest_in_its_history(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *a = tct_window(s, 0, 0, 100, 100);
    tc_view *b = tct_window(s, 0, 0, 100, 100);
    tc_view *c = tct_window(s, 0, 0, 100, 100);
    assert_ptr_equal(key_window(s), a);            /* the first window created */
    assert_ok(tc_scene_set_key_window(s, c));
    assert_ok(tc_scene_set_key_window(s, b));
    assert_ptr_equal(key_window(s), b);
    assert_ok(tc_view_destroy(b));
    assert_ptr_equal(key_window(s), c);            /* UIKit: c; the engine gave a */
    assert_ok(tc_view_destroy(a));                 /* not key: nothing moves */
    assert_ptr_equal(key_window(s), c);
    tc_view *d = tct_window(s, 0, 0, 100, 100);
    assert_ptr_equal(key_window(s), c);            /* a new window does not take it */
    assert_ok(tc_view_destroy(c));                 /* the history is empty: d, visible */
    assert_ptr_equal(key_window(s), d);
    assert_ok(tc_view_destroy(d));
    assert_null(key_window(s));
    assert_ok(tc_scene_destroy(s));
}

/* R4: hiding the key window re-evaluates it, as UIKit's -[UIWindowScene _windowUpdatedVisibility:]
 * ("Key window changed visibility"): the newest window of the history that is not hidden
 * (_UIWindowSceneCompatibleIsHidden) becomes key, without moving in the history. Motion then
 * starts at its first responder, which tc_scene_get_first_responder answers. A window shown
 * again does not take the key status from another; hiding that one finds it again, as the
 * newer of the two in the history. Hiding a window that is not key changes nothing. (The
 * engine kept a hidden key window key, and a shake still went to it.) */
static void test_R4_hiding_the_key_window_passes_to_the_newest_visible_in_its_history(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *a = tct_window(s, 0, 0, 100, 100);
    tc_view *b = tct_window(s, 0, 0, 100, 100);
    tc_view *c = tct_window(s, 0, 0, 100, 100);
    tc_view *fa = tct_view(s, a, 0, 0, 50, 50);
    tc_view *fb = tct_view(s, b, 0, 0, 50, 50);
    tc_view *fc = tct_view(s, c, 0, 0, 50, 50);
    tc_view *fs[] = {fa, fb, fc};
    for (int i = 0; i < 3; i++) {
        assert_ok(tc_view_set_flag(fs[i], TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
        assert_ok(tc_view_become_first_responder(fs[i]));  /* each its window's */
    }
    tct_log_reset();
    tct_resp ra = {"fa", TC_HANDLED, NULL}, rb = {"fb", TC_HANDLED, NULL}, rc = {"fc", TC_HANDLED, NULL};
    tct_record_view(fa, &ra);
    tct_record_view(fb, &rb);
    tct_record_view(fc, &rc);
    assert_ok(tc_scene_set_key_window(s, c));
    assert_ok(tc_scene_set_key_window(s, b));      /* history: a, c, b */
    assert_ptr_equal(first_responder(s), fb);

    assert_ok(tc_view_set_flag(b, TC_VIEW_HIDDEN, 1));
    assert_ptr_equal(key_window(s), c);            /* the engine kept b */
    assert_ptr_equal(first_responder(s), fc);
    assert_ok(tc_scene_push_motion(s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 1.0));
    (void)tct_dispatch(s);
    assert_int_equal(tct_count_for(fc), 1);
    assert_int_equal(tct_count_for(fb), 0);

    assert_ok(tc_view_set_flag(b, TC_VIEW_HIDDEN, 0));
    assert_ptr_equal(key_window(s), c);            /* shown again: not key by itself */
    assert_ok(tc_view_set_flag(a, TC_VIEW_HIDDEN, 1));
    assert_ptr_equal(key_window(s), c);            /* a is not key: nothing moves */
    assert_ok(tc_view_set_flag(c, TC_VIEW_HIDDEN, 1));
    assert_ptr_equal(key_window(s), b);            /* b is newer than c in the history */
    assert_ptr_equal(first_responder(s), fb);
    assert_ok(tc_scene_push_motion(s, TC_MOTION_SHAKE, TC_PHASE_ENDED, 1.5));
    (void)tct_dispatch(s);
    assert_int_equal(tct_count_for(fb), 1);
    assert_int_equal(tct_count_for(fc), 1);
    assert_ok(tc_scene_destroy(s));
}

/* R4: with no visible window in the history, UIKit's _findNewKeyWindowPassingTest: takes a
 * visible window (not hidden, alpha at least 0.01) other than the old key window, which joins
 * the history; the engine has no window levels and takes the oldest. With none, the scene has
 * no key window: a shake reaches no responder, the unhandled callback hears of it. A window of
 * the history shown then becomes key ("No current key window and previous key window became
 * visible"); one that never was key does not. A hidden window can be made key (UIKit's
 * makeKeyWindow pushes it and evaluates without considering visibility); it gets the motion and
 * stays key when shown. */
static void test_R4_hidden_key_window_with_no_visible_window_in_its_history(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    assert_ok(tc_scene_set_unhandled_fn(s, tct_unhandled_cb, NULL));
    tc_view *a = tct_window(s, 0, 0, 100, 100);
    tc_view *b = tct_window(s, 0, 0, 100, 100);
    tc_view *c = tct_window(s, 0, 0, 100, 100);
    assert_ok(tc_view_set_alpha(b, 0.0));          /* transparent: never found */
    assert_ok(tc_view_set_flag(a, TC_VIEW_HIDDEN, 1));
    assert_ptr_equal(key_window(s), c);            /* history a: hidden; the oldest visible */
    assert_ok(tc_view_set_flag(c, TC_VIEW_HIDDEN, 1));
    assert_null(key_window(s));                    /* a, c hidden; b transparent */
    assert_null(first_responder(s));
    tct_log_reset();
    tct_resp ra = {"a", TC_HANDLED, NULL}, rb = {"b", TC_HANDLED, NULL}, rc = {"c", TC_HANDLED, NULL};
    tct_record_view(a, &ra);
    tct_record_view(b, &rb);
    tct_record_view(c, &rc);
    assert_ok(tc_scene_push_motion(s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 1.0));
    (void)tct_dispatch(s);
    assert_int_equal(g_log.n, 0);
    assert_int_equal(g_log.unhandled, 1);

    assert_ok(tc_view_set_flag(b, TC_VIEW_HIDDEN, 1));
    assert_ok(tc_view_set_alpha(b, 1.0));
    assert_ok(tc_view_set_flag(b, TC_VIEW_HIDDEN, 0));
    assert_null(key_window(s));                    /* b never was key */
    assert_ok(tc_view_set_flag(c, TC_VIEW_HIDDEN, 0));
    assert_ptr_equal(key_window(s), c);            /* c was */
    assert_ok(tc_view_set_flag(c, TC_VIEW_HIDDEN, 1));
    assert_ptr_equal(key_window(s), b);            /* now b is visible: found, joins */

    assert_ok(tc_scene_set_key_window(s, a));      /* hidden, made key all the same */
    assert_ptr_equal(key_window(s), a);
    assert_ok(tc_scene_push_motion(s, TC_MOTION_SHAKE, TC_PHASE_ENDED, 1.5));
    (void)tct_dispatch(s);
    assert_int_equal(tct_count_for(a), 1);
    assert_int_equal(tct_count_for(b), 0);
    assert_ok(tc_view_set_flag(a, TC_VIEW_HIDDEN, 0));
    assert_ptr_equal(key_window(s), a);
    assert_ok(tc_view_set_flag(a, TC_VIEW_HIDDEN, 1));
    assert_ptr_equal(key_window(s), b);            /* history c, b, a: b the newest visible */
    assert_ok(tc_scene_destroy(s));
}

/* R4: "clearing that flag [TC_VIEW_CAN_BECOME_FIRST_RESPONDER] ends it". Clearing another
 * view's flag, or setting the first responder's again, changes nothing; clearing its own ends
 * it, and setting the flag back does not restore it. */
static void test_R4_clearing_can_become_first_responder_ends_it(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *a = tct_view(s, w, 0, 0, 50, 50);
    tc_view *b = tct_view(s, w, 50, 0, 50, 50);
    assert_ok(tc_view_set_flag(a, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_set_flag(b, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_become_first_responder(a));
    assert_ptr_equal(first_responder(s), a);
    assert_ok(tc_view_set_flag(b, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 0));
    assert_ptr_equal(first_responder(s), a);
    assert_ok(tc_view_set_flag(a, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ptr_equal(first_responder(s), a);
    assert_ok(tc_view_set_flag(a, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 0));
    assert_null(first_responder(s));
    assert_ok(tc_view_set_flag(a, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_null(first_responder(s));

    /* motion now starts at the key window, not at a (R4) */
    tct_log_reset();
    tct_resp ra = {"a", TC_HANDLED, NULL}, rw = {"w", TC_HANDLED, NULL};
    tct_record_view(a, &ra);
    tct_record_view(w, &rw);
    assert_ok(tc_scene_push_motion(s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 1.0));
    (void)tct_dispatch(s);
    assert_int_equal(tct_count_for(a), 0);
    assert_int_equal(tct_count_for(w), 1);
    assert_ok(tc_scene_destroy(s));
}

/* R4: each window keeps its own first responder, as UIKit's ("make this object the first
 * responder in its window"). A view of another window becoming first responder leaves the key
 * window's in place: motion and remote events start at the key window's first responder, and
 * follow the key window when it changes; a view replaces only its own window's first
 * responder. (The engine kept one per scene: b took the status from a, and a shake went to b
 * in a window that was not key.) */
static void test_R4_each_window_keeps_its_own_first_responder(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w1 = tct_window(s, 0, 0, 320, 480);
    tc_view *w2 = tct_window(s, 320, 0, 320, 480);
    tc_view *a = tct_view(s, w1, 0, 0, 50, 50);
    tc_view *a2 = tct_view(s, w1, 60, 0, 50, 50);
    tc_view *b = tct_view(s, w2, 0, 0, 50, 50);
    assert_ptr_equal(key_window(s), w1);
    assert_ok(tc_view_set_flag(a, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_set_flag(a2, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_set_flag(b, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_become_first_responder(a));
    assert_ptr_equal(first_responder(s), a);
    assert_ok(tc_view_become_first_responder(b));   /* w2's first responder */
    assert_ptr_equal(first_responder(s), a);        /* the key window's is still a */
    assert_ptr_equal(key_window(s), w1);            /* the key window did not move */

    tct_log_reset();
    tct_resp ra = {"a", TC_HANDLED, NULL}, rb = {"b", TC_HANDLED, NULL};
    tct_record_view(a, &ra);
    tct_record_view(b, &rb);
    assert_ok(tc_scene_push_motion(s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 1.0));
    (void)tct_dispatch(s);
    assert_int_equal(tct_count_for(a), 1);
    assert_int_equal(tct_count_for(b), 0);

    /* w2 becomes key: its first responder gets the events; back again: a's */
    assert_ok(tc_scene_set_key_window(s, w2));
    assert_ptr_equal(first_responder(s), b);
    assert_ok(tc_scene_push_remote(s, TC_REMOTE_PLAY, 2.0));
    (void)tct_dispatch(s);
    assert_int_equal(tct_count_for(b), 1);
    assert_ok(tc_scene_set_key_window(s, w1));
    assert_ptr_equal(first_responder(s), a);

    /* a2 replaces a in w1 only; b stays w2's */
    assert_ok(tc_view_become_first_responder(a2));
    assert_ptr_equal(first_responder(s), a2);
    assert_ok(tc_view_resign_first_responder(a));  /* not first responder any more: a no-op */
    assert_ptr_equal(first_responder(s), a2);
    assert_ok(tc_view_resign_first_responder(a2));
    assert_null(first_responder(s));                /* a is not restored */
    assert_ok(tc_scene_set_key_window(s, w2));
    assert_ptr_equal(first_responder(s), b);
    assert_ok(tc_scene_destroy(s));
}

/* R4: a window that becomes key while it has no first responder becomes its own first
 * responder when it can: UIKit's -[UIWindow _didBecomeApplicationKeyWindowWithOldApplicationKeyWindow:]
 * calls [window becomeFirstResponder] when the window's firstResponder is nil (iOS 18.2
 * UIKitCore); -[UIWindow becomeFirstResponder] tries the root view controller first, which the
 * engine's controllers never are, then UIView's, which needs canBecomeFirstResponder. Motion
 * then starts at the window itself as its first responder. A window that cannot stays without
 * one; a window that has one keeps it; a window made key again while already key is not asked
 * (UIKit's _makeKeyWindowIgnoringOldKeyWindow: does nothing for the key window). (The engine
 * only moved the key window: b stayed without a first responder.) */
static void test_R4_window_made_key_without_first_responder_becomes_it_when_it_can(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *a = tct_window(s, 0, 0, 100, 100);
    tc_view *b = tct_window(s, 0, 0, 100, 100);
    tc_view *c = tct_window(s, 0, 0, 100, 100);
    tc_view *d = tct_window(s, 0, 0, 100, 100);
    tc_view *fd = tct_view(s, d, 0, 0, 50, 50);
    assert_ptr_equal(key_window(s), a);
    assert_ok(tc_view_set_flag(b, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_set_flag(d, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_set_flag(fd, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_become_first_responder(fd));          /* d's, d not key */

    assert_ok(tc_scene_set_key_window(s, b));
    assert_ptr_equal(first_responder(s), b);                /* the engine: none */
    assert_int_equal(is_fr(b), 1);
    tct_log_reset();
    tct_resp rb = {"b", TC_HANDLED, NULL};
    tct_record_view(b, &rb);
    assert_ok(tc_scene_push_motion(s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 1.0));
    (void)tct_dispatch(s);
    assert_int_equal(tct_count_for(b), 1);

    assert_ok(tc_scene_set_key_window(s, c));               /* cannot: stays without one */
    assert_null(first_responder(s));
    assert_int_equal(is_fr(c), 0);
    assert_int_equal(is_fr(b), 1);     /* b keeps its own, not key */

    assert_ok(tc_scene_set_key_window(s, d));               /* has one: keeps it */
    assert_ptr_equal(first_responder(s), fd);
    assert_int_equal(is_fr(d), 0);

    assert_ok(tc_scene_set_key_window(s, b));
    assert_ok(tc_view_resign_first_responder(b));           /* nothing above a window */
    assert_null(first_responder(s));
    assert_ok(tc_scene_set_key_window(s, b));               /* already key: not asked again */
    assert_null(first_responder(s));
    assert_ok(tc_scene_destroy(s));
}

/* R4: the same when the key window falls back. UIKit's scene evaluation that follows hiding or
 * detaching the key window makes another window key, and the application key window's change
 * reaches the same -[UIWindow _didBecomeApplicationKeyWindowWithOldApplicationKeyWindow:]: the
 * window that becomes key, from the history or found anew, becomes its own first responder when
 * it has none and can. A hidden key window shown again stays key (it did not become key) and is
 * not asked. (The engine moved the key status only: a and c stayed without a first responder.) */
static void test_R4_key_window_fallback_becomes_first_responder_when_it_can(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *a = tct_window(s, 0, 0, 100, 100);
    tc_view *b = tct_window(s, 0, 0, 100, 100);
    tc_view *c = tct_window(s, 0, 0, 100, 100);
    assert_ptr_equal(key_window(s), a);
    assert_ok(tc_view_set_flag(a, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_null(first_responder(s));                        /* a was key before it could */

    /* hidden: a, the newest visible window of the history, becomes key and first responder */
    assert_ok(tc_scene_set_key_window(s, b));
    assert_ok(tc_view_set_flag(b, TC_VIEW_HIDDEN, 1));
    assert_ptr_equal(key_window(s), a);
    assert_ptr_equal(first_responder(s), a);                /* the engine: none */

    /* destroyed: likewise */
    assert_ok(tc_view_resign_first_responder(a));
    assert_null(first_responder(s));
    assert_ok(tc_view_set_flag(b, TC_VIEW_HIDDEN, 0));
    assert_ptr_equal(key_window(s), a);                     /* shown: not key by itself */
    assert_ok(tc_scene_set_key_window(s, b));
    assert_ok(tc_view_destroy(b));
    assert_ptr_equal(key_window(s), a);
    assert_ptr_equal(first_responder(s), a);

    /* no visible window in the history: c, found anew, becomes key and first responder */
    assert_ok(tc_view_set_flag(c, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_set_flag(a, TC_VIEW_HIDDEN, 1));
    assert_ptr_equal(key_window(s), c);
    assert_ptr_equal(first_responder(s), c);
    tct_log_reset();
    tct_resp rc = {"c", TC_HANDLED, NULL};
    tct_record_view(c, &rc);
    assert_ok(tc_scene_push_motion(s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 1.0));
    (void)tct_dispatch(s);
    assert_int_equal(tct_count_for(c), 1);

    /* no key window, then c, of the history, shown: it becomes key anew, and is asked */
    assert_ok(tc_view_resign_first_responder(c));
    assert_ok(tc_view_set_flag(c, TC_VIEW_HIDDEN, 1));      /* none visible: no key window */
    assert_null(key_window(s));
    assert_ok(tc_view_set_flag(c, TC_VIEW_HIDDEN, 0));
    assert_ptr_equal(key_window(s), c);
    assert_ptr_equal(first_responder(s), c);

    /* a hidden window made key is asked too; shown again it stays key and is not asked */
    assert_ok(tc_view_resign_first_responder(c));
    assert_ok(tc_view_set_flag(c, TC_VIEW_HIDDEN, 1));
    assert_null(key_window(s));
    assert_ok(tc_scene_set_key_window(s, c));
    assert_ptr_equal(first_responder(s), c);
    assert_ok(tc_view_resign_first_responder(c));
    assert_ok(tc_view_set_flag(c, TC_VIEW_HIDDEN, 0));
    assert_ptr_equal(key_window(s), c);
    assert_null(first_responder(s));
    assert_ok(tc_view_set_flag(a, TC_VIEW_HIDDEN, 0));
    assert_ptr_equal(key_window(s), c);                     /* a shown: c stays key */
    assert_null(first_responder(s));
    assert_ok(tc_scene_destroy(s));
}

/* R4: hiding the first responder, or an ancestor of it, leaves it first responder, as iOS 18.2
 * UIKitCore's -[UIView setHidden:] does: it sets the layer hidden, suspends motion effects and
 * tells the focus system (_focusEnvironmentWillBecomeInvisible:), and nothing there resigns;
 * -[UIResponder becomeFirstResponder] asks nothing of visibility either, and -[UIWindow
 * sendEvent:] starts a motion event at the window's firstResponder. (Apple's isHidden page says
 * the "next valid key view" becomes first responder; the 18.2 code does not.) A shake still
 * reaches it. This pins the engine's behaviour; it passed before too. */
static void test_R4_hiding_the_first_responder_keeps_its_status(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *p = tct_view(s, w, 0, 0, 200, 200);
    tc_view *f = tct_view(s, p, 0, 0, 50, 50);
    assert_ok(tc_view_set_flag(f, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_become_first_responder(f));
    tct_log_reset();
    tct_resp rf = {"f", TC_HANDLED, NULL};
    tct_record_view(f, &rf);
    assert_ok(tc_view_set_flag(f, TC_VIEW_HIDDEN, 1));
    assert_ptr_equal(first_responder(s), f);
    assert_int_equal(is_fr(f), 1);
    assert_ok(tc_scene_push_motion(s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 1.0));
    (void)tct_dispatch(s);
    assert_int_equal(tct_count_for(f), 1);
    assert_ok(tc_view_set_flag(f, TC_VIEW_HIDDEN, 0));
    assert_ok(tc_view_set_flag(p, TC_VIEW_HIDDEN, 1));     /* an ancestor */
    assert_ptr_equal(first_responder(s), f);
    assert_ok(tc_scene_push_motion(s, TC_MOTION_SHAKE, TC_PHASE_ENDED, 1.5));
    (void)tct_dispatch(s);
    assert_int_equal(tct_count_for(f), 2);
    assert_ok(tc_scene_destroy(s));
}

/* ======================================================================== */
/* 7. S4: directional lock                                                   */
/* ======================================================================== */

/* A 2-D scroll view (content 2000x2000, offset (500, 500), directional lock on) dragged from
 * (0, 0): the pan begins on the first move to (tx, ty) (past the slop), which decides the
 * lock, and the content takes that move's travel beyond the slop (10 pt) along the axes it
 * keeps to (S4: returned in *bx, *by); a second move of (40, 30) more then moves the content
 * (its change returned in *dx, *dy). */
static void locked_drag(double tx, double ty, double *bx, double *by, double *dx, double *dy) {
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *sv = tct_view(s, w, 0, 0, 320, 480);
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    p.content_w = 2000;
    p.content_h = 2000;
    p.directional_lock = 1;
    assert_ok(tc_view_set_scroll(sv, &p));
    assert_ok(tc_view_set_content_offset(sv, 500, 500));
    tc_recognizer *pan = NULL;
    assert_ok(tc_view_scroll_pan(sv, &pan));
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 0, 0, 0.00);
    TGL_PUSH(s, TC_PHASE_MOVED, 1, tx, ty, 0.01);
    (void)tct_dispatch(s);
    assert_int_equal(tgl_state(pan), TC_GESTURE_BEGAN);
    double x0, y0, x, y;
    content_offset(sv, &x0, &y0);
    *bx = x0 - 500;
    *by = y0 - 500;
    TGL_PUSH(s, TC_PHASE_MOVED, 1, tx + 40, ty + 30, 0.02);
    (void)tct_dispatch(s);
    content_offset(sv, &x, &y);
    *dx = x - x0;
    *dy = y - y0;
    assert_ok(tc_scene_destroy(s));
}

/* S4: "with directional_lock a drag that starts within 20° of an axis keeps to it" (UIKit's
 * angle: iOS 18.2's -[UIScrollViewPanGestureRecognizer _centroidMovedTo:…] locks at
 * atan|dy/dx| <= 20° and >= 70°; the engine compares |minor| <= |major|·tan 20°, tan 20° =
 * 0.36397023426620234 correctly rounded). 10° off x: x only; exactly 20° (16, 16·tan 20°,
 * exact: a power of two times it): x only; a hair more: both axes; 25° and 30° (locked by the
 * engine's old 30° rule): both; 45°: both; exactly 70° (20° off y): y only; a hair less than
 * 70°: both. The content follows the finger: the began move's 16 pt along the major axis
 * are 6 past the slop, taken at once along it when it is kept (a minor travel under 10 pt
 * takes nothing), and a move of (40, 30) then takes 40 / 30 pt off the offset. */
static void test_S4_directional_lock_within_20_degrees_of_an_axis(void **state) {
    (void)state;
    const double tan10 = 0.17632698070846498;
    const double tan20 = 0.36397023426620234;
    const double tan25 = 0.46630765815499858;
    const double tan30 = 0.5773502691896257;
    double bx, by, dx, dy;

    locked_drag(16, 16 * tan10, &bx, &by, &dx, &dy);   /* 10° */
    assert_near(bx, -6);
    assert_near(by, 0);
    assert_near(dx, -40);
    assert_near(dy, 0);
    locked_drag(16, 16 * tan20, &bx, &by, &dx, &dy);   /* exactly 20° */
    assert_near(bx, -6);
    assert_near(by, 0);
    assert_near(dx, -40);
    assert_near(dy, 0);
    locked_drag(16, 16 * tan20 + HAIR, &bx, &by, &dx, &dy);   /* a hair past 20° */
    assert_near(bx, -6);
    assert_near(by, 0);
    assert_near(dx, -40);
    assert_near(dy, -30);
    locked_drag(16, 16 * tan25, &bx, &by, &dx, &dy);   /* 25° */
    assert_near(bx, -6);
    assert_near(dx, -40);
    assert_near(dy, -30);
    locked_drag(16, 16 * tan30, &bx, &by, &dx, &dy);   /* 30° */
    assert_near(bx, -6);
    assert_near(dx, -40);
    assert_near(dy, -30);
    locked_drag(16, 16, &bx, &by, &dx, &dy);           /* 45° */
    assert_near(bx, -6);
    assert_near(by, -6);
    assert_near(dx, -40);
    assert_near(dy, -30);
    locked_drag(16 * tan20, 16, &bx, &by, &dx, &dy);   /* exactly 20° off y */
    assert_near(bx, 0);
    assert_near(by, -6);
    assert_near(dx, 0);
    assert_near(dy, -30);
    locked_drag(16 * tan20 + HAIR, 16, &bx, &by, &dx, &dy);   /* a hair past it */
    assert_near(bx, 0);
    assert_near(by, -6);
    assert_near(dx, -40);
    assert_near(dy, -30);
}

/* ======================================================================== */
/* 8. G7: a slider and a pan exactly at 45°                                  */
/* ======================================================================== */

/* A 480x480 window, a full-size view with a pan, a slider 200x40 at (20, 100) in it; one touch
 * from the centre of its thumb (value 0: x 20 + TC_SLIDER_THUMB_SIZE / 2, y 120) moved by
 * (mx, my) in one step (past the slop), the pan still located on the thumb. The pan delays
 * touches began (G4): the slider is not tracking when the pan asks it (a tracking slider vetoes
 * every recognizer), so its direction test decides. */
static tc_scene *slider_and_pan(double mx, double my) {
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 480, 480);
    tc_view *p = tct_view(s, w, 0, 0, 480, 480);
    tc_view *sl = tct_view(s, p, 20, 100, 200, 40);
    assert_ok(tc_view_set_control(sl, TC_CONTROL_SLIDER));
    assert_ok(tc_control_add_target(sl,
                                    TC_CONTROL_EVENT_TOUCH_DOWN | TC_CONTROL_EVENT_TOUCH_UP_INSIDE |
                                        TC_CONTROL_EVENT_TOUCH_CANCEL,
                                    tgl_control_cb, (void *)"sl", NULL));
    tc_recognizer_params pp = tgl_params(TC_RECOGNIZER_PAN);
    pp.delays_touches_began = 1;
    tgl_make(s, p, &pp, "pan");
    const double x = 20 + TC_SLIDER_THUMB_SIZE / 2;
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, x, 120, 0.00);
    TGL_PUSH(s, TC_PHASE_MOVED, 1, x + mx, 120 + my, 0.01);
    TGL_PUSH(s, TC_PHASE_ENDED, 1, x + mx, 120 + my, 0.02);
    (void)tct_dispatch(s);
    return s;
}

/* G7: a slider not tracking vetoes the pans whose translation is more along its track than
 * across it. iOS 18.2's _UISlideriOSVisualElement gestureRecognizerShouldBegin: lets a
 * one-finger pan begin when fabs(x) <= fabs(y) of its translationInView: (`v7 <= fabs(v25)`,
 * v24 and v25 the x and y it returns): a pan exactly at 45° (dx == dy == 8) begins and takes the
 * touch before the slider sees it; a hair more horizontal is vetoed (TC_FAIL_VETOED_BY_VIEW) and
 * the slider gets the touch. (The engine vetoed the tie.) */
static void test_G7_slider_lets_a_pan_exactly_as_horizontal_as_vertical_begin(void **state) {
    (void)state;
    tc_scene *s = slider_and_pan(8, 8);
    TGL_EXPECT("pan:BEGAN", "pan:ENDED");
    assert_ok(tc_scene_destroy(s));
    s = slider_and_pan(-8, -8);
    TGL_EXPECT("pan:BEGAN", "pan:ENDED");
    assert_ok(tc_scene_destroy(s));
    s = slider_and_pan(8 + HAIR, 8);
    TGL_EXPECT("pan:FAILED", "sl:touch-down", "sl:touch-up-inside");
    assert_int_equal(tgl_last("pan", TC_GESTURE_FAILED)->d.failure_reason, TC_FAIL_VETOED_BY_VIEW);
    assert_ok(tc_scene_destroy(s));
    s = slider_and_pan(-8 - HAIR, -8);
    TGL_EXPECT("pan:FAILED", "sl:touch-down", "sl:touch-up-inside");
    assert_ok(tc_scene_destroy(s));
}

/* ======================================================================== */
/* 9. H7: a singular transform in the trace                                  */
/* ======================================================================== */

/* H7: "A view skipped by H1 is entered and exited with no point-inside step; a view with a
 * singular transform likewise" (and, never hit, H3, none of its subviews is searched). For
 * the zero transform and a rank-1 one, a query over the singular view traces: window entered,
 * inside, the view entered and exited with NULL, the window exited with itself. */
static void test_H7_singular_transform_entered_and_exited_without_point_inside(void **state) {
    (void)state;
    const tc_affine singular[] = {{0, 0, 0, 0, 0, 0}, {1, 2, 2, 4, 0, 0}};
    for (size_t i = 0; i < sizeof singular / sizeof singular[0]; i++) {
        tc_scene *s = tct_scene();
        tc_view *w = tct_window(s, 0, 0, 320, 480);
        tc_view *v = tct_view(s, w, 0, 0, 100, 100);
        tct_view(s, v, 0, 0, 100, 100);             /* a child: never searched */
        assert_ok(tc_view_set_transform(v, &singular[i]));
        static tct_trace tr;
        memset(&tr, 0, sizeof tr);
        assert_ok(tc_scene_set_hit_trace_fn(s, tct_trace_cb, &tr));
        assert_ptr_equal(tct_hit(w, 50, 50), w);
        const tct_step expected[] = {
            TCT_ENTER(w), TCT_INSIDE(w, 1), TCT_ENTER(v), TCT_EXIT(v, NULL), TCT_EXIT(w, w),
        };
        tct_trace_expect(&tr, 0, expected, sizeof expected / sizeof expected[0]);
        assert_int_equal(tr.n, sizeof expected / sizeof expected[0]);
        assert_ok(tc_scene_destroy(s));
    }
}

/* ======================================================================== */
/* 10. H6c: a hidden redirect target                                         */
/* ======================================================================== */

/* H6c: "The target is returned as is (its own H1 flags are not consulted)". A view redirecting
 * to a hidden target answers the target, on the fast path and on the traced general path; the
 * same for a target with user interaction off, or alpha 0. The target itself cannot be hit
 * where it is (H1): the flags are in force. */
static void test_H6c_hidden_redirect_target_returned_as_is(void **state) {
    (void)state;
    for (int flag = 0; flag < 3; flag++) {
        tc_scene *s = tct_scene();
        tc_view *w = tct_window(s, 0, 0, 320, 480);
        tc_view *v = tct_view(s, w, 0, 0, 100, 100);
        tc_view *t = tct_view(s, w, 200, 200, 10, 10);
        assert_ok(tc_view_set_hit_redirect(v, t));
        assert_ptr_equal(tct_hit(w, 50, 50), t);
        assert_ptr_equal(tct_hit(w, 205, 205), t);
        if (flag == 0) assert_ok(tc_view_set_flag(t, TC_VIEW_HIDDEN, 1));
        if (flag == 1) assert_ok(tc_view_set_flag(t, TC_VIEW_USER_INTERACTION_ENABLED, 0));
        if (flag == 2) assert_ok(tc_view_set_alpha(t, 0));
        assert_ptr_equal(tct_hit(w, 205, 205), w);  /* not hittable itself */
        assert_ptr_equal(tct_hit(w, 50, 50), t);    /* but returned by the redirect */
        static tct_trace tr;
        memset(&tr, 0, sizeof tr);
        assert_ok(tc_scene_set_hit_trace_fn(s, tct_trace_cb, &tr));
        assert_ptr_equal(tct_hit(w, 50, 50), t);    /* the general path agrees */
        assert_true(tr.n > 0);
        assert_int_equal(tr.s[tr.n - 1].step, TC_TRACE_EXIT);
        assert_ptr_equal(tr.s[tr.n - 1].result, t);
        assert_ok(tc_scene_destroy(s));
    }
}

/* ======================================================================== */
/* 11. G5: more holds than room                                              */
/* ======================================================================== */

/* Three quick taps on a view with a triple-tap recognizer (holding every ended, G5), in a
 * scene allowing `max_touches` live touches. */
static tc_scene *triple_tap(int32_t max_touches) {
    tgl_reset();
    tc_scene *s = tct_scene_max_touches(max_touches);
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 100, 100);
    assert_ok(tc_view_set_flag(v, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    static tgl_view tv = {"v", TC_HANDLED};
    tgl_record_view(v, &tv);
    tc_recognizer_params p = tgl_params(TC_RECOGNIZER_TAP);
    p.taps_required = 3;
    tgl_make(s, v, &p, "triple");
    for (int i = 0; i < 3; i++) {
        TGL_PUSH(s, TC_PHASE_BEGAN, i + 1, 10, 10, 0.1 * i);
        TGL_PUSH(s, TC_PHASE_ENDED, i + 1, 10, 10, 0.1 * i + 0.05);
    }
    (void)tct_dispatch(s);
    assert_ok(tc_scene_advance(s, 2.0));
    return s;
}

/* G5: "If more touches are held than the scene has room for, the oldest hold resolves as if
 * its recognizers had failed (its ended is delivered)". With max_touches 1 the third tap finds
 * no room: the first tap's held ended is delivered (its own timestamp, when the third touch
 * begins, before its began), while the second's hold stays and is cancelled when the triple
 * tap recognizes. With the default room every held ended is cancelled. */
static void test_G5_oldest_hold_resolves_when_holds_overflow(void **state) {
    (void)state;
    tc_scene *s = triple_tap(1);
    assert_int_equal(tgl_count("triple:ENDED"), 1);
    assert_int_equal(tgl_count("v:ended[1]"), 1);
    assert_int_equal(tgl_count("v:cancelled[1]"), 0);
    const tgl_rec *e = tgl_find("v:ended[1]");
    assert_true(e->timestamp == 0.05);              /* T2: when it happened */
    assert_near(e->dispatch_time, 0.2);             /* when the third touch needed room */
    assert_true(tgl_index("v:began[2]") < tgl_index("v:ended[1]"));
    assert_true(tgl_index("v:ended[1]") < tgl_index("v:began[3]"));
    assert_int_equal(tgl_count("v:cancelled[2]"), 1);   /* the newer hold was kept */
    assert_int_equal(tgl_count("v:ended[2]"), 0);
    assert_int_equal(tgl_count("v:cancelled[3]"), 1);
    assert_int_equal(tgl_count("v:ended[3]"), 0);
    assert_ok(tc_scene_destroy(s));

    s = triple_tap(TC_DEFAULT_MAX_TOUCHES);
    assert_int_equal(tgl_count("triple:ENDED"), 1);
    for (int i = 1; i <= 3; i++) {
        char line[32];
        snprintf(line, sizeof line, "v:ended[%d]", i);
        assert_int_equal(tgl_count(line), 0);
        snprintf(line, sizeof line, "v:cancelled[%d]", i);
        assert_int_equal(tgl_count(line), 1);
    }
    assert_ok(tc_scene_destroy(s));
}

/* ======================================================================== */
/* 12. P4: a notch exactly at the end delay                                  */
/* ======================================================================== */

static int32_t wheel(tc_scene *s, double dy, double t) {
    tc_scroll_input in;
    TC_SCROLL_INPUT_INIT(&in);
    in.type = TC_SCROLL_DISCRETE;
    in.dy = dy;
    in.x = 50;
    in.y = 50;
    in.timestamp = t;
    return tc_scene_push_scroll(s, &in);
}

/* P4: a run of notches "ends TC_DISCRETE_SCROLL_END_DELAY after the last", on a timer, and E4
 * fires a timer due at an input's timestamp before the input. A notch exactly the delay after
 * the previous one therefore comes after the end: the first gesture ends at that instant
 * (translation 10) and the notch starts a new one (translation 10 again). A notch a hair
 * sooner continues the gesture (translation 20). */
static void test_P4_E4_notch_exactly_the_end_delay_later_starts_a_new_gesture(void **state) {
    (void)state;
    stage st = stage_new();
    tc_recognizer_params p = tgl_params(TC_RECOGNIZER_PAN);
    p.allowed_scroll_types = TC_SCROLL_DISCRETE;
    tgl_make(st.s, st.v, &p, "pan");

    const double t0 = 0.5, t1 = t0 + TC_DISCRETE_SCROLL_END_DELAY;
    assert_ok(wheel(st.s, 10, t0));
    assert_ok(wheel(st.s, 10, t1));
    assert_ok(tc_scene_advance(st.s, 1.0));
    TGL_EXPECT("pan:BEGAN", "pan:ENDED", "pan:BEGAN", "pan:ENDED");
    assert_near(g_tgl.e[1].d.translation_y, 10);
    assert_true(g_tgl.e[1].d.timestamp == t1);      /* ended at the deadline */
    assert_near(g_tgl.e[2].d.translation_y, 10);    /* a new gesture: the sum starts over */
    assert_true(g_tgl.e[2].d.timestamp == t1);
    assert_true(g_tgl.e[3].d.timestamp == t1 + TC_DISCRETE_SCROLL_END_DELAY);

    tgl_reset();
    const double t2 = 2.0, t3 = t2 + TC_DISCRETE_SCROLL_END_DELAY - HAIR;
    assert_ok(wheel(st.s, 10, t2));
    assert_ok(wheel(st.s, 10, t3));
    assert_ok(tc_scene_advance(st.s, 3.0));
    TGL_EXPECT("pan:BEGAN", "pan:CHANGED", "pan:ENDED");
    assert_near(g_tgl.e[1].d.translation_y, 20);
    assert_near(g_tgl.e[2].d.translation_y, 20);
    assert_true(g_tgl.e[2].d.timestamp == t3 + TC_DISCRETE_SCROLL_END_DELAY);
    stage_done(&st);
}

/* `c_test_boundaries NAME` runs the tests whose name matches NAME (cmocka's filter). */
int main(int argc, char **argv) {
    if (argc > 1) cmocka_set_test_filter(argv[1]);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_G8_tap_movement_exactly_the_allowance_recognizes),
        cmocka_unit_test(test_G8_long_press_movement_exactly_the_allowance_begins),
        cmocka_unit_test(test_G8_pan_slop_exactly_10_does_not_begin),
        cmocka_unit_test(test_G8_pinch_slop_exactly_5_does_not_begin),
        cmocka_unit_test(test_G8_swipe_exactly_the_minimum_distance_recognizes),
        cmocka_unit_test(test_G8_swipe_exactly_30_degrees_off_recognizes),
        cmocka_unit_test(test_G8_edge_pan_exactly_the_edge_region_from_the_edge_begins),
        cmocka_unit_test(test_G8_E4_swipe_sample_exactly_at_the_maximum_duration_times_out),
        cmocka_unit_test(test_T3_second_tap_exactly_tap_radius_away_counts_two),
        cmocka_unit_test(test_T7_T2_held_ended_of_a_removed_view_becomes_cancelled_stamped_at_its_lift),
        cmocka_unit_test(test_T2_T7_G8_cancels_outside_an_event_are_stamped_with_the_touches_last_sample),
        cmocka_unit_test(test_R4_destroyed_key_window_passes_to_the_newest_in_its_history),
        cmocka_unit_test(test_R4_hiding_the_key_window_passes_to_the_newest_visible_in_its_history),
        cmocka_unit_test(test_R4_hidden_key_window_with_no_visible_window_in_its_history),
        cmocka_unit_test(test_R4_clearing_can_become_first_responder_ends_it),
        cmocka_unit_test(test_R4_each_window_keeps_its_own_first_responder),
        cmocka_unit_test(test_R4_window_made_key_without_first_responder_becomes_it_when_it_can),
        cmocka_unit_test(test_R4_key_window_fallback_becomes_first_responder_when_it_can),
        cmocka_unit_test(test_R4_hiding_the_first_responder_keeps_its_status),
        cmocka_unit_test(test_S4_directional_lock_within_20_degrees_of_an_axis),
        cmocka_unit_test(test_G7_slider_lets_a_pan_exactly_as_horizontal_as_vertical_begin),
        cmocka_unit_test(test_H7_singular_transform_entered_and_exited_without_point_inside),
        cmocka_unit_test(test_H6c_hidden_redirect_target_returned_as_is),
        cmocka_unit_test(test_G5_oldest_hold_resolves_when_holds_overflow),
        cmocka_unit_test(test_P4_E4_notch_exactly_the_end_delay_later_starts_a_new_gesture),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

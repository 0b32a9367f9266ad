/*
 * Controls through the public header: rules C1, C2, R3 and G7 (seed 004: a tap
 * on a UIControl; a button inside a view with a tap recognizer). Control
 * events, recognizer actions and responder touches callbacks share one
 * ordered log (tc_gesture_log.h); whole logs are compared.
 */
#include "tc_gesture_log.h"

static int g_unhandled;

static void count_unhandled(const tc_unhandled_info *info, void *ud) {
    (void)info;
    (void)ud;
    g_unhandled++;
}

/* A 480x480 window; a full-size parent view `p` that handles touches (logs
 * "p"); the application logs "app"; a 100x50 control `c` at (100,100) in p
 * with one target for every event (logs `tag`). */
typedef struct cfx {
    tc_scene *s;
    tc_view *win, *p, *c;
    tgl_view prec, apprec;
} cfx;

static void cfx_init(cfx *f, int32_t kind, const char *tag) {
    tgl_reset();
    g_unhandled = 0;
    f->s = tct_scene();
    f->win = tct_window(f->s, 0, 0, 480, 480);
    f->p = tct_view(f->s, f->win, 0, 0, 480, 480);
    f->prec.tag = "p";
    f->prec.ret = TC_HANDLED;
    tgl_record_view(f->p, &f->prec);
    f->apprec.tag = "app";
    f->apprec.ret = TC_PASS;
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = tgl_touches_cb;
    cb.user_data = &f->apprec;
    assert_ok(tc_scene_set_app_responder(f->s, &cb));
    assert_ok(tc_scene_set_unhandled_fn(f->s, count_unhandled, NULL));
    f->c = tct_view(f->s, f->p, 100, 100, 100, 50);
    assert_ok(tc_view_set_control(f->c, kind));
    assert_ok(tc_control_add_target(f->c, TC_CONTROL_EVENT_ALL, tgl_control_cb, (void *)tag, NULL));
}

static void cfx_done(cfx *f) { assert_ok(tc_scene_destroy(f->s)); }

static void tap_at(tc_scene *s, int64_t id, double x, double y, double t) {
    TGL_PUSH(s, TC_PHASE_BEGAN, id, x, y, t);
    TGL_PUSH(s, TC_PHASE_ENDED, id, x, y, t + 0.05);
    (void)tct_dispatch(s);
}

static tc_control_state cstate(tc_view *c) {
    tc_control_state st;
    memset(&st, 0, sizeof st);
    st.size = (uint32_t)sizeof st;
    assert_ok(tc_control_get_state(c, &st));
    return st;
}

/* ======================================================================== */
/* G7 — recognizers and controls (seed 004)                                 */
/* ======================================================================== */

static void test_G7_tap_on_button_beats_button(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_BUTTON, "btn");
    tgl_make_kind(f.s, f.c, TC_RECOGNIZER_TAP, "tap"); /* on the control itself: not vetoed */
    tap_at(f.s, 1, 150, 125, 0.0);
    TGL_EXPECT("btn:touch-down", "tap:ENDED", "btn:touch-cancel");
    tc_control_state st = cstate(f.c);
    assert_int_equal(st.tracking, 0);
    assert_int_equal(st.highlighted, 0);
    assert_int_equal(g_unhandled, 0);
    cfx_done(&f);
}

static void test_G7_button_in_view_with_tap_wins(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_BUTTON, "btn");
    tc_recognizer *tap = tgl_make_kind(f.s, f.p, TC_RECOGNIZER_TAP, "tap");
    tap_at(f.s, 1, 150, 125, 0.0);
    TGL_EXPECT("btn:touch-down", "tap:FAILED", "btn:touch-up-inside", "btn:primary-action");
    const tgl_rec *e = tgl_last("tap", TC_GESTURE_FAILED);
    assert_int_equal(e->d.failure_reason, TC_FAIL_VETOED_BY_VIEW);
    assert_int_equal(tgl_state(tap), TC_GESTURE_POSSIBLE);
    /* outside the button the same tap recognizes on p */
    tgl_reset();
    tap_at(f.s, 2, 400, 400, 1.0);
    TGL_EXPECT("p:began[2]", "tap:ENDED", "p:cancelled[2]");
    cfx_done(&f);
}

/* G7: every button-like kind vetoes an ancestor's single tap. */
static void test_G7_button_like_controls_veto_single_tap(void **state) {
    (void)state;
    static const int32_t kinds[] = {TC_CONTROL_BUTTON, TC_CONTROL_SWITCH, TC_CONTROL_STEPPER,
                                    TC_CONTROL_SEGMENTED, TC_CONTROL_PAGE};
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        cfx f;
        cfx_init(&f, kinds[i], "c");
        tgl_make_kind(f.s, f.p, TC_RECOGNIZER_TAP, "tap");
        tap_at(f.s, 1, 150, 125, 0.0);
        assert_int_equal(tgl_count("tap:FAILED"), 1);
        assert_int_equal(tgl_count("tap:ENDED"), 0);
        /* a segmented control sends no touch events (C1): its tap selects segment 1 */
        if (kinds[i] == TC_CONTROL_SEGMENTED)
            assert_int_equal(tgl_count("c:value-changed"), 1);
        else
            assert_int_equal(tgl_count("c:touch-up-inside"), 1);
        assert_int_equal(tgl_last("tap", TC_GESTURE_FAILED)->d.failure_reason,
                         TC_FAIL_VETOED_BY_VIEW);
        cfx_done(&f);
    }
}

/* G7 (with C1), seed 004 "UIControl and gesture recognition" ("for a custom UIControl, gesture
 * recognition has priority over the control's own handling"; "add a UIControl as a subview of a
 * view that already has a tap recognizer: whatever tap target-actions it has, the superview's
 * gesture fires and the control's handling is interrupted"; only some UIKit controls get the
 * special treatment): a generic control (UIControl's plain kind) inside a view with a tap
 * recognizer does not veto it; the tap recognizes and the control, which had its touch-down,
 * gets touch-cancel and never touch-up-inside; the parent's touches callback is not called (the
 * control consumes its touch, R3). Catches an engine that lets every control kind veto a tap
 * (the button-like rule applied to UIControl itself) or that fires touch-up-inside anyway. */
static void test_G7_generic_control_in_view_with_tap_loses_to_the_tap(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_GENERIC, "ctl");
    tc_recognizer *tap = tgl_make_kind(f.s, f.p, TC_RECOGNIZER_TAP, "tap");
    tap_at(f.s, 1, 150, 125, 0.0);
    TGL_EXPECT("ctl:touch-down", "tap:ENDED", "ctl:touch-cancel");
    assert_ptr_equal(tgl_last("tap", TC_GESTURE_ENDED)->d.view, f.p);
    assert_int_equal(tgl_count("ctl:touch-up-inside"), 0);
    tc_control_state st = cstate(f.c);
    assert_int_equal(st.tracking, 0);
    assert_int_equal(st.highlighted, 0);
    assert_int_equal(tgl_state(tap), TC_GESTURE_POSSIBLE);
    assert_int_equal(g_unhandled, 0);
    cfx_done(&f);
}

/* C1: the window x of a slider's thumb centre, the slider's left edge at `x0`, `w` wide, at
 * `value` in 0..1 (its centre runs over the width less TC_SLIDER_THUMB_SIZE; a touch lands on
 * it within TC_SLIDER_THUMB_HIT_SIZE / 2 of its centre, across the mid y too). */
static double thumb_x(double x0, double w, double value) {
    return x0 + TC_SLIDER_THUMB_SIZE / 2 + value * (w - TC_SLIDER_THUMB_SIZE);
}

/* A 480x480 window and parent `p` (no callbacks) holding a 200x40 slider at (x, y) whose
 * touch-down, touch-up-inside and touch-cancel log as "sl". */
static tc_view *slider_stage(cfx *f, double x, double y) {
    tgl_reset();
    g_unhandled = 0;
    f->s = tct_scene();
    f->win = tct_window(f->s, 0, 0, 480, 480);
    f->p = tct_view(f->s, f->win, 0, 0, 480, 480);
    tc_view *sl = tct_view(f->s, f->p, x, y, 200, 40);
    assert_ok(tc_view_set_control(sl, TC_CONTROL_SLIDER));
    assert_ok(tc_control_add_target(sl,
                                    TC_CONTROL_EVENT_TOUCH_DOWN | TC_CONTROL_EVENT_TOUCH_UP_INSIDE |
                                        TC_CONTROL_EVENT_TOUCH_CANCEL,
                                    tgl_control_cb, (void *)"sl", NULL));
    return sl;
}

/* `delays`: the pan delays touches began (G4), so the slider is not tracking yet when the pan
 * asks it (its began is held back). The touch lands on the thumb's centre (value 0) and the
 * pan, 15 pt on, is still located on the thumb. */
static void slider_pan(int vertical, int delays) {
    cfx f;
    tc_view *sl = slider_stage(&f, 20, 100);
    tc_recognizer_params pp = tgl_params(TC_RECOGNIZER_PAN);
    pp.delays_touches_began = delays;
    tgl_make(f.s, f.p, &pp, "pan");
    double dx = vertical ? 0 : 1, dy = vertical ? 1 : 0, x = thumb_x(20, 200, 0);
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, x, 120, 0.00);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, x + 6 * dx, 120 + 6 * dy, 0.01);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, x + 15 * dx, 120 + 15 * dy, 0.02);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, x + 15 * dx, 120 + 15 * dy, 0.03);
    (void)tct_dispatch(f.s);
    if (vertical && delays) {
        /* across the track, the slider not tracking: not vetoed; the pan takes the touch
         * before the slider ever sees it (G4) */
        TGL_EXPECT("pan:BEGAN", "pan:ENDED");
        assert_int_equal(cstate(sl).tracking, 0);
    } else if (delays) {
        /* along the track: vetoed by its direction; the held began reaches the slider */
        TGL_EXPECT("pan:FAILED", "sl:touch-down", "sl:touch-up-inside");
        assert_int_equal(tgl_last("pan", TC_GESTURE_FAILED)->d.failure_reason,
                         TC_FAIL_VETOED_BY_VIEW);
        assert_string_equal(tgl_last("pan", TC_GESTURE_FAILED)->msg,
                            "a slider vetoes pans parallel to its track");
    } else if (vertical) {
        /* the slider tracks from its touch-down, but a pan across its track is not vetoed: it
         * begins and takes the touch (G3), the slider hears touch-cancel */
        TGL_EXPECT("sl:touch-down", "pan:BEGAN", "sl:touch-cancel", "pan:ENDED");
        assert_int_equal(cstate(sl).tracking, 0);
        assert_near(cstate(sl).value, 0.0);
    } else {
        /* the slider tracks from its touch-down: the pan along its track is vetoed */
        TGL_EXPECT("sl:touch-down", "pan:FAILED", "sl:touch-up-inside");
        assert_int_equal(tgl_last("pan", TC_GESTURE_FAILED)->d.failure_reason,
                         TC_FAIL_VETOED_BY_VIEW);
        assert_string_equal(tgl_last("pan", TC_GESTURE_FAILED)->msg,
                            "a slider vetoes pans parallel to its track");
        /* the thumb followed the touch's travel: 15 pt of the 200 - thumb it runs */
        assert_near(cstate(sl).value, 15.0 / (200.0 - TC_SLIDER_THUMB_SIZE));
    }
    cfx_done(&f);
}

static void test_G7_slider_vetoes_horizontal_pan_of_ancestor(void **state) {
    (void)state;
    slider_pan(0, 0);
    slider_pan(0, 1);
}

/* G7: the direction test is for a slider that is not tracking (here the pan delays the began,
 * G4): a pan across its track begins. */
static void test_G7_slider_not_yet_tracking_does_not_veto_vertical_pan(void **state) {
    (void)state;
    slider_pan(1, 1);
}

/* G7 with G3: the views are asked only about a recognizer that cancels touches in its view
 * (iOS 18.2 UIKitCore: `_gatherViewsToQueryForDelegateCall` gathers no view without
 * cancelsTouchesInView, and `_shouldBegin` then asks the delegate alone). A tap with
 * cancels_touches_in_view 0 over a button (tap-to-dismiss-the-keyboard) recognizes and the
 * button fires too; a tracking slider does not veto it either, and a view's host veto is not
 * called. (The engine asked them: the tap failed, vetoed by the view.) */
static int g_g7_host_asks;

static int32_t g7_host_veto(tc_view *view, tc_recognizer *r, void *ud) {
    (void)view; (void)r; (void)ud;
    g_g7_host_asks++;
    return 0;
}

static void test_G7_views_are_not_asked_about_a_recognizer_that_does_not_cancel_touches(void **state) {
    (void)state;
    tc_recognizer_params p = tgl_params(TC_RECOGNIZER_TAP);
    p.cancels_touches_in_view = 0;
    {
        cfx f;
        cfx_init(&f, TC_CONTROL_BUTTON, "btn");
        tgl_make(f.s, f.p, &p, "tap");
        tap_at(f.s, 1, 150, 125, 0.0);
        TGL_EXPECT("btn:touch-down", "tap:ENDED", "btn:touch-up-inside", "btn:primary-action");
        cfx_done(&f);
    }
    {
        cfx f;
        slider_stage(&f, 20, 100);
        tgl_make(f.s, f.p, &p, "tap");
        tap_at(f.s, 1, 50, 120, 0.0);
        TGL_EXPECT("sl:touch-down", "tap:ENDED", "sl:touch-up-inside");
        cfx_done(&f);
    }
    {
        /* a pan along a slider's track from its thumb, not cancelling touches: not vetoed
         * either; the slider keeps its touch */
        cfx f;
        slider_stage(&f, 20, 100);
        tc_recognizer_params pp = tgl_params(TC_RECOGNIZER_PAN);
        pp.cancels_touches_in_view = 0;
        tgl_make(f.s, f.p, &pp, "pan");
        double x = thumb_x(20, 200, 0);
        TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, x, 120, 0.00);
        TGL_PUSH(f.s, TC_PHASE_MOVED, 1, x + 15, 120, 0.01);
        TGL_PUSH(f.s, TC_PHASE_ENDED, 1, x + 15, 120, 0.02);
        (void)tct_dispatch(f.s);
        TGL_EXPECT("sl:touch-down", "pan:BEGAN", "pan:ENDED", "sl:touch-up-inside");
        cfx_done(&f);
    }
    {
        cfx f;
        cfx_init(&f, TC_CONTROL_BUTTON, "btn");
        tc_view *plain = tct_view(f.s, f.p, 300, 300, 100, 100);
        g_g7_host_asks = 0;
        assert_ok(tc_view_set_gesture_should_begin_fn(plain, g7_host_veto, NULL));
        tc_recognizer *tap = tgl_make(f.s, f.p, &p, "tap");
        tap_at(f.s, 1, 350, 350, 0.0);
        assert_int_equal(g_g7_host_asks, 0);
        assert_int_equal(tgl_count("tap:ENDED"), 1);
        /* a tap cancelling touches in its view is asked, and vetoed */
        assert_ok(tc_recognizer_destroy(tap));
        tc_recognizer_params q = tgl_params(TC_RECOGNIZER_TAP);
        tgl_make(f.s, f.p, &q, "tap2");
        tap_at(f.s, 2, 350, 350, 1.0);
        assert_int_equal(g_g7_host_asks, 1);
        assert_int_equal(tgl_last("tap2", TC_GESTURE_FAILED)->d.failure_reason, TC_FAIL_VETOED_BY_VIEW);
        cfx_done(&f);
    }
}

/* G7 (the spec's rule: "a slider vetoes swipes and pans parallel to its track"; "a recognizer
 * attached to the control itself is not vetoed and wins over the control's own tracking", seed
 * 004): a slider tracking a touch that landed on its thumb (C1) vetoes nothing else on that
 * touch — an ancestor's pan across its track begins, and an ancestor's tap and a tap attached
 * to the slider recognize; the recognizer takes the touch (G3) and the slider hears
 * touch-cancel, its value unchanged. (The engine, as iOS 18.2's _UISlideriOSVisualElement
 * gestureRecognizerShouldBegin:, vetoed every recognizer while the slider tracked: the slider
 * sent touch-up-inside and the recognizers failed.) */
static void test_G7_tracking_slider_vetoes_only_pans_and_swipes_along_its_track(void **state) {
    (void)state;
    slider_pan(1, 0);
    for (int own = 0; own < 2; own++) {
        cfx f;
        tc_view *sl = slider_stage(&f, 20, 100);
        tgl_make_kind(f.s, own ? sl : f.p, TC_RECOGNIZER_TAP, "tap");
        tap_at(f.s, 1, thumb_x(20, 200, 0) + 10, 120, 0.0);  /* on the thumb, off its centre */
        TGL_EXPECT("sl:touch-down", "tap:ENDED", "sl:touch-cancel");
        tc_control_state st = cstate(sl);
        assert_int_equal(st.tracking, 0);
        assert_int_equal(st.highlighted, 0);
        assert_near(st.value, 0.0);
        cfx_done(&f);
    }
}

/* G7 (the spec's rule: a recognizer attached to the control itself is not vetoed, of any kind):
 * a pan attached to a slider, dragged along the track from the thumb, begins — the slider
 * tracks the touch from its touch-down and hears touch-cancel when the pan takes it (G3) — and
 * so does one across the track; a pan attached to a segmented control begins while the control
 * tracks, horizontal or vertical, and the control selects nothing. (The engine vetoed them: a tracking slider every recognizer,
 * its own too, and a segmented control its own one-finger pans while it tracked.) */
static void test_G7_a_controls_own_pan_is_not_vetoed(void **state) {
    (void)state;
    for (int vertical = 0; vertical < 2; vertical++) {
        cfx f;
        tc_view *sl = slider_stage(&f, 20, 100);
        tgl_make_kind(f.s, sl, TC_RECOGNIZER_PAN, "pan");
        double dx = vertical ? 0 : 1, dy = vertical ? 1 : 0, x = thumb_x(20, 200, 0);
        TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, x, 120, 0.00);
        TGL_PUSH(f.s, TC_PHASE_MOVED, 1, x + 6 * dx, 120 + 6 * dy, 0.01);
        TGL_PUSH(f.s, TC_PHASE_MOVED, 1, x + 15 * dx, 120 + 15 * dy, 0.02);
        TGL_PUSH(f.s, TC_PHASE_ENDED, 1, x + 15 * dx, 120 + 15 * dy, 0.03);
        (void)tct_dispatch(f.s);
        TGL_EXPECT("sl:touch-down", "pan:BEGAN", "sl:touch-cancel", "pan:ENDED");
        assert_int_equal(cstate(sl).tracking, 0);
        cfx_done(&f);
    }
    for (int vertical = 0; vertical < 2; vertical++) {
        tgl_reset();
        tc_scene *s = tct_scene();
        tc_view *win = tct_window(s, 0, 0, 480, 480);
        tc_view *seg = tct_view(s, win, 100, 100, 200, 40);
        assert_ok(tc_view_set_control(seg, TC_CONTROL_SEGMENTED));
        assert_ok(tc_control_add_target(seg, TC_CONTROL_EVENT_ALL, tgl_control_cb, (void *)"seg", NULL));
        tgl_make_kind(s, seg, TC_RECOGNIZER_PAN, "pan");
        double dx = vertical ? 0 : 1, dy = vertical ? 1 : 0;
        TGL_PUSH(s, TC_PHASE_BEGAN, 1, 150, 120, 0.00);
        TGL_PUSH(s, TC_PHASE_MOVED, 1, 150 + 6 * dx, 120 + 6 * dy, 0.01);
        TGL_PUSH(s, TC_PHASE_MOVED, 1, 150 + 15 * dx, 120 + 15 * dy, 0.02);
        TGL_PUSH(s, TC_PHASE_ENDED, 1, 150 + 15 * dx, 120 + 15 * dy, 0.03);
        (void)tct_dispatch(s);
        assert_int_equal(tgl_count("pan:BEGAN"), 1);
        assert_int_equal(tgl_count("pan:FAILED"), 0);
        assert_int_equal(tgl_count("seg:value-changed"), 0);   /* its touch was taken (G3) */
        assert_int_equal(cstate(seg).tracking, 0);
        assert_ok(tc_scene_destroy(s));
    }
}

/* G7 (UIKit's _shouldBegin asks every view _gatherViewsToQueryForDelegateCall gathers: the
 * view each of the recognizer's touches was hit-tested to, its own view included, each once):
 * a view's host callback is asked about the view's own recognizers — a plain view answering 0
 * vetoes its own tap (the common override of gestureRecognizerShouldBegin: filtering the
 * view's own pan); it is asked once per try, with that recognizer, even for two touches on it;
 * a view the touch did not land on (the tap's view, over a subview that was hit) is not asked.
 * A control's callback is asked about its own recognizers too, while its kind rules still veto
 * nothing of them: a slider's own pan along its track begins when the callback answers 1 and
 * is vetoed when it answers 0; a button's own single tap likewise. A recognizer with
 * cancels_touches_in_view 0 is asked about by no view, its own included. (The engine never
 * asked the recognizer's own view: the vetoing callbacks went unasked and the gestures
 * recognized.) */
static int g_g7_own_asks, g_g7_own_answer;
static tc_view *g_g7_own_view;
static tc_recognizer *g_g7_own_rec;

static int32_t g7_own_veto(tc_view *view, tc_recognizer *r, void *ud) {
    (void)ud;
    g_g7_own_asks++;
    g_g7_own_view = view;
    g_g7_own_rec = r;
    return g_g7_own_answer;
}

static void g7_own_reset(int answer) {
    g_g7_own_asks = 0;
    g_g7_own_answer = answer;
    g_g7_own_view = NULL;
    g_g7_own_rec = NULL;
}

/* G7: the own view's callback is asked about a touch on it that lifted before the first try
 * (a two-finger tap lifted in turn), as when both lift together: its veto fails the tap. */
static int g7_lifted_asks = 0;
static int32_t g7_lifted_veto(tc_view *v, tc_recognizer *r, void *ud) {
    (void)v; (void)r; (void)ud;
    g7_lifted_asks++;
    return 0;
}

static void test_G7_own_views_callback_is_asked_about_a_touch_that_lifted_first(void **state) {
    (void)state;
    for (int together = 0; together < 2; together++) {
        tgl_reset();
        g7_lifted_asks = 0;
        tc_scene *s = tct_scene();
        tc_view *win = tct_window(s, 0, 0, 480, 480);
        tc_view *v = tct_view(s, win, 0, 0, 300, 300);
        (void)tct_view(s, v, 0, 0, 50, 50);
        assert_ok(tc_view_set_gesture_should_begin_fn(v, g7_lifted_veto, NULL));
        tc_recognizer_params p2 = tgl_params(TC_RECOGNIZER_TAP);
        p2.touches_required = 2;
        tgl_make(s, v, &p2, "tap2");
        /* finger 1 on the view itself, finger 2 on its subview */
        TGL_PUSH(s, TC_PHASE_BEGAN, 1, 200, 200, 1.00);
        TGL_PUSH(s, TC_PHASE_BEGAN, 2, 20, 20, 1.00);
        (void)tct_dispatch(s);
        if (together) {
            TGL_PUSH(s, TC_PHASE_ENDED, 1, 200, 200, 1.05);
            TGL_PUSH(s, TC_PHASE_ENDED, 2, 20, 20, 1.05);
            (void)tct_dispatch(s);
        } else {
            TGL_PUSH(s, TC_PHASE_ENDED, 1, 200, 200, 1.03);
            (void)tct_dispatch(s);
            TGL_PUSH(s, TC_PHASE_ENDED, 2, 20, 20, 1.05);
            (void)tct_dispatch(s);
        }
        assert_int_equal(g7_lifted_asks, 1);
        assert_int_equal(tgl_count("tap2:ENDED"), 0);
        tc_scene_destroy(s);
    }
}

static void test_G7_a_views_callback_vetoes_its_own_recognizer(void **state) {
    (void)state;
    for (int answer = 0; answer < 2; answer++) {
        /* a plain view and its own tap */
        tgl_reset();
        tc_scene *s = tct_scene();
        tc_view *win = tct_window(s, 0, 0, 480, 480);
        tc_view *v = tct_view(s, win, 0, 0, 300, 300);
        assert_ok(tc_view_set_gesture_should_begin_fn(v, g7_own_veto, NULL));
        tc_recognizer *tap = tgl_make_kind(s, v, TC_RECOGNIZER_TAP, "tap");
        g7_own_reset(answer);
        tap_at(s, 1, 100, 100, 0.0);
        assert_int_equal(g_g7_own_asks, 1);
        assert_ptr_equal(g_g7_own_view, v);
        assert_ptr_equal(g_g7_own_rec, tap);
        if (answer) {
            assert_int_equal(tgl_count("tap:ENDED"), 1);
        } else {
            assert_int_equal(tgl_count("tap:ENDED"), 0);
            assert_int_equal(tgl_last("tap", TC_GESTURE_FAILED)->d.failure_reason, TC_FAIL_VETOED_BY_VIEW);
        }
        /* a two-finger tap with both touches on the view: the view is asked once */
        assert_ok(tc_recognizer_destroy(tap));
        assert_ok(tc_view_set_flag(v, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
        tc_recognizer_params p2 = tgl_params(TC_RECOGNIZER_TAP);
        p2.touches_required = 2;
        tc_recognizer *tap2 = tgl_make(s, v, &p2, "tap2");
        g7_own_reset(answer);
        TGL_PUSH(s, TC_PHASE_BEGAN, 2, 100, 100, 1.00);
        TGL_PUSH(s, TC_PHASE_BEGAN, 3, 150, 100, 1.00);
        TGL_PUSH(s, TC_PHASE_ENDED, 2, 100, 100, 1.05);
        TGL_PUSH(s, TC_PHASE_ENDED, 3, 150, 100, 1.05);
        (void)tct_dispatch(s);
        assert_int_equal(g_g7_own_asks, 1);
        assert_ptr_equal(g_g7_own_rec, tap2);
        assert_int_equal(tgl_count("tap2:ENDED"), answer);
        if (!answer) assert_int_equal(tgl_last("tap2", TC_GESTURE_FAILED)->d.failure_reason, TC_FAIL_VETOED_BY_VIEW);
        /* the touch lands on a subview: the hit-test view is asked, not the tap's own view */
        tc_view *sub = tct_view(s, v, 0, 0, 50, 50);
        g7_own_reset(answer);
        tgl_reset();
        TGL_PUSH(s, TC_PHASE_BEGAN, 4, 20, 20, 2.00);
        TGL_PUSH(s, TC_PHASE_BEGAN, 5, 30, 30, 2.00);
        TGL_PUSH(s, TC_PHASE_ENDED, 4, 20, 20, 2.05);
        TGL_PUSH(s, TC_PHASE_ENDED, 5, 30, 30, 2.05);
        (void)tct_dispatch(s);
        (void)sub;
        assert_int_equal(g_g7_own_asks, 0);
        assert_int_equal(tgl_count("tap2:ENDED"), 1);
        /* not cancelling touches in its view: its own view is not asked either */
        assert_ok(tc_recognizer_destroy(tap2));
        tc_recognizer_params p3 = tgl_params(TC_RECOGNIZER_TAP);
        p3.cancels_touches_in_view = 0;
        tgl_make(s, v, &p3, "tap3");
        g7_own_reset(answer);
        tap_at(s, 6, 200, 200, 3.0);
        assert_int_equal(g_g7_own_asks, 0);
        assert_int_equal(tgl_count("tap3:ENDED"), 1);
        assert_ok(tc_scene_destroy(s));
    }
    for (int answer = 0; answer < 2; answer++) {
        /* a slider's own pan along its track: its kind rules do not veto it, its callback does */
        cfx f;
        tc_view *sl = slider_stage(&f, 20, 100);
        assert_ok(tc_view_set_gesture_should_begin_fn(sl, g7_own_veto, NULL));
        tc_recognizer *pan = tgl_make_kind(f.s, sl, TC_RECOGNIZER_PAN, "pan");
        g7_own_reset(answer);
        double x = thumb_x(20, 200, 0);
        TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, x, 120, 0.00);
        TGL_PUSH(f.s, TC_PHASE_MOVED, 1, x + 6, 120, 0.01);
        TGL_PUSH(f.s, TC_PHASE_MOVED, 1, x + 15, 120, 0.02);
        TGL_PUSH(f.s, TC_PHASE_ENDED, 1, x + 15, 120, 0.03);
        (void)tct_dispatch(f.s);
        assert_int_equal(g_g7_own_asks, 1);
        assert_ptr_equal(g_g7_own_view, sl);
        assert_ptr_equal(g_g7_own_rec, pan);
        if (answer) {
            TGL_EXPECT("sl:touch-down", "pan:BEGAN", "sl:touch-cancel", "pan:ENDED");
        } else {
            TGL_EXPECT("sl:touch-down", "pan:FAILED", "sl:touch-up-inside");
            assert_int_equal(tgl_last("pan", TC_GESTURE_FAILED)->d.failure_reason, TC_FAIL_VETOED_BY_VIEW);
            assert_string_equal(tgl_last("pan", TC_GESTURE_FAILED)->msg,
                                "the view's gesture-should-begin callback returned false");
        }
        cfx_done(&f);
    }
    for (int answer = 0; answer < 2; answer++) {
        /* a button's own single tap (the kind an ancestor's would be vetoed by) */
        cfx f;
        cfx_init(&f, TC_CONTROL_BUTTON, "btn");
        assert_ok(tc_view_set_gesture_should_begin_fn(f.c, g7_own_veto, NULL));
        tgl_make_kind(f.s, f.c, TC_RECOGNIZER_TAP, "tap");
        g7_own_reset(answer);
        tap_at(f.s, 1, 150, 125, 0.0);
        assert_int_equal(g_g7_own_asks, 1);
        if (answer) TGL_EXPECT("btn:touch-down", "tap:ENDED", "btn:touch-cancel");
        else TGL_EXPECT("btn:touch-down", "tap:FAILED", "btn:touch-up-inside", "btn:primary-action");
        cfx_done(&f);
    }
}

/* G7 with Apple's "in a direction parallel to the slider": a slider turned a quarter turn on
 * screen keeps the pans and swipes along its track — now vertical in the window — and lets
 * those across it go (it used the window's x axis: the other way round). */
static void rotated_slider(int along, int swipe) {
    cfx f;
    tc_view *sl = slider_stage(&f, 100, 100);   /* centre (200, 120) */
    tc_affine quarter = {0, 1, -1, 0, 0, 0};
    assert_ok(tc_view_set_transform(sl, &quarter));
    /* the thumb in the middle: the touch below lands on it (20 pt from its centre, along the
     * track) and the gesture is located on it when it asks (G7: off the thumb, no veto) */
    assert_ok(tc_control_set_value(sl, 0.5));
    /* the recognizer delays touches began (G4): the slider is not tracking when it is asked
     * (its direction decides either way) */
    tc_recognizer_params p = tgl_params(swipe ? TC_RECOGNIZER_SWIPE : TC_RECOGNIZER_PAN);
    p.delays_touches_began = 1;
    if (swipe) p.direction = along ? TC_SWIPE_DOWN : TC_SWIPE_RIGHT;
    tgl_make(f.s, f.p, &p, "g");
    double dx = along ? 0 : 1, dy = along ? 1 : 0;
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 200, 100, 0.00);
    for (int k = 1; k <= 4; k++) TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 200 + 15 * k * dx, 100 + 15 * k * dy, 0.01 * k);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 200 + 60 * dx, 100 + 60 * dy, 0.05);
    (void)tct_dispatch(f.s);
    if (along) {
        assert_int_equal(tgl_last("g", TC_GESTURE_FAILED)->d.failure_reason, TC_FAIL_VETOED_BY_VIEW);
        assert_int_equal(cstate(sl).tracking, 0);
        assert_int_equal(tgl_count("sl:touch-up-inside"), 1);
    } else {
        /* the gesture took the touch before the slider saw it */
        assert_int_equal(tgl_count("g:FAILED"), 0);
        assert_int_equal(tgl_count("sl:touch-down"), 0);
        assert_int_equal(tgl_count("sl:touch-up-inside"), 0);
    }
    cfx_done(&f);
}

static void test_G7_rotated_slider_keeps_gestures_along_its_track(void **state) {
    (void)state;
    for (int swipe = 0; swipe < 2; swipe++) {
        rotated_slider(1, swipe);
        rotated_slider(0, swipe);
    }
}

/* C1: where the control is hit counts as inside (UIKit's isTouchInside is pointMostlyInside:
 * the bounds grown by the margin, or point-inside), and a touch-down is inside and highlighted
 * (UIKit's touchesBegan). With no margin and a hit area grown 40 pt, a touch landing in the
 * hit area left of the bounds is inside, moves inside it stay inside, and leaving the hit area
 * exits. (The engine measured the tracking area alone: the touch began outside, unhighlighted,
 * and a move within the hit area exited.) */
static void test_C1_the_hit_area_counts_as_inside_and_a_touch_down_is_inside(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_BUTTON, "b");
    assert_ok(tc_control_set_tracking_margin(f.c, 0));
    assert_ok(tc_view_set_hit_insets(f.c, -40, -40, -40, -40));
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 80, 125, 0.00);     /* in the hit area, left of the bounds */
    (void)tct_dispatch(f.s);
    tc_control_state st = cstate(f.c);
    assert_int_equal(st.highlighted, 1);
    assert_int_equal(st.touch_inside, 1);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 120, 125, 0.02);    /* in the bounds */
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 80, 125, 0.04);     /* back in the hit area: inside */
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 50, 125, 0.06);     /* out of the hit area */
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 50, 125, 0.08);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("b:touch-down", "b:drag-inside", "b:drag-inside", "b:drag-exit", "b:drag-outside",
               "b:touch-up-outside");
    cfx_done(&f);
}

/* C1: a lift that crosses the edge enters or exits before its touch-up (UIKit's touchesEnded),
 * and the touch is not inside once the control is done with it. */
static void test_C1_a_lift_across_the_edge_exits_first_and_leaves_no_touch_inside(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_BUTTON, "btn");
    assert_ok(tc_control_set_tracking_margin(f.c, 0));
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 150, 125, 0.00);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 250, 125, 0.05);    /* lifted 50 pt right of the button */
    (void)tct_dispatch(f.s);
    TGL_EXPECT("btn:touch-down", "btn:drag-exit", "btn:touch-up-outside");
    tgl_reset();
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 2, 150, 125, 1.00);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 2, 250, 125, 1.05);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 2, 160, 125, 1.10);    /* lifted back inside */
    (void)tct_dispatch(f.s);
    TGL_EXPECT("btn:touch-down", "btn:drag-exit", "btn:drag-outside", "btn:drag-enter",
               "btn:touch-up-inside", "btn:primary-action");
    tc_control_state st = cstate(f.c);
    assert_int_equal(st.tracking, 0);
    assert_int_equal(st.touch_inside, 0);
    cfx_done(&f);
}

static void test_G7_switch_vetoes_pan_on_its_knob(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_SWITCH, "sw"); /* off: the knob rests on the left half */
    tgl_make_kind(f.s, f.p, TC_RECOGNIZER_PAN, "pan");
    /* on the knob (left half: x 110 in 100..200) */
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 110, 125, 0.00);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 130, 125, 0.01);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 130, 125, 0.02);
    (void)tct_dispatch(f.s);
    /* C1: the switch sends no touch-down or drag event; 20 pt is no drag (more than 25 pt
     * is): a tap, so value-changed, primary-action, then touch-up-inside */
    TGL_EXPECT("pan:FAILED", "sw:value-changed", "sw:primary-action", "sw:touch-up-inside");
    assert_int_equal(tgl_last("pan", TC_GESTURE_FAILED)->d.failure_reason, TC_FAIL_VETOED_BY_VIEW);
    cfx_done(&f);

    cfx_init(&f, TC_CONTROL_SWITCH, "sw");
    tgl_make_kind(f.s, f.p, TC_RECOGNIZER_PAN, "pan");
    /* off the knob (right half) */
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 180, 125, 0.00);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 160, 125, 0.01);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 160, 125, 0.02);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("pan:BEGAN", "pan:ENDED");   /* C1: a switch sends no touch-cancel */
    assert_near(cstate(f.c).value, 0.0);
    cfx_done(&f);
}

/* ======================================================================== */
/* C1 — control events                                                      */
/* ======================================================================== */

static void test_C1_drag_out_past_margin_ends_touch_up_outside(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_BUTTON, "btn");
    /* tracking area: bounds (0,0,100,50) grown by 70 pt = x -70..170 in the
     * button, i.e. window x 30..270 */
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 150, 125, 0.00);
    (void)tct_dispatch(f.s);
    tc_control_state st = cstate(f.c);
    assert_int_equal(st.tracking, 1);
    assert_int_equal(st.highlighted, 1);
    assert_int_equal(st.touch_inside, 1);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 160, 125, 0.01); /* inside the bounds */
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 265, 125, 0.02); /* outside the bounds, inside the margin */
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 280, 125, 0.03); /* past the margin */
    (void)tct_dispatch(f.s);
    st = cstate(f.c);
    assert_int_equal(st.tracking, 1);
    assert_int_equal(st.highlighted, 0);
    assert_int_equal(st.touch_inside, 0);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 300, 125, 0.04);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 250, 125, 0.05); /* back in */
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 255, 125, 0.06);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 400, 125, 0.07); /* out again */
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 400, 125, 0.08);
    (void)tct_dispatch(f.s);
    /* crossing the edge: drag-exit (drag-enter), then drag-outside (drag-inside) as at every
     * move (UIKit's touchesMoved) */
    TGL_EXPECT("btn:touch-down", "btn:drag-inside", "btn:drag-inside", "btn:drag-exit",
               "btn:drag-outside", "btn:drag-outside", "btn:drag-enter", "btn:drag-inside",
               "btn:drag-inside", "btn:drag-exit", "btn:drag-outside", "btn:touch-up-outside");
    st = cstate(f.c);
    assert_int_equal(st.tracking, 0);
    assert_int_equal(st.highlighted, 0);
    assert_int_equal(g_unhandled, 0);
    cfx_done(&f);
}

static void test_C1_tracking_margin_is_settable(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_BUTTON, "btn");
    assert_near(cstate(f.c).tracking_margin, TC_DEFAULT_CONTROL_MARGIN);
    assert_int_equal(tc_control_set_tracking_margin(f.c, -1.0), TC_ERR_INVALID_ARGUMENT);
    assert_int_equal(tc_control_set_tracking_margin(f.c, NAN), TC_ERR_NOT_FINITE);
    assert_ok(tc_control_set_tracking_margin(f.c, 0.0));
    assert_near(cstate(f.c).tracking_margin, 0.0);
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 150, 125, 0.00);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 205, 125, 0.01); /* just past the bounds */
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 205, 125, 0.02);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("btn:touch-down", "btn:drag-exit", "btn:drag-outside", "btn:touch-up-outside");
    cfx_done(&f);
}

static void test_C1_touch_down_repeat_on_second_quick_tap(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_BUTTON, "btn");
    tap_at(f.s, 1, 150, 125, 0.00);
    tap_at(f.s, 2, 152, 126, 0.20); /* 0.15 s after the lift, 2 pt away: tap count 2 */
    TGL_EXPECT("btn:touch-down", "btn:touch-up-inside", "btn:primary-action", "btn:touch-down",
               "btn:touch-down-repeat", "btn:touch-up-inside", "btn:primary-action");
    /* a slow third tap is a fresh first tap */
    tgl_reset();
    tap_at(f.s, 3, 150, 125, 2.0);
    TGL_EXPECT("btn:touch-down", "btn:touch-up-inside", "btn:primary-action");
    cfx_done(&f);
}

static void test_C1_switch_toggles_value(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_SWITCH, "sw");
    assert_near(cstate(f.c).value, 0.0);
    tap_at(f.s, 1, 150, 125, 0.0);
    TGL_EXPECT("sw:value-changed", "sw:primary-action", "sw:touch-up-inside");
    assert_near(cstate(f.c).value, 1.0);
    tgl_reset();
    tap_at(f.s, 2, 150, 125, 1.0);
    TGL_EXPECT("sw:value-changed", "sw:primary-action", "sw:touch-up-inside");
    assert_near(cstate(f.c).value, 0.0);
    /* set_value clamps to 0..1 and sends nothing */
    tgl_reset();
    assert_ok(tc_control_set_value(f.c, 5.0));
    assert_near(cstate(f.c).value, 1.0);
    TGL_EXPECT_EMPTY();
    /* a press that slides out of the tracking area toggles too (UIKit applies the long
     * press's pending toggle once it is outside), without touch-up-outside or -inside */
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 3, 150, 125, 2.0);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 3, 460, 460, 2.1);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 3, 460, 460, 2.2);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("sw:value-changed", "sw:primary-action");
    assert_near(cstate(f.c).value, 0.0);
    cfx_done(&f);
}

/* C1 switch (iOS 18.2 UISwitchModernVisualElement: its own "UISwitch-longPress" and
 * "UISwitch-pan" recognizers drive it, not UIControl tracking): no touch-down, drag-enter/exit/
 * inside/outside or touch-up-outside event, whatever the touch does. A press that slides out of
 * the tracking area without a 25 pt drag and lifts there toggles (the long press's changed
 * outside applies its pending toggle; the end sends the actions): value-changed and
 * primary-action, no touch-up. Held, the switch reads tracking, and highlighted with the touch
 * inside while it is inside; once lifted, none of them. */
static void test_C1_switch_sends_no_touch_down_drag_or_touch_up_outside(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_SWITCH, "sw");   /* 100..200 x 100..150, margin 70 */
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 150, 125, 0.0);
    (void)tct_dispatch(f.s);
    tc_control_state st = cstate(f.c);
    assert_int_equal(st.tracking, 1);
    assert_int_equal(st.highlighted, 1);
    assert_int_equal(st.touch_inside, 1);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 150, 135, 0.1);   /* inside, 10 pt down */
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 150, 300, 0.2);   /* out past the margin */
    (void)tct_dispatch(f.s);
    st = cstate(f.c);
    assert_int_equal(st.tracking, 1);
    assert_int_equal(st.highlighted, 0);
    assert_int_equal(st.touch_inside, 0);
    assert_near(st.value, 0.0);                        /* committed only at the lift */
    TGL_EXPECT_EMPTY();
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 150, 300, 0.3);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("sw:value-changed", "sw:primary-action");
    st = cstate(f.c);
    assert_near(st.value, 1.0);
    assert_int_equal(st.tracking, 0);
    assert_int_equal(st.highlighted, 0);
    assert_int_equal(st.touch_inside, 0);
    cfx_done(&f);
}

/* C1 switch tap (UISwitchModernVisualElement `_handleLongPressWithGestureLocationInBounds:
 * gestureState:`: the long press ends inside with its own toggle pending): value-changed and
 * primary-action (`visualElement:transitionedToOn:`), and only then touch-up-inside
 * (`visualElementHadTouchUpInside:`). Horizontal travel of up to 25 pt is still a tap. */
static void test_C1_switch_tap_sends_value_changed_primary_action_then_touch_up_inside(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_SWITCH, "sw");
    tap_at(f.s, 1, 150, 125, 0.0);
    TGL_EXPECT("sw:value-changed", "sw:primary-action", "sw:touch-up-inside");
    assert_near(cstate(f.c).value, 1.0);
    tgl_reset();
    /* on: exactly 25 pt toward off is not more than 25 pt: a tap */
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 2, 180, 125, 1.0);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 2, 155, 125, 1.1);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 2, 155, 125, 1.2);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("sw:value-changed", "sw:primary-action", "sw:touch-up-inside");
    assert_near(cstate(f.c).value, 0.0);
    cfx_done(&f);
}

/* C1 switch drag (UISwitchMVEGestureTrackingSession: more than naturalLayoutDirection * 25 pt
 * toward the other side makes it pending for the pan; the lift commits it wherever it lifts):
 * value-changed and primary-action when the value changes, never a touch-up event. */
static void test_C1_switch_drag_past_25_pt_sets_the_side_at_the_lift_wherever_it_lifts(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_SWITCH, "sw");
    /* off, 30 pt right, lifted inside: on, no touch-up-inside */
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 110, 125, 0.0);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 140, 125, 0.1);
    (void)tct_dispatch(f.s);
    assert_near(cstate(f.c).value, 0.0);   /* not committed before the lift */
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 140, 125, 0.2);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("sw:value-changed", "sw:primary-action");
    assert_near(cstate(f.c).value, 1.0);
    /* on, 30 pt left, then out past the margin and lifted there: off, no touch-up event */
    tgl_reset();
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 2, 180, 125, 1.0);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 2, 150, 125, 1.1);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 2, 150, 400, 1.2);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 2, 150, 400, 1.3);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("sw:value-changed", "sw:primary-action");
    assert_near(cstate(f.c).value, 0.0);
    /* off, 30 pt right and 30 pt back: the knob went on and off again; the value did not
     * change, so no event at all (and no touch-up-inside: not a tap) */
    tgl_reset();
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 3, 110, 125, 2.0);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 3, 140, 125, 2.1);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 3, 110, 125, 2.2);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 3, 110, 125, 2.3);
    (void)tct_dispatch(f.s);
    TGL_EXPECT_EMPTY();
    assert_near(cstate(f.c).value, 0.0);
    cfx_done(&f);
}

/* C1 switch cancelled (a recognizer took its touch): no event (no touch-cancel, no
 * value-changed) and the value unchanged, also after a drag had moved its knob. */
static void test_C1_switch_cancelled_touch_sends_nothing_and_keeps_its_value(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_SWITCH, "sw");
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 110, 125, 0.0);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 140, 125, 0.1);
    TGL_PUSH(f.s, TC_PHASE_CANCELLED, 1, 140, 125, 0.2);
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 2, 150, 125, 1.0);
    TGL_PUSH(f.s, TC_PHASE_CANCELLED, 2, 150, 125, 1.1);
    (void)tct_dispatch(f.s);
    TGL_EXPECT_EMPTY();
    tc_control_state st = cstate(f.c);
    assert_near(st.value, 0.0);
    assert_int_equal(st.tracking, 0);
    assert_int_equal(st.highlighted, 0);
    /* a cancel leaves touch-inside as it was (C1: every kind, as UIControl's
     * cancelTrackingWithEvent:): touch 2 was cancelled where it landed, inside */
    assert_int_equal(st.touch_inside, 1);
    /* the next tap toggles as usual */
    tap_at(f.s, 3, 150, 125, 2.0);
    TGL_EXPECT("sw:value-changed", "sw:primary-action", "sw:touch-up-inside");
    assert_near(cstate(f.c).value, 1.0);
    cfx_done(&f);
}

/* C1: a stepper held pressed steps TC_STEPPER_REPEAT_DELAY (0.5 s) after the press, again 0.5 s
 * after each of its first four steps, then every TC_STEPPER_REPEAT_INTERVAL (iOS 18.2 UIKitCore,
 * UIStepperHorizontalVisualElement: beginTrackingWithTouch: only starts a 0.5 s timer; each
 * firing of `_updateCount:` steps once, rescheduling 0.5 s while `_repeatCount` <= 3). Each step
 * sends value-changed then primary-action (UIStepper's primary event is value-changed). A finger
 * slid out of the tracking area stops the steps; a moved sample back inside re-arms them
 * (TC_STEPPER_REPEAT_DELAY later, within UIKit's 0.5 s timer period). A press that stepped on
 * its timer does not step again at the lift (`_repeatCount` != 0). */
static void test_C1_stepper_held_steps_every_half_second_and_not_at_the_lift(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_STEPPER, "st"); /* 100 x 50 at (100, 100) */
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 180, 125, 0.0); /* the right half: +1 */
    (void)tct_dispatch(f.s);
    TGL_EXPECT("st:touch-down");
    assert_near(cstate(f.c).value, 0.0);
    tgl_reset();
    assert_ok(tc_scene_advance(f.s, 0.49));
    TGL_EXPECT_EMPTY();
    assert_ok(tc_scene_advance(f.s, 0.51));
    TGL_EXPECT("st:value-changed", "st:primary-action");
    assert_near(cstate(f.c).value, 1.0);
    assert_ok(tc_scene_advance(f.s, 0.99));
    assert_near(cstate(f.c).value, 1.0);
    assert_ok(tc_scene_advance(f.s, 2.01)); /* 1.0, 1.5, 2.0 */
    assert_near(cstate(f.c).value, 4.0);
    assert_ok(tc_scene_advance(f.s, 2.49));
    assert_near(cstate(f.c).value, 4.0);
    /* the fifth step at 2.5, then every TC_STEPPER_REPEAT_INTERVAL */
    assert_ok(tc_scene_advance(f.s, 2.5 + TC_STEPPER_REPEAT_INTERVAL + 0.01));
    assert_near(cstate(f.c).value, 6.0);
    /* slid out: no steps; back in: they resume 0.5 s after the move */
    double t = 2.5 + TC_STEPPER_REPEAT_INTERVAL + 0.02;
    tgl_reset();
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 460, 460, t);
    assert_ok(tc_scene_advance(f.s, t + 1.0));
    TGL_EXPECT("st:drag-exit", "st:drag-outside");
    assert_near(cstate(f.c).value, 6.0);
    tgl_reset();
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 185, 125, t + 1.0);
    assert_ok(tc_scene_advance(f.s, t + 1.0 + TC_STEPPER_REPEAT_DELAY - 0.01));
    TGL_EXPECT("st:drag-enter", "st:drag-inside");
    assert_ok(tc_scene_advance(f.s, t + 1.0 + TC_STEPPER_REPEAT_DELAY + 0.01));
    TGL_EXPECT("st:drag-enter", "st:drag-inside", "st:value-changed", "st:primary-action");
    assert_near(cstate(f.c).value, 7.0);
    /* the lift steps no more, and nothing repeats after it */
    tgl_reset();
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 185, 125, t + 1.52);
    assert_ok(tc_scene_advance(f.s, t + 5.0));
    TGL_EXPECT("st:touch-up-inside");
    assert_near(cstate(f.c).value, 7.0);
    cfx_done(&f);
}

/* C1: a quick tap on a stepper steps at the lift, not at the touch-down: UIKit's
 * beginTrackingWithTouch: only starts the autorepeat timer, and endTrackingWithTouch: (which
 * UIControl's touchesEnded calls before it sends touch-up-inside) steps when the timer never
 * did. So: touch-down, then at the lift value-changed, primary-action, touch-up-inside (iOS 18.2
 * UIStepperHorizontalVisualElement `_updateCount:` with `_repeatCount == 0`). At the minimum the
 * minus button is disabled: the lift changes nothing and sends no value-changed. */
static void test_C1_stepper_quick_tap_steps_at_the_lift_before_touch_up_inside(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_STEPPER, "st");
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 180, 125, 0.0); /* the right half: +1 */
    (void)tct_dispatch(f.s);
    TGL_EXPECT("st:touch-down");
    assert_near(cstate(f.c).value, 0.0);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 180, 125, 0.1);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("st:touch-down", "st:value-changed", "st:primary-action", "st:touch-up-inside");
    assert_near(cstate(f.c).value, 1.0);
    /* the left half, at the minimum: nothing changes */
    assert_ok(tc_control_set_value(f.c, 0.0));
    tgl_reset();
    tap_at(f.s, 2, 110, 125, 1.0);
    TGL_EXPECT("st:touch-down", "st:touch-up-inside");
    assert_near(cstate(f.c).value, 0.0);
    cfx_done(&f);
}

/* C1: a stepper press lifted off the stepper (outside the tracking area, where UIKit's
 * `_updateHighlightingAtPoint:` highlights neither button) does not step; one slid onto the
 * other half before a quick lift steps toward that half (the button highlighted at the lift
 * decides, not the one first pressed). */
static void test_C1_stepper_steps_toward_the_half_highlighted_at_the_lift(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_STEPPER, "st");
    assert_ok(tc_control_set_value(f.c, 50));
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 180, 125, 0.0);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 460, 460, 0.1);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 460, 460, 0.2);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("st:touch-down", "st:drag-exit", "st:drag-outside", "st:touch-up-outside");
    assert_near(cstate(f.c).value, 50.0);
    tgl_reset();
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 2, 180, 125, 1.0);   /* pressed on + */
    TGL_PUSH(f.s, TC_PHASE_MOVED, 2, 110, 125, 1.1);   /* slid onto - */
    TGL_PUSH(f.s, TC_PHASE_ENDED, 2, 110, 125, 1.2);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("st:touch-down", "st:drag-inside", "st:value-changed", "st:primary-action",
               "st:touch-up-inside");
    assert_near(cstate(f.c).value, 49.0);
    cfx_done(&f);
}

/* C1: a stepper's cancelled press sends no touch-cancel. iOS 18.2 UIKitCore: UIStepper's
 * cancelTrackingWithEvent: hands the cancel to its visual element (which unhighlights its halves
 * and stops its autorepeat timer) and does not call UIControl's, the one that sends touch-cancel.
 * A long press on the stepper's superview (0.4 s: before the stepper's first step, at
 * TC_STEPPER_REPEAT_DELAY) takes the held touch: the stepper's events are exactly touch-down,
 * and it does not step while the finger stays down 1 s, nor at the lift. It is left neither
 * tracking nor highlighted (our choice: UIKit's stays both). (The engine sent touch-cancel.) */
static void test_C1_stepper_cancelled_press_sends_no_touch_cancel(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_STEPPER, "st");
    tc_recognizer_params lp = tgl_params(TC_RECOGNIZER_LONG_PRESS);
    lp.min_duration = 0.4;
    tgl_make(f.s, f.p, &lp, "lp");
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 180, 125, 0.0); /* the right half: +1 */
    (void)tct_dispatch(f.s);
    assert_ok(tc_scene_advance(f.s, 1.0));
    TGL_EXPECT("st:touch-down", "lp:BEGAN");
    tc_control_state st = cstate(f.c);
    assert_near(st.value, 0.0);
    assert_int_equal(st.tracking, 0);
    assert_int_equal(st.highlighted, 0);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 180, 125, 1.0);
    assert_ok(tc_scene_advance(f.s, 3.0));
    TGL_EXPECT("st:touch-down", "lp:BEGAN", "lp:ENDED");
    assert_near(cstate(f.c).value, 0.0);
    cfx_done(&f);
}

/* C1: UISegmentedControl overrides touchesBegan/Moved/Ended/Cancelled without calling
 * UIControl's (iOS 18.2 UIKitCore): it sends no touch-down, drag, touch-up or touch-cancel event.
 * It highlights segments, never itself (its isHighlighted stays NO), and a lift inside selects
 * the segment under it: value-changed then primary-action, only when the selection changes
 * (`_setSelectedSegmentIndex:notify:animate:` emits for the selected segment only under a
 * private flag the engine does not model). A lift outside the tracking area and a cancel send
 * nothing. */
static void test_C1_segmented_sends_no_touch_events_and_selects_at_the_lift(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_SEGMENTED, "seg"); /* segment 0: x 100..150, segment 1: 150..200 */
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 180, 125, 0.0);
    (void)tct_dispatch(f.s);
    TGL_EXPECT_EMPTY();
    assert_int_equal(cstate(f.c).tracking, 1);
    assert_int_equal(cstate(f.c).highlighted, 0);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 180, 125, 0.1);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("seg:value-changed", "seg:primary-action");
    assert_near(cstate(f.c).value, 1.0);
    /* the selected segment again: nothing */
    tgl_reset();
    tap_at(f.s, 2, 180, 125, 1.0);
    TGL_EXPECT_EMPTY();
    /* pressed on 1, slid to 0, lifted there: no drag events, segment 0 selected */
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 3, 180, 125, 2.0);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 3, 110, 125, 2.1);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 3, 110, 125, 2.2);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("seg:value-changed", "seg:primary-action");
    assert_near(cstate(f.c).value, 0.0);
    /* lifted outside the tracking area, and cancelled: nothing */
    tgl_reset();
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 4, 180, 125, 3.0);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 4, 460, 460, 3.1);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 4, 460, 460, 3.2);
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 5, 180, 125, 4.0);
    TGL_PUSH(f.s, TC_PHASE_CANCELLED, 5, 180, 125, 4.1);
    (void)tct_dispatch(f.s);
    TGL_EXPECT_EMPTY();
    tc_control_state st = cstate(f.c);
    assert_near(st.value, 0.0);
    assert_int_equal(st.tracking, 0);
    assert_int_equal(st.highlighted, 0);
    cfx_done(&f);
}

/* C1: the engine's page control has two pages, and with two pages UIKit's
 * _UIInteractivePageControlVisualProvider `didTapPageControl:` toggles the page whichever side
 * is tapped (the side of the current indicator decides only from three pages, iOS 18.2). The
 * page control does not track, but consumes its touches (R3): its parent p gets nothing. */
static void test_C1_page_control_with_two_pages_toggles_whichever_side_is_tapped(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_PAGE, "pg");
    tap_at(f.s, 1, 110, 125, 0.0); /* left half, on page 0 */
    TGL_EXPECT("pg:touch-down", "pg:touch-up-inside", "pg:value-changed", "pg:primary-action");
    assert_near(cstate(f.c).value, 1.0);
    tap_at(f.s, 2, 110, 125, 1.0); /* left half, on page 1 */
    assert_near(cstate(f.c).value, 0.0);
    tap_at(f.s, 3, 180, 125, 2.0); /* right half, on page 0 */
    assert_near(cstate(f.c).value, 1.0);
    tgl_reset();
    tap_at(f.s, 4, 180, 125, 3.0); /* right half, on page 1 */
    TGL_EXPECT("pg:touch-down", "pg:touch-up-inside", "pg:value-changed", "pg:primary-action");
    assert_near(cstate(f.c).value, 0.0);
    cfx_done(&f);
}

/* C1 page control, iOS 18.2 UIKitCore: its page changes from a tap recognizer's action
 * (_UIInteractivePageControlVisualProvider `prepare` adds a UITapGestureRecognizer for
 * `didTapPageControl:`; `_updateCurrentPage:completion:` emits value-changed at once, and
 * UIPageControl's `_controlEventsForActionTriggered` is value-changed), and its touch events
 * from the _UIControlEventsGestureRecognizer the same `prepare` adds, which sends touch-up-inside
 * from its own touchesEnded — before the gesture environment's update sends the tap's action.
 * So a tap sends touch-up-inside (no primary action after it), then value-changed and the
 * primary action; the control is never tracking or highlighted (`shouldTrack` is NO). Only a
 * tap changes the page: a press that moved farther than the tap's allowable movement
 * (TC_DEFAULT_TAP_MOVEMENT from where it landed, even if it came back) or was held
 * TC_DEFAULT_TAP_DURATION or longer ends with touch-up-inside alone. (The engine sent
 * value-changed before touch-up-inside, the control tracking and highlighted.) */
typedef struct page_seen {
    int n;
    uint32_t ev[8];
    tc_control_state st[8];
} page_seen;

static void page_seen_cb(tc_view *c, uint32_t event, void *ud) {
    page_seen *seen = (page_seen *)ud;
    tgl_add("pg:%s", tgl_control_event_name(event));
    if (seen->n < 8) {
        seen->ev[seen->n] = event;
        seen->st[seen->n] = cstate(c);
        seen->n++;
    }
}

static void test_C1_page_control_changes_its_page_only_at_a_tap_after_touch_up_inside(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 480, 480);
    tc_view *pg = tct_view(s, win, 100, 100, 100, 50);
    assert_ok(tc_view_set_control(pg, TC_CONTROL_PAGE));
    static page_seen seen;
    memset(&seen, 0, sizeof seen);
    assert_ok(tc_control_add_target(pg, TC_CONTROL_EVENT_ALL, page_seen_cb, &seen, NULL));
    /* a tap: touch-up-inside on page 0, then the page changes; never tracking */
    tap_at(s, 1, 150, 125, 0.0);
    TGL_EXPECT("pg:touch-down", "pg:touch-up-inside", "pg:value-changed", "pg:primary-action");
    assert_int_equal(seen.ev[1], TC_CONTROL_EVENT_TOUCH_UP_INSIDE);
    assert_near(seen.st[1].value, 0.0);
    assert_int_equal(seen.ev[2], TC_CONTROL_EVENT_VALUE_CHANGED);
    assert_near(seen.st[2].value, 1.0);
    assert_int_equal(seen.st[2].tracking, 0);
    assert_int_equal(seen.st[2].highlighted, 0);
    /* a drag within the allowance (40 pt) is still a tap */
    tgl_reset();
    TGL_PUSH(s, TC_PHASE_BEGAN, 2, 110, 125, 1.00);
    TGL_PUSH(s, TC_PHASE_MOVED, 2, 150, 125, 1.02);
    TGL_PUSH(s, TC_PHASE_ENDED, 2, 150, 125, 1.04);
    (void)tct_dispatch(s);
    TGL_EXPECT("pg:touch-down", "pg:drag-inside", "pg:touch-up-inside", "pg:value-changed",
               "pg:primary-action");
    assert_near(cstate(pg).value, 0.0);
    /* past the allowance, lifted inside the tracking area: no page change */
    tgl_reset();
    TGL_PUSH(s, TC_PHASE_BEGAN, 3, 110, 125, 2.00);
    TGL_PUSH(s, TC_PHASE_MOVED, 3, 110 + TC_DEFAULT_TAP_MOVEMENT + 1, 125, 2.02);
    TGL_PUSH(s, TC_PHASE_ENDED, 3, 110 + TC_DEFAULT_TAP_MOVEMENT + 1, 125, 2.04);
    (void)tct_dispatch(s);
    TGL_EXPECT("pg:touch-down", "pg:drag-inside", "pg:touch-up-inside");
    assert_near(cstate(pg).value, 0.0);
    /* out past it and back: no tap either */
    tgl_reset();
    TGL_PUSH(s, TC_PHASE_BEGAN, 4, 110, 125, 3.00);
    TGL_PUSH(s, TC_PHASE_MOVED, 4, 110, 125 + TC_DEFAULT_TAP_MOVEMENT + 1, 3.02);
    TGL_PUSH(s, TC_PHASE_MOVED, 4, 110, 125, 3.04);
    TGL_PUSH(s, TC_PHASE_ENDED, 4, 110, 125, 3.06);
    (void)tct_dispatch(s);
    TGL_EXPECT("pg:touch-down", "pg:drag-inside", "pg:drag-inside", "pg:touch-up-inside");
    assert_near(cstate(pg).value, 0.0);
    /* held the tap duration: no tap; a hair less: a tap */
    tgl_reset();
    TGL_PUSH(s, TC_PHASE_BEGAN, 5, 150, 125, 4.00);
    (void)tct_dispatch(s);
    assert_ok(tc_scene_advance(s, 4.00 + TC_DEFAULT_TAP_DURATION));
    TGL_PUSH(s, TC_PHASE_ENDED, 5, 150, 125, 4.00 + TC_DEFAULT_TAP_DURATION);
    (void)tct_dispatch(s);
    TGL_EXPECT("pg:touch-down", "pg:touch-up-inside");
    assert_near(cstate(pg).value, 0.0);
    tgl_reset();
    TGL_PUSH(s, TC_PHASE_BEGAN, 6, 150, 125, 6.00);
    TGL_PUSH(s, TC_PHASE_ENDED, 6, 150, 125, 6.00 + TC_DEFAULT_TAP_DURATION - 0.01);
    (void)tct_dispatch(s);
    TGL_EXPECT("pg:touch-down", "pg:touch-up-inside", "pg:value-changed", "pg:primary-action");
    assert_near(cstate(pg).value, 1.0);
    assert_ok(tc_scene_destroy(s));
}

/* C1, R3: a page control never tracks (iOS 18.2 UIKitCore: UIPageControl's `shouldTrack`
 * answers NO when its visual provider's `shouldDisableTouchTracking` does, and
 * _UIInteractivePageControlVisualProvider's always does), yet consumes its touches (the spec's
 * R3: "Controls consume their touches; they never forward them"; UIKit's UIControl, not
 * tracking, calls super). In a parent with a touches callback, a tap sends exactly touch-down,
 * touch-up-inside, value-changed, primary-action (its provider's control-events and tap
 * recognizers), its targets never read it tracking, highlighted or touch-inside, and the parent
 * gets nothing of the touch — nor of a drag on the control. A long press on the parent that
 * takes a held touch: the page control sends touch-cancel, and the parent gets nothing. (The
 * engine, as UIKit, passed the began, moved and ended on to the parent.) */
static void test_C1_R3_page_control_never_tracks_and_consumes_its_touches(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 480, 480);
    tc_view *parent = tct_view(s, win, 0, 0, 480, 480);
    tgl_view prec;
    memset(&prec, 0, sizeof prec);
    prec.tag = "p";
    prec.ret = TC_HANDLED;
    tgl_record_view(parent, &prec);
    tc_view *pg = tct_view(s, parent, 100, 100, 100, 50);
    assert_ok(tc_view_set_control(pg, TC_CONTROL_PAGE));
    static page_seen seen;
    memset(&seen, 0, sizeof seen);
    assert_ok(tc_control_add_target(pg, TC_CONTROL_EVENT_ALL, page_seen_cb, &seen, NULL));
    tap_at(s, 1, 150, 125, 0.0);
    TGL_EXPECT("pg:touch-down", "pg:touch-up-inside", "pg:value-changed", "pg:primary-action");
    static const uint32_t want[] = {TC_CONTROL_EVENT_TOUCH_DOWN, TC_CONTROL_EVENT_TOUCH_UP_INSIDE,
                                    TC_CONTROL_EVENT_VALUE_CHANGED,
                                    TC_CONTROL_EVENT_PRIMARY_ACTION_TRIGGERED};
    assert_int_equal(seen.n, 4);
    for (int i = 0; i < 4; i++) {
        assert_int_equal(seen.ev[i], want[i]);
        assert_int_equal(seen.st[i].tracking, 0);
        assert_int_equal(seen.st[i].highlighted, 0);
        assert_int_equal(seen.st[i].touch_inside, 0);
    }
    tc_control_state st = cstate(pg);
    assert_near(st.value, 1.0);
    assert_int_equal(st.tracking, 0);
    assert_int_equal(st.highlighted, 0);
    /* a drag on it: its moved and ended stop there too */
    tgl_reset();
    TGL_PUSH(s, TC_PHASE_BEGAN, 3, 150, 125, 0.5);
    TGL_PUSH(s, TC_PHASE_MOVED, 3, 160, 130, 0.52);
    TGL_PUSH(s, TC_PHASE_ENDED, 3, 160, 130, 0.54);
    (void)tct_dispatch(s);
    assert_int_equal(tgl_count("p:began[3]") + tgl_count("p:moved[3]") + tgl_count("p:ended[3]"), 0);
    assert_int_equal(tgl_count("pg:touch-down"), 1);
    /* a long press on the parent takes a held touch: touch-cancel, and nothing for p */
    tgl_make_kind(s, parent, TC_RECOGNIZER_LONG_PRESS, "lp");
    tgl_reset();
    TGL_PUSH(s, TC_PHASE_BEGAN, 2, 150, 125, 1.0);
    (void)tct_dispatch(s);
    assert_int_equal(cstate(pg).tracking, 0);
    assert_int_equal(cstate(pg).highlighted, 0);
    assert_ok(tc_scene_advance(s, 1.0 + TC_DEFAULT_LONG_PRESS_DURATION + 0.01));
    TGL_PUSH(s, TC_PHASE_ENDED, 2, 150, 125, 2.0);
    (void)tct_dispatch(s);
    TGL_EXPECT("pg:touch-down", "lp:BEGAN", "pg:touch-cancel", "lp:ENDED");
    assert_near(cstate(pg).value, 0.0);
    assert_ok(tc_scene_destroy(s));
}

/* C1 segmented control, iOS 18.2 UISegmentedControl: a press on the selected segment slides
 * (`_tapSegmentAtPoint:touchDown:` sets bit 0x1000 when the touched segment is the selected one,
 * `animateSlidingSelectionByDefault` on): each move highlights the closest segment wherever the
 * finger is (`touchesMoved:` skips the `pointMostlyInside:` test), and the lift selects it
 * wherever the finger lifts (`touchesEnded:` likewise) — value-changed then primary-action when
 * the selection changes. A press on another segment still needs the lift inside the tracking
 * area. The control is never highlighted (it highlights segments). (The engine selected nothing
 * for a lift outside the tracking area, and reported the control highlighted while held.) */
static void test_C1_segmented_press_on_the_selected_segment_slides_the_selection(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_SEGMENTED, "seg"); /* segment 0: x 100..150 (selected), 1: 150..200 */
    /* on the selected segment 0, dragged right past the tracking area, lifted there */
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 120, 125, 0.0);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 180, 125, 0.1);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 300, 125, 0.2);
    (void)tct_dispatch(f.s);
    tc_control_state st = cstate(f.c);
    assert_int_equal(st.tracking, 1);
    assert_int_equal(st.highlighted, 0);
    TGL_EXPECT_EMPTY();
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 300, 125, 0.3);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("seg:value-changed", "seg:primary-action");
    assert_near(cstate(f.c).value, 1.0);
    /* on the selected segment 1, onto segment 0 and far below it, lifted there */
    tgl_reset();
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 2, 180, 125, 1.0);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 2, 120, 125, 1.1);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 2, 120, 400, 1.2);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 2, 120, 400, 1.3);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("seg:value-changed", "seg:primary-action");
    assert_near(cstate(f.c).value, 0.0);
    /* sliding away and back to the selected segment: nothing */
    tgl_reset();
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 3, 120, 125, 2.0);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 3, 180, 400, 2.1);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 3, 20, 125, 2.2);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 3, 20, 125, 2.3);
    (void)tct_dispatch(f.s);
    TGL_EXPECT_EMPTY();
    /* a press on the other segment lifted outside the tracking area: nothing */
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 4, 180, 125, 3.0);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 4, 180, 400, 3.1);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 4, 180, 400, 3.2);
    (void)tct_dispatch(f.s);
    TGL_EXPECT_EMPTY();
    st = cstate(f.c);
    assert_near(st.value, 0.0);
    assert_int_equal(st.tracking, 0);
    assert_int_equal(st.highlighted, 0);
    cfx_done(&f);
}

static void push_typed(tc_scene *s, int32_t phase, int64_t id, double x, double y, double t,
                       int32_t type, uint32_t buttons);

/* C1, R3, P2: iOS 18.2 UISegmentedControl's touchesBegan: returns at once, tracking nothing and
 * without calling super, when the event's button mask is not 0 and lacks the primary button; its
 * touchesMoved:/Ended:/Cancelled: never call super either. So a secondary click on a segmented
 * control is swallowed: no event, no selection, and nothing for its parent — unlike a button's,
 * which walks on up the chain (UIControl calls super). A primary click still selects. (The engine
 * passed the segmented control's secondary click on to the parent.) */
static void test_C1_R3_a_segmented_control_swallows_a_pointer_touch_without_the_primary_button(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_SEGMENTED, "seg");
    push_typed(f.s, TC_PHASE_BEGAN, 1, 180, 125, 0.00, TC_TOUCH_INDIRECT_POINTER, TC_BUTTON_SECONDARY);
    push_typed(f.s, TC_PHASE_MOVED, 1, 182, 125, 0.02, TC_TOUCH_INDIRECT_POINTER, TC_BUTTON_SECONDARY);
    push_typed(f.s, TC_PHASE_ENDED, 1, 182, 125, 0.04, TC_TOUCH_INDIRECT_POINTER, TC_BUTTON_SECONDARY);
    (void)tct_dispatch(f.s);
    TGL_EXPECT_EMPTY();
    tc_control_state st = cstate(f.c);
    assert_near(st.value, 0.0);
    assert_int_equal(st.tracking, 0);
    assert_int_equal(g_unhandled, 0);
    /* the primary button: selects segment 1 */
    push_typed(f.s, TC_PHASE_BEGAN, 2, 180, 125, 1.00, TC_TOUCH_INDIRECT_POINTER, TC_BUTTON_PRIMARY);
    push_typed(f.s, TC_PHASE_ENDED, 2, 180, 125, 1.04, TC_TOUCH_INDIRECT_POINTER, TC_BUTTON_PRIMARY);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("seg:value-changed", "seg:primary-action");
    assert_near(cstate(f.c).value, 1.0);
    cfx_done(&f);
}

/* A 480x480 window, a full-size parent `p` (no callbacks) holding a 200x40 segmented control at
 * (100, 100) (segment 0: x 100..200, selected; segment 1: 200..300) logging every event as
 * "seg", and a pan logged as "pan" on `p` or (own) on the control, delaying touches began or
 * not. */
static tc_view *segmented_and_pan(cfx *f, int own, int delays) {
    tgl_reset();
    g_unhandled = 0;
    f->s = tct_scene();
    f->win = tct_window(f->s, 0, 0, 480, 480);
    f->p = tct_view(f->s, f->win, 0, 0, 480, 480);
    tc_view *seg = tct_view(f->s, f->p, 100, 100, 200, 40);
    assert_ok(tc_view_set_control(seg, TC_CONTROL_SEGMENTED));
    assert_ok(tc_control_add_target(seg, TC_CONTROL_EVENT_ALL, tgl_control_cb, (void *)"seg", NULL));
    tc_recognizer_params pp = tgl_params(TC_RECOGNIZER_PAN);
    pp.delays_touches_began = delays;
    tgl_make(f->s, own ? seg : f->p, &pp, "pan");
    return seg;
}

/* One finger from (x, y) moved by (dx, dy) in three steps, then lifted. */
static void drag3(tc_scene *s, int64_t id, double x, double y, double dx, double dy, double t) {
    TGL_PUSH(s, TC_PHASE_BEGAN, id, x, y, t);
    for (int k = 1; k <= 3; k++) TGL_PUSH(s, TC_PHASE_MOVED, id, x + dx * k / 3, y + dy * k / 3, t + 0.01 * k);
    TGL_PUSH(s, TC_PHASE_ENDED, id, x + dx, y + dy, t + 0.04);
    (void)tct_dispatch(s);
}

/* G7, iOS 18.2 UISegmentedControl's gestureRecognizerShouldBegin: (besides another view's single
 * tap) answers NO to a pan (`_isGestureType:8`) of minimumNumberOfTouches <= 1 while the control
 * tracks (bit 0x10, set by its touchesBegan:) and, not tracking, to one whose location is inside
 * it with fabs(x) > fabs(y) of its translation in it. So a horizontal drag across the segments
 * slides the selection instead of starting an ancestor's pan, and so does a vertical one once
 * the control tracks; a pan that delays touches began (the control not tracking yet) begins when
 * it is vertical, at 45°, or already outside the control, and a pan needing two fingers is not
 * vetoed. (The control's own pans are not vetoed: test_G7_a_controls_own_pan_is_not_vetoed.)
 * (The engine vetoed no pan: the pans began and cancelled the control's touch.) */
static void test_G7_segmented_control_vetoes_one_finger_pans_while_tracking_and_horizontal_ones_on_it(void **state) {
    (void)state;
    {
        /* tracking: an ancestor's horizontal and vertical pans are vetoed */
        for (int vertical = 0; vertical < 2; vertical++) {
            cfx f;
            tc_view *seg = segmented_and_pan(&f, 0, 0);
            if (vertical) drag3(f.s, 1, 150, 120, 0, 60, 0.0);
            else drag3(f.s, 1, 150, 120, 100, 0, 0.0);
            if (vertical) TGL_EXPECT("pan:FAILED");   /* lifted 60 pt below: outside, no change */
            else TGL_EXPECT("pan:FAILED", "seg:value-changed", "seg:primary-action");
            assert_int_equal(tgl_last("pan", TC_GESTURE_FAILED)->d.failure_reason, TC_FAIL_VETOED_BY_VIEW);
            assert_string_equal(tgl_last("pan", TC_GESTURE_FAILED)->msg,
                                "a segmented control that is tracking vetoes one-finger pans");
            assert_near(cstate(seg).value, vertical ? 0.0 : 1.0);
            cfx_done(&f);
        }
    }
    /* not tracking yet (the pan delays the began): a horizontal pan on it is vetoed and the held
     * began reaches the control, which then selects */
    cfx f;
    tc_view *seg = segmented_and_pan(&f, 0, 1);
    drag3(f.s, 1, 150, 120, 100, 0, 0.0);
    TGL_EXPECT("pan:FAILED", "seg:value-changed", "seg:primary-action");
    assert_string_equal(tgl_last("pan", TC_GESTURE_FAILED)->msg,
                        "a segmented control vetoes horizontal pans on it");
    assert_near(cstate(seg).value, 1.0);
    cfx_done(&f);
    /* a vertical one, one at exactly 45°, and a horizontal one already outside the control when
     * it would begin (from x 295 to 307: the pan's slop is 10 pt) begin and take the touch */
    static const double moves[3][3] = {{150, 0, 30}, {150, 24, 24}, {295, 12, 0}};
    for (int i = 0; i < 3; i++) {
        seg = segmented_and_pan(&f, 0, 1);
        TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, moves[i][0], 120, 0.0);
        TGL_PUSH(f.s, TC_PHASE_MOVED, 1, moves[i][0] + moves[i][1], 120 + moves[i][2], 0.01);
        TGL_PUSH(f.s, TC_PHASE_ENDED, 1, moves[i][0] + moves[i][1], 120 + moves[i][2], 0.02);
        (void)tct_dispatch(f.s);
        TGL_EXPECT("pan:BEGAN", "pan:ENDED");
        assert_near(cstate(seg).value, 0.0);
        cfx_done(&f);
    }
    /* a pan that needs two fingers is not vetoed while the control tracks the first */
    tgl_reset();
    f.s = tct_scene();
    f.win = tct_window(f.s, 0, 0, 480, 480);
    f.p = tct_view(f.s, f.win, 0, 0, 480, 480);
    seg = tct_view(f.s, f.p, 100, 100, 200, 40);
    assert_ok(tc_view_set_control(seg, TC_CONTROL_SEGMENTED));
    tc_recognizer_params pp = tgl_params(TC_RECOGNIZER_PAN);
    pp.min_touches = 2;
    tgl_make(f.s, f.p, &pp, "pan2");
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 150, 120, 0.00);
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 2, 250, 120, 0.01);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 150, 150, 0.02);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 2, 250, 150, 0.02);
    (void)tct_dispatch(f.s);
    assert_int_equal(tgl_count("pan2:BEGAN"), 1);
    assert_int_equal(cstate(seg).tracking, 0);   /* its touch was taken (G3) */
    cfx_done(&f);
}

static int32_t cancel_content(tc_view *scroll_view, tc_view *content, void *ud) {
    (void)scroll_view; (void)content; (void)ud;
    return 1;
}

/* G7 with S2 and S3: a segmented control (200x40 at (50, 100), segment 0 selected) in a
 * horizontal scroll view (content 2000 wide), whose pan is a pan (UIScrollViewPanGestureRecognizer
 * answers `_isGestureType:8`, minimum one touch). A quick horizontal drag, the began still held
 * by the content-touch delay (S2): the control, not tracking, vetoes the pan on it, so the held
 * began reaches it, the content does not scroll and the drag slides the selection. Held past
 * the delay, the control tracks: it vetoes the pan whichever way the drag goes, even when
 * touches_should_cancel would give the touch to the scroll view (S3). (The engine scrolled,
 * giving the control nothing, and with the hook cancelled the control's touch.) */
static void test_G7_S2_S3_segmented_control_keeps_a_horizontal_drag_from_its_scroll_view(void **state) {
    (void)state;
    for (int held = 0; held < 2; held++) {
        tgl_reset();
        tc_scene *s = tct_scene();
        tc_view *win = tct_window(s, 0, 0, 320, 480);
        tc_view *sv = tct_view(s, win, 0, 0, 320, 480);
        tc_scroll_params sp;
        TC_SCROLL_PARAMS_INIT(&sp);
        sp.content_w = 2000;
        sp.content_h = 480;
        assert_ok(tc_view_set_scroll(sv, &sp));
        tc_scroll_callbacks cb;
        TC_SCROLL_CALLBACKS_INIT(&cb);
        if (held) cb.touches_should_cancel = cancel_content;
        assert_ok(tc_view_set_scroll_callbacks(sv, &cb));
        tc_recognizer *pan = NULL;
        assert_ok(tc_view_scroll_pan(sv, &pan));
        assert_ok(tc_recognizer_set_state_fn(pan, tgl_gesture_cb, (void *)"scroll"));
        tc_view *seg = tct_view(s, sv, 50, 100, 200, 40);
        assert_ok(tc_view_set_control(seg, TC_CONTROL_SEGMENTED));
        assert_ok(tc_control_add_target(seg, TC_CONTROL_EVENT_ALL, tgl_control_cb, (void *)"seg", NULL));
        double t = 0.0;
        TGL_PUSH(s, TC_PHASE_BEGAN, 1, 60, 120, t);
        if (held) {
            assert_ok(tc_scene_advance(s, 0.3));   /* past the content-touch delay */
            assert_int_equal(cstate(seg).tracking, 1);
            t = 0.3;
        }
        for (int k = 1; k <= 10; k++) TGL_PUSH(s, TC_PHASE_MOVED, 1, 60 + 15 * k, 120, t + 0.016 * k);
        TGL_PUSH(s, TC_PHASE_ENDED, 1, 210, 120, t + 0.18);
        (void)tct_dispatch(s);
        assert_ok(tc_scene_advance(s, 3.0));
        TGL_EXPECT("scroll:FAILED", "seg:value-changed", "seg:primary-action");
        assert_int_equal(tgl_last("scroll", TC_GESTURE_FAILED)->d.failure_reason, TC_FAIL_VETOED_BY_VIEW);
        assert_string_equal(tgl_last("scroll", TC_GESTURE_FAILED)->msg,
                            held ? "a segmented control that is tracking vetoes one-finger pans"
                                 : "a segmented control vetoes horizontal pans on it");
        double x = -1, y = -1;
        assert_ok(tc_view_get_content_offset(sv, &x, &y));
        assert_near(x, 0.0);
        assert_near(cstate(seg).value, 1.0);
        assert_ok(tc_scene_destroy(s));
    }
}

/* C1: a stepper whose touch ends where the control does not see it (its own touches callback
 * handles the lift, which replaces the control's tracking for that delivery, R3) stops
 * repeating at the lift, and a later touch that reuses the pooled touch object does not
 * restart it. (A label subview that handled the lift showed this before; a touch on a subview
 * is no longer tracked at all, R3.) */
static int32_t handles_the_lift(const tc_responder *r, const tc_touches_event *e, void *ud) {
    (void)r; (void)ud;
    return e->phase == TC_PHASE_ENDED ? TC_HANDLED : TC_PASS;
}

static void test_C1_stepper_stops_repeating_when_its_touch_ends_unseen(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_STEPPER, "st");
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = handles_the_lift;
    assert_ok(tc_view_set_responder(f.c, &cb));
    assert_ok(tc_control_set_value(f.c, 50));
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 110, 125, 0.0); /* the left half: -1, first at 0.5 s */
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 110, 125, 0.6);
    assert_ok(tc_scene_advance(f.s, 3.0));
    assert_near(cstate(f.c).value, 49.0);
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 2, 400, 400, 3.5); /* elsewhere, held */
    assert_ok(tc_scene_advance(f.s, 6.0));
    assert_near(cstate(f.c).value, 49.0);
    cfx_done(&f);
}

/* C1: the repeats stop at the end of the range, so a stepper held while the host advances
 * the clock far (here by 10^9 s) costs a bounded number of steps; a move re-arms them. */
static void test_C1_stepper_held_at_its_maximum_stops_repeating(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_STEPPER, "st");
    assert_ok(tc_control_set_value(f.c, 97));
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 180, 125, 0.0);
    assert_ok(tc_scene_advance(f.s, 1e9));
    assert_near(cstate(f.c).value, 100.0);
    assert_int_equal(tgl_count("st:value-changed"), 3);
    assert_ok(tc_control_set_value(f.c, 50));
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 181, 125, 1e9 + 1);
    assert_ok(tc_scene_advance(f.s, 1e9 + 1 + TC_STEPPER_REPEAT_DELAY + 0.05));
    assert_near(cstate(f.c).value, 51.0);
    cfx_done(&f);
}

/* C1, C2: a stepper disabled while it is held steps no more, also once enabled again. */
static void test_C2_stepper_disabled_while_held_stops_repeating(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_STEPPER, "st");
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 180, 125, 0.0);
    assert_ok(tc_scene_advance(f.s, TC_STEPPER_REPEAT_DELAY + 0.01)); /* its first step */
    assert_near(cstate(f.c).value, 1.0);
    assert_ok(tc_control_set_enabled(f.c, 0));
    assert_ok(tc_control_set_enabled(f.c, 1));
    tgl_reset();
    assert_ok(tc_scene_advance(f.s, 2.0));
    TGL_EXPECT_EMPTY();
    assert_near(cstate(f.c).value, 1.0);
    cfx_done(&f);
}

static void test_C1_control_state_during_touch(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_BUTTON, "btn");
    tc_control_state st = cstate(f.c);
    assert_int_equal(st.kind, TC_CONTROL_BUTTON);
    assert_int_equal(st.enabled, 1);
    assert_int_equal(st.highlighted, 0);
    assert_int_equal(st.tracking, 0);
    assert_near(st.value, 0.0);
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 150, 125, 0.00);
    (void)tct_dispatch(f.s);
    st = cstate(f.c);
    assert_int_equal(st.highlighted, 1);
    assert_int_equal(st.tracking, 1);
    assert_int_equal(st.touch_inside, 1);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 150, 125, 0.05);
    (void)tct_dispatch(f.s);
    st = cstate(f.c);
    assert_int_equal(st.highlighted, 0);
    assert_int_equal(st.tracking, 0);
    TGL_EXPECT("btn:touch-down", "btn:touch-up-inside", "btn:primary-action");
    cfx_done(&f);
}

/* C1: a slider's value follows the touch, the lift's own location included (it may differ
 * from the last moved: the value once stayed where the last moved left it). */
static void test_C1_slider_takes_the_lift_location(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_SLIDER, "sl");
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 120, 125, 0.00);   /* on the thumb (value 0): no move yet */
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 160, 125, 0.05);   /* lifted 40 pt further */
    (void)tct_dispatch(f.s);
    assert_near(cstate(f.c).value, 40.0 / (100.0 - TC_SLIDER_THUMB_SIZE));
    TGL_EXPECT("sl:touch-down", "sl:value-changed", "sl:primary-action", "sl:value-changed",
               "sl:primary-action", "sl:touch-up-inside");
    cfx_done(&f);
}

/* C1 slider order, iOS 18.2 UIKitCore: UIControl's touchesMoved calls continueTrackingWithTouch:
 * before it measures the touch and sends the drag events, and _UISlideriOSVisualElement's sets
 * the value and, continuous, sends value-changed at every move whether the value changed or not
 * (UISlider's _controlEventsForActionTriggered is value-changed: the primary action follows
 * it); after touch-down, _controlTouchBegan: sends value-changed too; at the lift
 * endTrackingWithTouch: (before touch-up) stops tracking, sends value-changed, then
 * unhighlights, and no primary action follows touch-up. (The engine sent value-changed after
 * the drag event, only when the value changed, and the primary action after touch-up-inside.) */
typedef struct slider_seen {
    int n;
    uint32_t ev[32];
    tc_control_state st[32];
} slider_seen;

static void slider_seen_cb(tc_view *c, uint32_t event, void *ud) {
    slider_seen *seen = (slider_seen *)ud;
    tgl_add("sl:%s", tgl_control_event_name(event));
    if (seen->n < 32) {
        seen->ev[seen->n] = event;
        seen->st[seen->n] = cstate(c);
        seen->n++;
    }
}

static void test_C1_slider_sends_value_changed_at_every_move_before_its_drag_events(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 480, 480);
    tc_view *sl = tct_view(s, win, 100, 100, 100, 50);
    assert_ok(tc_view_set_control(sl, TC_CONTROL_SLIDER));
    static slider_seen seen;
    memset(&seen, 0, sizeof seen);
    assert_ok(tc_control_add_target(sl, TC_CONTROL_EVENT_ALL, slider_seen_cb, &seen, NULL));
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 120, 125, 0.00);    /* on the thumb (value 0) */
    TGL_PUSH(s, TC_PHASE_MOVED, 1, 150, 125, 0.05);    /* 30 pt on */
    TGL_PUSH(s, TC_PHASE_MOVED, 1, 150, 126, 0.10);    /* the value does not change */
    TGL_PUSH(s, TC_PHASE_MOVED, 1, 150, 400, 0.15);    /* out of the tracking area */
    TGL_PUSH(s, TC_PHASE_ENDED, 1, 150, 400, 0.20);    /* lifted outside */
    (void)tct_dispatch(s);
    TGL_EXPECT("sl:touch-down", "sl:value-changed", "sl:primary-action",
               "sl:value-changed", "sl:primary-action", "sl:drag-inside",
               "sl:value-changed", "sl:primary-action", "sl:drag-inside",
               "sl:value-changed", "sl:primary-action", "sl:drag-exit", "sl:drag-outside",
               "sl:value-changed", "sl:primary-action", "sl:touch-up-outside");
    /* the value at the touch-down is the one it had (the touch grabbed the thumb where it was) */
    assert_int_equal(seen.ev[0], TC_CONTROL_EVENT_TOUCH_DOWN);
    assert_near(seen.st[0].value, 0.0);
    /* a move's value-changed comes before the touch is measured: the exit's still reads inside */
    assert_int_equal(seen.ev[9], TC_CONTROL_EVENT_VALUE_CHANGED);
    assert_int_equal(seen.st[9].touch_inside, 1);
    assert_int_equal(seen.st[9].highlighted, 1);
    assert_int_equal(seen.ev[11], TC_CONTROL_EVENT_TOUCH_DRAG_EXIT);
    assert_int_equal(seen.st[11].touch_inside, 0);
    /* the lift's value-changed: no longer tracking; touch-up: no longer highlighted either */
    assert_int_equal(seen.ev[13], TC_CONTROL_EVENT_VALUE_CHANGED);
    assert_int_equal(seen.st[13].tracking, 0);
    assert_int_equal(seen.ev[15], TC_CONTROL_EVENT_TOUCH_UP_OUTSIDE);
    assert_int_equal(seen.st[15].tracking, 0);
    assert_int_equal(seen.st[15].highlighted, 0);
    assert_int_equal(seen.n, 16);
    /* lifted inside: the same end, touch-up-inside last, no primary action after it (a tap on
     * the thumb, now 30 pt on) */
    tgl_reset();
    tap_at(s, 2, 150, 125, 1.0);
    TGL_EXPECT("sl:touch-down", "sl:value-changed", "sl:primary-action", "sl:value-changed",
               "sl:primary-action", "sl:touch-up-inside");
    assert_ok(tc_scene_destroy(s));
}

/* G7 with C1, the audit's scene f1_slider_own_tap: iOS 18.2 _UISlideriOSVisualElement's
 * beginTrackingWithTouch: answers NO for a touch landing off the thumb's hit area (not a
 * pointer's), so UIControl's touchesBegan: neither tracks it nor sends anything; and its
 * gestureRecognizerShouldBegin:, the slider not tracking, answers YES for a recognizer located
 * off the thumb. A tap attached to the slider, on its track away from the thumb, recognizes
 * (seed 004: a recognizer on the control wins); the slider sends nothing — no touch-down, and no
 * touch-cancel when the tap takes the touch (UIControl's touchesCancelled: cancels only while it
 * tracks) — and its value stays. A parent's tap there recognizes as well (a slider does not veto
 * single taps). (The engine's slider tracked the touch wherever it landed and, tracking, vetoed
 * both taps.) */
static void test_G7_own_tap_on_the_track_off_the_thumb_wins(void **state) {
    (void)state;
    for (int own = 0; own < 2; own++) {
        cfx f;
        tc_view *sl = slider_stage(&f, 20, 100);
        assert_ok(tc_control_add_target(sl, TC_CONTROL_EVENT_ALL, tgl_control_cb, (void *)"any", NULL));
        tgl_make_kind(f.s, own ? sl : f.p, TC_RECOGNIZER_TAP, "tap");
        /* value 0: the thumb's hit area ends TC_SLIDER_THUMB_HIT_SIZE / 2 right of its centre */
        double x = thumb_x(20, 200, 0) + TC_SLIDER_THUMB_HIT_SIZE / 2 + 40;
        tap_at(f.s, 1, x, 120, 0.0);
        TGL_EXPECT("tap:ENDED");
        tc_control_state st = cstate(sl);
        assert_int_equal(st.tracking, 0);
        assert_int_equal(st.highlighted, 0);
        assert_int_equal(st.touch_inside, 0);
        assert_near(st.value, 0.0);
        assert_int_equal(g_unhandled, 0);
        cfx_done(&f);
    }
}

/* G7 with C1, the audit's scene f1_slider_vertical_pan: a parent's pan (not delaying touches
 * began) from the slider's track away from its thumb. The slider does not track that touch, and
 * not tracking it lets a recognizer located off its thumb begin whatever it is (iOS 18.2
 * _UISlideriOSVisualElement gestureRecognizerShouldBegin:; Apple's table: "a single finger
 * swipe on the thumb of a UISlider object in a direction parallel to the slider"): the pan
 * begins, vertical — and horizontal too; the slider sends nothing and keeps its value. (The
 * engine's slider tracked the touch and vetoed the pan.) */
static void test_G7_parent_vertical_pan_from_the_track_begins(void **state) {
    (void)state;
    for (int vertical = 1; vertical >= 0; vertical--) {
        cfx f;
        tc_view *sl = slider_stage(&f, 20, 100);
        assert_ok(tc_control_add_target(sl, TC_CONTROL_EVENT_ALL, tgl_control_cb, (void *)"any", NULL));
        tgl_make_kind(f.s, f.p, TC_RECOGNIZER_PAN, "pan");
        double dx = vertical ? 0 : 1, dy = vertical ? 1 : 0, x = 160;   /* the track */
        TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, x, 115, 0.00);
        TGL_PUSH(f.s, TC_PHASE_MOVED, 1, x + 6 * dx, 115 + 6 * dy, 0.02);
        TGL_PUSH(f.s, TC_PHASE_MOVED, 1, x + 25 * dx, 115 + 25 * dy, 0.04);
        TGL_PUSH(f.s, TC_PHASE_ENDED, 1, x + 25 * dx, 115 + 25 * dy, 0.10);
        (void)tct_dispatch(f.s);
        if (vertical) {
            TGL_EXPECT("pan:BEGAN", "pan:ENDED");
        } else {
            /* G7's rule: a pan along the track is vetoed wherever it is on the slider (ours:
             * UIKit's lets one off the thumb begin); the slider does not track the touch. */
            TGL_EXPECT("pan:FAILED");
            assert_string_equal(tgl_last("pan", TC_GESTURE_FAILED)->msg,
                                "a slider vetoes pans parallel to its track");
        }
        tc_control_state st = cstate(sl);
        assert_int_equal(st.tracking, 0);
        assert_near(st.value, 0.0);
        cfx_done(&f);
    }
}

/* G7 with C1: the thumb decides what the slider tracks, the direction what it vetoes. A touch
 * landing on the thumb's hit area (the thumb's square grown to TC_SLIDER_THUMB_HIT_SIZE, iOS
 * 18.2 thumbHitEdgeInsets: here past the thumb's own side) is tracked (touch-down), and neither
 * the slider's own tap nor a parent's vertical pan on that touch is vetoed: each takes the
 * touch and the slider hears touch-cancel. Before the slider tracks (a pan that delays touches
 * began, G4), a horizontal pan located on the thumb is vetoed by its direction and the slider
 * then gets the touch; from the track off the thumb it is vetoed all the same (G7's rule;
 * UIKit's would begin) and the slider does not track the touch. (The engine's tracking slider
 * vetoed the tap and the vertical pan.) */
static void test_G7_the_thumb_decides_what_a_slider_tracks_its_direction_what_it_vetoes(void **state) {
    (void)state;
    double grown = thumb_x(20, 200, 0) + TC_SLIDER_THUMB_HIT_SIZE / 2 - 1;
    assert_true(grown > thumb_x(20, 200, 0) + TC_SLIDER_THUMB_SIZE / 2);
    {
        cfx f;
        tc_view *sl = slider_stage(&f, 20, 100);
        tgl_make_kind(f.s, sl, TC_RECOGNIZER_TAP, "tap");
        tap_at(f.s, 1, grown, 120, 0.0);
        TGL_EXPECT("sl:touch-down", "tap:ENDED", "sl:touch-cancel");
        cfx_done(&f);
    }
    {
        cfx f;
        slider_stage(&f, 20, 100);
        tgl_make_kind(f.s, f.p, TC_RECOGNIZER_PAN, "pan");
        TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, grown, 120, 0.00);
        TGL_PUSH(f.s, TC_PHASE_MOVED, 1, grown, 145, 0.02);
        TGL_PUSH(f.s, TC_PHASE_ENDED, 1, grown, 145, 0.04);
        (void)tct_dispatch(f.s);
        TGL_EXPECT("sl:touch-down", "pan:BEGAN", "sl:touch-cancel", "pan:ENDED");
        cfx_done(&f);
    }
    for (int on_thumb = 1; on_thumb >= 0; on_thumb--) {
        cfx f;
        tc_view *sl = slider_stage(&f, 20, 100);
        tc_recognizer_params pp = tgl_params(TC_RECOGNIZER_PAN);
        pp.delays_touches_began = 1;
        tgl_make(f.s, f.p, &pp, "pan");
        double x = on_thumb ? thumb_x(20, 200, 0) : 120;
        TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, x, 120, 0.00);
        TGL_PUSH(f.s, TC_PHASE_MOVED, 1, x + 15, 120, 0.02);   /* still on the thumb */
        TGL_PUSH(f.s, TC_PHASE_ENDED, 1, x + 15, 120, 0.04);
        (void)tct_dispatch(f.s);
        if (on_thumb) {
            TGL_EXPECT("pan:FAILED", "sl:touch-down", "sl:touch-up-inside");
            assert_string_equal(tgl_last("pan", TC_GESTURE_FAILED)->msg,
                                "a slider vetoes pans parallel to its track");
        } else {
            /* Off the thumb: vetoed by its direction all the same (G7's rule), and the
             * slider, handed the touch, does not track it: nothing is sent. */
            TGL_EXPECT("pan:FAILED");
            assert_string_equal(tgl_last("pan", TC_GESTURE_FAILED)->msg,
                                "a slider vetoes pans parallel to its track");
            assert_int_equal(cstate(sl).tracking, 0);
        }
        cfx_done(&f);
    }
}

/* C1: iOS 18.2 _UISlideriOSVisualElement's beginTrackingWithTouch: keeps _hitOffset, the
 * touch's offset from the thumb's centre, and continueTrackingWithTouch: sets the value where
 * the thumb's centre lands with that offset: a touch on the thumb grabs it where it is (the
 * value stays at the touch-down), then the value moves by the finger's travel over the width
 * less the thumb — clamped to the range, and back again (the offset is kept, not the clamp). A
 * touch on the track off the thumb is not tracked: nothing is sent and the value stays. A
 * pointer touch there (UIKit's _isPointerTouch) jumps the thumb's centre to it. (The engine's
 * value jumped to the finger wherever it landed.) */
static void test_C1_slider_value_follows_the_fingers_travel_from_the_thumb(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 480, 480);
    tc_view *sl = tct_view(s, win, 20, 100, 200, 40);
    assert_ok(tc_view_set_control(sl, TC_CONTROL_SLIDER));
    assert_ok(tc_control_set_value(sl, 0.5));
    static slider_seen seen;
    memset(&seen, 0, sizeof seen);
    assert_ok(tc_control_add_target(sl, TC_CONTROL_EVENT_ALL, slider_seen_cb, &seen, NULL));
    const double travel = 200 - TC_SLIDER_THUMB_SIZE, c = thumb_x(20, 200, 0.5);
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, c + 10, 120, 0.00);   /* 10 pt right of the thumb's centre */
    (void)tct_dispatch(s);
    assert_int_equal(seen.ev[0], TC_CONTROL_EVENT_TOUCH_DOWN);
    assert_near(seen.st[0].value, 0.5);
    assert_near(cstate(sl).value, 0.5);
    TGL_PUSH(s, TC_PHASE_MOVED, 1, c + 30, 120, 0.02);    /* 20 pt on */
    (void)tct_dispatch(s);
    assert_near(cstate(sl).value, 0.5 + 20 / travel);
    TGL_PUSH(s, TC_PHASE_MOVED, 1, 470, 120, 0.04);       /* past the end: clamped */
    (void)tct_dispatch(s);
    assert_near(cstate(sl).value, 1.0);
    TGL_PUSH(s, TC_PHASE_MOVED, 1, c, 120, 0.06);         /* back: 10 pt left of where it began */
    TGL_PUSH(s, TC_PHASE_ENDED, 1, c, 120, 0.08);
    (void)tct_dispatch(s);
    assert_near(cstate(sl).value, 0.5 - 10 / travel);
    assert_int_equal(tgl_count("sl:touch-up-inside"), 1);
    /* the track, off the thumb: nothing */
    tgl_reset();
    tap_at(s, 2, 200, 120, 1.0);
    TGL_EXPECT_EMPTY();
    assert_near(cstate(sl).value, 0.5 - 10 / travel);
    /* a pointer there: the thumb's centre jumps to it */
    push_typed(s, TC_PHASE_BEGAN, 3, 200, 120, 2.00, TC_TOUCH_INDIRECT_POINTER, TC_BUTTON_PRIMARY);
    (void)tct_dispatch(s);
    assert_near(cstate(sl).value, (200 - thumb_x(20, 200, 0)) / travel);
    push_typed(s, TC_PHASE_MOVED, 3, 180, 120, 2.02, TC_TOUCH_INDIRECT_POINTER, TC_BUTTON_PRIMARY);
    push_typed(s, TC_PHASE_ENDED, 3, 180, 120, 2.04, TC_TOUCH_INDIRECT_POINTER, TC_BUTTON_PRIMARY);
    (void)tct_dispatch(s);
    assert_near(cstate(sl).value, (180 - thumb_x(20, 200, 0)) / travel);
    TGL_EXPECT("sl:touch-down", "sl:value-changed", "sl:primary-action", "sl:value-changed",
               "sl:primary-action", "sl:drag-inside", "sl:value-changed", "sl:primary-action",
               "sl:touch-up-inside");
    assert_ok(tc_scene_destroy(s));
}

/* C1: iOS 18.2 UIControl's cancelTrackingWithEvent: clears tracking and the highlight and
 * sends touch-cancel, but leaves the touch-inside flag (only the next tracked touchesBegan
 * sets it again; touchesEnded clears it): after a cancel the control reads touch-inside as it
 * last was. (The engine cleared it.) */
static void test_C1_a_cancel_leaves_touch_inside_as_it_was(void **state) {
    (void)state;
    static const int32_t kinds[] = {TC_CONTROL_BUTTON, TC_CONTROL_SLIDER};
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        cfx f;
        cfx_init(&f, kinds[i], "c");
        /* a slider tracks a touch on its thumb: in the middle, under x 150 */
        if (kinds[i] == TC_CONTROL_SLIDER) assert_ok(tc_control_set_value(f.c, 0.5));
        TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 150, 125, 0.00);
        TGL_PUSH(f.s, TC_PHASE_CANCELLED, 1, 150, 125, 0.05);
        (void)tct_dispatch(f.s);
        assert_int_equal(tgl_count("c:touch-cancel"), 1);
        tc_control_state st = cstate(f.c);
        assert_int_equal(st.tracking, 0);
        assert_int_equal(st.highlighted, 0);
        assert_int_equal(st.touch_inside, 1);
        /* a touch that went outside and is cancelled there: not inside */
        TGL_PUSH(f.s, TC_PHASE_BEGAN, 2, 150, 125, 1.00);
        TGL_PUSH(f.s, TC_PHASE_MOVED, 2, 150, 400, 1.05);
        TGL_PUSH(f.s, TC_PHASE_CANCELLED, 2, 150, 400, 1.10);
        (void)tct_dispatch(f.s);
        assert_int_equal(cstate(f.c).touch_inside, 0);
        /* the next touch-down is inside again; its lift clears it */
        TGL_PUSH(f.s, TC_PHASE_BEGAN, 3, 150, 125, 2.00);
        (void)tct_dispatch(f.s);
        assert_int_equal(cstate(f.c).touch_inside, 1);
        TGL_PUSH(f.s, TC_PHASE_ENDED, 3, 150, 125, 2.05);
        (void)tct_dispatch(f.s);
        assert_int_equal(cstate(f.c).touch_inside, 0);
        cfx_done(&f);
    }
    /* The header's promise holds for every kind: a switch's and a segmented control's cancel
     * send nothing and leave touch-inside as it was too. */
    static const int32_t quiet[] = {TC_CONTROL_SWITCH, TC_CONTROL_SEGMENTED};
    for (size_t i = 0; i < sizeof quiet / sizeof quiet[0]; i++) {
        cfx f;
        cfx_init(&f, quiet[i], "c");
        TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 150, 125, 0.00);
        (void)tct_dispatch(f.s);
        assert_int_equal(cstate(f.c).touch_inside, 1);
        TGL_PUSH(f.s, TC_PHASE_CANCELLED, 1, 150, 125, 0.05);
        (void)tct_dispatch(f.s);
        assert_int_equal(tgl_count("c:touch-cancel"), 0);
        tc_control_state st = cstate(f.c);
        assert_int_equal(st.tracking, 0);
        assert_int_equal(st.touch_inside, 1);
        cfx_done(&f);
    }
}

/* One pointer sample of touch `id` with its type and buttons. */
static void push_typed(tc_scene *s, int32_t phase, int64_t id, double x, double y, double t,
                       int32_t type, uint32_t buttons) {
    tc_touch_sample smp = tct_sample(phase, id, x, y, t);
    smp.type = type;
    smp.buttons = buttons;
    assert_ok(tc_scene_push_touch(s, &smp));
}

/* C1, R3, P2: iOS 18.2 UIControl's initWithFrame: sets _requiredButtonMask to 1 (the primary
 * button) and its touchesBegan: calls super, tracking nothing, when the event's button mask is
 * not 0 and shares no button with it; touchesMoved:/touchesEnded: call super when it is not
 * tracking; touchesCancelled: never does. So a secondary click on a button fires nothing and
 * walks on up the chain (its parent handles it here); a click holding the primary button, or a
 * finger whatever its buttons, is the button's as before. (The engine fired touch-down,
 * touch-up-inside and the primary action for the secondary click.) */
static void test_C1_R3_a_pointer_touch_without_the_primary_button_is_not_tracked(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_BUTTON, "btn");
    push_typed(f.s, TC_PHASE_BEGAN, 1, 150, 125, 0.00, TC_TOUCH_INDIRECT_POINTER, TC_BUTTON_SECONDARY);
    push_typed(f.s, TC_PHASE_MOVED, 1, 152, 125, 0.02, TC_TOUCH_INDIRECT_POINTER, TC_BUTTON_SECONDARY);
    push_typed(f.s, TC_PHASE_ENDED, 1, 152, 125, 0.04, TC_TOUCH_INDIRECT_POINTER, TC_BUTTON_SECONDARY);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("p:began[1]", "p:moved[1]", "p:ended[1]");
    tc_control_state st = cstate(f.c);
    assert_int_equal(st.tracking, 0);
    assert_int_equal(st.touch_inside, 0);
    /* the primary button held with another: the button's */
    tgl_reset();
    push_typed(f.s, TC_PHASE_BEGAN, 2, 150, 125, 1.00, TC_TOUCH_INDIRECT_POINTER,
               TC_BUTTON_PRIMARY | TC_BUTTON_SECONDARY);
    push_typed(f.s, TC_PHASE_ENDED, 2, 150, 125, 1.04, TC_TOUCH_INDIRECT_POINTER,
               TC_BUTTON_PRIMARY | TC_BUTTON_SECONDARY);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("btn:touch-down", "btn:touch-up-inside", "btn:primary-action");
    /* a finger (no button mask in UIKit's event) is the button's whatever its buttons say */
    tgl_reset();
    push_typed(f.s, TC_PHASE_BEGAN, 3, 150, 125, 2.00, TC_TOUCH_DIRECT, TC_BUTTON_SECONDARY);
    push_typed(f.s, TC_PHASE_ENDED, 3, 150, 125, 2.04, TC_TOUCH_DIRECT, TC_BUTTON_SECONDARY);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("btn:touch-down", "btn:touch-up-inside", "btn:primary-action");
    /* the button's buttons are read at the began: pressing the primary button later does not
     * make the touch the button's; and its cancel stops at the button (touchesCancelled: never
     * calls super) */
    tgl_reset();
    push_typed(f.s, TC_PHASE_BEGAN, 4, 150, 125, 3.00, TC_TOUCH_INDIRECT_POINTER, TC_BUTTON_SECONDARY);
    push_typed(f.s, TC_PHASE_MOVED, 4, 151, 125, 3.02, TC_TOUCH_INDIRECT_POINTER,
               TC_BUTTON_PRIMARY | TC_BUTTON_SECONDARY);
    push_typed(f.s, TC_PHASE_CANCELLED, 4, 151, 125, 3.04, TC_TOUCH_INDIRECT_POINTER,
               TC_BUTTON_PRIMARY | TC_BUTTON_SECONDARY);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("p:began[4]", "p:moved[4]");
    assert_int_equal(g_unhandled, 0);
    cfx_done(&f);
}

static void test_C1_removed_targets_do_not_fire(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_BUTTON, "all");
    int32_t id_a = -1, id_b = -1;
    assert_ok(tc_control_add_target(f.c, TC_CONTROL_EVENT_TOUCH_UP_INSIDE, tgl_control_cb,
                                    (void *)"a", &id_a));
    assert_ok(tc_control_add_target(f.c, TC_CONTROL_EVENT_TOUCH_UP_INSIDE, tgl_control_cb,
                                    (void *)"b", &id_b));
    assert_true(id_a != id_b);
    tap_at(f.s, 1, 150, 125, 0.0);
    /* bit order, then registration order */
    TGL_EXPECT("all:touch-down", "all:touch-up-inside", "a:touch-up-inside", "b:touch-up-inside",
               "all:primary-action");
    assert_ok(tc_control_remove_target(f.c, id_a));
    assert_int_equal(tc_control_remove_target(f.c, id_a), TC_ERR_NOT_FOUND);
    assert_int_equal(tc_control_remove_target(f.c, 12345), TC_ERR_NOT_FOUND);
    tgl_reset();
    tap_at(f.s, 2, 150, 125, 1.0);
    TGL_EXPECT("all:touch-down", "all:touch-up-inside", "b:touch-up-inside", "all:primary-action");
    cfx_done(&f);
}

/* C1: a target that removes an earlier target does not make the next one miss the event
 * (targets are those registered when the event is sent, in registration order); one added
 * meanwhile gets the next event. (The engine walked the live list: the next target was
 * skipped.) */
static int32_t g_c1_ids[3];
static tc_view *g_c1_control;

static void remove_first_target(tc_view *c, uint32_t event, void *ud) {
    tgl_control_cb(c, event, ud);
    if (event == TC_CONTROL_EVENT_TOUCH_DOWN && g_c1_ids[0] >= 0) {
        assert_ok(tc_control_remove_target(g_c1_control, g_c1_ids[0]));
        g_c1_ids[0] = -1;
        assert_ok(tc_control_add_target(g_c1_control, TC_CONTROL_EVENT_TOUCH_DOWN, tgl_control_cb,
                                        (void *)"new", NULL));
    }
}

static void test_C1_target_removed_during_an_event_does_not_skip_the_next(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 480, 480);
    tc_view *c = tct_view(s, win, 100, 100, 100, 50);
    assert_ok(tc_view_set_control(c, TC_CONTROL_BUTTON));
    g_c1_control = c;
    assert_ok(tc_control_add_target(c, TC_CONTROL_EVENT_TOUCH_DOWN, tgl_control_cb, (void *)"a", &g_c1_ids[0]));
    assert_ok(tc_control_add_target(c, TC_CONTROL_EVENT_TOUCH_DOWN, remove_first_target, (void *)"b", &g_c1_ids[1]));
    assert_ok(tc_control_add_target(c, TC_CONTROL_EVENT_TOUCH_DOWN, tgl_control_cb, (void *)"c", &g_c1_ids[2]));
    tap_at(s, 1, 150, 125, 0.0);
    TGL_EXPECT("a:touch-down", "b:touch-down", "c:touch-down");
    tgl_reset();
    tap_at(s, 2, 150, 125, 1.0);
    TGL_EXPECT("b:touch-down", "c:touch-down", "new:touch-down");
    assert_ok(tc_scene_destroy(s));
}

/* C1, C2: a target that ends the control's tracking — here by removing the stepper from its
 * window, which cancels its touch (T7) — stops the rest of the event: the later target gets
 * no touch-down after the cancel, and the stepper does not step. (It used to step after its
 * own cancel.) A stepper's cancel sends no touch-cancel (C1, UIStepper's
 * cancelTrackingWithEvent:). */
static void remove_control_from_window(tc_view *c, uint32_t event, void *ud) {
    tgl_control_cb(c, event, ud);
    if (event == TC_CONTROL_EVENT_TOUCH_DOWN) assert_ok(tc_view_remove_from_superview(c));
}

static void test_C1_C2_target_that_ends_tracking_stops_the_rest_of_the_event(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 480, 480);
    tc_view *c = tct_view(s, win, 100, 100, 100, 50);
    assert_ok(tc_view_set_control(c, TC_CONTROL_STEPPER));
    assert_ok(tc_control_set_value(c, 50));
    assert_ok(tc_control_add_target(c, TC_CONTROL_EVENT_ALL, remove_control_from_window, (void *)"t1", NULL));
    assert_ok(tc_control_add_target(c, TC_CONTROL_EVENT_ALL, tgl_control_cb, (void *)"t2", NULL));
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 180, 125, 0.0);   /* the right half: +1 */
    (void)tct_dispatch(s);
    TGL_EXPECT("t1:touch-down");
    assert_near(cstate(c).value, 50.0);
    assert_int_equal(cstate(c).tracking, 0);
    assert_ok(tc_scene_destroy(s));
}

/* C1: a control stops tracking a touch whose end it never saw (its own touches callback
 * handled the lift, R3): it is not left tracking and highlighted, and the next touch, a new
 * touch object from the pool, gets its own touch-down. (The control used to stay tracking the
 * pooled object: the next touch got drag-exit and touch-up-outside with no touch-down.) The
 * lift was handled by a label subview here until a control tracked only touches whose
 * hit-test view it is (R3, UIControl's _firstTouchForView:): a label's touch is not tracked. */
static void test_C1_control_stops_tracking_a_touch_whose_end_it_never_saw(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_BUTTON, "b");
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = handles_the_lift;
    assert_ok(tc_view_set_responder(f.c, &cb));
    tap_at(f.s, 1, 150, 125, 0.0);
    TGL_EXPECT("b:touch-down");
    tc_control_state st = cstate(f.c);
    assert_int_equal(st.tracking, 0);
    assert_int_equal(st.highlighted, 0);
    assert_int_equal(st.touch_inside, 0);
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 2, 150, 125, 1.0);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("b:touch-down", "b:touch-down");
    assert_int_equal(cstate(f.c).tracking, 1);
    cfx_done(&f);
}

/* C1: a touch that lands in a minimum hit size grown past the bounds (no margin) is inside
 * and highlighted from the touch-down, and its lift there is a touch-up-inside: the control is
 * hit there (UIKit's pointMostlyInside includes point-inside). */
static void test_C1_touch_down_in_a_minimum_hit_size_is_inside(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_BUTTON, "b");
    assert_ok(tc_view_set_frame(f.c, 100, 100, 20, 20));
    assert_ok(tc_control_set_tracking_margin(f.c, 0));
    assert_ok(tc_view_set_min_hit_size(f.c, 44, 44));
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 95, 110, 0.0);   /* 5 pt left of the button */
    (void)tct_dispatch(f.s);
    tc_control_state st = cstate(f.c);
    assert_int_equal(st.tracking, 1);
    assert_int_equal(st.highlighted, 1);
    assert_int_equal(st.touch_inside, 1);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 95, 110, 0.05);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("b:touch-down", "b:touch-up-inside", "b:primary-action");
    cfx_done(&f);
}

/* C1, H6f (seed 002 §6.1, seed 003 §1: a button enlarged by overriding point(inside:) fires
 * for taps on the enlarged area): UIControl's touchesMoved/Ended decide inside with
 * pointMostlyInside: = the grown bounds contain the point || [self pointInside:], so an
 * overridden point-inside is asked, under H5 (it may not mutate). A 20x20 button whose host
 * point-inside accepts 100 pt around it: a tap 90 pt left of it is a touch-up-inside, and a
 * drag there stays inside. (The engine asked only the grown bounds and its own hit area: the
 * tap gave touch-down, drag-exit, touch-up-outside.) */
static int g_pi_calls;
static int32_t g_pi_mutation = TC_OK;

static int32_t grow_100(tc_view *v, double x, double y, int32_t engine, void *ud) {
    (void)engine; (void)ud;
    g_pi_calls++;
    int32_t rc = tc_view_set_frame(v, 0, 0, 1, 1);   /* H5: refused */
    if (rc != TC_OK) g_pi_mutation = rc;
    else g_pi_mutation = 1;                          /* accepted: a failure */
    return x >= -100 && y >= -100 && x < 120 && y < 120;
}

static void test_C1_H6f_host_point_inside_counts_as_inside(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_BUTTON, "btn");
    assert_ok(tc_view_set_frame(f.c, 200, 200, 20, 20));
    assert_ok(tc_view_set_point_inside_fn(f.c, grow_100, NULL));
    g_pi_calls = 0;
    g_pi_mutation = TC_OK;
    tap_at(f.s, 1, 110, 210, 0.0);                    /* 90 pt left: past the 70 pt margin */
    TGL_EXPECT("btn:touch-down", "btn:touch-up-inside", "btn:primary-action");
    assert_true(g_pi_calls >= 2);                     /* hit-testing, then the lift */
    assert_int_equal(g_pi_mutation, TC_ERR_REENTRANT);
    tgl_reset();
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 2, 210, 210, 1.0);  /* on the button */
    TGL_PUSH(f.s, TC_PHASE_MOVED, 2, 110, 210, 1.1);  /* 90 pt left */
    (void)tct_dispatch(f.s);
    tc_control_state st = cstate(f.c);
    assert_int_equal(st.touch_inside, 1);
    assert_int_equal(st.highlighted, 1);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 2, 90, 210, 1.2);   /* 110 pt left: outside the override */
    TGL_PUSH(f.s, TC_PHASE_ENDED, 2, 90, 210, 1.3);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("btn:touch-down", "btn:drag-inside", "btn:drag-exit", "btn:drag-outside",
               "btn:touch-up-outside");
    assert_int_equal(g_pi_mutation, TC_ERR_REENTRANT);
    cfx_done(&f);
}

/* C1: UIKit's touchesEnded sends touch-up-inside (and the primary action with it) before
 * setHighlighted:NO: inside those targets the control is still highlighted, no longer
 * tracking, and the touch inside; once the lift is handled it is unhighlighted. A lift that
 * exits sends drag-exit and touch-up-outside still highlighted too (touchesEnded changes the
 * highlight only afterwards). (The engine unhighlighted the control before any of them.) */
typedef struct seen_state {
    int n;
    char log[8][48];
} seen_state;

static void record_state(tc_view *c, uint32_t event, void *ud) {
    seen_state *ss = (seen_state *)ud;
    tc_control_state st = cstate(c);
    if (ss->n < 8)
        snprintf(ss->log[ss->n++], sizeof ss->log[0], "%s h%d t%d i%d", tc_control_event_string(event),
                 st.highlighted, st.tracking, st.touch_inside);
}

static void test_C1_highlighted_while_touch_up_is_sent(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_BUTTON, "btn");
    seen_state ss;
    memset(&ss, 0, sizeof ss);
    assert_ok(tc_control_add_target(f.c,
                                    TC_CONTROL_EVENT_TOUCH_UP_INSIDE | TC_CONTROL_EVENT_TOUCH_UP_OUTSIDE |
                                        TC_CONTROL_EVENT_TOUCH_DRAG_EXIT |
                                        TC_CONTROL_EVENT_PRIMARY_ACTION_TRIGGERED,
                                    record_state, &ss, NULL));
    tap_at(f.s, 1, 150, 125, 0.0);
    assert_int_equal(ss.n, 2);
    assert_string_equal(ss.log[0], "touch_up_inside h1 t0 i1");
    assert_string_equal(ss.log[1], "primary_action_triggered h1 t0 i1");
    tc_control_state st = cstate(f.c);
    assert_int_equal(st.highlighted, 0);
    assert_int_equal(st.tracking, 0);
    assert_int_equal(st.touch_inside, 0);
    memset(&ss, 0, sizeof ss);
    assert_ok(tc_control_set_tracking_margin(f.c, 0));
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 2, 150, 125, 1.0);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 2, 250, 125, 1.05);  /* lifted 50 pt right of it */
    (void)tct_dispatch(f.s);
    assert_int_equal(ss.n, 2);
    assert_string_equal(ss.log[0], "touch_drag_exit h1 t1 i0");
    assert_string_equal(ss.log[1], "touch_up_outside h1 t0 i0");
    assert_int_equal(cstate(f.c).highlighted, 0);
    cfx_done(&f);
}

/* R3, C1 (seed 004; "a UIButton with an interactive subview stops firing"): UIControl's
 * touchesBegan tracks only [event _firstTouchForView:self], a touch whose hit-test view is the
 * control (touchesForView: reads the touches keyed by their view). A touch hit-tested to an
 * interactive subview that passes it up is not tracked: its began is swallowed by the
 * control. The control, not tracking, passes its moved and ended on (UIControl's
 * touchesMoved/Ended call super when not tracking), but its began never went past the
 * control, so they go no further (R2: UIKit forwards a later phase only to a responder the
 * began was forwarded to). A touch on the rest of the button is tracked as usual. (The engine
 * once tracked it: touch-down, drag-inside, touch-up-inside; then passed the moved and ended
 * on to the superview.) */
static void test_R3_C1_a_touch_on_an_interactive_subview_is_not_tracked(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_BUTTON, "btn");
    tc_view *inner = tct_view(f.s, f.c, 0, 0, 50, 50);  /* the left half of the button */
    tgl_view irec = {"inner", TC_PASS};
    tgl_record_view(inner, &irec);
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 120, 125, 0.00);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 125, 125, 0.01);
    (void)tct_dispatch(f.s);
    tc_control_state st = cstate(f.c);
    assert_int_equal(st.tracking, 0);
    assert_int_equal(st.highlighted, 0);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 125, 125, 0.02);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("inner:began[1]", "inner:moved[1]", "inner:ended[1]");
    assert_int_equal(g_unhandled, 0);
    tgl_reset();
    tap_at(f.s, 2, 180, 125, 1.0);                     /* the right half: the button itself */
    TGL_EXPECT("btn:touch-down", "btn:touch-up-inside", "btn:primary-action");
    cfx_done(&f);
}

/* C1 (header, tc_control_set_value): a switch's value is 0 or 1, a segmented or page
 * control's an index. */
static void test_C1_set_value_kept_to_the_kind(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 480, 480);
    tc_view *sw = tct_view(s, win, 0, 0, 50, 30);
    tc_view *seg = tct_view(s, win, 0, 100, 200, 30);
    tc_view *page = tct_view(s, win, 0, 200, 200, 30);
    tc_view *slider = tct_view(s, win, 0, 300, 200, 30);
    assert_ok(tc_view_set_control(sw, TC_CONTROL_SWITCH));
    assert_ok(tc_view_set_control(seg, TC_CONTROL_SEGMENTED));
    assert_ok(tc_view_set_control(page, TC_CONTROL_PAGE));
    assert_ok(tc_view_set_control(slider, TC_CONTROL_SLIDER));
    assert_ok(tc_control_set_value(sw, 0.3));
    assert_near(cstate(sw).value, 0.0);
    assert_ok(tc_control_set_value(sw, 0.5));
    assert_near(cstate(sw).value, 1.0);
    assert_ok(tc_control_set_value(seg, 0.4));
    assert_near(cstate(seg).value, 0.0);
    assert_ok(tc_control_set_value(seg, 0.6));
    assert_near(cstate(seg).value, 1.0);
    assert_ok(tc_control_set_value(page, 7));
    assert_near(cstate(page).value, 1.0);
    assert_ok(tc_control_set_value(slider, 0.3));
    assert_near(cstate(slider).value, 0.3);            /* continuous kinds keep theirs */
    assert_ok(tc_scene_destroy(s));
}

static void test_C1_non_control_calls_return_state(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 100, 100);
    tc_control_state st;
    memset(&st, 0, sizeof st);
    st.size = (uint32_t)sizeof st;
    int32_t id = -1;
    assert_int_equal(tc_control_get_state(v, &st), TC_ERR_STATE);
    assert_int_equal(tc_control_set_enabled(v, 0), TC_ERR_STATE);
    assert_int_equal(tc_control_set_value(v, 0.5), TC_ERR_STATE);
    assert_int_equal(tc_control_set_tracking_margin(v, 10), TC_ERR_STATE);
    assert_int_equal(tc_control_add_target(v, TC_CONTROL_EVENT_ALL, tgl_control_cb, (void *)"x", &id),
                     TC_ERR_STATE);
    assert_int_equal(id, -1);
    assert_int_equal(tc_control_remove_target(v, 1), TC_ERR_STATE);
    assert_true(strlen(tc_scene_last_error(s)) > 0);
    /* a control made an ordinary view again */
    assert_ok(tc_view_set_control(v, TC_CONTROL_BUTTON));
    assert_ok(tc_control_get_state(v, &st));
    assert_ok(tc_view_set_control(v, TC_CONTROL_NONE));
    assert_int_equal(tc_control_get_state(v, &st), TC_ERR_STATE);
    assert_true(tc_view_set_control(v, 99) < 0);
    assert_ok(tc_scene_destroy(s));
}

/* ======================================================================== */
/* C2 / R3 — disabled controls, controls consume their touches              */
/* ======================================================================== */

/* C2: a disabled control is not hit (UIControl's hitTest answers nil while it is not enabled):
 * the touch goes to the view behind it, here its superview, and the control sends nothing.
 * Enabled again, it is hit and tracks. (The engine hit the control, which swallowed the touch.) */
static void test_C2_disabled_control_is_not_hit_the_view_behind_gets_the_touch(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_BUTTON, "btn");
    tc_view *child = tct_view(f.s, f.c, 0, 0, 100, 50);   /* its subtree is skipped too */
    assert_ok(tc_control_set_enabled(f.c, 0));
    assert_int_equal(cstate(f.c).enabled, 0);
    assert_ptr_equal(tct_hit(f.win, 150, 125), f.p);
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 150, 125, 0.00);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 160, 125, 0.01);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 160, 125, 0.02);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("p:began[1]", "p:moved[1]", "p:ended[1]");
    assert_int_equal(g_unhandled, 0);
    tgl_reset();
    assert_ok(tc_control_set_enabled(f.c, 1));
    assert_ptr_equal(tct_hit(f.win, 150, 125), child);
    assert_ok(tc_view_destroy(child));
    tc_control_state st = cstate(f.c);
    assert_int_equal(st.tracking, 0);
    assert_int_equal(st.highlighted, 0);
    /* enabled again, it works */
    assert_ok(tc_control_set_enabled(f.c, 1));
    tap_at(f.s, 2, 150, 125, 1.0);
    TGL_EXPECT("btn:touch-down", "btn:touch-up-inside", "btn:primary-action");
    cfx_done(&f);
}

static void test_R3_controls_never_forward_touches(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_GENERIC, "ctl");
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 150, 125, 0.00);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 160, 125, 0.01);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 160, 125, 0.02);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("ctl:touch-down", "ctl:drag-inside", "ctl:touch-up-inside", "ctl:primary-action");
    assert_int_equal(g_unhandled, 0);
    cfx_done(&f);
}

static void test_R3_host_callback_on_control_runs_first(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_BUTTON, "btn");
    tgl_view crec = {"c", TC_PASS};
    tgl_record_view(f.c, &crec);
    tap_at(f.s, 1, 150, 125, 0.0);
    /* PASS: the control's own tracking runs and still does not forward */
    TGL_EXPECT("c:began[1]", "btn:touch-down", "c:ended[1]", "btn:touch-up-inside",
               "btn:primary-action");
    /* HANDLED replaces the tracking */
    crec.ret = TC_HANDLED;
    tgl_reset();
    tap_at(f.s, 2, 150, 125, 1.0);
    TGL_EXPECT("c:began[2]", "c:ended[2]");
    assert_int_equal(g_unhandled, 0);
    cfx_done(&f);
}

/* ---- issue 11: disabled controls do not track ---------------------------- */

/* C2: a touch that began while the control was disabled went to the view behind (T4: its
 * hit-test view for good); enabling the control meanwhile does not make the control track it. */
static void test_C2_touch_began_while_disabled_not_tracked_after_reenable(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_BUTTON, "btn");
    assert_ok(tc_control_set_enabled(f.c, 0));
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 150, 125, 0.00);
    (void)tct_dispatch(f.s);
    tc_control_state st = cstate(f.c);
    assert_int_equal(st.tracking, 0);
    assert_int_equal(st.highlighted, 0);
    assert_ok(tc_control_set_enabled(f.c, 1));
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 160, 125, 0.01);
    (void)tct_dispatch(f.s);
    st = cstate(f.c);
    assert_int_equal(st.tracking, 0);
    assert_int_equal(st.highlighted, 0);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 160, 125, 0.02);
    (void)tct_dispatch(f.s);
    /* no control event: the touch is the superview's */
    TGL_EXPECT("p:began[1]", "p:moved[1]", "p:ended[1]");
    assert_int_equal(g_unhandled, 0);
    tgl_reset();
    /* the next touch is tracked as usual */
    tap_at(f.s, 2, 150, 125, 1.0);
    TGL_EXPECT("btn:touch-down", "btn:touch-up-inside", "btn:primary-action");
    cfx_done(&f);
}

/* C2: disabling a control that tracks clears its highlight at once; it
 * sends nothing more while disabled. */
static void test_C2_disabling_while_tracking_clears_highlight(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_BUTTON, "btn");
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 150, 125, 0.00);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("btn:touch-down");
    tc_control_state st = cstate(f.c);
    assert_int_equal(st.tracking, 1);
    assert_int_equal(st.highlighted, 1);
    assert_ok(tc_control_set_enabled(f.c, 0));
    st = cstate(f.c);
    assert_int_equal(st.enabled, 0);
    assert_int_equal(st.highlighted, 0);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 160, 125, 0.01);
    (void)tct_dispatch(f.s);
    assert_int_equal(cstate(f.c).highlighted, 0);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 160, 125, 0.02);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("btn:touch-down");
    assert_int_equal(g_unhandled, 0);
    st = cstate(f.c);
    assert_int_equal(st.tracking, 0);
    assert_int_equal(st.highlighted, 0);
    cfx_done(&f);
}

/* C2: "a control disabled while it tracks sends nothing more for that
 * touch" -- also when it is enabled again before the touch ends. (Found by
 * issue 11's testing: the control kept the touch it tracked while disabled and,
 * enabled again, sent drag-inside, touch-up-inside and primary-action.) */
static void test_C2_disabled_while_tracking_sends_nothing_more_after_reenable(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_BUTTON, "btn");
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 150, 125, 0.00);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("btn:touch-down");
    assert_ok(tc_control_set_enabled(f.c, 0));
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 160, 125, 0.01);
    (void)tct_dispatch(f.s);
    assert_ok(tc_control_set_enabled(f.c, 1));
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 165, 125, 0.02);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 165, 125, 0.03);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("btn:touch-down");
    assert_int_equal(g_unhandled, 0);
    tc_control_state st = cstate(f.c);
    assert_int_equal(st.tracking, 0);
    assert_int_equal(st.highlighted, 0);
    cfx_done(&f);
}

/* ======================================================================== */
/* C1 — a second finger on a control with multiple touch enabled            */
/* ======================================================================== */

/* C1: UIControl's touchesBegan/Moved/Ended act on `[event _firstTouchForView:self]`, the touch
 * that began alone on the control, whichever touch the delivery carries. On a button with
 * multiple touch enabled a second finger's began presses it again with the first finger
 * (touch-down again; no touch-down-repeat: the first finger's tap count is 1), its moves send
 * the first finger's drag events, and its lift ends the tracking where the first finger is —
 * touch-up-inside and the primary action while the first finger is still down; the first
 * finger's own lift then finds the button not tracking and sends nothing. With the first
 * finger outside the tracking area, the second finger's began highlights the button again and
 * its lift (on the button) is touch-up-outside. Catches an engine that ignores the second
 * finger and fires at the first finger's lift. A button with multiple touch off never gets the
 * second finger (T6): the first finger's lift fires, as with one finger. */
static void test_C1_second_finger_on_a_multitouch_button_acts_on_the_first(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_BUTTON, "btn");
    assert_ok(tc_view_set_flag(f.c, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 120, 125, 0.00);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("btn:touch-down");
    tgl_reset();
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 2, 180, 125, 0.10);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("btn:touch-down");
    tc_control_state st = cstate(f.c);
    assert_int_equal(st.tracking, 1);
    assert_int_equal(st.highlighted, 1);
    tgl_reset();
    TGL_PUSH(f.s, TC_PHASE_MOVED, 2, 185, 125, 0.15);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("btn:drag-inside");
    tgl_reset();
    TGL_PUSH(f.s, TC_PHASE_ENDED, 2, 185, 125, 0.20);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("btn:touch-up-inside", "btn:primary-action");
    st = cstate(f.c);
    assert_int_equal(st.tracking, 0);
    assert_int_equal(st.highlighted, 0);
    tgl_reset();
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 125, 125, 0.25);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 125, 125, 0.30);
    (void)tct_dispatch(f.s);
    TGL_EXPECT_EMPTY();
    assert_int_equal(g_unhandled, 0);

    /* the first finger dragged out of the tracking area: the second finger's began presses
     * the button again (highlighted, inside); its lift on the button measures the first */
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 3, 120, 125, 1.00);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 3, 460, 460, 1.05);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("btn:touch-down", "btn:drag-exit", "btn:drag-outside");
    tgl_reset();
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 4, 150, 125, 1.10);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("btn:touch-down");
    st = cstate(f.c);
    assert_int_equal(st.highlighted, 1);
    assert_int_equal(st.touch_inside, 1);
    tgl_reset();
    TGL_PUSH(f.s, TC_PHASE_ENDED, 4, 150, 125, 1.15);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("btn:drag-exit", "btn:touch-up-outside");
    tgl_reset();
    TGL_PUSH(f.s, TC_PHASE_ENDED, 3, 460, 460, 1.20);
    (void)tct_dispatch(f.s);
    TGL_EXPECT_EMPTY();
    cfx_done(&f);

    /* multiple touch off (the default): the second finger never reaches the button (T6) */
    cfx_init(&f, TC_CONTROL_BUTTON, "btn");
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 120, 125, 0.00);
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 2, 180, 125, 0.10);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 2, 185, 125, 0.15);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 2, 185, 125, 0.20);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("btn:touch-down");
    assert_int_equal(cstate(f.c).tracking, 1);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 120, 125, 0.30);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("btn:touch-down", "btn:touch-up-inside", "btn:primary-action");
    assert_int_equal(tgl_count("p:began[2]") + tgl_count("p:ended[2]"), 0);
    cfx_done(&f);
}

/* C1: the same for the other kinds that track through UIControl's handlers or, the segmented
 * control, its own ones that also read `_firstTouchForView:`. A stepper pressed on its right
 * half: a second finger on the left half presses it again with the first finger (touch-down;
 * the half highlighted is the first finger's) and its quick lift steps toward the first
 * finger's half, then touch-up-inside; the first finger's lift sends nothing. A slider held on
 * its thumb: the second finger's began is touch-down then value-changed, its lift value-changed
 * then touch-up-inside, the value where the first finger holds the thumb. A segmented control
 * pressed on segment 1: a second finger on segment 0 and its lift select segment 1 at that
 * lift; the first finger's lift selects nothing more. */
static void test_C1_second_finger_on_multitouch_stepper_slider_and_segmented_acts_on_the_first(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_STEPPER, "st");
    assert_ok(tc_view_set_flag(f.c, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 180, 125, 0.00); /* the right half: +1 */
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 2, 110, 125, 0.30); /* the left half */
    (void)tct_dispatch(f.s);
    TGL_EXPECT("st:touch-down", "st:touch-down");
    tgl_reset();
    TGL_PUSH(f.s, TC_PHASE_ENDED, 2, 110, 125, 0.40);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("st:value-changed", "st:primary-action", "st:touch-up-inside");
    assert_near(cstate(f.c).value, 1.0);
    tgl_reset();
    assert_ok(tc_scene_advance(f.s, 2.0)); /* no repeat: the press has ended */
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 180, 125, 2.50);
    (void)tct_dispatch(f.s);
    TGL_EXPECT_EMPTY();
    assert_near(cstate(f.c).value, 1.0);
    cfx_done(&f);

    tc_view *sl = slider_stage(&f, 20, 100);
    assert_ok(tc_view_set_flag(sl, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    assert_ok(tc_control_add_target(sl, TC_CONTROL_EVENT_VALUE_CHANGED, tgl_control_cb, (void *)"v", NULL));
    double x = thumb_x(20, 200, 0);
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, x, 120, 0.00);
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, x + 40, 120, 0.05);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("sl:touch-down", "v:value-changed", "v:value-changed");
    double held = cstate(sl).value;
    assert_true(held > 0.2);
    tgl_reset();
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 2, 200, 120, 0.10); /* on the track, away from the thumb */
    (void)tct_dispatch(f.s);
    TGL_EXPECT("sl:touch-down", "v:value-changed");
    tgl_reset();
    TGL_PUSH(f.s, TC_PHASE_ENDED, 2, 200, 120, 0.20);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("v:value-changed", "sl:touch-up-inside");
    assert_near(cstate(sl).value, held);
    assert_int_equal(cstate(sl).tracking, 0);
    tgl_reset();
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, x + 60, 120, 0.25);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, x + 60, 120, 0.30);
    (void)tct_dispatch(f.s);
    TGL_EXPECT_EMPTY();
    assert_near(cstate(sl).value, held);
    cfx_done(&f);

    cfx_init(&f, TC_CONTROL_SEGMENTED, "seg"); /* segment 0: x 100..150, segment 1: 150..200 */
    assert_ok(tc_view_set_flag(f.c, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 180, 125, 0.00);
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 2, 120, 125, 0.10);
    (void)tct_dispatch(f.s);
    TGL_EXPECT_EMPTY();
    TGL_PUSH(f.s, TC_PHASE_ENDED, 2, 120, 125, 0.20);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("seg:value-changed", "seg:primary-action");
    assert_near(cstate(f.c).value, 1.0);
    assert_int_equal(cstate(f.c).tracking, 0);
    tgl_reset();
    TGL_PUSH(f.s, TC_PHASE_MOVED, 1, 110, 125, 0.25);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 110, 125, 0.30);
    (void)tct_dispatch(f.s);
    TGL_EXPECT_EMPTY();
    assert_near(cstate(f.c).value, 1.0);
    cfx_done(&f);
}

/* C1: UIKit's page control sends its touch events from `_UIControlEventsGestureRecognizer`,
 * which acts on `[touches anyObject]` — every touch it is handed — and changes its page from a
 * one-touch tap recognizer, which a second finger fails. On a page control with multiple touch
 * enabled the second finger sends its own touch-down and touch-up-inside, and neither lift
 * changes the page. Catches an engine that follows the first finger only (its lift a tap that
 * turns the page). */
static void test_C1_second_finger_on_a_multitouch_page_control_is_its_own_and_fails_the_tap(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_PAGE, "pg");
    assert_ok(tc_view_set_flag(f.c, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 120, 125, 0.00);
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 2, 180, 125, 0.05);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 2, 180, 125, 0.10);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 120, 125, 0.15);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("pg:touch-down", "pg:touch-down", "pg:touch-up-inside", "pg:touch-up-inside");
    assert_near(cstate(f.c).value, 0.0);
    /* one finger again: a tap turns the page */
    tgl_reset();
    tap_at(f.s, 3, 150, 125, 1.0);
    TGL_EXPECT("pg:touch-down", "pg:touch-up-inside", "pg:value-changed", "pg:primary-action");
    assert_near(cstate(f.c).value, 1.0);
    cfx_done(&f);
}

/* C1, our choice: UIKit's switch runs on its own long-press and pan recognizers, whose handling
 * of a second finger the decompile does not settle; the engine's switch follows its own touch
 * only: a second finger on a multiple-touch switch changes nothing, and the first finger's tap
 * toggles it at its lift. */
static void test_C1_second_finger_on_a_multitouch_switch_changes_nothing(void **state) {
    (void)state;
    cfx f;
    cfx_init(&f, TC_CONTROL_SWITCH, "sw");
    assert_ok(tc_view_set_flag(f.c, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 1, 120, 125, 0.00);
    TGL_PUSH(f.s, TC_PHASE_BEGAN, 2, 180, 125, 0.05);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 2, 180, 125, 0.10);
    (void)tct_dispatch(f.s);
    TGL_EXPECT_EMPTY();
    assert_int_equal(cstate(f.c).tracking, 1);
    TGL_PUSH(f.s, TC_PHASE_ENDED, 1, 120, 125, 0.15);
    (void)tct_dispatch(f.s);
    TGL_EXPECT("sw:value-changed", "sw:primary-action", "sw:touch-up-inside");
    assert_near(cstate(f.c).value, 1.0);
    cfx_done(&f);
}

/* ======================================================================== */
/* C1 — tc_control_send_actions (UIKit's sendActions(for:))                 */
/* ======================================================================== */

/* A button with four targets: each registered target whose events share a bit with the mask is
 * called once, in registration order, with the lowest shared bit; then (touch-up-inside being
 * a button's action-triggering event) the primary-action targets. No touch: nothing tracks or
 * highlights; a disabled control sends too (UIKit's send does not look at isEnabled). */
static void test_C1_send_actions_calls_the_targets_once_each_in_registration_order(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 480, 480);
    tc_view *b = tct_view(s, win, 100, 100, 100, 50);
    assert_ok(tc_view_set_control(b, TC_CONTROL_BUTTON));
    uint32_t up = TC_CONTROL_EVENT_TOUCH_UP_INSIDE, vc = TC_CONTROL_EVENT_VALUE_CHANGED;
    assert_ok(tc_control_add_target(b, TC_CONTROL_EVENT_PRIMARY_ACTION_TRIGGERED, tgl_control_cb, "t1", NULL));
    assert_ok(tc_control_add_target(b, up | vc, tgl_control_cb, "t2", NULL));
    assert_ok(tc_control_add_target(b, TC_CONTROL_EVENT_TOUCH_DOWN, tgl_control_cb, "t3", NULL));
    assert_ok(tc_control_add_target(b, vc, tgl_control_cb, "t4", NULL));
    assert_ok(tc_control_send_actions(b, vc | up));
    TGL_EXPECT("t2:touch-up-inside", "t4:value-changed", "t1:primary-action");
    tc_control_state st = cstate(b);
    assert_int_equal(st.tracking, 0);
    assert_int_equal(st.highlighted, 0);
    assert_int_equal(st.touch_inside, 0);
    /* value-changed alone: not a button's action-triggering event, no primary action */
    tgl_reset();
    assert_ok(tc_control_send_actions(b, vc));
    TGL_EXPECT("t2:value-changed", "t4:value-changed");
    /* the primary action asked for: its targets first, and again after touch-up-inside */
    tgl_reset();
    assert_ok(tc_control_send_actions(b, TC_CONTROL_EVENT_PRIMARY_ACTION_TRIGGERED | up));
    TGL_EXPECT("t1:primary-action", "t2:touch-up-inside", "t1:primary-action");
    /* disabled: sent all the same */
    assert_ok(tc_control_set_enabled(b, 0));
    tgl_reset();
    assert_ok(tc_control_send_actions(b, TC_CONTROL_EVENT_TOUCH_DOWN));
    TGL_EXPECT("t3:touch-down");
    /* 0 sends nothing; bits outside TC_CONTROL_EVENT_ALL, or a view that is no control */
    tgl_reset();
    assert_ok(tc_control_send_actions(b, 0));
    assert_int_equal(tc_control_send_actions(b, 1u << 20), TC_ERR_UNKNOWN_ENUM);
    assert_int_equal(tc_control_send_actions(win, up), TC_ERR_STATE);
    TGL_EXPECT_EMPTY();
    /* a switch: value-changed is its action-triggering event; its value does not change */
    tc_view *sw = tct_view(s, win, 300, 300, 60, 30);
    assert_ok(tc_view_set_control(sw, TC_CONTROL_SWITCH));
    assert_ok(tc_control_add_target(sw, TC_CONTROL_EVENT_ALL, tgl_control_cb, "sw", NULL));
    assert_ok(tc_control_send_actions(sw, vc));
    TGL_EXPECT("sw:value-changed", "sw:primary-action");
    assert_true(cstate(sw).value == 0.0);
    assert_ok(tc_scene_destroy(s));
}

/* C1: iOS 18.2's -[UIControl _addControlTargetAction:] merges an entry with the same target and
 * action into the new one (the masks or'ed, the old entry removed, the new one appended): the
 * same (fn, user_data) added twice is one target, called once per event, and now last. (The
 * engine kept both: a tap called it twice.) The id is the first add's; another user_data, or
 * another fn, is another target. */
static void test_C1_same_target_added_twice_fires_once(void **state) {
    (void)state;
    static char tag_a[] = "a", tag_b[] = "b";   /* one address each: the user_data compared */
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *b = tct_view(s, win, 10, 10, 100, 44);
    assert_ok(tc_view_set_control(b, TC_CONTROL_BUTTON));
    int32_t id_a = 0, id_b = 0, id_a2 = 0;
    assert_ok(tc_control_add_target(b, TC_CONTROL_EVENT_TOUCH_UP_INSIDE, tgl_control_cb, tag_a, &id_a));
    assert_ok(tc_control_add_target(b, TC_CONTROL_EVENT_TOUCH_UP_INSIDE | TC_CONTROL_EVENT_TOUCH_DOWN,
                                    tgl_control_cb, tag_b, &id_b));
    assert_ok(tc_control_add_target(b, TC_CONTROL_EVENT_TOUCH_DOWN, tgl_control_cb, tag_a, &id_a2));
    assert_int_equal(id_a2, id_a);
    assert_true(id_b != id_a);
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 20, 20, 0.0);
    TGL_PUSH(s, TC_PHASE_ENDED, 1, 20, 20, 0.1);
    tct_dispatch(s);
    /* "a" has both events now and comes after "b" */
    TGL_EXPECT("b:touch-down", "a:touch-down", "b:touch-up-inside", "a:touch-up-inside");
    /* once more, same events: still one target; removing its id removes it altogether */
    int32_t id_a3 = 0;
    assert_ok(tc_control_add_target(b, TC_CONTROL_EVENT_TOUCH_UP_INSIDE, tgl_control_cb, tag_a, &id_a3));
    assert_int_equal(id_a3, id_a);
    tgl_reset();
    assert_ok(tc_control_send_actions(b, TC_CONTROL_EVENT_TOUCH_UP_INSIDE));
    TGL_EXPECT("b:touch-up-inside", "a:touch-up-inside");
    assert_ok(tc_control_remove_target(b, id_a));
    assert_int_equal(tc_control_remove_target(b, id_a), TC_ERR_NOT_FOUND);
    tgl_reset();
    assert_ok(tc_control_send_actions(b, TC_CONTROL_EVENT_TOUCH_UP_INSIDE));
    TGL_EXPECT("b:touch-up-inside");
    /* added again after its removal: a new target, a new id */
    int32_t id_a4 = 0;
    assert_ok(tc_control_add_target(b, TC_CONTROL_EVENT_TOUCH_UP_INSIDE, tgl_control_cb, tag_a, &id_a4));
    assert_true(id_a4 != id_a && id_a4 != id_b);
    assert_ok(tc_scene_destroy(s));
}

/* A target that takes the control out of its window does not end the call (UIKit's loop goes
 * on over its copy of the targets); one that destroys the view, or makes it no control, does
 * (TC_OK: the targets it had are gone). A target removed by an earlier one is skipped; one
 * added during the call is not called. */
static tc_view *g_sa_view;
static int g_sa_mode;
static int32_t g_sa_removed_id;
static void sa_mutating_target(tc_view *c, uint32_t event, void *ud) {
    tgl_control_cb(c, event, ud);
    switch (g_sa_mode) {
    case 0: assert_ok(tc_view_remove_from_superview(c)); break;
    case 1: assert_ok(tc_view_destroy(c)); break;
    case 2: assert_ok(tc_view_set_control(c, TC_CONTROL_NONE)); break;
    case 3:
        assert_ok(tc_control_remove_target(c, g_sa_removed_id));
        assert_ok(tc_control_add_target(c, event, tgl_control_cb, "late", NULL));
        break;
    }
}

static void test_C1_send_actions_target_that_removes_the_control(void **state) {
    (void)state;
    for (g_sa_mode = 0; g_sa_mode < 4; g_sa_mode++) {
        tgl_reset();
        tc_scene *s = tct_scene();
        tc_view *win = tct_window(s, 0, 0, 480, 480);
        g_sa_view = tct_view(s, win, 100, 100, 100, 50);
        assert_ok(tc_view_set_control(g_sa_view, TC_CONTROL_BUTTON));
        uint32_t up = TC_CONTROL_EVENT_TOUCH_UP_INSIDE;
        assert_ok(tc_control_add_target(g_sa_view, up, sa_mutating_target, "first", NULL));
        assert_ok(tc_control_add_target(g_sa_view, up, tgl_control_cb, "second", &g_sa_removed_id));
        assert_ok(tc_control_add_target(g_sa_view, up, tgl_control_cb, "third", NULL));
        assert_ok(tc_control_send_actions(g_sa_view, up));
        switch (g_sa_mode) {
        case 0: TGL_EXPECT("first:touch-up-inside", "second:touch-up-inside", "third:touch-up-inside"); break;
        case 1: TGL_EXPECT("first:touch-up-inside"); break;
        case 2: TGL_EXPECT("first:touch-up-inside"); break;
        case 3: TGL_EXPECT("first:touch-up-inside", "third:touch-up-inside"); break;
        }
        assert_ok(tc_scene_destroy(s));
    }
}

/* Re-entrancy: allowed from inside a target (its own control's included), nested at most
 * TC_MAX_SEND_ACTIONS_DEPTH deep (then TC_ERR_LIMIT); refused from inside hit-testing. */
static int g_sa_depth, g_sa_max_depth;
static int32_t g_sa_limit_status;
static void sa_recursive_target(tc_view *c, uint32_t event, void *ud) {
    (void)ud;
    g_sa_depth++;
    if (g_sa_depth > g_sa_max_depth) g_sa_max_depth = g_sa_depth;
    int32_t st = tc_control_send_actions(c, event);
    if (st != TC_OK) g_sa_limit_status = st;
    g_sa_depth--;
}
static int32_t g_sa_hit_status;
static int32_t sa_point_inside(tc_view *v, double x, double y, int32_t engine_inside, void *ud) {
    (void)v; (void)x; (void)y;
    g_sa_hit_status = tc_control_send_actions((tc_view *)ud, TC_CONTROL_EVENT_TOUCH_UP_INSIDE);
    return engine_inside;
}

static void test_C1_send_actions_from_callbacks_is_bounded_and_refused_while_hit_testing(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 480, 480);
    tc_view *b = tct_view(s, win, 100, 100, 100, 50);
    assert_ok(tc_view_set_control(b, TC_CONTROL_BUTTON));
    assert_ok(tc_control_add_target(b, TC_CONTROL_EVENT_TOUCH_DOWN, sa_recursive_target, NULL, NULL));
    g_sa_depth = g_sa_max_depth = 0;
    g_sa_limit_status = TC_OK;
    assert_ok(tc_control_send_actions(b, TC_CONTROL_EVENT_TOUCH_DOWN));
    /* the top-level call and TC_MAX_SEND_ACTIONS_DEPTH nested ones ran targets; the next is refused */
    assert_int_equal(g_sa_max_depth, TC_MAX_SEND_ACTIONS_DEPTH + 1);
    assert_int_equal(g_sa_limit_status, TC_ERR_LIMIT);
    /* a touch on the button runs the target from the dispatch (the engine's own send, which is
     * no tc_control_send_actions call): then the same bound for the calls it makes */
    g_sa_depth = g_sa_max_depth = 0;
    g_sa_limit_status = TC_OK;
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 150, 125, 0.0);
    (void)tct_dispatch(s);
    assert_int_equal(g_sa_max_depth, TC_MAX_SEND_ACTIONS_DEPTH + 2);
    assert_int_equal(g_sa_limit_status, TC_ERR_LIMIT);
    /* from inside a hit-testing callback: TC_ERR_REENTRANT, nothing sent */
    assert_ok(tc_view_set_point_inside_fn(win, sa_point_inside, b));
    g_sa_hit_status = TC_OK;
    g_sa_depth = g_sa_max_depth = 0;
    tc_view *hit = NULL;
    assert_ok(tc_view_hit_test(win, 10, 10, &hit));
    assert_int_equal(g_sa_hit_status, TC_ERR_REENTRANT);
    assert_int_equal(g_sa_max_depth, 0);
    assert_ok(tc_scene_destroy(s));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_G7_tap_on_button_beats_button),
        cmocka_unit_test(test_G7_button_in_view_with_tap_wins),
        cmocka_unit_test(test_G7_button_like_controls_veto_single_tap),
        cmocka_unit_test(test_G7_views_are_not_asked_about_a_recognizer_that_does_not_cancel_touches),
        cmocka_unit_test(test_G7_generic_control_in_view_with_tap_loses_to_the_tap),
        cmocka_unit_test(test_G7_slider_vetoes_horizontal_pan_of_ancestor),
        cmocka_unit_test(test_G7_slider_not_yet_tracking_does_not_veto_vertical_pan),
        cmocka_unit_test(test_G7_tracking_slider_vetoes_only_pans_and_swipes_along_its_track),
        cmocka_unit_test(test_G7_a_controls_own_pan_is_not_vetoed),
        cmocka_unit_test(test_G7_a_views_callback_vetoes_its_own_recognizer),
        cmocka_unit_test(test_G7_own_views_callback_is_asked_about_a_touch_that_lifted_first),
        cmocka_unit_test(test_G7_switch_vetoes_pan_on_its_knob),
        cmocka_unit_test(test_G7_rotated_slider_keeps_gestures_along_its_track),
        cmocka_unit_test(test_C1_the_hit_area_counts_as_inside_and_a_touch_down_is_inside),
        cmocka_unit_test(test_C1_a_lift_across_the_edge_exits_first_and_leaves_no_touch_inside),
        cmocka_unit_test(test_C1_drag_out_past_margin_ends_touch_up_outside),
        cmocka_unit_test(test_C1_tracking_margin_is_settable),
        cmocka_unit_test(test_C1_touch_down_repeat_on_second_quick_tap),
        cmocka_unit_test(test_C1_switch_toggles_value),
        cmocka_unit_test(test_C1_switch_sends_no_touch_down_drag_or_touch_up_outside),
        cmocka_unit_test(test_C1_switch_tap_sends_value_changed_primary_action_then_touch_up_inside),
        cmocka_unit_test(test_C1_switch_drag_past_25_pt_sets_the_side_at_the_lift_wherever_it_lifts),
        cmocka_unit_test(test_C1_switch_cancelled_touch_sends_nothing_and_keeps_its_value),
        cmocka_unit_test(test_C1_stepper_held_steps_every_half_second_and_not_at_the_lift),
        cmocka_unit_test(test_C1_stepper_quick_tap_steps_at_the_lift_before_touch_up_inside),
        cmocka_unit_test(test_C1_stepper_steps_toward_the_half_highlighted_at_the_lift),
        cmocka_unit_test(test_C1_stepper_cancelled_press_sends_no_touch_cancel),
        cmocka_unit_test(test_C1_segmented_sends_no_touch_events_and_selects_at_the_lift),
        cmocka_unit_test(test_C1_page_control_with_two_pages_toggles_whichever_side_is_tapped),
        cmocka_unit_test(test_C1_page_control_changes_its_page_only_at_a_tap_after_touch_up_inside),
        cmocka_unit_test(test_C1_R3_page_control_never_tracks_and_consumes_its_touches),
        cmocka_unit_test(test_C1_segmented_press_on_the_selected_segment_slides_the_selection),
        cmocka_unit_test(test_C1_R3_a_segmented_control_swallows_a_pointer_touch_without_the_primary_button),
        cmocka_unit_test(test_G7_segmented_control_vetoes_one_finger_pans_while_tracking_and_horizontal_ones_on_it),
        cmocka_unit_test(test_G7_S2_S3_segmented_control_keeps_a_horizontal_drag_from_its_scroll_view),
        cmocka_unit_test(test_C2_stepper_disabled_while_held_stops_repeating),
        cmocka_unit_test(test_C1_stepper_stops_repeating_when_its_touch_ends_unseen),
        cmocka_unit_test(test_C1_stepper_held_at_its_maximum_stops_repeating),
        cmocka_unit_test(test_C1_control_state_during_touch),
        cmocka_unit_test(test_C1_slider_takes_the_lift_location),
        cmocka_unit_test(test_C1_slider_sends_value_changed_at_every_move_before_its_drag_events),
        cmocka_unit_test(test_G7_own_tap_on_the_track_off_the_thumb_wins),
        cmocka_unit_test(test_G7_parent_vertical_pan_from_the_track_begins),
        cmocka_unit_test(test_G7_the_thumb_decides_what_a_slider_tracks_its_direction_what_it_vetoes),
        cmocka_unit_test(test_C1_slider_value_follows_the_fingers_travel_from_the_thumb),
        cmocka_unit_test(test_C1_a_cancel_leaves_touch_inside_as_it_was),
        cmocka_unit_test(test_C1_R3_a_pointer_touch_without_the_primary_button_is_not_tracked),
        cmocka_unit_test(test_C1_removed_targets_do_not_fire),
        cmocka_unit_test(test_C1_target_removed_during_an_event_does_not_skip_the_next),
        cmocka_unit_test(test_C1_C2_target_that_ends_tracking_stops_the_rest_of_the_event),
        cmocka_unit_test(test_C1_control_stops_tracking_a_touch_whose_end_it_never_saw),
        cmocka_unit_test(test_C1_touch_down_in_a_minimum_hit_size_is_inside),
        cmocka_unit_test(test_C1_H6f_host_point_inside_counts_as_inside),
        cmocka_unit_test(test_C1_highlighted_while_touch_up_is_sent),
        cmocka_unit_test(test_R3_C1_a_touch_on_an_interactive_subview_is_not_tracked),
        cmocka_unit_test(test_C1_set_value_kept_to_the_kind),
        cmocka_unit_test(test_C1_non_control_calls_return_state),
        cmocka_unit_test(test_C2_disabled_control_is_not_hit_the_view_behind_gets_the_touch),
        cmocka_unit_test(test_R3_controls_never_forward_touches),
        cmocka_unit_test(test_R3_host_callback_on_control_runs_first),
        cmocka_unit_test(test_C2_touch_began_while_disabled_not_tracked_after_reenable),
        cmocka_unit_test(test_C2_disabling_while_tracking_clears_highlight),
        cmocka_unit_test(test_C2_disabled_while_tracking_sends_nothing_more_after_reenable),
        cmocka_unit_test(test_C1_second_finger_on_a_multitouch_button_acts_on_the_first),
        cmocka_unit_test(test_C1_second_finger_on_multitouch_stepper_slider_and_segmented_acts_on_the_first),
        cmocka_unit_test(test_C1_second_finger_on_a_multitouch_page_control_is_its_own_and_fails_the_tap),
        cmocka_unit_test(test_C1_second_finger_on_a_multitouch_switch_changes_nothing),
        cmocka_unit_test(test_C1_send_actions_calls_the_targets_once_each_in_registration_order),
        cmocka_unit_test(test_C1_same_target_added_twice_fires_once),
        cmocka_unit_test(test_C1_send_actions_target_that_removes_the_control),
        cmocka_unit_test(test_C1_send_actions_from_callbacks_is_bounded_and_refused_while_hit_testing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

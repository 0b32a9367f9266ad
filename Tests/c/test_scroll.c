/*
 * Scroll views (S1-S8, docs/BEHAVIOUR.md): a list of buttons and rows in a
 * UIScrollView-like view, through the public header only. Times are seconds;
 * velocities in the scroll callbacks are points per millisecond.
 */
#include "tc_test_common.h"

/* ---- a log of everything the host hears, as short strings ---------------- */

#define LOG_MAX 4096
static char g_events[LOG_MAX][48];
static size_t g_count;
static double g_last_began_time = -1;
static size_t g_last_began_count;         /* the touches of the last began delivery */
static double g_last_began_touch_time[2];  /* and the first two touches' own timestamps */
static tc_scroll_event_info g_will_end;   /* the last will_end_dragging */
static tc_scroll_event_info g_did_end;    /* the last did_end_dragging */
static int g_cancel_answer = -1;          /* touches_should_cancel: -1 = no hook */

static void log_add(const char *s) {
    if (g_count < LOG_MAX) {
        snprintf(g_events[g_count], sizeof g_events[0], "%s", s);
        g_count++;
    }
}

static void log_reset(void) {
    g_count = 0;
    g_last_began_time = -1;
    memset(&g_will_end, 0, sizeof g_will_end);
    memset(&g_did_end, 0, sizeof g_did_end);
}

static int logged(const char *s) {
    for (size_t i = 0; i < g_count; i++) {
        if (strcmp(g_events[i], s) == 0) return 1;
    }
    return 0;
}

/* The scroll events in order with consecutive did_scrolls merged. */
static void scroll_order(char *out, size_t n) {
    out[0] = 0;
    const char *prev = "";
    for (size_t i = 0; i < g_count; i++) {
        if (strncmp(g_events[i], "scroll:", 7) != 0) continue;
        if (strcmp(g_events[i], prev) == 0) continue;
        prev = g_events[i];
        strncat(out, g_events[i] + 7, n - strlen(out) - 1);
        strncat(out, " ", n - strlen(out) - 1);
    }
}

static void on_control(tc_view *control, uint32_t event, void *user_data) {
    (void)control; (void)user_data;
    char buf[48];
    snprintf(buf, sizeof buf, "button:%s", tc_control_event_string(event));
    log_add(buf);
}

static int32_t on_row_touches(const tc_responder *r, const tc_touches_event *e, void *user_data) {
    (void)r; (void)user_data;
    char buf[48];
    snprintf(buf, sizeof buf, "row:%s", tc_phase_string(e->phase));
    log_add(buf);
    if (e->phase == TC_PHASE_BEGAN) {
        g_last_began_time = e->timestamp;
        g_last_began_count = e->touch_count;
        for (size_t i = 0; i < e->touch_count && i < 2; i++) {
            tc_touch_info info;
            TC_TOUCH_INFO_INIT(&info);
            if (tc_touch_get_info(e->touches[i], &info) == TC_OK) g_last_began_touch_time[i] = info.timestamp;
        }
    }
    return TC_HANDLED;
}

static int g_set_offset_on_will_begin = 0;   /* set the offset from will_begin_decelerating */
static int g_override_target = 0;           /* will_end_dragging: target_y = g_target_y */
static double g_target_y;

static void on_scroll(tc_view *v, tc_scroll_event_info *info, void *user_data) {
    (void)user_data;
    if (g_set_offset_on_will_begin && info->event == TC_SCROLL_WILL_BEGIN_DECELERATING) {
        g_set_offset_on_will_begin = 0;
        double x = 0, y = 0;
        assert_ok(tc_view_get_content_offset(v, &x, &y));
        assert_ok(tc_view_set_content_offset(v, x, y));   /* where it is: UIKit's way to stop it */
    }
    char buf[48];
    snprintf(buf, sizeof buf, "scroll:%s", tc_scroll_event_string(info->event));
    log_add(buf);
    if (info->event == TC_SCROLL_WILL_END_DRAGGING && g_override_target) {
        g_override_target = 0;
        info->target_y = g_target_y;
    }
    if (info->event == TC_SCROLL_WILL_END_DRAGGING) g_will_end = *info;
    if (info->event == TC_SCROLL_DID_END_DRAGGING) g_did_end = *info;
}

static int32_t should_cancel(tc_view *v, tc_view *content, void *user_data) {
    (void)v; (void)content; (void)user_data;
    return g_cancel_answer;
}

/* ---- the fixture: a 320x480 list (content 2000 high), a button, a row ----- */

typedef struct {
    tc_scene *s;
    tc_view *win, *list, *button, *row;
} fixture;

static void set_scroll(tc_view *v, double cw, double ch, int paging) {
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    p.content_w = cw;
    p.content_h = ch;
    p.paging = paging;
    assert_ok(tc_view_set_scroll(v, &p));
    tc_scroll_callbacks cb;
    TC_SCROLL_CALLBACKS_INIT(&cb);
    cb.event = on_scroll;
    if (g_cancel_answer >= 0) cb.touches_should_cancel = should_cancel;
    assert_ok(tc_view_set_scroll_callbacks(v, &cb));
}

static fixture make_list(void) {
    log_reset();
    fixture f;
    f.s = tct_scene();
    f.win = tct_window(f.s, 0, 0, 320, 480);
    f.list = tct_view(f.s, f.win, 0, 0, 320, 480);
    set_scroll(f.list, 320, 2000, 0);
    f.button = tct_view(f.s, f.list, 0, 100, 320, 44);
    assert_ok(tc_view_set_control(f.button, TC_CONTROL_BUTTON));
    assert_ok(tc_control_add_target(f.button, TC_CONTROL_EVENT_ALL, on_control, NULL, NULL));
    f.row = tct_view(f.s, f.list, 0, 200, 320, 44);
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = on_row_touches;
    assert_ok(tc_view_set_responder(f.row, &cb));
    return f;
}

static double offset_y(tc_view *v) {
    double x = 0, y = 0;
    assert_ok(tc_view_get_content_offset(v, &x, &y));
    return y;
}

static double offset_x(tc_view *v) {
    double x = 0, y = 0;
    assert_ok(tc_view_get_content_offset(v, &x, &y));
    return x;
}

/* One sample, dispatched through the clock (tc_scene_advance runs timers first). */
static void touch(fixture *f, int32_t phase, double x, double y, double t) {
    assert_ok(tct_push(f->s, phase, 1, x, y, t));
    assert_ok(tc_scene_advance(f->s, t));
}

/* A drag from (x, y) by (dx, dy) in `steps` samples `dt` apart, starting at t. */
static double drag(fixture *f, double x, double y, double dx, double dy, int steps, double dt, double t) {
    touch(f, TC_PHASE_BEGAN, x, y, t);
    for (int i = 1; i <= steps; i++) {
        touch(f, TC_PHASE_MOVED, x + dx * i / steps, y + dy * i / steps, t + dt * i);
    }
    t += dt * steps;
    touch(f, TC_PHASE_ENDED, x + dx, y + dy, t);
    return t;
}

/* A paging scroll view filling a 320x480 window, its content cw x ch (no subviews). */
static fixture make_pager(double cw, double ch) {
    log_reset();
    fixture f;
    f.s = tct_scene();
    f.win = tct_window(f.s, 0, 0, 320, 480);
    f.list = tct_view(f.s, f.win, 0, 0, 320, 480);
    set_scroll(f.list, cw, ch, 1);
    return f;
}

/* ---- S1 -------------------------------------------------------------------- */

static void test_S1_scroll_view_defaults_pan_handle_and_offset_is_bounds_origin(void **state) {
    (void)state;
    fixture f = make_list();
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    assert_ok(tc_view_get_scroll(f.list, &p));
    assert_near(p.content_h, 2000);
    assert_int_equal(p.scroll_enabled, 1);
    assert_int_equal(p.bounces, 1);
    assert_int_equal(p.paging, 0);
    assert_int_equal(p.delays_content_touches, 1);
    assert_int_equal(p.can_cancel_content_touches, 1);
    assert_near(p.deceleration_rate, TC_DECELERATION_NORMAL);

    tc_recognizer *pan = NULL;
    assert_ok(tc_view_scroll_pan(f.list, &pan));
    assert_non_null(pan);
    const char *pan_name = NULL;
    assert_ok(tc_recognizer_get_name(pan, &pan_name));
    assert_string_equal(pan_name, "scroll.pan"); /* the engine's name for an unnamed view's pan */
    assert_int_equal(tc_recognizer_destroy(pan), TC_ERR_STATE);
    assert_int_equal(tc_recognizer_detach(pan), TC_ERR_STATE);

    /* The offset is the bounds origin: hit-testing follows it. */
    assert_ok(tc_view_set_content_offset(f.list, 0, 100));
    assert_true(logged("scroll:did_scroll"));
    tc_rect b;
    assert_ok(tc_view_get_bounds(f.list, &b));
    assert_near(b.y, 100);
    assert_ptr_equal(tct_hit(f.win, 10, 110), f.row);   /* content y 210 */

    /* Errors. */
    assert_int_equal(tc_view_get_content_offset(f.row, NULL, NULL), TC_ERR_STATE);
    p.deceleration_rate = 1.0;
    assert_int_equal(tc_view_set_scroll(f.list, &p), TC_ERR_INVALID_ARGUMENT);
    p.deceleration_rate = TC_DECELERATION_FAST;
    p.content_w = -1;
    assert_int_equal(tc_view_set_scroll(f.list, &p), TC_ERR_INVALID_ARGUMENT);
    assert_int_equal(tc_view_set_scroll(f.list, NULL), TC_ERR_NULL_POINTER);
    assert_string_equal(tc_scroll_event_string(TC_SCROLL_WILL_END_DRAGGING), "will_end_dragging");
    assert_null(tc_scroll_event_string(0));
    assert_null(tc_scroll_event_string(7));
    tc_scene_destroy(f.s);
}

/* S1: UIScrollView.isTracking — from the touch-down (before any drag) to the lift; still
 * true while did_end_dragging is told (UIKit clears it after -_endPanNormal:); a touch that
 * stops a deceleration tracks too (S8). */
static int32_t g_tracking_at_did_end = -1;
static void on_scroll_tracking(tc_view *v, tc_scroll_event_info *info, void *user_data) {
    on_scroll(v, info, user_data);
    if (info->event == TC_SCROLL_DID_END_DRAGGING) {
        assert_ok(tc_view_get_scroll_tracking(v, &g_tracking_at_did_end));
    }
}

static int32_t tracking(tc_view *v) {
    int32_t t = -1;
    assert_ok(tc_view_get_scroll_tracking(v, &t));
    return t;
}

static void test_S1_tracking_from_touch_down_to_lift(void **state) {
    (void)state;
    fixture f = make_list();
    tc_scroll_callbacks cb;
    TC_SCROLL_CALLBACKS_INIT(&cb);
    cb.event = on_scroll_tracking;
    assert_ok(tc_view_set_scroll_callbacks(f.list, &cb));
    assert_int_equal(tracking(f.list), 0);
    touch(&f, TC_PHASE_BEGAN, 160, 400, 1.0);
    assert_int_equal(tracking(f.list), 1);               /* touched, not dragging yet */
    int32_t dragging = -1, decelerating = -1;
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(dragging, 0);
    touch(&f, TC_PHASE_MOVED, 160, 300, 1.02);
    touch(&f, TC_PHASE_MOVED, 160, 200, 1.04);
    assert_int_equal(tracking(f.list), 1);
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(dragging, 1);
    touch(&f, TC_PHASE_ENDED, 160, 200, 1.05);          /* a fling */
    assert_int_equal(g_tracking_at_did_end, 1);
    assert_int_equal(tracking(f.list), 0);
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(decelerating, 1);
    /* A touch-down that stops the deceleration tracks until it lifts. */
    touch(&f, TC_PHASE_BEGAN, 160, 300, 1.2);
    assert_int_equal(tracking(f.list), 1);
    touch(&f, TC_PHASE_ENDED, 160, 300, 1.25);
    assert_int_equal(tracking(f.list), 0);
    /* A cancelled touch stops tracking too; a tap on a row tracks while down. */
    touch(&f, TC_PHASE_BEGAN, 10, 210, 2.0);
    assert_int_equal(tracking(f.list), 1);
    touch(&f, TC_PHASE_CANCELLED, 10, 210, 2.01);
    assert_int_equal(tracking(f.list), 0);
    /* Errors: not a scroll view; no out pointer (nothing else changes). */
    int32_t t = 7;
    assert_int_equal(tc_view_get_scroll_tracking(f.row, &t), TC_ERR_STATE);
    assert_int_equal(t, 7);
    assert_int_equal(tc_view_get_scroll_tracking(f.list, NULL), TC_ERR_NULL_POINTER);
    tc_scene_destroy(f.s);
}

/* S1, S7: the flags each delegate message sees (UIKit's isTracking, isDragging,
 * isDecelerating), recorded per scroll event (did_scroll: the last one seen). */
typedef struct { int32_t tracking, dragging, decelerating, seen; } flags_seen;
static flags_seen g_flags[8];   /* indexed by TC_SCROLL_* (1..6) */
static int g_flags_set_offset_at_step = 0;   /* did_scroll number at which the host sets the offset */
static int g_flags_scrolls = 0;

static void flags_reset(void) {
    memset(g_flags, 0, sizeof g_flags);
    g_flags_set_offset_at_step = 0;
    g_flags_scrolls = 0;
}

static void on_scroll_flags(tc_view *v, tc_scroll_event_info *info, void *user_data) {
    on_scroll(v, info, user_data);
    if (info->event < 1 || info->event > 7) return;
    flags_seen *f = &g_flags[info->event];
    assert_ok(tc_view_get_scroll_tracking(v, &f->tracking));
    assert_ok(tc_view_get_scroll_state(v, &f->dragging, &f->decelerating));
    f->seen++;
    if (info->event == TC_SCROLL_DID_SCROLL && g_flags_set_offset_at_step > 0
        && ++g_flags_scrolls == g_flags_set_offset_at_step) {
        g_flags_set_offset_at_step = 0;
        double x = 0, y = 0;
        assert_ok(tc_view_get_content_offset(v, &x, &y));
        assert_ok(tc_view_set_content_offset(v, x, y));   /* the host stops the fling */
    }
}

static void use_flag_callbacks(tc_view *list) {
    flags_reset();
    tc_scroll_callbacks cb;
    TC_SCROLL_CALLBACKS_INIT(&cb);
    cb.event = on_scroll_flags;
    assert_ok(tc_view_set_scroll_callbacks(list, &cb));
}

static void scroll_flags(tc_view *v, int32_t *tracking_, int32_t *dragging, int32_t *decelerating) {
    assert_ok(tc_view_get_scroll_tracking(v, tracking_));
    assert_ok(tc_view_get_scroll_state(v, dragging, decelerating));
}

/* S1: isTracking stays set through the whole end of a drag — will_end_dragging,
 * did_end_dragging and will_begin_decelerating — and is cleared once they are told (UIKit's
 * -handlePan: calls -_endPanNormal:YES, which sends them, and only then -_trackingDidEnd; the
 * "end of scrolling" idiom tests `!decelerate && scrollView.isTracking` in
 * scrollViewDidEndDragging). */
static void test_S1_tracking_holds_through_the_end_of_drag_messages(void **state) {
    (void)state;
    fixture f = make_list();
    use_flag_callbacks(f.list);
    /* A slow drag: it stops where the finger leaves it (did_end_dragging: no deceleration). */
    double t = drag(&f, 160, 400, 0, -100, 20, 0.05, 1.0);
    assert_int_equal(g_did_end.decelerate, 0);
    assert_int_equal(g_flags[TC_SCROLL_WILL_END_DRAGGING].tracking, 1);
    assert_int_equal(g_flags[TC_SCROLL_DID_END_DRAGGING].tracking, 1);
    assert_int_equal(g_flags[TC_SCROLL_WILL_BEGIN_DECELERATING].seen, 0);
    int32_t tr = -1, dr = -1, de = -1;
    scroll_flags(f.list, &tr, &dr, &de);
    assert_int_equal(tr, 0);
    assert_int_equal(dr, 0);
    assert_int_equal(de, 0);
    /* A fling: tracking through will_begin_decelerating too, not while it decelerates. */
    flags_reset();
    t = drag(&f, 160, 400, 0, -200, 4, 0.01, t + 1);
    assert_int_equal(g_did_end.decelerate, 1);
    assert_int_equal(g_flags[TC_SCROLL_WILL_END_DRAGGING].tracking, 1);
    assert_int_equal(g_flags[TC_SCROLL_DID_END_DRAGGING].tracking, 1);
    assert_int_equal(g_flags[TC_SCROLL_WILL_BEGIN_DECELERATING].seen, 1);
    assert_int_equal(g_flags[TC_SCROLL_WILL_BEGIN_DECELERATING].tracking, 1);
    scroll_flags(f.list, &tr, &dr, &de);
    assert_int_equal(tr, 0);
    assert_int_equal(de, 1);
    assert_ok(tc_scene_advance(f.s, t + 0.1));
    assert_int_equal(g_flags[TC_SCROLL_DID_SCROLL].tracking, 0);
    tc_scene_destroy(f.s);
}

/* S7: isDecelerating already reads 1 in will_begin_decelerating (UIKit's -_startTimer: makes
 * the display link, `_scrollHeartbeat`, before it tells the delegate), for a fling and for
 * the spring back of a release past an edge; 0 in did_end_decelerating. */
static void test_S7_decelerating_is_set_when_will_begin_decelerating_is_told(void **state) {
    (void)state;
    fixture f = make_list();
    use_flag_callbacks(f.list);
    double t = drag(&f, 160, 400, 0, -200, 4, 0.01, 1.0);   /* a fling */
    assert_int_equal(g_flags[TC_SCROLL_WILL_BEGIN_DECELERATING].seen, 1);
    assert_int_equal(g_flags[TC_SCROLL_WILL_BEGIN_DECELERATING].decelerating, 1);
    assert_int_equal(g_flags[TC_SCROLL_DID_END_DRAGGING].decelerating, 0);
    assert_ok(tc_scene_advance(f.s, t + 10));
    assert_int_equal(g_flags[TC_SCROLL_DID_END_DECELERATING].seen, 1);
    assert_int_equal(g_flags[TC_SCROLL_DID_END_DECELERATING].decelerating, 0);
    /* A slow pull past the top: released there, it springs back. */
    assert_ok(tc_view_set_content_offset(f.list, 0, 0));
    flags_reset();
    t = drag(&f, 160, 100, 0, 100, 20, 0.05, t + 11);
    assert_true(offset_y(f.list) < 0);
    assert_int_equal(g_flags[TC_SCROLL_WILL_BEGIN_DECELERATING].seen, 1);
    assert_int_equal(g_flags[TC_SCROLL_WILL_BEGIN_DECELERATING].decelerating, 1);
    /* The host setting the offset from will_begin_decelerating stops it: no longer. */
    flags_reset();
    g_set_offset_on_will_begin = 1;
    drag(&f, 160, 400, 0, -200, 4, 0.01, t + 11);
    int32_t tr = -1, dr = -1, de = -1;
    scroll_flags(f.list, &tr, &dr, &de);
    assert_int_equal(de, 0);
    assert_int_equal(dr, 0);
    tc_scene_destroy(f.s);
}

/* S7: after a fling in range UIKit's dragging bit stays set through will_end_dragging,
 * did_end_dragging, will_begin_decelerating and the deceleration, and is cleared just before
 * did_end_decelerating (-_stopScrollingNotify:); a slow release, or one past an edge, clears
 * it before will_end_dragging. A host offset stops the fling and the bit. */
static void test_S7_dragging_stays_set_through_an_in_range_fling(void **state) {
    (void)state;
    fixture f = make_list();
    use_flag_callbacks(f.list);
    double t = drag(&f, 160, 400, 0, -200, 4, 0.01, 1.0);   /* a fling */
    assert_int_equal(g_flags[TC_SCROLL_WILL_END_DRAGGING].dragging, 1);
    assert_int_equal(g_flags[TC_SCROLL_DID_END_DRAGGING].dragging, 1);
    assert_int_equal(g_flags[TC_SCROLL_WILL_BEGIN_DECELERATING].dragging, 1);
    int32_t tr = -1, dr = -1, de = -1;
    assert_ok(tc_scene_advance(f.s, t + 0.1));
    assert_int_equal(g_flags[TC_SCROLL_DID_SCROLL].dragging, 1);   /* a deceleration step */
    scroll_flags(f.list, &tr, &dr, &de);
    assert_int_equal(dr, 1);
    assert_int_equal(de, 1);
    assert_ok(tc_scene_advance(f.s, t + 10));
    assert_int_equal(g_flags[TC_SCROLL_DID_END_DECELERATING].seen, 1);
    assert_int_equal(g_flags[TC_SCROLL_DID_END_DECELERATING].dragging, 0);
    scroll_flags(f.list, &tr, &dr, &de);
    assert_int_equal(dr, 0);
    /* A slow release in range: cleared before will_end_dragging. */
    flags_reset();
    t = drag(&f, 160, 400, 0, -100, 20, 0.05, t + 11);
    assert_int_equal(g_flags[TC_SCROLL_WILL_END_DRAGGING].dragging, 0);
    assert_int_equal(g_flags[TC_SCROLL_DID_END_DRAGGING].dragging, 0);
    /* A fling released past the top edge: cleared before will_end_dragging too. */
    assert_ok(tc_view_set_content_offset(f.list, 0, 0));
    flags_reset();
    touch(&f, TC_PHASE_BEGAN, 160, 100, t + 1);
    touch(&f, TC_PHASE_MOVED, 160, 200, t + 1.1);
    touch(&f, TC_PHASE_MOVED, 160, 300, t + 1.2);
    touch(&f, TC_PHASE_MOVED, 160, 290, t + 1.21);
    touch(&f, TC_PHASE_ENDED, 160, 270, t + 1.22);        /* flicked up, still past the top */
    assert_true(g_will_end.offset_y < 0);
    assert_int_equal(g_flags[TC_SCROLL_WILL_END_DRAGGING].dragging, 0);
    assert_int_equal(g_flags[TC_SCROLL_WILL_BEGIN_DECELERATING].dragging, 0);
    t += 11;
    assert_ok(tc_scene_advance(f.s, t));
    /* A host offset during the fling stops it and clears the bit (no did_end_decelerating). */
    flags_reset();
    t = drag(&f, 160, 400, 0, -200, 4, 0.01, t + 1);
    g_flags_scrolls = 0;
    g_flags_set_offset_at_step = 3;   /* the third deceleration step */
    assert_ok(tc_scene_advance(f.s, t + 0.2));
    assert_int_equal(g_flags_set_offset_at_step, 0);
    scroll_flags(f.list, &tr, &dr, &de);
    assert_int_equal(dr, 0);
    assert_int_equal(de, 0);
    assert_int_equal(g_flags[TC_SCROLL_DID_END_DECELERATING].seen, 0);
    /* A touch catching the fling in range drags (S8); its lift without travel is a slow
     * release: cleared before will_end_dragging, the held motion ending a frame later. */
    flags_reset();
    t = drag(&f, 160, 400, 0, -200, 4, 0.01, t + 1);
    assert_ok(tc_scene_advance(f.s, t + 0.1));
    touch(&f, TC_PHASE_BEGAN, 160, 300, t + 0.1);
    scroll_flags(f.list, &tr, &dr, &de);
    assert_int_equal(tr, 1);
    assert_int_equal(dr, 1);
    assert_int_equal(de, 1);
    touch(&f, TC_PHASE_ENDED, 160, 300, t + 0.15);
    assert_int_equal(g_flags[TC_SCROLL_WILL_END_DRAGGING].dragging, 0);
    scroll_flags(f.list, &tr, &dr, &de);
    assert_int_equal(tr, 0);
    assert_int_equal(dr, 0);
    tc_scene_destroy(f.s);
}

/* S1: content that fits the view along both axes (no always-bounce) is not tracked: UIKit's
 * -_beginTrackingWithEvent: returns at once there (-_updateContentFitDisableScrolling). With
 * always_bounce_vertical it can scroll, and tracks. */
static void test_S1_content_that_fits_is_not_tracked(void **state) {
    (void)state;
    fixture f = make_list();
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    assert_ok(tc_view_get_scroll(f.list, &p));
    p.content_h = 480;
    assert_ok(tc_view_set_scroll(f.list, &p));
    touch(&f, TC_PHASE_BEGAN, 160, 400, 1.0);
    assert_int_equal(tracking(f.list), 0);
    touch(&f, TC_PHASE_MOVED, 160, 300, 1.05);
    assert_int_equal(tracking(f.list), 0);
    touch(&f, TC_PHASE_ENDED, 160, 300, 1.1);
    assert_int_equal(tracking(f.list), 0);
    p.always_bounce_vertical = 1;
    assert_ok(tc_view_set_scroll(f.list, &p));
    touch(&f, TC_PHASE_BEGAN, 160, 400, 2.0);
    assert_int_equal(tracking(f.list), 1);
    touch(&f, TC_PHASE_ENDED, 160, 400, 2.05);
    assert_int_equal(tracking(f.list), 0);
    tc_scene_destroy(f.s);
}

/* S1: content that fits is not tracked even while it still moves (it shrank during a fling):
 * the touch-down neither stops nor catches the motion (UIKit's -_beginTrackingWithEvent:
 * returns at once, before it pauses the display link, clearing the dragging bit; its
 * -_updatePanGesture does nothing while the content fits). The motion goes on, back into
 * the range the content now has, and ends with did_end_decelerating. */
static void test_S1_content_that_fits_is_not_caught_or_tracked(void **state) {
    (void)state;
    fixture f = make_list();
    double t = drag(&f, 160, 400, 0, -150, 5, 0.01, 1.0);
    assert_ok(tc_scene_advance(f.s, t + 0.1));
    t += 0.1;
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    assert_ok(tc_view_get_scroll(f.list, &p));
    p.content_h = 480;
    assert_ok(tc_view_set_scroll(f.list, &p));
    int32_t tr = -1, dr = -1, de = -1;
    scroll_flags(f.list, &tr, &dr, &de);
    assert_int_equal(de, 1);
    log_reset();
    touch(&f, TC_PHASE_BEGAN, 160, 300, t + 0.01);
    scroll_flags(f.list, &tr, &dr, &de);
    assert_int_equal(tr, 0);
    assert_int_equal(dr, 0);
    assert_int_equal(de, 1);                          /* not stopped, not held */
    assert_false(logged("scroll:will_begin_dragging"));
    assert_false(logged("scroll:did_end_decelerating"));
    touch(&f, TC_PHASE_MOVED, 160, 200, t + 0.05);
    touch(&f, TC_PHASE_ENDED, 160, 200, t + 0.08);
    assert_false(logged("scroll:will_begin_dragging"));
    assert_ok(tc_scene_advance(f.s, t + 10));
    scroll_flags(f.list, &tr, &dr, &de);
    assert_int_equal(tr, 0);
    assert_int_equal(dr, 0);
    assert_int_equal(de, 0);
    assert_true(logged("scroll:did_end_decelerating"));
    assert_near(offset_y(f.list), 0);
    tc_scene_destroy(f.s);
}

static void test_S1_setting_the_bounds_origin_is_a_content_offset_change(void **state) {
    (void)state;
    fixture f = make_list();
    /* A fling, then the host moves the bounds origin mid-deceleration. */
    double t = drag(&f, 160, 400, 0, -200, 10, 0.01, 1.0);
    assert_ok(tc_scene_advance(f.s, t + 0.1));
    int32_t dragging = -1, decelerating = -1;
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(decelerating, 1);
    log_reset();
    assert_ok(tc_view_set_bounds(f.list, 0, 150, 320, 480));
    assert_true(logged("scroll:did_scroll"));          /* like tc_view_set_content_offset */
    assert_int_equal(g_count, 1);
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(decelerating, 0);                 /* the deceleration stopped */
    assert_near(offset_y(f.list), 150);
    assert_ok(tc_scene_advance(f.s, t + 5));
    assert_near(offset_y(f.list), 150);                /* and stays stopped */
    assert_ptr_equal(tct_hit(f.win, 10, 60), f.row);   /* content y 210: hit-testing follows */
    assert_false(logged("scroll:did_end_decelerating"));
    /* The same origin with a new size: no did_scroll. */
    log_reset();
    assert_ok(tc_view_set_bounds(f.list, 0, 150, 320, 400));
    assert_int_equal(g_count, 0);
    tc_rect b;
    assert_ok(tc_view_get_bounds(f.list, &b));
    assert_near(b.h, 400);
    tc_scene_destroy(f.s);
}

/* The scroll view's parameters with content ch high (the rest as they are). */
static void set_content_height(tc_view *v, double ch) {
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    assert_ok(tc_view_get_scroll(v, &p));
    p.content_h = ch;
    assert_ok(tc_view_set_scroll(v, &p));
}

static size_t count_logged(const char *s) {
    size_t n = 0;
    for (size_t i = 0; i < g_count; i++) n += strcmp(g_events[i], s) == 0;
    return n;
}

/* S1: a change of the content size, the insets, an always-bounce, the bounds size or the frame
 * moves the offset into the range it now has, with one did_scroll (iOS 18.2: -setContentSize:,
 * -setContentInset:, -setAlwaysBounce*:, -setBounds: with a new size and -setFrame: end with
 * -_adjustContentOffsetIfNecessary, which clamps into [-inset, content + inset - bounds] and
 * calls -setContentOffset:); other parameters leave the offset alone. */
static void test_S1_content_size_inset_bounds_and_frame_changes_clamp_the_offset(void **state) {
    (void)state;
    fixture f = make_list();   /* 320x480, content 320x2000 */
    /* At the bottom, 1520; the content shrinks to 1000: 520, told with did_scroll. */
    assert_ok(tc_view_set_content_offset(f.list, 0, 1520));
    log_reset();
    set_content_height(f.list, 1000);
    assert_near(offset_y(f.list), 520);
    assert_int_equal(count_logged("scroll:did_scroll"), 1);
    assert_int_equal(g_count, 1);
    /* Growing it back leaves the offset (in range): nothing told. */
    log_reset();
    set_content_height(f.list, 2000);
    assert_near(offset_y(f.list), 520);
    assert_int_equal(g_count, 0);
    set_content_height(f.list, 1000);

    /* An inset: an offset above the new top moves down to -inset. */
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    assert_ok(tc_view_get_scroll(f.list, &p));
    assert_ok(tc_view_set_content_offset(f.list, 50, -100));   /* not clamped (setContentOffset:) */
    assert_near(offset_x(f.list), 50);
    log_reset();
    p.inset_top = 30;
    assert_ok(tc_view_set_scroll(f.list, &p));
    assert_near(offset_y(f.list), -30);
    assert_near(offset_x(f.list), 0);   /* content as wide as the bounds: x rests at -inset.left */
    assert_int_equal(count_logged("scroll:did_scroll"), 1);

    /* Content that fits: -inset. */
    assert_ok(tc_view_set_content_offset(f.list, 0, 300));
    p.content_h = 200;
    assert_ok(tc_view_set_scroll(f.list, &p));
    assert_near(offset_y(f.list), -30);

    /* bounces, paging and the rate leave an out-of-range offset; always-bounce clamps it. */
    assert_ok(tc_view_set_content_offset(f.list, 0, 900));
    log_reset();
    p.bounces = 0;
    p.paging = 1;
    p.deceleration_rate = TC_DECELERATION_FAST;
    assert_ok(tc_view_set_scroll(f.list, &p));
    assert_near(offset_y(f.list), 900);
    assert_int_equal(g_count, 0);
    p.always_bounce_horizontal = 1;
    assert_ok(tc_view_set_scroll(f.list, &p));
    assert_near(offset_y(f.list), -30);
    assert_int_equal(count_logged("scroll:did_scroll"), 1);
    p.bounces = 1;
    p.paging = 0;
    p.content_h = 1000;
    assert_ok(tc_view_set_scroll(f.list, &p));   /* range -30 ... 520 */

    /* A taller bounds (same origin): the range ends at 1000 - 900 = 100. */
    assert_ok(tc_view_set_content_offset(f.list, 0, 400));
    log_reset();
    assert_ok(tc_view_set_bounds(f.list, 0, 400, 320, 900));
    assert_near(offset_y(f.list), 100);
    assert_int_equal(g_count, 1);
    /* A new origin with a new size: clamped too, one did_scroll. */
    log_reset();
    assert_ok(tc_view_set_bounds(f.list, 0, 700, 320, 480));
    assert_near(offset_y(f.list), 520);
    assert_int_equal(g_count, 1);
    /* The frame, even with the same size, clamps an offset the host set out of range. */
    assert_ok(tc_view_set_content_offset(f.list, 40, 900));
    log_reset();
    assert_ok(tc_view_set_frame(f.list, 0, 0, 320, 480));
    assert_near(offset_x(f.list), 0);
    assert_near(offset_y(f.list), 520);
    assert_int_equal(g_count, 1);
    assert_ptr_equal(tct_hit(f.win, 10, 10), f.list);   /* the hit cache follows */
    tc_scene_destroy(f.s);
}

/* S1, S4: the clamp does not stop a deceleration (iOS 18.2's -setContentOffset: leaves the
 * display link running; -_smoothScrollSyncWithUpdateTime: goes on from its own last offset in
 * the new range): the content is moved at once, still decelerates, and comes to rest in the
 * range it now has, with did_end_decelerating. */
static void test_S1_S4_a_clamp_during_a_deceleration_lets_it_go_on_in_the_new_range(void **state) {
    (void)state;
    fixture f = make_list();
    double t = drag(&f, 160, 400, 0, -200, 10, 0.01, 1.0);
    assert_ok(tc_scene_advance(f.s, t + 0.1));
    double before = offset_y(f.list);
    assert_true(before > 300);
    int32_t dragging = -1, decelerating = -1;
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(decelerating, 1);
    log_reset();
    set_content_height(f.list, 600);   /* range 0 ... 120 */
    assert_near(offset_y(f.list), 120);
    assert_int_equal(count_logged("scroll:did_scroll"), 1);
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(decelerating, 1);
    assert_ok(tc_scene_advance(f.s, t + 10));
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(decelerating, 0);
    assert_true(logged("scroll:did_end_decelerating"));
    assert_near(offset_y(f.list), 120);
    tc_scene_destroy(f.s);
}

/* S7: a did_scroll callback that moves the content again each time (here: up
 * by 1, or by shrinking the content one point below the offset, which clamps
 * it) recursed without limit and crashed; the top-level message and
 * TC_MAX_SCROLL_EVENT_DEPTH nested ones are sent, a deeper one is not (its
 * change stands), and the call returns normally. */
static int g_recurse_mode;   /* 0: set the offset, 1: shrink the content */
static int g_recurse_calls, g_recurse_depth, g_recurse_max_depth;

static void on_scroll_recurse(tc_view *v, tc_scroll_event_info *info, void *user_data) {
    (void)user_data;
    g_recurse_calls++;
    g_recurse_depth++;
    if (g_recurse_depth > g_recurse_max_depth) g_recurse_max_depth = g_recurse_depth;
    double x = 0, y = 0;
    assert_ok(tc_view_get_content_offset(v, &x, &y));
    if (info->event == TC_SCROLL_DID_SCROLL && y > 0) {
        if (g_recurse_mode == 0) assert_ok(tc_view_set_content_offset(v, x, y - 1));
        else set_content_height(v, y + 480 - 1);
    }
    g_recurse_depth--;
}

static void test_S7_nested_scroll_messages_are_capped(void **state) {
    (void)state;
    for (g_recurse_mode = 0; g_recurse_mode < 2; g_recurse_mode++) {
        fixture f = make_list();
        set_content_height(f.list, 2000000);
        assert_ok(tc_view_set_content_offset(f.list, 0, 1000000));
        tc_scroll_callbacks cb;
        TC_SCROLL_CALLBACKS_INIT(&cb);
        cb.event = on_scroll_recurse;
        assert_ok(tc_view_set_scroll_callbacks(f.list, &cb));
        g_recurse_calls = g_recurse_depth = g_recurse_max_depth = 0;
        if (g_recurse_mode == 0) assert_ok(tc_view_set_content_offset(f.list, 0, 999999));
        else set_content_height(f.list, 1000000 + 480 - 1);
        assert_int_equal(g_recurse_calls, TC_MAX_SCROLL_EVENT_DEPTH + 1);
        assert_int_equal(g_recurse_max_depth, TC_MAX_SCROLL_EVENT_DEPTH + 1);
        /* the deepest handler's change stands, untold */
        assert_near(offset_y(f.list), 999999 - TC_MAX_SCROLL_EVENT_DEPTH - 1);
        /* the next top-level change is told again */
        g_recurse_calls = 0;
        assert_ok(tc_view_set_content_offset(f.list, 0, 0));
        assert_int_equal(g_recurse_calls, 1);
        tc_scene_destroy(f.s);
    }
}

/* ---- S2: delayed content touches ------------------------------------------ */

static void test_S2_tap_on_button_is_delayed_then_touch_up_inside(void **state) {
    (void)state;
    fixture f = make_list();
    touch(&f, TC_PHASE_BEGAN, 160, 122, 1.0);
    assert_false(logged("button:touch_down"));      /* held */
    touch(&f, TC_PHASE_ENDED, 160, 122, 1.05);
    assert_true(logged("button:touch_down"));
    assert_true(logged("button:touch_up_inside"));
    assert_near(offset_y(f.list), 0);
    tc_scene_destroy(f.s);
}

static void test_S2_held_touch_reaches_the_content_after_the_delay_with_its_time(void **state) {
    (void)state;
    fixture f = make_list();
    touch(&f, TC_PHASE_BEGAN, 160, 222, 1.0);
    assert_ok(tc_scene_advance(f.s, 1.0 + TC_SCROLL_CONTENT_TOUCH_DELAY / 2));
    assert_false(logged("row:began"));
    assert_ok(tc_scene_advance(f.s, 1.0 + TC_SCROLL_CONTENT_TOUCH_DELAY + 0.01));
    assert_true(logged("row:began"));
    assert_near(g_last_began_time, 1.0);             /* its original timestamp (T2) */
    touch(&f, TC_PHASE_ENDED, 160, 222, 1.3);
    assert_true(logged("row:ended"));
    tc_scene_destroy(f.s);
}

/* S2: the content-touch delay starts over at every touch-down while it runs, and the held
 * touches go to the content together when it passes (UIKit's delayed-touches recognizer clears
 * its timer and schedules a new one in every touchesBegan). Finger 1 at 1.00 and finger 2 at
 * 1.10: nothing at 1.16, both began (with their own times) once 1.10 + the delay has passed —
 * in one began delivery (G4: released phases go out in runs of one phase, one call per view,
 * as UIKit's sendDelayedTouches sends them). (The engine released both 0.15 s after finger 1.) */
static size_t logged_times(const char *s) {
    size_t n = 0;
    for (size_t i = 0; i < g_count; i++) n += strcmp(g_events[i], s) == 0;
    return n;
}

static void test_S2_a_second_finger_restarts_the_content_touch_delay(void **state) {
    (void)state;
    fixture f = make_list();
    assert_ok(tc_view_set_flag(f.row, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    assert_ok(tct_push(f.s, TC_PHASE_BEGAN, 1, 60, 222, 1.0));
    assert_ok(tc_scene_advance(f.s, 1.0));
    assert_ok(tct_push(f.s, TC_PHASE_BEGAN, 2, 200, 222, 1.10));
    assert_ok(tc_scene_advance(f.s, 1.10));
    assert_ok(tc_scene_advance(f.s, 1.0 + TC_SCROLL_CONTENT_TOUCH_DELAY + 0.01));
    assert_int_equal(logged_times("row:began"), 0);   /* finger 2 started the delay over */
    assert_ok(tc_scene_advance(f.s, 1.10 + TC_SCROLL_CONTENT_TOUCH_DELAY - 0.01));
    assert_int_equal(logged_times("row:began"), 0);
    assert_ok(tc_scene_advance(f.s, 1.10 + TC_SCROLL_CONTENT_TOUCH_DELAY + 0.01));
    assert_int_equal(logged_times("row:began"), 1);   /* both, when it passed, at once */
    assert_int_equal(g_last_began_count, 2);
    assert_near(g_last_began_time, 1.10);          /* the delivery's: the latest */
    assert_near(g_last_began_touch_time[0], 1.0);  /* each touch with its own time (T2) */
    assert_near(g_last_began_touch_time[1], 1.10);
    tc_scene_destroy(f.s);
}

/* S2, G5: the scroll view's pan does not hold back a content touch's ended (UIKit's
 * -_createGestureRecognizersForCurrentTouchLevel sets delaysTouchesEnded NO on it): a finger
 * rests on the list past the delay, a second finger taps the button, and the button's
 * touch_up_inside comes at that lift — the pan, possible with the resting finger, holds
 * nothing; when the resting finger then scrolls, the button has nothing left to cancel. */
static void test_S2_G5_second_finger_tap_on_a_button_ends_while_the_first_rests(void **state) {
    (void)state;
    fixture f = make_list();
    assert_ok(tct_push(f.s, TC_PHASE_BEGAN, 1, 160, 400, 0.0));   /* resting on the list */
    assert_ok(tc_scene_advance(f.s, 0.30));
    assert_ok(tct_push(f.s, TC_PHASE_BEGAN, 2, 160, 120, 0.30));  /* the button */
    assert_ok(tc_scene_advance(f.s, 0.30));
    assert_true(logged("button:touch_down"));
    assert_ok(tct_push(f.s, TC_PHASE_ENDED, 2, 160, 120, 0.40));
    assert_ok(tc_scene_advance(f.s, 0.40));
    assert_true(logged("button:touch_up_inside"));
    for (int i = 1; i <= 5; i++) {
        assert_ok(tct_push(f.s, TC_PHASE_MOVED, 1, 160, 400 - 10 * i, 0.6 + i * 0.02));
        assert_ok(tc_scene_advance(f.s, 0.6 + i * 0.02));
    }
    assert_true(logged("scroll:will_begin_dragging"));
    assert_ok(tct_push(f.s, TC_PHASE_ENDED, 1, 160, 350, 0.72));
    assert_ok(tc_scene_advance(f.s, 0.72));
    assert_int_equal(logged("button:touch_cancel"), 0);
    assert_int_equal(logged_times("button:touch_up_inside"), 1);
    /* The pan's parameters say so (its default; the host may set it back). */
    tc_recognizer *pan = NULL;
    assert_ok(tc_view_scroll_pan(f.list, &pan));
    tc_recognizer_params rp;
    TC_RECOGNIZER_PARAMS_INIT(&rp, TC_RECOGNIZER_PAN);
    assert_ok(tc_recognizer_get_params(pan, &rp));
    assert_int_equal(rp.delays_touches_ended, 0);
    tc_scene_destroy(f.s);
}

static void test_S2_scroll_before_the_delay_gives_the_button_nothing(void **state) {
    (void)state;
    fixture f = make_list();
    drag(&f, 160, 122, 0, -60, 6, 0.01, 1.0);
    assert_int_equal(logged("button:touch_down"), 0);
    assert_int_equal(logged("button:touch_cancel"), 0);
    assert_near(offset_y(f.list), 50);   /* 60 pt minus the 10 before the pan began (S6) */
    assert_true(logged("scroll:will_begin_dragging"));
    tc_scene_destroy(f.s);
}

/* touches_should_begin: logs "should_begin:<content>" and answers g_begin_answer. */
static int32_t g_begin_answer = 1;
static tc_view *g_row_view;
static int32_t g_asked_phase = -1;
static int32_t should_begin_logged(tc_view *v, tc_touch *t, tc_view *content, void *user_data) {
    (void)v; (void)user_data;
    tc_touch_info in;
    TC_TOUCH_INFO_INIT(&in);
    assert_ok(tc_touch_get_info(t, &in));
    g_asked_phase = in.phase;
    log_add(content == g_row_view ? "should_begin:row" : "should_begin:other");
    return g_begin_answer;
}

static size_t log_index(const char *s) {
    for (size_t i = 0; i < g_count; i++) {
        if (strcmp(g_events[i], s) == 0) return i;
    }
    return (size_t)-1;
}

static fixture make_list_asking(int32_t answer, int32_t delays) {
    fixture f = make_list();
    g_begin_answer = answer;
    g_row_view = f.row;
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    assert_ok(tc_view_get_scroll(f.list, &p));
    p.delays_content_touches = delays;
    assert_ok(tc_view_set_scroll(f.list, &p));
    tc_scroll_callbacks cb;
    TC_SCROLL_CALLBACKS_INIT(&cb);
    cb.event = on_scroll;
    cb.touches_should_begin = should_begin_logged;
    assert_ok(tc_view_set_scroll_callbacks(f.list, &cb));
    return f;
}

/* Apple: with delaysContentTouches the scroll view "delays handling the touch-down"; without
 * it, it "immediately calls touchesShouldBegin". Asked when the held began is released, just
 * before the content's began; not at the touch-down. */
static void test_S2_touches_should_begin_is_asked_when_the_held_began_is_released(void **state) {
    (void)state;
    fixture f = make_list_asking(1, 1);
    touch(&f, TC_PHASE_BEGAN, 160, 222, 1.0);
    assert_false(logged("should_begin:row"));
    assert_ok(tc_scene_advance(f.s, 1.0 + TC_SCROLL_CONTENT_TOUCH_DELAY / 2));
    assert_false(logged("should_begin:row"));
    assert_ok(tc_scene_advance(f.s, 1.0 + TC_SCROLL_CONTENT_TOUCH_DELAY + 0.01));
    assert_true(logged("should_begin:row"));
    assert_true(log_index("should_begin:row") < log_index("row:began"));
    assert_near(g_last_began_time, 1.0);
    touch(&f, TC_PHASE_ENDED, 160, 222, 1.3);
    assert_true(logged("row:ended"));
    size_t asked = 0;
    for (size_t i = 0; i < g_count; i++) asked += strcmp(g_events[i], "should_begin:row") == 0;
    assert_int_equal(asked, 1);                      /* once per touch */
    tc_scene_destroy(f.s);
}

static void test_S2_touches_should_begin_false_at_release_gives_the_content_nothing(void **state) {
    (void)state;
    fixture f = make_list_asking(0, 1);
    touch(&f, TC_PHASE_BEGAN, 160, 222, 1.0);
    g_asked_phase = -1;
    touch(&f, TC_PHASE_ENDED, 160, 222, 1.05);       /* lifted within the delay */
    assert_true(logged("should_begin:row"));
    assert_int_equal(g_asked_phase, TC_PHASE_BEGAN); /* asked about the began it decides */
    assert_false(logged("row:began"));
    assert_false(logged("row:ended"));
    tc_scene_destroy(f.s);
}

static void test_S2_touches_should_begin_not_asked_when_the_drag_takes_the_touch(void **state) {
    (void)state;
    fixture f = make_list_asking(1, 1);
    drag(&f, 160, 222, 0, -60, 6, 0.01, 1.0);
    assert_true(logged("scroll:will_begin_dragging"));
    assert_false(logged("should_begin:row"));
    assert_false(logged("row:began"));
    tc_scene_destroy(f.s);
}

static void test_S2_touches_should_begin_without_delay_is_asked_at_touch_down(void **state) {
    (void)state;
    fixture f = make_list_asking(1, 0);
    assert_ok(tct_push(f.s, TC_PHASE_BEGAN, 1, 160, 222, 1.0));
    assert_ok(tc_scene_dispatch(f.s, NULL));
    assert_true(logged("should_begin:row"));
    assert_true(log_index("should_begin:row") < log_index("row:began"));
    tc_scene_destroy(f.s);
}

/* S2: finger `id` at (x, y), dispatched through the clock. */
static void finger(fixture *f, int32_t id, int32_t phase, double x, double y, double t) {
    assert_ok(tct_push(f->s, phase, id, x, y, t));
    assert_ok(tc_scene_advance(f->s, t));
}

/* S2: a finger lifting while the delay holds the content's touches lets every held touch
 * through at once (iOS 18.2 -[UIScrollViewDelayedTouchesBeganGestureRecognizer
 * touchesEnded:withEvent:] sends all its delayed touches, then ends or fails): finger 1 on the
 * button and finger 2 on the row, finger 1 lifting at 1.08 gives the row its began then (with
 * its time, 1.05), not when the delay passes (1.20). (The engine held finger 2 until then.) */
static void test_S2_a_lift_during_the_delay_releases_every_held_touch(void **state) {
    (void)state;
    fixture f = make_list();
    finger(&f, 1, TC_PHASE_BEGAN, 160, 122, 1.0);
    finger(&f, 2, TC_PHASE_BEGAN, 160, 222, 1.05);
    assert_false(logged("row:began"));
    assert_false(logged("button:touch_down"));
    finger(&f, 1, TC_PHASE_ENDED, 160, 122, 1.08);
    assert_true(logged("button:touch_down"));
    assert_true(logged("row:began"));
    assert_near(g_last_began_time, 1.05);
    tc_scene_destroy(f.s);
}

/* S2: once the delay is over for the gesture (it passed, or the scroll view does not delay),
 * a later finger goes to its content as it lands and touches_should_begin is not asked about
 * it (UIKit's delayed-touches recognizer has sent its touches or failed: it takes no touch
 * until every finger has lifted and it resets); the next gesture is asked again. A hook that
 * answers 0 for the row: the later finger reaches the row all the same. (The engine asked, and
 * the row got nothing.) */
static void test_S2_a_later_finger_is_neither_held_nor_asked(void **state) {
    (void)state;
    for (int32_t delays = 1; delays >= 0; delays--) {
        fixture f = make_list_asking(0, delays);
        finger(&f, 1, TC_PHASE_BEGAN, 160, 122, 1.0);            /* the button */
        assert_ok(tc_scene_advance(f.s, 1.3));
        assert_true(logged("should_begin:other"));
        finger(&f, 2, TC_PHASE_BEGAN, 160, 222, 1.4);            /* the row */
        assert_false(logged("should_begin:row"));
        assert_true(logged("row:began"));                        /* at once */
        finger(&f, 1, TC_PHASE_ENDED, 160, 122, 1.5);
        finger(&f, 2, TC_PHASE_ENDED, 160, 222, 1.5);
        log_reset();
        finger(&f, 3, TC_PHASE_BEGAN, 160, 222, 2.0);            /* a new gesture */
        assert_ok(tc_scene_advance(f.s, 2.3));
        assert_true(logged("should_begin:row"));
        assert_false(logged("row:began"));                       /* the hook's 0 */
        tc_scene_destroy(f.s);
    }
}

/* ---- S3: cancelling content touches --------------------------------------- */

static void test_S3_hold_then_drag_on_a_button_keeps_it_and_does_not_scroll(void **state) {
    (void)state;
    fixture f = make_list();
    touch(&f, TC_PHASE_BEGAN, 160, 122, 1.0);
    assert_ok(tc_scene_advance(f.s, 1.2));
    assert_true(logged("button:touch_down"));
    touch(&f, TC_PHASE_MOVED, 160, 102, 1.25);
    touch(&f, TC_PHASE_MOVED, 160, 82, 1.3);
    touch(&f, TC_PHASE_ENDED, 160, 82, 1.35);
    assert_false(logged("button:touch_cancel"));
    assert_true(logged("button:touch_up_inside"));
    assert_false(logged("scroll:will_begin_dragging"));
    assert_near(offset_y(f.list), 0);
    tc_scene_destroy(f.s);
}

static void test_S3_hold_then_drag_on_a_plain_row_cancels_it_and_scrolls(void **state) {
    (void)state;
    fixture f = make_list();
    touch(&f, TC_PHASE_BEGAN, 160, 222, 1.0);
    assert_ok(tc_scene_advance(f.s, 1.2));
    assert_true(logged("row:began"));
    touch(&f, TC_PHASE_MOVED, 160, 202, 1.25);
    touch(&f, TC_PHASE_MOVED, 160, 182, 1.3);
    assert_true(logged("row:cancelled"));
    assert_near(offset_y(f.list), 30);   /* S4: all but the slop's 10 pt of the 40 travelled */
    touch(&f, TC_PHASE_ENDED, 160, 182, 1.35);
    assert_false(logged("row:ended"));
    tc_scene_destroy(f.s);
}

static void test_S3_should_cancel_hook_true_cancels_a_button_and_scrolls(void **state) {
    (void)state;
    g_cancel_answer = 1;
    fixture f = make_list();
    g_cancel_answer = -1;
    touch(&f, TC_PHASE_BEGAN, 160, 122, 1.0);
    assert_ok(tc_scene_advance(f.s, 1.2));
    touch(&f, TC_PHASE_MOVED, 160, 102, 1.25);
    touch(&f, TC_PHASE_MOVED, 160, 82, 1.3);
    touch(&f, TC_PHASE_ENDED, 160, 82, 1.35);
    assert_true(logged("button:touch_down"));
    assert_true(logged("button:touch_cancel"));
    assert_false(logged("button:touch_up_inside"));
    assert_true(offset_y(f.list) > 0);
    tc_scene_destroy(f.s);
}

static void test_S3_can_cancel_content_touches_false_keeps_the_row_touch(void **state) {
    (void)state;
    fixture f = make_list();
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    assert_ok(tc_view_get_scroll(f.list, &p));
    p.can_cancel_content_touches = 0;
    assert_ok(tc_view_set_scroll(f.list, &p));
    touch(&f, TC_PHASE_BEGAN, 160, 222, 1.0);
    assert_ok(tc_scene_advance(f.s, 1.2));
    touch(&f, TC_PHASE_MOVED, 160, 202, 1.25);
    touch(&f, TC_PHASE_MOVED, 160, 182, 1.3);
    touch(&f, TC_PHASE_ENDED, 160, 182, 1.35);
    assert_false(logged("row:cancelled"));
    assert_true(logged("row:moved"));
    assert_true(logged("row:ended"));
    assert_near(offset_y(f.list), 0);
    tc_scene_destroy(f.s);
}

/* ---- S4, S7: drag, fling, deceleration, delegate order --------------------- */

static void test_S4_S7_fling_ends_at_the_projection_in_delegate_order(void **state) {
    (void)state;
    fixture f = make_list();
    /* 2 pt/ms upward: 20 pt every 10 ms. */
    double t = drag(&f, 160, 400, 0, -200, 10, 0.01, 1.0);
    double r = TC_DECELERATION_NORMAL;
    assert_near(g_will_end.velocity_x, 0);
    assert_true(fabs(g_will_end.velocity_y - 2.0) < 1e-6);
    /* UIKit's target: where the speed falls to 0.01 pt/ms, o + (v - 0.01)/|ln r|. */
    double expected = g_will_end.offset_y + (g_will_end.velocity_y - 0.01) / -log(r);
    if (expected > 2000 - 480) expected = 2000 - 480;
    assert_near(g_will_end.target_y, expected);
    assert_int_equal(g_did_end.decelerate, 1);
    /* Mid-way the offset is o + v·r(1 - r^ms)/(1 - r) at the scene's clock. */
    assert_ok(tc_scene_advance(f.s, t + 0.5));
    double now = tct_now(f.s);
    double v = g_will_end.velocity_y;
    assert_near(offset_y(f.list), g_will_end.offset_y + v * r * (1 - pow(r, (now - t) * 1000)) / (1 - r));
    /* It stops once slower than 0.01 pt/ms: about a point short of the target. */
    assert_ok(tc_scene_advance(f.s, t + 20));
    assert_true(offset_y(f.list) < g_will_end.target_y && offset_y(f.list) > g_will_end.target_y - 1.5);
    char order[512];
    scroll_order(order, sizeof order);
    assert_string_equal(order,
        "will_begin_dragging did_scroll will_end_dragging did_end_dragging "
        "will_begin_decelerating did_scroll did_end_decelerating ");
    assert_false(logged("row:began"));
    tc_scene_destroy(f.s);
}

/* S4: a host that advances its clock 1/60 s at a time from the release meets exactly one
 * motion step (one did_scroll) at every advance, to the end of the deceleration: the frames are
 * a running sum of the frame interval from the release, as the host's own clock is. (Found by
 * the bench's check: frames computed as a product, release + k/60, fell one ulp after the
 * host's sum now and then: no step at one advance, two at the next.) */
static void test_S4_a_host_advancing_at_60_hz_meets_one_step_per_advance(void **state) {
    (void)state;
    fixture f = make_list();
    double t = 1.0;
    touch(&f, TC_PHASE_BEGAN, 160, 400, t);
    for (int k = 1; k <= 8; k++) { t += 1.0 / 120; touch(&f, TC_PHASE_MOVED, 160, 400 - 40.0 * k, t); }
    touch(&f, TC_PHASE_ENDED, 160, 400 - 320, t);
    int32_t decelerating = 0;
    assert_ok(tc_view_get_scroll_state(f.list, NULL, &decelerating));
    assert_int_equal(decelerating, 1);
    int steps = 0;
    while (decelerating && steps < 2000) {
        log_reset();
        t += 1.0 / 60;
        assert_ok(tc_scene_advance(f.s, t));
        size_t did_scroll = 0;
        for (size_t i = 0; i < g_count; i++) did_scroll += strcmp(g_events[i], "scroll:did_scroll") == 0;
        if (did_scroll != 1) fail_msg("advance %d to t=%.17g: %zu did_scroll", steps + 1, t, did_scroll);
        steps++;
        assert_ok(tc_view_get_scroll_state(f.list, NULL, &decelerating));
    }
    assert_true(steps > 30);
    assert_int_equal(decelerating, 0);
    tc_scene_destroy(f.s);
}

/* S4, S5, E4: a fling, a spring back and a page motion run at the largest clock the host may
 * give (TC_MAX_TIMESTAMP) as at a small one: each ends with did_end_decelerating, after as
 * many frames (one more or less: a frame's time is rounded to the clock's precision there) and
 * at the same offset (within 0.01 pt). Frame k of a motion is due at its start plus k 60ths of
 * a second, a product: the engine once added a 60th to the previous deadline, a sum whose
 * rounding at this clock drifted the fling's end by 0.08 pt (and at clocks above 2^48 s, now
 * refused, E4, rounded back to the same deadline: the motion never ended and tc_scene_advance
 * never returned). The samples are 1/128 s apart: exact at both clocks. */
typedef struct { double offset; int frames; int ended; } motion_run;

static motion_run run_motion(int which, double base) {
    fixture f = which == 2 ? make_pager(320, 4800) : make_list();
    const double dt = 1.0 / 128;
    double t;
    if (which == 0) {
        t = drag(&f, 160, 400, 0, -120, 10, dt, base);        /* a fling up */
    } else if (which == 1) {
        t = drag(&f, 160, 100, 0, 150, 10, dt, base);         /* down past the top: it springs back */
    } else {
        t = drag(&f, 160, 400, 0, -100, 10, dt, base);        /* to the next page */
    }
    size_t from = 0;
    for (size_t i = 0; i < g_count; i++)
        if (strcmp(g_events[i], "scroll:will_begin_decelerating") == 0) from = i;
    assert_ok(tc_scene_advance(f.s, t + 30));
    motion_run r = {offset_y(f.list), 0, 0};
    for (size_t i = from; i < g_count; i++) {
        if (strcmp(g_events[i], "scroll:did_scroll") == 0) r.frames++;
        if (strcmp(g_events[i], "scroll:did_end_decelerating") == 0) r.ended++;
    }
    assert_ok(tc_scene_destroy(f.s));
    return r;
}

static void test_S4_S5_E4_motions_at_the_largest_clock_end_as_at_a_small_one(void **state) {
    (void)state;
    const char *names[] = {"fling", "spring back", "page"};
    for (int which = 0; which < 3; which++) {
        motion_run a = run_motion(which, 1.0);
        motion_run b = run_motion(which, TC_MAX_TIMESTAMP - 1000);
        /* Within 0.1 pt: at 1e12 s the clock resolves 1.2e-4 s, and the frames' running sum
         * (which keeps a host advancing by 1/60 s in step with them, S4) rounds each frame
         * there (a fling of 151 frames ends 0.085 pt away). */
        if (a.ended != 1 || b.ended != 1 || a.frames < 10 || (a.frames > b.frames ? a.frames - b.frames : b.frames - a.frames) > 1 || fabs(a.offset - b.offset) > 0.1)
            fail_msg("%s: at 1 s %d frames to %.4f (ended %d); at TC_MAX_TIMESTAMP - 1000 %d frames to %.4f (ended %d)",
                     names[which], a.frames, a.offset, a.ended, b.frames, b.offset, b.ended);
    }
}

/* S7: will_end_dragging's target may be changed by the callback (UIKit's
 * targetContentOffset), and the deceleration then ends there; a non-finite target is
 * ignored (the engine's own projection stays). */
static double g_new_target_y;      /* set in will_end_dragging (NAN: leave it) */
static double g_proposed_target_y; /* what the engine proposed there */
static void on_scroll_retarget(tc_view *v, tc_scroll_event_info *info, void *user_data) {
    if (info->event == TC_SCROLL_WILL_END_DRAGGING) {
        g_proposed_target_y = info->target_y;
        if (!isnan(g_new_target_y)) info->target_y = g_new_target_y;
    }
    on_scroll(v, info, user_data);
}

static void test_S7_will_end_dragging_target_changed_by_the_host(void **state) {
    (void)state;
    fixture f = make_list();
    tc_scroll_callbacks cb;
    TC_SCROLL_CALLBACKS_INIT(&cb);
    cb.event = on_scroll_retarget;
    assert_ok(tc_view_set_scroll_callbacks(f.list, &cb));
    g_new_target_y = 333;
    double t = drag(&f, 160, 400, 0, -200, 10, 0.01, 1.0);
    assert_true(fabs(g_proposed_target_y - 333) > 100);  /* the engine's own rest is elsewhere */
    assert_ok(tc_scene_advance(f.s, t + 20));
    assert_near(offset_y(f.list), 333);                  /* rests where the host said */
    /* Infinity: ignored, the engine's projection stays (not clamped to an edge). */
    assert_ok(tc_view_set_content_offset(f.list, 0, 0));
    g_new_target_y = INFINITY;
    t = drag(&f, 160, 400, 0, -200, 10, 0.01, t + 21);
    double proposed = g_proposed_target_y;
    assert_true(proposed > 250 && proposed < 2000 - 480 - 50);
    assert_ok(tc_scene_advance(f.s, t + 20));
    assert_true(fabs(offset_y(f.list) - proposed) < 1.5);  /* its own rest, by the target */
    g_new_target_y = NAN;
    tc_scene_destroy(f.s);
}

/* S7 with S5: a paging scroll view goes to the page nearest the target will_end_dragging
 * sets (iOS 18.2 _scrollViewWillEndDraggingWithDeceleration: rounds a changed target to its
 * page). (The engine used to ignore the change.) */
static void test_S5_S7_paging_goes_to_the_page_nearest_a_changed_target(void **state) {
    (void)state;
    fixture f = make_pager(320, 1440);
    tc_scroll_callbacks cb;
    TC_SCROLL_CALLBACKS_INIT(&cb);
    cb.event = on_scroll_retarget;
    assert_ok(tc_view_set_scroll_callbacks(f.list, &cb));
    g_new_target_y = 900;                        /* nearer page 2 (960) than page 1 */
    double t = drag(&f, 160, 400, 0, -120, 6, 0.01, 1.0);
    assert_near(g_proposed_target_y, 480);       /* a flick: the next page */
    assert_ok(tc_scene_advance(f.s, t + 5));
    assert_near(offset_y(f.list), 960);          /* the page nearest the host's 900 */
    assert_true(logged("scroll:did_end_decelerating"));
    g_new_target_y = NAN;
    tc_scene_destroy(f.s);
}

/* S4: an offset the host sets during a drag is kept: the content goes on following the
 * finger from there (UIKit: an endless scroll view recentred during a drag), whether set
 * between samples or from the did_scroll callback. */
static int g_recentre_by;   /* did_scroll: once the offset passes 300, move it back by this */
static void on_scroll_recentre(tc_view *v, tc_scroll_event_info *info, void *user_data) {
    on_scroll(v, info, user_data);
    if (info->event == TC_SCROLL_DID_SCROLL && g_recentre_by != 0 && info->offset_y > 300) {
        double by = g_recentre_by;
        g_recentre_by = 0;
        assert_ok(tc_view_set_content_offset(v, info->offset_x, info->offset_y - by));
    }
}

static void test_S4_host_offset_during_a_drag_is_followed_not_undone(void **state) {
    (void)state;
    fixture f = make_list();
    /* Between samples. */
    touch(&f, TC_PHASE_BEGAN, 160, 400, 1.0);
    touch(&f, TC_PHASE_MOVED, 160, 380, 1.01);
    touch(&f, TC_PHASE_MOVED, 160, 300, 1.02);
    double before = offset_y(f.list);
    assert_true(before > 50);
    assert_ok(tc_view_set_content_offset(f.list, 0, 500));
    touch(&f, TC_PHASE_MOVED, 160, 250, 1.03);
    assert_near(offset_y(f.list), 550);       /* 50 more from where the host put it */
    touch(&f, TC_PHASE_MOVED, 160, 260, 1.04);
    assert_near(offset_y(f.list), 540);
    touch(&f, TC_PHASE_ENDED, 160, 260, 1.05);
    assert_ok(tc_scene_advance(f.s, 10));
    /* From the did_scroll callback: recentred by 200 once past 300. */
    tc_scroll_callbacks cb;
    TC_SCROLL_CALLBACKS_INIT(&cb);
    cb.event = on_scroll_recentre;
    assert_ok(tc_view_set_scroll_callbacks(f.list, &cb));
    assert_ok(tc_view_set_content_offset(f.list, 0, 250));
    g_recentre_by = 200;
    double t = 20;
    touch(&f, TC_PHASE_BEGAN, 160, 400, t);
    double y = 400, last = offset_y(f.list);
    int recentred_at = -1;
    for (int i = 1; i <= 12; i++) {
        y -= 20;
        touch(&f, TC_PHASE_MOVED, 160, y, t + 0.01 * i);
        double now = offset_y(f.list);
        if (recentred_at < 0 && g_recentre_by == 0) {
            recentred_at = i;
            assert_true(now < last);            /* the host's move back */
        } else if (i > 2) {
            assert_near(now, last + 20);        /* then 1:1 with the finger again */
        }
        last = now;
    }
    assert_true(recentred_at > 0);
    assert_true(last < 400);                     /* not undone: 250 + 220 of travel − 200 */
    touch(&f, TC_PHASE_ENDED, 160, y, t + 0.2);
    tc_scene_destroy(f.s);
}

static void test_S4_overscroll_rubber_bands_and_springs_back(void **state) {
    (void)state;
    fixture f = make_list();
    touch(&f, TC_PHASE_BEGAN, 160, 300, 1.0);
    touch(&f, TC_PHASE_MOVED, 160, 320, 1.02);    /* the pan begins here, 10 pt past the slop */
    touch(&f, TC_PHASE_MOVED, 160, 420, 1.04);    /* 100 pt more: 110 past the top (S4) */
    double c = 0.55, dim = 480, x = 110;
    assert_near(offset_y(f.list), -(x * dim * c / (dim + c * x)));
    touch(&f, TC_PHASE_MOVED, 160, 420, 1.3);     /* rest: no velocity */
    touch(&f, TC_PHASE_ENDED, 160, 420, 1.5);
    assert_near(g_will_end.target_y, 0);
    assert_int_equal(g_did_end.decelerate, 1);
    assert_ok(tc_scene_advance(f.s, 1.6));
    assert_true(offset_y(f.list) < 0);
    assert_ok(tc_scene_advance(f.s, 5));
    assert_near(offset_y(f.list), 0);
    assert_true(logged("scroll:did_end_decelerating"));
    tc_scene_destroy(f.s);
}

/* S4: the axes are apart. A 2-D fling released past the left edge bounces x back to 0 while
 * y decelerates to its projection (clamped: the bottom edge). (The engine used to spend the
 * whole velocity: y stopped where the finger lifted.) */
/* S4 (auditors' scene s4_bigjump): a plain 800x450 scroll view (content 3000 high). UIKit's
 * pan takes only its hysteresis (10 pt) off the translation as it begins
 * (-[UIPanGestureRecognizer touchesMoved:] calls -_removeHysteresisFromTranslation before
 * -setState:began) and the scroll view shows its start offset less the translation
 * (-_updatePanGesture, after -_scrollViewWillBeginDragging): a first move of 100 pt scrolls
 * 90 at once (will_begin_dragging, then did_scroll), and 10 more follow 1:1 to 100. (The engine
 * measured from the whole began translation: 0 at began, 10 at the end.) */
static fixture make_plain_scroll_view(void) {
    log_reset();
    fixture f;
    memset(&f, 0, sizeof f);
    f.s = tct_scene();
    f.win = tct_window(f.s, 0, 0, 800, 450);
    f.list = tct_view(f.s, f.win, 0, 0, 800, 450);
    set_scroll(f.list, 800, 3000, 0);
    return f;
}

static void test_S4_first_move_scrolls_all_but_the_slop_at_began(void **state) {
    (void)state;
    fixture f = make_plain_scroll_view();
    touch(&f, TC_PHASE_BEGAN, 200, 300, 0.0);
    touch(&f, TC_PHASE_MOVED, 200, 200, 0.1);           /* 100 pt: the pan begins */
    assert_near(offset_y(f.list), 90);
    char order[256];
    scroll_order(order, sizeof order);
    assert_string_equal(order, "will_begin_dragging did_scroll ");
    touch(&f, TC_PHASE_MOVED, 200, 190, 0.2);           /* 10 more: 1:1 */
    assert_near(offset_y(f.list), 100);
    touch(&f, TC_PHASE_MOVED, 200, 190, 0.8);
    touch(&f, TC_PHASE_ENDED, 200, 190, 1.0);
    assert_near(g_will_end.offset_y, 100);
    assert_ok(tc_scene_advance(f.s, 3.0));
    assert_near(offset_y(f.list), 100);
    tc_scene_destroy(f.s);
}

/* S4 (auditors' scenes drag and s5_fine): a drag in steps ends at its travel less the slop,
 * along the axis it scrolls: five steps of 20 pt end at 90 (the engine: 80), seven of 4 pt
 * (the pan begins at the third, 12 pt: 2 at once) end at 18 (the engine: 16). */
static void test_S4_drag_in_steps_ends_at_the_travel_less_the_slop(void **state) {
    (void)state;
    fixture f = make_plain_scroll_view();
    touch(&f, TC_PHASE_BEGAN, 100, 400, 0.0);
    for (int i = 1; i <= 5; i++) touch(&f, TC_PHASE_MOVED, 100, 400 - 20.0 * i, 0.1 * i);
    assert_near(offset_y(f.list), 90);
    touch(&f, TC_PHASE_ENDED, 100, 300, 1.5);
    assert_ok(tc_scene_advance(f.s, 4.0));
    assert_near(offset_y(f.list), 90);
    assert_ok(tc_view_set_content_offset(f.list, 0, 0));
    touch(&f, TC_PHASE_BEGAN, 200, 300, 5.0);
    touch(&f, TC_PHASE_MOVED, 200, 296, 5.016);
    touch(&f, TC_PHASE_MOVED, 200, 292, 5.032);
    assert_near(offset_y(f.list), 0);                    /* 8 pt: under the slop */
    touch(&f, TC_PHASE_MOVED, 200, 288, 5.048);         /* 12 pt: the pan begins, 2 at once */
    assert_near(offset_y(f.list), 2);
    for (int i = 1; i <= 4; i++) touch(&f, TC_PHASE_MOVED, 200, 288 - 4.0 * i, 5.048 + 0.016 * i);
    assert_near(offset_y(f.list), 18);
    touch(&f, TC_PHASE_ENDED, 200, 272, 5.5);
    tc_scene_destroy(f.s);
}

/* S8 with S4: content held past an edge does not jump when its catch is released: it follows
 * the finger from where it is (UIKit's -_adjustStartOffsetForGrabbedBouncingScrollView sets
 * the translation to the start offset less the offset shown, unbanded, when the offset is out
 * of range; in range it does nothing, and the content takes the travel beyond the slop). */
static void test_S8_caught_content_past_an_edge_follows_without_a_jump(void **state) {
    (void)state;
    fixture f = make_list();
    double t = drag(&f, 160, 100, 0, 200, 5, 0.05, 1.0);   /* pulled down past the top */
    assert_ok(tc_scene_advance(f.s, t + 0.05));
    double held = offset_y(f.list);
    assert_true(held < -10);
    assert_ok(tct_push(f.s, TC_PHASE_BEGAN, 2, 160, 300, t + 0.06));
    assert_ok(tc_scene_advance(f.s, t + 0.06));
    assert_near(offset_y(f.list), held);                   /* stopped where it was */
    assert_ok(tct_push(f.s, TC_PHASE_MOVED, 2, 160, 284, t + 0.08));   /* 16 pt up: released */
    assert_ok(tc_scene_advance(f.s, t + 0.08));
    assert_near(offset_y(f.list), held);                   /* no jump */
    assert_ok(tct_push(f.s, TC_PHASE_MOVED, 2, 160, 264, t + 0.10));   /* 20 more */
    assert_ok(tc_scene_advance(f.s, t + 0.10));
    assert_true(offset_y(f.list) > held + 5);              /* follows, banded */
    assert_ok(tct_push(f.s, TC_PHASE_ENDED, 2, 160, 264, t + 0.5));
    assert_ok(tc_scene_advance(f.s, t + 5));
    assert_near(offset_y(f.list), 0);
    tc_scene_destroy(f.s);
}

static void test_S4_overscrolled_axis_springs_back_while_the_other_decelerates(void **state) {
    (void)state;
    fixture f = make_list();
    set_scroll(f.list, 2000, 2000, 0);
    assert_ok(tc_view_set_content_offset(f.list, 0, 500));
    /* Finger right (content x past its left edge) and fast up (content y down the list). */
    double t = drag(&f, 100, 400, 60, -200, 10, 0.01, 1.0);
    double x = offset_x(f.list), y = offset_y(f.list);
    assert_true(x < 0);
    assert_true(y > 600);
    assert_near(g_will_end.target_x, 0);
    assert_near(g_will_end.target_y, 2000 - 480);        /* projected far, clamped */
    assert_true(g_will_end.velocity_y > 1);               /* pt/ms, against the finger */
    assert_int_equal(g_did_end.decelerate, 1);
    assert_ok(tc_scene_advance(f.s, t + 0.1));
    assert_true(offset_x(f.list) < 0);                              /* still past the edge */
    assert_true(offset_y(f.list) > y + 50);                         /* still gliding */
    assert_ok(tc_scene_advance(f.s, t + 10));
    assert_near(offset_x(f.list), 0);
    assert_near(offset_y(f.list), 2000 - 480);
    assert_true(logged("scroll:did_end_decelerating"));
    tc_scene_destroy(f.s);
}

/* S8 with S4: a tap that stops a spring-back does not leave the content in overscroll: the
 * touch-down catches it (a drag begins, will_begin_dragging), and the lift without travel
 * ends that drag at rest, whose release springs back to the edge (will/did end decelerating).
 * (The engine used to leave it at -60 pt for good; then it settled with no drag messages.) */
static void test_S8_tap_that_stops_a_spring_back_lets_the_content_settle(void **state) {
    (void)state;
    fixture f = make_list();
    double t = drag(&f, 160, 100, 0, 200, 5, 0.05, 1.0);   /* pulled down past the top */
    assert_ok(tc_scene_advance(f.s, t + 0.05));
    double y = offset_y(f.list);
    assert_true(y < -10);
    int32_t dragging = -1, decelerating = -1;
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(decelerating, 1);
    log_reset();
    assert_ok(tct_push(f.s, TC_PHASE_BEGAN, 2, 160, 300, t + 0.06));
    assert_ok(tc_scene_advance(f.s, t + 0.06));
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(decelerating, 0);                      /* stopped where it was */
    assert_near(offset_y(f.list), y);
    assert_ok(tct_push(f.s, TC_PHASE_ENDED, 2, 160, 300, t + 0.12));
    assert_ok(tc_scene_advance(f.s, t + 0.12));
    assert_true(logged("scroll:will_begin_decelerating"));
    assert_ok(tc_scene_advance(f.s, t + 5));
    assert_near(offset_y(f.list), 0);
    char order[256];
    scroll_order(order, sizeof order);
    assert_string_equal(order, "did_end_decelerating will_begin_dragging will_end_dragging "
                               "did_end_dragging will_begin_decelerating did_scroll "
                               "did_end_decelerating ");
    assert_int_equal(g_did_end.decelerate, 1);
    tc_scene_destroy(f.s);
}

/* S8 (UIKit: -_beginTrackingWithEvent: stops a scroll view that is out of range with
 * -_stopScrollingNotify:YES pin:NO): a touch-down on a spring-back ends that motion at once,
 * did_end_decelerating before will_begin_dragging, both at the touch-down. (The engine used to
 * send no did_end_decelerating for the stopped spring.) */
static void test_S8_touch_on_a_spring_back_ends_its_deceleration_at_the_touch_down(void **state) {
    (void)state;
    fixture f = make_list();
    double t = drag(&f, 160, 100, 0, 200, 5, 0.05, 1.0);   /* pulled down past the top */
    assert_ok(tc_scene_advance(f.s, t + 0.05));
    log_reset();
    assert_ok(tct_push(f.s, TC_PHASE_BEGAN, 2, 160, 300, t + 0.06));
    assert_ok(tc_scene_advance(f.s, t + 0.06));
    char order[256];
    scroll_order(order, sizeof order);
    assert_string_equal(order, "did_end_decelerating will_begin_dragging ");
    assert_ok(tct_push(f.s, TC_PHASE_ENDED, 2, 160, 300, t + 0.12));
    assert_ok(tc_scene_advance(f.s, t + 5));
    tc_scene_destroy(f.s);
}

/* S8 with S5: a tap that stops a paging view between pages sends it to the nearest page on
 * the lift. A tap on a deceleration in range and on no paging view stops it for good
 * (test_S8_touch_down_during_deceleration_stops_it_and_is_not_delivered). */
static void test_S8_S5_tap_that_stops_a_pager_between_pages_goes_to_the_nearest_page(void **state) {
    (void)state;
    fixture f = make_pager(1600, 480);
    double t = drag(&f, 300, 240, -160, 0, 4, 0.01, 1.0);  /* a flick toward page 1 */
    assert_ok(tc_scene_advance(f.s, t + 0.05));
    double x = offset_x(f.list);
    assert_true(x > 200 && x < 320);                          /* between pages 0 and 1 */
    assert_ok(tct_push(f.s, TC_PHASE_BEGAN, 2, 160, 300, t + 0.06));
    assert_ok(tct_push(f.s, TC_PHASE_ENDED, 2, 160, 300, t + 0.10));
    assert_ok(tc_scene_advance(f.s, t + 0.10));
    assert_ok(tc_scene_advance(f.s, t + 5));
    assert_near(offset_x(f.list), 320);
    assert_near(offset_y(f.list), 0);
    tc_scene_destroy(f.s);
}

/* S4: a fling whose projection lies past an edge runs into it at its speed, bounces past it
 * (UIKit's _getBouncingDecelerationOffset: 0.99 per ms) and comes back to rest on it; the
 * target the delegate is told is the edge. (The engine used to stop dead at the edge.) */
static void test_S4_fling_toward_an_edge_bounces_past_it_and_back(void **state) {
    (void)state;
    fixture f = make_list();
    assert_ok(tc_view_set_content_offset(f.list, 0, 1400));
    /* A steady drag up at 2 pt/ms: 80 pt in 40 ms. */
    double t = 1.0;
    touch(&f, TC_PHASE_BEGAN, 160, 400, t);
    for (int i = 1; i <= 8; i++) touch(&f, TC_PHASE_MOVED, 160, 400 - 10.0 * i, t + 0.005 * i);
    t += 0.04;
    touch(&f, TC_PHASE_ENDED, 160, 320, t);
    double y0 = offset_y(f.list);
    assert_near(g_will_end.target_y, 2000 - 480);
    assert_true(g_will_end.velocity_y > 1.5);
    assert_ok(tc_scene_advance(f.s, t + 1.0 / 60));
    double frame = offset_y(f.list) - y0;                   /* one frame: ~ v * 16.7 ms */
    assert_true(frame > 0.8 * g_will_end.velocity_y * 1000.0 / 60);
    double most = 0;
    for (int i = 2; i < 120; i++) {
        assert_ok(tc_scene_advance(f.s, t + i / 60.0));
        if (offset_y(f.list) > most) most = offset_y(f.list);
    }
    assert_true(most > 2000 - 480 + 20);                 /* past the edge */
    assert_ok(tc_scene_advance(f.s, t + 5));
    assert_near(offset_y(f.list), 2000 - 480);
    assert_true(logged("scroll:did_end_decelerating"));
    tc_scene_destroy(f.s);
}

/* S4: a release slower than 0.25 pt/ms does not decelerate: will_end_dragging reports a velocity
 * of 0 and the content's own offset as the target, did_end_dragging says it will not
 * decelerate, and the content stays (UIKit's _endPanNormal zeroes such a velocity). A release
 * at 0.3 pt/ms still flings. (The engine flung any velocity: 0.2 pt/ms glided 100 pt.) */
static void test_S4_a_release_slower_than_a_fling_does_not_decelerate(void **state) {
    (void)state;
    for (int fast = 0; fast < 2; fast++) {
        fixture f = make_list();
        assert_ok(tc_view_set_content_offset(f.list, 0, 500));
        /* a steady drag up: 0.2 or 0.3 pt/ms (2 or 3 pt per 10 ms), past the slop first */
        double step = fast ? 3.0 : 2.0, t = 1.0, y = 400;
        touch(&f, TC_PHASE_BEGAN, 160, y, t);
        for (int i = 1; i <= 30; i++) touch(&f, TC_PHASE_MOVED, 160, y - step * i, t + 0.01 * i);
        t += 0.30;
        touch(&f, TC_PHASE_ENDED, 160, y - step * 30, t);
        double y0 = offset_y(f.list);
        if (!fast) {
            assert_true(g_will_end.velocity_y == 0.0);
            assert_near(g_will_end.target_y, y0);
            assert_int_equal(g_did_end.decelerate, 0);
            assert_ok(tc_scene_advance(f.s, t + 1));
            assert_near(offset_y(f.list), y0);
        } else {
            assert_near(g_will_end.velocity_y, 0.3);
            assert_int_equal(g_did_end.decelerate, 1);
            assert_ok(tc_scene_advance(f.s, t + 1));
            assert_true(offset_y(f.list) > y0 + 50);
        }
        tc_scene_destroy(f.s);
    }
}

/* S4 (header: set_content_offset "stops a deceleration"): an offset set from
 * will_begin_decelerating stops the deceleration before it starts — UIKit's known way to
 * stop a fling there. (The engine used to start it anyway, from the host's offset.) */
static void test_S4_offset_set_in_will_begin_decelerating_stops_the_fling(void **state) {
    (void)state;
    fixture f = make_list();
    g_set_offset_on_will_begin = 1;
    double t = drag(&f, 160, 400, 0, -200, 10, 0.01, 1.0);
    assert_int_equal(g_set_offset_on_will_begin, 0);        /* the hook ran */
    double y = offset_y(f.list);
    assert_int_equal(g_did_end.decelerate, 1);
    int32_t dragging = -1, decelerating = -1;
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(decelerating, 0);
    assert_ok(tc_scene_advance(f.s, t + 2));
    assert_near(offset_y(f.list), y);
    assert_false(logged("scroll:did_end_decelerating"));
    tc_scene_destroy(f.s);
}

/* S4: a release while past an edge keeps its velocity (iOS 18.2 _endPanNormal: skips the
 * slow-release test out of range; _getBouncingDecelerationOffset: the offset from the edge
 * keeps 0.99 per ms and the velocity's way is damped by it too, then the content decelerates
 * in range). will_end_dragging's target is UIKit's clamped projection. (The engine used to
 * spend the velocity: the content sprang back to 0 and stayed there.) */
static void test_S4_a_release_past_an_edge_keeps_its_velocity(void **state) {
    (void)state;
    fixture f = make_list();
    double t = 1.0;
    touch(&f, TC_PHASE_BEGAN, 160, 200, t);
    touch(&f, TC_PHASE_MOVED, 160, 220, t + 0.02);
    touch(&f, TC_PHASE_MOVED, 160, 400, t + 0.20);       /* pulled down, past the top */
    touch(&f, TC_PHASE_MOVED, 160, 390, t + 0.21);       /* a flick back up */
    touch(&f, TC_PHASE_MOVED, 160, 375, t + 0.22);
    touch(&f, TC_PHASE_MOVED, 160, 360, t + 0.23);
    touch(&f, TC_PHASE_ENDED, 160, 360, t + 0.23);
    t += 0.23;
    double o = g_will_end.offset_y, v = g_will_end.velocity_y, r = TC_DECELERATION_NORMAL;
    assert_true(o < -30);
    assert_true(v > 1);
    double proj = o + (v - 0.01) / -log(r);
    assert_near(g_will_end.target_y, proj < 0 ? 0 : (proj > 1520 ? 1520 : proj));
    assert_int_equal(g_did_end.decelerate, 1);
    /* Back at the edge after e ms, when o + v·r(1 - r^e)/(1 - r) = 0, with v·(0.99·r)^e left,
     * then in range: 200 ms after the release the offset is that deceleration's. */
    double e = log(1 + o * (1 - r) / (r * v)) / log(r);
    double vc = v * pow(0.99 * r, e), ms = 12 * 1000.0 / 60;
    assert_ok(tc_scene_advance(f.s, t + 12 / 60.0));
    assert_near(offset_y(f.list), vc * r * (1 - pow(r, ms - e)) / (1 - r));
    assert_true(offset_y(f.list) > 100);
    assert_ok(tc_scene_advance(f.s, t + 20));
    assert_true(offset_y(f.list) > 300 && offset_y(f.list) < 1520);
    assert_true(logged("scroll:did_end_decelerating"));
    tc_scene_destroy(f.s);
}

/* S4: a scroll view keeps only UIKit's two deceleration rates (iOS 18.2 setDecelerationRate:
 * picks .fast below 0.994, else .normal; the getter reads the one kept), and projects with
 * it. (The engine used to keep any rate: 0.95 read back 0.95 and projected 218.) */
static void test_S4_deceleration_rate_snaps_to_fast_or_normal(void **state) {
    (void)state;
    const double given[] = {0.95, 0.993, 0.994, 0.999, 0.5};
    const double kept[] = {TC_DECELERATION_FAST, TC_DECELERATION_FAST, TC_DECELERATION_NORMAL,
                           TC_DECELERATION_NORMAL, TC_DECELERATION_FAST};
    for (int i = 0; i < 5; i++) {
        fixture f = make_list();
        tc_scroll_params p;
        TC_SCROLL_PARAMS_INIT(&p);
        assert_ok(tc_view_get_scroll(f.list, &p));
        p.deceleration_rate = given[i];
        assert_ok(tc_view_set_scroll(f.list, &p));
        assert_ok(tc_view_get_scroll(f.list, &p));
        assert_true(p.deceleration_rate == kept[i]);
        if (i == 0) {
            double t = drag(&f, 160, 400, 0, -200, 10, 0.01, 1.0);
            double proj = g_will_end.offset_y + (g_will_end.velocity_y - 0.01) / -log(TC_DECELERATION_FAST);
            assert_near(g_will_end.target_y, proj);
            assert_ok(tc_scene_advance(f.s, t + 5));
            assert_true(fabs(offset_y(f.list) - proj) < 1.5);
        }
        tc_scene_destroy(f.s);
    }
}

/* S4: the spring back after a release at rest past an edge is UIKit's exponential: the offset
 * from the edge keeps 0.99 per ms; the motion ends within half a point of the edge and pins
 * the content on it. (The engine used a critically damped spring of its own.) */
static void test_S4_spring_back_is_an_exponential_toward_the_edge(void **state) {
    (void)state;
    fixture f = make_list();
    touch(&f, TC_PHASE_BEGAN, 160, 300, 1.0);
    touch(&f, TC_PHASE_MOVED, 160, 320, 1.02);
    touch(&f, TC_PHASE_MOVED, 160, 420, 1.04);
    touch(&f, TC_PHASE_MOVED, 160, 420, 1.3);
    touch(&f, TC_PHASE_ENDED, 160, 420, 1.5);
    double o = offset_y(f.list);
    assert_true(o < -40);
    for (int k = 1; k <= 24; k += 23) {
        assert_ok(tc_scene_advance(f.s, 1.5 + k / 60.0));
        assert_near(offset_y(f.list), o * pow(0.99, k * 1000.0 / 60));
    }
    /* Ends at the first step within 0.5 pt: 0.99^ms·|o| < 0.5. */
    int k = 1;
    while (fabs(o) * pow(0.99, k * 1000.0 / 60) >= 0.5) k++;
    assert_ok(tc_scene_advance(f.s, 1.5 + (k - 1) / 60.0));
    assert_false(logged("scroll:did_end_decelerating"));
    assert_ok(tc_scene_advance(f.s, 1.5 + k / 60.0));
    assert_true(logged("scroll:did_end_decelerating"));
    assert_true(offset_y(f.list) == 0.0);
    tc_scene_destroy(f.s);
}

/* S5: a page change runs UIKit's paging spring from the release velocity (iOS 18.2
 * _getPagingDecelerationOffset:, each ms v += (target - x)·pull, v *= friction, x += v, with
 * pull and friction set from the bounds width in initWithFrame:). (The engine used a 0.99/ms
 * decay from rest that ignored the release velocity.) */
static void test_S5_paging_runs_uikits_spring_from_the_release_velocity(void **state) {
    (void)state;
    fixture f = make_pager(1600, 480);
    double t = drag(&f, 300, 240, -120, 0, 6, 0.01, 1.0);   /* a flick toward page 1 */
    double x = g_will_end.offset_x, v = g_will_end.velocity_x, target = g_will_end.target_x;
    assert_near(target, 320);
    assert_true(v > 1);
    double w = 320, pull = 0.000359090909 - 1.84659091e-7 * w, friction = 0.966818182 + 9.94318182e-6 * w;
    int done = 0;
    double most = x;
    for (int k = 1; k <= 6; k++) {
        int n = (int)floor(k * 1000.0 / 60 + 1e-9);
        for (; done < n; done++) {
            v = (v + (target - x) * pull) * friction;
            x += v;
            if (x > most) most = x;
        }
        assert_ok(tc_scene_advance(f.s, t + k / 60.0));
        assert_near(offset_x(f.list), x);
    }
    assert_ok(tc_scene_advance(f.s, t + 5));
    assert_near(offset_x(f.list), 320);
    assert_true(logged("scroll:did_end_decelerating"));
    tc_scene_destroy(f.s);
}

/* S4, S5: a motion is a function of the host's clock: advancing in one jump or in 1 ms
 * slices (or odd ones) gives the same offsets, bit for bit. */
static void test_S4_S5_motion_does_not_depend_on_how_the_host_slices_time(void **state) {
    (void)state;
    for (int paging = 0; paging < 2; paging++) {
        double got[2][3];
        for (int sliced = 0; sliced < 2; sliced++) {
            fixture f = paging ? make_pager(1600, 480) : make_list();
            double t = paging ? drag(&f, 300, 240, -120, 0, 6, 0.01, 1.0)
                              : drag(&f, 160, 400, 0, -200, 10, 0.01, 1.0);
            const double at[3] = {0.1, 0.35, 3.0};
            double now = t;
            for (int i = 0; i < 3; i++) {
                if (sliced) {
                    while (now + 0.0013 < t + at[i]) { now += 0.0013; assert_ok(tc_scene_advance(f.s, now)); }
                }
                now = t + at[i];
                assert_ok(tc_scene_advance(f.s, now));
                got[sliced][i] = paging ? offset_x(f.list) : offset_y(f.list);
            }
            tc_scene_destroy(f.s);
        }
        for (int i = 0; i < 3; i++) assert_true(got[0][i] == got[1][i]);
    }
}

/* S4, S7: a deceleration never leaves the content at rest out of range. A target the host
 * moved past the edge in will_end_dragging is clamped to the edge (iOS 18.2 clamps a changed
 * target), and the content goes there; did_end_decelerating comes once, at the end. */
static void test_S7_a_changed_target_past_the_edge_is_clamped(void **state) {
    (void)state;
    fixture f = make_list();
    assert_ok(tc_view_set_content_offset(f.list, 0, 500));
    g_override_target = 1;
    g_target_y = -300;
    double t = drag(&f, 160, 300, 0, 100, 10, 0.01, 1.0);   /* a fling toward the top */
    assert_int_equal(g_override_target, 0);
    assert_ok(tc_scene_advance(f.s, t + 0.1));
    assert_true(offset_y(f.list) >= 0 && offset_y(f.list) < 500);   /* on its way to the edge */
    assert_false(logged("scroll:did_end_decelerating"));
    assert_ok(tc_scene_advance(f.s, t + 10));
    assert_near(offset_y(f.list), 0);
    int n = 0;
    for (size_t i = 0; i < g_count; i++) n += strcmp(g_events[i], "scroll:did_end_decelerating") == 0;
    assert_int_equal(n, 1);
    tc_scene_destroy(f.s);
}

/* S7: a drag of 30 pt up held still past the pan's stop gap and lifted: no release velocity
 * (the content moved 20 pt: the slop's 10 are not a jump, S6).
 * Returns the release time. */
static double release_at_rest(fixture *f, double t) {
    touch(f, TC_PHASE_BEGAN, 160, 400, t);
    for (int i = 1; i <= 3; i++) touch(f, TC_PHASE_MOVED, 160, 400 - 10 * i, t + 0.016 * i);
    t += 0.3;
    touch(f, TC_PHASE_ENDED, 160, 370, t);
    return t;
}

/* S7: a changed target the view's own rate would reach with less than 0.25 pt/ms is reached
 * decaying 0.985 per ms instead, with the velocity that arrives there at 0.01 pt/ms (iOS 18.2
 * _scrollViewWillEndDraggingWithDeceleration:: factor 0.985, velocity 0.01 + d·0.0151136378):
 * 20 pt from a release at rest in about 230 ms. (The engine crept there at 0.998 per ms,
 * about 820 ms.) */
static void test_S7_a_near_changed_target_decelerates_at_the_slow_aim_rate(void **state) {
    (void)state;
    fixture f = make_list();
    assert_ok(tc_view_set_content_offset(f.list, 0, 300));
    g_override_target = 1;
    g_target_y = 300 + 20 + 20;                  /* 20 pt past where the drag leaves it */
    double t = release_at_rest(&f, 1.0);
    assert_near(g_will_end.velocity_y, 0);
    assert_near(g_will_end.offset_y, 320);       /* 30 pt of travel less the slop (S6) */
    assert_int_equal(g_did_end.decelerate, 1);
    double r = 0.985, v = 0.01 + 20 * (1 - r) / r;
    assert_ok(tc_scene_advance(f.s, t + 0.1));
    double ms = (tct_now(f.s) - t) * 1000;
    assert_near(offset_y(f.list), 320 + v * r * (1 - pow(r, ms)) / (1 - r));
    assert_ok(tc_scene_advance(f.s, t + 0.2));
    assert_false(logged("scroll:did_end_decelerating"));
    assert_ok(tc_scene_advance(f.s, t + 0.3));
    assert_true(logged("scroll:did_end_decelerating"));
    assert_true(offset_y(f.list) == 340);
    tc_scene_destroy(f.s);
}

/* S7: when both axes are aimed at a changed target they decelerate alike, at the slower of
 * their two decays; the other axis gets the velocity that reaches its target with it (iOS 18.2
 * _scrollViewWillEndDraggingWithDeceleration: gives both the larger adjusted factor and
 * recomputes the other's velocity, 0.01 − d·ln r). A diagonal flick (1, 2) pt/ms whose x target
 * the host pulls in to 50 pt: alone x would decay fast from 1 pt/ms; it decays as y does, from
 * the slow velocity that reaches 50 pt. (The engine decayed each axis on its own.) */
static void on_scroll_x_target_50(tc_view *v, tc_scroll_event_info *info, void *user_data) {
    if (info->event == TC_SCROLL_WILL_END_DRAGGING) info->target_x = info->offset_x + 50;
    on_scroll(v, info, user_data);
}

static void test_S7_both_axes_aimed_share_the_slower_decay(void **state) {
    (void)state;
    fixture f = make_list();
    set_scroll(f.list, 2000, 4000, 0);
    tc_scroll_callbacks cb;
    TC_SCROLL_CALLBACKS_INIT(&cb);
    cb.event = on_scroll_x_target_50;
    assert_ok(tc_view_set_scroll_callbacks(f.list, &cb));
    double t = drag(&f, 250, 400, -100, -200, 10, 0.01, 1.0);
    assert_true(fabs(g_will_end.velocity_x - 1.0) < 1e-6);
    assert_true(fabs(g_will_end.velocity_y - 2.0) < 1e-6);
    double ox = g_will_end.offset_x, oy = g_will_end.offset_y;
    /* y keeps its projection: its decay is the one that stops there, q/(1 + q). */
    double dy = g_will_end.target_y - oy, q = dy / (2.0 - 0.01), ry = q / (1 + q);
    double vx = 0.01 + 50 * (1 - ry) / ry;
    assert_ok(tc_scene_advance(f.s, t + 0.05));
    double ms = (tct_now(f.s) - t) * 1000;
    assert_near(offset_x(f.list), ox + vx * ry * (1 - pow(ry, ms)) / (1 - ry));
    assert_near(offset_y(f.list), oy + 2.0 * ry * (1 - pow(ry, ms)) / (1 - ry));
    assert_true(offset_x(f.list) < ox + 10);     /* alone it would be some 30 pt on */
    assert_ok(tc_scene_advance(f.s, t + 20));
    assert_true(offset_x(f.list) == ox + 50);
    assert_near(offset_y(f.list), g_will_end.target_y);
    tc_scene_destroy(f.s);
}

/* S4: the release velocity is 3/4 of the pan's velocity at the drag's previous update and 1/4
 * of its last one's (iOS 18.2 -_updatePanGesture keeps the previous update's velocity;
 * -_endPanNormal: blends them); will_end_dragging reports it and the projection uses it. An
 * accelerating flick: less than its last update's velocity. (The engine released with the
 * pan's velocity at the lift.) */
static double g_pan_vy[64];
static size_t g_pan_updates;
static void on_pan_update(tc_recognizer *r, const tc_gesture_details *d, void *user_data) {
    (void)r; (void)user_data;
    if ((d->state == TC_GESTURE_BEGAN || d->state == TC_GESTURE_CHANGED) && g_pan_updates < 64) {
        g_pan_vy[g_pan_updates++] = d->velocity_y;
    }
}

static void test_S4_release_velocity_blends_the_last_two_updates(void **state) {
    (void)state;
    fixture f = make_list();
    tc_recognizer *pan = NULL;
    assert_ok(tc_view_scroll_pan(f.list, &pan));
    g_pan_updates = 0;
    assert_ok(tc_recognizer_set_state_fn(pan, on_pan_update, NULL));
    double t = 1.0, y = 400;
    touch(&f, TC_PHASE_BEGAN, 160, y, t);
    for (int i = 1; i <= 8; i++) {
        t += 0.01;
        y -= 3 * i;                                  /* faster at every sample */
        touch(&f, TC_PHASE_MOVED, 160, y, t);
    }
    touch(&f, TC_PHASE_ENDED, 160, y, t);
    assert_true(g_pan_updates >= 2);
    double last = -g_pan_vy[g_pan_updates - 1] / 1000, previous = -g_pan_vy[g_pan_updates - 2] / 1000;
    assert_true(previous < last);
    assert_near(g_will_end.velocity_y, 0.75 * previous + 0.25 * last);
    assert_true(g_will_end.velocity_y < last - 0.1);
    double r = TC_DECELERATION_NORMAL;
    assert_near(g_will_end.target_y, g_will_end.offset_y + (g_will_end.velocity_y - 0.01) / -log(r));
    tc_scene_destroy(f.s);
}

/* S9 with S4: a handoff view with no enclosing scroll view to take over and without bounces
 * drops the travel past its edge, as S4 says: turning back moves the content at once. */
static void test_S9_handoff_without_outer_view_or_bounces_drops_travel_past_the_edge(void **state) {
    (void)state;
    fixture f = make_list();
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    p.content_w = 320;
    p.content_h = 2000;
    p.bounces = 0;
    p.nested = TC_SCROLL_NESTED_HANDOFF;
    assert_ok(tc_view_set_scroll(f.list, &p));
    double t = 1.0;
    touch(&f, TC_PHASE_BEGAN, 160, 100, t);
    touch(&f, TC_PHASE_MOVED, 160, 120, t + 0.01);
    touch(&f, TC_PHASE_MOVED, 160, 400, t + 0.02);             /* 300 pt down at the top */
    assert_near(offset_y(f.list), 0);
    touch(&f, TC_PHASE_MOVED, 160, 380, t + 0.03);             /* 20 pt back */
    assert_near(offset_y(f.list), 20);
    touch(&f, TC_PHASE_ENDED, 160, 380, t + 0.5);
    tc_scene_destroy(f.s);
}

static void test_S8_touch_down_during_deceleration_stops_it_and_is_not_delivered(void **state) {
    (void)state;
    fixture f = make_list();
    double t = drag(&f, 160, 400, 0, -200, 10, 0.01, 1.0);
    assert_ok(tc_scene_advance(f.s, t + 0.2));
    double stopped_at = offset_y(f.list);
    /* Put the row under the finger: content y 200..244 is window y 240 now. */
    assert_ok(tc_view_set_frame(f.row, 0, stopped_at + 200, 320, 80));
    touch(&f, TC_PHASE_BEGAN, 160, 240, t + 0.21);
    stopped_at = offset_y(f.list);
    assert_ok(tc_scene_advance(f.s, t + 1.0));
    assert_near(offset_y(f.list), stopped_at);
    touch(&f, TC_PHASE_ENDED, 160, 240, t + 1.1);
    assert_false(logged("row:began"));
    assert_false(logged("row:ended"));
    assert_false(logged("button:touch_down"));
    assert_false(logged("button:touch_up_inside"));
    /* Not at the touch-down nor while held: caught in range, it ends a frame after the lift
     * (test_S8_caught_deceleration_reads_decelerating_until_a_frame_after_the_lift). */
    assert_false(logged("scroll:did_end_decelerating"));
    tc_scene_destroy(f.s);
}

/* S8 catch: a gesture observer that logs "<tag>:<state>" with the translation's length. */
static double g_caught_translation = -1;
static void on_gesture_logged(tc_recognizer *r, const tc_gesture_details *d, void *user_data) {
    (void)r;
    char buf[48];
    snprintf(buf, sizeof buf, "%s:%s", (const char *)user_data, tc_gesture_state_string(d->state));
    log_add(buf);
    if (strcmp((const char *)user_data, "pan") == 0) {
        g_caught_translation = fabs(d->translation_x) + fabs(d->translation_y) + fabs(d->velocity_x) + fabs(d->velocity_y);
    }
}

/* A list flung up and decelerating, a tap recognizer on its row, the row under (160, 240);
 * returns the time the fling was released. */
static double decelerating_list_with_a_tapped_row(fixture *f, tc_recognizer **tap, tc_recognizer **pan) {
    *f = make_list();
    tc_recognizer_params p;
    assert_ok(TC_RECOGNIZER_PARAMS_INIT(&p, TC_RECOGNIZER_TAP));
    assert_ok(tc_recognizer_create(f->s, &p, tap));
    assert_ok(tc_recognizer_set_state_fn(*tap, on_gesture_logged, "tap"));
    assert_ok(tc_recognizer_attach(*tap, f->row));
    assert_ok(tc_view_scroll_pan(f->list, pan));
    double t = drag(f, 160, 400, 0, -200, 10, 0.01, 1.0);
    assert_ok(tc_scene_advance(f->s, t + 0.2));
    int32_t dragging = -1, decelerating = -1;
    assert_ok(tc_view_get_scroll_state(f->list, &dragging, &decelerating));
    assert_int_equal(decelerating, 1);
    /* Put the row under the finger: window y 240 is content y offset + 240. */
    assert_ok(tc_view_set_frame(f->row, 0, offset_y(f->list) + 200, 320, 80));
    assert_ok(tc_recognizer_set_state_fn(*pan, on_gesture_logged, "pan"));
    log_reset();
    g_caught_translation = -1;
    return t;
}

/* S8: a touch-down on a decelerating list catches it, as UIKit's -_beginScroll sets the pan
 * to began at once (tracksImmediatelyWhileDecelerating): the row's tap recognizer is excluded
 * (G3) and the row gets no touch; the drag begins at the catch (will_begin_dragging) with a
 * zero translation and velocity, and a lift without travel ends it at rest (will_end_dragging
 * with velocity 0, did_end_dragging without deceleration). The engine used to leave the pan
 * possible, and the tap on the row recognized. */
static void test_S8_touch_down_on_a_decelerating_list_catches_it(void **state) {
    (void)state;
    fixture f;
    tc_recognizer *tap = NULL, *pan = NULL;
    double t = decelerating_list_with_a_tapped_row(&f, &tap, &pan);
    touch(&f, TC_PHASE_BEGAN, 160, 240, t + 0.21);
    double caught_at = offset_y(f.list);
    int32_t st = -1, dragging = -1, decelerating = -1;
    assert_ok(tc_recognizer_get_state(pan, &st));
    assert_int_equal(st, TC_GESTURE_BEGAN);            /* at the touch-down */
    assert_near(g_caught_translation, 0);
    assert_ok(tc_recognizer_get_state(tap, &st));
    assert_int_equal(st, TC_GESTURE_FAILED);           /* G3: the pan took the touch */
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(dragging, 1);
    assert_int_equal(decelerating, 1);                 /* caught in range: paused, not over */
    touch(&f, TC_PHASE_ENDED, 160, 240, t + 0.26);
    assert_ok(tc_scene_advance(f.s, t + 2.0));
    assert_near(offset_y(f.list), caught_at);
    assert_false(logged("tap:ended"));
    assert_false(logged("row:began"));
    assert_false(logged("row:ended"));
    char order[256];
    scroll_order(order, sizeof order);
    assert_string_equal(order, "will_begin_dragging will_end_dragging did_end_dragging did_end_decelerating ");
    assert_near(g_will_end.velocity_y, 0);
    assert_near(g_will_end.target_y, caught_at);
    assert_int_equal(g_did_end.decelerate, 0);
    tc_scene_destroy(f.s);
}

/* S8: a scroll pan that needs two fingers does not catch on one: the touch stops the content
 * (it is not the row's, as any touch-down on moving content) but the pan stays possible and
 * the row's recognizer is not excluded by it. (The catch once began a pan that could never
 * drag; found by review.) */
static void test_S8_a_pan_needing_two_fingers_does_not_catch_on_one(void **state) {
    (void)state;
    fixture f;
    tc_recognizer *tap = NULL, *pan = NULL;
    double t = decelerating_list_with_a_tapped_row(&f, &tap, &pan);
    tc_recognizer_params p;
    p.size = sizeof p;
    assert_ok(tc_recognizer_get_params(pan, &p));
    p.min_touches = 2;
    assert_ok(tc_recognizer_set_params(pan, &p));
    log_reset();
    touch(&f, TC_PHASE_BEGAN, 160, 240, t + 0.21);
    int32_t st = -1;
    assert_ok(tc_recognizer_get_state(pan, &st));
    assert_int_equal(st, TC_GESTURE_POSSIBLE);
    assert_false(logged("scroll:will_begin_dragging"));
    touch(&f, TC_PHASE_ENDED, 160, 240, t + 0.26);
    tc_scene_destroy(f.s);
}

/* S8 (iOS 18.2 UIScrollView, decompiled: -_beginTrackingWithEvent: only pauses the display link
 * of a deceleration caught in range, and isDecelerating is `_scrollHeartbeat != nil`; at a lift
 * that starts no new motion -_endPanNormal: unpauses it and its next frame, finding no velocity,
 * sends did-end-decelerating): the caught list reads decelerating (and dragging) while the finger
 * holds it, for as long as it does; the lift's did_end_dragging says it will not decelerate, and
 * did_end_decelerating follows one frame later: at the motion step 1/60 s of host time after the
 * lift, when the host's clock reaches it, with no will_begin_decelerating and no did_scroll. (The
 * engine used to read 0 from the touch-down on and never send it.) */
static void test_S8_caught_deceleration_reads_decelerating_until_a_frame_after_the_lift(void **state) {
    (void)state;
    fixture f;
    tc_recognizer *tap = NULL, *pan = NULL;
    double t = decelerating_list_with_a_tapped_row(&f, &tap, &pan);
    touch(&f, TC_PHASE_BEGAN, 160, 240, t + 0.21);
    double caught_at = offset_y(f.list);
    int32_t dragging = -1, decelerating = -1;
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(decelerating, 1);
    assert_ok(tc_scene_advance(f.s, t + 1.0));          /* held: the content stays, paused */
    assert_near(offset_y(f.list), caught_at);
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(dragging, 1);
    assert_int_equal(decelerating, 1);
    assert_false(logged("scroll:did_end_decelerating"));
    double lift = t + 1.1;
    touch(&f, TC_PHASE_ENDED, 160, 240, lift);
    assert_int_equal(g_did_end.decelerate, 0);
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(dragging, 0);
    assert_int_equal(decelerating, 1);                 /* until the next frame */
    assert_false(logged("scroll:did_end_decelerating"));
    assert_ok(tc_scene_advance(f.s, lift + 1.0 / 60 - 1e-6));
    assert_false(logged("scroll:did_end_decelerating"));
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(decelerating, 1);
    assert_ok(tc_scene_advance(f.s, lift + 1.0 / 60));
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(decelerating, 0);
    assert_ok(tc_scene_advance(f.s, lift + 2.0));
    assert_near(offset_y(f.list), caught_at);
    size_t ends = 0;
    for (size_t i = 0; i < g_count; i++) ends += strcmp(g_events[i], "scroll:did_end_decelerating") == 0;
    assert_int_equal(ends, 1);
    char order[256];
    scroll_order(order, sizeof order);
    assert_string_equal(order, "will_begin_dragging will_end_dragging did_end_dragging did_end_decelerating ");
    tc_scene_destroy(f.s);
}

/* S8 (UIKit: the paused display link stays while the caught content is dragged — the drag's
 * setContentOffset: does not stop it — and -_startTimer: reuses it for the release's new
 * deceleration, unpausing it and sending will-begin-decelerating): a caught list dragged on
 * reads decelerating all the while; flung again, it runs one new deceleration, and the caught
 * one gets no did_end_decelerating of its own: one, at the end of the new one. */
static void test_S8_caught_list_flung_again_ends_one_deceleration(void **state) {
    (void)state;
    fixture f;
    tc_recognizer *tap = NULL, *pan = NULL;
    double t = decelerating_list_with_a_tapped_row(&f, &tap, &pan);
    touch(&f, TC_PHASE_BEGAN, 160, 240, t + 0.21);
    double caught_at = offset_y(f.list);
    int32_t dragging = -1, decelerating = -1;
    for (int i = 1; i <= 6; i++) {
        touch(&f, TC_PHASE_MOVED, 160, 240 - 20.0 * i, t + 0.21 + 0.01 * i);
        assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
        assert_int_equal(dragging, 1);
        assert_int_equal(decelerating, 1);
    }
    assert_true(offset_y(f.list) > caught_at + 50);
    touch(&f, TC_PHASE_ENDED, 160, 120, t + 0.28);
    assert_int_equal(g_did_end.decelerate, 1);
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(decelerating, 1);
    assert_ok(tc_scene_advance(f.s, t + 0.28 + 1.0 / 60));
    assert_false(logged("scroll:did_end_decelerating"));   /* still moving */
    assert_ok(tc_scene_advance(f.s, t + 20));
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(decelerating, 0);
    char order[256];
    scroll_order(order, sizeof order);
    assert_string_equal(order, "will_begin_dragging did_scroll will_end_dragging did_end_dragging "
                               "will_begin_decelerating did_scroll did_end_decelerating ");
    tc_scene_destroy(f.s);
}

/* S8 with G6: a catch the pan's delegate refuses leaves the pan to fail; the caught deceleration
 * still reads decelerating while the finger is down, and the gesture's end resumes it: no new
 * motion (in range), so did_end_decelerating a frame later, with no drag messages (UIKit's
 * -_handlePanFailure → -_endPanNormal:NO unpauses the link). */
static int32_t refuse_to_begin(tc_recognizer *r, void *user_data) { (void)r; (void)user_data; return 0; }
static void test_S8_refused_catch_ends_the_caught_deceleration_a_frame_after_the_gesture(void **state) {
    (void)state;
    fixture f;
    tc_recognizer *tap = NULL, *pan = NULL;
    double t = decelerating_list_with_a_tapped_row(&f, &tap, &pan);
    tc_recognizer_delegate d;
    TC_RECOGNIZER_DELEGATE_INIT(&d);
    d.should_begin = refuse_to_begin;
    assert_ok(tc_recognizer_set_delegate(pan, &d));
    touch(&f, TC_PHASE_BEGAN, 160, 240, t + 0.21);
    double caught_at = offset_y(f.list);
    int32_t st = -1, dragging = -1, decelerating = -1;
    assert_ok(tc_recognizer_get_state(pan, &st));
    assert_int_equal(st, TC_GESTURE_FAILED);
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(dragging, 0);
    assert_int_equal(decelerating, 1);
    double lift = t + 0.5;
    touch(&f, TC_PHASE_ENDED, 160, 240, lift);
    assert_false(logged("scroll:did_end_decelerating"));
    assert_ok(tc_scene_advance(f.s, lift + 1.0 / 60));
    assert_true(logged("scroll:did_end_decelerating"));
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(decelerating, 0);
    assert_near(offset_y(f.list), caught_at);
    char order[256];
    scroll_order(order, sizeof order);
    assert_string_equal(order, "did_end_decelerating ");
    tc_scene_destroy(f.s);
}

/* S8 with S1: an offset the host sets while a touch holds a caught deceleration stops it, as
 * it stops any deceleration (tc_view_set_content_offset): decelerating reads 0 from then on
 * and the lift sends no did_end_decelerating. */
static void test_S8_host_offset_while_held_stops_the_caught_deceleration(void **state) {
    (void)state;
    fixture f;
    tc_recognizer *tap = NULL, *pan = NULL;
    double t = decelerating_list_with_a_tapped_row(&f, &tap, &pan);
    touch(&f, TC_PHASE_BEGAN, 160, 240, t + 0.21);
    assert_ok(tc_view_set_content_offset(f.list, 0, 300));
    int32_t dragging = -1, decelerating = -1;
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(decelerating, 0);
    touch(&f, TC_PHASE_ENDED, 160, 240, t + 0.3);
    assert_ok(tc_scene_advance(f.s, t + 2.0));
    assert_false(logged("scroll:did_end_decelerating"));
    assert_near(offset_y(f.list), 300);
    tc_scene_destroy(f.s);
}

/* S6: with a slop of 0 a scroll pan still needs some travel along its axis: a moved sample
 * repeating the touch-down's location does not begin it. (|0| >= 0 began it; found by
 * review.) */
static void test_S6_zero_slop_scroll_pan_needs_some_travel(void **state) {
    (void)state;
    log_reset();
    fixture f = make_list();
    tc_recognizer *pan = NULL;
    assert_ok(tc_view_scroll_pan(f.list, &pan));
    tc_recognizer_params p;
    p.size = sizeof p;
    assert_ok(tc_recognizer_get_params(pan, &p));
    p.slop = 0;
    assert_ok(tc_recognizer_set_params(pan, &p));
    touch(&f, TC_PHASE_BEGAN, 160, 240, 1.00);
    touch(&f, TC_PHASE_MOVED, 160, 240, 1.02);
    int32_t st = -1;
    assert_ok(tc_recognizer_get_state(pan, &st));
    assert_int_equal(st, TC_GESTURE_POSSIBLE);
    touch(&f, TC_PHASE_MOVED, 160, 239, 1.04);
    assert_ok(tc_recognizer_get_state(pan, &st));
    assert_int_equal(st, TC_GESTURE_BEGAN);
    touch(&f, TC_PHASE_ENDED, 160, 239, 1.06);
    tc_scene_destroy(f.s);
}

/* S8: a caught list moves only once the finger has travelled the slop along y (the pan stays
 * began, its translation zero meanwhile); then, as a drag begun by a move (S4), it takes the
 * travel beyond the slop at once and follows the finger 1:1 from there, and a flick on
 * releases it into a new deceleration. */
static void test_S8_caught_list_follows_the_finger_once_past_the_slop(void **state) {
    (void)state;
    fixture f;
    tc_recognizer *tap = NULL, *pan = NULL;
    double t = decelerating_list_with_a_tapped_row(&f, &tap, &pan);
    touch(&f, TC_PHASE_BEGAN, 160, 240, t + 0.21);
    double caught_at = offset_y(f.list);
    touch(&f, TC_PHASE_MOVED, 160, 234, t + 0.22);      /* 6 pt: under the slop */
    assert_near(offset_y(f.list), caught_at);
    assert_near(g_caught_translation, 0);                 /* still reads zero */
    touch(&f, TC_PHASE_MOVED, 160, 224, t + 0.23);      /* 16 pt: past it, 6 beyond */
    assert_near(offset_y(f.list), caught_at + 6);
    touch(&f, TC_PHASE_MOVED, 160, 204, t + 0.24);      /* 20 more: 1:1 */
    assert_near(offset_y(f.list), caught_at + 26);
    for (int i = 1; i <= 5; i++) touch(&f, TC_PHASE_MOVED, 160, 204 - 20.0 * i, t + 0.24 + 0.01 * i);
    touch(&f, TC_PHASE_ENDED, 160, 104, t + 0.29);
    assert_true(g_will_end.velocity_y > 1.0);            /* the flick's, not zero */
    assert_int_equal(g_did_end.decelerate, 1);
    assert_false(logged("row:began"));
    assert_false(logged("tap:ended"));
    size_t begins = 0;
    for (size_t i = 0; i < g_count; i++) begins += strcmp(g_events[i], "scroll:will_begin_dragging") == 0;
    assert_int_equal(begins, 1);                         /* one drag, from the catch */
    tc_scene_destroy(f.s);
}

/* ---- S5: paging ------------------------------------------------------------ */

/* S5 with an inset: a page rounded from a small negative offset rests at +0, as every edge
 * does (it rested at -0, which logs and prints as "-0.0"). */
static void test_S5_paging_with_an_inset_rests_at_plus_zero(void **state) {
    (void)state;
    fixture f = make_pager(960, 480);
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    assert_ok(tc_view_get_scroll(f.list, &p));
    p.inset_left = 50;
    assert_ok(tc_view_set_scroll(f.list, &p));
    assert_ok(tc_view_set_content_offset(f.list, -50, 0));
    touch(&f, TC_PHASE_BEGAN, 300, 200, 1.0);
    for (int i = 1; i <= 6; i++) touch(&f, TC_PHASE_MOVED, 300 - 10 * i, 200, 1.0 + 0.01 * i);
    touch(&f, TC_PHASE_ENDED, 240, 200, 1.06);
    assert_ok(tc_scene_advance(f.s, 6.0));
    double x = offset_x(f.list);
    assert_true(x == 0 && !signbit(x));
    tc_scene_destroy(f.s);
}

static void test_S5_paging_stops_on_page_multiples(void **state) {
    (void)state;
    fixture f = make_pager(960, 480);
    /* A slow drag of 100 pt left: back to the nearest page, 0. */
    double t = drag(&f, 250, 200, -100, 0, 20, 0.05, 1.0);
    assert_near(g_will_end.target_x, 0);
    assert_ok(tc_scene_advance(f.s, t + 5));
    assert_near(offset_x(f.list), 0);
    /* A flick of 2 pt/ms: the next page, one at most. */
    t = drag(&f, 250, 200, -120, 0, 6, 0.01, t + 6);
    assert_near(g_will_end.target_x, 320);
    assert_ok(tc_scene_advance(f.s, t + 5));
    assert_near(offset_x(f.list), 320);
    /* The host moves a paging drag by two pages (an endless pager recentring): the pages
     * counted from the drag's start move with it, so a slow release settles on the page
     * nearest to where the content is, two pages on. */
    set_scroll(f.list, 1600, 480, 1);
    assert_ok(tc_view_set_content_offset(f.list, 320, 0));
    touch(&f, TC_PHASE_BEGAN, 250, 200, t + 10);
    touch(&f, TC_PHASE_MOVED, 230, 200, t + 10.05);
    touch(&f, TC_PHASE_MOVED, 200, 200, t + 10.1);
    assert_ok(tc_view_set_content_offset(f.list, offset_x(f.list) + 640, 0));
    touch(&f, TC_PHASE_MOVED, 190, 200, t + 10.15);
    touch(&f, TC_PHASE_MOVED, 190, 200, t + 10.5);   /* rest: no velocity */
    touch(&f, TC_PHASE_ENDED, 190, 200, t + 10.55);
    assert_near(g_will_end.target_x, 960);
    tc_scene_destroy(f.s);
}

/* S5: paging as UIKit's UIScrollView: faster than 0.3 pt/ms, the page boundary ahead of the
 * content in the velocity's direction, counted from where the content is (a drag of a page and
 * a half flicked on lands two pages on); slower, the nearest page. (The engine needed
 * 0.5 pt/ms and moved at most one page from where the drag began.) */
static void test_S5_paging_follows_the_velocity_from_where_the_content_is(void **state) {
    (void)state;
    fixture f = make_pager(1280, 480);
    /* 0.4 pt/ms, 40 pt: the next page */
    double t = drag(&f, 250, 200, -40, 0, 10, 0.01, 1.0);
    assert_true(g_will_end.velocity_x > 0.3 && g_will_end.velocity_x < 0.5);
    assert_near(g_will_end.target_x, 320);
    assert_ok(tc_scene_advance(f.s, t + 5));
    assert_near(offset_x(f.list), 320);
    /* a page and a half in one fast drag: two pages on */
    t = drag(&f, 300, 200, -480, 0, 12, 0.01, t + 6);
    assert_true(offset_x(f.list) > 320 + 320 * 1.2);
    assert_near(g_will_end.target_x, 960);
    /* slower than 0.3 pt/ms: the nearest page */
    assert_ok(tc_scene_advance(f.s, t + 5));
    t = drag(&f, 250, 200, 100, 0, 50, 0.01, t + 6);      /* 0.2 pt/ms back, 100 pt */
    assert_near(g_will_end.target_x, 960);
    tc_scene_destroy(f.s);
}

/* ---- S6: nested scroll views ---------------------------------------------- */

static void test_S6_vertical_list_inside_a_horizontal_pager(void **state) {
    (void)state;
    log_reset();
    fixture f;
    f.s = tct_scene();
    f.win = tct_window(f.s, 0, 0, 320, 480);
    tc_view *pager = tct_view(f.s, f.win, 0, 0, 320, 480);
    set_scroll(pager, 640, 480, 1);
    f.list = tct_view(f.s, pager, 0, 0, 320, 480);
    set_scroll(f.list, 320, 2000, 0);
    double t = drag(&f, 160, 400, 0, -100, 10, 0.02, 1.0);
    assert_true(offset_y(f.list) > 50);
    assert_near(offset_x(pager), 0);
    assert_ok(tc_scene_advance(f.s, t + 20));
    double list_y = offset_y(f.list);
    t = drag(&f, 300, 200, -200, 0, 5, 0.01, t + 21);
    assert_ok(tc_scene_advance(f.s, t + 5));
    assert_near(offset_x(pager), 320);
    assert_near(offset_y(f.list), list_y);
    tc_scene_destroy(f.s);
}

/* S6 (with S2, S3): a vertical list's pan does not fail on a first move it cannot scroll;
 * it stays possible and begins once the travel along y reaches the slop (UIKit:
 * -_willScrollY tests the y travel against the hysteresis, -_shouldTryToBeginWithEvent:
 * answers NO meanwhile). The held began reaches the row as soon as the finger passed the slop
 * across (UIKit's delayed-touches recognizer); the drag then cancels it (S3). The engine used
 * to fail the pan (TC_FAIL_WRONG_DIRECTION) at (+15, 0): the list never scrolled. */
static void test_S6_scroll_pan_waits_for_travel_along_its_axis(void **state) {
    (void)state;
    fixture f = make_list();
    tc_recognizer *pan = NULL;
    assert_ok(tc_view_scroll_pan(f.list, &pan));
    touch(&f, TC_PHASE_BEGAN, 160, 222, 1.0);
    touch(&f, TC_PHASE_MOVED, 175, 222, 1.02);          /* (+15, 0): across the list */
    int32_t st = -1;
    assert_ok(tc_recognizer_get_state(pan, &st));
    assert_int_equal(st, TC_GESTURE_POSSIBLE);
    assert_true(logged("row:began"));                   /* released before the delay (S2) */
    assert_near(g_last_began_time, 1.0);
    touch(&f, TC_PHASE_MOVED, 175, 162, 1.04);          /* (+15, -60): the pan begins */
    assert_ok(tc_recognizer_get_state(pan, &st));
    assert_int_equal(st, TC_GESTURE_BEGAN);
    assert_true(logged("scroll:will_begin_dragging"));
    assert_true(logged("row:cancelled"));               /* S3: a plain row is cancelled */
    touch(&f, TC_PHASE_MOVED, 175, 122, 1.06);
    assert_near(offset_y(f.list), 90);                  /* S4: the 100 pt along y less the slop */
    touch(&f, TC_PHASE_ENDED, 175, 122, 1.5);
    assert_false(logged("row:ended"));
    tc_scene_destroy(f.s);
}

/* S6 nested: a horizontal pager holding a vertical list; the finger wobbles (-8, -8), then
 * drags (-9, -100). UIKit: the pager's x travel never reaches its hysteresis (10), so it
 * never begins; the list's y travel does, and the list scrolls. The engine used to take the
 * wobble's larger-or-equal |dx| as "horizontal": the list's pan failed and the pager paged. */
static void test_S6_nested_pager_does_not_begin_on_a_diagonal_wobble(void **state) {
    (void)state;
    log_reset();
    fixture f;
    f.s = tct_scene();
    f.win = tct_window(f.s, 0, 0, 320, 480);
    tc_view *pager = tct_view(f.s, f.win, 0, 0, 320, 480);
    set_scroll(pager, 640, 480, 1);
    f.list = tct_view(f.s, pager, 0, 0, 320, 480);
    set_scroll(f.list, 320, 2000, 0);
    tc_recognizer *pager_pan = NULL, *list_pan = NULL;
    assert_ok(tc_view_scroll_pan(pager, &pager_pan));
    assert_ok(tc_view_scroll_pan(f.list, &list_pan));
    touch(&f, TC_PHASE_BEGAN, 200, 300, 1.0);
    touch(&f, TC_PHASE_MOVED, 192, 292, 1.02);          /* (-8, -8) */
    int32_t st = -1;
    assert_ok(tc_recognizer_get_state(pager_pan, &st));
    assert_int_equal(st, TC_GESTURE_POSSIBLE);
    assert_ok(tc_recognizer_get_state(list_pan, &st));
    assert_int_equal(st, TC_GESTURE_POSSIBLE);
    touch(&f, TC_PHASE_MOVED, 191, 200, 1.04);          /* (-9, -100): the list begins */
    assert_ok(tc_recognizer_get_state(list_pan, &st));
    assert_int_equal(st, TC_GESTURE_BEGAN);
    tc_gesture_details d;
    TC_GESTURE_DETAILS_INIT(&d);
    assert_ok(tc_recognizer_get_details(pager_pan, &d));
    assert_int_equal(d.state, TC_GESTURE_FAILED);
    assert_int_equal(d.failure_reason, TC_FAIL_EXCLUDED);
    touch(&f, TC_PHASE_MOVED, 191, 150, 1.06);
    assert_near(offset_y(f.list), 140);                 /* S4: the 150 pt along y less the slop */
    touch(&f, TC_PHASE_ENDED, 191, 150, 1.5);
    assert_ok(tc_scene_advance(f.s, 6.0));
    assert_near(offset_x(pager), 0);
    tc_scene_destroy(f.s);
}

/* S6: a finger that lifts having moved past the slop only across the list fails the pan
 * with TC_FAIL_WRONG_DIRECTION (at the lift, not at the move), and the row keeps its touch. */
static void test_S6_lift_after_moving_only_across_fails_wrong_direction(void **state) {
    (void)state;
    fixture f = make_list();
    tc_recognizer *pan = NULL;
    assert_ok(tc_view_scroll_pan(f.list, &pan));
    touch(&f, TC_PHASE_BEGAN, 160, 222, 1.0);
    touch(&f, TC_PHASE_MOVED, 200, 226, 1.02);
    touch(&f, TC_PHASE_MOVED, 260, 222, 1.04);
    int32_t st = -1;
    assert_ok(tc_recognizer_get_state(pan, &st));
    assert_int_equal(st, TC_GESTURE_POSSIBLE);
    touch(&f, TC_PHASE_ENDED, 260, 222, 1.06);
    tc_gesture_details d;
    TC_GESTURE_DETAILS_INIT(&d);
    assert_ok(tc_recognizer_get_details(pan, &d));
    assert_int_equal(d.failure_reason, TC_FAIL_WRONG_DIRECTION);
    assert_true(logged("row:began"));
    assert_true(logged("row:ended"));
    assert_false(logged("scroll:will_begin_dragging"));
    assert_near(offset_y(f.list), 0);
    tc_scene_destroy(f.s);
}

/* A vertical list (content 1000 high) holding, at y 100, a 200-high inner list (`f->list`)
 * with content `inner_h` high; returns the outer list. */
static tc_view *nested_lists(fixture *f, double inner_h) {
    log_reset();
    f->s = tct_scene();
    f->win = tct_window(f->s, 0, 0, 320, 480);
    tc_view *outer = tct_view(f->s, f->win, 0, 0, 320, 480);
    set_scroll(outer, 320, 1000, 0);
    f->list = tct_view(f->s, outer, 0, 100, 320, 200);
    set_scroll(f->list, 320, inner_h, 0);
    return outer;
}

static void test_S6_same_direction_nesting_inner_scrolls_outer_does_not(void **state) {
    (void)state;
    fixture f;
    tc_view *outer = nested_lists(&f, 1000);
    drag(&f, 160, 250, 0, -60, 6, 0.02, 1.0);
    assert_true(offset_y(f.list) > 30);
    assert_near(offset_y(outer), 0);
    tc_scene_destroy(f.s);
}

/* S6 (UIKit's transfersHorizontal/VerticalScrollingToParent, iOS 17.4+, default on): a
 * horizontal list at its left edge inside a horizontal scroller; a finger moving right would
 * take the list past that edge, so its pan does not begin and the scroller's does (UIKit's
 * -_shouldTryToBeginWithEvent: answers NO). Moving left, the list scrolls as before; with
 * the setting off, the list keeps the drag and rubber-bands (the engine's old behaviour). */
static tc_view *nested_rows(fixture *f, double inner_x, int32_t transfers, tc_view **outer) {
    log_reset();
    f->s = tct_scene();
    f->win = tct_window(f->s, 0, 0, 320, 480);
    *outer = tct_view(f->s, f->win, 0, 0, 320, 480);
    set_scroll(*outer, 960, 480, 0);
    assert_ok(tc_view_set_content_offset(*outer, 320, 0));
    tc_view *inner = tct_view(f->s, *outer, 320, 100, 320, 200);
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    assert_int_equal(p.transfers_horizontal_scrolling_to_parent, 1);
    assert_int_equal(p.transfers_vertical_scrolling_to_parent, 1);
    p.content_w = 640;
    p.content_h = 200;
    p.transfers_horizontal_scrolling_to_parent = transfers;
    assert_ok(tc_view_set_scroll(inner, &p));
    assert_ok(tc_view_set_content_offset(inner, inner_x, 0));
    return inner;
}

static void test_S6_inner_view_at_its_edge_transfers_the_drag_to_the_outer_view(void **state) {
    (void)state;
    fixture f;
    tc_view *outer;
    /* At the left edge, dragging right: the outer view scrolls, 1:1 from the slop on. */
    tc_view *inner = nested_rows(&f, 0, 1, &outer);
    touch(&f, TC_PHASE_BEGAN, 100, 200, 1.0);
    for (int i = 1; i <= 10; i++) touch(&f, TC_PHASE_MOVED, 100 + 10 * i, 200, 1.0 + 0.02 * i);
    assert_near(offset_x(inner), 0);
    assert_near(offset_x(outer), 230);
    int32_t st = 0;
    tc_recognizer *inner_pan = NULL;
    assert_ok(tc_view_scroll_pan(inner, &inner_pan));
    assert_ok(tc_recognizer_get_state(inner_pan, &st));
    assert_int_equal(st, TC_GESTURE_FAILED);                /* excluded by the outer pan (G3) */
    touch(&f, TC_PHASE_ENDED, 200, 200, 1.7);
    assert_ok(tc_scene_advance(f.s, 5));
    tc_scene_destroy(f.s);

    /* At the right edge, dragging left: likewise, the other way. */
    inner = nested_rows(&f, 320, 1, &outer);
    touch(&f, TC_PHASE_BEGAN, 200, 200, 1.0);
    for (int i = 1; i <= 10; i++) touch(&f, TC_PHASE_MOVED, 200 - 10 * i, 200, 1.0 + 0.02 * i);
    assert_near(offset_x(inner), 320);
    assert_near(offset_x(outer), 410);
    touch(&f, TC_PHASE_ENDED, 100, 200, 1.7);
    tc_scene_destroy(f.s);

    /* At the left edge, dragging left (away from the edge): the inner view scrolls. */
    inner = nested_rows(&f, 0, 1, &outer);
    touch(&f, TC_PHASE_BEGAN, 200, 200, 1.0);
    for (int i = 1; i <= 10; i++) touch(&f, TC_PHASE_MOVED, 200 - 10 * i, 200, 1.0 + 0.02 * i);
    assert_near(offset_x(inner), 90);
    assert_near(offset_x(outer), 320);
    touch(&f, TC_PHASE_ENDED, 100, 200, 1.7);
    tc_scene_destroy(f.s);

    /* The setting off: the inner view keeps the drag and rubber-bands past its edge. */
    inner = nested_rows(&f, 0, 0, &outer);
    touch(&f, TC_PHASE_BEGAN, 100, 200, 1.0);
    for (int i = 1; i <= 10; i++) touch(&f, TC_PHASE_MOVED, 100 + 10 * i, 200, 1.0 + 0.02 * i);
    assert_true(offset_x(inner) < -10);
    assert_near(offset_x(outer), 320);
    touch(&f, TC_PHASE_ENDED, 200, 200, 1.7);
    tc_scene_destroy(f.s);
}

/* S6: the same vertically (a list at its top inside a list, dragged down), decided when the
 * pan would begin only: a drag that began in the inner list keeps it up to the edge and past
 * it (rubber band), as before. */
static void test_S6_vertical_transfer_is_decided_when_the_pan_would_begin(void **state) {
    (void)state;
    fixture f;
    /* The outer list scrolled by 100: the inner one (y 100..300 in it) is on screen at 0..200. */
    tc_view *outer = nested_lists(&f, 1000);
    assert_ok(tc_view_set_content_offset(outer, 0, 100));
    drag(&f, 160, 100, 0, 60, 6, 0.02, 1.0);             /* down: past the inner top */
    assert_near(offset_y(f.list), 0);
    assert_near(offset_y(outer), 50);
    assert_ok(tc_scene_advance(f.s, 10));
    tc_scene_destroy(f.s);

    outer = nested_lists(&f, 1000);
    assert_ok(tc_view_set_content_offset(outer, 0, 100));
    assert_ok(tc_view_set_content_offset(f.list, 0, 20));
    /* Begun 20 pt from the top: the inner list takes the drag and keeps it past its edge. */
    touch(&f, TC_PHASE_BEGAN, 160, 100, 1.0);
    for (int i = 1; i <= 6; i++) touch(&f, TC_PHASE_MOVED, 160, 100 + 10 * i, 1.0 + 0.02 * i);
    assert_true(offset_y(f.list) < 0);
    assert_near(offset_y(outer), 100);
    touch(&f, TC_PHASE_ENDED, 160, 160, 1.5);
    tc_scene_destroy(f.s);
}

/* S4 without bounces: the content stops at the edge, and the finger's travel past it is kept,
 * so the content stays at the edge until the finger comes back past where it crossed it, then
 * follows it 1:1 (iOS 18.2 UIKitCore: -[UIScrollView _updatePanGesture] shows the start offset
 * less the pan's translation through -_rubberBandContentOffsetForOffset:outsideX:outsideY:,
 * which clamps an axis that does not bounce and leaves the translation alone; its branch that
 * clamps and resets the translation runs only when the pan's -_allowsBounce is NO, and
 * UIScrollViewPanGestureRecognizer's always answers YES). The engine once dropped the travel
 * past the edge, so that 50 pt back moved the content 50 pt at once. */
static void test_S4_without_bounces_the_content_stays_at_the_edge_until_the_finger_comes_back(void **state) {
    (void)state;
    fixture f = make_list();
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    assert_ok(tc_view_get_scroll(f.list, &p));
    p.bounces = 0;
    assert_ok(tc_view_set_scroll(f.list, &p));
    touch(&f, TC_PHASE_BEGAN, 160, 300, 1.0);
    touch(&f, TC_PHASE_MOVED, 160, 330, 1.02);   /* the pan begins */
    touch(&f, TC_PHASE_MOVED, 160, 450, 1.04);   /* 150 pt down: past the top */
    assert_near(offset_y(f.list), 0);
    touch(&f, TC_PHASE_MOVED, 160, 400, 1.06);   /* 50 pt back up: still past the edge */
    assert_near(offset_y(f.list), 0);
    touch(&f, TC_PHASE_MOVED, 160, 300, 1.08);   /* back where it began: 10 past the crossing */
    assert_near(offset_y(f.list), 10);
    touch(&f, TC_PHASE_MOVED, 160, 200, 1.10);   /* then 1:1 */
    assert_near(offset_y(f.list), 110);
    touch(&f, TC_PHASE_ENDED, 160, 200, 1.5);
    assert_ok(tc_scene_advance(f.s, 5));
    tc_scene_destroy(f.s);
}

/* A list dragged 100 pt down from its top: rubber-banded past it, the drag still on, the log
 * cleared. */
static void overscrolled_list(fixture *f) {
    *f = make_list();
    touch(f, TC_PHASE_BEGAN, 160, 200, 1.0);
    for (int i = 1; i <= 10; i++) touch(f, TC_PHASE_MOVED, 160, 200 + 10 * i, 1.0 + 0.02 * i);
    assert_true(offset_y(f->list) < -30);
    log_reset();
}

/* S4: a drag whose touches are cancelled ends at once with the content pinned into its range
 * and no motion: iOS 18.2 UIKitCore's -[UIScrollViewPanGestureRecognizer
 * touchesCancelled:withEvent:] calls -[UIScrollView cancelTouchTracking] once the pan has no
 * touch left, which stops scrolling with the pin (-_stopScrollingNotify:YES pin:YES, then
 * -_adjustContentOffsetIfNecessary: an overscroll snaps into range, did_scroll), then tells
 * will_end_dragging with no velocity and the offset as its target and did_end_dragging
 * without deceleration: no will_begin_decelerating, no spring. The pan gets that cancel from
 * a cancelled touch, from -[UIGestureEnvironment _cancelGestureRecognizers:] when it is
 * disabled (scrolling turned off) or its view leaves the window, and (T7) when the touch's
 * view leaves it. The engine sprang back from the overscroll instead. A target the host
 * sets in will_end_dragging is where the content goes, at once. */
static void test_S4_a_drag_whose_touches_are_cancelled_snaps_into_range_with_no_motion(void **state) {
    (void)state;
    char order[256];
    for (int how = 0; how < 5; how++) {
        fixture f;
        overscrolled_list(&f);
        tc_recognizer *pan = NULL;
        assert_ok(tc_view_scroll_pan(f.list, &pan));
        if (how == 0) {
            touch(&f, TC_PHASE_CANCELLED, 160, 300, 1.22);        /* the host's cancel */
        } else if (how == 1) {
            tc_scroll_params p;
            TC_SCROLL_PARAMS_INIT(&p);
            assert_ok(tc_view_get_scroll(f.list, &p));
            p.scroll_enabled = 0;                                  /* scrolling turned off */
            assert_ok(tc_view_set_scroll(f.list, &p));
        } else if (how == 2) {
            assert_ok(tc_recognizer_set_enabled(pan, 0));          /* the pan disabled */
        } else if (how == 3) {
            assert_ok(tc_view_remove_from_superview(f.row));       /* the touch's view leaves */
        } else {
            assert_ok(tc_view_remove_from_superview(f.list));      /* the scroll view leaves */
        }
        assert_near(offset_y(f.list), 0);                          /* at once */
        scroll_order(order, sizeof order);
        assert_string_equal(order, "did_scroll will_end_dragging did_end_dragging ");
        assert_near(g_will_end.offset_y, 0);
        assert_near(g_will_end.velocity_y, 0);
        assert_near(g_will_end.target_y, 0);
        assert_int_equal(g_did_end.decelerate, 0);
        int32_t dragging = -1, decelerating = -1;
        assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
        assert_int_equal(dragging, 0);
        assert_int_equal(decelerating, 0);
        assert_int_equal(tracking(f.list), 0);
        assert_ok(tc_scene_advance(f.s, 3.0));
        scroll_order(order, sizeof order);
        assert_string_equal(order, "did_scroll will_end_dragging did_end_dragging ");   /* nothing more */
        assert_near(offset_y(f.list), 0);
        tc_scene_destroy(f.s);
    }

    fixture f;
    overscrolled_list(&f);
    g_override_target = 1;
    g_target_y = 120;
    touch(&f, TC_PHASE_CANCELLED, 160, 300, 1.22);
    assert_near(offset_y(f.list), 120);
    scroll_order(order, sizeof order);
    assert_string_equal(order, "did_scroll will_end_dragging did_scroll did_end_dragging ");
    assert_ok(tc_scene_advance(f.s, 3.0));
    assert_near(offset_y(f.list), 120);
    assert_false(logged("scroll:will_begin_decelerating"));
    tc_scene_destroy(f.s);
}

/* S5: a paging drag whose touches are cancelled goes straight to its nearest page (UIKit's
 * pin: -_prepareToPageWithHorizontalVelocity:0 verticalVelocity:0, then -setContentOffset:),
 * with no paging motion; the engine ran the paging spring. */
static void test_S5_a_cancelled_paging_drag_goes_to_the_nearest_page_at_once(void **state) {
    (void)state;
    char order[256];
    for (int past_half = 0; past_half < 2; past_half++) {
        fixture f = make_pager(1600, 480);
        touch(&f, TC_PHASE_BEGAN, 300, 240, 1.0);
        /* 100 or 220 pt left (90 or 210 past the slop), slowly. */
        double dx = past_half ? 220 : 100;
        for (int i = 1; i <= 10; i++) touch(&f, TC_PHASE_MOVED, 300 - dx * i / 10, 240, 1.0 + 0.05 * i);
        assert_near(offset_x(f.list), dx - 10);
        log_reset();
        touch(&f, TC_PHASE_CANCELLED, 300 - dx, 240, 1.55);
        assert_near(offset_x(f.list), past_half ? 320 : 0);
        scroll_order(order, sizeof order);
        assert_string_equal(order, "did_scroll will_end_dragging did_end_dragging ");
        assert_near(g_will_end.target_x, past_half ? 320 : 0);
        assert_int_equal(g_did_end.decelerate, 0);
        assert_ok(tc_scene_advance(f.s, 4.0));
        assert_near(offset_x(f.list), past_half ? 320 : 0);
        assert_false(logged("scroll:will_begin_decelerating"));
        tc_scene_destroy(f.s);
    }
}

/* S4: per-axis bounce (iOS 17.4 bouncesHorizontally / bouncesVertically; iOS 18.2's
 * -_rubberBandContentOffsetForOffset:outsideX:outsideY: bands x only with bit 8 of
 * _scrollViewFlags, y only with bit 4, which -setBounces: sets together). Vertically off and
 * horizontally on: a drag past the top stops at 0 while the same drag past the left
 * rubber-bands and springs back; `bounces` 0 with bounces_horizontally 1 is the same (an axis
 * field wins over `bounces`, as UIKit's setter after its shorthand). The getter reads UIKit's
 * `bounces` (both axes) and the axis that differs. */
static void test_S4_bounces_per_axis_top_stops_while_left_rubber_bands(void **state) {
    (void)state;
    for (int shorthand = 0; shorthand <= 1; shorthand++) {
        fixture f = make_list();
        tc_scroll_params p;
        TC_SCROLL_PARAMS_INIT(&p);
        assert_ok(tc_view_get_scroll(f.list, &p));
        p.content_w = 640;
        if (shorthand) {
            p.bounces = 0;
            p.bounces_horizontally = 1;
        } else {
            p.bounces_vertically = 0;
            p.bounces_horizontally = 1;
        }
        assert_ok(tc_view_set_scroll(f.list, &p));
        /* Down and to the right, 150 pt each way, from the top-left corner. */
        touch(&f, TC_PHASE_BEGAN, 100, 200, 1.0);
        for (int i = 1; i <= 10; i++) touch(&f, TC_PHASE_MOVED, 100 + 15 * i, 200 + 15 * i, 1.0 + 0.02 * i);
        assert_near(offset_y(f.list), 0);               /* stops at the top */
        double x = offset_x(f.list);
        assert_true(x < -40 && x > -140);               /* banded past the left: 140 pt of travel */
        double band = 140.0 * 320 * 0.55 / (320 + 0.55 * 140);
        assert_true(fabs(x + band) < 1e-6);
        touch(&f, TC_PHASE_ENDED, 250, 350, 1.5);
        assert_ok(tc_scene_advance(f.s, 6.0));
        assert_near(offset_x(f.list), 0);               /* sprang back */
        assert_near(offset_y(f.list), 0);
        TC_SCROLL_PARAMS_INIT(&p);
        assert_ok(tc_view_get_scroll(f.list, &p));
        assert_int_equal(p.bounces, 0);                 /* UIKit's getter: both axes */
        assert_int_equal(p.bounces_horizontally, 1);    /* the axis that differs */
        assert_int_equal(p.bounces_vertically, TC_SCROLL_BOUNCES_INHERIT);
        /* Read, changed and written back, `bounces` sets both axes (UIKit's setter). */
        p.bounces = 1;
        assert_ok(tc_view_set_scroll(f.list, &p));
        TC_SCROLL_PARAMS_INIT(&p);
        assert_ok(tc_view_get_scroll(f.list, &p));
        assert_int_equal(p.bounces, 1);
        assert_int_equal(p.bounces_horizontally, TC_SCROLL_BOUNCES_INHERIT);
        assert_int_equal(p.bounces_vertically, TC_SCROLL_BOUNCES_INHERIT);
        tc_scene_destroy(f.s);
    }
}

/* S8 with S4: a drag that caught a deceleration, its touch then cancelled: the caught motion
 * ends now, did_end_decelerating before will_end_dragging (UIKit's -cancelTouchTracking stops
 * the paused display link, notifying, before it tells will-end-dragging); a lift ends it a
 * frame after did_end_dragging instead (S8). */
static void test_S8_a_cancelled_drag_that_caught_a_fling_ends_the_fling_first(void **state) {
    (void)state;
    fixture f;
    tc_recognizer *tap = NULL, *pan = NULL;
    double t = decelerating_list_with_a_tapped_row(&f, &tap, &pan);
    touch(&f, TC_PHASE_BEGAN, 160, 240, t + 0.21);
    double caught_at = offset_y(f.list);
    touch(&f, TC_PHASE_MOVED, 160, 200, t + 0.23);              /* 40 up: 30 past the slop */
    assert_near(offset_y(f.list), caught_at + 30);
    touch(&f, TC_PHASE_CANCELLED, 160, 200, t + 0.25);
    char order[256];
    scroll_order(order, sizeof order);
    assert_string_equal(order,
        "will_begin_dragging did_scroll did_end_decelerating will_end_dragging did_end_dragging ");
    int32_t dragging = -1, decelerating = -1;
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(decelerating, 0);
    assert_ok(tc_scene_advance(f.s, t + 3.0));
    scroll_order(order, sizeof order);
    assert_string_equal(order,
        "will_begin_dragging did_scroll did_end_decelerating will_end_dragging did_end_dragging ");
    assert_near(offset_y(f.list), caught_at + 30);
    tc_scene_destroy(f.s);
}

/* S4: a finger resting on the list does not hold back another that drags it: the pan leaves
 * a finger out of its centroid while it stays still and another moves (iOS 18.2 UIKitCore:
 * -[UIScrollView _updatePanGestureConfiguration] sets the pan's _setIgnoresStationaryTouches:
 * YES unless the view zooms; -[UIPanGestureRecognizer _updateMovingTouchesArraySavingOldArray:]
 * drops a touch that -[UITouch _isStationaryRelativeToTouches:] finds still — its move 0 while
 * another's squared move is above 2, or its squared move below 0.1 of the largest — and
 * -_touchesListChangedFrom:to: moves the reference with the centroid, so nothing jumps: the
 * move that changes the set counts the old centroid's travel, the later ones the moving
 * finger's). Finger 2 drags 100 pt up in 10-pt steps while finger 1 rests: 5 + 90, less the
 * 10-pt slop, 85 (the engine scrolled the centroid's 50, less the slop, 40). The resting
 * finger moving too, or the moving one lifting, makes no jump. */
static void two_fingers_down(fixture *f) {
    *f = make_list();
    assert_ok(tc_view_set_content_offset(f->list, 0, 500));
    log_reset();
    assert_ok(tct_push(f->s, TC_PHASE_BEGAN, 1, 100, 300, 1.0));
    assert_ok(tct_push(f->s, TC_PHASE_BEGAN, 2, 200, 300, 1.0));
    assert_ok(tc_scene_advance(f->s, 1.0));
}

static void test_S4_a_resting_finger_does_not_slow_a_drag_by_another(void **state) {
    (void)state;
    fixture f;
    two_fingers_down(&f);
    double t = 1.0;
    for (int i = 1; i <= 10; i++) {
        t += 0.02;
        assert_ok(tct_push(f.s, TC_PHASE_MOVED, 2, 200, 300 - 10 * i, t));
        assert_ok(tc_scene_advance(f.s, t));
    }
    assert_near(offset_y(f.list), 585);
    /* Finger 1 moves 10 up too: both move, the centroid's travel counts, no jump. */
    t += 0.02;
    assert_ok(tct_push(f.s, TC_PHASE_MOVED, 1, 100, 290, t));
    assert_ok(tct_push(f.s, TC_PHASE_MOVED, 2, 200, 190, t));
    assert_ok(tc_scene_advance(f.s, t));
    assert_near(offset_y(f.list), 595);
    /* Finger 2 lifts: finger 1 drags on from where it is, 1:1. */
    t += 0.02;
    assert_ok(tct_push(f.s, TC_PHASE_ENDED, 2, 200, 190, t));
    assert_ok(tc_scene_advance(f.s, t));
    assert_near(offset_y(f.list), 595);
    t += 0.02;
    assert_ok(tct_push(f.s, TC_PHASE_MOVED, 1, 100, 270, t));
    assert_ok(tc_scene_advance(f.s, t));
    assert_near(offset_y(f.list), 615);
    assert_ok(tct_push(f.s, TC_PHASE_ENDED, 1, 100, 270, t + 0.5));
    assert_ok(tc_scene_advance(f.s, t + 5));
    tc_scene_destroy(f.s);

    /* A finger that barely moves (less than √0.1 of the other's move) is still too. */
    two_fingers_down(&f);
    t = 1.0;
    for (int i = 1; i <= 10; i++) {
        t += 0.02;
        assert_ok(tct_push(f.s, TC_PHASE_MOVED, 1, 100, 300 - 2 * i, t));
        assert_ok(tct_push(f.s, TC_PHASE_MOVED, 2, 200, 300 - 10 * i, t));
        assert_ok(tc_scene_advance(f.s, t));
    }
    assert_near(offset_y(f.list), 500 + 6 + 90 - 10);
    tc_scene_destroy(f.s);
}

/* S4: a fourth-version struct (its size ends with `reserved`) has no axis fields: both axes
 * take `bounces`, whatever lies past its size; tc_view_get_scroll writes nothing there. */
static void test_S4_an_older_scroll_params_size_bounces_both_axes_as_bounces(void **state) {
    (void)state;
    fixture f = make_list();
    const uint32_t v4 = (uint32_t)offsetof(tc_scroll_params, bounces_vertically);
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    assert_ok(tc_view_get_scroll(f.list, &p));
    p.bounces = 0;
    p.bounces_horizontally = 1;   /* beyond the size: not read */
    p.bounces_vertically = 1;
    p.size = v4;
    assert_ok(tc_view_set_scroll(f.list, &p));
    union { tc_scroll_params p; unsigned char bytes[sizeof(tc_scroll_params)]; } u;
    memset(u.bytes, 0xAB, sizeof u.bytes);
    u.p.size = v4;
    assert_ok(tc_view_get_scroll(f.list, &u.p));
    assert_int_equal(u.p.bounces, 0);
    for (size_t i = v4; i < sizeof u.bytes; i++) assert_int_equal(u.bytes[i], 0xAB);
    TC_SCROLL_PARAMS_INIT(&p);
    assert_ok(tc_view_get_scroll(f.list, &p));
    assert_int_equal(p.bounces, 0);
    assert_int_equal(p.bounces_horizontally, TC_SCROLL_BOUNCES_INHERIT);
    assert_int_equal(p.bounces_vertically, TC_SCROLL_BOUNCES_INHERIT);
    /* Neither axis bounces: a drag down from the top stays at 0. */
    drag(&f, 160, 200, 0, 150, 10, 0.02, 1.0);
    assert_near(offset_y(f.list), 0);
    /* Axis values other than TC_SCROLL_BOUNCES_INHERIT, 0 or 1 are refused. */
    TC_SCROLL_PARAMS_INIT(&p);
    p.bounces_horizontally = 2;
    assert_int_equal(tc_view_set_scroll(f.list, &p), TC_ERR_INVALID_ARGUMENT);
    p.bounces_horizontally = 0;
    p.bounces_vertically = -2;
    assert_int_equal(tc_view_set_scroll(f.list, &p), TC_ERR_INVALID_ARGUMENT);
    TC_SCROLL_PARAMS_INIT(&p);
    assert_ok(tc_view_get_scroll(f.list, &p));
    assert_int_equal(p.bounces, 0);   /* unchanged */
    tc_scene_destroy(f.s);
}

/* S6: always-bounce lets a scroll view whose content fits be dragged only when it bounces
 * (UIKit: "If the value of this property is true and bouncesVertically is true, the scroll
 * view allows vertical dragging even if the content is smaller than the bounds"). Without
 * bouncing the inner view cannot drag, so the drag goes to the enclosing scroll view. */
static void test_S6_always_bounce_drags_only_a_view_that_bounces(void **state) {
    (void)state;
    for (int bounces = 0; bounces <= 2; bounces++) {
        fixture f;
        tc_view *outer = nested_lists(&f, 100); /* the inner content fits */
        tc_scroll_params p;
        TC_SCROLL_PARAMS_INIT(&p);
        assert_ok(tc_view_get_scroll(f.list, &p));
        p.always_bounce_vertical = 1;
        p.bounces = bounces != 0;
        /* Content that fits touches both ends: with UIKit's transfersVerticalScrollingToParent
         * (on, the default; bounces == 2 here) the drag goes to the outer view all the same. */
        p.transfers_vertical_scrolling_to_parent = bounces == 1 ? 0 : 1;
        assert_ok(tc_view_set_scroll(f.list, &p));
        drag(&f, 160, 250, 0, -60, 6, 0.02, 1.0);
        if (bounces == 1) {
            assert_near(offset_y(outer), 0); /* the inner view took the drag */
        } else {
            assert_true(offset_y(outer) > 30); /* the outer view scrolled */
            assert_near(offset_y(f.list), 0);
        }
        tc_scene_destroy(f.s);
    }
}

/* ---- R2/S1: a scroll view ends the touches walk -------------------------------- */

/* R2/S1: UIKit's UIScrollView does not pass touches up the chain (-touchesBegan: … call super
 * only with the private forwardsTouchesUpResponderChain, off by default). A touch on the
 * list's own area, and one on a content view without a handler, walks to the list and stops
 * there, handled; the superview's responder hears nothing and nothing is unhandled. The
 * engine used to walk on to the superview. */
static int g_unhandled;
static void count_unhandled(const tc_unhandled_info *info, void *ud) {
    (void)info; (void)ud;
    g_unhandled++;
}

static int32_t on_route_logged(const tc_responder *r, const char *name, const tc_kv *pairs,
                               size_t pair_count, void *user_data) {
    (void)r; (void)pairs; (void)pair_count; (void)user_data;
    char buf[48];
    snprintf(buf, sizeof buf, "route:%s", name);
    log_add(buf);
    return TC_HANDLED;
}

static void test_R2_S1_scroll_view_does_not_forward_touches_up_the_chain(void **state) {
    (void)state;
    log_reset();
    g_unhandled = 0;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *root = tct_view(s, win, 0, 0, 320, 480);
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = on_row_touches;   /* logs "row:<phase>": here, the superview's */
    cb.route = on_route_logged;
    assert_ok(tc_view_set_responder(root, &cb));
    assert_ok(tc_scene_set_unhandled_fn(s, count_unhandled, NULL));
    tc_view *list = tct_view(s, root, 0, 0, 320, 480);
    set_scroll(list, 320, 2000, 0);
    tc_view *plain = tct_view(s, list, 0, 300, 320, 44);   /* content with no handler */
    fixture f = {s, win, list, NULL, NULL};
    touch(&f, TC_PHASE_BEGAN, 160, 100, 1.0);               /* the list's own area */
    touch(&f, TC_PHASE_ENDED, 160, 100, 1.05);
    touch(&f, TC_PHASE_BEGAN, 160, 320, 2.0);               /* the plain content view */
    assert_ok(tc_scene_advance(f.s, 2.3));                  /* past the content delay */
    touch(&f, TC_PHASE_ENDED, 160, 320, 2.35);
    assert_false(logged("row:began"));
    assert_false(logged("row:ended"));
    assert_int_equal(g_unhandled, 0);
    /* Touches only: a router event (R5) from the content walks on through the list. */
    int32_t handled = 0;
    assert_ok(tc_view_send_route(plain, "select", NULL, 0, &handled));
    assert_int_equal(handled, 1);
    assert_true(logged("route:select"));
    tc_scene_destroy(s);
}

/* S1, T6: -[UIScrollView initWithFrame:] (iOS 18.2) sets multipleTouchEnabled: a second finger
 * on a scroll view's own area reaches its touches callback too (the engine left the flag at
 * UIView's default, 0, and handed the scroll view only the first touch). Set when the view
 * becomes a scroll view only: the host may clear it, and changing the parameters later leaves
 * it alone. */
static int64_t g_began_ids[8];
static size_t g_began_id_count;

static int32_t on_list_touches(const tc_responder *r, const tc_touches_event *e, void *user_data) {
    (void)r; (void)user_data;
    if (e->phase == TC_PHASE_BEGAN) {
        for (size_t i = 0; i < e->touch_count && g_began_id_count < 8; i++) {
            tc_touch_info info;
            TC_TOUCH_INFO_INIT(&info);
            assert_ok(tc_touch_get_info(e->touches[i], &info));
            g_began_ids[g_began_id_count++] = info.id;
        }
    }
    return TC_HANDLED;
}

static void test_S1_T6_scroll_view_defaults_to_multiple_touch(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *list = tct_view(s, win, 0, 0, 320, 480);
    int32_t on = -1;
    assert_ok(tc_view_get_flag(list, TC_VIEW_MULTIPLE_TOUCH_ENABLED, &on));
    assert_int_equal(on, 0);                                 /* a plain view: UIView's default */
    set_scroll(list, 320, 2000, 0);
    assert_ok(tc_view_get_flag(list, TC_VIEW_MULTIPLE_TOUCH_ENABLED, &on));
    assert_int_equal(on, 1);
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = on_list_touches;
    assert_ok(tc_view_set_responder(list, &cb));
    g_began_id_count = 0;
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 100, 300, 1.0));
    assert_ok(tc_scene_advance(s, 1.0));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 200, 300, 1.05));
    assert_ok(tc_scene_advance(s, 1.5));                      /* past the content delay (S2) */
    assert_int_equal(g_began_id_count, 2);
    assert_true((g_began_ids[0] == 1 && g_began_ids[1] == 2) || (g_began_ids[0] == 2 && g_began_ids[1] == 1));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 100, 300, 1.6));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 2, 200, 300, 1.6));
    assert_ok(tc_scene_advance(s, 1.6));
    /* the host clears it; new parameters leave it cleared: one touch at a time again */
    assert_ok(tc_view_set_flag(list, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 0));
    set_scroll(list, 320, 3000, 0);
    assert_ok(tc_view_get_flag(list, TC_VIEW_MULTIPLE_TOUCH_ENABLED, &on));
    assert_int_equal(on, 0);
    g_began_id_count = 0;
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 3, 100, 300, 2.0));
    assert_ok(tc_scene_advance(s, 2.0));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 4, 200, 300, 2.05));
    assert_ok(tc_scene_advance(s, 2.5));
    assert_int_equal(g_began_id_count, 1);
    assert_ok(tc_scene_destroy(s));
}

/* R2, S1: a scroll view with scrolling disabled still ends its touches' walk. Apple's
 * isScrollEnabled page says a disabled scroll view forwards its touches up the responder chain;
 * iOS 18.2's -setScrollEnabled: never sets the private forwardsTouchesUpResponderChain flag that
 * -touchesBegan:withEvent: and its siblings need to call super, so it does not (BEHAVIOUR.md S1).
 * Pins the engine to the code, not to the sentence. */
static void test_R2_S1_disabled_scroll_view_still_ends_the_walk(void **state) {
    (void)state;
    log_reset();
    g_unhandled = 0;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *root = tct_view(s, win, 0, 0, 320, 480);
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = on_row_touches;   /* logs "row:<phase>": here, the superview's */
    assert_ok(tc_view_set_responder(root, &cb));
    assert_ok(tc_scene_set_unhandled_fn(s, count_unhandled, NULL));
    tc_view *list = tct_view(s, root, 0, 0, 320, 480);
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    p.content_h = 2000; p.content_w = 320;
    p.scroll_enabled = 0;
    assert_ok(tc_view_set_scroll(list, &p));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 160, 100, 1.0));
    assert_ok(tc_scene_advance(s, 1.0));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 160, 100, 1.05));
    assert_ok(tc_scene_advance(s, 1.05));
    assert_false(logged("row:began"));
    assert_false(logged("row:ended"));
    assert_int_equal(g_unhandled, 0);
    assert_ok(tc_scene_destroy(s));
}

/* ---- S9: nested handoff (opt-in) -------------------------------------------- */

/* An outer list (content 1000 high) holding an inner one at y 100, 200 high, content 400
 * (offsets 0..200), the inner one with `nested`; both log to the same event log, prefixed. */
static tc_scroll_event_info g_outer_will_end;

static void on_inner(tc_view *v, tc_scroll_event_info *info, void *user_data) {
    (void)v; (void)user_data;
    char buf[48];
    snprintf(buf, sizeof buf, "inner:%s", tc_scroll_event_string(info->event));
    log_add(buf);
    if (info->event == TC_SCROLL_WILL_END_DRAGGING) g_will_end = *info;
}

static void on_outer(tc_view *v, tc_scroll_event_info *info, void *user_data) {
    (void)v; (void)user_data;
    char buf[48];
    snprintf(buf, sizeof buf, "outer:%s", tc_scroll_event_string(info->event));
    log_add(buf);
    if (info->event == TC_SCROLL_WILL_END_DRAGGING) g_outer_will_end = *info;
}

static tc_view *nested_pair(fixture *f, int32_t nested, tc_view **outer) {
    log_reset();
    memset(&g_outer_will_end, 0, sizeof g_outer_will_end);
    f->s = tct_scene();
    f->win = tct_window(f->s, 0, 0, 320, 480);
    *outer = tct_view(f->s, f->win, 0, 0, 320, 480);
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    assert_int_equal(p.nested, TC_SCROLL_NESTED_UIKIT);
    p.content_w = 320;
    p.content_h = 1000;
    assert_ok(tc_view_set_scroll(*outer, &p));
    tc_view *inner = tct_view(f->s, *outer, 0, 100, 320, 200);
    p.content_h = 400;
    p.nested = nested;
    assert_ok(tc_view_set_scroll(inner, &p));
    tc_scroll_callbacks cb;
    TC_SCROLL_CALLBACKS_INIT(&cb);
    cb.event = on_outer;
    assert_ok(tc_view_set_scroll_callbacks(*outer, &cb));
    cb.event = on_inner;
    assert_ok(tc_view_set_scroll_callbacks(inner, &cb));
    return inner;
}

static void test_S9_handoff_drag_scrolls_the_outer_view_past_the_inner_edge(void **state) {
    (void)state;
    fixture f;
    tc_view *outer;
    tc_view *inner = nested_pair(&f, TC_SCROLL_NESTED_HANDOFF, &outer);
    assert_ok(tc_view_set_content_offset(inner, 0, 180));
    log_reset();
    /* 100 pt up in 10-pt steps: the pan begins after 10 pt (S6: the travel along y reaches
     * the slop); 20 more take the inner view to its edge (200), the remaining 70 scroll the
     * outer one, 1:1. */
    touch(&f, TC_PHASE_BEGAN, 160, 250, 1.0);
    for (int i = 1; i <= 10; i++) touch(&f, TC_PHASE_MOVED, 160, 250 - 10 * i, 1.0 + 0.02 * i);
    assert_near(offset_y(inner), 200);
    assert_near(offset_y(outer), 70);
    int32_t dragging = 0, decelerating = 0;
    assert_ok(tc_view_get_scroll_state(outer, &dragging, &decelerating));
    assert_int_equal(dragging, 1);
    /* Turning back: the inner view moves first (the child scrolls before its parent). */
    touch(&f, TC_PHASE_MOVED, 160, 170, 1.3);         /* 20 pt down */
    assert_near(offset_y(inner), 180);
    assert_near(offset_y(outer), 70);
    touch(&f, TC_PHASE_MOVED, 160, 170, 1.6);   /* rest: no velocity */
    touch(&f, TC_PHASE_ENDED, 160, 170, 1.7);
    char order[512];
    scroll_order(order, sizeof order);
    assert_true(logged("outer:will_begin_dragging"));
    assert_true(logged("outer:did_end_dragging"));
    assert_ok(tc_view_get_scroll_state(outer, &dragging, &decelerating));
    assert_int_equal(dragging, 0);
    assert_int_equal(decelerating, 0);
    assert_near(offset_y(outer), 70);
    /* The order: the inner view's release, then the outer one's. */
    size_t inner_end = 0, outer_end = 0;
    for (size_t i = 0; i < g_count; i++) {
        if (strcmp(g_events[i], "inner:did_end_dragging") == 0) inner_end = i;
        if (strcmp(g_events[i], "outer:did_end_dragging") == 0) outer_end = i;
    }
    assert_true(inner_end > 0 && outer_end > inner_end);
    tc_scene_destroy(f.s);

    /* UIKit's default (S6): the same drag rubber-bands the inner view; the outer one stays. */
    inner = nested_pair(&f, TC_SCROLL_NESTED_UIKIT, &outer);
    assert_ok(tc_view_set_content_offset(inner, 0, 180));
    touch(&f, TC_PHASE_BEGAN, 160, 250, 1.0);
    for (int i = 1; i <= 10; i++) touch(&f, TC_PHASE_MOVED, 160, 250 - 10 * i, 1.0 + 0.02 * i);
    assert_true(offset_y(inner) > 200);
    assert_near(offset_y(outer), 0);
    assert_false(logged("outer:will_begin_dragging"));
    tc_scene_destroy(f.s);
}

/* S4 with S9: offsets the host sets during a handoff drag are kept, the inner view's and
 * the outer view's alike. */
static void test_S9_host_offsets_during_a_handoff_drag_are_kept(void **state) {
    (void)state;
    fixture f;
    tc_view *outer;
    tc_view *inner = nested_pair(&f, TC_SCROLL_NESTED_HANDOFF, &outer);
    assert_ok(tc_view_set_content_offset(inner, 0, 180));
    touch(&f, TC_PHASE_BEGAN, 160, 250, 1.0);
    for (int i = 1; i <= 5; i++) touch(&f, TC_PHASE_MOVED, 160, 250 - 10 * i, 1.0 + 0.02 * i);
    assert_near(offset_y(inner), 200);
    assert_near(offset_y(outer), 20);                 /* begun at 10 pt (S6): 20 + 20 */
    assert_ok(tc_view_set_content_offset(inner, 0, 100));
    assert_ok(tc_view_set_content_offset(outer, 0, 300));
    touch(&f, TC_PHASE_MOVED, 160, 190, 1.12);       /* 10 pt up: the inner view, from 100 */
    assert_near(offset_y(inner), 110);
    assert_near(offset_y(outer), 300);
    for (int i = 1; i <= 10; i++) touch(&f, TC_PHASE_MOVED, 160, 190 - 10 * i, 1.12 + 0.02 * i);
    assert_near(offset_y(inner), 200);                /* 90 to its edge, then 10 to the outer */
    assert_near(offset_y(outer), 310);
    assert_ok(tc_view_set_content_offset(outer, 0, 500));
    touch(&f, TC_PHASE_MOVED, 160, 80, 1.5);
    assert_near(offset_y(outer), 510);                /* the outer view's own, from 500 */
    touch(&f, TC_PHASE_MOVED, 160, 80, 1.8);
    touch(&f, TC_PHASE_ENDED, 160, 80, 1.9);
    tc_scene_destroy(f.s);
}

/* S9: an inner handoff drag 100 pt up from offset 180: 20 to the inner view's edge, then 70
 * to the outer view, whose drag (by the handoff) is under way. */
static tc_view *handed_off_70(fixture *f, tc_view **outer) {
    tc_view *inner = nested_pair(f, TC_SCROLL_NESTED_HANDOFF, outer);
    assert_ok(tc_view_set_content_offset(inner, 0, 180));
    touch(f, TC_PHASE_BEGAN, 160, 250, 1.0);
    for (int i = 1; i <= 10; i++) touch(f, TC_PHASE_MOVED, 160, 250 - 10 * i, 1.0 + 0.02 * i);
    assert_near(offset_y(*outer), 70);
    int32_t dragging = 0, decelerating = 0;
    assert_ok(tc_view_get_scroll_state(*outer, &dragging, &decelerating));
    assert_int_equal(dragging, 1);
    return inner;
}

/* The outer view's drag has ended (will/did_end_dragging told, no longer dragging) and, 5 s
 * later, its content rests at `rest` with nothing running. */
static void outer_drag_ended(fixture *f, tc_view *outer, double t, double rest) {
    assert_true(logged("outer:will_end_dragging"));
    assert_true(logged("outer:did_end_dragging"));
    int32_t dragging = -1, decelerating = -1;
    assert_ok(tc_view_get_scroll_state(outer, &dragging, &decelerating));
    assert_int_equal(dragging, 0);
    assert_ok(tc_scene_advance(f->s, t + 5));
    assert_ok(tc_view_get_scroll_state(outer, &dragging, &decelerating));
    assert_int_equal(dragging, 0);
    assert_int_equal(decelerating, 0);
    assert_near(offset_y(outer), rest);
}

static void set_content_h(tc_view *v, double h, int enabled) {
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    assert_ok(tc_view_get_scroll(v, &p));
    p.content_h = h;
    p.scroll_enabled = enabled;
    assert_ok(tc_view_set_scroll(v, &p));
}

/* S9: the outer view a drag handed off to ends its drag with the inner view's drag, whatever
 * the host changed meanwhile: content that now fits (S1: the offset moves into the new range
 * at once) or scrolling disabled; at the lift, a cancelled touch, the inner view's scrolling
 * disabled, or the inner view destroyed. */
static void test_S9_outer_changed_mid_handoff_still_ends_its_drag(void **state) {
    (void)state;
    fixture f;
    tc_view *outer;
    /* The lift, after the outer content shrank to fit: 70 is out of range, moved to 0 (S1). */
    tc_view *inner = handed_off_70(&f, &outer);
    set_content_h(outer, 480, 1);
    assert_near(offset_y(outer), 0);
    touch(&f, TC_PHASE_ENDED, 160, 150, 1.25);
    outer_drag_ended(&f, outer, 1.25, 0);
    tc_scene_destroy(f.s);

    /* The lift, after the outer view's scrolling was disabled: in range, it stays (the
     * inner view keeps the release's velocity). */
    inner = handed_off_70(&f, &outer);
    set_content_h(outer, 1000, 0);
    touch(&f, TC_PHASE_ENDED, 160, 150, 1.25);
    outer_drag_ended(&f, outer, 1.25, 70);
    tc_scene_destroy(f.s);

    /* A cancelled touch. */
    inner = handed_off_70(&f, &outer);
    set_content_h(outer, 480, 1);
    touch(&f, TC_PHASE_CANCELLED, 160, 150, 1.25);
    outer_drag_ended(&f, outer, 1.25, 0);
    tc_scene_destroy(f.s);

    /* The inner view's scrolling disabled (its pan is cancelled). */
    inner = handed_off_70(&f, &outer);
    set_content_h(outer, 480, 1);
    set_content_h(inner, 400, 0);
    assert_ok(tc_scene_advance(f.s, 1.25));
    outer_drag_ended(&f, outer, 1.25, 0);
    tc_scene_destroy(f.s);

    /* The inner view destroyed. */
    inner = handed_off_70(&f, &outer);
    set_content_h(outer, 480, 1);
    assert_ok(tc_view_destroy(inner));
    assert_ok(tc_scene_advance(f.s, 1.25));
    outer_drag_ended(&f, outer, 1.25, 0);
    tc_scene_destroy(f.s);
}

static void test_S9_release_at_the_inner_edge_flings_the_outer_view(void **state) {
    (void)state;
    fixture f;
    tc_view *outer;
    tc_view *inner = nested_pair(&f, TC_SCROLL_NESTED_HANDOFF, &outer);
    assert_ok(tc_view_set_content_offset(inner, 0, 180));
    /* 1 pt/ms up, released while the outer view takes the drag. */
    double t = drag(&f, 160, 250, 0, -100, 10, 0.01, 1.0);
    assert_near(offset_y(inner), 200);
    assert_near(g_will_end.velocity_y, 0);             /* the inner view cannot move that way */
    assert_true(fabs(g_outer_will_end.velocity_y - 1.0) < 1e-6);
    double r = TC_DECELERATION_NORMAL;
    double projected = g_outer_will_end.offset_y + 1.0 * r / (1 - r);
    assert_near(g_outer_will_end.target_y, projected < 520 ? projected : 520);   /* S4 */
    assert_ok(tc_scene_advance(f.s, t + 20));
    assert_near(offset_y(outer), g_outer_will_end.target_y);
    assert_near(offset_y(inner), 200);
    assert_true(logged("outer:did_end_decelerating"));
    tc_scene_destroy(f.s);
}

static void test_S9_fling_hands_its_remaining_velocity_to_the_outer_view(void **state) {
    (void)state;
    fixture f;
    tc_view *outer;
    tc_view *inner = nested_pair(&f, TC_SCROLL_NESTED_HANDOFF, &outer);
    /* 1 pt/ms up from offset 0: the inner view moves 80 (after the slop), and its
     * projection 80 + 499 runs past its edge (200). */
    double t = drag(&f, 160, 250, 0, -100, 10, 0.01, 1.0);
    double r = TC_DECELERATION_NORMAL;
    double v = g_will_end.velocity_y, o = g_will_end.offset_y;
    assert_true(fabs(v - 1.0) < 1e-6);
    assert_near(g_will_end.target_y, 200);             /* the inner view's rest: its edge */
    assert_near(offset_y(outer), 0);
    assert_false(logged("outer:will_begin_dragging"));
    /* The edge is reached with the velocity v·r^e left (P = o + v·r/(1-r) the whole way at
     * the in-range decay): the outer view decelerates from it, v·r^e·r/(1-r) = P - 200, and
     * stops (at 0.01 pt/ms) within 0.01·r/(1-r) ~ 5 pt of that. */
    double P = o + v * r / (1 - r);
    assert_ok(tc_scene_advance(f.s, t + 20));
    assert_near(offset_y(inner), 200);
    assert_true(offset_y(outer) <= P - 200 && offset_y(outer) > P - 200 - 6);
    char order[512];
    scroll_order(order, sizeof order);
    size_t inner_done = 0, outer_begins = 0;
    for (size_t i = 0; i < g_count; i++) {
        if (strcmp(g_events[i], "inner:did_end_decelerating") == 0) inner_done = i;
        if (strcmp(g_events[i], "outer:will_begin_decelerating") == 0) outer_begins = i;
    }
    assert_true(inner_done > 0 && outer_begins > inner_done);
    assert_true(logged("outer:did_end_decelerating"));
    tc_scene_destroy(f.s);
}

static void test_S9_nested_field_size_compatibility_and_checks(void **state) {
    (void)state;
    fixture f;
    tc_view *outer;
    tc_view *inner = nested_pair(&f, TC_SCROLL_NESTED_HANDOFF, &outer);
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    assert_ok(tc_view_get_scroll(inner, &p));
    assert_int_equal(p.nested, TC_SCROLL_NESTED_HANDOFF);
    /* A caller of the first version (its size ends before `nested`) gets UIKit's default
     * and has nothing written past its size. */
    const uint32_t v1 = (uint32_t)offsetof(tc_scroll_params, nested);
    assert_true(v1 < sizeof(tc_scroll_params));
    TC_SCROLL_PARAMS_INIT(&p);
    p.size = v1;
    p.content_h = 400;
    p.nested = 12345;                                   /* beyond its size: not read */
    assert_ok(tc_view_set_scroll(inner, &p));
    p.size = v1;
    p.nested = -99;
    assert_ok(tc_view_get_scroll(inner, &p));
    assert_int_equal(p.size, v1);
    assert_int_equal(p.nested, -99);                    /* not written */
    TC_SCROLL_PARAMS_INIT(&p);
    assert_ok(tc_view_get_scroll(inner, &p));
    assert_int_equal(p.nested, TC_SCROLL_NESTED_UIKIT);
    p.size = v1 - 1;
    assert_int_equal(tc_view_set_scroll(inner, &p), TC_ERR_STRUCT_SIZE);
    TC_SCROLL_PARAMS_INIT(&p);
    p.nested = 2;
    assert_int_equal(tc_view_set_scroll(inner, &p), TC_ERR_UNKNOWN_ENUM);
    tc_scene_destroy(f.s);
}

/* S4 (with T4), seed 003 (hit-test view article, first observation: "the touch is for the one
 * view that can respond to it: if your finger slides out of the scroll view, as long as you do
 * not lift it and keep moving, the scroll view keeps responding to the drag and keeps scrolling"):
 * a 200 pt high scroll view dragged upwards; once the finger has crossed its top edge it still
 * follows the finger 1:1 (100 pt of travel outside its bounds move the content 100 pt), and the
 * touch keeps the scroll view as its view. Catches an engine that stops the drag (or cancels
 * the pan) when the finger leaves the scroll view's bounds, or re-hit-tests the moved samples. */
static void test_S4_T4_finger_leaving_the_scroll_view_keeps_scrolling(void **state) {
    (void)state;
    log_reset();
    fixture f;
    memset(&f, 0, sizeof f);
    f.s = tct_scene();
    f.win = tct_window(f.s, 0, 0, 320, 480);
    f.list = tct_view(f.s, f.win, 0, 100, 320, 200); /* y 100..300 in the window */
    set_scroll(f.list, 320, 2000, 0);
    double t = 1.0;
    touch(&f, TC_PHASE_BEGAN, 160, 280, t);
    for (int i = 1; i <= 18; i++) touch(&f, TC_PHASE_MOVED, 160, 280 - 10 * i, t + 0.016 * i);
    /* the finger is at y 100, the scroll view's top edge: 180 pt travelled, the pan began
     * after 10 (the first sample reaching its slop along the axis, S6), so the content has
     * moved 170 */
    double at_edge = offset_y(f.list);
    assert_near(at_edge, 170);
    for (int i = 19; i <= 28; i++) touch(&f, TC_PHASE_MOVED, 160, 280 - 10 * i, t + 0.016 * i);
    /* finger at y 0: 100 pt above the scroll view, all of it outside its bounds */
    assert_near(offset_y(f.list), at_edge + 100);
    assert_ptr_equal(tct_touch_info(f.s, 1).view, f.list);
    assert_false(logged("scroll:did_end_dragging")); /* still dragging */
    touch(&f, TC_PHASE_ENDED, 160, 0, t + 0.016 * 29);
    assert_true(logged("scroll:did_end_dragging"));
    tc_scene_destroy(f.s);
}

/* S5 + H6c, seed 003 §3 ("ScrollView page sliding": a paging scroll view only one cover wide in
 * a wider container; "in the scroll view's superview, hand the events of the side margins to
 * the scrollView" with hitTest returning self.scrollView): with the container redirecting its
 * hits to the scroll view, a drag that starts in the right margin, outside the scroll view,
 * scrolls it and, released, pages it forward by one page; a drag in the left margin pages it
 * back. Without the redirect the same drag scrolls nothing. Catches an engine whose redirect
 * does not make the scroll view the touch's view (no pan: the margin drag would not scroll) or
 * whose paging ignores a drag begun outside the bounds. */
static void test_S5_H6c_drag_in_the_redirected_margins_pages_the_scroll_view(void **state) {
    (void)state;
    log_reset();
    fixture f;
    memset(&f, 0, sizeof f);
    f.s = tct_scene();
    f.win = tct_window(f.s, 0, 0, 320, 480);
    tc_view *container = tct_view(f.s, f.win, 0, 100, 320, 200);
    f.list = tct_view(f.s, container, 40, 0, 240, 200); /* x 40..280: margins 0..40, 280..320 */
    set_scroll(f.list, 240 * 4, 200, 1);
    /* no redirect: the margin belongs to the container, the drag scrolls nothing */
    double t = drag(&f, 300, 200, -120, 0, 10, 0.016, 1.0);
    assert_ok(tc_scene_advance(f.s, t + 3));
    assert_near(offset_x(f.list), 0);
    assert_false(logged("scroll:will_begin_dragging"));
    assert_ok(tc_view_set_hit_redirect(container, f.list));
    /* right margin, dragged left: the scroll view follows, then pages forward */
    touch(&f, TC_PHASE_BEGAN, 300, 200, 10.0);
    assert_ptr_equal(tct_touch_info(f.s, 1).view, f.list);
    for (int i = 1; i <= 10; i++) touch(&f, TC_PHASE_MOVED, 300 - 12 * i, 200, 10.0 + 0.016 * i);
    assert_near(offset_x(f.list), 110); /* 120 pt, less the slop's 10 (S4) */
    touch(&f, TC_PHASE_ENDED, 180, 200, 10.0 + 0.016 * 10);
    assert_true(logged("scroll:will_begin_dragging"));
    assert_near(g_will_end.target_x, 240);
    assert_ok(tc_scene_advance(f.s, 14.0));
    assert_near(offset_x(f.list), 240);
    /* left margin, dragged right: back to the first page */
    log_reset();
    touch(&f, TC_PHASE_BEGAN, 20, 200, 20.0);
    assert_ptr_equal(tct_touch_info(f.s, 1).view, f.list);
    for (int i = 1; i <= 10; i++) touch(&f, TC_PHASE_MOVED, 20 + 12 * i, 200, 20.0 + 0.016 * i);
    touch(&f, TC_PHASE_ENDED, 140, 200, 20.0 + 0.016 * 10);
    assert_near(g_will_end.target_x, 0);
    assert_ok(tc_scene_advance(f.s, 24.0));
    assert_near(offset_x(f.list), 0);
    tc_scene_destroy(f.s);
}

/* ---- P2 with S1, S2, S8: a pointer's click-drag ------------------------------ */

/* One pointer sample (TC_TOUCH_INDIRECT_POINTER, primary button), dispatched through the clock. */
static void pointer(fixture *f, int32_t phase, double x, double y, double t) {
    tc_touch_sample smp = tct_sample(phase, 7, x, y, t);
    smp.type = TC_TOUCH_INDIRECT_POINTER;
    smp.buttons = TC_BUTTON_PRIMARY;
    assert_ok(tc_scene_push_touch(f->s, &smp));
    assert_ok(tc_scene_advance(f->s, t));
}

static void set_pointer_drag_scrolling(tc_view *v, int32_t on) {
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    assert_ok(tc_view_get_scroll(v, &p));
    p.pointer_drag_scrolling = on;
    assert_ok(tc_view_set_scroll(v, &p));
}

/* P2 (iOS 18.2 -[UIScrollViewPanGestureRecognizer _shouldReceiveTouch:withEvent:]: NO for a
 * HID pointer event unless the private _supportsPointerDragScrolling): a mouse's click-drag
 * over a list does not scroll it; the row under it gets the touch as any view does, at once
 * (the pan never has it, so S2 holds nothing) and to its end. A finger's drag still scrolls,
 * and so does the pointer's once the list opts in (pointer_drag_scrolling). */
static void test_P2_S1_pointer_drag_does_not_scroll_a_scroll_view_unless_it_opts_in(void **state) {
    (void)state;
    fixture f = make_list();
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    assert_int_equal(p.pointer_drag_scrolling, 0);
    assert_int_equal(p.reserved, 0);
    assert_ok(tc_view_get_scroll(f.list, &p));
    assert_int_equal(p.pointer_drag_scrolling, 0);          /* UIKit's default */
    tc_recognizer *pan = NULL;
    assert_ok(tc_view_scroll_pan(f.list, &pan));
    pointer(&f, TC_PHASE_BEGAN, 160, 220, 1.0);
    assert_true(logged("row:began"));                       /* at once: no content-touch delay */
    assert_near(g_last_began_time, 1.0);
    for (int i = 1; i <= 10; i++) pointer(&f, TC_PHASE_MOVED, 160, 220 - 20 * i, 1.0 + 0.02 * i);
    pointer(&f, TC_PHASE_ENDED, 160, 20, 1.3);
    assert_ok(tc_scene_advance(f.s, 2.0));
    assert_near(offset_y(f.list), 0);
    assert_true(logged("row:moved"));
    assert_true(logged("row:ended"));
    assert_false(logged("row:cancelled"));
    assert_false(logged("scroll:will_begin_dragging"));
    int32_t st = -1;
    assert_ok(tc_recognizer_get_state(pan, &st));
    assert_int_equal(st, TC_GESTURE_POSSIBLE);
    /* a finger's drag scrolls */
    log_reset();
    drag(&f, 160, 400, 0, -200, 10, 0.02, 3.0);
    assert_true(offset_y(f.list) > 150);
    assert_ok(tc_scene_advance(f.s, 6.0));
    assert_ok(tc_view_set_content_offset(f.list, 0, 0));
    /* opted in, the pointer's drag scrolls as a finger's: 200 pt less the 10 pt of slop (S4) */
    set_pointer_drag_scrolling(f.list, 1);
    TC_SCROLL_PARAMS_INIT(&p);
    assert_ok(tc_view_get_scroll(f.list, &p));
    assert_int_equal(p.pointer_drag_scrolling, 1);
    log_reset();
    pointer(&f, TC_PHASE_BEGAN, 160, 400, 7.0);
    for (int i = 1; i <= 10; i++) pointer(&f, TC_PHASE_MOVED, 160, 400 - 20 * i, 7.0 + 0.02 * i);
    assert_near(offset_y(f.list), 190);
    assert_true(logged("scroll:will_begin_dragging"));
    pointer(&f, TC_PHASE_ENDED, 160, 200, 7.3);
    tc_scene_destroy(f.s);
}

/* P2 with S8 (the same UIKit method: an event with a HID pointer event on a scroll view that
 * isDecelerating and not _isBouncing calls _stopScrollingNotify:YES pin:NO): a click on a
 * list decelerating in range stops it where it is, did_end_decelerating at the click, and the
 * row gets the click (a finger's touch-down there catches the content instead, S8). On a
 * spring back (out of range) the click changes nothing: the content springs back. */
static void test_P2_S8_pointer_click_stops_a_deceleration_in_range_not_a_spring_back(void **state) {
    (void)state;
    fixture f = make_list();
    double t = drag(&f, 160, 400, 0, -200, 10, 0.01, 1.0);
    assert_ok(tc_scene_advance(f.s, t + 0.2));
    int32_t dragging = -1, decelerating = -1;
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(decelerating, 1);
    double stopped_at = offset_y(f.list);
    assert_ok(tc_view_set_frame(f.row, 0, stopped_at + 200, 320, 80));   /* under (160, 240) */
    log_reset();
    pointer(&f, TC_PHASE_BEGAN, 160, 240, t + 0.21);
    char order[256];
    scroll_order(order, sizeof order);
    assert_string_equal(order, "did_end_decelerating ");   /* at the click */
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(decelerating, 0);
    stopped_at = offset_y(f.list);
    assert_true(logged("row:began"));
    pointer(&f, TC_PHASE_ENDED, 160, 240, t + 0.3);
    assert_ok(tc_scene_advance(f.s, t + 2.0));
    assert_near(offset_y(f.list), stopped_at);
    assert_true(logged("row:ended"));
    scroll_order(order, sizeof order);
    assert_string_equal(order, "did_end_decelerating ");   /* once: nothing resumes it */
    tc_scene_destroy(f.s);

    /* pulled past the top and released: the spring back goes on under a click */
    f = make_list();
    t = drag(&f, 160, 100, 0, 200, 5, 0.05, 1.0);
    assert_ok(tc_scene_advance(f.s, t + 0.05));
    assert_true(offset_y(f.list) < -10);
    log_reset();
    pointer(&f, TC_PHASE_BEGAN, 160, 300, t + 0.06);
    assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
    assert_int_equal(decelerating, 1);
    assert_false(logged("scroll:did_end_decelerating"));
    pointer(&f, TC_PHASE_ENDED, 160, 300, t + 0.1);
    assert_ok(tc_scene_advance(f.s, t + 5));
    assert_near(offset_y(f.list), 0);
    scroll_order(order, sizeof order);
    assert_string_equal(order, "did_scroll did_end_decelerating ");
    tc_scene_destroy(f.s);
}

/* P4: one scroll step at (160, 240) (a wheel notch, or a trackpad step with its phase),
 * dispatched through the clock. */
static void scroll_step(fixture *f, int32_t type, int32_t phase, double dx, double dy, double t) {
    tc_scroll_input in;
    TC_SCROLL_INPUT_INIT(&in);
    in.type = (uint32_t)type;
    if (type == TC_SCROLL_CONTINUOUS) in.phase = phase;
    in.x = 160;
    in.y = 240;
    in.dx = dx;
    in.dy = dy;
    in.timestamp = t;
    assert_ok(tc_scene_push_scroll(f->s, &in));
    assert_ok(tc_scene_advance(f->s, t));
}

/* P4 with S8 (iOS 18.2 UIKitCore, decompiled): -[UIScrollViewPanGestureRecognizer
 * shouldReceiveEvent:] calls the scroll view's -_beginTrackingWithEvent: for a scroll event when
 * it is not tracking (which pauses a deceleration in range), and -_scrollingChangedWithEvent: at
 * the began phase calls -_beginScroll, which, the view decelerating, marks the pan caught and
 * sets it began (translation and velocity zero while caught); each changed phase goes through
 * -_handleCaughtDeceleratingScrollViewWithEvent:, which ends the catch once the travel along an
 * axis the view can scroll reaches the slop, the slop then taken off. So a trackpad scroll on a
 * decelerating list catches it as a touch-down does: the list stops at the began and stays
 * while the fingers rest, will-begin-dragging at the began, and a scroll that ends without
 * travel sends the same messages as a tap (did-end-decelerating once, a frame after
 * did-end-dragging); travel past the slop moves the list by the travel less the slop. (The
 * list used to go on decelerating under the fingers, then stop silently at the slop with
 * will-begin-decelerating never paired with a did-end-decelerating.) */
static void test_P4_S8_trackpad_scroll_catches_a_decelerating_list(void **state) {
    (void)state;
    char orders[2][256];
    for (int trackpad = 0; trackpad < 2; trackpad++) {
        fixture f;
        tc_recognizer *tap = NULL, *pan = NULL;
        double t = decelerating_list_with_a_tapped_row(&f, &tap, &pan);
        if (trackpad) scroll_step(&f, TC_SCROLL_CONTINUOUS, TC_PHASE_BEGAN, 0, 0, t + 0.21);
        else touch(&f, TC_PHASE_BEGAN, 160, 240, t + 0.21);
        double caught_at = offset_y(f.list);
        int32_t st = -1, dragging = -1, decelerating = -1;
        assert_ok(tc_recognizer_get_state(pan, &st));
        assert_int_equal(st, TC_GESTURE_BEGAN);            /* caught at the began */
        assert_near(g_caught_translation, 0);
        assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
        assert_int_equal(dragging, 1);
        assert_int_equal(decelerating, 1);                 /* held in range, not over */
        char order[256];
        scroll_order(order, sizeof order);
        assert_string_equal(order, "will_begin_dragging ");
        assert_ok(tc_scene_advance(f.s, t + 0.41));
        assert_near(offset_y(f.list), caught_at);          /* it stays under the fingers */
        if (trackpad) scroll_step(&f, TC_SCROLL_CONTINUOUS, TC_PHASE_ENDED, 0, 0, t + 0.46);
        else touch(&f, TC_PHASE_ENDED, 160, 240, t + 0.46);
        assert_ok(tc_scene_advance(f.s, t + 2.0));
        assert_near(offset_y(f.list), caught_at);
        assert_near(g_will_end.velocity_y, 0);
        assert_int_equal(g_did_end.decelerate, 0);
        assert_int_equal(logged_times("scroll:did_end_decelerating"), 1);
        scroll_order(orders[trackpad], sizeof orders[trackpad]);
        tc_scene_destroy(f.s);
    }
    assert_string_equal(orders[1], "will_begin_dragging will_end_dragging did_end_dragging did_end_decelerating ");
    assert_string_equal(orders[1], orders[0]);             /* as a tap on the list */

    /* travel: held until it reaches the 10 pt slop, then the list follows, less the slop */
    fixture f;
    tc_recognizer *tap = NULL, *pan = NULL;
    double t = decelerating_list_with_a_tapped_row(&f, &tap, &pan);
    scroll_step(&f, TC_SCROLL_CONTINUOUS, TC_PHASE_BEGAN, 0, 0, t + 0.21);
    double caught_at = offset_y(f.list);
    scroll_step(&f, TC_SCROLL_CONTINUOUS, TC_PHASE_CHANGED, 0, 4, t + 0.22);
    scroll_step(&f, TC_SCROLL_CONTINUOUS, TC_PHASE_CHANGED, 0, 4, t + 0.23);
    assert_near(offset_y(f.list), caught_at);
    assert_near(g_caught_translation, 0);                  /* caught: no translation, no velocity */
    scroll_step(&f, TC_SCROLL_CONTINUOUS, TC_PHASE_CHANGED, 0, 4, t + 0.24);
    assert_near(offset_y(f.list), caught_at - 2);          /* 12 pt less the slop */
    scroll_step(&f, TC_SCROLL_CONTINUOUS, TC_PHASE_CHANGED, 0, 4, t + 0.25);
    assert_near(offset_y(f.list), caught_at - 6);
    int32_t st = -1;
    assert_ok(tc_recognizer_get_state(pan, &st));
    assert_int_equal(st, TC_GESTURE_CHANGED);
    scroll_step(&f, TC_SCROLL_CONTINUOUS, TC_PHASE_ENDED, 0, 0, t + 0.55);   /* at rest */
    assert_ok(tc_scene_advance(f.s, t + 3.0));
    assert_near(offset_y(f.list), caught_at - 6);
    char order[256];
    scroll_order(order, sizeof order);
    assert_string_equal(order, "will_begin_dragging did_scroll will_end_dragging did_end_dragging "
                               "did_end_decelerating ");
    assert_false(logged("scroll:will_begin_decelerating"));
    tc_scene_destroy(f.s);

    /* a spring back caught past the top: over at the began (did-end-decelerating first), the
     * list springs back when the scroll ends, as after a touch-down there (S8) */
    f = make_list();
    t = drag(&f, 160, 100, 0, 200, 5, 0.05, 1.0);
    assert_ok(tc_scene_advance(f.s, t + 0.05));
    assert_true(offset_y(f.list) < -10);
    log_reset();
    scroll_step(&f, TC_SCROLL_CONTINUOUS, TC_PHASE_BEGAN, 0, 0, t + 0.06);
    scroll_order(order, sizeof order);
    assert_string_equal(order, "did_end_decelerating will_begin_dragging ");
    scroll_step(&f, TC_SCROLL_CONTINUOUS, TC_PHASE_ENDED, 0, 0, t + 0.1);
    assert_ok(tc_scene_advance(f.s, t + 5));
    assert_near(offset_y(f.list), 0);
    scroll_order(order, sizeof order);
    assert_string_equal(order, "did_end_decelerating will_begin_dragging will_end_dragging did_end_dragging "
                               "will_begin_decelerating did_scroll did_end_decelerating ");
    tc_scene_destroy(f.s);
}

/* P4 with S8, a wheel (iOS 18.2 UIKitCore, decompiled): for a discrete event the began phase's
 * delta is processed first and -_beginScroll then marks the pan caught: the first notch on a
 * decelerating list catches it (held where it is, will-begin-dragging, translation zero); the
 * next notch ends the catch (a wheel's hysteresis is next to none) and the list moves by the
 * translation counted from the gesture's start, both notches; the gesture ends at rest, the held
 * deceleration's did-end-decelerating a frame after did-end-dragging. A lone notch is a tap.
 * (The first notch used to stop the list, move it 3 pt and never send did-end-decelerating.) */
static void test_P4_S8_wheel_notch_catches_a_decelerating_list(void **state) {
    (void)state;
    for (int notches = 1; notches <= 2; notches++) {
        fixture f;
        tc_recognizer *tap = NULL, *pan = NULL;
        double t = decelerating_list_with_a_tapped_row(&f, &tap, &pan);
        scroll_step(&f, TC_SCROLL_DISCRETE, TC_PHASE_NONE, 0, 10, t + 0.21);
        double caught_at = offset_y(f.list);
        int32_t st = -1, dragging = -1, decelerating = -1;
        assert_ok(tc_recognizer_get_state(pan, &st));
        assert_int_equal(st, TC_GESTURE_BEGAN);
        assert_near(g_caught_translation, 0);
        assert_ok(tc_view_get_scroll_state(f.list, &dragging, &decelerating));
        assert_int_equal(dragging, 1);
        assert_int_equal(decelerating, 1);
        char order[256];
        scroll_order(order, sizeof order);
        assert_string_equal(order, "will_begin_dragging ");
        assert_ok(tc_scene_advance(f.s, t + 0.28));
        assert_near(offset_y(f.list), caught_at);
        if (notches == 2) {
            scroll_step(&f, TC_SCROLL_DISCRETE, TC_PHASE_NONE, 0, 10, t + 0.28);
            assert_near(offset_y(f.list), caught_at - 20);
        }
        assert_ok(tc_scene_advance(f.s, t + 2.0));   /* the wheel gesture ends 0.1 s later */
        assert_near(offset_y(f.list), notches == 2 ? caught_at - 20 : caught_at);
        assert_near(g_will_end.velocity_y, 0);
        assert_int_equal(g_did_end.decelerate, 0);
        scroll_order(order, sizeof order);
        assert_string_equal(order, notches == 2
            ? "will_begin_dragging did_scroll will_end_dragging did_end_dragging did_end_decelerating "
            : "will_begin_dragging will_end_dragging did_end_dragging did_end_decelerating ");
        assert_int_equal(logged_times("scroll:did_end_decelerating"), 1);
        tc_scene_destroy(f.s);
    }
}

/* P2: pointer_drag_scrolling came in the fourth version of tc_scroll_params, with a reserved
 * field: a caller of the third version (its size ends where `reserved` is: its last 4 bytes
 * were padding, which now hold pointer_drag_scrolling) gets the default, its padding is not
 * read, and nothing is written past its size; a reserved field not 0 is refused. */
static void test_P2_pointer_drag_scrolling_field_size_compatibility_and_checks(void **state) {
    (void)state;
    fixture f = make_list();
    const uint32_t v3 = (uint32_t)offsetof(tc_scroll_params, reserved);
    assert_true(offsetof(tc_scroll_params, pointer_drag_scrolling) < v3);
    assert_true(v3 < sizeof(tc_scroll_params));
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    p.size = v3;
    p.content_h = 2000;
    p.pointer_drag_scrolling = 77;                      /* beyond its size: not read */
    assert_ok(tc_view_set_scroll(f.list, &p));
    TC_SCROLL_PARAMS_INIT(&p);
    assert_ok(tc_view_get_scroll(f.list, &p));
    assert_int_equal(p.pointer_drag_scrolling, 0);
    p.size = v3;
    p.reserved = -99;
    assert_ok(tc_view_get_scroll(f.list, &p));
    assert_int_equal(p.size, v3);
    assert_int_equal(p.reserved, -99);                 /* past its size: not written */
    TC_SCROLL_PARAMS_INIT(&p);
    p.content_h = 2000;
    p.pointer_drag_scrolling = 1;
    p.reserved = 1;
    assert_int_equal(tc_view_set_scroll(f.list, &p), TC_ERR_INVALID_ARGUMENT);
    TC_SCROLL_PARAMS_INIT(&p);
    assert_ok(tc_view_get_scroll(f.list, &p));
    assert_int_equal(p.pointer_drag_scrolling, 0);     /* the refusal changed nothing */
    assert_near(p.content_h, 2000);
    tc_scene_destroy(f.s);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_S1_scroll_view_defaults_pan_handle_and_offset_is_bounds_origin),
        cmocka_unit_test(test_S1_tracking_from_touch_down_to_lift),
        cmocka_unit_test(test_S1_tracking_holds_through_the_end_of_drag_messages),
        cmocka_unit_test(test_S1_content_that_fits_is_not_tracked),
        cmocka_unit_test(test_S1_content_that_fits_is_not_caught_or_tracked),
        cmocka_unit_test(test_S7_decelerating_is_set_when_will_begin_decelerating_is_told),
        cmocka_unit_test(test_S7_dragging_stays_set_through_an_in_range_fling),
        cmocka_unit_test(test_S1_setting_the_bounds_origin_is_a_content_offset_change),
        cmocka_unit_test(test_S1_content_size_inset_bounds_and_frame_changes_clamp_the_offset),
        cmocka_unit_test(test_S1_S4_a_clamp_during_a_deceleration_lets_it_go_on_in_the_new_range),
        cmocka_unit_test(test_S7_nested_scroll_messages_are_capped),
        cmocka_unit_test(test_S2_tap_on_button_is_delayed_then_touch_up_inside),
        cmocka_unit_test(test_S2_G5_second_finger_tap_on_a_button_ends_while_the_first_rests),
        cmocka_unit_test(test_S2_held_touch_reaches_the_content_after_the_delay_with_its_time),
        cmocka_unit_test(test_S2_a_second_finger_restarts_the_content_touch_delay),
        cmocka_unit_test(test_S2_scroll_before_the_delay_gives_the_button_nothing),
        cmocka_unit_test(test_S2_touches_should_begin_is_asked_when_the_held_began_is_released),
        cmocka_unit_test(test_S2_touches_should_begin_false_at_release_gives_the_content_nothing),
        cmocka_unit_test(test_S2_touches_should_begin_not_asked_when_the_drag_takes_the_touch),
        cmocka_unit_test(test_S2_touches_should_begin_without_delay_is_asked_at_touch_down),
        cmocka_unit_test(test_S2_a_lift_during_the_delay_releases_every_held_touch),
        cmocka_unit_test(test_S2_a_later_finger_is_neither_held_nor_asked),
        cmocka_unit_test(test_S3_hold_then_drag_on_a_button_keeps_it_and_does_not_scroll),
        cmocka_unit_test(test_S3_hold_then_drag_on_a_plain_row_cancels_it_and_scrolls),
        cmocka_unit_test(test_S3_should_cancel_hook_true_cancels_a_button_and_scrolls),
        cmocka_unit_test(test_S3_can_cancel_content_touches_false_keeps_the_row_touch),
        cmocka_unit_test(test_S4_S7_fling_ends_at_the_projection_in_delegate_order),
        cmocka_unit_test(test_S4_S5_E4_motions_at_the_largest_clock_end_as_at_a_small_one),
        cmocka_unit_test(test_S4_a_host_advancing_at_60_hz_meets_one_step_per_advance),
        cmocka_unit_test(test_S7_will_end_dragging_target_changed_by_the_host),
        cmocka_unit_test(test_S5_S7_paging_goes_to_the_page_nearest_a_changed_target),
        cmocka_unit_test(test_S4_host_offset_during_a_drag_is_followed_not_undone),
        cmocka_unit_test(test_S4_overscroll_rubber_bands_and_springs_back),
        cmocka_unit_test(test_S4_first_move_scrolls_all_but_the_slop_at_began),
        cmocka_unit_test(test_S4_drag_in_steps_ends_at_the_travel_less_the_slop),
        cmocka_unit_test(test_S8_caught_content_past_an_edge_follows_without_a_jump),
        cmocka_unit_test(test_S4_overscrolled_axis_springs_back_while_the_other_decelerates),
        cmocka_unit_test(test_S4_without_bounces_the_content_stays_at_the_edge_until_the_finger_comes_back),
        cmocka_unit_test(test_S4_a_drag_whose_touches_are_cancelled_snaps_into_range_with_no_motion),
        cmocka_unit_test(test_S5_a_cancelled_paging_drag_goes_to_the_nearest_page_at_once),
        cmocka_unit_test(test_S8_a_cancelled_drag_that_caught_a_fling_ends_the_fling_first),
        cmocka_unit_test(test_S4_a_resting_finger_does_not_slow_a_drag_by_another),
        cmocka_unit_test(test_S4_bounces_per_axis_top_stops_while_left_rubber_bands),
        cmocka_unit_test(test_S4_an_older_scroll_params_size_bounces_both_axes_as_bounces),
        cmocka_unit_test(test_S8_touch_down_during_deceleration_stops_it_and_is_not_delivered),
        cmocka_unit_test(test_S8_tap_that_stops_a_spring_back_lets_the_content_settle),
        cmocka_unit_test(test_S8_touch_on_a_spring_back_ends_its_deceleration_at_the_touch_down),
        cmocka_unit_test(test_S8_S5_tap_that_stops_a_pager_between_pages_goes_to_the_nearest_page),
        cmocka_unit_test(test_S4_fling_toward_an_edge_bounces_past_it_and_back),
        cmocka_unit_test(test_S4_a_release_slower_than_a_fling_does_not_decelerate),
        cmocka_unit_test(test_S4_offset_set_in_will_begin_decelerating_stops_the_fling),
        cmocka_unit_test(test_S7_a_changed_target_past_the_edge_is_clamped),
        cmocka_unit_test(test_S7_a_near_changed_target_decelerates_at_the_slow_aim_rate),
        cmocka_unit_test(test_S7_both_axes_aimed_share_the_slower_decay),
        cmocka_unit_test(test_S4_release_velocity_blends_the_last_two_updates),
        cmocka_unit_test(test_S4_a_release_past_an_edge_keeps_its_velocity),
        cmocka_unit_test(test_S4_deceleration_rate_snaps_to_fast_or_normal),
        cmocka_unit_test(test_S4_spring_back_is_an_exponential_toward_the_edge),
        cmocka_unit_test(test_S5_paging_runs_uikits_spring_from_the_release_velocity),
        cmocka_unit_test(test_S4_S5_motion_does_not_depend_on_how_the_host_slices_time),
        cmocka_unit_test(test_S9_handoff_without_outer_view_or_bounces_drops_travel_past_the_edge),
        cmocka_unit_test(test_S5_paging_stops_on_page_multiples),
        cmocka_unit_test(test_S5_paging_with_an_inset_rests_at_plus_zero),
        cmocka_unit_test(test_S5_paging_follows_the_velocity_from_where_the_content_is),
        cmocka_unit_test(test_S6_vertical_list_inside_a_horizontal_pager),
        cmocka_unit_test(test_S6_same_direction_nesting_inner_scrolls_outer_does_not),
        cmocka_unit_test(test_S6_inner_view_at_its_edge_transfers_the_drag_to_the_outer_view),
        cmocka_unit_test(test_S6_vertical_transfer_is_decided_when_the_pan_would_begin),
        cmocka_unit_test(test_S6_always_bounce_drags_only_a_view_that_bounces),
        cmocka_unit_test(test_S6_scroll_pan_waits_for_travel_along_its_axis),
        cmocka_unit_test(test_S6_nested_pager_does_not_begin_on_a_diagonal_wobble),
        cmocka_unit_test(test_S6_lift_after_moving_only_across_fails_wrong_direction),
        cmocka_unit_test(test_S8_touch_down_on_a_decelerating_list_catches_it),
        cmocka_unit_test(test_S8_a_pan_needing_two_fingers_does_not_catch_on_one),
        cmocka_unit_test(test_S8_caught_deceleration_reads_decelerating_until_a_frame_after_the_lift),
        cmocka_unit_test(test_S8_caught_list_flung_again_ends_one_deceleration),
        cmocka_unit_test(test_S8_refused_catch_ends_the_caught_deceleration_a_frame_after_the_gesture),
        cmocka_unit_test(test_S8_host_offset_while_held_stops_the_caught_deceleration),
        cmocka_unit_test(test_S6_zero_slop_scroll_pan_needs_some_travel),
        cmocka_unit_test(test_S8_caught_list_follows_the_finger_once_past_the_slop),
        cmocka_unit_test(test_R2_S1_scroll_view_does_not_forward_touches_up_the_chain),
        cmocka_unit_test(test_S1_T6_scroll_view_defaults_to_multiple_touch),
        cmocka_unit_test(test_R2_S1_disabled_scroll_view_still_ends_the_walk),
        cmocka_unit_test(test_S9_handoff_drag_scrolls_the_outer_view_past_the_inner_edge),
        cmocka_unit_test(test_S9_host_offsets_during_a_handoff_drag_are_kept),
        cmocka_unit_test(test_S9_outer_changed_mid_handoff_still_ends_its_drag),
        cmocka_unit_test(test_S9_release_at_the_inner_edge_flings_the_outer_view),
        cmocka_unit_test(test_S9_fling_hands_its_remaining_velocity_to_the_outer_view),
        cmocka_unit_test(test_S9_nested_field_size_compatibility_and_checks),
        cmocka_unit_test(test_P2_S1_pointer_drag_does_not_scroll_a_scroll_view_unless_it_opts_in),
        cmocka_unit_test(test_P2_S8_pointer_click_stops_a_deceleration_in_range_not_a_spring_back),
        cmocka_unit_test(test_P4_S8_trackpad_scroll_catches_a_decelerating_list),
        cmocka_unit_test(test_P4_S8_wheel_notch_catches_a_decelerating_list),
        cmocka_unit_test(test_P2_pointer_drag_scrolling_field_size_compatibility_and_checks),
        cmocka_unit_test(test_S4_T4_finger_leaving_the_scroll_view_keeps_scrolling),
        cmocka_unit_test(test_S5_H6c_drag_in_the_redirected_margins_pages_the_scroll_view),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/*
 * Deliveries nested in callbacks, and deliveries made later than their event (audit of E3,
 * T3, T7): what a callback is handed stays as it was while it runs; a view removed from its
 * window in the middle of an event's delivery gets a cancel exactly when it had seen the
 * touch's began and not yet its end; a held end carries its touch in all_touches; a tap in a
 * window destroyed while it was down continues no tap count.
 */
#include "tc_test_common.h"

/* ---- a log of "name:phase" lines ------------------------------------------------------- */

#define NLOG 64
static char g_lines[NLOG][48];
static size_t g_n;

static void line(const char *who, int32_t phase) {
    if (g_n < NLOG) snprintf(g_lines[g_n++], sizeof g_lines[0], "%s:%s", who, tc_phase_string(phase));
}

static int has_line(const char *s) {
    for (size_t i = 0; i < g_n; i++)
        if (strcmp(g_lines[i], s) == 0) return 1;
    return 0;
}

static size_t count_prefix(const char *prefix) {
    size_t k = 0;
    for (size_t i = 0; i < g_n; i++) k += strncmp(g_lines[i], prefix, strlen(prefix)) == 0;
    return k;
}

static tc_view *g_victim;          /* what V1's callback removes or destroys */
static int32_t g_trigger_phase;    /* in which of V1's phases */
static int g_destroy;              /* destroy rather than remove */

static int32_t id_of(tc_touch *t) {
    tc_touch_info in;
    TC_TOUCH_INFO_INIT(&in);
    assert_ok(tc_touch_get_info(t, &in));
    return (int32_t)in.id;
}

/* V1's callback: logs, and in g_trigger_phase removes (or destroys) g_victim once; the arrays
 * it was handed are read before and after, and must not have changed (E3). */
static int32_t v1_touches(const tc_responder *r, const tc_touches_event *e, void *ud) {
    (void)r; (void)ud;
    line("v1", e->phase);
    if (e->phase == g_trigger_phase && g_victim != NULL) {
        size_t n = e->touch_count, all = e->all_touch_count;
        assert_true(n >= 1 && all >= n);
        int32_t before[8] = {0}, before_all[8] = {0};
        for (size_t i = 0; i < n && i < 8; i++) before[i] = id_of(e->touches[i]);
        for (size_t i = 0; i < all && i < 8; i++) before_all[i] = id_of(e->all_touches[i]);
        tc_view *victim = g_victim;
        g_victim = NULL;
        assert_ok(g_destroy ? tc_view_destroy(victim) : tc_view_remove_from_superview(victim));
        assert_int_equal(e->touch_count, n);
        assert_int_equal(e->all_touch_count, all);
        for (size_t i = 0; i < n && i < 8; i++) assert_int_equal(id_of(e->touches[i]), before[i]);
        for (size_t i = 0; i < all && i < 8; i++) assert_int_equal(id_of(e->all_touches[i]), before_all[i]);
    }
    return TC_HANDLED;
}

static int32_t v2_touches(const tc_responder *r, const tc_touches_event *e, void *ud) {
    (void)r; (void)ud;
    line("v2", e->phase);
    return TC_HANDLED;
}

static void on_button(tc_view *c, uint32_t event, void *ud) {
    (void)c; (void)ud;
    if (g_n < NLOG) snprintf(g_lines[g_n++], sizeof g_lines[0], "button:%s", tc_control_event_string(event));
}

typedef struct { tc_scene *s; tc_view *w, *v1, *v2; } pair;

/* A window with V1 at (0,0) and V2 at (200,0), 100x100 each, both logging. */
static pair make_pair(int v2_is_button) {
    g_n = 0;
    g_victim = NULL;
    g_trigger_phase = -1;
    g_destroy = 0;
    pair p;
    p.s = tct_scene();
    p.w = tct_window(p.s, 0, 0, 400, 400);
    p.v1 = tct_view(p.s, p.w, 0, 0, 100, 100);
    p.v2 = tct_view(p.s, p.w, 200, 0, 100, 100);
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = v1_touches;
    assert_ok(tc_view_set_responder(p.v1, &cb));
    if (v2_is_button) {
        assert_ok(tc_view_set_control(p.v2, TC_CONTROL_BUTTON));
        assert_ok(tc_control_add_target(p.v2, TC_CONTROL_EVENT_ALL, on_button, NULL, NULL));
    } else {
        cb.touches = v2_touches;
        assert_ok(tc_view_set_responder(p.v2, &cb));
    }
    return p;
}

static void both(pair *p, int32_t phase, double x1, double x2, double t) {
    assert_ok(tct_push(p->s, phase, 1, x1, 50, t));
    assert_ok(tct_push(p->s, phase, 2, x2, 50, t));
    (void)tct_dispatch(p->s);
}

/* E3: a delivery nested in a callback (the cancel of a view the callback destroys, T7) does
 * not change the touches and all_touches arrays the callback holds. */
static void test_E3_T7_nested_delivery_leaves_the_outer_callbacks_arrays(void **state) {
    (void)state;
    pair p = make_pair(0);
    both(&p, TC_PHASE_BEGAN, 50, 250, 1.0);
    g_victim = p.v2;
    g_trigger_phase = TC_PHASE_MOVED;
    g_destroy = 1;
    assert_ok(tct_push(p.s, TC_PHASE_MOVED, 1, 55, 50, 1.1));
    (void)tct_dispatch(p.s);
    assert_true(has_line("v2:cancelled"));     /* the nested delivery happened */
    assert_ok(tc_scene_destroy(p.s));
}

/* T7: V1's began callback removes V2 before V2's began of the same event was delivered: V2
 * never saw the touch, so it gets nothing (no cancel without a began). Removal and destroy. */
static void test_T7_view_removed_before_its_began_was_delivered_gets_nothing(void **state) {
    (void)state;
    for (int destroy = 0; destroy < 2; destroy++) {
        pair p = make_pair(0);
        g_victim = p.v2;
        g_trigger_phase = TC_PHASE_BEGAN;
        g_destroy = destroy;
        both(&p, TC_PHASE_BEGAN, 50, 250, 1.0);
        assert_true(has_line("v1:began"));
        assert_int_equal(count_prefix("v2:"), 0);
        assert_ok(tct_push(p.s, TC_PHASE_ENDED, 1, 50, 50, 1.1));
        assert_ok(tct_push(p.s, TC_PHASE_ENDED, 2, 250, 50, 1.1));
        (void)tct_dispatch(p.s);
        assert_int_equal(count_prefix("v2:"), 0);
        assert_ok(tc_scene_destroy(p.s));
    }
}

/* T7: V1's ended callback removes V2, whose ended in the same event was decided but not yet
 * delivered: V2 had its began and not its end, so it gets one cancel. */
static void test_T7_view_removed_before_its_ended_was_delivered_gets_a_cancel(void **state) {
    (void)state;
    pair p = make_pair(0);
    both(&p, TC_PHASE_BEGAN, 50, 250, 1.0);
    g_victim = p.v2;
    g_trigger_phase = TC_PHASE_ENDED;
    both(&p, TC_PHASE_ENDED, 60, 260, 1.1);
    assert_true(has_line("v2:began"));
    assert_true(has_line("v2:cancelled"));
    assert_false(has_line("v2:ended"));
    assert_int_equal(count_prefix("v2:"), 2);
    assert_ok(tc_scene_destroy(p.s));
}

/* T7 with a control: the button got touch_down; removed before its ended was delivered, it
 * gets touch_cancel and stops tracking. */
static void test_T7_control_removed_before_its_ended_was_delivered_gets_touch_cancel(void **state) {
    (void)state;
    pair p = make_pair(1);
    both(&p, TC_PHASE_BEGAN, 50, 250, 1.0);
    assert_true(has_line("button:touch_down"));
    g_victim = p.v2;
    g_trigger_phase = TC_PHASE_ENDED;
    both(&p, TC_PHASE_ENDED, 50, 250, 1.1);
    assert_true(has_line("button:touch_cancel"));
    assert_false(has_line("button:touch_up_inside"));
    tc_control_state cs;
    TC_CONTROL_STATE_INIT(&cs);
    assert_ok(tc_control_get_state(p.v2, &cs));
    assert_int_equal(cs.tracking, 0);
    assert_int_equal(cs.highlighted, 0);
    assert_ok(tc_scene_destroy(p.s));
}

/* E3: an ended held by a double tap (G5) and delivered when the hold resolves carries its
 * touch in all_touches too ("including the touches ending in this event"). */
static size_t g_in_all[4];
static int32_t g_phases[4];
static size_t g_deliveries;
static int32_t count_in_all(const tc_responder *r, const tc_touches_event *e, void *ud) {
    (void)r; (void)ud;
    size_t in = 0;
    for (size_t i = 0; i < e->touch_count; i++)
        for (size_t j = 0; j < e->all_touch_count; j++) in += e->all_touches[j] == e->touches[i];
    if (g_deliveries < 4) { g_in_all[g_deliveries] = in; g_phases[g_deliveries] = e->phase; }
    g_deliveries++;
    return TC_HANDLED;
}

static void test_E3_G5_held_ended_is_in_all_touches(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 400, 400);
    tc_view *v = tct_view(s, w, 0, 0, 200, 200);
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = count_in_all;
    assert_ok(tc_view_set_responder(v, &cb));
    tc_recognizer_params rp;
    TC_RECOGNIZER_PARAMS_INIT(&rp, TC_RECOGNIZER_TAP);
    rp.taps_required = 2;
    tc_recognizer *r;
    assert_ok(tc_recognizer_create(s, &rp, &r));
    assert_ok(tc_recognizer_attach(r, v));
    g_deliveries = 0;
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 50, 50, 1.0));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 50, 50, 1.05));
    (void)tct_dispatch(s);
    assert_int_equal(g_deliveries, 1);          /* began; the ended is held */
    assert_ok(tc_scene_advance(s, 2.0));        /* the double tap fails: the ended goes */
    assert_int_equal(g_deliveries, 2);
    assert_int_equal(g_phases[1], TC_PHASE_ENDED);
    assert_int_equal(g_in_all[0], 1);
    assert_int_equal(g_in_all[1], 1);
    assert_ok(tc_scene_destroy(s));
}

/* T3: previous taps are kept per window (UIKit: each UIWindow's `_touchData` records). A touch
 * that ends after its window was destroyed leaves no previous tap, and it does not touch the
 * taps of another window: the next tap there, within the interval and radius of the tap before
 * it, counts 2. (The engine used to keep one previous tap for the whole scene, the last touch
 * that ended: this touch replaced it and the tap in the other window counted 1. That was the
 * single-sequence memory this test pinned; it now pins that windows keep their own.) The
 * destroyed window had a previous tap of its own too: it is dropped with the window. */
static int32_t g_last_tap_count;
static int32_t record_tap_count(const tc_responder *r, const tc_touches_event *e, void *ud) {
    (void)r; (void)ud;
    if (e->phase == TC_PHASE_BEGAN) {
        tc_touch_info in;
        TC_TOUCH_INFO_INIT(&in);
        assert_ok(tc_touch_get_info(e->touches[0], &in));
        g_last_tap_count = in.tap_count;
    }
    return TC_HANDLED;
}

static void test_T3_tap_ended_after_its_window_was_destroyed_leaves_other_windows_taps(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w1 = tct_window(s, 0, 0, 400, 400);
    tc_view *w2 = tct_window(s, 0, 0, 400, 400);
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = record_tap_count;
    assert_ok(tc_view_set_responder(w2, &cb));
    tc_touch_sample smp;
    TC_TOUCH_SAMPLE_INIT(&smp);
    smp.x = 50; smp.y = 50;
    /* a tap in w2 */
    smp.window = w2; smp.id = 1; smp.phase = TC_PHASE_BEGAN; smp.timestamp = 1.00;
    assert_ok(tc_scene_push_touch(s, &smp));
    smp.phase = TC_PHASE_ENDED; smp.timestamp = 1.02;
    assert_ok(tc_scene_push_touch(s, &smp));
    /* a tap in w1, then a touch down in w1; w1 destroyed; the touch lifts where it landed */
    smp.window = w1; smp.id = 4; smp.phase = TC_PHASE_BEGAN; smp.timestamp = 1.03;
    assert_ok(tc_scene_push_touch(s, &smp));
    smp.phase = TC_PHASE_ENDED; smp.timestamp = 1.04;
    assert_ok(tc_scene_push_touch(s, &smp));
    smp.window = w1; smp.id = 2; smp.phase = TC_PHASE_BEGAN; smp.timestamp = 1.05;
    assert_ok(tc_scene_push_touch(s, &smp));
    (void)tct_dispatch(s);
    assert_ok(tc_view_destroy(w1));
    smp.window = NULL; smp.phase = TC_PHASE_ENDED; smp.timestamp = 1.08;
    assert_ok(tc_scene_push_touch(s, &smp));
    /* a tap in w2, within the interval and radius of the first */
    smp.window = w2; smp.id = 3; smp.phase = TC_PHASE_BEGAN; smp.timestamp = 1.10;
    assert_ok(tc_scene_push_touch(s, &smp));
    (void)tct_dispatch(s);
    assert_int_equal(g_last_tap_count, 2);
    assert_ok(tc_scene_destroy(s));
}

/* R2/R5 and the header: a route callback that destroys its own view and passes ends the walk
 * there; the send reports out_handled 0, the unhandled callback is not told, and nobody above
 * is offered the event. */
static int g_unhandled_calls, g_window_offers;
static void count_unhandled(const tc_unhandled_info *i, void *ud) { (void)i; (void)ud; g_unhandled_calls++; }
static int32_t route_destroying_itself(const tc_responder *r, const char *name, const tc_kv *p, size_t n, void *ud) {
    (void)name; (void)p; (void)n;
    if (ud == (void *)1) assert_ok(tc_view_destroy(r->view));
    else g_window_offers++;
    return TC_PASS;
}

static void test_R5_route_stopped_by_its_destroyed_responder_is_neither_handled_nor_reported(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 400, 400);
    tc_view *v = tct_view(s, w, 0, 0, 100, 100);
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.route = route_destroying_itself;
    cb.user_data = (void *)1;
    assert_ok(tc_view_set_responder(v, &cb));
    cb.user_data = NULL;
    assert_ok(tc_view_set_responder(w, &cb));
    assert_ok(tc_scene_set_unhandled_fn(s, count_unhandled, NULL));
    g_unhandled_calls = 0;
    g_window_offers = 0;
    int32_t handled = -1;
    assert_ok(tc_view_send_route(v, "go", NULL, 0, &handled));
    assert_int_equal(handled, 0);
    assert_int_equal(g_unhandled_calls, 0);
    assert_int_equal(g_window_offers, 0);
    /* the same send from the window walks off the end and is reported */
    assert_ok(tc_view_send_route(w, "go", NULL, 0, &handled));
    assert_int_equal(handled, 0);
    assert_int_equal(g_window_offers, 1);
    assert_int_equal(g_unhandled_calls, 1);
    assert_ok(tc_scene_destroy(s));
}

/* T7/G4/G5 under pool pressure: with every pooled touch held, a new touch releases the oldest
 * hold at once — its held began first, then its ended (it got the ended alone, an end
 * without a began). max_touches 1: a pool of 2. Two views, each with a double tap that
 * delays began and ended, hold one tap each; a third touch needs a slot. */
static void test_T7_G5_oldest_hold_released_for_a_new_touch_delivers_began_then_ended(void **state) {
    (void)state;
    g_n = 0;
    tc_scene_config cfg;
    TC_SCENE_CONFIG_INIT(&cfg);
    cfg.max_touches = 1;
    tc_scene *s;
    assert_ok(tc_scene_create(&cfg, &s));
    tc_view *w = tct_window(s, 0, 0, 400, 400);
    tc_view *a = tct_view(s, w, 0, 0, 100, 100);
    tc_view *b = tct_view(s, w, 200, 0, 100, 100);
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = v1_touches;     /* logs "v1:…" (no trigger: g_victim is NULL) */
    assert_ok(tc_view_set_responder(a, &cb));
    cb.touches = v2_touches;
    assert_ok(tc_view_set_responder(b, &cb));
    g_victim = NULL;
    g_trigger_phase = -1;
    tc_view *views[2] = {a, b};
    for (int i = 0; i < 2; i++) {
        tc_recognizer_params p;
        TC_RECOGNIZER_PARAMS_INIT(&p, TC_RECOGNIZER_TAP);
        p.taps_required = 2;
        p.delays_touches_began = 1;
        tc_recognizer *r;
        assert_ok(tc_recognizer_create(s, &p, &r));
        assert_ok(tc_recognizer_attach(r, views[i]));
    }
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 50, 50, 1.00));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 50, 50, 1.02));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 250, 50, 1.04));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 2, 250, 50, 1.06));
    (void)tct_dispatch(s);
    assert_int_equal(count_prefix("v1:"), 0);          /* both taps held */
    assert_int_equal(count_prefix("v2:"), 0);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 3, 350, 350, 1.08));
    (void)tct_dispatch(s);
    assert_true(g_n >= 2);
    assert_string_equal(g_lines[0], "v1:began");         /* the oldest hold, in order */
    assert_string_equal(g_lines[1], "v1:ended");
    assert_ok(tc_scene_destroy(s));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_E3_T7_nested_delivery_leaves_the_outer_callbacks_arrays),
        cmocka_unit_test(test_T7_view_removed_before_its_began_was_delivered_gets_nothing),
        cmocka_unit_test(test_T7_view_removed_before_its_ended_was_delivered_gets_a_cancel),
        cmocka_unit_test(test_T7_control_removed_before_its_ended_was_delivered_gets_touch_cancel),
        cmocka_unit_test(test_E3_G5_held_ended_is_in_all_touches),
        cmocka_unit_test(test_T3_tap_ended_after_its_window_was_destroyed_leaves_other_windows_taps),
        cmocka_unit_test(test_R5_route_stopped_by_its_destroyed_responder_is_neither_handled_nor_reported),
        cmocka_unit_test(test_T7_G5_oldest_hold_released_for_a_new_touch_delivers_began_then_ended),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

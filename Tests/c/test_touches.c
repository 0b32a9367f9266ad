/*
 * Input queue and touches: rules E2-E4 and T1-T4, T6, plus the sample
 * validation rules of tc_scene_push_touch / tc_scene_push_touches.
 */
#include "tc_test_common.h"
#include "tc_gesture_log.h" /* the ordered view/recognizer log of the T6 pinch test */

static int has_id(const int64_t *ids, size_t n, int64_t id) {
    for (size_t i = 0; i < n && i < TCT_MAX_IDS; i++)
        if (ids[i] == id) return 1;
    return 0;
}

/* Entries of g_log delivered to `v`, in order, copied to out (max n). */
static size_t entries_for(tc_view *v, tct_entry **out, size_t max) {
    size_t k = 0;
    for (size_t i = 0; i < g_log.n && k < max; i++)
        if (g_log.e[i].kind == TC_RESPONDER_VIEW && g_log.e[i].view == v) out[k++] = &g_log.e[i];
    return k;
}

static int view_saw_id(tc_view *v, int64_t id) {
    for (size_t i = 0; i < g_log.n; i++) {
        const tct_entry *e = &g_log.e[i];
        if (e->kind == TC_RESPONDER_VIEW && e->view == v && has_id(e->ids, e->count, id)) return 1;
    }
    return 0;
}

/* ---- E2: the queue and multi-touch events -------------------------------- */

static void test_E2_same_timestamp_forms_one_event(void **state) {
    (void)state;
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 200, 200);
    assert_ok(tc_view_set_flag(v, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    tct_resp r = {"v", TC_HANDLED, NULL};
    tct_record_view(v, &r);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, 1.0));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 20, 20, 1.0));
    assert_int_equal(tct_queued(s), 2);
    assert_int_equal(tct_dispatch(s), 1);
    assert_int_equal(g_log.n, 1);
    assert_int_equal(g_log.e[0].phase, TC_PHASE_BEGAN);
    assert_int_equal(g_log.e[0].count, 2);
    assert_true(has_id(g_log.e[0].ids, 2, 1));
    assert_true(has_id(g_log.e[0].ids, 2, 2));
    assert_int_equal(g_log.e[0].all_count, 2);
    assert_ptr_equal(g_log.e[0].view, v);
    assert_ptr_equal(g_log.e[0].hit_view, v);
    assert_near(g_log.e[0].timestamp, 1.0);
    assert_int_equal(tct_live(s), 2);
    assert_ok(tc_scene_destroy(s));
}

static void test_E2_different_timestamps_separate_events(void **state) {
    (void)state;
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 200, 200);
    assert_ok(tc_view_set_flag(v, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    tct_resp r = {"v", TC_HANDLED, NULL};
    tct_record_view(v, &r);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, 1.0));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 20, 20, 1.5));
    assert_int_equal(tct_dispatch(s), 2);
    assert_int_equal(g_log.n, 2);
    assert_int_equal(g_log.e[0].count, 1);
    assert_int_equal(g_log.e[0].ids[0], 1);
    assert_int_equal(g_log.e[0].all_count, 1);
    assert_int_equal(g_log.e[1].count, 1);
    assert_int_equal(g_log.e[1].ids[0], 2);
    assert_int_equal(g_log.e[1].all_count, 2); /* E3 */
    assert_ok(tc_scene_destroy(s));
}

static void test_E2_fifo_order(void **state) {
    (void)state;
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 200, 200);
    tct_resp r = {"v", TC_HANDLED, NULL};
    tct_record_view(v, &r);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, 1.0));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 1, 12, 10, 2.0));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 1, 14, 10, 3.0));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 16, 10, 4.0));
    assert_int_equal(g_log.n, 0); /* nothing before dispatch */
    assert_int_equal(tct_dispatch(s), 4);
    const int32_t phases[] = {TC_PHASE_BEGAN, TC_PHASE_MOVED, TC_PHASE_MOVED, TC_PHASE_ENDED};
    const double xs[] = {10, 12, 14, 16};
    assert_int_equal(g_log.n, 4);
    for (size_t i = 0; i < 4; i++) {
        assert_int_equal(g_log.e[i].phase, phases[i]);
        assert_near(g_log.e[i].timestamp, (double)(i + 1));
        assert_near(g_log.e[i].info0.x, xs[i]);
    }
    assert_int_equal(tct_live(s), 0);
    assert_ok(tc_scene_destroy(s));
}

static void test_E2_queue_capacity_limit(void **state) {
    (void)state;
    tc_scene_config c;
    TC_SCENE_CONFIG_INIT(&c);
    c.queue_capacity = 2;
    tc_scene *s = NULL;
    assert_ok(tc_scene_create(&c, &s));
    tct_window(s, 0, 0, 320, 480);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, 1.0));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 1, 11, 10, 1.1));
    assert_int_equal(tct_push(s, TC_PHASE_ENDED, 1, 12, 10, 1.2), TC_ERR_LIMIT);
    assert_int_equal(tct_queued(s), 2);
    assert_int_equal(tct_dispatch(s), 2);
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 12, 10, 1.2));
    assert_ok(tc_scene_destroy(s));
}

static void test_E2_push_touches_all_or_nothing(void **state) {
    (void)state;
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 200, 200);
    assert_ok(tc_view_set_flag(v, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    tct_resp r = {"v", TC_HANDLED, NULL};
    tct_record_view(v, &r);
    size_t failed = 999;

    tc_touch_sample a[3] = {
        tct_sample(TC_PHASE_BEGAN, 1, 10, 10, 1.0),
        tct_sample(TC_PHASE_BEGAN, 2, 20, 20, 1.0),
        tct_sample(TC_PHASE_MOVED, 7, 30, 30, 2.0), /* 7 is not live */
    };
    assert_int_equal(tc_scene_push_touches(s, a, 3, &failed), TC_ERR_UNKNOWN_TOUCH);
    assert_int_equal(failed, 2);
    assert_int_equal(tct_queued(s), 0);

    tc_touch_sample d[2] = {
        tct_sample(TC_PHASE_BEGAN, 1, 10, 10, 1.0),
        tct_sample(TC_PHASE_BEGAN, 1, 20, 20, 1.0),
    };
    assert_int_equal(tc_scene_push_touches(s, d, 2, &failed), TC_ERR_DUPLICATE_TOUCH);
    assert_int_equal(failed, 1);
    assert_int_equal(tct_queued(s), 0);

    tc_touch_sample b[2] = {
        tct_sample(TC_PHASE_BEGAN, 1, 10, 10, 2.0),
        tct_sample(TC_PHASE_MOVED, 1, 20, 20, 1.0),
    };
    assert_int_equal(tc_scene_push_touches(s, b, 2, &failed), TC_ERR_TIME_BACKWARDS);
    assert_int_equal(failed, 1);
    assert_int_equal(tct_queued(s), 0);

    tc_touch_sample n[2] = {
        tct_sample(TC_PHASE_BEGAN, 1, 10, 10, 1.0),
        tct_sample(TC_PHASE_BEGAN, 2, NAN, 20, 1.0),
    };
    assert_int_equal(tc_scene_push_touches(s, n, 2, &failed), TC_ERR_NOT_FINITE);
    assert_int_equal(failed, 1);
    assert_int_equal(tct_queued(s), 0);
    /* Samples are taken in order: the first refused one is reported, whether its fault is in
     * the struct (an unknown phase at 2) or in the rules (time backwards at 1). */
    tc_touch_sample o[3] = {
        tct_sample(TC_PHASE_BEGAN, 1, 10, 10, 2.0),
        tct_sample(TC_PHASE_MOVED, 1, 20, 20, 1.0),
        tct_sample(TC_PHASE_MOVED, 1, 30, 30, 3.0),
    };
    o[2].phase = 99;
    assert_int_equal(tc_scene_push_touches(s, o, 3, &failed), TC_ERR_TIME_BACKWARDS);
    assert_int_equal(failed, 1);
    o[1].timestamp = 2.5;
    assert_int_equal(tc_scene_push_touches(s, o, 3, &failed), TC_ERR_UNKNOWN_ENUM);
    assert_int_equal(failed, 2);
    assert_int_equal(tct_queued(s), 0);
    /* out_failed_index is optional */
    assert_int_equal(tc_scene_push_touches(s, n, 2, NULL), TC_ERR_NOT_FINITE);
    assert_int_equal(tct_queued(s), 0);
    assert_int_equal(tct_live(s), 0);
    assert_int_equal(g_log.n, 0);

    /* the valid version is accepted whole and dispatched as usual */
    tc_touch_sample ok[3] = {
        tct_sample(TC_PHASE_BEGAN, 1, 10, 10, 1.0),
        tct_sample(TC_PHASE_BEGAN, 2, 20, 20, 1.0),
        tct_sample(TC_PHASE_MOVED, 1, 30, 30, 2.0),
    };
    assert_ok(tc_scene_push_touches(s, ok, 3, &failed));
    assert_int_equal(tct_queued(s), 3);
    assert_int_equal(tct_dispatch(s), 2);
    assert_int_equal(g_log.n, 2);
    assert_int_equal(g_log.e[0].count, 2);
    assert_int_equal(g_log.e[1].phase, TC_PHASE_MOVED);
    assert_int_equal(g_log.e[1].ids[0], 1);
    assert_ok(tc_scene_destroy(s));
}

static void test_E2_push_touches_larger_struct_stride(void **state) {
    (void)state;
    /* "arrays of a larger future struct version work" */
    typedef struct big_sample {
        tc_touch_sample s;
        double future[3];
    } big_sample;
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 200, 200);
    tct_resp r = {"v", TC_HANDLED, NULL};
    tct_record_view(v, &r);
    big_sample arr[2];
    memset(arr, 0, sizeof arr);
    arr[0].s = tct_sample(TC_PHASE_BEGAN, 5, 10, 10, 1.0);
    arr[1].s = tct_sample(TC_PHASE_ENDED, 5, 40, 50, 2.0);
    arr[0].s.size = arr[1].s.size = (uint32_t)sizeof(big_sample);
    size_t failed = 999;
    assert_ok(tc_scene_push_touches(s, &arr[0].s, 2, &failed));
    assert_int_equal(tct_queued(s), 2);
    tct_dispatch(s);
    assert_int_equal(g_log.n, 2);
    assert_int_equal(g_log.e[1].phase, TC_PHASE_ENDED);
    assert_near(g_log.e[1].info0.x, 40);
    assert_near(g_log.e[1].info0.y, 50);
    assert_ok(tc_scene_destroy(s));
}

/* ---- E3: all touches ----------------------------------------------------- */

static void test_E3_all_touches_include_unchanged_touches(void **state) {
    (void)state;
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 200, 200);
    assert_ok(tc_view_set_flag(v, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    tct_resp r = {"v", TC_HANDLED, NULL};
    tct_record_view(v, &r);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, 1.0));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 50, 50, 1.0));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 1, 15, 10, 2.0));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 2, 50, 50, 3.0));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 15, 10, 4.0));
    assert_int_equal(tct_dispatch(s), 4);
    assert_int_equal(g_log.n, 4);
    /* moved: only touch 1 changed, both are in the event */
    assert_int_equal(g_log.e[1].phase, TC_PHASE_MOVED);
    assert_int_equal(g_log.e[1].count, 1);
    assert_int_equal(g_log.e[1].ids[0], 1);
    assert_int_equal(g_log.e[1].all_count, 2);
    assert_true(has_id(g_log.e[1].all_ids, 2, 1));
    assert_true(has_id(g_log.e[1].all_ids, 2, 2));
    /* ended 2: the ending touch and the live one */
    assert_int_equal(g_log.e[2].phase, TC_PHASE_ENDED);
    assert_int_equal(g_log.e[2].count, 1);
    assert_int_equal(g_log.e[2].ids[0], 2);
    assert_int_equal(g_log.e[2].all_count, 2);
    /* ended 1: only itself is left */
    assert_int_equal(g_log.e[3].count, 1);
    assert_int_equal(g_log.e[3].ids[0], 1);
    assert_int_equal(g_log.e[3].all_count, 1);
    assert_ok(tc_scene_destroy(s));
}

/* E3: UIKit's -[UIWindow _sendTouchesForEvent:] hands each responder of the event its began,
 * moved, ended and cancelled touches in turn before the next responder; windows are sent the
 * event one after the other. Touch 1 on A and 2 on B are down (window w1), touch 5 on C
 * (window w2) went down between them; one event moves 1, 5 and 2 and begins 3 on B: A's
 * moved, then B's began and moved together, then C's: every view of w1 before w2's. The
 * engine used to deliver phase by phase across the views: B began, A moved, C moved, B moved. */
static void test_E3_one_views_phases_are_delivered_together(void **state) {
    (void)state;
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *w1 = tct_window(s, 0, 0, 400, 400);
    tc_view *w2 = tct_window(s, 500, 0, 400, 400);
    tc_view *a = tct_view(s, w1, 0, 0, 200, 400);
    tc_view *b = tct_view(s, w1, 200, 0, 200, 400);
    tc_view *c = tct_view(s, w2, 0, 0, 400, 400);
    assert_ok(tc_view_set_flag(a, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    assert_ok(tc_view_set_flag(b, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    tct_resp ra = {"A", TC_HANDLED, NULL}, rb = {"B", TC_HANDLED, NULL}, rc = {"C", TC_HANDLED, NULL};
    tct_record_view(a, &ra);
    tct_record_view(b, &rb);
    tct_record_view(c, &rc);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 50, 50, 0.0));
    tc_touch_sample c5 = tct_sample(TC_PHASE_BEGAN, 5, 50, 50, 0.02);
    c5.window = w2;
    assert_ok(tc_scene_push_touch(s, &c5));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 300, 50, 0.05));
    assert_int_equal(tct_dispatch(s), 3);
    tct_log_reset();
    assert_ok(tct_push(s, TC_PHASE_MOVED, 1, 55, 50, 0.1));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 5, 55, 50, 0.1));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 2, 305, 50, 0.1));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 3, 320, 80, 0.1));
    assert_int_equal(tct_dispatch(s), 1);
    assert_int_equal(g_log.n, 4);
    const struct { tc_view *v; int32_t phase; int64_t id; } want[] = {
        {a, TC_PHASE_MOVED, 1}, {b, TC_PHASE_BEGAN, 3}, {b, TC_PHASE_MOVED, 2}, {c, TC_PHASE_MOVED, 5}};
    for (size_t i = 0; i < 4; i++) {
        assert_ptr_equal(g_log.e[i].view, want[i].v);
        assert_int_equal(g_log.e[i].phase, want[i].phase);
        assert_int_equal(g_log.e[i].count, 1);
        assert_int_equal(g_log.e[i].ids[0], want[i].id);
        assert_int_equal(g_log.e[i].all_count, 4);
    }
    /* the ends: one event lifts 2 and 1 and cancels 3 (B: ended then cancelled, A ended) */
    tct_log_reset();
    assert_ok(tct_push(s, TC_PHASE_ENDED, 2, 305, 50, 0.2));
    assert_ok(tct_push(s, TC_PHASE_CANCELLED, 3, 320, 80, 0.2));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 55, 50, 0.2));
    assert_int_equal(tct_dispatch(s), 1);
    assert_int_equal(g_log.n, 3);
    assert_ptr_equal(g_log.e[0].view, a);
    assert_int_equal(g_log.e[0].phase, TC_PHASE_ENDED);
    assert_ptr_equal(g_log.e[1].view, b);
    assert_int_equal(g_log.e[1].phase, TC_PHASE_ENDED);
    assert_int_equal(g_log.e[1].ids[0], 2);
    assert_ptr_equal(g_log.e[2].view, b);
    assert_int_equal(g_log.e[2].phase, TC_PHASE_CANCELLED);
    assert_int_equal(g_log.e[2].ids[0], 3);
    assert_ok(tc_scene_destroy(s));
}

/* ---- E4: the clock ------------------------------------------------------- */

static void test_E4_clock_moves_only_when_host_says(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tct_window(s, 0, 0, 320, 480);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, 5.0));
    assert_near(tct_now(s), 0);
    assert_int_equal(tct_queued(s), 1);
    assert_int_equal(tct_live(s), 0);
    assert_int_equal(tct_dispatch(s), 1);
    assert_near(tct_now(s), 5.0);
    assert_int_equal(tct_queued(s), 0);
    assert_int_equal(tct_live(s), 1);
    /* an empty dispatch changes nothing */
    assert_int_equal(tct_dispatch(s), 0);
    assert_near(tct_now(s), 5.0);
    assert_ok(tc_scene_advance(s, 7.5));
    assert_near(tct_now(s), 7.5);
    assert_ok(tc_scene_destroy(s));
}

static void test_E4_advance_dispatches_due_inputs_only(void **state) {
    (void)state;
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 200, 200);
    tct_resp r = {"v", TC_HANDLED, NULL};
    tct_record_view(v, &r);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, 1.0));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 10, 10, 3.0));
    assert_ok(tc_scene_advance(s, 2.0));
    assert_int_equal(g_log.n, 1);
    assert_int_equal(g_log.e[0].phase, TC_PHASE_BEGAN);
    assert_near(tct_now(s), 2.0);
    assert_int_equal(tct_queued(s), 1);
    assert_ok(tc_scene_advance(s, 3.0)); /* <= time: dispatched */
    assert_int_equal(g_log.n, 2);
    assert_int_equal(g_log.e[1].phase, TC_PHASE_ENDED);
    assert_int_equal(tct_queued(s), 0);
    assert_near(tct_now(s), 3.0);
    assert_int_equal(tc_scene_advance(s, 2.5), TC_ERR_TIME_BACKWARDS);
    assert_near(tct_now(s), 3.0);
    assert_int_equal(tc_scene_advance(s, NAN), TC_ERR_NOT_FINITE);
    assert_int_equal(tc_scene_advance(s, INFINITY), TC_ERR_NOT_FINITE);
    assert_near(tct_now(s), 3.0);
    assert_ok(tc_scene_advance(s, 3.0)); /* same time is fine */
    assert_ok(tc_scene_destroy(s));
}

static void test_E4_sample_earlier_than_clock_refused(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tct_window(s, 0, 0, 320, 480);
    assert_ok(tc_scene_advance(s, 2.0));
    assert_int_equal(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, 1.0), TC_ERR_TIME_BACKWARDS);
    assert_int_equal(tct_queued(s), 0);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, 2.0)); /* equal is fine */
    /* earlier than the last queued input */
    assert_int_equal(tct_push(s, TC_PHASE_BEGAN, 2, 10, 10, 1.99), TC_ERR_TIME_BACKWARDS);
    assert_int_equal(tc_scene_push_motion(s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 1.5),
                     TC_ERR_TIME_BACKWARDS);
    assert_int_equal(tct_queued(s), 1);
    assert_ok(tc_scene_destroy(s));
}

/* One scenario, with or without a refused out-of-order sample in the middle. */
static void run_backwards_scenario(int with_bad, tct_log *out) {
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 200, 200);
    tct_resp r = {"v", TC_HANDLED, NULL};
    tct_record_view(v, &r);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, 1.0));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 1, 20, 20, 2.0));
    if (with_bad) {
        assert_int_equal(tct_push(s, TC_PHASE_MOVED, 1, 30, 30, 1.5), TC_ERR_TIME_BACKWARDS);
        assert_int_equal(tct_queued(s), 2);
    }
    assert_ok(tct_push(s, TC_PHASE_MOVED, 1, 40, 40, 3.0));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 45, 40, 4.0));
    assert_int_equal(tct_dispatch(s), 4);
    assert_near(tct_now(s), 4.0);
    *out = g_log;
    assert_ok(tc_scene_destroy(s));
}

static void compare_logs(const tct_log *a, const tct_log *b) {
    assert_int_equal(a->n, b->n);
    assert_int_equal(a->unhandled, b->unhandled);
    for (size_t i = 0; i < a->n; i++) {
        const tct_entry *x = &a->e[i], *y = &b->e[i];
        assert_int_equal(x->kind, y->kind);
        assert_int_equal(x->phase, y->phase);
        assert_int_equal(x->count, y->count);
        assert_int_equal(x->ids[0], y->ids[0]);
        assert_near(x->timestamp, y->timestamp);
        assert_near(x->info0.x, y->info0.x);
        assert_near(x->info0.y, y->info0.y);
        assert_near(x->info0.prev_x, y->info0.prev_x);
        assert_near(x->info0.prev_y, y->info0.prev_y);
        assert_int_equal(x->info0.tap_count, y->info0.tap_count);
    }
}

static void test_E4_time_backwards_sample_refused_nothing_lost(void **state) {
    (void)state;
    static tct_log with_bad, without;
    run_backwards_scenario(1, &with_bad);
    run_backwards_scenario(0, &without);
    assert_int_equal(without.n, 4);
    compare_logs(&with_bad, &without);
    /* and the moved after the refused one continues from (20,20) */
    assert_near(with_bad.e[2].info0.x, 40);
    assert_near(with_bad.e[2].info0.prev_x, 20);
}

static void test_E4_same_inputs_same_callbacks(void **state) {
    (void)state;
    static tct_log first, second;
    run_backwards_scenario(0, &first);
    run_backwards_scenario(0, &second);
    compare_logs(&first, &second);
}

static int32_t push_end_from_began(const tc_responder *r, const tc_touches_event *ev,
                                   void *ud) {
    tc_scene *s = (tc_scene *)ud;
    tct_touches_cb(r, ev, NULL);
    if (ev->phase == TC_PHASE_BEGAN) {
        assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 10, 10, ev->timestamp + 0.5));
    }
    return TC_HANDLED;
}

static void test_E4_samples_pushed_from_callback_dispatched_same_call(void **state) {
    (void)state;
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 200, 200);
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = push_end_from_began;
    cb.user_data = s;
    assert_ok(tc_view_set_responder(v, &cb));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, 1.0));
    assert_int_equal(tct_dispatch(s), 2);
    assert_int_equal(g_log.n, 2);
    assert_int_equal(g_log.e[0].phase, TC_PHASE_BEGAN);
    assert_int_equal(g_log.e[1].phase, TC_PHASE_ENDED);
    assert_near(g_log.e[1].timestamp, 1.5);
    assert_int_equal(tct_queued(s), 0);
    assert_int_equal(tct_live(s), 0);
    assert_near(tct_now(s), 1.5);
    assert_ok(tc_scene_destroy(s));
}

/* ---- T1: touch information ----------------------------------------------- */

typedef struct t1_capture {
    int calls;
    tc_touch_info began, moved;
    double v_x, v_y, o_x, o_y, w_x, w_y;      /* at began, current */
    double v_px, v_py, v_cx, v_cy;            /* at moved, previous / current in v */
    tc_view *v, *o;
} t1_capture;

static int32_t t1_cb(const tc_responder *r, const tc_touches_event *ev, void *ud) {
    (void)r;
    t1_capture *c = (t1_capture *)ud;
    c->calls++;
    assert_int_equal(ev->touch_count, 1);
    tc_touch_info info;
    memset(&info, 0, sizeof info);
    info.size = sizeof info;
    assert_ok(tc_touch_get_info(ev->touches[0], &info));
    if (ev->phase == TC_PHASE_BEGAN) {
        c->began = info;
        assert_ok(tc_touch_location_in(ev->touches[0], c->v, 0, &c->v_x, &c->v_y));
        assert_ok(tc_touch_location_in(ev->touches[0], c->o, 0, &c->o_x, &c->o_y));
        assert_ok(tc_touch_location_in(ev->touches[0], NULL, 0, &c->w_x, &c->w_y));
    } else if (ev->phase == TC_PHASE_MOVED) {
        c->moved = info;
        assert_ok(tc_touch_location_in(ev->touches[0], c->v, 1, &c->v_px, &c->v_py));
        assert_ok(tc_touch_location_in(ev->touches[0], c->v, 0, &c->v_cx, &c->v_cy));
    }
    return TC_HANDLED;
}

static void test_T1_touch_info_fields(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 100, 200, 320, 480); /* not at the screen origin */
    tc_view *v = tct_view(s, win, 10, 10, 100, 100);
    tc_view *o = tct_view(s, win, 200, 300, 50, 50);
    t1_capture c;
    memset(&c, 0, sizeof c);
    c.v = v;
    c.o = o;
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = t1_cb;
    cb.user_data = &c;
    assert_ok(tc_view_set_responder(v, &cb));

    tc_touch_sample smp = tct_sample(TC_PHASE_BEGAN, 42, 30, 40, 1.0);
    smp.force = 2.0;
    smp.max_force = 6.5;
    smp.major_radius = 20;
    smp.radius_tolerance = 5;
    smp.type = TC_TOUCH_STYLUS;
    assert_ok(tc_scene_push_touch(s, &smp));
    smp.phase = TC_PHASE_MOVED;
    smp.x = 35;
    smp.y = 47;
    smp.timestamp = 1.25;
    smp.force = 3.0;
    assert_ok(tc_scene_push_touch(s, &smp));
    tct_dispatch(s);
    assert_int_equal(c.calls, 2);

    assert_int_equal(c.began.phase, TC_PHASE_BEGAN);
    assert_int_equal(c.began.id, 42);
    assert_near(c.began.x, 30);
    assert_near(c.began.y, 40);
    assert_near(c.began.prev_x, 30); /* UIKit: previous == current at began */
    assert_near(c.began.prev_y, 40);
    assert_near(c.began.timestamp, 1.0);
    assert_int_equal(c.began.tap_count, 1);
    assert_int_equal(c.began.type, TC_TOUCH_STYLUS);
    assert_near(c.began.major_radius, 20);
    assert_near(c.began.radius_tolerance, 5);
    assert_near(c.began.force, 2.0);
    assert_near(c.began.max_force, 6.5);
    assert_ptr_equal(c.began.view, v);
    assert_ptr_equal(c.began.window, win);
    assert_near(c.v_x, 20);
    assert_near(c.v_y, 30);
    assert_near(c.o_x, -170);
    assert_near(c.o_y, -260);
    assert_near(c.w_x, 30);
    assert_near(c.w_y, 40);

    assert_int_equal(c.moved.phase, TC_PHASE_MOVED);
    assert_near(c.moved.x, 35);
    assert_near(c.moved.y, 47);
    assert_near(c.moved.prev_x, 30);
    assert_near(c.moved.prev_y, 40);
    assert_near(c.moved.timestamp, 1.25);
    assert_near(c.moved.force, 3.0);
    assert_ptr_equal(c.moved.view, v);
    assert_near(c.v_px, 20);
    assert_near(c.v_py, 30);
    assert_near(c.v_cx, 25);
    assert_near(c.v_cy, 37);
    assert_ok(tc_scene_destroy(s));
}

static void test_T1_touch_info_struct_size(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tct_window(s, 0, 0, 320, 480);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 3, 10, 20, 1.0));
    tct_dispatch(s);
    tc_touch *t = NULL;
    assert_ok(tc_scene_find_touch(s, 3, &t));
    struct {
        tc_touch_info info;
        unsigned char tail[32];
    } big;
    memset(&big, 0xab, sizeof big);
    big.info.size = (uint32_t)sizeof big;
    assert_ok(tc_touch_get_info(t, &big.info));
    assert_int_equal(big.info.id, 3);
    assert_near(big.info.x, 10);
    for (size_t i = 0; i < sizeof big.tail; i++) assert_int_equal(big.tail[i], 0xab);
    tc_touch_info small;
    memset(&small, 0xcd, sizeof small);
    small.size = 4;
    assert_int_equal(tc_touch_get_info(t, &small), TC_ERR_STRUCT_SIZE);
    assert_int_equal(small.id, (int64_t)0xcdcdcdcdcdcdcdcdLL);
    assert_int_equal(tc_touch_get_info(t, NULL), TC_ERR_NULL_POINTER);
    double x = 5, y = 6;
    assert_int_equal(tc_touch_location_in(t, NULL, 0, NULL, &y), TC_ERR_NULL_POINTER);
    assert_near(y, 6);
    (void)x;
    assert_ok(tc_scene_destroy(s));
}

static void test_T1_find_touch_and_live_count(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tct_window(s, 0, 0, 320, 480);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, 1.0));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 50, 50, 1.1));
    tct_dispatch(s);
    assert_int_equal(tct_live(s), 2);
    tc_touch *t1 = NULL, *t2 = NULL;
    assert_ok(tc_scene_find_touch(s, 1, &t1));
    assert_ok(tc_scene_find_touch(s, 2, &t2));
    assert_ptr_not_equal(t1, t2);
    tc_touch_info info;
    memset(&info, 0, sizeof info);
    info.size = sizeof info;
    assert_ok(tc_touch_get_info(t2, &info));
    assert_int_equal(info.id, 2);
    assert_near(info.x, 50);
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 10, 10, 2.0));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 3, 10, 10, 2.0));
    assert_int_equal(tct_live(s), 2); /* queued samples are not live yet */
    tc_touch *t3 = TC_GARBAGE_TOUCH;
    assert_int_equal(tc_scene_find_touch(s, 3, &t3), TC_ERR_UNKNOWN_TOUCH);
    assert_ptr_equal(t3, TC_GARBAGE_TOUCH);
    tct_dispatch(s);
    assert_int_equal(tct_live(s), 2);
    assert_int_equal(tc_scene_find_touch(s, 1, &t3), TC_ERR_UNKNOWN_TOUCH);
    assert_ok(tc_scene_find_touch(s, 3, &t3));
    assert_ok(tc_scene_destroy(s));
}

static void test_T1_touch_in_second_window(void **state) {
    (void)state;
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *w1 = tct_window(s, 0, 0, 320, 480);
    tc_view *w2 = tct_window(s, 400, 0, 320, 480);
    tc_view *v1 = tct_view(s, w1, 0, 0, 100, 100);
    tc_view *v2 = tct_view(s, w2, 0, 0, 100, 100);
    tct_resp r1 = {"v1", TC_HANDLED, NULL}, r2 = {"v2", TC_HANDLED, NULL};
    tct_record_view(v1, &r1);
    tct_record_view(v2, &r2);
    tc_touch_sample smp = tct_sample(TC_PHASE_BEGAN, 1, 10, 10, 1.0);
    smp.window = w2;
    assert_ok(tc_scene_push_touch(s, &smp));
    /* later phases use the touch's window even with window NULL */
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 20, 20, 1.1));
    /* a NULL window at began means the key window (w1) */
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 10, 10, 1.2));
    tct_dispatch(s);
    assert_int_equal(tct_count_for(v2), 2);
    assert_int_equal(tct_count_for(v1), 1);
    assert_ptr_equal(g_log.e[0].view, v2);
    assert_ptr_equal(g_log.e[0].info0.window, w2);
    assert_ptr_equal(g_log.e[1].view, v2);
    assert_int_equal(g_log.e[1].phase, TC_PHASE_ENDED);
    assert_ptr_equal(g_log.e[2].view, v1);
    assert_ptr_equal(g_log.e[2].info0.window, w1);
    assert_ok(tc_scene_destroy(s));
}

/* E2: each sample of a batch is converted on its own. The engine reuses one
 * sample value for a whole batch (no copy per sample), so a field an earlier
 * sample set (window, predicted points, force) must not reach a later sample
 * that leaves it unset. */
static void test_E2_batch_samples_do_not_inherit_fields(void **state) {
    (void)state;
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *w1 = tct_window(s, 0, 0, 320, 480); /* the key window */
    tc_view *w2 = tct_window(s, 400, 0, 320, 480);
    tc_view *v1 = tct_view(s, w1, 0, 0, 100, 100);
    tc_view *v2 = tct_view(s, w2, 0, 0, 100, 100);
    tct_resp r1 = {"v1", TC_HANDLED, NULL}, r2 = {"v2", TC_HANDLED, NULL};
    tct_record_view(v1, &r1);
    tct_record_view(v2, &r2);
    tc_touch_point pred;
    TC_TOUCH_POINT_INIT(&pred);
    pred.timestamp = 1.5;
    pred.x = 30;
    pred.y = 30;
    tc_touch_sample b[2] = {
        tct_sample(TC_PHASE_BEGAN, 1, 10, 10, 1.0),
        tct_sample(TC_PHASE_BEGAN, 2, 10, 10, 1.0),
    };
    b[0].window = w2;
    b[0].predicted = &pred;
    b[0].predicted_count = 1;
    b[0].force = 2;
    b[0].max_force = 4;
    size_t failed = 999;
    assert_ok(tc_scene_push_touches(s, b, 2, &failed));
    tct_dispatch(s);

    tc_touch *t1 = NULL, *t2 = NULL;
    assert_ok(tc_scene_find_touch(s, 1, &t1));
    assert_ok(tc_scene_find_touch(s, 2, &t2));
    tc_touch_info i1, i2;
    TC_TOUCH_INFO_INIT(&i1);
    TC_TOUCH_INFO_INIT(&i2);
    assert_ok(tc_touch_get_info(t1, &i1));
    assert_ok(tc_touch_get_info(t2, &i2));
    /* the first sample's fields arrived */
    assert_ptr_equal(i1.window, w2);
    assert_ptr_equal(i1.view, v2);
    assert_int_equal(i1.predicted_count, 1);
    assert_true(i1.force == 2.0);
    /* and the second sample has none of them */
    assert_ptr_equal(i2.window, w1);
    assert_ptr_equal(i2.view, v1);
    assert_int_equal(i2.predicted_count, 0);
    assert_true(i2.force == 0.0);
    assert_ok(tc_scene_destroy(s));
}

/* ---- T2: timestamps ------------------------------------------------------ */

static void test_T2_timestamp_is_sample_time(void **state) {
    (void)state;
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 200, 200);
    tct_resp r = {"v", TC_HANDLED, NULL};
    tct_record_view(v, &r);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, 1.0));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 1, 11, 10, 1.25));
    assert_ok(tc_scene_advance(s, 5.0)); /* delivered "late" */
    assert_int_equal(g_log.n, 2);
    assert_near(g_log.e[0].timestamp, 1.0);
    assert_near(g_log.e[0].info0.timestamp, 1.0);
    assert_true(g_log.e[0].dispatch_time >= 1.0);
    assert_near(g_log.e[1].timestamp, 1.25);
    assert_near(g_log.e[1].info0.timestamp, 1.25);
    assert_true(g_log.e[1].dispatch_time >= 1.25);
    assert_near(tct_now(s), 5.0);
    assert_ok(tc_scene_destroy(s));
}

/* ---- T3: tap count ------------------------------------------------------- */

/* Taps: each is (x, y, began time); a tap ends where it began, 0.1 s later.
 * Returns the tap count seen at each began in counts[]. */
static void run_taps(tc_scene *s, tc_view *v, const double (*taps)[3], size_t n,
                     int32_t *counts) {
    tct_log_reset();
    tct_resp r = {"v", TC_HANDLED, NULL};
    tct_record_view(v, &r);
    for (size_t i = 0; i < n; i++) {
        assert_ok(tct_push(s, TC_PHASE_BEGAN, (int64_t)(i + 1), taps[i][0], taps[i][1], taps[i][2]));
        assert_ok(tct_push(s, TC_PHASE_ENDED, (int64_t)(i + 1), taps[i][0], taps[i][1],
                           taps[i][2] + 0.1));
    }
    tct_dispatch(s);
    assert_int_equal(g_log.n, 2 * n);
    for (size_t i = 0; i < n; i++) {
        assert_int_equal(g_log.e[2 * i].phase, TC_PHASE_BEGAN);
        counts[i] = g_log.e[2 * i].info0.tap_count;
        /* the ended carries the same count */
        assert_int_equal(g_log.e[2 * i + 1].info0.tap_count, counts[i]);
    }
}

static void test_T3_double_tap_counts_two(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 320, 480);
    /* second tap 0.2 s after the first ended, 10/15 pt away; third likewise */
    const double taps[3][3] = {{100, 100, 1.0}, {110, 115, 1.3}, {100, 100, 1.6}};
    int32_t counts[3];
    run_taps(s, v, taps, 3, counts);
    assert_int_equal(counts[0], 1);
    assert_int_equal(counts[1], 2);
    assert_int_equal(counts[2], 3);
    assert_ok(tc_scene_destroy(s));
}

static void test_T3_late_tap_counts_one(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 320, 480);
    /* ended at 1.1; 1.6 is 0.5 s later (> 0.35) */
    const double taps[3][3] = {{100, 100, 1.0}, {100, 100, 1.6}, {100, 100, 1.8}};
    int32_t counts[3];
    run_taps(s, v, taps, 3, counts);
    assert_int_equal(counts[0], 1);
    assert_int_equal(counts[1], 1);
    assert_int_equal(counts[2], 2); /* a new sequence starts */
    assert_ok(tc_scene_destroy(s));
}

/* T3 and G8 agree at the boundary: a tap beginning exactly at the previous tap's end + the
 * interval counts 1 and fails a double tap (whose wait ends at that instant, E4); one a hair
 * earlier counts 2 and completes it. The view once counted 2 while the recognizer failed. */
static int32_t g_t3_state;
static void t3_on_state(tc_recognizer *r, const tc_gesture_details *d, void *ud) {
    (void)r; (void)ud;
    g_t3_state = d->state;
}

static void t3_second_tap_at(double began, int32_t *count, int32_t *state) {
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 320, 480);
    tct_log_reset();
    tct_resp r = {"v", TC_HANDLED, NULL};
    tct_record_view(v, &r);
    tc_recognizer_params p;
    p.size = (uint32_t)sizeof p;
    assert_ok(TC_RECOGNIZER_PARAMS_INIT(&p, TC_RECOGNIZER_TAP));
    p.taps_required = 2;
    p.cancels_touches_in_view = 0;
    p.delays_touches_ended = 0;
    tc_recognizer *tap2;
    assert_ok(tc_recognizer_create(s, &p, &tap2));
    assert_ok(tc_recognizer_attach(tap2, v));
    g_t3_state = TC_GESTURE_POSSIBLE;
    assert_ok(tc_recognizer_set_state_fn(tap2, t3_on_state, NULL));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 100, 100, 0.15));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 100, 100, 0.25));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 100, 100, began));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 2, 100, 100, began + 0.05));
    tct_dispatch(s);
    assert_int_equal(g_log.e[2].phase, TC_PHASE_BEGAN);
    *count = g_log.e[2].info0.tap_count;
    *state = g_t3_state;
    assert_ok(tc_scene_destroy(s));
}

static void test_T3_G8_tap_at_the_interval_boundary_counts_as_the_recognizer_does(void **state) {
    (void)state;
    assert_true(0.25 + TC_DEFAULT_TAP_INTERVAL == 0.6);   /* the boundary is exact here */
    int32_t count, st;
    t3_second_tap_at(0.6, &count, &st);
    assert_int_equal(count, 1);
    assert_int_equal(st, TC_GESTURE_FAILED);
    t3_second_tap_at(nextafter(0.6, 0.0), &count, &st);
    assert_int_equal(count, 2);
    assert_int_equal(st, TC_GESTURE_ENDED);
}

static void test_T3_far_tap_counts_one(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 320, 480);
    /* 40 pt on x, then 31 pt on y: beyond 30 pt per axis */
    const double taps[3][3] = {{100, 100, 1.0}, {140, 100, 1.2}, {140, 131, 1.4}};
    int32_t counts[3];
    run_taps(s, v, taps, 3, counts);
    assert_int_equal(counts[0], 1);
    assert_int_equal(counts[1], 1);
    assert_int_equal(counts[2], 1);
    assert_ok(tc_scene_destroy(s));
}

static void test_T3_radius_measured_from_end_location(void **state) {
    (void)state;
    /* The first touch drifts 25 pt before it ends (still a tap by any
     * measure: within 30 pt). The next begins 25 pt from where it ended but
     * 50 pt from where it began: it counts (T3: "where the previous touch
     * ended"). */
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 320, 480);
    tct_resp r = {"v", TC_HANDLED, NULL};
    tct_record_view(v, &r);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 100, 100, 1.0));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 1, 125, 100, 1.05));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 125, 100, 1.1));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 150, 100, 1.2));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 2, 150, 100, 1.3));
    /* then one 35 pt from where the second ended: beyond the radius */
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 3, 185, 100, 1.4));
    tct_dispatch(s);
    assert_int_equal(g_log.n, 6);
    assert_int_equal(g_log.e[3].phase, TC_PHASE_BEGAN);
    assert_int_equal(g_log.e[3].info0.tap_count, 2);
    assert_int_equal(g_log.e[5].phase, TC_PHASE_BEGAN);
    assert_int_equal(g_log.e[5].info0.tap_count, 1);
    assert_ok(tc_scene_destroy(s));
}

static void test_T3_tap_interval_configurable(void **state) {
    (void)state;
    tc_scene_config c;
    TC_SCENE_CONFIG_INIT(&c);
    c.tap_interval = 1.0;
    c.tap_radius = 5.0;
    tc_scene *s = NULL;
    assert_ok(tc_scene_create(&c, &s));
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 320, 480);
    /* 0.8 s and 4 pt: counted; then 10 pt: not */
    const double taps[3][3] = {{100, 100, 1.0}, {104, 100, 1.9}, {114, 100, 2.1}};
    int32_t counts[3];
    run_taps(s, v, taps, 3, counts);
    assert_int_equal(counts[0], 1);
    assert_int_equal(counts[1], 2);
    assert_int_equal(counts[2], 1);
    assert_ok(tc_scene_destroy(s));
}

/* T3 with several tap sequences at once: the tap count of every touch of an event (the log
 * above keeps the first touch's only). A window 1000 x 1000 with a multiple-touch view over it
 * records (id, tap count) at each began. */
#define T3_MAX_BEGANS 64
static struct { int64_t id; int32_t count; } g_t3_began[T3_MAX_BEGANS];
static size_t g_t3_began_n;
static int32_t t3_record_began(const tc_responder *r, const tc_touches_event *e, void *ud) {
    (void)r; (void)ud;
    if (e->phase != TC_PHASE_BEGAN) return TC_HANDLED;
    for (size_t i = 0; i < e->touch_count && g_t3_began_n < T3_MAX_BEGANS; i++) {
        tc_touch_info in;
        TC_TOUCH_INFO_INIT(&in);
        assert_ok(tc_touch_get_info(e->touches[i], &in));
        g_t3_began[g_t3_began_n].id = in.id;
        g_t3_began[g_t3_began_n].count = in.tap_count;
        g_t3_began_n++;
    }
    return TC_HANDLED;
}

static tc_view *g_t3_window;
static tc_scene *t3_scene(const tc_scene_config *c) {
    tc_scene *s = NULL;
    assert_ok(tc_scene_create(c, &s));
    tc_view *win = tct_window(s, 0, 0, 1000, 1000);
    g_t3_window = win;
    tc_view *v = tct_view(s, win, 0, 0, 1000, 1000);
    assert_ok(tc_view_set_flag(v, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = t3_record_began;
    assert_ok(tc_view_set_responder(v, &cb));
    g_t3_began_n = 0;
    return s;
}

static int32_t t3_count(int64_t id) {
    for (size_t i = 0; i < g_t3_began_n; i++)
        if (g_t3_began[i].id == id) return g_t3_began[i].count;
    fail_msg("no began of touch %lld", (long long)id);
    return -1;
}

/* A tap: touch `id` begins at (x, y) at t and lifts there 0.05 s later. */
static void t3_tap(tc_scene *s, int64_t id, double x, double y, double t) {
    assert_ok(tct_push(s, TC_PHASE_BEGAN, id, x, y, t));
    assert_ok(tct_push(s, TC_PHASE_ENDED, id, x, y, t + 0.05));
}

/* T3: a two-finger double tap, the fingers 100 pt apart: each finger of the second tap
 * begins close to where one of the first tap's fingers ended, and both count 2 (UIKit keeps a
 * record per tap sequence in each window, UIWindow's `_touchData`, and a new touch joins the
 * one it is close to). A third two-finger tap counts 3 for both. (The engine kept only the
 * scene's last tap, the second finger's: it gave the second tap's fingers 1 and 2.) */
static void test_T3_two_finger_double_tap_counts_two_for_both_fingers(void **state) {
    (void)state;
    tc_scene *s = t3_scene(NULL);
    for (int k = 0; k < 3; k++) {
        double t = 1.0 + 0.2 * k;
        int64_t a = 10 * k + 1, b = 10 * k + 2;
        assert_ok(tct_push(s, TC_PHASE_BEGAN, a, 100, 100, t));
        assert_ok(tct_push(s, TC_PHASE_BEGAN, b, 200, 100, t));
        assert_ok(tct_push(s, TC_PHASE_ENDED, a, 100, 100, t + 0.05));
        assert_ok(tct_push(s, TC_PHASE_ENDED, b, 200, 100, t + 0.05));
    }
    tct_dispatch(s);
    assert_int_equal(t3_count(1), 1);
    assert_int_equal(t3_count(2), 1);
    assert_int_equal(t3_count(11), 2);
    assert_int_equal(t3_count(12), 2);
    assert_int_equal(t3_count(21), 3);
    assert_int_equal(t3_count(22), 3);
    assert_ok(tc_scene_destroy(s));
}

/* T3: taps at two places keep two sequences. Tap P, tap Q 300 pt away, tap P again within the
 * interval of P's first tap: 2 (UIKit too); then Q again: 2. A drag elsewhere, or a press held
 * past tap_duration elsewhere, ends no sequence but its own: P again counts 3. (The engine
 * gave 1 to each: Q, the drag, the press replaced or cleared the one previous tap.) */
static void test_T3_taps_at_two_places_keep_two_sequences(void **state) {
    (void)state;
    tc_scene *s = t3_scene(NULL);
    t3_tap(s, 1, 100, 100, 1.00);          /* P, ends 1.05 */
    t3_tap(s, 2, 400, 100, 1.10);          /* Q, ends 1.15 */
    t3_tap(s, 3, 100, 100, 1.30);          /* P: 1.30 < 1.05 + 0.35 */
    t3_tap(s, 4, 400, 100, 1.40);          /* Q: 1.40 < 1.15 + 0.35 */
    /* a drag at R, 500 pt below, between P's taps */
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 5, 100, 600, 1.45));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 5, 200, 600, 1.47));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 5, 200, 600, 1.49));
    t3_tap(s, 6, 100, 100, 1.50);          /* P: 1.50 < 1.35 + 0.35 */
    tct_dispatch(s);
    assert_int_equal(t3_count(1), 1);
    assert_int_equal(t3_count(2), 1);
    assert_int_equal(t3_count(3), 2);
    assert_int_equal(t3_count(4), 2);
    assert_int_equal(t3_count(5), 1);
    assert_int_equal(t3_count(6), 3);
    assert_ok(tc_scene_destroy(s));
}

/* T3: a touch close to several previous taps joins the nearest (the smaller of the larger
 * per-axis distances), not the latest: Q ended at x 140 first, then P's double tap at x 100;
 * a touch at x 125 is 15 pt from Q and 25 pt from P and counts Q's 1 + 1 = 2 (the engine took
 * the latest tap, P's second: 3). At equal distance the later-ended one wins: a touch at
 * x 120, 20 pt from each, counts P's 2 + 1 = 3. */
static void test_T3_touch_joins_the_nearest_previous_tap(void **state) {
    (void)state;
    for (int tie = 0; tie < 2; tie++) {
        tc_scene *s = t3_scene(NULL);
        t3_tap(s, 1, 140, 100, 1.00);      /* Q: 1, ends 1.05 */
        t3_tap(s, 2, 100, 100, 1.10);      /* P: 40 pt from Q, 1 */
        t3_tap(s, 3, 100, 100, 1.20);      /* P: 2, ends 1.25 */
        t3_tap(s, 4, tie ? 120 : 125, 100, 1.30);
        tct_dispatch(s);
        assert_int_equal(t3_count(1), 1);
        assert_int_equal(t3_count(2), 1);
        assert_int_equal(t3_count(3), 2);
        assert_int_equal(t3_count(4), tie ? 3 : 2);
        assert_ok(tc_scene_destroy(s));
    }
}

/* T3, the choices where UIKit's records differ from "close to where a previous tap ended":
 * - two touches beginning together close to one previous tap both join it and both count one
 *   more (UIKit's code counts the second one more again: 2 and 3);
 * - a second finger landing 20 pt from a first one still down counts 1: nothing has ended
 *   yet (UIKit gives it 2: the record its first finger opened carries the touch-down time as
 *   its "last touch up", and the second finger joins it);
 * the engine answered these the same before; this pins them. And after the second case each
 * finger's lift is a previous tap of its own: a tap at either place counts 2 (the engine, with
 * one previous tap, gave the second of those taps 3). */
static void test_T3_touches_together_share_a_previous_tap_and_a_touch_still_down_is_none(void **state) {
    (void)state;
    tc_scene *s = t3_scene(NULL);
    t3_tap(s, 1, 100, 100, 1.00);                         /* ends 1.05 */
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 100, 100, 1.20));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 3, 110, 100, 1.20));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 2, 100, 100, 1.25));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 3, 110, 100, 1.25));
    /* far from those, a first finger down, a second 20 pt away 0.1 s later */
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 4, 500, 500, 3.00));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 5, 520, 500, 3.10));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 4, 500, 500, 3.20));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 5, 520, 500, 3.20));
    t3_tap(s, 6, 500, 500, 3.30);
    t3_tap(s, 7, 520, 500, 3.40);
    tct_dispatch(s);
    assert_int_equal(t3_count(2), 2);
    assert_int_equal(t3_count(3), 2);
    assert_int_equal(t3_count(4), 1);
    assert_int_equal(t3_count(5), 1);
    assert_int_equal(t3_count(6), 2);
    assert_int_equal(t3_count(7), 2);
    assert_ok(tc_scene_destroy(s));
}

/* T3: the scene remembers at most max_touches previous taps; a new one then takes the place of
 * the one that ended first. With max_touches 2: taps at P, Q, R (far apart, all within the
 * interval) forget P, so P again counts 1; R again counts 2 (the engine: 1, it kept R's only
 * until P's tap replaced it). */
static void test_T3_previous_taps_kept_up_to_max_touches_the_earliest_ended_forgotten(void **state) {
    (void)state;
    tc_scene_config c;
    TC_SCENE_CONFIG_INIT(&c);
    c.max_touches = 2;
    tc_scene *s = t3_scene(&c);
    t3_tap(s, 1, 100, 100, 1.00);   /* P */
    t3_tap(s, 2, 400, 100, 1.06);   /* Q */
    t3_tap(s, 3, 700, 100, 1.12);   /* R: P forgotten */
    t3_tap(s, 4, 100, 100, 1.18);   /* P: 1; Q forgotten */
    t3_tap(s, 5, 700, 100, 1.24);   /* R: 2 */
    t3_tap(s, 6, 400, 100, 1.30);   /* Q: 1 */
    tct_dispatch(s);
    assert_int_equal(t3_count(1), 1);
    assert_int_equal(t3_count(2), 1);
    assert_int_equal(t3_count(3), 1);
    assert_int_equal(t3_count(4), 1);
    assert_int_equal(t3_count(5), 2);
    assert_int_equal(t3_count(6), 1);
    assert_ok(tc_scene_destroy(s));
}

/* T3: a press held tap_duration (TC_DEFAULT_TAP_DURATION, 0.75 s) or longer is no tap: a
 * 1.0 s press followed by a quick tap counts 1 (UIKit's touch code marks a touch held past
 * 0.75 s "not a valid tap"; the engine counted 2). A press that joined a sequence ends it: tap,
 * held press (2 at its began), tap: 1. At the boundary T3 agrees with a tap recognizer (G8),
 * whose tap_duration timer fires at began + tap_duration before a lift at that very time
 * (E4): a press lifted exactly then is no tap and fails the recognizer; a hair earlier it is
 * one for both. */
static void t3_press_then_tap(double lift, int32_t *count, int32_t *rec_state) {
    tc_scene *s = t3_scene(NULL);
    tc_recognizer_params p;
    p.size = (uint32_t)sizeof p;
    assert_ok(TC_RECOGNIZER_PARAMS_INIT(&p, TC_RECOGNIZER_TAP));
    p.cancels_touches_in_view = 0;
    p.delays_touches_ended = 0;
    tc_recognizer *tap = NULL;
    assert_ok(tc_recognizer_create(s, &p, &tap));
    assert_ok(tc_recognizer_attach(tap, g_t3_window));
    g_t3_state = TC_GESTURE_POSSIBLE;
    assert_ok(tc_recognizer_set_state_fn(tap, t3_on_state, NULL));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 100, 100, 0.25));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 100, 100, lift));
    tct_dispatch(s);
    *rec_state = g_t3_state;
    t3_tap(s, 2, 100, 100, 1.10);
    tct_dispatch(s);
    *count = t3_count(2);
    assert_ok(tc_scene_destroy(s));
}

static void test_T3_touch_held_tap_duration_leaves_no_previous_tap(void **state) {
    (void)state;
    tc_scene *s = t3_scene(NULL);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 100, 100, 0.00));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 100, 100, 1.00));
    t3_tap(s, 2, 100, 100, 1.10);
    /* a tap, a press that joins it and is held 1 s, a tap */
    t3_tap(s, 3, 100, 100, 3.00);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 4, 100, 100, 3.10));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 4, 100, 100, 4.10));
    t3_tap(s, 5, 100, 100, 4.20);
    tct_dispatch(s);
    assert_int_equal(t3_count(1), 1);
    assert_int_equal(t3_count(2), 1);
    assert_int_equal(t3_count(3), 1);
    assert_int_equal(t3_count(4), 2);
    assert_int_equal(t3_count(5), 1);
    assert_ok(tc_scene_destroy(s));

    assert_true(0.25 + TC_DEFAULT_TAP_DURATION == 1.0);   /* the boundary is exact here */
    int32_t count, st;
    t3_press_then_tap(1.0, &count, &st);
    assert_int_equal(count, 1);
    assert_int_equal(st, TC_GESTURE_FAILED);
    t3_press_then_tap(nextafter(1.0, 0.0), &count, &st);
    assert_int_equal(count, 2);
    assert_int_equal(st, TC_GESTURE_ENDED);
}

/* T3: tc_scene_config.tap_duration (default TC_DEFAULT_TAP_DURATION): with 2 s a 1 s press
 * still chains; negative or not finite is refused; a struct of the first version (its size
 * ending where tap_duration begins) is accepted and gets the default, whatever lies past it. */
static void test_T3_tap_duration_configurable(void **state) {
    (void)state;
    tc_scene_config c;
    TC_SCENE_CONFIG_INIT(&c);
    assert_true(c.tap_duration == TC_DEFAULT_TAP_DURATION);
    c.tap_duration = 2.0;
    tc_scene *s = t3_scene(&c);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 100, 100, 0.00));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 100, 100, 1.00));
    t3_tap(s, 2, 100, 100, 1.10);
    tct_dispatch(s);
    assert_int_equal(t3_count(2), 2);
    assert_ok(tc_scene_destroy(s));

    tc_scene *bad = TC_GARBAGE_SCENE;
    TC_SCENE_CONFIG_INIT(&c);
    c.tap_duration = -0.1;
    assert_int_equal(tc_scene_create(&c, &bad), TC_ERR_INVALID_ARGUMENT);
    c.tap_duration = NAN;
    assert_int_equal(tc_scene_create(&c, &bad), TC_ERR_NOT_FINITE);
    assert_ptr_equal(bad, TC_GARBAGE_SCENE);

    TC_SCENE_CONFIG_INIT(&c);
    c.size = (uint32_t)offsetof(tc_scene_config, tap_duration);
    c.tap_duration = NAN;   /* past the struct's size: not read */
    s = t3_scene(&c);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 100, 100, 0.00));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 100, 100, 1.00));
    t3_tap(s, 2, 100, 100, 1.10);
    tct_dispatch(s);
    assert_int_equal(t3_count(2), 1);
    assert_ok(tc_scene_destroy(s));
}

/* ---- T4: the hit view keeps the touch ------------------------------------ */

static void test_T4_hit_view_keeps_touch_after_leaving(void **state) {
    (void)state;
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *a = tct_view(s, win, 0, 0, 100, 100);
    tc_view *b = tct_view(s, win, 200, 0, 100, 100);
    tct_resp ra = {"a", TC_HANDLED, NULL}, rb = {"b", TC_HANDLED, NULL};
    tct_record_view(a, &ra);
    tct_record_view(b, &rb);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 50, 50, 1.0));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 1, 250, 50, 1.1));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 1, 250, 400, 1.2)); /* outside both */
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 250, 50, 1.3));
    tct_dispatch(s);
    assert_int_equal(tct_count_for(b), 0);
    tct_entry *e[8];
    assert_int_equal(entries_for(a, e, 8), 4);
    const int32_t phases[] = {TC_PHASE_BEGAN, TC_PHASE_MOVED, TC_PHASE_MOVED, TC_PHASE_ENDED};
    for (size_t i = 0; i < 4; i++) {
        assert_int_equal(e[i]->phase, phases[i]);
        assert_ptr_equal(e[i]->hit_view, a);
        assert_ptr_equal(e[i]->info0.view, a);
    }
    assert_near(e[1]->info0.x, 250);
    assert_ok(tc_scene_destroy(s));
}

static void test_T4_cancelled_phase_delivered(void **state) {
    (void)state;
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *a = tct_view(s, win, 0, 0, 100, 100);
    tct_resp ra = {"a", TC_HANDLED, NULL};
    tct_record_view(a, &ra);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 50, 50, 1.0));
    assert_ok(tct_push(s, TC_PHASE_CANCELLED, 1, 50, 50, 1.1));
    tct_dispatch(s);
    assert_int_equal(g_log.n, 2);
    assert_int_equal(g_log.e[1].phase, TC_PHASE_CANCELLED);
    assert_int_equal(tct_live(s), 0);
    assert_ok(tc_scene_destroy(s));
}

/* ---- T6: multiple touch, exclusive touch --------------------------------- */

static void test_T6_multiple_touch_off_only_first_delivered(void **state) {
    (void)state;
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 200, 200); /* default: off */
    tct_resp r = {"v", TC_HANDLED, NULL};
    tct_record_view(v, &r);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, 1.0));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 50, 50, 1.0));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 2, 55, 50, 1.1));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 10, 10, 1.2));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 2, 55, 50, 1.2));
    tct_dispatch(s);
    tct_entry *e[8];
    assert_int_equal(entries_for(v, e, 8), 2);
    assert_int_equal(e[0]->phase, TC_PHASE_BEGAN);
    assert_int_equal(e[0]->count, 1);
    assert_int_equal(e[0]->ids[0], 1);
    assert_int_equal(e[1]->phase, TC_PHASE_ENDED);
    assert_int_equal(e[1]->count, 1);
    assert_int_equal(e[1]->ids[0], 1);
    assert_false(view_saw_id(v, 2));
    assert_int_equal(tct_live(s), 0);
    assert_ok(tc_scene_destroy(s));
}

static void test_T6_multiple_touch_off_later_touch_not_delivered(void **state) {
    (void)state;
    /* UIKit: with multipleTouchEnabled off, a second finger landing while
     * the first is down is not delivered to the view either. */
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 200, 200);
    tct_resp r = {"v", TC_HANDLED, NULL};
    tct_record_view(v, &r);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, 1.0));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 50, 50, 1.5));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 2, 50, 50, 1.6));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 10, 10, 1.7));
    tct_dispatch(s);
    assert_false(view_saw_id(v, 2));
    tct_entry *e[8];
    assert_int_equal(entries_for(v, e, 8), 2);
    assert_int_equal(e[1]->phase, TC_PHASE_ENDED);
    assert_int_equal(e[1]->ids[0], 1);
    assert_ok(tc_scene_destroy(s));
}

static void test_T6_multiple_touch_on_both_delivered(void **state) {
    (void)state;
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 200, 200);
    assert_ok(tc_view_set_flag(v, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    tct_resp r = {"v", TC_HANDLED, NULL};
    tct_record_view(v, &r);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, 1.0));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 50, 50, 1.0));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 3, 90, 90, 1.5));
    tct_dispatch(s);
    tct_entry *e[8];
    assert_int_equal(entries_for(v, e, 8), 2);
    assert_int_equal(e[0]->count, 2);
    assert_true(has_id(e[0]->ids, 2, 1));
    assert_true(has_id(e[0]->ids, 2, 2));
    assert_int_equal(e[1]->count, 1);
    assert_int_equal(e[1]->ids[0], 3);
    assert_int_equal(e[1]->all_count, 3);
    assert_ok(tc_scene_destroy(s));
}

static void test_T6_exclusive_touch_blocks_other_views(void **state) {
    (void)state;
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *x = tct_view(s, win, 0, 0, 100, 100);
    tc_view *y = tct_view(s, win, 200, 0, 100, 100);
    assert_ok(tc_view_set_flag(x, TC_VIEW_EXCLUSIVE_TOUCH, 1));
    tct_resp rx = {"x", TC_HANDLED, NULL}, ry = {"y", TC_HANDLED, NULL};
    tct_record_view(x, &rx);
    tct_record_view(y, &ry);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 50, 50, 1.0));   /* x tracks */
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 250, 50, 1.1));  /* y: blocked */
    assert_ok(tct_push(s, TC_PHASE_ENDED, 2, 250, 50, 1.2));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 50, 50, 1.3));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 3, 250, 50, 1.4));  /* free again */
    tct_dispatch(s);
    assert_int_equal(tct_count_for(x), 2);
    assert_false(view_saw_id(y, 2));
    tct_entry *e[8];
    assert_int_equal(entries_for(y, e, 8), 1);
    assert_int_equal(e[0]->phase, TC_PHASE_BEGAN);
    assert_int_equal(e[0]->ids[0], 3);
    assert_ok(tc_scene_destroy(s));
}

static void test_T6_exclusive_view_gets_nothing_while_others_track(void **state) {
    (void)state;
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *x = tct_view(s, win, 0, 0, 100, 100);
    tc_view *y = tct_view(s, win, 200, 0, 100, 100);
    assert_ok(tc_view_set_flag(x, TC_VIEW_EXCLUSIVE_TOUCH, 1));
    tct_resp rx = {"x", TC_HANDLED, NULL}, ry = {"y", TC_HANDLED, NULL};
    tct_record_view(x, &rx);
    tct_record_view(y, &ry);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 250, 50, 1.0));  /* y tracks */
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 50, 50, 1.1));   /* x: refused */
    assert_ok(tct_push(s, TC_PHASE_ENDED, 2, 50, 50, 1.2));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 250, 50, 1.3));
    tct_dispatch(s);
    assert_int_equal(tct_count_for(x), 0);
    assert_int_equal(tct_count_for(y), 2);
    assert_ok(tc_scene_destroy(s));
}

/* T4, seed 002 §5.1 ("after hit-testing, the front-most view under the touch ... is associated
 * with the UITouch, and every phase of the touch event is associated with that view"): the hit-test
 * view is fixed at began. Hiding it, turning its user interaction off (or its alpha to 0), or
 * covering it with a new view while the finger is down changes nothing: the moved and the ended
 * still go to it, and the cover gets nothing. Catches an engine that re-hit-tests later phases
 * (the moved/ended would go to the window or the cover, or be dropped). */
static void test_T4_hit_view_keeps_its_touch_when_hidden_disabled_or_covered_mid_touch(void **state) {
    (void)state;
    enum { HIDE, DISABLE, TRANSPARENT, COVER, CASES };
    for (int k = 0; k < CASES; k++) {
        tct_log_reset();
        tc_scene *s = tct_scene();
        tc_view *win = tct_window(s, 0, 0, 320, 480);
        tc_view *v = tct_view(s, win, 0, 0, 200, 200);
        tct_resp rv = {"v", TC_HANDLED, NULL}, rw = {"win", TC_HANDLED, NULL},
                 rc = {"cover", TC_HANDLED, NULL};
        tct_record_view(v, &rv);
        tct_record_view(win, &rw);
        assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 50, 50, 1.0));
        tct_dispatch(s);
        assert_int_equal(g_log.n, 1);
        assert_ptr_equal(g_log.e[0].view, v);
        assert_int_equal(g_log.e[0].phase, TC_PHASE_BEGAN);
        tc_view *cover = NULL;
        switch (k) {
        case HIDE: assert_ok(tc_view_set_flag(v, TC_VIEW_HIDDEN, 1)); break;
        case DISABLE: assert_ok(tc_view_set_flag(v, TC_VIEW_USER_INTERACTION_ENABLED, 0)); break;
        case TRANSPARENT: assert_ok(tc_view_set_alpha(v, 0.0)); break;
        default:
            cover = tct_view(s, win, 0, 0, 320, 480); /* on top of v, under the finger */
            tct_record_view(cover, &rc);
            break;
        }
        /* a new hit test at the finger would no longer answer v */
        assert_true(tct_hit(win, 60, 50) != v);
        assert_ok(tct_push(s, TC_PHASE_MOVED, 1, 60, 50, 1.1));
        assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 60, 50, 1.2));
        tct_dispatch(s);
        /* every later phase to v, handled there: nothing for the window or the cover */
        assert_int_equal(g_log.n, 3);
        const int32_t phases[] = {TC_PHASE_BEGAN, TC_PHASE_MOVED, TC_PHASE_ENDED};
        for (size_t i = 0; i < 3; i++) {
            assert_int_equal(g_log.e[i].kind, TC_RESPONDER_VIEW);
            assert_ptr_equal(g_log.e[i].view, v);
            assert_int_equal(g_log.e[i].phase, phases[i]);
            assert_ptr_equal(g_log.e[i].hit_view, v);
            assert_ptr_equal(g_log.e[i].info0.view, v);
        }
        assert_near(g_log.e[2].info0.x, 60);
        if (cover != NULL) assert_int_equal(tct_count_for(cover), 0);
        assert_int_equal(tct_live(s), 0);
        assert_ok(tc_scene_destroy(s));
    }
}

/* T6, seed 002 §2 ("when a touch is delivered to a view it is also delivered to the gesture
 * recognizers of that view"), with UIKit's isMultipleTouchEnabled (false by default: the view
 * gets only the first touch): a pinch recognizer on a view with multiple touch off still gets
 * both fingers and recognizes; the view itself is handed only the first touch (began, then
 * cancelled when the pinch takes it) and never the second. Catches an engine that filters the
 * recognizers' touches by the view's multiple-touch flag (no pinch at all), or that hands the
 * view the second finger. */
static void test_T6_pinch_works_on_a_view_with_multiple_touch_off(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 320, 480);
    int32_t multi = -1;
    assert_ok(tc_view_get_flag(v, TC_VIEW_MULTIPLE_TOUCH_ENABLED, &multi));
    assert_int_equal(multi, 0); /* the default */
    tgl_view rv = {"v", TC_HANDLED};
    tgl_record_view(v, &rv);
    tc_recognizer *pinch = tgl_make_kind(s, v, TC_RECOGNIZER_PINCH, "pinch");
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 100, 200, 0.0);
    TGL_PUSH(s, TC_PHASE_BEGAN, 2, 200, 200, 0.0);
    (void)tct_dispatch(s);
    for (int i = 1; i <= 4; i++) {
        TGL_PUSH(s, TC_PHASE_MOVED, 1, 100 - 5 * i, 200, 0.02 * i);
        TGL_PUSH(s, TC_PHASE_MOVED, 2, 200 + 5 * i, 200, 0.02 * i);
        (void)tct_dispatch(s);
    }
    TGL_PUSH(s, TC_PHASE_ENDED, 1, 80, 200, 0.1);
    TGL_PUSH(s, TC_PHASE_ENDED, 2, 220, 200, 0.1);
    (void)tct_dispatch(s);
    TGL_EXPECT("v:began[1]", "pinch:BEGAN", "v:cancelled[1]", "pinch:CHANGED", "pinch:CHANGED",
               "pinch:CHANGED", "pinch:ENDED");
    const tgl_rec *b = tgl_last("pinch", TC_GESTURE_BEGAN);
    assert_int_equal(b->d.touch_count, 2); /* both fingers, though the view has only one */
    assert_ptr_equal(b->d.view, v);
    assert_true(tgl_last("pinch", TC_GESTURE_ENDED)->d.scale > 1.0); /* fingers spread */
    assert_int_equal(tgl_state(pinch), TC_GESTURE_POSSIBLE);
    assert_int_equal(tct_live(s), 0);
    assert_ok(tc_scene_destroy(s));
}

/* T6, G3: a touch a recognizer has taken from its view (the view got its cancel) no longer counts
 * against the view's multiple-touch setting. UIKit clears the taken touch's view
 * (-[UIApplication _cancelTouchesOrPresses:withEvent:includingGestures:notificationBlock:] calls
 * -[UITouchesEvent _clearViewForTouch:], which sets the touch's responder to nil; Apple's
 * UITouch.view: nil "because no view is receiving the touch"), and __startNewUITouch refuses a
 * new touch only for "other touches in the same view". A swipe takes finger 1 from V (multiple
 * touch off); finger 1 stays down; finger 2 taps V: V gets its began and ended, and nothing more of
 * finger 1. Catches an engine that counts every live touch once delivered to V (V got nothing of
 * finger 2). */
static void test_T6_touch_taken_by_a_recognizer_no_longer_blocks_a_single_touch_view(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 300, 300);
    tgl_view rv = {"v", TC_HANDLED};
    tgl_record_view(v, &rv);
    (void)tgl_make_kind(s, v, TC_RECOGNIZER_SWIPE, "swipe"); /* right, one finger */
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 50, 50, 1.0);
    TGL_PUSH(s, TC_PHASE_MOVED, 1, 100, 50, 1.05);
    TGL_PUSH(s, TC_PHASE_MOVED, 1, 200, 50, 1.1);
    (void)tct_dispatch(s);
    TGL_EXPECT("v:began[1]", "swipe:ENDED", "v:cancelled[1]");
    TGL_PUSH(s, TC_PHASE_BEGAN, 2, 200, 200, 1.3);  /* finger 1 still down */
    TGL_PUSH(s, TC_PHASE_ENDED, 2, 200, 200, 1.35);
    TGL_PUSH(s, TC_PHASE_ENDED, 1, 200, 50, 1.4);
    (void)tct_dispatch(s);
    TGL_EXPECT("v:began[1]", "swipe:ENDED", "v:cancelled[1]", "v:began[2]", "v:ended[2]");
    assert_int_equal(tct_live(s), 0);
    assert_ok(tc_scene_destroy(s));
}

/* T6, G3: an exclusive view's touch a recognizer has taken stops holding the window for it once no
 * recognizer tracks the touch either. UIKit keeps a window's exclusive-touch view after an event
 * only while some touch of the window has a responder or gesture recognizers
 * (____finishDigitizerEventDispatch_block_invoke_2 keeps such a window out of the ones it
 * releases); a recognition clears the touch's responder (_clearViewForTouch:), and a recognizer
 * that ended leaves the touch (T5). (1) A swipe takes finger 1 from exclusive E and ends; finger 1
 * stays down; finger 2 taps sibling B: B gets it. (2) A pan takes finger 1 from E and keeps
 * tracking it: finger 2 on B gets nothing; after finger 1 lifts, finger 3 on B does. Catches an
 * engine that counts every live touch once delivered to E (B got nothing in (1)), or one that
 * drops the exclusive view as soon as its touch is taken (B got finger 2 in (2)). */
static void test_T6_touch_taken_by_a_recognizer_releases_the_exclusive_view(void **state) {
    (void)state;
    for (int pan = 0; pan <= 1; pan++) {
        tgl_reset();
        tc_scene *s = tct_scene();
        tc_view *win = tct_window(s, 0, 0, 320, 480);
        tc_view *e = tct_view(s, win, 0, 0, 300, 200);
        tc_view *b = tct_view(s, win, 0, 250, 300, 200);
        assert_ok(tc_view_set_flag(e, TC_VIEW_EXCLUSIVE_TOUCH, 1));
        tgl_view re = {"e", TC_HANDLED}, rb = {"b", TC_HANDLED};
        tgl_record_view(e, &re);
        tgl_record_view(b, &rb);
        (void)tgl_make_kind(s, e, pan ? TC_RECOGNIZER_PAN : TC_RECOGNIZER_SWIPE, pan ? "pan" : "swipe");
        TGL_PUSH(s, TC_PHASE_BEGAN, 1, 50, 50, 1.0);
        TGL_PUSH(s, TC_PHASE_MOVED, 1, 100, 50, 1.05);
        TGL_PUSH(s, TC_PHASE_MOVED, 1, 200, 50, 1.1);
        (void)tct_dispatch(s);
        assert_int_equal(tgl_count("e:cancelled[1]"), 1); /* taken from E */
        TGL_PUSH(s, TC_PHASE_BEGAN, 2, 50, 300, 1.3);     /* finger 1 still down */
        TGL_PUSH(s, TC_PHASE_ENDED, 2, 50, 300, 1.35);
        (void)tct_dispatch(s);
        if (!pan) {
            TGL_EXPECT("e:began[1]", "swipe:ENDED", "e:cancelled[1]", "b:began[2]", "b:ended[2]");
        } else {
            assert_int_equal(tgl_count("b:began[2]"), 0); /* the pan still tracks finger 1 */
            assert_int_equal(tgl_count("b:ended[2]"), 0);
            assert_int_equal(tgl_last("pan", 0)->d.state, TC_GESTURE_CHANGED);
            TGL_PUSH(s, TC_PHASE_ENDED, 1, 200, 50, 1.4);
            TGL_PUSH(s, TC_PHASE_BEGAN, 3, 50, 300, 1.5);
            TGL_PUSH(s, TC_PHASE_ENDED, 3, 50, 300, 1.55);
            (void)tct_dispatch(s);
            assert_int_equal(tgl_count("pan:ENDED"), 1);
            assert_int_equal(tgl_count("b:began[3]"), 1);
            assert_int_equal(tgl_count("b:ended[3]"), 1);
        }
        assert_int_equal(tct_live(s), pan ? 0 : 1);
        assert_ok(tc_scene_destroy(s));
    }
}

/* ---- refused samples ----------------------------------------------------- */

static void test_T1_unknown_touch_refused(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tct_window(s, 0, 0, 320, 480);
    assert_int_equal(tct_push(s, TC_PHASE_MOVED, 99, 1, 1, 1.0), TC_ERR_UNKNOWN_TOUCH);
    assert_int_equal(tct_push(s, TC_PHASE_ENDED, 99, 1, 1, 1.0), TC_ERR_UNKNOWN_TOUCH);
    assert_int_equal(tct_push(s, TC_PHASE_CANCELLED, 99, 1, 1, 1.0), TC_ERR_UNKNOWN_TOUCH);
    assert_int_equal(tct_push(s, TC_PHASE_STATIONARY, 99, 1, 1, 1.0), TC_ERR_UNKNOWN_TOUCH);
    assert_true(strlen(tc_scene_last_error(s)) > 0);
    assert_int_equal(tct_queued(s), 0);
    /* an ended id is not live any more, even before dispatch */
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 1, 1, 1.0));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 1, 1, 1.1));
    assert_int_equal(tct_push(s, TC_PHASE_MOVED, 1, 1, 1, 1.2), TC_ERR_UNKNOWN_TOUCH);
    assert_int_equal(tct_queued(s), 2);
    assert_int_equal(tct_dispatch(s), 2);
    assert_near(tct_now(s), 1.1);
    assert_ok(tc_scene_destroy(s));
}

static void test_T1_duplicate_began_refused(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tct_window(s, 0, 0, 320, 480);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 1, 1, 1.0));
    assert_int_equal(tct_push(s, TC_PHASE_BEGAN, 1, 5, 5, 1.0), TC_ERR_DUPLICATE_TOUCH);
    assert_int_equal(tct_queued(s), 1);
    tct_dispatch(s);
    assert_int_equal(tct_push(s, TC_PHASE_BEGAN, 1, 5, 5, 2.0), TC_ERR_DUPLICATE_TOUCH);
    assert_int_equal(tct_queued(s), 0);
    assert_int_equal(tct_live(s), 1);
    /* ended (queued) frees the id */
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 5, 5, 2.0));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 5, 5, 2.5));
    assert_int_equal(tct_dispatch(s), 2);
    assert_int_equal(tct_live(s), 1);
    assert_ok(tc_scene_destroy(s));
}

static void test_T1_non_finite_numbers_refused(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tct_window(s, 0, 0, 320, 480);
    assert_int_equal(tct_push(s, TC_PHASE_BEGAN, 1, NAN, 1, 1.0), TC_ERR_NOT_FINITE);
    assert_int_equal(tct_push(s, TC_PHASE_BEGAN, 1, 1, INFINITY, 1.0), TC_ERR_NOT_FINITE);
    assert_int_equal(tct_push(s, TC_PHASE_BEGAN, 1, 1, 1, NAN), TC_ERR_NOT_FINITE);
    tc_touch_sample smp = tct_sample(TC_PHASE_BEGAN, 1, 1, 1, 1.0);
    smp.force = NAN;
    assert_int_equal(tc_scene_push_touch(s, &smp), TC_ERR_NOT_FINITE);
    smp.force = 0;
    smp.major_radius = INFINITY;
    assert_int_equal(tc_scene_push_touch(s, &smp), TC_ERR_NOT_FINITE);
    assert_int_equal(tct_queued(s), 0);
    /* a live touch moved to NaN: refused, its state unchanged */
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 10, 20, 1.0));
    tct_dispatch(s);
    assert_int_equal(tct_push(s, TC_PHASE_MOVED, 1, NAN, 20, 2.0), TC_ERR_NOT_FINITE);
    assert_int_equal(tct_queued(s), 0);
    tc_touch *t = NULL;
    assert_ok(tc_scene_find_touch(s, 1, &t));
    tc_touch_info info;
    memset(&info, 0, sizeof info);
    info.size = sizeof info;
    assert_ok(tc_touch_get_info(t, &info));
    assert_near(info.x, 10);
    assert_near(info.y, 20);
    assert_near(tct_now(s), 1.0);
    assert_ok(tc_scene_destroy(s));
}

static void test_T1_bad_enum_size_and_range_refused(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tct_window(s, 0, 0, 320, 480);
    tc_touch_sample smp = tct_sample(TC_PHASE_BEGAN, 1, 1, 1, 1.0);
    smp.phase = 0;
    assert_int_equal(tc_scene_push_touch(s, &smp), TC_ERR_UNKNOWN_ENUM);
    smp.phase = 42;
    assert_int_equal(tc_scene_push_touch(s, &smp), TC_ERR_UNKNOWN_ENUM);
    smp.phase = TC_PHASE_BEGAN;
    smp.type = 0;
    assert_int_equal(tc_scene_push_touch(s, &smp), TC_ERR_UNKNOWN_ENUM);
    smp.type = 9;
    assert_int_equal(tc_scene_push_touch(s, &smp), TC_ERR_UNKNOWN_ENUM);
    smp.type = TC_TOUCH_DIRECT;
    smp.force = -1;
    assert_int_equal(tc_scene_push_touch(s, &smp), TC_ERR_INVALID_ARGUMENT);
    smp.force = 0;
    smp.major_radius = -0.5;
    assert_int_equal(tc_scene_push_touch(s, &smp), TC_ERR_INVALID_ARGUMENT);
    smp.major_radius = 0;
    smp.max_force = -2;
    assert_int_equal(tc_scene_push_touch(s, &smp), TC_ERR_INVALID_ARGUMENT);
    smp.max_force = 0;
    smp.size = 0;
    assert_int_equal(tc_scene_push_touch(s, &smp), TC_ERR_STRUCT_SIZE);
    smp.size = 8;
    assert_int_equal(tc_scene_push_touch(s, &smp), TC_ERR_STRUCT_SIZE);
    assert_int_equal(tct_queued(s), 0);
    smp.size = sizeof smp;
    assert_ok(tc_scene_push_touch(s, &smp));
    assert_int_equal(tct_queued(s), 1);
    assert_ok(tc_scene_destroy(s));
}

static void test_T1_too_many_touches_refused(void **state) {
    (void)state;
    tc_scene *s = tct_scene_max_touches(2);
    tct_window(s, 0, 0, 320, 480);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 1, 1, 1.0));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 2, 2, 1.0));
    assert_int_equal(tct_push(s, TC_PHASE_BEGAN, 3, 3, 3, 1.0), TC_ERR_TOO_MANY_TOUCHES);
    assert_int_equal(tct_queued(s), 2);
    tct_dispatch(s);
    assert_int_equal(tct_live(s), 2);
    assert_int_equal(tct_push(s, TC_PHASE_BEGAN, 3, 3, 3, 2.0), TC_ERR_TOO_MANY_TOUCHES);
    assert_int_equal(tct_queued(s), 0);
    /* an ended queued before frees a slot */
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 1, 1, 2.0));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 3, 3, 3, 2.5));
    assert_int_equal(tct_dispatch(s), 2);
    assert_int_equal(tct_live(s), 2);
    tc_touch *t = NULL;
    assert_ok(tc_scene_find_touch(s, 3, &t));
    assert_ok(tc_scene_destroy(s));
}

static void test_E2_end_and_begin_in_one_event_at_touch_limit(void **state) {
    (void)state;
    /* At the touch limit, one finger lifts and another lands in the same
     * sample batch (same timestamp: one event, E2). push_touch accepted the
     * began (the ended frees a slot), so it must not be lost at dispatch. */
    tct_log_reset();
    tc_scene *s = tct_scene_max_touches(2);
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 320, 480);
    assert_ok(tc_view_set_flag(v, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    tct_resp r = {"v", TC_HANDLED, NULL};
    tct_record_view(v, &r);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 1, 1, 1.0));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 2, 2, 1.0));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 1, 1, 2.0));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 3, 3, 3, 2.0));
    assert_int_equal(tct_dispatch(s), 2);
    assert_int_equal(tct_live(s), 2);
    tc_touch *t = NULL;
    assert_ok(tc_scene_find_touch(s, 3, &t));
    assert_true(view_saw_id(v, 3));
    assert_ok(tc_scene_destroy(s));
}

static void test_T1_began_without_window_refused(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    assert_int_equal(tct_push(s, TC_PHASE_BEGAN, 1, 1, 1, 1.0), TC_ERR_STATE);
    assert_int_equal(tct_queued(s), 0);
    tc_view *v = tct_view(s, NULL, 0, 0, 10, 10);
    tc_touch_sample smp = tct_sample(TC_PHASE_BEGAN, 1, 1, 1, 1.0);
    smp.window = v; /* not a window */
    int32_t st = tc_scene_push_touch(s, &smp);
    assert_true(st == TC_ERR_STATE || st == TC_ERR_INVALID_ARGUMENT);
    assert_int_equal(tct_queued(s), 0);
    assert_ok(tc_scene_destroy(s));
}

/* ---- issue 11: grouping, and tap chains broken by drags and cancels ------ */

/* E2: a second sample for a touch already in the group ends the group, even
 * at the same timestamp: the samples of one touch are never merged into one
 * event. Four samples at t = 1 give three events: {began 1}, {moved 1,
 * began 2}, {ended 1}. */
static void test_E2_second_sample_of_a_touch_at_same_timestamp_starts_new_event(void **state) {
    (void)state;
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 200, 200);
    assert_ok(tc_view_set_flag(v, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    tct_resp r = {"v", TC_HANDLED, NULL};
    tct_record_view(v, &r);
    /* accepted at push time: validation counts the queued began of 1 */
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, 1.0));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 1, 20, 10, 1.0));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 50, 50, 1.0));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 20, 10, 1.0));
    assert_int_equal(tct_queued(s), 4);
    assert_int_equal(tct_dispatch(s), 3);
    assert_int_equal(g_log.n, 4);
    /* event 1: began of 1 alone, at (10, 10) */
    assert_int_equal(g_log.e[0].phase, TC_PHASE_BEGAN);
    assert_int_equal(g_log.e[0].count, 1);
    assert_int_equal(g_log.e[0].ids[0], 1);
    assert_int_equal(g_log.e[0].all_count, 1);
    assert_near(g_log.e[0].info0.x, 10);
    /* event 2: began of 2, then moved of 1 (E3: phase by phase) */
    assert_int_equal(g_log.e[1].phase, TC_PHASE_BEGAN);
    assert_int_equal(g_log.e[1].count, 1);
    assert_int_equal(g_log.e[1].ids[0], 2);
    assert_int_equal(g_log.e[1].all_count, 2);
    assert_int_equal(g_log.e[2].phase, TC_PHASE_MOVED);
    assert_int_equal(g_log.e[2].count, 1);
    assert_int_equal(g_log.e[2].ids[0], 1);
    assert_int_equal(g_log.e[2].all_count, 2);
    assert_near(g_log.e[2].info0.x, 20);
    assert_near(g_log.e[2].info0.prev_x, 10);
    /* event 3: ended of 1 alone; 2 is live and stationary */
    assert_int_equal(g_log.e[3].phase, TC_PHASE_ENDED);
    assert_int_equal(g_log.e[3].count, 1);
    assert_int_equal(g_log.e[3].ids[0], 1);
    assert_int_equal(g_log.e[3].all_count, 2);
    for (size_t i = 0; i < 4; i++) assert_near(g_log.e[i].timestamp, 1.0);
    assert_int_equal(tct_live(s), 1);

    /* an id ended and begun again at one timestamp: two events, and the
     * new touch is live afterwards */
    tct_log_reset();
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 3, 100, 100, 2.0));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 3, 100, 100, 2.5));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 3, 150, 150, 2.5));
    assert_int_equal(tct_dispatch(s), 3);
    assert_int_equal(g_log.n, 3);
    assert_int_equal(g_log.e[0].phase, TC_PHASE_BEGAN);
    assert_int_equal(g_log.e[1].phase, TC_PHASE_ENDED);
    assert_near(g_log.e[1].info0.x, 100);
    assert_int_equal(g_log.e[2].phase, TC_PHASE_BEGAN);
    assert_int_equal(g_log.e[2].ids[0], 3);
    assert_near(g_log.e[2].info0.x, 150);
    assert_int_equal(tct_live(s), 2);
    tc_touch *t3 = NULL;
    assert_ok(tc_scene_find_touch(s, 3, &t3));
    tc_touch_info info;
    memset(&info, 0, sizeof info);
    info.size = (uint32_t)sizeof info;
    assert_ok(tc_touch_get_info(t3, &info));
    assert_int_equal(info.phase, TC_PHASE_BEGAN);
    assert_near(info.x, 150);
    assert_ok(tc_scene_destroy(s));
}

/* The tap count the view saw at the began of touch `id` (the first began
 * entry for it in g_log), or fail. */
static int32_t began_tap_count(int64_t id) {
    for (size_t i = 0; i < g_log.n; i++)
        if (g_log.e[i].phase == TC_PHASE_BEGAN && g_log.e[i].ids[0] == id)
            return g_log.e[i].info0.tap_count;
    fail_msg("no began of touch %lld in the log", (long long)id);
    return -1;
}

/* T3: a touch that travels more than the tap radius from where it began
 * leaves no previous tap -- whether the next touch begins near where the drag
 * ended or near where it began, and it breaks a chain in progress. */
/* T3: travel counts wherever it happened. A touch dragged 100 pt away and back to where it
 * began is no tap, and neither is one whose only excursion is in its coalesced points (P6):
 * the next touch there counts 1. (The engine used to compare only the lift with the start:
 * count 2.) A touch that stays within the radius on its way still chains. */
static void test_T3_touch_dragged_away_and_back_leaves_no_previous_tap(void **state) {
    (void)state;
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 320, 480);
    tct_resp r = {"v", TC_HANDLED, NULL};
    tct_record_view(v, &r);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 100, 100, 1.00));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 1, 200, 100, 1.02));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 1, 100, 100, 1.04));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 100, 100, 1.06));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 100, 100, 1.10));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 2, 100, 100, 1.12));
    tct_dispatch(s);
    assert_int_equal(began_tap_count(1), 1);
    assert_int_equal(began_tap_count(2), 1);

    /* Within the radius all the way (29 pt out and back): the chain goes on. */
    tct_log_reset();
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 3, 100, 300, 3.00));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 3, 129, 300, 3.02));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 3, 100, 300, 3.04));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 4, 100, 300, 3.10));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 4, 100, 300, 3.12));
    tct_dispatch(s);
    assert_int_equal(began_tap_count(3), 1);
    assert_int_equal(began_tap_count(4), 2);

    /* The excursion only in the coalesced points of the moved sample. */
    tct_log_reset();
    tc_touch_point pts[2];
    TC_TOUCH_POINT_INIT(&pts[0]);
    TC_TOUCH_POINT_INIT(&pts[1]);
    pts[0].timestamp = 5.01; pts[0].x = 200; pts[0].y = 100;
    pts[1].timestamp = 5.02; pts[1].x = 150; pts[1].y = 100;
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 5, 100, 100, 5.00));
    tc_touch_sample m = tct_sample(TC_PHASE_MOVED, 5, 101, 100, 5.03);
    m.coalesced = pts;
    m.coalesced_count = 2;
    assert_ok(tc_scene_push_touch(s, &m));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 5, 101, 100, 5.04));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 6, 101, 100, 5.10));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 6, 101, 100, 5.12));
    tct_dispatch(s);
    assert_int_equal(began_tap_count(5), 1);
    assert_int_equal(began_tap_count(6), 1);
    assert_ok(tc_scene_destroy(s));
}

static void test_T3_dragged_touch_leaves_no_previous_tap(void **state) {
    (void)state;
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 320, 480);
    tct_resp r = {"v", TC_HANDLED, NULL};
    tct_record_view(v, &r);
    /* A chain in progress: tap 1 at (100, 100), 1.00-1.05. Touch 2 begins
     * there at 1.10 (count 2), is dragged 102 pt to the right in steps, the
     * last one 2 pt, and lifts at (202, 100) at 1.20. */
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 100, 100, 1.00));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 100, 100, 1.05));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 100, 100, 1.10));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 2, 130, 100, 1.12));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 2, 160, 100, 1.14));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 2, 200, 100, 1.16));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 2, 202, 100, 1.18));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 2, 202, 100, 1.20));
    /* Touch 3 begins at the drag's starting point 0.10 s after its lift (and
     * 0.25 s after tap 1 ended there): the drag ended the chain, count 1. */
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 3, 100, 100, 1.30));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 3, 100, 100, 1.35));
    tct_dispatch(s);
    assert_int_equal(began_tap_count(1), 1);
    assert_int_equal(began_tap_count(2), 2);
    assert_int_equal(began_tap_count(3), 1);

    /* A drag on its own, on the x axis only: from (100, 300) to (160, 300)
     * (60 pt > 30), last step 1 pt, lifted where it last moved. The next
     * touch begins exactly where it lifted, 0.1 s later: count 1. */
    tct_log_reset();
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 4, 100, 300, 3.00));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 4, 159, 300, 3.05));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 4, 160, 300, 3.10));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 4, 160, 300, 3.15));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 5, 160, 300, 3.25));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 5, 160, 300, 3.30));
    tct_dispatch(s);
    assert_int_equal(began_tap_count(4), 1);
    assert_int_equal(began_tap_count(5), 1);

    /* The same on the y axis only, and the next touch back at the drag's
     * starting point: count 1. */
    tct_log_reset();
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 6, 250, 100, 5.00));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 6, 250, 140, 5.05));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 6, 250, 140, 5.10));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 7, 250, 100, 5.20));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 7, 250, 100, 5.25));
    /* and the chain starts again from touch 7, a tap */
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 8, 250, 100, 5.40));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 8, 250, 100, 5.45));
    tct_dispatch(s);
    assert_int_equal(began_tap_count(6), 1);
    assert_int_equal(began_tap_count(7), 1);
    assert_int_equal(began_tap_count(8), 2);
    assert_ok(tc_scene_destroy(s));
}

/* T3: a cancelled touch leaves no previous tap, and the tap before it no
 * longer counts. */
static void test_T3_cancelled_touch_resets_tap_chain(void **state) {
    (void)state;
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 320, 480);
    tct_resp r = {"v", TC_HANDLED, NULL};
    tct_record_view(v, &r);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 100, 100, 1.00));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 100, 100, 1.05));
    /* touch 2: a second tap (count 2) that is cancelled where it began */
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 100, 100, 1.10));
    assert_ok(tct_push(s, TC_PHASE_CANCELLED, 2, 100, 100, 1.15));
    /* touch 3, same place, 0.05 s after the cancel and 0.15 s after tap 1:
     * count 1 */
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 3, 100, 100, 1.20));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 3, 100, 100, 1.25));
    /* and a new chain from touch 3 */
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 4, 100, 100, 1.30));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 4, 100, 100, 1.35));
    tct_dispatch(s);
    assert_int_equal(began_tap_count(1), 1);
    assert_int_equal(began_tap_count(2), 2);
    assert_int_equal(began_tap_count(3), 1);
    assert_int_equal(began_tap_count(4), 2);
    assert_ok(tc_scene_destroy(s));
}

/* T1, E3: a touch pushed STATIONARY reads exactly as one left out of the event (UIKit's
 * timestamp is "the time ... the touch originated or was last changed"): its timestamp and
 * previous location stay those of its last move, it is in all_touches and not in touches,
 * and an event of stationary samples alone is delivered to nobody. (The engine took the
 * stationary sample's time and made the touch's location its previous one.) */
static void test_T1_stationary_sample_reads_as_the_touch_left_out(void **state) {
    (void)state;
    for (int pushed = 0; pushed < 2; pushed++) {
        tc_scene *s = tct_scene();
        tc_view *w = tct_window(s, 0, 0, 320, 480);
        tc_view *v = tct_view(s, w, 0, 0, 320, 480);
        assert_ok(tc_view_set_flag(v, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
        tct_resp rp = {"v", TC_HANDLED, NULL};
        tct_record_view(v, &rp);
        assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 100, 100, 1.0));
        assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 200, 100, 1.0));
        assert_int_equal(tct_dispatch(s), 1);
        assert_ok(tct_push(s, TC_PHASE_MOVED, 2, 210, 100, 2.0));
        assert_int_equal(tct_dispatch(s), 1);
        tct_log_reset();
        assert_ok(tct_push(s, TC_PHASE_MOVED, 1, 110, 100, 3.0));
        if (pushed) assert_ok(tct_push(s, TC_PHASE_STATIONARY, 2, 210, 100, 3.0));
        assert_int_equal(tct_dispatch(s), 1);
        assert_int_equal(g_log.n, 1);
        assert_int_equal(g_log.e[0].phase, TC_PHASE_MOVED);
        assert_int_equal(g_log.e[0].count, 1);
        assert_int_equal(g_log.e[0].ids[0], 1);
        assert_int_equal(g_log.e[0].all_count, 2);
        tc_touch_info two = tct_touch_info(s, 2);
        assert_int_equal(two.phase, TC_PHASE_STATIONARY);
        assert_near(two.timestamp, 2.0);
        assert_near(two.x, 210);
        assert_near(two.prev_x, 200);
        /* an event of a stationary sample alone: one event, no delivery, nothing changed */
        if (pushed) {
            assert_ok(tct_push(s, TC_PHASE_STATIONARY, 2, 210, 100, 4.0));
            assert_int_equal(tct_dispatch(s), 1);
            assert_int_equal(g_log.n, 1);
            two = tct_touch_info(s, 2);
            assert_near(two.timestamp, 2.0);
            assert_near(two.prev_x, 200);
        }
        assert_ok(tc_scene_destroy(s));
    }
}

/* T1: a stationary sample that is not where the touch's previous sample left it, or that
 * carries coalesced or predicted points or expected updates, says the touch moved: it is
 * refused (TC_ERR_INVALID_ARGUMENT) and queues nothing; in a batch the check is against the
 * samples before it, and a refused batch leaves the pushed state as it was. (The engine took
 * the sample's location: the touch jumped with no moved delivered.) */
static void test_T1_stationary_sample_that_moved_or_carries_points_is_refused(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tct_window(s, 0, 0, 320, 480);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 100, 100, 1.0));
    assert_int_equal(tct_dispatch(s), 1);
    assert_int_equal(tct_push(s, TC_PHASE_STATIONARY, 1, 180, 100, 2.0), TC_ERR_INVALID_ARGUMENT);
    assert_int_equal(tct_queued(s), 0);
    tc_touch_point p;
    TC_TOUCH_POINT_INIT(&p);
    p.timestamp = 1.5; p.x = 100; p.y = 100;
    tc_touch_sample st = tct_sample(TC_PHASE_STATIONARY, 1, 100, 100, 2.0);
    st.coalesced = &p; st.coalesced_count = 1;
    assert_int_equal(tc_scene_push_touch(s, &st), TC_ERR_INVALID_ARGUMENT);
    st = tct_sample(TC_PHASE_STATIONARY, 1, 100, 100, 2.0);
    p.timestamp = 2.5;
    st.predicted = &p; st.predicted_count = 1;
    assert_int_equal(tc_scene_push_touch(s, &st), TC_ERR_INVALID_ARGUMENT);
    st = tct_sample(TC_PHASE_STATIONARY, 1, 100, 100, 2.0);
    st.estimated_properties = st.expecting_updates = TC_PROPERTY_FORCE;
    assert_int_equal(tc_scene_push_touch(s, &st), TC_ERR_INVALID_ARGUMENT);
    assert_int_equal(tct_queued(s), 0);
    /* a batch: the moved sample before it sets where the stationary one must be */
    tc_touch_sample b[2] = {tct_sample(TC_PHASE_MOVED, 1, 120, 100, 2.0),
                            tct_sample(TC_PHASE_STATIONARY, 1, 100, 100, 3.0)};
    size_t failed = 99;
    assert_int_equal(tc_scene_push_touches(s, b, 2, &failed), TC_ERR_INVALID_ARGUMENT);
    assert_int_equal(failed, 1);
    assert_int_equal(tct_queued(s), 0);
    /* refused, so the touch is still at (100, 100) as far as pushing goes */
    assert_ok(tct_push(s, TC_PHASE_STATIONARY, 1, 100, 100, 2.0));
    b[1] = tct_sample(TC_PHASE_STATIONARY, 1, 120, 100, 3.0);
    b[0].timestamp = 2.5;
    assert_ok(tc_scene_push_touches(s, b, 2, &failed));
    assert_int_equal(tct_dispatch(s), 3);
    tc_touch_info one = tct_touch_info(s, 1);
    assert_near(one.x, 120);
    assert_near(one.timestamp, 2.5);
    assert_ok(tc_scene_destroy(s));
}

/* T1: UIKit calls touchesMoved "when the location or force of a touch changes", so a touch
 * whose force changed is moved, not stationary. A stationary sample at the touch's point but
 * with another force was accepted and its force lost; it is refused like one at another point,
 * and the refusal changes nothing (the previous force is still what a stationary sample needs,
 * and a moved sample's force becomes the new one). */
static void test_T1_stationary_sample_with_changed_force_refused(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tct_window(s, 0, 0, 320, 480);
    tc_touch_sample b = tct_sample(TC_PHASE_BEGAN, 1, 100, 100, 1.0);
    b.force = 0.5; b.max_force = 6;
    assert_ok(tc_scene_push_touch(s, &b));
    assert_int_equal(tct_dispatch(s), 1);
    tc_touch_sample st = tct_sample(TC_PHASE_STATIONARY, 1, 100, 100, 2.0);
    st.force = 3.0; st.max_force = 6;
    assert_int_equal(tc_scene_push_touch(s, &st), TC_ERR_INVALID_ARGUMENT);
    assert_non_null(strstr(tc_scene_last_error(s), "force"));
    assert_int_equal(tct_queued(s), 0);
    /* in a batch, after a moved sample that changed the force: the moved one's force counts */
    tc_touch_sample m[2] = {tct_sample(TC_PHASE_MOVED, 1, 100, 100, 2.0),
                            tct_sample(TC_PHASE_STATIONARY, 1, 100, 100, 2.5)};
    m[0].force = 2.0; m[0].max_force = 6;
    m[1].force = 0.5; m[1].max_force = 6;
    size_t failed = 99;
    assert_int_equal(tc_scene_push_touches(s, m, 2, &failed), TC_ERR_INVALID_ARGUMENT);
    assert_int_equal(failed, 1);
    assert_int_equal(tct_queued(s), 0);
    /* nothing changed: the same force is still a stationary sample */
    st.force = 0.5;
    assert_ok(tc_scene_push_touch(s, &st));
    assert_int_equal(tct_dispatch(s), 1);
    tc_touch_info one = tct_touch_info(s, 1);
    assert_near(one.force, 0.5);
    assert_near(one.timestamp, 1.0);
    /* the force change pushed as moved is taken */
    m[0].timestamp = 3.0; m[0].force = 3.0;
    assert_ok(tc_scene_push_touch(s, &m[0]));
    assert_int_equal(tct_dispatch(s), 1);
    one = tct_touch_info(s, 1);
    assert_near(one.force, 3.0);
    assert_near(one.timestamp, 3.0);
    st.timestamp = 4.0; st.force = 3.0;
    assert_ok(tc_scene_push_touch(s, &st));
    assert_ok(tc_scene_destroy(s));
}

/* T1, P5: a location update of a touch's latest sample does not move the touch (it shows the
 * update only while the update is delivered: UIKit puts the live touch back after
 * touchesEstimatedPropertiesUpdated:), so a stationary sample after it must be where the sample
 * was, not where the update said. (The engine moved the touch to the update's location and
 * expected the stationary sample there.) */
static void test_T1_stationary_sample_is_where_the_sample_was_after_a_location_update(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tct_window(s, 0, 0, 320, 480);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 100, 100, 1.0));
    tc_touch_sample m = tct_sample(TC_PHASE_MOVED, 1, 110, 100, 1.1);
    m.estimated_properties = m.expecting_updates = TC_PROPERTY_LOCATION;
    m.estimation_update_index = 7;
    assert_ok(tc_scene_push_touch(s, &m));
    tc_touch_update u;
    TC_TOUCH_UPDATE_INIT(&u);
    u.properties = TC_PROPERTY_LOCATION;
    u.id = 1;
    u.estimation_update_index = 7;
    u.timestamp = 1.15;
    u.x = 112; u.y = 101;
    assert_ok(tc_scene_push_touch_update(s, &u));
    assert_int_equal(tct_push(s, TC_PHASE_STATIONARY, 1, 112, 101, 1.2), TC_ERR_INVALID_ARGUMENT);
    assert_ok(tct_push(s, TC_PHASE_STATIONARY, 1, 110, 100, 1.2));
    assert_int_equal(tct_dispatch(s), 4);
    assert_near(tct_touch_info(s, 1).x, 110);
    assert_near(tct_touch_info(s, 1).y, 100);
    assert_ok(tc_scene_destroy(s));
}

/* G4, T2: a held began shows the touch as it was when held (UIKit loads the state it saved,
 * stateWhenDelayed, for the delivery): its location, previous location and timestamp are the
 * touch-down's, however far it moved before the recognizer failed; the follow-up moved shows
 * it as it is now. (The engine showed the latest location in the began.) */
static void test_G4_held_began_shows_the_touch_as_it_was_when_held(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 320, 480);
    tct_resp rp = {"v", TC_HANDLED, NULL};
    tct_record_view(v, &rp);
    tc_recognizer_params p;
    p.size = (uint32_t)sizeof p;
    assert_ok(tc_recognizer_params_init(&p, TC_RECOGNIZER_TAP));
    p.delays_touches_began = 1;
    tc_recognizer *tap = NULL;
    assert_ok(tc_recognizer_create(s, &p, &tap));
    assert_ok(tc_recognizer_attach(tap, v));
    tct_log_reset();
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 100, 100, 0.00));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 1, 104, 100, 0.01));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 1, 150, 100, 0.03));   /* past the tap's movement: fails */
    (void)tct_dispatch(s);
    assert_int_equal(g_log.n, 2);
    assert_int_equal(g_log.e[0].phase, TC_PHASE_BEGAN);
    assert_near(g_log.e[0].timestamp, 0.0);
    assert_near(g_log.e[0].info0.x, 100);
    assert_near(g_log.e[0].info0.prev_x, 100);
    assert_near(g_log.e[0].info0.timestamp, 0.0);
    assert_int_equal(g_log.e[0].info0.phase, TC_PHASE_BEGAN);
    assert_int_equal(g_log.e[1].phase, TC_PHASE_MOVED);
    assert_near(g_log.e[1].info0.x, 150);
    assert_near(g_log.e[1].info0.timestamp, 0.03);
    /* after the deliveries the touch reads as it is */
    assert_near(tct_touch_info(s, 1).x, 150);
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 150, 100, 0.05));
    (void)tct_dispatch(s);
    assert_ok(tc_scene_destroy(s));
}

/* G4 (the spec's rule: "If every recognizer fails, the view gets began and then only the
 * latest moved, then live delivery"), T2: a long press that delays touches began fails when
 * its touch lifts after moving a little: the view gets the held began (as the touch was at
 * the touch-down), then the latest held moved (as the touch was at that sample: location,
 * previous location, timestamp), then the ended, in the order of their times. (The engine,
 * as UIKit's one follow-up copy, sent began then ended and no moved.) */
static void test_G4_failing_at_the_lift_delivers_began_latest_moved_then_ended(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 320, 480);
    tct_resp rp = {"v", TC_HANDLED, NULL};
    tct_record_view(v, &rp);
    tc_recognizer_params lp;
    lp.size = (uint32_t)sizeof lp;
    assert_ok(tc_recognizer_params_init(&lp, TC_RECOGNIZER_LONG_PRESS));
    lp.delays_touches_began = 1;
    lp.allowable_movement = 100;
    tc_recognizer *press = NULL;
    assert_ok(tc_recognizer_create(s, &lp, &press));
    assert_ok(tc_recognizer_attach(press, v));
    tct_log_reset();
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 50, 50, 1.00));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 2, 55, 50, 1.03));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 2, 60, 50, 1.05));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 2, 70, 50, 1.10));      /* lifted before 0.5 s: fails */
    (void)tct_dispatch(s);
    assert_int_equal(g_log.n, 3);
    assert_int_equal(g_log.e[0].phase, TC_PHASE_BEGAN);
    assert_near(g_log.e[0].timestamp, 1.00);
    assert_near(g_log.e[0].info0.x, 50);
    assert_int_equal(g_log.e[1].phase, TC_PHASE_MOVED);
    assert_near(g_log.e[1].timestamp, 1.05);
    assert_int_equal(g_log.e[1].info0.phase, TC_PHASE_MOVED);
    assert_near(g_log.e[1].info0.x, 60);
    assert_near(g_log.e[1].info0.prev_x, 55);
    assert_near(g_log.e[1].info0.timestamp, 1.05);
    assert_int_equal(g_log.e[2].phase, TC_PHASE_ENDED);
    assert_near(g_log.e[2].timestamp, 1.10);
    assert_near(g_log.e[2].info0.x, 70);
    assert_near(g_log.e[2].info0.prev_x, 60);
    assert_ok(tc_scene_destroy(s));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_E2_same_timestamp_forms_one_event),
        cmocka_unit_test(test_E2_different_timestamps_separate_events),
        cmocka_unit_test(test_E2_fifo_order),
        cmocka_unit_test(test_E2_queue_capacity_limit),
        cmocka_unit_test(test_E2_push_touches_all_or_nothing),
        cmocka_unit_test(test_E2_push_touches_larger_struct_stride),
        cmocka_unit_test(test_E2_batch_samples_do_not_inherit_fields),
        cmocka_unit_test(test_E3_all_touches_include_unchanged_touches),
        cmocka_unit_test(test_E3_one_views_phases_are_delivered_together),
        cmocka_unit_test(test_E4_clock_moves_only_when_host_says),
        cmocka_unit_test(test_E4_advance_dispatches_due_inputs_only),
        cmocka_unit_test(test_E4_sample_earlier_than_clock_refused),
        cmocka_unit_test(test_E4_time_backwards_sample_refused_nothing_lost),
        cmocka_unit_test(test_E4_same_inputs_same_callbacks),
        cmocka_unit_test(test_E4_samples_pushed_from_callback_dispatched_same_call),
        cmocka_unit_test(test_T1_touch_info_fields),
        cmocka_unit_test(test_T1_touch_info_struct_size),
        cmocka_unit_test(test_T1_find_touch_and_live_count),
        cmocka_unit_test(test_T1_touch_in_second_window),
        cmocka_unit_test(test_T2_timestamp_is_sample_time),
        cmocka_unit_test(test_T3_double_tap_counts_two),
        cmocka_unit_test(test_T3_late_tap_counts_one),
        cmocka_unit_test(test_T3_G8_tap_at_the_interval_boundary_counts_as_the_recognizer_does),
        cmocka_unit_test(test_T3_far_tap_counts_one),
        cmocka_unit_test(test_T3_radius_measured_from_end_location),
        cmocka_unit_test(test_T3_tap_interval_configurable),
        cmocka_unit_test(test_T3_two_finger_double_tap_counts_two_for_both_fingers),
        cmocka_unit_test(test_T3_taps_at_two_places_keep_two_sequences),
        cmocka_unit_test(test_T3_touch_joins_the_nearest_previous_tap),
        cmocka_unit_test(test_T3_touches_together_share_a_previous_tap_and_a_touch_still_down_is_none),
        cmocka_unit_test(test_T3_previous_taps_kept_up_to_max_touches_the_earliest_ended_forgotten),
        cmocka_unit_test(test_T3_touch_held_tap_duration_leaves_no_previous_tap),
        cmocka_unit_test(test_T3_tap_duration_configurable),
        cmocka_unit_test(test_T4_hit_view_keeps_touch_after_leaving),
        cmocka_unit_test(test_T4_cancelled_phase_delivered),
        cmocka_unit_test(test_T6_multiple_touch_off_only_first_delivered),
        cmocka_unit_test(test_T6_multiple_touch_off_later_touch_not_delivered),
        cmocka_unit_test(test_T6_multiple_touch_on_both_delivered),
        cmocka_unit_test(test_T6_exclusive_touch_blocks_other_views),
        cmocka_unit_test(test_T6_touch_taken_by_a_recognizer_no_longer_blocks_a_single_touch_view),
        cmocka_unit_test(test_T6_touch_taken_by_a_recognizer_releases_the_exclusive_view),
        cmocka_unit_test(test_T6_exclusive_view_gets_nothing_while_others_track),
        cmocka_unit_test(test_T4_hit_view_keeps_its_touch_when_hidden_disabled_or_covered_mid_touch),
        cmocka_unit_test(test_T6_pinch_works_on_a_view_with_multiple_touch_off),
        cmocka_unit_test(test_T1_unknown_touch_refused),
        cmocka_unit_test(test_T1_duplicate_began_refused),
        cmocka_unit_test(test_T1_non_finite_numbers_refused),
        cmocka_unit_test(test_T1_bad_enum_size_and_range_refused),
        cmocka_unit_test(test_T1_too_many_touches_refused),
        cmocka_unit_test(test_E2_end_and_begin_in_one_event_at_touch_limit),
        cmocka_unit_test(test_T1_began_without_window_refused),
        cmocka_unit_test(test_E2_second_sample_of_a_touch_at_same_timestamp_starts_new_event),
        cmocka_unit_test(test_T3_dragged_touch_leaves_no_previous_tap),
        cmocka_unit_test(test_T3_touch_dragged_away_and_back_leaves_no_previous_tap),
        cmocka_unit_test(test_T3_cancelled_touch_resets_tap_chain),
        cmocka_unit_test(test_T1_stationary_sample_reads_as_the_touch_left_out),
        cmocka_unit_test(test_T1_stationary_sample_that_moved_or_carries_points_is_refused),
        cmocka_unit_test(test_G4_held_began_shows_the_touch_as_it_was_when_held),
        cmocka_unit_test(test_G4_failing_at_the_lift_delivers_began_latest_moved_then_ended),
        cmocka_unit_test(test_T1_stationary_sample_is_where_the_sample_was_after_a_location_update),
        cmocka_unit_test(test_T1_stationary_sample_with_changed_force_refused),
    };
    return cmocka_run_group_tests_name("touches", tests, NULL, NULL);
}

/*
 * Responders: rules R1 (next responder), R2 (touch walk), R4 (first
 * responder, focus, key window), R5 (router events), and the header's
 * re-entrancy rules for calls made from inside callbacks.
 */
#include "tc_test_common.h"

#include <stdlib.h>

/* A window W with a root controller C whose view RV holds V. */
typedef struct chain {
    tc_scene *s;
    tc_view *w, *rv, *v;
    tc_controller *c;
    tct_resp rw, rrv, rv_, rc, rapp, rdel;
} chain;

static void build_chain(chain *t, int32_t v_ret, int32_t rv_ret, int32_t c_ret,
                        int32_t w_ret, int32_t app_ret) {
    tct_log_reset();
    t->s = tct_scene();
    t->w = tct_window(t->s, 0, 0, 320, 480);
    t->rv = tct_view(t->s, t->w, 0, 0, 320, 480);
    t->v = tct_view(t->s, t->rv, 10, 10, 100, 100);
    assert_ok(tc_controller_create(t->s, &t->c));
    assert_ok(tc_controller_set_view(t->c, t->rv));
    t->rv_ = (tct_resp){"V", v_ret, NULL};
    t->rrv = (tct_resp){"RV", rv_ret, NULL};
    t->rc = (tct_resp){"C", c_ret, NULL};
    t->rw = (tct_resp){"W", w_ret, NULL};
    t->rapp = (tct_resp){"APP", app_ret, NULL};
    tct_record_view(t->v, &t->rv_);
    tct_record_view(t->rv, &t->rrv);
    tct_record_view(t->w, &t->rw);
    tc_responder_callbacks cb = tct_callbacks(&t->rc);
    assert_ok(tc_controller_set_responder(t->c, &cb));
    cb = tct_callbacks(&t->rapp);
    assert_ok(tc_scene_set_app_responder(t->s, &cb));
    assert_ok(tc_scene_set_unhandled_fn(t->s, tct_unhandled_cb, NULL));
}

static void set_delegate(chain *t, int32_t ret) {
    t->rdel = (tct_resp){"DEL", ret, NULL};
    tc_responder_callbacks cb = tct_callbacks(&t->rdel);
    assert_ok(tc_scene_set_app_delegate(t->s, &cb));
}

/* Assert the log's tags, in order, for entries of the given event type. */
static void expect_tags(int32_t type, const char *const *tags, size_t n) {
    size_t k = 0;
    for (size_t i = 0; i < g_log.n; i++) {
        if (g_log.e[i].type != type) continue;
        if (k >= n) fail_msg("extra responder %s reached", g_log.e[i].tag);
        if (g_log.e[i].tag == NULL || strcmp(g_log.e[i].tag, tags[k]) != 0)
            fail_msg("responder %zu is %s, expected %s", k,
                     g_log.e[i].tag ? g_log.e[i].tag : "?", tags[k]);
        k++;
    }
    if (k != n) fail_msg("%zu responders reached, expected %zu", k, n);
}

/* ---- R1: next responder -------------------------------------------------- */

static void test_R1_next_responder_queries(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_PASS, TC_PASS, TC_PASS, TC_PASS, TC_PASS);
    tc_responder r;
    memset(&r, 0xff, sizeof r);
    assert_ok(tc_view_next_responder(t.v, &r));
    assert_int_equal(r.kind, TC_RESPONDER_VIEW);
    assert_ptr_equal(r.view, t.rv);
    assert_null(r.controller);
    assert_ok(tc_view_next_responder(t.rv, &r));
    assert_int_equal(r.kind, TC_RESPONDER_CONTROLLER);
    assert_ptr_equal(r.controller, t.c);
    assert_null(r.view);
    assert_ok(tc_view_next_responder(t.w, &r));
    assert_int_equal(r.kind, TC_RESPONDER_APPLICATION);
    assert_null(r.view);
    assert_null(r.controller);
    tc_view *lone = tct_view(t.s, NULL, 0, 0, 10, 10);
    assert_ok(tc_view_next_responder(lone, &r));
    assert_int_equal(r.kind, 0);
    tc_view *got = NULL;
    assert_ok(tc_controller_get_view(t.c, &got));
    assert_ptr_equal(got, t.rv);
    assert_int_equal(tc_view_next_responder(t.v, NULL), TC_ERR_NULL_POINTER);
    assert_ok(tc_scene_destroy(t.s));
}

static void test_R1_touch_walks_full_chain_to_app_delegate(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_PASS, TC_PASS, TC_PASS, TC_PASS, TC_PASS);
    set_delegate(&t, TC_HANDLED);
    assert_ok(tct_push(t.s, TC_PHASE_BEGAN, 1, 20, 20, 1.0));
    tct_dispatch(t.s);
    const char *tags[] = {"V", "RV", "C", "W", "APP", "DEL"};
    expect_tags(TC_EVENT_TOUCHES, tags, 6);
    /* the responder records describe who is called */
    assert_int_equal(g_log.e[2].kind, TC_RESPONDER_CONTROLLER);
    assert_ptr_equal(g_log.e[2].controller, t.c);
    assert_int_equal(g_log.e[3].kind, TC_RESPONDER_VIEW);
    assert_ptr_equal(g_log.e[3].view, t.w);
    assert_int_equal(g_log.e[4].kind, TC_RESPONDER_APPLICATION);
    assert_int_equal(g_log.e[5].kind, TC_RESPONDER_APP_DELEGATE);
    /* every responder is handed the same touch of the hit view */
    for (size_t i = 0; i < 6; i++) {
        assert_int_equal(g_log.e[i].count, 1);
        assert_int_equal(g_log.e[i].ids[0], 1);
        assert_ptr_equal(g_log.e[i].hit_view, t.v);
    }
    assert_int_equal(g_log.unhandled, 0);
    assert_ok(tc_scene_destroy(t.s));
}

static void test_R1_nested_controller_between_views(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_PASS, TC_PASS, TC_PASS, TC_PASS, TC_HANDLED);
    /* a child controller whose root view V2 sits inside RV */
    tc_view *v2 = tct_view(t.s, t.rv, 200, 200, 100, 100);
    tc_controller *c2 = NULL;
    assert_ok(tc_controller_create(t.s, &c2));
    assert_ok(tc_controller_set_view(c2, v2));
    tct_resp rv2 = {"V2", TC_PASS, NULL}, rc2 = {"C2", TC_PASS, NULL};
    tct_record_view(v2, &rv2);
    tc_responder_callbacks cb = tct_callbacks(&rc2);
    assert_ok(tc_controller_set_responder(c2, &cb));
    assert_ok(tct_push(t.s, TC_PHASE_BEGAN, 1, 250, 250, 1.0));
    tct_dispatch(t.s);
    const char *tags[] = {"V2", "C2", "RV", "C", "W", "APP"};
    expect_tags(TC_EVENT_TOUCHES, tags, 6);
    assert_int_equal(g_log.unhandled, 0);
    /* a view can have one controller */
    tc_controller *c3 = NULL;
    assert_ok(tc_controller_create(t.s, &c3));
    assert_int_equal(tc_controller_set_view(c3, v2), TC_ERR_STATE);
    tc_view *got = TC_GARBAGE_VIEW;
    assert_ok(tc_controller_get_view(c3, &got));
    assert_null(got);
    /* destroying C2: V2's next responder becomes its superview */
    assert_ok(tc_controller_destroy(c2));
    tc_responder r;
    assert_ok(tc_view_next_responder(v2, &r));
    assert_int_equal(r.kind, TC_RESPONDER_VIEW);
    assert_ptr_equal(r.view, t.rv);
    /* now C3 may take it; detaching with NULL restores the superview */
    assert_ok(tc_controller_set_view(c3, v2));
    assert_ok(tc_view_next_responder(v2, &r));
    assert_ptr_equal(r.controller, c3);
    assert_ok(tc_controller_set_view(c3, NULL));
    assert_ok(tc_view_next_responder(v2, &r));
    assert_ptr_equal(r.view, t.rv);
    assert_ok(tc_scene_destroy(t.s));
}

/* The two queries asked from inside a hit-testing callback (allowed: they
 * change nothing, H5). */
typedef struct in_hit_query {
    tc_scene *s;
    tc_controller *c;
    int32_t controller_status, app_status;
    tc_responder controller_next, app_next;
} in_hit_query;

static int32_t query_in_point_inside(tc_view *view, double x, double y, int32_t engine_result,
                                     void *user_data) {
    (void)view; (void)x; (void)y;
    in_hit_query *q = user_data;
    q->controller_status = tc_controller_next_responder(q->c, &q->controller_next);
    q->app_status = tc_scene_app_next_responder(q->s, &q->app_next);
    return engine_result;
}

/* R1: a controller's next responder is its root view's superview (the window
 * for a window's root controller), none without a view or superview. */
static void test_R1_controller_next_responder(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_PASS, TC_PASS, TC_PASS, TC_PASS, TC_PASS);
    tc_responder r;
    /* C's root view RV sits directly in W: the window */
    memset(&r, 0xff, sizeof r);
    assert_ok(tc_controller_next_responder(t.c, &r));
    assert_int_equal(r.size, sizeof(tc_responder));
    assert_int_equal(r.kind, TC_RESPONDER_VIEW);
    assert_ptr_equal(r.view, t.w);
    assert_null(r.controller);
    /* a child controller whose root view V2 is a subview of RV: RV */
    tc_view *v2 = tct_view(t.s, t.rv, 200, 200, 100, 100);
    tc_controller *c2 = NULL;
    assert_ok(tc_controller_create(t.s, &c2));
    assert_ok(tc_controller_set_view(c2, v2));
    assert_ok(tc_controller_next_responder(c2, &r));
    assert_int_equal(r.kind, TC_RESPONDER_VIEW);
    assert_ptr_equal(r.view, t.rv);
    /* moved: the answer follows the superview */
    assert_ok(tc_view_add_subview(t.w, v2));
    assert_ok(tc_controller_next_responder(c2, &r));
    assert_ptr_equal(r.view, t.w);
    /* its view taken out of the tree: none (kind 0, whole struct written) */
    assert_ok(tc_view_remove_from_superview(v2));
    memset(&r, 0xff, sizeof r);
    assert_ok(tc_controller_next_responder(c2, &r));
    assert_int_equal(r.size, sizeof(tc_responder));
    assert_int_equal(r.kind, 0);
    assert_null(r.view);
    assert_null(r.controller);
    /* no view at all: none */
    tc_controller *bare = NULL;
    assert_ok(tc_controller_create(t.s, &bare));
    memset(&r, 0xff, sizeof r);
    assert_ok(tc_controller_next_responder(bare, &r));
    assert_int_equal(r.kind, 0);
    assert_null(r.view);
    /* a controller whose root view is a window ends the chain (R1, Our choice) */
    tc_view *w2 = tct_window(t.s, 0, 0, 10, 10);
    assert_ok(tc_controller_set_view(bare, w2));
    assert_ok(tc_controller_next_responder(bare, &r));
    assert_int_equal(r.kind, 0);
    /* detaching the view: none again */
    assert_ok(tc_controller_set_view(c2, NULL));
    assert_ok(tc_controller_next_responder(c2, &r));
    assert_int_equal(r.kind, 0);
    /* errors: nothing written */
    tc_responder keep;
    memset(&keep, 0x5a, sizeof keep);
    r = keep;
    assert_int_equal(tc_controller_next_responder(t.c, NULL), TC_ERR_NULL_POINTER);
    assert_non_null(strstr(tc_scene_last_error(t.s), "out_next"));
    assert_int_equal(tc_controller_next_responder(NULL, &r), TC_ERR_INVALID_HANDLE);
    assert_int_equal(tc_controller_next_responder(TC_GARBAGE_CONTROLLER, &r), TC_ERR_INVALID_HANDLE);
    assert_int_equal(tc_controller_next_responder((tc_controller *)(void *)t.v, &r),
                     TC_ERR_INVALID_HANDLE);
    assert_ok(tc_controller_destroy(c2));
    assert_int_equal(tc_controller_next_responder(c2, &r), TC_ERR_STALE_HANDLE);
    assert_non_null(strstr(tc_scene_last_error(t.s), "tc_controller_next_responder"));
    assert_memory_equal(&r, &keep, sizeof r);
    /* queries: allowed from inside a hit-testing callback */
    in_hit_query q = {t.s, t.c, -100, -100, {0, 0, NULL, NULL}, {0, 0, NULL, NULL}};
    assert_ok(tc_view_set_point_inside_fn(t.v, query_in_point_inside, &q));
    tc_view *hit = NULL;
    assert_ok(tc_view_hit_test(t.w, 20, 20, &hit));
    assert_ptr_equal(hit, t.v);
    assert_int_equal(q.controller_status, TC_OK);
    assert_int_equal(q.controller_next.kind, TC_RESPONDER_VIEW);
    assert_ptr_equal(q.controller_next.view, t.w);
    assert_int_equal(q.app_status, TC_OK);
    assert_int_equal(q.app_next.kind, 0);
    assert_ok(tc_scene_destroy(t.s));
}

/* R1: the application's next responder is the app delegate while it has
 * callbacks, else none; the app delegate's is none (no query of its own). */
static void test_R1_application_next_responder(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_PASS, TC_PASS, TC_PASS, TC_PASS, TC_PASS);
    tc_responder r;
    memset(&r, 0xff, sizeof r);
    assert_ok(tc_scene_app_next_responder(t.s, &r));
    assert_int_equal(r.size, sizeof(tc_responder));
    assert_int_equal(r.kind, 0);
    assert_null(r.view);
    assert_null(r.controller);
    set_delegate(&t, TC_PASS);
    memset(&r, 0xff, sizeof r);
    assert_ok(tc_scene_app_next_responder(t.s, &r));
    assert_int_equal(r.size, sizeof(tc_responder));
    assert_int_equal(r.kind, TC_RESPONDER_APP_DELEGATE);
    assert_null(r.view);
    assert_null(r.controller);
    /* removing the app delegate's callbacks takes it out of the chain */
    assert_ok(tc_scene_set_app_delegate(t.s, NULL));
    assert_ok(tc_scene_app_next_responder(t.s, &r));
    assert_int_equal(r.kind, 0);
    /* errors: nothing written */
    tc_responder keep;
    memset(&keep, 0x5a, sizeof keep);
    r = keep;
    assert_int_equal(tc_scene_app_next_responder(t.s, NULL), TC_ERR_NULL_POINTER);
    assert_non_null(strstr(tc_scene_last_error(t.s), "out_next"));
    assert_int_equal(tc_scene_app_next_responder(NULL, &r), TC_ERR_INVALID_HANDLE);
    assert_int_equal(tc_scene_app_next_responder(TC_GARBAGE_SCENE, &r), TC_ERR_INVALID_HANDLE);
    assert_int_equal(tc_scene_app_next_responder((tc_scene *)(void *)t.v, &r), TC_ERR_INVALID_HANDLE);
    tc_scene *gone = t.s;
    assert_ok(tc_scene_destroy(t.s));
    assert_int_equal(tc_scene_app_next_responder(gone, &r), TC_ERR_STALE_HANDLE);
    assert_memory_equal(&r, &keep, sizeof r);
}

/* R1: following the three queries from the hit view visits exactly the
 * responders a touch walks (one chain, one implementation). */
static int g_walk_n;
static tc_responder g_walk[8];
static int32_t walk_recorder(const tc_responder *who, const tc_touches_event *ev, void *ud) {
    (void)ev; (void)ud;
    if (g_walk_n < 8) g_walk[g_walk_n++] = *who;
    return TC_PASS;
}

static void test_R1_next_responder_queries_follow_the_touch_walk(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_PASS, TC_PASS, TC_PASS, TC_PASS, TC_PASS);
    set_delegate(&t, TC_PASS);
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = walk_recorder;
    assert_ok(tc_view_set_responder(t.v, &cb));
    assert_ok(tc_view_set_responder(t.rv, &cb));
    assert_ok(tc_view_set_responder(t.w, &cb));
    assert_ok(tc_controller_set_responder(t.c, &cb));
    assert_ok(tc_scene_set_app_responder(t.s, &cb));
    assert_ok(tc_scene_set_app_delegate(t.s, &cb));
    g_walk_n = 0;
    assert_ok(tct_push(t.s, TC_PHASE_BEGAN, 1, 20, 20, 1.0));
    tct_dispatch(t.s);
    assert_int_equal(g_walk_n, 6);
    /* the queries, from the hit view to the end */
    tc_responder cur;
    TC_RESPONDER_INIT(&cur);
    cur.kind = TC_RESPONDER_VIEW;
    cur.view = t.v;
    int n = 0;
    while (cur.kind != 0) {
        assert_true(n < g_walk_n);
        assert_int_equal(cur.kind, g_walk[n].kind);
        assert_ptr_equal(cur.view, g_walk[n].view);
        assert_ptr_equal(cur.controller, g_walk[n].controller);
        n++;
        tc_responder next;
        switch (cur.kind) {
        case TC_RESPONDER_VIEW: assert_ok(tc_view_next_responder(cur.view, &next)); break;
        case TC_RESPONDER_CONTROLLER: assert_ok(tc_controller_next_responder(cur.controller, &next)); break;
        case TC_RESPONDER_APPLICATION: assert_ok(tc_scene_app_next_responder(t.s, &next)); break;
        default: TC_RESPONDER_INIT(&next); break; /* the app delegate ends the chain */
        }
        cur = next;
    }
    assert_int_equal(n, g_walk_n);
    assert_ok(tc_scene_destroy(t.s));
}

/* ---- R2: passing up and dropping ----------------------------------------- */

static void test_R2_touch_passes_up_until_handled(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_PASS, TC_HANDLED, TC_PASS, TC_PASS, TC_PASS);
    assert_ok(tct_push(t.s, TC_PHASE_BEGAN, 1, 20, 20, 1.0));
    assert_ok(tct_push(t.s, TC_PHASE_MOVED, 1, 25, 20, 1.1));
    assert_ok(tct_push(t.s, TC_PHASE_ENDED, 1, 25, 20, 1.2));
    tct_dispatch(t.s);
    const char *tags[] = {"V", "RV", "V", "RV", "V", "RV"};
    expect_tags(TC_EVENT_TOUCHES, tags, 6);
    const int32_t phases[] = {TC_PHASE_BEGAN, TC_PHASE_BEGAN, TC_PHASE_MOVED,
                              TC_PHASE_MOVED, TC_PHASE_ENDED, TC_PHASE_ENDED};
    for (size_t i = 0; i < 6; i++) assert_int_equal(g_log.e[i].phase, phases[i]);
    assert_int_equal(g_log.unhandled, 0);
    assert_ok(tc_scene_destroy(t.s));
}

static void test_R2_unhandled_touch_dropped_with_callback(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_PASS, TC_PASS, TC_PASS, TC_PASS, TC_PASS);
    assert_ok(tct_push(t.s, TC_PHASE_BEGAN, 1, 20, 20, 1.0));
    assert_ok(tct_push(t.s, TC_PHASE_ENDED, 1, 20, 20, 1.5));
    tct_dispatch(t.s);
    /* no app delegate responder by default */
    const char *tags[] = {"V", "RV", "C", "W", "APP", "V", "RV", "C", "W", "APP"};
    expect_tags(TC_EVENT_TOUCHES, tags, 10);
    assert_int_equal(g_log.unhandled, 2);
    assert_int_equal(g_log.u[0].type, TC_EVENT_TOUCHES);
    assert_int_equal(g_log.u[0].phase, TC_PHASE_BEGAN);
    assert_int_equal(g_log.u[0].count, 1);
    assert_near(g_log.u[0].timestamp, 1.0);
    assert_int_equal(g_log.u[1].phase, TC_PHASE_ENDED);
    assert_near(g_log.u[1].timestamp, 1.5);
    assert_int_equal(tct_live(t.s), 0);
    assert_ok(tc_scene_destroy(t.s));
}

static void test_R2_responders_without_callbacks_pass(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_PASS, TC_PASS, TC_PASS, TC_HANDLED, TC_PASS);
    /* V: callbacks removed; RV: a struct whose touches pointer is NULL */
    assert_ok(tc_view_set_responder(t.v, NULL));
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.route = tct_route_cb;
    cb.user_data = &t.rrv;
    assert_ok(tc_view_set_responder(t.rv, &cb));
    assert_ok(tc_controller_set_responder(t.c, NULL));
    assert_ok(tct_push(t.s, TC_PHASE_BEGAN, 1, 20, 20, 1.0));
    tct_dispatch(t.s);
    const char *tags[] = {"W"};
    expect_tags(TC_EVENT_TOUCHES, tags, 1);
    assert_int_equal(g_log.unhandled, 0);
    assert_ok(tc_scene_destroy(t.s));
}

static void test_R2_app_delegate_removed_with_null(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_PASS, TC_PASS, TC_PASS, TC_PASS, TC_PASS);
    set_delegate(&t, TC_HANDLED);
    assert_ok(tc_scene_set_app_delegate(t.s, NULL));
    assert_ok(tct_push(t.s, TC_PHASE_BEGAN, 1, 20, 20, 1.0));
    tct_dispatch(t.s);
    const char *tags[] = {"V", "RV", "C", "W", "APP"};
    expect_tags(TC_EVENT_TOUCHES, tags, 5);
    assert_int_equal(g_log.unhandled, 1);
    assert_ok(tc_scene_destroy(t.s));
}

/* ---- R4: first responder, focus, key window ------------------------------ */

static void test_R4_become_first_responder_requires_flag(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_HANDLED, TC_PASS, TC_PASS, TC_PASS, TC_PASS);
    tc_view *fr = TC_GARBAGE_VIEW;
    assert_int_equal(tc_view_become_first_responder(t.v), TC_ERR_STATE);
    assert_ok(tc_scene_get_first_responder(t.s, &fr));
    assert_null(fr);
    assert_ok(tc_view_set_flag(t.v, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_become_first_responder(t.v));
    assert_ok(tc_scene_get_first_responder(t.s, &fr));
    assert_ptr_equal(fr, t.v);
    /* another one replaces it */
    assert_ok(tc_view_set_flag(t.rv, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_become_first_responder(t.rv));
    assert_ok(tc_scene_get_first_responder(t.s, &fr));
    assert_ptr_equal(fr, t.rv);
    /* resigning a view that is not first responder is a no-op */
    assert_ok(tc_view_resign_first_responder(t.v));
    assert_ok(tc_scene_get_first_responder(t.s, &fr));
    assert_ptr_equal(fr, t.rv);
    assert_ok(tc_view_resign_first_responder(t.rv));
    assert_ok(tc_scene_get_first_responder(t.s, &fr));
    assert_null(fr);
    assert_ok(tc_scene_destroy(t.s));
}

/* R2: a phase other than began goes from a responder to the next only for touches whose began
 * went that way (UIKit's forwarding record: -[UITouch _wantsForwardingFromResponder:
 * toNextResponder:withEvent:] creates a record as a began is forwarded, and forwards a later
 * phase only to a responder it has a record for). The hit-test view gets every phase. */
static void expect_touch_log(const char *const *tags, const int32_t *phases, size_t n) {
    size_t k = 0;
    for (size_t i = 0; i < g_log.n; i++) {
        if (g_log.e[i].type != TC_EVENT_TOUCHES) continue;
        if (k >= n) fail_msg("extra delivery to %s (phase %d)", g_log.e[i].tag, g_log.e[i].phase);
        if (strcmp(g_log.e[i].tag, tags[k]) != 0 || g_log.e[i].phase != phases[k])
            fail_msg("delivery %zu is %s/%d, expected %s/%d", k, g_log.e[i].tag, g_log.e[i].phase,
                     tags[k], phases[k]);
        k++;
    }
    if (k != n) fail_msg("%zu deliveries, expected %zu", k, n);
}

static void test_R2_a_later_phase_goes_only_where_its_began_went(void **state) {
    (void)state;
    tct_log_reset();
    tc_scene *s = tct_scene();
    assert_ok(tc_scene_set_unhandled_fn(s, tct_unhandled_cb, NULL));
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *sup = tct_view(s, w, 0, 0, 200, 200);
    tc_view *a = tct_view(s, sup, 0, 0, 100, 100);
    tct_resp rw = {"W", TC_PASS, NULL}, rs = {"S", TC_PASS, NULL}, ra = {"A", TC_HANDLED, NULL};
    tct_record_view(w, &rw);
    tct_record_view(sup, &rs);
    tct_record_view(a, &ra);
    const int32_t B = TC_PHASE_BEGAN, M = TC_PHASE_MOVED, E = TC_PHASE_ENDED;
    /* A handles the began and passes the rest: nobody above A hears of the touch */
    assert_ok(tct_push(s, B, 1, 10, 10, 0.0));
    tct_dispatch(s);
    ra.ret = TC_PASS;
    assert_ok(tct_push(s, M, 1, 20, 10, 0.05));
    assert_ok(tct_push(s, E, 1, 20, 10, 0.10));
    tct_dispatch(s);
    const char *t1[] = {"A", "A", "A"};
    const int32_t p1[] = {B, M, E};
    expect_touch_log(t1, p1, 3);
    assert_int_equal(g_log.unhandled, 0);
    /* the superview handles the began: the ended goes to A and it, not to the window */
    tct_log_reset();
    rs.ret = TC_HANDLED;
    assert_ok(tct_push(s, B, 2, 10, 10, 1.0));
    tct_dispatch(s);
    rs.ret = TC_PASS;
    assert_ok(tct_push(s, E, 2, 10, 10, 1.1));
    tct_dispatch(s);
    const char *t2[] = {"A", "S", "A", "S"};
    const int32_t p2[] = {B, B, E, E};
    expect_touch_log(t2, p2, 4);
    assert_int_equal(g_log.unhandled, 0);
    /* nobody handles the began: it goes to the end, and so does the ended (unhandled both) */
    tct_log_reset();
    assert_ok(tct_push(s, B, 3, 10, 10, 2.0));
    assert_ok(tct_push(s, E, 3, 10, 10, 2.1));
    tct_dispatch(s);
    const char *t3[] = {"A", "S", "W", "A", "S", "W"};
    const int32_t p3[] = {B, B, B, E, E, E};
    expect_touch_log(t3, p3, 6);
    assert_int_equal(g_log.unhandled, 2);
    /* two touches of one delivery whose begans went different ways: each responder is handed
     * the touches whose began reached it */
    tct_log_reset();
    assert_ok(tc_view_set_flag(a, TC_VIEW_MULTIPLE_TOUCH_ENABLED, 1));
    rs.ret = TC_HANDLED;
    assert_ok(tct_push(s, B, 4, 10, 10, 3.0));
    tct_dispatch(s);
    rs.ret = TC_PASS;
    assert_ok(tct_push(s, B, 5, 30, 10, 3.1));
    tct_dispatch(s);
    assert_ok(tct_push(s, M, 4, 12, 10, 3.2));
    assert_ok(tct_push(s, M, 5, 32, 10, 3.2));
    tct_dispatch(s);
    const char *t4[] = {"A", "S", "A", "S", "W", "A", "S", "W"};
    const int32_t p4[] = {B, B, B, B, B, M, M, M};
    expect_touch_log(t4, p4, 8);
    assert_int_equal(g_log.e[5].count, 2);     /* A: both */
    assert_int_equal(g_log.e[6].count, 2);     /* S: both began there */
    assert_int_equal(g_log.e[7].count, 1);     /* W: only touch 5's began came this far */
    assert_int_equal(g_log.e[7].ids[0], 5);
    assert_int_equal(g_log.unhandled, 2);      /* touch 5's began and its moved */
    assert_ok(tc_scene_destroy(s));
}

static void test_R4_motion_goes_to_first_responder(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_HANDLED, TC_PASS, TC_PASS, TC_PASS, TC_PASS);
    assert_ok(tc_view_set_flag(t.v, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_become_first_responder(t.v));
    assert_ok(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 1.0));
    assert_ok(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_ENDED, 1.5));
    assert_int_equal(g_log.n, 0);
    tct_dispatch(t.s);
    const char *tags[] = {"V", "V"};
    expect_tags(TC_EVENT_MOTION, tags, 2);
    assert_int_equal(g_log.e[0].subtype, TC_MOTION_SHAKE);
    assert_int_equal(g_log.e[0].phase, TC_PHASE_BEGAN);
    assert_near(g_log.e[0].timestamp, 1.0);
    assert_int_equal(g_log.e[1].phase, TC_PHASE_ENDED);
    assert_near(g_log.e[1].timestamp, 1.5);
    assert_near(tct_now(t.s), 1.5);
    assert_int_equal(g_log.unhandled, 0);
    assert_ok(tc_scene_destroy(t.s));
}

static void test_R4_remote_walks_chain_from_first_responder(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_PASS, TC_PASS, TC_PASS, TC_PASS, TC_HANDLED);
    assert_ok(tc_view_set_flag(t.v, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_become_first_responder(t.v));
    assert_ok(tc_scene_push_remote(t.s, TC_REMOTE_TOGGLE_PLAY_PAUSE, 2.0));
    tct_dispatch(t.s);
    const char *tags[] = {"V", "RV", "C", "W", "APP"};
    expect_tags(TC_EVENT_REMOTE, tags, 5);
    for (size_t i = 0; i < 5; i++) {
        assert_int_equal(g_log.e[i].subtype, TC_REMOTE_TOGGLE_PLAY_PAUSE);
        assert_int_equal(g_log.e[i].phase, TC_PHASE_NONE);
    }
    assert_int_equal(g_log.unhandled, 0);
    assert_ok(tc_scene_destroy(t.s));
}

/* R4: with no first responder, motion starts at the key window's root controller (UIKit's
 * `-[UIWindow _responderForKeyEvents]`: the first responder, else the root view controller's
 * `_deepestActionResponder`, else the window), then walks on: the window, the application,
 * the unhandled callback. A root controller that handles it ends the walk. A key window with
 * no root controller is where it starts; changing the key window changes where it goes. */
static void test_R4_motion_without_first_responder_starts_at_the_root_controller(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_HANDLED, TC_HANDLED, TC_PASS, TC_PASS, TC_PASS);
    tc_view *w2 = tct_window(t.s, 400, 0, 320, 480);
    tct_resp rw2 = {"W2", TC_HANDLED, NULL};
    tct_record_view(w2, &rw2);
    assert_ok(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 1.0));
    tct_dispatch(t.s);
    const char *tags1[] = {"C", "W", "APP"};
    expect_tags(TC_EVENT_MOTION, tags1, 3);
    assert_int_equal(g_log.unhandled, 1);
    assert_int_equal(g_log.u[0].type, TC_EVENT_MOTION);
    assert_int_equal(g_log.u[0].subtype, TC_MOTION_SHAKE);
    assert_int_equal(g_log.u[0].phase, TC_PHASE_BEGAN);
    /* the root controller handles it: nothing further */
    tct_log_reset();
    t.rc.ret = TC_HANDLED;
    assert_ok(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_ENDED, 1.5));
    tct_dispatch(t.s);
    const char *tags_c[] = {"C"};
    expect_tags(TC_EVENT_MOTION, tags_c, 1);
    assert_int_equal(g_log.unhandled, 0);
    /* the key window changes to one with no root controller */
    tct_log_reset();
    assert_ok(tc_scene_set_key_window(t.s, w2));
    assert_ok(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 2.0));   /* E1: a new shake */
    assert_ok(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_CANCELLED, 2.1));
    tct_dispatch(t.s);
    const char *tags2[] = {"W2", "W2"};
    expect_tags(TC_EVENT_MOTION, tags2, 2);
    assert_int_equal(g_log.e[1].phase, TC_PHASE_CANCELLED);
    assert_int_equal(g_log.unhandled, 0);
    assert_ok(tc_scene_destroy(t.s));
}

/* R4: the root controller is the controller of the window's frontmost subview that has one
 * (UIKit's `_deepestActionResponder` follows the root controller to the one it presents,
 * whose view lies above): a controller on a deeper view is not a root controller, and a
 * window whose controllers all sit deeper starts at the window. */
static void test_R4_the_root_controller_is_the_frontmost_window_subviews(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_PASS, TC_PASS, TC_HANDLED, TC_HANDLED, TC_PASS);
    /* a second subview of the window, in front, with its own controller */
    tc_view *front = tct_view(t.s, t.w, 0, 0, 100, 100);
    tc_controller *c2;
    assert_ok(tc_controller_create(t.s, &c2));
    assert_ok(tc_controller_set_view(c2, front));
    tct_resp rc2 = {"C2", TC_HANDLED, NULL};
    tc_responder_callbacks cb = tct_callbacks(&rc2);
    assert_ok(tc_controller_set_responder(c2, &cb));
    assert_ok(tc_scene_push_remote(t.s, TC_REMOTE_PLAY, 1.0));
    tct_dispatch(t.s);
    const char *tags1[] = {"C2"};
    expect_tags(TC_EVENT_REMOTE, tags1, 1);
    /* the front controller leaves its view: the one behind is the root controller again */
    tct_log_reset();
    assert_ok(tc_controller_set_view(c2, NULL));
    assert_ok(tc_scene_push_remote(t.s, TC_REMOTE_PAUSE, 2.0));
    tct_dispatch(t.s);
    const char *tags2[] = {"C"};
    expect_tags(TC_EVENT_REMOTE, tags2, 1);
    /* a controller below the window's subviews is no root controller */
    tct_log_reset();
    assert_ok(tc_controller_set_view(t.c, NULL));
    assert_ok(tc_controller_set_view(c2, t.v));
    assert_ok(tc_scene_push_remote(t.s, TC_REMOTE_STOP, 3.0));
    tct_dispatch(t.s);
    const char *tags3[] = {"W"};
    expect_tags(TC_EVENT_REMOTE, tags3, 1);
    assert_ok(tc_controller_destroy(c2));
    assert_ok(tc_scene_destroy(t.s));
}

/* R4: a first responder or focused view taken out of its window resigns (UIKit resigns a
 * first responder removed from its window), and a view outside every window cannot become
 * either (UIKit: "Only call this method on views that are part of the active view
 * hierarchy"). Motion and presses then start at the key window again; they once went to
 * the detached view and ended unhandled. */
static void test_R4_removed_from_its_window_resigns_first_responder_and_focus(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_HANDLED, TC_PASS, TC_PASS, TC_HANDLED, TC_PASS);
    assert_ok(tc_view_set_flag(t.v, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_become_first_responder(t.v));
    assert_ok(tc_scene_set_focus(t.s, t.v));
    assert_ok(tc_view_remove_from_superview(t.rv));   /* an ancestor leaves the window */
    tc_view *got = t.w;
    assert_ok(tc_scene_get_first_responder(t.s, &got));
    assert_null(got);
    got = t.w;
    assert_ok(tc_scene_get_focus(t.s, &got));
    assert_null(got);
    assert_ok(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 1.0));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_BEGAN, 1.1));
    tct_dispatch(t.s);
    const char *motion[] = {"W"};
    expect_tags(TC_EVENT_MOTION, motion, 1);
    expect_tags(TC_EVENT_PRESSES, motion, 1);
    assert_int_equal(g_log.unhandled, 0);
    /* Outside every window: refused, nothing changes. */
    assert_int_equal(tc_view_become_first_responder(t.v), TC_ERR_STATE);
    assert_int_equal(tc_scene_set_focus(t.s, t.v), TC_ERR_STATE);
    assert_ok(tc_scene_get_first_responder(t.s, &got));
    assert_null(got);
    /* Back in the window, it may again. */
    assert_ok(tc_view_add_subview(t.w, t.rv));
    assert_ok(tc_view_become_first_responder(t.v));
    assert_ok(tc_scene_set_focus(t.s, t.v));
    /* Destroying the window takes them out of it too. */
    assert_ok(tc_view_destroy(t.w));
    assert_ok(tc_scene_get_first_responder(t.s, &got));
    assert_null(got);
    assert_ok(tc_scene_get_focus(t.s, &got));
    assert_null(got);
    assert_ok(tc_scene_destroy(t.s));
}

/* R4: UIKit's canBecomeFocused is false for a hidden view, one with alpha 0 or user interaction
 * disabled, one not in the hierarchy (Apple's UIView.canBecomeFocused), and a disabled control
 * (UIFocusItem.canBecomeFocused); hiding or disabling a view does so to its subtree. The engine
 * refused only a view in no window: any of these is refused now, and nothing changes. */
static tc_view *tct_focus(tc_scene *s) {
    tc_view *f = TC_GARBAGE_VIEW;
    assert_ok(tc_scene_get_focus(s, &f));
    return f;
}

static void test_R4_non_focusable_view_cannot_take_focus(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_HANDLED, TC_PASS, TC_PASS, TC_HANDLED, TC_PASS);
    tc_view *other = tct_view(t.s, t.rv, 200, 200, 10, 10);
    assert_ok(tc_scene_set_focus(t.s, other));
    /* each condition, on the view, then on a superview; the focus stays on `other` */
    struct { int32_t flag, bad, good; } flags[] = {
        {TC_VIEW_HIDDEN, 1, 0}, {TC_VIEW_USER_INTERACTION_ENABLED, 0, 1}};
    tc_view *where[] = {t.v, t.rv};
    for (size_t i = 0; i < 2; i++) {
        for (size_t k = 0; k < 2; k++) {
            if (where[k] == t.rv) assert_ok(tc_scene_set_focus(t.s, NULL));   /* `other` is under rv too */
            assert_ok(tc_view_set_flag(where[k], flags[i].flag, flags[i].bad));
            assert_int_equal(tc_scene_set_focus(t.s, t.v), TC_ERR_STATE);
            assert_non_null(strstr(tc_scene_last_error(t.s), "cannot be focused"));
            assert_ptr_equal(tct_focus(t.s), where[k] == t.rv ? NULL : other);
            assert_ok(tc_view_set_flag(where[k], flags[i].flag, flags[i].good));
            assert_ok(tc_scene_set_focus(t.s, other));
        }
    }
    /* alpha at the hit threshold (H1's test): refused; just above it: focusable */
    assert_ok(tc_view_set_alpha(t.v, TC_ALPHA_HIT_THRESHOLD));
    assert_int_equal(tc_scene_set_focus(t.s, t.v), TC_ERR_STATE);
    assert_ok(tc_view_set_alpha(t.v, 0));
    assert_int_equal(tc_scene_set_focus(t.s, t.v), TC_ERR_STATE);
    assert_ptr_equal(tct_focus(t.s), other);
    assert_ok(tc_view_set_alpha(t.v, 0.02));
    assert_ok(tc_scene_set_focus(t.s, t.v));
    assert_ok(tc_view_set_alpha(t.v, 1));
    /* a disabled control, and a view inside one */
    assert_ok(tc_scene_set_focus(t.s, other));
    tc_view *button = tct_view(t.s, t.rv, 150, 150, 40, 40);
    tc_view *label = tct_view(t.s, button, 5, 5, 10, 10);
    assert_ok(tc_view_set_control(button, TC_CONTROL_BUTTON));
    assert_ok(tc_control_set_enabled(button, 0));
    assert_int_equal(tc_scene_set_focus(t.s, button), TC_ERR_STATE);
    assert_int_equal(tc_scene_set_focus(t.s, label), TC_ERR_STATE);
    assert_ptr_equal(tct_focus(t.s), other);
    assert_ok(tc_control_set_enabled(button, 1));
    assert_ok(tc_scene_set_focus(t.s, label));
    /* a view of a hidden window */
    tc_view *w2 = tct_window(t.s, 0, 0, 100, 100);
    tc_view *in2 = tct_view(t.s, w2, 0, 0, 10, 10);
    assert_ok(tc_view_set_flag(w2, TC_VIEW_HIDDEN, 1));
    assert_int_equal(tc_scene_set_focus(t.s, in2), TC_ERR_STATE);
    assert_ptr_equal(tct_focus(t.s), label);
    /* a refused focus leaves presses where they were going: to the focused view */
    assert_ok(tc_scene_set_focus(t.s, t.v));
    assert_ok(tc_view_set_flag(t.rv, TC_VIEW_HIDDEN, 0));
    assert_int_equal(tc_scene_set_focus(t.s, in2), TC_ERR_STATE);
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_BEGAN, 1.0));
    tct_dispatch(t.s);
    const char *tags[] = {"V"};
    expect_tags(TC_EVENT_PRESSES, tags, 1);
    assert_ok(tc_scene_destroy(t.s));
}

/* R4: a focused view that stops being focusable — hidden, user interaction disabled, alpha at or
 * below TC_ALPHA_HIT_THRESHOLD, a disabled control, on it or on a superview, or moved under such
 * a view — loses the focus, as one taken out of its window already did (the engine kept it
 * focused: presses still went to a hidden view). A press then starts where motion starts (its
 * first responder here); a press already down keeps its responder for its later phases. */
static void test_R4_focus_cleared_when_view_hidden(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_HANDLED, TC_PASS, TC_PASS, TC_HANDLED, TC_PASS);
    tc_view *other = tct_view(t.s, t.w, 200, 200, 10, 10);   /* outside rv */
    tct_resp ro = {"O", TC_HANDLED, NULL};
    tct_record_view(other, &ro);
    assert_ok(tc_view_set_flag(other, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_become_first_responder(other));
    /* a press goes down on the focused view; hiding the view ends the focus, not the press */
    assert_ok(tc_scene_set_focus(t.s, t.v));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_BEGAN, 1.0));
    tct_dispatch(t.s);
    assert_ok(tc_view_set_flag(t.v, TC_VIEW_HIDDEN, 1));
    assert_null(tct_focus(t.s));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_ENDED, 1.1));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_MENU, TC_PHASE_BEGAN, 1.2));
    tct_dispatch(t.s);
    const char *tags[] = {"V", "V", "O"};   /* select's began and ended; menu: the first responder */
    expect_tags(TC_EVENT_PRESSES, tags, 3);
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_MENU, TC_PHASE_ENDED, 1.3));
    tct_dispatch(t.s);
    assert_ok(tc_view_set_flag(t.v, TC_VIEW_HIDDEN, 0));
    /* each other ending, on the view or on a superview */
    assert_ok(tc_scene_set_focus(t.s, t.v));
    assert_ok(tc_view_set_flag(t.rv, TC_VIEW_HIDDEN, 1));
    assert_null(tct_focus(t.s));
    assert_ok(tc_view_set_flag(t.rv, TC_VIEW_HIDDEN, 0));
    assert_ok(tc_scene_set_focus(t.s, t.v));
    assert_ok(tc_view_set_flag(t.v, TC_VIEW_USER_INTERACTION_ENABLED, 0));
    assert_null(tct_focus(t.s));
    assert_ok(tc_view_set_flag(t.v, TC_VIEW_USER_INTERACTION_ENABLED, 1));
    assert_ok(tc_scene_set_focus(t.s, t.v));
    assert_ok(tc_view_set_flag(t.rv, TC_VIEW_USER_INTERACTION_ENABLED, 0));
    assert_null(tct_focus(t.s));
    assert_ok(tc_view_set_flag(t.rv, TC_VIEW_USER_INTERACTION_ENABLED, 1));
    assert_ok(tc_scene_set_focus(t.s, t.v));
    assert_ok(tc_view_set_alpha(t.rv, TC_ALPHA_HIT_THRESHOLD));
    assert_null(tct_focus(t.s));
    assert_ok(tc_view_set_alpha(t.rv, 1));
    /* the window hidden */
    assert_ok(tc_scene_set_focus(t.s, t.v));
    assert_ok(tc_view_set_flag(t.w, TC_VIEW_HIDDEN, 1));
    assert_null(tct_focus(t.s));
    assert_ok(tc_view_set_flag(t.w, TC_VIEW_HIDDEN, 0));
    /* a disabled control, and a view inside it */
    tc_view *button = tct_view(t.s, t.rv, 150, 150, 40, 40);
    tc_view *label = tct_view(t.s, button, 5, 5, 10, 10);
    assert_ok(tc_view_set_control(button, TC_CONTROL_BUTTON));
    assert_ok(tc_scene_set_focus(t.s, button));
    assert_ok(tc_control_set_enabled(button, 0));
    assert_null(tct_focus(t.s));
    assert_ok(tc_control_set_enabled(button, 1));
    assert_ok(tc_scene_set_focus(t.s, label));
    assert_ok(tc_control_set_enabled(button, 0));
    assert_null(tct_focus(t.s));
    assert_ok(tc_control_set_enabled(button, 1));
    /* moved, within its window, under a hidden view */
    tc_view *hidden = tct_view(t.s, t.w, 0, 300, 50, 50);
    assert_ok(tc_view_set_flag(hidden, TC_VIEW_HIDDEN, 1));
    assert_ok(tc_scene_set_focus(t.s, t.v));
    assert_ok(tc_view_add_subview(hidden, t.v));
    assert_null(tct_focus(t.s));
    /* changes elsewhere leave the focus alone */
    assert_ok(tc_scene_set_focus(t.s, other));
    assert_ok(tc_view_set_flag(t.rv, TC_VIEW_HIDDEN, 1));
    assert_ok(tc_view_set_alpha(button, 0));
    assert_ptr_equal(tct_focus(t.s), other);
    assert_ok(tc_scene_destroy(t.s));
}

/* R4: UIKit's isFirstResponder (tc_view_is_first_responder, new): a view is asked about its own
 * window, key or not; resigning, passing the status up, removal and the flag's clearing end it. */
static int32_t tct_is_first(tc_view *v) {
    int32_t on = -1;
    assert_ok(tc_view_is_first_responder(v, &on));
    assert_true(on == 0 || on == 1);
    return on;
}

static void test_R4_is_first_responder_answers_for_its_own_window(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_HANDLED, TC_PASS, TC_PASS, TC_HANDLED, TC_PASS);
    assert_int_equal(tct_is_first(t.v), 0);
    assert_ok(tc_view_set_flag(t.v, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_become_first_responder(t.v));
    assert_int_equal(tct_is_first(t.v), 1);
    assert_int_equal(tct_is_first(t.rv), 0);
    assert_int_equal(tct_is_first(t.w), 0);
    /* a second window, made key: each window keeps its own; the view still is its window's */
    tc_view *w2 = tct_window(t.s, 0, 0, 100, 100);
    tc_view *b = tct_view(t.s, w2, 0, 0, 10, 10);
    assert_ok(tc_view_set_flag(b, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_become_first_responder(b));
    assert_ok(tc_scene_set_key_window(t.s, w2));
    assert_int_equal(tct_is_first(b), 1);
    assert_int_equal(tct_is_first(t.v), 1);   /* not the key window's: still its own window's */
    tc_view *got = NULL;
    assert_ok(tc_scene_get_first_responder(t.s, &got));
    assert_ptr_equal(got, b);
    /* resigning passes the status up: rv can become it */
    assert_ok(tc_view_set_flag(t.rv, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_resign_first_responder(t.v));
    assert_int_equal(tct_is_first(t.v), 0);
    assert_int_equal(tct_is_first(t.rv), 1);
    /* the flag cleared, or the view taken out of its window: no longer */
    assert_ok(tc_view_set_flag(t.rv, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 0));
    assert_int_equal(tct_is_first(t.rv), 0);
    assert_ok(tc_view_remove_from_superview(b));
    assert_int_equal(tct_is_first(b), 0);
    /* arguments */
    int32_t on = 7;
    assert_int_equal(tc_view_is_first_responder(b, NULL), TC_ERR_NULL_POINTER);
    assert_int_equal(tc_view_is_first_responder(NULL, &on), TC_ERR_INVALID_HANDLE);
    assert_int_equal(on, 7);
    assert_ok(tc_scene_destroy(t.s));
}

/* R4: a press starts at the focused view, else the first responder (UIKit's UIPress.responder
 * "either is focused or is the isFirstResponder object"), else the key window. (The engine
 * skipped the first responder: a press with no focus went to the key window.) */
static void test_R4_presses_go_to_focus_then_first_responder_then_root_controller(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_PASS, TC_PASS, TC_PASS, TC_HANDLED, TC_PASS);
    /* focus wins over the first responder */
    tc_view *other = tct_view(t.s, t.rv, 200, 200, 10, 10);
    tct_resp ro = {"O", TC_HANDLED, NULL};
    tct_record_view(other, &ro);
    assert_ok(tc_view_set_flag(other, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_become_first_responder(other));
    assert_ok(tc_scene_set_focus(t.s, t.v));
    tc_view *f = NULL;
    assert_ok(tc_scene_get_focus(t.s, &f));
    assert_ptr_equal(f, t.v);
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_BEGAN, 1.0));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_ENDED, 1.1));
    tct_dispatch(t.s);
    const char *tags[] = {"V", "RV", "C", "W", "V", "RV", "C", "W"};
    expect_tags(TC_EVENT_PRESSES, tags, 8);
    assert_int_equal(g_log.e[0].subtype, TC_PRESS_SELECT);
    assert_int_equal(g_log.e[0].phase, TC_PHASE_BEGAN);
    assert_int_equal(g_log.e[4].phase, TC_PHASE_ENDED);
    /* no focus: the first responder */
    tct_log_reset();
    assert_ok(tc_scene_set_focus(t.s, NULL));
    assert_ok(tc_scene_get_focus(t.s, &f));
    assert_null(f);
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_MENU, TC_PHASE_BEGAN, 2.0));
    tct_dispatch(t.s);
    const char *tags2[] = {"O"};
    expect_tags(TC_EVENT_PRESSES, tags2, 1);
    assert_int_equal(g_log.e[0].subtype, TC_PRESS_MENU);
    /* neither: the key window's root controller, then on up */
    tct_log_reset();
    assert_ok(tc_view_resign_first_responder(other));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_PLAY_PAUSE, TC_PHASE_BEGAN, 3.0));
    tct_dispatch(t.s);
    const char *tags3[] = {"C", "W"};
    expect_tags(TC_EVENT_PRESSES, tags3, 2);
    /* its later phases start at the root controller too, also once a first responder
     * exists (UIKit's UIPress.responder is fixed at the began) */
    tct_log_reset();
    assert_ok(tc_view_become_first_responder(other));
    t.rc.ret = TC_HANDLED;
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_PLAY_PAUSE, TC_PHASE_ENDED, 3.5));
    tct_dispatch(t.s);
    const char *tags4[] = {"C"};
    expect_tags(TC_EVENT_PRESSES, tags4, 1);
    assert_int_equal(g_log.e[0].phase, TC_PHASE_ENDED);
    /* a destroyed root controller: the press's later phases reach no responder */
    tct_log_reset();
    assert_ok(tc_view_resign_first_responder(other));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_UP_ARROW, TC_PHASE_BEGAN, 4.0));
    tct_dispatch(t.s);
    expect_tags(TC_EVENT_PRESSES, tags4, 1);
    tct_log_reset();
    assert_ok(tc_controller_destroy(t.c));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_UP_ARROW, TC_PHASE_ENDED, 4.5));
    tct_dispatch(t.s);
    expect_tags(TC_EVENT_PRESSES, NULL, 0);
    assert_int_equal(g_log.unhandled, 1);
    assert_int_equal(g_log.u[0].type, TC_EVENT_PRESSES);
    assert_int_equal(g_log.u[0].phase, TC_PHASE_ENDED);
    assert_ok(tc_scene_destroy(t.s));
}

/* R4: a press is one press from its began to its ended or cancelled (UIKit's UIPress, whose
 * responder is fixed when the press is first dispatched): its later phases start at the view
 * that got its began, also when the focus moved meanwhile. That view leaving its window, or
 * destroyed, cancels the press there and then; its later phases reach no responder and the
 * unhandled callback hears of them. (The engine chose the start again for every phase: the
 * view that saw the began never saw the end, and another got an ended with no began. It
 * then sent a removed view its press's later phases, and a destroyed one no cancel.) */
static void test_R4_press_phases_start_at_the_view_that_got_the_began(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_HANDLED, TC_PASS, TC_PASS, TC_HANDLED, TC_PASS);
    tc_view *b = tct_view(t.s, t.rv, 200, 200, 10, 10);
    tct_resp rb = {"B", TC_HANDLED, NULL};
    tct_record_view(b, &rb);
    assert_ok(tc_scene_set_focus(t.s, t.v));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_BEGAN, 1.0));
    tct_dispatch(t.s);
    assert_ok(tc_scene_set_focus(t.s, b));          /* focus moves while SELECT is down */
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_CHANGED, 1.1));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_MENU, TC_PHASE_BEGAN, 1.1));   /* a new press: B */
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_ENDED, 1.2));
    tct_dispatch(t.s);
    const char *tags[] = {"V", "V", "B", "V"};
    expect_tags(TC_EVENT_PRESSES, tags, 4);
    assert_int_equal(g_log.e[3].phase, TC_PHASE_ENDED);
    /* MENU's view leaves its window: MENU is cancelled there, its end reaches nobody */
    tct_log_reset();
    assert_ok(tc_view_remove_from_superview(b));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_MENU, TC_PHASE_ENDED, 2.0));
    tct_dispatch(t.s);
    const char *tags2[] = {"B"};
    expect_tags(TC_EVENT_PRESSES, tags2, 1);
    assert_int_equal(g_log.e[0].phase, TC_PHASE_CANCELLED);
    assert_int_equal(g_log.unhandled, 1);
    assert_int_equal(g_log.u[0].phase, TC_PHASE_ENDED);
    /* a press whose view is destroyed: cancelled first, then its later phases reach nobody */
    tct_log_reset();
    assert_ok(tc_view_add_subview(t.rv, b));
    assert_ok(tc_scene_set_focus(t.s, b));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_UP_ARROW, TC_PHASE_BEGAN, 3.0));
    tct_dispatch(t.s);
    assert_ok(tc_view_destroy(b));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_UP_ARROW, TC_PHASE_CANCELLED, 3.1));
    tct_dispatch(t.s);
    const char *tags3[] = {"B", "B"};
    expect_tags(TC_EVENT_PRESSES, tags3, 2);
    assert_int_equal(g_log.e[1].phase, TC_PHASE_CANCELLED);
    assert_int_equal(g_log.unhandled, 1);
    assert_int_equal(g_log.u[0].type, TC_EVENT_PRESSES);
    assert_int_equal(g_log.u[0].phase, TC_PHASE_CANCELLED);
    assert_ok(tc_scene_destroy(t.s));
}

/* R4: one press of a type at a time. A began for a type already down, or a changed, ended or
 * cancelled for one not down, is refused (TC_ERR_STATE) and queues nothing; an ended or
 * cancelled lets the type begin again. (The engine queued them all: ends with no began,
 * two begans.) */
static void test_R4_press_phases_out_of_order_are_refused(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_PASS, TC_PASS, TC_PASS, TC_HANDLED, TC_PASS);
    assert_int_equal(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_ENDED, 1.0), TC_ERR_STATE);
    assert_int_equal(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_CHANGED, 1.0), TC_ERR_STATE);
    assert_int_equal(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_CANCELLED, 1.0), TC_ERR_STATE);
    assert_int_equal(tct_queued(t.s), 0);
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_BEGAN, 1.0));
    assert_int_equal(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_BEGAN, 1.1), TC_ERR_STATE);
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_MENU, TC_PHASE_BEGAN, 1.1));   /* another type */
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_CANCELLED, 1.2));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_BEGAN, 1.3));
    /* a refused push (time backwards) leaves the type's state as it was */
    assert_int_equal(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_ENDED, 0.5), TC_ERR_TIME_BACKWARDS);
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_ENDED, 1.4));
    assert_int_equal(tct_queued(t.s), 5);
    assert_int_equal(tct_dispatch(t.s), 5);
    assert_ok(tc_scene_destroy(t.s));
}

/* R4: iOS 18.2's -[UIWindow sendEvent:] sends a presses event on (_sendButtonsForEvent:) only
 * when the window isUserInteractionEnabled; motion and remote-control events take another
 * branch, with no such check. The key window W has user interaction disabled: a press reaches
 * no responder (the unhandled callback hears of it) while a shake still walks C, W. Each
 * phase is checked as it comes: W enabled again, the press's end reaches the responder its
 * began was given, C, and no further (R2: the began was forwarded nowhere). A press whose
 * responder is a focused view of another window that is interactive is delivered there.
 * (The engine delivered presses to W whatever its user interaction.) */
static void test_R4_press_on_a_key_window_without_user_interaction_reaches_no_responder(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_HANDLED, TC_PASS, TC_PASS, TC_HANDLED, TC_PASS);
    assert_ok(tc_view_set_flag(t.w, TC_VIEW_USER_INTERACTION_ENABLED, 0));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_BEGAN, 1.0));
    assert_ok(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 1.1));
    assert_int_equal(tct_dispatch(t.s), 2);
    expect_tags(TC_EVENT_PRESSES, NULL, 0);
    const char *motion[] = {"C", "W"};
    expect_tags(TC_EVENT_MOTION, motion, 2);
    assert_int_equal(g_log.unhandled, 1);
    assert_int_equal(g_log.u[0].type, TC_EVENT_PRESSES);
    assert_int_equal(g_log.u[0].subtype, TC_PRESS_SELECT);
    assert_int_equal(g_log.u[0].phase, TC_PHASE_BEGAN);
    /* V is in W too: it cannot be focused (R4: canBecomeFocused), and nothing gets the press */
    tct_log_reset();
    assert_int_equal(tc_scene_set_focus(t.s, t.v), TC_ERR_STATE);
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_MENU, TC_PHASE_BEGAN, 1.2));
    assert_int_equal(tct_dispatch(t.s), 1);
    expect_tags(TC_EVENT_PRESSES, NULL, 0);
    assert_int_equal(g_log.unhandled, 1);
    /* W interactive again: SELECT's end goes to the responder its began was given, C, only */
    tct_log_reset();
    assert_ok(tc_view_set_flag(t.w, TC_VIEW_USER_INTERACTION_ENABLED, 1));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_ENDED, 1.3));
    assert_int_equal(tct_dispatch(t.s), 1);
    const char *ended[] = {"C"};
    expect_tags(TC_EVENT_PRESSES, ended, 1);
    assert_int_equal(g_log.e[0].phase, TC_PHASE_ENDED);
    assert_int_equal(g_log.unhandled, 0);
    /* a focused view of another, interactive window gets its press while W is disabled */
    tct_log_reset();
    assert_ok(tc_view_set_flag(t.w, TC_VIEW_USER_INTERACTION_ENABLED, 0));
    tc_view *w2 = tct_window(t.s, 400, 0, 100, 100);
    tc_view *f = tct_view(t.s, w2, 0, 0, 50, 50);
    tct_resp rf = {"F", TC_HANDLED, NULL};
    tct_record_view(f, &rf);
    assert_ok(tc_scene_set_focus(t.s, f));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_UP_ARROW, TC_PHASE_BEGAN, 1.4));
    assert_int_equal(tct_dispatch(t.s), 1);
    const char *other[] = {"F"};
    expect_tags(TC_EVENT_PRESSES, other, 1);
    assert_int_equal(g_log.unhandled, 0);
    assert_ok(tc_scene_destroy(t.s));
}

/* R2/R4: a press's later phases go from a responder to the next only as far as its began
 * went. UIKit's default pressesBegan/Changed/Ended/Cancelled forward as its touches methods
 * do, and UIPress keeps the same forwarding record as UITouch (iOS 18.2 UIPress.m:
 * _mutableForwardingRecord, _abandonForwardingRecord; _UIResponderChainFixerUpper records
 * began deliveries only and forwards the other phases to the recorded responders). V handles
 * SELECT's began and passes its changed and ended: nobody above V hears of them, nor the
 * unhandled callback. A began RV handled takes them as far as RV; a began that walked off
 * the chain takes them to its end, unhandled each. (The engine walked every later phase up
 * the whole chain from the press's responder.) */
static void test_R2_R4_press_later_phases_go_only_where_the_began_went(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_HANDLED, TC_PASS, TC_PASS, TC_HANDLED, TC_PASS);
    assert_ok(tc_scene_set_focus(t.s, t.v));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_BEGAN, 1.0));
    tct_dispatch(t.s);
    const char *began[] = {"V"};
    expect_tags(TC_EVENT_PRESSES, began, 1);
    tct_log_reset();
    t.rv_.ret = TC_PASS;                        /* V passes the rest */
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_CHANGED, 1.1));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_ENDED, 1.2));
    assert_int_equal(tct_dispatch(t.s), 2);
    const char *rest[] = {"V", "V"};
    expect_tags(TC_EVENT_PRESSES, rest, 2);
    assert_int_equal(g_log.e[0].phase, TC_PHASE_CHANGED);
    assert_int_equal(g_log.e[1].phase, TC_PHASE_ENDED);
    assert_int_equal(g_log.unhandled, 0);
    /* RV handles the began: the cancel goes V, RV and stops there */
    tct_log_reset();
    t.rrv.ret = TC_HANDLED;
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_MENU, TC_PHASE_BEGAN, 2.0));
    tct_dispatch(t.s);
    t.rrv.ret = TC_PASS;
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_MENU, TC_PHASE_CANCELLED, 2.1));
    tct_dispatch(t.s);
    const char *rv[] = {"V", "RV", "V", "RV"};
    expect_tags(TC_EVENT_PRESSES, rv, 4);
    assert_int_equal(g_log.e[3].phase, TC_PHASE_CANCELLED);
    assert_int_equal(g_log.unhandled, 0);
    /* nobody handles the began: every phase walks the whole chain, unhandled each */
    tct_log_reset();
    t.rw.ret = TC_PASS;
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_UP_ARROW, TC_PHASE_BEGAN, 3.0));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_UP_ARROW, TC_PHASE_ENDED, 3.1));
    tct_dispatch(t.s);
    const char *all[] = {"V", "RV", "C", "W", "APP", "V", "RV", "C", "W", "APP"};
    expect_tags(TC_EVENT_PRESSES, all, 10);
    assert_int_equal(g_log.unhandled, 2);
    assert_int_equal(g_log.u[1].phase, TC_PHASE_ENDED);
    assert_ok(tc_scene_destroy(t.s));
}

/* R4: Apple's pressesCancelled(_:with:): an interruption is anything that "causes the view
 * handling the press events to be removed from its window"; iOS 18 UIKitCore's
 * -[UIApplication _cancelPressesIfNeededForViewRemovedFromResponderChain:] cancels each press
 * of the view's window whose responder reaches the removed view along nextResponder. The
 * focused V has SELECT down; its ancestor RV leaves the window: V gets `cancelled` at once
 * (at the clock), as far as the began went (V), and the host's later ended reaches no
 * responder (unhandled). A press whose began walked B, RV, C, W is cancelled along that chain
 * as it stood. Destroying the press's view cancels it too. A press of the root controller C
 * whose view RV is removed is kept (C's chain starts at RV's superview: it never reaches
 * RV), and so is one whose view moves into another window. (The engine cancelled nothing:
 * the removed view got the ended later.) */
static void test_R4_press_responder_removed_from_window_gets_cancelled(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_HANDLED, TC_PASS, TC_PASS, TC_HANDLED, TC_PASS);
    assert_ok(tc_scene_set_focus(t.s, t.v));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_BEGAN, 1.0));
    tct_dispatch(t.s);
    tct_log_reset();
    assert_ok(tc_view_remove_from_superview(t.rv));
    const char *cancel[] = {"V"};
    expect_tags(TC_EVENT_PRESSES, cancel, 1);
    assert_int_equal(g_log.e[0].subtype, TC_PRESS_SELECT);
    assert_int_equal(g_log.e[0].phase, TC_PHASE_CANCELLED);
    assert_true(g_log.e[0].timestamp == tct_now(t.s));
    assert_int_equal(g_log.unhandled, 0);
    tct_log_reset();
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_SELECT, TC_PHASE_ENDED, 1.5));
    tct_dispatch(t.s);
    expect_tags(TC_EVENT_PRESSES, NULL, 0);
    assert_int_equal(g_log.unhandled, 1);
    assert_int_equal(g_log.u[0].type, TC_EVENT_PRESSES);
    assert_int_equal(g_log.u[0].phase, TC_PHASE_ENDED);
    /* a began that went B, RV, C, W: B's removal cancels it along that chain */
    assert_ok(tc_view_add_subview(t.w, t.rv));
    tc_view *b = tct_view(t.s, t.rv, 200, 200, 10, 10);
    tct_resp rb = {"B", TC_PASS, NULL};
    tct_record_view(b, &rb);
    assert_ok(tc_scene_set_focus(t.s, b));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_MENU, TC_PHASE_BEGAN, 2.0));
    tct_dispatch(t.s);
    tct_log_reset();
    assert_ok(tc_view_remove_from_superview(b));
    const char *chain4[] = {"B", "RV", "C", "W"};
    expect_tags(TC_EVENT_PRESSES, chain4, 4);
    assert_int_equal(g_log.e[3].phase, TC_PHASE_CANCELLED);
    /* destroying the press's view cancels it first */
    assert_ok(tc_view_add_subview(t.rv, b));
    assert_ok(tc_scene_set_focus(t.s, b));
    rb.ret = TC_HANDLED;
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_MENU, TC_PHASE_ENDED, 2.5));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_DOWN_ARROW, TC_PHASE_BEGAN, 2.5));
    tct_dispatch(t.s);
    tct_log_reset();
    assert_ok(tc_view_destroy(b));
    const char *destroyed[] = {"B"};
    expect_tags(TC_EVENT_PRESSES, destroyed, 1);
    assert_int_equal(g_log.e[0].subtype, TC_PRESS_DOWN_ARROW);
    assert_int_equal(g_log.e[0].phase, TC_PHASE_CANCELLED);
    /* the root controller's press stays when its view leaves the window */
    assert_ok(tc_scene_set_focus(t.s, NULL));
    t.rc.ret = TC_HANDLED;
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_PLAY_PAUSE, TC_PHASE_BEGAN, 3.0));
    tct_dispatch(t.s);
    tct_log_reset();
    assert_ok(tc_view_remove_from_superview(t.rv));
    expect_tags(TC_EVENT_PRESSES, NULL, 0);
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_PLAY_PAUSE, TC_PHASE_ENDED, 3.5));
    tct_dispatch(t.s);
    const char *ctl[] = {"C"};
    expect_tags(TC_EVENT_PRESSES, ctl, 1);
    assert_int_equal(g_log.e[0].phase, TC_PHASE_ENDED);
    /* a view moved into another window keeps its press */
    tc_view *w2 = tct_window(t.s, 400, 0, 100, 100);
    tc_view *f = tct_view(t.s, t.w, 0, 0, 50, 50);
    tct_resp rf = {"F", TC_HANDLED, NULL};
    tct_record_view(f, &rf);
    assert_ok(tc_scene_set_focus(t.s, f));
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_LEFT_ARROW, TC_PHASE_BEGAN, 4.0));
    tct_dispatch(t.s);
    tct_log_reset();
    assert_ok(tc_view_add_subview(w2, f));
    expect_tags(TC_EVENT_PRESSES, NULL, 0);
    assert_ok(tc_scene_push_press(t.s, TC_PRESS_LEFT_ARROW, TC_PHASE_ENDED, 4.5));
    tct_dispatch(t.s);
    const char *moved[] = {"F"};
    expect_tags(TC_EVENT_PRESSES, moved, 1);
    assert_int_equal(g_log.unhandled, 0);
    assert_ok(tc_scene_destroy(t.s));
}

/* E1: UIKit's UIMotionEvent sends motionEnded or motionCancelled only after it sent
 * motionBegan (its _sentMotionBegan flag, cleared with the end). An ended or cancelled with no
 * shake going on is refused (TC_ERR_STATE) and queues nothing; so is one after the shake has
 * ended. (The engine queued and delivered them.) */
static void test_E1_motion_ended_without_began_refused(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_PASS, TC_PASS, TC_HANDLED, TC_HANDLED, TC_PASS);
    assert_int_equal(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_ENDED, 1.0), TC_ERR_STATE);
    assert_int_equal(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_CANCELLED, 1.0), TC_ERR_STATE);
    assert_int_equal(tct_queued(t.s), 0);
    assert_ok(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 1.0));
    assert_ok(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_ENDED, 1.5));
    assert_int_equal(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_CANCELLED, 1.6), TC_ERR_STATE);
    assert_int_equal(tct_queued(t.s), 2);
    assert_int_equal(tct_dispatch(t.s), 2);
    const char *tags[] = {"C", "C"};
    expect_tags(TC_EVENT_MOTION, tags, 2);
    assert_int_equal(g_log.e[0].phase, TC_PHASE_BEGAN);
    assert_int_equal(g_log.e[1].phase, TC_PHASE_ENDED);
    /* dispatched, the state stays: still no shake going on */
    assert_int_equal(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_ENDED, 2.0), TC_ERR_STATE);
    assert_int_equal(tct_queued(t.s), 0);
    assert_ok(tc_scene_destroy(t.s));
}

/* E1: UIKit's UIMotionEvent sends motionBegan only when it has not already (_sentMotionBegan):
 * a second began while a shake is going on is refused (TC_ERR_STATE) and queues nothing; a
 * cancelled ends the shake and a new one may begin; a refused push (time backwards) leaves
 * the state as it was. (The engine queued and delivered both begans.) */
static void test_E1_second_motion_began_refused(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_PASS, TC_PASS, TC_HANDLED, TC_HANDLED, TC_PASS);
    assert_ok(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 1.0));
    assert_int_equal(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 1.1), TC_ERR_STATE);
    assert_int_equal(tct_queued(t.s), 1);
    assert_int_equal(tct_dispatch(t.s), 1);
    assert_int_equal(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 1.2), TC_ERR_STATE);
    assert_ok(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_CANCELLED, 1.3));
    assert_int_equal(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 0.5), TC_ERR_TIME_BACKWARDS);
    assert_ok(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 1.4));
    assert_ok(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_ENDED, 1.5));
    assert_int_equal(tct_queued(t.s), 3);
    assert_int_equal(tct_dispatch(t.s), 3);
    const char *tags[] = {"C", "C", "C", "C"};
    expect_tags(TC_EVENT_MOTION, tags, 4);
    assert_int_equal(g_log.e[0].phase, TC_PHASE_BEGAN);
    assert_int_equal(g_log.e[1].phase, TC_PHASE_CANCELLED);
    assert_int_equal(g_log.e[2].phase, TC_PHASE_BEGAN);
    assert_int_equal(g_log.e[3].phase, TC_PHASE_ENDED);
    assert_ok(tc_scene_destroy(t.s));
}

static void test_R4_destroyed_first_responder_cleared(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_HANDLED, TC_PASS, TC_PASS, TC_HANDLED, TC_PASS);
    assert_ok(tc_view_set_flag(t.v, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_become_first_responder(t.v));
    assert_ok(tc_scene_set_focus(t.s, t.v));
    assert_ok(tc_view_destroy(t.v));
    tc_view *fr = TC_GARBAGE_VIEW, *f = TC_GARBAGE_VIEW;
    assert_ok(tc_scene_get_first_responder(t.s, &fr));
    assert_null(fr);
    assert_ok(tc_scene_get_focus(t.s, &f));
    assert_null(f);
    assert_ok(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 1.0));
    tct_dispatch(t.s);
    const char *tags[] = {"C", "W"};
    expect_tags(TC_EVENT_MOTION, tags, 2);
    assert_ok(tc_scene_destroy(t.s));
}

/* ---- R4: TC_VIEW_CAN_RESIGN_FIRST_RESPONDER (UIKit's canResignFirstResponder) ---- */

static tc_view *fr_of(tc_scene *s) {
    tc_view *fr = TC_GARBAGE_VIEW;
    assert_ok(tc_scene_get_first_responder(s, &fr));
    return fr;
}

/* R4: "resignFirstResponder ... returns false when canResignFirstResponder is false". The
 * flag defaults to 1; while it is 0 the first responder refuses to resign (TC_ERR_STATE) and
 * stays first responder, so motion still starts at it; a view that is not first responder
 * resigns as a no-op whatever its flag. (The engine had no such flag: setting it was
 * TC_ERR_UNKNOWN_ENUM, and resigning always succeeded.) */
static void test_R4_first_responder_that_cannot_resign_refuses_to_resign(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_HANDLED, TC_PASS, TC_PASS, TC_HANDLED, TC_PASS);
    int32_t flag = -1;
    assert_ok(tc_view_get_flag(t.v, TC_VIEW_CAN_RESIGN_FIRST_RESPONDER, &flag));
    assert_int_equal(flag, 1);                           /* default true, as UIKit */
    assert_ok(tc_view_set_flag(t.v, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_set_flag(t.v, TC_VIEW_CAN_RESIGN_FIRST_RESPONDER, 0));
    assert_ok(tc_view_get_flag(t.v, TC_VIEW_CAN_RESIGN_FIRST_RESPONDER, &flag));
    assert_int_equal(flag, 0);
    /* not first responder yet: resigning is still a no-op */
    assert_ok(tc_view_resign_first_responder(t.v));
    assert_null(fr_of(t.s));
    /* the flag only matters when leaving: it may become first responder */
    assert_ok(tc_view_become_first_responder(t.v));
    assert_ptr_equal(fr_of(t.s), t.v);
    assert_int_equal(tc_view_resign_first_responder(t.v), TC_ERR_STATE);
    assert_ptr_equal(fr_of(t.s), t.v);
    assert_ok(tc_view_become_first_responder(t.v));      /* itself again: nothing to resign */
    assert_ptr_equal(fr_of(t.s), t.v);
    assert_ok(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 1.0));
    tct_dispatch(t.s);
    const char *tags[] = {"V"};
    expect_tags(TC_EVENT_MOTION, tags, 1);
    /* willing again: it resigns */
    assert_ok(tc_view_set_flag(t.v, TC_VIEW_CAN_RESIGN_FIRST_RESPONDER, 1));
    assert_ok(tc_view_resign_first_responder(t.v));
    assert_null(fr_of(t.s));
    assert_ok(tc_scene_destroy(t.s));
}

/* R4: resigning passes first responder up the chain. iOS 18.2 UIKitCore's
 * -[UIResponder resignFirstResponder] asks nextFirstResponder (the nearest responder above
 * that is not first responder and can become it) to becomeFirstResponder. V resigns: its
 * controller's root view RV (the controller between them cannot be first responder) takes
 * over, and motion starts there; RV resigns: the window W, the nearest above that can; W
 * resigns: nothing above can (the application is no view), so the window has none. A view
 * whose ancestors cannot become first responder leaves none either. (The engine left the
 * window without a first responder at every resign.) */
static void test_R4_resigning_passes_first_responder_up_the_chain(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_HANDLED, TC_HANDLED, TC_PASS, TC_HANDLED, TC_PASS);
    assert_ok(tc_view_set_flag(t.v, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_set_flag(t.rv, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_set_flag(t.w, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_become_first_responder(t.v));
    assert_ptr_equal(fr_of(t.s), t.v);
    assert_ok(tc_view_resign_first_responder(t.v));
    assert_ptr_equal(fr_of(t.s), t.rv);
    assert_ok(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 1.0));
    tct_dispatch(t.s);
    const char *tags[] = {"RV"};
    expect_tags(TC_EVENT_MOTION, tags, 1);
    assert_ok(tc_view_resign_first_responder(t.rv));
    assert_ptr_equal(fr_of(t.s), t.w);
    assert_ok(tc_view_resign_first_responder(t.w));
    assert_null(fr_of(t.s));
    /* ancestors that cannot become first responder: none takes over */
    assert_ok(tc_view_set_flag(t.rv, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 0));
    assert_ok(tc_view_set_flag(t.w, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 0));
    assert_ok(tc_view_become_first_responder(t.v));
    assert_ok(tc_view_resign_first_responder(t.v));
    assert_null(fr_of(t.s));
    /* removal and destruction stay forced endings that pass nothing on (see BEHAVIOUR.md) */
    assert_ok(tc_view_set_flag(t.rv, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_become_first_responder(t.v));
    assert_ok(tc_view_remove_from_superview(t.v));
    assert_null(fr_of(t.s));
    assert_ok(tc_scene_destroy(t.s));
}

/* R4: becomeFirstResponder: "UIKit asks the current first responder to resign as first
 * responder, which it might not do". Another view of the same window is refused
 * (TC_ERR_STATE) and nothing changes: the first responder keeps its place, the refused view
 * is not recorded anywhere (once the first one resigns, the window has none). A view of
 * another window still becomes that window's first responder, and it blocks nothing in the
 * first window. (The engine replaced the first responder whatever it was willing to do.) */
static void test_R4_first_responder_that_cannot_resign_refuses_another_in_its_window(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_HANDLED, TC_PASS, TC_PASS, TC_HANDLED, TC_PASS);
    tc_view *other = tct_view(t.s, t.rv, 200, 200, 10, 10);
    tc_view *w2 = tct_window(t.s, 320, 0, 320, 480);
    tc_view *b = tct_view(t.s, w2, 0, 0, 50, 50);
    tc_view *b2 = tct_view(t.s, w2, 60, 0, 50, 50);
    assert_ok(tc_view_set_flag(t.v, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_set_flag(other, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_set_flag(b, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_set_flag(b2, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_become_first_responder(t.v));
    assert_ok(tc_view_set_flag(t.v, TC_VIEW_CAN_RESIGN_FIRST_RESPONDER, 0));

    assert_int_equal(tc_view_become_first_responder(other), TC_ERR_STATE);
    assert_ptr_equal(fr_of(t.s), t.v);

    /* another window keeps its own first responder: b becomes w2's, and w2's may change */
    assert_ok(tc_view_become_first_responder(b));
    assert_ok(tc_view_become_first_responder(b2));
    assert_ptr_equal(fr_of(t.s), t.v);                   /* w (the key window) keeps v */
    assert_ok(tc_scene_set_key_window(t.s, w2));
    assert_ptr_equal(fr_of(t.s), b2);
    assert_ok(tc_scene_set_key_window(t.s, t.w));
    assert_ptr_equal(fr_of(t.s), t.v);

    /* motion still starts at v */
    assert_ok(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 1.0));
    tct_dispatch(t.s);
    const char *tags[] = {"V"};
    expect_tags(TC_EVENT_MOTION, tags, 1);

    /* the refused become left no trace: once v may and does resign, w has none */
    assert_ok(tc_view_set_flag(t.v, TC_VIEW_CAN_RESIGN_FIRST_RESPONDER, 1));
    assert_ok(tc_view_resign_first_responder(t.v));
    assert_null(fr_of(t.s));
    /* and then the other view may become it */
    assert_ok(tc_view_become_first_responder(t.v));
    assert_ok(tc_view_become_first_responder(other));
    assert_ptr_equal(fr_of(t.s), other);
    assert_ok(tc_scene_destroy(t.s));
}

/* R4: forced endings stay forced whatever TC_VIEW_CAN_RESIGN_FIRST_RESPONDER says: taking the
 * view out of its window (removing it or an ancestor), clearing its
 * TC_VIEW_CAN_BECOME_FIRST_RESPONDER, destroying it, or destroying its window. After each the
 * window has no first responder and another view may become it. */
static void test_R4_forced_endings_ignore_can_resign_first_responder(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_HANDLED, TC_PASS, TC_PASS, TC_HANDLED, TC_PASS);
    tc_view *other = tct_view(t.s, t.w, 200, 200, 10, 10);
    assert_ok(tc_view_set_flag(other, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_set_flag(t.v, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_set_flag(t.v, TC_VIEW_CAN_RESIGN_FIRST_RESPONDER, 0));

    /* removing the view itself */
    assert_ok(tc_view_become_first_responder(t.v));
    assert_int_equal(tc_view_become_first_responder(other), TC_ERR_STATE);
    assert_ok(tc_view_remove_from_superview(t.v));
    assert_null(fr_of(t.s));
    assert_ok(tc_view_become_first_responder(other));
    assert_ptr_equal(fr_of(t.s), other);
    assert_ok(tc_view_resign_first_responder(other));
    assert_ok(tc_view_add_subview(t.rv, t.v));

    /* removing an ancestor */
    assert_ok(tc_view_become_first_responder(t.v));
    assert_ok(tc_view_remove_from_superview(t.rv));
    assert_null(fr_of(t.s));
    assert_ok(tc_view_become_first_responder(other));
    assert_ok(tc_view_resign_first_responder(other));
    assert_ok(tc_view_add_subview(t.w, t.rv));

    /* clearing TC_VIEW_CAN_BECOME_FIRST_RESPONDER */
    assert_ok(tc_view_become_first_responder(t.v));
    assert_ok(tc_view_set_flag(t.v, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 0));
    assert_null(fr_of(t.s));
    assert_ok(tc_view_become_first_responder(other));
    assert_ok(tc_view_resign_first_responder(other));
    assert_ok(tc_view_set_flag(t.v, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));

    /* destroying it */
    assert_ok(tc_view_become_first_responder(t.v));
    assert_ok(tc_view_destroy(t.v));
    assert_null(fr_of(t.s));
    assert_ok(tc_view_become_first_responder(other));
    assert_ptr_equal(fr_of(t.s), other);
    assert_ok(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 1.0));
    tct_dispatch(t.s);
    const char *tags[] = {"W"};   /* other has no callbacks: the walk goes up to W */
    expect_tags(TC_EVENT_MOTION, tags, 1);

    /* destroying its window */
    assert_ok(tc_view_set_flag(other, TC_VIEW_CAN_RESIGN_FIRST_RESPONDER, 0));
    tc_view *w2 = tct_window(t.s, 320, 0, 320, 480);
    assert_ok(tc_view_destroy(t.w));
    assert_null(fr_of(t.s));       /* w2 is key now, with no first responder */
    /* other left every window with w: it is no one's first responder, also once in w2 */
    assert_ok(tc_view_add_subview(w2, other));
    assert_null(fr_of(t.s));
    tc_view *b = tct_view(t.s, w2, 0, 0, 50, 50);
    assert_ok(tc_view_set_flag(b, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_become_first_responder(b));
    assert_ptr_equal(fr_of(t.s), b);
    assert_ok(tc_scene_destroy(t.s));
}

static void test_R4_bad_event_values_refused(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_HANDLED, TC_PASS, TC_PASS, TC_PASS, TC_PASS);
    assert_int_equal(tc_scene_push_motion(t.s, 999, TC_PHASE_BEGAN, 1.0), TC_ERR_UNKNOWN_ENUM);
    assert_int_equal(tc_scene_push_remote(t.s, TC_MOTION_SHAKE, 1.0), TC_ERR_UNKNOWN_ENUM);
    assert_int_equal(tc_scene_push_press(t.s, 0, TC_PHASE_BEGAN, 1.0), TC_ERR_UNKNOWN_ENUM);
    assert_int_equal(tc_scene_push_press(t.s, TC_PRESS_SELECT, 77, 1.0), TC_ERR_UNKNOWN_ENUM);
    assert_int_equal(tc_scene_push_motion(t.s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, NAN),
                     TC_ERR_NOT_FINITE);
    assert_int_equal(tct_queued(t.s), 0);
    assert_ok(tc_scene_destroy(t.s));
}

/* ---- R5: router events --------------------------------------------------- */

typedef struct table_tree {
    tc_scene *s;
    tc_view *w, *root, *table, *cell, *button;
    tc_controller *vc;
    tct_resp rw, rroot, rtable, rcell, rbutton, rvc, rapp;
} table_tree;

static void build_table(table_tree *t) {
    tct_log_reset();
    t->s = tct_scene();
    t->w = tct_window(t->s, 0, 0, 320, 480);
    t->root = tct_view(t->s, t->w, 0, 0, 320, 480);
    t->table = tct_view(t->s, t->root, 0, 0, 320, 480);
    t->cell = tct_view(t->s, t->table, 0, 0, 320, 44);
    t->button = tct_view(t->s, t->cell, 200, 5, 80, 34);
    assert_ok(tc_controller_create(t->s, &t->vc));
    assert_ok(tc_controller_set_view(t->vc, t->root));
    t->rbutton = (tct_resp){"button", TC_PASS, NULL};
    t->rcell = (tct_resp){"cell", TC_PASS, NULL};
    t->rtable = (tct_resp){"table", TC_PASS, NULL};
    t->rroot = (tct_resp){"root", TC_PASS, NULL};
    t->rvc = (tct_resp){"vc", TC_PASS, "firstButton"};
    t->rw = (tct_resp){"window", TC_PASS, NULL};
    t->rapp = (tct_resp){"app", TC_PASS, NULL};
    tct_record_view(t->button, &t->rbutton);
    tct_record_view(t->cell, &t->rcell);
    tct_record_view(t->table, &t->rtable);
    tct_record_view(t->root, &t->rroot);
    tct_record_view(t->w, &t->rw);
    tc_responder_callbacks cb = tct_callbacks(&t->rvc);
    assert_ok(tc_controller_set_responder(t->vc, &cb));
    cb = tct_callbacks(&t->rapp);
    assert_ok(tc_scene_set_app_responder(t->s, &cb));
    assert_ok(tc_scene_set_unhandled_fn(t->s, tct_unhandled_cb, NULL));
}

static void test_R5_seed002_router_button_to_controller(void **state) {
    (void)state;
    table_tree t;
    build_table(&t);
    const tc_kv pairs[] = {{"row", "3"}, {"section", "0"}};
    int32_t handled = -1;
    assert_ok(tc_view_send_route(t.button, "firstButton", pairs, 2, &handled));
    assert_int_equal(handled, 1);
    const char *tags[] = {"button", "cell", "table", "root", "vc"};
    expect_tags(TC_EVENT_ROUTE, tags, 5);
    for (size_t i = 0; i < 5; i++) {
        assert_string_equal(g_log.e[i].name, "firstButton");
        assert_int_equal(g_log.e[i].pair_count, 2);
        assert_string_equal(g_log.e[i].key0, "row");
        assert_string_equal(g_log.e[i].value0, "3");
    }
    assert_int_equal(g_log.e[4].kind, TC_RESPONDER_CONTROLLER);
    assert_ptr_equal(g_log.e[4].controller, t.vc);
    assert_int_equal(g_log.unhandled, 0);
    /* synchronous: nothing queued, clock unchanged */
    assert_int_equal(tct_queued(t.s), 0);
    assert_near(tct_now(t.s), 0);
    assert_ok(tc_scene_destroy(t.s));
}

static void test_R5_unhandled_route_reported(void **state) {
    (void)state;
    table_tree t;
    build_table(&t);
    int32_t handled = -1;
    assert_ok(tc_view_send_route(t.button, "secondButton", NULL, 0, &handled));
    assert_int_equal(handled, 0);
    const char *tags[] = {"button", "cell", "table", "root", "vc", "window", "app"};
    expect_tags(TC_EVENT_ROUTE, tags, 7);
    assert_int_equal(g_log.e[0].pair_count, 0);
    assert_int_equal(g_log.unhandled, 1);
    assert_int_equal(g_log.u[0].type, TC_EVENT_ROUTE);
    assert_string_equal(g_log.u[0].name, "secondButton");
    /* out_handled is optional */
    assert_ok(tc_view_send_route(t.button, "secondButton", NULL, 0, NULL));
    assert_int_equal(g_log.unhandled, 2);
    assert_ok(tc_scene_destroy(t.s));
}

static void test_R5_route_from_controller(void **state) {
    (void)state;
    table_tree t;
    build_table(&t);
    int32_t handled = -1;
    assert_ok(tc_controller_send_route(t.vc, "other", NULL, 0, &handled));
    assert_int_equal(handled, 0);
    const char *tags[] = {"vc", "window", "app"};
    expect_tags(TC_EVENT_ROUTE, tags, 3);
    assert_ok(tc_scene_destroy(t.s));
}

/* Every responder of a walk is handed as itself (kind, view or controller, the struct's
 * size), to the end: the C route callback is called by the walk in place, with the
 * responder fixed when the callbacks were set, so a wrong one would show here. */
static size_t g_route_size_seen;
static int32_t size_route(const tc_responder *r, const char *name, const tc_kv *pairs, size_t n,
                          void *ud) {
    if (r->size != (uint32_t)sizeof(tc_responder)) g_route_size_seen = r->size;
    return tct_route_cb(r, name, pairs, n, ud);
}

static void test_R5_route_hands_each_responder_as_itself(void **state) {
    (void)state;
    table_tree t;
    build_table(&t);
    tct_resp rdel = {"delegate", TC_PASS, NULL};
    tc_responder_callbacks cb = tct_callbacks(&rdel);
    cb.route = size_route;
    assert_ok(tc_scene_set_app_delegate(t.s, &cb));
    g_route_size_seen = 0;
    int32_t handled = -1;
    assert_ok(tc_view_send_route(t.button, "nobody", NULL, 0, &handled));
    assert_int_equal(handled, 0);
    const char *tags[] = {"button", "cell", "table", "root", "vc", "window", "app", "delegate"};
    expect_tags(TC_EVENT_ROUTE, tags, 8);
    tc_view *views[] = {t.button, t.cell, t.table, t.root};
    for (size_t i = 0; i < 4; i++) {
        assert_int_equal(g_log.e[i].kind, TC_RESPONDER_VIEW);
        assert_ptr_equal(g_log.e[i].view, views[i]);
        assert_null(g_log.e[i].controller);
    }
    assert_int_equal(g_log.e[4].kind, TC_RESPONDER_CONTROLLER);
    assert_ptr_equal(g_log.e[4].controller, t.vc);
    assert_null(g_log.e[4].view);
    assert_int_equal(g_log.e[5].kind, TC_RESPONDER_VIEW);
    assert_ptr_equal(g_log.e[5].view, t.w);
    assert_int_equal(g_log.e[6].kind, TC_RESPONDER_APPLICATION);
    assert_null(g_log.e[6].view);
    assert_null(g_log.e[6].controller);
    assert_int_equal(g_log.e[7].kind, TC_RESPONDER_APP_DELEGATE);
    assert_null(g_log.e[7].view);
    assert_null(g_log.e[7].controller);
    assert_int_equal(g_route_size_seen, 0);
    /* Callbacks set again on another view are that view's: the cell's set on the table. */
    tct_resp other = {"table-again", TC_PASS, NULL};
    cb = tct_callbacks(&other);
    assert_ok(tc_view_set_responder(t.table, &cb));
    tct_log_reset();
    assert_ok(tc_view_send_route(t.table, "again", NULL, 0, NULL));
    assert_string_equal(g_log.e[0].tag, "table-again");
    assert_ptr_equal(g_log.e[0].view, t.table);
    assert_ok(tc_scene_destroy(t.s));
}

static void test_R5_route_argument_errors(void **state) {
    (void)state;
    table_tree t;
    build_table(&t);
    int32_t handled = -1;
    assert_int_equal(tc_view_send_route(t.button, NULL, NULL, 0, &handled), TC_ERR_NULL_POINTER);
    assert_int_equal(tc_view_send_route(t.button, "x", NULL, 1, &handled), TC_ERR_NULL_POINTER);
    assert_int_equal(tc_view_send_route(TC_GARBAGE_VIEW, "x", NULL, 0, &handled),
                     TC_ERR_INVALID_HANDLE);
    assert_int_equal(handled, -1);
    assert_int_equal(g_log.n, 0);
    assert_ok(tc_scene_destroy(t.s));
}

static char g_payload_value[8];

static int32_t clobber_payload_route(const tc_responder *r, const char *name,
                                     const tc_kv *pairs, size_t n, void *ud) {
    int32_t ret = tct_route_cb(r, name, pairs, n, ud);
    strcpy(g_payload_value, "XX"); /* the caller's buffer changes mid-walk */
    return ret;
}

static void test_R5_route_payload_copied_for_the_walk(void **state) {
    (void)state;
    table_tree t;
    build_table(&t);
    tc_responder_callbacks cb = tct_callbacks(&t.rbutton);
    cb.route = clobber_payload_route;
    assert_ok(tc_view_set_responder(t.button, &cb));
    char name[16];
    strcpy(name, "firstButton");
    strcpy(g_payload_value, "3");
    const tc_kv pairs[] = {{"row", g_payload_value}};
    int32_t handled = -1;
    assert_ok(tc_view_send_route(t.button, name, pairs, 1, &handled));
    assert_int_equal(handled, 1);
    assert_int_equal(g_log.n, 5);
    assert_string_equal(g_log.e[4].value0, "3");
    assert_ok(tc_scene_destroy(t.s));
}

typedef struct nested_ctx {
    tc_view *cell;
    int32_t nested_status;
    int32_t nested_handled;
} nested_ctx;
static nested_ctx g_nested;

static int32_t cell_nested_route(const tc_responder *r, const char *name,
                                 const tc_kv *pairs, size_t n, void *ud) {
    tct_route_cb(r, name, pairs, n, ud);
    if (strcmp(name, "a") == 0) {
        g_nested.nested_handled = -1;
        g_nested.nested_status = tc_view_send_route(g_nested.cell, "b", NULL, 0,
                                                    &g_nested.nested_handled);
    }
    return TC_PASS;
}

static void test_R5_nested_route_from_route_callback(void **state) {
    (void)state;
    table_tree t;
    build_table(&t);
    g_nested.cell = t.cell;
    tc_responder_callbacks cb = tct_callbacks(&t.rcell);
    cb.route = cell_nested_route;
    assert_ok(tc_view_set_responder(t.cell, &cb));
    t.rtable.handles = "b";
    t.rvc.handles = "a";
    int32_t handled = -1;
    assert_ok(tc_view_send_route(t.button, "a", NULL, 0, &handled));
    assert_int_equal(handled, 1);
    assert_ok(g_nested.nested_status);
    assert_int_equal(g_nested.nested_handled, 1);
    const char *order[][2] = {{"button", "a"}, {"cell", "a"}, {"cell", "b"}, {"table", "b"},
                              {"table", "a"},  {"root", "a"}, {"vc", "a"}};
    assert_int_equal(g_log.n, 7);
    for (size_t i = 0; i < 7; i++) {
        assert_string_equal(g_log.e[i].tag, order[i][0]);
        assert_string_equal(g_log.e[i].name, order[i][1]);
    }
    assert_int_equal(g_log.unhandled, 0);
    assert_ok(tc_scene_destroy(t.s));
}

/* Router events' copies live in the scene's route arena, reused from send to send; a nested
 * send that does not fit beside its outer send's copies gets memory of its own, and a top-level
 * send larger than any before grows the arena. Either way the outer send's strings must be
 * intact after the nested one, and every handler must see exactly what was sent. */
typedef struct arena_ctx {
    tc_view *cell;
    char big_value[3][5000];
    int checked_outer, checked_inner;
    int32_t nested_status;
} arena_ctx;
static arena_ctx g_arena;

static void fill_value(char *buf, size_t n, char c) {
    memset(buf, c, n - 1);
    buf[n - 1] = 0;
}

static int32_t arena_route(const tc_responder *r, const char *name, const tc_kv *pairs,
                           size_t n, void *ud) {
    (void)r; (void)ud;
    if (strcmp(name, "outer-with-a-name-longer-than-sixteen-bytes") == 0) {
        assert_int_equal(n, 2);
        assert_string_equal(pairs[0].key, "k0");
        assert_string_equal(pairs[0].value, g_arena.big_value[0]);
        /* nested, 3 x 5000 bytes: cannot fit beside the outer copies in any arena so far */
        tc_kv inner[3] = {{"i0", g_arena.big_value[0]}, {"i1", g_arena.big_value[1]},
                          {"i2", g_arena.big_value[2]}};
        int32_t handled = -1;
        g_arena.nested_status = tc_view_send_route(g_arena.cell, "inner", inner, 3, &handled);
        /* the outer copies are untouched by the nested send */
        assert_string_equal(name, "outer-with-a-name-longer-than-sixteen-bytes");
        assert_string_equal(pairs[0].value, g_arena.big_value[0]);
        assert_string_equal(pairs[1].key, "k1");
        assert_string_equal(pairs[1].value, "v1");
        g_arena.checked_outer++;
        return TC_HANDLED;
    }
    if (strcmp(name, "inner") == 0) {
        assert_int_equal(n, 3);
        for (int i = 0; i < 3; i++) assert_string_equal(pairs[i].value, g_arena.big_value[i]);
        assert_string_equal(pairs[2].key, "i2");
        g_arena.checked_inner++;
        return TC_HANDLED;
    }
    return TC_PASS;
}

static void test_R5_route_copies_survive_nested_sends_of_any_size(void **state) {
    (void)state;
    table_tree t;
    build_table(&t);
    g_arena.cell = t.cell;
    fill_value(g_arena.big_value[0], sizeof g_arena.big_value[0], 'a');
    fill_value(g_arena.big_value[1], sizeof g_arena.big_value[1], 'b');
    fill_value(g_arena.big_value[2], sizeof g_arena.big_value[2], 'c');
    tc_responder_callbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.size = sizeof cb;
    cb.route = arena_route;
    assert_ok(tc_view_set_responder(t.cell, &cb));
    for (int round = 0; round < 3; round++) { /* round 0 grows the arena; later ones reuse it */
        tc_kv outer[2] = {{"k0", g_arena.big_value[0]}, {"k1", "v1"}};
        int32_t handled = -1;
        assert_ok(tc_view_send_route(t.button, "outer-with-a-name-longer-than-sixteen-bytes",
                                     outer, 2, &handled));
        assert_int_equal(handled, 1);
        assert_ok(g_arena.nested_status);
    }
    assert_int_equal(g_arena.checked_outer, 3);
    assert_int_equal(g_arena.checked_inner, 3);
    assert_ok(tc_scene_destroy(t.s));
}

static int g_depth, g_limit_at;
static int32_t g_limit_status;

static int32_t recursive_route(const tc_responder *r, const char *name, const tc_kv *pairs,
                               size_t n, void *ud) {
    (void)pairs;
    (void)n;
    (void)ud;
    g_depth++;
    int32_t st = tc_view_send_route(r->view, name, NULL, 0, NULL);
    if (st != TC_OK && g_limit_at == 0) {
        g_limit_at = g_depth;
        g_limit_status = st;
    }
    return TC_HANDLED;
}

static void test_R5_nested_route_depth_limit(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 10, 10);
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.route = recursive_route;
    assert_ok(tc_view_set_responder(v, &cb));
    g_depth = 0;
    g_limit_at = 0;
    g_limit_status = 0;
    int32_t handled = -1;
    assert_ok(tc_view_send_route(v, "deep", NULL, 0, &handled));
    assert_int_equal(handled, 1);
    /* the top-level send plus TC_MAX_ROUTE_DEPTH nested sends run; the next
     * nested send is refused */
    assert_int_equal(g_limit_status, TC_ERR_LIMIT);
    assert_int_equal(g_depth, TC_MAX_ROUTE_DEPTH + 1);
    assert_int_equal(g_limit_at, TC_MAX_ROUTE_DEPTH + 1);
    /* the scene is usable afterwards: a fresh send works */
    g_depth = 0;
    g_limit_at = 0;
    assert_ok(tc_view_send_route(v, "deep", NULL, 0, &handled));
    assert_int_equal(g_depth, TC_MAX_ROUTE_DEPTH + 1);
    assert_ok(tc_scene_destroy(s));
}

/* ---- re-entrancy --------------------------------------------------------- */

typedef struct reent {
    tc_scene *s;
    int calls;
    int32_t dispatch_st, advance_st, destroy_st, push_st, frame_st, query_st;
} reent;
static reent g_re;

static void try_forbidden(void) {
    size_t n = 0;
    g_re.dispatch_st = tc_scene_dispatch(g_re.s, &n);
    g_re.advance_st = tc_scene_advance(g_re.s, 100.0);
    g_re.destroy_st = tc_scene_destroy(g_re.s);
}

static int32_t reent_touches(const tc_responder *r, const tc_touches_event *ev, void *ud) {
    (void)r;
    (void)ev;
    (void)ud;
    if (g_re.calls++ == 0) try_forbidden();
    return TC_HANDLED;
}

static int32_t reent_event(const tc_responder *r, const tc_event_info *ev, void *ud) {
    (void)r;
    (void)ev;
    (void)ud;
    if (g_re.calls++ == 0) try_forbidden();
    return TC_HANDLED;
}

static int32_t reent_route(const tc_responder *r, const char *name, const tc_kv *p, size_t n,
                           void *ud) {
    (void)r;
    (void)name;
    (void)p;
    (void)n;
    (void)ud;
    if (g_re.calls++ == 0) try_forbidden();
    return TC_HANDLED;
}

static void reent_unhandled(const tc_unhandled_info *info, void *ud) {
    (void)info;
    (void)ud;
    if (g_re.calls++ == 0) try_forbidden();
}

static void expect_forbidden_refused(void) {
    assert_true(g_re.calls >= 1);
    assert_int_equal(g_re.dispatch_st, TC_ERR_REENTRANT);
    assert_int_equal(g_re.advance_st, TC_ERR_REENTRANT);
    assert_int_equal(g_re.destroy_st, TC_ERR_REENTRANT);
}

static void test_R_reentrant_calls_from_touches_callback(void **state) {
    (void)state;
    memset(&g_re, 0, sizeof g_re);
    tc_scene *s = g_re.s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 100, 100);
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = reent_touches;
    assert_ok(tc_view_set_responder(v, &cb));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, 1.0));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 1, 11, 10, 2.0));
    assert_int_equal(tct_dispatch(s), 2);
    expect_forbidden_refused();
    assert_int_equal(g_re.calls, 2); /* the moved was still delivered */
    /* the scene survived and the advance did not happen */
    assert_near(tct_now(s), 2.0);
    assert_int_equal(tct_live(s), 1);
    assert_ok(tc_scene_destroy(s));
}

static void test_R_reentrant_calls_from_motion_and_unhandled(void **state) {
    (void)state;
    memset(&g_re, 0, sizeof g_re);
    tc_scene *s = g_re.s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.motion = reent_event;
    assert_ok(tc_view_set_responder(win, &cb));
    assert_ok(tc_scene_push_motion(s, TC_MOTION_SHAKE, TC_PHASE_BEGAN, 1.0));
    tct_dispatch(s);
    expect_forbidden_refused();
    assert_int_equal(g_re.calls, 1);
    assert_near(tct_now(s), 1.0);

    memset(&g_re, 0, sizeof g_re);
    g_re.s = s;
    assert_ok(tc_view_set_responder(win, NULL));
    assert_ok(tc_scene_set_unhandled_fn(s, reent_unhandled, NULL));
    assert_ok(tc_scene_push_motion(s, TC_MOTION_SHAKE, TC_PHASE_ENDED, 2.0));
    tct_dispatch(s);
    expect_forbidden_refused();
    assert_int_equal(g_re.calls, 1);
    assert_near(tct_now(s), 2.0);
    assert_ok(tc_scene_destroy(s));
}

static void test_R_reentrant_calls_from_route_callback(void **state) {
    (void)state;
    memset(&g_re, 0, sizeof g_re);
    tc_scene *s = g_re.s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.route = reent_route;
    assert_ok(tc_view_set_responder(win, &cb));
    int32_t handled = -1;
    assert_ok(tc_view_send_route(win, "r", NULL, 0, &handled));
    assert_int_equal(handled, 1);
    expect_forbidden_refused();
    assert_int_equal(g_re.calls, 1);
    assert_near(tct_now(s), 0);
    assert_ok(tc_scene_destroy(s));
}

typedef struct trace_mut {
    tc_scene *s;
    tc_view *v, *extra;
    int done;
    int32_t frame_st, add_st, flag_st, push_st, destroy_st, dispatch_st, query_st;
    int32_t first_resp_st, alpha_st;
} trace_mut;
static trace_mut g_tm;

static void try_mutations(void) {
    if (g_tm.done++) return;
    g_tm.frame_st = tc_view_set_frame(g_tm.v, 1, 2, 3, 4);
    g_tm.add_st = tc_view_add_subview(g_tm.v, g_tm.extra);
    g_tm.flag_st = tc_view_set_flag(g_tm.v, TC_VIEW_HIDDEN, 1);
    g_tm.alpha_st = tc_view_set_alpha(g_tm.v, 0.5);
    g_tm.push_st = tct_push(g_tm.s, TC_PHASE_BEGAN, 77, 1, 1, 50.0);
    g_tm.destroy_st = tc_view_destroy(g_tm.extra);
    g_tm.dispatch_st = tc_scene_dispatch(g_tm.s, NULL);
    g_tm.first_resp_st = tc_view_become_first_responder(g_tm.v);
    tc_rect r;
    g_tm.query_st = tc_view_get_frame(g_tm.v, &r);
}

static void mutating_trace(int32_t step, tc_view *view, int32_t inside, tc_view *result,
                           void *ud) {
    (void)step;
    (void)view;
    (void)inside;
    (void)result;
    (void)ud;
    try_mutations();
}

static int32_t mutating_point_inside(tc_view *view, double x, double y, int32_t engine,
                                     void *ud) {
    (void)view;
    (void)x;
    (void)y;
    (void)ud;
    try_mutations();
    return engine;
}

static tc_view *mutating_hit_test(tc_view *view, double x, double y, tc_view *engine,
                                  void *ud) {
    (void)view;
    (void)x;
    (void)y;
    (void)ud;
    try_mutations();
    return engine;
}

static void expect_mutations_refused(tc_view *win) {
    assert_int_equal(g_tm.frame_st, TC_ERR_REENTRANT);
    assert_int_equal(g_tm.add_st, TC_ERR_REENTRANT);
    assert_int_equal(g_tm.flag_st, TC_ERR_REENTRANT);
    assert_int_equal(g_tm.alpha_st, TC_ERR_REENTRANT);
    assert_int_equal(g_tm.push_st, TC_ERR_REENTRANT);
    assert_int_equal(g_tm.destroy_st, TC_ERR_REENTRANT);
    assert_int_equal(g_tm.dispatch_st, TC_ERR_REENTRANT);
    assert_int_equal(g_tm.first_resp_st, TC_ERR_REENTRANT);
    assert_ok(g_tm.query_st);
    /* nothing changed */
    tc_rect f;
    assert_ok(tc_view_get_frame(g_tm.v, &f));
    assert_near(f.x, 0);
    assert_near(f.w, 100);
    assert_int_equal(tct_subview_count(g_tm.v), 0);
    int32_t hidden = -1;
    assert_ok(tc_view_get_flag(g_tm.v, TC_VIEW_HIDDEN, &hidden));
    assert_int_equal(hidden, 0);
    double a = 0;
    assert_ok(tc_view_get_alpha(g_tm.v, &a));
    assert_near(a, 1);
    tc_view *fr = TC_GARBAGE_VIEW;
    assert_ok(tc_scene_get_first_responder(g_tm.s, &fr));
    assert_null(fr);
    assert_ok(tc_view_get_frame(g_tm.extra, &f)); /* still alive */
    assert_ptr_equal(tct_hit(win, 10, 10), g_tm.v);
}

static void setup_mutation_scene(tc_view **win) {
    memset(&g_tm, 0, sizeof g_tm);
    g_tm.s = tct_scene();
    *win = tct_window(g_tm.s, 0, 0, 320, 480);
    g_tm.v = tct_view(g_tm.s, *win, 0, 0, 100, 100);
    g_tm.extra = tct_view(g_tm.s, NULL, 0, 0, 5, 5);
    assert_ok(tc_view_set_flag(g_tm.v, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
}

static void test_H5_mutation_from_hit_trace_callback_reentrant(void **state) {
    (void)state;
    tc_view *win;
    setup_mutation_scene(&win);
    assert_ok(tc_scene_set_hit_trace_fn(g_tm.s, mutating_trace, NULL));
    assert_ptr_equal(tct_hit(win, 10, 10), g_tm.v);
    assert_int_equal(g_tm.done, 6); /* enter/inside win, enter/inside/exit v, exit win */
    assert_ok(tc_scene_set_hit_trace_fn(g_tm.s, NULL, NULL));
    expect_mutations_refused(win);
    assert_int_equal(tct_queued(g_tm.s), 0);
    assert_ok(tc_scene_destroy(g_tm.s));
}

static void test_H5_mutation_from_hit_trace_during_dispatch_reentrant(void **state) {
    (void)state;
    tc_view *win;
    setup_mutation_scene(&win);
    assert_ok(tc_scene_set_hit_trace_fn(g_tm.s, mutating_trace, NULL));
    assert_ok(tct_push(g_tm.s, TC_PHASE_BEGAN, 1, 10, 10, 1.0));
    assert_int_equal(tct_dispatch(g_tm.s), 1);
    assert_true(g_tm.done >= 6);
    assert_int_equal(g_tm.done % 6, 0);
    assert_ok(tc_scene_set_hit_trace_fn(g_tm.s, NULL, NULL));
    expect_mutations_refused(win);
    assert_int_equal(tct_queued(g_tm.s), 0);
    assert_int_equal(tct_live(g_tm.s), 1);
    assert_ok(tc_scene_destroy(g_tm.s));
}

static void test_H5_mutation_from_point_inside_override_reentrant(void **state) {
    (void)state;
    tc_view *win;
    setup_mutation_scene(&win);
    assert_ok(tc_view_set_point_inside_fn(g_tm.v, mutating_point_inside, NULL));
    assert_ptr_equal(tct_hit(win, 10, 10), g_tm.v);
    assert_ok(tc_view_set_point_inside_fn(g_tm.v, NULL, NULL));
    expect_mutations_refused(win);
    assert_ok(tc_scene_destroy(g_tm.s));
}

static void test_H5_mutation_from_hit_test_override_reentrant(void **state) {
    (void)state;
    tc_view *win;
    setup_mutation_scene(&win);
    assert_ok(tc_view_set_hit_test_fn(g_tm.v, mutating_hit_test, NULL));
    assert_ptr_equal(tct_hit(win, 10, 10), g_tm.v);
    assert_ok(tc_view_set_hit_test_fn(g_tm.v, NULL, NULL));
    expect_mutations_refused(win);
    assert_ok(tc_scene_destroy(g_tm.s));
}

/* ---- removing / destroying the receiving view from its callback ---------- */

typedef struct self_kill {
    int mode; /* 1: remove from superview, 2: destroy */
    int calls;
    int32_t st;
    tc_view *v;
    int32_t phases[8];
} self_kill;
static self_kill g_sk;

static int32_t self_kill_touches(const tc_responder *r, const tc_touches_event *ev, void *ud) {
    (void)r;
    (void)ud;
    if (g_sk.calls < 8) g_sk.phases[g_sk.calls] = ev->phase;
    if (g_sk.calls++ == 0) {
        g_sk.st = g_sk.mode == 1 ? tc_view_remove_from_superview(g_sk.v) : tc_view_destroy(g_sk.v);
    }
    return TC_HANDLED;
}

/* R2: a responder that destroys itself in its own callback and passes the event on ends the
 * walk there: its superview is not offered the event, nobody is told it was unhandled, and
 * nothing reads a freed view (the walk holds the offered responder until it has checked it;
 * this suite also runs under valgrind). The same for a router event (R5). */
static int g_sd_calls;
static int32_t g_sd_phases[4];
static tc_view *g_sd_view;

static int32_t self_destroy_pass_touches(const tc_responder *r, const tc_touches_event *ev, void *ud) {
    (void)r; (void)ud;
    if (g_sd_calls < 4) g_sd_phases[g_sd_calls] = ev->phase;
    if (g_sd_calls++ == 0) assert_ok(tc_view_destroy(g_sd_view));
    return TC_PASS;
}

static int32_t self_destroy_pass_route(const tc_responder *r, const char *name, const tc_kv *pairs,
                                       size_t n, void *ud) {
    (void)r; (void)name; (void)pairs; (void)n; (void)ud;
    g_sd_calls++;
    assert_ok(tc_view_destroy(g_sd_view));
    return TC_PASS;
}

static void test_R2_a_responder_destroyed_by_its_own_callback_ends_the_walk(void **state) {
    (void)state;
    for (int route = 0; route <= 1; route++) {
        tct_log_reset();
        g_sd_calls = 0;
        memset(g_sd_phases, 0, sizeof g_sd_phases);
        tc_scene *s = tct_scene();
        assert_ok(tc_scene_set_unhandled_fn(s, tct_unhandled_cb, NULL));
        tc_view *win = tct_window(s, 0, 0, 320, 480);
        tct_resp rw = {"W", TC_HANDLED, NULL};
        tc_responder_callbacks wcb = tct_callbacks(&rw);
        assert_ok(tc_view_set_responder(win, &wcb));
        g_sd_view = tct_view(s, win, 0, 0, 100, 100);
        tc_responder_callbacks cb;
        TC_RESPONDER_CALLBACKS_INIT(&cb);
        if (route) cb.route = self_destroy_pass_route; else cb.touches = self_destroy_pass_touches;
        assert_ok(tc_view_set_responder(g_sd_view, &cb));
        if (route) {
            /* Sent from a subview: the export holds the origin, but nothing but the walk holds
             * the view that destroys itself (with its subtree). */
            tc_view *leaf = tct_view(s, g_sd_view, 0, 0, 10, 10);
            int32_t handled = -1;
            assert_ok(tc_view_send_route(leaf, "go", NULL, 0, &handled));
            assert_int_equal(handled, 0);
        } else {
            assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, 1.0));
            tct_dispatch(s);
        }
        if (route) {
            assert_int_equal(g_sd_calls, 1);
            assert_int_equal(g_log.n, 0);      /* the window was not offered it */
        } else {
            /* T7: the destroy cancels the touch at once, nested in the began callback; the
             * view passes the cancel on, but the began had not gone past the view (R2: a later
             * phase follows the began's forwarding), so the window gets nothing; the began
             * itself goes no further than the destroyed view. */
            assert_int_equal(g_sd_calls, 2);
            assert_int_equal(g_sd_phases[0], TC_PHASE_BEGAN);
            assert_int_equal(g_sd_phases[1], TC_PHASE_CANCELLED);
            assert_int_equal(g_log.n, 0);
        }
        assert_int_equal(g_log.unhandled, 0);  /* nobody was told it was unhandled */
        assert_ok(tc_scene_destroy(s));
    }
}

/* T7: removed from its window in its own began callback, the view gets cancelled at once
 * (nested in that callback, the chain as it stood), and later samples reach no one. */
static void test_T7_view_removed_in_its_callback_gets_cancelled(void **state) {
    (void)state;
    tct_log_reset();
    memset(&g_sk, 0, sizeof g_sk);
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tct_resp rw = {"W", TC_HANDLED, NULL};
    tct_record_view(win, &rw);
    g_sk.v = tct_view(s, win, 0, 0, 100, 100);
    g_sk.mode = 1;
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = self_kill_touches;
    assert_ok(tc_view_set_responder(g_sk.v, &cb));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, 1.0));
    tct_dispatch(s);
    assert_ok(g_sk.st);
    assert_null(tct_superview(g_sk.v));
    assert_ok(tct_push(s, TC_PHASE_MOVED, 1, 20, 10, 1.1));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 20, 10, 1.2));
    assert_int_equal(tct_dispatch(s), 2);
    assert_int_equal(g_sk.calls, 2);
    assert_int_equal(g_sk.phases[0], TC_PHASE_BEGAN);
    assert_int_equal(g_sk.phases[1], TC_PHASE_CANCELLED);
    assert_int_equal(tct_count_for(win), 0);
    assert_int_equal(tct_live(s), 0);
    assert_ok(tc_scene_destroy(s));
}

/* T7: destroyed in its own began callback, the view gets cancelled before it dies. */
static void test_T7_view_destroyed_in_its_callback_gets_cancelled(void **state) {
    (void)state;
    tct_log_reset();
    memset(&g_sk, 0, sizeof g_sk);
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tct_resp rw = {"W", TC_HANDLED, NULL};
    tct_record_view(win, &rw);
    g_sk.v = tct_view(s, win, 0, 0, 100, 100);
    g_sk.mode = 2;
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = self_kill_touches;
    assert_ok(tc_view_set_responder(g_sk.v, &cb));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, 1.0));
    tct_dispatch(s);
    assert_ok(g_sk.st);
    assert_int_equal(tct_subview_count(win), 0);
    /* the touch is still live, its view gone */
    tc_touch *t = NULL;
    assert_ok(tc_scene_find_touch(s, 1, &t));
    tc_touch_info info;
    memset(&info, 0, sizeof info);
    info.size = sizeof info;
    assert_ok(tc_touch_get_info(t, &info));
    assert_null(info.view);
    assert_ptr_equal(info.window, win);
    /* later samples are accepted; nobody receives them */
    assert_ok(tct_push(s, TC_PHASE_MOVED, 1, 20, 10, 1.1));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 20, 10, 1.2));
    assert_int_equal(tct_dispatch(s), 2);
    assert_int_equal(g_sk.calls, 2);
    assert_int_equal(g_sk.phases[1], TC_PHASE_CANCELLED);
    assert_int_equal(tct_count_for(win), 0);
    assert_int_equal(tct_live(s), 0);
    /* and a new touch works normally */
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 10, 10, 2.0));
    tct_dispatch(s);
    assert_int_equal(tct_count_for(win), 1);
    assert_ok(tc_scene_destroy(s));
}

/* ---- issue 11: remote control without a first responder ----------------- */

/* R4: remote-control events start at the first responder, or at the key
 * window's root controller when there is none (then the window), or at the key
 * window when it has no root controller; with no key window either, only the
 * unhandled callback hears of them. */
static void test_R4_remote_without_first_responder_goes_to_the_root_controller(void **state) {
    (void)state;
    chain t;
    build_chain(&t, TC_HANDLED, TC_HANDLED, TC_PASS, TC_PASS, TC_PASS);
    /* no first responder: the root controller, then up its chain, then dropped */
    assert_ok(tc_scene_push_remote(t.s, TC_REMOTE_PLAY, 1.0));
    tct_dispatch(t.s);
    const char *tags1[] = {"C", "W", "APP"};
    expect_tags(TC_EVENT_REMOTE, tags1, 3);
    assert_int_equal(g_log.e[0].subtype, TC_REMOTE_PLAY);
    assert_int_equal(g_log.e[0].phase, TC_PHASE_NONE);
    assert_near(g_log.e[0].timestamp, 1.0);
    assert_int_equal(g_log.unhandled, 1);
    assert_int_equal(g_log.u[0].type, TC_EVENT_REMOTE);
    assert_int_equal(g_log.u[0].subtype, TC_REMOTE_PLAY);
    /* a first responder takes it ... */
    tct_log_reset();
    assert_ok(tc_view_set_flag(t.v, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_ok(tc_view_become_first_responder(t.v));
    assert_ok(tc_scene_push_remote(t.s, TC_REMOTE_PAUSE, 2.0));
    tct_dispatch(t.s);
    const char *tags2[] = {"V"};
    expect_tags(TC_EVENT_REMOTE, tags2, 1);
    assert_int_equal(g_log.unhandled, 0);
    /* ... and once it resigns, the root controller again */
    tct_log_reset();
    assert_ok(tc_view_resign_first_responder(t.v));
    assert_ok(tc_scene_push_remote(t.s, TC_REMOTE_STOP, 3.0));
    tct_dispatch(t.s);
    expect_tags(TC_EVENT_REMOTE, tags1, 3);
    assert_int_equal(g_log.e[0].subtype, TC_REMOTE_STOP);
    assert_int_equal(g_log.unhandled, 1);
    /* another key window */
    tct_log_reset();
    tc_view *w2 = tct_window(t.s, 400, 0, 320, 480);
    tct_resp rw2 = {"W2", TC_HANDLED, NULL};
    tct_record_view(w2, &rw2);
    assert_ok(tc_scene_set_key_window(t.s, w2));
    assert_ok(tc_scene_push_remote(t.s, TC_REMOTE_NEXT_TRACK, 4.0));
    tct_dispatch(t.s);
    const char *tags3[] = {"W2"};
    expect_tags(TC_EVENT_REMOTE, tags3, 1);
    assert_int_equal(g_log.unhandled, 0);
    /* no window at all: nobody but the unhandled callback */
    tct_log_reset();
    assert_ok(tc_view_destroy(w2));
    assert_ok(tc_view_destroy(t.w));
    tc_view *key = TC_GARBAGE_VIEW;
    assert_ok(tc_scene_get_key_window(t.s, &key));
    assert_null(key);
    assert_ok(tc_scene_push_remote(t.s, TC_REMOTE_PREVIOUS_TRACK, 5.0));
    tct_dispatch(t.s);
    assert_int_equal(g_log.n, 0);
    assert_int_equal(g_log.unhandled, 1);
    assert_int_equal(g_log.u[0].type, TC_EVENT_REMOTE);
    assert_int_equal(g_log.u[0].subtype, TC_REMOTE_PREVIOUS_TRACK);
    assert_ok(tc_scene_destroy(t.s));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_R1_next_responder_queries),
        cmocka_unit_test(test_R1_controller_next_responder),
        cmocka_unit_test(test_R1_application_next_responder),
        cmocka_unit_test(test_R1_next_responder_queries_follow_the_touch_walk),
        cmocka_unit_test(test_R1_touch_walks_full_chain_to_app_delegate),
        cmocka_unit_test(test_R1_nested_controller_between_views),
        cmocka_unit_test(test_R2_touch_passes_up_until_handled),
        cmocka_unit_test(test_R2_unhandled_touch_dropped_with_callback),
        cmocka_unit_test(test_R2_responders_without_callbacks_pass),
        cmocka_unit_test(test_R2_app_delegate_removed_with_null),
        cmocka_unit_test(test_R4_become_first_responder_requires_flag),
        cmocka_unit_test(test_R2_a_later_phase_goes_only_where_its_began_went),
        cmocka_unit_test(test_R4_motion_goes_to_first_responder),
        cmocka_unit_test(test_R4_remote_walks_chain_from_first_responder),
        cmocka_unit_test(test_R4_motion_without_first_responder_starts_at_the_root_controller),
        cmocka_unit_test(test_R4_the_root_controller_is_the_frontmost_window_subviews),
        cmocka_unit_test(test_R4_presses_go_to_focus_then_first_responder_then_root_controller),
        cmocka_unit_test(test_R4_press_phases_start_at_the_view_that_got_the_began),
        cmocka_unit_test(test_R4_press_phases_out_of_order_are_refused),
        cmocka_unit_test(test_R4_press_on_a_key_window_without_user_interaction_reaches_no_responder),
        cmocka_unit_test(test_R2_R4_press_later_phases_go_only_where_the_began_went),
        cmocka_unit_test(test_R4_press_responder_removed_from_window_gets_cancelled),
        cmocka_unit_test(test_E1_motion_ended_without_began_refused),
        cmocka_unit_test(test_E1_second_motion_began_refused),
        cmocka_unit_test(test_R4_removed_from_its_window_resigns_first_responder_and_focus),
        cmocka_unit_test(test_R4_non_focusable_view_cannot_take_focus),
        cmocka_unit_test(test_R4_focus_cleared_when_view_hidden),
        cmocka_unit_test(test_R4_is_first_responder_answers_for_its_own_window),
        cmocka_unit_test(test_R4_destroyed_first_responder_cleared),
        cmocka_unit_test(test_R4_first_responder_that_cannot_resign_refuses_to_resign),
        cmocka_unit_test(test_R4_first_responder_that_cannot_resign_refuses_another_in_its_window),
        cmocka_unit_test(test_R4_resigning_passes_first_responder_up_the_chain),
        cmocka_unit_test(test_R4_forced_endings_ignore_can_resign_first_responder),
        cmocka_unit_test(test_R4_bad_event_values_refused),
        cmocka_unit_test(test_R4_remote_without_first_responder_goes_to_the_root_controller),
        cmocka_unit_test(test_R5_seed002_router_button_to_controller),
        cmocka_unit_test(test_R5_unhandled_route_reported),
        cmocka_unit_test(test_R5_route_from_controller),
        cmocka_unit_test(test_R5_route_hands_each_responder_as_itself),
        cmocka_unit_test(test_R5_route_argument_errors),
        cmocka_unit_test(test_R5_route_payload_copied_for_the_walk),
        cmocka_unit_test(test_R5_route_copies_survive_nested_sends_of_any_size),
        cmocka_unit_test(test_R5_nested_route_from_route_callback),
        cmocka_unit_test(test_R5_nested_route_depth_limit),
        cmocka_unit_test(test_R_reentrant_calls_from_touches_callback),
        cmocka_unit_test(test_R_reentrant_calls_from_motion_and_unhandled),
        cmocka_unit_test(test_R_reentrant_calls_from_route_callback),
        cmocka_unit_test(test_H5_mutation_from_hit_trace_callback_reentrant),
        cmocka_unit_test(test_H5_mutation_from_hit_trace_during_dispatch_reentrant),
        cmocka_unit_test(test_H5_mutation_from_point_inside_override_reentrant),
        cmocka_unit_test(test_H5_mutation_from_hit_test_override_reentrant),
        cmocka_unit_test(test_R2_a_responder_destroyed_by_its_own_callback_ends_the_walk),
        cmocka_unit_test(test_T7_view_removed_in_its_callback_gets_cancelled),
        cmocka_unit_test(test_T7_view_destroyed_in_its_callback_gets_cancelled),
    };
    return cmocka_run_group_tests_name("responders", tests, NULL, NULL);
}

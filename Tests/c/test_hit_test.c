/*
 * Hit-testing, rules H1-H7, with the trees of seeds 001 and 002 and the uses
 * of seed 002 §6 / seed 003.
 */
#include "tc_test_common.h"
#include "tc_gesture_log.h" /* ordered view/recognizer/control log of the delivery tests */

/* ---- H1: hidden, disabled, transparent ----------------------------------- */

static void test_H1_hidden_view_and_descendants_not_hit(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *p = tct_view(s, win, 0, 0, 200, 200);
    tc_view *c = tct_view(s, p, 50, 50, 50, 50);
    assert_ptr_equal(tct_hit(win, 60, 60), c);
    assert_ok(tc_view_set_flag(p, TC_VIEW_HIDDEN, 1));
    assert_ptr_equal(tct_hit(win, 60, 60), win);
    assert_ptr_equal(tct_hit(win, 10, 10), win);
    assert_ok(tc_view_set_flag(p, TC_VIEW_HIDDEN, 0));
    assert_ok(tc_view_set_flag(c, TC_VIEW_HIDDEN, 1));
    assert_ptr_equal(tct_hit(win, 60, 60), p);
    assert_ok(tc_scene_destroy(s));
}

static void test_H1_interaction_disabled_view_and_descendants_not_hit(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *p = tct_view(s, win, 0, 0, 200, 200);
    tc_view *c = tct_view(s, p, 50, 50, 50, 50);
    assert_ok(tc_view_set_flag(p, TC_VIEW_USER_INTERACTION_ENABLED, 0));
    assert_ptr_equal(tct_hit(win, 60, 60), win);
    assert_ptr_equal(tct_hit(win, 10, 10), win);
    assert_ok(tc_view_set_flag(p, TC_VIEW_USER_INTERACTION_ENABLED, 1));
    assert_ok(tc_view_set_flag(c, TC_VIEW_USER_INTERACTION_ENABLED, 0));
    assert_ptr_equal(tct_hit(win, 60, 60), p);
    assert_ok(tc_scene_destroy(s));
}

static void test_H1_alpha_threshold_boundary(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *p = tct_view(s, win, 0, 0, 200, 200);
    tc_view *c = tct_view(s, p, 50, 50, 50, 50);
    assert_ok(tc_view_set_alpha(p, 0.01));
    assert_ptr_equal(tct_hit(win, 60, 60), win); /* <= 0.01: not hittable */
    assert_ok(tc_view_set_alpha(p, 0.0));
    assert_ptr_equal(tct_hit(win, 60, 60), win);
    assert_ok(tc_view_set_alpha(p, 0.011));
    assert_ptr_equal(tct_hit(win, 60, 60), c);
    assert_ok(tc_view_set_alpha(c, TC_ALPHA_HIT_THRESHOLD));
    assert_ptr_equal(tct_hit(win, 60, 60), p);
    assert_ok(tc_scene_destroy(s));
}

static void test_H1_hidden_window_hits_nothing(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tct_view(s, win, 0, 0, 200, 200);
    assert_ok(tc_view_set_flag(win, TC_VIEW_HIDDEN, 1));
    assert_null(tct_hit(win, 10, 10));
    assert_ok(tc_view_set_flag(win, TC_VIEW_HIDDEN, 0));
    assert_ok(tc_view_set_flag(win, TC_VIEW_USER_INTERACTION_ENABLED, 0));
    assert_null(tct_hit(win, 10, 10));
    assert_ok(tc_scene_destroy(s));
}

/* H1 (with T4), seed 001 §2 ("if the parent cannot receive touch events, its subviews cannot
 * either"; the three cases: userInteractionEnabled = NO, hidden = YES, alpha 0.0-0.01) applied to
 * the window, the first to be asked ("the window checks whether it can receive touch events"):
 * a window with user interaction off, or with alpha 0, gets no touches: a tap there calls no
 * touches callback of the window, of its subview or of that subview's child, and the touch has
 * no view. Catches an engine that exempts the window (the root of the search) from H1 and
 * delivers to it or to its subviews. */
static void test_H1_window_not_interactive_or_transparent_gets_no_touches(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 200, 200);
    tc_view *c = tct_view(s, v, 50, 50, 50, 50);
    tct_resp rw = {"win", TC_PASS, NULL}, rv = {"v", TC_PASS, NULL}, rc = {"c", TC_PASS, NULL};
    tct_record_view(win, &rw);
    tct_record_view(v, &rv);
    tct_record_view(c, &rc);
    for (int k = 0; k < 3; k++) {
        if (k == 0) assert_ok(tc_view_set_flag(win, TC_VIEW_USER_INTERACTION_ENABLED, 0));
        if (k == 1) assert_ok(tc_view_set_alpha(win, 0.0));
        /* k == 2: the window hittable again, the control case: the same tap reaches c, v, win */
        tct_log_reset();
        int64_t id = 1 + k;
        assert_ok(tct_push(s, TC_PHASE_BEGAN, id, 60, 60, 1.0 + k));
        tct_dispatch(s);
        assert_ptr_equal(tct_touch_info(s, id).view, k == 2 ? c : NULL);
        assert_ok(tct_push(s, TC_PHASE_MOVED, id, 70, 60, 1.1 + k));
        assert_ok(tct_push(s, TC_PHASE_ENDED, id, 70, 60, 1.2 + k));
        tct_dispatch(s);
        if (k < 2) {
            assert_int_equal(g_log.n, 0); /* no touches callback at all */
        } else {
            assert_int_equal(g_log.n, 9); /* began, moved, ended, each c -> v -> win */
            assert_ptr_equal(g_log.e[0].view, c);
            assert_ptr_equal(g_log.e[1].view, v);
            assert_ptr_equal(g_log.e[2].view, win);
        }
        assert_int_equal(tct_live(s), 0);
        assert_ok(tc_view_set_flag(win, TC_VIEW_USER_INTERACTION_ENABLED, 1));
        assert_ok(tc_view_set_alpha(win, 1.0));
    }
    assert_ok(tc_scene_destroy(s));
}

static void test_H1_hidden_view_skipped_in_trace_without_point_inside(void **state) {
    (void)state;
    /* UIKit's hitTest guard comes before pointInside: a hidden view is
     * entered and exits with nothing, its point-inside is never asked and
     * its children are not visited. */
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *p = tct_view(s, win, 0, 0, 200, 200);
    tc_view *c = tct_view(s, p, 0, 0, 50, 50);
    assert_ok(tc_view_set_flag(p, TC_VIEW_HIDDEN, 1));
    tct_trace tr;
    memset(&tr, 0, sizeof tr);
    assert_ok(tc_scene_set_hit_trace_fn(s, tct_trace_cb, &tr));
    assert_ptr_equal(tct_hit(win, 10, 10), win);
    for (size_t i = 0; i < tr.n; i++) {
        assert_ptr_not_equal(tr.s[i].view, c);
        if (tr.s[i].view == p) assert_int_not_equal(tr.s[i].step, TC_TRACE_POINT_INSIDE);
    }
    const tct_step expected[] = {
        TCT_ENTER(win), TCT_INSIDE(win, 1), TCT_ENTER(p), TCT_EXIT(p, NULL), TCT_EXIT(win, win),
    };
    assert_int_equal(tr.n, 5);
    tct_trace_expect(&tr, 0, expected, 5);
    assert_ok(tc_scene_destroy(s));
}

/* ---- H2: inside means [0, w) x [0, h) ------------------------------------ */

static void test_H2_right_bottom_edges_excluded(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 100, 100);
    assert_ptr_equal(tct_hit(win, 0, 0), v);
    assert_ptr_equal(tct_hit(win, 99, 99), v);
    assert_ptr_equal(tct_hit(win, 99.9, 99.9), v);
    assert_ptr_equal(tct_hit(win, 100, 100), win);
    assert_ptr_equal(tct_hit(win, 100, 50), win);
    assert_ptr_equal(tct_hit(win, 50, 100), win);
    /* queried on the view itself */
    assert_ptr_equal(tct_hit(v, 99.9, 99.9), v);
    assert_null(tct_hit(v, 100, 100));
    assert_null(tct_hit(v, -0.001, 50));
    assert_null(tct_hit(v, 50, -0.001));
    /* the window has the same rule */
    assert_null(tct_hit(win, 320, 10));
    assert_ptr_equal(tct_hit(win, 319.9, 479.9), win);
    assert_null(tct_hit(win, 10, 480));
    assert_ok(tc_scene_destroy(s));
}

static void test_H2_child_outside_parent_unreachable(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *p = tct_view(s, win, 0, 0, 100, 100);
    tc_view *c = tct_view(s, p, 80, 80, 50, 50);
    assert_ptr_equal(tct_hit(win, 90, 90), c);
    assert_ptr_equal(tct_hit(win, 120, 120), win); /* child's part outside p */
    assert_ptr_equal(tct_hit(win, 120, 90), win);
    assert_ok(tc_scene_destroy(s));
}

static void test_H2_children_not_visited_when_outside(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *p = tct_view(s, win, 0, 0, 100, 100);
    tc_view *c = tct_view(s, p, 80, 80, 50, 50);
    tct_trace tr;
    memset(&tr, 0, sizeof tr);
    assert_ok(tc_scene_set_hit_trace_fn(s, tct_trace_cb, &tr));
    assert_ptr_equal(tct_hit(win, 120, 120), win);
    const tct_step expected[] = {
        TCT_ENTER(win), TCT_INSIDE(win, 1),
        TCT_ENTER(p), TCT_INSIDE(p, 0), TCT_EXIT(p, NULL),
        TCT_EXIT(win, win),
    };
    assert_int_equal(tr.n, 6);
    tct_trace_expect(&tr, 0, expected, 6);
    (void)c;
    assert_ok(tc_scene_destroy(s));
}

/* ---- H3 / H4: reverse order, conversion, self ---------------------------- */

static void test_H3_last_added_sibling_on_top(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *a = tct_view(s, win, 0, 0, 100, 100);
    tc_view *b = tct_view(s, win, 50, 50, 100, 100);
    assert_ptr_equal(tct_hit(win, 75, 75), b);
    assert_ptr_equal(tct_hit(win, 25, 25), a);
    tc_view *c = tct_view(s, NULL, 60, 60, 10, 10);
    assert_ok(tc_view_insert_subview(win, c, 0)); /* under a and b */
    assert_ptr_equal(tct_hit(win, 65, 65), b);
    assert_ok(tc_view_remove_from_superview(b));
    assert_ok(tc_view_insert_subview(win, b, 0));
    assert_ptr_equal(tct_hit(win, 75, 75), a);
    assert_ok(tc_scene_destroy(s));
}

static void test_H3_point_converted_with_bounds_origin(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *scroll = tct_view(s, win, 0, 100, 320, 200);
    tc_view *row = tct_view(s, scroll, 0, 300, 320, 44);
    assert_ptr_equal(tct_hit(win, 10, 110), scroll);
    assert_ok(tc_view_set_bounds(scroll, 0, 250, 320, 200));
    assert_ptr_equal(tct_hit(win, 10, 160), row);
    assert_ptr_equal(tct_hit(win, 10, 193.9), row);
    assert_ptr_equal(tct_hit(win, 10, 194), scroll);
    assert_ptr_equal(tct_hit(win, 10, 149.9), scroll);
    /* queried in the scroll view's own (scrolled) bounds coordinates */
    assert_ptr_equal(tct_hit(scroll, 10, 310), row);
    assert_ok(tc_scene_destroy(s));
}

static void test_H3_rotated_view_hit_in_its_space(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 100, 50); /* centre (50,25) */
    tc_view *corner = tct_view(s, v, 80, 30, 20, 20);
    assert_ptr_equal(tct_hit(win, 10, 10), v);    /* before the rotation */
    tc_affine rot = {0, 1, -1, 0, 0, 0};          /* 90 degrees */
    assert_ok(tc_view_set_transform(v, &rot));
    /* on screen v now covers x in (25,75], y in [-25,75) */
    assert_ptr_equal(tct_hit(win, 30, 60), corner); /* v (85, 45) */
    assert_ptr_equal(tct_hit(win, 74, 70), v);      /* v (95, 1) */
    assert_ptr_equal(tct_hit(win, 50, 25), v);      /* the centre */
    assert_ptr_equal(tct_hit(win, 10, 10), win);    /* v (35, 65): outside */
    assert_ptr_equal(tct_hit(win, 80, 10), win);
    assert_ok(tc_scene_destroy(s));
}

static void test_H3_scaled_child_hit_area(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 100, 100, 100, 100); /* centre (150,150) */
    tc_affine scale2 = {2, 0, 0, 2, 0, 0};
    assert_ok(tc_view_set_transform(v, &scale2));
    /* on screen: [50, 250) x [50, 250) */
    assert_ptr_equal(tct_hit(win, 55, 55), v);
    assert_ptr_equal(tct_hit(win, 249, 249), v);
    assert_ptr_equal(tct_hit(win, 45, 150), win);
    assert_ptr_equal(tct_hit(win, 251, 150), win);
    assert_ok(tc_scene_destroy(s));
}

static void test_H3_singular_transform_never_hit(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 100, 100);
    tc_affine flat = {1, 0, 0, 0, 0, 0}; /* squashes y: not invertible */
    assert_ok(tc_view_set_transform(v, &flat));
    assert_ptr_equal(tct_hit(win, 50, 50), win);
    assert_ok(tc_scene_destroy(s));
}

/* H3: the view a search starts from takes the point in its own coordinates: its own
 * singular transform plays no part (the query from it, and a touch in its window, find it
 * and its subviews); only its superview's search skips it. */
static void test_H3_singular_transform_of_the_search_root_plays_no_part(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 100, 100);
    tc_view *child = tct_view(s, v, 10, 10, 20, 20);
    tc_affine zero = {0, 0, 0, 0, 0, 0};
    assert_ok(tc_view_set_transform(v, &zero));
    assert_ptr_equal(tct_hit(v, 15, 15), child);    /* from v: v's own coordinates */
    assert_ptr_equal(tct_hit(v, 50, 50), v);
    assert_ptr_equal(tct_hit(win, 50, 50), win);    /* from its superview: never hit */
    assert_ok(tc_view_set_transform(v, NULL));
    assert_ok(tc_view_set_transform(win, &zero));
    assert_ptr_equal(tct_hit(win, 15, 15), child); /* a window's own transform: no part */
    assert_ok(tc_scene_destroy(s));
}

static void test_H4_view_returns_itself_when_no_child_hit(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *p = tct_view(s, win, 0, 0, 200, 200);
    tct_view(s, p, 0, 0, 50, 50);
    tct_view(s, p, 100, 100, 50, 50);
    assert_ptr_equal(tct_hit(win, 75, 75), p);
    assert_ptr_equal(tct_hit(win, 250, 250), win);
    assert_null(tct_hit(win, -1, 0));
    assert_ok(tc_scene_destroy(s));
}

/* ---- seed 001: white / green / orange / blue / red / yellow ------------- */

static void test_H3_seed001_orange_tap_visits_red_then_blue(void **state) {
    (void)state;
    /* Added in order white1 -> green2 -> orange2 -> blue3 -> red3 -> yellow4.
     * green and orange are children of white, blue and red of orange,
     * yellow of red. The tap is inside orange, outside red and blue. */
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *white = tct_view(s, win, 20, 20, 280, 400);
    tc_view *green = tct_view(s, white, 20, 20, 240, 100);
    tc_view *orange = tct_view(s, white, 20, 140, 240, 240);
    tc_view *blue = tct_view(s, orange, 20, 20, 90, 90);
    tc_view *red = tct_view(s, orange, 130, 20, 90, 90);
    tc_view *yellow = tct_view(s, red, 10, 10, 40, 40);
    tct_trace tr;
    memset(&tr, 0, sizeof tr);
    assert_ok(tc_scene_set_hit_trace_fn(s, tct_trace_cb, &tr));

    /* orange (120, 180) = window (160, 340) */
    assert_ptr_equal(tct_hit(win, 160, 340), orange);
    const tct_step expected[] = {
        TCT_ENTER(win), TCT_INSIDE(win, 1),
        TCT_ENTER(white), TCT_INSIDE(white, 1),
        TCT_ENTER(orange), TCT_INSIDE(orange, 1),
        TCT_ENTER(red), TCT_INSIDE(red, 0), TCT_EXIT(red, NULL),
        TCT_ENTER(blue), TCT_INSIDE(blue, 0), TCT_EXIT(blue, NULL),
        TCT_EXIT(orange, orange),
        TCT_EXIT(white, orange),
        TCT_EXIT(win, orange),
    };
    const size_t n = sizeof expected / sizeof expected[0];
    assert_int_equal(tr.n, n);
    tct_trace_expect(&tr, 0, expected, n);
    for (size_t i = 0; i < tr.n; i++) {
        assert_ptr_not_equal(tr.s[i].view, green);  /* never reached */
        assert_ptr_not_equal(tr.s[i].view, yellow); /* red said no */
    }

    /* the other taps of the seed */
    assert_ptr_equal(tct_hit(win, 100, 100), green);
    assert_ptr_equal(tct_hit(win, 100, 220), blue);
    assert_ptr_equal(tct_hit(win, 240, 250), red);    /* red (70, 70) */
    assert_ptr_equal(tct_hit(win, 190, 200), yellow); /* red (20, 20) */
    assert_ptr_equal(tct_hit(win, 30, 30), white);
    assert_ok(tc_scene_destroy(s));
}

/* ---- seed 002 §5.1: the trace, exactly ----------------------------------- */

typedef struct seed002 {
    tc_scene *s;
    tc_view *win, *root, *a, *b, *c, *b1, *b2;
} seed002;

static void build_seed002(seed002 *t) {
    t->s = tct_scene();
    t->win = tct_window(t->s, 0, 0, 320, 480);
    t->root = tct_view(t->s, t->win, 0, 0, 320, 480);
    t->a = tct_view(t->s, t->root, 20, 20, 200, 200);
    t->b = tct_view(t->s, t->root, 100, 150, 200, 200);
    t->c = tct_view(t->s, t->root, 20, 380, 280, 80);
    t->b1 = tct_view(t->s, t->b, 20, 20, 100, 100);
    t->b2 = tct_view(t->s, t->b, 120, 120, 60, 60);
}

/* Tap at (150, 190): inside A and B1 (which overlap), not C, not B2. */
static const size_t seed002_n = 18;
static void seed002_expected(const seed002 *t, tct_step *e) {
    const tct_step x[] = {
        TCT_ENTER(t->win), TCT_INSIDE(t->win, 1),
        TCT_ENTER(t->root), TCT_INSIDE(t->root, 1),
        TCT_ENTER(t->c), TCT_INSIDE(t->c, 0), TCT_EXIT(t->c, NULL),
        TCT_ENTER(t->b), TCT_INSIDE(t->b, 1),
        TCT_ENTER(t->b2), TCT_INSIDE(t->b2, 0), TCT_EXIT(t->b2, NULL),
        TCT_ENTER(t->b1), TCT_INSIDE(t->b1, 1), TCT_EXIT(t->b1, t->b1),
        TCT_EXIT(t->b, t->b1),
        TCT_EXIT(t->root, t->b1),
        TCT_EXIT(t->win, t->b1),
    };
    memcpy(e, x, sizeof x);
}

static void test_H7_seed002_trace_exact(void **state) {
    (void)state;
    seed002 t;
    build_seed002(&t);
    tct_trace tr;
    memset(&tr, 0, sizeof tr);
    assert_ok(tc_scene_set_hit_trace_fn(t.s, tct_trace_cb, &tr));
    assert_ptr_equal(tct_hit(t.win, 150, 190), t.b1);
    tct_step e[18];
    seed002_expected(&t, e);
    assert_int_equal(tr.n, seed002_n);
    tct_trace_expect(&tr, 0, e, seed002_n);
    /* ViewA is below ViewB: never reached */
    for (size_t i = 0; i < tr.n; i++) assert_ptr_not_equal(tr.s[i].view, t.a);

    /* removing the observer stops the trace */
    assert_ok(tc_scene_set_hit_trace_fn(t.s, NULL, NULL));
    assert_ptr_equal(tct_hit(t.win, 150, 190), t.b1);
    assert_int_equal(tr.n, seed002_n);
    assert_ok(tc_scene_destroy(t.s));
}

static void test_H5_hit_test_is_pure_twice_same_trace(void **state) {
    (void)state;
    seed002 t;
    build_seed002(&t);
    tct_trace tr;
    memset(&tr, 0, sizeof tr);
    assert_ok(tc_scene_set_hit_trace_fn(t.s, tct_trace_cb, &tr));
    assert_ptr_equal(tct_hit(t.win, 150, 190), t.b1);
    assert_ptr_equal(tct_hit(t.win, 150, 190), t.b1);
    tct_step e[18];
    seed002_expected(&t, e);
    assert_int_equal(tr.n, 2 * seed002_n);
    tct_trace_expect(&tr, 0, e, seed002_n);
    tct_trace_expect(&tr, seed002_n, e, seed002_n);
    /* no side effects: no touch, nothing queued, clock unchanged */
    assert_int_equal(tct_live(t.s), 0);
    assert_int_equal(tct_queued(t.s), 0);
    assert_near(tct_now(t.s), 0);
    assert_ok(tc_scene_destroy(t.s));
}

static void test_H7_seed002_trace_on_touch_delivery(void **state) {
    (void)state;
    /* A touch hit-tests like the query (UIKit may run it twice: every run
     * must be the seed's log). */
    seed002 t;
    build_seed002(&t);
    tct_trace tr;
    memset(&tr, 0, sizeof tr);
    assert_ok(tc_scene_set_hit_trace_fn(t.s, tct_trace_cb, &tr));
    assert_ok(tct_push(t.s, TC_PHASE_BEGAN, 1, 150, 190, 1.0));
    assert_int_equal(tr.n, 0); /* queued, not hit-tested yet */
    tct_dispatch(t.s);
    tct_step e[18];
    seed002_expected(&t, e);
    assert_true(tr.n >= seed002_n);
    assert_int_equal(tr.n % seed002_n, 0);
    for (size_t k = 0; k < tr.n / seed002_n; k++) tct_trace_expect(&tr, k * seed002_n, e, seed002_n);
    tc_touch *touch = NULL;
    assert_ok(tc_scene_find_touch(t.s, 1, &touch));
    tc_touch_info info;
    memset(&info, 0, sizeof info);
    info.size = sizeof info;
    assert_ok(tc_touch_get_info(touch, &info));
    assert_ptr_equal(info.view, t.b1);
    /* later phases do not hit-test again (T4) */
    size_t before = tr.n;
    assert_ok(tct_push(t.s, TC_PHASE_MOVED, 1, 10, 400, 1.1));
    assert_ok(tct_push(t.s, TC_PHASE_ENDED, 1, 10, 400, 1.2));
    tct_dispatch(t.s);
    assert_int_equal(tr.n, before);
    assert_ok(tc_scene_destroy(t.s));
}

/* ---- H6a: expanded hit area ---------------------------------------------- */

static void test_H6a_button_insets_minus_30(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *btn = tct_view(s, win, 100, 100, 20, 20);
    assert_ptr_equal(tct_hit(win, 75, 75), win);
    assert_ok(tc_view_set_hit_insets(btn, -30, -30, -30, -30));
    /* local hit area [-30, 50) on both axes = window [70, 150) */
    assert_ptr_equal(tct_hit(win, 75, 75), btn);
    assert_ptr_equal(tct_hit(win, 70, 110), btn);
    assert_ptr_equal(tct_hit(win, 149.9, 149.9), btn);
    assert_ptr_equal(tct_hit(win, 69.9, 110), win);
    assert_ptr_equal(tct_hit(win, 150, 110), win);
    assert_ptr_equal(tct_hit(win, 110, 150), win);
    /* asymmetric: only the top grows */
    assert_ok(tc_view_set_hit_insets(btn, -30, 0, 0, 0));
    assert_ptr_equal(tct_hit(win, 110, 75), btn);
    assert_ptr_equal(tct_hit(win, 95, 110), win);
    /* positive insets shrink */
    assert_ok(tc_view_set_hit_insets(btn, 5, 5, 5, 5));
    assert_ptr_equal(tct_hit(win, 102, 102), win);
    assert_ptr_equal(tct_hit(win, 106, 106), btn);
    assert_ok(tc_view_set_hit_insets(btn, 0, 0, 0, 0));
    assert_ptr_equal(tct_hit(win, 102, 102), btn);
    assert_int_equal(tc_view_set_hit_insets(btn, NAN, 0, 0, 0), TC_ERR_NOT_FINITE);
    assert_ptr_equal(tct_hit(win, 102, 102), btn);
    assert_ok(tc_scene_destroy(s));
}

static void test_H6a_button_min_hit_size_44(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *btn = tct_view(s, win, 100, 100, 20, 20);
    assert_ok(tc_view_set_min_hit_size(btn, 44, 44));
    /* local [-12, 32) = window [88, 132) */
    assert_ptr_equal(tct_hit(win, 88, 88), btn);
    assert_ptr_equal(tct_hit(win, 131.9, 131.9), btn);
    assert_ptr_equal(tct_hit(win, 87.9, 110), win);
    assert_ptr_equal(tct_hit(win, 132, 110), win);
    assert_ptr_equal(tct_hit(win, 110, 132), win);
    /* a size already larger than the minimum is unchanged */
    tc_view *big = tct_view(s, win, 200, 200, 60, 60);
    assert_ok(tc_view_set_min_hit_size(big, 44, 44));
    assert_ptr_equal(tct_hit(win, 199, 230), win);
    assert_ptr_equal(tct_hit(win, 200, 230), big);
    /* only one axis below the minimum */
    assert_ok(tc_view_set_min_hit_size(btn, 0, 44));
    assert_ptr_equal(tct_hit(win, 95, 110), win);
    assert_ptr_equal(tct_hit(win, 110, 90), btn);
    assert_ok(tc_scene_destroy(s));
}

/* ---- H6b: tab bar's raised centre button --------------------------------- */

static void test_H6b_tab_bar_raised_button(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *content = tct_view(s, win, 0, 0, 320, 430);
    tc_view *tabbar = tct_view(s, win, 0, 430, 320, 50);
    tc_view *centre = tct_view(s, tabbar, 130, -20, 60, 70); /* 20 pt above */
    /* default: the raised part is unreachable */
    assert_ptr_equal(tct_hit(win, 160, 420), content);
    assert_ok(tc_view_set_flag(tabbar, TC_VIEW_HITS_OUTSIDE_BOUNDS, 1));
    assert_ptr_equal(tct_hit(win, 160, 420), centre);
    assert_ptr_equal(tct_hit(win, 160, 410), centre);
    assert_ptr_equal(tct_hit(win, 160, 409.9), content);
    /* the tab bar itself is not hit outside its bounds */
    assert_ptr_equal(tct_hit(win, 50, 420), content);
    assert_ptr_equal(tct_hit(win, 50, 429.9), content);
    assert_ptr_equal(tct_hit(win, 50, 430), tabbar);
    assert_ptr_equal(tct_hit(win, 160, 450), centre);
    /* the window still bounds everything */
    assert_null(tct_hit(win, 160, 481));
    /* the tab bar queried directly, above it: only its child answers */
    assert_ptr_equal(tct_hit(tabbar, 160, -10), centre);
    assert_null(tct_hit(tabbar, 50, -10));
    assert_ok(tc_scene_destroy(s));
}

/* ---- H6c: paged scroll view margins -------------------------------------- */

static void test_H6c_redirect_paged_scroll_margins(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *container = tct_view(s, win, 0, 100, 320, 200);
    tc_view *margin_btn = tct_view(s, container, 0, 0, 30, 30);
    tc_view *scroll = tct_view(s, container, 40, 0, 240, 200);
    tc_view *page = tct_view(s, scroll, 0, 0, 240, 100);
    assert_ptr_equal(tct_hit(win, 10, 250), container);
    assert_ok(tc_view_set_hit_redirect(container, scroll));
    assert_ptr_equal(tct_hit(win, 10, 250), scroll);   /* left margin */
    assert_ptr_equal(tct_hit(win, 300, 150), scroll);  /* right margin */
    assert_ptr_equal(tct_hit(win, 160, 150), page);    /* descendants keep hits */
    assert_ptr_equal(tct_hit(win, 160, 250), scroll);  /* the scroll view itself */
    assert_ptr_equal(tct_hit(win, 10, 110), margin_btn);
    assert_ptr_equal(tct_hit(win, 10, 350), win);      /* outside the container */
    assert_ok(tc_view_set_hit_redirect(container, NULL));
    assert_ptr_equal(tct_hit(win, 10, 250), container);
    assert_ok(tc_scene_destroy(s));
}

static void test_H6c_redirect_dropped_when_target_destroyed(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *container = tct_view(s, win, 0, 100, 320, 200);
    tc_view *scroll = tct_view(s, container, 40, 0, 240, 200);
    assert_ok(tc_view_set_hit_redirect(container, scroll));
    assert_ptr_equal(tct_hit(win, 10, 250), scroll);
    assert_ok(tc_view_destroy(scroll));
    assert_ptr_equal(tct_hit(win, 10, 250), container);
    assert_int_equal(tc_view_set_hit_redirect(container, TC_GARBAGE_VIEW), TC_ERR_INVALID_HANDLE);
    assert_ptr_equal(tct_hit(win, 10, 250), container);
    assert_ok(tc_scene_destroy(s));
}

/* ---- H6d: triangle ------------------------------------------------------- */

static void test_H6d_triangle_polygon_falls_through(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *below = tct_view(s, win, 0, 0, 200, 200);
    tc_view *tri = tct_view(s, win, 50, 50, 100, 100);
    const double xy[] = {50, 0, 100, 100, 0, 100};
    assert_ptr_equal(tct_hit(win, 55, 55), tri);
    assert_ok(tc_view_set_hit_polygon(tri, xy, 3));
    assert_ptr_equal(tct_hit(win, 100, 110), tri);   /* tri (50, 60): inside */
    assert_ptr_equal(tct_hit(win, 60, 145), tri);    /* tri (10, 95) */
    assert_ptr_equal(tct_hit(win, 55, 55), below);   /* tri (5, 5): corner */
    assert_ptr_equal(tct_hit(win, 145, 55), below);  /* tri (95, 5) */
    assert_ptr_equal(tct_hit(win, 250, 55), win);
    /* NULL/0 removes the shape */
    assert_ok(tc_view_set_hit_polygon(tri, NULL, 0));
    assert_ptr_equal(tct_hit(win, 55, 55), tri);
    assert_ok(tc_scene_destroy(s));
}

static void test_H6d_polygon_subviews_hit_as_usual(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *tri = tct_view(s, win, 50, 50, 100, 100);
    tc_view *badge = tct_view(s, tri, 0, 0, 10, 10);
    const double xy[] = {50, 0, 100, 100, 0, 100};
    assert_ok(tc_view_set_hit_polygon(tri, xy, 3));
    assert_ptr_equal(tct_hit(win, 55, 55), badge); /* outside the triangle */
    assert_ptr_equal(tct_hit(win, 65, 55), win);
    assert_ok(tc_scene_destroy(s));
}

/* H6d: the polygon is tested with the non-zero winding rule, as UIKit's
 * UIBezierPath.contains(_:) (usesEvenOddFillRule defaults to false) and CGPath.contains
 * (.winding). A pentagram (a regular pentagon's vertices joined every second one) winds twice
 * round its inner pentagon: its centre is inside (the even-odd rule left it out, and the tap
 * fell through to the window). The tips are inside once, the corners of the view outside.
 * The edge conventions are H2's, whichever way round the polygon goes: left and top edges
 * inside, right and bottom ones outside. */
static void test_H6d_self_intersecting_polygon_uses_nonzero_winding(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 200, 200);
    tc_view *star = tct_view(s, win, 0, 0, 200, 200);
    /* (100 + 90 sin(4 pi k / 5), 100 - 90 cos(4 pi k / 5)), k = 0 .. 4 */
    const double xy[] = {100, 10,
                         152.90067270632261, 172.81152949374524,
                         14.404913533436172, 72.188470506254745,
                         185.59508646656383, 72.188470506254703,
                         47.099327293677447, 172.8115294937453};
    assert_ok(tc_view_set_hit_polygon(star, xy, 5));
    assert_ptr_equal(tct_hit(win, 100, 100), star);   /* centre: winding 2 */
    assert_ptr_equal(tct_hit(win, 100, 20), star);    /* top tip: winding 1 */
    assert_ptr_equal(tct_hit(win, 30, 76), star);     /* left tip */
    assert_ptr_equal(tct_hit(win, 5, 5), win);        /* outside: winding 0 */
    assert_ptr_equal(tct_hit(win, 100, 190), win);    /* between the lower tips */
    /* A square both ways round: the same edges in and out (H2). */
    const double cw[] = {20, 20, 120, 20, 120, 120, 20, 120};
    const double ccw[] = {20, 20, 20, 120, 120, 120, 120, 20};
    for (int k = 0; k < 2; k++) {
        assert_ok(tc_view_set_hit_polygon(star, k == 0 ? cw : ccw, 4));
        assert_ptr_equal(tct_hit(win, 20, 20), star);     /* top-left corner: inside */
        assert_ptr_equal(tct_hit(win, 20, 70), star);     /* left edge */
        assert_ptr_equal(tct_hit(win, 70, 20), star);     /* top edge */
        assert_ptr_equal(tct_hit(win, 120, 70), win);     /* right edge: outside */
        assert_ptr_equal(tct_hit(win, 70, 120), win);     /* bottom edge */
        assert_ptr_equal(tct_hit(win, 119.999, 119.999), star);
    }
    assert_ok(tc_scene_destroy(s));
}

static void test_H6d_polygon_argument_limits(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 100, 100);
    static double many[2 * (TC_MAX_POLYGON_POINTS + 1)];
    for (size_t i = 0; i < TC_MAX_POLYGON_POINTS + 1; i++) {
        double a = 2 * 3.14159265358979 * (double)i / (TC_MAX_POLYGON_POINTS + 1);
        many[2 * i] = 50 + 10 * cos(a);
        many[2 * i + 1] = 50 + 10 * sin(a);
    }
    const double two[] = {0, 0, 10, 10};
    assert_int_equal(tc_view_set_hit_polygon(v, two, 2), TC_ERR_INVALID_ARGUMENT);
    assert_int_equal(tc_view_set_hit_polygon(v, two, 1), TC_ERR_INVALID_ARGUMENT);
    assert_int_equal(tc_view_set_hit_polygon(v, many, TC_MAX_POLYGON_POINTS + 1),
                     TC_ERR_INVALID_ARGUMENT);
    assert_ptr_equal(tct_hit(win, 5, 5), v); /* nothing was installed */
    assert_ok(tc_view_set_hit_polygon(v, many, TC_MAX_POLYGON_POINTS));
    assert_ptr_equal(tct_hit(win, 5, 5), win);
    assert_ptr_equal(tct_hit(win, 50, 50), v);
    assert_ok(tc_scene_destroy(s));
}

/* H6d + C1, seed 002 §6.3 ("a triangular tap area": hitTest returns nil for a point outside the
 * bezier path; "only a tap inside the triangle fires the UIButton's touch up inside"): a button
 * whose hit shape is a triangle fires touch-up-inside for a tap inside the triangle; a tap inside
 * its frame but outside the triangle falls through to the view behind (which gets the whole
 * tap) and the button sends no control event. Catches an engine that hit-tests the frame only
 * (the corner tap would fire the button) or that drops the corner tap instead of falling through. */
static void test_H6d_C1_triangle_button_fires_only_inside_the_triangle(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *under = tct_view(s, win, 0, 0, 320, 480);
    tgl_view ru = {"under", TC_HANDLED};
    tgl_record_view(under, &ru);
    tc_view *tri = tct_view(s, win, 100, 100, 100, 100);
    assert_ok(tc_view_set_control(tri, TC_CONTROL_BUTTON));
    assert_ok(tc_control_add_target(tri, TC_CONTROL_EVENT_ALL, tgl_control_cb, (void *)"tri", NULL));
    const double xy[] = {50, 0, 100, 100, 0, 100}; /* apex top centre, base along the bottom */
    assert_ok(tc_view_set_hit_polygon(tri, xy, 3));
    /* inside the triangle: tri (50, 90) */
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 150, 190, 0.0);
    TGL_PUSH(s, TC_PHASE_ENDED, 1, 150, 190, 0.05);
    (void)tct_dispatch(s);
    TGL_EXPECT("tri:touch-down", "tri:touch-up-inside", "tri:primary-action");
    /* inside the frame, outside the triangle: tri (5, 5), the top-left corner */
    tgl_reset();
    TGL_PUSH(s, TC_PHASE_BEGAN, 2, 105, 105, 1.0);
    TGL_PUSH(s, TC_PHASE_ENDED, 2, 105, 105, 1.05);
    (void)tct_dispatch(s);
    TGL_EXPECT("under:began[2]", "under:ended[2]");
    /* and the top-right corner, tri (95, 5) */
    tgl_reset();
    TGL_PUSH(s, TC_PHASE_BEGAN, 3, 195, 105, 2.0);
    TGL_PUSH(s, TC_PHASE_ENDED, 3, 195, 105, 2.05);
    (void)tct_dispatch(s);
    TGL_EXPECT("under:began[3]", "under:ended[3]");
    assert_ok(tc_scene_destroy(s));
}

/* ---- H6e: presentation geometry ------------------------------------------ */

/* H6e: a presentation frame of another size than the model's is hit where it is shown,
 * over its whole size (the header: "same meaning as tc_view_set_frame"). The engine used to
 * centre the point mapping on the presentation size but keep the model's hit area: only the
 * top-left quarter of a view shown twice as large could be hit, and a view shown half as
 * large was hit outside it. Its subviews move with the bounds origin as usual. */
static void test_H6e_presentation_frame_size_is_the_hit_area(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 100, 100);
    tc_view *child = tct_view(s, v, 150, 150, 20, 20);   /* outside the model bounds */
    assert_ok(tc_view_set_flag(v, TC_VIEW_USE_PRESENTATION, 1));
    tc_rect big = {0, 0, 200, 200};
    assert_ok(tc_view_set_presentation(v, &big, NULL));
    assert_ptr_equal(tct_hit(win, 150, 150), child);
    assert_ptr_equal(tct_hit(win, 199, 10), v);
    assert_ptr_equal(tct_hit(win, 10, 199), v);
    assert_ptr_equal(tct_hit(win, 200, 10), win);          /* half-open, H2 */
    double x = 0, y = 0;
    assert_ok(tc_view_convert_point(win, v, 199, 199, &x, &y));
    assert_near(x, 199);
    assert_near(y, 199);
    tc_rect small = {0, 0, 50, 50};
    assert_ok(tc_view_set_presentation(v, &small, NULL));
    assert_ptr_equal(tct_hit(win, 49, 49), v);
    assert_ptr_equal(tct_hit(win, 60, 60), win);           /* not on screen any more */
    /* Off: the model's 100 x 100 again. */
    assert_ok(tc_view_set_flag(v, TC_VIEW_USE_PRESENTATION, 0));
    assert_ptr_equal(tct_hit(win, 60, 60), v);
    assert_ptr_equal(tct_hit(win, 150, 150), win);
    assert_ok(tc_scene_destroy(s));
}

static void test_H6e_presentation_frame_on_off(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 50, 50);
    tc_rect pres = {200, 200, 50, 50};
    assert_ok(tc_view_set_presentation(v, &pres, NULL));
    /* flag off: the model (UIView animation) */
    assert_ptr_equal(tct_hit(win, 10, 10), v);
    assert_ptr_equal(tct_hit(win, 210, 210), win);
    /* flag on: what is on screen (UIViewPropertyAnimator) */
    assert_ok(tc_view_set_flag(v, TC_VIEW_USE_PRESENTATION, 1));
    assert_ptr_equal(tct_hit(win, 10, 10), win);
    assert_ptr_equal(tct_hit(win, 210, 210), v);
    /* conversions stay on the model (H6e: UIKit converts through the model layers) */
    double x = 0, y = 0;
    assert_ok(tc_view_convert_point(v, win, 0, 0, &x, &y));
    assert_near(x, 0);
    assert_near(y, 0);
    /* the model frame is untouched */
    tc_rect f;
    assert_ok(tc_view_get_frame(v, &f));
    assert_near(f.x, 0);
    assert_near(f.y, 0);
    /* cleared: back to the model even with the flag on */
    assert_ok(tc_view_clear_presentation(v));
    assert_ptr_equal(tct_hit(win, 10, 10), v);
    assert_ptr_equal(tct_hit(win, 210, 210), win);
    assert_ok(tc_scene_destroy(s));
}

/* H6e: the presentation geometry moves the view's own point-inside only, as UIKit's
 * -[UIView pointInside:withEvent:] converts into the presentation layer of an animating view
 * (iOS 18.2) while its subviews are searched, and every point converted, through the model
 * layers. A card shown 200 pt right of its model frame is hit where it is shown; its button,
 * searched in the model's coordinates, is not there (it is hit nowhere while the card is
 * shown away from its model frame); conversions and the touch's locations are the model's. */
static void test_H6e_subviews_of_a_presented_view_are_searched_in_model_geometry(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 400, 400);
    tc_view *card = tct_view(s, win, 0, 0, 100, 100);
    tc_view *btn = tct_view(s, card, 10, 10, 40, 40);
    tc_rect pres = {200, 0, 100, 100};
    assert_ok(tc_view_set_presentation(card, &pres, NULL));
    assert_ok(tc_view_set_flag(card, TC_VIEW_USE_PRESENTATION, 1));
    assert_ptr_equal(tct_hit(win, 220, 20), card);   /* on screen: the card, not btn */
    assert_ptr_equal(tct_hit(win, 20, 20), win);     /* the model frame: not on screen */
    /* Searched from the card itself (its own coordinates, the model's): the same. */
    assert_ptr_equal(tct_hit(card, 220, 20), card);
    assert_null(tct_hit(card, 20, 20));
    double x = 0, y = 0;
    assert_ok(tc_view_convert_point(win, card, 220, 20, &x, &y));
    assert_near(x, 220);
    assert_near(y, 20);
    assert_ok(tc_view_convert_point(btn, win, 0, 0, &x, &y));
    assert_near(x, 10);
    assert_near(y, 10);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 220, 20, 1.0));
    (void)tct_dispatch(s);
    tc_touch_info info = tct_touch_info(s, 1);
    assert_ptr_equal(info.view, card);
    tc_touch *t = NULL;
    assert_ok(tc_scene_find_touch(s, 1, &t));
    assert_ok(tc_touch_location_in(t, card, 0, &x, &y));
    assert_near(x, 220);
    assert_near(y, 20);
    assert_ok(tc_touch_location_in(t, btn, 0, &x, &y));
    assert_near(x, 210);
    assert_near(y, 10);
    /* A subview that is itself shown where it is drawn (its presentation geometry in use,
     * here its model frame): its own point-inside maps the point up through the model and
     * down through what is shown, the card's presentation included, as UIKit converts from
     * the model layer to the presentation layer. */
    tc_rect same = {10, 10, 40, 40};
    assert_ok(tc_view_set_presentation(btn, &same, NULL));
    assert_ok(tc_view_set_flag(btn, TC_VIEW_USE_PRESENTATION, 1));
    assert_ptr_equal(tct_hit(win, 220, 20), btn);
    assert_ptr_equal(tct_hit(win, 205, 20), card);   /* left of the shown button */
    /* Off: all model again. */
    assert_ok(tc_view_set_flag(card, TC_VIEW_USE_PRESENTATION, 0));
    assert_ptr_equal(tct_hit(win, 20, 20), btn);
    assert_ptr_equal(tct_hit(win, 220, 20), win);
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 220, 20, 1.1));
    (void)tct_dispatch(s);
    assert_ok(tc_scene_destroy(s));
}

static void test_H6e_presentation_transform(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 100, 100, 50, 50);
    tc_rect pres = {100, 100, 50, 50};
    tc_affine scale2 = {2, 0, 0, 2, 0, 0};
    assert_ok(tc_view_set_presentation(v, &pres, &scale2));
    assert_ok(tc_view_set_flag(v, TC_VIEW_USE_PRESENTATION, 1));
    /* centre (125,125), on screen [75, 175) */
    assert_ptr_equal(tct_hit(win, 80, 80), v);
    assert_ok(tc_view_set_flag(v, TC_VIEW_USE_PRESENTATION, 0));
    assert_ptr_equal(tct_hit(win, 80, 80), win);
    assert_ok(tc_scene_destroy(s));
}

/* ---- H6f: host callbacks ------------------------------------------------- */

typedef struct pi_rec {
    int calls;
    double x, y;
    int32_t engine;
    tc_view *view;
    int32_t answer; /* -1: engine's own answer */
} pi_rec;

static int32_t pi_override(tc_view *view, double x, double y, int32_t engine_result,
                           void *ud) {
    pi_rec *r = (pi_rec *)ud;
    r->calls++;
    r->view = view;
    r->x = x;
    r->y = y;
    r->engine = engine_result;
    return r->answer < 0 ? engine_result : r->answer;
}

static void test_H6f_point_inside_override(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 100, 100, 50, 50);
    pi_rec r = {0, 0, 0, -1, NULL, 1};
    assert_ok(tc_view_set_point_inside_fn(v, pi_override, &r));
    /* outside v, the override says inside */
    assert_ptr_equal(tct_hit(win, 180, 110), v);
    assert_int_equal(r.calls, 1);
    assert_ptr_equal(r.view, v);
    assert_near(r.x, 80);
    assert_near(r.y, 10);
    assert_int_equal(r.engine, 0);
    /* inside v, the override says outside */
    r.answer = 0;
    assert_ptr_equal(tct_hit(win, 110, 110), win);
    assert_int_equal(r.calls, 2);
    assert_int_equal(r.engine, 1);
    assert_near(r.x, 10);
    /* removed */
    assert_ok(tc_view_set_point_inside_fn(v, NULL, NULL));
    assert_ptr_equal(tct_hit(win, 110, 110), v);
    assert_ptr_equal(tct_hit(win, 180, 110), win);
    assert_int_equal(r.calls, 2);
    assert_ok(tc_scene_destroy(s));
}

static void test_H6f_point_inside_override_traced(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 100, 100, 50, 50);
    pi_rec r = {0, 0, 0, -1, NULL, 1};
    assert_ok(tc_view_set_point_inside_fn(v, pi_override, &r));
    tct_trace tr;
    memset(&tr, 0, sizeof tr);
    assert_ok(tc_scene_set_hit_trace_fn(s, tct_trace_cb, &tr));
    assert_ptr_equal(tct_hit(win, 180, 110), v);
    const tct_step expected[] = {
        TCT_ENTER(win), TCT_INSIDE(win, 1), TCT_ENTER(v), TCT_INSIDE(v, 1),
        TCT_EXIT(v, v), TCT_EXIT(win, v),
    };
    assert_int_equal(tr.n, 6);
    tct_trace_expect(&tr, 0, expected, 6);
    assert_ok(tc_scene_destroy(s));
}

typedef struct ht_rec {
    int calls;
    double x, y;
    tc_view *engine;
    tc_view *answer;
    int use_engine;
} ht_rec;

static tc_view *ht_override(tc_view *view, double x, double y, tc_view *engine_result,
                            void *ud) {
    (void)view;
    ht_rec *r = (ht_rec *)ud;
    r->calls++;
    r->x = x;
    r->y = y;
    r->engine = engine_result;
    return r->use_engine ? engine_result : r->answer;
}

/* ---- H2: the point-inside query (UIKit's point(inside:with:)) ---------------- */

static int32_t tct_inside(tc_view *v, double x, double y) {
    int32_t in = -7;
    assert_ok(tc_view_point_inside(v, x, y, &in));
    assert_true(in == 0 || in == 1);
    return in;
}

/* flowkey's UIViewTests+hitTest testPointInside and testPointInsideWithBoundsOriginSet: in the
 * view's bounds coordinates, right and bottom edges outside; H1 plays no part (UIKit's
 * pointInside: does not look at hidden); arguments checked, the output written only on
 * success. */
static void test_H2_point_inside_query_in_bounds_coordinates(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *v = tct_view(s, NULL, 0, 0, 0, 0);
    assert_ok(tc_view_set_bounds(v, 0, 0, 100, 100));
    assert_int_equal(tct_inside(v, 99, 99), 1);
    assert_int_equal(tct_inside(v, 0, 0), 1);
    assert_int_equal(tct_inside(v, 100, 100), 0);
    assert_int_equal(tct_inside(v, 50, 100), 0);
    assert_int_equal(tct_inside(v, -0.001, 50), 0);
    assert_ok(tc_view_set_bounds(v, 10000, 10000, 100, 100));
    assert_int_equal(tct_inside(v, 50, 50), 0);
    assert_int_equal(tct_inside(v, 10050, 10050), 1);
    assert_ok(tc_view_set_flag(v, TC_VIEW_HIDDEN, 1));
    assert_ok(tc_view_set_alpha(v, 0));
    assert_ok(tc_view_set_flag(v, TC_VIEW_USER_INTERACTION_ENABLED, 0));
    assert_int_equal(tct_inside(v, 10050, 10050), 1);
    tc_affine flat = {0, 0, 0, 0, 0, 0};   /* its own transform plays no part */
    assert_ok(tc_view_set_transform(v, &flat));
    assert_int_equal(tct_inside(v, 10050, 10050), 1);
    int32_t out = 7;
    assert_int_equal(tc_view_point_inside(v, 1, 1, NULL), TC_ERR_NULL_POINTER);
    assert_int_equal(tc_view_point_inside(v, NAN, 1, &out), TC_ERR_NOT_FINITE);
    assert_int_equal(tc_view_point_inside(v, 1, INFINITY, &out), TC_ERR_NOT_FINITE);
    assert_int_equal(tc_view_point_inside(NULL, 1, 1, &out), TC_ERR_INVALID_HANDLE);
    assert_int_equal(tc_view_point_inside(TC_GARBAGE_VIEW, 1, 1, &out), TC_ERR_INVALID_HANDLE);
    assert_ok(tc_view_destroy(v));
    assert_int_equal(tc_view_point_inside(v, 1, 1, &out), TC_ERR_STALE_HANDLE);
    assert_int_equal(out, 7);
    assert_ok(tc_scene_destroy(s));
}

/* The query answers what the view's own hit test asks (the TC_TRACE_POINT_INSIDE answer): the
 * hit area of H6a, where the view is shown (H6e), then the override (H6f) with that answer;
 * not the polygon (H6d), which only decides whether the view answers itself. The trace
 * observer hears nothing. */
static void test_H2_point_inside_query_is_the_hit_test_point_inside(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 20, 20);
    tct_trace tr;
    memset(&tr, 0, sizeof tr);
    assert_ok(tc_scene_set_hit_trace_fn(s, tct_trace_cb, &tr));
    assert_int_equal(tct_inside(v, -5, -5), 0);
    assert_ok(tc_view_set_hit_insets(v, -10, -10, -10, -10));
    assert_int_equal(tct_inside(v, -5, -5), 1);
    assert_int_equal(tct_inside(v, 29.9, 29.9), 1);
    assert_int_equal(tct_inside(v, 30, 0), 0);
    assert_ok(tc_view_set_hit_insets(v, 0, 0, 0, 0));
    assert_ok(tc_view_set_min_hit_size(v, 44, 44));   /* grown about the centre: [-12, 32) */
    assert_int_equal(tct_inside(v, -12, -12), 1);
    assert_int_equal(tct_inside(v, 32, 10), 0);
    assert_ok(tc_view_set_min_hit_size(v, 0, 0));
    assert_int_equal(tr.n, 0);
    /* a polygon: the point-inside still answers the hit area (the trace agrees) */
    const double xy[] = {0, 0, 20, 0, 0, 20};
    assert_ok(tc_view_set_hit_polygon(v, xy, 3));
    assert_int_equal(tct_inside(v, 18, 18), 1);
    assert_ptr_equal(tct_hit(win, 18, 18), win);
    int found = 0;
    for (size_t i = 0; i < tr.n; i++) {
        if (tr.s[i].step == TC_TRACE_POINT_INSIDE && tr.s[i].view == v) {
            assert_int_equal(tr.s[i].inside, 1);
            found = 1;
        }
    }
    assert_true(found);
    assert_ok(tc_view_set_hit_polygon(v, NULL, 0));
    size_t traced = tr.n;
    /* presentation geometry in use: tested where the view is shown, the point the model's */
    tc_rect pres = {200, 200, 20, 20};
    assert_ok(tc_view_set_presentation(v, &pres, NULL));
    assert_int_equal(tct_inside(v, 10, 10), 1);
    assert_ok(tc_view_set_flag(v, TC_VIEW_USE_PRESENTATION, 1));
    assert_int_equal(tct_inside(v, 10, 10), 0);
    assert_int_equal(tct_inside(v, 210, 210), 1);
    assert_ok(tc_view_clear_presentation(v));
    /* the override decides, given the engine's answer */
    pi_rec r = {0, 0, 0, -1, NULL, 1};
    assert_ok(tc_view_set_point_inside_fn(v, pi_override, &r));
    assert_int_equal(tct_inside(v, 80, 10), 1);
    assert_int_equal(r.calls, 1);
    assert_ptr_equal(r.view, v);
    assert_near(r.x, 80);
    assert_near(r.y, 10);
    assert_int_equal(r.engine, 0);
    r.answer = 0;
    assert_int_equal(tct_inside(v, 10, 10), 0);
    assert_int_equal(r.engine, 1);
    r.answer = -1;
    assert_int_equal(tct_inside(v, 10, 10), 1);
    assert_int_equal(r.calls, 3);
    assert_int_equal(tr.n, traced);
    assert_ok(tc_scene_destroy(s));
}

typedef struct pi_query_rec {
    tc_view *other;
    int32_t query_status, other_inside, mutation_status;
    int calls;
} pi_query_rec;

static int32_t pi_querying_override(tc_view *view, double x, double y, int32_t engine, void *ud) {
    (void)x; (void)y;
    pi_query_rec *r = (pi_query_rec *)ud;
    r->calls++;
    r->other_inside = -1;
    r->query_status = tc_view_point_inside(r->other, 5, 5, &r->other_inside);
    r->mutation_status = tc_view_set_alpha(view, 0.5);
    return engine;
}

/* H5: the query is a query — allowed inside hit-testing callbacks — and the override it calls
 * runs under H5 as in a hit test: mutations are refused. */
static void test_H5_point_inside_query_inside_hit_testing_callbacks(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 100, 100);
    tc_view *other = tct_view(s, NULL, 0, 0, 10, 10);
    pi_query_rec r = {other, -99, -99, -99, 0};
    assert_ok(tc_view_set_point_inside_fn(v, pi_querying_override, &r));
    assert_ptr_equal(tct_hit(win, 50, 50), v);   /* during a hit test */
    assert_int_equal(r.calls, 1);
    assert_int_equal(r.query_status, TC_OK);
    assert_int_equal(r.other_inside, 1);
    assert_int_equal(r.mutation_status, TC_ERR_REENTRANT);
    r.mutation_status = -99;
    assert_int_equal(tct_inside(v, 50, 50), 1);   /* during the query */
    assert_int_equal(r.calls, 2);
    assert_int_equal(r.query_status, TC_OK);
    assert_int_equal(r.mutation_status, TC_ERR_REENTRANT);
    double a = 0;
    assert_ok(tc_view_get_alpha(v, &a));
    assert_near(a, 1);
    assert_ok(tc_scene_destroy(s));
}

static void test_H6f_hit_test_override(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *below = tct_view(s, win, 0, 0, 320, 480);
    tc_view *p = tct_view(s, win, 100, 100, 100, 100);
    tc_view *child = tct_view(s, p, 0, 0, 20, 20);
    tc_view *other = tct_view(s, win, 300, 300, 10, 10);
    ht_rec r = {0, 0, 0, NULL, other, 0};
    assert_ok(tc_view_set_hit_test_fn(p, ht_override, &r));
    assert_ptr_equal(tct_hit(win, 105, 105), other);
    assert_int_equal(r.calls, 1);
    assert_ptr_equal(r.engine, child);
    assert_near(r.x, 5);
    assert_near(r.y, 5);
    /* NULL: "not here" -> falls through to the view below */
    r.answer = NULL;
    assert_ptr_equal(tct_hit(win, 150, 150), below);
    assert_ptr_equal(r.engine, p);
    /* removed */
    assert_ok(tc_view_set_hit_test_fn(p, NULL, NULL));
    int before = r.calls;
    assert_ptr_equal(tct_hit(win, 150, 150), p);
    assert_int_equal(r.calls, before);
    assert_ok(tc_scene_destroy(s));
}

static void test_H6f_hit_test_override_called_outside_bounds(void **state) {
    (void)state;
    /* UIKit calls a view's hitTest for every point its superview tries, even
     * outside the view: that is how seed 003's tab bar override reaches its
     * raised button. The override gets the engine's answer, NULL. */
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *content = tct_view(s, win, 0, 0, 320, 430);
    tc_view *tabbar = tct_view(s, win, 0, 430, 320, 50);
    tc_view *centre = tct_view(s, tabbar, 130, -20, 60, 70);
    ht_rec r = {0, 0, 0, TC_GARBAGE_VIEW, centre, 0};
    assert_ok(tc_view_set_hit_test_fn(tabbar, ht_override, &r));
    assert_ptr_equal(tct_hit(win, 160, 420), centre);
    assert_int_equal(r.calls, 1);
    assert_null(r.engine);
    assert_near(r.x, 160);
    assert_near(r.y, -10);
    /* returning the engine's NULL leaves the point to the content below */
    r.use_engine = 1;
    assert_ptr_equal(tct_hit(win, 160, 420), content);
    assert_int_equal(r.calls, 2);
    assert_ok(tc_scene_destroy(s));
}

static void test_H6f_hit_test_override_garbage_ignored(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_scene *s2 = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *p = tct_view(s, win, 100, 100, 100, 100);
    tc_view *child = tct_view(s, p, 0, 0, 20, 20);
    tc_view *dead = tct_view(s, NULL, 0, 0, 10, 10);
    assert_ok(tc_view_destroy(dead));
    tc_view *foreign = tct_view(s2, NULL, 0, 0, 10, 10);
    ht_rec r = {0, 0, 0, NULL, TC_GARBAGE_VIEW, 0};
    assert_ok(tc_view_set_hit_test_fn(p, ht_override, &r));
    tc_view *bad[] = {TC_GARBAGE_VIEW, dead, foreign};
    for (size_t i = 0; i < 3; i++) {
        r.answer = bad[i];
        assert_ptr_equal(tct_hit(win, 105, 105), child);
        assert_ptr_equal(tct_hit(win, 150, 150), p);
        assert_true(strlen(tc_scene_last_error(s)) > 0);
    }
    assert_ok(tc_scene_destroy(s));
    assert_ok(tc_scene_destroy(s2));
}

static void test_H5_query_validates_arguments(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *hit = TC_GARBAGE_VIEW;
    assert_int_equal(tc_view_hit_test(win, NAN, 0, &hit), TC_ERR_NOT_FINITE);
    assert_int_equal(tc_view_hit_test(win, 0, INFINITY, &hit), TC_ERR_NOT_FINITE);
    assert_ptr_equal(hit, TC_GARBAGE_VIEW);
    assert_int_equal(tc_view_hit_test(win, 0, 0, NULL), TC_ERR_NULL_POINTER);
    assert_ok(tc_scene_destroy(s));
}

/* ---- issue 11: edges and hit areas the other tests left open ------------- */

/* Hit-test `root` at (x, y) twice: with a hit-trace observer installed (the
 * search's general path, every child visited) and without one (its fast
 * paths, H6). Both must answer `expected`; the traced run must also end with
 * `root` exiting with that answer (H7). */
static void expect_hit_both(tc_scene *s, tc_view *root, double x, double y,
                            tc_view *expected, const char *what) {
    static tct_trace tr;
    memset(&tr, 0, sizeof tr);
    assert_ok(tc_scene_set_hit_trace_fn(s, tct_trace_cb, &tr));
    tc_view *traced = tct_hit(root, x, y);
    assert_ok(tc_scene_set_hit_trace_fn(s, NULL, NULL));
    if (traced != expected)
        fail_msg("%s: traced hit at (%g, %g) is %p, expected %p", what, x, y, (void *)traced,
                 (void *)expected);
    assert_true(tr.n >= 2);
    assert_int_equal(tr.s[tr.n - 1].step, TC_TRACE_EXIT);
    assert_ptr_equal(tr.s[tr.n - 1].view, root);
    assert_ptr_equal(tr.s[tr.n - 1].result, expected);
    tc_view *flat = tct_hit(root, x, y);
    if (flat != expected)
        fail_msg("%s: flat hit at (%g, %g) is %p, expected %p", what, x, y, (void *)flat,
                 (void *)expected);
}

/* H2 in a traced search: the left and top edges are inside, the right and
 * bottom edges outside, for plain, nested, scaled and rotated views. Every
 * point below lands exactly on an edge (all the arithmetic is exact in
 * binary floating point), and every answer is checked with a trace observer
 * installed as well as without. */
static void test_H2_edges_in_traced_search_nested_and_transformed(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    /* a: frame (10, 20, 100, 50): window x [10, 110), y [20, 70) */
    tc_view *a = tct_view(s, win, 10, 20, 100, 50);
    /* b in a: frame (50, 25, 50, 25): a-local x [50, 100), y [25, 50), so
     * its right and bottom edges are a's; window x [60, 110), y [45, 70) */
    tc_view *b = tct_view(s, a, 50, 25, 50, 25);
    expect_hit_both(s, win, 10, 20, a, "a top-left corner");
    expect_hit_both(s, win, 10, 44, a, "a left edge");
    expect_hit_both(s, win, 35, 20, a, "a top edge");
    expect_hit_both(s, win, 9.5, 30, win, "left of a");
    expect_hit_both(s, win, 35, 19.5, win, "above a");
    expect_hit_both(s, win, 110, 30, win, "a right edge");
    expect_hit_both(s, win, 35, 70, win, "a bottom edge");
    expect_hit_both(s, win, 109.5, 69.5, b, "inside b's bottom-right corner");
    expect_hit_both(s, win, 60, 45, b, "b top-left corner");
    expect_hit_both(s, win, 60, 60, b, "b left edge");
    expect_hit_both(s, win, 80, 45, b, "b top edge");
    expect_hit_both(s, win, 59.5, 60, a, "left of b: a");
    expect_hit_both(s, win, 80, 44.5, a, "above b: a");
    expect_hit_both(s, win, 110, 60, win, "b's (and a's) right edge");
    expect_hit_both(s, win, 80, 70, win, "b's (and a's) bottom edge");
    /* queried on a, in a's bounds coordinates */
    expect_hit_both(s, a, 0, 0, a, "a queried at its origin");
    expect_hit_both(s, a, 50, 25, b, "a queried at b's origin");
    expect_hit_both(s, a, 100, 30, NULL, "a queried on its right edge");
    expect_hit_both(s, a, 70, 50, NULL, "a queried on its bottom edge");
    /* the window's own edges */
    expect_hit_both(s, win, 0, 0, win, "window origin");
    expect_hit_both(s, win, 320, 100, NULL, "window right edge");
    expect_hit_both(s, win, 100, 480, NULL, "window bottom edge");

    /* sc: frame (200, 100, 50, 50), scaled 2x about its centre (225, 125):
     * local = (25, 25) + (p - (225, 125)) / 2, so on screen x [175, 275),
     * y [75, 175) */
    tc_view *sc = tct_view(s, win, 200, 100, 50, 50);
    tc_affine scale2 = {2, 0, 0, 2, 0, 0};
    assert_ok(tc_view_set_transform(sc, &scale2));
    expect_hit_both(s, win, 175, 75, sc, "scaled: local (0, 0)");
    expect_hit_both(s, win, 175, 150, sc, "scaled: left edge");
    expect_hit_both(s, win, 250, 75, sc, "scaled: top edge");
    expect_hit_both(s, win, 275, 100, win, "scaled: right edge, local x 50");
    expect_hit_both(s, win, 250, 175, win, "scaled: bottom edge, local y 50");
    expect_hit_both(s, win, 274, 174, sc, "scaled: local (49.5, 49.5)");

    /* r: frame (100, 300, 100, 50), centre (150, 325), rotated 90 degrees
     * ({0, 1, -1, 0}: local offset (dx, dy) shows at (-dy, dx)).
     * local x = p.y - 275, local y = 175 - p.x: on screen x (125, 175],
     * y [275, 375) -- the rotation turns local y's excluded bottom edge into
     * the screen's LEFT edge x = 125 and the included top edge into the
     * right edge x = 175. */
    tc_view *r = tct_view(s, win, 100, 300, 100, 50);
    tc_affine rot90 = {0, 1, -1, 0, 0, 0};
    assert_ok(tc_view_set_transform(r, &rot90));
    /* k in r: r-local x [0, 20), y [0, 10): screen x (165, 175], y [275, 295) */
    tc_view *k = tct_view(s, r, 0, 0, 20, 10);
    expect_hit_both(s, win, 175, 275, k, "rotated: r-local (0, 0), k-local (0, 0)");
    expect_hit_both(s, win, 170, 275, k, "rotated: k's local left edge, k-local (0, 5)");
    expect_hit_both(s, win, 175, 290, k, "rotated: k's local top edge, k-local (15, 0)");
    expect_hit_both(s, win, 165, 280, r, "rotated: k's local y 10 excluded, r's y 10 inside");
    expect_hit_both(s, win, 170, 295, r, "rotated: k's local x 20 excluded, r's x 20 inside");
    expect_hit_both(s, win, 125, 300, win, "rotated: r's local y 50 excluded");
    expect_hit_both(s, win, 125.5, 300, r, "rotated: r's local y 49.5");
    expect_hit_both(s, win, 175, 300, r, "rotated: r's local y 0 included");
    expect_hit_both(s, win, 150, 375, win, "rotated: r's local x 100 excluded");
    expect_hit_both(s, win, 150, 275, r, "rotated: r's local x 0 included");
    expect_hit_both(s, win, 175.5, 300, win, "rotated: r's local y -0.5");
    /* queried on r, in r's bounds coordinates */
    expect_hit_both(s, r, 0, 0, k, "r queried at k's origin");
    expect_hit_both(s, r, 20, 5, r, "r queried on k's right edge");
    expect_hit_both(s, r, 100, 5, NULL, "r queried on its right edge");
    expect_hit_both(s, r, 50, 50, NULL, "r queried on its bottom edge");
    assert_ok(tc_scene_destroy(s));
}

/* H6a, a non-square view with a minimum size on one axis: the minimum is
 * applied on that axis only, centred on that axis of the bounds' centre. */
static void test_H6a_min_hit_size_one_axis_of_non_square_view(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    /* v: frame (100, 100, 40, 20); bounds [0, 40) x [0, 20), centre (20, 10) */
    tc_view *v = tct_view(s, win, 100, 100, 40, 20);
    assert_ok(tc_view_set_min_hit_size(v, 0, 44));
    /* y: height 20 < 44, grown about y = 10: [10 - 22, 10 + 22) = [-12, 32).
     * x: width 40 >= 0, unchanged: [0, 40).
     * (Centred on x = 20 by mistake it would be [-2, 42).) */
    expect_hit_both(s, v, 5, -10, v, "min h 44: local y -10");
    expect_hit_both(s, v, 5, 33, NULL, "min h 44: local y 33");
    expect_hit_both(s, v, 5, -12, v, "min h 44: top edge y -12");
    expect_hit_both(s, v, 5, -12.5, NULL, "min h 44: above the top edge");
    expect_hit_both(s, v, 5, 31.5, v, "min h 44: y 31.5");
    expect_hit_both(s, v, 5, 32, NULL, "min h 44: bottom edge y 32");
    expect_hit_both(s, v, -0.5, 0, NULL, "min h 44: x unchanged, -0.5");
    expect_hit_both(s, v, 0, 0, v, "min h 44: x unchanged, 0");
    expect_hit_both(s, v, 39.5, 0, v, "min h 44: x unchanged, 39.5");
    expect_hit_both(s, v, 40, 0, NULL, "min h 44: x unchanged, 40");
    /* the same from the window: local + (100, 100) */
    expect_hit_both(s, win, 105, 90, v, "min h 44: window y 90");
    expect_hit_both(s, win, 105, 133, win, "min h 44: window y 133");
    expect_hit_both(s, win, 105, 88, v, "min h 44: window y 88");
    expect_hit_both(s, win, 105, 132, win, "min h 44: window y 132");

    /* the other axis: min (44, 0). x: width 40 < 44, grown about x = 20:
     * [-2, 42); y unchanged [0, 20). (Centred on y = 10: [-12, 32).) */
    assert_ok(tc_view_set_min_hit_size(v, 44, 0));
    expect_hit_both(s, v, -2, 5, v, "min w 44: left edge x -2");
    expect_hit_both(s, v, -2.5, 5, NULL, "min w 44: x -2.5");
    expect_hit_both(s, v, -10, 5, NULL, "min w 44: x -10");
    expect_hit_both(s, v, 41.5, 5, v, "min w 44: x 41.5");
    expect_hit_both(s, v, 42, 5, NULL, "min w 44: right edge x 42");
    expect_hit_both(s, v, 5, -0.5, NULL, "min w 44: y unchanged, -0.5");
    expect_hit_both(s, v, 5, 19.5, v, "min w 44: y unchanged, 19.5");
    expect_hit_both(s, v, 5, 20, NULL, "min w 44: y unchanged, 20");
    expect_hit_both(s, win, 98, 105, v, "min w 44: window x 98");
    expect_hit_both(s, win, 142, 105, win, "min w 44: window x 142");
    assert_ok(tc_scene_destroy(s));
}

/* H6a: the minimum size applies to the INSET rectangle (not the bounds), on
 * each axis independently, centred on the bounds' centre (not the inset
 * rectangle's). */
static void test_H6a_insets_then_min_hit_size_each_axis(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    /* v: frame (100, 100, 40, 20); bounds [0, 40) x [0, 20), centre (20, 10) */
    tc_view *v = tct_view(s, win, 100, 100, 40, 20);
    /* insets top 2, left 10, bottom 4, right 6: x [10, 34) (w 24), y [2, 16) (h 14) */
    assert_ok(tc_view_set_hit_insets(v, 2, 10, 4, 6));

    /* min (30, 10): x: 24 < 30 -> 30 about x = 20: [5, 35) (the bounds' 40
     * is not below 30: growing only when the BOUNDS are small would keep
     * [10, 34)). y: 14 >= 10 -> the inset [2, 16) stays (not [0, 20)). */
    assert_ok(tc_view_set_min_hit_size(v, 30, 10));
    expect_hit_both(s, v, 5, 8, v, "(30,10): left edge x 5");
    expect_hit_both(s, v, 4.5, 8, NULL, "(30,10): x 4.5");
    expect_hit_both(s, v, 34.5, 8, v, "(30,10): x 34.5");
    expect_hit_both(s, v, 35, 8, NULL, "(30,10): right edge x 35");
    expect_hit_both(s, v, 20, 2, v, "(30,10): top edge y 2 (inset)");
    expect_hit_both(s, v, 20, 1.5, NULL, "(30,10): y 1.5 (inset)");
    expect_hit_both(s, v, 20, 15.5, v, "(30,10): y 15.5 (inset)");
    expect_hit_both(s, v, 20, 16, NULL, "(30,10): bottom edge y 16 (inset)");
    expect_hit_both(s, win, 105, 108, v, "(30,10): window x 105");
    expect_hit_both(s, win, 104.5, 108, win, "(30,10): window x 104.5");

    /* min (0, 16): y: 14 < 16 -> 16 about the BOUNDS' y = 10: [2, 18) (about
     * the inset rectangle's centre y = 9 it would be [1, 17); growing only
     * when the bounds' 20 were small would keep [2, 16)). x: the inset
     * [10, 34) stays. */
    assert_ok(tc_view_set_min_hit_size(v, 0, 16));
    expect_hit_both(s, v, 20, 2, v, "(0,16): top edge y 2");
    expect_hit_both(s, v, 20, 1.5, NULL, "(0,16): y 1.5");
    expect_hit_both(s, v, 20, 17.5, v, "(0,16): y 17.5");
    expect_hit_both(s, v, 20, 18, NULL, "(0,16): bottom edge y 18");
    expect_hit_both(s, v, 9.5, 8, NULL, "(0,16): x 9.5 (inset)");
    expect_hit_both(s, v, 10, 8, v, "(0,16): left edge x 10 (inset)");
    expect_hit_both(s, v, 33.5, 8, v, "(0,16): x 33.5 (inset)");
    expect_hit_both(s, v, 34, 8, NULL, "(0,16): right edge x 34 (inset)");

    /* growing insets -5 all round: x [-5, 45) (w 50), y [-5, 25) (h 30).
     * min (44, 44): x: 50 >= 44 -> [-5, 45) stays (the bounds' 40 < 44 would
     * shrink it to [-2, 42)); y: 30 < 44 -> 44 about y = 10: [-12, 32). */
    assert_ok(tc_view_set_hit_insets(v, -5, -5, -5, -5));
    assert_ok(tc_view_set_min_hit_size(v, 44, 44));
    expect_hit_both(s, v, -5, 0, v, "(-5; 44,44): left edge x -5");
    expect_hit_both(s, v, -4, 0, v, "(-5; 44,44): x -4");
    expect_hit_both(s, v, -5.5, 0, NULL, "(-5; 44,44): x -5.5");
    expect_hit_both(s, v, 44.5, 0, v, "(-5; 44,44): x 44.5");
    expect_hit_both(s, v, 45, 0, NULL, "(-5; 44,44): right edge x 45");
    expect_hit_both(s, v, 0, -12, v, "(-5; 44,44): top edge y -12");
    expect_hit_both(s, v, 0, -12.5, NULL, "(-5; 44,44): y -12.5");
    expect_hit_both(s, v, 0, 31.5, v, "(-5; 44,44): y 31.5");
    expect_hit_both(s, v, 0, 32, NULL, "(-5; 44,44): bottom edge y 32");

    /* a bounds origin moves the bounds' centre: bounds (5, 7, 40, 20) ->
     * centre (25, 17); insets 0; min (0, 44): y [17 - 22, 17 + 22) = [-5, 39),
     * x [5, 45). */
    assert_ok(tc_view_set_hit_insets(v, 0, 0, 0, 0));
    assert_ok(tc_view_set_min_hit_size(v, 0, 44));
    assert_ok(tc_view_set_bounds(v, 5, 7, 40, 20));
    expect_hit_both(s, v, 10, -5, v, "bounds origin: top edge y -5");
    expect_hit_both(s, v, 10, -5.5, NULL, "bounds origin: y -5.5");
    expect_hit_both(s, v, 10, 38.5, v, "bounds origin: y 38.5");
    expect_hit_both(s, v, 10, 39, NULL, "bounds origin: bottom edge y 39");
    expect_hit_both(s, v, 4.5, 10, NULL, "bounds origin: x 4.5");
    expect_hit_both(s, v, 5, 10, v, "bounds origin: left edge x 5");
    expect_hit_both(s, v, 45, 10, NULL, "bounds origin: right edge x 45");
    assert_ok(tc_scene_destroy(s));
}

/* H6f + H6c, seed 002 §6 note ("since hitTest runs before the event is sent, a touch forwarded by
 * an overridden hitTest / pointInside is a complete touch: every phase, began, moved, ended")
 * with seed 003 §3's override (the container's hitTest answers another view for every hit): the
 * target gets every phase, walking the target's responder chain (target, its superview, the
 * window), never the chain of the view that redirected; and the recognizers of the target's
 * ancestors get the touch (a pan there recognizes), those of the redirecting view do not. Once
 * with a host hit-test override (H6f), once with the engine's redirect (H6c). Catches an engine
 * that delivers only the began to the target, walks the redirecting view's chain, or collects
 * the redirecting view's recognizers instead of the target's. */
static tc_view *g_redirect_target;
static tc_view *redirect_every_hit(tc_view *view, double x, double y, tc_view *engine_result,
                                   void *ud) {
    (void)view; (void)x; (void)y; (void)ud;
    return engine_result != NULL ? g_redirect_target : NULL; /* seed 003: hitTestView = self.scrollView */
}

static void test_H6f_H6c_redirected_touch_is_a_whole_touch_of_the_target(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *left = tct_view(s, win, 0, 0, 160, 480);
    tc_view *target = tct_view(s, left, 0, 0, 100, 100);
    tc_view *right = tct_view(s, win, 160, 0, 160, 480);
    tgl_view rw = {"win", TC_PASS}, rl = {"left", TC_PASS}, rt = {"target", TC_PASS},
             rr = {"right", TC_PASS};
    tgl_record_view(win, &rw);
    tgl_record_view(left, &rl);
    tgl_record_view(target, &rt);
    tgl_record_view(right, &rr);
    tc_recognizer_params p = tgl_params(TC_RECOGNIZER_PAN);
    p.cancels_touches_in_view = 0; /* the views keep every phase while the pan runs */
    tgl_make(s, left, &p, "leftpan");
    tgl_make(s, right, &p, "rightpan");
    g_redirect_target = target;
    for (int k = 0; k < 2; k++) {
        if (k == 0) {
            assert_ok(tc_view_set_hit_test_fn(right, redirect_every_hit, NULL));
        } else {
            assert_ok(tc_view_set_hit_test_fn(right, NULL, NULL));
            assert_ok(tc_view_set_hit_redirect(right, target));
        }
        tgl_reset();
        int64_t id = 1 + k;
        double t = 10.0 * k;
        TGL_PUSH(s, TC_PHASE_BEGAN, id, 200, 200, t); /* on `right`, far from target's frame */
        TGL_PUSH(s, TC_PHASE_MOVED, id, 204, 200, t + 0.01);
        TGL_PUSH(s, TC_PHASE_MOVED, id, 215, 200, t + 0.02); /* past the pan's slop */
        TGL_PUSH(s, TC_PHASE_MOVED, id, 240, 200, t + 0.03);
        TGL_PUSH(s, TC_PHASE_ENDED, id, 240, 200, t + 0.04);
        (void)tct_dispatch(s);
        if (k == 0) {
            TGL_EXPECT("target:began[1]", "left:began[1]", "win:began[1]",
                       "target:moved[1]", "left:moved[1]", "win:moved[1]",
                       "leftpan:BEGAN", "target:moved[1]", "left:moved[1]", "win:moved[1]",
                       "leftpan:CHANGED", "target:moved[1]", "left:moved[1]", "win:moved[1]",
                       "leftpan:ENDED", "target:ended[1]", "left:ended[1]", "win:ended[1]");
        } else {
            TGL_EXPECT("target:began[2]", "left:began[2]", "win:began[2]",
                       "target:moved[2]", "left:moved[2]", "win:moved[2]",
                       "leftpan:BEGAN", "target:moved[2]", "left:moved[2]", "win:moved[2]",
                       "leftpan:CHANGED", "target:moved[2]", "left:moved[2]", "win:moved[2]",
                       "leftpan:ENDED", "target:ended[2]", "left:ended[2]", "win:ended[2]");
        }
        assert_ptr_equal(tgl_last("leftpan", TC_GESTURE_BEGAN)->d.view, left);
        assert_int_equal(tgl_count("right:began[1]") + tgl_count("right:began[2]"), 0);
    }
    assert_ok(tc_scene_destroy(s));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_H1_hidden_view_and_descendants_not_hit),
        cmocka_unit_test(test_H1_interaction_disabled_view_and_descendants_not_hit),
        cmocka_unit_test(test_H1_alpha_threshold_boundary),
        cmocka_unit_test(test_H1_hidden_window_hits_nothing),
        cmocka_unit_test(test_H1_hidden_view_skipped_in_trace_without_point_inside),
        cmocka_unit_test(test_H2_right_bottom_edges_excluded),
        cmocka_unit_test(test_H2_child_outside_parent_unreachable),
        cmocka_unit_test(test_H2_children_not_visited_when_outside),
        cmocka_unit_test(test_H3_last_added_sibling_on_top),
        cmocka_unit_test(test_H3_point_converted_with_bounds_origin),
        cmocka_unit_test(test_H3_rotated_view_hit_in_its_space),
        cmocka_unit_test(test_H3_scaled_child_hit_area),
        cmocka_unit_test(test_H3_singular_transform_never_hit),
        cmocka_unit_test(test_H3_singular_transform_of_the_search_root_plays_no_part),
        cmocka_unit_test(test_H4_view_returns_itself_when_no_child_hit),
        cmocka_unit_test(test_H3_seed001_orange_tap_visits_red_then_blue),
        cmocka_unit_test(test_H7_seed002_trace_exact),
        cmocka_unit_test(test_H5_hit_test_is_pure_twice_same_trace),
        cmocka_unit_test(test_H7_seed002_trace_on_touch_delivery),
        cmocka_unit_test(test_H6a_button_insets_minus_30),
        cmocka_unit_test(test_H6a_button_min_hit_size_44),
        cmocka_unit_test(test_H6b_tab_bar_raised_button),
        cmocka_unit_test(test_H6c_redirect_paged_scroll_margins),
        cmocka_unit_test(test_H6c_redirect_dropped_when_target_destroyed),
        cmocka_unit_test(test_H6d_triangle_polygon_falls_through),
        cmocka_unit_test(test_H6d_polygon_subviews_hit_as_usual),
        cmocka_unit_test(test_H6d_polygon_argument_limits),
        cmocka_unit_test(test_H6d_self_intersecting_polygon_uses_nonzero_winding),
        cmocka_unit_test(test_H6e_subviews_of_a_presented_view_are_searched_in_model_geometry),
        cmocka_unit_test(test_H6e_presentation_frame_on_off),
        cmocka_unit_test(test_H6e_presentation_frame_size_is_the_hit_area),
        cmocka_unit_test(test_H6e_presentation_transform),
        cmocka_unit_test(test_H6f_point_inside_override),
        cmocka_unit_test(test_H6f_point_inside_override_traced),
        cmocka_unit_test(test_H2_point_inside_query_in_bounds_coordinates),
        cmocka_unit_test(test_H2_point_inside_query_is_the_hit_test_point_inside),
        cmocka_unit_test(test_H5_point_inside_query_inside_hit_testing_callbacks),
        cmocka_unit_test(test_H6f_hit_test_override),
        cmocka_unit_test(test_H6f_hit_test_override_called_outside_bounds),
        cmocka_unit_test(test_H6f_hit_test_override_garbage_ignored),
        cmocka_unit_test(test_H5_query_validates_arguments),
        cmocka_unit_test(test_H2_edges_in_traced_search_nested_and_transformed),
        cmocka_unit_test(test_H6a_min_hit_size_one_axis_of_non_square_view),
        cmocka_unit_test(test_H6a_insets_then_min_hit_size_each_axis),
        cmocka_unit_test(test_H1_window_not_interactive_or_transparent_gets_no_touches),
        cmocka_unit_test(test_H6d_C1_triangle_button_fires_only_inside_the_triangle),
        cmocka_unit_test(test_H6f_H6c_redirected_touch_is_a_whole_touch_of_the_target),
    };
    return cmocka_run_group_tests_name("hit_test", tests, NULL, NULL);
}

/*
 * View trees and geometry: add/insert/remove, cycles, double parents,
 * frame/center/bounds/transform, alpha, flags, point conversion (H3's
 * "the point is converted into each child's space").
 */
#include "tc_test_common.h"

static void convert(const tc_view *from, const tc_view *to, double x, double y,
                    double ex, double ey) {
    double ox = NAN, oy = NAN;
    assert_ok(tc_view_convert_point(from, to, x, y, &ox, &oy));
    if (!(fabs(ox - ex) <= TC_EPS && fabs(oy - ey) <= TC_EPS)) {
        fail_msg("convert (%g, %g) -> (%.9g, %.9g), expected (%g, %g)", x, y, ox, oy,
                 ex, ey);
    }
}

/* ---- tree ---------------------------------------------------------------- */

static void test_H3_add_subview_appends_on_top(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *a = tct_view(s, win, 0, 0, 10, 10);
    tc_view *b = tct_view(s, win, 0, 0, 10, 10);
    tc_view *c = tct_view(s, b, 0, 0, 5, 5);
    assert_int_equal(tct_subview_count(win), 2);
    assert_ptr_equal(tct_subview(win, 0), a);
    assert_ptr_equal(tct_subview(win, 1), b);
    assert_ptr_equal(tct_superview(a), win);
    assert_ptr_equal(tct_superview(c), b);
    assert_null(tct_superview(win));
    tc_view *w = NULL;
    assert_ok(tc_view_get_window(c, &w));
    assert_ptr_equal(w, win);
    assert_ok(tc_view_get_window(win, &w));
    assert_ptr_equal(w, win);
    tc_view *out = TC_GARBAGE_VIEW;
    assert_int_equal(tc_view_get_subview(win, 2, &out), TC_ERR_INVALID_ARGUMENT);
    assert_ptr_equal(out, TC_GARBAGE_VIEW);
    assert_ok(tc_scene_destroy(s));
}

static void test_H3_insert_subview_positions(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *a = tct_view(s, win, 0, 0, 10, 10);
    tc_view *b = tct_view(s, win, 0, 0, 10, 10);
    tc_view *bottom = tct_view(s, NULL, 0, 0, 10, 10);
    tc_view *mid = tct_view(s, NULL, 0, 0, 10, 10);
    tc_view *top = tct_view(s, NULL, 0, 0, 10, 10);
    tc_view *bad = tct_view(s, NULL, 0, 0, 10, 10);
    assert_ok(tc_view_insert_subview(win, bottom, 0));   /* bottom a b */
    assert_ok(tc_view_insert_subview(win, mid, 2));      /* bottom a mid b */
    assert_ok(tc_view_insert_subview(win, top, 4));      /* count appends */
    assert_ok(tc_view_insert_subview(win, bad, 6));      /* past the end appends too (UIKit) */
    assert_ptr_equal(tct_superview(bad), win);
    assert_int_equal(tct_subview_count(win), 6);
    tc_view *expected[] = {bottom, a, mid, b, top, bad};
    for (size_t i = 0; i < 6; i++) assert_ptr_equal(tct_subview(win, i), expected[i]);
    assert_ok(tc_scene_destroy(s));
}

static void test_H3_remove_from_superview(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *a = tct_view(s, win, 0, 0, 10, 10);
    tc_view *b = tct_view(s, win, 0, 0, 10, 10);
    tc_view *c = tct_view(s, win, 0, 0, 10, 10);
    assert_ok(tc_view_remove_from_superview(b));
    assert_int_equal(tct_subview_count(win), 2);
    assert_ptr_equal(tct_subview(win, 0), a);
    assert_ptr_equal(tct_subview(win, 1), c);
    assert_null(tct_superview(b));
    tc_view *w = TC_GARBAGE_VIEW;
    assert_ok(tc_view_get_window(b, &w));
    assert_null(w);
    /* no superview: a no-op */
    assert_ok(tc_view_remove_from_superview(b));
    assert_ok(tc_view_remove_from_superview(win));
    /* it can be added again, on top */
    assert_ok(tc_view_add_subview(win, b));
    assert_ptr_equal(tct_subview(win, 2), b);
    assert_ok(tc_scene_destroy(s));
}

static void test_H3_destroy_detaches_subviews(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *p = tct_view(s, win, 0, 0, 100, 100);
    tc_view *c1 = tct_view(s, p, 0, 0, 10, 10);
    tc_view *c2 = tct_view(s, p, 0, 0, 10, 10);
    assert_ok(tc_view_destroy(p));
    assert_int_equal(tct_subview_count(win), 0);
    assert_null(tct_superview(c1));
    assert_null(tct_superview(c2));
    /* the subviews stay alive and usable */
    assert_ok(tc_view_add_subview(win, c1));
    assert_ptr_equal(tct_subview(win, 0), c1);
    assert_ok(tc_scene_destroy(s));
}

static void test_H3_cycle_refused(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *a = tct_view(s, NULL, 0, 0, 10, 10);
    tc_view *b = tct_view(s, a, 0, 0, 10, 10);
    tc_view *c = tct_view(s, b, 0, 0, 10, 10);
    assert_int_equal(tc_view_add_subview(a, a), TC_ERR_CYCLE);
    /* c into itself: a view with a superview may move, but not under itself */
    assert_int_equal(tc_view_insert_subview(c, c, 0), TC_ERR_CYCLE);
    /* a is c's grandparent and has no parent: the only error is the cycle */
    assert_int_equal(tc_view_add_subview(c, a), TC_ERR_CYCLE);
    assert_int_equal(tc_view_insert_subview(c, a, 0), TC_ERR_CYCLE);
    /* nothing changed */
    assert_null(tct_superview(a));
    assert_ptr_equal(tct_superview(b), a);
    assert_ptr_equal(tct_superview(c), b);
    assert_int_equal(tct_subview_count(a), 1);
    assert_int_equal(tct_subview_count(c), 0);
    assert_ok(tc_scene_destroy(s));
}

/* A view has one superview at most: adding a view that has one moves it (UIKit's
 * addSubview:), its old superview loses it. A window has none (TC_ERR_HAS_PARENT). */
static void test_H3_a_view_has_one_superview_and_a_window_none(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *win2 = tct_window(s, 0, 0, 320, 480);
    tc_view *p1 = tct_view(s, win, 0, 0, 10, 10);
    tc_view *p2 = tct_view(s, win, 0, 0, 10, 10);
    tc_view *c = tct_view(s, p1, 0, 0, 10, 10);
    tc_view *k = tct_view(s, p2, 0, 0, 10, 10);
    assert_ok(tc_view_add_subview(p2, c));
    assert_ptr_equal(tct_superview(c), p2);
    assert_int_equal(tct_subview_count(p1), 0);
    assert_int_equal(tct_subview_count(p2), 2);
    assert_ptr_equal(tct_subview(p2, 1), c);        /* on top */
    assert_ok(tc_view_insert_subview(p1, c, 0));
    assert_ptr_equal(tct_superview(c), p1);
    assert_int_equal(tct_subview_count(p2), 1);
    assert_ptr_equal(tct_subview(p2, 0), k);
    /* into another window's tree, and into a tree in no window */
    assert_ok(tc_view_add_subview(win2, c));
    tc_view *w = NULL;
    assert_ok(tc_view_get_window(c, &w));
    assert_ptr_equal(w, win2);
    tc_view *loose = tct_view(s, NULL, 0, 0, 10, 10);
    assert_ok(tc_view_add_subview(loose, c));
    assert_ok(tc_view_get_window(c, &w));
    assert_null(w);
    assert_int_equal(tct_subview_count(win2), 0);
    /* a window cannot become a subview */
    assert_int_equal(tc_view_add_subview(p2, win2), TC_ERR_HAS_PARENT);
    assert_int_equal(tc_view_insert_subview(p2, win2, 0), TC_ERR_HAS_PARENT);
    assert_int_equal(tct_subview_count(p2), 1);
    assert_null(tct_superview(win2));
    assert_ok(tc_scene_destroy(s));
}

/* UIKit's addSubview: of a view already among the receiver's subviews moves it to the top
 * (as bringSubviewToFront:), and the hit-test follows the new order. */
static void test_H3_adding_a_subview_again_moves_it_to_the_top(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *a = tct_view(s, win, 0, 0, 100, 100);
    tc_view *b = tct_view(s, win, 0, 0, 100, 100);
    tc_view *c = tct_view(s, win, 0, 0, 100, 100);
    assert_ptr_equal(tct_hit(win, 50, 50), c);
    assert_ok(tc_view_add_subview(win, a));           /* b c a */
    assert_int_equal(tct_subview_count(win), 3);
    assert_ptr_equal(tct_subview(win, 0), b);
    assert_ptr_equal(tct_subview(win, 1), c);
    assert_ptr_equal(tct_subview(win, 2), a);
    assert_ptr_equal(tct_superview(a), win);
    assert_ptr_equal(tct_hit(win, 50, 50), a);
    assert_ok(tc_view_add_subview(win, a));           /* already on top: nothing changes */
    assert_ptr_equal(tct_subview(win, 2), a);
    assert_ptr_equal(tct_hit(win, 50, 50), a);
    assert_ok(tc_view_add_subview(win, b));           /* c a b */
    assert_ptr_equal(tct_subview(win, 0), c);
    assert_ptr_equal(tct_hit(win, 50, 50), b);
    assert_ok(tc_scene_destroy(s));
}

/* UIKit's insertSubview:atIndex: of a view already among the receiver's subviews: the index
 * is its place after the move (UIKit adds one to the index it passes on when the view sits
 * below it); the count, like count - 1, is the top; past the count is refused. */
static void test_H3_insert_subview_of_a_subview_places_it_at_the_index_after_the_move(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v[4];
    for (int i = 0; i < 4; i++) v[i] = tct_view(s, win, 0, 0, 100, 100);
    tc_view *a = v[0], *b = v[1], *c = v[2], *d = v[3];
#define ORDER(w0, w1, w2, w3)                                                  \
    do {                                                                       \
        assert_int_equal(tct_subview_count(win), 4);                           \
        assert_ptr_equal(tct_subview(win, 0), (w0));                           \
        assert_ptr_equal(tct_subview(win, 1), (w1));                           \
        assert_ptr_equal(tct_subview(win, 2), (w2));                           \
        assert_ptr_equal(tct_subview(win, 3), (w3));                           \
        assert_ptr_equal(tct_hit(win, 50, 50), (w3));                          \
    } while (0)
    ORDER(a, b, c, d);
    assert_ok(tc_view_insert_subview(win, a, 2));     /* up: a ends at 2 */
    ORDER(b, c, a, d);
    assert_ok(tc_view_insert_subview(win, d, 0));     /* down: d ends at 0 */
    ORDER(d, b, c, a);
    assert_ok(tc_view_insert_subview(win, c, 2));     /* where it is */
    ORDER(d, b, c, a);
    assert_ok(tc_view_insert_subview(win, d, 3));     /* count - 1: the top */
    ORDER(b, c, a, d);
    assert_ok(tc_view_insert_subview(win, b, 4));     /* count: the top too */
    ORDER(c, a, d, b);
    assert_ok(tc_view_insert_subview(win, c, 5));     /* past the end: the top (H3) */
    ORDER(a, d, b, c);
    assert_ok(tc_view_insert_subview(win, a, SIZE_MAX));
    ORDER(d, b, c, a);
#undef ORDER
    assert_ok(tc_scene_destroy(s));
}

/* UIKit's insertSubview(_:at:) with an index past the end appends (its layer clamps the index;
 * flowkey's testInsertSubviewAtUnrealisticIndex); from a detached view and as a reorder. */
static void test_H3_insert_subview_at_an_index_past_the_end_appends(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *root = tct_view(s, NULL, 0, 0, 10, 10);
    tc_view *a = tct_view(s, root, 0, 0, 1, 1);
    tc_view *b = tct_view(s, NULL, 0, 0, 1, 1);
    assert_ok(tc_view_insert_subview(root, b, 999));
    assert_ptr_equal(tct_superview(b), root);
    assert_int_equal(tct_subview_count(root), 2);
    assert_ptr_equal(tct_subview(root, 1), b);
    assert_ok(tc_view_insert_subview(root, a, (size_t)1 << 40));   /* a reorder: to the top */
    assert_ptr_equal(tct_subview(root, 0), b);
    assert_ptr_equal(tct_subview(root, 1), a);
    assert_ok(tc_scene_destroy(s));
}

/* UIKit's insertSubview(_:belowSubview:) / (_:aboveSubview:) (WinObjC's UIViewTest cases:
 * subviews v0 v1 v2 v3, v1 inserted next to each; next to itself it goes on top, as the
 * sibling is looked for once v1 has left its place). */
static void test_H3_insert_subview_below_and_above_a_sibling(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *root = tct_window(s, 0, 0, 100, 100);
    tc_view *v[4];
    for (int i = 0; i < 4; i++) v[i] = tct_view(s, root, 0, 0, 100, 100);
    static const size_t below[4] = {0, 3, 1, 2}, above[4] = {1, 3, 2, 3};
    for (int pass = 0; pass < 2; pass++) {
        for (int i = 0; i < 4; i++) {
            for (int k = 0; k < 4; k++) assert_ok(tc_view_add_subview(root, v[k]));   /* v0 v1 v2 v3 */
            if (pass == 0) assert_ok(tc_view_insert_subview_below(root, v[1], v[i]));
            else assert_ok(tc_view_insert_subview_above(root, v[1], v[i]));
            size_t want = pass == 0 ? below[i] : above[i];
            assert_int_equal(tct_subview_count(root), 4);
            assert_ptr_equal(tct_subview(root, want), v[1]);
            /* the others keep their order */
            size_t j = 0;
            for (int k = 0; k < 4; k++) {
                if (k == 1) continue;
                if (j == want) j++;
                assert_ptr_equal(tct_subview(root, j), v[k]);
                j++;
            }
        }
    }
    /* a new child, below the bottom one and above the top one; and the search follows */
    tc_view *n1 = tct_view(s, NULL, 0, 0, 100, 100), *n2 = tct_view(s, NULL, 0, 0, 100, 100);
    for (int k = 0; k < 4; k++) assert_ok(tc_view_add_subview(root, v[k]));
    assert_ok(tc_view_insert_subview_below(root, n1, v[0]));
    assert_ptr_equal(tct_subview(root, 0), n1);
    assert_ok(tc_view_insert_subview_above(root, n2, v[3]));
    assert_ptr_equal(tct_subview(root, 5), n2);
    assert_ptr_equal(tct_hit(root, 50, 50), n2);
    assert_ok(tc_view_insert_subview_below(root, n2, v[0]));   /* a reorder, down */
    assert_ptr_equal(tct_subview(root, 1), n2);
    assert_ptr_equal(tct_hit(root, 50, 50), v[3]);
    assert_ok(tc_scene_destroy(s));
}

/* A sibling that is not one of the parent's subviews (another view's subview, a detached view,
 * the parent, the child itself) puts the child on top, as UIKit's layer does (WinObjC's
 * NonSibling cases); a NULL sibling changes nothing (UIKit returns at once for nil); the
 * refusals of add_subview hold, and a bad sibling handle is refused before anything changes. */
static void test_H3_insert_subview_next_to_a_non_sibling_goes_on_top(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *root = tct_window(s, 0, 0, 100, 100);
    tc_view *a = tct_view(s, root, 0, 0, 10, 10);
    tc_view *b = tct_view(s, root, 0, 0, 10, 10);
    tc_view *c = tct_view(s, root, 0, 0, 10, 10);
    tc_view *other = tct_view(s, NULL, 0, 0, 10, 10);
    tc_view *cousin = tct_view(s, other, 0, 0, 10, 10);
    tc_view *sib[] = {cousin, other, root, a};
    for (int i = 0; i < 4; i++) {
        assert_ok(tc_view_add_subview(root, c));
        assert_ok(tc_view_add_subview(root, b));
        assert_ok(tc_view_insert_subview(root, a, 0));        /* a b c... whatever: a at 0 */
        assert_ptr_equal(tct_subview(root, 0), a);
        if (i & 1) assert_ok(tc_view_insert_subview_above(root, a, sib[i]));
        else assert_ok(tc_view_insert_subview_below(root, a, sib[i]));
        assert_ptr_equal(tct_subview(root, 2), a);
        assert_ptr_equal(tct_superview(cousin), other);
    }
    tc_view *d = tct_view(s, NULL, 0, 0, 10, 10);
    assert_ok(tc_view_insert_subview_below(root, d, cousin));  /* a new child, on top */
    assert_ptr_equal(tct_subview(root, 3), d);
    /* NULL: nothing, not even for a detached child */
    tc_view *e = tct_view(s, NULL, 0, 0, 10, 10);
    assert_ok(tc_view_insert_subview_below(root, e, NULL));
    assert_ok(tc_view_insert_subview_above(root, a, NULL));
    assert_null(tct_superview(e));
    assert_int_equal(tct_subview_count(root), 4);
    assert_ptr_equal(tct_subview(root, 0), c);
    assert_ptr_equal(tct_subview(root, 2), a);
    /* refusals change nothing */
    assert_int_equal(tc_view_insert_subview_below(a, root, b), TC_ERR_HAS_PARENT);
    assert_int_equal(tc_view_insert_subview_above(a, a, b), TC_ERR_CYCLE);
    tc_view *in_a = tct_view(s, a, 0, 0, 1, 1);
    assert_int_equal(tc_view_insert_subview_below(in_a, a, b), TC_ERR_CYCLE);
    assert_int_equal(tc_view_insert_subview_below(root, NULL, b), TC_ERR_INVALID_HANDLE);
    assert_int_equal(tc_view_insert_subview_below(root, e, TC_GARBAGE_VIEW), TC_ERR_INVALID_HANDLE);
    tc_scene *s2 = tct_scene();
    tc_view *foreign = tct_view(s2, NULL, 0, 0, 1, 1);
    assert_int_equal(tc_view_insert_subview_above(root, e, foreign), TC_ERR_FOREIGN_HANDLE);
    assert_int_equal(tc_view_insert_subview_above(root, foreign, b), TC_ERR_FOREIGN_HANDLE);
    tc_view *gone = tct_view(s, root, 0, 0, 1, 1);
    assert_ok(tc_view_destroy(gone));
    assert_int_equal(tc_view_insert_subview_above(root, e, gone), TC_ERR_STALE_HANDLE);
    assert_null(tct_superview(e));
    assert_int_equal(tct_subview_count(root), 4);
    assert_ok(tc_scene_destroy(s2));
    assert_ok(tc_scene_destroy(s));
}

/* UIKit's frame under a transform (its layer's setFrame: and frame, flowkey's
 * UIViewTests+hitTest testHitTestWithSelfTransform / WithChildTransform /
 * WithSelfTransformAndAlteredBoundsOrigin): set, the centre is the frame's centre and the
 * bounds size the frame size through the inverse of the linear part; read, the box around the
 * transformed bounds. */
static void test_H3_frame_under_a_transform(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_affine half = {0.5, 0, 0, 0.5, 0, 0};
    tc_rect f, b;
    double cx, cy;
    /* a scaled root: its bounds are twice its frame */
    tc_view *root = tct_view(s, NULL, 0, 0, 0, 0);
    tc_view *sub = tct_view(s, root, 0, 0, 0, 0);
    assert_ok(tc_view_set_transform(root, &half));
    assert_ok(tc_view_set_frame(root, 0, 0, 100, 100));
    assert_ok(tc_view_set_frame(sub, 25, 25, 50, 50));
    assert_ok(tc_view_get_bounds(root, &b));
    assert_near(b.w, 200); assert_near(b.h, 200);
    assert_ok(tc_view_get_center(root, &cx, &cy));
    assert_near(cx, 50); assert_near(cy, 50);
    assert_ok(tc_view_get_frame(root, &f));
    assert_near(f.x, 0); assert_near(f.y, 0); assert_near(f.w, 100); assert_near(f.h, 100);
    assert_ptr_equal(tct_hit(root, 25, 25), sub);
    assert_ptr_equal(tct_hit(root, 74, 74), sub);
    assert_ptr_equal(tct_hit(root, 20, 20), root);
    assert_ptr_equal(tct_hit(root, 75, 75), root);
    assert_ptr_equal(tct_hit(root, 199, 199), root);   /* bounds twice the frame */
    assert_ok(tc_view_set_bounds(root, 0, 25, 200, 200));   /* an altered bounds origin */
    assert_ptr_equal(tct_hit(root, 25, 25), sub);
    assert_ptr_equal(tct_hit(root, 74, 74), sub);
    assert_ptr_equal(tct_hit(root, 75, 75), root);
    assert_ptr_equal(tct_hit(root, 199, 199), root);
    assert_null(tct_hit(root, 200, 200));
    /* a scaled child: its bounds are twice its frame, its frame reads back */
    tc_view *r2 = tct_view(s, NULL, 0, 0, 100, 100);
    tc_view *child = tct_view(s, r2, 0, 0, 0, 0);
    assert_ok(tc_view_set_transform(child, &half));
    assert_ok(tc_view_set_frame(child, 25, 25, 50, 50));
    assert_ok(tc_view_get_bounds(child, &b));
    assert_near(b.w, 100); assert_near(b.h, 100);
    assert_ok(tc_view_get_frame(child, &f));
    assert_near(f.x, 25); assert_near(f.y, 25); assert_near(f.w, 50); assert_near(f.h, 50);
    assert_ptr_equal(tct_hit(r2, 25, 25), child);
    assert_ptr_equal(tct_hit(r2, 74, 74), child);
    assert_ptr_equal(tct_hit(r2, 20, 20), r2);
    assert_ptr_equal(tct_hit(r2, 75, 75), r2);
    assert_null(tct_hit(r2, 100, 100));
    /* a transform set after the frame: the frame read is the transformed box */
    tc_view *v = tct_view(s, NULL, 0, 0, 100, 100);
    assert_ok(tc_view_set_transform(v, &half));
    assert_ok(tc_view_get_frame(v, &f));
    assert_near(f.x, 25); assert_near(f.y, 25); assert_near(f.w, 50); assert_near(f.h, 50);
    /* a quarter turn swaps the size both ways */
    tc_affine quarter = {0, 1, -1, 0, 0, 0};
    assert_ok(tc_view_set_transform(v, &quarter));
    assert_ok(tc_view_set_frame(v, 0, 0, 40, 20));
    assert_ok(tc_view_get_bounds(v, &b));
    assert_near(b.w, 20); assert_near(b.h, 40);
    assert_ok(tc_view_get_frame(v, &f));
    assert_near(f.x, 0); assert_near(f.y, 0); assert_near(f.w, 40); assert_near(f.h, 20);
    /* an eighth of a turn: the box around the turned bounds */
    const double r = 0.70710678118654752440;
    tc_affine eighth = {r, r, -r, r, 0, 0};
    assert_ok(tc_view_set_transform(v, NULL));
    assert_ok(tc_view_set_frame(v, 0, 0, 100, 100));
    assert_ok(tc_view_set_transform(v, &eighth));
    assert_ok(tc_view_get_frame(v, &f));
    assert_near(f.w, 100 * 2 * r); assert_near(f.h, 100 * 2 * r);
    assert_near(f.x + f.w / 2, 50); assert_near(f.y + f.h / 2, 50);
    /* the translation moves the frame read, and plays no part in the frame set */
    tc_affine moved = {1, 0, 0, 1, 10, -5};
    assert_ok(tc_view_set_transform(v, &moved));
    assert_ok(tc_view_get_frame(v, &f));
    assert_near(f.x, 10); assert_near(f.y, -5); assert_near(f.w, 100); assert_near(f.h, 100);
    assert_ok(tc_view_set_frame(v, 0, 0, 60, 60));
    assert_ok(tc_view_get_center(v, &cx, &cy));
    assert_near(cx, 30); assert_near(cy, 30);
    assert_ok(tc_view_get_bounds(v, &b));
    assert_near(b.w, 60); assert_near(b.h, 60);
    /* a singular linear part stands for its own inverse (CGAffineTransformInvert) */
    tc_affine flat = {0, 0, 0, 0, 0, 0};
    assert_ok(tc_view_set_transform(v, &flat));
    assert_ok(tc_view_set_frame(v, 0, 0, 60, 60));
    assert_ok(tc_view_get_bounds(v, &b));
    assert_near(b.w, 0); assert_near(b.h, 0);
    /* a bounds size that would overflow is refused and nothing changes; so is a read that
     * would */
    tc_affine tiny = {1e-300, 0, 0, 1, 0, 0};
    assert_ok(tc_view_set_transform(v, NULL));
    assert_ok(tc_view_set_frame(v, 0, 0, 60, 60));
    assert_ok(tc_view_set_transform(v, &tiny));
    assert_int_equal(tc_view_set_frame(v, 1, 1, 1e10, 1e10), TC_ERR_NOT_FINITE);
    assert_ok(tc_view_get_bounds(v, &b));
    assert_near(b.w, 60);
    assert_ok(tc_view_get_center(v, &cx, &cy));
    assert_near(cx, 30);
    tc_affine huge = {1e300, 0, 0, 1e300, 0, 0};
    assert_ok(tc_view_set_bounds(v, 0, 0, 1e10, 1e10));
    assert_ok(tc_view_set_transform(v, &huge));
    tc_rect untouched = {-1, -1, -1, -1};
    f = untouched;
    assert_int_equal(tc_view_get_frame(v, &f), TC_ERR_NOT_FINITE);
    assert_near(f.w, -1);
    assert_ok(tc_scene_destroy(s));
}

/* A move that would close a cycle is refused before anything changes: no move, and the
 * touch on the view is not cancelled. */
static void test_H3_moving_a_view_under_its_own_tree_is_refused_and_changes_nothing(void **state) {
    (void)state;
    tct_log_reset();
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *a = tct_view(s, win, 0, 0, 200, 200);
    tc_view *b = tct_view(s, a, 0, 0, 100, 100);
    tc_view *c = tct_view(s, b, 0, 0, 50, 50);
    tct_resp rc = {"c", TC_HANDLED, NULL};
    tct_record_view(c, &rc);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 10, 10, 0.0));
    tct_dispatch(s);
    assert_int_equal(g_log.n, 1);
    assert_int_equal(tc_view_add_subview(c, a), TC_ERR_CYCLE);
    assert_int_equal(tc_view_insert_subview(b, a, 0), TC_ERR_CYCLE);
    assert_int_equal(tc_view_add_subview(a, a), TC_ERR_CYCLE);
    assert_int_equal(tc_view_add_subview(c, b), TC_ERR_CYCLE);
    assert_ptr_equal(tct_superview(a), win);
    assert_ptr_equal(tct_superview(b), a);
    assert_ptr_equal(tct_superview(c), b);
    assert_int_equal(tct_subview_count(win), 1);
    assert_int_equal(tct_subview_count(c), 0);
    assert_int_equal(g_log.n, 1);                    /* nothing cancelled */
    assert_ptr_equal(tct_touch_info(s, 1).view, c);
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 10, 10, 0.1));
    tct_dispatch(s);
    assert_int_equal(g_log.n, 2);
    assert_int_equal(g_log.e[1].phase, TC_PHASE_ENDED);
    assert_ok(tc_scene_destroy(s));
}

/* ---- geometry ------------------------------------------------------------ */

static void test_H3_frame_sets_center_and_bounds_size(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *v = tct_view(s, NULL, 10, 20, 100, 50);
    tc_rect f, b;
    double cx = 0, cy = 0;
    assert_ok(tc_view_get_frame(v, &f));
    assert_near(f.x, 10); assert_near(f.y, 20); assert_near(f.w, 100); assert_near(f.h, 50);
    assert_ok(tc_view_get_center(v, &cx, &cy));
    assert_near(cx, 60); assert_near(cy, 45);
    assert_ok(tc_view_get_bounds(v, &b));
    assert_near(b.x, 0); assert_near(b.y, 0); assert_near(b.w, 100); assert_near(b.h, 50);

    assert_ok(tc_view_set_center(v, 0, 0));
    assert_ok(tc_view_get_frame(v, &f));
    assert_near(f.x, -50); assert_near(f.y, -25); assert_near(f.w, 100); assert_near(f.h, 50);

    /* bounds: origin is a scroll offset, the centre is kept */
    assert_ok(tc_view_set_bounds(v, 5, 7, 20, 10));
    assert_ok(tc_view_get_center(v, &cx, &cy));
    assert_near(cx, 0); assert_near(cy, 0);
    assert_ok(tc_view_get_frame(v, &f));
    assert_near(f.x, -10); assert_near(f.y, -5); assert_near(f.w, 20); assert_near(f.h, 10);

    /* set_frame keeps the bounds origin and the transform; under a scale of 2 the bounds
     * size is the frame size through the inverse (UIKit's frame setter) */
    tc_affine scale2 = {2, 0, 0, 2, 0, 0};
    assert_ok(tc_view_set_transform(v, &scale2));
    assert_ok(tc_view_set_frame(v, 100, 200, 40, 30));
    assert_ok(tc_view_get_bounds(v, &b));
    assert_near(b.x, 5); assert_near(b.y, 7); assert_near(b.w, 20); assert_near(b.h, 15);
    assert_ok(tc_view_get_center(v, &cx, &cy));
    assert_near(cx, 120); assert_near(cy, 215);
    tc_affine t;
    assert_ok(tc_view_get_transform(v, &t));
    assert_near(t.a, 2); assert_near(t.d, 2); assert_near(t.b, 0); assert_near(t.c, 0);
    /* get_frame is the box around the transformed bounds: the frame just set */
    assert_ok(tc_view_get_frame(v, &f));
    assert_near(f.x, 100); assert_near(f.y, 200); assert_near(f.w, 40); assert_near(f.h, 30);
    assert_ok(tc_scene_destroy(s));
}

static void test_H3_geometry_refuses_bad_numbers(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *v = tct_view(s, NULL, 10, 20, 100, 50);
    assert_int_equal(tc_view_set_frame(v, 0, 0, -1, 5), TC_ERR_INVALID_ARGUMENT);
    assert_int_equal(tc_view_set_frame(v, 0, 0, 5, -1), TC_ERR_INVALID_ARGUMENT);
    assert_int_equal(tc_view_set_frame(v, NAN, 0, 5, 5), TC_ERR_NOT_FINITE);
    assert_int_equal(tc_view_set_frame(v, 0, 0, INFINITY, 5), TC_ERR_NOT_FINITE);
    assert_int_equal(tc_view_set_center(v, -INFINITY, 0), TC_ERR_NOT_FINITE);
    assert_int_equal(tc_view_set_bounds(v, 0, 0, -3, 5), TC_ERR_INVALID_ARGUMENT);
    assert_int_equal(tc_view_set_bounds(v, NAN, 0, 3, 5), TC_ERR_NOT_FINITE);
    tc_affine bad = {1, 0, 0, 1, NAN, 0};
    assert_int_equal(tc_view_set_transform(v, &bad), TC_ERR_NOT_FINITE);
    assert_int_equal(tc_view_set_alpha(v, NAN), TC_ERR_NOT_FINITE);
    tc_rect f, b;
    assert_ok(tc_view_get_frame(v, &f));
    assert_near(f.x, 10); assert_near(f.y, 20); assert_near(f.w, 100); assert_near(f.h, 50);
    assert_ok(tc_view_get_bounds(v, &b));
    assert_near(b.x, 0); assert_near(b.y, 0);
    tc_affine t;
    assert_ok(tc_view_get_transform(v, &t));
    assert_near(t.a, 1); assert_near(t.tx, 0);
    double alpha = -1;
    assert_ok(tc_view_get_alpha(v, &alpha));
    assert_near(alpha, 1);
    /* zero sizes are allowed */
    assert_ok(tc_view_set_frame(v, 0, 0, 0, 0));
    assert_ok(tc_scene_destroy(s));
}

static void test_H3_transform_null_resets_identity(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *v = tct_view(s, NULL, 0, 0, 10, 10);
    tc_affine t = {0, 1, -1, 0, 3, 4};
    assert_ok(tc_view_set_transform(v, &t));
    tc_affine g;
    assert_ok(tc_view_get_transform(v, &g));
    assert_near(g.a, 0); assert_near(g.b, 1); assert_near(g.c, -1);
    assert_near(g.d, 0); assert_near(g.tx, 3); assert_near(g.ty, 4);
    assert_ok(tc_view_set_transform(v, NULL));
    assert_ok(tc_view_get_transform(v, &g));
    assert_near(g.a, 1); assert_near(g.b, 0); assert_near(g.c, 0);
    assert_near(g.d, 1); assert_near(g.tx, 0); assert_near(g.ty, 0);
    assert_ok(tc_scene_destroy(s));
}

static void test_H1_alpha_clamped(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *v = tct_view(s, NULL, 0, 0, 10, 10);
    double a = -1;
    assert_ok(tc_view_get_alpha(v, &a));
    assert_near(a, 1);
    assert_ok(tc_view_set_alpha(v, 2.5));
    assert_ok(tc_view_get_alpha(v, &a));
    assert_near(a, 1);
    assert_ok(tc_view_set_alpha(v, -3));
    assert_ok(tc_view_get_alpha(v, &a));
    assert_near(a, 0);
    assert_ok(tc_view_set_alpha(v, 0.5));
    assert_ok(tc_view_get_alpha(v, &a));
    assert_near(a, 0.5);
    assert_ok(tc_scene_destroy(s));
}

static void test_H1_flag_defaults_and_normalisation(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *v = tct_view(s, NULL, 0, 0, 10, 10);
    const int32_t flags[] = {TC_VIEW_HIDDEN, TC_VIEW_USER_INTERACTION_ENABLED,
                             TC_VIEW_MULTIPLE_TOUCH_ENABLED, TC_VIEW_EXCLUSIVE_TOUCH,
                             TC_VIEW_CAN_BECOME_FIRST_RESPONDER,
                             TC_VIEW_HITS_OUTSIDE_BOUNDS, TC_VIEW_USE_PRESENTATION,
                             TC_VIEW_CAN_RESIGN_FIRST_RESPONDER};
    const int32_t defaults[] = {0, 1, 0, 0, 0, 0, 0, 1};
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++) {
        int32_t val = -1;
        assert_ok(tc_view_get_flag(v, flags[i], &val));
        assert_int_equal(val, defaults[i]);
        assert_ok(tc_view_set_flag(v, flags[i], 7)); /* non-zero means 1 */
        assert_ok(tc_view_get_flag(v, flags[i], &val));
        assert_int_equal(val, 1);
        assert_ok(tc_view_set_flag(v, flags[i], 0));
        assert_ok(tc_view_get_flag(v, flags[i], &val));
        assert_int_equal(val, 0);
    }
    int32_t val = 42;
    assert_int_equal(tc_view_set_flag(v, 0, 1), TC_ERR_UNKNOWN_ENUM);
    assert_int_equal(tc_view_set_flag(v, TC_VIEW_CAN_RESIGN_FIRST_RESPONDER + 1, 1), TC_ERR_UNKNOWN_ENUM);
    assert_int_equal(tc_view_get_flag(v, 99, &val), TC_ERR_UNKNOWN_ENUM);
    assert_int_equal(val, 42);
    assert_ok(tc_scene_destroy(s));
}

/* ---- point conversion ---------------------------------------------------- */

static void test_H3_convert_nested_and_screen(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 100, 200, 320, 480);
    tc_view *p = tct_view(s, win, 10, 20, 200, 200);
    tc_view *c = tct_view(s, p, 5, 6, 50, 50);
    convert(c, p, 1, 2, 6, 8);
    convert(c, win, 1, 2, 16, 28);
    convert(c, NULL, 1, 2, 116, 228);   /* screen */
    convert(NULL, c, 116, 228, 1, 2);
    convert(win, c, 16, 28, 1, 2);
    convert(p, c, 6, 8, 1, 2);
    convert(c, c, 3, 4, 3, 4);
    convert(NULL, NULL, 3, 4, 3, 4);
    assert_ok(tc_scene_destroy(s));
}

static void test_H3_convert_across_windows(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w1 = tct_window(s, 0, 0, 320, 480);
    tc_view *w2 = tct_window(s, 400, 50, 320, 480);
    tc_view *a = tct_view(s, w1, 10, 10, 100, 100);
    tc_view *b = tct_view(s, w2, 20, 30, 100, 100);
    /* a (5,5) -> w1 (15,15) -> screen (15,15) -> w2 (-385,-35) -> b (-405,-65) */
    convert(a, b, 5, 5, -405, -65);
    convert(b, a, -405, -65, 5, 5);
    convert(w1, w2, 0, 0, -400, -50);
    assert_ok(tc_scene_destroy(s));
}

static void test_H3_convert_bounds_origin(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *scroll = tct_view(s, win, 0, 100, 320, 200);
    tc_view *row = tct_view(s, scroll, 0, 300, 320, 44);
    /* scrolled by 250: the row's top edge is at 50 in the scroll view's frame */
    assert_ok(tc_view_set_bounds(scroll, 0, 250, 320, 200));
    convert(row, win, 0, 0, 0, 150);
    convert(win, row, 10, 160, 10, 10);
    convert(win, scroll, 0, 100, 0, 250);
    assert_ok(tc_scene_destroy(s));
}

static void test_H3_convert_scaled_parent(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *p = tct_view(s, win, 0, 0, 100, 100); /* centre (50,50) */
    tc_view *c = tct_view(s, p, 10, 10, 20, 20);
    tc_affine scale2 = {2, 0, 0, 2, 0, 0};
    assert_ok(tc_view_set_transform(p, &scale2));
    /* p (0,0) -> (-50,-50) about the centre -> x2 -> (-100,-100) -> (-50,-50) */
    convert(p, win, 0, 0, -50, -50);
    convert(p, win, 100, 100, 150, 150);
    convert(c, win, 0, 0, -30, -30);
    convert(c, win, 20, 20, 10, 10);
    convert(win, c, 10, 10, 20, 20);
    assert_ok(tc_scene_destroy(s));
}

static void test_H3_convert_scaled_child(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *c = tct_view(s, win, 10, 10, 20, 20); /* centre (20,20) */
    tc_affine half = {0.5, 0, 0, 0.5, 0, 0};
    assert_ok(tc_view_set_transform(c, &half));
    convert(c, win, 0, 0, 15, 15);
    convert(c, win, 20, 20, 25, 25);
    convert(win, c, 15, 15, 0, 0);
    /* a translation in the transform */
    tc_affine tr = {1, 0, 0, 1, 7, -3};
    assert_ok(tc_view_set_transform(c, &tr));
    convert(c, win, 0, 0, 17, 7);
    assert_ok(tc_scene_destroy(s));
}

static void test_H3_convert_rotation_90(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 100, 50); /* centre (50,25) */
    tc_affine rot = {0, 1, -1, 0, 0, 0};           /* (x,y) -> (-y, x) */
    assert_ok(tc_view_set_transform(v, &rot));
    convert(v, win, 0, 0, 75, -25);
    convert(v, win, 100, 0, 75, 75);
    convert(v, win, 50, 25, 50, 25);
    convert(win, v, 75, 75, 100, 0);
    convert(win, v, 30, 60, 85, 45);
    assert_ok(tc_scene_destroy(s));
}

static void test_H3_convert_singular_transform(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, win, 0, 0, 100, 50);
    tc_affine zero = {0, 0, 0, 0, 0, 0};
    assert_ok(tc_view_set_transform(v, &zero));
    double x = 1, y = 2;
    assert_int_equal(tc_view_convert_point(win, v, 10, 10, &x, &y), TC_ERR_SINGULAR);
    assert_near(x, 1); assert_near(y, 2);
    assert_int_equal(tc_view_convert_point(win, win, NAN, 0, &x, &y), TC_ERR_NOT_FINITE);
    assert_near(x, 1);
    assert_ok(tc_scene_destroy(s));
}

/* H3: conversions go through the views' nearest common ancestor (as UIKit's), so only the
 * transforms below it are inverted: inside a view S scaled to nothing, its child A converts
 * to A's child C and to its sibling B, and S to C; only a way down through S itself fails.
 * (The engine used to go through the screen and refuse all of these.) */
static void test_H3_convert_below_a_singular_view_that_need_not_invert_it(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 320, 480);
    tc_view *sv = tct_view(s, win, 10, 10, 200, 200);
    tc_view *a = tct_view(s, sv, 100, 100, 50, 50);
    tc_view *b = tct_view(s, sv, 0, 0, 50, 50);
    tc_view *c = tct_view(s, a, 5, 5, 10, 10);
    tc_affine zero = {0, 0, 0, 0, 0, 0};
    assert_ok(tc_view_set_transform(sv, &zero));
    convert(a, c, 0, 0, -5, -5);
    convert(c, a, 0, 0, 5, 5);
    convert(sv, c, 0, 0, -105, -105);
    convert(a, b, 0, 0, 100, 100);
    double x = 1, y = 2;
    assert_int_equal(tc_view_convert_point(win, a, 10, 10, &x, &y), TC_ERR_SINGULAR);
    assert_int_equal(tc_view_convert_point(NULL, c, 10, 10, &x, &y), TC_ERR_SINGULAR);
    assert_near(x, 1); assert_near(y, 2);
    convert(a, win, 0, 0, 110, 110);   /* up through S: no inverse needed (all to its centre) */
    assert_ok(tc_scene_destroy(s));
}

/* H3: within a window, conversions (and touch locations, T1) do not pass through screen
 * coordinates, so a window far from the screen's origin loses no precision: a touch on a
 * view's left edge, hit-tested into it, is located on the edge, not 1e-7 pt outside it. */
static void test_H3_conversion_within_a_window_is_exact_far_from_the_screen_origin(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 1e9 + 0.3, 0, 320, 480);
    tc_view *v = tct_view(s, win, 107.561, 20, 100, 100);
    tc_view *u = tct_view(s, win, 10.1, 20, 50, 50);
    convert(v, u, 0, 0, 107.561 - 10.1, 0);
    double x = NAN, y = NAN;
    assert_ok(tc_view_convert_point(win, v, 107.561, 50, &x, &y));
    assert_true(x == 0.0);                     /* exactly, as the hit test sees it */
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 107.561, 50, 0.0));
    tct_dispatch(s);
    tc_touch *t = NULL;
    assert_ok(tc_scene_find_touch(s, 1, &t));
    tc_view *hit = NULL;
    tc_touch_info info;
    info.size = sizeof info;
    assert_ok(tc_touch_get_info(t, &info));
    hit = info.view;
    assert_ptr_equal(hit, v);
    assert_ok(tc_touch_location_in(t, v, 0, &x, &y));
    assert_true(x >= 0.0);
    assert_true(x == 0.0);
    assert_ok(tc_scene_destroy(s));
}

static void test_H3_convert_detached_tree(void **state) {
    (void)state;
    /* A tree not rooted at a window converts within itself as usual, and to
     * and from the screen through its root consistently. (Whether the root's
     * own frame origin applies is left open by the header's wording.) */
    tc_scene *s = tct_scene();
    tc_view *root = tct_view(s, NULL, 30, 40, 100, 100);
    tc_view *c = tct_view(s, root, 5, 5, 10, 10);
    convert(c, root, 1, 1, 6, 6);
    convert(root, c, 6, 6, 1, 1);
    double sx = NAN, sy = NAN, rx = NAN, ry = NAN;
    assert_ok(tc_view_convert_point(c, NULL, 1, 1, &sx, &sy));
    assert_ok(tc_view_convert_point(root, NULL, 6, 6, &rx, &ry));
    assert_near(sx, rx);
    assert_near(sy, ry);
    convert(NULL, c, sx, sy, 1, 1);
    tc_view *w = TC_GARBAGE_VIEW;
    assert_ok(tc_view_get_window(c, &w));
    assert_null(w);
    assert_ok(tc_scene_destroy(s));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_H3_add_subview_appends_on_top),
        cmocka_unit_test(test_H3_insert_subview_positions),
        cmocka_unit_test(test_H3_insert_subview_at_an_index_past_the_end_appends),
        cmocka_unit_test(test_H3_insert_subview_below_and_above_a_sibling),
        cmocka_unit_test(test_H3_insert_subview_next_to_a_non_sibling_goes_on_top),
        cmocka_unit_test(test_H3_frame_under_a_transform),
        cmocka_unit_test(test_H3_remove_from_superview),
        cmocka_unit_test(test_H3_destroy_detaches_subviews),
        cmocka_unit_test(test_H3_cycle_refused),
        cmocka_unit_test(test_H3_a_view_has_one_superview_and_a_window_none),
        cmocka_unit_test(test_H3_adding_a_subview_again_moves_it_to_the_top),
        cmocka_unit_test(test_H3_insert_subview_of_a_subview_places_it_at_the_index_after_the_move),
        cmocka_unit_test(test_H3_moving_a_view_under_its_own_tree_is_refused_and_changes_nothing),
        cmocka_unit_test(test_H3_frame_sets_center_and_bounds_size),
        cmocka_unit_test(test_H3_geometry_refuses_bad_numbers),
        cmocka_unit_test(test_H3_transform_null_resets_identity),
        cmocka_unit_test(test_H1_alpha_clamped),
        cmocka_unit_test(test_H1_flag_defaults_and_normalisation),
        cmocka_unit_test(test_H3_convert_nested_and_screen),
        cmocka_unit_test(test_H3_convert_across_windows),
        cmocka_unit_test(test_H3_convert_bounds_origin),
        cmocka_unit_test(test_H3_convert_scaled_parent),
        cmocka_unit_test(test_H3_convert_scaled_child),
        cmocka_unit_test(test_H3_convert_rotation_90),
        cmocka_unit_test(test_H3_convert_singular_transform),
        cmocka_unit_test(test_H3_convert_below_a_singular_view_that_need_not_invert_it),
        cmocka_unit_test(test_H3_conversion_within_a_window_is_exact_far_from_the_screen_origin),
        cmocka_unit_test(test_H3_convert_detached_tree),
    };
    return cmocka_run_group_tests_name("tree_geometry", tests, NULL, NULL);
}

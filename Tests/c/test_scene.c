/*
 * Scene, version, status strings, last_error and handle validation.
 * These behaviours come from include/touchchain.h (the contract); test names
 * use HDR_ for rules defined by the header rather than by docs/BEHAVIOUR.md.
 */
#include "tc_test_common.h"

#include <ctype.h>
#include <stdlib.h>

/* True if `word` occurs in `msg` delimited by non-identifier characters. */
static int has_word(const char *msg, const char *word) {
    size_t wl = strlen(word);
    for (const char *p = strstr(msg, word); p != NULL; p = strstr(p + 1, word)) {
        int before_ok = (p == msg) || !(isalnum((unsigned char)p[-1]) || p[-1] == '_');
        int after_ok = !(isalnum((unsigned char)p[wl]) || p[wl] == '_');
        if (before_ok && after_ok) return 1;
    }
    return 0;
}

/* ---- version ------------------------------------------------------------- */

static void test_HDR_version_matches_header(void **state) {
    (void)state;
    /* The header's TC_VERSION_MAJOR/MINOR/PATCH are the one source of the version: the
     * library's number and string must both be made of them. */
    char want[32];
    snprintf(want, sizeof want, "%d.%d.%d", TC_VERSION_MAJOR, TC_VERSION_MINOR, TC_VERSION_PATCH);
    assert_int_equal(tc_version(), TC_VERSION);
    assert_int_equal(tc_version(), ((unsigned)TC_VERSION_MAJOR << 16) |
                                   ((unsigned)TC_VERSION_MINOR << 8) | (unsigned)TC_VERSION_PATCH);
    assert_int_equal(tc_abi_version(), TC_ABI_VERSION);
    assert_non_null(tc_version_string());
    assert_string_equal(tc_version_string(), want);
    /* static: the same pointer every time */
    assert_ptr_equal(tc_version_string(), tc_version_string());
}

/* ---- status strings ------------------------------------------------------ */

static void test_HDR_status_strings_match_map(void **state) {
    (void)state;
#define X(name, value, desc)                                                   \
    assert_int_equal((name), (value));                                         \
    assert_non_null(tc_status_string(value));                                  \
    assert_string_equal(tc_status_string(value), desc);
    TC_STATUS_MAP(X)
#undef X
}

static void test_HDR_status_string_unknown(void **state) {
    (void)state;
    const int32_t unknown[] = {1, 2, 100, -20, -1000, INT32_MIN, INT32_MAX};
    for (size_t i = 0; i < sizeof unknown / sizeof unknown[0]; i++) {
        const char *s = tc_status_string(unknown[i]);
        assert_non_null(s);
        assert_string_equal(s, "unknown status");
    }
}

/* ---- scene create / destroy ---------------------------------------------- */

static void test_HDR_scene_create_defaults_clock_zero(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    assert_near(tct_now(s), 0.0);
    assert_int_equal(tct_queued(s), 0);
    assert_int_equal(tct_live(s), 0);
    tc_view *key = TC_GARBAGE_VIEW;
    assert_ok(tc_scene_get_key_window(s, &key));
    assert_null(key);
    tc_view *fr = TC_GARBAGE_VIEW;
    assert_ok(tc_scene_get_first_responder(s, &fr));
    assert_null(fr);
    assert_non_null(tc_scene_last_error(s));
    assert_string_equal(tc_scene_last_error(s), "");
    assert_ok(tc_scene_destroy(s));
}

static void test_HDR_scene_create_null_out(void **state) {
    (void)state;
    assert_int_equal(tc_scene_create(NULL, NULL), TC_ERR_NULL_POINTER);
}

static void test_HDR_scene_create_bad_config(void **state) {
    (void)state;
    tc_scene *s = TC_GARBAGE_SCENE;
    tc_scene_config c;

    TC_SCENE_CONFIG_INIT(&c);
    c.size = 0;
    assert_int_equal(tc_scene_create(&c, &s), TC_ERR_STRUCT_SIZE);
    assert_ptr_equal(s, TC_GARBAGE_SCENE);

    TC_SCENE_CONFIG_INIT(&c);
    c.size = 4;
    assert_int_equal(tc_scene_create(&c, &s), TC_ERR_STRUCT_SIZE);

    TC_SCENE_CONFIG_INIT(&c);
    c.max_touches = 0;
    assert_int_equal(tc_scene_create(&c, &s), TC_ERR_INVALID_ARGUMENT);
    TC_SCENE_CONFIG_INIT(&c);
    c.max_touches = TC_MAX_TOUCHES_LIMIT + 1;
    assert_int_equal(tc_scene_create(&c, &s), TC_ERR_INVALID_ARGUMENT);
    TC_SCENE_CONFIG_INIT(&c);
    c.queue_capacity = 0;
    assert_int_equal(tc_scene_create(&c, &s), TC_ERR_INVALID_ARGUMENT);
    TC_SCENE_CONFIG_INIT(&c);
    c.tap_interval = -0.1;
    assert_int_equal(tc_scene_create(&c, &s), TC_ERR_INVALID_ARGUMENT);
    TC_SCENE_CONFIG_INIT(&c);
    c.tap_interval = NAN;
    assert_int_equal(tc_scene_create(&c, &s), TC_ERR_NOT_FINITE);
    TC_SCENE_CONFIG_INIT(&c);
    c.tap_radius = INFINITY;
    assert_int_equal(tc_scene_create(&c, &s), TC_ERR_NOT_FINITE);
    TC_SCENE_CONFIG_INIT(&c);
    c.tap_radius = -1;
    assert_int_equal(tc_scene_create(&c, &s), TC_ERR_INVALID_ARGUMENT);
    /* output written only on success */
    assert_ptr_equal(s, TC_GARBAGE_SCENE);

    /* the limits themselves are accepted */
    TC_SCENE_CONFIG_INIT(&c);
    c.max_touches = TC_MAX_TOUCHES_LIMIT;
    c.tap_interval = 0;
    c.tap_radius = 0;
    assert_ok(tc_scene_create(&c, &s));
    assert_ptr_not_equal(s, TC_GARBAGE_SCENE);
    assert_ok(tc_scene_destroy(s));
}

static void test_HDR_scene_destroy_null_is_noop(void **state) {
    (void)state;
    assert_ok(tc_scene_destroy(NULL));
    assert_ok(tc_view_destroy(NULL));
    assert_ok(tc_controller_destroy(NULL));
}

static void test_HDR_scenes_are_independent(void **state) {
    (void)state;
    tc_scene *a = tct_scene(), *b = tct_scene();
    assert_ptr_not_equal(a, b);
    tc_view *wa = tct_window(a, 0, 0, 100, 100);
    assert_ok(tct_push(a, TC_PHASE_BEGAN, 1, 10, 10, 2.0));
    assert_int_equal(tct_dispatch(a), 1);
    assert_near(tct_now(a), 2.0);
    assert_near(tct_now(b), 0.0);
    assert_int_equal(tct_live(a), 1);
    assert_int_equal(tct_live(b), 0);
    tc_view *kb = TC_GARBAGE_VIEW;
    assert_ok(tc_scene_get_key_window(b, &kb));
    assert_null(kb);
    tc_view *ka = NULL;
    assert_ok(tc_scene_get_key_window(a, &ka));
    assert_ptr_equal(ka, wa);
    assert_ok(tc_scene_destroy(a));
    assert_ok(tc_scene_destroy(b));
}

/* ---- last_error ---------------------------------------------------------- */

static void test_HDR_last_error_names_function_argument_and_value(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *v = tct_view(s, NULL, 0, 0, 10, 10);
    assert_string_equal(tc_scene_last_error(s), "");

    assert_int_equal(tc_view_set_frame(v, 0, 0, -4, 10), TC_ERR_INVALID_ARGUMENT);
    const char *msg = tc_scene_last_error(s);
    assert_non_null(msg);
    if (!has_word(msg, "tc_view_set_frame") || !has_word(msg, "w") ||
        strstr(msg, "-4") == NULL) {
        fail_msg("last_error \"%s\" should name tc_view_set_frame, w and -4", msg);
    }

    assert_int_equal(tc_view_set_center(v, 1, NAN), TC_ERR_NOT_FINITE);
    msg = tc_scene_last_error(s);
    if (!has_word(msg, "tc_view_set_center") || !has_word(msg, "y")) {
        fail_msg("last_error \"%s\" should name tc_view_set_center and y", msg);
    }

    assert_int_equal(tc_view_set_flag(v, 99, 1), TC_ERR_UNKNOWN_ENUM);
    msg = tc_scene_last_error(s);
    if (!has_word(msg, "tc_view_set_flag") || !has_word(msg, "flag") ||
        strstr(msg, "99") == NULL) {
        fail_msg("last_error \"%s\" should name tc_view_set_flag, flag and 99", msg);
    }
    assert_ok(tc_scene_destroy(s));
}

/* Every export that takes an object's handle decodes it at one entry (SceneBox.swift:
 * `entered`, then the kind's lookup): a handle to a destroyed object is TC_ERR_STALE_HANDLE,
 * and the scene's last error names the export and the kind. */
static void expect_stale(tc_scene *s, int32_t status, const char *fn, const char *kind) {
    assert_int_equal(status, TC_ERR_STALE_HANDLE);
    const char *msg = tc_scene_last_error(s);
    if (!has_word(msg, fn) || strstr(msg, kind) == NULL) {
        fail_msg("last_error \"%s\" should name %s and %s", msg, fn, kind);
    }
}

static void test_HDR_stale_handle_error_names_function_and_kind(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 100, 100);
    tc_view *v = tct_view(s, w, 0, 0, 10, 10);
    assert_ok(tc_view_destroy(v));
    int32_t handled = 0;
    expect_stale(s, tc_view_send_route(v, "r", NULL, 0, &handled), "tc_view_send_route", "destroyed view");

    tc_controller *c = NULL;
    assert_ok(tc_controller_create(s, &c));
    assert_ok(tc_controller_destroy(c));
    expect_stale(s, tc_controller_set_view(c, NULL), "tc_controller_set_view", "destroyed controller");

    tc_recognizer_params p;
    TC_RECOGNIZER_PARAMS_INIT(&p, TC_RECOGNIZER_TAP);
    tc_recognizer *r = NULL;
    assert_ok(tc_recognizer_create(s, &p, &r));
    assert_ok(tc_recognizer_destroy(r));
    tc_recognizer_params out;
    out.size = sizeof out;
    expect_stale(s, tc_recognizer_get_params(r, &out), "tc_recognizer_get_params", "destroyed recognizer");

    assert_ok(tct_push(s, TC_PHASE_BEGAN, 7, 50, 50, 0.0));
    tct_dispatch(s);
    tc_touch *t = NULL;
    assert_ok(tc_scene_find_touch(s, 7, &t));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 7, 50, 50, 0.1));
    tct_dispatch(s);
    tc_touch_info info;
    info.size = sizeof info;
    expect_stale(s, tc_touch_get_info(t, &info), "tc_touch_get_info", "ended");
    double x, y;
    expect_stale(s, tc_touch_location_in(t, NULL, 0, &x, &y), "tc_touch_location_in", "ended");
    assert_ok(tc_scene_destroy(s));
}

/* A call refused because its FIRST handle is not one (NULL, garbage, another kind's handle, a
 * destroyed scene's) has no scene of its own to tell: the message goes to the scene of the
 * call's other, valid handle, so tc_scene_last_error there explains the refusal instead of
 * showing an older, unrelated message (primed below by a refused advance). */
static void expect_noted(tc_scene *s, int32_t status, int32_t expected, const char *fn, const char *what,
                         const char *state) {
    assert_int_equal(status, expected);
    const char *msg = tc_scene_last_error(s);
    char want[128];
    snprintf(want, sizeof want, "%s: %s handle is %s", fn, what, state);
    if (strcmp(msg, want) != 0) fail_msg("last_error \"%s\", expected \"%s\"", msg, want);
    assert_int_equal(tc_scene_advance(s, -1), TC_ERR_TIME_BACKWARDS); /* prime it again */
}

static void test_HDR_refused_first_handle_noted_in_the_other_handles_scene(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 100, 100);
    tc_view *v = tct_view(s, w, 0, 0, 10, 10);
    tc_view *v2 = tct_view(s, w, 0, 0, 10, 10);
    tc_recognizer_params p;
    TC_RECOGNIZER_PARAMS_INIT(&p, TC_RECOGNIZER_CUSTOM);
    tc_recognizer *r = NULL;
    assert_ok(tc_recognizer_create(s, &p, &r));
    assert_ok(tc_recognizer_attach(r, w));
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 5, 5, 0.0));
    tct_dispatch(s);
    tc_touch *t = NULL;
    assert_ok(tc_scene_find_touch(s, 1, &t));
    /* a view, a recognizer and a touch of a destroyed scene: stale handles with no scene */
    tc_scene *gone = tct_scene();
    tc_view *gw = tct_window(gone, 0, 0, 10, 10);
    tc_recognizer *gr = NULL;
    assert_ok(tc_recognizer_create(gone, &p, &gr));
    assert_ok(tct_push(gone, TC_PHASE_BEGAN, 1, 5, 5, 0.0));
    tct_dispatch(gone);
    tc_touch *gt = NULL;
    assert_ok(tc_scene_find_touch(gone, 1, &gt));
    assert_ok(tc_scene_destroy(gone));
    const int32_t INV = TC_ERR_INVALID_HANDLE, STALE = TC_ERR_STALE_HANDLE;
    double x = 0, y = 0, a = 0;

    assert_int_equal(tc_scene_advance(s, -1), TC_ERR_TIME_BACKWARDS);
    /* the auditor's case: a `from` that is a scene's or a recognizer's handle, `to` valid */
    expect_noted(s, tc_view_convert_point((tc_view *)s, v, 1, 1, &x, &y), INV, "tc_view_convert_point", "from",
                 "invalid");
    expect_noted(s, tc_view_convert_point((tc_view *)r, v, 1, 1, &x, &y), INV, "tc_view_convert_point", "from",
                 "invalid");
    expect_noted(s, tc_view_convert_point(gw, v, 1, 1, &x, &y), STALE, "tc_view_convert_point", "from", "stale");
    /* the tree: a bad parent, the child (or, with no child, the sibling) valid */
    expect_noted(s, tc_view_add_subview(NULL, v), INV, "tc_view_add_subview", "parent", "NULL");
    expect_noted(s, tc_view_add_subview(TC_GARBAGE_VIEW, v), INV, "tc_view_add_subview", "parent", "invalid");
    expect_noted(s, tc_view_insert_subview(gw, v, 0), STALE, "tc_view_insert_subview", "parent", "stale");
    expect_noted(s, tc_view_insert_subview_below(NULL, NULL, v2), INV, "tc_view_insert_subview_below", "parent",
                 "NULL");
    expect_noted(s, tc_view_insert_subview_above((tc_view *)r, v, v2), INV, "tc_view_insert_subview_above",
                 "parent", "invalid");
    expect_noted(s, tc_view_set_hit_redirect(NULL, v), INV, "tc_view_set_hit_redirect", "view", "NULL");
    /* a bad scene, the view valid */
    expect_noted(s, tc_scene_set_key_window(TC_GARBAGE_SCENE, w), INV, "tc_scene_set_key_window", "scene",
                 "invalid");
    expect_noted(s, tc_scene_set_focus(NULL, v), INV, "tc_scene_set_focus", "scene", "NULL");
    expect_noted(s, tc_controller_set_view(TC_GARBAGE_CONTROLLER, v), INV, "tc_controller_set_view",
                 "controller", "invalid");
    /* a bad touch, the view valid (a touch of handle 0, of a destroyed scene) */
    expect_noted(s, tc_touch_location_in(NULL, v, 0, &x, &y), INV, "tc_touch_location_in", "touch", "NULL");
    expect_noted(s, tc_touch_azimuth_in(gt, v, &a, &x, &y), STALE, "tc_touch_azimuth_in", "touch", "stale");
    /* a bad recognizer, the view, the other recognizer or the touch valid */
    expect_noted(s, tc_recognizer_attach(gr, v), STALE, "tc_recognizer_attach", "recognizer", "stale");
    expect_noted(s, tc_recognizer_location_in(NULL, v, &x, &y), INV, "tc_recognizer_location_in", "recognizer",
                 "NULL");
    expect_noted(s, tc_recognizer_touch_location_in((tc_recognizer *)v, 0, v, &x, &y), INV,
                 "tc_recognizer_touch_location_in", "recognizer", "invalid");
    expect_noted(s, tc_recognizer_translation_in(NULL, v, &x, &y), INV, "tc_recognizer_translation_in",
                 "recognizer", "NULL");
    expect_noted(s, tc_recognizer_velocity_in(gr, v, &x, &y), STALE, "tc_recognizer_velocity_in", "recognizer",
                 "stale");
    expect_noted(s, tc_recognizer_set_translation_in(NULL, v, 0, 0), INV, "tc_recognizer_set_translation_in",
                 "recognizer", "NULL");
    expect_noted(s, tc_recognizer_require_to_fail(gr, r), STALE, "tc_recognizer_require_to_fail", "recognizer",
                 "stale");
    expect_noted(s, tc_recognizer_remove_requirement(NULL, r), INV, "tc_recognizer_remove_requirement",
                 "recognizer", "NULL");
    expect_noted(s, tc_recognizer_set_simultaneous((tc_recognizer *)w, r, 1), INV,
                 "tc_recognizer_set_simultaneous", "a", "invalid");
    expect_noted(s, tc_recognizer_ignore_touch(NULL, t), INV, "tc_recognizer_ignore_touch", "recognizer", "NULL");
    /* the other way round (a valid first handle) the first handle's scene was always told */
    assert_int_equal(tc_view_convert_point(v, (tc_view *)s, 1, 1, &x, &y), INV);
    assert_string_equal(tc_scene_last_error(s), "tc_view_convert_point: to handle is invalid");
    /* both bad: no scene to tell, the status alone */
    assert_int_equal(tc_scene_advance(s, -1), TC_ERR_TIME_BACKWARDS);
    char before[256];
    snprintf(before, sizeof before, "%s", tc_scene_last_error(s));
    assert_int_equal(tc_view_add_subview(TC_GARBAGE_VIEW, gw), INV);
    assert_string_equal(tc_scene_last_error(s), before);
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 5, 5, 0.1));
    tct_dispatch(s);
    assert_ok(tc_scene_destroy(s));
}

static void test_HDR_last_error_kept_after_success(void **state) {
    (void)state;
    /* "the most recent failed call": a success does not clear it */
    tc_scene *s = tct_scene();
    tc_view *v = tct_view(s, NULL, 0, 0, 10, 10);
    assert_int_equal(tc_view_set_bounds(v, 0, 0, 5, -1), TC_ERR_INVALID_ARGUMENT);
    char copy[512];
    snprintf(copy, sizeof copy, "%s", tc_scene_last_error(s));
    assert_true(strlen(copy) > 0);
    assert_true(has_word(copy, "h"));
    assert_ok(tc_view_set_frame(v, 1, 2, 3, 4));
    assert_string_equal(tc_scene_last_error(s), copy);
    assert_ok(tc_scene_destroy(s));
}

static void test_HDR_last_error_invalid_scene_static_message(void **state) {
    (void)state;
    const char *m1 = tc_scene_last_error(NULL);
    assert_non_null(m1);
    assert_true(strlen(m1) > 0);
    const char *m2 = tc_scene_last_error(TC_GARBAGE_SCENE);
    assert_non_null(m2);
    assert_true(strlen(m2) > 0);
}

/* ---- handle validation --------------------------------------------------- */

static void test_HDR_null_handles_invalid(void **state) {
    (void)state;
    double t = 42;
    assert_int_equal(tc_scene_now(NULL, &t), TC_ERR_INVALID_HANDLE);
    assert_near(t, 42);
    tc_view *w = TC_GARBAGE_VIEW;
    assert_int_equal(tc_window_create(NULL, 0, 0, 1, 1, &w), TC_ERR_INVALID_HANDLE);
    assert_ptr_equal(w, TC_GARBAGE_VIEW);
    assert_int_equal(tc_view_set_frame(NULL, 0, 0, 1, 1), TC_ERR_INVALID_HANDLE);
    tc_rect r = {7, 7, 7, 7};
    assert_int_equal(tc_view_get_frame(NULL, &r), TC_ERR_INVALID_HANDLE);
    assert_near(r.x, 7);
    assert_int_equal(tc_controller_set_view(NULL, NULL), TC_ERR_INVALID_HANDLE);
    tc_touch_info info;
    memset(&info, 0x5a, sizeof info);
    info.size = sizeof info;
    assert_int_equal(tc_touch_get_info(NULL, &info), TC_ERR_INVALID_HANDLE);
    assert_int_equal(info.id, (int64_t)0x5a5a5a5a5a5a5a5aLL);
    assert_int_equal(tc_scene_dispatch(NULL, NULL), TC_ERR_INVALID_HANDLE);
    assert_int_equal(tc_view_hit_test(NULL, 0, 0, &w), TC_ERR_INVALID_HANDLE);
}

static void test_HDR_null_out_pointer(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *v = tct_view(s, NULL, 0, 0, 10, 10);
    assert_int_equal(tc_scene_now(s, NULL), TC_ERR_NULL_POINTER);
    assert_int_equal(tc_view_get_frame(v, NULL), TC_ERR_NULL_POINTER);
    assert_int_equal(tc_view_create(s, 0, 0, 1, 1, NULL), TC_ERR_NULL_POINTER);
    assert_int_equal(tc_window_create(s, 0, 0, 1, 1, NULL), TC_ERR_NULL_POINTER);
    assert_int_equal(tc_view_hit_test(v, 0, 0, NULL), TC_ERR_NULL_POINTER);
    assert_int_equal(tc_scene_push_touch(s, NULL), TC_ERR_NULL_POINTER);
    assert_int_equal(tc_view_convert_point(v, NULL, 0, 0, NULL, NULL), TC_ERR_NULL_POINTER);
    /* the failed window/view creations created nothing */
    tc_view *key = TC_GARBAGE_VIEW;
    assert_ok(tc_scene_get_key_window(s, &key));
    assert_null(key);
    assert_ok(tc_scene_destroy(s));
}

static void test_HDR_garbage_handles_invalid(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *v = tct_view(s, NULL, 0, 0, 10, 10);
    double t = 42;
    assert_int_equal(tc_scene_now(TC_GARBAGE_SCENE, &t), TC_ERR_INVALID_HANDLE);
    assert_int_equal(tc_scene_destroy(TC_GARBAGE_SCENE), TC_ERR_INVALID_HANDLE);
    assert_int_equal(tc_view_set_frame(TC_GARBAGE_VIEW, 0, 0, 1, 1), TC_ERR_INVALID_HANDLE);
    assert_int_equal(tc_view_destroy(TC_GARBAGE_VIEW), TC_ERR_INVALID_HANDLE);
    assert_int_equal(tc_view_destroy((tc_view *)(uintptr_t)UINT64_MAX), TC_ERR_INVALID_HANDLE);
    assert_int_equal(tc_controller_destroy(TC_GARBAGE_CONTROLLER), TC_ERR_INVALID_HANDLE);
    tc_touch_info info;
    memset(&info, 0, sizeof info);
    info.size = sizeof info;
    assert_int_equal(tc_touch_get_info(TC_GARBAGE_TOUCH, &info), TC_ERR_INVALID_HANDLE);
    /* a garbage child leaves the parent untouched */
    assert_int_equal(tc_view_add_subview(v, TC_GARBAGE_VIEW), TC_ERR_INVALID_HANDLE);
    assert_int_equal(tct_subview_count(v), 0);
    assert_near(t, 42);
    assert_ok(tc_scene_destroy(s));
}

static void test_HDR_wrong_kind_handles_invalid(void **state) {
    (void)state;
    /* A handle of one kind passed where another kind is expected. */
    tc_scene *s = tct_scene();
    tc_view *v = tct_view(s, NULL, 0, 0, 10, 10);
    tc_controller *c = NULL;
    assert_ok(tc_controller_create(s, &c));
    assert_int_equal(tc_view_set_frame((tc_view *)c, 0, 0, 1, 1), TC_ERR_INVALID_HANDLE);
    assert_int_equal(tc_view_set_frame((tc_view *)s, 0, 0, 1, 1), TC_ERR_INVALID_HANDLE);
    assert_int_equal(tc_controller_set_view((tc_controller *)v, v), TC_ERR_INVALID_HANDLE);
    double t = 0;
    assert_int_equal(tc_scene_now((tc_scene *)v, &t), TC_ERR_INVALID_HANDLE);
    assert_int_equal(tc_view_destroy((tc_view *)c), TC_ERR_INVALID_HANDLE);
    /* both are still alive */
    tc_rect r;
    assert_ok(tc_view_get_frame(v, &r));
    tc_view *cv = TC_GARBAGE_VIEW;
    assert_ok(tc_controller_get_view(c, &cv));
    assert_null(cv);
    assert_ok(tc_scene_destroy(s));
}

static void test_HDR_stale_view_handle(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 100, 100);
    tc_view *v = tct_view(s, win, 0, 0, 10, 10);
    assert_ok(tc_view_destroy(v));
    assert_int_equal(tct_subview_count(win), 0);
    assert_int_equal(tc_view_set_frame(v, 0, 0, 1, 1), TC_ERR_STALE_HANDLE);
    tc_rect r = {7, 7, 7, 7};
    assert_int_equal(tc_view_get_frame(v, &r), TC_ERR_STALE_HANDLE);
    assert_near(r.w, 7);
    assert_int_equal(tc_view_add_subview(win, v), TC_ERR_STALE_HANDLE);
    assert_int_equal(tct_subview_count(win), 0);
    assert_int_equal(tc_view_destroy(v), TC_ERR_STALE_HANDLE);
    /* a new view does not revive the old handle, even if it reuses the slot */
    tc_view *v2 = tct_view(s, win, 0, 0, 10, 10);
    assert_ptr_not_equal(v2, v);
    assert_int_equal(tc_view_set_frame(v, 0, 0, 1, 1), TC_ERR_STALE_HANDLE);
    assert_ok(tc_view_get_frame(v2, &r));
    assert_near(r.w, 10);
    assert_ok(tc_scene_destroy(s));
}

static void test_HDR_stale_controller_handle(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_controller *c = NULL;
    assert_ok(tc_controller_create(s, &c));
    assert_ok(tc_controller_destroy(c));
    assert_int_equal(tc_controller_set_view(c, NULL), TC_ERR_STALE_HANDLE);
    assert_int_equal(tc_controller_destroy(c), TC_ERR_STALE_HANDLE);
    assert_ok(tc_scene_destroy(s));
}

static void test_HDR_stale_scene_and_its_objects(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *win = tct_window(s, 0, 0, 100, 100);
    tc_controller *c = NULL;
    assert_ok(tc_controller_create(s, &c));
    assert_ok(tc_scene_destroy(s));
    double t = 42;
    assert_int_equal(tc_scene_now(s, &t), TC_ERR_STALE_HANDLE);
    assert_near(t, 42);
    assert_int_equal(tc_scene_destroy(s), TC_ERR_STALE_HANDLE);
    /* every object of a destroyed scene is stale */
    assert_int_equal(tc_view_set_frame(win, 0, 0, 1, 1), TC_ERR_STALE_HANDLE);
    assert_int_equal(tc_controller_set_view(c, NULL), TC_ERR_STALE_HANDLE);
    /* a new scene does not revive them */
    tc_scene *s2 = tct_scene();
    assert_int_equal(tc_scene_now(s, &t), TC_ERR_STALE_HANDLE);
    assert_int_equal(tc_view_set_frame(win, 0, 0, 1, 1), TC_ERR_STALE_HANDLE);
    assert_ok(tc_scene_destroy(s2));
}

static void test_HDR_stale_touch_handle_after_end(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tct_window(s, 0, 0, 100, 100);
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 7, 10, 10, 1.0));
    tct_dispatch(s);
    tc_touch *t = NULL;
    assert_ok(tc_scene_find_touch(s, 7, &t));
    assert_non_null(t);
    assert_ok(tct_push(s, TC_PHASE_ENDED, 7, 10, 10, 1.1));
    tct_dispatch(s);
    tc_touch_info info;
    memset(&info, 0, sizeof info);
    info.size = sizeof info;
    assert_int_equal(tc_touch_get_info(t, &info), TC_ERR_STALE_HANDLE);
    tc_touch *t2 = TC_GARBAGE_TOUCH;
    assert_int_equal(tc_scene_find_touch(s, 7, &t2), TC_ERR_UNKNOWN_TOUCH);
    assert_ptr_equal(t2, TC_GARBAGE_TOUCH);
    assert_ok(tc_scene_destroy(s));
}

static void test_HDR_foreign_handles_refused(void **state) {
    (void)state;
    tc_scene *a = tct_scene(), *b = tct_scene();
    tc_view *wa = tct_window(a, 0, 0, 100, 100);
    tc_view *wb = tct_window(b, 0, 0, 100, 100);
    tc_view *vb = tct_view(b, NULL, 0, 0, 10, 10);
    tc_view *va = tct_view(a, NULL, 0, 0, 10, 10);

    assert_int_equal(tc_view_add_subview(wa, vb), TC_ERR_FOREIGN_HANDLE);
    assert_int_equal(tct_subview_count(wa), 0);
    assert_null(tct_superview(vb));
    assert_int_equal(tc_view_insert_subview(wa, vb, 0), TC_ERR_FOREIGN_HANDLE);
    assert_int_equal(tct_subview_count(wa), 0);

    assert_int_equal(tc_scene_set_key_window(a, wb), TC_ERR_FOREIGN_HANDLE);
    tc_view *key = NULL;
    assert_ok(tc_scene_get_key_window(a, &key));
    assert_ptr_equal(key, wa);

    assert_ok(tc_view_set_flag(vb, TC_VIEW_CAN_BECOME_FIRST_RESPONDER, 1));
    assert_int_equal(tc_scene_set_focus(a, vb), TC_ERR_FOREIGN_HANDLE);
    tc_view *focus = TC_GARBAGE_VIEW;
    assert_ok(tc_scene_get_focus(a, &focus));
    assert_null(focus);

    double x = 1, y = 2;
    assert_int_equal(tc_view_convert_point(va, vb, 0, 0, &x, &y), TC_ERR_FOREIGN_HANDLE);
    assert_near(x, 1);
    assert_near(y, 2);

    assert_int_equal(tc_view_set_hit_redirect(va, vb), TC_ERR_FOREIGN_HANDLE);

    tc_controller *cb = NULL;
    assert_ok(tc_controller_create(b, &cb));
    assert_int_equal(tc_controller_set_view(cb, va), TC_ERR_FOREIGN_HANDLE);
    tc_view *cv = TC_GARBAGE_VIEW;
    assert_ok(tc_controller_get_view(cb, &cv));
    assert_null(cv);

    tc_touch_sample smp = tct_sample(TC_PHASE_BEGAN, 1, 5, 5, 1.0);
    smp.window = wb;
    assert_int_equal(tc_scene_push_touch(a, &smp), TC_ERR_FOREIGN_HANDLE);
    assert_int_equal(tct_queued(a), 0);

    assert_ok(tc_scene_destroy(a));
    assert_ok(tc_scene_destroy(b));
}

/* ---- key window ---------------------------------------------------------- */

static void test_HDR_first_window_is_key(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w1 = tct_window(s, 0, 0, 100, 100);
    tc_view *w2 = tct_window(s, 100, 0, 100, 100);
    tc_view *key = NULL;
    assert_ok(tc_scene_get_key_window(s, &key));
    assert_ptr_equal(key, w1);
    assert_ok(tc_scene_set_key_window(s, w2));
    assert_ok(tc_scene_get_key_window(s, &key));
    assert_ptr_equal(key, w2);
    int32_t is_w = -1;
    assert_ok(tc_view_is_window(w2, &is_w));
    assert_int_equal(is_w, 1);
    tc_view *v = tct_view(s, w1, 0, 0, 10, 10);
    assert_ok(tc_view_is_window(v, &is_w));
    assert_int_equal(is_w, 0);
    /* a plain view cannot be the key window */
    assert_int_equal(tc_scene_set_key_window(s, v), TC_ERR_STATE);
    assert_ok(tc_scene_get_key_window(s, &key));
    assert_ptr_equal(key, w2);
    assert_ok(tc_scene_destroy(s));
}

static void test_HDR_window_create_validates(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = TC_GARBAGE_VIEW;
    assert_int_equal(tc_window_create(s, 0, 0, -1, 10, &w), TC_ERR_INVALID_ARGUMENT);
    assert_int_equal(tc_window_create(s, NAN, 0, 1, 10, &w), TC_ERR_NOT_FINITE);
    assert_int_equal(tc_view_create(s, 0, 0, 1, -10, &w), TC_ERR_INVALID_ARGUMENT);
    assert_int_equal(tc_view_create(s, 0, INFINITY, 1, 10, &w), TC_ERR_NOT_FINITE);
    assert_ptr_equal(w, TC_GARBAGE_VIEW);
    tc_view *key = TC_GARBAGE_VIEW;
    assert_ok(tc_scene_get_key_window(s, &key));
    assert_null(key);
    assert_ok(tc_scene_destroy(s));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_HDR_version_matches_header),
        cmocka_unit_test(test_HDR_status_strings_match_map),
        cmocka_unit_test(test_HDR_status_string_unknown),
        cmocka_unit_test(test_HDR_scene_create_defaults_clock_zero),
        cmocka_unit_test(test_HDR_scene_create_null_out),
        cmocka_unit_test(test_HDR_scene_create_bad_config),
        cmocka_unit_test(test_HDR_scene_destroy_null_is_noop),
        cmocka_unit_test(test_HDR_scenes_are_independent),
        cmocka_unit_test(test_HDR_last_error_names_function_argument_and_value),
        cmocka_unit_test(test_HDR_refused_first_handle_noted_in_the_other_handles_scene),
        cmocka_unit_test(test_HDR_last_error_kept_after_success),
        cmocka_unit_test(test_HDR_stale_handle_error_names_function_and_kind),
        cmocka_unit_test(test_HDR_last_error_invalid_scene_static_message),
        cmocka_unit_test(test_HDR_null_handles_invalid),
        cmocka_unit_test(test_HDR_null_out_pointer),
        cmocka_unit_test(test_HDR_garbage_handles_invalid),
        cmocka_unit_test(test_HDR_wrong_kind_handles_invalid),
        cmocka_unit_test(test_HDR_stale_view_handle),
        cmocka_unit_test(test_HDR_stale_controller_handle),
        cmocka_unit_test(test_HDR_stale_scene_and_its_objects),
        cmocka_unit_test(test_HDR_stale_touch_handle_after_end),
        cmocka_unit_test(test_HDR_foreign_handles_refused),
        cmocka_unit_test(test_HDR_first_window_is_key),
        cmocka_unit_test(test_HDR_window_create_validates),
    };
    return cmocka_run_group_tests_name("scene", tests, NULL, NULL);
}

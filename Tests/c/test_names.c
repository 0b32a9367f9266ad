/*
 * Names of the header's enumeration values (tc_*_string) and the one
 * initialisation convention of growable structs (TC_<STRUCT>_INIT).
 *
 * For every family: each constant of the header has a name that is non-NULL,
 * lower case ([a-z_], starting with a letter), distinct within the family,
 * the expected spelling, and the same pointer on every call (static storage);
 * values that are not constants (-1, max + 1, INT32_MIN/MAX, 0 where 0 is not
 * a constant, several bits or unknown bits of a bit family) give NULL. The
 * spellings are also checked against docs/FORMAT.md where the format has
 * them, by reading that file (found from this source file's path).
 */
#include "tc_test_common.h"

#include <stdlib.h>

typedef const char *(*name_i32_fn)(int32_t);
typedef const char *(*name_u32_fn)(uint32_t);

typedef struct {
    int64_t value;
    const char *name;
} named;

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static int is_lower_identifier(const char *s) {
    if (s == NULL || !(*s >= 'a' && *s <= 'z')) return 0;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || *s == '_')) return 0;
    return 1;
}

/* One family: every value named as expected, names lower case and distinct,
 * the pointer stable across calls; every bad value NULL. Exactly one of
 * fn32 / fnu is given. */
static void check_family(const char *family, name_i32_fn fn32, name_u32_fn fnu,
                         const named *table, size_t n, const int64_t *bad, size_t nbad) {
    for (size_t i = 0; i < n; i++) {
        const char *got = fn32 ? fn32((int32_t)table[i].value) : fnu((uint32_t)table[i].value);
        if (got == NULL) fail_msg("%s: value %lld has no name", family, (long long)table[i].value);
        if (strcmp(got, table[i].name) != 0)
            fail_msg("%s: value %lld is named \"%s\", expected \"%s\"", family,
                     (long long)table[i].value, got, table[i].name);
        if (!is_lower_identifier(got))
            fail_msg("%s: name \"%s\" is not a lower-case identifier", family, got);
        const char *again = fn32 ? fn32((int32_t)table[i].value) : fnu((uint32_t)table[i].value);
        if (again != got) fail_msg("%s: \"%s\" is not the same static string twice", family, got);
        for (size_t j = 0; j < i; j++)
            if (strcmp(table[j].name, got) == 0)
                fail_msg("%s: \"%s\" names two values", family, got);
    }
    for (size_t i = 0; i < nbad; i++) {
        const char *got = fn32 ? fn32((int32_t)bad[i]) : fnu((uint32_t)bad[i]);
        if (got != NULL)
            fail_msg("%s: %lld (0x%llx) is not a value of the family but is named \"%s\"", family,
                     (long long)bad[i], (unsigned long long)(uint32_t)bad[i], got);
    }
}

#define CHECK_I32(fn, table, bad) \
    check_family(#fn, fn, NULL, table, COUNT(table), bad, COUNT(bad))
#define CHECK_U32(fn, table, bad) \
    check_family(#fn, NULL, fn, table, COUNT(table), bad, COUNT(bad))

/* ------------------------------------------------------------------------ */
/* Tables: the header's constants and their names                           */
/* ------------------------------------------------------------------------ */

static const named PHASES[] = {
    {TC_PHASE_NONE, "none"},       {TC_PHASE_BEGAN, "began"},
    {TC_PHASE_MOVED, "moved"},     {TC_PHASE_STATIONARY, "stationary"},
    {TC_PHASE_ENDED, "ended"},     {TC_PHASE_CANCELLED, "cancelled"},
    {TC_PHASE_CHANGED, "changed"},
};
static const named TOUCH_TYPES[] = {
    {TC_TOUCH_DIRECT, "direct"}, {TC_TOUCH_INDIRECT, "indirect"}, {TC_TOUCH_STYLUS, "stylus"},
    {TC_TOUCH_INDIRECT_POINTER, "indirect_pointer"},
};
static const named BUTTONS[] = {
    {TC_BUTTON_PRIMARY, "primary"}, {TC_BUTTON_SECONDARY, "secondary"},
    {TC_BUTTON_TERTIARY, "tertiary"},
};
static const named TOUCH_PROPERTIES[] = {
    {TC_PROPERTY_FORCE, "force"}, {TC_PROPERTY_AZIMUTH, "azimuth"},
    {TC_PROPERTY_ALTITUDE, "altitude"}, {TC_PROPERTY_LOCATION, "location"},
};
static const named SCROLL_TYPES[] = {
    {TC_SCROLL_DISCRETE, "discrete"}, {TC_SCROLL_CONTINUOUS, "continuous"},
};
static const named EVENT_TYPES[] = {
    {TC_EVENT_TOUCHES, "touches"}, {TC_EVENT_MOTION, "motion"}, {TC_EVENT_REMOTE, "remote"},
    {TC_EVENT_PRESSES, "presses"}, {TC_EVENT_ROUTE, "route"}, {TC_EVENT_HOVER, "hover"},
    {TC_EVENT_SCROLL, "scroll"}, {TC_EVENT_TRANSFORM, "transform"},
};
static const named MOTIONS[] = {{TC_MOTION_SHAKE, "shake"}};
static const named REMOTES[] = {
    {TC_REMOTE_PLAY, "play"},
    {TC_REMOTE_PAUSE, "pause"},
    {TC_REMOTE_STOP, "stop"},
    {TC_REMOTE_TOGGLE_PLAY_PAUSE, "toggle_play_pause"},
    {TC_REMOTE_NEXT_TRACK, "next_track"},
    {TC_REMOTE_PREVIOUS_TRACK, "previous_track"},
    {TC_REMOTE_BEGIN_SEEKING_BACKWARD, "begin_seeking_backward"},
    {TC_REMOTE_END_SEEKING_BACKWARD, "end_seeking_backward"},
    {TC_REMOTE_BEGIN_SEEKING_FORWARD, "begin_seeking_forward"},
    {TC_REMOTE_END_SEEKING_FORWARD, "end_seeking_forward"},
};
static const named PRESSES[] = {
    {TC_PRESS_UP_ARROW, "up_arrow"},       {TC_PRESS_DOWN_ARROW, "down_arrow"},
    {TC_PRESS_LEFT_ARROW, "left_arrow"},   {TC_PRESS_RIGHT_ARROW, "right_arrow"},
    {TC_PRESS_SELECT, "select"},           {TC_PRESS_MENU, "menu"},
    {TC_PRESS_PLAY_PAUSE, "play_pause"},   {TC_PRESS_PAGE_UP, "page_up"},
    {TC_PRESS_PAGE_DOWN, "page_down"},
};
static const named RESPONDER_KINDS[] = {
    {TC_RESPONDER_VIEW, "view"},
    {TC_RESPONDER_CONTROLLER, "controller"},
    {TC_RESPONDER_APPLICATION, "application"},
    {TC_RESPONDER_APP_DELEGATE, "app_delegate"},
};
static const named VIEW_FLAGS[] = {
    {TC_VIEW_HIDDEN, "hidden"},
    {TC_VIEW_USER_INTERACTION_ENABLED, "user_interaction_enabled"},
    {TC_VIEW_MULTIPLE_TOUCH_ENABLED, "multiple_touch_enabled"},
    {TC_VIEW_EXCLUSIVE_TOUCH, "exclusive_touch"},
    {TC_VIEW_CAN_BECOME_FIRST_RESPONDER, "can_become_first_responder"},
    {TC_VIEW_HITS_OUTSIDE_BOUNDS, "hits_outside_bounds"},
    {TC_VIEW_USE_PRESENTATION, "use_presentation"},
    {TC_VIEW_CAN_RESIGN_FIRST_RESPONDER, "can_resign_first_responder"},
};
static const named TRACE_STEPS[] = {
    {TC_TRACE_ENTER, "hit_enter"}, {TC_TRACE_POINT_INSIDE, "point_inside"},
    {TC_TRACE_EXIT, "hit_exit"},
};
static const named GESTURE_STATES[] = {
    {TC_GESTURE_POSSIBLE, "possible"}, {TC_GESTURE_BEGAN, "began"},
    {TC_GESTURE_CHANGED, "changed"},   {TC_GESTURE_ENDED, "ended"},
    {TC_GESTURE_CANCELLED, "cancelled"}, {TC_GESTURE_FAILED, "failed"},
};
static const named RECOGNIZER_KINDS[] = {
    {TC_RECOGNIZER_TAP, "tap"},          {TC_RECOGNIZER_LONG_PRESS, "long_press"},
    {TC_RECOGNIZER_PAN, "pan"},          {TC_RECOGNIZER_EDGE_PAN, "edge_pan"},
    {TC_RECOGNIZER_SWIPE, "swipe"},      {TC_RECOGNIZER_PINCH, "pinch"},
    {TC_RECOGNIZER_ROTATION, "rotation"}, {TC_RECOGNIZER_CUSTOM, "custom"},
    {TC_RECOGNIZER_HOVER, "hover"},
};
static const named SWIPE_DIRECTIONS[] = {
    {TC_SWIPE_RIGHT, "right"}, {TC_SWIPE_LEFT, "left"}, {TC_SWIPE_UP, "up"},
    {TC_SWIPE_DOWN, "down"},
};
static const named EDGES[] = {
    {TC_EDGE_TOP, "top"}, {TC_EDGE_LEFT, "left"}, {TC_EDGE_BOTTOM, "bottom"},
    {TC_EDGE_RIGHT, "right"},
};
static const named FAILURE_REASONS[] = {
    {TC_FAIL_NONE, "none"},
    {TC_FAIL_MOVED_TOO_FAR, "moved_too_far"},
    {TC_FAIL_TOO_MANY_TOUCHES, "too_many_touches"},
    {TC_FAIL_TOO_FEW_TOUCHES, "too_few_touches"},
    {TC_FAIL_TIMED_OUT, "timed_out"},
    {TC_FAIL_ENDED_TOO_SOON, "ended_too_soon"},
    {TC_FAIL_WRONG_DIRECTION, "wrong_direction"},
    {TC_FAIL_VETOED_BY_DELEGATE, "vetoed_by_delegate"},
    {TC_FAIL_VETOED_BY_VIEW, "vetoed_by_view"},
    {TC_FAIL_REQUIRED_RECOGNIZED, "required_recognized"},
    {TC_FAIL_EXCLUDED, "excluded"},
    {TC_FAIL_DISABLED, "disabled"},
    {TC_FAIL_NOT_AT_EDGE, "not_at_edge"},
    {TC_FAIL_TOUCH_CANCELLED, "touch_cancelled"},
    {TC_FAIL_SET_BY_HOST, "set_by_host"},
};
static const named CONTROL_KINDS[] = {
    {TC_CONTROL_NONE, "none"},     {TC_CONTROL_BUTTON, "button"},
    {TC_CONTROL_SWITCH, "switch"}, {TC_CONTROL_SLIDER, "slider"},
    {TC_CONTROL_STEPPER, "stepper"}, {TC_CONTROL_SEGMENTED, "segmented"},
    {TC_CONTROL_PAGE, "page"},     {TC_CONTROL_GENERIC, "generic"},
};
static const named CONTROL_EVENTS[] = {
    {TC_CONTROL_EVENT_TOUCH_DOWN, "touch_down"},
    {TC_CONTROL_EVENT_TOUCH_DOWN_REPEAT, "touch_down_repeat"},
    {TC_CONTROL_EVENT_TOUCH_DRAG_INSIDE, "touch_drag_inside"},
    {TC_CONTROL_EVENT_TOUCH_DRAG_OUTSIDE, "touch_drag_outside"},
    {TC_CONTROL_EVENT_TOUCH_DRAG_ENTER, "touch_drag_enter"},
    {TC_CONTROL_EVENT_TOUCH_DRAG_EXIT, "touch_drag_exit"},
    {TC_CONTROL_EVENT_TOUCH_UP_INSIDE, "touch_up_inside"},
    {TC_CONTROL_EVENT_TOUCH_UP_OUTSIDE, "touch_up_outside"},
    {TC_CONTROL_EVENT_TOUCH_CANCEL, "touch_cancel"},
    {TC_CONTROL_EVENT_VALUE_CHANGED, "value_changed"},
    {TC_CONTROL_EVENT_PRIMARY_ACTION_TRIGGERED, "primary_action_triggered"},
};

/* ------------------------------------------------------------------------ */
/* One test per family                                                      */
/* ------------------------------------------------------------------------ */

static void test_T1_E1_phase_names(void **state) {
    (void)state;
    static const int64_t bad[] = {-1, TC_PHASE_CHANGED + 1, 100, INT32_MIN, INT32_MAX};
    CHECK_I32(tc_phase_string, PHASES, bad);
}

static void test_T1_touch_type_names(void **state) {
    (void)state;
    static const int64_t bad[] = {0, -1, TC_TOUCH_INDIRECT_POINTER + 1, INT32_MIN, INT32_MAX,
                                  /* a type's allowed_touch_types bit is not a type */
                                  (int64_t)TC_TOUCH_TYPE_BIT(TC_TOUCH_STYLUS), TC_TOUCH_TYPES_ALL};
    CHECK_I32(tc_touch_type_string, TOUCH_TYPES, bad);
    /* every type has its own bit, and TC_TOUCH_TYPES_ALL is exactly those bits */
    uint32_t all = 0;
    for (size_t i = 0; i < COUNT(TOUCH_TYPES); i++) {
        uint32_t bit = TC_TOUCH_TYPE_BIT(TOUCH_TYPES[i].value);
        assert_int_equal(all & bit, 0);
        all |= bit;
    }
    assert_int_equal(all, TC_TOUCH_TYPES_ALL);
}

/* Bit families of P2/P5: one bit only; several bits, 0 and unknown bits give NULL. */
static void test_P2_button_names(void **state) {
    (void)state;
    static const int64_t bad[] = {0, 3, 5, 6, 7, 8, 16, 1u << 31, 0x80000000u, 0xFFFFFFFFu, 0x7FFFFFFF};
    CHECK_U32(tc_button_string, BUTTONS, bad);
}

static void test_P5_touch_property_names(void **state) {
    (void)state;
    static const int64_t bad[] = {0, 3, 5, 6, 9, 12, TC_PROPERTIES_ALL, 16, 32, 0x80000000u,
                                  0xFFFFFFFFu, 0x7FFFFFFF};
    CHECK_U32(tc_touch_property_string, TOUCH_PROPERTIES, bad);
    /* every bit of TC_PROPERTIES_ALL is a property with a name, and no other */
    for (int b = 0; b < 32; b++) {
        uint32_t bit = 1u << b;
        if (TC_PROPERTIES_ALL & bit)
            assert_non_null(tc_touch_property_string(bit));
        else
            assert_null(tc_touch_property_string(bit));
    }
}

/* Scroll types are values that are also their own bits (TC_SCROLL_TYPES_ALL
 * is a mask, not a type). */
static void test_P4_scroll_type_names(void **state) {
    (void)state;
    static const int64_t bad[] = {0, TC_SCROLL_TYPES_ALL, 4, 8, 0x80000000u, 0xFFFFFFFFu, 0x7FFFFFFF};
    CHECK_U32(tc_scroll_type_string, SCROLL_TYPES, bad);
    assert_int_equal(TC_SCROLL_DISCRETE | TC_SCROLL_CONTINUOUS, TC_SCROLL_TYPES_ALL);
    assert_int_equal(TC_SCROLL_DISCRETE & TC_SCROLL_CONTINUOUS, 0);
}

static void test_E1_event_type_names(void **state) {
    (void)state;
    static const int64_t bad[] = {0, -1, TC_EVENT_TRANSFORM + 1, INT32_MIN, INT32_MAX};
    CHECK_I32(tc_event_type_string, EVENT_TYPES, bad);
}

/* Motion, remote-control and press subtypes: three families; a value of one
 * family is not a value of another. */
static void test_E1_event_subtype_names(void **state) {
    (void)state;
    static const int64_t bad_motion[] = {0, -1, TC_MOTION_SHAKE - 1, TC_MOTION_SHAKE + 1,
                                         TC_REMOTE_PLAY, TC_PRESS_SELECT, INT32_MIN, INT32_MAX};
    static const int64_t bad_remote[] = {0, -1, TC_REMOTE_PLAY - 1, TC_REMOTE_END_SEEKING_FORWARD + 1,
                                         TC_MOTION_SHAKE, TC_PRESS_SELECT, INT32_MIN, INT32_MAX};
    static const int64_t bad_press[] = {0, -1, TC_PRESS_UP_ARROW - 1, TC_PRESS_PAGE_DOWN + 1,
                                        TC_MOTION_SHAKE, TC_REMOTE_PLAY, INT32_MIN, INT32_MAX};
    CHECK_I32(tc_motion_subtype_string, MOTIONS, bad_motion);
    CHECK_I32(tc_remote_subtype_string, REMOTES, bad_remote);
    CHECK_I32(tc_press_type_string, PRESSES, bad_press);
}

static void test_R1_responder_kind_names(void **state) {
    (void)state;
    /* 0 is what tc_view_next_responder reports when there is no next
     * responder: not a kind, no name. */
    static const int64_t bad[] = {0, -1, TC_RESPONDER_APP_DELEGATE + 1, INT32_MIN, INT32_MAX};
    CHECK_I32(tc_responder_kind_string, RESPONDER_KINDS, bad);
}

static void test_HDR_view_flag_names(void **state) {
    (void)state;
    static const int64_t bad[] = {0, -1, TC_VIEW_CAN_RESIGN_FIRST_RESPONDER + 1, INT32_MIN, INT32_MAX};
    CHECK_I32(tc_view_flag_string, VIEW_FLAGS, bad);
}

static void test_H7_trace_step_names(void **state) {
    (void)state;
    static const int64_t bad[] = {0, -1, TC_TRACE_EXIT + 1, INT32_MIN, INT32_MAX};
    CHECK_I32(tc_trace_step_string, TRACE_STEPS, bad);
}

static void test_G2_gesture_state_names(void **state) {
    (void)state;
    static const int64_t bad[] = {0, -1, TC_GESTURE_FAILED + 1, INT32_MIN, INT32_MAX};
    CHECK_I32(tc_gesture_state_string, GESTURE_STATES, bad);
}

static void test_G8_recognizer_kind_names(void **state) {
    (void)state;
    static const int64_t bad[] = {0, -1, TC_RECOGNIZER_HOVER + 1, INT32_MIN, INT32_MAX};
    CHECK_I32(tc_recognizer_kind_string, RECOGNIZER_KINDS, bad);
}

/* Bit families: one bit only. */
static void test_G8_swipe_direction_and_edge_names(void **state) {
    (void)state;
    static const int64_t bad[] = {0, 3, 5, 0xF, 16, 0x80000000u, 0xFFFFFFFFu, 0x7FFFFFFF};
    CHECK_U32(tc_swipe_direction_string, SWIPE_DIRECTIONS, bad);
    CHECK_U32(tc_edge_string, EDGES, bad);
}

static void test_G8_failure_reason_names(void **state) {
    (void)state;
    static const int64_t bad[] = {-1, TC_FAIL_SET_BY_HOST + 1, INT32_MIN, INT32_MAX};
    CHECK_I32(tc_failure_reason_string, FAILURE_REASONS, bad);
}

static void test_C1_control_kind_names(void **state) {
    (void)state;
    static const int64_t bad[] = {-1, TC_CONTROL_GENERIC + 1, INT32_MIN, INT32_MAX};
    CHECK_I32(tc_control_kind_string, CONTROL_KINDS, bad);
}

static void test_C1_control_event_names(void **state) {
    (void)state;
    static const int64_t bad[] = {
        0,
        TC_CONTROL_EVENT_ALL, /* a mask, not an event */
        TC_CONTROL_EVENT_TOUCH_DOWN | TC_CONTROL_EVENT_TOUCH_DOWN_REPEAT,
        TC_CONTROL_EVENT_TOUCH_UP_INSIDE | TC_CONTROL_EVENT_PRIMARY_ACTION_TRIGGERED,
        1u << 9, 1u << 10, 1u << 11, 1u << 14, 1u << 31, /* bits no event uses */
        0xFFFFFFFFu, 0x7FFFFFFF,
    };
    CHECK_U32(tc_control_event_string, CONTROL_EVENTS, bad);
    /* every bit of TC_CONTROL_EVENT_ALL is an event with a name, and no other */
    for (int b = 0; b < 32; b++) {
        uint32_t bit = 1u << b;
        if (TC_CONTROL_EVENT_ALL & bit)
            assert_non_null(tc_control_event_string(bit));
        else
            assert_null(tc_control_event_string(bit));
    }
}

/* ------------------------------------------------------------------------ */
/* Called from inside callbacks                                             */
/* ------------------------------------------------------------------------ */

static char g_steps[512];

static void trace_names_cb(int32_t step, tc_view *view, int32_t inside, tc_view *result,
                           void *user_data) {
    (void)view; (void)inside; (void)result; (void)user_data;
    const char *n = tc_trace_step_string(step);
    strncat(g_steps, n ? n : "NULL", sizeof g_steps - strlen(g_steps) - 1);
    strncat(g_steps, " ", sizeof g_steps - strlen(g_steps) - 1);
}

static void test_H7_trace_step_names_inside_the_observer(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 100, 100);
    tc_view *v = tct_view(s, w, 10, 10, 20, 20);
    g_steps[0] = 0;
    assert_ok(tc_scene_set_hit_trace_fn(s, trace_names_cb, NULL));
    assert_ptr_equal(tct_hit(w, 15, 15), v);
    assert_string_equal(g_steps,
                        "hit_enter point_inside hit_enter point_inside hit_exit hit_exit ");
    assert_ok(tc_scene_destroy(s));
}

static char g_events[512];

static void control_names_cb(tc_view *control, uint32_t event, void *user_data) {
    (void)control; (void)user_data;
    const char *n = tc_control_event_string(event);
    strncat(g_events, n ? n : "NULL", sizeof g_events - strlen(g_events) - 1);
    strncat(g_events, " ", sizeof g_events - strlen(g_events) - 1);
}

static int32_t phase_names_cb(const tc_responder *r, const tc_touches_event *e, void *ud) {
    (void)ud;
    const char *kind = tc_responder_kind_string(r->kind);
    const char *phase = tc_phase_string(e->phase);
    strncat(g_events, kind ? kind : "NULL", sizeof g_events - strlen(g_events) - 1);
    strncat(g_events, ":", sizeof g_events - strlen(g_events) - 1);
    strncat(g_events, phase ? phase : "NULL", sizeof g_events - strlen(g_events) - 1);
    strncat(g_events, " ", sizeof g_events - strlen(g_events) - 1);
    return TC_PASS;
}

/* A tapped button: every event a target is handed has a name (C1), and a
 * responder callback names its kind and phase. */
static void test_C1_control_event_names_inside_a_target(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *b = tct_view(s, w, 10, 10, 100, 44);
    assert_ok(tc_view_set_control(b, TC_CONTROL_BUTTON));
    assert_ok(tc_control_add_target(b, TC_CONTROL_EVENT_ALL, control_names_cb, NULL, NULL));
    tc_responder_callbacks cb;
    TC_RESPONDER_CALLBACKS_INIT(&cb);
    cb.touches = phase_names_cb;
    assert_ok(tc_view_set_responder(w, &cb));
    g_events[0] = 0;
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 1, 50, 30, 0.0));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 1, 50, 30, 0.05));
    (void)tct_dispatch(s);
    /* the button consumes its touches (R3): the window sees none */
    assert_string_equal(g_events, "touch_down touch_up_inside primary_action_triggered ");
    /* a plain view passes its touches to the window, which names them */
    g_events[0] = 0;
    assert_ok(tct_push(s, TC_PHASE_BEGAN, 2, 200, 300, 1.0));
    assert_ok(tct_push(s, TC_PHASE_ENDED, 2, 200, 300, 1.05));
    (void)tct_dispatch(s);
    assert_string_equal(g_events, "view:began view:ended ");
    assert_ok(tc_scene_destroy(s));
}

/* ------------------------------------------------------------------------ */
/* The names are docs/FORMAT.md's spellings where the format has them        */
/* ------------------------------------------------------------------------ */

static char *read_format_md(void) {
    /* this file is <root>/Tests/c/test_names.c */
    const char *self = __FILE__;
    const char *tail = strstr(self, "Tests/c/test_names.c");
    if (tail == NULL) fail_msg("cannot locate the repository from __FILE__ = %s", self);
    char path[4096];
    snprintf(path, sizeof path, "%.*sdocs/FORMAT.md", (int)(tail - self), self);
    FILE *f = fopen(path, "rb");
    if (f == NULL) fail_msg("cannot open %s", path);
    static char buf[1 << 20];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    return buf;
}

/* Every name of `names` (NULL-terminated) appears as `name` (backticked) in
 * the region of FORMAT.md that starts at `anchor` and ends before `end`. */
static void expect_in_format(const char *doc, const char *anchor, const char *end,
                             const char *const *names) {
    const char *from = strstr(doc, anchor);
    if (from == NULL) fail_msg("docs/FORMAT.md has no \"%s\"", anchor);
    const char *to = strstr(from, end);
    if (to == NULL) to = from + strlen(from);
    for (; *names; names++) {
        char quoted[128];
        snprintf(quoted, sizeof quoted, "`%s`", *names);
        const char *hit = strstr(from, quoted);
        if (hit == NULL || hit >= to)
            fail_msg("docs/FORMAT.md: \"%s\" not found after \"%s\"", quoted, anchor);
    }
}

static void test_HDR_names_are_the_format_spellings(void **state) {
    (void)state;
    const char *doc = read_format_md();
    {   /* touch phases; press phases add "changed" (TC_PHASE_NONE is not in the format) */
        const char *n[] = {tc_phase_string(TC_PHASE_BEGAN), tc_phase_string(TC_PHASE_MOVED),
                           tc_phase_string(TC_PHASE_STATIONARY), tc_phase_string(TC_PHASE_ENDED),
                           tc_phase_string(TC_PHASE_CANCELLED), tc_phase_string(TC_PHASE_CHANGED),
                           NULL};
        expect_in_format(doc, "| `phase` | touch:", "\n", n);
    }
    {
        const char *n[] = {tc_touch_type_string(TC_TOUCH_DIRECT),
                           tc_touch_type_string(TC_TOUCH_INDIRECT),
                           tc_touch_type_string(TC_TOUCH_STYLUS),
                           tc_touch_type_string(TC_TOUCH_INDIRECT_POINTER), NULL};
        expect_in_format(doc, "| `type` | touch: `direct`", "\n", n);
        expect_in_format(doc, "| `allowed_touch_types` |", "\n", n);
    }
    {   /* pointer buttons (P2) */
        const char *n[] = {tc_button_string(TC_BUTTON_PRIMARY),
                           tc_button_string(TC_BUTTON_SECONDARY),
                           tc_button_string(TC_BUTTON_TERTIARY), NULL};
        expect_in_format(doc, "| `buttons` |", "\n", n);
        expect_in_format(doc, "| `button_mask_required` |", "\n", n);
    }
    {   /* estimated properties (P5) */
        const char *n[] = {tc_touch_property_string(TC_PROPERTY_FORCE),
                           tc_touch_property_string(TC_PROPERTY_AZIMUTH),
                           tc_touch_property_string(TC_PROPERTY_ALTITUDE),
                           tc_touch_property_string(TC_PROPERTY_LOCATION), NULL};
        expect_in_format(doc, "| `estimated`, `expecting` |", "\n", n);
    }
    {   /* scroll types (P4) */
        const char *n[] = {tc_scroll_type_string(TC_SCROLL_DISCRETE),
                           tc_scroll_type_string(TC_SCROLL_CONTINUOUS), NULL};
        expect_in_format(doc, "| `allowed_scroll_types` |", "\n", n);
        expect_in_format(doc, "| `kind` | `discrete`, `continuous`", "\n", n);
    }
    {   /* the event kinds a responder handles ... */
        const char *n[] = {tc_event_type_string(TC_EVENT_TOUCHES),
                           tc_event_type_string(TC_EVENT_MOTION),
                           tc_event_type_string(TC_EVENT_REMOTE),
                           tc_event_type_string(TC_EVENT_PRESSES), NULL};
        expect_in_format(doc, "| `handles` | list of ", "\n", n);
        /* ... and router events, in the log's `dropped` kinds */
        const char *r[] = {tc_event_type_string(TC_EVENT_ROUTE), NULL};
        expect_in_format(doc, "| `dropped` | `kind`", "\n", r);
    }
    {
        const char *n[] = {tc_motion_subtype_string(TC_MOTION_SHAKE), NULL};
        expect_in_format(doc, "| `motion` | `shake`", "\n", n);
    }
    {
        const char *n[COUNT(REMOTES) + 1];
        for (size_t i = 0; i < COUNT(REMOTES); i++)
            n[i] = tc_remote_subtype_string((int32_t)REMOTES[i].value);
        n[COUNT(REMOTES)] = NULL;
        expect_in_format(doc, "| `remote` | `play`", "\n", n);
    }
    {
        const char *n[COUNT(PRESSES) + 1];
        for (size_t i = 0; i < COUNT(PRESSES); i++)
            n[i] = tc_press_type_string((int32_t)PRESSES[i].value);
        n[COUNT(PRESSES)] = NULL;
        expect_in_format(doc, "| `press` | `up_arrow`", "\n", n);
    }
    {   /* the log's gesture states (possible is never logged) */
        const char *n[] = {tc_gesture_state_string(TC_GESTURE_BEGAN),
                           tc_gesture_state_string(TC_GESTURE_CHANGED),
                           tc_gesture_state_string(TC_GESTURE_ENDED),
                           tc_gesture_state_string(TC_GESTURE_CANCELLED),
                           tc_gesture_state_string(TC_GESTURE_FAILED), NULL};
        expect_in_format(doc, "| `gesture` | `recognizer`, `state`", "\n", n);
    }
    {   /* recognizer kinds of a scene file (custom ones cannot be written there) */
        const char *n[COUNT(RECOGNIZER_KINDS)];
        size_t k = 0;
        for (size_t i = 0; i < COUNT(RECOGNIZER_KINDS); i++)
            if (RECOGNIZER_KINDS[i].value != TC_RECOGNIZER_CUSTOM)
                n[k++] = tc_recognizer_kind_string((int32_t)RECOGNIZER_KINDS[i].value);
        n[k] = NULL;
        expect_in_format(doc, "| `kind` | `tap`, `long_press`", "\n", n);
    }
    {
        const char *n[] = {tc_swipe_direction_string(TC_SWIPE_RIGHT),
                           tc_swipe_direction_string(TC_SWIPE_LEFT),
                           tc_swipe_direction_string(TC_SWIPE_UP),
                           tc_swipe_direction_string(TC_SWIPE_DOWN), NULL};
        expect_in_format(doc, "| `direction` | `swipe` |", "\n", n);
        const char *e[] = {tc_edge_string(TC_EDGE_TOP), tc_edge_string(TC_EDGE_LEFT),
                           tc_edge_string(TC_EDGE_BOTTOM), tc_edge_string(TC_EDGE_RIGHT), NULL};
        expect_in_format(doc, "| `edges` | `edge_pan` |", "\n", e);
    }
    {   /* control kinds (TC_CONTROL_NONE is "no control" in the format) */
        const char *n[COUNT(CONTROL_KINDS)];
        size_t k = 0;
        for (size_t i = 0; i < COUNT(CONTROL_KINDS); i++)
            if (CONTROL_KINDS[i].value != TC_CONTROL_NONE)
                n[k++] = tc_control_kind_string((int32_t)CONTROL_KINDS[i].value);
        n[k] = NULL;
        expect_in_format(doc, "| `kind` | `button`", "\n", n);
    }
    {
        const char *n[COUNT(CONTROL_EVENTS) + 1];
        for (size_t i = 0; i < COUNT(CONTROL_EVENTS); i++)
            n[i] = tc_control_event_string((uint32_t)CONTROL_EVENTS[i].value);
        n[COUNT(CONTROL_EVENTS)] = NULL;
        expect_in_format(doc, "EVENT is one of", "\n\n", n);
    }
    {   /* hit-trace records of the log */
        const char *n[] = {tc_trace_step_string(TC_TRACE_ENTER),
                           tc_trace_step_string(TC_TRACE_POINT_INSIDE),
                           tc_trace_step_string(TC_TRACE_EXIT), NULL};
        expect_in_format(doc, "With `--trace-hit-test`", "Other rules of the log", n);
    }
}

/* ------------------------------------------------------------------------ */
/* One initialisation convention: TC_<STRUCT>_INIT                          */
/* ------------------------------------------------------------------------ */

static void test_HDR_recognizer_params_init_macro(void **state) {
    (void)state;
    tc_recognizer_params by_macro, by_hand;
    for (int32_t kind = TC_RECOGNIZER_TAP; kind <= TC_RECOGNIZER_HOVER; kind++) {
        memset(&by_macro, 0xA5, sizeof by_macro);
        memset(&by_hand, 0xA5, sizeof by_hand);
        /* an expression: its value is tc_recognizer_params_init's status */
        assert_int_equal(TC_RECOGNIZER_PARAMS_INIT(&by_macro, kind), TC_OK);
        by_hand.size = sizeof by_hand; /* the old way keeps working */
        assert_ok(tc_recognizer_params_init(&by_hand, kind));
        assert_int_equal(by_macro.size, sizeof(tc_recognizer_params));
        assert_int_equal(by_macro.kind, kind);
        assert_memory_equal(&by_macro, &by_hand, sizeof by_macro);
    }
    /* a bad kind: the macro's value is the error, and the size is still set */
    memset(&by_macro, 0, sizeof by_macro);
    assert_int_equal(TC_RECOGNIZER_PARAMS_INIT(&by_macro, 0), TC_ERR_UNKNOWN_ENUM);
    assert_int_equal(TC_RECOGNIZER_PARAMS_INIT(&by_macro, 99), TC_ERR_UNKNOWN_ENUM);
    assert_int_equal(by_macro.size, sizeof(tc_recognizer_params));
    /* the P1/P2 defaults of every kind (UIKit's: an edge pan's leave out the pencil) */
    for (int32_t kind = TC_RECOGNIZER_TAP; kind <= TC_RECOGNIZER_HOVER; kind++) {
        assert_ok(TC_RECOGNIZER_PARAMS_INIT(&by_macro, kind));
        assert_int_equal(by_macro.allowed_touch_types,
                         kind == TC_RECOGNIZER_EDGE_PAN ? TC_TOUCH_TYPES_ALL & ~TC_TOUCH_TYPE_BIT(TC_TOUCH_STYLUS)
                                                        : TC_TOUCH_TYPES_ALL);
        assert_int_equal(by_macro.reserved, 0);
        if (kind == TC_RECOGNIZER_TAP || kind == TC_RECOGNIZER_LONG_PRESS)
            assert_int_equal(by_macro.button_mask_required, TC_BUTTON_PRIMARY);
        if (kind == TC_RECOGNIZER_PAN) assert_int_equal(by_macro.allowed_scroll_types, 0);
    }
    /* usable as a statement; the defaults are UIKit's (G8) */
    tc_recognizer_params *p = &by_macro;
    TC_RECOGNIZER_PARAMS_INIT(p, TC_RECOGNIZER_LONG_PRESS);
    assert_near(p->min_duration, TC_DEFAULT_LONG_PRESS_DURATION);
    /* and the result creates a recognizer */
    tc_scene *s = tct_scene();
    tc_recognizer *r = NULL;
    assert_ok(tc_recognizer_create(s, p, &r));
    tc_recognizer_params back;
    assert_ok(TC_RECOGNIZER_PARAMS_INIT(&back, TC_RECOGNIZER_TAP));
    assert_ok(tc_recognizer_get_params(r, &back));
    assert_int_equal(back.kind, TC_RECOGNIZER_LONG_PRESS);
    assert_ok(tc_scene_destroy(s));
}

/* Every struct whose first field is `uint32_t size` has TC_<STRUCT>_INIT:
 * size set, the rest zero / NULL (or its defaults); and the library accepts
 * each one the macro prepared. */
static void test_HDR_every_growable_struct_has_an_init_macro(void **state) {
    (void)state;
#define FILLED(var) memset(&(var), 0xA5, sizeof(var))
    tc_scene_config config; FILLED(config); TC_SCENE_CONFIG_INIT(&config);
    assert_int_equal(config.size, sizeof config);
    assert_int_equal(config.max_touches, TC_DEFAULT_MAX_TOUCHES);

    tc_touch_sample sample; FILLED(sample); TC_TOUCH_SAMPLE_INIT(&sample);
    assert_int_equal(sample.size, sizeof sample);
    assert_null(sample.window);
    /* P1-P6 fields: their documented defaults */
    assert_int_equal(sample.buttons, TC_BUTTON_PRIMARY);
    assert_true(sample.estimated_properties == 0 && sample.expecting_updates == 0);
    assert_true(sample.reserved2 == 0 && sample.estimation_update_index == 0);
    assert_true(sample.altitude == TC_DEFAULT_ALTITUDE && sample.azimuth == 0);
    assert_null(sample.coalesced);
    assert_null(sample.predicted);
    assert_true(sample.coalesced_count == 0 && sample.predicted_count == 0);

    tc_touch_point point; FILLED(point); TC_TOUCH_POINT_INIT(&point);
    assert_int_equal(point.size, sizeof point);
    assert_true(point.reserved == 0 && point.timestamp == 0 && point.x == 0 && point.y == 0);
    assert_true(point.force == 0 && point.altitude == TC_DEFAULT_ALTITUDE && point.azimuth == 0);

    tc_hover_sample hover; FILLED(hover); TC_HOVER_SAMPLE_INIT(&hover);
    assert_int_equal(hover.size, sizeof hover);
    assert_true(hover.phase == TC_PHASE_BEGAN && hover.id == 0 && hover.reserved == 0);
    assert_int_equal(hover.type, TC_TOUCH_INDIRECT_POINTER);
    assert_true(hover.x == 0 && hover.y == 0 && hover.timestamp == 0 && hover.z_offset == 0);
    assert_true(hover.altitude == TC_DEFAULT_ALTITUDE && hover.azimuth == 0);
    assert_null(hover.window);

    tc_scroll_input scroll; FILLED(scroll); TC_SCROLL_INPUT_INIT(&scroll);
    assert_int_equal(scroll.size, sizeof scroll);
    assert_true(scroll.type == TC_SCROLL_DISCRETE && scroll.phase == TC_PHASE_NONE);
    assert_true(scroll.reserved == 0 && scroll.dx == 0 && scroll.dy == 0);
    assert_true(scroll.x == 0 && scroll.y == 0 && scroll.timestamp == 0);
    assert_null(scroll.window);

    tc_transform_input transform; FILLED(transform); TC_TRANSFORM_INPUT_INIT(&transform);
    assert_int_equal(transform.size, sizeof transform);
    assert_true(transform.phase == TC_PHASE_BEGAN && transform.scale == 1 && transform.rotation == 0);
    assert_true(transform.x == 0 && transform.y == 0 && transform.timestamp == 0);
    assert_null(transform.window);

    tc_touch_update update; FILLED(update); TC_TOUCH_UPDATE_INIT(&update);
    assert_int_equal(update.size, sizeof update);
    assert_true(update.properties == 0 && update.id == 0 && update.estimation_update_index == 0);
    assert_true(update.timestamp == 0 && update.force == 0 && update.azimuth == 0);
    assert_true(update.altitude == TC_DEFAULT_ALTITUDE && update.x == 0 && update.y == 0);
    assert_true(update.remaining == 0 && update.reserved == 0);
    assert_null(update.touch);

    tc_responder_callbacks callbacks; FILLED(callbacks); TC_RESPONDER_CALLBACKS_INIT(&callbacks);
    assert_int_equal(callbacks.size, sizeof callbacks);
    assert_null(callbacks.user_data);
    assert_null(callbacks.hover);
    assert_null(callbacks.estimated_update);

    tc_responder responder; FILLED(responder); TC_RESPONDER_INIT(&responder);
    assert_int_equal(responder.size, sizeof responder);
    assert_int_equal(responder.kind, 0);
    assert_null(responder.view);
    assert_null(responder.controller);

    tc_touches_event touches; FILLED(touches); TC_TOUCHES_EVENT_INIT(&touches);
    assert_int_equal(touches.size, sizeof touches);
    assert_int_equal(touches.phase, 0);
    assert_int_equal(touches.touch_count, 0);
    assert_int_equal(touches.all_touch_count, 0);
    assert_null(touches.touches);
    assert_null(touches.all_touches);
    assert_null(touches.hit_view);
    assert_true(touches.timestamp == 0 && touches.dispatch_time == 0);

    tc_event_info event; FILLED(event); TC_EVENT_INFO_INIT(&event);
    assert_int_equal(event.size, sizeof event);
    assert_true(event.type == 0 && event.subtype == 0 && event.phase == 0 && event.timestamp == 0);

    tc_unhandled_info unhandled; FILLED(unhandled); TC_UNHANDLED_INFO_INIT(&unhandled);
    assert_int_equal(unhandled.size, sizeof unhandled);
    assert_true(unhandled.type == 0 && unhandled.subtype == 0 && unhandled.phase == 0);
    assert_true(unhandled.timestamp == 0 && unhandled.touch_count == 0);
    assert_null(unhandled.touches);
    assert_null(unhandled.route_name);

    tc_touch_info info; FILLED(info); TC_TOUCH_INFO_INIT(&info);
    assert_int_equal(info.size, sizeof info);
    assert_true(info.phase == 0 && info.id == 0 && info.tap_count == 0 && info.type == 0);
    assert_true(info.x == 0 && info.y == 0 && info.prev_x == 0 && info.prev_y == 0);
    assert_true(info.timestamp == 0 && info.force == 0 && info.max_force == 0);
    assert_true(info.major_radius == 0 && info.radius_tolerance == 0);
    assert_null(info.view);
    assert_null(info.window);
    assert_true(info.buttons == 0 && info.estimated_properties == 0 && info.expecting_updates == 0);
    assert_true(info.reserved == 0 && info.estimation_update_index == 0);
    assert_true(info.altitude == 0 && info.azimuth == 0);
    assert_true(info.coalesced_count == 0 && info.predicted_count == 0);

    tc_gesture_details details; FILLED(details); TC_GESTURE_DETAILS_INIT(&details);
    assert_int_equal(details.size, sizeof details);
    assert_true(details.kind == 0 && details.state == 0 && details.touch_count == 0);
    assert_true(details.taps == 0 && details.direction == 0 && details.failure_reason == 0);
    assert_true(details.reserved == 0);
    assert_true(details.x == 0 && details.y == 0 && details.timestamp == 0);
    assert_true(details.translation_x == 0 && details.translation_y == 0);
    assert_true(details.velocity_x == 0 && details.velocity_y == 0);
    assert_true(details.scale == 0 && details.scale_velocity == 0);
    assert_true(details.rotation == 0 && details.rotation_velocity == 0);
    assert_null(details.view);
    assert_null(details.failure_message);
    assert_true(details.altitude == 0 && details.azimuth == 0 && details.z_offset == 0);
    assert_true(details.touch_type == 0 && details.reserved2 == 0);

    tc_recognizer_delegate delegate; FILLED(delegate); TC_RECOGNIZER_DELEGATE_INIT(&delegate);
    assert_int_equal(delegate.size, sizeof delegate);
    assert_null(delegate.should_begin);
    assert_null(delegate.should_receive_touch);
    assert_null(delegate.should_recognize_simultaneously);
    assert_null(delegate.should_require_failure_of);
    assert_null(delegate.should_be_required_to_fail_by);
    assert_null(delegate.user_data);

    tc_control_state control; FILLED(control); TC_CONTROL_STATE_INIT(&control);
    assert_int_equal(control.size, sizeof control);
    assert_true(control.kind == 0 && control.enabled == 0 && control.highlighted == 0);
    assert_true(control.tracking == 0 && control.touch_inside == 0);
    assert_true(control.value == 0 && control.tracking_margin == 0);

    tc_recognizer_params params; FILLED(params);
    assert_ok(TC_RECOGNIZER_PARAMS_INIT(&params, TC_RECOGNIZER_PAN));
    assert_int_equal(params.size, sizeof params);
    assert_int_equal(params.allowed_touch_types, TC_TOUCH_TYPES_ALL);
    assert_int_equal(params.allowed_scroll_types, 0);
    assert_int_equal(params.reserved, 0);
#undef FILLED

    /* the library takes every one of them as prepared */
    tc_scene *s = NULL;
    assert_ok(tc_scene_create(&config, &s));
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 100, 100);
    assert_ok(tc_view_set_responder(v, &callbacks));
    assert_ok(tc_view_next_responder(v, &responder));
    assert_int_equal(responder.kind, TC_RESPONDER_VIEW);
    assert_ptr_equal(responder.view, w);
    tc_recognizer *r = NULL;
    assert_ok(tc_recognizer_create(s, &params, &r));
    assert_ok(tc_recognizer_attach(r, v));
    assert_ok(tc_recognizer_set_delegate(r, &delegate));
    assert_ok(tc_recognizer_get_details(r, &details));
    assert_int_equal(details.kind, TC_RECOGNIZER_PAN);
    assert_string_equal(tc_gesture_state_string(details.state), "possible");
    sample.phase = TC_PHASE_BEGAN;
    sample.id = 7;
    sample.x = 50;
    sample.y = 50;
    assert_ok(tc_scene_push_touch(s, &sample));
    (void)tct_dispatch(s);
    tc_touch *t = NULL;
    assert_ok(tc_scene_find_touch(s, 7, &t));
    assert_ok(tc_touch_get_info(t, &info));
    assert_string_equal(tc_phase_string(info.phase), "began");
    assert_string_equal(tc_touch_type_string(info.type), "direct");
    assert_ptr_equal(info.view, v);
    assert_int_equal(info.buttons, TC_BUTTON_PRIMARY);
    assert_true(info.altitude == TC_DEFAULT_ALTITUDE);
    assert_int_equal(info.coalesced_count, 1);
    assert_int_equal(info.predicted_count, 0);
    /* the other new structs, as prepared, are accepted */
    point.timestamp = 0.01; point.x = 55; point.y = 50;
    sample.phase = TC_PHASE_MOVED;
    sample.x = 60;
    sample.timestamp = 0.02;
    sample.coalesced = &point;
    sample.coalesced_count = 1;
    assert_ok(tc_scene_push_touch(s, &sample));
    hover.id = 1; hover.x = 150; hover.y = 150; hover.timestamp = 0.03;
    assert_ok(tc_scene_push_hover(s, &hover));
    scroll.x = 150; scroll.y = 150; scroll.dy = -10; scroll.timestamp = 0.04;
    assert_ok(tc_scene_push_scroll(s, &scroll));
    transform.x = 150; transform.y = 150; transform.timestamp = 0.05;
    assert_ok(tc_scene_push_transform(s, &transform));
    (void)tct_dispatch(s);
    tc_view *sw = tct_view(s, w, 200, 200, 50, 30);
    assert_ok(tc_view_set_control(sw, TC_CONTROL_SWITCH));
    assert_ok(tc_control_get_state(sw, &control));
    assert_string_equal(tc_control_kind_string(control.kind), "switch");
    assert_ok(tc_scene_destroy(s));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_T1_E1_phase_names),
        cmocka_unit_test(test_T1_touch_type_names),
        cmocka_unit_test(test_P2_button_names),
        cmocka_unit_test(test_P5_touch_property_names),
        cmocka_unit_test(test_P4_scroll_type_names),
        cmocka_unit_test(test_E1_event_type_names),
        cmocka_unit_test(test_E1_event_subtype_names),
        cmocka_unit_test(test_R1_responder_kind_names),
        cmocka_unit_test(test_HDR_view_flag_names),
        cmocka_unit_test(test_H7_trace_step_names),
        cmocka_unit_test(test_H7_trace_step_names_inside_the_observer),
        cmocka_unit_test(test_G2_gesture_state_names),
        cmocka_unit_test(test_G8_recognizer_kind_names),
        cmocka_unit_test(test_G8_swipe_direction_and_edge_names),
        cmocka_unit_test(test_G8_failure_reason_names),
        cmocka_unit_test(test_C1_control_kind_names),
        cmocka_unit_test(test_C1_control_event_names),
        cmocka_unit_test(test_C1_control_event_names_inside_a_target),
        cmocka_unit_test(test_HDR_names_are_the_format_spellings),
        cmocka_unit_test(test_HDR_recognizer_params_init_macro),
        cmocka_unit_test(test_HDR_every_growable_struct_has_an_init_macro),
    };
    return cmocka_run_group_tests_name("names", tests, NULL, NULL);
}

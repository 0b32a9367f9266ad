/*
 * Host mistakes the engine must survive, and host code that changes what it is asked about
 * (the contracts audit): grown structs whose `size` ends partway through a later version, and
 * callbacks that detach, move, disable or destroy the recognizer (or its view) they are asked
 * about. Each test is named after the rule it keeps (docs/BEHAVIOUR.md; HDR: the header's
 * "Structs that can grow").
 */
#include <stdint.h>
#include <string.h>

#include "tc_gesture_log.h"

/* ======================================================================================= */
/* 1. Grown structs: a size ending inside a later version reads (writes) none of it        */
/* ======================================================================================= */

/* The header's rule: a size is taken as the largest version it wholly covers; the fields of a
 * version it ends inside (partway through a field, or between two of them) are neither read nor
 * written. Each version starts at the field a "since ..." comment names; the sizes below end
 * one byte and four bytes into each field of a later version (and, for a field of 8 bytes or
 * more, one byte before its end). */

/* The sizes a test tries for a later version [from, to): 1 and 4 bytes into each field, and
 * one byte before each field's end, for the fields at `offsets` (ascending, then `to`). */
static size_t partial_sizes(const size_t *offsets, size_t n, size_t to, uint32_t *out, size_t cap) {
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        size_t end = i + 1 < n ? offsets[i + 1] : to;
        size_t tries[3] = {offsets[i] + 1, offsets[i] + 4, end - 1};
        for (int j = 0; j < 3; j++) {
            if (tries[j] <= offsets[i] || tries[j] >= to) continue;
            int dup = 0;
            for (size_t q = 0; q < k; q++) dup |= out[q] == (uint32_t)tries[j];
            if (!dup && k < cap) out[k++] = (uint32_t)tries[j];
        }
    }
    return k;
}

/* ---- tc_recognizer_delegate: should_receive_event ---- */

static int g_sre_calls;
static int32_t counting_should_receive_event(tc_recognizer *r, int32_t type, void *ud) {
    (void)r; (void)type; (void)ud;
    g_sre_calls++;
    return 1;
}

/* A delegate whose size ends inside should_receive_event (the engine once copied half the
 * pointer and then called it: SIGSEGV) is accepted as a first-version delegate: the callback
 * is never called and the tap recognizes. */
static void test_HDR_delegate_size_inside_should_receive_event_reads_none_of_it(void **state) {
    (void)state;
    const size_t off = offsetof(tc_recognizer_delegate, should_receive_event);
    uint32_t sizes[8];
    size_t n = partial_sizes(&off, 1, sizeof(tc_recognizer_delegate), sizes, 8);
    assert_true(n >= 2);
    for (size_t k = 0; k <= n; k++) {
        const int whole = k == n;   /* the control: this header's size */
        tc_scene *s = tct_scene();
        tc_view *w = tct_window(s, 0, 0, 320, 480);
        tc_view *v = tct_view(s, w, 0, 0, 100, 100);
        tgl_reset();
        tc_recognizer *tap = tgl_make_kind(s, v, TC_RECOGNIZER_TAP, "tap");
        tc_recognizer_delegate d;
        TC_RECOGNIZER_DELEGATE_INIT(&d);
        d.should_receive_event = counting_should_receive_event;
        d.size = whole ? (uint32_t)sizeof d : sizes[k];
        assert_ok(tc_recognizer_set_delegate(tap, &d));
        g_sre_calls = 0;
        TGL_PUSH(s, TC_PHASE_BEGAN, 1, 50, 50, 0);
        TGL_PUSH(s, TC_PHASE_ENDED, 1, 50, 50, 0.05);
        (void)tct_dispatch(s);
        assert_int_equal(g_sre_calls, whole ? 1 : 0);
        assert_int_equal(tgl_last("tap", TC_GESTURE_ENDED)->action_calls, 1);
        assert_ok(tc_scene_destroy(s));
    }
}

/* ---- tc_responder_callbacks: hover, estimated_update ---- */

static int g_hover_calls, g_update_calls;
static void counting_hover(const tc_responder *r, const tc_hover_event *e, void *ud) {
    (void)r; (void)e; (void)ud;
    g_hover_calls++;
}
static void counting_update(const tc_responder *r, const tc_touch_update *u, void *ud) {
    (void)r; (void)u; (void)ud;
    g_update_calls++;
}

enum { RESP_VIEW, RESP_APP, RESP_APP_DELEGATE, RESP_CONTROLLER, RESP_COUNT };

/* Callbacks with a size ending inside hover or estimated_update (the engine once called the
 * half-copied pointer: SIGSEGV) are accepted as the first version's: neither is called, on a
 * view, the application, the app delegate or a controller. A hover crosses the view and an
 * estimated update walks the chain from it (view, controller, window, application, app
 * delegate); with this header's size the responder that was given them hears them. */
static void test_HDR_responder_size_inside_hover_or_estimated_update_reads_none_of_them(void **state) {
    (void)state;
    const size_t offs[2] = {offsetof(tc_responder_callbacks, hover),
                            offsetof(tc_responder_callbacks, estimated_update)};
    uint32_t sizes[12];
    size_t n = partial_sizes(offs, 2, sizeof(tc_responder_callbacks), sizes, 12);
    assert_true(n >= 4);
    for (int who = 0; who < RESP_COUNT; who++) {
        for (size_t k = 0; k <= n; k++) {
            const int whole = k == n;
            tc_scene *s = tct_scene();
            tc_view *w = tct_window(s, 0, 0, 320, 480);
            tc_view *v = tct_view(s, w, 0, 0, 100, 100);
            tc_controller *c = NULL;
            assert_ok(tc_controller_create(s, &c));
            assert_ok(tc_controller_set_view(c, v));
            tc_responder_callbacks cb;
            TC_RESPONDER_CALLBACKS_INIT(&cb);
            cb.hover = counting_hover;
            cb.estimated_update = counting_update;
            cb.size = whole ? (uint32_t)sizeof cb : sizes[k];
            switch (who) {
            case RESP_VIEW: assert_ok(tc_view_set_responder(v, &cb)); break;
            case RESP_APP: assert_ok(tc_scene_set_app_responder(s, &cb)); break;
            case RESP_APP_DELEGATE: assert_ok(tc_scene_set_app_delegate(s, &cb)); break;
            default: assert_ok(tc_controller_set_responder(c, &cb)); break;
            }
            g_hover_calls = g_update_calls = 0;
            tc_hover_sample h;
            TC_HOVER_SAMPLE_INIT(&h);
            h.phase = TC_PHASE_BEGAN; h.id = 1; h.x = 50; h.y = 50; h.timestamp = 0;
            assert_ok(tc_scene_push_hover(s, &h));
            h.phase = TC_PHASE_ENDED; h.timestamp = 0.01;
            assert_ok(tc_scene_push_hover(s, &h));
            tc_touch_sample t = tct_sample(TC_PHASE_BEGAN, 7, 50, 50, 0.02);
            t.type = TC_TOUCH_STYLUS;
            t.estimated_properties = TC_PROPERTY_FORCE;
            t.expecting_updates = TC_PROPERTY_FORCE;
            t.estimation_update_index = 3;
            assert_ok(tc_scene_push_touch(s, &t));
            tc_touch_update u;
            TC_TOUCH_UPDATE_INIT(&u);
            u.id = 7; u.estimation_update_index = 3; u.properties = TC_PROPERTY_FORCE;
            u.force = 0.5; u.timestamp = 0.03;
            assert_ok(tc_scene_push_touch_update(s, &u));
            (void)tct_dispatch(s);
            /* hovers reach views only (controllers and the application ignore `hover`) */
            if (whole && who == RESP_VIEW) assert_true(g_hover_calls > 0);
            else assert_int_equal(g_hover_calls, 0);
            assert_int_equal(g_update_calls, whole ? 1 : 0);
            assert_ok(tc_scene_destroy(s));
        }
    }
}

/* ---- tc_recognizer_params: allowed_touch_types ... | tap_duration | requires_exclusive_touch_type ---- */

/* Every field of `p` set away from the kind's defaults (a valid value each). */
static tc_recognizer_params odd_tap_params(void) {
    tc_recognizer_params p = tgl_params(TC_RECOGNIZER_TAP);
    p.allowed_touch_types = TC_TOUCH_TYPE_BIT(TC_TOUCH_DIRECT);
    p.button_mask_required = TC_BUTTON_SECONDARY;
    p.allowed_scroll_types = 0;
    p.tap_duration = 7.25;
    p.requires_exclusive_touch_type = 0;
    return p;
}

static int params_equal(const tc_recognizer_params *a, const tc_recognizer_params *b) {
    return a->allowed_touch_types == b->allowed_touch_types && a->button_mask_required == b->button_mask_required
        && a->allowed_scroll_types == b->allowed_scroll_types && a->tap_duration == b->tap_duration
        && a->requires_exclusive_touch_type == b->requires_exclusive_touch_type
        && a->taps_required == b->taps_required && a->tap_interval == b->tap_interval;
}

/* The end of a struct's field: a version ends where its last field ends (the header's "Structs
 * that can grow"), not where the next version's first field begins. */
#define FIELD_END(T, f) (offsetof(T, f) + sizeof(((T *)0)->f))

/* The version a size of tc_recognizer_params reaches (the header's "since" markers). */
static uint32_t params_version(uint32_t size) {
    const size_t v[] = {FIELD_END(tc_recognizer_params, enabled), FIELD_END(tc_recognizer_params, reserved),
                        FIELD_END(tc_recognizer_params, tap_duration),
                        FIELD_END(tc_recognizer_params, requires_exclusive_touch_type)};
    uint32_t best = 0;
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++)
        if (v[i] <= size) best = (uint32_t)v[i];
    return best;
}

/* Parameters whose size ends inside a later version read as the version before it: a
 * recognizer created (or set) from them has the same parameters as one given exactly that
 * version's size; tc_recognizer_get_params and tc_recognizer_params_init with such a size
 * write nothing of the partial version (its bytes keep what the caller had there). */
static void test_HDR_params_size_inside_a_later_version_reads_and_writes_none_of_it(void **state) {
    (void)state;
    const size_t offs[] = {offsetof(tc_recognizer_params, allowed_touch_types),
                           offsetof(tc_recognizer_params, button_mask_required),
                           offsetof(tc_recognizer_params, allowed_scroll_types),
                           offsetof(tc_recognizer_params, reserved),
                           offsetof(tc_recognizer_params, tap_duration),
                           offsetof(tc_recognizer_params, requires_exclusive_touch_type)};
    uint32_t sizes[32];
    size_t n = partial_sizes(offs, sizeof offs / sizeof offs[0], sizeof(tc_recognizer_params), sizes, 32);
    assert_true(n >= 10);
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    for (size_t k = 0; k < n; k++) {
        const uint32_t size = sizes[k], version = params_version(size);
        if (version == size) continue;   /* a size at a version's end is that whole version */
        tc_recognizer_params p = odd_tap_params(), q = odd_tap_params();
        p.size = size;
        q.size = version;
        tc_recognizer *a = NULL, *b = NULL;
        assert_ok(tc_recognizer_create(s, &p, &a));
        assert_ok(tc_recognizer_create(s, &q, &b));
        assert_ok(tc_recognizer_attach(a, w));
        assert_ok(tc_recognizer_set_params(b, &p));   /* set_params reads as create does */
        tc_recognizer_params ga = tgl_params(TC_RECOGNIZER_TAP), gb = tgl_params(TC_RECOGNIZER_TAP);
        assert_ok(tc_recognizer_get_params(a, &ga));
        assert_ok(tc_recognizer_get_params(b, &gb));
        if (!params_equal(&ga, &gb)) fail_msg("params of size %u read differently from its version's %u", size, version);
        /* out: the partial version's bytes are left alone */
        union { tc_recognizer_params p; unsigned char bytes[sizeof(tc_recognizer_params)]; } u;
        for (int call = 0; call < 2; call++) {
            memset(u.bytes, 0xAB, sizeof u.bytes);
            u.p.size = size;
            if (call == 0) assert_ok(tc_recognizer_get_params(a, &u.p));
            else assert_ok(tc_recognizer_params_init(&u.p, TC_RECOGNIZER_TAP));
            assert_int_equal(u.p.size, size);
            for (size_t i = version; i < sizeof u.bytes; i++)
                if (u.bytes[i] != 0xAB) fail_msg("byte %zu written with size %u (version %u)", i, size, version);
        }
        assert_ok(tc_recognizer_destroy(a));
        assert_ok(tc_recognizer_destroy(b));
    }
    assert_ok(tc_scene_destroy(s));
}

/* ---- tc_scene_config: tap_duration ---- */

/* A scene config whose size ends inside tap_duration is accepted with the default. */
static void test_HDR_scene_config_size_inside_tap_duration_is_the_first_version(void **state) {
    (void)state;
    const size_t off = offsetof(tc_scene_config, tap_duration);
    uint32_t sizes[8];
    size_t n = partial_sizes(&off, 1, sizeof(tc_scene_config), sizes, 8);
    assert_true(n >= 2);
    for (size_t k = 0; k < n; k++) {
        tc_scene_config c;
        TC_SCENE_CONFIG_INIT(&c);
        memset(&c.tap_duration, 0xFF, sizeof c.tap_duration);   /* a NaN: refused were it read */
        c.size = sizes[k];
        tc_scene *s = NULL;
        assert_ok(tc_scene_create(&c, &s));
        assert_ok(tc_scene_destroy(s));
    }
}

/* ---- tc_touch_sample: buttons ... predicted_count ---- */

/* A touch sample whose size ends anywhere inside its input-kinds fields is a first-version
 * sample: every one of them takes its default (here: a secondary-button pointer's buttons read
 * as the primary button, a NaN altitude is not looked at, the coalesced points are none). */
static void test_HDR_touch_sample_size_inside_the_input_kinds_fields_reads_none_of_them(void **state) {
    (void)state;
    const size_t offs[] = {offsetof(tc_touch_sample, buttons), offsetof(tc_touch_sample, estimated_properties),
                           offsetof(tc_touch_sample, expecting_updates), offsetof(tc_touch_sample, reserved2),
                           offsetof(tc_touch_sample, estimation_update_index), offsetof(tc_touch_sample, altitude),
                           offsetof(tc_touch_sample, azimuth), offsetof(tc_touch_sample, coalesced),
                           offsetof(tc_touch_sample, coalesced_count), offsetof(tc_touch_sample, predicted),
                           offsetof(tc_touch_sample, predicted_count)};
    uint32_t sizes[40];
    size_t n = partial_sizes(offs, sizeof offs / sizeof offs[0], sizeof(tc_touch_sample), sizes, 40);
    assert_true(n >= 20);
    for (size_t k = 0; k < n; k++) {
        tc_scene *s = tct_scene();
        tct_window(s, 0, 0, 320, 480);
        tc_touch_sample t = tct_sample(TC_PHASE_BEGAN, 1, 10, 10, 0);
        t.type = TC_TOUCH_INDIRECT_POINTER;
        t.buttons = TC_BUTTON_SECONDARY;
        t.estimated_properties = 0x10;   /* unknown bit: refused were it read */
        t.reserved2 = 1;                 /* likewise */
        t.altitude = NAN;
        t.coalesced = (const tc_touch_point *)(uintptr_t)0x10;   /* never to be read */
        t.coalesced_count = 3;
        t.predicted = (const tc_touch_point *)(uintptr_t)0x10;
        t.predicted_count = 2;
        t.size = sizes[k];
        assert_ok(tc_scene_push_touch(s, &t));
        (void)tct_dispatch(s);
        tc_touch_info i = tct_touch_info(s, 1);
        assert_int_equal(i.buttons, TC_BUTTON_PRIMARY);
        assert_int_equal(i.estimated_properties, 0);
        assert_near(i.altitude, TC_DEFAULT_ALTITUDE);
        assert_ok(tc_scene_destroy(s));
    }
}

/* ---- tc_scroll_params: nested | transfers | pointer_drag_scrolling, reserved ---- */

static uint32_t scroll_version(uint32_t size) {
    const size_t v[] = {FIELD_END(tc_scroll_params, deceleration_rate), FIELD_END(tc_scroll_params, nested),
                        FIELD_END(tc_scroll_params, transfers_vertical_scrolling_to_parent),
                        FIELD_END(tc_scroll_params, reserved), FIELD_END(tc_scroll_params, bounces_vertically)};
    uint32_t best = 0;
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++)
        if (v[i] <= size) best = (uint32_t)v[i];
    return best;
}

/* Scroll parameters whose size ends inside a later version read as the version before it,
 * and tc_view_get_scroll writes none of it. */
static void test_HDR_scroll_params_size_inside_a_later_version_reads_and_writes_none_of_it(void **state) {
    (void)state;
    const size_t offs[] = {offsetof(tc_scroll_params, nested),
                           offsetof(tc_scroll_params, transfers_horizontal_scrolling_to_parent),
                           offsetof(tc_scroll_params, transfers_vertical_scrolling_to_parent),
                           offsetof(tc_scroll_params, pointer_drag_scrolling), offsetof(tc_scroll_params, reserved),
                           offsetof(tc_scroll_params, bounces_horizontally),
                           offsetof(tc_scroll_params, bounces_vertically)};
    uint32_t sizes[24];
    size_t n = partial_sizes(offs, sizeof offs / sizeof offs[0], sizeof(tc_scroll_params), sizes, 24);
    assert_true(n >= 6);
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *a = tct_view(s, w, 0, 0, 100, 100), *b = tct_view(s, w, 100, 0, 100, 100);
    for (size_t k = 0; k < n; k++) {
        const uint32_t size = sizes[k], version = scroll_version(size);
        if (version == size) continue;   /* a size at a version's end is that whole version */
        tc_scroll_params p;
        TC_SCROLL_PARAMS_INIT(&p);
        p.nested = TC_SCROLL_NESTED_HANDOFF;
        p.transfers_horizontal_scrolling_to_parent = 0;
        p.transfers_vertical_scrolling_to_parent = 0;
        p.pointer_drag_scrolling = 1;
        p.bounces_horizontally = 0;
        p.bounces_vertically = 0;
        p.size = size;
        assert_ok(tc_view_set_scroll(a, &p));
        p.size = version;
        assert_ok(tc_view_set_scroll(b, &p));
        tc_scroll_params ga, gb;
        TC_SCROLL_PARAMS_INIT(&ga);
        TC_SCROLL_PARAMS_INIT(&gb);
        assert_ok(tc_view_get_scroll(a, &ga));
        assert_ok(tc_view_get_scroll(b, &gb));
        assert_int_equal(ga.nested, gb.nested);
        assert_int_equal(ga.transfers_horizontal_scrolling_to_parent, gb.transfers_horizontal_scrolling_to_parent);
        assert_int_equal(ga.transfers_vertical_scrolling_to_parent, gb.transfers_vertical_scrolling_to_parent);
        assert_int_equal(ga.pointer_drag_scrolling, gb.pointer_drag_scrolling);
        assert_int_equal(ga.bounces, gb.bounces);
        assert_int_equal(ga.bounces_horizontally, gb.bounces_horizontally);
        assert_int_equal(ga.bounces_vertically, gb.bounces_vertically);
        union { tc_scroll_params p; unsigned char bytes[sizeof(tc_scroll_params)]; } u;
        memset(u.bytes, 0xAB, sizeof u.bytes);
        u.p.size = size;
        assert_ok(tc_view_get_scroll(a, &u.p));
        for (size_t i = version; i < sizeof u.bytes; i++)
            if (u.bytes[i] != 0xAB) fail_msg("byte %zu written with size %u (version %u)", i, size, version);
    }
    assert_ok(tc_scene_destroy(s));
}

/* ---- outputs: tc_touch_info, tc_gesture_details ---- */

/* tc_touch_get_info and tc_recognizer_get_details with a size ending inside their input-kinds
 * fields write none of them (the caller's bytes there stay as they were). */
static void test_HDR_touch_info_and_details_size_inside_a_later_version_writes_none_of_it(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_recognizer *tap = tgl_make_kind(s, w, TC_RECOGNIZER_TAP, "tap");
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 10, 10, 0);
    (void)tct_dispatch(s);
    tc_touch *t = NULL;
    assert_ok(tc_scene_find_touch(s, 1, &t));
    const size_t info_offs[] = {offsetof(tc_touch_info, buttons), offsetof(tc_touch_info, estimated_properties),
                                offsetof(tc_touch_info, expecting_updates), offsetof(tc_touch_info, reserved),
                                offsetof(tc_touch_info, estimation_update_index), offsetof(tc_touch_info, altitude),
                                offsetof(tc_touch_info, azimuth), offsetof(tc_touch_info, coalesced_count),
                                offsetof(tc_touch_info, predicted_count)};
    uint32_t sizes[32];
    size_t n = partial_sizes(info_offs, sizeof info_offs / sizeof info_offs[0], sizeof(tc_touch_info), sizes, 32);
    assert_true(n >= 10);
    union { tc_touch_info i; tc_gesture_details d; unsigned char bytes[512]; } u;
    for (size_t k = 0; k < n; k++) {
        memset(u.bytes, 0xAB, sizeof u.bytes);
        u.i.size = sizes[k];
        assert_ok(tc_touch_get_info(t, &u.i));
        assert_int_equal(u.i.id, 1);
        for (size_t i = info_offs[0]; i < sizeof u.bytes; i++)
            if (u.bytes[i] != 0xAB) fail_msg("touch info byte %zu written with size %u", i, sizes[k]);
    }
    const size_t det_offs[] = {offsetof(tc_gesture_details, altitude), offsetof(tc_gesture_details, azimuth),
                               offsetof(tc_gesture_details, z_offset), offsetof(tc_gesture_details, touch_type),
                               offsetof(tc_gesture_details, reserved2)};
    n = partial_sizes(det_offs, sizeof det_offs / sizeof det_offs[0], sizeof(tc_gesture_details), sizes, 32);
    assert_true(n >= 5);
    for (size_t k = 0; k < n; k++) {
        memset(u.bytes, 0xAB, sizeof u.bytes);
        u.d.size = sizes[k];
        assert_ok(tc_recognizer_get_details(tap, &u.d));
        assert_int_equal(u.d.kind, TC_RECOGNIZER_TAP);
        for (size_t i = det_offs[0]; i < sizeof u.bytes; i++)
            if (u.bytes[i] != 0xAB) fail_msg("details byte %zu written with size %u", i, sizes[k]);
    }
    assert_ok(tc_scene_destroy(s));
}

/* ---- tc_scroll_params: its versions end with their last fields ---- */

/* The third version's sizeof (112 with 64-bit doubles) ends between the fourth version's two
 * fields, in the padding after the transfers where pointer_drag_scrolling now lies: neither
 * tc_view_get_scroll nor tc_view_set_scroll touches pointer_drag_scrolling there (the engine
 * once wrote it: its writer counted that padding as the third version's). A size reaching the
 * end of `reserved` reads it; one holding both transfers whole (ending with them) reads them. */
static void test_HDR_scroll_params_versions_end_with_their_last_field(void **state) {
    (void)state;
    const uint32_t transfers_end = (uint32_t)FIELD_END(tc_scroll_params, transfers_vertical_scrolling_to_parent);
    const uint32_t third_sizeof = (uint32_t)offsetof(tc_scroll_params, reserved);   /* with its tail padding */
    const uint32_t fourth_end = (uint32_t)FIELD_END(tc_scroll_params, reserved);
    assert_true(third_sizeof > transfers_end && third_sizeof < fourth_end);
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 100, 100);
    tc_scroll_params p;
    TC_SCROLL_PARAMS_INIT(&p);
    p.pointer_drag_scrolling = 1;
    assert_ok(tc_view_set_scroll(v, &p));
    /* out: the third version's size writes the transfers and leaves pointer_drag_scrolling */
    union { tc_scroll_params p; unsigned char bytes[sizeof(tc_scroll_params) + 16]; } u;
    memset(u.bytes, 0xAB, sizeof u.bytes);
    u.p.size = third_sizeof;
    assert_ok(tc_view_get_scroll(v, &u.p));
    assert_int_equal(u.p.size, third_sizeof);
    assert_int_equal(u.p.transfers_vertical_scrolling_to_parent, 1);
    for (size_t i = transfers_end; i < sizeof u.bytes; i++)
        if (u.bytes[i] != 0xAB) fail_msg("byte %zu written with size %u", i, third_sizeof);
    /* in: sizes from the end of the transfers up to the end of `reserved` */
    for (uint32_t size = transfers_end; size <= fourth_end; size++) {
        tc_scroll_params q;
        TC_SCROLL_PARAMS_INIT(&q);
        assert_ok(tc_view_set_scroll(v, &q));   /* back to the defaults */
        q.transfers_horizontal_scrolling_to_parent = 0;
        q.transfers_vertical_scrolling_to_parent = 0;
        q.pointer_drag_scrolling = 1;
        q.size = size;
        assert_ok(tc_view_set_scroll(v, &q));
        tc_scroll_params g;
        TC_SCROLL_PARAMS_INIT(&g);
        assert_ok(tc_view_get_scroll(v, &g));
        assert_int_equal(g.transfers_horizontal_scrolling_to_parent, 0);   /* both whole: read */
        assert_int_equal(g.transfers_vertical_scrolling_to_parent, 0);
        if (g.pointer_drag_scrolling != (size == fourth_end ? 1 : 0))
            fail_msg("size %u: pointer_drag_scrolling read as %d", size, g.pointer_drag_scrolling);
    }
    assert_ok(tc_scene_destroy(s));
}

/* ---- every grown struct: reader and writer take the same versions ---- */

/* A field of a later version, and up to ten of them per version. */
typedef struct { size_t off, len; } hdr_field;
#define HF(T, f) {offsetof(T, f), sizeof(((T *)0)->f)}
typedef struct { hdr_field f[10]; } hdr_version;

/* A grown struct: where its first version ends, its later versions' fields (a version ends with
 * its last field), a writer (a getter filling `out`, whose size the caller set) and, where
 * the struct is also read, a reader that applies a struct of `size` bytes whose later versions'
 * fields all differ from their defaults and says which versions took (bit k: version k + 2). */
typedef struct {
    const char *name;
    size_t first_end;
    size_t struct_size;
    hdr_version later[4];
    int n_later;
    int32_t (*write)(void *out);
    uint32_t (*read)(uint32_t size, int32_t *status);
} hdr_struct;

static tc_scene *g_hs;
static tc_view *g_hs_view;
static tc_recognizer *g_hs_tap;
static tc_touch *g_hs_touch;

static size_t version_end(const hdr_version *v) {
    size_t end = 0;
    for (int i = 0; i < 10 && v->f[i].len; i++)
        if (v->f[i].off + v->f[i].len > end) end = v->f[i].off + v->f[i].len;
    return end;
}

/* The later versions a size wholly covers (0: the first only; -1: below the first). */
static int versions_covered(const hdr_struct *h, size_t size) {
    if (size < h->first_end) return -1;
    int n = 0;
    for (int k = 0; k < h->n_later; k++)
        if (version_end(&h->later[k]) <= size) n = k + 1;
    return n;
}

static int32_t hs_get_scroll(void *out) { return tc_view_get_scroll(g_hs_view, out); }
static int32_t hs_get_params(void *out) { return tc_recognizer_get_params(g_hs_tap, out); }
static int32_t hs_params_init(void *out) { return tc_recognizer_params_init(out, TC_RECOGNIZER_TAP); }
static int32_t hs_touch_info(void *out) { return tc_touch_get_info(g_hs_touch, out); }
static int32_t hs_details(void *out) { return tc_recognizer_get_details(g_hs_tap, out); }

static uint32_t hs_set_scroll(uint32_t size, int32_t *status) {
    union { tc_scroll_params p; unsigned char bytes[sizeof(tc_scroll_params) + 16]; } u;
    memset(u.bytes, 0, sizeof u.bytes);
    TC_SCROLL_PARAMS_INIT(&u.p);
    assert_ok(tc_view_set_scroll(g_hs_view, &u.p));   /* back to the defaults */
    u.p.nested = TC_SCROLL_NESTED_HANDOFF;
    u.p.transfers_horizontal_scrolling_to_parent = 0;
    u.p.transfers_vertical_scrolling_to_parent = 0;
    u.p.pointer_drag_scrolling = 1;
    u.p.bounces_horizontally = 0;
    u.p.bounces_vertically = 0;
    u.p.size = size;
    *status = tc_view_set_scroll(g_hs_view, &u.p);
    tc_scroll_params g;
    TC_SCROLL_PARAMS_INIT(&g);
    assert_ok(tc_view_get_scroll(g_hs_view, &g));
    uint32_t took = 0;
    if (g.nested == TC_SCROLL_NESTED_HANDOFF) took |= 1u;
    if (g.transfers_horizontal_scrolling_to_parent == 0) took |= 2u;
    if ((g.transfers_vertical_scrolling_to_parent == 0) != ((took & 2u) != 0)) fail_msg("size %u: half the transfers read", size);
    if (g.pointer_drag_scrolling == 1) took |= 4u;
    if (g.bounces == 0) took |= 8u;   /* both axes 0: `bounces` (left 1) reads 0 */
    return took;
}

static uint32_t params_took(const tc_recognizer_params *g) {
    uint32_t took = 0;
    if (g->allowed_touch_types == TC_TOUCH_TYPE_BIT(TC_TOUCH_DIRECT)) took |= 1u;
    if ((g->button_mask_required == TC_BUTTON_SECONDARY) != ((took & 1u) != 0)) fail_msg("half the input kinds' fields read");
    if (g->tap_duration == 7.25) took |= 2u;
    if (g->requires_exclusive_touch_type == 0) took |= 4u;
    return took;
}

/* Created from the struct, and set on a recognizer from it: the same versions both ways. */
static uint32_t hs_create_params(uint32_t size, int32_t *status) {
    union { tc_recognizer_params p; unsigned char bytes[sizeof(tc_recognizer_params) + 16]; } u;
    memset(u.bytes, 0, sizeof u.bytes);
    u.p = odd_tap_params();
    u.p.size = size;
    tc_recognizer *r = NULL;
    *status = tc_recognizer_create(g_hs, &u.p, &r);
    tc_recognizer *b = NULL;
    tc_recognizer_params base = tgl_params(TC_RECOGNIZER_TAP);
    assert_ok(tc_recognizer_create(g_hs, &base, &b));
    int32_t set_status = tc_recognizer_set_params(b, &u.p);
    assert_int_equal(set_status, *status);
    uint32_t took = 0;
    if (*status == TC_OK) {
        tc_recognizer_params g = tgl_params(TC_RECOGNIZER_TAP), h = tgl_params(TC_RECOGNIZER_TAP);
        assert_ok(tc_recognizer_get_params(r, &g));
        assert_ok(tc_recognizer_get_params(b, &h));
        took = params_took(&g);
        if (params_took(&h) != took) fail_msg("size %u: create and set_params read different versions", size);
        assert_ok(tc_recognizer_destroy(r));
    }
    assert_ok(tc_recognizer_destroy(b));
    return took;
}

/* Every size from one byte below the first version to past this header's struct: a writer
 * refuses a size below the first version and otherwise writes exactly the fields of the
 * versions the size wholly covers (the bytes from the end of the last of them on are left as
 * they were, padding included; a struct of this header's size or more is written whole, its
 * tail padding too, and nothing past it); a reader takes exactly those
 * versions. So reader and writer agree, and agree with the header's rule, at every size. */
static void test_HDR_every_grown_struct_reads_and_writes_the_versions_its_size_covers(void **state) {
    (void)state;
    g_hs = tct_scene();
    tc_view *w = tct_window(g_hs, 0, 0, 320, 480);
    g_hs_view = tct_view(g_hs, w, 0, 0, 100, 100);
    tc_scroll_params sp;
    TC_SCROLL_PARAMS_INIT(&sp);
    assert_ok(tc_view_set_scroll(g_hs_view, &sp));
    g_hs_tap = tgl_make_kind(g_hs, w, TC_RECOGNIZER_TAP, "tap");
    TGL_PUSH(g_hs, TC_PHASE_BEGAN, 1, 150, 150, 0);
    (void)tct_dispatch(g_hs);
    assert_ok(tc_scene_find_touch(g_hs, 1, &g_hs_touch));
    const hdr_struct structs[] = {
        {"tc_scroll_params", FIELD_END(tc_scroll_params, deceleration_rate), sizeof(tc_scroll_params),
         {{{HF(tc_scroll_params, nested)}},
          {{HF(tc_scroll_params, transfers_horizontal_scrolling_to_parent),
            HF(tc_scroll_params, transfers_vertical_scrolling_to_parent)}},
          {{HF(tc_scroll_params, pointer_drag_scrolling), HF(tc_scroll_params, reserved)}},
          {{HF(tc_scroll_params, bounces_horizontally), HF(tc_scroll_params, bounces_vertically)}}},
         4, hs_get_scroll, hs_set_scroll},
        {"tc_recognizer_params (get)", FIELD_END(tc_recognizer_params, enabled), sizeof(tc_recognizer_params),
         {{{HF(tc_recognizer_params, allowed_touch_types), HF(tc_recognizer_params, button_mask_required),
            HF(tc_recognizer_params, allowed_scroll_types), HF(tc_recognizer_params, reserved)}},
          {{HF(tc_recognizer_params, tap_duration)}},
          {{HF(tc_recognizer_params, requires_exclusive_touch_type)}}},
         3, hs_get_params, hs_create_params},
        {"tc_recognizer_params (init)", FIELD_END(tc_recognizer_params, enabled), sizeof(tc_recognizer_params),
         {{{HF(tc_recognizer_params, allowed_touch_types), HF(tc_recognizer_params, button_mask_required),
            HF(tc_recognizer_params, allowed_scroll_types), HF(tc_recognizer_params, reserved)}},
          {{HF(tc_recognizer_params, tap_duration)}},
          {{HF(tc_recognizer_params, requires_exclusive_touch_type)}}},
         3, hs_params_init, NULL},
        {"tc_touch_info", FIELD_END(tc_touch_info, window), sizeof(tc_touch_info),
         {{{HF(tc_touch_info, buttons), HF(tc_touch_info, estimated_properties), HF(tc_touch_info, expecting_updates),
            HF(tc_touch_info, reserved), HF(tc_touch_info, estimation_update_index), HF(tc_touch_info, altitude),
            HF(tc_touch_info, azimuth), HF(tc_touch_info, coalesced_count), HF(tc_touch_info, predicted_count)}}},
         1, hs_touch_info, NULL},
        {"tc_gesture_details", FIELD_END(tc_gesture_details, failure_message), sizeof(tc_gesture_details),
         {{{HF(tc_gesture_details, altitude), HF(tc_gesture_details, azimuth), HF(tc_gesture_details, z_offset),
            HF(tc_gesture_details, touch_type), HF(tc_gesture_details, reserved2)}}},
         1, hs_details, NULL},
    };
    enum { SLACK = 16 };
    for (size_t n = 0; n < sizeof structs / sizeof structs[0]; n++) {
        const hdr_struct *h = &structs[n];
        for (size_t size = h->first_end - 1; size <= h->struct_size + SLACK; size++) {
            const int covered = versions_covered(h, size);
            size_t written_end = covered <= 0 ? h->first_end : version_end(&h->later[covered - 1]);
            /* this header's size or more: the struct is written whole (its tail padding too) */
            if (size >= h->struct_size) written_end = h->struct_size;
            /* the writer, twice over different fills */
            unsigned char run[2][512];
            for (int r = 0; r < 2; r++) {
                const unsigned char fill = r ? 0x54 : 0xAB;
                memset(run[r], fill, sizeof run[r]);
                const uint32_t sz = (uint32_t)size;
                memcpy(run[r], &sz, sizeof sz);
                const int32_t st = h->write(run[r]);
                if (covered < 0) {
                    if (st != TC_ERR_STRUCT_SIZE) fail_msg("%s: size %zu below the first version: status %d", h->name, size, st);
                    for (size_t i = sizeof sz; i < sizeof run[r]; i++)
                        if (run[r][i] != fill) fail_msg("%s: byte %zu written with size %zu, refused", h->name, i, size);
                    continue;
                }
                if (st != TC_OK) fail_msg("%s: size %zu: status %d", h->name, size, st);
                uint32_t back;
                memcpy(&back, run[r], sizeof back);
                if (back != sz) fail_msg("%s: size %zu rewritten as %u", h->name, size, back);
                for (size_t i = written_end; i < sizeof run[r]; i++)
                    if (run[r][i] != fill)
                        fail_msg("%s: byte %zu written with size %zu (its versions end at %zu)", h->name, i, size, written_end);
            }
            if (covered < 0) {
                if (h->read) {
                    int32_t st = TC_OK;
                    (void)h->read((uint32_t)size, &st);
                    if (st != TC_ERR_STRUCT_SIZE) fail_msg("%s: read of size %zu: status %d", h->name, size, st);
                }
                continue;
            }
            /* every field of a covered version was written (the same bytes over either fill) */
            for (int k = 0; k < covered; k++)
                for (int i = 0; i < 10 && h->later[k].f[i].len; i++) {
                    const hdr_field f = h->later[k].f[i];
                    if (memcmp(run[0] + f.off, run[1] + f.off, f.len) != 0)
                        fail_msg("%s: size %zu: the field at %zu (version %d) not written", h->name, size, f.off, k + 2);
                }
            /* the reader takes the same versions */
            if (h->read) {
                int32_t st = TC_OK;
                const uint32_t took = h->read((uint32_t)size, &st);
                if (st != TC_OK) fail_msg("%s: read of size %zu: status %d", h->name, size, st);
                const uint32_t want = (1u << covered) - 1u;
                if (took != want)
                    fail_msg("%s: size %zu: read versions %#x, written %#x", h->name, size, took, want);
            }
        }
    }
    /* the structs only read: their first version ends with its last field (a byte less is
     * refused), whatever padding follows it */
    for (int less = 1; less >= 0; less--) {
        const int32_t want = less ? TC_ERR_STRUCT_SIZE : TC_OK;
        tc_touch_sample t = tct_sample(TC_PHASE_BEGAN, 9, 150, 150, 1.0);
        t.size = (uint32_t)(FIELD_END(tc_touch_sample, window) - less);
        assert_int_equal(tc_scene_push_touch(g_hs, &t), want);
        tc_scene_config c;
        TC_SCENE_CONFIG_INIT(&c);
        c.size = (uint32_t)(FIELD_END(tc_scene_config, tap_radius) - less);
        tc_scene *other = NULL;
        assert_int_equal(tc_scene_create(&c, &other), want);
        if (other) assert_ok(tc_scene_destroy(other));
        tc_recognizer_delegate d;
        TC_RECOGNIZER_DELEGATE_INIT(&d);
        d.size = (uint32_t)(FIELD_END(tc_recognizer_delegate, user_data) - less);
        assert_int_equal(tc_recognizer_set_delegate(g_hs_tap, &d), want);
        tc_responder_callbacks cb;
        TC_RESPONDER_CALLBACKS_INIT(&cb);
        cb.size = (uint32_t)(FIELD_END(tc_responder_callbacks, user_data) - less);
        assert_int_equal(tc_view_set_responder(g_hs_view, &cb), want);
    }
    assert_ok(tc_scene_destroy(g_hs));
}

/* ======================================================================================= */
/* 2. A recognizer changed by the question whether it takes an input does not take it     */
/* ======================================================================================= */

/* What a should-receive callback does to the recognizer it is asked about (or its view). */
enum {
    DO_DETACH,          /* tc_recognizer_detach */
    DO_MOVE,            /* tc_recognizer_attach to another view of the window */
    DO_DISABLE,         /* tc_recognizer_set_enabled 0 */
    DO_DESTROY_VIEW,    /* tc_view_destroy of its view */
    DO_REMOVE_VIEW,     /* tc_view_remove_from_superview of its view */
    DO_COUNT
};
static const char *const g_do_names[DO_COUNT] = {"detach", "move", "disable", "destroy view", "remove view"};

static int g_do, g_asks;
static tc_view *g_rview, *g_other;

static void do_to(tc_recognizer *r) {
    switch (g_do) {
    case DO_DETACH: assert_ok(tc_recognizer_detach(r)); break;
    case DO_MOVE: assert_ok(tc_recognizer_attach(r, g_other)); break;
    case DO_DISABLE: assert_ok(tc_recognizer_set_enabled(r, 0)); break;
    case DO_DESTROY_VIEW: assert_ok(tc_view_destroy(g_rview)); break;
    default: assert_ok(tc_view_remove_from_superview(g_rview)); break;
    }
}
static int32_t sre_changes_it(tc_recognizer *r, int32_t type, void *ud) {
    (void)type; (void)ud;
    if (g_asks++ == 0) do_to(r);
    return 1;
}
static int32_t srt_changes_it(tc_recognizer *r, tc_touch *t, void *ud) {
    (void)t; (void)ud;
    if (g_asks++ == 0) do_to(r);
    return 1;
}

/* A scene: window 0..320, `g_rview` at 0..100 holding `g_rview`'s recognizer, `g_other` at
 * 200..300 with none. */
static tc_scene *two_views(void) {
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    g_rview = tct_view(s, w, 0, 0, 100, 100);
    g_other = tct_view(s, w, 200, 200, 100, 100);
    return s;
}

static void tap_on_its_view(tc_scene *s, double t) {
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 50, 50, t);
    TGL_PUSH(s, TC_PHASE_ENDED, 1, 50, 50, t + 0.05);
    (void)tct_dispatch(s);
}

/* The checks after the question: nothing but the change itself is in the log (a detach,
 * disable or view removal of a recognizer following no gesture changes no state), and the
 * tap never recognizes; asked once. */
static void expect_no_recognition(const char *what) {
    for (size_t i = 0; i < g_tgl.n; i++)
        if (strcmp(g_tgl.e[i].s, "tap:ENDED") == 0) fail_msg("%s: the tap recognized", what);
}

/* G6: a tap whose should_receive_touch detaches it, moves it to another view, disables it,
 * destroys its view or takes that out of its window does not take the touch (it recognized
 * with no view, on the other view from a touch on the first, or on a view no longer in a
 * window). */
static void test_G6_should_receive_touch_detaching_its_recognizer(void **state) {
    (void)state;
    for (g_do = 0; g_do < DO_COUNT; g_do++) {
        tc_scene *s = two_views();
        tgl_reset();
        tc_recognizer *tap = tgl_make_kind(s, g_rview, TC_RECOGNIZER_TAP, "tap");
        tc_recognizer_delegate d;
        TC_RECOGNIZER_DELEGATE_INIT(&d);
        d.should_receive_touch = srt_changes_it;
        assert_ok(tc_recognizer_set_delegate(tap, &d));
        g_asks = 0;
        tap_on_its_view(s, 0);
        assert_int_equal(g_asks, 1);
        expect_no_recognition(g_do_names[g_do]);
        assert_int_equal(tgl_state(tap), TC_GESTURE_POSSIBLE);
        /* moved: a tap on its new view is its */
        if (g_do == DO_MOVE) {
            TGL_PUSH(s, TC_PHASE_BEGAN, 2, 250, 250, 1);
            TGL_PUSH(s, TC_PHASE_ENDED, 2, 250, 250, 1.05);
            (void)tct_dispatch(s);
            tc_gesture_details g = tgl_last("tap", TC_GESTURE_ENDED)->d;
            assert_ptr_equal(g.view, g_other);
        }
        assert_ok(tc_scene_destroy(s));
    }
}

/* G6: the same for should_receive_event (asked before should_receive_touch). */
static void test_G6_should_receive_event_detaching_its_recognizer(void **state) {
    (void)state;
    for (g_do = 0; g_do < DO_COUNT; g_do++) {
        tc_scene *s = two_views();
        tgl_reset();
        tc_recognizer *tap = tgl_make_kind(s, g_rview, TC_RECOGNIZER_TAP, "tap");
        tc_recognizer_delegate d;
        TC_RECOGNIZER_DELEGATE_INIT(&d);
        d.should_receive_event = sre_changes_it;
        assert_ok(tc_recognizer_set_delegate(tap, &d));
        g_asks = 0;
        tap_on_its_view(s, 0);
        assert_int_equal(g_asks, 1);
        expect_no_recognition(g_do_names[g_do]);
        assert_int_equal(tgl_state(tap), TC_GESTURE_POSSIBLE);
        assert_ok(tc_scene_destroy(s));
    }
}

/* G6, T7: once a should_receive_touch takes the touch's hit-test view out of its window, no
 * recognizer takes the touch — neither those of the views still in the window above it (here
 * the window's tap, asked after) nor one that took it already (the window's first tap). */
static int32_t srt_removes_the_hit_view(tc_recognizer *r, tc_touch *t, void *ud) {
    (void)r; (void)t; (void)ud;
    if (g_asks++ == 0) assert_ok(tc_view_remove_from_superview(g_rview));
    return 1;
}
static void test_G6_T7_should_receive_touch_removing_the_hit_view_leaves_the_touch_to_no_recognizer(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *mid = tct_view(s, w, 0, 0, 200, 200);
    g_rview = tct_view(s, mid, 0, 0, 100, 100);
    tgl_reset();
    tc_recognizer *first = tgl_make_kind(s, g_rview, TC_RECOGNIZER_TAP, "first");
    tc_recognizer *asker = tgl_make_kind(s, mid, TC_RECOGNIZER_TAP, "asker");
    tc_recognizer *above = tgl_make_kind(s, w, TC_RECOGNIZER_TAP, "above");
    tc_recognizer_delegate d;
    TC_RECOGNIZER_DELEGATE_INIT(&d);
    d.should_receive_touch = srt_removes_the_hit_view;
    assert_ok(tc_recognizer_set_delegate(asker, &d));
    assert_ok(tc_recognizer_set_simultaneous(first, above, 1));
    g_asks = 0;
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 50, 50, 0);
    TGL_PUSH(s, TC_PHASE_ENDED, 1, 50, 50, 0.05);
    (void)tct_dispatch(s);
    assert_int_equal(g_asks, 1);
    assert_int_equal(tgl_count("first:ENDED"), 0);
    assert_int_equal(tgl_count("asker:ENDED"), 0);
    assert_int_equal(tgl_count("above:ENDED"), 0);
    assert_int_equal(tgl_state(first), TC_GESTURE_POSSIBLE);
    assert_int_equal(tgl_state(above), TC_GESTURE_POSSIBLE);
    /* the next touch on the window is the window's tap's */
    TGL_PUSH(s, TC_PHASE_BEGAN, 2, 250, 250, 1);
    TGL_PUSH(s, TC_PHASE_ENDED, 2, 250, 250, 1.05);
    (void)tct_dispatch(s);
    assert_int_equal(tgl_count("above:ENDED"), 1);
    assert_ok(tc_scene_destroy(s));
}

/* ---- P3: hover ---- */

static void hover_at(tc_scene *s, int32_t phase, double x, double t) {
    tc_hover_sample h;
    TC_HOVER_SAMPLE_INIT(&h);
    h.phase = phase; h.id = 1; h.x = x; h.y = 50; h.timestamp = t;
    assert_ok(tc_scene_push_hover(s, &h));
}

/* P3, G6: a hover recognizer whose should_receive_event detaches it (or moves, disables it,
 * destroys its view or takes that out of its window) does not begin (it began with no view
 * and stayed began for good); attached again, it follows the next hover. */
static void test_P3_should_receive_event_detaching_hover_recognizer(void **state) {
    (void)state;
    for (g_do = 0; g_do < DO_COUNT; g_do++) {
        tc_scene *s = two_views();
        tgl_reset();
        tc_recognizer *h = tgl_make_kind(s, g_rview, TC_RECOGNIZER_HOVER, "hover");
        tc_recognizer_delegate d;
        TC_RECOGNIZER_DELEGATE_INIT(&d);
        d.should_receive_event = sre_changes_it;
        assert_ok(tc_recognizer_set_delegate(h, &d));
        g_asks = 0;
        hover_at(s, TC_PHASE_BEGAN, 50, 0);
        hover_at(s, TC_PHASE_MOVED, 55, 0.05);
        hover_at(s, TC_PHASE_ENDED, 60, 0.1);
        (void)tct_dispatch(s);
        if (g_tgl.n != 0) fail_msg("%s: the hover recognizer changed state (%s)", g_do_names[g_do], g_tgl.e[0].s);
        assert_int_equal(tgl_state(h), TC_GESTURE_POSSIBLE);
        if (g_do == DO_DETACH || g_do == DO_DISABLE) {
            if (g_do == DO_DETACH) assert_ok(tc_recognizer_attach(h, g_rview));
            else assert_ok(tc_recognizer_set_enabled(h, 1));
            hover_at(s, TC_PHASE_BEGAN, 50, 1);
            hover_at(s, TC_PHASE_MOVED, 55, 1.05);
            hover_at(s, TC_PHASE_ENDED, 60, 1.1);
            (void)tct_dispatch(s);
            TGL_EXPECT("hover:BEGAN", "hover:CHANGED", "hover:ENDED");
            assert_ptr_equal(tgl_last("hover", TC_GESTURE_BEGAN)->d.view, g_rview);
        }
        assert_ok(tc_scene_destroy(s));
    }
}

/* ---- P4: scroll and transform gestures ---- */

static void scroll_gesture(tc_scene *s, double x, double t0) {
    for (int i = 0; i < 4; i++) {
        tc_scroll_input in;
        TC_SCROLL_INPUT_INIT(&in);
        in.type = TC_SCROLL_CONTINUOUS;
        in.phase = i == 0 ? TC_PHASE_BEGAN : i == 3 ? TC_PHASE_ENDED : TC_PHASE_CHANGED;
        in.dx = i == 0 || i == 3 ? 0 : 20;
        in.x = x; in.y = 50; in.timestamp = t0 + 0.016 * i;
        assert_ok(tc_scene_push_scroll(s, &in));
    }
    (void)tct_dispatch(s);
}

static void transform_gesture(tc_scene *s, double x, double t0) {
    for (int i = 0; i < 4; i++) {
        tc_transform_input in;
        TC_TRANSFORM_INPUT_INIT(&in);
        in.phase = i == 0 ? TC_PHASE_BEGAN : i == 3 ? TC_PHASE_ENDED : TC_PHASE_CHANGED;
        in.scale = 1 + 0.1 * i;
        in.x = x; in.y = 50; in.timestamp = t0 + 0.016 * i;
        assert_ok(tc_scene_push_transform(s, &in));
    }
    (void)tct_dispatch(s);
}

/* P4, G6: a pan (trackpad scroll) or pinch (trackpad transform) whose should_receive_event
 * detaches it, moves it, disables it, destroys its view or takes that out of its window does
 * not take the gesture (it took it, with its view out of the window, after a removal). */
static void test_P4_should_receive_event_removing_its_view_keeps_the_gesture_from_it(void **state) {
    (void)state;
    for (int pinch = 0; pinch < 2; pinch++) {
        for (g_do = 0; g_do < DO_COUNT; g_do++) {
            tc_scene *s = two_views();
            tgl_reset();
            tc_recognizer_params p = tgl_params(pinch ? TC_RECOGNIZER_PINCH : TC_RECOGNIZER_PAN);
            if (!pinch) p.allowed_scroll_types = TC_SCROLL_TYPES_ALL;
            tc_recognizer *r = tgl_make(s, g_rview, &p, "r");
            tc_recognizer_delegate d;
            TC_RECOGNIZER_DELEGATE_INIT(&d);
            d.should_receive_event = sre_changes_it;
            assert_ok(tc_recognizer_set_delegate(r, &d));
            g_asks = 0;
            if (pinch) transform_gesture(s, 50, 0);
            else scroll_gesture(s, 50, 0);
            assert_ok(tc_scene_advance(s, 1));
            assert_int_equal(g_asks, 1);
            if (g_tgl.n != 0)
                fail_msg("%s, %s: the recognizer changed state (%s)", pinch ? "pinch" : "pan", g_do_names[g_do], g_tgl.e[0].s);
            assert_ok(tc_scene_destroy(s));
        }
    }
}

/* ======================================================================================= */
/* 3. A custom recognizer waiting to begin that ignores its only touch                     */
/* ======================================================================================= */

/* G8, G6: a custom recognizer that asked for BEGAN at touch-down while a double tap it requires
 * to fail still follows the touch has begun — its began waits, as UIKit's, whose setState:
 * sets began whatever the requirements — and ignoring its only touch leaves it with its host:
 * when the double tap fails it is released into BEGAN with no touches, and it stays there
 * until its host ends it (it is not reset as a recognizer that never asked to begin is). */
static tc_recognizer *g_waiter;
static int g_waiter_mode;
static void waiter_touches(tc_recognizer *r, int32_t phase, tc_touch *const *t, size_t n, double ts, void *ud) {
    (void)n; (void)ts; (void)ud;
    if (phase == TC_PHASE_BEGAN) assert_ok(tc_recognizer_set_state(r, TC_GESTURE_BEGAN));
    if (phase == TC_PHASE_MOVED && g_waiter_mode == 0) {
        int32_t st = -1;
        assert_ok(tc_recognizer_get_state(r, &st));
        assert_int_equal(st, TC_GESTURE_BEGAN);   /* it reads the state it asked for */
        assert_ok(tc_recognizer_ignore_touch(r, t[0]));
    }
}
static void test_G8_ignoring_its_only_touch_while_its_began_waits_leaves_it_to_its_host(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 100, 100);
    tgl_reset();
    g_waiter = tgl_make_kind(s, v, TC_RECOGNIZER_CUSTOM, "c");
    tc_recognizer_params p = tgl_params(TC_RECOGNIZER_TAP);
    p.taps_required = 2;
    p.allowable_movement = 100;
    tc_recognizer *dbl = tgl_make(s, v, &p, "dbl");
    assert_ok(tc_recognizer_require_to_fail(g_waiter, dbl));
    assert_ok(tc_recognizer_set_custom_touches_fn(g_waiter, waiter_touches, NULL));
    g_waiter_mode = 0;
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 50, 50, 0);
    TGL_PUSH(s, TC_PHASE_MOVED, 1, 52, 50, 0.02);
    TGL_PUSH(s, TC_PHASE_ENDED, 1, 52, 50, 0.05);
    (void)tct_dispatch(s);
    TGL_EXPECT_EMPTY();   /* waiting: nothing decided yet */
    assert_ok(tc_scene_advance(s, 1.0));
    TGL_EXPECT("dbl:FAILED", "c:BEGAN");
    assert_int_equal(tgl_last("c", TC_GESTURE_BEGAN)->action_calls, 1);
    assert_int_equal(tgl_last("c", TC_GESTURE_BEGAN)->d.touch_count, 0);
    assert_int_equal(tgl_state(g_waiter), TC_GESTURE_BEGAN);
    /* its host ends it; it resets */
    assert_ok(tc_recognizer_set_state(g_waiter, TC_GESTURE_ENDED));
    assert_ok(tc_scene_advance(s, 1.5));
    assert_int_equal(tgl_state(g_waiter), TC_GESTURE_POSSIBLE);
    assert_ok(tc_scene_destroy(s));
}

/* ======================================================================================= */
/* 4. Exclusion: an excluder changed by the prevention questions excludes no one           */
/* ======================================================================================= */

/* A (custom) begins on the move and would exclude B (custom, recognizing at the lift). What a
 * prevention or simultaneity callback does meanwhile: */
enum {
    EX_DESTROY_A_IN_CAN_PREVENT,
    EX_DISABLE_A_IN_CAN_PREVENT,
    EX_DETACH_A_IN_CAN_PREVENT,
    EX_DESTROY_A_IN_CAN_BE_PREVENTED,
    EX_DISABLE_A_IN_CAN_BE_PREVENTED,
    EX_DISABLE_A_IN_SIMULTANEOUSLY,
    EX_COUNT
};
static int g_ex;
static tc_recognizer *g_a, *g_b;
static int g_sim_asked_while_cancelled;

static void ex_change_a(int when) {
    if (g_ex != when) return;
    switch (g_ex) {
    case EX_DESTROY_A_IN_CAN_PREVENT: case EX_DESTROY_A_IN_CAN_BE_PREVENTED: assert_ok(tc_recognizer_destroy(g_a)); break;
    case EX_DETACH_A_IN_CAN_PREVENT: assert_ok(tc_recognizer_detach(g_a)); break;
    default: assert_ok(tc_recognizer_set_enabled(g_a, 0)); break;
    }
}
static void a_touches(tc_recognizer *r, int32_t phase, tc_touch *const *t, size_t n, double ts, void *ud) {
    (void)t; (void)n; (void)ts; (void)ud;
    int32_t st = tgl_state(r);
    if (phase == TC_PHASE_MOVED && st == TC_GESTURE_POSSIBLE) assert_ok(tc_recognizer_set_state(r, TC_GESTURE_BEGAN));
    if (phase == TC_PHASE_ENDED && (st == TC_GESTURE_BEGAN || st == TC_GESTURE_CHANGED))
        assert_ok(tc_recognizer_set_state(r, TC_GESTURE_ENDED));
}
static void b_touches(tc_recognizer *r, int32_t phase, tc_touch *const *t, size_t n, double ts, void *ud) {
    (void)t; (void)n; (void)ts; (void)ud;
    if (phase == TC_PHASE_ENDED && tgl_state(r) == TC_GESTURE_POSSIBLE) assert_ok(tc_recognizer_set_state(r, TC_GESTURE_ENDED));
}
static int32_t a_can_prevent(tc_recognizer *r, tc_recognizer *o, void *ud) {
    (void)r; (void)o; (void)ud;
    ex_change_a(EX_DESTROY_A_IN_CAN_PREVENT);
    ex_change_a(EX_DISABLE_A_IN_CAN_PREVENT);
    ex_change_a(EX_DETACH_A_IN_CAN_PREVENT);
    return 1;
}
static int32_t b_can_be_prevented(tc_recognizer *r, tc_recognizer *o, void *ud) {
    (void)r; (void)o; (void)ud;
    ex_change_a(EX_DESTROY_A_IN_CAN_BE_PREVENTED);
    ex_change_a(EX_DISABLE_A_IN_CAN_BE_PREVENTED);
    return 1;
}
static int32_t a_simultaneously(tc_recognizer *r, tc_recognizer *o, void *ud) {
    (void)o; (void)ud;
    if (tgl_state(r) == TC_GESTURE_CANCELLED) g_sim_asked_while_cancelled++;
    ex_change_a(EX_DISABLE_A_IN_SIMULTANEOUSLY);
    return 0;
}

/* G3: an excluder that a can-prevent, can-be-prevented or should-recognize-simultaneously
 * callback destroys, disables or detaches excludes no one — its rival B, which it would have
 * failed (TC_FAIL_EXCLUDED), recognizes at the lift — and is asked nothing more (no
 * simultaneity question while it reads CANCELLED). G2: A, cancelled before its began action
 * was sent, gets no action at all (it once got CANCELLED without BEGAN). */
static void test_G3_excluder_changed_by_the_prevention_questions_excludes_no_one(void **state) {
    (void)state;
    for (g_ex = 0; g_ex < EX_COUNT; g_ex++) {
        tc_scene *s = tct_scene();
        tc_view *w = tct_window(s, 0, 0, 320, 480);
        tc_view *v = tct_view(s, w, 0, 0, 100, 100);
        tgl_reset();
        g_a = tgl_make_kind(s, v, TC_RECOGNIZER_CUSTOM, "A");
        g_b = tgl_make_kind(s, v, TC_RECOGNIZER_CUSTOM, "B");
        assert_ok(tc_recognizer_set_custom_touches_fn(g_a, a_touches, NULL));
        assert_ok(tc_recognizer_set_custom_touches_fn(g_b, b_touches, NULL));
        assert_ok(tc_recognizer_set_custom_can_prevent_fn(g_a, a_can_prevent, NULL));
        assert_ok(tc_recognizer_set_custom_can_be_prevented_fn(g_b, b_can_be_prevented, NULL));
        tc_recognizer_delegate d;
        TC_RECOGNIZER_DELEGATE_INIT(&d);
        d.should_recognize_simultaneously = a_simultaneously;
        assert_ok(tc_recognizer_set_delegate(g_a, &d));
        g_sim_asked_while_cancelled = 0;
        TGL_PUSH(s, TC_PHASE_BEGAN, 1, 50, 50, 0);
        TGL_PUSH(s, TC_PHASE_MOVED, 1, 60, 50, 0.02);
        TGL_PUSH(s, TC_PHASE_ENDED, 1, 60, 50, 0.05);
        (void)tct_dispatch(s);
        if (tgl_count("B:ENDED") != 1) {
            tgl_dump(NULL, 0);
            fail_msg("mode %d: B did not recognize", g_ex);
        }
        assert_int_equal(tgl_count("B:FAILED"), 0);
        assert_int_equal(tgl_last("B", TC_GESTURE_ENDED)->action_calls, 1);
        assert_int_equal(g_sim_asked_while_cancelled, 0);
        /* A: BEGAN (observer), then, unless destroyed, CANCELLED; no action either time */
        assert_int_equal(tgl_last("A", TC_GESTURE_BEGAN)->action_calls, 0);
        if (g_ex != EX_DESTROY_A_IN_CAN_PREVENT && g_ex != EX_DESTROY_A_IN_CAN_BE_PREVENTED)
            assert_int_equal(tgl_last("A", TC_GESTURE_CANCELLED)->action_calls, 0);
        assert_ok(tc_scene_destroy(s));
    }
}

/* G3, E5: inside a can-be-prevented callback both recognizers' states are being decided:
 * tc_recognizer_set_state on either returns TC_ERR_REENTRANT (custom recognizers, whose state
 * may otherwise be set) and changes nothing. */
static int32_t g_set_self = 1, g_set_other = 1;
static int32_t b_sets_states(tc_recognizer *r, tc_recognizer *o, void *ud) {
    (void)ud;
    g_set_other = tc_recognizer_set_state(o, TC_GESTURE_CHANGED);
    g_set_self = tc_recognizer_set_state(r, TC_GESTURE_FAILED);
    return 1;
}
static void test_G3_set_state_inside_can_be_prevented_is_reentrant_for_either(void **state) {
    (void)state;
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *v = tct_view(s, w, 0, 0, 100, 100);
    tgl_reset();
    g_a = tgl_make_kind(s, v, TC_RECOGNIZER_CUSTOM, "A");
    g_b = tgl_make_kind(s, v, TC_RECOGNIZER_CUSTOM, "B");
    assert_ok(tc_recognizer_set_custom_touches_fn(g_a, a_touches, NULL));
    assert_ok(tc_recognizer_set_custom_touches_fn(g_b, b_touches, NULL));
    assert_ok(tc_recognizer_set_custom_can_be_prevented_fn(g_b, b_sets_states, NULL));
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 50, 50, 0);
    TGL_PUSH(s, TC_PHASE_MOVED, 1, 60, 50, 0.02);
    (void)tct_dispatch(s);
    assert_int_equal(g_set_other, TC_ERR_REENTRANT);
    assert_int_equal(g_set_self, TC_ERR_REENTRANT);
    /* nothing changed by them: A began (no CHANGED), B was excluded by it (not FAILED by the host) */
    TGL_EXPECT("A:BEGAN", "B:FAILED");
    assert_int_equal(tgl_last("B", TC_GESTURE_FAILED)->d.failure_reason, TC_FAIL_EXCLUDED);
    /* outside the callback the same calls succeed */
    assert_ok(tc_recognizer_set_state(g_a, TC_GESTURE_CHANGED));
    assert_ok(tc_scene_destroy(s));
}

/* ======================================================================================= */
/* 5. Promises the suites did not check                                                    */
/* ======================================================================================= */

/* G2, G8: a reset callback may disable, detach, re-attach the recognizer elsewhere or change
 * its parameters: it still resets (reads POSSIBLE afterwards, is reset once), and what it did
 * stands — disabled it takes nothing, detached it has no view, re-attached it follows gestures
 * on its new view, its new parameters apply. */
enum { RS_DISABLE, RS_DETACH, RS_REATTACH, RS_PARAMS, RS_COUNT };
static int g_rs, g_resets;
static void ending_touches(tc_recognizer *r, int32_t phase, tc_touch *const *t, size_t n, double ts, void *ud) {
    (void)t; (void)n; (void)ts; (void)ud;
    if (phase == TC_PHASE_ENDED && tgl_state(r) == TC_GESTURE_POSSIBLE) assert_ok(tc_recognizer_set_state(r, TC_GESTURE_ENDED));
}
static void changing_reset(tc_recognizer *r, void *ud) {
    (void)ud;
    g_resets++;
    assert_int_equal(tgl_state(r), TC_GESTURE_ENDED);
    if (g_resets > 1) return;
    switch (g_rs) {
    case RS_DISABLE: assert_ok(tc_recognizer_set_enabled(r, 0)); break;
    case RS_DETACH: assert_ok(tc_recognizer_detach(r)); break;
    case RS_REATTACH: assert_ok(tc_recognizer_attach(r, g_other)); break;
    default: {
        tc_recognizer_params p = tgl_params(TC_RECOGNIZER_CUSTOM);
        p.cancels_touches_in_view = 0;
        assert_ok(tc_recognizer_set_params(r, &p));
        break;
    }
    }
}
static void test_G2_reset_callback_changing_its_recognizer_still_resets(void **state) {
    (void)state;
    for (g_rs = 0; g_rs < RS_COUNT; g_rs++) {
        tc_scene *s = two_views();
        tgl_reset();
        tc_recognizer *r = tgl_make_kind(s, g_rview, TC_RECOGNIZER_CUSTOM, "c");
        assert_ok(tc_recognizer_set_custom_touches_fn(r, ending_touches, NULL));
        assert_ok(tc_recognizer_set_custom_reset_fn(r, changing_reset, NULL));
        g_resets = 0;
        tap_on_its_view(s, 0);
        assert_int_equal(g_resets, 1);
        assert_int_equal(tgl_state(r), TC_GESTURE_POSSIBLE);
        assert_ok(tc_scene_advance(s, 0.5));
        assert_int_equal(g_resets, 1);
        tgl_reset();
        tap_on_its_view(s, 1);
        TGL_PUSH(s, TC_PHASE_BEGAN, 2, 250, 250, 2);
        TGL_PUSH(s, TC_PHASE_ENDED, 2, 250, 250, 2.05);
        (void)tct_dispatch(s);
        tc_gesture_details g;
        TC_GESTURE_DETAILS_INIT(&g);
        assert_ok(tc_recognizer_get_details(r, &g));
        assert_int_equal(g.state, TC_GESTURE_POSSIBLE);
        switch (g_rs) {
        case RS_DISABLE: case RS_DETACH:
            TGL_EXPECT_EMPTY();
            assert_ptr_equal(g.view, g_rs == RS_DETACH ? NULL : g_rview);
            break;
        case RS_REATTACH:
            TGL_EXPECT("c:ENDED");   /* the touch on its new view only */
            assert_ptr_equal(tgl_last("c", TC_GESTURE_ENDED)->d.view, g_other);
            break;
        default: {
            TGL_EXPECT("c:ENDED");
            tc_recognizer_params p = tgl_params(TC_RECOGNIZER_CUSTOM);
            assert_ok(tc_recognizer_get_params(r, &p));
            assert_int_equal(p.cancels_touches_in_view, 0);
            break;
        }
        }
        assert_int_equal(g_resets, g_rs == RS_REATTACH || g_rs == RS_PARAMS ? 2 : 1);
        assert_ok(tc_scene_destroy(s));
    }
}

/* C1: a target of tc_control_send_actions that disables the control does not end the call:
 * the targets after it are called, and the call returns TC_OK. */
static void disabling_target(tc_view *c, uint32_t event, void *ud) {
    tgl_control_cb(c, event, ud);
    assert_ok(tc_control_set_enabled(c, 0));
}
static void test_C1_send_actions_target_disabling_the_control_does_not_end_the_call(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *b = tct_view(s, w, 10, 10, 100, 40);
    assert_ok(tc_view_set_control(b, TC_CONTROL_BUTTON));
    const uint32_t up = TC_CONTROL_EVENT_TOUCH_UP_INSIDE;
    assert_ok(tc_control_add_target(b, up, disabling_target, "first", NULL));
    assert_ok(tc_control_add_target(b, up, tgl_control_cb, "second", NULL));
    assert_ok(tc_control_add_target(b, TC_CONTROL_EVENT_PRIMARY_ACTION_TRIGGERED, tgl_control_cb, "primary", NULL));
    assert_ok(tc_control_send_actions(b, up));
    TGL_EXPECT("first:touch-up-inside", "second:touch-up-inside", "primary:primary-action");
    tc_control_state st;
    memset(&st, 0, sizeof st);
    st.size = (uint32_t)sizeof st;
    assert_ok(tc_control_get_state(b, &st));
    assert_int_equal(st.enabled, 0);
    assert_ok(tc_scene_destroy(s));
}

/* C1: tc_control_send_actions while a touch is tracked leaves tracking, highlight and
 * touch-inside as they are; the touch goes on (its lift sends touch-up-inside). */
static void test_C1_send_actions_leaves_tracking_and_highlight_while_a_touch_is_tracked(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *b = tct_view(s, w, 10, 10, 100, 40);
    assert_ok(tc_view_set_control(b, TC_CONTROL_BUTTON));
    assert_ok(tc_control_add_target(b, TC_CONTROL_EVENT_ALL, tgl_control_cb, "b", NULL));
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 50, 30, 0);
    (void)tct_dispatch(s);
    tc_control_state before, after;
    memset(&before, 0, sizeof before);
    before.size = (uint32_t)sizeof before;
    after = before;
    assert_ok(tc_control_get_state(b, &before));
    assert_int_equal(before.tracking, 1);
    assert_int_equal(before.highlighted, 1);
    assert_int_equal(before.touch_inside, 1);
    tgl_reset();
    assert_ok(tc_control_send_actions(b, TC_CONTROL_EVENT_TOUCH_UP_INSIDE));
    TGL_EXPECT("b:touch-up-inside", "b:primary-action");
    assert_ok(tc_control_get_state(b, &after));
    assert_int_equal(after.tracking, before.tracking);
    assert_int_equal(after.highlighted, before.highlighted);
    assert_int_equal(after.touch_inside, before.touch_inside);
    assert_near(after.value, before.value);
    tgl_reset();
    TGL_PUSH(s, TC_PHASE_ENDED, 1, 50, 30, 0.1);
    (void)tct_dispatch(s);
    assert_int_equal(tgl_count("b:touch-up-inside"), 1);
    assert_ok(tc_control_get_state(b, &after));
    assert_int_equal(after.tracking, 0);
    assert_int_equal(after.highlighted, 0);
    assert_ok(tc_scene_destroy(s));
}

/* H5: tc_view_point_inside nested inside point-inside overrides deeper than hit tests may be
 * nested returns TC_ERR_REENTRANT (and writes nothing); the bound is the hit test's own
 * (tc_view_hit_test nested the same way stops at the same depth), and the calls below it work. */
static int g_pi_depth, g_pi_max;
static int32_t g_pi_refusal;
static int g_pi_use_hit_test;
static int32_t nesting_point_inside(tc_view *v, double x, double y, int32_t inside, void *ud) {
    (void)ud;
    g_pi_depth++;
    if (g_pi_depth > g_pi_max) g_pi_max = g_pi_depth;
    if (g_pi_depth < 1000) {
        int32_t st;
        if (g_pi_use_hit_test) {
            tc_view *hit = TC_GARBAGE_VIEW;
            st = tc_view_hit_test(v, x, y, &hit);
            if (st != TC_OK) assert_ptr_equal(hit, TC_GARBAGE_VIEW);
        } else {
            int32_t out = 77;
            st = tc_view_point_inside(v, x, y, &out);
            if (st != TC_OK) assert_int_equal(out, 77);
            else assert_int_equal(out, inside);
        }
        if (st != TC_OK && g_pi_refusal == TC_OK) g_pi_refusal = st;
    }
    g_pi_depth--;
    return inside;
}
static void test_H5_point_inside_nested_deeper_than_hit_tests_is_reentrant(void **state) {
    (void)state;
    int depth[2];
    for (g_pi_use_hit_test = 0; g_pi_use_hit_test < 2; g_pi_use_hit_test++) {
        tc_scene *s = tct_scene();
        tc_view *w = tct_window(s, 0, 0, 320, 480);
        tc_view *v = tct_view(s, w, 0, 0, 100, 100);
        assert_ok(tc_view_set_point_inside_fn(v, nesting_point_inside, NULL));
        g_pi_depth = g_pi_max = 0;
        g_pi_refusal = TC_OK;
        int32_t inside = -1;
        assert_ok(tc_view_point_inside(v, 10, 10, &inside));
        assert_int_equal(inside, 1);
        assert_int_equal(g_pi_refusal, TC_ERR_REENTRANT);
        assert_true(g_pi_max >= 2 && g_pi_max < 1000);
        depth[g_pi_use_hit_test] = g_pi_max;
        assert_ok(tc_scene_destroy(s));
    }
    assert_int_equal(depth[0], depth[1]);
}

/* P4: the boundary of TC_CONTINUOUS_SCROLL_VELOCITY_RESET_GAP, from the header's constant: a
 * trackpad scroll ended 5 ms less than it after its last move keeps its velocity (the pan ends
 * with it, a scroll view flings); 5 ms more, it ends at rest. */
static void test_P4_continuous_scroll_velocity_reset_gap_boundary(void **state) {
    (void)state;
    const double gaps[2] = {TC_CONTINUOUS_SCROLL_VELOCITY_RESET_GAP - 0.005, TC_CONTINUOUS_SCROLL_VELOCITY_RESET_GAP + 0.005};
    for (int k = 0; k < 2; k++) {
        for (int on_list = 0; on_list < 2; on_list++) {
            tc_scene *s = tct_scene();
            tc_view *w = tct_window(s, 0, 0, 400, 400);
            tc_view *target = tct_view(s, w, 0, 0, 400, 400);
            tgl_reset();
            if (on_list) {
                tc_scroll_params sp;
                TC_SCROLL_PARAMS_INIT(&sp);
                sp.content_w = 400;
                sp.content_h = 100000;
                assert_ok(tc_view_set_scroll(target, &sp));
            } else {
                tc_recognizer_params p = tgl_params(TC_RECOGNIZER_PAN);
                p.allowed_scroll_types = TC_SCROLL_TYPES_ALL;
                (void)tgl_make(s, target, &p, "pan");
            }
            const double t0 = 1.0;
            double t = t0;
            for (int i = 0; i <= 5; i++) {
                tc_scroll_input in;
                TC_SCROLL_INPUT_INIT(&in);
                in.type = TC_SCROLL_CONTINUOUS;
                in.phase = i == 0 ? TC_PHASE_BEGAN : TC_PHASE_CHANGED;
                in.dy = i == 0 ? 0 : -20;
                in.x = 200; in.y = 200;
                t = t0 + 0.016 * i;
                in.timestamp = t;
                assert_ok(tc_scene_push_scroll(s, &in));
            }
            tc_scroll_input end;
            TC_SCROLL_INPUT_INIT(&end);
            end.type = TC_SCROLL_CONTINUOUS;
            end.phase = TC_PHASE_ENDED;
            end.x = 200; end.y = 200;
            end.timestamp = t + gaps[k];
            assert_ok(tc_scene_push_scroll(s, &end));
            assert_ok(tc_scene_advance(s, end.timestamp));
            const int keeps = k == 0;
            if (on_list) {
                int32_t dragging = -1, decelerating = -1;
                assert_ok(tc_view_get_scroll_state(target, &dragging, &decelerating));
                assert_int_equal(decelerating, keeps);
            } else {
                const tgl_rec *e = tgl_last("pan", TC_GESTURE_ENDED);
                if (keeps) assert_true(e->d.velocity_y < -1000);
                else assert_near(e->d.velocity_y, 0);
            }
            assert_ok(tc_scene_destroy(s));
        }
    }
}

/* `c_test_host_contracts NAME` runs the tests whose name matches NAME (cmocka's filter). */
/* T7/G6: a should_receive_touch that takes the touch's hit-test view out of its window leaves
 * the touch with no view: the view, in no window, gets none of its phases. */
static tc_view *t7_srt_hit;
static int32_t t7_srt_remove_hit(tc_recognizer *r, tc_touch *t, void *ud) {
    (void)r; (void)t; (void)ud;
    assert_ok(tc_view_remove_from_superview(t7_srt_hit));
    return 1;
}

static void test_T7_G6_should_receive_touch_taking_the_hit_view_out_of_its_window_leaves_it_nothing(void **state) {
    (void)state;
    tgl_reset();
    tc_scene *s = tct_scene();
    tc_view *w = tct_window(s, 0, 0, 320, 480);
    tc_view *mid = tct_view(s, w, 0, 0, 200, 200);
    t7_srt_hit = tct_view(s, mid, 0, 0, 100, 100);
    tgl_view tv = {"hit", TC_HANDLED};
    tgl_record_view(t7_srt_hit, &tv);
    tc_recognizer *asker = tgl_make_kind(s, mid, TC_RECOGNIZER_TAP, "asker");
    tc_recognizer_delegate d;
    TC_RECOGNIZER_DELEGATE_INIT(&d);
    d.should_receive_touch = t7_srt_remove_hit;
    assert_ok(tc_recognizer_set_delegate(asker, &d));
    TGL_PUSH(s, TC_PHASE_BEGAN, 1, 50, 50, 0);
    (void)tct_dispatch(s);
    tc_view *win = w;
    assert_ok(tc_view_get_window(t7_srt_hit, &win));
    assert_null(win);
    TGL_PUSH(s, TC_PHASE_MOVED, 1, 55, 50, 0.02);
    (void)tct_dispatch(s);
    TGL_PUSH(s, TC_PHASE_ENDED, 1, 55, 50, 0.05);
    (void)tct_dispatch(s);
    for (size_t i = 0; i < g_tgl.n; i++) assert_null(strstr(g_tgl.e[i].s, "hit:"));
    tc_scene_destroy(s);
}

int main(int argc, char **argv) {
    if (argc > 1) cmocka_set_test_filter(argv[1]);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_HDR_delegate_size_inside_should_receive_event_reads_none_of_it),
        cmocka_unit_test(test_HDR_responder_size_inside_hover_or_estimated_update_reads_none_of_them),
        cmocka_unit_test(test_HDR_params_size_inside_a_later_version_reads_and_writes_none_of_it),
        cmocka_unit_test(test_HDR_scene_config_size_inside_tap_duration_is_the_first_version),
        cmocka_unit_test(test_HDR_touch_sample_size_inside_the_input_kinds_fields_reads_none_of_them),
        cmocka_unit_test(test_HDR_scroll_params_size_inside_a_later_version_reads_and_writes_none_of_it),
        cmocka_unit_test(test_HDR_touch_info_and_details_size_inside_a_later_version_writes_none_of_it),
        cmocka_unit_test(test_HDR_scroll_params_versions_end_with_their_last_field),
        cmocka_unit_test(test_HDR_every_grown_struct_reads_and_writes_the_versions_its_size_covers),
        cmocka_unit_test(test_G6_should_receive_touch_detaching_its_recognizer),
        cmocka_unit_test(test_G6_should_receive_event_detaching_its_recognizer),
        cmocka_unit_test(test_G6_T7_should_receive_touch_removing_the_hit_view_leaves_the_touch_to_no_recognizer),
        cmocka_unit_test(test_T7_G6_should_receive_touch_taking_the_hit_view_out_of_its_window_leaves_it_nothing),
        cmocka_unit_test(test_P3_should_receive_event_detaching_hover_recognizer),
        cmocka_unit_test(test_P4_should_receive_event_removing_its_view_keeps_the_gesture_from_it),
        cmocka_unit_test(test_G8_ignoring_its_only_touch_while_its_began_waits_leaves_it_to_its_host),
        cmocka_unit_test(test_G3_excluder_changed_by_the_prevention_questions_excludes_no_one),
        cmocka_unit_test(test_G3_set_state_inside_can_be_prevented_is_reentrant_for_either),
        cmocka_unit_test(test_G2_reset_callback_changing_its_recognizer_still_resets),
        cmocka_unit_test(test_C1_send_actions_target_disabling_the_control_does_not_end_the_call),
        cmocka_unit_test(test_C1_send_actions_leaves_tracking_and_highlight_while_a_touch_is_tracked),
        cmocka_unit_test(test_H5_point_inside_nested_deeper_than_hit_tests_is_reentrant),
        cmocka_unit_test(test_P4_continuous_scroll_velocity_reset_gap_boundary),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/*
 * The WebAssembly build's glue between the engine's C callbacks and JavaScript
 * (bindings/js/touchchain.mjs). Compiled into touchchain.wasm only (`make web`).
 *
 * A C function pointer in WebAssembly is an index into the module's function table, and
 * JavaScript cannot add its own functions to that table portably. So this file defines one C
 * function per callback role; each forwards its arguments unchanged to a function the
 * JavaScript loader supplies as an import of module "touchchain_js". JavaScript installs a
 * callback by passing tcjs_callback(role) as the function pointer and a small integer of its
 * own as user_data, which the forwarded call hands back to find the JavaScript handler.
 *
 * Role numbers are part of the loader's contract: keep them in step with CALLBACK_ROLES in
 * touchchain.mjs (a Node test checks every role resolves to a distinct, non-null pointer).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include "touchchain.h"

#define JS_IMPORT(name) __attribute__((import_module("touchchain_js"), import_name(#name)))

JS_IMPORT(point_inside) int32_t js_point_inside(tc_view *, double, double, int32_t, void *);
JS_IMPORT(hit_test) tc_view *js_hit_test(tc_view *, double, double, tc_view *, void *);
JS_IMPORT(hit_trace) void js_hit_trace(int32_t, tc_view *, int32_t, tc_view *, void *);
JS_IMPORT(touches) int32_t js_touches(const tc_responder *, const tc_touches_event *, void *);
JS_IMPORT(motion) int32_t js_motion(const tc_responder *, const tc_event_info *, void *);
JS_IMPORT(remote) int32_t js_remote(const tc_responder *, const tc_event_info *, void *);
JS_IMPORT(presses) int32_t js_presses(const tc_responder *, const tc_event_info *, void *);
JS_IMPORT(route) int32_t js_route(const tc_responder *, const char *, const tc_kv *, size_t, void *);
JS_IMPORT(unhandled) void js_unhandled(const tc_unhandled_info *, void *);
JS_IMPORT(gesture) void js_gesture(tc_recognizer *, const tc_gesture_details *, void *);
JS_IMPORT(custom_touches) void js_custom_touches(tc_recognizer *, int32_t, tc_touch *const *, size_t,
                                                 double, void *);
JS_IMPORT(view_should_begin) int32_t js_view_should_begin(tc_view *, tc_recognizer *, void *);
JS_IMPORT(control) void js_control(tc_view *, uint32_t, void *);
JS_IMPORT(should_begin) int32_t js_should_begin(tc_recognizer *, void *);
JS_IMPORT(should_receive_touch) int32_t js_should_receive_touch(tc_recognizer *, tc_touch *, void *);
JS_IMPORT(should_recognize_simultaneously)
int32_t js_should_recognize_simultaneously(tc_recognizer *, tc_recognizer *, void *);
JS_IMPORT(should_require_failure_of)
int32_t js_should_require_failure_of(tc_recognizer *, tc_recognizer *, void *);
JS_IMPORT(should_be_required_to_fail_by)
int32_t js_should_be_required_to_fail_by(tc_recognizer *, tc_recognizer *, void *);
JS_IMPORT(should_receive_event) int32_t js_should_receive_event(tc_recognizer *, int32_t, void *);
JS_IMPORT(scroll_event) void js_scroll_event(tc_view *, tc_scroll_event_info *, void *);
JS_IMPORT(touches_should_begin)
int32_t js_touches_should_begin(tc_view *, tc_touch *, tc_view *, void *);
JS_IMPORT(touches_should_cancel) int32_t js_touches_should_cancel(tc_view *, tc_view *, void *);
JS_IMPORT(hover) void js_hover(const tc_responder *, const tc_hover_event *, void *);
JS_IMPORT(estimated_update)
void js_estimated_update(const tc_responder *, const tc_touch_update *, void *);
JS_IMPORT(custom_reset) void js_custom_reset(tc_recognizer *, void *);
JS_IMPORT(custom_can_prevent) int32_t js_custom_can_prevent(tc_recognizer *, tc_recognizer *, void *);
JS_IMPORT(custom_can_be_prevented)
int32_t js_custom_can_be_prevented(tc_recognizer *, tc_recognizer *, void *);

/* Each cast checks at compile time that the import has the callback type's signature. */
static const tc_point_inside_fn point_inside = js_point_inside;
static const tc_hit_test_fn hit_test = js_hit_test;
static const tc_hit_trace_fn hit_trace = js_hit_trace;
static const tc_touches_fn touches = js_touches;
static const tc_event_fn motion = js_motion;
static const tc_event_fn remote = js_remote;
static const tc_event_fn presses = js_presses;
static const tc_route_fn route = js_route;
static const tc_unhandled_fn unhandled = js_unhandled;
static const tc_gesture_fn gesture = js_gesture;
static const tc_custom_touches_fn custom_touches = js_custom_touches;
static const tc_view_gesture_should_begin_fn view_should_begin = js_view_should_begin;
static const tc_control_fn control = js_control;
static const tc_scroll_event_fn scroll_event = js_scroll_event;
static const tc_touches_should_begin_fn touches_should_begin = js_touches_should_begin;
static const tc_touches_should_cancel_fn touches_should_cancel = js_touches_should_cancel;
static const tc_hover_fn hover = js_hover;
static const tc_touch_update_fn estimated_update = js_estimated_update;
static const tc_custom_reset_fn custom_reset = js_custom_reset;
static const tc_custom_prevent_fn custom_can_prevent = js_custom_can_prevent;
static const tc_custom_prevent_fn custom_can_be_prevented = js_custom_can_be_prevented;

/** The function pointer for callback role `role` (0 … 26, in the order below), or 0. */
__attribute__((export_name("tcjs_callback")))
uintptr_t tcjs_callback(int32_t role) {
    tc_recognizer_delegate d;
    switch (role) {
    case 0: return (uintptr_t)point_inside;
    case 1: return (uintptr_t)hit_test;
    case 2: return (uintptr_t)hit_trace;
    case 3: return (uintptr_t)touches;
    case 4: return (uintptr_t)motion;
    case 5: return (uintptr_t)remote;
    case 6: return (uintptr_t)presses;
    case 7: return (uintptr_t)route;
    case 8: return (uintptr_t)unhandled;
    case 9: return (uintptr_t)gesture;
    case 10: return (uintptr_t)custom_touches;
    case 11: return (uintptr_t)view_should_begin;
    case 12: return (uintptr_t)control;
    case 13: d.should_begin = js_should_begin; return (uintptr_t)d.should_begin;
    case 14: d.should_receive_touch = js_should_receive_touch; return (uintptr_t)d.should_receive_touch;
    case 15:
        d.should_recognize_simultaneously = js_should_recognize_simultaneously;
        return (uintptr_t)d.should_recognize_simultaneously;
    case 16:
        d.should_require_failure_of = js_should_require_failure_of;
        return (uintptr_t)d.should_require_failure_of;
    case 17:
        d.should_be_required_to_fail_by = js_should_be_required_to_fail_by;
        return (uintptr_t)d.should_be_required_to_fail_by;
    case 18: return (uintptr_t)scroll_event;
    case 19: return (uintptr_t)touches_should_begin;
    case 20: return (uintptr_t)touches_should_cancel;
    case 21: return (uintptr_t)hover;
    case 22: return (uintptr_t)estimated_update;
    case 23: d.should_receive_event = js_should_receive_event; return (uintptr_t)d.should_receive_event;
    case 24: return (uintptr_t)custom_reset;
    case 25: return (uintptr_t)custom_can_prevent;
    case 26: return (uintptr_t)custom_can_be_prevented;
    default: return 0;
    }
}

/** Memory for the loader's arguments and results (strings, structs, arrays); 16-aligned. */
__attribute__((export_name("tcjs_alloc")))
void *tcjs_alloc(size_t size) { return size ? malloc(size) : NULL; }

__attribute__((export_name("tcjs_free")))
void tcjs_free(void *p) { free(p); }

/*
 * Struct layouts as this compiler lays them out for wasm32: one row per struct ("tc_rect",
 * its sizeof) and per field ("tc_rect.w", its offsetof). The loader keeps its own table
 * (LAYOUT in touchchain.mjs); Tests/js/test_api_layout.mjs compares the two row by row, and
 * checks this table covers every field of every struct the header declares.
 */
typedef struct tcjs_layout_row {
    const char *name;
    uint32_t value;
} tcjs_layout_row;

#define SIZE(T) {#T, (uint32_t)sizeof(T)}
#define OFFSET(T, f) {#T "." #f, (uint32_t)offsetof(T, f)}
static const tcjs_layout_row layout_rows[] = {
    SIZE(tc_affine),
    OFFSET(tc_affine, a),
    OFFSET(tc_affine, b),
    OFFSET(tc_affine, c),
    OFFSET(tc_affine, d),
    OFFSET(tc_affine, tx),
    OFFSET(tc_affine, ty),
    SIZE(tc_rect),
    OFFSET(tc_rect, x),
    OFFSET(tc_rect, y),
    OFFSET(tc_rect, w),
    OFFSET(tc_rect, h),
    SIZE(tc_scene_config),
    OFFSET(tc_scene_config, size),
    OFFSET(tc_scene_config, max_touches),
    OFFSET(tc_scene_config, queue_capacity),
    OFFSET(tc_scene_config, tap_interval),
    OFFSET(tc_scene_config, tap_radius),
    OFFSET(tc_scene_config, tap_duration),
    SIZE(tc_responder),
    OFFSET(tc_responder, size),
    OFFSET(tc_responder, kind),
    OFFSET(tc_responder, view),
    OFFSET(tc_responder, controller),
    SIZE(tc_touches_event),
    OFFSET(tc_touches_event, size),
    OFFSET(tc_touches_event, phase),
    OFFSET(tc_touches_event, timestamp),
    OFFSET(tc_touches_event, dispatch_time),
    OFFSET(tc_touches_event, touches),
    OFFSET(tc_touches_event, touch_count),
    OFFSET(tc_touches_event, all_touches),
    OFFSET(tc_touches_event, all_touch_count),
    OFFSET(tc_touches_event, hit_view),
    SIZE(tc_event_info),
    OFFSET(tc_event_info, size),
    OFFSET(tc_event_info, type),
    OFFSET(tc_event_info, subtype),
    OFFSET(tc_event_info, phase),
    OFFSET(tc_event_info, timestamp),
    SIZE(tc_kv),
    OFFSET(tc_kv, key),
    OFFSET(tc_kv, value),
    SIZE(tc_touch_update),
    OFFSET(tc_touch_update, size),
    OFFSET(tc_touch_update, properties),
    OFFSET(tc_touch_update, id),
    OFFSET(tc_touch_update, estimation_update_index),
    OFFSET(tc_touch_update, timestamp),
    OFFSET(tc_touch_update, force),
    OFFSET(tc_touch_update, azimuth),
    OFFSET(tc_touch_update, altitude),
    OFFSET(tc_touch_update, x),
    OFFSET(tc_touch_update, y),
    OFFSET(tc_touch_update, remaining),
    OFFSET(tc_touch_update, reserved),
    OFFSET(tc_touch_update, touch),
    SIZE(tc_hover_event),
    OFFSET(tc_hover_event, size),
    OFFSET(tc_hover_event, phase),
    OFFSET(tc_hover_event, id),
    OFFSET(tc_hover_event, x),
    OFFSET(tc_hover_event, y),
    OFFSET(tc_hover_event, timestamp),
    OFFSET(tc_hover_event, type),
    OFFSET(tc_hover_event, reserved),
    OFFSET(tc_hover_event, altitude),
    OFFSET(tc_hover_event, azimuth),
    OFFSET(tc_hover_event, z_offset),
    OFFSET(tc_hover_event, hit_view),
    SIZE(tc_responder_callbacks),
    OFFSET(tc_responder_callbacks, size),
    OFFSET(tc_responder_callbacks, touches),
    OFFSET(tc_responder_callbacks, motion),
    OFFSET(tc_responder_callbacks, remote),
    OFFSET(tc_responder_callbacks, presses),
    OFFSET(tc_responder_callbacks, route),
    OFFSET(tc_responder_callbacks, user_data),
    OFFSET(tc_responder_callbacks, hover),
    OFFSET(tc_responder_callbacks, estimated_update),
    SIZE(tc_unhandled_info),
    OFFSET(tc_unhandled_info, size),
    OFFSET(tc_unhandled_info, type),
    OFFSET(tc_unhandled_info, subtype),
    OFFSET(tc_unhandled_info, phase),
    OFFSET(tc_unhandled_info, timestamp),
    OFFSET(tc_unhandled_info, touches),
    OFFSET(tc_unhandled_info, touch_count),
    OFFSET(tc_unhandled_info, route_name),
    SIZE(tc_touch_point),
    OFFSET(tc_touch_point, size),
    OFFSET(tc_touch_point, reserved),
    OFFSET(tc_touch_point, timestamp),
    OFFSET(tc_touch_point, x),
    OFFSET(tc_touch_point, y),
    OFFSET(tc_touch_point, force),
    OFFSET(tc_touch_point, altitude),
    OFFSET(tc_touch_point, azimuth),
    SIZE(tc_touch_sample),
    OFFSET(tc_touch_sample, size),
    OFFSET(tc_touch_sample, phase),
    OFFSET(tc_touch_sample, id),
    OFFSET(tc_touch_sample, x),
    OFFSET(tc_touch_sample, y),
    OFFSET(tc_touch_sample, timestamp),
    OFFSET(tc_touch_sample, force),
    OFFSET(tc_touch_sample, max_force),
    OFFSET(tc_touch_sample, major_radius),
    OFFSET(tc_touch_sample, radius_tolerance),
    OFFSET(tc_touch_sample, type),
    OFFSET(tc_touch_sample, reserved),
    OFFSET(tc_touch_sample, window),
    OFFSET(tc_touch_sample, buttons),
    OFFSET(tc_touch_sample, estimated_properties),
    OFFSET(tc_touch_sample, expecting_updates),
    OFFSET(tc_touch_sample, reserved2),
    OFFSET(tc_touch_sample, estimation_update_index),
    OFFSET(tc_touch_sample, altitude),
    OFFSET(tc_touch_sample, azimuth),
    OFFSET(tc_touch_sample, coalesced),
    OFFSET(tc_touch_sample, coalesced_count),
    OFFSET(tc_touch_sample, predicted),
    OFFSET(tc_touch_sample, predicted_count),
    SIZE(tc_hover_sample),
    OFFSET(tc_hover_sample, size),
    OFFSET(tc_hover_sample, phase),
    OFFSET(tc_hover_sample, id),
    OFFSET(tc_hover_sample, x),
    OFFSET(tc_hover_sample, y),
    OFFSET(tc_hover_sample, timestamp),
    OFFSET(tc_hover_sample, type),
    OFFSET(tc_hover_sample, reserved),
    OFFSET(tc_hover_sample, altitude),
    OFFSET(tc_hover_sample, azimuth),
    OFFSET(tc_hover_sample, z_offset),
    OFFSET(tc_hover_sample, window),
    SIZE(tc_scroll_input),
    OFFSET(tc_scroll_input, size),
    OFFSET(tc_scroll_input, type),
    OFFSET(tc_scroll_input, phase),
    OFFSET(tc_scroll_input, reserved),
    OFFSET(tc_scroll_input, dx),
    OFFSET(tc_scroll_input, dy),
    OFFSET(tc_scroll_input, x),
    OFFSET(tc_scroll_input, y),
    OFFSET(tc_scroll_input, timestamp),
    OFFSET(tc_scroll_input, window),
    SIZE(tc_transform_input),
    OFFSET(tc_transform_input, size),
    OFFSET(tc_transform_input, phase),
    OFFSET(tc_transform_input, scale),
    OFFSET(tc_transform_input, rotation),
    OFFSET(tc_transform_input, x),
    OFFSET(tc_transform_input, y),
    OFFSET(tc_transform_input, timestamp),
    OFFSET(tc_transform_input, window),
    SIZE(tc_touch_info),
    OFFSET(tc_touch_info, size),
    OFFSET(tc_touch_info, phase),
    OFFSET(tc_touch_info, id),
    OFFSET(tc_touch_info, x),
    OFFSET(tc_touch_info, y),
    OFFSET(tc_touch_info, prev_x),
    OFFSET(tc_touch_info, prev_y),
    OFFSET(tc_touch_info, timestamp),
    OFFSET(tc_touch_info, tap_count),
    OFFSET(tc_touch_info, type),
    OFFSET(tc_touch_info, major_radius),
    OFFSET(tc_touch_info, radius_tolerance),
    OFFSET(tc_touch_info, force),
    OFFSET(tc_touch_info, max_force),
    OFFSET(tc_touch_info, view),
    OFFSET(tc_touch_info, window),
    OFFSET(tc_touch_info, buttons),
    OFFSET(tc_touch_info, estimated_properties),
    OFFSET(tc_touch_info, expecting_updates),
    OFFSET(tc_touch_info, reserved),
    OFFSET(tc_touch_info, estimation_update_index),
    OFFSET(tc_touch_info, altitude),
    OFFSET(tc_touch_info, azimuth),
    OFFSET(tc_touch_info, coalesced_count),
    OFFSET(tc_touch_info, predicted_count),
    SIZE(tc_recognizer_params),
    OFFSET(tc_recognizer_params, size),
    OFFSET(tc_recognizer_params, kind),
    OFFSET(tc_recognizer_params, taps_required),
    OFFSET(tc_recognizer_params, touches_required),
    OFFSET(tc_recognizer_params, min_touches),
    OFFSET(tc_recognizer_params, max_touches),
    OFFSET(tc_recognizer_params, direction),
    OFFSET(tc_recognizer_params, edges),
    OFFSET(tc_recognizer_params, min_duration),
    OFFSET(tc_recognizer_params, allowable_movement),
    OFFSET(tc_recognizer_params, tap_interval),
    OFFSET(tc_recognizer_params, tap_radius),
    OFFSET(tc_recognizer_params, slop),
    OFFSET(tc_recognizer_params, edge_region),
    OFFSET(tc_recognizer_params, swipe_distance),
    OFFSET(tc_recognizer_params, swipe_duration),
    OFFSET(tc_recognizer_params, swipe_angle),
    OFFSET(tc_recognizer_params, cancels_touches_in_view),
    OFFSET(tc_recognizer_params, delays_touches_began),
    OFFSET(tc_recognizer_params, delays_touches_ended),
    OFFSET(tc_recognizer_params, enabled),
    OFFSET(tc_recognizer_params, allowed_touch_types),
    OFFSET(tc_recognizer_params, button_mask_required),
    OFFSET(tc_recognizer_params, allowed_scroll_types),
    OFFSET(tc_recognizer_params, reserved),
    OFFSET(tc_recognizer_params, tap_duration),
    OFFSET(tc_recognizer_params, requires_exclusive_touch_type),
    SIZE(tc_param_info),
    OFFSET(tc_param_info, size),
    OFFSET(tc_param_info, index),
    OFFSET(tc_param_info, name),
    OFFSET(tc_param_info, unit),
    OFFSET(tc_param_info, kinds),
    OFFSET(tc_param_info, is_integer),
    OFFSET(tc_param_info, minimum),
    OFFSET(tc_param_info, maximum),
    SIZE(tc_gesture_details),
    OFFSET(tc_gesture_details, size),
    OFFSET(tc_gesture_details, kind),
    OFFSET(tc_gesture_details, state),
    OFFSET(tc_gesture_details, touch_count),
    OFFSET(tc_gesture_details, view),
    OFFSET(tc_gesture_details, x),
    OFFSET(tc_gesture_details, y),
    OFFSET(tc_gesture_details, timestamp),
    OFFSET(tc_gesture_details, taps),
    OFFSET(tc_gesture_details, direction),
    OFFSET(tc_gesture_details, translation_x),
    OFFSET(tc_gesture_details, translation_y),
    OFFSET(tc_gesture_details, velocity_x),
    OFFSET(tc_gesture_details, velocity_y),
    OFFSET(tc_gesture_details, scale),
    OFFSET(tc_gesture_details, scale_velocity),
    OFFSET(tc_gesture_details, rotation),
    OFFSET(tc_gesture_details, rotation_velocity),
    OFFSET(tc_gesture_details, failure_reason),
    OFFSET(tc_gesture_details, reserved),
    OFFSET(tc_gesture_details, failure_message),
    OFFSET(tc_gesture_details, altitude),
    OFFSET(tc_gesture_details, azimuth),
    OFFSET(tc_gesture_details, z_offset),
    OFFSET(tc_gesture_details, touch_type),
    OFFSET(tc_gesture_details, reserved2),
    SIZE(tc_recognizer_delegate),
    OFFSET(tc_recognizer_delegate, size),
    OFFSET(tc_recognizer_delegate, should_begin),
    OFFSET(tc_recognizer_delegate, should_receive_touch),
    OFFSET(tc_recognizer_delegate, should_recognize_simultaneously),
    OFFSET(tc_recognizer_delegate, should_require_failure_of),
    OFFSET(tc_recognizer_delegate, should_be_required_to_fail_by),
    OFFSET(tc_recognizer_delegate, user_data),
    OFFSET(tc_recognizer_delegate, should_receive_event),
    SIZE(tc_control_state),
    OFFSET(tc_control_state, size),
    OFFSET(tc_control_state, kind),
    OFFSET(tc_control_state, enabled),
    OFFSET(tc_control_state, highlighted),
    OFFSET(tc_control_state, tracking),
    OFFSET(tc_control_state, touch_inside),
    OFFSET(tc_control_state, value),
    OFFSET(tc_control_state, tracking_margin),
    SIZE(tc_scroll_params),
    OFFSET(tc_scroll_params, size),
    OFFSET(tc_scroll_params, content_w),
    OFFSET(tc_scroll_params, content_h),
    OFFSET(tc_scroll_params, inset_top),
    OFFSET(tc_scroll_params, inset_left),
    OFFSET(tc_scroll_params, inset_bottom),
    OFFSET(tc_scroll_params, inset_right),
    OFFSET(tc_scroll_params, scroll_enabled),
    OFFSET(tc_scroll_params, paging),
    OFFSET(tc_scroll_params, bounces),
    OFFSET(tc_scroll_params, always_bounce_horizontal),
    OFFSET(tc_scroll_params, always_bounce_vertical),
    OFFSET(tc_scroll_params, directional_lock),
    OFFSET(tc_scroll_params, delays_content_touches),
    OFFSET(tc_scroll_params, can_cancel_content_touches),
    OFFSET(tc_scroll_params, deceleration_rate),
    OFFSET(tc_scroll_params, nested),
    OFFSET(tc_scroll_params, transfers_horizontal_scrolling_to_parent),
    OFFSET(tc_scroll_params, transfers_vertical_scrolling_to_parent),
    OFFSET(tc_scroll_params, pointer_drag_scrolling),
    OFFSET(tc_scroll_params, reserved),
    OFFSET(tc_scroll_params, bounces_horizontally),
    OFFSET(tc_scroll_params, bounces_vertically),
    SIZE(tc_scroll_event_info),
    OFFSET(tc_scroll_event_info, size),
    OFFSET(tc_scroll_event_info, event),
    OFFSET(tc_scroll_event_info, offset_x),
    OFFSET(tc_scroll_event_info, offset_y),
    OFFSET(tc_scroll_event_info, velocity_x),
    OFFSET(tc_scroll_event_info, velocity_y),
    OFFSET(tc_scroll_event_info, target_x),
    OFFSET(tc_scroll_event_info, target_y),
    OFFSET(tc_scroll_event_info, decelerate),
    SIZE(tc_scroll_callbacks),
    OFFSET(tc_scroll_callbacks, size),
    OFFSET(tc_scroll_callbacks, event),
    OFFSET(tc_scroll_callbacks, touches_should_begin),
    OFFSET(tc_scroll_callbacks, touches_should_cancel),
    OFFSET(tc_scroll_callbacks, user_data),
};
#undef SIZE
#undef OFFSET

/** The number of rows of the layout table. */
__attribute__((export_name("tcjs_layout_count")))
uint32_t tcjs_layout_count(void) { return (uint32_t)(sizeof layout_rows / sizeof layout_rows[0]); }

/** Row `i`'s name ("tc_rect" or "tc_rect.w"), a static NUL-terminated string; NULL past the end. */
__attribute__((export_name("tcjs_layout_name")))
const char *tcjs_layout_name(uint32_t i) { return i < tcjs_layout_count() ? layout_rows[i].name : NULL; }

/** Row `i`'s value (sizeof or offsetof, bytes); UINT32_MAX past the end. */
__attribute__((export_name("tcjs_layout_value")))
uint32_t tcjs_layout_value(uint32_t i) { return i < tcjs_layout_count() ? layout_rows[i].value : UINT32_MAX; }

/**
 * TouchChain for JavaScript: UIKit-style touch and event delivery, running the engine as
 * WebAssembly (touchchain.wasm, built by `make web`). An ES module with no dependencies, for
 * Node 20+ and browsers: importing it loads the engine (top-level await), so
 *
 *     import * as tc from './touchchain.mjs';
 *     const scene = new tc.Scene();
 *
 * is ready to use. The API mirrors the Python bindings (bindings/python/touchchain) in
 * camelCase; bindings/js/README.md is the guide and touchchain.d.ts the reference.
 *
 * Rules the whole module follows:
 *  - Every argument is checked here before it reaches WebAssembly: doubles must be finite
 *    numbers (NotFiniteError), integers integral (TypeError) and in range of their C type
 *    (OutOfRangeError), strings free of U+0000 and lone surrogates (InvalidValueError),
 *    objects of the expected class (TypeError).
 *  - A negative status becomes a TouchChainError subclass (one per TC_ERR_*), whose message
 *    is the scene's tc_scene_last_error text.
 *  - An exception thrown by a callback is caught where the engine called it (it never
 *    unwinds through WebAssembly), the engine gets a neutral answer, and the exception is
 *    re-thrown by the call that dispatched the callback (dispatch, advance, hitTest, ...).
 */

// ---------------------------------------------------------------------------
// Constants: every object-like TC_* #define of include/touchchain.h, for wasm32
// (TC_MAX_SCENES is 8 there). Tests/js/test_api_header.mjs checks this table and the
// enumerations derived from it against the header.
// ---------------------------------------------------------------------------
export const TC = Object.freeze({
  TC_VERSION_MAJOR: 0,
  TC_VERSION_MINOR: 1,
  TC_VERSION_PATCH: 0,
  TC_VERSION: 256,
  TC_ABI_VERSION: 1,
  TC_OK: 0,
  TC_ERR_NULL_POINTER: -1,
  TC_ERR_INVALID_HANDLE: -2,
  TC_ERR_STALE_HANDLE: -3,
  TC_ERR_FOREIGN_HANDLE: -4,
  TC_ERR_INVALID_ARGUMENT: -5,
  TC_ERR_NOT_FINITE: -6,
  TC_ERR_UNKNOWN_ENUM: -7,
  TC_ERR_TIME_BACKWARDS: -8,
  TC_ERR_UNKNOWN_TOUCH: -9,
  TC_ERR_DUPLICATE_TOUCH: -10,
  TC_ERR_TOO_MANY_TOUCHES: -11,
  TC_ERR_CYCLE: -12,
  TC_ERR_HAS_PARENT: -13,
  TC_ERR_REENTRANT: -14,
  TC_ERR_LIMIT: -15,
  TC_ERR_STRUCT_SIZE: -16,
  TC_ERR_STATE: -17,
  TC_ERR_NOT_FOUND: -18,
  TC_ERR_SINGULAR: -19,
  TC_PHASE_NONE: 0,
  TC_PHASE_BEGAN: 1,
  TC_PHASE_MOVED: 2,
  TC_PHASE_STATIONARY: 3,
  TC_PHASE_ENDED: 4,
  TC_PHASE_CANCELLED: 5,
  TC_PHASE_CHANGED: 6,
  TC_TOUCH_DIRECT: 1,
  TC_TOUCH_INDIRECT: 2,
  TC_TOUCH_STYLUS: 3,
  TC_TOUCH_INDIRECT_POINTER: 4,
  TC_TOUCH_TYPES_ALL: 30,
  TC_BUTTON_PRIMARY: 1,
  TC_BUTTON_SECONDARY: 2,
  TC_BUTTON_TERTIARY: 4,
  TC_PROPERTY_FORCE: 1,
  TC_PROPERTY_AZIMUTH: 2,
  TC_PROPERTY_ALTITUDE: 4,
  TC_PROPERTY_LOCATION: 8,
  TC_PROPERTIES_ALL: 15,
  TC_SCROLL_DISCRETE: 1,
  TC_SCROLL_CONTINUOUS: 2,
  TC_SCROLL_TYPES_ALL: 3,
  TC_EVENT_TOUCHES: 1,
  TC_EVENT_MOTION: 2,
  TC_EVENT_REMOTE: 3,
  TC_EVENT_PRESSES: 4,
  TC_EVENT_ROUTE: 5,
  TC_EVENT_HOVER: 6,
  TC_EVENT_SCROLL: 7,
  TC_EVENT_TRANSFORM: 8,
  TC_MOTION_SHAKE: 100,
  TC_REMOTE_PLAY: 200,
  TC_REMOTE_PAUSE: 201,
  TC_REMOTE_STOP: 202,
  TC_REMOTE_TOGGLE_PLAY_PAUSE: 203,
  TC_REMOTE_NEXT_TRACK: 204,
  TC_REMOTE_PREVIOUS_TRACK: 205,
  TC_REMOTE_BEGIN_SEEKING_BACKWARD: 206,
  TC_REMOTE_END_SEEKING_BACKWARD: 207,
  TC_REMOTE_BEGIN_SEEKING_FORWARD: 208,
  TC_REMOTE_END_SEEKING_FORWARD: 209,
  TC_PRESS_UP_ARROW: 300,
  TC_PRESS_DOWN_ARROW: 301,
  TC_PRESS_LEFT_ARROW: 302,
  TC_PRESS_RIGHT_ARROW: 303,
  TC_PRESS_SELECT: 304,
  TC_PRESS_MENU: 305,
  TC_PRESS_PLAY_PAUSE: 306,
  TC_PRESS_PAGE_UP: 307,
  TC_PRESS_PAGE_DOWN: 308,
  TC_RESPONDER_VIEW: 1,
  TC_RESPONDER_CONTROLLER: 2,
  TC_RESPONDER_APPLICATION: 3,
  TC_RESPONDER_APP_DELEGATE: 4,
  TC_PASS: 0,
  TC_HANDLED: 1,
  TC_VIEW_HIDDEN: 1,
  TC_VIEW_USER_INTERACTION_ENABLED: 2,
  TC_VIEW_MULTIPLE_TOUCH_ENABLED: 3,
  TC_VIEW_EXCLUSIVE_TOUCH: 4,
  TC_VIEW_CAN_BECOME_FIRST_RESPONDER: 5,
  TC_VIEW_HITS_OUTSIDE_BOUNDS: 6,
  TC_VIEW_USE_PRESENTATION: 7,
  TC_VIEW_CAN_RESIGN_FIRST_RESPONDER: 8,
  TC_TRACE_ENTER: 1,
  TC_TRACE_POINT_INSIDE: 2,
  TC_TRACE_EXIT: 3,
  TC_ALPHA_HIT_THRESHOLD: 0.01,
  TC_DEFAULT_MAX_TOUCHES: 32,
  TC_MAX_TOUCHES_LIMIT: 1024,
  TC_DEFAULT_QUEUE_CAPACITY: 4096,
  TC_DEFAULT_TAP_INTERVAL: 0.35,
  TC_DEFAULT_TAP_RADIUS: 30.0,
  TC_MAX_ROUTE_DEPTH: 64,
  TC_MAX_TRANSITION_DEPTH: 16,
  TC_MAX_SEND_ACTIONS_DEPTH: 64,
  TC_MAX_SCROLL_EVENT_DEPTH: 64,
  TC_MAX_SCENES: 8,
  TC_MAX_COORDINATE: 1000000000000000.0,
  TC_MAX_TIMESTAMP: 1000000000000.0,
  TC_MAX_POLYGON_POINTS: 256,
  TC_MAX_COALESCED: 64,
  TC_MAX_PREDICTED: 16,
  TC_MAX_STRUCT_SIZE: 1024,
  TC_MAX_PREDICTION_INTERVAL: 0.1,
  TC_MAX_PENDING_UPDATES: 256,
  TC_DEFAULT_ALTITUDE: 1.5707963267948966,
  TC_DISCRETE_SCROLL_END_DELAY: 0.1,
  TC_DISCRETE_SCROLL_MIN_DELTA: 3.0,
  TC_CONTINUOUS_SCROLL_VELOCITY_RESET_GAP: 0.13,
  TC_TRANSFORM_ROTATION_HYSTERESIS: 0.017453292519943295,
  TC_GESTURE_POSSIBLE: 1,
  TC_GESTURE_BEGAN: 2,
  TC_GESTURE_CHANGED: 3,
  TC_GESTURE_ENDED: 4,
  TC_GESTURE_CANCELLED: 5,
  TC_GESTURE_FAILED: 6,
  TC_RECOGNIZER_TAP: 1,
  TC_RECOGNIZER_LONG_PRESS: 2,
  TC_RECOGNIZER_PAN: 3,
  TC_RECOGNIZER_EDGE_PAN: 4,
  TC_RECOGNIZER_SWIPE: 5,
  TC_RECOGNIZER_PINCH: 6,
  TC_RECOGNIZER_ROTATION: 7,
  TC_RECOGNIZER_CUSTOM: 8,
  TC_RECOGNIZER_HOVER: 9,
  TC_SWIPE_RIGHT: 1,
  TC_SWIPE_LEFT: 2,
  TC_SWIPE_UP: 4,
  TC_SWIPE_DOWN: 8,
  TC_EDGE_TOP: 1,
  TC_EDGE_LEFT: 2,
  TC_EDGE_BOTTOM: 4,
  TC_EDGE_RIGHT: 8,
  TC_FAIL_NONE: 0,
  TC_FAIL_MOVED_TOO_FAR: 1,
  TC_FAIL_TOO_MANY_TOUCHES: 2,
  TC_FAIL_TOO_FEW_TOUCHES: 3,
  TC_FAIL_TIMED_OUT: 4,
  TC_FAIL_ENDED_TOO_SOON: 5,
  TC_FAIL_WRONG_DIRECTION: 6,
  TC_FAIL_VETOED_BY_DELEGATE: 7,
  TC_FAIL_VETOED_BY_VIEW: 8,
  TC_FAIL_REQUIRED_RECOGNIZED: 9,
  TC_FAIL_EXCLUDED: 10,
  TC_FAIL_DISABLED: 11,
  TC_FAIL_NOT_AT_EDGE: 12,
  TC_FAIL_TOUCH_CANCELLED: 13,
  TC_FAIL_SET_BY_HOST: 14,
  TC_DEFAULT_LONG_PRESS_DURATION: 0.5,
  TC_DEFAULT_LONG_PRESS_MOVEMENT: 10.0,
  TC_DEFAULT_TAP_MOVEMENT: 45.0,
  TC_DEFAULT_TAP_DURATION: 0.75,
  TC_DEFAULT_PAN_SLOP: 10.0,
  TC_DEFAULT_EDGE_REGION: 13.0,
  TC_DEFAULT_EDGE_PAN_SLOP: 15.0,
  TC_SCREEN_EDGE_ANGLE_WINDOW: 2.70526034,
  TC_SCREEN_EDGE_ANGLE_DECAY: 0.5,
  TC_SCREEN_EDGE_ANGLE_RUN: 10.0,
  TC_SCREEN_EDGE_ALONG_MIN: 20.0,
  TC_DEFAULT_SWIPE_DISTANCE: 30.0,
  TC_DEFAULT_SWIPE_DURATION: 0.5,
  TC_DEFAULT_SWIPE_ANGLE: 0.5235987755982988,
  TC_DEFAULT_PINCH_SLOP: 8.0,
  TC_DEFAULT_ROTATION_SLOP: 0.03490658503988659,
  TC_DEFAULT_CONTROL_MARGIN: 70.0,
  TC_STEPPER_REPEAT_DELAY: 0.5,
  TC_STEPPER_REPEAT_INTERVAL: 0.1,
  TC_SLIDER_THUMB_SIZE: 28.0,
  TC_SLIDER_THUMB_HIT_SIZE: 48.0,
  TC_CONTROL_NONE: 0,
  TC_CONTROL_BUTTON: 1,
  TC_CONTROL_SWITCH: 2,
  TC_CONTROL_SLIDER: 3,
  TC_CONTROL_STEPPER: 4,
  TC_CONTROL_SEGMENTED: 5,
  TC_CONTROL_PAGE: 6,
  TC_CONTROL_GENERIC: 7,
  TC_CONTROL_EVENT_TOUCH_DOWN: 1,
  TC_CONTROL_EVENT_TOUCH_DOWN_REPEAT: 2,
  TC_CONTROL_EVENT_TOUCH_DRAG_INSIDE: 4,
  TC_CONTROL_EVENT_TOUCH_DRAG_OUTSIDE: 8,
  TC_CONTROL_EVENT_TOUCH_DRAG_ENTER: 16,
  TC_CONTROL_EVENT_TOUCH_DRAG_EXIT: 32,
  TC_CONTROL_EVENT_TOUCH_UP_INSIDE: 64,
  TC_CONTROL_EVENT_TOUCH_UP_OUTSIDE: 128,
  TC_CONTROL_EVENT_TOUCH_CANCEL: 256,
  TC_CONTROL_EVENT_VALUE_CHANGED: 4096,
  TC_CONTROL_EVENT_PRIMARY_ACTION_TRIGGERED: 8192,
  TC_CONTROL_EVENT_ALL: 12799,
  TC_SCROLL_CONTENT_TOUCH_DELAY: 0.15,
  TC_DECELERATION_NORMAL: 0.998,
  TC_DECELERATION_FAST: 0.99,
  TC_SCROLL_NESTED_UIKIT: 0,
  TC_SCROLL_NESTED_HANDOFF: 1,
  TC_SCROLL_BOUNCES_INHERIT: -1,
  TC_SCROLL_WILL_BEGIN_DRAGGING: 1,
  TC_SCROLL_DID_SCROLL: 2,
  TC_SCROLL_WILL_END_DRAGGING: 3,
  TC_SCROLL_DID_END_DRAGGING: 4,
  TC_SCROLL_WILL_BEGIN_DECELERATING: 5,
  TC_SCROLL_DID_END_DECELERATING: 6,
});

/** Values a responder handler returns (any truthy value counts as handled). */
export const PASS = false;
export const HANDLED = true;
export const ABI_VERSION = TC.TC_ABI_VERSION;

// ---------------------------------------------------------------------------
// Enumerations: frozen objects NAME -> value, made from TC by prefix, as the Python
// bindings' _enums.py. Arguments of an enumeration type also take the scene-format
// spelling of a member ("began", any case) and, for bit masks, "left|top" or an array.
// ---------------------------------------------------------------------------
const ENUM_META = new Map(); // enum object -> { name, flag }

function makeEnum(name, prefix, flag = false, exclude = null) {
  const members = {};
  const excluded = exclude === null ? [] : [].concat(exclude);
  for (const [key, value] of Object.entries(TC)) {
    if (key.startsWith(prefix) && !excluded.some((x) => key.startsWith(x))) {
      members[key.slice(prefix.length)] = value;
    }
  }
  const e = Object.freeze(members);
  ENUM_META.set(e, { name, flag });
  return e;
}

export const Phase = makeEnum('Phase', 'TC_PHASE_');
/** TC_TOUCH_* (P1; UIKit's UITouch.TouchType). STYLUS is a pencil (arguments also take
 *  "pencil"); INDIRECT_POINTER a mouse or trackpad pointer. */
export const TouchType = makeEnum('TouchType', 'TC_TOUCH_', false, 'TC_TOUCH_TYPES_ALL');
export const EventType = makeEnum('EventType', 'TC_EVENT_');
export const Motion = makeEnum('Motion', 'TC_MOTION_');
export const Remote = makeEnum('Remote', 'TC_REMOTE_');
export const Press = makeEnum('Press', 'TC_PRESS_');
export const ResponderKind = makeEnum('ResponderKind', 'TC_RESPONDER_');
export const ViewFlag = makeEnum('ViewFlag', 'TC_VIEW_');
export const TraceStep = makeEnum('TraceStep', 'TC_TRACE_');
export const GestureState = makeEnum('GestureState', 'TC_GESTURE_');
export const RecognizerKind = makeEnum('RecognizerKind', 'TC_RECOGNIZER_');
export const FailureReason = makeEnum('FailureReason', 'TC_FAIL_');
export const ControlKind = makeEnum('ControlKind', 'TC_CONTROL_', false, 'TC_CONTROL_EVENT_');
export const SwipeDirection = makeEnum('SwipeDirection', 'TC_SWIPE_', true);
export const Edge = makeEnum('Edge', 'TC_EDGE_', true);
export const ControlEvent = makeEnum('ControlEvent', 'TC_CONTROL_EVENT_', true);
export const ScrollEventKind = makeEnum('ScrollEventKind', 'TC_SCROLL_', false,
  ['TC_SCROLL_CONTENT_', 'TC_SCROLL_NESTED_', 'TC_SCROLL_DISCRETE', 'TC_SCROLL_CONTINUOUS',
    'TC_SCROLL_TYPES_ALL', 'TC_SCROLL_BOUNCES_']);
/** TC_SCROLL_NESTED_*: a nested scroll view at its edge keeps the drag (UIKIT, S6) or hands
 *  the rest of the drag and of a fling to the enclosing scroll view (HANDOFF, S9). */
export const NestedScrolling = makeEnum('NestedScrolling', 'TC_SCROLL_NESTED_');

/** TC_BUTTON_* (P2; UIKit's UIEvent.ButtonMask), a bit mask: the buttons a touch sample
 *  holds, and a tap's or long press's buttonMaskRequired. Button n (1-based) is 1 << (n - 1). */
export const Button = makeEnum('Button', 'TC_BUTTON_', true);
/** TC_PROPERTY_* (P5; UIKit's UITouch.Properties), a bit mask: the properties of a sample
 *  that are estimates, and those an update carries. */
export const TouchProperty = makeEnum('TouchProperty', 'TC_PROPERTY_', true);
/** TC_SCROLL_DISCRETE / _CONTINUOUS (P4; UIKit's UIScrollType): the kind of scroll input (a
 *  wheel's notches, a trackpad's scroll with phases), each also its bit in a pan's
 *  allowedScrollTypes. */
export const ScrollType = makeEnum('ScrollType', 'TC_SCROLL_', true,
  ['TC_SCROLL_CONTENT_', 'TC_SCROLL_NESTED_', 'TC_SCROLL_WILL_', 'TC_SCROLL_DID_',
    'TC_SCROLL_TYPES_ALL', 'TC_SCROLL_BOUNCES_']);
/** A mask of touch types, TC_TOUCH_TYPE_BIT(type) = 1 << type (a recognizer's
 *  allowedTouchTypes, P1; UIKit's allowedTouchTypes); ALL is TC_TOUCH_TYPES_ALL, the default. */
export const TouchTypes = (() => {
  const members = {};
  for (const [k, v] of Object.entries(TouchType)) members[k] = 2 ** v;
  members.ALL = TC.TC_TOUCH_TYPES_ALL;
  const e = Object.freeze(members);
  ENUM_META.set(e, { name: 'TouchTypes', flag: true });
  return e;
})();
// Other spellings of members: UIKit calls a stylus a pencil (the scene format accepts both).
const ENUM_ALIASES = new Map([[TouchType, { PENCIL: 'STYLUS' }], [TouchTypes, { PENCIL: 'STYLUS' }]]);

/** TC_OK and TC_ERR_* by name without the TC_ prefix (OK, ERR_NULL_POINTER, ...). */
export const Status = (() => {
  const members = { OK: TC.TC_OK };
  for (const [key, value] of Object.entries(TC)) {
    if (key.startsWith('TC_ERR_')) members[key.slice(3)] = value;
  }
  const e = Object.freeze(members);
  ENUM_META.set(e, { name: 'Status', flag: false });
  return e;
})();

/**
 * The name of `value` in enumeration `enumObject` ("BEGAN" for Phase, 1), or for a bit mask
 * the names of its bits joined by "|"; undefined when it has none.
 */
export function enumName(enumObject, value) {
  const meta = ENUM_META.get(enumObject);
  if (!meta) throw new TypeError('enumName: not a touchchain enumeration');
  for (const [k, v] of Object.entries(enumObject)) if (v === value) return k;
  if (meta.flag && Number.isInteger(value) && value > 0) {
    const names = [];
    let rest = value;
    for (const [k, v] of Object.entries(enumObject)) {
      if (v && (v & (v - 1)) === 0 && (rest & v)) { names.push(k); rest &= ~v; }
    }
    if (rest === 0) return names.join('|');
  }
  return undefined;
}

// ---------------------------------------------------------------------------
// Struct layouts for wasm32 (pointers and size_t 4 bytes, int64_t and double 8-aligned):
// $size is sizeof, every other key the offsetof of a field. The one table this module reads
// structs by; Tests/js/test_api_layout.mjs compares it with the C compiler's (tcjs_layout_*).
// ---------------------------------------------------------------------------
export const LAYOUT = Object.freeze({
  tc_affine: { $size: 48, a: 0, b: 8, c: 16, d: 24, tx: 32, ty: 40 },
  tc_rect: { $size: 32, x: 0, y: 8, w: 16, h: 24 },
  tc_scene_config: { $size: 40, size: 0, max_touches: 4, queue_capacity: 8, tap_interval: 16,
    tap_radius: 24, tap_duration: 32 },
  tc_responder: { $size: 16, size: 0, kind: 4, view: 8, controller: 12 },
  tc_touches_event: { $size: 48, size: 0, phase: 4, timestamp: 8, dispatch_time: 16,
    touches: 24, touch_count: 28, all_touches: 32, all_touch_count: 36, hit_view: 40 },
  tc_event_info: { $size: 24, size: 0, type: 4, subtype: 8, phase: 12, timestamp: 16 },
  tc_kv: { $size: 8, key: 0, value: 4 },
  tc_touch_update: { $size: 88, size: 0, properties: 4, id: 8, estimation_update_index: 16,
    timestamp: 24, force: 32, azimuth: 40, altitude: 48, x: 56, y: 64, remaining: 72,
    reserved: 76, touch: 80 },
  tc_hover_event: { $size: 80, size: 0, phase: 4, id: 8, x: 16, y: 24, timestamp: 32, type: 40,
    reserved: 44, altitude: 48, azimuth: 56, z_offset: 64, hit_view: 72 },
  tc_responder_callbacks: { $size: 36, size: 0, touches: 4, motion: 8, remote: 12, presses: 16,
    route: 20, user_data: 24, hover: 28, estimated_update: 32 },
  tc_unhandled_info: { $size: 40, size: 0, type: 4, subtype: 8, phase: 12, timestamp: 16,
    touches: 24, touch_count: 28, route_name: 32 },
  tc_touch_point: { $size: 56, size: 0, reserved: 4, timestamp: 8, x: 16, y: 24, force: 32,
    altitude: 40, azimuth: 48 },
  tc_touch_sample: { $size: 144, size: 0, phase: 4, id: 8, x: 16, y: 24, timestamp: 32,
    force: 40, max_force: 48, major_radius: 56, radius_tolerance: 64, type: 72, reserved: 76,
    window: 80, buttons: 84, estimated_properties: 88, expecting_updates: 92, reserved2: 96,
    estimation_update_index: 104, altitude: 112, azimuth: 120, coalesced: 128,
    coalesced_count: 132, predicted: 136, predicted_count: 140 },
  tc_hover_sample: { $size: 80, size: 0, phase: 4, id: 8, x: 16, y: 24, timestamp: 32, type: 40,
    reserved: 44, altitude: 48, azimuth: 56, z_offset: 64, window: 72 },
  tc_scroll_input: { $size: 64, size: 0, type: 4, phase: 8, reserved: 12, dx: 16, dy: 24, x: 32,
    y: 40, timestamp: 48, window: 56 },
  tc_transform_input: { $size: 56, size: 0, phase: 4, scale: 8, rotation: 16, x: 24, y: 32,
    timestamp: 40, window: 48 },
  tc_touch_info: { $size: 152, size: 0, phase: 4, id: 8, x: 16, y: 24, prev_x: 32, prev_y: 40,
    timestamp: 48, tap_count: 56, type: 60, major_radius: 64, radius_tolerance: 72, force: 80,
    max_force: 88, view: 96, window: 100, buttons: 104, estimated_properties: 108,
    expecting_updates: 112, reserved: 116, estimation_update_index: 120, altitude: 128,
    azimuth: 136, coalesced_count: 144, predicted_count: 148 },
  tc_recognizer_params: { $size: 152, size: 0, kind: 4, taps_required: 8, touches_required: 12,
    min_touches: 16, max_touches: 20, direction: 24, edges: 28, min_duration: 32,
    allowable_movement: 40, tap_interval: 48, tap_radius: 56, slop: 64, edge_region: 72,
    swipe_distance: 80, swipe_duration: 88, swipe_angle: 96, cancels_touches_in_view: 104,
    delays_touches_began: 108, delays_touches_ended: 112, enabled: 116,
    allowed_touch_types: 120, button_mask_required: 124, allowed_scroll_types: 128,
    reserved: 132, tap_duration: 136, requires_exclusive_touch_type: 144 },
  tc_param_info: { $size: 40, size: 0, index: 4, name: 8, unit: 12, kinds: 16, is_integer: 20,
    minimum: 24, maximum: 32 },
  tc_gesture_details: { $size: 168, size: 0, kind: 4, state: 8, touch_count: 12, view: 16,
    x: 24, y: 32, timestamp: 40, taps: 48, direction: 52, translation_x: 56, translation_y: 64,
    velocity_x: 72, velocity_y: 80, scale: 88, scale_velocity: 96, rotation: 104,
    rotation_velocity: 112, failure_reason: 120, reserved: 124, failure_message: 128,
    altitude: 136, azimuth: 144, z_offset: 152, touch_type: 160, reserved2: 164 },
  tc_recognizer_delegate: { $size: 32, size: 0, should_begin: 4, should_receive_touch: 8,
    should_recognize_simultaneously: 12, should_require_failure_of: 16,
    should_be_required_to_fail_by: 20, user_data: 24, should_receive_event: 28 },
  tc_control_state: { $size: 40, size: 0, kind: 4, enabled: 8, highlighted: 12, tracking: 16,
    touch_inside: 20, value: 24, tracking_margin: 32 },
  tc_scroll_params: { $size: 128, size: 0, content_w: 8, content_h: 16, inset_top: 24,
    inset_left: 32, inset_bottom: 40, inset_right: 48, scroll_enabled: 56, paging: 60,
    bounces: 64, always_bounce_horizontal: 68, always_bounce_vertical: 72, directional_lock: 76,
    delays_content_touches: 80, can_cancel_content_touches: 84, deceleration_rate: 88,
    nested: 96, transfers_horizontal_scrolling_to_parent: 100,
    transfers_vertical_scrolling_to_parent: 104, pointer_drag_scrolling: 108, reserved: 112,
    bounces_horizontally: 116, bounces_vertically: 120 },
  tc_scroll_event_info: { $size: 64, size: 0, event: 4, offset_x: 8, offset_y: 16,
    velocity_x: 24, velocity_y: 32, target_x: 40, target_y: 48, decelerate: 56 },
  tc_scroll_callbacks: { $size: 20, size: 0, event: 4, touches_should_begin: 8,
    touches_should_cancel: 12, user_data: 16 },
});
const L = LAYOUT;

// ---------------------------------------------------------------------------
// Errors: TouchChainError and one subclass per TC_ERR_* status (as Python's _errors.py).
// ---------------------------------------------------------------------------
const STATUS_TABLE = [ // [name, value, description]: TC_STATUS_MAP of the header
  ['TC_OK', 0, 'success'],
  ['TC_ERR_NULL_POINTER', -1, 'a required pointer argument is NULL'],
  ['TC_ERR_INVALID_HANDLE', -2, 'the handle is NULL, garbage or of the wrong kind'],
  ['TC_ERR_STALE_HANDLE', -3, 'the handle refers to a destroyed object'],
  ['TC_ERR_FOREIGN_HANDLE', -4, 'the handle belongs to another scene'],
  ['TC_ERR_INVALID_ARGUMENT', -5, 'an argument is out of its documented range'],
  ['TC_ERR_NOT_FINITE', -6, 'a number is NaN or infinite'],
  ['TC_ERR_UNKNOWN_ENUM', -7, 'an enumeration value is not one this library knows'],
  ['TC_ERR_TIME_BACKWARDS', -8,
    "a timestamp is earlier than the scene's clock or the last queued input"],
  ['TC_ERR_UNKNOWN_TOUCH', -9, 'no live touch has this id'],
  ['TC_ERR_DUPLICATE_TOUCH', -10, 'a touch with this id is already live'],
  ['TC_ERR_TOO_MANY_TOUCHES', -11, 'more live touches than the scene allows'],
  ['TC_ERR_CYCLE', -12, 'the change would make a view its own ancestor'],
  ['TC_ERR_HAS_PARENT', -13, 'a window cannot have a superview'],
  ['TC_ERR_REENTRANT', -14, 'this call is not allowed from inside this callback'],
  ['TC_ERR_LIMIT', -15, 'a capacity limit was reached'],
  ['TC_ERR_STRUCT_SIZE', -16, "the struct's size field is not a size this library accepts"],
  ['TC_ERR_STATE', -17, 'the object is not in a state that allows this call'],
  ['TC_ERR_NOT_FOUND', -18, 'nothing matches the request'],
  ['TC_ERR_SINGULAR', -19, 'a transform on the path cannot be inverted'],
];
export const STATUS_NAMES = Object.freeze(Object.fromEntries(STATUS_TABLE.map(([n, v]) => [v, n])));
const STATUS_DESCRIPTIONS = Object.fromEntries(STATUS_TABLE.map(([, v, d]) => [v, d]));

/**
 * A call returned a negative status (or an argument was refused before the call, with the
 * status the engine would have given). `status`: the TC_ERR_* value; `statusName`: its name
 * ("TC_ERR_STALE_HANDLE"); `statusString`: tc_status_string's description; `message`: the
 * engine's tc_scene_last_error text (or the description when no scene message applies);
 * `argument`: the argument at fault, when known.
 */
export class TouchChainError extends Error {
  constructor(status, message = '', options = undefined) {
    super(message || STATUS_DESCRIPTIONS[status] || 'unknown status', options);
    this.status = status;
    this.statusName = STATUS_NAMES[status] ?? 'unknown status';
    this.argument = null;
  }

  get statusString() { return STATUS_DESCRIPTIONS[this.status] ?? 'unknown status'; }
}
TouchChainError.prototype.name = 'TouchChainError';

/** status -> subclass */
export const ERRORS = new Map();

function errorClass(name, status) {
  const C = class extends TouchChainError {
    constructor(message = '', options = undefined) { super(status, message, options); }
  };
  Object.defineProperty(C, 'name', { value: name });
  C.prototype.name = name;
  C.status = status;
  ERRORS.set(status, C);
  return C;
}

export const NullPointerError = errorClass('NullPointerError', -1);
export const InvalidHandleError = errorClass('InvalidHandleError', -2);
export const StaleHandleError = errorClass('StaleHandleError', -3);
export const ForeignHandleError = errorClass('ForeignHandleError', -4);
export const InvalidArgumentError = errorClass('InvalidArgumentError', -5);
export const NotFiniteError = errorClass('NotFiniteError', -6);
export const UnknownEnumError = errorClass('UnknownEnumError', -7);
export const TimeBackwardsError = errorClass('TimeBackwardsError', -8);
export const UnknownTouchError = errorClass('UnknownTouchError', -9);
export const DuplicateTouchError = errorClass('DuplicateTouchError', -10);
export const TooManyTouchesError = errorClass('TooManyTouchesError', -11);
export const CycleError = errorClass('CycleError', -12);
export const HasParentError = errorClass('HasParentError', -13);
export const ReentrantError = errorClass('ReentrantError', -14);
export const LimitError = errorClass('LimitError', -15);
export const StructSizeError = errorClass('StructSizeError', -16);
export const StateError = errorClass('StateError', -17);
export const NotFoundError = errorClass('NotFoundError', -18);
export const SingularError = errorClass('SingularError', -19);

/**
 * A value refused here before calling the engine (a string holding U+0000 or a lone
 * surrogate, an unknown enumeration name, a list of the wrong length): status
 * TC_ERR_INVALID_ARGUMENT. `argument` names it, `value` is the refused value.
 */
export class InvalidValueError extends InvalidArgumentError {
  constructor(message = '', argument = null, value = undefined) {
    super(message);
    this.argument = argument;
    this.value = value;
  }
}
InvalidValueError.prototype.name = 'InvalidValueError';

/** An integer outside the range of its C type (int32_t, uint32_t, int64_t, size_t), or a
 *  BigInt too large for a double: refused instead of being wrapped. */
export class OutOfRangeError extends InvalidValueError {}
OutOfRangeError.prototype.name = 'OutOfRangeError';

function makeError(status, message) {
  const C = ERRORS.get(status);
  return C ? new C(message) : new TouchChainError(status, message);
}

function notFinite(what, value) {
  const e = new NotFiniteError(`${what} is ${value} (must be a finite number)`);
  e.argument = what;
  return e;
}

// ---------------------------------------------------------------------------
// Callback plumbing. JavaScript cannot put its functions into the module's function table,
// so the glue (glue/tc_js.c) has one C function per role that forwards to the imports below;
// user_data is a key of `registry`. The role numbers are the glue's tcjs_callback switch.
// ---------------------------------------------------------------------------
export const CALLBACK_ROLES = Object.freeze([
  'point_inside', 'hit_test', 'hit_trace', 'touches', 'motion', 'remote', 'presses', 'route',
  'unhandled', 'gesture', 'custom_touches', 'view_should_begin', 'control', 'should_begin',
  'should_receive_touch', 'should_recognize_simultaneously', 'should_require_failure_of',
  'should_be_required_to_fail_by', 'scroll_event', 'touches_should_begin', 'touches_should_cancel',
  'hover', 'estimated_update', 'should_receive_event', 'custom_reset', 'custom_can_prevent',
  'custom_can_be_prevented',
]);

// key -> WeakRef(object). The object's owner (its scene, or its control for targets) keeps it
// alive; an unreferenced scene can be collected (and is then destroyed, see FINALIZER). Every
// key is also in its scene's `_life.keys`, so that whatever ends the scene (close() or the
// FINALIZER) removes all of its entries.
const registry = new Map();
let nextKey = 1;

/** A key for `obj`, an object of `scene` (or the scene itself). */
function register(obj, scene) {
  const key = nextKey++;
  registry.set(key, new WeakRef(obj));
  scene._life.keys.add(key);
  return key;
}

function unregister(key, scene) {
  registry.delete(key);
  scene._life.keys.delete(key);
}

/** Remove every registry entry of a scene (its `_life`): when it is closed or collected. */
function unregisterAll(life) {
  for (const key of life.keys) registry.delete(key);
  life.keys.clear();
}

function lookup(key) {
  const ref = registry.get(key >>> 0);
  if (ref === undefined) return undefined;
  const obj = ref.deref();
  if (obj === undefined) registry.delete(key >>> 0);
  return obj;
}

// One frame per call into the engine in progress (innermost last): the exceptions callbacks
// threw during that call, re-thrown by it.
const frames = [];

function pending(error) {
  if (frames.length) {
    frames[frames.length - 1].push(error);
  } else if (typeof globalThis.reportError === 'function') {
    globalThis.reportError(error); // a callback outside any call of ours (cannot happen)
  } else {
    console.error(error);
  }
}

function invoke(fn) {
  const errors = [];
  frames.push(errors);
  try {
    return [fn(), errors];
  } finally {
    frames.pop();
  }
}

function raisePending(errors, cause) {
  if (!errors.length) return;
  const first = errors[0];
  if (first !== null && typeof first === 'object') {
    try {
      if (cause !== undefined && first.cause === undefined) first.cause = cause;
      if (errors.length > 1 && first.touchchainMoreErrors === undefined) {
        first.touchchainMoreErrors = errors.slice(1);
      }
    } catch { /* a frozen object: re-thrown as it is */ }
  }
  throw first;
}

/** Wrap `impl(obj, ...args)` as an import: `neutral` (or neutral(...args)) when the object is
 *  gone or impl threw; the exception goes to the dispatching call. */
function trampoline(neutral, impl) {
  return (...args) => {
    try {
      const obj = lookup(args[args.length - 1]);
      if (obj !== undefined) {
        const result = impl(obj, ...args);
        if (result !== undefined) return result;
      }
    } catch (e) {
      pending(e);
    }
    return typeof neutral === 'function' ? neutral(...args) : neutral;
  };
}

const h32 = (p) => p >>> 0;

const imports = {
  touchchain_js: {
    point_inside: trampoline((v, x, y, engine) => engine, (view, _h, x, y, engine) => {
      const fn = view._hooks.pointInside;
      return fn ? (fn(view, x, y, Boolean(engine)) ? 1 : 0) : engine;
    }),
    hit_test: trampoline((v, x, y, engine) => engine, (view, _h, x, y, engine) => {
      const fn = view._hooks.hitTest;
      if (!fn) return engine;
      const result = fn(view, x, y, view.scene._lookup(engine));
      if (result === null || result === undefined) return 0;
      // What the engine would ignore (answering with its own result) is an error of the
      // callback here: re-thrown by the call that hit-tested, as a callback's exception.
      if (!(result instanceof View)) {
        throw new TypeError(`onHitTest must return a View or null, not ${typeName(result)}`);
      }
      if (result.scene !== view.scene) {
        throw new ForeignHandleError(`onHitTest of ${view} returned ${result}, a view of another scene`);
      }
      if (result.destroyed) {
        throw new StaleHandleError(`onHitTest of ${view} returned ${result}, which was destroyed`);
      }
      return result._h;
    }),
    hit_trace: trampoline(undefined, (scene, step, view, inside, result) => {
      const fn = scene._hooks.hitTrace;
      if (fn) fn(step, scene._lookup(view), Boolean(inside), scene._lookup(result));
    }),
    touches: trampoline(TC.TC_PASS, (responder, _who, ev) => {
      const fn = responder._handlers.touches;
      if (!fn) return TC.TC_PASS;
      const scene = responder.scene;
      const L_ = L.tc_touches_event;
      const d = dv();
      const event = Object.freeze({
        phase: d.getInt32(ev + L_.phase, true),
        timestamp: d.getFloat64(ev + L_.timestamp, true),
        dispatchTime: d.getFloat64(ev + L_.dispatch_time, true),
        touches: touchesFromArray(scene, d.getUint32(ev + L_.touches, true),
          d.getUint32(ev + L_.touch_count, true)),
        allTouches: touchesFromArray(scene, dv().getUint32(ev + L_.all_touches, true),
          dv().getUint32(ev + L_.all_touch_count, true)),
        hitView: scene._lookup(dv().getUint32(ev + L_.hit_view, true)),
      });
      return fn(responder, event) ? TC.TC_HANDLED : TC.TC_PASS;
    }),
    motion: trampoline(TC.TC_PASS, (r, _w, ev) => eventCallback(r, 'motion', ev)),
    remote: trampoline(TC.TC_PASS, (r, _w, ev) => eventCallback(r, 'remote', ev)),
    presses: trampoline(TC.TC_PASS, (r, _w, ev) => eventCallback(r, 'presses', ev)),
    route: trampoline(TC.TC_PASS, (responder, _who, name, pairs, count) => {
      const fn = responder._handlers.route;
      if (!fn) return TC.TC_PASS;
      const info = {};
      for (let i = 0; i < (count >>> 0); i++) {
        const p = h32(pairs) + i * L.tc_kv.$size;
        const key = readCString(dv().getUint32(p + L.tc_kv.key, true));
        info[key] = readCString(dv().getUint32(p + L.tc_kv.value, true)) ?? '';
      }
      return fn(responder, Object.freeze({ name: readCString(name), info: Object.freeze(info) }))
        ? TC.TC_HANDLED : TC.TC_PASS;
    }),
    unhandled: trampoline(undefined, (scene, info) => {
      const fn = scene._hooks.unhandled;
      if (!fn) return;
      const U = L.tc_unhandled_info;
      const d = dv();
      const p = h32(info);
      const routeName = d.getUint32(p + U.route_name, true);
      const touchesPtr = d.getUint32(p + U.touches, true);
      const touchCount = d.getUint32(p + U.touch_count, true);
      const event = {
        type: d.getInt32(p + U.type, true),
        subtype: d.getInt32(p + U.subtype, true),
        phase: d.getInt32(p + U.phase, true),
        timestamp: d.getFloat64(p + U.timestamp, true),
        touches: [],
        routeName: routeName ? readCString(routeName) : null,
      };
      event.touches = touchesFromArray(scene, touchesPtr, touchCount);
      fn(scene, Object.freeze(event));
    }),
    gesture: trampoline(undefined, (target, rec, details) => {
      // the action's user_data is the recognizer's key, the state observer's its proxy's
      const [recognizer, hook] = target instanceof Recognizer ? [target, 'action']
        : [target.recognizer, 'state'];
      const fn = recognizer._hooks[hook];
      if (fn) fn(recognizer, gestureDetails(recognizer.scene, h32(details)));
    }),
    custom_touches: trampoline(undefined, (rec, _h, phase, touches, count, timestamp) => {
      const fn = rec._hooks.customTouches;
      if (fn) fn(rec, phase, touchesFromArray(rec.scene, touches, count), timestamp);
    }),
    custom_reset: trampoline(undefined, (rec) => {
      const fn = rec._hooks.customReset;
      if (fn) fn(rec);
    }),
    custom_can_prevent: trampoline(1, (rec, _h, other) => {
      const fn = rec._hooks.canPrevent;
      return fn ? (fn(rec, rec.scene._lookup(other)) ? 1 : 0) : 1;
    }),
    custom_can_be_prevented: trampoline(1, (rec, _h, other) => {
      const fn = rec._hooks.canBePrevented;
      return fn ? (fn(rec, rec.scene._lookup(other)) ? 1 : 0) : 1;
    }),
    view_should_begin: trampoline(1, (view, _h, rec) => {
      const fn = view._hooks.gestureShouldBegin;
      return fn ? (fn(view, view.scene._lookup(rec)) ? 1 : 0) : 1;
    }),
    control: trampoline(undefined, (target, _h, event) => {
      target.fn(target.control, event >>> 0);
    }),
    should_begin: trampoline(1, (rec) => delegateAnswer(rec, 'shouldBegin', 1, [])),
    should_receive_touch: trampoline(1, (rec, _h, touch) =>
      delegateAnswer(rec, 'shouldReceiveTouch', 1, [Touch._fromHandle(rec.scene, h32(touch))])),
    should_recognize_simultaneously: trampoline(0, (rec, _h, other) =>
      delegateAnswer(rec, 'shouldRecognizeSimultaneously', 0, [rec.scene._lookup(other)])),
    should_require_failure_of: trampoline(0, (rec, _h, other) =>
      delegateAnswer(rec, 'shouldRequireFailureOf', 0, [rec.scene._lookup(other)])),
    should_be_required_to_fail_by: trampoline(0, (rec, _h, other) =>
      delegateAnswer(rec, 'shouldBeRequiredToFailBy', 0, [rec.scene._lookup(other)])),
    should_receive_event: trampoline(1, (rec, _h, type) =>
      delegateAnswer(rec, 'shouldReceiveEvent', 1, [type])),
    scroll_event: trampoline(undefined, (view, _h, info) => {
      const fn = view._hooks.scroll;
      if (fn) scrollEventCallback(view, fn, h32(info));
    }),
    touches_should_begin: trampoline(1, (view, _h, touch, content) => {
      const fn = view._hooks.touchesShouldBegin;
      if (!fn) return 1;
      return fn(view, Touch._fromHandle(view.scene, h32(touch)), view.scene._lookup(content)) ? 1 : 0;
    }),
    // neutral: UIKit's default, true unless the content is a control
    touches_should_cancel: trampoline((_v, content, key) => {
      const view = lookup(key);
      return view?.scene?._lookup?.(content)?.control ? 0 : 1;
    }, (view, _h, content) => {
      const fn = view._hooks.touchesShouldCancel;
      const c = view.scene._lookup(content);
      if (!fn) return c?.control ? 0 : 1;
      return fn(view, c) ? 1 : 0;
    }),
    hover: trampoline(undefined, (view, _who, ev) => {
      const fn = view._handlers.hover;
      if (fn) fn(view, hoverEvent(view.scene, h32(ev)));
    }),
    estimated_update: trampoline(undefined, (view, _who, update) => {
      const fn = view._handlers.estimatedUpdate;
      if (fn) fn(view, touchUpdate(view.scene, h32(update)));
    }),
  },
};

/** A HoverEvent for the tc_hover_event at p (P3). */
function hoverEvent(scene, p) {
  const H = L.tc_hover_event;
  const d = dv();
  const f = (name) => d.getFloat64(p + H[name], true);
  const x = f('x');
  const y = f('y');
  return Object.freeze({
    phase: d.getInt32(p + H.phase, true), id: readId(d, p + H.id), x, y,
    location: point(x, y), timestamp: f('timestamp'), type: d.getInt32(p + H.type, true),
    altitude: f('altitude'), azimuth: f('azimuth'), zOffset: f('z_offset'),
    hitView: scene._lookup(d.getUint32(p + H.hit_view, true)),
  });
}

/** A TouchUpdate for the tc_touch_update at p (P5). */
function touchUpdate(scene, p) {
  const U = L.tc_touch_update;
  const d = dv();
  const f = (name) => d.getFloat64(p + U[name], true);
  const touch = d.getUint32(p + U.touch, true);
  const update = {
    properties: d.getUint32(p + U.properties, true), id: readId(d, p + U.id),
    index: readId(d, p + U.estimation_update_index), timestamp: f('timestamp'),
    force: f('force'), azimuth: f('azimuth'), altitude: f('altitude'), x: f('x'), y: f('y'),
    remaining: d.getUint32(p + U.remaining, true),
  };
  update.touch = touch ? Touch._fromHandle(scene, touch) : null;
  return Object.freeze(update);
}

/** Hand `fn` a ScrollEvent for the tc_scroll_event_info at p; write a target the handler set
 *  (will_end_dragging) back before the engine reads it. */
function scrollEventCallback(view, fn, p) {
  const E = L.tc_scroll_event_info;
  const d = dv();
  const f = (name) => d.getFloat64(p + E[name], true);
  const kind = d.getInt32(p + E.event, true);
  const willEnd = kind === TC.TC_SCROLL_WILL_END_DRAGGING;
  const event = new ScrollEvent(kind, point(f('offset_x'), f('offset_y')),
    willEnd ? point(f('velocity_x'), f('velocity_y')) : point(0, 0),
    willEnd ? point(f('target_x'), f('target_y')) : null,
    kind === TC.TC_SCROLL_DID_END_DRAGGING ? d.getInt32(p + E.decelerate, true) !== 0 : null);
  try {
    fn(view, event);
  } finally {
    event._live = false;
  }
  if (event._changed) {
    dv().setFloat64(p + E.target_x, event.target.x, true);
    dv().setFloat64(p + E.target_y, event.target.y, true);
  }
}

function eventCallback(responder, slot, ev) {
  const fn = responder._handlers[slot];
  if (!fn) return TC.TC_PASS;
  const E = L.tc_event_info;
  const d = dv();
  const p = h32(ev);
  const event = Object.freeze({
    type: d.getInt32(p + E.type, true), subtype: d.getInt32(p + E.subtype, true),
    phase: d.getInt32(p + E.phase, true), timestamp: d.getFloat64(p + E.timestamp, true),
  });
  return fn(responder, event) ? TC.TC_HANDLED : TC.TC_PASS;
}

function delegateAnswer(rec, hook, fallback, args) {
  const fn = rec._hooks[hook];
  if (!fn) return fallback;
  return fn(rec, ...args) ? 1 : 0;
}

// ---------------------------------------------------------------------------
// Loading (top-level await): Node reads the file, browsers fetch it.
// ---------------------------------------------------------------------------
const WASM_URL = new URL('./touchchain.wasm', import.meta.url);

async function instantiate() {
  const isNode = typeof process === 'object' && process !== null && process.versions?.node;
  if (isNode && WASM_URL.protocol === 'file:') {
    const { readFile } = await import('node:fs/promises');
    return (await WebAssembly.instantiate(await readFile(WASM_URL), imports)).instance;
  }
  if (typeof WebAssembly.instantiateStreaming === 'function') {
    try {
      return (await WebAssembly.instantiateStreaming(fetch(WASM_URL), imports)).instance;
    } catch (e) {
      // a server that does not send application/wasm: fall back to the bytes
      if (!(e instanceof TypeError)) throw e;
    }
  }
  const response = await fetch(WASM_URL);
  if (!response.ok) throw new Error(`touchchain: cannot load ${WASM_URL}: HTTP ${response.status}`);
  return (await WebAssembly.instantiate(await response.arrayBuffer(), imports)).instance;
}

// What this module calls in touchchain.wasm: every name it uses (Tests/js/test_api_load.mjs
// checks this list against the module's source), checked once loaded with the ABI version, so
// an outdated or foreign touchchain.wasm is refused at import, with its missing names, rather
// than failing later at the first call that needs one (as the Python bindings' loader does).
const REQUIRED_EXPORTS = Object.freeze([
  '_initialize', 'memory', 'tc_abi_version', 'tc_button_string', 'tc_control_add_target',
  'tc_control_event_string', 'tc_control_get_state', 'tc_control_kind_string',
  'tc_control_remove_target', 'tc_control_send_actions', 'tc_control_set_enabled',
  'tc_control_set_tracking_margin', 'tc_control_set_value', 'tc_controller_create',
  'tc_controller_destroy', 'tc_controller_get_view', 'tc_controller_next_responder',
  'tc_controller_send_route',
  'tc_controller_set_responder', 'tc_controller_set_view', 'tc_edge_string',
  'tc_event_type_string', 'tc_failure_reason_string', 'tc_gesture_state_string',
  'tc_motion_subtype_string', 'tc_phase_string', 'tc_press_type_string', 'tc_recognizer_attach',
  'tc_recognizer_create', 'tc_recognizer_destroy', 'tc_recognizer_detach',
  'tc_recognizer_get_details', 'tc_recognizer_get_name', 'tc_recognizer_get_params',
  'tc_recognizer_get_state', 'tc_recognizer_ignore_touch', 'tc_recognizer_kind_string',
  'tc_recognizer_location_in', 'tc_recognizer_param_info', 'tc_recognizer_params_init',
  'tc_recognizer_remove_requirement', 'tc_recognizer_require_to_fail',
  'tc_recognizer_set_action', 'tc_recognizer_set_custom_can_be_prevented_fn',
  'tc_recognizer_set_custom_can_prevent_fn', 'tc_recognizer_set_custom_reset_fn',
  'tc_recognizer_set_custom_touches_fn', 'tc_recognizer_set_delegate',
  'tc_recognizer_set_enabled', 'tc_recognizer_set_name', 'tc_recognizer_set_params',
  'tc_recognizer_set_rotation', 'tc_recognizer_set_scale', 'tc_recognizer_set_simultaneous',
  'tc_recognizer_set_state', 'tc_recognizer_set_state_fn', 'tc_recognizer_set_translation',
  'tc_recognizer_set_translation_in', 'tc_recognizer_touch_location_in',
  'tc_recognizer_translation_in', 'tc_recognizer_velocity_in', 'tc_remote_subtype_string',
  'tc_responder_kind_string', 'tc_scene_advance', 'tc_scene_app_next_responder',
  'tc_scene_create', 'tc_scene_destroy',
  'tc_scene_dispatch', 'tc_scene_find_touch', 'tc_scene_get_first_responder',
  'tc_scene_get_focus', 'tc_scene_get_key_window', 'tc_scene_last_error', 'tc_scene_now',
  'tc_scene_push_hover', 'tc_scene_push_motion', 'tc_scene_push_press', 'tc_scene_push_remote',
  'tc_scene_push_scroll', 'tc_scene_push_touch', 'tc_scene_push_touch_update',
  'tc_scene_push_touches', 'tc_scene_push_transform', 'tc_scene_queued_count',
  'tc_scene_set_app_delegate', 'tc_scene_set_app_responder', 'tc_scene_set_focus',
  'tc_scene_set_hit_trace_fn', 'tc_scene_set_key_window', 'tc_scene_set_unhandled_fn',
  'tc_scene_touch_count', 'tc_scroll_event_string', 'tc_scroll_type_string', 'tc_status_string',
  'tc_swipe_direction_string', 'tc_touch_azimuth_in', 'tc_touch_get_coalesced',
  'tc_touch_get_info', 'tc_touch_get_predicted', 'tc_touch_location_in', 'tc_touch_predict',
  'tc_touch_property_string', 'tc_touch_type_string', 'tc_trace_step_string',
  'tc_version_string', 'tc_view_add_subview', 'tc_view_become_first_responder',
  'tc_view_clear_presentation', 'tc_view_convert_point', 'tc_view_create', 'tc_view_destroy',
  'tc_view_flag_string', 'tc_view_get_alpha', 'tc_view_get_bounds', 'tc_view_get_center',
  'tc_view_get_content_offset', 'tc_view_get_flag', 'tc_view_get_frame', 'tc_view_get_scroll',
  'tc_view_get_scroll_state', 'tc_view_get_scroll_tracking', 'tc_view_get_subview',
  'tc_view_get_subview_count', 'tc_view_get_superview', 'tc_view_get_transform',
  'tc_view_get_window', 'tc_view_hit_test', 'tc_view_insert_subview',
  'tc_view_insert_subview_above', 'tc_view_insert_subview_below', 'tc_view_is_first_responder',
  'tc_view_is_window', 'tc_view_next_responder', 'tc_view_point_inside',
  'tc_view_remove_from_superview', 'tc_view_resign_first_responder', 'tc_view_scroll_pan',
  'tc_view_send_route', 'tc_view_set_alpha', 'tc_view_set_bounds', 'tc_view_set_center',
  'tc_view_set_content_offset', 'tc_view_set_control', 'tc_view_set_flag', 'tc_view_set_frame',
  'tc_view_set_gesture_should_begin_fn', 'tc_view_set_hit_insets', 'tc_view_set_hit_polygon',
  'tc_view_set_hit_redirect', 'tc_view_set_hit_test_fn', 'tc_view_set_min_hit_size',
  'tc_view_set_point_inside_fn', 'tc_view_set_presentation', 'tc_view_set_responder',
  'tc_view_set_scroll', 'tc_view_set_scroll_callbacks', 'tc_view_set_transform',
  'tc_window_create', 'tcjs_alloc', 'tcjs_callback', 'tcjs_free'
]);

/** Refuse a module that is not the engine these bindings were written for: one that lacks a
 *  name (before anything runs), then one of another ABI version (once initialized). */
function checkExports(exports, initialized) {
  if (!initialized) {
    const missing = REQUIRED_EXPORTS.filter((name) => !(name in exports));
    if (missing.length) {
      throw new Error(`touchchain: ${WASM_URL} lacks ${missing.join(', ')} (rebuild it: make web)`);
    }
    return;
  }
  const abi = exports.tc_abi_version() >>> 0;
  if (abi !== ABI_VERSION) {
    throw new Error(`touchchain: ${WASM_URL} has ABI version ${abi}; this module needs ${ABI_VERSION} ` +
      '(rebuild it: make web)');
  }
}

const instance = await instantiate();
/** The module's raw exports (every tc_* function, memory, tcjs_*): for tests and tools. */
export const raw = instance.exports;
const ex = raw;
checkExports(ex, false);
ex._initialize();
checkExports(ex, true);

// ---------------------------------------------------------------------------
// Memory: views re-made when the memory grows; a scratch stack for call arguments and out
// parameters (calls nest through callbacks: each call restores the stack as it found it).
// ---------------------------------------------------------------------------
let dataView = new DataView(ex.memory.buffer);
let bytes = new Uint8Array(ex.memory.buffer);

function dv() {
  if (dataView.buffer !== ex.memory.buffer) {
    dataView = new DataView(ex.memory.buffer);
    bytes = new Uint8Array(ex.memory.buffer);
  }
  return dataView;
}

function u8() { dv(); return bytes; }

const SCRATCH_SIZE = 64 * 1024;
const scratchBase = ex.tcjs_alloc(SCRATCH_SIZE) >>> 0;
if (!scratchBase) throw new Error('touchchain: cannot allocate the scratch area');
const scratchEnd = scratchBase + SCRATCH_SIZE;
let sp = scratchBase;
const heapBlocks = []; // tcjs_alloc'd blocks of the calls in progress (too big for scratch)

/** Run fn() with temporary memory: everything tmp() returns during it is released after. */
function withMem(fn) {
  const mark = sp;
  const heapMark = heapBlocks.length;
  try {
    return fn();
  } finally {
    sp = mark;
    while (heapBlocks.length > heapMark) ex.tcjs_free(heapBlocks.pop());
  }
}

/** `n` zeroed bytes, 8-aligned, valid until the enclosing withMem returns. */
function tmp(n) {
  const a = (sp + 7) & ~7;
  let p;
  if (a + n <= scratchEnd) {
    p = a;
    sp = a + n;
  } else {
    p = ex.tcjs_alloc(n) >>> 0;
    if (!p) throw new LimitError('touchchain: out of WebAssembly memory');
    heapBlocks.push(p);
  }
  u8().fill(0, p, p + n);
  return p;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8');

/** A NUL-terminated UTF-8 copy of `s` in temporary memory. */
function tmpString(s) {
  const b = encoder.encode(s);
  const p = tmp(b.length + 1);
  u8().set(b, p);
  return p;
}

/** The C string at `ptr` (null for NULL). */
function readCString(ptr) {
  ptr = ptr >>> 0;
  if (!ptr) return null;
  const m = u8();
  let end = ptr;
  while (m[end] !== 0) end++;
  return decoder.decode(m.subarray(ptr, end));
}

function readId(d, p) {
  const id = d.getBigInt64(p, true);
  return id >= BigInt(Number.MIN_SAFE_INTEGER) && id <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(id) : id;
}

// ---------------------------------------------------------------------------
// Argument checks (before anything reaches WebAssembly)
// ---------------------------------------------------------------------------
function typeName(v) {
  if (v === null) return 'null';
  if (typeof v === 'object') return v.constructor?.name ?? 'object';
  return typeof v;
}

/** A finite number for a C double. */
function dbl(v, what) {
  if (typeof v === 'bigint') {
    const n = Number(v);
    if (!Number.isFinite(n)) throw new OutOfRangeError(`${what} is too large for a double`, what, v);
    return n;
  }
  if (typeof v !== 'number') throw new TypeError(`${what} must be a number, not ${typeName(v)}`);
  if (!Number.isFinite(v)) throw notFinite(what, v);
  return v;
}

function integer(v, what, min, max, ctype) {
  if (typeof v === 'bigint') {
    if (v < BigInt(min) || v > BigInt(max)) {
      throw new OutOfRangeError(`${what} is ${v}, out of the range of ${ctype} (${min}..${max})`,
        what, v);
    }
    return Number(v);
  }
  if (typeof v !== 'number' || !Number.isInteger(v)) {
    throw new TypeError(`${what} must be an integer (${ctype}), not ${
      typeof v === 'number' ? v : typeName(v)}`);
  }
  if (v < min || v > max) {
    throw new OutOfRangeError(`${what} is ${v}, out of the range of ${ctype} (${min}..${max})`,
      what, v);
  }
  return v;
}

const i32 = (v, what) => integer(v, what, -0x80000000, 0x7fffffff, 'int32_t');
const u32 = (v, what) => integer(v, what, 0, 0xffffffff, 'uint32_t');
const sizeT = (v, what) => integer(v, what, 0, 0xffffffff, 'size_t');

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** An int64_t (a touch id): a number (an integer) or a BigInt, as a BigInt. */
function i64(v, what) {
  let b;
  if (typeof v === 'bigint') {
    b = v;
  } else if (typeof v === 'number' && Number.isInteger(v)) {
    b = BigInt(v);
  } else {
    throw new TypeError(`${what} must be an integer or a BigInt, not ${
      typeof v === 'number' ? v : typeName(v)}`);
  }
  if (b < INT64_MIN || b > INT64_MAX) {
    throw new OutOfRangeError(`${what} is ${v}, out of the range of int64_t`, what, v);
  }
  return b;
}

/** A boolean (true/false, or a number: non-zero is true) as 0 or 1. */
function flag(v, what) {
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'number' && !Number.isNaN(v)) return v ? 1 : 0;
  throw new TypeError(`${what} must be a boolean, not ${typeName(v)}`);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string for a C string: no U+0000, valid UTF-16 (so valid UTF-8). */
function cstr(v, what) {
  if (typeof v !== 'string') throw new TypeError(`${what} must be a string, not ${typeName(v)}`);
  if (v.includes('\0')) {
    throw new InvalidValueError(`${what} contains U+0000 (NUL), which would end the C string early`,
      what, v);
  }
  const wellFormed = typeof v.isWellFormed === 'function' ? v.isWellFormed() : !LONE_SURROGATE.test(v);
  if (!wellFormed) {
    throw new InvalidValueError(`${what} contains a lone surrogate, which is not valid UTF-8`,
      what, v);
  }
  return v;
}

/** An options object: a non-null object that is not an array (undefined and, where
 *  `nullOk`, null give {}); anything else is a TypeError, as a wrong type elsewhere. */
function optionsObject(v, what, nullOk = false) {
  if (v === undefined || (nullOk && v === null)) return {};
  if (v === null || typeof v !== 'object' || Array.isArray(v)) {
    throw new TypeError(`${what} must be an object, not ${typeName(v)}`);
  }
  return v;
}

function fnOrNull(v, what) {
  if (v === undefined) return null;
  if (v !== null && typeof v !== 'function') {
    throw new TypeError(`${what} must be a function or null, not ${typeName(v)}`);
  }
  return v;
}

function handleArg(obj, what, cls, nullOk = false) {
  if ((obj === null || obj === undefined) && nullOk) return 0;
  if (!(obj instanceof cls)) {
    throw new TypeError(`${what} must be a ${cls.name}${nullOk ? ' or null' : ''}, not ${typeName(obj)}`);
  }
  try {
    return obj.handle; // StaleHandleError for a destroyed object
  } catch (e) {
    if (e instanceof StaleHandleError) e.argument = what;
    throw e;
  }
}

function enumKey(text) { return text.trim().toUpperCase().replace(/[- ]/g, '_'); }

/** `value` for an argument of enumeration `e`: a number (the engine checks it), a member's
 *  name ("began", any case), for a bit mask "left|top" or an array of those. */
function coerce(e, value, what) {
  const meta = ENUM_META.get(e);
  if (typeof value === 'number' || typeof value === 'bigint') {
    return meta.flag ? u32(value, what) : i32(value, what);
  }
  if (typeof value === 'string') {
    const parts = meta.flag ? value.split('|') : [value];
    let result = 0;
    const aliases = ENUM_ALIASES.get(e);
    for (const part of parts) {
      let key = enumKey(part);
      if (aliases && Object.prototype.hasOwnProperty.call(aliases, key)) key = aliases[key];
      if (!Object.prototype.hasOwnProperty.call(e, key)) {
        throw new InvalidValueError(`${what}: ${JSON.stringify(value)} is not a ${meta.name}; valid values: ${
          Object.keys(e).map((k) => k.toLowerCase()).join(', ')}`, what, value);
      }
      result |= e[key];
    }
    return meta.flag ? result >>> 0 : result;
  }
  if (meta.flag && Array.isArray(value)) {
    let result = 0;
    for (const part of value) result |= coerce(e, part, what);
    return result >>> 0;
  }
  throw new TypeError(`${what} must be a ${meta.name} value, its name or a number, not ${typeName(value)}`);
}

/**
 * A touch-type mask (TouchTypes; TC_TOUCH_TYPE_BIT bits) from `value`: a number (the mask
 * itself, e.g. TouchTypes.STYLUS), a name ("stylus", "pencil", "indirect_pointer", "all"; any
 * case; "direct|stylus"), or an array of those (their bits together; [] is 0, no type).
 */
export function touchTypeMask(value, what = 'allowedTouchTypes') {
  if (Array.isArray(value)) {
    let mask = 0;
    value.forEach((v, i) => { mask |= touchTypeMask(v, `${what}[${i}]`); });
    return mask >>> 0;
  }
  return coerce(TouchTypes, value, what);
}

function numbers(values, names, what) {
  let list;
  if (Array.isArray(values) || ArrayBuffer.isView(values)) {
    list = Array.from(values);
  } else if (values !== null && typeof values === 'object') {
    list = names.map((n) => values[n]);
    if (list.some((v) => v === undefined)) {
      throw new InvalidValueError(`${what} must have the numbers ${names.join(', ')}`, what, values);
    }
  } else {
    throw new TypeError(`${what} must be an array of ${names.length} numbers (${names.join(', ')}) or an object with them, not ${typeName(values)}`);
  }
  if (list.length !== names.length) {
    throw new InvalidValueError(`${what} must be ${names.length} numbers (${names.join(', ')}), got ${list.length}`,
      what, values);
  }
  return list.map((v, i) => dbl(v, `${what}.${names[i]}`));
}

// ---------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------
function lastError(scene) {
  if (!scene || scene._h === null) return '';
  const text = readCString(ex.tc_scene_last_error(scene._h)) ?? '';
  const shadow = scene._probeError;
  if (shadow) {
    // the engine's message is still that of a probe of Scene._sweepTouches: not the host's
    if (text === shadow.probe) return shadow.saved;
    scene._probeError = null;
  }
  return text;
}

function sceneHandle(scene) {
  if (scene._h === null) throw new StaleHandleError('the scene is closed');
  return scene._h;
}

/** Call status-returning export `name` of `scene`'s objects; throw on failure. Exceptions of
 *  callbacks during the call come first (the status error is their `cause`). */
function call(scene, name, ...args) {
  sceneHandle(scene);
  const [status, errors] = invoke(() => ex[name](...args));
  if (status !== 0) {
    const error = makeError(status, lastError(scene) || STATUS_DESCRIPTIONS[status] || '');
    raisePending(errors, error);
    throw error;
  }
  raisePending(errors);
}

function callNoScene(name, ...args) {
  const status = ex[name](...args);
  if (status !== 0) throw makeError(status, readCString(ex.tc_status_string(status)));
}

/** tc_version_string: the engine's version, "0.1.0". */
export function version() { return readCString(ex.tc_version_string()); }

/** tc_status_string: the description of a status ("unknown status" for an unknown one). */
export function statusString(status) {
  return readCString(ex.tc_status_string(i32(status, 'status')));
}

/** The engine's name of a value of a family (tc_<family>_string): nameOf('phase', 1) is
 *  "began"; null for a value the family lacks. Families: phase, touch_type, event_type,
 *  motion_subtype, remote_subtype, press_type, responder_kind, view_flag, trace_step,
 *  gesture_state, recognizer_kind, swipe_direction, edge, failure_reason, control_kind,
 *  control_event, scroll_event, button, touch_property, scroll_type. */
export function nameOf(family, value) {
  const fn = NAME_FUNCTIONS[family];
  if (!fn) throw new InvalidValueError(`nameOf: unknown family ${JSON.stringify(family)}`, 'family', family);
  const unsigned = UNSIGNED_FAMILIES.has(family);
  return readCString(ex[fn](unsigned ? u32(value, 'value') : i32(value, 'value')));
}
const NAME_FUNCTIONS = Object.freeze(Object.fromEntries([
  'phase', 'touch_type', 'event_type', 'motion_subtype', 'remote_subtype', 'press_type',
  'responder_kind', 'view_flag', 'trace_step', 'gesture_state', 'recognizer_kind',
  'swipe_direction', 'edge', 'failure_reason', 'control_kind', 'control_event', 'scroll_event',
  'button', 'touch_property', 'scroll_type',
].map((f) => [f, `tc_${f}_string`])));
const UNSIGNED_FAMILIES = new Set(['swipe_direction', 'edge', 'control_event', 'button',
  'touch_property', 'scroll_type']);

// ---------------------------------------------------------------------------
// Value types (snapshots: they copy what the engine lends, so they outlive a callback)
// ---------------------------------------------------------------------------
const rect = (x, y, w, h) => Object.freeze({ x, y, w, h });
const point = (x, y) => Object.freeze({ x, y });

function readRect(p) {
  const d = dv();
  return rect(d.getFloat64(p, true), d.getFloat64(p + 8, true), d.getFloat64(p + 16, true),
    d.getFloat64(p + 24, true));
}

/** CGAffineTransform: (x, y) -> (a*x + c*y + tx, b*x + d*y + ty). */
export const Affine = Object.freeze({
  identity: () => Object.freeze({ a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 }),
  translation: (tx, ty) => Object.freeze({ a: 1, b: 0, c: 0, d: 1, tx: dbl(tx, 'tx'), ty: dbl(ty, 'ty') }),
  scaling: (sx, sy = sx) => Object.freeze({ a: dbl(sx, 'sx'), b: 0, c: 0, d: dbl(sy, 'sy'), tx: 0, ty: 0 }),
  rotation: (radians) => {
    const r = dbl(radians, 'radians');
    return Object.freeze({ a: Math.cos(r), b: Math.sin(r), c: -Math.sin(r), d: Math.cos(r), tx: 0, ty: 0 });
  },
});
const AFFINE_FIELDS = ['a', 'b', 'c', 'd', 'tx', 'ty'];

function writeAffine(t, what) {
  const v = numbers(t, AFFINE_FIELDS, what);
  const p = tmp(L.tc_affine.$size);
  const d = dv();
  v.forEach((x, i) => d.setFloat64(p + 8 * i, x, true));
  return p;
}

// ---------------------------------------------------------------------------
// Touch points (tc_touch_point, P6): coalesced and predicted samples
// ---------------------------------------------------------------------------
const POINT_FIELDS = ['timestamp', 'x', 'y', 'force', 'altitude', 'azimuth'];

/** A frozen TouchPoint {timestamp, x, y, force, altitude, azimuth}. */
function touchPoint(timestamp, x, y, force, altitude, azimuth) {
  return Object.freeze({ timestamp, x, y, force, altitude, azimuth });
}

function readPoint(p) {
  const P = L.tc_touch_point;
  const d = dv();
  return touchPoint(...POINT_FIELDS.map((f) => d.getFloat64(p + P[f], true)));
}

/** [pointer, count] of a tc_touch_point array in temporary memory for `points`: an array of
 *  [t, x, y, force?, altitude?, azimuth?] or of objects {t or timestamp, x, y, force?,
 *  altitude?, azimuth?} (TouchPoints too). Missing values are TC_TOUCH_POINT_INIT's (force 0,
 *  altitude TC_DEFAULT_ALTITUDE, azimuth 0). [0, 0] for null, undefined or []. The engine
 *  checks the count (TC_MAX_COALESCED / TC_MAX_PREDICTED), the order and the ranges. */
function writePoints(points, what) {
  if (points === null || points === undefined) return [0, 0];
  if (!Array.isArray(points)) {
    throw new TypeError(`${what} must be an array of points ([t, x, y, force?, altitude?, azimuth?] or {t, x, y, ...}), not ${typeName(points)}`);
  }
  if (!points.length) return [0, 0];
  const rows = points.map((item, i) => {
    const where = `${what}[${i}]`;
    const v = [undefined, undefined, undefined, 0, TC.TC_DEFAULT_ALTITUDE, 0];
    if (Array.isArray(item) || ArrayBuffer.isView(item)) {
      const list = Array.from(item);
      if (list.length < 3 || list.length > POINT_FIELDS.length) {
        throw new InvalidValueError(`${where} must be 3 to 6 numbers (t, x, y, force?, altitude?, azimuth?), got ${list.length}`,
          where, item);
      }
      list.forEach((x, j) => { v[j] = x; });
    } else if (item !== null && typeof item === 'object') {
      for (const [k, x] of Object.entries(item)) {
        const j = k === 't' ? 0 : POINT_FIELDS.indexOf(k);
        if (j < 0) throw new TypeError(`${where}: unknown key ${JSON.stringify(k)} (a point has t, ${POINT_FIELDS.slice(1).join(', ')})`);
        if (x !== undefined) v[j] = x;
      }
      if (v.slice(0, 3).some((x) => x === undefined)) {
        throw new InvalidValueError(`${where} needs t, x and y`, where, item);
      }
    } else {
      throw new TypeError(`${where} must be a point ([t, x, y, ...] or {t, x, y, ...}), not ${typeName(item)}`);
    }
    return v.map((x, j) => dbl(x, `${where}.${j === 0 ? 't' : POINT_FIELDS[j]}`));
  });
  const P = L.tc_touch_point;
  const buf = tmp(P.$size * rows.length);
  const d = dv();
  rows.forEach((v, i) => {
    const p = buf + i * P.$size;
    d.setUint32(p + P.size, P.$size, true);
    POINT_FIELDS.forEach((f, j) => d.setFloat64(p + P[f], v[j], true));
  });
  return [buf, rows.length];
}

/** The points `fn` (tc_touch_get_coalesced / _predicted) gives for indices 0..count-1. */
function readPoints(scene, fn, handle, count) {
  const out = [];
  const P = L.tc_touch_point;
  for (let i = 0; i < count; i++) {
    const p = tmp(P.$size);
    dv().setUint32(p, P.$size, true);
    call(scene, fn, handle, i, p);
    out.push(readPoint(p));
  }
  return Object.freeze(out);
}

/**
 * A snapshot of a touch (tc_touch_get_info) taken when it was handed out. `id` is a number
 * (a BigInt beyond Number.MAX_SAFE_INTEGER). locationIn() and predict() ask the engine, so
 * they work only while the touch is live (until the dispatch of its ended/cancelled event
 * returns); after that they throw StaleHandleError without calling the engine, where the
 * handle could name a newer touch once its slot has been reused (127 times on wasm32).
 *
 * The Touch objects of one touch share a record {id, live, seenIn, lastTime, endedSeen} in
 * scene._touches (by
 * handle); Scene.dispatch and advance mark the records of the touches that ended
 * (_sweepTouches). `seenIn` is the scene's dispatch epoch in which a snapshot of the touch was
 * last taken with a phase other than ENDED or CANCELLED (-1 after a snapshot with one of those:
 * the touch may be ending, so the sweep asks the engine about it).
 */
export class Touch {
  static _fromHandle(scene, handle) {
    return withMem(() => {
      const T = L.tc_touch_info;
      const p = tmp(T.$size);
      dv().setUint32(p, T.$size, true);
      call(scene, 'tc_touch_get_info', handle, p);
      const id = readId(dv(), p + T.id);
      const phase = dv().getInt32(p + T.phase, true);
      const time = dv().getFloat64(p + T.timestamp, true);
      let record = scene._touches.get(handle);
      // Another touch than the record's: another id, or a BEGAN later than anything the
      // record's touch showed (its handle wrapped within one dispatch: time never goes back,
      // and a held began, G4, shows its earlier time), or at the same time once it showed
      // its end.
      const newer = record === undefined || record.id !== id
        || (phase === TC.TC_PHASE_BEGAN
            && (time > record.lastTime || (time === record.lastTime && record.endedSeen)));
      if (newer) {
        if (record !== undefined) record.live = false; // its slot was reused: that touch ended
        record = { id, live: true, seenIn: -1, lastTime: time, endedSeen: false };
        scene._touches.set(handle, record);
      }
      // seen live in this dispatch (no probe at its end), or maybe ending (probed): see
      // Scene._sweepTouches
      const ending = phase === TC.TC_PHASE_ENDED || phase === TC.TC_PHASE_CANCELLED;
      record.seenIn = ending ? -1 : scene._epoch;
      if (ending) record.endedSeen = true;
      if (time > record.lastTime) record.lastTime = time;
      const coalescedCount = dv().getUint32(p + T.coalesced_count, true);
      const predictedCount = dv().getUint32(p + T.predicted_count, true);
      // the latest sample is the last coalesced point: no call for the usual single one
      const coalesced = coalescedCount > 1
        ? readPoints(scene, 'tc_touch_get_coalesced', handle, coalescedCount) : null;
      const predicted = predictedCount
        ? readPoints(scene, 'tc_touch_get_predicted', handle, predictedCount) : Object.freeze([]);
      const d = dv();
      const t = new Touch();
      Object.defineProperty(t, 'scene', { value: scene, enumerable: false });
      Object.defineProperty(t, 'handle', { value: handle, enumerable: false });
      Object.defineProperty(t, '_record', { value: record, enumerable: false });
      t.id = id;
      t.phase = phase;
      t.x = d.getFloat64(p + T.x, true);
      t.y = d.getFloat64(p + T.y, true);
      t.prevX = d.getFloat64(p + T.prev_x, true);
      t.prevY = d.getFloat64(p + T.prev_y, true);
      t.timestamp = d.getFloat64(p + T.timestamp, true);
      t.tapCount = d.getInt32(p + T.tap_count, true);
      t.type = d.getInt32(p + T.type, true);
      t.majorRadius = d.getFloat64(p + T.major_radius, true);
      t.radiusTolerance = d.getFloat64(p + T.radius_tolerance, true);
      t.force = d.getFloat64(p + T.force, true);
      t.maxForce = d.getFloat64(p + T.max_force, true);
      t.view = scene._lookup(d.getUint32(p + T.view, true));
      t.window = scene._lookup(d.getUint32(p + T.window, true));
      t.buttons = d.getUint32(p + T.buttons, true);
      t.altitude = d.getFloat64(p + T.altitude, true);
      t.azimuth = d.getFloat64(p + T.azimuth, true);
      t.estimatedProperties = d.getUint32(p + T.estimated_properties, true);
      t.expectingUpdates = d.getUint32(p + T.expecting_updates, true);
      t.estimationUpdateIndex = readId(d, p + T.estimation_update_index);
      t.coalesced = coalesced ?? Object.freeze([touchPoint(t.timestamp, t.x, t.y, t.force,
        t.altitude, t.azimuth)]);
      t.predicted = predicted;
      return Object.freeze(t);
    });
  }

  /**
   * The engine's own prediction (tc_touch_predict, P6): where the touch will be `interval`
   * seconds (0 .. TC_MAX_PREDICTION_INTERVAL) after its latest sample, extrapolated from its
   * velocity fit (coalesced points included); force and angles are the latest sample's.
   * Asked of the engine: the touch must be live. Changes nothing.
   */
  predict(interval) {
    const dt = dbl(interval, 'interval');
    const handle = this._liveHandle();
    return withMem(() => {
      const P = L.tc_touch_point;
      const p = tmp(P.$size);
      dv().setUint32(p, P.$size, true);
      call(this.scene, 'tc_touch_predict', handle, dt, p);
      return readPoint(p);
    });
  }

  /** {x, y} in the window's coordinates, when the snapshot was taken. */
  get location() { return point(this.x, this.y); }

  /** The handle, for a call into the engine: StaleHandleError once the scene is closed or
   *  the touch ended (its record is marked when the dispatch that ended it returned). */
  _liveHandle() {
    sceneHandle(this.scene);
    if (!this._record.live) {
      throw new StaleHandleError(`touch ${this.id} has ended (its handle is stale)`);
    }
    return this.handle;
  }

  /** azimuthAngle(in:) and azimuthUnitVector(in:) (P5), asked of the engine. */
  _azimuthIn(view) {
    const handle = this._liveHandle();
    return withMem(() => {
      const out = tmp(24);
      call(this.scene, 'tc_touch_azimuth_in', handle, handleArg(view, 'view', View, true),
        out, out + 8, out + 16);
      return { angle: dv().getFloat64(out, true),
        unit: point(dv().getFloat64(out + 8, true), dv().getFloat64(out + 16, true)) };
    });
  }

  azimuthAngleIn(view = null) { return this._azimuthIn(view).angle; }

  azimuthUnitVectorIn(view = null) { return this._azimuthIn(view).unit; }

  /** location(in:) (or previousLocation(in:)): in `view`'s coordinates (null: the window's). */
  locationIn(view = null, previous = false) {
    const handle = this._liveHandle();
    return withMem(() => {
      const out = tmp(16);
      call(this.scene, 'tc_touch_location_in', handle, handleArg(view, 'view', View, true),
        flag(previous, 'previous'), out, out + 8);
      return point(dv().getFloat64(out, true), dv().getFloat64(out + 8, true));
    });
  }
}

function touchesFromArray(scene, array, count) {
  array = array >>> 0;
  count = count >>> 0;
  const handles = [];
  for (let i = 0; i < count; i++) handles.push(dv().getUint32(array + 4 * i, true));
  return Object.freeze(handles.map((h) => Touch._fromHandle(scene, h)));
}

function gestureDetails(scene, p) {
  const G = L.tc_gesture_details;
  const d = dv();
  const f = (name) => d.getFloat64(p + G[name], true);
  const i = (name) => d.getInt32(p + G[name], true);
  const details = {
    kind: i('kind'), state: i('state'), touchCount: i('touch_count'),
    view: scene._lookup(d.getUint32(p + G.view, true)),
    x: f('x'), y: f('y'), timestamp: f('timestamp'), taps: i('taps'),
    direction: d.getUint32(p + G.direction, true),
    translationX: f('translation_x'), translationY: f('translation_y'),
    velocityX: f('velocity_x'), velocityY: f('velocity_y'),
    scale: f('scale'), scaleVelocity: f('scale_velocity'),
    rotation: f('rotation'), rotationVelocity: f('rotation_velocity'),
    failureReason: i('failure_reason'),
    failureMessage: readCString(d.getUint32(p + G.failure_message, true)) ?? '',
    altitude: f('altitude'), azimuth: f('azimuth'), zOffset: f('z_offset'),
    touchType: i('touch_type'),
  };
  details.location = point(details.x, details.y);
  details.translation = point(details.translationX, details.translationY);
  details.velocity = point(details.velocityX, details.velocityY);
  return Object.freeze(details);
}

// ---------------------------------------------------------------------------
// Scroll views (S1-S8): parameters and delegate events
// ---------------------------------------------------------------------------
/**
 * One scroll view delegate message (tc_scroll_event_info, S7), handed to view.onScroll (as
 * Python's ScrollEvent). `kind`: a ScrollEventKind value; `name`: its engine name
 * ("will_end_dragging"); `offset`: the content offset now {x, y}; `velocity`: on
 * will_end_dragging the content's velocity in points per MILLISECOND, else {x: 0, y: 0}; `target`:
 * on will_end_dragging where the content will rest (the handler may set it, during that call
 * only), else null; `decelerate`: on did_end_dragging whether the content keeps moving, else
 * null.
 */
export class ScrollEvent {
  constructor(kind, offset, velocity = point(0, 0), target = null, decelerate = null) {
    this.kind = kind;
    this.name = readCString(ex.tc_scroll_event_string(kind));
    this.offset = offset;
    this.velocity = velocity;
    this.decelerate = decelerate;
    Object.defineProperty(this, '_target', { value: target, writable: true, enumerable: false });
    Object.defineProperty(this, '_live', { value: true, writable: true, enumerable: false });
    Object.defineProperty(this, '_changed', { value: false, writable: true, enumerable: false });
  }

  get target() { return this._target; }
  set target(xy) {
    if (this.kind !== TC.TC_SCROLL_WILL_END_DRAGGING) {
      throw new InvalidValueError(`ScrollEvent.target can be changed only on will_end_dragging, not on ${this.name}`,
        'target', xy);
    }
    if (!this._live) throw new StateError('ScrollEvent.target can be changed only during the onScroll call');
    const [x, y] = numbers(xy, ['x', 'y'], 'ScrollEvent.target');
    this._target = point(x, y);
    this._changed = true;
  }

  toJSON() {
    return { kind: this.kind, name: this.name, offset: this.offset, velocity: this.velocity,
      target: this.target, decelerate: this.decelerate };
  }
}

// [camelCase, C field, kind] of tc_scroll_params (the boolean fields as booleans)
const SCROLL_FIELDS = [
  ['contentW', 'content_w', 'f64'], ['contentH', 'content_h', 'f64'],
  ['insetTop', 'inset_top', 'f64'], ['insetLeft', 'inset_left', 'f64'],
  ['insetBottom', 'inset_bottom', 'f64'], ['insetRight', 'inset_right', 'f64'],
  ['scrollEnabled', 'scroll_enabled', 'bool'], ['paging', 'paging', 'bool'],
  ['bounces', 'bounces', 'bool'], ['alwaysBounceHorizontal', 'always_bounce_horizontal', 'bool'],
  ['alwaysBounceVertical', 'always_bounce_vertical', 'bool'],
  ['directionalLock', 'directional_lock', 'bool'],
  ['delaysContentTouches', 'delays_content_touches', 'bool'],
  ['canCancelContentTouches', 'can_cancel_content_touches', 'bool'],
  ['decelerationRate', 'deceleration_rate', 'rate'],
  ['nested', 'nested', 'nested'],
  ['transfersHorizontalScrollingToParent', 'transfers_horizontal_scrolling_to_parent', 'bool'],
  ['transfersVerticalScrollingToParent', 'transfers_vertical_scrolling_to_parent', 'bool'],
  ['pointerDragScrolling', 'pointer_drag_scrolling', 'bool'],
  // S4: UIKit's bouncesHorizontally / bouncesVertically: null (TC_SCROLL_BOUNCES_INHERIT) is
  // "as bounces", read back so when the axis does as `bounces` reads (tc_view_get_scroll).
  ['bouncesHorizontally', 'bounces_horizontally', 'axis'],
  ['bouncesVertically', 'bounces_vertically', 'axis'],
];
/** Scroll parameter spellings -> camelCase field: camelCase, the C field, and the scene
 *  format's content_size / content_inset / enabled (FORMAT.md) as contentSize, contentInset. */
const SCROLL_KEY = new Map([
  ['contentSize', 'contentSize'], ['content_size', 'contentSize'],
  ['contentInset', 'contentInset'], ['content_inset', 'contentInset'],
  ['enabled', 'scrollEnabled'],
]);
for (const [camel, field] of SCROLL_FIELDS) { SCROLL_KEY.set(camel, camel); SCROLL_KEY.set(field, camel); }
const INSET_NAMES = ['top', 'left', 'bottom', 'right'];
const INSET_FIELDS = ['insetTop', 'insetLeft', 'insetBottom', 'insetRight'];

function scrollKey(key) {
  const k = SCROLL_KEY.get(key);
  if (k === undefined) {
    throw new TypeError(`unknown scroll parameter ${JSON.stringify(key)} (known: ${
      SCROLL_FIELDS.map((r) => r[0]).join(', ')}, contentSize, contentInset, enabled; or the C names)`);
  }
  return k;
}

/** A deceleration rate: a number in (0, 1) (the engine checks the range), "normal" or "fast". */
function decelerationRate(v, what) {
  if (typeof v === 'string') {
    const k = v.trim().toLowerCase();
    if (k === 'normal') return TC.TC_DECELERATION_NORMAL;
    if (k === 'fast') return TC.TC_DECELERATION_FAST;
    throw new InvalidValueError(`${what}: ${JSON.stringify(v)} is not a rate; use "normal", "fast" or a number in (0, 1)`, what, v);
  }
  return dbl(v, what);
}

/** A nested-scrolling mode: "uikit" / "handoff" (any case) or a NestedScrolling value. */
function nestedMode(v, what) {
  if (typeof v === 'string') {
    const m = NestedScrolling[v.trim().toUpperCase()];
    if (m === undefined) {
      throw new InvalidValueError(`${what}: ${JSON.stringify(v)} is not a nested-scrolling mode; use "uikit" or "handoff"`, what, v);
    }
    return m;
  }
  if (typeof v !== 'number' || !Number.isInteger(v)) {
    throw new TypeError(`${what} must be "uikit", "handoff" or a NestedScrolling value, not ${typeName(v)}`);
  }
  if (!Object.values(NestedScrolling).includes(v)) {
    throw new InvalidValueError(`${what}: ${v} is not a TC_SCROLL_NESTED_* value`, what, v);
  }
  return v;
}

/** A frozen ScrollParams: the camelCase fields, plus contentSize {w, h} and contentInset
 *  {top, left, bottom, right} (not enumerable). */
function scrollParamsObject(values) {
  const o = {};
  for (const [camel] of SCROLL_FIELDS) o[camel] = values[camel];
  Object.defineProperty(o, 'contentSize', { value: Object.freeze({ w: o.contentW, h: o.contentH }) });
  Object.defineProperty(o, 'contentInset', { value: Object.freeze(Object.fromEntries(
    INSET_NAMES.map((n, i) => [n, o[INSET_FIELDS[i]]]))) });
  return Object.freeze(o);
}

/** An axis field of tc_scroll_params: null for TC_SCROLL_BOUNCES_INHERIT ("as bounces"). */
function axisBounces(v) {
  return v === TC.TC_SCROLL_BOUNCES_INHERIT ? null : v !== 0;
}

function readScrollParams(p) {
  const S = L.tc_scroll_params;
  const d = dv();
  const values = {};
  for (const [camel, field, kind] of SCROLL_FIELDS) {
    values[camel] = kind === 'bool' ? d.getInt32(p + S[field], true) !== 0
      : kind === 'axis' ? axisBounces(d.getInt32(p + S[field], true))
      : kind === 'nested' ? d.getInt32(p + S[field], true) : d.getFloat64(p + S[field], true);
  }
  return scrollParamsObject(values);
}

/** `base` (a ScrollParams) with `changes` (any accepted spelling), checked. */
function mergeScrollParams(base, changes) {
  if (changes === null || typeof changes !== 'object' || Array.isArray(changes)) {
    throw new TypeError(`scroll parameters must be an object, not ${typeName(changes)}`);
  }
  const out = { ...base };
  // UIKit's -setBounces: sets both axes (they take `bounces`); an axis given as well wins
  // (its own key, below).
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined && scrollKey(key) === 'bounces') out.bouncesHorizontally = out.bouncesVertically = null;
  }
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const k = scrollKey(key);
    if (k === 'contentSize') {
      [out.contentW, out.contentH] = numbers(value, ['w', 'h'], key);
    } else if (k === 'contentInset') {
      const v = numbers(typeof value === 'number' ? [value, value, value, value] : value,
        INSET_NAMES, key);
      INSET_FIELDS.forEach((f, i) => { out[f] = v[i]; });
    } else if (k === 'decelerationRate') {
      out.decelerationRate = decelerationRate(value, key);
    } else if (k === 'nested') {
      out.nested = nestedMode(value, key);
    } else if (SCROLL_FIELDS.find((r) => r[0] === k)[2] === 'axis') {
      out[k] = value === null ? null : flag(value, key) !== 0;   // null: as bounces
    } else if (SCROLL_FIELDS.find((r) => r[0] === k)[2] === 'bool') {
      out[k] = flag(value, key) !== 0;
    } else {
      out[k] = dbl(value, key);
    }
  }
  return scrollParamsObject(out);
}

function writeScrollParams(v) {
  const S = L.tc_scroll_params;
  const p = tmp(S.$size);
  const d = dv();
  d.setUint32(p, S.$size, true);
  for (const [camel, field, kind] of SCROLL_FIELDS) {
    if (kind === 'bool') d.setInt32(p + S[field], v[camel] ? 1 : 0, true);
    else if (kind === 'axis') d.setInt32(p + S[field], v[camel] == null ? TC.TC_SCROLL_BOUNCES_INHERIT : (v[camel] ? 1 : 0), true);
    else if (kind === 'nested') d.setInt32(p + S[field], v[camel], true);
    else d.setFloat64(p + S[field], v[camel], true);
  }
  return p;
}

/** TC_SCROLL_PARAMS_INIT as a ScrollParams: UIKit's defaults. */
export function defaultScrollParams() {
  return scrollParamsObject({
    contentW: 0, contentH: 0, insetTop: 0, insetLeft: 0, insetBottom: 0, insetRight: 0,
    scrollEnabled: true, paging: false, bounces: true, alwaysBounceHorizontal: false,
    alwaysBounceVertical: false, directionalLock: false, delaysContentTouches: true,
    canCancelContentTouches: true, decelerationRate: TC.TC_DECELERATION_NORMAL,
    nested: TC.TC_SCROLL_NESTED_UIKIT,
    transfersHorizontalScrollingToParent: true, transfersVerticalScrollingToParent: true,
    pointerDragScrolling: false, bouncesHorizontally: null, bouncesVertically: null,
  });
}

const SCROLL_HOOKS = [ // [hook, C field, role]
  ['scroll', 'event', 18], ['touchesShouldBegin', 'touches_should_begin', 19],
  ['touchesShouldCancel', 'touches_should_cancel', 20],
];

// ---------------------------------------------------------------------------
// Scene
// ---------------------------------------------------------------------------
const disposeSymbol = Symbol.dispose ?? Symbol.for('Symbol.dispose');

// Scenes nobody references any more are destroyed (TC_MAX_SCENES is only 8 on wasm32);
// close() them explicitly all the same.
// The held value is the scene's `_life` ({handle, keys}; it does not reference the scene): the
// engine scene is destroyed and every registry entry of the scene and its objects removed.
const FINALIZER = typeof FinalizationRegistry === 'function'
  ? new FinalizationRegistry((life) => {
    unregisterAll(life);
    try { ex.tc_scene_destroy(life.handle); } catch { /* */ }
  })
  : null;

const SCENE_OPTIONS = [ // [option, config field, kind]
  ['maxTouches', 'max_touches', 'int'], ['queueCapacity', 'queue_capacity', 'int'],
  ['tapInterval', 'tap_interval', 'double'], ['tapRadius', 'tap_radius', 'double'],
  ['tapDuration', 'tap_duration', 'double'], // T3: the tap hold limit (after the first version)
];

function writeSceneConfig(values) {
  const C = L.tc_scene_config;
  const p = tmp(C.$size);
  const d = dv();
  d.setUint32(p, C.$size, true);
  d.setInt32(p + C.max_touches, values.maxTouches ?? TC.TC_DEFAULT_MAX_TOUCHES, true);
  d.setInt32(p + C.queue_capacity, values.queueCapacity ?? TC.TC_DEFAULT_QUEUE_CAPACITY, true);
  d.setFloat64(p + C.tap_interval, values.tapInterval ?? TC.TC_DEFAULT_TAP_INTERVAL, true);
  d.setFloat64(p + C.tap_radius, values.tapRadius ?? TC.TC_DEFAULT_TAP_RADIUS, true);
  d.setFloat64(p + C.tap_duration, values.tapDuration ?? TC.TC_DEFAULT_TAP_DURATION, true);
  return p;
}

/**
 * A TouchChain scene (UIKit's application): owner of every view, controller and recognizer,
 * the input queue and the clock. close() (or `using`) destroys it and everything in it; later
 * use of them throws StaleHandleError.
 */
export class Scene {
  /** options: maxTouches, queueCapacity, tapInterval (s), tapRadius (pt), tapDuration (s);
   *  default: TC_DEFAULT_*. */
  constructor(options = {}) {
    optionsObject(options, 'Scene options');
    const known = new Set(SCENE_OPTIONS.map(([o]) => o));
    for (const key of Object.keys(options)) {
      if (!known.has(key)) throw new TypeError(`unknown Scene option ${JSON.stringify(key)} (known: ${[...known].join(', ')})`);
    }
    const values = {};
    for (const [option, , kind] of SCENE_OPTIONS) {
      const v = options[option];
      if (v === undefined || v === null) continue;
      values[option] = kind === 'int' ? i32(v, option) : dbl(v, option);
    }
    const handle = withMem(() => {
      const out = tmp(4);
      const status = ex.tc_scene_create(writeSceneConfig(values), out);
      if (status !== 0) throw Scene._configError(status, values);
      return dv().getUint32(out, true);
    });
    this._h = handle;
    this._objects = new Map(); // handle -> View / Controller / Recognizer
    this._touches = new Map(); // touch handle -> TouchRecord of the touches handed out (live)
    this._probeError = null; // see _sweepTouches
    this._dispatchDepth = 0; // dispatch() / advance() calls of this scene in progress
    this._epoch = 0; // counts the outermost ones: TouchRecord.seenIn
    this._hooks = {};
    // What the FINALIZER needs (it must not reference the scene): the handle, and the
    // registry keys of the scene and of everything in it.
    Object.defineProperty(this, '_life', { value: { handle, keys: new Set() } });
    this._key = register(this, this);
    this.application = new AppResponder(this, 'tc_scene_set_app_responder', 'application');
    this.appDelegate = new AppResponder(this, 'tc_scene_set_app_delegate', 'app delegate');
    FINALIZER?.register(this, this._life, this);
  }

  /** The error of a refused config, naming the option at fault (each tried alone). */
  static _configError(status, values) {
    for (const [option] of SCENE_OPTIONS) {
      if (!(option in values)) continue;
      const ok = withMem(() => {
        const out = tmp(4);
        if (ex.tc_scene_create(writeSceneConfig({ [option]: values[option] }), out) !== 0) return false;
        ex.tc_scene_destroy(dv().getUint32(out, true));
        return true;
      });
      if (ok) continue;
      const error = makeError(status, `tc_scene_create: ${option}=${values[option]}: ${STATUS_DESCRIPTIONS[status]}`);
      error.argument = option;
      return error;
    }
    return makeError(status, `tc_scene_create: ${STATUS_DESCRIPTIONS[status] ?? 'unknown status'}`);
  }

  /** The scene's handle (StaleHandleError once closed). */
  get handle() { return sceneHandle(this); }

  /** True once close() ran. */
  get closed() { return this._h === null; }

  /** tc_scene_destroy; a no-op when already closed. Not allowed from inside a callback. */
  close() {
    if (this._h === null) return;
    const [status, errors] = invoke(() => ex.tc_scene_destroy(this._h));
    if (status !== 0) { // TC_ERR_REENTRANT from a callback: the scene stays alive
      const error = makeError(status, lastError(this));
      raisePending(errors, error);
      throw error;
    }
    FINALIZER?.unregister(this);
    this._h = null;
    for (const obj of this._objects.values()) obj._unregister();
    this._objects.clear();
    for (const record of this._touches.values()) record.live = false;
    this._touches.clear();
    this.application._unregister();
    this.appDelegate._unregister();
    unregisterAll(this._life);
    raisePending(errors);
  }

  [disposeSymbol]() { this.close(); }

  toString() { return `<Scene ${this._h === null ? 'closed' : '0x' + this._h.toString(16)}>`; }

  _lookup(handle) {
    handle = handle >>> 0;
    return handle ? (this._objects.get(handle) ?? null) : null;
  }

  _forget(obj) {
    this._objects.delete(obj._h);
    obj._unregister();
  }

  /** tc_scene_last_error: the message of the last failed call ("" if none). */
  get lastError() { return lastError(this); }

  // ---- factories ----
  window(x, y, w, h, options = {}) { return new Window(this, x, y, w, h, options); }
  view(x, y, w, h, options = {}) { return new View(this, x, y, w, h, options); }
  controller(view = null, options = {}) { return new Controller(this, view, options); }

  // ---- queries ----
  _out(name, kind) {
    return withMem(() => {
      const out = tmp(8);
      call(this, name, this.handle, out);
      const d = dv();
      return kind === 'f64' ? d.getFloat64(out, true) : d.getUint32(out, true);
    });
  }

  /** The scene's clock, seconds. */
  get now() { return this._out('tc_scene_now', 'f64'); }
  /** Inputs queued, not yet dispatched. */
  get queuedCount() { return this._out('tc_scene_queued_count', 'u32'); }
  /** Live touches. */
  get touchCount() { return this._out('tc_scene_touch_count', 'u32'); }
  /** The key window (touches with no window go to it), or null. */
  get keyWindow() { return this._lookup(this._out('tc_scene_get_key_window', 'u32')); }
  set keyWindow(window) {
    call(this, 'tc_scene_set_key_window', this.handle, handleArg(window, 'keyWindow', View));
  }
  /** The first responder (a View) or null. */
  get firstResponder() { return this._lookup(this._out('tc_scene_get_first_responder', 'u32')); }
  /** The focused view, or null. */
  get focus() { return this._lookup(this._out('tc_scene_get_focus', 'u32')); }
  set focus(view) {
    call(this, 'tc_scene_set_focus', this.handle, handleArg(view, 'focus', View, true));
  }

  /** The live touch of `id` (UnknownTouchError if none). */
  findTouch(id) {
    const h = withMem(() => {
      const out = tmp(4);
      call(this, 'tc_scene_find_touch', this.handle, i64(id, 'id'), out);
      return dv().getUint32(out, true);
    });
    return Touch._fromHandle(this, h);
  }

  /** (x, y) from `source`'s coordinates to `to`'s (null: screen), as {x, y}. */
  convertPoint(x, y, source = null, to = null) {
    const sourceHandle = handleArg(source, 'source', View, true);
    const toHandle = handleArg(to, 'to', View, true);
    this._own(source, 'tc_view_convert_point', 'source');
    this._own(to, 'tc_view_convert_point', 'to');
    return withMem(() => {
      const out = tmp(16);
      call(this, 'tc_view_convert_point', sourceHandle, toHandle, dbl(x, 'x'), dbl(y, 'y'),
        out, out + 8);
      return point(dv().getFloat64(out, true), dv().getFloat64(out + 8, true));
    });
  }

  /**
   * ForeignHandleError unless `obj` (a View or Controller, or null) is of this scene, as
   * Python's Scene._own. For the C functions that take no scene (tc_view_convert_point,
   * tc_view_send_route, tc_controller_send_route): the engine would act in the object's own
   * scene, or record its refusal there, while the error would carry this scene's message.
   * The other Scene methods taking views pass this scene to the engine, which refuses a
   * foreign one itself (TC_ERR_FOREIGN_HANDLE, with this scene's message).
   */
  _own(obj, fn, what) {
    if (obj === null || obj === undefined || obj.scene === this) return;
    const error = new ForeignHandleError(`${fn}: ${what} belongs to another scene`);
    error.argument = what;
    throw error;
  }

  // ---- callbacks ----
  _setHook(hook, fn, setter, role) {
    fn = fnOrNull(fn, hook === 'hitTrace' ? 'onHitTrace' : 'onUnhandled');
    call(this, setter, this.handle, fn ? callbackPointer(role) : 0, fn ? this._key : 0);
    this._hooks[hook] = fn;
  }

  /** Observer fn(step: TraceStep, view, inside: boolean, result) of every hit test (H7). It
   *  may only query the scene. */
  get onHitTrace() { return this._hooks.hitTrace ?? null; }
  set onHitTrace(fn) { this._setHook('hitTrace', fn, 'tc_scene_set_hit_trace_fn', 2); }

  /** fn(scene, event: UnhandledEvent) when an event walks off the end of the chain. */
  get onUnhandled() { return this._hooks.unhandled ?? null; }
  set onUnhandled(fn) { this._setHook('unhandled', fn, 'tc_scene_set_unhandled_fn', 8); }

  // ---- input ----
  /**
   * Queue one touch sample (tc_scene_push_touch) at time t (seconds), at (x, y) in the
   * window's points. `phase` and `options.type` take a value or its name ("began"; type also
   * "stylus" / "pencil", "indirect_pointer": P1).
   * options: window (null: the key window; began only), force, maxForce, majorRadius,
   * radiusTolerance, type;
   * buttons (P2): the pointer buttons held, a Button mask, its names ("secondary",
   * ["primary", "tertiary"]) or a number (0 counts as primary; default PRIMARY);
   * altitude (radians, 0 .. pi/2; default TC_DEFAULT_ALTITUDE) and azimuth (radians, -pi ..
   * pi), P5; estimated: the TouchProperty mask of the values that are estimates, expecting:
   * those of them the host will update with pushTouchUpdate under key updateIndex (P5);
   * coalesced (P6): the points since this touch's previous sample, oldest first, this one
   * excluded (not on a began): [t, x, y, force?, altitude?, azimuth?] or {t, x, y, ...}, at
   * most TC_MAX_COALESCED; predicted: where the host expects the touch next (at most
   * TC_MAX_PREDICTED; they never change state). A refused sample changes nothing.
   */
  pushTouch(id, phase, x, y, t, options = {}) {
    const o = optionsObject(options, 'pushTouch: options', true);
    for (const k in o) {
      if (TOUCH_ARGUMENTS.has(k)) {
        throw new TypeError(`pushTouch: ${k} is an argument${k === 'timestamp' ? ' (t)' : ''}, not an option`);
      }
    }
    withMem(() => {
      const p = tmp(L.tc_touch_sample.$size);
      writeSample(this, p, { ...o, id, phase, x, y, t }, '');
      call(this, 'tc_scene_push_touch', this.handle, p);
    });
  }

  /**
   * Queue many samples in one tc_scene_push_touches call, all or nothing. A sample is an
   * array [id, phase, x, y, t, force?, maxForce?, majorRadius?, radiusTolerance?, type?,
   * window?] or an object with those keys (t or timestamp) and pushTouch's other options
   * (buttons, altitude, coalesced, ...). On failure the error has `index`, the refused
   * sample. Returns the number queued.
   */
  pushTouches(samples) {
    if (samples === null || typeof samples !== 'object' || typeof samples[Symbol.iterator] !== 'function') {
      throw new TypeError(`samples must be an iterable of samples, not ${typeName(samples)}`);
    }
    const list = Array.from(samples);
    if (!list.length) return 0;
    const S = L.tc_touch_sample;
    return withMem(() => {
      const buf = tmp(S.$size * list.length);
      list.forEach((s, i) => {
        try {
          writeSample(this, buf + i * S.$size, sampleObject(s, i), `samples[${i}].`);
        } catch (e) {
          if (e instanceof Error) e.index = i; // refused here: the sample at fault, as the engine's
          throw e;
        }
      });
      const failed = tmp(4);
      try {
        call(this, 'tc_scene_push_touches', this.handle, buf, list.length, failed);
      } catch (e) {
        if (e instanceof TouchChainError) e.index = dv().getUint32(failed, true);
        throw e;
      }
      return list.length;
    });
  }

  /**
   * Queue a hover sample (tc_scene_push_hover, P3): a pointer or pencil near the surface.
   * pushHover(id, phase, x, y, t, {type, altitude, azimuth, zOffset, window}) or
   * pushHover({id, phase, x, y, t, type, altitude, azimuth, zOffset, window}). `id`: the
   * host's id of this hover (apart from touch ids); `phase`: "began" (comes into range),
   * "moved", "ended" (leaves range) or "cancelled"; `type`: INDIRECT_POINTER (default) or
   * STYLUS ("pencil"); for a pencil altitude and azimuth (radians) and zOffset (0 touching ..
   * 1 edge of range); window (began only) null: the key window. At dispatch the views under
   * the point get onHover (entered, moved, left) and hover recognizers follow them.
   */
  pushHover(...args) {
    const o = inputArgs('pushHover', args, ['id', 'phase', 'x', 'y', 't'],
      ['type', 'altitude', 'azimuth', 'zOffset', 'window']);
    const H = L.tc_hover_sample;
    const id = i64(o.id, 'id');
    const phase = coerce(Phase, o.phase, 'phase');
    const [x, y, t] = [dbl(o.x, 'x'), dbl(o.y, 'y'), dbl(o.t, 't')];
    const type = o.type === undefined ? TC.TC_TOUCH_INDIRECT_POINTER : coerce(TouchType, o.type, 'type');
    const altitude = o.altitude === undefined ? TC.TC_DEFAULT_ALTITUDE : dbl(o.altitude, 'altitude');
    const azimuth = o.azimuth === undefined ? 0 : dbl(o.azimuth, 'azimuth');
    const zOffset = o.zOffset === undefined ? 0 : dbl(o.zOffset, 'zOffset');
    const window = o.window === undefined ? 0 : handleArg(o.window, 'window', View, true);
    withMem(() => {
      const p = tmp(H.$size);
      const d = dv();
      d.setUint32(p + H.size, H.$size, true);
      d.setInt32(p + H.phase, phase, true);
      d.setBigInt64(p + H.id, id, true);
      d.setFloat64(p + H.x, x, true);
      d.setFloat64(p + H.y, y, true);
      d.setFloat64(p + H.timestamp, t, true);
      d.setInt32(p + H.type, type, true);
      d.setFloat64(p + H.altitude, altitude, true);
      d.setFloat64(p + H.azimuth, azimuth, true);
      d.setFloat64(p + H.z_offset, zOffset, true);
      d.setUint32(p + H.window, window, true);
      call(this, 'tc_scene_push_hover', this.handle, p);
    });
  }

  /**
   * Queue scroll input (tc_scene_push_scroll, P4): pushScroll(dx, dy, x, y, t, {kind, phase,
   * window}) or pushScroll({dx, dy, x, y, t, kind, phase, window}). (dx, dy): points the
   * content follows, signed as a finger drag (dy > 0 moves the content down); (x, y): the
   * pointer in the window's coordinates (what is hit-tested). `kind`: "discrete" (default; a
   * wheel's notch, no phase: the gesture ends TC_DISCRETE_SCROLL_END_DELAY after the last
   * notch) or "continuous" (a trackpad; phase "began", "changed", "ended" or "cancelled").
   * The gesture drives the first pan of the hit view and its ancestors that allows the kind
   * (allowedScrollTypes); scroll views scroll. window null: the key window.
   */
  pushScroll(...args) {
    const o = inputArgs('pushScroll', args, ['dx', 'dy', 'x', 'y', 't'], ['kind', 'phase', 'window']);
    const S = L.tc_scroll_input;
    const values = ['dx', 'dy', 'x', 'y', 't'].map((k) => dbl(o[k], k));
    const kind = o.kind === undefined ? TC.TC_SCROLL_DISCRETE : coerce(ScrollType, o.kind, 'kind');
    const phase = o.phase === undefined || o.phase === null ? TC.TC_PHASE_NONE : coerce(Phase, o.phase, 'phase');
    const window = o.window === undefined ? 0 : handleArg(o.window, 'window', View, true);
    withMem(() => {
      const p = tmp(S.$size);
      const d = dv();
      d.setUint32(p + S.size, S.$size, true);
      d.setUint32(p + S.type, kind, true);
      d.setInt32(p + S.phase, phase, true);
      ['dx', 'dy', 'x', 'y', 'timestamp'].forEach((f, i) => d.setFloat64(p + S[f], values[i], true));
      d.setUint32(p + S.window, window, true);
      call(this, 'tc_scene_push_scroll', this.handle, p);
    });
  }

  /**
   * Queue a trackpad pinch / rotation step (tc_scene_push_transform, P4):
   * pushTransform(phase, x, y, t, {scale, rotation, window}) or pushTransform({phase, scale,
   * rotation, x, y, t, window}). `phase`: "began", "changed", "ended" or "cancelled"; scale
   * (> 0, default 1) and rotation (radians, clockwise positive in y-down space, default 0)
   * since the began; (x, y): the pointer in the window's coordinates. Drives the pinch and
   * the rotation recognizers of the hit view and its ancestors. window (began only) null: the
   * key window.
   */
  pushTransform(...args) {
    const o = inputArgs('pushTransform', args, ['phase', 'x', 'y', 't'], ['scale', 'rotation', 'window']);
    this._pushTransform(o);
  }

  /** A trackpad pinch: pushTransform with `scale` and no rotation. pushPinch(scale, phase, x,
   *  y, t, {window}) or pushPinch({scale, phase, x, y, t, window}). */
  pushPinch(...args) {
    this._pushTransform(inputArgs('pushPinch', args, ['scale', 'phase', 'x', 'y', 't'], ['window']));
  }

  /** A trackpad rotation: pushTransform with `rotation` (radians) and scale 1.
   *  pushRotate(rotation, phase, x, y, t, {window}) or pushRotate({rotation, phase, ...}). */
  pushRotate(...args) {
    this._pushTransform(inputArgs('pushRotate', args, ['rotation', 'phase', 'x', 'y', 't'], ['window']));
  }

  _pushTransform(o) {
    const T = L.tc_transform_input;
    const phase = coerce(Phase, o.phase, 'phase');
    const scale = o.scale === undefined ? 1 : dbl(o.scale, 'scale');
    const rotation = o.rotation === undefined ? 0 : dbl(o.rotation, 'rotation');
    const [x, y, t] = [dbl(o.x, 'x'), dbl(o.y, 'y'), dbl(o.t, 't')];
    const window = o.window === undefined ? 0 : handleArg(o.window, 'window', View, true);
    withMem(() => {
      const p = tmp(T.$size);
      const d = dv();
      d.setUint32(p + T.size, T.$size, true);
      d.setInt32(p + T.phase, phase, true);
      d.setFloat64(p + T.scale, scale, true);
      d.setFloat64(p + T.rotation, rotation, true);
      d.setFloat64(p + T.x, x, true);
      d.setFloat64(p + T.y, y, true);
      d.setFloat64(p + T.timestamp, t, true);
      d.setUint32(p + T.window, window, true);
      call(this, 'tc_scene_push_transform', this.handle, p);
    });
  }

  /**
   * Queue an update of estimated properties of an earlier sample (tc_scene_push_touch_update,
   * P5; UIKit's touchesEstimatedPropertiesUpdated): pushTouchUpdate(id, index, t, {force,
   * altitude, azimuth, location}) or pushTouchUpdate({id, index, t, force, altitude, azimuth,
   * location | x, y}). The sample is touch `id`'s pushed with updateIndex `index` and
   * expecting these properties; the properties are those given (not undefined or null):
   * force (>= 0), altitude (radians, 0 .. pi/2), azimuth (radians, -pi .. pi), location
   * ([x, y] or {x, y}, window coordinates). `t`: when the update arrives (queue order). At
   * dispatch the view that sample was delivered to gets onEstimatedUpdate (without one, the
   * first view up the chain that has it); its `touch` shows that sample with the updates so
   * far, and the touch itself never changes. NotFoundError when no such sample expects them.
   */
  pushTouchUpdate(...args) {
    const o = inputArgs('pushTouchUpdate', args, ['id', 'index', 't'],
      ['force', 'altitude', 'azimuth', 'location', 'x', 'y']);
    const U = L.tc_touch_update;
    const id = i64(o.id, 'id');
    const index = i64(o.index, 'index');
    const t = dbl(o.t, 't');
    const given = (k) => o[k] !== undefined && o[k] !== null;
    let properties = 0;
    const values = { force: 0, azimuth: 0, altitude: TC.TC_DEFAULT_ALTITUDE, x: 0, y: 0 };
    for (const [key, bit] of [['force', TC.TC_PROPERTY_FORCE], ['azimuth', TC.TC_PROPERTY_AZIMUTH],
      ['altitude', TC.TC_PROPERTY_ALTITUDE]]) {
      if (given(key)) { values[key] = dbl(o[key], key); properties |= bit; }
    }
    if (given('location')) {
      if (given('x') || given('y')) throw new TypeError('pushTouchUpdate: give location or x and y, not both');
      [values.x, values.y] = numbers(o.location, ['x', 'y'], 'location');
      properties |= TC.TC_PROPERTY_LOCATION;
    } else if (given('x') || given('y')) {
      values.x = dbl(o.x, 'x');
      values.y = dbl(o.y, 'y');
      properties |= TC.TC_PROPERTY_LOCATION;
    }
    withMem(() => {
      const p = tmp(U.$size);
      const d = dv();
      d.setUint32(p + U.size, U.$size, true);
      d.setUint32(p + U.properties, properties, true);
      d.setBigInt64(p + U.id, id, true);
      d.setBigInt64(p + U.estimation_update_index, index, true);
      d.setFloat64(p + U.timestamp, t, true);
      for (const [k, v] of Object.entries(values)) d.setFloat64(p + U[k], v, true);
      call(this, 'tc_scene_push_touch_update', this.handle, p);
    });
  }

  /** Queue a motion event (Motion or "shake"; phase "began"/"ended"/"cancelled"). One shake
   *  at a time (E1): a second began, or an ended or cancelled with none going on, throws
   *  (TC_ERR_STATE). */
  pushMotion(subtype, phase, t) {
    call(this, 'tc_scene_push_motion', this.handle, coerce(Motion, subtype, 'subtype'),
      coerce(Phase, phase, 'phase'), dbl(t, 't'));
  }

  /** Queue a remote-control event (Remote or its name). */
  pushRemote(subtype, t) {
    call(this, 'tc_scene_push_remote', this.handle, coerce(Remote, subtype, 'subtype'), dbl(t, 't'));
  }

  /** Queue a press (Press or its name; a Phase or its name). */
  pushPress(pressType, phase, t) {
    call(this, 'tc_scene_push_press', this.handle, coerce(Press, pressType, 'pressType'),
      coerce(Phase, phase, 'phase'), dbl(t, 't'));
  }

  /** Dispatch every queued input; returns the number of events dispatched. */
  dispatch() {
    this._enterDispatch();
    try {
      return this._out('tc_scene_dispatch', 'u32');
    } finally {
      this._leaveDispatch();
    }
  }

  /** Move the clock to t: dispatch inputs due by then, fire timers. */
  advance(t) {
    this._enterDispatch();
    try {
      call(this, 'tc_scene_advance', this.handle, dbl(t, 't'));
    } finally {
      this._leaveDispatch();
    }
  }

  // The guard is per scene, as the engine's re-entrancy rule: a dispatch of this scene from
  // inside one of its own callbacks is refused (and must not sweep while the outer one runs),
  // but another scene's dispatch from inside a callback of this one is allowed and sweeps
  // that scene when it returns.
  _enterDispatch() {
    if (this._dispatchDepth++ === 0) this._epoch++;
  }

  _leaveDispatch() {
    if (--this._dispatchDepth === 0) this._sweepTouches();
  }

  /**
   * After the outermost dispatch or advance of this scene returned: mark the records of the
   * touches handed out (scene._touches) whose touch ended, so that their Touch objects throw
   * StaleHandleError from now on. Touch handles are reused only while dispatching, so a
   * record live here stays valid until the next dispatch or advance.
   *
   * What it costs: nothing for a record seen live in this dispatch (a snapshot of its touch
   * was taken during it, phase neither ENDED nor CANCELLED; Touch._fromHandle sets seenIn),
   * which with an onTouches handler is every touch still down (event.allTouches), so a
   * push-one-sample / dispatch loop makes no engine call here. The other records are probed,
   * one tc_touch_get_info each: those handed out earlier and not seen in this dispatch, and
   * those last seen ENDED or CANCELLED. The latter are probed rather than dropped: the
   * phase of a snapshot does not prove the handle dies with this dispatch. A held or
   * cancelled delivery sets the touch's phase for the call (a view taken out of its window
   * gets touchesCancelled, T7, with the touch CANCELLED, even outside any dispatch, and the
   * touch stays down until its own ended sample), and an ended touch whose view's ended is
   * held (delaysTouchesEnded) keeps a valid handle until the hold resolves (G5). That costs
   * one probe when a touch ends, not one per sample.
   *
   * Skipping a record seen live is safe even if its touch ends later in the same dispatch
   * without another snapshot of it: until a probe catches it, a Touch of it still reaches
   * the engine, whose own generation check refuses the stale handle (StaleHandleError) until
   * the slot has been reused 127 times (wasm32), and the record is probed at the end of the
   * next dispatch in which its touch is not seen. It is seen again only through a snapshot
   * of the same handle, which the engine answered with the record's id (Touch._fromHandle
   * compares it and starts a new record otherwise): so the record stays live only while its
   * handle names its touch, up to the same 127-reuse bound as a probe.
   *
   * A probe of an ended touch fails, which sets the engine's last error: only when a probe
   * runs is the last error read first, so that scene.lastError keeps answering what it did
   * before (see lastError()).
   */
  _sweepTouches() {
    if (this._touches.size === 0 || this._h === null) return;
    const epoch = this._epoch;
    let probe = false;
    for (const record of this._touches.values()) {
      if (record.seenIn !== epoch) { probe = true; break; }
    }
    if (!probe) return;
    const before = lastError(this);
    let failed = false;
    withMem(() => {
      const T = L.tc_touch_info;
      const p = tmp(T.$size);
      for (const [handle, record] of this._touches) {
        if (record.seenIn === epoch) continue;
        dv().setUint32(p, T.$size, true);
        const status = ex.tc_touch_get_info(handle, p);
        if (status === 0 && readId(dv(), p + T.id) === record.id) continue;
        if (status !== 0) failed = true;
        record.live = false;
        this._touches.delete(handle);
      }
    });
    if (failed) this._probeError = { probe: readCString(ex.tc_scene_last_error(this._h)) ?? '', saved: before };
  }

  /**
   * Send router event `name` (R5) from a View or Controller with payload `info` (an object or
   * a Map; values become strings). Returns true if a responder handled it.
   */
  sendRoute(source, name, info = {}) {
    const isController = source instanceof Controller;
    if (!isController && !(source instanceof View)) {
      throw new TypeError(`source must be a View or Controller, not ${typeName(source)}`);
    }
    cstr(name, 'route name');
    let entries;
    if (info instanceof Map) entries = [...info.entries()];
    else if (info !== null && typeof info === 'object' && !Array.isArray(info)) entries = Object.entries(info);
    else if (info === null || info === undefined) entries = [];
    else throw new TypeError(`route info must be an object or a Map, not ${typeName(info)}`);
    const pairs = entries.map(([k, v]) => [cstr(String(k), `route info key ${JSON.stringify(String(k))}`),
      cstr(String(v), `route info value of ${JSON.stringify(String(k))}`)]);
    const sourceHandle = source.handle;
    this._own(source, isController ? 'tc_controller_send_route' : 'tc_view_send_route', 'source');
    return withMem(() => {
      const array = pairs.length ? tmp(L.tc_kv.$size * pairs.length) : 0;
      pairs.forEach(([k, v], i) => {
        const kp = tmpString(k);
        const vp = tmpString(v);
        dv().setUint32(array + i * L.tc_kv.$size + L.tc_kv.key, kp, true);
        dv().setUint32(array + i * L.tc_kv.$size + L.tc_kv.value, vp, true);
      });
      const out = tmp(4);
      call(this, isController ? 'tc_controller_send_route' : 'tc_view_send_route', sourceHandle,
        tmpString(name), array, pairs.length, out);
      return dv().getInt32(out, true) !== 0;
    });
  }
}

const SAMPLE_ORDER = ['id', 'phase', 'x', 'y', 't', 'force', 'maxForce', 'majorRadius',
  'radiusTolerance', 'type', 'window'];
// pushTouch's positional arguments, refused in its options (timestamp: t's other name, which
// writeSample would ignore)
const TOUCH_ARGUMENTS = new Set(['id', 'phase', 'x', 'y', 't', 'timestamp']);

function sampleObject(s, i) {
  if (Array.isArray(s)) {
    if (s.length < 5 || s.length > SAMPLE_ORDER.length) {
      throw new InvalidValueError(`samples[${i}]: a sample array is [id, phase, x, y, t, force?, maxForce?, majorRadius?, radiusTolerance?, type?, window?]; got ${s.length} items`,
        `samples[${i}]`, s);
    }
    return Object.fromEntries(s.map((v, j) => [SAMPLE_ORDER[j], v]));
  }
  if (s !== null && typeof s === 'object') {
    const o = { ...s };
    if ('timestamp' in o) {
      if ('t' in o) throw new TypeError(`samples[${i}]: give t or timestamp, not both`);
      o.t = o.timestamp;
    }
    return o;
  }
  throw new TypeError(`samples[${i}] must be an array or an object, not ${typeName(s)}`);
}

// pushTouch's options besides SAMPLE_ORDER's (P1-P6): object samples only
const SAMPLE_EXTRA = ['buttons', 'altitude', 'azimuth', 'estimated', 'expecting', 'updateIndex',
  'coalesced', 'predicted'];
const SAMPLE_KEYS = new Set([...SAMPLE_ORDER, ...SAMPLE_EXTRA, 'timestamp']);

/**
 * The arguments of a push method as one object: either positional (`names`, then an options
 * object with keys of `optional`) or a single object with all of them (t or timestamp).
 * Unknown keys: TypeError; a missing positional: TypeError.
 */
function inputArgs(method, args, names, optional) {
  let o;
  if (args.length === 1 && args[0] !== null && typeof args[0] === 'object' && !Array.isArray(args[0])) {
    o = { ...args[0] };
    if ('timestamp' in o) {
      if ('t' in o) throw new TypeError(`${method}: give t or timestamp, not both`);
      o.t = o.timestamp;
      delete o.timestamp;
    }
  } else {
    if (args.length > names.length + 1) {
      throw new TypeError(`${method}: expected (${names.join(', ')}, options?), got ${args.length} arguments`);
    }
    const options = args[names.length] ?? {};
    if (options === null || typeof options !== 'object' || Array.isArray(options)) {
      throw new TypeError(`${method}: options must be an object, not ${typeName(options)}`);
    }
    o = { ...options };
    for (const k of names) {
      if (k in o) throw new TypeError(`${method}: ${k} is an argument, not an option`);
    }
    names.forEach((k, i) => { o[k] = args[i]; });
  }
  const known = new Set([...names, ...optional]);
  for (const k of Object.keys(o)) {
    if (!known.has(k)) throw new TypeError(`${method}: unknown key ${JSON.stringify(k)} (known: ${[...known].join(', ')})`);
  }
  for (const k of names) {
    if (o[k] === undefined) throw new TypeError(`${method}: ${k} is required`);
  }
  return o;
}

function writeSample(scene, p, s, prefix) {
  const S = L.tc_touch_sample;
  for (const key of Object.keys(s)) {
    if (!SAMPLE_KEYS.has(key)) {
      throw new TypeError(`${prefix}${key}: unknown touch sample field (known: ${[...SAMPLE_ORDER, ...SAMPLE_EXTRA].join(', ')})`);
    }
  }
  const n = (key) => (s[key] === undefined ? 0 : dbl(s[key], prefix + key));
  const id = i64(s.id, prefix + 'id');
  const phase = coerce(Phase, s.phase, prefix + 'phase');
  const x = dbl(s.x, prefix + 'x');
  const y = dbl(s.y, prefix + 'y');
  const t = dbl(s.t, prefix + 't');
  const force = n('force'); const maxForce = n('maxForce');
  const majorRadius = n('majorRadius'); const radiusTolerance = n('radiusTolerance');
  const type = s.type === undefined ? TC.TC_TOUCH_DIRECT : coerce(TouchType, s.type, prefix + 'type');
  const window = s.window === undefined ? 0 : handleArg(s.window, prefix + 'window', View, true);
  const buttons = s.buttons === undefined ? TC.TC_BUTTON_PRIMARY : coerce(Button, s.buttons, prefix + 'buttons');
  const altitude = s.altitude === undefined ? TC.TC_DEFAULT_ALTITUDE : dbl(s.altitude, prefix + 'altitude');
  const azimuth = n('azimuth');
  const estimated = s.estimated === undefined ? 0 : coerce(TouchProperty, s.estimated, prefix + 'estimated');
  const expecting = s.expecting === undefined ? 0 : coerce(TouchProperty, s.expecting, prefix + 'expecting');
  const updateIndex = s.updateIndex === undefined ? 0n : i64(s.updateIndex, prefix + 'updateIndex');
  const [coalesced, coalescedCount] = writePoints(s.coalesced, prefix + 'coalesced');
  const [predicted, predictedCount] = writePoints(s.predicted, prefix + 'predicted');
  const d = dv();
  d.setUint32(p + S.size, S.$size, true);
  d.setInt32(p + S.phase, phase, true);
  d.setBigInt64(p + S.id, id, true);
  d.setFloat64(p + S.x, x, true);
  d.setFloat64(p + S.y, y, true);
  d.setFloat64(p + S.timestamp, t, true);
  d.setFloat64(p + S.force, force, true);
  d.setFloat64(p + S.max_force, maxForce, true);
  d.setFloat64(p + S.major_radius, majorRadius, true);
  d.setFloat64(p + S.radius_tolerance, radiusTolerance, true);
  d.setInt32(p + S.type, type, true);
  d.setInt32(p + S.reserved, 0, true);
  d.setUint32(p + S.window, window, true);
  d.setUint32(p + S.buttons, buttons, true);
  d.setUint32(p + S.estimated_properties, estimated, true);
  d.setUint32(p + S.expecting_updates, expecting, true);
  d.setInt32(p + S.reserved2, 0, true);
  d.setBigInt64(p + S.estimation_update_index, updateIndex, true);
  d.setFloat64(p + S.altitude, altitude, true);
  d.setFloat64(p + S.azimuth, azimuth, true);
  d.setUint32(p + S.coalesced, coalesced, true);
  d.setUint32(p + S.coalesced_count, coalescedCount, true);
  d.setUint32(p + S.predicted, predicted, true);
  d.setUint32(p + S.predicted_count, predictedCount, true);
}

function callbackPointer(role) {
  const p = ex.tcjs_callback(role) >>> 0;
  if (!p) throw new Error(`touchchain: no callback for role ${role}`);
  return p;
}

// ---------------------------------------------------------------------------
// Responders: views, windows, controllers, the application and the app delegate
// ---------------------------------------------------------------------------
// [handler slot, role, tc_responder_callbacks field]
const RESPONDER_SLOTS = [['touches', 3, 'touches'], ['motion', 4, 'motion'],
  ['remote', 5, 'remote'], ['presses', 6, 'presses'], ['route', 7, 'route']];
// Views only: the engine sends hovers to views alone (P3); estimated updates walk up the chain
// to the first responder with a handler (P5), controllers and the application included in C,
// but this binding offers that handler on views only.
const VIEW_SLOTS = [...RESPONDER_SLOTS, ['hover', 21, 'hover'],
  ['estimatedUpdate', 22, 'estimated_update']];
const HANDLER_NAMES = { touches: 'onTouches', motion: 'onMotion', remote: 'onRemote',
  presses: 'onPresses', route: 'onRoute', hover: 'onHover', estimatedUpdate: 'onEstimatedUpdate' };

/**
 * Handlers are functions fn(responder, event) -> boolean (truthy: handled, the walk stops;
 * falsy: offered to the next responder). null removes a handler (the event passes on).
 */
export class Responder {
  _initResponder(scene) {
    this.scene = scene;
    this._handlers = {};
    this._key = register(this, scene);
  }

  _setHandler(slot, fn) {
    fn = fnOrNull(fn, HANDLER_NAMES[slot]);
    this._alive();
    const old = this._handlers[slot];
    this._handlers[slot] = fn;
    try {
      this._install();
    } catch (e) {
      this._handlers[slot] = old;
      throw e;
    }
  }

  /** Write the tc_responder_callbacks for the handlers set (0: none) and call `fn` with it. */
  _withCallbacks(fn) {
    const slots = this instanceof View ? VIEW_SLOTS : RESPONDER_SLOTS;
    return withMem(() => {
      if (!slots.some(([slot]) => this._handlers[slot])) return fn(0);
      const R = L.tc_responder_callbacks;
      const p = tmp(R.$size);
      const d = dv();
      d.setUint32(p, R.$size, true);
      for (const [slot, role, field] of slots) {
        if (this._handlers[slot]) d.setUint32(p + R[field], callbackPointer(role), true);
      }
      d.setUint32(p + R.user_data, this._key, true);
      return fn(p);
    });
  }

  _unregister() { unregister(this._key, this.scene); }

  /** Throw StaleHandleError once the scene is closed (views and controllers: also once
   *  destroyed), for the members that read no engine state (handlers, names). */
  _alive() { sceneHandle(this.scene); }

  /** The handler of `slot` (StaleHandleError once closed or destroyed). */
  _handler(slot) {
    this._alive();
    return this._handlers[slot] ?? null;
  }

  get onTouches() { return this._handler('touches'); }
  set onTouches(fn) { this._setHandler('touches', fn); }
  get onMotion() { return this._handler('motion'); }
  set onMotion(fn) { this._setHandler('motion', fn); }
  get onRemote() { return this._handler('remote'); }
  set onRemote(fn) { this._setHandler('remote', fn); }
  get onPresses() { return this._handler('presses'); }
  set onPresses(fn) { this._setHandler('presses', fn); }
  get onRoute() { return this._handler('route'); }
  set onRoute(fn) { this._setHandler('route', fn); }
}

/** The application (scene.application) or the app delegate (scene.appDelegate: in the
 *  chain only while it has a handler). */
export class AppResponder extends Responder {
  constructor(scene, setter, name) {
    super();
    this._initResponder(scene);
    this._setter = setter;
    this.name = name;
  }

  _install() {
    this._withCallbacks((p) => call(this.scene, this._setter, this.scene.handle, p));
  }

  /** The next responder (R1): for the application, the app delegate while it has a
   *  handler, else null; for the app delegate, always null (it ends the chain). */
  get nextResponder() {
    const sh = sceneHandle(this.scene);
    if (this !== this.scene.application) return null;
    return withMem(() => {
      const p = tmp(L.tc_responder.$size);
      dv().setUint32(p, L.tc_responder.$size, true);
      call(this.scene, 'tc_scene_app_next_responder', sh, p);
      return responderFromC(this.scene, p);
    });
  }

  toString() { return `<${this.name}>`; }
}

function responderFromC(scene, p) {
  const R = L.tc_responder;
  const d = dv();
  switch (d.getInt32(p + R.kind, true)) {
    case TC.TC_RESPONDER_VIEW: return scene._lookup(d.getUint32(p + R.view, true));
    case TC.TC_RESPONDER_CONTROLLER: return scene._lookup(d.getUint32(p + R.controller, true));
    case TC.TC_RESPONDER_APPLICATION: return scene.application;
    case TC.TC_RESPONDER_APP_DELEGATE: return scene.appDelegate;
    default: return null;
  }
}

function checkScene(scene) {
  if (!(scene instanceof Scene)) throw new TypeError(`scene must be a Scene, not ${typeName(scene)}`);
  return sceneHandle(scene);
}

/** The `name` of an options object that may hold nothing else (a View's, a Window's, a
 *  Controller's): an unknown option is a TypeError, as everywhere else. */
function nameOnlyOption(options) {
  optionsObject(options, 'options');
  for (const key of Object.keys(options)) {
    if (key !== 'name') throw new TypeError(`unknown option ${JSON.stringify(key)} (the options are: name)`);
  }
  return nameOption(options);
}

function nameOption(options) {
  optionsObject(options, 'options');
  const name = options.name ?? null;
  if (name !== null && typeof name !== 'string') {
    throw new TypeError(`name must be a string or null, not ${typeName(name)}`);
  }
  return name;
}

/** What views, controllers and recognizers share: a handle in a scene. */
const handleMixin = {
  /** The handle (StaleHandleError once the scene is closed or the object destroyed). Every
   *  call into the engine takes the handle from here: a destroyed object never reaches the
   *  engine, where its handle could name a newer object once the slot has been reused (127
   *  times on wasm32). */
  get handle() {
    const scene = this.scene;
    if (scene._h === null) throw new StaleHandleError('the scene is closed');
    if (scene._objects.get(this._h) !== this) throw new StaleHandleError(`${this} was destroyed`);
    return this._h;
  },
  /** True once destroy() ran (or the scene closed). */
  get destroyed() {
    return this.scene._h === null || this.scene._objects.get(this._h) !== this;
  },
  /** Throw StaleHandleError once destroyed (for the members that read no engine state). */
  _alive() { void this.handle; },
  _call(name, ...args) { call(this.scene, name, this.handle, ...args); },
  _out(name, kind, ...args) {
    return withMem(() => {
      const out = tmp(kind === 'rect' ? 32 : kind === 'affine' ? 48 : 8);
      this._call(name, ...args, out);
      const d = dv();
      switch (kind) {
        case 'f64': return d.getFloat64(out, true);
        case 'i32': return d.getInt32(out, true);
        case 'rect': return readRect(out);
        case 'affine': return Object.freeze(Object.fromEntries(
          AFFINE_FIELDS.map((f) => [f, d.getFloat64(out + L.tc_affine[f], true)])));
        default: return d.getUint32(out, true);
      }
    });
  },
  /** Undo a constructor that failed after the engine created the object (a refused
   *  argument must leave nothing behind): destroy it and forget it. */
  _discard(destroyName) {
    ex[destroyName](this._h);
    this.scene._forget(this);
  },
  /** destroy(): idempotent. The object is forgotten whenever the engine destroyed it (or had
   *  destroyed it with its parent), also when a callback the destruction ran threw: the
   *  exception is re-thrown after, and `destroyed` says true. */
  _destroyWith(name) {
    if (this.destroyed) return;
    const scene = this.scene;
    const [status, errors] = invoke(() => ex[name](this.handle));
    const gone = status === 0 || status === TC.TC_ERR_STALE_HANDLE;
    if (gone) scene._forget(this);
    if (!gone) {
      const error = makeError(status, lastError(scene) || STATUS_DESCRIPTIONS[status] || '');
      raisePending(errors, error);
      throw error;
    }
    raisePending(errors);
  },
};

function mixHandle(cls) {
  for (const [key, desc] of Object.entries(Object.getOwnPropertyDescriptors(handleMixin))) {
    Object.defineProperty(cls.prototype, key, desc);
  }
}

const FLAG_PROPERTIES = [
  ['hidden', TC.TC_VIEW_HIDDEN], ['interactive', TC.TC_VIEW_USER_INTERACTION_ENABLED],
  ['userInteractionEnabled', TC.TC_VIEW_USER_INTERACTION_ENABLED],
  ['multipleTouch', TC.TC_VIEW_MULTIPLE_TOUCH_ENABLED],
  ['exclusiveTouch', TC.TC_VIEW_EXCLUSIVE_TOUCH],
  ['canBecomeFirstResponder', TC.TC_VIEW_CAN_BECOME_FIRST_RESPONDER],
  ['hitsOutsideBounds', TC.TC_VIEW_HITS_OUTSIDE_BOUNDS],
  ['usePresentation', TC.TC_VIEW_USE_PRESENTATION],
  ['canResignFirstResponder', TC.TC_VIEW_CAN_RESIGN_FIRST_RESPONDER],
];

/**
 * A view. new View(scene, x, y, w, h, {name}) creates a detached view; the scene keeps it
 * until destroy() or scene.close().
 */
export class View extends Responder {
  constructor(scene, x = 0, y = 0, w = 0, h = 0, options = {}) {
    super();
    const sh = checkScene(scene);
    const name = nameOnlyOption(options);
    const frame = [dbl(x, 'x'), dbl(y, 'y'), dbl(w, 'w'), dbl(h, 'h')];
    const create = this._createName();
    const handle = withMem(() => {
      const out = tmp(4);
      call(scene, create, sh, ...frame, out);
      return dv().getUint32(out, true);
    });
    this._initResponder(scene);
    this._h = handle;
    scene._objects.set(handle, this);
    this._name = name;
    this._hooks = {};
    this._cache = { hitInsets: Object.freeze({ top: 0, left: 0, bottom: 0, right: 0 }),
      minHitSize: Object.freeze({ w: 0, h: 0 }), polygon: null, redirect: null, presentation: null };
    /** The Control of this view (makeControl), or null. */
    this.control = null;
  }

  _createName() { return 'tc_view_create'; }

  toString() { return `<${this.constructor.name} ${this._name ?? '0x' + this._h.toString(16)}>`; }

  _install() {
    this._withCallbacks((p) => this._call('tc_view_set_responder', p));
  }

  _unregister() {
    super._unregister();
    this.control?._dropTargets();
  }

  /** tc_view_destroy (a scroll view's pan goes with it). Later use throws StaleHandleError;
   *  destroying it again does nothing. */
  destroy() {
    const pan = this._scrollPan;
    try {
      this._destroyWith('tc_view_destroy');
    } finally {
      if (pan && this.destroyed && this.scene._objects.get(pan._h) === pan) this.scene._forget(pan);
    }
  }

  /** A label for toString and traces (JavaScript-side). */
  get name() { this._alive(); return this._name; }
  set name(value) {
    const name = nameOption({ name: value });
    this._alive();
    this._name = name;
  }

  // ---- tree ----
  /** True for a window. */
  get isWindow() { return this._out('tc_view_is_window', 'i32') !== 0; }

  /** Add `child` on top (or at `index`: 0 is the bottom); returns it. A child that has a
   *  superview moves (UIKit's addSubview / insertSubview(_:at:)): already this view's
   *  subview, `index` is its place after the move. Its touches stay unless this view is in
   *  no window (T7). */
  addSubview(child, index = null) {
    const h = handleArg(child, 'child', View);
    if (index === null || index === undefined) this._call('tc_view_add_subview', h);
    else this._call('tc_view_insert_subview', h, sizeT(index, 'index'));
    return child;
  }

  /** Insert `child` just below `sibling` (UIKit's insertSubview(_:belowSubview:), H3);
   *  returns it. It moves as with addSubview. A sibling that is not one of this view's
   *  subviews once the child has left its old place (the child itself included) puts the
   *  child on top; null changes nothing. */
  insertSubviewBelow(child, sibling) {
    const h = handleArg(child, 'child', View);
    this._call('tc_view_insert_subview_below', h, handleArg(sibling, 'sibling', View, true));
    return child;
  }

  /** Insert `child` just above `sibling` (UIKit's insertSubview(_:aboveSubview:)), as
   *  insertSubviewBelow. */
  insertSubviewAbove(child, sibling) {
    const h = handleArg(child, 'child', View);
    this._call('tc_view_insert_subview_above', h, handleArg(sibling, 'sibling', View, true));
    return child;
  }

  removeFromSuperview() { this._call('tc_view_remove_from_superview'); }

  /** The superview, or null. */
  get superview() { return this.scene._lookup(this._out('tc_view_get_superview', 'u32')); }
  /** The window this view is in, or null. */
  get window() { return this.scene._lookup(this._out('tc_view_get_window', 'u32')); }
  /** The subviews, back to front. */
  get subviews() {
    const n = this._out('tc_view_get_subview_count', 'u32');
    const out = [];
    for (let i = 0; i < n; i++) out.push(this.scene._lookup(this._out('tc_view_get_subview', 'u32', i)));
    return out;
  }
  /** The next responder (R1): a View, Controller, AppResponder or null. */
  get nextResponder() {
    return withMem(() => {
      const p = tmp(L.tc_responder.$size);
      dv().setUint32(p, L.tc_responder.$size, true);
      this._call('tc_view_next_responder', p);
      return responderFromC(this.scene, p);
    });
  }

  // ---- geometry ----
  /** {x, y, w, h} in the superview's coordinates; set from [x, y, w, h] or {x, y, w, h}. As
   *  UIKit's (H3): under a transform, the box around the transformed bounds; set under a
   *  transform, the bounds size is the size through the transform's inverse. */
  get frame() { return this._out('tc_view_get_frame', 'rect'); }
  set frame(r) { this._call('tc_view_set_frame', ...numbers(r, ['x', 'y', 'w', 'h'], 'frame')); }
  /** {x, y} in the superview's coordinates. */
  get center() {
    return withMem(() => {
      const out = tmp(16);
      this._call('tc_view_get_center', out, out + 8);
      return point(dv().getFloat64(out, true), dv().getFloat64(out + 8, true));
    });
  }
  set center(p) { this._call('tc_view_set_center', ...numbers(p, ['x', 'y'], 'center')); }
  /** {x, y, w, h}: the bounds (own coordinates). */
  get bounds() { return this._out('tc_view_get_bounds', 'rect'); }
  set bounds(r) { this._call('tc_view_set_bounds', ...numbers(r, ['x', 'y', 'w', 'h'], 'bounds')); }
  /** {a, b, c, d, tx, ty}, applied about the center; null sets the identity. */
  get transform() { return this._out('tc_view_get_transform', 'affine'); }
  set transform(t) {
    withMem(() => this._call('tc_view_set_transform',
      t === null || t === undefined ? 0 : writeAffine(t, 'transform')));
  }
  /** Opacity 0..1 (clamped); views at or under 0.01 are not hit. */
  get alpha() { return this._out('tc_view_get_alpha', 'f64'); }
  set alpha(a) { this._call('tc_view_set_alpha', dbl(a, 'alpha')); }

  /** A ViewFlag (or its name, "hidden"). */
  getFlag(flagValue) {
    return this._out('tc_view_get_flag', 'i32', coerce(ViewFlag, flagValue, 'flag')) !== 0;
  }
  setFlag(flagValue, value) {
    this._call('tc_view_set_flag', coerce(ViewFlag, flagValue, 'flag'), flag(value, 'value'));
  }

  /** (x, y) in this view's bounds coordinates -> `to`'s (null: screen). */
  convertPoint(x, y, to = null) { return this.scene.convertPoint(x, y, this, to); }
  /** (x, y) in `source`'s coordinates (null: screen) -> this view's. */
  convertPointFrom(x, y, source = null) {
    handleArg(this, 'view', View);
    return this.scene.convertPoint(x, y, source, this);
  }

  // ---- hit-testing ----
  /** UIKit's point(inside:with:) (H2): whether (x, y), in this view's bounds coordinates, is
   *  inside it as its own hit test asks (the hit area of H6a, where shown per H6e, then the
   *  point-inside override of H6f); not H1, not the polygon. */
  pointInside(x, y) {
    return this._out('tc_view_point_inside', 'i32', dbl(x, 'x'), dbl(y, 'y')) !== 0;
  }

  /**
   * The deepest view under (x, y) (this view's bounds coordinates), or null. With `trace`,
   * fn(step, view, inside, result) observes this hit test (H7) instead of scene.onHitTrace.
   */
  hitTest(x, y, trace = undefined) {
    x = dbl(x, 'x');
    y = dbl(y, 'y');
    this._alive();
    if (trace === undefined) {
      return this.scene._lookup(this._out('tc_view_hit_test', 'u32', x, y));
    }
    fnOrNull(trace, 'trace');
    const previous = this.scene.onHitTrace;
    this.scene.onHitTrace = trace;
    try {
      return this.scene._lookup(this._out('tc_view_hit_test', 'u32', x, y));
    } finally {
      this.scene.onHitTrace = previous;
    }
  }

  /** {top, left, bottom, right}: negative grows the hit area (H6a). Kept here too: the C API
   *  has no getter. Set from a number (all four), an array or an object. */
  get hitInsets() { this._alive(); return this._cache.hitInsets; }
  set hitInsets(insets) {
    const names = ['top', 'left', 'bottom', 'right'];
    const v = numbers(typeof insets === 'number' ? [insets, insets, insets, insets] : insets, names, 'hitInsets');
    this._call('tc_view_set_hit_insets', ...v);
    this._cache.hitInsets = Object.freeze({ top: v[0], left: v[1], bottom: v[2], right: v[3] });
  }

  /** {w, h}: the minimum hit area (H6a). */
  get minHitSize() { this._alive(); return this._cache.minHitSize; }
  set minHitSize(size) {
    const v = numbers(size, ['w', 'h'], 'minHitSize');
    this._call('tc_view_set_min_hit_size', ...v);
    this._cache.minHitSize = Object.freeze({ w: v[0], h: v[1] });
  }

  /** The hit polygon (H6d): [{x, y}, ...] in bounds coordinates, or null. */
  get polygon() { this._alive(); return this._cache.polygon; }
  set polygon(points) {
    if (points === null || points === undefined || (Array.isArray(points) && points.length === 0)) {
      this._call('tc_view_set_hit_polygon', 0, 0);
      this._cache.polygon = null;
      return;
    }
    if (!Array.isArray(points)) throw new TypeError(`polygon must be an array of points or null, not ${typeName(points)}`);
    const list = points.map((p, i) => numbers(p, ['x', 'y'], `polygon[${i}]`));
    withMem(() => {
      const buf = tmp(16 * list.length);
      list.forEach(([x, y], i) => { dv().setFloat64(buf + 16 * i, x, true); dv().setFloat64(buf + 16 * i + 8, y, true); });
      this._call('tc_view_set_hit_polygon', buf, list.length);
    });
    this._cache.polygon = Object.freeze(list.map(([x, y]) => point(x, y)));
  }

  /** The view hits on this one are redirected to (H6c), or null. */
  get redirect() {
    this._alive();
    const target = this._cache.redirect;
    return target !== null && !target.destroyed ? target : null;
  }
  set redirect(target) {
    this._call('tc_view_set_hit_redirect', handleArg(target, 'redirect', View, true));
    this._cache.redirect = target ?? null;
  }

  /** {frame, transform} of the presentation geometry (H6e), or null. Set from {frame,
   *  transform?}, [frame, transform?] or a frame alone ([x, y, w, h]). */
  get presentation() { this._alive(); return this._cache.presentation; }
  set presentation(value) {
    if (value === null || value === undefined) {
      this._call('tc_view_clear_presentation');
      this._cache.presentation = null;
      return;
    }
    let frame;
    let transform = null;
    if (Array.isArray(value) && value.length === 4 && typeof value[0] !== 'object') frame = value;
    else if (Array.isArray(value)) [frame, transform = null] = value;
    else if (typeof value === 'object' && 'frame' in value) ({ frame, transform = null } = value);
    else frame = value;
    const f = numbers(frame, ['x', 'y', 'w', 'h'], 'presentation frame');
    withMem(() => {
      const rp = tmp(32);
      f.forEach((v, i) => dv().setFloat64(rp + 8 * i, v, true));
      const tp = transform === null ? 0 : writeAffine(transform, 'presentation transform');
      this._call('tc_view_set_presentation', rp, tp);
      const t = tp ? Object.freeze(Object.fromEntries(AFFINE_FIELDS.map((k, i) => [k, dv().getFloat64(tp + 8 * i, true)]))) : null;
      this._cache.presentation = Object.freeze({ frame: rect(...f), transform: t });
    });
  }

  _setHook(hook, fn, setter, role, what) {
    fn = fnOrNull(fn, what);
    this._call(setter, fn ? callbackPointer(role) : 0, fn ? this._key : 0);
    this._hooks[hook] = fn;
  }

  /** Hover handler fn(view, event: HoverEvent) (P3; UIKit's hover): the pointer or pencil
   *  entered the view (event.phase BEGAN; outermost view first), moved over it (MOVED) or
   *  left it (ENDED; deepest first), or the hover was cancelled. Not passed up the chain
   *  (every hovered view gets its own); the return value is ignored. null removes it. */
  get onHover() { return this._handler('hover'); }
  set onHover(fn) { this._setHandler('hover', fn); }
  /** fn(view, update: TouchUpdate) (P5; UIKit's touchesEstimatedPropertiesUpdated): a later
   *  value of estimated properties of a touch this view received (its hit-test view), or,
   *  when that view has none, of a touch a view below it received: an update goes up the
   *  chain to the first view with a handler (R1). The return value is ignored. null removes
   *  it. */
  get onEstimatedUpdate() { return this._handler('estimatedUpdate'); }
  set onEstimatedUpdate(fn) { this._setHandler('estimatedUpdate', fn); }

  /** Override fn(view, x, y, engineResult: boolean) -> boolean of point-inside (H6f). */
  get onPointInside() { this._alive(); return this._hooks.pointInside ?? null; }
  set onPointInside(fn) { this._setHook('pointInside', fn, 'tc_view_set_point_inside_fn', 0, 'onPointInside'); }
  /** Override fn(view, x, y, engineResult: View|null) -> View|null of the hit test (H6f). */
  get onHitTest() { this._alive(); return this._hooks.hitTest ?? null; }
  set onHitTest(fn) { this._setHook('hitTest', fn, 'tc_view_set_hit_test_fn', 1, 'onHitTest'); }
  /** Veto fn(view, recognizer) -> boolean of recognizers starting on its touches (G7;
   *  falsy vetoes). */
  get onGestureShouldBegin() { this._alive(); return this._hooks.gestureShouldBegin ?? null; }
  set onGestureShouldBegin(fn) {
    this._setHook('gestureShouldBegin', fn, 'tc_view_set_gesture_should_begin_fn', 11, 'onGestureShouldBegin');
  }

  // ---- responder chain ----
  /** Send a router event up the chain (R5); true if a responder handled it. */
  sendRoute(name, info = {}) { return this.scene.sendRoute(this, name, info); }
  becomeFirstResponder() { this._call('tc_view_become_first_responder'); }
  resignFirstResponder() { this._call('tc_view_resign_first_responder'); }
  /** UIKit's isFirstResponder (R4): this view is its own window's first responder, key window or not. */
  get isFirstResponder() { return this._out('tc_view_is_first_responder', 'i32') !== 0; }

  // ---- scroll views (S1-S8) ----
  /**
   * Make this view a scroll view (tc_view_set_scroll; UIScrollView), or change its
   * parameters; returns the view. `params`: ScrollParams fields in camelCase (contentW,
   * contentH, insetTop, ..., scrollEnabled, paging, bounces, alwaysBounceHorizontal,
   * alwaysBounceVertical, directionalLock, delaysContentTouches, canCancelContentTouches,
   * decelerationRate, nested, bouncesHorizontally, bouncesVertically: `bounces` sets both
   * axes, as UIKit's, unless an axis is given too), their C names, or the scene format's contentSize / content_size
   * ([w, h] or {w, h}), contentInset / content_inset ([top, left, bottom, right], {top, ...}
   * or a number) and enabled; decelerationRate also takes "normal" or "fast", nested "uikit" or "handoff". Fields not
   * given keep their value (UIKit's defaults for a new scroll view). A change of the content
   * size, the insets or an always-bounce (on the first call: from UIKit's defaults) moves the
   * content offset into the new range, with a did_scroll (S1: UIKit's
   * -_adjustContentOffsetIfNecessary; a drag or deceleration under way goes on); other fields
   * leave it where it is. Becoming a scroll view sets multipleTouch (S1, T6: as
   * UIScrollView's initializer); set it false after to take one touch at a time.
   */
  makeScroll(params = {}) {
    const base = this.isScrollView ? this.scroll : defaultScrollParams();
    const values = mergeScrollParams(base, params);
    withMem(() => this._call('tc_view_set_scroll', writeScrollParams(values)));
    this._scrollPanObject();
    return this;
  }

  /** True once makeScroll() made this view a scroll view. */
  get isScrollView() {
    const status = ex.tc_view_get_content_offset(this.handle, 0, 0);
    if (status === TC.TC_ERR_STATE) return false;
    if (status !== 0) this._call('tc_view_get_content_offset', 0, 0); // throws
    return true;
  }

  /** The scroll view's parameters (a frozen ScrollParams; StateError if this view is not a
   *  scroll view). Assigning an object makes it one with exactly those parameters (fields
   *  left out: UIKit's defaults); makeScroll changes only the fields given. */
  get scroll() {
    return withMem(() => {
      const S = L.tc_scroll_params;
      const p = tmp(S.$size);
      dv().setUint32(p, S.$size, true);
      this._call('tc_view_get_scroll', p);
      return readScrollParams(p);
    });
  }
  set scroll(params) {
    const values = mergeScrollParams(defaultScrollParams(), params);
    withMem(() => this._call('tc_view_set_scroll', writeScrollParams(values)));
    this._scrollPanObject();
  }

  /** UIScrollView.contentOffset {x, y} (= the bounds origin). Assigning [x, y] or {x, y} is
   *  setContentOffset(_:animated: false): it stops a deceleration, is not clamped and sends
   *  did_scroll if the content moved. StateError if not a scroll view. */
  get contentOffset() {
    return withMem(() => {
      const out = tmp(16);
      this._call('tc_view_get_content_offset', out, out + 8);
      return point(dv().getFloat64(out, true), dv().getFloat64(out + 8, true));
    });
  }
  set contentOffset(xy) {
    this._call('tc_view_set_content_offset', ...numbers(xy, ['x', 'y'], 'contentOffset'));
  }

  /** The scroll view's own pan (UIScrollView.panGestureRecognizer, S1): a PanRecognizer of
   *  the scene for requireToFail, allowSimultaneous, parameters, state and onState; it cannot
   *  be attached elsewhere, detached or destroyed (StateError). */
  get scrollPan() { return this._scrollPanObject(); }

  _scrollPanObject() {
    const h = this._out('tc_view_scroll_pan', 'u32');
    const known = this.scene._objects.get(h);
    if (known) return known;
    const pan = Recognizer._adopt(this.scene, h, PanRecognizer);
    pan.name = this._name ? `${this._name}.pan` : 'scroll.pan'; // as the engine's Swift API
    this._scrollPan = pan;
    return pan;
  }

  /** {dragging, decelerating}: the finger drags the content / the content decelerates or
   *  springs back. */
  get scrollState() {
    return withMem(() => {
      const out = tmp(8);
      this._call('tc_view_get_scroll_state', out, out + 4);
      return Object.freeze({ dragging: dv().getInt32(out, true) !== 0,
        decelerating: dv().getInt32(out + 4, true) !== 0 });
    });
  }

  get scrollTracking() {
    return withMem(() => {
      const out = tmp(4);
      this._call('tc_view_get_scroll_tracking', out);
      return dv().getInt32(out, true) !== 0;
    });
  }

  _setScrollHook(hook, fn, what) {
    fn = fnOrNull(fn, what);
    const hooks = { ...this._hooks, [hook]: fn };
    withMem(() => {
      if (!SCROLL_HOOKS.some(([h]) => hooks[h])) {
        this._call('tc_view_set_scroll_callbacks', 0);
        return;
      }
      const C = L.tc_scroll_callbacks;
      const p = tmp(C.$size);
      const d = dv();
      d.setUint32(p, C.$size, true);
      for (const [h, field, role] of SCROLL_HOOKS) {
        if (hooks[h]) d.setUint32(p + C[field], callbackPointer(role), true);
      }
      d.setUint32(p + C.user_data, this._key, true);
      this._call('tc_view_set_scroll_callbacks', p);
    });
    this._hooks[hook] = fn;
  }

  /** Delegate messages (S7): fn(view, event: ScrollEvent) for will_begin_dragging,
   *  did_scroll (every offset change), will_end_dragging (event.velocity in points per
   *  millisecond; assign event.target to change where the content rests), did_end_dragging
   *  (event.decelerate), will_begin_decelerating and did_end_decelerating, in UIKit's order;
   *  null removes it. StateError unless a scroll view. */
  get onScroll() { this._alive(); return this._hooks.scroll ?? null; }
  set onScroll(fn) { this._setScrollHook('scroll', fn, 'onScroll'); }
  /** touchesShouldBegin fn(view, touch, content) -> boolean, asked per touch-down in the
   *  content (S2; falsy: the content gets nothing of that touch). Default: true. */
  get touchesShouldBegin() { this._alive(); return this._hooks.touchesShouldBegin ?? null; }
  set touchesShouldBegin(fn) { this._setScrollHook('touchesShouldBegin', fn, 'touchesShouldBegin'); }
  /** touchesShouldCancel fn(view, content) -> boolean, asked when a drag would scroll while
   *  `content` tracks a touch (S3; truthy: cancel it and scroll). Default: true unless the
   *  content is a control. */
  get touchesShouldCancel() { this._alive(); return this._hooks.touchesShouldCancel ?? null; }
  set touchesShouldCancel(fn) { this._setScrollHook('touchesShouldCancel', fn, 'touchesShouldCancel'); }

  // ---- controls ----
  /** Make this view a control of `kind` (tc_view_set_control); returns its Control, or null
   *  for ControlKind.NONE (an ordinary view again; targets dropped). */
  makeControl(kind = ControlKind.BUTTON) {
    const k = coerce(ControlKind, kind, 'kind');
    this._call('tc_view_set_control', k);
    this.control?._dropTargets();
    this.control = k === TC.TC_CONTROL_NONE ? null : new Control(this);
    return this.control;
  }
}
mixHandle(View);

for (const [prop, flagValue] of FLAG_PROPERTIES) {
  Object.defineProperty(View.prototype, prop, {
    get() { return this.getFlag(flagValue); },
    set(value) { this.setFlag(flagValue, value); },
    configurable: true,
  });
}

/** A window: new Window(scene, x, y, w, h, {name}), frame in screen coordinates. The first
 *  window of a scene becomes the key window. */
export class Window extends View {
  _createName() { return 'tc_window_create'; }
  /** Make this the key window. */
  makeKey() { this.scene.keyWindow = this; }
}

/** A view controller: new Controller(scene, view = null, {name}). */
export class Controller extends Responder {
  constructor(scene, view = null, options = {}) {
    super();
    const sh = checkScene(scene);
    const name = nameOnlyOption(options);
    if (view !== null && view !== undefined) handleArg(view, 'view', View);
    const handle = withMem(() => {
      const out = tmp(4);
      call(scene, 'tc_controller_create', sh, out);
      return dv().getUint32(out, true);
    });
    this._initResponder(scene);
    this._h = handle;
    scene._objects.set(handle, this);
    this._name = name;
    if (view !== null && view !== undefined) {
      try {
        this.view = view;
      } catch (e) {
        this._discard('tc_controller_destroy');
        throw e;
      }
    }
  }

  toString() { return `<Controller ${this._name ?? '0x' + this._h.toString(16)}>`; }

  get name() { this._alive(); return this._name; }
  set name(value) {
    const name = nameOption({ name: value });
    this._alive();
    this._name = name;
  }

  _install() { this._withCallbacks((p) => this._call('tc_controller_set_responder', p)); }

  /** The controller's root view, or null. */
  get view() { return this.scene._lookup(this._out('tc_controller_get_view', 'u32')); }
  set view(view) { this._call('tc_controller_set_view', handleArg(view, 'view', View, true)); }

  /** The next responder (R1): the superview of the controller's view (a window's root
   *  controller: the window), or null without a view or superview. */
  get nextResponder() {
    return withMem(() => {
      const p = tmp(L.tc_responder.$size);
      dv().setUint32(p, L.tc_responder.$size, true);
      this._call('tc_controller_next_responder', p);
      return responderFromC(this.scene, p);
    });
  }

  sendRoute(name, info = {}) { return this.scene.sendRoute(this, name, info); }

  /** tc_controller_destroy; idempotent. */
  destroy() { this._destroyWith('tc_controller_destroy'); }
}
mixHandle(Controller);

/** The control side of a view (view.makeControl(kind)). */
export class Control {
  constructor(view) {
    this.view = view;
    this._targets = new Map(); // target id -> { control, fn, key }
  }

  toString() { return `<Control of ${this.view}>`; }

  /** The control's state (tc_control_state) as {kind, enabled, highlighted, tracking,
   *  touchInside, value, trackingMargin}. */
  get state() {
    return withMem(() => {
      const S = L.tc_control_state;
      const p = tmp(S.$size);
      dv().setUint32(p, S.$size, true);
      this.view._call('tc_control_get_state', p);
      const d = dv();
      return Object.freeze({
        kind: d.getInt32(p + S.kind, true), enabled: d.getInt32(p + S.enabled, true) !== 0,
        highlighted: d.getInt32(p + S.highlighted, true) !== 0,
        tracking: d.getInt32(p + S.tracking, true) !== 0,
        touchInside: d.getInt32(p + S.touch_inside, true) !== 0,
        value: d.getFloat64(p + S.value, true), trackingMargin: d.getFloat64(p + S.tracking_margin, true),
      });
    });
  }

  get kind() { return this.state.kind; }
  get enabled() { return this.state.enabled; }
  set enabled(v) { this.view._call('tc_control_set_enabled', flag(v, 'enabled')); }
  get value() { return this.state.value; }
  set value(v) { this.view._call('tc_control_set_value', dbl(v, 'value')); }
  get trackingMargin() { return this.state.trackingMargin; }
  set trackingMargin(m) { this.view._call('tc_control_set_tracking_margin', dbl(m, 'trackingMargin')); }

  /** Call fn(control, event: one ControlEvent bit) for each event of the mask `events`;
   *  returns a target id for removeTarget. C1: a function already a target of this control
   *  (the same function object) is that target: `events` are added to it, it moves after the
   *  others, and its id is returned; it is called once per event. */
  addTarget(events, fn) {
    if (typeof fn !== 'function') throw new TypeError(`fn must be a function, not ${typeName(fn)}`);
    const mask = coerce(ControlEvent, events, 'events');
    let existing = null;
    for (const t of this._targets.values()) if (t.fn === fn) existing = t;
    // the same function, the same user_data: the engine merges (C1)
    const target = existing ?? { control: this, fn, key: 0 };
    if (!existing) target.key = register(target, this.view.scene);
    let id;
    try {
      id = withMem(() => {
        const out = tmp(4);
        this.view._call('tc_control_add_target', mask, callbackPointer(12), target.key, out);
        return dv().getInt32(out, true);
      });
    } catch (e) {
      if (!existing) unregister(target.key, this.view.scene);
      throw e;
    }
    this._targets.set(id, target);
    return id;
  }

  removeTarget(targetId) {
    const id = i32(targetId, 'targetId');
    this.view._call('tc_control_remove_target', id);
    const target = this._targets.get(id);
    if (target) {
      unregister(target.key, this.view.scene);
      this._targets.delete(id);
    }
  }

  /** UIKit's sendActions(for:) (C1): call the targets of `events` (a ControlEvent mask, its
   *  name or a list of them) without a touch — each target once, in the order added, its event
   *  the lowest bit it shares with `events` — then the PRIMARY_ACTION_TRIGGERED targets if
   *  `events` holds the kind's action-triggering event (TOUCH_UP_INSIDE for a button or generic
   *  control, VALUE_CHANGED for the others). Also for a disabled control; value, tracking and
   *  highlight do not change. Allowed from inside callbacks, nested at most
   *  TC_MAX_SEND_ACTIONS_DEPTH deep (LimitError beyond). */
  sendActions(events) {
    this.view._call('tc_control_send_actions', coerce(ControlEvent, events, 'events'));
  }

  _dropTargets() {
    for (const target of this._targets.values()) unregister(target.key, this.view.scene);
    this._targets.clear();
  }
}

// ---------------------------------------------------------------------------
// Gesture recognizers
// ---------------------------------------------------------------------------
const PARAM_FIELDS = [ // [C field, camelCase, type]
  ['taps_required', 'tapsRequired', 'i32'], ['touches_required', 'touchesRequired', 'i32'],
  ['min_touches', 'minTouches', 'i32'], ['max_touches', 'maxTouches', 'i32'],
  ['direction', 'direction', 'u32'], ['edges', 'edges', 'u32'],
  ['min_duration', 'minDuration', 'f64'], ['allowable_movement', 'allowableMovement', 'f64'],
  ['tap_interval', 'tapInterval', 'f64'], ['tap_radius', 'tapRadius', 'f64'],
  ['slop', 'slop', 'f64'], ['edge_region', 'edgeRegion', 'f64'],
  ['swipe_distance', 'swipeDistance', 'f64'], ['swipe_duration', 'swipeDuration', 'f64'],
  ['swipe_angle', 'swipeAngle', 'f64'],
  ['cancels_touches_in_view', 'cancelsTouchesInView', 'i32'],
  ['delays_touches_began', 'delaysTouchesBegan', 'i32'],
  ['delays_touches_ended', 'delaysTouchesEnded', 'i32'], ['enabled', 'enabled', 'i32'],
  ['allowed_touch_types', 'allowedTouchTypes', 'u32'],
  ['button_mask_required', 'buttonMaskRequired', 'u32'],
  ['allowed_scroll_types', 'allowedScrollTypes', 'u32'],
  ['tap_duration', 'tapDuration', 'f64'], // G8: after reserved (the maximum tap duration)
  // G8, P1: UIKit's requiresExclusiveTouchType (after tap_duration)
  ['requires_exclusive_touch_type', 'requiresExclusiveTouchType', 'i32'],
];
/** Friendly spellings accepted for parameters (as Python's ALIASES). */
export const PARAM_ALIASES = Object.freeze({ taps: 'tapsRequired', touches: 'touchesRequired',
  duration: 'minDuration', movement: 'allowableMovement', distance: 'swipeDistance' });
const FIELD_OF = new Map(); // any accepted spelling -> [C field, camelCase, type]
for (const row of PARAM_FIELDS) { FIELD_OF.set(row[0], row); FIELD_OF.set(row[1], row); }
for (const [alias, camel] of Object.entries(PARAM_ALIASES)) FIELD_OF.set(alias, FIELD_OF.get(camel));
const BOOLEAN_PARAMS = new Set(['cancels_touches_in_view', 'delays_touches_began',
  'delays_touches_ended', 'enabled', 'requires_exclusive_touch_type']);

function paramRow(key) {
  const row = FIELD_OF.get(key);
  if (!row) {
    throw new TypeError(`unknown recognizer parameter ${JSON.stringify(key)} (known: ${
      [...PARAM_FIELDS.map((r) => r[1]), ...Object.keys(PARAM_ALIASES)].join(', ')})`);
  }
  return row;
}

function paramValue(row, value, what) {
  const [field, , type] = row;
  if (field === 'direction') return coerce(SwipeDirection, value, what);
  if (field === 'edges') return coerce(Edge, value, what);
  if (field === 'allowed_touch_types') return touchTypeMask(value, what);
  if (field === 'button_mask_required') return coerce(Button, value, what);
  if (field === 'allowed_scroll_types') return coerce(ScrollType, value, what);
  // a boolean only for the four boolean fields (a number there counts as one, as flag()):
  // true for a count or a distance is a wrong type
  if (BOOLEAN_PARAMS.has(field)) return flag(value, what);
  if (type === 'f64') return dbl(value, what);
  return type === 'u32' ? u32(value, what) : i32(value, what);
}

function readParams(p) {
  const R = L.tc_recognizer_params;
  const d = dv();
  const out = {};
  for (const [field, camel, type] of PARAM_FIELDS) {
    const at = p + R[field];
    out[camel] = type === 'f64' ? d.getFloat64(at, true) : type === 'u32' ? d.getUint32(at, true)
      : BOOLEAN_PARAMS.has(field) ? d.getInt32(at, true) !== 0 : d.getInt32(at, true);
  }
  return out;
}

/** tc_recognizer_params filled with `kind`'s defaults, then `values` (checked). */
function writeParams(kind, values) {
  const checked = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const row = paramRow(key);
    checked.push([row, paramValue(row, value, key)]);
  }
  const R = L.tc_recognizer_params;
  const p = tmp(R.$size);
  dv().setUint32(p, R.$size, true);
  callNoScene('tc_recognizer_params_init', p, kind);
  const d = dv();
  for (const [[field, , type], v] of checked) {
    if (type === 'f64') d.setFloat64(p + R[field], v, true);
    else if (type === 'u32') d.setUint32(p + R[field], v, true);
    else d.setInt32(p + R[field], v, true);
  }
  return p;
}

/** tc_recognizer_params_init(kind) as an object (camelCase fields; the four boolean fields
 *  as booleans). */
export function defaultParams(kind) {
  const k = coerce(RecognizerKind, kind, 'kind');
  return withMem(() => {
    const R = L.tc_recognizer_params;
    const p = tmp(R.$size);
    dv().setUint32(p, R.$size, true);
    callNoScene('tc_recognizer_params_init', p, k);
    return readParams(p);
  });
}

/** The engine's recognizer parameter table (tc_recognizer_param_info), row by row:
 *  {name (C field), camelName, unit, kinds (RecognizerKind values), isInteger, minimum,
 *  maximum (Infinity when unbounded)}. */
export function parameterTable() {
  const rows = [];
  const P = L.tc_param_info;
  for (;;) {
    const row = withMem(() => {
      const p = tmp(P.$size);
      dv().setUint32(p, P.$size, true);
      const status = ex.tc_recognizer_param_info(rows.length, p);
      if (status === TC.TC_ERR_NOT_FOUND) return null;
      if (status !== 0) throw makeError(status, readCString(ex.tc_status_string(status)));
      const d = dv();
      const name = readCString(d.getUint32(p + P.name, true));
      const kinds = d.getUint32(p + P.kinds, true);
      return Object.freeze({
        name, camelName: FIELD_OF.get(name)?.[1] ?? name,
        unit: readCString(d.getUint32(p + P.unit, true)),
        kinds: Object.freeze(Object.values(RecognizerKind).filter((k) => kinds & (1 << k))),
        isInteger: d.getInt32(p + P.is_integer, true) !== 0,
        minimum: d.getFloat64(p + P.minimum, true), maximum: d.getFloat64(p + P.maximum, true),
      });
    });
    if (row === null) return rows;
    rows.push(row);
  }
}

const FIELD_IN_MESSAGE = new RegExp(`\\b(${PARAM_FIELDS.map((r) => r[0]).join('|')})\\b`);

/** Name the refused argument in an engine error about a parameter. */
function nameTheArgument(error, params) {
  if (!(error instanceof InvalidArgumentError || error instanceof NotFiniteError
    || error instanceof UnknownEnumError)) return;
  const m = FIELD_IN_MESSAGE.exec(error.message);
  if (!m) return;
  const given = Object.keys(params).find((k) => FIELD_OF.get(k)?.[0] === m[1]);
  const argument = given ?? FIELD_OF.get(m[1])[1];
  error.argument = argument;
  error.message = `${error.message} (argument ${argument}=${given === undefined ? 'default' : String(params[given])})`;
}

const DELEGATE_HOOKS = [ // [property, C field, role]
  ['shouldBegin', 'should_begin', 13], ['shouldReceiveTouch', 'should_receive_touch', 14],
  ['shouldRecognizeSimultaneously', 'should_recognize_simultaneously', 15],
  ['shouldRequireFailureOf', 'should_require_failure_of', 16],
  ['shouldBeRequiredToFailBy', 'should_be_required_to_fail_by', 17],
  ['shouldReceiveEvent', 'should_receive_event', 23],
];
const KIND_CLASS = Symbol('kind class');
const RECOGNIZER_OPTIONS = new Set(['view', 'name', 'onAction', 'onState']);

/**
 * A gesture recognizer of `kind`: new Recognizer(scene, kind, {view, name, onAction,
 * onState, ...params}); params by camelCase name, C field name or alias (PARAM_ALIASES).
 * The scene keeps it until destroy() or scene.close().
 */
export class Recognizer {
  constructor(scene, kind, options = {}) {
    if (kind === KIND_CLASS) return; // a kind class's constructor creates it
    this._create(scene, coerce(RecognizerKind, kind, 'kind'), options, {});
  }

  _create(scene, kind, options, defaults) {
    checkScene(scene);
    optionsObject(options, 'options');
    const params = { ...defaults };
    for (const [key, value] of Object.entries(options)) {
      if (RECOGNIZER_OPTIONS.has(key) || this._extraOption(key)) continue;
      const row = paramRow(key);
      for (const k of Object.keys(params)) if (FIELD_OF.get(k) === row) delete params[k];
      params[key] = value;
    }
    const name = nameOption(options);
    if (name !== null) cstr(name, 'recognizer name');
    const onAction = fnOrNull(options.onAction, 'onAction');
    const onState = fnOrNull(options.onState, 'onState');
    if (options.view !== undefined && options.view !== null) handleArg(options.view, 'view', View);
    let handle;
    try {
      handle = withMem(() => {
        const p = writeParams(kind, params);
        const out = tmp(4);
        call(scene, 'tc_recognizer_create', scene.handle, p, out);
        return dv().getUint32(out, true);
      });
    } catch (e) {
      nameTheArgument(e, params);
      throw e;
    }
    this.scene = scene;
    this.kind = kind;
    this._h = handle;
    this._hooks = {};
    this._key = register(this, scene);
    this._stateProxy = { recognizer: this };
    this._stateKey = register(this._stateProxy, scene);
    scene._objects.set(handle, this);
    this._name = null;
    try {
      if (name !== null) this.name = name;
      if (onAction) this.onAction = onAction;
      if (onState) this.onState = onState;
      if (options.view !== undefined && options.view !== null) this.attach(options.view);
    } catch (e) {
      this._discard('tc_recognizer_destroy'); // e.g. a view of another scene: nothing is left
      throw e;
    }
  }

  _extraOption() { return false; }

  /** Wrap a recognizer the engine created (a scroll view's pan) as an instance of `cls`. */
  static _adopt(scene, handle, cls) {
    const r = Object.create(cls.prototype);
    r.scene = scene;
    r.kind = withMem(() => {
      const G = L.tc_gesture_details;
      const p = tmp(G.$size);
      dv().setUint32(p, G.$size, true);
      call(scene, 'tc_recognizer_get_details', handle, p);
      return dv().getInt32(p + G.kind, true);
    });
    r._h = handle;
    r._hooks = {};
    r._key = register(r, scene);
    r._stateProxy = { recognizer: r };
    r._stateKey = register(r._stateProxy, scene);
    scene._objects.set(handle, r);
    r._name = null;
    return r;
  }

  _unregister() {
    unregister(this._key, this.scene);
    unregister(this._stateKey, this.scene);
  }

  toString() { return `<${this.constructor.name} ${this._name ?? '0x' + this._h.toString(16)}>`; }

  /** tc_recognizer_destroy; idempotent. */
  destroy() { this._destroyWith('tc_recognizer_destroy'); }

  // ---- parameters and state ----
  /** The recognizer's parameters (camelCase field -> value). */
  get params() {
    return withMem(() => {
      const R = L.tc_recognizer_params;
      const p = tmp(R.$size);
      dv().setUint32(p, R.$size, true);
      this._call('tc_recognizer_get_params', p);
      return readParams(p);
    });
  }

  /** Change parameters (camelCase, C names or aliases) in one tc_recognizer_set_params. */
  setParams(changes) {
    optionsObject(changes, 'changes');
    const values = this.params;
    for (const [key, value] of Object.entries(changes)) values[paramRow(key)[1]] = value;
    try {
      withMem(() => this._call('tc_recognizer_set_params', writeParams(this.kind, values)));
    } catch (e) {
      nameTheArgument(e, changes);
      throw e;
    }
  }

  /** isEnabled (a disabled recognizer sees no touches; disabling mid-gesture cancels it). */
  get enabled() { return this.params.enabled; }
  set enabled(value) { this._call('tc_recognizer_set_enabled', flag(value, 'enabled')); }

  /** The recognizer's name (tc_recognizer_get_name), or null. */
  get name() {
    return withMem(() => {
      const out = tmp(4);
      this._call('tc_recognizer_get_name', out);
      return readCString(dv().getUint32(out, true));
    });
  }
  set name(value) {
    if (value === null || value === undefined) {
      this._call('tc_recognizer_set_name', 0);
      this._name = null;
      return;
    }
    cstr(value, 'recognizer name');
    withMem(() => this._call('tc_recognizer_set_name', tmpString(value)));
    this._name = value;
  }

  /** The state (a GestureState value). */
  get state() { return this._out('tc_recognizer_get_state', 'i32'); }

  /** What the recognizer reports now (tc_recognizer_get_details), as GestureDetails. */
  get details() {
    return withMem(() => {
      const G = L.tc_gesture_details;
      const p = tmp(G.$size);
      dv().setUint32(p, G.$size, true);
      this._call('tc_recognizer_get_details', p);
      return gestureDetails(this.scene, p);
    });
  }

  // ---- values in any view (G9) ----
  /** A point the engine writes through (..., out_x, out_y). */
  _pointIn(name, ...args) {
    return withMem(() => {
      const out = tmp(16);
      this._call(name, ...args, out, out + 8);
      return point(dv().getFloat64(out, true), dv().getFloat64(out + 8, true));
    });
  }

  /** UIKit's location(in:): the location (details.x, details.y in the attached view) in
   *  `view`'s bounds coordinates (null: the window's) (G9). */
  locationIn(view = null) {
    return this._pointIn('tc_recognizer_location_in', handleArg(view, 'view', View, true));
  }

  /** UIKit's numberOfTouches: details.touchCount, the touches locationOfTouch reads. */
  get numberOfTouches() { return this.details.touchCount; }

  /** UIKit's location(ofTouch:in:): touch `index` (0 .. numberOfTouches - 1, in the order
   *  they landed) in `view`'s bounds coordinates (null: the window's): a tracked touch where
   *  it is, a recognized tap's finger where it lifted, a swipe's touch where it landed (G9).
   *  An index past them throws NotFoundError (UIKit raises NSRangeException). */
  locationOfTouch(index, view = null) {
    return this._pointIn('tc_recognizer_touch_location_in', sizeT(index, 'index'),
      handleArg(view, 'view', View, true));
  }

  // ---- wiring ----
  /** Attach to `view` (addGestureRecognizer); returns this. */
  attach(view) {
    this._call('tc_recognizer_attach', handleArg(view, 'view', View));
    return this;
  }
  detach() { this._call('tc_recognizer_detach'); }
  /** The view it is attached to, or null. */
  get view() { return this.details.view; }

  /** G6: recognize only after `other` failed. */
  requireToFail(other) {
    this._call('tc_recognizer_require_to_fail', handleArg(other, 'other', Recognizer));
  }
  removeRequirement(other) {
    this._call('tc_recognizer_remove_requirement', handleArg(other, 'other', Recognizer));
  }
  /** Allow (or forbid) recognizing simultaneously with `other` (G6). */
  allowSimultaneous(other, allowed = true) {
    this._call('tc_recognizer_set_simultaneous', handleArg(other, 'other', Recognizer),
      flag(allowed, 'allowed'));
  }

  // ---- callbacks ----
  /** The action fn(recognizer, details) after every state change except to FAILED. */
  get onAction() { this._alive(); return this._hooks.action ?? null; }
  set onAction(fn) {
    fn = fnOrNull(fn, 'onAction');
    this._call('tc_recognizer_set_action', fn ? callbackPointer(9) : 0, fn ? this._key : 0);
    this._hooks.action = fn;
  }

  /** The state observer fn(recognizer, details) after every state change, failures
   *  included (details.failureReason / failureMessage say why), before the action. */
  get onState() { this._alive(); return this._hooks.state ?? null; }
  set onState(fn) {
    fn = fnOrNull(fn, 'onState');
    this._call('tc_recognizer_set_state_fn', fn ? callbackPointer(9) : 0, fn ? this._stateKey : 0);
    this._hooks.state = fn;
  }

  _setDelegateHook(hook, fn) {
    fn = fnOrNull(fn, hook);
    const hooks = { ...this._hooks, [hook]: fn };
    withMem(() => {
      if (!DELEGATE_HOOKS.some(([h]) => hooks[h])) {
        this._call('tc_recognizer_set_delegate', 0);
        return;
      }
      const D = L.tc_recognizer_delegate;
      const p = tmp(D.$size);
      const d = dv();
      d.setUint32(p, D.$size, true);
      for (const [h, field, role] of DELEGATE_HOOKS) {
        if (hooks[h]) d.setUint32(p + D[field], callbackPointer(role), true);
      }
      d.setUint32(p + D.user_data, this._key, true);
      this._call('tc_recognizer_set_delegate', p);
    });
    this._hooks[hook] = fn;
  }
}
mixHandle(Recognizer);

for (const [hook] of DELEGATE_HOOKS) {
  Object.defineProperty(Recognizer.prototype, hook, {
    get() { this._alive(); return this._hooks[hook] ?? null; },
    set(fn) { this._setDelegateHook(hook, fn); },
    configurable: true,
  });
}

/** (scene, view?, options?) or (scene, options?) */
function kindArgs(view, options) {
  if (view !== null && view !== undefined && !(view instanceof View)) {
    if (typeof view === 'object' && !Array.isArray(view) && options === undefined) return view;
    throw new TypeError(`view must be a View or null, not ${typeName(view)}`);
  }
  const o = optionsObject(options, 'options', true);
  return view ? { ...o, view } : o;
}

function kindClass(name, kind, defaults = {}) {
  const C = class extends Recognizer {
    constructor(scene, view = null, options = undefined) {
      super(scene, KIND_CLASS);
      this._create(scene, kind, kindArgs(view, options), defaults);
    }
  };
  Object.defineProperty(C, 'name', { value: name });
  C.kind = kind;
  return C;
}

/** UITapGestureRecognizer (discrete): taps (default 1), touches (1), allowableMovement
 *  (45 pt), tapInterval (0.35 s), tapRadius (45 pt), tapDuration (0.75 s). */
export const TapRecognizer = kindClass('TapRecognizer', TC.TC_RECOGNIZER_TAP);
/** UILongPressGestureRecognizer (continuous): minDuration (0.5 s), taps (0), touches (1),
 *  allowableMovement (10 pt), tapInterval. */
export const LongPressRecognizer = kindClass('LongPressRecognizer', TC.TC_RECOGNIZER_LONG_PRESS);

/** Pan and edge pan: translation (settable) and velocity. */
function addPanMembers(C) {
  Object.defineProperty(C.prototype, 'translation', {
    get() { return this.details.translation; },
    set(xy) {
      const [x, y] = numbers(xy, ['x', 'y'], 'translation');
      this._call('tc_recognizer_set_translation', x, y);
    },
    configurable: true,
  });
  Object.defineProperty(C.prototype, 'velocity', {
    get() { return this.details.velocity; }, configurable: true,
  });
  Object.defineProperties(C.prototype, {
    /** UIKit's translation(in:): in `view`'s coordinates (null: the window's), converted as
     *  a vector: the views' rotation and scale apply, their offset does not (G9). */
    translationIn: {
      value(view = null) {
        return this._pointIn('tc_recognizer_translation_in', handleArg(view, 'view', View, true));
      },
      configurable: true, writable: true,
    },
    /** UIKit's velocity(in:): points per second in `view`'s coordinates (null: the
     *  window's), converted as a vector (G9). */
    velocityIn: {
      value(view = null) {
        return this._pointIn('tc_recognizer_velocity_in', handleArg(view, 'view', View, true));
      },
      configurable: true, writable: true,
    },
    /** UIKit's setTranslation(_:in:): the translation becomes `xy`, given in `view`'s
     *  coordinates (null: the window's), converted as a vector (G9). */
    setTranslationIn: {
      value(xy, view = null) {
        const h = handleArg(view, 'view', View, true);
        const [x, y] = numbers(xy, ['x', 'y'], 'translation');
        this._call('tc_recognizer_set_translation_in', h, x, y);
      },
      configurable: true, writable: true,
    },
  });
  return C;
}

/** UIPanGestureRecognizer: minTouches (1), maxTouches (no limit), slop (10 pt). */
export const PanRecognizer = addPanMembers(kindClass('PanRecognizer', TC.TC_RECOGNIZER_PAN));
/** UIScreenEdgePanGestureRecognizer: edges (default Edge.LEFT, as Python; the engine's own
 *  default is no edge), minTouches, maxTouches (1), slop (15 pt away from the edge), edgeRegion (13 pt),
 *  allowedTouchTypes (every type but the pencil, as UIKit's: P1). */
export const EdgePanRecognizer = addPanMembers(kindClass('EdgePanRecognizer',
  TC.TC_RECOGNIZER_EDGE_PAN, { edges: TC.TC_EDGE_LEFT }));
/** UISwipeGestureRecognizer: direction (SwipeDirection.RIGHT), touches (1), swipeDistance,
 *  swipeDuration, swipeAngle. */
export const SwipeRecognizer = kindClass('SwipeRecognizer', TC.TC_RECOGNIZER_SWIPE);
/** A settable value of a two-finger kind (UIKit's scale / rotation: setting it resets the
 *  velocity; the value is measured on from the fingers as they are then). */
function addValueMember(C, name, fn) {
  Object.defineProperty(C.prototype, name, {
    get() { return this.details[name]; },
    set(v) { this._call(fn, dbl(v, name)); },
    configurable: true,
  });
  return C;
}
/** UIPinchGestureRecognizer: slop (8 pt); scale (settable). */
export const PinchRecognizer = addValueMember(kindClass('PinchRecognizer', TC.TC_RECOGNIZER_PINCH),
  'scale', 'tc_recognizer_set_scale');
/** UIRotationGestureRecognizer: slop (2 degrees); rotation (settable, radians). */
export const RotationRecognizer = addValueMember(kindClass('RotationRecognizer',
  TC.TC_RECOGNIZER_ROTATION), 'rotation', 'tc_recognizer_set_rotation');
/** UIHoverGestureRecognizer (P3): driven by hover samples only (scene.pushHover), never by
 *  touches. It begins when the pointer (or pencil) enters its view, changes as it moves over
 *  it and ends when it leaves or goes out of range (cancelled with the hover).
 *  details.location is the pointer; for a pencil details.altitude, azimuth and zOffset;
 *  details.touchType the hover's type. allowedTouchTypes: ["stylus"] makes it pencil-only. */
export const HoverRecognizer = kindClass('HoverRecognizer', TC.TC_RECOGNIZER_HOVER);
Object.defineProperty(HoverRecognizer.prototype, 'location', {
  /** The pointer of the latest hover sample (details.x, details.y). */
  get() { return this.details.location; }, configurable: true,
});

const CUSTOM_HOOK_OPTIONS = Object.freeze(['onTouches', 'onReset', 'canPrevent', 'canBePrevented']);

/** A recognizer whose logic is the host's: onTouches = fn(recognizer, phase, touches,
 *  timestamp) sees the touches; setting `state` moves the state machine; onReset,
 *  canPrevent and canBePrevented are UIKit's reset(), canPrevent(_:) and
 *  canBePrevented(by:) (G2, G3). */
export class CustomRecognizer extends kindClass('CustomRecognizerBase', TC.TC_RECOGNIZER_CUSTOM) {
  _extraOption(key) { return CUSTOM_HOOK_OPTIONS.includes(key); }

  _create(scene, kind, options, defaults) {
    const hooks = CUSTOM_HOOK_OPTIONS.map((key) => [key, fnOrNull(options?.[key], key)]);
    super._create(scene, kind, options, defaults);
    try {
      for (const [key, fn] of hooks) if (fn) this[key] = fn;
    } catch (e) {
      this._discard('tc_recognizer_destroy');
      throw e;
    }
  }

  /** fn(recognizer, phase, touches, timestamp) for every touches delivery. */
  get onTouches() { this._alive(); return this._hooks.customTouches ?? null; }
  set onTouches(fn) {
    fn = fnOrNull(fn, 'onTouches');
    this._call('tc_recognizer_set_custom_touches_fn', fn ? callbackPointer(10) : 0, fn ? this._key : 0);
    this._hooks.customTouches = fn;
  }

  /** fn(recognizer): UIKit's reset() (G2), once each time the recognizer goes back to
   *  POSSIBLE from ENDED, CANCELLED or FAILED (once its touches have all lifted, so before
   *  the next gesture's began); not when it is left POSSIBLE, nor when it is destroyed.
   *  Inside, `state` still reads the final state (setting it throws StateError). */
  get onReset() { this._alive(); return this._hooks.customReset ?? null; }
  set onReset(fn) {
    fn = fnOrNull(fn, 'onReset');
    this._call('tc_recognizer_set_custom_reset_fn', fn ? callbackPointer(24) : 0, fn ? this._key : 0);
    this._hooks.customReset = fn;
  }

  /** fn(recognizer, other) -> boolean: UIKit's canPrevent(_:) (G3). Asked when this
   *  recognizer, recognized or begun, would exclude the possible `other` on a shared touch;
   *  false spares `other`. Directional; before other's canBePrevented and the delegates.
   *  Neither recognizer's state may be set inside (ReentrantError). null answers yes. */
  get canPrevent() { this._alive(); return this._hooks.canPrevent ?? null; }
  set canPrevent(fn) {
    fn = fnOrNull(fn, 'canPrevent');
    this._call('tc_recognizer_set_custom_can_prevent_fn', fn ? callbackPointer(25) : 0, fn ? this._key : 0);
    this._hooks.canPrevent = fn;
  }

  /** fn(recognizer, other) -> boolean: UIKit's canBePrevented(by:) (G3). Asked when `other`,
   *  recognized or begun, would exclude this possible recognizer; false keeps it POSSIBLE.
   *  null answers yes. */
  get canBePrevented() { this._alive(); return this._hooks.canBePrevented ?? null; }
  set canBePrevented(fn) {
    fn = fnOrNull(fn, 'canBePrevented');
    this._call('tc_recognizer_set_custom_can_be_prevented_fn', fn ? callbackPointer(26) : 0,
      fn ? this._key : 0);
    this._hooks.canBePrevented = fn;
  }

  /** The state; settable (a GestureState value or its name), corrected as UIKit's
   *  setState: corrects it (G2: BEGAN then FAILED is CANCELLED); StateError from ENDED,
   *  CANCELLED or FAILED (UIKit ignores it). */
  get state() { return this._out('tc_recognizer_get_state', 'i32'); }
  set state(value) { this._call('tc_recognizer_set_state', coerce(GestureState, value, 'state')); }

  /** UIKit's ignore(_:for:) (G8): stop receiving `touch` (a Touch); its held began or ended
   *  goes to the view, and this recognizer's recognition does not cancel it there. */
  ignoreTouch(touch) {
    if (!(touch instanceof Touch)) throw new TypeError(`touch must be a Touch, not ${typeName(touch)}`);
    this._call('tc_recognizer_ignore_touch', touch._liveHandle());
  }
}
Object.defineProperty(CustomRecognizer, 'name', { value: 'CustomRecognizer' });

/** RecognizerKind value -> its class. */
export const RECOGNIZER_CLASSES = Object.freeze({
  [TC.TC_RECOGNIZER_TAP]: TapRecognizer, [TC.TC_RECOGNIZER_LONG_PRESS]: LongPressRecognizer,
  [TC.TC_RECOGNIZER_PAN]: PanRecognizer, [TC.TC_RECOGNIZER_EDGE_PAN]: EdgePanRecognizer,
  [TC.TC_RECOGNIZER_SWIPE]: SwipeRecognizer, [TC.TC_RECOGNIZER_PINCH]: PinchRecognizer,
  [TC.TC_RECOGNIZER_ROTATION]: RotationRecognizer, [TC.TC_RECOGNIZER_CUSTOM]: CustomRecognizer,
  [TC.TC_RECOGNIZER_HOVER]: HoverRecognizer,
});

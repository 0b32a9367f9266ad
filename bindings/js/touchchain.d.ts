// TypeScript declarations of touchchain.mjs (TouchChain's JavaScript API over WebAssembly).
// The module is an ES module with top-level await: importing it loads touchchain.wasm.
// Needs TypeScript 5.2 or later (`Symbol.dispose`; `keyWindow` reads `View | null` and is set
// with a `View`, getter and setter of different types: 5.1).

/** Every object-like TC_* #define of include/touchchain.h, as seen by wasm32. */
export declare const TC: {
  readonly TC_VERSION_MAJOR: number;
  readonly TC_VERSION_MINOR: number;
  readonly TC_VERSION_PATCH: number;
  readonly TC_VERSION: number;
  readonly TC_ABI_VERSION: number;
  readonly TC_OK: number;
  readonly TC_ERR_NULL_POINTER: number;
  readonly TC_ERR_INVALID_HANDLE: number;
  readonly TC_ERR_STALE_HANDLE: number;
  readonly TC_ERR_FOREIGN_HANDLE: number;
  readonly TC_ERR_INVALID_ARGUMENT: number;
  readonly TC_ERR_NOT_FINITE: number;
  readonly TC_ERR_UNKNOWN_ENUM: number;
  readonly TC_ERR_TIME_BACKWARDS: number;
  readonly TC_ERR_UNKNOWN_TOUCH: number;
  readonly TC_ERR_DUPLICATE_TOUCH: number;
  readonly TC_ERR_TOO_MANY_TOUCHES: number;
  readonly TC_ERR_CYCLE: number;
  readonly TC_ERR_HAS_PARENT: number;
  readonly TC_ERR_REENTRANT: number;
  readonly TC_ERR_LIMIT: number;
  readonly TC_ERR_STRUCT_SIZE: number;
  readonly TC_ERR_STATE: number;
  readonly TC_ERR_NOT_FOUND: number;
  readonly TC_ERR_SINGULAR: number;
  readonly TC_PHASE_NONE: number;
  readonly TC_PHASE_BEGAN: number;
  readonly TC_PHASE_MOVED: number;
  readonly TC_PHASE_STATIONARY: number;
  readonly TC_PHASE_ENDED: number;
  readonly TC_PHASE_CANCELLED: number;
  readonly TC_PHASE_CHANGED: number;
  readonly TC_TOUCH_DIRECT: number;
  readonly TC_TOUCH_INDIRECT: number;
  readonly TC_TOUCH_STYLUS: number;
  readonly TC_TOUCH_INDIRECT_POINTER: number;
  readonly TC_TOUCH_TYPES_ALL: number;
  readonly TC_BUTTON_PRIMARY: number;
  readonly TC_BUTTON_SECONDARY: number;
  readonly TC_BUTTON_TERTIARY: number;
  readonly TC_PROPERTY_FORCE: number;
  readonly TC_PROPERTY_AZIMUTH: number;
  readonly TC_PROPERTY_ALTITUDE: number;
  readonly TC_PROPERTY_LOCATION: number;
  readonly TC_PROPERTIES_ALL: number;
  readonly TC_SCROLL_DISCRETE: number;
  readonly TC_SCROLL_CONTINUOUS: number;
  readonly TC_SCROLL_TYPES_ALL: number;
  readonly TC_EVENT_TOUCHES: number;
  readonly TC_EVENT_MOTION: number;
  readonly TC_EVENT_REMOTE: number;
  readonly TC_EVENT_PRESSES: number;
  readonly TC_EVENT_ROUTE: number;
  readonly TC_EVENT_HOVER: number;
  readonly TC_EVENT_SCROLL: number;
  readonly TC_EVENT_TRANSFORM: number;
  readonly TC_MOTION_SHAKE: number;
  readonly TC_REMOTE_PLAY: number;
  readonly TC_REMOTE_PAUSE: number;
  readonly TC_REMOTE_STOP: number;
  readonly TC_REMOTE_TOGGLE_PLAY_PAUSE: number;
  readonly TC_REMOTE_NEXT_TRACK: number;
  readonly TC_REMOTE_PREVIOUS_TRACK: number;
  readonly TC_REMOTE_BEGIN_SEEKING_BACKWARD: number;
  readonly TC_REMOTE_END_SEEKING_BACKWARD: number;
  readonly TC_REMOTE_BEGIN_SEEKING_FORWARD: number;
  readonly TC_REMOTE_END_SEEKING_FORWARD: number;
  readonly TC_PRESS_UP_ARROW: number;
  readonly TC_PRESS_DOWN_ARROW: number;
  readonly TC_PRESS_LEFT_ARROW: number;
  readonly TC_PRESS_RIGHT_ARROW: number;
  readonly TC_PRESS_SELECT: number;
  readonly TC_PRESS_MENU: number;
  readonly TC_PRESS_PLAY_PAUSE: number;
  readonly TC_PRESS_PAGE_UP: number;
  readonly TC_PRESS_PAGE_DOWN: number;
  readonly TC_RESPONDER_VIEW: number;
  readonly TC_RESPONDER_CONTROLLER: number;
  readonly TC_RESPONDER_APPLICATION: number;
  readonly TC_RESPONDER_APP_DELEGATE: number;
  readonly TC_PASS: number;
  readonly TC_HANDLED: number;
  readonly TC_VIEW_HIDDEN: number;
  readonly TC_VIEW_USER_INTERACTION_ENABLED: number;
  readonly TC_VIEW_MULTIPLE_TOUCH_ENABLED: number;
  readonly TC_VIEW_EXCLUSIVE_TOUCH: number;
  readonly TC_VIEW_CAN_BECOME_FIRST_RESPONDER: number;
  readonly TC_VIEW_HITS_OUTSIDE_BOUNDS: number;
  readonly TC_VIEW_USE_PRESENTATION: number;
  readonly TC_VIEW_CAN_RESIGN_FIRST_RESPONDER: number;
  readonly TC_TRACE_ENTER: number;
  readonly TC_TRACE_POINT_INSIDE: number;
  readonly TC_TRACE_EXIT: number;
  readonly TC_ALPHA_HIT_THRESHOLD: number;
  readonly TC_DEFAULT_MAX_TOUCHES: number;
  readonly TC_MAX_TOUCHES_LIMIT: number;
  readonly TC_DEFAULT_QUEUE_CAPACITY: number;
  readonly TC_DEFAULT_TAP_INTERVAL: number;
  readonly TC_DEFAULT_TAP_RADIUS: number;
  readonly TC_MAX_ROUTE_DEPTH: number;
  readonly TC_MAX_TRANSITION_DEPTH: number;
  readonly TC_MAX_SEND_ACTIONS_DEPTH: number;
  readonly TC_MAX_SCROLL_EVENT_DEPTH: number;
  readonly TC_MAX_SCENES: number;
  readonly TC_MAX_COORDINATE: number;
  readonly TC_MAX_TIMESTAMP: number;
  readonly TC_MAX_POLYGON_POINTS: number;
  readonly TC_MAX_COALESCED: number;
  readonly TC_MAX_PREDICTED: number;
  readonly TC_MAX_STRUCT_SIZE: number;
  readonly TC_MAX_PREDICTION_INTERVAL: number;
  readonly TC_MAX_PENDING_UPDATES: number;
  readonly TC_DEFAULT_ALTITUDE: number;
  readonly TC_DISCRETE_SCROLL_END_DELAY: number;
  readonly TC_DISCRETE_SCROLL_MIN_DELTA: number;
  readonly TC_CONTINUOUS_SCROLL_VELOCITY_RESET_GAP: number;
  readonly TC_TRANSFORM_ROTATION_HYSTERESIS: number;
  readonly TC_GESTURE_POSSIBLE: number;
  readonly TC_GESTURE_BEGAN: number;
  readonly TC_GESTURE_CHANGED: number;
  readonly TC_GESTURE_ENDED: number;
  readonly TC_GESTURE_CANCELLED: number;
  readonly TC_GESTURE_FAILED: number;
  readonly TC_RECOGNIZER_TAP: number;
  readonly TC_RECOGNIZER_LONG_PRESS: number;
  readonly TC_RECOGNIZER_PAN: number;
  readonly TC_RECOGNIZER_EDGE_PAN: number;
  readonly TC_RECOGNIZER_SWIPE: number;
  readonly TC_RECOGNIZER_PINCH: number;
  readonly TC_RECOGNIZER_ROTATION: number;
  readonly TC_RECOGNIZER_CUSTOM: number;
  readonly TC_RECOGNIZER_HOVER: number;
  readonly TC_SWIPE_RIGHT: number;
  readonly TC_SWIPE_LEFT: number;
  readonly TC_SWIPE_UP: number;
  readonly TC_SWIPE_DOWN: number;
  readonly TC_EDGE_TOP: number;
  readonly TC_EDGE_LEFT: number;
  readonly TC_EDGE_BOTTOM: number;
  readonly TC_EDGE_RIGHT: number;
  readonly TC_FAIL_NONE: number;
  readonly TC_FAIL_MOVED_TOO_FAR: number;
  readonly TC_FAIL_TOO_MANY_TOUCHES: number;
  readonly TC_FAIL_TOO_FEW_TOUCHES: number;
  readonly TC_FAIL_TIMED_OUT: number;
  readonly TC_FAIL_ENDED_TOO_SOON: number;
  readonly TC_FAIL_WRONG_DIRECTION: number;
  readonly TC_FAIL_VETOED_BY_DELEGATE: number;
  readonly TC_FAIL_VETOED_BY_VIEW: number;
  readonly TC_FAIL_REQUIRED_RECOGNIZED: number;
  readonly TC_FAIL_EXCLUDED: number;
  readonly TC_FAIL_DISABLED: number;
  readonly TC_FAIL_NOT_AT_EDGE: number;
  readonly TC_FAIL_TOUCH_CANCELLED: number;
  readonly TC_FAIL_SET_BY_HOST: number;
  readonly TC_DEFAULT_LONG_PRESS_DURATION: number;
  readonly TC_DEFAULT_LONG_PRESS_MOVEMENT: number;
  readonly TC_DEFAULT_TAP_MOVEMENT: number;
  readonly TC_DEFAULT_PAN_SLOP: number;
  readonly TC_DEFAULT_EDGE_REGION: number;
  readonly TC_DEFAULT_EDGE_PAN_SLOP: number;
  readonly TC_SCREEN_EDGE_ANGLE_WINDOW: number;
  readonly TC_SCREEN_EDGE_ANGLE_DECAY: number;
  readonly TC_SCREEN_EDGE_ANGLE_RUN: number;
  readonly TC_SCREEN_EDGE_ALONG_MIN: number;
  readonly TC_DEFAULT_SWIPE_DISTANCE: number;
  readonly TC_DEFAULT_SWIPE_DURATION: number;
  readonly TC_DEFAULT_TAP_DURATION: number;
  readonly TC_DEFAULT_SWIPE_ANGLE: number;
  readonly TC_DEFAULT_PINCH_SLOP: number;
  readonly TC_DEFAULT_ROTATION_SLOP: number;
  readonly TC_DEFAULT_CONTROL_MARGIN: number;
  readonly TC_STEPPER_REPEAT_DELAY: number;
  readonly TC_STEPPER_REPEAT_INTERVAL: number;
  readonly TC_SLIDER_THUMB_SIZE: number;
  readonly TC_SLIDER_THUMB_HIT_SIZE: number;
  readonly TC_CONTROL_NONE: number;
  readonly TC_CONTROL_BUTTON: number;
  readonly TC_CONTROL_SWITCH: number;
  readonly TC_CONTROL_SLIDER: number;
  readonly TC_CONTROL_STEPPER: number;
  readonly TC_CONTROL_SEGMENTED: number;
  readonly TC_CONTROL_PAGE: number;
  readonly TC_CONTROL_GENERIC: number;
  readonly TC_CONTROL_EVENT_TOUCH_DOWN: number;
  readonly TC_CONTROL_EVENT_TOUCH_DOWN_REPEAT: number;
  readonly TC_CONTROL_EVENT_TOUCH_DRAG_INSIDE: number;
  readonly TC_CONTROL_EVENT_TOUCH_DRAG_OUTSIDE: number;
  readonly TC_CONTROL_EVENT_TOUCH_DRAG_ENTER: number;
  readonly TC_CONTROL_EVENT_TOUCH_DRAG_EXIT: number;
  readonly TC_CONTROL_EVENT_TOUCH_UP_INSIDE: number;
  readonly TC_CONTROL_EVENT_TOUCH_UP_OUTSIDE: number;
  readonly TC_CONTROL_EVENT_TOUCH_CANCEL: number;
  readonly TC_CONTROL_EVENT_VALUE_CHANGED: number;
  readonly TC_CONTROL_EVENT_PRIMARY_ACTION_TRIGGERED: number;
  readonly TC_CONTROL_EVENT_ALL: number;
  readonly TC_SCROLL_CONTENT_TOUCH_DELAY: number;
  readonly TC_DECELERATION_NORMAL: number;
  readonly TC_DECELERATION_FAST: number;
  readonly TC_SCROLL_NESTED_UIKIT: number;
  readonly TC_SCROLL_NESTED_HANDOFF: number;
  readonly TC_SCROLL_BOUNCES_INHERIT: number;
  readonly TC_SCROLL_WILL_BEGIN_DRAGGING: number;
  readonly TC_SCROLL_DID_SCROLL: number;
  readonly TC_SCROLL_WILL_END_DRAGGING: number;
  readonly TC_SCROLL_DID_END_DRAGGING: number;
  readonly TC_SCROLL_WILL_BEGIN_DECELERATING: number;
  readonly TC_SCROLL_DID_END_DECELERATING: number;
};

/** What responder handlers return (any truthy value counts as handled). */
export declare const PASS: false;
export declare const HANDLED: true;
export declare const ABI_VERSION: number;

// ---- enumerations (frozen objects) ----
export declare const Phase: { readonly NONE: 0; readonly BEGAN: 1; readonly MOVED: 2; readonly STATIONARY: 3; readonly ENDED: 4; readonly CANCELLED: 5; readonly CHANGED: 6 };
/** TC_TOUCH_* (P1). STYLUS is a pencil (arguments also take "pencil"); INDIRECT_POINTER a
 *  mouse or trackpad pointer. */
export declare const TouchType: { readonly DIRECT: 1; readonly INDIRECT: 2; readonly STYLUS: 3; readonly INDIRECT_POINTER: 4 };
/** A mask of touch types, 1 << TouchType (a recognizer's allowedTouchTypes, P1). */
export declare const TouchTypes: { readonly DIRECT: 2; readonly INDIRECT: 4; readonly STYLUS: 8; readonly INDIRECT_POINTER: 16; readonly ALL: 30 };
/** TC_BUTTON_* (P2), a bit mask; button n (1-based) is 1 << (n - 1). */
export declare const Button: { readonly PRIMARY: 1; readonly SECONDARY: 2; readonly TERTIARY: 4 };
/** TC_PROPERTY_* (P5), a bit mask: estimated properties and what an update carries. */
export declare const TouchProperty: { readonly FORCE: 1; readonly AZIMUTH: 2; readonly ALTITUDE: 4; readonly LOCATION: 8 };
/** TC_SCROLL_DISCRETE / _CONTINUOUS (P4), each its bit in a pan's allowedScrollTypes. */
export declare const ScrollType: { readonly DISCRETE: 1; readonly CONTINUOUS: 2 };
export declare const EventType: { readonly TOUCHES: 1; readonly MOTION: 2; readonly REMOTE: 3; readonly PRESSES: 4; readonly ROUTE: 5; readonly HOVER: 6; readonly SCROLL: 7; readonly TRANSFORM: 8 };
export declare const Motion: { readonly SHAKE: 100 };
export declare const Remote: { readonly PLAY: 200; readonly PAUSE: 201; readonly STOP: 202; readonly TOGGLE_PLAY_PAUSE: 203; readonly NEXT_TRACK: 204; readonly PREVIOUS_TRACK: 205; readonly BEGIN_SEEKING_BACKWARD: 206; readonly END_SEEKING_BACKWARD: 207; readonly BEGIN_SEEKING_FORWARD: 208; readonly END_SEEKING_FORWARD: 209 };
export declare const Press: { readonly UP_ARROW: 300; readonly DOWN_ARROW: 301; readonly LEFT_ARROW: 302; readonly RIGHT_ARROW: 303; readonly SELECT: 304; readonly MENU: 305; readonly PLAY_PAUSE: 306; readonly PAGE_UP: 307; readonly PAGE_DOWN: 308 };
export declare const ResponderKind: { readonly VIEW: 1; readonly CONTROLLER: 2; readonly APPLICATION: 3; readonly APP_DELEGATE: 4 };
export declare const ViewFlag: { readonly HIDDEN: 1; readonly USER_INTERACTION_ENABLED: 2; readonly MULTIPLE_TOUCH_ENABLED: 3; readonly EXCLUSIVE_TOUCH: 4; readonly CAN_BECOME_FIRST_RESPONDER: 5; readonly HITS_OUTSIDE_BOUNDS: 6; readonly USE_PRESENTATION: 7; readonly CAN_RESIGN_FIRST_RESPONDER: 8 };
export declare const TraceStep: { readonly ENTER: 1; readonly POINT_INSIDE: 2; readonly EXIT: 3 };
export declare const GestureState: { readonly POSSIBLE: 1; readonly BEGAN: 2; readonly CHANGED: 3; readonly ENDED: 4; readonly CANCELLED: 5; readonly FAILED: 6 };
export declare const RecognizerKind: { readonly TAP: 1; readonly LONG_PRESS: 2; readonly PAN: 3; readonly EDGE_PAN: 4; readonly SWIPE: 5; readonly PINCH: 6; readonly ROTATION: 7; readonly CUSTOM: 8; readonly HOVER: 9 };
export declare const FailureReason: { readonly NONE: 0; readonly MOVED_TOO_FAR: 1; readonly TOO_MANY_TOUCHES: 2; readonly TOO_FEW_TOUCHES: 3; readonly TIMED_OUT: 4; readonly ENDED_TOO_SOON: 5; readonly WRONG_DIRECTION: 6; readonly VETOED_BY_DELEGATE: 7; readonly VETOED_BY_VIEW: 8; readonly REQUIRED_RECOGNIZED: 9; readonly EXCLUDED: 10; readonly DISABLED: 11; readonly NOT_AT_EDGE: 12; readonly TOUCH_CANCELLED: 13; readonly SET_BY_HOST: 14 };
export declare const ControlKind: { readonly NONE: 0; readonly BUTTON: 1; readonly SWITCH: 2; readonly SLIDER: 3; readonly STEPPER: 4; readonly SEGMENTED: 5; readonly PAGE: 6; readonly GENERIC: 7 };
export declare const SwipeDirection: { readonly RIGHT: 1; readonly LEFT: 2; readonly UP: 4; readonly DOWN: 8 };
export declare const Edge: { readonly TOP: 1; readonly LEFT: 2; readonly BOTTOM: 4; readonly RIGHT: 8 };
export declare const ControlEvent: { readonly TOUCH_DOWN: 1; readonly TOUCH_DOWN_REPEAT: 2; readonly TOUCH_DRAG_INSIDE: 4; readonly TOUCH_DRAG_OUTSIDE: 8; readonly TOUCH_DRAG_ENTER: 16; readonly TOUCH_DRAG_EXIT: 32; readonly TOUCH_UP_INSIDE: 64; readonly TOUCH_UP_OUTSIDE: 128; readonly TOUCH_CANCEL: 256; readonly VALUE_CHANGED: 4096; readonly PRIMARY_ACTION_TRIGGERED: 8192; readonly ALL: 12799 };
/** Scroll view delegate messages (S7), in UIKit's order. */
/** TC_SCROLL_NESTED_*: tc_scroll_params.nested (S6 UIKit's behaviour, S9 handoff). */
export declare const NestedScrolling: { readonly UIKIT: 0; readonly HANDOFF: 1 };
export declare const ScrollEventKind: { readonly WILL_BEGIN_DRAGGING: 1; readonly DID_SCROLL: 2; readonly WILL_END_DRAGGING: 3; readonly DID_END_DRAGGING: 4; readonly WILL_BEGIN_DECELERATING: 5; readonly DID_END_DECELERATING: 6 };
export declare const Status: { readonly OK: 0; readonly ERR_NULL_POINTER: -1; readonly ERR_INVALID_HANDLE: -2; readonly ERR_STALE_HANDLE: -3; readonly ERR_FOREIGN_HANDLE: -4; readonly ERR_INVALID_ARGUMENT: -5; readonly ERR_NOT_FINITE: -6; readonly ERR_UNKNOWN_ENUM: -7; readonly ERR_TIME_BACKWARDS: -8; readonly ERR_UNKNOWN_TOUCH: -9; readonly ERR_DUPLICATE_TOUCH: -10; readonly ERR_TOO_MANY_TOUCHES: -11; readonly ERR_CYCLE: -12; readonly ERR_HAS_PARENT: -13; readonly ERR_REENTRANT: -14; readonly ERR_LIMIT: -15; readonly ERR_STRUCT_SIZE: -16; readonly ERR_STATE: -17; readonly ERR_NOT_FOUND: -18; readonly ERR_SINGULAR: -19 };

/** An enumeration argument: its number, a member name ("began", any case; "pencil" for a
 *  stylus), and for bit masks (SwipeDirection, Edge, ControlEvent, Button, TouchProperty,
 *  ScrollType, TouchTypes) "left|up" or an array of those. */
export type EnumValue = number | string;
export type MaskValue = number | string | ReadonlyArray<number | string>;

/** The name of `value` in `enumObject` ("BEGAN"), or bits joined by "|"; undefined if none. */
export declare function enumName(enumObject: object, value: number): string | undefined;
/** The engine's name (tc_<family>_string) of a value, or null for a value the family lacks. */
export declare function nameOf(family: 'phase' | 'touch_type' | 'event_type' | 'motion_subtype'
  | 'remote_subtype' | 'press_type' | 'responder_kind' | 'view_flag' | 'trace_step'
  | 'gesture_state' | 'recognizer_kind' | 'swipe_direction' | 'edge' | 'failure_reason'
  | 'control_kind' | 'control_event' | 'scroll_event' | 'button' | 'touch_property'
  | 'scroll_type', value: number): string | null;
/** A touch-type mask (TouchTypes) from a number (the mask), a name ("stylus", "pencil",
 *  "direct|stylus", "all") or an array of those ([] is 0). */
export declare function touchTypeMask(value: MaskValue, what?: string): number;
/** tc_version_string ("0.1.0"). */
export declare function version(): string;
/** tc_status_string: a status described in words ("unknown status" if unknown). */
export declare function statusString(status: number): string;

/** status value -> "TC_ERR_..." name */
export declare const STATUS_NAMES: Readonly<Record<number, string>>;
/** The wasm32 struct layouts: $size is sizeof, the other keys offsetof (bytes). */
export declare const LAYOUT: Readonly<Record<string, Readonly<Record<string, number>>>>;
/** The glue's callback roles, in tcjs_callback order. */
export declare const CALLBACK_ROLES: ReadonlyArray<string>;
/** The module's raw WebAssembly exports (tc_* functions, memory, tcjs_*): for tests/tools. */
export declare const raw: WebAssembly.Exports & Record<string, any>;

// ---- errors ----
/** A call returned a negative status (or an argument was refused before the call). */
export declare class TouchChainError extends Error {
  constructor(status: number, message?: string, options?: { cause?: unknown });
  /** The TC_ERR_* value. */
  status: number;
  /** "TC_ERR_STALE_HANDLE", ... */
  statusName: string;
  /** tc_status_string(status). */
  readonly statusString: string;
  /** The argument at fault, when known. */
  argument: string | null;
  /** pushTouches: the refused sample (refused by the engine or before it; a TypeError of a
   *  sample has `index` too). */
  index?: number;
}
/** What every status class below is: a subclass of TouchChainError for one status, whose
 *  static `status` (and every instance's) is that status. */
export interface StatusErrorClass {
  new (message?: string, options?: { cause?: unknown }): TouchChainError;
  readonly status: number;
}
/** One class per TC_ERR_* status (classes, so usable as types: `e instanceof StaleHandleError`,
 *  `catch (e) { const s = e as StaleHandleError; }`). */
export declare class NullPointerError extends TouchChainError {
  constructor(message?: string, options?: { cause?: unknown });
  static readonly status: -1;
}
export declare class InvalidHandleError extends TouchChainError {
  constructor(message?: string, options?: { cause?: unknown });
  static readonly status: -2;
}
export declare class StaleHandleError extends TouchChainError {
  constructor(message?: string, options?: { cause?: unknown });
  static readonly status: -3;
}
export declare class ForeignHandleError extends TouchChainError {
  constructor(message?: string, options?: { cause?: unknown });
  static readonly status: -4;
}
export declare class InvalidArgumentError extends TouchChainError {
  constructor(message?: string, options?: { cause?: unknown });
  static readonly status: -5;
}
export declare class NotFiniteError extends TouchChainError {
  constructor(message?: string, options?: { cause?: unknown });
  static readonly status: -6;
}
export declare class UnknownEnumError extends TouchChainError {
  constructor(message?: string, options?: { cause?: unknown });
  static readonly status: -7;
}
export declare class TimeBackwardsError extends TouchChainError {
  constructor(message?: string, options?: { cause?: unknown });
  static readonly status: -8;
}
export declare class UnknownTouchError extends TouchChainError {
  constructor(message?: string, options?: { cause?: unknown });
  static readonly status: -9;
}
export declare class DuplicateTouchError extends TouchChainError {
  constructor(message?: string, options?: { cause?: unknown });
  static readonly status: -10;
}
export declare class TooManyTouchesError extends TouchChainError {
  constructor(message?: string, options?: { cause?: unknown });
  static readonly status: -11;
}
export declare class CycleError extends TouchChainError {
  constructor(message?: string, options?: { cause?: unknown });
  static readonly status: -12;
}
export declare class HasParentError extends TouchChainError {
  constructor(message?: string, options?: { cause?: unknown });
  static readonly status: -13;
}
export declare class ReentrantError extends TouchChainError {
  constructor(message?: string, options?: { cause?: unknown });
  static readonly status: -14;
}
export declare class LimitError extends TouchChainError {
  constructor(message?: string, options?: { cause?: unknown });
  static readonly status: -15;
}
export declare class StructSizeError extends TouchChainError {
  constructor(message?: string, options?: { cause?: unknown });
  static readonly status: -16;
}
export declare class StateError extends TouchChainError {
  constructor(message?: string, options?: { cause?: unknown });
  static readonly status: -17;
}
export declare class NotFoundError extends TouchChainError {
  constructor(message?: string, options?: { cause?: unknown });
  static readonly status: -18;
}
export declare class SingularError extends TouchChainError {
  constructor(message?: string, options?: { cause?: unknown });
  static readonly status: -19;
}
/** status -> its subclass */
export declare const ERRORS: ReadonlyMap<number, StatusErrorClass>;
/** A value refused here (U+0000 or a lone surrogate in a string, an unknown enumeration name, a
 *  wrong count of numbers): an InvalidArgumentError (status TC_ERR_INVALID_ARGUMENT). */
export declare class InvalidValueError extends InvalidArgumentError {
  constructor(message?: string, argument?: string | null, value?: unknown);
  value: unknown;
}
/** An integer out of the range of its C type (also an InvalidValueError). */
export declare class OutOfRangeError extends InvalidValueError {}

// ---- value types ----
export interface Point { readonly x: number; readonly y: number }
export interface Size { readonly w: number; readonly h: number }
export interface Rect { readonly x: number; readonly y: number; readonly w: number; readonly h: number }
export interface Insets { readonly top: number; readonly left: number; readonly bottom: number; readonly right: number }
/** CGAffineTransform: (x, y) -> (a*x + c*y + tx, b*x + d*y + ty). */
export interface AffineTransform {
  readonly a: number; readonly b: number; readonly c: number; readonly d: number;
  readonly tx: number; readonly ty: number;
}
export declare const Affine: {
  identity(): AffineTransform;
  translation(tx: number, ty: number): AffineTransform;
  scaling(sx: number, sy?: number): AffineTransform;
  rotation(radians: number): AffineTransform;
};
export type RectLike = Rect | readonly [number, number, number, number];
export type PointLike = Point | readonly [number, number];
export type SizeLike = Size | readonly [number, number];
export type AffineLike = AffineTransform | readonly [number, number, number, number, number, number];
/** A touch id: an int64 (a number that is an integer, or a BigInt). */
export type TouchId = number | bigint;

/** A snapshot of a touch (tc_touch_get_info). Its fields stay readable; the methods that ask
 *  the engine (locationIn, azimuthAngleIn, azimuthUnitVectorIn, predict) throw
 *  StaleHandleError, without calling it, once the touch ended and the dispatch (or advance)
 *  that ended it returned. */
export declare class Touch {
  readonly scene: Scene;
  readonly handle: number;
  /** A number, or a BigInt beyond Number.MAX_SAFE_INTEGER. */
  readonly id: number | bigint;
  readonly phase: number;
  readonly x: number; readonly y: number;
  readonly prevX: number; readonly prevY: number;
  readonly timestamp: number;
  readonly tapCount: number;
  readonly type: number;
  readonly majorRadius: number; readonly radiusTolerance: number;
  readonly force: number; readonly maxForce: number;
  readonly view: View | null;
  readonly window: View | null;
  readonly location: Point;
  /** The Button mask held (P2). */
  readonly buttons: number;
  /** Radians, 0 (parallel to the surface) .. pi/2 (perpendicular: a finger, a pointer), P5. */
  readonly altitude: number;
  /** Radians, -pi .. pi, clockwise from +x in y-down space (P5). */
  readonly azimuth: number;
  /** TouchProperty mask of the values that are estimates (P5). */
  readonly estimatedProperties: number;
  /** Of those, the ones still expecting an update (P5). */
  readonly expectingUpdates: number;
  /** The host's key for those updates (P5). */
  readonly estimationUpdateIndex: number | bigint;
  /** The points of the touch's sample in the event (P6; coalescedTouches(for:)): the host's
   *  coalesced points, oldest first, then the sample itself (always at least that one; only
   *  that one without a sample in the event, in a held phase delivered later, or during an
   *  estimated update). */
  readonly coalesced: ReadonlyArray<TouchPoint>;
  /** The host's predicted points given with the touch's sample in the event (P6; none in the
   *  cases where `coalesced` is the touch alone, nor while ended or cancelled). */
  readonly predicted: ReadonlyArray<TouchPoint>;
  /** In `view`'s coordinates (null: the window's); the touch must be live. */
  locationIn(view?: View | null, previous?: boolean): Point;
  /** UITouch.azimuthAngle(in:): radians -pi .. pi in the view's coordinates (null: the window's). */
  azimuthAngleIn(view?: View | null): number;
  /** UITouch.azimuthUnitVector(in:): the unit vector along the azimuth in the view's coordinates. */
  azimuthUnitVectorIn(view?: View | null): Point;
  /** The engine's prediction `interval` seconds (0 .. TC_MAX_PREDICTION_INTERVAL) after the
   *  latest sample (tc_touch_predict, P6); the touch must be live. */
  predict(interval: number): TouchPoint;
}

/** One point of a touch between two events (coalesced) or after the latest (predicted), P6. */
export interface TouchPoint {
  readonly timestamp: number; readonly x: number; readonly y: number; readonly force: number;
  readonly altitude: number; readonly azimuth: number;
}
/** A point given to pushTouch: [t, x, y, force?, altitude?, azimuth?] or {t (or timestamp),
 *  x, y, force?, altitude?, azimuth?}. */
export type TouchPointLike = readonly number[] | {
  t?: number; timestamp?: number; x: number; y: number; force?: number; altitude?: number;
  azimuth?: number;
};
/** A hover delivery to one view (tc_hover_event, P3). */
export interface HoverEvent {
  /** Phase BEGAN (entered), MOVED, ENDED (left) or CANCELLED. */
  readonly phase: number; readonly id: number | bigint;
  /** In the window's coordinates. */
  readonly x: number; readonly y: number; readonly location: Point;
  readonly timestamp: number;
  /** TouchType INDIRECT_POINTER or STYLUS. */
  readonly type: number;
  readonly altitude: number; readonly azimuth: number; readonly zOffset: number;
  /** The hit-test view of this sample (null when nothing was hit, or on leaving). */
  readonly hitView: View | null;
}
/** A later value of estimated properties of an earlier sample (tc_touch_update, P5). */
export interface TouchUpdate {
  /** TouchProperty mask: what it carries (only those values mean something). */
  readonly properties: number;
  readonly id: number | bigint; readonly index: number | bigint; readonly timestamp: number;
  readonly force: number; readonly azimuth: number; readonly altitude: number;
  readonly x: number; readonly y: number;
  /** TouchProperty mask still expecting updates after this one. */
  readonly remaining: number;
  /** A snapshot of the touch while it is live, else null: as it shows the updated sample
   *  during the call (with the updates so far; the touch itself never changes, P5). */
  readonly touch: Touch | null;
}

export interface TouchesEvent {
  readonly phase: number; readonly timestamp: number; readonly dispatchTime: number;
  readonly touches: ReadonlyArray<Touch>; readonly allTouches: ReadonlyArray<Touch>;
  readonly hitView: View | null;
}
/** A motion, remote-control or press delivery. */
export interface Event {
  readonly type: number; readonly subtype: number; readonly phase: number; readonly timestamp: number;
}
export interface RouteEvent { readonly name: string; readonly info: Readonly<Record<string, string>> }
export interface UnhandledEvent {
  readonly type: number; readonly subtype: number; readonly phase: number; readonly timestamp: number;
  readonly touches: ReadonlyArray<Touch>; readonly routeName: string | null;
}
export interface GestureDetails {
  readonly kind: number; readonly state: number; readonly touchCount: number;
  readonly view: View | null;
  readonly x: number; readonly y: number; readonly location: Point;
  readonly timestamp: number; readonly taps: number; readonly direction: number;
  readonly translationX: number; readonly translationY: number; readonly translation: Point;
  readonly velocityX: number; readonly velocityY: number; readonly velocity: Point;
  readonly scale: number; readonly scaleVelocity: number;
  readonly rotation: number; readonly rotationVelocity: number;
  readonly failureReason: number; readonly failureMessage: string;
  /** Hover: the pencil's angles (radians) and distance 0..1 (P3). */
  readonly altitude: number; readonly azimuth: number; readonly zOffset: number;
  /** Hover: its TouchType; scroll- or transform-driven: INDIRECT_POINTER; else the type of
   *  its first touch; 0 with none. */
  readonly touchType: number;
}
export interface ControlState {
  readonly kind: number; readonly enabled: boolean; readonly highlighted: boolean;
  readonly tracking: boolean; readonly touchInside: boolean; readonly value: number;
  readonly trackingMargin: number;
}

// ---- scene ----
export interface SceneOptions {
  maxTouches?: number; queueCapacity?: number; tapInterval?: number; tapRadius?: number;
  /** T3: seconds; a touch held this long is no tap for tap counts; TC_DEFAULT_TAP_DURATION. */
  tapDuration?: number;
}
/** What a touch sample has besides id, phase, x, y and t: pushTouch's options and the
 *  optional fields of an object sample of pushTouches. */
export interface TouchSampleFields {
  window?: View | null; force?: number; maxForce?: number; majorRadius?: number;
  radiusTolerance?: number; type?: EnumValue;
  /** P2: Button mask held (default PRIMARY; 0 counts as primary). */
  buttons?: MaskValue;
  /** P5: radians (default TC_DEFAULT_ALTITUDE; azimuth 0). */
  altitude?: number; azimuth?: number;
  /** P5: TouchProperty masks; updateIndex: the key of later pushTouchUpdate calls. */
  estimated?: MaskValue; expecting?: MaskValue; updateIndex?: TouchId;
  /** P6: points since the previous sample (oldest first) / predicted points. */
  coalesced?: ReadonlyArray<TouchPointLike> | null; predicted?: ReadonlyArray<TouchPointLike> | null;
}
/** pushTouch's options: the positional arguments (and timestamp, t's other name) may not be
 *  repeated here (TypeError), so a TouchSampleObject is not a TouchOptions. */
export interface TouchOptions extends TouchSampleFields {
  id?: never; phase?: never; x?: never; y?: never; t?: never; timestamp?: never;
}
export interface HoverOptions {
  /** INDIRECT_POINTER (default) or STYLUS ("pencil"). */
  type?: EnumValue; altitude?: number; azimuth?: number;
  /** 0 (touching) .. 1 (edge of range). */
  zOffset?: number; window?: View | null;
}
export interface HoverSampleObject extends HoverOptions {
  id: TouchId; phase: EnumValue; x: number; y: number; t?: number; timestamp?: number;
}
export interface ScrollOptions {
  /** "discrete" (default) or "continuous". */
  kind?: EnumValue;
  /** Continuous: "began", "changed", "ended" or "cancelled"; discrete: none. */
  phase?: EnumValue | null; window?: View | null;
}
export interface ScrollInputObject extends ScrollOptions {
  dx: number; dy: number; x: number; y: number; t?: number; timestamp?: number;
}
export interface TransformOptions { scale?: number; rotation?: number; window?: View | null }
export interface TransformInputObject extends TransformOptions {
  phase: EnumValue; x: number; y: number; t?: number; timestamp?: number;
}
export interface TouchUpdateOptions {
  force?: number | null; altitude?: number | null; azimuth?: number | null;
  location?: PointLike | null;
}
export interface TouchUpdateObject extends TouchUpdateOptions {
  id: TouchId; index: TouchId; t?: number; timestamp?: number; x?: number; y?: number;
}
/** An object sample of pushTouches: t or timestamp (not both). */
export interface TouchSampleObject extends TouchSampleFields {
  id: TouchId; phase: EnumValue; x: number; y: number; t?: number; timestamp?: number;
}
export type TouchSampleArray = readonly [TouchId, EnumValue, number, number, number, ...unknown[]];
export type HitTraceFn = (step: number, view: View | null, inside: boolean, result: View | null) => unknown;
export type RouteInfo = Record<string, unknown> | Map<unknown, unknown>;

export declare class Scene {
  constructor(options?: SceneOptions);
  readonly handle: number;
  readonly closed: boolean;
  readonly application: AppResponder;
  readonly appDelegate: AppResponder;
  /** tc_scene_last_error ("" if none). */
  readonly lastError: string;
  close(): void;
  [Symbol.dispose](): void;
  window(x: number, y: number, w: number, h: number, options?: { name?: string | null }): Window;
  view(x: number, y: number, w: number, h: number, options?: { name?: string | null }): View;
  controller(view?: View | null, options?: { name?: string | null }): Controller;
  readonly now: number;
  readonly queuedCount: number;
  readonly touchCount: number;
  /** The key window, or null when there is none (R4). Setting takes a window (the engine
   *  cannot make "no key window" key: null is a TypeError, another view a StateError). */
  get keyWindow(): View | null;
  set keyWindow(window: View);
  readonly firstResponder: View | null;
  /** The focused view (R4). Setting throws (TC_ERR_STATE) for a view that cannot be focused:
   *  in no window, or it or a superview hidden, not interactive, alpha at or below
   *  TC_ALPHA_HIT_THRESHOLD, or a disabled control; it is cleared when the focused view
   *  stops being focusable. */
  focus: View | null;
  findTouch(id: TouchId): Touch;
  convertPoint(x: number, y: number, source?: View | null, to?: View | null): Point;
  onHitTrace: HitTraceFn | null;
  onUnhandled: ((scene: Scene, event: UnhandledEvent) => unknown) | null;
  pushTouch(id: TouchId, phase: EnumValue, x: number, y: number, t: number, options?: TouchOptions): void;
  pushTouches(samples: Iterable<TouchSampleArray | TouchSampleObject>): number;
  /** P3: a pointer or pencil near the surface. */
  pushHover(id: TouchId, phase: EnumValue, x: number, y: number, t: number, options?: HoverOptions): void;
  pushHover(sample: HoverSampleObject): void;
  /** P4: wheel or trackpad scroll (dx, dy: as a finger drag). */
  pushScroll(dx: number, dy: number, x: number, y: number, t: number, options?: ScrollOptions): void;
  pushScroll(input: ScrollInputObject): void;
  /** P4: a trackpad pinch / rotation step (scale and rotation since the began). */
  pushTransform(phase: EnumValue, x: number, y: number, t: number, options?: TransformOptions): void;
  pushTransform(input: TransformInputObject): void;
  pushPinch(scale: number, phase: EnumValue, x: number, y: number, t: number, options?: { window?: View | null }): void;
  pushPinch(input: { scale: number; phase: EnumValue; x: number; y: number; t?: number; timestamp?: number; window?: View | null }): void;
  pushRotate(rotation: number, phase: EnumValue, x: number, y: number, t: number, options?: { window?: View | null }): void;
  pushRotate(input: { rotation: number; phase: EnumValue; x: number; y: number; t?: number; timestamp?: number; window?: View | null }): void;
  /** P5: later values of estimated properties of touch `id`'s sample `index`. */
  pushTouchUpdate(id: TouchId, index: TouchId, t: number, options?: TouchUpdateOptions): void;
  pushTouchUpdate(update: TouchUpdateObject): void;
  pushMotion(subtype: EnumValue, phase: EnumValue, t: number): void;
  pushRemote(subtype: EnumValue, t: number): void;
  pushPress(pressType: EnumValue, phase: EnumValue, t: number): void;
  /** Returns the number of events dispatched. */
  dispatch(): number;
  advance(t: number): void;
  sendRoute(source: View | Controller, name: string, info?: RouteInfo | null): boolean;
}

// ---- responders ----
export type Handler<R, E> = ((responder: R, event: E) => unknown) | null;

export declare abstract class Responder {
  readonly scene: Scene;
  onTouches: Handler<this, TouchesEvent>;
  onMotion: Handler<this, Event>;
  onRemote: Handler<this, Event>;
  onPresses: Handler<this, Event>;
  onRoute: Handler<this, RouteEvent>;
}

export declare class AppResponder extends Responder {
  readonly name: string;
  /** R1: the application's is the app delegate while it has a handler, else null
   *  (tc_scene_app_next_responder); the app delegate's is always null. */
  readonly nextResponder: AppResponder | null;
}

export declare class View extends Responder {
  constructor(scene: Scene, x?: number, y?: number, w?: number, h?: number,
    options?: { name?: string | null });
  /** StaleHandleError once destroyed or the scene closed. */
  readonly handle: number;
  readonly destroyed: boolean;
  name: string | null;
  control: Control | null;
  /** tc_view_destroy. Then every member (handlers and name too; not `destroyed`) throws
   *  StaleHandleError without calling the engine; destroying it again does nothing. */
  destroy(): void;
  readonly isWindow: boolean;
  /** tc_view_add_subview / tc_view_insert_subview. A child that has a superview moves (to
   *  the top, or to `index` after the move when it is already this view's subview) and keeps
   *  its touches unless this view is in no window (T7). */
  addSubview<V extends View>(child: V, index?: number | null): V;
  /** tc_view_insert_subview_below (H3): just below `sibling`; a sibling that is not a subview
   *  (once the child has left its old place) puts the child on top; null changes nothing. */
  insertSubviewBelow<V extends View>(child: V, sibling: View | null): V;
  /** tc_view_insert_subview_above (H3): just above `sibling`, as insertSubviewBelow. */
  insertSubviewAbove<V extends View>(child: V, sibling: View | null): V;
  removeFromSuperview(): void;
  readonly superview: View | null;
  readonly window: Window | null;
  readonly subviews: View[];
  readonly nextResponder: View | Controller | AppResponder | null;
  get frame(): Rect;
  set frame(r: RectLike);
  get center(): Point;
  set center(p: PointLike);
  get bounds(): Rect;
  set bounds(r: RectLike);
  get transform(): AffineTransform;
  set transform(t: AffineLike | null);
  alpha: number;
  hidden: boolean;
  interactive: boolean;
  userInteractionEnabled: boolean;
  multipleTouch: boolean;
  exclusiveTouch: boolean;
  canBecomeFirstResponder: boolean;
  hitsOutsideBounds: boolean;
  usePresentation: boolean;
  /** TC_VIEW_CAN_RESIGN_FIRST_RESPONDER (default true): while false, a first responder
   *  refuses resignFirstResponder() and another view's becomeFirstResponder() in its window
   *  (TC_ERR_STATE) (R4). */
  canResignFirstResponder: boolean;
  getFlag(flag: EnumValue): boolean;
  setFlag(flag: EnumValue, value: boolean | number): void;
  convertPoint(x: number, y: number, to?: View | null): Point;
  convertPointFrom(x: number, y: number, source?: View | null): Point;
  /** tc_view_point_inside (H2): UIKit's point(inside:with:) in this view's bounds coordinates. */
  pointInside(x: number, y: number): boolean;
  hitTest(x: number, y: number, trace?: HitTraceFn | null): View | null;
  get hitInsets(): Insets;
  set hitInsets(insets: number | Insets | readonly [number, number, number, number]);
  get minHitSize(): Size;
  set minHitSize(size: SizeLike);
  get polygon(): ReadonlyArray<Point> | null;
  set polygon(points: ReadonlyArray<PointLike> | null);
  redirect: View | null;
  get presentation(): { readonly frame: Rect; readonly transform: AffineTransform | null } | null;
  set presentation(value: { frame: RectLike; transform?: AffineLike | null }
    | readonly [RectLike, (AffineLike | null)?] | RectLike | null);
  onPointInside: ((view: this, x: number, y: number, engineResult: boolean) => unknown) | null;
  /** H6f: the view to report, or null / undefined for "not here". An answer the engine would
   *  ignore is the callback's error, re-thrown by the call that hit-tested (hitTest, dispatch
   *  ...; the engine's own answer is used): a view of another scene (ForeignHandleError), a
   *  destroyed one (StaleHandleError), anything but a View (TypeError). */
  onHitTest: ((view: this, x: number, y: number, engineResult: View | null) => View | null | undefined) | null;
  onGestureShouldBegin: ((view: this, recognizer: Recognizer | null) => unknown) | null;
  /** P3: entered / moved / left; not passed up the chain; return value ignored. */
  onHover: ((view: this, event: HoverEvent) => unknown) | null;
  /** P5: an update of a touch this view received, or (a view below it having no handler)
   *  one passed up the chain to it. */
  onEstimatedUpdate: ((view: this, update: TouchUpdate) => unknown) | null;
  sendRoute(name: string, info?: RouteInfo | null): boolean;
  becomeFirstResponder(): void;
  resignFirstResponder(): void;
  /** UIKit's isFirstResponder (R4): its own window's first responder, key window or not. */
  readonly isFirstResponder: boolean;
  makeControl(kind?: EnumValue): Control | null;
  // ---- scroll views (S1-S8) ----
  /** Make this view a scroll view, or change the parameters given (the rest keep their
   *  value: UIKit's defaults for a new scroll view); returns this. A new content size,
   *  inset or always-bounce moves the content offset into range, with a did_scroll (S1).
   *  Becoming a scroll view sets multipleTouch (S1, T6). */
  makeScroll(params?: ScrollParamsLike): this;
  /** True once makeScroll() made this view a scroll view. */
  readonly isScrollView: boolean;
  /** The scroll parameters (StateError if not a scroll view); assigning sets exactly these
   *  (fields left out: UIKit's defaults). */
  get scroll(): ScrollParams;
  set scroll(params: ScrollParamsLike);
  /** The content offset (= the bounds origin); StateError when not a scroll view. */
  get contentOffset(): Point;
  set contentOffset(xy: PointLike);
  /** The scroll view's own pan recognizer (cannot be detached or destroyed). */
  readonly scrollPan: PanLike;
  /** UIScrollView.isDragging / isDecelerating: dragging also through an in-range fling's
   *  deceleration (until just before did_end_decelerating); decelerating from
   *  will_begin_decelerating on (S7). */
  readonly scrollState: { readonly dragging: boolean; readonly decelerating: boolean };
  /** UIScrollView.isTracking: from the touch-down of a gesture of the scroll view's pan
   *  (before any drag) until that gesture is over — its lift, the end-of-drag messages
   *  included — or the pan's failure; for scroll input, through its drag (S1). */
  readonly scrollTracking: boolean;
  /** The delegate: every message in UIKit's order (S7). */
  onScroll: ((view: this, event: ScrollEvent) => unknown) | null;
  /** Asked per touch-down in the content (S2); falsy keeps the touch from the content. */
  touchesShouldBegin: ((view: this, touch: Touch, content: View | null) => unknown) | null;
  /** Asked when a drag would scroll while `content` tracks a touch (S3); truthy cancels the
   *  content's touch and scrolls. Default: true unless the content is a control. */
  touchesShouldCancel: ((view: this, content: View | null) => unknown) | null;
}

/** Scroll view parameters (tc_scroll_params), as read back: the C fields in camelCase. */
export interface ScrollParams {
  readonly contentW: number; readonly contentH: number;
  readonly insetTop: number; readonly insetLeft: number;
  readonly insetBottom: number; readonly insetRight: number;
  readonly scrollEnabled: boolean; readonly paging: boolean; readonly bounces: boolean;
  readonly alwaysBounceHorizontal: boolean; readonly alwaysBounceVertical: boolean;
  readonly directionalLock: boolean; readonly delaysContentTouches: boolean;
  readonly canCancelContentTouches: boolean;
  /** The fraction of the velocity kept per millisecond, in (0, 1); kept as TC_DECELERATION_FAST below 0.994, else TC_DECELERATION_NORMAL (S4). */
  readonly decelerationRate: number;
  /** A NestedScrolling value: UIKIT (S6) or HANDOFF (S9). */
  readonly nested: number;
  /** UIKit's transfersHorizontal/VerticalScrollingToParent (S6, default true). */
  readonly transfersHorizontalScrollingToParent: boolean;
  readonly transfersVerticalScrollingToParent: boolean;
  /** P2: a pointer's click-drag scrolls (default false, as UIKit's). */
  readonly pointerDragScrolling: boolean;
  /** S4: UIKit's bouncesHorizontally / bouncesVertically; null (the default): as `bounces`.
   *  Read back as tc_view_get_scroll writes them: `bounces` is true only when both axes
   *  bounce, and an axis is null when it does as `bounces` reads, else its own value. Giving
   *  `bounces` to makeScroll sets both axes (UIKit's setter) unless an axis is given too. */
  readonly bouncesHorizontally: boolean | null;
  readonly bouncesVertically: boolean | null;
  /** (contentW, contentH); not enumerable. */
  readonly contentSize: Size;
  /** (insetTop, insetLeft, insetBottom, insetRight); not enumerable. */
  readonly contentInset: Insets;
}
/** What makeScroll takes: ScrollParams fields (camelCase or the C names), or the scene
 *  format's contentSize / content_size, contentInset / content_inset and enabled;
 *  decelerationRate also "normal" (0.998) or "fast" (0.99); nested "uikit" or "handoff". */
export type ScrollParamsLike = {
  [K in Exclude<keyof ScrollParams, 'contentSize' | 'contentInset' | 'decelerationRate' | 'nested'>]?: ScrollParams[K];
} & {
  contentSize?: SizeLike; contentInset?: number | Insets | readonly [number, number, number, number];
  enabled?: boolean; decelerationRate?: number | 'normal' | 'fast';
  nested?: number | 'uikit' | 'handoff';
  [cName: string]: unknown;
};
/** TC_SCROLL_PARAMS_INIT: UIKit's defaults. */
export declare function defaultScrollParams(): ScrollParams;

/** One scroll view delegate message (tc_scroll_event_info; Python's ScrollEvent). */
export declare class ScrollEvent {
  /** A ScrollEventKind value. */
  readonly kind: number;
  /** "will_begin_dragging", "did_scroll", ... (tc_scroll_event_string). */
  readonly name: string;
  /** The content offset now. */
  readonly offset: Point;
  /** will_end_dragging: the content's velocity, points per MILLISECOND; else {x: 0, y: 0}. */
  readonly velocity: Point;
  /** will_end_dragging: where the content will rest; the handler may assign it (during that
   *  call only: StateError after, InvalidValueError on other messages); else null. */
  get target(): Point | null;
  set target(xy: PointLike);
  /** did_end_dragging: whether the content keeps moving; else null. */
  readonly decelerate: boolean | null;
  toJSON(): object;
}

export declare class Window extends View {
  makeKey(): void;
}

export declare class Controller extends Responder {
  constructor(scene: Scene, view?: View | null, options?: { name?: string | null });
  /** StaleHandleError once destroyed or the scene closed. */
  readonly handle: number;
  readonly destroyed: boolean;
  name: string | null;
  view: View | null;
  /** R1 (tc_controller_next_responder): its view's superview (a window's root controller:
   *  the window), or null without a view or superview. */
  readonly nextResponder: View | null;
  sendRoute(name: string, info?: RouteInfo | null): boolean;
  /** tc_controller_destroy. Then every member throws StaleHandleError (as View.destroy). */
  destroy(): void;
}

export declare class Control {
  readonly view: View;
  readonly state: ControlState;
  readonly kind: number;
  enabled: boolean;
  value: number;
  trackingMargin: number;
  /** C1: the same function added again is the same target (events merged, moved last, same id). */
  addTarget(events: MaskValue, fn: (control: Control, event: number) => unknown): number;
  removeTarget(targetId: number): void;
  /** UIKit's sendActions(for:) (C1): the targets of `events`, each once in the order added,
   *  then the primary action if `events` holds the kind's action-triggering event; no touch,
   *  enabled or not. */
  sendActions(events: MaskValue): void;
}

// ---- recognizers ----
/** Parameters by camelCase name, C field name or alias (PARAM_ALIASES). */
export interface RecognizerParams {
  tapsRequired?: number; touchesRequired?: number; minTouches?: number; maxTouches?: number;
  direction?: MaskValue; edges?: MaskValue;
  minDuration?: number; allowableMovement?: number; tapInterval?: number; tapRadius?: number;
  slop?: number; edgeRegion?: number; swipeDistance?: number; swipeDuration?: number;
  /** G8: seconds a tap's press may last (tap, long press's taps); TC_DEFAULT_TAP_DURATION. */
  tapDuration?: number;
  swipeAngle?: number;
  cancelsTouchesInView?: boolean; delaysTouchesBegan?: boolean; delaysTouchesEnded?: boolean;
  enabled?: boolean;
  /** G8, P1: UIKit's requiresExclusiveTouchType (default true): no touch of another type while it has touches. */
  requiresExclusiveTouchType?: boolean;
  /** P1: TouchTypes mask, names ("stylus", "pencil") or an array ([] for none). */
  allowedTouchTypes?: MaskValue;
  /** P2 (tap, long press): a pointer touch is received only when it holds one of these Buttons (fingers and pencils always are). */
  buttonMaskRequired?: MaskValue;
  /** P4 (pan): the ScrollType mask that drives it (default 0, none). */
  allowedScrollTypes?: MaskValue;
  taps?: number; touches?: number; duration?: number; movement?: number; distance?: number;
  [cField: string]: unknown;
}
/** The parameters as read back (camelCase). */
export interface RecognizerParamValues {
  tapsRequired: number; touchesRequired: number; minTouches: number; maxTouches: number;
  direction: number; edges: number; minDuration: number; allowableMovement: number;
  tapInterval: number; tapRadius: number; slop: number; edgeRegion: number;
  swipeDistance: number; swipeDuration: number; swipeAngle: number; tapDuration: number;
  cancelsTouchesInView: boolean; delaysTouchesBegan: boolean; delaysTouchesEnded: boolean;
  enabled: boolean; requiresExclusiveTouchType: boolean;
  allowedTouchTypes: number; buttonMaskRequired: number; allowedScrollTypes: number;
}
export type ActionFn<R> = ((recognizer: R, details: GestureDetails) => unknown) | null;
export interface RecognizerOptions<R = Recognizer> extends RecognizerParams {
  view?: View | null; name?: string | null; onAction?: ActionFn<R>; onState?: ActionFn<R>;
}
export declare const PARAM_ALIASES: Readonly<Record<string, string>>;

export interface ParameterInfo {
  readonly name: string; readonly camelName: string; readonly unit: string;
  readonly kinds: ReadonlyArray<number>; readonly isInteger: boolean;
  readonly minimum: number; readonly maximum: number;
}
export declare function defaultParams(kind: EnumValue): RecognizerParamValues;
export declare function parameterTable(): ParameterInfo[];

export declare class Recognizer {
  constructor(scene: Scene, kind: EnumValue, options?: RecognizerOptions);
  readonly scene: Scene;
  readonly kind: number;
  /** StaleHandleError once destroyed or the scene closed. */
  readonly handle: number;
  readonly destroyed: boolean;
  /** tc_recognizer_destroy. Then every member throws StaleHandleError (as View.destroy). */
  destroy(): void;
  readonly params: RecognizerParamValues;
  setParams(changes: RecognizerParams): void;
  enabled: boolean;
  name: string | null;
  readonly state: number;
  readonly details: GestureDetails;
  /** G9: UIKit's location(in:): in `view`'s bounds coordinates (null: the window's). */
  locationIn(view?: View | null): Point;
  /** G9: UIKit's numberOfTouches (details.touchCount). */
  readonly numberOfTouches: number;
  /** G9: UIKit's location(ofTouch:in:); NotFoundError for an index >= numberOfTouches. */
  locationOfTouch(index: number, view?: View | null): Point;
  attach(view: View): this;
  detach(): void;
  readonly view: View | null;
  requireToFail(other: Recognizer): void;
  removeRequirement(other: Recognizer): void;
  allowSimultaneous(other: Recognizer, allowed?: boolean): void;
  onAction: ActionFn<this>;
  onState: ActionFn<this>;
  shouldBegin: ((recognizer: this) => unknown) | null;
  shouldReceiveTouch: ((recognizer: this, touch: Touch) => unknown) | null;
  shouldRecognizeSimultaneously: ((recognizer: this, other: Recognizer | null) => unknown) | null;
  shouldRequireFailureOf: ((recognizer: this, other: Recognizer | null) => unknown) | null;
  shouldBeRequiredToFailBy: ((recognizer: this, other: Recognizer | null) => unknown) | null;
  /** G6, P3, P4: an EventType value (TOUCHES once per gesture, HOVER, SCROLL, TRANSFORM). */
  shouldReceiveEvent: ((recognizer: this, eventType: number) => unknown) | null;
}

/** The kind classes: new X(scene, view?, options?) or new X(scene, options?). */
export interface RecognizerClass<R extends Recognizer> {
  new (scene: Scene, view?: View | null, options?: RecognizerOptions<R>): R;
  new (scene: Scene, options?: RecognizerOptions<R>): R;
  readonly kind: number;
}
export interface PanLike extends Recognizer {
  get translation(): Point;
  set translation(xy: PointLike);
  readonly velocity: Point;
  /** G9: UIKit's translation(in:), velocity(in:) (null: the window's), converted as vectors. */
  translationIn(view?: View | null): Point;
  velocityIn(view?: View | null): Point;
  /** G9: UIKit's setTranslation(_:in:) (null: the window's coordinates). */
  setTranslationIn(xy: PointLike, view?: View | null): void;
}
export declare const TapRecognizer: RecognizerClass<Recognizer>;
export declare const LongPressRecognizer: RecognizerClass<Recognizer>;
export declare const PanRecognizer: RecognizerClass<PanLike>;
export declare const EdgePanRecognizer: RecognizerClass<PanLike>;
export declare const SwipeRecognizer: RecognizerClass<Recognizer>;
/** Settable: the value becomes the one set and is measured on from the fingers as they are
 *  then (UIKit: setting it resets the velocity). */
export interface PinchLike extends Recognizer { get scale(): number; set scale(v: number) }
export interface RotationLike extends Recognizer { get rotation(): number; set rotation(v: number) }
export declare const PinchRecognizer: RecognizerClass<PinchLike>;
export declare const RotationRecognizer: RecognizerClass<RotationLike>;
/** UIHoverGestureRecognizer (P3): driven by hover samples only. */
export interface HoverLike extends Recognizer {
  /** The pointer of the latest hover sample. */
  readonly location: Point;
}
export declare const HoverRecognizer: RecognizerClass<HoverLike>;

export type CustomTouchesFn = ((recognizer: CustomRecognizer, phase: number,
  touches: ReadonlyArray<Touch>, timestamp: number) => unknown) | null;
/** UIKit's reset() (G2). */
export type CustomResetFn = ((recognizer: CustomRecognizer) => unknown) | null;
/** UIKit's canPrevent(_:) / canBePrevented(by:) (G3): falsy for no. */
export type CustomPreventFn = ((recognizer: CustomRecognizer, other: Recognizer | null) => unknown) | null;
export interface CustomRecognizerHooks {
  onTouches?: CustomTouchesFn; onReset?: CustomResetFn;
  canPrevent?: CustomPreventFn; canBePrevented?: CustomPreventFn;
}
export declare class CustomRecognizer extends Recognizer {
  constructor(scene: Scene, view?: View | null,
    options?: RecognizerOptions<CustomRecognizer> & CustomRecognizerHooks);
  constructor(scene: Scene, options?: RecognizerOptions<CustomRecognizer> & CustomRecognizerHooks);
  static readonly kind: number;
  onTouches: CustomTouchesFn;
  /** Once each time it goes back to POSSIBLE from ENDED, CANCELLED or FAILED (G2). */
  onReset: CustomResetFn;
  /** May this one, recognized or begun, exclude `other` (G3)? null: yes. */
  canPrevent: CustomPreventFn;
  /** May `other`, recognized or begun, exclude this one (G3)? null: yes. */
  canBePrevented: CustomPreventFn;
  get state(): number;
  set state(value: EnumValue);
  /** UIKit's ignore(_:for:) (G8). */
  ignoreTouch(touch: Touch): void;
}
/** RecognizerKind value -> class */
export declare const RECOGNIZER_CLASSES: Readonly<Record<number, RecognizerClass<Recognizer>>>;

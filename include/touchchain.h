/*
 * touchchain.h — TouchChain: UIKit-style touch and event delivery for any host.
 *
 * One header, one prefix (tc_). This file is the contract: every function,
 * every default and every constant the engine uses is documented here.
 *
 * Model
 * -----
 * A scene (tc_scene) is UIKit's application: it owns windows, views,
 * controllers, touches, an input queue, a clock and the first responder.
 * The host creates views, arranges them in trees rooted at windows, installs
 * responder callbacks, pushes raw input samples and dispatches them. The
 * engine hit-tests, tracks touches and walks the responder chain, calling the
 * host back.
 *
 * Coordinates are points in a y-down space. Times are seconds on the host's
 * monotonic clock, as doubles, from 0 (the scene's clock at creation) to
 * TC_MAX_TIMESTAMP. Time moves only when the host says so.
 *
 * Handles
 * -------
 * Every object is reached through an opaque handle (tc_scene, tc_view,
 * tc_controller, tc_touch, tc_recognizer). Handles are not addresses: they
 * encode a slot and a generation and are validated on every call. A NULL,
 * garbage, stale (destroyed) or foreign (another scene's, where a scene is
 * implied) handle makes the call return an error status and change nothing.
 * A handle is as wide as a pointer. On 64-bit platforms a scene holds up to
 * 1,048,575 objects of each kind and a slot is reused 65,535 times before an
 * old handle to it could read as live again; on 32-bit platforms (wasm32)
 * 65,535 objects, 127 reuses, and TC_MAX_SCENES is 8.
 *
 * Status
 * ------
 * Every function that can fail returns an int32_t status: TC_OK (0) or a
 * negative TC_ERR_* code. tc_status_string() names a code;
 * tc_scene_last_error() describes the most recent failure on a scene in
 * words (which argument, which value). Never parse the message.
 * Output parameters are written only on success.
 *
 * Structs that can grow
 * ---------------------
 * Every struct whose first field is `uint32_t size` may gain fields at its
 * end in a later version. Initialise each one with its TC_<STRUCT>_INIT
 * macro before use, whichever way it travels: TC_SCENE_CONFIG_INIT(&c),
 * TC_TOUCH_SAMPLE_INIT(&s), TC_TOUCH_INFO_INIT(&info), ... The macro sets
 * `size` to the sizeof of the header you compiled with and every other
 * field to its default (0 / NULL unless the struct says otherwise); the
 * library then reads or writes only that many bytes, so a program built
 * against an older header keeps working with a newer library. A struct's
 * later fields come in versions (each marked "since ..." in the struct): a
 * `size` is taken as the largest version it wholly covers. A version ends
 * where its last field ends: the padding the compiler put after it is no
 * part of it (a newer version's field may lie there), so the struct of an
 * older header, its tail padding included, reads as its own version, and a
 * size reaching a version's last byte covers it. Reading and writing follow
 * the same versions. The fields of a
 * version the size ends inside — partway through a field (half a function
 * pointer, say) or between two of its fields — are neither read nor
 * written: an input struct gets their defaults (NULL for a callback), an
 * output struct's bytes there are left as they were. A size smaller than
 * the first version is refused with TC_ERR_STRUCT_SIZE; a larger one than
 * this header's struct is read as this header's. The one
 * exception in form is TC_RECOGNIZER_PARAMS_INIT(p, kind), which sets the
 * size and then calls tc_recognizer_params_init for the kind's defaults, and
 * is an expression giving that call's status. Every macro takes a pointer,
 * evaluates it more than once and must not be given NULL. Structs the
 * engine hands to callbacks (tc_touches_event, tc_event_info, ...) arrive
 * filled, `size` included; their macros are for hosts that build one
 * themselves (to test their own callbacks, say).
 *
 * Ownership and lifetime
 * ----------------------
 * The host owns scenes, views and controllers it creates and destroys them
 * with the matching _destroy call; destroying a scene destroys everything in
 * it. Touches are owned by the engine: a touch handle is valid from the event
 * that began the touch until the dispatch of the event that ended or
 * cancelled it returns. Pointers handed to callbacks (structs, arrays,
 * strings) are borrowed: they are valid only until the callback returns; copy
 * what you keep. Strings passed in are copied by the engine.
 *
 * Threading
 * ---------
 * A scene and everything in it belong to one thread at a time: it is a bug
 * to call into the same scene from two threads at once (the engine does not
 * lock a scene). The engine reports the bug instead of being corrupted by
 * it: every call records its thread as the scene's owner for its duration
 * (one atomic compare-and-swap), and a call on the same scene from another
 * thread meanwhile returns TC_ERR_STATE and changes nothing (calls made from
 * inside callbacks, on the owning thread, pass). tc_scene_last_error is not
 * checked: read it on the thread whose call failed. Different scenes are independent and may be driven from
 * different threads concurrently. tc_scene_create and tc_scene_destroy are
 * safe to call from any thread. Callbacks run on the thread that called the
 * dispatching function.
 *
 * Re-entrancy (calls made from inside a callback)
 * ----------------------------------------------
 * "A callback" is any function of the host that the engine calls: responder,
 * control, unhandled, gesture action, every recognizer delegate
 * (should-begin, should-receive-touch, should-recognize-simultaneously,
 * should-require-failure-of, should-be-required-to-fail-by,
 * should-receive-event), a view's
 * gesture-should-begin, a custom recognizer's touches, reset, can-prevent and
 * can-be-prevented callbacks, and the hit-testing callbacks below; it does not matter which call of the host
 * made the engine call it (a dispatch, an advance, tc_recognizer_set_state,
 * tc_view_destroy, tc_recognizer_set_enabled ...).
 * From inside a callback the host may: query anything; change view
 * properties and geometry; add, remove and destroy views, controllers and
 * recognizers; change the first responder; send router events (nested at
 * most TC_MAX_ROUTE_DEPTH deep) and control actions (tc_control_send_actions,
 * nested at most TC_MAX_SEND_ACTIONS_DEPTH deep); move scroll views' content
 * (scroll delegate messages nest at most TC_MAX_SCROLL_EVENT_DEPTH deep); push samples (they are queued and
 * dispatched after the current event or timer, within the same dispatch or
 * advance call). It may not call tc_scene_dispatch, tc_scene_advance or
 * tc_scene_destroy: these return TC_ERR_REENTRANT.
 * From inside a hit-testing callback (point-inside override, hit-test
 * override, hit-trace observer) hit-testing must stay pure (rule H5, docs/BEHAVIOUR.md): only
 * queries are allowed; every mutation returns TC_ERR_REENTRANT.
 */
#ifndef TOUCHCHAIN_H
#define TOUCHCHAIN_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ======================================================================== */
/* Version                                                                  */
/* ======================================================================== */

#define TC_VERSION_MAJOR 0
#define TC_VERSION_MINOR 1
#define TC_VERSION_PATCH 0
/** The version as one number: (major << 16) | (minor << 8) | patch. */
#define TC_VERSION \
    ((TC_VERSION_MAJOR << 16) | (TC_VERSION_MINOR << 8) | TC_VERSION_PATCH)
/** Bumped whenever a binary-incompatible change is made. */
#define TC_ABI_VERSION 1

/**
 * \returns the library's version, encoded like TC_VERSION. Compare it with
 * TC_VERSION to detect a header/library mismatch.
 * \threadsafety any thread.
 */
uint32_t tc_version(void);

/** \returns the library's TC_ABI_VERSION. \threadsafety any thread. */
uint32_t tc_abi_version(void);

/**
 * \returns the version as a static NUL-terminated string ("0.1.0"); never
 * NULL, never freed. \threadsafety any thread.
 */
const char *tc_version_string(void);

/* ======================================================================== */
/* Status codes                                                             */
/* ======================================================================== */

/*
 * X(name, value, description). The one list from which the constants below,
 * tc_status_string() and the Python table are checked against each other.
 */
#define TC_STATUS_MAP(X)                                                       \
    X(TC_OK, 0, "success")                                                     \
    X(TC_ERR_NULL_POINTER, -1, "a required pointer argument is NULL")          \
    X(TC_ERR_INVALID_HANDLE, -2, "the handle is NULL, garbage or of the wrong kind") \
    X(TC_ERR_STALE_HANDLE, -3, "the handle refers to a destroyed object")      \
    X(TC_ERR_FOREIGN_HANDLE, -4, "the handle belongs to another scene")       \
    X(TC_ERR_INVALID_ARGUMENT, -5, "an argument is out of its documented range") \
    X(TC_ERR_NOT_FINITE, -6, "a number is NaN or infinite")                   \
    X(TC_ERR_UNKNOWN_ENUM, -7, "an enumeration value is not one this library knows") \
    X(TC_ERR_TIME_BACKWARDS, -8, "a timestamp is earlier than the scene's clock or the last queued input") \
    X(TC_ERR_UNKNOWN_TOUCH, -9, "no live touch has this id")                  \
    X(TC_ERR_DUPLICATE_TOUCH, -10, "a touch with this id is already live")    \
    X(TC_ERR_TOO_MANY_TOUCHES, -11, "more live touches than the scene allows") \
    X(TC_ERR_CYCLE, -12, "the change would make a view its own ancestor")     \
    X(TC_ERR_HAS_PARENT, -13, "a window cannot have a superview")            \
    X(TC_ERR_REENTRANT, -14, "this call is not allowed from inside this callback") \
    X(TC_ERR_LIMIT, -15, "a capacity limit was reached")                      \
    X(TC_ERR_STRUCT_SIZE, -16, "the struct's size field is not a size this library accepts") \
    X(TC_ERR_STATE, -17, "the object is not in a state that allows this call") \
    X(TC_ERR_NOT_FOUND, -18, "nothing matches the request")                   \
    X(TC_ERR_SINGULAR, -19, "a transform on the path cannot be inverted")

#define TC_OK 0
#define TC_ERR_NULL_POINTER (-1)
#define TC_ERR_INVALID_HANDLE (-2)
#define TC_ERR_STALE_HANDLE (-3)
#define TC_ERR_FOREIGN_HANDLE (-4)
#define TC_ERR_INVALID_ARGUMENT (-5)
#define TC_ERR_NOT_FINITE (-6)
#define TC_ERR_UNKNOWN_ENUM (-7)
#define TC_ERR_TIME_BACKWARDS (-8)
#define TC_ERR_UNKNOWN_TOUCH (-9)
#define TC_ERR_DUPLICATE_TOUCH (-10)
#define TC_ERR_TOO_MANY_TOUCHES (-11)
#define TC_ERR_CYCLE (-12)
#define TC_ERR_HAS_PARENT (-13)
#define TC_ERR_REENTRANT (-14)
#define TC_ERR_LIMIT (-15)
#define TC_ERR_STRUCT_SIZE (-16)
#define TC_ERR_STATE (-17)
#define TC_ERR_NOT_FOUND (-18)
#define TC_ERR_SINGULAR (-19)

/**
 * \returns a static description of a status ("success", "the handle refers
 * to a destroyed object", ...), or "unknown status" for a value not in
 * TC_STATUS_MAP. Never NULL. \threadsafety any thread.
 */
const char *tc_status_string(int32_t status);

/* ======================================================================== */
/* Handles                                                                  */
/* ======================================================================== */

/** The application: windows, queue, clock, first responder. Created by
 *  tc_scene_create, destroyed by tc_scene_destroy (which frees everything). */
typedef struct tc_scene tc_scene;
/** A view; a window is a view with no superview created by tc_window_create.
 *  Owned by the host; tc_view_destroy ends it. */
typedef struct tc_view tc_view;
/** A view controller (a responder between its root view and that view's
 *  superview). Owned by the host; tc_controller_destroy ends it. */
typedef struct tc_controller tc_controller;
/** A touch, owned by the engine (see "Ownership and lifetime" above). */
typedef struct tc_touch tc_touch;
/** A gesture recognizer. Owned by the host (tc_recognizer_create /
 *  tc_recognizer_destroy); destroying its scene destroys it too. */
typedef struct tc_recognizer tc_recognizer;

/* ======================================================================== */
/* Enumerations (int32_t; 0 is never a valid value)                         */
/* ======================================================================== */
/*
 * Names. Every family of values below (and the gesture, control and
 * bit-mask families further down) has a function tc_<family>_string()
 * giving the name of one value, for logs and debuggers: the spelling of
 * docs/FORMAT.md (the scene files and the replay log) where the format has
 * one ("began", "long_press", "touch_up_inside"), else the constant's
 * suffix in lower case ("moved_too_far"). Every name is lower case and
 * unique within its family; a _NONE constant is named "none".
 *   - The string is static, NUL-terminated and owned by the library: never
 *     free it; it stays valid for the life of the process.
 *   - For a value that is not one of the family's constants the function
 *     returns NULL (print the number instead). Functions of bit families
 *     (swipe directions, screen edges, control events) take exactly one bit:
 *     0, a value with several bits set (a mask such as
 *     TC_CONTROL_EVENT_ALL) and unknown bits give NULL.
 *   - No scene is needed; they are safe on any thread and from inside
 *     callbacks (hit-testing callbacks included), and change nothing.
 * Statuses differ on purpose: tc_status_string() describes a status in
 * words and returns "unknown status" rather than NULL, because its result
 * is printed as is into error messages; a name is an identifier, where
 * NULL tells an unknown value from a known one. TC_PASS / TC_HANDLED (a
 * yes/no answer) have no name function.
 */

/* Phases. Touches use BEGAN..CANCELLED; motion uses BEGAN, ENDED, CANCELLED;
 * presses use BEGAN, CHANGED, ENDED, CANCELLED. */
#define TC_PHASE_NONE 0
#define TC_PHASE_BEGAN 1
#define TC_PHASE_MOVED 2
#define TC_PHASE_STATIONARY 3
#define TC_PHASE_ENDED 4
#define TC_PHASE_CANCELLED 5
#define TC_PHASE_CHANGED 6

/** \returns "none", "began", "moved", "stationary", "ended", "cancelled" or
 *  "changed" for a TC_PHASE_* value; NULL for any other value. Static,
 *  owned by the library (see "Names" above). \threadsafety any thread. */
const char *tc_phase_string(int32_t phase);

/* Touch types (T1, P1; UIKit's UITouch.TouchType). TC_TOUCH_STYLUS is a pencil
 * (UIKit's .pencil); TC_TOUCH_INDIRECT_POINTER is a mouse or trackpad pointer
 * (UIKit's .indirectPointer). */
#define TC_TOUCH_DIRECT 1
#define TC_TOUCH_INDIRECT 2
#define TC_TOUCH_STYLUS 3
#define TC_TOUCH_INDIRECT_POINTER 4

/** The bit of a TC_TOUCH_* type in a recognizer's allowed_touch_types (P1). */
#define TC_TOUCH_TYPE_BIT(type) (1u << (type))
/** Every touch type: the default of allowed_touch_types (UIKit's default; an
 *  edge pan's leaves out the pencil, P1). */
#define TC_TOUCH_TYPES_ALL 0x1Eu

/** \returns "direct", "indirect", "stylus" or "indirect_pointer" for a
 *  TC_TOUCH_* type; NULL for any other value. Static (see "Names" above).
 *  \threadsafety any thread. */
const char *tc_touch_type_string(int32_t type);

/* Pointer buttons (P2; UIKit's UIEvent.ButtonMask): the `buttons` mask of a
 * touch sample, and a tap's or long press's button_mask_required. Button n
 * (1-based, up to 32) is bit 1u << (n - 1). */
#define TC_BUTTON_PRIMARY 1u
#define TC_BUTTON_SECONDARY 2u
#define TC_BUTTON_TERTIARY 4u

/** \returns "primary", "secondary" or "tertiary" for ONE of those bits; NULL
 *  for any other value. Static (see "Names" above). \threadsafety any thread. */
const char *tc_button_string(uint32_t button);

/* Touch properties that may be estimates (P5; UIKit's UITouch.Properties):
 * bits of a sample's estimated_properties and of a tc_touch_update. Any of
 * them may expect updates, for a touch of any type (UIKit's own records
 * expect force and roll updates of a pencil only: docs/BEHAVIOUR.md P5). */
#define TC_PROPERTY_FORCE 1u
#define TC_PROPERTY_AZIMUTH 2u
#define TC_PROPERTY_ALTITUDE 4u
#define TC_PROPERTY_LOCATION 8u
#define TC_PROPERTIES_ALL 0xFu

/** \returns "force", "azimuth", "altitude" or "location" for ONE TC_PROPERTY_*
 *  bit; NULL for any other value. Static. \threadsafety any thread. */
const char *tc_touch_property_string(uint32_t property);

/* Scroll input types (P4; UIKit's UIScrollType). Each is also its own bit in a
 * pan's allowed_scroll_types (UIKit's UIScrollTypeMask). */
#define TC_SCROLL_DISCRETE 1u   /* a mouse wheel's notches */
#define TC_SCROLL_CONTINUOUS 2u /* a trackpad's two-finger scroll, with phases */
#define TC_SCROLL_TYPES_ALL 3u

/** \returns "discrete" or "continuous" for a TC_SCROLL_DISCRETE/_CONTINUOUS
 *  type; NULL for any other value. Static. \threadsafety any thread. */
const char *tc_scroll_type_string(uint32_t type);

/* Event types (E1). TC_EVENT_ROUTE is a router event (R5). TC_EVENT_HOVER,
 * TC_EVENT_SCROLL and TC_EVENT_TRANSFORM (UIKit's UIEvent.EventType .hover,
 * .scroll, .transform) reach no responder: they are what a recognizer
 * delegate's should_receive_event is asked about (G6, P3, P4). */
#define TC_EVENT_TOUCHES 1
#define TC_EVENT_MOTION 2
#define TC_EVENT_REMOTE 3
#define TC_EVENT_PRESSES 4
#define TC_EVENT_ROUTE 5
#define TC_EVENT_HOVER 6
#define TC_EVENT_SCROLL 7
#define TC_EVENT_TRANSFORM 8

/** \returns "touches", "motion", "remote", "presses", "route", "hover",
 *  "scroll" or "transform" for a TC_EVENT_* type (the first four are the
 *  format's `handles` spelling; the replay log's `dropped` records say
 *  "press"); NULL for any other value. Static (see "Names" above).
 *  \threadsafety any thread. */
const char *tc_event_type_string(int32_t type);

/* Motion subtypes (E1). */
#define TC_MOTION_SHAKE 100

/** \returns "shake" for TC_MOTION_SHAKE; NULL for any other value. Static
 *  (see "Names" above). \threadsafety any thread. */
const char *tc_motion_subtype_string(int32_t subtype);

/* Remote-control subtypes (E1). */
#define TC_REMOTE_PLAY 200
#define TC_REMOTE_PAUSE 201
#define TC_REMOTE_STOP 202
#define TC_REMOTE_TOGGLE_PLAY_PAUSE 203
#define TC_REMOTE_NEXT_TRACK 204
#define TC_REMOTE_PREVIOUS_TRACK 205
#define TC_REMOTE_BEGIN_SEEKING_BACKWARD 206
#define TC_REMOTE_END_SEEKING_BACKWARD 207
#define TC_REMOTE_BEGIN_SEEKING_FORWARD 208
#define TC_REMOTE_END_SEEKING_FORWARD 209

/** \returns "play", "pause", "stop", "toggle_play_pause", "next_track",
 *  "previous_track", "begin_seeking_backward", "end_seeking_backward",
 *  "begin_seeking_forward" or "end_seeking_forward" for a TC_REMOTE_*
 *  subtype; NULL for any other value. Static (see "Names" above).
 *  \threadsafety any thread. */
const char *tc_remote_subtype_string(int32_t subtype);

/* Press types: physical buttons (E1). */
#define TC_PRESS_UP_ARROW 300
#define TC_PRESS_DOWN_ARROW 301
#define TC_PRESS_LEFT_ARROW 302
#define TC_PRESS_RIGHT_ARROW 303
#define TC_PRESS_SELECT 304
#define TC_PRESS_MENU 305
#define TC_PRESS_PLAY_PAUSE 306
#define TC_PRESS_PAGE_UP 307
#define TC_PRESS_PAGE_DOWN 308

/** \returns "up_arrow", "down_arrow", "left_arrow", "right_arrow", "select",
 *  "menu", "play_pause", "page_up" or "page_down" for a TC_PRESS_* type (the
 *  log's long names); NULL for any other value. Static (see "Names" above).
 *  \threadsafety any thread. */
const char *tc_press_type_string(int32_t press_type);

/* Responder kinds (R1). */
#define TC_RESPONDER_VIEW 1        /* a view or a window */
#define TC_RESPONDER_CONTROLLER 2
#define TC_RESPONDER_APPLICATION 3
#define TC_RESPONDER_APP_DELEGATE 4

/** \returns "view", "controller", "application" or "app_delegate" for a
 *  TC_RESPONDER_* kind; NULL for any other value, 0 (no responder) included.
 *  Static (see "Names" above). \threadsafety any thread. */
const char *tc_responder_kind_string(int32_t kind);

/* Values a responder callback returns. */
#define TC_PASS 0    /* not handled: the engine offers it to the next responder */
#define TC_HANDLED 1 /* handled: the walk stops here */

/* Boolean view properties for tc_view_set_flag / tc_view_get_flag. */
#define TC_VIEW_HIDDEN 1                   /* default 0 (H1); on a window, may move the key window (R4) */
#define TC_VIEW_USER_INTERACTION_ENABLED 2 /* default 1 (H1) */
#define TC_VIEW_MULTIPLE_TOUCH_ENABLED 3   /* default 0, as UIKit (T6); 1 once made a scroll view (S1) */
#define TC_VIEW_EXCLUSIVE_TOUCH 4          /* default 0 (T6) */
#define TC_VIEW_CAN_BECOME_FIRST_RESPONDER 5 /* default 0 (R4) */
#define TC_VIEW_HITS_OUTSIDE_BOUNDS 6      /* default 0 (H6b) */
#define TC_VIEW_USE_PRESENTATION 7         /* default 0 (H6e) */
/* Default 1 (R4), UIKit's canResignFirstResponder: while it is 0 the view,
 * once first responder, refuses tc_view_resign_first_responder and another
 * view's tc_view_become_first_responder in its window (TC_ERR_STATE).
 * Destroying it, taking it out of its window or clearing its
 * TC_VIEW_CAN_BECOME_FIRST_RESPONDER still end it. */
#define TC_VIEW_CAN_RESIGN_FIRST_RESPONDER 8

/** \returns "hidden", "user_interaction_enabled", "multiple_touch_enabled",
 *  "exclusive_touch", "can_become_first_responder", "hits_outside_bounds",
 *  "use_presentation" or "can_resign_first_responder" for a TC_VIEW_* flag: the constants' suffixes (the
 *  scene format spells these properties as VIEW keys, `interactive`,
 *  `multiple_touch` ..., not as values); NULL for any other value. Static
 *  (see "Names" above). \threadsafety any thread. */
const char *tc_view_flag_string(int32_t flag);

/* Hit-trace steps (H7). */
#define TC_TRACE_ENTER 1        /* hit-testing of a view starts */
#define TC_TRACE_POINT_INSIDE 2 /* the view's point-inside answered `inside` */
#define TC_TRACE_EXIT 3         /* hit-testing of a view returns `result` */

/** \returns "hit_enter", "point_inside" or "hit_exit" for a TC_TRACE_* step
 *  (the replay log's `ev` of hit-trace records); NULL for any other value.
 *  Static (see "Names" above). \threadsafety any thread; callable from the
 *  hit-trace observer. */
const char *tc_trace_step_string(int32_t step);

/* ======================================================================== */
/* Limits and default constants                                            */
/* ======================================================================== */

/** Views whose alpha is <= this are not hit (H1). The seeds' code uses
 *  `alpha > 0.01` to hit; Apple's prose says "less than 0.01": we follow the
 *  seeds, so alpha == 0.01 is NOT hittable. Unit: opacity 0..1. */
#define TC_ALPHA_HIT_THRESHOLD 0.01
/** Default live-touch limit of a scene (tc_scene_config.max_touches). UIKit
 *  devices report at most 10-11; 32 leaves room for large tables. */
#define TC_DEFAULT_MAX_TOUCHES 32
/** Largest max_touches a scene accepts. */
#define TC_MAX_TOUCHES_LIMIT 1024
/** Default capacity of the input queue, in queued inputs
 *  (tc_scene_config.queue_capacity). */
#define TC_DEFAULT_QUEUE_CAPACITY 4096
/** Multi-tap interval (T3): a touch that begins within this many seconds of
 *  the end of a previous tap in the same window counts one more tap.
 *  UIKit documents no number; 0.35 s is the interval reported for UIKit and
 *  used by OpenUIKit (Flutter and Android use 0.3 s). Unit: seconds. */
#define TC_DEFAULT_TAP_INTERVAL 0.35
/** Multi-tap radius (T3): ... and begins within this distance, on each axis,
 *  of where that tap ended. UIKit documents no number; 30 pt per
 *  axis as OpenUIKit. Unit: points. */
#define TC_DEFAULT_TAP_RADIUS 30.0
/** Maximum nesting of router events sent from inside route callbacks. */
#define TC_MAX_ROUTE_DEPTH 64
/** Maximum nesting of tc_recognizer_set_state calls made from inside other
 *  recognizers' callbacks (each call runs actions and delegates that may set
 *  another recognizer's state). Deeper calls return TC_ERR_LIMIT. */
#define TC_MAX_TRANSITION_DEPTH 16
/** Maximum nesting of tc_control_send_actions calls made from inside control
 *  targets (a target that sends its own event again would recurse for ever):
 *  the top-level call and this many nested ones run, a deeper one returns
 *  TC_ERR_LIMIT. */
#define TC_MAX_SEND_ACTIONS_DEPTH 64
/** Maximum nesting of scroll delegate messages (S7: tc_scroll_event_fn)
 *  sent while the host handles another one (a did_scroll callback that moves
 *  the content, or changes its size, each time would recurse for ever): the
 *  top-level message and this many nested ones are sent; a deeper did_scroll
 *  is not sent, and the change that caused it stands (as if the callback had
 *  done nothing with it). The messages that tell a drag or a deceleration
 *  began or ended are always sent (they cannot recur without end: each
 *  changes the scroll view's state). */
#define TC_MAX_SCROLL_EVENT_DEPTH 64
/** Maximum number of live scenes in one process: 1024 where pointers have
 *  64 bits, 8 where they have 32 (wasm32: a handle must fit in a pointer). */
#if UINTPTR_MAX > 0xFFFFFFFFu
#define TC_MAX_SCENES 1024
#else
#define TC_MAX_SCENES 8
#endif
/** Largest |x| or |y| of a touch sample, in points (E2): far beyond any
 *  screen, small enough that every value derived from samples (translation,
 *  distance, angle, velocity) stays finite. Larger values are refused with
 *  TC_ERR_INVALID_ARGUMENT. */
#define TC_MAX_COORDINATE 1e15
/** Largest time the host may give, in seconds (E4): a touch, hover, scroll,
 *  transform, motion, remote or press input's timestamp, a coalesced or
 *  predicted point's, an estimated-properties update's, and the time of
 *  tc_scene_advance. About 31,700 years: far beyond any host clock (a
 *  monotonic clock, CACurrentMediaTime, Unix-epoch seconds near 1.7e9), and
 *  small enough that the engine's steps of a fraction of a second (a scroll
 *  view's 1/60 s frames, a stepper's repeats, a tap's interval) still move
 *  the clock by what they say to within 1e-4 s, so every timer makes progress
 *  and every timed motion ends. A larger (finite) time is refused with
 *  TC_ERR_INVALID_ARGUMENT; the clock starts at 0 and never goes back, so a
 *  negative one is TC_ERR_TIME_BACKWARDS. A timer the engine sets past the
 *  bound (a long press begun in its last half second, a motion's frames past
 *  it) never fires: the clock cannot be advanced beyond TC_MAX_TIMESTAMP. */
#define TC_MAX_TIMESTAMP 1e12
/** Maximum number of vertices of a hit polygon (H6d). */
#define TC_MAX_POLYGON_POINTS 256
/** Most coalesced points one touch sample may carry (P6); more is
 *  TC_ERR_LIMIT. 64 covers a 1 kHz digitizer behind a 16 Hz frame. */
#define TC_MAX_COALESCED 64
/** Most predicted points one touch sample may carry (P6). */
#define TC_MAX_PREDICTED 16
/** Largest `size` accepted for the elements of an array of structs
 *  (tc_scene_push_touches' samples, a sample's coalesced and predicted
 *  points). Such an array is read at the stride its first element's `size`
 *  gives, so a larger size (an element that was never initialised, say) is
 *  refused with TC_ERR_STRUCT_SIZE: it bounds how far past a wrongly sized
 *  array the library may read (the other elements' sizes are checked at that
 *  stride). Every struct of this header is a fraction of it. */
#define TC_MAX_STRUCT_SIZE 1024
/** Furthest ahead tc_touch_predict extrapolates, seconds (P6). */
#define TC_MAX_PREDICTION_INTERVAL 0.1
/** Samples whose estimated properties still expect updates that the engine
 *  remembers (P5). Beyond it the oldest is forgotten: its updates are then
 *  refused with TC_ERR_NOT_FOUND, as UIKit may simply never send them. */
#define TC_MAX_PENDING_UPDATES 256
/** The altitude of a touch that has none (a finger, a pointer): pi/2 rad,
 *  perpendicular to the surface, as UIKit reports for them (P5). */
#define TC_DEFAULT_ALTITUDE 1.5707963267948966
/** A discrete (wheel) scroll gesture ends this long after its last notch,
 *  seconds (P4). UIKit: undocumented. */
#define TC_DISCRETE_SCROLL_END_DELAY 0.1
/** A wheel (discrete scroll) delta smaller than this along an axis, points,
 *  counts as this much, its sign kept (0 stays 0) (P4; UIKit's
 *  DiscreteScrollMinimumDelta, 3). */
#define TC_DISCRETE_SCROLL_MIN_DELTA 3.0
/** A trackpad (continuous) scroll whose ended step comes more than this after
 *  its last moving step, seconds, ends at rest (velocity 0); within it, it
 *  keeps the velocity of its moves (P4; UIKit's
 *  DurationBetweenScrollChangeAndEndEventsToResetVelocity, 0.13). */
#define TC_CONTINUOUS_SCROLL_VELOCITY_RESET_GAP 0.13
/** A trackpad rotation (transform input) begins once its rotation passes
 *  this, radians: 1 degree (P4; UIKit's TransformEventRotationHysteresis). */
#define TC_TRANSFORM_ROTATION_HYSTERESIS 0.017453292519943295

/* ======================================================================== */
/* Value types                                                              */
/* ======================================================================== */

/** An affine transform, as CGAffineTransform: a point (x, y) maps to
 *  (a*x + c*y + tx, b*x + d*y + ty). Applied about a view's centre. */
typedef struct tc_affine {
    double a, b, c, d, tx, ty;
} tc_affine;

/** A rectangle: origin (x, y) and size (w, h). */
typedef struct tc_rect {
    double x, y, w, h;
} tc_rect;

/* ======================================================================== */
/* Scene                                                                    */
/* ======================================================================== */

/** Options for tc_scene_create. Initialise with TC_SCENE_CONFIG_INIT(&c) to
 *  get every default, then change what you need. */
typedef struct tc_scene_config {
    uint32_t size;          /**< sizeof(tc_scene_config); set by the init macro */
    int32_t max_touches;    /**< live touches allowed; default TC_DEFAULT_MAX_TOUCHES, 1..TC_MAX_TOUCHES_LIMIT */
    int32_t queue_capacity; /**< queued inputs allowed; default TC_DEFAULT_QUEUE_CAPACITY, 1..1048576 */
    double tap_interval;    /**< seconds; default TC_DEFAULT_TAP_INTERVAL, >= 0 */
    double tap_radius;      /**< points per axis (T3: a touch's tap count; a tap recognizer's own tap_radius is another parameter); default TC_DEFAULT_TAP_RADIUS, >= 0 */
    /* ---- since the tap hold limit; a struct whose size ends before it gets the
     * default ---- */
    double tap_duration;    /**< seconds (T3): a touch lifted this long or longer after it began is no tap, and leaves no previous tap; default TC_DEFAULT_TAP_DURATION (the tap recognizer's, G8), >= 0 */
} tc_scene_config;

#define TC_SCENE_CONFIG_INIT(c)                                                \
    do {                                                                       \
        (c)->size = (uint32_t)sizeof(tc_scene_config);                         \
        (c)->max_touches = TC_DEFAULT_MAX_TOUCHES;                             \
        (c)->queue_capacity = TC_DEFAULT_QUEUE_CAPACITY;                       \
        (c)->tap_interval = TC_DEFAULT_TAP_INTERVAL;                           \
        (c)->tap_radius = TC_DEFAULT_TAP_RADIUS;                               \
        (c)->tap_duration = TC_DEFAULT_TAP_DURATION;                           \
    } while (0)

/**
 * Create a scene with its clock at 0.
 * \param config options, or NULL for every default. Its size must be at
 *        least the size of the first version of the struct (which ends
 *        before tap_duration).
 * \param out_scene receives the new scene; the caller owns it and must
 *        tc_scene_destroy it.
 * \returns TC_OK; TC_ERR_NULL_POINTER; TC_ERR_STRUCT_SIZE;
 *          TC_ERR_INVALID_ARGUMENT / TC_ERR_NOT_FINITE for a bad option;
 *          TC_ERR_LIMIT when TC_MAX_SCENES scenes are live.
 * \threadsafety any thread.
 */
int32_t tc_scene_create(const tc_scene_config *config, tc_scene **out_scene);

/**
 * Destroy a scene and every view, controller and touch in it. All their
 * handles become stale. Queued input is discarded; no callback is called.
 * \param scene the scene, or NULL (a no-op returning TC_OK).
 * \returns TC_OK; TC_ERR_INVALID_HANDLE / TC_ERR_STALE_HANDLE;
 *          TC_ERR_REENTRANT when called from inside one of the scene's
 *          callbacks (the scene stays alive).
 * \threadsafety any thread, provided no other thread uses this scene.
 */
int32_t tc_scene_destroy(tc_scene *scene);

/**
 * A human-readable description of the most recent failed call on this scene
 * (or on any of its objects), e.g. "tc_view_set_frame: w is -4 (must be
 * >= 0)". "" if none failed yet. A call refused because a handle is no
 * object of a live scene (NULL, garbage, another kind's handle, a destroyed
 * scene's) leaves its message in the scene of the call's other handle when
 * that one is valid ("tc_view_add_subview: parent handle is invalid" in the
 * child's scene); with no valid handle there is no scene to tell.
 * \returns a string owned by the scene, valid until the next call into the
 *          scene; for an invalid scene handle a static message. Never NULL.
 */
const char *tc_scene_last_error(const tc_scene *scene);

/** \param out_time receives the scene's clock (seconds): the timestamp of
 *  the latest dispatched input or advance. */
int32_t tc_scene_now(const tc_scene *scene, double *out_time);

/**
 * Dispatch every queued input, in order. Consecutive touch samples sharing a
 * timestamp form one event (E2). Before each input, timers whose deadline
 * is at or before its timestamp fire in deadline order (E4). The clock ends
 * at the last dispatched timestamp.
 * \param out_events optional; receives the number of events dispatched.
 * \returns TC_OK; TC_ERR_REENTRANT from inside a callback.
 */
int32_t tc_scene_dispatch(tc_scene *scene, size_t *out_events);

/**
 * Move the clock to `time`: dispatch queued inputs with timestamps <= time
 * (as tc_scene_dispatch), fire timers due by then, set the clock to time.
 * Inputs queued with later timestamps stay queued.
 * \returns TC_OK; TC_ERR_NOT_FINITE; TC_ERR_INVALID_ARGUMENT if time is
 *          above TC_MAX_TIMESTAMP; TC_ERR_TIME_BACKWARDS if time is
 *          earlier than the clock; TC_ERR_REENTRANT.
 */
int32_t tc_scene_advance(tc_scene *scene, double time);

/** \param out_count receives the number of queued, undispatched inputs. */
int32_t tc_scene_queued_count(const tc_scene *scene, size_t *out_count);

/* ======================================================================== */
/* Windows and views                                                        */
/* ======================================================================== */

/**
 * Create a window: a root view whose frame is in screen coordinates. A
 * window created while the scene has no key window (the first one, say)
 * becomes the key window (R4).
 * \param out_window receives the window; the host owns it
 *        (tc_view_destroy).
 * \returns TC_OK; TC_ERR_NOT_FINITE (also for a centre that overflows, as
 *          tc_view_set_frame); TC_ERR_INVALID_ARGUMENT for a negative size;
 *          TC_ERR_LIMIT.
 */
int32_t tc_window_create(tc_scene *scene, double x, double y, double w,
                         double h, tc_view **out_window);

/** Make `window` the key window: motion and remote events start at its first
 *  responder, or when it has none at its root controller (the controller of
 *  its frontmost subview that has one), or else at the window itself; presses
 *  likewise when no view has focus (R4); touch samples with a NULL window go
 *  to it. A hidden window may be made key, as UIKit's makeKeyWindow. The
 *  scene remembers the order windows were made key: destroying or hiding
 *  (TC_VIEW_HIDDEN) the key window makes the most recent one of those that is
 *  not hidden key, else the oldest visible window whose alpha is at least
 *  TC_ALPHA_HIT_THRESHOLD, else none; with no key window, showing a window
 *  made key before makes it key again (R4). A window that becomes key, here or
 *  by those fallbacks, and has no first responder becomes its own first
 *  responder if its TC_VIEW_CAN_BECOME_FIRST_RESPONDER is 1 (UIKit's window
 *  becoming key calls becomeFirstResponder on itself, R4).
 *  \returns TC_ERR_STATE if `window` is not a window. */
int32_t tc_scene_set_key_window(tc_scene *scene, tc_view *window);
/** \param out_window receives the key window, or NULL if there is none. */
int32_t tc_scene_get_key_window(const tc_scene *scene, tc_view **out_window);

/**
 * Create a detached view with the given frame (in its future superview's
 * space). Defaults: bounds origin (0,0), identity transform, alpha 1, visible,
 * interactive, multiple touch off, exclusive touch off, no responder
 * callbacks (every event passes on).
 * \param out_view receives the view; the host owns it (tc_view_destroy).
 * \returns TC_OK; TC_ERR_NOT_FINITE (also for a centre that overflows, as
 *          tc_view_set_frame); TC_ERR_INVALID_ARGUMENT (negative size);
 *          TC_ERR_LIMIT.
 */
int32_t tc_view_create(tc_scene *scene, double x, double y, double w, double h,
                       tc_view **out_view);

/**
 * Destroy a view (or window). First the touches of its tree are cancelled
 * (T7): a view that was receiving one gets `cancelled` up its chain, its
 * recognizers are cancelled or failed, and later samples of those touches
 * reach no one (the host may keep pushing them); so are the presses whose
 * responder is in the tree (R4, as in tc_view_remove_from_superview); the recognizers of its
 * subviews' trees still in a gesture stop as in tc_view_remove_from_superview. Those callbacks still see
 * the view, but nothing can be attached to it (TC_ERR_STALE_HANDLE). Then it
 * is removed from its superview; its subviews are detached (they stay alive,
 * without a superview). If it was first responder or focused, that is
 * cleared.
 * Its recognizers are detached (a gesture in progress is cancelled or
 * failed) and stay alive; its control targets are dropped.
 * \param view the view, or NULL (a no-op returning TC_OK).
 */
int32_t tc_view_destroy(tc_view *view);

/** \param out_is_window receives 1 for a window, 0 for a view. */
int32_t tc_view_is_window(const tc_view *view, int32_t *out_is_window);

/**
 * Add `child` on top of `parent`'s subviews (H3: the last added is on top).
 * A child that already has a superview moves in one step, as UIKit's
 * addSubview: from another superview, or to the top of `parent`'s own
 * subviews (a reorder, UIKit's bringSubviewToFront). A move cancels nothing
 * (T7): the touches of the moved views keep their hit-test view, recognizers
 * and gestures, and their later phases walk the new responder chain as far
 * as their forwarding record allows (R2: not past the moved tree into a
 * superview their began was not forwarded to). Only a move that takes the
 * child out of every window (`parent` is in none) cancels first, as
 * tc_view_remove_from_superview does; its callbacks run before the move,
 * and the call then checks everything again.
 * \returns TC_OK; TC_ERR_FOREIGN_HANDLE if they belong to different scenes;
 *          TC_ERR_HAS_PARENT if child is a window (a window has no
 *          superview); TC_ERR_CYCLE if child is parent or one of parent's
 *          ancestors; TC_ERR_STALE_HANDLE if either is being destroyed (in
 *          its tc_view_destroy callbacks) or was destroyed by those
 *          callbacks. A refused call changes nothing, but for a move out of
 *          every window refused by the check after its cancelling: the
 *          child's touches are then already cancelled and its recognizers
 *          stopped (and their callbacks have run).
 */
int32_t tc_view_add_subview(tc_view *parent, tc_view *child);

/** As tc_view_add_subview, at position `index` (0 = bottom). An index at or
 *  past the end appends (UIKit's insertSubview:atIndex:, whose layer clamps an
 *  index past its sublayers to the end; H3). A child already among `parent`'s
 *  subviews moves so that `index` is its position after the move (UIKit adds
 *  one to the index it passes on when the view sits below it); index
 *  count - 1 and any index from count on put it on top. A child of another
 *  superview moves as with tc_view_add_subview.
 *  \returns as tc_view_add_subview (no index is refused). */
int32_t tc_view_insert_subview(tc_view *parent, tc_view *child, size_t index);

/** As tc_view_add_subview, just below `sibling` among `parent`'s subviews
 *  (UIKit's insertSubview:belowSubview:, H3). The child first leaves its old
 *  place (a move, as tc_view_add_subview: T7), then `sibling` is looked for
 *  among `parent`'s subviews: a sibling that is not one of them then — a
 *  view of another superview, a detached view, `parent` itself, or `child`
 *  itself — puts the child on top. A NULL sibling changes nothing and
 *  returns TC_OK (UIKit returns at once for a nil sibling).
 *  \returns as tc_view_add_subview; for `sibling` also TC_ERR_INVALID_HANDLE,
 *          TC_ERR_STALE_HANDLE (also when destroyed by the callbacks of a
 *          move out of every window) and TC_ERR_FOREIGN_HANDLE. */
int32_t tc_view_insert_subview_below(tc_view *parent, tc_view *child,
                                     tc_view *sibling);
/** As tc_view_insert_subview_below, just above `sibling` (UIKit's
 *  insertSubview:aboveSubview:); a sibling that is not one of `parent`'s
 *  subviews once the child has left its old place puts the child on top. */
int32_t tc_view_insert_subview_above(tc_view *parent, tc_view *child,
                                     tc_view *sibling);

/** Remove a view from its superview (no-op returning TC_OK if it has none).
 *  The touches of the views in its tree are cancelled first (T7): a view that
 *  was receiving one gets `cancelled` (stamped with the touch's last sample,
 *  T2; dispatch_time the clock) up its chain as it stood, a tracking
 *  control its cancel (C1: `touch_cancel`, but none from a stepper, a switch
 *  or a segmented control), their recognizers are cancelled or failed, and
 *  later samples of those touches reach no one. If the tree was in a window,
 *  so are the presses whose responder is in it (R4: a view of the tree, or a
 *  controller of a view below its top): `cancelled` as far as the began went,
 *  and the press's later phases reach no one. Then, if the tree was in a
 *  window, every recognizer attached in it that is still in a gesture (a
 *  double tap waiting between its taps too) is cancelled (began, changed) or
 *  failed (possible; TC_FAIL_TOUCH_CANCELLED). */
int32_t tc_view_remove_from_superview(tc_view *view);

/** \param out_parent receives the superview, or NULL. */
int32_t tc_view_get_superview(const tc_view *view, tc_view **out_parent);
/** \param out_window receives the window at the root of the view's tree, or
 *  NULL if the tree is not rooted at a window. */
int32_t tc_view_get_window(const tc_view *view, tc_view **out_window);
/** \param out_count receives the number of subviews. */
int32_t tc_view_get_subview_count(const tc_view *view, size_t *out_count);
/** \param out_child receives subview `index` (0 = bottom).
 *  \returns TC_ERR_INVALID_ARGUMENT for an index >= count. */
int32_t tc_view_get_subview(const tc_view *view, size_t index,
                            tc_view **out_child);

/* ---- geometry (UIKit's center + bounds + transform) ---- */

/**
 * Set the frame as UIKit does (its layer's setFrame:, H3): the centre
 * becomes (x + w/2, y + h/2) in the superview's space; the bounds size
 * becomes (w, h) taken through the inverse of the transform's linear part
 * [a b; c d]: with that inverse [a' b'; c' d'], (|a'w + c'h|, |b'w + d'h|)
 * (a singular linear part stands for its own inverse, as
 * CGAffineTransformInvert returns it). So with the identity transform the
 * bounds size is (w, h), under a scale of 0.5 it is (2w, 2h), under a
 * quarter turn (h, w). The transform's translation plays no part; the
 * bounds origin and the transform are kept. For a window, the frame is in
 * screen coordinates. tc_view_create, tc_window_create and the scene
 * format's `frame` set the centre and the bounds size as given (a new view
 * has the identity transform). On a scroll view the content offset is then
 * moved into its range (S1, as UIKit's -[UIScrollView setFrame:], size
 * changed or not), with did_scroll if it moves.
 * \returns TC_ERR_NOT_FINITE (also for a centre x + w/2 or y + h/2, or a
 *          bounds size, that overflows a double); TC_ERR_INVALID_ARGUMENT for
 *          w < 0 or h < 0.
 */
int32_t tc_view_set_frame(tc_view *view, double x, double y, double w,
                          double h);
/** \param out_frame receives the frame as UIKit reads it: the smallest
 *  rectangle holding the bounds rectangle mapped through the transform
 *  about the centre (its translation included), in the superview's space;
 *  with the identity transform, centre - size/2 and the bounds size.
 *  \returns TC_ERR_NOT_FINITE when that rectangle overflows a double. */
int32_t tc_view_get_frame(const tc_view *view, tc_rect *out_frame);
/** Set the centre (in the superview's space). */
int32_t tc_view_set_center(tc_view *view, double x, double y);
int32_t tc_view_get_center(const tc_view *view, double *out_x, double *out_y);
/** Set the bounds: origin (the scroll offset of the view's own coordinate
 *  space) and size. The centre is kept. On a scroll view a new origin is a
 *  content-offset change, as tc_view_set_content_offset (S1): it stops a
 *  deceleration and sends did_scroll; a new size moves the offset into its
 *  range (S1, as UIKit's -setBounds:), with one did_scroll at the end.
 *  \returns TC_ERR_INVALID_ARGUMENT for a negative size. */
int32_t tc_view_set_bounds(tc_view *view, double x, double y, double w,
                           double h);
int32_t tc_view_get_bounds(const tc_view *view, tc_rect *out_bounds);
/** Set the transform, applied about the centre. NULL resets to identity.
 *  A non-invertible transform is accepted; such a view is never hit by its
 *  superview's search (the view a search starts from — a touch's window,
 *  the view given to tc_view_hit_test — takes the point in its own
 *  coordinates, so its transform plays no part, as in UIKit's hitTest), and
 *  conversions into it (or into its subviews) return TC_ERR_SINGULAR;
 *  converting out of it only applies the transform, as UIKit does. */
int32_t tc_view_set_transform(tc_view *view, const tc_affine *transform);
int32_t tc_view_get_transform(const tc_view *view, tc_affine *out_transform);
/** Alpha, clamped to 0..1. Default 1. Views with alpha <= 0.01 are not hit. */
int32_t tc_view_set_alpha(tc_view *view, double alpha);
int32_t tc_view_get_alpha(const tc_view *view, double *out_alpha);
/** Set or get a boolean property, one of TC_VIEW_* above (value 0 or 1;
 *  any non-zero value means 1). \returns TC_ERR_UNKNOWN_ENUM. */
int32_t tc_view_set_flag(tc_view *view, int32_t flag, int32_t value);
int32_t tc_view_get_flag(const tc_view *view, int32_t flag,
                         int32_t *out_value);

/**
 * Presentation geometry (H6e): what is on screen while an animation runs,
 * as opposed to the model geometry set above. When set and the view's
 * TC_VIEW_USE_PRESENTATION flag is 1, the view's own point-inside test is
 * made where it is shown, with the presentation frame and transform
 * (UIViewPropertyAnimator behaviour); otherwise on the model geometry (UIView
 * animation behaviour). As in UIKit, nothing else uses it: its subviews are
 * searched, and points converted (tc_view_convert_point, touch locations,
 * recognizer values), on the model geometry.
 * \param frame the presentation frame: its centre and size replace the
 *        model's centre and bounds size while shown (as tc_view_create reads
 *        a frame; the presentation transform does not change the size).
 * \param transform the presentation transform, or NULL for identity.
 */
int32_t tc_view_set_presentation(tc_view *view, const tc_rect *frame,
                                 const tc_affine *transform);
/** Remove the presentation geometry. */
int32_t tc_view_clear_presentation(tc_view *view);

/**
 * Convert a point from `from`'s coordinate space to `to`'s. Either may be
 * NULL, meaning screen coordinates (the space of window frames; UIView's
 * convert(_:to: nil) means the view's window: pass the window). Both must
 * be in the same scene. Views of one tree convert through their nearest
 * common ancestor (up to it, then down), as UIKit; views in different
 * windows convert through the screen. A view not rooted at a window converts through its root's frame as
 * if that frame were in screen coordinates (as UIKit converts a detached
 * view through its own frame).
 * \returns TC_ERR_SINGULAR if a transform that must be inverted on the path
 *          (on the way down into `to`, below the common ancestor) is not
 *          invertible;
 *          TC_ERR_FOREIGN_HANDLE; TC_ERR_NOT_FINITE.
 */
int32_t tc_view_convert_point(const tc_view *from, const tc_view *to, double x,
                              double y, double *out_x, double *out_y);

/* ======================================================================== */
/* Hit-testing (H1-H7)                                                      */
/* ======================================================================== */

/**
 * Expand or shrink the view's hit area (H6a), as UIKit's
 * bounds.inset(by:): positive insets shrink it, negative insets grow it
 * (-30 on every side gives 30 pt of slop). Default 0,0,0,0.
 */
int32_t tc_view_set_hit_insets(tc_view *view, double top, double left,
                               double bottom, double right);
/**
 * Minimum hit size (H6a): after the insets, a hit area narrower or shorter
 * than (w, h) grows to it, centred on the bounds' centre (a 20x20 button
 * tappable as 44x44). Default 0,0 (off).
 */
int32_t tc_view_set_min_hit_size(tc_view *view, double w, double h);
/**
 * Custom shape (H6d): a polygon in the view's bounds coordinates, as
 * `point_count` (x, y) pairs in `xy` (2 * point_count doubles; copied). A
 * point that reaches the view itself (no subview hit) but lies outside the
 * polygon (non-zero winding rule, as UIBezierPath.contains) is not a hit, so
 * it falls through to views below.
 * Subviews are hit as usual. NULL / 0 removes the shape.
 * \returns TC_ERR_INVALID_ARGUMENT for 1..2 points or more than
 *          TC_MAX_POLYGON_POINTS.
 */
int32_t tc_view_set_hit_polygon(tc_view *view, const double *xy,
                                size_t point_count);
/**
 * Redirect (H6c): a hit that lands on the view itself (not on a descendant)
 * is answered with `target` (paged scroll view margins). NULL removes it.
 * If the target is later destroyed, the redirect is dropped.
 */
int32_t tc_view_set_hit_redirect(tc_view *view, tc_view *target);

/**
 * Host override of point-inside (H6f). Called with the point in the view's
 * bounds coordinates and the engine's own answer; return non-zero for
 * inside. Asked by hit-testing and, for a control, when deciding whether its
 * touch is inside (C1, as UIControl's pointMostlyInside asks pointInside);
 * always under H5 (it may query, not mutate).
 */
typedef int32_t (*tc_point_inside_fn)(tc_view *view, double x, double y,
                                      int32_t engine_result, void *user_data);
/** Install (or with fn NULL, remove) a point-inside override. */
int32_t tc_view_set_point_inside_fn(tc_view *view, tc_point_inside_fn fn,
                                    void *user_data);

/**
 * Host override of the whole hit test of a view (H6f). Called whenever the
 * view's superview tries it (also when the view is hidden or the point is
 * outside it, as UIKit calls an overridden hitTest), after the engine
 * computed its answer for this view's subtree (`engine_result`, NULL for
 * "not here"), with the point in the view's bounds coordinates; return the view
 * to report (any view of the scene) or NULL for "not here". A returned
 * handle that is not a live view of this scene is ignored (the engine's
 * answer is used) and noted in tc_scene_last_error.
 */
typedef tc_view *(*tc_hit_test_fn)(tc_view *view, double x, double y,
                                   tc_view *engine_result, void *user_data);
/** Install (or with fn NULL, remove) a hit-test override. */
int32_t tc_view_set_hit_test_fn(tc_view *view, tc_hit_test_fn fn,
                                void *user_data);

/**
 * Hit-trace observer (H7): step is TC_TRACE_ENTER, TC_TRACE_POINT_INSIDE
 * (with `inside`) or TC_TRACE_EXIT (with `result`, maybe NULL), in call
 * order, for every hit test in the scene (queries and touches).
 */
typedef void (*tc_hit_trace_fn)(int32_t step, tc_view *view, int32_t inside,
                                tc_view *result, void *user_data);
/** Install (or with fn NULL, remove) the scene's hit-trace observer. */
int32_t tc_scene_set_hit_trace_fn(tc_scene *scene, tc_hit_trace_fn fn,
                                  void *user_data);

/**
 * Point-inside query (H2): UIKit's point(inside:with:). Whether (x, y), in
 * `view`'s bounds coordinates, is inside the view as its own hit test asks
 * it (the answer a TC_TRACE_POINT_INSIDE step reports): in its hit area (the
 * bounds, left and top edges included, right and bottom excluded, with the
 * insets and minimum size of H6a), tested where the view is shown when it
 * uses presentation geometry (H6e), and then the host's point-inside
 * override (H6f), which is called with the engine's answer and decides.
 * Hidden, non-interactive or transparent views (H1) and the hit polygon
 * (H6d, which decides whether the view answers a hit test itself) play no
 * part. No side effects besides the override; the trace observer hears
 * nothing. A query: allowed from any callback, a hit-testing callback
 * included (nested as a hit test is, H5).
 * \param out_inside receives 1 (inside) or 0.
 * \returns TC_ERR_NOT_FINITE for a non-finite point; TC_ERR_REENTRANT when
 *          nested deeper than hit tests may be (H5).
 */
int32_t tc_view_point_inside(tc_view *view, double x, double y,
                             int32_t *out_inside);

/**
 * Pure hit-test query (H5): the deepest view under (x, y), given in `view`'s
 * bounds coordinates, searching `view`'s subtree as a touch would (pass a
 * window and window coordinates to ask what a touch would hit). No side
 * effects besides the trace observer and override callbacks.
 * \param out_hit receives the hit view or NULL.
 */
int32_t tc_view_hit_test(tc_view *view, double x, double y, tc_view **out_hit);

/* ======================================================================== */
/* Responders (R1-R5)                                                       */
/* ======================================================================== */

/** Who a callback is about. Borrowed, valid during the callback. */
typedef struct tc_responder {
    uint32_t size;              /**< sizeof(tc_responder) */
    int32_t kind;               /**< TC_RESPONDER_* */
    tc_view *view;              /**< for TC_RESPONDER_VIEW, else NULL */
    tc_controller *controller;  /**< for TC_RESPONDER_CONTROLLER, else NULL */
} tc_responder;

/** Size set, kind 0, no view or controller (e.g. before tc_view_next_responder). */
#define TC_RESPONDER_INIT(r)                                                   \
    do {                                                                       \
        (r)->size = (uint32_t)sizeof(tc_responder);                            \
        (r)->kind = 0;                                                         \
        (r)->view = 0;                                                         \
        (r)->controller = 0;                                                   \
    } while (0)

/** A touches delivery (E3). Borrowed, valid during the callback. */
typedef struct tc_touches_event {
    uint32_t size;              /**< sizeof(tc_touches_event) */
    int32_t phase;              /**< TC_PHASE_BEGAN/MOVED/ENDED/CANCELLED */
    double timestamp;           /**< when the samples happened (T2) */
    double dispatch_time;       /**< scene clock at delivery (>= timestamp) */
    tc_touch *const *touches;   /**< the touches in `phase` handed to this responder */
    size_t touch_count;
    tc_touch *const *all_touches; /**< every live touch of the event (E3) */
    size_t all_touch_count;
    tc_view *hit_view;          /**< the hit-test view of these touches (T4) */
} tc_touches_event;

/** Size set, everything else 0 / NULL (for hosts that build one themselves). */
#define TC_TOUCHES_EVENT_INIT(e)                                               \
    do {                                                                       \
        (e)->size = (uint32_t)sizeof(tc_touches_event);                        \
        (e)->phase = 0;                                                        \
        (e)->timestamp = 0; (e)->dispatch_time = 0;                            \
        (e)->touches = 0; (e)->touch_count = 0;                                \
        (e)->all_touches = 0; (e)->all_touch_count = 0;                        \
        (e)->hit_view = 0;                                                     \
    } while (0)

/** A motion, remote-control or press delivery (E1). Borrowed. */
typedef struct tc_event_info {
    uint32_t size;        /**< sizeof(tc_event_info) */
    int32_t type;         /**< TC_EVENT_MOTION / _REMOTE / _PRESSES */
    int32_t subtype;      /**< TC_MOTION_*, TC_REMOTE_* or TC_PRESS_* */
    int32_t phase;        /**< TC_PHASE_*; TC_PHASE_NONE for remote control */
    double timestamp;
} tc_event_info;

/** Size set, everything else 0 (for hosts that build one themselves). */
#define TC_EVENT_INFO_INIT(e)                                                  \
    do {                                                                       \
        (e)->size = (uint32_t)sizeof(tc_event_info);                           \
        (e)->type = 0; (e)->subtype = 0; (e)->phase = 0;                       \
        (e)->timestamp = 0;                                                    \
    } while (0)

/** A key/value pair of a router event's payload. */
typedef struct tc_kv {
    const char *key;
    const char *value;
} tc_kv;

/** A later value for estimated properties of an earlier sample (P5; UIKit's
 *  touchesEstimatedPropertiesUpdated). Initialise with TC_TOUCH_UPDATE_INIT.
 *  Borrowed when the engine hands it to a callback. */
typedef struct tc_touch_update {
    uint32_t size;      /**< sizeof(tc_touch_update) */
    uint32_t properties;/**< the TC_PROPERTY_* this update carries */
    int64_t id;         /**< the touch's id when the sample was pushed */
    int64_t estimation_update_index; /**< the sample's estimation_update_index */
    double timestamp;   /**< when the update arrives (queue order); not the sample's time; at most TC_MAX_TIMESTAMP */
    double force;       /**< with TC_PROPERTY_FORCE; >= 0 (in callbacks, at most the sample's max_force when that is > 0, T1) */
    double azimuth;     /**< with TC_PROPERTY_AZIMUTH; -pi .. pi (in callbacks, 0 unless the touch is a stylus's) */
    double altitude;    /**< with TC_PROPERTY_ALTITUDE; 0 .. pi/2 */
    double x, y;        /**< with TC_PROPERTY_LOCATION; window coordinates */
    uint32_t remaining; /**< filled by the engine for callbacks: the properties still expecting updates after this one */
    int32_t reserved;   /**< must be 0 */
    tc_touch *touch;    /**< filled by the engine for callbacks: the touch while it is live, else NULL; during the call it shows the updated sample with its updates so far, and reads as before once the call returns */
} tc_touch_update;

#define TC_TOUCH_UPDATE_INIT(u)                                                \
    do {                                                                       \
        (u)->size = (uint32_t)sizeof(tc_touch_update);                         \
        (u)->properties = 0; (u)->id = 0; (u)->estimation_update_index = 0;    \
        (u)->timestamp = 0; (u)->force = 0; (u)->azimuth = 0;                  \
        (u)->altitude = TC_DEFAULT_ALTITUDE; (u)->x = 0; (u)->y = 0;           \
        (u)->remaining = 0; (u)->reserved = 0; (u)->touch = 0;                 \
    } while (0)

/** A hover delivery to one view (P3). Borrowed, valid during the callback. */
typedef struct tc_hover_event {
    uint32_t size;      /**< sizeof(tc_hover_event) */
    int32_t phase;      /**< TC_PHASE_BEGAN (entered), _MOVED, _ENDED (left) or _CANCELLED */
    int64_t id;         /**< the hover's id */
    double x, y;        /**< in the window's coordinates */
    double timestamp;
    int32_t type;       /**< TC_TOUCH_INDIRECT_POINTER or TC_TOUCH_STYLUS */
    int32_t reserved;
    double altitude, azimuth, z_offset;
    tc_view *hit_view;  /**< the hit-test view of this sample (NULL when nothing was hit, or on leaving) */
} tc_hover_event;

/** Size set, everything else 0 / NULL (for hosts that build one themselves). */
#define TC_HOVER_EVENT_INIT(e)                                                 \
    do {                                                                       \
        (e)->size = (uint32_t)sizeof(tc_hover_event);                          \
        (e)->phase = 0; (e)->id = 0; (e)->x = 0; (e)->y = 0;                   \
        (e)->timestamp = 0; (e)->type = 0; (e)->reserved = 0;                  \
        (e)->altitude = 0; (e)->azimuth = 0; (e)->z_offset = 0;                \
        (e)->hit_view = 0;                                                     \
    } while (0)

/** Touches callback. Return TC_HANDLED to stop the walk or TC_PASS to offer
 *  the touches to the next responder (R2). A control (R3) or a scroll view
 *  (R2/S1: UIScrollView does not forward touches) ends the walk after its own
 *  callback either way. */
typedef int32_t (*tc_touches_fn)(const tc_responder *responder,
                                 const tc_touches_event *event,
                                 void *user_data);
/** Motion / remote-control / press callback; return TC_HANDLED or TC_PASS. */
typedef int32_t (*tc_event_fn)(const tc_responder *responder,
                               const tc_event_info *event, void *user_data);
/** Router event callback (R5); return TC_HANDLED or TC_PASS. `name` and the
 *  pairs are borrowed. */
typedef int32_t (*tc_route_fn)(const tc_responder *responder, const char *name,
                               const tc_kv *pairs, size_t pair_count,
                               void *user_data);

/** Hover callback (P3): a view's pointer enter/move/exit. Not passed up the
 *  chain (every hovered view gets its own); no return value. */
typedef void (*tc_hover_fn)(const tc_responder *responder,
                            const tc_hover_event *event, void *user_data);
/** Estimated-properties update callback (P5; UIKit's
 *  touchesEstimatedPropertiesUpdated), to the view that received the touch,
 *  or, when it has none, to the first responder up the chain (R1) that has
 *  one. `update` is borrowed. */
typedef void (*tc_touch_update_fn)(const tc_responder *responder,
                                   const tc_touch_update *update,
                                   void *user_data);

/**
 * What a responder implements. A NULL function pointer means "not
 * implemented": the event passes to the next responder, as UIKit's default
 * implementations do. Initialise with TC_RESPONDER_CALLBACKS_INIT.
 */
typedef struct tc_responder_callbacks {
    uint32_t size;         /**< sizeof(tc_responder_callbacks) */
    tc_touches_fn touches; /**< touchesBegan/Moved/Ended/Cancelled */
    tc_event_fn motion;    /**< motionBegan/Ended/Cancelled */
    tc_event_fn remote;    /**< remoteControlReceived */
    tc_event_fn presses;   /**< pressesBegan/Changed/Ended/Cancelled */
    tc_route_fn route;     /**< router events (R5) */
    void *user_data;       /**< passed to every callback above and below */
    /* ---- since 0.1.0's input kinds; a struct whose size ends before them
     * has none ---- */
    tc_hover_fn hover;               /**< P3; views only (controllers and the application ignore it) */
    tc_touch_update_fn estimated_update; /**< P5; any responder: an update goes from the view its sample was delivered to up the chain to the first responder that has one */
} tc_responder_callbacks;

#define TC_RESPONDER_CALLBACKS_INIT(cb)                                        \
    do {                                                                       \
        (cb)->size = (uint32_t)sizeof(tc_responder_callbacks);                 \
        (cb)->touches = 0;                                                     \
        (cb)->motion = 0;                                                      \
        (cb)->remote = 0;                                                      \
        (cb)->presses = 0;                                                     \
        (cb)->route = 0;                                                       \
        (cb)->user_data = 0;                                                   \
        (cb)->hover = 0;                                                       \
        (cb)->estimated_update = 0;                                            \
    } while (0)

/** Install a view's (or window's) responder callbacks; copied. NULL removes
 *  them all. */
int32_t tc_view_set_responder(tc_view *view, const tc_responder_callbacks *cb);
/** Install the application's callbacks (the responder after every window). */
int32_t tc_scene_set_app_responder(tc_scene *scene,
                                   const tc_responder_callbacks *cb);
/** Install the app delegate's callbacks: with non-NULL callbacks the app
 *  delegate is a responder after the application (R1); NULL removes it from
 *  the chain. Default: no app delegate responder. */
int32_t tc_scene_set_app_delegate(tc_scene *scene,
                                  const tc_responder_callbacks *cb);

/** Information about an event that reached the end of the chain unhandled.
 *  Borrowed, valid during the callback. */
typedef struct tc_unhandled_info {
    uint32_t size;              /**< sizeof(tc_unhandled_info) */
    int32_t type;               /**< TC_EVENT_* */
    int32_t subtype;            /**< for motion/remote/presses, else 0 */
    int32_t phase;              /**< TC_PHASE_* (touches, motion, presses) */
    double timestamp;
    tc_touch *const *touches;   /**< for TC_EVENT_TOUCHES, else NULL */
    size_t touch_count;
    const char *route_name;     /**< for TC_EVENT_ROUTE, else NULL */
} tc_unhandled_info;

/** Size set, everything else 0 / NULL (for hosts that build one themselves). */
#define TC_UNHANDLED_INFO_INIT(i)                                              \
    do {                                                                       \
        (i)->size = (uint32_t)sizeof(tc_unhandled_info);                       \
        (i)->type = 0; (i)->subtype = 0; (i)->phase = 0;                       \
        (i)->timestamp = 0;                                                    \
        (i)->touches = 0; (i)->touch_count = 0;                                \
        (i)->route_name = 0;                                                   \
    } while (0)
typedef void (*tc_unhandled_fn)(const tc_unhandled_info *info,
                                void *user_data);
/** Be told when an event walks off the end of the chain (R2: dropped); not
 *  when a walk stops at a responder destroyed by its own callback. */
int32_t tc_scene_set_unhandled_fn(tc_scene *scene, tc_unhandled_fn fn,
                                  void *user_data);

/**
 * Send a router event (R5) from `view`: offered to the view, then up its
 * chain (R1), until a responder's route callback returns TC_HANDLED.
 * Synchronous; allowed from inside callbacks.
 * \param pairs payload (copied for the walk; may be NULL when count is 0).
 * \param out_handled optional: 1 if a responder handled it, else 0: the
 *        walk went off the end of the chain (and the unhandled callback was
 *        told) or stopped at a responder its own callback destroyed (R2: the
 *        walk ends there, nobody is told).
 * \returns TC_ERR_LIMIT beyond TC_MAX_ROUTE_DEPTH nested sends.
 */
int32_t tc_view_send_route(tc_view *view, const char *name,
                           const tc_kv *pairs, size_t pair_count,
                           int32_t *out_handled);
/** As tc_view_send_route, starting at a controller. */
int32_t tc_controller_send_route(tc_controller *controller, const char *name,
                                 const tc_kv *pairs, size_t pair_count,
                                 int32_t *out_handled);

/**
 * The next responder of a view (R1), as a tc_responder struct, kind 0 when there
 * is none. The engine writes the whole struct, its size field included.
 */
int32_t tc_view_next_responder(const tc_view *view, tc_responder *out_next);
/**
 * The next responder of a controller (R1), as tc_view_next_responder answers
 * for a view: the step the engine's own walks (touches, router events,
 * motion, remote-control and press events) take after the controller. That
 * is its root view's superview, kind TC_RESPONDER_VIEW (for the root
 * controller of a window, whose root view sits directly in the window: the
 * window); kind 0 when the controller has no view, when its view has no
 * superview, or when its view is itself a window (R1: that controller ends
 * the chain). The engine writes the whole struct, its size field included;
 * the view handle in it is the host's (borrowed, as every view handle the
 * engine hands out). A query: allowed from any callback, a hit-testing
 * callback included.
 * \returns TC_ERR_NULL_POINTER for a NULL out_next; the controller's handle
 *          statuses. On an error nothing is written.
 */
int32_t tc_controller_next_responder(const tc_controller *controller,
                                     tc_responder *out_next);
/**
 * The application's next responder (R1): kind TC_RESPONDER_APP_DELEGATE
 * while the host has app-delegate callbacks installed
 * (tc_scene_set_app_delegate with non-NULL callbacks), else kind 0; the
 * view and controller fields are NULL either way. The app delegate's own
 * next responder is always none (kind 0): it ends the chain, so it has no
 * query of its own. The engine writes the whole struct, its size field
 * included. A query: allowed from any callback, a hit-testing callback
 * included.
 * \returns TC_ERR_NULL_POINTER for a NULL out_next; the scene's handle
 *          statuses. On an error nothing is written.
 */
int32_t tc_scene_app_next_responder(const tc_scene *scene,
                                    tc_responder *out_next);

/* ---- controllers ---- */

/** Create a controller with no view. The host owns it
 *  (tc_controller_destroy). */
int32_t tc_controller_create(tc_scene *scene, tc_controller **out_controller);
/** Destroy a controller; its view stays and loses its controller. NULL is a
 *  no-op. */
int32_t tc_controller_destroy(tc_controller *controller);
/**
 * Make `view` the controller's root view (NULL detaches). R1: the view's
 * next responder becomes the controller, and the controller's next
 * responder is the view's superview (for a window's root controller, the
 * window). R4: the controller of a window's frontmost subview that has one
 * is the window's root controller, where motion, remote and (unfocused)
 * press events start when the window has no first responder.
 * \returns TC_ERR_STATE if the view already has another controller.
 */
int32_t tc_controller_set_view(tc_controller *controller, tc_view *view);
int32_t tc_controller_get_view(const tc_controller *controller,
                               tc_view **out_view);
/** Install the controller's responder callbacks (copied; NULL removes). */
int32_t tc_controller_set_responder(tc_controller *controller,
                                    const tc_responder_callbacks *cb);

/* ---- first responder and focus (R4) ---- */

/** Make a view the first responder of its window, replacing that window's
 *  (motion and remote-control events go to the key window's, and presses
 *  when no view has focus).
 *  A first responder taken out of its window (removed, or an ancestor
 *  removed) resigns, as in UIKit.
 *  \returns TC_ERR_STATE if its TC_VIEW_CAN_BECOME_FIRST_RESPONDER is 0, if
 *  the view is in no window, or if its window's first responder is another
 *  view whose TC_VIEW_CAN_RESIGN_FIRST_RESPONDER is 0 (UIKit asks the
 *  current first responder to resign, "which it might not do"): then nothing
 *  changes. */
int32_t tc_view_become_first_responder(tc_view *view);
/** Resign first responder (no-op returning TC_OK if the view is not first
 *  responder). \returns TC_ERR_STATE, and the view stays first responder, if
 *  its TC_VIEW_CAN_RESIGN_FIRST_RESPONDER is 0 (UIKit's resignFirstResponder
 *  returns false when canResignFirstResponder is false). Resigning passes the
 *  status up the chain, as UIKit's resignFirstResponder (nextFirstResponder):
 *  the nearest superview (up to the window) whose
 *  TC_VIEW_CAN_BECOME_FIRST_RESPONDER is 1 becomes its window's first
 *  responder; with none, the window has none. A view removed or destroyed
 *  passes nothing on. */
int32_t tc_view_resign_first_responder(tc_view *view);
/** UIKit's isFirstResponder (R4): *out = 1 if `view` is its own window's
 *  first responder, whether that window is the key window or not; 0
 *  otherwise (a view in no window is never one). A query: allowed from any
 *  callback, a hit-testing callback included. */
int32_t tc_view_is_first_responder(const tc_view *view, int32_t *out);
/** Each window keeps its own first responder (becoming one replaces only
 *  the view's own window's); events start at the key window's (R4).
 *  \param out_view receives the key window's first responder, or NULL. */
int32_t tc_scene_get_first_responder(const tc_scene *scene, tc_view **out_view);
/** Focus a view (presses go to it before the first responder); NULL clears the focus.
 *  Only a focusable view takes the focus (R4, UIKit's canBecomeFocused): in a window,
 *  and neither it nor a superview (its window included) hidden, with user interaction
 *  disabled, with alpha at or below TC_ALPHA_HIT_THRESHOLD, or a disabled control. A
 *  focused view that stops being focusable (taken out of its window, or any of those
 *  set on it or a superview) loses the focus; a press already down keeps its responder.
 *  \returns TC_ERR_STATE, nothing changed, for a view that is not focusable. */
int32_t tc_scene_set_focus(tc_scene *scene, tc_view *view);
int32_t tc_scene_get_focus(const tc_scene *scene, tc_view **out_view);

/* ======================================================================== */
/* Input (E1-E4, T1-T6)                                                     */
/* ======================================================================== */

/** One point of a touch between two events (coalesced) or after the latest
 *  (predicted), P6. Initialise with TC_TOUCH_POINT_INIT. In arrays, element
 *  i is at (const char *)points + i * points[0].size. */
typedef struct tc_touch_point {
    uint32_t size;      /**< sizeof(tc_touch_point) */
    int32_t reserved;   /**< must be 0 */
    double timestamp;   /**< seconds, <= TC_MAX_TIMESTAMP */
    double x, y;        /**< in the window's coordinates, points; |x|, |y| <= TC_MAX_COORDINATE */
    double force;       /**< >= 0; 0 if unknown. Read from a touch: at most its max_force when that is > 0 (T1) */
    double altitude;    /**< radians, 0 .. pi/2 */
    double azimuth;     /**< radians, -pi .. pi. Read from a touch: 0 unless it is a TC_TOUCH_STYLUS touch (P5) */
} tc_touch_point;

/** Size set, altitude TC_DEFAULT_ALTITUDE, everything else 0. */
#define TC_TOUCH_POINT_INIT(p)                                                 \
    do {                                                                       \
        (p)->size = (uint32_t)sizeof(tc_touch_point);                          \
        (p)->reserved = 0;                                                     \
        (p)->timestamp = 0; (p)->x = 0; (p)->y = 0; (p)->force = 0;            \
        (p)->altitude = TC_DEFAULT_ALTITUDE; (p)->azimuth = 0;                 \
    } while (0)

/** One raw touch sample. Initialise with TC_TOUCH_SAMPLE_INIT. */
typedef struct tc_touch_sample {
    uint32_t size;      /**< sizeof(tc_touch_sample) */
    int32_t phase;      /**< TC_PHASE_BEGAN, _MOVED, _STATIONARY, _ENDED or _CANCELLED; a _STATIONARY sample must be where the touch's previous sample was, with its force (a location or force update of that sample changes neither, P5; T1: a force change is pushed as _MOVED), with no points or expected updates (else TC_ERR_INVALID_ARGUMENT), and changes nothing (as leaving the touch out) */
    int64_t id;         /**< the host's id for this touch, unique among live touches */
    double x, y;        /**< location in the window's coordinates, points; |x|, |y| <= TC_MAX_COORDINATE */
    double timestamp;   /**< seconds, <= TC_MAX_TIMESTAMP; never earlier than the clock or the previous sample */
    double force;       /**< 0 if unknown; >= 0; a force above a known max_force is reported as max_force (T1: UIKit's force is min(unclamped force, maximumPossibleForce)) */
    double max_force;   /**< maximum possible force; 0 if unknown (the force is then reported as given); >= 0 */
    double major_radius;     /**< points; 0 if unknown; >= 0 */
    double radius_tolerance; /**< points; 0 if unknown; >= 0 */
    int32_t type;       /**< TC_TOUCH_DIRECT (default), _INDIRECT, _STYLUS or _INDIRECT_POINTER (P1) */
    int32_t reserved;   /**< must be 0 */
    tc_view *window;    /**< the window the touch is in; NULL = key window (began only; later phases use the touch's window) */
    /* ---- since 0.1.0's input kinds (P1-P6); a struct whose size ends
     * before them gets the defaults below ---- */
    uint32_t buttons;   /**< TC_BUTTON_* held (P2); default TC_BUTTON_PRIMARY; 0 is taken as TC_BUTTON_PRIMARY (any contact presses the primary button) */
    uint32_t estimated_properties;   /**< TC_PROPERTY_* whose values are estimates (P5); default 0 */
    uint32_t expecting_updates;      /**< those of estimated_properties the host will update with tc_scene_push_touch_update (P5); must be a subset; default 0 */
    int32_t reserved2;  /**< must be 0 */
    int64_t estimation_update_index; /**< the host's key for those updates (UIKit's estimationUpdateIndex); used when expecting_updates != 0 */
    double altitude;    /**< radians, 0 (parallel to the surface) .. pi/2 (perpendicular); default TC_DEFAULT_ALTITUDE (P5) */
    double azimuth;     /**< radians in the window's plane, clockwise from +x in y-down space, -pi .. pi; default 0 (P5). A stylus's only: for a touch of another type it is checked, then ignored (the touch reports 0) */
    const tc_touch_point *coalesced; /**< P6: the samples since the previous one of this touch, oldest first, this one excluded; not for a began; NULL when coalesced_count is 0. Copied */
    size_t coalesced_count;          /**< <= TC_MAX_COALESCED */
    const tc_touch_point *predicted; /**< P6: where the host expects the touch next, oldest first; never changes state. Copied; ignored (checked, not kept) on an ended or cancelled sample and for a TC_TOUCH_INDIRECT or _INDIRECT_POINTER touch, which report none */
    size_t predicted_count;          /**< <= TC_MAX_PREDICTED */
} tc_touch_sample;

#define TC_TOUCH_SAMPLE_INIT(s)                                                \
    do {                                                                       \
        (s)->size = (uint32_t)sizeof(tc_touch_sample);                         \
        (s)->phase = TC_PHASE_BEGAN;                                           \
        (s)->id = 0;                                                           \
        (s)->x = 0; (s)->y = 0; (s)->timestamp = 0;                            \
        (s)->force = 0; (s)->max_force = 0;                                    \
        (s)->major_radius = 0; (s)->radius_tolerance = 0;                      \
        (s)->type = TC_TOUCH_DIRECT; (s)->reserved = 0;                        \
        (s)->window = 0;                                                       \
        (s)->buttons = TC_BUTTON_PRIMARY;                                      \
        (s)->estimated_properties = 0; (s)->expecting_updates = 0;             \
        (s)->reserved2 = 0; (s)->estimation_update_index = 0;                  \
        (s)->altitude = TC_DEFAULT_ALTITUDE; (s)->azimuth = 0;                 \
        (s)->coalesced = 0; (s)->coalesced_count = 0;                          \
        (s)->predicted = 0; (s)->predicted_count = 0;                          \
    } while (0)

/**
 * Queue one touch sample. It is validated now against the touches live
 * after every sample already queued: a began needs an id that is not live,
 * other phases need a live id; the timestamp must not be earlier than the
 * clock or the last queued input, nor later than TC_MAX_TIMESTAMP; numbers
 * must be finite. A refused sample
 * changes nothing. Coalesced points (P6) must be in time order, no earlier
 * than the touch's previous sample and no later than this one; predicted
 * points no earlier than this one. Both are copied.
 * \returns TC_OK; TC_ERR_NULL_POINTER (coalesced/predicted NULL with a
 *          count); TC_ERR_STRUCT_SIZE (the sample's, or a point's);
 *          TC_ERR_NOT_FINITE;
 *          TC_ERR_INVALID_ARGUMENT (coordinates beyond TC_MAX_COORDINATE;
 *          a timestamp, the sample's or a point's, above TC_MAX_TIMESTAMP;
 *          negative force/radius; altitude outside
 *          0..pi/2, azimuth outside -pi..pi; expecting_updates not a subset
 *          of estimated_properties; coalesced points on a began, or out of
 *          order; reserved fields not 0);
 *          TC_ERR_UNKNOWN_ENUM (phase, type, property bits);
 *          TC_ERR_TIME_BACKWARDS;
 *          TC_ERR_DUPLICATE_TOUCH; TC_ERR_UNKNOWN_TOUCH;
 *          TC_ERR_TOO_MANY_TOUCHES; TC_ERR_STATE (no window for a began);
 *          TC_ERR_FOREIGN_HANDLE (window of another scene);
 *          TC_ERR_LIMIT (queue full; more than TC_MAX_COALESCED or
 *          TC_MAX_PREDICTED points).
 */
int32_t tc_scene_push_touch(tc_scene *scene, const tc_touch_sample *sample);

/**
 * Queue `count` samples at once: all or nothing. Element i is at
 * (const char *)samples + i * samples[0].size, so arrays of a larger
 * future struct version work; samples[0].size above TC_MAX_STRUCT_SIZE is
 * refused (TC_ERR_STRUCT_SIZE, failed index 0) before any other element is
 * read; every element must carry the same size (checked first, over the
 * whole array). A sample's coalesced and predicted points are read the same
 * way, at the stride of their first point's size. Then samples are checked in order,
 * each as tc_scene_push_touch would check it after the ones before it: the
 * first refused sample decides the status.
 * \param out_failed_index optional; on failure receives the index of the
 *        refused sample (nothing was queued).
 */
int32_t tc_scene_push_touches(tc_scene *scene, const tc_touch_sample *samples,
                              size_t count, size_t *out_failed_index);

/** Queue a motion event (E1): subtype TC_MOTION_SHAKE, phase BEGAN, ENDED
 *  or CANCELLED. Delivered to the key window's first responder, else its
 *  root controller, else the key window, then up the chain (R4). One shake
 *  at a time, from its began to its ended or cancelled. The timestamp of
 *  this and the next two calls is checked as a touch sample's: finite
 *  (TC_ERR_NOT_FINITE), at most TC_MAX_TIMESTAMP (TC_ERR_INVALID_ARGUMENT),
 *  not earlier than the clock or the last queued input
 *  (TC_ERR_TIME_BACKWARDS).
 *  \returns TC_ERR_STATE for a began while a shake's began is queued and its
 *  end is not, or an ENDED or CANCELLED with no shake going on (nothing
 *  queued). */
int32_t tc_scene_push_motion(tc_scene *scene, int32_t subtype, int32_t phase,
                             double timestamp);
/** Queue a remote-control event (E1): a TC_REMOTE_* subtype. Routed as
 *  motion (R4). */
int32_t tc_scene_push_remote(tc_scene *scene, int32_t subtype,
                             double timestamp);
/** Queue a press (E1): a TC_PRESS_* type, phase BEGAN, CHANGED, ENDED or
 *  CANCELLED. A began is delivered to the focused view, else the first
 *  responder, else the key window's root controller, else the key window;
 *  the press's later phases start at that same responder while it is alive
 *  and go up the chain only as far as the began went (R4, R2). A responder
 *  leaving its window (tc_view_remove_from_superview) or destroyed gets the
 *  press `cancelled` there and then; the press's later phases then reach no
 *  responder (the unhandled callback hears of them). A phase whose
 *  responder's window has TC_VIEW_USER_INTERACTION_ENABLED 0 when it is
 *  dispatched reaches no responder (the unhandled callback hears of it).
 *  Recognizers never see presses. One press of a type at a time.
 *  \returns TC_ERR_STATE for a began of a type already down, or another
 *  phase of a type not down (nothing queued). */
int32_t tc_scene_push_press(tc_scene *scene, int32_t press_type, int32_t phase,
                            double timestamp);

/* ---- hover, scroll and transform input (P3, P4) ---- */

/** A pointer or pencil near the surface (P3; UIKit's hover). Initialise with
 *  TC_HOVER_SAMPLE_INIT. */
typedef struct tc_hover_sample {
    uint32_t size;      /**< sizeof(tc_hover_sample) */
    int32_t phase;      /**< TC_PHASE_BEGAN (comes into range), _MOVED, _ENDED (leaves range) or _CANCELLED */
    int64_t id;         /**< the host's id for this hover, unique among live hovers (a separate space from touch ids) */
    double x, y;        /**< in the window's coordinates, points; |x|, |y| <= TC_MAX_COORDINATE */
    double timestamp;   /**< seconds, <= TC_MAX_TIMESTAMP; never earlier than the clock or the last queued input */
    int32_t type;       /**< TC_TOUCH_INDIRECT_POINTER (default) or TC_TOUCH_STYLUS */
    int32_t reserved;   /**< must be 0 */
    double altitude;    /**< pencil: radians 0 .. pi/2; default TC_DEFAULT_ALTITUDE */
    double azimuth;     /**< pencil: radians -pi .. pi; default 0 */
    double z_offset;    /**< pencil: distance from the surface, 0 (touching) .. 1 (edge of range); default 0 */
    tc_view *window;    /**< began only: the window; NULL = key window */
} tc_hover_sample;

#define TC_HOVER_SAMPLE_INIT(s)                                                \
    do {                                                                       \
        (s)->size = (uint32_t)sizeof(tc_hover_sample);                         \
        (s)->phase = TC_PHASE_BEGAN; (s)->id = 0;                              \
        (s)->x = 0; (s)->y = 0; (s)->timestamp = 0;                            \
        (s)->type = TC_TOUCH_INDIRECT_POINTER; (s)->reserved = 0;              \
        (s)->altitude = TC_DEFAULT_ALTITUDE; (s)->azimuth = 0;                 \
        (s)->z_offset = 0; (s)->window = 0;                                    \
    } while (0)

/**
 * Queue a hover sample (P3). At dispatch each sample is hit-tested (H1-H6,
 * with the hit-trace observer told); the hovered views are the hit view and
 * its ancestors up to the window. Views leaving that set get their hover
 * callback with TC_PHASE_ENDED (deepest first), views entering it get
 * TC_PHASE_BEGAN (outermost first), views staying in it get TC_PHASE_MOVED
 * when the location, z_offset, altitude or azimuth changed (UIKit: each
 * in-range sample is a hover move). Hover recognizers follow the same set:
 * an idle one (enabled, possible, following no hover, allowing the type,
 * its delegate's should_receive_event letting TC_EVENT_HOVER through)
 * begins when the hover enters its view, and at a later sample while it is
 * over its view when that sample collects the recognizers anew, as UIKit
 * does: when the hit view changed, when a hover recognizer was attached in
 * the window since the last sample, or when no hover recognizer follows the
 * hover (one refused by should_begin at the entry is asked again at the next
 * move; one enabled meanwhile begins then).
 * Validated now, like touch samples: a began needs an id that is not live.
 * \returns as tc_scene_push_touch; TC_ERR_UNKNOWN_ENUM for a type other
 *          than TC_TOUCH_INDIRECT_POINTER or TC_TOUCH_STYLUS;
 *          TC_ERR_INVALID_ARGUMENT for z_offset outside 0..1;
 *          TC_ERR_TOO_MANY_TOUCHES beyond max_touches live hovers.
 */
int32_t tc_scene_push_hover(tc_scene *scene, const tc_hover_sample *sample);

/** Scroll input from a wheel or a trackpad (P4). Initialise with
 *  TC_SCROLL_INPUT_INIT. */
typedef struct tc_scroll_input {
    uint32_t size;      /**< sizeof(tc_scroll_input) */
    uint32_t type;      /**< TC_SCROLL_DISCRETE (default) or TC_SCROLL_CONTINUOUS */
    int32_t phase;      /**< continuous: TC_PHASE_BEGAN, _CHANGED, _ENDED or _CANCELLED; discrete: TC_PHASE_NONE */
    int32_t reserved;   /**< must be 0 */
    double dx, dy;      /**< points the content follows, signed as a finger drag: dy > 0 moves content down (scrolls toward the top) */
    double x, y;        /**< the pointer, in the window's coordinates (what is hit-tested) */
    double timestamp;   /**< seconds, <= TC_MAX_TIMESTAMP; never earlier than the clock or the last queued input */
    tc_view *window;    /**< NULL = key window; a continuous scroll keeps its began's window */
} tc_scroll_input;

#define TC_SCROLL_INPUT_INIT(s)                                                \
    do {                                                                       \
        (s)->size = (uint32_t)sizeof(tc_scroll_input);                         \
        (s)->type = TC_SCROLL_DISCRETE; (s)->phase = TC_PHASE_NONE;            \
        (s)->reserved = 0; (s)->dx = 0; (s)->dy = 0;                           \
        (s)->x = 0; (s)->y = 0; (s)->timestamp = 0; (s)->window = 0;           \
    } while (0)

/**
 * Queue scroll input (P4). A scroll gesture (a continuous began..ended, or
 * discrete notches until TC_DISCRETE_SCROLL_END_DELAY passes without one) is
 * offered, at its start, to the pan recognizers of the hit view and its
 * ancestors, deepest first and in attach order within a view: the first
 * enabled, possible one whose allowed_scroll_types has the type and whose
 * delegate's should_receive_event lets TC_EVENT_SCROLL through takes it,
 * whatever its allowed_touch_types (0 makes a scroll-only pan, as in UIKit). Its
 * translation is the sum of the deltas. A wheel's delta under
 * TC_DISCRETE_SCROLL_MIN_DELTA along an axis counts as that, its sign kept,
 * and the pan begins with the first non-zero one. A continuous scroll's
 * began delta is no travel; the pan begins once the travel along an axis
 * reaches its slop, which is then taken off the translation (each axis
 * toward 0), and a continuous scroll that ends or is cancelled before that
 * fails it (UIKit's). The pan changes with each later step and ends with
 * the gesture: a wheel's at rest, a trackpad's with the velocity of its
 * moves unless it ends more than TC_CONTINUOUS_SCROLL_VELOCITY_RESET_GAP
 * after its last move. A scroll view's pan allows both types, so scroll
 * views scroll from it (S1); a scroll gesture starting on a decelerating
 * scroll view catches it as a touch-down does (S8).
 * \returns TC_OK; TC_ERR_NULL_POINTER; TC_ERR_STRUCT_SIZE; TC_ERR_NOT_FINITE;
 *          TC_ERR_INVALID_ARGUMENT (coordinates, a timestamp above
 *          TC_MAX_TIMESTAMP, reserved);
 *          TC_ERR_UNKNOWN_ENUM (type, phase); TC_ERR_STATE (a continuous
 *          began while one is live, or a later phase with none live; no
 *          window); TC_ERR_TIME_BACKWARDS; TC_ERR_FOREIGN_HANDLE; TC_ERR_LIMIT.
 */
int32_t tc_scene_push_scroll(tc_scene *scene, const tc_scroll_input *input);

/** A trackpad pinch or rotation (P4; UIKit's transform gestures). Initialise
 *  with TC_TRANSFORM_INPUT_INIT. */
typedef struct tc_transform_input {
    uint32_t size;      /**< sizeof(tc_transform_input) */
    int32_t phase;      /**< TC_PHASE_BEGAN, _CHANGED, _ENDED or _CANCELLED */
    double scale;       /**< since the began, > 0; 1 = unchanged */
    double rotation;    /**< since the began, radians, clockwise positive in y-down space */
    double x, y;        /**< the pointer, in the window's coordinates */
    double timestamp;   /**< seconds, <= TC_MAX_TIMESTAMP; never earlier than the clock or the last queued input */
    tc_view *window;    /**< NULL = key window (began only) */
} tc_transform_input;

#define TC_TRANSFORM_INPUT_INIT(s)                                             \
    do {                                                                       \
        (s)->size = (uint32_t)sizeof(tc_transform_input);                      \
        (s)->phase = TC_PHASE_BEGAN; (s)->scale = 1; (s)->rotation = 0;        \
        (s)->x = 0; (s)->y = 0; (s)->timestamp = 0; (s)->window = 0;           \
    } while (0)

/**
 * Queue a transform gesture step (P4). At its began it is offered to the
 * pinch and the rotation recognizers of the hit view and its ancestors
 * (deepest first): the first enabled, possible pinch tracking no touches
 * and the first such rotation whose allowed_touch_types has
 * TC_TOUCH_INDIRECT_POINTER and whose delegate's should_receive_event lets
 * TC_EVENT_TRANSFORM through take it.
 * The began step's values are not read. The pinch begins at the first
 * changed step, whatever its scale, and reports it as its scale; the
 * rotation begins at the first changed step whose rotation is more than
 * TC_TRANSFORM_ROTATION_HYSTERESIS either way (UIKit's). Both end (or
 * cancel) with the gesture; one that has not begun then fails.
 * \returns as tc_scene_push_scroll (scale must be > 0).
 */
int32_t tc_scene_push_transform(tc_scene *scene, const tc_transform_input *input);

/**
 * Queue an update to estimated properties of an earlier sample (P5). It must
 * name a pushed sample (id, estimation_update_index) whose expecting_updates
 * still include every bit of `properties`. At dispatch the touch's view (its
 * hit-test view, T4) gets its estimated_update callback if that sample was
 * delivered to it (in its event, or when a held phase was released later,
 * G4/G5; not a sample after a recognizer took the touch, G3); a view without
 * one passes the update up the responder chain (R1) to the first responder
 * that has one (nobody is told when none has). During the call the live
 * touch shows that sample (its location, previous location, timestamp,
 * phase, index, ...) with the updates of it so far, and its own point alone
 * (P6); afterwards it reads exactly as before: an update never changes the
 * touch. `remaining` and `touch` are ignored on input.
 * \returns TC_OK; TC_ERR_NULL_POINTER; TC_ERR_STRUCT_SIZE; TC_ERR_NOT_FINITE;
 *          TC_ERR_INVALID_ARGUMENT (ranges, a timestamp above
 *          TC_MAX_TIMESTAMP, no property, reserved);
 *          TC_ERR_UNKNOWN_ENUM (property bits); TC_ERR_NOT_FOUND (no such
 *          sample expecting these properties); TC_ERR_TIME_BACKWARDS;
 *          TC_ERR_LIMIT.
 */
int32_t tc_scene_push_touch_update(tc_scene *scene, const tc_touch_update *update);

/* ---- touches (T1) ---- */

/** A snapshot of a touch. Initialise with TC_TOUCH_INFO_INIT before the call. */
typedef struct tc_touch_info {
    uint32_t size;          /**< set by the caller to sizeof(tc_touch_info) */
    int32_t phase;          /**< TC_PHASE_* in the current event */
    int64_t id;             /**< the host's id */
    double x, y;            /**< location in its window */
    double prev_x, prev_y;  /**< previous location in its window */
    double timestamp;       /**< of the latest sample (T2) */
    int32_t tap_count;      /**< T3 */
    int32_t type;           /**< TC_TOUCH_* */
    double major_radius, radius_tolerance;
    double force, max_force; /**< force at most max_force when max_force > 0 (T1) */
    tc_view *view;          /**< hit-test view (T4), or NULL (none, or destroyed) */
    tc_view *window;        /**< its window, or NULL if destroyed */
    /* ---- since 0.1.0's input kinds: written only when size covers them ---- */
    uint32_t buttons;       /**< TC_BUTTON_* (P2) */
    uint32_t estimated_properties; /**< P5 */
    uint32_t expecting_updates;    /**< P5: still expecting updates */
    int32_t reserved;
    int64_t estimation_update_index; /**< P5 */
    double altitude, azimuth;        /**< radians (P5); the azimuth is 0 unless the touch is a stylus's */
    size_t coalesced_count; /**< P6: points of tc_touch_get_coalesced, >= 1 (the latest sample is the last; 1 when the touch has no sample in the event) */
    size_t predicted_count; /**< P6: points of tc_touch_get_predicted; 0 without a sample in the event, while the touch is ended or cancelled, and always for an indirect touch or pointer */
} tc_touch_info;

/** Size set, everything else 0 / NULL. */
#define TC_TOUCH_INFO_INIT(i)                                                  \
    do {                                                                       \
        (i)->size = (uint32_t)sizeof(tc_touch_info);                           \
        (i)->phase = 0; (i)->id = 0;                                           \
        (i)->x = 0; (i)->y = 0; (i)->prev_x = 0; (i)->prev_y = 0;              \
        (i)->timestamp = 0; (i)->tap_count = 0; (i)->type = 0;                 \
        (i)->major_radius = 0; (i)->radius_tolerance = 0;                      \
        (i)->force = 0; (i)->max_force = 0;                                    \
        (i)->view = 0; (i)->window = 0;                                        \
        (i)->buttons = 0; (i)->estimated_properties = 0;                       \
        (i)->expecting_updates = 0; (i)->reserved = 0;                         \
        (i)->estimation_update_index = 0;                                      \
        (i)->altitude = 0; (i)->azimuth = 0;                                   \
        (i)->coalesced_count = 0; (i)->predicted_count = 0;                    \
    } while (0)

/** Fill `out` (whose size field the caller set; a larger size from a newer
 *  header is accepted and only the known prefix is written; an older size,
 *  ending at `window`, gets only that prefix). */
int32_t tc_touch_get_info(const tc_touch *touch, tc_touch_info *out);
/**
 * Coalesced point `index` of the touch's latest sample (P6; UIKit's
 * coalescedTouches(for:)): the host's coalesced points, then the sample
 * itself, so index coalesced_count - 1 is the touch's current location.
 * The points of the touch's sample in the event being dispatched (or the
 * last one), valid until the next touch event is dispatched: a touch with
 * no sample in an event (stationary) has only itself, and so does a held
 * phase delivered later (G4, G5) and the touch during an estimated update
 * (P5).
 * \param out size set by the caller (TC_TOUCH_POINT_INIT); only the known
 *        prefix is written.
 * \returns TC_ERR_NOT_FOUND for index >= coalesced_count.
 */
int32_t tc_touch_get_coalesced(const tc_touch *touch, size_t index,
                               tc_touch_point *out);
/** Predicted point `index` the host gave with the touch's sample in the event
 *  being dispatched (P6; UIKit's predictedTouches(for:)): none when the touch
 *  has no sample in that event, in a held phase delivered later (G4, G5) or
 *  during an estimated update (P5), none while the touch is ended or
 *  cancelled (its ended or cancelled delivery included), none for a
 *  TC_TOUCH_INDIRECT or _INDIRECT_POINTER touch. Valid as coalesced points.
 *  \returns TC_ERR_NOT_FOUND past predicted_count. */
int32_t tc_touch_get_predicted(const tc_touch *touch, size_t index,
                               tc_touch_point *out);
/**
 * The engine's own prediction (P6): the touch's location `interval` seconds
 * after its latest sample, extrapolated from the velocity fit of its recent
 * samples (coalesced points included; see the velocity note under the
 * recognizer defaults). Force, altitude and azimuth are the latest sample's.
 * Never changes state.
 * \param interval 0 .. TC_MAX_PREDICTION_INTERVAL seconds.
 * \returns TC_ERR_INVALID_ARGUMENT / TC_ERR_NOT_FINITE for the interval.
 */
int32_t tc_touch_predict(const tc_touch *touch, double interval,
                         tc_touch_point *out);
/** Location (or with previous = 1, the previous location) of a touch in
 *  `view`'s bounds coordinates (NULL = its window's). */
int32_t tc_touch_location_in(const tc_touch *touch, const tc_view *view,
                             int32_t previous, double *out_x, double *out_y);
/** P5: UITouch.azimuthAngle(in:) and azimuthUnitVector(in:): the touch's
 *  azimuth (given in the window's plane) seen in `view`'s bounds coordinates
 *  (NULL = its window's): an angle in -pi .. pi, clockwise from +x in y-down
 *  space, and the unit vector pointing that way: only the views' transforms
 *  count, not where the views are. A touch that is not a TC_TOUCH_STYLUS
 *  touch has no azimuth: 0 and the vector (0, 0) in every view (UIKit).
 *  Any out may be NULL; on an error none is written.
 *  \returns the handle statuses of tc_touch_location_in (a touch that is no
 *  longer live, a view of another scene: TC_ERR_FOREIGN_HANDLE);
 *  TC_ERR_SINGULAR if a transform on the way cannot be inverted;
 *  TC_ERR_NOT_FINITE if the transforms' product overflows; TC_ERR_STATE if
 *  the touch's window was destroyed. */
int32_t tc_touch_azimuth_in(const tc_touch *touch, const tc_view *view,
                            double *out_angle, double *out_unit_x,
                            double *out_unit_y);
/** The live touch with the host's id. \returns TC_ERR_UNKNOWN_TOUCH. */
int32_t tc_scene_find_touch(const tc_scene *scene, int64_t id,
                            tc_touch **out_touch);
/** \param out_count receives the number of live (dispatched) touches. */
int32_t tc_scene_touch_count(const tc_scene *scene, size_t *out_count);

/* ======================================================================== */
/* Gesture recognizers (G1-G8)                                              */
/* ======================================================================== */
/*
 * Recognizers see every touch sample before the views (G1). A touch collects,
 * at began, the enabled recognizers of its hit-test view and of every
 * ancestor up to its window (T5). The engine arbitrates (G3-G7): when a
 * recognizer recognizes (discrete: ENDED; continuous: BEGAN), rivals on the
 * same touches that may not recognize simultaneously are failed (or
 * cancelled if they had begun), recognizers that require it to fail fail,
 * and, with cancels_touches_in_view, the view gets touches-cancelled once and
 * nothing more for those touches. delays_touches_began holds every phase
 * from the view while a recognizer on the touch is possible (recognized:
 * the held phases are discarded and the view gets nothing of the touch,
 * whatever cancels_touches_in_view says; all failed: began, then only the
 * latest moved, then the held ended if it lifted meanwhile, then live
 * delivery). delays_touches_ended holds an ending while a recognizer is
 * possible: it later becomes cancelled, or is delivered with its original
 * timestamp. A delaying recognizer that fails while one it requires to fail
 * (tc_recognizer_require_to_fail) is still possible keeps holding until that
 * one is decided (G4, G5). Recognizers in a final state reset to POSSIBLE
 * once all their touches have ended (G2). Timers (long press, multi-tap
 * windows, swipe duration, held endings) fire from the host clock only (E4).
 */

/* Recognizer states (G2). ENDED is "recognized" for discrete kinds. */
#define TC_GESTURE_POSSIBLE 1
#define TC_GESTURE_BEGAN 2
#define TC_GESTURE_CHANGED 3
#define TC_GESTURE_ENDED 4
#define TC_GESTURE_CANCELLED 5
#define TC_GESTURE_FAILED 6

/** \returns "possible", "began", "changed", "ended", "cancelled" or "failed"
 *  for a TC_GESTURE_* state; NULL for any other value. Static (see "Names"
 *  under Enumerations). \threadsafety any thread. */
const char *tc_gesture_state_string(int32_t state);

/* Recognizer kinds (G8). */
#define TC_RECOGNIZER_TAP 1
#define TC_RECOGNIZER_LONG_PRESS 2
#define TC_RECOGNIZER_PAN 3
#define TC_RECOGNIZER_EDGE_PAN 4
#define TC_RECOGNIZER_SWIPE 5
#define TC_RECOGNIZER_PINCH 6
#define TC_RECOGNIZER_ROTATION 7
#define TC_RECOGNIZER_CUSTOM 8
#define TC_RECOGNIZER_HOVER 9 /* P3: UIHoverGestureRecognizer; driven by hover samples only */

/** \returns "tap", "long_press", "pan", "edge_pan", "swipe", "pinch",
 *  "rotation", "custom" or "hover" for a TC_RECOGNIZER_* kind; NULL for any other
 *  value. Static (see "Names" under Enumerations). \threadsafety any thread. */
const char *tc_recognizer_kind_string(int32_t kind);

/* Swipe directions (bits; UISwipeGestureRecognizer.Direction). */
#define TC_SWIPE_RIGHT 1u
#define TC_SWIPE_LEFT 2u
#define TC_SWIPE_UP 4u
#define TC_SWIPE_DOWN 8u

/** \returns "right", "left", "up" or "down" for ONE TC_SWIPE_* bit; NULL for
 *  0, for several bits and for any other value. Static (see "Names" under
 *  Enumerations). \threadsafety any thread. */
const char *tc_swipe_direction_string(uint32_t direction);

/* Screen edges (bits; UIRectEdge). */
#define TC_EDGE_TOP 1u
#define TC_EDGE_LEFT 2u
#define TC_EDGE_BOTTOM 4u
#define TC_EDGE_RIGHT 8u

/** \returns "top", "left", "bottom" or "right" for ONE TC_EDGE_* bit; NULL
 *  for 0, for several bits and for any other value. Static (see "Names"
 *  under Enumerations). \threadsafety any thread. */
const char *tc_edge_string(uint32_t edge);

/* Why a recognizer failed (tc_gesture_details.failure_reason). */
#define TC_FAIL_NONE 0
#define TC_FAIL_MOVED_TOO_FAR 1       /* tap / long press moved past allowable_movement */
#define TC_FAIL_TOO_MANY_TOUCHES 2
#define TC_FAIL_TOO_FEW_TOUCHES 3
#define TC_FAIL_TIMED_OUT 4           /* multi-tap interval, swipe duration */
#define TC_FAIL_ENDED_TOO_SOON 5      /* lifted before the gesture could begin */
#define TC_FAIL_WRONG_DIRECTION 6     /* swipe; screen-edge pan moved along its edge (G8); scroll pan lifted (or scroll input) only across its axes (S6) */
#define TC_FAIL_VETOED_BY_DELEGATE 7  /* should_begin returned 0 */
#define TC_FAIL_VETOED_BY_VIEW 8      /* a view or control vetoed it (G7) */
#define TC_FAIL_REQUIRED_RECOGNIZED 9 /* a recognizer it requires to fail recognized (G6) */
#define TC_FAIL_EXCLUDED 10           /* another recognizer won its touches, or had begun on them (G3) */
#define TC_FAIL_DISABLED 11           /* disabled, detached or destroyed while tracking */
#define TC_FAIL_NOT_AT_EDGE 12        /* screen-edge pan began away from its edges */
#define TC_FAIL_TOUCH_CANCELLED 13
#define TC_FAIL_SET_BY_HOST 14        /* custom recognizer */

/** \returns the lower-case suffix of a TC_FAIL_* reason: "none",
 *  "moved_too_far", "too_many_touches", "too_few_touches", "timed_out",
 *  "ended_too_soon", "wrong_direction", "vetoed_by_delegate",
 *  "vetoed_by_view", "required_recognized", "excluded", "disabled",
 *  "not_at_edge", "touch_cancelled" or "set_by_host"; NULL for any other
 *  value. Static (see "Names" under Enumerations); the message in words is
 *  tc_gesture_details.failure_message. \threadsafety any thread. */
const char *tc_failure_reason_string(int32_t reason);

/* Defaults. Where UIKit documents a number it is used; where it does not, the
 * choice and its origin are given. Every one is a tc_recognizer_params field. */
/** Long press minimum duration, seconds (UIKit's documented default). */
#define TC_DEFAULT_LONG_PRESS_DURATION 0.5
/** Long press allowable movement, points (UIKit's documented default). */
#define TC_DEFAULT_LONG_PRESS_MOVEMENT 10.0
/** Tap allowable movement, points: how far the centroid of a tap's fingers
 *  may be from the first tap's (Euclidean), and the default radius within
 *  which a later tap must land. UIKit: undocumented; 45 pt is its tap engine's
 *  default (iOS 18.2 UIKitCore's UITapRecognizer). OpenUIKit and WinObjC use
 *  10 pt, Flutter 18, Android 8 dp, Hammer 9 px. */
#define TC_DEFAULT_TAP_MOVEMENT 45.0
/** Tap, and each of a long press's taps: the press must lift within this many
 *  seconds of its first finger landing, or the recognizer fails when the time is
 *  up (G8). UIKit: undocumented (UITapRecognizer's maximumTapDuration); 0.75 s,
 *  as WinObjC and as UIKit's own uses (UITapGestureRecognizer's
 *  maximumSingleTapDuration is 0.75). Also the default of
 *  tc_scene_config.tap_duration (T3): a touch held that long is no tap for
 *  tap counts either (UIKit's touch tap count uses the same 0.75 s). */
#define TC_DEFAULT_TAP_DURATION 0.75
/** Pan start distance, points: the centroid must travel more than this.
 *  UIKit: undocumented; 10 pt as OpenUIKit (the slop is NOT subtracted from
 *  the reported translation). */
#define TC_DEFAULT_PAN_SLOP 10.0
/** Screen-edge pan: the touch must begin this close to an enabled edge of
 *  its window, points. UIKit: undocumented; 13 pt is the edge region of its
 *  screen-edge features (iOS 18.2 UIKitCore's _UISEGestureFeatureSettings; on
 *  some iPhones 9-10 % of the screen width instead). */
#define TC_DEFAULT_EDGE_REGION 13.0
/** Screen-edge pan: its slop (tc_recognizer_params.slop default for the kind),
 *  points: it begins once the touch has travelled more than this away from
 *  its edge (G8). UIKit: undocumented; 15 pt is the hysteresis of its
 *  screen-edge features (iOS 18.2 _UISEGestureFeatureSettings). */
#define TC_DEFAULT_EDGE_PAN_SLOP 15.0
/** Screen-edge pan: until it begins, it fails once the touch's travel along
 *  its edge exceeds max(min(slop, TC_SCREEN_EDGE_ANGLE_RUN) /
 *  tan(pi/2 - TC_SCREEN_EDGE_ANGLE_WINDOW/2) * (1 - t/TC_SCREEN_EDGE_ANGLE_DECAY),
 *  TC_SCREEN_EDGE_ALONG_MIN), t the seconds since touch-down (G8; iOS 18.2
 *  UIKitCore's _UISEOrthogonalHysteresisGestureFeature): about 45 pt at
 *  touch-down, down to 20 pt from 0.28 s on. The angle window, radians
 *  (155 deg; UIKit's _UIScreenEdgePanRecognizerEdgeSettings default). */
#define TC_SCREEN_EDGE_ANGLE_WINDOW 2.70526034
/** Screen-edge pan: the time, seconds, over which that bound decays. */
#define TC_SCREEN_EDGE_ANGLE_DECAY 0.5
/** Screen-edge pan: the slop counted in that bound is at most this, points. */
#define TC_SCREEN_EDGE_ANGLE_RUN 10.0
/** Screen-edge pan: the bound on travel along the edge is never below this,
 *  points. */
#define TC_SCREEN_EDGE_ALONG_MIN 20.0
/** Swipe: minimum travel, points; UIKit: undocumented; 30 pt (WinObjC 10 pt,
 *  Hammer 10 px). */
#define TC_DEFAULT_SWIPE_DISTANCE 30.0
/** Swipe: the travel must happen within this many seconds of touch-down
 *  (of the latest finger landing: each one restarts the clock, G8);
 *  UIKit: undocumented; 0.5 s. */
#define TC_DEFAULT_SWIPE_DURATION 0.5
/** Swipe: at most this many radians off the direction; UIKit: undocumented;
 *  pi/6 (30 deg; WinObjC 20 deg). */
#define TC_DEFAULT_SWIPE_ANGLE 0.5235987755982988
/** Pinch start: the finger distance must change by more than this, points.
 *  UIKit: undocumented; 8 pt is its pinch driver's hysteresis for fingers
 *  (iOS 18.2 UIKitCore). */
#define TC_DEFAULT_PINCH_SLOP 8.0
/** Rotation start: the finger pair must turn more than this, radians (2 deg). */
#define TC_DEFAULT_ROTATION_SLOP 0.03490658503988659
/** Control tracking margin (C1): the tracking area is the bounds grown by
 *  this on every side, points. UIKit: undocumented; iOS 18.2's segmented control grows its
 *  bounds by its style provider's mostlyInsideMargin, 70.0. */
#define TC_DEFAULT_CONTROL_MARGIN 70.0
/** Stepper (C1): held pressed, it first steps this many seconds after the
 *  press, and again this long after each of its first four steps (iOS 18.2
 *  UIKitCore's UIStepper autorepeat timer: 0.5 s while its repeat count is
 *  <= 3). */
#define TC_STEPPER_REPEAT_DELAY 0.5
/** Stepper (C1): and then every this many seconds while still held. UIKit
 *  steps faster from its fifth step on and faster again from its twentieth,
 *  at two intervals the decompile does not show; this one value is ours. */
#define TC_STEPPER_REPEAT_INTERVAL 0.1
/** Slider (C1, G7): its thumb is a square of this side, points, centred on
 *  the bounds' mid y; its centre runs from the left edge + half the side (at
 *  the minimum value) to the right edge - half the side (the maximum).
 *  UIKit: undocumented (a per-idiom table the decompile does not show); 28 pt
 *  is the knob's reported diameter. */
#define TC_SLIDER_THUMB_SIZE 28.0
/** Slider (C1, G7): a touch lands on the thumb within the thumb's square
 *  grown to at least this side, centred on it, points (iOS 18.2 UIKitCore's
 *  _UISlideriOSVisualElement thumbHitEdgeInsets). */
#define TC_SLIDER_THUMB_HIT_SIZE 48.0
/* The multi-tap interval and radius of tap recognizers default to
 * TC_DEFAULT_TAP_INTERVAL (0.35 s, lift to next touch-down) and
 * TC_DEFAULT_TAP_MOVEMENT (45 pt from the first tap's centroid to a later
 * tap's, as its fingers are all down).
 * Velocities (pan, pinch, rotation) are least-squares fits of degree 2 over
 * the newest <= 20 samples within 100 ms of the newest, stopping at the
 * first gap over 40 ms (Flutter's and Android's LSQ2); with fewer than 3
 * such samples, the newest move's speed (the newest sample against the one
 * before it, however far apart: UIKit's pan reports its newest moves'
 * speeds); an ended sample repeating the last position adds no point; a
 * position held (samples repeating it, or none coming) for longer than
 * max(40 ms, 1.5 x the stream's interval while it moved: the smaller of its
 * last two) up to the newest sample or the lift gives velocity 0; when the
 * fitted samples hold a still one (repeating the position before it), an
 * axis along which they never went back takes the straight-line fit's slope
 * in place of a parabola's slope pointing back against their travel. */

/** Parameters of a recognizer. Fill with TC_RECOGNIZER_PARAMS_INIT(&p, kind),
 *  then change what you need. Fields a kind does not use are ignored. */
typedef struct tc_recognizer_params {
    uint32_t size;             /**< sizeof(tc_recognizer_params); set by TC_RECOGNIZER_PARAMS_INIT (or by the caller before tc_recognizer_params_init) */
    int32_t kind;              /**< TC_RECOGNIZER_* */
    int32_t taps_required;     /**< tap: 1; long press: 0 (taps before the press) */
    int32_t touches_required;  /**< tap, long press, swipe: 1 */
    int32_t min_touches;       /**< pan: 1 */
    int32_t max_touches;       /**< pan: INT32_MAX (no limit); edge pan: 1 */
    uint32_t direction;        /**< swipe: TC_SWIPE_RIGHT; any non-empty mask */
    uint32_t edges;            /**< edge pan: 0 (no edge: it never begins); TC_EDGE_* mask */
    double min_duration;       /**< long press: TC_DEFAULT_LONG_PRESS_DURATION s */
    double allowable_movement; /**< long press: 10 pt; tap: TC_DEFAULT_TAP_MOVEMENT pt */
    double tap_interval;       /**< tap, long press: TC_DEFAULT_TAP_INTERVAL s */
    double tap_radius;         /**< tap: TC_DEFAULT_TAP_MOVEMENT pt (a later tap's landing, from the first tap's centroid) */
    double slop;               /**< pan: 10 pt; edge pan: 15 pt (away from its edge); pinch: 8 pt; rotation: 0.0349 rad */
    double edge_region;        /**< edge pan: TC_DEFAULT_EDGE_REGION pt */
    double swipe_distance;     /**< swipe: TC_DEFAULT_SWIPE_DISTANCE pt */
    double swipe_duration;     /**< swipe: TC_DEFAULT_SWIPE_DURATION s */
    double swipe_angle;        /**< swipe: TC_DEFAULT_SWIPE_ANGLE rad */
    int32_t cancels_touches_in_view; /**< G3: 1 */
    int32_t delays_touches_began;    /**< G4: 0; edge pan: 1 (as UIKit's) */
    int32_t delays_touches_ended;    /**< G5: 1 */
    int32_t enabled;                 /**< 1 */
    /* ---- since 0.1.0's input kinds; a struct whose size ends before them
     * gets the defaults ---- */
    uint32_t allowed_touch_types;    /**< every kind: TC_TOUCH_TYPES_ALL; edge pan: TC_TOUCH_TYPES_ALL & ~TC_TOUCH_TYPE_BIT(TC_TOUCH_STYLUS), no pencil (as UIKit's screen-edge pan); TC_TOUCH_TYPE_BIT() of the types whose touches (and hovers) it receives (P1); other bits: TC_ERR_UNKNOWN_ENUM */
    uint32_t button_mask_required;   /**< tap, long press: TC_BUTTON_PRIMARY (also the value the other kinds report, which ignore it); a pointer touch (TC_TOUCH_INDIRECT_POINTER) is received only when its buttons share a button with this mask, finger and pencil touches whatever their buttons (P2; UIKit's `buttonMask & buttonMaskRequired`); 0: TC_ERR_INVALID_ARGUMENT */
    uint32_t allowed_scroll_types;   /**< pan: 0, no scroll input (UIKit's default); a scroll view's pan: TC_SCROLL_TYPES_ALL (P4); other bits: TC_ERR_UNKNOWN_ENUM */
    int32_t reserved;                /**< must be 0 */
    /* ---- since the maximum tap duration (after 0.1.0's input kinds); a struct
     * whose size ends before it gets the default ---- */
    double tap_duration;             /**< tap, long press (its taps): TC_DEFAULT_TAP_DURATION s, >= 0; a tap's press held longer fails the recognizer (G8) */
    /* ---- since requires_exclusive_touch_type (after the maximum tap duration); a
     * struct whose size ends before it gets the default ---- */
    int32_t requires_exclusive_touch_type; /**< every kind: 1 (UIKit's requiresExclusiveTouchType, default YES): once it has a touch, it takes no touch of another TC_TOUCH_* type until its touches have all lifted or been cancelled (a pencil landing during a finger's pan is not the pan's); 0: every type allowed_touch_types lets through (G8, P1) */
} tc_recognizer_params;

/**
 * Fill `params` with the defaults of `kind`. Set params->size =
 * sizeof(tc_recognizer_params) first; only that many bytes are written.
 * \returns TC_ERR_NULL_POINTER; TC_ERR_STRUCT_SIZE; TC_ERR_UNKNOWN_ENUM.
 * \threadsafety any thread.
 */
int32_t tc_recognizer_params_init(tc_recognizer_params *params, int32_t kind);

/** One row of the engine's recognizer parameter table: what a binding needs to
 *  present a tc_recognizer_params field (its defaults per kind come from
 *  tc_recognizer_params_init). The strings are static: valid for the life of
 *  the process. */
typedef struct tc_param_info {
    uint32_t size;        /**< sizeof(tc_param_info); set by the caller */
    int32_t index;        /**< the row, 0.. (the order of the fields above) */
    const char *name;     /**< the tc_recognizer_params field, e.g. "slop" */
    const char *unit;     /**< "count", "mask", "s", "pt", "rad" (slop: "pt; rad for rotation") */
    uint32_t kinds;       /**< bit (1u << TC_RECOGNIZER_*) for each kind that reads it */
    int32_t is_integer;   /**< 1 for the int32_t and uint32_t fields */
    double minimum;       /**< smallest accepted value (taps_required: 0, which only long press accepts; the others need 1) */
    double maximum;       /**< largest accepted value; INFINITY when unbounded */
} tc_param_info;

/**
 * Row `index` of the recognizer parameter table.
 * \param out size set to sizeof(tc_param_info) by the caller; only that many
 *        bytes are written.
 * \returns TC_ERR_NOT_FOUND past the last row (so a loop from 0 until
 *          TC_ERR_NOT_FOUND lists them all); TC_ERR_NULL_POINTER;
 *          TC_ERR_STRUCT_SIZE.
 * \threadsafety any thread.
 */
int32_t tc_recognizer_param_info(int32_t index, tc_param_info *out);

/**
 * The usual way to fill a tc_recognizer_params: sets params->size to
 * sizeof(tc_recognizer_params), then calls tc_recognizer_params_init(params,
 * kind). An expression whose value is that call's status (TC_OK, or
 * TC_ERR_UNKNOWN_ENUM for a bad kind):
 *     tc_recognizer_params p;
 *     if (TC_RECOGNIZER_PARAMS_INIT(&p, TC_RECOGNIZER_TAP) != TC_OK) ...
 * `params` is evaluated twice and must not be NULL.
 */
#define TC_RECOGNIZER_PARAMS_INIT(params, kind)                                \
    ((params)->size = (uint32_t)sizeof(tc_recognizer_params),                  \
     tc_recognizer_params_init((params), (kind)))

/** What a recognizer reports with each state change. Borrowed: valid during
 *  the callback (or until the next call for tc_recognizer_get_details).
 *  Initialise with TC_GESTURE_DETAILS_INIT before tc_recognizer_get_details. */
typedef struct tc_gesture_details {
    uint32_t size;            /**< set by the caller for tc_recognizer_get_details */
    int32_t kind;             /**< TC_RECOGNIZER_* */
    int32_t state;            /**< TC_GESTURE_* */
    int32_t touch_count;      /**< touches it tracks now; a tap recognized
                                   (ENDED): the fingers of its last tap, also
                                   those that lifted before the last (G9);
                                   each: tc_recognizer_touch_location_in */
    tc_view *view;            /**< the view it is attached to, or NULL */
    double x, y;              /**< location (touch centroid; a tap: its first tap's where its fingers were all down; a swipe: where it began; a pan once lifted: where its fingers lifted; G9) in the view's coordinates (any view's: tc_recognizer_location_in) */
    double timestamp;         /**< scene clock at the change */
    int32_t taps;             /**< tap: taps counted so far */
    uint32_t direction;       /**< swipe: the direction recognized (one TC_SWIPE_* bit) */
    double translation_x, translation_y; /**< pan, edge pan: in the view's coordinates, slop not subtracted (any view's: tc_recognizer_translation_in) */
    double velocity_x, velocity_y;       /**< pan, edge pan: points/s in the view's coordinates (any view's: tc_recognizer_velocity_in) */
    double scale;             /**< pinch: current / initial finger distance */
    double scale_velocity;    /**< pinch: scale per second */
    double rotation;          /**< rotation: radians, clockwise positive in y-down space */
    double rotation_velocity; /**< rotation: radians per second */
    int32_t failure_reason;   /**< TC_FAIL_* (state FAILED; else TC_FAIL_NONE or the last failure) */
    int32_t reserved;
    const char *failure_message; /**< e.g. "moved 50.4 pt > allowable 45.0 pt at t=0.210 s", "pan recognized first"; "" if none */
    /* ---- since 0.1.0's input kinds: written only when size covers them ---- */
    double altitude, azimuth; /**< hover: the pencil's angles, radians (P3); 0 for a pointer (UIKit) */
    double z_offset;          /**< hover: the pencil's distance 0..1 (P3); 0 for a pointer (UIKit) */
    int32_t touch_type;       /**< hover: the hover's TC_TOUCH_* type; scroll- or transform-driven pan/pinch/rotation: TC_TOUCH_INDIRECT_POINTER; else the type of its first touch, 0 with none */
    int32_t reserved2;
} tc_gesture_details;

/** Size set, everything else 0 / NULL. */
#define TC_GESTURE_DETAILS_INIT(d)                                             \
    do {                                                                       \
        (d)->size = (uint32_t)sizeof(tc_gesture_details);                      \
        (d)->kind = 0; (d)->state = 0; (d)->touch_count = 0;                   \
        (d)->view = 0; (d)->x = 0; (d)->y = 0; (d)->timestamp = 0;             \
        (d)->taps = 0; (d)->direction = 0;                                     \
        (d)->translation_x = 0; (d)->translation_y = 0;                        \
        (d)->velocity_x = 0; (d)->velocity_y = 0;                              \
        (d)->scale = 0; (d)->scale_velocity = 0;                               \
        (d)->rotation = 0; (d)->rotation_velocity = 0;                         \
        (d)->failure_reason = 0; (d)->reserved = 0;                            \
        (d)->failure_message = 0;                                              \
        (d)->altitude = 0; (d)->azimuth = 0; (d)->z_offset = 0;                \
        (d)->touch_type = 0; (d)->reserved2 = 0;                               \
    } while (0)

/** Gesture callback, for the action and the state observer. The action is
 *  called after every state change of the recognizer except to
 *  TC_GESTURE_FAILED: as in UIKit, a failure sends no action (G2); nor to
 *  TC_GESTURE_CANCELLED when the recognition's own action (its BEGAN) was
 *  not sent yet — host code run in between (a rival's can-prevent,
 *  can-be-prevented or should_recognize_simultaneously answer, G3) disabled,
 *  detached or destroyed it: it then gets no action at all, as in UIKit,
 *  which sends a cancelled recognizer's actions only once its began was. The state
 *  observer (tc_recognizer_set_state_fn) is called after every state change,
 *  failures included, just before the action. A recognizer that has begun
 *  changes (TC_GESTURE_CHANGED, both called) at every touch event that hands
 *  it touches and sets no state of its own — a finger landing or lifting,
 *  a move that changes no value — its values as they are (G2, as UIKit's
 *  update). Either may call anything a responder callback may, except set
 *  this recognizer's state. */
typedef void (*tc_gesture_fn)(tc_recognizer *recognizer,
                              const tc_gesture_details *details,
                              void *user_data);

/**
 * Create a detached recognizer of params->kind with those parameters.
 * \param params from tc_recognizer_params_init, possibly changed; copied.
 * \param out_recognizer receives it; the host owns it (tc_recognizer_destroy).
 * \returns TC_ERR_UNKNOWN_ENUM (kind, direction, edges), TC_ERR_NOT_FINITE,
 *          TC_ERR_INVALID_ARGUMENT (negative durations/distances, counts < 1
 *          where one is needed, min_touches > max_touches), TC_ERR_STRUCT_SIZE.
 */
int32_t tc_recognizer_create(tc_scene *scene, const tc_recognizer_params *params,
                             tc_recognizer **out_recognizer);
/** Destroy a recognizer: a gesture in progress is cancelled (or failed;
 *  its action is not called any more), links to it are removed. Allowed from
 *  inside its own action. NULL is a no-op. */
int32_t tc_recognizer_destroy(tc_recognizer *recognizer);
/** Change the parameters (params->kind must equal the recognizer's kind).
 *  They apply from the recognizer's next gesture: one in progress (touches
 *  down, a multi-tap's wait, a state not yet reset) keeps the parameters it
 *  began with until the reset. Except `enabled`, which acts at once, as
 *  tc_recognizer_set_enabled: 0 cancels a gesture in progress (fails it if it
 *  had not begun). */
int32_t tc_recognizer_set_params(tc_recognizer *recognizer,
                                 const tc_recognizer_params *params);
/** Read the parameters (params initialised with TC_RECOGNIZER_PARAMS_INIT, or
 *  at least its size set). */
int32_t tc_recognizer_get_params(const tc_recognizer *recognizer,
                                 tc_recognizer_params *params);
/** Attach to a view (detaching it from any previous view). A view's
 *  recognizers are consulted in attaching order. */
int32_t tc_recognizer_attach(tc_recognizer *recognizer, tc_view *view);
/** Detach from its view (a gesture in progress is cancelled or failed). */
int32_t tc_recognizer_detach(tc_recognizer *recognizer);
/** Enable or disable; disabling mid-gesture cancels it (UIKit). Default 1. */
int32_t tc_recognizer_set_enabled(tc_recognizer *recognizer, int32_t enabled);
/** A name for logs and failure messages (copied; NULL clears). */
int32_t tc_recognizer_set_name(tc_recognizer *recognizer, const char *name);
/** \param out_name receives the name, owned by the recognizer, valid until
 *  it is renamed or destroyed. */
int32_t tc_recognizer_get_name(const tc_recognizer *recognizer,
                               const char **out_name);
/** \param out_state receives TC_GESTURE_*. */
int32_t tc_recognizer_get_state(const tc_recognizer *recognizer,
                                int32_t *out_state);
/** Current details (out initialised with TC_GESTURE_DETAILS_INIT). The
 *  failure message is owned by the recognizer and valid until its next
 *  state change. */
int32_t tc_recognizer_get_details(const tc_recognizer *recognizer,
                                  tc_gesture_details *out);
/**
 * G9: UIKit's location(in:): the recognizer's location (tc_gesture_details x, y:
 * the centroid of its touches, a tap's first tap, a swipe's start, a pan's
 * lift point) in `view`'s bounds coordinates; NULL: its window's (UIKit's nil
 * means the window). The values are kept in the window of the recognizer's
 * view and converted when asked, as tc_view_convert_point converts a point (a
 * view of another window: through the screen). A recognizer whose view is in
 * no window (detached) has its values read as in `view`'s window.
 * Asked for its own view, it is tc_gesture_details x, y.
 * \returns TC_ERR_NULL_POINTER (out_x or out_y NULL); the handle statuses
 *          of the recognizer and of `view` (a view of another scene:
 *          TC_ERR_FOREIGN_HANDLE); TC_ERR_SINGULAR if a transform that must
 *          be inverted on the way is not invertible; TC_ERR_NOT_FINITE if the
 *          result would not be finite. On an error nothing is written.
 */
int32_t tc_recognizer_location_in(const tc_recognizer *recognizer,
                                  const tc_view *view, double *out_x,
                                  double *out_y);
/**
 * G9: UIKit's location(ofTouch:in:): where touch `index` of the recognizer is,
 * in `view`'s bounds coordinates (NULL: its window's). The touches are those
 * tc_gesture_details.touch_count counts (UIKit's numberOfTouches), in the
 * order they landed: the touches it tracks, each where it is (a touch lifting
 * in the event being dispatched: where it lifted); a tap recognized (ENDED):
 * the fingers of its last tap, each where it lifted; a swipe: each where it
 * landed (its location is where it began).
 * \param index 0 .. touch_count - 1.
 * \returns TC_ERR_NOT_FOUND for an index >= touch_count (UIKit raises an
 *          exception), nothing written; otherwise as tc_recognizer_location_in
 *          (TC_ERR_STATE if the touch's window was destroyed).
 */
int32_t tc_recognizer_touch_location_in(const tc_recognizer *recognizer,
                                        size_t index, const tc_view *view,
                                        double *out_x, double *out_y);
/**
 * G9: UIKit's translation(in:) of a pan or edge pan: its translation in
 * `view`'s coordinates (NULL: its window's), converted as a vector: the
 * transforms of the views on the way (rotation, scale) apply, the offset
 * between the views does not (UIKit converts the first and the last location
 * and subtracts). Asked for its own view, it is tc_gesture_details
 * translation_x, translation_y.
 * \returns TC_ERR_STATE for other kinds; otherwise as
 *          tc_recognizer_location_in.
 */
int32_t tc_recognizer_translation_in(const tc_recognizer *recognizer,
                                     const tc_view *view, double *out_x,
                                     double *out_y);
/**
 * G9: UIKit's velocity(in:) of a pan or edge pan: points per second in
 * `view`'s coordinates (NULL: its window's), converted as a vector, as
 * tc_recognizer_translation_in. Asked for its own view, it is
 * tc_gesture_details velocity_x, velocity_y.
 * \returns as tc_recognizer_translation_in.
 */
int32_t tc_recognizer_velocity_in(const tc_recognizer *recognizer,
                                  const tc_view *view, double *out_x,
                                  double *out_y);
/** Install (fn NULL: remove) the action callback: called on every state
 *  change but failure (and a cancel before the began action, G2: see
 *  tc_gesture_fn). On a recognition it runs after the rivals the
 *  recognition excludes have failed or been cancelled (G3), so they read so
 *  inside it. */
int32_t tc_recognizer_set_action(tc_recognizer *recognizer, tc_gesture_fn fn,
                                 void *user_data);
/** Install (fn NULL: remove) the state observer: called after every state
 *  change, failures included (with failure_reason and failure_message set),
 *  before the action. For logs, debuggers and tests; not part of UIKit. */
int32_t tc_recognizer_set_state_fn(tc_recognizer *recognizer, tc_gesture_fn fn,
                                   void *user_data);
/**
 * G6: `recognizer` may recognize only after `other` failed, and fails if
 * `other` recognizes. A continuous recognizer whose began waits meanwhile is
 * still handed its touches (UIKit's): inside its callbacks it reads the state
 * it asked for, between updates POSSIBLE; released, it reports BEGAN and, if it
 * asked to end meanwhile, ENDED (a change asked for meanwhile is not reported:
 * released in CHANGED, it reads BEGAN until its next change); a cancel or a
 * failure meanwhile makes it fail, with no action. A recognition waiting to
 * end (a discrete recognizer's ENDED) takes no other state meanwhile: a custom
 * recognizer's tc_recognizer_set_state returns TC_ERR_STATE. A hover recognizer
 * (TC_RECOGNIZER_HOVER) takes part in no failure requirement, as UIKit's: a
 * link with one at either end is not made, and TC_OK is returned (P3).
 * \returns TC_ERR_CYCLE if `other` already requires `recognizer` (directly or
 * transitively) or they are the same; TC_ERR_FOREIGN_HANDLE.
 */
int32_t tc_recognizer_require_to_fail(tc_recognizer *recognizer,
                                      tc_recognizer *other);
/** Remove a require-to-fail link (no-op if absent). */
int32_t tc_recognizer_remove_requirement(tc_recognizer *recognizer,
                                         tc_recognizer *other);
/** G6: allow (1) or forbid (0) two recognizers recognizing simultaneously
 *  (symmetric). Default: forbidden. */
int32_t tc_recognizer_set_simultaneous(tc_recognizer *a, tc_recognizer *b,
                                       int32_t allowed);

/** Delegate callbacks (G6); any may be NULL (UIKit's default answer).
 *  Initialise with TC_RECOGNIZER_DELEGATE_INIT, then set what you need. A
 *  struct from an older header, ending at user_data, is accepted: its
 *  should_receive_event is NULL (so is it for a size ending inside it, see
 *  "Structs that can grow"). A should_receive_event or should_receive_touch
 *  answer is taken only if the recognizer is then still alive, enabled and
 *  attached to the same view, and that view alive and in a window: one the
 *  callback detached, moved to another view, disabled or destroyed, or whose
 *  view it destroyed or took out of its window, does not take the touch,
 *  hover, scroll or transform gesture (G6, P3, P4); and once such a callback
 *  takes a touch's hit-test view out of its window, no recognizer takes that
 *  touch (T7). */
typedef struct tc_recognizer_delegate {
    uint32_t size; /**< sizeof(tc_recognizer_delegate) */
    /** Return 0 to keep the recognizer from recognizing (it fails). Default 1.
     *  Asked once per gesture, after the views of its touches (G6, G7), and not
     *  when a view vetoed it. */
    int32_t (*should_begin)(tc_recognizer *r, void *user_data);
    /** Return 0 to keep a touch from the recognizer. Default 1. */
    int32_t (*should_receive_touch)(tc_recognizer *r, tc_touch *touch,
                                    void *user_data);
    /** Return 1 to let r and other recognize at once. Default 0. */
    int32_t (*should_recognize_simultaneously)(tc_recognizer *r,
                                               tc_recognizer *other,
                                               void *user_data);
    /** Return 1 if r must wait for other to fail. Default 0. */
    int32_t (*should_require_failure_of)(tc_recognizer *r,
                                         tc_recognizer *other,
                                         void *user_data);
    /** Return 1 if other must wait for r to fail. Default 0. */
    int32_t (*should_be_required_to_fail_by)(tc_recognizer *r,
                                             tc_recognizer *other,
                                             void *user_data);
    void *user_data;
    /* ---- since should_receive_event (after 0.1.0's input kinds); a struct
     * whose size ends at user_data has none ---- */
    /** Return 0 to keep an event of `event_type` (TC_EVENT_TOUCHES, _HOVER,
     *  _SCROLL or _TRANSFORM) from the recognizer. Default 1 (UIKit's
     *  gestureRecognizer(_:shouldReceive:) for a UIEvent, iOS 13.4+). Asked
     *  before should_receive_touch when a touch lands and the recognizer follows
     *  no gesture yet (touches down, between taps, waiting or begun): once per
     *  gesture, not for its later touches; a refusal keeps that touch from it,
     *  and the next touch asks again. For a hover, each time the recognizer
     *  would begin following one (should_receive_touch is not asked: a hover
     *  is no tc_touch). For a wheel or trackpad scroll (a pan) and a trackpad
     *  pinch or rotation, when the gesture starts and looks for its recognizer,
     *  the one question asked: a refusal passes the gesture to the next
     *  candidate (P4), and so does a recognizer the question detached,
     *  moved, disabled or destroyed, or whose view it took out of its
     *  window. */
    int32_t (*should_receive_event)(tc_recognizer *r, int32_t event_type,
                                    void *user_data);
} tc_recognizer_delegate;

/** Size set, every callback NULL (UIKit's default answers), no user data. */
#define TC_RECOGNIZER_DELEGATE_INIT(d)                                         \
    do {                                                                       \
        (d)->size = (uint32_t)sizeof(tc_recognizer_delegate);                  \
        (d)->should_begin = 0;                                                 \
        (d)->should_receive_touch = 0;                                         \
        (d)->should_recognize_simultaneously = 0;                              \
        (d)->should_require_failure_of = 0;                                    \
        (d)->should_be_required_to_fail_by = 0;                                \
        (d)->user_data = 0;                                                    \
        (d)->should_receive_event = 0;                                         \
    } while (0)

/** Install the delegate (copied; NULL removes it). */
int32_t tc_recognizer_set_delegate(tc_recognizer *recognizer,
                                   const tc_recognizer_delegate *delegate);

/** Pan / edge pan: set the translation (UIKit's setTranslation(_:in:)), in
 *  the recognizer's view coordinates. Applies only while the pan has a gesture
 *  (from its first touch, or a wheel/trackpad scroll driving it, until it
 *  resets): a pan with none ignores it and returns TC_OK, nothing changed
 *  (G8: UIKit's does nothing while it has no touch count). \returns
 *  TC_ERR_NOT_FINITE for a non-finite x or y (also when, applied, the view's
 *  map to its window takes it past a double); TC_ERR_STATE for other kinds. */
int32_t tc_recognizer_set_translation(tc_recognizer *recognizer, double x,
                                      double y);
/** Pan / edge pan: UIKit's setTranslation(_:in:) with its view argument: the
 *  translation becomes (x, y) given in `view`'s coordinates (NULL: the
 *  window's), converted as a vector (G9: as tc_recognizer_translation_in
 *  reads it back). tc_recognizer_set_translation is this call with the
 *  recognizer's own view. As tc_recognizer_set_translation otherwise (only
 *  while the pan has a gesture; TC_ERR_REENTRANT while hit-testing).
 *  \returns TC_ERR_NOT_FINITE for a non-finite x or y (also when, converted,
 *  it would not be finite), nothing changed; TC_ERR_SINGULAR if a transform
 *  on the way cannot be inverted; the handle statuses of `view`
 *  (TC_ERR_FOREIGN_HANDLE for a view of another scene); TC_ERR_STATE for
 *  other kinds. */
int32_t tc_recognizer_set_translation_in(tc_recognizer *recognizer,
                                         const tc_view *view, double x,
                                         double y);

/** Pinch: set the scale (UIKit's settable `scale`: "doing so resets the
 *  velocity"). The scale becomes `scale` at once and is measured on from the
 *  fingers as they are now (a trackpad pinch: from its next step), so setting
 *  1.0 in each action gives the change since the last one. No callback is
 *  made by the call. Allowed from inside the recognizer's own action.
 *  \returns TC_ERR_NOT_FINITE, TC_ERR_INVALID_ARGUMENT (scale <= 0, or one
 *  that no finite nonzero factor takes the fingers' distance now to: a
 *  subnormal scale, or a huge one),
 *  TC_ERR_STATE for other kinds and while the fingers are on one point (no
 *  scale to measure from), TC_ERR_REENTRANT while hit-testing. A value set
 *  while the recognizer follows no gesture is where the next one starts. */
int32_t tc_recognizer_set_scale(tc_recognizer *recognizer, double scale);

/** Rotation: set the rotation, radians (UIKit's settable `rotation`:
 *  "setting the rotation resets the velocity"); the pair's turn from now on
 *  adds to it. As tc_recognizer_set_scale otherwise.
 *  \returns TC_ERR_NOT_FINITE, TC_ERR_STATE for other kinds,
 *  TC_ERR_REENTRANT while hit-testing. */
int32_t tc_recognizer_set_rotation(tc_recognizer *recognizer, double rotation);

/** Custom recognizers: the touches callback (touches borrowed for the call). */
typedef void (*tc_custom_touches_fn)(tc_recognizer *recognizer, int32_t phase,
                                     tc_touch *const *touches, size_t count,
                                     double timestamp, void *user_data);
/** Install (NULL: remove) a custom recognizer's touches callback. Besides
 *  the touches' own phases, it hears TC_PHASE_CANCELLED for the touches it
 *  still follows when the host disables or detaches the recognizer mid-gesture,
 *  or when its view or a touch's view leaves its window (T7), each touch
 *  reading cancelled for the call, before its state changes (G8; a state it
 *  sets then stands); that call's timestamp is the latest of those touches'
 *  last samples, not the clock (T2). Not when it is destroyed.
 *  \returns TC_ERR_STATE if the recognizer is not TC_RECOGNIZER_CUSTOM. */
int32_t tc_recognizer_set_custom_touches_fn(tc_recognizer *recognizer,
                                            tc_custom_touches_fn fn,
                                            void *user_data);

/** Custom recognizers: the reset callback (UIKit's reset(), G2, G8). */
typedef void (*tc_custom_reset_fn)(tc_recognizer *recognizer, void *user_data);
/**
 * Install (NULL: remove) a custom recognizer's reset callback: called once
 * each time the recognizer goes back to TC_GESTURE_POSSIBLE from ENDED,
 * CANCELLED or FAILED (G2) — after its gesture ended, was cancelled or failed,
 * once every touch it followed has ended or been cancelled (or at the next
 * update, tc_scene_dispatch or tc_scene_advance, when a host call between
 * updates stopped it), and so before it hears the next gesture's began. Not
 * when it is left POSSIBLE as its touches go (UIKit resets only a finished
 * recognizer), nor when it is destroyed. During the call the recognizer still
 * reads its final state and has no touches: tc_recognizer_set_state on it
 * returns TC_ERR_STATE. Clear your own per-gesture state here. A callback
 * (see Re-entrancy): it may destroy, disable, detach or re-attach the
 * recognizer (it still resets, but for a destroy) or change its parameters
 * (they apply to the next gesture).
 * \returns TC_ERR_STATE if the recognizer is not TC_RECOGNIZER_CUSTOM.
 */
int32_t tc_recognizer_set_custom_reset_fn(tc_recognizer *recognizer,
                                          tc_custom_reset_fn fn,
                                          void *user_data);

/** Custom recognizers: a can-prevent or can-be-prevented answer (G3): return
 *  0 for no, anything else for yes. `recognizer` is the custom one whose
 *  callback it is, `other` the recognizer it is asked about. */
typedef int32_t (*tc_custom_prevent_fn)(tc_recognizer *recognizer,
                                        tc_recognizer *other, void *user_data);
/**
 * Install (NULL: remove, answering yes: UIKit's default) a custom recognizer's
 * can-prevent callback: UIKit's canPrevent(_:), which a UIGestureRecognizer
 * subclass overrides. Asked whenever the recognizer, having recognized (ENDED)
 * or begun (BEGAN, CHANGED), would exclude `other` (G3): a possible recognizer
 * sharing one of its touches, when it recognizes or when `other` tries to
 * recognize or lands a touch while it has begun. 0 spares `other`: it stays
 * POSSIBLE (and may recognize later, unless `other`'s own can-prevent says
 * it excludes this one); a yes goes on to `other`'s can-be-prevented (if
 * custom), then to the delegates' should_recognize_simultaneously (G6).
 * Directional, unlike simultaneity: it decides only whether this recognizer
 * excludes `other`. It is asked after the class-wide rules (a tap never
 * prevents a tap needing more taps, G3), which a custom recognizer is not
 * subject to as the preventer. Both recognizers' states are being decided:
 * tc_recognizer_set_state on either returns TC_ERR_REENTRANT; other calls
 * follow the Re-entrancy rules. The answer counts only if both recognizers
 * are then as they were when it was asked — alive, enabled, in the same
 * state, attached to the same view: one the callback destroyed, disabled,
 * detached or moved (or whose view it took out of its window) is not
 * excluded, and excludes no one; no further question is asked about an
 * excluder so changed (G3).
 * \returns TC_ERR_STATE if the recognizer is not TC_RECOGNIZER_CUSTOM.
 */
int32_t tc_recognizer_set_custom_can_prevent_fn(tc_recognizer *recognizer,
                                                tc_custom_prevent_fn fn,
                                                void *user_data);
/**
 * Install (NULL: remove, answering yes) a custom recognizer's
 * can-be-prevented callback: UIKit's canBePrevented(by:). Asked when `other`,
 * recognized or begun, would exclude this recognizer (G3) and `other`'s
 * class-wide rules and can-prevent callback (if custom) said yes; 0 keeps this
 * recognizer POSSIBLE. Only a recognizer that has not begun is excluded (one
 * that has begun keeps its gesture whatever this says). As
 * tc_recognizer_set_custom_can_prevent_fn otherwise.
 * \returns TC_ERR_STATE if the recognizer is not TC_RECOGNIZER_CUSTOM.
 */
int32_t tc_recognizer_set_custom_can_be_prevented_fn(tc_recognizer *recognizer,
                                                     tc_custom_prevent_fn fn,
                                                     void *user_data);
/**
 * Custom recognizers: set the state. As UIKit's setState:, a state that
 * does not follow from the current one is corrected, not refused (G2):
 * from POSSIBLE, BEGAN or CHANGED begins (BEGAN), ENDED recognizes, FAILED
 * or CANCELLED fails (FAILED), POSSIBLE changes nothing; from BEGAN, BEGAN
 * or CHANGED is CHANGED, ENDED ends, CANCELLED or FAILED cancels
 * (CANCELLED), POSSIBLE changes nothing; from CHANGED, likewise (POSSIBLE,
 * BEGAN and CHANGED are CHANGED, each sending the action again). A
 * recognition (BEGAN or ENDED from POSSIBLE) is arbitrated like any other
 * (vetoes, require-to-fail, exclusion). From ENDED, CANCELLED or FAILED
 * (until the recognizer resets, G2) UIKit ignores the request: so does the
 * engine, and says so with TC_ERR_STATE, the state unchanged. Waiting on a
 * required failure (G6), it goes on from the state it asked for: ENDED asked
 * for (a recognition waiting to end) takes no request either.
 * May be called from the recognizer's own custom touches callback (the usual
 * way it recognizes) and from callbacks about other recognizers, but not from
 * a callback about this recognizer while its state is being decided: its
 * action, its delegate callbacks, a view's gesture-should-begin for it.
 * \returns TC_ERR_STATE from ENDED, CANCELLED or FAILED, or for a
 *          non-custom recognizer; TC_ERR_UNKNOWN_ENUM; TC_ERR_REENTRANT from
 *          inside a callback about this recognizer; TC_ERR_LIMIT beyond
 *          TC_MAX_TRANSITION_DEPTH nested calls.
 */
int32_t tc_recognizer_set_state(tc_recognizer *recognizer, int32_t state);

/**
 * Custom recognizers: stop receiving `touch` (UIKit's ignore(_:for:), G8).
 * No later phase of the touch reaches the recognizer's touches callback; a
 * began or ended of it the recognizer holds from its view (delays_touches_*,
 * G4, G5) is delivered once no other recognizer holds it; the recognizer's
 * recognition does not cancel it in its view (G3), nor does a recognition
 * made before the call whose cancel the view has not had yet. A recognizer
 * left with no touches resets if still possible (G2); one that has begun
 * stays with its host, which ends it — also one whose BEGAN waits for a
 * required recognizer to fail (G6: it has asked to begin, as UIKit's, whose
 * state is began then): released, it begins with no touches. May be called
 * from anywhere a callback
 * may change things (its own touches callback included); a touch the
 * recognizer does not have changes nothing (TC_OK).
 * \returns, in the order checked: TC_ERR_STATE for a non-custom recognizer
 *          (whatever `touch` is); TC_ERR_INVALID_HANDLE, TC_ERR_STALE_HANDLE
 *          (a touch that has ended and been released), TC_ERR_FOREIGN_HANDLE
 *          (another scene's touch); TC_ERR_REENTRANT from inside hit-testing.
 */
int32_t tc_recognizer_ignore_touch(tc_recognizer *recognizer, tc_touch *touch);

/** G7: a view's veto of recognizers that would start on its touches (UIKit's
 *  gestureRecognizerShouldBegin:). Return 0 to veto. Asked of each view a
 *  recognizer's touches were hit-tested to, the view the recognizer is
 *  attached to included (a view may veto its own recognizers; a control's
 *  built-in kind rules never do), not of the views between; once per view
 *  and per gesture, before the recognizer's delegate (G6). Not asked about a
 *  recognizer with cancels_touches_in_view 0 (UIKit asks views only about a
 *  recognizer that cancels touches in its view). */
typedef int32_t (*tc_view_gesture_should_begin_fn)(tc_view *view,
                                                   tc_recognizer *recognizer,
                                                   void *user_data);
/** Install (NULL: remove) a view's veto callback. */
int32_t tc_view_set_gesture_should_begin_fn(tc_view *view,
                                            tc_view_gesture_should_begin_fn fn,
                                            void *user_data);

/* ======================================================================== */
/* Controls (C1, C2, R3, G7)                                                */
/* ======================================================================== */
/*
 * A view made a control tracks the first touch whose hit-test view it is
 * (not one hit-tested to a subview and passed up, nor a pointer touch that
 * began without TC_BUTTON_PRIMARY; a slider only one landing on its thumb,
 * or a pointer's: C1), sends control events
 * to its targets and consumes its touches (R3: they never go up the chain,
 * but for the began, moved and ended of a pointer touch without the primary
 * button — not from a segmented control, which swallows them all; a page
 * control, which never tracks, consumes them too; the moved and ended of a
 * subview's touch while it tracks none, or
 * of a touch a slider does not track (one landing off its thumb), are passed
 * on but go no further, their began having stopped at the control (R2); a
 * host touches callback on the control, if any, runs first and replaces the
 * tracking when it returns TC_HANDLED). Button-like
 * controls (button, switch, stepper, segmented, page) veto single-tap
 * recognizers (1 tap, 1 touch) of their ancestors; a slider vetoes its
 * ancestors' swipes and pans along its track (its x axis as it lies in the
 * window), on its thumb or off it, tracking or not, and nothing else; a
 * segmented control vetoes its ancestors' pans of at most one minimum touch
 * (a scroll view's included) while it tracks, and before that those
 * located on it running more along its x axis than across; a switch
 * vetoes pans that start on its knob (the half it rests on). A recognizer
 * attached to the control itself is never vetoed by it and wins over the
 * control's tracking (G7); no control vetoes a recognizer whose
 * cancels_touches_in_view is 0. A disabled control consumes its touches and
 * sends nothing (C2).
 * Values: switch 0/1 (it sends no touch-down, drag, touch-up-outside or
 * touch-cancel event; a tap lifted inside toggles it: value-changed,
 * primary-action, then touch-up-inside; a horizontal drag of more than
 * 25 pt toward the other side, or a press that went outside the tracking
 * area, sets the value at the lift, inside or outside: value-changed then
 * primary-action if it changed, no touch-up; a cancel sends nothing and
 * keeps the value), slider 0..1 (its thumb, TC_SLIDER_THUMB_SIZE square,
 * centred on the mid y, its centre running from the left edge + half the
 * thumb at the minimum to the right edge - half the thumb at the maximum,
 * is hit within TC_SLIDER_THUMB_HIT_SIZE square around its centre: a touch
 * there grabs it where it is and the value follows the finger's travel over
 * the width less the thumb; a touch off it sends nothing and is not
 * tracked, but a pointer's moves the thumb's centre to it; value-changed then primary-action after
 * touch-down, at every move before its drag events, the value changed or
 * not, and at the lift before touch-up, which no primary action follows;
 * unhighlighted before touch-up), stepper 0..100 (left half -1, right half +1: the half under
 * the touch at the press or its last moved sample, none outside the
 * tracking area; not stepped at touch-down: held, it steps
 * TC_STEPPER_REPEAT_DELAY after the press, again TC_STEPPER_REPEAT_DELAY
 * after each of its first four steps, then every TC_STEPPER_REPEAT_INTERVAL,
 * while a half is highlighted and the value can move; stopped repeats
 * resume TC_STEPPER_REPEAT_DELAY after the touch's next moved sample; a
 * press lifted before it stepped steps once at the lift, before
 * touch-up-inside or -outside, when a half is highlighted; each step sends
 * value-changed then primary-action, from tc_scene_dispatch or
 * tc_scene_advance, and touch-up-inside is not followed by a primary
 * action; a cancelled press sends no touch-cancel), segmented: index (2 segments; it sends no touch-down, drag,
 * touch-up or touch-cancel event and is never highlighted: a lift inside
 * selects the segment under it, value-changed then primary-action when that
 * changes the selection; a press on the selected segment slides: its lift
 * selects the segment closest to it wherever it lifts),
 * page: index (2 pages; it never tracks: never tracking, highlighted or
 * touch-inside, yet it consumes its touches (R3); it
 * sends touch-down, drag, touch-up and touch-cancel events as a button
 * does, touch-up-inside followed by no primary action; after the lift's
 * touch-up, a tap — a press never farther than TC_DEFAULT_TAP_MOVEMENT from
 * where it landed, lifted within TC_DEFAULT_TAP_DURATION — toggles the
 * page, whichever side it lands on: value-changed then primary-action;
 * another press changes nothing).
 */
#define TC_CONTROL_NONE 0
#define TC_CONTROL_BUTTON 1
#define TC_CONTROL_SWITCH 2
#define TC_CONTROL_SLIDER 3
#define TC_CONTROL_STEPPER 4
#define TC_CONTROL_SEGMENTED 5
#define TC_CONTROL_PAGE 6
#define TC_CONTROL_GENERIC 7

/** \returns "none", "button", "switch", "slider", "stepper", "segmented",
 *  "page" or "generic" for a TC_CONTROL_* kind; NULL for any other value.
 *  Static (see "Names" under Enumerations). \threadsafety any thread. */
const char *tc_control_kind_string(int32_t kind);

/* Control events (bits, as UIControl.Event). */
#define TC_CONTROL_EVENT_TOUCH_DOWN (1u << 0)
#define TC_CONTROL_EVENT_TOUCH_DOWN_REPEAT (1u << 1) /* with touch-down, tap count > 1 */
#define TC_CONTROL_EVENT_TOUCH_DRAG_INSIDE (1u << 2)
#define TC_CONTROL_EVENT_TOUCH_DRAG_OUTSIDE (1u << 3)
#define TC_CONTROL_EVENT_TOUCH_DRAG_ENTER (1u << 4)
#define TC_CONTROL_EVENT_TOUCH_DRAG_EXIT (1u << 5)
#define TC_CONTROL_EVENT_TOUCH_UP_INSIDE (1u << 6)
#define TC_CONTROL_EVENT_TOUCH_UP_OUTSIDE (1u << 7)
#define TC_CONTROL_EVENT_TOUCH_CANCEL (1u << 8)
#define TC_CONTROL_EVENT_VALUE_CHANGED (1u << 12)
#define TC_CONTROL_EVENT_PRIMARY_ACTION_TRIGGERED (1u << 13)
#define TC_CONTROL_EVENT_ALL 0x31FFu

/**
 * \returns the name of ONE TC_CONTROL_EVENT_* bit, as the scene format
 * spells it: "touch_down", "touch_down_repeat", "touch_drag_inside",
 * "touch_drag_outside", "touch_drag_enter", "touch_drag_exit",
 * "touch_up_inside", "touch_up_outside", "touch_cancel", "value_changed",
 * "primary_action_triggered". NULL for 0, for a value with several bits set
 * (TC_CONTROL_EVENT_ALL included: a mask is not an event) and for unknown
 * bits. A control target's `event` is always one bit. Static (see "Names"
 * under Enumerations). \threadsafety any thread; callable from a control
 * target.
 */
const char *tc_control_event_string(uint32_t event);

/** Make a view a control of `kind` (TC_CONTROL_NONE: an ordinary view
 *  again). Every successful call makes a new control, also one of the kind
 *  the view already is: the old control's targets are dropped (their ids are
 *  then unknown, TC_ERR_NOT_FOUND) and its value, enabled state and tracking
 *  start over. */
int32_t tc_view_set_control(tc_view *view, int32_t kind);

/** A control's state. Initialise with TC_CONTROL_STATE_INIT before
 *  tc_control_get_state. */
typedef struct tc_control_state {
    uint32_t size;        /**< set by the caller (TC_CONTROL_STATE_INIT) */
    int32_t kind;         /**< TC_CONTROL_* */
    int32_t enabled;      /**< default 1 */
    int32_t highlighted;  /**< tracking and the touch inside; still set while the lift's events are sent (C1), but for a switch's and a slider's touch-up; never for a segmented control (it highlights segments, C1) */
    int32_t tracking;
    int32_t touch_inside; /**< the tracked touch is inside: the bounds grown by the tracking margin, or where the control is hit, a host point-inside override included (C1); 0 once it lifted; a cancel leaves it as it was until the next tracked touch-down */
    double value;
    double tracking_margin; /**< points; default TC_DEFAULT_CONTROL_MARGIN */
} tc_control_state;

/** Size set, everything else 0. */
#define TC_CONTROL_STATE_INIT(s)                                               \
    do {                                                                       \
        (s)->size = (uint32_t)sizeof(tc_control_state);                        \
        (s)->kind = 0; (s)->enabled = 0; (s)->highlighted = 0;                 \
        (s)->tracking = 0; (s)->touch_inside = 0;                              \
        (s)->value = 0; (s)->tracking_margin = 0;                              \
    } while (0)

/** \returns TC_ERR_STATE if the view is not a control. */
int32_t tc_control_get_state(const tc_view *view, tc_control_state *out);
/** Enable or disable (C2: a disabled control sends no events and is not hit:
 *  touches go to the view behind it; disabled while tracking, it stops). */
int32_t tc_control_set_enabled(tc_view *view, int32_t enabled);
/** Set the value (clamped to the kind's range; a switch's becomes 0 or 1,
 *  on from 0.5; a segmented or page control's the nearest index). */
int32_t tc_control_set_value(tc_view *view, double value);
/** Set the tracking margin (points, >= 0). */
int32_t tc_control_set_tracking_margin(tc_view *view, double margin);

/** Control target. `event` is one TC_CONTROL_EVENT_* bit. */
typedef void (*tc_control_fn)(tc_view *control, uint32_t event,
                              void *user_data);
/**
 * Register a target for the events in `events` (a TC_CONTROL_EVENT_* mask).
 * Events are delivered in bit order, to targets in registration order: to
 * those registered when the event is sent (one removed meanwhile is skipped,
 * one added meanwhile gets the next event). A target that ends the control's
 * tracking (disables it, removes it from its window) stops the rest of it.
 * The same (fn, user_data) pair is the same target (C1, as UIKit merges an
 * equal target and action): adding it again merges `events` into it, moves
 * it after the others, and gives back its id; it is called once per event.
 * \param out_target_id optional; receives an id for tc_control_remove_target
 *        (the existing target's id when the pair was already added).
 */
int32_t tc_control_add_target(tc_view *view, uint32_t events, tc_control_fn fn,
                              void *user_data, int32_t *out_target_id);
/** \returns TC_ERR_NOT_FOUND for an unknown id. */
int32_t tc_control_remove_target(tc_view *view, int32_t target_id);
/**
 * Send the actions of `events` (a TC_CONTROL_EVENT_* mask; 0 sends nothing)
 * without a touch: UIKit's sendActions(for:) (C1). The targets registered
 * when the call starts whose events share a bit with `events` are called once
 * each, in registration order (not in bit order: one registered for several
 * of the bits is called once), their `event` the lowest bit they share with
 * `events`; one removed meanwhile is skipped, one added meanwhile is not
 * called. Then, if `events` holds the control's action-triggering event —
 * TC_CONTROL_EVENT_TOUCH_UP_INSIDE for a button or generic control,
 * TC_CONTROL_EVENT_VALUE_CHANGED for the other kinds — the
 * TC_CONTROL_EVENT_PRIMARY_ACTION_TRIGGERED targets are called the same way
 * (so a target of that event hears it twice when `events` holds it too, as in
 * UIKit). A disabled control sends too (UIKit's send does not look at
 * isEnabled; C2 is about touches); the value, tracking and highlight are left
 * as they are. A target that destroys the view or replaces or removes its
 * control (tc_view_set_control) ends the call, TC_OK; one that disables the
 * control or removes it from its window does not. May be called from inside
 * callbacks (see Re-entrancy), the control's own targets included.
 * \returns TC_ERR_STATE if the view is not a control; TC_ERR_UNKNOWN_ENUM for
 *          bits outside TC_CONTROL_EVENT_ALL; TC_ERR_REENTRANT from inside
 *          hit-testing; TC_ERR_LIMIT beyond TC_MAX_SEND_ACTIONS_DEPTH nested
 *          calls.
 */
int32_t tc_control_send_actions(tc_view *view, uint32_t events);

/* ======================================================================== */
/* Scroll views (S1-S8)                                                     */
/* ======================================================================== */

/* A scroll view is a view given scroll parameters (UIScrollView). Its content
 * offset IS its bounds origin (tc_view_get_bounds / tc_view_set_bounds read
 * and write the same numbers), so hit-testing follows scrolling. It owns a
 * pan recognizer (tc_view_scroll_pan) that drags the content, holds and
 * cancels the content's touches (S2, S3), and decelerates, pages and springs
 * back on the host clock (S4, S5: only tc_scene_advance and
 * tc_scene_dispatch move it). Velocities are in points per MILLISECOND,
 * UIKit's unit for scroll views. The pan begins once the finger travels its
 * slop along an axis the view can scroll, and stays possible meanwhile (S6);
 * a touch-down on moving content catches it: the pan begins at once and the
 * drag with it (S8). Touches the scroll view receives end their responder
 * walk there (R2/S1). */

/** S2: how long a touch-down in the content is held before the content gets
 *  `began` (with its original timestamp), seconds. UIKit: undocumented;
 *  150 ms, the value reported for UIScrollView. */
#define TC_SCROLL_CONTENT_TOUCH_DELAY 0.15
/** S4: UIScrollView.DecelerationRate.normal / .fast: the fraction of the
 *  velocity kept per millisecond (UIKit's documented values). A scroll view
 *  keeps only these two: a rate below 0.994 is .fast, any other .normal
 *  (iOS 18.2 setDecelerationRate:); tc_view_get_scroll reads the one kept. */
#define TC_DECELERATION_NORMAL 0.998
#define TC_DECELERATION_FAST 0.99
/* S4, S5: the motion is iOS 18.2 UIScrollView's (docs/BEHAVIOUR.md S4, S5):
 * rubber band f(x, d) = x*d*0.55 / (d + 0.55*x) past an edge (d: the bounds
 * dimension); a release in range slower than 0.25 pt/ms does not decelerate;
 * release target o + (v - 0.01)/|ln r| clamped to the content; in range the
 * velocity decays by r per ms, past an edge the offset from the edge keeps
 * 0.99 per ms (a fling bounces, a release past an edge keeps its velocity);
 * the motion ends once slower than 0.01 pt/ms and within 0.5 pt of the
 * range; paging: above 0.3 pt/ms the page boundary ahead of the content in
 * the velocity's direction, else the nearest page, reached by UIKit's paging
 * spring from the release velocity; steps every 1/60 s of host time
 * (positions depend on the elapsed time only); directional lock within
 * 20 deg of an axis (UIKit's). */

/* tc_scroll_params.nested: what a scroll view nested in another does at its
 * edge. UIKIT (default, S6): the inner view keeps the drag (rubber band).
 * HANDOFF (S9; Android's nested scrolling, CSS overscroll-behavior's scroll
 * chaining): the rest of the drag scrolls the nearest enclosing scroll view
 * that can scroll along that axis, and a fling that reaches the edge passes
 * its remaining velocity on. */
#define TC_SCROLL_NESTED_UIKIT 0
#define TC_SCROLL_NESTED_HANDOFF 1

/* tc_scroll_params.bounces_horizontally / bounces_vertically: the axis takes
 * `bounces` (the default). 0 or 1 sets that axis whatever `bounces` says, as
 * UIKit's bouncesHorizontally / bouncesVertically (iOS 17.4) after its
 * `bounces`, which sets both (S4). */
#define TC_SCROLL_BOUNCES_INHERIT (-1)

/** A scroll view's parameters (UIScrollView's properties, UIKit's defaults).
 *  Initialise with TC_SCROLL_PARAMS_INIT. */
typedef struct tc_scroll_params {
    uint32_t size;                      /**< sizeof(tc_scroll_params) */
    double content_w, content_h;        /**< contentSize, points, >= 0; default 0 */
    double inset_top, inset_left;       /**< contentInset, points; default 0 */
    double inset_bottom, inset_right;
    int32_t scroll_enabled;             /**< default 1; 0 disables the pan */
    int32_t paging;                     /**< default 0 (S5) */
    int32_t bounces;                    /**< default 1: rubber band past the edges (S4); UIKit's shorthand for both axes (see bounces_horizontally) */
    int32_t always_bounce_horizontal;   /**< default 0: drag x only if the content is wider (S6); 1: also if not, when x bounces */
    int32_t always_bounce_vertical;     /**< default 0 */
    int32_t directional_lock;           /**< default 0 (S4) */
    int32_t delays_content_touches;     /**< default 1 (S2) */
    int32_t can_cancel_content_touches; /**< default 1 (S3) */
    double deceleration_rate;           /**< per ms, in (0, 1), kept as TC_DECELERATION_FAST below 0.994 else TC_DECELERATION_NORMAL; default TC_DECELERATION_NORMAL */
    /* Added after the first version: a caller passing the first version's size
     * (offsetof(tc_scroll_params, nested)) gets the default, and reads stop there. */
    int32_t nested;                     /**< TC_SCROLL_NESTED_*; default TC_SCROLL_NESTED_UIKIT (S6, S9) */
    /* Added in the third version: a caller passing an earlier size (one ending
     * before the end of transfers_vertical_scrolling_to_parent, such as the
     * second version's with the padding after `nested`) gets the defaults, and
     * reads and writes stop there. */
    int32_t transfers_horizontal_scrolling_to_parent; /**< default 1 (S6): a drag that starts toward an edge the content touches, or along x it cannot scroll, scrolls the enclosing scroll view (UIKit's transfersHorizontalScrollingToParent) */
    int32_t transfers_vertical_scrolling_to_parent;   /**< default 1 (S6), likewise along y */
    /* Added in the fourth version: a caller passing an earlier size (one ending
     * before the end of `reserved`, such as the third version's, whose tail
     * padding is where pointer_drag_scrolling lies) gets the default, and reads
     * and writes stop there. */
    int32_t pointer_drag_scrolling;     /**< default 0 (P2, S1): the scroll view's pan takes no pointer touch (TC_TOUCH_INDIRECT_POINTER: a click-drag does not scroll, the content gets the touch), as UIKit's, whose private _supportsPointerDragScrolling is off; 1: a pointer drags the content as a finger does */
    int32_t reserved;                   /**< must be 0 */
    /* Added in the fifth version: a caller passing an earlier size (one ending
     * before the end of bounces_vertically, such as the fourth version's,
     * whose tail padding is where bounces_horizontally lies) gets the
     * defaults, so both axes follow `bounces`, and reads and writes stop
     * there. */
    int32_t bounces_horizontally;       /**< default TC_SCROLL_BOUNCES_INHERIT: x bounces as `bounces` says; 0 or 1: x bounces or not, whatever `bounces` says (S4, S6: UIKit's bouncesHorizontally); other values are refused */
    int32_t bounces_vertically;         /**< default TC_SCROLL_BOUNCES_INHERIT, likewise along y (UIKit's bouncesVertically) */
} tc_scroll_params;

/** Size set, UIKit's defaults. */
#define TC_SCROLL_PARAMS_INIT(p)                                               \
    do {                                                                       \
        (p)->size = (uint32_t)sizeof(tc_scroll_params);                        \
        (p)->content_w = 0; (p)->content_h = 0;                                \
        (p)->inset_top = 0; (p)->inset_left = 0;                               \
        (p)->inset_bottom = 0; (p)->inset_right = 0;                           \
        (p)->scroll_enabled = 1; (p)->paging = 0; (p)->bounces = 1;            \
        (p)->always_bounce_horizontal = 0; (p)->always_bounce_vertical = 0;    \
        (p)->directional_lock = 0; (p)->delays_content_touches = 1;            \
        (p)->can_cancel_content_touches = 1;                                   \
        (p)->deceleration_rate = TC_DECELERATION_NORMAL;                       \
        (p)->nested = TC_SCROLL_NESTED_UIKIT;                                  \
        (p)->transfers_horizontal_scrolling_to_parent = 1;                     \
        (p)->transfers_vertical_scrolling_to_parent = 1;                       \
        (p)->pointer_drag_scrolling = 0; (p)->reserved = 0;                    \
        (p)->bounces_horizontally = TC_SCROLL_BOUNCES_INHERIT;                 \
        (p)->bounces_vertically = TC_SCROLL_BOUNCES_INHERIT;                   \
    } while (0)

/**
 * Make a view a scroll view with `params` (copied), or change its
 * parameters. The first call creates the scroll view's pan recognizer and
 * sets the view's TC_VIEW_MULTIPLE_TOUCH_ENABLED to 1 (S1, T6: as
 * UIScrollView's initializer; clear it after to take one touch at a time;
 * later calls leave it alone). When the content size, the insets or an
 * always-bounce differ from the view's (from UIKit's defaults on the first
 * call), the content offset is moved into its range, [-inset, content +
 * inset - bounds] per axis (-inset where the content fits), with did_scroll
 * (S1: UIKit's -_adjustContentOffsetIfNecessary; a drag or deceleration under
 * way is not stopped, and a drag rubber-banding past an end the content grows
 * beyond goes on from where the content is, S4); other changes leave it where
 * it is.
 * \returns TC_ERR_NULL_POINTER for a NULL params; TC_ERR_STRUCT_SIZE for a
 *          size smaller than the first version's; TC_ERR_NOT_FINITE;
 *          TC_ERR_INVALID_ARGUMENT for a negative content size, a
 *          deceleration rate outside (0, 1), a reserved field not 0 or a
 *          bounces_horizontally / bounces_vertically other than
 *          TC_SCROLL_BOUNCES_INHERIT, 0 or 1;
 *          TC_ERR_REENTRANT inside hit-testing callbacks.
 */
int32_t tc_view_set_scroll(tc_view *view, const tc_scroll_params *params);
/** Read a scroll view's parameters (out->size set by TC_SCROLL_PARAMS_INIT).
 *  `bounces` reads UIKit's getter: 1 when both axes bounce. An axis field
 *  reads TC_SCROLL_BOUNCES_INHERIT when the axis does as `bounces` reads, its
 *  own value (1) otherwise, so a struct read, changed and written back acts
 *  as UIKit's setters: `bounces` sets both axes, an axis field one.
 *  \returns TC_ERR_STATE if the view is not a scroll view, then
 *  TC_ERR_NULL_POINTER for a NULL out, then TC_ERR_STRUCT_SIZE. */
int32_t tc_view_get_scroll(const tc_view *view, tc_scroll_params *out);
/** The content offset (= the bounds origin), points. Either out may be
 *  NULL. \returns TC_ERR_STATE if the view is not a scroll view. */
int32_t tc_view_get_content_offset(const tc_view *view, double *out_x,
                                   double *out_y);
/** setContentOffset(_:animated: NO): stops a deceleration, moves the content
 *  (not clamped) and sends did_scroll if it moved. \returns TC_ERR_STATE if
 *  the view is not a scroll view, then TC_ERR_NOT_FINITE. */
int32_t tc_view_set_content_offset(tc_view *view, double x, double y);
/** S1: the scroll view's own pan recognizer (kind TC_RECOGNIZER_PAN;
 *  UIScrollView.panGestureRecognizer), for require-to-fail links,
 *  parameters and state queries. It cannot be attached elsewhere, detached
 *  or destroyed (TC_ERR_STATE); it goes with its view.
 *  \returns TC_ERR_STATE if the view is not a scroll view, then
 *  TC_ERR_NULL_POINTER for a NULL out. */
int32_t tc_view_scroll_pan(const tc_view *view, tc_recognizer **out);
/** UIScrollView.isDragging / isDecelerating (S1, S7). Dragging: the finger
 *  drags the content (from a catch, S8, on: also before the finger moved), and
 *  after the release of a fling in range still through will_end_dragging,
 *  did_end_dragging, will_begin_decelerating and the deceleration, until just
 *  before did_end_decelerating (UIKit keeps its dragging bit; a slow release or
 *  one past an edge reads 0 from will_end_dragging on). Decelerating: a
 *  deceleration or spring back runs, from will_begin_decelerating (already 1
 *  there) to just before did_end_decelerating, or a touch holds content it
 *  caught decelerating in range (S8: until a frame after the lift). Either out
 *  may be NULL. \returns TC_ERR_STATE if the view is not a scroll view. */
int32_t tc_view_get_scroll_state(const tc_view *view, int32_t *out_dragging,
                                 int32_t *out_decelerating);
/** UIScrollView.isTracking (S1): 1 from the touch-down of a gesture of the
 *  scroll view's pan (before any drag begins) until that gesture is over: its
 *  lift with the end-of-drag messages (will_end_dragging, did_end_dragging and
 *  any will_begin_decelerating still read 1; 0 once they are told) or the
 *  pan's failure; for scroll input (tc_scene_push_scroll), from its drag's
 *  will_begin_dragging through that drag's end. Always 0 on content that fits
 *  the view along both axes without always-bounce. \returns TC_ERR_STATE if
 *  the view is not a scroll view, then TC_ERR_NULL_POINTER if out_tracking is
 *  NULL. */
int32_t tc_view_get_scroll_tracking(const tc_view *view, int32_t *out_tracking);

/* Scroll view delegate events (S7; UIScrollViewDelegate), in UIKit's order. */
#define TC_SCROLL_WILL_BEGIN_DRAGGING 1
#define TC_SCROLL_DID_SCROLL 2          /* every offset change */
#define TC_SCROLL_WILL_END_DRAGGING 3   /* velocity and a target the host may change */
#define TC_SCROLL_DID_END_DRAGGING 4    /* decelerate: the content keeps moving */
#define TC_SCROLL_WILL_BEGIN_DECELERATING 5
#define TC_SCROLL_DID_END_DECELERATING 6

/** \returns "will_begin_dragging", "did_scroll", "will_end_dragging",
 *  "did_end_dragging", "will_begin_decelerating" or "did_end_decelerating"
 *  for a TC_SCROLL_* event; NULL for any other value. Static (see "Names"
 *  under Enumerations). \threadsafety any thread. */
const char *tc_scroll_event_string(int32_t event);

/** One delegate message. Borrowed, valid during the callback. */
typedef struct tc_scroll_event_info {
    uint32_t size;            /**< sizeof(tc_scroll_event_info) */
    int32_t event;            /**< TC_SCROLL_* */
    double offset_x, offset_y; /**< the content offset now */
    double velocity_x, velocity_y; /**< will_end_dragging: the content's, pt/ms */
    double target_x, target_y; /**< will_end_dragging: where it will rest; the
                                    callback may change them (non-finite: ignored) */
    int32_t decelerate;       /**< did_end_dragging: 1 if it keeps moving */
} tc_scroll_event_info;

/** Size set, everything else 0 (for hosts that build one themselves). */
#define TC_SCROLL_EVENT_INFO_INIT(e)                                           \
    do {                                                                       \
        (e)->size = (uint32_t)sizeof(tc_scroll_event_info);                    \
        (e)->event = 0; (e)->offset_x = 0; (e)->offset_y = 0;                  \
        (e)->velocity_x = 0; (e)->velocity_y = 0;                              \
        (e)->target_x = 0; (e)->target_y = 0; (e)->decelerate = 0;             \
    } while (0)

/** A scroll view delegate message (S7). A message caused from inside another
 *  one's callback nests inside it, at most TC_MAX_SCROLL_EVENT_DEPTH deep. */
typedef void (*tc_scroll_event_fn)(tc_view *scroll_view,
                                   tc_scroll_event_info *info,
                                   void *user_data);
/** touchesShouldBegin(_:with:in:), asked once per touch-down in the content
 *  (S2): at the touch-down, or, while the scroll view delays content touches,
 *  when the held began is released to the content (never if the scroll view's
 *  pan takes the touch first). Return 0 and the content gets nothing of that
 *  touch. */
typedef int32_t (*tc_touches_should_begin_fn)(tc_view *scroll_view,
                                              tc_touch *touch,
                                              tc_view *content,
                                              void *user_data);
/** touchesShouldCancel(in:), asked when a drag would scroll while `content`
 *  tracks a touch (S3). Return 1 to cancel the content's touch and scroll,
 *  0 to leave it the touch (no scrolling). A slider or segmented control
 *  that is tracking the touch vetoes the scroll view's pan all the same
 *  (G7): then nothing scrolls whatever the answer. */
typedef int32_t (*tc_touches_should_cancel_fn)(tc_view *scroll_view,
                                               tc_view *content,
                                               void *user_data);

/** A scroll view's host callbacks. A NULL function means UIKit's default:
 *  no message; touches_should_begin: 1; touches_should_cancel: 1 unless the
 *  content is a control. Initialise with TC_SCROLL_CALLBACKS_INIT. */
typedef struct tc_scroll_callbacks {
    uint32_t size;                                     /**< sizeof(tc_scroll_callbacks) */
    tc_scroll_event_fn event;                          /**< S7 */
    tc_touches_should_begin_fn touches_should_begin;   /**< S2 */
    tc_touches_should_cancel_fn touches_should_cancel; /**< S3 */
    void *user_data;                                   /**< passed to every callback above */
} tc_scroll_callbacks;

#define TC_SCROLL_CALLBACKS_INIT(cb)                                           \
    do {                                                                       \
        (cb)->size = (uint32_t)sizeof(tc_scroll_callbacks);                    \
        (cb)->event = 0;                                                       \
        (cb)->touches_should_begin = 0;                                        \
        (cb)->touches_should_cancel = 0;                                       \
        (cb)->user_data = 0;                                                   \
    } while (0)

/** Install a scroll view's callbacks; copied. NULL removes them all.
 *  \returns TC_ERR_STATE if the view is not a scroll view;
 *  TC_ERR_STRUCT_SIZE; TC_ERR_REENTRANT inside hit-testing callbacks. */
int32_t tc_view_set_scroll_callbacks(tc_view *view,
                                     const tc_scroll_callbacks *cb);

#ifdef __cplusplus
}
#endif

#endif /* TOUCHCHAIN_H */

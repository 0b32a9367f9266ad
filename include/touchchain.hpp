/*
 * touchchain.hpp — a header-only C++17 wrapper of touchchain.h.
 *
 * Usage
 * -----
 *     #include <touchchain.hpp>
 *
 *     tc::scene scene = tc::scene::create();                 // RAII, move-only
 *     tc::view window = scene.create_window({0, 0, 320, 480});
 *     tc::view button = scene.create_view({20, 20, 100, 44});
 *     window.add_subview(button);
 *     button.set_control(tc::control_kind::button);
 *     button.add_target(tc::control_event::touch_up_inside,
 *                       [](tc::view_ref, tc::control_event e) { std::puts(tc::to_string(e)); });
 *     scene.push_touch({tc::phase::began, 1, {60, 40}, 0.00});
 *     scene.push_touch({tc::phase::ended, 1, {60, 40}, 0.05});
 *     scene.dispatch();                                       // prints "touch_up_inside"
 *
 * Rules
 * -----
 * - Owners (tc::scene, tc::view, tc::controller, tc::recognizer) are move-only and destroy their
 *   C object in their destructor. A moved-from owner is empty: get() is nullptr, its destructor
 *   does nothing, and a call through it fails with TC_ERR_INVALID_HANDLE. After destroy() the
 *   owner is empty too and destroyed() is true: a call through it, or one taking a ref made from
 *   it as an argument, fails with TC_ERR_STALE_HANDLE and a message saying so (the Python and
 *   JS bindings' StaleHandleError). An owner that outlives its scene is harmless: the engine
 *   answers its handle with TC_ERR_STALE_HANDLE, the destructor ignores that. Destructors never
 *   throw.
 * - Owners are [[nodiscard]]: a create_* whose result is dropped (the object would be destroyed
 *   at once) is a warning, an error with -Werror; write (void) to mean it. A temporary owner
 *   passed where the engine keeps a reference to its object (add_subview / insert_subview*'s
 *   child, set_hit_redirect, a controller's set_view, attach, require_to_fail,
 *   set_simultaneous, set_key_window, set_focus) does not compile (those overloads are
 *   deleted): `window.add_subview(scene.create_view(...))` would add a view destroyed at the
 *   end of the statement. Keep the owner in a variable. (A member called on a temporary owner,
 *   `scene.create_view(f).on_touches(...)`, is not caught: the same mistake.)
 * - Borrowed references (tc::view_ref, tc::controller_ref, tc::recognizer_ref, tc::touch_ref)
 *   are copyable handles that own nothing: what callbacks receive, what queries return. An
 *   owner converts to its _ref implicitly. Owners and refs have the same operations, except
 *   that only owners install callbacks (the owner owns the callback's state).
 * - Every wrapper has get(): the C handle, to mix in C calls.
 * - Errors: a refused call throws tc::error (a std::runtime_error) with status() (TC_ERR_*) and
 *   what() = tc_scene_last_error() of the scene involved, read at once. With
 *   TOUCHCHAIN_NO_EXCEPTIONS defined (e.g. with -fno-exceptions), nothing throws: a call that
 *   would return void returns tc::status, a call returning T returns tc::result<T> (both
 *   [[nodiscard]]). tc::ret<T> / tc::ret_void name "what a call returns in this mode".
 * - Callbacks are std::function objects, kept on the heap by the owner that installed them
 *   (the C user_data points there); replacing or removing one, or destroying its owner, from
 *   inside the callback itself is safe. Borrowed data (events, touch lists, string_views) is
 *   valid only during the callback, as in C.
 * - A refused call changes nothing: a refused install (TC_ERR_REENTRANT inside a hit-testing
 *   callback, say) keeps the callback that was there; a refused destroy() (TC_ERR_REENTRANT,
 *   TC_ERR_STATE from another thread while the scene is busy ...) keeps the owner and its
 *   callbacks. Callback state the engine may still call is never freed: where it cannot be
 *   unhooked, it leaks with its object.
 * - Exceptions never cross the C boundary. An exception thrown by a callback is caught in the
 *   trampoline (the engine then gets the default answer: TC_PASS, "not vetoed", the engine's
 *   own hit-test result ...; the rest of the dispatch runs on), kept, and rethrown by the
 *   outermost wrapper call on the same thread that returns after it — normally the
 *   scene.dispatch() / scene.advance() (or send_route, hit_test, remove_from_superview ...) that
 *   ran the callback. Only the first exception of such a call is kept. What callbacks run by
 *   an owner's destructor throw is dropped (a destructor cannot throw; use destroy() to hear
 *   it). After a C call made directly (through .get()) that ran wrapped callbacks, the next
 *   wrapper call rethrows, or tc::take_pending_exception() collects it. In
 *   TOUCHCHAIN_NO_EXCEPTIONS mode an exception leaving a callback (if exceptions are on at
 *   all) calls std::terminate.
 *   Wrapper calls made from inside a callback you installed through the C API directly (not
 *   through the wrapper) may throw: catch there, nothing may cross into the engine.
 * - Threading, re-entrancy and ownership are the C header's: read touchchain.h.
 *
 * Not wrapped yet: nothing; every function of touchchain.h has a wrapper (check_hpp_coverage.py
 * keeps this list exact).
 * Limits of what is wrapped: set_control / add_target / remove_target and every callback
 * setter exist on owners only (a view_ref cannot own the callback state);
 * tc_scene_push_touches' failed index only through the raw overload push_touches(const
 * tc_touch_sample *, count, &index); the hit polygon as a std::vector<tc::point> (copied once
 * more); touch_sample.window and the other inputs' window are a tc_view * (pass window.get());
 * the C structs' own fields for recognizer_params and scroll_params (their kind, mask and
 * nested constants are the C macros); no rotation/concatenation helpers on tc::affine.
 */
#ifndef TOUCHCHAIN_HPP
#define TOUCHCHAIN_HPP

#include "touchchain.h"

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#if !defined(TOUCHCHAIN_NO_EXCEPTIONS)
#if !defined(__cpp_exceptions) && !defined(__EXCEPTIONS) && !defined(_CPPUNWIND)
#error "touchchain.hpp: exceptions are off; define TOUCHCHAIN_NO_EXCEPTIONS for status returns"
#endif
#include <stdexcept>
#endif

namespace tc {

// =================================================================================================
// Version and status names
// =================================================================================================

inline std::uint32_t version() noexcept { return tc_version(); }
inline std::uint32_t abi_version() noexcept { return tc_abi_version(); }
inline const char *version_string() noexcept { return tc_version_string(); }
/** tc_status_string: "success", "the handle refers to a destroyed object", ... */
inline const char *status_string(std::int32_t status) noexcept { return tc_status_string(status); }

// =================================================================================================
// Enumerations (values checked against the C macros)
// =================================================================================================

enum class phase : std::int32_t { none = 0, began = 1, moved = 2, stationary = 3, ended = 4, cancelled = 5, changed = 6 };
static_assert(int(phase::none) == TC_PHASE_NONE && int(phase::began) == TC_PHASE_BEGAN &&
              int(phase::moved) == TC_PHASE_MOVED && int(phase::stationary) == TC_PHASE_STATIONARY &&
              int(phase::ended) == TC_PHASE_ENDED && int(phase::cancelled) == TC_PHASE_CANCELLED &&
              int(phase::changed) == TC_PHASE_CHANGED, "tc::phase");

enum class touch_type : std::int32_t { direct = 1, indirect = 2, stylus = 3, indirect_pointer = 4 };
static_assert(int(touch_type::direct) == TC_TOUCH_DIRECT && int(touch_type::indirect) == TC_TOUCH_INDIRECT &&
              int(touch_type::stylus) == TC_TOUCH_STYLUS &&
              int(touch_type::indirect_pointer) == TC_TOUCH_INDIRECT_POINTER, "tc::touch_type");

/** P2: pointer buttons (a bit mask: touch_sample::buttons, touch_info::buttons). */
enum class button : std::uint32_t { none = 0, primary = 1, secondary = 2, tertiary = 4 };
static_assert(unsigned(button::primary) == TC_BUTTON_PRIMARY && unsigned(button::secondary) == TC_BUTTON_SECONDARY &&
              unsigned(button::tertiary) == TC_BUTTON_TERTIARY, "tc::button");

/** P5: touch properties that may be estimates (a bit mask). */
enum class touch_property : std::uint32_t { none = 0, force = 1, azimuth = 2, altitude = 4, location = 8, all = 0xFu };
static_assert(unsigned(touch_property::force) == TC_PROPERTY_FORCE &&
              unsigned(touch_property::azimuth) == TC_PROPERTY_AZIMUTH &&
              unsigned(touch_property::altitude) == TC_PROPERTY_ALTITUDE &&
              unsigned(touch_property::location) == TC_PROPERTY_LOCATION &&
              unsigned(touch_property::all) == TC_PROPERTIES_ALL, "tc::touch_property");

/** P4: scroll input types (each also its bit in a pan's allowed_scroll_types). */
enum class scroll_type : std::uint32_t { none = 0, discrete = 1, continuous = 2, all = 3 };
static_assert(unsigned(scroll_type::discrete) == TC_SCROLL_DISCRETE &&
              unsigned(scroll_type::continuous) == TC_SCROLL_CONTINUOUS &&
              unsigned(scroll_type::all) == TC_SCROLL_TYPES_ALL, "tc::scroll_type");

enum class event_type : std::int32_t {
    touches = 1, motion = 2, remote = 3, presses = 4, route = 5, hover = 6, scroll = 7, transform = 8
};
static_assert(int(event_type::touches) == TC_EVENT_TOUCHES && int(event_type::motion) == TC_EVENT_MOTION &&
              int(event_type::remote) == TC_EVENT_REMOTE && int(event_type::presses) == TC_EVENT_PRESSES &&
              int(event_type::route) == TC_EVENT_ROUTE && int(event_type::hover) == TC_EVENT_HOVER &&
              int(event_type::scroll) == TC_EVENT_SCROLL && int(event_type::transform) == TC_EVENT_TRANSFORM,
              "tc::event_type");

enum class motion_subtype : std::int32_t { shake = 100 };
static_assert(int(motion_subtype::shake) == TC_MOTION_SHAKE, "tc::motion_subtype");

enum class remote_subtype : std::int32_t {
    play = 200, pause = 201, stop = 202, toggle_play_pause = 203, next_track = 204, previous_track = 205,
    begin_seeking_backward = 206, end_seeking_backward = 207, begin_seeking_forward = 208, end_seeking_forward = 209
};
static_assert(int(remote_subtype::play) == TC_REMOTE_PLAY && int(remote_subtype::pause) == TC_REMOTE_PAUSE &&
              int(remote_subtype::stop) == TC_REMOTE_STOP &&
              int(remote_subtype::toggle_play_pause) == TC_REMOTE_TOGGLE_PLAY_PAUSE &&
              int(remote_subtype::next_track) == TC_REMOTE_NEXT_TRACK &&
              int(remote_subtype::previous_track) == TC_REMOTE_PREVIOUS_TRACK &&
              int(remote_subtype::begin_seeking_backward) == TC_REMOTE_BEGIN_SEEKING_BACKWARD &&
              int(remote_subtype::end_seeking_backward) == TC_REMOTE_END_SEEKING_BACKWARD &&
              int(remote_subtype::begin_seeking_forward) == TC_REMOTE_BEGIN_SEEKING_FORWARD &&
              int(remote_subtype::end_seeking_forward) == TC_REMOTE_END_SEEKING_FORWARD, "tc::remote_subtype");

enum class press_type : std::int32_t {
    up_arrow = 300, down_arrow = 301, left_arrow = 302, right_arrow = 303, select = 304, menu = 305,
    play_pause = 306, page_up = 307, page_down = 308
};
static_assert(int(press_type::up_arrow) == TC_PRESS_UP_ARROW && int(press_type::down_arrow) == TC_PRESS_DOWN_ARROW &&
              int(press_type::left_arrow) == TC_PRESS_LEFT_ARROW &&
              int(press_type::right_arrow) == TC_PRESS_RIGHT_ARROW && int(press_type::select) == TC_PRESS_SELECT &&
              int(press_type::menu) == TC_PRESS_MENU && int(press_type::play_pause) == TC_PRESS_PLAY_PAUSE &&
              int(press_type::page_up) == TC_PRESS_PAGE_UP && int(press_type::page_down) == TC_PRESS_PAGE_DOWN,
              "tc::press_type");

/** none: the next-responder queries' (tc_view_next_responder, ...) "there is no next responder". */
enum class responder_kind : std::int32_t { none = 0, view = 1, controller = 2, application = 3, app_delegate = 4 };
static_assert(int(responder_kind::view) == TC_RESPONDER_VIEW &&
              int(responder_kind::controller) == TC_RESPONDER_CONTROLLER &&
              int(responder_kind::application) == TC_RESPONDER_APPLICATION &&
              int(responder_kind::app_delegate) == TC_RESPONDER_APP_DELEGATE, "tc::responder_kind");

/** What a responder callback answers: pass it on (TC_PASS) or stop the walk (TC_HANDLED). */
enum class response : std::int32_t { pass = 0, handled = 1 };
static_assert(int(response::pass) == TC_PASS && int(response::handled) == TC_HANDLED, "tc::response");
inline constexpr response pass = response::pass;
inline constexpr response handled = response::handled;

enum class view_flag : std::int32_t {
    hidden = 1, user_interaction_enabled = 2, multiple_touch_enabled = 3, exclusive_touch = 4,
    can_become_first_responder = 5, hits_outside_bounds = 6, use_presentation = 7,
    can_resign_first_responder = 8
};
static_assert(int(view_flag::hidden) == TC_VIEW_HIDDEN &&
              int(view_flag::user_interaction_enabled) == TC_VIEW_USER_INTERACTION_ENABLED &&
              int(view_flag::multiple_touch_enabled) == TC_VIEW_MULTIPLE_TOUCH_ENABLED &&
              int(view_flag::exclusive_touch) == TC_VIEW_EXCLUSIVE_TOUCH &&
              int(view_flag::can_become_first_responder) == TC_VIEW_CAN_BECOME_FIRST_RESPONDER &&
              int(view_flag::hits_outside_bounds) == TC_VIEW_HITS_OUTSIDE_BOUNDS &&
              int(view_flag::use_presentation) == TC_VIEW_USE_PRESENTATION &&
              int(view_flag::can_resign_first_responder) == TC_VIEW_CAN_RESIGN_FIRST_RESPONDER, "tc::view_flag");

enum class trace_step : std::int32_t { enter = 1, point_inside = 2, exit = 3 };
static_assert(int(trace_step::enter) == TC_TRACE_ENTER && int(trace_step::point_inside) == TC_TRACE_POINT_INSIDE &&
              int(trace_step::exit) == TC_TRACE_EXIT, "tc::trace_step");

enum class gesture_state : std::int32_t { possible = 1, began = 2, changed = 3, ended = 4, cancelled = 5, failed = 6 };
static_assert(int(gesture_state::possible) == TC_GESTURE_POSSIBLE && int(gesture_state::began) == TC_GESTURE_BEGAN &&
              int(gesture_state::changed) == TC_GESTURE_CHANGED && int(gesture_state::ended) == TC_GESTURE_ENDED &&
              int(gesture_state::cancelled) == TC_GESTURE_CANCELLED &&
              int(gesture_state::failed) == TC_GESTURE_FAILED, "tc::gesture_state");

enum class recognizer_kind : std::int32_t {
    tap = 1, long_press = 2, pan = 3, edge_pan = 4, swipe = 5, pinch = 6, rotation = 7, custom = 8, hover = 9
};
static_assert(int(recognizer_kind::tap) == TC_RECOGNIZER_TAP &&
              int(recognizer_kind::long_press) == TC_RECOGNIZER_LONG_PRESS &&
              int(recognizer_kind::pan) == TC_RECOGNIZER_PAN && int(recognizer_kind::edge_pan) == TC_RECOGNIZER_EDGE_PAN &&
              int(recognizer_kind::swipe) == TC_RECOGNIZER_SWIPE && int(recognizer_kind::pinch) == TC_RECOGNIZER_PINCH &&
              int(recognizer_kind::rotation) == TC_RECOGNIZER_ROTATION &&
              int(recognizer_kind::custom) == TC_RECOGNIZER_CUSTOM &&
              int(recognizer_kind::hover) == TC_RECOGNIZER_HOVER, "tc::recognizer_kind");

enum class swipe_direction : std::uint32_t { none = 0, right = 1, left = 2, up = 4, down = 8 };
static_assert(unsigned(swipe_direction::right) == TC_SWIPE_RIGHT && unsigned(swipe_direction::left) == TC_SWIPE_LEFT &&
              unsigned(swipe_direction::up) == TC_SWIPE_UP && unsigned(swipe_direction::down) == TC_SWIPE_DOWN,
              "tc::swipe_direction");

enum class edge : std::uint32_t { none = 0, top = 1, left = 2, bottom = 4, right = 8 };
static_assert(unsigned(edge::top) == TC_EDGE_TOP && unsigned(edge::left) == TC_EDGE_LEFT &&
              unsigned(edge::bottom) == TC_EDGE_BOTTOM && unsigned(edge::right) == TC_EDGE_RIGHT, "tc::edge");

enum class failure_reason : std::int32_t {
    none = 0, moved_too_far = 1, too_many_touches = 2, too_few_touches = 3, timed_out = 4, ended_too_soon = 5,
    wrong_direction = 6, vetoed_by_delegate = 7, vetoed_by_view = 8, required_recognized = 9, excluded = 10,
    disabled = 11, not_at_edge = 12, touch_cancelled = 13, set_by_host = 14
};
static_assert(int(failure_reason::none) == TC_FAIL_NONE && int(failure_reason::moved_too_far) == TC_FAIL_MOVED_TOO_FAR &&
              int(failure_reason::too_many_touches) == TC_FAIL_TOO_MANY_TOUCHES &&
              int(failure_reason::too_few_touches) == TC_FAIL_TOO_FEW_TOUCHES &&
              int(failure_reason::timed_out) == TC_FAIL_TIMED_OUT &&
              int(failure_reason::ended_too_soon) == TC_FAIL_ENDED_TOO_SOON &&
              int(failure_reason::wrong_direction) == TC_FAIL_WRONG_DIRECTION &&
              int(failure_reason::vetoed_by_delegate) == TC_FAIL_VETOED_BY_DELEGATE &&
              int(failure_reason::vetoed_by_view) == TC_FAIL_VETOED_BY_VIEW &&
              int(failure_reason::required_recognized) == TC_FAIL_REQUIRED_RECOGNIZED &&
              int(failure_reason::excluded) == TC_FAIL_EXCLUDED && int(failure_reason::disabled) == TC_FAIL_DISABLED &&
              int(failure_reason::not_at_edge) == TC_FAIL_NOT_AT_EDGE &&
              int(failure_reason::touch_cancelled) == TC_FAIL_TOUCH_CANCELLED &&
              int(failure_reason::set_by_host) == TC_FAIL_SET_BY_HOST, "tc::failure_reason");

enum class control_kind : std::int32_t {
    none = 0, button = 1, switch_ = 2, slider = 3, stepper = 4, segmented = 5, page = 6, generic = 7
};
static_assert(int(control_kind::none) == TC_CONTROL_NONE && int(control_kind::button) == TC_CONTROL_BUTTON &&
              int(control_kind::switch_) == TC_CONTROL_SWITCH && int(control_kind::slider) == TC_CONTROL_SLIDER &&
              int(control_kind::stepper) == TC_CONTROL_STEPPER && int(control_kind::segmented) == TC_CONTROL_SEGMENTED &&
              int(control_kind::page) == TC_CONTROL_PAGE && int(control_kind::generic) == TC_CONTROL_GENERIC,
              "tc::control_kind");

enum class control_event : std::uint32_t {
    none = 0,
    touch_down = 1u << 0, touch_down_repeat = 1u << 1, touch_drag_inside = 1u << 2, touch_drag_outside = 1u << 3,
    touch_drag_enter = 1u << 4, touch_drag_exit = 1u << 5, touch_up_inside = 1u << 6, touch_up_outside = 1u << 7,
    touch_cancel = 1u << 8, value_changed = 1u << 12, primary_action_triggered = 1u << 13, all = 0x31FFu
};
static_assert(unsigned(control_event::touch_down) == TC_CONTROL_EVENT_TOUCH_DOWN &&
              unsigned(control_event::touch_down_repeat) == TC_CONTROL_EVENT_TOUCH_DOWN_REPEAT &&
              unsigned(control_event::touch_drag_inside) == TC_CONTROL_EVENT_TOUCH_DRAG_INSIDE &&
              unsigned(control_event::touch_drag_outside) == TC_CONTROL_EVENT_TOUCH_DRAG_OUTSIDE &&
              unsigned(control_event::touch_drag_enter) == TC_CONTROL_EVENT_TOUCH_DRAG_ENTER &&
              unsigned(control_event::touch_drag_exit) == TC_CONTROL_EVENT_TOUCH_DRAG_EXIT &&
              unsigned(control_event::touch_up_inside) == TC_CONTROL_EVENT_TOUCH_UP_INSIDE &&
              unsigned(control_event::touch_up_outside) == TC_CONTROL_EVENT_TOUCH_UP_OUTSIDE &&
              unsigned(control_event::touch_cancel) == TC_CONTROL_EVENT_TOUCH_CANCEL &&
              unsigned(control_event::value_changed) == TC_CONTROL_EVENT_VALUE_CHANGED &&
              unsigned(control_event::primary_action_triggered) == TC_CONTROL_EVENT_PRIMARY_ACTION_TRIGGERED &&
              unsigned(control_event::all) == TC_CONTROL_EVENT_ALL, "tc::control_event");

/** S7: a scroll view's delegate messages (UIScrollViewDelegate), in UIKit's order. */
enum class scroll_event : std::int32_t {
    will_begin_dragging = 1, did_scroll = 2, will_end_dragging = 3, did_end_dragging = 4,
    will_begin_decelerating = 5, did_end_decelerating = 6
};
static_assert(int(scroll_event::will_begin_dragging) == TC_SCROLL_WILL_BEGIN_DRAGGING &&
              int(scroll_event::did_scroll) == TC_SCROLL_DID_SCROLL &&
              int(scroll_event::will_end_dragging) == TC_SCROLL_WILL_END_DRAGGING &&
              int(scroll_event::did_end_dragging) == TC_SCROLL_DID_END_DRAGGING &&
              int(scroll_event::will_begin_decelerating) == TC_SCROLL_WILL_BEGIN_DECELERATING &&
              int(scroll_event::did_end_decelerating) == TC_SCROLL_DID_END_DECELERATING, "tc::scroll_event");

// ---- bit operations on the mask enums (swipe_direction, edge, control_event, button,
// touch_property, scroll_type) ----
template <class E> struct is_bitmask : std::false_type {};
template <> struct is_bitmask<swipe_direction> : std::true_type {};
template <> struct is_bitmask<edge> : std::true_type {};
template <> struct is_bitmask<control_event> : std::true_type {};
template <> struct is_bitmask<button> : std::true_type {};
template <> struct is_bitmask<touch_property> : std::true_type {};
template <> struct is_bitmask<scroll_type> : std::true_type {};

template <class E, class = std::enable_if_t<is_bitmask<E>::value>>
constexpr E operator|(E a, E b) noexcept { return E(std::uint32_t(a) | std::uint32_t(b)); }
template <class E, class = std::enable_if_t<is_bitmask<E>::value>>
constexpr E operator&(E a, E b) noexcept { return E(std::uint32_t(a) & std::uint32_t(b)); }
template <class E, class = std::enable_if_t<is_bitmask<E>::value>>
constexpr E operator^(E a, E b) noexcept { return E(std::uint32_t(a) ^ std::uint32_t(b)); }
template <class E, class = std::enable_if_t<is_bitmask<E>::value>>
constexpr E operator~(E a) noexcept { return E(~std::uint32_t(a)); }
template <class E, class = std::enable_if_t<is_bitmask<E>::value>>
constexpr E &operator|=(E &a, E b) noexcept { return a = a | b; }
template <class E, class = std::enable_if_t<is_bitmask<E>::value>>
constexpr E &operator&=(E &a, E b) noexcept { return a = a & b; }
/** any(mask & bit): true when some bit is set. */
template <class E, class = std::enable_if_t<is_bitmask<E>::value>>
constexpr bool any(E a) noexcept { return std::uint32_t(a) != 0; }

// ---- names, for logs: the C API's tc_*_string tables (one source, in the library) ----
namespace detail {
inline const char *name_or(const char *name, const char *fallback) noexcept {
    return name != nullptr ? name : fallback;
}
/** A bit family's name: "none" for no bit, "mask" for several (the C functions name one bit). */
template <class E> const char *bit_name(E e, const char *(*fn)(std::uint32_t)) noexcept {
    if (std::uint32_t(e) == 0) return "none";
    return name_or(fn(std::uint32_t(e)), "mask");
}
} // namespace detail
/** "began", "moved" ... ("?" for a value that is not a phase). */
inline const char *to_string(phase p) noexcept {
    return detail::name_or(tc_phase_string(std::int32_t(p)), "?");
}
inline const char *to_string(touch_type t) noexcept {
    return detail::name_or(tc_touch_type_string(std::int32_t(t)), "?");
}
inline const char *to_string(event_type t) noexcept {
    return detail::name_or(tc_event_type_string(std::int32_t(t)), "?");
}
inline const char *to_string(motion_subtype m) noexcept {
    return detail::name_or(tc_motion_subtype_string(std::int32_t(m)), "?");
}
inline const char *to_string(remote_subtype r) noexcept {
    return detail::name_or(tc_remote_subtype_string(std::int32_t(r)), "?");
}
inline const char *to_string(press_type p) noexcept {
    return detail::name_or(tc_press_type_string(std::int32_t(p)), "?");
}
inline const char *to_string(responder_kind k) noexcept {
    return detail::name_or(tc_responder_kind_string(std::int32_t(k)), "?");
}
inline const char *to_string(view_flag f) noexcept {
    return detail::name_or(tc_view_flag_string(std::int32_t(f)), "?");
}
/** "hit_enter", "point_inside", "hit_exit". */
inline const char *to_string(trace_step s) noexcept {
    return detail::name_or(tc_trace_step_string(std::int32_t(s)), "?");
}
inline const char *to_string(gesture_state s) noexcept {
    return detail::name_or(tc_gesture_state_string(std::int32_t(s)), "?");
}
inline const char *to_string(recognizer_kind k) noexcept {
    return detail::name_or(tc_recognizer_kind_string(std::int32_t(k)), "?");
}
inline const char *to_string(failure_reason r) noexcept {
    return detail::name_or(tc_failure_reason_string(std::int32_t(r)), "?");
}
/** "none" (control_kind::none) .. "generic". */
inline const char *to_string(control_kind k) noexcept {
    return detail::name_or(tc_control_kind_string(std::int32_t(k)), "?");
}
inline const char *to_string(scroll_event e) noexcept {
    return detail::name_or(tc_scroll_event_string(std::int32_t(e)), "?");
}
/** The name of one bit ("touch_up_inside"); "none" for no bit, "mask" for several. */
inline const char *to_string(control_event e) noexcept { return detail::bit_name(e, &tc_control_event_string); }
inline const char *to_string(swipe_direction d) noexcept { return detail::bit_name(d, &tc_swipe_direction_string); }
inline const char *to_string(edge e) noexcept { return detail::bit_name(e, &tc_edge_string); }
inline const char *to_string(button b) noexcept { return detail::bit_name(b, &tc_button_string); }
inline const char *to_string(touch_property p) noexcept { return detail::bit_name(p, &tc_touch_property_string); }
inline const char *to_string(scroll_type t) noexcept { return detail::bit_name(t, &tc_scroll_type_string); }

// =================================================================================================
// Status, error, result
// =================================================================================================

/** A status code and, for a failure, the engine's message (tc_scene_last_error, copied). */
class [[nodiscard]] status {
public:
    status() noexcept = default;
    status(std::int32_t code, std::string message) : code_(code), message_(std::move(message)) {}
    bool ok() const noexcept { return code_ == TC_OK; }
    explicit operator bool() const noexcept { return ok(); }
    /** TC_OK or a TC_ERR_* code. */
    std::int32_t code() const noexcept { return code_; }
    /** The engine's message ("" for success). */
    const std::string &message() const noexcept { return message_; }
    /** tc_status_string(code()). */
    const char *description() const noexcept { return tc_status_string(code_); }

private:
    std::int32_t code_ = TC_OK;
    std::string message_;
};

#if !defined(TOUCHCHAIN_NO_EXCEPTIONS)
/** A refused call: status() is the TC_ERR_* code, what() the engine's message. */
class error : public std::runtime_error {
public:
    error(std::int32_t status, const std::string &message) : std::runtime_error(message), status_(status) {}
    std::int32_t status() const noexcept { return status_; }
    /** tc_status_string(status()). */
    const char *description() const noexcept { return tc_status_string(status_); }

private:
    std::int32_t status_;
};
#endif

/** A value or a failed tc::status (what calls return with TOUCHCHAIN_NO_EXCEPTIONS). */
template <class T> class [[nodiscard]] result {
public:
    result(T value) : value_(std::move(value)) {}
    result(::tc::status failure) : status_(std::move(failure)) { assert(!status_.ok()); }
    bool ok() const noexcept { return value_.has_value(); }
    explicit operator bool() const noexcept { return ok(); }
    const ::tc::status &status() const noexcept { return status_; }
    std::int32_t code() const noexcept { return status_.code(); }
    T &value() & { assert(ok()); return *value_; }
    const T &value() const & { assert(ok()); return *value_; }
    T &&value() && { assert(ok()); return std::move(*value_); }
    T &operator*() & { return value(); }
    const T &operator*() const & { return value(); }
    T &&operator*() && { return std::move(*this).value(); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }
    template <class U> T value_or(U &&fallback) const & { return ok() ? *value_ : T(std::forward<U>(fallback)); }

private:
    std::optional<T> value_;
    ::tc::status status_;
};

#if defined(TOUCHCHAIN_NO_EXCEPTIONS)
template <class T> using ret = result<T>;
using ret_void = status;
#else
template <class T> using ret = T;
using ret_void = void;
#endif

namespace detail {

inline std::string message_for(const tc_scene *scene, std::int32_t code) {
    const char *m = scene ? tc_scene_last_error(scene) : nullptr;
    return (m && *m) ? std::string(m) : std::string(tc_status_string(code));
}

#if !defined(TOUCHCHAIN_NO_EXCEPTIONS)
struct callback_state {
    int depth = 0;                 // callbacks running on this thread
    std::exception_ptr pending;    // the first exception a callback threw
};
inline callback_state &cb_state() noexcept {
    static thread_local callback_state state;
    return state;
}
inline void rethrow_pending() {
    callback_state &s = cb_state();
    if (s.depth == 0 && s.pending) std::rethrow_exception(std::exchange(s.pending, nullptr));
}
/** Run a callback; an exception is kept for the caller and `fallback` answers the engine. */
template <class R, class F> R guarded(R fallback, F &&f) noexcept {
    callback_state &s = cb_state();
    ++s.depth;
    try {
        R r = std::forward<F>(f)();
        --s.depth;
        return r;
    } catch (...) {
        --s.depth;
        if (!s.pending) s.pending = std::current_exception();
        return fallback;
    }
}
#else
template <class R, class F> R guarded(R, F &&f) noexcept { return std::forward<F>(f)(); }
#endif

/** The single checking helper: every wrapper call ends here. */
inline ret_void check(std::int32_t code, const tc_scene *scene) {
#if !defined(TOUCHCHAIN_NO_EXCEPTIONS)
    rethrow_pending();
    if (code != TC_OK) throw error(code, message_for(scene, code));
#else
    if (code != TC_OK) return status(code, message_for(scene, code));
    return status();
#endif
}
/** check, then the value. */
template <class T> ret<std::decay_t<T>> check(std::int32_t code, const tc_scene *scene, T &&value) {
#if !defined(TOUCHCHAIN_NO_EXCEPTIONS)
    check(code, scene);
    return std::forward<T>(value);
#else
    if (code != TC_OK) return result<std::decay_t<T>>(status(code, message_for(scene, code)));
    return result<std::decay_t<T>>(std::forward<T>(value));
#endif
}

/** A call the wrapper refuses itself, before the C call: status `code`, `message`. */
inline ret_void fail(std::int32_t code, std::string message) {
#if !defined(TOUCHCHAIN_NO_EXCEPTIONS)
    rethrow_pending();
    throw error(code, message);
#else
    return status(code, std::move(message));
#endif
}
template <class T> ret<T> fail_as(std::int32_t code, std::string message) {
#if !defined(TOUCHCHAIN_NO_EXCEPTIONS)
    rethrow_pending();
    throw error(code, message);
#else
    return result<T>(status(code, std::move(message)));
#endif
}

/** Who a call is about, for its error: the scene whose last error is the message and, for an
 *  owner emptied by its destroy() (or a ref taken from one), what to say instead: its empty
 *  handle is then TC_ERR_STALE_HANDLE with that text, not TC_ERR_INVALID_HANDLE with an
 *  older, unrelated message of some scene. */
struct origin {
    tc_scene *scene;
    const char *destroyed; // nullptr, or the message
};
inline ret_void check(std::int32_t code, const origin &o) {
    if (code == TC_ERR_INVALID_HANDLE && o.destroyed) return fail(TC_ERR_STALE_HANDLE, o.destroyed);
    return check(code, o.scene);
}
template <class T> ret<std::decay_t<T>> check(std::int32_t code, const origin &o, T &&value) {
    if (code == TC_ERR_INVALID_HANDLE && o.destroyed) return fail_as<std::decay_t<T>>(TC_ERR_STALE_HANDLE, o.destroyed);
    return check(code, o.scene, std::forward<T>(value));
}
/** The message for an owner emptied by destroy() (and refs taken from it after), per kind. */
inline const char *destroyed_message(const tc_view *) noexcept {
    return "the view was destroyed by its tc::view owner's destroy()";
}
inline const char *destroyed_message(const tc_controller *) noexcept {
    return "the controller was destroyed by its tc::controller owner's destroy()";
}
inline const char *destroyed_message(const tc_recognizer *) noexcept {
    return "the recognizer was destroyed by its tc::recognizer owner's destroy()";
}
/** An argument that is a ref taken from an owner after its destroy(): the wrapper refuses it
 *  (TC_ERR_STALE_HANDLE) rather than pass its empty handle, which the C call would take for
 *  "none" (the screen, the window, remove ...). */
template <class R> std::string destroyed_argument(const char *what, const R &) {
    return std::string(what) + ": " + destroyed_message(static_cast<decltype(std::declval<R>().get())>(nullptr));
}

} // namespace detail

#if !defined(TOUCHCHAIN_NO_EXCEPTIONS)
/** Take (and clear) the exception a callback threw that no wrapper call has rethrown yet (one
 *  run by a destructor, say); nullptr if none. */
inline std::exception_ptr take_pending_exception() noexcept {
    return std::exchange(detail::cb_state().pending, nullptr);
}
#endif

// =================================================================================================
// Value types
// =================================================================================================

struct point {
    double x = 0, y = 0;
    friend constexpr bool operator==(point a, point b) noexcept { return a.x == b.x && a.y == b.y; }
    friend constexpr bool operator!=(point a, point b) noexcept { return !(a == b); }
    friend constexpr point operator+(point a, point b) noexcept { return {a.x + b.x, a.y + b.y}; }
    friend constexpr point operator-(point a, point b) noexcept { return {a.x - b.x, a.y - b.y}; }
};

struct rect {
    double x = 0, y = 0, w = 0, h = 0;
    constexpr rect() noexcept = default;
    constexpr rect(double x_, double y_, double w_, double h_) noexcept : x(x_), y(y_), w(w_), h(h_) {}
    constexpr rect(const tc_rect &r) noexcept : x(r.x), y(r.y), w(r.w), h(r.h) {}
    constexpr operator tc_rect() const noexcept { return tc_rect{x, y, w, h}; }
    constexpr point origin() const noexcept { return {x, y}; }
    constexpr point center() const noexcept { return {x + w / 2, y + h / 2}; }
    constexpr bool contains(point p) const noexcept { return p.x >= x && p.y >= y && p.x < x + w && p.y < y + h; }
    friend constexpr bool operator==(const rect &a, const rect &b) noexcept {
        return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h;
    }
    friend constexpr bool operator!=(const rect &a, const rect &b) noexcept { return !(a == b); }
};

/** CGAffineTransform: (x, y) -> (a*x + c*y + tx, b*x + d*y + ty), about the view's centre. */
struct affine {
    double a = 1, b = 0, c = 0, d = 1, tx = 0, ty = 0;
    constexpr affine() noexcept = default;
    constexpr affine(double a_, double b_, double c_, double d_, double tx_, double ty_) noexcept
        : a(a_), b(b_), c(c_), d(d_), tx(tx_), ty(ty_) {}
    constexpr affine(const tc_affine &t) noexcept : a(t.a), b(t.b), c(t.c), d(t.d), tx(t.tx), ty(t.ty) {}
    constexpr operator tc_affine() const noexcept { return tc_affine{a, b, c, d, tx, ty}; }
    static constexpr affine identity() noexcept { return {}; }
    static constexpr affine translation(double x, double y) noexcept { return {1, 0, 0, 1, x, y}; }
    static constexpr affine scale(double sx, double sy) noexcept { return {sx, 0, 0, sy, 0, 0}; }
    friend constexpr bool operator==(const affine &p, const affine &q) noexcept {
        return p.a == q.a && p.b == q.b && p.c == q.c && p.d == q.d && p.tx == q.tx && p.ty == q.ty;
    }
    friend constexpr bool operator!=(const affine &p, const affine &q) noexcept { return !(p == q); }
};

/** tc_scene_config with its defaults. */
struct scene_config {
    std::int32_t max_touches = TC_DEFAULT_MAX_TOUCHES;
    std::int32_t queue_capacity = TC_DEFAULT_QUEUE_CAPACITY;
    double tap_interval = TC_DEFAULT_TAP_INTERVAL;
    double tap_radius = TC_DEFAULT_TAP_RADIUS;
    double tap_duration = TC_DEFAULT_TAP_DURATION; /**< T3: a touch held this long is no tap */
    tc_scene_config to_c() const noexcept {
        tc_scene_config c;
        TC_SCENE_CONFIG_INIT(&c);
        c.max_touches = max_touches;
        c.queue_capacity = queue_capacity;
        c.tap_interval = tap_interval;
        c.tap_radius = tap_radius;
        c.tap_duration = tap_duration;
        return c;
    }
};

/** One point of a touch between two samples (coalesced) or after the latest (predicted), P6
 *  (tc_touch_point). */
struct touch_point {
    double timestamp = 0;
    tc::point location; // in the window
    double force = 0;
    double altitude = TC_DEFAULT_ALTITUDE;
    double azimuth = 0;

    touch_point() noexcept = default;
    touch_point(double time, tc::point at) noexcept : timestamp(time), location(at) {}
    explicit touch_point(const tc_touch_point &p) noexcept
        : timestamp(p.timestamp), location{p.x, p.y}, force(p.force), altitude(p.altitude), azimuth(p.azimuth) {}
    tc_touch_point to_c() const noexcept {
        tc_touch_point p;
        TC_TOUCH_POINT_INIT(&p);
        p.timestamp = timestamp;
        p.x = location.x;
        p.y = location.y;
        p.force = force;
        p.altitude = altitude;
        p.azimuth = azimuth;
        return p;
    }
};

/** One raw touch sample (tc_touch_sample). window nullptr: the key window. */
struct touch_sample {
    tc::phase phase = tc::phase::began;
    std::int64_t id = 0;
    tc::point location;
    double timestamp = 0;
    tc_view *window = nullptr;
    double force = 0, max_force = 0, major_radius = 0, radius_tolerance = 0;
    tc::touch_type type = tc::touch_type::direct;
    tc::button buttons = tc::button::primary;                  // P2
    touch_property estimated_properties = touch_property::none; // P5
    touch_property expecting_updates = touch_property::none;    // P5: a subset of estimated_properties
    std::int64_t estimation_update_index = 0;                   // P5
    double altitude = TC_DEFAULT_ALTITUDE, azimuth = 0;         // P5
    std::vector<touch_point> coalesced, predicted;              // P6 (copied by the engine)

    touch_sample() noexcept = default;
    touch_sample(tc::phase p, std::int64_t touch_id, tc::point at, double time, tc_view *in_window = nullptr) noexcept
        : phase(p), id(touch_id), location(at), timestamp(time), window(in_window) {}
    /** The C sample; its coalesced and predicted points are left out (to_c(points) adds them). */
    tc_touch_sample to_c() const noexcept {
        tc_touch_sample s;
        TC_TOUCH_SAMPLE_INIT(&s);
        s.phase = static_cast<std::int32_t>(phase);
        s.id = id;
        s.x = location.x;
        s.y = location.y;
        s.timestamp = timestamp;
        s.force = force;
        s.max_force = max_force;
        s.major_radius = major_radius;
        s.radius_tolerance = radius_tolerance;
        s.type = static_cast<std::int32_t>(type);
        s.window = window;
        s.buttons = static_cast<std::uint32_t>(buttons);
        s.estimated_properties = static_cast<std::uint32_t>(estimated_properties);
        s.expecting_updates = static_cast<std::uint32_t>(expecting_updates);
        s.estimation_update_index = estimation_update_index;
        s.altitude = altitude;
        s.azimuth = azimuth;
        return s;
    }
    /** The C sample with its points, which `points` holds (it must outlive the C sample). */
    tc_touch_sample to_c(std::vector<tc_touch_point> &points) const {
        tc_touch_sample s = to_c();
        points.clear();
        points.reserve(coalesced.size() + predicted.size());
        for (const touch_point &p : coalesced) points.push_back(p.to_c());
        for (const touch_point &p : predicted) points.push_back(p.to_c());
        s.coalesced = coalesced.empty() ? nullptr : points.data();
        s.coalesced_count = coalesced.size();
        s.predicted = predicted.empty() ? nullptr : points.data() + coalesced.size();
        s.predicted_count = predicted.size();
        return s;
    }
};

/** P3: a pointer or pencil near the surface (tc_hover_sample). window nullptr: the key window. */
struct hover_sample {
    tc::phase phase = tc::phase::began; // began (comes into range), moved, ended (leaves), cancelled
    std::int64_t id = 0;
    tc::point location;                 // in the window
    double timestamp = 0;
    tc::touch_type type = tc::touch_type::indirect_pointer; // or stylus
    double altitude = TC_DEFAULT_ALTITUDE, azimuth = 0, z_offset = 0;
    tc_view *window = nullptr;

    hover_sample() noexcept = default;
    hover_sample(tc::phase p, std::int64_t hover_id, tc::point at, double time, tc_view *in_window = nullptr) noexcept
        : phase(p), id(hover_id), location(at), timestamp(time), window(in_window) {}
    tc_hover_sample to_c() const noexcept {
        tc_hover_sample s;
        TC_HOVER_SAMPLE_INIT(&s);
        s.phase = static_cast<std::int32_t>(phase);
        s.id = id;
        s.x = location.x;
        s.y = location.y;
        s.timestamp = timestamp;
        s.type = static_cast<std::int32_t>(type);
        s.altitude = altitude;
        s.azimuth = azimuth;
        s.z_offset = z_offset;
        s.window = window;
        return s;
    }
};

/** P4: scroll input from a wheel (discrete, phase none) or a trackpad (continuous, with
 *  phases) (tc_scroll_input). delta: what the content follows, signed as a finger drag. */
struct scroll_input {
    scroll_type type = scroll_type::discrete;
    tc::phase phase = tc::phase::none;
    tc::point delta;
    tc::point location; // the pointer, in the window
    double timestamp = 0;
    tc_view *window = nullptr;

    scroll_input() noexcept = default;
    scroll_input(scroll_type t, tc::phase p, tc::point d, tc::point at, double time, tc_view *in_window = nullptr) noexcept
        : type(t), phase(p), delta(d), location(at), timestamp(time), window(in_window) {}
    tc_scroll_input to_c() const noexcept {
        tc_scroll_input s;
        TC_SCROLL_INPUT_INIT(&s);
        s.type = static_cast<std::uint32_t>(type);
        s.phase = static_cast<std::int32_t>(phase);
        s.dx = delta.x;
        s.dy = delta.y;
        s.x = location.x;
        s.y = location.y;
        s.timestamp = timestamp;
        s.window = window;
        return s;
    }
};

/** P4: a trackpad pinch or rotation step (tc_transform_input); scale and rotation since the
 *  began. */
struct transform_input {
    tc::phase phase = tc::phase::began; // began, changed, ended, cancelled
    double scale = 1, rotation = 0;
    tc::point location; // the pointer, in the window
    double timestamp = 0;
    tc_view *window = nullptr;

    transform_input() noexcept = default;
    transform_input(tc::phase p, double s, double r, tc::point at, double time, tc_view *in_window = nullptr) noexcept
        : phase(p), scale(s), rotation(r), location(at), timestamp(time), window(in_window) {}
    tc_transform_input to_c() const noexcept {
        tc_transform_input t;
        TC_TRANSFORM_INPUT_INIT(&t);
        t.phase = static_cast<std::int32_t>(phase);
        t.scale = scale;
        t.rotation = rotation;
        t.x = location.x;
        t.y = location.y;
        t.timestamp = timestamp;
        t.window = window;
        return t;
    }
};

/** P5: an update of estimated properties of an earlier sample (tc_touch_update), pushed with
 *  scene::push_touch_update (on_estimated_update receives it as a touch_update_event). */
struct touch_update {
    touch_property properties = touch_property::none; // what this update carries
    std::int64_t id = 0;                              // the touch's id when the sample was pushed
    std::int64_t estimation_update_index = 0;         // the sample's
    double timestamp = 0;                             // when the update arrives (queue order)
    double force = 0, azimuth = 0, altitude = TC_DEFAULT_ALTITUDE;
    tc::point location;                               // window coordinates

    touch_update() noexcept = default;
    explicit touch_update(const tc_touch_update &u) noexcept
        : properties(static_cast<touch_property>(u.properties)), id(u.id),
          estimation_update_index(u.estimation_update_index), timestamp(u.timestamp), force(u.force),
          azimuth(u.azimuth), altitude(u.altitude), location{u.x, u.y} {}
    tc_touch_update to_c() const noexcept {
        tc_touch_update u;
        TC_TOUCH_UPDATE_INIT(&u);
        u.properties = static_cast<std::uint32_t>(properties);
        u.id = id;
        u.estimation_update_index = estimation_update_index;
        u.timestamp = timestamp;
        u.force = force;
        u.azimuth = azimuth;
        u.altitude = altitude;
        u.x = location.x;
        u.y = location.y;
        return u;
    }
};

/** S1: a scroll view's parameters: tc_scroll_params with UIKit's defaults
 *  (TC_SCROLL_PARAMS_INIT); change the C fields you need (p.content_h = 2000; ...). */
struct scroll_params : tc_scroll_params {
    scroll_params() noexcept : tc_scroll_params() { TC_SCROLL_PARAMS_INIT(this); }
    explicit scroll_params(const tc_scroll_params &c) noexcept : tc_scroll_params(c) {}
    /** The defaults with a content size. */
    static scroll_params content(double w, double h) noexcept {
        scroll_params p;
        p.content_w = w;
        p.content_h = h;
        return p;
    }
    /** S4: whether the content bounces along x / y: bounces_horizontally /
     *  bounces_vertically, or `bounces` where the axis is TC_SCROLL_BOUNCES_INHERIT. */
    bool bounces_along_x() const noexcept {
        return (bounces_horizontally == TC_SCROLL_BOUNCES_INHERIT ? bounces : bounces_horizontally) != 0;
    }
    bool bounces_along_y() const noexcept {
        return (bounces_vertically == TC_SCROLL_BOUNCES_INHERIT ? bounces : bounces_vertically) != 0;
    }
};
static_assert(sizeof(scroll_params) == sizeof(tc_scroll_params), "scroll_params adds no state");

/** S1, S7: UIScrollView's isDragging and isDecelerating. */
struct scroll_view_state {
    bool dragging = false;
    bool decelerating = false;
};

/** P5: UITouch.azimuthAngle(in:) and azimuthUnitVector(in:). */
struct azimuth_info {
    double angle = 0; // -pi .. pi, clockwise from +x in y-down space
    point unit;       // (0, 0) for a touch that is not a stylus's
};

/** A row of the engine's recognizer parameter table (tc_param_info; the strings are static). */
struct param_info {
    std::int32_t index = 0;
    std::string_view name;  // the tc_recognizer_params field, "slop"
    std::string_view unit;  // "count", "mask", "s", "pt", "rad" ...
    std::uint32_t kinds = 0; // bit (1u << recognizer_kind) for each kind that reads it
    bool is_integer = false;
    double minimum = 0, maximum = 0; // maximum: INFINITY when unbounded
    bool used_by(recognizer_kind k) const noexcept { return (kinds >> static_cast<std::uint32_t>(k)) & 1u; }
};

// =================================================================================================
// Borrowed references
// =================================================================================================

class view_ref;
class controller_ref;
class recognizer_ref;
class touch_ref;
class view;
class controller;
class recognizer;
struct responder;
struct touch_info;
struct control_state;
struct gesture_details;
struct recognizer_params;

namespace detail {
struct destroyed_tag {};
/** Operations of a view, shared by view_ref and view (CRTP: D has get(), scene_handle() and
 *  destroyed()). */
template <class D> class view_api {
    tc_view *h() const noexcept { return static_cast<const D *>(this)->get(); }
    tc_scene *sc() const noexcept { return static_cast<const D *>(this)->scene_handle(); }
    /** For errors: the scene, and whether this is an owner emptied by destroy(). */
    origin s() const noexcept {
        return origin{sc(), static_cast<const D *>(this)->destroyed() ? destroyed_message(h()) : nullptr};
    }

public:
    ret<bool> is_window() const {
        std::int32_t v = 0;
        std::int32_t st = tc_view_is_window(h(), &v);
        return detail::check(st, s(), v != 0);
    }
    // ---- tree ----
    /** A child that has a superview moves (to the top; for insert_subview of one of this
     *  view's subviews, `index` is its place after the move). A move keeps its touches
     *  unless this view is in no window (T7: then, as a removal, callbacks may run). */
    ret_void add_subview(const view_ref &child) const;
    /** An index at or past the end appends (H3). */
    ret_void insert_subview(const view_ref &child, std::size_t index) const;
    /** Just below / above `sibling` (H3); a sibling that is not a subview once the child has
     *  left its old place puts it on top; an empty sibling changes nothing. */
    ret_void insert_subview_below(const view_ref &child, const view_ref &sibling) const;
    ret_void insert_subview_above(const view_ref &child, const view_ref &sibling) const;
    /** A temporary owner (`add_subview(scene.create_view(...))`) would destroy the view at the
     *  end of the statement, so nothing would be added: a compile error. Keep the owner in a
     *  variable (tc::view child = ...; add_subview(child)). */
    ret_void add_subview(view &&temporary) const = delete;
    ret_void insert_subview(view &&temporary, std::size_t index) const = delete;
    ret_void insert_subview_below(view &&temporary, const view_ref &sibling) const = delete;
    ret_void insert_subview_above(view &&temporary, const view_ref &sibling) const = delete;
    /** Cancels the touches of its tree first and stops its recognizers' gestures (T7):
     *  callbacks may run. */
    ret_void remove_from_superview() const { return detail::check(tc_view_remove_from_superview(h()), s()); }
    ret<view_ref> superview() const;
    ret<view_ref> window() const;
    ret<std::size_t> subview_count() const {
        std::size_t n = 0;
        std::int32_t st = tc_view_get_subview_count(h(), &n);
        return detail::check(st, s(), n);
    }
    ret<view_ref> subview(std::size_t index) const;
    // ---- geometry ----
    /** UIKit's frame (H3): set under a transform, the bounds size is the size through its
     *  inverse; read, the box around the transformed bounds. */
    ret_void set_frame(const rect &r) const { return detail::check(tc_view_set_frame(h(), r.x, r.y, r.w, r.h), s()); }
    ret<rect> frame() const {
        tc_rect r{0, 0, 0, 0};
        std::int32_t st = tc_view_get_frame(h(), &r);
        return detail::check(st, s(), rect(r));
    }
    ret_void set_center(point p) const { return detail::check(tc_view_set_center(h(), p.x, p.y), s()); }
    ret<point> center() const {
        point p;
        std::int32_t st = tc_view_get_center(h(), &p.x, &p.y);
        return detail::check(st, s(), p);
    }
    ret_void set_bounds(const rect &r) const { return detail::check(tc_view_set_bounds(h(), r.x, r.y, r.w, r.h), s()); }
    ret<rect> bounds() const {
        tc_rect r{0, 0, 0, 0};
        std::int32_t st = tc_view_get_bounds(h(), &r);
        return detail::check(st, s(), rect(r));
    }
    ret_void set_transform(const affine &t) const {
        tc_affine c = t;
        return detail::check(tc_view_set_transform(h(), &c), s());
    }
    ret<affine> transform() const {
        tc_affine t{1, 0, 0, 1, 0, 0};
        std::int32_t st = tc_view_get_transform(h(), &t);
        return detail::check(st, s(), affine(t));
    }
    ret_void set_alpha(double alpha) const { return detail::check(tc_view_set_alpha(h(), alpha), s()); }
    ret<double> alpha() const {
        double a = 0;
        std::int32_t st = tc_view_get_alpha(h(), &a);
        return detail::check(st, s(), a);
    }
    ret_void set_flag(view_flag flag, bool value) const {
        return detail::check(tc_view_set_flag(h(), static_cast<std::int32_t>(flag), value ? 1 : 0), s());
    }
    ret<bool> flag(view_flag flag) const {
        std::int32_t v = 0;
        std::int32_t st = tc_view_get_flag(h(), static_cast<std::int32_t>(flag), &v);
        return detail::check(st, s(), v != 0);
    }
    ret_void set_presentation(const rect &frame, const affine &transform = affine()) const {
        tc_rect f = frame;
        tc_affine t = transform;
        return detail::check(tc_view_set_presentation(h(), &f, &t), s());
    }
    ret_void clear_presentation() const { return detail::check(tc_view_clear_presentation(h()), s()); }
    /** A point from this view's space to `to`'s (an empty view_ref: the screen). */
    ret<point> convert_to(point p, const view_ref &to) const;
    /** A point from `from`'s space (an empty view_ref: the screen) to this view's. */
    ret<point> convert_from(point p, const view_ref &from) const;
    // ---- hit-testing ----
    ret_void set_hit_insets(double top, double left, double bottom, double right) const {
        return detail::check(tc_view_set_hit_insets(h(), top, left, bottom, right), s());
    }
    ret_void set_min_hit_size(double w, double hgt) const {
        return detail::check(tc_view_set_min_hit_size(h(), w, hgt), s());
    }
    /** A hit polygon in bounds coordinates; an empty vector removes it. */
    ret_void set_hit_polygon(const std::vector<point> &polygon) const {
        std::vector<double> xy;
        xy.reserve(polygon.size() * 2);
        for (const point &p : polygon) {
            xy.push_back(p.x);
            xy.push_back(p.y);
        }
        return detail::check(tc_view_set_hit_polygon(h(), xy.empty() ? nullptr : xy.data(), polygon.size()), s());
    }
    ret_void set_hit_redirect(const view_ref &target) const;
    ret_void set_hit_redirect(view &&temporary) const = delete; // dropped when it is destroyed
    /** UIKit's point(inside:with:) (H2): `p` in this view's bounds coordinates; the
     *  point-inside override (H6f) may run. */
    ret<bool> point_inside(point p) const {
        std::int32_t v = 0;
        std::int32_t st = tc_view_point_inside(h(), p.x, p.y, &v);
        return detail::check(st, s(), v != 0);
    }
    /** The deepest view under `p` (in this view's bounds coordinates); an empty view_ref if none. */
    ret<view_ref> hit_test(point p) const;
    // ---- responders ----
    /** Send a router event up the chain from this view; true if a responder handled it. */
    ret<bool> send_route(const char *name, const tc_kv *pairs, std::size_t count) const {
        std::int32_t handled_flag = 0;
        std::int32_t st = tc_view_send_route(h(), name, pairs, count, &handled_flag);
        return detail::check(st, s(), handled_flag != 0);
    }
    ret<bool> send_route(const char *name, std::initializer_list<tc_kv> pairs = {}) const {
        return send_route(name, pairs.size() ? pairs.begin() : nullptr, pairs.size());
    }
    ret<responder> next_responder() const;
    ret_void become_first_responder() const { return detail::check(tc_view_become_first_responder(h()), s()); }
    ret_void resign_first_responder() const { return detail::check(tc_view_resign_first_responder(h()), s()); }
    /** UIKit's isFirstResponder (R4): this view is its own window's first responder (key window or not). */
    ret<bool> is_first_responder() const {
        std::int32_t v = 0;
        std::int32_t st = tc_view_is_first_responder(h(), &v);
        return detail::check(st, s(), v != 0);
    }
    // ---- controls ----
    ret<control_state> control() const;
    ret_void set_control_enabled(bool enabled) const {
        return detail::check(tc_control_set_enabled(h(), enabled ? 1 : 0), s());
    }
    ret_void set_control_value(double value) const { return detail::check(tc_control_set_value(h(), value), s()); }
    ret_void set_tracking_margin(double margin) const {
        return detail::check(tc_control_set_tracking_margin(h(), margin), s());
    }
    /** C1: UIKit's sendActions(for:): the targets of `events` (each once, in registration
     *  order), then the primary action if `events` holds the kind's action-triggering event;
     *  no touch, enabled or not (tc_control_send_actions). */
    ret_void send_actions(control_event events) const {
        return detail::check(tc_control_send_actions(h(), static_cast<std::uint32_t>(events)), s());
    }
    // ---- scroll views (S1-S9; the callbacks: view::set_scroll_callbacks) ----
    /** Make this view a scroll view with `params`, or change them (tc_view_set_scroll). */
    ret_void set_scroll(const scroll_params &params) const {
        return detail::check(tc_view_set_scroll(h(), &params), s());
    }
    /** Its parameters; TC_ERR_STATE if it is not a scroll view (tc_view_get_scroll). */
    ret<scroll_params> scroll() const {
        scroll_params p;
        std::int32_t st = tc_view_get_scroll(h(), &p);
        return detail::check(st, s(), p);
    }
    /** The content offset (= the bounds origin) (tc_view_get_content_offset). */
    ret<point> content_offset() const {
        point p;
        std::int32_t st = tc_view_get_content_offset(h(), &p.x, &p.y);
        return detail::check(st, s(), p);
    }
    /** setContentOffset(_:animated: false): stops a deceleration, moves the content (not
     *  clamped), did_scroll if it moved (tc_view_set_content_offset). */
    ret_void set_content_offset(point p) const {
        return detail::check(tc_view_set_content_offset(h(), p.x, p.y), s());
    }
    /** The scroll view's own pan (UIScrollView.panGestureRecognizer): for requirements,
     *  parameters and queries; it goes with its view (tc_view_scroll_pan). */
    ret<recognizer_ref> scroll_pan() const;
    /** isDragging / isDecelerating (tc_view_get_scroll_state). */
    ret<scroll_view_state> scroll_state() const {
        std::int32_t dragging = 0, decelerating = 0;
        std::int32_t st = tc_view_get_scroll_state(h(), &dragging, &decelerating);
        scroll_view_state out;
        out.dragging = dragging != 0;
        out.decelerating = decelerating != 0;
        return detail::check(st, s(), out);
    }
    /** isTracking (tc_view_get_scroll_tracking). */
    ret<bool> scroll_tracking() const {
        std::int32_t v = 0;
        std::int32_t st = tc_view_get_scroll_tracking(h(), &v);
        return detail::check(st, s(), v != 0);
    }
};

template <class D> class controller_api {
    tc_controller *h() const noexcept { return static_cast<const D *>(this)->get(); }
    tc_scene *sc() const noexcept { return static_cast<const D *>(this)->scene_handle(); }
    /** For errors: the scene, and whether this is an owner emptied by destroy(). */
    origin s() const noexcept {
        return origin{sc(), static_cast<const D *>(this)->destroyed() ? destroyed_message(h()) : nullptr};
    }

public:
    /** Make `root` the controller's view (an empty view_ref detaches). */
    ret_void set_view(const view_ref &root) const;
    ret_void set_view(view &&temporary) const = delete; // a view destroyed at once
    ret<view_ref> view() const;
    /** R1: the superview of the controller's view (a window's root controller: the window);
     *  kind none without a view or superview. */
    ret<responder> next_responder() const;
    ret<bool> send_route(const char *name, const tc_kv *pairs, std::size_t count) const {
        std::int32_t handled_flag = 0;
        std::int32_t st = tc_controller_send_route(h(), name, pairs, count, &handled_flag);
        return detail::check(st, s(), handled_flag != 0);
    }
    ret<bool> send_route(const char *name, std::initializer_list<tc_kv> pairs = {}) const {
        return send_route(name, pairs.size() ? pairs.begin() : nullptr, pairs.size());
    }
};

template <class D> class recognizer_api {
    tc_recognizer *h() const noexcept { return static_cast<const D *>(this)->get(); }
    tc_scene *sc() const noexcept { return static_cast<const D *>(this)->scene_handle(); }
    /** For errors: the scene, and whether this is an owner emptied by destroy(). */
    origin s() const noexcept {
        return origin{sc(), static_cast<const D *>(this)->destroyed() ? destroyed_message(h()) : nullptr};
    }

public:
    ret_void attach(const view_ref &v) const;
    ret_void attach(view &&temporary) const = delete; // a view destroyed at once
    ret_void detach() const { return detail::check(tc_recognizer_detach(h()), s()); }
    ret_void set_enabled(bool enabled) const {
        return detail::check(tc_recognizer_set_enabled(h(), enabled ? 1 : 0), s());
    }
    ret_void set_name(const std::string &name) const { return detail::check(tc_recognizer_set_name(h(), name.c_str()), s()); }
    ret_void clear_name() const { return detail::check(tc_recognizer_set_name(h(), nullptr), s()); }
    ret<std::string> name() const {
        const char *n = nullptr;
        std::int32_t st = tc_recognizer_get_name(h(), &n);
        return detail::check(st, s(), std::string(n ? n : ""));
    }
    ret<gesture_state> state() const {
        std::int32_t v = 0;
        std::int32_t st = tc_recognizer_get_state(h(), &v);
        return detail::check(st, s(), static_cast<gesture_state>(v));
    }
    /** Current details; failure_message is borrowed (valid until the next state change). */
    ret<gesture_details> details() const;
    ret<recognizer_params> params() const;
    ret_void set_params(const recognizer_params &p) const;
    /** G6: this may recognize only after `other` failed. */
    ret_void require_to_fail(const recognizer_ref &other) const;
    ret_void require_to_fail(recognizer &&temporary) const = delete; // one destroyed at once
    ret_void remove_requirement(const recognizer_ref &other) const;
    ret_void set_simultaneous(const recognizer_ref &other, bool allowed = true) const;
    ret_void set_simultaneous(recognizer &&temporary, bool allowed = true) const = delete;
    ret_void set_translation(point p) const { return detail::check(tc_recognizer_set_translation(h(), p.x, p.y), s()); }
    /** G9: UIKit's setTranslation(_:in:): `p` in `in`'s coordinates (an empty view_ref: the
     *  window's), converted as a vector (tc_recognizer_set_translation_in). */
    ret_void set_translation_in(point p, const view_ref &in) const;
    /** G9: UIKit's location(in:): the location in `in`'s bounds coordinates (none or an empty
     *  view_ref: its window's) (tc_recognizer_location_in). */
    ret<point> location_in() const;
    ret<point> location_in(const view_ref &in) const;
    /** G9: UIKit's location(ofTouch:in:): touch `index` (0 .. details().touch_count - 1, in
     *  the order they landed); a larger index is TC_ERR_NOT_FOUND (tc_recognizer_touch_location_in). */
    ret<point> touch_location_in(std::size_t index) const;
    ret<point> touch_location_in(std::size_t index, const view_ref &in) const;
    /** G9: pan / edge pan: UIKit's translation(in:) and velocity(in:), converted as vectors
     *  (tc_recognizer_translation_in, tc_recognizer_velocity_in). */
    ret<point> translation_in() const;
    ret<point> translation_in(const view_ref &in) const;
    ret<point> velocity_in() const;
    ret<point> velocity_in(const view_ref &in) const;
    /** Pinch: the scale; rotation: the rotation, radians (UIKit's settable values). */
    ret_void set_scale(double scale) const { return detail::check(tc_recognizer_set_scale(h(), scale), s()); }
    ret_void set_rotation(double rotation) const { return detail::check(tc_recognizer_set_rotation(h(), rotation), s()); }
    /** Custom recognizers only; corrected as UIKit's setState: (G2), refused from a final state. */
    ret_void set_state(gesture_state state) const {
        return detail::check(tc_recognizer_set_state(h(), static_cast<std::int32_t>(state)), s());
    }
    /** Custom recognizers only: stop receiving `t` (UIKit's ignore(_:for:), G8). */
    ret_void ignore_touch(const touch_ref &t) const;
};
} // namespace detail

/** A borrowed view handle (never destroys). Empty (nullptr) means "none" / "the screen". */
class view_ref : public detail::view_api<view_ref> {
public:
    view_ref() noexcept = default;
    explicit view_ref(tc_view *handle, tc_scene *scene = nullptr) noexcept : h_(handle), s_(scene) {}
    /** An empty ref that remembers it was taken from a tc::view after its destroy(). */
    explicit view_ref(detail::destroyed_tag) noexcept : gone_(true) {}
    tc_view *get() const noexcept { return h_; }
    /** The scene it came from (for error messages), or nullptr. */
    tc_scene *scene_handle() const noexcept { return s_; }
    explicit operator bool() const noexcept { return h_ != nullptr; }
    friend bool operator==(const view_ref &a, const view_ref &b) noexcept { return a.h_ == b.h_; }
    friend bool operator!=(const view_ref &a, const view_ref &b) noexcept { return a.h_ != b.h_; }
    /** True for a ref taken from a tc::view after its destroy(): calls through it, and calls
     *  that take it as an argument, fail with TC_ERR_STALE_HANDLE. (A ref taken before keeps
     *  the handle, which the engine answers with TC_ERR_STALE_HANDLE once it is destroyed.) */
    bool destroyed() const noexcept { return gone_; }

private:
    tc_view *h_ = nullptr;
    tc_scene *s_ = nullptr;
    bool gone_ = false;
};

class controller_ref : public detail::controller_api<controller_ref> {
public:
    controller_ref() noexcept = default;
    explicit controller_ref(tc_controller *handle, tc_scene *scene = nullptr) noexcept : h_(handle), s_(scene) {}
    /** An empty ref that remembers it was taken from a tc::controller after its destroy(). */
    explicit controller_ref(detail::destroyed_tag) noexcept : gone_(true) {}
    tc_controller *get() const noexcept { return h_; }
    tc_scene *scene_handle() const noexcept { return s_; }
    explicit operator bool() const noexcept { return h_ != nullptr; }
    friend bool operator==(const controller_ref &a, const controller_ref &b) noexcept { return a.h_ == b.h_; }
    friend bool operator!=(const controller_ref &a, const controller_ref &b) noexcept { return a.h_ != b.h_; }
    /** True for a ref taken from a tc::controller after its destroy(): calls through it, and calls
     *  that take it as an argument, fail with TC_ERR_STALE_HANDLE. (A ref taken before keeps
     *  the handle, which the engine answers with TC_ERR_STALE_HANDLE once it is destroyed.) */
    bool destroyed() const noexcept { return gone_; }

private:
    tc_controller *h_ = nullptr;
    tc_scene *s_ = nullptr;
    bool gone_ = false;
};

class recognizer_ref : public detail::recognizer_api<recognizer_ref> {
public:
    recognizer_ref() noexcept = default;
    explicit recognizer_ref(tc_recognizer *handle, tc_scene *scene = nullptr) noexcept : h_(handle), s_(scene) {}
    /** An empty ref that remembers it was taken from a tc::recognizer after its destroy(). */
    explicit recognizer_ref(detail::destroyed_tag) noexcept : gone_(true) {}
    tc_recognizer *get() const noexcept { return h_; }
    tc_scene *scene_handle() const noexcept { return s_; }
    explicit operator bool() const noexcept { return h_ != nullptr; }
    friend bool operator==(const recognizer_ref &a, const recognizer_ref &b) noexcept { return a.h_ == b.h_; }
    friend bool operator!=(const recognizer_ref &a, const recognizer_ref &b) noexcept { return a.h_ != b.h_; }
    /** True for a ref taken from a tc::recognizer after its destroy(): calls through it, and calls
     *  that take it as an argument, fail with TC_ERR_STALE_HANDLE. (A ref taken before keeps
     *  the handle, which the engine answers with TC_ERR_STALE_HANDLE once it is destroyed.) */
    bool destroyed() const noexcept { return gone_; }

private:
    tc_recognizer *h_ = nullptr;
    tc_scene *s_ = nullptr;
    bool gone_ = false;
};

/** A snapshot of a touch (tc_touch_info). */
struct touch_info {
    tc::phase phase = tc::phase::none;
    std::int64_t id = 0;
    point location, previous_location; // in its window
    double timestamp = 0;
    std::int32_t tap_count = 0;
    touch_type type = touch_type::direct;
    double major_radius = 0, radius_tolerance = 0, force = 0, max_force = 0;
    view_ref view;   // hit-test view, or empty
    view_ref window; // or empty
    tc::button buttons = tc::button::none;                      // P2
    touch_property estimated_properties = touch_property::none; // P5
    touch_property expecting_updates = touch_property::none;    // P5: still expecting updates
    std::int64_t estimation_update_index = 0;                   // P5
    double altitude = 0, azimuth = 0;                           // P5, radians
    std::size_t coalesced_count = 0, predicted_count = 0;       // P6
};

/** A borrowed touch (engine-owned: valid until the event that ends it has been dispatched). */
class touch_ref {
public:
    touch_ref() noexcept = default;
    explicit touch_ref(tc_touch *handle, tc_scene *scene = nullptr) noexcept : h_(handle), s_(scene) {}
    tc_touch *get() const noexcept { return h_; }
    tc_scene *scene_handle() const noexcept { return s_; }
    explicit operator bool() const noexcept { return h_ != nullptr; }
    friend bool operator==(const touch_ref &a, const touch_ref &b) noexcept { return a.h_ == b.h_; }
    friend bool operator!=(const touch_ref &a, const touch_ref &b) noexcept { return a.h_ != b.h_; }

    ret<touch_info> info() const {
        tc_touch_info c{};
        c.size = static_cast<std::uint32_t>(sizeof c);
        std::int32_t st = tc_touch_get_info(h_, &c);
        touch_info i;
        if (st == TC_OK) {
            i.phase = static_cast<tc::phase>(c.phase);
            i.id = c.id;
            i.location = {c.x, c.y};
            i.previous_location = {c.prev_x, c.prev_y};
            i.timestamp = c.timestamp;
            i.tap_count = c.tap_count;
            i.type = static_cast<touch_type>(c.type);
            i.major_radius = c.major_radius;
            i.radius_tolerance = c.radius_tolerance;
            i.force = c.force;
            i.max_force = c.max_force;
            i.view = view_ref(c.view, s_);
            i.window = view_ref(c.window, s_);
            i.buttons = static_cast<tc::button>(c.buttons);
            i.estimated_properties = static_cast<touch_property>(c.estimated_properties);
            i.expecting_updates = static_cast<touch_property>(c.expecting_updates);
            i.estimation_update_index = c.estimation_update_index;
            i.altitude = c.altitude;
            i.azimuth = c.azimuth;
            i.coalesced_count = c.coalesced_count;
            i.predicted_count = c.predicted_count;
        }
        return detail::check(st, s_, std::move(i));
    }
    /** Location in `in`'s bounds coordinates (empty: its window's). */
    ret<point> location_in(const view_ref &in = view_ref()) const { return location(in, 0); }
    ret<point> previous_location_in(const view_ref &in = view_ref()) const { return location(in, 1); }
    /** P6: coalesced point `index` of the latest sample (the last one, coalesced_count - 1, is
     *  the touch itself); TC_ERR_NOT_FOUND past the end (tc_touch_get_coalesced). */
    ret<touch_point> coalesced(std::size_t index) const { return point_at(&tc_touch_get_coalesced, index); }
    /** P6: predicted point `index` the host gave (tc_touch_get_predicted). */
    ret<touch_point> predicted(std::size_t index) const { return point_at(&tc_touch_get_predicted, index); }
    /** P6: every coalesced (predicted) point, oldest first. */
    ret<std::vector<touch_point>> coalesced_points() const { return points(&tc_touch_get_coalesced, true); }
    ret<std::vector<touch_point>> predicted_points() const { return points(&tc_touch_get_predicted, false); }
    /** P6: the engine's own prediction `interval` seconds (0 .. TC_MAX_PREDICTION_INTERVAL)
     *  after the latest sample (tc_touch_predict). */
    ret<touch_point> predict(double interval) const {
        tc_touch_point c;
        TC_TOUCH_POINT_INIT(&c);
        std::int32_t st = tc_touch_predict(h_, interval, &c);
        return detail::check(st, s_, touch_point(c));
    }
    /** P5: the azimuth seen in `in`'s bounds coordinates (empty: its window's); 0 and (0, 0)
     *  for a touch that is not a stylus's (tc_touch_azimuth_in). */
    ret<azimuth_info> azimuth_in(const view_ref &in = view_ref()) const;

private:
    ret<point> location(const view_ref &in, std::int32_t previous) const;
    using point_getter = std::int32_t (*)(const tc_touch *, std::size_t, tc_touch_point *);
    ret<touch_point> point_at(point_getter getter, std::size_t index) const {
        tc_touch_point c;
        TC_TOUCH_POINT_INIT(&c);
        std::int32_t st = getter(h_, index, &c);
        return detail::check(st, s_, touch_point(c));
    }
    ret<std::vector<touch_point>> points(point_getter getter, bool coalesced_points) const {
        tc_touch_info c{};
        c.size = static_cast<std::uint32_t>(sizeof c);
        std::int32_t st = tc_touch_get_info(h_, &c);
        std::vector<touch_point> out;
        const std::size_t n = coalesced_points ? c.coalesced_count : c.predicted_count;
        for (std::size_t i = 0; st == TC_OK && i < n; ++i) {
            tc_touch_point p;
            TC_TOUCH_POINT_INIT(&p);
            st = getter(h_, i, &p);
            out.push_back(touch_point(p));
        }
        return detail::check(st, s_, std::move(out));
    }
    tc_touch *h_ = nullptr;
    tc_scene *s_ = nullptr;
};

/** A borrowed array of touches (as touch_refs), valid during the callback. */
class touch_list {
public:
    class iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = touch_ref;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = touch_ref;
        iterator(tc_touch *const *p, tc_scene *s) noexcept : p_(p), s_(s) {}
        touch_ref operator*() const noexcept { return touch_ref(*p_, s_); }
        iterator &operator++() noexcept { ++p_; return *this; }
        iterator operator++(int) noexcept { iterator t = *this; ++p_; return t; }
        friend bool operator==(const iterator &a, const iterator &b) noexcept { return a.p_ == b.p_; }
        friend bool operator!=(const iterator &a, const iterator &b) noexcept { return a.p_ != b.p_; }

    private:
        tc_touch *const *p_;
        tc_scene *s_;
    };
    touch_list() noexcept = default;
    touch_list(tc_touch *const *touches, std::size_t count, tc_scene *scene) noexcept
        : p_(touches), n_(touches ? count : 0), s_(scene) {}
    std::size_t size() const noexcept { return n_; }
    bool empty() const noexcept { return n_ == 0; }
    touch_ref operator[](std::size_t i) const noexcept { assert(i < n_); return touch_ref(p_[i], s_); }
    iterator begin() const noexcept { return iterator(p_, s_); }
    iterator end() const noexcept { return iterator(p_ + n_, s_); }

private:
    tc_touch *const *p_ = nullptr;
    std::size_t n_ = 0;
    tc_scene *s_ = nullptr;
};

/** Who a callback is about. */
struct responder {
    responder_kind kind = responder_kind::none;
    tc::view_ref view;             // kind view
    tc::controller_ref controller; // kind controller
};

/** A touches delivery (borrowed, valid during the callback). */
struct touches_event {
    tc::phase phase = tc::phase::none;
    double timestamp = 0;
    double dispatch_time = 0;
    touch_list touches;     // the touches in `phase` handed to this responder
    touch_list all_touches; // every live touch of the event
    view_ref hit_view;
    const tc_touches_event *raw = nullptr;
};

/** A motion, remote-control or press delivery. subtype: a motion_subtype, remote_subtype or
 *  press_type value. */
struct event_info {
    event_type type = event_type::motion;
    std::int32_t subtype = 0;
    tc::phase phase = tc::phase::none;
    double timestamp = 0;
};

/** A router event's payload (borrowed): iterate tc_kv pairs, or look one up. */
class kv_list {
public:
    kv_list() noexcept = default;
    kv_list(const tc_kv *pairs, std::size_t count) noexcept : p_(pairs), n_(pairs ? count : 0) {}
    const tc_kv *begin() const noexcept { return p_; }
    const tc_kv *end() const noexcept { return p_ + n_; }
    std::size_t size() const noexcept { return n_; }
    bool empty() const noexcept { return n_ == 0; }
    /** The value of the first pair with `key`, or nullopt. */
    std::optional<std::string_view> find(std::string_view key) const noexcept {
        for (const tc_kv &kv : *this)
            if (kv.key && key == kv.key) return std::string_view(kv.value ? kv.value : "");
        return std::nullopt;
    }

private:
    const tc_kv *p_ = nullptr;
    std::size_t n_ = 0;
};

/** P5: what on_estimated_update receives: the update, what is still expected, and the touch
 *  while it is live (during the call it shows the updated sample). */
struct touch_update_event : touch_update {
    touch_property remaining = touch_property::none; // still expecting updates after this one
    touch_ref touch;                                 // empty once the touch is over
    touch_update_event() noexcept = default;
    touch_update_event(const tc_touch_update &u, tc_scene *scene) noexcept
        : touch_update(u), remaining(static_cast<touch_property>(u.remaining)), touch(u.touch, scene) {}
};

/** P3: a hover delivery to one view (tc_hover_event). */
struct hover_event {
    tc::phase phase = tc::phase::none; // began (entered), moved, ended (left), cancelled
    std::int64_t id = 0;
    point location; // in the window
    double timestamp = 0;
    touch_type type = touch_type::indirect_pointer;
    double altitude = 0, azimuth = 0, z_offset = 0;
    view_ref hit_view; // empty when nothing was hit, or on leaving
};

/** An event that walked off the end of the chain. */
struct unhandled_info {
    event_type type = event_type::touches;
    std::int32_t subtype = 0;
    tc::phase phase = tc::phase::none;
    double timestamp = 0;
    touch_list touches;          // touches events
    std::string_view route_name; // route events
};

/** A control's state (tc_control_state). */
struct control_state {
    control_kind kind = control_kind::none;
    bool enabled = false, highlighted = false, tracking = false, touch_inside = false;
    double value = 0;
    double tracking_margin = 0;
};

/** What a recognizer reports (tc_gesture_details). failure_message is borrowed. */
struct gesture_details {
    recognizer_kind kind = recognizer_kind::tap;
    gesture_state state = gesture_state::possible;
    std::int32_t touch_count = 0;
    view_ref view;
    point location;  // centroid, in the view's coordinates (a tap, a swipe, a lifted pan: G9)
    double timestamp = 0;
    std::int32_t taps = 0;
    swipe_direction direction = swipe_direction::none;
    point translation, velocity; // pan, edge pan
    double scale = 0, scale_velocity = 0, rotation = 0, rotation_velocity = 0;
    failure_reason failure = failure_reason::none;
    std::string_view failure_message;
    double altitude = 0, azimuth = 0, z_offset = 0; // hover: the pencil's (P3); 0 for a pointer
    /** The hover's type; indirect_pointer for a scroll- or transform-driven gesture; else the
     *  type of its first touch (0, no enumerator, with none). */
    tc::touch_type touch_type = tc::touch_type(0);

    gesture_details() noexcept = default;
    gesture_details(const tc_gesture_details &d, tc_scene *scene) noexcept
        : kind(static_cast<recognizer_kind>(d.kind)), state(static_cast<gesture_state>(d.state)),
          touch_count(d.touch_count), view(d.view, scene), location{d.x, d.y}, timestamp(d.timestamp), taps(d.taps),
          direction(static_cast<swipe_direction>(d.direction)), translation{d.translation_x, d.translation_y},
          velocity{d.velocity_x, d.velocity_y}, scale(d.scale), scale_velocity(d.scale_velocity),
          rotation(d.rotation), rotation_velocity(d.rotation_velocity),
          failure(static_cast<failure_reason>(d.failure_reason)),
          failure_message(d.failure_message ? d.failure_message : ""), altitude(d.altitude), azimuth(d.azimuth),
          z_offset(d.z_offset), touch_type(static_cast<tc::touch_type>(d.touch_type)) {}
};

/** tc_recognizer_params filled by tc_recognizer_params_init for a kind; change the C fields you
 *  need (p.min_touches = 2; ...). An unknown kind leaves zeros, and create_recognizer then
 *  reports TC_ERR_UNKNOWN_ENUM. */
struct recognizer_params : tc_recognizer_params {
    explicit recognizer_params(recognizer_kind k) noexcept : tc_recognizer_params() {
        size = static_cast<std::uint32_t>(sizeof(tc_recognizer_params));
        if (tc_recognizer_params_init(this, static_cast<std::int32_t>(k)) != TC_OK) kind = static_cast<std::int32_t>(k);
    }
    explicit recognizer_params(const tc_recognizer_params &c) noexcept : tc_recognizer_params(c) {}
    static recognizer_params tap(std::int32_t taps = 1, std::int32_t touches = 1) noexcept {
        recognizer_params p(recognizer_kind::tap);
        p.taps_required = taps;
        p.touches_required = touches;
        return p;
    }
    static recognizer_params long_press(double seconds = TC_DEFAULT_LONG_PRESS_DURATION) noexcept {
        recognizer_params p(recognizer_kind::long_press);
        p.min_duration = seconds;
        return p;
    }
    static recognizer_params pan() noexcept { return recognizer_params(recognizer_kind::pan); }
    static recognizer_params edge_pan(tc::edge mask) noexcept {
        recognizer_params p(recognizer_kind::edge_pan);
        p.edges = static_cast<std::uint32_t>(mask);
        return p;
    }
    static recognizer_params swipe(swipe_direction mask = swipe_direction::right) noexcept {
        recognizer_params p(recognizer_kind::swipe);
        p.direction = static_cast<std::uint32_t>(mask);
        return p;
    }
    static recognizer_params pinch() noexcept { return recognizer_params(recognizer_kind::pinch); }
    static recognizer_params rotation() noexcept { return recognizer_params(recognizer_kind::rotation); }
    static recognizer_params custom() noexcept { return recognizer_params(recognizer_kind::custom); }
    /** P3: UIHoverGestureRecognizer, driven by hover samples only. */
    static recognizer_params hover() noexcept { return recognizer_params(recognizer_kind::hover); }
    recognizer_kind kind_enum() const noexcept { return static_cast<recognizer_kind>(kind); }
};
static_assert(sizeof(recognizer_params) == sizeof(tc_recognizer_params), "recognizer_params adds no state");

// =================================================================================================
// Callback types
// =================================================================================================

using touches_fn = std::function<response(const responder &, const touches_event &)>;
using event_fn = std::function<response(const responder &, const event_info &)>;
using route_fn = std::function<response(const responder &, std::string_view name, const kv_list &payload)>;
/** P3: a view's pointer enter (began) / move / exit (ended, cancelled); not passed up the chain. */
using hover_fn = std::function<void(const responder &, const hover_event &)>;
/** P5: an update of estimated properties of a sample this responder received (or, a view below
 *  having none, passed up the chain to it). */
using estimated_update_fn = std::function<void(const responder &, const touch_update_event &)>;
/** What a responder implements; an empty function: not implemented (the event passes on). */
struct responder_fns {
    touches_fn touches;
    event_fn motion;
    event_fn remote;
    event_fn presses;
    route_fn route;
    hover_fn hover;                        // views only (a controller's is never called)
    estimated_update_fn estimated_update;
    bool empty() const noexcept {
        return !touches && !motion && !remote && !presses && !route && !hover && !estimated_update;
    }
};
using unhandled_fn = std::function<void(const unhandled_info &)>;
/** Return true for inside; `engine_inside` is the engine's own answer. */
using point_inside_fn = std::function<bool(view_ref self, point p, bool engine_inside)>;
/** Return the view to report, or an empty view_ref for "not here". */
using hit_test_fn = std::function<view_ref(view_ref self, point p, view_ref engine_result)>;
using hit_trace_fn = std::function<void(trace_step step, view_ref v, bool inside, view_ref result)>;
/** Return false to veto `r` (G7). */
using gesture_should_begin_fn = std::function<bool(view_ref self, recognizer_ref r)>;
/** `event` is a single control_event bit. */
using control_fn = std::function<void(view_ref control, control_event event)>;
using gesture_fn = std::function<void(recognizer_ref r, const gesture_details &details)>;
using custom_touches_fn = std::function<void(recognizer_ref r, phase p, const touch_list &touches, double timestamp)>;
/** Custom recognizers: UIKit's reset() (G2). */
using custom_reset_fn = std::function<void(recognizer_ref r)>;
/** Custom recognizers: UIKit's canPrevent(_:) / canBePrevented(by:) (G3); false for no. */
using custom_prevent_fn = std::function<bool(recognizer_ref r, recognizer_ref other)>;

/** S7: one scroll view delegate message (tc_scroll_event_info). For will_end_dragging the
 *  callback may change `target` (where the content will rest); non-finite values are ignored. */
struct scroll_event_info {
    scroll_event event = scroll_event::did_scroll;
    point offset;   // the content offset now
    point velocity; // will_end_dragging: the content's, points per millisecond
    point target;   // will_end_dragging
    bool decelerate = false; // did_end_dragging: it keeps moving
};
/** A scroll view's host callbacks (S2, S3, S7); an empty function gives UIKit's default (no
 *  message; touches_should_begin: true; touches_should_cancel: true unless the content is a
 *  control). */
struct scroll_callbacks {
    std::function<void(view_ref scroll_view, scroll_event_info &info)> event;
    /** touchesShouldBegin(_:with:in:): false and `content` gets nothing of the touch. */
    std::function<bool(view_ref scroll_view, touch_ref touch, view_ref content)> touches_should_begin;
    /** touchesShouldCancel(in:): true cancels the content's touch and scrolls. */
    std::function<bool(view_ref scroll_view, view_ref content)> touches_should_cancel;
    bool empty() const noexcept { return !event && !touches_should_begin && !touches_should_cancel; }
};
/** Recognizer delegate (G6); an empty function gives UIKit's default answer. */
struct recognizer_delegate {
    std::function<bool(recognizer_ref r)> should_begin;
    std::function<bool(recognizer_ref r, touch_ref t)> should_receive_touch;
    std::function<bool(recognizer_ref r, recognizer_ref other)> should_recognize_simultaneously;
    std::function<bool(recognizer_ref r, recognizer_ref other)> should_require_failure_of;
    std::function<bool(recognizer_ref r, recognizer_ref other)> should_be_required_to_fail_by;
    /** G6, P3, P4: touches once per gesture, hover, scroll, transform. */
    std::function<bool(recognizer_ref r, event_type type)> should_receive_event;
    bool empty() const noexcept {
        return !should_begin && !should_receive_touch && !should_recognize_simultaneously &&
               !should_require_failure_of && !should_be_required_to_fail_by && !should_receive_event;
    }
};

// =================================================================================================
// Trampolines and callback state (owned by the wrappers, reached through user_data)
// =================================================================================================

namespace detail {

inline responder make_responder(const tc_responder *r, tc_scene *s) noexcept {
    responder out;
    if (r) {
        out.kind = static_cast<responder_kind>(r->kind);
        out.view = view_ref(r->view, s);
        out.controller = controller_ref(r->controller, s);
    }
    return out;
}

/** A responder's callbacks: the user_data of its tc_responder_callbacks. The trampolines copy
 *  the shared_ptr before calling, so replacing the callbacks (or destroying the owner) from
 *  inside one is safe. */
struct responder_slot {
    tc_scene *scene = nullptr;
    std::shared_ptr<const responder_fns> fns;

    static std::int32_t touches(const tc_responder *r, const tc_touches_event *e, void *ud) noexcept {
        auto *slot = static_cast<responder_slot *>(ud);
        std::shared_ptr<const responder_fns> fns = slot->fns;
        tc_scene *s = slot->scene;
        return guarded<std::int32_t>(TC_PASS, [&]() -> std::int32_t {
            if (!fns || !fns->touches) return TC_PASS;
            touches_event ev;
            ev.phase = static_cast<phase>(e->phase);
            ev.timestamp = e->timestamp;
            ev.dispatch_time = e->dispatch_time;
            ev.touches = touch_list(e->touches, e->touch_count, s);
            ev.all_touches = touch_list(e->all_touches, e->all_touch_count, s);
            ev.hit_view = view_ref(e->hit_view, s);
            ev.raw = e;
            return static_cast<std::int32_t>(fns->touches(make_responder(r, s), ev));
        });
    }
    static std::int32_t event(const tc_responder *r, const tc_event_info *e, void *ud, event_fn responder_fns::*which) noexcept {
        auto *slot = static_cast<responder_slot *>(ud);
        std::shared_ptr<const responder_fns> fns = slot->fns;
        tc_scene *s = slot->scene;
        return guarded<std::int32_t>(TC_PASS, [&]() -> std::int32_t {
            if (!fns || !((*fns).*which)) return TC_PASS;
            event_info ev;
            ev.type = static_cast<event_type>(e->type);
            ev.subtype = e->subtype;
            ev.phase = static_cast<phase>(e->phase);
            ev.timestamp = e->timestamp;
            return static_cast<std::int32_t>(((*fns).*which)(make_responder(r, s), ev));
        });
    }
    static std::int32_t motion(const tc_responder *r, const tc_event_info *e, void *ud) noexcept {
        return event(r, e, ud, &responder_fns::motion);
    }
    static std::int32_t remote(const tc_responder *r, const tc_event_info *e, void *ud) noexcept {
        return event(r, e, ud, &responder_fns::remote);
    }
    static std::int32_t presses(const tc_responder *r, const tc_event_info *e, void *ud) noexcept {
        return event(r, e, ud, &responder_fns::presses);
    }
    static std::int32_t route(const tc_responder *r, const char *name, const tc_kv *pairs, std::size_t n,
                              void *ud) noexcept {
        auto *slot = static_cast<responder_slot *>(ud);
        std::shared_ptr<const responder_fns> fns = slot->fns;
        tc_scene *s = slot->scene;
        return guarded<std::int32_t>(TC_PASS, [&]() -> std::int32_t {
            if (!fns || !fns->route) return TC_PASS;
            return static_cast<std::int32_t>(
                fns->route(make_responder(r, s), std::string_view(name ? name : ""), kv_list(pairs, n)));
        });
    }
    static void hover(const tc_responder *r, const tc_hover_event *e, void *ud) noexcept {
        auto *slot = static_cast<responder_slot *>(ud);
        std::shared_ptr<const responder_fns> fns = slot->fns;
        tc_scene *s = slot->scene;
        guarded<int>(0, [&] {
            if (!fns || !fns->hover) return 0;
            hover_event ev;
            ev.phase = static_cast<phase>(e->phase);
            ev.id = e->id;
            ev.location = {e->x, e->y};
            ev.timestamp = e->timestamp;
            ev.type = static_cast<touch_type>(e->type);
            ev.altitude = e->altitude;
            ev.azimuth = e->azimuth;
            ev.z_offset = e->z_offset;
            ev.hit_view = view_ref(e->hit_view, s);
            fns->hover(make_responder(r, s), ev);
            return 0;
        });
    }
    static void estimated_update(const tc_responder *r, const tc_touch_update *u, void *ud) noexcept {
        auto *slot = static_cast<responder_slot *>(ud);
        std::shared_ptr<const responder_fns> fns = slot->fns;
        tc_scene *s = slot->scene;
        guarded<int>(0, [&] {
            if (fns && fns->estimated_update) fns->estimated_update(make_responder(r, s), touch_update_event(*u, s));
            return 0;
        });
    }
    /** The C struct for the functions `f` (false when there are none: "remove"). */
    bool to_c(const responder_fns *f, tc_responder_callbacks &cb) noexcept {
        TC_RESPONDER_CALLBACKS_INIT(&cb);
        if (!f || f->empty()) return false;
        if (f->touches) cb.touches = &touches;
        if (f->motion) cb.motion = &motion;
        if (f->remote) cb.remote = &remote;
        if (f->presses) cb.presses = &presses;
        if (f->route) cb.route = &route;
        if (f->hover) cb.hover = &hover;
        if (f->estimated_update) cb.estimated_update = &estimated_update;
        cb.user_data = this;
        return true;
    }
    /** Install through `setter` (tc_view_set_responder & co). The trampolines run the new
     *  functions only once the engine accepted them: a refused install changes nothing. */
    template <class H, class Setter> ret_void install(H *handle, Setter setter, responder_fns next) {
        std::shared_ptr<const responder_fns> next_fns =
            next.empty() ? nullptr : std::make_shared<const responder_fns>(std::move(next));
        tc_responder_callbacks cb;
        bool any_fn = to_c(next_fns.get(), cb);
        std::int32_t st = setter(handle, any_fn ? &cb : nullptr);
        if (st == TC_OK) fns = std::move(next_fns);
        return check(st, scene);
    }
    /** Change one function, keep the others. */
    template <class H, class Setter, class M, class F> ret_void install_one(H *handle, Setter setter, M member, F fn) {
        responder_fns next = fns ? *fns : responder_fns();
        next.*member = std::move(fn);
        return install(handle, setter, std::move(next));
    }
};

template <class Sig> using fn_ptr = std::shared_ptr<const std::function<Sig>>;
template <class Sig> fn_ptr<Sig> share(std::function<Sig> f) {
    return f ? std::make_shared<const std::function<Sig>>(std::move(f)) : nullptr;
}
/** Install one callback: `set(next)` makes the C call (its trampoline when `next` is set, NULL
 *  when it is empty); `installed`, what the trampoline runs, takes `next` only when the engine
 *  accepted it, so a refused install changes nothing. */
template <class Ptr, class Set> ret_void install_fn(Ptr &installed, Ptr next, tc_scene *scene, Set set) {
    std::int32_t st = set(next);
    if (st == TC_OK) installed = std::move(next);
    return check(st, scene);
}

struct target_node {
    tc_scene *scene = nullptr;
    std::shared_ptr<const control_fn> fn;
    std::int32_t id = 0;
    static void call(tc_view *control, std::uint32_t event, void *ud) noexcept {
        auto *node = static_cast<target_node *>(ud);
        std::shared_ptr<const control_fn> fn = node->fn;
        tc_scene *s = node->scene;
        guarded<int>(0, [&] {
            if (fn && *fn) (*fn)(view_ref(control, s), static_cast<control_event>(event));
            return 0;
        });
    }
};

struct view_ctx {
    responder_slot responder;
    fn_ptr<bool(view_ref, point, bool)> point_inside;
    fn_ptr<view_ref(view_ref, point, view_ref)> hit_test;
    fn_ptr<bool(view_ref, recognizer_ref)> gesture_should_begin;
    std::shared_ptr<const scroll_callbacks> scroll;
    std::vector<std::unique_ptr<target_node>> targets;

    static void scroll_event_tramp(tc_view *v, tc_scroll_event_info *info, void *ud) noexcept {
        auto *ctx = static_cast<view_ctx *>(ud);
        std::shared_ptr<const scroll_callbacks> cb = ctx->scroll;
        tc_scene *s = ctx->responder.scene;
        guarded<int>(0, [&] {
            if (!cb || !cb->event) return 0;
            scroll_event_info i;
            i.event = static_cast<scroll_event>(info->event);
            i.offset = {info->offset_x, info->offset_y};
            i.velocity = {info->velocity_x, info->velocity_y};
            i.target = {info->target_x, info->target_y};
            i.decelerate = info->decelerate != 0;
            cb->event(view_ref(v, s), i);
            // what the callback may change (an exception leaves the engine's)
            info->target_x = i.target.x;
            info->target_y = i.target.y;
            return 0;
        });
    }
    static std::int32_t touches_should_begin_tramp(tc_view *v, tc_touch *t, tc_view *content, void *ud) noexcept {
        auto *ctx = static_cast<view_ctx *>(ud);
        std::shared_ptr<const scroll_callbacks> cb = ctx->scroll;
        tc_scene *s = ctx->responder.scene;
        return guarded<std::int32_t>(1, [&]() -> std::int32_t {
            if (!cb || !cb->touches_should_begin) return 1;
            return cb->touches_should_begin(view_ref(v, s), touch_ref(t, s), view_ref(content, s)) ? 1 : 0;
        });
    }
    static std::int32_t touches_should_cancel_tramp(tc_view *v, tc_view *content, void *ud) noexcept {
        auto *ctx = static_cast<view_ctx *>(ud);
        std::shared_ptr<const scroll_callbacks> cb = ctx->scroll;
        tc_scene *s = ctx->responder.scene;
        // A callback that throws (or none) answers UIKit's default, as the Python and
        // JavaScript bindings do: yes, unless the content is a control. Asked only then: for
        // a view that is no control the query fails and names itself in the scene's last error.
        const std::int32_t r = guarded<std::int32_t>(-1, [&]() -> std::int32_t {
            if (!cb || !cb->touches_should_cancel) return -1;
            return cb->touches_should_cancel(view_ref(v, s), view_ref(content, s)) ? 1 : 0;
        });
        if (r >= 0) return r;
        tc_control_state st;
        TC_CONTROL_STATE_INIT(&st);
        return tc_control_get_state(content, &st) == TC_OK ? 0 : 1;
    }

    static std::int32_t point_inside_tramp(tc_view *v, double x, double y, std::int32_t engine, void *ud) noexcept {
        auto *ctx = static_cast<view_ctx *>(ud);
        auto fn = ctx->point_inside;
        tc_scene *s = ctx->responder.scene;
        return guarded<std::int32_t>(engine, [&]() -> std::int32_t {
            if (!fn) return engine;
            return (*fn)(view_ref(v, s), point{x, y}, engine != 0) ? 1 : 0;
        });
    }
    static tc_view *hit_test_tramp(tc_view *v, double x, double y, tc_view *engine, void *ud) noexcept {
        auto *ctx = static_cast<view_ctx *>(ud);
        auto fn = ctx->hit_test;
        tc_scene *s = ctx->responder.scene;
        return guarded<tc_view *>(engine, [&]() -> tc_view * {
            if (!fn) return engine;
            return (*fn)(view_ref(v, s), point{x, y}, view_ref(engine, s)).get();
        });
    }
    static std::int32_t gesture_should_begin_tramp(tc_view *v, tc_recognizer *r, void *ud) noexcept {
        auto *ctx = static_cast<view_ctx *>(ud);
        auto fn = ctx->gesture_should_begin;
        tc_scene *s = ctx->responder.scene;
        return guarded<std::int32_t>(1, [&]() -> std::int32_t {
            if (!fn) return 1;
            return (*fn)(view_ref(v, s), recognizer_ref(r, s)) ? 1 : 0;
        });
    }
};

struct recognizer_ctx {
    tc_scene *scene = nullptr;
    fn_ptr<void(recognizer_ref, const gesture_details &)> action;
    fn_ptr<void(recognizer_ref, const gesture_details &)> state;
    std::shared_ptr<const recognizer_delegate> delegate;
    fn_ptr<void(recognizer_ref, phase, const touch_list &, double)> custom;
    fn_ptr<void(recognizer_ref)> reset;
    fn_ptr<bool(recognizer_ref, recognizer_ref)> can_prevent;
    fn_ptr<bool(recognizer_ref, recognizer_ref)> can_be_prevented;

    static void action_tramp(tc_recognizer *r, const tc_gesture_details *d, void *ud) noexcept {
        auto *ctx = static_cast<recognizer_ctx *>(ud);
        auto fn = ctx->action;
        tc_scene *s = ctx->scene;
        guarded<int>(0, [&] {
            if (fn) (*fn)(recognizer_ref(r, s), gesture_details(*d, s));
            return 0;
        });
    }
    static void state_tramp(tc_recognizer *r, const tc_gesture_details *d, void *ud) noexcept {
        auto *ctx = static_cast<recognizer_ctx *>(ud);
        auto fn = ctx->state;
        tc_scene *s = ctx->scene;
        guarded<int>(0, [&] {
            if (fn) (*fn)(recognizer_ref(r, s), gesture_details(*d, s));
            return 0;
        });
    }
    static void custom_tramp(tc_recognizer *r, std::int32_t ph, tc_touch *const *touches, std::size_t n, double t,
                             void *ud) noexcept {
        auto *ctx = static_cast<recognizer_ctx *>(ud);
        auto fn = ctx->custom;
        tc_scene *s = ctx->scene;
        guarded<int>(0, [&] {
            if (fn) (*fn)(recognizer_ref(r, s), static_cast<phase>(ph), touch_list(touches, n, s), t);
            return 0;
        });
    }
    static void reset_tramp(tc_recognizer *r, void *ud) noexcept {
        auto *ctx = static_cast<recognizer_ctx *>(ud);
        auto fn = ctx->reset;
        tc_scene *s = ctx->scene;
        guarded<int>(0, [&] {
            if (fn) (*fn)(recognizer_ref(r, s));
            return 0;
        });
    }
    static std::int32_t prevent_answer(const fn_ptr<bool(recognizer_ref, recognizer_ref)> &fn, tc_recognizer *r,
                                       tc_recognizer *o, tc_scene *s) noexcept {
        return guarded<std::int32_t>(1, [&]() -> std::int32_t {
            return !fn || (*fn)(recognizer_ref(r, s), recognizer_ref(o, s)) ? 1 : 0;
        });
    }
    static std::int32_t can_prevent_tramp(tc_recognizer *r, tc_recognizer *o, void *ud) noexcept {
        auto *ctx = static_cast<recognizer_ctx *>(ud);
        auto fn = ctx->can_prevent;
        return prevent_answer(fn, r, o, ctx->scene);
    }
    static std::int32_t can_be_prevented_tramp(tc_recognizer *r, tc_recognizer *o, void *ud) noexcept {
        auto *ctx = static_cast<recognizer_ctx *>(ud);
        auto fn = ctx->can_be_prevented;
        return prevent_answer(fn, r, o, ctx->scene);
    }
    template <class Call> static std::int32_t ask(void *ud, std::int32_t fallback, Call call) noexcept {
        auto *ctx = static_cast<recognizer_ctx *>(ud);
        std::shared_ptr<const recognizer_delegate> d = ctx->delegate;
        tc_scene *s = ctx->scene;
        return guarded<std::int32_t>(fallback, [&]() -> std::int32_t {
            if (!d) return fallback;
            return call(*d, s);
        });
    }
    static std::int32_t should_begin(tc_recognizer *r, void *ud) noexcept {
        return ask(ud, 1, [&](const recognizer_delegate &d, tc_scene *s) -> std::int32_t {
            return !d.should_begin || d.should_begin(recognizer_ref(r, s)) ? 1 : 0;
        });
    }
    static std::int32_t should_receive_touch(tc_recognizer *r, tc_touch *t, void *ud) noexcept {
        return ask(ud, 1, [&](const recognizer_delegate &d, tc_scene *s) -> std::int32_t {
            return !d.should_receive_touch || d.should_receive_touch(recognizer_ref(r, s), touch_ref(t, s)) ? 1 : 0;
        });
    }
    static std::int32_t should_recognize_simultaneously(tc_recognizer *r, tc_recognizer *o, void *ud) noexcept {
        return ask(ud, 0, [&](const recognizer_delegate &d, tc_scene *s) -> std::int32_t {
            return d.should_recognize_simultaneously &&
                           d.should_recognize_simultaneously(recognizer_ref(r, s), recognizer_ref(o, s))
                       ? 1
                       : 0;
        });
    }
    static std::int32_t should_require_failure_of(tc_recognizer *r, tc_recognizer *o, void *ud) noexcept {
        return ask(ud, 0, [&](const recognizer_delegate &d, tc_scene *s) -> std::int32_t {
            return d.should_require_failure_of && d.should_require_failure_of(recognizer_ref(r, s), recognizer_ref(o, s))
                       ? 1
                       : 0;
        });
    }
    static std::int32_t should_be_required_to_fail_by(tc_recognizer *r, tc_recognizer *o, void *ud) noexcept {
        return ask(ud, 0, [&](const recognizer_delegate &d, tc_scene *s) -> std::int32_t {
            return d.should_be_required_to_fail_by &&
                           d.should_be_required_to_fail_by(recognizer_ref(r, s), recognizer_ref(o, s))
                       ? 1
                       : 0;
        });
    }
    static std::int32_t should_receive_event(tc_recognizer *r, std::int32_t type, void *ud) noexcept {
        return ask(ud, 1, [&](const recognizer_delegate &d, tc_scene *s) -> std::int32_t {
            return !d.should_receive_event || d.should_receive_event(recognizer_ref(r, s), static_cast<event_type>(type))
                       ? 1
                       : 0;
        });
    }
};

struct scene_ctx {
    responder_slot app, app_delegate;
    fn_ptr<void(const unhandled_info &)> unhandled;
    fn_ptr<void(trace_step, view_ref, bool, view_ref)> hit_trace;

    static void unhandled_tramp(const tc_unhandled_info *i, void *ud) noexcept {
        auto *ctx = static_cast<scene_ctx *>(ud);
        auto fn = ctx->unhandled;
        tc_scene *s = ctx->app.scene;
        guarded<int>(0, [&] {
            if (!fn) return 0;
            unhandled_info info;
            info.type = static_cast<event_type>(i->type);
            info.subtype = i->subtype;
            info.phase = static_cast<phase>(i->phase);
            info.timestamp = i->timestamp;
            info.touches = touch_list(i->touches, i->touch_count, s);
            info.route_name = i->route_name ? std::string_view(i->route_name) : std::string_view();
            (*fn)(info);
            return 0;
        });
    }
    static void hit_trace_tramp(std::int32_t step, tc_view *v, std::int32_t inside, tc_view *result, void *ud) noexcept {
        auto *ctx = static_cast<scene_ctx *>(ud);
        auto fn = ctx->hit_trace;
        tc_scene *s = ctx->app.scene;
        guarded<int>(0, [&] {
            if (fn) (*fn)(static_cast<trace_step>(step), view_ref(v, s), inside != 0, view_ref(result, s));
            return 0;
        });
    }
};

/** Whether a _destroy status means the C object is gone (destroyed now, or with its scene
 *  before: TC_ERR_STALE_HANDLE; or never a handle: TC_ERR_INVALID_HANDLE). Any other refusal
 *  (TC_ERR_REENTRANT, TC_ERR_STATE from another thread ...) changed nothing: the object is
 *  alive and its callbacks, reaching our state through user_data, are still installed. */
inline bool destroyed(std::int32_t st) noexcept {
    return st == TC_OK || st == TC_ERR_STALE_HANDLE || st == TC_ERR_INVALID_HANDLE;
}

/** Destroy a C object of an owner; keep (leak) the callback state when the engine refused
 *  (inside a hit-testing callback, from another thread ...: the object, and its user_data,
 *  stay alive). */
template <class H, class Ctx> void destroy_owned(H *&handle, std::unique_ptr<Ctx> &ctx,
                                                 std::int32_t (*destroy)(H *)) noexcept {
    if (!handle) return;
#if !defined(TOUCHCHAIN_NO_EXCEPTIONS)
    // A destructor cannot throw: what the callbacks it runs (touches cancelled, T7) throw is
    // dropped, unless a callback further out is running (then its dispatch rethrows it).
    callback_state &cs = cb_state();
    const bool had_pending = static_cast<bool>(cs.pending);
    std::int32_t st = destroy(handle);
    if (!had_pending && cs.depth == 0) cs.pending = nullptr;
#else
    std::int32_t st = destroy(handle);
#endif
    handle = nullptr;
    if (!destroyed(st)) (void)ctx.release();
    ctx.reset();
}

} // namespace detail

// =================================================================================================
// Owners
// =================================================================================================

class scene;

/** An owned view or window (tc_view_destroy on destruction). Converts to view_ref. Discarding
 *  one (a create_view(...) whose result is not kept) is a warning ([[nodiscard]]): the view
 *  would be destroyed at once. */
class [[nodiscard]] view : public detail::view_api<view> {
public:
    view() noexcept = default;
    /** Adopt a C handle of `scene_handle`'s (it will be destroyed by this owner). */
    explicit view(tc_view *adopt, tc_scene *scene_handle = nullptr) noexcept : h_(adopt), s_(scene_handle) {}
    view(view &&o) noexcept
        : h_(std::exchange(o.h_, nullptr)), s_(std::exchange(o.s_, nullptr)), gone_(std::exchange(o.gone_, false)),
          ctx_(std::move(o.ctx_)) {}
    view &operator=(view &&o) noexcept {
        if (this != &o) {
            detail::destroy_owned(h_, ctx_, &tc_view_destroy);
            h_ = std::exchange(o.h_, nullptr);
            s_ = std::exchange(o.s_, nullptr);
            gone_ = std::exchange(o.gone_, false);
            ctx_ = std::move(o.ctx_);
        }
        return *this;
    }
    view(const view &) = delete;
    view &operator=(const view &) = delete;
    ~view() { detail::destroy_owned(h_, ctx_, &tc_view_destroy); }

    tc_view *get() const noexcept { return h_; }
    tc_scene *scene_handle() const noexcept { return s_; }
    explicit operator bool() const noexcept { return h_ != nullptr; }
    /** True once destroy() emptied this owner: calls through it (or through a ref taken from it
     *  now) fail with TC_ERR_STALE_HANDLE, as the Python and JS bindings' StaleHandleError. */
    bool destroyed() const noexcept { return gone_; }
    view_ref ref() const noexcept { return gone_ ? view_ref(detail::destroyed_tag()) : view_ref(h_, s_); }
    operator view_ref() const noexcept { return ref(); }

    /** Destroy now (touches of its tree are cancelled first: callbacks may run); the owner is
     *  empty afterwards (destroyed() is true; calling destroy() again does nothing). Reports
     *  what tc_view_destroy says (TC_ERR_STALE_HANDLE once the scene is gone: the owner is
     *  emptied too). A refused destroy (TC_ERR_REENTRANT, TC_ERR_STATE ...) changes nothing:
     *  the view stays alive, owned, with its callbacks. */
    ret_void destroy() {
        tc_view *h = std::exchange(h_, nullptr);
        std::int32_t st = h ? tc_view_destroy(h) : TC_OK;
        tc_scene *s = s_;
        if (!detail::destroyed(st)) {
            h_ = h; // still alive: keep owning it and its callbacks' state
        } else if (h) {
            ctx_.reset();
            s_ = nullptr;
            gone_ = true;
        }
        return detail::check(st, s);
    }

    // ---- callbacks (owned by this object) ----
    ret_void set_responder(responder_fns fns) {
        if (gone_) return refuse();
        return slot().install(h_, &tc_view_set_responder, std::move(fns));
    }
    ret_void on_touches(touches_fn fn) { return install_one(&responder_fns::touches, std::move(fn)); }
    ret_void on_motion(event_fn fn) { return install_one(&responder_fns::motion, std::move(fn)); }
    ret_void on_remote(event_fn fn) { return install_one(&responder_fns::remote, std::move(fn)); }
    ret_void on_presses(event_fn fn) { return install_one(&responder_fns::presses, std::move(fn)); }
    ret_void on_route(route_fn fn) { return install_one(&responder_fns::route, std::move(fn)); }
    /** P3: enter / move / exit of a hover over this view. */
    ret_void on_hover(hover_fn fn) { return install_one(&responder_fns::hover, std::move(fn)); }
    /** P5: updates of estimated properties of the samples it received. */
    ret_void on_estimated_update(estimated_update_fn fn) {
        return install_one(&responder_fns::estimated_update, std::move(fn));
    }
    /** S2, S3, S7: a scroll view's callbacks (tc_view_set_scroll_callbacks; TC_ERR_STATE if it
     *  is not a scroll view); empty ones remove them. touches_should_begin / _cancel answer
     *  true when they throw. */
    ret_void set_scroll_callbacks(scroll_callbacks cbs) {
        if (gone_) return refuse();
        detail::view_ctx &c = ctx();
        std::shared_ptr<const scroll_callbacks> next =
            cbs.empty() ? nullptr : std::make_shared<const scroll_callbacks>(std::move(cbs));
        return detail::install_fn(c.scroll, std::move(next), s_,
                                  [&](const std::shared_ptr<const scroll_callbacks> &n) {
            if (!n) return tc_view_set_scroll_callbacks(h_, nullptr);
            tc_scroll_callbacks cb;
            TC_SCROLL_CALLBACKS_INIT(&cb);
            if (n->event) cb.event = &detail::view_ctx::scroll_event_tramp;
            if (n->touches_should_begin) cb.touches_should_begin = &detail::view_ctx::touches_should_begin_tramp;
            if (n->touches_should_cancel) cb.touches_should_cancel = &detail::view_ctx::touches_should_cancel_tramp;
            cb.user_data = &c;
            return tc_view_set_scroll_callbacks(h_, &cb);
        });
    }
    /** H6f; an empty function removes it. */
    ret_void on_point_inside(point_inside_fn fn) {
        if (gone_) return refuse();
        detail::view_ctx &c = ctx();
        return detail::install_fn(c.point_inside, detail::share(std::move(fn)), s_, [&](const auto &next) {
            return tc_view_set_point_inside_fn(h_, next ? &detail::view_ctx::point_inside_tramp : nullptr, &c);
        });
    }
    ret_void on_hit_test(hit_test_fn fn) {
        if (gone_) return refuse();
        detail::view_ctx &c = ctx();
        return detail::install_fn(c.hit_test, detail::share(std::move(fn)), s_, [&](const auto &next) {
            return tc_view_set_hit_test_fn(h_, next ? &detail::view_ctx::hit_test_tramp : nullptr, &c);
        });
    }
    /** G7: a veto of recognizers that would start on this view's touches. */
    ret_void on_gesture_should_begin(gesture_should_begin_fn fn) {
        if (gone_) return refuse();
        detail::view_ctx &c = ctx();
        return detail::install_fn(c.gesture_should_begin, detail::share(std::move(fn)), s_, [&](const auto &next) {
            return tc_view_set_gesture_should_begin_fn(h_, next ? &detail::view_ctx::gesture_should_begin_tramp : nullptr,
                                                       &c);
        });
    }

    // ---- controls ----
    /** Make this view a control (control_kind::none: an ordinary view again). Every successful
     *  call makes a new control, also of the kind it already is: the old targets are dropped
     *  (their ids are unknown afterwards), and so is their state here. */
    ret_void set_control(control_kind kind) {
        if (gone_) return refuse();
        std::int32_t st = tc_view_set_control(h_, static_cast<std::int32_t>(kind));
        if (st == TC_OK && ctx_) ctx_->targets.clear(); // the engine calls none of them again
        return detail::check(st, s_);
    }
    /** Register a target for the events of `events`; returns its id (for remove_target). */
    ret<std::int32_t> add_target(control_event events, control_fn fn) {
        if (gone_) return detail::fail_as<std::int32_t>(TC_ERR_STALE_HANDLE, detail::destroyed_message(h_));
        detail::view_ctx &c = ctx();
        auto node = std::make_unique<detail::target_node>();
        node->scene = s_;
        node->fn = std::make_shared<const control_fn>(std::move(fn));
        std::int32_t id = 0;
        std::int32_t st = tc_control_add_target(h_, static_cast<std::uint32_t>(events), &detail::target_node::call,
                                                node.get(), &id);
        if (st == TC_OK) {
            node->id = id;
            c.targets.push_back(std::move(node));
        }
        return detail::check(st, s_, id);
    }
    ret_void remove_target(std::int32_t id) {
        if (gone_) return refuse();
        std::int32_t st = tc_control_remove_target(h_, id);
        if (st == TC_OK && ctx_) {
            auto &t = ctx_->targets;
            for (auto it = t.begin(); it != t.end(); ++it)
                if ((*it)->id == id) {
                    t.erase(it);
                    break;
                }
        }
        return detail::check(st, s_);
    }

private:
    detail::view_ctx &ctx() {
        if (!ctx_) {
            ctx_ = std::make_unique<detail::view_ctx>();
            ctx_->responder.scene = s_;
        }
        return *ctx_;
    }
    detail::responder_slot &slot() { return ctx().responder; }
    template <class M, class F> ret_void install_one(M member, F fn) {
        if (gone_) return refuse();
        return slot().install_one(h_, &tc_view_set_responder, member, std::move(fn));
    }
    ret_void refuse() const { return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_message(h_)); }
    tc_view *h_ = nullptr;
    tc_scene *s_ = nullptr;
    bool gone_ = false;
    std::unique_ptr<detail::view_ctx> ctx_;
};

/** An owned view controller (tc_controller_destroy on destruction; [[nodiscard]] as view). */
class [[nodiscard]] controller : public detail::controller_api<controller> {
public:
    controller() noexcept = default;
    explicit controller(tc_controller *adopt, tc_scene *scene_handle = nullptr) noexcept : h_(adopt), s_(scene_handle) {}
    controller(controller &&o) noexcept
        : h_(std::exchange(o.h_, nullptr)), s_(std::exchange(o.s_, nullptr)), gone_(std::exchange(o.gone_, false)),
          slot_(std::move(o.slot_)) {}
    controller &operator=(controller &&o) noexcept {
        if (this != &o) {
            detail::destroy_owned(h_, slot_, &tc_controller_destroy);
            h_ = std::exchange(o.h_, nullptr);
            s_ = std::exchange(o.s_, nullptr);
            gone_ = std::exchange(o.gone_, false);
            slot_ = std::move(o.slot_);
        }
        return *this;
    }
    controller(const controller &) = delete;
    controller &operator=(const controller &) = delete;
    ~controller() { detail::destroy_owned(h_, slot_, &tc_controller_destroy); }

    tc_controller *get() const noexcept { return h_; }
    tc_scene *scene_handle() const noexcept { return s_; }
    explicit operator bool() const noexcept { return h_ != nullptr; }
    /** As view::destroyed(). */
    bool destroyed() const noexcept { return gone_; }
    controller_ref ref() const noexcept {
        return gone_ ? controller_ref(detail::destroyed_tag()) : controller_ref(h_, s_);
    }
    operator controller_ref() const noexcept { return ref(); }
    /** As view::destroy(): a refused destroy changes nothing. */
    ret_void destroy() {
        tc_controller *h = std::exchange(h_, nullptr);
        std::int32_t st = h ? tc_controller_destroy(h) : TC_OK;
        tc_scene *s = s_;
        if (!detail::destroyed(st)) {
            h_ = h;
        } else if (h) {
            slot_.reset();
            s_ = nullptr;
            gone_ = true;
        }
        return detail::check(st, s);
    }

    ret_void set_responder(responder_fns fns) {
        if (gone_) return refuse();
        return slot().install(h_, &tc_controller_set_responder, std::move(fns));
    }
    ret_void on_touches(touches_fn fn) { return install_one(&responder_fns::touches, std::move(fn)); }
    ret_void on_motion(event_fn fn) { return install_one(&responder_fns::motion, std::move(fn)); }
    ret_void on_remote(event_fn fn) { return install_one(&responder_fns::remote, std::move(fn)); }
    ret_void on_presses(event_fn fn) { return install_one(&responder_fns::presses, std::move(fn)); }
    ret_void on_route(route_fn fn) { return install_one(&responder_fns::route, std::move(fn)); }
    /** P5: updates of estimated properties passed up the chain to it. */
    ret_void on_estimated_update(estimated_update_fn fn) {
        return install_one(&responder_fns::estimated_update, std::move(fn));
    }

private:
    template <class M, class F> ret_void install_one(M member, F fn) {
        if (gone_) return refuse();
        return slot().install_one(h_, &tc_controller_set_responder, member, std::move(fn));
    }
    ret_void refuse() const { return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_message(h_)); }
    detail::responder_slot &slot() {
        if (!slot_) {
            slot_ = std::make_unique<detail::responder_slot>();
            slot_->scene = s_;
        }
        return *slot_;
    }
    tc_controller *h_ = nullptr;
    tc_scene *s_ = nullptr;
    bool gone_ = false;
    std::unique_ptr<detail::responder_slot> slot_;
};

/** An owned gesture recognizer (tc_recognizer_destroy on destruction; [[nodiscard]] as view). */
class [[nodiscard]] recognizer : public detail::recognizer_api<recognizer> {
public:
    recognizer() noexcept = default;
    explicit recognizer(tc_recognizer *adopt, tc_scene *scene_handle = nullptr) noexcept : h_(adopt), s_(scene_handle) {}
    recognizer(recognizer &&o) noexcept
        : h_(std::exchange(o.h_, nullptr)), s_(std::exchange(o.s_, nullptr)), gone_(std::exchange(o.gone_, false)),
          ctx_(std::move(o.ctx_)) {}
    recognizer &operator=(recognizer &&o) noexcept {
        if (this != &o) {
            detail::destroy_owned(h_, ctx_, &tc_recognizer_destroy);
            h_ = std::exchange(o.h_, nullptr);
            s_ = std::exchange(o.s_, nullptr);
            gone_ = std::exchange(o.gone_, false);
            ctx_ = std::move(o.ctx_);
        }
        return *this;
    }
    recognizer(const recognizer &) = delete;
    recognizer &operator=(const recognizer &) = delete;
    ~recognizer() { detail::destroy_owned(h_, ctx_, &tc_recognizer_destroy); }

    tc_recognizer *get() const noexcept { return h_; }
    tc_scene *scene_handle() const noexcept { return s_; }
    explicit operator bool() const noexcept { return h_ != nullptr; }
    /** As view::destroyed(). */
    bool destroyed() const noexcept { return gone_; }
    recognizer_ref ref() const noexcept {
        return gone_ ? recognizer_ref(detail::destroyed_tag()) : recognizer_ref(h_, s_);
    }
    operator recognizer_ref() const noexcept { return ref(); }
    /** As view::destroy(): a refused destroy changes nothing. */
    ret_void destroy() {
        tc_recognizer *h = std::exchange(h_, nullptr);
        std::int32_t st = h ? tc_recognizer_destroy(h) : TC_OK;
        tc_scene *s = s_;
        if (!detail::destroyed(st)) {
            h_ = h;
        } else if (h) {
            ctx_.reset();
            s_ = nullptr;
            gone_ = true;
        }
        return detail::check(st, s);
    }

    /** The action, called after every state change except to failed (as in UIKit);
     *  empty removes it. */
    ret_void on_action(gesture_fn fn) {
        if (gone_) return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_message(h_));
        detail::recognizer_ctx &c = ctx();
        return detail::install_fn(c.action, detail::share(std::move(fn)), s_, [&](const auto &next) {
            return tc_recognizer_set_action(h_, next ? &detail::recognizer_ctx::action_tramp : nullptr, &c);
        });
    }
    /** The state observer (tc_recognizer_set_state_fn), called after every state change,
     *  failures included, before the action; empty removes it. */
    ret_void on_state(gesture_fn fn) {
        if (gone_) return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_message(h_));
        detail::recognizer_ctx &c = ctx();
        return detail::install_fn(c.state, detail::share(std::move(fn)), s_, [&](const auto &next) {
            return tc_recognizer_set_state_fn(h_, next ? &detail::recognizer_ctx::state_tramp : nullptr, &c);
        });
    }
    /** The delegate; an empty one removes it. */
    ret_void set_delegate(recognizer_delegate d) {
        if (gone_) return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_message(h_));
        detail::recognizer_ctx &c = ctx();
        std::shared_ptr<const recognizer_delegate> next =
            d.empty() ? nullptr : std::make_shared<const recognizer_delegate>(std::move(d));
        return detail::install_fn(c.delegate, std::move(next), s_,
                                  [&](const std::shared_ptr<const recognizer_delegate> &nd) {
            if (!nd) return tc_recognizer_set_delegate(h_, nullptr);
            tc_recognizer_delegate cd{};
            cd.size = static_cast<std::uint32_t>(sizeof cd);
            using rc = detail::recognizer_ctx;
            if (nd->should_begin) cd.should_begin = &rc::should_begin;
            if (nd->should_receive_touch) cd.should_receive_touch = &rc::should_receive_touch;
            if (nd->should_recognize_simultaneously)
                cd.should_recognize_simultaneously = &rc::should_recognize_simultaneously;
            if (nd->should_require_failure_of) cd.should_require_failure_of = &rc::should_require_failure_of;
            if (nd->should_be_required_to_fail_by)
                cd.should_be_required_to_fail_by = &rc::should_be_required_to_fail_by;
            if (nd->should_receive_event) cd.should_receive_event = &rc::should_receive_event;
            cd.user_data = &c;
            return tc_recognizer_set_delegate(h_, &cd);
        });
    }
    /** Custom recognizers: the touches callback; empty removes it. */
    ret_void on_custom_touches(custom_touches_fn fn) {
        if (gone_) return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_message(h_));
        detail::recognizer_ctx &c = ctx();
        return detail::install_fn(c.custom, detail::share(std::move(fn)), s_, [&](const auto &next) {
            return tc_recognizer_set_custom_touches_fn(h_, next ? &detail::recognizer_ctx::custom_tramp : nullptr, &c);
        });
    }
    /** Custom recognizers: UIKit's reset(), called once each time it goes back to possible
     *  from ended, cancelled or failed (G2; it still reads that state); empty removes it. */
    ret_void on_custom_reset(custom_reset_fn fn) {
        if (gone_) return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_message(h_));
        detail::recognizer_ctx &c = ctx();
        return detail::install_fn(c.reset, detail::share(std::move(fn)), s_, [&](const auto &next) {
            return tc_recognizer_set_custom_reset_fn(h_, next ? &detail::recognizer_ctx::reset_tramp : nullptr, &c);
        });
    }
    /** Custom recognizers: UIKit's canPrevent(_:) (G3): false spares `other` from this one's
     *  exclusion; empty removes it (yes). An exception answers yes. */
    ret_void on_custom_can_prevent(custom_prevent_fn fn) {
        if (gone_) return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_message(h_));
        detail::recognizer_ctx &c = ctx();
        return detail::install_fn(c.can_prevent, detail::share(std::move(fn)), s_, [&](const auto &next) {
            return tc_recognizer_set_custom_can_prevent_fn(h_, next ? &detail::recognizer_ctx::can_prevent_tramp : nullptr,
                                                           &c);
        });
    }
    /** Custom recognizers: UIKit's canBePrevented(by:) (G3): false keeps this one from being
     *  excluded by `other`; empty removes it (yes). An exception answers yes. */
    ret_void on_custom_can_be_prevented(custom_prevent_fn fn) {
        if (gone_) return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_message(h_));
        detail::recognizer_ctx &c = ctx();
        return detail::install_fn(c.can_be_prevented, detail::share(std::move(fn)), s_, [&](const auto &next) {
            return tc_recognizer_set_custom_can_be_prevented_fn(
                h_, next ? &detail::recognizer_ctx::can_be_prevented_tramp : nullptr, &c);
        });
    }

private:
    detail::recognizer_ctx &ctx() {
        if (!ctx_) {
            ctx_ = std::make_unique<detail::recognizer_ctx>();
            ctx_->scene = s_;
        }
        return *ctx_;
    }
    tc_recognizer *h_ = nullptr;
    tc_scene *s_ = nullptr;
    bool gone_ = false;
    std::unique_ptr<detail::recognizer_ctx> ctx_;
};

/** An owned scene (tc_scene_destroy on destruction, which ends every object in it). */
class [[nodiscard]] scene {
public:
    /** An empty scene object (no C scene); use scene::create(). */
    scene() noexcept = default;
    explicit scene(tc_scene *adopt) noexcept : h_(adopt) {}
    [[nodiscard]] static ret<scene> create(const scene_config &config = scene_config()) {
        tc_scene_config c = config.to_c();
        tc_scene *s = nullptr;
        std::int32_t st = tc_scene_create(&c, &s);
        return detail::check(st, nullptr, scene(s));
    }
    scene(scene &&o) noexcept : h_(std::exchange(o.h_, nullptr)), ctx_(std::move(o.ctx_)) {}
    scene &operator=(scene &&o) noexcept {
        if (this != &o) {
            close();
            h_ = std::exchange(o.h_, nullptr);
            ctx_ = std::move(o.ctx_);
        }
        return *this;
    }
    scene(const scene &) = delete;
    scene &operator=(const scene &) = delete;
    /** Destroying a scene from inside one of its callbacks is a bug: the engine refuses
     *  (TC_ERR_REENTRANT); the scene's own callbacks are removed and the scene leaks. Inside a
     *  hit-testing callback (H5), or while another thread is in the scene (TC_ERR_STATE), even
     *  the removal is refused: the callbacks stay installed and their state leaks too. */
    ~scene() { close(); }

    tc_scene *get() const noexcept { return h_; }
    tc_scene *scene_handle() const noexcept { return h_; }
    explicit operator bool() const noexcept { return h_ != nullptr; }
    /** tc_scene_last_error: "" if no call failed yet. */
    std::string last_error() const { return tc_scene_last_error(h_); }

    // ---- clock and queue ----
    ret<double> now() const {
        double t = 0;
        std::int32_t st = tc_scene_now(h_, &t);
        return detail::check(st, h_, t);
    }
    /** Dispatch every queued input; returns the number of events. Rethrows a callback's exception. */
    ret<std::size_t> dispatch() {
        std::size_t n = 0;
        std::int32_t st = tc_scene_dispatch(h_, &n);
        return detail::check(st, h_, n);
    }
    /** Move the clock to `time` (inputs and timers due by then run). Rethrows a callback's exception. */
    ret_void advance(double time) { return detail::check(tc_scene_advance(h_, time), h_); }
    ret<std::size_t> queued_count() const {
        std::size_t n = 0;
        std::int32_t st = tc_scene_queued_count(h_, &n);
        return detail::check(st, h_, n);
    }
    ret_void push_touch(const touch_sample &s) {
        std::vector<tc_touch_point> points;
        tc_touch_sample c = s.to_c(points);
        return detail::check(tc_scene_push_touch(h_, &c), h_);
    }
    ret_void push_touch(const tc_touch_sample &c) { return detail::check(tc_scene_push_touch(h_, &c), h_); }
    /** All or nothing (tc_scene_push_touches). */
    ret_void push_touches(const tc_touch_sample *samples, std::size_t count, std::size_t *failed_index = nullptr) {
        return detail::check(tc_scene_push_touches(h_, samples, count, failed_index), h_);
    }
    ret_void push_touches(const std::vector<touch_sample> &samples) {
        std::vector<tc_touch_sample> c;
        std::vector<std::vector<tc_touch_point>> points(samples.size());
        c.reserve(samples.size());
        for (std::size_t i = 0; i < samples.size(); ++i) c.push_back(samples[i].to_c(points[i]));
        return push_touches(c.empty() ? nullptr : c.data(), c.size());
    }
    ret_void push_touches(std::initializer_list<touch_sample> samples) {
        return push_touches(std::vector<touch_sample>(samples));
    }
    ret_void push_motion(motion_subtype subtype, tc::phase p, double timestamp) {
        return detail::check(tc_scene_push_motion(h_, static_cast<std::int32_t>(subtype), static_cast<std::int32_t>(p), timestamp), h_);
    }
    ret_void push_remote(remote_subtype subtype, double timestamp) {
        return detail::check(tc_scene_push_remote(h_, static_cast<std::int32_t>(subtype), timestamp), h_);
    }
    ret_void push_press(press_type type, tc::phase p, double timestamp) {
        return detail::check(tc_scene_push_press(h_, static_cast<std::int32_t>(type), static_cast<std::int32_t>(p), timestamp), h_);
    }
    /** P3: a hover sample (tc_scene_push_hover). */
    ret_void push_hover(const hover_sample &s) {
        tc_hover_sample c = s.to_c();
        return detail::check(tc_scene_push_hover(h_, &c), h_);
    }
    ret_void push_hover(const tc_hover_sample &c) { return detail::check(tc_scene_push_hover(h_, &c), h_); }
    /** P4: wheel or trackpad scroll input (tc_scene_push_scroll). */
    ret_void push_scroll(const scroll_input &s) {
        tc_scroll_input c = s.to_c();
        return detail::check(tc_scene_push_scroll(h_, &c), h_);
    }
    ret_void push_scroll(const tc_scroll_input &c) { return detail::check(tc_scene_push_scroll(h_, &c), h_); }
    /** P4: a trackpad pinch or rotation step (tc_scene_push_transform). */
    ret_void push_transform(const transform_input &t) {
        tc_transform_input c = t.to_c();
        return detail::check(tc_scene_push_transform(h_, &c), h_);
    }
    ret_void push_transform(const tc_transform_input &c) { return detail::check(tc_scene_push_transform(h_, &c), h_); }
    /** P5: an update of estimated properties of an earlier sample (tc_scene_push_touch_update). */
    ret_void push_touch_update(const touch_update &u) {
        tc_touch_update c = u.to_c();
        return detail::check(tc_scene_push_touch_update(h_, &c), h_);
    }
    ret_void push_touch_update(const tc_touch_update &c) { return detail::check(tc_scene_push_touch_update(h_, &c), h_); }

    // ---- objects (owners: keep them, [[nodiscard]]; a discarded one is destroyed at once) ----
    [[nodiscard]] ret<view> create_window(const rect &frame) {
        tc_view *v = nullptr;
        std::int32_t st = tc_window_create(h_, frame.x, frame.y, frame.w, frame.h, &v);
        return detail::check(st, h_, view(v, h_));
    }
    [[nodiscard]] ret<view> create_view(const rect &frame) {
        tc_view *v = nullptr;
        std::int32_t st = tc_view_create(h_, frame.x, frame.y, frame.w, frame.h, &v);
        return detail::check(st, h_, view(v, h_));
    }
    [[nodiscard]] ret<controller> create_controller() {
        tc_controller *c = nullptr;
        std::int32_t st = tc_controller_create(h_, &c);
        return detail::check(st, h_, controller(c, h_));
    }
    [[nodiscard]] ret<recognizer> create_recognizer(const recognizer_params &params) {
        tc_recognizer *r = nullptr;
        std::int32_t st = tc_recognizer_create(h_, &params, &r);
        return detail::check(st, h_, recognizer(r, h_));
    }
    /** Borrow a handle of this scene (a view made by C code, say). */
    view_ref borrow(tc_view *v) const noexcept { return view_ref(v, h_); }

    // ---- windows, responders, touches ----
    ret_void set_key_window(const view_ref &window) {
        if (window.destroyed()) return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_argument("window", window));
        return detail::check(tc_scene_set_key_window(h_, window.get()), h_);
    }
    ret_void set_key_window(view &&temporary) = delete; // a window destroyed at once
    ret<view_ref> key_window() const { return get_view(&tc_scene_get_key_window); }
    ret<view_ref> first_responder() const { return get_view(&tc_scene_get_first_responder); }
    /** An empty view_ref clears the focus. */
    ret_void set_focus(const view_ref &v) {
        if (v.destroyed()) return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_argument("view", v));
        return detail::check(tc_scene_set_focus(h_, v.get()), h_);
    }
    ret_void set_focus(view &&temporary) = delete; // a view destroyed at once
    ret<view_ref> focus() const { return get_view(&tc_scene_get_focus); }
    ret<touch_ref> find_touch(std::int64_t id) const {
        tc_touch *t = nullptr;
        std::int32_t st = tc_scene_find_touch(h_, id, &t);
        return detail::check(st, h_, touch_ref(t, h_));
    }
    ret<std::size_t> touch_count() const {
        std::size_t n = 0;
        std::int32_t st = tc_scene_touch_count(h_, &n);
        return detail::check(st, h_, n);
    }

    // ---- scene callbacks (owned by this object; empty functions remove) ----
    ret_void set_app_responder(responder_fns fns) { return ctx().app.install(h_, &tc_scene_set_app_responder, std::move(fns)); }
    ret_void set_app_delegate(responder_fns fns) { return ctx().app_delegate.install(h_, &tc_scene_set_app_delegate, std::move(fns)); }
    /** R1: the application's next responder: app_delegate while one is set, else none (the
     *  app delegate's own is always none). */
    ret<responder> app_next_responder() const {
        tc_responder r{};
        r.size = static_cast<std::uint32_t>(sizeof r);
        std::int32_t st = tc_scene_app_next_responder(h_, &r);
        return detail::check(st, h_, detail::make_responder(&r, h_));
    }
    ret_void on_unhandled(unhandled_fn fn) {
        detail::scene_ctx &c = ctx();
        return detail::install_fn(c.unhandled, detail::share(std::move(fn)), h_, [&](const auto &next) {
            return tc_scene_set_unhandled_fn(h_, next ? &detail::scene_ctx::unhandled_tramp : nullptr, &c);
        });
    }
    ret_void on_hit_trace(hit_trace_fn fn) {
        detail::scene_ctx &c = ctx();
        return detail::install_fn(c.hit_trace, detail::share(std::move(fn)), h_, [&](const auto &next) {
            return tc_scene_set_hit_trace_fn(h_, next ? &detail::scene_ctx::hit_trace_tramp : nullptr, &c);
        });
    }

private:
    ret<view_ref> get_view(std::int32_t (*getter)(const tc_scene *, tc_view **)) const {
        tc_view *v = nullptr;
        std::int32_t st = getter(h_, &v);
        return detail::check(st, h_, view_ref(v, h_));
    }
    detail::scene_ctx &ctx() {
        if (!ctx_) {
            ctx_ = std::make_unique<detail::scene_ctx>();
            ctx_->app.scene = h_;
            ctx_->app_delegate.scene = h_;
        }
        return *ctx_;
    }
    void close() noexcept {
        if (!h_) return;
        std::int32_t st = tc_scene_destroy(h_);
        if (!detail::destroyed(st)) {
            // Still alive: unhook our callbacks before their state goes (the scene leaks). Where
            // the engine refuses that too (H5), it may still call them: their state leaks too.
            bool unhooked = tc_scene_set_app_responder(h_, nullptr) == TC_OK;
            unhooked = tc_scene_set_app_delegate(h_, nullptr) == TC_OK && unhooked;
            unhooked = tc_scene_set_unhandled_fn(h_, nullptr, nullptr) == TC_OK && unhooked;
            unhooked = tc_scene_set_hit_trace_fn(h_, nullptr, nullptr) == TC_OK && unhooked;
            if (!unhooked) (void)ctx_.release();
        }
        h_ = nullptr;
        ctx_.reset();
    }
    tc_scene *h_ = nullptr;
    std::unique_ptr<detail::scene_ctx> ctx_;
};

// =================================================================================================
// Out-of-line members (they need the complete types)
// =================================================================================================

namespace detail {
template <class D> ret_void view_api<D>::add_subview(const view_ref &child) const {
    if (child.destroyed()) return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_argument("child", child));
    return detail::check(tc_view_add_subview(h(), child.get()), s());
}
template <class D> ret_void view_api<D>::insert_subview(const view_ref &child, std::size_t index) const {
    if (child.destroyed()) return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_argument("child", child));
    return detail::check(tc_view_insert_subview(h(), child.get(), index), s());
}
template <class D> ret_void view_api<D>::insert_subview_below(const view_ref &child, const view_ref &sibling) const {
    if (child.destroyed()) return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_argument("child", child));
    if (sibling.destroyed()) return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_argument("sibling", sibling));
    return detail::check(tc_view_insert_subview_below(h(), child.get(), sibling.get()), s());
}
template <class D> ret_void view_api<D>::insert_subview_above(const view_ref &child, const view_ref &sibling) const {
    if (child.destroyed()) return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_argument("child", child));
    if (sibling.destroyed()) return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_argument("sibling", sibling));
    return detail::check(tc_view_insert_subview_above(h(), child.get(), sibling.get()), s());
}
template <class D> ret<view_ref> view_api<D>::superview() const {
    tc_view *v = nullptr;
    std::int32_t st = tc_view_get_superview(h(), &v);
    return detail::check(st, s(), view_ref(v, sc()));
}
template <class D> ret<view_ref> view_api<D>::window() const {
    tc_view *v = nullptr;
    std::int32_t st = tc_view_get_window(h(), &v);
    return detail::check(st, s(), view_ref(v, sc()));
}
template <class D> ret<view_ref> view_api<D>::subview(std::size_t index) const {
    tc_view *v = nullptr;
    std::int32_t st = tc_view_get_subview(h(), index, &v);
    return detail::check(st, s(), view_ref(v, sc()));
}
template <class D> ret<point> view_api<D>::convert_to(point p, const view_ref &to) const {
    // An empty handle is the screen here: a destroyed subject or argument must not become it.
    if (s().destroyed) return detail::fail_as<point>(TC_ERR_STALE_HANDLE, s().destroyed);
    if (to.destroyed()) return detail::fail_as<point>(TC_ERR_STALE_HANDLE, detail::destroyed_argument("to", to));
    point out;
    std::int32_t st = tc_view_convert_point(h(), to.get(), p.x, p.y, &out.x, &out.y);
    return detail::check(st, s(), out);
}
template <class D> ret<point> view_api<D>::convert_from(point p, const view_ref &from) const {
    if (s().destroyed) return detail::fail_as<point>(TC_ERR_STALE_HANDLE, s().destroyed);
    if (from.destroyed()) return detail::fail_as<point>(TC_ERR_STALE_HANDLE, detail::destroyed_argument("from", from));
    point out;
    std::int32_t st = tc_view_convert_point(from.get(), h(), p.x, p.y, &out.x, &out.y);
    return detail::check(st, s(), out);
}
template <class D> ret_void view_api<D>::set_hit_redirect(const view_ref &target) const {
    if (target.destroyed()) return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_argument("target", target));
    return detail::check(tc_view_set_hit_redirect(h(), target.get()), s());
}
template <class D> ret<view_ref> view_api<D>::hit_test(point p) const {
    tc_view *v = nullptr;
    std::int32_t st = tc_view_hit_test(h(), p.x, p.y, &v);
    return detail::check(st, s(), view_ref(v, sc()));
}
template <class D> ret<responder> view_api<D>::next_responder() const {
    tc_responder r{};
    r.size = static_cast<std::uint32_t>(sizeof r);
    std::int32_t st = tc_view_next_responder(h(), &r);
    return detail::check(st, s(), make_responder(&r, sc()));
}
template <class D> ret<control_state> view_api<D>::control() const {
    tc_control_state c{};
    c.size = static_cast<std::uint32_t>(sizeof c);
    std::int32_t st = tc_control_get_state(h(), &c);
    control_state out;
    out.kind = static_cast<control_kind>(c.kind);
    out.enabled = c.enabled != 0;
    out.highlighted = c.highlighted != 0;
    out.tracking = c.tracking != 0;
    out.touch_inside = c.touch_inside != 0;
    out.value = c.value;
    out.tracking_margin = c.tracking_margin;
    return detail::check(st, s(), out);
}

template <class D> ret<recognizer_ref> view_api<D>::scroll_pan() const {
    tc_recognizer *r = nullptr;
    std::int32_t st = tc_view_scroll_pan(h(), &r);
    return detail::check(st, s(), recognizer_ref(r, sc()));
}

template <class D> ret_void controller_api<D>::set_view(const view_ref &root) const {
    if (root.destroyed()) return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_argument("view", root));
    return detail::check(tc_controller_set_view(h(), root.get()), s());
}
template <class D> ret<view_ref> controller_api<D>::view() const {
    tc_view *v = nullptr;
    std::int32_t st = tc_controller_get_view(h(), &v);
    return detail::check(st, s(), view_ref(v, sc()));
}
template <class D> ret<responder> controller_api<D>::next_responder() const {
    tc_responder r{};
    r.size = static_cast<std::uint32_t>(sizeof r);
    std::int32_t st = tc_controller_next_responder(h(), &r);
    return detail::check(st, s(), make_responder(&r, sc()));
}

template <class D> ret_void recognizer_api<D>::attach(const view_ref &v) const {
    if (v.destroyed()) return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_argument("view", v));
    return detail::check(tc_recognizer_attach(h(), v.get()), s());
}
template <class D> ret<gesture_details> recognizer_api<D>::details() const {
    tc_gesture_details d{};
    d.size = static_cast<std::uint32_t>(sizeof d);
    std::int32_t st = tc_recognizer_get_details(h(), &d);
    return detail::check(st, s(), st == TC_OK ? gesture_details(d, sc()) : gesture_details());
}
template <class D> ret<recognizer_params> recognizer_api<D>::params() const {
    tc_recognizer_params p{};
    p.size = static_cast<std::uint32_t>(sizeof p);
    std::int32_t st = tc_recognizer_get_params(h(), &p);
    return detail::check(st, s(), recognizer_params(p));
}
template <class D> ret_void recognizer_api<D>::set_params(const recognizer_params &p) const {
    return detail::check(tc_recognizer_set_params(h(), &p), s());
}
template <class D> ret_void recognizer_api<D>::require_to_fail(const recognizer_ref &other) const {
    if (other.destroyed()) return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_argument("other", other));
    return detail::check(tc_recognizer_require_to_fail(h(), other.get()), s());
}
template <class D> ret_void recognizer_api<D>::remove_requirement(const recognizer_ref &other) const {
    if (other.destroyed()) return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_argument("other", other));
    return detail::check(tc_recognizer_remove_requirement(h(), other.get()), s());
}
template <class D> ret_void recognizer_api<D>::ignore_touch(const touch_ref &t) const {
    return detail::check(tc_recognizer_ignore_touch(h(), t.get()), s());
}
template <class D> ret_void recognizer_api<D>::set_simultaneous(const recognizer_ref &other, bool allowed) const {
    if (other.destroyed()) return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_argument("other", other));
    return detail::check(tc_recognizer_set_simultaneous(h(), other.get(), allowed ? 1 : 0), s());
}
template <class D> ret_void recognizer_api<D>::set_translation_in(point p, const view_ref &in) const {
    if (in.destroyed()) return detail::fail(TC_ERR_STALE_HANDLE, detail::destroyed_argument("view", in));
    return detail::check(tc_recognizer_set_translation_in(h(), in.get(), p.x, p.y), s());
}
template <class D> ret<point> recognizer_api<D>::location_in() const { return location_in(view_ref()); }
template <class D> ret<point> recognizer_api<D>::location_in(const view_ref &in) const {
    if (in.destroyed()) return detail::fail_as<point>(TC_ERR_STALE_HANDLE, detail::destroyed_argument("view", in));
    point p;
    std::int32_t st = tc_recognizer_location_in(h(), in.get(), &p.x, &p.y);
    return detail::check(st, s(), p);
}
template <class D> ret<point> recognizer_api<D>::touch_location_in(std::size_t index) const {
    return touch_location_in(index, view_ref());
}
template <class D> ret<point> recognizer_api<D>::touch_location_in(std::size_t index, const view_ref &in) const {
    if (in.destroyed()) return detail::fail_as<point>(TC_ERR_STALE_HANDLE, detail::destroyed_argument("view", in));
    point p;
    std::int32_t st = tc_recognizer_touch_location_in(h(), index, in.get(), &p.x, &p.y);
    return detail::check(st, s(), p);
}
template <class D> ret<point> recognizer_api<D>::translation_in() const { return translation_in(view_ref()); }
template <class D> ret<point> recognizer_api<D>::translation_in(const view_ref &in) const {
    if (in.destroyed()) return detail::fail_as<point>(TC_ERR_STALE_HANDLE, detail::destroyed_argument("view", in));
    point p;
    std::int32_t st = tc_recognizer_translation_in(h(), in.get(), &p.x, &p.y);
    return detail::check(st, s(), p);
}
template <class D> ret<point> recognizer_api<D>::velocity_in() const { return velocity_in(view_ref()); }
template <class D> ret<point> recognizer_api<D>::velocity_in(const view_ref &in) const {
    if (in.destroyed()) return detail::fail_as<point>(TC_ERR_STALE_HANDLE, detail::destroyed_argument("view", in));
    point p;
    std::int32_t st = tc_recognizer_velocity_in(h(), in.get(), &p.x, &p.y);
    return detail::check(st, s(), p);
}
} // namespace detail

inline ret<point> touch_ref::location(const view_ref &in, std::int32_t previous) const {
    if (in.destroyed()) return detail::fail_as<point>(TC_ERR_STALE_HANDLE, detail::destroyed_argument("view", in));
    point p;
    std::int32_t st = tc_touch_location_in(h_, in.get(), previous, &p.x, &p.y);
    return detail::check(st, s_, p);
}
inline ret<azimuth_info> touch_ref::azimuth_in(const view_ref &in) const {
    if (in.destroyed()) return detail::fail_as<azimuth_info>(TC_ERR_STALE_HANDLE, detail::destroyed_argument("view", in));
    azimuth_info a;
    std::int32_t st = tc_touch_azimuth_in(h_, in.get(), &a.angle, &a.unit.x, &a.unit.y);
    return detail::check(st, s_, a);
}

// =================================================================================================
// The recognizer parameter table
// =================================================================================================

namespace detail {
inline std::int32_t read_param_info(std::int32_t index, param_info &out) noexcept {
    tc_param_info c{};
    c.size = static_cast<std::uint32_t>(sizeof c);
    std::int32_t st = tc_recognizer_param_info(index, &c);
    if (st == TC_OK) {
        out.index = c.index;
        out.name = c.name ? c.name : "";
        out.unit = c.unit ? c.unit : "";
        out.kinds = c.kinds;
        out.is_integer = c.is_integer != 0;
        out.minimum = c.minimum;
        out.maximum = c.maximum;
    }
    return st;
}
} // namespace detail
/** Row `index` of the engine's recognizer parameter table (tc_recognizer_param_info);
 *  TC_ERR_NOT_FOUND past the last row. */
inline ret<param_info> recognizer_param_info(std::int32_t index) {
    param_info out;
    std::int32_t st = detail::read_param_info(index, out);
    return detail::check(st, nullptr, out);
}
/** Every row of the table, in order (the tc_recognizer_params fields a binding presents). */
inline std::vector<param_info> recognizer_param_table() {
    std::vector<param_info> rows;
    param_info row;
    for (std::int32_t i = 0; detail::read_param_info(i, row) == TC_OK; ++i) rows.push_back(row);
    return rows;
}

} // namespace tc

#endif /* TOUCHCHAIN_HPP */

import CTouchChain

// Names of the header's enumeration values (tc_*_string): one table per family, keyed by the
// header's own constants, so a renumbered constant cannot drift from its name.
//
// Every name is a string literal: StaticString keeps it NUL-terminated in read-only data
// (staticCString, SceneExports.swift), so a name is returned without allocating, is valid for
// the life of the process, and a lookup touches nothing mutable: safe on any thread and from
// inside every callback. The tables are global constants, initialised once (swift_once).
// A value that is not a key gives NULL. Bit families are keyed by single bits, so 0 and masks
// of several bits are not keys either.

/// One family: (the header's value, its name), in the header's order.
struct NameTable<Value: Equatable & Sendable>: Sendable {
    let entries: [(value: Value, name: StaticString)]

    init(_ entries: [(Value, StaticString)]) {
        self.entries = entries.map { (value: $0.0, name: $0.1) }
    }

    func name(_ value: Value) -> UnsafePointer<CChar>? {
        for e in entries where e.value == value { return staticCString(e.name) }
        return nil
    }
}

let phaseNames = NameTable<Int32>([
    (TC_PHASE_NONE, "none"),
    (TC_PHASE_BEGAN, "began"),
    (TC_PHASE_MOVED, "moved"),
    (TC_PHASE_STATIONARY, "stationary"),
    (TC_PHASE_ENDED, "ended"),
    (TC_PHASE_CANCELLED, "cancelled"),
    (TC_PHASE_CHANGED, "changed"),
])

let touchTypeNames = NameTable<Int32>([
    (TC_TOUCH_DIRECT, "direct"),
    (TC_TOUCH_INDIRECT, "indirect"),
    (TC_TOUCH_STYLUS, "stylus"),
    (TC_TOUCH_INDIRECT_POINTER, "indirect_pointer"),
])

let buttonNames = NameTable<UInt32>([
    (TC_BUTTON_PRIMARY, "primary"),
    (TC_BUTTON_SECONDARY, "secondary"),
    (TC_BUTTON_TERTIARY, "tertiary"),
])

let touchPropertyNames = NameTable<UInt32>([
    (TC_PROPERTY_FORCE, "force"),
    (TC_PROPERTY_AZIMUTH, "azimuth"),
    (TC_PROPERTY_ALTITUDE, "altitude"),
    (TC_PROPERTY_LOCATION, "location"),
])

let scrollTypeNames = NameTable<UInt32>([
    (TC_SCROLL_DISCRETE, "discrete"),
    (TC_SCROLL_CONTINUOUS, "continuous"),
])

let eventTypeNames = NameTable<Int32>([
    (TC_EVENT_TOUCHES, "touches"),
    (TC_EVENT_MOTION, "motion"),
    (TC_EVENT_REMOTE, "remote"),
    (TC_EVENT_PRESSES, "presses"),
    (TC_EVENT_ROUTE, "route"),
    (TC_EVENT_HOVER, "hover"),
    (TC_EVENT_SCROLL, "scroll"),
    (TC_EVENT_TRANSFORM, "transform"),
])

let motionSubtypeNames = NameTable<Int32>([
    (TC_MOTION_SHAKE, "shake"),
])

let remoteSubtypeNames = NameTable<Int32>([
    (TC_REMOTE_PLAY, "play"),
    (TC_REMOTE_PAUSE, "pause"),
    (TC_REMOTE_STOP, "stop"),
    (TC_REMOTE_TOGGLE_PLAY_PAUSE, "toggle_play_pause"),
    (TC_REMOTE_NEXT_TRACK, "next_track"),
    (TC_REMOTE_PREVIOUS_TRACK, "previous_track"),
    (TC_REMOTE_BEGIN_SEEKING_BACKWARD, "begin_seeking_backward"),
    (TC_REMOTE_END_SEEKING_BACKWARD, "end_seeking_backward"),
    (TC_REMOTE_BEGIN_SEEKING_FORWARD, "begin_seeking_forward"),
    (TC_REMOTE_END_SEEKING_FORWARD, "end_seeking_forward"),
])

let pressTypeNames = NameTable<Int32>([
    (TC_PRESS_UP_ARROW, "up_arrow"),
    (TC_PRESS_DOWN_ARROW, "down_arrow"),
    (TC_PRESS_LEFT_ARROW, "left_arrow"),
    (TC_PRESS_RIGHT_ARROW, "right_arrow"),
    (TC_PRESS_SELECT, "select"),
    (TC_PRESS_MENU, "menu"),
    (TC_PRESS_PLAY_PAUSE, "play_pause"),
    (TC_PRESS_PAGE_UP, "page_up"),
    (TC_PRESS_PAGE_DOWN, "page_down"),
])

let responderKindNames = NameTable<Int32>([
    (TC_RESPONDER_VIEW, "view"),
    (TC_RESPONDER_CONTROLLER, "controller"),
    (TC_RESPONDER_APPLICATION, "application"),
    (TC_RESPONDER_APP_DELEGATE, "app_delegate"),
])

let viewFlagNames = NameTable<Int32>([
    (TC_VIEW_HIDDEN, "hidden"),
    (TC_VIEW_USER_INTERACTION_ENABLED, "user_interaction_enabled"),
    (TC_VIEW_MULTIPLE_TOUCH_ENABLED, "multiple_touch_enabled"),
    (TC_VIEW_EXCLUSIVE_TOUCH, "exclusive_touch"),
    (TC_VIEW_CAN_BECOME_FIRST_RESPONDER, "can_become_first_responder"),
    (TC_VIEW_HITS_OUTSIDE_BOUNDS, "hits_outside_bounds"),
    (TC_VIEW_USE_PRESENTATION, "use_presentation"),
    (TC_VIEW_CAN_RESIGN_FIRST_RESPONDER, "can_resign_first_responder"),
])

let traceStepNames = NameTable<Int32>([
    (TC_TRACE_ENTER, "hit_enter"),
    (TC_TRACE_POINT_INSIDE, "point_inside"),
    (TC_TRACE_EXIT, "hit_exit"),
])

let gestureStateNames = NameTable<Int32>([
    (TC_GESTURE_POSSIBLE, "possible"),
    (TC_GESTURE_BEGAN, "began"),
    (TC_GESTURE_CHANGED, "changed"),
    (TC_GESTURE_ENDED, "ended"),
    (TC_GESTURE_CANCELLED, "cancelled"),
    (TC_GESTURE_FAILED, "failed"),
])

let recognizerKindNames = NameTable<Int32>([
    (TC_RECOGNIZER_TAP, "tap"),
    (TC_RECOGNIZER_LONG_PRESS, "long_press"),
    (TC_RECOGNIZER_PAN, "pan"),
    (TC_RECOGNIZER_EDGE_PAN, "edge_pan"),
    (TC_RECOGNIZER_SWIPE, "swipe"),
    (TC_RECOGNIZER_PINCH, "pinch"),
    (TC_RECOGNIZER_ROTATION, "rotation"),
    (TC_RECOGNIZER_CUSTOM, "custom"),
    (TC_RECOGNIZER_HOVER, "hover"),
])

let swipeDirectionNames = NameTable<UInt32>([
    (TC_SWIPE_RIGHT, "right"),
    (TC_SWIPE_LEFT, "left"),
    (TC_SWIPE_UP, "up"),
    (TC_SWIPE_DOWN, "down"),
])

let edgeNames = NameTable<UInt32>([
    (TC_EDGE_TOP, "top"),
    (TC_EDGE_LEFT, "left"),
    (TC_EDGE_BOTTOM, "bottom"),
    (TC_EDGE_RIGHT, "right"),
])

let failureReasonNames = NameTable<Int32>([
    (TC_FAIL_NONE, "none"),
    (TC_FAIL_MOVED_TOO_FAR, "moved_too_far"),
    (TC_FAIL_TOO_MANY_TOUCHES, "too_many_touches"),
    (TC_FAIL_TOO_FEW_TOUCHES, "too_few_touches"),
    (TC_FAIL_TIMED_OUT, "timed_out"),
    (TC_FAIL_ENDED_TOO_SOON, "ended_too_soon"),
    (TC_FAIL_WRONG_DIRECTION, "wrong_direction"),
    (TC_FAIL_VETOED_BY_DELEGATE, "vetoed_by_delegate"),
    (TC_FAIL_VETOED_BY_VIEW, "vetoed_by_view"),
    (TC_FAIL_REQUIRED_RECOGNIZED, "required_recognized"),
    (TC_FAIL_EXCLUDED, "excluded"),
    (TC_FAIL_DISABLED, "disabled"),
    (TC_FAIL_NOT_AT_EDGE, "not_at_edge"),
    (TC_FAIL_TOUCH_CANCELLED, "touch_cancelled"),
    (TC_FAIL_SET_BY_HOST, "set_by_host"),
])

let controlKindNames = NameTable<Int32>([
    (TC_CONTROL_NONE, "none"),
    (TC_CONTROL_BUTTON, "button"),
    (TC_CONTROL_SWITCH, "switch"),
    (TC_CONTROL_SLIDER, "slider"),
    (TC_CONTROL_STEPPER, "stepper"),
    (TC_CONTROL_SEGMENTED, "segmented"),
    (TC_CONTROL_PAGE, "page"),
    (TC_CONTROL_GENERIC, "generic"),
])

let scrollEventNames = NameTable<Int32>([
    (TC_SCROLL_WILL_BEGIN_DRAGGING, "will_begin_dragging"),
    (TC_SCROLL_DID_SCROLL, "did_scroll"),
    (TC_SCROLL_WILL_END_DRAGGING, "will_end_dragging"),
    (TC_SCROLL_DID_END_DRAGGING, "did_end_dragging"),
    (TC_SCROLL_WILL_BEGIN_DECELERATING, "will_begin_decelerating"),
    (TC_SCROLL_DID_END_DECELERATING, "did_end_decelerating"),
])

let controlEventNames = NameTable<UInt32>([
    (TC_CONTROL_EVENT_TOUCH_DOWN, "touch_down"),
    (TC_CONTROL_EVENT_TOUCH_DOWN_REPEAT, "touch_down_repeat"),
    (TC_CONTROL_EVENT_TOUCH_DRAG_INSIDE, "touch_drag_inside"),
    (TC_CONTROL_EVENT_TOUCH_DRAG_OUTSIDE, "touch_drag_outside"),
    (TC_CONTROL_EVENT_TOUCH_DRAG_ENTER, "touch_drag_enter"),
    (TC_CONTROL_EVENT_TOUCH_DRAG_EXIT, "touch_drag_exit"),
    (TC_CONTROL_EVENT_TOUCH_UP_INSIDE, "touch_up_inside"),
    (TC_CONTROL_EVENT_TOUCH_UP_OUTSIDE, "touch_up_outside"),
    (TC_CONTROL_EVENT_TOUCH_CANCEL, "touch_cancel"),
    (TC_CONTROL_EVENT_VALUE_CHANGED, "value_changed"),
    (TC_CONTROL_EVENT_PRIMARY_ACTION_TRIGGERED, "primary_action_triggered"),
])

@c @implementation public func tc_phase_string(_ phase: Int32) -> UnsafePointer<CChar>? {
    phaseNames.name(phase)
}

@c @implementation public func tc_touch_type_string(_ type: Int32) -> UnsafePointer<CChar>? {
    touchTypeNames.name(type)
}

@c @implementation public func tc_button_string(_ button: UInt32) -> UnsafePointer<CChar>? {
    buttonNames.name(button)
}

@c @implementation public func tc_touch_property_string(_ property: UInt32) -> UnsafePointer<CChar>? {
    touchPropertyNames.name(property)
}

@c @implementation public func tc_scroll_type_string(_ type: UInt32) -> UnsafePointer<CChar>? {
    scrollTypeNames.name(type)
}

@c @implementation public func tc_event_type_string(_ type: Int32) -> UnsafePointer<CChar>? {
    eventTypeNames.name(type)
}

@c @implementation public func tc_motion_subtype_string(_ subtype: Int32) -> UnsafePointer<CChar>? {
    motionSubtypeNames.name(subtype)
}

@c @implementation public func tc_remote_subtype_string(_ subtype: Int32) -> UnsafePointer<CChar>? {
    remoteSubtypeNames.name(subtype)
}

@c @implementation public func tc_press_type_string(_ pressType: Int32) -> UnsafePointer<CChar>? {
    pressTypeNames.name(pressType)
}

@c @implementation public func tc_responder_kind_string(_ kind: Int32) -> UnsafePointer<CChar>? {
    responderKindNames.name(kind)
}

@c @implementation public func tc_view_flag_string(_ flag: Int32) -> UnsafePointer<CChar>? {
    viewFlagNames.name(flag)
}

@c @implementation public func tc_trace_step_string(_ step: Int32) -> UnsafePointer<CChar>? {
    traceStepNames.name(step)
}

@c @implementation public func tc_gesture_state_string(_ state: Int32) -> UnsafePointer<CChar>? {
    gestureStateNames.name(state)
}

@c @implementation public func tc_recognizer_kind_string(_ kind: Int32) -> UnsafePointer<CChar>? {
    recognizerKindNames.name(kind)
}

@c @implementation public func tc_swipe_direction_string(_ direction: UInt32) -> UnsafePointer<CChar>? {
    swipeDirectionNames.name(direction)
}

@c @implementation public func tc_edge_string(_ edge: UInt32) -> UnsafePointer<CChar>? {
    edgeNames.name(edge)
}

@c @implementation public func tc_failure_reason_string(_ reason: Int32) -> UnsafePointer<CChar>? {
    failureReasonNames.name(reason)
}

@c @implementation public func tc_control_kind_string(_ kind: Int32) -> UnsafePointer<CChar>? {
    controlKindNames.name(kind)
}

@c @implementation public func tc_control_event_string(_ event: UInt32) -> UnsafePointer<CChar>? {
    controlEventNames.name(event)
}

@c @implementation public func tc_scroll_event_string(_ event: Int32) -> UnsafePointer<CChar>? {
    scrollEventNames.name(event)
}

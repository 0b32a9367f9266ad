/// A recognizer's state (UIKit's `UIGestureRecognizer.State`), its kinds and the reasons it
/// can fail: the values the state machine (G2) and the host share.

public enum GestureState: Int32, Sendable {
    case possible = 1, began = 2, changed = 3, ended = 4, cancelled = 5, failed = 6

    /// Ended (recognized), cancelled or failed.
    public var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
    /// Began or changed: a continuous gesture in progress.
    public var isActive: Bool { self == .began || self == .changed }
}

/// The case's name, as Swift prints an enum case, spelled out: Embedded Swift cannot print a
/// value by reflection, and messages and failure reasons name these (the same text in both).
extension GestureState: CustomStringConvertible {
    public var description: String {
        switch self {
        case .possible: return "possible"
        case .began: return "began"
        case .changed: return "changed"
        case .ended: return "ended"
        case .cancelled: return "cancelled"
        case .failed: return "failed"
        }
    }
}

public enum RecognizerKind: Int32, Sendable {
    case tap = 1, longPress = 2, pan = 3, edgePan = 4, swipe = 5, pinch = 6, rotation = 7, custom = 8
    /// P3: UIHoverGestureRecognizer, driven by hover samples only.
    case hover = 9
}

/// The case's name, as Swift prints an enum case, spelled out: Embedded Swift cannot print a
/// value by reflection, and messages and failure reasons name these (the same text in both).
extension RecognizerKind: CustomStringConvertible {
    public var description: String {
        switch self {
        case .tap: return "tap"
        case .longPress: return "longPress"
        case .pan: return "pan"
        case .edgePan: return "edgePan"
        case .swipe: return "swipe"
        case .pinch: return "pinch"
        case .rotation: return "rotation"
        case .custom: return "custom"
        case .hover: return "hover"
        }
    }
}

/// Why a recognizer failed (G-rule "why it failed"): a code for programs, a message for people.
public enum FailureReason: Int32, Sendable {
    case none = 0
    case movedTooFar = 1          // tap / long press: moved past the allowable movement
    case tooManyTouches = 2       // more touches than the kind allows
    case tooFewTouches = 3        // touches ended before enough landed
    case timedOut = 4             // multi-tap interval, swipe duration, long press lift too soon
    case endedTooSoon = 5         // touches ended before the gesture could begin
    case wrongDirection = 6       // swipe against or across its direction
    case vetoedByDelegate = 7     // should-begin callback said no
    case vetoedByView = 8         // a view (a control, G7) vetoed it
    case requiredFailureRecognized = 9 // a recognizer it requires to fail recognized (G6)
    case excluded = 10            // another recognizer won the touches (G3)
    case disabled = 11            // disabled while tracking
    case notAtEdge = 12           // screen-edge pan that did not start at an edge
    case touchCancelled = 13      // its touches were cancelled
    case setByHost = 14           // custom recognizer failed by the host
}


// MARK: - the legal state machine (G2)

extension GestureState {
    /// UIKit's transitions: possible → began | ended | failed; began → changed | ended |
    /// cancelled; changed → changed | ended | cancelled; final → possible (reset only).
    func canTransition(to next: GestureState) -> Bool {
        switch (self, next) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        default: return false
        }
    }

    /// G2, G8: the state a custom recognizer's host asking for `next` gets, as iOS 18.2
    /// UIKitCore's `-[UIGestureRecognizer setState:]` corrects what a subclass sets rather than
    /// refusing it: from possible, changed is began and cancelled is failed; from began,
    /// began is changed and failed is cancelled; from changed, began is changed and failed is
    /// cancelled; possible, from began or changed, leaves the state as it is. Nil: UIKit
    /// ignores the request (a recognizer in ended, cancelled or failed keeps its state until
    /// it resets).
    func hostCorrected(_ next: GestureState) -> GestureState? {
        switch self {
        case .possible:
            switch next {
            case .began, .changed: return .began
            case .cancelled: return .failed
            case .possible, .ended, .failed: return next
            }
        case .began:
            switch next {
            case .began: return .changed
            case .failed: return .cancelled
            case .possible: return .began
            case .changed, .ended, .cancelled: return next
            }
        case .changed:
            switch next {
            case .began, .possible: return .changed
            case .failed: return .cancelled
            case .changed, .ended, .cancelled: return next
            }
        case .ended, .cancelled, .failed:
            return nil
        }
    }
}

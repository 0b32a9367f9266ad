/// Delivery's scene-wide responders and observers: the application and its delegate (R1), the
/// first responder and focus (R3), and the observers told about unhandled events and hit tests.
///
/// Invariants: `firstResponder` and `focusedView` are nil or live views of the scene (cleared
/// when they are destroyed); observers are host code and run inside `Scene.host`.
struct ResponderState {
    var appHandlers = ResponderHandlers()
    /// Non-nil makes the app delegate a responder after the application (R1).
    var appDelegateHandlers: ResponderHandlers? { didSet { hasAppDelegate = appDelegateHandlers != nil } }
    /// `appDelegateHandlers != nil`, kept apart: every step of every walk asks it, and the
    /// handlers are too large a value to copy out for that.
    private(set) var hasAppDelegate = false
    var firstResponder: View?
    var focusedView: View?
    /// Told when an event walks off the end of the chain (R2).
    var unhandledObserver: ((UnhandledEvent) -> Void)?
    /// Told when a host callback returned something the engine had to ignore.
    var callbackProblemObserver: ((String) -> Void)?

    mutating func reset() { self = ResponderState() }
}

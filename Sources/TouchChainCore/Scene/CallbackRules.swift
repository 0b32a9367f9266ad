/// The re-entrancy rules (E5, H5) as one component: how deep the host's code is running.
///
/// Invariants: every counter is ≥ 0 and returns to its value before a call when the call ends
/// (each raise is paired with a `defer` that lowers it); `insideCallback` is true exactly while
/// host code of any kind runs or an event is being dispatched; mutations are refused exactly
/// while `hitDepth > 0` (hit-testing is pure); dispatching, advancing and destroying are
/// refused whenever `insideCallback`. The engine enforces these for every caller, Swift or C.
struct CallbackRules {
    var isDispatching = false
    /// Host code running (a callback of any kind): > 0 means "inside a callback". Every
    /// callback site raises it: `Scene.host(_:)`, `walkChain`, control targets, timers, the
    /// unhandled observer.
    var callbackDepth = 0
    /// Hit tests running (nested queries from hit-testing callbacks included).
    var hitDepth = 0
    /// Router events nested inside each other's handlers.
    var routeDepth = 0
    /// Host-requested state changes (`setState`) nested inside each other's callbacks.
    var transitionDepth = 0
    /// C1: control actions sent by the host (`sendActions`) nested inside each other's targets.
    var sendActionsDepth = 0
    /// S7: scroll delegate messages (`Scene.tell`) nested inside each other's handlers.
    var scrollEventDepth = 0

    var insideCallback: Bool { isDispatching || callbackDepth > 0 || hitDepth > 0 }

    /// H5: mutations are refused only while hit-testing runs.
    @inline(__always)
    func checkMutable() throws(EngineError) {
        if hitDepth > 0 {
            throw EngineError(.reentrant, "mutations are not allowed from inside hit-testing callbacks")
        }
    }

    /// E5: dispatching, advancing and destroying are refused from inside any callback.
    @inline(__always)
    func checkNotInCallback(_ what: StaticString) throws(EngineError) {
        if insideCallback {
            throw EngineError(.reentrant, "\(what) is not allowed from inside a callback")
        }
    }
}

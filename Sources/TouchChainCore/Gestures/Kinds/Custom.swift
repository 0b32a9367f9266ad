/// Custom (G8): the host interprets the touches and sets the state; the engine validates
/// each transition (G2) and arbitrates it like any other.
public final class CustomRecognizer: Recognizer {
    /// The host's touch handler (set with `setTouchesHandler`).
    public internal(set) var onTouches: ((CustomRecognizer, Phase, TouchList, Double) -> Void)?

    public func setTouchesHandler(_ handler: ((CustomRecognizer, Phase, TouchList, Double) -> Void)?)
    throws(EngineError) {
        try checkHostMayChange()
        onTouches = handler
    }

    /// G2, G8: the host's reset handler (UIKit's `reset()`, set with `setResetHandler`): told
    /// once each time the recognizer goes back to possible from ended, cancelled or failed
    /// (`Scene.reset`), before its state changes.
    public internal(set) var onReset: ((CustomRecognizer) -> Void)?

    public func setResetHandler(_ handler: ((CustomRecognizer) -> Void)?) throws(EngineError) {
        try checkHostMayChange()
        onReset = handler
    }

    /// G3, G8: the host's answers to UIKit's `canPrevent(_:)` (may this recognizer, recognizing
    /// or begun, exclude the other?) and `canBePrevented(by:)` (may the other exclude this
    /// one?), which a `UIGestureRecognizer` subclass overrides (UIGestureRecognizerSubclass).
    /// Nil answers yes, UIKit's default. Asked by `Scene.canPrevent`; host code.
    public internal(set) var canPreventHandler: ((CustomRecognizer, Recognizer) -> Bool)?
    public internal(set) var canBePreventedHandler: ((CustomRecognizer, Recognizer) -> Bool)?

    public func setCanPreventHandler(_ handler: ((CustomRecognizer, Recognizer) -> Bool)?) throws(EngineError) {
        try checkHostMayChange()
        canPreventHandler = handler
    }

    public func setCanBePreventedHandler(_ handler: ((CustomRecognizer, Recognizer) -> Bool)?) throws(EngineError) {
        try checkHostMayChange()
        canBePreventedHandler = handler
    }

    init() { super.init(kind: .custom) }

    override func touchesBegan(_ ts: TouchList, _ t: Double) { handOver(.began, ts, t) }
    override func touchesMoved(_ ts: TouchList, _ t: Double) { handOver(.moved, ts, t) }
    override func touchesEnded(_ ts: TouchList, _ t: Double) { handOver(.ended, ts, t) }

    /// The host's touch handler is host code (it may set this recognizer's state: the usual
    /// way a custom recognizer recognizes, so it does not count as being about it).
    private func handOver(_ phase: Phase, _ ts: TouchList, _ t: Double) {
        guard let handler = onTouches else { return }
        guard let scene else { handler(self, phase, ts, t); return }
        let wasHanding = handingTouchesOver, wasFed = fedWhileWaiting
        handingTouchesOver = true
        scene.host { handler(self, phase, ts, t) }
        handingTouchesOver = wasHanding
        // G6: made to wait inside the callback (`Scene.setState`), it reads possible again,
        // as after each callback it is handed while it waits (`Scene.handTouches`).
        if !wasFed && fedWhileWaiting { scene.stopReadingAskedState(self) }
    }

    /// Set while its host's touches callback runs (G6: a wait it starts there reads, there,
    /// the state it asked for).
    var handingTouchesOver = false
    override func touchesCancelled(_ ts: TouchList, _ t: Double) {
        handOver(.cancelled, ts, t)
        if state == .possible || state.isActive { super.touchesCancelled(ts, t) }
    }

    /// Set while the host hears its touches cancelled by `tellHostTouchesCancelled`: a
    /// disable or detach the host makes meanwhile stops the gesture without telling it again.
    var tellingHostOfCancel = false

    /// G2, G8: the engine is about to stop this recognizer's gesture for a reason of the
    /// host's own (disabled, detached) or its touches' view leaving its window (T7): the host's
    /// touches callback hears its live touches cancelled first, each reading
    /// `TC_PHASE_CANCELLED` for the call, stamped with the latest of their last samples' times
    /// (T2: a cancel outside an event is when its touches last changed, not the clock; UIKit
    /// sends it with the touches event as it stands, whose touches keep their timestamps),
    /// and the state changes after (iOS 18.2 UIKitCore: `-[UIGestureEnvironment
    /// _cancelGestureRecognizers:]` has each active event `_removeGestureRecognizersSendingCancelledEvent:`, which sends
    /// `_componentsCancelled:withEvent:` — touchesCancelled — with the recognizer's touches
    /// still in began, moved or stationary, marked cancelled for the call, before it sets the
    /// state to cancelled or failed). Touches that ended in the event being handed out are
    /// not among them. The callback is host code (E5); it may set the state (a state it sets
    /// stands), disable, detach or destroy the recognizer.
    func tellHostTouchesCancelled() {
        guard onTouches != nil, !tellingHostOfCancel, !touches.isEmpty, let scene else { return }
        tellingHostOfCancel = true
        defer { tellingHostOfCancel = false }
        scene.withDeliveryStack { stack in
            let mark = stack.count
            // A touch read cancelled for another call (another recognizer's host hearing its
            // cancel, a view handed it cancelled) counts by its own phase.
            forEachTrackedTouch { touch in
                let own = touch.phaseBeforeCancel ?? touch.phase
                if own != .ended && own != .cancelled { stack.push(.passUnretained(touch)) }
            }
            defer { stack.count = mark }
            let n = stack.count - mark
            guard n > 0 else { return }
            // Those marked here, listed after the call's touches: only they are put back.
            var latest = -Double.infinity
            for k in mark..<(mark + n) {
                let touch = stack[k]
                touch._withUnsafeGuaranteedRef { t in
                    latest = max(latest, t.timestamp)
                    guard t.phaseBeforeCancel == nil else { return }
                    t.phaseBeforeCancel = t.phase
                    t.phase = .cancelled
                    stack.push(touch)
                }
            }
            let end = stack.count
            handOver(.cancelled, TouchList(stack, start: mark, count: n), latest)
            for k in (mark + n)..<end {
                stack[k]._withUnsafeGuaranteedRef { touch in
                    if let p = touch.phaseBeforeCancel { touch.phase = p; touch.phaseBeforeCancel = nil }
                }
            }
        }
    }
}

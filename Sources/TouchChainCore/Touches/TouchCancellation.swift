/// T7: a view removed from its window — itself or an ancestor removed from its superview, or
/// destroyed — while it holds touches has them cancelled, as UIKit documents for
/// `touchesCancelled(_:with:)` ("the view handling the touch events [is] removed from its
/// window"). When `cancelTouches(inTreeOf:)` returns:
///   - no live or held touch has its hit-test view inside the removed tree;
///   - each such touch whose view had seen its began and not yet its end (a phase decided
///     for the event being delivered counts only once delivered) was delivered
///     `cancelled` exactly once, up the responder chain as it stood before the removal (a
///     control on that chain gets `touch_cancel` and sends nothing more for it);
///   - no recognizer tracks such a touch; each that did is cancelled (began/changed) or
///     failed (possible), as when its touches are cancelled;
///   - later samples of those touches reach no view and no recognizer (the touch stays live
///     for the host until its ended or cancelled sample, so ids do not alias).
extension Scene {
    func cancelTouches(inTreeOf root: View) {
        guard !touchState.liveTouches.isEmpty || !touchState.heldTouches.isEmpty else { return }
        // Removal is not a per-sample path: a small list is fine here.
        var affected: [Touch] = []
        for t in touchState.liveTouches where t.view?.isDescendant(of: root) ?? false { affected.append(t) }
        for t in touchState.heldTouches where t.view?.isDescendant(of: root) ?? false { affected.append(t) }
        guard !affected.isEmpty else { return }
        for t in affected {
            guard let view = t.view else { continue }
            // The view's share first, while the chain still stands. Inside an event's delivery
            // (a callback removed the view) the phase decided for this event may not have
            // reached the view yet: a began not yet delivered means the view never saw the
            // touch (nothing to cancel); an end not yet delivered means it has not had its end
            // (it gets the cancel instead).
            let pending = t.pendingViewPhase
            t.pendingViewPhase = nil
            let sawBegan = t.viewSawBegan && pending != .began
            let hadEnd = t.viewDone && pending != .ended && pending != .cancelled
            let saw = t.isDeliveredToView && sawBegan && !hadEnd && view.isAlive
            t.viewDone = true
            t.clearHolds()
            if saw { deliverHeld(t, .cancelled, input.now) }
            // No longer delivered to any view: it no longer counts against one (T6).
            t.isDeliveredToView = false
            t.view = nil
            // Its recognizers stop, as when their touches are cancelled.
            let tracking = t.gestureRecognizers
            t.gestureRecognizers.clearKeepingCapacity()
            for r in tracking where r.isAlive {
                r.touches.removeAll { $0 === t }
                r.touchesEverTracked.removeAll { $0 === t }
                if r.state.isActive {
                    apply(r, .cancelled)
                } else if r.state == .possible {
                    r.failureReason = .touchCancelled
                    r.failureMessage = "its touch's view was removed from its window"
                    apply(r, .failed)
                }
            }
        }
        arbiter.deliveryDirty = true
        settleAfterRecognizerChange()
    }
}

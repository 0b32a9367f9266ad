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
/// `treeLeavesWindow` then stops every recognizer attached in the tree that is still in a
/// gesture, touches or not (a double tap waiting between its taps).
/// A view moved to another superview (`insertSubview` of a view that has one) leaves no
/// window unless its new superview is in none: it keeps its touches (`treeMoved`).
extension Scene {
    /// T7: `root`'s tree leaves its window — `root` removed from its superview, moved under a
    /// view in no window, or destroyed (`sparingRoot`: its own recognizers are the destroy's
    /// to stop) — while the responder chain still stands. Its touches are cancelled, then its
    /// presses (R4: those whose responder's chain reaches `root`), then
    /// each recognizer attached in the tree that is in a gesture (began or changed:
    /// cancelled; possible and tracking or waiting: failed, `TC_FAIL_TOUCH_CANCELLED`), as
    /// UIKit's `-[UIView _willMoveToWindow:]` with a nil window does through
    /// `-[UIApplication _cancelGestureRecognizersForView:]` for every view of the tree.
    func treeLeavesWindow(_ root: View, sparingRoot: Bool = false) {
        let inWindow = root.windowUnmanaged != nil
        cancelTouches(inTreeOf: root)
        // R4: so are the presses whose responder is in the tree (Dispatch.swift).
        if inWindow { cancelPresses(inTreeOf: root) }
        guard inWindow, !arbiter.engaged.isEmpty else { return }
        // Removal is not a per-sample path: a small list is fine here. `engaged` holds every
        // recognizer in a gesture, so the tree itself is not walked.
        var stopping: [Recognizer] = []
        for r in arbiter.engaged where r.isAlive && stopsWithItsView(r, root, sparingRoot) { stopping.append(r) }
        for r in stopping where r.isAlive && stopsWithItsView(r, root, sparingRoot) {
            // Checked again: the host code of an earlier one may have moved, detached or
            // destroyed it, or its view.
            abandon(r, .touchCancelled, "its view was removed from its window", tellsHost: true)
        }
    }

    private func stopsWithItsView(_ r: Recognizer, _ root: View, _ sparingRoot: Bool) -> Bool {
        guard r.state.isActive || (r.state == .possible && r.isTracking), let v = r.view else { return false }
        return !(sparingRoot && v === root) && v.isDescendant(of: root)
    }

    /// R2 before `root` moves from its superview to `newParent` (T7: its touches are kept).
    /// A touch's later phases are forwarded only to responders its began was forwarded to,
    /// and UIKit's record of them names each responder and the one it came from
    /// (`_UIResponderForwarderWantsForwardingFromResponder`): forwarding from the moved tree
    /// to the new superview finds no record of it (not forwarded: the walk ends at the top
    /// of the moved tree, or its controller), or finds one made from another responder (the
    /// new superview is an ancestor the began reached: the record is abandoned and every
    /// later hop forwards). The engine's record is the count of responders reached
    /// (`Touch.forwardReach`), exact while the chain stands: it is set here, on the old
    /// chain, to what UIKit's record gives on the new one. A touch whose began did not leave
    /// the moved tree, or a reorder under the same superview, changes nothing.
    func keepForwardingRecords(movedRoot root: View, to newParent: View) {
        guard let oldParent = root.superview, oldParent !== newParent else { return }
        func adjust(_ t: Touch) {
            guard t.forwardReach > 0, let v = t.view, v.isDescendant(of: root),
                  let oldPlace = chainPlace(of: oldParent, from: v), t.forwardReach >= oldPlace else { return }
            if let newPlace = chainPlace(of: newParent, from: v), newPlace <= t.forwardReach {
                t.forwardReach = .max
            } else {
                t.forwardReach = oldPlace - 1
            }
        }
        // Setting it twice (a touch in both lists) gives the same answer.
        for t in touchState.liveTouches { adjust(t) }
        for t in touchState.heldTouches { adjust(t) }
    }

    /// R2: the 1-based place of `target` among the responders of `v`'s chain, or nil.
    private func chainPlace(of target: View, from v: View) -> Int32? {
        let goal = Unmanaged.passUnretained(target).toOpaque()
        var step: ChainStep? = ChainStep(.view(v))
        var place: Int32 = 0
        while let s = step {
            place += 1
            if case .view(let u) = s, u.toOpaque() == goal { return place }
            step = ChainStep.after(s, hasAppDelegate: responders.hasAppDelegate)
        }
        return nil
    }

    /// After `root` moved from one superview to another (T7: nothing is cancelled, its
    /// touches keep their view and recognizers, and later phases walk the new chain). A
    /// tree now in no window loses its first responder and focus, as a removed one; a tree
    /// now in another window brings its first responder along, which replaces that window's
    /// (UIKit's `_addSubview:positioned:relativeTo:` takes the first responder from the old
    /// window and sets it on the new one).
    func treeMoved(_ root: View, from oldWindow: Unmanaged<View>?) {
        refreshFocus()   // R4: moved under a hidden or non-interactive view, or out of every window
        let newWindow = root.windowUnmanaged
        guard newWindow?.toOpaque() != oldWindow?.toOpaque() else { return }
        guard let w = newWindow?.toOpaque() else { clearRespondersOutsideWindows(); return }
        guard let f = responders.firstResponders.first(where: { $0.isDescendant(of: root) }) else { return }
        responders.firstResponders.removeAll { $0 !== f && $0.windowUnmanaged?.toOpaque() == w }
    }

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
            // T2: stamped with the touch's last sample (UIKit's `_cancelTouchesOrPresses:
            // withEvent:` only sets the phase: the touch keeps its timestamp); the delivery's
            // dispatch time is the clock.
            if saw { deliverHeld(t, .cancelled, t.timestamp) }
            // G8: a custom recognizer of the touch hears its touches cancelled before it stops
            // (UIKit's `_cancelGestureRecognizersForView:` goes through
            // `_cancelGestureRecognizers:`, as a disable does). Host code (E5): it may stop,
            // detach or destroy the recognizer, or remove more views (the touch's view has had
            // its end: a nested removal only stops the touch's recognizers).
            for r in t.gestureRecognizers where r.isAlive {
                if let c = r.asCustom, r.state == .possible || r.state.isActive || r.fedWhileWaiting {
                    c.tellHostTouchesCancelled()
                }
                // S4: a scroll view's pan that loses every touch ends its drag without motion.
                if let sp = r as? ScrollPanRecognizer, sp.state.isActive,
                   sp.touches.allSatisfy({ x in affected.contains { $0 === x } }) {
                    sp.allTouchesCancelled()
                }
            }
            // No longer delivered to any view: it no longer counts against one (T6).
            t.isDeliveredToView = false
            t.view = nil
            // Its recognizers stop, as when their touches are cancelled.
            let tracking = t.gestureRecognizers
            t.gestureRecognizers.clearKeepingCapacity()
            for r in tracking where r.isAlive {
                // T7/G9: what it reports stopping is where its touches were at their last
                // sample (the centroid taken with them still in, as a host cancel's is): the
                // touches of the removed tree leave it together, the centroid kept for when
                // none is left.
                r.lastCentroid = r.centroid()
                r.touches.removeAll { x in x === t || affected.contains { $0 === x } }
                r.touchesEverTracked.removeAll { $0 === t }
                // (A waiter whose kind is being handed touches has not begun: G6, grantedState.)
                if r.grantedState.isActive {
                    apply(r, .cancelled)
                } else if r.grantedState == .possible {
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

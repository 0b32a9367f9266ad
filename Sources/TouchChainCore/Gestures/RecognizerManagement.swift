/// Creating, attaching, linking and destroying recognizers (the scene's side of G6/G8).
extension Scene {
    public func createRecognizer(_ kind: RecognizerKind) throws(EngineError) -> Recognizer {
        try checkMutable()
        let r: Recognizer
        switch kind {
        case .tap: r = TapRecognizer()
        case .longPress: r = LongPressRecognizer()
        case .pan: r = PanRecognizer()
        case .edgePan: r = EdgePanRecognizer()
        case .swipe: r = SwipeRecognizer()
        case .pinch: r = PinchRecognizer()
        case .rotation: r = RotationRecognizer()
        case .custom: r = CustomRecognizer()
        case .hover: r = HoverRecognizer()
        }
        try register(r)
        return r
    }

    /// Gives a new recognizer its slot in the scene's table (its handle).
    func register(_ r: Recognizer) throws(EngineError) {
        guard let (slot, gen) = arbiter.recognizers.insert(r) else {
            throw EngineError(.limit, "a scene holds at most \(Constants.maxObjectsPerScene) recognizers")
        }
        r.scene = self
        r.handleSlot = slot; r.handleGeneration = gen
    }

    /// S1: a scroll view's own pan stays on its view while the view is a scroll view.
    private func refuseIfScrollPan(_ r: Recognizer, _ what: StaticString) throws(EngineError) {
        if r is ScrollPanRecognizer, let v = r.view, v.isAlive, v.scroll?.pan === r {
            throw EngineError(.state, "a scroll view's own pan cannot be \(what)")
        }
    }

    private func check(_ r: Recognizer) throws(EngineError) {
        guard r.scene === self, r.isAlive else { throw EngineError(.staleHandle, "recognizer is destroyed") }
        try checkMutable()
    }

    /// Stops a recognizer's current gesture: cancelled if it had begun, failed if possible.
    /// `tellsHost`: a custom recognizer stopped by the host (disabled, detached) or by its view
    /// leaving its window (T7) hears its live touches cancelled first (G8,
    /// `CustomRecognizer.tellHostTouchesCancelled`).
    func abandon(_ r: Recognizer, _ reason: FailureReason, _ message: String, tellsHost: Bool = false) {
        if tellsHost, let c = r.asCustom, r.state == .possible || r.state.isActive || r.fedWhileWaiting {
            c.tellHostTouchesCancelled()
            // Host code ran: it may have stopped (a nested disable, detach or destroy did
            // everything below) or destroyed the recognizer.
            guard r.isAlive, r.belongs(to: self) else { return }
        }
        // S4: a scroll view's pan is handed its touches cancelled too (UIKit's
        // -_cancelGestureRecognizers:): its drag ends without motion (ScrollPan.swift).
        if tellsHost, r.state.isActive, let sp = r as? ScrollPanRecognizer {
            sp.allTouchesCancelled()
            guard r.isAlive, r.belongs(to: self) else { return }
        }
        arbiter.deliveryDirty = true
        // G6: stopped while its kind is handed touches as a waiter (from the host's own
        // touches callback), it has not begun for anyone: it fails.
        if r.fedWhileWaiting {
            r.fedWhileWaiting = false
            r.state = .possible
        }
        if r.state.isActive {
            apply(r, .cancelled)
        } else if r.state == .possible && r.isTracking {
            r.failureReason = reason
            r.failureMessage = message
            apply(r, .failed)
        }
        // G4, G5: a failed dependent stopped holds nothing any more.
        if r.holdsAfterFailing { stopHoldingAfterFailure(r) }
        for t in r.touchesEverTracked { t.gestureRecognizers.removeAll { $0 === r } }
        r.touches.clearKeepingCapacity()
        r.touchesEverTracked.clearKeepingCapacity()
        r.liftedTouches.removeAll(keepingCapacity: true)
        // G2: stopped by a host call between updates, it reads cancelled or failed until the
        // next update resets it (UIKit queues the reset); stopped inside one, that update's
        // settling resets it, as before.
        // A scroll view's own pan is reset at once: its reset ends the view's drag (S4:
        // will/did-end-dragging), which must not wait for the next update.
        if r.state.isFinal, !r.resetDeferred, !rules.insideCallback, !(r is ScrollPanRecognizer) {
            r.resetDeferred = true
            arbiter.deferredResets += 1
        }
        settleAfterRecognizerChange()
    }

    public func attach(_ r: Recognizer, to v: View) throws(EngineError) {
        try check(r)
        if r.view !== v { try refuseIfScrollPan(r, "moved to another view") }
        guard v.scene === self, v.isAlive else { throw EngineError(.foreignHandle, "view belongs to another scene") }
        guard !v.isDying else { throw EngineError(.staleHandle, "the view is being destroyed") }
        if r.view === v { return }
        if r.view != nil {
            try detach(r)
            // The detach cancelled the gesture and ran host code (actions, observers), which
            // may have destroyed `r` or `v`, or attached `r` elsewhere: check everything again,
            // or `r` would keep a view that is about to be freed (fuzz_api found it).
            guard r.scene === self, r.isAlive else { throw EngineError(.staleHandle, "recognizer was destroyed meanwhile") }
            guard v.isAlive, !v.isDying, v.scene === self else {
                throw EngineError(.staleHandle, "the view was destroyed by a callback of the detach")
            }
            if r.view === v { return }
            if r.view != nil { try detach(r) }
            guard r.view == nil, r.isAlive, v.isAlive, !v.isDying else {
                throw EngineError(.state, "callbacks keep re-attaching the recognizer")
            }
        }
        r.view = v
        v.gestureRecognizers.append(r)
        // P3: the hovers of its window collect their recognizers anew at their next sample
        // (UIKit's `_updateContainer:` resets the hover event's hit test for the window), so
        // a hover recognizer attached under a pointer begins at its next move.
        if r.kind == .hover, let w = v.window {
            for i in pointer.hovers.indices where pointer.hovers[i].window === w { pointer.hovers[i].recollect = true }
        }
    }

    /// Invariant kept here and in `attach`/`Scene.destroy(view)`: `r.view` is nil or a live
    /// view whose `gestureRecognizers` holds `r` (a `Borrowed` reference must not outlive it).
    public func detach(_ r: Recognizer) throws(EngineError) {
        try check(r)
        try refuseIfScrollPan(r, "detached")
        guard let v = r.view else { return }
        abandon(r, .disabled, "detached from its view", tellsHost: true)
        // The abandon ran host code: if it moved `r` to another view, that attach detached it
        // from `v` already and `r.view` is the new view's.
        guard r.view === v else { return }
        v.gestureRecognizers.removeAll { $0 === r }
        r.view = nil
    }

    /// Disabling mid-gesture cancels it (UIKit).
    public func setEnabled(_ r: Recognizer, _ enabled: Bool) throws(EngineError) {
        try check(r)
        r.isEnabled = enabled
        if !enabled { abandon(r, .disabled, "disabled while tracking", tellsHost: true) }
    }

    public func destroy(_ r: Recognizer) throws(EngineError) {
        try check(r)
        try refuseIfScrollPan(r, "destroyed (destroy its view)")
        // No callbacks from a recognizer being destroyed (its action may be what destroys it).
        r.actionCallback = nil; r.observerCallback = nil
        abandon(r, .disabled, "destroyed")
        // Not the host's anymore: no callback runs for `r` from here (its hooks are cleared
        // below), and `r.view` is live by the invariant above.
        r.view?.gestureRecognizers.removeAll { $0 === r }
        r.view = nil
        for case let o? in arbiter.recognizers.objects {
            o.requiredToFail.removeAll { $0 === r }
            o.simultaneousWith.removeAll { $0 === r }
        }
        arbiter.engaged.removeAll { $0 === r }
        arbiter.waitingRecognizers.removeAll { $0 === r }
        r.actionCallback = nil; r.observerCallback = nil; r.shouldBegin = nil; r.shouldReceiveTouch = nil
        r.shouldRecognizeSimultaneously = nil; r.shouldRequireFailureOf = nil
        r.shouldBeRequiredToFailBy = nil; r.shouldReceiveEvent = nil
        if let c = r as? CustomRecognizer {
            c.onTouches = nil; c.onReset = nil; c.canPreventHandler = nil; c.canBePreventedHandler = nil
        }
        r.cancelTimer()
        r.isAlive = false
        retire(r)   // the event's feed may list it (Retirement.swift)
        arbiter.recognizers.remove(slot: r.handleSlot)
        r.scene = nil
    }

    /// G6: `r` may recognize only after `other` failed. A link that closes a cycle is refused.
    /// A link with a hover recognizer at either end is not made, and no error is returned
    /// (P3: UIKit's `requireGestureRecognizerToFail:` adds the requirement only when both
    /// recognizers accept failure requirements, which its hover recognizer does not).
    public func require(_ r: Recognizer, toFail other: Recognizer) throws(EngineError) {
        try check(r)
        guard other.scene === self, other.isAlive else { throw EngineError(.foreignHandle, "other recognizer belongs to another scene") }
        if r === other { throw EngineError(.cycle, "a recognizer cannot require itself to fail") }
        guard r.acceptsFailureRequirements, other.acceptsFailureRequirements else { return }
        if r.requiredToFail.contains(where: { $0 === other }) { return }
        // Would `other` (transitively) wait for `r`? Iterative search over explicit links.
        var stack: [Recognizer] = [other]
        var seen: [Recognizer] = []
        while let x = stack.popLast() {
            if x === r { throw EngineError(.cycle, "the link would make a require-to-fail cycle") }
            if seen.contains(where: { $0 === x }) { continue }
            seen.append(x)
            stack.append(contentsOf: x.requiredToFail)
        }
        r.requiredToFail.append(other)
    }

    public func removeRequirement(_ r: Recognizer, toFail other: Recognizer) throws(EngineError) {
        try check(r)
        r.requiredToFail.removeAll { $0 === other }
        // G4, G5: a failed dependent holding on that link alone lets go (`settle`).
        if r.holdsAfterFailing { arbiter.deliveryDirty = true }
        resolveWaiters()   // G6: a recognizer waiting on that link alone recognizes now
        settleAfterRecognizerChange()
    }

    /// G6: let two recognizers recognize simultaneously (symmetric).
    public func allowSimultaneous(_ a: Recognizer, _ b: Recognizer, _ allowed: Bool) throws(EngineError) {
        try check(a)
        guard b.scene === self, b.isAlive else { throw EngineError(.foreignHandle, "other recognizer belongs to another scene") }
        a.simultaneousWith.removeAll { $0 === b }
        b.simultaneousWith.removeAll { $0 === a }
        if allowed { a.simultaneousWith.append(b) }
    }

    /// G8 custom: the host sets the state, corrected as UIKit's `setState:` corrects it (G2,
    /// `GestureState.hostCorrected`: BEGAN then FAILED is cancelled); a request UIKit ignores
    /// (from ended, cancelled or failed) is refused with TC_ERR_STATE and changes nothing.
    /// Not from inside a callback about the same recognizer (its action, its delegate, a
    /// view's veto of it): the change being decided would recurse without end
    /// (TC_ERR_REENTRANT). Changes made from callbacks about other recognizers nest at most
    /// `Constants.maxTransitionDepth` deep (TC_ERR_LIMIT).
    public func setState(_ r: Recognizer, _ requested: GestureState) throws(EngineError) {
        try check(r)
        guard r.kind == .custom else {
            throw EngineError(.state, "only custom recognizers have their state set by the host")
        }
        guard r.hostCallDepth == 0 else {
            throw EngineError(.reentrant, "the recognizer's state cannot be set from inside its own action or delegate callbacks")
        }
        guard rules.transitionDepth < Constants.maxTransitionDepth else {
            throw EngineError(.limit, "state changes nested deeper than \(Constants.maxTransitionDepth) (set from inside other recognizers' callbacks)")
        }
        // G6: waiting on a required failure, it goes on from the state it asked for (which its
        // own touches callback reads; between updates its state reads possible): a continuous
        // one from began (or what it asked for since), a discrete one from ended — which,
        // as UIKit's ended, takes no request.
        let own = r.pendingState ?? r.state
        guard let to = own.hostCorrected(requested) else {
            throw EngineError(.state, "\(own) → \(requested) is ignored: a recognizer that has ended, been cancelled or failed keeps its state until it resets")
        }
        // A correction to the state it has (possible, or began asked for possible) changes
        // nothing; changed → changed is a change (UIKit sends its action again).
        if to == own && to != .changed { return }
        // G6: cancelled while it waits to begin, it fails (its began was never sent).
        let waitingCancel = to == .cancelled && r.pendingBegan
        if to == .failed || waitingCancel {
            r.failureReason = .setByHost
            r.failureMessage = to == .failed ? "failed by the host" : "cancelled by the host before it began"
        }
        rules.transitionDepth += 1
        defer { rules.transitionDepth -= 1 }
        requestTransition(r, waitingCancel ? .failed : to)
        // G6: made to wait from inside its own touches callback, it reads there the state it
        // asked for, as in its later callbacks while it waits (`handTouches`; its callback
        // puts possible back when it returns).
        if let c = r.asCustom, c.handingTouchesOver, r.isAlive, !r.fedWhileWaiting,
           r.state == .possible, let asked = r.pendingState {
            r.state = asked
            r.fedWhileWaiting = true
        }
        if !rules.isDispatching { settleAfterRecognizerChange() }
    }

    /// G8: a custom recognizer stops receiving `touch` (UIKit's `ignore(_:for:)`, iOS 18.2
    /// UIKitCore's `-[UIGestureRecognizer ignoreTouch:forEvent:]`): the touch leaves the
    /// recognizer (`-[UIEvent _removeGestureRecognizer:fromComponents:]`), so no later phase
    /// of it reaches the recognizer; a began the recognizer holds from the view (G4) or an
    /// ended (G5) is delivered once no other recognizer of the touch holds it (UIKit enqueues
    /// the delayed touch to send); a recognition does not take it from the view (G3: "does not
    /// cancel ignored touches on the associated view"), nor does one that has taken it when
    /// the view has not had its cancel yet. A recognizer left with no touches resets when
    /// still possible (G2); one that has begun stays with its host. A touch the recognizer
    /// does not have changes nothing.
    public func ignore(_ touch: Touch, by r: Recognizer) throws(EngineError) {
        try check(r)
        guard r.kind == .custom else {
            throw EngineError(.state, "only custom recognizers ignore touches (ignore(_:for:) is for a recognizer's own code)")
        }
        guard touch.isLive, touch.gestureRecognizers.contains(where: { $0 === r })
                || r.touchesEverTracked.contains(where: { $0 === touch }) else { return }
        touch.gestureRecognizers.removeAll { $0 === r }
        r.touches.removeAll { $0 === touch }
        r.touchesEverTracked.removeAll { $0 === touch }
        if touch.taken && !touch.viewDone { touch.taken = isTakenByAnother(touch, besides: r) }
        arbiter.deliveryDirty = true
        settleAfterRecognizerChange()
    }

    /// G3: whether a recognizer other than `r` that cancels touches in its view has recognized
    /// with `touch` (began, changed, ended, or cancelled after it began), so the touch stays
    /// taken from its view.
    private func isTakenByAnother(_ touch: Touch, besides r: Recognizer) -> Bool {
        for o in arbiter.engaged where o !== r && o.isAlive && o.cancelsTouchesInView {
            guard o.state.isActive || o.state == .ended || o.state == .cancelled else { continue }
            if o.touchesEverTracked.contains(where: { $0 === touch }) { return true }
        }
        return false
    }

    /// G6, P3, P4: the delegate's should-receive-event answer about `type` (UIKit's
    /// `-[UIGestureRecognizer _delegateShouldReceiveEvent:]`, iOS 13.4+); true without one.
    /// Host code about `r` (E5): it may leave `r` destroyed, disabled or decided, which the
    /// caller checks after.
    func receives(_ r: Recognizer, _ type: EventType) -> Bool {
        guard let ask = r.shouldReceiveEvent else { return true }
        return askHost(about: r) { ask(r, type) }
    }

    /// G6, P3, P4: after host code was asked whether `r` takes an input (a touch, a hover, a
    /// scroll or transform gesture) on `view`, it takes it only if it is still alive, enabled
    /// and attached to `view`, and `view` is alive and in a window: a question that detached
    /// it, moved it to another view, disabled or destroyed it, or destroyed its view or took
    /// that out of its window, leaves it without the input.
    func stillTakesInput(_ r: Recognizer, on view: View) -> Bool {
        // Compared uncounted (`viewUnretained`): asked at touch-downs.
        guard r.isAlive, r.isEnabled, let v = r.viewUnretained,
              v.toOpaque() == Unmanaged.passUnretained(view).toOpaque() else { return false }
        return isInWindow(view)
    }

    /// Alive, not being destroyed, and in a window.
    func isInWindow(_ v: View) -> Bool {
        v.isAlive && !v.isDying && v.windowUnmanaged != nil
    }

    /// `recognizer(slot:generation:)` without counting a reference: for a timer's firing,
    /// whose host calls may destroy the recognizer — it is then retired, not freed, until no
    /// host code runs (Scene/Retirement.swift).
    @inline(never)
    func recognizerUnretained(slot: Int, generation: UInt32) -> Unmanaged<Recognizer>? {
        guard slot >= 0, slot < arbiter.recognizers.objects.count,
              arbiter.recognizers.generations[slot] == generation else { return nil }
        return arbiter.recognizers.objects.withUnsafeBufferPointer { objects in
            objects[slot].map { Unmanaged.passUnretained($0) }
        }
    }

    // Not inlined into callers: compiled here, where SlotTable is specialized.
    @inline(never)
    public func recognizer(slot: Int, generation: UInt32) -> (Recognizer?, LookupStatus) {
        // Written out rather than calling the generic SlotTable.lookup: without whole-module
        // optimisation a cross-file generic call is unspecialised (runtime metadata per call).
        guard slot >= 0, slot < arbiter.recognizers.objects.count else { return (nil, .invalid) }
        guard arbiter.recognizers.generations[slot] == generation, let o = arbiter.recognizers.objects[slot] else { return (nil, .stale) }
        return (o, .found)
    }
}

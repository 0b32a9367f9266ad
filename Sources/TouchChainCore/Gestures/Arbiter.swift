/// The arbiter (G1–G7): one place decides what a recognizer's requested state change means
/// for every other recognizer and for the views' touches. Order per touch event (Dispatch):
///   1. recognizers see the samples (G1) and request transitions, resolved here at once:
///      vetoes (delegate, views — G6, G7), require-to-fail waits (G6), exclusion of rivals (G3);
///      then a begun recognizer handed touches that set no state sends `changed` (G2);
///   2. views get their touches through the delivery filter (G3 cancel, G4/G5 holds);
///   3. recognizers whose touches have all ended reset (G2).

extension Scene {
    // MARK: transitions

    func requestTransition(_ r: Recognizer, _ to: GestureState) {
        guard r.isAlive, r.belongs(to: self) else { return }
        if r.pendingBegan {
            goOnWhileWaiting(r, to)
            return
        }
        guard r.state.canTransition(to: to) else { return }
        if r.state == .possible && (to == .began || to == .ended) {
            attemptRecognition(r, to)
        } else if to == .changed && r.state == .began && r.beganActionStep == arbiter.updateStep {
            changeInBeganUpdate(r)
        } else {
            apply(r, to)
        }
    }

    /// G2: a `changed` asked for in the update that sent the recognizer's began action — a
    /// waiter released mid-event and then handed the rest of the event (G6), a custom
    /// recognizer whose host sets began then changed in one callback — sends no action: UIKit
    /// sends one action per update (iOS 18.2 UIKitCore's `-_updateGestureForActiveEvents`,
    /// for a recognizer whose began action was not sent yet and whose state reads changed,
    /// sets began, sends the began action, puts changed back and sends nothing more). A
    /// custom recognizer's host set the state (UIKit's `setState:` made the transition): it
    /// reads changed, and its observer hears it. A built-in kind's `changed` is the update's
    /// own (UIKit's pan calls `setState:` only to begin or fail; the update moves a began whose
    /// action was sent *before* it to changed), so in the began's update there is none: the
    /// kind's values move, its state stays began until the next update changes it.
    private func changeInBeganUpdate(_ r: Recognizer) {
        guard r.kind == .custom else { return }
        apply(r, .changed, sendsAction: false)
    }

    /// G6: a continuous recognizer whose began waits on required failures goes on with its
    /// gesture meanwhile, as UIKit's does: its `setState:` sets the state whatever the
    /// requirements (only the actions wait), and the gesture environment hands the event to
    /// every recognizer up to changed. A change or an end becomes what its release reports
    /// (`recognize`); a cancel or a failure ends the gesture at once, with no action — it
    /// fails (UIKit's state becomes cancelled, a failure of a begun recognizer being a
    /// cancel, and no action is sent for a began never delivered).
    private func goOnWhileWaiting(_ r: Recognizer, _ to: GestureState) {
        guard let own = r.pendingState else { return }
        switch to {
        case .changed, .ended:
            guard own.canTransition(to: to) else { return }
            r.pendingState = to
            if r.fedWhileWaiting { r.state = to }
        case .cancelled, .failed:
            // An end it asked for stands (UIKit's ended takes no later state).
            guard own.isActive else { return }
            if to == .cancelled {
                r.failureReason = .touchCancelled
                r.failureMessage = "its touches were cancelled while it waited for required recognizers to fail"
            }
            apply(r, .failed)
        case .possible, .began:
            break
        }
    }

    /// G6/G7: a recognition is vetoed, waits for required failures, or happens.
    private func attemptRecognition(_ r: Recognizer, _ to: GestureState) {
        // G6 steps 1–2, once per gesture (UIKit asks in setState:, on the move out of possible,
        // and not again when a recognition waiting on a failure is released).
        if !r.askedToBegin {
            guard askViewsAndDelegate(r) else { return }
            r.askedToBegin = true
        }
        var mustWait = false
        let required = recognizersRequired(by: r)
        guard r.isAlive, r.state == .possible else { return }
        for o in required {
            switch o.grantedState {
            case .possible:
                // A rival waiting on `r` itself (a cycle made by delegates) does not block it.
                if o.pendingState != nil && requires(o, r) { continue }
                if o.isTracking { mustWait = true }
            case .began, .changed, .ended:
                r.failureReason = .requiredFailureRecognized
                r.failureText = FailureText(requiredRecognized: o)
                apply(r, .failed)
                return
            case .cancelled, .failed:
                continue
            }
        }
        if mustWait {
            // A waiter tried again keeps what it asked for (a continuous one's later states).
            if r.pendingState == nil {
                r.pendingState = to
                r.pendingBegan = to == .began
            }
            if !arbiter.waitingRecognizers.contains(where: { $0 === r }) { arbiter.waitingRecognizers.append(r) }
            arbiter.deliveryDirty = true
            return
        }
        recognize(r, to)
    }

    /// G6 steps 1–2, in UIKit's order (its `_shouldBegin`): the views of the touches (G7), then
    /// the delegate's `should_begin`, which is not asked once a view vetoed. True when `r` may
    /// go on (each answer can also leave it destroyed or decided: then false). The views are
    /// asked only about a recognizer that cancels touches in its view (G7: UIKit's
    /// `_gatherViewsToQueryForDelegateCall` gathers none without cancelsTouchesInView, and
    /// `_shouldBegin` then asks the delegate alone).
    private func askViewsAndDelegate(_ r: Recognizer) -> Bool {
        if r.cancelsTouchesInView, !askViews(r) { return false }
        // The views' callbacks may have destroyed, disabled or decided the recognizer meanwhile.
        guard r.isAlive, r.state == .possible else { return false }
        if let sb = r.shouldBegin, !askHost(about: r, { sb(r) }) {
            guard r.isAlive, r.state == .possible else { return false }
            r.failureReason = .vetoedByDelegate
            r.failureMessage = "should-begin returned false"
            apply(r, .failed)
            return false
        }
        return r.isAlive && r.state == .possible
    }

    /// G7: the views of `r`'s touches, live and lifted — the view each was hit-tested to, the
    /// recognizer's own view among them when a touch landed on it, and no view between (UIKit's
    /// `_gatherViewsToQueryForDelegateCall`, a set: each view's callback is asked once). False
    /// once one vetoed (`r` failed) or a callback left it destroyed or decided.
    private func askViews(_ r: Recognizer) -> Bool {
        let touches = r.touches
        for (i, t) in touches.enumerated() {
            guard let v = t.view, v.isAlive else { continue }
            let first = !touches[..<i].contains { $0.view === v }
            guard passesView(r, v, window: t.window, start: t.startLocation, asksHost: first) else { return false }
        }
        // The views of the gesture's touches that lifted before this first try are asked as
        // well (a two-finger tap lifted in turn). Indexed: a callback may reset `r`.
        var k = 0
        while k < r.liftedTouches.count {
            let lifted = r.liftedTouches[k]
            k += 1
            guard let v = liveView(lifted.viewSlot, lifted.viewGeneration) else { continue }
            let window = liveView(lifted.windowSlot, lifted.windowGeneration)
            let first = !touches.contains { $0.view === v }
                && !r.liftedTouches[..<(k - 1)].contains {
                    $0.viewSlot == lifted.viewSlot && $0.viewGeneration == lifted.viewGeneration
                }
            guard passesView(r, v, window: window, start: lifted.start, asksHost: first) else { return false }
        }
        return true
    }

    /// G7: `v`'s answer about `r` on a touch that began at `start` in `window`. True when `r`
    /// may go on (no veto, and the callback left it alive and possible); a veto fails it. A
    /// control vetoes by kind only recognizers attached elsewhere (G7: "a recognizer attached
    /// to the control itself is not vetoed"); the host's callback, asked when `asksHost` (the
    /// view's first touch of this try), answers about the view's own recognizers too.
    private func passesView(_ r: Recognizer, _ v: View, window: View?, start: Point, asksHost: Bool) -> Bool {
        let veto = askHost(about: r) { () -> String? in
            if v !== r.view, let why = v.kindVetoReason(for: r, window: window, start: start) { return why }
            return asksHost ? v.hostVetoReason(for: r) : nil
        }
        if let why = veto {
            guard r.isAlive, r.state == .possible else { return false }
            r.failureReason = .vetoedByView
            r.failureMessage = why
            apply(r, .failed)
            return false
        }
        return r.isAlive && r.state == .possible
    }

    private func recognize(_ r: Recognizer, _ to: GestureState) {
        // G3: a rival that has begun on one of these touches and may prevent `r` keeps its
        // gesture; `r` is the one excluded (UIKit never cancels a begun recognizer by default).
        if let o = activeExcluder(of: r) {
            exclude(r, by: o)
            return
        }
        // The question asked delegates (simultaneity, requirements): one may have disabled,
        // detached or destroyed `r`, or decided it, meanwhile.
        guard r.isAlive, r.state == .possible else { return }
        // G6: what a continuous recognizer asked for while it waited (sent after its began).
        let askedWhileWaiting = r.pendingBegan ? r.pendingState : nil
        if r.pendingState != nil && to == .began { r.willBeginAfterWaiting(input.now) }
        r.pendingState = nil
        arbiter.waitingRecognizers.removeAll { $0 === r }
        // G3: the recognition takes its touches from the views, even if a callback cancels
        // the recognizer before the views' turn (its action may disable it) — also the
        // touches that lifted while it waited (G6: released after the lift, its live list is
        // empty; the lifted touches, their ended held, are still among those it tracked).
        if r.cancelsTouchesInView { for t in r.touchesEverTracked { t.taken = true } }
        // G4: the recognition discards the began it held (a sticky mark: a cancel by its own
        // action does not bring it back, as in UIKit, whose update has cleared the hold).
        if r.delaysTouchesBegan { for t in r.touchesEverTracked where t.heldBegan { t.beganDiscarded = true } }
        // The state changes (and the observer hears it) now; the action waits until the
        // rivals below are decided, so that it reads them failed or cancelled, as UIKit's
        // actions do (they are sent once the gesture environment has updated every
        // recognizer of the event).
        r.actionPending = true
        apply(r, to, sendsAction: false)
        arbiter.waiterHold += 1
        // G3: possible rivals on the same touches that may not recognize simultaneously
        // lose. One that has begun (began, changed) is left alone: UIKit cancels a begun
        // recognizer by exclusion only when its delegate's private can-be-cancelled says so.
        // The questions are host code: once they leave `r` destroyed, disabled, detached,
        // moved or no longer in the state it recognized with, it excludes no one (not the
        // rival being asked about, nor those after it) and no more questions are asked.
        let standing = Standing(r)
        rivals: for t in r.touchesEverTracked {
            var i = 0
            while i < t.gestureRecognizers.count {
                guard standing.holds(r) else { break rivals }
                let o = t.gestureRecognizers[i]
                i += 1
                guard o !== r, o.isAlive, o.grantedState == .possible, canPrevent(r, o),
                      !canRecognizeSimultaneously(r, o) else { continue }
                exclude(o, by: r)
                i = 0   // the list changed
            }
        }
        // G6: recognizers requiring `r` to fail fail now: those waiting on it, and those
        // linked to it (require_to_fail) that follow a gesture of their own, on other touches
        // (the header: "fails if `other` recognizes"; a delegate is asked only about
        // recognizers sharing a touch, which wait on it or were excluded above). One linked
        // to it that has begun already — it began while `r` followed no gesture, so nothing
        // held it — is cancelled (UIKit's `_requiredGestureRecognizerCompletedOrWasUnrelated:`,
        // sent to every dependent when a required recognizer recognizes: a dependent in
        // began, changed or ended is cancelled when its began was delivered, else failed).
        var e = 0
        while e < arbiter.engaged.count {
            let o = arbiter.engaged[e]
            e += 1
            guard o !== r, o.isAlive, o.pendingState == nil,
                  (o.state == .possible && o.isTracking) || o.state.isActive,
                  o.requiredToFail.contains(where: { $0 === r }) else { continue }
            if o.state.isActive {
                apply(o, .cancelled)
            } else {
                o.failureReason = .requiredFailureRecognized
                o.failureText = FailureText(requiredRecognized: r)
                apply(o, .failed)
            }
            e = 0   // host code ran: the list may have changed
        }
        var k = 0
        while k < arbiter.waitingRecognizers.count {
            let o = arbiter.waitingRecognizers[k]
            k += 1
            if o !== r, o.grantedState == .possible, requires(o, r) {
                o.failureReason = .requiredFailureRecognized
                o.failureText = FailureText(requiredRecognized: r)
                apply(o, .failed)
                k = 0
            }
        }
        // Waiters the failures above released go on now that the winner's rivals and
        // dependents are all decided (one released mid-way could have beaten it).
        arbiter.waiterHold -= 1
        if arbiter.waiterHold == 0 && !arbiter.waitingRecognizers.isEmpty { resolveWaiters() }
        // The winner's action, unless a callback above already moved it on (a cancellation
        // before this action sends none: G2, `apply`).
        let pending = r.actionPending
        r.actionPending = false
        // G2: this update sent its began action: a `changed` later in it sends none.
        if pending, to == .began, r.isAlive, r.state == .began { r.beganActionStep = arbiter.updateStep }
        if pending, r.isAlive, r.state == to, let action = r.actionCallback { call(action, about: r) }
        // G6: released after it asked to end while it waited, it ends now: UIKit's
        // `_updateGestureForActiveEvents` sends the began action, then the current state's
        // (for changed, the began action alone: `changeInBeganUpdate` — a custom recognizer
        // whose host set changed while it waited reads changed, a built-in kind began).
        if askedWhileWaiting == .ended, r.isAlive, r.state == .began {
            requestTransition(r, .ended)
        } else if askedWhileWaiting == .changed, r.isAlive, r.state == .began {
            requestTransition(r, .changed)
        }
    }

    /// G3: `o` (began or changed, not waiting) excludes `r` (not begun): they share a touch,
    /// `o` may prevent `r` (`canPrevent`), they may not recognize simultaneously, and `o` does
    /// not require `r` to fail — UIKitCore's `_isExcludedByExcludable:` for a recognizer whose
    /// began was not delivered, against an excludable (`_canExcludeOtherExcludables`).
    /// Each question is host code: one that leaves `o` or `r` destroyed, disabled, detached,
    /// moved or decided ends the questions, and `o` does not exclude `r` (`Standing`).
    func excludes(_ o: Recognizer, _ r: Recognizer) -> Bool {
        guard o !== r, o.isAlive, r.isAlive, o.state.isActive, o.pendingState == nil else { return false }
        let excluder = Standing(o), excluded = Standing(r)
        return canPrevent(o, r) && !canRecognizeSimultaneously(o, r)
            && excluder.holds(o) && excluded.holds(r) && !requires(o, r)
            && excluder.holds(o) && excluded.holds(r)
    }

    /// G3: the first recognizer that has begun on one of `r`'s touches and excludes `r`.
    func activeExcluder(of r: Recognizer) -> Recognizer? {
        for t in r.touchesEverTracked {
            var i = 0
            while i < t.gestureRecognizers.count {
                let o = t.gestureRecognizers[i]
                i += 1
                if o.state.isActive && excludes(o, r) { return o }
            }
        }
        return nil
    }

    /// G3: `r` fails, excluded by `o` (TC_FAIL_EXCLUDED), if it still can.
    func exclude(_ r: Recognizer, by o: Recognizer) {
        guard r.isAlive, r.grantedState == .possible else { return }
        r.failureReason = .excluded
        r.failureText = FailureText(recognizedFirst: o)
        apply(r, .failed)
    }

    /// G3: at a touch-down, a possible recognizer of a touch that began in this event fails
    /// at once when a recognizer that has begun on that touch excludes it (UIKit weighs
    /// exclusion at each gesture-environment update, not only at a recognition). Only events
    /// with a touch-down pay for it, and only when a recognizer of such a touch has begun.
    func excludeNewcomers() {
        forEachChangedTouch { touch in
            guard touch.phase == .began,
                  touch.gestureRecognizers.contains(where: { $0.state.isActive }) else { return }
            var i = 0
            while i < touch.gestureRecognizers.count {
                let r = touch.gestureRecognizers[i]
                i += 1
                guard r.isAlive, r.state == .possible, let o = activeExcluder(of: r) else { continue }
                exclude(r, by: o)
                i = 0   // the list changed (a failed recognizer leaves its touches)
            }
        }
    }

    /// Sets the state, tells the observer, runs the action (not on failure), and propagates failures to waiting recognizers.
    func apply(_ r: Recognizer, _ to: GestureState, sendsAction: Bool = true) {
        guard r.state != to || to == .changed else { return }
        // Decided while its kind was handed touches as a waiter: the state set here stands.
        r.fedWhileWaiting = false
        r.state = to
        r.stateSetInEvent = arbiter.eventCounter   // G2: no update `changed` in this event
        if to.isFinal { r.cancelTimer() }
        if to == .failed || to == .cancelled {
            r.pendingState = nil
            arbiter.waitingRecognizers.removeAll { $0 === r }
        }
        // G4, G5: failing while a recognizer it requires to fail is still possible, it keeps
        // holding what it held of its touches.
        if to == .failed, r.delaysTouchesBegan || r.delaysTouchesEnded { keepHoldsAfterFailing(r) }
        if to.isFinal {
            // T5: a recognizer that fails, ends or is cancelled is dropped from its touches
            // (UIKit's `_updateGestureForActiveEvents`: once past changed with no unmet
            // failure requirement — here, one that waits is still possible — it ignores its
            // touches, which leaves `UITouch.gestureRecognizers`). A touch it took stays taken
            // (G3: `Touch.taken`).
            for t in r.touchesEverTracked { t.gestureRecognizers.removeAll { $0 === r } }
        }
        arbiter.deliveryDirty = true
        if !arbiter.engaged.contains(where: { $0 === r }) { arbiter.engaged.append(r) }
        if let observe = r.observerCallback { call(observe, about: r) }
        // UIKit: "No action message is sent" on failure. The observer may have destroyed `r`.
        // G2: nor on a cancel before the recognition's own action was sent (host code run
        // between its state change and that action — a rival's question, its observer —
        // disabled, detached or destroyed it): UIKit's `_updateGestureForActiveEvents` sends a
        // cancelled recognizer's actions only once its began was delivered. The recognition's
        // action is then not sent either (`recognize`).
        let beganUnsent = sendsAction && r.actionPending && to == .cancelled
        if sendsAction { r.actionPending = false }
        if sendsAction, to != .failed, !beganUnsent, r.isAlive, let action = r.actionCallback { call(action, about: r) }
        if (to == .failed || to == .cancelled) && arbiter.waiterHold == 0 { resolveWaiters() }
    }

    /// Calls a recognizer's action or observer as host code. The callback was copied out of
    /// the recognizer first, so the call may replace it: a C function's copy is plain values,
    /// a closure's is counted.
    @inline(__always)
    private func call(_ callback: GestureCallback, about r: Recognizer) {
        switch callback {
        case .host(let h): askHost(about: r) { h.call(r) }
        case .swift(let f): askHost(about: r) { f(r) }
        }
    }

    /// G6: every waiting recognizer that nothing blocks any more recognizes — after a
    /// failure or cancellation, or a link removed (`removeRequirement`; a delegate that
    /// changed its answer is heard at the next failure). Not only those that required the
    /// one that failed: a waiter whose link went away would otherwise wait for good.
    /// Pass after pass while a pass releases one (a release may unblock another); a waiter
    /// that an inconsistent delegate sends back to waiting makes no progress, so this ends.
    func resolveWaiters() {
        var passes = 0
        var progress = true
        while progress && passes <= arbiter.waitingRecognizers.count {
            progress = false
            passes += 1
            var k = 0
            while k < arbiter.waitingRecognizers.count {
                let o = arbiter.waitingRecognizers[k]
                k += 1
                guard o.state == .possible, let pending = o.pendingState else {
                    // Its kind is being handed touches (`handTouches`): looked at once that returns.
                    if o.fedWhileWaiting { arbiter.waiterPassedOver = true }
                    continue
                }
                var stillBlocked = false
                for req in recognizersRequired(by: o) where req.grantedState == .possible && req.isTracking {
                    if req.pendingState != nil && requires(req, o) { continue }
                    stillBlocked = true
                    break
                }
                if !stillBlocked {
                    // A continuous one begins (and then reports what it asked for meanwhile).
                    attemptRecognition(o, o.pendingBegan ? .began : pending)
                    endIfTouchesGone(o)
                    if o.pendingState == nil { progress = true }
                }
            }
        }
    }

    /// G6: a continuous recognizer released after its touches had all lifted without its
    /// asking to end (its kind was handed the lift while it waited, `handTouches`, and asks
    /// for ended then: this is the rest) ends at once: UIKit's pan "ends when all fingers are
    /// lifted"; if one of its touches was cancelled, it is cancelled. A custom recognizer is
    /// left to its host, which sets its states (G8); a hover recognizer takes no touches at
    /// all (P3: hover samples drive it).
    func endIfTouchesGone(_ r: Recognizer) {
        guard r.isAlive, r.state.isActive, r.inputDriver == .touches, r.kind != .custom,
              r.kind != .hover, r.touches.isEmpty else { return }
        requestTransition(r, r.lostCancelledTouch ? .cancelled : .ended)
    }

    // MARK: relations

    /// Explicit links plus delegate answers about recognizers sharing a touch. A delegate is
    /// asked only about live recognizers: one destroyed by an earlier answer is skipped.
    /// The recognizers sharing a touch are those on the touch's list and those that ended on
    /// it (T5 dropped them from the list; a requirement that has recognized still fails `r`).
    func recognizersRequired(by r: Recognizer) -> [Recognizer] {
        var out = r.requiredToFail.filter { $0.isAlive }
        for t in r.touchesEverTracked {
            for o in t.gestureRecognizers where o !== r && !out.contains(where: { $0 === o }) {
                guard r.isAlive else { return out }
                if asksDelegates(r, requireFailureOf: o) { out.append(o) }
            }
            var e = 0
            while e < arbiter.engaged.count {
                let o = arbiter.engaged[e]
                e += 1
                guard o !== r, o.isAlive, o.state == .ended, o.touchesEverTracked.contains(where: { $0 === t }),
                      !out.contains(where: { $0 === o }) else { continue }
                guard r.isAlive else { return out }
                if asksDelegates(r, requireFailureOf: o) { out.append(o) }
            }
        }
        return out.filter { $0.isAlive }
    }

    func requires(_ r: Recognizer, _ o: Recognizer) -> Bool {
        if r.requiredToFail.contains(where: { $0 === o }) { return true }
        return asksDelegates(r, requireFailureOf: o)
    }

    /// G6: `r`'s should-require-failure-of, then `o`'s should-be-required-to-fail-by. Not
    /// asked when `r` takes no failure requirements (a hover recognizer, P3: UIKit's
    /// `_needsDynamicFailureRequirementForGestureRecognizer:` and
    /// `_needsDynamicDependentRequirementForGestureRecognizer:` both answer no when the
    /// dependent does not accept failure requirements).
    private func asksDelegates(_ r: Recognizer, requireFailureOf o: Recognizer) -> Bool {
        guard r.acceptsFailureRequirements else { return false }
        if let ask = r.shouldRequireFailureOf, r.isAlive, o.isAlive,
           askHost(about: r, and: o, { ask(r, o) }) { return true }
        if let ask = o.shouldBeRequiredToFailBy, r.isAlive, o.isAlive,
           askHost(about: o, and: r, { ask(o, r) }) { return true }
        return false
    }

    /// G3: UIKit's class-wide rules (`canPrevent(_:)`, UIKitCore's canPreventGestureRecognizer:):
    /// - a tap never prevents a tap with a higher tap count ("a UITapGestureRecognizer never
    ///   prevents another UITapGestureRecognizer with a higher tap count"): a single tap
    ///   recognizing does not end a double tap on the same touch;
    /// - a tap never prevents a long press that requires as many touches and at least as many
    ///   taps (a single tap does not end a tap-and-hold);
    /// - a long press never prevents a long press that requires as many touches, the same
    ///   buttons and more taps.
    /// Every other pair: yes. Kinds by `kind` (KindCasts), not dynamic casts.
    /// G3, G8: and a custom recognizer's own answers, which UIKit asks after the class-wide
    /// rule, in this order (UIKitCore's `_isExcludedByExcludable:`): the preventer's
    /// `canPreventGestureRecognizer:` — a custom `r`'s can-prevent handler — then the
    /// prevented one's `canBePreventedByGestureRecognizer:` — a custom `o`'s can-be-prevented
    /// handler; a no ends the questions (nor are the delegates asked then: the callers ask
    /// them only after a yes). The handlers are host code about both recognizers (neither's
    /// state may be set from them); one is not asked once either recognizer is destroyed.
    /// A handler that leaves either recognizer destroyed, disabled, detached, moved or decided
    /// (`Standing`) ends the questions: `r` does not prevent `o` then.
    func canPrevent(_ r: Recognizer, _ o: Recognizer) -> Bool {
        guard classCanPrevent(r, o) else { return false }
        let preventer = Standing(r), prevented = Standing(o)
        if let c = r.asCustom, let ask = c.canPreventHandler, preventer.holds(r), prevented.holds(o),
           !askHost(about: r, and: o, { ask(c, o) }) { return false }
        if let c = o.asCustom, let ask = c.canBePreventedHandler, preventer.holds(r), prevented.holds(o),
           !askHost(about: o, and: r, { ask(c, r) }) { return false }
        return preventer.holds(r) && prevented.holds(o)
    }

    /// G3: the class-wide rules of `canPrevent` (UIKit's built-in classes' overrides).
    private func classCanPrevent(_ r: Recognizer, _ o: Recognizer) -> Bool {
        if let tap = r.asTap {
            if let other = o.asTap { return other.tapsRequired <= tap.tapsRequired }
            if let press = o.asLongPress, press.touchesRequired == tap.touchesRequired {
                return press.tapsRequired < tap.tapsRequired
            }
            return true
        }
        if let press = r.asLongPress, let other = o.asLongPress,
           other.touchesRequired == press.touchesRequired,
           other.params.buttonMaskRequired == press.params.buttonMaskRequired {
            return other.tapsRequired <= press.tapsRequired
        }
        return true
    }

    /// G6: whether `winner`, recognizing (or begun), and `loser`, the recognizer it would
    /// exclude, may recognize simultaneously: a link either way, else the delegates — the
    /// loser's first, then the winner's (UIKitCore's `_isExcludedByExcludable:` asks the
    /// excluded recognizer's `_delegateCanBePreventedByGestureRecognizer:` before the
    /// excluder's `_delegateCanPreventGestureRecognizer:`; a yes ends the questions).
    /// A delegate that leaves either recognizer destroyed, disabled, detached, moved or decided
    /// (`Standing`) ends the questions: the answer is then yes (nothing is excluded on it).
    func canRecognizeSimultaneously(_ winner: Recognizer, _ loser: Recognizer) -> Bool {
        if winner.simultaneousWith.contains(where: { $0 === loser }) { return true }
        if loser.simultaneousWith.contains(where: { $0 === winner }) { return true }
        let w = Standing(winner), l = Standing(loser)
        if let ask = loser.shouldRecognizeSimultaneously, w.holds(winner), l.holds(loser),
           askHost(about: loser, and: winner, { ask(loser, winner) }) { return true }
        if let ask = winner.shouldRecognizeSimultaneously, w.holds(winner), l.holds(loser),
           askHost(about: winner, and: loser, { ask(winner, loser) }) { return true }
        return !(w.holds(winner) && l.holds(loser))
    }

    /// G3: a recognizer as it stood when a question about an exclusion was put: alive, enabled,
    /// in its granted state, attached to its view. Host code answering may destroy, disable,
    /// detach or move it, or decide it (a state set from elsewhere, its view taken out of its
    /// window): then it no longer stands, and no exclusion is made on that answer — an
    /// excluder that stopped excludes no one, a rival that stopped is not excluded.
    struct Standing {
        let state: GestureState
        let view: UnsafeMutableRawPointer?
        init(_ r: Recognizer) {
            state = r.grantedState
            view = r.viewUnretained?.toOpaque()
        }
        func holds(_ r: Recognizer) -> Bool {
            r.isAlive && r.isEnabled && r.grantedState == state && r.viewUnretained?.toOpaque() == view
        }
    }

    /// Runs a callback about `r` (and `o`): host code (`host(_:)`), during which the host may
    /// not set either recognizer's state (`Recognizer.hostCallDepth`, the bound on
    /// `tc_recognizer_set_state` recursion).
    @inline(__always)
    func askHost<T>(about r: Recognizer, and o: Recognizer? = nil, _ body: () -> T) -> T {
        r.hostCallDepth += 1
        o?.hostCallDepth += 1
        defer { r.hostCallDepth -= 1; o?.hostCallDepth -= 1 }
        return host(body)
    }

    // MARK: reset (G2)

    /// `resetFinishedRecognizers` after an event's settle: a reset that released a waiter
    /// (G6) changed states, so the holds are settled again (they would wait for the next
    /// event otherwise).
    @inline(__always)
    func resetFinishedAndSettle() {
        resetFinishedRecognizers()
        if arbiter.deliveryDirty { settle() }
    }

    /// G2: at the start of an update, the recognizers a host call stopped since the last one
    /// (`ArbiterState.deferredResets`) are reset with every other finished one — before the
    /// update's touches collect their recognizers (T5), so one enabled again meanwhile takes
    /// part from a clean start.
    func releaseDeferredResets() {
        guard arbiter.deferredResets != 0 else { return }
        arbiter.deferredResets = 0
        for k in 0..<arbiter.engaged.count { arbiter.engaged[k].resetDeferred = false }
        arbiter.deliveryDirty = true
        settle()
    }

    /// Recognizers in a final state whose touches have all ended return to possible.
    @inline(__always)
    func resetFinishedRecognizers() {
        // No recognizer engaged (touches on views without any): nothing to look at, no call.
        if !arbiter.engaged.isEmpty { resetFinishedEngaged() }
    }

    @inline(never)
    private func resetFinishedEngaged() {
        // Most events reset nothing: look first without counting references.
        var any = false
        var k = 0
        while !any && k < arbiter.engaged.count {
            any = Unmanaged.passUnretained(arbiter.engaged[k])._withUnsafeGuaranteedRef { !$0.isAlive || isFinished($0) }
            k += 1
        }
        guard any else { return }
        var anyReset = false
        var i = 0
        while i < arbiter.engaged.count {
            let r = arbiter.engaged[i]
            if !r.isAlive { arbiter.engaged.remove(at: i); continue }
            if isFinished(r) {
                // Out of the list first: a reset may run host code (a scroll view's drag or
                // settle tells its delegate), which may destroy recognizers and so change the
                // list; the loop then goes on from the same index, bounded by the count.
                arbiter.engaged.remove(at: i)
                anyReset = true
                reset(r)
                continue
            }
            i += 1
        }
        // G6: a recognizer reset no longer follows a gesture — one that ended it still
        // possible (a custom one its host never decided), or one a waiter's delegate stopped
        // requiring before it recognized: whatever waited on it alone goes on now, rather
        // than at some later, unrelated failure.
        if anyReset && !arbiter.waitingRecognizers.isEmpty { resolveWaiters() }
    }

    /// G2: done with its gesture — no touches, not driven by pointer input, and final, or
    /// possible with nothing pending and no more touches awaited.
    @inline(__always)
    private func isFinished(_ r: Recognizer) -> Bool {
        r.touches.isEmpty && r.inputDriver == .touches && !r.resetDeferred && !r.holdsAfterFailing
            && (r.state.isFinal || (r.state == .possible && r.pendingState == nil && !r.isWaitingForMoreTouches))
    }

    func reset(_ r: Recognizer) {
        // G2, G8: a custom recognizer's host hears its reset (UIKit's `reset()`) when it goes
        // back to possible from ended, cancelled or failed — iOS 18.2 UIKitCore's
        // `-[UIGestureEnvironment _queueGestureRecognizersForResetIfFinished:]` queues only
        // those (`state >= UIGestureRecognizerStateEnded`), and `-[UIGestureRecognizer
        // _resetGestureRecognizer]` calls `reset` first, before it clears anything and sets
        // the state to possible: the handler reads the final state (and no touches). A
        // recognizer left possible when its touches are gone is not reset in UIKit: its host
        // hears nothing. Host code (E5): it may destroy, disable, detach or re-attach `r`.
        if let c = r.asCustom, r.state.isFinal, let handler = c.onReset {
            host { handler(c) }
            guard r.isAlive, r.belongs(to: self) else { return }
        }
        // Leaving its touches may release what it held of them (G4, G5): settle again.
        if !r.touchesEverTracked.isEmpty { arbiter.deliveryDirty = true }
        if r.holdsAfterFailing { stopHoldingAfterFailure(r) }
        for t in r.touchesEverTracked { t.gestureRecognizers.removeAll { $0 === r } }
        r.touchesEverTracked.clearKeepingCapacity()
        r.touches.clearKeepingCapacity()
        r.liftedTouches.removeAll(keepingCapacity: true)
        r.state = .possible
        r.pendingState = nil
        r.fedWhileWaiting = false
        r.actionPending = false
        r.resetDeferred = false
        r.askedToBegin = false
        r.lostCancelledTouch = false
        arbiter.waitingRecognizers.removeAll { $0 === r }
        r.cancelTimer()
        // G8: parameters set during the gesture apply from now on — before the kind resets,
        // so that what it resets (a scroll pan's content-touch delay) stays reset.
        if let p = r.pendingParams {
            r.pendingParams = nil
            r.apply(p)
        }
        r.resetKind()
    }
}

extension Scene {
    // MARK: holds of a failed dependent (G4, G5)

    /// G4, G5: `r` failed (its kind's failure, an exclusion, a veto) while a recognizer it is
    /// linked to by `tc_recognizer_require_to_fail` was still possible and tracking: it keeps
    /// holding the phases of its touches it held then — a began it delays (and with it every
    /// later phase of the touch), an ended it delays — until those requirements are decided
    /// (`releaseFailedHolds`). UIKit: `-[UIGestureRecognizer _updateGestureForActiveEvents]`,
    /// for a failed recognizer with an unmet failure requirement, neither sends its delayed
    /// touches nor ignores its touches; `-_requiredGestureRecognizerCompletedOrWasUnrelated:`
    /// sends them once no requirement is unmet (iOS 18.2 UIKitCore). A requirement a delegate
    /// makes is asked about only when a recognizer is about to recognize (G6), not here.
    /// A scroll view's own pan is not one: the began it holds is its content's (S2), which
    /// UIKit holds by another recognizer of the scroll view, one without failure requirements.
    func keepHoldsAfterFailing(_ r: Recognizer) {
        guard r.isAlive, !r.holdsAfterFailing, !(r is ScrollPanRecognizer), hasUndecidedRequirement(r) else { return }
        var holds = false
        for t in r.touchesEverTracked {
            guard (r.delaysTouchesBegan && t.heldBegan) || (r.delaysTouchesEnded && t.heldEnded) else { continue }
            if !t.failedHolders.contains(where: { $0 === r }) { t.failedHolders.append(r) }
            holds = true
        }
        guard holds else { return }
        r.holdsAfterFailing = true
        arbiter.failedHolders.append(r)
    }

    /// G4, G5: a recognizer `r` is linked to by require-to-fail is still possible and tracking
    /// (UIKit's `unmetRequirementsForGestureRecognizer:`: a required recognizer is active).
    private func hasUndecidedRequirement(_ r: Recognizer) -> Bool {
        r.requiredToFail.contains { $0 !== r && $0.isAlive && $0.grantedState == .possible && $0.isTracking }
    }

    /// G4, G5: the failed holders whose requirements have all failed, recognized or reset let
    /// go (`settle` then delivers, discards or cancels what they held, as for any hold). A
    /// requirement that recognized and took the touch (G3) leaves the view nothing of it:
    /// UIKit's `_cancelComponents:` calls `_touchWasCancelled:` on every recognizer of the
    /// touch, which drops its delayed record unsent.
    func releaseFailedHolds() {
        var i = 0
        while i < arbiter.failedHolders.count {
            let r = arbiter.failedHolders[i]
            if r.isAlive && r.state == .failed && hasUndecidedRequirement(r) {
                i += 1
            } else {
                stopHoldingAfterFailure(r)
            }
        }
    }

    /// G4, G5: `r` holds nothing of its touches any more.
    func stopHoldingAfterFailure(_ r: Recognizer) {
        r.holdsAfterFailing = false
        arbiter.failedHolders.removeAll { $0 === r }
        for t in r.touchesEverTracked { t.failedHolders.removeAll { $0 === r } }
        arbiter.deliveryDirty = true
    }
}

extension Scene {
    /// G1, G6: hands `r` touches through `body` (its kind's touches method). A continuous
    /// recognizer whose began waits on required failures is handed them as well — UIKit's
    /// state is began then, and its gesture environment hands the event to every recognizer
    /// up to changed — and its kind (and a custom recognizer's host) reads meanwhile the
    /// state it asked for, whose changes `goOnWhileWaiting` keeps for its release.
    @inline(__always)
    func handTouches(to r: Recognizer, _ body: (Recognizer) -> Void) {
        if r.pendingBegan { handTouchesWhileWaiting(r, body) } else { body(r) }
    }

    @inline(never)
    private func handTouchesWhileWaiting(_ r: Recognizer, _ body: (Recognizer) -> Void) {
        guard let own = r.pendingState else { return }
        r.state = own
        r.fedWhileWaiting = true
        body(r)
        stopReadingAskedState(r)
    }

    /// G6: a waiter's kind (or custom host) is done being handed touches: it reads possible
    /// again, and a waiter passed over meanwhile is looked at.
    func stopReadingAskedState(_ r: Recognizer) {
        // Still waiting (a decision made meanwhile cleared the flag, and its state stands).
        if r.fedWhileWaiting {
            r.fedWhileWaiting = false
            r.state = .possible
        }
        // A waiter passed over meanwhile (this one: a callback let it go) is looked at now.
        if arbiter.waiterPassedOver && arbiter.waiterHold == 0 {
            arbiter.waiterPassedOver = false
            resolveWaiters()
        }
    }
}

extension Recognizer {
    /// G1: whether it is still fed samples — alive, possible or active; waiting for required
    /// failures (G6), only a continuous one whose gesture goes on (a recognition that waits,
    /// ended, sees no more: UIKit hands the event to recognizers up to changed).
    var takesSamples: Bool {
        guard isAlive else { return false }
        if let p = pendingState { return pendingBegan && p.isActive }
        return state == .possible || state.isActive
    }
    /// G6: the state the arbiter granted: `possible` while a waiting continuous recognizer's
    /// kind reads the state it asked for (`Scene.handTouches`).
    @inline(__always)
    var grantedState: GestureState { fedWhileWaiting ? .possible : state }
    /// P3, G6: UIKit's `_acceptsFailureRequirements`: a hover recognizer takes part in no
    /// failure requirement (`-[UIHoverGestureRecognizer initWithTarget:action:]` turns it off).
    var acceptsFailureRequirements: Bool { kind != .hover }
    /// T5: whether a touch landing now may join it — possible or active, and not holding a
    /// recognition (ended) that waits on required failures (G6; UIKit's state is ended then).
    @inline(__always)
    var takesNewTouches: Bool { (state == .possible && pendingState != .ended) || state.isActive }
    /// Whether the recognizer is following a gesture (touches down, or waiting between taps).
    var isTracking: Bool {
        !touches.isEmpty || isWaitingForMoreTouches || pendingState != nil || inputDriver != .touches
    }
    var debugName: String { FailureText.spell(kind, name) }
}

extension Scene {
    /// The live view with this handle, or nil (destroyed, or -1).
    func liveView(_ slot: Int32, _ generation: UInt32) -> View? {
        let (v, status) = tree.views.lookup(slot: Int(slot), generation: generation)
        return status == .found ? v : nil
    }
}

/// Dispatch (E2–E4, T1–T6, R2): drain the queue in order; consecutive touch samples sharing a
/// timestamp form one event; before each input, due timers fire. For a touch event:
///   1. apply the samples (began: hit-test once, T4; tap count, T3; T6 eligibility);
///   2. deliver view by view (E3: windows in turn, views in the order of their first live
///      touch), each view its phases in order (began, moved, ended, cancelled), walking the
///      responder chain until a handler handles it;
///   3. retire ended and cancelled touches.
/// All buffers are the scene's scratch arrays: no allocation per sample in steady state.
extension Scene {
    /// Dispatches every queued input. Returns the number of events dispatched.
    @discardableResult
    public func dispatch() throws(EngineError) -> Int {
        try checkNotInCallback("dispatch")
        return drain(upTo: nil)
    }

    /// Moves the clock to `time`: dispatches inputs stamped at or before it and fires due
    /// timers, in time order (E4). Inputs pushed by callbacks meanwhile (a timer's action
    /// pushing a sample) are dispatched in the same call when stamped at or before `time`.
    public func advance(to time: Double) throws(EngineError) {
        try requireFinite(time, "time")
        try checkTimestampRange(time, "time")
        try checkNotInCallback("advance")
        guard time >= input.now else {
            throw EngineError(.timeBackwards, "time \(time) is earlier than the clock \(input.now)")
        }
        rules.isDispatching = true
        defer { rules.isDispatching = false; arbiter.updateStep &+= 1; releaseRetired() }
        releaseDeferredResets()
        while true {
            drainQueue(upTo: time)
            // One timer at a time: what its callbacks push is dispatched before later timers.
            if fireNextTimer(upTo: time) { continue }
            if input.queueHead < input.queue.count, input.queue[input.queueHead].timestamp <= time { continue }
            break
        }
        if time > input.now { input.now = time }
        if time > input.lastQueuedTime { input.lastQueuedTime = time }
    }

    @discardableResult
    private func drain(upTo limit: Double?) -> Int {
        rules.isDispatching = true
        // G2: host calls made once this returns are another update's (`updateStep`).
        defer { rules.isDispatching = false; arbiter.updateStep &+= 1; releaseRetired() }
        releaseDeferredResets()
        return drainQueue(upTo: limit)
    }

    /// Dispatches queued inputs up to `limit` (all when nil), firing the timers due before
    /// each. The caller has raised `isDispatching`.
    @discardableResult
    private func drainQueue(upTo limit: Double?) -> Int {
        var events = 0
        while input.queueHead < input.queue.count {
            // Read in place: a queued input is ~150 bytes, copied only for the rare kinds.
            let firstTime = input.queue[input.queueHead].timestamp
            if let limit, firstTime > limit { break }
            fireTimers(upTo: firstTime)
            if firstTime > input.now { input.now = firstTime }
            arbiter.updateStep &+= 1   // G2: each input is an update of its own
            if input.queue[input.queueHead].kind == .touch {
                // The event: the touch samples from the head with its time, up to a second
                // sample of one touch (which starts the next event). Read in place there.
                touchState.groupHasCoalesced = false
                let start = input.queueHead
                var i = start
                while i < input.queue.count, input.queue[i].kind == .touch,
                      input.queue[i].timestamp == firstTime,
                      !queue(from: start, to: i, hasSample: input.queue[i].sample.id) {
                    if input.queue[i].sample.coalescedCount > 0 { touchState.groupHasCoalesced = true }
                    i += 1
                }
                input.queueHead = i
                input.eventStart = start
                dispatchTouchEvent()
            } else {
                let first = input.queue[input.queueHead]
                input.queueHead += 1
                switch first.kind {
                case .hover: dispatchHover(first.sample)
                case .scroll: dispatchScroll(first.sample)
                case .transform: dispatchTransform(first.sample)
                case .update: dispatchUpdate(first.sample)
                default: dispatchButtonEvent(first)
                }
            }
            events += 1
        }
        if input.queueHead == input.queue.count {
            input.queue.clearKeepingCapacity()
            input.points.clearKeepingCapacity()
            input.queueHead = 0
        } else if input.queueHead > 1024 && input.queueHead * 2 > input.queue.count {
            input.queue.removeSubrange(0..<input.queueHead)
            input.queueHead = 0
            compactPoints()
        }
        return events
    }

    /// The points of the queued samples left start at 0 again (after the queue's prefix went).
    private func compactPoints() {
        var first = input.points.count
        for i in 0..<input.queue.count where input.queue[i].sample.coalescedCount + input.queue[i].sample.predictedCount > 0 {
            first = min(first, Int(input.queue[i].sample.pointStart))
        }
        guard first > 0 else { return }
        input.points.removeSubrange(0..<first)
        for i in 0..<input.queue.count where input.queue[i].sample.coalescedCount + input.queue[i].sample.predictedCount > 0 {
            input.queue[i].sample.pointStart -= Int32(first)
        }
    }

    // MARK: touches

    /// Whether the event being gathered, `queue[start..<end]`, already has a sample of touch
    /// `id` (a second one starts the next event).
    @inline(__always)
    private func queue(from start: Int, to end: Int, hasSample id: Int64) -> Bool {
        var k = start
        while k < end {
            if input.queue[k].sample.id == id { return true }
            k += 1
        }
        return false
    }

    /// Sample `k` of the event being dispatched (`queue[eventStart..<queueHead]`), or nil
    /// past its end. A copy: host code run meanwhile may append to the queue.
    @inline(__always)
    func eventSample(_ k: Int) -> QueuedSample? {
        let i = input.eventStart + k
        return i < input.queueHead ? input.queue[i].sample : nil
    }

    /// The delivery stack (TouchList.swift), without counting a reference to it (TouchState
    /// owns it for the scene's life).
    @inline(__always)
    func withDeliveryStack<R>(_ body: (RawStack<Unmanaged<Touch>>) -> R) -> R {
        Unmanaged.passUnretained(touchState.deliveryStack)._withUnsafeGuaranteedRef(body)
    }

    @inline(__always)
    func withChanged<R>(_ body: (RawStack<Unmanaged<Touch>>) -> R) -> R {
        Unmanaged.passUnretained(touchState.changedScratch)._withUnsafeGuaranteedRef(body)
    }

    private func dispatchTouchEvent() {
        guard let t = eventSample(0)?.timestamp else { return }
        arbiter.eventCounter &+= 1
        forEachLiveTouch { touch in
            touch.phase = .stationary
            touch.changedInEvent = false
            touch.pendingViewPhase = nil
            // P6: a touch without a sample in this event reports only itself as coalesced and
            // no predictions (UIKit's `-[UITouchesEvent _setHIDEvent:]` empties the event's
            // coalesced table, and predictions are made per event); a sample refills them.
            if !touch.hostCoalesced.isEmpty { touch.hostCoalesced.clearKeepingCapacity() }
            if !touch.hostPredicted.isEmpty { touch.hostPredicted.clearKeepingCapacity() }
        }
        withChanged { $0.count = 0 }
        // P6: recognizers see each coalesced point first, as the full-rate stream.
        if touchState.groupHasCoalesced { feedCoalescedPoints() }
        // Touches are handled without counting references here and in the scratch lists: a
        // touch object lives as long as its scene (pooled), and callbacks cannot end the scene.
        var k = 0
        var hint = 0   // where the next sample's touch is likely listed (`liveTouchIndex`)
        while let s = eventSample(k) {
            k += 1
            // T1: a stationary sample changes nothing (validation made sure it is where the
            // touch is, with no points): the touch reads as if it had been left out.
            if s.phase == .stationary { continue }
            let ref: Unmanaged<Touch>
            if s.phase == .began {
                guard let fresh = beginTouch(s) else { continue }
                ref = .passUnretained(fresh)
            } else {
                guard let i = liveTouchIndex(id: s.id, hint: hint) else { continue }
                hint = i + 1
                ref = .passUnretained(touchState.liveTouches[i])
            }
            ref._withUnsafeGuaranteedRef { touch in
                if s.phase != .began {
                    touch.previousLocation = touch.location
                    touch.location = s.location
                    touch.timestamp = s.timestamp
                    touch.force = Touch.reportedForce(s.force, max: s.maximumPossibleForce)
                    touch.maximumPossibleForce = s.maximumPossibleForce
                    touch.majorRadius = s.majorRadius
                    touch.radiusTolerance = s.radiusTolerance
                    touch.phase = s.phase
                    if !touch.leftTapRadius { noteTapTravel(touch) }
                }
                applySampleDetails(s, to: touch)
                touch.changedInEvent = true
                withChanged { $0.push(ref) }
            }
        }
        // G1: recognizers see the samples before the views.
        feedRecognizers(t)

        // The views' share, through the delivery filter (G3–G5), view by view (E3).
        var any = false
        forEachLiveTouch { touch in
            let p = decideViewPhase(touch, t)
            touch.pendingViewPhase = p
            if p != nil { any = true }
        }
        if any { deliverToViews(timestamp: t) }

        settle()

        var anyEnded = false
        forEachChangedTouch { if $0.phase == .ended || $0.phase == .cancelled { anyEnded = true } }
        if anyEnded {
            var i = 0
            while let u = withChanged({ i < $0.count ? $0[i] : nil }) {
                let touch = u.takeUnretainedValue()
                i += 1
                if touch.phase == .ended || touch.phase == .cancelled { retire(touch) }
            }
        }
        resetFinishedAndSettle()
        withChanged { $0.count = 0 }
    }

    /// G1: every recognizer tracking a touch of this event gets its touches, phase by phase.
    /// `eventRecognizers` lists them uncounted for the whole feed: a recognizer a callback
    /// destroys meanwhile is retired, not freed, while host code runs
    /// (Scene/Retirement.swift), and nothing clears the list before the feed ends
    /// (dispatching is refused inside callbacks).
    private func feedRecognizers(_ t: Double) {
        arbiter.eventRecognizers.count = 0
        // G2: the samples' feed is an update of its own (after the coalesced points', P6).
        arbiter.updateStep &+= 1
        let mark = arbiter.eventCounter
        Unmanaged.passUnretained(arbiter.eventRecognizers)._withUnsafeGuaranteedRef { list in
            forEachChangedTouch { touch in
                touch.forEachRecognizer { r in
                    guard r.eventMark != mark else { return }
                    r.eventMark = mark
                    list.push(.passUnretained(r))
                }
            }
        }
        guard arbiter.eventRecognizers.count > 0 else { return }
        var present: UInt8 = 0
        forEachChangedTouch { present |= 1 << UInt8($0.phase.rawValue) }
        // G1: phase by phase, in this order (written out: no array walked per event).
        if present & (1 << UInt8(Phase.began.rawValue)) != 0 {
            feedAll(.began, t)
            excludeNewcomers()   // G3: a recognizer that has begun excludes the touch's others
        }
        if present & (1 << UInt8(Phase.moved.rawValue)) != 0 { feedAll(.moved, t) }
        if present & (1 << UInt8(Phase.ended.rawValue)) != 0 { feedAll(.ended, t) }
        if present & (1 << UInt8(Phase.cancelled.rawValue)) != 0 { feedAll(.cancelled, t) }
        // Ended and cancelled touches leave their recognizers' live lists.
        forEachEventRecognizer { r in
            if r.tracksFinishedTouch {
                r.lastCentroid = r.centroid()
                if r.touches.contains(where: { $0.phase == .cancelled }) { r.lostCancelledTouch = true }
                // G6 step 1: a first try to recognize after this lift asks these touches' views
                // too (once it has been asked, nothing asks again: none are kept).
                // The recognizer's own view is asked by its host callback alone, once per try
                // (G7): one record of it is enough, so that it never crowds out other views'.
                for t in r.touches where !r.askedToBegin && t.phase == .ended && t.view != nil
                    && r.liftedTouches.count < Recognizer.liftedTouchLimit {
                    let lifted = LiftedTouch(t)
                    if t.view === r.view, r.liftedTouches.contains(where: {
                        $0.viewSlot == lifted.viewSlot && $0.viewGeneration == lifted.viewGeneration
                    }) { continue }
                    r.liftedTouches.append(lifted)
                }
                r.touches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
            }
        }
        sendUpdateChanges(mark)
        // Empty between events (ArbiterState).
        arbiter.eventRecognizers.count = 0
    }

    /// G2, G8, G9: UIKit sends a continuous recognizer that has begun an update for every
    /// touch event it is handed, not only for those that change its values: a recognizer in
    /// began or changed that was handed touches of any phase in this event, and whose state
    /// nothing set in it (no began, changed, ended or cancelled of its own, no failure), goes
    /// to changed — its observer and action hear it, with its values as they are. A
    /// recognizer whose began waits on required failures (G6: possible here) sends nothing;
    /// nor do the samples of a touch it ignores (`tc_recognizer_ignore_touch`), which no
    /// longer reach it. iOS
    /// 18.2 UIKitCore: `-[UITouchesEvent _sendEventToGestureRecognizer:]` answers YES when it
    /// sent the recognizer touches that began, moved, ended or were cancelled;
    /// `-[UIGestureEnvironment _deliverEvent:toGestureRecognizers:usingBlock:]` then marks it
    /// for an update, and `-[UIGestureRecognizer _updateGestureForActiveEvents]` moves a began
    /// whose action was sent to changed ("because another event was received") and sends the
    /// current state's action, once per update. Run once per event, after every phase.
    private func sendUpdateChanges(_ mark: UInt64) {
        forEachEventRecognizer { r in
            guard r.handedInEvent == mark, r.stateSetInEvent != mark, r.isAlive,
                  r.state == .began || r.state == .changed, r.pendingState == nil else { return }
            apply(r, .changed)
        }
    }

    @inline(__always)
    private func feedAll(_ phase: Phase, _ t: Double) {
        forEachEventRecognizer { r in feed(r, phase, t) }
    }

    /// Visits `eventRecognizers` without counting references (see `feedRecognizers`).
    @inline(__always)
    private func forEachEventRecognizer(_ body: (Recognizer) -> Void) {
        var i = 0
        while i < arbiter.eventRecognizers.count {
            arbiter.eventRecognizers[i]._withUnsafeGuaranteedRef { body($0) }
            i += 1
        }
    }

    /// G1: one recognizer's touches in `phase`, if it takes samples and has any. The touches
    /// are handed as a list on the delivery stack (TouchList.swift): a snapshot, so the
    /// recognizer changing its own list meanwhile does not change what it was handed. A
    /// continuous recognizer waiting on required failures is handed them too (G6,
    /// `handTouches`); one whose recognition (ended) waits is not.
    @inline(__always)
    private func feed(_ r: Recognizer, _ phase: Phase, _ t: Double) {
        guard r.takesSamples else { return }
        withDeliveryStack { stack in
            let mark = stack.count
            r.forEachTrackedTouch { touch in
                if touch.changedInEvent && touch.phase == phase { stack.push(.passUnretained(touch)) }
            }
            defer { stack.count = mark }
            guard stack.count > mark else { return }
            let touches = TouchList(stack, start: mark, count: stack.count - mark)
            r.handedInEvent = arbiter.eventCounter
            handTouches(to: r) { r in
                switch phase {
                case .began: r.touchesBegan(touches, t)
                case .moved: r.touchesMoved(touches, t)
                case .ended: r.touchesEnded(touches, t)
                default: r.touchesCancelled(touches, t)
                }
            }
        }
    }

    /// What the touch's view gets now: G3 (cancelled once when a recognizer takes the touch,
    /// nothing if the view never saw it), G4 (began held while a delaying recognizer is
    /// possible), G5 (ended held likewise), else the touch's own phase.
    private func decideViewPhase(_ touch: Touch, _ t: Double) -> Phase? {
        guard touch.isDeliveredToView, !touch.viewDone, touch.hasLiveView else { return nil }
        if touch.isClaimed {
            touch.viewDone = true
            touch.clearHolds()
            return touch.viewSawBegan ? .cancelled : nil
        }
        guard touch.changedInEvent else { return nil }
        // G4: a recognition discarded the held began: the view gets nothing of the touch, this
        // sample nor any later one, whatever cancelsTouchesInView says (the spec's rule).
        if touch.heldBegan && touch.beganDiscarded && !touch.delaysBegan {
            discardHeld(touch)
            touch.viewDone = true
            return nil
        }
        switch touch.phase {
        case .began:
            if touch.delaysBegan {
                touch.heldBegan = true
                touch.heldBeganTime = t
                touch.heldBeganState = SampleState(touch)
                return nil
            }
            touch.viewSawBegan = true
            return .began
        case .moved:
            if touch.heldBegan {
                touch.heldMoved = true
                touch.heldMovedTime = t
                touch.heldMovedState = SampleState(touch)
                return nil
            }
            return .moved
        case .ended:
            if touch.heldBegan || touch.delaysEnded {
                touch.heldEnded = true
                touch.heldEndedTime = t
                return nil
            }
            touch.viewDone = true
            return .ended
        case .cancelled:
            touch.viewDone = true
            touch.clearHolds()
            return touch.viewSawBegan ? .cancelled : nil
        case .stationary, .changed:
            return nil
        }
    }

    /// After recognizers changed state (in an event, a timer, or a host call): cancel touches
    /// a recognizer took, release holds nobody needs any more, free ended touches no longer
    /// held, reset finished recognizers.
    func settle() {
        // Holds and claims change only when a recognizer changed state (apply sets the flag).
        guard arbiter.deliveryDirty else { return }
        var guardCount = 0
        repeat {
            arbiter.deliveryDirty = false
            // Uncounted: touches are pooled by the scene. The held phases let through are
            // gathered, then delivered together (`deliverReleases`); a held touch goes back to
            // the pool once that is done and nothing of it is held any more.
            let mark = touchState.releases.count
            // G4, G5: failed recognizers whose requirements are decided let go first.
            if !arbiter.failedHolders.isEmpty { releaseFailedHolds() }
            forEachLiveTouch { settleHolds($0) }
            var i = 0
            while i < touchState.heldTouches.count {
                settleHolds(touchState.heldTouches[i])
                i += 1
            }
            deliverReleases(from: mark)
            i = 0
            while i < touchState.heldTouches.count {
                let touch = touchState.heldTouches[i]
                if !touch.hasHolds {
                    touchState.heldTouches.remove(at: i)
                    release(touch)
                } else {
                    i += 1
                }
            }
            resetFinishedRecognizers()
            guardCount += 1
        } while arbiter.deliveryDirty && guardCount < 8
    }

    /// Decides `touch`'s holds now that recognizers changed: cancelled (G3) or discarded (G4)
    /// at once; held phases let through are gathered (`gatherRelease`) for `deliverReleases`.
    /// `force`: the holds resolve as if the recognizers holding them had failed (a new touch
    /// needs the slot: `forceReleaseOldestHeld`) — the held phases in order, never an end
    /// without its began; a began a recognition discarded (G4) stays discarded, with what was
    /// held after it.
    private func settleHolds(_ touch: Touch, force: Bool = false) {
        guard touch.isDeliveredToView, !touch.viewDone, touch.hasLiveView else {
            touch.clearHolds()
            return
        }
        if touch.isClaimed {
            touch.viewDone = true
            touch.clearHolds()
            if touch.viewSawBegan { deliverHeld(touch, .cancelled, touch.timestamp) }
            return
        }
        if touch.heldBegan && touch.beganDiscarded && (force || !touch.delaysBegan) {
            // G4: a delaying recognizer recognized: the held phases are dropped — also when a
            // new touch needs the slot while another delaying recognizer is still possible
            // (`force`: they resolve as failed, and the recognition's discard stands). The
            // view gets nothing of the touch from then on, live or lifted (the spec's rule:
            // "if the recognizer recognizes, the view gets nothing at all").
            discardHeld(touch)
            touch.viewDone = true
            return
        }
        if touch.heldBegan && (force || !touch.delaysBegan) {
            // S2: the scroll views that held it ask now whether the content gets it.
            if !touch.deferredShouldBegin.isEmpty {
                guard contentMayBegin(touch), touch.isDeliveredToView, !touch.viewDone, touch.hasLiveView,
                      !touch.isClaimed, touch.heldBegan else {
                    touch.viewDone = true
                    touch.clearHolds()
                    return
                }
            }
            touch.heldBegan = false
            touch.viewSawBegan = true
            gatherRelease(touch, .began, touch.heldBeganTime)
            // Then the latest held moved (G4: "the view gets began and then only the latest
            // moved"), also when the touch has lifted meanwhile: its held ended follows below
            // or when G5 lets it through (UIKit's follow-up is the ended alone then).
            if touch.heldMoved {
                touch.heldMoved = false
                gatherRelease(touch, .moved, touch.heldMovedTime)
            }
        }
        if touch.heldEnded && !touch.heldBegan && (force || !touch.delaysEnded) {
            touch.heldEnded = false
            touch.viewDone = true
            gatherRelease(touch, .ended, touch.heldEndedTime)
        }
    }

    /// G4/G5: one held phase of `touch` let through, to be delivered by `deliverReleases`.
    /// The touch's `pendingViewPhase` names its first phase not yet delivered (as for an
    /// event's live phases, so that T7 cancelling it meanwhile knows what its view has had);
    /// a touch's phases are gathered in order, each linked to the next.
    private func gatherRelease(_ touch: Touch, _ phase: Phase, _ time: Double) {
        let rs = touchState.releases
        let ref = Unmanaged.passUnretained(touch)
        if touch.pendingViewPhase == nil {
            touch.pendingViewPhase = phase
        } else if rs.count > 0, rs[rs.count - 1].touch.toOpaque() == ref.toOpaque() {
            rs.base[rs.count - 1].next = phase
        }
        rs.push(HeldRelease(touch: ref, phase: phase, time: time))
    }

    /// G4/G5: delivers the held phases gathered from `mark` on, as UIKit's
    /// `-[UIGestureDelayedEventComponentDispatcher sendDelayedTouches]` sends what it queued:
    /// every phase (a began and its follow-up alike) ordered by its time, then each run of
    /// one phase delivered at once, one call per view (views in the order of their first
    /// touch in the run) with the touches of that view — a three-finger long press failing
    /// when the first finger lifts hands the view began(1, 2) and then ended(1), not
    /// began(1), ended(1), began(2). A delivery's timestamp is the latest of its touches'
    /// (each touch reads its own). Nothing is allocated: the phases are sorted in place.
    private func deliverReleases(from mark: Int) {
        let rs = touchState.releases
        guard rs.count > mark else { return }
        // By time, keeping the gathering order of equal times (few: insertion sort).
        var i = mark + 1
        while i < rs.count {
            var j = i
            while j > mark && rs[j - 1].time > rs[j].time {
                rs.swapAt(j - 1, j)
                j -= 1
            }
            i += 1
        }
        i = mark
        while i < rs.count {
            let phase = rs[i].phase
            var end = i + 1
            while end < rs.count && rs[end].phase == phase { end += 1 }
            deliverReleaseRun(rs, from: i, to: end, phase)
            i = end
        }
        // Phases left undelivered (their view or touch went meanwhile) are dropped.
        for k in mark..<rs.count { rs[k].touch._withUnsafeGuaranteedRef { $0.pendingViewPhase = nil } }
        rs.count = mark
    }

    /// One run of `phase` (`rs[start..<end]`), view by view.
    private func deliverReleaseRun(_ rs: RawStack<HeldRelease>, from start: Int, to end: Int, _ phase: Phase) {
        var k = start
        while k < end {
            let first = rs[k]
            k += 1
            // Still to be delivered, to a live view (T7 may have cancelled it meanwhile).
            guard let view = first.touch._withUnsafeGuaranteedRef({ t -> Unmanaged<View>? in
                t.pendingViewPhase == phase && t.hasLiveView ? t.viewUnmanaged : nil
            }) else { continue }
            let window = first.touch._withUnsafeGuaranteedRef { $0.windowKey }
            withDeliveryStack { stack in
                let mark = stack.count
                var time = first.time
                // The run's touches of this view, shown as each was when held (a began) and
                // in the phase delivered; each touch's marker moves to its next phase.
                for m in (k - 1)..<end {
                    let rec = rs[m]
                    rec.touch._withUnsafeGuaranteedRef { t in
                        guard t.pendingViewPhase == phase, t.windowKey == window,
                              t.viewUnmanaged?.toOpaque() == view.toOpaque() else { return }
                        rs.base[m].grouped = true
                        t.pendingViewPhase = rec.next
                        rs.base[m].shown = showHeld(t, phase, to: view)
                        stack.push(rec.touch)
                        if rec.time > time { time = rec.time }
                    }
                }
                walkTouches(from: view, phase: phase, timestamp: time, touchesFrom: mark, heldOut: true, stack)
                // The touches read as they are now again.
                for m in (k - 1)..<end where rs[m].grouped {
                    rs.base[m].grouped = false
                    let rec = rs[m]
                    rec.touch._withUnsafeGuaranteedRef { rec.shown.restore($0) }
                }
            }
        }
    }

    /// G4: drops the held began and whatever was held after it (moved, ended) without
    /// delivering them (UIKit's `-[UIGestureDelayedEventComponentDispatcher
    /// removeDelayedTouch:]`); the scroll views that deferred their question are not asked.
    private func discardHeld(_ touch: Touch) {
        touch.clearHolds()
        touch.deferredShouldBegin.removeAll(keepingCapacity: true)
    }

    /// S2: asks the scroll views that delayed `touch`'s began (innermost first) whether its
    /// content view may have it; false from one of them, and the content gets nothing of the
    /// touch. Each is asked once: the list is emptied after. A scroll view destroyed or
    /// without the hook meanwhile is not asked. (Host code cannot add to the list: only a
    /// touch-down does, and dispatching is refused inside callbacks.)
    private func contentMayBegin(_ touch: Touch) -> Bool {
        // Asked about the began it is deciding: the touch reads as began meanwhile, as while
        // a held phase is delivered (`deliverHeld`), even if its finger has lifted since.
        let savedPhase = touch.phase
        touch.phase = .began
        defer {
            touch.phase = savedPhase
            touch.deferredShouldBegin.removeAll(keepingCapacity: true)
        }
        var k = 0
        while k < touch.deferredShouldBegin.count {
            let (slot, generation) = touch.deferredShouldBegin[k]
            k += 1
            guard let v = liveView(slot, generation), let s = v.scroll, let ask = s.hooks.touchesShouldBegin,
                  let content = touch.view, content.isAlive else { continue }
            if !host({ ask(v, touch, content) }) { return false }
        }
        return true
    }

    /// How a touch reads while one of its held phases (G4, G5) or an engine-sent cancel (G3,
    /// T7) is delivered, the one place that decides it for `deliverHeld` and
    /// `deliverReleaseRun`: a held began shows the touch as it was when held (UIKit loads its
    /// saved state for the delivery), and a held moved of a touch that has lifted since as it
    /// was at that moved (G4); the touch is in the delivered phase; a held phase shows
    /// its own point only (P6: the touch's coalesced and predicted points are those of
    /// another sample, or of an event already delivered), and the view has that sample now,
    /// so it hears of the sample's estimated updates (P5). Returns what `restore` puts back
    /// once the delivery returns, so that the touch reads as it is now again.
    @inline(__always)
    private func showHeld(_ touch: Touch, _ phase: Phase, to view: Unmanaged<View>) -> HeldPresentation {
        var shown = HeldPresentation(phase: touch.phase, ownPointOnly: touch.showsOwnPointOnly)
        if phase == .began {
            shown.now = SampleState(touch)
            touch.heldBeganState.load(into: touch)
        } else if phase == .moved && touch.phase == .ended {
            // G4: the latest held moved of a touch that has lifted since shows that sample.
            shown.now = SampleState(touch)
            touch.heldMovedState.load(into: touch)
        }
        touch.phase = phase
        if phase != .cancelled {
            touch.showsOwnPointOnly = true
            if touch.expectingUpdates != 0 { registerEstimatedUpdates(of: touch, to: view) }
        }
        return shown
    }

    /// Delivers one held phase of one touch with its original timestamp (T2) — or, `.cancelled`,
    /// a cancel the engine sends outside an event's own deliveries (G3, T7).
    func deliverHeld(_ touch: Touch, _ phase: Phase, _ time: Double) {
        guard let view = touch.viewUnmanaged, view._withUnsafeGuaranteedRef({ $0.isAlive }) else { return }
        let shown = showHeld(touch, phase, to: view)
        defer { shown.restore(touch) }
        let mark = withDeliveryStack { stack in
            let mark = stack.count
            stack.push(.passUnretained(touch))
            return mark
        }
        walkTouches(from: view, phase: phase, timestamp: time, touchesFrom: mark, heldOut: true)
    }

    /// Settles from outside an event (timers, host calls): a no-op inside callbacks, where the
    /// running dispatch settles when the callback returns.
    func settleAfterRecognizerChange() {
        guard !rules.isDispatching, rules.callbackDepth == 0, rules.hitDepth == 0 else {
            arbiter.deliveryDirty = true
            return
        }
        rules.isDispatching = true
        defer { rules.isDispatching = false; releaseRetired() }
        settle()
    }

    private func beginTouch(_ s: QueuedSample) -> Touch? {
        if touchState.touchPool.isEmpty { forceReleaseOldestHeld() }
        guard let touch = touchState.touchPool.popLast() else { return nil }
        guard let (slot, gen) = touchState.touchTable.insert(touch) else { touchState.touchPool.append(touch); return nil }
        touch.handleSlot = slot
        touch.handleGeneration = gen
        touch.isLive = true
        touch.id = s.id
        touch.phase = .began
        touch.location = s.location
        touch.previousLocation = s.location
        touch.startLocation = s.location
        touch.leftTapRadius = false
        touch.trackingControlSlot = -1
        touch.taken = false
        touch.beganDiscarded = false
        touch.timestamp = s.timestamp
        touch.force = Touch.reportedForce(s.force, max: s.maximumPossibleForce)
        touch.maximumPossibleForce = s.maximumPossibleForce
        touch.majorRadius = s.majorRadius
        touch.radiusTolerance = s.radiusTolerance
        touch.type = s.type
        touch.buttons = s.buttons   // P1, P2: what the recognizers below accept
        touch.missesControlButton = s.type == .indirectPointer && s.buttons & Buttons.primary == 0
        // The window pushed with the began, if it is still alive (destroyed meanwhile: nil).
        let window = self.window(of: s)
        touch.window = window
        // T4: hit-tested once, here.
        var hit: View? = nil
        if let window { hit = (try? hitTest(window, s.location)) ?? nil }
        touch.view = hit
        touch.beganTime = s.timestamp
        touch.tapCount = joinTapSequence(touch, window: window, at: s.location, time: s.timestamp)
        touch.isDeliveredToView = isEligible(view: hit, window: window)
        touch.viewSawBegan = false
        touch.forwardReach = 0
        touch.viewDone = false
        touch.clearHolds()
        touch.pendingViewPhase = nil
        touch.phaseBeforeCancel = nil
        touch.deferredShouldBegin.removeAll(keepingCapacity: true)
        touch.gestureRecognizers.clearKeepingCapacity()
        if !touch.failedHolders.isEmpty { touch.failedHolders.removeAll(keepingCapacity: true) }
        collectRecognizers(touch, from: hit)
        // Host code above (a recognizer's shouldReceiveTouch) may have destroyed the hit view
        // or taken it out of its window. The touch was not live yet, so that did not cancel it
        // (T7): it has no view now, as any touch whose view was destroyed or removed (Touch.view
        // is borrowed: a destroyed view is freed once no host code runs).
        if let v = touch.viewUnmanaged, !v._withUnsafeGuaranteedRef({ isInWindow($0) }) {
            touch.view = nil
            touch.isDeliveredToView = false
        }
        // C1: the first touch of a control (UIKit sets `_isFirstTouchForView` on a touch that
        // begins in a view with no other touch: `-[UITouchesEvent _firstTouchForView:]` returns
        // the touch of the view with that flag). Only controls read it.
        touch.isFirstTouchForView = false
        if touch.isDeliveredToView, let v = touch.view, let c = v.control, isAlone(touch, on: v) {
            touch.isFirstTouchForView = true
            c.firstTouch = touch
        }
        touchState.liveTouches.append(touch)
        return touch
    }

    /// C1: no live touch but `touch` is delivered to `view` and still its own (a touch a
    /// recognizer took, G3, is no longer the view's: UIKit clears its view). One scan of the
    /// live touches at a began on a control.
    private func isAlone(_ touch: Touch, on view: View) -> Bool {
        let me = Unmanaged.passUnretained(view).toOpaque()
        for other in touchState.liveTouches where other !== touch && other.isDeliveredToView {
            if other.viewUnmanaged?.toOpaque() == me && !other.isTakenFromView { return false }
        }
        return true
    }

    /// T3: the touch joins the nearest previous tap of its window that it begins close to —
    /// before that tap's end + `tapInterval` and within `tapRadius` (per axis) of where it
    /// ended — and counts one more; with none it counts 1 and joins nothing. Before, not at:
    /// a multi-tap recognizer's wait ends at that instant with the same sum, and its timer
    /// fires before a touch at the same time (E4), so the two agree to the last bit.
    /// Nearest: the smaller of the larger per-axis distances; then the later end; then the
    /// lower slot. Touches beginning together may join the same previous tap (each counts one
    /// more than it). One scan of the fixed table: no allocation.
    private func joinTapSequence(_ touch: Touch, window: View?, at p: Point, time: Double) -> Int32 {
        touch.tapSlot = -1
        guard let window else { return 1 }
        let radius = config.tapRadius, interval = config.tapInterval
        var best = -1, bestDistance = 0.0, bestTime = 0.0
        for i in touchState.taps.indices where touchState.taps[i].window === window {
            let end = touchState.taps[i].time
            guard time < end + interval else { continue }
            let dx = abs(p.x - touchState.taps[i].location.x), dy = abs(p.y - touchState.taps[i].location.y)
            guard dx <= radius, dy <= radius else { continue }
            let d = max(dx, dy)
            if best < 0 || d < bestDistance || (d == bestDistance && end > bestTime) {
                best = i; bestDistance = d; bestTime = end
            }
        }
        guard best >= 0 else { return 1 }
        touch.tapSlot = Int32(best)
        touch.tapGeneration = touchState.taps[best].generation
        return touchState.taps[best].count &+ 1
    }

    /// T3: the slot of the sequence the touch joined, if that sequence is still there.
    private func joinedTapSlot(_ touch: Touch) -> Int? {
        let i = Int(touch.tapSlot)
        guard i >= 0, i < touchState.taps.count, touchState.taps[i].window != nil,
              touchState.taps[i].generation == touch.tapGeneration else { return nil }
        return i
    }

    /// T3: a touch that ended as a tap becomes its sequence's previous tap: the sequence it
    /// joined, if still there, else a new one in a free slot or, the table full, in the slot of
    /// the previous tap that ended first (the lower slot on a tie): if any previous tap can no
    /// longer be joined, that one cannot.
    private func recordTap(_ touch: Touch, window: View) {
        var slot: Int
        if let joined = joinedTapSlot(touch) {
            slot = joined
        } else {
            slot = -1
            for i in touchState.taps.indices {
                if touchState.taps[i].window == nil { slot = i; break }
                if slot < 0 || touchState.taps[i].time < touchState.taps[slot].time { slot = i }
            }
            guard slot >= 0 else { return }   // no table: the scene has ended
            touchState.taps[slot].generation &+= 1
            touchState.taps[slot].window = window
        }
        touchState.taps[slot].location = touch.location
        touchState.taps[slot].time = touch.timestamp
        touchState.taps[slot].count = touch.tapCount
        touch.tapSlot = -1
    }

    /// T3: a touch that ended as no tap, or was cancelled, ends the sequence it joined.
    private func dropTapSequence(of touch: Touch) {
        if let i = joinedTapSlot(touch) {
            touchState.taps[i].window = nil
            touchState.taps[i].generation &+= 1
        }
        touch.tapSlot = -1
    }

    /// T3: a destroyed window's previous taps go with it.
    func dropTapSequences(of window: View) {
        for i in touchState.taps.indices where touchState.taps[i].window === window {
            touchState.taps[i].window = nil
            touchState.taps[i].generation &+= 1
        }
    }

    /// T6: multipleTouchEnabled (only the first touch on a view) and exclusiveTouch. The
    /// touches a view has are the live touches delivered to it, counted here rather than
    /// kept per view (a view carries no counter: issue 13, memory per view). A touch a
    /// recognizer took from its view (G3) no longer counts against that view (UIKit clears its
    /// view), nor, once no recognizer tracks it either, against exclusiveTouch
    /// (`holdsExclusiveTouch`).
    private func isEligible(view: View?, window: View?) -> Bool {
        guard let view else { return false }
        let multiple = view.isMultipleTouchEnabled
        for other in touchState.liveTouches where other.isDeliveredToView {
            guard let ov = other.view else { continue }
            if ov === view {
                if !multiple && !other.isTakenFromView { return false }
            } else if other.window === window, ov.isExclusiveTouch || view.isExclusiveTouch,
                      holdsExclusiveTouch(other) {
                return false
            }
        }
        return true
    }

    /// T6: whether `touch`, delivered to its view, still counts for exclusive touch: not taken
    /// by a recognizer (G3), or taken but still tracked by one. UIKit keeps a window's
    /// exclusive-touch view after an event only while a touch of the window has a responder
    /// (a view receiving it) or gesture recognizers (`____finishDigitizerEventDispatch_block_
    /// invoke_2`); a recognition clears the touch's responder (`_clearViewForTouch:`), and the
    /// recognizers that fail, end or are cancelled leave the touch (T5).
    @inline(__always)
    private func holdsExclusiveTouch(_ touch: Touch) -> Bool {
        !touch.isTakenFromView || !touch.gestureRecognizers.isEmpty
    }

    /// T6: the exclusive-touch view of `window` that has a live touch delivered to it that
    /// still holds it (`holdsExclusiveTouch`), if any (UIKit's window `_exclusiveTouchView`).
    private func exclusiveTouchView(in window: View?, besides touch: Touch) -> View? {
        guard let window else { return nil }
        for other in touchState.liveTouches where other !== touch && other.isDeliveredToView && other.window === window {
            if let ov = other.view, ov.isExclusiveTouch, holdsExclusiveTouch(other) { return ov }
        }
        return nil
    }

    /// T3: marks a touch now farther than the tap radius from where it began (either axis).
    @inline(__always)
    func noteTapTravel(_ touch: Touch) {
        let r = config.tapRadius
        if abs(touch.location.x - touch.startLocation.x) > r || abs(touch.location.y - touch.startLocation.y) > r {
            touch.leftTapRadius = true
        }
    }

    private func retire(_ touch: Touch) {
        if touch.phase == .ended {
            // Travel counts wherever it happened: a touch dragged away and back is no tap.
            noteTapTravel(touch)
            // Nor is a press lifted at or after its began + tapDuration (the sum a tap
            // recognizer's timer fires at, before a touch at the same time, E4). A touch whose
            // window is gone (destroyed while it was down) leaves no previous tap: no later
            // touch can share its window.
            if !touch.leftTapRadius, touch.timestamp < touch.beganTime + config.tapDuration,
               let w = touch.window {
                recordTap(touch, window: w)
            } else {
                dropTapSequence(of: touch)
            }
        } else if touch.phase == .cancelled {
            dropTapSequence(of: touch)
        }
        if let i = touchState.liveTouches.firstIndex(where: { $0 === touch }) { touchState.liveTouches.remove(at: i) }
        // The touch leaves every recognizer's live list, also those that failed (and so were
        // dropped from the touch, T5) while it was down: their reset (G2) waits on this.
        for r in arbiter.engaged { r.touches.removeAll { $0 === touch } }
        if touch.hasHolds {
            touchState.heldTouches.append(touch)   // G5: the handle stays valid until the hold resolves
        } else {
            release(touch)
        }
    }

    /// Returns an ended touch to the pool: its handle goes stale.
    private func release(_ touch: Touch) {
        if !pointer.updates.isEmpty { detachUpdateRecords(touch) }
        for r in arbiter.engaged {
            r.touches.removeAll { $0 === touch }
            r.touchesEverTracked.removeAll { $0 === touch }
        }
        for r in touch.gestureRecognizers { r.touchesEverTracked.removeAll { $0 === touch } }
        touch.gestureRecognizers.clearKeepingCapacity()
        if !touch.failedHolders.isEmpty { touch.failedHolders.removeAll(keepingCapacity: true) }
        // C1: the control tracking this touch — its hit-test view — stops tracking it, also
        // when it never saw the end (the control's own touches callback handled it, R3): the
        // touch object goes back to the pool and will be another touch. Found by handle: one
        // lookup, no walk, nothing counted.
        if touch.trackingControlSlot >= 0 {
            if let v = liveView(touch.trackingControlSlot, touch.trackingControlGeneration),
               let c = v.control, c.trackedTouch === touch { c.stopTracking() }
            touch.trackingControlSlot = -1
        }
        touchState.touchTable.remove(slot: touch.handleSlot)
        touch.isLive = false
        touch.view = nil
        touch.window = nil
        touch.changedInEvent = false
        touch.clearHolds()
        touchState.touchPool.append(touch)
    }

    /// More held touches than the pool allows: the oldest hold resolves as if its recognizers
    /// had failed (its held began, then its ended, are delivered now — or nothing, when a
    /// recognition discarded them, G4), so a new touch always gets a slot.
    private func forceReleaseOldestHeld() {
        guard !touchState.heldTouches.isEmpty else { return }
        let touch = touchState.heldTouches.removeFirst()
        let mark = touchState.releases.count
        settleHolds(touch, force: true)
        deliverReleases(from: mark)
        touch.clearHolds()
        release(touch)
    }

    /// T5: the recognizers of the hit-test view and of every ancestor up to its window — but
    /// while an exclusive-touch view of the window has a touch (T6), only those of views that
    /// hold that view (it included): UIKit's `_collectGestureRecognizersFromContainer:withBlock:`
    /// skips a container's recognizers unless the window's exclusive-touch view is in it.
    /// A recognizer whose recognition (ended) waits on a required failure (G6) is done with
    /// touches and takes no more: UIKit's tap has set its state to ended already (its
    /// `tapRecognizerRecognizedTap:`), and `_shouldReceiveTouch:forEvent:recognizerView:`
    /// refuses every touch past changed. One waiting to begin (state began there) still takes
    /// them.
    /// G6, T7: a recognizer the delegate questions (host code) left destroyed, disabled, decided,
    /// detached or attached elsewhere, or whose view they destroyed or took out of its window,
    /// does not take the touch (`stillTakesInput`); once they took the hit-test view out of its
    /// window (or destroyed it), no recognizer does — those that took it already let it go (T7:
    /// such a touch reaches no recognizer).
    private func collectRecognizers(_ touch: Touch, from hit: View?) {
        let exclusive = exclusiveTouchView(in: touch.window, besides: touch)
        var v = hit
        while let cur = v {
            if let e = exclusive, !e.isDescendant(of: cur) { v = cur.superview; continue }
            // The way up is read first: host code below (a should-receive question, a refusal's
            // delegate call) may remove `cur` from its superview or destroy it, and the
            // recognizers above must still be offered the touch.
            let up = cur.superview
            for r in cur.gestureRecognizers where r.isAlive && r.isEnabled && r.takesNewTouches && r.kind != .hover {
                guard r.accepts(touch) else { r.refused(touch); continue }
                // G6: the delegate's should-receive-event, before the touch question, once per
                // gesture: not again while the recognizer follows one (UIKit caches the answer
                // until reset, and re-asks only a recognizer no touch has reached since).
                var askedHost = false
                if r.shouldReceiveEvent != nil, !(r.isTracking || r.state.isActive) {
                    askedHost = true
                    let yes = receives(r, .touches)
                    guard let hit, isInWindow(hit) else { uncollect(touch); return }
                    guard yes, stillTakesInput(r, on: cur), r.takesNewTouches else { continue }
                }
                if let ask = r.shouldReceiveTouch {
                    askedHost = true
                    let yes = askHost(about: r, { ask(r, touch) })
                    guard let hit, isInWindow(hit) else { uncollect(touch); return }
                    guard yes else { continue }
                }
                // The callbacks may have destroyed, disabled, decided or moved it, or ended
                // its view's place in the window (looked at only when one ran).
                guard r.isAlive, r.isEnabled, r.takesNewTouches, !askedHost || stillTakesInput(r, on: cur) else { continue }
                touch.gestureRecognizers.append(r)
                r.touches.append(touch)
                r.touchesEverTracked.append(touch)
                if !arbiter.engaged.contains(where: { $0 === r }) { arbiter.engaged.append(r) }
            }
            v = up
        }
    }

    /// T7: the touch's hit-test view left its window (or was destroyed) while the touch began:
    /// the recognizers that took it let it go (they were handed nothing of it yet). One left
    /// with no touches resets with the others (G2).
    private func uncollect(_ touch: Touch) {
        for r in touch.gestureRecognizers {
            r.touches.removeAll { $0 === touch }
            r.touchesEverTracked.removeAll { $0 === touch }
        }
        touch.gestureRecognizers.clearKeepingCapacity()
        arbiter.deliveryDirty = true
    }

    /// E3: delivers what each hit-test view gets in this event (`pendingViewPhase`), one view
    /// at a time, all of that view's phases — began, moved, ended, cancelled, one call each —
    /// before the next view's, as UIKit's window hands each responder its four phases in turn.
    /// Windows in turn too: every view of one window before any view of another. The order:
    /// the window of the first live touch with something to deliver, and within it the views
    /// in the order of their first live touch (the live list's order: touch-down order).
    private func deliverToViews(timestamp: Double) {
        // Nothing is counted: a touch object lives as long as its scene (pooled, never freed
        // while the scene dispatches, E5); a view a callback destroys is retired, not freed,
        // while host code runs (Scene/Retirement.swift), and a touch's view is borrowed.
        withDeliveryStack { stack in
            var window: ObjectIdentifier? = nil
            var inWindow = false
            while true {
                // The next view: that of the first live touch with a pending phase in the
                // window being delivered, else of the first in any window (whose window is
                // delivered next). Rescanned after every view: its callbacks may have ended
                // other views' deliveries (T7 clears a removed view's pending phases).
                var next: Unmanaged<View>? = nil
                var other: Unmanaged<View>? = nil, otherWindow: ObjectIdentifier? = nil
                var i = 0
                while next == nil, i < touchState.liveTouches.count {
                    Unmanaged.passUnretained(touchState.liveTouches[i])._withUnsafeGuaranteedRef { touch in
                        guard touch.pendingViewPhase != nil else { return }
                        guard touch.hasLiveView, let v = touch.viewUnmanaged else {
                            touch.pendingViewPhase = nil
                            return
                        }
                        if inWindow && touch.windowKey == window {
                            next = v
                        } else if other == nil {
                            other = v
                            otherWindow = touch.windowKey
                        }
                    }
                    i += 1
                }
                if next == nil {
                    guard let o = other else { break }
                    next = o
                    window = otherWindow
                    inWindow = true
                }
                if let view = next { deliver(to: view, window: window, timestamp: timestamp, stack) }
            }
        }
    }

    /// E3: one hit-test view's deliveries of this event, phase by phase: the live touches of
    /// `window` whose view it is and whose pending phase that is, one call per phase.
    private func deliver(to view: Unmanaged<View>, window: ObjectIdentifier?, timestamp: Double,
                         _ stack: RawStack<Unmanaged<Touch>>) {
        // The phases the view has pending, found in one pass (most events give a view one
        // phase), so that only those are gathered. A phase a callback leaves pending for the
        // view after this (G3's cancels) is found by the caller's next scan.
        var pending: UInt32 = 0
        forEachLiveTouch { touch in
            if let p = touch.pendingViewPhase, touch.windowKey == window,
               touch.viewUnmanaged?.toOpaque() == view.toOpaque() {
                pending |= 1 << UInt32(truncatingIfNeeded: p.rawValue & 31)
            }
        }
        // The delivered phases' raw values rise in their delivery order (began, moved, ended,
        // cancelled: E3), so the pending ones are visited lowest bit first — only those, with
        // no step per absent phase and no array walked per event.
        var rest = pending & Phase.viewDeliveryBits
        while rest != 0 {
            let phase = Phase(rawValue: Int32(truncatingIfNeeded: rest.trailingZeroBitCount))!
            rest &= rest &- 1
            let mark = stack.count
            forEachLiveTouch { touch in
                if touch.pendingViewPhase == phase, touch.windowKey == window,
                   touch.viewUnmanaged?.toOpaque() == view.toOpaque() {
                    stack.push(.passUnretained(touch))
                    touch.pendingViewPhase = nil
                }
            }
            guard stack.count > mark else { continue }
            // A callback of an earlier phase may have destroyed the view (T7 then cleared its
            // touches' pending phases, so nothing was gathered).
            guard view._withUnsafeGuaranteedRef({ $0.isAlive }) else { stack.count = mark; return }
            // P5: the view gets these touches' samples: it hears of their updates (UIKit's
            // `deliverTouchesEvent:toResponder:` registers the touches of each phase it
            // delivers). Not a cancel a recognizer's claim sends (G3): no sample of the touch
            // is delivered then.
            if !pointer.updates.isEmpty {
                var k = mark
                while k < stack.count {
                    stack[k]._withUnsafeGuaranteedRef { t in
                        if t.expectingUpdates != 0 && t.phase == phase { registerEstimatedUpdates(of: t, to: view) }
                    }
                    k += 1
                }
            }
            if phase == .cancelled {
                // G3: a touch a recognizer took is still moving (or ended) for itself; the
                // view is handed it cancelled, and reads it so while it is (E3: the touches
                // of a delivery are in its phase), as a held phase delivered later does.
                var k = mark
                while k < stack.count {
                    stack[k]._withUnsafeGuaranteedRef { t in
                        if t.phase != .cancelled { t.phaseBeforeCancel = t.phase; t.phase = .cancelled }
                    }
                    k += 1
                }
                walkTouches(from: view, phase: phase, timestamp: timestamp, touchesFrom: mark, heldOut: false, stack)
                forEachLiveTouch { t in
                    if let p = t.phaseBeforeCancel { t.phase = p; t.phaseBeforeCancel = nil }
                }
            } else {
                walkTouches(from: view, phase: phase, timestamp: timestamp, touchesFrom: mark, heldOut: false, stack)
            }
        }
    }

    /// R2: offer the touches to the hit-test view, then up the chain, until handled; tell the
    /// unhandled observer when nobody handled them.
    ///
    /// The touches are the delivery stack's entries from `mark` up (the caller pushed them);
    /// the walk pushes a snapshot of the live touches above them, hands both to every handler
    /// as one delivery (built once, not per responder), and pops the stack back to `mark`.
    ///
    /// `heldOut`: a touch delivered may no longer be in the live list (its ended or cancel was
    /// held, G5, T7): each such one is added to the all-touches list, which always holds the
    /// touches being delivered (E3).
    private func walkTouches(from view: Unmanaged<View>, phase: Phase, timestamp: Double, touchesFrom mark: Int,
                             heldOut: Bool = false) {
        withDeliveryStack { stack in
            walkTouches(from: view, phase: phase, timestamp: timestamp, touchesFrom: mark, heldOut: heldOut, stack)
        }
    }

    @inline(__always)
    private func walkTouches(from view: Unmanaged<View>, phase: Phase, timestamp: Double, touchesFrom mark: Int,
                             heldOut: Bool, _ stack: RawStack<Unmanaged<Touch>>) {
        let touchCount = stack.count - mark
        let allStart = stack.count
        forEachLiveTouch { stack.push(.passUnretained($0)) }
        if heldOut {
            for k in mark..<(mark + touchCount) where !stack[k]._withUnsafeGuaranteedRef({ isInLiveList($0) }) {
                stack.push(stack[k])
            }
        }
        defer { stack.count = mark }
        let d = TouchDelivery(phase: phase, timestamp: timestamp, dispatchTime: input.now,
                              touches: TouchList(stack, start: mark, count: touchCount),
                              allTouches: TouchList(stack, start: allStart, count: stack.count - allStart),
                              hitView: view)
        // R2: a phase other than began goes from a responder to the next only for the touches
        // whose began went that far (`Touch.forwardReach`). The shortest reach among them is
        // where the list may first shrink; from there on the touches are ordered farthest
        // first (their order is kept up to there), so each step's list is a prefix.
        let outcome: WalkOutcome
        var mixedReaches = false
        if phase == .began {
            outcome = walkBegan(from: view, d, stack, mark, touchCount)
        } else {
            var shortest: Int32, longest: Int32
            if touchCount == 1 {
                shortest = stack[mark]._withUnsafeGuaranteedRef { $0.forwardReach }
                longest = shortest
            } else {
                shortest = .max; longest = 0
                for k in mark..<(mark + touchCount) {
                    let r = stack[k]._withUnsafeGuaranteedRef { $0.forwardReach }
                    shortest = min(shortest, r)
                    longest = max(longest, r)
                }
            }
            if shortest == longest {
                // One reach for all (one touch, say): the walk offers that many responders —
                // the hit-test view at least, as the touches are its own, not forwarded to it.
                outcome = walkSteps(from: .view(view), maxOffers: max(Int(shortest), 1)) { offerTouches($0, d) }
            } else {
                outcome = walkMixedReaches(from: view, d, stack, mark, touchCount, shortest, longest)
                mixedReaches = true
            }
        }
        guard outcome == .unhandled else { return }
        // Unhandled are the touches whose began walked off the chain too: with mixed reaches,
        // the prefix the walk had left (ordered farthest first).
        var unhandled = d.touches
        if mixedReaches {
            var n = 0
            while n < touchCount, stack[mark + n]._withUnsafeGuaranteedRef({ $0.forwardReach == .max }) { n += 1 }
            unhandled = TouchList(stack, start: mark, count: n)
        }
        notifyUnhandled(UnhandledEvent(type: .touches, subtype: 0, phase: phase,
                                          timestamp: timestamp, touches: Array(unhandled),
                                          routeName: nil, routePayload: nil))
    }

    /// R2: a began's walk, recording in each touch how far it went (`Touch.forwardReach`).
    @inline(never)
    private func walkBegan(from view: Unmanaged<View>, _ d: TouchDelivery, _ stack: RawStack<Unmanaged<Touch>>,
                           _ mark: Int, _ touchCount: Int) -> WalkOutcome {
        var offered: Int32 = 0
        let outcome = walkSteps(from: .view(view)) { step in
            // R2: the began has come this far (UIKit records the hop as it forwards, so a walk
            // nested in this responder's callback — a cancel — follows it too).
            offered += 1
            for k in mark..<(mark + touchCount) { stack[k]._withUnsafeGuaranteedRef { $0.forwardReach = offered } }
            return offerTouches(step, d)
        }
        if outcome == .unhandled {
            // Walked off the end of the chain: every responder had it.
            for k in mark..<(mark + touchCount) { stack[k]._withUnsafeGuaranteedRef { $0.forwardReach = .max } }
        }
        return outcome
    }

    /// R2: a later phase of touches whose begans went different distances: past the shortest
    /// reach each responder is handed the touches whose began reached it — ordered farthest
    /// first from there (their order is kept up to there), so each step's list is a prefix.
    @inline(never)
    private func walkMixedReaches(from view: Unmanaged<View>, _ delivery: TouchDelivery,
                                  _ stack: RawStack<Unmanaged<Touch>>, _ mark: Int, _ touchCount: Int,
                                  _ shortest: Int32, _ longest: Int32) -> WalkOutcome {
        var d = delivery
        var offered: Int32 = 0
        var ordered = false
        return walkSteps(from: .view(view), maxOffers: max(Int(longest), 1)) { step in
            offered += 1
            if offered > 1 && offered > shortest {
                if !ordered { orderByReach(stack, mark, touchCount); ordered = true }
                var n = 0
                while n < touchCount, stack[mark + n]._withUnsafeGuaranteedRef({ $0.forwardReach >= offered }) { n += 1 }
                d.touches = TouchList(stack, start: mark, count: n)
            }
            return offerTouches(step, d)
        }
    }

    /// R2: offers a touches delivery to one responder of the walk: true ends the walk.
    @inline(__always)
    private func offerTouches(_ step: ChainStep, _ d: TouchDelivery) -> Bool {
        if callTouchesHandler(step, d) == true { return true }
        // R3: a control handles its touches itself and never forwards them — except the
        // moved and ended of a touch it does not track whose hit-test view is a subview, and
        // a pointer touch without the primary button (UIControl calls super when not
        // tracking; `controlHandle`).
        if case .view(let u) = step, u._withUnsafeGuaranteedRef({ $0.isAlive && $0.isControl }) {
            let v = u.takeUnretainedValue()
            if let c = v.control { return controlHandle(v, c, phase: d.phase, touches: d.touches) }
            return true
        }
        // R2/S1: a scroll view ends the walk as handled, its own host callback having run
        // (UIKit: -[UIScrollView touchesBegan:…] and its siblings call super only with the
        // private forwardsTouchesUpResponderChain, off by default). Touches only: other
        // event kinds and router events (R5) walk on.
        if case .view(let u) = step, u._withUnsafeGuaranteedRef({ $0.isAlive && $0.isScrollView }) {
            return true
        }
        return false
    }

    /// Orders the `count` touches from `start` by `forwardReach`, farthest first, keeping the
    /// order of equal ones (few touches: insertion sort, in place).
    private func orderByReach(_ stack: RawStack<Unmanaged<Touch>>, _ start: Int, _ count: Int) {
        var i = 1
        while i < count {
            var j = start + i
            while j > start,
                  stack[j - 1]._withUnsafeGuaranteedRef({ $0.forwardReach }) < stack[j]._withUnsafeGuaranteedRef({ $0.forwardReach }) {
                stack.swapAt(j - 1, j)
                j -= 1
            }
            i += 1
        }
    }

    enum WalkOutcome { case handled, stopped, unhandled }

    /// R2: the end of the chain. The observer is a callback like any other (re-entrancy rules).
    /// The event is built only when an observer is there to be told (a router event's name
    /// stays a C string otherwise).
    func notifyUnhandled(_ e: @autoclosure () -> UnhandledEvent) {
        guard let observer = responders.unhandledObserver else { return }
        rules.callbackDepth += 1
        defer { rules.callbackDepth -= 1; releaseRetired() }
        observer(e())
    }

    /// R1/R2, the one walk every event kind uses: offers the event to `start`, then to each
    /// next responder (`nextResponder(of:)`'s order), until `offer` says handled. A responder
    /// destroyed by its own callback ends the walk (`stopped`: nobody is told it was
    /// unhandled). Bounded by `chainLimit`.
    ///
    /// Counting: none. The walk holds each responder uncounted (`ChainStep`) and hands the
    /// step itself to the offer: a view or controller the offer destroys is retired, not
    /// freed, while host code runs (Scene/Retirement.swift), so the walk can still ask whether
    /// it is alive and, if so, what comes next. Offers that hand the host a `ResponderRef`
    /// make it from the step (`walkChain(from:_:)` below, or in place: HandlerBox.swift).
    ///
    /// `maxOffers`: the walk ends (`stopped`, nobody told) once that many responders were
    /// offered it (R2: a touch's later phases go no farther than its began).
    @inline(__always)
    func walkSteps(from start: ChainStep, maxOffers: Int = .max, _ offer: (ChainStep) -> Bool) -> WalkOutcome {
        var step = start
        var steps = 0
        let limit = chainLimit
        rules.callbackDepth += 1
        defer { rules.callbackDepth -= 1; releaseRetired() }
        while steps < limit {
            if steps == maxOffers { return .stopped }
            steps += 1
            if offer(step) { return .handled }
            switch step {
            case .view(let u):
                guard u._withUnsafeGuaranteedRef({ $0.isAlive }) else { return .stopped }
            case .controller(let u):
                guard u._withUnsafeGuaranteedRef({ $0.isAlive }) else { return .stopped }
            case .application, .appDelegate:
                break
            }
            guard let next = ChainStep.after(step, hasAppDelegate: responders.hasAppDelegate) else {
                return .unhandled
            }
            step = next
        }
        return .unhandled
    }

    /// The walk, offering each responder as a `ResponderRef` (a counted reference while it is
    /// offered: for the event kinds off the per-sample path).
    @inline(__always)
    func walkChain(from start: ResponderRef?, _ offer: (ResponderRef) -> Bool) -> WalkOutcome {
        guard let start else { return .unhandled }
        return walkSteps(from: ChainStep(start)) { offer($0.responder) }
    }

    // MARK: motion, remote control, presses (R4)

    private func dispatchButtonEvent(_ q: QueuedInput) {
        let type: EventType
        let start: ResponderRef?
        switch q.kind {
        case .motion: type = .motion; start = keyEventResponder()
        case .remote: type = .remote; start = keyEventResponder()
        case .press: dispatchPress(q); return
        case .touch, .hover, .scroll, .transform, .update: return
        }
        let ev = ButtonEvent(type: type, subtype: q.subtype, phase: q.phase, timestamp: q.timestamp)
        let outcome = walkChain(from: start) { offerButton($0, ev) }
        guard outcome == .unhandled else { return }
        notifyUnhandled(UnhandledEvent(type: type, subtype: q.subtype, phase: q.phase,
                                          timestamp: q.timestamp, touches: [],
                                          routeName: nil, routePayload: nil))
    }

    /// R4: offers a motion, remote-control or press event to one responder: true ends the walk.
    private func offerButton(_ r: ResponderRef, _ ev: ButtonEvent) -> Bool {
        guard let hs = handlers(of: r) else { return false }
        let h: ((ResponderRef, ButtonEvent) -> Bool)?
        switch ev.type {
        case .motion: h = hs.motion
        case .remote: h = hs.remote
        default: h = hs.presses
        }
        return h?(r, ev) ?? false
    }

    /// R4: one phase of a press. A began starts at the focused view, else where motion
    /// starts, and that responder becomes the press's (`pressTargets`); its walk records how
    /// far it went (`PressTarget.reach`). A later phase starts at the press's responder while
    /// it is alive and goes from a responder to the next only as far as the began went
    /// (R2: UIKit forwards every event component, presses too, only along the began's
    /// forwarding record), the responder itself always. A window whose user interaction is
    /// disabled sends the phase to no responder (UIKit's -[UIWindow sendEvent:] calls
    /// _sendButtonsForEvent: only when the window isUserInteractionEnabled), each phase as it
    /// comes; the press keeps its responder for its later phases.
    private func dispatchPress(_ q: QueuedInput) {
        guard PressType.range.contains(q.subtype) else { return }
        let i = Int(q.subtype - PressType.range.lowerBound)
        let ev = ButtonEvent(type: .presses, subtype: q.subtype, phase: q.phase, timestamp: q.timestamp)
        let began = q.phase == .began
        var start: ResponderRef?
        var reach: Int32 = 0
        if began {
            start = responders.focusedView.map { .view($0) } ?? keyEventResponder()
            responders.pressTargets[i] = PressTarget(start)
        } else {
            let target = responders.pressTargets[i]
            if q.phase == .ended || q.phase == .cancelled { responders.pressTargets[i] = PressTarget() }
            start = pressResponder(target)
            reach = target.reach
        }
        if let s = start, let w = pressWindow(of: s), !w.isUserInteractionEnabled { start = nil }
        var outcome = WalkOutcome.unhandled
        if let s = start, began {
            // The began has come this far (UIKit records the hop as it forwards, so a cancel
            // nested in a responder's callback, T7's removal, follows it as far as it went).
            let mine = responders.pressTargets[i]
            var offered: Int32 = 0
            outcome = walkSteps(from: ChainStep(s)) { step in
                offered += 1
                if responders.pressTargets[i].isSame(as: mine) { responders.pressTargets[i].reach = offered }
                return offerButton(step.responder, ev)
            }
            if outcome == .unhandled, responders.pressTargets[i].isSame(as: mine) {
                responders.pressTargets[i].reach = .max   // walked off the end: every responder had it
            }
        } else if let s = start {
            outcome = walkSteps(from: ChainStep(s), maxOffers: max(Int(reach), 1)) { offerButton($0.responder, ev) }
        }
        guard outcome == .unhandled else { return }
        notifyUnhandled(UnhandledEvent(type: .presses, subtype: q.subtype, phase: q.phase,
                                          timestamp: q.timestamp, touches: [],
                                          routeName: nil, routePayload: nil))
    }

    /// R4/T7: `root`'s tree leaves its window. Each press whose responder's chain reaches
    /// `root` — a view of the tree, or a controller whose view is below `root` (a controller's
    /// next responder is its view's superview) — is cancelled at once, while the chain still
    /// stands: `cancelled` (timestamp: the clock) walks from the press's responder as far as
    /// its began went, whatever its window's user interaction, and the press then has no
    /// responder: the host's later phases of it reach none and are reported unhandled.
    /// UIKit: -[UIApplication _cancelPressesIfNeededForViewRemovedFromResponderChain:]
    /// collects the presses of the view's window whose responder reaches the view along
    /// nextResponder and cancels them (`pressesCancelled`, "the view handling the press
    /// events [is] removed from its window").
    func cancelPresses(inTreeOf root: View) {
        for i in responders.pressTargets.indices {
            // Read afresh: an earlier cancel's callbacks may have ended or cancelled others.
            let t = responders.pressTargets[i]
            guard t.slot >= 0, let r = pressResponder(t) else { continue }
            let reaches: Bool
            switch r {
            case .view(let v): reaches = v.isDescendant(of: root)
            case .controller(let c): reaches = c.view?.superview?.isDescendant(of: root) ?? false
            default: reaches = false
            }
            guard reaches else { continue }
            responders.pressTargets[i] = PressTarget()
            let type = PressType.range.lowerBound + Int32(i)
            let ev = ButtonEvent(type: .presses, subtype: type, phase: .cancelled, timestamp: input.now)
            let outcome = walkSteps(from: ChainStep(r), maxOffers: max(Int(t.reach), 1)) { offerButton($0.responder, ev) }
            guard outcome == .unhandled else { continue }
            notifyUnhandled(UnhandledEvent(type: .presses, subtype: type, phase: .cancelled,
                                              timestamp: input.now, touches: [],
                                              routeName: nil, routePayload: nil))
        }
    }

    /// R4: where motion and remote-control events start, and a press when no view has focus:
    /// the key window's first responder, else its root controller, else the key window
    /// (UIKit's `-[UIWindow _responderForKeyEvents]`: the first responder, else
    /// `_deepestActionResponder` — the root view controller's —, else the window).
    private func keyEventResponder() -> ResponderRef? {
        if let f = firstResponder { return .view(f) }
        guard let w = tree.keyWindow else { return nil }
        if let c = rootController(of: w) { return .controller(c) }
        return .view(w)
    }

    /// R4: the window a press's responder is in (a controller: its view's), if any.
    private func pressWindow(of r: ResponderRef) -> View? {
        switch r {
        case .view(let v): return v.window
        case .controller(let c): return c.view?.window
        default: return nil
        }
    }

    /// R4: a window's root controller, UIKit's `rootViewController` (whose view the window
    /// holds as a subview): the controller of the window's frontmost subview that has one.
    /// Frontmost, as UIKit's `_deepestActionResponder` follows a root controller to the
    /// controller it presents, whose view lies above its presenter's.
    func rootController(of window: View) -> Controller? {
        var i = window.subviews.count
        while i > 0 {
            i -= 1
            if let c = window.subviews[i].controller, c.isAlive { return c }
        }
        return nil
    }

    /// R4: a press's responder (UIKit's `UIPress.responder`: "the responder object that
    /// either is focused or is the isFirstResponder object", fixed when the press is first
    /// dispatched), while it is alive — also when focus moved meanwhile, so the responder
    /// that saw the began sees the end. None once it was destroyed, or when its press was
    /// cancelled by its leaving its window (`cancelPresses`), or when the began found none.
    private func pressResponder(_ target: PressTarget) -> ResponderRef? {
        guard target.slot >= 0 else { return nil }
        if target.isController {
            return controller(slot: Int(target.slot), generation: target.generation).0.map { .controller($0) }
        }
        return view(slot: Int(target.slot), generation: target.generation).0.map { .view($0) }
    }

    // MARK: router events (R5)

    /// Sends a router event from `origin` up the chain until a route handler handles it.
    /// Synchronous; allowed from inside handlers, nested at most `Constants.maxRouteDepth`.
    @discardableResult
    public func sendRoute(from origin: ResponderRef, _ event: RouteEvent) throws(EngineError) -> Bool {
        switch origin {
        case .view(let v): return try sendRoute(from: v, event)
        case .controller(let c):
            guard c.scene === self, c.isAlive else { throw EngineError(.foreignHandle, "controller belongs to another scene") }
        default: break
        }
        return try sendRoute(step: ChainStep(origin), event)
    }

    /// The same from a view (no `ResponderRef` made: what the exported layer calls).
    @discardableResult
    public func sendRoute(from view: View, _ event: RouteEvent) throws(EngineError) -> Bool {
        guard view.scene === self, view.isAlive else { throw EngineError(.foreignHandle, "view belongs to another scene") }
        return try sendRoute(step: .view(.passUnretained(view)), event)
    }

    private func sendRoute(step: ChainStep, _ event: RouteEvent) throws(EngineError) -> Bool {
        try checkMutable()
        // The top-level send is depth 1; up to maxRouteDepth sends may nest inside it.
        guard rules.routeDepth <= Constants.maxRouteDepth else {
            throw EngineError(.limit, "router events nested deeper than \(Constants.maxRouteDepth)")
        }
        rules.routeDepth += 1
        defer { rules.routeDepth -= 1 }
        switch walkSteps(from: step, { callRouteHandler($0, event) ?? false }) {
        case .handled: return true
        case .stopped: return false
        case .unhandled: break
        }
        notifyUnhandled(UnhandledEvent(type: .route, subtype: 0, phase: nil,
                                          timestamp: input.now, touches: [],
                                          routeName: event.name, routePayload: event.hostPayload))
        return false
    }
}

extension Scene {
    /// Visits the touches changed in this event without counting references: the list is not
    /// changed by the body (it only sets the touches' own fields), and each touch stays alive
    /// in the touch pool meanwhile.
    @inline(__always)
    func forEachChangedTouch(_ body: (Touch) -> Void) {
        var i = 0
        while let u = withChanged({ i < $0.count ? $0[i] : nil }) {
            u._withUnsafeGuaranteedRef { body($0) }
            i += 1
        }
    }

    /// Visits the live touches without counting references (as `forEachChangedTouch`).
    @inline(__always)
    func forEachLiveTouch(_ body: (Touch) -> Void) {
        visitUnretained({ touchState.liveTouches.count }, { touchState.liveTouches[$0] }, body)
    }
}

/// What `showHeld` changed in a touch, to put back after the delivery.
struct HeldPresentation {
    var phase: Phase
    var ownPointOnly: Bool
    /// A held began's delivery loads the held state: the state it replaced.
    var now: SampleState? = nil

    @inline(__always)
    func restore(_ touch: Touch) {
        now?.load(into: touch)
        touch.phase = phase
        touch.showsOwnPointOnly = ownPointOnly
    }
}

/// G4/G5: a held phase of a touch let through to its view (`Scene.settle`), kept in
/// `TouchState.releases` until the settle delivers it; `shown` and `grouped` are the
/// delivery's scratch (how the touch read before it showed its held phase).
struct HeldRelease {
    var touch: Unmanaged<Touch>
    var phase: Phase
    var time: Double
    /// The touch's next phase gathered in the same settle (a began's follow-up), if any.
    var next: Phase? = nil
    /// While the run delivering it goes on: how the touch read before (`showHeld`).
    var shown = HeldPresentation(phase: .began, ownPointOnly: false)
    var grouped = false

    init(touch: Unmanaged<Touch>, phase: Phase, time: Double) {
        self.touch = touch; self.phase = phase; self.time = time
    }
}

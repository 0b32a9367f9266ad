/// Dispatch (E2–E4, T1–T6, R2): drain the queue in order; consecutive touch samples sharing a
/// timestamp form one event; before each input, due timers fire. For a touch event:
///   1. apply the samples (began: hit-test once, T4; tap count, T3; T6 eligibility);
///   2. deliver, phase by phase (began, moved, ended, cancelled), grouped per hit-test view in
///      order of first appearance, walking the responder chain until a handler handles it;
///   3. retire ended and cancelled touches.
/// All buffers are the scene's scratch arrays: no allocation per sample in steady state.
extension Scene {
    /// Dispatches every queued input. Returns the number of events dispatched.
    @discardableResult
    public func dispatch() throws(EngineError) -> Int {
        try checkNotInCallback("dispatch")
        return drain(upTo: nil)
    }

    /// Moves the clock to `time`: dispatches inputs stamped at or before it, fires due timers.
    public func advance(to time: Double) throws(EngineError) {
        try requireFinite(time, "time")
        try checkNotInCallback("advance")
        guard time >= now else {
            throw EngineError(.timeBackwards, "time \(time) is earlier than the clock \(now)")
        }
        drain(upTo: time)
        fireTimers(upTo: time)
        if time > now { now = time }
        if time > lastQueuedTime { lastQueuedTime = time }
    }

    @discardableResult
    private func drain(upTo limit: Double?) -> Int {
        isDispatching = true
        defer { isDispatching = false }
        var events = 0
        while queueHead < queue.count {
            let first = queue[queueHead]
            if let limit, first.timestamp > limit { break }
            fireTimers(upTo: first.timestamp)
            if first.timestamp > now { now = first.timestamp }
            if first.kind == .touch {
                groupScratch.removeAll(keepingCapacity: true)
                var i = queueHead
                while i < queue.count, queue[i].kind == .touch,
                      queue[i].timestamp == first.timestamp,
                      !groupScratch.contains(where: { $0.id == queue[i].sample.id }) {
                    groupScratch.append(queue[i].sample)
                    i += 1
                }
                queueHead = i
                dispatchTouchEvent()
            } else {
                queueHead += 1
                dispatchButtonEvent(first)
            }
            events += 1
        }
        if queueHead == queue.count {
            queue.removeAll(keepingCapacity: true)
            queueHead = 0
        } else if queueHead > 1024 && queueHead * 2 > queue.count {
            queue.removeSubrange(0..<queueHead)
            queueHead = 0
        }
        return events
    }

    // MARK: touches

    private func dispatchTouchEvent() {
        guard let t = groupScratch.first?.timestamp else { return }
        for touch in liveTouches {
            touch.phase = .stationary
            touch.changedInEvent = false
        }
        changedScratch.removeAll(keepingCapacity: true)
        for s in groupScratch {
            let touch: Touch
            if s.phase == .began {
                guard let fresh = beginTouch(s) else { continue }
                touch = fresh
            } else {
                guard let live = self.touch(withID: s.id) else { continue }
                touch = live
                touch.previousLocation = touch.location
                touch.location = s.location
                touch.timestamp = s.timestamp
                touch.force = s.force
                touch.maximumPossibleForce = s.maximumPossibleForce
                touch.majorRadius = s.majorRadius
                touch.radiusTolerance = s.radiusTolerance
                touch.phase = s.phase
            }
            if touch.phase != .stationary {
                touch.changedInEvent = true
                changedScratch.append(touch)
            }
        }
        allTouchesScratch.removeAll(keepingCapacity: true)
        allTouchesScratch.append(contentsOf: liveTouches)

        deliver(phase: .began, timestamp: t)
        deliver(phase: .moved, timestamp: t)
        deliver(phase: .ended, timestamp: t)
        deliver(phase: .cancelled, timestamp: t)

        for touch in changedScratch where touch.phase == .ended || touch.phase == .cancelled {
            retire(touch)
        }
        changedScratch.removeAll(keepingCapacity: true)
        allTouchesScratch.removeAll(keepingCapacity: true)
    }

    private func beginTouch(_ s: TouchSample) -> Touch? {
        guard let touch = touchPool.popLast() else { return nil }
        guard let (slot, gen) = touchTable.insert(touch) else { touchPool.append(touch); return nil }
        touch.handleSlot = slot
        touch.handleGeneration = gen
        touch.isLive = true
        touch.id = s.id
        touch.phase = .began
        touch.location = s.location
        touch.previousLocation = s.location
        touch.startLocation = s.location
        touch.timestamp = s.timestamp
        touch.force = s.force
        touch.maximumPossibleForce = s.maximumPossibleForce
        touch.majorRadius = s.majorRadius
        touch.radiusTolerance = s.radiusTolerance
        touch.type = s.type
        let window = (s.window?.isAlive ?? false) ? s.window : nil
        touch.window = window
        // T4: hit-tested once, here.
        var hit: View? = nil
        if let window { hit = (try? hitTest(window, s.location)) ?? nil }
        touch.view = hit
        touch.tapCount = tapCount(window: window, at: s.location, time: s.timestamp)
        touch.isDeliveredToView = isEligible(view: hit, window: window)
        if touch.isDeliveredToView { hit?.deliveredTouchCount += 1 }
        liveTouches.append(touch)
        return touch
    }

    /// T3: one more tap when the touch begins within `tapInterval` of the previous tap's end
    /// and within `tapRadius` (per axis) of where it ended, in the same window.
    private func tapCount(window: View?, at p: Point, time: Double) -> Int32 {
        guard let last = lastTap, let window, last.window === window,
              time - last.time <= config.tapInterval,
              abs(p.x - last.location.x) <= config.tapRadius,
              abs(p.y - last.location.y) <= config.tapRadius else { return 1 }
        return last.count &+ 1
    }

    /// T6: multipleTouchEnabled (only the first touch on a view) and exclusiveTouch.
    private func isEligible(view: View?, window: View?) -> Bool {
        guard let view else { return false }
        if !view.isMultipleTouchEnabled && view.deliveredTouchCount > 0 { return false }
        for other in liveTouches where other.isDeliveredToView && other.window === window {
            if let ov = other.view, ov !== view, ov.isExclusiveTouch || view.isExclusiveTouch {
                return false
            }
        }
        return true
    }

    private func retire(_ touch: Touch) {
        if touch.phase == .ended, let w = touch.window {
            let moved = abs(touch.location.x - touch.startLocation.x) > config.tapRadius
                || abs(touch.location.y - touch.startLocation.y) > config.tapRadius
            lastTap = moved ? nil : (w, touch.location, touch.timestamp, touch.tapCount)
        } else if touch.phase == .cancelled {
            lastTap = nil
        }
        if touch.isDeliveredToView, let v = touch.view { v.deliveredTouchCount -= 1 }
        if let i = liveTouches.firstIndex(where: { $0 === touch }) { liveTouches.remove(at: i) }
        touchTable.remove(slot: touch.handleSlot)
        touch.isLive = false
        touch.view = nil
        touch.window = nil
        touch.changedInEvent = false
        touchPool.append(touch)
    }

    /// Delivers every changed touch in `phase`, one call per hit-test view, views in order of
    /// their first touch in the event.
    private func deliver(phase: Phase, timestamp: Double) {
        var i = 0
        while i < changedScratch.count {
            let first = changedScratch[i]
            i += 1
            guard first.phase == phase, first.changedInEvent, first.isDeliveredToView,
                  let view = first.view, view.isAlive else { continue }
            perViewScratch.removeAll(keepingCapacity: true)
            perViewScratch.append(first)
            first.changedInEvent = false
            var j = i
            while j < changedScratch.count {
                let other = changedScratch[j]
                if other.phase == phase, other.changedInEvent, other.isDeliveredToView, other.view === view {
                    perViewScratch.append(other)
                    other.changedInEvent = false
                }
                j += 1
            }
            walkTouches(from: view, phase: phase, timestamp: timestamp)
        }
    }

    /// R2: offer the touches to the hit-test view, then up the chain, until handled; tell the
    /// unhandled observer when nobody handled them.
    private func walkTouches(from view: View, phase: Phase, timestamp: Double) {
        var responder: ResponderRef? = .view(view)
        var steps = 0
        let limit = chainLimit
        callbackDepth += 1
        defer { callbackDepth -= 1 }
        while let r = responder, steps < limit {
            steps += 1
            if let h = handlers(of: r)?.touches {
                let d = TouchDelivery(phase: phase, timestamp: timestamp, dispatchTime: now,
                                      touches: perViewScratch, allTouches: allTouchesScratch,
                                      hitView: view)
                if h(r, d) { return }
            }
            if case .view(let v) = r, !v.isAlive { return }
            if case .controller(let c) = r, !c.isAlive { return }
            responder = nextResponder(of: r)
        }
        unhandledObserver?(UnhandledEvent(type: .touches, subtype: 0, phase: phase,
                                          timestamp: timestamp, touches: perViewScratch,
                                          routeName: nil, routePayload: nil))
    }

    // MARK: motion, remote control, presses (R4)

    private func dispatchButtonEvent(_ q: QueuedInput) {
        let type: EventType
        let start: View?
        switch q.kind {
        case .motion: type = .motion; start = firstResponder ?? keyWindow
        case .remote: type = .remote; start = firstResponder ?? keyWindow
        case .press: type = .presses; start = focusedView ?? keyWindow
        case .touch: return
        }
        let ev = ButtonEvent(type: type, subtype: q.subtype, phase: q.phase, timestamp: q.timestamp)
        var responder: ResponderRef? = start.map { .view($0) }
        var steps = 0
        let limit = chainLimit
        callbackDepth += 1
        defer { callbackDepth -= 1 }
        while let r = responder, steps < limit {
            steps += 1
            if let hs = handlers(of: r) {
                let h: ((ResponderRef, ButtonEvent) -> Bool)?
                switch type {
                case .motion: h = hs.motion
                case .remote: h = hs.remote
                default: h = hs.presses
                }
                if let h, h(r, ev) { return }
            }
            if case .view(let v) = r, !v.isAlive { return }
            if case .controller(let c) = r, !c.isAlive { return }
            responder = nextResponder(of: r)
        }
        unhandledObserver?(UnhandledEvent(type: type, subtype: q.subtype, phase: q.phase,
                                          timestamp: q.timestamp, touches: [],
                                          routeName: nil, routePayload: nil))
    }

    // MARK: router events (R5)

    /// Sends a router event from `origin` up the chain until a route handler handles it.
    /// Synchronous; allowed from inside handlers, nested at most `Constants.maxRouteDepth`.
    @discardableResult
    public func sendRoute(from origin: ResponderRef, _ event: RouteEvent) throws(EngineError) -> Bool {
        switch origin {
        case .view(let v):
            guard v.scene === self, v.isAlive else { throw EngineError(.foreignHandle, "view belongs to another scene") }
        case .controller(let c):
            guard c.scene === self, c.isAlive else { throw EngineError(.foreignHandle, "controller belongs to another scene") }
        default: break
        }
        try checkMutable()
        guard routeDepth < Constants.maxRouteDepth else {
            throw EngineError(.limit, "router events nested deeper than \(Constants.maxRouteDepth)")
        }
        routeDepth += 1
        callbackDepth += 1
        defer { routeDepth -= 1; callbackDepth -= 1 }
        var responder: ResponderRef? = origin
        var steps = 0
        let limit = chainLimit
        while let r = responder, steps < limit {
            steps += 1
            if let h = handlers(of: r)?.route, h(r, event) { return true }
            if case .view(let v) = r, !v.isAlive { return false }
            if case .controller(let c) = r, !c.isAlive { return false }
            responder = nextResponder(of: r)
        }
        unhandledObserver?(UnhandledEvent(type: .route, subtype: 0, phase: nil,
                                          timestamp: now, touches: [],
                                          routeName: event.name, routePayload: event.hostPayload))
        return false
    }
}

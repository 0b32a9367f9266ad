/// Scroll and transform gestures (P4): recognizers driven by pointer input instead of touches.
///
/// A gesture picks its recognizers once, at its start: the hit view of its location and then
/// each ancestor up to the window, and within a view its recognizers in attach order. A scroll
/// takes the first enabled pan in `possible`, tracking no touches, whose allowed_scroll_types
/// has the scroll's type — its allowed_touch_types do not matter (UIKit: to keep a pan from
/// touches but not from scrolls, "set the allowedTouchTypes to an empty array"); a transform
/// takes the first such pinch and the first such rotation whose allowed_touch_types has the
/// indirect pointer. While driven (`inputDriver`), a
/// recognizer takes no touches and the reset pass leaves it alone; when the gesture ends the
/// driver returns to `.touches` and the recognizer resets as any other.
///
/// A discrete scroll is a run of notches: the first starts it, each later one continues it,
/// and it ends `Constants.discreteScrollEndDelay` after the last (a timer on the host's clock).
/// A continuous scroll is its began … ended/cancelled.

enum InputDriver: Equatable {
    case touches, scroll, transform
}

extension Scene {
    /// The recognizers of the hit view and its ancestors, deepest first, in attach order.
    private func firstRecognizer(at location: Point, in window: View?, pointerType: Bool, event: EventType,
                                 _ pick: (Recognizer) -> Bool) -> Recognizer? {
        guard let window, window.isAlive, let hit = (try? hitTest(window, location)) ?? nil else { return nil }
        return firstRecognizer(from: hit, after: nil, pointerType: pointerType, event: event, pick)
    }

    /// The search from `start` up: the first free recognizer `pick` takes and whose delegate
    /// lets `event` through (G6: should-receive-event, the one delegate question a scroll or
    /// transform gesture asks — UIKit's `_delegateShouldReceiveEvent:` —, asked of each
    /// candidate in turn, once per gesture), after `after` (a recognizer of `start`) when given.
    private func firstRecognizer(from start: View, after: Recognizer?, pointerType: Bool, event: EventType,
                                 _ pick: (Recognizer) -> Bool) -> Recognizer? {
        func free(_ r: Recognizer) -> Bool {
            r.isAlive && r.isEnabled && r.state == .possible
                && r.touches.isEmpty && r.inputDriver == .touches && !r.isWaitingForMoreTouches
                && (!pointerType || r.params.allowedTouchTypes & TouchType.indirectPointer.bit != 0)
        }
        var v: View? = start
        var passed = after == nil
        while let cur = v {
            // The way up is read first: the delegate's question below is host code, which may
            // remove `cur` from its superview or destroy it.
            let up = cur.superview
            for r in cur.gestureRecognizers {
                if !passed { passed = r === after; continue }
                // Checked again after the question: the host may have destroyed, disabled,
                // detached, moved or engaged the recognizer meanwhile, or destroyed its view or
                // taken it out of its window (`stillTakesInput`).
                if free(r) && pick(r) && receives(r, event) && free(r) && stillTakesInput(r, on: cur) { return r }
            }
            passed = true
            v = up
        }
        return nil
    }

    private func drive(_ r: Recognizer, _ driver: InputDriver) {
        r.inputDriver = driver
        if !arbiter.engaged.contains(where: { $0 === r }) { arbiter.engaged.append(r) }
    }

    private func release(_ r: Recognizer?) {
        guard let r else { return }
        r.inputDriver = .touches
    }

    // MARK: scroll

    func dispatchScroll(_ q: QueuedSample) {
        let type = ScrollType(rawValue: q.properties) ?? .discrete
        let starts: Bool
        switch type {
        case .discrete:
            if let g = pointer.scroll, g.type == .continuous { endScroll(cancelled: true, at: q.timestamp) }
            starts = pointer.scroll == nil
        case .continuous:
            if q.phase == .began {
                if pointer.scroll != nil { endScroll(cancelled: false, at: q.timestamp) }
                starts = true
            } else {
                starts = false
                guard pointer.scroll != nil else { return }
            }
        }
        let takes = { (r: Recognizer) in r.kind == .pan && r.params.allowedScrollTypes & type.rawValue != 0 }
        if starts {
            let window = self.window(of: q)
            let pan = firstRecognizer(at: q.location, in: window, pointerType: false, event: .scroll, takes) as? PanRecognizer
            if let pan { drive(pan, .scroll) }
            pointer.scroll = ScrollGesture(type: type, pan: pan, lastNotch: q.timestamp)
            // S8: a scroll view's pan catches moving content here, as a touch-down does.
            if let pan, pan.isAlive, pan.inputDriver == .scroll { pan.scrollStarts(q.timestamp) }
        }
        guard var g = pointer.scroll else { return }
        g.lastNotch = q.timestamp
        pointer.scroll = g
        let continuous = type == .continuous
        let isEnd = continuous && (q.phase == .ended || q.phase == .cancelled)
        let began = continuous && q.phase == .began
        let delta = continuous ? q.delta : wheelDelta(q.delta)
        if var pan = g.pan, pan.isAlive, pan.inputDriver == .scroll {
            pan.scrollBy(delta, at: q.location, q.timestamp, continuous: continuous, began: began, isEnd: isEnd)
            // S6: a pan that fails on this step (an inner scroll view that cannot scroll this
            // way) leaves the gesture to the next one out, which takes the travel so far as one
            // step — as a finger's drag is left to an enclosing scroll view. A pan fails where
            // it would have begun (a wheel's first non-zero step, a trackpad's travel reaching
            // the slop), so its translation, with any slop it took off given back, is that travel.
            while pan.state == .failed, let from = pan.view,
                  let next = firstRecognizer(from: from, after: pan, pointerType: false, event: .scroll, takes) as? PanRecognizer {
                let travel = Point(pan.translationInWindow.x + pan.scrollSlopRemoved.x,
                                   pan.translationInWindow.y + pan.scrollSlopRemoved.y)
                release(pan)
                drive(next, .scroll)
                g.pan = next
                pointer.scroll = g
                pan = next
                next.scrollStarts(q.timestamp)
                guard next.isAlive, next.inputDriver == .scroll else { break }
                next.scrollBy(travel, at: q.location, q.timestamp, continuous: continuous, isEnd: isEnd)
            }
        }
        switch type {
        case .discrete:
            let due = q.timestamp + Constants.discreteScrollEndDelay
            input.timers.schedule(at: due, .discreteScrollEnd(due: due))
        case .continuous:
            if q.phase == .ended || q.phase == .cancelled { endScroll(cancelled: q.phase == .cancelled, at: q.timestamp) }
        }
        settle()
        resetFinishedAndSettle()
    }

    /// P4: a wheel's delta as its pan takes it: an axis that moves less than
    /// `Constants.discreteScrollMinDelta` moves that much, its sign kept (0 stays 0). iOS 18.2
    /// UIScrollEvent's -_adjustedDeltaForPanWithAcceleration:honoringScrollDirectionPreference:
    /// does so for a discrete scroll, each axis on its own (`|d| >= min || d == 0` keeps d, else
    /// min with d's sign bit).
    private func wheelDelta(_ d: Point) -> Point {
        let m = Constants.discreteScrollMinDelta
        func raised(_ v: Double) -> Double { v == 0 || abs(v) >= m ? v : (v < 0 ? -m : m) }
        return Point(raised(d.x), raised(d.y))
    }

    /// The timer of a discrete scroll: the gesture ends when no notch came since.
    func discreteScrollEnd(due: Double) {
        guard let g = pointer.scroll, g.type == .discrete, g.lastNotch + Constants.discreteScrollEndDelay <= due else { return }
        endScroll(cancelled: false, at: due)
        settle()
        resetFinishedAndSettle()
    }

    private func endScroll(cancelled: Bool, at t: Double) {
        guard let g = pointer.scroll else { return }
        pointer.scroll = nil
        guard let pan = g.pan, pan.isAlive, pan.inputDriver == .scroll else { return }
        pan.scrollEnded(t, type: g.type, cancelled: cancelled)
        release(pan)
    }

    // MARK: transform

    func dispatchTransform(_ q: QueuedSample) {
        if q.phase == .began {
            if pointer.transform != nil { endTransform(cancelled: true, at: q.timestamp) }
            let window = self.window(of: q)
            let pinch = firstRecognizer(at: q.location, in: window, pointerType: true, event: .transform) { $0.kind == .pinch } as? PinchRecognizer
            if let pinch { drive(pinch, .transform) }
            let rotation = firstRecognizer(at: q.location, in: window, pointerType: true, event: .transform) { $0.kind == .rotation } as? RotationRecognizer
            if let rotation { drive(rotation, .transform) }
            pointer.transform = TransformGesture(pinch: pinch, rotation: rotation)
        }
        guard let g = pointer.transform else { return }
        // The began step only starts the gesture (its values are not read, as UIKit's); an
        // ending step moves a value only for a recognizer that began and only when it carries
        // a new one (compared with the gesture's own measure: a value the host set is reported
        // on top of it); a recognizer still possible then fails (`transformEnded`).
        let ending = q.phase == .ended || q.phase == .cancelled
        if let p = g.pinch, p.isAlive, p.inputDriver == .transform {
            if q.phase == .began {
                p.transformStarted(at: q.location, q.timestamp)
            } else if !ending || (p.state.isActive && p.measured != q.scale) {
                p.transformTo(q.scale, at: q.location, q.timestamp)
            }
        }
        if let r = g.rotation, r.isAlive, r.inputDriver == .transform {
            if q.phase == .began {
                r.transformStarted(at: q.location, q.timestamp)
            } else if !ending || (r.state.isActive && r.measured != q.rotation) {
                r.transformTo(q.rotation, at: q.location, q.timestamp)
            }
        }
        if q.phase == .ended || q.phase == .cancelled { endTransform(cancelled: q.phase == .cancelled, at: q.timestamp) }
        settle()
        resetFinishedAndSettle()
    }

    private func endTransform(cancelled: Bool, at t: Double) {
        guard let g = pointer.transform else { return }
        pointer.transform = nil
        for r in [g.pinch as TwoFingerRecognizer?, g.rotation as TwoFingerRecognizer?] {
            guard let r, r.isAlive, r.inputDriver == .transform else { continue }
            r.transformEnded(t, cancelled: cancelled)
            release(r)
        }
    }
}

/// Coalesced and predicted points (P6), and the per-sample details of P2 and P5.
///
/// A sample may carry the points its touch passed through since its previous sample (a 240 Hz
/// digitizer behind a 60 Hz frame). Before the event is applied, each of the touch's
/// recognizers gets one `touchesMoved` per coalesced point, with the touch at that point and
/// that point's time: recognizers and their velocity fits see the full-rate stream, exactly as
/// if the points had been pushed one by one. Views get one delivery per event, as UIKit's, and
/// read the points through the touch (`coalesced`, UIKit's coalescedTouches(for:)): the host's
/// points, then the sample itself. Predicted points are stored for the host to read and change
/// nothing. Timers due between two coalesced points fire before the event, as for any sample.
/// One touch's coalesced points in the event being dispatched: where the merge is in them, and
/// the touch as it stood before the event (put back once every point was fed).
struct CoalescedCursor {
    var touch: Unmanaged<Touch>
    var start: Int32, count: Int32, next: Int32
    var location: Point, previousLocation: Point
    var timestamp: Double
    var phase: Phase
    var changedInEvent: Bool
}

extension Scene {
    /// Runs the recognizers over the coalesced points of every sample of the event, all
    /// touches' points merged in time order (points of several touches at one time together,
    /// as one event), each touch moved to its point as it is fed — so that a two-finger
    /// recognizer reads both fingers where they were at that time, and its velocity fit sees
    /// times that never go back — then puts every touch back where it was before the event
    /// (the samples themselves are applied next, as usual).
    func feedCoalescedPoints() {
        Unmanaged.passUnretained(touchState.coalescedCursors)._withUnsafeGuaranteedRef { cursors in
            cursors.count = 0
            defer { cursors.count = 0 }
            var g = 0
            while let s = eventSample(g) {
                g += 1
                guard s.coalescedCount > 0, s.phase != .began, let i = liveTouchIndex(id: s.id) else { continue }
                // Uncounted: touches are pooled by the scene.
                let ref = Unmanaged.passUnretained(touchState.liveTouches[i])
                var k = 0
                while k < cursors.count && cursors[k].touch.toOpaque() != ref.toOpaque() { k += 1 }
                guard k == cursors.count else { continue }   // one sample per touch and event
                ref._withUnsafeGuaranteedRef { t in
                    cursors.push(CoalescedCursor(touch: ref, start: Int32(s.pointStart), count: Int32(s.coalescedCount),
                                                 next: 0, location: t.location, previousLocation: t.previousLocation,
                                                 timestamp: t.timestamp, phase: t.phase, changedInEvent: t.changedInEvent))
                }
            }
            while true {
                // The earliest next point of all touches; every touch with a point at that
                // very time moves with it, as samples of one time make one event (E2).
                var best = Double.infinity
                var any = false
                var k = 0
                while k < cursors.count {
                    let c = cursors[k]
                    if c.next < c.count {
                        let time = input.points[Int(c.start + c.next)].timestamp
                        if !any || time < best { best = time; any = true }
                    }
                    k += 1
                }
                guard any else { break }
                feedPointGroup(cursors, at: best)
            }
            var k = 0
            while k < cursors.count {
                let c = cursors[k]
                c.touch._withUnsafeGuaranteedRef { t in
                    guard t.isLive else { return }
                    t.location = c.location; t.previousLocation = c.previousLocation
                    t.timestamp = c.timestamp; t.phase = c.phase; t.changedInEvent = c.changedInEvent
                }
                k += 1
            }
        }
    }

    /// The coalesced points at `time` (the next of each touch that has one then): each touch
    /// moves to its point, then each of their recognizers gets one moved with its touches of
    /// the group. The recognizers are fed from a snapshot (the event's recognizer list, empty
    /// until the feed that follows: ArbiterState), as a separate sample's feed is: one that
    /// fails or excludes another drops out of a touch's own list, which would skip the next.
    /// Uncounted: touches are pooled; a recognizer destroyed meanwhile is retired
    /// (Retirement.swift); the lists are the scene's.
    private func feedPointGroup(_ cursors: RawStack<CoalescedCursor>, at time: Double) {
        arbiter.updateStep &+= 1   // G2: each group is an update of its own (as pushed one by one)
        withDeliveryStack { stack in
            let mark = stack.count
            defer { stack.count = mark }
            var k = 0
            while k < cursors.count {
                let c = cursors[k]
                k += 1
                guard c.next < c.count else { continue }
                let p = input.points[Int(c.start + c.next)]
                guard p.timestamp == time else { continue }
                cursors.base[k - 1].next += 1
                c.touch._withUnsafeGuaranteedRef { touch in
                    guard touch.isLive else { cursors.base[k - 1].next = c.count; return }
                    touch.previousLocation = touch.location
                    touch.location = p.location
                    if !touch.leftTapRadius { noteTapTravel(touch) }
                    touch.timestamp = p.timestamp
                    touch.phase = .moved
                    touch.changedInEvent = true
                    stack.push(c.touch)
                }
            }
            let groupEnd = stack.count
            guard groupEnd > mark else { return }
            Unmanaged.passUnretained(arbiter.eventRecognizers)._withUnsafeGuaranteedRef { snapshot in
                defer { snapshot.count = 0 }
                if groupEnd == mark + 1 {
                    // One touch (the common case: one finger, or fingers at different times):
                    // its recognizers, each handed that touch.
                    stack[mark]._withUnsafeGuaranteedRef { touch in touch.forEachRecognizer { snapshot.push(.passUnretained($0)) } }
                    let list = TouchList(stack, start: mark, count: 1)
                    var i = 0
                    while i < snapshot.count {
                        snapshot[i]._withUnsafeGuaranteedRef { r in
                            if r.takesSamples { handTouches(to: r) { $0.touchesMoved(list, time) } }
                        }
                        i += 1
                    }
                    return
                }
                var g = mark
                while g < groupEnd {
                    stack[g]._withUnsafeGuaranteedRef { touch in
                        touch.forEachRecognizer { r in
                            var j = 0
                            while j < snapshot.count && snapshot[j].toOpaque() != Unmanaged.passUnretained(r).toOpaque() { j += 1 }
                            if j == snapshot.count { snapshot.push(.passUnretained(r)) }
                        }
                    }
                    g += 1
                }
                var i = 0
                while i < snapshot.count {
                    snapshot[i]._withUnsafeGuaranteedRef { r in
                        guard r.takesSamples else { return }
                        // The group's touches this recognizer tracks, as its list.
                        let listStart = stack.count
                        var g = mark
                        while g < groupEnd {
                            let t = stack[g]
                            if t._withUnsafeGuaranteedRef({ $0.isLive && $0.tracks(r) }) { stack.push(t) }
                            g += 1
                        }
                        defer { stack.count = listStart }
                        guard stack.count > listStart else { return }
                        let list = TouchList(stack, start: listStart, count: stack.count - listStart)
                        handTouches(to: r) { $0.touchesMoved(list, time) }
                    }
                    i += 1
                }
            }
        }
    }

    /// Buttons, angles, estimated properties, coalesced and predicted points of the sample just
    /// applied to `touch` (its type and maximum force already set); feeds the touch's own
    /// velocity fit (`Touch.predict`). The points read as the touch does: their force at most
    /// the maximum (T1), their azimuth a stylus's only (P5). Predicted points of an ended or
    /// cancelled sample, or of an indirect touch or pointer, are not kept: the touch reports
    /// none then (P6).
    func applySampleDetails(_ s: QueuedSample, to touch: Touch) {
        let stylus = touch.type == .stylus
        let maxForce = touch.maximumPossibleForce
        touch.buttons = s.buttons
        touch.altitude = s.altitude
        touch.azimuth = stylus ? s.azimuth : 0
        touch.estimatedProperties = s.properties
        touch.expectingUpdates = s.expectingUpdates
        touch.estimationUpdateIndex = s.updateIndex
        if s.phase == .began {
            touch.history.reset()
            // A touch from the pool may still hold its previous life's points. A touch of a
            // later phase was live when this event began, which emptied its lists
            // (`dispatchTouchEvent`), and has no other sample in the event.
            if !touch.hostCoalesced.isEmpty { touch.hostCoalesced.clearKeepingCapacity() }
            if !touch.hostPredicted.isEmpty { touch.hostPredicted.clearKeepingCapacity() }
        }
        let start = Int(s.pointStart)
        // The loops are skipped when the sample has no points (most samples): no range is built.
        if s.coalescedCount > 0 {
            for k in 0..<Int(s.coalescedCount) {
                var p = input.points[start + k]
                p.force = Touch.reportedForce(p.force, max: maxForce)
                if !stylus { p.azimuth = 0 }
                touch.hostCoalesced.append(p)
                touch.history.add(time: p.timestamp, x: p.location.x, y: p.location.y)
            }
        }
        touch.history.add(time: s.timestamp, x: s.location.x, y: s.location.y)
        if s.predictedCount > 0 && s.phase != .ended && s.phase != .cancelled
            && touch.type != .indirect && touch.type != .indirectPointer {
            let predictedStart = start + Int(s.coalescedCount)
            for k in 0..<Int(s.predictedCount) {
                var p = input.points[predictedStart + k]
                p.force = Touch.reportedForce(p.force, max: maxForce)
                if !stylus { p.azimuth = 0 }
                touch.hostPredicted.append(p)
            }
        }
        if s.expectingUpdates != 0 { rememberExpectedUpdates(touch) }
    }
}

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
extension Scene {
    /// Runs the touch's recognizers over each coalesced point of `s`, then puts the touch back
    /// where it was before the event (the sample itself is applied next, as usual).
    func feedCoalesced(_ s: QueuedSample) {
        guard let i = liveTouchIndex(id: s.id) else { return }
        // Uncounted: touches are pooled by the scene.
        Unmanaged.passUnretained(touchState.liveTouches[i])._withUnsafeGuaranteedRef { feedCoalesced(s, $0) }
    }

    private func feedCoalesced(_ s: QueuedSample, _ touch: Touch) {
        guard touch.isLive else { return }
        let savedLocation = touch.location, savedPrevious = touch.previousLocation
        let savedTime = touch.timestamp, savedPhase = touch.phase, savedChanged = touch.changedInEvent
        let start = Int(s.pointStart)
        for k in 0..<Int(s.coalescedCount) {
            let p = input.points[start + k]
            touch.previousLocation = touch.location
            touch.location = p.location
            if !touch.leftTapRadius { noteTapTravel(touch) }
            touch.timestamp = p.timestamp
            touch.phase = .moved
            touch.changedInEvent = true
            // Each recognizer is handed this one touch, as a list on the delivery stack.
            withDeliveryStack { stack in
                let mark = stack.count
                stack.push(.passUnretained(touch))
                defer { stack.count = mark }
                let list = TouchList(stack, start: mark, count: 1)
                // The touch's recognizers as they are at this point, fed from a snapshot (the
                // event's recognizer list, empty until the feed that follows: ArbiterState),
                // as a separate sample's feed is: one that fails or excludes another drops out
                // of the touch's own list, which would skip the one after it. Uncounted: a
                // recognizer destroyed meanwhile is retired (Retirement.swift).
                // The list itself uncounted too (the scene holds it), as `feedRecognizers` reads it.
                Unmanaged.passUnretained(arbiter.eventRecognizers)._withUnsafeGuaranteedRef { snapshot in
                    touch.forEachRecognizer { snapshot.push(.passUnretained($0)) }
                    defer { snapshot.count = 0 }
                    var i = 0
                    while i < snapshot.count {
                        snapshot[i]._withUnsafeGuaranteedRef { r in
                            if r.takesSamples { r.touchesMoved(list, p.timestamp) }
                        }
                        i += 1
                    }
                }
            }
            guard touch.isLive else { return }
        }
        touch.location = savedLocation; touch.previousLocation = savedPrevious
        touch.timestamp = savedTime; touch.phase = savedPhase; touch.changedInEvent = savedChanged
    }

    /// Buttons, angles, estimated properties, coalesced and predicted points of the sample just
    /// applied to `touch`; feeds the touch's own velocity fit (`Touch.predict`).
    func applySampleDetails(_ s: QueuedSample, to touch: Touch) {
        touch.buttons = s.buttons
        touch.altitude = s.altitude
        touch.azimuth = s.azimuth
        touch.estimatedProperties = s.properties
        touch.expectingUpdates = s.expectingUpdates
        touch.estimationUpdateIndex = s.updateIndex
        if s.phase == .began { touch.history.reset() }
        if !touch.hostCoalesced.isEmpty { touch.hostCoalesced.clearKeepingCapacity() }
        if !touch.predicted.isEmpty { touch.predicted.clearKeepingCapacity() }
        let start = Int(s.pointStart)
        for k in 0..<Int(s.coalescedCount) {
            let p = input.points[start + k]
            touch.hostCoalesced.append(p)
            touch.history.add(time: p.timestamp, x: p.location.x, y: p.location.y)
        }
        touch.history.add(time: s.timestamp, x: s.location.x, y: s.location.y)
        let predictedStart = start + Int(s.coalescedCount)
        for k in 0..<Int(s.predictedCount) { touch.predicted.append(input.points[predictedStart + k]) }
        if s.expectingUpdates != 0 { rememberExpectedUpdates(touch) }
    }
}

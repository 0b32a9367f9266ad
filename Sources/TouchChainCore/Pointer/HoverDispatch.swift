/// Hover (P3): each hover sample is hit-tested (H1–H6, the trace observer told); the hovered
/// views are the hit view and its ancestors up to the window. Per sample, in this order:
///   1. views that left the set get `ended` (deepest first), their hover recognizers tracking
///      this hover end;
///   2. views that entered get `began` (outermost first), and each enabled hover recognizer on
///      them that allows the hover's type, tracks no other hover and whose delegate lets it
///      receive the hover (should-receive-event, G6) begins;
///   3. views that stayed get `moved` when the location, z-offset, altitude or azimuth changed;
///      their recognizers tracking this hover change at every sample; and when the sample
///      collects recognizers anew (`recollects`), their idle ones begin as at an entry.
/// An ended or cancelled hover leaves every view (`ended`, or `cancelled` for a cancel).
/// Hover and touches are independent streams: a pointer that presses keeps its hover.

/// A hover delivery to one view (P3).
public struct HoverEvent {
    public var phase: Phase
    public var id: Int64
    /// In the window's coordinates.
    public var location: Point
    public var timestamp: Double
    public var type: TouchType
    public var altitude: Double
    public var azimuth: Double
    public var zOffset: Double
    /// The sample's hit-test view (nil when nothing was hit, or for a leaving hover).
    public var hitView: View?
}

extension Scene {
    /// The live hovers' ids and the views each is over (outermost first), for hosts and tests.
    public func hoveredViews(id: Int64) -> [View]? {
        pointer.hovers.first(where: { $0.id == id })?.views
    }

    func dispatchHover(_ q: QueuedSample) {
        let index = pointer.hovers.firstIndex(where: { $0.id == q.id })
        var track: HoverTrack
        if q.phase == .began {
            guard index == nil else { return }
            let window = self.window(of: q)
            track = HoverTrack(id: q.id, type: q.type, window: window, location: q.location,
                               altitude: q.altitude, azimuth: q.azimuth, zOffset: q.zOffset, views: [])
        } else {
            guard let index else { return }
            track = pointer.hovers[index]
        }
        // For the views' callbacks, a move is a change of anything the hover reports, not only
        // its location: a pencil rising, tilting or turning in place is a move; a sample that
        // changes nothing is not. (The recognizers change at every in-range sample: step 3.)
        let moved = track.location != q.location || track.zOffset != q.zOffset
            || track.altitude != q.altitude || track.azimuth != q.azimuth || q.phase == .began
        track.location = q.location
        track.altitude = q.altitude; track.azimuth = q.azimuth; track.zOffset = q.zOffset

        // The new set: nothing when the hover ends; else the hit view and its ancestors.
        pointer.chainScratch.clearKeepingCapacity()
        var hit: View? = nil
        if q.phase == .began || q.phase == .moved, let w = track.window, w.isAlive {
            hit = (try? hitTest(w, q.location)) ?? nil
            var v = hit
            while let cur = v, cur.isAlive { pointer.chainScratch.append(cur); v = cur.superview }
            pointer.chainScratch.reverse()
        }
        // The track takes the new set and the scratch keeps the old one: swapping the buffers
        // copies neither (assigning would share the scratch's buffer, and the next sample's
        // clearing would then copy it).
        swap(&track.views, &pointer.chainScratch)
        let old = pointer.chainScratch
        if q.phase == .began { pointer.hovers.append(track) } else if let index { pointer.hovers[index] = track }

        func event(_ phase: Phase) -> HoverEvent {
            HoverEvent(phase: phase, id: track.id, location: track.location, timestamp: q.timestamp,
                       type: track.type, altitude: track.altitude, azimuth: track.azimuth,
                       zOffset: track.zOffset, hitView: phase == .ended || phase == .cancelled ? nil : hit)
        }
        let leave: Phase = q.phase == .cancelled ? .cancelled : .ended
        // P3: whether this sample collects the hover's recognizers anew, as UIKit's
        // `-[_UIHoverTouchDeliveryTable updateForEvent:forcingHitTest:]` does (iOS 18.2): when
        // the hit view changed, when a hover recognizer was attached in its window since the
        // last sample (`_updateContainer:` sets the hover event's `setNeedsHitTestResetForWindow:`),
        // or when no recognizer is beginning or following this hover. Collected anew, an idle
        // recognizer of a view it stays over begins too: one its should-begin refused at the
        // entry is asked again at the next move, one attached or enabled meanwhile begins.
        let recollects = q.phase == .moved
            && (old.last !== track.views.last || track.recollect || !hoverIsFollowed(track.id))
        if track.recollect, let i = pointer.hovers.firstIndex(where: { $0.id == q.id }) {
            pointer.hovers[i].recollect = false
        }
        // 1. exits, deepest first.
        for v in old.reversed() where v.isAlive && !track.views.contains(where: { $0 === v }) {
            tellHover(v, event(leave))
            driveHoverRecognizers(on: v, track, leave)
        }
        // 2. entries, outermost first.
        for v in track.views where v.isAlive && !old.contains(where: { $0 === v }) {
            tellHover(v, event(.began))
            driveHoverRecognizers(on: v, track, .began)
        }
        // 3. moves: the views' callbacks when something changed; their hover recognizers at
        // every in-range sample (UIHoverGestureRecognizer's _hoverMoved: sets changed with no
        // condition).
        if q.phase == .moved {
            for v in track.views where v.isAlive && old.contains(where: { $0 === v }) {
                if moved { tellHover(v, event(.moved)) }
                driveHoverRecognizers(on: v, track, .moved, recollects: recollects)
            }
        }
        if q.phase == .ended || q.phase == .cancelled {
            pointer.hovers.removeAll { $0.id == q.id }
        }
        settle()
        resetFinishedAndSettle()
    }

    private func tellHover(_ v: View, _ e: HoverEvent) {
        guard let h = v.hoverHandler else { return }
        rules.callbackDepth += 1
        h(.view(v), e)
        rules.callbackDepth -= 1
    }

    /// Whether a hover recognizer is beginning (waiting on a required failure, G6) or
    /// following the hover `id`.
    private func hoverIsFollowed(_ id: Int64) -> Bool {
        arbiter.engaged.contains { $0.isAlive && $0.asHover?.hoverID == id }
    }

    /// P3: `h` begins following this hover, if it is idle, enabled, allows the hover's type
    /// and its delegate's should-receive-event lets the hover through (G6; UIKit's
    /// `_shouldReceiveTouch:forEvent:recognizerView:` asks it for a hover event each time,
    /// without keeping the answer). Should-receive-touch is not asked: a hover is no touch
    /// here (no `tc_touch` to hand it), where UIKit's hover is one.
    private func beginHover(_ h: HoverRecognizer, on v: View, _ track: HoverTrack) {
        guard h.isEnabled, h.state == .possible, h.hoverID == nil,
              h.params.allowedTouchTypes & track.type.bit != 0 else { return }
        guard receives(h, .hover) else { return }
        // The question was host code: the recognizer may have been destroyed, disabled,
        // detached, moved to another view or given another hover meanwhile, or its view
        // destroyed or taken out of its window (G6: then it does not begin).
        guard stillTakesInput(h, on: v), h.state == .possible, h.hoverID == nil else { return }
        h.hoverID = track.id
        h.update(track)
        if !arbiter.engaged.contains(where: { $0 === h }) { arbiter.engaged.append(h) }
        h.transition(.began)
    }

    /// The hover recognizers of `v` for this hover: begin on entry, change on moves (and begin
    /// there too when the sample `recollects`), end on exit.
    private func driveHoverRecognizers(on v: View, _ track: HoverTrack, _ phase: Phase, recollects: Bool = false) {
        // Read once: the list lives in the view's extras (a computed read each time).
        let recognizers = v.gestureRecognizers
        var i = 0
        while i < recognizers.count {
            let r = recognizers[i]
            i += 1
            guard let h = r.asHover, h.isAlive else { continue }
            switch phase {
            case .began:
                beginHover(h, on: v, track)
            case .moved:
                guard h.hoverID == track.id, h.state.isActive else {
                    if recollects, h.view === v { beginHover(h, on: v, track) }
                    continue
                }
                h.update(track)
                h.transition(.changed)
            default:
                guard h.hoverID == track.id else { continue }
                h.update(track)
                h.hoverID = nil
                if h.state.isActive { h.transition(phase == .cancelled ? .cancelled : .ended) }
            }
        }
    }
}

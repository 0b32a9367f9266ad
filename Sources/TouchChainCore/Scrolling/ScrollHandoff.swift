/// Nested scrolling's handoff (S9), the opt-in that UIKit lacks (Android's nested scrolling,
/// CSS `overscroll-behavior: auto` scroll chaining): a scroll view whose parameters say
/// `nestedScrolling = .handoff` passes the part of a drag that would take it past an edge to
/// the nearest enclosing scroll view that can scroll along that axis (S6's test), and a fling
/// that reaches the edge while decelerating passes its remaining velocity on.
///
/// Invariants: the inner view's setting decides (the outer view's own setting plays no part,
/// and the handoff goes one level: the outer view then behaves as S4 says — rubber band,
/// clamped projection); the inner view consumes a drag increment first (Android's default:
/// the child scrolls before its parent), so a drag that turns back moves the inner view
/// again before the outer one; an outer view dragged by a handoff (`drag.byHandoff`) sends
/// its own will_begin_dragging … did_end_dragging and ends with the inner view's release,
/// taking the release velocity along the axes where the inner view sits at the edge it
/// was pushed against (and can still scroll); the inner drag names that view by handle
/// (`Drag.outerX`, `outerY`: `ViewHandle`s), so its end reaches it whatever the host changed meanwhile (what it
/// can scroll, the tree); an outer view busy with a drag of its own pan takes nothing; nothing
/// here allocates (the walk up the tree retains, never copies).
extension Scene {
    /// S9: the nearest enclosing scroll view that can scroll along x (or y), or nil when
    /// there is none or it is being dragged by its own pan.
    func handoffTarget(_ v: View, alongX: Bool) -> (View, Scroller)? {
        var a = v.superview
        while let av = a {
            if let os = av.scroll {
                let can = os.parameters.canScroll(bounds: av.bounds.size)
                if alongX ? can.x : can.y {
                    if os.drag.isDragging && !os.drag.byHandoff { return nil }
                    return (av, os)
                }
            }
            a = av.superview
        }
        return nil
    }

    /// One increment along an axis: (the new unresisted offset, the part past the edge that
    /// a handoff takes). Only a move toward an edge spills; a view already past the edge
    /// (a drag that began in overscroll) spills the whole increment.
    private func split(_ raw: Double, _ delta: Double, _ lo: Double, _ hi: Double) -> (raw: Double, spill: Double) {
        let next = raw + delta
        if delta > 0, next > hi { let e = min(delta, next - hi); return (next - e, e) }
        if delta < 0, next < lo { let e = max(delta, next - lo); return (next - e, e) }
        return (next, 0)
    }

    /// One axis of a handoff drag sample: (the new unresisted offset, the part past the edge
    /// the outer view takes, that outer view). Past the edge the travel spills to the
    /// enclosing view that scrolls along the axis; with none, a view that does not bounce
    /// drops it (S4), one that bounces keeps it (rubber band).
    private func handoffAxis(_ v: View, alongX: Bool, raw: Double, delta: Double, lo: Double, hi: Double,
                             bounces: Bool) -> (raw: Double, spill: Double, outer: (View, Scroller)?) {
        let next = raw + delta
        guard next < lo || next > hi else { return (next, 0, nil) }
        if let outer = handoffTarget(v, alongX: alongX) {
            let (kept, spill) = split(raw, delta, lo, hi)
            return (kept, spill, spill != 0 ? outer : nil)
        }
        return (bounces ? next : clamp(next, lo, hi), 0, nil)
    }

    /// S9: a drag sample of a handoff scroll view.
    func continueHandoffDrag(_ v: View, _ s: Scroller, translation: Point) {
        followHostOffset(v, s)
        let p = s.parameters
        let size = v.bounds.size
        let (lo, hi) = p.offsetRange(bounds: size)
        let d = s.drag
        let delta = Point(-(translation.x - d.lastTranslation.x), -(translation.y - d.lastTranslation.y))
        s.drag.lastTranslation = translation
        var o = v.bounds.origin
        var spill = Point.zero
        var outerX: (View, Scroller)?, outerY: (View, Scroller)?
        if d.axisX {
            let raw: Double
            (raw, spill.x, outerX) = handoffAxis(v, alongX: true, raw: d.raw.x, delta: delta.x,
                                                 lo: lo.x, hi: hi.x, bounces: p.bouncesHorizontally)
            s.drag.raw.x = raw
            o.x = shown(raw, d.rest.x, lo: lo.x, hi: hi.x, dimension: size.width, bounces: p.bouncesHorizontally) ?? o.x
        }
        if d.axisY {
            let raw: Double
            (raw, spill.y, outerY) = handoffAxis(v, alongX: false, raw: d.raw.y, delta: delta.y,
                                                 lo: lo.y, hi: hi.y, bounces: p.bouncesVertically)
            s.drag.raw.y = raw
            o.y = shown(raw, d.rest.y, lo: lo.y, hi: hi.y, dimension: size.height, bounces: p.bouncesVertically) ?? o.y
        }
        s.drag.lastOffset = o
        moveContent(v, s, to: o)
        guard v.isAlive, s.drag.isDragging else { return }
        if let (ov, os) = outerX {
            noteHandoff(s, to: ov, alongX: true)
            guard v.isAlive, s.drag.isDragging else { return }
            dragByHandoff(ov, os, by: Point(spill.x, 0))
        }
        if let (ov, os) = outerY {
            guard v.isAlive, s.drag.isDragging else { return }
            noteHandoff(s, to: ov, alongX: false)
            guard v.isAlive, s.drag.isDragging else { return }
            dragByHandoff(ov, os, by: Point(0, spill.y))
        }
    }

    /// S9: records the enclosing view this drag hands off to along x (or y), by handle, so
    /// that its release ends that view's drag whatever the host changed meanwhile. A drag that
    /// handed off to another view along this axis before (the host made that one unable to
    /// scroll it, or moved the views) ends that view's drag now, as a release with no velocity
    /// (S4: springing back if it is past an edge), unless it still takes the other axis.
    /// Per sample, only two integers are compared.
    private func noteHandoff(_ s: Scroller, to ov: View, alongX: Bool) {
        let previous = alongX ? s.drag.outerX : s.drag.outerY
        let now = ViewHandle(ov)
        if previous == now { return }
        if alongX { s.drag.outerX = now } else { s.drag.outerY = now }
        guard !previous.isNone, previous != (alongX ? s.drag.outerY : s.drag.outerX) else { return }
        if let (old, os) = handedOffView(previous) { endOwnDrag(old, os, release: .none) }
    }

    /// The scroll view a handle names, if it is alive, still a scroll view and still dragged
    /// by a handoff (S9: the view a drag handed off to; none: no handoff).
    private func handedOffView(_ h: ViewHandle) -> (View, Scroller)? {
        guard let ov = liveView(h), let os = ov.scroll, os.drag.isDragging, os.drag.byHandoff else { return nil }
        return (ov, os)
    }

    /// S9: moves an outer scroll view by the part of an inner drag past the inner's edge; the
    /// first such move begins the outer view's drag (stopping its motion, S8's rule).
    private func dragByHandoff(_ ov: View, _ os: Scroller, by amount: Point) {
        guard ov.isAlive else { return }
        let p = os.parameters
        let size = ov.bounds.size
        let (lo, hi) = p.offsetRange(bounds: size)
        if !os.drag.isDragging {
            stopScrollMotion(ov, os)
            let o = ov.bounds.origin
            var d = Scroller.Drag()
            d.isDragging = true
            d.byHandoff = true
            (d.raw, d.rest) = rebase(o, p, size)
            d.startRaw = d.raw
            d.lastOffset = o
            d.axisX = false
            d.axisY = false
            os.drag = d
            tell(ov, os, .willBeginDragging)
            guard ov.isAlive, ov.scroll === os, os.drag.isDragging, os.drag.byHandoff else { return }
        }
        followHostOffset(ov, os)
        var o = ov.bounds.origin
        if amount.x != 0 {
            os.drag.axisX = true
            os.drag.raw.x += amount.x
            o.x = shown(os.drag.raw.x, os.drag.rest.x, lo: lo.x, hi: hi.x, dimension: size.width, bounces: p.bouncesHorizontally) ?? o.x
        }
        if amount.y != 0 {
            os.drag.axisY = true
            os.drag.raw.y += amount.y
            o.y = shown(os.drag.raw.y, os.drag.rest.y, lo: lo.y, hi: hi.y, dimension: size.height, bounces: p.bouncesVertically) ?? o.y
        }
        os.drag.lastOffset = o
        moveContent(ov, os, to: o)
    }

    /// S9: the release of a drag that handed part of itself off. Along an axis where the
    /// inner view sits at the edge the release pushes against, the outer view takes the
    /// velocity (the inner one cannot move that way); elsewhere the inner view keeps it (and
    /// its fling may hand off later). The inner view's delegate messages come first.
    func endHandoffDrag(_ v: View, _ s: Scroller, release: ScrollRelease) {
        let (lo, hi) = s.parameters.offsetRange(bounds: v.bounds.size)
        let o = v.bounds.origin
        let d = s.drag
        // The content moves against the finger: a finger moving −y pushes the content to +y.
        let f = release.finger
        let pushX = (d.axisX && ((-f.x > 0 && o.x >= hi.x) || (-f.x < 0 && o.x <= lo.x)))
        let pushY = (d.axisY && ((-f.y > 0 && o.y >= hi.y) || (-f.y < 0 && o.y <= lo.y)))
        // The views this drag handed off to, found by their handles: each one's drag ends here
        // whatever the host changed meanwhile (what it can scroll, the tree); the velocity goes
        // to one only along an axis it can still scroll.
        let outerX = handedOffView(d.outerX)
        var outerY = handedOffView(d.outerY)
        let giveX = pushX && outerX.map { $1.parameters.canScroll(bounds: $0.bounds.size).x } == true
        let giveY = pushY && outerY.map { $1.parameters.canScroll(bounds: $0.bounds.size).y } == true
        let inner = release.along(x: !giveX, y: !giveY)
        var outerVX = release.along(x: giveX, y: false), outerVY = release.along(x: false, y: giveY)
        if let (ox, _) = outerX, let (oy, _) = outerY, ox === oy {
            outerVX = release.along(x: giveX, y: giveY)   // one outer view along both axes: one release
            outerY = nil
        }
        s.drag.outerX = .none
        s.drag.outerY = .none
        endOwnDrag(v, s, release: inner)
        if let (ov, os) = outerX, ov.isAlive, ov.scroll === os, os.drag.isDragging, os.drag.byHandoff {
            endOwnDrag(ov, os, release: outerVX)
        }
        if let (ov, os) = outerY, ov.isAlive, ov.scroll === os, os.drag.isDragging, os.drag.byHandoff {
            endOwnDrag(ov, os, release: outerVY)
        }
    }

    /// S9: the axes of a fling that stopped at their edges during the last step hand their
    /// velocity at that moment (`ms` after the release at `startTime`) to the enclosing view.
    func handOffFling(from v: View, _ startTime: Double, x: (ms: Double, velocity: Double)?,
                      y: (ms: Double, velocity: Double)?, frame: MotionFrame) {
        if let c = x {
            flingByHandoff(from: v, alongX: true, velocity: c.velocity, at: startTime + c.ms / 1000, frame: frame)
        }
        if let c = y, v.isAlive {
            flingByHandoff(from: v, alongX: false, velocity: c.velocity, at: startTime + c.ms / 1000, frame: frame)
        }
    }

    /// S9: the outer view decelerates with velocity `u` (pt/ms) along one axis from time
    /// `t0` (the inner view's crossing, at most one frame ago): its own deceleration (S4), or
    /// its next page (S5).
    private func flingByHandoff(from v: View, alongX: Bool, velocity u: Double, at t0: Double, frame: MotionFrame) {
        guard u.isFinite, u != 0, t0.isFinite, let (ov, os) = handoffTarget(v, alongX: alongX), !os.drag.isDragging else { return }
        let p = os.parameters
        let size = ov.bounds.size
        let (lo, hi) = p.offsetRange(bounds: size)
        let o = ov.bounds.origin
        let vel = alongX ? Point(u, 0) : Point(0, u)
        var target = o
        if p.isPagingEnabled {
            if alongX { target.x = pageTarget(o.x, velocity: u, page: size.width, lo: lo.x, hi: hi.x) }
            else { target.y = pageTarget(o.y, velocity: u, page: size.height, lo: lo.y, hi: hi.y) }
            guard target != o else { return }
        }
        stopScrollMotion(ov, os)
        tellWillBeginDecelerating(ov, os)
        guard ov.isAlive, ov.scroll === os, !os.drag.isDragging, os.motion == nil else { return }
        let start = min(t0, input.now)
        os.motion = p.isPagingEnabled
            ? ScrollMotion(kind: .page(ScrollPageMotion(start: o, velocity: vel, target: target, width: size.width,
                                                        lo: lo, hi: hi, bounces: p.axisBounces)), startTime: start)
            : ScrollMotion.deceleration(start: o, velocity: vel, lo: lo, hi: hi, rate: p.decelerationRate,
                                        bounces: p.axisBounces, startTime: start)
        os.motionGeneration &+= 1
        os.interrupted = false   // S8: this motion takes over one a touch caught
        // Its first step now (the crossing was up to a frame ago), then on the same frames.
        os.frame = frame
        scrollMotionStep(ov, generation: os.motionGeneration)
    }
}

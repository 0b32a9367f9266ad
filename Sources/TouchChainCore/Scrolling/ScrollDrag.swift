/// S4: what a drag's release knows of the finger's velocity (window, pt/ms): the pan's
/// velocity at the drag's last update and at the one before (`Scroller.Drag.velocity`,
/// `previousVelocity`), and whether the pan read no velocity at all at the lift (the finger
/// stopped before it lifted). A cancelled drag's release (`none`) has no velocity.
///
/// A stopped release has no velocity at all, neither update's. UIKit's -_endPanNormal:
/// zeroes only the one it releases with: it pages with the last update's (S5) and, past an
/// edge, would blend 3/4 of the previous one back in; but a finger held still on a device goes
/// on reporting moves, each an update with next to no velocity, so both are about zero by the
/// lift. The engine's host need not report a finger at rest (T1), so the updates before the
/// lift may be the last moves before the stop.
struct ScrollRelease {
    var latest = Point.zero
    var previous = Point.zero
    var stopped = false

    static let none = ScrollRelease(latest: .zero, previous: .zero, stopped: true)

    /// The release along x and/or y only (S9: the part an enclosing view takes).
    func along(x: Bool, y: Bool) -> ScrollRelease {
        ScrollRelease(latest: Point(x ? latest.x : 0, y ? latest.y : 0),
                      previous: Point(x ? previous.x : 0, y ? previous.y : 0), stopped: stopped)
    }

    /// The finger's velocity the release goes on with, before the fling-speed test.
    var finger: Point { stopped ? .zero : ScrollRelease.blend(previous, latest) }

    /// S4: UIKit's low-pass (-_endPanNormal:): with a previous update's velocity, the release
    /// velocity is 3/4 of it and 1/4 of the last update's; without one, the last update's.
    static func blend(_ previous: Point, _ last: Point) -> Point {
        guard previous.x != 0 || previous.y != 0 else { return last }
        let w = Constants.scrollReleasePreviousWeight
        let x = w * previous.x + (1 - w) * last.x, y = w * previous.y + (1 - w) * last.y
        return Point(x.isFinite ? x : 0, y.isFinite ? y : 0)
    }
}

/// The scroll view's motion rules (S4, S5, S7): a drag moves the content 1:1 from the travel
/// within the slop (the travel beyond it taken at once as the pan begins; rubber-banded
/// past the edges), a release projects an end offset and decelerates (or pages, or springs
/// back) on the host clock, and every step is told to the host in UIKit's order.
///
/// Invariants: the offset changes only through `moveContent` (which tells did_scroll when it
/// changed); a motion runs only while no drag does (`beginDrag` and every host change stop it);
/// motion steps are host-clock timers (E4) — no wall clock, so a replay is deterministic;
/// nothing on the per-sample path (continueDrag) allocates: the event info is a stack value.
/// The scroll view's axes are taken to be its window's (a rotated or scaled scroll view
/// scrolls by the window-space travel).
extension Scene {
    // MARK: the offset and the host

    /// Sets the bounds origin (the content offset) and tells did_scroll when it changed.
    func moveContent(_ v: View, _ s: Scroller, to p: Point) {
        guard v.isAlive, p != v.bounds.origin else { return }
        v.bounds.origin = p
        v.refreshHitCache()
        var info = ScrollEventInfo(event: .didScroll, offset: p)
        tell(v, s, &info)
    }

    /// One delegate message, as host code (E5). S7: messages nest at most
    /// `Constants.maxScrollEventDepth` deep (a did_scroll handler that moves the content again
    /// would recurse for ever): a deeper did_scroll is not sent — the change that caused it
    /// stands, as if the host's handler had done nothing. The drag's and the deceleration's
    /// begin and end messages are always sent: each changes the scroll view's state, so they
    /// cannot recur without end, and a host that heard a drag begin must hear it end.
    func tell(_ v: View, _ s: Scroller, _ info: inout ScrollEventInfo) {
        guard v.isAlive else { return }
        // The host's C function, read first and alone: plain values, copied without a count.
        let host = s.hooks.hostEvent
        if s.hooks.onEvent == nil && host == nil { return }
        // The top-level message is depth 1; up to maxScrollEventDepth messages may nest inside it.
        guard rules.scrollEventDepth <= Constants.maxScrollEventDepth || info.event != .didScroll else { return }
        rules.callbackDepth += 1
        rules.scrollEventDepth += 1
        defer { rules.scrollEventDepth -= 1; rules.callbackDepth -= 1; releaseRetired() }
        if let on = s.hooks.onEvent {
            on(v, &info)
            // The closure may have destroyed the view or replaced the hooks: the host function
            // is then the one installed now, if any, and only for a live view.
            if v.isAlive, let now = s.hooks.hostEvent { now.call(v, &info) }
            return
        }
        if let host { host.call(v, &info) }
    }

    func tell(_ v: View, _ s: Scroller, _ event: ScrollEvent) {
        var info = ScrollEventInfo(event: event, offset: v.bounds.origin)
        tell(v, s, &info)
    }

    // MARK: dragging (S4, S6)

    /// `reference`: the translation the content's travel is measured from, so that the content
    /// shows the start offset less (translation − reference). S4: a finger's pan passes the
    /// travel within the slop as it begins (ScrollPan.swift `dragFrom`), so the content takes
    /// the rest of the began sample's travel at once, as UIKit's, whose pan takes only its
    /// hysteresis off the translation; scroll input (P4) passes zero, its translation having
    /// had the slop taken off already. Default: the translation now (no jump: a drag begun
    /// at a catch, or after its pan began).
    func beginDrag(_ v: View, _ s: Scroller, translation: Point, from reference: Point? = nil) {
        stopScrollMotion(v, s)
        s.keepsDragging = false   // S7: this drag's own bit from now on
        s.tracking = true         // S1: also a drag of scroll input (P4), to its end
        let p = s.parameters
        let size = v.bounds.size
        let (ax, ay) = dragAxes(p, size, translation: translation)
        let o = v.bounds.origin
        let (raw, rest) = rebase(o, p, size)
        s.drag = Scroller.Drag(isDragging: true, startRaw: raw,
                               translationAtBegin: reference ?? translation, axisX: ax, axisY: ay)
        s.drag.rest = rest
        s.drag.raw = s.drag.startRaw
        s.drag.lastTranslation = reference ?? translation
        s.drag.lastOffset = o
        tell(v, s, .willBeginDragging)
    }

    /// The axes a drag that begins with `translation` moves (S6: those the view can scroll;
    /// S4: within 20° of an axis the drag keeps to it, a diagonal start is not locked).
    func dragAxes(_ p: ScrollParameters, _ size: Size, translation: Point) -> (x: Bool, y: Bool) {
        let can = p.canScroll(bounds: size)
        var ax = can.x, ay = can.y
        if p.isDirectionalLockEnabled {
            let tanLock = Constants.scrollDirectionalLockAngleTangent
            let tx = abs(translation.x), ty = abs(translation.y)
            if ty <= tx * tanLock { ay = false } else if tx <= ty * tanLock { ax = false }
        }
        return (ax, ay)
    }

    /// S8: a drag begun by a catch (at the touch-down, with no travel) starts following the
    /// finger once its travel passed the slop: its axes are those of this travel (the
    /// directional lock, S4) and the content's travel is measured from `reference` (default:
    /// `translation`, no jump). The caught pan passes what a drag begun by a move measures
    /// from (`beginDrag`: the travel within the slop; scroll input, P4, zero), or, for content
    /// held past an edge, the translation now (ScrollPan.swift `caughtReference`).
    func followFingerFromHere(_ v: View, _ s: Scroller, translation: Point, from reference: Point? = nil) {
        let (ax, ay) = dragAxes(s.parameters, v.bounds.size, translation: translation)
        s.drag.axisX = ax
        s.drag.axisY = ay
        s.drag.translationAtBegin = reference ?? translation
        s.drag.lastTranslation = reference ?? translation
    }

    /// S4: an offset the host set during the drag (from its did-scroll callback or between
    /// samples: UIKit's recentring of an endless scroll view) is where the content goes on
    /// following the finger from; the drag does not undo it. Re-bases the drag there: the raw
    /// offset is the new offset's (unresisted past an edge, as at the drag's start), the
    /// finger's travel counts from the last translation applied, and a paging drag's start
    /// moves by as much as the host moved the content. Nothing changes when the host did not
    /// move it (the arithmetic of a plain drag stays bit for bit the same).
    @inline(never)
    func followHostOffset(_ v: View, _ s: Scroller) {
        let now = v.bounds.origin
        let was = s.drag.lastOffset
        guard now != was else { return }
        let (raw, rest) = rebase(now, s.parameters, v.bounds.size)
        s.drag.startRaw = raw
        s.drag.raw = raw
        s.drag.rest = rest
        s.drag.translationAtBegin = s.drag.lastTranslation
        s.drag.lastOffset = now
    }

    /// S1, S4: the content size changed under a drag. iOS 18.2's -setContentSize:, while the
    /// view tracks, re-bases the drag along each axis whose size changed when the offset is
    /// past the end the view had and within the new range (`_startOffsetX/Y` = the offset +
    /// the pan's translation, before -_adjustContentOffsetIfNecessary): content that grew
    /// under a finger rubber-banding past the end goes on following it 1:1 from where it is,
    /// instead of jumping to the unresisted offset. Nothing changes otherwise (content that
    /// shrank, an offset still past the new end or before the start: the next move
    /// rubber-bands against the new range, as UIKit's). Called with the new parameters in
    /// place and `old` the ones before; no host code runs.
    func rebaseDragPastGrownEnd(_ v: View, _ s: Scroller, from old: ScrollParameters) {
        guard s.drag.isDragging else { return }
        let size = v.bounds.size
        let o = v.bounds.origin
        let was = old.offsetRange(bounds: size).max
        let now = s.parameters.offsetRange(bounds: size).max
        if s.parameters.contentSize.width != old.contentSize.width, o.x > was.x, o.x <= now.x {
            s.drag.raw.x = o.x
            s.drag.rest.x = 0
            s.drag.startRaw.x = o.x + (s.drag.lastTranslation.x - s.drag.translationAtBegin.x)
        }
        if s.parameters.contentSize.height != old.contentSize.height, o.y > was.y, o.y <= now.y {
            s.drag.raw.y = o.y
            s.drag.rest.y = 0
            s.drag.startRaw.y = o.y + (s.drag.lastTranslation.y - s.drag.translationAtBegin.y)
        }
    }

    /// `RubberBand.rebase` on both axes of a scroll view's offset.
    func rebase(_ o: Point, _ p: ScrollParameters, _ size: Size) -> (raw: Point, rest: Point) {
        let (lo, hi) = p.offsetRange(bounds: size)
        let x = RubberBand.rebase(o.x, lo: lo.x, hi: hi.x, dimension: size.width, bounces: p.bouncesHorizontally)
        let y = RubberBand.rebase(o.y, lo: lo.y, hi: hi.y, dimension: size.height, bounces: p.bouncesVertically)
        return (Point(x.raw, y.raw), Point(x.rest, y.rest))
    }

    /// The offset shown for a raw offset along one axis: resisted, plus the drag's rest; nil
    /// when that is not finite (extreme geometry: a drag never shows such an offset, the
    /// content stays where it is on that axis).
    @inline(__always)
    func shown(_ raw: Double, _ rest: Double, lo: Double, hi: Double, dimension: Double, bounces: Bool) -> Double? {
        let o = RubberBand.resist(raw, lo: lo, hi: hi, dimension: dimension, bounces: bounces)
        let r = rest == 0 ? o : o + rest
        return r.isFinite ? r : nil
    }

    func continueDrag(_ v: View, _ s: Scroller, translation: Point) {
        if s.parameters.nestedScrolling == .handoff {
            continueHandoffDrag(v, s, translation: translation)   // S9 (ScrollHandoff.swift)
            return
        }
        var o = v.bounds.origin
        if o != s.drag.lastOffset { followHostOffset(v, s) }
        let p = s.parameters
        let size = v.bounds.size
        let (lo, hi) = p.offsetRange(bounds: size)
        // Field by field: the drag's state is too large a value to copy out whole per sample.
        if s.drag.axisX {
            let raw = s.drag.startRaw.x - (translation.x - s.drag.translationAtBegin.x)
            o.x = shown(raw, s.drag.rest.x, lo: lo.x, hi: hi.x, dimension: size.width, bounces: p.bouncesHorizontally) ?? o.x
            s.drag.raw.x = raw
        }
        if s.drag.axisY {
            let raw = s.drag.startRaw.y - (translation.y - s.drag.translationAtBegin.y)
            o.y = shown(raw, s.drag.rest.y, lo: lo.y, hi: hi.y, dimension: size.height, bounces: p.bouncesVertically) ?? o.y
            s.drag.raw.y = raw
        }
        s.drag.lastTranslation = translation
        s.drag.lastOffset = o
        moveContent(v, s, to: o)
    }

    // MARK: release (S4, S5, S7)

    /// The finger lifted (`release`: what the pan knew of its velocity): willEndDragging with
    /// the projected target (the host may change it), didEndDragging, then the motion.
    /// S1: the view tracks through these messages and no longer once they are told (UIKit's
    /// -handlePan: calls -_trackingDidEnd after -_endPanNormal:).
    func endDrag(_ v: View, _ s: Scroller, release: ScrollRelease) {
        if s.drag.handedOffX || s.drag.handedOffY {
            endHandoffDrag(v, s, release: release)   // S9 (ScrollHandoff.swift)
        } else {
            endOwnDrag(v, s, release: release)
        }
        s.tracking = false
    }

    /// S4 with S5, S8: the drag's touches were cancelled (the host's cancelled phase, T7's
    /// cancel when the scroll view or the touches' view leaves the window, or the pan
    /// disabled: ScrollPanRecognizer.allTouchesCancelled), as UIKit's -[UIScrollView
    /// cancelTouchTracking], which -[UIScrollViewPanGestureRecognizer touchesCancelled:withEvent:]
    /// calls once the pan has no touch left: the view stops tracking; the content is pinned — a paging view
    /// to the page nearest to it, then any view into its range (did_scroll for each move) —
    /// and a motion the drag caught (S8) ends now, with did_end_decelerating
    /// (-_stopScrollingNotify:YES pin:YES, then -_adjustContentOffsetIfNecessary); then
    /// will_end_dragging with no velocity and the content's own offset as its target (a target
    /// the host changes is where the content goes at once, unclamped, as UIKit's
    /// -setContentOffset: of it) and did_end_dragging without deceleration. No deceleration,
    /// spring or page motion follows. A cancel by anything else (an exclusion, scroll input's
    /// cancel, the cancel of some of several touches) is `endDrag` with no velocity.
    func cancelTouchTracking(_ v: View, _ s: Scroller) {
        s.tracking = false   // S1: UIKit's -_trackingDidEnd comes first
        s.drag.isDragging = false
        s.drag.byHandoff = false
        s.keepsDragging = false
        s.stoppedByTouch = false
        let p = s.parameters
        let size = v.bounds.size
        let (lo, hi) = p.offsetRange(bounds: size)
        var o = v.bounds.origin
        if p.isPagingEnabled {
            // UIKit's pin: -_prepareToPageWithHorizontalVelocity:0 verticalVelocity:0 (the
            // nearest page on each axis, clamped to the content), when not on a page already.
            let page = Point(pageTarget(o.x, velocity: 0, page: size.width, lo: lo.x, hi: hi.x),
                             pageTarget(o.y, velocity: 0, page: size.height, lo: lo.y, hi: hi.y))
            if page.x.isFinite && page.y.isFinite { moveContent(v, s, to: page) }
            guard v.isAlive, v.scroll === s, !s.drag.isDragging else { return }
            o = v.bounds.origin
        }
        let inRange = Point(clamp(o.x, lo.x, hi.x), clamp(o.y, lo.y, hi.y))
        if inRange.x.isFinite && inRange.y.isFinite { moveContent(v, s, to: inRange) }
        guard v.isAlive, v.scroll === s, !s.drag.isDragging else { return }
        if s.interrupted {
            // S8: the caught motion ends here (UIKit stops its paused display link, notifying).
            stopScrollMotion(v, s)
            s.interrupted = false
            tell(v, s, .didEndDecelerating)
            guard v.isAlive, v.scroll === s, !s.drag.isDragging else { return }
        }
        let from = v.bounds.origin
        var info = ScrollEventInfo(event: .willEndDragging, offset: from)
        info.velocity = .zero
        info.targetOffset = from
        tell(v, s, &info)
        guard v.isAlive, v.scroll === s, !s.drag.isDragging else { return }
        if info.targetOffset.x.isFinite && info.targetOffset.y.isFinite {
            moveContent(v, s, to: info.targetOffset)   // nothing when it is where the content is
            guard v.isAlive, v.scroll === s, !s.drag.isDragging else { return }
        } else {
            noteCallbackProblem("will_end_dragging set a target offset that is not finite; ignored")
        }
        var ended = ScrollEventInfo(event: .didEndDragging, offset: v.bounds.origin)
        ended.decelerate = false
        tell(v, s, &ended)
    }

    /// The release of one scroll view's drag (S4, S5, S7; S9: with the fling's handoff).
    func endOwnDrag(_ v: View, _ s: Scroller, release: ScrollRelease) {
        s.drag.isDragging = false
        s.drag.byHandoff = false
        let p = s.parameters
        let size = v.bounds.size
        let (lo, hi) = p.offsetRange(bounds: size)
        let o = v.bounds.origin
        // The content moves against the finger, along the drag's axes.
        // S4: UIKit's -_endPanNormal: re-reads the pan's velocity; none at all (the finger
        // stopped before it lifted) and the release has none (ours: neither update's, see
        // ScrollRelease).
        let (ax, ay) = (s.drag.axisX, s.drag.axisY)
        let latest = release.stopped ? Point(0, 0) : contentVelocity(release.latest, alongX: ax, alongY: ay)
        let previous = release.stopped ? Point(0, 0) : contentVelocity(release.previous, alongX: ax, alongY: ay)
        var vel = latest
        let outX = o.x < lo.x || o.x > hi.x, outY = o.y < lo.y || o.y > hi.y
        // S4: a release in range slower than the fling speed does not decelerate: UIKit zeroes
        // the velocity (its _endPanNormal), so the content stays where the finger left it. A
        // release past an edge keeps its velocity (UIKit skips that test out of range). The
        // test is made on the last update's velocity, before the blend below.
        let slowest = Constants.scrollMinimumFlingSpeed
        let slow = vel.x * vel.x + vel.y * vel.y < slowest * slowest
        // S7: UIKit's dragging bit stays set after a fling in range; its -_endPanNormal: clears
        // it before will-end-dragging only for a slow release in range or one past an edge.
        s.keepsDragging = !slow && !outX && !outY
        if slow && !outX && !outY {
            vel = Point(0, 0)   // (UIKit zeroes the previous velocity too: no blend)
        } else {
            vel = ScrollRelease.blend(previous, vel)
        }
        let r = p.decelerationRate
        var target = o
        if p.isPagingEnabled {
            // S5: the page is chosen with the last update's velocity (UIKit's -handlePan: calls
            // _prepareToPageWithHorizontalVelocity:verticalVelocity: before -_endPanNormal:).
            target.x = outX ? clamp(o.x, lo.x, hi.x)
                : pageTarget(o.x, velocity: latest.x, page: size.width, lo: lo.x, hi: hi.x)
            target.y = outY ? clamp(o.y, lo.y, hi.y)
                : pageTarget(o.y, velocity: latest.y, page: size.height, lo: lo.y, hi: hi.y)
        } else if !slow || outX || outY {
            // S4: UIKit's target (_scrollViewWillEndDraggingWithDeceleration:): the offset where
            // the speed falls to 0.01 pt/ms, o + (v − 0.01·sgn v)/|ln r|, clamped.
            target = Point(clamp(projection(o.x, vel.x, r), lo.x, hi.x), clamp(projection(o.y, vel.y, r), lo.y, hi.y))
        }
        let proposed = target
        var info = ScrollEventInfo(event: .willEndDragging, offset: o)
        info.velocity = vel
        info.targetOffset = target
        tell(v, s, &info)
        guard v.isAlive, v.scroll === s else { return }
        var changed = false
        if info.targetOffset.x.isFinite && info.targetOffset.y.isFinite {
            if info.targetOffset != proposed {
                // S7: a changed target is clamped to the content; a paging scroll view goes
                // to the page nearest to it (UIKit's pageDecelerationTarget = round to page).
                changed = true
                target = Point(clamp(info.targetOffset.x, lo.x, hi.x), clamp(info.targetOffset.y, lo.y, hi.y))
                if p.isPagingEnabled {
                    target.x = pageTarget(target.x, velocity: 0, page: size.width, lo: lo.x, hi: hi.x)
                    target.y = pageTarget(target.y, velocity: 0, page: size.height, lo: lo.y, hi: hi.y)
                }
            }
        } else {
            noteCallbackProblem("will_end_dragging set a target offset that is not finite; ignored")
        }
        let from = v.bounds.origin   // the host may have moved the content meanwhile
        let decelerate = target != from
        var ended = ScrollEventInfo(event: .didEndDragging, offset: from)
        ended.decelerate = decelerate
        tell(v, s, &ended)
        if !decelerate { s.keepsDragging = false }   // S7: UIKit clears it after did-end-dragging
        guard v.isAlive, v.scroll === s, !s.drag.isDragging else { return }
        guard decelerate else {
            resumeInterruptedMotion(v, s)   // S8: a caught motion ends a frame from now
            return
        }
        let generation = s.motionGeneration
        tellWillBeginDecelerating(v, s)
        // A content offset the host set meanwhile stops the deceleration before it starts.
        guard v.isAlive, v.scroll === s, !s.drag.isDragging, s.motion == nil, s.motionGeneration == generation else { return }
        let now = input.now
        let start = v.bounds.origin
        if p.isPagingEnabled {
            startMotion(v, s, ScrollMotion(kind: .page(ScrollPageMotion(
                start: start, velocity: vel, target: target, width: size.width, lo: lo, hi: hi, bounces: p.axisBounces)),
                startTime: now))
            return
        }
        var m = ScrollMotion.deceleration(start: start, velocity: vel, lo: lo, hi: hi, rate: r,
                                          bounces: p.axisBounces, startTime: now)
        if case .decelerate(var ax, var ay) = m.kind {
            if changed {
                let aimedX = aimAt(&ax, target.x, from: start.x, velocity: vel.x, rate: r)
                let aimedY = aimAt(&ay, target.y, from: start.y, velocity: vel.y, rate: r)
                if aimedX && aimedY { shareSlowerDecay(&ax, &ay, target, from: start) }
            } else if p.nestedScrolling == .handoff && !outX && !outY && from == o {
                // S9: an axis whose fling reaches an edge along which an enclosing view can
                // scroll stops there and hands the rest of its velocity on.
                ax.handsOff = handoffTarget(v, alongX: true) != nil
                ay.handsOff = handoffTarget(v, alongX: false) != nil
            }
            m.kind = .decelerate(x: ax, y: ay)
        }
        startMotion(v, s, m)
    }

    /// A finger velocity (window, pt/ms) as the content's: against the finger, along the
    /// drag's axes only, finite.
    func contentVelocity(_ finger: Point, alongX: Bool, alongY: Bool) -> Point {
        let x = alongX ? -finger.x : 0, y = alongY ? -finger.y : 0
        return Point(x.isFinite ? x : 0, y.isFinite ? y : 0)
    }

    /// S4: UIKit's projected rest offset along one axis: o + (v − 0.01·sgn v)/|ln r| (o when v
    /// is 0).
    func projection(_ o: Double, _ v: Double, _ r: Double) -> Double {
        guard v != 0 else { return o }
        let stop = v > 0 ? Constants.scrollStopSpeed : -Constants.scrollStopSpeed
        let p = o + (v - stop) / -naturalLog(r)
        return p.isFinite ? p : o
    }

    /// S7: a deceleration aimed at a target the delegate set (UIKit's adjusted deceleration,
    /// `_scrollViewWillEndDraggingWithDeceleration:`): a target the velocity would pass first
    /// is reached by decelerating faster (UIKit lowers the factor, at most 0.999); any other by
    /// changing the velocity (UIKit's v = 0.01·sgn d − d·ln r), and when that velocity is below
    /// `Constants.scrollSlowAimSpeed` the decay is `Constants.scrollSlowAimRate` instead (UIKit's
    /// 0.985 and 0.01 + d·0.0151136378), so that a near target is reached in a few hundred ms
    /// rather than crept to. All are solved so that the content is at the target exactly when
    /// its speed falls to 0.01 pt/ms, where it stops (UIKit stops it there too, on the frame it
    /// passes the target). False when the axis has no way to go (the target is where the
    /// content is): it stays (UIKit zeroes its velocity and does not adjust it).
    @discardableResult
    func aimAt(_ a: inout ScrollAxisMotion, _ target: Double, from o: Double, velocity v: Double, rate r: Double) -> Bool {
        let d = target - o
        guard abs(d) >= 1.1920929e-07, d.isFinite else {
            a = aimedAxis(a, target, from: o, velocity: 0, logRate: a.logRate)
            return false
        }
        let stop = d > 0 ? Constants.scrollStopSpeed : -Constants.scrollStopSpeed
        if v != 0, d * v > 0, abs(v) > abs(stop) {
            // (v − 0.01)·r'/(1 − r') = d: r' = q/(1 + q), q = d/(v − 0.01).
            let q = d / (v - stop)
            let r2 = q / (1 + q)
            if r2 > 0, r2 <= Constants.scrollAdjustedRateLimit, abs(d) <= abs(projection(o, v, r) - o) {
                a = aimedAxis(a, target, from: o, velocity: v, logRate: naturalLog(r2))
                return true
            }
        }
        var rate = r
        if abs(velocityToCover(d, rate: r)) < Constants.scrollSlowAimSpeed { rate = Constants.scrollSlowAimRate }
        a = aimedAxis(a, target, from: o, velocity: velocityToCover(d, rate: rate), logRate: naturalLog(rate))
        return true
    }

    /// The velocity that covers `d` decelerating at `rate` until 0.01 pt/ms:
    /// (v − 0.01·sgn d)·r/(1 − r) = d.
    func velocityToCover(_ d: Double, rate r: Double) -> Double {
        let stop = d > 0 ? Constants.scrollStopSpeed : -Constants.scrollStopSpeed
        return stop + d * (1 - r) / r
    }

    /// A fresh axis motion from `o` with velocity `v` and decay `logRate`, stopping at `target`.
    private func aimedAxis(_ a: ScrollAxisMotion, _ target: Double, from o: Double, velocity v: Double,
                           logRate l: Double) -> ScrollAxisMotion {
        var m = ScrollAxisMotion(x: o, v: v.isFinite ? v : 0, lo: a.lo, hi: a.hi, logRate: l, bounces: a.bounces)
        m.target = target
        return m
    }

    /// S7: both axes aimed at a changed target decelerate alike: the one with the faster decay
    /// takes the other's, slower one, and the velocity that reaches its target with it
    /// (UIKit's `_scrollViewWillEndDraggingWithDeceleration:` gives both axes the larger of the
    /// two adjusted factors and recomputes the other axis's velocity, 0.01 − d·ln r).
    func shareSlowerDecay(_ x: inout ScrollAxisMotion, _ y: inout ScrollAxisMotion, _ target: Point, from o: Point) {
        if x.logRate < y.logRate {
            let r = exponential(y.logRate)
            x = aimedAxis(x, target.x, from: o.x, velocity: velocityToCover(target.x - o.x, rate: r), logRate: y.logRate)
        } else if y.logRate < x.logRate {
            let r = exponential(x.logRate)
            y = aimedAxis(y, target.y, from: o.y, velocity: velocityToCover(target.y - o.y, rate: r), logRate: x.logRate)
        }
    }

    /// S8 with S4 and S5: a touch-down stopped the content in overscroll or between pages,
    /// and its gesture ended without a drag: the content springs back into range (UIKit's
    /// bounce from rest) or goes to the nearest page (the paging spring from rest), as after
    /// a release at rest (will_begin_decelerating, the motion, then did_end_decelerating).
    /// Content at rest in range and on a page stays (a motion the touch caught there ends a
    /// frame later, `resumeInterruptedMotion`).
    func settleStoppedContent(_ v: View, _ s: Scroller) {
        guard !s.drag.isDragging, s.motion == nil else { return }
        defer { resumeInterruptedMotion(v, s) }   // S8: content that stays, caught in range
        let p = s.parameters
        let size = v.bounds.size
        let (lo, hi) = p.offsetRange(bounds: size)
        let o = v.bounds.origin
        let outX = o.x < lo.x || o.x > hi.x, outY = o.y < lo.y || o.y > hi.y
        var target = Point(clamp(o.x, lo.x, hi.x), clamp(o.y, lo.y, hi.y))
        if p.isPagingEnabled {
            if !outX { target.x = pageTarget(o.x, velocity: 0, page: size.width, lo: lo.x, hi: hi.x) }
            if !outY { target.y = pageTarget(o.y, velocity: 0, page: size.height, lo: lo.y, hi: hi.y) }
        }
        guard target != o, target.x.isFinite, target.y.isFinite else { return }
        let generation = s.motionGeneration
        tellWillBeginDecelerating(v, s)
        guard v.isAlive, v.scroll === s, !s.drag.isDragging, s.motion == nil, s.motionGeneration == generation else { return }
        let start = v.bounds.origin
        if p.isPagingEnabled {
            startMotion(v, s, ScrollMotion(kind: .page(ScrollPageMotion(
                start: start, velocity: .zero, target: target, width: size.width, lo: lo, hi: hi, bounces: p.axisBounces)),
                startTime: input.now))
        } else {
            startMotion(v, s, ScrollMotion.deceleration(start: start, velocity: .zero, lo: lo, hi: hi,
                                                        rate: p.decelerationRate, bounces: p.axisBounces, startTime: input.now))
        }
    }

    /// S8: the gesture that caught the content moving in range ended and started no motion:
    /// UIKit's -_endPanNormal: unpauses the display link it paused (no will-begin-decelerating),
    /// and its next frame, finding no velocity, ends the deceleration
    /// (-_smoothScrollSyncWithUpdateTime: → -_stopScrollingNotify:YES pin:YES:
    /// did-end-decelerating). The engine's frame is its motion step: a motion with no velocity
    /// from here, whose first step, `Constants.scrollFrameInterval` of host time from now, ends
    /// it (the content stays; the view reads decelerating until then). Nothing when no caught
    /// motion waits, or a motion or drag runs (a new motion took the caught one's place).
    func resumeInterruptedMotion(_ v: View, _ s: Scroller) {
        guard s.interrupted, v.isAlive, v.scroll === s else { return }
        guard !s.drag.isDragging, s.motion == nil else { return }
        let p = s.parameters
        let (lo, hi) = p.offsetRange(bounds: v.bounds.size)
        startMotion(v, s, ScrollMotion.deceleration(start: v.bounds.origin, velocity: .zero, lo: lo, hi: hi,
                                                    rate: p.decelerationRate, bounces: p.axisBounces,
                                                    startTime: input.now))
    }

    /// S5: at most one page from the page the drag started on: toward the velocity when it
    /// is at least `Constants.scrollPagingVelocity`, else the nearest page.
    func pageTarget(_ o: Double, velocity: Double, page: Double, lo: Double, hi: Double) -> Double {
        guard page > 0, hi > lo else { return clamp(o, lo, hi) }
        // UIKit's (_prepareToPageWithHorizontalVelocity:…): faster than the paging velocity,
        // the page boundary ahead of the content in the velocity's direction; else the
        // nearest page. Counted from where the content is, not from where the drag began.
        let k: Double
        if abs(velocity) > Constants.scrollPagingVelocity {
            k = velocity > 0 ? (o / page).rounded(.up) : (o / page).rounded(.down)
        } else {
            k = (o / page).rounded()
        }
        // + 0: a page rounded from a small negative fraction is −0, which an edge below 0 (an
        // inset) keeps; pages rest at +0 as every edge does.
        return clamp(k * page, lo, hi) + 0
    }

    func clamp(_ x: Double, _ lo: Double, _ hi: Double) -> Double { min(max(x, lo), hi) }

    // MARK: motion on the host clock (S4, S8)

    func startMotion(_ v: View, _ s: Scroller, _ m: ScrollMotion) {
        s.motion = m
        s.interrupted = false   // S8: a motion takes over one a touch caught (UIKit's -_startTimer: unpauses it)
        s.motionGeneration &+= 1
        scheduleMotionStep(v, s, at: MotionFrame(after: m.startTime))
    }

    /// Schedules the motion's step at `frame` (and keeps it as the scroller's pending frame).
    func scheduleMotionStep(_ v: View, _ s: Scroller, at frame: MotionFrame) {
        s.frame = frame
        // Names the view by handle (no reference to it or to the scene, which owns the timers);
        // when it fires, a destroyed view is found stale (even if its slot holds a new view: the
        // generation differs) and a stopped or restarted motion does nothing. No closure:
        // nothing is allocated or counted per frame.
        input.timers.schedule(at: frame.deadline, .scrollMotion(slot: v.handleSlot, viewGeneration: v.handleGeneration,
                                                                generation: s.motionGeneration))
    }

    /// A motion step fired by the timer queue (Input/Timers.swift), or run at once by a
    /// handoff (S9) at the inner view's frame: the scroller's pending `frame` either way.
    func scrollMotionStep(_ v: View, generation: UInt64) {
        // The scroller uncounted (a step per frame): destroyed with its view during the step's
        // host calls, it is retired (Scene/Retirement.swift).
        guard v.isAlive, let scroller = v.scrollUnretained else { return }
        scroller._withUnsafeGuaranteedRef { s in
            guard s.motionGeneration == generation, var m = s.motion else { return }
            let frame = s.frame
            let (lo, hi) = s.parameters.offsetRange(bounds: v.bounds.size)
            let (position, done) = m.step(at: input.now, lo: lo, hi: hi)
            // S9: an axis that stopped at its edge to hand its fling on (once).
            var handX: (ms: Double, velocity: Double)?, handY: (ms: Double, velocity: Double)?
            if case .decelerate(var ax, var ay) = m.kind {
                handX = ax.crossing; handY = ay.crossing
                ax.crossing = nil; ay.crossing = nil
                m.kind = .decelerate(x: ax, y: ay)
            }
            s.motion = m
            guard advanceMotion(v, s, done: done, to: position, generation: generation, frame: frame) else { return }
            if handX != nil || handY != nil {
                handOffFling(from: v, m.startTime, x: handX, y: handY, frame: frame)   // S9
            }
        }
    }

    /// The common end of a motion step (S4, S9): moves the content to `position`, then ends
    /// the motion with did_end_decelerating (`done`) or schedules the next step. False when a
    /// callback destroyed the view or stopped the motion meanwhile: nothing more may be done
    /// for this step.
    @discardableResult
    func advanceMotion(_ v: View, _ s: Scroller, done: Bool, to position: Point,
                       generation: UInt64, frame: MotionFrame) -> Bool {
        moveContent(v, s, to: position)
        guard v.isAlive, v.scrollUnretained?.toOpaque() == Unmanaged.passUnretained(s).toOpaque(),
              s.motionGeneration == generation else { return false }
        if done, let back = springBack(v, s) {
            // S4: a motion never leaves the content at rest out of range (a page target past
            // an edge, content that shrank meanwhile): it springs back first, and
            // did_end_decelerating comes once, at the end.
            s.motion = back
            scheduleMotionStep(v, s, at: frame.next)
        } else if done {
            s.motion = nil
            s.motionGeneration &+= 1
            s.keepsDragging = false   // S7: UIKit's -_stopScrollingNotify: clears the dragging bit first
            tell(v, s, .didEndDecelerating)
        } else {
            scheduleMotionStep(v, s, at: frame.next)
        }
        return true
    }

    /// The bounce from rest back into range (S4), or nil when the content is in range.
    private func springBack(_ v: View, _ s: Scroller) -> ScrollMotion? {
        let p = s.parameters
        let (lo, hi) = p.offsetRange(bounds: v.bounds.size)
        let o = v.bounds.origin
        let target = Point(clamp(o.x, lo.x, hi.x), clamp(o.y, lo.y, hi.y))
        guard target != o, target.x.isFinite, target.y.isFinite else { return nil }
        return ScrollMotion.deceleration(start: o, velocity: .zero, lo: lo, hi: hi, rate: p.decelerationRate,
                                         bounces: p.axisBounces, startTime: input.now)
    }

    /// S7: will_begin_decelerating for a motion about to start. The view reads decelerating
    /// while it is told (UIKit's -_startTimer: makes the display link, `_scrollHeartbeat`, and
    /// then tells the delegate); the caller starts the motion when it returns, unless the host
    /// set the offset meanwhile (`View.setContentOffset` clears `startingMotion` then).
    func tellWillBeginDecelerating(_ v: View, _ s: Scroller) {
        s.startingMotion = true
        tell(v, s, .willBeginDecelerating)
        s.startingMotion = false
    }

    /// Stops a deceleration or spring where the content is, with no delegate message (a touch
    /// that catches it in range leaves `interrupted` set: S8).
    func stopScrollMotion(_ v: View, _ s: Scroller) {
        guard s.motion != nil else { return }
        s.motion = nil
        s.motionGeneration &+= 1
    }
}

/// Pan (G8): between `minimumNumberOfTouches` and `maximumNumberOfTouches` fingers moving
/// their centroid more than `slop`. Continuous. The translation is the centroid's travel
/// whatever the number of fingers down (the minimum gates only the beginning, as UIKit's
/// `-_shouldTryToBeginWithEvent:`; the slop is not subtracted, as OpenUIKit; UIKit's own pan
/// subtracts its hysteresis per axis at began: BEHAVIOUR G8 — the engine does so for trackpad
/// scroll input, P4); fingers landing move the centroid without moving the translation (the
/// other fingers' move in the landing's event still does: `touchesBegan`), and a
/// lift counts its sample as a move would (G9: the lifting fingers' final positions are in the
/// translation and the location reported at `ended`). Velocity: LSQ2 over the translation
/// (VelocityTracker).
public class PanRecognizer: Recognizer {
    // Parameters (stored in `params`; defaults and ranges: ParameterTable).
    public var minimumNumberOfTouches: Int {
        get { params.minimumTouches }
        set { params.minimumTouches = newValue }
    }
    /// Default Int32.max: no limit.
    public var maximumNumberOfTouches: Int {
        get { params.maximumTouches }
        set { params.maximumTouches = newValue }
    }
    /// Points the centroid must travel before the pan begins. UIKit documents none; 10 pt as
    /// OpenUIKit (Flutter's pan slop is 36, Android's touch slop 8 dp).
    public var slop: Double {
        get { params.slop }
        set { params.slop = newValue }
    }

    /// The translation in window coordinates.
    public internal(set) var translationInWindow = Point.zero
    var previousCentroid = Point.zero
    /// G9: where the pan was when its last finger lifted: the centroid of its fingers where
    /// they lifted (or, its touches cancelled, of its last move). Kept after the reset, until
    /// a finger lands or a scroll step comes.
    var liftedAt: Point?
    var tracker = VelocityTracker()

    init() { super.init(kind: .pan) }
    override init(kind: RecognizerKind) { super.init(kind: kind) }

    /// Window-space velocity, points per second. The fit is redone only when the tracker
    /// changed since the last read (an action and a state callback read it for one sample).
    public var velocityInWindow: Point {
        if velocityVersion != tracker.version {
            let v = tracker.velocityInPlace()
            velocityCache = Point(v.x, v.y)
            velocityVersion = tracker.version
        }
        return velocityCache
    }
    private var velocityCache = Point.zero
    private var velocityVersion: UInt64 = .max

    /// A finger beyond `maximumNumberOfTouches` is not the pan's touch, before it begins as
    /// after: it neither moves the translation nor fails the pan, nor is it held from its
    /// view. UIKit's pan adds a touch to its own only while it has fewer than the maximum and
    /// fails on one more only with its private `failsPastMaxTouches`, off by default (UIKit's
    /// own keyboard code turns it on where it wants that).
    override func accepts(_ touch: Touch) -> Bool {
        super.accepts(touch) && touches.count < maximumNumberOfTouches
    }

    /// UIKit's location(in:) of a pan: the centroid of its fingers (of its moving ones when it
    /// leaves stationary fingers out, S4), and once the last one lifted, the centroid of where
    /// they lifted (G9).
    override var locationInWindow: Point { liftedAt ?? panCentroid() }

    override func touchesBegan(_ ts: TouchList, _ t: Double) {
        liftedAt = nil
        if touches.count == ts.count {
            if !stationaryTouches.isEmpty { stationaryTouches.removeAll(keepingCapacity: true) }
            tracker.reset(); tracker.add(time: t, x: 0, y: 0)
            previousCentroid = centroid()
            return
        }
        // A landing finger is a moving one (UIKit adds it to `_movingTouches` too).
        if !stationaryTouches.isEmpty { ts.forEachUnretained { forgetStationary($0) } }
        // G8: fingers joining the pan re-base its reference by the step the landing makes in
        // the centroid — the centroid of every finger now less that of the fingers it already
        // had, now (UIKit's -touchesBegan: → -_touchesListChangedFrom:to: shifts its first and
        // last reference points by that difference). Every location of the event is already
        // written, so the fingers it had may have moved in this event: their move is left for
        // `touchesMoved` (fed after this), which then counts it, as UIKit's
        // -_centroidMovedTo:atTime: does. Re-basing to the centroid now would drop that move.
        // (Fingers left out as stationary, `ignoresStationaryTouches`, count in neither.)
        var x = 0.0, y = 0.0, n = 0.0
        forEachTrackedTouch { touch in
            var joining = false
            ts.forEachUnretained { if $0 === touch { joining = true } }
            if !joining && !isStationary(touch) { x += touch.location.x; y += touch.location.y; n += 1 }
        }
        let all = panCentroid()
        if n > 0 {
            previousCentroid.x += all.x - x / n
            previousCentroid.y += all.y - y / n
        } else {
            previousCentroid = all
        }
    }

    override func touchesMoved(_ ts: TouchList, _ t: Double) {
        if ignoresStationaryTouches { refreshMovingTouches(ts, t) }
        let c = panCentroid()
        // UIKit's -touchesMoved: moves the centroid, and with it the translation, whatever the
        // number of fingers down (`_centroidMovedTo:atTime:affectingTranslation:YES`); only
        // the beginning needs `minimumNumberOfTouches` (`-_shouldTryToBeginWithEvent:`), and
        // once begun a move with fewer fingers changes it (iOS 18.2 UIKitCore).
        translationInWindow.x += c.x - previousCentroid.x
        translationInWindow.y += c.y - previousCentroid.y
        previousCentroid = c
        tracker.add(time: t, x: translationInWindow.x, y: translationInWindow.y)
        if state == .possible {
            let n = touches.count
            let passed = measuresPerAxis ? passedSlop() : straightLineTravel() > slop
            if n >= minimumNumberOfTouches && n <= maximumNumberOfTouches && passed && mayBegin() {
                transition(.began)
            }
        } else if state.isActive {
            transition(.changed)
        }
    }

    override func touchesEnded(_ ts: TouchList, _ t: Double) {
        let remaining = touches.count - ts.count
        // G9: the lift's sample is the gesture's final one and counts as a move would (the
        // centroid of every finger, the lifting ones where they lifted; the kind sends no
        // `changed` for it — a lift that leaves fingers down is an update the arbiter reports,
        // G2, `Scene.sendUpdateChanges`). UIKit 18.2 leaves the translation at the last move
        // instead (-_handleEndedTouches: never calls -_centroidMovedTo:); on devices a lift
        // repeats the last position and the two agree. Only a pan that has begun: before, a
        // lift begins nothing and moves no travel toward the slop (G8 measures moves).
        let c = panCentroid()
        let before = translationInWindow
        if state.isActive && liftMovesTranslation(last: remaining <= 0) {
            translationInWindow.x += c.x - previousCentroid.x
            translationInWindow.y += c.y - previousCentroid.y
            previousCentroid = c
        }
        // The velocity: the last lift's is the moves' (its time still counts: a lift long
        // after the last move reads as stopped, VelocityTracker; a scroll view's release reads
        // the moves' speeds, S4), so it is fed the translation as the moves left it. A lift that
        // leaves fingers down feeds its own: the translation goes on from there, and its travel
        // belongs at its time, not at the next move's. A lift repeating the last position adds
        // no point either way.
        let fed = remaining <= 0 ? before : translationInWindow
        tracker.add(time: t, x: fed.x, y: fed.y, isEnd: true)
        // G9: the location at the end is the centroid of where the fingers lifted.
        if remaining <= 0 { liftedAt = c }
        if state.isActive {
            // UIKit: "It ends when all fingers are lifted" (not when fewer than the minimum
            // remain: their moves go on changing it, see touchesMoved).
            if remaining <= 0 { transition(.ended); return }
        } else if state == .possible && remaining <= 0 {
            failLifted(t)
            return
        }
        // The centroid of the remaining touches becomes the reference (of the moving ones,
        // when stationary fingers are left out: a finger left alone moves the pan again).
        if !stationaryTouches.isEmpty {
            ts.forEachUnretained { forgetStationary($0) }
            var moving = 0
            for touch in touches where !ts.contains(where: { $0 === touch }) && !isStationary(touch) { moving += 1 }
            if moving == 0 { stationaryTouches.removeAll(keepingCapacity: true) }
        }
        var x = 0.0, y = 0.0, n = 0.0
        for touch in touches where !ts.contains(where: { $0 === touch }) && !isStationary(touch) {
            x += touch.location.x; y += touch.location.y; n += 1
        }
        if n > 0 { previousCentroid = Point(x / n, y / n) }
    }

    // MARK: stationary fingers (S4: a scroll view's pan)

    /// S4: whether fingers at rest are left out of the centroid while another finger moves
    /// (UIKit's private `-[UIPanGestureRecognizer _setIgnoresStationaryTouches:]`, which
    /// `-[UIScrollView _updatePanGestureConfiguration]` turns on for a scroll view that does
    /// not zoom — every engine scroll view). Off for a plain pan, whose translation is the
    /// centroid of every finger (G8). Set once, by the kind (ScrollPan.swift).
    var ignoresStationaryTouches = false {
        didSet { if ignoresStationaryTouches { stationaryTouches.reserveCapacity(8) } }
    }
    /// The pan's touches left out of its centroid as stationary (UIKit's touches not in
    /// `_movingTouches`), by identity; empty unless `ignoresStationaryTouches`.
    private var stationaryTouches: [ObjectIdentifier] = []

    @inline(__always)
    final func isStationary(_ touch: Touch) -> Bool {
        guard !stationaryTouches.isEmpty else { return false }
        return stationaryTouches.contains(ObjectIdentifier(touch))
    }

    private func forgetStationary(_ touch: Touch) {
        if let i = stationaryTouches.firstIndex(of: ObjectIdentifier(touch)) { stationaryTouches.remove(at: i) }
    }

    /// The centroid the translation follows: of the moving fingers (every finger when none is
    /// left out as stationary).
    @inline(__always)
    final func panCentroid() -> Point {
        guard !stationaryTouches.isEmpty else { return centroid() }
        var x = 0.0, y = 0.0, n = 0.0
        forEachTrackedTouch { t in
            if !isStationary(t) { x += t.location.x; y += t.location.y; n += 1 }
        }
        return n > 0 ? Point(x / n, y / n) : centroid()
    }

    /// S4: a move of two fingers or more sorts them into moving and stationary ones, UIKit's
    /// -_updateMovingTouchesArraySavingOldArray: with -[UITouch _isStationaryRelativeToTouches:]:
    /// with m² the square of a finger's travel in this move (`travelSquared`) and M² the
    /// largest of the pan's fingers', a finger that did not move is stationary when M² is
    /// above `Constants.panStationaryOtherTravelSquared` (2 pt²), one that moved when its m² is
    /// below `Constants.panStationaryTravelRatioSquared` (0.1) of M². When the set changes the
    /// reference moves by as much as the centroid does with it (UIKit's
    /// -_touchesListChangedFrom:to: shifts its first and last reference points by the
    /// difference of the two centroids, at the fingers' current places), so the translation does
    /// not jump: this move counts the old set's travel, the next ones the new set's.
    final func refreshMovingTouches(_ ts: TouchList, _ now: Double) {
        guard touches.count >= 2 else { return }
        var most = 0.0
        forEachTrackedTouch { t in most = max(most, travelSquared(t, in: ts, now)) }
        let before = panCentroid()
        var changed = false
        forEachTrackedTouch { t in
            let m = travelSquared(t, in: ts, now)
            let still = m == 0 ? most > Constants.panStationaryOtherTravelSquared
                               : m < most * Constants.panStationaryTravelRatioSquared
            if still == isStationary(t) { return }
            if still { stationaryTouches.append(ObjectIdentifier(t)) } else { forgetStationary(t) }
            changed = true
        }
        guard changed else { return }
        let after = panCentroid()
        previousCentroid.x += after.x - before.x
        previousCentroid.y += after.y - before.y
    }

    /// The square of how far `t` moved in this move (UIKit's `_movementMagnitudeSquared`, the
    /// square of its last update's step): its sample's step when it is one of the moved touches;
    /// for one with no sample in the move, its last sample's step when that sample is less than
    /// a frame (`Constants.scrollFrameInterval`) old — a host may report the fingers of one
    /// frame in events of their own (E2), where every UIKit event carries every finger — else 0
    /// (a finger left out of the events is at rest, T1).
    @inline(__always)
    private func travelSquared(_ t: Touch, in ts: TouchList, _ now: Double) -> Double {
        var moved = false
        ts.forEachUnretained { if $0 === t { moved = true } }
        guard moved || now - t.timestamp < Constants.scrollFrameInterval else { return 0 }
        let dx = t.location.x - t.previousLocation.x, dy = t.location.y - t.previousLocation.y
        let d = dx * dx + dy * dy
        return d.isFinite ? d : 0
    }

    /// G9: whether a lift's sample moves the translation of a pan that has begun (`last`: its
    /// last finger lifts). The plain pan's always does; a kind may keep it where its moves
    /// left it (a scroll view's pan, whose translation drags the content: ScrollPan.swift).
    func liftMovesTranslation(last: Bool) -> Bool { true }

    override func touchesCancelled(_ ts: TouchList, _ t: Double) {
        liftedAt = previousCentroid   // G9: a cancel carries no final sample: its last move
        super.touchesCancelled(ts, t)
    }

    /// G6: released after waiting for a required failure, the pan begins with no translation:
    /// UIKit's pan sets its translation to zero in `_willBeginAfterSatisfyingFailureRequirements`
    /// (iOS 18.2 UIKitCore), so what its actions report is the travel since it began, not
    /// the travel made while it waited (it is handed its touches meanwhile, G6: its first
    /// change would otherwise jump by that travel).
    override func willBeginAfterWaiting(_ t: Double) {
        translationInWindow = .zero
        scrollSlopRemoved = .zero
        previousCentroid = panCentroid()
        tracker.reset()
        tracker.add(time: t, x: 0, y: 0)
    }

    /// Whether the travel so far is enough to begin: the plain pan's test is the centroid's
    /// straight-line distance, more than `slop` (G8). A kind built on the pan may measure it
    /// otherwise (a scroll view's: along an axis it can scroll, S6); it sets
    /// `measuresPerAxis`, so that the plain pan's test is made inline, with no dynamic call.
    func passedSlop() -> Bool { straightLineTravel() > slop }
    var measuresPerAxis = false

    @inline(__always)
    final func straightLineTravel() -> Double {
        (translationInWindow.x * translationInWindow.x + translationInWindow.y * translationInWindow.y).squareRoot()
    }

    /// Asked once the travel passed the slop, before the pan asks to begin: a kind built on
    /// the pan (a scroll view's, S3) may fail it instead. The plain pan always may.
    func mayBegin() -> Bool { true }

    /// The last finger lifted before the pan began: it fails (a kind may say why otherwise).
    /// The message says which test was not met: the travel within the slop; or the travel
    /// past it (before the pan begins a lift's sample moves no travel, G8), but never in a move made with
    /// `minimumNumberOfTouches` fingers down (a finger travelling alone before the second of a
    /// two-finger pan lands, and neither moving after); or, for a kind that measures its
    /// travel its own way (`measuresPerAxis`), a straight-line travel past the slop that its
    /// own measure does not count (a screen-edge pan's along its edge).
    func failLifted(_ t: Double) {
        let d = straightLineTravel()
        let at = "at t=\(format(t, 3)) s"
        if d <= slop {
            fail(.endedTooSoon, "lifted after moving \(format(d, 1)) pt <= slop \(format(slop, 1)) pt \(at)")
        } else if !measuresPerAxis || passedSlop() {
            fail(.endedTooSoon, "lifted after moving \(format(d, 1)) pt, but its \(minimumNumberOfTouches) required fingers never moved together past the slop \(format(slop, 1)) pt \(at)")
        } else {
            fail(.endedTooSoon, "lifted after moving \(format(d, 1)) pt in all, not past the slop \(format(slop, 1)) pt in the direction it measures (a screen-edge pan: away from its edge) \(at)")
        }
    }

    /// UIKit's setTranslation(_:in:): the translation becomes `p` (window coordinates) — only
    /// while the pan has a gesture: from its first touch (or a scroll gesture driving it, P4)
    /// until it resets. An idle pan ignores it, so nothing carries into its next gesture
    /// (G8: UIKit's -setTranslation:inView: does nothing while `_lastTouchCount` is 0, which
    /// its first touch-down or a scroll's began sets and its reset clears).
    public func setTranslationInWindow(_ p: Point) throws(EngineError) {
        try checkHostMayChange()
        guard hasGesture else { return }
        translationInWindow = p
        scrollSlopRemoved = .zero
        tracker.reset()
    }

    // MARK: scroll input (P4, Pointer/InputDriven.swift)

    /// P4: what the pan took off its translation when a trackpad scroll began it (the slop,
    /// per axis: UIKit's -_removeHysteresisFromTranslation). The velocity is measured on the
    /// travel itself, the translation plus this (UIKit's velocity samples are locations, which
    /// the removal does not move).
    var scrollSlopRemoved = Point.zero

    /// P4: when a trackpad scroll driving the pan last moved (a step with a non-zero delta),
    /// or began: UIKit's `_lastTouchTime`, which its -_centroidMovedTo:atTime:… sets and its
    /// began phase starts (`scrollEnded` measures the gap to the ended step from it).
    var lastScrollMoveTime = 0.0

    /// P4: a scroll gesture starts with this pan, before its first step is applied (a wheel's
    /// first notch, a trackpad's began; or the step a failed pan hands on, S6). A scroll
    /// view's pan catches moving content here (S8, ScrollPan.swift).
    func scrollStarts(_ t: Double) {
        lastScrollMoveTime = t
    }

    /// One scroll step: the translation is the sum of the deltas (window coordinates); the pan
    /// changes with each step once it began. A wheel (`continuous` false) begins it at its first
    /// non-zero translation (UIKit scales a wheel's hysteresis by 0.0001: no slop). A trackpad
    /// scroll (`continuous`) begins it once the travel along an axis reaches the pan's slop
    /// (UIKit's -_willScrollX/-_willScrollY: the travel along the axis `>=` the hysteresis), and
    /// the slop is then taken off the translation, per axis, toward zero (UIKit's
    /// -_processScrollPhaseChanged: calls -_removeHysteresisFromTranslation before began; a
    /// finger's pan keeps it, G8); its `began` step's delta is not travel (UIKit's
    /// -_scrollingChangedWithEvent: processes the began step's delta for a wheel only). `isEnd`:
    /// the continuous gesture's ending step (a delta it carries moves the pan as any step's).
    /// A trackpad step that does not move adds no velocity point and does not count as a move
    /// (UIKit's -_processScrollPhaseChanged: moves the centroid, which records a velocity
    /// sample and the time, only for a non-zero delta): fingers resting on the trackpad do not
    /// read as a stop; the gap to the ended step decides (`scrollEnded`).
    func scrollBy(_ delta: Point, at location: Point, _ t: Double, continuous: Bool,
                  began: Bool = false, isEnd: Bool = false) {
        lastCentroid = location
        liftedAt = nil
        if began {
            lastScrollMoveTime = t
            tracker.add(time: t, x: translationInWindow.x + scrollSlopRemoved.x,
                        y: translationInWindow.y + scrollSlopRemoved.y)
            return
        }
        translationInWindow.x += delta.x
        translationInWindow.y += delta.y
        if !continuous || delta != .zero {
            if continuous { lastScrollMoveTime = t }
            tracker.add(time: t, x: translationInWindow.x + scrollSlopRemoved.x,
                        y: translationInWindow.y + scrollSlopRemoved.y, isEnd: isEnd)
        }
        if state == .possible {
            if continuous {
                if scrollTravelReachedSlop() && mayBegin() {
                    removeScrollSlop()
                    transition(.began)
                }
            } else if translationInWindow != .zero && mayBegin() {
                transition(.began)
            }
        } else if state.isActive, delta != .zero {
            transition(.changed)
        }
    }

    /// P4: a trackpad scroll's travel reaches the slop along an axis (at or above it, UIKit's
    /// comparison; some travel at all, too: with a slop of 0 a zero step is none).
    final func scrollTravelReachedSlop() -> Bool {
        let d = translationInWindow
        return (abs(d.x) >= slop && d.x != 0) || (abs(d.y) >= slop && d.y != 0)
    }

    /// P4: UIKit's -_removeHysteresisFromTranslation: each axis moves toward zero by the slop,
    /// stopping at zero.
    final func removeScrollSlop() {
        let d = translationInWindow
        let r = PanRecognizer.removingHysteresis(d, slop)
        translationInWindow = r
        scrollSlopRemoved = Point(scrollSlopRemoved.x + d.x - r.x, scrollSlopRemoved.y + d.y - r.y)
    }

    /// UIKit's -_removeHysteresisFromTranslation on `d` with hysteresis `h`: each axis moves
    /// toward zero by `h`, stopping at zero (d > 0: max(d − h, 0); else min(d + h, 0)). The
    /// part taken off is the travel within the slop, sgn d · min(|d|, h) (S4, P4).
    static func removingHysteresis(_ d: Point, _ h: Double) -> Point {
        Point(d.x > 0 ? max(d.x - h, 0) : min(d.x + h, 0), d.y > 0 ? max(d.y - h, 0) : min(d.y + h, 0))
    }

    /// G8: the pan has a gesture (UIKit's `_lastTouchCount` is not 0): a touch it took since
    /// its last reset (lifted ones count until the reset), or a scroll gesture driving it.
    final var hasGesture: Bool { !touchesEverTracked.isEmpty || inputDriver != .touches }

    /// The scroll gesture ended: the pan ends (or is cancelled) if it began. A discrete scroll
    /// ends at rest (velocity 0: a wheel has no momentum of its own); a continuous one keeps
    /// the velocity fitted to its moves when its end comes at most
    /// `Constants.continuousScrollVelocityResetGap` (0.13 s) after its last move, and ends at rest
    /// beyond (UIKit's -[UIPanGestureRecognizer _scrollingChangedWithEvent:] drops its velocity
    /// samples at the ended phase only when more than DurationBetweenScrollChangeAndEnd-
    /// EventsToResetVelocity, 0.13 s, passed since `_lastTouchTime`). A trackpad scroll that
    /// ends (or is cancelled) before the pan began fails it (UIKit's
    /// -_scrollingChangedWithEvent: sets a pan that is neither began nor changed to failed at
    /// the ended and cancelled phases).
    func scrollEnded(_ t: Double, type: ScrollType, cancelled: Bool) {
        if type == .discrete
            || t - lastScrollMoveTime > Constants.continuousScrollVelocityResetGap + VelocityTracker.timeTolerance {
            tracker.reset()
        }
        if state.isActive {
            transition(cancelled ? .cancelled : .ended)
        } else if type == .continuous && state == .possible {
            if cancelled {
                fail(.touchCancelled, "the trackpad scroll was cancelled before the pan began at t=\(format(t, 3)) s")
            } else {
                fail(.endedTooSoon, "the trackpad scroll ended before travelling the slop \(format(slop, 1)) pt along an axis at t=\(format(t, 3)) s")
            }
        }
    }

    override func resetKind() {
        translationInWindow = .zero
        previousCentroid = .zero
        if !stationaryTouches.isEmpty { stationaryTouches.removeAll(keepingCapacity: true) }
        scrollSlopRemoved = .zero
        lastScrollMoveTime = 0
        tracker.reset()
    }
}

/// Tap (G8): `tapsRequired` taps of `touchesRequired` fingers. Discrete: possible → ended.
/// Fails when a finger moves past `allowableMovement`, when more fingers land than required,
/// or when the next tap does not begin within `tapInterval` (G2: it stays possible between
/// taps until then), or a finger of a later tap lands farther than `tapRadius` (per axis) from
/// every finger of the first tap (one finger: from the first tap).
public final class TapRecognizer: Recognizer {
    // Parameters (stored in `params`; defaults and ranges: ParameterTable).
    public var tapsRequired: Int {
        get { params.tapsRequired }
        set { params.tapsRequired = newValue }
    }
    public var touchesRequired: Int {
        get { params.touchesRequired }
        set { params.touchesRequired = newValue }
    }
    /// Points. UIKit documents none; 10 pt as OpenUIKit and WinObjC (Flutter 18, Android 8 dp).
    public var allowableMovement: Double {
        get { params.allowableMovement }
        set { params.allowableMovement = newValue }
    }
    /// Seconds from a tap's lift to the next tap's touch-down. UIKit documents none; 0.35 s.
    public var tapInterval: Double {
        get { params.tapInterval }
        set { params.tapInterval = newValue }
    }
    /// Points per axis between the first tap and a later tap's touch-down (30 pt, OpenUIKit).
    public var tapRadius: Double {
        get { params.tapRadius }
        set { params.tapRadius = newValue }
    }
    /// Seconds each tap's press may last, from its first finger landing to its last lifting
    /// (UIKit's undocumented maximumTapDuration, 0.75 s): the tap fails when the time is up.
    public var tapDuration: Double {
        get { params.tapDuration }
        set { params.tapDuration = newValue }
    }

    public internal(set) var tapsDone = 0
    var touchesInTap = 0
    var starts: [(touch: Touch, at: Point)] = []
    /// Where the first tap's fingers lifted: a later tap's fingers must land near them.
    var firstTapFingers: [Point] = []
    var waitingForNextTap = false
    /// G9: where the fingers of the current tap lifted (sum and count of their last
    /// locations), and the centroid of the last completed tap. Fingers lifting at different
    /// times all count, not only the last one.
    var liftSum = Point.zero
    var liftCount = 0
    var tapLocation: Point?

    init() { super.init(kind: .tap) }

    override var isWaitingForMoreTouches: Bool { waitingForNextTap }

    /// UIKit's location(in:) of a tap: the centroid of the tap's touches (G9).
    override var locationInWindow: Point { tapLocation ?? centroid() }
    /// Recognized (ended), a tap involves the fingers of its last tap, also those that lifted
    /// before the last one (whose lifts its location is the centroid of, G9).
    override var touchesInvolved: Int { state == .ended && tapLocation != nil ? liftCount : touches.count }

    override func touchesBegan(_ ts: TouchList, _ t: Double) {
        if waitingForNextTap {
            cancelTimer()
            waitingForNextTap = false
        }
        // A later tap's fingers land where the first tap's were: each within the radius, per
        // axis, of one of them (a two-finger double tap with its fingers far apart compares
        // each finger with its own, not with the first finger).
        if tapsDone > 0 {
            for touch in ts {
                let p = touch.location
                var nearest = Double.infinity
                var near = false
                for q in firstTapFingers {
                    if abs(p.x - q.x) <= tapRadius && abs(p.y - q.y) <= tapRadius { near = true; break }
                    nearest = min(nearest, distance(p, q))
                }
                if !near && !firstTapFingers.isEmpty {
                    fail(.movedTooFar, "tap \(tapsDone + 1) began \(format(nearest, 1)) pt from the first tap (radius \(format(tapRadius, 1)) pt) at t=\(format(t, 3)) s")
                    return
                }
            }
        }
        if touchesInTap == 0 {
            liftSum = .zero; liftCount = 0; tapLocation = nil
            // G8: the press must lift within tapDuration of its first finger landing (UIKit's
            // tap timer, started as each tap begins; it fails when the timer fires).
            startTapDurationTimer(self, tap: tapsDone + 1, at: t)
        }
        for touch in ts { starts.append((touch, touch.location)) }
        touchesInTap += ts.count
        if touchesInTap > touchesRequired {
            fail(.tooManyTouches, "\(touchesInTap) touches > \(touchesRequired) required at t=\(format(t, 3)) s")
        }
    }

    override func touchesMoved(_ ts: TouchList, _ t: Double) {
        // The first touch past the allowable movement fails the tap. The touches are read
        // without counting references: they are pooled by the scene (Support/Unretained.swift).
        var far: Double? = nil
        ts.forEachUnretained { touch in
            guard far == nil else { return }
            var k = 0
            while k < starts.count {
                if starts[k].touch === touch {
                    let d = distance(touch.location, starts[k].at)
                    if d > allowableMovement { far = d }
                    return
                }
                k += 1
            }
        }
        if let d = far {
            fail(.movedTooFar, "moved \(format(d, 1)) pt > allowable \(format(allowableMovement, 1)) pt at t=\(format(t, 3)) s")
        }
    }

    override func touchesEnded(_ ts: TouchList, _ t: Double) {
        touchesMoved(ts, t)
        guard state == .possible else { return }
        for touch in ts {
            liftSum = Point(liftSum.x + touch.location.x, liftSum.y + touch.location.y)
            liftCount += 1
            if tapsDone == 0 { firstTapFingers.append(touch.location) }
        }
        let remaining = touches.count - ts.count
        guard remaining <= 0 else { return }
        if touchesInTap < touchesRequired {
            fail(.tooFewTouches, "\(touchesInTap) touches < \(touchesRequired) required at t=\(format(t, 3)) s")
            return
        }
        tapsDone += 1
        cancelTimer()   // the press lifted in time (a recognition may still wait, G6)
        tapLocation = Point(liftSum.x / Double(liftCount), liftSum.y / Double(liftCount))
        if tapsDone >= tapsRequired {
            transition(.ended)
        } else {
            waitingForNextTap = true
            touchesInTap = 0
            starts.clearKeepingCapacity()
            let n = tapsDone
            let interval = tapInterval
            scheduleTimer(at: t + interval) { r in
                r.fail(.timedOut, "no tap \(n + 1) within \(format(interval, 2)) s of tap \(n)")
            }
        }
    }

    override func resetKind() {
        tapsDone = 0
        touchesInTap = 0
        starts.clearKeepingCapacity()
        firstTapFingers.removeAll(keepingCapacity: true)
        waitingForNextTap = false
        liftSum = .zero
        liftCount = 0
        tapLocation = nil
    }
}

/// G8: a tap's press (a tap recognizer's, or one of a long press's taps) must lift within
/// `tapDuration` of its first finger landing at `t`: the recognizer fails when the timer fires
/// (time moves when the host dispatches or advances), not only at the lift.
func startTapDurationTimer(_ r: Recognizer, tap n: Int, at t: Double) {
    let limit = r.params.tapDuration
    r.scheduleTimer(at: t + limit) { r in
        r.fail(.timedOut, "tap \(n) held longer than \(format(limit, 2)) s (pressed at t=\(format(t, 3)) s)")
    }
}

/// Tap (G8): `tapsRequired` taps of `touchesRequired` fingers. Discrete: possible → ended.
/// Measured as UIKit's tap engine (UIKitCore's `UITapRecognizer`) measures: once a tap's
/// required fingers are all down, their centroid is its position; the first tap's is the
/// reference. The tap fails when that centroid moves farther than `allowableMovement` from
/// the reference (Euclidean; a later tap too is measured from the first tap's reference),
/// when a later tap's fingers land with their centroid farther than `tapRadius` from it, when
/// more fingers land than required, or when the next tap does not begin within `tapInterval`
/// (G2: it stays possible between taps until then).
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
    /// Points. UIKit documents none; its tap engine's default is 45 pt (UITapRecognizer's
    /// `allowableMovement`, whose coder leaves out exactly that value).
    public var allowableMovement: Double {
        get { params.allowableMovement }
        set { params.allowableMovement = newValue }
    }
    /// Seconds from a tap's lift to the next tap's touch-down. UIKit documents none; 0.35 s
    /// (UITapRecognizer's `maximumIntervalBetweenSuccessiveTaps`).
    public var tapInterval: Double {
        get { params.tapInterval }
        set { params.tapInterval = newValue }
    }
    /// Points between the first tap's position and a later tap's, as it lands. UIKit measures
    /// that landing against its allowable movement; the default is the same 45 pt.
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
    /// Whether the current tap's required fingers have all been down together: from then on
    /// its centroid is measured (UIKit takes its touches then; before, nothing is measured).
    var tapFormed = false
    /// The first tap's centroid when it formed: what every later position is measured from.
    var reference: Point?
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
        if touchesInTap == 0 {
            liftSum = .zero; liftCount = 0; tapLocation = nil
            // G8: the press must lift within tapDuration of its first finger landing (UIKit's
            // tap timer, started as each tap begins; it fails when the timer fires).
            startTapDurationTimer(self, tap: tapsDone + 1, at: t)
        }
        touchesInTap += ts.count
        if touchesInTap > touchesRequired {
            fail(.tooManyTouches, "\(touchesInTap) touches > \(touchesRequired) required at t=\(format(t, 3)) s")
            return
        }
        // The tap forms when its required fingers are down together: its centroid then is the
        // reference (first tap) or must lie within tapRadius of it (a later tap).
        guard !tapFormed, touches.count == touchesRequired else { return }
        tapFormed = true
        // All its fingers are down: none has lifted, the centroid is theirs.
        formTap(self, tap: tapsDone + 1, reference: &reference, radius: tapRadius, t)
    }

    override func touchesMoved(_ ts: TouchList, _ t: Double) {
        // Measured once formed (UIKit: the centroid of the tap's touches against the first
        // tap's). Measuring at every move is the same as measuring when a touch really moved:
        // a centroid that did not move was measured before.
        guard tapFormed, let r = reference else { return }
        let d = distance(tapCentroid(), r)
        if d > allowableMovement {
            fail(.movedTooFar, "moved \(format(d, 1)) pt > allowable \(format(allowableMovement, 1)) pt at t=\(format(t, 3)) s")
        }
    }

    /// The centroid of the current tap's fingers, each where it is or where it lifted: the
    /// live ones are the recognizer's touches, the lifted ones are summed in `liftSum`
    /// (inlined: every moved sample of a formed tap asks it; nothing is counted or copied).
    @inline(__always)
    private func tapCentroid() -> Point {
        if liftCount == 0 { return centroid() }
        var x = liftSum.x, y = liftSum.y
        forEachTrackedTouch { x += $0.location.x; y += $0.location.y }
        let n = Double(touches.count + liftCount)
        return Point(x / n, y / n)
    }

    override func touchesEnded(_ ts: TouchList, _ t: Double) {
        touchesMoved(ts, t)
        guard state == .possible else { return }
        for touch in ts {
            liftSum = Point(liftSum.x + touch.location.x, liftSum.y + touch.location.y)
            liftCount += 1
        }
        let remaining = touches.count - ts.count
        guard remaining <= 0 else { return }
        if touchesInTap < touchesRequired {
            fail(.tooFewTouches, "\(touchesInTap) touches < \(touchesRequired) required at t=\(format(t, 3)) s")
            return
        }
        // Fingers that landed and lifted in turn, never all down together, are no tap: UIKit's
        // tap engine recognizes only when the touches down at its last touch-down were the
        // required number (its touchesEnded: `_numberOfTouchesRequired ==
        // _currentNumberOfTouches`), and measures nothing before that (a three-finger roll
        // could otherwise travel any distance).
        if !tapFormed {
            fail(.tooFewTouches, "its \(touchesRequired) fingers were never down together (t=\(format(t, 3)) s)")
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
            tapFormed = false
            scheduleTimer(at: t + tapInterval, .noNextTap(after: tapsDone, interval: tapInterval))
        }
    }

    override func resetKind() {
        tapsDone = 0
        touchesInTap = 0
        tapFormed = false
        reference = nil
        waitingForNextTap = false
        liftSum = .zero
        liftCount = 0
        tapLocation = nil
    }
}

/// G8: a tap (a tap recognizer's, or one of a long press's taps) formed — its required fingers
/// all down — at its recognizer's centroid: the first tap's is the reference (`reference` nil
/// until then); a later one fails the recognizer when it lands farther than `radius` from it.
func formTap(_ r: Recognizer, tap n: Int, reference: inout Point?, radius: Double, _ t: Double) {
    let c = r.centroid()
    guard let ref = reference else { reference = c; return }
    let d = distance(c, ref)
    if d > radius {
        r.fail(.movedTooFar, "tap \(n) landed \(format(d, 1)) pt from the first tap (radius \(format(radius, 1)) pt) at t=\(format(t, 3)) s")
    }
}

/// G8: a tap's press (a tap recognizer's, or one of a long press's taps) must lift within
/// `tapDuration` of its first finger landing at `t`: the recognizer fails when the timer fires
/// (time moves when the host dispatches or advances), not only at the lift.
func startTapDurationTimer(_ r: Recognizer, tap n: Int, at t: Double) {
    let limit = r.params.tapDuration
    r.scheduleTimer(at: t + limit, .tapHeld(tap: n, limit: limit, pressedAt: t))
}

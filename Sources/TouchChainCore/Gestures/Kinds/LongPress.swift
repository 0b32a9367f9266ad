/// Long press (G8): `touchesRequired` fingers held `minimumPressDuration` without moving past
/// `allowableMovement` (after `tapsRequired` quick taps). Continuous: began when the time is
/// up, changed on movement, ended when a finger lifts.
///
/// Movement is each finger's own, from where it landed (UIKit: "the user's fingers can't move
/// more than a specified distance"): fingers spreading apart fail it as one finger drifting
/// does, and a finger that moves before the others land is measured from its own landing.
public final class LongPressRecognizer: Recognizer {
    // Parameters (stored in `params`; defaults and ranges: ParameterTable).
    /// Seconds; UIKit's documented default 0.5 s.
    public var minimumPressDuration: Double {
        get { params.minimumDuration }
        set { params.minimumDuration = newValue }
    }
    /// Points; UIKit's documented default 10 pt.
    public var allowableMovement: Double {
        get { params.allowableMovement }
        set { params.allowableMovement = newValue }
    }
    public var tapsRequired: Int {
        get { params.tapsRequired }
        set { params.tapsRequired = newValue }
    }
    public var touchesRequired: Int {
        get { params.touchesRequired }
        set { params.touchesRequired = newValue }
    }
    /// Between the preliminary taps (seconds), as the tap recognizer's.
    public var tapInterval: Double {
        get { params.tapInterval }
        set { params.tapInterval = newValue }
    }
    /// Seconds each preliminary tap's press may last, as the tap recognizer's (UIKit's
    /// maximumTapDuration): a tap press held longer fails the long press.
    public var tapDuration: Double {
        get { params.tapDuration }
        set { params.tapDuration = newValue }
    }

    var tapsDone = 0
    var waitingForNextTap = false

    init() { super.init(kind: .longPress) }

    override var isWaitingForMoreTouches: Bool { waitingForNextTap }

    /// Once begun, a finger landing is not the press's (UIKit ignores it, ignore(_:for:)): it
    /// moves neither its location nor its touch count, its lift does not end the press, and
    /// its view gets it whole (an ignored touch is not cancelled on the view).
    override func accepts(_ touch: Touch) -> Bool {
        super.accepts(touch) && !state.isActive
    }

    override func touchesBegan(_ ts: TouchList, _ t: Double) {
        if waitingForNextTap { cancelTimer(); waitingForNextTap = false }
        if touches.count > touchesRequired {
            if state == .possible {
                fail(.tooManyTouches, "\(touches.count) touches > \(touchesRequired) required at t=\(format(t, 3)) s")
            }
            return
        }
        guard state == .possible else { return }
        if tapsDone < tapsRequired {
            // A preliminary tap: its press must lift within tapDuration (UIKit's tap timer).
            if touches.count == ts.count { startTapDurationTimer(self, tap: tapsDone + 1, at: t) }
            return
        }
        guard touches.count == touchesRequired else { return }
        let d = minimumPressDuration
        if d <= 0 {
            // UIKit calls enoughTimeElapsed: inside touchesBegan when the duration is 0: the
            // press begins with the touch-down, before the view is served.
            cancelTimer()
            transition(.began)
            return
        }
        scheduleTimer(at: t + d) { r in
            if r.state == .possible { r.transition(.began) }
        }
    }

    override func touchesMoved(_ ts: TouchList, _ t: Double) {
        if state == .possible {
            var d = 0.0
            forEachTrackedTouch { d = max(d, distance($0.location, $0.startLocation)) }
            if d > allowableMovement {
                fail(.movedTooFar, "moved \(format(d, 1)) pt > allowable \(format(allowableMovement, 1)) pt at t=\(format(t, 3)) s")
            }
        } else if state.isActive {
            transition(.changed)
        }
    }

    override func touchesEnded(_ ts: TouchList, _ t: Double) {
        if state.isActive { transition(.ended); return }
        guard state == .possible else { return }
        if tapsDone < tapsRequired && touches.count - ts.count <= 0 {
            tapsDone += 1
            waitingForNextTap = true
            let interval = tapInterval
            scheduleTimer(at: t + interval) { r in
                r.fail(.timedOut, "no touch-down within \(format(interval, 2)) s of tap \(r.tapsDoneForMessage)")
            }
            return
        }
        fail(.endedTooSoon, "lifted at t=\(format(t, 3)) s, before the \(format(minimumPressDuration, 2)) s press")
    }

    override func resetKind() {
        tapsDone = 0
        waitingForNextTap = false
    }
}

extension Recognizer {
    var tapsDoneForMessage: Int { (self as? LongPressRecognizer)?.tapsDone ?? 0 }
}

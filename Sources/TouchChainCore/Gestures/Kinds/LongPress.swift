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

    var tapsDone = 0
    var waitingForNextTap = false

    init() { super.init(kind: .longPress) }

    override var isWaitingForMoreTouches: Bool { waitingForNextTap }

    override func touchesBegan(_ ts: TouchList, _ t: Double) {
        if waitingForNextTap { cancelTimer(); waitingForNextTap = false }
        if touches.count > touchesRequired {
            if state == .possible {
                fail(.tooManyTouches, "\(touches.count) touches > \(touchesRequired) required at t=\(format(t, 3)) s")
            }
            return
        }
        guard state == .possible, touches.count == touchesRequired else { return }
        if tapsDone >= tapsRequired {
            let d = minimumPressDuration
            scheduleTimer(at: t + d) { r in
                if r.state == .possible { r.transition(.began) }
            }
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

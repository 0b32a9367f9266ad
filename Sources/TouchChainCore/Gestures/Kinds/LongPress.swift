/// Long press (G8): `touchesRequired` fingers held `minimumPressDuration` without moving past
/// `allowableMovement` (after `tapsRequired` quick taps). Continuous: began when the time is
/// up, changed on movement, ended when a finger lifts.
///
/// Movement is measured as UIKit's long press measures it (iOS 18.2 UIKitCore's
/// `touchesMoved:`): once the required fingers are all down, the centroid of its fingers from
/// where it was then (`_startPointScreen`); moves while fewer are down count for nothing, and
/// fingers spreading apart around a still centroid do not fail it. Its preliminary taps are
/// taps of UIKit's tap engine (its `_imp`): the centroid of each, once formed, within the tap
/// allowance (`Constants.tapAllowableMovement`) of the first tap's, as it lands and as it moves
/// (never at a lift). Each may have up to `touchesRequired` fingers down at once; UIKit's tap
/// engine keeps its own one-finger requirement, which `setNumberOfTouchesRequired:` does not
/// reach, so on iOS each preliminary tap is a one-finger tap (BEHAVIOUR G8, *Our choice*).
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
    /// The centroid of the press's fingers when they were all down; nil before.
    var start: Point?
    /// The first preliminary tap's centroid when its fingers were all down; nil before.
    var tapStart: Point?

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
            // Formed, it must land near the first tap (the tap engine's measure, Tap.swift).
            guard touches.count == touchesRequired else { return }
            formTap(self, tap: tapsDone + 1, reference: &tapStart, radius: Constants.tapAllowableMovement, t)
            return
        }
        guard touches.count == touchesRequired else { return }
        start = centroid()
        let d = minimumPressDuration
        if d <= 0 {
            // UIKit calls enoughTimeElapsed: inside touchesBegan when the duration is 0: the
            // press begins with the touch-down, before the view is served.
            cancelTimer()
            transition(.began)
            return
        }
        scheduleTimer(at: t + d, .longPressDue)
    }

    override func touchesMoved(_ ts: TouchList, _ t: Double) {
        if state == .possible {
            // Measured only while the required fingers are all down (UIKit: nothing before).
            guard touches.count == touchesRequired else { return }
            let pressing = tapsDone >= tapsRequired
            guard let from = pressing ? start : tapStart else { return }
            let limit = pressing ? allowableMovement : Constants.tapAllowableMovement
            let d = distance(centroid(), from)
            if d > limit {
                fail(.movedTooFar, "moved \(format(d, 1)) pt > allowable \(format(limit, 1)) pt at t=\(format(t, 3)) s")
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
            scheduleTimer(at: t + tapInterval, .noPressAfterTaps(after: tapsDone, interval: tapInterval))
            return
        }
        fail(.endedTooSoon, "lifted at t=\(format(t, 3)) s, before the \(format(minimumPressDuration, 2)) s press")
    }

    override func resetKind() {
        tapsDone = 0
        waitingForNextTap = false
        start = nil
        tapStart = nil
    }
}

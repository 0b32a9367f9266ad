/// Pinch and rotation (G8): continuous, on the first two touches. Values are cumulative from
/// the moment the second touch landed; velocities are LSQ2 fits (VelocityTracker) over the
/// value's history, per second.

/// What pinch and rotation share: the first two touches form the pair when the second lands;
/// the kind measures its value from the pair (`pairBegan`, `pairMoved`); the gesture begins
/// once the value moves past `slop`, changes while both fingers of the pair move, and ends when
/// the last of its fingers lifts (UIKit: "The gesture ends when the user lifts both fingers").
///
/// Invariant (iOS 18.2 UIKitCore's `_UIPinchGestureRecognizerDriver` and
/// `_UIRotationGestureRecognizerDriver`): once the pair has formed — a landing that leaves two
/// active touches sets a flag that only `reset` clears, and `shouldReceiveComponent:` answers NO
/// while it is set — the recognizer takes no further touch, in any state; `touchesMoved:`
/// measures only while both fingers of the pair are down (two active touches), so once one
/// lifts the value holds until the last lifts; `touchesEnded:` only changes the state, and only
/// when no active touch is left (pinch's private `_endsOnSingleTouch` is off by default).
/// Ours (G9): the lift that breaks the pair measures the pair once more, its lifting finger
/// where it lifted, so the value reported at `ended` includes the final sample.
public class TwoFingerRecognizer: Recognizer {
    /// The start threshold, in the kind's unit (points for pinch, radians for rotation).
    public var slop: Double {
        get { params.slop }
        set { params.slop = newValue }
    }
    /// The pair has formed (UIKit's driver flag): the recognizer's touches are the pair's.
    var hasPair = false
    var tracker = VelocityTracker()
    /// The value the velocity was last fitted to by a move (G9: a lift's measure is reported,
    /// not fitted, so every lift feeds the fit this value, as before the lift).
    private var fittedValue = 0.0

    override init(kind: RecognizerKind) { super.init(kind: kind) }

    /// The reported value (scale, rotation) the velocity is fitted to.
    var value: Double { 0 }
    /// The pair just formed: record the initial measure.
    func pairBegan() {}
    /// The pair moved: update the value; true when it is past the slop.
    func pairMoved() -> Bool { false }
    func resetValue() {}
    /// For failure messages: what the slop is a limit of.
    var slopDescription: String { "" }
    /// P4: set the value from a transform gesture's changed step; true when that begins a
    /// possible recognizer (the kind's rule: a pinch at once, a rotation past 1°).
    func setDrivenValue(_ v: Double) -> Bool { false }

    // MARK: transform input (P4, Pointer/InputDriven.swift)

    /// A transform gesture's began step: where it is, and the velocity's first point. Its
    /// values are not the gesture's yet (UIKit's drivers' -transformChangedWithEvent: read
    /// neither scale nor rotation at the began phase).
    func transformStarted(at location: Point, _ t: Double) {
        lastCentroid = location
        tracker.add(time: t, x: value, y: 0)
    }

    /// One changed step (or an ending step carrying a new value for a recognizer that began):
    /// the value is the gesture's (since its began); a possible recognizer begins by its kind's
    /// rule (`setDrivenValue`), an active one changes with each step.
    func transformTo(_ v: Double, at location: Point, _ t: Double) {
        lastCentroid = location
        let begins = setDrivenValue(v)
        tracker.add(time: t, x: value, y: 0)
        if state == .possible {
            if begins { transition(.began) }
        } else if state.isActive {
            transition(.changed)
        }
    }

    /// The gesture ended (or was cancelled): an active recognizer ends (is cancelled); one still
    /// possible fails (UIKit's drivers set a driver that has not begun to failed at the ended
    /// and cancelled phases).
    func transformEnded(_ t: Double, cancelled: Bool) {
        tracker.add(time: t, x: value, y: 0, isEnd: true)
        if state.isActive {
            transition(cancelled ? .cancelled : .ended)
        } else if state == .possible {
            if cancelled {
                fail(.touchCancelled, "the trackpad gesture was cancelled before it began at t=\(format(t, 3)) s")
            } else {
                fail(.endedTooSoon, "the trackpad gesture ended before it began at t=\(format(t, 3)) s")
            }
        }
    }

    /// The value's rate of change, per second (LSQ2).
    public var velocity: Double { tracker.velocityInPlace().x }

    /// UIKit's settable `scale` and `rotation` ("You may set the scale factor, but doing so
    /// resets the velocity"): the value becomes `v` at once and is measured on from there —
    /// from the current pair's fingers as they are now, or from the transform gesture's next
    /// step — so setting the identity after each change gives the change since the last one.
    /// The velocity starts over. Nothing is reported by the call itself.
    func setValue(_ v: Double) throws(EngineError) {
        try checkHostMayChange()
        applySetValue(v)
        tracker.reset()
        fittedValue = value
    }

    /// The kind's part of `setValue` (the value was checked).
    func applySetValue(_ v: Double) {}

    /// Both fingers of the pair down and not lifting in this event (UIKit's
    /// `activeComponentsForEvent:` counts the touches whose phase is began, moved or
    /// stationary): no other touch is ever the recognizer's once the pair has formed.
    private var pairIsDown: Bool {
        guard touches.count == 2 else { return false }
        let a = touches[0].phase, b = touches[1].phase
        return a != .ended && a != .cancelled && b != .ended && b != .cancelled
    }

    /// UIKit's `shouldReceiveComponent:`: no touch once the pair has formed, until reset —
    /// before the gesture begins as after, and also after a finger of the pair lifted (no new
    /// pair forms). A finger landing then is its view's, whole. Two fingers landing together
    /// after a first one are not both taken: the pair is the first two (UIKit's driver, handed
    /// three at once, forms no pair at all; see G8).
    override func accepts(_ touch: Touch) -> Bool {
        super.accepts(touch) && !hasPair && touches.count < 2
    }

    override func touchesBegan(_ ts: TouchList, _ t: Double) {
        guard !hasPair, touches.count >= 2 else { return }
        hasPair = true
        pairBegan()
        tracker.reset()
        fit(t)
    }

    /// One velocity point: the value now, at `t`.
    private func fit(_ t: Double) {
        fittedValue = value
        tracker.add(time: t, x: value, y: 0)
    }

    override func touchesMoved(_ ts: TouchList, _ t: Double) {
        guard hasPair, pairIsDown else { return }
        let past = pairMoved()
        fit(t)
        if state == .possible {
            if past { transition(.began) }
        } else if state.isActive {
            transition(.changed)
        }
    }

    override func touchesEnded(_ ts: TouchList, _ t: Double) {
        if state.isActive {
            // The velocity is the moves': a lift adds no point (its time still counts: a lift
            // long after the last move reads as stopped, VelocityTracker).
            tracker.add(time: t, x: fittedValue, y: 0, isEnd: true)
            // G9: the lift that breaks the pair is its final sample: the pair is measured once
            // more, the lifting finger where it lifted (and the other where it is now, moved in
            // this event or not), as a move would (the event, which leaves a finger down, is
            // an update: G2, `Scene.sendUpdateChanges` sends its `changed`); the value then holds
            // until the last finger lifts. UIKit 18.2's drivers do not measure a lift
            // (touchesEnded: only sets the state); on devices a lift repeats the last position
            // and the two agree. The ended touches are still in `touches` here; a cancelled
            // one carries no sample (it cancels the gesture next). A finger lifted onto the
            // other leaves the pair no distance and no angle to measure: the value holds.
            if hasPair && touches.count == 2
                && touches[0].phase != .cancelled && touches[1].phase != .cancelled
                && distance(touches[0].location, touches[1].location) >= 1e-6 {
                _ = pairMoved()
            }
        }
        // G8: only the last finger's lift acts — a finger of the pair lifting before the gesture
        // began leaves it possible until then.
        guard touches.count <= ts.count else { return }
        if state.isActive {
            transition(.ended)
        } else if state == .possible {
            fail(hasPair ? .endedTooSoon : .tooFewTouches,
                 hasPair ? "lifted before \(slopDescription) at t=\(format(t, 3)) s"
                         : "lifted with fewer than 2 touches at t=\(format(t, 3)) s")
        }
    }

    override func resetKind() {
        hasPair = false
        tracker.reset()
        resetValue()
    }
}

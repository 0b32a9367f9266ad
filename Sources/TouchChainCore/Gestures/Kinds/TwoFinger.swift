/// Pinch and rotation (G8): continuous, on the first two touches. Values are cumulative from
/// the moment the second touch landed; velocities are LSQ2 fits (VelocityTracker) over the
/// value's history, per second.

/// What pinch and rotation share: the first two touches form the pair when the second lands;
/// the kind measures its value from the pair (`pairBegan`, `pairMoved`); the gesture begins
/// once the value moves past `slop`, changes while both fingers of a pair move, and ends when
/// the last of its fingers lifts (UIKit: "The gesture ends when the user lifts both fingers").
///
/// Invariant: `pairIDs` names the two touches the value is measured from; when a finger of the
/// pair lifts mid-gesture the value holds, and a new pair (a finger landing again, or a third
/// finger already down) is re-based (`pairRebased`) so the value continues without a jump.
public class TwoFingerRecognizer: Recognizer {
    /// The start threshold, in the kind's unit (points for pinch, radians for rotation).
    public var slop: Double {
        get { params.slop }
        set { params.slop = newValue }
    }
    var hasPair = false
    /// The ids of the touches the value is measured from (`touches[0]`, `touches[1]`).
    var pairIDs: (Int64, Int64) = (0, 0)
    var tracker = VelocityTracker()

    override init(kind: RecognizerKind) { super.init(kind: kind) }

    /// The reported value (scale, rotation) the velocity is fitted to.
    var value: Double { 0 }
    /// The pair just formed: record the initial measure.
    func pairBegan() {}
    /// The pair moved: update the value; true when it is past the slop.
    func pairMoved() -> Bool { false }
    /// A new pair mid-gesture: measure from it so the value continues from where it is.
    func pairRebased() {}
    func resetValue() {}
    /// For failure messages: what the slop is a limit of.
    var slopDescription: String { "" }
    /// P4: set the value from a transform gesture (the kind's identity is 1 for scale, 0 for
    /// rotation); true when it differs from the identity.
    func setDrivenValue(_ v: Double) -> Bool { false }

    // MARK: transform input (P4, Pointer/InputDriven.swift)

    /// One transform step: the value is the gesture's (since its began); the recognizer begins
    /// once the value leaves its identity and changes with each later step.
    func transformTo(_ v: Double, at location: Point, _ t: Double) {
        lastCentroid = location
        let moved = setDrivenValue(v)
        tracker.add(time: t, x: value, y: 0)
        if state == .possible {
            if moved { transition(.began) }
        } else if state.isActive {
            transition(.changed)
        }
    }

    func transformEnded(_ t: Double, cancelled: Bool) {
        tracker.add(time: t, x: value, y: 0, isEnd: true)
        if state.isActive { transition(cancelled ? .cancelled : .ended) }
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
    }

    /// The kind's part of `setValue` (the value was checked).
    func applySetValue(_ v: Double) {}

    private var currentPairIDs: (Int64, Int64) { (touches[0].id, touches[1].id) }
    private var pairIsCurrent: Bool { touches.count >= 2 && currentPairIDs == pairIDs }

    /// Once begun with both fingers of its pair down, a finger landing is not the gesture's
    /// (UIKit's pinch and rotation receive no touch once their pair has formed): its view
    /// gets it whole. One landing after a pair finger lifted forms the next pair.
    override func accepts(_ touch: Touch) -> Bool {
        super.accepts(touch) && (!state.isActive || touches.count < 2)
    }

    override func touchesBegan(_ ts: TouchList, _ t: Double) {
        guard touches.count >= 2 else { return }
        if !hasPair {
            hasPair = true
            pairIDs = currentPairIDs
            pairBegan()
            tracker.reset()
            tracker.add(time: t, x: value, y: 0)
        } else if !pairIsCurrent {
            pairIDs = currentPairIDs
            pairRebased()
        }
    }

    override func touchesMoved(_ ts: TouchList, _ t: Double) {
        guard touches.count >= 2, hasPair else { return }
        if !pairIsCurrent {
            pairIDs = currentPairIDs
            pairRebased()
            return
        }
        // Only the pair's fingers move the value: another finger moving changes nothing.
        var pairMovedNow = false
        let pair = pairIDs
        ts.forEachUnretained { if $0.id == pair.0 || $0.id == pair.1 { pairMovedNow = true } }
        guard pairMovedNow else { return }
        let past = pairMoved()
        tracker.add(time: t, x: value, y: 0)
        if state == .possible {
            if past { transition(.began) }
        } else if state.isActive {
            transition(.changed)
        }
    }

    override func touchesEnded(_ ts: TouchList, _ t: Double) {
        if state.isActive {
            // G9: the values include the final sample (the lifting finger's last position may
            // differ from its last moved one). The ended touches are still in `touches` here.
            let before = value
            if pairIsCurrent { _ = pairMoved() }
            if touches.count > ts.count {
                // A finger still down: the gesture goes on (UIKit ends it when both lift). A
                // lift that does not change the value adds no velocity point (as any end).
                tracker.add(time: t, x: value, y: 0, isEnd: true)
                if value != before { transition(.changed) }
                return
            }
            tracker.add(time: t, x: value, y: 0, isEnd: true)
            transition(.ended)
        } else if state == .possible && touches.count - ts.count < 2 {
            fail(touches.count < 2 ? .tooFewTouches : .endedTooSoon,
                 touches.count < 2 ? "lifted with fewer than 2 touches at t=\(format(t, 3)) s"
                                   : "lifted before \(slopDescription) at t=\(format(t, 3)) s")
        }
    }

    override func resetKind() {
        hasPair = false
        pairIDs = (0, 0)
        tracker.reset()
        resetValue()
    }
}

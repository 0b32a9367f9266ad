/// Tap (G8): `tapsRequired` taps of `touchesRequired` fingers. Discrete: possible → ended.
/// Measured as UIKit's tap engine (UIKitCore's `UITapRecognizer`) measures: it counts only the
/// fingers down now (`countsOnlyActiveTouches`), and a tap forms whenever a landing makes them
/// exactly the required number — then those fingers are the tap's, their centroid its
/// position; the first tap's is the reference, and also the location it reports (G9). The tap
/// fails when that centroid moves farther than `allowableMovement` from the reference
/// (Euclidean; a later tap too is measured from the first tap's reference; measured at a move,
/// never at a lift: a finger lifting far from where it last was still taps), when a later
/// tap's fingers land with their centroid farther than `tapRadius` from it, when more fingers
/// are down at once than required, when a finger lifts while the last landing left other than
/// the required number down, or when the next tap does not begin within `tapInterval`
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
    /// The fingers down as the current tap's last finger landed (UIKit's
    /// `_currentNumberOfTouches`, set only on a landing; 0 before the tap's first): a lift is
    /// part of a tap only when it is the required number.
    var activeAtLastLanding = 0
    /// Whether the current tap has formed — a landing made the fingers down exactly the
    /// required number — (UIKit takes its touches then; before, nothing is measured).
    var tapFormed = false
    /// The fingers of the formed tap still down (UIKit's `_touches`, those not yet lifted):
    /// a finger landing later without forming the tap again is not one of them.
    var members: [ObjectIdentifier] = []
    /// The first tap's centroid when it (last) formed: what every later position is measured
    /// from, and the tap's location (G9; UIKit's `_startPoint`).
    var reference: Point?
    var waitingForNextTap = false
    /// Where the formed tap's lifted fingers lifted (sum and count): with the fingers still
    /// down, the centroid that is measured (UIKit measures `_touches`, lifted ones included).
    var liftSum = Point.zero
    var liftCount = 0
    /// How many fingers the formed tap has (UIKit's `_touches.count`): a recognized tap's
    /// numberOfTouches (G9) — those still down and those lifted (0 before it forms).
    var formedCount: Int { members.count + liftCount }
    /// The formed tap's fingers in the order they were tracked when it formed (UIKit's
    /// `_touches`), each with where it lifted (window coordinates; nil while down): what a
    /// recognized tap's location(ofTouch:in:) reads (G9). As many as `formedCount`.
    var formedFingers: [FormedFinger] = []
    struct FormedFinger {
        var id: ObjectIdentifier
        var lifted: Point?
    }

    init() {
        super.init(kind: .tap)
        members.reserveCapacity(4)
        formedFingers.reserveCapacity(4)
    }

    override var isWaitingForMoreTouches: Bool { waitingForNextTap }

    /// UIKit's location(in:) of a tap: the first tap's centroid as it formed, its fingers
    /// all down (`_startPoint`, G9) — not where they lifted; before it forms, the centroid of
    /// the fingers down (see BEHAVIOUR G9). Kept in window coordinates and converted when read,
    /// as UIKit keeps it in scene coordinates: a view that moved since reads it where it is now.
    override var locationInWindow: Point { reference ?? centroid() }
    /// Recognized (ended), a tap involves the fingers of its last tap, also those that lifted
    /// before the last one (UIKit's numberOfTouches: `_touches.count`, G9).
    override var touchesInvolved: Int { state == .ended && formedCount > 0 ? formedCount : touches.count }

    /// G9: a recognized tap's touch `index` is a finger of its last tap, where it lifted (UIKit's
    /// tap answers location(ofTouch:in:) with `_touches[index]`'s location(in:), and a lifted
    /// UITouch keeps the location it lifted at); otherwise a tracked touch, as any recognizer's.
    override func locationOfTouch(_ index: Int, in target: View?) throws(EngineError) -> Point {
        guard state == .ended && formedCount > 0 else { return try super.locationOfTouch(index, in: target) }
        guard index < formedFingers.count else {
            throw EngineError(.notFound, "touch index \(index) is past the tap's \(formedFingers.count) fingers")
        }
        let finger = formedFingers[index]
        if let p = finger.lifted { return try pointFromWindow(p, to: target) }
        for t in touches where ObjectIdentifier(t) == finger.id { return try t.location(in: target) }
        throw EngineError(.state, "the tap's touch \(index) is neither down nor lifted")
    }

    override func touchesBegan(_ ts: TouchList, _ t: Double) {
        if waitingForNextTap {
            cancelTimer()
            waitingForNextTap = false
        }
        // G8: only the fingers down now count (UIKit's `countsOnlyActiveTouches`, set by its
        // init): more of them at once than required fails the tap, however many landed in all.
        let active = touches.count
        if active > touchesRequired {
            fail(.tooManyTouches, "\(active) touches down > \(touchesRequired) required at t=\(format(t, 3)) s")
            return
        }
        if activeAtLastLanding == 0 {
            // G8: the press must lift within tapDuration of its first finger landing (UIKit's
            // tap timer, started as each tap begins; it fails when the timer fires).
            startTapDurationTimer(self, tap: tapsDone + 1, at: t)
        }
        activeAtLastLanding = active
        // The tap (re)forms whenever a landing makes the fingers down the required number:
        // they are its fingers from now on (UIKit's touchesBegan: `_touches` becomes the
        // active touches). The first tap's centroid then is the reference, written anew at
        // each such landing; a later tap's must lie within tapRadius of it.
        guard active == touchesRequired else { return }
        tapFormed = true
        members.removeAll(keepingCapacity: true)
        formedFingers.removeAll(keepingCapacity: true)
        forEachTrackedTouch {
            members.append(ObjectIdentifier($0))
            formedFingers.append(FormedFinger(id: ObjectIdentifier($0), lifted: nil))
        }
        liftSum = .zero
        liftCount = 0
        if tapsDone == 0 { reference = nil }
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

    /// The centroid of the formed tap's fingers, each where it is or where it lifted: the
    /// live ones are its members among the recognizer's touches, the lifted ones are summed in
    /// `liftSum` (inlined: every moved sample of a formed tap asks it; nothing is counted or
    /// copied).
    @inline(__always)
    private func tapCentroid() -> Point {
        var x = liftSum.x, y = liftSum.y, n = liftCount
        forEachTrackedTouch { touch in
            guard members.contains(ObjectIdentifier(touch)) else { return }
            x += touch.location.x; y += touch.location.y; n += 1
        }
        guard n > 0 else { return centroid() }
        return Point(x / Double(n), y / Double(n))
    }

    override func touchesEnded(_ ts: TouchList, _ t: Double) {
        // G8: a lift is not measured, wherever the finger lifts (UIKit's tap engine's
        // touchesEnded: compares nothing with `_startPoint`: only a move and a later tap's
        // landing do). Where it lifted is kept: the centroid a later move measures counts it
        // there (`liftSum`), and a recognized tap's touch reads it (`formedFingers`, G9).
        guard state == .possible else { return }
        for touch in ts {
            let id = ObjectIdentifier(touch)
            guard let i = members.firstIndex(of: id) else { continue }
            members.remove(at: i)
            liftSum = Point(liftSum.x + touch.location.x, liftSum.y + touch.location.y)
            liftCount += 1
            if let j = formedFingers.firstIndex(where: { $0.id == id && $0.lifted == nil }) {
                formedFingers[j].lifted = touch.location
            }
        }
        // G8: a finger lifting counts only when the last landing left the required number
        // down (UIKit's touchesEnded: `_numberOfTouchesRequired == _currentNumberOfTouches`,
        // else it fails the tap at once): fingers that landed and lifted in turn, never all
        // down together, are no tap, nor is a three-finger tap whose first finger lifts
        // before the third lands. A finger of a formed tap may lift while the others stay
        // down; one landing then forms it again (on the first tap its start point is taken
        // again, as UIKit's `_startPoint`, so a tap rolled finger by finger may end far from
        // where its first fingers landed).
        if activeAtLastLanding != touchesRequired {
            fail(.tooFewTouches, "a finger lifted with \(activeAtLastLanding) of its \(touchesRequired) fingers down together at t=\(format(t, 3)) s")
            return
        }
        let remaining = touches.count - ts.count
        guard remaining <= 0 else { return }
        tapsDone += 1
        cancelTimer()   // the press lifted in time (a recognition may still wait, G6)
        if tapsDone >= tapsRequired {
            transition(.ended)
        } else {
            waitingForNextTap = true
            activeAtLastLanding = 0
            tapFormed = false
            scheduleTimer(at: t + tapInterval, .noNextTap(after: tapsDone, interval: tapInterval))
        }
    }

    override func resetKind() {
        tapsDone = 0
        activeAtLastLanding = 0
        tapFormed = false
        members.removeAll(keepingCapacity: true)
        formedFingers.removeAll(keepingCapacity: true)
        reference = nil
        waitingForNextTap = false
        liftSum = .zero
        liftCount = 0
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

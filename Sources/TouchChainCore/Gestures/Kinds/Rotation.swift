/// Rotation (G8): the pair's cumulative turn in radians, clockwise positive in y-down space.
///
/// Two values, as for the pinch: `measured`, the pair's turn itself (what recognition and the
/// slop test use), and `rotation`, what is reported: `measured` plus `offset`, which is 0 until
/// the host sets the rotation (UIKit's settable `rotation`).
public final class RotationRecognizer: TwoFingerRecognizer {
    /// The reported rotation: radians, clockwise positive in y-down space, cumulative
    /// (unwrapped), plus the offset a set rotation applies.
    public internal(set) var rotation = 0.0
    var lastAngle = 0.0
    /// Whether `lastAngle` is the pair's: two fingers on one point have no angle, so the turn
    /// is measured from where they first stand apart (and held while they coincide).
    var hasAngle = false
    /// The pair's cumulative turn (or a transform gesture's rotation, P4).
    var measured = 0.0
    /// `rotation - measured` since the host set the rotation; 0 when it never did.
    var offset = 0.0

    init() { super.init(kind: .rotation) }

    override var value: Double { rotation }
    override var slopDescription: String { "turning \(format(slop, 3)) rad" }

    private func pairAngle() -> Double {
        let a = touches[0].location, b = touches[1].location
        return arctan2(b.y - a.y, b.x - a.x)
    }

    private var pairApart: Bool { touches[0].location != touches[1].location }

    override func pairBegan() { measureAngleFromHere() }
    /// The turn is measured on from the pair's angle now (the fingers stand apart).
    private func measureAngleFromHere() {
        hasAngle = pairApart
        if hasAngle { lastAngle = pairAngle() }
    }

    override func pairMoved() -> Bool {
        if !pairApart {
            hasAngle = false
        } else if !hasAngle {
            measureAngleFromHere()
        } else {
            let a = pairAngle()
            measured += wrapAngle(a - lastAngle)
            lastAngle = a
            report()
        }
        return abs(measured) > slop
    }

    /// P4: a trackpad rotation begins once its rotation passes 1° (iOS 18.2
    /// `_UIRotationGestureRecognizerDriver -transformChangedWithEvent:`: `|rotation| >` the
    /// internal preference TransformEventRotationHysteresis, 1° by default).
    override func setDrivenValue(_ v: Double) -> Bool {
        measured = v
        report()
        return abs(v) > Constants.transformRotationHysteresis
    }

    /// `rotation` from `measured` (bit for bit the measure when no rotation was set; a sum
    /// that would not be finite leaves the rotation as it was).
    private func report() {
        if offset == 0 {
            rotation = measured
        } else if (measured + offset).isFinite {
            rotation = measured + offset
        }
    }

    /// UIKit's settable rotation (see `TwoFingerRecognizer.setValue`): finite, radians. The
    /// pair's turn from now on adds to it.
    public func setRotation(_ v: Double) throws(EngineError) {
        try requireFinite(v, "rotation")
        try setValue(v)
    }

    override func applySetValue(_ v: Double) {
        rotation = v
        let o = v - measured
        offset = o.isFinite ? o : 0
    }

    override func resetValue() {
        rotation = 0
        lastAngle = 0
        hasAngle = false
        measured = 0
        offset = 0
    }
}

/// Pinch (G8): the pair's distance over its distance when the pair formed.
///
/// Two values: `measured`, the distance ratio itself (what recognition and the slop test
/// use), and `scale`, what is reported: `measured` times `factor`, which is 1 until the host
/// sets the scale (UIKit's settable `scale`). Setting changes `factor` only, so it never
/// changes when the pinch begins.
public final class PinchRecognizer: TwoFingerRecognizer {
    /// The reported scale: current distance / distance when the second touch landed, times
    /// the factor a set scale applies.
    public internal(set) var scale = 1.0
    var initialDistance = 0.0
    /// The distance ratio measured from the fingers (or a transform gesture's scale, P4).
    var measured = 1.0
    /// `scale / measured` since the host set the scale; 1 when it never did.
    var factor = 1.0

    init() { super.init(kind: .pinch) }

    override var value: Double { scale }
    override var slopDescription: String { "the distance changed by \(format(slop, 1)) pt" }

    override func pairBegan() {
        initialDistance = distance(touches[0].location, touches[1].location)
    }

    override func pairMoved() -> Bool {
        // Fingers that landed (nearly) on one point have no scale to measure against (below a
        // millionth of a point the ratio could overflow a double): the scale is measured from
        // where they first stand apart, as a rotation's turn is.
        let d = distance(touches[0].location, touches[1].location)
        guard initialDistance >= 1e-6 else {
            if d >= 1e-6 && measured == 1 { initialDistance = d }
            return false
        }
        measured = d / initialDistance
        report()
        return abs(d - initialDistance) > slop
    }

    /// P4: a trackpad pinch begins at its first changed step, whatever its scale (iOS 18.2
    /// `_UIPinchGestureRecognizerDriver -transformChangedWithEvent:` applies each changed step's
    /// scale, and `-_applyScale:…` begins the driver unless its `scaleThreshold`, 1.0 from
    /// `init`, is another value the scale has not crossed).
    override func setDrivenValue(_ v: Double) -> Bool {
        measured = v
        report()
        return true
    }

    /// `scale` from `measured` (bit for bit the measure when no scale was set; a product
    /// that would not be finite leaves the scale as it was).
    private func report() {
        if factor == 1 {
            scale = measured
        } else if (measured * factor).isFinite {
            scale = measured * factor
        }
    }

    /// UIKit's settable scale (see `TwoFingerRecognizer.setValue`): positive and finite.
    public func setScale(_ v: Double) throws(EngineError) {
        try requireFinite(v, "scale")
        guard v > 0 else { throw EngineError(.invalidArgument, "scale is \(v) (must be > 0)") }
        // Fingers on one point measure 0: no factor takes such a measure to `v`.
        try checkHostMayChange()
        guard measured >= 1e-9 else {
            throw EngineError(.state, "the pinch measures no scale now (its fingers are on one point)")
        }
        // The factor that takes the fingers' measure to `v`: one that is 0 or inf as a double
        // (a subnormal scale, or a huge one) could not be applied, so the scale is refused
        // rather than left measured from the gesture's start.
        let f = v / measured
        guard f.isFinite, f > 0 else {
            throw EngineError(.invalidArgument, "scale \(v) cannot be reached from the fingers' distance now (the factor is \(f))")
        }
        try setValue(v)
    }

    override func applySetValue(_ v: Double) {
        scale = v
        let f = v / measured
        factor = f.isFinite && f > 0 ? f : 1
    }

    override func resetValue() {
        scale = 1
        initialDistance = 0
        measured = 1
        factor = 1
    }
}

/// Pinch (G8): the pair's distance over its distance when the pair formed.
public final class PinchRecognizer: TwoFingerRecognizer {
    /// Current distance / distance when the second touch landed.
    public internal(set) var scale = 1.0
    var initialDistance = 0.0
    /// P4: a transform gesture's scale since its began, and the factor a set scale applies
    /// to it (1: none set).
    var lastDriven = 1.0
    var drivenFactor = 1.0

    init() { super.init(kind: .pinch) }

    override var value: Double { scale }
    override var slopDescription: String { "the distance changed by \(format(slop, 1)) pt" }

    override func pairBegan() {
        // Measured from the scale as it stands: 1, unless the host set one before the pair
        // formed (`d / 1` is `d`, bit for bit).
        let d = distance(touches[0].location, touches[1].location)
        let reference = d / scale
        initialDistance = reference.isFinite ? reference : d
    }

    override func pairRebased() {
        // The scale continues: the new distance stands for the current scale.
        let d = distance(touches[0].location, touches[1].location)
        if scale.isFinite && scale >= 1e-9 && d >= 1e-6 { initialDistance = d / scale }
    }

    override func pairMoved() -> Bool {
        // Fingers that landed (nearly) on one point have no scale to measure against; below
        // a millionth of a point the ratio could overflow a double.
        guard initialDistance >= 1e-6 else { return false }
        let d = distance(touches[0].location, touches[1].location)
        scale = d / initialDistance
        return abs(d - initialDistance) > slop
    }

    override func setDrivenValue(_ v: Double) -> Bool {
        lastDriven = v
        if drivenFactor == 1 {
            scale = v
        } else if (v * drivenFactor).isFinite {
            scale = v * drivenFactor
        }
        return v != 1
    }

    /// UIKit's settable scale (see `TwoFingerRecognizer.setValue`): positive and finite.
    public func setScale(_ v: Double) throws(EngineError) {
        try requireFinite(v, "scale")
        guard v > 0 else { throw EngineError(.invalidArgument, "scale is \(v) (must be > 0)") }
        try setValue(v)
    }

    override func applySetValue(_ v: Double) {
        scale = v
        if hasPair && touches.count >= 2 {
            let reference = distance(touches[0].location, touches[1].location) / v
            if reference.isFinite && reference >= 1e-6 { initialDistance = reference }
        }
        if lastDriven > 0 && lastDriven.isFinite { drivenFactor = v / lastDriven }
    }

    override func resetValue() {
        scale = 1
        initialDistance = 0
        lastDriven = 1
        drivenFactor = 1
    }
}

/// Pinch (G8): the pair's distance over its distance when the pair formed.
public final class PinchRecognizer: TwoFingerRecognizer {
    /// Current distance / distance when the second touch landed.
    public internal(set) var scale = 1.0
    var initialDistance = 0.0

    init() { super.init(kind: .pinch) }

    override var value: Double { scale }
    override var slopDescription: String { "the distance changed by \(format(slop, 1)) pt" }

    override func pairBegan() {
        initialDistance = distance(touches[0].location, touches[1].location)
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
        scale = v
        return v != 1
    }

    override func resetValue() {
        scale = 1
        initialDistance = 0
    }
}

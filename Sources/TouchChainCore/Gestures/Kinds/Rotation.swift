/// Rotation (G8): the pair's cumulative turn in radians, clockwise positive in y-down space.
public final class RotationRecognizer: TwoFingerRecognizer {
    /// Radians, clockwise positive in y-down space, cumulative (unwrapped).
    public internal(set) var rotation = 0.0
    var lastAngle = 0.0

    init() { super.init(kind: .rotation) }

    override var value: Double { rotation }
    override var slopDescription: String { "turning \(format(slop, 3)) rad" }

    private func pairAngle() -> Double {
        let a = touches[0].location, b = touches[1].location
        return arctan2(b.y - a.y, b.x - a.x)
    }

    override func pairBegan() { lastAngle = pairAngle() }
    /// The rotation is cumulative: only the new pair's starting angle changes.
    override func pairRebased() { lastAngle = pairAngle() }

    override func pairMoved() -> Bool {
        let a = pairAngle()
        rotation += wrapAngle(a - lastAngle)
        lastAngle = a
        return abs(rotation) > slop
    }

    override func setDrivenValue(_ v: Double) -> Bool {
        rotation = v
        return v != 0
    }

    override func resetValue() {
        rotation = 0
        lastAngle = 0
    }
}

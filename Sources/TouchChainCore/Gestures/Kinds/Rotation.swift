/// Rotation (G8): the pair's cumulative turn in radians, clockwise positive in y-down space.
public final class RotationRecognizer: TwoFingerRecognizer {
    /// Radians, clockwise positive in y-down space, cumulative (unwrapped).
    public internal(set) var rotation = 0.0
    var lastAngle = 0.0
    /// P4: a transform gesture's rotation since its began, and the offset a set rotation
    /// adds to it (0: none set).
    var lastDriven = 0.0
    var drivenOffset = 0.0

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
        lastDriven = v
        if drivenOffset == 0 {
            rotation = v
        } else if (v + drivenOffset).isFinite {
            rotation = v + drivenOffset
        }
        return v != 0
    }

    /// UIKit's settable rotation (see `TwoFingerRecognizer.setValue`): finite, radians. The
    /// pair's turn from now on adds to it.
    public func setRotation(_ v: Double) throws(EngineError) {
        try requireFinite(v, "rotation")
        try setValue(v)
    }

    override func applySetValue(_ v: Double) {
        rotation = v
        let offset = v - lastDriven
        drivenOffset = offset.isFinite ? offset : 0
    }

    override func resetValue() {
        rotation = 0
        lastAngle = 0
        lastDriven = 0
        drivenOffset = 0
    }
}

/// Pinch and rotation (G8): continuous, on the first two touches. Values are cumulative from
/// the moment the second touch landed; velocities are LSQ2 fits (VelocityTracker) over the
/// value's history, per second.

public final class PinchRecognizer: Recognizer {
    /// Points the finger distance must change before the pinch begins. UIKit documents none.
    public var slop = Constants.pinchSlop
    /// Current distance / distance when the second touch landed.
    public internal(set) var scale = 1.0
    var initialDistance = 0.0
    var tracker = VelocityTracker()

    init() { super.init(kind: .pinch) }

    public var velocity: Double { tracker.velocity().x }

    override func touchesBegan(_ ts: [Touch], _ t: Double) {
        if touches.count >= 2 && initialDistance == 0 {
            initialDistance = distance(touches[0].location, touches[1].location)
            tracker.reset()
            tracker.add(time: t, x: 1, y: 0)
        }
    }

    override func touchesMoved(_ ts: [Touch], _ t: Double) {
        guard touches.count >= 2, initialDistance > 0 else { return }
        let d = distance(touches[0].location, touches[1].location)
        scale = d / initialDistance
        tracker.add(time: t, x: scale, y: 0)
        if state == .possible {
            if abs(d - initialDistance) > slop { transition(.began) }
        } else if state.isActive {
            transition(.changed)
        }
    }

    override func touchesEnded(_ ts: [Touch], _ t: Double) {
        if state.isActive {
            tracker.add(time: t, x: scale, y: 0, isEnd: true)
            transition(.ended)
        } else if state == .possible && touches.count - ts.count < 2 {
            fail(touches.count < 2 ? .tooFewTouches : .endedTooSoon,
                 touches.count < 2 ? "lifted with fewer than 2 touches at t=\(format(t, 3)) s"
                                   : "lifted before the distance changed by \(format(slop, 1)) pt at t=\(format(t, 3)) s")
        }
    }

    override func resetKind() {
        scale = 1
        initialDistance = 0
        tracker.reset()
    }
}

public final class RotationRecognizer: Recognizer {
    /// Radians the finger pair must turn before the rotation begins. UIKit documents none;
    /// 2° (0.0349 rad).
    public var slop = Constants.rotationSlop
    /// Radians, clockwise positive in y-down space, cumulative (unwrapped).
    public internal(set) var rotation = 0.0
    var lastAngle = 0.0
    var hasPair = false
    var tracker = VelocityTracker()

    init() { super.init(kind: .rotation) }

    public var velocity: Double { tracker.velocity().x }

    private func pairAngle() -> Double {
        let a = touches[0].location, b = touches[1].location
        return arctan2(b.y - a.y, b.x - a.x)
    }

    override func touchesBegan(_ ts: [Touch], _ t: Double) {
        if touches.count >= 2 && !hasPair {
            hasPair = true
            lastAngle = pairAngle()
            tracker.reset()
            tracker.add(time: t, x: 0, y: 0)
        }
    }

    override func touchesMoved(_ ts: [Touch], _ t: Double) {
        guard touches.count >= 2, hasPair else { return }
        let a = pairAngle()
        rotation += wrapAngle(a - lastAngle)
        lastAngle = a
        tracker.add(time: t, x: rotation, y: 0)
        if state == .possible {
            if abs(rotation) > slop { transition(.began) }
        } else if state.isActive {
            transition(.changed)
        }
    }

    override func touchesEnded(_ ts: [Touch], _ t: Double) {
        if state.isActive {
            tracker.add(time: t, x: rotation, y: 0, isEnd: true)
            transition(.ended)
        } else if state == .possible && touches.count - ts.count < 2 {
            fail(touches.count < 2 ? .tooFewTouches : .endedTooSoon,
                 touches.count < 2 ? "lifted with fewer than 2 touches at t=\(format(t, 3)) s"
                                   : "lifted before turning \(format(slop, 3)) rad at t=\(format(t, 3)) s")
        }
    }

    override func resetKind() {
        rotation = 0
        lastAngle = 0
        hasPair = false
        tracker.reset()
    }
}

/// Custom (G8): the host interprets the touches and sets the state; the engine validates
/// each transition (G2) and arbitrates it like any other.
public final class CustomRecognizer: Recognizer {
    public var onTouches: ((CustomRecognizer, Phase, [Touch], Double) -> Void)?

    init() { super.init(kind: .custom) }

    override func touchesBegan(_ ts: [Touch], _ t: Double) { onTouches?(self, .began, ts, t) }
    override func touchesMoved(_ ts: [Touch], _ t: Double) { onTouches?(self, .moved, ts, t) }
    override func touchesEnded(_ ts: [Touch], _ t: Double) { onTouches?(self, .ended, ts, t) }
    override func touchesCancelled(_ ts: [Touch], _ t: Double) {
        onTouches?(self, .cancelled, ts, t)
        if state == .possible || state.isActive { super.touchesCancelled(ts, t) }
    }
}

/// Custom (G8): the host interprets the touches and sets the state; the engine validates
/// each transition (G2) and arbitrates it like any other.
public final class CustomRecognizer: Recognizer {
    /// The host's touch handler (set with `setTouchesHandler`).
    public internal(set) var onTouches: ((CustomRecognizer, Phase, TouchList, Double) -> Void)?

    public func setTouchesHandler(_ handler: ((CustomRecognizer, Phase, TouchList, Double) -> Void)?)
    throws(EngineError) {
        try checkHostMayChange()
        onTouches = handler
    }

    init() { super.init(kind: .custom) }

    override func touchesBegan(_ ts: TouchList, _ t: Double) { handOver(.began, ts, t) }
    override func touchesMoved(_ ts: TouchList, _ t: Double) { handOver(.moved, ts, t) }
    override func touchesEnded(_ ts: TouchList, _ t: Double) { handOver(.ended, ts, t) }

    /// The host's touch handler is host code (it may set this recognizer's state: the usual
    /// way a custom recognizer recognizes, so it does not count as being about it).
    private func handOver(_ phase: Phase, _ ts: TouchList, _ t: Double) {
        guard let handler = onTouches else { return }
        if let scene { scene.host { handler(self, phase, ts, t) } } else { handler(self, phase, ts, t) }
    }
    override func touchesCancelled(_ ts: TouchList, _ t: Double) {
        handOver(.cancelled, ts, t)
        if state == .possible || state.isActive { super.touchesCancelled(ts, t) }
    }
}

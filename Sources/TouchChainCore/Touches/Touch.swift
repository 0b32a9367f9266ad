/// A touch (T1). Touch objects are pooled per scene and reused: a `Touch` reference is only
/// meaningful while the touch is live (between its began and the end of the dispatch of its
/// ended/cancelled event).
public final class Touch {
    public internal(set) var id: Int64 = 0
    public internal(set) var phase: Phase = .began
    /// In its window's coordinates.
    public internal(set) var location = Point.zero
    public internal(set) var previousLocation = Point.zero
    var startLocation = Point.zero
    /// T2: when the latest sample happened.
    public internal(set) var timestamp: Double = 0
    public internal(set) var tapCount: Int32 = 1
    public internal(set) var type: TouchType = .direct
    public internal(set) var majorRadius: Double = 0
    public internal(set) var radiusTolerance: Double = 0
    public internal(set) var force: Double = 0
    public internal(set) var maximumPossibleForce: Double = 0
    /// T4: the hit-test view, chosen once at began (nil: nothing was hit or it was destroyed).
    public internal(set) var view: View?
    public internal(set) var window: View?
    /// T6: false when multipleTouchEnabled or exclusiveTouch keep this touch from its view.
    public internal(set) var isDeliveredToView = false
    /// Whether this touch changed phase in the event being dispatched.
    var changedInEvent = false

    // MARK: gestures and the view's delivery filter (T5, G3–G5)
    /// T5: recognizers of the hit-test view and its ancestors that track this touch; a
    /// recognizer that fails is dropped.
    public internal(set) var gestureRecognizers: [Recognizer] = []
    var recognizers: [Recognizer] {
        get { gestureRecognizers }
        set { gestureRecognizers = newValue }
    }
    var viewSawBegan = false
    /// The view got ended or cancelled, or a recognizer took the touch before the view saw it.
    var viewDone = false
    var heldBegan = false
    var heldBeganTime = 0.0
    var heldMoved = false
    var heldMovedTime = 0.0
    var heldEnded = false
    var heldEndedTime = 0.0
    /// What the view gets in the event being dispatched.
    var pendingViewPhase: Phase?

    var hasHolds: Bool { heldBegan || heldMoved || heldEnded }
    func clearHolds() { heldBegan = false; heldMoved = false; heldEnded = false }

    /// G3: a recognizer that cancels touches in its view has recognized this touch.
    var isClaimed: Bool {
        for r in gestureRecognizers where r.cancelsTouchesInView && (r.state.isActive || r.state == .ended) {
            return true
        }
        return false
    }
    /// G4: a recognizer with delaysTouchesBegan is still possible.
    var delaysBegan: Bool {
        for r in gestureRecognizers where r.delaysTouchesBegan && r.state == .possible { return true }
        return false
    }
    /// G5: a recognizer with delaysTouchesEnded is still possible.
    var delaysEnded: Bool {
        for r in gestureRecognizers where r.delaysTouchesEnded && r.state == .possible { return true }
        return false
    }

    public internal(set) var handleSlot: Int32 = -1
    public internal(set) var handleGeneration: UInt32 = 0
    public internal(set) var isLive = false

    init() {}

    /// The location in `view`'s bounds coordinates (nil view: the window's).
    public func location(in target: View?, previous: Bool = false) throws(EngineError) -> Point {
        let p = previous ? previousLocation : location
        guard let target else { return p }
        guard let w = window else { throw EngineError(.state, "the touch's window was destroyed") }
        return try w.convert(p, to: target)
    }
}

/// One raw touch sample pushed by the host.
public struct TouchSample {
    public var id: Int64
    public var phase: Phase
    public var location: Point
    public var timestamp: Double
    public var force: Double = 0
    public var maximumPossibleForce: Double = 0
    public var majorRadius: Double = 0
    public var radiusTolerance: Double = 0
    public var type: TouchType = .direct
    /// The window, for a began (nil: the key window). Later phases use the touch's window.
    public var window: View? = nil
    public init(id: Int64, phase: Phase, x: Double, y: Double, timestamp: Double) {
        self.id = id; self.phase = phase; self.location = Point(x, y); self.timestamp = timestamp
    }
}

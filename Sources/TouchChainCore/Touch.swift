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

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
    /// P2: the pointer buttons held (a contact always holds one; primary by default).
    public internal(set) var buttons: UInt32 = Buttons.primary
    /// P5: radians; a finger's is perpendicular (π/2) and its azimuth 0.
    public internal(set) var altitude: Double = Constants.defaultAltitude
    public internal(set) var azimuth: Double = 0
    /// P5: which properties are estimates, which of them still expect updates, and the key
    /// of those updates (the latest sample's).
    public internal(set) var estimatedProperties: UInt32 = 0
    public internal(set) var expectingUpdates: UInt32 = 0
    public internal(set) var estimationUpdateIndex: Int64 = 0
    /// P6: the latest sample's coalesced points (the host's, then the sample itself) and the
    /// host's predicted points. Capacity reserved once (`Constants.maxCoalesced` + 1 and
    /// `Constants.maxPredicted`): refilling them allocates nothing.
    public internal(set) var coalesced: [TouchPoint] = []
    public internal(set) var predicted: [TouchPoint] = []
    /// P6: every sample of the touch, coalesced points included, for `predict`.
    var tracker = VelocityTracker()
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

    init() {
        coalesced.reserveCapacity(Constants.maxCoalesced + 1)
        predicted.reserveCapacity(Constants.maxPredicted)
    }

    /// The latest sample as a point.
    var currentPoint: TouchPoint {
        TouchPoint(timestamp: timestamp, location: location, force: force, altitude: altitude, azimuth: azimuth)
    }

    /// P6: the engine's prediction `interval` seconds past the latest sample, from the velocity
    /// fit of the touch's samples (a straight line: the fit's velocity times the interval).
    public func predict(after interval: Double) throws(EngineError) -> TouchPoint {
        guard interval.isFinite else { throw EngineError(.notFinite, "interval is \(interval)") }
        guard interval >= 0, interval <= Constants.maxPredictionInterval else {
            throw EngineError(.invalidArgument, "interval is \(interval) s (0 ... TC_MAX_PREDICTION_INTERVAL, \(Constants.maxPredictionInterval) s)")
        }
        let v = tracker.velocity()
        var p = currentPoint
        p.timestamp = timestamp + interval
        let x = location.x + v.x * interval, y = location.y + v.y * interval
        // Velocities are finite and bounded by the coordinate limit over the fit's time span;
        // the guard keeps a non-finite value from ever being handed back.
        guard x.isFinite, y.isFinite else { throw EngineError(.notFinite, "the prediction is not finite") }
        p.location = Point(x, y)
        return p
    }

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
    /// P2: pointer buttons held; 0 is taken as primary.
    public var buttons: UInt32 = Buttons.primary
    /// P5: radians, 0 ... π/2 and −π ... π.
    public var altitude: Double = Constants.defaultAltitude
    public var azimuth: Double = 0
    /// P5: estimated properties, those expecting updates (a subset), and the updates' key.
    public var estimatedProperties: UInt32 = 0
    public var expectingUpdates: UInt32 = 0
    public var estimationUpdateIndex: Int64 = 0
    /// P6: points since the touch's previous sample, oldest first, this sample excluded; and
    /// the host's predicted points. At most `Constants.maxCoalesced` / `maxPredicted`.
    public var coalesced: [TouchPoint] = []
    public var predicted: [TouchPoint] = []
    public init(id: Int64, phase: Phase, x: Double, y: Double, timestamp: Double) {
        self.id = id; self.phase = phase; self.location = Point(x, y); self.timestamp = timestamp
    }
}

/// P6: one point of a touch between two samples (coalesced) or after the latest (predicted).
public struct TouchPoint: Sendable, Equatable {
    /// Seconds.
    public var timestamp: Double
    /// In the window's coordinates, points.
    public var location: Point
    public var force: Double
    /// Radians.
    public var altitude: Double
    public var azimuth: Double
    public init(timestamp: Double, location: Point, force: Double = 0,
                altitude: Double = Constants.defaultAltitude, azimuth: Double = 0) {
        self.timestamp = timestamp; self.location = location; self.force = force
        self.altitude = altitude; self.azimuth = azimuth
    }
}

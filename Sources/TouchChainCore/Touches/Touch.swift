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
    /// T3: the touch has been farther than the scene's tap radius (on either axis) from
    /// where it began, at any sample or coalesced point; it then leaves no previous tap even
    /// if it comes back.
    var leftTapRadius = false
    /// T3: when the touch began (a press held `tapDuration` or longer is no tap), and the tap
    /// sequence it joined: its slot in TouchState.taps (−1: none) and that slot's generation.
    var beganTime = 0.0
    var tapSlot: Int32 = -1
    var tapGeneration: UInt32 = 0
    /// C1: the view whose control tracks this touch (by handle; slot −1: none), so that its
    /// release ends that tracking even when the control never saw the end.
    var trackingControlSlot: Int32 = -1
    var trackingControlGeneration: UInt32 = 0
    /// C1: UIKit's `_isFirstTouchForView`: set when the touch began, delivered to a control
    /// (its hit-test view) that had no other live touch delivered to it and still its own
    /// (not taken by a recognizer, G3). UIControl acts on that touch, `[event
    /// _firstTouchForView:self]`, whichever of its touches the delivery carries.
    var isFirstTouchForView = false
    /// C1, P2: a pointer touch that began holding no primary button: no control tracks it
    /// (UIControl's `_requiredButtonMask` is the primary button), it walks past them (R3).
    var missesControlButton = false
    /// T2: when the latest sample happened.
    public internal(set) var timestamp: Double = 0
    public internal(set) var tapCount: Int32 = 1
    public internal(set) var type: TouchType = .direct
    public internal(set) var majorRadius: Double = 0
    public internal(set) var radiusTolerance: Double = 0
    /// T1: as UIKit's `force`, at most the maximum possible force when that is known (> 0):
    /// stored so (`reportedForce`), whatever the sample said.
    public internal(set) var force: Double = 0
    public internal(set) var maximumPossibleForce: Double = 0
    /// P2: the pointer buttons held (a contact always holds one; primary by default).
    public internal(set) var buttons: UInt32 = Buttons.primary
    /// P5: radians; a finger's is perpendicular (π/2). The azimuth is a stylus's only: any
    /// other touch's is 0, whatever its samples carry (UIKit's `azimuthAngle(in:)` computes it
    /// for a pencil only).
    public internal(set) var altitude: Double = Constants.defaultAltitude
    public internal(set) var azimuth: Double = 0
    /// P5: which properties are estimates, which of them still expect updates, and the key
    /// of those updates (the latest sample's).
    public internal(set) var estimatedProperties: UInt32 = 0
    public internal(set) var expectingUpdates: UInt32 = 0
    public internal(set) var estimationUpdateIndex: Int64 = 0
    /// P6: the host's coalesced points of the touch's sample in the event being (or last)
    /// dispatched (the sample itself excluded) and its predicted points; both emptied for a
    /// touch with no sample in a touch event (UIKit's `-[UITouchesEvent _setHIDEvent:]` starts
    /// each event with an empty coalesced table). Capacity reserved once
    /// (`Constants.maxCoalesced` and `Constants.maxPredicted`): refilling or emptying them
    /// allocates nothing, and a sample without points touches neither.
    var hostCoalesced: [TouchPoint] = []
    var hostPredicted: [TouchPoint] = []
    /// P6: the touch shows its own point alone — no host coalesced points, no predictions —
    /// while a held phase is delivered later (G4, G5: those points are another sample's) and
    /// while it is shown as one of its samples during an estimated update (P5). Set and put
    /// back around those deliveries only; the points themselves are kept.
    var showsOwnPointOnly = false
    /// P6: UIKit's predictedTouches(for:): the host's predicted points of the touch's sample of
    /// the event being (or last) dispatched — none while the touch is ended or cancelled, and
    /// none ever for an indirect touch or an indirect pointer (iOS 18.2 UIKitCore's `-[UITouch
    /// _predictedTouchesWithEvent:]` answers an empty array for those phases and types).
    public var predicted: [TouchPoint] { reportsPredicted ? hostPredicted : [] }
    public var predictedCount: Int { reportsPredicted ? hostPredicted.count : 0 }
    /// Predicted point `i` (`i < predictedCount`), read in place.
    public func predictedPoint(_ i: Int) -> TouchPoint { hostPredicted[i] }
    var reportsPredicted: Bool {
        !showsOwnPointOnly && phase != .ended && phase != .cancelled && type != .indirect
            && type != .indirectPointer
    }
    /// P6: UIKit's coalescedTouches(for:): the host's coalesced points, then the latest sample
    /// (only that sample for a touch with no sample in the event: `hostCoalesced` is emptied
    /// per touch event, Dispatch.swift).
    public var coalescedCount: Int { showsOwnPointOnly ? 1 : hostCoalesced.count + 1 }
    public func coalescedPoint(_ i: Int) -> TouchPoint {
        !showsOwnPointOnly && i < hostCoalesced.count ? hostCoalesced[i] : currentPoint
    }
    /// Every coalesced point as an array (allocates; hosts in C read them by index).
    public var coalesced: [TouchPoint] { showsOwnPointOnly ? [currentPoint] : hostCoalesced + [currentPoint] }
    /// P6: the touch's latest samples, coalesced points included, for `predict`.
    var history = TouchHistory()
    /// T4: the hit-test view, chosen once at began (nil: nothing was hit or it was destroyed).
    /// Borrowed (Borrowed.swift): the scene's view table owns the view, and destroying a view
    /// clears it from every live and held touch first (SceneObjects.swift, T7's
    /// `cancelTouches`), so the per-sample path reads it without counting.
    public internal(set) var view: View? {
        get { viewRef?.object }
        set { viewRef = .borrow(newValue) }
    }
    private var viewRef: Borrowed<View>?
    @inline(__always) var viewUnmanaged: Unmanaged<View>? { viewRef?.unmanaged }
    /// Whether the touch has a view and it is alive (read without counting).
    @inline(__always) var hasLiveView: Bool { viewRef?.unmanaged._withUnsafeGuaranteedRef { $0.isAlive } ?? false }
    public internal(set) var window: View? {
        get { windowStore }
        // The key from the new value, not read back (a read back counts a reference).
        set { windowKey = newValue.map { ObjectIdentifier($0) }; windowStore = newValue }
    }
    private var windowStore: View?
    /// `window`'s identity, read without counting (E3: a touch event's deliveries go window by
    /// window on the per-sample path).
    private(set) var windowKey: ObjectIdentifier?
    /// T6: false when multipleTouchEnabled or exclusiveTouch keep this touch from its view.
    public internal(set) var isDeliveredToView = false
    /// Whether this touch changed phase in the event being dispatched.
    var changedInEvent = false

    // MARK: gestures and the view's delivery filter (T5, G3–G5)
    /// T5: recognizers of the hit-test view and its ancestors that track this touch; a
    /// recognizer that fails, ends or is cancelled is dropped.
    public internal(set) var gestureRecognizers: [Recognizer] = []
    /// The view has the touch: its began was delivered — or (G4) its held began was discarded
    /// and a later phase went to the view live.
    var viewSawBegan = false
    /// R2: how far along the responder chain its began was walked — the responders it was
    /// offered to, the hit-test view being the first (`Int32.max`: to the end of the chain,
    /// unhandled). A later phase is forwarded from a responder to the next only along that
    /// stretch (UIKit's forwarding record: `-[UITouch _wantsForwardingFromResponder:
    /// toNextResponder:withEvent:]` forwards a phase other than began only to a responder
    /// its began was forwarded to). 0 until its began is delivered.
    var forwardReach: Int32 = 0
    /// The view got ended or cancelled, or a recognizer took the touch before the view saw it.
    var viewDone = false
    var heldBegan = false
    var heldBeganTime = 0.0
    /// G4: the touch as it was when its began was held (UIKit's stateWhenDelayed): what the
    /// held began shows when it is delivered, however the touch moved meanwhile.
    var heldBeganState = SampleState()
    var heldMoved = false
    var heldMovedTime = 0.0
    /// G4: the touch as it was at its latest held moved: what that moved shows when it is
    /// delivered after the touch has lifted (while it is down, it shows the touch as it is).
    var heldMovedState = SampleState()
    var heldEnded = false
    var heldEndedTime = 0.0
    /// What the view gets in the event being dispatched.
    var pendingViewPhase: Phase?
    /// The touch's own phase while its view is handed it cancelled (G3; Dispatch.deliver):
    /// put back when that delivery returns; nil otherwise.
    var phaseBeforeCancel: Phase?
    /// S2: scroll views (slot, generation) that delay this touch's began and ask their
    /// touchesShouldBegin when it is released to the content, not at the touch-down (UIKit:
    /// with delaysContentTouches the scroll view "delays handling the touch-down"). Asked
    /// innermost first; emptied when asked or when the touch object is reused.
    var deferredShouldBegin: [(slot: Int32, generation: UInt32)] = []

    var hasHolds: Bool { heldBegan || heldMoved || heldEnded }
    func clearHolds() { heldBegan = false; heldMoved = false; heldEnded = false }

    /// G3: a recognizer that cancels touches in its view has recognized this touch — now,
    /// or earlier in its life (`taken`: a recognition cancelled before the views' turn still
    /// took the touch). (These three read the list without counting references.)
    /// Inline up to the list's walk: a touch no recognizer tracks (most, on views without
    /// any) is answered without a call.
    @inline(__always)
    var isClaimed: Bool {
        taken || (!gestureRecognizers.isEmpty && claimedByRecognizer)
    }
    @inline(never)
    private var claimedByRecognizer: Bool {
        anyRecognizer { $0.cancelsTouchesInView && ($0.state.isActive || $0.state == .ended) }
    }
    /// G3: set when a recognizer that cancels touches in its view recognizes with this touch;
    /// cleared when the touch object is reused.
    var taken = false
    /// T6, G3: a recognizer took the touch from its view, which has had its cancel (or never
    /// saw it): no view receives it any more (UIKit's `_cancelTouchesOrPresses:…` clears the
    /// touch's responder, `-[UITouchesEvent _clearViewForTouch:]`, and `UITouch.view` reads
    /// nil). It no longer counts against a view's multiple-touch or exclusive-touch setting.
    var isTakenFromView: Bool { viewDone && isClaimed }
    /// G4: a recognizer with delaysTouchesBegan recognized with this touch: once no delaying
    /// recognizer is possible, the held began (and any held moved or ended) is discarded, not
    /// delivered (UIKit's `_clearDelayedTouches`), and the view gets no later phase either
    /// (G4's rule: "the view gets nothing at all"; UIKit's goes on live). Cleared when the
    /// touch object is reused.
    var beganDiscarded = false
    /// G4: a recognizer with delaysTouchesBegan is still possible, or failed while a
    /// recognizer it requires to fail is still possible and tracking (`failedHolders`).
    var delaysBegan: Bool {
        anyRecognizer { $0.delaysTouchesBegan && $0.state == .possible }
            || (!failedHolders.isEmpty && failedHolders.contains { $0.delaysTouchesBegan })
    }
    /// G5: a recognizer with delaysTouchesEnded is still possible, or failed while a
    /// recognizer it requires to fail is still possible and tracking (`failedHolders`).
    var delaysEnded: Bool {
        anyRecognizer { $0.delaysTouchesEnded && $0.state == .possible }
            || (!failedHolders.isEmpty && failedHolders.contains { $0.delaysTouchesEnded })
    }
    /// G4, G5: recognizers that failed (T5 dropped them from `gestureRecognizers`) while a
    /// recognizer they require to fail was still possible and tracking, and held a phase of
    /// this touch then: they keep holding it until those requirements are decided (UIKit's
    /// `_updateGestureForActiveEvents` keeps a failed recognizer's delayed touches while it
    /// has an unmet failure requirement). Emptied when the hold ends or the touch is reused.
    var failedHolders: [Recognizer] = []

    /// Visits the touch's recognizers without counting references. The body must not change
    /// the list (each recognizer is also held by the scene's tables meanwhile).
    @inline(__always)
    func forEachRecognizer(_ body: (Recognizer) -> Void) {
        visitUnretained({ gestureRecognizers.count }, { gestureRecognizers[$0] }, body)
    }

    /// Whether `r` is among this touch's recognizers (read without counting references).
    func tracks(_ r: Recognizer) -> Bool {
        anyRecognizer { $0 === r }
    }

    @inline(__always)
    private func anyRecognizer(_ test: (Recognizer) -> Bool) -> Bool {
        var i = 0
        while i < gestureRecognizers.count {
            if Unmanaged.passUnretained(gestureRecognizers[i])._withUnsafeGuaranteedRef({ test($0) }) { return true }
            i += 1
        }
        return false
    }

    public internal(set) var handleSlot: Int32 = -1
    public internal(set) var handleGeneration: UInt32 = 0
    public internal(set) var isLive = false

    deinit { history.deallocate() }

    init() {
        hostCoalesced.reserveCapacity(Constants.maxCoalesced)
        hostPredicted.reserveCapacity(Constants.maxPredicted)
    }

    /// T1: the force a touch reports: UIKit's `force` is min(unclamped force, maximum possible
    /// force); a maximum of 0 means "unknown" here (UIKit has none without force support and
    /// reports 0), so the force is then kept as given.
    @inline(__always)
    static func reportedForce(_ force: Double, max maximum: Double) -> Double {
        maximum > 0 && force > maximum ? maximum : force
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
        let v = history.velocity()
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
    /// P5: UIKit's `azimuthAngle(in:)` and `azimuthUnitVector(in:)`: the azimuth (given in the
    /// window's plane) seen in `target`'s bounds coordinates (nil: the window's) — the window's
    /// unit vector (cos a, sin a) taken to the screen by the linear parts of the window's
    /// transforms, brought down to `target` by the inverse of its own chain's, normalised, and
    /// its angle in (−π, π]. Only the linear parts: no point is converted, so the answer does
    /// not depend on where the views are. A stylus's only: any other touch answers 0 and the
    /// vector (0, 0) in every view, with no transform read (iOS 18.2 UIKitCore's
    /// `azimuthAngleInView:` and `azimuthUnitVectorInView:` compute only `if (_type == 2)`, the
    /// pencil). Throws `.singular` when a transform on the way cannot be inverted,
    /// `.notFinite` when the transforms' product overflows.
    public func azimuth(in target: View?) throws(EngineError) -> (angle: Double, unit: Point) {
        // The window's own space (no target) needs the window as much as a view's does, a
        // stylus's or not (the header's promise, kept for every touch).
        guard let w = window else { throw EngineError(.state, "the touch's window was destroyed") }
        guard type == .stylus else { return (0, Point(0, 0)) }
        let (c, s) = cosineSine(azimuth)
        guard let target, target !== w else { return (azimuth, Point(c, s)) }
        let up = w.linearToScreen(), down = target.linearToScreen()
        let u = up.apply(Point(c, s))
        // down⁻¹·u up to a positive factor: the adjugate, signed by the determinant, of `down`
        // divided by its largest entry (so that neither overflows for scales that invert).
        let k = max(max(abs(down.a), abs(down.b)), max(abs(down.c), abs(down.d)))
        guard k.isFinite, u.x.isFinite, u.y.isFinite else {
            throw EngineError(.notFinite, "the views' transforms overflow")
        }
        let a = down.a / k, b = down.b / k, cc = down.c / k, d = down.d / k
        let det = a * d - b * cc
        guard k > 0, det != 0 else { throw EngineError(.singular, "a transform between the views cannot be inverted") }
        let sign: Double = det > 0 ? 1 : -1
        var x = sign * (d * u.x - cc * u.y)
        var y = sign * (-b * u.x + a * u.y)
        let m = max(abs(x), abs(y))
        guard m.isFinite else { throw EngineError(.notFinite, "the views' transforms overflow") }
        guard m > 0 else { throw EngineError(.singular, "the azimuth has no direction in that view") }
        x /= m; y /= m
        let length = (x * x + y * y).squareRoot()
        return (arctan2(y, x), Point(x / length, y / length))
    }

    /// Location (or the previous location) in `target`'s bounds coordinates (nil: the
    /// window's): UIKit's `location(in:)` / `previousLocation(in:)`.
    public func location(in target: View?, previous: Bool = false) throws(EngineError) -> Point {
        let p = previous ? previousLocation : location
        guard let target else { return p }
        guard let w = window else { throw EngineError(.state, "the touch's window was destroyed") }
        return try w.convert(p, to: target)
    }
}

/// One raw touch sample pushed by the host: the fields of a `PlainTouchSample`, where they and
/// their defaults are declared once, and the window, held.
public struct TouchSample {
    /// Every field but the window (its own `window` stays nil).
    var fields: PlainTouchSample
    /// The window, for a began (nil: the key window). Later phases use the touch's window.
    public var window: View? = nil
    public init(id: Int64, phase: Phase, x: Double, y: Double, timestamp: Double) {
        fields = PlainTouchSample(id: id, phase: phase, x: x, y: y, timestamp: timestamp)
    }
    public var id: Int64 { get { fields.id } set { fields.id = newValue } }
    public var phase: Phase { get { fields.phase } set { fields.phase = newValue } }
    public var location: Point { get { fields.location } set { fields.location = newValue } }
    public var timestamp: Double { get { fields.timestamp } set { fields.timestamp = newValue } }
    public var force: Double { get { fields.force } set { fields.force = newValue } }
    public var maximumPossibleForce: Double {
        get { fields.maximumPossibleForce } set { fields.maximumPossibleForce = newValue }
    }
    public var majorRadius: Double { get { fields.majorRadius } set { fields.majorRadius = newValue } }
    public var radiusTolerance: Double { get { fields.radiusTolerance } set { fields.radiusTolerance = newValue } }
    public var type: TouchType { get { fields.type } set { fields.type = newValue } }
    public var buttons: UInt32 { get { fields.buttons } set { fields.buttons = newValue } }
    public var altitude: Double { get { fields.altitude } set { fields.altitude = newValue } }
    public var azimuth: Double { get { fields.azimuth } set { fields.azimuth = newValue } }
    public var estimatedProperties: UInt32 {
        get { fields.estimatedProperties } set { fields.estimatedProperties = newValue }
    }
    public var expectingUpdates: UInt32 { get { fields.expectingUpdates } set { fields.expectingUpdates = newValue } }
    public var estimationUpdateIndex: Int64 {
        get { fields.estimationUpdateIndex } set { fields.estimationUpdateIndex = newValue }
    }
    /// P6: read in place (`Scene.push(_:coalesced:predicted:)` takes arrays).
    public var coalesced: PointSource { get { fields.coalesced } set { fields.coalesced = newValue } }
    public var predicted: PointSource { get { fields.predicted } set { fields.predicted = newValue } }
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

/// P6: points read in place, from an array of records that each hold six consecutive doubles —
/// timestamp, x, y, force, altitude, azimuth — at `offset` bytes into a record of `stride`
/// bytes: a Swift `[TouchPoint]` (offset 0) or a C `tc_touch_point` array (offset 8, after
/// `size` and `reserved`). Plain data: a sample carrying one copies without counting
/// references. Valid only during the push that reads it.
public struct PointSource {
    public var base: UnsafeRawPointer?
    public var stride: Int
    public var count: Int
    public var offset: Int
    public static var none: PointSource { PointSource(base: nil, stride: 0, count: 0, offset: 0) }
    public init(base: UnsafeRawPointer?, stride: Int, count: Int, offset: Int) {
        self.base = base; self.stride = stride; self.count = base == nil ? 0 : count; self.offset = offset
    }
    public var isEmpty: Bool { count == 0 }
    public subscript(i: Int) -> TouchPoint {
        guard let base else { return TouchPoint(timestamp: 0, location: .zero) }
        let p = base + i * stride + offset
        func d(_ k: Int) -> Double { p.loadUnaligned(fromByteOffset: 8 * k, as: Double.self) }
        return TouchPoint(timestamp: d(0), location: Point(d(1), d(2)), force: d(3), altitude: d(4), azimuth: d(5))
    }
}

/// P6: a touch's latest positions, for `Touch.predict`: a ring of `capacity` (time, x, y) in
/// one buffer allocated with the pooled touch and freed with it, so recording a sample is
/// three stores (no array, no uniqueness check). The velocity is fitted on request, by a
/// `VelocityTracker` fed the ring oldest first: the same fit as the pan's.
struct TouchHistory {
    static let capacity = VelocityTracker.historySize
    private let buffer = UnsafeMutablePointer<Double>.allocate(capacity: 3 * TouchHistory.capacity)
    private var next = 0
    private var count = 0

    mutating func reset() { next = 0; count = 0 }

    mutating func add(time: Double, x: Double, y: Double) {
        buffer[3 * next] = time
        buffer[3 * next + 1] = x
        buffer[3 * next + 2] = y
        next = next + 1 == Self.capacity ? 0 : next + 1
        if count < Self.capacity { count += 1 }
    }

    /// Points per second (0, 0 with too few samples), as VelocityTracker fits them.
    func velocity() -> Point {
        var tracker = VelocityTracker()
        var i = (next - count + Self.capacity) % Self.capacity
        for _ in 0..<count {
            tracker.add(time: buffer[3 * i], x: buffer[3 * i + 1], y: buffer[3 * i + 2])
            i = i + 1 == Self.capacity ? 0 : i + 1
        }
        let v = tracker.velocity()
        return Point(v.x, v.y)
    }

    func deallocate() { buffer.deallocate() }
}

/// The parts of a touch one sample sets, as the touch shows them: what a held began shows
/// when it is delivered (G4, `Touch.heldBeganState`; Dispatch's `deliverHeld` swaps them in for
/// the delivery), and what the touch shows while one of its samples' estimated updates is
/// delivered (P5, `UpdateRecord.sample`, with the updates that arrived since). Plain values.
struct SampleState {
    var location = Point.zero
    var previousLocation = Point.zero
    var timestamp = 0.0
    var phase: Phase = .began
    var force = 0.0
    var maximumPossibleForce = 0.0
    var majorRadius = 0.0
    var radiusTolerance = 0.0
    var buttons: UInt32 = Buttons.primary
    var altitude = Constants.defaultAltitude
    var azimuth = 0.0
    var estimatedProperties: UInt32 = 0
    var expectingUpdates: UInt32 = 0
    var estimationUpdateIndex: Int64 = 0

    init() {}
    init(_ t: Touch) {
        location = t.location; previousLocation = t.previousLocation; timestamp = t.timestamp
        phase = t.phase; force = t.force; maximumPossibleForce = t.maximumPossibleForce
        majorRadius = t.majorRadius; radiusTolerance = t.radiusTolerance; buttons = t.buttons
        altitude = t.altitude; azimuth = t.azimuth; estimatedProperties = t.estimatedProperties
        expectingUpdates = t.expectingUpdates; estimationUpdateIndex = t.estimationUpdateIndex
    }

    func load(into t: Touch) {
        t.location = location; t.previousLocation = previousLocation; t.timestamp = timestamp
        t.phase = phase; t.force = force; t.maximumPossibleForce = maximumPossibleForce
        t.majorRadius = majorRadius; t.radiusTolerance = radiusTolerance; t.buttons = buttons
        t.altitude = altitude; t.azimuth = azimuth; t.estimatedProperties = estimatedProperties
        t.expectingUpdates = expectingUpdates; t.estimationUpdateIndex = estimationUpdateIndex
    }
}

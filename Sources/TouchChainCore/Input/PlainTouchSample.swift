/// A touch sample as an embedding layer hands it over (the C ABI converts each
/// `tc_touch_sample` into one): the fields of `TouchSample`, with the window borrowed
/// (`Unmanaged`) instead of held.
///
/// Why: `TouchSample` holds its window strongly, so it is not plain data: every sample the C
/// layer built, copied and dropped cost a copy of ~200 bytes through the value witnesses and
/// a `swift_release` of its (usually absent) window, per sample (issue 13: the per-sample path
/// counts no references). This one is trivially copyable, filled in place and read in place.
///
/// Contract: `window`, when set, is a view that stays allocated for the whole push (the C
/// layer resolves it from the scene's live view table, and a push runs no host code). The
/// engine checks it as it checks a `TouchSample`'s window (its scene, alive, a window).
/// `Scene.push(_:)` with a `TouchSample` is the Swift API; this is for embedding layers.
@_spi(Embedding) public struct PlainTouchSample {
    public var id: Int64
    public var phase: Phase
    /// In the window's coordinates, points.
    public var location: Point
    /// Seconds, on the host's clock.
    public var timestamp: Double
    public var force: Double = 0
    public var maximumPossibleForce: Double = 0
    public var majorRadius: Double = 0
    public var radiusTolerance: Double = 0
    public var type: TouchType = .direct
    /// The window, for a began (nil: the key window). Later phases use the touch's window.
    public var window: Unmanaged<View>? = nil
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
    /// the host's predicted points. At most `Constants.maxCoalesced` / `maxPredicted`. Read in
    /// place (a `PointSource`), so a sample stays plain data.
    public var coalesced = PointSource.none
    public var predicted = PointSource.none

    public init(id: Int64, phase: Phase, x: Double, y: Double, timestamp: Double) {
        self.id = id; self.phase = phase; self.location = Point(x, y); self.timestamp = timestamp
    }

    /// A Swift caller's sample, its window borrowed from it: valid while `s` is.
    init(_ s: borrowing TouchSample) {
        self = s.fields
        window = s.window.map { Unmanaged.passUnretained($0) }
    }
}

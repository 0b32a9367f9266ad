/// Pushing pointer input other than touch samples (P3–P5): hover samples, scroll input,
/// transform (trackpad pinch and rotation) steps and estimated-property updates. As for touch
/// samples (InputQueue.swift), each is validated now against the state the queue will leave,
/// so a refused input changes nothing; dispatch (HoverDispatch.swift, InputDriven.swift,
/// EstimatedUpdates.swift) then applies it in time order with everything else.

/// A pointer or pencil near the surface (P3).
public struct HoverSample {
    public var id: Int64
    public var phase: Phase
    /// In the window's coordinates, points.
    public var location: Point
    public var timestamp: Double
    /// `.indirectPointer` or `.stylus`.
    public var type: TouchType = .indirectPointer
    /// Radians (pencil).
    public var altitude = Constants.defaultAltitude
    public var azimuth = 0.0
    /// Pencil: 0 (touching) ... 1 (edge of range).
    public var zOffset = 0.0
    /// For a began: the window (nil: the key window).
    public var window: View? = nil
    public init(id: Int64, phase: Phase, x: Double, y: Double, timestamp: Double) {
        self.id = id; self.phase = phase; location = Point(x, y); self.timestamp = timestamp
    }
}

/// Scroll input from a wheel or a trackpad (P4).
public struct ScrollInput {
    public var type: ScrollType = .discrete
    /// Continuous: began, changed, ended or cancelled; discrete: nil.
    public var phase: Phase? = nil
    /// Points the content follows, signed as a finger drag.
    public var delta: Point
    /// The pointer, in the window's coordinates.
    public var location: Point
    public var timestamp: Double
    public var window: View? = nil
    public init(type: ScrollType = .discrete, phase: Phase? = nil, dx: Double, dy: Double,
                x: Double, y: Double, timestamp: Double) {
        self.type = type; self.phase = phase; delta = Point(dx, dy); location = Point(x, y)
        self.timestamp = timestamp
    }
}

/// A trackpad pinch or rotation step (P4): values since the gesture's began.
public struct TransformInput {
    public var phase: Phase
    public var scale = 1.0
    /// Radians, clockwise positive in y-down space.
    public var rotation = 0.0
    public var location: Point
    public var timestamp: Double
    public var window: View? = nil
    public init(phase: Phase, scale: Double = 1, rotation: Double = 0, x: Double, y: Double,
                timestamp: Double) {
        self.phase = phase; self.scale = scale; self.rotation = rotation
        location = Point(x, y); self.timestamp = timestamp
    }
}

/// A later value for estimated properties of an earlier touch sample (P5).
public struct TouchUpdate {
    public var id: Int64
    public var estimationUpdateIndex: Int64
    /// TouchProperties bits this update carries.
    public var properties: UInt32
    /// When the update arrives (queue order).
    public var timestamp: Double
    public var force = 0.0
    public var azimuth = 0.0
    public var altitude = Constants.defaultAltitude
    public var location = Point.zero
    public init(id: Int64, estimationUpdateIndex: Int64, properties: UInt32, timestamp: Double) {
        self.id = id; self.estimationUpdateIndex = estimationUpdateIndex
        self.properties = properties; self.timestamp = timestamp
    }
}

extension Scene {
    /// What every pointer input shares: host may change, queue room, a finite timestamp not
    /// earlier than the clock or the last queued input, nor later than TC_MAX_TIMESTAMP.
    private func checkPointerCommon(_ t: Double) throws(EngineError) {
        try checkMutable()
        try requireQueueRoomForPointer()
        guard t.isFinite else { throw EngineError(.notFinite, "timestamp is \(t): must be finite") }
        try checkTimestampRange(t, "timestamp")
        guard t >= input.lastQueuedTime else {
            throw EngineError(.timeBackwards, "timestamp \(t) is earlier than \(input.lastQueuedTime), the clock or last queued input")
        }
    }

    private func requireQueueRoomForPointer() throws(EngineError) {
        if queuedCount + 1 > config.queueCapacity {
            throw EngineError(.limit, "input queue holds \(queuedCount) of \(config.queueCapacity); 1 more does not fit")
        }
    }

    /// The window of a starting input: the given one (alive, a window, this scene's) or the
    /// key window.
    private func startWindow(_ w: View?) throws(EngineError) -> View {
        if let w {
            guard w.scene === self, w.isAlive else { throw EngineError(.foreignHandle, "window belongs to another scene") }
            guard w.isWindow else { throw EngineError(.state, "window is a view, not a window") }
            return w
        }
        guard let k = tree.keyWindow else { throw EngineError(.state, "no window given and the scene has no key window") }
        return k
    }

    private func enqueue(_ kind: QueuedInput.Kind, _ q: QueuedSample) {
        input.lastQueuedTime = q.timestamp
        input.queue.append(QueuedInput(kind: kind, sample: q, subtype: 0, phase: q.phase))
    }

    /// P3: queues a hover sample.
    public func pushHover(_ s: HoverSample) throws(EngineError) {
        try checkPointerCommon(s.timestamp)
        try checkLocation(s.location, "hover")
        guard s.type == .indirectPointer || s.type == .stylus else {
            throw EngineError(.unknownEnum, "hover type is \(s.type.rawValue) (TC_TOUCH_INDIRECT_POINTER or TC_TOUCH_STYLUS)")
        }
        try checkAngles(s.altitude, s.azimuth, "hover", nil)
        guard s.zOffset.isFinite else { throw EngineError(.notFinite, "hover z_offset is \(s.zOffset)") }
        guard s.zOffset >= 0, s.zOffset <= 1 else {
            throw EngineError(.invalidArgument, "hover z_offset is \(s.zOffset) (0 ... 1)")
        }
        let live = input.pushedHoverIDs.firstIndex(of: s.id)
        var window: View? = nil
        switch s.phase {
        case .began:
            if live != nil { throw EngineError(.duplicateTouch, "hover id \(s.id) is already live (a second began)") }
            if input.pushedHoverIDs.count >= config.maxTouches {
                throw EngineError(.tooManyTouches, "hover id \(s.id) would be live hover \(input.pushedHoverIDs.count + 1); max_touches is \(config.maxTouches)")
            }
            window = try startWindow(s.window)
        case .moved, .ended, .cancelled:
            if live == nil { throw EngineError(.unknownTouch, "hover id \(s.id) is not live (no began queued)") }
        case .stationary, .changed:
            throw EngineError(.unknownEnum, "hover phase is \(s.phase.rawValue) (began, moved, ended or cancelled)")
        }
        var q = QueuedSample(id: s.id, phase: s.phase, location: s.location, timestamp: s.timestamp, window: window)
        q.type = s.type; q.altitude = s.altitude; q.azimuth = s.azimuth; q.zOffset = s.zOffset
        switch s.phase {
        case .began: input.pushedHoverIDs.append(s.id)
        case .ended, .cancelled: if let live { input.pushedHoverIDs.remove(at: live) }
        default: break
        }
        enqueue(.hover, q)
    }

    /// P4: queues scroll input.
    public func pushScroll(_ s: ScrollInput) throws(EngineError) {
        try checkPointerCommon(s.timestamp)
        try checkLocation(s.location, "scroll")
        guard s.delta.x.isFinite, s.delta.y.isFinite else {
            throw EngineError(.notFinite, "scroll dx/dy is (\(s.delta.x), \(s.delta.y)): must be finite")
        }
        guard abs(s.delta.x) <= Constants.maxCoordinate, abs(s.delta.y) <= Constants.maxCoordinate else {
            throw EngineError(.invalidArgument, "scroll dx/dy is (\(s.delta.x), \(s.delta.y)): at most TC_MAX_COORDINATE")
        }
        var window: View? = nil
        switch s.type {
        case .discrete:
            guard s.phase == nil else {
                throw EngineError(.unknownEnum, "a discrete scroll has no phase (TC_PHASE_NONE), got \(s.phase?.rawValue ?? 0)")
            }
            guard !input.pushedScrollLive else {
                throw EngineError(.state, "a discrete scroll arrived while a continuous scroll is live (end it first)")
            }
            window = try startWindow(s.window)
        case .continuous:
            switch s.phase {
            case .began?:
                guard !input.pushedScrollLive else { throw EngineError(.state, "a continuous scroll is already live (a second began)") }
                window = try startWindow(s.window)
            case .changed?, .ended?, .cancelled?:
                guard input.pushedScrollLive else { throw EngineError(.state, "no continuous scroll is live (no began queued)") }
            default:
                throw EngineError(.unknownEnum, "continuous scroll phase is \(s.phase?.rawValue ?? 0) (began, changed, ended or cancelled)")
            }
        }
        var q = QueuedSample(id: 0, phase: s.phase ?? .changed, location: s.location, timestamp: s.timestamp, window: window)
        q.delta = s.delta
        q.properties = s.type.rawValue
        if s.type == .continuous {
            input.pushedScrollLive = s.phase == .began || s.phase == .changed
        }
        enqueue(.scroll, q)
    }

    /// P4: queues a transform step.
    public func pushTransform(_ s: TransformInput) throws(EngineError) {
        try checkPointerCommon(s.timestamp)
        try checkLocation(s.location, "transform")
        guard s.scale.isFinite, s.rotation.isFinite else {
            throw EngineError(.notFinite, "transform scale/rotation is (\(s.scale), \(s.rotation)): must be finite")
        }
        guard s.scale > 0, s.scale <= Constants.maxCoordinate, abs(s.rotation) <= Constants.maxCoordinate else {
            throw EngineError(.invalidArgument, "transform scale is \(s.scale) (> 0), rotation \(s.rotation)")
        }
        var window: View? = nil
        switch s.phase {
        case .began:
            guard !input.pushedTransformLive else { throw EngineError(.state, "a transform gesture is already live (a second began)") }
            window = try startWindow(s.window)
        case .changed, .ended, .cancelled:
            guard input.pushedTransformLive else { throw EngineError(.state, "no transform gesture is live (no began queued)") }
        default:
            throw EngineError(.unknownEnum, "transform phase is \(s.phase.rawValue) (began, changed, ended or cancelled)")
        }
        var q = QueuedSample(id: 0, phase: s.phase, location: s.location, timestamp: s.timestamp, window: window)
        q.scale = s.scale; q.rotation = s.rotation
        input.pushedTransformLive = s.phase == .began || s.phase == .changed
        enqueue(.transform, q)
    }

    /// P5: queues an update to an earlier sample's estimated properties.
    public func pushTouchUpdate(_ u: TouchUpdate) throws(EngineError) {
        try checkPointerCommon(u.timestamp)
        guard u.properties & ~TouchProperties.all == 0 else {
            throw EngineError(.unknownEnum, "update properties is \(u.properties) (TC_PROPERTY_* bits)")
        }
        guard u.properties != 0 else { throw EngineError(.invalidArgument, "update properties is 0 (name at least one)") }
        if u.properties & TouchProperties.force != 0 {
            guard u.force.isFinite else { throw EngineError(.notFinite, "update force is \(u.force)") }
            guard u.force >= 0 else { throw EngineError(.invalidArgument, "update force is \(u.force): must be >= 0") }
        }
        if u.properties & (TouchProperties.altitude | TouchProperties.azimuth) != 0 {
            try checkAngles(u.properties & TouchProperties.altitude != 0 ? u.altitude : 0,
                            u.properties & TouchProperties.azimuth != 0 ? u.azimuth : 0, "update", nil)
        }
        if u.properties & TouchProperties.location != 0 { try checkLocation(u.location, "update") }
        guard let i = input.pushedUpdates.firstIndex(where: { $0.id == u.id && $0.index == u.estimationUpdateIndex }) else {
            throw EngineError(.notFound, "no pushed sample of touch \(u.id) with estimation_update_index \(u.estimationUpdateIndex) expects updates")
        }
        let remaining = input.pushedUpdates[i].remaining
        guard u.properties & ~remaining == 0 else {
            throw EngineError(.notFound, "touch \(u.id) index \(u.estimationUpdateIndex) expects updates of \(remaining), not \(u.properties)")
        }
        var q = QueuedSample(id: u.id, phase: .changed, location: u.location, timestamp: u.timestamp, window: nil)
        q.updateIndex = u.estimationUpdateIndex
        q.properties = u.properties
        q.force = u.force; q.altitude = u.altitude; q.azimuth = u.azimuth
        if remaining & ~u.properties == 0 {
            input.pushedUpdates.remove(at: i)
        } else {
            input.pushedUpdates[i].remaining = remaining & ~u.properties
        }
        enqueue(.update, q)
    }
}

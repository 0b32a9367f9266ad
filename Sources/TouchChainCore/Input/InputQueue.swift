/// The input queue (E2): the host pushes samples and events; dispatch drains them in order.
/// Every push is validated against the state the queue will leave (ids live once every
/// queued sample is dispatched), so a refused input changes nothing and later valid input is
/// never affected by it.

struct QueuedInput {
    enum Kind: UInt8 { case touch, motion, remote, press }
    var kind: Kind
    var sample: QueuedSample
    var subtype: Int32
    var phase: Phase?
    var timestamp: Double { sample.timestamp }
}

/// A validated sample as the queue keeps it: plain data, its window by (slot, generation)
/// rather than by reference, so queueing, grouping and reading samples count no references.
struct QueuedSample {
    var id: Int64
    var phase: Phase
    var location: Point
    var timestamp: Double
    var force = 0.0
    var maximumPossibleForce = 0.0
    var majorRadius = 0.0
    var radiusTolerance = 0.0
    var type: TouchType = .direct
    /// The window of a began (−1 for later phases, which use their touch's window).
    var windowSlot: Int32 = -1
    var windowGeneration: UInt32 = 0

    init(_ s: TouchSample, window: View?) {
        id = s.id; phase = s.phase; location = s.location; timestamp = s.timestamp
        force = s.force; maximumPossibleForce = s.maximumPossibleForce
        majorRadius = s.majorRadius; radiusTolerance = s.radiusTolerance; type = s.type
        if let window { windowSlot = window.handleSlot; windowGeneration = window.handleGeneration }
    }

    init(timestamp: Double) {
        id = 0; phase = .began; location = .zero; self.timestamp = timestamp
    }
}

extension Scene {
    public var queuedCount: Int { input.queue.count - input.queueHead }

    private func validate(_ s: TouchSample, index: Int?) throws(EngineError) -> QueuedSample {
        // Only error messages use it: computed on the error paths, not per sample.
        var at: String { index.map { " (sample \($0))" } ?? "" }
        guard s.location.x.isFinite, s.location.y.isFinite else {
            throw EngineError(.notFinite, "sample x/y is (\(s.location.x), \(s.location.y))\(at): must be finite")
        }
        guard abs(s.location.x) <= Constants.maxCoordinate, abs(s.location.y) <= Constants.maxCoordinate else {
            throw EngineError(.invalidArgument, "sample x/y is (\(s.location.x), \(s.location.y))\(at): |x| and |y| must be at most TC_MAX_COORDINATE (1e15 points)")
        }
        guard s.timestamp.isFinite else {
            throw EngineError(.notFinite, "sample timestamp is \(s.timestamp)\(at): must be finite")
        }
        try checkMeasure(s.force, "force", index)
        try checkMeasure(s.maximumPossibleForce, "max_force", index)
        try checkMeasure(s.majorRadius, "major_radius", index)
        try checkMeasure(s.radiusTolerance, "radius_tolerance", index)
        guard s.timestamp >= input.lastQueuedTime else {
            throw EngineError(.timeBackwards,
                              "sample timestamp \(s.timestamp)\(at) is earlier than \(input.lastQueuedTime), the clock or last queued input")
        }
        var window: View? = nil
        let live = input.pushedLiveIDs.contains(s.id)
        switch s.phase {
        case .began:
            if live { throw EngineError(.duplicateTouch, "touch id \(s.id)\(at) is already live (a second began)") }
            if input.pushedLiveIDs.count >= config.maxTouches {
                throw EngineError(.tooManyTouches, "touch id \(s.id)\(at) would be live touch \(input.pushedLiveIDs.count + 1); max_touches is \(config.maxTouches)")
            }
            if let w = s.window {
                guard w.scene === self, w.isAlive else { throw EngineError(.foreignHandle, "sample window\(at) belongs to another scene") }
                guard w.isWindow else { throw EngineError(.state, "sample window\(at) is a view, not a window") }
                window = w
            } else {
                guard let k = tree.keyWindow else { throw EngineError(.state, "sample\(at) has no window and the scene has no key window") }
                window = k
            }
        case .changed:
            throw EngineError(.unknownEnum, "sample phase\(at) is changed, which touches do not have")
        case .moved, .stationary, .ended, .cancelled:
            if !live { throw EngineError(.unknownTouch, "touch id \(s.id)\(at) is not live (no began queued)") }
        }
        return QueuedSample(s, window: window)
    }

    @inline(__always)
    private func checkMeasure(_ v: Double, _ name: StaticString, _ index: Int?) throws(EngineError) {
        var at: String { index.map { " (sample \($0))" } ?? "" }
        guard v.isFinite else { throw EngineError(.notFinite, "sample \(name) is \(v)\(at)") }
        guard v >= 0 else { throw EngineError(.invalidArgument, "sample \(name) is \(v)\(at): must be >= 0") }
    }

    private func applyPushed(_ s: QueuedSample) {
        switch s.phase {
        case .began: input.pushedLiveIDs.append(s.id)
        case .ended, .cancelled:
            if let i = input.pushedLiveIDs.firstIndex(of: s.id) { input.pushedLiveIDs.remove(at: i) }
        default: break
        }
        input.lastQueuedTime = s.timestamp
    }

    private func requireQueueRoom(_ n: Int) throws(EngineError) {
        if queuedCount + n > config.queueCapacity {
            throw EngineError(.limit, "input queue holds \(queuedCount) of \(config.queueCapacity); \(n) more do not fit")
        }
    }

    public func push(_ sample: TouchSample) throws(EngineError) {
        try checkMutable()
        try requireQueueRoom(1)
        let s = try validate(sample, index: nil)
        applyPushed(s)
        input.queue.append(QueuedInput(kind: .touch, sample: s, subtype: 0, phase: s.phase))
    }

    /// All or nothing: on failure nothing was queued and the error names the failing index
    /// (also returned through `failedIndex`).
    public func push<C: Collection>(_ samples: C, failedIndex: inout Int) throws(EngineError)
    where C.Element == TouchSample {
        try checkMutable()
        try requireQueueRoom(samples.count)
        input.pushedLiveScratch.clearKeepingCapacity()
        input.pushedLiveScratch.append(contentsOf: input.pushedLiveIDs)
        let savedTime = input.lastQueuedTime
        let savedCount = input.queue.count
        var i = 0
        for sample in samples {
            do {
                let s = try validate(sample, index: i)
                applyPushed(s)
                input.queue.append(QueuedInput(kind: .touch, sample: s, subtype: 0, phase: s.phase))
            } catch {
                input.queue.removeSubrange(savedCount..<input.queue.count)
                input.pushedLiveIDs.clearKeepingCapacity()
                input.pushedLiveIDs.append(contentsOf: input.pushedLiveScratch)
                input.lastQueuedTime = savedTime
                failedIndex = i
                throw error
            }
            i += 1
        }
    }

    private func pushButton(_ kind: QueuedInput.Kind, _ subtype: Int32, _ phase: Phase?,
                            _ t: Double) throws(EngineError) {
        try checkMutable()
        try requireFinite(t, "timestamp")
        guard t >= input.lastQueuedTime else {
            throw EngineError(.timeBackwards, "timestamp \(t) is earlier than \(input.lastQueuedTime), the clock or last queued input")
        }
        try requireQueueRoom(1)
        let s = QueuedSample(timestamp: t)
        input.lastQueuedTime = t
        input.queue.append(QueuedInput(kind: kind, sample: s, subtype: subtype, phase: phase))
    }

    /// Motion (E1): shake; began, ended or cancelled.
    public func pushMotion(subtype: Int32, phase: Phase, timestamp: Double) throws(EngineError) {
        guard subtype == MotionSubtype.shake else { throw EngineError(.unknownEnum, "motion subtype is \(subtype)") }
        guard phase == .began || phase == .ended || phase == .cancelled else {
            throw EngineError(.unknownEnum, "motion phase is \(phase.rawValue) (began, ended or cancelled)")
        }
        try pushButton(.motion, subtype, phase, timestamp)
    }

    public func pushRemote(subtype: Int32, timestamp: Double) throws(EngineError) {
        guard RemoteSubtype.range.contains(subtype) else { throw EngineError(.unknownEnum, "remote subtype is \(subtype)") }
        try pushButton(.remote, subtype, nil, timestamp)
    }

    public func pushPress(type: Int32, phase: Phase, timestamp: Double) throws(EngineError) {
        guard PressType.range.contains(type) else { throw EngineError(.unknownEnum, "press type is \(type)") }
        guard phase == .began || phase == .changed || phase == .ended || phase == .cancelled else {
            throw EngineError(.unknownEnum, "press phase is \(phase.rawValue) (began, changed, ended or cancelled)")
        }
        try pushButton(.press, type, phase, timestamp)
    }
}

/// The input queue (E2): the host pushes samples and events; dispatch drains them in order.
/// Every push is validated against the state the queue will leave (ids live once every
/// queued sample is dispatched), so a refused input changes nothing and later valid input is
/// never affected by it.

struct QueuedInput {
    enum Kind: UInt8 { case touch, motion, remote, press, hover, scroll, transform, update }
    // The sample first: its eight-byte fields stay aligned, so writing and reading it are
    // aligned moves.
    var sample: QueuedSample
    var kind: Kind
    var subtype: Int32
    var phase: Phase?
    var timestamp: Double { sample.timestamp }

    init(kind: Kind, sample: QueuedSample, subtype: Int32, phase: Phase?) {
        self.sample = sample; self.kind = kind; self.subtype = subtype; self.phase = phase
    }
}

/// A validated sample as the queue keeps it: plain data, its window by (slot, generation)
/// rather than by reference, so queueing, grouping and reading samples count no references.
struct QueuedSample {
    // Eight-byte fields first, then the small ones: no padding between them.
    var id: Int64
    var location: Point
    var timestamp: Double
    var force = 0.0
    var maximumPossibleForce = 0.0
    var majorRadius = 0.0
    var radiusTolerance = 0.0
    /// P5: angles (touch, hover and update samples).
    var altitude = Constants.defaultAltitude
    var azimuth = 0.0
    var updateIndex: Int64 = 0
    var phase: Phase
    var type: TouchType = .direct
    /// P6: `InputState.points[pointStart...]` holds `coalescedCount` then `predictedCount` points.
    var coalescedCount: Int16 = 0
    var predictedCount: Int16 = 0
    var pointStart: Int32 = 0
    /// The window of a began (−1 for later phases, which use their touch's window).
    var windowSlot: Int32 = -1
    var windowGeneration: UInt32 = 0
    /// P2: buttons held.
    var buttons: UInt32 = Buttons.primary
    /// Estimated properties; for an update, the properties it carries; for scroll input, the
    /// ScrollType.
    var properties: UInt32 = 0
    var expectingUpdates: UInt32 = 0
    /// P3: a hover's z offset; P4: a scroll's delta and a transform's scale and rotation.
    /// Stored in the touch-only measures (a hover, scroll or transform has no force or
    /// radius): the queue's entries stay small, and every touch sample copies less.
    var zOffset: Double {
        get { majorRadius }
        set { majorRadius = newValue }
    }
    var delta: Point {
        get { Point(force, maximumPossibleForce) }
        set { force = newValue.x; maximumPossibleForce = newValue.y }
    }
    var scale: Double {
        get { force }
        set { force = newValue }
    }
    var rotation: Double {
        get { maximumPossibleForce }
        set { maximumPossibleForce = newValue }
    }

    /// From a validated sample; `window` is the began's window (nil for later phases).
    /// Inlined, so that the queue's append writes the fields in place.
    @inline(__always)
    init(_ s: PlainTouchSample, window: Unmanaged<View>?) {
        id = s.id; phase = s.phase; location = s.location; timestamp = s.timestamp
        force = s.force; maximumPossibleForce = s.maximumPossibleForce
        majorRadius = s.majorRadius; radiusTolerance = s.radiusTolerance; type = s.type
        buttons = s.buttons == 0 ? Buttons.primary : s.buttons
        altitude = s.altitude; azimuth = s.azimuth
        properties = s.estimatedProperties; expectingUpdates = s.expectingUpdates
        updateIndex = s.estimationUpdateIndex
        if let window {
            window._withUnsafeGuaranteedRef { windowSlot = $0.handleSlot; windowGeneration = $0.handleGeneration }
        }
    }

    init(id: Int64, phase: Phase, location: Point, timestamp: Double, window: View?) {
        self.id = id; self.phase = phase; self.location = location; self.timestamp = timestamp
        if let window { windowSlot = window.handleSlot; windowGeneration = window.handleGeneration }
    }

    init(timestamp: Double) {
        id = 0; phase = .began; location = .zero; self.timestamp = timestamp
    }
}

extension Scene {
    public var queuedCount: Int { input.queue.count - input.queueHead }

    /// Checks `s` against the pushed state; returns the began's window (nil for later phases)
    /// and leaves the touch's index among the pushed live ids in `input.validatedLiveIndex`.
    /// Changes nothing else: `applyPushed` queues the sample.
    private func validate(_ s: borrowing PlainTouchSample, index: Int?) throws(EngineError) -> Unmanaged<View>? {
        // The fields' checks: an ordinary sample passes them all in one test, and only a
        // sample that fails it goes through them one by one (which also name what is wrong).
        if !Self.fieldsPassChecks(s, notBefore: input.lastQueuedTime) {
            try checkFields(s, index: index)
        }
        return try checkPhase(s, index: index)
    }

    /// Whether every check of `checkFields` passes: coordinates within ±maxCoordinate, a
    /// timestamp no earlier than `t0` (never negative) and at most maxTimestamp (so finite),
    /// finite non-negative measures, a finger's angles
    /// (anything else is left to `checkFields`), known property bits, expected updates among
    /// the estimated ones and point counts within their limits. NaN fails every comparison,
    /// so each test also refuses it. Implies nothing that `checkFields` does not check.
    @inline(__always)
    private static func fieldsPassChecks(_ s: PlainTouchSample, notBefore t0: Double) -> Bool {
        let m = Constants.maxCoordinate, inf = Double.infinity
        let coordinates = abs(s.location.x) <= m && abs(s.location.y) <= m
        let time = s.timestamp <= Constants.maxTimestamp && s.timestamp >= t0
        // Finite and ≥ 0: a bit pattern below +infinity's has the sign clear and a finite
        // exponent (a −0 fails here and passes `checkFields`). One test for the four.
        let measures = max(max(s.force.bitPattern, s.maximumPossibleForce.bitPattern),
                           max(s.majorRadius.bitPattern, s.radiusTolerance.bitPattern)) < inf.bitPattern
        let finger = s.altitude == Constants.defaultAltitude && s.azimuth == 0
        let bits = (s.estimatedProperties | s.expectingUpdates) & ~TouchProperties.all == 0
            && s.expectingUpdates & ~s.estimatedProperties == 0
        let points = s.coalesced.count <= Constants.maxCoalesced && s.predicted.count <= Constants.maxPredicted
        return coordinates && time && measures && finger && bits && points
    }

    /// The fields' checks one by one, in the order their errors are reported.
    @inline(never)
    private func checkFields(_ s: PlainTouchSample, index: Int?) throws(EngineError) {
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
        guard s.timestamp <= Constants.maxTimestamp else {
            throw EngineError(.invalidArgument, "sample timestamp is \(s.timestamp)\(at): must be at most TC_MAX_TIMESTAMP (1e12 seconds)")
        }
        try checkMeasure(s.force, "force", index)
        try checkMeasure(s.maximumPossibleForce, "max_force", index)
        try checkMeasure(s.majorRadius, "major_radius", index)
        try checkMeasure(s.radiusTolerance, "radius_tolerance", index)
        if s.altitude != Constants.defaultAltitude || s.azimuth != 0 {   // a finger's: nothing to check
            try checkAngles(s.altitude, s.azimuth, "sample", index)
        }
        guard s.estimatedProperties & ~TouchProperties.all == 0, s.expectingUpdates & ~TouchProperties.all == 0 else {
            throw EngineError(.unknownEnum, "sample estimated_properties \(s.estimatedProperties), expecting_updates \(s.expectingUpdates)\(at): TC_PROPERTY_* bits only")
        }
        guard s.expectingUpdates & ~s.estimatedProperties == 0 else {
            throw EngineError(.invalidArgument, "sample expecting_updates \(s.expectingUpdates)\(at) is not a subset of estimated_properties \(s.estimatedProperties)")
        }
        guard s.coalesced.count <= Constants.maxCoalesced, s.predicted.count <= Constants.maxPredicted else {
            throw EngineError(.limit, "sample\(at) has \(s.coalesced.count) coalesced and \(s.predicted.count) predicted points (at most TC_MAX_COALESCED \(Constants.maxCoalesced) and TC_MAX_PREDICTED \(Constants.maxPredicted))")
        }
        guard s.timestamp >= input.lastQueuedTime else {
            throw EngineError(.timeBackwards,
                              "sample timestamp \(s.timestamp)\(at) is earlier than \(input.lastQueuedTime), the clock or last queued input")
        }
    }

    /// The checks against the pushed state: the id live or not as the phase needs, the
    /// window, the points in time order.
    @inline(__always)
    private func checkPhase(_ s: PlainTouchSample, index: Int?) throws(EngineError) -> Unmanaged<View>? {
        var at: String { index.map { " (sample \($0))" } ?? "" }
        var window: Unmanaged<View>? = nil
        // Ids are live once (`uniqueIndex`): looked for after the previous sample's touch.
        let liveIndex = uniqueIndex(count: input.pushedLiveIDs.count, from: input.validatedLiveIndex &+ 1) {
            input.pushedLiveIDs[$0] == s.id
        }
        let live = liveIndex != nil
        input.validatedLiveIndex = liveIndex ?? -1
        // P6: coalesced points lie between the touch's previous sample and this one, in order;
        // predicted points come after this one, in order.
        if !s.coalesced.isEmpty {
            guard let liveIndex, s.phase != .began else {
                throw EngineError(.invalidArgument, "sample\(at) is a began with coalesced points (a began has no earlier samples)")
            }
            var previous = input.pushedLiveLast[liveIndex].time
            for k in 0..<s.coalesced.count {
                let p = s.coalesced[k]
                try checkPoint(p, "coalesced", k, index)
                guard p.timestamp >= previous, p.timestamp <= s.timestamp else {
                    throw EngineError(.invalidArgument, "coalesced[\(k)] timestamp \(p.timestamp)\(at) is outside \(previous) ... \(s.timestamp) (after the touch's previous point, not after the sample)")
                }
                previous = p.timestamp
            }
        }
        if !s.predicted.isEmpty {   // most samples have none: no range built
            var previous = s.timestamp
            for k in 0..<s.predicted.count {
                let p = s.predicted[k]
                try checkPoint(p, "predicted", k, index)
                guard p.timestamp >= previous else {
                    throw EngineError(.invalidArgument, "predicted[\(k)] timestamp \(p.timestamp)\(at) is earlier than \(previous) (after the sample, in order)")
                }
                previous = p.timestamp
            }
        }
        switch s.phase {
        case .began:
            if live { throw EngineError(.duplicateTouch, "touch id \(s.id)\(at) is already live (a second began)") }
            if input.pushedLiveIDs.count >= config.maxTouches {
                throw EngineError(.tooManyTouches, "touch id \(s.id)\(at) would be live touch \(input.pushedLiveIDs.count + 1); max_touches is \(config.maxTouches)")
            }
            if let w = s.window {
                let (ours, isWindow) = w._withUnsafeGuaranteedRef { ($0.scene === self && $0.isAlive, $0.isWindow) }
                guard ours else { throw EngineError(.foreignHandle, "sample window\(at) belongs to another scene") }
                guard isWindow else { throw EngineError(.state, "sample window\(at) is a view, not a window") }
                window = w
            } else {
                guard let k = tree.keyWindow else { throw EngineError(.state, "sample\(at) has no window and the scene has no key window") }
                window = .passUnretained(k)
            }
        case .changed:
            throw EngineError(.unknownEnum, "sample phase\(at) is changed, which touches do not have")
        case .moved, .ended, .cancelled:
            if !live { throw EngineError(.unknownTouch, "touch id \(s.id)\(at) is not live (no began queued)") }
        case .stationary:
            guard let liveIndex else { throw EngineError(.unknownTouch, "touch id \(s.id)\(at) is not live (no began queued)") }
            try checkStationary(s, input.pushedLiveLast[liveIndex], index: index)
        }
        return window
    }

    /// T1: a stationary sample says the touch has not changed since its previous sample: it
    /// is where that sample left it, with the same force (UIKit calls touchesMoved "when the
    /// location or force of a touch changes"), and carries no points. (It then changes
    /// nothing: the touch reads as if the sample had been left out, E3.)
    @inline(never)
    private func checkStationary(_ s: borrowing PlainTouchSample, _ previous: PushedLast, index: Int?) throws(EngineError) {
        var at: String { index.map { " (sample \($0))" } ?? "" }
        let last = previous.location
        guard s.location == last else {
            throw EngineError(.invalidArgument, "touch id \(s.id)\(at) is stationary at (\(s.location.x), \(s.location.y)) but its previous sample is at (\(last.x), \(last.y)): a touch that moved is pushed as moved")
        }
        guard s.force == previous.force else {
            throw EngineError(.invalidArgument, "touch id \(s.id)\(at) is stationary with force \(s.force) but its previous sample has force \(previous.force): a touch whose force changed is pushed as moved")
        }
        guard s.coalesced.isEmpty, s.predicted.isEmpty, s.expectingUpdates == 0 else {
            throw EngineError(.invalidArgument, "touch id \(s.id)\(at) is stationary with coalesced or predicted points or expected updates (a stationary sample changes nothing)")
        }
    }

    /// P5: altitude 0 ... π/2, azimuth −π ... π, both finite.
    func checkAngles(_ altitude: Double, _ azimuth: Double, _ what: StaticString, _ index: Int?) throws(EngineError) {
        var at: String { index.map { " (sample \($0))" } ?? "" }
        guard altitude.isFinite, azimuth.isFinite else {
            throw EngineError(.notFinite, "\(what) altitude/azimuth is (\(altitude), \(azimuth))\(at): must be finite")
        }
        guard altitude >= 0, altitude <= Constants.defaultAltitude, azimuth >= -Double.pi, azimuth <= Double.pi else {
            throw EngineError(.invalidArgument, "\(what) altitude/azimuth is (\(altitude), \(azimuth))\(at): altitude 0 ... pi/2, azimuth -pi ... pi")
        }
    }

    /// E4: a time the host gives (finite, checked first) is at most TC_MAX_TIMESTAMP.
    func checkTimestampRange(_ t: Double, _ what: StaticString) throws(EngineError) {
        guard t <= Constants.maxTimestamp else {
            throw EngineError(.invalidArgument, "\(what) is \(t): must be at most TC_MAX_TIMESTAMP (1e12 seconds)")
        }
    }

    /// Location finite and in range (E2).
    func checkLocation(_ p: Point, _ what: StaticString) throws(EngineError) {
        guard p.x.isFinite, p.y.isFinite else { throw EngineError(.notFinite, "\(what) x/y is (\(p.x), \(p.y)): must be finite") }
        guard abs(p.x) <= Constants.maxCoordinate, abs(p.y) <= Constants.maxCoordinate else {
            throw EngineError(.invalidArgument, "\(what) x/y is (\(p.x), \(p.y)): |x| and |y| must be at most TC_MAX_COORDINATE (1e15 points)")
        }
    }

    private func checkPoint(_ p: TouchPoint, _ list: StaticString, _ k: Int, _ index: Int?) throws(EngineError) {
        var at: String { index.map { " (sample \($0))" } ?? "" }
        guard p.timestamp.isFinite, p.location.x.isFinite, p.location.y.isFinite, p.force.isFinite else {
            throw EngineError(.notFinite, "\(list)[\(k)]\(at) has a value that is not finite")
        }
        guard abs(p.location.x) <= Constants.maxCoordinate, abs(p.location.y) <= Constants.maxCoordinate else {
            throw EngineError(.invalidArgument, "\(list)[\(k)] x/y is (\(p.location.x), \(p.location.y))\(at): |x| and |y| must be at most TC_MAX_COORDINATE (1e15 points)")
        }
        guard p.timestamp <= Constants.maxTimestamp else {
            throw EngineError(.invalidArgument, "\(list)[\(k)] timestamp is \(p.timestamp)\(at): must be at most TC_MAX_TIMESTAMP (1e12 seconds)")
        }
        guard p.force >= 0 else { throw EngineError(.invalidArgument, "\(list)[\(k)] force is \(p.force)\(at): must be >= 0") }
        try checkAngles(p.altitude, p.azimuth, list, index)
    }

    @inline(__always)
    private func checkMeasure(_ v: Double, _ name: StaticString, _ index: Int?) throws(EngineError) {
        var at: String { index.map { " (sample \($0))" } ?? "" }
        guard v.isFinite else { throw EngineError(.notFinite, "sample \(name) is \(v)\(at)") }
        guard v >= 0 else { throw EngineError(.invalidArgument, "sample \(name) is \(v)\(at): must be >= 0") }
    }

    /// Records a validated sample in the pushed state and queues it with its points.
    private func applyPushed(_ s: PlainTouchSample, window: Unmanaged<View>?) {
        switch s.phase {
        case .began:
            input.pushedLiveIDs.append(s.id)
            input.pushedLiveLast.append(PushedLast(s))
        case .ended, .cancelled:
            // `validate` found the id (its index is still right: nothing changed since).
            let i = input.validatedLiveIndex
            if i >= 0 {
                input.pushedLiveIDs.remove(at: i)
                input.pushedLiveLast.remove(at: i)
            }
        case .stationary:
            break // the touch's latest sample is still its previous one (checkStationary)
        default:
            let i = input.validatedLiveIndex
            if i >= 0 { input.pushedLiveLast[i] = PushedLast(s) }
        }
        if s.expectingUpdates != 0 { rememberPushedUpdate(s.id, s.estimationUpdateIndex, s.expectingUpdates) }
        input.lastQueuedTime = s.timestamp
        // Queued first, then its points recorded in place (no second copy of the sample).
        input.queue.append(QueuedInput(kind: .touch, sample: QueuedSample(s, window: window), subtype: 0, phase: s.phase))
        if !s.coalesced.isEmpty || !s.predicted.isEmpty {
            let last = input.queue.count - 1
            input.queue[last].sample.pointStart = Int32(input.points.count)
            input.queue[last].sample.coalescedCount = Int16(s.coalesced.count)
            input.queue[last].sample.predictedCount = Int16(s.predicted.count)
            for k in 0..<s.coalesced.count { input.points.append(s.coalesced[k]) }
            for k in 0..<s.predicted.count { input.points.append(s.predicted[k]) }
        }
    }

    /// P5: a new pushed sample expecting updates replaces an older one with the same key and
    /// pushes out the oldest beyond the limit.
    private func rememberPushedUpdate(_ id: Int64, _ index: Int64, _ mask: UInt32) {
        if let i = input.pushedUpdates.firstIndex(where: { $0.id == id && $0.index == index }) {
            input.pushedUpdates.remove(at: i)
        }
        if input.pushedUpdates.count >= Constants.maxPendingUpdates { input.pushedUpdates.removeFirst() }
        input.pushedUpdates.append(PendingUpdate(id: id, index: index, remaining: mask))
    }

    /// The check inline, the message out of line (every push asks; building the error's
    /// message inline kept the check a call of 25 instructions).
    @inline(__always)
    private func requireQueueRoom(_ n: Int) throws(EngineError) {
        if queuedCount + n > config.queueCapacity { throw queueFull(n) }
    }

    @inline(never)
    private func queueFull(_ n: Int) -> EngineError {
        EngineError(.limit, "input queue holds \(queuedCount) of \(config.queueCapacity); \(n) more do not fit")
    }

    public func push(_ sample: borrowing TouchSample) throws(EngineError) {
        try push(PlainTouchSample(sample))
    }

    /// The same for an embedding layer's plain sample (PlainTouchSample's contract).
    @_spi(Embedding) public func push(_ sample: borrowing PlainTouchSample) throws(EngineError) {
        try checkMutable()
        try requireQueueRoom(1)
        let window = try validate(sample, index: nil)
        applyPushed(sample, window: window)
    }

    /// P6: a sample with coalesced and predicted points given as arrays (the points are
    /// copied; the sample's own `coalesced`/`predicted` sources are replaced).
    public func push(_ sample: TouchSample, coalesced: [TouchPoint], predicted: [TouchPoint] = []) throws(EngineError) {
        var s = sample
        let stride = MemoryLayout<TouchPoint>.stride
        let result: Result<Void, EngineError> = coalesced.withUnsafeBytes { c in
            predicted.withUnsafeBytes { p in
                s.coalesced = PointSource(base: c.baseAddress, stride: stride, count: coalesced.count, offset: 0)
                s.predicted = PointSource(base: p.baseAddress, stride: stride, count: predicted.count, offset: 0)
                do throws(EngineError) { try push(s) } catch { return .failure(error) }
                return .success(())
            }
        }
        if case .failure(let e) = result { throw e }
    }

    /// All or nothing: on failure nothing was queued and the error names the failing index
    /// (also returned through `failedIndex`).
    public func push<C: Collection>(_ samples: C, failedIndex: inout Int) throws(EngineError)
    where C.Element == TouchSample {
        var it = samples.makeIterator()
        // Each sample is converted as it is read and validated and queued before the next is
        // read. The plain sample borrows its window, so the sample read is held here until the
        // next is: a lazy collection makes each element on demand, and the element may be its
        // window's only owner (found by review: a window destroyed in the scene and held only
        // by the sample was read after the sample was dropped).
        var held: TouchSample? = nil
        defer { withExtendedLifetime(held) {} }
        try push(count: samples.count, failedIndex: &failedIndex) { _, s throws(EngineError) in
            held = it.next()!
            s = PlainTouchSample(held!)
        }
    }

    /// All or nothing over `count` samples read one at a time by `fill(i, &sample)`, in order,
    /// for an embedding layer that converts as it reads (the C batch): a sample `fill` refuses
    /// is refused at its index like one that fails validation, and nothing is queued. `fill`
    /// writes every field of the sample it is given (it holds the previous one): one sample
    /// value serves the whole batch, so none is copied.
    @_spi(Embedding) public func push(count: Int, failedIndex: inout Int,
                     _ fill: (Int, inout PlainTouchSample) throws(EngineError) -> Void) throws(EngineError) {
        try checkMutable()
        try requireQueueRoom(count)
        // The state to restore on failure, copied element by element (appending one stored
        // array to another counts a reference to the source's buffer).
        input.pushedLiveScratch.clearKeepingCapacity()
        input.pushedLastScratch.clearKeepingCapacity()
        for k in 0..<input.pushedLiveIDs.count {
            input.pushedLiveScratch.append(input.pushedLiveIDs[k])
            input.pushedLastScratch.append(input.pushedLiveLast[k])
        }
        input.pushedUpdatesScratch.clearKeepingCapacity()
        for k in 0..<input.pushedUpdates.count { input.pushedUpdatesScratch.append(input.pushedUpdates[k]) }
        let savedTime = input.lastQueuedTime
        let savedCount = input.queue.count
        let savedPoints = input.points.count
        var given = PlainTouchSample(id: 0, phase: .began, x: 0, y: 0, timestamp: 0)
        var i = 0
        while i < count {
            do throws(EngineError) {
                try fill(i, &given)
                let window = try validate(given, index: i)
                applyPushed(given, window: window)
            } catch {
                input.queue.removeSubrange(savedCount..<input.queue.count)
                input.points.removeSubrange(savedPoints..<input.points.count)
                input.pushedLiveIDs.clearKeepingCapacity()
                input.pushedLiveIDs.append(contentsOf: input.pushedLiveScratch)
                input.pushedLiveLast.clearKeepingCapacity()
                input.pushedLiveLast.append(contentsOf: input.pushedLastScratch)
                input.pushedUpdates.clearKeepingCapacity()
                input.pushedUpdates.append(contentsOf: input.pushedUpdatesScratch)
                input.lastQueuedTime = savedTime
                failedIndex = i
                throw error
            }
            i += 1
        }
    }

    private func pushButton(_ kind: QueuedInput.Kind, _ subtype: Int32, _ phase: Phase?,
                            _ t: Double) throws(EngineError) {
        try checkButton(t)
        queueButton(kind, subtype, phase, t)
    }

    /// A button input's checks that are not about its kind: the scene, the time, the room.
    private func checkButton(_ t: Double) throws(EngineError) {
        try checkMutable()
        try requireFinite(t, "timestamp")
        try checkTimestampRange(t, "timestamp")
        guard t >= input.lastQueuedTime else {
            throw EngineError(.timeBackwards, "timestamp \(t) is earlier than \(input.lastQueuedTime), the clock or last queued input")
        }
        try requireQueueRoom(1)
    }

    private func queueButton(_ kind: QueuedInput.Kind, _ subtype: Int32, _ phase: Phase?, _ t: Double) {
        let s = QueuedSample(timestamp: t)
        input.lastQueuedTime = t
        input.queue.append(QueuedInput(kind: kind, sample: s, subtype: subtype, phase: phase))
    }

    /// Motion (E1): shake; began, ended or cancelled. One shake at a time, from its began to
    /// its ended or cancelled (UIKit's UIMotionEvent sends motionBegan only when it has not
    /// already, and an end only after a began): the pushed state says whether one is going on.
    public func pushMotion(subtype: Int32, phase: Phase, timestamp: Double) throws(EngineError) {
        guard subtype == MotionSubtype.shake else { throw EngineError(.unknownEnum, "motion subtype is \(subtype)") }
        guard phase == .began || phase == .ended || phase == .cancelled else {
            throw EngineError(.unknownEnum, "motion phase is \(phase.rawValue) (began, ended or cancelled)")
        }
        try checkButton(timestamp)
        if phase == .began, input.pushedShakeDown {
            throw EngineError(.state, "a shake is already going on (a second began before its ended or cancelled)")
        }
        if phase != .began, !input.pushedShakeDown {
            throw EngineError(.state, "no shake is going on (phase \(phase.rawValue) with no began queued)")
        }
        queueButton(.motion, subtype, phase, timestamp)
        input.pushedShakeDown = phase == .began
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
        try checkButton(timestamp)
        // One press of a type at a time, from its began to its ended or cancelled (UIKit's
        // UIPress lives that long): the pushed state says which are down.
        let bit: UInt16 = 1 << UInt16(type - PressType.range.lowerBound)
        let down = input.pushedPressesDown & bit != 0
        if phase == .began, down {
            throw EngineError(.state, "press type \(type) is already down (a second began before its ended or cancelled)")
        }
        if phase != .began, !down {
            throw EngineError(.state, "press type \(type) is not down (phase \(phase.rawValue) with no began queued)")
        }
        queueButton(.press, type, phase, timestamp)
        switch phase {
        case .began: input.pushedPressesDown |= bit
        case .ended, .cancelled: input.pushedPressesDown &= ~bit
        default: break
        }
    }
}

extension Scene {
    /// The window a queued starting input named, if it is still alive (destroyed meanwhile, or
    /// none recorded: nil).
    func window(of q: QueuedSample) -> View? {
        q.windowSlot >= 0 ? view(slot: Int(q.windowSlot), generation: q.windowGeneration).0 : nil
    }
}

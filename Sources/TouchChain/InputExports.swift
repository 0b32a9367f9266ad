import CTouchChain
@_spi(Embedding) import TouchChainCore

// Samples and events into the queue (E1, E2), touch queries (T1).

/// A sample's defaults for the fields after the first version (TC_TOUCH_SAMPLE_INIT's).
@inline(__always)
private func sampleDefaults() -> tc_touch_sample {
    var s = tc_touch_sample()
    s.buttons = TC_BUTTON_PRIMARY
    s.altitude = TC_DEFAULT_ALTITUDE
    return s
}

/// offsetof(tc_touch_point, timestamp): the six doubles the engine reads start there.
private let touchPointValuesOffset = fieldStart(tc_touch_point.self, width: 8) { $0.pointee.timestamp = markerDouble }

/// Checks `count` tc_touch_points at the host's stride (points[0].size) and describes them for
/// the engine, which reads the values in place (it validates them).
private func pointSource(_ base: UnsafePointer<tc_touch_point>?, _ count: Int, _ limit: Int, _ what: StaticString,
                         _ at: @autoclosure () -> String) throws(EngineError) -> PointSource {
    guard count != 0 else { return .none }
    guard count > 0, count <= limit else {
        throw EngineError(.limit, "\(what)_count is \(count)\(at()) (at most \(limit))")
    }
    guard let base else { throw EngineError(.nullPointer, "\(what) is NULL with \(what)_count \(count)\(at())") }
    let stride = Int(clamping: base.pointee.size)
    guard stride >= MemoryLayout<tc_touch_point>.size, stride <= Int(TC_MAX_STRUCT_SIZE) else {
        throw EngineError(.structSize, "\(what)[0].size is \(base.pointee.size)\(at()) (\(MemoryLayout<tc_touch_point>.size) ... TC_MAX_STRUCT_SIZE \(TC_MAX_STRUCT_SIZE))")
    }
    let raw = UnsafeRawPointer(base)
    for i in 0..<count {
        let p = (raw + i * stride).assumingMemoryBound(to: tc_touch_point.self).pointee
        guard Int(clamping: p.size) == stride else {
            throw EngineError(.structSize, "\(what)[\(i)].size is \(p.size), \(what)[0].size is \(stride)\(at())")
        }
        guard p.reserved == 0 else { throw EngineError(.invalidArgument, "\(what)[\(i)].reserved is \(p.reserved)\(at()) (must be 0)") }
    }
    return PointSource(base: raw, stride: stride, count: count, offset: touchPointValuesOffset)
}

/// Converts one C sample to the engine's form, into `out` (every field is written: `out` may
/// hold the previous sample of a batch); the window handle is resolved against `box`. Filled
/// in place, so a sample is not copied on its way to the engine.
@inline(__always)
func engineSample(_ s: UnsafePointer<tc_touch_sample>, _ box: SceneBox, index: Int?,
                  into out: inout PlainTouchSample) throws(EngineError) {
    let given = Int(clamping: s.pointee.size)
    // The common case reads the host's struct in place (no 160-byte copy per sample).
    if given >= MemoryLayout<tc_touch_sample>.size { return try convertSample(s, box, index, into: &out) }
    try engineSamplePrefix(s, box, index: index, given: given, into: &out)
}

/// A sample struct shorter than this header's: its prefix over the defaults. Kept apart from
/// the common path (its generic copy would otherwise be shared with every sample).
@inline(never)
private func engineSamplePrefix(_ s: UnsafePointer<tc_touch_sample>, _ box: SceneBox, index: Int?, given: Int,
                                into out: inout PlainTouchSample) throws(EngineError) {
    guard let known = touchSampleVersions.known(given) else {
        let at = index.map { " (sample \($0))" } ?? ""
        throw EngineError(.structSize, "sample size is \(s.pointee.size)\(at) (at least \(touchSampleV1Size))")
    }
    // A first-version sample ends at `window`, and one ending inside the later fields is read
    // as one (StructVersions): they keep their defaults.
    var full = readPrefix(s, size: known, over: sampleDefaults())
    try withUnsafePointer(to: &full) { p throws(EngineError) in try convertSample(p, box, index, into: &out) }
}

@inline(__always)
private func convertSample(_ c: UnsafePointer<tc_touch_sample>, _ box: SceneBox, _ index: Int?,
                           into out: inout PlainTouchSample) throws(EngineError) {
    // The index only appears in error messages: built on the error paths, never per sample.
    var at: String { index.map { " (sample \($0))" } ?? "" }
    guard let phase = Phase(rawValue: c.pointee.phase), phase != .changed else {
        throw EngineError(.unknownEnum, "sample phase is \(c.pointee.phase)\(at) (a TC_PHASE_* touch phase)")
    }
    guard let type = TouchType(rawValue: c.pointee.type) else {
        throw EngineError(.unknownEnum, "sample type is \(c.pointee.type)\(at) (a TC_TOUCH_* value)")
    }
    guard c.pointee.reserved == 0, c.pointee.reserved2 == 0 else {
        throw EngineError(.invalidArgument, "sample reserved/reserved2 is \(c.pointee.reserved)/\(c.pointee.reserved2)\(at) (must be 0)")
    }
    out.id = c.pointee.id
    out.phase = phase
    out.location = Point(c.pointee.x, c.pointee.y)
    out.timestamp = c.pointee.timestamp
    out.force = c.pointee.force
    out.maximumPossibleForce = c.pointee.max_force
    out.majorRadius = c.pointee.major_radius
    out.radiusTolerance = c.pointee.radius_tolerance
    out.type = type
    out.buttons = c.pointee.buttons
    out.altitude = c.pointee.altitude
    out.azimuth = c.pointee.azimuth
    out.estimatedProperties = c.pointee.estimated_properties
    out.expectingUpdates = c.pointee.expecting_updates
    out.estimationUpdateIndex = c.pointee.estimation_update_index
    out.coalesced = c.pointee.coalesced_count == 0 ? .none
        : try pointSource(c.pointee.coalesced, c.pointee.coalesced_count, Constants.maxCoalesced, "coalesced", at)
    out.predicted = c.pointee.predicted_count == 0 ? .none
        : try pointSource(c.pointee.predicted, c.pointee.predicted_count, Constants.maxPredicted, "predicted", at)
    // Borrowed: resolved from the scene's live view table, and the push runs no host code.
    out.window = phase == .began
        ? try resolveOtherView(c.pointee.window, in: box, "tc_scene_push_touch", "sample window").map { .passUnretained($0) } : nil
}

@c @implementation public func tc_scene_push_touch(_ scene: OpaquePointer?, _ sample: UnsafePointer<tc_touch_sample>?) -> Int32 {
    withScene(scene, "tc_scene_push_touch") { box throws(EngineError) in
        guard let sample else { throw EngineError(.nullPointer, "sample is NULL") }
        var s = PlainTouchSample(id: 0, phase: .began, x: 0, y: 0, timestamp: 0)
        try engineSample(sample, box, index: nil, into: &s)
        try box.core.push(s)
    }
}

@c @implementation public func tc_scene_push_touches(_ scene: OpaquePointer?, _ samples: UnsafePointer<tc_touch_sample>?, _ count: Int, _ outFailedIndex: UnsafeMutablePointer<Int>?) -> Int32 {
    withScene(scene, "tc_scene_push_touches") { box throws(EngineError) in
        guard count >= 0 else { throw EngineError(.invalidArgument, "count is \(count) (negative as size_t)") }
        if count == 0 {   // the engine's rules apply to an empty batch too (H5)
            var unused = 0
            try box.core.push(EmptyCollection<TouchSample>(), failedIndex: &unused)
            return
        }
        guard let samples else { throw EngineError(.nullPointer, "samples is NULL with count \(count)") }
        let stride = Int(clamping: samples.pointee.size)
        guard stride >= touchSampleV1Size, stride <= Int(TC_MAX_STRUCT_SIZE) else {
            outFailedIndex?.pointee = 0
            throw EngineError(.structSize, "samples[0].size is \(samples.pointee.size) (\(touchSampleV1Size) ... TC_MAX_STRUCT_SIZE \(TC_MAX_STRUCT_SIZE))")
        }
        guard count <= box.core.config.queueCapacity else {
            throw EngineError(.limit, "count is \(count); the queue holds at most \(box.core.config.queueCapacity)")
        }
        // The array's extent must be addressable (on wasm32, where Int has 32 bits, a size
        // field near 2^31 times a count would overflow; 64-bit hosts cannot reach this).
        guard !count.multipliedReportingOverflow(by: stride).overflow else {
            outFailedIndex?.pointee = 0
            throw EngineError(.structSize, "samples[0].size is \(stride): \(count) samples of it exceed the address space")
        }
        // Every element must carry the same size before anything is read.
        let base = UnsafeRawPointer(samples)
        for i in 0..<count {
            let size = (base + i * stride).assumingMemoryBound(to: tc_touch_sample.self).pointee.size
            guard Int(clamping: size) == stride else {
                outFailedIndex?.pointee = i
                throw EngineError(.structSize, "samples[\(i)].size is \(size), samples[0].size is \(stride)")
            }
        }
        // Each sample is converted once, as the engine reads it: a conversion error is refused
        // at its index like a validation error (all or nothing).
        var failed = 0
        do throws(EngineError) {
            try box.core.push(count: count, failedIndex: &failed) { i, sample throws(EngineError) in
                try engineSample((base + i * stride).assumingMemoryBound(to: tc_touch_sample.self), box, index: i,
                                 into: &sample)
            }
        } catch {
            outFailedIndex?.pointee = failed
            throw error
        }
    }
}

@inline(__always)
func phase(_ raw: Int32) throws(EngineError) -> Phase {
    guard let p = Phase(rawValue: raw) else { throw EngineError(.unknownEnum, "phase is \(raw) (a TC_PHASE_* value)") }
    return p
}

@c @implementation public func tc_scene_push_motion(_ scene: OpaquePointer?, _ subtype: Int32, _ ph: Int32, _ timestamp: Double) -> Int32 {
    withScene(scene, "tc_scene_push_motion") { box throws(EngineError) in
        try box.core.pushMotion(subtype: subtype, phase: try phase(ph), timestamp: timestamp)
    }
}

@c @implementation public func tc_scene_push_remote(_ scene: OpaquePointer?, _ subtype: Int32, _ timestamp: Double) -> Int32 {
    withScene(scene, "tc_scene_push_remote") { box throws(EngineError) in
        try box.core.pushRemote(subtype: subtype, timestamp: timestamp)
    }
}

@c @implementation public func tc_scene_push_press(_ scene: OpaquePointer?, _ type: Int32, _ ph: Int32, _ timestamp: Double) -> Int32 {
    withScene(scene, "tc_scene_push_press") { box throws(EngineError) in
        try box.core.pushPress(type: type, phase: try phase(ph), timestamp: timestamp)
    }
}

// MARK: touches

@c @implementation public func tc_touch_get_info(_ touch: OpaquePointer?, _ out: UnsafeMutablePointer<tc_touch_info>?) -> Int32 {
    withTouch(touch, "tc_touch_get_info") { box, t throws(EngineError) in
        try touchInfo(box, t, out)
    }
}

func touchInfo(_ box: SceneBox, _ t: Touch, _ out: UnsafeMutablePointer<tc_touch_info>?) throws(EngineError) {
    guard let out else { throw EngineError(.nullPointer, "out is NULL") }
    guard let known = touchInfoVersions.known(Int(clamping: out.pointee.size)) else {
        throw EngineError(.structSize, "out->size is \(out.pointee.size) (at least \(touchInfoV1Size))")
    }
    // Write only the prefix this version knows; a newer caller's tail is left alone.
    var info = tc_touch_info()
    info.size = out.pointee.size
    info.phase = t.phase.rawValue
    info.id = t.id
    info.x = t.location.x; info.y = t.location.y
    info.prev_x = t.previousLocation.x; info.prev_y = t.previousLocation.y
    info.timestamp = t.timestamp
    info.tap_count = t.tapCount
    info.type = t.type.rawValue
    info.major_radius = t.majorRadius
    info.radius_tolerance = t.radiusTolerance
    info.force = t.force
    info.max_force = t.maximumPossibleForce
    info.view = box.handle(t.view)
    info.window = box.handle(t.window)
    info.buttons = t.buttons
    info.estimated_properties = t.estimatedProperties
    info.expecting_updates = t.expectingUpdates
    info.estimation_update_index = t.estimationUpdateIndex
    info.altitude = t.altitude
    info.azimuth = t.azimuth
    info.coalesced_count = t.coalescedCount
    info.predicted_count = t.predictedCount
    UnsafeMutableRawPointer(out).copyMemory(from: &info, byteCount: known)
}

@c @implementation public func tc_touch_location_in(_ touch: OpaquePointer?, _ view: OpaquePointer?, _ previous: Int32, _ outX: UnsafeMutablePointer<Double>?, _ outY: UnsafeMutablePointer<Double>?) -> Int32 {
    let status = withTouch(touch, "tc_touch_location_in") { box, t throws(EngineError) in
        let target = try resolveOtherView(view, in: box, "tc_touch_location_in", "view")
        let ox = try requireOut(outX, "out_x"), oy = try requireOut(outY, "out_y")
        let p = try t.location(in: target, previous: previous != 0)
        ox.pointee = p.x; oy.pointee = p.y
    }
    return noteOnOther(status, touch, .touch, "tc_touch_location_in", "touch", view, .view)
}

@c @implementation public func tc_touch_azimuth_in(_ touch: OpaquePointer?, _ view: OpaquePointer?, _ outAngle: UnsafeMutablePointer<Double>?, _ outUnitX: UnsafeMutablePointer<Double>?, _ outUnitY: UnsafeMutablePointer<Double>?) -> Int32 {
    let status = withTouch(touch, "tc_touch_azimuth_in") { box, t throws(EngineError) in
        let target = try resolveOtherView(view, in: box, "tc_touch_azimuth_in", "view")
        let a = try t.azimuth(in: target)
        outAngle?.pointee = a.angle
        outUnitX?.pointee = a.unit.x
        outUnitY?.pointee = a.unit.y
    }
    return noteOnOther(status, touch, .touch, "tc_touch_azimuth_in", "touch", view, .view)
}

// MARK: coalesced and predicted points (P6)

private func cPoint(_ p: TouchPoint) -> tc_touch_point {
    var c = tc_touch_point()
    c.size = UInt32(MemoryLayout<tc_touch_point>.size)
    c.timestamp = p.timestamp
    c.x = p.location.x; c.y = p.location.y
    c.force = p.force; c.altitude = p.altitude; c.azimuth = p.azimuth
    return c
}

private func touchPointAccess(_ touch: OpaquePointer?, _ fn: StaticString, _ out: UnsafeMutablePointer<tc_touch_point>?,
                              _ body: (Touch) throws(EngineError) -> TouchPoint) -> Int32 {
    withTouch(touch, fn) { _, t throws(EngineError) in
        let o = try requireOut(out, "out")
        guard Int(clamping: o.pointee.size) >= MemoryLayout<tc_touch_point>.size else {
            throw EngineError(.structSize, "out->size is \(o.pointee.size) (at least \(MemoryLayout<tc_touch_point>.size))")
        }
        writePrefix(cPoint(try body(t)), to: o, size: o.pointee.size)
    }
}

@c @implementation public func tc_touch_get_coalesced(_ touch: OpaquePointer?, _ index: Int, _ out: UnsafeMutablePointer<tc_touch_point>?) -> Int32 {
    touchPointAccess(touch, "tc_touch_get_coalesced", out) { t throws(EngineError) in
        guard index >= 0, index < t.coalescedCount else {
            throw EngineError(.notFound, "index \(index) is past coalesced_count \(t.coalescedCount)")
        }
        return t.coalescedPoint(index)
    }
}

@c @implementation public func tc_touch_get_predicted(_ touch: OpaquePointer?, _ index: Int, _ out: UnsafeMutablePointer<tc_touch_point>?) -> Int32 {
    touchPointAccess(touch, "tc_touch_get_predicted", out) { t throws(EngineError) in
        let count = t.predictedCount
        guard index >= 0, index < count else {
            throw EngineError(.notFound, "index \(index) is past predicted_count \(count)")
        }
        return t.predictedPoint(index)
    }
}

@c @implementation public func tc_touch_predict(_ touch: OpaquePointer?, _ interval: Double, _ out: UnsafeMutablePointer<tc_touch_point>?) -> Int32 {
    touchPointAccess(touch, "tc_touch_predict", out) { t throws(EngineError) in try t.predict(after: interval) }
}

// MARK: hover, scroll, transform, updates (P3-P5)

/// Reads a pushed struct of one version: NULL refused, then its `size` (the first field of
/// every such struct) checked before anything else is read, so a shorter struct is never read
/// past its end.
@inline(__always)
private func readPushed<T>(_ p: UnsafePointer<T>?, _ what: StaticString) throws(EngineError) -> T {
    guard let p else { throw EngineError(.nullPointer, "\(what) is NULL") }
    let size = UnsafeRawPointer(p).load(as: UInt32.self)
    guard Int(clamping: size) >= MemoryLayout<T>.size else {
        throw EngineError(.structSize, "\(what)->size is \(size) (at least \(MemoryLayout<T>.size))")
    }
    return p.pointee
}

@c @implementation public func tc_scene_push_hover(_ scene: OpaquePointer?, _ sample: UnsafePointer<tc_hover_sample>?) -> Int32 {
    withScene(scene, "tc_scene_push_hover") { box throws(EngineError) in
        let c = try readPushed(sample, "sample")
        guard let ph = Phase(rawValue: c.phase) else { throw EngineError(.unknownEnum, "sample phase is \(c.phase) (a TC_PHASE_* value)") }
        guard let type = TouchType(rawValue: c.type) else { throw EngineError(.unknownEnum, "sample type is \(c.type) (a TC_TOUCH_* value)") }
        guard c.reserved == 0 else { throw EngineError(.invalidArgument, "sample reserved is \(c.reserved) (must be 0)") }
        var s = HoverSample(id: c.id, phase: ph, x: c.x, y: c.y, timestamp: c.timestamp)
        s.type = type
        s.altitude = c.altitude; s.azimuth = c.azimuth; s.zOffset = c.z_offset
        if ph == .began { s.window = try resolveOtherView(c.window, in: box, "tc_scene_push_hover", "sample window") }
        try box.core.pushHover(s)
    }
}

@c @implementation public func tc_scene_push_scroll(_ scene: OpaquePointer?, _ input: UnsafePointer<tc_scroll_input>?) -> Int32 {
    withScene(scene, "tc_scene_push_scroll") { box throws(EngineError) in
        let c = try readPushed(input, "input")
        guard let type = ScrollType(rawValue: c.type) else {
            throw EngineError(.unknownEnum, "input type is \(c.type) (TC_SCROLL_DISCRETE or TC_SCROLL_CONTINUOUS)")
        }
        var ph: Phase? = nil
        if c.phase != 0 {
            guard let p = Phase(rawValue: c.phase) else { throw EngineError(.unknownEnum, "input phase is \(c.phase) (a TC_PHASE_* value)") }
            ph = p
        }
        guard c.reserved == 0 else { throw EngineError(.invalidArgument, "input reserved is \(c.reserved) (must be 0)") }
        var s = ScrollInput(type: type, phase: ph, dx: c.dx, dy: c.dy, x: c.x, y: c.y, timestamp: c.timestamp)
        s.window = try resolveOtherView(c.window, in: box, "tc_scene_push_scroll", "input window")
        try box.core.pushScroll(s)
    }
}

@c @implementation public func tc_scene_push_transform(_ scene: OpaquePointer?, _ input: UnsafePointer<tc_transform_input>?) -> Int32 {
    withScene(scene, "tc_scene_push_transform") { box throws(EngineError) in
        let c = try readPushed(input, "input")
        guard let ph = Phase(rawValue: c.phase) else { throw EngineError(.unknownEnum, "input phase is \(c.phase) (a TC_PHASE_* value)") }
        var s = TransformInput(phase: ph, scale: c.scale, rotation: c.rotation, x: c.x, y: c.y, timestamp: c.timestamp)
        if ph == .began { s.window = try resolveOtherView(c.window, in: box, "tc_scene_push_transform", "input window") }
        try box.core.pushTransform(s)
    }
}

@c @implementation public func tc_scene_push_touch_update(_ scene: OpaquePointer?, _ update: UnsafePointer<tc_touch_update>?) -> Int32 {
    withScene(scene, "tc_scene_push_touch_update") { box throws(EngineError) in
        let c = try readPushed(update, "update")
        guard c.reserved == 0 else { throw EngineError(.invalidArgument, "update reserved is \(c.reserved) (must be 0)") }
        var u = TouchUpdate(id: c.id, estimationUpdateIndex: c.estimation_update_index, properties: c.properties,
                            timestamp: c.timestamp)
        u.force = c.force; u.azimuth = c.azimuth; u.altitude = c.altitude
        u.location = Point(c.x, c.y)
        try box.core.pushTouchUpdate(u)
    }
}

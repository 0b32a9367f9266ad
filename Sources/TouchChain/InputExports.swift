import CTouchChain
import TouchChainCore

// Samples and events into the queue (E1, E2), touch queries (T1).

/// Size of the first published (this version's) tc_touch_sample.
let touchSampleV1Size = MemoryLayout<tc_touch_sample>.size
/// Size of the first published (this version's) tc_touch_info.
let touchInfoV1Size = MemoryLayout<tc_touch_info>.size

/// Converts one C sample to the engine's form; the window handle is resolved against `box`.
@inline(__always)
func engineSample(_ s: UnsafePointer<tc_touch_sample>, _ box: SceneBox, index: Int?) throws(EngineError) -> TouchSample {
    let c = s.pointee
    // The index only appears in error messages: built on the error paths, never per sample.
    var at: String { index.map { " (sample \($0))" } ?? "" }
    guard Int(clamping: c.size) >= touchSampleV1Size else {
        throw EngineError(.structSize, "sample size is \(c.size)\(at) (at least \(touchSampleV1Size))")
    }
    guard let phase = Phase(rawValue: c.phase), phase != .changed else {
        throw EngineError(.unknownEnum, "sample phase is \(c.phase)\(at) (a TC_PHASE_* touch phase)")
    }
    guard let type = TouchType(rawValue: c.type) else {
        throw EngineError(.unknownEnum, "sample type is \(c.type)\(at) (a TC_TOUCH_* value)")
    }
    guard c.reserved == 0 else { throw EngineError(.invalidArgument, "sample reserved is \(c.reserved)\(at) (must be 0)") }
    var out = TouchSample(id: c.id, phase: phase, x: c.x, y: c.y, timestamp: c.timestamp)
    out.force = c.force
    out.maximumPossibleForce = c.max_force
    out.majorRadius = c.major_radius
    out.radiusTolerance = c.radius_tolerance
    out.type = type
    if phase == .began {
        out.window = try resolveOtherView(c.window, in: box, "tc_scene_push_touch", "sample window")
    }
    return out
}

@c @implementation public func tc_scene_push_touch(_ scene: OpaquePointer?, _ sample: UnsafePointer<tc_touch_sample>?) -> Int32 {
    withScene(scene, "tc_scene_push_touch") { box throws(EngineError) in
        guard let sample else { throw EngineError(.nullPointer, "sample is NULL") }
        try box.core.push(try engineSample(sample, box, index: nil))
    }
}

/// A collection view over a host's sample array with the host's stride: converts lazily, so a
/// batch costs no intermediate array.
struct CSampleArray: Collection {
    let base: UnsafeRawPointer
    let stride: Int
    let count: Int
    let box: SceneBox
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> TouchSample {
        // Conversion errors were found up front by `precheck`; here they cannot happen.
        let p = (base + i * stride).assumingMemoryBound(to: tc_touch_sample.self)
        return (try? engineSample(p, box, index: i)) ?? TouchSample(id: 0, phase: .began, x: .nan, y: .nan, timestamp: .nan)
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
        guard stride >= touchSampleV1Size else {
            outFailedIndex?.pointee = 0
            throw EngineError(.structSize, "samples[0].size is \(stride) (at least \(touchSampleV1Size))")
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
        // Every element must carry the same size and convert cleanly before anything is queued.
        let base = UnsafeRawPointer(samples)
        for i in 0..<count {
            let p = (base + i * stride).assumingMemoryBound(to: tc_touch_sample.self)
            guard Int(clamping: p.pointee.size) == stride else {
                outFailedIndex?.pointee = i
                throw EngineError(.structSize, "samples[\(i)].size is \(p.pointee.size), samples[0].size is \(stride)")
            }
            do throws(EngineError) { _ = try engineSample(p, box, index: i) } catch { outFailedIndex?.pointee = i; throw error }
        }
        var failed = 0
        do throws(EngineError) {
            try box.core.push(CSampleArray(base: base, stride: stride, count: count, box: box), failedIndex: &failed)
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
    guarded(touch, .touch) { touchInfo(touch, out) }
}

func touchInfo(_ touch: OpaquePointer?, _ out: UnsafeMutablePointer<tc_touch_info>?) -> Int32 {
    let (box, t, status) = resolveTouch(touch, "tc_touch_get_info")
    guard let box, let t else { return status }
    guard let out else { return box.fail("tc_touch_get_info", Status.nullPointer, "out is NULL") }
    guard Int(clamping: out.pointee.size) >= touchInfoV1Size else {
        return box.fail("tc_touch_get_info", Status.structSize, "out->size is \(out.pointee.size) (at least \(touchInfoV1Size))")
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
    UnsafeMutableRawPointer(out).copyMemory(from: &info, byteCount: min(Int(clamping: out.pointee.size), MemoryLayout<tc_touch_info>.size))
    return Status.ok
}

@c @implementation public func tc_touch_location_in(_ touch: OpaquePointer?, _ view: OpaquePointer?, _ previous: Int32, _ outX: UnsafeMutablePointer<Double>?, _ outY: UnsafeMutablePointer<Double>?) -> Int32 {
    guarded(touch, .touch) { touchLocation(touch, view, previous, outX, outY) }
}

func touchLocation(_ touch: OpaquePointer?, _ view: OpaquePointer?, _ previous: Int32, _ outX: UnsafeMutablePointer<Double>?, _ outY: UnsafeMutablePointer<Double>?) -> Int32 {
    let (box, t, status) = resolveTouch(touch, "tc_touch_location_in")
    guard let box, let t else { return status }
    do throws(EngineError) {
        let target = try resolveOtherView(view, in: box, "tc_touch_location_in", "view")
        let ox = try requireOut(outX, "out_x"), oy = try requireOut(outY, "out_y")
        let p = try t.location(in: target, previous: previous != 0)
        ox.pointee = p.x; oy.pointee = p.y
    } catch {
        return box.fail("tc_touch_location_in", error)
    }
    return Status.ok
}

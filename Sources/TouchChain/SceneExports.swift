import CTouchChain
import TouchChainCore

// Version, status strings, scene lifetime, clock and dispatch.

@c @implementation public func tc_version() -> UInt32 {
    (0 << 16) | (1 << 8) | 0
}

@c @implementation public func tc_abi_version() -> UInt32 { 1 }

@c @implementation public func tc_version_string() -> UnsafePointer<CChar>? {
    staticCString("0.1.0")
}

@inline(__always)
func staticCString(_ s: StaticString) -> UnsafePointer<CChar> {
    // String literals are emitted NUL-terminated in read-only data.
    UnsafeRawPointer(s.utf8Start).assumingMemoryBound(to: CChar.self)
}

@c @implementation public func tc_status_string(_ status: Int32) -> UnsafePointer<CChar>? {
    switch status {
    case 0: return staticCString("success")
    case -1: return staticCString("a required pointer argument is NULL")
    case -2: return staticCString("the handle is NULL, garbage or of the wrong kind")
    case -3: return staticCString("the handle refers to a destroyed object")
    case -4: return staticCString("the handle belongs to another scene")
    case -5: return staticCString("an argument is out of its documented range")
    case -6: return staticCString("a number is NaN or infinite")
    case -7: return staticCString("an enumeration value is not one this library knows")
    case -8: return staticCString("a timestamp is earlier than the scene's clock or the last queued input")
    case -9: return staticCString("no live touch has this id")
    case -10: return staticCString("a touch with this id is already live")
    case -11: return staticCString("more live touches than the scene allows")
    case -12: return staticCString("the change would make a view its own ancestor")
    case -13: return staticCString("a window cannot have a superview")
    case -14: return staticCString("this call is not allowed from inside this callback")
    case -15: return staticCString("a capacity limit was reached")
    case -16: return staticCString("the struct's size field is not a size this library accepts")
    case -17: return staticCString("the object is not in a state that allows this call")
    case -18: return staticCString("nothing matches the request")
    case -19: return staticCString("a transform on the path cannot be inverted")
    default: return staticCString("unknown status")
    }
}

@c @implementation public func tc_scene_create(
    _ config: UnsafePointer<tc_scene_config>?, _ outScene: UnsafeMutablePointer<OpaquePointer?>?
) -> Int32 {
    guard let outScene else { return Status.nullPointer }
    var cfg = Scene.Config()
    if let config {
        guard let known = sceneConfigVersions.known(Int(clamping: config.pointee.size)) else { return Status.structSize }
        // A first-version struct ends before tap_duration (so, as read, does one ending inside
        // it, StructVersions): the default stays.
        var defaults = tc_scene_config()
        defaults.tap_duration = cfg.tapDuration
        let c = readPrefix(config, size: known, over: defaults)
        cfg.maxTouches = Int(c.max_touches)
        cfg.queueCapacity = Int(c.queue_capacity)
        cfg.tapInterval = c.tap_interval
        cfg.tapRadius = c.tap_radius
        cfg.tapDuration = c.tap_duration
    }
    let core: Scene
    do { core = try Scene(config: cfg) } catch { return error.code.rawValue }
    guard let (slot, gen) = claimSceneSlot({ slot, gen in SceneBox(core: core, slot: slot, generation: gen) }) else {
        return Status.limit
    }
    outScene.pointee = encodeHandle(.scene, sceneSlot: slot, sceneGeneration: gen)
    return Status.ok
}

@c @implementation public func tc_scene_destroy(_ scene: OpaquePointer?) -> Int32 {
    guard scene != nil else { return Status.ok }
    let (box, status) = resolveScene(scene)
    guard let box else { return status }
    guard let claimed = box.enter() else { return EngineError.Code.state.rawValue }
    guard box.core.canBeDestroyedNow else {
        if claimed { box.leave() }
        return box.fail("tc_scene_destroy", Status.reentrant, "not allowed from inside the scene's callbacks")
    }
    guard releaseSceneSlot(box.slot, generation: box.generation) else { return Status.staleHandle }
    // Cannot throw: not inside a callback (checked above, before the slot was released).
    try? box.core.invalidate()
    return Status.ok
}

@c @implementation public func tc_scene_last_error(_ scene: OpaquePointer?) -> UnsafePointer<CChar>? {
    let (box, status) = resolveScene(scene)
    guard let box else {
        return status == Status.staleHandle
            ? staticCString("the scene handle refers to a destroyed scene")
            : staticCString("the scene handle is NULL or invalid")
    }
    return UnsafePointer(box.lastError)
}

@c @implementation public func tc_scene_now(_ scene: OpaquePointer?, _ outTime: UnsafeMutablePointer<Double>?) -> Int32 {
    withScene(scene, "tc_scene_now") { box throws(EngineError) in
        try requireOut(outTime, "out_time").pointee = box.core.now
    }
}

@c @implementation public func tc_scene_dispatch(_ scene: OpaquePointer?, _ outEvents: UnsafeMutablePointer<Int>?) -> Int32 {
    withScene(scene, "tc_scene_dispatch") { box throws(EngineError) in
        let n = try box.core.dispatch()
        outEvents?.pointee = n
    }
}

@c @implementation public func tc_scene_advance(_ scene: OpaquePointer?, _ time: Double) -> Int32 {
    withScene(scene, "tc_scene_advance") { box throws(EngineError) in
        try box.core.advance(to: time)
    }
}

@c @implementation public func tc_scene_queued_count(_ scene: OpaquePointer?, _ outCount: UnsafeMutablePointer<Int>?) -> Int32 {
    withScene(scene, "tc_scene_queued_count") { box throws(EngineError) in
        try requireOut(outCount, "out_count").pointee = box.core.queuedCount
    }
}

@c @implementation public func tc_scene_set_key_window(_ scene: OpaquePointer?, _ window: OpaquePointer?) -> Int32 {
    let status = withScene(scene, "tc_scene_set_key_window") { box throws(EngineError) in
        guard let w = try resolveOtherView(window, in: box, "tc_scene_set_key_window", "window") else {
            throw EngineError(.invalidHandle, "window is NULL")
        }
        try box.core.setKeyWindow(w)
    }
    return noteOnOther(status, scene, .scene, "tc_scene_set_key_window", "scene", window, .view)
}

@c @implementation public func tc_scene_get_key_window(_ scene: OpaquePointer?, _ outWindow: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    withScene(scene, "tc_scene_get_key_window") { box throws(EngineError) in
        try requireOut(outWindow, "out_window").pointee = box.handle(box.core.keyWindow)
    }
}

@c @implementation public func tc_scene_find_touch(_ scene: OpaquePointer?, _ id: Int64, _ outTouch: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    withScene(scene, "tc_scene_find_touch") { box throws(EngineError) in
        let out = try requireOut(outTouch, "out_touch")
        guard let t = box.core.touch(withID: id) else {
            throw EngineError(.unknownTouch, "no live touch has id \(id)")
        }
        out.pointee = box.handle(t)
    }
}

@c @implementation public func tc_scene_touch_count(_ scene: OpaquePointer?, _ outCount: UnsafeMutablePointer<Int>?) -> Int32 {
    withScene(scene, "tc_scene_touch_count") { box throws(EngineError) in
        try requireOut(outCount, "out_count").pointee = box.core.liveTouches.count
    }
}

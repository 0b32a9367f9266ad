import CTouchChain
import CTouchChainPlatform
import TouchChainCore

// Responder callbacks, router events, controllers, first responder and focus (R1–R5).


/// Wraps a host's C callbacks as engine handlers for the responder `who`. Each wrapper fills
/// the borrowed structs the header promises and asks the host; nothing is allocated per call.
/// The route callback is handed to the engine as it is (`HostRouteHandler`, with `who` as the
/// host's `tc_responder`): the walk calls it without a wrapper.
func makeHandlers(_ cb: tc_responder_callbacks, _ box: SceneBox, for who: ResponderRef) -> ResponderHandlers {
    var h = ResponderHandlers()
    let ud = cb.user_data
    if let fn = cb.touches {
        h.touches = { [b = BoxRef(box)] r, d in
            b.with { box in
                var resp = box.responder(r)
                var ev = tc_touches_event()
                ev.size = UInt32(MemoryLayout<tc_touches_event>.size)
                ev.phase = d.phase.rawValue
                ev.timestamp = d.timestamp
                ev.dispatch_time = d.dispatchTime
                ev.hit_view = d.hitViewRef._withUnsafeGuaranteedRef { box.handle($0) }
                return box.withTouchFrame { touches, all in
                    ev.touch_count = box.fill(touches, d.touches)
                    ev.touches = UnsafePointer(touches)
                    ev.all_touch_count = box.fill(all, d.allTouches)
                    ev.all_touches = UnsafePointer(all)
                    return fn(&resp, &ev, ud) == 1
                }
            }
        }
    }
    func wrap(_ fn: tc_event_fn?) -> ((ResponderRef, ButtonEvent) -> Bool)? {
        guard let fn else { return nil }
        return { [b = BoxRef(box)] r, e in
            var resp = b.box.responder(r)
            var info = tc_event_info()
            info.size = UInt32(MemoryLayout<tc_event_info>.size)
            info.type = e.type.rawValue
            info.subtype = e.subtype
            info.phase = e.phase?.rawValue ?? 0
            info.timestamp = e.timestamp
            return fn(&resp, &info, ud) == 1
        }
    }
    if let fn = cb.hover {
        h.hover = { [b = BoxRef(box)] r, e in
            var resp = b.box.responder(r)
            var ev = tc_hover_event()
            ev.size = UInt32(MemoryLayout<tc_hover_event>.size)
            ev.phase = e.phase.rawValue
            ev.id = e.id
            ev.x = e.location.x; ev.y = e.location.y
            ev.timestamp = e.timestamp
            ev.type = e.type.rawValue
            ev.altitude = e.altitude; ev.azimuth = e.azimuth; ev.z_offset = e.zOffset
            ev.hit_view = b.box.handle(e.hitView)
            fn(&resp, &ev, ud)
        }
    }
    if let fn = cb.estimated_update {
        h.estimatedUpdate = { [b = BoxRef(box)] r, e in
            var resp = b.box.responder(r)
            var u = tc_touch_update()
            u.size = UInt32(MemoryLayout<tc_touch_update>.size)
            u.properties = e.properties
            u.id = e.id
            u.estimation_update_index = e.estimationUpdateIndex
            u.timestamp = e.timestamp
            u.force = e.force; u.azimuth = e.azimuth; u.altitude = e.altitude
            u.x = e.location.x; u.y = e.location.y
            u.remaining = e.remaining
            u.touch = e.touch.flatMap { b.box.handle($0) }
            fn(&resp, &u, ud)
        }
    }
    h.motion = wrap(cb.motion)
    h.remote = wrap(cb.remote)
    h.presses = wrap(cb.presses)
    if let fn = cb.route {
        var bytes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &bytes) { $0.storeBytes(of: box.responder(who), as: tc_responder.self) }
        h.hostRoute = HostRouteHandler(function: unsafeBitCast(fn, to: HostRouteHandler.Function.self),
                                       userData: ud, responder: bytes)
    }
    return h
}

/// Reads a host's callbacks struct (NULL: no callbacks).
func readCallbacks(_ cb: UnsafePointer<tc_responder_callbacks>?) throws(EngineError) -> tc_responder_callbacks? {
    guard let cb else { return nil }
    guard let known = responderCallbacksVersions.known(Int(clamping: cb.pointee.size)) else {
        throw EngineError(.structSize, "cb->size is \(cb.pointee.size) (at least \(responderCallbacksV1Size))")
    }
    // A first-version struct has no hover / estimated_update, nor has one ending inside them
    // (StructVersions): they stay NULL, never half a pointer.
    return readPrefix(cb, size: known, over: tc_responder_callbacks())
}

@c @implementation public func tc_view_set_responder(_ view: OpaquePointer?, _ cb: UnsafePointer<tc_responder_callbacks>?) -> Int32 {
    withView(view, "tc_view_set_responder") { box, v throws(EngineError) in
        let c = try readCallbacks(cb)
        try v.setHandlers(c.map { makeHandlers($0, box, for: .view(v)) } ?? ResponderHandlers())
    }
}

@c @implementation public func tc_scene_set_app_responder(_ scene: OpaquePointer?, _ cb: UnsafePointer<tc_responder_callbacks>?) -> Int32 {
    withScene(scene, "tc_scene_set_app_responder") { box throws(EngineError) in
        let c = try readCallbacks(cb)
        try box.core.setAppHandlers(c.map { makeHandlers($0, box, for: .application) } ?? ResponderHandlers())
    }
}

@c @implementation public func tc_scene_set_app_delegate(_ scene: OpaquePointer?, _ cb: UnsafePointer<tc_responder_callbacks>?) -> Int32 {
    withScene(scene, "tc_scene_set_app_delegate") { box throws(EngineError) in
        let c = try readCallbacks(cb)
        try box.core.setAppDelegateHandlers(c.map { makeHandlers($0, box, for: .appDelegate) })
    }
}

@c @implementation public func tc_scene_set_unhandled_fn(_ scene: OpaquePointer?, _ fn: tc_unhandled_fn?, _ userData: UnsafeMutableRawPointer?) -> Int32 {
    withScene(scene, "tc_scene_set_unhandled_fn") { box throws(EngineError) in
        guard let fn else { try box.core.setUnhandledObserver(nil); return }
        try box.core.setUnhandledObserver { [b = BoxRef(box)] e in
            var info = tc_unhandled_info()
            info.size = UInt32(MemoryLayout<tc_unhandled_info>.size)
            info.type = e.type.rawValue
            info.subtype = e.subtype
            info.phase = e.phase?.rawValue ?? 0
            info.timestamp = e.timestamp
            if let p = e.routePayload?.assumingMemoryBound(to: RoutePayload.self) {
                info.route_name = p.pointee.name
            }
            b.box.withTouchFrame { touches, _ in
                if e.type == .touches {
                    info.touch_count = b.box.fill(touches, e.touches)
                    info.touches = UnsafePointer(touches)
                }
                fn(&info, userData)
            }
        }
    }
}

// MARK: router events

/// The C form of a router event, built once per send: the name and pairs copied into memory
/// the engine owns for the walk (the scene's route arena), so a callback may free the host's
/// strings. Steady state allocates nothing: the arena is reused, grown only when a top-level
/// send needs more than ever before; a nested send that does not fit gets memory of its own.
struct RoutePayload {
    var name: UnsafePointer<CChar>
    var pairs: UnsafePointer<tc_kv>?
    var count: Int
}

/// Checks and copies a send's name and pairs, then hands the event to `send` (the engine's
/// send from a view or a controller).
@inline(__always)
func sendRoute(_ box: SceneBox, _ name: UnsafePointer<CChar>?,
               _ pairs: UnsafePointer<tc_kv>?, _ count: Int,
               _ outHandled: UnsafeMutablePointer<Int32>?,
               _ send: (RouteEvent) throws(EngineError) -> Bool) throws(EngineError) {
    guard let name else { throw EngineError(.nullPointer, "name is NULL") }
    guard count >= 0, count <= 4096 else { throw EngineError(.invalidArgument, "pair_count is \(count) (0...4096)") }
    if count > 0 && pairs == nil { throw EngineError(.nullPointer, "pairs is NULL with pair_count \(count)") }
    // Sizes first (and every key and value checked): the pair array, then the strings.
    let pairBytes = count * MemoryLayout<tc_kv>.stride
    var need = pairBytes + strlen(name) + 1
    for i in 0..<count {
        guard let k = pairs?[i].key, let v = pairs?[i].value else {
            throw EngineError(.nullPointer, "pairs[\(i)] has a NULL key or value")
        }
        need += strlen(k) + strlen(v) + 2
    }
    let (base, owned) = box.routeArenaClaim(need)
    defer { box.routeArenaRelease(base, need, owned) }
    // Copies for the walk.
    let cPairs = base.bindMemory(to: tc_kv.self, capacity: max(count, 1))
    var cursor = base + pairBytes
    func copy(_ s: UnsafePointer<CChar>) -> UnsafePointer<CChar> {
        let n = strlen(s) + 1
        cursor.copyMemory(from: s, byteCount: n)
        let out = UnsafePointer(cursor.assumingMemoryBound(to: CChar.self))
        cursor += n
        return out
    }
    let cName = copy(name)
    for i in 0..<count {
        let k = copy(pairs.unsafelyUnwrapped[i].key.unsafelyUnwrapped)
        let v = copy(pairs.unsafelyUnwrapped[i].value.unsafelyUnwrapped)
        cPairs[i] = tc_kv(key: k, value: v)
    }
    var payload = RoutePayload(name: cName, pairs: UnsafePointer(cPairs), count: count)
    let handled = try withUnsafePointer(to: &payload) { p throws(EngineError) -> Bool in
        try send(RouteEvent(cName: cName, cPairs: UnsafeRawPointer(cPairs), count: count, hostPayload: UnsafeRawPointer(p)))
    }
    outHandled?.pointee = handled ? 1 : 0
}

@c @implementation public func tc_view_send_route(_ view: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ pairs: UnsafePointer<tc_kv>?, _ count: Int, _ outHandled: UnsafeMutablePointer<Int32>?) -> Int32 {
    withView(view, "tc_view_send_route") { box, v throws(EngineError) in
        try sendRoute(box, name, pairs, count, outHandled) { e throws(EngineError) in try box.core.sendRoute(from: v, e) }
    }
}

@c @implementation public func tc_controller_send_route(_ controller: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ pairs: UnsafePointer<tc_kv>?, _ count: Int, _ outHandled: UnsafeMutablePointer<Int32>?) -> Int32 {
    withController(controller, "tc_controller_send_route") { box, c throws(EngineError) in
        try sendRoute(box, name, pairs, count, outHandled) { e throws(EngineError) in
            try box.core.sendRoute(from: .controller(c), e)
        }
    }
}

/// R1: writes the whole tc_responder for `r`'s next responder (the engine's chain step,
/// `nextResponder(of:)`), kind 0 when there is none.
func writeNextResponder(_ box: SceneBox, of r: ResponderRef,
                        _ outNext: UnsafeMutablePointer<tc_responder>?) throws(EngineError) {
    let out = try requireOut(outNext, "out_next")
    if let next = box.core.nextResponder(of: r) {
        out.pointee = box.responder(next)
    } else {
        var none = tc_responder()
        none.size = UInt32(MemoryLayout<tc_responder>.size)
        out.pointee = none
    }
}

@c @implementation public func tc_view_next_responder(_ view: OpaquePointer?, _ outNext: UnsafeMutablePointer<tc_responder>?) -> Int32 {
    withView(view, "tc_view_next_responder") { box, v throws(EngineError) in
        try writeNextResponder(box, of: .view(v), outNext)
    }
}

@c @implementation public func tc_controller_next_responder(_ controller: OpaquePointer?, _ outNext: UnsafeMutablePointer<tc_responder>?) -> Int32 {
    withController(controller, "tc_controller_next_responder") { box, c throws(EngineError) in
        try writeNextResponder(box, of: .controller(c), outNext)
    }
}

@c @implementation public func tc_scene_app_next_responder(_ scene: OpaquePointer?, _ outNext: UnsafeMutablePointer<tc_responder>?) -> Int32 {
    withScene(scene, "tc_scene_app_next_responder") { box throws(EngineError) in
        try writeNextResponder(box, of: .application, outNext)
    }
}

// MARK: controllers

@c @implementation public func tc_controller_create(_ scene: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    withScene(scene, "tc_controller_create") { box throws(EngineError) in
        let o = try requireOut(out, "out_controller")
        o.pointee = box.handle(try box.core.createController())
    }
}

@c @implementation public func tc_controller_destroy(_ controller: OpaquePointer?) -> Int32 {
    guard controller != nil else { return Status.ok }
    return withController(controller, "tc_controller_destroy") { box, c throws(EngineError) in
        try box.core.destroy(c)
    }
}

@c @implementation public func tc_controller_set_view(_ controller: OpaquePointer?, _ view: OpaquePointer?) -> Int32 {
    let status = withController(controller, "tc_controller_set_view") { box, c throws(EngineError) in
        try c.setView(try resolveOtherView(view, in: box, "tc_controller_set_view", "view"))
    }
    return noteOnOther(status, controller, .controller, "tc_controller_set_view", "controller", view, .view)
}

@c @implementation public func tc_controller_get_view(_ controller: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    withController(controller, "tc_controller_get_view") { box, c throws(EngineError) in
        try requireOut(out, "out_view").pointee = box.handle(c.view)
    }
}

@c @implementation public func tc_controller_set_responder(_ controller: OpaquePointer?, _ cb: UnsafePointer<tc_responder_callbacks>?) -> Int32 {
    withController(controller, "tc_controller_set_responder") { box, c throws(EngineError) in
        let cbs = try readCallbacks(cb)
        try c.setHandlers(cbs.map { makeHandlers($0, box, for: .controller(c)) } ?? ResponderHandlers())
    }
}

// MARK: first responder and focus

@c @implementation public func tc_view_become_first_responder(_ view: OpaquePointer?) -> Int32 {
    withView(view, "tc_view_become_first_responder") { box, v throws(EngineError) in
        try box.core.becomeFirstResponder(v)
    }
}

@c @implementation public func tc_view_resign_first_responder(_ view: OpaquePointer?) -> Int32 {
    withView(view, "tc_view_resign_first_responder") { box, v throws(EngineError) in
        try box.core.resignFirstResponder(v)
    }
}

@c @implementation public func tc_view_is_first_responder(_ view: OpaquePointer?, _ out: UnsafeMutablePointer<Int32>?) -> Int32 {
    withViewRead(view, "tc_view_is_first_responder") { box, v throws(EngineError) in
        try requireOut(out, "out").pointee = box.core.isFirstResponder(v) ? 1 : 0
    }
}

@c @implementation public func tc_scene_get_first_responder(_ scene: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    withScene(scene, "tc_scene_get_first_responder") { box throws(EngineError) in
        try requireOut(out, "out_view").pointee = box.handle(box.core.firstResponder)
    }
}

@c @implementation public func tc_scene_set_focus(_ scene: OpaquePointer?, _ view: OpaquePointer?) -> Int32 {
    let status = withScene(scene, "tc_scene_set_focus") { box throws(EngineError) in
        try box.core.setFocus(try resolveOtherView(view, in: box, "tc_scene_set_focus", "view"))
    }
    return noteOnOther(status, scene, .scene, "tc_scene_set_focus", "scene", view, .view)
}

@c @implementation public func tc_scene_get_focus(_ scene: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    withScene(scene, "tc_scene_get_focus") { box throws(EngineError) in
        try requireOut(out, "out_view").pointee = box.handle(box.core.focusedView)
    }
}

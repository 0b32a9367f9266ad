import CTouchChain
import TouchChainCore

// Hit-testing customisation (H6), host overrides (H6f), the trace observer (H7) and the pure
// query (H5).

@c @implementation public func tc_view_set_hit_insets(_ view: OpaquePointer?, _ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> Int32 {
    withView(view, "tc_view_set_hit_insets") { _, v throws(EngineError) in
        try v.setHitInsets(EdgeInsets(top: top, left: left, bottom: bottom, right: right))
    }
}

@c @implementation public func tc_view_set_min_hit_size(_ view: OpaquePointer?, _ w: Double, _ h: Double) -> Int32 {
    withView(view, "tc_view_set_min_hit_size") { _, v throws(EngineError) in
        try v.setMinimumHitSize(Size(w, h))
    }
}

@c @implementation public func tc_view_set_hit_polygon(_ view: OpaquePointer?, _ xy: UnsafePointer<Double>?, _ count: Int) -> Int32 {
    withView(view, "tc_view_set_hit_polygon") { _, v throws(EngineError) in
        if count == 0 { try v.setHitPolygon([]); return }
        guard count >= 3, count <= Int(TC_MAX_POLYGON_POINTS) else {
            throw EngineError(.invalidArgument, "point_count is \(count) (0, or 3...\(TC_MAX_POLYGON_POINTS))")
        }
        guard let xy else { throw EngineError(.nullPointer, "xy is NULL with point_count \(count)") }
        var points: [Point] = []
        points.reserveCapacity(count)
        for i in 0..<count { points.append(Point(xy[2 * i], xy[2 * i + 1])) }
        try v.setHitPolygon(points)
    }
}

@c @implementation public func tc_view_set_hit_redirect(_ view: OpaquePointer?, _ target: OpaquePointer?) -> Int32 {
    let status = withView(view, "tc_view_set_hit_redirect") { box, v throws(EngineError) in
        try v.setHitRedirect(try resolveOtherView(target, in: box, "tc_view_set_hit_redirect", "target"))
    }
    return noteOnOther(status, view, .view, "tc_view_set_hit_redirect", "view", target, .view)
}

@c @implementation public func tc_view_set_point_inside_fn(_ view: OpaquePointer?, _ fn: tc_point_inside_fn?, _ userData: UnsafeMutableRawPointer?) -> Int32 {
    withView(view, "tc_view_set_point_inside_fn") { box, v throws(EngineError) in
        guard let fn else { try v.setPointInsideOverride(nil); return }
        try v.setPointInsideOverride { [b = BoxRef(box)] view, p, engine in
            fn(b.box.handle(view), p.x, p.y, engine ? 1 : 0, userData) != 0
        }
    }
}

@c @implementation public func tc_view_set_hit_test_fn(_ view: OpaquePointer?, _ fn: tc_hit_test_fn?, _ userData: UnsafeMutableRawPointer?) -> Int32 {
    withView(view, "tc_view_set_hit_test_fn") { box, v throws(EngineError) in
        guard let fn else { try v.setHitTestOverride(nil); return }
        try v.setHitTestOverride { [b = BoxRef(box)] view, p, engine in
            guard let answer = fn(b.box.handle(view), p.x, p.y, b.box.handle(engine), userData) else { return nil }
            // Any handle the host returns is validated like an argument; an invalid one is
            // reported as a dead view, which the engine ignores (and notes).
            let d = decodeHandleUnretained(answer, .view)
            guard d.box?.toOpaque() == Unmanaged.passUnretained(b.box).toOpaque() else { return deadView(b.box) }
            return b.box.core.view(slot: d.slot, generation: d.generation).0 ?? deadView(b.box)
        }
    }
}

/// A view that is not alive, standing for "the host returned an invalid handle".
func deadView(_ box: SceneBox) -> View? {
    if let v = box.invalidAnswer { return v }
    let v = View.makeDetachedDead()
    box.invalidAnswer = v
    return v
}

@c @implementation public func tc_scene_set_hit_trace_fn(_ scene: OpaquePointer?, _ fn: tc_hit_trace_fn?, _ userData: UnsafeMutableRawPointer?) -> Int32 {
    withScene(scene, "tc_scene_set_hit_trace_fn") { box throws(EngineError) in
        guard let fn else { try box.core.setHitTraceObserver(nil); return }
        try box.core.setHitTraceObserver { [b = BoxRef(box)] step in
            switch step {
            case .enter(let v): fn(1, b.box.handle(v), 0, nil, userData)
            case .pointInside(let v, let inside): fn(2, b.box.handle(v), inside ? 1 : 0, nil, userData)
            case .exit(let v, let r): fn(3, b.box.handle(v), 0, b.box.handle(r), userData)
            }
        }
    }
}

/// By slot, end to end (the hottest query): the same checks and messages as `withView`, but
/// no `View` is materialised on the flat path.
@c @implementation public func tc_view_hit_test(_ view: OpaquePointer?, _ x: Double, _ y: Double, _ outHit: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    entered(view, .view) { box, slot, generation in
        do throws(EngineError) {
            let hit = try box.core.hitTestQuery(slot: slot, generation: generation, x: x, y: y,
                                                outIsNull: outHit == nil)
            outHit.unsafelyUnwrapped.pointee = hit.slot < 0 ? nil
                : objectHandle(box.viewBits, slot: hit.slot, generation: hit.generation)
        } catch {
            return box.fail("tc_view_hit_test", error)
        }
        return Status.ok
    }
}

@c @implementation public func tc_view_point_inside(_ view: OpaquePointer?, _ x: Double, _ y: Double, _ outInside: UnsafeMutablePointer<Int32>?) -> Int32 {
    // withView, not withViewRead: the host's point-inside override may run.
    withView(view, "tc_view_point_inside") { box, v throws(EngineError) in
        let o = try requireOut(outInside, "out_inside")
        try requireFinite(x, "x"); try requireFinite(y, "y")
        o.pointee = try box.core.pointInside(query: v, Point(x, y)) ? 1 : 0
    }
}

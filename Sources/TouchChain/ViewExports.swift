import CTouchChain
import TouchChainCore

// Windows, views, the tree, geometry and properties. Each export resolves its handles, calls
// the engine, and converts a thrown EngineError into a status and the scene's last error.

@c @implementation public func tc_window_create(
    _ scene: OpaquePointer?, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
    _ outWindow: UnsafeMutablePointer<OpaquePointer?>?
) -> Int32 {
    withScene(scene, "tc_window_create") { box throws(EngineError) in
        let out = try requireOut(outWindow, "out_window")
        out.pointee = box.handle(try box.core.createWindow(frame: Rect(x, y, w, h)))
    }
}

@c @implementation public func tc_view_create(
    _ scene: OpaquePointer?, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
    _ outView: UnsafeMutablePointer<OpaquePointer?>?
) -> Int32 {
    withScene(scene, "tc_view_create") { box throws(EngineError) in
        let out = try requireOut(outView, "out_view")
        out.pointee = box.handle(try box.core.createView(frame: Rect(x, y, w, h)))
    }
}

@c @implementation public func tc_view_destroy(_ view: OpaquePointer?) -> Int32 {
    guard view != nil else { return Status.ok }
    return withView(view, "tc_view_destroy") { box, v throws(EngineError) in
        try box.core.destroy(v)
    }
}

@c @implementation public func tc_view_is_window(_ view: OpaquePointer?, _ out: UnsafeMutablePointer<Int32>?) -> Int32 {
    withViewRead(view, "tc_view_is_window") { _, v throws(EngineError) in
        try requireOut(out, "out_is_window").pointee = v.isWindow ? 1 : 0
    }
}

@c @implementation public func tc_view_add_subview(_ parent: OpaquePointer?, _ child: OpaquePointer?) -> Int32 {
    let status = withView(parent, "tc_view_add_subview") { box, p throws(EngineError) in
        guard let c = try resolveOtherView(child, in: box, "tc_view_add_subview", "child") else {
            throw EngineError(.invalidHandle, "child is NULL")
        }
        try p.addSubview(c)
    }
    return noteOnOther(status, parent, .view, "tc_view_add_subview", "parent", child, .view)
}

@c @implementation public func tc_view_insert_subview(_ parent: OpaquePointer?, _ child: OpaquePointer?, _ index: Int) -> Int32 {
    let status = withView(parent, "tc_view_insert_subview") { box, p throws(EngineError) in
        guard let c = try resolveOtherView(child, in: box, "tc_view_insert_subview", "child") else {
            throw EngineError(.invalidHandle, "child is NULL")
        }
        // size_t arrives as Int: a value past Int.max (negative here) is past the end too.
        try p.insertSubview(c, at: index < 0 ? Int.max : index)
    }
    return noteOnOther(status, parent, .view, "tc_view_insert_subview", "parent", child, .view)
}

@c @implementation public func tc_view_insert_subview_below(_ parent: OpaquePointer?, _ child: OpaquePointer?, _ sibling: OpaquePointer?) -> Int32 {
    let status = withView(parent, "tc_view_insert_subview_below") { box, p throws(EngineError) in
        guard let c = try resolveOtherView(child, in: box, "tc_view_insert_subview_below", "child") else {
            throw EngineError(.invalidHandle, "child is NULL")
        }
        try p.insertSubview(c, belowSubview: try resolveOtherView(sibling, in: box, "tc_view_insert_subview_below", "sibling"))
    }
    return noteOnOther(status, parent, .view, "tc_view_insert_subview_below", "parent", child, .view, sibling, .view)
}

@c @implementation public func tc_view_insert_subview_above(_ parent: OpaquePointer?, _ child: OpaquePointer?, _ sibling: OpaquePointer?) -> Int32 {
    let status = withView(parent, "tc_view_insert_subview_above") { box, p throws(EngineError) in
        guard let c = try resolveOtherView(child, in: box, "tc_view_insert_subview_above", "child") else {
            throw EngineError(.invalidHandle, "child is NULL")
        }
        try p.insertSubview(c, aboveSubview: try resolveOtherView(sibling, in: box, "tc_view_insert_subview_above", "sibling"))
    }
    return noteOnOther(status, parent, .view, "tc_view_insert_subview_above", "parent", child, .view, sibling, .view)
}

@c @implementation public func tc_view_remove_from_superview(_ view: OpaquePointer?) -> Int32 {
    withView(view, "tc_view_remove_from_superview") { _, v throws(EngineError) in
        try v.removeFromSuperview()
    }
}

@c @implementation public func tc_view_get_superview(_ view: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    withViewRead(view, "tc_view_get_superview") { box, v throws(EngineError) in
        try requireOut(out, "out_parent").pointee = box.handle(v.superview)
    }
}

@c @implementation public func tc_view_get_window(_ view: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    withViewRead(view, "tc_view_get_window") { box, v throws(EngineError) in
        try requireOut(out, "out_window").pointee = box.handle(v.window)
    }
}

@c @implementation public func tc_view_get_subview_count(_ view: OpaquePointer?, _ out: UnsafeMutablePointer<Int>?) -> Int32 {
    withViewRead(view, "tc_view_get_subview_count") { _, v throws(EngineError) in
        try requireOut(out, "out_count").pointee = v.subviews.count
    }
}

@c @implementation public func tc_view_get_subview(_ view: OpaquePointer?, _ index: Int, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    withViewRead(view, "tc_view_get_subview") { box, v throws(EngineError) in
        let o = try requireOut(out, "out_child")
        guard index >= 0, index < v.subviews.count else {
            throw EngineError(.invalidArgument, "index is \(index) (the view has \(v.subviews.count) subviews)")
        }
        o.pointee = box.handle(v.subviews[index])
    }
}

// MARK: geometry

@c @implementation public func tc_view_set_frame(_ view: OpaquePointer?, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Int32 {
    withView(view, "tc_view_set_frame") { _, v throws(EngineError) in try v.setFrame(Rect(x, y, w, h)) }
}

@c @implementation public func tc_view_get_frame(_ view: OpaquePointer?, _ out: UnsafeMutablePointer<tc_rect>?) -> Int32 {
    withViewRead(view, "tc_view_get_frame") { _, v throws(EngineError) in
        let o = try requireOut(out, "out_frame")
        o.pointee = cRect(try v.finiteFrame())
    }
}

@c @implementation public func tc_view_set_center(_ view: OpaquePointer?, _ x: Double, _ y: Double) -> Int32 {
    withView(view, "tc_view_set_center") { _, v throws(EngineError) in try v.setCenter(Point(x, y)) }
}

@c @implementation public func tc_view_get_center(_ view: OpaquePointer?, _ outX: UnsafeMutablePointer<Double>?, _ outY: UnsafeMutablePointer<Double>?) -> Int32 {
    withViewRead(view, "tc_view_get_center") { _, v throws(EngineError) in
        let ox = try requireOut(outX, "out_x"), oy = try requireOut(outY, "out_y")
        ox.pointee = v.center.x; oy.pointee = v.center.y
    }
}

@c @implementation public func tc_view_set_bounds(_ view: OpaquePointer?, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Int32 {
    withView(view, "tc_view_set_bounds") { _, v throws(EngineError) in try v.setBounds(Rect(x, y, w, h)) }
}

@c @implementation public func tc_view_get_bounds(_ view: OpaquePointer?, _ out: UnsafeMutablePointer<tc_rect>?) -> Int32 {
    withViewRead(view, "tc_view_get_bounds") { _, v throws(EngineError) in
        try requireOut(out, "out_bounds").pointee = cRect(v.bounds)
    }
}

@c @implementation public func tc_view_set_transform(_ view: OpaquePointer?, _ t: UnsafePointer<tc_affine>?) -> Int32 {
    withView(view, "tc_view_set_transform") { _, v throws(EngineError) in
        try v.setTransform(t.map { swiftAffine($0.pointee) } ?? .identity)
    }
}

@c @implementation public func tc_view_get_transform(_ view: OpaquePointer?, _ out: UnsafeMutablePointer<tc_affine>?) -> Int32 {
    withViewRead(view, "tc_view_get_transform") { _, v throws(EngineError) in
        try requireOut(out, "out_transform").pointee = cAffine(v.transform)
    }
}

@c @implementation public func tc_view_set_alpha(_ view: OpaquePointer?, _ alpha: Double) -> Int32 {
    withView(view, "tc_view_set_alpha") { _, v throws(EngineError) in try v.setAlpha(alpha) }
}

@c @implementation public func tc_view_get_alpha(_ view: OpaquePointer?, _ out: UnsafeMutablePointer<Double>?) -> Int32 {
    withViewRead(view, "tc_view_get_alpha") { _, v throws(EngineError) in
        try requireOut(out, "out_alpha").pointee = v.alpha
    }
}

@inline(__always)
func viewFlag(_ raw: Int32) throws(EngineError) -> View.Flag {
    guard let f = View.Flag(rawValue: raw) else {
        throw EngineError(.unknownEnum, "flag is \(raw) (not a TC_VIEW_* value)")
    }
    return f
}

@c @implementation public func tc_view_set_flag(_ view: OpaquePointer?, _ flag: Int32, _ value: Int32) -> Int32 {
    withView(view, "tc_view_set_flag") { _, v throws(EngineError) in
        try v.setFlag(try viewFlag(flag), value != 0)
    }
}

@c @implementation public func tc_view_get_flag(_ view: OpaquePointer?, _ flag: Int32, _ out: UnsafeMutablePointer<Int32>?) -> Int32 {
    withViewRead(view, "tc_view_get_flag") { _, v throws(EngineError) in
        let f = try viewFlag(flag)
        try requireOut(out, "out_value").pointee = v.flag(f) ? 1 : 0
    }
}

@c @implementation public func tc_view_set_presentation(_ view: OpaquePointer?, _ frame: UnsafePointer<tc_rect>?, _ t: UnsafePointer<tc_affine>?) -> Int32 {
    withView(view, "tc_view_set_presentation") { _, v throws(EngineError) in
        guard let frame else { throw EngineError(.nullPointer, "frame is NULL") }
        let f = frame.pointee
        try v.setPresentation(frame: Rect(f.x, f.y, f.w, f.h),
                              transform: t.map { swiftAffine($0.pointee) } ?? .identity)
    }
}

@c @implementation public func tc_view_clear_presentation(_ view: OpaquePointer?) -> Int32 {
    withView(view, "tc_view_clear_presentation") { _, v throws(EngineError) in try v.clearPresentation() }
}

@c @implementation public func tc_view_convert_point(
    _ from: OpaquePointer?, _ to: OpaquePointer?, _ x: Double, _ y: Double,
    _ outX: UnsafeMutablePointer<Double>?, _ outY: UnsafeMutablePointer<Double>?
) -> Int32 {
    // Either view may be NULL (screen coordinates), so the scene comes from whichever is set.
    let anchor = from ?? to
    guard anchor != nil else {
        // Screen to screen: nothing to resolve.
        guard let outX, let outY else { return Status.nullPointer }
        guard x.isFinite, y.isFinite else { return EngineError.Code.notFinite.rawValue }
        outX.pointee = x; outY.pointee = y
        return Status.ok
    }
    let status = withView(anchor, "tc_view_convert_point") { box, _ throws(EngineError) in
        let fromView = try resolveOtherView(from, in: box, "tc_view_convert_point", "from")
        let toView = try resolveOtherView(to, in: box, "tc_view_convert_point", "to")
        let ox = try requireOut(outX, "out_x"), oy = try requireOut(outY, "out_y")
        try requireFinite(x, "x"); try requireFinite(y, "y")
        let p = try View.convert(Point(x, y), from: fromView, to: toView)
        ox.pointee = p.x; oy.pointee = p.y
    }
    // A `from` that is not a view (the anchor then) is told in `to`'s scene.
    return from == nil ? status : noteOnOther(status, from, .view, "tc_view_convert_point", "from", to, .view)
}

@inline(__always) func cRect(_ r: Rect) -> tc_rect {
    tc_rect(x: r.origin.x, y: r.origin.y, w: r.size.width, h: r.size.height)
}
@inline(__always) func cAffine(_ t: AffineTransform) -> tc_affine {
    tc_affine(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
}
@inline(__always) func swiftAffine(_ t: tc_affine) -> AffineTransform {
    AffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
}

import CTouchChain
import TouchChainCore

// Scroll views (S1–S8): parameters, offset, the pan's handle, delegate callbacks. Conversion
// only: every rule is the engine's (Sources/TouchChainCore/Scrolling).

/// tc_scroll_params's five versions, each ending where its last field ends (StructVersions): the
/// first with `deceleration_rate`; the second with `nested`; the third with the transfers (S6);
/// the fourth with `pointer_drag_scrolling` (P2) and `reserved`, whose first field lies in the
/// third version's tail padding; the fifth with `bounces_horizontally` and `bounces_vertically`
/// (S4), the first of them in the fourth's tail padding. A version's fields are read (and
/// written) only from a size reaching its end: an older caller's size (the third version's
/// sizeof ends inside the fourth version, between its fields) is an earlier version's.
private let scrollParamsV1Size = fieldEnd(tc_scroll_params.self, width: 8) { $0.pointee.deceleration_rate = scrollParamsMarkerDouble }
private let scrollParamsNestedEnd = scrollParamsEnd { $0.pointee.nested = scrollParamsMarker }
private let scrollParamsTransfersEnd = scrollParamsEnd { $0.pointee.transfers_vertical_scrolling_to_parent = scrollParamsMarker }
private let scrollParamsPointerEnd = scrollParamsEnd { $0.pointee.reserved = scrollParamsMarker }
private let scrollParamsAxisBouncesEnd = scrollParamsEnd { $0.pointee.bounces_vertically = scrollParamsMarker }
/// Those five versions (StructVersions: a size is taken as the largest of them it reaches).
private let scrollParamsVersions = StructVersions(first: scrollParamsV1Size, later: scrollParamsNestedEnd,
                                                  scrollParamsTransfersEnd, scrollParamsPointerEnd,
                                                  last: scrollParamsAxisBouncesEnd)

private let scrollParamsMarker = Int32(bitPattern: 0xA5A5_A5A5)
private let scrollParamsMarkerDouble = Double(bitPattern: 0xA5A5_A5A5_A5A5_A5A5)
/// Where the one 32-bit field `mark` sets to `scrollParamsMarker` ends (StructVersions.fieldEnd).
private func scrollParamsEnd(_ mark: (UnsafeMutablePointer<tc_scroll_params>) -> Void) -> Int {
    fieldEnd(tc_scroll_params.self, width: 4, mark)
}
private let scrollCallbacksV1Size = MemoryLayout<tc_scroll_callbacks>.size

/// TC_SCROLL_BOUNCES_INHERIT (the header's macro, imported as a value).
private let scrollBouncesInherit = Int32(TC_SCROLL_BOUNCES_INHERIT)

/// An axis's `bounces_horizontally` / `bounces_vertically`: TC_SCROLL_BOUNCES_INHERIT keeps
/// what `bounces` gave the axis; 0 and 1 set it; nil for anything else (refused).
private func axisBounces(_ value: Int32, _ fromBounces: Bool) -> Bool? {
    switch value {
    case scrollBouncesInherit: return fromBounces
    case 0: return false
    case 1: return true
    default: return nil
    }
}

private func scroller(_ v: View) throws(EngineError) -> Scroller {
    guard let s = v.scroll else { throw EngineError(.state, "the view is not a scroll view") }
    return s
}

@c @implementation public func tc_view_set_scroll(_ view: OpaquePointer?, _ params: UnsafePointer<tc_scroll_params>?) -> Int32 {
    withView(view, "tc_view_set_scroll") { _, v throws(EngineError) in
        guard let params else { throw EngineError(.nullPointer, "params is NULL") }
        // Read only the caller's whole versions: an older caller's struct ends before `nested`.
        guard let given = scrollParamsVersions.known(Int(clamping: params.pointee.size)) else {
            throw EngineError(.structSize, "params->size is \(params.pointee.size) (at least \(scrollParamsV1Size))")
        }
        let c = readPrefix(params, size: given, over: tc_scroll_params())
        var p = ScrollParameters()
        p.contentSize = Size(c.content_w, c.content_h)
        p.contentInset = EdgeInsets(top: c.inset_top, left: c.inset_left, bottom: c.inset_bottom, right: c.inset_right)
        p.isScrollEnabled = c.scroll_enabled != 0
        p.isPagingEnabled = c.paging != 0
        p.bounces = c.bounces != 0   // both axes (UIKit's -setBounces:)
        p.alwaysBounceHorizontal = c.always_bounce_horizontal != 0
        p.alwaysBounceVertical = c.always_bounce_vertical != 0
        p.isDirectionalLockEnabled = c.directional_lock != 0
        p.delaysContentTouches = c.delays_content_touches != 0
        p.canCancelContentTouches = c.can_cancel_content_touches != 0
        p.decelerationRate = c.deceleration_rate
        if given >= scrollParamsNestedEnd {
            guard let nested = NestedScrolling(rawValue: c.nested) else {
                throw EngineError(.unknownEnum, "params->nested is \(c.nested) (a TC_SCROLL_NESTED_* value)")
            }
            p.nestedScrolling = nested
        }
        if given >= scrollParamsTransfersEnd {
            p.transfersHorizontalScrollingToParent = c.transfers_horizontal_scrolling_to_parent != 0
            p.transfersVerticalScrollingToParent = c.transfers_vertical_scrolling_to_parent != 0
        }
        if given >= scrollParamsPointerEnd {
            guard c.reserved == 0 else {
                throw EngineError(.invalidArgument, "params->reserved is \(c.reserved) (must be 0)")
            }
            p.pointerDragScrolling = c.pointer_drag_scrolling != 0
        }
        if given >= scrollParamsAxisBouncesEnd {
            // S4: an axis set to 0 or 1 wins over `bounces` (UIKit's bouncesHorizontally /
            // bouncesVertically after its bounces); TC_SCROLL_BOUNCES_INHERIT keeps `bounces`.
            guard let x = axisBounces(c.bounces_horizontally, p.bouncesHorizontally) else {
                throw EngineError(.invalidArgument, "params->bounces_horizontally is \(c.bounces_horizontally) (TC_SCROLL_BOUNCES_INHERIT, 0 or 1)")
            }
            guard let y = axisBounces(c.bounces_vertically, p.bouncesVertically) else {
                throw EngineError(.invalidArgument, "params->bounces_vertically is \(c.bounces_vertically) (TC_SCROLL_BOUNCES_INHERIT, 0 or 1)")
            }
            p.bouncesHorizontally = x
            p.bouncesVertically = y
        }
        try v.setScroll(p)
    }
}

@c @implementation public func tc_view_get_scroll(_ view: OpaquePointer?, _ out: UnsafeMutablePointer<tc_scroll_params>?) -> Int32 {
    withViewRead(view, "tc_view_get_scroll") { _, v throws(EngineError) in
        // In the header's order: not a scroll view, then the out pointer, then its size.
        let p = try scroller(v).parameters
        let o = try requireOut(out, "out")
        guard Int(clamping: o.pointee.size) >= scrollParamsV1Size else {
            throw EngineError(.structSize, "out->size is \(o.pointee.size) (at least \(scrollParamsV1Size))")
        }
        var c = tc_scroll_params()
        // An older caller's struct keeps its own size (writePrefix writes no more of it).
        c.size = UInt32(min(Int(clamping: o.pointee.size), MemoryLayout<tc_scroll_params>.size))
        c.content_w = p.contentSize.width; c.content_h = p.contentSize.height
        c.inset_top = p.contentInset.top; c.inset_left = p.contentInset.left
        c.inset_bottom = p.contentInset.bottom; c.inset_right = p.contentInset.right
        c.scroll_enabled = p.isScrollEnabled ? 1 : 0
        c.paging = p.isPagingEnabled ? 1 : 0
        // UIKit's getter (both axes bounce); an axis that does otherwise reads its own value,
        // one that does the same TC_SCROLL_BOUNCES_INHERIT (a struct read and written back
        // then acts as UIKit's setters).
        c.bounces = p.bounces ? 1 : 0
        c.bounces_horizontally = p.bouncesHorizontally == p.bounces ? scrollBouncesInherit : (p.bouncesHorizontally ? 1 : 0)
        c.bounces_vertically = p.bouncesVertically == p.bounces ? scrollBouncesInherit : (p.bouncesVertically ? 1 : 0)
        c.always_bounce_horizontal = p.alwaysBounceHorizontal ? 1 : 0
        c.always_bounce_vertical = p.alwaysBounceVertical ? 1 : 0
        c.directional_lock = p.isDirectionalLockEnabled ? 1 : 0
        c.delays_content_touches = p.delaysContentTouches ? 1 : 0
        c.can_cancel_content_touches = p.canCancelContentTouches ? 1 : 0
        c.deceleration_rate = p.decelerationRate
        c.nested = p.nestedScrolling.rawValue
        c.transfers_horizontal_scrolling_to_parent = p.transfersHorizontalScrollingToParent ? 1 : 0
        c.transfers_vertical_scrolling_to_parent = p.transfersVerticalScrollingToParent ? 1 : 0
        c.pointer_drag_scrolling = p.pointerDragScrolling ? 1 : 0
        writePrefix(c, to: o, size: o.pointee.size, versions: scrollParamsVersions)
    }
}

@c @implementation public func tc_view_get_content_offset(_ view: OpaquePointer?, _ outX: UnsafeMutablePointer<Double>?, _ outY: UnsafeMutablePointer<Double>?) -> Int32 {
    withViewRead(view, "tc_view_get_content_offset") { _, v throws(EngineError) in
        _ = try scroller(v)
        outX?.pointee = v.contentOffset.x
        outY?.pointee = v.contentOffset.y
    }
}

@c @implementation public func tc_view_set_content_offset(_ view: OpaquePointer?, _ x: Double, _ y: Double) -> Int32 {
    withView(view, "tc_view_set_content_offset") { _, v throws(EngineError) in
        try v.setContentOffset(Point(x, y))
    }
}

@c @implementation public func tc_view_scroll_pan(_ view: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    withView(view, "tc_view_scroll_pan") { box, v throws(EngineError) in
        let pan = try scroller(v).pan
        let o = try requireOut(out, "out")
        o.pointee = box.handle(pan)
    }
}

@c @implementation public func tc_view_get_scroll_state(_ view: OpaquePointer?, _ outDragging: UnsafeMutablePointer<Int32>?, _ outDecelerating: UnsafeMutablePointer<Int32>?) -> Int32 {
    withViewRead(view, "tc_view_get_scroll_state") { _, v throws(EngineError) in
        let s = try scroller(v)
        outDragging?.pointee = s.isDragging ? 1 : 0
        outDecelerating?.pointee = s.isDecelerating ? 1 : 0
    }
}

@c @implementation public func tc_view_get_scroll_tracking(_ view: OpaquePointer?, _ outTracking: UnsafeMutablePointer<Int32>?) -> Int32 {
    withViewRead(view, "tc_view_get_scroll_tracking") { _, v throws(EngineError) in
        let s = try scroller(v)
        try requireOut(outTracking, "out_tracking").pointee = s.isTracking ? 1 : 0
    }
}

@c @implementation public func tc_view_set_scroll_callbacks(_ view: OpaquePointer?, _ cb: UnsafePointer<tc_scroll_callbacks>?) -> Int32 {
    withView(view, "tc_view_set_scroll_callbacks") { box, v throws(EngineError) in
        _ = try scroller(v)
        guard let cb else { try v.setScrollHooks(ScrollHooks()); return }
        guard Int(clamping: cb.pointee.size) >= scrollCallbacksV1Size else {
            throw EngineError(.structSize, "cb->size is \(cb.pointee.size) (at least \(scrollCallbacksV1Size))")
        }
        let c = cb.pointee
        let userData = c.user_data
        var hooks = ScrollHooks()
        if let fn = c.event {
            // Plain values, called in place (HostScrollEventCallback): the box unretained (it
            // outlives every callback of its scene).
            hooks.hostEvent = HostScrollEventCallback(
                convert: convertScrollEvent, function: unsafeBitCast(fn, to: UnsafeRawPointer.self),
                userData: userData, context: Unmanaged.passUnretained(box).toOpaque())
        }
        if let fn = c.touches_should_begin {
            hooks.touchesShouldBegin = { [b = BoxRef(box)] view, touch, content in
                fn(b.box.handle(view), b.box.handle(touch), b.box.handle(content), userData) != 0
            }
        }
        if let fn = c.touches_should_cancel {
            hooks.touchesShouldCancel = { [b = BoxRef(box)] view, content in
                fn(b.box.handle(view), b.box.handle(content), userData) != 0
            }
        }
        try v.setScrollHooks(hooks)
    }
}

/// The engine's call of a host's scroll delegate function: the event as a
/// tc_scroll_event_info, then the host; a willEndDragging's target offset comes back.
private let convertScrollEvent: HostScrollEventCallback.Convert = { function, userData, context, view, raw in
    let fn = unsafeBitCast(function, to: tc_scroll_event_fn.self)
    let info = raw.assumingMemoryBound(to: ScrollEventInfo.self)
    var e = tc_scroll_event_info()
    e.size = UInt32(MemoryLayout<tc_scroll_event_info>.size)
    e.event = info.pointee.event.rawValue
    e.offset_x = info.pointee.offset.x; e.offset_y = info.pointee.offset.y
    e.velocity_x = info.pointee.velocity.x; e.velocity_y = info.pointee.velocity.y
    e.target_x = info.pointee.targetOffset.x; e.target_y = info.pointee.targetOffset.y
    e.decelerate = info.pointee.decelerate ? 1 : 0
    let handle = Unmanaged<SceneBox>.fromOpaque(context.unsafelyUnwrapped)._withUnsafeGuaranteedRef { box in
        Unmanaged<View>.fromOpaque(view)._withUnsafeGuaranteedRef { box.handle($0) }
    }
    fn(handle, &e, userData)
    if info.pointee.event == .willEndDragging { info.pointee.targetOffset = Point(e.target_x, e.target_y) }
}

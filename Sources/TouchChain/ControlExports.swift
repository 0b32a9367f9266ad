import CTouchChain
import TouchChainCore

// Controls (C1, C2): kind, state, value, targets.

@c @implementation public func tc_view_set_control(_ view: OpaquePointer?, _ kind: Int32) -> Int32 {
    withView(view, "tc_view_set_control") { _, v throws(EngineError) in
        if kind == 0 { try v.setControl(nil); return }
        guard let k = ControlKind(rawValue: kind) else {
            throw EngineError(.unknownEnum, "kind is \(kind) (a TC_CONTROL_* value)")
        }
        try v.setControl(k)
    }
}

@c @implementation public func tc_control_get_state(_ view: OpaquePointer?, _ out: UnsafeMutablePointer<tc_control_state>?) -> Int32 {
    withView(view, "tc_control_get_state") { _, v throws(EngineError) in
        let o = try requireOut(out, "out")
        guard Int(clamping: o.pointee.size) >= MemoryLayout<tc_control_state>.size else {
            throw EngineError(.structSize, "out->size is \(o.pointee.size) (at least \(MemoryLayout<tc_control_state>.size))")
        }
        guard let c = v.control else { throw EngineError(.state, "the view is not a control") }
        var s = tc_control_state()
        s.size = UInt32(MemoryLayout<tc_control_state>.size)
        s.kind = c.kind.rawValue
        s.enabled = c.isEnabled ? 1 : 0
        s.highlighted = c.isHighlighted ? 1 : 0
        s.tracking = c.isTracking ? 1 : 0
        s.touch_inside = c.isTouchInside ? 1 : 0
        s.value = c.value
        s.tracking_margin = c.trackingMargin
        writePrefix(s, to: o, size: o.pointee.size)
    }
}

@c @implementation public func tc_control_set_enabled(_ view: OpaquePointer?, _ enabled: Int32) -> Int32 {
    withView(view, "tc_control_set_enabled") { _, v throws(EngineError) in try v.setControlEnabled(enabled != 0) }
}

@c @implementation public func tc_control_set_value(_ view: OpaquePointer?, _ value: Double) -> Int32 {
    withView(view, "tc_control_set_value") { _, v throws(EngineError) in try v.setControlValue(value) }
}

@c @implementation public func tc_control_set_tracking_margin(_ view: OpaquePointer?, _ margin: Double) -> Int32 {
    withView(view, "tc_control_set_tracking_margin") { _, v throws(EngineError) in try v.setTrackingMargin(margin) }
}

@c @implementation public func tc_control_add_target(_ view: OpaquePointer?, _ events: UInt32, _ fn: tc_control_fn?, _ userData: UnsafeMutableRawPointer?, _ outID: UnsafeMutablePointer<Int32>?) -> Int32 {
    withView(view, "tc_control_add_target") { box, v throws(EngineError) in
        guard let fn else { throw EngineError(.nullPointer, "fn is NULL") }
        // C1: the same (fn, user_data) is the same target (merged, moved last, same id).
        let identity = ControlTargetIdentity(UInt(bitPattern: unsafeBitCast(fn, to: Int.self)),
                                             UInt(bitPattern: Int(bitPattern: userData)))
        let id = try v.addControlTarget(ControlEvents(rawValue: events), identity: identity) { [b = BoxRef(box)] view, e in
            fn(b.box.handle(view), e.rawValue, userData)
        }
        outID?.pointee = Int32(clamping: id)
    }
}

@c @implementation public func tc_control_remove_target(_ view: OpaquePointer?, _ id: Int32) -> Int32 {
    withView(view, "tc_control_remove_target") { _, v throws(EngineError) in try v.removeControlTarget(Int(id)) }
}

@c @implementation public func tc_control_send_actions(_ view: OpaquePointer?, _ events: UInt32) -> Int32 {
    withView(view, "tc_control_send_actions") { box, v throws(EngineError) in
        try box.core.sendActions(of: v, ControlEvents(rawValue: events))
    }
}

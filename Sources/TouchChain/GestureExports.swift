import CTouchChain
@_spi(Embedding) import TouchChainCore

// Gesture recognizers (G1–G8): parameters, lifetime, links, delegates, actions.

/// C strings a recognizer hands out (name, failure message), kept with the recognizer.
final class RecognizerStrings {
    static let capacity = 256
    /// The message of a recognizer without one: a "" in static memory (a StaticString's
    /// code units are NUL-terminated), valid for the life of the library.
    static var empty: UnsafePointer<CChar> {
        UnsafeRawPointer(("" as StaticString).utf8Start).assumingMemoryBound(to: CChar.self)
    }
    let name: UnsafeMutablePointer<CChar>
    let failure: UnsafeMutablePointer<CChar>
    init() {
        name = .allocate(capacity: RecognizerStrings.capacity)
        name.initialize(repeating: 0, count: RecognizerStrings.capacity)
        failure = .allocate(capacity: RecognizerStrings.capacity)
        failure.initialize(repeating: 0, count: RecognizerStrings.capacity)
    }
    deinit { name.deallocate(); failure.deallocate() }

    static func write(_ s: String, into p: UnsafeMutablePointer<CChar>) {
        var i = 0
        for b in s.utf8 {
            if i >= capacity - 1 { break }
            p[i] = CChar(bitPattern: b)
            i += 1
        }
        p[i] = 0
    }
}

func strings(_ r: Recognizer) -> RecognizerStrings {
    if let s = r.hostData as? RecognizerStrings { return s }
    let s = RecognizerStrings()
    // A recognizer the engine named itself (a scroll view's pan, S1) reads back that name.
    RecognizerStrings.write(r.name, into: s.name)
    r.hostData = s
    return s
}

extension SceneBox {
    @inline(__always) func handle(_ r: Recognizer?) -> OpaquePointer? {
        guard let r else { return nil }
        return handle(recognizer: r)
    }

    /// The same for a recognizer at hand (taken borrowed: an optional argument made from it
    /// was a counted copy).
    @inline(__always) func handle(recognizer r: Recognizer) -> OpaquePointer? {
        guard r.isAlive else { return nil }
        return objectHandle(recognizerBits, slot: r.handleSlot, generation: r.handleGeneration)
    }
}

@inline(__always)
func withRecognizer(_ h: OpaquePointer?, _ fn: StaticString,
                    _ body: (SceneBox, Recognizer) throws(EngineError) -> Void) -> Int32 {
    entered(h, .recognizer) { box, slot, generation in
        let (found, status) = box.core.recognizer(slot: slot, generation: generation)
        guard let r = found else {
            return lookupFailure(box, fn, status, stale: "recognizer handle refers to a destroyed recognizer",
                                 invalid: "recognizer handle is not a recognizer of this scene")
        }
        do throws(EngineError) { try body(box, r) } catch { return box.fail(fn, error) }
        return Status.ok
    }
}

func resolveOtherRecognizer(_ h: OpaquePointer?, in box: SceneBox, _ what: StaticString) throws(EngineError) -> Recognizer {
    let d = try decodeOther(h, .recognizer, in: box, what)
    let (rFound, rStatus) = box.core.recognizer(slot: d.slot, generation: d.generation)
    if let r = rFound { return r }
    if rStatus == .stale { throw EngineError(.staleHandle, "\(what) handle refers to a destroyed recognizer") }
    throw EngineError(.invalidHandle, "\(what) handle is not a recognizer of this scene")
}

// MARK: parameters

let recognizerParamsSize = MemoryLayout<tc_recognizer_params>.size

func cParams(_ p: RecognizerParameters) -> tc_recognizer_params {
    var c = tc_recognizer_params()
    c.size = UInt32(recognizerParamsSize)
    c.kind = p.kind.rawValue
    c.taps_required = Int32(clamping: p.tapsRequired)
    c.touches_required = Int32(clamping: p.touchesRequired)
    c.min_touches = Int32(clamping: p.minimumTouches)
    c.max_touches = Int32(clamping: p.maximumTouches)
    c.direction = p.direction
    c.edges = p.edges
    c.min_duration = p.minimumDuration
    c.allowable_movement = p.allowableMovement
    c.tap_interval = p.tapInterval
    c.tap_radius = p.tapRadius
    c.slop = p.slop
    c.edge_region = p.edgeRegion
    c.swipe_distance = p.swipeDistance
    c.swipe_duration = p.swipeDuration
    c.swipe_angle = p.swipeAngle
    c.cancels_touches_in_view = p.cancelsTouchesInView ? 1 : 0
    c.delays_touches_began = p.delaysTouchesBegan ? 1 : 0
    c.delays_touches_ended = p.delaysTouchesEnded ? 1 : 0
    c.enabled = p.enabled ? 1 : 0
    c.allowed_touch_types = p.allowedTouchTypes
    c.button_mask_required = p.buttonMaskRequired
    c.allowed_scroll_types = p.allowedScrollTypes
    c.tap_duration = p.tapDuration
    c.requires_exclusive_touch_type = p.requiresExclusiveTouchType ? 1 : 0
    return c
}

func engineParams(_ cp: UnsafePointer<tc_recognizer_params>?) throws(EngineError) -> RecognizerParameters {
    guard let cp else { throw EngineError(.nullPointer, "params is NULL") }
    guard let known = recognizerParamsVersions.known(Int(clamping: cp.pointee.size)) else {
        throw EngineError(.structSize, "params->size is \(cp.pointee.size) (at least \(recognizerParamsV1Size))")
    }
    guard let kind = RecognizerKind(rawValue: cp.pointee.kind) else {
        throw EngineError(.unknownEnum, "params->kind is \(cp.pointee.kind) (a TC_RECOGNIZER_* value)")
    }
    var p = RecognizerParameters(kind: kind)
    // Read over the kind's defaults: a later version the size does not wholly cover (a
    // first-version struct ends before allowed_touch_types, a second before tap_duration, a
    // third before requires_exclusive_touch_type) keeps them (StructVersions).
    let c = readPrefix(cp, size: known, over: cParams(p))
    guard c.reserved == 0 else { throw EngineError(.invalidArgument, "params->reserved is \(c.reserved) (must be 0)") }
    p.allowedTouchTypes = c.allowed_touch_types
    p.buttonMaskRequired = c.button_mask_required
    p.allowedScrollTypes = c.allowed_scroll_types
    p.tapDuration = c.tap_duration
    p.requiresExclusiveTouchType = c.requires_exclusive_touch_type != 0
    p.tapsRequired = Int(c.taps_required)
    p.touchesRequired = Int(c.touches_required)
    p.minimumTouches = Int(c.min_touches)
    p.maximumTouches = Int(c.max_touches)
    p.direction = c.direction
    p.edges = c.edges
    p.minimumDuration = c.min_duration
    p.allowableMovement = c.allowable_movement
    p.tapInterval = c.tap_interval
    p.tapRadius = c.tap_radius
    p.slop = c.slop
    p.edgeRegion = c.edge_region
    p.swipeDistance = c.swipe_distance
    p.swipeDuration = c.swipe_duration
    p.swipeAngle = c.swipe_angle
    p.cancelsTouchesInView = c.cancels_touches_in_view != 0
    p.delaysTouchesBegan = c.delays_touches_began != 0
    p.delaysTouchesEnded = c.delays_touches_ended != 0
    p.enabled = c.enabled != 0
    return p
}

/// Writes `value` into a caller's growable struct of `size` bytes: only the prefix both
/// headers know, and the caller's `size` (the struct's first field) is left as it was. Were it
/// overwritten with this library's size, a program built against an older header would pass
/// the same struct again claiming more bytes than it has, and the next call would write past it.
/// A grown struct's `versions` (StructVersions): only the whole versions the size covers are
/// written; the rest of a later version the size ends inside is left as it was. A struct of
/// this header's size (or a newer, larger one) is written whole, its tail padding included (as
/// a struct without versions is), so two structs the library filled compare equal.
@inline(__always)
func writePrefix<T>(_ value: T, to out: UnsafeMutablePointer<T>, size: UInt32, versions: StructVersions? = nil) {
    var v = value
    let given = Int(clamping: size)
    let bytes = given >= MemoryLayout<T>.size ? given : versions.map { $0.known(given) ?? 0 } ?? given
    withUnsafeBytes(of: &v) { src in
        guard let from = src.baseAddress else { return }
        UnsafeMutableRawPointer(out).copyMemory(from: from, byteCount: min(bytes, MemoryLayout<T>.size))
    }
    UnsafeMutableRawPointer(out).storeBytes(of: size, as: UInt32.self)
}

@c @implementation public func tc_recognizer_param_info(_ index: Int32, _ out: UnsafeMutablePointer<tc_param_info>?) -> Int32 {
    guard let out else { return Status.nullPointer }
    guard Int(clamping: out.pointee.size) >= MemoryLayout<tc_param_info>.size else { return Status.structSize }
    guard index >= 0, Int(index) < ParameterTable.rows.count else { return Status.notFound }
    let row = ParameterTable.rows[Int(index)]
    var info = tc_param_info()
    info.size = UInt32(MemoryLayout<tc_param_info>.size)
    info.index = index
    // StaticString literals are stored NUL-terminated: valid C strings for the process's life.
    info.name = UnsafeRawPointer(row.name.utf8Start).assumingMemoryBound(to: CChar.self)
    info.unit = UnsafeRawPointer(row.unit.utf8Start).assumingMemoryBound(to: CChar.self)
    info.kinds = row.kinds
    info.is_integer = row.isInteger ? 1 : 0
    info.minimum = row.minimum
    info.maximum = row.maximum
    writePrefix(info, to: out, size: out.pointee.size)
    return Status.ok
}

@c @implementation public func tc_recognizer_params_init(_ params: UnsafeMutablePointer<tc_recognizer_params>?, _ kind: Int32) -> Int32 {
    guard let params else { return Status.nullPointer }
    guard Int(clamping: params.pointee.size) >= recognizerParamsV1Size else { return Status.structSize }
    guard let k = RecognizerKind(rawValue: kind) else { return Status.unknownEnum }
    writePrefix(cParams(RecognizerParameters(kind: k)), to: params, size: params.pointee.size, versions: recognizerParamsVersions)
    return Status.ok
}

@c @implementation public func tc_recognizer_create(_ scene: OpaquePointer?, _ params: UnsafePointer<tc_recognizer_params>?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    withScene(scene, "tc_recognizer_create") { box throws(EngineError) in
        let o = try requireOut(out, "out_recognizer")
        let p = try engineParams(params)
        o.pointee = box.handle(try box.core.createRecognizer(p))
    }
}

@c @implementation public func tc_recognizer_destroy(_ recognizer: OpaquePointer?) -> Int32 {
    guard recognizer != nil else { return Status.ok }
    return withRecognizer(recognizer, "tc_recognizer_destroy") { box, r throws(EngineError) in
        try box.core.destroy(r)
    }
}

@c @implementation public func tc_recognizer_set_params(_ recognizer: OpaquePointer?, _ params: UnsafePointer<tc_recognizer_params>?) -> Int32 {
    withRecognizer(recognizer, "tc_recognizer_set_params") { box, r throws(EngineError) in
        try box.core.setParameters(r, try engineParams(params))
    }
}

@c @implementation public func tc_recognizer_get_params(_ recognizer: OpaquePointer?, _ params: UnsafeMutablePointer<tc_recognizer_params>?) -> Int32 {
    withRecognizer(recognizer, "tc_recognizer_get_params") { _, r throws(EngineError) in
        let out = try requireOut(params, "params")
        guard Int(clamping: out.pointee.size) >= recognizerParamsV1Size else {
            throw EngineError(.structSize, "params->size is \(out.pointee.size) (at least \(recognizerParamsV1Size))")
        }
        writePrefix(cParams(r.parameters), to: out, size: out.pointee.size, versions: recognizerParamsVersions)
    }
}

@c @implementation public func tc_recognizer_attach(_ recognizer: OpaquePointer?, _ view: OpaquePointer?) -> Int32 {
    let status = withRecognizer(recognizer, "tc_recognizer_attach") { box, r throws(EngineError) in
        guard let v = try resolveOtherView(view, in: box, "tc_recognizer_attach", "view") else {
            throw EngineError(.invalidHandle, "view is NULL")
        }
        try box.core.attach(r, to: v)
    }
    return noteOnOther(status, recognizer, .recognizer, "tc_recognizer_attach", "recognizer", view, .view)
}

@c @implementation public func tc_recognizer_detach(_ recognizer: OpaquePointer?) -> Int32 {
    withRecognizer(recognizer, "tc_recognizer_detach") { box, r throws(EngineError) in try box.core.detach(r) }
}

@c @implementation public func tc_recognizer_set_enabled(_ recognizer: OpaquePointer?, _ enabled: Int32) -> Int32 {
    withRecognizer(recognizer, "tc_recognizer_set_enabled") { box, r throws(EngineError) in
        try box.core.setEnabled(r, enabled != 0)
    }
}

@c @implementation public func tc_recognizer_set_name(_ recognizer: OpaquePointer?, _ name: UnsafePointer<CChar>?) -> Int32 {
    withRecognizer(recognizer, "tc_recognizer_set_name") { box, r throws(EngineError) in
        try r.setName(name.map { String(cString: $0) } ?? "")
        RecognizerStrings.write(r.name, into: strings(r).name)
    }
}

@c @implementation public func tc_recognizer_get_name(_ recognizer: OpaquePointer?, _ out: UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> Int32 {
    withRecognizer(recognizer, "tc_recognizer_get_name") { _, r throws(EngineError) in
        try requireOut(out, "out_name").pointee = UnsafePointer(strings(r).name)
    }
}

@c @implementation public func tc_recognizer_get_state(_ recognizer: OpaquePointer?, _ out: UnsafeMutablePointer<Int32>?) -> Int32 {
    withRecognizer(recognizer, "tc_recognizer_get_state") { _, r throws(EngineError) in
        try requireOut(out, "out_state").pointee = r.state.rawValue
    }
}

/// Fills the details the header promises; the failure message goes into the recognizer's
/// own buffer (valid until its next state change).
func details(_ r: Recognizer, _ box: SceneBox) -> tc_gesture_details {
    var d = tc_gesture_details()
    d.size = UInt32(MemoryLayout<tc_gesture_details>.size)
    d.kind = r.kind.rawValue
    d.state = r.state.rawValue
    d.touch_count = Int32(clamping: r.numberOfTouches)
    d.view = r.viewUnretained?._withUnsafeGuaranteedRef { box.handle($0) }
    let s = r.snapshot
    d.x = s.location.x; d.y = s.location.y
    d.timestamp = box.core.now
    d.taps = Int32(clamping: s.taps)
    d.direction = s.direction
    d.translation_x = s.translation.x; d.translation_y = s.translation.y
    d.velocity_x = s.velocity.x; d.velocity_y = s.velocity.y
    d.scale = s.scale; d.scale_velocity = s.scaleVelocity
    d.rotation = s.rotation; d.rotation_velocity = s.rotationVelocity
    d.failure_reason = r.failureReason.rawValue
    if r.hasFailureMessage {
        let buf = strings(r).failure
        RecognizerStrings.write(r.failureMessage, into: buf)
        d.failure_message = UnsafePointer(buf)
    } else {
        d.failure_message = RecognizerStrings.empty
    }
    if let h = r.asHover {
        d.altitude = h.altitude; d.azimuth = h.azimuth; d.z_offset = h.zOffset
        d.touch_type = h.hoverID != nil || h.state != .possible ? h.hoverType.rawValue : 0
    } else if r.isDrivenByPointer {
        d.touch_type = TouchType.indirectPointer.rawValue
    } else if let type = r.firstTouchType {
        d.touch_type = type.rawValue
    }
    return d
}

@c @implementation public func tc_recognizer_get_details(_ recognizer: OpaquePointer?, _ out: UnsafeMutablePointer<tc_gesture_details>?) -> Int32 {
    withRecognizer(recognizer, "tc_recognizer_get_details") { box, r throws(EngineError) in
        let o = try requireOut(out, "out")
        guard Int(clamping: o.pointee.size) >= gestureDetailsV1Size else {
            throw EngineError(.structSize, "out->size is \(o.pointee.size) (at least \(gestureDetailsV1Size))")
        }
        writePrefix(details(r, box), to: o, size: o.pointee.size, versions: gestureDetailsVersions)
    }
}

/// G9: a value of the recognizer in `view`'s coordinates (NULL: its window's), written to the
/// two outs: the view resolved, the outs checked, then the engine's answer (`read`) — nothing
/// is written unless it succeeds.
private func valueIn(_ recognizer: OpaquePointer?, _ view: OpaquePointer?, _ fn: StaticString,
                     _ outX: UnsafeMutablePointer<Double>?, _ outY: UnsafeMutablePointer<Double>?,
                     _ read: (Recognizer, View?) throws(EngineError) -> Point) -> Int32 {
    withRecognizer(recognizer, fn) { box, r throws(EngineError) in
        let target = try resolveOtherView(view, in: box, fn, "view")
        let ox = try requireOut(outX, "out_x"), oy = try requireOut(outY, "out_y")
        let p = try read(r, target)
        ox.pointee = p.x; oy.pointee = p.y
    }
}

/// The pan (or edge pan) a translation or velocity belongs to.
private func panOf(_ r: Recognizer) throws(EngineError) -> PanRecognizer {
    guard let pan = r.asPan else {
        throw EngineError(.state, "only pan and edge-pan recognizers have a translation and a velocity")
    }
    return pan
}

@c @implementation public func tc_recognizer_location_in(_ recognizer: OpaquePointer?, _ view: OpaquePointer?, _ outX: UnsafeMutablePointer<Double>?, _ outY: UnsafeMutablePointer<Double>?) -> Int32 {
    let status = valueIn(recognizer, view, "tc_recognizer_location_in", outX, outY) { r, target throws(EngineError) in
        try r.location(in: target)
    }
    return noteOnOther(status, recognizer, .recognizer, "tc_recognizer_location_in", "recognizer", view, .view)
}

@c @implementation public func tc_recognizer_touch_location_in(_ recognizer: OpaquePointer?, _ index: Int, _ view: OpaquePointer?, _ outX: UnsafeMutablePointer<Double>?, _ outY: UnsafeMutablePointer<Double>?) -> Int32 {
    let status = valueIn(recognizer, view, "tc_recognizer_touch_location_in", outX, outY) { r, target throws(EngineError) in
        try r.location(ofTouch: index, in: target)
    }
    return noteOnOther(status, recognizer, .recognizer, "tc_recognizer_touch_location_in", "recognizer", view, .view)
}

@c @implementation public func tc_recognizer_translation_in(_ recognizer: OpaquePointer?, _ view: OpaquePointer?, _ outX: UnsafeMutablePointer<Double>?, _ outY: UnsafeMutablePointer<Double>?) -> Int32 {
    let status = valueIn(recognizer, view, "tc_recognizer_translation_in", outX, outY) { r, target throws(EngineError) in
        try panOf(r).translation(in: target)
    }
    return noteOnOther(status, recognizer, .recognizer, "tc_recognizer_translation_in", "recognizer", view, .view)
}

@c @implementation public func tc_recognizer_velocity_in(_ recognizer: OpaquePointer?, _ view: OpaquePointer?, _ outX: UnsafeMutablePointer<Double>?, _ outY: UnsafeMutablePointer<Double>?) -> Int32 {
    let status = valueIn(recognizer, view, "tc_recognizer_velocity_in", outX, outY) { r, target throws(EngineError) in
        try panOf(r).velocity(in: target)
    }
    return noteOnOther(status, recognizer, .recognizer, "tc_recognizer_velocity_in", "recognizer", view, .view)
}

@c @implementation public func tc_recognizer_set_action(_ recognizer: OpaquePointer?, _ fn: tc_gesture_fn?, _ userData: UnsafeMutableRawPointer?) -> Int32 {
    withRecognizer(recognizer, "tc_recognizer_set_action") { box, r throws(EngineError) in
        try r.setHostAction(fn.map { gestureCallback($0, userData, box) })
    }
}

@c @implementation public func tc_recognizer_set_state_fn(_ recognizer: OpaquePointer?, _ fn: tc_gesture_fn?, _ userData: UnsafeMutableRawPointer?) -> Int32 {
    withRecognizer(recognizer, "tc_recognizer_set_state_fn") { box, r throws(EngineError) in
        try r.setHostStateObserver(fn.map { gestureCallback($0, userData, box) })
    }
}

/// A host's gesture callback as the engine calls it (HostGestureCallback): `convertGesture`
/// with the scene box, unretained (it outlives every callback of its scene).
private func gestureCallback(_ fn: tc_gesture_fn, _ userData: UnsafeMutableRawPointer?, _ box: SceneBox) -> HostGestureCallback {
    HostGestureCallback(convert: convertGesture, function: unsafeBitCast(fn, to: UnsafeRawPointer.self),
                        userData: userData, context: Unmanaged.passUnretained(box).toOpaque())
}

/// The engine's call of a host's gesture callback: the recognizer's details, then the host.
private let convertGesture: HostGestureCallback.Convert = { function, userData, context, recognizer in
    let fn = unsafeBitCast(function, to: tc_gesture_fn.self)
    Unmanaged<SceneBox>.fromOpaque(context.unsafelyUnwrapped)._withUnsafeGuaranteedRef { box in
        Unmanaged<Recognizer>.fromOpaque(recognizer)._withUnsafeGuaranteedRef { r in
            var d = details(r, box)
            fn(box.handle(recognizer: r), &d, userData)
        }
    }
}

@c @implementation public func tc_recognizer_require_to_fail(_ recognizer: OpaquePointer?, _ other: OpaquePointer?) -> Int32 {
    let status = withRecognizer(recognizer, "tc_recognizer_require_to_fail") { box, r throws(EngineError) in
        try box.core.require(r, toFail: try resolveOtherRecognizer(other, in: box, "other"))
    }
    return noteOnOther(status, recognizer, .recognizer, "tc_recognizer_require_to_fail", "recognizer", other, .recognizer)
}

@c @implementation public func tc_recognizer_remove_requirement(_ recognizer: OpaquePointer?, _ other: OpaquePointer?) -> Int32 {
    let status = withRecognizer(recognizer, "tc_recognizer_remove_requirement") { box, r throws(EngineError) in
        try box.core.removeRequirement(r, toFail: try resolveOtherRecognizer(other, in: box, "other"))
    }
    return noteOnOther(status, recognizer, .recognizer, "tc_recognizer_remove_requirement", "recognizer", other, .recognizer)
}

@c @implementation public func tc_recognizer_set_simultaneous(_ a: OpaquePointer?, _ b: OpaquePointer?, _ allowed: Int32) -> Int32 {
    let status = withRecognizer(a, "tc_recognizer_set_simultaneous") { box, ra throws(EngineError) in
        try box.core.allowSimultaneous(ra, try resolveOtherRecognizer(b, in: box, "b"), allowed != 0)
    }
    return noteOnOther(status, a, .recognizer, "tc_recognizer_set_simultaneous", "a", b, .recognizer)
}

@c @implementation public func tc_recognizer_set_delegate(_ recognizer: OpaquePointer?, _ delegate: UnsafePointer<tc_recognizer_delegate>?) -> Int32 {
    withRecognizer(recognizer, "tc_recognizer_set_delegate") { box, r throws(EngineError) in
        guard let delegate else { try r.setDelegate(); return }
        guard let known = recognizerDelegateVersions.known(Int(clamping: delegate.pointee.size)) else {
            throw EngineError(.structSize, "delegate->size is \(delegate.pointee.size) (at least \(recognizerDelegateV1Size))")
        }
        // A struct of the first version ends at user_data, and one ending inside
        // should_receive_event is read as one: it stays NULL (never half a pointer).
        let d = readPrefix(delegate, size: known, over: tc_recognizer_delegate())
        let ud = d.user_data
        try r.setDelegate(
            shouldBegin: d.should_begin.map { f in { [b = BoxRef(box)] r in f(b.box.handle(r), ud) != 0 } },
            shouldReceiveTouch: d.should_receive_touch.map { f in
                { [b = BoxRef(box)] r, t in f(b.box.handle(r), b.box.handle(t), ud) != 0 } },
            shouldRecognizeSimultaneously: d.should_recognize_simultaneously.map { f in
                { [b = BoxRef(box)] r, o in f(b.box.handle(r), b.box.handle(o), ud) != 0 } },
            shouldRequireFailureOf: d.should_require_failure_of.map { f in
                { [b = BoxRef(box)] r, o in f(b.box.handle(r), b.box.handle(o), ud) != 0 } },
            shouldBeRequiredToFailBy: d.should_be_required_to_fail_by.map { f in
                { [b = BoxRef(box)] r, o in f(b.box.handle(r), b.box.handle(o), ud) != 0 } },
            shouldReceiveEvent: d.should_receive_event.map { f in
                { [b = BoxRef(box)] r, type in f(b.box.handle(r), type.rawValue, ud) != 0 } })
    }
}

@c @implementation public func tc_recognizer_set_translation(_ recognizer: OpaquePointer?, _ x: Double, _ y: Double) -> Int32 {
    withRecognizer(recognizer, "tc_recognizer_set_translation") { box, r throws(EngineError) in
        try requireFinite(x, "x"); try requireFinite(y, "y")
        guard let pan = r.asPan else {
            throw EngineError(.state, "only pan and edge-pan recognizers have a translation")
        }
        try pan.setTranslation(inView: Point(x, y))
    }
}

@c @implementation public func tc_recognizer_set_translation_in(_ recognizer: OpaquePointer?, _ view: OpaquePointer?, _ x: Double, _ y: Double) -> Int32 {
    let status = withRecognizer(recognizer, "tc_recognizer_set_translation_in") { box, r throws(EngineError) in
        let source = try resolveOtherView(view, in: box, "tc_recognizer_set_translation_in", "view")
        try requireFinite(x, "x"); try requireFinite(y, "y")
        try panOf(r).setTranslation(Point(x, y), in: source)
    }
    return noteOnOther(status, recognizer, .recognizer, "tc_recognizer_set_translation_in", "recognizer", view, .view)
}

@c @implementation public func tc_recognizer_set_scale(_ recognizer: OpaquePointer?, _ scale: Double) -> Int32 {
    withRecognizer(recognizer, "tc_recognizer_set_scale") { box, r throws(EngineError) in
        guard let pinch = r.asPinch else {
            throw EngineError(.state, "only pinch recognizers have a scale")
        }
        try pinch.setScale(scale)
    }
}

@c @implementation public func tc_recognizer_set_rotation(_ recognizer: OpaquePointer?, _ rotation: Double) -> Int32 {
    withRecognizer(recognizer, "tc_recognizer_set_rotation") { box, r throws(EngineError) in
        guard let rot = r.asRotation else {
            throw EngineError(.state, "only rotation recognizers have a rotation")
        }
        try rot.setRotation(rotation)
    }
}

@c @implementation public func tc_recognizer_set_custom_touches_fn(_ recognizer: OpaquePointer?, _ fn: tc_custom_touches_fn?, _ userData: UnsafeMutableRawPointer?) -> Int32 {
    withRecognizer(recognizer, "tc_recognizer_set_custom_touches_fn") { box, r throws(EngineError) in
        guard let custom = r.asCustom else {
            throw EngineError(.state, "the recognizer is not TC_RECOGNIZER_CUSTOM")
        }
        guard let fn else { try custom.setTouchesHandler(nil); return }
        try custom.setTouchesHandler { [b = BoxRef(box)] r, phase, touches, t in
            b.box.withTouchFrame { buffer, _ in
                let n = b.box.fill(buffer, touches)
                fn(b.box.handle(r), phase.rawValue, UnsafePointer(buffer), n, t, userData)
            }
        }
    }
}

@c @implementation public func tc_recognizer_set_custom_reset_fn(_ recognizer: OpaquePointer?, _ fn: tc_custom_reset_fn?, _ userData: UnsafeMutableRawPointer?) -> Int32 {
    withRecognizer(recognizer, "tc_recognizer_set_custom_reset_fn") { box, r throws(EngineError) in
        guard let custom = r.asCustom else {
            throw EngineError(.state, "the recognizer is not TC_RECOGNIZER_CUSTOM")
        }
        guard let fn else { try custom.setResetHandler(nil); return }
        try custom.setResetHandler { [b = BoxRef(box)] r in fn(b.box.handle(r), userData) }
    }
}

@c @implementation public func tc_recognizer_set_custom_can_prevent_fn(_ recognizer: OpaquePointer?, _ fn: tc_custom_prevent_fn?, _ userData: UnsafeMutableRawPointer?) -> Int32 {
    withRecognizer(recognizer, "tc_recognizer_set_custom_can_prevent_fn") { box, r throws(EngineError) in
        guard let custom = r.asCustom else {
            throw EngineError(.state, "the recognizer is not TC_RECOGNIZER_CUSTOM")
        }
        guard let fn else { try custom.setCanPreventHandler(nil); return }
        try custom.setCanPreventHandler { [b = BoxRef(box)] r, o in fn(b.box.handle(r), b.box.handle(o), userData) != 0 }
    }
}

@c @implementation public func tc_recognizer_set_custom_can_be_prevented_fn(_ recognizer: OpaquePointer?, _ fn: tc_custom_prevent_fn?, _ userData: UnsafeMutableRawPointer?) -> Int32 {
    withRecognizer(recognizer, "tc_recognizer_set_custom_can_be_prevented_fn") { box, r throws(EngineError) in
        guard let custom = r.asCustom else {
            throw EngineError(.state, "the recognizer is not TC_RECOGNIZER_CUSTOM")
        }
        guard let fn else { try custom.setCanBePreventedHandler(nil); return }
        try custom.setCanBePreventedHandler { [b = BoxRef(box)] r, o in fn(b.box.handle(r), b.box.handle(o), userData) != 0 }
    }
}

@c @implementation public func tc_recognizer_set_state(_ recognizer: OpaquePointer?, _ state: Int32) -> Int32 {
    withRecognizer(recognizer, "tc_recognizer_set_state") { box, r throws(EngineError) in
        guard let s = GestureState(rawValue: state) else {
            throw EngineError(.unknownEnum, "state is \(state) (a TC_GESTURE_* value)")
        }
        try box.core.setState(r, s)
    }
}

@c @implementation public func tc_recognizer_ignore_touch(_ recognizer: OpaquePointer?, _ touch: OpaquePointer?) -> Int32 {
    let status = withRecognizer(recognizer, "tc_recognizer_ignore_touch") { box, r throws(EngineError) in
        // In the header's order: another kind, then the touch.
        guard r.asCustom != nil else {
            throw EngineError(.state, "only custom recognizers ignore touches (ignore(_:for:) is for a recognizer's own code)")
        }
        let d = try decodeOther(touch, .touch, in: box, "touch")
        let (found, status) = box.core.touch(slot: d.slot, generation: d.generation)
        guard let t = found else {
            if status == .stale { throw EngineError(.staleHandle, "touch handle refers to a touch that has ended") }
            throw EngineError(.invalidHandle, "touch handle is not a touch of this scene")
        }
        try box.core.ignore(t, by: r)
    }
    return noteOnOther(status, recognizer, .recognizer, "tc_recognizer_ignore_touch", "recognizer", touch, .touch)
}

@c @implementation public func tc_view_set_gesture_should_begin_fn(_ view: OpaquePointer?, _ fn: tc_view_gesture_should_begin_fn?, _ userData: UnsafeMutableRawPointer?) -> Int32 {
    withView(view, "tc_view_set_gesture_should_begin_fn") { box, v throws(EngineError) in
        guard let fn else { try v.setGestureShouldBegin(nil); return }
        try v.setGestureShouldBegin { [b = BoxRef(box)] view, r in fn(b.box.handle(view), b.box.handle(r), userData) != 0 }
    }
}

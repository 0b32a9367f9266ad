import CTouchChain
import CTouchChainPlatform
import Synchronization
@_spi(Embedding) import TouchChainCore

/// What the C layer keeps per scene beside the engine's `Scene`: its place in the scene table,
/// the last-error buffer, and reusable buffers for the borrowed arrays handed to callbacks.
final class SceneBox {
    let core: Scene
    let slot: Int
    let generation: UInt32
    /// `sceneHandleBits` of this scene for the kinds handed to callbacks per event.
    let viewBits: UInt, controllerBits: UInt, touchBits: UInt, recognizerBits: UInt
    /// NUL-terminated; stable address so tc_scene_last_error can hand it out.
    let lastError: UnsafeMutablePointer<CChar>
    static let lastErrorCapacity = 512
    /// The borrowed touch arrays handed to callbacks (a responder's touches and all touches,
    /// an unhandled event's touches, a custom recognizer's touches), one frame per nesting
    /// level: a delivery nested inside a callback (a view destroyed there gets its cancel)
    /// fills the next frame and leaves the outer callback's arrays as they were (E3). A frame
    /// is two arrays of `bufferCapacity` handles, allocated the first time its depth is
    /// reached and kept until the scene goes; a frame never moves.
    private var touchFrames: [UnsafeMutablePointer<OpaquePointer?>] = []
    private var touchFrameDepth = 0
    let bufferCapacity: Int
    /// See deadView(_:).
    var invalidAnswer: View?
    /// The thread inside a call on this scene, 0 when none (the threading rule, checked at
    /// the choke point every export goes through: a second thread is refused, not allowed to
    /// corrupt the scene; calls nested in callbacks on the owning thread pass).
    let owner = Atomic<UInt>(0)
    /// Router events' C copies (`sendRoute`): a stack of regions, `routeArenaTop` bytes in use.
    private var routeArena = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 16)
    private var routeArenaCapacity = 256
    private var routeArenaTop = 0

    /// Memory for one send's copies (8-byte aligned): from the arena when it fits; a top-level
    /// send grows the arena; a nested one that does not fit gets its own (`owned`).
    func routeArenaClaim(_ bytes: Int) -> (UnsafeMutableRawPointer, owned: Bool) {
        let size = (bytes + 15) & ~15
        if routeArenaTop + size > routeArenaCapacity {
            guard routeArenaTop == 0 else {
                return (UnsafeMutableRawPointer.allocate(byteCount: max(size, 16), alignment: 16), true)
            }
            routeArena.deallocate()
            routeArenaCapacity = max(size, 2 * routeArenaCapacity)
            routeArena = UnsafeMutableRawPointer.allocate(byteCount: routeArenaCapacity, alignment: 16)
        }
        let p = routeArena + routeArenaTop
        routeArenaTop += size
        return (p, false)
    }

    func routeArenaRelease(_ p: UnsafeMutableRawPointer, _ bytes: Int, _ owned: Bool) {
        if owned { p.deallocate(); return }
        routeArenaTop -= (bytes + 15) & ~15
    }

    init(core: Scene, slot: Int, generation: UInt32) {
        self.core = core
        self.slot = slot
        self.generation = generation
        viewBits = sceneHandleBits(.view, sceneSlot: slot, sceneGeneration: generation)
        controllerBits = sceneHandleBits(.controller, sceneSlot: slot, sceneGeneration: generation)
        touchBits = sceneHandleBits(.touch, sceneSlot: slot, sceneGeneration: generation)
        recognizerBits = sceneHandleBits(.recognizer, sceneSlot: slot, sceneGeneration: generation)
        lastError = .allocate(capacity: SceneBox.lastErrorCapacity)
        lastError.initialize(repeating: 0, count: SceneBox.lastErrorCapacity)
        bufferCapacity = 2 * core.config.maxTouches
        touchFrames.reserveCapacity(4)
        touchFrames.append(SceneBox.newTouchFrame(bufferCapacity))
        core.callbackProblemObserver = { [b = BoxRef(self)] message in
            b.box.fail("callback", EngineError.Code.state.rawValue, message)
        }
    }

    deinit {
        routeArena.deallocate()
        lastError.deallocate()
        for f in touchFrames { f.deallocate() }
    }

    private static func newTouchFrame(_ capacity: Int) -> UnsafeMutablePointer<OpaquePointer?> {
        let f = UnsafeMutablePointer<OpaquePointer?>.allocate(capacity: 2 * capacity)
        f.initialize(repeating: nil, count: 2 * capacity)
        return f
    }

    /// Runs `body` with this nesting level's two touch arrays (see `touchFrames`), valid
    /// until it returns.
    @inline(__always)
    func withTouchFrame<R>(_ body: (UnsafeMutablePointer<OpaquePointer?>, UnsafeMutablePointer<OpaquePointer?>) -> R) -> R {
        if touchFrameDepth == touchFrames.count { touchFrames.append(SceneBox.newTouchFrame(bufferCapacity)) }
        let f = touchFrames[touchFrameDepth]
        touchFrameDepth += 1
        defer { touchFrameDepth -= 1 }
        return body(f, f + bufferCapacity)
    }

    // MARK: handles of this scene's objects

    @inline(__always) var sceneHandle: OpaquePointer? {
        encodeHandle(.scene, sceneSlot: slot, sceneGeneration: generation)
    }
    @inline(__always) func handle(_ v: View?) -> OpaquePointer? {
        guard let v, v.isAlive else { return nil }
        return objectHandle(viewBits, slot: v.handleSlot, generation: v.handleGeneration)
    }
    @inline(__always) func handle(_ c: Controller?) -> OpaquePointer? {
        guard let c, c.isAlive else { return nil }
        return objectHandle(controllerBits, slot: c.handleSlot, generation: c.handleGeneration)
    }
    @inline(__always) func handle(_ t: Touch) -> OpaquePointer? {
        guard t.isLive else { return nil }
        return objectHandle(touchBits, slot: t.handleSlot, generation: t.handleGeneration)
    }

    @inline(__always)
    func responder(_ r: ResponderRef) -> tc_responder {
        var out = tc_responder()
        out.size = UInt32(MemoryLayout<tc_responder>.size)
        switch r {
        case .view(let v): out.kind = 1; out.view = handle(v)
        case .controller(let c): out.kind = 2; out.controller = handle(c)
        case .application: out.kind = 3
        case .appDelegate: out.kind = 4
        }
        return out
    }

    /// Writes `touches` as handles into `buffer` (at most bufferCapacity; the engine never has
    /// more live touches than max_touches).
    @inline(__always)
    func fill(_ buffer: UnsafeMutablePointer<OpaquePointer?>, _ touches: [Touch]) -> Int {
        let n = min(touches.count, bufferCapacity)
        var i = 0
        while i < n {   // read without counting references: the touches are pooled by the scene
            buffer[i] = Unmanaged.passUnretained(touches[i])._withUnsafeGuaranteedRef { handle($0) }
            i += 1
        }
        return n
    }

    @inline(__always)   // twice per touches callback: no call per list
    func fill(_ buffer: UnsafeMutablePointer<OpaquePointer?>, _ touches: TouchList) -> Int {
        var n = 0
        touches.forEachUnretained { t in   // the touches are pooled by the scene
            if n < bufferCapacity { buffer[n] = handle(t); n += 1 }
        }
        return n
    }

    // MARK: the threading rule, checked where it is cheap

    /// Enters a call: true when this call took ownership (and must `leave`), false when
    /// the calling thread already owns the scene (a call from inside a callback), nil when
    /// another thread is inside a call on this scene.
    @inline(__always)
    func enter() -> Bool? {
        let me = UInt(pthread_self())
        let (exchanged, original) = owner.compareExchange(expected: 0, desired: me, ordering: .acquiring)
        if exchanged { return true }
        return original == me ? false : nil
    }

    @inline(__always)
    func leave() { owner.store(0, ordering: .releasing) }

    // MARK: errors

    /// Records `message` as the scene's last error and returns `status`.
    @discardableResult
    func fail(_ function: StaticString, _ status: Int32, _ message: String) -> Int32 {
        var text = ""
        text.reserveCapacity(64)
        text += function.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        text += ": "
        text += message
        var i = 0
        for byte in text.utf8 {
            if i >= SceneBox.lastErrorCapacity - 1 { break }
            lastError[i] = CChar(bitPattern: byte)
            i += 1
        }
        lastError[i] = 0
        return status
    }

    @discardableResult
    func fail(_ function: StaticString, _ e: EngineError) -> Int32 {
        fail(function, e.code.rawValue, e.message)
    }
}

/// A SceneBox as the engine's closures capture it: not retained, not counted (`unowned`
/// costs an atomic check on every use, and Embedded Swift has no `unowned`). Safe because a
/// box outlives every closure it is captured in: `tc_scene_destroy` invalidates the scene,
/// which drops them all, before the box itself can go.
struct BoxRef {
    private let ref: Unmanaged<SceneBox>
    @inline(__always) init(_ box: SceneBox) { ref = .passUnretained(box) }
    @inline(__always) var box: SceneBox { ref.takeUnretainedValue() }
    /// The box for the duration of `body`, without counting a reference (the per-callback
    /// wrappers: the box outlives every callback of its scene).
    @inline(__always) func with<R>(_ body: (SceneBox) -> R) -> R { ref._withUnsafeGuaranteedRef(body) }
}

// MARK: - Resolving handles

/// Resolves a scene handle.
@inline(__always)
func resolveScene(_ h: OpaquePointer?) -> (SceneBox?, Int32) {
    switch decodeHandle(h, .scene) {
    case .ok(let d): return (d.box, Status.ok)
    case .failed(let s, _): return (nil, s)
    }
}

/// The failure of a lookup by slot: the status, with the scene's last error recorded.
func lookupFailure(_ box: SceneBox, _ fn: StaticString, _ status: LookupStatus,
                   stale: StaticString, invalid: StaticString) -> Int32 {
    status == .stale ? box.fail(fn, Status.staleHandle, "\(stale)")
                     : box.fail(fn, Status.invalidHandle, "\(invalid)")
}

/// The entry of every export that takes a handle: decodes it once, applies the threading
/// rule (TC_ERR_STATE while another thread is inside a call on the scene), and runs `body`
/// with the scene's box and the handle's slot and generation. A handle that does not decode
/// returns its status (no scene to record an error in).
///
/// The box is held without counting a reference: it is live while its slot says so, and
/// stays so for this call (the owning thread is inside it, and only that thread can destroy
/// the scene; the box itself stays until its slot is reused).
@inline(__always)
func entered(_ h: OpaquePointer?, _ kind: HandleKind,
             _ body: (SceneBox, _ slot: Int, _ generation: UInt32) -> Int32) -> Int32 {
    let d = decodeHandleUnretained(h, kind)
    guard let unmanaged = d.box else { return d.status }
    return unmanaged._withUnsafeGuaranteedRef { box in
        guard let release = box.enter() else { return EngineError.Code.state.rawValue }
        defer { if release { box.leave() } }
        return body(box, d.slot, d.generation)
    }
}

/// Runs an engine call on a resolved view, converting a thrown EngineError into a status and
/// the scene's last error. (The four `withX` are written out, not one generic function over
/// the kind's lookup: that version counted a reference to the object at each call, +84 Ir per
/// scroll-drag sample, whose delegate reads the content offset.)
@inline(__always)
func withView(_ h: OpaquePointer?, _ fn: StaticString,
              _ body: (SceneBox, View) throws(EngineError) -> Void) -> Int32 {
    entered(h, .view) { box, slot, generation in
        let (found, status) = box.core.view(slot: slot, generation: generation)
        guard let view = found else {
            return lookupFailure(box, fn, status, stale: "view handle refers to a destroyed view",
                                 invalid: "view handle is not a view of this scene")
        }
        do throws(EngineError) { try body(box, view) } catch { return box.fail(fn, error) }
        return Status.ok
    }
}

/// `withView` for exports that only read the view: it is found without counting a reference,
/// which is sound because the body runs no host code and destroys nothing, so the scene's view
/// table keeps the view for the whole call. (The getters; the scroll-drag benchmark's delegate
/// reads the content offset at every sample.)
@inline(__always)
func withViewRead(_ h: OpaquePointer?, _ fn: StaticString,
                  _ body: (SceneBox, View) throws(EngineError) -> Void) -> Int32 {
    entered(h, .view) { box, slot, generation in
        let (found, status) = box.core.viewUnretained(slot: slot, generation: generation)
        guard let view = found else {
            return lookupFailure(box, fn, status, stale: "view handle refers to a destroyed view",
                                 invalid: "view handle is not a view of this scene")
        }
        return view._withUnsafeGuaranteedRef { v in
            do throws(EngineError) { try body(box, v) } catch { return box.fail(fn, error) }
            return Status.ok
        }
    }
}

@inline(__always)
func withController(_ h: OpaquePointer?, _ fn: StaticString,
                    _ body: (SceneBox, Controller) throws(EngineError) -> Void) -> Int32 {
    entered(h, .controller) { box, slot, generation in
        let (found, status) = box.core.controller(slot: slot, generation: generation)
        guard let c = found else {
            return lookupFailure(box, fn, status, stale: "controller handle refers to a destroyed controller",
                                 invalid: "controller handle is not a controller of this scene")
        }
        do throws(EngineError) { try body(box, c) } catch { return box.fail(fn, error) }
        return Status.ok
    }
}

/// The same for a touch (its handle goes stale when the touch ends).
@inline(__always)
func withTouch(_ h: OpaquePointer?, _ fn: StaticString,
               _ body: (SceneBox, Touch) throws(EngineError) -> Void) -> Int32 {
    entered(h, .touch) { box, slot, generation in
        let (found, status) = box.core.touch(slot: slot, generation: generation)
        guard let t = found else {
            return lookupFailure(box, fn, status, stale: "touch handle refers to a touch that has ended",
                                 invalid: "touch handle is not a touch of this scene")
        }
        do throws(EngineError) { try body(box, t) } catch { return box.fail(fn, error) }
        return Status.ok
    }
}

/// Runs an engine call on a scene (its handle decoded as `entered` does).
@inline(__always)
func withScene(_ h: OpaquePointer?, _ fn: StaticString,
               _ body: (SceneBox) throws(EngineError) -> Void) -> Int32 {
    entered(h, .scene) { box, _, _ in
        do throws(EngineError) { try body(box) } catch { return box.fail(fn, error) }
        return Status.ok
    }
}

/// Resolves an optional second view handle that must belong to `box`'s scene (NULL allowed
/// only where the caller says so).
@inline(__always)
func resolveOtherView(_ h: OpaquePointer?, in box: SceneBox, _ fn: StaticString,
                      _ what: StaticString) throws(EngineError) -> View? {
    guard h != nil else { return nil }
    let d = try decodeOther(h, .view, in: box, what)
    let (vFound, vStatus) = box.core.view(slot: d.slot, generation: d.generation)
    if let v = vFound { return v }
    if vStatus == .stale { throw EngineError(.staleHandle, "\(what) handle refers to a destroyed view") }
    throw EngineError(.invalidHandle, "\(what) handle is not a view of this scene")
}

/// The status of an export that takes several handles, whose first handle (`what`, of `kind`)
/// may not have decoded: NULL, garbage, another kind's handle, a handle of a destroyed scene.
/// Such a refusal has no scene of its own to record its message in, so it is recorded in the
/// scene of the first of `other` / `other2` that decodes (the call's other, valid argument):
/// tc_scene_last_error of that scene then explains the refusal instead of showing an older,
/// unrelated message. Runs only for an invalid or stale handle status (a decode on the failure
/// path); returns `status` unchanged.
@inline(__always)
func noteOnOther(_ status: Int32, _ primary: OpaquePointer?, _ kind: HandleKind, _ fn: StaticString,
                 _ what: StaticString, _ other: OpaquePointer?, _ otherKind: HandleKind,
                 _ other2: OpaquePointer? = nil, _ other2Kind: HandleKind = .view) -> Int32 {
    guard status == Status.invalidHandle || status == Status.staleHandle else { return status }
    return noteUndecoded(status, primary, kind, fn, what, other, otherKind, other2, other2Kind)
}

@inline(never)
private func noteUndecoded(_ status: Int32, _ primary: OpaquePointer?, _ kind: HandleKind, _ fn: StaticString,
                           _ what: StaticString, _ other: OpaquePointer?, _ otherKind: HandleKind,
                           _ other2: OpaquePointer?, _ other2Kind: HandleKind) -> Int32 {
    // A first handle that decoded recorded its own message in its scene.
    guard decodeHandleUnretained(primary, kind).box == nil else { return status }
    let state = primary == nil ? "NULL" : status == Status.staleHandle ? "stale" : "invalid"
    var recorded = false
    func record(_ h: OpaquePointer?, _ k: HandleKind) {
        guard !recorded, h != nil else { return }
        _ = entered(h, k) { box, _, _ in
            recorded = true
            return box.fail(fn, status, "\(what) handle is \(state)")
        }
    }
    record(other, otherKind)
    record(other2, other2Kind)
    return status
}

/// A second handle of an export, which must belong to `box`'s scene: its slot and generation,
/// decoded without counting a reference; its failure as an error naming `what`.
@inline(__always)
func decodeOther(_ h: OpaquePointer?, _ kind: HandleKind, in box: SceneBox,
                 _ what: StaticString) throws(EngineError) -> (slot: Int, generation: UInt32) {
    let d = decodeHandleUnretained(h, kind)
    guard let other = d.box else {
        throw EngineError(EngineError.Code(rawValue: d.status) ?? .invalidHandle,
                          "\(what) handle is \(d.status == Status.staleHandle ? "stale" : "invalid")")
    }
    guard other.toOpaque() == Unmanaged.passUnretained(box).toOpaque() else {
        throw EngineError(.foreignHandle, "\(what) belongs to another scene")
    }
    return (d.slot, d.generation)
}

@inline(__always)
func requireOut<T>(_ p: UnsafeMutablePointer<T>?, _ name: StaticString) throws(EngineError) -> UnsafeMutablePointer<T> {
    guard let p else { throw EngineError(.nullPointer, "\(name) is NULL") }
    return p
}

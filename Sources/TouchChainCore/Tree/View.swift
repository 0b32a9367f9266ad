/// A view: geometry (UIKit's center + bounds + transform), hit-testing properties (H1, H6),
/// tree links and responder handlers. A window is a view created as a window: it has no
/// superview and its frame is in screen coordinates.
public final class View {
    // Stored fields, in the order they are laid out: eight-byte fields first, then the slot,
    // the 16-bit generation and the flags (one bit each), so the object has no padding and
    // is 104 bytes (issue 13: memory per view; a Swift test checks the size). Fields most
    // views keep at their defaults (alpha, recognizers, transform, hooks…) are in `extras`.

    /// Borrowed: the scene owns the view and clears this before it goes.
    public internal(set) var scene: Scene? {
        get { sceneRef?.object }
        set { sceneRef = .borrow(newValue) }
    }
    private var sceneRef: Borrowed<Scene>?
    /// The scene without a reference count (conversions).
    var sceneUnmanaged: Unmanaged<Scene>? { sceneRef?.unmanaged }

    // MARK: tree
    /// Borrowed: cleared on removal and when the parent is destroyed.
    public internal(set) var superview: View? {
        get { superviewRef?.object }
        set { superviewRef = .borrow(newValue) }
    }
    private var superviewRef: Borrowed<View>?
    /// The superview without a reference count, for walks up the tree (conversions).
    var superviewUnmanaged: Unmanaged<View>? { superviewRef?.unmanaged }
    public internal(set) var subviews: [View] = []
    /// Borrowed: cleared when the controller or the view is destroyed. Kept in `extras`:
    /// few views have a controller.
    public internal(set) var controller: Controller? {
        get { extras?.controllerRef?.object }
        set { if extras != nil || newValue != nil { coldExtras.controllerRef = .borrow(newValue) } }
    }
    /// The controller without a reference count (the responder chain's walk).
    var controllerUnmanaged: Unmanaged<Controller>? { extras?.controllerRef?.unmanaged }

    // MARK: model geometry (hot: every view has them)
    public internal(set) var center: Point
    public internal(set) var bounds: Rect

    /// Everything most views never set, apart: created on the first write of one of its
    /// fields, so a plain view carries one pointer for all of them (docs/DESIGN.md, "Data
    /// layout"). Reads of an absent field answer its default.
    private var extras: ViewExtras?
    private var coldExtras: ViewExtras {
        if let e = extras { return e }
        let e = ViewExtras()
        extras = e
        return e
    }

    public internal(set) var handleSlot: Int32 = -1
    /// The generation in 16 bits (`Constants.maxObjectGeneration` is at most 0xFFFF: a Swift
    /// test checks it), beside the flags: together one word.
    private var generation16: UInt16 = 0
    private var bits: UInt16 = Bits.alive | Bits.userInteractionEnabled
    public internal(set) var handleGeneration: UInt32 {
        get { UInt32(generation16) }
        set { generation16 = UInt16(truncatingIfNeeded: newValue) }
    }

    /// The boolean fields, one bit each (`bits`).
    private enum Bits {
        static let window: UInt16 = 1 << 0
        static let alive: UInt16 = 1 << 1
        static let dying: UInt16 = 1 << 2
        static let hidden: UInt16 = 1 << 3
        static let userInteractionEnabled: UInt16 = 1 << 4
        static let multipleTouchEnabled: UInt16 = 1 << 5
        static let exclusiveTouch: UInt16 = 1 << 6
        static let canBecomeFirstResponder: UInt16 = 1 << 7
        /// Mirrors of `control != nil` and `scroll != nil` (kept by their setters): the
        /// responder walk tests them at every step without reading `extras`.
        static let control: UInt16 = 1 << 8
        static let scroll: UInt16 = 1 << 9
    }
    @inline(__always) private func bit(_ b: UInt16) -> Bool { bits & b != 0 }
    @inline(__always) private func setBit(_ b: UInt16, _ on: Bool) { bits = on ? bits | b : bits & ~b }

    public var isWindow: Bool { bit(Bits.window) }
    public internal(set) var isAlive: Bool {
        get { bit(Bits.alive) }
        set { setBit(Bits.alive, newValue) }
    }
    /// Set while `Scene.destroy` cancels the view's touches (T7): its callbacks still get its
    /// handle, but nothing may be attached to it any more (it would dangle).
    var isDying: Bool {
        get { bit(Bits.dying) }
        set { setBit(Bits.dying, newValue) }
    }

    // MARK: properties
    public internal(set) var isHidden: Bool {
        get { bit(Bits.hidden) }
        set { setBit(Bits.hidden, newValue) }
    }
    public internal(set) var isUserInteractionEnabled: Bool {
        get { bit(Bits.userInteractionEnabled) }
        set { setBit(Bits.userInteractionEnabled, newValue) }
    }
    public internal(set) var isMultipleTouchEnabled: Bool {
        get { bit(Bits.multipleTouchEnabled) }
        set { setBit(Bits.multipleTouchEnabled, newValue) }
    }
    public internal(set) var isExclusiveTouch: Bool {
        get { bit(Bits.exclusiveTouch) }
        set { setBit(Bits.exclusiveTouch, newValue) }
    }
    public internal(set) var canBecomeFirstResponder: Bool {
        get { bit(Bits.canBecomeFirstResponder) }
        set { setBit(Bits.canBecomeFirstResponder, newValue) }
    }

    // MARK: cold fields most views keep at their defaults (in `extras`)
    /// Cold: most views stay opaque; read when the hit cache is refreshed, not per sample.
    public internal(set) var alpha: Double {
        get { extras?.alpha ?? 1 }
        set { if extras != nil || newValue != 1 { coldExtras.alpha = newValue } }
    }
    /// Recognizers attached to this view, in attaching order. Cold: most views have none
    /// (read at a touch's began, when its recognizers are collected).
    public internal(set) var gestureRecognizers: [Recognizer] {
        get { extras?.gestureRecognizers ?? [] }
        set { if extras != nil || !newValue.isEmpty { coldExtras.gestureRecognizers = newValue } }
    }

    // MARK: model geometry (cold)
    public internal(set) var transform: AffineTransform {
        get { extras?.transform ?? .identity }
        set { if extras != nil || newValue != .identity { coldExtras.transform = newValue } }
    }
    /// Cached inverse of `transform` (nil when singular); kept in step by every setter.
    var inverseTransform: AffineTransform? {
        get { extras.map { $0.inverseTransform } ?? .identity }
        set { if extras != nil || newValue != .identity { coldExtras.inverseTransform = newValue } }
    }

    // MARK: presentation geometry (H6e, cold)
    public internal(set) var presentationFrame: Rect? {
        get { extras?.presentationFrame }
        set { if extras != nil || newValue != nil { coldExtras.presentationFrame = newValue } }
    }
    public internal(set) var presentationTransform: AffineTransform {
        get { extras?.presentationTransform ?? .identity }
        set { if extras != nil || newValue != .identity { coldExtras.presentationTransform = newValue } }
    }
    var presentationInverse: AffineTransform? {
        get { extras.map { $0.presentationInverse } ?? .identity }
        set { if extras != nil || newValue != .identity { coldExtras.presentationInverse = newValue } }
    }
    public internal(set) var usesPresentation: Bool {
        get { extras?.usesPresentation ?? false }
        set { if extras != nil || newValue { coldExtras.usesPresentation = newValue } }
    }

    // MARK: hit-testing customisation (H6, cold)
    public internal(set) var hitInsets: EdgeInsets {
        get { extras?.hitInsets ?? .zero }
        set { if extras != nil || newValue != .zero { coldExtras.hitInsets = newValue } }
    }
    public internal(set) var minimumHitSize: Size {
        get { extras?.minimumHitSize ?? Size(0, 0) }
        set { if extras != nil || newValue != Size(0, 0) { coldExtras.minimumHitSize = newValue } }
    }
    public internal(set) var hitsOutsideBounds: Bool {
        get { extras?.hitsOutsideBounds ?? false }
        set { if extras != nil || newValue { coldExtras.hitsOutsideBounds = newValue } }
    }
    /// R4: whether the view gives up first-responder status when asked (UIKit's
    /// canResignFirstResponder, default true). Cold: most views keep the default.
    public internal(set) var canResignFirstResponder: Bool {
        get { extras?.canResignFirstResponder ?? true }
        set { if extras != nil || !newValue { coldExtras.canResignFirstResponder = newValue } }
    }
    public internal(set) var hitPolygon: [Point] {
        get { extras?.hitPolygon ?? [] }
        set { if extras != nil || !newValue.isEmpty { coldExtras.hitPolygon = newValue } }
    }
    /// H6d: where a hit on this view goes instead, by handle (slot, generation) so that a
    /// destroyed target reads as nil with no reference kept to it.
    public internal(set) var hitRedirect: View? {
        get {
            guard let e = extras, e.hitRedirectSlot >= 0, let scene else { return nil }
            let (v, status) = scene.tree.views.lookup(slot: Int(e.hitRedirectSlot), generation: e.hitRedirectGeneration)
            return status == .found ? v : nil
        }
        set {
            guard extras != nil || newValue != nil else { return }
            coldExtras.hitRedirectSlot = newValue?.handleSlot ?? -1
            coldExtras.hitRedirectGeneration = newValue?.handleGeneration ?? 0
        }
    }
    /// H6f: host override of point-inside, given the engine's answer (`setPointInsideOverride`).
    public internal(set) var pointInsideOverride: ((View, Point, Bool) -> Bool)? {
        get { extras?.pointInsideOverride }
        set {
            if extras != nil || newValue != nil { coldExtras.pointInsideOverride = newValue }
            refreshHitCache()
        }
    }
    /// H6f: host override of the whole hit test, given the engine's answer for the subtree
    /// (`setHitTestOverride`).
    public internal(set) var hitTestOverride: ((View, Point, View?) -> View?)? {
        get { extras?.hitTestOverride }
        set {
            if extras != nil || newValue != nil { coldExtras.hitTestOverride = newValue }
            refreshHitCache()
        }
    }
    /// Everything hit-testing reads, precomputed by every setter (HitCache.swift) and kept in
    /// the scene's flat tree (the one copy): the hot loop touches no closure, array or object
    /// for an ordinary view.
    var hit: HitCache {
        guard let scene, handleSlot >= 0, isAlive else { return HitCache() }
        return scene.hitTesting.flat.hit(handleSlot)
    }

    // MARK: responder (cold)
    /// The hover handler alone (P3: asked per hovered view per sample). The chain walk calls
    /// the touches and route handlers in their box instead (HandlerBox.swift).
    var hoverHandler: ((ResponderRef, HoverEvent) -> Void)? { handlerBox?.takeUnretainedValue().handlers.hover }
    /// The estimated-update handler alone (P5: asked per responder of an update's walk).
    var estimatedUpdateHandler: ((ResponderRef, EstimatedUpdate) -> Void)? {
        handlerBox?.takeUnretainedValue().handlers.estimatedUpdate
    }
    /// The extras without counting a reference to them (`refreshHitCache` reads them in
    /// place). Not inlined, as `handlerBox` below.
    @inline(never)
    var extrasUnretained: Unmanaged<ViewExtras>? { extras.map { Unmanaged.passUnretained($0) } }

    /// The responder callbacks (`setHandlers`), in their box, uncounted (HandlerBox.swift):
    /// what the chain walk calls through.
    /// Not inlined: inlined, the read kept `extras` counted across the handler's call.
    @inline(never)
    var handlerBox: Unmanaged<HandlerBox>? { extras?.handlerBox }
    public internal(set) var handlers: ResponderHandlers {
        get { handlerBox?.takeUnretainedValue().handlers ?? ResponderHandlers() }
        set {
            guard extras != nil || !newValue.isEmpty else { return }
            let old = coldExtras.replaceHandlers(newValue.isEmpty ? nil : HandlerBox(newValue))
            if let old { scene?.retire(old) }
        }
    }
    /// C1: non-nil when the view is a control.
    public internal(set) var control: Control? {
        get { extras?.control }
        set {
            if extras != nil || newValue != nil { coldExtras.control = newValue }
            setBit(Bits.control, newValue != nil)
        }
    }
    /// Whether the view is a control (`control != nil`), read from the flags.
    var isControl: Bool { bit(Bits.control) }
    /// S1: non-nil when the view is a scroll view (Scrolling/ScrollView.swift).
    public internal(set) var scroll: Scroller? {
        get { extras?.scroll }
        set {
            if extras != nil || newValue != nil { coldExtras.scroll = newValue }
            setBit(Bits.scroll, newValue != nil)
        }
    }
    /// Whether the view is a scroll view (`scroll != nil`), read from the flags.
    var isScrollView: Bool { bit(Bits.scroll) }
    /// The scroller without counting a reference to it (the drag's per-sample path: a
    /// scroller dropped while host code runs is retired, Scene/Retirement.swift). Not inlined,
    /// as `handlerBox`.
    @inline(never)
    var scrollUnretained: Unmanaged<Scroller>? { extras?.scroll.map { Unmanaged.passUnretained($0) } }
    /// G7: the host's veto of recognizers starting on this view's touches.
    public internal(set) var gestureShouldBegin: ((View, Recognizer) -> Bool)? {
        get { extras?.gestureShouldBegin }
        set { if extras != nil || newValue != nil { coldExtras.gestureShouldBegin = newValue } }
    }

    /// Free-form name for logs and tests; the engine never looks anything up by it.
    public var name: String {
        get { extras?.name ?? "" }
        set { if extras != nil || !newValue.isEmpty { coldExtras.name = newValue } }
    }

    init(sceneless: Void) {
        self.sceneRef = nil
        self.center = .zero
        self.bounds = Rect(0, 0, 0, 0)
    }

    init(scene: Scene, frame: Rect, isWindow: Bool) {
        self.sceneRef = Borrowed(scene)
        self.center = frame.center
        self.bounds = Rect(0, 0, frame.size.width, frame.size.height)
        if isWindow { bits |= Bits.window }
    }

    /// H1: hidden, non-interactive or nearly transparent views (and their subtrees) are skipped,
    /// and so are disabled controls (C2: UIControl's `hitTest(_:with:)` answers nil while
    /// `isEnabled` is false, so the touch goes to what is behind).
    var isHittable: Bool {
        !isHidden && isUserInteractionEnabled && alpha > Constants.alphaHitThreshold
            && (extras?.control?.isEnabled ?? true)
    }

    /// The frame (H3), as UIKit's (its layer's `frame`): the smallest rectangle holding the
    /// bounds rectangle mapped through the transform about the centre, in the superview's
    /// coordinates. With the identity transform: centre − size/2, size.
    public var frame: Rect {
        let w = bounds.size.width, h = bounds.size.height
        let t = transform
        if t == .identity { return Rect(center.x - w / 2, center.y - h / 2, w, h) }
        // The corners (±w/2, ±h/2) from the centre through the linear part: half extents.
        let ex = (abs(t.a) * w + abs(t.c) * h) / 2, ey = (abs(t.b) * w + abs(t.d) * h) / 2
        let cx = center.x + t.tx, cy = center.y + t.ty
        return Rect(cx - ex, cy - ey, 2 * ex, 2 * ey)
    }

    /// `frame`, or TC_ERR_NOT_FINITE when it overflows a double (a centre near the largest
    /// double with a large size, or a transform that maps the bounds that far): an output is
    /// finite or an error, never inf or NaN.
    public func finiteFrame() throws(EngineError) -> Rect {
        let f = frame
        guard f.origin.x.isFinite, f.origin.y.isFinite, f.size.width.isFinite, f.size.height.isFinite else {
            throw EngineError(.notFinite, "the frame is not finite (its transformed bounds overflow a double)")
        }
        return f
    }

    /// The bounds size UIKit's frame setter gives a view whose frame is set to size `s` under
    /// transform `t` (CALayer's `setFrame:`): the size through the inverse of the linear part,
    /// each component's magnitude — (|a'w + c'h|, |b'w + d'h|) — where a singular linear part
    /// stands for its own inverse, as `CGAffineTransformInvert` returns a singular matrix
    /// unchanged. The identity keeps `s`; a scale of 0.5 doubles it; a quarter turn swaps it.
    static func boundsSize(forFrameSize s: Size, under t: AffineTransform) -> Size {
        if t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 { return s }
        let det = t.a * t.d - t.b * t.c
        var (a, b, c, d) = (t.a, t.b, t.c, t.d)
        if det != 0 { (a, b, c, d) = (t.d / det, -t.b / det, -t.c / det, t.a / det) }
        return Size(abs(a * s.width + c * s.height), abs(b * s.width + d * s.height))
    }

    /// A frame a view may take: a finite origin, a finite size ≥ 0 and a finite centre (the
    /// centre, x + w/2, overflows a double for an origin and a size both near the largest
    /// double; stored, it would be read back as inf).
    static func requireFrame(_ f: Rect) throws(EngineError) {
        try requireFinite(f.origin.x, "x"); try requireFinite(f.origin.y, "y")
        try requireNonNegative(f.size.width, "w"); try requireNonNegative(f.size.height, "h")
        try requireFiniteCentre(f, "frame")
    }

    /// The centre of a frame with a finite origin and size can still overflow (x + w/2 near
    /// the largest double): such a frame is refused, set as the model or the presentation.
    static func requireFiniteCentre(_ f: Rect, _ what: StaticString) throws(EngineError) {
        let c = f.center
        guard c.x.isFinite, c.y.isFinite else {
            throw EngineError(.notFinite, "the \(what)'s centre (x + w/2, y + h/2) is (\(c.x), \(c.y)): it overflows a double")
        }
    }

    /// The root of this view's tree (itself when it has no superview).
    public var root: View {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    /// The window at the root of this view's tree, if the root is a window.
    public var window: View? { windowUnmanaged?.takeUnretainedValue() }

    /// `window`, found without counting references (each superview is live while its child
    /// is in it: Borrowed's invariant).
    var windowUnmanaged: Unmanaged<View>? {
        var cur = Unmanaged.passUnretained(self)
        while let s = cur._withUnsafeGuaranteedRef({ $0.superviewUnmanaged }) { cur = s }
        return cur._withUnsafeGuaranteedRef { $0.isWindow } ? cur : nil
    }

    public func isDescendant(of ancestor: View) -> Bool {
        var v: View? = self
        while let cur = v {
            if cur === ancestor { return true }
            v = cur.superview
        }
        return false
    }
}

// MARK: - Mutation (every setter validates, then checks the scene allows mutation now)

extension View {
    @inline(__always)
    func checkMutable() throws(EngineError) {
        guard isAlive, let scene else { throw EngineError(.staleHandle, "view is destroyed") }
        try scene.checkMutable()
    }

    /// Sets the frame as UIKit does (H3): the centre becomes the frame's centre and, under a
    /// transform, the bounds size is the frame size through the transform's inverse
    /// (`boundsSize(forFrameSize:under:)`); the bounds origin and the transform are kept. A
    /// size that overflows a double is refused (TC_ERR_NOT_FINITE). A scroll view's offset is
    /// then moved into its range (S1: UIKit's -[UIScrollView setFrame:] ends with
    /// -_adjustContentOffsetIfNecessary, whether the size changed or not).
    public func setFrame(_ f: Rect) throws(EngineError) {
        try View.requireFrame(f)
        let size = View.boundsSize(forFrameSize: f.size, under: transform)
        guard size.width.isFinite, size.height.isFinite else {
            throw EngineError(.notFinite, "the bounds size under the transform (\(size.width), \(size.height)) overflows a double")
        }
        try checkMutable()
        center = f.center
        bounds.size = size
        refreshHitCache()
        if let s = scroll, let scene { scene.adjustContentOffsetIfNecessary(self, s) }
    }

    public func setCenter(_ p: Point) throws(EngineError) {
        try requireFinite(p.x, "x"); try requireFinite(p.y, "y")
        try checkMutable()
        center = p
        refreshHitCache()
    }

    public func setBounds(_ b: Rect) throws(EngineError) {
        try requireFinite(b.origin.x, "x"); try requireFinite(b.origin.y, "y")
        try requireNonNegative(b.size.width, "w"); try requireNonNegative(b.size.height, "h")
        try checkMutable()
        // S1: a new size moves a scroll view's offset into its range (UIKit's -setBounds: calls
        // -_adjustContentOffsetIfNecessary after a size change): one did_scroll, at the end.
        let resized = b.size != bounds.size
        if let s = scroll, let scene, b.origin != bounds.origin {
            // S1: a scroll view's bounds origin IS its content offset, so moving it is
            // setContentOffset: it stops a deceleration or spring and tells did_scroll.
            bounds.size = b.size
            scene.stopScrollMotion(self, s)
            s.interrupted = false      // S8: and one a touch caught
            s.motionGeneration &+= 1   // also one about to start (as setContentOffset)
            s.startingMotion = false
            s.keepsDragging = false    // S7: a stopped fling's dragging bit (as setContentOffset)
            var origin = b.origin
            if resized {
                let o = s.parameters.adjustedOffset(origin, bounds: b.size)
                if o.x.isFinite, o.y.isFinite { origin = o }
            }
            if origin == bounds.origin { refreshHitCache() }   // clamped back: only the size changed
            scene.moveContent(self, s, to: origin)   // refreshes the hit cache when it moves
            return
        }
        bounds = b
        refreshHitCache()
        if resized, let s = scroll, let scene { scene.adjustContentOffsetIfNecessary(self, s) }
    }

    public func setTransform(_ t: AffineTransform) throws(EngineError) {
        guard t.isFinite else { throw EngineError(.notFinite, "transform has a non-finite entry") }
        try checkMutable()
        transform = t
        inverseTransform = t.inverted()
        refreshHitCache()
    }

    public func setAlpha(_ a: Double) throws(EngineError) {
        // Finite values outside 0...1 are clamped (UIKit); non-finite ones are refused.
        try requireFinite(a, "alpha")
        try checkMutable()
        alpha = min(max(a, 0), 1)
        refreshHitCache()
        scene?.refreshFocus()   // R4: alpha at or below the threshold loses the focus
    }

    public enum Flag: Int32, Sendable {
        case hidden = 1, userInteractionEnabled, multipleTouchEnabled, exclusiveTouch,
             canBecomeFirstResponder, hitsOutsideBounds, usePresentation, canResignFirstResponder
    }

    public func flag(_ f: Flag) -> Bool {
        switch f {
        case .hidden: return isHidden
        case .userInteractionEnabled: return isUserInteractionEnabled
        case .multipleTouchEnabled: return isMultipleTouchEnabled
        case .exclusiveTouch: return isExclusiveTouch
        case .canBecomeFirstResponder: return canBecomeFirstResponder
        case .hitsOutsideBounds: return hitsOutsideBounds
        case .usePresentation: return usesPresentation
        case .canResignFirstResponder: return canResignFirstResponder
        }
    }

    public func setFlag(_ f: Flag, _ value: Bool) throws(EngineError) {
        try checkMutable()
        switch f {
        case .hidden:
            let changed = isHidden != value
            isHidden = value
            // R4: hiding or showing a window may move the key window.
            if changed, isWindow, isAlive, let s = scene { s.windowVisibilityChanged(self) }
        case .userInteractionEnabled: isUserInteractionEnabled = value
        case .multipleTouchEnabled: isMultipleTouchEnabled = value
        case .exclusiveTouch: isExclusiveTouch = value
        case .canBecomeFirstResponder:
            canBecomeFirstResponder = value
            if !value { scene?.responders.firstResponders.removeAll { $0 === self } }
        case .hitsOutsideBounds: hitsOutsideBounds = value
        case .usePresentation: usesPresentation = value
        case .canResignFirstResponder: canResignFirstResponder = value
        }
        refreshHitCache()
        // R4: hidden or without user interaction (it or an ancestor): the focus goes.
        if f == .hidden || f == .userInteractionEnabled { scene?.refreshFocus() }
    }

    public func setPresentation(frame: Rect, transform t: AffineTransform) throws(EngineError) {
        try requireFinite(frame.origin.x, "frame.x"); try requireFinite(frame.origin.y, "frame.y")
        try requireNonNegative(frame.size.width, "frame.w")
        try requireNonNegative(frame.size.height, "frame.h")
        try View.requireFiniteCentre(frame, "presentation frame")
        guard t.isFinite else { throw EngineError(.notFinite, "transform has a non-finite entry") }
        try checkMutable()
        presentationFrame = frame
        presentationTransform = t
        presentationInverse = t.inverted()
        refreshHitCache()
    }

    public func clearPresentation() throws(EngineError) {
        try checkMutable()
        presentationFrame = nil
        presentationTransform = .identity
        presentationInverse = .identity
        refreshHitCache()
    }

    public func setHitInsets(_ e: EdgeInsets) throws(EngineError) {
        try requireFinite(e.top, "top"); try requireFinite(e.left, "left")
        try requireFinite(e.bottom, "bottom"); try requireFinite(e.right, "right")
        try checkMutable()
        hitInsets = e
        refreshHitCache()
    }

    public func setMinimumHitSize(_ s: Size) throws(EngineError) {
        try requireNonNegative(s.width, "w"); try requireNonNegative(s.height, "h")
        try checkMutable()
        minimumHitSize = s
        refreshHitCache()
    }

    public func setHitPolygon(_ points: [Point]) throws(EngineError) {
        if !points.isEmpty && (points.count < 3 || points.count > Constants.maxPolygonPoints) {
            throw EngineError(.invalidArgument,
                              "point_count is \(points.count) (0, or 3...\(Constants.maxPolygonPoints))")
        }
        for (i, p) in points.enumerated() where !p.isFinite {
            throw EngineError(.notFinite, "polygon point \(i) is not finite")
        }
        try checkMutable()
        hitPolygon = points
        refreshHitCache()
    }

    public func setHitRedirect(_ target: View?) throws(EngineError) {
        if let t = target, t.scene !== scene || !t.isAlive {
            throw EngineError(.foreignHandle, "target belongs to another scene")
        }
        try checkMutable()
        hitRedirect = target
        refreshHitCache()
    }
}

extension View {
    /// A view that belongs to no scene and is not alive: an embedding layer returns it from a
    /// hit-test override to mean "the host answered with something invalid".
    public static func makeDetachedDead() -> View {
        let v = View(detachedDead: ())
        return v
    }

    convenience init(detachedDead: Void) {
        self.init(sceneless: ())
        isAlive = false
    }
}

// MARK: - host hooks (E5/H5: the engine refuses them while hit-testing, for every caller)

extension View {
    public func setPointInsideOverride(_ hook: ((View, Point, Bool) -> Bool)?) throws(EngineError) {
        try checkMutable()
        pointInsideOverride = hook
    }

    public func setHitTestOverride(_ hook: ((View, Point, View?) -> View?)?) throws(EngineError) {
        try checkMutable()
        hitTestOverride = hook
    }

    public func setHandlers(_ handlers: ResponderHandlers) throws(EngineError) {
        try checkMutable()
        self.handlers = handlers
    }

    /// G7: the host's veto of recognizers starting on this view's touches.
    public func setGestureShouldBegin(_ hook: ((View, Recognizer) -> Bool)?) throws(EngineError) {
        try checkMutable()
        gestureShouldBegin = hook
    }
}

/// A view's cold fields (View.extras): set on few views, read off the hot paths.
final class ViewExtras {
    var controllerRef: Borrowed<Controller>?
    var alpha = 1.0
    var gestureRecognizers: [Recognizer] = []
    var transform = AffineTransform.identity
    var inverseTransform: AffineTransform? = .identity
    var presentationFrame: Rect?
    var presentationTransform = AffineTransform.identity
    var presentationInverse: AffineTransform? = .identity
    var usesPresentation = false
    var hitInsets = EdgeInsets.zero
    var minimumHitSize = Size(0, 0)
    var hitsOutsideBounds = false
    var canResignFirstResponder = true
    var hitPolygon: [Point] = []
    var hitRedirectSlot: Int32 = -1
    var hitRedirectGeneration: UInt32 = 0
    var pointInsideOverride: ((View, Point, Bool) -> Bool)?
    var hitTestOverride: ((View, Point, View?) -> View?)?
    /// Owned (one count, taken in `replaceHandlers`, given back there or in `deinit`); kept
    /// as Unmanaged so reading it counts nothing.
    private(set) var handlerBox: Unmanaged<HandlerBox>?
    var control: Control?
    var scroll: Scroller?
    var gestureShouldBegin: ((View, Recognizer) -> Bool)?
    var name = ""

    /// The hit-test flags that come from these fields (HitCache), read in place: checking a
    /// closure or an array here counts no reference to it. A redirect is reported as set by
    /// slot; the view checks that its target is still alive.
    var hitFlags: (flags: UInt16, redirect: Bool) {
        var f: UInt16 = 0
        if hitsOutsideBounds { f |= HitCache.outsideBounds }
        if pointInsideOverride != nil { f |= HitCache.pointInsideHook }
        if hitTestOverride != nil { f |= HitCache.hitTestHook }
        if !hitPolygon.isEmpty { f |= HitCache.selfSpecial }
        return (f, hitRedirectSlot >= 0)
    }

    /// Stores `box` (nil: no handlers) and hands back the previous box, owned by the caller.
    func replaceHandlers(_ box: HandlerBox?) -> HandlerBox? {
        let old = handlerBox?.takeRetainedValue()
        handlerBox = box.map { .passRetained($0) }
        return old
    }

    deinit { handlerBox?.release() }
}

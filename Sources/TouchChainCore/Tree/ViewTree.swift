/// Tree edits. Every walk here is a loop bounded by the tree's depth: no recursion whose
/// depth the host controls.
extension View {
    /// Adds `child` on top (H3: the last added is on top). A child that already has a
    /// superview moves (see `insertSubview`); this view's own subview moves to the top.
    public func addSubview(_ child: View) throws(EngineError) {
        try place(child, .index(Int.max))
    }

    /// Inserts `child` at `index` of the subviews (0: the bottom; `subviews.count` or more: on
    /// top, as UIKit, whose layer clamps an index past the end to the end). A child that
    /// already has a superview moves here in one step, as UIKit's `insertSubview(_:at:)` and
    /// `addSubview(_:)` move it: when it is already one of this view's subviews, `index` is
    /// its place among them after the move (`subviews.count`, like `subviews.count - 1`,
    /// puts it on top). A move keeps the touches of the moved tree and its recognizers'
    /// gestures (T7) unless it takes the tree out of every window; then, as for a removal,
    /// they are cancelled first, while the old chain stands, and everything is checked again
    /// after those callbacks. A negative index is refused (`TC_ERR_INVALID_ARGUMENT`; the C
    /// API's `size_t` has none).
    public func insertSubview(_ child: View, at index: Int) throws(EngineError) {
        guard index >= 0 else { throw EngineError(.invalidArgument, "index is \(index) (must be >= 0)") }
        try place(child, .index(index))
    }

    /// Inserts `child` just below `sibling` among the subviews (UIKit's
    /// `insertSubview(_:belowSubview:)`), moving it as `insertSubview(_:at:)` does. The
    /// sibling is looked for after the child has left its old place: a sibling that is not
    /// one of this view's subviews then — another view's, a detached view, this view, or the
    /// child itself — puts the child on top (H3).
    /// A nil sibling changes nothing (UIKit's `_addSubview:positioned:relativeTo:` returns at
    /// once for a nil sibling).
    public func insertSubview(_ child: View, belowSubview sibling: View?) throws(EngineError) {
        guard let sibling else { return try checkMutable() }
        try place(child, .below(sibling))
    }

    /// Inserts `child` just above `sibling` (UIKit's `insertSubview(_:aboveSubview:)`), as
    /// `insertSubview(_:belowSubview:)`: a sibling that is not one of this view's subviews
    /// once the child has left its old place puts the child on top (H3).
    /// A nil sibling changes nothing.
    public func insertSubview(_ child: View, aboveSubview sibling: View?) throws(EngineError) {
        guard let sibling else { return try checkMutable() }
        try place(child, .above(sibling))
    }

    /// Where `place` puts a child: at an index (clamped to the count), or next to a sibling.
    enum Placement {
        case index(Int)
        case below(View)
        case above(View)
    }

    /// Every insertion (H3, T7): the checks, the move out of every window's cancelling, the
    /// unlink from the old place, then the place computed in the subviews as they are then.
    private func place(_ child: View, _ placement: Placement) throws(EngineError) {
        try checkInsertion(of: child, placement)
        if child.superview != nil, child.windowUnmanaged != nil, windowUnmanaged == nil {
            scene?.treeLeavesWindow(child)
            try checkInsertion(of: child, placement)
        }
        let oldWindow = child.windowUnmanaged
        let moved = child.superview != nil
        if moved { scene?.keepForwardingRecords(movedRoot: child, to: self) }
        child.unlinkFromSuperview()
        // The child has left the array (a subview of this view included), so an index past
        // the end, and a sibling that is not a subview now (the child itself among them), is
        // the top.
        let at: Int
        switch placement {
        case .index(let i): at = min(i, subviews.count)
        case .below(let s): at = subviewIndex(of: s) ?? subviews.count
        case .above(let s): at = subviewIndex(of: s).map { $0 + 1 } ?? subviews.count
        }
        let above: Int32 = at < subviews.count ? subviews[at].handleSlot : -1
        subviews.insert(child, at: at)
        child.superview = self
        scene?.hitTesting.flat.link(child.handleSlot, under: handleSlot, below: above)
        if moved { scene?.treeMoved(child, from: oldWindow) }
    }

    /// The index of `v` among the subviews, or nil when it is not one of them.
    private func subviewIndex(of v: View) -> Int? {
        guard v.superview === self else { return nil }
        return subviews.firstIndex(where: { $0 === v })
    }

    /// What `place` refuses, before it changes anything.
    private func checkInsertion(of child: View, _ placement: Placement) throws(EngineError) {
        try checkMutable()
        // (A host callback of a move out of every window may have destroyed the child.)
        guard child.isAlive else { throw EngineError(.staleHandle, "child is destroyed") }
        guard child.scene === scene else {
            throw EngineError(.foreignHandle, "child belongs to another scene")
        }
        switch placement {
        case .index: break
        case .below(let s), .above(let s):
            // (Or the sibling, which those callbacks may have destroyed too.)
            guard s.isAlive else { throw EngineError(.staleHandle, "sibling is destroyed") }
            guard s.scene === scene else {
                throw EngineError(.foreignHandle, "sibling belongs to another scene")
            }
        }
        guard !isDying, !child.isDying else {
            throw EngineError(.staleHandle, "\(isDying ? "the parent" : "the child") is being destroyed")
        }
        if child.isWindow { throw EngineError(.hasParent, "child is a window; windows have no superview") }
        // A cycle needs the parent to be the child or inside the child's subtree; a child
        // without subviews has no subtree, so the ancestor walk (O(depth)) is skipped.
        if child === self || (!child.subviews.isEmpty && isDescendant(of: child)) {
            throw EngineError(.cycle, "child is the parent or one of its ancestors")
        }
    }

    /// Removes the view from its superview (no-op without one). The touches of the views in
    /// its tree are cancelled first and their recognizers stop (T7), while the responder
    /// chain still stands.
    public func removeFromSuperview() throws(EngineError) {
        try checkMutable()
        guard superview != nil else { return }
        scene?.treeLeavesWindow(self)
        // The cancellation's callbacks may have moved or destroyed it meanwhile.
        detachFromSuperview()
    }

    func detachFromSuperview() {
        guard superview != nil else { return }
        unlinkFromSuperview()
        scene?.clearRespondersOutsideWindows()
    }

    /// Takes the view out of its superview's subviews and the flat tree, nothing else (a
    /// removal or the first half of a move).
    func unlinkFromSuperview() {
        guard let s = superview else { return }
        if let i = s.subviews.firstIndex(where: { $0 === self }) { s.subviews.remove(at: i) }
        superview = nil
        scene?.hitTesting.flat.unlink(handleSlot)
    }
}

// MARK: - Coordinate conversion

extension View {
    /// The centre of the bounds rectangle in the view's own coordinates.
    @inline(__always)
    func boundsCenter(size: Size) -> Point {
        Point(bounds.origin.x + size.width / 2, bounds.origin.y + size.height / 2)
    }

    /// A point in the view's own (bounds) coordinates → its superview's (or, for a root, the
    /// screen's). The model geometry, presentation or not: as UIKit's conversions, which go
    /// through the model layers (H6e: the presentation moves only the view's own point-inside).
    @inline(__always)
    func pointToParent(_ p: Point) -> Point {
        let bc = boundsCenter(size: bounds.size)
        let q = transform.apply(Point(p.x - bc.x, p.y - bc.y))
        return Point(center.x + q.x, center.y + q.y)
    }

    /// The inverse of `pointToParent`; nil when the transform is singular (HitCache).
    @inline(__always)
    func pointFromParent(_ p: Point) -> Point? {
        let h = hit
        if h.flags & HitCache.singular != 0 { return nil }
        return h.fromParent.apply(p)
    }

    /// The linear part (a, b, c, d) of the map from this view's coordinates to the screen's:
    /// the product of the (model) transforms of the view and its ancestors (translations
    /// left out). For directions (P5's azimuth), which do not move with the views.
    func linearToScreen() -> AffineTransform {
        var m = AffineTransform.identity
        var cur: View? = self
        while let v = cur {
            let t = v.transform
            m = AffineTransform(a: t.a * m.a + t.c * m.b, b: t.b * m.a + t.d * m.b,
                                c: t.a * m.c + t.c * m.d, d: t.b * m.c + t.d * m.d, tx: 0, ty: 0)
            cur = v.superview
        }
        return m
    }

    /// A point in this view's coordinates → screen coordinates (through every ancestor,
    /// the root's frame being in screen space).
    public func convertToScreen(_ p: Point) -> Point {
        mapUp(p, stoppingAt: nil).point
    }

    /// Maps `p` up through this view and its ancestors, stopping when the next one to map
    /// through is `stop` (`reached`: the point is then in `stop`'s coordinates); otherwise the
    /// answer is in screen coordinates. Walks without counting references: each superview is
    /// live while its child is in it (Borrowed's invariant).
    private func mapUp(_ p: Point, stoppingAt stop: View?) -> (point: Point, reached: Bool) {
        var q = pointToParent(p)
        let target = stop.map { Unmanaged.passUnretained($0).toOpaque() }
        var next = superviewUnmanaged
        while let cur = next {
            if cur.toOpaque() == target { return (q, true) }
            next = cur._withUnsafeGuaranteedRef { v in
                q = v.pointToParent(q)
                return v.superviewUnmanaged
            }
        }
        return (q, false)
    }

    /// Screen coordinates → this view's coordinates. Nil when a transform on the path is
    /// singular. The ancestor path goes into the scene's reusable scratch buffer: no
    /// allocation in steady state, linear in the depth.
    public func convertFromScreen(_ p: Point) -> Point? {
        var q = p
        return withUnsafeMutablePointer(to: &q) { mapFromScreen($0, count: 1) } ? q : nil
    }

    /// `convertFromScreen` of `count` points in place, the path walked once for all of them
    /// (each point goes through the same steps as alone, so the results are the same bits).
    /// False when a transform on the path is singular (then no point is changed).
    func mapFromScreen(_ points: UnsafeMutablePointer<Point>, count: Int) -> Bool {
        mapDown(points, count: count, below: -1)
    }

    /// Points in the coordinates of the view in slot `top` (an ancestor of this view; -1: the
    /// screen) → this view's, through the views below `top` down to this one. False when one
    /// of their transforms is singular (then no point is changed).
    func mapDown(_ points: UnsafeMutablePointer<Point>, count: Int, below top: Int32) -> Bool {
        guard let sceneRef = sceneUnmanaged else { return false }
        guard isAlive, handleSlot >= 0 else {
            // A destroyed view has no place in the tree: its own (identity) map only.
            for k in 0..<count {
                guard let q = pointFromParent(points[k]) else { return false }
                points[k] = q
            }
            return true
        }
        // The path by slot through the flat tree's parent links (in step with `superview`),
        // root first: on the stack for the usual depths, in the scene's scratch beyond. No
        // reference is counted on the way (the scene outlives its live views).
        return sceneRef._withUnsafeGuaranteedRef { scene -> Bool in
            let flat = scene.withFlat { $0.pointers }
            let nodes = flat.nodes
            var depth = 0
            var slot = handleSlot
            while slot >= 0 && slot != top { depth += 1; slot = nodes[Int(slot)].parent }
            if depth > View.stackPathLimit { return mapFromScreenDeep(points, count, scene, flat, below: top) }
            return withUnsafeTemporaryAllocation(of: Int32.self, capacity: View.stackPathLimit) { path -> Bool in
                var i = depth - 1
                slot = handleSlot
                while i >= 0 { path[i] = slot; slot = nodes[Int(slot)].parent; i -= 1 }
                for k in 0..<depth where flat.hot[Int(path[k])].flags & HitCache.singular != 0 { return false }
                for n in 0..<count {
                    var q = points[n]
                    for k in 0..<depth { q = flat.mapFromParent(path[k], q) }
                    points[n] = q
                }
                return true
            }
        }
    }

    /// Deeper than this, `mapFromScreen` keeps its path in the scene's scratch array.
    static var stackPathLimit: Int { 64 }

    @inline(never)
    private func mapFromScreenDeep(_ points: UnsafeMutablePointer<Point>, _ count: Int,
                                   _ scene: Scene, _ flat: FlatPointers, below top: Int32) -> Bool {
        let nodes = flat.nodes
        scene.hitTesting.slotPathScratch.clearKeepingCapacity()
        var slot = handleSlot
        while slot >= 0 && slot != top {
            if flat.hot[Int(slot)].flags & HitCache.singular != 0 { return false }
            scene.hitTesting.slotPathScratch.append(slot)
            slot = nodes[Int(slot)].parent
        }
        for n in 0..<count {
            var q = points[n]
            var i = scene.hitTesting.slotPathScratch.count - 1
            while i >= 0 {
                q = flat.mapFromParent(scene.hitTesting.slotPathScratch[i], q)
                i -= 1
            }
            points[n] = q
        }
        return true
    }

    /// Converts a point from this view's coordinates to `target`'s (nil: the screen).
    /// TC_ERR_NOT_FINITE when the result is not finite (the geometry on the path overflows a
    /// double): a conversion never hands back inf or NaN.
    public func convert(_ p: Point, to target: View?) throws(EngineError) -> Point {
        try requireFinitePoint(try convertUnchecked(p, to: target))
    }

    private func convertUnchecked(_ p: Point, to target: View?) throws(EngineError) -> Point {
        guard let target else { return convertToScreen(p) }
        if target === self { return p }
        // Through the views' nearest common ancestor, as UIKit: up to it, then down to the
        // target, inverting only the transforms below it (a singular view elsewhere in the
        // tree does not matter; the screen's coordinates, far from the window's, lose no
        // precision). Views in different trees meet on the screen.
        let top = commonAncestor(with: target)
        var q = p
        if let top, top !== self {
            let (up, reached) = mapUp(p, stoppingAt: top)
            guard reached else { throw EngineError(.state, "the views' common ancestor was not found") }
            q = up
        } else if top == nil {
            q = convertToScreen(p)
        }
        if let top, top === target { return q }
        guard withUnsafeMutablePointer(to: &q, { target.mapDown($0, count: 1, below: top?.handleSlot ?? -1) }) else {
            throw EngineError(.singular, "a transform between the views cannot be inverted")
        }
        return q
    }

    /// The nearest view that is this view or one of its ancestors and also `other` or one of
    /// `other`'s ancestors; nil when they are in different trees (or either is destroyed).
    /// By slot through the flat tree's parent links: no reference counted, no allocation.
    func commonAncestor(with other: View) -> View? {
        guard isAlive, other.isAlive, handleSlot >= 0, other.handleSlot >= 0,
              let sceneRef = sceneUnmanaged, other.sceneUnmanaged?.toOpaque() == sceneRef.toOpaque() else { return nil }
        return sceneRef._withUnsafeGuaranteedRef { scene -> View? in
            let nodes = scene.withFlat { $0.pointers }.nodes
            func depth(_ s: Int32) -> Int {
                var d = 0, slot = s
                while slot >= 0 { d += 1; slot = nodes[Int(slot)].parent }
                return d
            }
            var a = handleSlot, b = other.handleSlot
            var da = depth(a), db = depth(b)
            while da > db { a = nodes[Int(a)].parent; da -= 1 }
            while db > da { b = nodes[Int(b)].parent; db -= 1 }
            while a != b && a >= 0 { a = nodes[Int(a)].parent; b = nodes[Int(b)].parent }
            guard a >= 0 else { return nil }
            return scene.tree.views.objects[Int(a)]
        }
    }

    /// Converts a point from screen coordinates (from == nil) or another view's coordinates.
    public static func convert(_ p: Point, from: View?, to: View?) throws(EngineError) -> Point {
        if let from { return try from.convert(p, to: to) }
        guard let to else { return p }
        guard let r = to.convertFromScreen(p) else {
            throw EngineError(.singular, "a transform between the views cannot be inverted")
        }
        return try requireFinitePoint(r)
    }
}

@inline(__always)
func requireFinitePoint(_ p: Point) throws(EngineError) -> Point {
    guard p.x.isFinite, p.y.isFinite else {
        throw EngineError(.notFinite, "the converted point is not finite (the views' geometry overflows a double)")
    }
    return p
}

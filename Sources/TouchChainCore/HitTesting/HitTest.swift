/// Hit-testing's queries (H1–H7): the checks of a query, its nesting level (H5), and whether
/// it is traced. The search itself — reverse pre-order depth-first, iterative with an explicit
/// stack kept by the scene (no recursion whose depth the host controls, no allocation in
/// steady state) — is `Scene.flatHitTest` (HitSearch.swift). Pure: it changes nothing but
/// the scratch stack, and while it runs the scene refuses mutations from host callbacks (H5).

/// One step of the H7 trace.
public enum HitTraceStep {
    case enter(View)
    case pointInside(View, Bool)
    case exit(View, View?)
}

extension Scene {
    /// The query as the C layer asks it, in one call (H5, `tc_view_hit_test`), checking in the
    /// header's order: the view handle's slot and generation (stale or not of this scene), the
    /// out pointer (`outIsNull`), then x and y. Answers the hit view's slot and generation, or
    /// (−1, 0) when nothing is hit.
    public func hitTestQuery(slot: Int, generation: UInt32, x: Double, y: Double,
                             outIsNull: Bool) throws(EngineError) -> (slot: Int32, generation: UInt32) {
        // The usual case in one test: a live view, an out pointer, a finite point, no trace
        // observer, not nested too deep. Anything else takes the checked path below, which
        // reports the first failed check in the header's order.
        if tree.views.isLive(slot: slot, generation: generation) && !outIsNull && Self.bothFinite(x, y)
            && !isTracing
            && rules.hitDepth < Constants.maxHitTestDepth {
            // A live slot is a table index, so it fits 32 bits (the tables' slots are Int32).
            let hit = flatSearchUnchecked(Int32(truncatingIfNeeded: slot), Point(x, y))
            // The search answers a slot of a view in this scene's tables (nothing can remove one
            // while it runs: H5, and `invalidate` is refused inside callbacks), so the
            // generation is there.
            return hit < 0 ? (-1, 0) : (hit, tree.views.generations.withUnsafeBufferPointer { $0[Int(hit)] })
        }
        return try hitTestQueryChecked(slot: slot, generation: generation, x: x, y: y, outIsNull: outIsNull)
    }

    /// x and y are both finite, in one test: x · 0 + y · 0 is 0 (or −0) when both are, and
    /// NaN when either is infinite or NaN.
    @inline(__always)
    static func bothFinite(_ x: Double, _ y: Double) -> Bool { x * 0 + y * 0 == 0 }

    @inline(never)
    private func hitTestQueryChecked(slot: Int, generation: UInt32, x: Double, y: Double,
                                     outIsNull: Bool) throws(EngineError) -> (slot: Int32, generation: UInt32) {
        switch viewStatus(slot: slot, generation: generation) {
        case .found: break
        case .stale: throw EngineError(.staleHandle, "view handle refers to a destroyed view")
        case .invalid: throw EngineError(.invalidHandle, "view handle is not a view of this scene")
        }
        if outIsNull { throw EngineError(.nullPointer, "out_hit is NULL") }
        try requireFinite(x, "x"); try requireFinite(y, "y")
        let hit = try searchFrom(slot: slot, Point(x, y))
        return hit < 0 ? (-1, 0) : (hit, tree.views.generations[Int(hit)])
    }

    /// The search from a live view's slot and a finite point (the caller checked both).
    @inline(__always)
    private func searchFrom(slot: Int, _ point: Point) throws(EngineError) -> Int32 {
        try flatSearch(Int32(slot), point, tracing: isTracing)
    }

    /// The search's general path only, every child visited and each step traced: under a
    /// trace observer (H7), or when tests ask for it to compare the fast paths with it.
    var isTracing: Bool { hitTesting.generalOnly }

    /// The search (HitSearch.swift) at the next nesting level: a query from inside a
    /// hit-testing callback gets its own stack (H5).
    @inline(__always)
    private func flatSearch(_ slot: Int32, _ point: Point, tracing: Bool) throws(EngineError) -> Int32 {
        guard rules.hitDepth < Constants.maxHitTestDepth else {
            throw EngineError(.reentrant, "hit tests nested deeper than \(Constants.maxHitTestDepth)")
        }
        return flatSearchUnchecked(slot, point, tracing: tracing)
    }

    /// `flatSearch` once the depth has been checked.
    @inline(__always)
    private func flatSearchUnchecked(_ slot: Int32, _ point: Point, tracing: Bool = false) -> Int32 {
        let level = rules.hitDepth
        // Below maxHitTestDepth (checked by every caller): neither step can overflow.
        rules.hitDepth &+= 1
        defer { rules.hitDepth &-= 1 }
        return hitTesting.flatStack(level)._withUnsafeGuaranteedRef { flatHitTest(slot, point, $0, tracing: tracing) }
    }

    /// The deepest view under `point` (in `root`'s bounds coordinates) within `root`'s subtree.
    public func hitTest(_ root: View, _ point: Point) throws(EngineError) -> View? {
        guard root.scene === self, root.isAlive else {
            throw EngineError(.foreignHandle, "view belongs to another scene")
        }
        guard point.isFinite else { throw EngineError(.notFinite, "point is not finite") }
        let slot = try flatSearch(root.handleSlot, point, tracing: isTracing)
        guard slot >= 0, Int(slot) < tree.views.objects.count else { return nil }
        return tree.views.objects[Int(slot)]
    }
}

extension Scene {
    /// UIKit's `point(inside:with:)` for a point in `view`'s bounds coordinates (H2,
    /// `tc_view_point_inside`): the answer the view's own point-inside gives its hit test, the
    /// one the trace reports (H7) — its hit rectangle (the bounds with H6a's insets and
    /// minimum size, half-open), tested where the view is shown when it uses presentation
    /// geometry (H6e), then the host's point-inside override given that answer (H6f), asked
    /// under H5 as hit-testing asks it. Neither H1 (a hidden view still has an inside, as
    /// UIKit's `pointInside:` does not look at `hidden`) nor the polygon (H6d, which refines
    /// the view's own answer to a hit test, as an overridden `hitTest` would) plays a part. A
    /// query: nothing changes, no trace step is heard; nested in hit-testing callbacks up to
    /// the hit-test depth (TC_ERR_REENTRANT beyond).
    public func pointInside(query view: View, _ p: Point) throws(EngineError) -> Bool {
        guard view.scene === self, view.isAlive else {
            throw EngineError(.foreignHandle, "view belongs to another scene")
        }
        guard p.isFinite else { throw EngineError(.notFinite, "point is not finite") }
        guard rules.hitDepth < Constants.maxHitTestDepth else {
            throw EngineError(.reentrant, "hit tests nested deeper than \(Constants.maxHitTestDepth)")
        }
        let h = view.hit
        var inside = h.flags & HitCache.presented == 0 ? h.contains(p) : view.shownPointInside(p)
        if h.flags & HitCache.pointInsideHook != 0, let hook = view.pointInsideOverride {
            rules.hitDepth &+= 1
            defer { rules.hitDepth &-= 1 }
            inside = hook(view, p, inside)
        }
        return inside
    }
}

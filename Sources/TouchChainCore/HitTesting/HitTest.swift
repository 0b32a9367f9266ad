/// Hit-testing (H1–H7): reverse pre-order depth-first search from a root, iterative with an
/// explicit stack kept by the scene (no recursion whose depth the host controls, no
/// allocation in steady state). Pure: it changes nothing but the scratch stack, and while it
/// runs the scene refuses mutations from host callbacks (H5).

/// One step of the H7 trace.
public enum HitTraceStep {
    case enter(View)
    case pointInside(View, Bool)
    case exit(View, View?)
}

struct HitFrame {
    /// unowned(unsafe): the view is held by the tree for the whole search (mutation is
    /// refused while hit-testing runs), so the frame needs no reference count traffic.
    unowned(unsafe) var view: View
    var point: Point
    var inside: Bool
    var nextChild: Int
}

extension View {
    /// The engine's own point-inside: the bounds, inset by `hitInsets` (UIKit's
    /// `inset(by:)`), grown to `minimumHitSize` about the bounds' centre (H2, H6a).
    @inline(__always)
    func enginePointInside(_ p: Point) -> Bool {
        hit.contains(p)
    }
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
        if slot >= 0 && slot < tree.views.objects.count && tree.views.generations[slot] == generation
            && tree.views.objects[slot] != nil && !outIsNull && x.isFinite && y.isFinite
            && responders.hitTraceObserver == nil && !hitTesting.forceObjectHitTest
            && rules.hitDepth < Constants.maxHitTestDepth {
            let hit = flatSearchUnchecked(Int32(slot), Point(x, y))
            return hit < 0 ? (-1, 0) : (hit, tree.views.generations[Int(hit)])
        }
        return try hitTestQueryChecked(slot: slot, generation: generation, x: x, y: y, outIsNull: outIsNull)
    }

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
        if responders.hitTraceObserver != nil || hitTesting.forceObjectHitTest {
            guard let root = tree.views.objects[slot] else { return -1 }
            return try hitTest(root, point)?.handleSlot ?? -1
        }
        return try flatSearch(Int32(slot), point)
    }

    /// The flat search (FlatTree.swift: same rules, no reference counting) at the next nesting
    /// level: a query from inside a hit-testing callback gets its own stack (H5).
    @inline(__always)
    private func flatSearch(_ slot: Int32, _ point: Point) throws(EngineError) -> Int32 {
        guard rules.hitDepth < Constants.maxHitTestDepth else {
            throw EngineError(.reentrant, "hit tests nested deeper than \(Constants.maxHitTestDepth)")
        }
        return flatSearchUnchecked(slot, point)
    }

    /// `flatSearch` once the depth has been checked.
    @inline(__always)
    private func flatSearchUnchecked(_ slot: Int32, _ point: Point) -> Int32 {
        let level = rules.hitDepth
        rules.hitDepth += 1
        defer { rules.hitDepth -= 1 }
        return hitTesting.flatStack(level)._withUnsafeGuaranteedRef { flatHitTest(slot, point, $0) }
    }

    /// The deepest view under `point` (in `root`'s bounds coordinates) within `root`'s subtree.
    public func hitTest(_ root: View, _ point: Point) throws(EngineError) -> View? {
        guard root.scene === self, root.isAlive else {
            throw EngineError(.foreignHandle, "view belongs to another scene")
        }
        guard point.isFinite else { throw EngineError(.notFinite, "point is not finite") }
        if responders.hitTraceObserver == nil && !hitTesting.forceObjectHitTest {
            let slot = try flatSearch(root.handleSlot, point)
            guard slot >= 0, Int(slot) < tree.views.objects.count else { return nil }
            return tree.views.objects[Int(slot)]
        }
        // The traced search (H7), at the next nesting level too.
        guard rules.hitDepth < Constants.maxHitTestDepth else {
            throw EngineError(.reentrant, "hit tests nested deeper than \(Constants.maxHitTestDepth)")
        }
        let level = rules.hitDepth
        rules.hitDepth += 1
        defer { rules.hitDepth -= 1 }
        if hitTesting.hitStacks.count <= level { hitTesting.hitStacks.append(RawStack<HitFrame>()) }
        // One stack per nesting level: a nested query from a callback uses the next one.
        let stack = hitTesting.hitStacks[level]
        stack.count = 0

        unowned(unsafe) var pending: View? = nil
        let tracing = responders.hitTraceObserver != nil
        switch begin(root, point, stack, tracing) {
        case .pushed: break
        case .done(let answer): return answer
        }
        while stack.count > 0 {
            let top = stack.base + (stack.count - 1)
            unowned(unsafe) let view: View = top.pointee.view
            if pending == nil && top.pointee.nextChild > 0 {
                let ci = top.pointee.nextChild - 1
                top.pointee.nextChild = ci
                guard ci < view.subviews.count else { continue }  // a callback removed views
                unowned(unsafe) let child: View = view.subviews[ci]
                guard let cp = child.pointFromParent(top.pointee.point) else {
                    if tracing { trace(.enter(child)); trace(.exit(child, nil)) }
                    continue
                }
                if case .done(let answer) = begin(child, cp, stack, tracing) { pending = answer }
                continue
            }
            // Finish `view`: a descendant's hit, or the view itself, or nothing.
            var result: View? = pending
            if result == nil && top.pointee.inside {
                if view.hit.flags & HitCache.selfSpecial == 0 {
                    result = view
                } else if view.hitPolygon.isEmpty || polygonContains(view.hitPolygon, top.pointee.point) {
                    if let r = view.hitRedirect, r.isAlive, r.scene === self { result = r } else { result = view }
                }
            }
            if view.hit.flags & HitCache.hitTestHook != 0 {
                result = overridden(view, top.pointee.point, result)
            }
            if tracing { trace(.exit(view, result)) }
            stack.count -= 1
            pending = result
        }
        return pending
    }

    enum BeginResult { case pushed, done(View?) }

    /// Enters `view`: trace, H1 and H2 checks; pushes a frame when its subtree is to be
    /// searched. A view whose whole hit test the host overrides (H6f) is asked even when the
    /// engine's own answer is "not here" (hidden, or the point outside), as UIKit calls an
    /// overridden hitTest for every subview it tries.
    @inline(__always)
    private func begin(_ view: View, _ p: Point, _ stack: RawStack<HitFrame>, _ tracing: Bool) -> BeginResult {
        if tracing { trace(.enter(view)) }
        let flags = view.hit.flags
        guard flags & HitCache.hittable != 0 else {
            let r = flags & HitCache.hitTestHook != 0 ? overridden(view, p, nil) : nil
            if tracing { trace(.exit(view, r)) }
            return .done(r)
        }
        var inside = view.enginePointInside(p)
        if flags & HitCache.pointInsideHook != 0, let override = view.pointInsideOverride {
            inside = override(view, p, inside)
        }
        if tracing { trace(.pointInside(view, inside)) }
        if !inside && flags & HitCache.outsideBounds == 0 {
            let r = flags & HitCache.hitTestHook != 0 ? overridden(view, p, nil) : nil
            if tracing { trace(.exit(view, r)) }
            return .done(r)
        }
        stack.push(HitFrame(view: view, point: p, inside: inside, nextChild: view.subviews.count))
        return .pushed
    }

    /// H6f: the host's answer replaces the engine's; an answer that is not a live view of
    /// this scene is ignored (and noted).
    @inline(__always)
    private func overridden(_ view: View, _ p: Point, _ engine: View?) -> View? {
        guard let override = view.hitTestOverride else { return engine }
        let answer = override(view, p, engine)
        if let a = answer, a.scene !== self || !a.isAlive {
            noteCallbackProblem("hit-test override returned a view that is not live in this scene; ignored")
            return engine
        }
        return answer
    }

    @inline(__always)
    private func trace(_ step: HitTraceStep) {
        if let observer = responders.hitTraceObserver { observer(step) }
    }
}

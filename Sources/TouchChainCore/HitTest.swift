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
    var view: View
    var point: Point
    var inside: Bool
    var nextChild: Int
}

extension View {
    /// The engine's own point-inside: the bounds, inset by `hitInsets` (UIKit's
    /// `inset(by:)`), grown to `minimumHitSize` about the bounds' centre (H2, H6a).
    func enginePointInside(_ p: Point) -> Bool {
        var r = bounds.inset(by: hitInsets)
        if minimumHitSize.width > r.size.width {
            r.origin.x = bounds.center.x - minimumHitSize.width / 2
            r.size.width = minimumHitSize.width
        }
        if minimumHitSize.height > r.size.height {
            r.origin.y = bounds.center.y - minimumHitSize.height / 2
            r.size.height = minimumHitSize.height
        }
        return r.contains(p)
    }
}

extension Scene {
    /// The deepest view under `point` (in `root`'s bounds coordinates) within `root`'s subtree.
    public func hitTest(_ root: View, _ point: Point) throws(EngineError) -> View? {
        guard root.scene === self, root.isAlive else {
            throw EngineError(.foreignHandle, "view belongs to another scene")
        }
        guard point.isFinite else { throw EngineError(.notFinite, "point is not finite") }
        guard hitDepth < Constants.maxHitTestDepth else {
            throw EngineError(.reentrant, "hit tests nested deeper than \(Constants.maxHitTestDepth)")
        }
        let level = hitDepth
        hitDepth += 1
        defer { hitDepth -= 1 }
        if hitStacks.count <= level { hitStacks.append([]) }
        // Take the level's stack out of the scene while we use it, so a nested hit test from a
        // callback (a query) cannot touch it; put it back with its capacity afterwards.
        var stack = hitStacks[level]
        hitStacks[level] = []
        defer {
            stack.removeAll(keepingCapacity: true)
            hitStacks[level] = stack
        }

        var pending: View? = nil
        switch begin(root, point, &stack) {
        case .pushed: break
        case .done(let answer): return answer
        }
        while let top = stack.last {
            let idx = stack.count - 1
            if pending == nil && top.nextChild > 0 {
                let ci = top.nextChild - 1
                stack[idx].nextChild = ci
                guard ci < top.view.subviews.count else { continue }  // a callback removed views
                let child = top.view.subviews[ci]
                guard let cp = child.pointFromParent(top.point) else {
                    trace(.enter(child)); trace(.exit(child, nil))
                    continue
                }
                if case .done(let answer) = begin(child, cp, &stack) { pending = answer }
                continue
            }
            // Finish `top`: a descendant's hit, or the view itself, or nothing.
            var result: View? = pending
            if result == nil && top.inside {
                let v = top.view
                if v.hitPolygon.isEmpty || polygonContains(v.hitPolygon, top.point) {
                    if let r = v.hitRedirect, r.isAlive, r.scene === self { result = r } else { result = v }
                }
            }
            result = overridden(top.view, top.point, result)
            trace(.exit(top.view, result))
            stack.removeLast()
            pending = result
        }
        return pending
    }

    enum BeginResult { case pushed, done(View?) }

    /// Enters `view`: trace, H1 and H2 checks; pushes a frame when its subtree is to be
    /// searched. A view whose whole hit test the host overrides (H6f) is asked even when the
    /// engine's own answer is "not here" (hidden, or the point outside), as UIKit calls an
    /// overridden hitTest for every subview it tries.
    private func begin(_ view: View, _ p: Point, _ stack: inout [HitFrame]) -> BeginResult {
        trace(.enter(view))
        guard view.isHittable else {
            let r = overridden(view, p, nil)
            trace(.exit(view, r))
            return .done(r)
        }
        var inside = view.enginePointInside(p)
        if let override = view.pointInsideOverride { inside = override(view, p, inside) }
        trace(.pointInside(view, inside))
        if !inside && !view.hitsOutsideBounds {
            let r = overridden(view, p, nil)
            trace(.exit(view, r))
            return .done(r)
        }
        stack.append(HitFrame(view: view, point: p, inside: inside, nextChild: view.subviews.count))
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
        if let observer = hitTraceObserver { observer(step) }
    }
}

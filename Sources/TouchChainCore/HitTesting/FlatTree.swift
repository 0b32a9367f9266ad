/// A flat mirror of the view trees for hit-testing: one plain node per view slot, with the
/// tree as intrusive sibling links and the precomputed HitCache. The hit-test loop walks these
/// nodes by index — no reference counting, no bounds or uniqueness checks — and touches a View
/// object only for views with host hooks, a polygon or a redirect. Kept in step by every tree
/// edit (ViewTree.swift, Scene.destroy) and every setter (refreshHitCache).
struct FlatNode {
    var parent: Int32 = -1
    /// Bottom-most and top-most child; siblings link below (`prev`) and above (`next`).
    var firstChild: Int32 = -1
    var lastChild: Int32 = -1
    var prevSibling: Int32 = -1
    var nextSibling: Int32 = -1
    var hit = HitCache()
    /// Stacking order among siblings (larger is on top); renumbered on middle inserts.
    var z: Int32 = 0
    var childCount: Int32 = 0
    /// Into FlatTree.indexes when this view's children are indexed (ChildIndex.swift), else -1.
    var index: Int32 = -1
    /// This view's entry in its parent's index: kind and covered cell range.
    var entry: UInt8 = 0
    var cellX0: Int32 = 0, cellY0: Int32 = 0, cellX1: Int32 = -1, cellY1: Int32 = -1
}

final class FlatTree {
    private(set) var nodes: UnsafeMutablePointer<FlatNode>
    private(set) var capacity: Int

    init() {
        capacity = 64
        nodes = .allocate(capacity: capacity)
        nodes.initialize(repeating: FlatNode(), count: capacity)
    }

    deinit {
        nodes.deinitialize(count: capacity)
        nodes.deallocate()
    }

    /// Makes room for `slot` (doubling).
    func ensure(_ slot: Int32) {
        let need = Int(slot) + 1
        guard need > capacity else { return }
        var cap = capacity
        while cap < need { cap *= 2 }
        let bigger = UnsafeMutablePointer<FlatNode>.allocate(capacity: cap)
        bigger.moveInitialize(from: nodes, count: capacity)
        (bigger + capacity).initialize(repeating: FlatNode(), count: cap - capacity)
        nodes.deallocate()
        nodes = bigger
        capacity = cap
    }

    /// Child indexes of views with many children (ChildIndex.swift).
    var indexes: [ChildIndex] = []

    func reset(_ slot: Int32) {
        guard slot >= 0, Int(slot) < capacity else { return }
        if nodes[Int(slot)].index >= 0 { indexes[Int(nodes[Int(slot)].index)].release() }
        nodes[Int(slot)] = FlatNode()
    }

    func setHit(_ slot: Int32, _ h: HitCache) {
        guard slot >= 0 else { return }
        ensure(slot)
        nodes[Int(slot)].hit = h
        if nodes[Int(slot)].index >= 0 { nodes[Int(slot)].hit.flags |= HitCache.indexedChildren }
        let parent = nodes[Int(slot)].parent
        if parent >= 0 { indexChanged(parent, child: slot) }
    }

    /// Links `child` under `parent`, just below `above` (-1: on top of every sibling).
    func link(_ child: Int32, under parent: Int32, below above: Int32) {
        ensure(max(child, parent))
        let c = Int(child), p = Int(parent)
        nodes[c].parent = parent
        nodes[p].childCount += 1
        if above < 0 {
            let last = nodes[p].lastChild
            nodes[c].prevSibling = last
            nodes[c].nextSibling = -1
            nodes[c].z = last >= 0 ? nodes[Int(last)].z &+ 1 : 0
            if last >= 0 { nodes[Int(last)].nextSibling = child } else { nodes[p].firstChild = child }
            nodes[p].lastChild = child
            indexChanged(parent, child: child)
        } else {
            let a = Int(above)
            let below = nodes[a].prevSibling
            nodes[c].prevSibling = below
            nodes[c].nextSibling = above
            nodes[a].prevSibling = child
            if below >= 0 { nodes[Int(below)].nextSibling = child } else { nodes[p].firstChild = child }
            // Renumber the stacking order bottom to top (a middle insert is O(children)).
            var z: Int32 = 0
            var k = nodes[p].firstChild
            while k >= 0 { nodes[Int(k)].z = z; z &+= 1; k = nodes[Int(k)].nextSibling }
            markIndexDirty(parent)
        }
        updateIndexPresence(parent)
    }

    func unlink(_ child: Int32) {
        guard child >= 0, Int(child) < capacity else { return }
        let c = Int(child)
        let parent = nodes[c].parent
        guard parent >= 0 else { return }
        let p = Int(parent)
        removeFromIndex(parent, child: child)
        let prev = nodes[c].prevSibling, next = nodes[c].nextSibling
        if prev >= 0 { nodes[Int(prev)].nextSibling = next } else { nodes[p].firstChild = next }
        if next >= 0 { nodes[Int(next)].prevSibling = prev } else { nodes[p].lastChild = prev }
        nodes[p].childCount -= 1
        nodes[c].parent = -1
        nodes[c].prevSibling = -1
        nodes[c].nextSibling = -1
    }

    /// Detaches every child of `slot` (they become roots).
    func orphanChildren(_ slot: Int32) {
        guard slot >= 0, Int(slot) < capacity else { return }
        var c = nodes[Int(slot)].firstChild
        while c >= 0 {
            let next = nodes[Int(c)].nextSibling
            nodes[Int(c)].parent = -1
            nodes[Int(c)].prevSibling = -1
            nodes[Int(c)].nextSibling = -1
            c = next
        }
        nodes[Int(slot)].firstChild = -1
        nodes[Int(slot)].lastChild = -1
        nodes[Int(slot)].childCount = 0
        markIndexDirty(slot)
    }
}

/// One frame of the flat search.
struct FlatFrame {
    var node: Int32
    /// The next child to try (walking down from the top-most), -1 when done.
    var nextChild: Int32
    var inside: Bool
    var point: Point
    /// Indexed children (ChildIndex): the grid cell of `point` and the two cursors.
    var indexed = false
    var cell: Int32 = 0
    var cellCursor: Int32 = 0
    var unboundedCursor: Int32 = 0
}

extension Scene {
    /// The flat tree without counting a reference (the search's child-index calls): the scene
    /// owns it for its whole life.
    @inline(__always)
    func withFlat<R>(_ body: (FlatTree) -> R) -> R {
        Unmanaged.passUnretained(hitTesting.flat)._withUnsafeGuaranteedRef(body)
    }

    /// The flat search (same rules as the traced search in HitTest.swift, which it must match
    /// exactly — tested by running both on random trees). Returns a view slot or -1.
    func flatHitTest(_ root: Int32, _ point: Point, _ stack: RawStack<FlatFrame>) -> Int32 {
        let nodes = hitTesting.flat.nodes
        stack.count = 0
        var pending: Int32 = -1
        // The descent (`descend`, below) starts at a plain root the point is inside; any
        // other root starts on the general search.
        var node = root
        var p = point
        let rootFlags = nodes[Int(root)].hit.flags
        if rootFlags & HitCache.rootNotPlain == 0 && nodes[Int(root)].index < 0 {
            guard rootFlags & HitCache.hittable != 0, nodes[Int(root)].hit.contains(point) else { return -1 }
        } else {
            if case .done(let r) = flatBegin(root, point, stack, nodes) { return r }
            node = -1
        }
        // Frames whose view has a hit-test hook: only those must see a descendant's answer on
        // the way back up; with none on the stack, the first answer is final.
        var hooks = rootFlags & HitCache.hitTestHook != 0 ? 1 : 0
        while true {
            if node >= 0 {
                switch descend(node, p, nodes) {
                case .answer(let r): return r
                case .handOff(let n, let next, let q):
                    stack.count = 0
                    stack.push(FlatFrame(node: n, nextChild: next, inside: true, point: q))
                }
                node = -1
            }
            // The general search: a frame per view on the path; hooks, polygons, redirects,
            // outside-bounds views and indexed children are handled here.
            while stack.count > 0 {
                if pending >= 0 && hooks == 0 { return pending }
                let top = stack.base + (stack.count - 1)
                if pending < 0 && top.pointee.indexed {
                    // Candidates from the child index, in stacking order (top first).
                    let child = withFlat { $0.nextCandidate(top) }
                    if child < 0 { top.pointee.indexed = false; top.pointee.nextChild = -1; continue }
                    let cn = nodes + Int(child)
                    if cn.pointee.hit.flags & HitCache.singular != 0 { continue }
                    let q = top.pointee.point
                    let m = cn.pointee.hit.fromParent
                    let cp = Point(m.a * q.x + m.c * q.y + m.tx, m.b * q.x + m.d * q.y + m.ty)
                    let cflags = cn.pointee.hit.flags
                    if hooks == 0 && cflags & (HitCache.notDescendable | HitCache.hittable) == HitCache.hittable
                        && cn.pointee.index < 0 && cn.pointee.hit.contains(cp) {
                        node = child  // a plain child the point is inside: the descent takes over
                        p = cp
                        break
                    }
                    switch flatBegin(child, cp, stack, nodes) {
                    case .done(let r): pending = r
                    case .pushed: if cn.pointee.hit.flags & HitCache.hitTestHook != 0 { hooks += 1 }
                    }
                    continue
                }
                if pending < 0 && top.pointee.nextChild >= 0 {
                    let q = top.pointee.point
                    // The tight loop: plain siblings the point misses (or that cannot be hit) are
                    // skipped without a frame — two additions (a translation) or one affine map,
                    // four comparisons and a flag test each.
                    var child = top.pointee.nextChild
                    var cn = nodes + Int(child)
                    var cp = Point.zero
                    while true {
                        let flags = cn.pointee.hit.flags
                        if flags & HitCache.translationOnly != 0 {
                            cp = Point(q.x + cn.pointee.hit.fromParent.tx, q.y + cn.pointee.hit.fromParent.ty)
                        } else {
                            let m = cn.pointee.hit.fromParent
                            cp = Point(m.a * q.x + m.c * q.y + m.tx, m.b * q.x + m.d * q.y + m.ty)
                        }
                        if flags & HitCache.notPlain != 0 { break }
                        if flags & HitCache.hittable != 0 && cn.pointee.hit.contains(cp) { break }
                        child = cn.pointee.prevSibling
                        if child < 0 { break }
                        cn = nodes + Int(child)
                    }
                    if child < 0 { top.pointee.nextChild = -1; continue }
                    top.pointee.nextChild = cn.pointee.prevSibling
                    let cflags = cn.pointee.hit.flags
                    if cflags & HitCache.notPlain == 0 {
                        // A plain child the point is inside (what the loop stopped on). With no
                        // hook on the stack and nothing special about it, the descent takes over
                        // (the frames below can no longer change the answer).
                        if hooks == 0 && cflags & HitCache.selfSpecial == 0 && cn.pointee.index < 0 {
                            node = child
                            p = cp
                            break
                        }
                        // A leaf answers at once; otherwise its frame is pushed with what is known.
                        if cn.pointee.lastChild < 0 && cn.pointee.index < 0 {
                            pending = cflags & HitCache.selfSpecial == 0 ? child : selfAnswer(child, cp)
                        } else {
                            var frame = FlatFrame(node: child, nextChild: cn.pointee.lastChild, inside: true, point: cp)
                            if cn.pointee.index >= 0 { withFlat { $0.startIndexed(&frame) } }
                            stack.push(frame)
                        }
                        continue
                    }
                    if cflags & HitCache.singular != 0 { continue }
                    switch flatBegin(child, cp, stack, nodes) {
                    case .done(let r): pending = r
                    case .pushed: if cn.pointee.hit.flags & HitCache.hitTestHook != 0 { hooks += 1 }
                    }
                    continue
                }
                let done = top.pointee.node
                var result = pending
                let flags = nodes[Int(done)].hit.flags
                if result < 0 && top.pointee.inside {
                    result = flags & HitCache.selfSpecial == 0 ? done : selfAnswer(done, top.pointee.point)
                }
                if flags & HitCache.hitTestHook != 0 {
                    result = hookAnswer(done, top.pointee.point, result)
                    hooks -= 1
                }
                stack.count -= 1
                pending = result
            }
            // The general search ended (an answer, or nil), or handed a plain view to the descent.
            if node < 0 { return pending }
        }
    }

    private enum Descent { case answer(Int32), handOff(node: Int32, nextChild: Int32, point: Point) }

    /// The descent: `node` is a plain view the point `p` is inside, with no hook on the path
    /// above it, so its subtree answers at least `node` itself (a plain view never answers nil
    /// once the point is inside) and nothing above needs a frame. The first plain child the
    /// point is inside becomes `node`, with no frame pushed: per child tried, one map, four
    /// comparisons and two flag tests. A child that is not plain (a hook, a polygon
    /// or redirect, outside-bounds, singular) or whose own children are indexed hands `node`
    /// to the general search, with that child the next to try.
    @inline(__always)
    private func descend(_ start: Int32, _ point: Point, _ nodes: UnsafeMutablePointer<FlatNode>) -> Descent {
        var node = start
        // Scalars rather than a Point: the loop keeps them in registers.
        var x = point.x, y = point.y
        var child = nodes[Int(node)].lastChild
        while child >= 0 {
            let cn = nodes + Int(child)
            let flags = cn.pointee.hit.flags
            if flags & HitCache.notDescendable != 0 {
                return .handOff(node: node, nextChild: child, point: Point(x, y))
            }
            // Written out (not a shared helper): returning a pair costs ~5 instructions per
            // level here (measured, hit_chain).
            let cx: Double, cy: Double
            if flags & HitCache.translationOnly != 0 {
                cx = x + cn.pointee.hit.fromParent.tx
                cy = y + cn.pointee.hit.fromParent.ty
            } else {
                let m = cn.pointee.hit.fromParent
                cx = m.a * x + m.c * y + m.tx
                cy = m.b * x + m.d * y + m.ty
            }
            if flags & HitCache.hittable != 0 && cx >= cn.pointee.hit.minX && cx < cn.pointee.hit.maxX
                && cy >= cn.pointee.hit.minY && cy < cn.pointee.hit.maxY {
                node = child
                x = cx
                y = cy
                child = cn.pointee.lastChild
            } else {
                child = cn.pointee.prevSibling
            }
        }
        return .answer(node)
    }

    private enum FlatBegin { case pushed, done(Int32) }

    @inline(__always)
    private func flatBegin(_ node: Int32, _ p: Point, _ stack: RawStack<FlatFrame>,
                           _ nodes: UnsafeMutablePointer<FlatNode>) -> FlatBegin {
        let n = nodes + Int(node)
        let flags = n.pointee.hit.flags
        if flags & HitCache.hittable == 0 {
            return .done(flags & HitCache.hitTestHook != 0 ? hookAnswer(node, p, -1) : -1)
        }
        var inside = n.pointee.hit.contains(p)
        if flags & HitCache.pointInsideHook != 0 { inside = pointInsideHookAnswer(node, p, inside) }
        if !inside && flags & HitCache.outsideBounds == 0 {
            return .done(flags & HitCache.hitTestHook != 0 ? hookAnswer(node, p, -1) : -1)
        }
        var frame = FlatFrame(node: node, nextChild: n.pointee.lastChild, inside: inside, point: p)
        if n.pointee.index >= 0 { withFlat { $0.startIndexed(&frame) } }
        stack.push(frame)
        return .pushed
    }

    @inline(never)
    private func object(_ slot: Int32) -> View? {
        guard slot >= 0, Int(slot) < tree.views.objects.count else { return nil }
        return tree.views.objects[Int(slot)]
    }

    /// H6c/H6d for a view that has a polygon or a redirect.
    @inline(never)
    private func selfAnswer(_ node: Int32, _ p: Point) -> Int32 {
        guard let v = object(node) else { return -1 }
        guard v.hitPolygon.isEmpty || polygonContains(v.hitPolygon, p) else { return -1 }
        if let r = v.hitRedirect, r.isAlive, r.scene === self { return r.handleSlot }
        return node
    }

    @inline(never)
    private func pointInsideHookAnswer(_ node: Int32, _ p: Point, _ engine: Bool) -> Bool {
        guard let v = object(node), let hook = v.pointInsideOverride else { return engine }
        return hook(v, p, engine)
    }

    @inline(never)
    private func hookAnswer(_ node: Int32, _ p: Point, _ engine: Int32) -> Int32 {
        guard let v = object(node), let hook = v.hitTestOverride else { return engine }
        let answer = hook(v, p, engine >= 0 ? object(engine) : nil)
        guard let a = answer else { return -1 }
        guard a.scene === self, a.isAlive else {
            noteCallbackProblem("hit-test override returned a view that is not live in this scene; ignored")
            return engine
        }
        return a.handleSlot
    }
}

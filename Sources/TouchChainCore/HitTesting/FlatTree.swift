/// A flat mirror of the view trees for hit-testing: one plain node per view slot, with the
/// tree as intrusive sibling links and the precomputed HitCache. The hit-test loop walks these
/// nodes by index — no reference counting, no bounds or uniqueness checks — and touches a View
/// object only for views with host hooks, a polygon or a redirect. Kept in step by every tree
/// edit (ViewTree.swift, Scene.destroy) and every setter (refreshHitCache).
///
/// Layout (issue 13, hot fields apart from cold ones): two arrays indexed by slot.
/// - `hot`: what the search reads of every child it tries — the translation of `fromParent`,
///   the hit rectangle, the flags and the two links the search follows (top-most child,
///   next sibling below) — in one 64-byte line (`HotNode`).
/// - `nodes`: the rest — the other links, the linear part of `fromParent` (read only for a
///   view that is not a pure translation), the stacking order and the child-index entry.
/// `hit(_:)` reassembles a view's HitCache from both; `setHit(_:_:)` splits one into both.
struct FlatNode {
    var parent: Int32 = -1
    /// Bottom-most child; siblings link above (`next`). The top-most child and the link below
    /// are hot (`HotNode`).
    var firstChild: Int32 = -1
    var nextSibling: Int32 = -1
    /// Stacking order among siblings (larger is on top); renumbered on middle inserts.
    var z: Int32 = 0
    /// The linear part of `HitCache.fromParent` (its translation is hot).
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0
    var childCount: Int32 = 0
    /// Into FlatTree.indexes when this view's children are indexed (ChildIndex.swift), else -1.
    var index: Int32 = -1
    /// This view's entry in its parent's index: kind and covered cell range.
    var entry: UInt8 = 0
    var cellX0: Int32 = 0, cellY0: Int32 = 0, cellX1: Int32 = -1, cellY1: Int32 = -1
}

/// The hot half of a flat node (see FlatNode): 58 bytes, one 64-byte line per slot. Each
/// axis's three numbers sit together (translation, then the rectangle's two edges), so a test
/// can stop after the x axis without having mapped y (measured: fewer instructions per
/// balanced hit test than one vector addition mapping both).
struct HotNode {
    /// `HitCache.fromParent.tx` and the rectangle's x edges: minX ≤ x < maxX.
    var tx = 0.0, minX = 0.0, maxX = 0.0
    /// The same for y.
    var ty = 0.0, minY = 0.0, maxY = 0.0
    /// Top-most child, and the sibling just below this one.
    var lastChild: Int32 = -1
    var prevSibling: Int32 = -1
    /// `HitCache.flags`.
    var flags: UInt16 = 0

    /// Flags of a child the search may treat in its fastest way: hittable, a pure
    /// translation, nothing special (`HitCache.notDescendable` clear). One test decides it.
    static let fastMask: UInt16 = HitCache.notDescendable | HitCache.hittable | HitCache.translationOnly
    static let fastValue: UInt16 = HitCache.hittable | HitCache.translationOnly

    /// `HitCache.contains`: the same four comparisons.
    @inline(__always)
    func contains(_ x: Double, _ y: Double) -> Bool {
        x >= minX && x < maxX && y >= minY && y < maxY
    }
}

final class FlatTree {
    private(set) var nodes: UnsafeMutablePointer<FlatNode>
    private(set) var hot: UnsafeMutablePointer<HotNode>
    private(set) var capacity: Int

    init() {
        capacity = 64
        nodes = .allocate(capacity: capacity)
        nodes.initialize(repeating: FlatNode(), count: capacity)
        hot = FlatTree.allocateHot(capacity)
        hot.initialize(repeating: HotNode(), count: capacity)
    }

    deinit {
        nodes.deinitialize(count: capacity)
        nodes.deallocate()
        hot.deinitialize(count: capacity)
        UnsafeMutableRawPointer(hot).deallocate()
    }

    /// Hot nodes start on a cache line, so each sits in exactly one.
    private static func allocateHot(_ count: Int) -> UnsafeMutablePointer<HotNode> {
        UnsafeMutableRawPointer.allocate(byteCount: count * MemoryLayout<HotNode>.stride, alignment: 64)
            .bindMemory(to: HotNode.self, capacity: count)
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
        let biggerHot = FlatTree.allocateHot(cap)
        biggerHot.moveInitialize(from: hot, count: capacity)
        (biggerHot + capacity).initialize(repeating: HotNode(), count: cap - capacity)
        UnsafeMutableRawPointer(hot).deallocate()
        hot = biggerHot
        capacity = cap
    }

    /// The view's HitCache, reassembled from its two halves.
    func hit(_ slot: Int32) -> HitCache {
        guard slot >= 0, Int(slot) < capacity else { return HitCache() }
        let n = nodes[Int(slot)], h = hot[Int(slot)]
        var c = HitCache()
        c.fromParent = AffineTransform(a: n.a, b: n.b, c: n.c, d: n.d, tx: h.tx, ty: h.ty)
        c.minX = h.minX; c.minY = h.minY; c.maxX = h.maxX; c.maxY = h.maxY
        c.flags = h.flags
        return c
    }

    /// Child indexes of views with many children (ChildIndex.swift).
    var indexes: [ChildIndex] = []

    func reset(_ slot: Int32) {
        guard slot >= 0, Int(slot) < capacity else { return }
        if nodes[Int(slot)].index >= 0 { indexes[Int(nodes[Int(slot)].index)].release() }
        nodes[Int(slot)] = FlatNode()
        hot[Int(slot)] = HotNode()
    }

    func setHit(_ slot: Int32, _ h: HitCache) {
        guard slot >= 0 else { return }
        ensure(slot)
        let s = Int(slot)
        let m = h.fromParent
        nodes[s].a = m.a; nodes[s].b = m.b; nodes[s].c = m.c; nodes[s].d = m.d
        hot[s].tx = m.tx; hot[s].minX = h.minX; hot[s].maxX = h.maxX
        hot[s].ty = m.ty; hot[s].minY = h.minY; hot[s].maxY = h.maxY
        hot[s].flags = h.flags
        if nodes[s].index >= 0 { hot[s].flags |= HitCache.indexedChildren }
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
            let last = hot[p].lastChild
            hot[c].prevSibling = last
            nodes[c].nextSibling = -1
            nodes[c].z = last >= 0 ? nodes[Int(last)].z &+ 1 : 0
            if last >= 0 { nodes[Int(last)].nextSibling = child } else { nodes[p].firstChild = child }
            hot[p].lastChild = child
            indexChanged(parent, child: child)
        } else {
            let a = Int(above)
            let below = hot[a].prevSibling
            hot[c].prevSibling = below
            nodes[c].nextSibling = above
            hot[a].prevSibling = child
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
        let prev = hot[c].prevSibling, next = nodes[c].nextSibling
        if prev >= 0 { nodes[Int(prev)].nextSibling = next } else { nodes[p].firstChild = next }
        if next >= 0 { hot[Int(next)].prevSibling = prev } else { hot[p].lastChild = prev }
        nodes[p].childCount -= 1
        nodes[c].parent = -1
        hot[c].prevSibling = -1
        nodes[c].nextSibling = -1
    }

    /// Detaches every child of `slot` (they become roots).
    func orphanChildren(_ slot: Int32) {
        guard slot >= 0, Int(slot) < capacity else { return }
        var c = nodes[Int(slot)].firstChild
        while c >= 0 {
            let next = nodes[Int(c)].nextSibling
            nodes[Int(c)].parent = -1
            hot[Int(c)].prevSibling = -1
            nodes[Int(c)].nextSibling = -1
            c = next
        }
        nodes[Int(slot)].firstChild = -1
        hot[Int(slot)].lastChild = -1
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
        let (nodes, hot) = withFlat { ($0.nodes, $0.hot) }
        stack.count = 0
        var pending: Int32 = -1
        // The descent (`descend`, below) starts at a plain root the point is inside; any
        // other root starts on the general search.
        var node = root
        var p = point
        let rootFlags = hot[Int(root)].flags
        if rootFlags & (HitCache.rootNotPlain | HitCache.indexedChildren) == 0 {
            guard rootFlags & HitCache.hittable != 0, hot[Int(root)].contains(point.x, point.y) else { return -1 }
        } else {
            if case .done(let r) = flatBegin(root, point, stack, hot) { return r }
            node = -1
        }
        // Frames whose view has a hit-test hook: only those must see a descendant's answer on
        // the way back up; with none on the stack, the first answer is final.
        var hooks = rootFlags & HitCache.hitTestHook != 0 ? 1 : 0
        while true {
            if node >= 0 {
                switch descend(node, p, nodes, hot) {
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
                    let ch = hot + Int(child)
                    let cflags = ch.pointee.flags
                    if cflags & HitCache.singular != 0 { continue }
                    let cp = mapFromParent(child, top.pointee.point, nodes, hot)
                    if hooks == 0 && cflags & (HitCache.notDescendable | HitCache.hittable) == HitCache.hittable
                        && ch.pointee.contains(cp.x, cp.y) {
                        node = child  // a plain child the point is inside: the descent takes over
                        p = cp
                        break
                    }
                    switch flatBegin(child, cp, stack, hot) {
                    case .done(let r): pending = r
                    case .pushed: if cflags & HitCache.hitTestHook != 0 { hooks += 1 }
                    }
                    continue
                }
                if pending < 0 && top.pointee.nextChild >= 0 {
                    let q = top.pointee.point
                    // The tight loop: plain siblings the point misses (or that cannot be hit) are
                    // skipped without a frame — for a hittable translation, one flag test, two
                    // additions and four comparisons each.
                    var child = top.pointee.nextChild
                    var ch = hot + Int(child)
                    var cx = 0.0, cy = 0.0
                    while true {
                        let flags = ch.pointee.flags
                        if flags & (HitCache.notPlain | HitCache.hittable | HitCache.translationOnly)
                            == HotNode.fastValue {
                            cx = q.x + ch.pointee.tx
                            if cx >= ch.pointee.minX && cx < ch.pointee.maxX {
                                cy = q.y + ch.pointee.ty
                                if cy >= ch.pointee.minY && cy < ch.pointee.maxY { break }
                            }
                        } else {
                            let cp = mapFromParent(child, q, nodes, hot)
                            cx = cp.x; cy = cp.y
                            if flags & HitCache.notPlain != 0 { break }
                            if flags & HitCache.hittable != 0 && ch.pointee.contains(cx, cy) { break }
                        }
                        child = ch.pointee.prevSibling
                        if child < 0 { break }
                        ch = hot + Int(child)
                    }
                    if child < 0 { top.pointee.nextChild = -1; continue }
                    top.pointee.nextChild = ch.pointee.prevSibling
                    let cp = Point(cx, cy)
                    let cflags = ch.pointee.flags
                    if cflags & HitCache.notPlain == 0 {
                        // A plain child the point is inside (what the loop stopped on). With no
                        // hook on the stack and nothing special about it, the descent takes over
                        // (the frames below can no longer change the answer).
                        if hooks == 0 && cflags & (HitCache.selfSpecial | HitCache.indexedChildren) == 0 {
                            node = child
                            p = cp
                            break
                        }
                        // A leaf answers at once; otherwise its frame is pushed with what is known.
                        if ch.pointee.lastChild < 0 && cflags & HitCache.indexedChildren == 0 {
                            pending = cflags & HitCache.selfSpecial == 0 ? child : selfAnswer(child, cp)
                        } else {
                            var frame = FlatFrame(node: child, nextChild: ch.pointee.lastChild, inside: true, point: cp)
                            if cflags & HitCache.indexedChildren != 0 { withFlat { $0.startIndexed(&frame) } }
                            stack.push(frame)
                        }
                        continue
                    }
                    if cflags & HitCache.singular != 0 { continue }
                    switch flatBegin(child, cp, stack, hot) {
                    case .done(let r): pending = r
                    case .pushed: if cflags & HitCache.hitTestHook != 0 { hooks += 1 }
                    }
                    continue
                }
                let done = top.pointee.node
                var result = pending
                let flags = hot[Int(done)].flags
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

    /// `fromParent` applied to `p`, in the same arithmetic as `AffineTransform.apply`.
    @inline(__always)
    private func mapFromParent(_ slot: Int32, _ p: Point, _ nodes: UnsafeMutablePointer<FlatNode>,
                               _ hot: UnsafeMutablePointer<HotNode>) -> Point {
        let n = nodes + Int(slot), h = hot + Int(slot)
        return Point(n.pointee.a * p.x + n.pointee.c * p.y + h.pointee.tx,
                     n.pointee.b * p.x + n.pointee.d * p.y + h.pointee.ty)
    }

    private enum Descent { case answer(Int32), handOff(node: Int32, nextChild: Int32, point: Point) }

    /// The descent: `node` is a plain view the point `p` is inside, with no hook on the path
    /// above it, so its subtree answers at least `node` itself (a plain view never answers nil
    /// once the point is inside) and nothing above needs a frame. The first plain child the
    /// point is inside becomes `node`, with no frame pushed: per child tried, one flag test
    /// (`HotNode.fastMask`), two additions and four comparisons, all in the child's hot line. A
    /// child that is not plain (a hook, a polygon or redirect, outside-bounds, singular) or
    /// whose own children are indexed hands `node` to the general search, with that child the
    /// next to try.
    @inline(__always)
    private func descend(_ start: Int32, _ point: Point, _ nodes: UnsafeMutablePointer<FlatNode>,
                         _ hot: UnsafeMutablePointer<HotNode>) -> Descent {
        var node = start
        // Scalars rather than a Point: the loop keeps them in registers.
        var x = point.x, y = point.y
        var child = hot[Int(node)].lastChild
        while child >= 0 {
            let ch = hot + Int(child)
            let flags = ch.pointee.flags
            if flags & HotNode.fastMask == HotNode.fastValue {
                // A hittable translation: y is mapped only once x is inside (most misses
                // stop at x).
                let cx = x + ch.pointee.tx
                if cx >= ch.pointee.minX && cx < ch.pointee.maxX {
                    let cy = y + ch.pointee.ty
                    if cy >= ch.pointee.minY && cy < ch.pointee.maxY {
                        node = child
                        x = cx
                        y = cy
                        child = ch.pointee.lastChild
                        continue
                    }
                }
                child = ch.pointee.prevSibling
                continue
            }
            if flags & HitCache.notDescendable != 0 {
                return .handOff(node: node, nextChild: child, point: Point(x, y))
            }
            if flags & HitCache.hittable != 0 {
                let n = nodes + Int(child)
                let cx = n.pointee.a * x + n.pointee.c * y + ch.pointee.tx
                let cy = n.pointee.b * x + n.pointee.d * y + ch.pointee.ty
                if ch.pointee.contains(cx, cy) {
                    node = child
                    x = cx
                    y = cy
                    child = ch.pointee.lastChild
                    continue
                }
            }
            child = ch.pointee.prevSibling
        }
        return .answer(node)
    }

    private enum FlatBegin { case pushed, done(Int32) }

    @inline(__always)
    private func flatBegin(_ node: Int32, _ p: Point, _ stack: RawStack<FlatFrame>,
                           _ hot: UnsafeMutablePointer<HotNode>) -> FlatBegin {
        let h = hot + Int(node)
        let flags = h.pointee.flags
        if flags & HitCache.hittable == 0 {
            return .done(flags & HitCache.hitTestHook != 0 ? hookAnswer(node, p, -1) : -1)
        }
        var inside = h.pointee.contains(p.x, p.y)
        if flags & HitCache.pointInsideHook != 0 { inside = pointInsideHookAnswer(node, p, inside) }
        if !inside && flags & HitCache.outsideBounds == 0 {
            return .done(flags & HitCache.hitTestHook != 0 ? hookAnswer(node, p, -1) : -1)
        }
        var frame = FlatFrame(node: node, nextChild: h.pointee.lastChild, inside: inside, point: p)
        if flags & HitCache.indexedChildren != 0 { withFlat { $0.startIndexed(&frame) } }
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

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

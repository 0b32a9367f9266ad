/// A flat mirror of the view trees for hit-testing: one plain node per view slot, with the
/// tree as intrusive sibling links and the precomputed HitCache. The hit-test loop walks these
/// nodes by index — no reference counting, no bounds or uniqueness checks — and touches a View
/// object only for views with host hooks, a polygon or a redirect. Kept in step by every tree
/// edit (ViewTree.swift, Scene.destroy) and every setter (refreshHitCache).
///
/// Layout (issue 13, hot fields apart from cold ones): three arrays.
/// - `hot`: what the search reads of every child it tries — the translation of `fromParent`,
///   the hit rectangle, the flags and the two links the search follows (top-most child,
///   next sibling below) — in one 64-byte line (`HotNode`).
/// - `nodes`: the rest — the other links, the stacking order, the view's own child index,
///   where its linear part is and its entry in its parent's child index (36 bytes).
/// - `linears`: the linear part of `fromParent` (a, b, c, d) of the views whose map is not a
///   pure translation with an exact identity (most views have none: `FlatNode.linear` is -1).
/// `hit(_:)` reassembles a view's HitCache; `setHit(_:_:)` splits one. Besides them, the
/// descent's sibling blocks (`blocks`, SiblingBlocks.swift), which every edit below keeps true.
///
/// Invariants: `hot[s].flags` has `HitCache.indexedChildren` exactly when `nodes[s].index`
/// is ≥ 0 (the search tests the flag only); `nodes[s].linear` is −1 or an entry of `linears`
/// used by that slot alone (freed entries are listed in `freeLinears`); the links are those of
/// the view tree (every tree edit updates both).
struct FlatNode {
    var parent: Int32 = -1
    /// Bottom-most child; siblings link above (`next`). The top-most child and the link below
    /// are hot (`HotNode`).
    var firstChild: Int32 = -1
    var nextSibling: Int32 = -1
    /// Stacking order among siblings (larger is on top); renumbered on middle inserts.
    var z: Int32 = 0
    var childCount: Int32 = 0
    /// Into FlatTree.indexes when this view's children are indexed (ChildIndex.swift), else -1.
    var index: Int32 = -1
    /// Into FlatTree.linears, or -1: the linear part is exactly the identity (1, +0, +0, 1).
    var linear: Int32 = -1
    /// This view's entry in its parent's child index (kind and cell range), when the parent
    /// has one (ChildIndex.swift).
    var entry = ChildIndex.Entry()
}

/// The linear part of a `fromParent` map (its translation is hot).
struct LinearPart {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0
    /// Bit for bit the identity, so that leaving it out changes no arithmetic (a −0 is kept).
    var isExactIdentity: Bool {
        a.bitPattern == (1.0).bitPattern && b.bitPattern == 0 && c.bitPattern == 0 && d.bitPattern == (1.0).bitPattern
    }
}

/// The hot half of a flat node (see FlatNode): 64 bytes, one line per slot. The
/// translation is a pair, so one vector addition maps a point; the rectangle's edges are
/// compared lane by lane, x first (most misses stop there).
struct HotNode {
    /// `HitCache.fromParent`'s translation (tx, ty).
    var t = SIMD2<Double>(0, 0)
    /// `HitCache`'s half-open rectangle: lo ≤ p < hi, lane by lane.
    var lo = SIMD2<Double>(0, 0)
    var hi = SIMD2<Double>(0, 0)
    var tx: Double { t.x }
    var ty: Double { t.y }
    var minX: Double { lo.x }
    var minY: Double { lo.y }
    var maxX: Double { hi.x }
    var maxY: Double { hi.y }
    /// Top-most child, and the sibling just below this one.
    var lastChild: Int32 = -1
    var prevSibling: Int32 = -1
    /// `HitCache.flags`.
    var flags: UInt16 = 0
    /// This view's sibling block (SiblingBlocks.swift): its byte offset in the arena,
    /// `SiblingArena.none` (the arena's first entry, which sends the descent out to build one)
    /// or `SiblingArena.leaf` (the second: the view has no children).
    var block: Int32 = SiblingArena.none

    /// Flags of a child the search may treat in its fastest way: hittable, a pure
    /// translation, nothing special (`HitCache.notDescendable` clear). One test decides it.
    static let fastMask: UInt16 = HitCache.notDescendable | HitCache.hittable | HitCache.translationOnly
    static let fastValue: UInt16 = HitCache.hittable | HitCache.translationOnly

    /// `HitCache.contains`: the same four comparisons, x first.
    @inline(__always)
    func contains(_ p: SIMD2<Double>) -> Bool {
        p.x >= lo.x && p.x < hi.x && p.y >= lo.y && p.y < hi.y
    }

    @inline(__always)
    func contains(_ x: Double, _ y: Double) -> Bool { contains(SIMD2(x, y)) }
}

/// FlatTree's arrays, read without the tree (see `FlatTree.pointers`).
struct FlatPointers {
    let nodes: UnsafeMutablePointer<FlatNode>
    let hot: UnsafeMutablePointer<HotNode>
    let linears: UnsafeMutablePointer<LinearPart>

    /// A slot's linear part (the identity when it has none).
    @inline(__always)
    func linear(_ slot: Int32) -> LinearPart {
        let k = nodes[Int(slot)].linear
        return k < 0 ? LinearPart() : linears[Int(k)]
    }

    /// A slot's `fromParent` applied to `p`: `AffineTransform.apply`'s arithmetic, read from
    /// the linear part and the hot translation. The one place a map from the parent is
    /// applied (the search and `View.convertFromScreen` both call it).
    @inline(__always)
    func mapFromParent(_ slot: Int32, _ p: Point) -> Point {
        let n = linear(slot), h = hot + Int(slot)
        return Point(n.a * p.x + n.c * p.y + h.pointee.tx, n.b * p.x + n.d * p.y + h.pointee.ty)
    }
}

final class FlatTree {
    private(set) var nodes: UnsafeMutablePointer<FlatNode>
    private(set) var hot: UnsafeMutablePointer<HotNode>
    private(set) var capacity: Int

    /// The linear parts, by `FlatNode.linear`; `freeLinears` lists the unused entries.
    private(set) var linears: UnsafeMutablePointer<LinearPart>
    private var linearCapacity = 16, linearCount = 0
    private var freeLinears: [Int32] = []

    init() {
        capacity = 64
        nodes = .allocate(capacity: capacity)
        nodes.initialize(repeating: FlatNode(), count: capacity)
        hot = FlatTree.allocateHot(capacity)
        hot.initialize(repeating: HotNode(), count: capacity)
        linears = .allocate(capacity: linearCapacity)
    }

    /// Sibling blocks (SiblingBlocks.swift).
    var blocks = SiblingArena()

    deinit {
        nodes.deinitialize(count: capacity)
        nodes.deallocate()
        hot.deinitialize(count: capacity)
        UnsafeMutableRawPointer(hot).deallocate()
        linears.deallocate()   // trivial values: nothing to deinitialize
        blocks.deallocate()
    }

    /// A slot's linear part (the identity when it has none).
    @inline(__always)
    func linear(_ slot: Int32) -> LinearPart { pointers.linear(slot) }

    /// The arrays as plain pointers, for loops that must not count a reference to the tree.
    /// Valid until the next tree edit or setter (they may reallocate).
    var pointers: FlatPointers { FlatPointers(nodes: nodes, hot: hot, linears: linears) }

    private func setLinear(_ slot: Int32, _ l: LinearPart) {
        let s = Int(slot)
        var k = nodes[s].linear
        if l.isExactIdentity {
            if k >= 0 { freeLinears.append(k); nodes[s].linear = -1 }
            return
        }
        if k < 0 {
            if let free = freeLinears.popLast() {
                k = free
            } else {
                if linearCount == linearCapacity {
                    let bigger = UnsafeMutablePointer<LinearPart>.allocate(capacity: linearCapacity * 2)
                    bigger.moveInitialize(from: linears, count: linearCount)
                    linears.deallocate()
                    linears = bigger
                    linearCapacity *= 2
                }
                k = Int32(linearCount)
                (linears + linearCount).initialize(to: l)
                linearCount += 1
            }
            nodes[s].linear = k
        }
        linears[Int(k)] = l
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
        let n = linear(slot), h = hot[Int(slot)]
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
        dropBlock(slot)
        dropBlock(nodes[Int(slot)].parent)
        if nodes[Int(slot)].index >= 0 { indexes[Int(nodes[Int(slot)].index)].release() }
        setLinear(slot, LinearPart())
        nodes[Int(slot)] = FlatNode()
        hot[Int(slot)] = HotNode()
    }

    func setHit(_ slot: Int32, _ h: HitCache) {
        guard slot >= 0 else { return }
        ensure(slot)
        let s = Int(slot)
        let m = h.fromParent
        setLinear(slot, LinearPart(a: m.a, b: m.b, c: m.c, d: m.d))
        hot[s].t = SIMD2(m.tx, m.ty)
        hot[s].lo = SIMD2(h.minX, h.minY)
        hot[s].hi = SIMD2(h.maxX, h.maxY)
        hot[s].flags = h.flags
        if nodes[s].index >= 0 { hot[s].flags |= HitCache.indexedChildren }
        let parent = nodes[Int(slot)].parent
        dropBlock(parent)
        if parent >= 0 { indexChanged(parent, child: slot) }
    }

    /// Links `child` under `parent`, just below `above` (-1: on top of every sibling).
    func link(_ child: Int32, under parent: Int32, below above: Int32) {
        ensure(max(child, parent))
        dropBlock(parent)
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
        dropBlock(parent)
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
        dropBlock(slot)
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

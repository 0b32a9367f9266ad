/// A grid over the children of a view with many children (issue 6: 100,000 children in
/// ~constant time). It only prunes: a child whose subtree cannot answer at a point (its hit
/// rectangle, mapped into the parent and grown by a rounding margin, misses it; or it is not
/// hittable or singular) is skipped; every other child is tried by the same code as the plain
/// walk, in the same stacking order (H3). Children whose answer is not bounded by their own
/// rectangle — hits outside bounds (H6b), host hooks (H6f), presentation geometry in use
/// (H6e: inside where it is shown) — are always tried. A traced
/// search (H7) never uses it: a trace lists every child visited. Kept up to date
/// incrementally for appends, removals and geometry changes; a middle insert renumbers the
/// stacking order and rebuilds it on the next query. Equivalence with the plain search is
/// tested on random trees (FlatHitTestEquivalenceTests).
final class ChildIndex {
    /// Views with at least this many children get an index.
    static let threshold: Int32 = 32

    var owner: Int32
    var dirty = true
    var inUse = true
    var minX = 0.0, minY = 0.0, cellW = 1.0, cellH = 1.0
    var cols: Int32 = 1, rows: Int32 = 1
    /// Per cell, child slots in stacking order, top first.
    var cells: [[Int32]] = []
    /// Children always tried, top first.
    var unbounded: [Int32] = []
    /// Where each indexed child was put is kept in the child's flat node (`FlatNode.entry`),
    /// meaningful while this index is not `dirty` (a rebuild rewrites it).

    /// A child's entry: its kind and covered cell range, in 8 bytes. A grid has at most 1,024
    /// columns and rows, so a cell coordinate fits 16 bits; the kind is told by the range:
    /// `x0 == alwaysMark` for a child always tried, an empty range (`x0 > x1`) for none.
    struct Entry {
        var x0: UInt16 = 1, x1: UInt16 = 0, y0: UInt16 = 0, y1: UInt16 = 0
        static let alwaysMark: UInt16 = 0xFFFF
        static var always: Entry { Entry(x0: alwaysMark, x1: alwaysMark, y0: 0, y1: 0) }
        var kind: UInt8 {
            if x0 == Entry.alwaysMark { return ChildIndex.always }
            return x0 > x1 ? ChildIndex.none : ChildIndex.bounded
        }
    }

    init(owner: Int32) { self.owner = owner }

    func release() {
        inUse = false
        cells = []
        unbounded = []
        dirty = true
    }

    static let none: UInt8 = 0, bounded: UInt8 = 1, always: UInt8 = 2
}

/// A child index's candidates at a point (`FlatTree.candidates`): two ranges, `next ..< end`.
struct IndexCandidates {
    var cellNext: UnsafePointer<Int32>?
    var cellEnd: UnsafePointer<Int32>?
    var alwaysNext: UnsafePointer<Int32>?
    var alwaysEnd: UnsafePointer<Int32>?
}

extension FlatTree {
    /// The child's bounding box in its parent's space, or nil when it can never answer there.
    /// (`entry` tells whether it is bounded.)
    fileprivate func footprint(_ c: Int) -> (kind: UInt8, x0: Double, y0: Double, x1: Double, y1: Double) {
        let h = hit(Int32(c))
        if h.flags & HitCache.singular != 0 { return (ChildIndex.none, 0, 0, 0, 0) }
        if h.flags & HitCache.hitTestHook != 0 { return (ChildIndex.always, 0, 0, 0, 0) }
        if h.flags & HitCache.hittable == 0 { return (ChildIndex.none, 0, 0, 0, 0) }
        if h.flags & (HitCache.outsideBounds | HitCache.pointInsideHook | HitCache.presented) != 0 {
            return (ChildIndex.always, 0, 0, 0, 0)
        }
        guard h.maxX > h.minX, h.maxY > h.minY else { return (ChildIndex.none, 0, 0, 0, 0) }
        // Invert fromParent (parent → local) to map the local hit rectangle's corners out.
        let m = h.fromParent
        let det = m.a * m.d - m.b * m.c
        guard det != 0, det.isFinite else { return (ChildIndex.always, 0, 0, 0, 0) }
        let ia = m.d / det, ib = -m.b / det, ic = -m.c / det, id = m.a / det
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for (lx, ly) in [(h.minX, h.minY), (h.maxX, h.minY), (h.minX, h.maxY), (h.maxX, h.maxY)] {
            let ux = lx - m.tx, uy = ly - m.ty
            let px = ia * ux + ic * uy, py = ib * ux + id * uy
            x0 = min(x0, px); y0 = min(y0, py); x1 = max(x1, px); y1 = max(y1, py)
        }
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return (ChildIndex.always, 0, 0, 0, 0) }
        // A rounding margin: the index may only add candidates, never drop one.
        let mx = 1e-9 * max(1, abs(x0), abs(x1)), my = 1e-9 * max(1, abs(y0), abs(y1))
        return (ChildIndex.bounded, x0 - mx, y0 - my, x1 + mx, y1 + my)
    }

    @inline(__always)
    fileprivate func cellCoord(_ v: Double, _ origin: Double, _ size: Double, _ count: Int32) -> Int32 {
        // g rounded to an integer and clamped to 0 ... count − 1: below 0 (or NaN) is 0, from
        // count − 1 on is count − 1. The index needs only a non-decreasing map from coordinates
        // to cells (a footprint from x0 to x1 is entered in cells c(x0) ... c(x1), and a point
        // between them falls in one of those), used alike when entering and when looking up;
        // rounding by adding 1.5 · 2^52 (the integer lands in the low bits of the sum, for
        // 0 ≤ g < 2^31) is such a map, without a call to floor or a checked conversion.
        let g = (v - origin) / size
        if !(g >= 0) { return 0 }
        // count is 1 ... 1,024 (`rebuild`): no overflow.
        if g >= Double(count &- 1) { return count &- 1 }
        return Int32(truncatingIfNeeded: (g + 6_755_399_441_055_744.0).bitPattern)
    }

    /// Creates or drops the index as the child count crosses the threshold.
    func updateIndexPresence(_ parent: Int32) {
        let p = Int(parent)
        if nodes[p].childCount >= ChildIndex.threshold && nodes[p].index < 0 {
            // The view's flags change: its parent's block lists it with them.
            dropBlock(nodes[p].parent)
            if let free = indexes.firstIndex(where: { !$0.inUse }) {
                indexes[free].inUse = true
                indexes[free].owner = parent
                indexes[free].dirty = true
                nodes[p].index = Int32(free)
                hot[p].flags |= HitCache.indexedChildren
            } else {
                indexes.append(ChildIndex(owner: parent))
                nodes[p].index = Int32(indexes.count - 1)
                hot[p].flags |= HitCache.indexedChildren
            }
        }
    }

    func markIndexDirty(_ parent: Int32) {
        guard parent >= 0, Int(parent) < capacity, nodes[Int(parent)].index >= 0 else { return }
        indexes[Int(nodes[Int(parent)].index)].dirty = true
    }

    /// A child was appended or changed geometry: move its entry (or mark for rebuild).
    func indexChanged(_ parent: Int32, child: Int32) {
        let p = Int(parent)
        guard nodes[p].index >= 0 else { return }
        let idx = indexes[Int(nodes[p].index)]
        if idx.dirty { return }
        removeEntry(idx, child)
        addEntry(idx, child)
    }

    func removeFromIndex(_ parent: Int32, child: Int32) {
        let p = Int(parent)
        guard nodes[p].index >= 0 else { return }
        let idx = indexes[Int(nodes[p].index)]
        if idx.dirty { return }
        removeEntry(idx, child)
    }

    private func removeEntry(_ idx: ChildIndex, _ child: Int32) {
        let c = Int(child)
        let e = nodes[c].entry
        switch e.kind {
        case ChildIndex.always:
            idx.unbounded.removeAll { $0 == child }
        case ChildIndex.bounded:
            var y = Int32(e.y0)
            while y <= Int32(e.y1) {
                var x = Int32(e.x0)
                while x <= Int32(e.x1) {
                    idx.cells[Int(y * idx.cols + x)].removeAll { $0 == child }
                    x += 1
                }
                y += 1
            }
        default: break
        }
        nodes[c].entry = ChildIndex.Entry()
    }

    /// Inserts keeping each list in stacking order, top first.
    private func insertSorted(_ list: inout [Int32], _ child: Int32) {
        let z = nodes[Int(child)].z
        var i = 0
        while i < list.count && nodes[Int(list[i])].z > z { i += 1 }
        list.insert(child, at: i)
    }

    private func addEntry(_ idx: ChildIndex, _ child: Int32) {
        let c = Int(child)
        let f = footprint(c)
        nodes[c].entry = ChildIndex.Entry()
        switch f.kind {
        case ChildIndex.always:
            nodes[c].entry = .always
            insertSorted(&idx.unbounded, child)
        case ChildIndex.bounded:
            let x0 = cellCoord(f.x0, idx.minX, idx.cellW, idx.cols)
            let x1 = cellCoord(f.x1, idx.minX, idx.cellW, idx.cols)
            let y0 = cellCoord(f.y0, idx.minY, idx.cellH, idx.rows)
            let y1 = cellCoord(f.y1, idx.minY, idx.cellH, idx.rows)
            nodes[c].entry = ChildIndex.Entry(x0: UInt16(x0), x1: UInt16(x1), y0: UInt16(y0), y1: UInt16(y1))
            var y = y0
            while y <= y1 {
                var x = x0
                while x <= x1 {
                    insertSorted(&idx.cells[Int(y * idx.cols + x)], child)
                    x += 1
                }
                y += 1
            }
        default: break
        }
    }

    /// Rebuilds an index from the children: grid extent over their footprints, about two
    /// children per cell, cells shaped after the extent.
    func rebuild(_ idx: ChildIndex) {
        let p = Int(idx.owner)
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        var n = 0
        var k = nodes[p].firstChild
        while k >= 0 {
            let f = footprint(Int(k))
            if f.kind == ChildIndex.bounded {
                x0 = min(x0, f.x0); y0 = min(y0, f.y0); x1 = max(x1, f.x1); y1 = max(y1, f.y1)
                n += 1
            }
            k = nodes[Int(k)].nextSibling
        }
        if n == 0 { x0 = 0; y0 = 0; x1 = 1; y1 = 1 }
        // About two children per cell, the cells about as wide as they are tall: a long list
        // of wide rows gets a column or two and many rows, not a square count of cells that
        // each row would cross (a square grid over a 320 × 440,000 list entered every row in
        // 71 cells). At most 1,024 columns and rows (`Entry`).
        let cells = (Double(max(n, 1)) / 2).rounded(.up)
        let w = max(x1 - x0, 1e-9), h = max(y1 - y0, 1e-9)
        // At most `cells` columns (and so rows): a row of wide children is one row of cells.
        let cols = Int32(min(1024, cells, max(1, (cells * w / h).squareRoot().rounded(.up))))
        let rows = Int32(min(1024, max(1, (cells / Double(cols)).rounded(.up))))
        idx.cols = cols
        idx.rows = rows
        idx.minX = x0
        idx.minY = y0
        idx.cellW = max((x1 - x0) / Double(cols), 1e-9)
        idx.cellH = max((y1 - y0) / Double(rows), 1e-9)
        idx.cells = Array(repeating: [], count: Int(cols * rows))
        idx.unbounded = []
        // Walk top to bottom so appends keep each list in order without shifting.
        k = hot[p].lastChild
        while k >= 0 {
            let c = Int(k)
            let f = footprint(c)
            nodes[c].entry = ChildIndex.Entry()
            if f.kind == ChildIndex.always {
                nodes[c].entry = .always
                idx.unbounded.append(k)
            } else if f.kind == ChildIndex.bounded {
                let cx0 = cellCoord(f.x0, idx.minX, idx.cellW, idx.cols)
                let cx1 = cellCoord(f.x1, idx.minX, idx.cellW, idx.cols)
                let cy0 = cellCoord(f.y0, idx.minY, idx.cellH, idx.rows)
                let cy1 = cellCoord(f.y1, idx.minY, idx.cellH, idx.rows)
                nodes[c].entry = ChildIndex.Entry(x0: UInt16(cx0), x1: UInt16(cx1), y0: UInt16(cy0), y1: UInt16(cy1))
                var y = cy0
                while y <= cy1 {
                    var x = cx0
                    while x <= cx1 { idx.cells[Int(y * idx.cols + x)].append(k); x += 1 }
                    y += 1
                }
            }
            k = hot[c].prevSibling
        }
        idx.dirty = false
    }

    /// Sets a frame up to walk its view's index at the frame's point.
    @inline(__always)
    func startIndexed(_ frame: inout FlatFrame) {
        frame.walkIndex(candidates(frame.node, frame.point.x, frame.point.y))
    }

    /// The candidates at a point (in `node`'s space) of the index over `node`'s children, as
    /// two pointer ranges: the point's cell's list and the always-tried list, each top first.
    /// They point into the index's arrays, which stay as they are for the whole search (the
    /// tree cannot change while a search runs: E5/H5).
    @inline(__always)
    func candidates(_ node: Int32, _ x: Double, _ y: Double) -> IndexCandidates {
        let k = Int(nodes[Int(node)].index)
        if indexes[k].dirty { rebuild(indexes[k]) }
        // Read without counting: the index lives as long as the search (see above).
        return Unmanaged.passUnretained(indexes[k])._withUnsafeGuaranteedRef { idx in
            // Both coordinates are in 0 ..< 1,024 (`cellCoord`, `rebuild`): no overflow, and
            // the cell is one of the `cols · rows` lists.
            let cell = cellCoord(y, idx.minY, idx.cellH, idx.rows) &* idx.cols
                &+ cellCoord(x, idx.minX, idx.cellW, idx.cols)
            let (cn, ce) = Self.range(idx.cells[Int(cell)])
            let (an, ae) = Self.range(idx.unbounded)
            return IndexCandidates(cellNext: cn, cellEnd: ce, alwaysNext: an, alwaysEnd: ae)
        }
    }

    /// A list's elements as a pointer range (both nil when it has no storage).
    @inline(__always)
    private static func range(_ list: [Int32]) -> (UnsafePointer<Int32>?, UnsafePointer<Int32>?) {
        list.withUnsafeBufferPointer { b in (b.baseAddress, b.baseAddress.map { $0 + b.count }) }
    }

    /// The next candidate child, top first, merging the cell's list and the always-tried list.
    func nextCandidate(_ frame: UnsafeMutablePointer<FlatFrame>) -> Int32 {
        let ca = frame.pointee.cellNext, cb = frame.pointee.alwaysNext
        let a: Int32 = ca != frame.pointee.cellEnd ? ca.unsafelyUnwrapped.pointee : -1
        let b: Int32 = cb != frame.pointee.alwaysEnd ? cb.unsafelyUnwrapped.pointee : -1
        if a < 0 && b < 0 { return -1 }
        if b < 0 || (a >= 0 && nodes[Int(a)].z > nodes[Int(b)].z) {
            frame.pointee.cellNext = ca.unsafelyUnwrapped + 1
            return a
        }
        frame.pointee.alwaysNext = cb.unsafelyUnwrapped + 1
        return b
    }
}

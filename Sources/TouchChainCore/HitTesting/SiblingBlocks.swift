/// Sibling blocks (issue 13): a view's children, top first, side by side in one run of
/// memory, each with its hit rectangle as thresholds in the view's own space. The descent
/// (HitSearch.swift) tries a child with four comparisons against its entry: no flag test, no
/// addition, no load of the child's hot line, and consecutive children in consecutive memory.
///
/// Why the thresholds give the same answers. The descent tests a plain, hittable translated
/// child by mapping the point, c = q + t (rounded), and comparing lo ≤ c < hi, axis by axis.
/// Rounding to nearest is monotone: q + t never decreases as q grows. So the points q with
/// q + t ≥ lo are exactly those with q ≥ A, for one double A (the least such q), and those with
/// q + t < hi exactly those with q < B. `threshold` finds A (and B) by searching the doubles
/// in order around lo − t, checking the very comparison the search makes. The entry's test
/// `q ≥ A && !(q ≥ B)` then answers what the mapped test answers, for every q that is not NaN
/// (the descent's point never is: it is always inside the view it has entered). A child that
/// is not a plain hittable translation, or whose thresholds are not finite (geometry far out
/// of range), gets an entry that every point that is not NaN passes (−∞ and NaN), and the
/// descent tries it as it always did.
///
/// Invariants: `HotNode.block` is `SiblingArena.none` (no block yet), `SiblingArena.leaf` (the
/// view has no children) or the byte offset in the arena of a block listing the view's
/// children as they are now, top first, with their entries for their hot lines as they are
/// now. The arena's first two entries are always the ones `none` and `leaf` point to: every
/// point that is not NaN passes them, and their codes are `SiblingEntry.unbuilt` and
/// `SiblingEntry.end` — so the descent needs no test for "no block" at each level: it finds
/// out from the entry, as it finds a block's end, and a leaf it has met before answers as a
/// block with no child hit does. An entry's `childBlock` is the address of its child's
/// `HotNode.block` in the arena as it is now (building or dropping a block updates the entry
/// in the parent's; growing the arena rebases every entry); an entry's `exact` is exactly
/// `code >= 0` (the sentinels and every `end` entry are not exact). Every edit
/// of a child list or of a child's hot line drops the parent's block (FlatTree: `setHit`,
/// `link`, `unlink`, `orphanChildren`, `reset`; ChildIndex: `updateIndexPresence`). Blocks are
/// built by the descent, lazily, for views it enters that have children and no child index,
/// in one arena; `live` counts the entries of blocks not dropped (not the first two). When
/// the arena is full and at least half of it is dropped blocks, every block is dropped and
/// the arena starts again (no live pointer into it exists then: a block is built only
/// between two blocks' scans).

/// One child in a block. A block ends with an entry every point that is not NaN passes and
/// whose `code` is `SiblingEntry.end`.
struct SiblingEntry {
    // (The link first: the descent's pointer to an entry then needs no offset.)
    /// The child's own block (`HotNode.block`) as the address of its first entry, kept equal
    /// to it: the descent goes on into the child's children with one load, without reading
    /// the child's hot line or adding the arena's base. Addresses, unlike offsets, move with
    /// the arena: growing it rebases every entry (`SiblingArena.grow`).
    var childBlock: UnsafePointer<SiblingEntry>
    /// The child's slot (≥ 0) when the entry is exact (a plain hittable translation: passing
    /// means inside); `end` for the block's last entry; `unbuilt` for the arena's first entry
    /// (the block of a view without one); else `tried(slot)`.
    var code: Int32
    /// `code >= 0`, apart (the descent's loop through exact entries tests this byte alone).
    var exact: Bool
    /// x ≥ ax && !(x ≥ bx) && y ≥ ay && !(y ≥ by): the point is inside the child's rectangle
    /// (for an exact entry), or the child must be tried (else: ax, ay = −∞; bx, by = NaN).
    /// With each axis, the child's translation on it (`HotNode.t`), so that entering the child
    /// needs nothing from its hot line. (Axis by axis, not the two translations together: side
    /// by side, the compiler added them as a pair and then held the point as a pair in every
    /// loop of the descent, taking it apart at each test.)
    var ax: Double, bx: Double, tx: Double = 0
    var ay: Double, by: Double, ty: Double = 0

    static let end: Int32 = -1
    static let unbuilt: Int32 = -2
    /// The code of a child that must be tried, and back.
    @inline(__always) static func tried(_ slot: Int32) -> Int32 { -3 - slot }
    @inline(__always) static func slot(tried code: Int32) -> Int32 { -3 - code }
    /// An entry every point that is not NaN passes, with `code`; its `childBlock` is `block`.
    static func passing(_ code: Int32, block: UnsafePointer<SiblingEntry>) -> SiblingEntry {
        SiblingEntry(childBlock: block, code: code, exact: false, ax: -.infinity, bx: .nan, ay: -.infinity, by: .nan)
    }
}

extension FlatTree {
    /// The least double q with `q + t >= bound` (the search's own comparison), or nil when t or
    /// bound is not finite or that q is not finite. Found by galloping from `bound − t` and
    /// then halving, over the doubles in order (`orderedKey`): the comparison is monotone in q,
    /// and the answer may lie many doubles from `bound − t` when q is much smaller than t.
    static func threshold(_ t: Double, _ bound: Double) -> Double? {
        guard t.isFinite, bound.isFinite else { return nil }
        @inline(__always) func passes(_ k: Int64) -> Bool { orderedValue(k) + t >= bound }
        let top = orderedKey(.infinity), bottom = orderedKey(-.infinity)
        // passes(top) (∞ + t ≥ bound) and !passes(bottom) (−∞ + t < bound): a bracket exists.
        let guess = bound - t
        let start = guess.isNaN ? 0 : orderedKey(guess)
        var lo: Int64, hi: Int64   // !passes(lo), passes(hi)
        var step: Int64 = 1
        if passes(start) {
            hi = start
            while true {
                let (d, over) = hi.subtractingReportingOverflow(step)
                let next = over || d < bottom ? bottom : d
                if !passes(next) { lo = next; break }
                hi = next
                if step < 1 << 61 { step *= 2 }
            }
        } else {
            lo = start
            while true {
                let (u, over) = lo.addingReportingOverflow(step)
                let next = over || u > top ? top : u
                if passes(next) { hi = next; break }
                lo = next
                if step < 1 << 61 { step *= 2 }
            }
        }
        // Halve: the difference is below 2^64, so it is taken unsigned.
        while true {
            let gap = UInt64(bitPattern: hi) &- UInt64(bitPattern: lo)
            if gap <= 1 { break }
            let mid = lo &+ Int64(bitPattern: gap / 2)
            if passes(mid) { hi = mid } else { lo = mid }
        }
        let a = orderedValue(hi)
        return a.isFinite ? a : nil
    }

    /// Doubles (not NaN) as integers in the same order; −0 and +0 share 0.
    static func orderedKey(_ x: Double) -> Int64 {
        let b = Int64(bitPattern: x.bitPattern)
        return b >= 0 ? b : Int64.min &- b
    }

    static func orderedValue(_ k: Int64) -> Double {
        k >= 0 ? Double(bitPattern: UInt64(k)) : Double(bitPattern: UInt64(bitPattern: 0 &- k) | (1 << 63))
    }

    /// A child's entry, from its hot line.
    private func siblingEntry(_ child: Int32) -> SiblingEntry {
        let h = hot[Int(child)]
        guard h.flags & HotNode.fastMask == HotNode.fastValue,
              let ax = FlatTree.threshold(h.t.x, h.lo.x), let bx = FlatTree.threshold(h.t.x, h.hi.x),
              let ay = FlatTree.threshold(h.t.y, h.lo.y), let by = FlatTree.threshold(h.t.y, h.hi.y)
        else {
            return .passing(SiblingEntry.tried(child), block: blocks.address(h.block))
        }
        return SiblingEntry(childBlock: blocks.address(h.block), code: child, exact: true, ax: ax, bx: bx, tx: h.t.x,
                            ay: ay, by: by, ty: h.t.y)
    }

    /// Builds `parent`'s block (it has children and none is built): the arena's address (it may
    /// have moved) and the block's start in it.
    func buildBlock(_ parent: Int32) -> (UnsafeMutablePointer<SiblingEntry>, Int32) {
        let p = Int(parent)
        let need = Int(nodes[p].childCount) + 1
        if blocks.used + need > blocks.capacity {
            if blocks.live * 2 <= blocks.used { dropAllBlocks() }
            if blocks.used + need > blocks.capacity {
                blocks.grow(to: min(max(blocks.capacity * 2, blocks.used + need), SiblingArena.maxEntries))
            }
            // At the arena's limit: start again (a block has at most 32 entries: no index below
            // ChildIndex.threshold children).
            if blocks.used + need > blocks.capacity { dropAllBlocks() }
        }
        let start = blocks.used
        let arena = blocks.entries
        blocks.builds += 1
        var e = start
        var k = hot[p].lastChild
        // (The child count and the links agree; the bound only guards the arena.)
        while k >= 0 && e < start + need - 1 {
            (arena + e).initialize(to: siblingEntry(k))
            e += 1
            k = hot[Int(k)].prevSibling
        }
        (arena + e).initialize(to: .passing(SiblingEntry.end, block: blocks.address(SiblingArena.none)))
        e += 1
        blocks.used = e
        blocks.live += e - start
        hot[p].block = Int32(start * MemoryLayout<SiblingEntry>.stride)
        noteBlockInParent(parent, hot[p].block)
        return (arena, hot[p].block)
    }

    /// Marks `slot`, which has no children and no block, as a leaf (its block is `leaf`).
    func markLeaf(_ slot: Int32) {
        hot[Int(slot)].block = SiblingArena.leaf
        noteBlockInParent(slot, SiblingArena.leaf)
    }

    /// Keeps `slot`'s entry in its parent's block (if the parent has one) equal to `slot`'s
    /// block.
    private func noteBlockInParent(_ slot: Int32, _ block: Int32) {
        let parent = nodes[Int(slot)].parent
        guard parent >= 0 else { return }
        let pb = hot[Int(parent)].block
        guard pb != SiblingArena.none && pb != SiblingArena.leaf else { return }
        var e = Int(pb) / MemoryLayout<SiblingEntry>.stride
        while blocks.entries[e].code != SiblingEntry.end {
            let code = blocks.entries[e].code
            if code == slot || code == SiblingEntry.tried(slot) {
                blocks.entries[e].childBlock = blocks.address(block)
                return
            }
            e += 1
        }
    }

    /// Drops `slot`'s block, if it has one (its children or one of their hot lines changed).
    /// Inline for the usual case, a view without a block (every setter of a child calls it).
    @inline(__always)
    func dropBlock(_ slot: Int32) {
        guard slot >= 0, Int(slot) < capacity, hot[Int(slot)].block != SiblingArena.none else { return }
        dropBuiltBlock(slot)
    }

    @inline(never)
    private func dropBuiltBlock(_ slot: Int32) {
        let b = hot[Int(slot)].block
        if b == SiblingArena.leaf {   // no entries of its own
            hot[Int(slot)].block = SiblingArena.none
            noteBlockInParent(slot, SiblingArena.none)
            return
        }
        var e = Int(b) / MemoryLayout<SiblingEntry>.stride
        while blocks.entries[e].code != SiblingEntry.end { e += 1 }
        blocks.live -= e + 1 - Int(b) / MemoryLayout<SiblingEntry>.stride
        hot[Int(slot)].block = SiblingArena.none
        noteBlockInParent(slot, SiblingArena.none)
    }

    /// Drops every block and empties the arena but for its first two entries.
    private func dropAllBlocks() {
        var s = 0
        while s < capacity { hot[s].block = SiblingArena.none; s += 1 }
        blocks.used = SiblingArena.first   // the first two entries stay
        blocks.live = 0
        blocks.restarts += 1
    }
}

extension FlatTree {
    /// The invariants above, checked over every slot (for tests): each problem found, described.
    func blockInvariantViolations() -> [String] {
        var problems: [String] = []
        var live = 0
        for (k, code) in [(0, SiblingEntry.unbuilt), (1, SiblingEntry.end)] {
            let sentinel = blocks.entries[k]
            if sentinel.code != code || sentinel.exact || !(sentinel.ax == -.infinity) || !sentinel.bx.isNaN
                || !(sentinel.ay == -.infinity) || !sentinel.by.isNaN {
                problems.append("the arena's entry \(k) is not the passing entry with code \(code)")
            }
            if sentinel.childBlock != blocks.address(SiblingArena.none) {
                problems.append("the arena's entry \(k) does not point into the arena's first entry")
            }
        }
        for s in 0..<capacity where hot[s].block == SiblingArena.leaf && hot[s].lastChild >= 0 {
            problems.append("slot \(s): marked a leaf, with children")
        }
        for s in 0..<capacity where hot[s].block != SiblingArena.none && hot[s].block != SiblingArena.leaf {
            let b = Int(hot[s].block)
            if b % MemoryLayout<SiblingEntry>.stride != 0 || b < 0
                || b / MemoryLayout<SiblingEntry>.stride >= blocks.used {
                problems.append("slot \(s): block offset \(b) outside the arena")
                continue
            }
            var e = b / MemoryLayout<SiblingEntry>.stride
            var k = hot[s].lastChild
            if k < 0 { problems.append("slot \(s): a block without children") }
            while k >= 0 {
                let entry = blocks.entries[e]
                let slot = entry.code >= 0 ? entry.code : SiblingEntry.slot(tried: entry.code)
                if entry.code == SiblingEntry.end || slot != k {
                    problems.append("slot \(s): entry \(e - b / MemoryLayout<SiblingEntry>.stride) is not child \(k)")
                    break
                }
                if entry.childBlock != blocks.address(hot[Int(k)].block) {
                    // (An offset from this arena's start: an address into one it moved out of
                    // shows as an offset outside it.)
                    let held = UnsafeRawPointer(entry.childBlock) - UnsafeRawPointer(blocks.entries)
                    problems.append("slot \(s): child \(k)'s entry holds block \(held), it has \(hot[Int(k)].block)")
                }
                // The entry is the one its child's hot line gives now, bit for bit.
                let fresh = siblingEntry(k)
                let same = fresh.code == entry.code && fresh.exact == entry.exact
                    && [fresh.ax, fresh.bx, fresh.ay, fresh.by, fresh.tx, fresh.ty].map(\.bitPattern)
                        == [entry.ax, entry.bx, entry.ay, entry.by, entry.tx, entry.ty].map(\.bitPattern)
                if !same { problems.append("slot \(s): child \(k)'s entry is not the one its hot line gives") }
                e += 1
                k = hot[Int(k)].prevSibling
            }
            if k < 0 && (blocks.entries[e].code != SiblingEntry.end || blocks.entries[e].exact) {
                problems.append("slot \(s): no end after its children")
            }
            live += e + 1 - b / MemoryLayout<SiblingEntry>.stride
        }
        if live != blocks.live { problems.append("live entries \(blocks.live), counted \(live)") }
        return problems
    }
}

/// The arena of sibling blocks (entries are plain values: nothing to deinitialize).
struct SiblingArena {
    private(set) var entries: UnsafeMutablePointer<SiblingEntry>
    private(set) var capacity: Int
    /// Entries in use (the first two, and blocks built, dropped or not), and in blocks not
    /// dropped.
    var used = 0
    var live = 0
    /// Blocks built and times the arena started again, since the scene began (for tests).
    var builds = 0
    var restarts = 0

    /// Blocks are addressed by byte offsets in 32 bits (`HotNode.block`).
    static let maxEntries = Int(Int32.max) / MemoryLayout<SiblingEntry>.stride
    /// The block of a view without one: the arena's first entry, a passing `unbuilt` entry;
    /// and of a view the descent found without children: the second, a passing `end` entry.
    /// Both are kept for the arena's life (blocks start after them, at entry `first`).
    static let none: Int32 = 0
    static let leaf = Int32(MemoryLayout<SiblingEntry>.stride)
    static let first = 2

    init() {
        capacity = 64
        entries = SiblingArena.allocate(capacity)
        entries.initialize(to: .passing(SiblingEntry.unbuilt, block: entries))
        (entries + 1).initialize(to: .passing(SiblingEntry.end, block: entries))
        used = SiblingArena.first
    }

    /// The address of the block at byte offset `block` (a `HotNode.block`), valid until the
    /// arena grows.
    @inline(__always)
    func address(_ block: Int32) -> UnsafePointer<SiblingEntry> {
        UnsafeRawPointer(entries).advanced(by: Int(block)).assumingMemoryBound(to: SiblingEntry.self)
    }

    /// Moves the entries to a bigger arena and rebases every entry's `childBlock` on it (the
    /// entries of dropped blocks too: each address then points into the new arena, at the
    /// same offset, and no address into the old one is left).
    /// Entries start on a cache line (64 bytes each: one line per entry).
    private static func allocate(_ count: Int) -> UnsafeMutablePointer<SiblingEntry> {
        UnsafeMutableRawPointer.allocate(byteCount: count * MemoryLayout<SiblingEntry>.stride, alignment: 64)
            .bindMemory(to: SiblingEntry.self, capacity: count)
    }

    mutating func grow(to count: Int) {
        let bigger = SiblingArena.allocate(count)
        bigger.moveInitialize(from: entries, count: used)
        let old = UnsafeRawPointer(entries), new = UnsafeRawPointer(bigger)
        var k = 0
        while k < used {
            let offset = UnsafeRawPointer(bigger[k].childBlock) - old
            bigger[k].childBlock = new.advanced(by: offset).assumingMemoryBound(to: SiblingEntry.self)
            k += 1
        }
        UnsafeMutableRawPointer(entries).deallocate()
        entries = bigger
        capacity = count
    }

    func deallocate() { UnsafeMutableRawPointer(entries).deallocate() }
}

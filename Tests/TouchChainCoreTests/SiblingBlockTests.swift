import Testing
@testable import TouchChainCore

/// Sibling blocks (HitTesting/SiblingBlocks.swift): the descent tries a plain translated child
/// by comparing the point with thresholds instead of mapping it. These tests check that the
/// thresholds answer exactly what the mapped comparison answers, and that the blocks follow
/// every tree edit, on geometry whose sums round (fractions, large offsets) and on points a few
/// doubles either side of an edge.
@Suite("Sibling blocks (H2, H3)")
struct SiblingBlockTests {
    typealias RNG = FlatHitTestEquivalenceTests.RNG

    /// A translation or an edge: tenths (sums that round), arbitrary doubles at every scale,
    /// and now and then a large offset against a small edge.
    static func value(_ rng: inout RNG) -> Double {
        switch rng.next() % 4 {
        case 0: return Double(Int(rng.next() % 20_001) - 10_000) * 0.1
        case 1:
            let e = Double(Int(rng.next() % 19) - 6)
            var scale = 1.0
            for _ in 0..<Int(abs(e)) { scale *= 10 }
            return rng.range(-1, 1) * (e < 0 ? 1 / scale : scale)
        case 2: return rng.range(-1, 1) * 1e15
        default: return rng.range(-500, 500)
        }
    }

    @Test
    func H2_thresholds_answer_the_mapped_comparison() {
        var rng = RNG(state: 20_261_127)
        var differsFromNaive = 0
        for _ in 0..<20_000 {
            let t = Self.value(&rng), bound = Self.value(&rng)
            guard let a = FlatTree.threshold(t, bound) else {
                Issue.record("no threshold for t \(t), bound \(bound)")
                continue
            }
            if a != bound - t { differsFromNaive += 1 }
            var qs: [Double] = [a, a.nextDown, a.nextUp, a.nextDown.nextDown, a.nextUp.nextUp,
                                0.0, -0.0, .infinity, -.infinity, bound, -t, Self.value(&rng)]
            qs.append(bound - t)
            for q in qs {
                #expect((q + t >= bound) == (q >= a), "t \(t), bound \(bound), q \(q), threshold \(a)")
            }
        }
        // The test is worth something only if subtracting would have been wrong somewhere.
        #expect(differsFromNaive > 100, "only \(differsFromNaive) thresholds differ from bound − t")
        // Geometry that is not finite, or a threshold no finite point reaches, gives none (the
        // child is tried the long way); the extremes are found.
        #expect(FlatTree.threshold(.infinity, 0) == nil)
        #expect(FlatTree.threshold(0, .nan) == nil)
        #expect(FlatTree.threshold(-1e308, 1e308) == nil)
        #expect(FlatTree.threshold(1e308, -1e308) == -.greatestFiniteMagnitude)
        #expect(FlatTree.threshold(0, 0) == 0)
    }

    /// Points at and a few doubles around a view's edges, in window coordinates.
    static func edgePoints(_ v: View, _ rng: inout RNG) -> [Point] {
        let b = v.bounds
        let x = rng.chance(0.5) ? b.minX : b.minX + b.size.width
        let y = rng.chance(0.5) ? b.minY : b.minY + b.size.height
        let inside = Point(rng.range(b.minX, b.minX + b.size.width), rng.range(b.minY, b.minY + b.size.height))
        let corner = v.convertToScreen(Point(x, y))
        let onX = v.convertToScreen(Point(x, inside.y))
        let onY = v.convertToScreen(Point(inside.x, y))
        var points: [Point] = []
        for base in [corner, onX, onY] {
            // A few doubles either side of the edge's image...
            var px = base.x, py = base.y
            for _ in 0..<3 { px = px.nextDown; py = py.nextDown }
            var qx = px
            for _ in 0..<7 {
                points.append(Point(qx, base.y))
                points.append(Point(base.x, py))
                qx = qx.nextUp
                py = py.nextUp
            }
            // ...and across the width of one rounding step of the view's own coordinates
            // (with a large bounds origin, many window points map to the edge's double).
            let sx = (abs(x) + abs(base.x)).ulp / 4, sy = (abs(y) + abs(base.y)).ulp / 4
            for j in -8...8 {
                points.append(Point(base.x + Double(j) * sx, base.y))
                points.append(Point(base.x, base.y + Double(j) * sy))
            }
        }
        return points
    }

    @Test(arguments: Array(1...16))
    func H3_blocks_follow_every_edit(seed: Int) throws {
        var rng = RNG(state: UInt64(seed) &* 15_485_863)
        let s = try Scene()
        let w = try s.createWindow(frame: Rect(0.1, 0.3, 1000, 1000))
        var all: [View] = [w]
        func randomFrame() -> Rect {
            // Now and then near the parent's origin, where a large bounds origin (below) makes
            // the mapped point's sum round far coarser than the point itself.
            if rng.chance(0.3) { return Rect(rng.range(0, 3), rng.range(0, 3), rng.range(0, 300), rng.range(0, 300)) }
            return Rect(Self.value(&rng).truncatingRemainder(dividingBy: 700) + 100.05,
                        Self.value(&rng).truncatingRemainder(dividingBy: 700) + 100.05,
                        rng.range(0, 300), rng.range(0, 300))
        }
        func boundsOrigin() -> Double {
            rng.chance(0.5) ? Self.value(&rng) : Self.value(&rng).truncatingRemainder(dividingBy: 50)
        }
        func randomView(_ name: String) throws -> View {
            let v = try s.createView(frame: randomFrame())
            v.name = name
            if rng.chance(0.5) {
                try v.setBounds(Rect(boundsOrigin(), boundsOrigin(), v.bounds.size.width, v.bounds.size.height))
            }
            if rng.chance(0.05) { try v.setTransform(.scale(rng.range(0.5, 2), rng.range(0.5, 2))) }
            if rng.chance(0.05) { try v.setFlag(.hidden, true) }
            if rng.chance(0.04) { try v.setFlag(.hitsOutsideBounds, true) }
            if rng.chance(0.03) { v.hitTestOverride = { me, p, e in p.x < 0 ? me : e } }
            return v
        }
        // Parents with 2 to 12 children, three or four levels.
        for i in 0..<Int(rng.range(30, 160)) {
            let parent = all[Int(rng.next() % UInt64(all.count))]
            guard parent.subviews.count < 12 else { continue }
            let v = try randomView("v\(i)")
            try parent.insertSubview(v, at: Int(rng.next() % UInt64(parent.subviews.count + 1)))
            all.append(v)
        }
        var onEdge = 0
        func compare(_ round: Int) throws {
            for _ in 0..<40 {
                let v = all[Int(rng.next() % UInt64(all.count))]
                guard v.isAlive, v.window === w else { continue }
                for p in Self.edgePoints(v, &rng) {
                    s.hitTesting.forceGeneralSearch = false
                    let fast = try s.hitTest(w, p)
                    s.hitTesting.forceGeneralSearch = true
                    let general = try s.hitTest(w, p)
                    #expect(fast === general, "seed \(seed) round \(round) at (\(p.x), \(p.y)): fast \(fast?.name ?? "nil"), general \(general?.name ?? "nil")")
                    if let q = v.convertFromScreen(p),
                       q.x == v.bounds.minX || q.x == v.bounds.minX + v.bounds.size.width
                        || q.y == v.bounds.minY || q.y == v.bounds.minY + v.bounds.size.height { onEdge += 1 }
                }
            }
        }
        // The blocks' invariants (SiblingBlocks.swift), and no block built again by queries
        // that find them all in place.
        func checkBlocks(_ round: Int) throws {
            let flat = s.hitTesting.flat
            #expect(flat.blockInvariantViolations() == [], "seed \(seed) round \(round)")
            s.hitTesting.forceGeneralSearch = false
            let points = (0..<200).map { _ in Point(rng.range(0, 1000), rng.range(0, 1000)) }
            // Passes over the same points until one starts the arena over no more (a restart
            // drops blocks the pass had built); the next pass then builds nothing.
            var passes = 0
            repeat {
                let restarts = flat.blocks.restarts
                for p in points { _ = try s.hitTest(w, p) }
                passes += 1
                if flat.blocks.restarts == restarts { break }
            } while passes < 5
            let builds = flat.blocks.builds
            for p in points { _ = try s.hitTest(w, p) }
            #expect(flat.blocks.builds == builds, "seed \(seed) round \(round): the same queries built blocks again")
            #expect(flat.blockInvariantViolations() == [], "seed \(seed) round \(round)")
        }
        try compare(0)
        try checkBlocks(0)
        for round in 1...4 {
            // Every kind of edit the blocks must follow, after blocks were built by the queries.
            for _ in 0..<12 {
                let v = all[1 + Int(rng.next() % UInt64(all.count - 1))]
                guard v.isAlive else { continue }
                switch rng.next() % 10 {
                case 0: try v.setFrame(randomFrame())
                case 1: try v.setBounds(Rect(boundsOrigin(), 0.7, v.bounds.size.width, v.bounds.size.height))
                case 2: try v.setFlag(.hidden, !v.isHidden)
                case 3: try v.setFlag(.userInteractionEnabled, !v.isUserInteractionEnabled)
                case 4: try v.setTransform(rng.chance(0.5) ? .identity : .scale(1.5, 0.75))
                case 5:
                    if rng.chance(0.5), let parent = v.superview {   // restack among its siblings
                        try v.removeFromSuperview()
                        try parent.insertSubview(v, at: Int(rng.next() % UInt64(parent.subviews.count + 1)))
                    } else {
                        // One move (H3/T7): within its superview (a restack) or under another
                        // view of the window outside its own tree.
                        let to = rng.chance(0.5) ? v.superview : all[Int(rng.next() % UInt64(all.count))]
                        if let to, to.isAlive, to.window === w, !to.isDescendant(of: v) {
                            try to.insertSubview(v, at: Int(rng.next() % UInt64(to.subviews.count + 1)))
                        }
                    }
                case 6: try v.removeFromSuperview()
                case 7: try s.destroy(v)
                case 8:
                    // Enough children for a child index: the view's flags change, so its
                    // entry in its parent's block must go.
                    for j in 0..<Int(ChildIndex.threshold) {
                        let k = try s.createView(frame: Rect(Double(j) * 3.1, 0.2, 3, 3))
                        k.name = "\(v.name).i\(j)"
                        try v.addSubview(k)
                        all.append(k)
                    }
                default:
                    let parent = all[Int(rng.next() % UInt64(all.count))]
                    if parent.isAlive && parent.window === w {
                        let n = try randomView("r\(round).\(all.count)")
                        try parent.addSubview(n)
                        all.append(n)
                    }
                }
            }
            try compare(round)
            #expect(s.hitTesting.flat.blockInvariantViolations() == [], "seed \(seed) round \(round), after edits")
            try checkBlocks(round)
        }
        #expect(onEdge > 50, "only \(onEdge) points lie exactly on an edge")
    }

    /// Entries link to their children's blocks by address (SiblingBlocks.swift): when the arena
    /// grows, every address must move with it. A chain's blocks are built first; a wide view's
    /// block then makes the arena grow; the chain must still answer through the blocks built
    /// before (no block built again), and every entry must hold its child's block in the new
    /// arena.
    @Test func H2_growing_the_arena_moves_every_block_address() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 1000, 1000)
        var chain: [View] = []
        var parent = w
        for i in 0..<12 {
            let v = try makeView(s, parent, "c\(i)", 1, 1, Double(400 - 2 * i), Double(400 - 2 * i))
            chain.append(v)
            parent = v
        }
        // Two wide views with blocks (fewer children than a child index needs).
        for k in 0..<2 {
            let wide = try makeView(s, w, "wide\(k)", 500, Double(500 + 200 * k), 400, 100)
            for i in 0..<20 { _ = try makeView(s, wide, "x\(k).\(i)", Double(i * 10), 0, 10, 10) }
        }
        let flat = s.hitTesting.flat
        let deep = Point(15, 15)   // inside every view of the chain
        #expect(try s.hitTest(w, deep) === chain.last)
        #expect(try s.hitTest(w, Point(505, 505))?.name == "x0.0")
        #expect(flat.blockInvariantViolations() == [])
        let capacity = flat.blocks.capacity, builds = flat.blocks.builds, restarts = flat.blocks.restarts
        // The second wide view's block (21 entries) does not fit in what is left.
        try #require(flat.blocks.used + 21 > capacity, "the test needs the second wide block to grow the arena")
        #expect(try s.hitTest(w, Point(505, 705))?.name == "x1.0")
        #expect(flat.blocks.capacity > capacity, "the arena grew")
        #expect(flat.blocks.restarts == restarts, "it grew rather than started again")
        #expect(flat.blockInvariantViolations() == [], "every entry's address is in the new arena")
        let built = flat.blocks.builds
        #expect(built == builds + 1)
        #expect(try s.hitTest(w, deep) === chain.last, "the chain answers through its old blocks")
        #expect(try s.hitTest(w, Point(2.5, 2.5)) === chain[1])
        #expect(try s.hitTest(w, Point(1.5, 1.5)) === chain[0])
        #expect(try s.hitTest(w, Point(505, 505))?.name == "x0.0")
        #expect(flat.blocks.builds == built, "no block was built again")
    }

    /// A view the descent found childless is marked a leaf (its block is the arena's `end`
    /// entry); a child added to it, or removed from it, must change what the descent answers.
    @Test func H2_a_leaf_the_descent_marked_takes_a_child_and_loses_it() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 200, 200)
        let a = try makeView(s, w, "a", 10, 10, 100, 100)
        let flat = s.hitTesting.flat
        #expect(try s.hitTest(w, Point(50, 50)) === a)
        #expect(flat.hot[Int(a.handleSlot)].block == SiblingArena.leaf, "the query marks a as a leaf")
        #expect(flat.blockInvariantViolations() == [])
        let c = try makeView(s, a, "c", 20, 20, 40, 40)
        #expect(flat.blockInvariantViolations() == [], "a is no longer a leaf")
        #expect(try s.hitTest(w, Point(50, 50)) === c, "a's new child answers")
        #expect(flat.blockInvariantViolations() == [])
        #expect(try s.hitTest(w, Point(50, 50)) === c)
        try c.removeFromSuperview()
        #expect(try s.hitTest(w, Point(50, 50)) === a, "a is a leaf again")
        #expect(flat.blockInvariantViolations() == [])
        try a.addSubview(c)
        #expect(try s.hitTest(w, Point(50, 50)) === c)
        try s.destroy(c)
        #expect(try s.hitTest(w, Point(50, 50)) === a)
        #expect(flat.blockInvariantViolations() == [])
    }
}

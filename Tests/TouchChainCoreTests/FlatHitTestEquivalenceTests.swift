import Testing
@testable import TouchChainCore

/// The search's fast paths (the descent, the sibling loop, the child index: FlatTree.swift)
/// must answer exactly as its general path, which a trace observer forces
/// (`forceGeneralSearch`), on any tree: random trees with every H rule switched on at random.
@Suite("Flat hit-test equivalence (H1–H6)")
struct FlatHitTestEquivalenceTests {
    struct RNG {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
        mutating func range(_ a: Double, _ b: Double) -> Double { a + (b - a) * unit() }
        mutating func chance(_ p: Double) -> Bool { unit() < p }
    }

    @Test(arguments: Array(1...40))
    func H_fast_paths_equal_general_search(seed: Int) throws {
        var rng = RNG(state: UInt64(seed) &* 7919)
        let s = try Scene()
        let w = try s.createWindow(frame: Rect(0, 0, 400, 400))
        var all: [View] = [w]
        for i in 0..<Int(rng.range(5, 120)) {
            let parent = all[Int(rng.next() % UInt64(all.count))]
            let v = try s.createView(frame: Rect(rng.range(-50, 300), rng.range(-50, 300),
                                                 rng.range(0, 200), rng.range(0, 200)))
            v.name = "v\(i)"
            let idx = Int(rng.next() % UInt64(parent.subviews.count + 1))
            try parent.insertSubview(v, at: idx)
            if rng.chance(0.15) {
                let a = rng.range(-3, 3), sc = rng.range(0.3, 2)
                // rotation by a, scale sc (cos/sin via the engine's own arctan-free series)
                let c = cosApprox(a) * sc, sn = sinApprox(a) * sc
                try v.setTransform(AffineTransform(a: c, b: sn, c: -sn, d: c,
                                                   tx: rng.range(-20, 20), ty: rng.range(-20, 20)))
            }
            if rng.chance(0.05) { try v.setTransform(AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)) }
            if rng.chance(0.1) { try v.setBounds(Rect(rng.range(-30, 30), rng.range(-30, 30), v.bounds.size.width, v.bounds.size.height)) }
            if rng.chance(0.08) { try v.setFlag(.hidden, true) }
            if rng.chance(0.08) { try v.setFlag(.userInteractionEnabled, false) }
            if rng.chance(0.08) { try v.setAlpha(rng.chance(0.5) ? 0.01 : 0.02) }
            if rng.chance(0.1) { try v.setFlag(.hitsOutsideBounds, true) }
            if rng.chance(0.1) {
                try v.setHitInsets(EdgeInsets(top: rng.range(-30, 30), left: rng.range(-30, 30),
                                              bottom: rng.range(-30, 30), right: rng.range(-30, 30)))
            }
            if rng.chance(0.1) { try v.setMinimumHitSize(Size(rng.range(0, 80), rng.range(0, 80))) }
            if rng.chance(0.08) {
                let wv = v.bounds.size.width, hv = v.bounds.size.height
                try v.setHitPolygon([Point(wv / 2, 0), Point(wv, hv), Point(0, hv)])
            }
            if rng.chance(0.05), let target = all.last { try v.setHitRedirect(target) }
            if rng.chance(0.05) {
                // H6e: the view's own point-inside where it is shown (its subtree on the model),
                // now and then scaled, and nested when an ancestor has one too.
                let t: AffineTransform = rng.chance(0.3) ? .scale(rng.range(0.5, 2), rng.range(0.5, 2)) : .identity
                try v.setPresentation(frame: Rect(rng.range(0, 300), rng.range(0, 300), 60, 60), transform: t)
                try v.setFlag(.usePresentation, rng.chance(0.7))
            }
            if rng.chance(0.04) { v.pointInsideOverride = { _, p, engine in engine || p.x < 5 } }
            if rng.chance(0.04) {
                let other = all[Int(rng.next() % UInt64(all.count))]
                v.hitTestOverride = { _, p, engine in p.y < 10 ? other : engine }
            }
            all.append(v)
        }
        // Tree edits after the fact: removals and destruction must keep the mirror true.
        for _ in 0..<3 {
            let v = all[1 + Int(rng.next() % UInt64(all.count - 1))]
            if rng.chance(0.5) { try v.removeFromSuperview() } else if v.isAlive { try s.destroy(v) }
        }
        // Moves (H3/T7: one step, no removal): to another view outside the moved tree, or
        // within the superview (a restack).
        for _ in 0..<4 {
            let v = all[1 + Int(rng.next() % UInt64(all.count - 1))]
            let to = rng.chance(0.3) ? v.superview : all[Int(rng.next() % UInt64(all.count))]
            guard v.isAlive, let to, to.isAlive, !to.isDescendant(of: v) else { continue }
            try to.insertSubview(v, at: Int(rng.next() % UInt64(to.subviews.count + 1)))
        }
        for _ in 0..<400 {
            let p = Point(rng.range(-60, 460), rng.range(-60, 460))
            s.hitTesting.forceGeneralSearch = false
            let flat = try s.hitTest(w, p)
            s.hitTesting.forceGeneralSearch = true
            let traced = try s.hitTest(w, p)
            #expect(flat === traced, "seed \(seed) at (\(p.x), \(p.y)): flat \(flat?.name ?? "nil"), traced \(traced?.name ?? "nil")")
        }
    }
}

extension FlatHitTestEquivalenceTests {
    /// H2's half-open edges: with integer frames and integer points, many points fall exactly
    /// on a view's edge (minX and minY are inside, maxX and maxY are not). The flat search's
    /// fast paths compare each edge themselves, so each comparison is checked here.
    @Test(arguments: Array(1...12))
    func H2_fast_paths_equal_general_search_on_edges(seed: Int) throws {
        var rng = RNG(state: UInt64(seed) &* 104_729)
        let s = try Scene()
        let w = try s.createWindow(frame: Rect(0, 0, 400, 400))
        var all: [View] = [w]
        for i in 0..<Int(rng.range(10, 80)) {
            let parent = all[Int(rng.next() % UInt64(all.count))]
            let v = try s.createView(frame: Rect(Double(rng.next() % 300), Double(rng.next() % 300),
                                                 Double(rng.next() % 150), Double(rng.next() % 150)))
            v.name = "e\(i)"
            try parent.insertSubview(v, at: Int(rng.next() % UInt64(parent.subviews.count + 1)))
            if rng.chance(0.1) { try v.setFlag(.hidden, true) }
            if rng.chance(0.1) { try v.setTransform(.scale(2, 2)) }
            // Outside-bounds views send the search through its general loop (frames).
            if rng.chance(0.1) { try v.setFlag(.hitsOutsideBounds, true) }
            all.append(v)
        }
        var onEdge = 0
        for _ in 0..<3000 {
            let p = Point(Double(rng.next() % 404) - 2, Double(rng.next() % 404) - 2)
            s.hitTesting.forceGeneralSearch = false
            let flat = try s.hitTest(w, p)
            s.hitTesting.forceGeneralSearch = true
            let traced = try s.hitTest(w, p)
            #expect(flat === traced, "seed \(seed) at (\(p.x), \(p.y)): flat \(flat?.name ?? "nil"), traced \(traced?.name ?? "nil")")
            if all.contains(where: { v in
                guard let q = v.convertFromScreen(p) else { return false }
                return q.x == v.bounds.minX || q.x == v.bounds.maxX || q.y == v.bounds.minY || q.y == v.bounds.maxY
            }) { onEdge += 1 }
        }
        // The test is only worth something if edges are actually hit.
        #expect(onEdge > 100, "only \(onEdge) of 3000 points lie on an edge")
    }

    /// Many children (past ChildIndex.threshold): the grid index must give exactly the plain
    /// answers, also after children move, vanish, appear on top and in the middle.
    @Test(arguments: Array(1...12))
    func H3_child_index_equals_plain_search(seed: Int) throws {
        var rng = RNG(state: UInt64(seed) &* 104_729)
        let plainIndex = seed % 2 == 0
        let s = try Scene()
        let w = try s.createWindow(frame: Rect(0, 0, 1000, 1000))
        let parent = try s.createView(frame: Rect(0, 0, 1000, 1000))
        try w.addSubview(parent)
        var kids: [View] = []
        func randomKid(_ i: Int) throws -> View {
            let v = try s.createView(frame: Rect(rng.range(-100, 1000), rng.range(-100, 1000),
                                                 rng.range(0, 120), rng.range(0, 120)))
            v.name = "k\(i)"
            if rng.chance(0.1) {
                let a = rng.range(-3, 3)
                try v.setTransform(AffineTransform(a: cosApprox(a), b: sinApprox(a), c: -sinApprox(a), d: cosApprox(a), tx: 0, ty: 0))
            }
            if rng.chance(0.05) { try v.setFlag(.hidden, true) }
            // Even seeds: no child the index must always try (outside-bounds hits, hooks), so
            // the descent walks the index itself; odd seeds: the general search does.
            if !plainIndex && rng.chance(0.05) { try v.setFlag(.hitsOutsideBounds, true); try v.addSubview(try s.createView(frame: Rect(-50, -50, 20, 20))) }
            if rng.chance(0.05) { try v.setHitInsets(EdgeInsets(top: -20, left: -20, bottom: -20, right: -20)) }
            if !plainIndex && rng.chance(0.03) { v.pointInsideOverride = { _, p, e in e || p.x > 100 } }
            if !plainIndex && rng.chance(0.03) { v.hitTestOverride = { me, p, e in p.y < 0 ? me : e } }
            // H6e: presentation geometry in use: always tried by the index (shown elsewhere).
            if !plainIndex && rng.chance(0.04) {
                try v.setPresentation(frame: Rect(rng.range(0, 1000), rng.range(0, 1000), 50, 50), transform: .identity)
                try v.setFlag(.usePresentation, true)
            }
            if rng.chance(0.05) { try v.setTransform(AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)) }
            // Children of their own, so that the search descends through the index into a
            // subtree (plain grandchildren; now and then enough of them for an index of its own).
            if rng.chance(0.2) {
                let n = rng.chance(0.1) ? Int(rng.range(32, 60)) : Int(rng.range(1, 4))
                for j in 0..<n {
                    let g = try s.createView(frame: Rect(rng.range(-10, 100), rng.range(-10, 100),
                                                         rng.range(5, 60), rng.range(5, 60)))
                    g.name = "k\(i).\(j)"
                    if rng.chance(0.05) { try g.setFlag(.hidden, true) }
                    try v.addSubview(g)
                }
            }
            return v
        }
        for i in 0..<Int(rng.range(40, 400)) {
            let v = try randomKid(i)
            try parent.addSubview(v)
            kids.append(v)
        }
        func compare(_ round: Int) throws {
            for _ in 0..<300 {
                let p = Point(rng.range(-150, 1150), rng.range(-150, 1150))
                s.hitTesting.forceGeneralSearch = false
                let flat = try s.hitTest(w, p)
                s.hitTesting.forceGeneralSearch = true
                let traced = try s.hitTest(w, p)
                #expect(flat === traced, "seed \(seed) round \(round) at (\(p.x), \(p.y)): flat \(flat?.name ?? "nil"), traced \(traced?.name ?? "nil")")
            }
        }
        try compare(0)
        for round in 1...3 {
            for _ in 0..<10 {
                let v = kids[Int(rng.next() % UInt64(kids.count))]
                guard v.isAlive else { continue }
                switch rng.next() % 8 {
                case 0: try v.setCenter(Point(rng.range(0, 1000), rng.range(0, 1000)))
                case 1: try v.setFlag(.hidden, !v.isHidden)
                case 2: try v.removeFromSuperview()
                case 3: try s.destroy(v)
                case 4: try v.setBounds(Rect(0, 0, rng.range(0, 200), rng.range(0, 200)))
                case 5:
                    // A restack in one step (H3): on top, or at an index after the move.
                    if rng.chance(0.5) { try parent.addSubview(v) } else {
                        try parent.insertSubview(v, at: Int(rng.next() % UInt64(parent.subviews.count + 1)))
                    }
                case 6:
                    // Into another child's tree, or back from anywhere (H3: a move).
                    let other = kids[Int(rng.next() % UInt64(kids.count))]
                    if rng.chance(0.5), other.isAlive, !other.isDescendant(of: v) { try other.addSubview(v) } else { try parent.addSubview(v) }
                default: try v.setTransform(.scale(rng.range(0.5, 2), rng.range(0.5, 2)))
                }
            }
            try compare(round * 10 + 1)   // incremental updates only
            let top = try randomKid(1000 + round)
            try parent.addSubview(top)
            kids.append(top)
            try compare(round * 10 + 2)   // an append on top, incrementally
            let mid = try randomKid(2000 + round)
            try parent.insertSubview(mid, at: parent.subviews.count / 2)
            kids.append(mid)
            try compare(round)
        }
    }
}

func sinApprox(_ x: Double) -> Double {
    var term = x, sum = x
    for n in 1..<20 { term *= -x * x / Double((2 * n) * (2 * n + 1)); sum += term }
    return sum
}
func cosApprox(_ x: Double) -> Double {
    var term = 1.0, sum = 1.0
    for n in 1..<20 { term *= -x * x / Double((2 * n - 1) * (2 * n)); sum += term }
    return sum
}

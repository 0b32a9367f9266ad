import Testing
@testable import TouchChainCore

/// H7: the search under a trace observer against a recursive model of UIKit's `hitTest`
/// written here from the rules (seed 002, H1–H6): every child tried, top-most first, entered
/// and exited in order, with each answer. The engine's search is iterative and shares its
/// code with the fast paths; this model shares none of it (it reads the views' public state
/// and the conversion `pointFromParent`). Its answers must also equal the search without an
/// observer (the fast paths).
@Suite("Hit-test trace against a recursive model (H7)")
struct HitTraceModelTests {
    typealias RNG = FlatHitTestEquivalenceTests.RNG

    /// The model: one recursive call per view tried.
    func model(_ v: View, _ p: Point, _ log: inout [String]) -> View? {
        log.append("enter \(v.name)")
        func finish(_ engine: View?) -> View? {
            let r = v.hitTestOverride.map { $0(v, p, engine) } ?? engine
            log.append("exit \(v.name) \(r?.name ?? "-")")
            return r
        }
        guard !v.isHidden, v.isUserInteractionEnabled, v.alpha > 0.01 else { return finish(nil) }
        let r = v.bounds.inset(by: v.hitInsets)
        var inside = p.x >= r.minX && p.x < r.maxX && p.y >= r.minY && p.y < r.maxY
        if let o = v.pointInsideOverride { inside = o(v, p, inside) }
        log.append("inside \(v.name) \(inside)")
        guard inside || v.hitsOutsideBounds else { return finish(nil) }
        for child in v.subviews.reversed() {
            guard let cp = child.pointFromParent(p) else {
                log.append("enter \(child.name)")
                log.append("exit \(child.name) -")
                continue
            }
            if let answer = model(child, cp, &log) { return finish(answer) }
        }
        guard inside, v.hitPolygon.isEmpty || polygonContains(v.hitPolygon, p) else { return finish(nil) }
        return finish(v.hitRedirect ?? v)
    }

    @Test(arguments: Array(1...30))
    func H7_trace_equals_recursive_model(seed: Int) throws {
        var rng = RNG(state: UInt64(seed) &* 31337)
        let s = try Scene()
        let w = try s.createWindow(frame: Rect(0, 0, 400, 400))
        w.name = "w"
        var all: [View] = [w]
        // Every third tree gives the window 100 children, past ChildIndex.threshold.
        let n = seed % 3 == 0 ? 150 : Int(rng.range(5, 120))
        for i in 0..<n {
            let parent = seed % 3 == 0 && i < 100 ? w : all[Int(rng.next() % UInt64(all.count))]
            let v = try s.createView(frame: Rect(Double(rng.next() % 300) - 40, Double(rng.next() % 300) - 40,
                                                 Double(rng.next() % 150), Double(rng.next() % 150)))
            v.name = "v\(i)"
            try parent.insertSubview(v, at: Int(rng.next() % UInt64(parent.subviews.count + 1)))
            if rng.chance(0.1) { try v.setTransform(AffineTransform(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 3, ty: -2)) }
            if rng.chance(0.04) { try v.setTransform(AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)) }
            if rng.chance(0.08) { try v.setFlag(.hidden, true) }
            if rng.chance(0.06) { try v.setFlag(.userInteractionEnabled, false) }
            if rng.chance(0.04) { try v.setAlpha(0.01) }
            if rng.chance(0.1) { try v.setFlag(.hitsOutsideBounds, true) }
            if rng.chance(0.08) { try v.setHitInsets(EdgeInsets(top: -5, left: 4, bottom: 2, right: -7)) }
            if rng.chance(0.06) {
                let wv = v.bounds.size.width, hv = v.bounds.size.height
                try v.setHitPolygon([Point(wv / 2, 0), Point(wv, hv), Point(0, hv)])
            }
            if rng.chance(0.04), let target = all.last { try v.setHitRedirect(target) }
            if rng.chance(0.04) { v.pointInsideOverride = { _, p, engine in engine || p.x < 5 } }
            if rng.chance(0.04) {
                let other = all[Int(rng.next() % UInt64(all.count))]
                v.hitTestOverride = { _, p, engine in p.y < 10 ? other : engine }
            }
            all.append(v)
        }
        var traced: [String] = []
        for _ in 0..<150 {
            let p = Point(Double(rng.next() % 440) - 20, Double(rng.next() % 440) - 20)
            // From the window, and from a random view (a search may start anywhere).
            for start in [w, all[Int(rng.next() % UInt64(all.count))]] {
                try s.setHitTraceObserver(nil)
                let fast = try s.hitTest(start, p)
                traced = []
                try s.setHitTraceObserver { step in
                    switch step {
                    case .enter(let v): traced.append("enter \(v.name)")
                    case .pointInside(let v, let b): traced.append("inside \(v.name) \(b)")
                    case .exit(let v, let r): traced.append("exit \(v.name) \(r?.name ?? "-")")
                    }
                }
                let answer = try s.hitTest(start, p)
                var expected: [String] = []
                let modelAnswer = model(start, p, &expected)
                #expect(answer === modelAnswer && fast === modelAnswer,
                        "seed \(seed) from \(start.name) at (\(p.x), \(p.y)): traced \(answer?.name ?? "nil"), fast \(fast?.name ?? "nil"), model \(modelAnswer?.name ?? "nil")")
                #expect(traced == expected, "seed \(seed) from \(start.name) at (\(p.x), \(p.y))")
            }
        }
    }
}

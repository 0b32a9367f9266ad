import Testing
@testable import TouchChainCore

/// The flat search (FlatTree.swift) must answer exactly as the traced object search
/// (HitTest.swift) on any tree: random trees with every H rule switched on at random.
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
    func H_flat_search_equals_traced_search(seed: Int) throws {
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
                try v.setPresentation(frame: Rect(rng.range(0, 300), rng.range(0, 300), 60, 60), transform: .identity)
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
        for _ in 0..<400 {
            let p = Point(rng.range(-60, 460), rng.range(-60, 460))
            s.forceObjectHitTest = false
            let flat = try s.hitTest(w, p)
            s.forceObjectHitTest = true
            let traced = try s.hitTest(w, p)
            #expect(flat === traced, "seed \(seed) at (\(p.x), \(p.y)): flat \(flat?.name ?? "nil"), traced \(traced?.name ?? "nil")")
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

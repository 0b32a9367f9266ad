import Testing
@testable import TouchChainCore

/// E4, S4: a scroll view's motion steps on counted frames, and the host's clock is bounded.
@Suite("Motion frames and the clock's bound")
struct ScrollMotionTests {
    /// A motion's frame is due one frame interval after the one before, a running sum from its
    /// start (as a host adding 1/60 s per advance computes its own), and every next frame is
    /// later than the one before — also where a frame's interval is below the
    /// clock's precision (origins the host cannot give, beyond TC_MAX_TIMESTAMP: there the next
    /// double is taken, never the same deadline again). At the bound itself a frame is still a
    /// 60th of a second to within the clock's precision.
    @Test func E4_S4_motion_frames_are_counted_and_always_move_forward() throws {
        let dt = Constants.scrollFrameInterval
        var f = MotionFrame(after: 1.0)
        var host = 1.0
        for _ in 1...600 {
            host += dt
            #expect(f.deadline == host)
            f = f.next
        }
        for origin in [1e15, 0x1p60, Double.greatestFiniteMagnitude / 2] {
            var g = MotionFrame(after: origin)
            var last = origin
            for _ in 0..<100 {
                #expect(g.deadline > last && g.deadline.isFinite)
                last = g.deadline
                g = g.next
            }
        }
        var h = MotionFrame(after: Constants.maxTimestamp - 10)
        for _ in 0..<100 {
            let n = h.next
            #expect(abs((n.deadline - h.deadline) - dt) <= Constants.maxTimestamp.ulp)
            h = n
        }
    }

    /// E4: times above TC_MAX_TIMESTAMP are refused (.invalidArgument) and change nothing;
    /// the bound itself is accepted.
    @Test func E4_times_above_the_bound_are_refused() throws {
        let s = try Scene()
        _ = try makeView(s, nil, "w", 0, 0, 300, 300)
        let big = Constants.maxTimestamp
        for t in [2 * big, 1e15, Double.greatestFiniteMagnitude] {
            #expect(throws: EngineError.self) { try s.push(sample(1, .began, 10, 10, t)) }
            #expect(throws: EngineError.self) { try s.advance(to: t) }
            do { try s.advance(to: t) } catch { #expect(error.code == .invalidArgument) }
        }
        #expect(s.queuedCount == 0 && s.now == 0)
        try s.push(sample(1, .began, 10, 10, big))
        try s.advance(to: big)
        #expect(s.now == big && s.queuedCount == 0)
    }
}

import Testing
@testable import TouchChainCore

/// Scroll views through the Swift API (S1–S4, S9): the same engine the C suite drives.
@Suite("Scroll views")
struct ScrollTests {
    /// A list `width` × `height` (its window too) with content `content`, and a row.
    private func list(width: Double = 320, height: Double = 480,
                      content: Size = Size(320, 2000)) throws -> (Scene, View, View, Log) {
        let scene = try Scene()
        let (_, list) = try makeScrollingList(scene, width: width, height: height, content: content)
        let row = try makeView(scene, list, "row", 0, 200, 320, 44)
        let log = Log()
        try row.setHandlers(touchLogger(log, handled: true))
        return (scene, list, row, log)
    }

    private func step(_ scene: Scene, _ phase: Phase, _ x: Double, _ y: Double, _ t: Double) throws {
        try scene.push(sample(1, phase, x, y, t))
        try scene.advance(to: t)
    }

    @Test func S1_offset_is_bounds_origin_and_pan_is_a_recognizer() throws {
        let (scene, list, row, _) = try list()
        let pan = try #require(list.scroll?.pan)
        #expect(pan.kind == .pan)
        #expect(pan.view === list)
        #expect(list.gestureRecognizers.contains { $0 === pan })
        #expect(throws: EngineError.self) { try scene.destroy(pan) }
        try list.setContentOffset(Point(0, 100))
        #expect(list.bounds.origin == Point(0, 100))
        #expect(try scene.hitTest(list.window!, Point(10, 110)) === row)
        try scene.destroy(list)
        #expect(!pan.isAlive)
    }

    @Test func S2_S3_delayed_began_then_cancelled_row() throws {
        let (scene, list, _, log) = try list()
        try step(scene, .began, 160, 222, 1.0)
        #expect(log.lines.isEmpty)
        try scene.advance(to: 1.0 + Constants.scrollContentTouchDelay + 0.01)
        #expect(log.lines == ["row:began:1"])
        try step(scene, .moved, 160, 202, 1.25)
        try step(scene, .moved, 160, 182, 1.3)
        #expect(log.lines == ["row:began:1", "row:cancelled:1"])
        #expect(list.contentOffset.y == 30)   // S4: the 40 pt travelled less the slop
        try step(scene, .ended, 160, 182, 1.35)
    }

    @Test func S4_rubber_band_inverts_and_projection_is_reached() throws {
        for y in [0.0, 1, 50, 200, 479] {
            let x = RubberBand.unband(y, dimension: 480)
            #expect(abs(RubberBand.band(x, dimension: 480) - y) < 1e-9)
        }
        #expect(RubberBand.band(1e12, dimension: 480) < 480)
        // S4: in range the deceleration has moved Σ v·rᵏ (k = 1…n) after n ms.
        let r = Constants.scrollDecelerationNormal
        let v = 2.0
        var m = ScrollMotion.deceleration(start: .zero, velocity: Point(0, v), lo: .zero, hi: Point(0, 1e9),
                                          rate: r, bounces: .both, startTime: 0)
        var sum = 0.0, rk = 1.0
        for _ in 1...100 { rk *= r; sum += v * rk }
        #expect(abs(m.step(at: 0.1, lo: .zero, hi: Point(0, 1e9)).position.y - sum) < 1e-9)
        #expect(abs(exponential(1) - 2.718281828459045) < 1e-15)
        #expect(abs(naturalLog(0.998) - (-0.0020020026706730793)) < 1e-15)
    }

    /// S4: a host offset past what the rubber band can show (more than 0.999 of the bounds
    /// past an edge), or past the edge of a view that does not bounce, is kept too: the next
    /// sample moves on from it, never back to the band's reach or the edge.
    @Test func S4_host_offset_beyond_the_band_or_the_edge_is_kept() throws {
        for bounces in [true, false] {
            let (scene, list, _, _) = try list()
            var p = list.scroll!.parameters
            p.bounces = bounces
            try list.setScroll(p)
            try step(scene, .began, 160, 300, 1.0)
            try step(scene, .moved, 160, 280, 1.01)
            try step(scene, .moved, 160, 270, 1.02)
            try list.setContentOffset(Point(0, -600))      // 1.25 bounds above the top
            try step(scene, .moved, 160, 271, 1.03)         // 1 pt down: further past the edge
            let y = list.contentOffset.y
            #expect(y <= -600 && y > -601, "bounces \(bounces): \(y)")
            try step(scene, .moved, 160, 261, 1.04)         // 10 pt up: back toward the edge
            #expect(list.contentOffset.y > y, "bounces \(bounces)")
            // Without bounces, the 1 pt pulled further past the edge is kept, as in any drag of
            // a view that does not bounce (BEHAVIOUR S4): the 10 pt back move it 9.
            if !bounces { #expect(list.contentOffset.y == -591) }
            try step(scene, .ended, 160, 261, 1.05)
            try scene.advance(to: 5)
            #expect(list.contentOffset.y == 0)              // the release springs back (or stops)
        }
    }

    /// S4: no geometry makes a drag show a non-finite offset (a band too wide to invert in
    /// doubles after a host offset far past the edge).
    /// (Two cases: an offset whose band cannot be inverted at all, and one whose inverse is
    /// finite but whose band, applied again on the next move, overflows.)
    @Test(arguments: [(1e200, -1e199), (1e154, -0.9985e154)])
    func S4_huge_geometry_never_shows_a_non_finite_offset(size: Double, offset: Double) throws {
        let (scene, list, _, _) = try list(width: size, height: size, content: Size(size, 3 * size))
        try step(scene, .began, 160, 300, 1.0)
        try step(scene, .moved, 160, 280, 1.01)
        try step(scene, .moved, 160, 270, 1.02)
        try list.setContentOffset(Point(0, offset))
        for i in 1...5 { try step(scene, .moved, 160, 270 + Double(i), 1.02 + 0.01 * Double(i)) }
        #expect(list.contentOffset.y.isFinite && list.contentOffset.x.isFinite)
        try step(scene, .ended, 160, 275, 1.1)
        try scene.advance(to: 10)
        #expect(list.contentOffset.y.isFinite && list.contentOffset.x.isFinite)
    }

    /// S4, S7: a deceleration whose way is too long for doubles shows no infinite or NaN
    /// offset; the delegate's target past the edge is clamped to it (UIKit clamps a changed
    /// target), and the content rests there.
    @Test func S4_motion_too_long_for_doubles_ends_at_its_target() throws {
        let (scene, list, _, _) = try list()
        var offsets: [Point] = []
        var hooks = ScrollHooks()
        hooks.onEvent = { _, info in
            if info.event == .willEndDragging { info.targetOffset = Point(0, 1.5e308) }
            if info.event == .didScroll { offsets.append(info.offset) }
        }
        try list.setScrollHooks(hooks)
        try step(scene, .began, 160, 400, 1.0)
        try step(scene, .moved, 160, 380, 1.01)
        try step(scene, .moved, 160, 360, 1.02)
        try list.setContentOffset(Point(0, -1.5e308))
        try step(scene, .moved, 160, 340, 1.03)
        try step(scene, .ended, 160, 320, 1.04)
        try scene.advance(to: 3)
        #expect(offsets.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        #expect(list.contentOffset.y.isFinite)
        try scene.advance(to: 120)
        #expect(offsets.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        #expect(list.scroll?.isDecelerating == false)
        let (_, hi) = list.scroll!.parameters.offsetRange(bounds: list.bounds.size)
        #expect(list.contentOffset.y == hi.y)
    }

    /// S7: a host's C function (`ScrollHooks.hostEvent`, what the C layer installs) gets every
    /// message, after a Swift closure when both are set; a closure that replaces the hooks
    /// leaves the host function installed now, if any, to be called — here none, so the host
    /// function stops at once.
    @Test func S7_host_function_after_the_closure_and_replaced_hooks() throws {
        let (scene, list, _, _) = try list()
        ScrollHostCounter.calls = 0
        var hooks = ScrollHooks()
        hooks.hostEvent = HostScrollEventCallback(
            convert: { _, _, _, _, info in
                if info.assumingMemoryBound(to: ScrollEventInfo.self).pointee.event == .didScroll {
                    ScrollHostCounter.calls += 1
                }
            },
            function: UnsafeRawPointer(bitPattern: 1)!, userData: nil, context: nil)
        var closureCalls = 0
        var replaceAfter = Int.max
        hooks.onEvent = { [unowned list] _, info in
            guard info.event == .didScroll else { return }
            closureCalls += 1
            if closureCalls == replaceAfter { try? list.setScrollHooks(ScrollHooks()) }
        }
        try list.setScrollHooks(hooks)
        try step(scene, .began, 160, 400, 1.0)
        for i in 1...4 { try step(scene, .moved, 160, 400 - 20 * Double(i), 1.0 + 0.01 * Double(i)) }
        #expect(closureCalls > 0)
        #expect(ScrollHostCounter.calls == closureCalls, "the host function hears every message the closure does")
        replaceAfter = closureCalls + 1
        let before = ScrollHostCounter.calls
        for i in 5...8 { try step(scene, .moved, 160, 400 - 20 * Double(i), 1.0 + 0.01 * Double(i)) }
        #expect(closureCalls == replaceAfter, "the closure removed the hooks at its next message")
        #expect(ScrollHostCounter.calls == before, "no host function is installed after the closure replaced the hooks")
        try step(scene, .ended, 160, 240, 1.09)
    }

    @Test func S1_setting_the_bounds_origin_is_a_content_offset_change() throws {
        let (scene, list, _, _) = try list()
        var events: [ScrollEvent] = []
        var hooks = ScrollHooks()
        hooks.onEvent = { _, info in events.append(info.event) }
        try list.setScrollHooks(hooks)
        #expect(list.scroll?.isTracking == false)
        try step(scene, .began, 160, 400, 1.0)
        #expect(list.scroll?.isTracking == true && list.scroll?.isDragging == false)  // S1: isTracking
        for i in 1...10 { try step(scene, .moved, 160, 400 - 20 * Double(i), 1.0 + 0.01 * Double(i)) }
        #expect(list.scroll?.isTracking == true && list.scroll?.isDragging == true)
        try step(scene, .ended, 160, 200, 1.1)
        #expect(list.scroll?.isTracking == false)
        try scene.advance(to: 1.2)
        #expect(list.scroll?.isDecelerating == true)
        events.removeAll()
        try list.setBounds(Rect(0, 150, 320, 480))
        #expect(events == [.didScroll])
        #expect(list.scroll?.isDecelerating == false)
        try list.setBounds(Rect(0, 150, 320, 400))
        #expect(events == [.didScroll])
    }

    /// S1: a new content size, new insets, an always-bounce, a new bounds size or the frame
    /// move the offset into its range with did_scroll (UIKit's -_adjustContentOffsetIfNecessary);
    /// bounces and paging do not.
    @Test func S1_content_size_inset_bounds_and_frame_changes_clamp_the_offset() throws {
        let (scene, list, _, _) = try list()
        defer { withExtendedLifetime(scene) {} }
        var events: [ScrollEvent] = []
        var hooks = ScrollHooks()
        hooks.onEvent = { _, info in events.append(info.event) }
        try list.setScrollHooks(hooks)
        try list.setContentOffset(Point(0, 1520))
        events.removeAll()
        var p = try #require(list.scroll?.parameters)
        p.contentSize = Size(320, 1000)
        try list.setScroll(p)
        #expect(list.contentOffset == Point(0, 520))
        #expect(events == [.didScroll])
        p.contentInset = EdgeInsets(top: 30, left: 5, bottom: 0, right: 0)
        try list.setContentOffset(Point(40, -100))
        try list.setScroll(p)
        #expect(list.contentOffset == Point(0, -30))   // x in [-5, 325 - 320]
        try list.setContentOffset(Point(0, 900))
        events.removeAll()
        p.bounces = false
        p.isPagingEnabled = true
        try list.setScroll(p)
        #expect(list.contentOffset == Point(0, 900))
        #expect(events.isEmpty)
        p.alwaysBounceVertical = true
        try list.setScroll(p)
        #expect(list.contentOffset == Point(0, 520))
        #expect(events == [.didScroll])
        try list.setBounds(Rect(0, 520, 320, 900))
        #expect(list.contentOffset == Point(0, 100))
        try list.setContentOffset(Point(0, 900))
        try list.setFrame(Rect(0, 0, 320, 480))
        #expect(list.contentOffset == Point(0, 520))
    }

    /// S4: `bounces` is both axes (UIKit's shorthand); each axis bounces on its own: with x
    /// bouncing and y not, a drag down and right from the top-left corner bands x only.
    @Test func S4_bounces_per_axis() throws {
        let (scene, list, _, _) = try list(content: Size(640, 2000))
        var p = try #require(list.scroll?.parameters)
        p.bounces = false
        #expect(!p.bouncesHorizontally && !p.bouncesVertically)
        p.bouncesHorizontally = true
        #expect(!p.bounces)
        try list.setScroll(p)
        try step(scene, .began, 100, 200, 1.0)
        for i in 1...10 { try step(scene, .moved, 100 + 15 * Double(i), 200 + 15 * Double(i), 1.0 + 0.02 * Double(i)) }
        #expect(list.contentOffset.y == 0)
        #expect(list.contentOffset.x < -40)
        try step(scene, .ended, 250, 350, 1.5)
        try scene.advance(to: 6)
        #expect(list.contentOffset == Point(0, 0))
        // S6: always-bounce drags an axis whose content fits only when that axis bounces.
        var q = ScrollParameters()
        q.contentSize = Size(100, 100)
        q.alwaysBounceHorizontal = true
        q.alwaysBounceVertical = true
        q.bouncesVertically = false
        let can = q.canScroll(bounds: Size(320, 480))
        #expect(can.x && !can.y)
    }

    /// An outer list (content 1,000 pt) holding an inner one (400 pt) that hands off (S9).
    private func nestedHandoff() throws -> (Scene, View, View) {
        let scene = try Scene()
        let win = try makeView(scene, nil, "win", 0, 0, 320, 480)
        let outer = try makeView(scene, win, "outer", 0, 0, 320, 480)
        var p = ScrollParameters()
        p.contentSize = Size(320, 1000)
        try outer.setScroll(p)
        let inner = try makeView(scene, outer, "inner", 0, 100, 320, 200)
        p.contentSize = Size(320, 400)
        p.nestedScrolling = .handoff
        try inner.setScroll(p)
        return (scene, outer, inner)
    }

    @Test func S9_handoff_drag_and_fling_reach_the_outer_view() throws {
        let (scene, outer, inner) = try nestedHandoff()
        try inner.setContentOffset(Point(0, 180))
        try step(scene, .began, 160, 250, 1.0)
        for i in 1...10 { try step(scene, .moved, 160, 250 - 10 * Double(i), 1.0 + 0.02 * Double(i)) }
        #expect(inner.contentOffset.y == 200)
        #expect(outer.contentOffset.y == 70)   // S6: the pan begins at 10 pt along y
        #expect(outer.scroll?.isDragging == true)
        try step(scene, .moved, 160, 150, 1.6)
        try step(scene, .ended, 160, 150, 1.7)
        #expect(outer.scroll?.isDragging == false)
        // A fling from the top runs past the inner view's edge into the outer one.
        try inner.setContentOffset(.zero)
        try outer.setContentOffset(.zero)
        try step(scene, .began, 160, 250, 3.0)
        for i in 1...10 { try step(scene, .moved, 160, 250 - 10 * Double(i), 3.0 + 0.01 * Double(i)) }
        try step(scene, .ended, 160, 150, 3.1)
        try scene.advance(to: 30)
        #expect(inner.contentOffset.y == 200)
        #expect(outer.contentOffset.y > 300)
    }

    /// S9: an inner view destroyed in the middle of a handoff drag releases the outer view
    /// (its touch is cancelled, T7, which ends the inner drag and with it the handoff).
    @Test func S9_inner_view_destroyed_mid_handoff_releases_the_outer_view() throws {
        let (scene, outer, inner) = try nestedHandoff()
        try inner.setContentOffset(Point(0, 180))
        try step(scene, .began, 160, 250, 1.0)
        for i in 1...10 { try step(scene, .moved, 160, 250 - 10 * Double(i), 1.0 + 0.02 * Double(i)) }
        #expect(outer.scroll?.isDragging == true)
        try scene.destroy(inner)
        #expect(outer.scroll?.isDragging == false)
        try scene.advance(to: 5)
        #expect(outer.scroll?.isDragging == false)
        // The outer view's own pan still drags it.
        let before = outer.contentOffset.y
        try step(scene, .ended, 160, 150, 5.0)
        try scene.push(sample(2, .began, 160, 300, 6.0)); try scene.advance(to: 6.0)
        for i in 1...5 { try scene.push(sample(2, .moved, 160, 300 - 20 * Double(i), 6.0 + 0.02 * Double(i))); try scene.advance(to: 6.0 + 0.02 * Double(i)) }
        #expect(outer.scroll?.isDragging == true)
        #expect(outer.contentOffset.y > before)
    }
}

/// The C-convention converter of `S7_host_function_after_the_closure_and_replaced_hooks`
/// counts here (a C function captures nothing).
enum ScrollHostCounter {
    nonisolated(unsafe) static var calls = 0
}

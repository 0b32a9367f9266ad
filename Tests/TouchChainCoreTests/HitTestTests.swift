import Testing
@testable import TouchChainCore

@Suite("Hit-testing (H1–H7)")
struct HitTestTests {
    /// Seed 002 §5.1: root has ViewA, ViewB, ViewC (C on top); ViewB has ViewB1, ViewB2.
    func seed002() throws -> (Scene, View, [String: View]) {
        let s = try Scene()
        let w = try makeView(s, nil, "UIWindow", 0, 0, 320, 480)
        let root = try makeView(s, w, "UIView", 0, 0, 320, 480)
        _ = try makeView(s, root, "ViewA", 0, 0, 320, 100)
        let b = try makeView(s, root, "ViewB", 0, 100, 320, 200)
        let c = try makeView(s, root, "ViewC", 0, 300, 320, 100)
        let b1 = try makeView(s, b, "ViewB1", 0, 0, 160, 100)
        let b2 = try makeView(s, b, "ViewB2", 160, 0, 160, 100)
        return (s, w, ["b": b, "c": c, "b1": b1, "b2": b2, "root": root])
    }

    @Test func H7_seed002_trace_reproduced_exactly() throws {
        let (s, w, v) = try seed002()
        var log: [String] = []
        try s.setHitTraceObserver { step in
            switch step {
            case .enter(let x): log.append("enter \(x.name)")
            case .pointInside(let x, let inside): log.append("\(x.name) \(inside)")
            case .exit(let x, let r): log.append("exit \(x.name) \(r?.name ?? "nil")")
            }
        }
        let hit = try s.hitTest(w, Point(50, 150))
        #expect(hit === v["b1"])
        #expect(log == [
            "enter UIWindow", "UIWindow true", "enter UIView", "UIView true",
            "enter ViewC", "ViewC false", "exit ViewC nil",
            "enter ViewB", "ViewB true", "enter ViewB2", "ViewB2 false", "exit ViewB2 nil",
            "enter ViewB1", "ViewB1 true", "exit ViewB1 ViewB1",
            "exit ViewB ViewB1", "exit UIView ViewB1", "exit UIWindow ViewB1",
        ])
        // H5: pure — the same answer and the same trace a second time.
        let first = log
        log.removeAll()
        #expect(try s.hitTest(w, Point(50, 150)) === v["b1"])
        #expect(log == first)
    }

    @Test func H2_right_and_bottom_edges_are_outside() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 300, 300)
        let v = try makeView(s, w, "v", 0, 0, 100, 100)
        #expect(try s.hitTest(w, Point(99, 99)) === v)
        #expect(try s.hitTest(w, Point(99.9, 99.9)) === v)
        #expect(try s.hitTest(w, Point(100, 100)) === w)
        #expect(try s.hitTest(w, Point(0, 0)) === v)
    }

    @Test func H1_alpha_boundary_hidden_and_disabled() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 300, 300)
        let v = try makeView(s, w, "v", 0, 0, 100, 100)
        let child = try makeView(s, v, "child", 0, 0, 50, 50)
        try v.setAlpha(0.01)
        #expect(try s.hitTest(w, Point(10, 10)) === w)  // neither v nor its child
        try v.setAlpha(0.011)
        #expect(try s.hitTest(w, Point(10, 10)) === child)
        try v.setFlag(.hidden, true)
        #expect(try s.hitTest(w, Point(10, 10)) === w)
        try v.setFlag(.hidden, false)
        try v.setFlag(.userInteractionEnabled, false)
        #expect(try s.hitTest(w, Point(10, 10)) === w)
    }

    @Test func H2_child_outside_parent_is_unreachable() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 300, 300)
        let p = try makeView(s, w, "p", 0, 0, 100, 100)
        let c = try makeView(s, p, "c", 50, 50, 100, 100)
        #expect(try s.hitTest(w, Point(75, 75)) === c)
        #expect(try s.hitTest(w, Point(120, 120)) === w)
    }

    @Test func H3_last_added_sibling_wins_and_transforms_apply() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 400, 400)
        let a = try makeView(s, w, "a", 0, 0, 200, 200)
        let b = try makeView(s, w, "b", 100, 100, 200, 200)
        #expect(try s.hitTest(w, Point(150, 150)) === b)
        // Scaled parent: b scaled 0.5 about its centre (200,200) covers 150..250.
        try b.setTransform(.scale(0.5, 0.5))
        #expect(try s.hitTest(w, Point(120, 120)) === a)
        #expect(try s.hitTest(w, Point(160, 160)) === b)
        // Bounds origin shifts children: a child at (0,0) in b's content, b scrolled by 50.
        try b.setTransform(.identity)
        let c = try makeView(s, b, "c", 50, 50, 20, 20)
        try b.setBounds(Rect(50, 50, 200, 200))
        #expect(try s.hitTest(w, Point(105, 105)) === c)
    }

    @Test func H3_rotation_90_degrees() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 400, 400)
        // 200×50 bar centred at (200,200); rotated 90° it covers x 175..225, y 100..300.
        let bar = try makeView(s, w, "bar", 100, 175, 200, 50)
        try bar.setTransform(AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        #expect(try s.hitTest(w, Point(200, 120)) === bar)
        #expect(try s.hitTest(w, Point(120, 200)) === w)
        // Conversion: the bar's local (0,0) is its top-left, which rotates to (225, 100).
        let p = try bar.convert(Point(0, 0), to: w)
        #expect(abs(p.x - 225) < 1e-9 && abs(p.y - 100) < 1e-9)
    }

    @Test func H6a_insets_and_minimum_size() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 300, 300)
        let button = try makeView(s, w, "button", 100, 100, 20, 20)
        #expect(try s.hitTest(w, Point(95, 95)) === w)
        try button.setHitInsets(EdgeInsets(top: -30, left: -30, bottom: -30, right: -30))
        #expect(try s.hitTest(w, Point(75, 75)) === button)
        #expect(try s.hitTest(w, Point(149.5, 149.5)) === button)
        #expect(try s.hitTest(w, Point(150, 150)) === w)
        try button.setHitInsets(.zero)
        try button.setMinimumHitSize(Size(44, 44))
        #expect(try s.hitTest(w, Point(87.9, 110)) === w)   // 44 pt about the centre (110): 88..<132
        #expect(try s.hitTest(w, Point(98, 110)) === button)
        #expect(try s.hitTest(w, Point(131.9, 110)) === button)
        #expect(try s.hitTest(w, Point(132, 110)) === w)
    }

    @Test func H6b_tab_bar_raised_button() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 320, 480)
        let bar = try makeView(s, w, "bar", 0, 430, 320, 50)
        let raised = try makeView(s, bar, "raised", 130, -20, 60, 60)
        #expect(try s.hitTest(w, Point(160, 420)) === w)
        try bar.setFlag(.hitsOutsideBounds, true)
        #expect(try s.hitTest(w, Point(160, 420)) === raised)
        #expect(try s.hitTest(w, Point(20, 420)) === w)  // the bar itself only inside its bounds
        #expect(try s.hitTest(w, Point(20, 440)) === bar)
    }

    @Test func H6c_redirect_keeps_descendant_hits() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 320, 480)
        let container = try makeView(s, w, "container", 0, 100, 320, 200)
        let scroll = try makeView(s, container, "scroll", 60, 0, 200, 200)
        let page = try makeView(s, scroll, "page", 10, 10, 50, 50)
        try container.setHitRedirect(scroll)
        #expect(try s.hitTest(w, Point(20, 150)) === scroll)
        #expect(try s.hitTest(w, Point(80, 120)) === page)
        #expect(try s.hitTest(w, Point(200, 250)) === scroll)
    }

    @Test func H6d_triangle_falls_through() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 300, 300)
        let below = try makeView(s, w, "below", 0, 0, 300, 300)
        let tri = try makeView(s, w, "tri", 100, 100, 100, 100)
        try tri.setHitPolygon([Point(50, 0), Point(100, 100), Point(0, 100)])
        #expect(try s.hitTest(w, Point(150, 180)) === tri)
        #expect(try s.hitTest(w, Point(105, 105)) === below)
        #expect(throws: EngineError.self) { try tri.setHitPolygon([Point(0, 0), Point(1, 1)]) }
    }

    @Test func H6e_presentation_geometry() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 400, 400)
        let v = try makeView(s, w, "v", 0, 0, 50, 50)
        try v.setPresentation(frame: Rect(200, 200, 50, 50), transform: .identity)
        #expect(try s.hitTest(w, Point(210, 210)) === w)   // model geometry by default
        #expect(try s.hitTest(w, Point(10, 10)) === v)
        try v.setFlag(.usePresentation, true)
        #expect(try s.hitTest(w, Point(210, 210)) === v)
        #expect(try s.hitTest(w, Point(10, 10)) === w)
        // Only the view's own point-inside moves: its subviews are searched, and points
        // converted, on the model (UIKit: through the model layers).
        let sub = try makeView(s, v, "sub", 5, 5, 20, 20)
        #expect(try s.hitTest(w, Point(210, 210)) === v)
        #expect(try v.convert(Point(0, 0), to: w) == Point(0, 0))
        #expect(try sub.convert(Point(0, 0), to: w) == Point(5, 5))
        try v.setFlag(.usePresentation, false)
        #expect(try s.hitTest(w, Point(10, 10)) === sub)
    }

    @Test func H6f_overrides_and_H5_no_mutation_inside() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 300, 300)
        let v = try makeView(s, w, "v", 0, 0, 100, 100)
        let other = try makeView(s, w, "other", 200, 200, 50, 50)
        var refused: EngineError.Code? = nil
        v.pointInsideOverride = { view, p, engine in
            do throws(EngineError) { try view.setAlpha(0.5) } catch { refused = error.code }
            return p.x < 150
        }
        #expect(try s.hitTest(w, Point(120, 50)) === v)
        #expect(refused == .reentrant)
        #expect(v.alpha == 1)
        v.hitTestOverride = { _, _, engine in engine === v ? other : engine }
        #expect(try s.hitTest(w, Point(10, 10)) === other)
    }

    /// E5/H5 are the engine's: every host-hook setter a Swift user calls from inside a
    /// hit-testing callback is refused (not only the C exports), and changes nothing.
    @Test func H5_hook_setters_are_refused_inside_hit_testing_for_swift_callers() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 300, 300)
        let v = try makeView(s, w, "v", 0, 0, 100, 100)
        let c = try s.createController()
        let tap = try s.createRecognizer(.tap)
        let pan = try s.createRecognizer(.pan)
        let custom = try s.createRecognizer(.custom) as! CustomRecognizer
        var codes: [EngineError.Code] = []
        func attempt(_ body: () throws(EngineError) -> Void) {
            do throws(EngineError) { try body() } catch { codes.append(error.code) }
        }
        try v.setPointInsideOverride { view, _, engine in
            attempt { () throws(EngineError) in try view.setHandlers(ResponderHandlers()) }
            attempt { () throws(EngineError) in try view.setGestureShouldBegin { _, _ in false } }
            attempt { () throws(EngineError) in try view.setHitTestOverride { _, _, e in e } }
            attempt { () throws(EngineError) in try view.setPointInsideOverride(nil) }
            attempt { () throws(EngineError) in try c.setHandlers(ResponderHandlers()) }
            attempt { () throws(EngineError) in try tap.setAction { _ in } }
            attempt { () throws(EngineError) in try tap.setStateObserver { _ in } }
            attempt { () throws(EngineError) in try tap.setName("renamed") }
            attempt { () throws(EngineError) in try tap.setDelegate(shouldBegin: { _ in false }) }
            attempt { () throws(EngineError) in try (pan as! PanRecognizer).setTranslationInWindow(Point(5, 5)) }
            attempt { () throws(EngineError) in try custom.setTouchesHandler { _, _, _, _ in } }
            attempt { () throws(EngineError) in try s.setAppHandlers(ResponderHandlers()) }
            attempt { () throws(EngineError) in try s.setAppDelegateHandlers(ResponderHandlers()) }
            attempt { () throws(EngineError) in try s.setUnhandledObserver { _ in } }
            attempt { () throws(EngineError) in try s.setHitTraceObserver { _ in } }
            attempt { () throws(EngineError) in try s.push(TouchSample(id: 9, phase: .began, x: 1, y: 1, timestamp: 0)) }
            // Ending the scene would drop the search's own stack and tables under it.
            attempt { () throws(EngineError) in try s.invalidate() }
            return engine
        }
        #expect(try s.hitTest(w, Point(50, 50)) === v)
        #expect(codes == Array(repeating: .reentrant, count: 17))
        #expect(v.isAlive && w.isAlive && v.scene === s)
        #expect(v.pointInsideOverride != nil && v.gestureShouldBegin == nil && v.hitTestOverride == nil)
        #expect(tap.action == nil && tap.stateObserver == nil && tap.name.isEmpty && tap.shouldBegin == nil)
        #expect((pan as! PanRecognizer).translationInWindow == .zero && custom.onTouches == nil)
        #expect(s.appDelegateHandlers == nil && s.unhandledObserver == nil && s.hitTraceObserver == nil)
        // Outside hit-testing the same setters work.
        try tap.setName("tap")
        #expect(tap.name == "tap")
    }

    /// Conversions from the screen keep their path on the stack up to `View.stackPathLimit`
    /// levels and in the scene's scratch beyond: both give, bit for bit, what mapping the point
    /// down one level at a time gives (each view's own parent→local map), on chains just below,
    /// at and above the limit, with a scale and an offset at every level.
    @Test func H1_convert_from_screen_equals_level_by_level_at_any_depth() throws {
        for depth in [1, 2, View.stackPathLimit - 1, View.stackPathLimit, View.stackPathLimit + 1, 200] {
            let s = try Scene()
            let w = try makeView(s, nil, "w", 3, 5, 1000, 1000)
            var chain = [w]
            for i in 1..<depth {
                let v = try makeView(s, chain[i - 1], "v\(i)", 0.5, 0.25, 900, 900)
                if i % 3 == 0 { try v.setTransform(.scale(1.01, 0.99)) }
                chain.append(v)
            }
            let p = Point(123.456, 78.9)
            var expected = p
            for v in chain { expected = try #require(v.pointFromParent(expected)) }
            let got = try #require(chain[depth - 1].convertFromScreen(p))
            #expect(got == expected, "depth \(depth)")
        }
    }
}

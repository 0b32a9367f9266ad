import Testing
@testable import TouchChainCore

/// Every input kind through the Swift API (P1–P6): touch types and buttons, hover, scroll and
/// transform input, estimated properties, coalesced and predicted points.
@Suite("Pointer, pencil and other inputs")
struct PointerInputTests {
    private func scene() throws -> (Scene, View, View) {
        let scene = try Scene()
        let win = try makeView(scene, nil, "win", 0, 0, 400, 400)
        let box = try makeView(scene, win, "box", 0, 0, 200, 200)
        return (scene, win, box)
    }

    private func states(_ r: Recognizer, into log: Log) throws {
        try r.setStateObserver { r in log.lines.append("\(r.name):\(r.state)") }
    }

    @Test func P1_pencil_only_pan_ignores_fingers() throws {
        let (scene, _, box) = try scene()
        var p = RecognizerParameters(kind: .pan)
        p.allowedTouchTypes = TouchType.stylus.bit
        let pan = try scene.createRecognizer(p)
        try pan.setName("pan")
        try scene.attach(pan, to: box)
        let log = Log()
        try states(pan, into: log)
        for (i, y) in [10.0, 40, 70].enumerated() {
            try scene.push(sample(1, i == 0 ? .began : .moved, 10, y, Double(i) * 0.02))
        }
        try scene.push(sample(1, .ended, 10, 70, 0.06))
        try scene.dispatch()
        #expect(log.lines.isEmpty)
        for (i, y) in [10.0, 40, 70].enumerated() {
            var s = sample(2, i == 0 ? .began : .moved, 10, y, 1 + Double(i) * 0.02)
            s.type = .stylus
            try scene.push(s)
        }
        try scene.dispatch()
        #expect(log.lines == ["pan:began", "pan:changed"])
    }

    @Test func P2_secondary_click_does_not_tap() throws {
        let (scene, _, box) = try scene()
        let tap = try scene.createRecognizer(.tap)
        try tap.setName("tap")
        try scene.attach(tap, to: box)
        let log = Log()
        try states(tap, into: log)
        var s = sample(1, .began, 10, 10, 0)
        s.type = .indirectPointer; s.buttons = Buttons.secondary
        try scene.push(s)
        s.phase = .ended; s.timestamp = 0.05
        try scene.push(s)
        try scene.advance(to: 1)
        #expect(log.lines.isEmpty)
        s = sample(2, .began, 10, 10, 2)
        s.type = .indirectPointer
        try scene.push(s)
        s.phase = .ended; s.timestamp = 2.05
        try scene.push(s)
        try scene.advance(to: 3)
        #expect(log.lines == ["tap:ended"])
    }

    @Test func P3_hover_enter_exit_across_overlapping_views() throws {
        let (scene, win, box) = try scene()
        let over = try makeView(scene, win, "over", 150, 0, 200, 200)   // overlaps box's right part
        let log = Log()
        let h = ResponderHandlers(hover: { r, e in log.lines.append("\(name(r)):\(phaseName(e.phase))") })
        for v in [win, box, over] { try v.setHandlers(h) }
        func hover(_ ph: Phase, _ x: Double, _ t: Double) throws {
            try scene.pushHover(HoverSample(id: 1, phase: ph, x: x, y: 50, timestamp: t))
        }
        try hover(.began, 50, 0)
        try hover(.moved, 175, 0.1)   // both views contain it; `over` is on top: box is left
        try hover(.moved, 300, 0.2)
        try hover(.ended, 300, 0.3)
        try scene.dispatch()
        #expect(log.lines == ["win:began", "box:began",
                              "box:ended", "over:began", "win:moved",
                              "win:moved", "over:moved",
                              "over:ended", "win:ended"])
    }

    @Test func P3_hover_recognizer_follows_its_view() throws {
        let (scene, _, box) = try scene()
        let h = try scene.createRecognizer(.hover)
        try h.setName("hover")
        try scene.attach(h, to: box)
        let log = Log()
        try states(h, into: log)
        try scene.pushHover(HoverSample(id: 7, phase: .began, x: 300, y: 300, timestamp: 0))
        try scene.pushHover(HoverSample(id: 7, phase: .moved, x: 100, y: 100, timestamp: 0.1))
        try scene.pushHover(HoverSample(id: 7, phase: .moved, x: 110, y: 100, timestamp: 0.2))
        try scene.pushHover(HoverSample(id: 7, phase: .moved, x: 300, y: 100, timestamp: 0.3))
        try scene.dispatch()
        #expect(log.lines == ["hover:began", "hover:changed", "hover:ended"])
        #expect(h.state == .possible)   // reset after the end
        #expect(scene.hoveredViews(id: 7)?.map(\.name) == ["win"])   // still hovering, over the window only
        #expect(scene.hoveredViews(id: 8) == nil)
    }

    @Test func P4_wheel_drives_pan_allowing_discrete_only() throws {
        let (scene, _, box) = try scene()
        let plain = try scene.createRecognizer(.pan)
        try plain.setName("plain")
        try scene.attach(plain, to: box)
        let log = Log()
        try states(plain, into: log)
        try scene.pushScroll(ScrollInput(dx: 0, dy: -40, x: 50, y: 50, timestamp: 0))
        try scene.advance(to: 1)
        #expect(log.lines.isEmpty)   // allowed_scroll_types is 0 by default
        var p = RecognizerParameters(kind: .pan)
        p.allowedScrollTypes = ScrollType.discrete.rawValue
        let wheel = try scene.createRecognizer(p)
        try wheel.setName("wheel")
        try scene.attach(wheel, to: box)
        try states(wheel, into: log)
        try scene.pushScroll(ScrollInput(dx: 0, dy: -40, x: 50, y: 50, timestamp: 2))
        try scene.pushScroll(ScrollInput(dx: 0, dy: -40, x: 50, y: 50, timestamp: 2.05))
        try scene.advance(to: 2.05)
        #expect((wheel as! PanRecognizer).translationInWindow == Point(0, -80))
        try scene.advance(to: 3)
        #expect(log.lines == ["wheel:began", "wheel:changed", "wheel:ended"])
        // A continuous (trackpad) scroll does not reach a pan that allows discrete only.
        log.lines = []
        try scene.pushScroll(ScrollInput(type: .continuous, phase: .began, dx: 0, dy: 5, x: 50, y: 50, timestamp: 4))
        try scene.pushScroll(ScrollInput(type: .continuous, phase: .ended, dx: 0, dy: 0, x: 50, y: 50, timestamp: 4.1))
        try scene.advance(to: 5)
        #expect(log.lines.isEmpty)
    }

    /// A scene dropped while a wheel gesture waits for its end is freed: its end timer does
    /// not hold the scene.
    @Test func P4_a_pending_wheel_gesture_does_not_keep_the_scene_alive() throws {
        weak var dropped: Scene?
        do {
            let (scene, _, box) = try scene()
            var p = RecognizerParameters(kind: .pan)
            p.allowedScrollTypes = ScrollType.discrete.rawValue
            try scene.attach(try scene.createRecognizer(p), to: box)
            try scene.pushScroll(ScrollInput(dx: 0, dy: -40, x: 50, y: 50, timestamp: 0))
            try scene.dispatch()
            dropped = scene
        }
        #expect(dropped == nil)
    }

    @Test func P4_wheel_scrolls_a_scroll_view_by_its_deltas() throws {
        let (scene, win, _) = try scene()
        let list = try makeView(scene, win, "list", 200, 0, 200, 400)
        var sp = ScrollParameters()
        sp.contentSize = Size(200, 2000)
        try list.setScroll(sp)
        for (i, t) in [0.0, 0.03, 0.06].enumerated() {
            _ = i
            try scene.pushScroll(ScrollInput(dx: 0, dy: -40, x: 300, y: 100, timestamp: t))
        }
        try scene.advance(to: 2)
        #expect(list.contentOffset.y == 120)
    }

    @Test func P4_trackpad_pinch_and_rotation() throws {
        let (scene, _, box) = try scene()
        let pinch = try scene.createRecognizer(.pinch) as! PinchRecognizer
        let rot = try scene.createRecognizer(.rotation) as! RotationRecognizer
        try pinch.setName("pinch"); try rot.setName("rotation")
        try scene.attach(pinch, to: box); try scene.attach(rot, to: box)
        try scene.allowSimultaneous(pinch, rot, true)
        let log = Log()
        try states(pinch, into: log); try states(rot, into: log)
        try scene.pushTransform(TransformInput(phase: .began, x: 50, y: 50, timestamp: 0))
        try scene.pushTransform(TransformInput(phase: .changed, scale: 1.5, x: 50, y: 50, timestamp: 0.1))
        try scene.advance(to: 0.1)
        #expect(pinch.scale == 1.5)
        try scene.pushTransform(TransformInput(phase: .ended, scale: 1.5, x: 50, y: 50, timestamp: 0.2))
        try scene.advance(to: 1)
        // the rotation never left 0: it did not begin, and fails at the gesture's end (P4)
        #expect(log.lines == ["pinch:began", "pinch:ended", "rotation:failed"])
    }

    /// P2: a pointer's click-drag does not scroll a scroll view (UIKit's scroll view pan
    /// refuses a HID pointer event unless the private _supportsPointerDragScrolling) unless the
    /// view opts in (`pointerDragScrolling`).
    @Test func P2_pointer_drag_scrolls_only_a_scroll_view_that_opts_in() throws {
        let (scene, win, _) = try scene()
        let list = try makeView(scene, win, "list", 200, 0, 200, 400)
        var sp = ScrollParameters()
        sp.contentSize = Size(200, 2000)
        try list.setScroll(sp)
        func pointerDrag(_ id: Int64, _ t0: Double) throws {
            for i in 0...10 {
                var s = sample(id, i == 0 ? .began : .moved, 300, 300 - 20 * Double(i), t0 + 0.02 * Double(i))
                s.type = .indirectPointer
                try scene.push(s)
            }
            var s = sample(id, .ended, 300, 100, t0 + 0.3)
            s.type = .indirectPointer
            try scene.push(s)
            try scene.advance(to: t0 + 1)
        }
        try pointerDrag(1, 0)
        #expect(list.contentOffset.y == 0)
        sp.pointerDragScrolling = true
        try list.setScroll(sp)
        try pointerDrag(2, 2)
        #expect(list.contentOffset.y == 190)   // S4: 200 pt less the slop
    }

    /// P4: a trackpad scroll begins its pan once its travel along an axis reaches the slop,
    /// which is taken off the translation (UIKit's -_removeHysteresisFromTranslation); a wheel
    /// notch under 3 pt moves it 3 pt (UIScrollEvent's DiscreteScrollMinimumDelta).
    @Test func P4_trackpad_scroll_takes_the_slop_off_a_wheel_notch_moves_at_least_three() throws {
        let (scene, win, _) = try scene()
        let list = try makeView(scene, win, "list", 200, 0, 200, 400)
        var sp = ScrollParameters()
        sp.contentSize = Size(200, 2000)
        try list.setScroll(sp)
        try scene.pushScroll(ScrollInput(type: .continuous, phase: .began, dx: 0, dy: 0, x: 300, y: 100, timestamp: 0))
        try scene.pushScroll(ScrollInput(type: .continuous, phase: .changed, dx: 0, dy: -4, x: 300, y: 100, timestamp: 0.01))
        try scene.pushScroll(ScrollInput(type: .continuous, phase: .changed, dx: 0, dy: -4, x: 300, y: 100, timestamp: 0.02))
        try scene.dispatch()
        #expect(list.contentOffset.y == 0)
        try scene.pushScroll(ScrollInput(type: .continuous, phase: .changed, dx: 0, dy: -4, x: 300, y: 100, timestamp: 0.03))
        try scene.dispatch()
        #expect(list.contentOffset.y == 2)
        try scene.pushScroll(ScrollInput(type: .continuous, phase: .ended, dx: 0, dy: 0, x: 300, y: 100, timestamp: 1))
        try scene.advance(to: 5)
        try list.setContentOffset(Point(0, 100))
        try scene.pushScroll(ScrollInput(dx: 0, dy: -1, x: 300, y: 100, timestamp: 6))
        try scene.advance(to: 7)
        #expect(list.contentOffset.y == 103)
    }

    /// P5: the engine's cosine and sine (the standard library has none) against known values
    /// over several turns, and sin² + cos² = 1: they feed `Touch.azimuth(in:)`.
    @Test func P5_cosine_sine_accuracy() {
        let known: [(Double, Double, Double)] = [
            (0, 1, 0), (0.3, 0.955336489125606, 0.29552020666133955),
            (-2.5, -0.8011436155469337, -0.5984721441039564), (Double.pi / 2, 0, 1),
            (Double.pi, -1, 0), (10, -0.8390715290764524, -0.5440211108893698),
            (-100, 0.8623188722876839, 0.5063656411097588)]
        for (a, c, s) in known {
            let r = cosineSine(a)
            #expect(abs(r.cos - c) < 1e-15 && abs(r.sin - s) < 1e-15, "\(a): \(r)")
        }
        var x = -20.0
        while x < 20 {
            let r = cosineSine(x)
            #expect(abs(r.cos * r.cos + r.sin * r.sin - 1) < 1e-15, "\(x)")
            x += 0.137
        }
        #expect(cosineSine(.infinity).cos.isNaN)
    }

    /// P5: the azimuth in a view depends only on the views' transforms, not on where they
    /// are (no point is converted), and survives tiny and huge scales that still invert.
    @Test func P5_azimuth_in_depends_on_transforms_only() throws {
        let s = try Scene()
        let w = try s.createWindow(frame: Rect(0, 0, 320, 480))
        let far = try s.createView(frame: Rect(0, 0, 100, 100))
        try w.addSubview(far)
        try far.setBounds(Rect(1e15, -1e15, 100, 100))
        let tiny = try s.createView(frame: Rect(0, 0, 100, 100))
        let tinier = try s.createView(frame: Rect(0, 0, 100, 100))
        try w.addSubview(tiny); try tiny.addSubview(tinier)
        try tiny.setTransform(.scale(1e-80, 1e-80)); try tinier.setTransform(.scale(1e-80, 1e-80))
        let huge = try s.createView(frame: Rect(0, 0, 100, 100))
        let huger = try s.createView(frame: Rect(0, 0, 100, 100))
        try w.addSubview(huge); try huge.addSubview(huger)
        try huge.setTransform(.scale(1e80, 2e80)); try huger.setTransform(.scale(1e80, 1e80))
        var smp = TouchSample(id: 1, phase: .began, x: 1e6, y: 1e6, timestamp: 0)
        smp.type = .stylus
        smp.azimuth = 0.3
        try s.push(smp)
        try s.dispatch()
        let t = try #require(s.touch(withID: 1))
        #expect(abs(try t.azimuth(in: far).angle - 0.3) < 1e-15)
        #expect(abs(try t.azimuth(in: tinier).angle - 0.3) < 1e-15)
        let (c, sn) = cosineSine(0.3)
        let expected = arctan2(sn / 2, c)           // y scaled twice as much as x on the way up
        #expect(abs(try t.azimuth(in: huger).angle - expected) < 1e-15)
        try huge.setTransform(.scale(1e300, 1e300))
        #expect(throws: EngineError.self) { try t.azimuth(in: huger) }  // the product overflows
    }

    @Test func P5_estimated_force_update_reaches_the_view() throws {
        let (scene, _, box) = try scene()
        let log = Log()
        try box.setHandlers(ResponderHandlers(
            touches: { _, _ in true },
            estimatedUpdate: { r, u in
                log.lines.append("\(name(r)):\(u.id):\(u.estimationUpdateIndex):\(u.force):\(u.remaining)")
                // During the call the touch shows the sample with the update.
                if let t = u.touch { log.lines.append("touch:\(t.force):\(t.expectingUpdates)") }
            }))
        var s = sample(1, .began, 10, 10, 0)
        s.type = .stylus; s.force = 0.2
        s.estimatedProperties = TouchProperties.force | TouchProperties.altitude
        s.expectingUpdates = TouchProperties.force
        s.estimationUpdateIndex = 42
        try scene.push(s)
        try scene.dispatch()
        var u = TouchUpdate(id: 1, estimationUpdateIndex: 42, properties: TouchProperties.force, timestamp: 0.01)
        u.force = 0.55
        try scene.pushTouchUpdate(u)
        // A second update of the same property is refused: none is expected any more.
        #expect(throws: EngineError.self) { try scene.pushTouchUpdate(u) }
        try scene.dispatch()
        #expect(log.lines == ["box:1:42:0.55:0", "touch:0.55:0"])
        // Afterwards the touch reads as before (UIKit puts the live touch back after the call).
        let t = try #require(scene.liveTouches.first)
        #expect(t.force == 0.2)
        #expect(t.expectingUpdates == TouchProperties.force)
    }

    @Test func P5_update_of_an_earlier_sample_names_the_touch_but_leaves_its_values() throws {
        let (scene, _, box) = try scene()
        var seen: [String] = []
        try box.setHandlers(ResponderHandlers(
            touches: { _, _ in true },
            estimatedUpdate: { _, u in seen.append("\(u.estimationUpdateIndex):\(u.force):\(u.touch != nil)") }))
        var s = sample(1, .began, 10, 10, 0)
        s.type = .stylus; s.force = 0.2
        s.estimatedProperties = TouchProperties.force; s.expectingUpdates = TouchProperties.force
        s.estimationUpdateIndex = 1
        try scene.push(s)
        var m = sample(1, .moved, 20, 10, 0.01)
        m.type = .stylus; m.force = 0.3
        try scene.push(m)
        var u = TouchUpdate(id: 1, estimationUpdateIndex: 1, properties: TouchProperties.force, timestamp: 0.02)
        u.force = 0.9
        try scene.pushTouchUpdate(u)
        try scene.dispatch()
        #expect(seen == ["1:0.9:true"])
        let t = try #require(scene.liveTouches.first)
        #expect(t.force == 0.3)   // the latest sample's, not the earlier one's update
    }

    /// The same 240 Hz stream, pushed sample by sample and as 60 Hz samples carrying three
    /// coalesced points each: the pan reports the same translation and velocity.
    @Test func P6_coalesced_points_give_the_full_rate_velocity() throws {
        func run(coalesced: Bool) throws -> [String] {
            let (scene, _, box) = try scene()
            let pan = try scene.createRecognizer(.pan) as! PanRecognizer
            try scene.attach(pan, to: box)
            var out: [String] = []
            try pan.setAction { r in
                let p = r as! PanRecognizer
                out.append("\(p.state) \(p.translationInWindow) \(p.velocityInWindow)")
            }
            let dt = 1.0 / 240
            func at(_ i: Int) -> (Double, Double) { (10 + Double(i * i) * 0.5, 10 + Double(i) * 3) }
            try scene.push(sample(1, .began, 10, 10, 0))
            var pending: [TouchPoint] = []
            for i in 1...24 {
                let (x, y) = at(i)
                let t = Double(i) * dt
                if coalesced && i % 4 != 0 {
                    pending.append(TouchPoint(timestamp: t, location: Point(x, y)))
                    continue
                }
                try scene.push(sample(1, .moved, x, y, t), coalesced: pending)
                pending = []
                try scene.advance(to: t)
            }
            try scene.push(sample(1, .ended, at(24).0, at(24).1, 25 * dt))
            try scene.advance(to: 1)
            return out
        }
        let full = try run(coalesced: false)
        let frames = try run(coalesced: true)
        #expect(full.last == frames.last)
        #expect(full.first == frames.first)
        #expect(full.last?.hasPrefix("ended") == true)
    }

    @Test func P6_view_gets_one_moved_with_every_point_and_predictions_change_nothing() throws {
        let (scene, _, box) = try scene()
        var seen: [Int] = []
        try box.setHandlers(ResponderHandlers(touches: { _, d in
            if d.phase == .moved { seen.append(d.touches[0].coalesced.count) }
            return true
        }))
        try scene.push(sample(1, .began, 10, 10, 0))
        try scene.push(sample(1, .moved, 40, 10, 0.016),
                       coalesced: [TouchPoint(timestamp: 0.004, location: Point(20, 10)),
                                   TouchPoint(timestamp: 0.008, location: Point(30, 10))],
                       predicted: [TouchPoint(timestamp: 0.03, location: Point(90, 10))])
        try scene.dispatch()
        #expect(seen == [3])
        let t = try #require(scene.liveTouches.first)
        #expect(t.coalesced.map(\.location.x) == [20, 30, 40])
        #expect(t.coalescedCount == 3 && t.coalescedPoint(2).location == t.location)
        #expect(t.location == Point(40, 10))
        #expect(t.predicted.count == 1)
        let p = try t.predict(after: 0.01)
        #expect(p.location.x > 40 && p.location.x.isFinite)
        #expect(throws: EngineError.self) { _ = try t.predict(after: 1) }
    }

    @Test func P6_refused_points_change_nothing() throws {
        let (scene, _, _) = try scene()
        try scene.push(sample(1, .began, 10, 10, 0))
        let before = scene.queuedCount
        var s = sample(1, .moved, 40, 10, 0.016)
        #expect(throws: EngineError.self) {   // out of order
            try scene.push(s, coalesced: [TouchPoint(timestamp: 0.010, location: Point(20, 10)),
                                          TouchPoint(timestamp: 0.005, location: Point(30, 10))])
        }
        #expect(throws: EngineError.self) {
            try scene.push(s, coalesced: Array(repeating: TouchPoint(timestamp: 0.01, location: Point(20, 10)),
                                               count: Constants.maxCoalesced + 1))
        }
        s.altitude = 2
        #expect(throws: EngineError.self) { try scene.push(s) }
        #expect(throws: EngineError.self) {   // a began has no earlier points
            try scene.push(sample(2, .began, 10, 10, 0.02), coalesced: [TouchPoint(timestamp: 0.01, location: Point(20, 10))])
        }
        #expect(scene.queuedCount == before)
    }
}

/// `Scene.push(_:coalesced:predicted:)` reads a `[TouchPoint]` in place (`PointSource`, offset
/// 0): six doubles in declaration order.
@Test func P6_touch_point_is_six_doubles_in_order() {
    #expect(MemoryLayout<TouchPoint>.stride == 48)
    #expect(MemoryLayout<TouchPoint>.offset(of: \TouchPoint.timestamp) == 0)
    #expect(MemoryLayout<TouchPoint>.offset(of: \TouchPoint.location) == 8)
    #expect(MemoryLayout<TouchPoint>.offset(of: \TouchPoint.force) == 24)
    #expect(MemoryLayout<TouchPoint>.offset(of: \TouchPoint.altitude) == 32)
    #expect(MemoryLayout<TouchPoint>.offset(of: \TouchPoint.azimuth) == 40)
}

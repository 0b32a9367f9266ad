import Testing
@testable import TouchChainCore

/// Records recognizer states as "name:state" (the state observer: failures included), and
/// checks that the action follows every change but a failure (G2: UIKit sends no action then),
/// after the observer heard that state (other recognizers' lines may come between: G3 decides
/// the rivals before the winner's action).
func watch(_ r: Recognizer, _ log: Log) {
    r.stateObserver = { r in log.lines.append("\(r.name):\(r.state)") }
    r.action = { r in
        #expect(r.state != .failed, "the action of \(r.name) was called for a failure")
        let own = log.lines.last { $0.hasPrefix("\(r.name):") }
        #expect(own == "\(r.name):\(r.state)", "the action came without the observer")
    }
}

@Suite("Gesture recognizers and controls (G, C)")
struct GestureTests {
    func scene() throws -> (Scene, View, View) {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 400, 400)
        let v = try makeView(s, w, "v", 0, 0, 300, 300)
        return (s, w, v)
    }

    /// G1: the feed's working lists (the event's recognizers, the touches handed to each on
    /// the delivery stack) are filled only while it runs; between events they are empty, so
    /// nothing reads a stale entry.
    @Test func G1_feed_lists_are_empty_between_events() throws {
        let (s, _, v) = try scene()
        let tap = try s.createRecognizer(.tap)
        let pan = try s.createRecognizer(.pan)
        try s.attach(tap, to: v); try s.attach(pan, to: v)
        try s.push(sample(1, .began, 100, 100, 0))
        try s.push(sample(2, .began, 150, 100, 0))
        try s.dispatch()
        #expect(s.arbiter.eventRecognizers.count == 0 && s.touchState.deliveryStack.count == 0)
        // Two touches, one moving: a recognizer tracking both gets a list built for it.
        try s.push(sample(1, .moved, 101, 100, 0.01))
        try s.dispatch()
        #expect(s.arbiter.eventRecognizers.count == 0 && s.touchState.deliveryStack.count == 0)
        try s.push(sample(1, .ended, 101, 100, 0.02))
        try s.push(sample(2, .ended, 150, 100, 0.02))
        try s.dispatch()
        #expect(s.arbiter.eventRecognizers.count == 0 && s.touchState.deliveryStack.count == 0)
    }

    @Test func G3_seed004_pan_cancels_view_touches() throws {
        let (s, _, v) = try scene()
        let log = Log()
        v.handlers = touchLogger(log, handled: true)
        let pan = try s.createRecognizer(.pan)
        pan.name = "pan"
        watch(pan, log)
        try s.attach(pan, to: v)
        try s.push(sample(1, .began, 100, 100, 0))
        try s.push(sample(1, .moved, 105, 100, 0.01))
        try s.push(sample(1, .moved, 115, 100, 0.02))   // 15 pt > 10 pt slop: began
        try s.push(sample(1, .moved, 130, 100, 0.03))
        try s.push(sample(1, .ended, 130, 100, 0.04))
        try s.dispatch()
        #expect(log.lines == ["v:began:1", "v:moved:1", "pan:began", "v:cancelled:1",
                              "pan:changed", "pan:ended"])
        #expect((pan as? PanRecognizer)?.translationInWindow == Point(0, 0))  // reset after end
    }

    @Test func G3_cancelsTouchesInView_off_view_gets_everything() throws {
        let (s, _, v) = try scene()
        let log = Log()
        v.handlers = touchLogger(log, handled: true)
        let pan = try s.createRecognizer(.pan)
        pan.name = "pan"
        pan.cancelsTouchesInView = false
        watch(pan, log)
        try s.attach(pan, to: v)
        try s.push(sample(1, .began, 100, 100, 0))
        try s.push(sample(1, .moved, 115, 100, 0.02))
        try s.push(sample(1, .ended, 115, 100, 0.04))
        try s.dispatch()
        #expect(log.lines == ["v:began:1", "pan:began", "v:moved:1", "pan:ended", "v:ended:1"])
    }

    @Test func G4_delaysTouchesBegan_failing_then_recognizing() throws {
        let (s, _, v) = try scene()
        let log = Log()
        v.handlers = touchLogger(log, handled: true)
        let pan = try s.createRecognizer(.pan)
        pan.name = "pan"
        pan.delaysTouchesBegan = true
        watch(pan, log)
        try s.attach(pan, to: v)
        // Fails at the lift (before the slop): the held began, the latest moved, then the
        // ended (G4's rule: "began and then only the latest moved"; UIKit's one follow-up is
        // the ended alone).
        try s.push(sample(1, .began, 100, 100, 0))
        try s.push(sample(1, .moved, 102, 100, 0.01))
        try s.push(sample(1, .moved, 104, 100, 0.02))
        try s.push(sample(1, .ended, 104, 100, 0.03))
        try s.dispatch()
        #expect(log.lines == ["pan:failed", "v:began:1", "v:moved:1", "v:ended:1"])
        log.lines.removeAll()
        // Recognizes: the view sees nothing at all.
        try s.push(sample(2, .began, 100, 100, 1))
        try s.push(sample(2, .moved, 120, 100, 1.01))
        try s.push(sample(2, .ended, 120, 100, 1.02))
        try s.dispatch()
        #expect(log.lines == ["pan:began", "pan:ended"])
    }

    @Test func G5_double_tap_holds_and_cancels_first_ended() throws {
        let (s, _, v) = try scene()
        let log = Log()
        v.handlers = touchLogger(log, handled: true)
        let dbl = try s.createRecognizer(.tap) as! TapRecognizer
        dbl.name = "double"
        dbl.tapsRequired = 2
        watch(dbl, log)
        try s.attach(dbl, to: v)
        try s.push(sample(1, .began, 100, 100, 0))
        try s.push(sample(1, .ended, 100, 100, 0.05))
        try s.push(sample(2, .began, 102, 100, 0.2))
        try s.push(sample(2, .ended, 102, 100, 0.25))
        try s.dispatch()
        #expect(log.lines == ["v:began:1", "v:began:1", "double:ended", "v:cancelled:1", "v:cancelled:1"])
    }

    @Test func G5_lone_tap_held_ended_delivered_late_with_original_timestamp() throws {
        let (s, _, v) = try scene()
        var got: [(Phase, Double, Double)] = []
        v.handlers = ResponderHandlers(touches: { _, d in
            got.append((d.phase, d.timestamp, d.dispatchTime)); return true
        })
        let dbl = try s.createRecognizer(.tap) as! TapRecognizer
        dbl.tapsRequired = 2
        try s.attach(dbl, to: v)
        try s.push(sample(1, .began, 100, 100, 0))
        try s.push(sample(1, .ended, 100, 100, 0.05))
        try s.dispatch()
        #expect(got.count == 1)
        try s.advance(to: 1)
        #expect(got.count == 2)
        #expect(got[1].0 == .ended && got[1].1 == 0.05 && abs(got[1].2 - 0.4) < 1e-9)
        #expect(dbl.state == .possible)
    }

    @Test func G6_single_tap_requires_double_to_fail_both_outcomes() throws {
        let (s, _, v) = try scene()
        let log = Log()
        let single = try s.createRecognizer(.tap)
        single.name = "single"
        let dbl = try s.createRecognizer(.tap) as! TapRecognizer
        dbl.name = "double"
        dbl.tapsRequired = 2
        watch(single, log); watch(dbl, log)
        try s.attach(single, to: v); try s.attach(dbl, to: v)
        try s.require(single, toFail: dbl)
        #expect(throws: EngineError.self) { try s.require(dbl, toFail: single) }  // cycle
        // One tap: single waits for double's interval, then recognizes.
        try s.push(sample(1, .began, 100, 100, 0))
        try s.push(sample(1, .ended, 100, 100, 0.05))
        try s.dispatch()
        #expect(log.lines.isEmpty)
        try s.advance(to: 0.5)
        #expect(log.lines == ["double:failed", "single:ended"])
        log.lines.removeAll()
        // Two taps: double recognizes, single fails.
        try s.push(sample(2, .began, 100, 100, 1))
        try s.push(sample(2, .ended, 100, 100, 1.05))
        try s.push(sample(3, .began, 100, 100, 1.2))
        try s.push(sample(3, .ended, 100, 100, 1.25))
        try s.dispatch()
        #expect(log.lines == ["double:ended", "single:failed"])
    }

    @Test func G8_long_press() throws {
        let (s, _, v) = try scene()
        let log = Log()
        let lp = try s.createRecognizer(.longPress)
        lp.name = "lp"
        watch(lp, log)
        try s.attach(lp, to: v)
        try s.push(sample(1, .began, 100, 100, 0))
        try s.dispatch()
        try s.advance(to: 0.3)
        #expect(log.lines.isEmpty)
        try s.advance(to: 0.51)
        #expect(log.lines == ["lp:began"])
        try s.push(sample(1, .ended, 100, 100, 0.7))
        try s.dispatch()
        #expect(log.lines == ["lp:began", "lp:ended"])
        log.lines.removeAll()
        try s.push(sample(2, .began, 100, 100, 1))
        try s.push(sample(2, .moved, 115, 100, 1.1))
        try s.dispatch()
        #expect(log.lines == ["lp:failed"])
        #expect(lp.failureReason == .movedTooFar)
        #expect(lp.failureMessage == "moved 15.0 pt > allowable 10.0 pt at t=1.100 s")
    }

    @Test func G8_pinch_scale_2_and_rotation_quarter() throws {
        let (s, _, v) = try scene()
        try v.setFlag(.multipleTouchEnabled, true)
        let pinch = try s.createRecognizer(.pinch) as! PinchRecognizer
        let rot = try s.createRecognizer(.rotation) as! RotationRecognizer
        try s.attach(pinch, to: v); try s.attach(rot, to: v)
        try s.allowSimultaneous(pinch, rot, true)
        var scales: [Double] = []
        var angles: [Double] = []
        pinch.action = { r in scales.append((r as! PinchRecognizer).scale) }
        rot.action = { r in angles.append((r as! RotationRecognizer).rotation) }
        try s.push(sample(1, .began, 100, 100, 0))
        try s.push(sample(2, .began, 200, 100, 0))
        try s.push(sample(2, .moved, 300, 100, 0.1))
        try s.dispatch()
        #expect(scales.last == 2)
        try s.push(sample(2, .moved, 100, 300, 0.2))   // quarter turn clockwise about touch 1
        try s.dispatch()
        #expect(abs((angles.last ?? 0) - Double.pi / 2) < 1e-9)
    }

    @Test func C1_G7_button_in_tapping_view_wins_and_tap_on_button_beats_it() throws {
        let (s, _, v) = try scene()
        let button = try makeView(s, v, "button", 50, 50, 80, 40)
        try button.setControl(.button)
        var events: [String] = []
        try button.addControlTarget(.all) { _, e in events.append("\(e.rawValue)") }
        let tap = try s.createRecognizer(.tap)
        tap.name = "tap"
        let log = Log()
        watch(tap, log)
        try s.attach(tap, to: v)
        try s.push(sample(1, .began, 60, 60, 0))
        try s.push(sample(1, .ended, 60, 60, 0.1))
        try s.dispatch()
        #expect(log.lines == ["tap:failed"])
        #expect(tap.failureReason == .vetoedByView)
        #expect(events == ["\(ControlEvents.touchDown.rawValue)", "\(ControlEvents.touchUpInside.rawValue)",
                           "\(ControlEvents.primaryActionTriggered.rawValue)"])
        // A tap recognizer on the button itself beats the button's tracking.
        events.removeAll(); log.lines.removeAll()
        let own = try s.createRecognizer(.tap)
        own.name = "own"
        watch(own, log)
        try s.attach(own, to: button)
        try s.push(sample(2, .began, 60, 60, 1))
        try s.push(sample(2, .ended, 60, 60, 1.1))
        try s.dispatch()
        #expect(log.lines.contains("own:ended"))
        #expect(events == ["\(ControlEvents.touchDown.rawValue)", "\(ControlEvents.touchCancel.rawValue)"])
    }

    @Test func C1_drag_out_past_margin_is_touch_up_outside() throws {
        let (s, _, v) = try scene()
        let button = try makeView(s, v, "button", 50, 50, 80, 40)
        try button.setControl(.button)
        var events: [UInt32] = []
        try button.addControlTarget(.all) { _, e in events.append(e.rawValue) }
        try s.push(sample(1, .began, 60, 60, 0))
        try s.push(sample(1, .moved, 60, 150, 0.1))   // 60 below the bottom: inside the 70 pt margin
        try s.push(sample(1, .moved, 60, 200, 0.2))   // 110 below: outside
        try s.push(sample(1, .ended, 60, 200, 0.3))
        try s.dispatch()
        #expect(events == [ControlEvents.touchDown.rawValue, ControlEvents.touchDragInside.rawValue,
                           ControlEvents.touchDragExit.rawValue, ControlEvents.touchDragOutside.rawValue,
                           ControlEvents.touchUpOutside.rawValue])
        events.removeAll()
        try button.setControlEnabled(false)
        try s.push(sample(2, .began, 60, 60, 1))
        try s.push(sample(2, .ended, 60, 60, 1.1))
        try s.dispatch()
        #expect(events.isEmpty)   // C2
    }

    @Test func reentrancy_recognizer_destroyed_in_its_action_and_view_destroyed_mid_gesture() throws {
        let (s, _, v) = try scene()
        let pan = try s.createRecognizer(.pan)
        var states: [GestureState] = []
        pan.action = { r in
            states.append(r.state)
            if r.state == .began { try? s.destroy(r) }
        }
        try s.attach(pan, to: v)
        try s.push(sample(1, .began, 100, 100, 0))
        try s.push(sample(1, .moved, 130, 100, 0.02))
        try s.push(sample(1, .moved, 160, 100, 0.04))
        try s.push(sample(1, .ended, 160, 100, 0.06))
        try s.dispatch()
        #expect(states == [.began])
        #expect(!pan.isAlive)

        let tap = try s.createRecognizer(.longPress)
        var lp: [GestureState] = []
        tap.action = { r in lp.append(r.state) }
        try s.attach(tap, to: v)
        try s.push(sample(2, .began, 100, 100, 1))
        try s.dispatch()
        try s.advance(to: 1.6)
        try s.destroy(v)
        try s.push(sample(2, .moved, 120, 100, 1.7))
        try s.push(sample(2, .ended, 120, 100, 1.8))
        try s.dispatch()
        #expect(lp == [.began, .cancelled])
        #expect(tap.view == nil && tap.isAlive && tap.state == .possible)
    }

    @Test func G8_pan_velocity_constant_speed() throws {
        let (s, _, v) = try scene()
        let pan = try s.createRecognizer(.pan) as! PanRecognizer
        var last = Point.zero
        pan.action = { r in if r.state == .changed { last = r.snapshot.velocity } }
        try s.attach(pan, to: v)
        try s.push(sample(1, .began, 10, 10, 0))
        for i in 1...20 {   // 1000 pt/s to the right, a sample every 8 ms
            try s.push(sample(1, .moved, 10 + 8 * Double(i), 10, 0.008 * Double(i)))
        }
        try s.dispatch()
        #expect(abs(last.x - 1000) < 1)
        #expect(abs(last.y) < 1e-6)
    }

    /// G8: a pan's translation and velocity are vectors in its view's coordinates: each is the
    /// window's conversion of the vector's end minus that of the window's origin; its location
    /// is the window's conversion of the centroid. The snapshot converts the four points in one
    /// pass over the view's path; this checks it against the
    /// public conversion, point by point, bit for bit, under rotated and scaled ancestors, and
    /// after the view's transform turned singular mid-gesture (the vectors then stay in window
    /// space).
    @Test func G8_pan_vectors_in_view_equal_the_public_conversion() throws {
        for k in 0..<3 {
            let (s, w, _) = try scene()
            let mid = try makeView(s, w, "mid", 20, 30, 300, 300)
            try mid.setTransform(AffineTransform(a: 0.8, b: 0.6 + Double(k) * 0.1, c: -0.6, d: 0.8, tx: 3, ty: -7))
            let leaf = try makeView(s, mid, "leaf", 40, 10, 150, 150)
            try leaf.setTransform(.scale(1.5, 0.75))
            let pan = try s.createRecognizer(.pan) as! PanRecognizer
            var seen: [(GestureSnapshot, Point, Point, Point)] = []
            pan.action = { r in
                let p = r as! PanRecognizer
                seen.append((r.snapshot, p.translationInWindow, p.velocityInWindow, r.locationInWindow))
            }
            try s.attach(pan, to: leaf)
            let start = try leaf.convert(Point(75, 75), to: w)
            func move(_ i: Int) throws {
                try s.push(TouchSample(id: 1, phase: i == 0 ? .began : .moved, x: start.x + 7.3 * Double(i),
                                       y: start.y - 2.9 * Double(i), timestamp: 0.008 * Double(i)))
            }
            for i in 0...6 { try move(i) }
            try s.dispatch()
            let singular = k == 2
            if singular { try leaf.setTransform(.scale(0, 1)) }
            let before = seen.count
            for i in 7...12 { try move(i) }
            try s.dispatch()
            #expect(before >= 3 && seen.count == before + 6)
            for (n, (snap, t, vel, loc)) in seen.enumerated() {
                func inView(_ q: Point) -> Point {
                    guard let a = try? w.convert(Point(0, 0), to: leaf),
                          let b = try? w.convert(q, to: leaf) else { return q }
                    return Point(b.x - a.x, b.y - a.y)
                }
                if singular && n >= before {
                    #expect(snap.translation == t && snap.velocity == vel)
                    #expect(snap.location == loc)
                } else if !singular {
                    #expect(snap.translation == inView(t))
                    #expect(snap.velocity == inView(vel))
                    #expect(snap.location == (try w.convert(loc, to: leaf)))
                }
            }
        }
    }

    @Test func T5_touch_collects_recognizers_of_hit_view_and_ancestors_only() throws {
        let (s, w, v) = try scene()
        let child = try makeView(s, v, "child", 0, 0, 50, 50)
        let sibling = try makeView(s, w, "sibling", 350, 350, 40, 40)
        let onChild = try s.createRecognizer(.pan)
        let onParent = try s.createRecognizer(.longPress)
        let onWindow = try s.createRecognizer(.tap)
        let onSibling = try s.createRecognizer(.tap)
        let disabled = try s.createRecognizer(.pinch)
        try s.attach(onChild, to: child); try s.attach(onParent, to: v)
        try s.attach(onWindow, to: w); try s.attach(onSibling, to: sibling)
        try s.attach(disabled, to: v); try s.setEnabled(disabled, false)
        var seen: [Recognizer] = []
        try s.push(sample(1, .began, 10, 10, 0))
        try s.dispatch()
        seen = s.touch(withID: 1)?.gestureRecognizers ?? []
        #expect(seen.count == 3)
        #expect(seen[0] === onChild && seen[1] === onParent && seen[2] === onWindow)
        // A recognizer that fails is dropped from the touch (T5).
        try s.push(sample(1, .moved, 30, 10, 0.1))   // 20 pt: the long press fails, the tap fails
        try s.dispatch()
        seen = s.touch(withID: 1)?.gestureRecognizers ?? []
        #expect(seen.count == 1 && seen[0] === onChild)
    }

    /// T5: a recognizer that ends, or is cancelled, while its touch stays down leaves the
    /// touch's list as a failed one does (UIKit's `_updateGestureForActiveEvents` has it ignore
    /// its touches once past changed with no unmet failure requirement); the touch stays taken
    /// (G3): its view hears nothing more of it. A swipe recognizes mid-drag; a pan recognizing
    /// with it stays on the touch while it is changed, and leaves when it is cancelled.
    /// (Ended and cancelled recognizers stayed on the list until the touch lifted.)
    @Test func T5_recognizer_that_ends_mid_touch_leaves_the_touch_list() throws {
        let (s, _, v) = try scene()
        let log = Log()
        v.handlers = touchLogger(log, handled: true)
        let swipe = try s.createRecognizer(.swipe)
        let pan = try s.createRecognizer(.pan)
        try s.attach(swipe, to: v); try s.attach(pan, to: v)
        try s.allowSimultaneous(swipe, pan, true)
        try s.push(sample(1, .began, 10, 100, 0))
        try s.dispatch()
        #expect(s.touch(withID: 1)?.gestureRecognizers.count == 2)
        for i in 1...8 { try s.push(sample(1, .moved, 10 + 15 * Double(i), 100, 0.01 * Double(i))) }
        try s.dispatch()
        #expect(swipe.state == .ended && pan.state == .changed)
        var seen = s.touch(withID: 1)?.gestureRecognizers ?? []
        #expect(seen.count == 1 && seen[0] === pan)
        try s.setEnabled(pan, false)   // cancelled
        seen = s.touch(withID: 1)?.gestureRecognizers ?? []
        #expect(seen.isEmpty)
        log.lines.removeAll()
        try s.push(sample(1, .moved, 200, 100, 0.2))
        try s.push(sample(1, .ended, 200, 100, 0.3))
        try s.dispatch()
        #expect(log.lines.isEmpty)   // taken: the view had it cancelled and gets nothing more
        #expect(swipe.state == .possible)   // G2: reset once the touch lifted
    }

    /// G2, G3, G8: the Swift side of a custom recognizer's reset and can-prevent handlers —
    /// one reset (reading its final state) after a gesture ends; a recognizer that cannot
    /// prevent a tap leaves it to recognize. C1: `sendActions` without a touch.
    @Test func G2_G3_G8_C1_custom_handlers_and_send_actions() throws {
        let (s, _, v) = try scene()
        let log = Log()
        let tap = try s.createRecognizer(.tap)
        tap.name = "tap"
        let custom = try s.createRecognizer(.custom) as! CustomRecognizer
        custom.name = "A"
        try s.attach(tap, to: v); try s.attach(custom, to: v)
        watch(tap, log); watch(custom, log)
        try custom.setTouchesHandler { r, phase, _, _ in
            if phase == .moved && r.state == .possible { try? r.scene?.setState(r, .began) }
            if phase == .ended && r.state == .began { try? r.scene?.setState(r, .ended) }
        }
        try custom.setCanPreventHandler { _, other in log.lines.append("A can prevent \(other.name)?"); return false }
        try custom.setResetHandler { r in log.lines.append("A reset \(r.state)") }
        try s.push(sample(1, .began, 100, 100, 0))
        try s.push(sample(1, .moved, 101, 100, 0.02))
        try s.push(sample(1, .ended, 101, 100, 0.05))
        try s.dispatch()
        #expect(log.lines == ["A:began", "A can prevent tap?", "A can prevent tap?", "tap:ended",
                              "A:ended", "A reset ended"])
        // C1: each target once, in registration order, then the primary action
        let button = try makeView(s, v, "b", 10, 10, 40, 40)
        try button.setControl(.button)
        var sent: [UInt32] = []
        try button.addControlTarget([.touchUpInside, .valueChanged]) { _, e in sent.append(e.rawValue) }
        try button.addControlTarget(.primaryActionTriggered) { _, e in sent.append(e.rawValue) }
        try s.sendActions(of: button, [.valueChanged, .touchUpInside])
        #expect(sent == [ControlEvents.touchUpInside.rawValue, ControlEvents.primaryActionTriggered.rawValue])
    }
}


@Suite("Recognizer parameter table (G8)")
struct ParameterTableTests {
    /// The table's invariant: one row per ParameterID, in order; every kind's defaults are
    /// inside the ranges; a recognizer's properties read the one stored value.
    @Test func G8_table_rows_follow_the_ids_and_defaults_are_in_range() throws {
        #expect(ParameterTable.rows.count == ParameterID.allCases.count)
        for (i, row) in ParameterTable.rows.enumerated() {
            #expect(Int(row.id.rawValue) == i)
            for kind in [RecognizerKind.tap, .longPress, .pan, .edgePan, .swipe, .pinch, .rotation]
            where row.applies(to: kind) {
                let v = RecognizerParameters(kind: kind)[row.id]
                #expect(v == row.defaultValue(for: kind))
                #expect(v >= row.minimum && v <= row.maximum)
                #expect(v.isFinite)
            }
        }
        let s = try Scene()
        let pan = try s.createRecognizer(.pan) as! PanRecognizer
        pan.slop = 3
        #expect(pan.parameters.slop == 3)
        var p = pan.parameters
        p.slop = 7
        try s.setParameters(pan, p)
        #expect(pan.slop == 7)
    }
}

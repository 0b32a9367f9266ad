import Testing
@testable import TouchChainCore

@Suite("Touches, events and the responder chain (E, T, R)")
struct DeliveryTests {
    @Test func E2_same_timestamp_is_one_event_and_T4_view_kept() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 300, 300)
        let v = try makeView(s, w, "v", 0, 0, 100, 100)
        try v.setFlag(.multipleTouchEnabled, true)
        let log = Log()
        v.handlers = touchLogger(log, handled: true)
        try s.push(sample(1, .began, 10, 10, 0))
        try s.push(sample(2, .began, 20, 20, 0))
        try s.push(sample(1, .moved, 250, 250, 0.1))  // leaves v: still delivered to v (T4)
        try s.push(sample(1, .ended, 250, 250, 0.2))
        try s.push(sample(2, .ended, 20, 20, 0.2))
        #expect(try s.dispatch() == 3)
        #expect(log.lines == ["v:began:2", "v:moved:1", "v:ended:2"])
        #expect(s.liveTouches.isEmpty)
        #expect(s.now == 0.2)
    }

    @Test func E4_time_backwards_refused_and_nothing_lost() throws {
        func run(_ insertBad: Bool) throws -> [String] {
            let s = try Scene()
            let w = try makeView(s, nil, "w", 0, 0, 300, 300)
            let log = Log()
            w.handlers = touchLogger(log, handled: true)
            try s.push(sample(1, .began, 10, 10, 1))
            if insertBad {
                #expect(throws: EngineError.self) { try s.push(sample(1, .moved, 10, 10, 0.5)) }
                #expect(throws: EngineError.self) { try s.push(sample(1, .began, 10, 10, 1)) }
                #expect(throws: EngineError.self) { try s.push(sample(9, .moved, 10, 10, 1)) }
                #expect(throws: EngineError.self) { try s.push(sample(1, .moved, .nan, 10, 1)) }
            }
            try s.push(sample(1, .ended, 12, 10, 1.1))
            try s.dispatch()
            return log.lines
        }
        #expect(try run(true) == run(false))
        #expect(try run(false) == ["w:began:1", "w:ended:1"])
    }

    @Test func E4_advance_moves_clock_and_fires_timers_in_order() throws {
        let s = try Scene()
        var fired: [Double] = []
        try s.schedule(at: 0.5) { fired.append(0.5) }
        try s.schedule(at: 0.2) { fired.append(0.2) }
        try s.schedule(at: 0.9) { fired.append(0.9) }
        try s.advance(to: 0.6)
        #expect(fired == [0.2, 0.5])
        #expect(s.now == 0.6)
        #expect(throws: EngineError.self) { try s.advance(to: 0.1) }
        try s.advance(to: 1)
        #expect(fired == [0.2, 0.5, 0.9])
    }

    @Test func T3_tap_count() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 300, 300)
        var counts: [Int32] = []
        w.handlers = ResponderHandlers(touches: { _, d in
            if d.phase == .began { counts.append(d.touches[0].tapCount) }
            return true
        })
        let taps: [(Double, Double, Double)] = [(0, 100, 100), (0.3, 110, 100), (0.6, 100, 100),
                                                (1.5, 100, 100), (1.7, 200, 200)]
        for (i, (t, x, y)) in taps.enumerated() {
            try s.push(sample(Int64(i), .began, x, y, t))
            try s.push(sample(Int64(i), .ended, x, y, t + 0.05))
        }
        try s.dispatch()
        #expect(counts == [1, 2, 3, 1, 1])
    }

    @Test func T6_multiple_touch_disabled_gets_first_touch_only() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 300, 300)
        let v = try makeView(s, w, "v", 0, 0, 100, 100)
        let log = Log()
        v.handlers = touchLogger(log, handled: true)
        try s.push(sample(1, .began, 10, 10, 0))
        try s.push(sample(2, .began, 20, 20, 0))
        try s.push(sample(2, .ended, 20, 20, 0.1))
        try s.push(sample(1, .ended, 10, 10, 0.2))
        try s.dispatch()
        #expect(log.lines == ["v:began:1", "v:ended:1"])
    }

    @Test func T6_exclusive_touch() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 300, 300)
        let a = try makeView(s, w, "a", 0, 0, 100, 100)
        let b = try makeView(s, w, "b", 150, 0, 100, 100)
        try a.setFlag(.exclusiveTouch, true)
        let log = Log()
        a.handlers = touchLogger(log, handled: true)
        b.handlers = touchLogger(log, handled: true)
        try s.push(sample(1, .began, 10, 10, 0))
        try s.push(sample(2, .began, 160, 10, 0.1))   // a tracks: b gets nothing
        try s.push(sample(2, .ended, 160, 10, 0.2))
        try s.push(sample(1, .ended, 10, 10, 0.3))
        try s.push(sample(3, .began, 160, 10, 0.4))   // b tracks now
        try s.push(sample(4, .began, 10, 10, 0.5))    // a is exclusive: refused while b tracks
        try s.dispatch()
        #expect(log.lines == ["a:began:1", "a:ended:1", "b:began:1"])
    }

    @Test func R1_R2_chain_order_and_dropped() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 300, 300)
        let root = try makeView(s, w, "root", 0, 0, 300, 300)
        let leaf = try makeView(s, root, "leaf", 0, 0, 100, 100)
        let vc = try s.createController()
        try vc.setView(root)
        let log = Log()
        for v in [w, root, leaf] { v.handlers = touchLogger(log, handled: false) }
        vc.handlers = touchLogger(log, handled: false)
        try s.setAppHandlers(touchLogger(log, handled: false))
        try s.setAppDelegateHandlers(touchLogger(log, handled: false))
        var dropped = 0
        try s.setUnhandledObserver { e in if e.type == .touches { dropped += 1 } }
        try s.push(sample(1, .began, 10, 10, 0))
        try s.dispatch()
        #expect(log.lines == ["leaf:began:1", "root:began:1", "controller:began:1", "w:began:1",
                              "app:began:1", "delegate:began:1"])
        #expect(dropped == 1)
    }

    @Test func R4_motion_to_first_responder_presses_to_focus() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 300, 300)
        let field = try makeView(s, w, "field", 0, 0, 100, 30)
        let menu = try makeView(s, w, "menu", 0, 50, 100, 30)
        var got: [String] = []
        let h = ResponderHandlers(
            motion: { r, _ in got.append("motion@\(name(r))"); return true },
            remote: { r, _ in got.append("remote@\(name(r))"); return false },
            presses: { r, _ in got.append("press@\(name(r))"); return true })
        for v in [w, field, menu] { v.handlers = h }
        #expect(throws: EngineError.self) { try s.becomeFirstResponder(field) }
        try field.setFlag(.canBecomeFirstResponder, true)
        try s.becomeFirstResponder(field)
        try s.setFocus(menu)
        try s.pushMotion(subtype: MotionSubtype.shake, phase: .began, timestamp: 0)
        try s.pushRemote(subtype: 203, timestamp: 0.1)
        try s.pushPress(type: 304, phase: .began, timestamp: 0.2)
        try s.dispatch()
        #expect(got == ["motion@field", "remote@field", "remote@w", "press@menu"])
        try s.resignFirstResponder(field)
        try s.pushMotion(subtype: MotionSubtype.shake, phase: .ended, timestamp: 0.3)
        try s.dispatch()
        #expect(got.last == "motion@w")
    }

    /// R4: each window keeps its own first responder; `firstResponder` is the key window's.
    @Test func R4_each_window_keeps_its_own_first_responder() throws {
        let s = try Scene()
        let w1 = try makeView(s, nil, "w1", 0, 0, 300, 300)
        let w2 = try makeView(s, nil, "w2", 300, 0, 300, 300)
        let a = try makeView(s, w1, "a", 0, 0, 10, 10)
        let b = try makeView(s, w2, "b", 0, 0, 10, 10)
        try a.setFlag(.canBecomeFirstResponder, true)
        try b.setFlag(.canBecomeFirstResponder, true)
        try s.becomeFirstResponder(a)
        try s.becomeFirstResponder(b)
        #expect(s.firstResponder(of: w1) === a && s.firstResponder(of: w2) === b)
        #expect(s.firstResponder === a)
        try s.setKeyWindow(w2)
        #expect(s.firstResponder === b)
        try a.removeFromSuperview()
        #expect(s.firstResponder(of: w1) == nil && s.firstResponder(of: w2) === b)
    }

    @Test func R5_router_event_seed002_button_cell_table_root_controller() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 320, 480)
        let root = try makeView(s, w, "root", 0, 0, 320, 480)
        let table = try makeView(s, root, "table", 0, 0, 320, 480)
        let cell = try makeView(s, table, "cell", 0, 0, 320, 44)
        let button = try makeView(s, cell, "button", 10, 5, 80, 34)
        let vc = try s.createController()
        try vc.setView(root)
        var reached: [String] = []
        for v in [button, cell, table, root] {
            v.handlers = ResponderHandlers(route: { r, _ in reached.append(name(r)); return false })
        }
        vc.handlers = ResponderHandlers(route: { r, e in
            reached.append("\(name(r)):\(e.name)"); return true
        })
        #expect(try s.sendRoute(from: .view(button), RouteEvent(name: "firstButton")))
        #expect(reached == ["button", "cell", "table", "root", "controller:firstButton"])
    }

    /// R5: an event built from C strings reads back the same name and pairs as one built from
    /// Swift strings (converted only when read); setting them replaces the C strings.
    @Test func R5_route_event_from_c_strings_reads_its_name_and_pairs() throws {
        let strings = ["a-name-longer-than-fifteen-bytes", "k0", "v0", "k1", "v\u{e9}1"]
        let cStrings = strings.map { s -> UnsafeMutablePointer<CChar> in
            let bytes = Array(s.utf8CString)
            let p = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
            p.initialize(from: bytes, count: bytes.count)
            return p
        }
        defer { for p in cStrings { p.deallocate() } }
        let pairs = UnsafeMutablePointer<UnsafePointer<CChar>>.allocate(capacity: 4)
        defer { pairs.deallocate() }
        for i in 0..<4 { pairs[i] = UnsafePointer(cStrings[i + 1]) }
        var e = RouteEvent(cName: cStrings[0], cPairs: UnsafeRawPointer(pairs), count: 2)
        #expect(e.name == strings[0])
        #expect(e.info.map { $0.key } == ["k0", "k1"])
        #expect(e.info.map { $0.value } == ["v0", "v\u{e9}1"])
        #expect(RouteEvent(cName: cStrings[0], cPairs: nil, count: 3).info.isEmpty)
        e.name = "renamed"
        e.info = [(key: "x", value: "y")]
        cStrings[0][0] = 0  // the C strings are not read any more
        #expect(e.name == "renamed")
        #expect(e.info.map { $0.key } == ["x"])
    }

    /// R5: a C route handler (what the C ABI makes of a host's callback) is called by the walk
    /// itself, in place of the Swift closure, with the event's C strings as they were given and
    /// the responder bytes it was made with; an event made from Swift strings passes it by.
    @Test func R5_host_route_handler_called_with_c_strings_and_its_responder() throws {
        struct Call { var tag: UInt64; var name: String; var count: Int; var firstKey: String }
        final class Log { var calls: [Call] = []; var swiftCalls = 0 }
        let log = Log()
        let fn: HostRouteHandler.Function = { who, name, pairs, count, ud in
            let log = Unmanaged<Log>.fromOpaque(ud!).takeUnretainedValue()
            let tag = who!.load(as: UInt64.self)
            let key = count > 0 ? String(cString: pairs!.load(as: UnsafePointer<CChar>.self)) : ""
            log.calls.append(Call(tag: tag, name: String(cString: name!), count: count, firstKey: key))
            return tag == 2 ? 1 : 0  // the controller (tag 2) handles it
        }
        func handlers(_ tag: UInt64) -> ResponderHandlers {
            var h = ResponderHandlers(route: { _, _ in log.swiftCalls += 1; return true })
            h.hostRoute = HostRouteHandler(function: fn, userData: Unmanaged.passUnretained(log).toOpaque(),
                                           responder: (tag, 0, 0, 0))
            return h
        }
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 320, 480)
        let root = try makeView(s, w, "root", 0, 0, 320, 480)
        let button = try makeView(s, root, "button", 10, 5, 80, 34)
        let vc = try s.createController()
        try vc.setView(root)
        button.handlers = handlers(1)
        root.handlers = handlers(3)
        vc.handlers = handlers(2)
        let name = Array("tap".utf8CString), key = Array("row".utf8CString), value = Array("3".utf8CString)
        let handled = try name.withUnsafeBufferPointer { n in
            try key.withUnsafeBufferPointer { k in
                try value.withUnsafeBufferPointer { v in
                    let pairs = [k.baseAddress!, v.baseAddress!]
                    return try pairs.withUnsafeBytes { p in
                        try s.sendRoute(from: .view(button), RouteEvent(cName: n.baseAddress!, cPairs: p.baseAddress, count: 1))
                    }
                }
            }
        }
        #expect(handled)
        #expect(log.calls.map(\.tag) == [1, 3, 2])
        #expect(log.calls.allSatisfy { $0.name == "tap" && $0.count == 1 && $0.firstKey == "row" })
        #expect(log.swiftCalls == 0)
        // From Swift strings: the C handlers are not asked (and their closures are not either).
        log.calls = []
        #expect(try !s.sendRoute(from: .view(button), RouteEvent(name: "tap")))
        #expect(log.calls.isEmpty && log.swiftCalls == 0)
    }

    @Test func reentrancy_dispatch_refused_destroy_inside_allowed() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 300, 300)
        let v = try makeView(s, w, "v", 0, 0, 100, 100)
        var codes: [EngineError.Code] = []
        v.handlers = ResponderHandlers(touches: { _, d in
            do throws(EngineError) { try s.dispatch() } catch { codes.append(error.code) }
            if d.phase == .began { try? s.destroy(v) }
            return true
        })
        try s.push(sample(1, .began, 10, 10, 0))
        try s.push(sample(1, .moved, 12, 10, 0.1))
        try s.push(sample(1, .ended, 12, 10, 0.2))
        #expect(try s.dispatch() == 3)
        // began, then cancelled (T7: destroying it cancels its touch, nested in the began
        // callback); each call's dispatch is refused. Later samples reach no one.
        #expect(codes == [.reentrant, .reentrant])
        #expect(!v.isAlive)
        #expect(s.liveTouches.isEmpty)
    }

    /// H3: no cycle, no window as a subview; a view that has a superview moves (one
    /// superview at most), as UIKit's addSubview.
    @Test func tree_cycles_refused_and_an_attached_view_moves() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 300, 300)
        let a = try makeView(s, w, "a", 0, 0, 100, 100)
        let b = try makeView(s, a, "b", 0, 0, 50, 50)
        #expect { try b.addSubview(a) } throws: { ($0 as? EngineError)?.code == .cycle }
        #expect { try a.addSubview(a) } throws: { ($0 as? EngineError)?.code == .cycle }
        #expect { try a.addSubview(w) } throws: { ($0 as? EngineError)?.code == .hasParent }
        #expect(a.subviews.count == 1 && b.superview === a)
        try w.addSubview(b)
        #expect(a.subviews.isEmpty && b.superview === w && w.subviews.map(\.name) == ["a", "b"])
        try w.insertSubview(b, at: 0)
        #expect(w.subviews.map(\.name) == ["b", "a"])
        #expect(s.hitTesting.flat.blockInvariantViolations() == [])
    }

    @Test func E1_event_kinds_subtypes_and_phases() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 100, 100)
        var got: [String] = []
        w.handlers = ResponderHandlers(
            motion: { _, e in got.append("motion \(e.subtype) \(e.phase.map(phaseName) ?? "-")"); return true },
            remote: { _, e in got.append("remote \(e.subtype)"); return true },
            presses: { _, e in got.append("press \(e.subtype) \(e.phase.map(phaseName) ?? "-")"); return true })
        try s.pushMotion(subtype: MotionSubtype.shake, phase: .began, timestamp: 0)
        try s.pushMotion(subtype: MotionSubtype.shake, phase: .cancelled, timestamp: 0.1)
        for sub in RemoteSubtype.range { try s.pushRemote(subtype: sub, timestamp: 0.2) }
        try s.pushPress(type: 300, phase: .began, timestamp: 0.3)
        try s.pushPress(type: 300, phase: .changed, timestamp: 0.4)
        try s.pushPress(type: 308, phase: .began, timestamp: 0.45)
        try s.pushPress(type: 308, phase: .ended, timestamp: 0.46)
        // Refused: unknown subtypes and phases a kind does not have.
        #expect(throws: EngineError.self) { try s.pushMotion(subtype: 101, phase: .began, timestamp: 1) }
        #expect(throws: EngineError.self) { try s.pushMotion(subtype: MotionSubtype.shake, phase: .moved, timestamp: 1) }
        #expect(throws: EngineError.self) { try s.pushRemote(subtype: 210, timestamp: 1) }
        #expect(throws: EngineError.self) { try s.pushPress(type: 309, phase: .began, timestamp: 1) }
        #expect(throws: EngineError.self) { try s.pushPress(type: 304, phase: .stationary, timestamp: 1) }
        try s.dispatch()
        #expect(got.count == 2 + 10 + 4)
        #expect(got.first == "motion 100 began" && got[1] == "motion 100 cancelled")
        #expect(got[2] == "remote 200" && got[11] == "remote 209")
        #expect(got[12] == "press 300 began" && got[13] == "press 300 changed")
        #expect(got[14] == "press 308 began" && got[15] == "press 308 ended")
    }

    /// R1: the walk every event takes (`walkChain`, uncounted steps) offers exactly the
    /// responders `nextResponder(of:)` lists, in that order, from every view of random trees
    /// with controllers on some views and an app delegate or not.
    @Test(arguments: 0..<8) func R1_walk_visits_the_next_responder_chain(seed: Int) throws {
        var rng = FlatHitTestEquivalenceTests.RNG(state: UInt64(seed) &* 104_729 &+ 1)
        let s = try Scene()
        if seed % 2 == 0 { try s.setAppDelegateHandlers(ResponderHandlers()) }
        let w = try makeView(s, nil, "w", 0, 0, 500, 500)
        var views = [w]
        for i in 1..<40 {
            let parent = views[Int(rng.next() % UInt64(views.count))]
            let v = try makeView(s, parent, "v\(i)", 0, 0, 10, 10)
            if rng.chance(0.25) { try s.createController().setView(v) }
            views.append(v)
        }
        func name(_ r: ResponderRef) -> String {
            switch r {
            case .view(let v): return v.name
            case .controller(let c): return "vc(\(c.view?.name ?? "-"))"
            case .application: return "app"
            case .appDelegate: return "delegate"
            }
        }
        for v in views {
            var expected: [String] = []
            var r: ResponderRef? = .view(v)
            while let cur = r { expected.append(name(cur)); r = s.nextResponder(of: cur) }
            var walked: [String] = []
            let outcome = s.walkChain(from: .view(v)) { r in walked.append(name(r)); return false }
            #expect(outcome == .unhandled)
            #expect(walked == expected, "from \(v.name)")
            #expect(expected.last == (seed % 2 == 0 ? "delegate" : "app"))
        }
    }
}


import Testing
@testable import TouchChainCore

/// What a delivery hands a handler, and what the walk keeps alive while host code runs
/// (Touches/TouchList.swift, Scene/Retirement.swift): the engine counts no references on
/// these paths, so these tests pin the lifetimes that make that safe.
@Suite("Delivery lifetimes (E3, R2)")
struct DeliveryLifetimeTests {
    /// A nested walk (a handler destroys a view whose touch is then cancelled, T7) pushes its
    /// touches above the outer delivery's: the outer handler's lists do not change under it.
    @Test func E3_touch_lists_unchanged_by_a_nested_walk() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 300, 300)
        let a = try makeView(s, w, "a", 0, 0, 100, 100)
        let b = try makeView(s, w, "b", 100, 0, 100, 100)
        let log = Log()
        a.handlers = touchLogger(log, handled: true)
        var seen: [String] = []
        b.handlers = ResponderHandlers(touches: { r, d in
            guard d.phase == .began else { return true }
            let before = (d.touches.map(\.id), d.allTouches.map(\.id).sorted())
            try? s.destroy(a)   // cancels touch 1 on a: a nested walk to a's chain
            let after = (d.touches.map(\.id), d.allTouches.map(\.id).sorted())
            seen.append("\(before.0) \(before.1) -> \(after.0) \(after.1)")
            return true
        })
        try s.push(sample(1, .began, 10, 10, 0))
        try s.push(sample(2, .began, 150, 10, 0.1))
        try s.dispatch()
        #expect(log.lines == ["a:began:1", "a:cancelled:1"])
        #expect(seen == ["[2] [1, 2] -> [2] [1, 2]"])
    }

    /// A handler that replaces its own handlers keeps running: the closure's captures live
    /// until no host code runs, then they are freed.
    @Test func R2_replaced_handler_lives_until_dispatch_ends() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 300, 300)
        let flags = Flags()
        func install() {
            let probe = Probe(flags)   // owned only by the closure below
            w.handlers = ResponderHandlers(touches: { r, _ in
                guard case .view(let v) = r else { return false }
                try? v.setHandlers(ResponderHandlers())
                // Retired, not freed: a debug build counts the closure around the call, an
                // optimised one does not, so the box's retirement is checked directly too.
                flags.retiredBoxes = s.retired.handlerBoxes.count
                flags.aliveAfterReplace = !flags.probeFreed
                probe.calls += 1       // reads the replaced closure's context
                return true
            })
        }
        install()
        try s.push(sample(1, .began, 10, 10, 0))
        try s.dispatch()
        #expect(flags.aliveAfterReplace)
        #expect(flags.retiredBoxes == 1)
        #expect(flags.probeFreed)   // retired, then freed when the dispatch ended
        #expect(s.retired.isEmpty)
        #expect(w.handlers.touches == nil)
    }

    /// A view destroyed by its own handler is dead at once but its object lives until the
    /// walk is over (the walk asks it whether it is alive); the walk stops there (R2), and the
    /// object is freed when no host code runs.
    @Test func R2_view_destroyed_by_its_handler_lives_until_the_walk_ends() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 300, 300)
        let log = Log()
        w.handlers = touchLogger(log, handled: true)
        weak var gone: View?
        var aliveInside: [Bool] = []
        var retiredInside = false
        func install() throws {
            let v = try makeView(s, w, "v", 0, 0, 100, 100)
            v.handlers = ResponderHandlers(touches: { [unowned s] r, d in
                guard case .view(let me) = r else { return false }
                if d.phase == .began {
                    try? s.destroy(me)   // T7 first delivers `cancelled` to it, nested
                    aliveInside.append(me.isAlive)
                    retiredInside = s.retired.views.contains { $0 === me }
                } else {
                    aliveInside.append(me.isAlive)
                }
                return false   // passes the touches on: the began walk must stop anyway
            })
            gone = v
        }
        try install()
        try s.push(sample(1, .began, 10, 10, 0))
        try s.dispatch()
        #expect(aliveInside == [true, false])   // the nested cancelled, then back in began
        #expect(retiredInside)
        // The nested cancelled walk stops at v: its began had not gone past v (R2: a later
        // phase follows the began's forwarding); the began walk stopped at the dead view.
        #expect(log.lines == [])
        #expect(gone == nil)         // freed once the dispatch ended
        #expect(s.retired.isEmpty)
    }

    /// The same for a controller on the chain (R1): destroyed by its own handler, it ends
    /// the walk, stays allocated until the walk is over, then is freed.
    @Test func R2_controller_destroyed_by_its_handler_lives_until_the_walk_ends() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 300, 300)
        let v = try makeView(s, w, "v", 0, 0, 100, 100)
        let log = Log()
        w.handlers = touchLogger(log, handled: true)
        weak var gone: Controller?
        var retiredInside = false
        func install() throws {
            let c = try s.createController()
            try c.setView(v)
            c.handlers = ResponderHandlers(touches: { [unowned s] r, _ in
                guard case .controller(let me) = r else { return false }
                try? s.destroy(me)
                retiredInside = s.retired.controllers.contains { $0 === me }
                return false   // passes the touches on: the walk must stop anyway
            })
            gone = c
        }
        try install()
        try s.push(sample(1, .began, 10, 10, 0))
        try s.dispatch()
        #expect(retiredInside)
        #expect(log.lines.isEmpty)   // w, after the controller, was not offered
        #expect(gone == nil)
        #expect(s.retired.isEmpty)
    }

    /// G1: the event's feed lists its recognizers uncounted; one destroyed by another's action
    /// during the feed is retired (not fed again: it is dead), and freed when the dispatch
    /// ends.
    @Test func G1_recognizer_destroyed_during_the_feed_lives_until_dispatch_ends() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 300, 300)
        weak var gone: Recognizer?
        var retiredInside = false
        var actions = 0
        func install() throws {
            let pan = try s.createRecognizer(.pan)
            let tap = try s.createRecognizer(.tap)
            try s.attach(pan, to: w); try s.attach(tap, to: w)   // pan is fed first
            try pan.setAction { [unowned s] _ in
                actions += 1
                guard let t = gone, t.isAlive else { return }
                try? s.destroy(t)
                retiredInside = s.retired.recognizers.contains { $0 === t }
            }
            gone = tap
        }
        try install()
        try s.push(sample(1, .began, 10, 10, 0))
        try s.push(sample(1, .moved, 60, 10, 0.05))   // pan begins: its action destroys the tap
        try s.push(sample(1, .moved, 90, 10, 0.1))
        try s.push(sample(1, .ended, 90, 10, 0.15))
        try s.dispatch()
        #expect(actions >= 2)
        #expect(retiredInside)
        #expect(gone == nil)
        #expect(s.retired.isEmpty)
    }

    /// S1/R2: a scroll view's pan reads its view without counting at each moved sample; a
    /// delegate that destroys the scroll view from didScroll must find the view retired (kept)
    /// until the dispatch ends, and the drag must stop cleanly at the next sample. (Run under
    /// AddressSanitizer by `make test-swift`: a freed view read there fails it.)
    @Test func R2_scroll_view_destroyed_by_its_delegate_during_a_drag() throws {
        let s = try Scene()
        weak var gone: View?
        var retiredInside = false
        var didScroll = 0
        func install() throws {
            let (_, list) = try makeScrollingList(s)
            var hooks = ScrollHooks()
            hooks.onEvent = { [unowned s] v, info in
                guard info.event == .didScroll else { return }
                didScroll += 1
                let scroller = v.scroll
                try? s.destroy(v)
                // The view and its scroller both kept until the dispatch's host code is over
                // (the drag reads both uncounted; it stops at the dead view before reading
                // the scroller again, so the scroller's retirement is a second guard).
                retiredInside = s.retired.views.contains { $0 === v }
                    && s.retired.scrollers.contains { $0 === scroller }
            }
            try list.setScrollHooks(hooks)
            gone = list
        }
        try install()
        try s.push(sample(1, .began, 100, 300, 0))
        for k in 1...6 { try s.push(sample(1, .moved, 100, 300 - 30 * Double(k), 0.02 * Double(k))) }
        try s.push(sample(1, .ended, 100, 120, 0.14))
        try s.dispatch()
        #expect(didScroll == 1, "the drag stops with its view")
        #expect(retiredInside)
        #expect(gone == nil, "freed once the dispatch is over")
        #expect(s.retired.isEmpty)
    }

    /// S4: a deceleration's next frame names its view by handle. Destroyed from a plain call
    /// while it decelerates, and its slot taken by a new scroll view, the old view's pending
    /// frames must leave the new one alone (they would also if found by slot alone: the new
    /// scroller has no motion, so this does not isolate the generation check; it pins that
    /// nothing is read of the freed view); destroyed from its own didScroll during the
    /// deceleration, it is kept until that frame's host code is over, then freed.
    @Test func S4_deceleration_frames_find_a_destroyed_view_stale() throws {
        let s = try Scene()
        // A fling, then the view destroyed between frames.
        let (win, list) = try makeScrollingList(s)
        try s.push(sample(1, .began, 100, 400, 0))
        for k in 1...8 { try s.push(sample(1, .moved, 100, 400 - 25 * Double(k), 0.01 * Double(k))) }
        try s.push(sample(1, .ended, 100, 200, 0.09))
        try s.dispatch()
        #expect(list.scroll?.isDecelerating == true)
        let slot = list.handleSlot
        try s.destroy(list)
        var next: View? = try makeView(s, win, "next", 0, 0, 320, 480)
        var p = ScrollParameters()
        p.contentSize = Size(320, 2000)
        try next?.setScroll(p)
        try #require(next?.handleSlot == slot, "the test needs the slot reused")
        try s.advance(to: 2)
        #expect(next?.bounds.origin == Point(0, 0), "the old view's frames left the new one alone")
        #expect(next?.scroll?.isDecelerating == false)

        // Destroyed by its own delegate during the deceleration.
        weak var gone: View?
        var destroyedInside = false
        func install() throws {
            var hooks = ScrollHooks()
            hooks.onEvent = { [unowned s] v, info in
                guard info.event == .didScroll, v.scroll?.isDecelerating == true else { return }
                try? s.destroy(v)
                destroyedInside = s.retired.views.contains { $0 === v }
            }
            try next?.setScrollHooks(hooks)
            gone = next
        }
        try install()
        next = nil   // the scene's table is its only owner now
        try s.push(sample(2, .began, 100, 400, 3))
        for k in 1...8 { try s.push(sample(2, .moved, 100, 400 - 25 * Double(k), 3 + 0.01 * Double(k))) }
        try s.push(sample(2, .ended, 100, 200, 3.09))
        try s.dispatch()
        try s.advance(to: 5)
        #expect(destroyedInside)
        #expect(gone == nil)
        #expect(s.retired.isEmpty)
    }

    /// T7: a hit view destroyed by host code while its touch begins (a recognizer's
    /// shouldReceiveTouch) leaves the touch with no view: a touch borrows its view, and the
    /// destroyed view is freed when the dispatch ends. (Found by the API fuzzer: the touch kept
    /// the freed view and a later destroy read it.)
    @Test func T7_hit_view_destroyed_while_its_touch_begins() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 300, 300)
        weak var gone: View?
        func install() throws {
            let v = try makeView(s, w, "v", 0, 0, 100, 100)
            let tap = try s.createRecognizer(.tap)
            try s.attach(tap, to: v)
            try tap.setDelegate(shouldReceiveTouch: { [unowned s] r, _ in
                if let v = r.view { try? s.destroy(v) }
                return true
            })
            gone = v
        }
        try install()
        try s.push(sample(1, .began, 10, 10, 0))
        try s.dispatch()
        #expect(gone == nil)
        #expect(s.liveTouches.count == 1 && s.liveTouches[0].view == nil)
        // A later removal scans the live touches' views (T7): nothing stale to read.
        let other = try makeView(s, w, "other", 200, 200, 50, 50)
        try s.destroy(other)
        try s.push(sample(1, .ended, 10, 10, 0.1))
        try s.dispatch()
        #expect(s.liveTouches.isEmpty)
    }

    /// R2: what host code retires is freed as soon as the outermost host code ends, also when
    /// a host call (not a dispatch) ran it: here a recognizer's action, run by re-attaching the
    /// recognizer (its gesture is cancelled), destroys a view.
    /// A batch read from a lazy collection: each element is made on demand and may be its
    /// window's only owner. The engine validates a plain sample that borrows the window, so
    /// the batch holds each element until the next is read (found by review: the window was
    /// read after it was freed; under `swift test --sanitize=address` that is a
    /// heap-use-after-free). Here the window is destroyed before the sample carries it: the
    /// batch is refused at that index, naming the window, and nothing is queued.
    @Test func E2_a_lazy_batch_holds_each_samples_window_while_it_is_validated() throws {
        let s = try Scene()
        _ = try makeView(s, nil, "key", 0, 0, 100, 100)
        var made = 0
        let samples = (0..<2).lazy.map { i -> TouchSample in
            var t = sample(Int64(i + 1), .began, 10, 10, 0)
            if i == 1 {
                let w = try! s.createWindow(frame: Rect(0, 0, 50, 50))
                try! s.destroy(w)   // the scene lets go: the sample holds the only reference
                t.window = w
            }
            made += 1
            return t
        }
        var failed = -1
        #expect {
            try s.push(samples, failedIndex: &failed)
        } throws: { error in
            (error as? EngineError)?.code == .foreignHandle
        }
        #expect(failed == 1 && made == 2)
        #expect(s.queuedCount == 0, "all or nothing")
    }

    @Test func R2_objects_retired_by_a_host_call_are_freed_when_it_returns() throws {
        let s = try Scene()
        let w = try makeView(s, nil, "w", 0, 0, 300, 300)
        let v = try makeView(s, w, "v", 0, 0, 100, 100)
        let other = try makeView(s, w, "other", 150, 0, 100, 100)
        weak var gone: View?
        var retiredInside = false
        let lp = try s.createRecognizer(.longPress)
        try s.attach(lp, to: v)
        func install() throws {
            let victim = try makeView(s, w, "victim", 0, 150, 50, 50)
            gone = victim
            try lp.setAction { [unowned s] r in
                guard r.state == .cancelled, let x = gone else { return }
                try? s.destroy(x)
                retiredInside = s.retired.views.contains { $0 === x }
            }
        }
        try install()
        try s.push(sample(1, .began, 10, 10, 0))
        try s.advance(to: 1)   // the long press began
        #expect(lp.state == .began)
        try s.attach(lp, to: other)   // detaching cancels it: its action runs, here
        #expect(retiredInside)
        #expect(gone == nil)
        #expect(s.retired.isEmpty)
    }

    /// Reading a touch list after its handler returned traps (TouchList.swift).
    @Test func E3_touch_list_read_after_its_handler_traps() async {
        await #expect(processExitsWith: .failure) {
            let s = try Scene()
            let w = try s.createWindow(frame: Rect(0, 0, 100, 100))
            var kept: TouchList? = nil
            w.handlers = ResponderHandlers(touches: { _, d in kept = d.touches; return true })
            try s.push(TouchSample(id: 1, phase: .began, x: 10, y: 10, timestamp: 0))
            try s.dispatch()
            _ = kept?[0]
        }
    }
}

final class Flags {
    var probeFreed = false
    var retiredBoxes = 0
    var aliveAfterReplace = false
}

final class Probe {
    let flags: Flags
    var calls = 0
    init(_ flags: Flags) { self.flags = flags }
    deinit { flags.probeFreed = true }
}

/// What a timer does when it fires.
enum TimerAction {
    /// A host's timer (`Scene.schedule`).
    case call(() -> Void)
    /// A recognizer's timer (a long press's duration, a tap's press or the wait for its next
    /// tap, a swipe's time, a scroll view's content-touch delay): the recognizer by handle, so
    /// a pending timer neither keeps it alive nor allocates (a case, not a closure: a
    /// touch-down schedules these), and the recognizer's timer generation when scheduled: a
    /// later schedule, a cancel or a reset makes it do nothing. What it does is the
    /// recognizer's `pendingTimer` (RecognizerTimer).
    case recognizer(slot: Int32, generation: UInt32, timer: UInt64)
    /// A scroll view's next motion step (S4, S8), one per display frame while the content
    /// decelerates or springs back: a case of its own rather than a closure, so a deceleration
    /// allocates nothing per frame. The view by handle (slot, generation): a destroyed view
    /// is found stale, and the queue holds no counted reference. `generation` is the
    /// scroller's motion generation when the step was scheduled; a stopped or restarted motion
    /// makes the step do nothing.
    case scrollMotion(slot: Int32, viewGeneration: UInt32, generation: UInt64)
    /// P4: a discrete scroll gesture ends if no notch came since `due` − the end delay. A case
    /// of its own, not a closure: a closure would hold the scene and keep a dropped scene alive.
    case discreteScrollEnd(due: Double)
}

/// Host-clock timers (E4): fired when time passes their deadline, in deadline order, ties in
/// scheduling order. A binary min-heap; nothing here reads a wall clock.
///
/// Invariant: `earliest` is the root's deadline, or +infinity when the heap is empty (every
/// mutation below ends by setting it), so "is a timer due?" — asked before every input — is
/// one comparison with no call (`Scene.fireTimers`).
struct TimerQueue {
    struct Entry {
        var deadline: Double
        var sequence: UInt64
        var action: TimerAction
    }
    private var heap: [Entry] = []
    private var nextSequence: UInt64 = 0
    private(set) var earliest = Double.infinity

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }
    var nextDeadline: Double? { heap.first?.deadline }

    mutating func schedule(at deadline: Double, _ action: TimerAction) {
        heap.append(Entry(deadline: deadline, sequence: nextSequence, action: action))
        nextSequence &+= 1
        var i = heap.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            if less(heap[i], heap[p]) { heap.swapAt(i, p); i = p } else { break }
        }
        earliest = heap[0].deadline
    }

    /// Removes and returns the earliest entry if its deadline is at or before `time`.
    mutating func popDue(_ time: Double) -> Entry? {
        guard earliest <= time, let first = heap.first else { return nil }
        defer { earliest = heap.first?.deadline ?? .infinity }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < heap.count && less(heap[l], heap[m]) { m = l }
                if r < heap.count && less(heap[r], heap[m]) { m = r }
                if m == i { break }
                heap.swapAt(i, m); i = m
            }
        }
        return first
    }

    private func less(_ a: Entry, _ b: Entry) -> Bool {
        a.deadline < b.deadline || (a.deadline == b.deadline && a.sequence < b.sequence)
    }
}

extension Scene {
    /// Schedules `action` to run when the clock reaches `deadline` (E4). Used by recognizers
    /// (long press, multi-tap windows, held endings).
    public func schedule(at deadline: Double, _ action: @escaping () -> Void) throws(EngineError) {
        try requireFinite(deadline, "deadline")
        input.timers.schedule(at: deadline, .call(action))
    }

    /// Fires every timer due at or before `time`, in deadline order; the clock steps to each
    /// deadline as it fires. Inlined: with no timer due (the usual case before an input) it is
    /// one comparison.
    @inline(__always)
    func fireTimers(upTo time: Double) {
        if input.timers.earliest <= time { fireDueTimers(upTo: time) }
    }

    @inline(never)
    private func fireDueTimers(upTo time: Double) {
        while fireNextTimer(upTo: time) {}
    }

    /// Fires the earliest timer if it is due at or before `time`; false when none is.
    @discardableResult
    func fireNextTimer(upTo time: Double) -> Bool {
        guard let e = input.timers.popDue(time) else { return false }
        if e.deadline > input.now { input.now = e.deadline }
        arbiter.updateStep &+= 1   // G2: each timer is an update of its own
        rules.callbackDepth += 1
        switch e.action {
        case .call(let action): action()
        case .recognizer(let slot, let generation, let timer):
            // The recognizer uncounted: the scene's table holds it, and destroyed by the
            // firing's host calls it is retired (Scene/Retirement.swift).
            if let u = recognizerUnretained(slot: Int(slot), generation: generation) {
                u._withUnsafeGuaranteedRef { r in
                    if r.isAlive, r.timerGeneration == timer { r.timerFired() }
                }
            }
        case .scrollMotion(let slot, let viewGeneration, let generation):
            // The view uncounted: the scene's view table holds it, and destroyed during the
            // step's host calls it is retired (Scene/Retirement.swift).
            if let v = viewUnretained(slot: Int(slot), generation: viewGeneration).0 {
                v._withUnsafeGuaranteedRef { scrollMotionStep($0, generation: generation) }
            }
        case .discreteScrollEnd(let due): discreteScrollEnd(due: due)
        }
        rules.callbackDepth -= 1
        settle()
        return true
    }
}

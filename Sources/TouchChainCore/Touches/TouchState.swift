/// Touches: the pool of touch objects, the live ones, the ones whose delivery is held (G4/G5),
/// the tap-count memory (T3) and the per-event scratch lists.
///
/// The tap-count memory is a fixed table of `maxTouches` tap sequences (`taps`, allocated with
/// the scene): a free slot has no window; a touch that joins a sequence keeps its slot and
/// generation, and the generation changes whenever the slot's sequence is dropped or replaced.
///
/// Invariants: a touch is in at most one of `touchPool` (free) and `liveTouches`; a held
/// touch keeps its `touchTable` slot until released, so the table holds up to twice the live
/// limit; the scratch lists are empty between events and never reallocate in steady state
/// (raw buffers sized to `maxTouches`: RawStack.swift; a scene dispatches one event at a
/// time, E5, so nothing refills them during an event; `deliveryStack` grows only when walks
/// nest, a handler destroying a view whose touches are then cancelled, T7).
struct TouchState {
    var touchTable: SlotTable<Touch>
    var touchPool: [Touch] = []
    var liveTouches: [Touch] = []
    /// Ended touches whose `ended` a recognizer holds back (G5), or whose began is held (G4).
    var heldTouches: [Touch] = []
    /// Whether a sample of the event being dispatched (InputState.eventStart) carries
    /// coalesced points (P6).
    var groupHasCoalesced = false
    /// The touches that changed phase in the event being dispatched; not counted (a touch
    /// object lives as long as the scene: pooled).
    let changedScratch: RawStack<Unmanaged<Touch>>
    /// The touches of the walks in progress and their live-touch snapshots, as segments
    /// (TouchList.swift); not counted (pooled touches). Empty between events.
    let deliveryStack: RawStack<Unmanaged<Touch>>
    /// The coalesced points' merge (Coalesced.swift): one cursor per touch with points in the
    /// event being dispatched; empty between events.
    let coalescedCursors: RawStack<CoalescedCursor>
    /// G4/G5: the held phases a settle releases (Dispatch.swift, `HeldRelease`), ordered and
    /// delivered together; empty between settles. Two per touch at most (a began and its
    /// follow-up), for every touch the table holds.
    let releases: RawStack<HeldRelease>
    /// T3: the previous taps, one per tap sequence, for the next touches' tap counts.
    var taps: [TapRecord] = []

    init(maxTouches: Int) {
        // Twice the live limit: ended touches whose delivery a recognizer holds (G5) keep their
        // slot until released, while their ids are already free for new touches.
        touchTable = SlotTable(limit: 2 * maxTouches)
        touchPool.reserveCapacity(maxTouches)
        liveTouches.reserveCapacity(maxTouches)
        changedScratch = RawStack(capacity: maxTouches)
        deliveryStack = RawStack(capacity: 2 * maxTouches)
        coalescedCursors = RawStack(capacity: maxTouches)
        releases = RawStack(capacity: 4 * maxTouches)
        for _ in 0..<(2 * maxTouches) { touchPool.append(Touch()) }
        taps = Array(repeating: TapRecord(), count: maxTouches)
    }

    /// Marks every touch dead and drops them all (the scene is ending).
    mutating func reset() {
        for t in liveTouches + heldTouches + touchPool {
            t.isLive = false; t.view = nil; t.window = nil; t.gestureRecognizers = []; t.failedHolders = []
        }
        touchTable = SlotTable(limit: 0)
        touchPool = []; liveTouches = []; heldTouches = []
        changedScratch.count = 0; deliveryStack.count = 0; releases.count = 0
        taps = []
    }
}

/// T3: the latest tap of a tap sequence: where and when it ended, in which window, its count.
struct TapRecord {
    /// nil: a free slot.
    var window: View?
    var location = Point.zero
    var time = 0.0
    var count: Int32 = 0
    /// Changes whenever the slot's sequence is dropped or replaced by another: a touch that
    /// joined the sequence compares it when it ends.
    var generation: UInt32 = 0
}

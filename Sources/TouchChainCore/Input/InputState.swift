/// Input: the host's clock, the queue of pushed inputs and the timers (E1–E4).
///
/// Invariants: `now` never decreases and moves only in `Scene.dispatch`/`Scene.advance`;
/// queued inputs are in non-decreasing time order and none is earlier than `now`
/// (`lastQueuedTime` ≥ every queued time); `queue[queueHead...]` are the inputs not yet
/// dispatched; `pushedLiveIDs` are the touch ids live once the whole queue is dispatched (what
/// a new sample is validated against); a refused push leaves all of it unchanged.
struct InputState {
    var now: Double = 0
    var queue: [QueuedInput] = []
    var queueHead = 0
    /// The touch event being dispatched is `queue[eventStart..<queueHead]` (its samples are
    /// read there, not copied out; nothing removes queued entries until the drain ends).
    var eventStart = 0
    var lastQueuedTime: Double = 0
    var pushedLiveIDs: [Int64] = []
    /// Each pushed-live touch's latest sample (parallel to `pushedLiveIDs`): its time, the
    /// earliest a coalesced point of its next sample may be (P6), and its location and force,
    /// what a stationary sample of it must carry (T1: a stationary touch has neither moved nor
    /// changed its force). One array, so a moved sample updates all three with one write.
    var pushedLiveLast: [PushedLast] = []
    var pushedLiveScratch: [Int64] = []
    /// Where the sample `validate` just accepted found its id in `pushedLiveIDs` (−1: a began),
    /// for `applyPushed` right after it: one search per sample, not two.
    var validatedLiveIndex = -1
    var pushedLastScratch: [PushedLast] = []
    /// The coalesced and predicted points of queued samples (P6); a queued sample names its
    /// range. Emptied with the queue.
    var points: [TouchPoint] = []
    /// P5: pushed samples whose estimated properties still expect updates, oldest first, at
    /// most `Constants.maxPendingUpdates` (what an update is validated against).
    var pushedUpdates: [PendingUpdate] = []
    var pushedUpdatesScratch: [PendingUpdate] = []
    /// P3: hover ids live once the queue is dispatched, as `pushedLiveIDs` for touches.
    var pushedHoverIDs: [Int64] = []
    /// R4: the press types whose began is queued and whose ended or cancelled is not (bit
    /// `type - PressType.range.lowerBound`): what a press's phase is validated against.
    var pushedPressesDown: UInt16 = 0
    /// E1: whether a shake's began is queued and its ended or cancelled is not: what a motion
    /// event's phase is validated against.
    var pushedShakeDown = false
    /// P4: whether a continuous scroll / a transform gesture is live once the queue is
    /// dispatched.
    var pushedScrollLive = false
    var pushedTransformLive = false
    var timers = TimerQueue()

    /// Drops every input, timer and buffer (the scene is ending).
    mutating func reset() {
        queue = []; queueHead = 0; eventStart = 0
        pushedLiveIDs = []; pushedLiveScratch = []
        pushedLiveLast = []; pushedLastScratch = []
        points = []; pushedUpdates = []; pushedUpdatesScratch = []
        pushedHoverIDs = []
        pushedPressesDown = 0
        pushedShakeDown = false
        timers = TimerQueue()
    }
}

/// P5: a sample whose estimated properties expect updates: its touch id, its update index and
/// the properties still expected.
struct PendingUpdate {
    var id: Int64
    var index: Int64
    var remaining: UInt32
}

/// A pushed-live touch's latest sample: when, where and with what force
/// (InputState.pushedLiveLast). A location or force update of that sample (P5) changes
/// neither: the touch shows an update only while it is delivered (EstimatedUpdates.swift), so
/// a stationary sample is still where, and as hard as, the sample was. Plain data: keeping it
/// per sample allocates nothing.
struct PushedLast {
    var time: Double
    var location: Point
    /// The force as pushed (not clamped to the maximum: T1 compares what the host gave).
    var force: Double

    init(_ s: borrowing PlainTouchSample) {
        time = s.timestamp
        location = s.location
        force = s.force
    }
}

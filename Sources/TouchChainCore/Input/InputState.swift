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
    var lastQueuedTime: Double = 0
    var pushedLiveIDs: [Int64] = []
    var pushedLiveScratch: [Int64] = []
    var timers = TimerQueue()

    /// Drops every input, timer and buffer (the scene is ending).
    mutating func reset() {
        queue = []; queueHead = 0
        pushedLiveIDs = []; pushedLiveScratch = []
        timers = TimerQueue()
    }
}

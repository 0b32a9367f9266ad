/// The gesture arbiter's state (Arbiter.swift holds its rules): the recognizers and the
/// working sets of one event.
///
/// Invariants: `engaged` holds each recognizer that is tracking or not `possible` exactly once
/// (a reset pass looks only at these); `waitingRecognizers` holds exactly the recognizers with
/// a `pendingState` (G6); `deliveryDirty` is set after any state change and cleared once held
/// deliveries were re-examined; `eventRecognizers` is empty between events and lists each
/// recognizer at most once, uncounted (a recognizer destroyed meanwhile is retired:
/// Scene/Retirement.swift).
struct ArbiterState {
    var recognizers = SlotTable<Recognizer>(limit: Constants.maxObjectsPerScene)
    /// Recognizers that are tracking or not in `possible`: the ones a reset pass looks at.
    var engaged: [Recognizer] = []
    /// Recognizers whose recognition waits for required failures (G6).
    var waitingRecognizers: [Recognizer] = []
    /// Set when a recognizer changed state: held deliveries must be re-examined.
    var deliveryDirty = false
    /// The recognizers fed in the event being dispatched (a raw buffer: RawStack.swift).
    let eventRecognizers = RawStack<Unmanaged<Recognizer>>(capacity: 16)
    var eventCounter: UInt64 = 0
    /// G2: the gesture update being run — one touch event's feed, one coalesced point group of
    /// it (P6), one timer, one other input — or, bumped as the engine hands control back to
    /// the host, the host calls made between updates. A recognizer whose began action was sent
    /// in this update (`Recognizer.beganActionStep`) sends no action for a `changed` in it
    /// (`Scene.requestTransition`): UIKit sends one action per update.
    var updateStep: UInt64 = 1
    /// G4, G5: recognizers that failed while a recognizer they require to fail was still
    /// possible and tracking: they keep holding their touches' held phases until those
    /// requirements are decided (`Scene.releaseFailedHolds`). Usually empty.
    var failedHolders: [Recognizer] = []
    /// G6: a waiter was passed over by `resolveWaiters` while its kind was being handed
    /// touches (`Scene.handTouches`); it is looked at again once that returns.
    var waiterPassedOver = false
    /// Above 0 while a recognition decides its rivals and dependents (`recognize`): a failure
    /// there does not release waiters at once (`apply`); the recognition releases them once
    /// it has decided them all, so a waiter on an excluded rival cannot beat the winner.
    var waiterHold = 0
    /// G2: how many recognizers a host call between updates stopped (disabled, detached):
    /// each keeps its cancelled or failed state, and so its place in `engaged`, until the
    /// next update (a dispatch or an advance) resets it — UIKit queues their reset
    /// (`_queueGestureRecognizersForResetIfFinished:`) for the next gesture-environment update,
    /// and Apple's `isEnabled`: the recognizer "transitions to a cancelled state".
    var deferredResets = 0

    mutating func reset() {
        deferredResets = 0
        recognizers = SlotTable(limit: 0)
        engaged = []; waitingRecognizers = []; failedHolders = []; eventRecognizers.count = 0
    }
}

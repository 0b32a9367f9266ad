/// Estimated properties (P5): a sample may mark force, angles or location as estimates and
/// promise updates for some of them (UIKit's estimatedPropertiesExpectingUpdates), keyed by the
/// host's estimation update index. When such a sample is dispatched the engine remembers it
/// with the view that received its touch; each later update (validated at push,
/// PointerInput.swift) changes the touch if it is live and this sample is still its latest, and
/// goes to that view's `estimatedUpdate` handler, or, when it has none, up the chain (R1) to
/// the first responder that has one: UIKit sends touchesEstimatedPropertiesUpdated to the
/// responder that got the touch, and UIResponder's default forwards it to the next responder
/// (Apple's crash-report article shows `-[_UIEstimatedTouchRecord _dispatchWithCurrentUpdates]`
/// reaching a view controller's method through two `forwardMethod1` frames). A record lives
/// until its last expected property arrives; beyond `Constants.maxPendingUpdates` the oldest is
/// forgotten.

/// An update as a view receives it (P5).
public struct EstimatedUpdate {
    public var id: Int64
    public var estimationUpdateIndex: Int64
    /// TouchProperties bits this update carries, and those still expected after it.
    public var properties: UInt32
    public var remaining: UInt32
    public var timestamp: Double
    public var force: Double
    public var azimuth: Double
    public var altitude: Double
    public var location: Point
    /// The touch while it is live, else nil.
    public var touch: Touch?
}

extension Scene {
    /// A dispatched sample expecting updates: remember it with the view that received its touch.
    func rememberExpectedUpdates(_ touch: Touch) {
        let v = touch.isDeliveredToView ? touch.view : nil
        if let i = pointer.updates.firstIndex(where: { $0.id == touch.id && $0.index == touch.estimationUpdateIndex }) {
            pointer.updates.remove(at: i)
        }
        if pointer.updates.count >= Constants.maxPendingUpdates { pointer.updates.removeFirst() }
        pointer.updates.append(UpdateRecord(id: touch.id, index: touch.estimationUpdateIndex,
                                            remaining: touch.expectingUpdates, view: v, touch: touch,
                                            maxForce: touch.maximumPossibleForce, stylus: touch.type == .stylus))
    }

    /// A touch going back to the pool: its records keep whether its view received it.
    func detachUpdateRecords(_ touch: Touch) {
        for i in pointer.updates.indices where pointer.updates[i].touch === touch {
            pointer.updates[i].viewReceivedTouch = touch.viewSawBegan
            pointer.updates[i].touch = nil
        }
    }

    func dispatchUpdate(_ q: QueuedSample) {
        guard let i = pointer.updates.firstIndex(where: { $0.id == q.id && $0.index == q.updateIndex }) else { return }
        var rec = pointer.updates[i]
        rec.remaining &= ~q.properties
        if rec.remaining == 0 { pointer.updates.remove(at: i) } else { pointer.updates[i] = rec }
        // The callback names the touch while it is live; the touch's current values change only
        // when the update is for its latest sample (an earlier sample's update is news about
        // the past: UIKit's touch objects for earlier samples are separate).
        var live: Touch? = nil
        if let t = rec.touch, t.isLive, t.id == q.id { live = t }
        // Reported as the touch reports them: the force at most the sample's maximum (T1), the
        // azimuth a stylus's only (P5).
        let force = Touch.reportedForce(q.force, max: rec.maxForce)
        let azimuth = rec.stylus ? q.azimuth : 0
        if let t = live, t.estimationUpdateIndex == q.updateIndex {
            if q.properties & TouchProperties.force != 0 { t.force = force }
            if q.properties & TouchProperties.altitude != 0 { t.altitude = q.altitude }
            if q.properties & TouchProperties.azimuth != 0 { t.azimuth = azimuth }
            if q.properties & TouchProperties.location != 0 { t.location = q.location }
            t.expectingUpdates &= ~q.properties
            t.estimatedProperties &= ~q.properties
        }
        // P5: only a view that received the touch hears of it: not one whose began a recognizer
        // still holds (G4), nor one whose touch a recognizer took before it saw it.
        let received = rec.touch.map { $0.viewSawBegan } ?? rec.viewReceivedTouch
        if rec.remaining == 0 { rec.touch = nil }
        guard received, let v = rec.view, v.isAlive else { return }
        let u = EstimatedUpdate(id: q.id, estimationUpdateIndex: q.updateIndex, properties: q.properties,
                                remaining: rec.remaining, timestamp: q.timestamp, force: force,
                                azimuth: azimuth, altitude: q.altitude, location: q.location, touch: live)
        // From the view up the chain (R1) to the first responder with a handler; nobody is told
        // when none has one (UIResponder's default ends quietly at the end of the chain).
        _ = walkSteps(from: .view(.passUnretained(v))) { step in
            guard let h = estimatedUpdateHandler(of: step) else { return false }
            h(step.responder, u)
            return true
        }
        settle()
    }

    /// P5: the estimated-update handler of a responder of the chain, read alone.
    private func estimatedUpdateHandler(of step: ChainStep) -> ((ResponderRef, EstimatedUpdate) -> Void)? {
        switch step {
        case .view(let u): return u._withUnsafeGuaranteedRef { $0.estimatedUpdateHandler }
        case .controller(let u): return u._withUnsafeGuaranteedRef { $0.handlers.estimatedUpdate }
        case .application: return responders.appHandlers.estimatedUpdate
        case .appDelegate: return responders.appDelegateHandlers?.estimatedUpdate
        }
    }
}

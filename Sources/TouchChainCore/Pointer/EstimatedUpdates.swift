/// Estimated properties (P5): a sample may mark force, angles or location as estimates and
/// promise updates for some of them (UIKit's estimatedPropertiesExpectingUpdates), keyed by the
/// host's estimation update index. When such a sample is applied the engine remembers it — the
/// touch as that sample left it (`SampleState`) — and, once the sample is delivered to the
/// touch's view (in its event, or later when a held phase is released, G4/G5), that view
/// (UIKit registers each responder a phase of the touch is delivered to: iOS 18.2 UIKitCore's
/// `-[_UIResponderChainFixerUpper deliverTouchesEvent:toResponder:]` calls
/// `-[UIApplication _registerEstimatedTouches:event:forTouchable:]` after each phase it
/// delivers, and `-[UIEventEnvironment _registerEstimatedTouches:…]` adds the responder to the
/// record of each coalesced touch of the delivered touches that awaits an update). Each later
/// update (validated at push, PointerInput.swift) goes to that view's `estimatedUpdate`
/// handler, or, when it has none, up the chain (R1) to the first responder that has one:
/// UIResponder's default forwards it to the next responder (Apple's crash-report article shows
/// `-[_UIEstimatedTouchRecord _dispatchWithCurrentUpdates]` reaching a view controller's method
/// through two `forwardMethod1` frames). During that call the live touch shows its sample with
/// the updates so far, and afterwards reads exactly as before: `_dispatchWithCurrentUpdates`
/// clones the live touch, loads the record's frozen touch (the sample) into it, applies the
/// updated force or roll, calls `touchesEstimatedPropertiesUpdated:`, and loads the clone back.
/// A record lives until its last expected property arrives; beyond
/// `Constants.maxPendingUpdates` the oldest is forgotten.

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
    /// A dispatched sample expecting updates: remember it, as its touch shows it now. No view
    /// hears of it until the sample is delivered to one (`registerEstimatedUpdates`).
    func rememberExpectedUpdates(_ touch: Touch) {
        if let i = pointer.updates.firstIndex(where: { $0.id == touch.id && $0.index == touch.estimationUpdateIndex }) {
            pointer.updates.remove(at: i)
        }
        if pointer.updates.count >= Constants.maxPendingUpdates { pointer.updates.removeFirst() }
        pointer.updates.append(UpdateRecord(id: touch.id, index: touch.estimationUpdateIndex,
                                            remaining: touch.expectingUpdates, view: .none,
                                            touch: .passUnretained(touch),
                                            sample: SampleState(touch), stylus: touch.type == .stylus))
    }

    /// P5: the sample `touch` shows (its `estimationUpdateIndex`) is being delivered to `view`:
    /// the view hears of that sample's updates from now on. The first view a sample reaches
    /// keeps it (a touch has one hit-test view, T4).
    func registerEstimatedUpdates(of touch: Touch, to view: Unmanaged<View>) {
        let id = touch.id, index = touch.estimationUpdateIndex
        var i = pointer.updates.count
        while i > 0 {
            i -= 1
            guard pointer.updates[i].id == id, pointer.updates[i].index == index,
                  pointer.updates[i].touch?.toOpaque() == Unmanaged.passUnretained(touch).toOpaque() else { continue }
            if pointer.updates[i].view.isNone {
                pointer.updates[i].view = view._withUnsafeGuaranteedRef { ViewHandle($0) }
            }
            return
        }
    }

    /// A touch going back to the pool: its records no longer name it.
    func detachUpdateRecords(_ touch: Touch) {
        let gone = Unmanaged.passUnretained(touch).toOpaque()
        for i in pointer.updates.indices where pointer.updates[i].touch?.toOpaque() == gone {
            pointer.updates[i].touch = nil
        }
    }

    func dispatchUpdate(_ q: QueuedSample) {
        guard let i = pointer.updates.firstIndex(where: { $0.id == q.id && $0.index == q.updateIndex }) else { return }
        // Reported as the touch reports them: the force at most the sample's maximum (T1), the
        // azimuth a stylus's only (P5). The record keeps them: the sample as the touch shows it
        // during this and any later update of it (UIKit's record keeps the updated values and
        // applies them to its frozen sample at dispatch). Updated in place (nothing counted).
        let force = Touch.reportedForce(q.force, max: pointer.updates[i].sample.maximumPossibleForce)
        let azimuth = pointer.updates[i].stylus ? q.azimuth : 0
        if q.properties & TouchProperties.force != 0 { pointer.updates[i].sample.force = force }
        if q.properties & TouchProperties.altitude != 0 { pointer.updates[i].sample.altitude = q.altitude }
        if q.properties & TouchProperties.azimuth != 0 { pointer.updates[i].sample.azimuth = azimuth }
        if q.properties & TouchProperties.location != 0 { pointer.updates[i].sample.location = q.location }
        pointer.updates[i].remaining &= ~q.properties
        pointer.updates[i].sample.estimatedProperties &= ~q.properties
        let remaining = pointer.updates[i].remaining
        pointer.updates[i].sample.expectingUpdates = remaining
        let sample = pointer.updates[i].sample
        let handle = pointer.updates[i].view
        // The callback names the touch while it is live (uncounted: a touch object lives as
        // long as the scene, pooled).
        var live: Unmanaged<Touch>? = nil
        if let t = pointer.updates[i].touch, t._withUnsafeGuaranteedRef({ $0.isLive && $0.id == q.id }) { live = t }
        if remaining == 0 { pointer.updates.remove(at: i) }
        // P5: only a view the sample was delivered to hears of it: not one whose began a
        // recognizer still holds (G4), nor one whose touch a recognizer took before this sample.
        guard !handle.isNone, let v = viewUnretained(slot: Int(handle.slot), generation: handle.generation).0,
              v._withUnsafeGuaranteedRef({ $0.isAlive }) else { return }
        // During the call the touch shows the sample with its updates so far, and its own point
        // alone (P6: the points it holds are another sample's); then it reads as it did before.
        var now = SampleState()
        var ownPointOnly = false
        if let live {
            live._withUnsafeGuaranteedRef { t in
                now = SampleState(t)
                ownPointOnly = t.showsOwnPointOnly
                sample.load(into: t)
                t.showsOwnPointOnly = true
            }
        }
        // From the view up the chain (R1) to the first responder with a handler; nobody is told
        // when none has one (UIResponder's default ends quietly at the end of the chain). The
        // view uncounted: the scene's table holds it, and destroyed by a handler it is retired,
        // not freed, until the host code is over (Scene/Retirement.swift).
        _ = walkSteps(from: .view(v)) { step in
            guard let h = estimatedUpdateHandler(of: step) else { return false }
            let u = EstimatedUpdate(id: q.id, estimationUpdateIndex: q.updateIndex, properties: q.properties,
                                    remaining: remaining, timestamp: q.timestamp, force: force,
                                    azimuth: azimuth, altitude: q.altitude, location: q.location,
                                    touch: live?.takeUnretainedValue())
            h(step.responder, u)
            return true
        }
        if let live {
            live._withUnsafeGuaranteedRef { t in
                now.load(into: t)
                t.showsOwnPointOnly = ownPointOnly
            }
        }
        settle()
    }

    /// P5: the estimated-update handler of a responder of the chain, read alone.
    private func estimatedUpdateHandler(of step: ChainStep) -> ((ResponderRef, EstimatedUpdate) -> Void)? {
        switch step {
        // A view's box read in place (no reference counted when it has no such handler).
        case .view(let u):
            return u._withUnsafeGuaranteedRef { v in
                v.handlerBox?._withUnsafeGuaranteedRef { $0.handlers.estimatedUpdate }
            }
        case .controller(let u): return u._withUnsafeGuaranteedRef { $0.handlers.estimatedUpdate }
        case .application: return responders.appHandlers.estimatedUpdate
        case .appDelegate: return responders.appDelegateHandlers?.estimatedUpdate
        }
    }
}

/// Gesture recognizers (G1–G8): the base class with UIKit's state machine, its arbitration
/// properties and delegate hooks. Kinds subclass it and only interpret touches; every state
/// change goes through `Scene.requestTransition`, which applies require-to-fail, vetoes and
/// exclusion (the arbiter, Arbiter.swift).

/// An action or state observer given as a C function: what an embedding layer makes of a
/// host's C callback (the C ABI's `tc_gesture_fn`). Plain values, called in place: a Swift
/// closure read out of the recognizer was copied, counting its context, at every call (one
/// per changed sample of a pan: issue 13), because the call could replace it. Replacing this
/// inside its own call frees nothing.
///
/// `convert`, a C-convention function of the embedding layer, gets `function` (opaque here),
/// `userData`, `context` (the embedding layer's own, e.g. its scene box, held without
/// counting: it must outlive the recognizer) and the recognizer, unretained (alive for the
/// call).
public struct HostGestureCallback {
    public typealias Convert = @convention(c) (
        _ function: UnsafeRawPointer, _ userData: UnsafeMutableRawPointer?, _ context: UnsafeMutableRawPointer?,
        _ recognizer: UnsafeRawPointer) -> Void
    public var convert: Convert
    public var function: UnsafeRawPointer
    public var userData: UnsafeMutableRawPointer?
    public var context: UnsafeMutableRawPointer?
    public init(convert: Convert, function: UnsafeRawPointer, userData: UnsafeMutableRawPointer?,
                context: UnsafeMutableRawPointer?) {
        self.convert = convert; self.function = function; self.userData = userData; self.context = context
    }

    @inline(__always)
    func call(_ r: Recognizer) {
        convert(function, userData, context, Unmanaged.passUnretained(r).toOpaque())
    }
}

/// A recognizer's action or state observer: a Swift closure or a host's C function, one
/// stored value (setting either replaces the other).
enum GestureCallback {
    case swift((Recognizer) -> Void)
    case host(HostGestureCallback)

    var closure: ((Recognizer) -> Void)? {
        if case .swift(let f) = self { return f }
        return nil
    }
}

public class Recognizer {
    public let kind: RecognizerKind
    /// Borrowed: the scene owns the recognizer and clears this before it goes.
    public internal(set) var scene: Scene? {
        get { sceneRef?.object }
        set { sceneRef = .borrow(newValue) }
    }
    private var sceneRef: Borrowed<Scene>?
    /// Whether `s` is this recognizer's scene, asked without making a counted reference of
    /// it (Embedded Swift kept the release of `scene === s`'s temporary on the per-sample path).
    @inline(__always)
    func belongs(to s: Scene) -> Bool {
        sceneRef?.unmanaged.toOpaque() == Unmanaged.passUnretained(s).toOpaque()
    }
    /// The scene for `body`, uncounted (a recognizer's scene outlives it: Borrowed's invariant).
    @inline(__always)
    func withScene(_ body: (Scene) -> Void) {
        sceneRef?.unmanaged._withUnsafeGuaranteedRef(body)
    }
    /// Borrowed: cleared when detached or when the view is destroyed.
    public internal(set) var view: View? {
        get { viewRef?.object }
        set { viewRef = .borrow(newValue) }
    }
    private var viewRef: Borrowed<View>?
    /// The view, uncounted: for an embedding layer converting it during a callback (the view
    /// outlives the callback: Borrowed's invariant and retirement).
    @_spi(Embedding) public var viewUnretained: Unmanaged<View>? { viewRef?.unmanaged }
    /// The type of the first touch tracked (nil: none), read without copying the list.
    @_spi(Embedding) public var firstTouchType: TouchType? {
        touches.isEmpty ? nil : Unmanaged.passUnretained(touches[0])._withUnsafeGuaranteedRef { $0.type }
    }
    /// The view and its window, uncounted (nil when either is missing): what the per-sample
    /// snapshot's conversions read (GestureSnapshot.swift).
    var viewAndWindow: (view: Unmanaged<View>, window: Unmanaged<View>)? {
        guard let v = viewRef?.unmanaged, let w = v._withUnsafeGuaranteedRef({ $0.windowUnmanaged }) else { return nil }
        return (v, w)
    }
    public internal(set) var state: GestureState = .possible
    /// G2, G3: recognized (began or ended), its action not sent yet: the rivals it excludes
    /// are being decided (`Scene.recognize`). Cancelled meanwhile, it sends no action.
    var actionPending = false
    public internal(set) var isEnabled = true
    public internal(set) var name = ""
    public internal(set) var isAlive = true

    /// Every parameter of the recognizer in one value (the parameter table's fields); the
    /// kinds' properties below and in Kinds/ read and write it, so nothing is stored twice.
    var params: RecognizerParameters
    /// G8: parameters set while a gesture was in progress (`Scene.setParameters`); they
    /// replace `params` when the recognizer resets, so the gesture keeps running by the rules
    /// it began with.
    var pendingParams: RecognizerParameters?

    /// G3: default true.
    public var cancelsTouchesInView: Bool {
        get { params.cancelsTouchesInView }
        set { params.cancelsTouchesInView = newValue }
    }
    /// G4: default false.
    public var delaysTouchesBegan: Bool {
        get { params.delaysTouchesBegan }
        set { params.delaysTouchesBegan = newValue }
    }
    /// G5: default true.
    public var delaysTouchesEnded: Bool {
        get { params.delaysTouchesEnded }
        set { params.delaysTouchesEnded = newValue }
    }
    /// G8, P1: default true (UIKit's requiresExclusiveTouchType).
    public var requiresExclusiveTouchType: Bool {
        get { params.requiresExclusiveTouchType }
        set { params.requiresExclusiveTouchType = newValue }
    }

    // G6 links. `requiredToFail`: this recognizer may recognize only after each of these failed.
    public internal(set) var requiredToFail: [Recognizer] = []
    public internal(set) var simultaneousWith: [Recognizer] = []

    // Delegate hooks (G6). nil means UIKit's default. Set with `setDelegate` (H5).
    public internal(set) var shouldBegin: ((Recognizer) -> Bool)?
    public internal(set) var shouldReceiveTouch: ((Recognizer, Touch) -> Bool)?
    public internal(set) var shouldRecognizeSimultaneously: ((Recognizer, Recognizer) -> Bool)?
    public internal(set) var shouldRequireFailureOf: ((Recognizer, Recognizer) -> Bool)?
    public internal(set) var shouldBeRequiredToFailBy: ((Recognizer, Recognizer) -> Bool)?
    /// G6, P3, P4: UIKit's `gestureRecognizer(_:shouldReceive:)` for an event (iOS 13.4+):
    /// asked before a touch, hover, scroll or transform gesture reaches it (`receives`).
    public internal(set) var shouldReceiveEvent: ((Recognizer, EventType) -> Bool)?
    /// The target-action: called after every state change except to `.failed` (UIKit sends no
    /// action message on failure, `UIGestureRecognizer.State.failed`). Set with `setAction`.
    public internal(set) var action: ((Recognizer) -> Void)? {
        get { actionCallback?.closure }
        set { actionCallback = newValue.map { .swift($0) } }
    }
    /// The action, a Swift closure or a C function (`setHostAction`).
    var actionCallback: GestureCallback?
    /// Called after every state change, failures included, before the action: a diagnostic
    /// channel (logs, debuggers, tests) for what the action does not see. Not part of UIKit.
    /// Set with `setStateObserver`.
    public internal(set) var stateObserver: ((Recognizer) -> Void)? {
        get { observerCallback?.closure }
        set { observerCallback = newValue.map { .swift($0) } }
    }
    /// The state observer, a Swift closure or a C function (`setHostStateObserver`).
    var observerCallback: GestureCallback?

    public internal(set) var failureReason = FailureReason.none
    /// The failure in words (with the numbers involved). The arbiter's failures, which every
    /// recognition hands its rivals, are kept as the other recognizer's kind and name and
    /// spelled out when read: a recognition allocates no message (FailureText).
    public internal(set) var failureMessage: String {
        get { failureText.message }
        set { failureText = .text(newValue) }
    }
    var failureText = FailureText.text("")
    /// Whether `failureMessage` has text, for an embedding layer that copies it only then.
    @_spi(Embedding) public var hasFailureMessage: Bool { failureText.hasText }

    /// Live touches this recognizer tracks.
    public internal(set) var touches: [Touch] = []

    /// Visits `touches` without counting references (the per-sample feed). The body must not
    /// change `touches`; the touches themselves are pooled by the scene and stay alive.
    @inline(__always)
    func forEachTrackedTouch(_ body: (Touch) -> Void) {
        visitUnretained({ touches.count }, { touches[$0] }, body)
    }

    /// Whether a tracked touch has ended or been cancelled, read without counting references.
    @inline(__always)
    var tracksFinishedTouch: Bool {
        var i = 0
        while i < touches.count {
            let phase = Unmanaged.passUnretained(touches[i])._withUnsafeGuaranteedRef { $0.phase }
            if phase == .ended || phase == .cancelled { return true }
            i += 1
        }
        return false
    }
    /// Every touch of the current gesture, ended ones included, until reset (exclusion and the
    /// view's delivery filter need the ended ones too).
    var touchesEverTracked: [Touch] = []
    /// G6 step 1: the views (by handle: a destroyed one reads as gone) and starting points of
    /// this gesture's touches that have lifted before it first tried to recognize, until
    /// reset: that first try asks these views too (G7), as it asks live touches'.
    var liftedTouches: [LiftedTouch] = []
    /// At most this many are kept per gesture (a pan held on a superview while other fingers
    /// tap its subviews would otherwise add one per tap); later lifts are not asked about.
    static var liftedTouchLimit: Int { 16 }
    /// A recognition waiting for required recognizers to fail (G6): the state it asked for —
    /// `.ended` for a discrete one; for a continuous one (`pendingBegan`) `.began`, then what
    /// its touches asked for while it waited (`.changed`, `.ended`).
    var pendingState: GestureState? {
        didSet { if pendingState == nil { pendingBegan = false } }
    }
    /// G6: the wait began with a request to begin (a continuous recognizer): it is handed its
    /// touches meanwhile (`Scene.handTouches`), and its release sends began first.
    var pendingBegan = false
    /// G6: set while a waiting continuous recognizer's kind is handed touches: its `state`
    /// reads the state it asked for meanwhile (`Scene.handTouches`; the arbiter reads
    /// `grantedState`).
    var fedWhileWaiting = false
    /// G2: a host call between updates (disabling, detaching) ended its gesture: it reads
    /// cancelled or failed until the next update resets it (`ArbiterState.deferredResets`).
    var resetDeferred = false
    /// G6: the views and the delegate have let this gesture begin (asked once per gesture;
    /// a recognition released from waiting is not asked again). Cleared at reset.
    var askedToBegin = false
    /// Bumped on reset and on every timer scheduling so stale timers do nothing.
    var timerGeneration: UInt64 = 0
    /// P4: what drives the recognizer now: touches (the usual), or a scroll or transform
    /// gesture (Pointer/InputDriven.swift), during which it takes no touches.
    var inputDriver = InputDriver.touches
    /// P4: driven by a scroll or transform gesture now.
    public var isDrivenByPointer: Bool { inputDriver != .touches }
    /// Set when the recognizer took part in the current event (arbiter bookkeeping).
    var eventMark: UInt64 = 0
    /// G2: the touch event (`ArbiterState.eventCounter`) in which it was last handed touches
    /// (`Scene.feed`), and the one in which its state was last set (`Scene.apply`): a
    /// recognizer in began or changed handed touches in an event that set no state of its own
    /// sends `changed` at the end of the recognizers' turn (`Scene.sendUpdateChanges`).
    var handedInEvent: UInt64 = 0
    var stateSetInEvent: UInt64 = 0
    /// G2: the update (`ArbiterState.updateStep`) in which its began action was sent: a
    /// `changed` in that update sends no action (`Scene.requestTransition`).
    var beganActionStep: UInt64 = 0
    /// G4, G5: it failed while a recognizer it requires to fail was still possible and
    /// tracking, and its touches' held phases stay held (`Touch.failedHolders`) until those
    /// requirements are decided (`Scene.releaseFailedHolds`).
    var holdsAfterFailing = false
    /// A touch it tracked was cancelled in this gesture (G6: `endIfTouchesGone`).
    var lostCancelledTouch = false
    /// > 0 while host code about this recognizer runs (its action, its delegate callbacks, a
    /// view's veto of it): the host may not set its state then (`Scene.setState`), which is
    /// what bounds recursion through a custom recognizer's callbacks.
    var hostCallDepth = 0

    public internal(set) var handleSlot: Int32 = -1
    public internal(set) var handleGeneration: UInt32 = 0
    /// Storage for an embedding layer (the C ABI keeps its C strings here).
    public var hostData: AnyObject?

    init(kind: RecognizerKind) {
        self.kind = kind
        params = RecognizerParameters(kind: kind)
        touches.reserveCapacity(4)
    }

    // MARK: what kinds override

    func touchesBegan(_ touches: TouchList, _ t: Double) {}
    func touchesMoved(_ touches: TouchList, _ t: Double) {}
    func touchesEnded(_ touches: TouchList, _ t: Double) {}
    func touchesCancelled(_ touches: TouchList, _ t: Double) {
        if state.isActive { transition(.cancelled) } else if state == .possible {
            fail(.touchCancelled, "its touches were cancelled")
        }
    }
    /// Called on reset to possible: clear the kind's own state.
    func resetKind() {}
    /// G6: the recognizer begins now, released by the failure of a recognizer it required to
    /// fail (UIKit's `_willBeginAfterSatisfyingFailureRequirements`, sent before the began
    /// action). `t`: the clock. A kind whose values are measured from where it began (the pan)
    /// starts them again here.
    func willBeginAfterWaiting(_ t: Double) {}
    /// Whether the kind wants to keep its (ended) touches' recognizer alive — multi-tap waiting.
    var isWaitingForMoreTouches: Bool { false }
    /// P1, P2: whether a touch of this type and buttons reaches the recognizer at all
    /// (UIKit's allowedTouchTypes and, for tap and long press, buttonMaskRequired).
    /// buttonMaskRequired is an overlap test, for pointer touches only: iOS 18.2 UIKitCore's
    /// UITapRecognizer checks it only when a touch `_isPointerTouch` and gives up when
    /// `buttonMask & _buttonMaskRequired == 0`; the long press gives up when the event has a
    /// button mask that shares no button with it. Fingers and pencils hold no buttons there.
    /// G8: with requiresExclusiveTouchType, a touch whose type is not that of the touches it
    /// has is refused (UIKit's `_shouldReceiveTouch:forEvent:recognizerView:` against its
    /// `_initialTouchType`, which it forgets when its active touches are all gone — they
    /// share that type, so the first live touch's is it).
    func accepts(_ touch: Touch) -> Bool {
        guard takesTouchesOfType(touch) else { return false }
        if params.requiresExclusiveTouchType, let first = firstTouchType, first != touch.type { return false }
        if (kind == .tap || kind == .longPress) && touch.type == .indirectPointer {
            return touch.buttons & params.buttonMaskRequired != 0
        }
        return true
    }
    /// Driven by touches and allowing this touch's type (P1): `accepts` before its kind's rules.
    @inline(__always)
    func takesTouchesOfType(_ touch: Touch) -> Bool {
        inputDriver == .touches && params.allowedTouchTypes & touch.type.bit != 0
    }
    /// T5: a touch-down this recognizer would have been offered (enabled, possible or active,
    /// of a view on the touch's way up) that `accepts` refused. A kind may act on it (a scroll
    /// view's pan stops its deceleration for a pointer it refuses, P2); it may call the host.
    func refused(_ touch: Touch) {}
    /// The location reported with actions, in window coordinates.
    var locationInWindow: Point { centroid() }

    // MARK: helpers for kinds

    /// Final and inlined: kinds measure it at every moved sample (the tap and the long press
    /// from their start, G8).
    @inline(__always)
    final func centroid() -> Point {
        guard !touches.isEmpty else { return lastCentroid }
        var x = 0.0, y = 0.0
        forEachTrackedTouch { t in x += t.location.x; y += t.location.y }
        return Point(x / Double(touches.count), y / Double(touches.count))
    }
    var lastCentroid = Point.zero

    /// Requests a state change; the arbiter decides (require-to-fail, vetoes, exclusion).
    func transition(_ to: GestureState) {
        withScene { $0.requestTransition(self, to) }
    }

    func fail(_ reason: FailureReason, _ message: @autoclosure () -> String) {
        guard state == .possible || state.isActive else { return }
        failureReason = reason
        failureMessage = message()
        withScene { $0.requestTransition(self, .failed) }
    }

    /// Schedules a host-clock timer for this recognizer doing `what`; superseded by any later
    /// call, a cancel or a reset. Nothing is allocated (TimerAction.recognizer): the timer
    /// names the recognizer by handle — a pending timer does not keep it, so one destroyed
    /// meanwhile is freed as any other (when its dispatch ends, Retirement) and the timer then
    /// finds its slot stale and does nothing — and what it does is kept here, one at a time.
    func scheduleTimer(at deadline: Double, _ what: RecognizerTimer) {
        timerGeneration &+= 1
        pendingTimer = what
        guard deadline.isFinite else { return }   // a limit of +infinity never fires
        let timer = TimerAction.recognizer(slot: handleSlot, generation: handleGeneration, timer: timerGeneration)
        withScene { $0.input.timers.schedule(at: deadline, timer) }
    }

    func cancelTimer() { timerGeneration &+= 1 }

    /// What the pending timer does (`scheduleTimer`); `.none` once it fired or none is set.
    var pendingTimer = RecognizerTimer.none

    /// The pending timer's deadline came (Timers.swift: still this recognizer's latest).
    func timerFired() {
        let what = pendingTimer
        pendingTimer = .none
        switch what {
        case .none: break
        case .tapHeld(let n, let limit, let pressedAt):
            // G8: a tap's press (a tap recognizer's, or one of a long press's taps) held past
            // `tapDuration` from its first finger landing.
            fail(.timedOut, "tap \(n) held longer than \(format(limit, 2)) s (pressed at t=\(format(pressedAt, 3)) s)")
        case .noNextTap(let n, let interval):
            fail(.timedOut, "no tap \(n + 1) within \(format(interval, 2)) s of tap \(n)")
        case .noPressAfterTaps(let n, let interval):
            fail(.timedOut, "no touch-down within \(format(interval, 2)) s of tap \(n)")
        case .swipeTooSlow(let limit):
            fail(.timedOut, "did not travel far enough within \(format(limit, 2)) s")
        case .longPressDue:
            if state == .possible { transition(.began) }
        case .contentTouchDelayOver:
            // S2: the content gets its held began now (G4 delivers it with its own time).
            delaysTouchesBegan = false
            withScene { $0.arbiter.deliveryDirty = true }
        }
    }

    /// UIKit's location(in:): the location of the gesture in `target`'s bounds coordinates
    /// (nil: its window's, as UIKit's nil), converted when asked (G9, ValuesInView.swift).
    /// Throws as a conversion does (`.singular`, `.notFinite`).
    public func location(in target: View?) throws(EngineError) -> Point {
        try pointFromWindow(locationInWindow, to: target)
    }

    /// UIKit's numberOfTouches, "the number of touches involved in the gesture": the touches
    /// it tracks now, except where a kind says otherwise (`touchesInvolved`).
    public var numberOfTouches: Int { touchesInvolved }
    var touchesInvolved: Int { touches.count }

    /// UIKit's location(ofTouch:in:): where touch `index` (0 ..< numberOfTouches, in the
    /// order they landed) is, in `target`'s bounds coordinates (nil: its window's). An index
    /// past them throws `.notFound` (UIKit raises NSRangeException) and reads nothing (G9).
    public func location(ofTouch index: Int, in target: View?) throws(EngineError) -> Point {
        let n = numberOfTouches
        guard index >= 0, index < n else {
            throw EngineError(.notFound, "touch index \(index) is not below the recognizer's number of touches, \(n)")
        }
        return try locationOfTouch(index, in: target)
    }

    /// The kind's answer to `location(ofTouch:in:)` for an index below `numberOfTouches`: the
    /// tracked touch where it is now (UIKit's base class and pan: the touch's own
    /// location(in:)). A kind whose `touchesInvolved` counts other touches, or that reports
    /// them elsewhere, overrides it (the tap, the swipe).
    func locationOfTouch(_ index: Int, in target: View?) throws(EngineError) -> Point {
        try touches[index].location(in: target)
    }
}

// MARK: - host hooks (E5/H5: the engine refuses them while hit-testing, for every caller)

extension Recognizer {
    /// The rule every host-side change follows: refused from inside hit-testing callbacks.
    func checkHostMayChange() throws(EngineError) { try scene?.checkMutable() }

    public func setName(_ name: String) throws(EngineError) {
        try checkHostMayChange()
        self.name = name
    }

    public func setAction(_ action: ((Recognizer) -> Void)?) throws(EngineError) {
        try checkHostMayChange()
        self.action = action
    }

    /// The action as a C function (HostGestureCallback); replaces a Swift action.
    public func setHostAction(_ action: HostGestureCallback?) throws(EngineError) {
        try checkHostMayChange()
        actionCallback = action.map { .host($0) }
    }

    public func setStateObserver(_ observer: ((Recognizer) -> Void)?) throws(EngineError) {
        try checkHostMayChange()
        stateObserver = observer
    }

    /// The state observer as a C function (HostGestureCallback); replaces a Swift observer.
    public func setHostStateObserver(_ observer: HostGestureCallback?) throws(EngineError) {
        try checkHostMayChange()
        observerCallback = observer.map { .host($0) }
    }

    /// G6: the delegate's six questions at once; nil answers UIKit's default.
    public func setDelegate(shouldBegin: ((Recognizer) -> Bool)? = nil,
                            shouldReceiveTouch: ((Recognizer, Touch) -> Bool)? = nil,
                            shouldRecognizeSimultaneously: ((Recognizer, Recognizer) -> Bool)? = nil,
                            shouldRequireFailureOf: ((Recognizer, Recognizer) -> Bool)? = nil,
                            shouldBeRequiredToFailBy: ((Recognizer, Recognizer) -> Bool)? = nil,
                            shouldReceiveEvent: ((Recognizer, EventType) -> Bool)? = nil)
    throws(EngineError) {
        try checkHostMayChange()
        self.shouldBegin = shouldBegin
        self.shouldReceiveTouch = shouldReceiveTouch
        self.shouldRecognizeSimultaneously = shouldRecognizeSimultaneously
        self.shouldRequireFailureOf = shouldRequireFailureOf
        self.shouldBeRequiredToFailBy = shouldBeRequiredToFailBy
        self.shouldReceiveEvent = shouldReceiveEvent
    }
}

/// A lifted touch as a view veto needs it (G6, G7): the hit-test view and window by handle,
/// and where the touch began, in its window.
struct LiftedTouch {
    var viewSlot: Int32
    var viewGeneration: UInt32
    var windowSlot: Int32
    var windowGeneration: UInt32
    var start: Point

    init(_ t: Touch) {
        viewSlot = t.view?.handleSlot ?? -1
        viewGeneration = t.view?.handleGeneration ?? 0
        windowSlot = t.window?.handleSlot ?? -1
        windowGeneration = t.window?.handleGeneration ?? 0
        start = t.startLocation
    }
}

/// What a recognizer's timer does when it fires (Recognizer.timerFired): the values its
/// message needs are kept in the case, so scheduling one allocates nothing.
enum RecognizerTimer {
    case none
    /// G8: tap `tap`, pressed at `pressedAt`, may last `limit` seconds.
    case tapHeld(tap: Int, limit: Double, pressedAt: Double)
    /// G8: tap `after` + 1 must begin within `interval`.
    case noNextTap(after: Int, interval: Double)
    /// G8: a long press's press must touch down within `interval` of its tap `after`.
    case noPressAfterTaps(after: Int, interval: Double)
    /// G8: a swipe must travel its distance within `limit` seconds.
    case swipeTooSlow(limit: Double)
    /// G8: a long press's minimum duration is up.
    case longPressDue
    /// S2: a scroll view's content-touch delay is over.
    case contentTouchDelayOver
}

/// A failure message as kept (Recognizer.failureMessage): text, or the recognizer whose
/// recognition made this one fail, by kind and name (a copy of a name counts a reference to
/// its storage at most; the words are put together only when the message is read).
enum FailureText {
    case text(String)
    /// G3: `kind`/`name` recognized first (this one was excluded).
    case recognizedFirst(kind: RecognizerKind, name: String)
    /// G6: `kind`/`name`, which this one requires to fail, recognized.
    case requiredRecognized(kind: RecognizerKind, name: String)

    init(recognizedFirst r: Recognizer) { self = .recognizedFirst(kind: r.kind, name: r.name) }
    init(requiredRecognized r: Recognizer) { self = .requiredRecognized(kind: r.kind, name: r.name) }

    var message: String {
        switch self {
        case .text(let s): return s
        case .recognizedFirst(let kind, let name): return "\(Self.spell(kind, name)) recognized first"
        case .requiredRecognized(let kind, let name):
            return "\(Self.spell(kind, name)), which it requires to fail, recognized"
        }
    }

    var hasText: Bool {
        if case .text(let s) = self { return !s.isEmpty }
        return true
    }

    /// A recognizer as messages name it: its name, or its kind (also Recognizer.debugName).
    static func spell(_ kind: RecognizerKind, _ name: String) -> String {
        name.isEmpty ? "\(kind) recognizer" : name
    }
}

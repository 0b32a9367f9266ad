/// The scene: UIKit's application, as a small owner of components. Each component owns its
/// state, states its invariants at the top of its file and resets itself:
///   tree (Tree/TreeState)           views, controllers, windows, key window
///   hitTesting (HitTesting/…State)   the flat mirror, child indexes, search stacks
///   input (Input/InputState)         the clock, the queue of pushed inputs, the timers
///   touchState (Touches/TouchState)  the touch pool, live and held touches, tap memory
///   responders (Delivery/…State)     app and delegate responders, first responder, observers
///   arbiter (Gestures/ArbiterState)  the recognizers and their working sets (Arbiter.swift)
///   pointer (Pointer/PointerState)   hovers, scroll and transform gestures, expected updates
///   rules (Scene/CallbackRules)      the re-entrancy rules (E5, H5), enforced for every caller
///   retired (Scene/Retirement)       views and handler boxes kept alive while host code runs
/// The scene's methods, in the concept folders, coordinate them. A scene belongs to one
/// thread at a time: Swift callers get that from the compiler (`Scene` is not `Sendable`),
/// the C layer checks it on entry.
public final class Scene {
    public struct Config: Sendable {
        public var maxTouches = Constants.defaultMaxTouches
        public var queueCapacity = Constants.defaultQueueCapacity
        public var tapInterval = Constants.defaultTapInterval
        public var tapRadius = Constants.defaultTapRadius
        /// T3: a press held this long or longer is no tap.
        public var tapDuration = Constants.defaultTapDuration
        public init() {}
    }

    public let config: Config

    // MARK: components (each owns its state, states its invariants and resets itself)
    var tree = TreeState()
    var hitTesting = HitTestingState()
    var input = InputState()
    var touchState: TouchState
    var responders = ResponderState()
    var arbiter = ArbiterState()
    var pointer = PointerState()
    var rules = CallbackRules()
    var retired = Retirement()

    // MARK: the public view of the components
    public var windows: [View] { tree.windows }
    public var keyWindow: View? { tree.keyWindow }
    public var liveTouches: [Touch] { touchState.liveTouches }
    /// The host's clock (E1): moves only in `dispatch` and `advance`.
    public var now: Double { input.now }
    public var appHandlers: ResponderHandlers { responders.appHandlers }
    public var appDelegateHandlers: ResponderHandlers? { responders.appDelegateHandlers }
    /// The key window's first responder (R4), where motion and remote-control events start.
    public var firstResponder: View? { tree.keyWindow.flatMap { firstResponder(of: $0) } }
    public var focusedView: View? { responders.focusedView }
    public var unhandledObserver: ((UnhandledEvent) -> Void)? { responders.unhandledObserver }
    public var hitTraceObserver: ((HitTraceStep) -> Void)? { hitTesting.traceObserver }
    /// Told when a host callback returned something the engine had to ignore (an embedding
    /// layer reports it as the scene's last error).
    public var callbackProblemObserver: ((String) -> Void)? {
        get { responders.callbackProblemObserver }
        set { responders.callbackProblemObserver = newValue }
    }

    deinit { invalidateUnchecked() }

    /// Refuses a configuration out of range before anything is allocated (a class whose
    /// designated initializer throws part-way is not freed by Embedded Swift: it would leak).
    public convenience init(config: Config = Config()) throws(EngineError) {
        try Scene.check(config)
        self.init(checked: config)
    }

    private static func check(_ config: Config) throws(EngineError) {
        guard (1...Constants.maxTouchesLimit).contains(config.maxTouches) else {
            throw EngineError(.invalidArgument,
                              "max_touches is \(config.maxTouches) (must be 1...\(Constants.maxTouchesLimit))")
        }
        guard (1...Constants.maxQueueCapacity).contains(config.queueCapacity) else {
            throw EngineError(.invalidArgument,
                              "queue_capacity is \(config.queueCapacity) (must be 1...\(Constants.maxQueueCapacity))")
        }
        try requireNonNegative(config.tapInterval, "tap_interval")
        try requireNonNegative(config.tapRadius, "tap_radius")
        try requireNonNegative(config.tapDuration, "tap_duration")
    }

    private init(checked config: Config) {
        self.config = config
        touchState = TouchState(maxTouches: config.maxTouches)
        input.pushedLiveIDs.reserveCapacity(config.maxTouches)
        input.pushedLiveScratch.reserveCapacity(config.maxTouches)
        input.pushedLiveLast.reserveCapacity(config.maxTouches)
        input.pushedLastScratch.reserveCapacity(config.maxTouches)
        input.queue.reserveCapacity(min(config.queueCapacity, 4096))
    }

    /// Ends the scene: every object is marked dead and dropped. No callback is called.
    /// Refused inside the scene's callbacks (E5, as `tc_scene_destroy`): a search, a walk or a
    /// feed may be running on the state it would drop.
    public func invalidate() throws(EngineError) {
        try checkNotInCallback("invalidating the scene")
        invalidateUnchecked()
    }

    private func invalidateUnchecked() {
        for case let v? in tree.views.objects {
            v.isAlive = false; v.subviews = []; v.handlers = ResponderHandlers()
            v.scene = nil; v.superview = nil; v.controller = nil
            v.pointInsideOverride = nil; v.hitTestOverride = nil
        }
        for case let c? in tree.controllers.objects {
            c.isAlive = false; c.view = nil; c.handlers = ResponderHandlers(); c.scene = nil
        }
        for case let r? in arbiter.recognizers.objects {
            r.isAlive = false; r.actionCallback = nil; r.observerCallback = nil; r.shouldBegin = nil; r.shouldReceiveTouch = nil
            r.shouldRecognizeSimultaneously = nil; r.shouldRequireFailureOf = nil
            r.shouldBeRequiredToFailBy = nil; r.hostData = nil
            (r as? CustomRecognizer)?.onTouches = nil
            r.touches = []; r.touchesEverTracked = []; r.requiredToFail = []; r.simultaneousWith = []
            r.scene = nil; r.view = nil
        }
        for case let v? in tree.views.objects {
            v.control?.trackedTouch = nil
            v.control?.firstTouch = nil
            v.scroll?.hooks = ScrollHooks()
            v.gestureRecognizers = []; v.control = nil; v.scroll = nil; v.gestureShouldBegin = nil
        }
        // Dead before anything is dropped; then each component resets itself.
        tree.reset(); hitTesting.reset(); input.reset(); touchState.reset()
        responders.reset(); arbiter.reset(); pointer.reset(); retired.reset()
    }

    // MARK: re-entrancy rules (documented in the C header)

    /// H5 (CallbackRules): mutations are refused only while hit-testing runs.
    @inline(__always)
    func checkMutable() throws(EngineError) { try rules.checkMutable() }

    /// E5 (CallbackRules): dispatching, advancing and destroying are refused inside callbacks.
    @inline(__always)
    func checkNotInCallback(_ what: StaticString) throws(EngineError) { try rules.checkNotInCallback(what) }

    public var canBeDestroyedNow: Bool { !rules.insideCallback }

    /// Runs host code (a delegate, a veto, a custom recognizer's touch handler): inside it,
    /// dispatching, advancing and destroying the scene are refused, and settling waits for
    /// the outer call. Every callback the engine makes goes through here or raises
    /// `callbackDepth` the same way.
    @inline(__always)
    func host<T>(_ body: () -> T) -> T {
        rules.callbackDepth += 1
        defer { rules.callbackDepth -= 1; releaseRetired() }
        return body()
    }

    // MARK: host hooks (E5/H5: refused while hit-testing, for every caller)

    public func setAppHandlers(_ handlers: ResponderHandlers) throws(EngineError) {
        try checkMutable()
        responders.appHandlers = handlers
    }

    /// Non-nil makes the app delegate a responder after the application (R1).
    public func setAppDelegateHandlers(_ handlers: ResponderHandlers?) throws(EngineError) {
        try checkMutable()
        responders.appDelegateHandlers = handlers
    }

    public func setUnhandledObserver(_ observer: ((UnhandledEvent) -> Void)?) throws(EngineError) {
        try checkMutable()
        responders.unhandledObserver = observer
    }

    public func setHitTraceObserver(_ observer: ((HitTraceStep) -> Void)?) throws(EngineError) {
        try checkMutable()
        hitTesting.traceObserver = observer
    }

    func noteCallbackProblem(_ message: String) {
        responders.callbackProblemObserver?(message)
    }
}

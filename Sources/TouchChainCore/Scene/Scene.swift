/// The scene: UIKit's application. It owns windows, views, controllers, touches, the input
/// queue, the clock and the first responder. A scene belongs to one thread at a time.
public final class Scene {
    public struct Config: Sendable {
        public var maxTouches = Constants.defaultMaxTouches
        public var queueCapacity = Constants.defaultQueueCapacity
        public var tapInterval = Constants.defaultTapInterval
        public var tapRadius = Constants.defaultTapRadius
        public init() {}
    }

    public let config: Config

    // MARK: objects
    var views = SlotTable<View>(limit: Constants.maxObjectsPerScene)
    var controllers = SlotTable<Controller>(limit: Constants.maxObjectsPerScene)
    var touchTable: SlotTable<Touch>
    var touchPool: [Touch] = []
    public internal(set) var windows: [View] = []
    public internal(set) var keyWindow: View?
    public internal(set) var liveTouches: [Touch] = []

    // MARK: responders
    public internal(set) var appHandlers = ResponderHandlers()
    /// Non-nil makes the app delegate a responder after the application (R1).
    public internal(set) var appDelegateHandlers: ResponderHandlers?
    public internal(set) var firstResponder: View?
    public internal(set) var focusedView: View?
    /// Told when an event walks off the end of the chain (R2).
    public internal(set) var unhandledObserver: ((UnhandledEvent) -> Void)?
    /// H7: every hit-test step, in call order.
    public internal(set) var hitTraceObserver: ((HitTraceStep) -> Void)?
    /// Told when a host callback returned something the engine had to ignore.
    public var callbackProblemObserver: ((String) -> Void)?

    // MARK: clock, queue, timers
    public internal(set) var now: Double = 0
    var queue: [QueuedInput] = []
    var queueHead = 0
    var lastQueuedTime: Double = 0
    /// Ids live once every queued sample is dispatched: what a new sample is validated against.
    var pushedLiveIDs: [Int64] = []
    var pushedLiveScratch: [Int64] = []
    var timers = TimerQueue()

    // MARK: re-entrancy
    var isDispatching = false
    /// Host code running (a callback of any kind): > 0 means "inside a callback", the one fact
    /// the re-entrancy rule reads. Every callback site raises it: `host(_:)`, `walkChain`,
    /// control targets, timers, the unhandled observer.
    var callbackDepth = 0
    var hitDepth = 0
    var routeDepth = 0
    /// Host-requested state changes (`setState`) nested inside each other's callbacks.
    var transitionDepth = 0

    // MARK: scratch (reused every event: no allocation in steady state)
    var hitStacks: [RawStack<HitFrame>] = []
    /// The flat mirror of the trees (FlatTree.swift) and its per-nesting-level stacks.
    let flat = FlatTree()
    var flatStacks: [RawStack<FlatFrame>] = []
    /// Tests set this to run the traced (object) search without an observer.
    var forceObjectHitTest = false
    var pathScratch: [View] = []
    var groupScratch: [TouchSample] = []
    var changedScratch: [Touch] = []
    var perViewScratch: [Touch] = []
    var lastTap: (window: View, location: Point, time: Double, count: Int32)?

    // MARK: gestures
    var recognizers = SlotTable<Recognizer>(limit: Constants.maxObjectsPerScene)
    /// Recognizers that are tracking or not in `possible`: the ones a reset pass looks at.
    var engaged: [Recognizer] = []
    /// Recognizers whose recognition waits for required failures (G6).
    var waitingRecognizers: [Recognizer] = []
    /// Ended touches whose `ended` a recognizer holds back (G5), or whose began is held (G4).
    var heldTouches: [Touch] = []
    /// Set when a recognizer changed state: held deliveries must be re-examined.
    var deliveryDirty = false
    var eventRecognizers: [Recognizer] = []
    var recognizerScratch: [Touch] = []
    var eventCounter: UInt64 = 0

    deinit { invalidate() }

    public init(config: Config = Config()) throws(EngineError) {
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
        self.config = config
        // Twice the live limit: ended touches whose delivery a recognizer holds (G5) keep their
        // slot until released, while their ids are already free for new touches.
        touchTable = SlotTable(limit: 2 * config.maxTouches)
        touchPool.reserveCapacity(config.maxTouches)
        liveTouches.reserveCapacity(config.maxTouches)
        changedScratch.reserveCapacity(config.maxTouches)
        perViewScratch.reserveCapacity(config.maxTouches)
        pushedLiveIDs.reserveCapacity(config.maxTouches)
        pushedLiveScratch.reserveCapacity(config.maxTouches)
        groupScratch.reserveCapacity(config.maxTouches)
        queue.reserveCapacity(min(config.queueCapacity, 4096))
        for _ in 0..<(2 * config.maxTouches) { touchPool.append(Touch()) }
    }

    /// Ends the scene: every object is marked dead and dropped. No callback is called.
    public func invalidate() {
        for case let v? in views.objects {
            v.isAlive = false; v.subviews = []; v.handlers = ResponderHandlers()
            v.scene = nil; v.superview = nil; v.controller = nil
            v.pointInsideOverride = nil; v.hitTestOverride = nil
        }
        for case let c? in controllers.objects {
            c.isAlive = false; c.view = nil; c.handlers = ResponderHandlers(); c.scene = nil
        }
        for case let r? in recognizers.objects {
            r.isAlive = false; r.action = nil; r.stateObserver = nil; r.shouldBegin = nil; r.shouldReceiveTouch = nil
            r.shouldRecognizeSimultaneously = nil; r.shouldRequireFailureOf = nil
            r.shouldBeRequiredToFailBy = nil; r.hostData = nil
            (r as? CustomRecognizer)?.onTouches = nil
            r.touches = []; r.touchesEverTracked = []; r.requiredToFail = []; r.simultaneousWith = []
            r.scene = nil; r.view = nil
        }
        for case let v? in views.objects {
            v.control?.trackedTouch = nil
            v.gestureRecognizers = []; v.control = nil; v.gestureShouldBegin = nil
        }
        for t in liveTouches + heldTouches + touchPool {
            t.isLive = false; t.view = nil; t.window = nil; t.recognizers = []
        }
        recognizers = SlotTable(limit: 0)
        engaged = []; waitingRecognizers = []; heldTouches = []; eventRecognizers = []
        views = SlotTable(limit: 0); controllers = SlotTable(limit: 0)
        touchTable = SlotTable(limit: 0)
        windows = []; liveTouches = []; queue = []; queueHead = 0
        keyWindow = nil; firstResponder = nil; focusedView = nil
        appHandlers = ResponderHandlers(); appDelegateHandlers = nil
        unhandledObserver = nil; hitTraceObserver = nil; callbackProblemObserver = nil
        timers = TimerQueue(); lastTap = nil
        // Drop the pools and scratch buffers too: a destroyed scene keeps nothing but itself.
        touchPool = []; hitStacks = []; pathScratch = []; groupScratch = []
        changedScratch = []; perViewScratch = []; recognizerScratch = []
        pushedLiveIDs = []; pushedLiveScratch = []
    }

    // MARK: re-entrancy rules (documented in the C header)

    /// Mutations are refused only while hit-testing runs (H5: hit-testing is pure).
    @inline(__always)
    func checkMutable() throws(EngineError) {
        if hitDepth > 0 {
            throw EngineError(.reentrant, "mutations are not allowed from inside hit-testing callbacks")
        }
    }

    /// Dispatching, advancing and destroying are refused from inside any callback.
    @inline(__always)
    func checkNotInCallback(_ what: StaticString) throws(EngineError) {
        if isDispatching || callbackDepth > 0 || hitDepth > 0 {
            throw EngineError(.reentrant, "\(what) is not allowed from inside a callback")
        }
    }

    public var canBeDestroyedNow: Bool { !(isDispatching || callbackDepth > 0 || hitDepth > 0) }

    /// Runs host code (a delegate, a veto, a custom recognizer's touch handler): inside it,
    /// dispatching, advancing and destroying the scene are refused, and settling waits for
    /// the outer call. Every callback the engine makes goes through here or raises
    /// `callbackDepth` the same way.
    @inline(__always)
    func host<T>(_ body: () -> T) -> T {
        callbackDepth += 1
        defer { callbackDepth -= 1 }
        return body()
    }

    // MARK: host hooks (E5/H5: refused while hit-testing, for every caller)

    public func setAppHandlers(_ handlers: ResponderHandlers) throws(EngineError) {
        try checkMutable()
        appHandlers = handlers
    }

    /// Non-nil makes the app delegate a responder after the application (R1).
    public func setAppDelegateHandlers(_ handlers: ResponderHandlers?) throws(EngineError) {
        try checkMutable()
        appDelegateHandlers = handlers
    }

    public func setUnhandledObserver(_ observer: ((UnhandledEvent) -> Void)?) throws(EngineError) {
        try checkMutable()
        unhandledObserver = observer
    }

    public func setHitTraceObserver(_ observer: ((HitTraceStep) -> Void)?) throws(EngineError) {
        try checkMutable()
        hitTraceObserver = observer
    }

    func noteCallbackProblem(_ message: String) {
        callbackProblemObserver?(message)
    }

    // MARK: objects

    public func createWindow(frame: Rect) throws(EngineError) -> View {
        let w = try makeView(frame: frame, isWindow: true)
        windows.append(w)
        if keyWindow == nil { keyWindow = w }
        return w
    }

    public func createView(frame: Rect) throws(EngineError) -> View {
        try makeView(frame: frame, isWindow: false)
    }

    private func makeView(frame: Rect, isWindow: Bool) throws(EngineError) -> View {
        try requireFinite(frame.origin.x, "x"); try requireFinite(frame.origin.y, "y")
        try requireNonNegative(frame.size.width, "w"); try requireNonNegative(frame.size.height, "h")
        try checkMutable()
        let v = View(scene: self, frame: frame, isWindow: isWindow)
        guard let (slot, gen) = views.insert(v) else {
            throw EngineError(.limit, "a scene holds at most \(Constants.maxObjectsPerScene) views")
        }
        v.handleSlot = slot; v.handleGeneration = gen
        flat.reset(slot)
        flat.setHit(slot, v.hit)
        return v
    }

    /// Destroys a view: the touches of its tree are cancelled (T7), then it is removed from
    /// its superview, subviews detached, controller link, first responder, focus and key
    /// window cleared.
    public func destroy(_ v: View) throws(EngineError) {
        guard v.scene === self, v.isAlive else { throw EngineError(.staleHandle, "view is destroyed") }
        try checkMutable()
        // T7, while the chain still stands; its callbacks may destroy the view themselves,
        // and may not attach anything to it (isDying).
        v.isDying = true
        cancelTouches(inTreeOf: v)
        guard v.isAlive, v.scene === self else { return }
        // Dead before any host code runs (the recognizers' actions below): a callback must
        // find the view's handle stale, not re-attach subviews or recognizers to it.
        v.isAlive = false
        views.remove(slot: v.handleSlot)
        v.detachFromSuperview()
        for c in v.subviews { c.superview = nil }
        flat.orphanChildren(v.handleSlot)
        v.subviews = []
        if let c = v.controller { c.view = nil; v.controller = nil }
        if firstResponder === v { firstResponder = nil }
        if focusedView === v { focusedView = nil }
        for t in liveTouches {
            if t.view === v { t.view = nil }
            if t.window === v { t.window = nil }
        }
        if v.isWindow {
            windows.removeAll { $0 === v }
            if keyWindow === v { keyWindow = windows.first }
        }
        if lastTap?.window === v { lastTap = nil }
        // Its recognizers stop (cancelled or failed) and are detached; they stay alive.
        for r in v.gestureRecognizers {
            abandon(r, .disabled, "its view was destroyed")
            r.view = nil
        }
        v.gestureRecognizers = []
        v.control = nil
        v.gestureShouldBegin = nil
        v.handlers = ResponderHandlers()
        v.pointInsideOverride = nil
        v.hitTestOverride = nil
        // Anything a callback managed to hang on it meanwhile is dropped too.
        for c in v.subviews { c.superview = nil }
        flat.orphanChildren(v.handleSlot)
        v.subviews = []
        flat.reset(v.handleSlot)
        v.scene = nil
    }

    public func setKeyWindow(_ w: View) throws(EngineError) {
        guard w.scene === self, w.isAlive else { throw EngineError(.foreignHandle, "window belongs to another scene") }
        guard w.isWindow else { throw EngineError(.state, "the view is not a window") }
        try checkMutable()
        keyWindow = w
    }

    public func createController() throws(EngineError) -> Controller {
        try checkMutable()
        let c = Controller(scene: self)
        guard let (slot, gen) = controllers.insert(c) else {
            throw EngineError(.limit, "a scene holds at most \(Constants.maxObjectsPerScene) controllers")
        }
        c.handleSlot = slot; c.handleGeneration = gen
        return c
    }

    public func destroy(_ c: Controller) throws(EngineError) {
        guard c.scene === self, c.isAlive else { throw EngineError(.staleHandle, "controller is destroyed") }
        try checkMutable()
        c.view?.controller = nil
        c.view = nil
        c.handlers = ResponderHandlers()
        c.isAlive = false
        controllers.remove(slot: c.handleSlot)
        c.scene = nil
    }

    /// Handle lookups for embedding layers (the C ABI): the object, or why there is none.
    // Not inlined into callers: compiled here, where SlotTable is specialized.
    @inline(never)
    public func view(slot: Int, generation: UInt32) -> (View?, LookupStatus) {
        // Written out rather than calling the generic SlotTable.lookup: without whole-module
        // optimisation a cross-file generic call is unspecialised (runtime metadata per call).
        guard slot >= 0, slot < views.objects.count else { return (nil, .invalid) }
        guard views.generations[slot] == generation, let o = views.objects[slot] else { return (nil, .stale) }
        return (o, .found)
    }

    // Not inlined into callers: compiled here, where SlotTable is specialized.
    @inline(never)
    public func controller(slot: Int, generation: UInt32) -> (Controller?, LookupStatus) {
        // Written out rather than calling the generic SlotTable.lookup: without whole-module
        // optimisation a cross-file generic call is unspecialised (runtime metadata per call).
        guard slot >= 0, slot < controllers.objects.count else { return (nil, .invalid) }
        guard controllers.generations[slot] == generation, let o = controllers.objects[slot] else { return (nil, .stale) }
        return (o, .found)
    }

    // Not inlined into callers: compiled here, where SlotTable is specialized.
    @inline(never)
    public func touch(slot: Int, generation: UInt32) -> (Touch?, LookupStatus) {
        // Written out rather than calling the generic SlotTable.lookup: without whole-module
        // optimisation a cross-file generic call is unspecialised (runtime metadata per call).
        guard slot >= 0, slot < touchTable.objects.count else { return (nil, .invalid) }
        guard touchTable.generations[slot] == generation, let o = touchTable.objects[slot] else { return (nil, .stale) }
        return (o, .found)
    }

    // MARK: first responder and focus (R4)

    public func becomeFirstResponder(_ v: View) throws(EngineError) {
        guard v.scene === self, v.isAlive else { throw EngineError(.foreignHandle, "view belongs to another scene") }
        try checkMutable()
        guard v.canBecomeFirstResponder else {
            throw EngineError(.state, "the view cannot become first responder (TC_VIEW_CAN_BECOME_FIRST_RESPONDER is 0)")
        }
        firstResponder = v
    }

    public func resignFirstResponder(_ v: View) throws(EngineError) {
        guard v.scene === self, v.isAlive else { throw EngineError(.foreignHandle, "view belongs to another scene") }
        try checkMutable()
        if firstResponder === v { firstResponder = nil }
    }

    public func setFocus(_ v: View?) throws(EngineError) {
        if let v, v.scene !== self || !v.isAlive {
            throw EngineError(.foreignHandle, "view belongs to another scene")
        }
        try checkMutable()
        focusedView = v
    }

    public func touch(withID id: Int64) -> Touch? {
        for t in liveTouches where t.id == id { return t }
        return nil
    }
}

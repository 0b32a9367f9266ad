/// The tree component's operations on the scene: creating and destroying windows, views and
/// controllers (destroying cancels the tree's touches first, T7), the key window, and the
/// handle lookups the embedding layer resolves handles with (slot + generation, O(1)).

extension Scene {
    public func createWindow(frame: Rect) throws(EngineError) -> View {
        let w = try makeView(frame: frame, isWindow: true)
        tree.windows.append(w)
        // R4: a window created while the scene has no key window becomes key (the engine's
        // convenience; UIKit makes no window key by itself).
        if tree.keyWindow == nil { makeKey(w) }
        return w
    }

    public func createView(frame: Rect) throws(EngineError) -> View {
        try makeView(frame: frame, isWindow: false)
    }

    private func makeView(frame: Rect, isWindow: Bool) throws(EngineError) -> View {
        try View.requireFrame(frame)
        try checkMutable()
        let v = View(scene: self, frame: frame, isWindow: isWindow)
        guard let (slot, gen) = tree.views.insert(v) else {
            throw EngineError(.limit, "a scene holds at most \(Constants.maxObjectsPerScene) views")
        }
        v.handleSlot = slot; v.handleGeneration = gen
        hitTesting.flat.reset(slot)
        v.refreshHitCache()
        return v
    }

    /// Destroys a view: the touches of its tree are cancelled and the recognizers of its
    /// subviews stop (T7), then it is removed from its superview, subviews detached,
    /// controller link, first responder, focus and key window cleared.
    public func destroy(_ v: View) throws(EngineError) {
        guard v.scene === self, v.isAlive else { throw EngineError(.staleHandle, "view is destroyed") }
        try checkMutable()
        // T7, while the chain still stands; its callbacks may destroy the view themselves,
        // and may not attach anything to it (isDying).
        v.isDying = true
        treeLeavesWindow(v, sparingRoot: true)
        guard v.isAlive, v.scene === self else { return }
        // Dead before any host code runs (the recognizers' actions below): a callback must
        // find the view's handle stale, not re-attach subviews or recognizers to it.
        v.isAlive = false
        retire(v)   // a walk may be at it (Retirement.swift)
        tree.views.remove(slot: v.handleSlot)
        v.detachFromSuperview()
        for c in v.subviews { c.superview = nil }
        hitTesting.flat.orphanChildren(v.handleSlot)
        v.subviews = []
        if let c = v.controller { c.view = nil; v.controller = nil }
        responders.firstResponders.removeAll { $0 === v }
        if responders.focusedView === v { responders.focusedView = nil }
        // Its subviews left the window with it (a destroyed window, or an ancestor of theirs).
        clearRespondersOutsideWindows()
        for t in touchState.liveTouches {
            if t.view === v { t.view = nil }
            if t.window === v { t.window = nil }
        }
        if v.isWindow {
            tree.windows.removeAll { $0 === v }
            // R4: it leaves the key-window history; if it was key, the history decides anew
            // (UIKit's `_removeWindowFromKeyWindowHistory…` on detaching a window).
            tree.keyHistory.removeAll { $0 === v }
            if tree.keyWindow === v { reevaluateKeyWindow() }
        }
        if v.isWindow { dropTapSequences(of: v) }
        // Its recognizers stop (cancelled or failed) and are detached; they stay alive.
        for r in v.gestureRecognizers {
            abandon(r, .disabled, "its view was destroyed")
            r.view = nil
        }
        v.gestureRecognizers = []
        v.control = nil
        // S1: a scroll view's motion stops and its own pan goes with it.
        if let s = v.scroll {
            s.motion = nil
            s.motionGeneration &+= 1
            s.hooks = ScrollHooks()
            retire(s)   // a drag may be at it (Retirement.swift)
            v.scroll = nil
            if s.pan.isAlive { try? destroy(s.pan) }
        }
        v.gestureShouldBegin = nil
        v.handlers = ResponderHandlers()
        v.pointInsideOverride = nil
        v.hitTestOverride = nil
        // Anything a callback managed to hang on it meanwhile is dropped too.
        for c in v.subviews { c.superview = nil }
        hitTesting.flat.orphanChildren(v.handleSlot)
        v.subviews = []
        clearRespondersOutsideWindows()
        hitTesting.flat.reset(v.handleSlot)
        v.scene = nil
    }

    public func setKeyWindow(_ w: View) throws(EngineError) {
        guard w.scene === self, w.isAlive else { throw EngineError(.foreignHandle, "window belongs to another scene") }
        guard w.isWindow else { throw EngineError(.state, "the view is not a window") }
        try checkMutable()
        makeKey(w)
    }

    // MARK: the key window (R4)

    /// UIKit's `-[UIWindow makeKeyWindow]` → `-[UIWindowScene _pushKeyWindow:…]`: a window
    /// that is not key moves to the newest end of the history, and the evaluation that
    /// follows does not consider visibility, so it becomes key even while hidden.
    func makeKey(_ w: View) {
        guard tree.keyWindow !== w else { return }
        tree.keyHistory.removeAll { $0 === w }
        tree.keyHistory.append(w)
        tree.keyWindow = w
        windowBecameKey(w)
    }

    /// R4: a window that has just become key (it was not key before) and has no first
    /// responder becomes its own first responder when it can, as UIKit's
    /// `-[UIWindow _didBecomeApplicationKeyWindowWithOldApplicationKeyWindow:]` calls
    /// `[window becomeFirstResponder]` when the window's `firstResponder` is nil. UIKit's
    /// `-[UIWindow becomeFirstResponder]` tries the root view controller first; the engine's
    /// controllers cannot be first responder, so the window alone is tried, with
    /// `becomeFirstResponder`'s rules: its `TC_VIEW_CAN_BECOME_FIRST_RESPONDER` must be 1 (it is
    /// in a window, its own, and the window has no first responder that could refuse). A
    /// refusal changes nothing; no host code runs (as `tc_view_become_first_responder`).
    private func windowBecameKey(_ w: View) {
        guard w.isAlive, w.canBecomeFirstResponder, firstResponder(of: w) == nil else { return }
        responders.firstResponders.append(w)
    }

    /// UIKit's scene key-window evaluation that considers visibility and finds a new key
    /// window if needed (`_evaluateSceneKeyWindowForWindowMadeKey:consideringVisibility:…`):
    /// the newest window of the history that is not hidden becomes key, without moving in
    /// the history; when there is none, a visible window that is not the old key window and
    /// whose alpha is at least `TC_ALPHA_HIT_THRESHOLD` (UIKit: `_findNewKeyWindowPassingTest:`,
    /// the top visible one by window level; the engine has no levels and takes the oldest)
    /// becomes key and joins the history; else the scene has no key window. A window that
    /// becomes key here (not the one that already was) becomes its own first responder when it
    /// has none and can (`windowBecameKey`). No allocation beyond the history's own growth and
    /// the first-responder list's (both bounded by the window count).
    func reevaluateKeyWindow() {
        let old = tree.keyWindow
        for w in tree.keyHistory.reversed() where !w.isHidden {
            tree.keyWindow = w
            if w !== old { windowBecameKey(w) }
            return
        }
        tree.keyWindow = nil
        for w in tree.windows where w !== old && !w.isHidden && w.alpha >= Constants.alphaHitThreshold {
            makeKey(w)
            return
        }
    }

    /// A window's `TC_VIEW_HIDDEN` changed (UIKit's `-[UIWindowScene _windowUpdatedVisibility:]`):
    /// the key window hidden or shown re-evaluates; so does a window of the history shown
    /// while the scene has no key window. Any other window shown does not become key.
    func windowVisibilityChanged(_ w: View) {
        if tree.keyWindow === w {
            reevaluateKeyWindow()
        } else if tree.keyWindow == nil, !w.isHidden, tree.keyHistory.contains(where: { $0 === w }) {
            reevaluateKeyWindow()
        }
    }

    public func createController() throws(EngineError) -> Controller {
        try checkMutable()
        let c = Controller(scene: self)
        guard let (slot, gen) = tree.controllers.insert(c) else {
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
        retire(c)   // a walk may be at it (Retirement.swift)
        tree.controllers.remove(slot: c.handleSlot)
        c.scene = nil
    }

    // MARK: handle lookups for embedding layers (the C ABI): the object, or why there is none

    /// Whether (slot, generation) names a live view, without loading the object.
    public func viewStatus(slot: Int, generation: UInt32) -> LookupStatus {
        guard slot >= 0, slot < tree.views.objects.count else { return .invalid }
        guard tree.views.generations[slot] == generation, tree.views.objects[slot] != nil else { return .stale }
        return .found
    }

    // Not inlined into callers: compiled here, where SlotTable is specialized.
    @inline(never)
    public func view(slot: Int, generation: UInt32) -> (View?, LookupStatus) {
        let (found, status) = lookUpView(slot: slot, generation: generation)
        return (found?.takeUnretainedValue(), status)
    }

    /// `view(slot:generation:)` without counting a reference to the view: for callers that
    /// only read it while nothing can destroy it (no host code runs, nothing is destroyed
    /// meanwhile; the scene's view table keeps it), or that run host code only inside a
    /// callback, where a view destroyed meanwhile is retired, not freed (a scroll motion's
    /// timer: Input/Timers.swift; Scene/Retirement.swift).
    @_spi(Embedding) @inline(never)
    public func viewUnretained(slot: Int, generation: UInt32) -> (Unmanaged<View>?, LookupStatus) {
        lookUpView(slot: slot, generation: generation)
    }

    /// The one lookup of a view by handle (`view` and `viewUnretained`). Written out rather
    /// than calling the generic SlotTable.lookup: without whole-module optimisation a
    /// cross-file generic call is unspecialised (runtime metadata per call).
    @inline(__always)
    private func lookUpView(slot: Int, generation: UInt32) -> (Unmanaged<View>?, LookupStatus) {
        tree.views.objects.withUnsafeBufferPointer { objects in
            guard slot >= 0, slot < objects.count else { return (nil, .invalid) }
            return tree.views.generations.withUnsafeBufferPointer { generations in
                guard generations[slot] == generation, let o = objects[slot] else { return (nil, .stale) }
                return (.passUnretained(o), .found)
            }
        }
    }

    // Not inlined into callers: compiled here, where SlotTable is specialized.
    @inline(never)
    public func controller(slot: Int, generation: UInt32) -> (Controller?, LookupStatus) {
        // Written out rather than calling the generic SlotTable.lookup: without whole-module
        // optimisation a cross-file generic call is unspecialised (runtime metadata per call).
        guard slot >= 0, slot < tree.controllers.objects.count else { return (nil, .invalid) }
        guard tree.controllers.generations[slot] == generation, let o = tree.controllers.objects[slot] else { return (nil, .stale) }
        return (o, .found)
    }
}

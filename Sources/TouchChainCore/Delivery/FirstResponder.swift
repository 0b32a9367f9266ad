/// The first responder and focus (R4): which view receives the events that have no
/// location (motion, remote control, presses). Each window keeps its own first responder, as
/// UIKit's ("make this object the first responder in its window"); events start at the key
/// window's.

extension Scene {
    /// The first responder of `window` (R4), or nil.
    public func firstResponder(of window: View) -> View? {
        let w = Unmanaged.passUnretained(window).toOpaque()
        for v in responders.firstResponders where v.windowUnmanaged?.toOpaque() == w { return v }
        return nil
    }

    public func becomeFirstResponder(_ v: View) throws(EngineError) {
        guard v.scene === self, v.isAlive else { throw EngineError(.foreignHandle, "view belongs to another scene") }
        try checkMutable()
        guard v.canBecomeFirstResponder else {
            throw EngineError(.state, "the view cannot become first responder (TC_VIEW_CAN_BECOME_FIRST_RESPONDER is 0)")
        }
        // UIKit: "Only call this method on views that are part of the active view hierarchy".
        guard let window = v.windowUnmanaged else {
            throw EngineError(.state, "the view is not in a window, so it cannot become first responder")
        }
        // UIKit "asks the current first responder to resign as first responder, which it might
        // not do": a first responder of this window whose TC_VIEW_CAN_RESIGN_FIRST_RESPONDER
        // is 0 keeps its place, and nothing changes.
        if responders.firstResponders.contains(where: {
            $0 !== v && $0.windowUnmanaged?.toOpaque() == window.toOpaque() && !$0.canResignFirstResponder
        }) {
            throw EngineError(.state, "the window's first responder cannot resign (its TC_VIEW_CAN_RESIGN_FIRST_RESPONDER is 0)")
        }
        // It replaces its window's first responder; other windows keep theirs.
        responders.firstResponders.removeAll { $0 === v || $0.windowUnmanaged?.toOpaque() == window.toOpaque() }
        responders.firstResponders.append(v)
    }

    public func resignFirstResponder(_ v: View) throws(EngineError) {
        guard v.scene === self, v.isAlive else { throw EngineError(.foreignHandle, "view belongs to another scene") }
        try checkMutable()
        // UIKit's resignFirstResponder returns false when canResignFirstResponder is false. A
        // view that is not first responder: nothing to do, whatever its flag.
        guard responders.firstResponders.contains(where: { $0 === v }) else { return }
        guard v.canResignFirstResponder else {
            throw EngineError(.state, "the first responder cannot resign (TC_VIEW_CAN_RESIGN_FIRST_RESPONDER is 0)")
        }
        responders.firstResponders.removeAll { $0 === v }
        // UIKit's resignFirstResponder passes the status up the chain: it asks
        // nextFirstResponder (the nearest responder above that is not first responder and can
        // become it) to becomeFirstResponder, and finishes resigning either way (iOS 18.2
        // UIKitCore). The engine's controllers cannot be first responder, so the chain's
        // candidates are the views above, all in the resigning view's window; the one found
        // takes that window's place as becoming would (it can become, it is in the window, and
        // the window has no first responder left that could refuse).
        guard v.windowUnmanaged != nil else { return }
        var above = v.superview
        while let a = above {
            if a.isAlive && a.canBecomeFirstResponder {
                responders.firstResponders.append(a)
                return
            }
            above = a.superview
        }
    }

    public func setFocus(_ v: View?) throws(EngineError) {
        if let v, v.scene !== self || !v.isAlive {
            throw EngineError(.foreignHandle, "view belongs to another scene")
        }
        try checkMutable()
        if let v, v.windowUnmanaged == nil {
            throw EngineError(.state, "the view is not in a window, so it cannot be focused")
        }
        responders.focusedView = v
    }

    /// A first responder or focused view that a tree edit took out of every window resigns
    /// (UIKit resigns a first responder removed from its window): events without a location
    /// then start at the key window again.
    func clearRespondersOutsideWindows() {
        if !responders.firstResponders.isEmpty { responders.firstResponders.removeAll { $0.windowUnmanaged == nil } }
        if let f = responders.focusedView, f.windowUnmanaged == nil { responders.focusedView = nil }
    }
}

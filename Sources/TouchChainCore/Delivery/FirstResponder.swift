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

    /// UIKit's isFirstResponder (R4): whether `v` is its own window's first responder, the key
    /// window's or not. A view in no window is none.
    public func isFirstResponder(_ v: View) -> Bool {
        responders.firstResponders.contains { $0 === v }
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
        if let v {
            if v.windowUnmanaged == nil {
                throw EngineError(.state, "the view is not in a window, so it cannot be focused")
            }
            if let why = Scene.notFocusable(v) {
                throw EngineError(.state, "the view cannot be focused: \(why)")
            }
        }
        responders.focusedView = v
    }

    /// R4: why a view in a window cannot be focused (nil: it can). UIKit's canBecomeFocused is
    /// false for a hidden view, one with alpha 0 or user interaction disabled (Apple's
    /// UIView.canBecomeFocused) and a disabled control (UIFocusItem.canBecomeFocused), and a
    /// hidden or non-interactive view hides or disables its subtree: the view and every
    /// superview up to and including its window must be hittable (H1, C2: the same test, alpha
    /// above TC_ALPHA_HIT_THRESHOLD).
    static func notFocusable(_ v: View) -> String? {
        var cur: View? = v
        while let c = cur {
            if !c.isHittable {
                let what = c === v ? "it" : (c.isWindow ? "its window" : "a superview")
                if c.isHidden { return "\(what) is hidden" }
                if !c.isUserInteractionEnabled { return "\(what) has user interaction disabled" }
                if c.alpha <= Constants.alphaHitThreshold { return "\(what) has alpha \(c.alpha), at or below TC_ALPHA_HIT_THRESHOLD" }
                return "\(what) is a disabled control"
            }
            cur = c.superview
        }
        return nil
    }

    /// A first responder or focused view that a tree edit took out of every window resigns
    /// (UIKit resigns a first responder removed from its window): events without a location
    /// then start at the key window again. A focused view that can no longer be focused loses
    /// the focus too (`refreshFocus`).
    func clearRespondersOutsideWindows() {
        if !responders.firstResponders.isEmpty { responders.firstResponders.removeAll { $0.windowUnmanaged == nil } }
        refreshFocus()
    }

    /// R4: the focused view loses the focus once it cannot be focused: out of every window,
    /// or it or a superview (its window included) hidden, with user interaction disabled, an
    /// alpha at or below TC_ALPHA_HIT_THRESHOLD, or a disabled control. Called after every
    /// change that can cause that (tree edits, flags, alpha, a control's enabled state); a
    /// press already down keeps its responder (its later phases go where its began went).
    func refreshFocus() {
        guard let f = responders.focusedView else { return }
        if f.windowUnmanaged == nil || Scene.notFocusable(f) != nil { responders.focusedView = nil }
    }
}

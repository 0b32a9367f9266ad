/// The first responder and focus (R4): which view receives the events that have no
/// location (motion, remote control, presses).

extension Scene {
    public func becomeFirstResponder(_ v: View) throws(EngineError) {
        guard v.scene === self, v.isAlive else { throw EngineError(.foreignHandle, "view belongs to another scene") }
        try checkMutable()
        guard v.canBecomeFirstResponder else {
            throw EngineError(.state, "the view cannot become first responder (TC_VIEW_CAN_BECOME_FIRST_RESPONDER is 0)")
        }
        responders.firstResponder = v
    }

    public func resignFirstResponder(_ v: View) throws(EngineError) {
        guard v.scene === self, v.isAlive else { throw EngineError(.foreignHandle, "view belongs to another scene") }
        try checkMutable()
        if responders.firstResponder === v { responders.firstResponder = nil }
    }

    public func setFocus(_ v: View?) throws(EngineError) {
        if let v, v.scene !== self || !v.isAlive {
            throw EngineError(.foreignHandle, "view belongs to another scene")
        }
        try checkMutable()
        responders.focusedView = v
    }
}

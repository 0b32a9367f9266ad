/// A view controller: a responder between its root view and that view's superview (R1).
public final class Controller {
    /// Borrowed: the scene owns the controller and clears this before it goes.
    public internal(set) var scene: Scene? {
        get { sceneRef?.object }
        set { sceneRef = .borrow(newValue) }
    }
    private var sceneRef: Borrowed<Scene>?
    public internal(set) var view: View?
    /// The responder callbacks (`setHandlers`).
    public internal(set) var handlers = ResponderHandlers()

    /// E5/H5: refused while hit-testing, as every host-side change.
    public func setHandlers(_ handlers: ResponderHandlers) throws(EngineError) {
        try scene?.checkMutable()
        self.handlers = handlers
    }
    /// Where the C ABI finds this object again (SlotTable slot and generation).
    public internal(set) var handleSlot: Int32 = -1
    public internal(set) var handleGeneration: UInt32 = 0
    public internal(set) var isAlive = true

    init(scene: Scene) { self.scene = scene }

    /// Make `view` the root view (nil detaches). A view has at most one controller.
    public func setView(_ newView: View?) throws(EngineError) {
        guard isAlive, let scene else { throw EngineError(.staleHandle, "controller is destroyed") }
        try scene.checkMutable()
        if let nv = newView {
            guard nv.scene === scene, nv.isAlive else {
                throw EngineError(.foreignHandle, "view belongs to another scene")
            }
            if let other = nv.controller, other !== self {
                throw EngineError(.state, "view already has another controller")
            }
        }
        view?.controller = nil
        view = newView
        newView?.controller = self
    }
}

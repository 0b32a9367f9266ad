/// The tree: every view and controller of the scene by handle slot, and the windows.
///
/// Invariants: a live view or controller is in its table at its `handleSlot` with its
/// `handleGeneration`; `windows` lists the live windows in creation order; `keyWindow` is nil
/// or one of them.
struct TreeState {
    var views = SlotTable<View>(limit: Constants.maxObjectsPerScene)
    var controllers = SlotTable<Controller>(limit: Constants.maxObjectsPerScene)
    var windows: [View] = []
    var keyWindow: View?

    mutating func reset() {
        views = SlotTable(limit: 0); controllers = SlotTable(limit: 0)
        windows = []; keyWindow = nil
    }
}

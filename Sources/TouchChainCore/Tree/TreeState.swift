/// The tree: every view and controller of the scene by handle slot, and the windows.
///
/// Invariants: a live view or controller is in its table at its `handleSlot` with its
/// `handleGeneration`; `windows` lists the live windows in creation order; `keyWindow` is nil
/// or one of them; `keyHistory` lists live windows only, each at most once (so never more
/// than `windows`), oldest first: the windows in the order they were last made key (R4).
struct TreeState {
    var views = SlotTable<View>(limit: Constants.maxObjectsPerScene)
    var controllers = SlotTable<Controller>(limit: Constants.maxObjectsPerScene)
    var windows: [View] = []
    var keyWindow: View?
    /// UIKit's key-window history (`-[UIWindowScene _pushKeyWindow:…]`): a window made key
    /// moves to the end; a destroyed window leaves it. Re-evaluation walks it from the end.
    var keyHistory: [View] = []

    mutating func reset() {
        views = SlotTable(limit: 0); controllers = SlotTable(limit: 0)
        windows = []; keyWindow = nil; keyHistory = []
    }
}

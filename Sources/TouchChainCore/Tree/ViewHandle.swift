/// A view named by its handle (slot, generation) instead of by reference: a component that
/// must find a view again later, without keeping it alive or dangling when it goes, stores
/// one and looks it up (`Scene.liveView`), which answers nil once the view is destroyed.
///
/// Invariant: `slot` is −1 exactly for `none`.
struct ViewHandle: Equatable {
    var slot: Int32 = -1
    var generation: UInt32 = 0

    static let none = ViewHandle()

    init() {}
    init(_ v: View) { slot = v.handleSlot; generation = v.handleGeneration }

    var isNone: Bool { slot < 0 }
}

extension Scene {
    /// The live view a handle names, or nil (none, or destroyed since).
    func liveView(_ h: ViewHandle) -> View? {
        h.isNone ? nil : liveView(h.slot, h.generation)
    }
}

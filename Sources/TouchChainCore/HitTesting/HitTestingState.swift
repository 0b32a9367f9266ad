/// Hit-testing's own state: the flat mirror of the view trees with its child indexes, and the
/// search stacks, one per nesting level of hit tests (a query from inside a hit-testing
/// callback uses the next level, so an outer search's frames are never overwritten).
///
/// Invariants: `flat` mirrors every live view's tree links and HitCache (kept in step by every
/// tree edit and setter); `hitStacks`/`flatStacks` hold no frame outside a search; the traced
/// and the flat search answer the same for every tree (tested on random trees).
struct HitTestingState {
    /// The flat mirror of the trees (FlatTree.swift).
    let flat = FlatTree()
    var hitStacks: [RawStack<HitFrame>] = []
    var flatStacks: [RawStack<FlatFrame>] = []

    /// The flat search's stack for nesting `level`, created on first use, handed out without a
    /// reference count (the array owns it for the scene's life).
    @inline(__always)
    mutating func flatStack(_ level: Int) -> Unmanaged<RawStack<FlatFrame>> {
        if flatStacks.count <= level { flatStacks.append(RawStack<FlatFrame>()) }
        return flatStacks.withUnsafeBufferPointer { Unmanaged.passUnretained($0[level]) }
    }
    /// Tests set this to run the traced (object) search without an observer.
    var forceObjectHitTest = false
    /// The path from a view to its window by slot (`convertFromScreen`).
    var slotPathScratch: [Int32] = []

    mutating func reset() {
        hitStacks = []; flatStacks = []; slotPathScratch = []
    }
}

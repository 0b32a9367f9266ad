/// Hit-testing's own state: the flat mirror of the view trees with its child indexes, and the
/// search stacks, one per nesting level of hit tests (a query from inside a hit-testing
/// callback uses the next level, so an outer search's frames are never overwritten).
///
/// Invariants: `flat` mirrors every live view's tree links and HitCache (kept in step by every
/// tree edit and setter); `flatStacks` hold no frame outside a search; the search's fast paths
/// (the descent, the sibling loop, the child index) answer what its general path answers, for
/// every tree (tested on random trees with `forceGeneralSearch`).
struct HitTestingState {
    /// The flat mirror of the trees (FlatTree.swift).
    let flat = FlatTree()
    var flatStacks: [RawStack<FlatFrame>] = []

    /// The flat search's stack for nesting `level`, created on first use, handed out without a
    /// reference count (the array owns it for the scene's life). Those of the levels below are
    /// created too: a search may be nested in a point-inside override that no search called
    /// (`tc_view_point_inside` from the host, H5), its first level then being 1 (one stack
    /// was created for it, and the read past the array crashed).
    @inline(__always)
    mutating func flatStack(_ level: Int) -> Unmanaged<RawStack<FlatFrame>> {
        while flatStacks.count <= level { flatStacks.append(RawStack<FlatFrame>()) }
        return flatStacks.withUnsafeBufferPointer { Unmanaged.passUnretained($0[level]) }
    }
    /// H7: every hit-test step, in call order.
    var traceObserver: ((HitTraceStep) -> Void)? { didSet { generalOnly = traceObserver != nil || forceGeneralSearch } }
    /// Tests set this to run the search's general path (as under a trace observer) without an
    /// observer.
    var forceGeneralSearch = false { didSet { generalOnly = traceObserver != nil || forceGeneralSearch } }
    /// Either of the two above: the search takes its general path only (one load for the
    /// query's usual case).
    private(set) var generalOnly = false
    /// The path from a view to its window by slot (`convertFromScreen`).
    var slotPathScratch: [Int32] = []

    mutating func reset() {
        flatStacks = []; slotPathScratch = []; traceObserver = nil
    }
}

/// The explicit stack of an iterative search (hit-testing: HitTest.swift, FlatTree.swift):
/// a growable raw buffer of trivial frames — no reference counting, no bounds or uniqueness
/// checks in the loop. Capacity is kept between searches, so steady state allocates nothing.
final class RawStack<Frame> {
    private(set) var base: UnsafeMutablePointer<Frame>
    var count = 0
    private var capacity = 64

    init() { base = .allocate(capacity: 64) }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always)
    func push(_ f: Frame) {
        if count == capacity { grow() }
        (base + count).initialize(to: f)
        count += 1
    }

    private func grow() {
        let bigger = UnsafeMutablePointer<Frame>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }
}

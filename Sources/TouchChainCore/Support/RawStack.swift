/// A growable raw buffer of trivial values, owned by the scene and reused: the explicit stack
/// of the iterative hit-test search (HitSearch.swift) and the per-event scratch lists (the
/// event's samples and changed touches, TouchState). Appending is a store and emptying is
/// `count = 0` — no reference counting, no uniqueness or bounds checks in a loop (which an
/// array mutation pays per call). Capacity is kept, so steady state allocates nothing.
///
/// Invariants: `0 <= count <= capacity`; the elements are trivial (no reference is counted,
/// so dropping them needs nothing); indices are checked by the caller against `count`.
final class RawStack<Frame> {
    private(set) var base: UnsafeMutablePointer<Frame>
    var count = 0
    private var capacity: Int

    init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

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

    /// The element at `i` (< `count`).
    @inline(__always)
    subscript(i: Int) -> Frame {
        assert(i >= 0 && i < count)
        return base[i]
    }

    /// Exchanges the elements at `i` and `j` (both < `count`).
    @inline(__always)
    func swapAt(_ i: Int, _ j: Int) {
        assert(i >= 0 && i < count && j >= 0 && j < count)
        let t = base[i]
        base[i] = base[j]
        base[j] = t
    }

    private func grow() {
        let bigger = UnsafeMutablePointer<Frame>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }
}

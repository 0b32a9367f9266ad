extension Array {
    /// `removeAll(keepingCapacity: true)` without its cost when already empty: that call goes
    /// through the generic `replaceSubrange` (~60 instructions) even for an empty array, and
    /// the per-event scratch arrays are cleared several times per sample, mostly empty.
    @inline(__always)
    mutating func clearKeepingCapacity() {
        if !isEmpty { removeAll(keepingCapacity: true) }
    }
}

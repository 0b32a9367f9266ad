extension Array {
    /// `removeAll(keepingCapacity: true)` without its cost when already empty: that call goes
    /// through the generic `replaceSubrange` (~60 instructions) even for an empty array, and
    /// the per-event scratch arrays are cleared several times per sample, mostly empty.
    @inline(__always)
    mutating func clearKeepingCapacity() {
        // A few elements (the common case: a touch or two): `removeLast` one at a time is a
        // count decrement each, far cheaper than the generic `replaceSubrange`.
        if count <= 4 {
            while !isEmpty { removeLast() }
        } else {
            removeAll(keepingCapacity: true)
        }
    }
}

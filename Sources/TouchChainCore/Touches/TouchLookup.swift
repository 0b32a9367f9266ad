/// Finding a live touch: by handle (slot + generation, O(1)) or by the host's id.

extension Scene {
    // Not inlined into callers: compiled here, where SlotTable is specialized.
    @inline(never)
    public func touch(slot: Int, generation: UInt32) -> (Touch?, LookupStatus) {
        // Written out rather than calling the generic SlotTable.lookup: without whole-module
        // optimisation a cross-file generic call is unspecialised (runtime metadata per call).
        guard slot >= 0, slot < touchState.touchTable.objects.count else { return (nil, .invalid) }
        guard touchState.touchTable.generations[slot] == generation, let o = touchState.touchTable.objects[slot] else { return (nil, .stale) }
        return (o, .found)
    }

    public func touch(withID id: Int64) -> Touch? {
        guard let i = liveTouchIndex(id: id) else { return nil }
        return touchState.liveTouches[i]
    }

    /// Where the live touch with the host's `id` is in `liveTouches` (a scan of at most
    /// `max_touches` entries, read without counting references). Live touches' ids are unique
    /// (a began of a live id is refused), so the scan may start anywhere (`uniqueIndex`):
    /// `hint`, where the caller expects it.
    @inline(__always)
    func liveTouchIndex(id: Int64, hint: Int = 0) -> Int? {
        uniqueIndex(count: touchState.liveTouches.count, from: hint) {
            Unmanaged.passUnretained(touchState.liveTouches[$0])._withUnsafeGuaranteedRef { $0.id == id }
        }
    }

    /// Whether `touch` is in `liveTouches` (a touch whose ended is held, G5, is not: it is
    /// in `heldTouches`). Read without counting references.
    func isInLiveList(_ touch: Touch) -> Bool {
        var i = 0
        while i < touchState.liveTouches.count {
            if Unmanaged.passUnretained(touchState.liveTouches[i]).toOpaque() == Unmanaged.passUnretained(touch).toOpaque() { return true }
            i += 1
        }
        return false
    }
}

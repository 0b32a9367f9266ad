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
        for t in touchState.liveTouches where t.id == id { return t }
        return nil
    }
}

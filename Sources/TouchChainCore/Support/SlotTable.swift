public enum LookupStatus: UInt8, Sendable { case found, stale, invalid }

/// A table of objects addressed by (slot, generation). Destroying an object bumps its
/// slot's generation so every old reference to it reads as stale; freed slots are reused in
/// FIFO order so one slot's generation wraps as late as possible. Lookups are O(1).
///
/// Invariant: `objects` and `generations` always have the same count (only `insert` appends,
/// to both; nothing removes), which `isLive` relies on to check one bound for both.
struct SlotTable<T: AnyObject> {
    private(set) var objects: [T?] = []
    private(set) var generations: [UInt32] = []
    private var freeSlots: [Int32] = []
    private var freeHead = 0
    let limit: Int

    init(limit: Int) { self.limit = limit }

    /// Stores `object`; returns its slot and generation, or nil when the table is full.
    mutating func insert(_ object: T) -> (slot: Int32, generation: UInt32)? {
        if freeHead < freeSlots.count {
            let slot = freeSlots[freeHead]
            freeHead += 1
            if freeHead > 64 && freeHead * 2 > freeSlots.count {
                freeSlots.removeFirst(freeHead)
                freeHead = 0
            }
            objects[Int(slot)] = object
            return (slot, generations[Int(slot)])
        }
        guard objects.count < limit else { return nil }
        objects.append(object)
        generations.append(1)
        return (Int32(objects.count - 1), 1)
    }

    mutating func remove(slot: Int32) {
        let i = Int(slot)
        guard i >= 0, i < objects.count, objects[i] != nil else { return }
        objects[i] = nil
        // Generations stay in 1...maxObjectGeneration (what a handle keeps); 0 is never valid.
        generations[i] = generations[i] >= Constants.maxObjectGeneration ? 1 : generations[i] + 1
        freeSlots.append(slot)
    }

    /// Whether (slot, generation) names a live object: `lookup`'s `.found`, in one test (the
    /// two arrays always have the same count, so one bounds check serves both).
    @inline(__always)
    func isLive(slot: Int, generation: UInt32) -> Bool {
        guard slot >= 0, slot < objects.count else { return false }
        return generations.withUnsafeBufferPointer { $0[slot] } == generation
            && objects.withUnsafeBufferPointer { $0[slot] } != nil
    }

    /// O(1); no generic enum in the result, so callers in other modules need no runtime
    /// generic metadata (which cost more than the lookup itself).
    @inline(__always)
    func lookup(slot: Int, generation: UInt32) -> (T?, LookupStatus) {
        guard slot >= 0, slot < objects.count else { return (nil, .invalid) }
        guard generations[slot] == generation, let o = objects[slot] else { return (nil, .stale) }
        return (o, .found)
    }
}

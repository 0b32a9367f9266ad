/// The touches of one delivery (E3, R2): a read-only window onto the scene's delivery stack,
/// handed to a responder's handler without copying the touches or counting a reference to
/// each (issue 13, item 1).
///
/// The delivery stack (`TouchState.deliveryStack`) holds segments, one per walk in progress:
/// a walk pushes its touches and a snapshot of the live touches above what is there, hands
/// the handlers lists over those two segments, and pops them when it ends. A walk started
/// inside a handler (a view destroyed there cancels its touches, T7) pushes above the outer
/// walk's segments, so the outer handler's lists do not change under it.
///
/// Contract, as UIKit's for its event objects ("never retain an event object or any object
/// returned from an event object"): a list is valid while the handler it was given to runs.
/// Copy it (`Array(list)`) to keep it. Reading a list after its walk has ended is a
/// programming error: while the scene lives it traps ("TouchList read after its handler
/// returned") once the walk's entries are popped, which is always the case between events
/// (a read during a later walk that refilled those entries returns that walk's touches);
/// after the scene is freed it is undefined, as for any unowned reference. The list does not
/// count a reference to the stack: a delivery costs no reference counting.
///
/// Invariants: `start + count` never exceeds the stack's count while the walk runs; the
/// stack's entries are touches pooled by the scene (alive for the scene's life).
public struct TouchList: RandomAccessCollection {
    let storage: Unmanaged<RawStack<Unmanaged<Touch>>>
    let start: Int
    public let count: Int

    init(_ storage: RawStack<Unmanaged<Touch>>, start: Int, count: Int) {
        self.storage = .passUnretained(storage); self.start = start; self.count = count
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(i: Int) -> Touch {
        precondition(i >= 0 && i < count, "TouchList index out of range")
        return storage._withUnsafeGuaranteedRef { stack in
            precondition(start + i < stack.count, "TouchList read after its handler returned")
            return stack[start + i].takeUnretainedValue()
        }
    }

    /// Visits the touches in order without counting a reference to each (what the exported
    /// layer uses to convert a delivery): `body` must not keep a touch past its call. Unlike
    /// the subscript it does not check that the handler is still running (a check here stops
    /// the compiler inlining it into the exported layer: +64 Ir per moved sample, measured):
    /// read later, it visits whatever the entries hold then, touches pooled by the scene.
    @inline(__always)
    public func forEachUnretained(_ body: (Touch) -> Void) {
        storage._withUnsafeGuaranteedRef { stack in
            var i = 0
            while i < count {
                stack[start + i]._withUnsafeGuaranteedRef { body($0) }
                i += 1
            }
        }
    }
}

/// A reference that does not keep its object alive: what `unowned(unsafe)` is, in a form
/// Embedded Swift accepts (it has no `weak` or `unowned`). No reference counting on store.
///
/// Invariant (kept by its owners, stated where each is declared): a `Borrowed` is cleared
/// before its object goes. The scene clears its objects' back-references in `invalidate()`
/// and on every destroy, and an object never outlives its scene's tables while it is
/// referenced this way; ASan, valgrind and the fuzzers check it.
struct Borrowed<T: AnyObject> {
    private let ref: Unmanaged<T>
    @inline(__always) init(_ object: T) { ref = .passUnretained(object) }
    @inline(__always) var object: T { ref.takeUnretainedValue() }
    /// The reference itself, for walks that must not count (`View.superviewUnmanaged`).
    @inline(__always) var unmanaged: Unmanaged<T> { ref }
}

extension Optional {
    /// Wraps an optional object as an optional borrowed reference.
    @inline(__always)
    static func borrow<T>(_ object: T?) -> Borrowed<T>? where Wrapped == Borrowed<T> {
        guard let object else { return nil }
        return Borrowed(object)
    }
}

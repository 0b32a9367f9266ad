/// Visiting objects without counting a reference per element: the per-sample loops over
/// touches and recognizers (issue 13, item 1).
///
/// Contract, for every caller: the objects stay alive for the whole visit by something other
/// than the visit (a touch is pooled by its scene for the scene's life; a recognizer is held by
/// the list being visited, or by the scene's tables), and the body does not change the list it
/// is visiting. Each caller names what keeps its objects alive.

/// Visits `count()` objects read in place by `element(i)` (a list stored in a class, read where
/// it lives: passing it as an array value would count a reference to its buffer). `count` is
/// read again before each element, as a `while` over the list would.
@inline(__always)
func visitUnretained<T: AnyObject>(_ count: () -> Int, _ element: (Int) -> T, _ body: (T) -> Void) {
    var i = 0
    while i < count() {
        Unmanaged.passUnretained(element(i))._withUnsafeGuaranteedRef { body($0) }
        i += 1
    }
}

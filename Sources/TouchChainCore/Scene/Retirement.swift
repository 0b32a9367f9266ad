/// Objects kept alive while host code runs (issue 13, item 1): what lets the chain walk hold
/// the responders it visits, and call their handlers, without counting references.
///
/// A walk reads each responder and a view's handler box without a count, an event's feed
/// its recognizers, and a scroll view's drag its view and scroller; host code they call may
/// destroy that view, controller or recognizer or replace those handlers. So while host code
/// runs (`CallbackRules.insideCallback`), a destroyed view, controller or recognizer, a
/// destroyed scroll view's scroller and a replaced handler box are not freed but retired here.
///
/// Invariants: `count` is the number of objects in the lists (every append counts one; `reset`
/// empties them all); the lists are empty whenever no host code runs — `releaseRetired()` runs
/// where the outermost host code ends: a dispatch, an advance, a settle, a walk, a delegate
/// or other host call (`Scene.host`), a scroll view's delegate, the unhandled observer. An
/// object retired here is dead (a view's, controller's or recognizer's `isAlive` is false, a
/// box is no longer any view's) and nothing reads it except a walk or feed that reached it
/// before it died. A retired object is freed exactly once, here. Code that keeps using an
/// object after the outermost host code it ran has ended holds a counted reference to it.
struct Retirement {
    private(set) var views: [View] = []
    private(set) var controllers: [Controller] = []
    private(set) var recognizers: [Recognizer] = []
    private(set) var handlerBoxes: [HandlerBox] = []
    private(set) var scrollers: [Scroller] = []
    /// Objects in all the lists (`isEmpty`, asked after every host call, reads this alone).
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    // Each list changes only here, with the count.
    mutating func keep(_ v: View) { views.append(v); count += 1 }
    mutating func keep(_ c: Controller) { controllers.append(c); count += 1 }
    mutating func keep(_ r: Recognizer) { recognizers.append(r); count += 1 }
    mutating func keep(_ b: HandlerBox) { handlerBoxes.append(b); count += 1 }
    mutating func keep(_ s: Scroller) { scrollers.append(s); count += 1 }

    mutating func reset() { self = Retirement() }
}

extension Scene {
    /// A destroyed view: freed when its last owner lets go, unless host code runs now.
    func retire(_ view: View) {
        if rules.insideCallback { retired.keep(view) }
    }

    /// A destroyed controller, likewise.
    func retire(_ controller: Controller) {
        if rules.insideCallback { retired.keep(controller) }
    }

    /// A destroyed recognizer, likewise (the event's feed lists recognizers uncounted).
    func retire(_ recognizer: Recognizer) {
        if rules.insideCallback { retired.keep(recognizer) }
    }

    /// A destroyed scroll view's scroller, likewise (the drag reads it uncounted: ScrollPan).
    func retire(_ scroller: Scroller) {
        if rules.insideCallback { retired.keep(scroller) }
    }

    /// A replaced handler box: freed now when no host code runs, else kept until none does.
    func retire(_ box: HandlerBox) {
        if rules.insideCallback { retired.keep(box) }
    }

    /// Frees what was retired during callbacks, once no host code runs.
    @inline(__always)
    func releaseRetired() {
        // The rules first: inside a dispatch (the usual case) that is one load.
        if !rules.insideCallback && !retired.isEmpty { retired.reset() }
    }
}

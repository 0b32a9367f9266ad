/// A view's responder handlers, boxed and immutable: setting new handlers makes a new box.
///
/// Why: the chain walk calls a view's handler once per responder per sample. A closure read
/// out of a mutable field is copied, counting a reference to its context, because the call
/// could replace the field and free the closure while it runs. A box whose handlers never
/// change, held by the view without counting (`ViewExtras.handlerBox`), lets the walk call
/// them in place (`Scene.callTouchesHandler`), provided the box outlives every call into it:
///
/// Invariant: a box replaced while host code runs (`CallbackRules.insideCallback`: a handler
/// setting new handlers, its own or another view's) is not freed but retired
/// (Scene/Retirement.swift) until no host code runs. A box replaced outside callbacks is freed
/// at once: no call into it can be running then.
final class HandlerBox {
    let handlers: ResponderHandlers
    /// The two a walk asks every responder for, stored alone.
    let touches: ((ResponderRef, TouchDelivery) -> Bool)?
    let route: ((ResponderRef, RouteEvent) -> Bool)?
    init(_ handlers: ResponderHandlers) {
        self.handlers = handlers; touches = handlers.touches; route = handlers.route
    }

    /// Called on a box the caller guarantees alive: its `let` closures are called in place.
    @inline(never)
    func callTouches(_ r: ResponderRef, _ d: TouchDelivery) -> Bool? { touches?(r, d) }

    @inline(never)
    func callRoute(_ r: ResponderRef, _ e: RouteEvent) -> Bool? { route?(r, e) }
}

extension Scene {
    /// R2: calls the touches handler of `r`, if it has one; nil when it has none. A view's
    /// handler is called in its box without counting a reference (see above).
    @inline(__always)
    func callTouchesHandler(_ r: ResponderRef, _ d: TouchDelivery) -> Bool? {
        if case .view(let v) = r {
            guard let box = v.handlerBox else { return nil }
            return box._withUnsafeGuaranteedRef { $0.callTouches(r, d) }
        }
        guard let h = touchesHandler(of: r) else { return nil }
        return h(r, d)
    }

    /// R5: the same for the route handler.
    @inline(__always)
    func callRouteHandler(_ r: ResponderRef, _ e: RouteEvent) -> Bool? {
        if case .view(let v) = r {
            guard let box = v.handlerBox else { return nil }
            return box._withUnsafeGuaranteedRef { $0.callRoute(r, e) }
        }
        guard let h = routeHandler(of: r) else { return nil }
        return h(r, e)
    }
}

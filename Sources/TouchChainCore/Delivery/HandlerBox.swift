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
    /// A C route handler, called in place by the walk (no closure): see HostRouteHandler.
    let hostRoute: HostRouteHandler?
    init(_ handlers: ResponderHandlers) {
        self.handlers = handlers; touches = handlers.touches; route = handlers.route
        hostRoute = handlers.hostRoute
    }

    /// Calls the handler of a box that is alive (see the invariant above) for a view that is
    /// alive or retired, in place. Not inlined: here the box and the view are the arguments'
    /// guaranteed references, so the `ResponderRef` handed on and the `let` closure need no
    /// count (inlined into the walk, the compiler counted the view).
    @inline(never)
    static func callTouches(_ box: Unmanaged<HandlerBox>, _ view: Unmanaged<View>, _ d: TouchDelivery) -> Bool? {
        view._withUnsafeGuaranteedRef { v in box._withUnsafeGuaranteedRef { $0.touches?(.view(v), d) } }
    }

    @inline(never)
    static func callRoute(_ box: Unmanaged<HandlerBox>, _ view: Unmanaged<View>, _ e: RouteEvent) -> Bool? {
        view._withUnsafeGuaranteedRef { v in box._withUnsafeGuaranteedRef { $0.route?(.view(v), e) } }
    }
}

extension Scene {
    /// R2: calls the touches handler of the responder at `step`, if it has one; nil when it
    /// has none. A view's handler is called in its box without counting (see above).
    @inline(__always)
    func callTouchesHandler(_ step: ChainStep, _ d: TouchDelivery) -> Bool? {
        if case .view(let u) = step {
            guard let box = u._withUnsafeGuaranteedRef({ $0.handlerBox }) else { return nil }
            return HandlerBox.callTouches(box, u, d)
        }
        let r = step.responder
        guard let h = touchesHandler(of: r) else { return nil }
        return h(r, d)
    }

    /// R5: the same for the route handler.
    @inline(__always)
    func callRouteHandler(_ step: ChainStep, _ e: RouteEvent) -> Bool? {
        if case .view(let u) = step {
            guard let box = u._withUnsafeGuaranteedRef({ $0.handlerBox }) else { return nil }
            // The host's C function, when there is one, is called here (no closure, nothing
            // counted: its fields are plain values).
            if let h = box._withUnsafeGuaranteedRef({ $0.hostRoute }) { return e.call(h) ?? false }
            return HandlerBox.callRoute(box, u, e)
        }
        let r = step.responder
        if let h = hostRouteHandler(of: r) { return e.call(h) ?? false }
        guard let h = routeHandler(of: r) else { return nil }
        return h(r, e)
    }
}

/// What hit-testing reads of a view, precomputed whenever one of its inputs changes, so the
/// hit-test loop does one affine map, four comparisons and one flag test per visited view —
/// no closure, array, optional or weak load for an ordinary view.
struct HitCache {
    /// Parent coordinates → the view's bounds coordinates, in one affine map (centre, bounds
    /// origin and the inverse transform folded together). Always the model geometry: the
    /// presentation geometry (H6e) moves only the view's own point-inside (`presented`).
    var fromParent = AffineTransform.identity
    /// The engine's point-inside rectangle in bounds coordinates (H2, H6a), half-open:
    /// minX ≤ x < maxX, minY ≤ y < maxY. The model's: a `presented` view's own point-inside
    /// is `View.shownPointInside` instead.
    var minX = 0.0, minY = 0.0, maxX = 0.0, maxY = 0.0
    var flags: UInt16 = 0

    static let hittable: UInt16 = 1 << 0         // H1: visible, interactive, alpha > 0.01
    static let singular: UInt16 = 1 << 1         // transform not invertible: never entered
    static let outsideBounds: UInt16 = 1 << 2    // H6b
    static let pointInsideHook: UInt16 = 1 << 3  // H6f
    static let hitTestHook: UInt16 = 1 << 4      // H6f
    static let selfSpecial: UInt16 = 1 << 5      // polygon (H6d) or redirect (H6c)
    /// `fromParent` is a pure translation (a = d = 1, b = c = 0): two additions map a point.
    static let translationOnly: UInt16 = 1 << 6
    /// The view's children are indexed (ChildIndex). Kept by FlatTree, not by the view: set
    /// when the index is created, kept by `setHit`.
    static let indexedChildren: UInt16 = 1 << 7
    /// H6e: presentation geometry set and in use. The view's own point-inside is tested where
    /// it is shown (`View.shownPointInside`, out of line), not against the rectangle above;
    /// its subviews are searched and every conversion made on the model geometry, as UIKit.
    static let presented: UInt16 = 1 << 8
    /// Flags under which a point outside the rectangle, or an unhittable view, is a plain miss
    /// with no host call: what the search may skip in its tight sibling loop.
    static let notPlain: UInt16 = singular | outsideBounds | pointInsideHook | hitTestHook | presented
    /// Flags that keep the search from descending into a child without a frame: a plain view
    /// the point is inside answers at least itself, a polygon or redirect may answer nil.
    static let notDescendable: UInt16 = notPlain | selfSpecial | indexedChildren
    /// The same for the view a search starts from (its own map is not used: not `singular`).
    static let rootNotPlain: UInt16 = outsideBounds | pointInsideHook | hitTestHook | selfSpecial | presented

    /// The engine's point-inside test (H2, H6a): the half-open rectangle.
    @inline(__always)
    func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }
}

extension View {
    /// Recomputes `hit` from the view's state. Called by every setter that changes an input.
    func refreshHitCache() {
        // The extras read once, without counting a reference (a scroll view has extras and
        // refreshes at every content move: each cold property's own read counted one).
        guard let e = extrasUnretained else { return refreshHitCache(from: nil) }
        e._withUnsafeGuaranteedRef { refreshHitCache(from: $0) }
    }

    /// `refreshHitCache` with the view's extras (`x`, nil when it has none) read in place:
    /// each cold value is what its property answers (`transform`'s inverse, `hitInsets`,
    /// `minimumHitSize`; the flags are `ViewExtras.hitFlags`).
    @inline(__always)
    private func refreshHitCache(from x: ViewExtras?) {
        var c = HitCache()
        // The model geometry, presentation or not (H6e: the presentation moves only the view's
        // own point-inside, flagged `presented` below).
        let size = bounds.size
        if let m = View.fromParentMap(centre: center, size: size, boundsOrigin: bounds.origin,
                                      inverse: x.map { $0.inverseTransform } ?? .identity) {
            c.fromParent = m
        } else {
            c.flags |= HitCache.singular
        }
        let r = View.hitRect(boundsOrigin: bounds.origin, size: size,
                             insets: x?.hitInsets ?? .zero, minimum: x?.minimumHitSize ?? Size(0, 0))
        c.minX = r.minX; c.minY = r.minY; c.maxX = r.maxX; c.maxY = r.maxY
        if isHittable { c.flags |= HitCache.hittable }
        let (extraFlags, redirect) = x?.hitFlags ?? (0, false)
        c.flags |= extraFlags
        if redirect && hitRedirect != nil { c.flags |= HitCache.selfSpecial }
        if let x, x.usesPresentation, x.presentationFrame != nil { c.flags |= HitCache.presented }
        let m = c.fromParent
        if m.a == 1 && m.b == 0 && m.c == 0 && m.d == 1 { c.flags |= HitCache.translationOnly }
        if isAlive, let scene = sceneUnmanaged {
            let slot = handleSlot
            scene._withUnsafeGuaranteedRef { $0.withFlat { $0.setHit(slot, c) } }
        }
    }

    /// The map from a superview's coordinates into a view's bounds coordinates, given the
    /// view's centre, bounds size and origin and its inverse transform (nil: singular, no map):
    /// p_local = bc + inv(p − centre), folded into one affine map.
    @inline(__always)
    static func fromParentMap(centre: Point, size: Size, boundsOrigin o: Point,
                              inverse: AffineTransform?) -> AffineTransform? {
        guard let inv = inverse else { return nil }
        let bc = Point(o.x + size.width / 2, o.y + size.height / 2)
        // p_local = bc + inv(p − centre) = inv.linear·p + (inv.t + bc − inv.linear·centre)
        return AffineTransform(
            a: inv.a, b: inv.b, c: inv.c, d: inv.d,
            tx: inv.tx + bc.x - (inv.a * centre.x + inv.c * centre.y),
            ty: inv.ty + bc.y - (inv.b * centre.x + inv.d * centre.y))
    }

    /// The hit rectangle (H2, H6a) of bounds with this origin and size: inset, then grown on
    /// each axis to the minimum size, centred on the bounds' centre.
    @inline(__always)
    static func hitRect(boundsOrigin o: Point, size: Size, insets: EdgeInsets, minimum: Size) -> Rect {
        let shown = Rect(o.x, o.y, size.width, size.height)
        var r = shown.inset(by: insets)
        if minimum.width > r.size.width {
            r.origin.x = shown.center.x - minimum.width / 2
            r.size.width = minimum.width
        }
        if minimum.height > r.size.height {
            r.origin.y = shown.center.y - minimum.height / 2
            r.size.height = minimum.height
        }
        return r
    }
}

// MARK: - H6e: the view's own point-inside where it is shown

extension View {
    /// Presentation geometry set and in use (H6e).
    var showsPresentation: Bool { usesPresentation && presentationFrame != nil }

    /// The map from the superview's coordinates into this view's as it is shown: through its
    /// presentation geometry when in use (its centre and size replace the model's, the bounds
    /// origin stays the model's), else through the model's. Nil when that transform is
    /// singular.
    func shownFromParent() -> AffineTransform? {
        guard usesPresentation, let pf = presentationFrame else {
            return View.fromParentMap(centre: center, size: bounds.size, boundsOrigin: bounds.origin,
                                      inverse: inverseTransform)
        }
        return View.fromParentMap(centre: pf.center, size: pf.size, boundsOrigin: bounds.origin,
                                  inverse: presentationInverse)
    }

    /// A point in this view's (model) bounds coordinates — where its superview's search and
    /// every conversion put it — in the coordinates of the view as shown, as UIKit's
    /// `pointInside:withEvent:` converts it into the presentation layer
    /// (`convertPoint:fromLayer:` from the model layer): up through the model geometry to the
    /// superview of the top-most view on its path that shows presentation geometry (the
    /// screen, past a root), then down through what is shown — the presentation geometry of
    /// the views that use it, the model's of the others. Nil when a transform on the way down
    /// is singular. A walk bounded by the depth; nothing allocated.
    func shownPoint(_ p: Point) -> Point? {
        var top: View = self
        var cur = superviewUnmanaged
        while let u = cur {
            cur = u._withUnsafeGuaranteedRef { v in
                if v.showsPresentation { top = v }
                return v.superviewUnmanaged
            }
        }
        // Up through the model, this view first, to `top`'s superview.
        var q = pointToParent(p)
        guard var m = shownFromParent() else { return nil }
        var v = self
        while v !== top {
            guard let s = v.superview else { return nil }
            v = s
            q = v.pointToParent(q)
            // Down: the maps composed from this view up, so `m` takes `top`'s superview's
            // coordinates to this view's shown ones (m ∘ d).
            guard let d = v.shownFromParent() else { return nil }
            m = AffineTransform(a: m.a * d.a + m.c * d.b, b: m.b * d.a + m.d * d.b,
                                c: m.a * d.c + m.c * d.d, d: m.b * d.c + m.d * d.d,
                                tx: m.a * d.tx + m.c * d.ty + m.tx, ty: m.b * d.tx + m.d * d.ty + m.ty)
        }
        return m.apply(q)
    }

    /// The engine's own point-inside (H2, H6a) of a view with presentation geometry in use,
    /// for a point in its (model) bounds coordinates: the hit rectangle of the presentation
    /// size (insets and minimum size as usual), tested where the view is shown (`shownPoint`).
    /// UIKit's `-[UIView pointInside:withEvent:]` (iOS 18.2) does this, and only this, with the
    /// presentation layer of a view that is animating with hit-testing allowed.
    func shownPointInside(_ p: Point) -> Bool {
        guard let pf = presentationFrame, let q = shownPoint(p) else { return false }
        return View.hitRect(boundsOrigin: bounds.origin, size: pf.size, insets: hitInsets,
                            minimum: minimumHitSize).contains(q)
    }

    /// The point its polygon (H6d) is tested at: the shown point of a view with presentation
    /// geometry in use (the polygon refines its own point-inside), else the point itself.
    func polygonPoint(_ p: Point) -> Point? {
        showsPresentation ? shownPoint(p) : p
    }
}

/// What hit-testing reads of a view, precomputed whenever one of its inputs changes, so the
/// hit-test loop does one affine map, four comparisons and one flag test per visited view —
/// no closure, array, optional or weak load for an ordinary view.
struct HitCache {
    /// Parent coordinates → the view's bounds coordinates, in one affine map (centre, bounds
    /// origin and the inverse transform folded together; presentation geometry when in use).
    var fromParent = AffineTransform.identity
    /// The engine's point-inside rectangle in bounds coordinates (H2, H6a), half-open:
    /// minX ≤ x < maxX, minY ≤ y < maxY.
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
    /// Flags under which a point outside the rectangle, or an unhittable view, is a plain miss
    /// with no host call: what the search may skip in its tight sibling loop.
    static let notPlain: UInt16 = singular | outsideBounds | pointInsideHook | hitTestHook
    /// Flags that keep the search from descending into a child without a frame: a plain view
    /// the point is inside answers at least itself, a polygon or redirect may answer nil.
    static let notDescendable: UInt16 = notPlain | selfSpecial | indexedChildren
    /// The same for the view a search starts from (its own map is not used: not `singular`).
    static let rootNotPlain: UInt16 = outsideBounds | pointInsideHook | hitTestHook | selfSpecial

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
    /// each cold value is what its property answers (`effectiveGeometry`, `hitInsets`,
    /// `minimumHitSize`; the flags are `ViewExtras.hitFlags`).
    @inline(__always)
    private func refreshHitCache(from x: ViewExtras?) {
        var c = HitCache()
        // effectiveGeometry: the presentation's when in use, else the model's.
        let size: Size, centre: Point, inverse: AffineTransform?
        if let x, x.usesPresentation, let pf = x.presentationFrame {
            size = pf.size; centre = pf.center; inverse = x.presentationInverse
        } else {
            size = bounds.size; centre = center; inverse = x.map { $0.inverseTransform } ?? .identity
        }
        if let inv = inverse {
            let bc = boundsCenter(size: size)
            // p_local = bc + inv(p − centre) = inv.linear·p + (inv.t + bc − inv.linear·centre)
            c.fromParent = AffineTransform(
                a: inv.a, b: inv.b, c: inv.c, d: inv.d,
                tx: inv.tx + bc.x - (inv.a * centre.x + inv.c * centre.y),
                ty: inv.ty + bc.y - (inv.b * centre.x + inv.d * centre.y))
        } else {
            c.flags |= HitCache.singular
        }
        let hitInsets = x?.hitInsets ?? .zero
        let minimumHitSize = x?.minimumHitSize ?? Size(0, 0)
        // The bounds as shown: the model's origin with the effective size (H6e: a presentation
        // frame's size is what the point mapping above centres on, so the area follows it).
        let shown = Rect(bounds.origin.x, bounds.origin.y, size.width, size.height)
        var r = shown.inset(by: hitInsets)
        if minimumHitSize.width > r.size.width {
            r.origin.x = shown.center.x - minimumHitSize.width / 2
            r.size.width = minimumHitSize.width
        }
        if minimumHitSize.height > r.size.height {
            r.origin.y = shown.center.y - minimumHitSize.height / 2
            r.size.height = minimumHitSize.height
        }
        c.minX = r.minX; c.minY = r.minY; c.maxX = r.maxX; c.maxY = r.maxY
        if isHittable { c.flags |= HitCache.hittable }
        let (extraFlags, redirect) = x?.hitFlags ?? (0, false)
        c.flags |= extraFlags
        if redirect && hitRedirect != nil { c.flags |= HitCache.selfSpecial }
        let m = c.fromParent
        if m.a == 1 && m.b == 0 && m.c == 0 && m.d == 1 { c.flags |= HitCache.translationOnly }
        if isAlive, let scene = sceneUnmanaged {
            let slot = handleSlot
            scene._withUnsafeGuaranteedRef { $0.withFlat { $0.setHit(slot, c) } }
        }
    }
}

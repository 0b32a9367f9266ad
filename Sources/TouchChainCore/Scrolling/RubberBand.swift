/// The rubber band (S4): how far the content moves past an edge for a given finger travel.
///
/// Invariant: for x ≥ 0 and d > 0, 0 ≤ f(x) < d·1 and f is increasing, so the content never
/// moves past an edge by a whole bounds dimension however far the finger goes; `unband`
/// inverts `band` exactly (a drag that starts in overscroll, after a touch stopped a spring,
/// continues from where the content is).
enum RubberBand {
    /// f(x, d, c) = x·d·c / (d + c·x): UIKit's commonly cited curve, c = 0.55
    /// (`Constants.scrollRubberBandCoefficient`). Starts with slope c and tends to d.
    static func band(_ x: Double, dimension d: Double) -> Double {
        let c = Constants.scrollRubberBandCoefficient
        guard x > 0, d > 0 else { return 0 }
        return x * d * c / (d + c * x)
    }

    /// The finger travel that `band` maps to y (0 ≤ y < d): x = y·d / (c·(d − y)).
    static func unband(_ y: Double, dimension d: Double) -> Double {
        let c = Constants.scrollRubberBandCoefficient
        guard y > 0, d > 0 else { return 0 }
        let yy = min(y, d * 0.999)
        return yy * d / (c * (d - yy))
    }

    /// A raw (unresisted) offset along one axis → the offset shown: inside [lo, hi] unchanged;
    /// past an edge banded when `bounces`, else clamped.
    static func resist(_ raw: Double, lo: Double, hi: Double, dimension: Double, bounces: Bool) -> Double {
        if raw < lo { return bounces ? lo - band(lo - raw, dimension: dimension) : lo }
        if raw > hi { return bounces ? hi + band(raw - hi, dimension: dimension) : hi }
        return raw
    }

    /// Where a drag that starts (or is re-based, S4) at the shown offset `shown` stands: its
    /// raw offset, and the part of `shown` that `resist` of that raw offset cannot show — past
    /// the band's reach (0.999 of the dimension), or past an edge of an axis that does not
    /// bounce (whose raw offset is then the edge: the next travel away from it moves the
    /// content at once). The drag shows `resist(raw) + rest`, so it never jumps. `rest` is 0
    /// below rounding noise, so a drag from an offset the band reached itself shows the same
    /// numbers as before; both are finite for any finite `shown`.
    static func rebase(_ shown: Double, lo: Double, hi: Double, dimension: Double,
                       bounces: Bool) -> (raw: Double, rest: Double) {
        let clamped = min(max(shown, lo), hi)
        var raw = bounces ? unresist(shown, lo: lo, hi: hi, dimension: dimension) : clamped
        if !raw.isFinite { raw = clamped }   // a band too large to invert in doubles
        let rest = shown - resist(raw, lo: lo, hi: hi, dimension: dimension, bounces: bounces)
        guard rest.isFinite, abs(rest) > 1e-9 * max(1, abs(shown)) else { return (raw, 0) }
        return (raw, rest)
    }

    /// The inverse of `resist` for a bouncing axis.
    static func unresist(_ shown: Double, lo: Double, hi: Double, dimension: Double) -> Double {
        if shown < lo { return lo - unband(lo - shown, dimension: dimension) }
        if shown > hi { return hi + unband(shown - hi, dimension: dimension) }
        return shown
    }
}

/// Geometry value types. Points live in a y-down space; every type is a plain value so the
/// hit-test and conversion paths never allocate.

public struct Point: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    public static let zero = Point(0, 0)
    var isFinite: Bool { x.isFinite && y.isFinite }
}

public struct Size: Equatable, Sendable {
    public var width: Double
    public var height: Double
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
}

public struct Rect: Equatable, Sendable {
    public var origin: Point
    public var size: Size
    public init(_ x: Double, _ y: Double, _ w: Double, _ h: Double) {
        origin = Point(x, y); size = Size(w, h)
    }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var center: Point { Point(origin.x + size.width / 2, origin.y + size.height / 2) }

    /// H2: left/top edges included, right/bottom excluded — a 100×100 rect holds (99.9, 99.9)
    /// but not (100, 100).
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// UIKit's `inset(by:)`: positive insets shrink, negative insets grow.
    func inset(by e: EdgeInsets) -> Rect {
        Rect(origin.x + e.left, origin.y + e.top,
             size.width - e.left - e.right, size.height - e.top - e.bottom)
    }
}

public struct EdgeInsets: Equatable, Sendable {
    public var top, left, bottom, right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// CGAffineTransform's convention: (x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty).
public struct AffineTransform: Equatable, Sendable {
    public var a, b, c, d, tx, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }
    public static func translation(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }
    var determinant: Double { a * d - b * c }

    @inline(__always)
    public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }

    /// The inverse, or nil when the transform is singular (or so close that the inverse is not
    /// finite): such a view cannot be hit and conversions through it fail.
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let inv = AffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                  tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
        return inv.isFinite ? inv : nil
    }
}

/// Point-in-polygon test (H6d), non-zero winding rule: UIKit's `UIBezierPath.contains(_:)`
/// (`usesEvenOddFillRule` defaults to false) and `CGPath.contains` (default `.winding`), so a
/// self-intersecting polygon (a pentagram) holds its centre. Vertices are in the view's bounds
/// coordinates. A ray from `p` to the right: each edge it crosses adds 1 when its y grows
/// and subtracts 1 when its y shrinks, and `p` is inside when the sum is not 0. An edge counts when one
/// end is above `p` and the other not (`y > p.y`), and when it crosses strictly right of `p`:
/// the edge conventions of H2 — for a rectangle, the left and top edges are inside, the right
/// and bottom ones outside. Nothing allocated.
func polygonContains(_ vertices: [Point], _ p: Point) -> Bool {
    var winding = 0
    var j = vertices.count - 1
    for i in 0..<vertices.count {
        let vi = vertices[i], vj = vertices[j]
        // The edge from vj to vi.
        if (vi.y > p.y) != (vj.y > p.y) {
            let xCross = (vj.x - vi.x) * (p.y - vi.y) / (vj.y - vi.y) + vi.x
            if p.x < xCross { winding += vi.y > vj.y ? 1 : -1 }
        }
        j = i
    }
    return winding != 0
}

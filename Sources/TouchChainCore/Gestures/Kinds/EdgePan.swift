/// Screen-edge pan (G8): a one-finger pan whose touch begins within `edgeRegion` points of
/// one of `edges` of its window, and that begins once the touch has travelled more than `slop`
/// away from that edge — failing first if it travels too far along the edge (iOS 18.2
/// UIKitCore's `_UISEOrthogonalHysteresisGestureFeature`). The edge is decided at touch-down;
/// UIKit may decide it at the first move from a back-projected landing
/// (`_UISEBackProjectEdgesFailGestureFeature`), but which feature it uses is not in the
/// decompile (BEHAVIOUR G8, *Our choice*).
public final class EdgePanRecognizer: PanRecognizer {
    public struct Edges: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let top = Edges(rawValue: 1)
        public static let left = Edges(rawValue: 2)
        public static let bottom = Edges(rawValue: 4)
        public static let right = Edges(rawValue: 8)
        public static let all: Edges = [.top, .left, .bottom, .right]
    }
    public var edges: Edges {
        get { Edges(rawValue: params.edges) }
        set { params.edges = newValue.rawValue }
    }
    /// Points from the window's edge where the touch must begin. UIKit documents none; 13 pt,
    /// its screen-edge features' edge region (`TC_DEFAULT_EDGE_REGION`).
    public var edgeRegion: Double {
        get { params.edgeRegion }
        set { params.edgeRegion = newValue }
    }

    /// Where and when the touch landed, and the enabled edges it landed near (set at the
    /// touch-down of a gesture that is at an edge).
    private var start = Point.zero
    private var startTime = 0.0
    private var touched = Edges()

    /// One touch at most by default (the parameter table's edge-pan default).
    override init() {
        super.init(kind: .edgePan)
        measuresPerAxis = true   // `passedSlop` below: travel away from the edge
    }

    // UIKit: "This gesture recognizer ignores any touches beyond the first touch": as any pan
    // (PanRecognizer.accepts), a touch landing while it already tracks
    // `maximumNumberOfTouches` (1 by default) is not its touch at all: the recognizer neither
    // fails nor moves for it, and the touch reaches its view as if the recognizer were not
    // there (it is not cancelled when the pan begins).

    override func touchesBegan(_ ts: TouchList, _ t: Double) {
        if state == .possible && touches.count == ts.count, let touch = ts.first, let w = touch.window {
            let p = touch.location
            let b = w.bounds
            var near = Edges()
            if edges.contains(.left) && p.x - b.minX <= edgeRegion { near.insert(.left) }
            if edges.contains(.right) && b.maxX - p.x <= edgeRegion { near.insert(.right) }
            if edges.contains(.top) && p.y - b.minY <= edgeRegion { near.insert(.top) }
            if edges.contains(.bottom) && b.maxY - p.y <= edgeRegion { near.insert(.bottom) }
            if near.isEmpty {
                fail(.notAtEdge, "began at (\(format(p.x, 1)), \(format(p.y, 1))), not within \(format(edgeRegion, 1)) pt of an enabled edge")
                return
            }
            start = p
            startTime = t
            touched = near
        }
        super.touchesBegan(ts, t)
    }

    /// The touch's travel from where it landed: away from its edge and along it (UIKit's
    /// `_UISEOrthogonalHysteresisGestureFeature`: at a corner — two adjacent edges touched —
    /// the straight-line distance, and nothing along an edge; at a left or right edge, x
    /// then y; at a top or bottom edge, y then x).
    @inline(__always)
    private func travel() -> (away: Double, along: Double) {
        let p = centroid()
        let dx = abs(p.x - start.x), dy = abs(p.y - start.y)
        let corner = (touched.contains(.top) || touched.contains(.bottom))
            && (touched.contains(.left) || touched.contains(.right))
        if corner { return ((dx * dx + dy * dy).squareRoot(), 0) }
        if touched.contains(.left) || touched.contains(.right) { return (dx, dy) }
        return (dy, dx)
    }

    /// G8: the edge pan may begin once the touch has travelled more than `slop` away from its
    /// edge (UIKit's feature recognizes then, and the recognizer begins).
    override func passedSlop() -> Bool { travel().away > slop }

    override func touchesMoved(_ ts: TouchList, _ t: Double) {
        if state == .possible && !touched.isEmpty {
            // G8: until it begins, travel along the edge past a bound that shrinks with time
            // fails it (UIKit's `_UISEOrthogonalHysteresisGestureFeature -_incorporateSample:`,
            // tested only while the travel away from the edge is within the slop).
            let (away, along) = travel()
            if away <= slop {
                let bound = alongEdgeBound(t - startTime)
                if along > bound {
                    fail(.wrongDirection, "moved \(format(along, 1)) pt along its edge, more than \(format(bound, 1)) pt, within \(format(away, 1)) pt <= slop \(format(slop, 1)) pt of it at t=\(format(t, 3)) s")
                    return
                }
            }
        }
        super.touchesMoved(ts, t)
    }

    /// The travel along the edge that fails the edge pan `dt` seconds after touch-down:
    /// max(min(slop, 10) / tan(π/2 − window/2) · (1 − dt/decay), 20) points (about 45 pt at
    /// touch-down with UIKit's 15 pt slop, 20 pt from 0.28 s on).
    private func alongEdgeBound(_ dt: Double) -> Double {
        let b = min(slop, Constants.edgePanAngleRun) * Self.cotangentOfHalfWindowComplement
            * (1 - dt / Constants.edgePanAngleDecay)
        return b.isFinite ? max(b, Constants.edgePanAlongEdgeMin) : Constants.edgePanAlongEdgeMin
    }

    /// 1 / tan(π/2 − window/2), computed once (the standard library has no tangent).
    private static let cotangentOfHalfWindowComplement: Double = {
        let cs = cosineSine(Double.pi / 2 - Constants.edgePanAngleWindow / 2)
        return cs.cos / cs.sin
    }()

    override func resetKind() {
        super.resetKind()
        start = .zero
        startTime = 0
        touched = []
    }
}

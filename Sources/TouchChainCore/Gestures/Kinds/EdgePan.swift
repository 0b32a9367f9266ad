/// Screen-edge pan (G8): a one-finger pan whose touch begins within `edgeRegion` points of
/// one of `edges` of its window.
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
    /// Points from the window's edge where the touch must begin. UIKit documents none; 20 pt.
    public var edgeRegion: Double {
        get { params.edgeRegion }
        set { params.edgeRegion = newValue }
    }

    /// One touch at most by default (the parameter table's edge-pan default).
    override init() { super.init(kind: .edgePan) }

    // UIKit: "This gesture recognizer ignores any touches beyond the first touch": as any pan
    // (PanRecognizer.accepts), a touch landing while it already tracks
    // `maximumNumberOfTouches` (1 by default) is not its touch at all: the recognizer neither
    // fails nor moves for it, and the touch reaches its view as if the recognizer were not
    // there (it is not cancelled when the pan begins).

    override func touchesBegan(_ ts: TouchList, _ t: Double) {
        if state == .possible && touches.count == ts.count, let touch = ts.first, let w = touch.window {
            let p = touch.location
            let b = w.bounds
            var atEdge = false
            if edges.contains(.left) && p.x - b.minX <= edgeRegion { atEdge = true }
            if edges.contains(.right) && b.maxX - p.x <= edgeRegion { atEdge = true }
            if edges.contains(.top) && p.y - b.minY <= edgeRegion { atEdge = true }
            if edges.contains(.bottom) && b.maxY - p.y <= edgeRegion { atEdge = true }
            if !atEdge {
                fail(.notAtEdge, "began at (\(format(p.x, 1)), \(format(p.y, 1))), not within \(format(edgeRegion, 1)) pt of an enabled edge")
                return
            }
        }
        super.touchesBegan(ts, t)
    }
}

/// Pan (G8): between `minimumNumberOfTouches` and `maximumNumberOfTouches` fingers moving
/// their centroid more than `slop`. Continuous. The translation is the centroid's travel since
/// the first touch (the slop is not subtracted, as UIKit); fingers landing or lifting move the
/// centroid without moving the translation. Velocity: LSQ2 over the translation (VelocityTracker).
public class PanRecognizer: Recognizer {
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max
    /// Points the centroid must travel before the pan begins. UIKit documents none; 10 pt as
    /// OpenUIKit (Flutter's pan slop is 36, Android's touch slop 8 dp).
    public var slop = Constants.panSlop

    /// The translation in window coordinates.
    public internal(set) var translationInWindow = Point.zero
    var previousCentroid = Point.zero
    var tracker = VelocityTracker()

    init() { super.init(kind: .pan) }
    override init(kind: RecognizerKind) { super.init(kind: kind) }

    /// Window-space velocity, points per second.
    public var velocityInWindow: Point {
        let v = tracker.velocity()
        return Point(v.x, v.y)
    }

    override func touchesBegan(_ ts: [Touch], _ t: Double) {
        if state == .possible && touches.count > maximumNumberOfTouches {
            fail(.tooManyTouches, "\(touches.count) touches > maximum \(maximumNumberOfTouches) at t=\(format(t, 3)) s")
            return
        }
        if touches.count == ts.count { tracker.reset(); tracker.add(time: t, x: 0, y: 0) }
        previousCentroid = centroid()
    }

    override func touchesMoved(_ ts: [Touch], _ t: Double) {
        let c = centroid()
        translationInWindow.x += c.x - previousCentroid.x
        translationInWindow.y += c.y - previousCentroid.y
        previousCentroid = c
        tracker.add(time: t, x: translationInWindow.x, y: translationInWindow.y)
        if state == .possible {
            let n = touches.count
            let d = (translationInWindow.x * translationInWindow.x + translationInWindow.y * translationInWindow.y).squareRoot()
            if n >= minimumNumberOfTouches && n <= maximumNumberOfTouches && d > slop {
                transition(.began)
            }
        } else if state.isActive {
            transition(.changed)
        }
    }

    override func touchesEnded(_ ts: [Touch], _ t: Double) {
        let c = centroid()
        if c != previousCentroid {
            translationInWindow.x += c.x - previousCentroid.x
            translationInWindow.y += c.y - previousCentroid.y
        }
        tracker.add(time: t, x: translationInWindow.x, y: translationInWindow.y, isEnd: true)
        let remaining = touches.count - ts.count
        if state.isActive {
            if remaining < minimumNumberOfTouches { transition(.ended); return }
        } else if state == .possible && remaining <= 0 {
            let d = (translationInWindow.x * translationInWindow.x + translationInWindow.y * translationInWindow.y).squareRoot()
            fail(.endedTooSoon, "lifted after moving \(format(d, 1)) pt <= slop \(format(slop, 1)) pt at t=\(format(t, 3)) s")
            return
        }
        // The centroid of the remaining touches becomes the reference.
        var x = 0.0, y = 0.0, n = 0.0
        for touch in touches where !ts.contains(where: { $0 === touch }) {
            x += touch.location.x; y += touch.location.y; n += 1
        }
        if n > 0 { previousCentroid = Point(x / n, y / n) }
    }

    override func touchesCancelled(_ ts: [Touch], _ t: Double) {
        super.touchesCancelled(ts, t)
    }

    /// UIKit's setTranslation(_:in:): the translation becomes `p` (window coordinates).
    public func setTranslationInWindow(_ p: Point) {
        translationInWindow = p
        tracker.reset()
    }

    override func resetKind() {
        translationInWindow = .zero
        previousCentroid = .zero
        tracker.reset()
    }
}

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
    public var edges: Edges = []
    /// Points from the window's edge where the touch must begin. UIKit documents none; 20 pt.
    public var edgeRegion = Constants.edgeRegion

    override init() {
        super.init(kind: .edgePan)
        maximumNumberOfTouches = 1
    }

    override func touchesBegan(_ ts: [Touch], _ t: Double) {
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

/// Swipe (G8): `touchesRequired` fingers travelling `minimumDistance` in one of `direction`
/// within `maximumDuration`, staying within `maximumAngle` of it. Discrete.
public final class SwipeRecognizer: Recognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1)
        public static let left = Direction(rawValue: 2)
        public static let up = Direction(rawValue: 4)
        public static let down = Direction(rawValue: 8)
    }
    public var direction: Direction = .right
    public var touchesRequired = 1
    /// Points. UIKit documents none; 30 pt (WinObjC 10 pt, Hammer 10 px).
    public var minimumDistance = Constants.swipeMinimumDistance
    /// Seconds from the first touch. UIKit documents none; 0.5 s.
    public var maximumDuration = Constants.swipeMaximumDuration
    /// Radians off the direction. UIKit documents none; 30° (WinObjC ±20°).
    public var maximumAngle = Constants.swipeMaximumAngle

    var start = Point.zero
    /// The direction recognized (one bit).
    public internal(set) var recognizedDirection: Direction = []

    init() { super.init(kind: .swipe) }

    override func touchesBegan(_ ts: [Touch], _ t: Double) {
        guard state == .possible else { return }
        if touches.count > touchesRequired {
            fail(.tooManyTouches, "\(touches.count) touches > \(touchesRequired) required at t=\(format(t, 3)) s")
            return
        }
        start = centroid()
        if touches.count == ts.count {
            let limit = maximumDuration
            scheduleTimer(at: t + limit) { r in
                r.fail(.timedOut, "did not travel far enough within \(format(limit, 2)) s")
            }
        }
    }

    override func touchesMoved(_ ts: [Touch], _ t: Double) {
        guard state == .possible, touches.count == touchesRequired else { return }
        let c = centroid()
        let dx = c.x - start.x, dy = c.y - start.y
        let d = (dx * dx + dy * dy).squareRoot()
        guard d >= minimumDistance else { return }
        let angle = arctan2(dy, dx)   // y-down: 0 right, π/2 down
        for (dir, a) in Self.candidates where abs(wrapAngle(angle - a)) <= maximumAngle {
            if direction.contains(dir) {
                recognizedDirection = dir
                transition(.ended)
            } else {
                fail(.wrongDirection, "moved \(format(d, 1)) pt \(Self.name(dir)), not in its direction")
            }
            return
        }
        fail(.wrongDirection, "moved \(format(d, 1)) pt at \(format(angle * 180 / Double.pi, 1))°, more than \(format(maximumAngle * 180 / Double.pi, 1))° off every direction")
    }

    override func touchesEnded(_ ts: [Touch], _ t: Double) {
        touchesMoved(ts, t)
        if state == .possible {
            fail(.endedTooSoon, "lifted after \(format(distance(centroid(), start), 1)) pt < \(format(minimumDistance, 1)) pt at t=\(format(t, 3)) s")
        }
    }

    /// Directions and their angles in y-down space (0 right, π/2 down).
    static let candidates: [(Direction, Double)] = [(.right, 0), (.down, Double.pi / 2),
                                                    (.left, Double.pi), (.up, -Double.pi / 2)]

    static func name(_ d: Direction) -> String {
        switch d {
        case .right: return "right"
        case .left: return "left"
        case .up: return "up"
        default: return "down"
        }
    }

    override func resetKind() { recognizedDirection = [] }
}

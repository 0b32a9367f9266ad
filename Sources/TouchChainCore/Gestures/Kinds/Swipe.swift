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
    // Parameters (stored in `params`; defaults and ranges: ParameterTable).
    public var direction: Direction {
        get { Direction(rawValue: params.direction) }
        set { params.direction = newValue.rawValue }
    }
    public var touchesRequired: Int {
        get { params.touchesRequired }
        set { params.touchesRequired = newValue }
    }
    /// Points. UIKit documents none; 30 pt (WinObjC 10 pt, Hammer 10 px).
    public var minimumDistance: Double {
        get { params.swipeDistance }
        set { params.swipeDistance = newValue }
    }
    /// Seconds from the first touch. UIKit documents none; 0.5 s.
    public var maximumDuration: Double {
        get { params.swipeDuration }
        set { params.swipeDuration = newValue }
    }
    /// Radians off the direction. UIKit documents none; 30° (WinObjC ±20°).
    public var maximumAngle: Double {
        get { params.swipeAngle }
        set { params.swipeAngle = newValue }
    }

    /// Where the swipe began: the centroid of its touches as they landed (window coordinates).
    var start = Point.zero
    private var hasStart = false
    /// The direction recognized (one bit).
    public internal(set) var recognizedDirection: Direction = []

    init() { super.init(kind: .swipe) }

    /// UIKit's location(in:) of a swipe is where it began ("You may determine the location
    /// where a swipe began by calling location(in:)"; the centroid when several touches are
    /// involved), not where it is recognized.
    override var locationInWindow: Point { hasStart ? start : centroid() }

    override func touchesBegan(_ ts: TouchList, _ t: Double) {
        guard state == .possible else { return }
        if touches.count > touchesRequired {
            fail(.tooManyTouches, "\(touches.count) touches > \(touchesRequired) required at t=\(format(t, 3)) s")
            return
        }
        start = centroid()
        hasStart = true
        if touches.count == ts.count {
            scheduleTimer(at: t + maximumDuration, .swipeTooSlow(limit: maximumDuration))
        }
    }

    override func touchesMoved(_ ts: TouchList, _ t: Double) {
        guard state == .possible, touches.count == touchesRequired else { return }
        let c = centroid()
        let dx = c.x - start.x, dy = c.y - start.y
        let d = (dx * dx + dy * dy).squareRoot()
        guard d >= minimumDistance else { return }
        let angle = arctan2(dy, dx)   // y-down: 0 right, π/2 down
        // The nearest of its directions within the angle (with an angle above 45° two may
        // be; any of its own wins over one it does not allow).
        var best: (Direction, Double)?
        for (dir, a) in Self.candidates where direction.contains(dir) {
            let off = abs(wrapAngle(angle - a))
            if off <= maximumAngle, off < (best?.1 ?? .infinity) { best = (dir, off) }
        }
        if let (dir, _) = best {
            recognizedDirection = dir
            transition(.ended)
            return
        }
        for (dir, a) in Self.candidates where abs(wrapAngle(angle - a)) <= maximumAngle {
            fail(.wrongDirection, "moved \(format(d, 1)) pt \(Self.name(dir)), not in its direction")
            return
        }
        fail(.wrongDirection, "moved \(format(d, 1)) pt at \(format(angle * 180 / Double.pi, 1))°, more than \(format(maximumAngle * 180 / Double.pi, 1))° off every direction")
    }

    /// A swipe is recognized only while its fingers move (UIKit's `touchesEnded` fails one that
    /// has not): a lift, wherever it is, ends it as failed.
    override func touchesEnded(_ ts: TouchList, _ t: Double) {
        guard state == .possible else { return }
        if touches.count < touchesRequired {
            fail(.tooFewTouches, "lifted with \(touches.count) of the \(touchesRequired) touches required at t=\(format(t, 3)) s")
        } else {
            fail(.endedTooSoon, "lifted before it was recognized (moved \(format(distance(centroid(), start), 1)) pt) at t=\(format(t, 3)) s")
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

    override func resetKind() { recognizedDirection = []; hasStart = false }
}

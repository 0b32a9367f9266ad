/// Swipe (G8): `touchesRequired` fingers travelling `minimumDistance` in one of `direction`
/// within `maximumDuration` of the latest landing, staying within `maximumAngle` of it.
/// Discrete. Failures UIKit only marks (too many fingers, a partial lift) are reported when
/// the last counted finger lifts or the time is up.
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
    /// Seconds from the latest finger landing (each restarts the clock, as UIKitCore's
    /// `_startTime`). UIKit documents none; 0.5 s.
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
    /// The touches it counts (by id), UIKit's `_touches`: those that landed while no failure
    /// was marked. A finger landing past `touchesRequired` is not added (nor any after it).
    private var counted: [Int64] = []
    /// A failure marked but not reported yet, UIKit's `_failed`: too many fingers landed, or
    /// one lifted while others stayed. The swipe stays possible; it fails when the last of
    /// its counted fingers lifts, or when its time is up (G8).
    private var marked = MarkedFailure.none
    /// When its time is up: `maximumDuration` after its latest counted landing.
    private var deadline = 0.0

    enum MarkedFailure: Equatable {
        case none
        /// `count` fingers (more than required) at `at`.
        case tooMany(count: Int, at: Double)
        /// A finger lifted at `at` with `landed` of the required fingers having landed.
        case lifted(landed: Int, at: Double)
    }

    init() {
        super.init(kind: .swipe)
        counted.reserveCapacity(4)
    }

    /// UIKit's location(in:) of a swipe is where it began ("You may determine the location
    /// where a swipe began by calling location(in:)"; the centroid when several touches are
    /// involved), not where it is recognized.
    override var locationInWindow: Point { hasStart ? start : centroid() }

    /// G9: a swipe's touch `index` is where that touch landed, as its location is where the
    /// swipe began (UIKitCore's swipe answers location(ofTouch:in:) from `_startLocations`,
    /// each touch's location as it landed).
    override func locationOfTouch(_ index: Int, in target: View?) throws(EngineError) -> Point {
        let t = touches[index]
        guard let target else { return t.startLocation }
        guard let w = t.window else { throw EngineError(.state, "the touch's window was destroyed") }
        return try w.convert(t.startLocation, to: target)
    }

    /// UIKitCore's `touchesBegan:withEvent:`: a finger beyond `touchesRequired` (or any once a
    /// failure is marked) only marks the failure (`_failed = 1`); an accepted landing restarts
    /// both the start location (the centroid of the touches down) and the duration clock.
    override func touchesBegan(_ ts: TouchList, _ t: Double) {
        guard state == .possible else { return }
        if marked != .none { return }
        if counted.count + ts.count > touchesRequired {
            marked = .tooMany(count: counted.count + ts.count, at: t)
            // Too many at the first landing: no clock runs yet (UIKit's `_startTime` is unset,
            // so its first move finds the time up): it fails when its time would be up, not
            // only at the last lift.
            if case .none = pendingTimer {
                deadline = t + maximumDuration
                scheduleTimer(at: deadline, .swipeTooSlow(limit: maximumDuration))
            }
            return
        }
        for touch in ts { counted.append(touch.id) }
        start = centroid()
        hasStart = true
        deadline = t + maximumDuration
        scheduleTimer(at: deadline, .swipeTooSlow(limit: maximumDuration))
    }

    /// The time is up. A swipe with a marked failure fails for that failure's reason.
    override func timerFired() {
        if case .swipeTooSlow = pendingTimer, marked != .none {
            pendingTimer = .none
            failMarked(deadline)
            return
        }
        super.timerFired()
    }

    override func touchesMoved(_ ts: TouchList, _ t: Double) {
        guard state == .possible, marked == .none, counted.count == touchesRequired else { return }
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
    /// has not): a lift fails it — at once when no counted finger is left down, else when the
    /// last of them lifts (UIKitCore only marks `_failed` while `_touches` is not empty; a
    /// finger it does not count lifting changes nothing while counted ones stay).
    override func touchesEnded(_ ts: TouchList, _ t: Double) {
        guard state == .possible else { return }
        counted.removeAll { id in ts.contains { $0.id == id } }
        if marked == .none {
            marked = .lifted(landed: touches.count, at: t)
            if counted.isEmpty, touches.count >= touchesRequired {
                fail(.endedTooSoon, "lifted before it was recognized (moved \(format(distance(centroid(), start), 1)) pt) at t=\(format(t, 3)) s")
                return
            }
        }
        if counted.isEmpty { failMarked(t) }
    }

    /// Reports the marked failure at `t` (the last counted lift, or the time up).
    private func failMarked(_ t: Double) {
        switch marked {
        case .none:
            break
        case let .tooMany(n, at):
            fail(.tooManyTouches, "\(n) touches > \(touchesRequired) required at t=\(format(at, 3)) s (failed at t=\(format(t, 3)) s)")
        case let .lifted(landed, at):
            if landed < touchesRequired {
                fail(.tooFewTouches, "lifted with \(landed) of the \(touchesRequired) touches required at t=\(format(at, 3)) s" + (at == t ? "" : " (failed at t=\(format(t, 3)) s)"))
            } else {
                fail(.endedTooSoon, "a finger lifted before it was recognized at t=\(format(at, 3)) s (failed at t=\(format(t, 3)) s)")
            }
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

    override func resetKind() {
        recognizedDirection = []
        hasStart = false
        counted.removeAll(keepingCapacity: true)
        marked = .none
    }
}

/// Every recognizer parameter in one value type, with each kind's defaults (UIKit's where it
/// documents them, Constants' choices where it does not) and validation. The C ABI copies
/// `tc_recognizer_params` into this field by field.
public struct RecognizerParameters: Sendable {
    public var kind: RecognizerKind
    public var tapsRequired: Int
    public var touchesRequired: Int
    public var minimumTouches: Int
    public var maximumTouches: Int
    public var direction: UInt32
    public var edges: UInt32
    public var minimumDuration: Double
    public var allowableMovement: Double
    public var tapInterval: Double
    public var tapRadius: Double
    public var slop: Double
    public var edgeRegion: Double
    public var swipeDistance: Double
    public var swipeDuration: Double
    public var swipeAngle: Double
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    public var enabled = true

    public init(kind: RecognizerKind) {
        self.kind = kind
        tapsRequired = kind == .longPress ? 0 : 1
        touchesRequired = 1
        minimumTouches = 1
        maximumTouches = kind == .edgePan ? 1 : Int(Int32.max)
        direction = SwipeRecognizer.Direction.right.rawValue
        edges = 0
        minimumDuration = Constants.longPressDuration
        allowableMovement = kind == .longPress ? Constants.longPressMovement : Constants.tapAllowableMovement
        tapInterval = Constants.defaultTapInterval
        tapRadius = Constants.defaultTapRadius
        switch kind {
        case .pinch: slop = Constants.pinchSlop
        case .rotation: slop = Constants.rotationSlop
        default: slop = Constants.panSlop
        }
        edgeRegion = Constants.edgeRegion
        swipeDistance = Constants.swipeMinimumDistance
        swipeDuration = Constants.swipeMaximumDuration
        swipeAngle = Constants.swipeMaximumAngle
    }

    public func validate() throws(EngineError) {
        for (v, name) in [(minimumDuration, "min_duration"), (allowableMovement, "allowable_movement"),
                          (tapInterval, "tap_interval"), (tapRadius, "tap_radius"), (slop, "slop"),
                          (edgeRegion, "edge_region"), (swipeDistance, "swipe_distance"),
                          (swipeDuration, "swipe_duration"), (swipeAngle, "swipe_angle")] {
            guard v.isFinite else { throw EngineError(.notFinite, "\(name) is \(v) (must be finite)") }
            guard v >= 0 else { throw EngineError(.invalidArgument, "\(name) is \(v) (must be >= 0)") }
        }
        guard tapsRequired >= (kind == .longPress ? 0 : 1), tapsRequired <= 1000 else {
            throw EngineError(.invalidArgument, "taps_required is \(tapsRequired)")
        }
        guard touchesRequired >= 1, touchesRequired <= Constants.maxTouchesLimit else {
            throw EngineError(.invalidArgument, "touches_required is \(touchesRequired) (1...\(Constants.maxTouchesLimit))")
        }
        guard minimumTouches >= 1, maximumTouches >= minimumTouches else {
            throw EngineError(.invalidArgument, "min_touches \(minimumTouches), max_touches \(maximumTouches) (need 1 <= min <= max)")
        }
        guard direction != 0, direction & ~0xF == 0 else {
            throw EngineError(.unknownEnum, "direction is \(direction) (a non-empty TC_SWIPE_* mask)")
        }
        guard edges & ~0xF == 0 else { throw EngineError(.unknownEnum, "edges is \(edges) (a TC_EDGE_* mask)") }
    }
}

extension Recognizer {
    /// The recognizer's parameters now.
    public var parameters: RecognizerParameters {
        var p = RecognizerParameters(kind: kind)
        p.cancelsTouchesInView = cancelsTouchesInView
        p.delaysTouchesBegan = delaysTouchesBegan
        p.delaysTouchesEnded = delaysTouchesEnded
        p.enabled = isEnabled
        switch self {
        case let r as TapRecognizer:
            p.tapsRequired = r.tapsRequired; p.touchesRequired = r.touchesRequired
            p.allowableMovement = r.allowableMovement; p.tapInterval = r.tapInterval; p.tapRadius = r.tapRadius
        case let r as LongPressRecognizer:
            p.tapsRequired = r.tapsRequired; p.touchesRequired = r.touchesRequired
            p.minimumDuration = r.minimumPressDuration; p.allowableMovement = r.allowableMovement
            p.tapInterval = r.tapInterval
        case let r as EdgePanRecognizer:
            p.minimumTouches = r.minimumNumberOfTouches; p.maximumTouches = r.maximumNumberOfTouches
            p.slop = r.slop; p.edges = r.edges.rawValue; p.edgeRegion = r.edgeRegion
        case let r as PanRecognizer:
            p.minimumTouches = r.minimumNumberOfTouches; p.maximumTouches = r.maximumNumberOfTouches
            p.slop = r.slop
        case let r as SwipeRecognizer:
            p.direction = r.direction.rawValue; p.touchesRequired = r.touchesRequired
            p.swipeDistance = r.minimumDistance; p.swipeDuration = r.maximumDuration
            p.swipeAngle = r.maximumAngle
        case let r as PinchRecognizer: p.slop = r.slop
        case let r as RotationRecognizer: p.slop = r.slop
        default: break
        }
        return p
    }

    /// Applies validated parameters (the kind must match).
    func apply(_ p: RecognizerParameters) {
        cancelsTouchesInView = p.cancelsTouchesInView
        delaysTouchesBegan = p.delaysTouchesBegan
        delaysTouchesEnded = p.delaysTouchesEnded
        switch self {
        case let r as TapRecognizer:
            r.tapsRequired = p.tapsRequired; r.touchesRequired = p.touchesRequired
            r.allowableMovement = p.allowableMovement; r.tapInterval = p.tapInterval; r.tapRadius = p.tapRadius
        case let r as LongPressRecognizer:
            r.tapsRequired = p.tapsRequired; r.touchesRequired = p.touchesRequired
            r.minimumPressDuration = p.minimumDuration; r.allowableMovement = p.allowableMovement
            r.tapInterval = p.tapInterval
        case let r as EdgePanRecognizer:
            r.minimumNumberOfTouches = p.minimumTouches; r.maximumNumberOfTouches = p.maximumTouches
            r.slop = p.slop; r.edges = EdgePanRecognizer.Edges(rawValue: p.edges); r.edgeRegion = p.edgeRegion
        case let r as PanRecognizer:
            r.minimumNumberOfTouches = p.minimumTouches; r.maximumNumberOfTouches = p.maximumTouches
            r.slop = p.slop
        case let r as SwipeRecognizer:
            r.direction = SwipeRecognizer.Direction(rawValue: p.direction)
            r.touchesRequired = p.touchesRequired
            r.minimumDistance = p.swipeDistance; r.maximumDuration = p.swipeDuration
            r.maximumAngle = p.swipeAngle
        case let r as PinchRecognizer: r.slop = p.slop
        case let r as RotationRecognizer: r.slop = p.slop
        default: break
        }
    }
}

extension Scene {
    public func createRecognizer(_ p: RecognizerParameters) throws(EngineError) -> Recognizer {
        try p.validate()
        let r = try createRecognizer(p.kind)
        r.apply(p)
        r.isEnabled = p.enabled
        return r
    }

    public func setParameters(_ r: Recognizer, _ p: RecognizerParameters) throws(EngineError) {
        guard r.scene === self, r.isAlive else { throw EngineError(.staleHandle, "recognizer is destroyed") }
        guard p.kind == r.kind else {
            throw EngineError(.invalidArgument, "params kind is \(p.kind.rawValue), the recognizer's is \(r.kind.rawValue)")
        }
        try p.validate()
        try checkMutable()
        r.apply(p)
        if p.enabled != r.isEnabled { try setEnabled(r, p.enabled) }
    }
}

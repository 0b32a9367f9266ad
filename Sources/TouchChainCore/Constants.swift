/// Every number the engine uses where UIKit documents none, with its unit and origin.
/// The C header repeats each one beside the parameter it defaults.
public enum Constants {
    /// H1: views with alpha ≤ 0.01 are not hit. The seeds' code tests `alpha > 0.01`; Apple's
    /// prose says "less than 0.01". We follow the seeds, so 0.01 itself is not hittable.
    public static let alphaHitThreshold = 0.01
    /// Default live-touch limit. iOS devices report ≤ 11 touches; 32 leaves room.
    public static let defaultMaxTouches = 32
    public static let maxTouchesLimit = 1024
    /// Default input-queue capacity (queued samples and events).
    public static let defaultQueueCapacity = 4096
    public static let maxQueueCapacity = 1 << 20
    /// T3: multi-tap interval, seconds from the previous touch's end to the next began.
    /// Reported for UIKit and used by OpenUIKit; Flutter and Android use 0.3 s.
    public static let defaultTapInterval = 0.35
    /// T3: multi-tap radius, points per axis (OpenUIKit's 30 pt).
    public static let defaultTapRadius = 30.0
    /// R5: nesting limit for router events sent from route handlers.
    public static let maxRouteDepth = 64
    /// H6d: polygon vertex limit.
    public static let maxPolygonPoints = 256
    /// Nested hit tests (a hit-test callback that queries hit-testing again).
    public static let maxHitTestDepth = 8
    /// Objects (views, controllers) per scene; bounded by the handle encoding (20 bits).
    public static let maxObjectsPerScene = (1 << 20) - 1
}

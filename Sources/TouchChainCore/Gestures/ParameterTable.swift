/// The recognizer parameter table: one row per parameter, the single source of its name (the
/// `tc_recognizer_params` field and the Python keyword), the kinds that read it, its unit, its
/// range and its default for each kind. `RecognizerParameters` takes its defaults and its
/// validation from here; `tc_recognizer_param_info` hands the rows to bindings; tests check
/// the rows against the header's fields and TC_DEFAULT_* macros.
///
/// Invariant: `ParameterID.allCases` and `RecognizerParameters.subscript` list the same
/// parameters in the same order as `rows`; a new parameter is one case, one row and one
/// `subscript` line here, plus its field in the header.
public enum ParameterID: Int32, CaseIterable, Sendable {
    case tapsRequired, touchesRequired, minTouches, maxTouches, direction, edges
    case minDuration, allowableMovement, tapInterval, tapRadius, slop, edgeRegion
    case swipeDistance, swipeDuration, swipeAngle
    case allowedTouchTypes, buttonMaskRequired, allowedScrollTypes
    case tapDuration
}

public struct ParameterSpec: Sendable {
    public let id: ParameterID
    /// The C field name (`tc_recognizer_params`), also the Python keyword.
    public let name: StaticString
    /// Bit `1 << kind.rawValue` for each kind that reads the parameter.
    public let kinds: UInt32
    /// "count", "mask", "s", "pt" or "rad" (slop: "pt; rad for rotation").
    public let unit: StaticString
    public let minimum: Double
    public let maximum: Double
    public let isInteger: Bool
    /// The default, and the kinds whose default differs.
    let defaultValue: Double
    let kindDefaults: [(RecognizerKind, Double)]

    public func defaultValue(for kind: RecognizerKind) -> Double {
        for (k, v) in kindDefaults where k == kind { return v }
        return defaultValue
    }

    public func applies(to kind: RecognizerKind) -> Bool { kinds & (1 << UInt32(kind.rawValue)) != 0 }
}

private func kinds(_ ks: RecognizerKind...) -> UInt32 {
    var m: UInt32 = 0
    for k in ks { m |= 1 << UInt32(k.rawValue) }
    return m
}

public enum ParameterTable {
    static let int32Max = Double(Int32.max)

    /// In `ParameterID` order.
    public static let rows: [ParameterSpec] = [
        ParameterSpec(id: .tapsRequired, name: "taps_required", kinds: kinds(.tap, .longPress),
                      unit: "count", minimum: 0, maximum: 1000, isInteger: true,
                      defaultValue: 1, kindDefaults: [(.longPress, 0)]),
        ParameterSpec(id: .touchesRequired, name: "touches_required", kinds: kinds(.tap, .longPress, .swipe),
                      unit: "count", minimum: 1, maximum: Double(Constants.maxTouchesLimit), isInteger: true,
                      defaultValue: 1, kindDefaults: []),
        ParameterSpec(id: .minTouches, name: "min_touches", kinds: kinds(.pan, .edgePan),
                      unit: "count", minimum: 1, maximum: .infinity, isInteger: true,
                      defaultValue: 1, kindDefaults: []),
        ParameterSpec(id: .maxTouches, name: "max_touches", kinds: kinds(.pan, .edgePan),
                      unit: "count", minimum: 1, maximum: .infinity, isInteger: true,
                      defaultValue: int32Max, kindDefaults: [(.edgePan, 1)]),
        ParameterSpec(id: .direction, name: "direction", kinds: kinds(.swipe),
                      unit: "mask", minimum: 1, maximum: 15, isInteger: true,
                      defaultValue: 1, kindDefaults: []),
        ParameterSpec(id: .edges, name: "edges", kinds: kinds(.edgePan),
                      unit: "mask", minimum: 0, maximum: 15, isInteger: true,
                      defaultValue: 0, kindDefaults: []),
        ParameterSpec(id: .minDuration, name: "min_duration", kinds: kinds(.longPress),
                      unit: "s", minimum: 0, maximum: .infinity, isInteger: false,
                      defaultValue: Constants.longPressDuration, kindDefaults: []),
        ParameterSpec(id: .allowableMovement, name: "allowable_movement", kinds: kinds(.tap, .longPress),
                      unit: "pt", minimum: 0, maximum: .infinity, isInteger: false,
                      defaultValue: Constants.tapAllowableMovement,
                      kindDefaults: [(.longPress, Constants.longPressMovement)]),
        ParameterSpec(id: .tapInterval, name: "tap_interval", kinds: kinds(.tap, .longPress),
                      unit: "s", minimum: 0, maximum: .infinity, isInteger: false,
                      defaultValue: Constants.defaultTapInterval, kindDefaults: []),
        // UIKit measures a later tap's landing against the allowable movement: the same
        // default (the scene's tap radius, T3, is another matter).
        ParameterSpec(id: .tapRadius, name: "tap_radius", kinds: kinds(.tap),
                      unit: "pt", minimum: 0, maximum: .infinity, isInteger: false,
                      defaultValue: Constants.tapAllowableMovement, kindDefaults: []),
        ParameterSpec(id: .slop, name: "slop", kinds: kinds(.pan, .edgePan, .pinch, .rotation),
                      unit: "pt; rad for rotation", minimum: 0, maximum: .infinity, isInteger: false,
                      defaultValue: Constants.panSlop,
                      kindDefaults: [(.edgePan, Constants.edgePanSlop), (.pinch, Constants.pinchSlop),
                                     (.rotation, Constants.rotationSlop)]),
        ParameterSpec(id: .edgeRegion, name: "edge_region", kinds: kinds(.edgePan),
                      unit: "pt", minimum: 0, maximum: .infinity, isInteger: false,
                      defaultValue: Constants.edgeRegion, kindDefaults: []),
        ParameterSpec(id: .swipeDistance, name: "swipe_distance", kinds: kinds(.swipe),
                      unit: "pt", minimum: 0, maximum: .infinity, isInteger: false,
                      defaultValue: Constants.swipeMinimumDistance, kindDefaults: []),
        ParameterSpec(id: .swipeDuration, name: "swipe_duration", kinds: kinds(.swipe),
                      unit: "s", minimum: 0, maximum: .infinity, isInteger: false,
                      defaultValue: Constants.swipeMaximumDuration, kindDefaults: []),
        ParameterSpec(id: .swipeAngle, name: "swipe_angle", kinds: kinds(.swipe),
                      unit: "rad", minimum: 0, maximum: .infinity, isInteger: false,
                      defaultValue: Constants.swipeMaximumAngle, kindDefaults: []),
        // P1: UIKit's allowedTouchTypes; every type by default, but the pencil for an edge
        // pan (iOS 18.2: +[UIScreenEdgePanGestureRecognizer _supportsStylusTouches] is NO, so
        // its -_defaultAllowedTouchTypesMask is direct | indirect | indirect pointer).
        ParameterSpec(id: .allowedTouchTypes, name: "allowed_touch_types",
                      kinds: kinds(.tap, .longPress, .pan, .edgePan, .swipe, .pinch, .rotation, .custom, .hover),
                      unit: "mask", minimum: 0, maximum: Double(TouchType.allBits), isInteger: true,
                      defaultValue: Double(TouchType.allBits),
                      kindDefaults: [(.edgePan, Double(TouchType.allBits & ~TouchType.stylus.bit))]),
        // P2: UIKit's buttonMaskRequired (tap and long press); primary by default.
        ParameterSpec(id: .buttonMaskRequired, name: "button_mask_required", kinds: kinds(.tap, .longPress),
                      unit: "mask", minimum: 1, maximum: Double(UInt32.max), isInteger: true,
                      defaultValue: Double(Buttons.primary), kindDefaults: []),
        // P4: UIKit's allowedScrollTypesMask (pan); none by default, as UIKit.
        ParameterSpec(id: .allowedScrollTypes, name: "allowed_scroll_types", kinds: kinds(.pan),
                      unit: "mask", minimum: 0, maximum: Double(ScrollType.allBits), isInteger: true,
                      defaultValue: 0, kindDefaults: []),
        // G8: UIKit's undocumented maximumTapDuration (tap, and a long press's taps).
        ParameterSpec(id: .tapDuration, name: "tap_duration", kinds: kinds(.tap, .longPress),
                      unit: "s", minimum: 0, maximum: .infinity, isInteger: false,
                      defaultValue: Constants.defaultTapDuration, kindDefaults: []),
    ]

    public static func spec(_ id: ParameterID) -> ParameterSpec { rows[Int(id.rawValue)] }
}

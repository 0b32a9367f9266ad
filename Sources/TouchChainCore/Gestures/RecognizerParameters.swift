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
    /// P1: TouchType bits.
    public var allowedTouchTypes: UInt32
    /// P2: the buttons of which a pointer touch must hold at least one (tap, long press).
    public var buttonMaskRequired: UInt32
    /// P4: ScrollType bits (pan).
    public var allowedScrollTypes: UInt32
    /// G8: seconds a tap's press may last (tap, a long press's taps).
    public var tapDuration: Double
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    public var enabled = true
    /// G8, P1: UIKit's requiresExclusiveTouchType (default true): once it has a touch, it
    /// takes no touch of another type until its touches have all lifted.
    public var requiresExclusiveTouchType = true

    /// The kind's defaults, from the parameter table.
    public init(kind: RecognizerKind) {
        self.kind = kind
        tapsRequired = 0; touchesRequired = 0; minimumTouches = 0; maximumTouches = 0
        direction = 0; edges = 0
        minimumDuration = 0; allowableMovement = 0; tapInterval = 0; tapRadius = 0; slop = 0
        edgeRegion = 0; swipeDistance = 0; swipeDuration = 0; swipeAngle = 0
        allowedTouchTypes = 0; buttonMaskRequired = 0; allowedScrollTypes = 0; tapDuration = 0
        for row in ParameterTable.rows { self[row.id] = row.defaultValue(for: kind) }
        // G4: UIKit's screen-edge pan delays touches began (its init sets
        // delaysTouchesBegan): the view sees nothing of a touch the edge pan takes.
        if kind == .edgePan { delaysTouchesBegan = true }
    }

    /// A parameter by id, as a Double (integers and masks convert exactly). The setter is the
    /// table's (defaults): integer rows take integral values in range.
    public internal(set) subscript(id: ParameterID) -> Double {
        get {
            switch id {
            case .tapsRequired: return Double(tapsRequired)
            case .touchesRequired: return Double(touchesRequired)
            case .minTouches: return Double(minimumTouches)
            case .maxTouches: return Double(maximumTouches)
            case .direction: return Double(direction)
            case .edges: return Double(edges)
            case .minDuration: return minimumDuration
            case .allowableMovement: return allowableMovement
            case .tapInterval: return tapInterval
            case .tapRadius: return tapRadius
            case .slop: return slop
            case .edgeRegion: return edgeRegion
            case .swipeDistance: return swipeDistance
            case .swipeDuration: return swipeDuration
            case .swipeAngle: return swipeAngle
            case .allowedTouchTypes: return Double(allowedTouchTypes)
            case .buttonMaskRequired: return Double(buttonMaskRequired)
            case .allowedScrollTypes: return Double(allowedScrollTypes)
            case .tapDuration: return tapDuration
            }
        }
        set {
            switch id {
            case .tapsRequired: tapsRequired = Int(newValue)
            case .touchesRequired: touchesRequired = Int(newValue)
            case .minTouches: minimumTouches = Int(newValue)
            case .maxTouches: maximumTouches = Int(newValue)
            case .direction: direction = UInt32(newValue)
            case .edges: edges = UInt32(newValue)
            case .minDuration: minimumDuration = newValue
            case .allowableMovement: allowableMovement = newValue
            case .tapInterval: tapInterval = newValue
            case .tapRadius: tapRadius = newValue
            case .slop: slop = newValue
            case .edgeRegion: edgeRegion = newValue
            case .swipeDistance: swipeDistance = newValue
            case .swipeDuration: swipeDuration = newValue
            case .swipeAngle: swipeAngle = newValue
            case .allowedTouchTypes: allowedTouchTypes = UInt32(newValue)
            case .buttonMaskRequired: buttonMaskRequired = UInt32(newValue)
            case .allowedScrollTypes: allowedScrollTypes = UInt32(newValue)
            case .tapDuration: tapDuration = newValue
            }
        }
    }

    /// An integer row's value, read without a conversion that could trap.
    private func integer(_ id: ParameterID) -> Int {
        switch id {
        case .tapsRequired: return tapsRequired
        case .touchesRequired: return touchesRequired
        case .minTouches: return minimumTouches
        case .maxTouches: return maximumTouches
        case .direction: return Int(clamping: direction)
        case .edges: return Int(clamping: edges)
        case .allowedTouchTypes: return Int(clamping: allowedTouchTypes)
        case .buttonMaskRequired: return Int(clamping: buttonMaskRequired)
        case .allowedScrollTypes: return Int(clamping: allowedScrollTypes)
        default: return 0
        }
    }

    /// Every row's range (the table), then what no single row can say.
    public func validate() throws(EngineError) {
        for row in ParameterTable.rows {
            if row.isInteger {
                if row.id == .direction || row.id == .edges {
                    let mask = UInt32(integer(row.id))
                    guard mask & ~0xF == 0, mask != 0 || row.minimum == 0 else {
                        let what = row.id == .direction ? "a non-empty TC_SWIPE_* mask" : "a TC_EDGE_* mask"
                        throw EngineError(.unknownEnum, "\(row.name) is \(mask) (\(what))")
                    }
                    continue
                }
                if row.id == .allowedTouchTypes || row.id == .allowedScrollTypes {
                    let mask = UInt32(integer(row.id))
                    let all = row.id == .allowedTouchTypes ? TouchType.allBits : ScrollType.allBits
                    guard mask & ~all == 0 else {
                        let what = row.id == .allowedTouchTypes ? "TC_TOUCH_TYPE_BIT() bits" : "TC_SCROLL_* bits"
                        throw EngineError(.unknownEnum, "\(row.name) is \(mask) (\(what))")
                    }
                    continue
                }
                if row.id == .buttonMaskRequired {
                    // Any non-empty mask: button n is bit n − 1, up to 32 buttons.
                    guard buttonMaskRequired != 0 else {
                        throw EngineError(.invalidArgument, "button_mask_required is 0 (a non-empty TC_BUTTON_* mask)")
                    }
                    continue
                }
                // Long press counts the taps before the press: 0 is its default and allowed.
                let n = integer(row.id)
                let low = row.id == .tapsRequired && kind != .longPress ? 1 : Int(row.minimum)
                guard n >= low, row.maximum.isInfinite || n <= Int(row.maximum) else {
                    let high = row.maximum.isInfinite ? "" : "\(Int(row.maximum))"
                    throw EngineError(.invalidArgument, "\(row.name) is \(n) (\(low)...\(high))")
                }
            } else {
                let v = self[row.id]
                guard v.isFinite else { throw EngineError(.notFinite, "\(row.name) is \(v) (must be finite)") }
                guard v >= row.minimum else {
                    throw EngineError(.invalidArgument, "\(row.name) is \(v) (must be >= \(Int(row.minimum)))")
                }
            }
        }
        guard maximumTouches >= minimumTouches else {
            throw EngineError(.invalidArgument, "min_touches \(minimumTouches), max_touches \(maximumTouches) (need 1 <= min <= max)")
        }
    }
}

extension Recognizer {
    /// The recognizer's parameters, with its enabled state: the last ones set, also while a
    /// gesture in progress still runs by the earlier ones (`pendingParams`).
    public var parameters: RecognizerParameters {
        var p = pendingParams ?? params
        p.enabled = isEnabled
        return p
    }

    /// Applies validated parameters (the kind must match): one copy, no per-kind mapping.
    func apply(_ p: RecognizerParameters) {
        params = p
        params.kind = kind
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

    /// G8: changes every parameter at once, from the next touch (`tc_recognizer_set_params`).
    /// A gesture in progress keeps its parameters until the recognizer resets; `parameters`
    /// reads the new ones meanwhile. (The kinds' property setters, for Swift users, write the
    /// running parameters directly; parameters set here and still pending replace them at
    /// the reset.)
    public func setParameters(_ r: Recognizer, _ p: RecognizerParameters) throws(EngineError) {
        guard r.scene === self, r.isAlive else { throw EngineError(.staleHandle, "recognizer is destroyed") }
        guard p.kind == r.kind else {
            throw EngineError(.invalidArgument, "params kind is \(p.kind.rawValue), the recognizer's is \(r.kind.rawValue)")
        }
        try p.validate()
        try checkMutable()
        // G8: from the next touch. A gesture in progress (touches, a multi-tap's wait, a
        // pending or final state not yet reset) keeps its parameters until the reset; only
        // `enabled` acts at once (disabling cancels, as UIKit's isEnabled).
        if r.isTracking || r.state != .possible {
            var q = p
            q.kind = r.kind
            r.pendingParams = q
        } else {
            r.pendingParams = nil
            r.apply(p)
        }
        if p.enabled != r.isEnabled { try setEnabled(r, p.enabled) }
    }
}

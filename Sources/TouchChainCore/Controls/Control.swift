/// Controls (C1, C2, R3, G7): a view can be a control of a kind. A control tracks its first
/// touch (the one that landed on it, its hit-test view, while it had no other) whichever of its
/// touches a delivery carries — a second finger of a multiple-touch control presses, drags and
/// lifts it through the first —, sends control events to its targets, consumes its touches
/// (never forwards them; a subview's touch passed up to it has its moved and ended passed on,
/// as UIControl's handlers call super when not tracking — which, its began having stopped at
/// the control, takes them no further, R2), and vetoes some recognizers of its
/// ancestors (Apple's table of gesture recognizers on UIKit controls; a slider its
/// ancestors' pans and swipes along its track, on its thumb or off it, tracking or not; a
/// segmented control its ancestors' one-finger pans while it tracks and horizontal ones on it
/// before); never a recognizer attached to the control itself (G7). A slider tracks only a
/// touch landing on its thumb (a pointer's anywhere): it swallows the began of any other and
/// passes its moved and ended on (which, the began having stopped there, go no further, R2),
/// sending nothing. A pointer touch without the primary
/// button is not a control's (C1, P2): it walks past them — but for a segmented control,
/// which swallows it. A page control never tracks (UIPageControl's `shouldTrack` is NO) but
/// consumes its touches all the same (R3, the spec's rule; UIKit's calls super); its events
/// come as its recognizers would send them (`pageTouches`).

public enum ControlKind: Int32, Sendable {
    case button = 1, `switch` = 2, slider = 3, stepper = 4, segmented = 5, page = 6, generic = 7
}

/// The case's name, as Swift prints an enum case, spelled out: Embedded Swift cannot print a
/// value by reflection, and messages and failure reasons name these (the same text in both).
extension ControlKind: CustomStringConvertible {
    public var description: String {
        switch self {
        case .button: return "button"
        case .switch: return "switch"
        case .slider: return "slider"
        case .stepper: return "stepper"
        case .segmented: return "segmented"
        case .page: return "page"
        case .generic: return "generic"
        }
    }
}

/// Control events, as bits (C1).
public struct ControlEvents: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    public static let all = ControlEvents(rawValue: 0x31FF)
}

public final class Control {
    public let kind: ControlKind
    public internal(set) var isEnabled = true
    public internal(set) var isHighlighted = false
    public internal(set) var isTracking = false
    public internal(set) var isTouchInside = false
    /// C1: the tracking area is the bounds grown by this margin on every side. UIKit's is
    /// undocumented: its segmented control grows its bounds by its style provider's
    /// `mostlyInsideMargin`, 70.0 in iOS 18.2 (`TC_DEFAULT_CONTROL_MARGIN`).
    public internal(set) var trackingMargin = Constants.controlTrackingMargin
    /// Switch: on/off; slider: 0…1; stepper: count; segmented: index; page: index.
    public internal(set) var value: Double = 0
    public var minimumValue: Double = 0
    public var maximumValue: Double = 1
    /// Segmented control segments / page control pages (≥ 1).
    public var segmentCount = 2
    struct Target {
        var events: ControlEvents
        var handler: (View, ControlEvents) -> Void
        var id: Int
        /// C1: who the target is (the C layer's function and user data), nil for an anonymous
        /// handler: a target added again with the same identity is the same target.
        var identity: ControlTargetIdentity?
    }
    var targets: [Target] = []
    var nextTargetID = 1
    /// Strong: touches are pooled by the scene; cleared when tracking ends and on invalidate.
    /// While the control tracks, its first touch (below): the touch its events measure.
    var trackedTouch: Touch?
    /// C1: the latest touch that began as the control's first touch (`Touch.isFirstTouchForView`,
    /// set by the dispatcher when the touch begins); `Scene.firstTouch(of:_:)` tells whether it
    /// still is (live, its own, not taken). Strong, cleared on invalidate, as `trackedTouch`.
    var firstTouch: Touch?
    /// Stepper: the half of it the held touch highlights (−1 the left, +1 the right, 0 none:
    /// the touch is outside the tracking area), as UIKit's `_updateHighlightingAtPoint:`
    /// sets at the press and at each moved sample (not at the lift); the steps its timer made
    /// for this press (UIKit's `_repeatCount`: the lift steps only if it is 0; after a step,
    /// a firing that finds no half highlighted sets it back to 1, so the next steps come at
    /// the slow rate again — a firing before any step leaves it 0, and the lift may still
    /// step: the decompile does not show UIKit's reset there, our choice); and the generation of its
    /// autorepeat timer (bumped by every press, lift, cancel and disable: an older timer
    /// does nothing when it fires).
    var stepHalf = 0.0
    var repeatCount = 0
    var repeatGeneration: UInt64 = 0
    /// Whether a repeat timer is pending for the press (see `scheduleStepperRepeat`).
    var repeatArmed = false
    /// Bumped whenever tracking starts or stops (a press, a lift, a cancel, disabling, the
    /// touch's release): a send that finds it changed after a target ran stops (C1, C2: a
    /// control whose tracking a target ended sends nothing more of that event).
    var trackSerial: UInt32 = 0
    /// Switch (C1): UISwitchMVEGestureTrackingSession's state for the held press, scalars
    /// only (no allocation per sample): the displayed on value (the knob's side, committed
    /// to `value` only at the lift), the pending value and the gesture that set it (0 none,
    /// 1 the press — UIKit's "UISwitch-longPress" sets the toggle at its began —, 2 a
    /// drag — "UISwitch-pan" past 25 pt), and the pan's x at the press and its zero offset
    /// (UIKit's `_zeroOffset`, moved to the translation each time a drag qualifies).
    var switchDisplayedOn = false
    var switchPending: UInt8 = 0
    var switchPendingOn = false
    var switchStartX = 0.0
    var switchZeroOffset = 0.0
    /// Segmented control (C1): the press began on the selected segment (UISegmentedControl's
    /// sliding selection, bit 0x1000 of `_segmentedControlFlags`): the highlight follows the
    /// closest segment wherever the touch goes and the lift selects it wherever it lifts.
    var segmentSliding = false
    /// Slider (C1): the thumb's centre minus the touch's x where it pressed, in the slider's
    /// own coordinates (UIKit's `_hitOffset`): the thumb's centre follows the touch's x plus
    /// this, so the value moves by the finger's travel, not to the finger (0 for a pointer
    /// touch off the thumb: the thumb jumps to it).
    var sliderGrabOffset = 0.0
    /// Page control (C1): the press has moved farther than a tap's allowable movement from
    /// where it landed (UIKit's page control changes its page from a tap recognizer), and
    /// whether its touch was inside the tracking area at its last sample (as its control-events
    /// recognizer keeps it: the control's `isTouchInside` stays false, it does not track).
    var pageTapMoved = false
    var pageTouchInside = false
    /// Page control (C1): its control-events recognizer was cancelled: it sends nothing more
    /// until its touches have all ended (a touch then landing alone on it starts afresh).
    var pageCancelled = false

    /// Ends tracking without an event (disabled, or its touch released unseen).
    func stopTracking() {
        isHighlighted = false
        isTracking = false
        isTouchInside = false
        trackedTouch = nil
        segmentSliding = false
        pageTouchInside = false
        pageCancelled = true   // a page control's touches held now send nothing more (C2)
        repeatGeneration &+= 1
        trackSerial &+= 1
    }

    init(kind: ControlKind) {
        self.kind = kind
        if kind == .stepper { maximumValue = 100 }
        if kind == .segmented || kind == .page { maximumValue = Double(segmentCount - 1) }
    }

    /// C1: UIKit's `_controlEventsForActionTriggered`: the events after which the control sends
    /// primary-action-triggered — touch-up-inside for a button (UIButton's answer, 64) and a
    /// generic control (ours: UIKit's plain UIControl answers none), value-changed for the
    /// other kinds (UISwitch's and UISlider's answer, 4096; the touch handling below sends the
    /// primary action of every one of them with its value-changed). `Scene.sendActions` reads
    /// it.
    var actionTriggeringEvents: ControlEvents {
        switch kind {
        case .button, .generic: return .touchUpInside
        case .switch, .slider, .stepper, .segmented, .page: return .valueChanged
        }
    }

    /// A value as the kind keeps it: clamped to its range; a switch's is 0 or 1 (on from
    /// 0.5), a segmented or page control's an index (the nearest whole number; UIKit's
    /// `selectedSegmentIndex` and `currentPage` are integers, pinned to the range).
    func kept(_ value: Double) -> Double {
        let v = min(max(value, minimumValue), maximumValue)
        switch kind {
        case .switch: return v >= 0.5 ? 1 : 0
        case .segmented, .page: return min(max(v.rounded(), minimumValue), maximumValue)
        default: return v
        }
    }
}

extension View {
    /// Makes this view a control of `kind` (nil: an ordinary view again).
    public func setControl(_ kind: ControlKind?) throws(EngineError) {
        try checkMutable()
        control = kind.map { Control(kind: $0) }
        refreshHitCache()   // a disabled control replaced: hittable again (C2)
    }

    public func setControlEnabled(_ enabled: Bool) throws(EngineError) {
        try checkMutable()
        guard let c = control else { throw EngineError(.state, "the view is not a control") }
        c.isEnabled = enabled
        // C2: disabled, it is not hit (touches go past it) and it stops tracking: it sends
        // nothing more for that touch, also when it is enabled again before the touch ends.
        if !enabled { c.stopTracking() }
        refreshHitCache()
        if !enabled { scene?.refreshFocus() }   // R4: a disabled control cannot be focused
    }

    public func setControlValue(_ value: Double) throws(EngineError) {
        try requireFinite(value, "value")
        try checkMutable()
        guard let c = control else { throw EngineError(.state, "the view is not a control") }
        c.value = c.kept(value)
    }

    public func setTrackingMargin(_ margin: Double) throws(EngineError) {
        try requireNonNegative(margin, "margin")
        try checkMutable()
        guard let c = control else { throw EngineError(.state, "the view is not a control") }
        c.trackingMargin = margin
    }

    /// Registers a target for `events`; returns an id for removal.
    @discardableResult
    public func addControlTarget(_ events: ControlEvents,
                                 _ handler: @escaping (View, ControlEvents) -> Void) throws(EngineError) -> Int {
        try addControlTarget(events, identity: nil, handler)
    }

    /// Registers a target for `events`; returns an id for removal. C1: a target with the same
    /// `identity` as one already registered is that target (UIKit's
    /// `-[UIControl _addControlTargetAction:]` merges an entry with the same target and action
    /// into the new one): the events are merged into it, it moves to the end of the list (it
    /// is called after the others now), its handler becomes `handler`, and its id is returned.
    /// A nil identity is always a new target.
    @discardableResult
    public func addControlTarget(_ events: ControlEvents, identity: ControlTargetIdentity?,
                                 _ handler: @escaping (View, ControlEvents) -> Void) throws(EngineError) -> Int {
        try checkMutable()
        guard let c = control else { throw EngineError(.state, "the view is not a control") }
        guard !events.isEmpty, events.isSubset(of: .all) else {
            throw EngineError(.unknownEnum, "events is 0x\(String(events.rawValue, radix: 16)) (TC_CONTROL_EVENT_* bits)")
        }
        if let identity, let i = c.targets.firstIndex(where: { $0.identity == identity }) {
            let old = c.targets.remove(at: i)
            c.targets.append(Control.Target(events: old.events.union(events), handler: handler,
                                            id: old.id, identity: identity))
            return old.id
        }
        let id = c.nextTargetID
        c.nextTargetID += 1
        c.targets.append(Control.Target(events: events, handler: handler, id: id, identity: identity))
        return id
    }

    public func removeControlTarget(_ id: Int) throws(EngineError) {
        try checkMutable()
        guard let c = control else { throw EngineError(.state, "the view is not a control") }
        guard let i = c.targets.firstIndex(where: { $0.id == id }) else {
            throw EngineError(.notFound, "no target with id \(id)")
        }
        c.targets.remove(at: i)
    }

    /// G7: why this control vetoes `r` by its kind on a touch that began at `start` in
    /// `window`, or nil (Apple's table; nil for a view that is not a control). Never asked
    /// about a recognizer attached to the view itself (the arbiter skips it: G7's rule, "a
    /// recognizer attached to the control itself is not vetoed"); the host's callback is
    /// `hostVetoReason`.
    func kindVetoReason(for r: Recognizer, window: View?, start: Point) -> String? {
        // iOS 18.2 UISegmentedControl's gestureRecognizerShouldBegin: for a pan
        // (`_isGestureType:8`, a scroll view's and a screen-edge pan included) of at most one
        // minimum touch: NO while it tracks (bit 0x10, set by its touchesBegan:); otherwise,
        // the pan's location inside it, `fabs(x) <= fabs(y)` of its translation in it (a pan
        // at 45° begins). (UIKit does not look at the pan's view; ours: its own pans are not
        // vetoed by these rules, G7.)
        if let c = control, c.kind == .segmented, let pan = r as? PanRecognizer,
           pan.minimumNumberOfTouches <= 1 {
            if c.isTracking { return "a segmented control that is tracking vetoes one-finger pans" }
            if let w = window, let p = try? w.convert(pan.locationInWindow, to: self),
               let scene, scene.pointInside(self, p),
               along(trackDirection(in: window), pan.translationInWindow, tie: false) {
                return "a segmented control vetoes horizontal pans on it"
            }
        }
        if let c = control {
            switch c.kind {
            case .button, .switch, .stepper, .segmented, .page:
                if let tap = r as? TapRecognizer, tap.tapsRequired == 1, tap.touchesRequired == 1 {
                    return "a \(c.kind) control vetoes single-tap recognizers of its ancestors"
                }
                // G7's rule, ours: UIKit's switch overrides no `gestureRecognizerShouldBegin:`
                // (its visual element answers YES but to its keyboard-select tap); its knob
                // keeps its own long-press and pan recognizers, and Apple's table keeps "a single
                // finger pan on the knob, parallel to the switch" for it.
                if c.kind == .switch, r is PanRecognizer, isOnSwitchKnob(window, start, c) {
                    return "a switch vetoes pans that start on its knob"
                }
            case .slider:
                // Tracking or not, the direction decides, wherever on the slider the
                // recognizer is (G7's rule: "a slider vetoes swipes and pans parallel to its
                // track"). Ours: iOS 18.2 `_UISlideriOSVisualElement` answers NO to every
                // recognizer while the slider tracks, and lets one located off the thumb's hit
                // area through, whatever it is (docs/BEHAVIOUR.md G7).
                // Along the track: the slider's own x axis as it lies in the window (a slider
                // turned on screen keeps the gestures along its track, not along the window's
                // x axis).
                let track = trackDirection(in: window)
                if let sw = r as? SwipeRecognizer {
                    // The direction being recognized (all it allows, before it has one).
                    let dirs = sw.recognizedDirection.isEmpty ? sw.direction : sw.recognizedDirection
                    for (dir, a) in SwipeRecognizer.candidates where dirs.contains(dir)
                        && along(track, { let u = cosineSine(a); return Point(u.cos, u.sin) }(),
                                 tie: true) {
                        return "a slider vetoes swipes parallel to its track"
                    }
                }
                // UIKit lets a pan begin when |x| <= |y| of its translation in the slider
                // (`v7 <= fabs(v25)`): a pan exactly as much along the track as across it
                // is not vetoed.
                if let pan = r as? PanRecognizer, along(track, pan.translationInWindow, tie: false) {
                    return "a slider vetoes pans parallel to its track"
                }
            case .generic:
                break
            }
        }
        return nil
    }

    /// G7: the host's answer about `r` (`gestureShouldBegin`, UIKit's override of
    /// `gestureRecognizerShouldBegin:`): a reason when it vetoes, else nil. Asked of the
    /// recognizer's own view as well (UIKit asks every view its touches were hit-tested to).
    func hostVetoReason(for r: Recognizer) -> String? {
        if let veto = gestureShouldBegin, !veto(self, r) {
            return "the view's gesture-should-begin callback returned false"
        }
        return nil
    }

    /// The control's x axis (a slider's track, a segmented control's row of segments) in
    /// `window`'s coordinates (the window's x axis when it cannot be converted: no window, a
    /// singular transform).
    private func trackDirection(in window: View?) -> Point {
        guard let window, let a = try? convert(Point(0, 0), to: window),
              let b = try? convert(Point(1, 0), to: window) else { return Point(1, 0) }
        let d = Point(b.x - a.x, b.y - a.y)
        return d.x.isFinite && d.y.isFinite && (d.x != 0 || d.y != 0) ? d : Point(1, 0)
    }

    /// `v` runs more along `track` than across it (|v·t| > |v×t|), or as much (`tie`).
    private func along(_ track: Point, _ v: Point, tie: Bool) -> Bool {
        let a = abs(v.x * track.x + v.y * track.y), b = abs(v.x * track.y - v.y * track.x)
        return tie ? a >= b : a > b
    }

    /// C1 slider: the thumb's centre, in the slider's own coordinates, at `value` (UIKit's
    /// `thumbRectForBounds:trackRect:value:`: its x runs over the bounds' width less the
    /// thumb's, in proportion to the value in its range; centred across the track, which is
    /// centred in the bounds; not rounded to points here).
    func sliderThumbCentre(_ c: Control, value: Double) -> Point {
        let b = bounds, side = Constants.sliderThumbSize
        let range = c.maximumValue - c.minimumValue
        let raw = range > 0 ? (value - c.minimumValue) / range : 0
        let f = raw.isFinite ? min(max(raw, 0), 1) : 0
        return Point(b.minX + side / 2 + f * (b.size.width - side), b.minY + b.size.height / 2)
    }

    /// C1/G7 slider: whether `p` (in the slider's own coordinates) lands on the thumb as it
    /// stands: its square grown to at least `TC_SLIDER_THUMB_HIT_SIZE` (iOS 18.2
    /// `_shouldBeginTrackingAtPoint:pointInKnob:inKnob:`, the thumb view's bounds inset by
    /// `thumbHitEdgeInsets`; UIKit's private track-enabled flag, which makes the whole track
    /// count, is not modelled).
    func isOnSliderThumb(_ c: Control, _ p: Point) -> Bool {
        let centre = sliderThumbCentre(c, value: c.value)
        let side = max(Constants.sliderThumbSize, Constants.sliderThumbHitSize)
        return Rect(centre.x - side / 2, centre.y - side / 2, side, side).contains(p)
    }

    /// C1 slider: the value whose thumb centre is at `x` in the slider's own coordinates,
    /// clamped to the range; nil when the geometry gives none (the bounds no wider than the
    /// thumb, or a position that overflows).
    func sliderValue(_ c: Control, thumbCentreX x: Double) -> Double? {
        let b = bounds, side = Constants.sliderThumbSize
        let travel = b.size.width - side
        guard travel > 0 else { return nil }
        let raw = (x - b.minX - side / 2) / travel
        guard raw.isFinite else { return nil }
        return c.minimumValue + min(max(raw, 0), 1) * (c.maximumValue - c.minimumValue)
    }

    private func isOnSwitchKnob(_ window: View?, _ startInWindow: Point, _ c: Control) -> Bool {
        guard let start = try? window?.convert(startInWindow, to: self) else { return false }
        // The knob fills the half of the switch it rests on: the right half when on.
        let mid = bounds.origin.x + bounds.size.width / 2
        return c.value >= 0.5 ? start.x >= mid : start.x < mid
    }
}

extension Scene {
    /// R3, C1, C2: a control's own handling of its touches. True when it consumed them (the
    /// walk stops), false when they go on up the chain.
    ///
    /// UIKit's `touchesBegan` tracks only `[event _firstTouchForView:self]` — a touch of the
    /// event keyed to the control, i.e. whose hit-test view (`UITouch.view`) is the control
    /// (`touchesForView:` reads `_keyedTouches`, keyed by each touch's view) — and never calls
    /// super while the control can track: a touch hit-tested to an interactive subview and
    /// passed up is swallowed at its began but not tracked (the "button with an interactive
    /// subview stops firing"). Its `touchesMoved`/`touchesEnded` call super when the control is
    /// not tracking, so that touch's later phases go on up the chain; `touchesCancelled`
    /// never calls super. While the control's own first touch is down, such a touch's began
    /// presses the control again with that first touch, and its moved and ended act at the
    /// first touch's location while the control tracks (`track`).
    ///
    /// UIControl's `touchesBegan` also calls super, tracking nothing, when the event has a
    /// button mask that shares no button with its `_requiredButtonMask` (1, the primary
    /// button, set by `initWithFrame:`/`initWithCoder:`): a pointer touch that began without
    /// the primary button (`Touch.missesControlButton`) walks on up the chain, and so do its
    /// moved and ended (the control is not tracking it); its cancel stops here.
    ///
    /// UISegmentedControl overrides all four handlers and never calls super: every touch that
    /// reaches it stops here. Its `touchesBegan:` returns at once, tracking nothing, for an
    /// event whose `_buttonMask` is not 0 and lacks the primary button (bit 1): such a pointer
    /// touch is swallowed, with its moved and ended, and sends nothing.
    ///
    /// A slider tracks only what its `beginTrackingWithTouch:` accepts (a touch on its thumb, or
    /// a pointer's): UIControl's `touchesBegan:` then neither tracks nor calls super — the
    /// began of a touch landing off the thumb stops at the slider, sending nothing — and its
    /// `touchesMoved:`/`touchesEnded:`, not tracking, call super: that touch's moved and ended
    /// walk on up the chain (its cancel stops here, as any control's).
    ///
    /// A page control never tracks: `UIPageControl -shouldTrack` answers NO when its visual
    /// provider's `shouldDisableTouchTracking` does, which `_UIInteractivePageControlVisualProvider`
    /// (the provider of apps linked against a recent SDK) always does. In UIKit, UIControl's
    /// `touchesBegan:`, `touchesMoved:` and `touchesEnded:` then call super, so they walk on up
    /// the chain. The engine follows our rule R3 instead ("controls never forward"): a page
    /// control consumes every phase of its touches (BEHAVIOUR.md R3, *Our choice*). Its events
    /// come from its recognizers (`pageTouches`).
    func controlHandle(_ v: View, _ c: Control, phase: Phase, touches: TouchList) -> Bool {
        if phase != .cancelled && allMissControlButton(touches) && !tracksOneOf(c, touches) {
            // C1/R3: not for this control: UIControl calls super; a segmented control
            // swallows it.
            return c.kind == .segmented
        }
        if c.kind == .segmented {
            if c.isEnabled { track(v, c, phase: phase, touches: touches) }
            return true   // R3: UISegmentedControl never calls super
        }
        if c.kind == .page {
            if c.isEnabled { pageTouches(v, c, phase: phase, touches: touches) }
            // R3 (the spec's rule; UIKit's page control, never tracking, calls super): its
            // touches stop here, but a subview's moved and ended, passed on as by any control
            // tracking none (its began having stopped here, they go no further, R2).
            return !((phase == .moved || phase == .ended) && !isHitTestView(v, of: touches))
        }
        if (phase == .moved || phase == .ended) && !c.isTracking
            && (!isHitTestView(v, of: touches) || (c.kind == .slider && c.isEnabled)) {
            // R3: not tracking a touch that is not its own, or a slider not tracking (its touch
            // landed off the thumb): UIControl calls super
            return false
        }
        if c.isEnabled { track(v, c, phase: phase, touches: touches) }  // C2: else consumed, no events
        return true
    }

    /// Whether every touch of the delivery is a pointer touch that began without the
    /// primary button (nothing counted; usually one touch, and false at its first).
    @inline(__always)
    private func allMissControlButton(_ touches: TouchList) -> Bool {
        var all = true
        touches.forEachUnretained { t in if !t.missesControlButton { all = false } }
        return all && touches.count > 0
    }

    /// Whether the control tracks one of the delivery's touches.
    @inline(__always)
    private func tracksOneOf(_ c: Control, _ touches: TouchList) -> Bool {
        guard let tracked = c.trackedTouch else { return false }
        return touches.contains(where: { $0 === tracked })
    }

    /// Whether `v` is the hit-test view of one of the delivery's touches (one delivery's
    /// touches share their hit-test view, so: of all of them).
    @inline(__always)
    private func isHitTestView(_ v: View, of touches: TouchList) -> Bool {
        indexOfFirstTouch(hitTestedTo: v, in: touches) >= 0
    }

    /// UIKit's `_firstTouchForView:`: the first of `touches` whose hit-test view is `v`.
    private func firstTouch(hitTestedTo v: View, in touches: TouchList) -> Touch? {
        let i = indexOfFirstTouch(hitTestedTo: v, in: touches)
        return i >= 0 ? touches[i] : nil
    }

    /// The index of that touch, or −1; compared by identity, nothing counted (this runs for
    /// every moved sample that reaches a control not tracking).
    private func indexOfFirstTouch(hitTestedTo v: View, in touches: TouchList) -> Int {
        let me = Unmanaged.passUnretained(v).toOpaque()
        var i = 0, found = -1
        touches.forEachUnretained { t in
            if found < 0, t.viewUnmanaged?.toOpaque() == me { found = i }
            i += 1
        }
        return found
    }

    /// C1: UIKit's `[event _firstTouchForView:self]`, the touch UIControl's handlers (and
    /// UISegmentedControl's) act on whichever of the control's touches the delivery carries:
    /// the touch that began as the control's first — delivered to it while it had no other
    /// live touch of its own (`Touch.isFirstTouchForView`) — while it is live and still the
    /// control's (not taken by a recognizer, G3). Nil when there is none: once the first touch
    /// has lifted, a second finger still down is not the first (UIKit sets the flag only when
    /// a touch begins). Compared by identity, nothing counted.
    private func firstTouch(of v: View, _ c: Control) -> Touch? {
        guard let t = c.firstTouch, t.isLive, t.isFirstTouchForView, !t.isTakenFromView,
              t.viewUnmanaged?.toOpaque() == Unmanaged.passUnretained(v).toOpaque() else { return nil }
        return t
    }

    /// Names `t` as the touch the control tracks, on both sides (the touch knows its control
    /// by handle: its release ends that tracking).
    private func beginFollowing(_ v: View, _ c: Control, _ t: Touch) {
        c.trackedTouch = t
        c.trackSerial &+= 1
        t.trackingControlSlot = v.handleSlot
        t.trackingControlGeneration = v.handleGeneration
    }

    /// C1 switch: the touch it follows from now on — the first of `touches` whose hit-test
    /// view it is, when it follows no live touch. Nil: it keeps the touch it follows, or none
    /// is its (a second finger on a multiple-touch switch changes nothing: our choice, C1).
    private func follow(_ v: View, _ c: Control, _ touches: TouchList) -> Touch? {
        guard c.trackedTouch == nil || !(c.trackedTouch?.isLive ?? false),
              let t = firstTouch(hitTestedTo: v, in: touches) else { return nil }
        beginFollowing(v, c, t)
        return t
    }

    /// C1: an enabled control's tracking for one delivery. Every kind but the switch acts on
    /// its first touch (`firstTouch(of:_:)`), as UIControl's `touchesBegan:`/`Moved:`/`Ended:`/
    /// `Cancelled:` (and UISegmentedControl's) do, whichever touch the delivery carries: on a
    /// multiple-touch control a second finger's began presses it again with the first (touch-down
    /// again, tracking restarted), its moves send the first finger's drag events, and its lift
    /// ends the tracking where the first finger is (touch-up-inside or -outside); the first
    /// finger's own later phases then find the control not tracking. The switch follows its
    /// own touch only (`follow`).
    private func track(_ v: View, _ c: Control, phase: Phase, touches: TouchList) {
        switch phase {
        case .began:
            let t: Touch
            if c.kind == .switch {
                guard let own = follow(v, c, touches) else { return }
                t = own
            } else {
                // UIControl's touchesBegan: `beginTrackingWithTouch:` with the first touch at
                // every began that reaches the control while it can track, tracking already
                // or not (none: nothing happens, and the began goes no further).
                guard let first = firstTouch(of: v, c) else { return }
                beginFollowing(v, c, first)
                t = first
            }
            // C1 slider: `beginTrackingWithTouch:` answers NO for a touch off the thumb (not a
            // pointer's): UIControl does not track it — no highlight, no event — and the slider
            // lets it go. `setTracking:` takes that NO: a slider tracking its first touch stops
            // when a second finger lands while the first is off the thumb (held past an end of
            // the track), sending nothing (our choice: unhighlighted, as at any end of tracking;
            // UIKit leaves the highlight as it was).
            if c.kind == .slider, !sliderGrabs(v, c, t) {
                if c.isTracking {
                    let inside = c.isTouchInside
                    c.stopTracking()
                    c.isTouchInside = inside
                } else {
                    c.trackedTouch = nil
                }
                t.trackingControlSlot = -1
                return
            }
            c.isTracking = true
            // UIKit's touchesBegan: the touch is inside and the control highlighted from the
            // touch-down (a touch reaches the control only where it is hit, which counts as
            // inside: `isTouchMostlyInside`).
            c.isTouchInside = true
            // C1 segmented: UISegmentedControl overrides touchesBegan/Moved/Ended/Cancelled
            // without calling super: it only highlights the segment under the finger (never
            // the control: its `isHighlighted` stays NO) and sends no touch-down, drag,
            // touch-up or cancel event. A press on the selected segment slides
            // (`_tapSegmentAtPoint:touchDown:` sets bit 0x1000 when the touched segment is the
            // selected one, `animateSlidingSelectionByDefault` being on).
            if c.kind == .segmented {
                c.segmentSliding = Double(segmentIndex(v, c, t)) == c.value
                return
            }
            c.isHighlighted = true
            // C1 switch: UISwitch's modern visual element runs on its own recognizers (a long
            // press, minimumPressDuration 0.01, and a pan), not on UIControl tracking: no
            // touch-down, drag, touch-up-outside or touch-cancel event.
            if c.kind == .switch { switchPress(v, c, t); return }
            // C1 slider: its `beginTrackingWithTouch:` (`sliderGrabs`, above) has set the value,
            // sending nothing.
            var events: ControlEvents = .touchDown
            if t.tapCount > 1 { events.insert(.touchDownRepeat) }
            guard send(v, c, events) else { return }
            if c.kind == .stepper { stepperPress(v, c, t) }
            // C1 slider: after touch-down, UIControl's touchesBegan calls `_controlTouchBegan:`,
            // where a tracking continuous slider sends value-changed (and with it the primary
            // action: UISlider's `_controlEventsForActionTriggered` is value-changed).
            if c.kind == .slider { _ = send(v, c, [.valueChanged, .primaryActionTriggered]) }
        case .moved:
            // While tracking, whichever touch moved (UIControl's touchesMoved measures the first
            // touch; not tracking, nothing: `controlHandle` passes a touch on when it is not the
            // control's own).
            guard let t = c.trackedTouch, c.kind != .switch || touches.contains(where: { $0 === t }) else { return }
            // C1 slider: UIControl's touchesMoved calls `continueTrackingWithTouch:` first: the
            // slider's thumb follows the touch (by its travel from the press) and, continuous,
            // value-changed (with the primary action) goes out at every move, the value
            // changed or not — before the touch's inside is measured and the drag events are
            // sent.
            if c.kind == .slider {
                sliderTakesTouch(v, c, t)
                guard send(v, c, [.valueChanged, .primaryActionTriggered]) else { return }
            }
            let inside = isTouchMostlyInside(v, c, t)
            let was = c.isTouchInside
            c.isTouchInside = inside
            // C1 segmented: the segment highlighted follows the finger (inside the tracking
            // area, or anywhere while sliding); no event, and the control is not highlighted.
            if c.kind == .segmented { return }
            c.isHighlighted = inside
            // The switch's highlight is its knob's `pressed` (set inside, cleared outside).
            if c.kind == .switch { switchMoved(v, c, t, inside); return }
            // UIKit's stepper re-highlights the half under the touch (continueTrackingWithTouch:)
            if c.kind == .stepper { c.stepHalf = stepperHalf(v, t, inside) }
            // UIKit's touchesMoved: crossing the edge sends drag-enter or drag-exit, and every
            // move then sends drag-inside or drag-outside, the crossing one too.
            if inside != was { guard send(v, c, inside ? .touchDragEnter : .touchDragExit) else { return } }
            guard send(v, c, inside ? .touchDragInside : .touchDragOutside) else { return }
            if c.kind == .stepper { stepperMoved(v, c, t) }
        case .ended:
            // Whichever touch lifted ends the tracking, where the first touch is (UIKit's
            // touchesEnded reads `_firstTouchForView:`).
            guard let t = c.trackedTouch, c.kind != .switch || touches.contains(where: { $0 === t }) else { return }
            if c.kind == .segmented { segmentedLift(v, c, t); return }
            if c.kind == .switch { switchLift(v, c, t); return }
            let inside = isTouchMostlyInside(v, c, t)
            let was = c.isTouchInside
            // UIKit's touchesEnded: a lift back inside highlights the control first; then
            // drag-enter or drag-exit (still tracking), `setTracking:NO`, touch-up-inside or
            // -outside (and with it the primary action), and only then `setHighlighted:NO`: a
            // target of the touch-up still reads the control highlighted, not tracking, and
            // the touch inside or not.
            c.isHighlighted = c.isHighlighted || inside
            c.isTouchInside = inside
            c.trackedTouch = nil
            c.repeatGeneration &+= 1
            c.trackSerial &+= 1
            // Not tracking, unhighlighted and the touch not inside once the events are sent
            // (also when a target ended them early).
            defer { c.isTracking = false; c.isTouchInside = false; c.isHighlighted = false }
            // A lift that crosses the edge enters or exits first.
            if inside != was { guard send(v, c, inside ? .touchDragEnter : .touchDragExit) else { return } }
            // C1 stepper: UIControl's touchesEnded calls endTrackingWithTouch: before it sends
            // touch-up, and UIStepper's steps there only when its timer never stepped
            // (`_repeatCount == 0`) and a half is still highlighted (the one the last began or
            // moved sample highlighted).
            if c.kind == .stepper, c.repeatCount == 0, c.stepHalf != 0 {
                guard stepperStep(v, c) != nil else { return }
            }
            c.isTracking = false
            // C1 slider: its `endTrackingWithTouch:` (called before touch-up) stops tracking,
            // sends value-changed (with the primary action) whatever the value, then
            // unhighlights. The value first takes the lift's own location (our choice: it may
            // differ from the last moved; UIKit's end does not read the touch).
            if c.kind == .slider {
                sliderTakesTouch(v, c, t)
                guard send(v, c, [.valueChanged, .primaryActionTriggered]) else { return }
                c.isHighlighted = false
            }
            if inside {
                // A target may destroy the control or make the view an ordinary view again:
                // then nothing more is sent (C1), nor is its value changed.
                guard send(v, c, .touchUpInside) else { return }
                // A stepper's and a slider's primary action came with their value-changed
                // (their `_controlEventsForActionTriggered` is value-changed).
                if c.kind == .stepper || c.kind == .slider { return }
                _ = send(v, c, .primaryActionTriggered)
            } else {
                _ = send(v, c, .touchUpOutside)
            }
        case .cancelled:
            // Whichever touch is cancelled cancels the tracking (UIControl's touchesCancelled:
            // `cancelTrackingWithEvent:` while tracking).
            guard let t = c.trackedTouch, c.kind != .switch || touches.contains(where: { $0 === t }) else { return }
            let inside = c.isTouchInside
            c.stopTracking()   // no touch is tracked any more (as C2's disable)
            // UIControl's `cancelTrackingWithEvent:` clears tracking and the highlight but not
            // the touch-inside flag: it reads as it last was until the next tracked touch-down
            // (every kind: the header's promise).
            c.isTouchInside = inside
            if c.kind == .segmented { return }   // UISegmentedControl's touchesCancelled: no event
            // A switch's press cancelled: no event and its value unchanged (see `switchLift`).
            if c.kind == .switch { return }
            // C1 stepper: UIStepper's `cancelTrackingWithEvent:` only hands the cancel to its
            // visual element (which unhighlights its halves and stops its timer) and does not
            // call UIControl's, which would send touch-cancel: no event. (UIKit leaves it
            // tracking and highlighted; the engine clears both, as above: our choice.)
            if c.kind == .stepper { return }
            _ = send(v, c, .touchCancel)
        case .stationary, .changed:
            return
        }
    }

    /// C1 page control: its events for one delivery, as its recognizers send them — it never
    /// tracks (`controlHandle`), so it is never tracking, highlighted or touch-inside.
    /// `_UIInteractivePageControlVisualProvider`'s `prepare` adds to it a
    /// `_UIControlEventsGestureRecognizer` (cancelsTouchesInView and delaysTouchesEnded NO)
    /// whose delegate method hands each event to the page control's `_sendActionsForEvents:`:
    /// at its touchesBegan touch-down (and touch-down-repeat from a tap count of 2); at each
    /// touchesMoved drag-enter or drag-exit when the touch crosses the edge of
    /// `pointMostlyInside:`, then drag-inside or drag-outside; at touchesEnded the crossing
    /// again, then touch-up-inside or touch-up-outside; at touchesCancelled touch-cancel. And a
    /// `UITapGestureRecognizer` whose action, `didTapPageControl:`, changes the page
    /// (value-changed, which brings the primary action): actions are sent in the gesture
    /// environment's update, after every recognizer has had the lift, so after touch-up.
    /// The recognizer acts on `[touches anyObject]`, every touch it is handed: here each touch
    /// whose hit-test view is the control (the first of them in the delivery), a second finger
    /// of a multiple-touch page control too — its own touch-down, drag and touch-up events,
    /// measured where it is, with one inside flag shared by all (the recognizer's). A second
    /// finger fails the tap (one touch required): no page change for that sequence. A cancel
    /// cancels the control-events recognizer: nothing more until its touches have all ended.
    private func pageTouches(_ v: View, _ c: Control, phase: Phase, touches: TouchList) {
        guard let t = firstTouch(hitTestedTo: v, in: touches) else { return }
        switch phase {
        case .began:
            if hasOtherTouch(on: v, besides: t) {
                c.pageTapMoved = true      // a second finger: the tap recognizer fails
            } else {
                // The recognizers start afresh (they reset once all their touches have ended).
                c.pageTapMoved = false     // the tap recognizer measures from where it landed
                c.pageCancelled = false
            }
            guard !c.pageCancelled else { return }
            c.pageTouchInside = true       // where the control is hit counts as inside
            var events: ControlEvents = .touchDown
            if t.tapCount > 1 { events.insert(.touchDownRepeat) }
            _ = send(v, c, events)
        case .moved:
            guard !c.pageCancelled else { return }
            notePageTapTravel(c, t)
            let inside = isTouchMostlyInside(v, c, t)
            let was = c.pageTouchInside
            c.pageTouchInside = inside
            if inside != was { guard send(v, c, inside ? .touchDragEnter : .touchDragExit) else { return } }
            _ = send(v, c, inside ? .touchDragInside : .touchDragOutside)
        case .ended:
            guard !c.pageCancelled else { return }
            let tap = isPageTap(c, t)
            let inside = isTouchMostlyInside(v, c, t)
            let was = c.pageTouchInside
            c.pageTouchInside = inside
            c.trackSerial &+= 1   // its touch is done (`send` still stops for a disabled control)
            if inside != was { guard send(v, c, inside ? .touchDragEnter : .touchDragExit) else { return } }
            guard send(v, c, inside ? .touchUpInside : .touchUpOutside) else { return }
            // The tap recognizer's action: a tap (wherever it lifted) changes the page.
            guard tap, changeValueOnTap(v, c, t) else { return }
            _ = send(v, c, [.valueChanged, .primaryActionTriggered])
        case .cancelled:
            guard !c.pageCancelled else { return }
            c.pageCancelled = true
            c.trackSerial &+= 1
            _ = send(v, c, .touchCancel)
        case .stationary, .changed:
            return
        }
    }

    /// C1 page: whether another live touch is delivered to `v` and still its own (not taken,
    /// G3). One scan of the live touches, at a began on a page control only.
    private func hasOtherTouch(on v: View, besides t: Touch) -> Bool {
        let me = Unmanaged.passUnretained(v).toOpaque()
        for other in touchState.liveTouches where other !== t && other.isDeliveredToView {
            if other.viewUnmanaged?.toOpaque() == me && !other.isTakenFromView { return true }
        }
        return false
    }

    /// C1 slider press, iOS 18.2 `_UISlideriOSVisualElement beginTrackingWithTouch:`: a touch
    /// landing on the thumb's hit area (`isOnSliderThumb`) grabs the thumb where it is — the
    /// offset from the touch to the thumb's centre is kept (`_hitOffset`) and the value stays;
    /// a pointer touch elsewhere (UIKit's `_isPointerTouch`) moves the thumb's centre to it,
    /// the value jumping there. Either way nothing is sent here. Any other touch is not taken:
    /// false (UIKit answers NO and the control does not track).
    private func sliderGrabs(_ v: View, _ c: Control, _ t: Touch) -> Bool {
        guard let p = try? t.window?.convert(t.location, to: v) else { return false }
        if v.isOnSliderThumb(c, p) {
            let offset = v.sliderThumbCentre(c, value: c.value).x - p.x
            c.sliderGrabOffset = offset.isFinite ? offset : 0
            return true
        }
        guard t.type == .indirectPointer else { return false }
        c.sliderGrabOffset = 0
        sliderTakesTouch(v, c, t)
        return true
    }

    /// C1 slider: the thumb's centre goes to the touch's x plus the offset kept at the press,
    /// and the value with it (no event: the caller sends value-changed). Geometry that gives
    /// no value (see `sliderValue`) leaves it as it is.
    private func sliderTakesTouch(_ v: View, _ c: Control, _ t: Touch) {
        guard let p = try? t.window?.convert(t.location, to: v),
              let value = v.sliderValue(c, thumbCentreX: p.x + c.sliderGrabOffset) else { return }
        c.value = value
    }

    /// C1: whether the touch counts as inside the control (UIKit's `isTouchInside`, its
    /// `pointMostlyInside:withEvent:` = the grown bounds contain the point `||` `[self
    /// pointInside:withEvent:]`): in the bounds grown by the tracking margin, or anywhere the
    /// control is hit — its point-inside (the hit area with its insets and minimum size, H6a,
    /// or the host's point-inside override given that answer, H6f: UIKit asks an overridden
    /// `pointInside:`, so a button grown by one fires for taps on the grown area) and its
    /// polygon (H6d).
    private func isTouchMostlyInside(_ v: View, _ c: Control, _ t: Touch) -> Bool {
        guard let p = try? t.window?.convert(t.location, to: v) else { return false }
        let m = c.trackingMargin
        if v.bounds.inset(by: EdgeInsets(top: -m, left: -m, bottom: -m, right: -m)).contains(p) { return true }
        return pointInside(v, p)
    }

    /// UIKit's `[view pointInside:withEvent:]` for a point in `v`'s bounds coordinates: where
    /// the view is hit — its hit area with its insets and minimum size (H6a), or the host's
    /// point-inside override given that answer (H6f), and its polygon (H6d).
    func pointInside(_ v: View, _ p: Point) -> Bool {
        // The hit cache's flags say whether there is a hook or a polygon to read at all (each
        // read of them from the extras counts a reference).
        let h = v.hit
        // H6e: with presentation geometry in use, tested where the view is shown (UIKit's
        // `pointInside:` converts into the presentation layer), the point being the model's.
        var inside = h.flags & HitCache.presented == 0 ? h.contains(p) : v.shownPointInside(p)
        if h.flags & HitCache.pointInsideHook != 0, let hook = v.pointInsideOverride {
            inside = askPointInside(hook, v, p, inside)
        }
        guard inside, h.flags & HitCache.selfSpecial != 0 else { return inside }
        let polygon = v.hitPolygon
        guard !polygon.isEmpty else { return true }
        guard let q = v.polygonPoint(p) else { return false }
        return polygonContains(polygon, q)
    }

    /// The host's point-inside override, asked as hit-testing asks it (H6f): under H5 — the
    /// hit-testing level is raised while it runs, so it may query (a nested hit test gets its
    /// own stack) but every mutation is refused. Past the nesting limit it is not asked and
    /// the engine's answer stands.
    @inline(never)
    private func askPointInside(_ hook: (View, Point, Bool) -> Bool, _ v: View, _ p: Point,
                                _ engine: Bool) -> Bool {
        guard rules.hitDepth < Constants.maxHitTestDepth else { return engine }
        rules.hitDepth &+= 1
        defer { rules.hitDepth &-= 1 }
        return hook(v, p, engine)
    }

    /// The fraction of the control's width under the touch, in 0...1: geometry that overflows
    /// a double (an inf or NaN position) must not reach an Int conversion (a trap) nor a value.
    private func fractionAcross(_ v: View, _ t: Touch) -> Double {
        let p = (try? t.window?.convert(t.location, to: v)) ?? Point(0, 0)
        let raw = v.bounds.size.width > 0 ? (p.x - v.bounds.origin.x) / v.bounds.size.width : 0
        return raw.isFinite ? min(max(raw, 0), 1) : 0
    }

    /// C1 page: a moved sample farther from where the press landed than a tap's allowable
    /// movement (G8's `TC_DEFAULT_TAP_MOVEMENT`, Euclidean in the window, as the tap
    /// recognizer measures) makes the press no tap, even if it comes back.
    @inline(__always)
    private func notePageTapTravel(_ c: Control, _ t: Touch) {
        let dx = t.location.x - t.startLocation.x, dy = t.location.y - t.startLocation.y
        if (dx * dx + dy * dy).squareRoot() > Constants.tapAllowableMovement { c.pageTapMoved = true }
    }

    /// C1 page: whether the lift ends a tap as the page control's tap recognizer (UIKit's
    /// defaults, G8) sees one: never farther than `TC_DEFAULT_TAP_MOVEMENT` from where it
    /// landed (the lift's own location included) and lifted within `TC_DEFAULT_TAP_DURATION`
    /// of its touch-down (the recognizer's timer fails it at that time, before a lift at the
    /// same time, E4).
    private func isPageTap(_ c: Control, _ t: Touch) -> Bool {
        notePageTapTravel(c, t)
        return !c.pageTapMoved && t.timestamp < t.beganTime + Constants.defaultTapDuration
    }

    /// Value changes a tap makes: page steps (a segmented control selects at the lift,
    /// `segmentedLift`; a switch toggles in `switchLift`; a stepper steps in its own way,
    /// `stepperPress`).
    private func changeValueOnTap(_ v: View, _ c: Control, _ t: Touch) -> Bool {
        let f = fractionAcross(v, t)
        let old = c.value
        switch c.kind {
        case .page:
            // UIKit's _UIInteractivePageControlVisualProvider `didTapPageControl:`: with two
            // pages a tap toggles the page whichever side it lands on; from three pages the
            // side of the current indicator decides (the engine's page control has two).
            if c.segmentCount <= 2 {
                c.value = c.value == c.minimumValue ? c.maximumValue : c.minimumValue
            } else {
                c.value = min(max(c.value + (f < 0.5 ? -1 : 1), c.minimumValue), c.maximumValue)
            }
        // A switch toggles in `switchLift` (its events come from its own recognizers).
        case .button, .switch, .slider, .generic, .stepper, .segmented: break
        }
        return c.value != old
    }

    /// C1 segmented: the segment closest to the touch (UISegmentedControl's
    /// `_closestSegmentIndexAtPoint:`): the engine's segments share the width equally, so the
    /// one under the touch's x, clamped to the row — outside the control too.
    private func segmentIndex(_ v: View, _ c: Control, _ t: Touch) -> Int {
        let n = max(c.segmentCount, 1)
        return min(max(Int(fractionAcross(v, t) * Double(n)), 0), n - 1)
    }

    /// C1 segmented: UISegmentedControl's touchesEnded (it never calls UIControl's): a lift
    /// inside the tracking area — or anywhere, for a press that began on the selected
    /// segment (sliding: UIKit skips the `pointMostlyInside:` test then) — selects the
    /// highlighted segment, the one closest to the lift (our choice: the lift's own location
    /// counts as a last move; UIKit selects the segment its last move highlighted);
    /// value-changed, then primary-action, only when the selection changes
    /// (`_setSelectedSegmentIndex:notify:animate:` emits for the segment already selected
    /// only under a private flag the engine does not model). No touch-up event either way.
    private func segmentedLift(_ v: View, _ c: Control, _ t: Touch) {
        let selects = c.segmentSliding || isTouchMostlyInside(v, c, t)
        c.stopTracking()
        guard selects else { return }
        let index = Double(segmentIndex(v, c, t))
        guard index != c.value else { return }
        c.value = index
        guard send(v, c, .valueChanged) else { return }
        _ = send(v, c, .primaryActionTriggered)
    }

    /// The touch's x in the switch's own coordinates (UIKit's pan measures
    /// `translationInView:` the switch): 0 when it cannot be converted or is not finite.
    private func switchX(_ v: View, _ t: Touch) -> Double {
        let x = (try? t.window?.convert(t.location, to: v))?.x ?? 0
        return x.isFinite ? x : 0
    }

    /// C1 switch press: UISwitchModernVisualElement's `_handleLongPressWithGestureLocationIn
    /// Bounds:gestureState:` at its began: the session is reset (displayed and last committed
    /// = the value) and the toggle is pending for the long press.
    private func switchPress(_ v: View, _ c: Control, _ t: Touch) {
        let on = c.value >= 0.5
        c.switchDisplayedOn = on
        c.switchPending = 1
        c.switchPendingOn = !on
        c.switchStartX = switchX(v, t)
        c.switchZeroOffset = 0
    }

    /// Applies the pending value to the knob (UIKit's `applyPendingDisplayedOnValueWithout
    /// SendingActions`: the knob moves, no event yet).
    private func switchApplyPending(_ c: Control) {
        guard c.switchPending != 0 else { return }
        c.switchDisplayedOn = c.switchPendingOn
        c.switchPending = 0
    }

    /// C1 switch moved sample. The pan first (`_handlePanWithGestureLocationInBounds:`): a
    /// horizontal translation, from the zero offset, of more than 25 pt toward the other side
    /// of the knob (`_updateMovementVectorForPanInitiatedChanges`: naturalLayoutDirection ×
    /// 25, negated when on; the engine lays out left to right) makes that side pending for
    /// the pan and moves the zero offset there (so a drag back 25 pt flips again). Then the
    /// long press's changed: inside, a pending drag value is applied; outside the tracking
    /// area (`pointMostlyInside:` fails) whatever is pending is applied — the press's toggle
    /// included, so a press that slides out toggles the knob.
    private func switchMoved(_ v: View, _ c: Control, _ t: Touch, _ inside: Bool) {
        let translation = switchX(v, t) - c.switchStartX
        let d = translation - c.switchZeroOffset
        // `_isMovementDirectionAndMagnitudeEnoughToPerformOnOffChange:`: off → rightward
        // (d > 0), on → leftward, and |d| > 25.
        let toward = c.switchDisplayedOn ? d <= 0 : d > 0
        if toward, abs(d) > Constants.switchDragThreshold {
            c.switchPending = 2
            c.switchPendingOn = !c.switchDisplayedOn
            c.switchZeroOffset = translation
        }
        if !inside || c.switchPending == 2 { switchApplyPending(c) }
    }

    /// C1 switch lift (the long press ends; `gestureIsInEndState:`). Lifted inside with the
    /// press's toggle still pending (a tap: no qualifying drag and never outside), the toggle
    /// is applied and counts as touch-up-inside; otherwise whatever is pending is applied.
    /// Then, after UIKit's CATransaction commit, `applyPendingDisplayedOnValueAndSendActions`:
    /// if the knob's side differs from the last committed value, the value becomes it and
    /// value-changed goes out (`visualElement:transitionedToOn:`; UISwitch's primary action
    /// comes with value-changed), and only then touch-up-inside, for a tap only
    /// (`visualElementHadTouchUpInside:`). The knob is no longer pressed then and the switch
    /// not tracking.
    private func switchLift(_ v: View, _ c: Control, _ t: Touch) {
        let inside = isTouchMostlyInside(v, c, t)
        let tap = inside && c.switchPending == 1
        switchApplyPending(c)
        c.stopTracking()
        let on: Double = c.switchDisplayedOn ? 1 : 0
        if on != c.value {
            c.value = on
            guard send(v, c, [.valueChanged, .primaryActionTriggered]) else { return }
        }
        if tap { _ = send(v, c, .touchUpInside) }
    }

    /// The stepper half a touch highlights: −1 left, +1 right, 0 outside the tracking area
    /// (UIKit's `_updateHighlightingAtPoint:` splits at the bounds' mid x when the point is
    /// mostly inside, and highlights neither button otherwise).
    private func stepperHalf(_ v: View, _ t: Touch, _ inside: Bool) -> Double {
        inside ? (fractionAcross(v, t) < 0.5 ? -1 : 1) : 0
    }

    /// C1 stepper: a press does not step (UIKit's `beginTrackingWithTouch:` only highlights a
    /// half and starts its autorepeat timer, `_repeatCount = 0`). Held, it steps
    /// `TC_STEPPER_REPEAT_DELAY` (0.5 s) after the press and then on while a half is
    /// highlighted (`_updateCount:` from the timer); a quick tap steps at the lift instead.
    /// A second finger pressing it again with the first (C1) restarts all this from the first
    /// touch as it is now: the half under it, or none when it is outside the tracking area
    /// (`_updateHighlightingAtPoint:` asks `pointMostlyInside:`; UIKit's earlier timer, which
    /// `_startTimer` replaces without invalidating it, is not modelled: the press's timer is
    /// the latest).
    private func stepperPress(_ v: View, _ c: Control, _ t: Touch) {
        c.stepHalf = stepperHalf(v, t, isTouchMostlyInside(v, c, t))
        c.repeatCount = 0
        c.repeatGeneration &+= 1
        c.repeatArmed = false
        scheduleStepperRepeat(v, c, t, touchKey(t), at: input.now + Constants.stepperRepeatDelay,
                              c.repeatGeneration)
    }

    /// A moved sample of a held stepper's touch re-arms its repeats when they stopped (the
    /// finger had slid out, or the value had reached its end): UIKit's timer keeps firing
    /// every 0.5 s, so the next step comes within `TC_STEPPER_REPEAT_DELAY`.
    private func stepperMoved(_ v: View, _ c: Control, _ t: Touch) {
        guard !c.repeatArmed, c.stepHalf != 0 else { return }
        scheduleStepperRepeat(v, c, t, touchKey(t), at: input.now + Constants.stepperRepeatDelay,
                              c.repeatGeneration)
    }

    /// One step toward the highlighted half, clamped; value-changed then primary-action
    /// (UIStepper is continuous and its primary event is value-changed) when the value
    /// moved. nil when a target ended the control's tracking (see `send`), else whether the
    /// value changed.
    private func stepperStep(_ v: View, _ c: Control) -> Bool? {
        let old = c.value
        c.value = min(max(c.value + c.stepHalf, c.minimumValue), c.maximumValue)
        if c.value == old { return false }
        return send(v, c, [.valueChanged, .primaryActionTriggered]) ? true : nil
    }

    /// Which touch a pooled touch object is now: its handle's slot and generation.
    private func touchKey(_ t: Touch) -> UInt64 {
        UInt64(UInt32(bitPattern: t.handleSlot)) << 32 | UInt64(t.handleGeneration)
    }

    /// The next repeat of a held stepper. The timer holds the view, control and touch (as a
    /// recognizer's timer holds its recognizer) until it fires or the scene's timers are
    /// cleared. When it fires it does nothing unless the same press is still held
    /// (generation, control, and the same touch still live: touches are pooled, and the
    /// control may never see its touch end when its own touches callback handles the lift,
    /// R3). It steps while the touch is inside the tracking area on the half first
    /// pressed and the value can still move; otherwise the repeats stop until the next moved
    /// sample of the touch re-arms them (`stepperMoved`) — so a held finger costs a bounded
    /// number of firings however far the host advances the clock. (The scene is reached
    /// through the view: a timer that held the scene would keep it alive.)
    private func scheduleStepperRepeat(_ v: View, _ c: Control, _ t: Touch, _ touch: UInt64,
                                       at deadline: Double, _ generation: UInt64) {
        c.repeatArmed = true
        try? schedule(at: deadline) {
            guard c.repeatGeneration == generation, v.isAlive, v.control === c, c.isEnabled,
                  c.trackedTouch === t, t.isLive, let scene = v.scene,
                  scene.touchKey(t) == touch else { return }
            c.repeatArmed = false
            // UIKit's `_updateCount:` from its timer: no half highlighted (or that button
            // disabled at the end of the range), no step, and `_repeatCount` drops back to 1.
            guard c.stepHalf != 0, scene.stepperStep(v, c) == true else {
                if c.repeatCount >= 1 { c.repeatCount = 1 }
                return
            }
            // The next firing: 0.5 s later while `_repeatCount` was <= 3 before this step,
            // faster after that. UIKit reads its later intervals from a two-entry table (one
            // while `_repeatCount` <= 18, a faster one from the twentieth step on) whose values
            // the decompile does not show: `TC_STEPPER_REPEAT_INTERVAL` stands in for both.
            let stepsBefore = c.repeatCount
            c.repeatCount += 1
            let next = deadline + (stepsBefore <= 3 ? Constants.stepperRepeatDelay
                                                    : Constants.stepperRepeatInterval)
            // E4: a repeat always comes later than the last. Below TC_MAX_TIMESTAMP a step is
            // hundreds of the clock's ulps, so this never ends the repeats; it keeps any clock
            // where a step no longer moved it from firing at one deadline for ever.
            guard next > deadline else { return }
            scene.scheduleStepperRepeat(v, c, t, touch, at: next, generation)
        }
    }

    /// C1: UIKit's `sendActions(for:)` (`-[UIControl sendActionsForControlEvents:]`, which
    /// calls `_sendActionsForEvents:withEvent:` with no event): the targets registered when the
    /// call starts whose events share a bit with `events` are called once each, in registration
    /// order (one removed meanwhile is skipped, one added meanwhile is not called), with the
    /// lowest bit they share; then, if `events` meets `Control.actionTriggeringEvents`, the
    /// primary-action-triggered targets are, the same way. No touch is involved: the control's
    /// tracking, highlight and value are left as they are, and it sends whether enabled or not
    /// (UIKit's send checks neither; C2 is about touches). A target that destroys the view or
    /// makes it another control (or none: its targets are dropped) ends the call; one that
    /// disables the control or removes it from its window does not (UIKit's loop goes on over
    /// its copy of the targets). Host code may call it from inside callbacks — but hit-testing
    /// (H5: TC_ERR_REENTRANT) — nested at most `Constants.maxSendActionsDepth` deep
    /// (TC_ERR_LIMIT beyond: a target sending its own event again would recurse for ever).
    public func sendActions(of v: View, _ events: ControlEvents) throws(EngineError) {
        try checkMutable()
        guard v.scene === self, v.isAlive else { throw EngineError(.staleHandle, "the view is destroyed") }
        guard let c = v.control else { throw EngineError(.state, "the view is not a control") }
        guard events.isSubset(of: .all) else {
            throw EngineError(.unknownEnum, "events is 0x\(String(events.rawValue, radix: 16)) (TC_CONTROL_EVENT_* bits)")
        }
        // The top-level call is depth 1; up to maxSendActionsDepth calls may nest inside it.
        guard rules.sendActionsDepth <= Constants.maxSendActionsDepth else {
            throw EngineError(.limit, "sends of control actions nested deeper than \(Constants.maxSendActionsDepth)")
        }
        rules.sendActionsDepth += 1
        defer { rules.sendActionsDepth -= 1 }
        guard sendOnce(v, c, events) else { return }
        if !events.isDisjoint(with: c.actionTriggeringEvents) { _ = sendOnce(v, c, .primaryActionTriggered) }
    }

    /// One pass of `sendActions` (UIKit's loop over its copy of the target-actions). False
    /// when a target destroyed the view or replaced or removed its control.
    private func sendOnce(_ v: View, _ c: Control, _ events: ControlEvents) -> Bool {
        let targets = c.targets   // shared storage: copied only if a target changes the list
        for target in targets {
            let shared = target.events.rawValue & events.rawValue
            guard shared != 0, c.targets.contains(where: { $0.id == target.id }) else { continue }
            host { target.handler(v, ControlEvents(rawValue: shared & (~shared &+ 1))) }
            if !v.isAlive || v.control !== c { return false }
        }
        return true
    }

    /// Sends `events` to the targets registered when the send starts, in registration order
    /// (one removed meanwhile is skipped; one added meanwhile waits for the next event).
    /// False when a target destroyed the view, removed its control (or replaced it), disabled
    /// it, or ended or restarted its tracking (a cancel: removed from its window, say): the
    /// caller sends nothing more.
    private func send(_ v: View, _ c: Control, _ events: ControlEvents) -> Bool {
        guard c.isEnabled else { return false }
        let serial = c.trackSerial
        let targets = c.targets   // shared storage: copied only if a target changes the list
        // Deliver each event bit in declaration order to the targets registered for it.
        var bit: UInt32 = 1
        while bit <= ControlEvents.all.rawValue {
            let e = ControlEvents(rawValue: bit)
            if events.contains(e) {
                for target in targets where target.events.contains(e) {
                    guard c.targets.contains(where: { $0.id == target.id }) else { continue }
                    host { target.handler(v, e) }
                    if !v.isAlive || v.control !== c || !c.isEnabled || c.trackSerial != serial { return false }
                }
            }
            bit <<= 1
        }
        return true
    }
}

/// C1: who a control target is, for `View.addControlTarget(_:identity:_:)`: two words the
/// caller chooses (the C layer passes its function pointer and user data). Equal identities are
/// the same target, as UIKit's equal target and action are.
public struct ControlTargetIdentity: Equatable, Sendable {
    public var first: UInt
    public var second: UInt
    public init(_ first: UInt, _ second: UInt) { self.first = first; self.second = second }
}

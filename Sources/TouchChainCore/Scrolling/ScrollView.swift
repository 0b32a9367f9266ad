/// A scroll view (S1): a view given scroll parameters. Like a control (Controls/Control.swift)
/// it is a view with one more component, `View.scroll`, not a subclass: every view can become
/// one, and hit-testing, the responder chain and geometry stay the view's.
///
/// Invariants:
/// - the content offset IS the view's bounds origin (UIKit: contentOffset is bounds.origin),
///   so hit-testing, conversions and the flat tree follow scrolling with no extra state;
/// - `pan` is attached to the view for as long as the view is a scroll view, is a real
///   recognizer of the scene's table (a handle the host can link require-to-fail against)
///   and is never attached elsewhere (the engine refuses to move or destroy it);
/// - `motion` is non-nil exactly while the content decelerates or springs back, and then one
///   host-clock timer of generation `motionGeneration` is pending; any other change of the
///   offset by the engine or the host stops it first (bumping the generation);
/// - `interrupted` (S8) only while `motion` is nil: from a touch-down that caught an in-range
///   motion until that gesture's end resumes it (a new motion, or the one-frame end), or the
///   host sets the offset;
/// - `drag.isDragging` is true from willBeginDragging to willEndDragging (the engine's drag:
///   the content follows the finger); `keepsDragging` only outside one (UIKit's dragging bit
///   after an in-range fling): from its release while its deceleration is about to run,
///   runs, or is held by a touch that caught it (S8) until that gesture ends;
/// - `startingMotion` only while will_begin_decelerating is told for a motion about to start;
/// - `tracking` is set by a gesture of the pan (or scroll input's drag) and cleared when that
///   gesture's end — with its end-of-drag messages — is over.
public final class Scroller {
    public internal(set) var parameters: ScrollParameters
    public internal(set) var hooks = ScrollHooks()
    /// The scroll view's own pan (UIScrollView.panGestureRecognizer).
    public let pan: Recognizer

    struct Drag {
        var isDragging = false
        /// The unresisted offset when the drag began (S4: the rubber band is applied to the
        /// finger's travel from here, so a drag that begins in overscroll does not jump).
        var startRaw = Point.zero
        /// The translation the content's travel is measured from (S4: the finger's travel
        /// within the slop as the pan began, so the content takes the rest at once; re-based
        /// when the host moves the content, `followHostOffset`).
        var translationAtBegin = Point.zero
        /// The axes this drag may move (S6: scrollable; directional lock).
        var axisX = true
        var axisY = true
        /// S9 (handoff): the unresisted offset now and the translation last applied — a
        /// handoff drag moves by increments, the part past the edge going to the outer view.
        var raw = Point.zero
        var lastTranslation = Point.zero
        /// The offset this drag last moved the content to. Found different at the next move,
        /// the host moved the content meanwhile (S4: the drag follows the finger from there).
        var lastOffset = Point.zero
        /// What the rubber band cannot show of the offset the drag started or was re-based at
        /// (`RubberBand.rebase`), added to every offset it shows; almost always zero.
        var rest = Point.zero
        /// S9: the enclosing scroll view this drag handed part of itself to along x / y, by
        /// handle (`ViewHandle`; none: no handoff), not by reference: its release ends that
        /// view's drag whatever it can scroll by then (`Scene.endHandoffDrag`).
        var outerX = ViewHandle.none
        var outerY = ViewHandle.none
        var handedOffX: Bool { !outerX.isNone }
        var handedOffY: Bool { !outerY.isNone }
        /// S9: this drag is an inner view's handoff (no pan of this view drives it; the
        /// inner view's release ends it).
        var byHandoff = false
        /// S4: the pan's finger velocity (window, pt/ms) at the drag's last update and at the
        /// update before it (UIKit's `_horizontalVelocity`/`_verticalVelocity` and
        /// `_previousHorizontalVelocity`/`_previousVerticalVelocity`, which
        /// -_updatePanGesture shifts and reads at every began and changed of its pan); the
        /// release blends them (`Scene.endOwnDrag`). Zero when the drag begins.
        var velocity = Point.zero
        var previousVelocity = Point.zero
    }
    var drag = Drag()
    var motion: ScrollMotion?
    var motionGeneration: UInt64 = 0
    /// S4: the frame of the motion's pending step (`Scene.scheduleMotionStep`); the next step
    /// comes a frame after it.
    var frame = MotionFrame(after: 0)
    /// S8: a touch-down stopped the motion; when that gesture ends without a drag, content
    /// left in overscroll or between pages settles (`Scene.settleStoppedContent`).
    var stoppedByTouch = false
    /// S8: a touch-down caught the content moving in range (UIKit's -_beginTrackingWithEvent:
    /// pauses its display link, `setPaused:YES`, instead of stopping it): the scroll view still
    /// reads decelerating while the gesture holds the content. Its end resumes the motion
    /// (`Scene.resumeInterruptedMotion`): a new deceleration takes over, or, with none, the next
    /// frame ends it with did-end-decelerating.
    var interrupted = false
    /// S7: UIKit's dragging bit, kept after the release of an in-range fling: its
    /// -_endPanNormal: clears the bit before will-end-dragging only for a slow release in
    /// range or one past an edge, and after did-end-dragging when nothing decelerates; after a
    /// fling it stays set through the deceleration until -_stopScrollingNotify: clears it, just
    /// before did-end-decelerating (or when the host moves the content, or a gesture that
    /// caught the deceleration ends). `drag.isDragging` stays the engine's own drag.
    var keepsDragging = false
    /// S7: will_begin_decelerating is being told for a motion about to start: UIKit's
    /// -_startTimer: creates (or unpauses) the display link before it sends the message, so
    /// the view already reads decelerating there. Cleared when the message returns, or by an
    /// offset the host sets from it (the motion then does not start).
    var startingMotion = false
    /// S1: UIKit's tracking bit (-_trackingDidBegin / -_trackingDidEnd): set at the touch-down
    /// of a gesture of the pan on content that can scroll (or when scroll input begins a drag,
    /// P4), cleared once the gesture's end (will-end-dragging, did-end-dragging, any
    /// will-begin-decelerating) is over. Read through `isTracking`.
    var tracking = false

    init(parameters: ScrollParameters, pan: Recognizer) {
        self.parameters = parameters
        self.pan = pan
    }

    /// UIScrollView.isDragging (its dragging bit, 0x800000 of `_scrollViewFlags`): the drag
    /// moves the content (from will-begin-dragging; from a catch, S8, on), and after the
    /// release of a fling in range still through will-end-dragging, did-end-dragging,
    /// will-begin-decelerating and the deceleration, until just before did-end-decelerating
    /// (S7). A slow release, or one past an edge, reads false from will-end-dragging on.
    public var isDragging: Bool { drag.isDragging || keepsDragging }
    /// UIScrollView.isDecelerating (`_scrollHeartbeat != nil`): a deceleration, spring back or
    /// way to a page runs — from will-begin-decelerating (UIKit's -_startTimer: makes the
    /// display link before it tells it) to just before did-end-decelerating — or a touch holds
    /// content it caught moving in range (S8).
    public var isDecelerating: Bool { motion != nil || interrupted || startingMotion }
    /// UIScrollView.isTracking ("the user has touched the content … but might not yet have
    /// started dragging it"): from the touch-down of a gesture of the pan (a touch that stops a
    /// motion, S8, included) until that gesture's end is over — its lift, with the end-of-drag
    /// messages: UIKit's -handlePan: clears it (-_trackingDidEnd) only after -_endPanNormal:
    /// has sent will-end-dragging, did-end-dragging and will-begin-decelerating — or the pan's
    /// failure (UIKit's -_handlePanFailure). Never on content that fits the view along both
    /// axes (no always-bounce): UIKit's -_beginTrackingWithEvent: returns at once there. Scroll
    /// input (P4): from its drag's will-begin-dragging through that drag's end likewise.
    public var isTracking: Bool { tracking && pan.state != .failed }
}

extension View {
    /// UIScrollView.contentOffset: the bounds origin.
    public var contentOffset: Point { bounds.origin }

    /// Makes this view a scroll view with `parameters` (S1), or changes them. The first call
    /// creates the scroll view's pan recognizer, attaches it to the view and makes the view
    /// multiple-touch-enabled (S1, T6: UIKit's -[UIScrollView initWithFrame:] does; the host
    /// may clear it after, and a later call leaves it alone). A change of the content size,
    /// the insets or an always-bounce (from UIKit's defaults on the first call) moves the
    /// offset into the new range, with did_scroll (S1: `Scene.adjustContentOffsetIfNecessary`);
    /// content that grows under a drag rubber-banding past its end re-bases that drag
    /// (S1, S4: `Scene.rebaseDragPastGrownEnd`).
    public func setScroll(_ given: ScrollParameters) throws(EngineError) {
        try given.validate()
        let parameters = given.normalized
        try checkMutable()
        guard let scene else { throw EngineError(.staleHandle, "view is destroyed") }
        guard !isDying else { throw EngineError(.staleHandle, "the view is being destroyed") }
        if let s = scroll {
            let old = s.parameters
            s.parameters = parameters
            if old.contentSize != parameters.contentSize { scene.rebaseDragPastGrownEnd(self, s, from: old) }
            if old.isScrollEnabled != parameters.isScrollEnabled {
                try scene.setEnabled(s.pan, parameters.isScrollEnabled)
            }
            if parameters.clampsOffset(comparedTo: old) { scene.adjustContentOffsetIfNecessary(self, s) }
            return
        }
        let pan = ScrollPanRecognizer()
        try scene.register(pan)
        pan.name = name.isEmpty ? "scroll.pan" : name + ".pan"
        pan.view = self
        gestureRecognizers.append(pan)
        let s = Scroller(parameters: parameters, pan: pan)
        scroll = s
        isMultipleTouchEnabled = true
        if !parameters.isScrollEnabled { try scene.setEnabled(pan, false) }
        // As UIScrollView(frame:) followed by the property setters: those that differ from
        // UIKit's defaults re-clamp the offset the view already had.
        if parameters.clampsOffset(comparedTo: ScrollParameters()) { scene.adjustContentOffsetIfNecessary(self, s) }
    }

    /// The host's delegate and content-touch hooks (S2, S3, S7); nil hooks: UIKit's defaults.
    public func setScrollHooks(_ hooks: ScrollHooks) throws(EngineError) {
        try checkMutable()
        guard let s = scroll else { throw EngineError(.state, "the view is not a scroll view") }
        s.hooks = hooks
    }

    /// UIScrollView.setContentOffset(_:animated: false): stops any deceleration, moves the
    /// content and tells did_scroll. Not clamped (UIKit does not clamp it either).
    public func setContentOffset(_ p: Point) throws(EngineError) {
        try checkMutable()
        // The header's order: not a scroll view, then a value that is not finite.
        guard let s = scroll, let scene else { throw EngineError(.state, "the view is not a scroll view") }
        try requireFinite(p.x, "x"); try requireFinite(p.y, "y")
        scene.stopScrollMotion(self, s)
        s.interrupted = false   // S8: and one a touch caught (no did_end_decelerating either)
        // Also a motion about to start (set from will_begin_decelerating): it does not.
        s.motionGeneration &+= 1
        s.startingMotion = false
        s.keepsDragging = false   // S7: UIKit's -_stopScrollingNotify: clears the dragging bit
        scene.moveContent(self, s, to: p)
    }
}

extension Scene {
    /// S1: UIKit's -_adjustContentOffsetIfNecessary: the offset moved into its range
    /// (`ScrollParameters.adjustedOffset`) through setContentOffset:, so did_scroll is told when
    /// it moves. iOS 18.2's -_adjustedContentOffsetForContentOffset:contentSize:
    /// skipsAdjustmentIfScrolling: keeps the offset only while zooming (not zoom-bouncing) or
    /// under private flags a plain UIScrollView does not set (automatic offset adjustment off
    /// with a zero contentAlignmentPoint; `_skipsContentOffsetAdjustmentsIfScrolling` while
    /// tracking, decelerating or animating with the offset above or left of the content), so
    /// it clamps during a drag and a deceleration too. Neither is stopped: a drag goes on from
    /// the new offset as after any host move (S4), a deceleration or spring in the new range
    /// (UIKit's heartbeat integrates from its own last offset, not the clamped one).
    func adjustContentOffsetIfNecessary(_ v: View, _ s: Scroller) {
        let target = s.parameters.adjustedOffset(v.bounds.origin, bounds: v.bounds.size)
        guard target.x.isFinite, target.y.isFinite else { return }
        moveContent(v, s, to: target)
    }
}

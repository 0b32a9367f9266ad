/// A scroll view's properties (S1): UIScrollView's, with UIKit's defaults.
///
/// Invariants: every number is finite; content size and insets are ≥ 0 in size (insets may be
/// negative, as UIKit allows); `decelerationRate` is in (0, 1) — the fraction of the velocity
/// kept per millisecond. A value of this type is checked once (`validate`) and then only
/// read: the scroll view never edits it behind the host's back.
public struct ScrollParameters: Equatable, Sendable {
    /// UIScrollView.contentSize, points.
    public var contentSize = Size(0, 0)
    /// UIScrollView.contentInset, points (top, left, bottom, right).
    public var contentInset = EdgeInsets.zero
    /// isScrollEnabled (default true): false disables the scroll view's pan.
    public var isScrollEnabled = true
    /// isPagingEnabled (default false): releases stop on multiples of the bounds size (S5).
    public var isPagingEnabled = false
    /// bouncesHorizontally / bouncesVertically (iOS 17.4+, default true): the content
    /// rubber-bands past its left and right / top and bottom edges (S4); without, it stops at
    /// them (a drag, a deceleration and a page alike).
    public var bouncesHorizontally = true
    public var bouncesVertically = true
    /// bounces (UIKit's shorthand): true when both axes bounce; setting it sets both (iOS
    /// 18.2 -setBounces: sets both bits, -bounces reads true only when both are set).
    public var bounces: Bool {
        get { bouncesHorizontally && bouncesVertically }
        set { bouncesHorizontally = newValue; bouncesVertically = newValue }
    }
    /// Whether each axis bounces, for the rubber band and the motions (S4, S5).
    var axisBounces: AxisBounces { AxisBounces(x: bouncesHorizontally, y: bouncesVertically) }
    /// alwaysBounceHorizontal/Vertical (default false): drag along an axis even when the
    /// content fits in the bounds along it (S6).
    public var alwaysBounceHorizontal = false
    public var alwaysBounceVertical = false
    /// isDirectionalLockEnabled (default false): a drag that starts along one axis stays on it.
    public var isDirectionalLockEnabled = false
    /// delaysContentTouches (default true): a touch-down is held until the scroll view knows
    /// whether it scrolls, at most `Constants.scrollContentTouchDelay` (S2).
    public var delaysContentTouches = true
    /// canCancelContentTouches (default true): a drag may take a touch the content already
    /// tracks, if touchesShouldCancel(in:) agrees (S3).
    public var canCancelContentTouches = true
    /// decelerationRate (default .normal, 0.998 per ms). S4: a scroll view keeps only UIKit's
    /// two rates: below 0.994 it is .fast (0.99), else .normal (0.998); `View.setScroll`
    /// stores, and the getters read, the snapped value.
    public var decelerationRate = Constants.scrollDecelerationNormal
    /// Nested scrolling (default `.uikit`, S6); `.handoff` (S9) passes the rest of a drag, and
    /// of a fling, past this view's edge to the nearest enclosing scroll view.
    public var nestedScrolling = NestedScrolling.uikit
    /// transfersHorizontal/VerticalScrollingToParent (iOS 17.4+, default true): a drag that
    /// starts toward an edge the content touches, or along an axis it cannot scroll, scrolls
    /// the nearest enclosing scroll view instead when that one can scroll the axis (S6).
    public var transfersHorizontalScrollingToParent = true
    public var transfersVerticalScrollingToParent = true
    /// P2 (default false): the scroll view's pan takes pointer touches
    /// (`TouchType.indirectPointer`), so a click-drag scrolls. UIKit's pan takes none (iOS 18.2
    /// -[UIScrollViewPanGestureRecognizer _shouldReceiveTouch:withEvent:] refuses an event with
    /// a HID pointer event unless the private `_supportsPointerDragScrolling`, off by default):
    /// the content gets the touch, and a decelerating scroll view in range stops.
    public var pointerDragScrolling = false

    public init() {}

    func validate() throws(EngineError) {
        try requireNonNegative(contentSize.width, "content_w")
        try requireNonNegative(contentSize.height, "content_h")
        try requireFinite(contentInset.top, "inset_top")
        try requireFinite(contentInset.left, "inset_left")
        try requireFinite(contentInset.bottom, "inset_bottom")
        try requireFinite(contentInset.right, "inset_right")
        try requireFinite(decelerationRate, "deceleration_rate")
        guard decelerationRate > 0, decelerationRate < 1 else {
            throw EngineError(.invalidArgument, "deceleration_rate is \(decelerationRate) (must be in (0, 1))")
        }
    }

    /// These parameters as a scroll view keeps them (S4: the deceleration rate snapped to
    /// UIKit's .fast or .normal, iOS 18.2 `setDecelerationRate:`).
    var normalized: ScrollParameters {
        var p = self
        p.decelerationRate = decelerationRate < Constants.scrollDecelerationRateThreshold
            ? Constants.scrollDecelerationFast : Constants.scrollDecelerationNormal
        return p
    }

    /// The range of content offsets along each axis: from −inset.left to
    /// contentWidth + inset.right − boundsWidth (never below the minimum), likewise vertically.
    func offsetRange(bounds: Size) -> (min: Point, max: Point) {
        // 0 − inset, not −inset: no inset gives +0, so content springing back to the edge
        // rests at 0, never at −0 (which logs and prints as "-0.0").
        let minX = 0 - contentInset.left, minY = 0 - contentInset.top
        let maxX = max(minX, contentSize.width + contentInset.right - bounds.width)
        let maxY = max(minY, contentSize.height + contentInset.bottom - bounds.height)
        return (Point(minX, minY), Point(maxX, maxY))
    }

    /// S1: `o` moved into the range of content offsets (`offsetRange`): what UIKit's
    /// -_adjustContentOffsetIfNecessary sets when the content size, the insets, the bounds
    /// size, the frame or an always-bounce changes. Content that fits an axis gives −inset.
    func adjustedOffset(_ o: Point, bounds: Size) -> Point {
        let (lo, hi) = offsetRange(bounds: bounds)
        return Point(o.x < lo.x ? lo.x : (o.x > hi.x ? hi.x : o.x),
                     o.y < lo.y ? lo.y : (o.y > hi.y ? hi.y : o.y))
    }

    /// S1: whether changing from `old` to these parameters re-clamps the offset: UIKit's
    /// -setContentSize:, -setContentInset: (-_updateForChangedScrollRelatedInsets) and
    /// -setAlwaysBounceHorizontal:/Vertical: call -_adjustContentOffsetIfNecessary when the
    /// value changes; the other properties (bounces, paging, …) do not.
    func clampsOffset(comparedTo old: ScrollParameters) -> Bool {
        contentSize != old.contentSize || contentInset != old.contentInset
            || alwaysBounceHorizontal != old.alwaysBounceHorizontal
            || alwaysBounceVertical != old.alwaysBounceVertical
    }

    /// S6: whether a drag may move the content along x / y: scrolling is enabled and the
    /// content (with its insets) is larger than the bounds, or the axis always bounces and
    /// bounces (UIKit: "If the value of this property is true and bouncesVertically is true,
    /// the scroll view allows vertical dragging even if the content is smaller than the
    /// bounds"; iOS 18.2 -_canScrollIgnoringAncestorPermissionX/Y read alwaysBounceHorizontal
    /// with bouncesHorizontally, alwaysBounceVertical with bouncesVertically).
    func canScroll(bounds: Size) -> (x: Bool, y: Bool) {
        guard isScrollEnabled else { return (false, false) }
        let w = contentSize.width + contentInset.left + contentInset.right
        let h = contentSize.height + contentInset.top + contentInset.bottom
        return (w > bounds.width || (alwaysBounceHorizontal && bouncesHorizontally),
                h > bounds.height || (alwaysBounceVertical && bouncesVertically))
    }
}

/// S4: whether the content rubber-bands past its edges along each axis
/// (`ScrollParameters.bouncesHorizontally` / `bouncesVertically`).
struct AxisBounces: Equatable, Sendable {
    var x: Bool
    var y: Bool
    static let both = AxisBounces(x: true, y: true)
}

/// How a scroll view nested in another behaves at its edge: UIKit's way (S6: the inner view
/// keeps the drag, rubber-banding) or Android's nested scrolling / CSS overscroll-behavior's
/// chaining (S9: the drag and the fling carry on in the nearest enclosing scroll view).
public enum NestedScrolling: Int32, Sendable {
    case uikit = 0, handoff = 1
}

extension NestedScrolling: CustomStringConvertible {
    public var description: String {
        switch self {
        case .uikit: return "uikit"
        case .handoff: return "handoff"
        }
    }
}

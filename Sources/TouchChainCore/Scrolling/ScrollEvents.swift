/// What a scroll view tells its host (S7): UIScrollViewDelegate's scrolling messages, and the
/// two content-touch questions UIKit asks a UIScrollView subclass (S2, S3).
///
/// Invariants: events of one drag come in UIKit's order — willBeginDragging, didScroll for
/// every offset change, willEndDragging, didEndDragging, then (when it decelerates)
/// willBeginDecelerating, didScroll…, didEndDecelerating; `targetOffset` is meaningful in
/// willEndDragging only (the host may change it there), `decelerate` in didEndDragging only.

public enum ScrollEvent: Int32, Sendable {
    case willBeginDragging = 1, didScroll = 2, willEndDragging = 3, didEndDragging = 4,
         willBeginDecelerating = 5, didEndDecelerating = 6
}

/// The case's name, spelled out (Embedded Swift cannot print a value by reflection).
extension ScrollEvent: CustomStringConvertible {
    public var description: String {
        switch self {
        case .willBeginDragging: return "will_begin_dragging"
        case .didScroll: return "did_scroll"
        case .willEndDragging: return "will_end_dragging"
        case .didEndDragging: return "did_end_dragging"
        case .willBeginDecelerating: return "will_begin_decelerating"
        case .didEndDecelerating: return "did_end_decelerating"
        }
    }
}

/// One delegate message. Velocity is the content offset's, in points per millisecond (UIKit's
/// unit for scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)).
public struct ScrollEventInfo: Sendable {
    public var event: ScrollEvent
    public var offset: Point
    public var velocity = Point.zero
    /// willEndDragging: where the content will come to rest; the host may change it.
    public var targetOffset = Point.zero
    /// didEndDragging: whether the content keeps moving (decelerates or springs back).
    public var decelerate = false
    public init(event: ScrollEvent, offset: Point) { self.event = event; self.offset = offset }
}

/// The host's side of a scroll view. nil hooks answer UIKit's defaults.
public struct ScrollHooks {
    /// Every delegate message; `info` may be changed in willEndDragging (its target offset).
    public var onEvent: ((View, inout ScrollEventInfo) -> Void)?
    /// touchesShouldBegin(_:with:in:) (default true): asked for each touch-down in the
    /// content (scroll view, touch, content view); false: the content gets nothing of it.
    public var touchesShouldBegin: ((View, Touch, View) -> Bool)?
    /// touchesShouldCancel(in:) (default: true unless the view is a control): asked when a drag
    /// would scroll while the content tracks a touch (scroll view, content view).
    public var touchesShouldCancel: ((View, View) -> Bool)?
    public init() {}
    var isEmpty: Bool { onEvent == nil && touchesShouldBegin == nil && touchesShouldCancel == nil }
}

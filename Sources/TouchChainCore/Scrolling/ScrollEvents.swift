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

/// A host's delegate function for scroll events as plain values (the way an embedding layer
/// hands over a C function): `convert` turns the view and the event into the host's terms and
/// calls `function` with `userData`; `context` is the embedding layer's own (its scene box).
/// Why: a Swift closure stored in the hooks is copied, its context counted, at every message,
/// because the host may replace the hooks while it runs; these values are copied for nothing
/// (issue 13: the drag's per-sample path counts no references for a C host).
public struct HostScrollEventCallback {
    public typealias Convert = @convention(c) (
        _ function: UnsafeRawPointer, _ userData: UnsafeMutableRawPointer?, _ context: UnsafeMutableRawPointer?,
        _ view: UnsafeRawPointer, _ info: UnsafeMutableRawPointer) -> Void
    public var convert: Convert
    public var function: UnsafeRawPointer
    public var userData: UnsafeMutableRawPointer?
    public var context: UnsafeMutableRawPointer?
    public init(convert: Convert, function: UnsafeRawPointer, userData: UnsafeMutableRawPointer?,
                context: UnsafeMutableRawPointer?) {
        self.convert = convert; self.function = function; self.userData = userData; self.context = context
    }

    /// Calls the host with the view uncounted (it outlives the message: the scene's view table
    /// or, destroyed meanwhile, its retirement) and `info` in place (a `ScrollEventInfo`).
    @inline(__always)
    func call(_ v: View, _ info: inout ScrollEventInfo) {
        withUnsafeMutablePointer(to: &info) {
            convert(function, userData, context, UnsafeRawPointer(Unmanaged.passUnretained(v).toOpaque()),
                    UnsafeMutableRawPointer($0))
        }
    }
}

/// The host's side of a scroll view. nil hooks answer UIKit's defaults.
public struct ScrollHooks {
    /// Every delegate message; `info` may be changed in willEndDragging (its target offset).
    public var onEvent: ((View, inout ScrollEventInfo) -> Void)?
    /// The same messages to a host's C function (`HostScrollEventCallback`), called after
    /// `onEvent` when both are set.
    public var hostEvent: HostScrollEventCallback?
    /// touchesShouldBegin(_:with:in:) (default true): asked for each touch-down in the
    /// content (scroll view, touch, content view); false: the content gets nothing of it.
    public var touchesShouldBegin: ((View, Touch, View) -> Bool)?
    /// touchesShouldCancel(in:) (default: true unless the view is a control): asked when a drag
    /// would scroll while the content tracks a touch (scroll view, content view).
    public var touchesShouldCancel: ((View, View) -> Bool)?
    public init() {}
}

/// Pointer input other than touches (P3–P5): live hovers and the views they are over, the
/// live scroll and transform gestures and the recognizers they drive, and the samples whose
/// estimated properties still expect updates.
///
/// Invariants: `hovers` holds one entry per live hover id, each with the views it is over
/// (outermost first, every one alive or dropped on the next sample); `scroll`'s recognizer,
/// when set, is a pan whose `driver` is `.scroll` (and no other pan has that driver), likewise
/// `transformPinch`/`transformRotation` with `.transform`; `updates` has at most
/// `Constants.maxPendingUpdates` entries, oldest first, each with a non-empty `remaining`.
struct PointerState {
    var hovers: [HoverTrack] = []
    /// Scratch for a hover sample's new chain (deepest first as built, then reversed).
    var chainScratch: [View] = []
    var scroll: ScrollGesture?
    var transform: TransformGesture?
    var updates: [UpdateRecord] = []

    mutating func reset() {
        hovers = []; chainScratch = []; scroll = nil; transform = nil; updates = []
    }
}

/// One live hover (P3): where it is and which views it is over.
struct HoverTrack {
    var id: Int64
    var type: TouchType
    var window: View?
    var location: Point
    var altitude: Double
    var azimuth: Double
    var zOffset: Double
    /// The hovered views, outermost (the window) first, the hit view last.
    var views: [View]
    /// P3: a hover recognizer was attached in its window since its last sample: the next one
    /// collects its recognizers anew (UIKit's `setNeedsHitTestResetForWindow:`).
    var recollect = false
}

/// A live scroll gesture (P4): the pan it drives (nil when none took it).
struct ScrollGesture {
    var type: ScrollType
    var pan: PanRecognizer?
    /// Discrete scrolls end when this timer generation's delay passes without a notch.
    var lastNotch: Double
}

/// A live transform gesture (P4): the pinch and rotation it drives.
struct TransformGesture {
    var pinch: PinchRecognizer?
    var rotation: RotationRecognizer?
}

/// A dispatched sample whose estimated properties expect updates (P5), and the view it was
/// delivered to.
struct UpdateRecord {
    var id: Int64
    var index: Int64
    var remaining: UInt32
    /// The touch's view once the sample was delivered to it (its event's delivery, or a held
    /// phase released later, G4/G5); none until then, and for good when it never is. Named by
    /// handle, not held (no reference counted per sample; a destroyed view reads as gone).
    var view = ViewHandle.none
    /// The touch until it is released to the pool (Dispatch.swift, `release`); then nil.
    /// Uncounted: a touch object lives as long as the scene (pooled).
    var touch: Unmanaged<Touch>?
    /// The touch as the sample left it, with the updates that arrived since: what the touch
    /// shows while an update of this sample is delivered. Its maximum force is what an
    /// update's force is reported against (T1), the touch gone or not.
    var sample: SampleState
    /// Whether the touch is a stylus's: an update's azimuth counts only then (P5).
    var stylus = false
}

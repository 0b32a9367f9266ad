/// Hover (P3): UIKit's UIHoverGestureRecognizer. Continuous and driven by hover samples only
/// (Pointer/HoverDispatch.swift): began when a hover enters its view (the hit view or a descendant),
/// changed as it moves there, ended when it leaves or ends, cancelled when it is cancelled. It
/// follows one hover at a time (the first to enter); it never takes touches, so it excludes
/// no touch recognizer and no touch recognizer excludes it.
public final class HoverRecognizer: Recognizer {
    /// The hover it follows (nil between hovers).
    public internal(set) var hoverID: Int64?
    public internal(set) var hoverLocation = Point.zero
    /// A pencil's angles and distance; 0 for a pointer (UIKit's altitudeAngle, azimuthAngle and
    /// zOffset: "0 for devices that don't support" them), whatever its samples carry.
    public internal(set) var altitude = 0.0
    public internal(set) var azimuth = 0.0
    public internal(set) var zOffset = 0.0
    public internal(set) var hoverType: TouchType = .indirectPointer

    init() { super.init(kind: .hover) }

    override var locationInWindow: Point { hoverLocation }
    /// Not idle while it follows a hover: the reset pass leaves it alone until the hover leaves.
    override var isWaitingForMoreTouches: Bool { hoverID != nil }

    func update(_ t: HoverTrack) {
        hoverLocation = t.location
        if t.type == .stylus {
            altitude = t.altitude; azimuth = t.azimuth; zOffset = t.zOffset
        } else {
            altitude = 0; azimuth = 0; zOffset = 0
        }
        hoverType = t.type
    }

    override func resetKind() {
        hoverID = nil
    }
}

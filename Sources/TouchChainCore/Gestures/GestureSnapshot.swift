/// What a recognizer reports at a state change, in its view's coordinates.
public struct GestureSnapshot {
    public var location = Point.zero
    public var translation = Point.zero
    public var velocity = Point.zero
    public var scale = 1.0
    public var scaleVelocity = 0.0
    public var rotation = 0.0
    public var rotationVelocity = 0.0
    public var taps = 0
    public var direction: UInt32 = 0
}

extension Recognizer {
    /// A vector in window space expressed in `view`'s coordinates (scale and rotation of the
    /// view's ancestors applied, translation not).
    func vectorInView(_ v: Point) -> Point {
        vectorInView(v, origin: windowOriginInView)
    }

    /// The window's origin in `view`'s coordinates (nil: no view or window, or not finite),
    /// computed once for the vectors of one snapshot.
    var windowOriginInView: Point? {
        guard let (view, w) = viewAndWindow else { return nil }
        return Self.convert(Point(0, 0), from: w, to: view)
    }

    /// `vectorInView` with the window's origin already converted (`windowOriginInView`).
    func vectorInView(_ v: Point, origin: Point?) -> Point {
        guard let a = origin, let (view, w) = viewAndWindow,
              let b = Self.convert(v, from: w, to: view) else { return v }
        return Point(b.x - a.x, b.y - a.y)
    }

    /// `from.convert(p, to: to)` on uncounted views (nil: not finite).
    @inline(__always)
    private static func convert(_ p: Point, from: Unmanaged<View>, to: Unmanaged<View>) -> Point? {
        from._withUnsafeGuaranteedRef { f in to._withUnsafeGuaranteedRef { t in try? f.convert(p, to: t) } }
    }

    public var snapshot: GestureSnapshot {
        var s = GestureSnapshot()
        if let (view, _) = viewAndWindow {
            s.location = view._withUnsafeGuaranteedRef { location(in: $0) }
        } else {
            s.location = location(in: view)
        }
        switch self {
        case let r as PanRecognizer:
            let origin = windowOriginInView
            s.translation = vectorInView(r.translationInWindow, origin: origin)
            s.velocity = vectorInView(r.velocityInWindow, origin: origin)
        case let r as PinchRecognizer:
            s.scale = r.scale; s.scaleVelocity = r.velocity
        case let r as RotationRecognizer:
            s.rotation = r.rotation; s.rotationVelocity = r.velocity
        case let r as TapRecognizer:
            s.taps = r.tapsDone
        case let r as SwipeRecognizer:
            s.direction = r.recognizedDirection.rawValue
        default: break
        }
        return s
    }
}

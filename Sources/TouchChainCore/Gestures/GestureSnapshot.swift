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
    /// A pan's location, translation and velocity in its view. The location is the window's
    /// conversion of the centroid (`location(in:)`); the vectors are in window space expressed
    /// in the view's coordinates (its ancestors' scale and rotation applied, translation not),
    /// each the difference of two converted points, the vector's end and the window's origin.
    /// Each point is converted as `window.convert(_:to: view)` converts it (a point or vector
    /// that does not convert, singular or not finite, is left in window space); the view's
    /// path from the window is walked once for the four.
    private func panSnapshot(_ r: PanRecognizer, into s: inout GestureSnapshot) {
        let p = locationInWindow, t = r.translationInWindow, v = r.velocityInWindow
        guard let (view, w) = viewAndWindow else { s.location = p; s.translation = t; s.velocity = v; return }
        var pts = (Point(0, 0), t, v, p)
        let mapped: Bool = view._withUnsafeGuaranteedRef { target in
            w._withUnsafeGuaranteedRef { window in
                // window.convert(p, to: target): the identity for the window itself, else
                // down the target's path from the window, their common ancestor.
                if target === window { return true }
                // `window` is the target's root (`viewAndWindow`), so their common ancestor
                // while the target lives in the tree.
                guard target.isAlive, target.handleSlot >= 0 else {
                    // A destroyed view: the public conversion's way, through the screen.
                    pts.0 = window.pointToParent(pts.0)
                    pts.1 = window.pointToParent(pts.1)
                    pts.2 = window.pointToParent(pts.2)
                    pts.3 = window.pointToParent(pts.3)
                    return withUnsafeMutableBytes(of: &pts) {
                        target.mapFromScreen($0.baseAddress!.assumingMemoryBound(to: Point.self), count: 4)
                    }
                }
                return withUnsafeMutableBytes(of: &pts) {
                    target.mapDown($0.baseAddress!.assumingMemoryBound(to: Point.self), count: 4, below: window.handleSlot)
                }
            }
        }
        func finite(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite }
        s.location = mapped && finite(pts.3) ? pts.3 : p
        guard mapped, finite(pts.0) else { s.translation = t; s.velocity = v; return }
        let a = pts.0
        s.translation = finite(pts.1) ? Point(pts.1.x - a.x, pts.1.y - a.y) : t
        s.velocity = finite(pts.2) ? Point(pts.2.x - a.x, pts.2.y - a.y) : v
    }

    public var snapshot: GestureSnapshot {
        var s = GestureSnapshot()
        if kind == .pan || kind == .edgePan {   // asPan's test; the cast in place counts nothing
            panSnapshot(unsafeDowncast(self, to: PanRecognizer.self), into: &s)
            return s
        }
        let p = locationInWindow
        if let (view, w) = viewAndWindow {
            // The window's conversion into the view; a point that does not convert (singular,
            // not finite) is left in window space (the host's `location(in:)` reports why).
            s.location = view._withUnsafeGuaranteedRef { target in
                w._withUnsafeGuaranteedRef { (try? $0.convert(p, to: target)) ?? p }
            }
        } else {
            s.location = p   // no view or window to convert into: window coordinates
        }
        if let r = asPinch {
            s.scale = r.scale; s.scaleVelocity = r.velocity
        } else if let r = asRotation {
            s.rotation = r.rotation; s.rotationVelocity = r.velocity
        } else if let r = asTap {
            s.taps = r.tapsDone
        } else if let r = asSwipe {
            s.direction = r.recognizedDirection.rawValue
        }
        return s
    }
}

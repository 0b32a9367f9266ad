/// G9: a recognizer's values in any view's coordinates, asked by the host: UIKit's
/// location(in:), location(ofTouch:in:), and a pan's translation(in:), velocity(in:) and
/// setTranslation(_:in:).
///
/// The engine keeps the values in the coordinates of the recognizer's view's window (UIKit
/// keeps them in its scene's reference space) and converts them when asked. A point converts
/// as `View.convert` converts it (through the views' common ancestor; through the screen for a
/// view of another window). A translation or a velocity converts as a vector: the converted
/// vector's end less the converted origin, so the transforms of the views on the way (their
/// rotation and scale) apply and the offset between the views does not — UIKit's
/// -translationInView: converts the first and the last location and subtracts them,
/// -velocityInView: each velocity sample's start and end. A nil view means the window's
/// coordinates, as UIKit's nil. What is asked for a view is exactly what the recognizer's
/// callbacks report for its own view (GestureSnapshot.swift converts the same way).
extension Recognizer {
    /// The window the values are in: the recognizer's view's. A recognizer in none (detached,
    /// or its view out of every window) has no gesture; its values are then read as if in
    /// `target`'s window (UIKit converts through the target's window from its scene's space),
    /// or, with none either, in the screen's space.
    private func valuesWindow(for target: View) -> View? { view?.window ?? target.window }

    /// `p`, in the values' window, in `target`'s coordinates (nil: the window's).
    func pointFromWindow(_ p: Point, to target: View?) throws(EngineError) -> Point {
        guard let target else { return try requireFinitePoint(p) }
        return try View.convert(p, from: valuesWindow(for: target), to: target)
    }

    /// The vector `v`, in the values' window, in `target`'s coordinates (nil: the window's).
    func vectorFromWindow(_ v: Point, to target: View?) throws(EngineError) -> Point {
        guard let target else { return try requireFinitePoint(v) }
        let w = valuesWindow(for: target)
        let origin = try View.convert(Point(0, 0), from: w, to: target)
        let end = try View.convert(v, from: w, to: target)
        return try requireFiniteVector(Point(end.x - origin.x, end.y - origin.y))
    }

    /// The vector `v`, in `source`'s coordinates (nil: the window's), in the values' window.
    func vectorToWindow(_ v: Point, from source: View?) throws(EngineError) -> Point {
        guard let source else { return try requireFinitePoint(v) }
        let w = valuesWindow(for: source)
        let origin = try View.convert(Point(0, 0), from: source, to: w)
        let end = try View.convert(v, from: source, to: w)
        return try requireFiniteVector(Point(end.x - origin.x, end.y - origin.y))
    }
}

extension PanRecognizer {
    /// UIKit's translation(in:): the translation in `target`'s coordinates (nil: the
    /// window's), converted as a vector (G9).
    public func translation(in target: View?) throws(EngineError) -> Point {
        try vectorFromWindow(translationInWindow, to: target)
    }

    /// UIKit's velocity(in:): points per second in `target`'s coordinates (nil: the
    /// window's), converted as a vector (G9).
    public func velocity(in target: View?) throws(EngineError) -> Point {
        try vectorFromWindow(velocityInWindow, to: target)
    }

    /// UIKit's setTranslation(_:in:): the translation becomes `p`, given in `source`'s
    /// coordinates (nil: the window's), converted as a vector — only while the pan has a
    /// gesture (G8: an idle pan ignores it, before any conversion). A value that does not
    /// convert (a singular transform on the way, a result past a double) is refused and
    /// changes nothing.
    public func setTranslation(_ p: Point, in source: View?) throws(EngineError) {
        try checkHostMayChange()   // the rules first: refused inside hit-testing whatever the value
        guard hasGesture else { return }
        try setTranslationInWindow(try vectorToWindow(p, from: source))
    }

    /// UIKit's setTranslation(_:in:) with the recognizer's view (tc_recognizer_set_translation):
    /// as `setTranslation(_:in: view)`; a recognizer whose view is in no window takes `p` as
    /// window coordinates.
    public func setTranslation(inView p: Point) throws(EngineError) {
        try checkHostMayChange()
        guard hasGesture else { return }
        guard let view, view.window != nil else {
            try setTranslationInWindow(p)
            return
        }
        try setTranslation(p, in: view)
    }
}

/// A converted vector: refused when the difference of two finite points is not finite.
@inline(__always)
func requireFiniteVector(_ v: Point) throws(EngineError) -> Point {
    guard v.x.isFinite, v.y.isFinite else {
        throw EngineError(.notFinite, "the converted vector is not finite (the views' geometry overflows a double)")
    }
    return v
}

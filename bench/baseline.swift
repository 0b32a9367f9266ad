// The class-based baseline: how UIKit reimplementations are usually written, following the
// seeds' hitTest (seed 002): a class per view, a `subviews` array, a recursive reverse search,
// and `subView.convert(point, from: self)` at every level. Built with `swiftc -O` into
// libtcbaseline.so by bench/Makefile; the C harness drives it through the small C ABI below
// (bl_*), building the same trees and asking the same points as it asks the engine.
//
// Straightforward on purpose, but not sandbagged: the conversion from the superview takes the
// direct path (no walk to the window), the inverse of the transform is computed only when
// the transform is not the identity, and objects are final classes.

struct BPoint { var x: Double; var y: Double }
struct BRect {
    var x: Double, y: Double, w: Double, h: Double
    func contains(_ p: BPoint) -> Bool { p.x >= x && p.x < x + w && p.y >= y && p.y < y + h }
}
struct BAffine {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0
    var isIdentity: Bool { a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 }
    func apply(_ p: BPoint) -> BPoint { BPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }
    func inverted() -> BAffine? {
        let det = a * d - b * c
        if det == 0 { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return BAffine(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }
}

final class BView {
    var center: BPoint
    var bounds: BRect
    var transform = BAffine()
    var isHidden = false
    var isUserInteractionEnabled = true
    var alpha = 1.0
    unowned(unsafe) var superview: BView?
    var subviews: [BView] = []

    init(frame: BRect) {
        center = BPoint(x: frame.x + frame.w / 2, y: frame.y + frame.h / 2)
        bounds = BRect(x: 0, y: 0, w: frame.w, h: frame.h)
    }

    func addSubview(_ v: BView) { subviews.append(v); v.superview = self }

    func point(inside p: BPoint) -> Bool { bounds.contains(p) }

    /// Own bounds coordinates -> superview coordinates.
    func pointToSuperview(_ p: BPoint) -> BPoint {
        let bc = BPoint(x: bounds.x + bounds.w / 2, y: bounds.y + bounds.h / 2)
        let q = transform.apply(BPoint(x: p.x - bc.x, y: p.y - bc.y))
        return BPoint(x: center.x + q.x, y: center.y + q.y)
    }

    /// Superview coordinates -> own bounds coordinates (nil: singular transform).
    func pointFromSuperview(_ p: BPoint) -> BPoint? {
        let bc = BPoint(x: bounds.x + bounds.w / 2, y: bounds.y + bounds.h / 2)
        var q = BPoint(x: p.x - center.x, y: p.y - center.y)
        if !transform.isIdentity {
            guard let inv = transform.inverted() else { return nil }
            q = inv.apply(q)
        }
        return BPoint(x: bc.x + q.x, y: bc.y + q.y)
    }

    /// UIView.convert(_:from:) — the direct path when `from` is the superview, else through
    /// the root (screen) space.
    func convert(_ p: BPoint, from view: BView) -> BPoint? {
        if view === superview { return pointFromSuperview(p) }
        var q = p
        var v: BView? = view
        while let cur = v { q = cur.pointToSuperview(q); v = cur.superview }
        var path: [BView] = []
        v = self
        while let cur = v { path.append(cur); v = cur.superview }
        for node in path.reversed() { guard let n = node.pointFromSuperview(q) else { return nil }; q = n }
        return q
    }

    /// The seeds' hitTest, line for line.
    func hitTest(_ point: BPoint) -> BView? {
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01 else { return nil }
        guard self.point(inside: point) else { return nil }
        for subView in subviews.reversed() {
            guard let convertedPoint = subView.convert(point, from: self) else { continue }
            if let hitView = subView.hitTest(convertedPoint) { return hitView }
        }
        return self
    }
}

// ---- C ABI for the harness -------------------------------------------------------------
// Views are kept alive by `all` (the host "owns" them, as with the engine's handles).
nonisolated(unsafe) var all: [BView] = []

@_cdecl("bl_reset")
public func bl_reset() { all = [] }

@_cdecl("bl_view_create")
public func bl_view_create(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> UnsafeMutableRawPointer {
    let v = BView(frame: BRect(x: x, y: y, w: w, h: h))
    all.append(v)
    return Unmanaged.passUnretained(v).toOpaque()
}

@_cdecl("bl_add_subview")
public func bl_add_subview(_ parent: UnsafeMutableRawPointer, _ child: UnsafeMutableRawPointer) {
    let p = Unmanaged<BView>.fromOpaque(parent).takeUnretainedValue()
    let c = Unmanaged<BView>.fromOpaque(child).takeUnretainedValue()
    p.addSubview(c)
}

@_cdecl("bl_set_transform")
public func bl_set_transform(_ view: UnsafeMutableRawPointer, _ t: UnsafePointer<Double>) {
    let v = Unmanaged<BView>.fromOpaque(view).takeUnretainedValue()
    v.transform = BAffine(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5])
}

@_cdecl("bl_hit_test")
public func bl_hit_test(_ view: UnsafeMutableRawPointer, _ x: Double, _ y: Double) -> UnsafeMutableRawPointer? {
    let v = Unmanaged<BView>.fromOpaque(view).takeUnretainedValue()
    guard let hit = v.hitTest(BPoint(x: x, y: y)) else { return nil }
    return Unmanaged.passUnretained(hit).toOpaque()
}

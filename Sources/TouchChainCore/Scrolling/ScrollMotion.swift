/// The scroll view's motion after a release (S4, S5): on each axis, a deceleration toward a
/// target or a spring back into range, as a value evaluated at a time. The axes are apart: a
/// release in overscroll on one axis springs that one back while the other decelerates.
///
/// Invariants: positions are a pure function of the elapsed host time (no integration, so
/// the result does not depend on how often the host advances or on the frame interval);
/// `position(at:)` reaches `target` exactly when `isFinished(at:)` first answers true (the
/// caller snaps); nothing here allocates.
struct ScrollMotion: Equatable {
    enum Curve: Equatable {
        /// Velocity decays by `rate` per millisecond: after n ms the content has covered
        /// (1 − rateⁿ) of its way. For a target v·r/(1−r) away (the projection of WWDC 2018's
        /// "Designing Fluid Interfaces") this is exactly Σ v·rᵏ, k = 1…n: the content starts
        /// at the release velocity and stops at the projected offset.
        case decay(logRate: Double)
        /// Critically damped spring (no overshoot): x(t) = Δ·(1 + ωt)·e^(−ωt) from the target.
        case spring(omega: Double)
    }
    var curveX: Curve
    var curveY: Curve
    var start: Point
    var target: Point
    var startTime: Double
    /// S4: the content velocity at `startTime` (pt/ms), and the axes whose target is the
    /// unclamped projection past an edge: the content runs toward it at the release speed and
    /// stops at the edge when it gets there. S9: with `handsOff`, the velocity left at that
    /// moment goes to the enclosing scroll view.
    var velocity = Point.zero
    var runsToEdgeX = false
    var runsToEdgeY = false
    var handsOff = false

    /// One curve on both axes.
    init(curve: Curve, start: Point, target: Point, startTime: Double) {
        self.init(curveX: curve, curveY: curve, start: start, target: target, startTime: startTime)
    }

    init(curveX: Curve, curveY: Curve, start: Point, target: Point, startTime: Double) {
        self.curveX = curveX
        self.curveY = curveY
        self.start = start
        self.target = target
        self.startTime = startTime
    }

    /// The motion with every position finite (extreme geometry only; otherwise itself): a
    /// target that is not finite becomes the start (no motion on that axis), and a way too long
    /// for doubles (start − target overflows) starts at the target (the first step arrives).
    /// Every motion is made through this, so `position(at:)` is finite: it lies between a
    /// finite start and a finite target.
    var evaluable: ScrollMotion {
        var m = self
        if !m.target.x.isFinite { m.target.x = m.start.x }
        if !m.target.y.isFinite { m.target.y = m.start.y }
        if !(m.start.x - m.target.x).isFinite { m.start.x = m.target.x }
        if !(m.start.y - m.target.y).isFinite { m.start.y = m.target.y }
        return m
    }

    /// Where the content is `t` seconds on the host clock.
    func position(at t: Double) -> Point { position(fractions(at: t)) }

    /// The fractions of the way still to go on each axis at time `t`: computed once per
    /// motion step and shared by `position` and `isFinished` (each costs an exponential).
    func fractions(at t: Double) -> (x: Double, y: Double) {
        let fx = remainingFraction(at: t, curveX)
        return (fx, curveY == curveX ? fx : remainingFraction(at: t, curveY))
    }

    /// Where the content is with `f` of the way still to go.
    func position(_ f: (x: Double, y: Double)) -> Point {
        Point(target.x + (start.x - target.x) * f.x, target.y + (start.y - target.y) * f.y)
    }

    /// The fraction of the way still to go at time `t` along `curve` (1 at the start, → 0).
    func remainingFraction(at t: Double, _ curve: Curve) -> Double {
        let elapsed = max(0, t - startTime)
        switch curve {
        case .decay(let logRate):
            return exponential(elapsed * 1000 * logRate)
        case .spring(let omega):
            let wt = omega * elapsed
            return (1 + wt) * exponential(-wt)
        }
    }

    /// True once less than `Constants.scrollRestDistance` is left on both axes.
    func isFinished(at t: Double) -> Bool { isFinished(fractions(at: t)) }

    /// `isFinished` with `f` of the way still to go.
    func isFinished(_ f: (x: Double, y: Double)) -> Bool {
        abs(start.x - target.x) * f.x < Constants.scrollRestDistance
            && abs(start.y - target.y) * f.y < Constants.scrollRestDistance
    }
}

/// The scroll view's motion after a release (S4, S5), as iOS 18.2's UIScrollView integrates it
/// per display frame (`_smoothScrollSyncWithUpdateTime:`), written in closed form so that it is
/// a function of the elapsed host time.
///
/// A deceleration (S4) moves each axis on its own (`ScrollAxisMotion`): in range the velocity v
/// (pt/ms) decays by r per ms (UIKit's `_getStandardDecelerationOffset:` /
/// `_getBouncingDecelerationOffset:` in range: after t ms the content has moved v·r(1−rᵗ)/(1−r)
/// and moves at v·rᵗ); past an edge (out of range, bouncing) the offset from the edge keeps
/// 0.99ᵗ of itself and the velocity's contribution is damped by the same 0.99ᵗ (UIKit's
/// `e^(−0.01005·t)`): y(t) = 0.99ᵗ·(y₀ + v·r(1−rᵗ)/(1−r)), v(t) = v·(0.99·r)ᵗ. The two phases
/// meet at the edge, at the exact time the content crosses it. A page (S5) runs UIKit's
/// per-millisecond spring (`_getPagingDecelerationOffset:`) on whole milliseconds of the
/// elapsed time.
///
/// Invariants: positions depend only on the elapsed time (the phases compose exactly, the
/// crossing times are solved, not interpolated; the paging spring counts whole milliseconds
/// since the release), so how the host slices its time changes nothing; the rest checks are
/// made at the motion's steps (every `Constants.scrollFrameInterval` from the release, host-clock
/// timers, so also independent of the host's slicing), as UIKit makes them at its frames;
/// every value is finite; nothing here allocates.
struct ScrollMotion {
    enum Kind {
        case decelerate(x: ScrollAxisMotion, y: ScrollAxisMotion)
        case page(ScrollPageMotion)
    }
    var kind: Kind
    /// Host time of the release (seconds).
    var startTime: Double

    /// A deceleration from `start` with `velocity` (pt/ms) in the range `lo`…`hi`; each axis
    /// bounces or stops at its edges as `bounces` says (UIKit's -_smoothScrollSyncWithUpdateTime:
    /// takes the bouncing deceleration along x when bouncesHorizontally, the clamped standard
    /// one otherwise; likewise along y).
    static func deceleration(start: Point, velocity: Point, lo: Point, hi: Point, rate: Double,
                             bounces: AxisBounces, startTime: Double) -> ScrollMotion {
        let l = naturalLog(rate)
        return ScrollMotion(kind: .decelerate(
            x: ScrollAxisMotion(x: start.x, v: velocity.x, lo: lo.x, hi: hi.x, logRate: l, bounces: bounces.x),
            y: ScrollAxisMotion(x: start.y, v: velocity.y, lo: lo.y, hi: hi.y, logRate: l, bounces: bounces.y)),
            startTime: startTime)
    }

    /// The milliseconds elapsed at host time `t` (never negative).
    func elapsedMs(_ t: Double) -> Double { max(0, (t - startTime) * 1000) }

    /// One step at host time `t` with the current range: the position, and whether the motion
    /// is over (the position is then its rest).
    mutating func step(at t: Double, lo: Point, hi: Point) -> (position: Point, done: Bool) {
        let ms = elapsedMs(t)
        switch kind {
        case .decelerate(var ax, var ay):
            ax.rerange(lo: lo.x, hi: hi.x, at: ms)
            ay.rerange(lo: lo.y, hi: hi.y, at: ms)
            ax.advance(to: ms)
            ay.advance(to: ms)
            let (px, vx) = ax.state(at: ms)
            let (py, vy) = ay.state(at: ms)
            // UIKit: it stops once no axis is bouncing (within half a point of its range)
            // and vx² + vy² < 1e-4, and pins the content into its range.
            let slow = Constants.scrollStopSpeed
            var done = vx * vx + vy * vy < slow * slow && ax.settled(px) && ay.settled(py)
            if ax.isStopped && ay.isStopped { done = true }
            kind = .decelerate(x: ax, y: ay)
            if done { return (Point(ax.rest(px), ay.rest(py)), true) }
            return (Point(px, py), false)
        case .page(var p):
            p.lo = lo; p.hi = hi
            let done = p.step(toMs: ms)
            kind = .page(p)
            return (Point(p.x.pos, p.y.pos), done)
        }
    }
}

/// S4: where a motion step falls on its display frames: each frame one frame interval after
/// the one before, a running sum from the motion's start (the release, for a motion that
/// starts there), as a host that advances its clock by adding the same interval computes its
/// own frames, so that a host stepping at 60 Hz from the release meets one step at every
/// advance (a product, start + k · interval, rounds differently from such a sum and made a
/// step fall one ulp after the host's advance now and then: no step, then two). Each next
/// frame's deadline is strictly later than this one's: were the clock so large that a frame
/// no longer moved it (beyond TC_MAX_TIMESTAMP, which the host cannot reach), the next double
/// is taken, so a motion's steps never fire at one deadline for ever.
struct MotionFrame {
    var deadline: Double

    /// The first frame after `start`.
    init(after start: Double) {
        self = MotionFrame(deadline: start).next
    }

    private init(deadline: Double) { self.deadline = deadline }

    /// The frame after this one.
    var next: MotionFrame {
        let d = deadline + Constants.scrollFrameInterval
        return MotionFrame(deadline: d > deadline ? d : deadline.nextUp)
    }
}

/// One axis of a deceleration (S4). A phase starts at `t0` (ms after the release) at `x0`
/// with velocity `v0`; `side` says whether it is in range (0) or bouncing below (−1) or above
/// (+1) the range.
struct ScrollAxisMotion {
    var t0 = 0.0
    var x0: Double
    var v0: Double
    var side: Int
    var lo: Double
    var hi: Double
    /// ln r of the in-range deceleration (UIKit's decelerationFactor, or the factor it adjusts
    /// when the delegate changes the target).
    var logRate: Double
    var bounces: Bool
    /// S7: the target a delegate set (UIKit's `_adjustedDecelerationTarget`): the content stops
    /// there when it gets there, and goes there at the end. NaN: none.
    var target = Double.nan
    /// S9: the axis stops at the edge it reaches (the enclosing view takes the rest), and
    /// `crossing` records when (ms) and how fast.
    var handsOff = false
    var crossing: (ms: Double, velocity: Double)?
    /// At rest at `x0` (a phase that ended for good).
    var isStopped = false

    init(x: Double, v: Double, lo: Double, hi: Double, logRate: Double, bounces: Bool) {
        x0 = x; v0 = v.isFinite ? v : 0
        self.lo = lo; self.hi = max(lo, hi)
        self.logRate = logRate; self.bounces = bounces
        side = x < lo ? -1 : (x > self.hi ? 1 : 0)
        if !bounces && side != 0 { x0 = side < 0 ? lo : self.hi; side = 0; v0 = 0 }
        if side == 0 && v0 == 0 { isStopped = true }
    }

    var rate: Double { exponential(logRate) }
    /// UIKit's bounce: ln 0.99 per ms.
    static let bounceLog = naturalLog(Constants.scrollBounceDecay)

    /// The distance a velocity v covers in e ms in range: v·r(1−rᵉ)/(1−r).
    func travel(_ v: Double, _ e: Double) -> Double {
        let r = rate
        return v * r * (1 - exponential(e * logRate)) / (1 - r)
    }

    /// The ms after which an in-range phase has covered `d` (same sign as v0), or nil.
    func timeToCover(_ d: Double) -> Double? {
        guard v0 != 0, d * v0 >= 0 else { return nil }
        let r = rate
        let f = 1 - d * (1 - r) / (r * v0)
        guard f > 0, f <= 1 else { return nil }
        let e = naturalLog(f) / logRate
        return e.isFinite ? e : nil
    }

    /// Position and velocity `ms` after the release, with no phase change committed.
    func state(at ms: Double) -> (x: Double, v: Double) {
        if isStopped { return (x0, 0) }
        let e = max(0, ms - t0)
        if side == 0 {
            let x = x0 + travel(v0, e)
            return (x.isFinite ? x : x0, v0 * exponential(e * logRate))
        }
        let edge = side < 0 ? lo : hi
        let damp = exponential(e * ScrollAxisMotion.bounceLog)
        let y = damp * ((x0 - edge) + travel(v0, e))
        let x = edge + y
        return (x.isFinite ? x : edge, v0 * exponential(e * (ScrollAxisMotion.bounceLog + logRate)))
    }

    /// Commits the phase changes that happen by `ms`: an in-range phase that reaches an edge
    /// (or the delegate's target) and a bouncing phase that comes back into range.
    mutating func advance(to ms: Double) {
        var guardCount = 0
        while !isStopped, guardCount < 8 {
            guardCount += 1
            if side == 0 {
                // The nearest of the edge ahead and the delegate's target.
                let edge = v0 > 0 ? hi : lo
                var stopAt = edge
                var e = timeToCover(edge - x0)
                if target.isFinite, let et = timeToCover(target - x0), e.map({ et <= $0 }) ?? true {
                    e = et; stopAt = target
                }
                guard let de = e, t0 + de <= ms else { return }
                let v = v0 * exponential(de * logRate)
                t0 += de; x0 = stopAt
                if stopAt == target && target.isFinite {
                    isStopped = true          // S7: at the delegate's target
                } else if handsOff {
                    crossing = (t0, v); isStopped = true   // S9: the enclosing view takes it
                } else if !bounces {
                    isStopped = true          // S4: it stops at the edge
                } else {
                    side = v > 0 ? 1 : -1; v0 = v
                }
            } else {
                // Back into range when y₀ + v·r(1−rᵉ)/(1−r) reaches 0 (only against y₀).
                let edge = side < 0 ? lo : hi
                let y0 = x0 - edge
                guard v0 != 0, y0 * v0 < 0 else { return }
                let r = rate
                let f = 1 + y0 * (1 - r) / (r * v0)
                guard f > 0, f < 1 else { return }
                let de = naturalLog(f) / logRate
                guard de.isFinite, t0 + de <= ms else { return }
                let v = v0 * exponential(de * (ScrollAxisMotion.bounceLog + logRate))
                t0 += de; x0 = edge; v0 = v; side = 0
                if v0 == 0 { isStopped = true }
            }
        }
    }

    /// The range changed (content or bounds resized during the motion): the axis goes on
    /// from where it is with its velocity, in the new range.
    mutating func rerange(lo newLo: Double, hi newHi: Double, at ms: Double) {
        let h = max(newLo, newHi)
        guard newLo != lo || h != hi else { return }
        let (x, v) = state(at: ms)
        let stopped = isStopped
        // What the new axis must keep: the delegate's target (S7) and a handoff (S9).
        let keptTarget = target, keptHandsOff = handsOff
        self = ScrollAxisMotion(x: x, v: stopped ? 0 : v, lo: newLo, hi: h, logRate: logRate, bounces: bounces)
        t0 = ms
        handsOff = keptHandsOff
        if keptTarget.isFinite { target = min(max(keptTarget, newLo), h) }
    }

    /// Not bouncing: within half a point of the range (UIKit's test).
    func settled(_ x: Double) -> Bool {
        if isStopped { return true }
        let d = Constants.scrollRestDistance
        return x > lo - d && x < hi + d
    }

    /// Where the axis rests when the motion ends at `x`: the delegate's target, else `x`
    /// pinned into the range.
    func rest(_ x: Double) -> Double {
        if target.isFinite { return target }
        return min(max(x, lo), hi)
    }
}

/// S5: UIKit's paging spring, per axis, on whole milliseconds: each ms the velocity gains
/// (target − position)·pull, keeps `friction` of itself, and moves the content.
struct ScrollPageAxis {
    var pos: Double
    var vel: Double
    var target: Double
    var lastDelta = 0.0
    var done = false
    /// The direction of the page change (sign of target − start), for the overshoot rule.
    var direction: Double
    var passed = false

    init(pos: Double, vel: Double, target: Double) {
        self.pos = pos; self.vel = vel.isFinite ? vel : 0; self.target = target
        direction = target > pos ? 1 : (target < pos ? -1 : 0)
        if pos == target && self.vel == 0 { done = true }
    }

    func hasPassed(_ p: Double) -> Bool { direction != 0 && (p - target) * direction >= 0 }
}

struct ScrollPageMotion {
    var x: ScrollPageAxis
    var y: ScrollPageAxis
    var pull: Double
    var friction: Double
    var msDone = 0
    var lo = Point.zero
    var hi = Point.zero
    /// Per axis (UIKit's -_getPagingDecelerationOffset:forTimeInterval: snaps x out of range
    /// unless bouncesHorizontally, y unless bouncesVertically).
    var bounces = AxisBounces.both

    /// UIKit's spring constants for a scroll view `width` points wide (`initWithFrame:`):
    /// pull 0.000359090909 − 1.84659091e-7·w, friction 0.966818182 + 9.94318182e-6·w, and
    /// 0.00017 / 0.977 above 1024 points.
    init(start: Point, velocity: Point, target: Point, width: Double, lo: Point, hi: Point, bounces: AxisBounces) {
        x = ScrollPageAxis(pos: start.x, vel: velocity.x, target: target.x)
        y = ScrollPageAxis(pos: start.y, vel: velocity.y, target: target.y)
        if width > Constants.scrollPagingWideWidth {
            pull = Constants.scrollPagingWidePull
            friction = Constants.scrollPagingWideFriction
        } else {
            pull = Constants.scrollPagingPullBase + Constants.scrollPagingPullPerPoint * width
            friction = Constants.scrollPagingFrictionBase + Constants.scrollPagingFrictionPerPoint * width
        }
        self.lo = lo; self.hi = hi; self.bounces = bounces
    }

    /// Runs the spring to `ms` whole milliseconds, then applies UIKit's per-frame snaps.
    /// True once both axes rest on their targets.
    mutating func step(toMs ms: Double) -> Bool {
        let n = ms < Double(Int.max / 2) ? Int(ms + 1e-9) : Int.max / 2
        while msDone < n && !(x.done && y.done) {
            msDone += 1
            ScrollPageMotion.tick(&x, pull, friction)
            ScrollPageMotion.tick(&y, pull, friction)
        }
        ScrollPageMotion.snap(&x, lo.x, hi.x, bounces: bounces.x)
        ScrollPageMotion.snap(&y, lo.y, hi.y, bounces: bounces.y)
        return x.done && y.done
    }

    static func tick(_ a: inout ScrollPageAxis, _ pull: Double, _ friction: Double) {
        guard !a.done else { return }
        let d = a.target - a.pos
        a.lastDelta = d
        a.vel = (a.vel + d * pull) * friction
        a.pos += a.vel
        if !a.pos.isFinite || !a.vel.isFinite { a.pos = a.target; a.vel = 0; a.done = true }
    }

    /// UIKit's snaps: slow (|v| < 0.01), the last step's distance within 1 pt and within
    /// 5 pt of the target; out of range without bounces; or back before the target after
    /// having passed it, slower than 0.1 pt/ms.
    static func snapNeeded(_ a: ScrollPageAxis, _ lo: Double, _ hi: Double, bounces: Bool) -> Bool {
        if abs(a.vel) < Constants.scrollStopSpeed && abs(a.lastDelta) <= Constants.scrollPagingSnapStep
            && abs(a.pos - a.target) < Constants.scrollPagingSnapDistance { return true }
        if !bounces && (a.pos < lo || a.pos > max(lo, hi)) { return true }
        if a.passed && !a.hasPassed(a.pos) && abs(a.vel) < Constants.scrollPagingOvershootSpeed { return true }
        return false
    }

    static func snap(_ a: inout ScrollPageAxis, _ lo: Double, _ hi: Double, bounces: Bool) {
        guard !a.done else { return }
        if snapNeeded(a, lo, hi, bounces: bounces) { a.pos = a.target; a.vel = 0; a.done = true; return }
        a.passed = a.hasPassed(a.pos)
    }
}

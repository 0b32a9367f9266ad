/// Estimates the velocity of one tracked quantity (a touch position, or a 1-D value such as a
/// pinch scale or rotation angle passed as `x` with `y = 0`) from timestamped samples.
///
/// Method — the least-squares strategy of Flutter's `VelocityTracker` and Android's default
/// `LSQ2` (`LeastSquaresVelocityTrackerStrategy`):
/// - fit p(t) = c0 + c1·t + c2·t², unweighted, with t relative to the newest sample; the
///   velocity is c1 (`LeastSquares.quadraticLinearCoefficients`);
/// - use at most the newest `historySize` (20) samples (Flutter `_historySize`, Android
///   `HISTORY_SIZE`);
/// - walking back from the newest sample, stop at the first sample older than `horizon`
///   (100 ms; Flutter `_horizonMilliseconds`, Android `HORIZON`) or separated from the next
///   newer one by more than `assumeStoppedGap` (40 ms; Flutter
///   `_assumePointerMoveStoppedMilliseconds`, Android `ASSUME_POINTER_STOPPED_TIME`, which
///   clears the history when a movement arrives after such a gap);
/// - the stop gap is at least one and a half of the stream's interval while it moved (the
///   smaller of the last two intervals of its motion; ours: a stream slower than about 37 Hz
///   would otherwise read as stopped at every lift; at 60 Hz and above it is the references'
///   40 ms, a pause or a dropped frame does not widen it);
/// - fewer than `minSampleCount` (3) usable samples — two samples, or samples farther apart
///   than the horizon or the stop gap (a digitizer reporting every 50 ms) — give the speed of
///   the newest move, the newest sample against the one before it, unless the pointer has
///   stopped (below) (ours: Flutter answers 0 there (`_minSampleSize`), Android degrades to a
///   linear fit with 2 samples, which is this; UIKit's pan reports its newest moves' speeds
///   whatever their spacing, so a low-rate stream would otherwise never fling); one sample, or
///   a degenerate fit, gives (0, 0);
/// - a sample whose time equals the newest one's replaces it (Android
///   `AccumulatingVelocityTrackerStrategy::addMovement`: pointer-down events repeat a time);
/// - an end (lift) sample that repeats the last position adds no point (both references drop
///   the up event: it carries the last move's data). Its time still counts: when the lift
///   comes more than `assumeStoppedGap` after the newest point the pointer is taken to have
///   stopped and the velocity is (0, 0) (Android clears on ACTION_UP after > 40 ms; Flutter
///   returns zero when no sample arrived in the last 40 ms). An end sample with a new position
///   is a regular point;
/// - samples that repeat the newest position are the pointer standing still, as no samples
///   at all are: when it has stood still for more than `assumeStoppedGap` — from the first
///   sample at that position to the newest sample or the lift — the velocity is (0, 0).
///   Ours: both references fit such samples, and a quadratic through a stop then overshoots
///   backwards (a drag held still for three 60 Hz frames and lifted reads about −36 % of its
///   speed, and a scroll view flings back); digitizers that report a held finger at their
///   full rate make this common.
/// - a shorter stop, a pencil's force-only change or a finger resting a frame — a still
///   sample, repeating the position of the sample before it — bends the parabola back too:
///   AOSP's ThreePointsPositiveVelocityTest (273, 293, 293 over 14.7 ms) reads −231, a drag
///   at 3000 pt/s held two 60 Hz frames −1071. When the fitted samples hold a still sample,
///   an axis along which they never stepped against their net travel and whose parabola
///   slope points against it takes the straight-line fit's slope over the same samples
///   (`LeastSquares.linearCoefficients`, never against such values: 1438 and 1500 there).
///   Ours: both references fit the repeat as a point (AOSP disabled that test for LSQ2 and
///   checks it against its impulse strategy only); UIKit's pan cannot turn this way (a
///   repeated position is a zero sample in its 0.2/0.8 blend). Windows without a still
///   sample keep the parabola, overshoot and all: the references' published values include
///   one (Flutter's third stroke decelerates to +12.7 pt/s in x while x only decreased).
///
/// Times are seconds, positions points; boundary comparisons allow `timeTolerance` so decimal
/// inputs such as 2.426 − 2.326 (= 0.1000000000000001 in binary) stay inside the horizon.
///
/// Storage is one fixed array of three runs of `historySize` values — the times, the xs, the
/// ys — allocated once in `init` and then overwritten as a ring buffer; `add` and `velocity`
/// never allocate (copying a tracker and then mutating both copies makes one copy-on-write
/// copy, as for any array-backed value). One array, not three: `add` checks uniqueness once;
/// three runs, not interleaved triples: the fit reads each run with a plain scaled index.
struct VelocityTracker {
    static let historySize = 20
    static let horizon = 0.100
    static let assumeStoppedGap = 0.040
    static let minSampleCount = 3
    static let timeTolerance = 1e-6
    /// The shortest interval the two-sample fallback divides by (seconds).
    static let minimumMoveInterval = 0.001

    /// Sample i's time, x and y at i, historySize + i and 2 historySize + i.
    private(set) var storage: ContiguousArray<Double>
    /// Index of the newest sample (meaningful when `count > 0`).
    private var newest = 0
    /// Number of stored samples, ≤ `historySize`.
    private(set) var count = 0
    /// Time of an end sample that repeated the newest position (added no point).
    private var liftTime: Double? = nil
    /// Bumped by every `add` and `reset`: equal versions of one tracker give equal velocities,
    /// so an owner may keep the last one (`PanRecognizer.velocityInWindow`).
    private(set) var version: UInt64 = 0

    init() {
        storage = ContiguousArray(repeating: 0, count: 3 * Self.historySize)
    }

    mutating func reset() {
        version &+= 1
        count = 0
        newest = 0
        liftTime = nil
    }

    /// time in seconds, position in points. `isEnd` marks an ended/lift sample: if it repeats
    /// the last position it adds no point. Non-finite samples are ignored; a time earlier than
    /// the newest sample's starts a new history.
    mutating func add(time: Double, x: Double, y: Double, isEnd: Bool = false) {
        version &+= 1
        guard time.isFinite, x.isFinite, y.isFinite else { return }
        let n = newest, stored = count
        // What the sample does, decided and written in one access to the ring (one uniqueness
        // check): nothing (a lift repeating the newest position), replace the newest sample,
        // restart the history (written below, rare), or append.
        enum Step { case none, replace, restart, append }
        let step: Step = storage.withUnsafeMutableBufferPointer { ring in
            guard let b = ring.baseAddress, ring.count == 3 * Self.historySize else { return .none }
            if stored > 0 {
                let lastTime = b[n]
                if isEnd && x == b[n + Self.historySize] && y == b[n + 2 * Self.historySize] {
                    return .none
                }
                if time < lastTime - Self.timeTolerance { return .restart }
                if time <= lastTime + Self.timeTolerance {
                    // Same timestamp: the later sample replaces the earlier one.
                    b[n] = time; b[n + Self.historySize] = x; b[n + 2 * Self.historySize] = y
                    return .replace
                }
            }
            let slot = stored == 0 ? 0 : (n + 1 == Self.historySize ? 0 : n + 1)
            b[slot] = time; b[slot + Self.historySize] = x; b[slot + 2 * Self.historySize] = y
            return .append
        }
        switch step {
        case .none:
            // An end sample repeating the newest position adds no point; its time is kept.
            if stored > 0, isEnd, time >= storage[n] { liftTime = time }
        case .replace:
            liftTime = nil
        case .restart:
            // A time earlier than the newest sample's starts a new history with this sample.
            reset()
            storage[0] = time; storage[Self.historySize] = x; storage[2 * Self.historySize] = y
            newest = 0
            count = 1
        case .append:
            liftTime = nil
            newest = stored == 0 ? 0 : (n + 1 == Self.historySize ? 0 : n + 1)
            if stored < Self.historySize { count = stored + 1 }
        }
    }

    /// `velocity()` for a tracker stored in an object (a recognizer, a touch). `mutating`
    /// though it changes nothing: a non-mutating call on a stored tracker copies it first
    /// (its array's reference counted), a mutating one reads it in place.
    mutating func velocityInPlace() -> (x: Double, y: Double) { velocity() }

    /// points per second ((0, 0) with fewer than 2 samples). Reads the ring buffer in
    /// place, newest sample first, with no copy (the fit reads each sample twice).
    func velocity() -> (x: Double, y: Double) {
        guard count >= 2 else { return (0, 0) }
        return storage.withUnsafeBufferPointer {
            Self.velocity($0, newest: newest, count: count, liftTime: liftTime)
        }
    }

    /// The ring index of the sample just older than the one at `i`.
    @inline(__always)
    private static func older(_ i: Int) -> Int { i == 0 ? historySize - 1 : i - 1 }

    /// The velocity of the `count` samples of a ring whose newest is at `newest`.
    @inline(__always)
    private static func velocity(_ ring: UnsafeBufferPointer<Double>, newest: Int, count: Int,
                                 liftTime: Double?) -> (x: Double, y: Double) {
        guard let b = ring.baseAddress, ring.count == 3 * historySize,
              newest >= 0, newest < historySize, count <= historySize else { return (0, 0) }
        let tp = b, xp = b + historySize, yp = b + 2 * historySize
        let newestTime = tp[newest]
        // Standing still since `stillSince`: the oldest sample of the run, ending with the
        // newest, at the newest position (the newest alone when it moved).
        var stillSince = newestTime
        var k = 1
        var j = older(newest)
        while k < count && xp[j] == xp[newest] && yp[j] == yp[newest] {
            stillSince = tp[j]
            k += 1
            j = older(j)
        }
        // A stream slower than the gap's rate (a digitizer reporting every 50 ms) is not taken
        // to have stopped between two of its samples: the gap is at least one and a half of its
        // sample interval while it moved — the smaller of the last two intervals of its motion
        // (the one that brought it to where it stands, the one before), so that neither a pause
        // nor one dropped frame widens it (ours; at 60 Hz, the references' 40 ms).
        var stopGap = Self.assumeStoppedGap
        if k < count {
            var interval = stillSince - tp[j]
            if k + 1 < count { interval = min(interval, tp[j] - tp[older(j)]) }
            stopGap = max(stopGap, 1.5 * interval)
        }
        if (liftTime ?? newestTime) - stillSince > stopGap + Self.timeTolerance {
            return (0, 0)
        }

        // Walk back from the newest sample while the samples form one continuous movement.
        var used = 0
        var index = newest
        var previousTime = newestTime
        while used < count {
            let t = tp[index]
            if newestTime - t > Self.horizon + Self.timeTolerance
                || previousTime - t > Self.assumeStoppedGap + Self.timeTolerance { break }
            previousTime = t
            used += 1
            index = older(index)
        }
        // Too few for the fit — two samples, or samples farther apart than the fit's window (a
        // digitizer reporting every 50 ms) — but not stopped (tested above): the newest move's
        // speed, UIKit's pan velocity with one sample (and Android's fit with two points, which
        // is linear). A stream at such a rate would otherwise read 0 at every sample.
        guard used >= Self.minSampleCount else {
            let p = older(newest)
            // At least a millisecond: two samples a hair apart are no measure of a speed (a
            // 30 pt jump within 2 µs would read 15,000,000 pt/s).
            let dt = max(newestTime - tp[p], Self.minimumMoveInterval)
            guard count >= 2 else { return (0, 0) }
            let vx = (xp[newest] - xp[p]) / dt, vy = (yp[newest] - yp[p]) / dt
            return vx.isFinite && vy.isFinite ? (vx, vy) : (0, 0)
        }

        // Sample k is the k-th newest: times relative to the newest one. A fit that overflows
        // (samples a hair apart in time, far apart in space) is no estimate, as an unsolvable
        // one: 0, never inf or NaN.
        // (A local function, not a closure value: passed only as a non-escaping argument, it
        // allocates no context.)
        func sample(_ k: Int) -> (t: Double, x: Double, y: Double) {
            let i = newest >= k ? newest - k : newest - k + historySize
            return (tp[i] - newestTime, xp[i], yp[i])
        }
        guard var v = LeastSquares.quadraticLinearCoefficients(count: used, sample) else { return (0, 0) }

        // A still sample — one repeating the position of the sample before it — within the fit
        // bends the parabola back: fitted through a move and a stop it overshoots the stop and
        // its slope at the newest sample points against the travel. Along an axis whose fitted
        // positions never step against their net travel, with a still sample in the window, a
        // slope against that travel is that artefact: the straight-line fit's slope over the
        // same samples stands in (never against the travel: `linearCoefficients`). Windows
        // without a still sample keep the parabola's slope, overshoot and all (the references'
        // published values include one: Flutter's third stroke decelerates to +12.7 pt/s in x,
        // where x only decreased).
        let oldest = sample(used - 1), newestSample = sample(0)
        let netX = newestSample.x - oldest.x, netY = newestSample.y - oldest.y
        guard v.x * netX < 0 || v.y * netY < 0 else { return v }
        var hasStill = false, monotoneX = true, monotoneY = true
        var newer = newestSample
        for k in 1..<used {
            let older = sample(k)
            let dx = newer.x - older.x, dy = newer.y - older.y
            if dx == 0 && dy == 0 { hasStill = true }
            if dx * netX < 0 { monotoneX = false }
            if dy * netY < 0 { monotoneY = false }
            newer = older
        }
        guard hasStill, let line = LeastSquares.linearCoefficients(count: used, sample) else { return v }
        if v.x * netX < 0 && monotoneX { v.x = line.x }
        if v.y * netY < 0 && monotoneY { v.y = line.y }
        return v
    }
}

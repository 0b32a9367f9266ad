/// Least-squares polynomial fitting for the velocity estimator.
///
/// The references fit p(t) = c0 + c1·t + c2·t² with t measured relative to the newest sample
/// and report c1 as the velocity: Flutter's `LeastSquaresSolver` (Gram–Schmidt QR, weights all
/// 1.0) and Android's `solveUnweightedLeastSquaresDeg2` (closed-form normal equations in
/// `float`, used by its default LSQ2 strategy, unweighted). Both minimise the same unweighted
/// sum of squares, so both have the same exact solution; this solver computes it in `Double`
/// from mean-centred sums (two passes), which avoids the cancellation that raw power sums
/// suffer when positions are large (e.g. 1000 pt) and move only a little.
enum LeastSquares {
    /// `1 − r²` between the centred t and t² columns below which the fit is treated as
    /// degenerate (e.g. fewer than 3 distinct times), like the references' "no solution".
    static let degeneracyThreshold = 1e-12

    /// The linear coefficients c1 of the unweighted least-squares fits
    /// `x ≈ c0 + c1·t + c2·t²` and `y ≈ …` over `(times[i], xs[i])` and `(times[i], ys[i])`:
    /// both axes in one pass over the samples, sharing every sum that depends on the times
    /// only. Each axis's arithmetic is, operation for operation, that of a fit of that axis
    /// alone, so the results do not depend on being computed together.
    ///
    /// Returns nil when fewer than 3 pairs are given, the lengths differ, the times do not
    /// determine a parabola (fewer than 3 distinct times), or either coefficient is not
    /// finite. Allocation-free: it only reads the buffers.
    static func quadraticLinearCoefficients(times: UnsafeBufferPointer<Double>, xs: UnsafeBufferPointer<Double>,
                                            ys: UnsafeBufferPointer<Double>) -> (x: Double, y: Double)? {
        let n = times.count
        guard n >= 3, xs.count == n, ys.count == n else { return nil }
        return quadraticLinearCoefficients(count: n) { (times[$0], xs[$0], ys[$0]) }
    }

    /// The same fit over `count` samples read by `sample(i)` (time, x, y), i = 0 ..< count,
    /// each read twice, in this order: what the buffers' version reads. `sample` must give the
    /// same values both times (the velocity tracker reads its ring buffer in place through it,
    /// instead of copying the samples out first). `count` ≥ 3.
    @inline(__always)
    static func quadraticLinearCoefficients(count n: Int, _ sample: (Int) -> (t: Double, x: Double, y: Double))
        -> (x: Double, y: Double)? {
        // Pass 1: means of t, t² and the values.
        var sumT = 0.0, sumT2 = 0.0, sumX = 0.0, sumY = 0.0
        for i in 0..<n {
            let (t, x, y) = sample(i)
            sumT += t
            sumT2 += t * t
            sumX += x
            sumY += y
        }
        let count = Double(n)
        let meanT = sumT / count, meanT2 = sumT2 / count, meanX = sumX / count, meanY = sumY / count

        // Pass 2: centred cross products. With u = t − mean(t), q = t² − mean(t²) and
        // d = value − mean(value), the slopes of d ≈ c1·u + c2·q are those of the full fit
        // (the intercept absorbs the means).
        var suu = 0.0, suq = 0.0, sqq = 0.0, sux = 0.0, sqx = 0.0, suy = 0.0, sqy = 0.0
        for i in 0..<n {
            let (t, x, y) = sample(i)
            let u = t - meanT
            let q = t * t - meanT2
            let dx = x - meanX
            let dy = y - meanY
            suu += u * u
            suq += u * q
            sqq += q * q
            sux += u * dx
            sqx += q * dx
            suy += u * dy
            sqy += q * dy
        }

        let denominator = suu * sqq - suq * suq
        guard suu > 0, sqq > 0, denominator.isFinite,
              denominator > degeneracyThreshold * suu * sqq else { return nil }
        let cx = (sux * sqq - sqx * suq) / denominator
        let cy = (suy * sqq - sqy * suq) / denominator
        return cx.isFinite && cy.isFinite ? (cx, cy) : nil
    }

    /// The slopes c1 of the unweighted straight-line fits `x ≈ c0 + c1·t` and `y ≈ …` over
    /// `count` samples read by `sample(i)` (each read twice), from mean-centred sums as above.
    /// For values that never decrease (never increase) as t grows, the slope is never negative
    /// (positive): it is a weighted mean of the pairwise slopes, Σ(tᵢ − t̄)(xᵢ − x̄) being
    /// ½n⁻¹ Σᵢⱼ (tᵢ − tⱼ)(xᵢ − xⱼ). Nil when the times are all equal or a slope is not finite.
    @inline(__always)
    static func linearCoefficients(count n: Int, _ sample: (Int) -> (t: Double, x: Double, y: Double))
        -> (x: Double, y: Double)? {
        guard n >= 2 else { return nil }
        var sumT = 0.0, sumX = 0.0, sumY = 0.0
        for i in 0..<n {
            let (t, x, y) = sample(i)
            sumT += t
            sumX += x
            sumY += y
        }
        let count = Double(n)
        let meanT = sumT / count, meanX = sumX / count, meanY = sumY / count
        var suu = 0.0, sux = 0.0, suy = 0.0
        for i in 0..<n {
            let (t, x, y) = sample(i)
            let u = t - meanT
            suu += u * u
            sux += u * (x - meanX)
            suy += u * (y - meanY)
        }
        guard suu > 0 else { return nil }
        let cx = sux / suu, cy = suy / suu
        return cx.isFinite && cy.isFinite ? (cx, cy) : nil
    }
}

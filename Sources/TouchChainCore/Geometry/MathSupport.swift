/// Elementary functions the standard library lacks (the engine links no libm wrapper and no
/// Foundation). Accurate to a few ulps over the ranges the recognizers use.

/// atan(x) for any finite x: argument halving twice, then a Taylor series on |x| ≤ tan(π/16).
func arctan(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x.isInfinite { return x > 0 ? Double.pi / 2 : -Double.pi / 2 }
    // Beyond 1e150, x² overflows the halving below (it returned 0): atan(x) = ±π/2 − atan(1/x).
    // Only there, so every other argument keeps its arithmetic bit for bit.
    if abs(x) > 1e150 { return (x > 0 ? Double.pi / 2 : -Double.pi / 2) - arctan(1 / x) }
    var v = x
    // atan(x) = 2 atan(x / (1 + sqrt(1 + x²)))
    v = v / (1 + (1 + v * v).squareRoot())
    v = v / (1 + (1 + v * v).squareRoot())
    v = v / (1 + (1 + v * v).squareRoot())
    // |v| ≤ tan(π/16) ≈ 0.199: the series converges fast.
    let v2 = v * v
    var term = v
    var sum = v
    var n = 1.0
    for _ in 0..<20 {
        term *= -v2
        n += 2
        sum += term / n
    }
    return 8 * sum
}

/// atan2(y, x) in (−π, π].
func arctan2(_ y: Double, _ x: Double) -> Double {
    if x > 0 { return arctan(y / x) }
    if x < 0 { return y >= 0 ? arctan(y / x) + Double.pi : arctan(y / x) - Double.pi }
    if y > 0 { return Double.pi / 2 }
    if y < 0 { return -Double.pi / 2 }
    return 0
}

/// (cos a, sin a) for the angles a touch reports (−π … π; accurate to a few ulps for |a| up
/// to a few hundred turns, not beyond: the reduction's π/2 has two parts, not more): reduced
/// to r = a − k·π/2 with |r| ≤ π/4, then Taylor series (12 terms: well past double precision
/// there) and the quadrant's swap and signs. A zero keeps its sign in the sine.
func cosineSine(_ a: Double) -> (cos: Double, sin: Double) {
    guard a.isFinite else { return (.nan, .nan) }
    if a == 0 { return (1, a) }
    let k = (a / (Double.pi / 2)).rounded()
    let piOver2Hi = 1.5707963267948966, piOver2Lo = 6.123233995736766e-17
    let r = (a - k * piOver2Hi) - k * piOver2Lo
    let r2 = r * r
    var s = r, c = 1.0, ts = r, tc = 1.0
    var n = 1.0
    for _ in 0..<12 {
        ts *= -r2 / ((n + 1) * (n + 2)); s += ts
        tc *= -r2 / (n * (n + 1)); c += tc
        n += 2
    }
    switch Int(k.truncatingRemainder(dividingBy: 4) + 4) % 4 {
    case 0: return (c, s)
    case 1: return (-s, c)
    case 2: return (-c, -s)
    default: return (s, -c)
    }
}

/// The angle `a` brought into (−π, π].
func wrapAngle(_ a: Double) -> Double {
    guard a.isFinite else { return 0 }   // never loop on an infinity
    var r = a
    while r > Double.pi { r -= 2 * Double.pi }
    while r <= -Double.pi { r += 2 * Double.pi }
    return r
}

/// e^x: x = k·ln 2 + r with |r| ≤ ln 2 / 2, e^r by its Taylor series (20 terms: well past
/// double precision there), scaled by 2^k exactly. Used by scroll motion (S4).
func exponential(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 709 { return .infinity }
    if x < -745 { return 0 }
    let ln2 = 0.6931471805599453
    let k = (x / ln2).rounded()
    let r = x - k * ln2
    var term = 1.0
    var sum = 1.0
    for n in 1...20 {
        term *= r / Double(n)
        sum += term
    }
    // 2^k in two steps so that neither factor over- or underflows on its own.
    let k1 = Int(k) / 2, k2 = Int(k) - Int(k) / 2
    return sum * Double(sign: .plus, exponent: k1, significand: 1)
               * Double(sign: .plus, exponent: k2, significand: 1)
}

/// ln x for x > 0: x = m·2^e with m in [1, 2), ln m = 2·atanh((m−1)/(m+1)) by its series.
func naturalLog(_ x: Double) -> Double {
    guard x > 0, x.isFinite else { return x == 0 ? -.infinity : (x.isInfinite ? x : .nan) }
    let e = Double(x.exponent)
    let m = x.significand
    let z = (m - 1) / (m + 1)   // ≤ 1/3
    let z2 = z * z
    var term = z
    var sum = z
    var n = 1.0
    for _ in 0..<30 {
        term *= z2
        n += 2
        sum += term / n
    }
    return 2 * sum + e * 0.6931471805599453
}

func distance(_ a: Point, _ b: Point) -> Double {
    let dx = a.x - b.x, dy = a.y - b.y
    return (dx * dx + dy * dy).squareRoot()
}

/// Fixed-point formatting for failure messages ("12.4", "0.210"), no Foundation.
func format(_ x: Double, _ decimals: Int) -> String {
    guard x.isFinite else { return "\(x)" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let neg = x < 0
    let scaled = (abs(x) * scale).rounded()
    guard scaled < 9e15 else { return "\(x)" }
    let n = Int64(scaled)
    let intPart = n / Int64(scale)
    var frac = String(n % Int64(scale))
    while frac.count < decimals { frac = "0" + frac }
    return (neg ? "-" : "") + String(intPart) + (decimals > 0 ? "." + frac : "")
}

/// The index in `0..<count` that `matches`, for a list in which at most one index does (the
/// live touches' ids, the pushed live ids: each id is live once), looked for from `hint` on
/// and then from the start. With at most one match the answer does not depend on where the
/// scan starts; starting where the caller expects the match (after the previous sample's
/// touch: a frame's samples usually come in the order their touches are listed) finds it at
/// the first probe instead of after half the list, on average.
@inline(__always)
func uniqueIndex(count: Int, from hint: Int, _ matches: (Int) -> Bool) -> Int? {
    var i = hint >= 0 && hint < count ? hint : 0
    var left = count
    while left > 0 {
        if matches(i) { return i }
        i += 1
        if i == count { i = 0 }
        left -= 1
    }
    return nil
}

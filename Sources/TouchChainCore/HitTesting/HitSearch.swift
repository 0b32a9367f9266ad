/// The one hit-test search (H1–H7) over the flat tree (FlatTree.swift): its frames, its
/// general path and its three fast paths, the trace (H7) and the host hooks (H6f). The
/// queries that call it, with their checks, are in HitTest.swift.
///
/// Invariants: the search changes nothing but its own stack (H5: mutations are refused while
/// it runs); with no hook and no observer it calls nothing outside the engine and touches no
/// object; its fast paths answer what its general path answers (tested on random trees).

/// One frame of the flat search.
struct FlatFrame {
    var node: Int32
    /// The next child to try (walking down from the top-most), -1 when done.
    var nextChild: Int32
    var inside: Bool
    var point: Point
    /// Indexed children (ChildIndex): the candidates still to try, as two ranges — the grid
    /// cell's list at `point` and the always-tried list — each `next ..< end`, top first.
    /// They point into the index's arrays, which stay as they are for the whole search: the
    /// tree cannot change while a search runs (H5), an index is rebuilt only when dirty, and
    /// only a tree edit makes one dirty.
    var indexed = false
    var cellNext: UnsafePointer<Int32>? = nil
    var cellEnd: UnsafePointer<Int32>? = nil
    var alwaysNext: UnsafePointer<Int32>? = nil
    var alwaysEnd: UnsafePointer<Int32>? = nil

    /// Sets the frame to walk its view's child index from these candidates.
    @inline(__always)
    mutating func walkIndex(_ r: IndexCandidates) {
        indexed = true
        nextChild = -1
        cellNext = r.cellNext
        cellEnd = r.cellEnd
        alwaysNext = r.alwaysNext
        alwaysEnd = r.alwaysEnd
    }
}

extension Scene {
    /// The flat tree without counting a reference (the search's child-index calls): the scene
    /// owns it for its whole life.
    @inline(__always)
    func withFlat<R>(_ body: (FlatTree) -> R) -> R {
        Unmanaged.passUnretained(hitTesting.flat)._withUnsafeGuaranteedRef(body)
    }

    /// The one hit-test search (H1–H7). Returns a view slot or -1.
    ///
    /// Its general path keeps a frame per view on the path and handles every rule: hooks,
    /// polygons, redirects, outside-bounds views, singular transforms. Three fast paths skip
    /// work that cannot change the answer: the descent (no frame for a plain view the point is
    /// inside, once no hook is on the stack; through child indexes too, when no child of the
    /// index must always be tried), the sibling loop (no frame for a plain sibling the point
    /// misses) and the child index (no visit to a child whose rectangle misses).
    /// `tracing` (a trace observer, H7) turns them all off: every child tried is entered and
    /// exited, in order, with each step reported. Their answers are tested equal on random
    /// trees (FlatHitTestEquivalenceTests, `forceGeneralSearch`).
    @inline(__always)
    func flatHitTest(_ root: Int32, _ point: Point, _ stack: RawStack<FlatFrame>, tracing: Bool = false) -> Int32 {
        let flat = withFlat { $0.pointers }
        let hot = flat.hot
        stack.count = 0
        // The descent (`descend`, below) starts at a plain root the point is inside (its
        // children indexed or not); any other root starts on the general search. The usual
        // case (the descent answers) stays in the caller, without the general search's frame.
        let rootFlags = hot[Int(root)].flags
        if !tracing && rootFlags & HitCache.rootNotPlain == 0 {
            guard rootFlags & HitCache.hittable != 0, hot[Int(root)].contains(point.x, point.y) else { return -1 }
            let r = descendFrom(root, point, flat, stack, root: true)
            if r >= 0 { return r }
            // A plain root has no hook (`rootNotPlain`): no frame below it needs to see an answer.
            return generalSearch(stack, flat, hooks: 0, tracing: false)
        }
        if case .done(let r) = flatBegin(root, point, stack, hot, tracing) { return r }
        // Frames whose view has a hit-test hook: only those must see a descendant's answer on
        // the way back up; with none on the stack, the first answer is final. A trace exits
        // every frame, as if each had a hook (which also keeps the descent off).
        return generalSearch(stack, flat, hooks: tracing ? Int.max / 2 : rootFlags & HitCache.hitTestHook != 0 ? 1 : 0,
                             tracing: tracing)
    }

    /// The descent from a plain view the point is inside, through child indexes where it meets
    /// them: the answer (≥ 0: a plain view the point is inside answers at least itself), or −1
    /// when it handed the search on with a frame pushed on `stack`.
    /// `root`: at the query's root (the descent is inlined there).
    @inline(__always)
    private func descendFrom(_ node: Int32, _ p: Point, _ flat: FlatPointers, _ stack: RawStack<FlatFrame>,
                             root: Bool) -> Int32 {
        if flat.hot[Int(node)].flags & HitCache.indexedChildren != 0 {
            return descendThroughIndexes(node, SIMD2(p.x, p.y), flat, stack)
        }
        var exit = DescentExit()
        let a = root ? descend(node, p, flat, &exit) : descendOutlined(node, p, flat, &exit)
        if a >= 0 { return a }
        if exit.indexed { return descendThroughIndexes(exit.child, exit.point, flat, stack) }
        stack.push(FlatFrame(node: exit.node, nextChild: exit.child, inside: true, point: Point(exit.x, exit.y)))
        return -1
    }

    /// The general search over the frames on `stack` (at least one), handing plain views the
    /// point is inside back to the descent while no hook is on the stack.
    @inline(never)
    private func generalSearch(_ stack: RawStack<FlatFrame>, _ flat: FlatPointers, hooks initialHooks: Int,
                               tracing: Bool) -> Int32 {
        let hot = flat.hot
        var hooks = initialHooks
        var pending: Int32 = -1
        var node: Int32 = -1
        var p = Point(0, 0)
        while true {
            if node >= 0 {
                stack.count = 0
                let r = descendFrom(node, p, flat, stack, root: false)
                if r >= 0 { return r }
                node = -1
            }
            // The general search: a frame per view on the path; hooks, polygons, redirects,
            // outside-bounds views and indexed children are handled here.
            while stack.count > 0 {
                if pending >= 0 && hooks == 0 { return pending }
                let top = stack.base + (stack.count - 1)
                if pending < 0 && top.pointee.indexed {
                    // Candidates from the child index, in stacking order (top first). With
                    // no always-tried child left, the cell's list alone, in a tight loop
                    // that skips the plain translations the point misses (as the sibling
                    // loop below does); else the two lists merged.
                    var child: Int32 = -1
                    if top.pointee.alwaysNext == top.pointee.alwaysEnd {
                        var next = top.pointee.cellNext
                        let end = top.pointee.cellEnd
                        let q = SIMD2(top.pointee.point.x, top.pointee.point.y)
                        while next != end {
                            let c = next.unsafelyUnwrapped.pointee
                            next = next.unsafelyUnwrapped + 1
                            let h = hot + Int(c)
                            if h.pointee.flags & (HitCache.notPlain | HitCache.hittable | HitCache.translationOnly)
                                == HotNode.fastValue && !h.pointee.contains(q + h.pointee.t) { continue }
                            child = c
                            break
                        }
                        top.pointee.cellNext = next
                    } else {
                        child = withFlat { $0.nextCandidate(top) }
                    }
                    if child < 0 { top.pointee.indexed = false; top.pointee.nextChild = -1; continue }
                    let ch = hot + Int(child)
                    let cflags = ch.pointee.flags
                    if cflags & HitCache.singular != 0 { continue }
                    let cp: Point
                    if cflags & (HitCache.notPlain | HitCache.hittable | HitCache.translationOnly) == HotNode.fastValue {
                        // A plain, hittable translation: a miss needs nothing more (as in the
                        // sibling loop below).
                        let c = SIMD2(top.pointee.point.x, top.pointee.point.y) + ch.pointee.t
                        if !ch.pointee.contains(c) { continue }
                        cp = Point(c.x, c.y)
                    } else {
                        cp = flat.mapFromParent(child, top.pointee.point)
                    }
                    if hooks == 0 && cflags & (HitCache.notDescendable | HitCache.hittable) == HitCache.hittable
                        && ch.pointee.contains(cp.x, cp.y) {
                        node = child  // a plain child the point is inside: the descent takes over
                        p = cp
                        break
                    }
                    switch flatBegin(child, cp, stack, hot, false) {
                    case .done(let r): pending = r
                    case .pushed: if cflags & HitCache.hitTestHook != 0 { hooks += 1 }
                    }
                    continue
                }
                if pending < 0 && top.pointee.nextChild >= 0 && tracing {
                    // Traced: every child is entered and exited, with no shortcut.
                    let child = top.pointee.nextChild
                    top.pointee.nextChild = hot[Int(child)].prevSibling
                    let cflags = hot[Int(child)].flags
                    if cflags & HitCache.singular != 0 {
                        traceEnter(child)
                        traceExit(child, -1)
                        continue
                    }
                    switch flatBegin(child, flat.mapFromParent(child, top.pointee.point), stack, hot, true) {
                    case .done(let r): pending = r
                    case .pushed: if cflags & HitCache.hitTestHook != 0 { hooks += 1 }
                    }
                    continue
                }
                if pending < 0 && top.pointee.nextChild >= 0 {
                    let q = top.pointee.point
                    // The tight loop: plain siblings the point misses (or that cannot be hit) are
                    // skipped without a frame — for a hittable translation, one flag test, two
                    // additions and four comparisons each.
                    var child = top.pointee.nextChild
                    var ch = hot + Int(child)
                    var cx = 0.0, cy = 0.0
                    while true {
                        let flags = ch.pointee.flags
                        if flags & (HitCache.notPlain | HitCache.hittable | HitCache.translationOnly)
                            == HotNode.fastValue {
                            let c = SIMD2(q.x, q.y) + ch.pointee.t
                            cx = c.x; cy = c.y
                            if ch.pointee.contains(c) { break }
                        } else {
                            let cp = flat.mapFromParent(child, q)
                            cx = cp.x; cy = cp.y
                            if flags & HitCache.notPlain != 0 { break }
                            if flags & HitCache.hittable != 0 && ch.pointee.contains(cx, cy) { break }
                        }
                        child = ch.pointee.prevSibling
                        if child < 0 { break }
                        ch = hot + Int(child)
                    }
                    if child < 0 { top.pointee.nextChild = -1; continue }
                    top.pointee.nextChild = ch.pointee.prevSibling
                    let cp = Point(cx, cy)
                    let cflags = ch.pointee.flags
                    if cflags & HitCache.notPlain == 0 {
                        // A plain child the point is inside (what the loop stopped on). With no
                        // hook on the stack and nothing special about it, the descent takes over
                        // (the frames below can no longer change the answer).
                        if hooks == 0 && cflags & HitCache.selfSpecial == 0 {
                            node = child
                            p = cp
                            break
                        }
                        // A leaf answers at once; otherwise its frame is pushed with what is known.
                        if ch.pointee.lastChild < 0 && cflags & HitCache.indexedChildren == 0 {
                            pending = cflags & HitCache.selfSpecial == 0 ? child : selfAnswer(child, cp)
                        } else {
                            var frame = FlatFrame(node: child, nextChild: ch.pointee.lastChild, inside: true, point: cp)
                            if cflags & HitCache.indexedChildren != 0 { withFlat { $0.startIndexed(&frame) } }
                            stack.push(frame)
                        }
                        continue
                    }
                    if cflags & HitCache.singular != 0 { continue }
                    switch flatBegin(child, cp, stack, hot, false) {
                    case .done(let r): pending = r
                    case .pushed: if cflags & HitCache.hitTestHook != 0 { hooks += 1 }
                    }
                    continue
                }
                let done = top.pointee.node
                var result = pending
                let flags = hot[Int(done)].flags
                if result < 0 && top.pointee.inside {
                    result = flags & HitCache.selfSpecial == 0 ? done : selfAnswer(done, top.pointee.point)
                }
                if flags & HitCache.hitTestHook != 0 {
                    result = hookAnswer(done, top.pointee.point, result)
                    hooks -= 1
                }
                if tracing { traceExit(done, result) }
                stack.count -= 1
                pending = result
            }
            // The general search ended (an answer, or nil), or handed a plain view to the descent.
            if node < 0 { return pending }
        }
    }

    /// How the descent ended when it did not answer: at a plain child the point is inside
    /// whose children are indexed (`indexed`: `child`, the point in its space), or at a child
    /// that is not plain, handing `node` (the point in its space) to the general search with
    /// `child` the next to try.
    private struct DescentExit {
        var indexed = false
        // The point's coordinates apart, not side by side: stored side by side, they made the
        // compiler hold the descent's point as a pair throughout (and take it apart at every
        // test).
        var x = 0.0
        var node: Int32 = -1
        var child: Int32 = -1
        var y = 0.0
        var point: SIMD2<Double> { SIMD2(x, y) }
    }

    /// The descent: `node` is a plain view the point `p` is inside, with no hook on the path
    /// above it, so its subtree answers at least `node` itself (a plain view never answers nil
    /// once the point is inside) and nothing above needs a frame. The first plain child the
    /// point is inside becomes `node`, with no frame pushed. Children are tried top first from
    /// the view's sibling block (SiblingBlocks.swift): a plain hittable translation costs four
    /// comparisons against its entry; any other child passes its entry and is tried as the
    /// general search would enter it.
    /// Answers a view slot, or −1 with `exit` filled: a plain child the point is inside whose
    /// own children are indexed is handed back (`exit.indexed`: the caller goes on with
    /// `descendIndexed`); a child that is not plain (a hook, a polygon or redirect,
    /// outside-bounds, singular) hands `node` to the general search, with that child the next
    /// to try. (A result in `exit` rather than an enum keeps the enum's payload from being
    /// built inside the loop.)
    // Inlined into the query's root path only (`descendFrom(root: true)`); elsewhere it is
    // called as `descendOutlined`: inlined into the general search, the array pointer was
    // spilled to the stack (one more load per child).
    @inline(__always)
    private func descend(_ start: Int32, _ point: Point, _ flat: FlatPointers, _ exit: inout DescentExit) -> Int32 {
        let hot = flat.hot
        var node = start
        var arena = withFlat { $0.blocks.entries }
        // The point is inside `start` (every caller checked `contains`), so it is finite, and
        // every way into a child checks it is inside that child first: the point the loop
        // holds is never NaN, which every entry's test needs (a NaN would pass none).
        // The entry being tried, in the node's block: the block's address from the node's hot
        // line at the start and after a child tried the long way; from the parent's entry after
        // an exact one (`childBlock`, one load). A block may be `none` or `leaf`, whose one
        // entry every point passes with the code `unbuilt` or `end`: the loop learns that the
        // view has no block from the entry.
        // (`SiblingArena.address`, from the arena's address held here.)
        @inline(__always) func address(_ b: Int32) -> UnsafePointer<SiblingEntry> {
            UnsafeRawPointer(arena).advanced(by: Int(b)).assumingMemoryBound(to: SiblingEntry.self)
        }
        var e = address(hot[Int(node)].block)
        // The point's two coordinates apart in the loop: each level compares them and adds the
        // child's translation to each (the same sums as a pair's, lane by lane).
        var qx = point.x, qy = point.y
        @inline(__always) func passes(_ e: UnsafePointer<SiblingEntry>) -> Bool {
            qx >= e.pointee.ax && !(qx >= e.pointee.bx) && qy >= e.pointee.ay && !(qy >= e.pointee.by)
        }
        @inline(__always) func next(_ e: UnsafePointer<SiblingEntry>) -> UnsafePointer<SiblingEntry> {
            // (Through the address's integer: as a pointer step, the compiler kept `e` biased
            // by an entry and spent an addition on every level undoing it.)
            UnsafePointer(bitPattern: UInt(bitPattern: e) &+ UInt(MemoryLayout<SiblingEntry>.stride)).unsafelyUnwrapped
        }
        level: while true {
            // The children the point misses: a tight loop of its own, in which only the entry
            // moves (as one loop with the rest, the compiler copied the node and the point
            // between registers at every miss).
            while !passes(e) { e = next(e) }
            var code = e.pointee.code
            if code >= 0 {
                // Inside (the thresholds are exact): mapped as the search maps it, and on into
                // the child's block for as long as its first entry is exact and passed. This
                // loop keeps no node: the entry it went through answers it when the loop stops.
                // It tests `exact`, a byte read for this alone (testing `code` there, the
                // compiler kept the code in a register for after the loop and spent a test on
                // it at every level).
                var through: UnsafePointer<SiblingEntry>
                repeat {
                    through = e
                    e = through.pointee.childBlock
                    // Each axis mapped just before its test (mapped together, the compiler
                    // added them as a pair and took the pair apart for the tests).
                    qx += through.pointee.tx
                    if !(qx >= e.pointee.ax && !(qx >= e.pointee.bx)) {
                        qy += through.pointee.ty
                        node = through.pointee.code
                        e = next(e)
                        continue level
                    }
                    qy += through.pointee.ty
                    if !(qy >= e.pointee.ay && !(qy >= e.pointee.by)) {
                        node = through.pointee.code
                        e = next(e)
                        continue level
                    }
                } while e.pointee.exact
                node = through.pointee.code
                code = e.pointee.code
            }
            if code == SiblingEntry.end { return node }
            if code == SiblingEntry.unbuilt {
                // A leaf has no block; a view with children gets one the first time.
                // (Out of line: inlined, the compiler computed the node's hot line at
                // every level for it.)
                guard let built = blockToBuild(node, hot) else { return node }
                arena = built.0
                e = address(built.1)
                continue
            }
            // A child to try the long way, as the general search would enter it (out of line:
            // the mapping it may need, inlined here, made the compiler hold the point as a pair
            // in every loop of the descent and take it apart at each test).
            let child = SiblingEntry.slot(tried: code)
            let tried = Scene.tryChild(child, qx, qy, flat)
            switch tried.outcome {
            case .enter:
                node = child; e = address(tried.block)
                qx = tried.x; qy = tried.y
                continue level
            case .indexed:
                exit = DescentExit(indexed: true, x: tried.x, node: node, child: child, y: tried.y)
                return -1
            case .handOff:
                exit = DescentExit(indexed: false, x: qx, node: node, child: child, y: qy)
                return -1
            case .missed:
                break
            }
            e = next(e)
        }
    }

    /// What the descent does with a child it must try the long way (`tryChild`).
    private struct TriedChild {
        enum Outcome: UInt8 {
            /// The point misses it: on to the next sibling.
            case missed
            /// A plain hittable child the point is inside: the descent enters it (`block`, and
            /// the point mapped into it).
            case enter
            /// A plain hittable child the point is inside whose children are indexed: handed to
            /// the descent through indexes, with the point mapped into it.
            case indexed
            /// A child that is not plain: the general search takes over at it.
            case handOff
        }
        var outcome: Outcome
        var block: Int32 = SiblingArena.none
        var x = 0.0, y = 0.0
    }

    /// A child whose entry the descent's point passed without deciding (`SiblingEntry.tried`),
    /// tried as the general search would enter it; (`qx`, `qy`): the point in its parent's space.
    @inline(never)
    private static func tryChild(_ child: Int32, _ qx: Double, _ qy: Double, _ flat: FlatPointers) -> TriedChild {
        let ch = flat.hot + Int(child)
        let flags = ch.pointee.flags
        if flags & HotNode.fastMask == HotNode.fastValue {
            // A hittable translation without thresholds (non-finite geometry): mapped as the
            // search maps it.
            let c = SIMD2(qx, qy) + ch.pointee.t
            return ch.pointee.contains(c) ? TriedChild(outcome: .enter, block: ch.pointee.block, x: c.x, y: c.y)
                                          : TriedChild(outcome: .missed)
        }
        if flags & HitCache.notDescendable != 0 {
            // Plain, hittable, its children indexed: entered if the point is inside.
            guard flags & (HitCache.notPlain | HitCache.selfSpecial | HitCache.hittable) == HitCache.hittable else {
                return TriedChild(outcome: .handOff)
            }
            let m = flat.mapFromParent(child, Point(qx, qy))
            return ch.pointee.contains(m.x, m.y) ? TriedChild(outcome: .indexed, x: m.x, y: m.y)
                                                 : TriedChild(outcome: .missed)
        }
        guard flags & HitCache.hittable != 0 else { return TriedChild(outcome: .missed) }
        let m = flat.mapFromParent(child, Point(qx, qy))
        return ch.pointee.contains(m.x, m.y) ? TriedChild(outcome: .enter, block: ch.pointee.block, x: m.x, y: m.y)
                                             : TriedChild(outcome: .missed)
    }

    /// The descent met a view without a block: nil for a leaf (the answer; marked so that the
    /// next descent finds out from its block), else its block, built now (the arena's address
    /// may have changed).
    @inline(never)
    private func blockToBuild(_ node: Int32, _ hot: UnsafeMutablePointer<HotNode>)
        -> (UnsafeMutablePointer<SiblingEntry>, Int32)? {
        if hot[Int(node)].lastChild < 0 {
            withFlat { $0.markLeaf(node) }
            return nil
        }
        return withFlat { $0.buildBlock(node) }
    }

    /// `descend`, not inlined (the general search and the descent through child indexes).
    @inline(never)
    private func descendOutlined(_ start: Int32, _ point: Point, _ flat: FlatPointers, _ exit: inout DescentExit) -> Int32 {
        descend(start, point, flat, &exit)
    }

    /// The descent from a view whose children are indexed, alternating `descendIndexed` and
    /// `descend` as the path meets views with and without an index: the answer (≥ 0), or −1
    /// when it handed the search on with a frame pushed on `stack`.
    @inline(never)
    private func descendThroughIndexes(_ start: Int32, _ point: SIMD2<Double>, _ flat: FlatPointers,
                                       _ stack: RawStack<FlatFrame>) -> Int32 {
        var node = start
        var q = point
        while true {
            switch descendIndexed(node, q, flat) {
            case .answer(let r): return r
            case .handOff(let frame):
                stack.push(frame)
                return -1
            case .into(let child, let c):
                node = child
                q = c
                if flat.hot[Int(child)].flags & HitCache.indexedChildren != 0 { continue }
                // A leaf answers itself (what `descend` would find, without the call).
                if flat.hot[Int(child)].lastChild < 0 { return child }
            }
            var exit = DescentExit()
            let a = descendOutlined(node, Point(q.x, q.y), flat, &exit)
            if a >= 0 { return a }
            if !exit.indexed {
                stack.push(FlatFrame(node: exit.node, nextChild: exit.child, inside: true,
                                     point: Point(exit.x, exit.y)))
                return -1
            }
            node = exit.child
            q = exit.point
        }
    }

    private enum IndexedStep { case answer(Int32), handOff(FlatFrame), into(Int32, SIMD2<Double>) }

    /// The descent at a view whose children are indexed (ChildIndex.swift): the candidates of
    /// the point's cell, top first, tried as the descent tries siblings. With children that
    /// are always tried (hooks, outside-bounds) or a candidate that is not plain, the general
    /// search takes over with the index's frame, at the candidate not yet tried.
    @inline(__always)
    private func descendIndexed(_ node: Int32, _ q: SIMD2<Double>, _ flat: FlatPointers) -> IndexedStep {
        let r = withFlat { $0.candidates(node, q.x, q.y) }
        // The index's frame, for the general search to go on with (`next`: the first
        // candidate not yet tried).
        func handOff(_ next: UnsafePointer<Int32>?) -> IndexedStep {
            var frame = FlatFrame(node: node, nextChild: -1, inside: true, point: Point(q.x, q.y))
            frame.walkIndex(r)
            frame.cellNext = next
            return .handOff(frame)
        }
        if r.alwaysNext != r.alwaysEnd { return handOff(r.cellNext) }
        let hot = flat.hot
        var next = r.cellNext
        let end = r.cellEnd
        while next != end {
            let child = next.unsafelyUnwrapped.pointee
            let ch = hot + Int(child)
            let flags = ch.pointee.flags
            if flags & HotNode.fastMask == HotNode.fastValue {
                let c = q + ch.pointee.t
                if ch.pointee.contains(c) { return .into(child, c) }
            } else if flags & (HitCache.notPlain | HitCache.selfSpecial) != 0 {
                return handOff(next)
            } else if flags & HitCache.hittable != 0 {
                let m = flat.mapFromParent(child, Point(q.x, q.y))
                let c = SIMD2(m.x, m.y)
                if ch.pointee.contains(c) { return .into(child, c) }
            }
            next = next.unsafelyUnwrapped + 1
        }
        return .answer(node)
    }

    private enum FlatBegin { case pushed, done(Int32) }

    /// Enters `node` (its point `p` in its own coordinates): H1 and H2, the point-inside hook;
    /// pushes a frame when its subtree is to be searched. A view whose whole hit test the host
    /// overrides (H6f) is asked even when the engine's own answer is "not here" (hidden, or
    /// the point outside), as UIKit calls an overridden hitTest for every subview it tries.
    @inline(__always)
    private func flatBegin(_ node: Int32, _ p: Point, _ stack: RawStack<FlatFrame>,
                           _ hot: UnsafeMutablePointer<HotNode>, _ tracing: Bool) -> FlatBegin {
        let h = hot + Int(node)
        let flags = h.pointee.flags
        if tracing { traceEnter(node) }
        if flags & HitCache.hittable == 0 {
            let r = flags & HitCache.hitTestHook != 0 ? hookAnswer(node, p, -1) : -1
            if tracing { traceExit(node, r) }
            return .done(r)
        }
        var inside = flags & HitCache.presented == 0 ? h.pointee.contains(p.x, p.y) : shownInside(node, p)
        if flags & HitCache.pointInsideHook != 0 { inside = pointInsideHookAnswer(node, p, inside) }
        if tracing { tracePointInside(node, inside) }
        if !inside && flags & HitCache.outsideBounds == 0 {
            let r = flags & HitCache.hitTestHook != 0 ? hookAnswer(node, p, -1) : -1
            if tracing { traceExit(node, r) }
            return .done(r)
        }
        var frame = FlatFrame(node: node, nextChild: h.pointee.lastChild, inside: inside, point: p)
        // A trace lists every child visited: the index (which skips some) is not used.
        if flags & HitCache.indexedChildren != 0 && !tracing { withFlat { $0.startIndexed(&frame) } }
        stack.push(frame)
        return .pushed
    }

    // H7: the trace's three steps, by slot.
    @inline(never)
    private func traceEnter(_ node: Int32) {
        if let v = object(node), let observer = hitTesting.traceObserver { observer(.enter(v)) }
    }

    @inline(never)
    private func tracePointInside(_ node: Int32, _ inside: Bool) {
        if let v = object(node), let observer = hitTesting.traceObserver { observer(.pointInside(v, inside)) }
    }

    @inline(never)
    private func traceExit(_ node: Int32, _ result: Int32) {
        if let v = object(node), let observer = hitTesting.traceObserver {
            observer(.exit(v, result >= 0 ? object(result) : nil))
        }
    }

    @inline(never)
    private func object(_ slot: Int32) -> View? {
        guard slot >= 0, Int(slot) < tree.views.objects.count else { return nil }
        return tree.views.objects[Int(slot)]
    }

    /// H6e: the engine's own point-inside of a view with presentation geometry in use, tested
    /// where it is shown (`p`, as every frame's point, in its model bounds coordinates).
    @inline(never)
    private func shownInside(_ node: Int32, _ p: Point) -> Bool {
        guard let v = object(node) else { return false }
        return v.shownPointInside(p)
    }

    /// H6c/H6d for a view that has a polygon or a redirect.
    @inline(never)
    private func selfAnswer(_ node: Int32, _ p: Point) -> Int32 {
        guard let v = object(node) else { return -1 }
        if !v.hitPolygon.isEmpty {
            guard let q = v.polygonPoint(p), polygonContains(v.hitPolygon, q) else { return -1 }
        }
        if let r = v.hitRedirect, r.isAlive, r.scene === self { return r.handleSlot }
        return node
    }

    @inline(never)
    private func pointInsideHookAnswer(_ node: Int32, _ p: Point, _ engine: Bool) -> Bool {
        guard let v = object(node), let hook = v.pointInsideOverride else { return engine }
        return hook(v, p, engine)
    }

    @inline(never)
    private func hookAnswer(_ node: Int32, _ p: Point, _ engine: Int32) -> Int32 {
        guard let v = object(node), let hook = v.hitTestOverride else { return engine }
        let answer = hook(v, p, engine >= 0 ? object(engine) : nil)
        guard let a = answer else { return -1 }
        guard a.scene === self, a.isAlive else {
            noteCallbackProblem("hit-test override returned a view that is not live in this scene; ignored")
            return engine
        }
        return a.handleSlot
    }
}

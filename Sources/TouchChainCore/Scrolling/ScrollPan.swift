/// A scroll view's own pan (S1–S3, S6, S8): UIScrollView.panGestureRecognizer. A pan
/// recognizer (kind `.pan`, every pan parameter applies) that also holds the content's
/// touch-downs (S2), asks before taking a touch the content tracks (S3), begins only once the
/// finger's travel along an axis its scroll view can scroll reaches the slop (S6), catches a
/// deceleration on touch-down (S8) and drives the drag (ScrollDrag.swift).
///
/// Invariants: its view is a scroll view whose `pan` is this recognizer (or nil after the view
/// was destroyed); `delaysTouchesBegan` is true only between the first touch-down of a
/// gesture of a scroll view with delays_content_touches and the end of the content-touch
/// delay (counted from the latest touch-down while it runs), or an earlier travel past the
/// slop along an axis the view cannot scroll (G4 does the holding: the view's began waits
/// while a delaying recognizer is possible, and is then delivered with its original
/// timestamp, T2); `caught` only while the pan is active (or
/// asked to begin) from a touch-down on moving content, its translation zero meanwhile.
final class ScrollPanRecognizer: PanRecognizer {
    /// S8: the gesture caught moving content and has not yet travelled past the slop along
    /// an axis the view can scroll: the pan is active, its translation and velocity read zero
    /// and the content stays (UIKit's `_caughtDeceleratingScrollView`).
    private var caught = false
    /// S8: the finger's travel while caught (the translation it takes when released).
    private var caughtTravel = Point.zero
    /// P4 with S8: a scroll gesture's start caught the content and its first step is yet to
    /// come: that step's travel is counted but does not release the catch (UIKit processes a
    /// wheel's first notch before -_beginScroll marks the pan caught).
    private var scrollCatchFirstStep = false
    /// S2: the gesture's content-touch delay is over (UIKit's delayed-touches recognizer has
    /// sent its touches or failed): the delay passed, a finger lifted or travelled across, the
    /// touches were cancelled, or the scroll view does not delay. Until the gesture resets.
    private var contentDelayOver = false
    /// S4: the translation the drag about to begin measures the content's travel from, set as
    /// the pan begins — the finger's travel within the slop, per axis (`travelWithinSlop`) —
    /// or as it is released from waiting for a required failure (zero: G6, its translation
    /// starts over then); taken by the drag that begins at that sample or the next. Nil
    /// otherwise: a drag begun later (the scroll view's drag ended while its pan went on)
    /// measures from the translation then.
    private var dragFrom: Point?

    override init() {
        super.init(kind: .pan)
        measuresPerAxis = true   // S6: `passedSlop` below
        // S4: a finger resting on the list does not hold back one that drags it (UIKit's
        // -_updatePanGestureConfiguration: `_setIgnoresStationaryTouches:` YES unless the
        // scroll view zooms, which an engine scroll view never does).
        ignoresStationaryTouches = true
        params.delaysTouchesBegan = false
        // S2, G5: the pan never holds back a content touch's ended (UIKit's
        // -_createGestureRecognizersForCurrentTouchLevel sets `delaysTouchesEnded` NO on it):
        // a second finger's tap on a button ends at its lift while the first finger rests on
        // the list. A held began still comes before its ended (G4 holds the ended behind it).
        params.delaysTouchesEnded = false
        // P4: UIScrollView scrolls from wheels and trackpads.
        params.allowedScrollTypes = ScrollType.allBits
    }

    /// P2: a pointer's touch (`.indirectPointer`: a mouse or trackpad click) is not this pan's
    /// unless the view opts in (`pointerDragScrolling`): it reaches the content as any touch
    /// does (no S2 hold, no S3 cancel: the pan never has it), and a click-drag does not scroll.
    /// UIKit: -[UIScrollViewPanGestureRecognizer _shouldReceiveTouch:withEvent:] answers NO for
    /// an event with a HID pointer event unless the scroll view `_supportsPointerDragScrolling`
    /// (private, off by default) or can scrub with the touch (its scroll indicator, which the
    /// engine has not).
    override func accepts(_ touch: Touch) -> Bool {
        guard super.accepts(touch) else { return false }
        guard touch.type == .indirectPointer else { return true }
        guard let view = viewUnretained else { return true }
        return view._withUnsafeGuaranteedRef { v in
            guard let scroller = v.scrollUnretained else { return true }
            return scroller._withUnsafeGuaranteedRef { $0.parameters.pointerDragScrolling }
        }
    }

    /// P2: the pointer touch refused above lands on a decelerating scroll view: in range (not
    /// bouncing) the motion stops where it is, with did-end-decelerating (UIKit's same method
    /// calls `_stopScrollingNotify:YES pin:NO` when the scroll view `isDecelerating` and not
    /// `_isBouncing`); past an edge (a spring back or bounce) it goes on. A motion a finger
    /// caught (S8, held in range) ends likewise; the finger's gesture then resumes nothing.
    override func refused(_ touch: Touch) {
        // The pan would take pointers but for this rule (its input and touch types: not its
        // finger count, which a caught motion's finger may fill).
        guard touch.type == .indirectPointer, takesTouchesOfType(touch),
              let v = view, let s = v.scroll,
              !s.parameters.pointerDragScrolling, s.isDecelerating, !isOutOfRange(v, s), let scene else { return }
        scene.stopScrollMotion(v, s)
        s.interrupted = false
        s.keepsDragging = false   // S7: -_stopScrollingNotify: clears the dragging bit first
        scene.tell(v, s, .didEndDecelerating)
    }

    override func touchesBegan(_ ts: TouchList, _ t: Double) {
        super.touchesBegan(ts, t)
        guard let v = view, let s = v.scroll, let scene else { return }
        let can = s.parameters.canScroll(bounds: v.bounds.size)
        let fits = !can.x && !can.y
        if touches.count == ts.count {
            // S1: the gesture's touch-down tracks (UIKit's -_beginTrackingWithEvent:, from
            // -_gestureRecognizer:shouldReceiveTouch: when not tracking yet) — unless the
            // content fits the view along both axes with no always-bounce: UIKit's
            // -_updateContentFitDisableScrolling flag makes it return at once, not tracking.
            s.tracking = !fits
            // S7: and it clears the dragging bit a fling kept (its early return clears 0x800000).
            if fits { s.keepsDragging = false }
        }
        // S2: once the gesture's content-touch delay is over (its touches let through, or no
        // delay at all), a later finger is neither held nor asked about: it goes to the
        // content as it lands (UIKit's delayed-touches recognizer has then sent its touches or
        // failed, and takes no touch until every finger has lifted and it resets).
        let delayOver = contentDelayOver
        if !delayOver, state == .possible, s.parameters.delaysContentTouches {
            // S2: hold the content's began until scrolling starts (the content then gets
            // nothing: G3) or the delay passes (then it gets began at its original time).
            // A finger landing while the delay runs starts it over, and the held touches are
            // released together when it passes (UIKit's delayed-touches recognizer clears its
            // timer and schedules a new one at every touchesBegan).
            delaysTouchesBegan = true
            scheduleTimer(at: t + Constants.scrollContentTouchDelay, .contentTouchDelayOver)
        }
        // S2: without the delay the touches of this touch-down are asked about now, and the
        // delay is over for the gesture (UIKit's -sendTouchesShouldBeginForTouches:withEvent:
        // ends its recognizer).
        if !s.parameters.delaysContentTouches { contentDelayOver = true }
        // S1: on content that fits, a running motion (content that shrank while it moved) is
        // neither stopped nor caught: UIKit's -_beginTrackingWithEvent: returns at once there,
        // before it pauses or stops the display link, and its -_updatePanGesture does nothing
        // while the content-fit flag is set. The motion goes on (it springs back into the
        // range the content now has) and the touch is the content's as on content at rest.
        if s.motion != nil, !fits {
            // S8: a touch-down on moving content stops it, and is not the content's.
            for touch in ts { touch.viewDone = true }
            guard holdMotion(v, s, scene) else { return }
            // A pan that needs more fingers than have landed does not catch (it could not
            // drag: the content would be held by a pan that never moves it).
            if touches.count == ts.count, state == .possible, touches.count >= minimumNumberOfTouches {
                catchContent(v, s, scene)
            }
            return
        }
        if !delayOver, let ask = s.hooks.touchesShouldBegin {
            for touch in ts {
                guard let content = touch.view, content !== v, !touch.viewDone else { continue }
                if delaysTouchesBegan {
                    // S2: asked when the held began goes to the content (Dispatch.settleHolds);
                    // never, if the drag takes the touch first.
                    touch.deferredShouldBegin.append((v.handleSlot, v.handleGeneration))
                    continue
                }
                if !scene.host({ ask(v, touch, content) }) { touch.viewDone = true }
                guard isAlive, v.isAlive else { return }
            }
        }
    }

    /// S8: a gesture starting on moving content (a touch-down, or a scroll gesture, P4) stops
    /// it where it is. Stopped out of range (a bounce or spring back), the motion is over now:
    /// did-end-decelerating at the start, before any drag message (UIKit's
    /// -_beginTrackingWithEvent: calls -_stopScrollingNotify:YES pin:NO there). In range, UIKit
    /// only pauses it (`setPaused:YES`): the view reads decelerating while the gesture holds
    /// the content, and the gesture's end resumes it. False when the host's delegate code
    /// destroyed the recognizer, the view or its scrolling meanwhile.
    private func holdMotion(_ v: View, _ s: Scroller, _ scene: Scene) -> Bool {
        scene.stopScrollMotion(v, s)
        s.stoppedByTouch = true
        if isOutOfRange(v, s) {
            s.keepsDragging = false   // S7: -_stopScrollingNotify: clears the dragging bit first
            scene.tell(v, s, .didEndDecelerating)
            return isAlive && v.isAlive && v.scroll === s
        }
        s.interrupted = true
        return true
    }

    /// P4 with S8: a wheel or trackpad scroll starting on this pan (its first notch, its began)
    /// catches moving content as a touch-down does: the motion is held (in range) or stopped
    /// (out of range, did-end-decelerating now), the pan begins at once, caught (translation
    /// and velocity zero), and the drag begins where the content stopped (will-begin-dragging
    /// now). UIKit: -[UIScrollViewPanGestureRecognizer shouldReceiveEvent:] calls the scroll
    /// view's -_beginTrackingWithEvent: for a scroll event (type 10) when it is not tracking,
    /// and -_scrollingChangedWithEvent: at the began phase of a pan still possible calls
    /// -_beginScroll, which marks the pan caught and sets it began when the view
    /// `isDecelerating` or `_isBouncing`. Content that fits the view along both axes is not
    /// caught (S1: -_beginTrackingWithEvent: returns at once there).
    override func scrollStarts(_ t: Double) {
        super.scrollStarts(t)
        guard state == .possible, let v = view, let s = v.scroll, s.motion != nil, let scene else { return }
        let can = s.parameters.canScroll(bounds: v.bounds.size)
        guard can.x || can.y, holdMotion(v, s, scene) else { return }
        scrollCatchFirstStep = true
        catchContent(v, s, scene)
    }

    /// S8: the content offset is outside its range along either axis (UIKit's
    /// -_beginTrackingWithEvent: test before it stops a motion).
    private func isOutOfRange(_ v: View, _ s: Scroller) -> Bool {
        let (lo, hi) = s.parameters.offsetRange(bounds: v.bounds.size)
        let o = v.bounds.origin
        return o.x < lo.x || o.x > hi.x || o.y < lo.y || o.y > hi.y
    }

    /// S8: the first touch-down of a gesture on moving content catches it, as UIKit's
    /// `-_beginScroll` (from touchesBegan:, when isDecelerating or bouncing and
    /// tracksImmediatelyWhileDecelerating, its default) sets the pan to began at once: the
    /// content's recognizers lose the touch (G3) and the drag begins where the content stopped
    /// (will_begin_dragging now, as UIKit's -_updatePanGesture on the caught pan's began). The
    /// content moves once the finger passes the slop along an axis it can scroll
    /// (`caughtMoved`). A veto (G6, G7) leaves the pan to fail: the content then settles when
    /// the gesture ends (`settleStoppedContent`).
    private func catchContent(_ v: View, _ s: Scroller, _ scene: Scene) {
        caught = true
        caughtTravel = .zero
        transition(.began)
        guard isAlive, v.isAlive, v.scroll === s, state.isActive else {
            // S7: refused, the pan failed: UIKit's -_handlePanFailure → -_endPanNormal:NO finds
            // no velocity and clears the dragging bit a caught fling kept.
            if state == .failed { s.keepsDragging = false }
            return
        }
        s.stoppedByTouch = false
        if !s.drag.isDragging { scene.beginDrag(v, s, translation: .zero) }
    }

    /// S6: a scroll view's pan begins once the finger's travel along an axis the view can
    /// scroll reaches the slop (UIKit: UIPanGestureRecognizer's -_willScrollX/-_willScrollY
    /// test one axis's travel against its hysteresis, and UIScrollViewPanGestureRecognizer's
    /// -_shouldTryToBeginWithEvent: answers NO while only a non-scrolling axis did: the pan
    /// stays possible). A move along an axis it cannot scroll neither begins nor fails it.
    /// Scroll input (P4) is measured by the pan's own rule (`PanRecognizer.scrollBy`), then
    /// `mayBegin`.
    override func passedSlop() -> Bool {
        guard let can = scrollableAxes() else { return super.passedSlop() }
        guard travelled(translationInWindow, alongScrollable: true, can) else { return false }
        return !transfersToParent(can)
    }

    /// S6: UIScrollView's transfersHorizontal/VerticalScrollingToParent (iOS 17.4+, default
    /// true): a drag that would begin this pan toward an edge the content already touches (or
    /// along an axis it cannot scroll) goes to the nearest enclosing scroll view instead, when
    /// that one can scroll the axis and its pan tracks the same finger. The pan stays possible
    /// (UIKit's -_shouldTryToBeginWithEvent: answers NO), so the enclosing pan begins and
    /// excludes it (G3). Decided only while the pan has not begun; asked per sample once the
    /// travel passed the slop, so it walks up the tree without counting references.
    private func transfersToParent(_ can: (x: Bool, y: Bool)) -> Bool {
        guard inputDriver == .touches, let me = viewUnretained else { return false }
        let d = translationInWindow
        return me._withUnsafeGuaranteedRef { v -> Bool in
            guard let mine = v.scrollUnretained else { return false }
            return mine._withUnsafeGuaranteedRef { s -> Bool in
                let p = s.parameters
                guard p.transfersHorizontalScrollingToParent || p.transfersVerticalScrollingToParent else { return false }
                // UIKit's _parentScrollView: the nearest enclosing scroll view, whatever it scrolls.
                var up = v.superviewUnmanaged
                while let a = up {
                    let found: Bool? = a._withUnsafeGuaranteedRef { av -> Bool? in
                        guard let os = av.scroll else { up = av.superviewUnmanaged; return nil }
                        return transfers(p, v.bounds, d, can, to: av, os)
                    }
                    if let found { return found }
                }
                return false
            }
        }
    }

    /// The test of UIKit's -[UIScrollViewPanGestureRecognizer _shouldTryToBeginWithEvent:],
    /// as decompiled (iOS 18.2): along x, the parent can scroll x (scrolling enabled), this
    /// view is not about to scroll y (it can and the travel along y reached the slop), the
    /// setting is on, and this view cannot scroll x or the finger moves past the edge it abuts
    /// (right with the left edge reached, left with the right one); y likewise.
    private func transfers(_ p: ScrollParameters, _ bounds: Rect, _ d: Point, _ can: (x: Bool, y: Bool),
                           to outer: View, _ os: Scroller) -> Bool {
        // UIKit's _isParentScrollView:consideringEvent:: the parent's pan tracks this finger.
        let op = os.pan
        guard op.isAlive, op.state == .possible || op.state.isActive,
              touches.contains(where: { t in op.touches.contains { $0 === t } }) else { return false }
        let oc = os.parameters.canScroll(bounds: outer.bounds.size)
        let willX = can.x && abs(d.x) >= slop && d.x != 0
        let willY = can.y && abs(d.y) >= slop && d.y != 0
        // UIKit's _abuttedEdgesForContentOffset: at or past an end of the offset range.
        let (lo, hi) = p.offsetRange(bounds: bounds.size)
        let o = bounds.origin
        if oc.x, !willY, p.transfersHorizontalScrollingToParent,
           !can.x || (d.x >= slop && o.x <= lo.x) || (d.x <= -slop && o.x >= hi.x) { return true }
        if oc.y, !willX, p.transfersVerticalScrollingToParent,
           !can.y || (d.y >= slop && o.y <= lo.y) || (d.y <= -slop && o.y >= hi.y) { return true }
        return false
    }

    /// The axes the scroll view can scroll (S6), read without counting a reference: asked per
    /// sample while the pan is possible or caught.
    @inline(__always)
    private func scrollableAxes() -> (x: Bool, y: Bool)? {
        guard let view = viewUnretained else { return nil }
        return view._withUnsafeGuaranteedRef { v -> (x: Bool, y: Bool)? in
            guard let scroller = v.scrollUnretained else { return nil }
            return scroller._withUnsafeGuaranteedRef { $0.parameters.canScroll(bounds: v.bounds.size) }
        }
    }

    /// Whether `d` reaches the slop along an axis the view can scroll (at or above it, as
    /// UIKit's -_willScrollX/Y), or (`alongScrollable` false) is past it along one it cannot
    /// (more than it, as UIKit's delayed-touches recognizer).
    @inline(__always)
    private func travelled(_ d: Point, alongScrollable: Bool, _ can: (x: Bool, y: Bool)) -> Bool {
        // Some travel at all, too: with a slop of 0, a sample repeating the location is none.
        if alongScrollable {
            return (can.x && abs(d.x) >= slop && d.x != 0) || (can.y && abs(d.y) >= slop && d.y != 0)
        }
        return (!can.x && abs(d.x) > slop) || (!can.y && abs(d.y) > slop)
    }

    /// S4: the travel within the slop, per axis: sgn d · min(|d|, slop), what UIKit's
    /// -_removeHysteresisFromTranslation takes off the pan's translation as it begins (so the
    /// scroll view's content, at its start offset less the translation, takes the rest at once).
    @inline(__always)
    private func travelWithinSlop(_ d: Point) -> Point {
        let rest = PanRecognizer.removingHysteresis(d, slop)
        return Point(d.x - rest.x, d.y - rest.y)
    }

    /// S8: the translation a caught drag measures the content's travel from once its catch is
    /// released (`inRange`: UIKit's reference, the finger's travel within the slop for a touch,
    /// zero for scroll input, whose translation had the slop taken off). Content held past an
    /// edge does not jump: it follows from where it is, the translation now (UIKit's
    /// -_adjustStartOffsetForGrabbedBouncingScrollView, called as the catch is released, sets
    /// the translation to the start offset less the offset shown, unbanded, when the offset is
    /// out of range along either axis, and does nothing when it is in range).
    private func caughtReference(_ v: View, _ s: Scroller, inRange: Point) -> Point {
        isOutOfRange(v, s) ? translationInWindow : inRange
    }

    /// S6: the finger lifted before the pan began. Having travelled past the slop only along
    /// an axis the view cannot scroll, it says so (`TC_FAIL_WRONG_DIRECTION`).
    override func failLifted(_ t: Double) {
        if let v = view, let s = v.scroll,
           travelled(translationInWindow, alongScrollable: false, s.parameters.canScroll(bounds: v.bounds.size)) {
            fail(.wrongDirection, "lifted having moved only along an axis the scroll view cannot scroll at t=\(format(t, 3)) s")
            return
        }
        super.failLifted(t)
    }

    /// S3 once the finger passed the slop; scroll input (P4): S6 at the step that would begin it
    /// (a wheel's first non-zero step, a trackpad's travel reaching the slop).
    override func mayBegin() -> Bool {
        guard let v = view, let s = v.scroll, let scene else { return true }
        if inputDriver != .touches {
            // P4: a scroll gesture that cannot scroll this view fails it where it would begin it,
            // so that the next pan out takes the gesture (a finger's pan stays possible instead).
            // A diagonal step, as much along x as along y (a small two-axis wheel notch, each
            // axis raised to the wheel's minimum), fails only a view that can scroll neither way.
            let can = s.parameters.canScroll(bounds: v.bounds.size)
            let ax = abs(translationInWindow.x), ay = abs(translationInWindow.y)
            let refused = ax == ay ? !can.x && !can.y : (ax > ay ? !can.x : !can.y)
            if refused {
                fail(.wrongDirection, "the scroll view cannot scroll \(ax == ay ? "at all" : ax > ay ? "horizontally" : "vertically")")
                return false
            }
        }
        for touch in touches where touch.viewSawBegan && !touch.viewDone {
            guard let content = touch.view, content !== v, content.isAlive else { continue }
            if !s.parameters.canCancelContentTouches {
                fail(.vetoedByView, "the content tracks the touch and can_cancel_content_touches is false")
                return false
            }
            let cancel: Bool
            if let ask = s.hooks.touchesShouldCancel {
                cancel = scene.askHost(about: self) { ask(v, content) }
            } else {
                cancel = content.control == nil
            }
            guard isAlive, state == .possible, v.isAlive else { return false }
            if !cancel {
                fail(.vetoedByView, "touches_should_cancel kept the content's touch")
                return false
            }
        }
        return true
    }

    override func touchesMoved(_ ts: TouchList, _ t: Double) {
        if caught { caughtMoved(ts, t); return }
        let wasPossible = state == .possible
        super.touchesMoved(ts, t)
        // S4: the pan began at this sample: its drag measures from the travel within the slop.
        if wasPossible && state.isActive { dragFrom = travelWithinSlop(translationInWindow) }
        if delaysTouchesBegan, state == .possible { releaseHeldBeganOnCrossTravel() }
        // The view, its scroller and the scene uncounted (the per-sample path): the scene
        // outlives its recognizers, and a view (with its scroller) destroyed by the delegate
        // calls below is retired, not freed, until the dispatch's host code is over
        // (Scene/Retirement.swift).
        // G6: not while it waits to begin (its drag is what its actions would do).
        guard state.isActive, !fedWhileWaiting, isAlive, let view = viewUnretained else { return }
        view._withUnsafeGuaranteedRef { v in
            guard let scroller = v.scrollUnretained else { return }
            scroller._withUnsafeGuaranteedRef { s in
                withScene { scene in
                    let from = dragFrom
                    dragFrom = nil
                    if !s.drag.isDragging || s.drag.byHandoff {
                        scene.beginDrag(v, s, translation: translationInWindow, from: from ?? translationInWindow)
                    }
                    guard v.isAlive, s.drag.isDragging else { return }
                    noteDragVelocity(s)
                    scene.continueDrag(v, s, translation: translationInWindow)
                }
            }
        }
    }

    /// S2: the finger travelled past the slop along an axis the view cannot scroll: the held
    /// began goes to the content now, not at the end of the delay (UIKit:
    /// UIScrollViewDelayedTouchesBeganGestureRecognizer -touchesMoved: sends the delayed
    /// touches once the travel along an axis that cannot scroll exceeds the scroll hysteresis).
    private func releaseHeldBeganOnCrossTravel() {
        guard let can = scrollableAxes(), travelled(translationInWindow, alongScrollable: false, can) else { return }
        endContentTouchDelay()
    }

    /// S2: the content-touch delay is over for this gesture: every touch it holds goes to its
    /// content now (asked about first, `touches_should_begin`), and no later finger is held
    /// or asked about (`touchesBegan`) until the gesture ends.
    private func endContentTouchDelay() {
        contentDelayOver = true
        guard delaysTouchesBegan else { return }
        delaysTouchesBegan = false
        withScene { $0.arbiter.deliveryDirty = true }
    }

    /// G6: released from waiting, the pan's translation starts over (PanRecognizer): the drag
    /// measures from zero, so the content takes all the travel after the release; with S8, a
    /// caught pan measures its travel from where its fingers are then: the travel made while
    /// it waited moves nothing.
    override func willBeginAfterWaiting(_ t: Double) {
        super.willBeginAfterWaiting(t)
        dragFrom = .zero
        caughtTravel = .zero
    }

    /// S2: the delay passed (the timer's own action, Recognizer.timerFired, lets the touches
    /// through).
    override func timerFired() {
        if case .contentTouchDelayOver = pendingTimer { contentDelayOver = true }
        super.timerFired()
    }

    /// S8: a move while caught. The travel is counted aside (the translation stays zero, as
    /// UIKit's caught pan reads zero, and the velocity has no samples); once it passes the slop
    /// along an axis the view can scroll, the translation becomes the whole travel (G8: the
    /// engine reports where the finger went) and the drag follows the finger as one begun by a
    /// move does (S4): the content takes the travel beyond the slop at once, per axis, after
    /// the pan's change, and follows 1:1 from there (UIKit's
    /// -_handleCaughtDeceleratingScrollViewWithEvent: removes the hysteresis from the travel
    /// since the touch-down as it releases the catch) — unless it is held past an edge, where
    /// it follows from where it is (`caughtReference`).
    private func caughtMoved(_ ts: TouchList, _ t: Double) {
        refreshMovingTouches(ts, t)   // S4: stationary fingers left out, as in any move
        let c = panCentroid()
        // G8: the travel counts whatever the number of fingers down, as the pan's translation.
        caughtTravel.x += c.x - previousCentroid.x
        caughtTravel.y += c.y - previousCentroid.y
        previousCentroid = c
        guard state.isActive, !fedWhileWaiting, let can = scrollableAxes() else { return }
        var jumps = false
        if travelled(caughtTravel, alongScrollable: true, can), let v = view, let s = v.scroll, let scene {
            caught = false
            translationInWindow = caughtTravel
            tracker.reset()
            tracker.add(time: t, x: caughtTravel.x, y: caughtTravel.y)
            if !s.drag.isDragging { scene.beginDrag(v, s, translation: translationInWindow) }
            guard isAlive, v.isAlive, s.drag.isDragging else { return }
            let from = caughtReference(v, s, inRange: travelWithinSlop(caughtTravel))
            scene.followFingerFromHere(v, s, translation: translationInWindow, from: from)
            jumps = from != translationInWindow
        }
        // S4: a caught change is an update with the velocity the pan reads (zero: no samples).
        // The view and its scroller uncounted (a sample's path).
        if isAlive, let view = viewUnretained {
            view._withUnsafeGuaranteedRef { v in
                guard let scroller = v.scrollUnretained else { return }
                scroller._withUnsafeGuaranteedRef { s in
                    if s.drag.isDragging && !s.drag.byHandoff { noteDragVelocity(s) }
                }
            }
        }
        transition(.changed)
        // S4: the content takes the travel beyond the slop (as after a move's change).
        if jumps, isAlive, state.isActive, let v = view, v.isAlive, let s = v.scroll, s.drag.isDragging, let scene {
            scene.continueDrag(v, s, translation: translationInWindow)
        }
    }

    /// S4: the drag's update (UIKit's -_updatePanGesture at the pan's began and every change):
    /// the velocity it had becomes the previous one and the pan's velocity now the last one.
    @inline(__always)
    private func noteDragVelocity(_ s: Scroller) {
        let w = velocityInWindow   // points per second, of the finger in the window
        s.drag.previousVelocity = s.drag.velocity
        s.drag.velocity = Point(w.x / 1000, w.y / 1000)
    }

    /// S4: the release of the drag: the velocities of its last two updates, and whether the
    /// pan reads no velocity now (UIKit's -_endPanNormal: zeroes the release velocity when the
    /// pan's velocityInView is exactly zero: the finger stopped before it lifted).
    private func release(_ s: Scroller) -> ScrollRelease {
        let w = velocityInWindow
        return ScrollRelease(latest: s.drag.velocity, previous: s.drag.previousVelocity, stopped: w.x == 0 && w.y == 0)
    }

    override func touchesEnded(_ ts: TouchList, _ t: Double) {
        // S2: a finger lifting while the delay holds the content's touches lets every one of
        // them through at once, the other fingers' too (UIKit's delayed-touches recognizer
        // -touchesEnded:withEvent: sends all its delayed touches, then ends or fails).
        if !contentDelayOver { endContentTouchDelay() }
        // S8: a caught lift adds no travel (`liftMovesTranslation`): the drag ends at rest
        // (velocity zero); the location is where the fingers lifted (G9).
        super.touchesEnded(ts, t)
        guard state == .ended, let v = view, let s = v.scroll, s.drag.isDragging, let scene else { return }
        scene.endDrag(v, s, release: release(s))
    }

    /// G9, S4: the last lift's sample is in the translation reported at `ended`, but the
    /// content stays where the last move left it (the drag ends with the moves' release, and
    /// no update follows the lift); a lift that leaves fingers down does not move the
    /// translation, which drags the content (UIKit's way: the remaining fingers drag on from
    /// where they are, with no jump). A caught pan's translation stays zero (S8).
    override func liftMovesTranslation(last: Bool) -> Bool { last && !caught }

    override func touchesCancelled(_ ts: TouchList, _ t: Double) {
        // S2: UIKit's delayed-touches recognizer fails on a cancel (its timer cleared).
        if !contentDelayOver { endContentTouchDelay() }
        // S4: the drag's last touches cancelled (a cancel of some only ends the pan as any
        // interrupted drag, `finishInterruptedDrag`).
        if touches.count <= ts.count { allTouchesCancelled() }
        guard isAlive else { return }
        super.touchesCancelled(ts, t)
        finishInterruptedDrag()
    }

    /// S4: every touch of the pan is cancelled — by the host (cancelled samples), by its view
    /// or a touch's view leaving the window (T7), or by the pan being disabled (the scroll
    /// view's scrolling turned off): UIKit's -[UIScrollViewPanGestureRecognizer
    /// touchesCancelled:withEvent:] calls -[UIScrollView cancelTouchTracking] once the pan has
    /// no touch left, and -[UIGestureEnvironment _cancelGestureRecognizers:] (a disable, a
    /// view leaving its window) hands the pan that `touchesCancelled:withEvent:` with all its
    /// touches before it sets the cancelled state. A drag ends there without motion
    /// (`Scene.cancelTouchTracking`), before the pan's cancelled action. Not reached by an
    /// exclusion (UIKit's -_exclude only sets the state) or by scroll input's cancel (no
    /// touches): those end as any interrupted drag, and so does a drag that handed off (S9,
    /// beyond UIKit).
    func allTouchesCancelled() {
        guard let v = view, let s = v.scroll, s.drag.isDragging, !s.drag.byHandoff,
              !s.drag.handedOffX, !s.drag.handedOffY, inputDriver == .touches, let scene else { return }
        scene.cancelTouchTracking(v, s)
    }

    /// P4: scroll input drags the content as a finger would. A step that does not move the
    /// pan once it began is no update of the drag (UIKit's pan sends no action for it).
    override func scrollBy(_ delta: Point, at location: Point, _ t: Double, continuous: Bool,
                           began: Bool = false, isEnd: Bool = false) {
        if caught {
            caughtScrolled(delta, at: location, t, continuous: continuous, began: began)
            return
        }
        let wasActive = state.isActive
        super.scrollBy(delta, at: location, t, continuous: continuous, began: began, isEnd: isEnd)
        guard state.isActive, isAlive, !(wasActive && (began || delta == .zero)),
              let v = view, let s = v.scroll, let scene else { return }
        if !s.drag.isDragging || s.drag.byHandoff {
            scene.beginDrag(v, s, translation: translationInWindow, from: .zero)
        }
        guard v.isAlive, s.drag.isDragging else { return }
        noteDragVelocity(s)
        scene.continueDrag(v, s, translation: translationInWindow)
    }

    /// P4 with S8: a scroll step while caught. The travel is counted aside (the translation and
    /// velocity stay zero); a step that does not move changes nothing. Once the travel reaches
    /// the pan's own test along an axis the view can scroll (a wheel's: any; a trackpad's: the
    /// slop, which is then taken off), the catch is over: the translation becomes the travel
    /// (a trackpad's less the slop, as P4's pan takes it) and the content moves by it from
    /// where it was caught (held past an edge: from where it is, `caughtReference`), following
    /// the scroll from there (UIKit's
    /// -_scrollingChangedWithEvent: calls -_handleCaughtDeceleratingScrollViewWithEvent: at
    /// each changed phase: it clears the catch once -_shouldTryToBeginWithEvent: passes and
    /// removes the hysteresis; the translation counts from the gesture's start). The gesture's
    /// first step (a wheel's first notch) only adds its travel.
    private func caughtScrolled(_ delta: Point, at location: Point, _ t: Double, continuous: Bool, began: Bool) {
        lastCentroid = location
        liftedAt = nil
        let first = scrollCatchFirstStep
        scrollCatchFirstStep = false
        guard !began, delta != .zero else { return }
        caughtTravel.x += delta.x
        caughtTravel.y += delta.y
        guard !first, state.isActive, let can = scrollableAxes() else { return }
        let released = continuous ? travelled(caughtTravel, alongScrollable: true, can)
                                  : (can.x && caughtTravel.x != 0) || (can.y && caughtTravel.y != 0)
        if released, let v = view, let s = v.scroll, let scene {
            caught = false
            translationInWindow = caughtTravel
            scrollSlopRemoved = .zero
            if continuous { removeScrollSlop() }
            lastScrollMoveTime = t
            tracker.reset()
            tracker.add(time: t, x: caughtTravel.x, y: caughtTravel.y)
            if !s.drag.isDragging { scene.beginDrag(v, s, translation: .zero) }
            guard isAlive, v.isAlive, s.drag.isDragging else { return }
            scene.followFingerFromHere(v, s, translation: caughtTravel, from: caughtReference(v, s, inRange: .zero))
            if !s.drag.byHandoff { noteDragVelocity(s) }
            scene.continueDrag(v, s, translation: translationInWindow)
            guard isAlive, state.isActive else { return }
        } else if isAlive, let view = viewUnretained {
            // S4: a caught change is an update with the velocity the pan reads (zero).
            view._withUnsafeGuaranteedRef { v in
                guard let scroller = v.scrollUnretained else { return }
                scroller._withUnsafeGuaranteedRef { s in
                    if s.drag.isDragging && !s.drag.byHandoff { noteDragVelocity(s) }
                }
            }
        }
        transition(.changed)
    }

    override func scrollEnded(_ t: Double, type: ScrollType, cancelled: Bool) {
        super.scrollEnded(t, type: type, cancelled: cancelled)
        guard let v = view, let s = v.scroll, s.drag.isDragging, let scene else { return }
        if state == .ended {
            scene.endDrag(v, s, release: release(s))
        } else {
            finishInterruptedDrag()
        }
    }

    override func resetKind() {
        finishInterruptedDrag()
        settleStoppedContent()
        // S1: the gesture is over (its end messages told): no longer tracking (UIKit's
        // -_trackingDidEnd after -_endPanNormal:, also on the pan's failure).
        if let s = view?.scroll { s.tracking = false }
        super.resetKind()
        delaysTouchesBegan = false
        contentDelayOver = false
        caught = false
        caughtTravel = .zero
        scrollCatchFirstStep = false
        dragFrom = nil
    }

    /// S8: the gesture whose touch-down stopped the content ended without a drag (or with one
    /// that left a caught motion to resume).
    private func settleStoppedContent() {
        guard let v = view, v.isAlive, let s = v.scroll, s.stoppedByTouch || s.interrupted else { return }
        s.stoppedByTouch = false
        // S7: a fling's dragging bit ends with the gesture that caught it (UIKit's
        // -_handlePanFailure → -_endPanNormal: finds no velocity and clears it).
        s.keepsDragging = false
        scene?.settleStoppedContent(v, s)
    }

    /// The pan was cancelled otherwise than by the cancel of all its touches
    /// (`allTouchesCancelled`): another recognizer excluded it, its scroll input was cancelled,
    /// some of its touches only were; or its drag handed off (S9): the drag ends with no
    /// velocity, springing back if it overscrolled.
    private func finishInterruptedDrag() {
        // S9: an outer view dragged by an inner one's handoff ends with the inner one's release.
        guard let v = view, v.isAlive, let s = v.scroll, s.drag.isDragging, !s.drag.byHandoff, let scene else { return }
        scene.endDrag(v, s, release: .none)
    }
}

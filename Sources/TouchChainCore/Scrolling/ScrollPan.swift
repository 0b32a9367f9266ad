/// A scroll view's own pan (S1–S3, S6, S8): UIScrollView.panGestureRecognizer. A pan
/// recognizer (kind `.pan`, every pan parameter applies) that also holds the content's
/// touch-downs (S2), asks before taking a touch the content tracks (S3), begins only along an
/// axis its scroll view can scroll (S6), stops a deceleration on touch-down (S8) and drives the
/// drag (ScrollDrag.swift).
///
/// Invariants: its view is a scroll view whose `pan` is this recognizer (or nil after the view
/// was destroyed); `delaysTouchesBegan` is true only between the first touch-down of a
/// gesture of a scroll view with delays_content_touches and the end of the content-touch
/// delay (G4 does the holding: the view's began waits while a delaying recognizer is
/// possible, and is then delivered with its original timestamp, T2).
final class ScrollPanRecognizer: PanRecognizer {
    override init() {
        super.init(kind: .pan)
        params.delaysTouchesBegan = false
        // P4: UIScrollView scrolls from wheels and trackpads.
        params.allowedScrollTypes = ScrollType.allBits
    }

    override func touchesBegan(_ ts: TouchList, _ t: Double) {
        super.touchesBegan(ts, t)
        guard let v = view, let s = v.scroll, let scene else { return }
        if touches.count == ts.count, state == .possible, s.parameters.delaysContentTouches {
            // S2: hold the content's began until scrolling starts (the content then gets
            // nothing: G3) or the delay passes (then it gets began at its original time).
            delaysTouchesBegan = true
            scheduleTimer(at: t + Constants.scrollContentTouchDelay) { r in
                r.delaysTouchesBegan = false
                r.scene?.arbiter.deliveryDirty = true
            }
        }
        if s.motion != nil {
            // S8: a touch-down on moving content stops it, and is not the content's.
            scene.stopScrollMotion(v, s)
            s.stoppedByTouch = true
            for touch in ts { touch.viewDone = true }
            return
        }
        if let ask = s.hooks.touchesShouldBegin {
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

    /// S6 and S3, once the finger passed the slop.
    override func mayBegin() -> Bool {
        guard let v = view, let s = v.scroll, let scene else { return true }
        let can = s.parameters.canScroll(bounds: v.bounds.size)
        let horizontal = abs(translationInWindow.x) >= abs(translationInWindow.y)
        if horizontal ? !can.x : !can.y {
            fail(.wrongDirection, "the scroll view cannot scroll \(horizontal ? "horizontally" : "vertically")")
            return false
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
        super.touchesMoved(ts, t)
        // The view, its scroller and the scene uncounted (the per-sample path): the scene
        // outlives its recognizers, and a view (with its scroller) destroyed by the delegate
        // calls below is retired, not freed, until the dispatch's host code is over
        // (Scene/Retirement.swift).
        guard state.isActive, isAlive, let view = viewUnretained else { return }
        view._withUnsafeGuaranteedRef { v in
            guard let scroller = v.scrollUnretained else { return }
            scroller._withUnsafeGuaranteedRef { s in
                withScene { scene in
                    if !s.drag.isDragging || s.drag.byHandoff { scene.beginDrag(v, s, translation: translationInWindow) }
                    guard v.isAlive, s.drag.isDragging else { return }
                    scene.continueDrag(v, s, translation: translationInWindow)
                }
            }
        }
    }

    override func touchesEnded(_ ts: TouchList, _ t: Double) {
        super.touchesEnded(ts, t)
        guard state == .ended, let v = view, let s = v.scroll, s.drag.isDragging, let scene else { return }
        let w = velocityInWindow   // points per second, of the finger in the window
        scene.endDrag(v, s, fingerVelocity: Point(w.x / 1000, w.y / 1000))
    }

    override func touchesCancelled(_ ts: TouchList, _ t: Double) {
        super.touchesCancelled(ts, t)
        finishInterruptedDrag()
    }

    /// P4: scroll input drags the content as a finger would.
    override func scrollBy(_ delta: Point, at location: Point, _ t: Double, isEnd: Bool = false) {
        super.scrollBy(delta, at: location, t, isEnd: isEnd)
        guard state.isActive, isAlive, let v = view, let s = v.scroll, let scene else { return }
        if !s.drag.isDragging || s.drag.byHandoff {
            scene.beginDrag(v, s, translation: translationInWindow, from: .zero)
        }
        guard v.isAlive, s.drag.isDragging else { return }
        scene.continueDrag(v, s, translation: translationInWindow)
    }

    override func scrollEnded(_ t: Double, type: ScrollType, cancelled: Bool) {
        super.scrollEnded(t, type: type, cancelled: cancelled)
        guard let v = view, let s = v.scroll, s.drag.isDragging, let scene else { return }
        if state == .ended {
            let w = velocityInWindow
            scene.endDrag(v, s, fingerVelocity: Point(w.x / 1000, w.y / 1000))
        } else {
            finishInterruptedDrag()
        }
    }

    override func resetKind() {
        finishInterruptedDrag()
        settleStoppedContent()
        super.resetKind()
        delaysTouchesBegan = false
    }

    /// S8: the gesture whose touch-down stopped the content ended without a drag.
    private func settleStoppedContent() {
        guard let v = view, v.isAlive, let s = v.scroll, s.stoppedByTouch else { return }
        s.stoppedByTouch = false
        scene?.settleStoppedContent(v, s)
    }

    /// The pan was cancelled (its touches were, another recognizer excluded it, it was
    /// disabled): the drag ends with no velocity, springing back if it overscrolled.
    private func finishInterruptedDrag() {
        // S9: an outer view dragged by an inner one's handoff ends with the inner one's release.
        guard let v = view, v.isAlive, let s = v.scroll, s.drag.isDragging, !s.drag.byHandoff, let scene else { return }
        scene.endDrag(v, s, fingerVelocity: .zero)
    }
}

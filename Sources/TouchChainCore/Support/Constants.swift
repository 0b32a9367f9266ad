/// Every number the engine uses where UIKit documents none, with its unit and origin.
/// The C header repeats each one beside the parameter it defaults.
public enum Constants {
    /// H1: views with alpha ≤ 0.01 are not hit. The seeds' code tests `alpha > 0.01`; Apple's
    /// prose says "less than 0.01". We follow the seeds, so 0.01 itself is not hittable.
    public static let alphaHitThreshold = 0.01
    /// Default live-touch limit. iOS devices report ≤ 11 touches; 32 leaves room.
    public static let defaultMaxTouches = 32
    public static let maxTouchesLimit = 1024
    /// Default input-queue capacity (queued samples and events).
    public static let defaultQueueCapacity = 4096
    public static let maxQueueCapacity = 1 << 20
    /// T3: multi-tap interval, seconds from the previous touch's end to the next began.
    /// Reported for UIKit and used by OpenUIKit; Flutter and Android use 0.3 s.
    public static let defaultTapInterval = 0.35
    /// T3: multi-tap radius, points per axis (OpenUIKit's 30 pt).
    public static let defaultTapRadius = 30.0
    /// G8 tap (and a long press's taps): each tap's press must lift within this many seconds
    /// of its first finger landing, or the recognizer fails. UIKit's maximumTapDuration is
    /// undocumented; 0.75 s is UIKit's own maximumSingleTapDuration and WinObjC's value.
    public static let defaultTapDuration = 0.75
    /// R5: nesting limit for router events sent from route handlers.
    public static let maxRouteDepth = 64
    /// H6d: polygon vertex limit.
    public static let maxPolygonPoints = 256
    /// G8 custom: host-requested state changes nested in other recognizers' callbacks.
    public static let maxTransitionDepth = 16
    /// C1: `sendActions` calls nested inside control targets (a target sending its own event
    /// again would recurse for ever).
    public static let maxSendActionsDepth = 64
    /// S7: scroll delegate messages nested inside each other's handlers (a did_scroll handler
    /// that moves the content, or changes what clamps it, each time would recurse for ever):
    /// the top-level message and this many nested ones are sent, a deeper one is not.
    public static let maxScrollEventDepth = 64
    /// Nested hit tests (a hit-test callback that queries hit-testing again).
    public static let maxHitTestDepth = 8
    /// C1: control tracking margin, points. UIKit's is undocumented; iOS 18.2's segmented
    /// control grows its bounds by `mostlyInsideMargin`, 70.0.
    public static let controlTrackingMargin = 70.0
    /// C1 stepper autorepeat, seconds: the first step after the press and after each of the
    /// first four steps (iOS 18.2 UIStepper's timer: 0.5 s while `_repeatCount` <= 3), then
    /// the interval (ours: UIKit has two faster tiers, from the fifth and from the twentieth
    /// step, whose values are not in the decompile).
    public static let stepperRepeatDelay = 0.5
    public static let stepperRepeatInterval = 0.1
    /// C1 switch: horizontal drag, points, past which a held switch's knob goes to the other
    /// side (iOS 18.2 UISwitchMVEGestureTrackingSession's `_updateMovementVectorForPanInitiated
    /// Changes`: naturalLayoutDirection * 25.0; more than this, strictly).
    public static let switchDragThreshold = 25.0
    /// C1/G7 slider: the thumb's side, points (a square, centred on the bounds' mid y, its
    /// centre running from the bounds' left edge + half this to the right edge − half this).
    /// iOS 18.2 UIKitCore's `_UISlideriOSVisualElement` reads it from a per-idiom table
    /// (`drawingMetricsForPlatform`) whose phone values the decompile does not show; 28 pt
    /// is the knob's reported diameter (our choice).
    public static let sliderThumbSize = 28.0
    /// C1/G7 slider: the thumb is hit in its rect grown to at least this side, points
    /// (iOS 18.2 `thumbHitEdgeInsets`: −max((48 − side) / 2, 0) on each edge).
    public static let sliderThumbHitSize = 48.0
    /// G8 tap: allowable movement, points, of the centroid from the first tap's (and, as the
    /// default radius, of a later tap's landing). UIKit documents none; its tap engine's
    /// default is 45 pt (iOS 18.2 UIKitCore's UITapRecognizer, whose coder leaves out exactly
    /// that value; OpenUIKit and WinObjC use 10 pt, Flutter 18, Android 8 dp).
    public static let tapAllowableMovement = 45.0
    /// G8 long press: UIKit's documented 0.5 s and 10 pt.
    public static let longPressDuration = 0.5
    public static let longPressMovement = 10.0
    /// G8 pan: centroid travel before a pan begins, points (OpenUIKit: > 10 pt).
    public static let panSlop = 10.0
    /// G8 screen-edge pan: distance from the window edge where the touch must begin, points
    /// (iOS 18.2 UIKitCore's _UISEGestureFeatureSettings edge region).
    public static let edgeRegion = 13.0
    /// G8 screen-edge pan: travel away from its edge before it begins, points (its slop's
    /// default; _UISEGestureFeatureSettings hysteresis).
    public static let edgePanSlop = 15.0
    /// G8 screen-edge pan: the bound on travel along its edge before it begins
    /// (_UISEOrthogonalHysteresisGestureFeature): max(min(slop, run) / tan(π/2 − window/2) ·
    /// (1 − t/decay), minimum), t seconds since touch-down.
    public static let edgePanAngleWindow = 2.70526034
    public static let edgePanAngleDecay = 0.5
    public static let edgePanAngleRun = 10.0
    public static let edgePanAlongEdgeMin = 20.0
    /// G8 swipe: 30 pt within 0.5 s, at most 30° off the direction.
    public static let swipeMinimumDistance = 30.0
    public static let swipeMaximumDuration = 0.5
    public static let swipeMaximumAngle = Double.pi / 6
    /// G8 pinch: change of finger distance before a pinch begins, points: UIKit's pinch
    /// driver's hysteresis for fingers (iOS 18.2 UIKitCore, `_UIPinchGestureRecognizerDriver`).
    public static let pinchSlop = 8.0
    /// G8 rotation: turn before a rotation begins, radians (2°).
    public static let rotationSlop = 2 * Double.pi / 180
    /// S2: how long a scroll view holds a touch-down before its content gets `began`, seconds.
    /// UIKit documents the delay but not its length; 150 ms is the value reported for
    /// UIScrollView (its private delayed-touches recognizer's timer) and what OpenUIKit uses.
    public static let scrollContentTouchDelay = 0.15
    /// S4: UIScrollView.DecelerationRate.normal and .fast, the velocity kept per millisecond
    /// (UIKit's documented values; the only two a scroll view keeps, see
    /// `scrollDecelerationRateThreshold`).
    public static let scrollDecelerationNormal = 0.998
    public static let scrollDecelerationFast = 0.99
    /// S4: a release whose speed is below this, points per millisecond, does not decelerate
    /// (its velocity counts as 0). UIKit documents none; 0.25 pt/ms is iOS 18's UIScrollView
    /// (`_endPanNormal:` zeroes a velocity whose square is below 0.0625).
    public static let scrollMinimumFlingSpeed = 0.25
    /// S4: rubber-band resistance: past an edge the content moves f(x) = x·d·c / (d + c·x)
    /// for a finger travel x and a bounds dimension d. UIKit documents no curve; c = 0.55 is
    /// the constant commonly cited for it (and used by most reimplementations).
    public static let scrollRubberBandCoefficient = 0.55
    /// S4: a decelerationRate below this is UIKit's .fast, else .normal: UIScrollView keeps
    /// only its two factors (iOS 18.2 `setDecelerationRate:` picks one by `rate < 0.994`).
    static let scrollDecelerationRateThreshold = 0.994
    /// S4: past an edge the offset from the edge, and the velocity's contribution, keep this
    /// fraction per millisecond (iOS 18.2 `_getBouncingDecelerationOffset:`: e^(−0.01005·t)).
    static let scrollBounceDecay = 0.99
    /// S4, S5: a motion ends once its speed is below this, points per millisecond (iOS 18.2
    /// `_smoothScrollSyncWithUpdateTime:`: vx² + vy² < 1e-4; the paging snap's |v| < 0.01).
    static let scrollStopSpeed = 0.01
    /// S7: the slowest decay a deceleration aimed at a delegate's target may use, per ms
    /// (iOS 18.2 `_scrollViewWillEndDraggingWithDeceleration:` caps its adjusted factor there).
    static let scrollAdjustedRateLimit = 0.999
    /// S7: a target the delegate set that the view's own rate would reach with less than this
    /// speed (pt/ms) is reached at `scrollSlowAimRate` instead, per ms (iOS 18.2
    /// `_scrollViewWillEndDraggingWithDeceleration:`: below 0.25 it takes the factor 0.985
    /// and the velocity 0.01 + d·0.0151136378, −ln 0.985).
    static let scrollSlowAimSpeed = 0.25
    static let scrollSlowAimRate = 0.985
    /// S4: the release velocity is this fraction of the pan's previous update's velocity
    /// plus the rest of its last one's (iOS 18.2 `_endPanNormal:`: 0.75 and 0.25).
    static let scrollReleasePreviousWeight = 0.75
    /// S4: a scroll view's pan leaves a finger out of its centroid as stationary when it did
    /// not move while another moved more than √2 pt (this square, pt²), or moved less than
    /// √0.1 of the farthest-moved finger (this ratio of the squares): iOS 18.2
    /// `-[UITouch _isStationaryRelativeToTouches:]` on `_movementMagnitudeSquared`, 2.0 and 0.1.
    static let panStationaryOtherTravelSquared = 2.0
    static let panStationaryTravelRatioSquared = 0.1
    /// S4: a deceleration ends only once the content is within this many points of its range
    /// (UIKit's "not bouncing" test), and is then pinned into the range, points.
    public static let scrollRestDistance = 0.5
    /// S5: UIKit's paging spring (iOS 18.2 `initWithFrame:`): per ms the velocity gains
    /// (target − offset)·pull and keeps `friction` of itself; pull and friction are linear in
    /// the bounds width up to 1024 points, constant above.
    static let scrollPagingPullBase = 0.000359090909
    static let scrollPagingPullPerPoint = -1.84659091e-7
    static let scrollPagingFrictionBase = 0.966818182
    static let scrollPagingFrictionPerPoint = 9.94318182e-6
    static let scrollPagingWideWidth = 1024.0
    static let scrollPagingWidePull = 0.00017
    static let scrollPagingWideFriction = 0.977
    /// S5: the paging spring snaps to its page when slower than `scrollStopSpeed`, its last
    /// millisecond's distance within `scrollPagingSnapStep` and within
    /// `scrollPagingSnapDistance` of the page, points (`_getPagingDecelerationOffset:`); or,
    /// back before the page after passing it, slower than `scrollPagingOvershootSpeed` pt/ms.
    static let scrollPagingSnapStep = 1.0
    static let scrollPagingSnapDistance = 5.0
    static let scrollPagingOvershootSpeed = 0.1
    /// S4: the host-clock interval of deceleration and spring steps, seconds (a 60 Hz
    /// display's frame, CADisplayLink's default rate). Positions are computed from the
    /// elapsed time; the interval sets how often did_scroll is sent and when the rest checks
    /// (`scrollStopSpeed`, the paging snaps) are made, as UIKit makes them at its frames.
    public static let scrollFrameInterval = 1.0 / 60
    /// S4: directional lock: the drag locks to an axis when its initial direction is within
    /// this angle of the axis, radians: 20°, UIKit's (iOS 18.2's
    /// -[UIScrollViewPanGestureRecognizer _centroidMovedTo:atTime:affectingTranslation:]
    /// locks horizontally at atan|dy/dx| <= 0.34906585 and vertically at >= 1.22173048).
    public static let scrollDirectionalLockAngle = Double.pi / 9
    /// tan(π/9) (tan 20°), the comparison the lock makes (|minor| ≤ |major|·tan).
    static let scrollDirectionalLockAngleTangent = 0.36397023426620234
    /// S5: a paging scroll view released faster than this (pt/ms) goes to the page boundary
    /// ahead of the content in the velocity's direction; slower, to the nearest page. UIKit
    /// documents none; 0.3 pt/ms is iOS 18's UIScrollView (its paging code, as decompiled).
    public static let scrollPagingVelocity = 0.3
    /// E2: the largest |x| or |y| of a touch sample, points. Far beyond any screen; it keeps
    /// every value derived from samples (translations, distances, angles, velocities) finite.
    public static let maxCoordinate = 1e15
    /// E4: the largest time the host may give, seconds (TC_MAX_TIMESTAMP): an input's
    /// timestamp, a point's, an advance's. Far beyond any host clock; small enough that the
    /// shortest step a timer reschedules itself by (`scrollFrameInterval`, 1/60 s) is some 130
    /// of the clock's ulps (ulp(1e12) = 1.2e-4 s), so every repeating timer moves forward and a
    /// timed motion's elapsed time grows by its steps.
    public static let maxTimestamp = 1e12
    /// TC_MAX_COALESCED, TC_MAX_PREDICTED, TC_MAX_PREDICTION_INTERVAL (P6).
    public static let maxCoalesced = 64
    public static let maxPredicted = 16
    public static let maxPredictionInterval = 0.1
    /// TC_MAX_PENDING_UPDATES (P5).
    public static let maxPendingUpdates = 256
    /// TC_DEFAULT_ALTITUDE (P5): π/2, perpendicular.
    public static let defaultAltitude = 1.5707963267948966
    /// TC_DISCRETE_SCROLL_END_DELAY (P4).
    public static let discreteScrollEndDelay = 0.1
    /// TC_DISCRETE_SCROLL_MIN_DELTA (P4): a wheel delta below it along an axis counts as it,
    /// its sign kept (iOS 18.2 UIScrollEvent's -_adjustedDeltaForPanWithAcceleration:…, the
    /// internal preference DiscreteScrollMinimumDelta, default 3).
    public static let discreteScrollMinDelta = 3.0
    /// TC_CONTINUOUS_SCROLL_VELOCITY_RESET_GAP (P4): a trackpad scroll whose end comes more
    /// than this after its last move ends at rest; within it, with the velocity of its moves
    /// (iOS 18.2 -[UIPanGestureRecognizer _scrollingChangedWithEvent:], the internal preference
    /// DurationBetweenScrollChangeAndEndEventsToResetVelocity, default 0.13 s).
    public static let continuousScrollVelocityResetGap = 0.13
    /// TC_TRANSFORM_ROTATION_HYSTERESIS (P4): 1°, the rotation a trackpad rotation passes
    /// before it begins (iOS 18.2 _UIRotationGestureRecognizerDriver
    /// -transformChangedWithEvent:, TransformEventRotationHysteresis, default 1°).
    public static let transformRotationHysteresis = 0.017453292519943295
#if _pointerBitWidth(_64)
    /// Objects (views, controllers, recognizers) per scene; bounded by the handle encoding
    /// (a 20-bit slot in a 64-bit handle).
    public static let maxObjectsPerScene = (1 << 20) - 1
    /// The largest object generation a handle keeps (16 bits); slots wrap back to 1 after it.
    public static let maxObjectGeneration: UInt32 = 0xFFFF
#else
    /// On 32-bit targets (wasm32) a handle has 32 bits: a 16-bit object slot and a 7-bit
    /// generation (Sources/TouchChain/Handles.swift).
    public static let maxObjectsPerScene = (1 << 16) - 1
    public static let maxObjectGeneration: UInt32 = 0x7F
#endif
}

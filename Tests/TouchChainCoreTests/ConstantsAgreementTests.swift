import CTouchChain
import Testing
@testable import TouchChainCore

/// One source per fact: the engine's numbers (Sources/TouchChainCore/Constants.swift) are the
/// ones the C header documents (include/touchchain.h), compared bit for bit by the compiler's
/// own reading of the header's macros, so an edit to either side alone fails here.
@Suite("Engine constants = header macros")
struct ConstantsAgreementTests {
    @Test func HDR_default_parameters_equal_the_header() {
        let pairs: [(String, Double, Double)] = [
            ("TC_ALPHA_HIT_THRESHOLD", Constants.alphaHitThreshold, TC_ALPHA_HIT_THRESHOLD),
            ("TC_DEFAULT_TAP_INTERVAL", Constants.defaultTapInterval, TC_DEFAULT_TAP_INTERVAL),
            ("TC_DEFAULT_TAP_RADIUS", Constants.defaultTapRadius, TC_DEFAULT_TAP_RADIUS),
            ("TC_DEFAULT_TAP_MOVEMENT", Constants.tapAllowableMovement, TC_DEFAULT_TAP_MOVEMENT),
            ("TC_DEFAULT_TAP_DURATION", Constants.defaultTapDuration, TC_DEFAULT_TAP_DURATION),
            ("TC_DEFAULT_LONG_PRESS_DURATION", Constants.longPressDuration,
             TC_DEFAULT_LONG_PRESS_DURATION),
            ("TC_DEFAULT_LONG_PRESS_MOVEMENT", Constants.longPressMovement,
             TC_DEFAULT_LONG_PRESS_MOVEMENT),
            ("TC_DEFAULT_PAN_SLOP", Constants.panSlop, TC_DEFAULT_PAN_SLOP),
            ("TC_DEFAULT_EDGE_REGION", Constants.edgeRegion, TC_DEFAULT_EDGE_REGION),
            ("TC_DEFAULT_EDGE_PAN_SLOP", Constants.edgePanSlop, TC_DEFAULT_EDGE_PAN_SLOP),
            ("TC_SCREEN_EDGE_ANGLE_WINDOW", Constants.edgePanAngleWindow, TC_SCREEN_EDGE_ANGLE_WINDOW),
            ("TC_SCREEN_EDGE_ANGLE_DECAY", Constants.edgePanAngleDecay, TC_SCREEN_EDGE_ANGLE_DECAY),
            ("TC_SCREEN_EDGE_ANGLE_RUN", Constants.edgePanAngleRun, TC_SCREEN_EDGE_ANGLE_RUN),
            ("TC_SCREEN_EDGE_ALONG_MIN", Constants.edgePanAlongEdgeMin, TC_SCREEN_EDGE_ALONG_MIN),
            ("TC_DEFAULT_SWIPE_DISTANCE", Constants.swipeMinimumDistance, TC_DEFAULT_SWIPE_DISTANCE),
            ("TC_DEFAULT_SWIPE_DURATION", Constants.swipeMaximumDuration, TC_DEFAULT_SWIPE_DURATION),
            ("TC_DEFAULT_SWIPE_ANGLE", Constants.swipeMaximumAngle, TC_DEFAULT_SWIPE_ANGLE),
            ("TC_DEFAULT_PINCH_SLOP", Constants.pinchSlop, TC_DEFAULT_PINCH_SLOP),
            ("TC_DEFAULT_ROTATION_SLOP", Constants.rotationSlop, TC_DEFAULT_ROTATION_SLOP),
            ("TC_DEFAULT_CONTROL_MARGIN", Constants.controlTrackingMargin, TC_DEFAULT_CONTROL_MARGIN),
            ("TC_STEPPER_REPEAT_DELAY", Constants.stepperRepeatDelay, TC_STEPPER_REPEAT_DELAY),
            ("TC_STEPPER_REPEAT_INTERVAL", Constants.stepperRepeatInterval, TC_STEPPER_REPEAT_INTERVAL),
            ("TC_SLIDER_THUMB_SIZE", Constants.sliderThumbSize, TC_SLIDER_THUMB_SIZE),
            ("TC_SLIDER_THUMB_HIT_SIZE", Constants.sliderThumbHitSize, TC_SLIDER_THUMB_HIT_SIZE),
            ("TC_MAX_COORDINATE", Constants.maxCoordinate, TC_MAX_COORDINATE),
            ("TC_MAX_TIMESTAMP", Constants.maxTimestamp, TC_MAX_TIMESTAMP),
            ("TC_MAX_PREDICTION_INTERVAL", Constants.maxPredictionInterval, TC_MAX_PREDICTION_INTERVAL),
            ("TC_DEFAULT_ALTITUDE", Constants.defaultAltitude, TC_DEFAULT_ALTITUDE),
            ("TC_DISCRETE_SCROLL_END_DELAY", Constants.discreteScrollEndDelay, TC_DISCRETE_SCROLL_END_DELAY),
            ("TC_DISCRETE_SCROLL_MIN_DELTA", Constants.discreteScrollMinDelta, TC_DISCRETE_SCROLL_MIN_DELTA),
            ("TC_CONTINUOUS_SCROLL_VELOCITY_RESET_GAP", Constants.continuousScrollVelocityResetGap, TC_CONTINUOUS_SCROLL_VELOCITY_RESET_GAP),
            ("TC_TRANSFORM_ROTATION_HYSTERESIS", Constants.transformRotationHysteresis, TC_TRANSFORM_ROTATION_HYSTERESIS),
        ]
        for (name, engine, header) in pairs {
            #expect(engine.bitPattern == header.bitPattern, "\(name): engine \(engine), header \(header)")
        }
    }

    @Test func HDR_limits_equal_the_header() {
        let pairs: [(String, Int, Int)] = [
            ("TC_DEFAULT_MAX_TOUCHES", Constants.defaultMaxTouches, Int(TC_DEFAULT_MAX_TOUCHES)),
            ("TC_MAX_TOUCHES_LIMIT", Constants.maxTouchesLimit, Int(TC_MAX_TOUCHES_LIMIT)),
            ("TC_DEFAULT_QUEUE_CAPACITY", Constants.defaultQueueCapacity,
             Int(TC_DEFAULT_QUEUE_CAPACITY)),
            ("TC_MAX_ROUTE_DEPTH", Constants.maxRouteDepth, Int(TC_MAX_ROUTE_DEPTH)),
            ("TC_MAX_TRANSITION_DEPTH", Constants.maxTransitionDepth, Int(TC_MAX_TRANSITION_DEPTH)),
            ("TC_MAX_SEND_ACTIONS_DEPTH", Constants.maxSendActionsDepth, Int(TC_MAX_SEND_ACTIONS_DEPTH)),
            ("TC_MAX_SCROLL_EVENT_DEPTH", Constants.maxScrollEventDepth, Int(TC_MAX_SCROLL_EVENT_DEPTH)),
            ("TC_MAX_POLYGON_POINTS", Constants.maxPolygonPoints, Int(TC_MAX_POLYGON_POINTS)),
            ("TC_MAX_COALESCED", Constants.maxCoalesced, Int(TC_MAX_COALESCED)),
            ("TC_MAX_PREDICTED", Constants.maxPredicted, Int(TC_MAX_PREDICTED)),
            ("TC_MAX_PENDING_UPDATES", Constants.maxPendingUpdates, Int(TC_MAX_PENDING_UPDATES)),
            ("TC_TOUCH_TYPES_ALL", Int(TouchType.allBits), Int(TC_TOUCH_TYPES_ALL)),
            ("TC_SCROLL_TYPES_ALL", Int(ScrollType.allBits), Int(TC_SCROLL_TYPES_ALL)),
            ("TC_PROPERTIES_ALL", Int(TouchProperties.all), Int(TC_PROPERTIES_ALL)),
            ("TC_TOUCH_INDIRECT_POINTER", Int(TouchType.indirectPointer.rawValue), Int(TC_TOUCH_INDIRECT_POINTER)),
            ("TC_RECOGNIZER_HOVER", Int(RecognizerKind.hover.rawValue), Int(TC_RECOGNIZER_HOVER)),
            ("TC_BUTTON_SECONDARY", Int(Buttons.secondary), Int(TC_BUTTON_SECONDARY)),
            ("TC_PROPERTY_LOCATION", Int(TouchProperties.location), Int(TC_PROPERTY_LOCATION)),
            ("TC_SCROLL_CONTINUOUS", Int(ScrollType.continuous.rawValue), Int(TC_SCROLL_CONTINUOUS)),
        ]
        for (name, engine, header) in pairs {
            #expect(engine == header, "\(name): engine \(engine), header \(header)")
        }
    }
}

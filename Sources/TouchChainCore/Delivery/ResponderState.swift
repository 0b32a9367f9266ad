/// Delivery's scene-wide responders and observers: the application and its delegate (R1), the
/// first responder and focus (R3), and the observers told about unhandled events and hit tests.
///
/// Invariants: `firstResponders` and `focusedView` are live views of the scene in a window
/// (cleared when they are destroyed or leave their window), and no two first responders share
/// a window (R4: each window keeps its own); observers are host code and run inside
/// `Scene.host`.
struct ResponderState {
    var appHandlers = ResponderHandlers()
    /// Non-nil makes the app delegate a responder after the application (R1).
    var appDelegateHandlers: ResponderHandlers? { didSet { hasAppDelegate = appDelegateHandlers != nil } }
    /// `appDelegateHandlers != nil`, kept apart: every step of every walk asks it, and the
    /// handlers are too large a value to copy out for that.
    private(set) var hasAppDelegate = false
    /// The first responder of each window that has one (UIKit keeps one per window), in the
    /// order they became it; few, so a list.
    var firstResponders: [View] = []
    var focusedView: View?
    /// R4: the responder each press type's began started at (UIKit's `UIPress.responder`,
    /// fixed when the press is first dispatched): a view or a window's root controller, by
    /// `type - PressType.range.lowerBound`; its later phases start there too, and go as far
    /// as its began went (`PressTarget.reach`). Slot −1: none (no press of that type down,
    /// it began with no responder, or it was cancelled when its responder left its window).
    /// Held by slot and generation, so a destroyed view or controller reads as gone.
    var pressTargets = [PressTarget](repeating: PressTarget(), count: PressType.range.count)
    /// Told when an event walks off the end of the chain (R2).
    var unhandledObserver: ((UnhandledEvent) -> Void)?
    /// Told when a host callback returned something the engine had to ignore.
    var callbackProblemObserver: ((String) -> Void)?

    mutating func reset() { self = ResponderState() }
}

/// A press's responder (R4), by handle parts: slot −1 is none; `isController` tells which
/// table the slot is in. `reach` (R2): how many responders its began was offered to, the
/// responder being the first (`Int32.max`: to the end of the chain, unhandled; 0: none, a
/// began its window's user interaction stopped); a later phase is offered to at most that
/// many, and always to the responder itself.
struct PressTarget {
    var slot: Int32 = -1
    var generation: UInt32 = 0
    var isController = false
    var reach: Int32 = 0

    init() {}

    /// The press's responder: a view or a controller (none for anything else).
    init(_ r: ResponderRef?) {
        switch r {
        case .view(let v)?: slot = v.handleSlot; generation = v.handleGeneration
        case .controller(let c)?: slot = c.handleSlot; generation = c.handleGeneration; isController = true
        default: break
        }
    }

    /// The same responder (a cleared or replaced target is not).
    func isSame(as other: PressTarget) -> Bool {
        slot >= 0 && slot == other.slot && generation == other.generation && isController == other.isController
    }
}

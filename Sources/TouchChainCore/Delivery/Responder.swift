/// Responders (R1–R5): views (windows included), controllers, the application and the app
/// delegate. A responder "implements" an event kind by having a handler for it; a missing
/// handler passes the event to the next responder, as UIKit's default implementations do.

/// A responder, by identity. Borrowed by handlers: do not keep it past the call.
public enum ResponderRef {
    case view(View)
    case controller(Controller)
    case application
    case appDelegate
}

/// A touches delivery to a responder (E3). The lists are windows onto the engine's delivery
/// stack (TouchList.swift): valid during the handler only; copy them (`Array(d.touches)`) to
/// keep them.
public struct TouchDelivery {
    public var phase: Phase
    public var timestamp: Double
    public var dispatchTime: Double
    /// The touches in `phase` handed to this responder.
    public var touches: TouchList
    /// Every live touch of the event.
    public var allTouches: TouchList
    /// The touches' hit-test view (T4). Held without counting, as the lists are: alive while
    /// the handler runs (destroyed there, it stays allocated until the walk ends: R2).
    public var hitView: View { hitViewRef.takeUnretainedValue() }
    /// The same, uncounted: for an embedding layer that converts it during the handler.
    public let hitViewRef: Unmanaged<View>

    init(phase: Phase, timestamp: Double, dispatchTime: Double, touches: TouchList,
         allTouches: TouchList, hitView: Unmanaged<View>) {
        self.phase = phase; self.timestamp = timestamp; self.dispatchTime = dispatchTime
        self.touches = touches; self.allTouches = allTouches; hitViewRef = hitView
    }
}

/// A motion, remote-control or press event (E1).
public struct ButtonEvent: Sendable {
    public var type: EventType
    public var subtype: Int32
    public var phase: Phase?
    public var timestamp: Double
}

/// A router event (R5). `hostPayload` lets an embedding layer carry its own representation
/// of the same event (the C ABI keeps C strings there) without converting per responder.
///
/// An event made with `init(cName:cPairs:count:hostPayload:)` keeps its name and pairs as the
/// caller's C strings: `name` and `info` are converted only when read, so a walk whose
/// handlers read the host payload (every C handler) converts and allocates nothing.
public struct RouteEvent {
    public var name: String {
        get {
            if let storedName { return storedName }
            if let cName { return String(cString: cName) }
            return ""
        }
        set { storedName = newValue }
    }
    public var info: [(key: String, value: String)] {
        get {
            if let storedInfo { return storedInfo }
            guard let cPairs, cCount > 0 else { return [] }
            var out: [(key: String, value: String)] = []
            out.reserveCapacity(cCount)
            let stride = 2 * MemoryLayout<UnsafePointer<CChar>>.stride
            for i in 0..<cCount {
                let k = cPairs.load(fromByteOffset: i * stride, as: UnsafePointer<CChar>.self)
                let v = cPairs.load(fromByteOffset: i * stride + MemoryLayout<UnsafePointer<CChar>>.stride,
                                    as: UnsafePointer<CChar>.self)
                out.append((String(cString: k), String(cString: v)))
            }
            return out
        }
        set { storedInfo = newValue }
    }
    public var hostPayload: UnsafeRawPointer?
    private var storedName: String?
    private var storedInfo: [(key: String, value: String)]?
    private var cName: UnsafePointer<CChar>?
    private var cPairs: UnsafeRawPointer?
    private var cCount = 0

    public init(name: String, info: [(key: String, value: String)] = [],
                hostPayload: UnsafeRawPointer? = nil) {
        self.storedName = name; self.storedInfo = info; self.hostPayload = hostPayload
    }

    /// An event whose name and pairs stay C strings (NUL-terminated UTF-8; invalid bytes are
    /// repaired when read). `cPairs` points at `count` (key, value) pairs of non-NULL string
    /// pointers, laid out as C's `{ const char *key; const char *value; }`. The caller keeps
    /// every string alive and unchanged for the whole send.
    public init(cName: UnsafePointer<CChar>, cPairs: UnsafeRawPointer?, count: Int,
                hostPayload: UnsafeRawPointer? = nil) {
        self.cName = cName
        self.cPairs = cPairs
        self.cCount = count > 0 && cPairs != nil ? count : 0
        self.hostPayload = hostPayload
    }

    /// Calls a host's C route handler with the event's C strings, as they were given; nil
    /// when the event has none (made from Swift strings): the C handler is not asked.
    @inline(__always)
    func call(_ h: HostRouteHandler) -> Bool? {
        guard let cName else { return nil }
        var who = h.responder
        return withUnsafeBytes(of: &who) { h.function($0.baseAddress, cName, cPairs, cCount, h.userData) } == 1
    }
}

/// A router-event handler given as a C function: what an embedding layer makes of a host's C
/// callback (the C ABI's `tc_route_fn`). The walk calls it in place, with the event's C
/// strings (`RouteEvent.init(cName:cPairs:count:hostPayload:)`), instead of a Swift closure
/// that would convert the responder and the event at every step (issue 13: a router event's
/// cost per responder). An event made from Swift strings is not offered to it (it passes on).
///
/// `responder` is the host's own description of the responder these handlers are set on
/// (for the C ABI, a `tc_responder`), copied to the stack and handed by address: set it for
/// that responder only. The function's result is "handled" when it is 1.
public struct HostRouteHandler {
    public typealias Function = @convention(c) (
        _ responder: UnsafeRawPointer?, _ name: UnsafePointer<CChar>?, _ pairs: UnsafeRawPointer?,
        _ count: Int, _ userData: UnsafeMutableRawPointer?) -> Int32
    public var function: Function
    public var userData: UnsafeMutableRawPointer?
    /// Up to 32 bytes, passed by address as the function's first argument.
    public var responder: (UInt64, UInt64, UInt64, UInt64)
    public init(function: Function, userData: UnsafeMutableRawPointer?,
                responder: (UInt64, UInt64, UInt64, UInt64)) {
        self.function = function; self.userData = userData; self.responder = responder
    }
}

/// What a responder implements. Each handler returns true when it handled the event (the walk
/// stops) and false to pass it on.
public struct ResponderHandlers {
    public var touches: ((ResponderRef, TouchDelivery) -> Bool)?
    public var motion: ((ResponderRef, ButtonEvent) -> Bool)?
    public var remote: ((ResponderRef, ButtonEvent) -> Bool)?
    public var presses: ((ResponderRef, ButtonEvent) -> Bool)?
    public var route: ((ResponderRef, RouteEvent) -> Bool)?
    /// A router-event handler given as a C function; when set, the walk calls it instead of
    /// `route`.
    public var hostRoute: HostRouteHandler?
    /// P3: a view's hover enter (began), move, exit (ended) or cancel. Views only; not passed on.
    public var hover: ((ResponderRef, HoverEvent) -> Void)?
    /// P5: touchesEstimatedPropertiesUpdated, to the view that received the touch, or up the
    /// chain to the first responder that has one.
    public var estimatedUpdate: ((ResponderRef, EstimatedUpdate) -> Void)?
    public init(touches: ((ResponderRef, TouchDelivery) -> Bool)? = nil,
                motion: ((ResponderRef, ButtonEvent) -> Bool)? = nil,
                remote: ((ResponderRef, ButtonEvent) -> Bool)? = nil,
                presses: ((ResponderRef, ButtonEvent) -> Bool)? = nil,
                route: ((ResponderRef, RouteEvent) -> Bool)? = nil,
                hover: ((ResponderRef, HoverEvent) -> Void)? = nil,
                estimatedUpdate: ((ResponderRef, EstimatedUpdate) -> Void)? = nil) {
        self.touches = touches; self.motion = motion; self.remote = remote
        self.presses = presses; self.route = route
        self.hover = hover; self.estimatedUpdate = estimatedUpdate
    }
    /// No handler at all (a view that never had any keeps no storage for them).
    var isEmpty: Bool {
        touches == nil && motion == nil && remote == nil && presses == nil && route == nil
            && hostRoute == nil && hover == nil && estimatedUpdate == nil
    }
}

/// Something that reached the end of the chain unhandled (R2).
public struct UnhandledEvent {
    public var type: EventType
    public var subtype: Int32
    public var phase: Phase?
    public var timestamp: Double
    public var touches: [Touch]
    public var routeName: String?
    public var routePayload: UnsafeRawPointer?
}

public enum Phase: Int32, Sendable {
    case began = 1, moved = 2, stationary = 3, ended = 4, cancelled = 5, changed = 6

    /// E3: the phases a view is handed, one bit each (bit `rawValue`). Their raw values rise
    /// in the order a view gets them (began, moved, ended, cancelled), which `Scene.deliver`
    /// relies on to visit the pending ones lowest bit first.
    @inline(__always)
    static var viewDeliveryBits: UInt32 {
        1 << UInt32(Phase.began.rawValue) | 1 << UInt32(Phase.moved.rawValue)
            | 1 << UInt32(Phase.ended.rawValue) | 1 << UInt32(Phase.cancelled.rawValue)
    }
}

public enum EventType: Int32, Sendable {
    case touches = 1, motion = 2, remote = 3, presses = 4, route = 5
    /// The pointer input a recognizer's should-receive-event question names (G6; UIKit's
    /// `UIEvent.EventType` `.hover`, `.scroll`, `.transform`): no responder is handed these.
    case hover = 6, scroll = 7, transform = 8
}

/// T1, P1: UIKit's UITouch.TouchType (`stylus` is UIKit's `.pencil`).
public enum TouchType: Int32, Sendable {
    case direct = 1, indirect = 2, stylus = 3, indirectPointer = 4

    /// Its bit in `allowedTouchTypes` (TC_TOUCH_TYPE_BIT).
    public var bit: UInt32 { 1 << UInt32(rawValue) }
    /// Every type's bit (TC_TOUCH_TYPES_ALL).
    public static let allBits: UInt32 = 0x1E
}

/// P2: pointer buttons (UIKit's UIEvent.ButtonMask); button n is bit n − 1.
public enum Buttons {
    public static let primary: UInt32 = 1
    public static let secondary: UInt32 = 2
    public static let tertiary: UInt32 = 4
}

/// P5: properties that may be estimates (UIKit's UITouch.Properties).
public enum TouchProperties {
    public static let force: UInt32 = 1
    public static let azimuth: UInt32 = 2
    public static let altitude: UInt32 = 4
    public static let location: UInt32 = 8
    public static let all: UInt32 = 0xF
}

/// P4: scroll input types; each is its own bit of `allowedScrollTypes` (UIScrollTypeMask).
public enum ScrollType: UInt32, Sendable {
    case discrete = 1, continuous = 2
    public static let allBits: UInt32 = 3
}

/// E1 subtypes, numbered as in the C header.
public enum MotionSubtype { public static let shake: Int32 = 100 }
public enum RemoteSubtype {
    public static let range: ClosedRange<Int32> = 200...209
}
public enum PressType {
    public static let range: ClosedRange<Int32> = 300...308
}

extension Scene {
    /// R1: a view → its controller if it is that controller's root view, else its superview;
    /// a controller → its view's superview; a window → the application; the application → the
    /// app delegate if it is a responder.
    public func nextResponder(of r: ResponderRef) -> ResponderRef? {
        ChainStep.after(ChainStep(r), hasAppDelegate: responders.hasAppDelegate)?.responder
    }

    /// R1: a responder of the chain held without counting. The one statement of the chain's
    /// order: `walkChain` steps through it, `nextResponder(of:)` answers from it (and a test
    /// walks both on random trees with controllers).
    enum ChainStep {
        case view(Unmanaged<View>)
        case controller(Unmanaged<Controller>)
        case application
        case appDelegate

        @inline(__always)
        init(_ r: ResponderRef) {
            switch r {
            case .view(let v): self = .view(.passUnretained(v))
            case .controller(let c): self = .controller(.passUnretained(c))
            case .application: self = .application
            case .appDelegate: self = .appDelegate
            }
        }

        /// After a view: its controller, else its superview, else the application for a live
        /// window, else the end.
        @inline(__always)
        static func after(_ v: View) -> ChainStep? {
            if let c = v.controllerUnmanaged { return .controller(c) }
            if let s = v.superviewUnmanaged { return .view(s) }
            return v.isWindow && v.isAlive ? .application : nil
        }

        /// After a controller: its view's superview, else the end.
        @inline(__always)
        static func after(_ c: Controller) -> ChainStep? {
            guard let v = c.view, let s = v.superviewUnmanaged else { return nil }
            return .view(s)
        }

        /// After any step: as above; the application's delegate when it has handlers; then
        /// the end.
        @inline(__always)
        static func after(_ step: ChainStep, hasAppDelegate: Bool) -> ChainStep? {
            switch step {
            case .view(let u): return u._withUnsafeGuaranteedRef { after($0) }
            case .controller(let u): return u._withUnsafeGuaranteedRef { after($0) }
            case .application: return hasAppDelegate ? .appDelegate : nil
            case .appDelegate: return nil
            }
        }

        /// The step as a counted reference (its object is live: the caller just read it).
        var responder: ResponderRef {
            switch self {
            case .view(let u): return .view(u.takeUnretainedValue())
            case .controller(let u): return .controller(u.takeUnretainedValue())
            case .application: return .application
            case .appDelegate: return .appDelegate
            }
        }
    }

    /// R2: the touches handler of a responder, read alone (no copy of the others). The walk
    /// calls a view's in its box (`callTouchesHandler`); this serves the other responders.
    func touchesHandler(of r: ResponderRef) -> ((ResponderRef, TouchDelivery) -> Bool)? {
        switch r {
        case .view(let v): return v.handlers.touches
        case .controller(let c): return c.handlers.touches
        case .application: return responders.appHandlers.touches
        case .appDelegate: return responders.appDelegateHandlers?.touches
        }
    }

    /// R5: the route handler of a responder, read alone.
    func routeHandler(of r: ResponderRef) -> ((ResponderRef, RouteEvent) -> Bool)? {
        switch r {
        case .view(let v): return v.handlers.route
        case .controller(let c): return c.handlers.route
        case .application: return responders.appHandlers.route
        case .appDelegate: return responders.appDelegateHandlers?.route
        }
    }

    /// R5: the C route handler of a responder, read alone (see HostRouteHandler).
    func hostRouteHandler(of r: ResponderRef) -> HostRouteHandler? {
        switch r {
        case .view(let v): return v.handlers.hostRoute
        case .controller(let c): return c.handlers.hostRoute
        case .application: return responders.appHandlers.hostRoute
        case .appDelegate: return responders.appDelegateHandlers?.hostRoute
        }
    }

    func handlers(of r: ResponderRef) -> ResponderHandlers? {
        switch r {
        case .view(let v): return v.handlers
        case .controller(let c): return c.handlers
        case .application: return responders.appHandlers
        case .appDelegate: return responders.appDelegateHandlers
        }
    }

    /// Upper bound on any chain's length: every view and controller once, plus app and
    /// delegate. The tree is acyclic by construction; the bound is a second line of defence.
    /// (Slot counts, not live counts: an upper bound read without generic code.)
    var chainLimit: Int { tree.views.objects.count + tree.controllers.objects.count + 4 }
}

/// Why an engine call was refused. Codes mirror the C header's `TC_ERR_*` values one to one
/// so the ABI layer converts by raw value; the message names the argument and the value.
public struct EngineError: Error, Sendable {
    public enum Code: Int32, Sendable {
        case nullPointer = -1
        case invalidHandle = -2
        case staleHandle = -3
        case foreignHandle = -4
        case invalidArgument = -5
        case notFinite = -6
        case unknownEnum = -7
        case timeBackwards = -8
        case unknownTouch = -9
        case duplicateTouch = -10
        case tooManyTouches = -11
        case cycle = -12
        case hasParent = -13
        case reentrant = -14
        case limit = -15
        case structSize = -16
        case state = -17
        case notFound = -18
        case singular = -19
    }
    public var code: Code
    public var message: String
    public init(_ code: Code, _ message: String) { self.code = code; self.message = message }
}

@inline(__always)
public func requireFinite(_ value: Double, _ name: StaticString) throws(EngineError) {
    if !value.isFinite { throw EngineError(.notFinite, "\(name) is \(value) (must be finite)") }
}

@inline(__always)
public func requireNonNegative(_ value: Double, _ name: StaticString) throws(EngineError) {
    try requireFinite(value, name)
    if value < 0 { throw EngineError(.invalidArgument, "\(name) is \(value) (must be >= 0)") }
}

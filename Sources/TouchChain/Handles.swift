import CTouchChain
import Synchronization
import TouchChainCore

// Handles are not addresses. A handle is a 64-bit value:
//   bits 63…60  0xA (tag: anything else is garbage)
//   bits 59…56  kind (scene, view, controller, touch, recognizer)
//   bits 55…46  scene slot (TC_MAX_SCENES = 1024)
//   bits 45…36  scene generation (1…1023)
//   bits 35…16  object slot within the scene (20 bits)
//   bits 15…0   object generation (1…65535)
// Decoding checks the tag, the kind, the scene slot's generation and the object slot's
// generation: NULL and garbage give TC_ERR_INVALID_HANDLE, destroyed objects
// TC_ERR_STALE_HANDLE. O(1), no lock: a scene is used by one thread at a time, and the global
// scene table is only written (under a mutex) when scenes are created or destroyed.

enum HandleKind: UInt64 {
    case scene = 1, view = 2, controller = 3, touch = 4, recognizer = 5
}

let maxScenes = 1024

struct SceneEntry {
    var generation: UInt32
    var box: SceneBox?
}

/// The process-wide scene table: fixed storage, allocated once, written under `sceneLock`.
nonisolated(unsafe) let sceneEntries: UnsafeMutablePointer<SceneEntry> = {
    let p = UnsafeMutablePointer<SceneEntry>.allocate(capacity: maxScenes)
    p.initialize(repeating: SceneEntry(generation: 1, box: nil), count: maxScenes)
    return p
}()

/// Guards slot allocation; the value is the next slot to try (round robin, so a freed slot
/// is reused as late as possible and stale scene handles stay detectable).
let sceneLock = Mutex<Int>(0)

@inline(__always)
func encodeHandle(_ kind: HandleKind, sceneSlot: Int, sceneGeneration: UInt32,
                  slot: Int32 = 0, generation: UInt32 = 0) -> OpaquePointer? {
    var bits: UInt64 = 0xA << 60
    bits |= kind.rawValue << 56
    bits |= UInt64(sceneSlot & 0x3FF) << 46
    bits |= UInt64(sceneGeneration & 0x3FF) << 36
    bits |= UInt64(UInt32(bitPattern: slot) & 0xFFFFF) << 16
    bits |= UInt64(generation & 0xFFFF)
    return OpaquePointer(bitPattern: UInt(bits))
}

/// The parts of a handle whose tag and kind matched and whose scene is live.
struct Decoded {
    var box: SceneBox
    var slot: Int
    var generation: UInt32
}

enum DecodeResult {
    case ok(Decoded)
    case failed(Int32, SceneBox?)
}

@inline(__always)
func decodeHandle(_ h: OpaquePointer?, _ kind: HandleKind) -> DecodeResult {
    guard let h else { return .failed(Status.invalidHandle, nil) }
    let bits = UInt64(UInt(bitPattern: h))
    guard bits >> 60 == 0xA, (bits >> 56) & 0xF == kind.rawValue else {
        return .failed(Status.invalidHandle, nil)
    }
    // A scene handle carries no object part: any bit set there is garbage.
    if kind == .scene && bits & 0xF_FFFF_FFFF != 0 { return .failed(Status.invalidHandle, nil) }
    let sceneSlot = Int((bits >> 46) & 0x3FF)
    let sceneGeneration = UInt32((bits >> 36) & 0x3FF)
    let entry = sceneEntries[sceneSlot]
    guard let box = entry.box else {
        return .failed(sceneGeneration == 0 ? Status.invalidHandle : Status.staleHandle, nil)
    }
    guard entry.generation == sceneGeneration else { return .failed(Status.staleHandle, nil) }
    return .ok(Decoded(box: box, slot: Int((bits >> 16) & 0xFFFFF), generation: UInt32(bits & 0xFFFF)))
}

/// Status values, from the engine's codes (which mirror the header's TC_ERR_* one to one).
enum Status {
    static let ok: Int32 = 0
    static let nullPointer = EngineError.Code.nullPointer.rawValue
    static let invalidHandle = EngineError.Code.invalidHandle.rawValue
    static let staleHandle = EngineError.Code.staleHandle.rawValue
    static let foreignHandle = EngineError.Code.foreignHandle.rawValue
    static let invalidArgument = EngineError.Code.invalidArgument.rawValue
    static let unknownEnum = EngineError.Code.unknownEnum.rawValue
    static let reentrant = EngineError.Code.reentrant.rawValue
    static let limit = EngineError.Code.limit.rawValue
    static let structSize = EngineError.Code.structSize.rawValue
    static let notFound = EngineError.Code.notFound.rawValue
}

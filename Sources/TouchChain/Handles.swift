import CTouchChain
import CTouchChainPlatform
import Synchronization
import TouchChainCore

// Handles are not addresses. A handle is a pointer-sized value; on 64-bit targets:
//   bits 63…60  0xA (tag: anything else is garbage)
//   bits 59…56  kind (scene, view, controller, touch, recognizer)
//   bits 55…46  scene slot (TC_MAX_SCENES = 1024)
//   bits 45…36  scene generation (1…1023)
//   bits 35…16  object slot within the scene (20 bits)
//   bits 15…0   object generation (1…65535)
// and on 32-bit targets (wasm32), where every bit is needed and the kind doubles as the tag:
//   bits 31…29  kind (1…5; 0, 6 and 7 are garbage)
//   bits 28…26  scene slot (TC_MAX_SCENES = 8)
//   bits 25…23  scene generation (1…7)
//   bits 22…7   object slot within the scene (16 bits)
//   bits 6…0    object generation (1…127)
// Decoding checks the tag, the kind, the scene slot's generation and the object slot's
// generation: NULL and garbage give TC_ERR_INVALID_HANDLE, destroyed objects
// TC_ERR_STALE_HANDLE. O(1), no lock: a scene is used by one thread at a time, and the global
// scene table is only written (under a mutex) when scenes are created or destroyed.

/// The bit layout above, for the target's pointer width.
enum HandleBits {
#if _pointerBitWidth(_64)
    static let kindShift: UInt = 56
    static let tag: UInt = 0xA0
    static let sceneSlotShift: UInt = 46
    static let sceneSlotMask: UInt = 0x3FF
    static let sceneGenerationShift: UInt = 36
    static let sceneGenerationMask: UInt = 0x3FF
    static let objectSlotShift: UInt = 16
    static let objectSlotMask: UInt = 0xFFFFF
    static let objectGenerationMask: UInt = 0xFFFF
#else
    static let kindShift: UInt = 29
    static let tag: UInt = 0
    static let sceneSlotShift: UInt = 26
    static let sceneSlotMask: UInt = 0x7
    static let sceneGenerationShift: UInt = 23
    static let sceneGenerationMask: UInt = 0x7
    static let objectSlotShift: UInt = 7
    static let objectSlotMask: UInt = 0xFFFF
    static let objectGenerationMask: UInt = 0x7F
#endif
    /// The bits a scene handle leaves zero.
    static let objectPart: UInt = (1 << sceneGenerationShift) - 1
}

enum HandleKind: UInt {
    case scene = 1, view = 2, controller = 3, touch = 4, recognizer = 5
}

let maxScenes = Int(HandleBits.sceneSlotMask) + 1

/// The process-wide scene table. Each slot has an atomic state word (generation in the low
/// 10 bits, bit 31 set while a scene lives there) and an atomic reference to its SceneBox
/// (an Unmanaged +1 held by the table). Lookups never lock: they read the word, the box, and
/// the word again. A destroyed scene's box is not released when the scene is destroyed (its
/// contents are; only the small box remains) but when the slot is next reused — slots are
/// reused round-robin, so a reader still holding a stale handle can never see a freed box.
/// Slots are claimed and released under `withSceneLock`.
/// Both tables share one allocation, made once (`sceneTables`, a lazy global); its address is
/// published in `sceneTablesAddress`, an atomic initialised statically, so a lookup reads one
/// word instead of asking the lazy global each time (`swift_once`: 7 instructions per export).
var sceneBoxes: UnsafeMutablePointer<Atomic<UInt>> {
    @inline(__always) get {
        let address = sceneTablesAddress.load(ordering: .acquiring)
        if address != 0 { return UnsafeMutablePointer(bitPattern: address).unsafelyUnwrapped }
        return publishSceneTables()
    }
}

/// The tables' address once published, else 0. Every thread that finds 0 publishes the same
/// address (that of the lazy global, made once): atomic stores of one value.
let sceneTablesAddress = Atomic<UInt>(0)

@inline(never)
private func publishSceneTables() -> UnsafeMutablePointer<Atomic<UInt>> {
    let tables = sceneTables
    sceneTablesAddress.store(UInt(bitPattern: tables), ordering: .releasing)
    return tables
}

private nonisolated(unsafe) let sceneTables: UnsafeMutablePointer<Atomic<UInt>> = {
    let raw = UnsafeMutableRawPointer.allocate(
        byteCount: maxScenes * (MemoryLayout<Atomic<UInt>>.stride + MemoryLayout<Atomic<UInt32>>.stride),
        alignment: MemoryLayout<Atomic<UInt>>.alignment)
    let boxes = raw.bindMemory(to: Atomic<UInt>.self, capacity: maxScenes)
    for i in 0..<maxScenes { (boxes + i).initialize(to: Atomic<UInt>(0)) }
    let words = (raw + maxScenes * MemoryLayout<Atomic<UInt>>.stride).bindMemory(to: Atomic<UInt32>.self, capacity: maxScenes)
    for i in 0..<maxScenes { (words + i).initialize(to: Atomic<UInt32>(1)) }
    return boxes
}()
/// The state words, just after the boxes.
var sceneWords: UnsafeMutablePointer<Atomic<UInt32>> {
    @inline(__always) get {
        UnsafeMutableRawPointer(sceneBoxes + maxScenes).assumingMemoryBound(to: Atomic<UInt32>.self)
    }
}
let sceneAlive: UInt32 = 0x8000_0000

/// Guards slot allocation; the value is the next slot to try (round robin, so a freed slot
/// is reused as late as possible and stale scene handles stay detectable).
/// A pthread mutex rather than Synchronization.Mutex: the latter waits on a futex directly,
/// which ThreadSanitizer cannot see, so it reported the guarded accesses as races.
nonisolated(unsafe) let sceneLockStorage: UnsafeMutablePointer<pthread_mutex_t> = {
    let p = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pthread_mutex_init(p, nil)
    return p
}()
nonisolated(unsafe) var nextSceneSlot = 0

@inline(__always)
func withSceneLock<T>(_ body: (inout Int) -> T) -> T {
    pthread_mutex_lock(sceneLockStorage)
    defer { pthread_mutex_unlock(sceneLockStorage) }
    return body(&nextSceneSlot)
}

/// Claims a slot for `make`'s box; nil when every slot is taken.
func claimSceneSlot(_ make: (Int, UInt32) -> SceneBox) -> (Int, UInt32)? {
    withSceneLock { next in
        for k in 0..<maxScenes {
            let slot = (next + k) % maxScenes
            let word = sceneWords[slot].load(ordering: .acquiring)
            if word & sceneAlive != 0 { continue }
            let gen = word & UInt32(HandleBits.sceneGenerationMask)
            let old = sceneBoxes[slot].load(ordering: .acquiring)
            let box = make(slot, gen)
            sceneBoxes[slot].store(UInt(bitPattern: Unmanaged.passRetained(box).toOpaque()), ordering: .releasing)
            sceneWords[slot].store(gen | sceneAlive, ordering: .releasing)
            if old != 0, let p = UnsafeRawPointer(bitPattern: old) {
                Unmanaged<SceneBox>.fromOpaque(p).release()
            }
            next = (slot + 1) % maxScenes
            return (slot, gen)
        }
        return nil
    }
}

/// Marks a slot free (its generation moves on); the box stays until the slot is reused.
func releaseSceneSlot(_ slot: Int, generation: UInt32) -> Bool {
    withSceneLock { _ in
        guard sceneWords[slot].load(ordering: .acquiring) == generation | sceneAlive else { return false }
        let nextGen: UInt32 = generation >= UInt32(HandleBits.sceneGenerationMask) ? 1 : generation + 1
        sceneWords[slot].store(nextGen, ordering: .releasing)
        return true
    }
}

@inline(__always)
func encodeHandle(_ kind: HandleKind, sceneSlot: Int, sceneGeneration: UInt32,
                  slot: Int32 = 0, generation: UInt32 = 0) -> OpaquePointer? {
    objectHandle(sceneHandleBits(kind, sceneSlot: sceneSlot, sceneGeneration: sceneGeneration),
                 slot: slot, generation: generation)
}

/// The bits every handle of one kind in one scene shares: tag, kind, scene slot and
/// generation (a scene's box computes them once per kind: `SceneBox.viewBits` etc.).
@inline(__always)
func sceneHandleBits(_ kind: HandleKind, sceneSlot: Int, sceneGeneration: UInt32) -> UInt {
    typealias B = HandleBits
    var bits: UInt = (B.tag | UInt(kind.rawValue)) << B.kindShift
    bits |= (UInt(sceneSlot) & B.sceneSlotMask) << B.sceneSlotShift
    bits |= (UInt(sceneGeneration) & B.sceneGenerationMask) << B.sceneGenerationShift
    return bits
}

/// An object's handle: its scene's bits for its kind, its slot and its generation.
@inline(__always)
func objectHandle(_ sceneBits: UInt, slot: Int32, generation: UInt32) -> OpaquePointer? {
    typealias B = HandleBits
    var bits = sceneBits
    bits |= (UInt(UInt32(bitPattern: slot)) & B.objectSlotMask) << B.objectSlotShift
    bits |= UInt(generation) & B.objectGenerationMask
    return OpaquePointer(bitPattern: bits)
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

/// `decodeHandle` without taking a reference to the box (for the hottest exports, which use
/// it under `_withUnsafeGuaranteedRef`): status 0 and the box, or a failure status.
@inline(__always)
func decodeHandleUnretained(_ h: OpaquePointer?, _ kind: HandleKind)
    -> (box: Unmanaged<SceneBox>?, slot: Int, generation: UInt32, status: Int32) {
    guard let h else { return (nil, 0, 0, Status.invalidHandle) }
    typealias B = HandleBits
    let bits = UInt(bitPattern: h)
    guard bits >> B.kindShift == B.tag | UInt(kind.rawValue) else {
        return (nil, 0, 0, Status.invalidHandle)
    }
    if kind == .scene && bits & B.objectPart != 0 { return (nil, 0, 0, Status.invalidHandle) }
    let sceneSlot = Int((bits >> B.sceneSlotShift) & B.sceneSlotMask)
    let sceneGeneration = UInt32((bits >> B.sceneGenerationShift) & B.sceneGenerationMask)
    guard sceneGeneration != 0 else { return (nil, 0, 0, Status.invalidHandle) }
    let expected = sceneGeneration | sceneAlive
    guard sceneWords[sceneSlot].load(ordering: .acquiring) == expected else {
        return (nil, 0, 0, Status.staleHandle)
    }
    let boxBits = sceneBoxes[sceneSlot].load(ordering: .acquiring)
    guard sceneWords[sceneSlot].load(ordering: .acquiring) == expected,
          let raw = UnsafeRawPointer(bitPattern: boxBits) else {
        return (nil, 0, 0, Status.staleHandle)
    }
    return (Unmanaged<SceneBox>.fromOpaque(raw), Int((bits >> B.objectSlotShift) & B.objectSlotMask),
            UInt32(bits & B.objectGenerationMask), Status.ok)
}

@inline(__always)
func decodeHandle(_ h: OpaquePointer?, _ kind: HandleKind) -> DecodeResult {
    guard let h else { return .failed(Status.invalidHandle, nil) }
    typealias B = HandleBits
    let bits = UInt(bitPattern: h)
    guard bits >> B.kindShift == B.tag | UInt(kind.rawValue) else {
        return .failed(Status.invalidHandle, nil)
    }
    // A scene handle carries no object part: any bit set there is garbage.
    if kind == .scene && bits & B.objectPart != 0 { return .failed(Status.invalidHandle, nil) }
    let sceneSlot = Int((bits >> B.sceneSlotShift) & B.sceneSlotMask)
    let sceneGeneration = UInt32((bits >> B.sceneGenerationShift) & B.sceneGenerationMask)
    guard sceneGeneration != 0 else { return .failed(Status.invalidHandle, nil) }
    let expected = sceneGeneration | sceneAlive
    guard sceneWords[sceneSlot].load(ordering: .acquiring) == expected else {
        return .failed(Status.staleHandle, nil)
    }
    let boxBits = sceneBoxes[sceneSlot].load(ordering: .acquiring)
    guard sceneWords[sceneSlot].load(ordering: .acquiring) == expected,
          let raw = UnsafeRawPointer(bitPattern: boxBits) else {
        return .failed(Status.staleHandle, nil)
    }
    let box = Unmanaged<SceneBox>.fromOpaque(raw).takeUnretainedValue()
    return .ok(Decoded(box: box, slot: Int((bits >> B.objectSlotShift) & B.objectSlotMask),
                       generation: UInt32(bits & B.objectGenerationMask)))
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

import CTouchChain
import TouchChainCore

// Structs that grew (the header's "since ..." fields): a host compiled against an older version
// passes a smaller size; its struct is read up to the end of the last version it wholly covers
// and the newer fields take their defaults. A version ends where its last field ends.

/// Where a field of a C struct ends (offsetof + sizeof, without key paths, which Embedded Swift
/// lacks): `mark` sets the one field of a T whose bytes are all 0 to a value of `width` bytes
/// that are all 0xA5 (`markerInt32`, `markerDouble`, `markerInt`, a pointer of `markerWord`);
/// the field starts at the first byte that is no longer 0. The T lives in bytes this function
/// zeroes itself, so every byte read is initialised — padding included: a T made by its
/// initialiser has padding that is not (reading it is undefined: an optimised build, folding
/// such a search into a global's initialiser, made the global 0 or never returned).
func fieldEnd<T>(_: T.Type, width: Int, _ mark: (UnsafeMutablePointer<T>) -> Void) -> Int {
    let size = MemoryLayout<T>.size
    let raw = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<T>.alignment)
    defer { raw.deallocate() }
    raw.initializeMemory(as: UInt8.self, repeating: 0, count: size)
    mark(raw.bindMemory(to: T.self, capacity: 1))
    var i = 0
    while i < size, raw.load(fromByteOffset: i, as: UInt8.self) == 0 { i += 1 }
    return min(i + width, size)
}

/// offsetof(T, field): where the field `mark` sets (to `width` bytes of 0xA5) starts, found
/// as `fieldEnd` finds its end.
func fieldStart<T>(_ type: T.Type, width: Int, _ mark: (UnsafeMutablePointer<T>) -> Void) -> Int {
    fieldEnd(type, width: width, mark) - width
}

private let marker32: UInt32 = 0xA5A5_A5A5
private let markerInt32 = Int32(bitPattern: marker32)
let markerDouble = Double(bitPattern: 0xA5A5_A5A5_A5A5_A5A5)
/// A size_t's (or a pointer's) worth of 0xA5 bytes, on 32- and 64-bit targets alike.
private let markerWord = UInt(truncatingIfNeeded: 0xA5A5_A5A5_A5A5_A5A5 as UInt64)
private let markerInt = Int(bitPattern: markerWord)
private let word = MemoryLayout<UInt>.size

/// The versions' ends, each where the version's last field ends (the header's "since ..."
/// markers): a size is a version's when it reaches that byte, whatever padding follows, and a
/// version's padding is never counted as its own (the padding after an older version's last
/// field may hold a newer version's first field: tc_scroll_params's `pointer_drag_scrolling`
/// lies in the third version's tail padding, `bounces_horizontally` in the fourth's).
///
/// tc_touch_sample's first version: 80 bytes of fixed-size fields, then `window`, which ends
/// at 88 with 64-bit pointers and at 84 with 32-bit ones (wasm32, where `buttons` lies in the
/// first version's tail padding, 84 ... 88). Read once per batch and on a short sample's path:
/// a sample of this header's size never reads it.
let touchSampleV1Size = fieldEnd(tc_touch_sample.self, width: word) { $0.pointee.window = OpaquePointer(bitPattern: markerWord) }
let touchSampleLastEnd = fieldEnd(tc_touch_sample.self, width: word) { $0.pointee.predicted_count = markerInt }
let touchInfoV1Size = fieldEnd(tc_touch_info.self, width: word) { $0.pointee.window = OpaquePointer(bitPattern: markerWord) }
let touchInfoLastEnd = fieldEnd(tc_touch_info.self, width: word) { $0.pointee.predicted_count = markerInt }
/// tc_recognizer_params: the first version ends with `enabled`; the second (0.1.0's input
/// kinds) with `reserved`; the third with `tap_duration`; the fourth with
/// `requires_exclusive_touch_type` (4 bytes before this header's sizeof, its tail padding).
let recognizerParamsV1Size = fieldEnd(tc_recognizer_params.self, width: 4) { $0.pointee.enabled = markerInt32 }
let recognizerParamsInputKindsEnd = fieldEnd(tc_recognizer_params.self, width: 4) { $0.pointee.reserved = markerInt32 }
let recognizerParamsTapDurationEnd = fieldEnd(tc_recognizer_params.self, width: 8) { $0.pointee.tap_duration = markerDouble }
let recognizerParamsExclusiveTypeEnd = fieldEnd(tc_recognizer_params.self, width: 4) {
    $0.pointee.requires_exclusive_touch_type = markerInt32
}
/// tc_scene_config: the first version ends with `tap_radius`, the second with `tap_duration`.
let sceneConfigV1Size = fieldEnd(tc_scene_config.self, width: 8) { $0.pointee.tap_radius = markerDouble }
let sceneConfigLastEnd = fieldEnd(tc_scene_config.self, width: 8) { $0.pointee.tap_duration = markerDouble }
let gestureDetailsV1Size = fieldEnd(tc_gesture_details.self, width: word) {
    $0.pointee.failure_message = UnsafePointer<CChar>(bitPattern: markerWord)
}
let gestureDetailsLastEnd = fieldEnd(tc_gesture_details.self, width: 4) { $0.pointee.reserved2 = markerInt32 }
/// The callback structs end with `user_data` in their first version; their later fields are
/// pointers, the last of which ends the struct (a pointer has the struct's widest alignment:
/// no tail padding).
let recognizerDelegateV1Size = fieldEnd(tc_recognizer_delegate.self, width: word) {
    $0.pointee.user_data = UnsafeMutableRawPointer(bitPattern: markerWord)
}
let responderCallbacksV1Size = fieldEnd(tc_responder_callbacks.self, width: word) {
    $0.pointee.user_data = UnsafeMutableRawPointer(bitPattern: markerWord)
}

/// A grown struct's versions, for the one rule of the header's "Structs that can grow": a
/// caller's `size` is taken as the largest version it wholly covers. The fields of a later
/// version are read (or written) only when the size covers that whole version; a size ending
/// partway through it — inside a field (half a function pointer) or between two of its fields
/// — reads and writes none of them, and they keep their defaults (an output's bytes there are
/// left as they were). A size below the first version's end is refused (TC_ERR_STRUCT_SIZE);
/// one beyond this header's struct (a newer header's) is read as this header's. Each version
/// ends where its last field ends (so an older caller's tail padding, which may lie under a
/// newer field, is never read, and a size reaching a version's last byte is that version's);
/// `last` is where this header's last field ends (its sizeof less any tail padding). Reader
/// and writer of a struct use the same table. At most three versions between the first and
/// the last; a tuple, not an array: reading one counts no references.
struct StructVersions {
    let first: Int
    private let later: (Int, Int, Int)
    let last: Int

    init(first: Int, later a: Int? = nil, _ b: Int? = nil, _ c: Int? = nil, last: Int) {
        self.first = first
        self.last = last
        // An unused slot holds `last`: never reached below it.
        later = (a ?? last, b ?? last, c ?? last)
    }

    /// The bytes of a caller's struct of `size` bytes the library reads or writes: the end of
    /// the largest version `size` wholly covers; nil below the first version's.
    @inline(__always)
    func known(_ size: Int) -> Int? {
        guard size >= first else { return nil }
        if size >= last { return last }
        var k = first
        if later.0 <= size { k = later.0 }
        if later.1 <= size { k = later.1 }
        if later.2 <= size { k = later.2 }
        return k
    }
}

// Every grown struct's versions (the header's "since ..." sections).
let touchSampleVersions = StructVersions(first: touchSampleV1Size, last: touchSampleLastEnd)
let touchInfoVersions = StructVersions(first: touchInfoV1Size, last: touchInfoLastEnd)
let recognizerParamsVersions = StructVersions(first: recognizerParamsV1Size, later: recognizerParamsInputKindsEnd,
                                              recognizerParamsTapDurationEnd, last: recognizerParamsExclusiveTypeEnd)
let sceneConfigVersions = StructVersions(first: sceneConfigV1Size, last: sceneConfigLastEnd)
let gestureDetailsVersions = StructVersions(first: gestureDetailsV1Size, last: gestureDetailsLastEnd)
let recognizerDelegateVersions = StructVersions(first: recognizerDelegateV1Size, last: MemoryLayout<tc_recognizer_delegate>.size)
let responderCallbacksVersions = StructVersions(first: responderCallbacksV1Size, last: MemoryLayout<tc_responder_callbacks>.size)

/// Copies the caller's `size` bytes (at most the whole struct) over `defaults`. `size` is a
/// whole version's (`StructVersions.known`): never a part of a field.
@inline(__always)
func readPrefix<T>(_ p: UnsafePointer<T>, size: Int, over defaults: T) -> T {
    var out = defaults
    withUnsafeMutableBytes(of: &out) { dst in
        dst.copyMemory(from: UnsafeRawBufferPointer(start: UnsafeRawPointer(p), count: min(size, MemoryLayout<T>.size)))
    }
    return out
}

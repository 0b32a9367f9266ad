import CTouchChain
import TouchChainCore

// Structs that grew (the header's "since 0.1.0's input kinds" fields): a host compiled against
// the first version passes a smaller size; its struct is read up to that size and the new
// fields take their defaults. The first version ends where the first new field begins.

/// offsetof(T, field) without key paths (Embedded Swift has none, so no
/// MemoryLayout.offset(of:)): the first byte where a zeroed T and one with `mark` applied
/// (which must set the field to a value whose bytes are all non-zero) differ.
func offsetOfField<T>(_ zero: T, _ mark: (inout T) -> Void) -> Int {
    var a = zero
    var b = zero
    mark(&b)
    return withUnsafeBytes(of: &a) { pa in
        withUnsafeBytes(of: &b) { pb in
            for i in 0..<pa.count where pa[i] != pb[i] { return i }
            return pa.count
        }
    }
}

private let allOnes32: UInt32 = 0xFFFF_FFFF
private let markerDouble = Double(bitPattern: 0x1111_1111_1111_1111)

/// The first versions' sizes. tc_touch_sample's is a literal because it is read per sample (a
/// computed global would be initialised lazily, checked on every read): 80 bytes of fixed-size
/// fields, then `window`, padded to 88 with 32- and 64-bit pointers alike (offsetof
/// `buttons`; Tests/c checks that a sample of that size is accepted and one byte less refused).
let touchSampleV1Size = 88
let touchInfoV1Size = offsetOfField(tc_touch_info()) { $0.buttons = allOnes32 }
let recognizerParamsV1Size = offsetOfField(tc_recognizer_params()) { $0.allowed_touch_types = allOnes32 }
/// tc_recognizer_params grew again after `reserved`: a struct of the 0.1.0 input kinds' size
/// ends where `tap_duration` begins (it gets the default; so does a size ending inside it).
let recognizerParamsTapDurationOffset = offsetOfField(tc_recognizer_params()) { $0.tap_duration = markerDouble }
/// And after `tap_duration`: a struct ending before `requires_exclusive_touch_type` (or inside
/// it) gets the default.
let recognizerParamsExclusiveTypeOffset = offsetOfField(tc_recognizer_params()) {
    $0.requires_exclusive_touch_type = Int32(bitPattern: allOnes32)
}
/// tc_scene_config grew after `tap_radius`: the first version ends where `tap_duration` begins.
/// Its last field, so its offset is the size less a double (not offsetOfField: the struct has
/// padding after `queue_capacity`, which that comparison would read uninitialised); a field
/// added after it must change this.
let sceneConfigTapDurationOffset = MemoryLayout<tc_scene_config>.size - MemoryLayout<Double>.size
let gestureDetailsV1Size = offsetOfField(tc_gesture_details()) { $0.altitude = markerDouble }
/// size + five callbacks + user_data: should_receive_event (one pointer) came later.
let recognizerDelegateV1Size = MemoryLayout<tc_recognizer_delegate>.size - MemoryLayout<UnsafeRawPointer>.size
/// size + five callbacks + user_data: two pointers (hover, estimated_update) came later.
let responderCallbacksV1Size = MemoryLayout<tc_responder_callbacks>.size - 2 * MemoryLayout<UnsafeRawPointer>.size

/// A grown struct's versions, for the one rule of the header's "Structs that can grow": a
/// caller's `size` is taken as the largest version size it reaches. The fields of a later
/// version are read (or written) only when the size covers that whole version; a size ending
/// partway through it — inside a field (half a function pointer) or between two of its fields
/// — reads and writes none of them, and they keep their defaults. A size below the first
/// version's is refused (TC_ERR_STRUCT_SIZE); one beyond this header's struct (a newer
/// header's) is read as this header's. Each version's size is where the next one's first field
/// begins (so an older caller's tail padding, which may lie under a newer field, is never
/// read); the last is this header's sizeof. At most three versions between the first and the
/// last; a tuple, not an array: reading one counts no references.
struct StructVersions {
    let first: Int
    private let later: (Int, Int, Int)
    let full: Int

    init(first: Int, later a: Int? = nil, _ b: Int? = nil, _ c: Int? = nil, full: Int) {
        self.first = first
        self.full = full
        // An unused slot holds `full`: never reached below it.
        later = (a ?? full, b ?? full, c ?? full)
    }

    /// The bytes of a caller's struct of `size` bytes the library reads or writes: the largest
    /// version size `size` reaches; nil below the first version's.
    @inline(__always)
    func known(_ size: Int) -> Int? {
        guard size >= first else { return nil }
        if size >= full { return full }
        var k = first
        if later.0 <= size { k = later.0 }
        if later.1 <= size { k = later.1 }
        if later.2 <= size { k = later.2 }
        return k
    }
}

// Every grown struct's versions (the header's "since ..." sections).
let touchSampleVersions = StructVersions(first: touchSampleV1Size, full: MemoryLayout<tc_touch_sample>.size)
let touchInfoVersions = StructVersions(first: touchInfoV1Size, full: MemoryLayout<tc_touch_info>.size)
let recognizerParamsVersions = StructVersions(first: recognizerParamsV1Size, later: recognizerParamsTapDurationOffset,
                                              recognizerParamsExclusiveTypeOffset,
                                              full: MemoryLayout<tc_recognizer_params>.size)
let sceneConfigVersions = StructVersions(first: sceneConfigTapDurationOffset, full: MemoryLayout<tc_scene_config>.size)
let gestureDetailsVersions = StructVersions(first: gestureDetailsV1Size, full: MemoryLayout<tc_gesture_details>.size)
let recognizerDelegateVersions = StructVersions(first: recognizerDelegateV1Size, full: MemoryLayout<tc_recognizer_delegate>.size)
let responderCallbacksVersions = StructVersions(first: responderCallbacksV1Size, full: MemoryLayout<tc_responder_callbacks>.size)

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

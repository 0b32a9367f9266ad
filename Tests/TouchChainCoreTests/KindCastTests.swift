import Testing
@_spi(Embedding) @testable import TouchChainCore

/// Gestures/KindCasts.swift: the engine finds a recognizer's class by its kind and casts with
/// `unsafeDowncast`, which is sound only while every kind names its class. These tests make a
/// recognizer of every kind (and a scroll view's pan) and check each accessor against the
/// runtime's dynamic cast: an accessor that answers for a recognizer of another class, or
/// misses one of its own, fails here.
@Suite("Recognizer kinds name their classes (G1)")
struct KindCastTests {
    /// Every accessor's answer, and the dynamic cast's, for one recognizer.
    static func check(_ r: Recognizer) {
        #expect((r.asPan != nil) == (r is PanRecognizer), "asPan, kind \(r.kind)")
        #expect((r.asTap != nil) == (r is TapRecognizer), "asTap, kind \(r.kind)")
        #expect((r.asLongPress != nil) == (r is LongPressRecognizer), "asLongPress, kind \(r.kind)")
        #expect((r.asSwipe != nil) == (r is SwipeRecognizer), "asSwipe, kind \(r.kind)")
        #expect((r.asPinch != nil) == (r is PinchRecognizer), "asPinch, kind \(r.kind)")
        #expect((r.asRotation != nil) == (r is RotationRecognizer), "asRotation, kind \(r.kind)")
        #expect((r.asCustom != nil) == (r is CustomRecognizer), "asCustom, kind \(r.kind)")
        #expect((r.asHover != nil) == (r is HoverRecognizer), "asHover, kind \(r.kind)")
        // The accessor gives the same object.
        if let p = r.asPan { #expect(p === r) }
        if let h = r.asHover { #expect(h === r) }
    }

    @Test func G1_every_kind_names_its_class() throws {
        let scene = try Scene()
        let kinds: [RecognizerKind] = [.tap, .longPress, .pan, .edgePan, .swipe, .pinch, .rotation, .custom, .hover]
        for kind in kinds {
            Self.check(try scene.createRecognizer(kind))
            Self.check(try scene.createRecognizer(RecognizerParameters(kind: kind)))
        }
    }

    @Test func G1_a_scroll_views_pan_is_a_pan() throws {
        let scene = try Scene()   // held: views only borrow their scene
        let (_, list) = try makeScrollingList(scene)
        let pan = try #require(list.scroll?.pan)
        #expect(pan is ScrollPanRecognizer)
        Self.check(pan)
        withExtendedLifetime(scene) {}
    }
}

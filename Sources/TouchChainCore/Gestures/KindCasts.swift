/// A recognizer as its kind's class, found by its `kind` (one comparison) instead of a dynamic
/// cast, which asks the runtime (`swift_dynamicCastClass`, ~20 instructions, on the per-sample
/// snapshot and on every C action's details: issue 13).
///
/// Invariant (what makes `unsafeDowncast` sound): `kind` names the class. The classes are
/// `public`, not `open`, so every subclass is in this module, and each sets its kind in its
/// initialiser: tap ⇔ TapRecognizer, longPress ⇔ LongPressRecognizer, pan ⇔ PanRecognizer or
/// ScrollPanRecognizer, edgePan ⇔ EdgePanRecognizer (both pans are PanRecognizers), swipe ⇔
/// SwipeRecognizer, pinch ⇔ PinchRecognizer, rotation ⇔ RotationRecognizer, custom ⇔
/// CustomRecognizer, hover ⇔ HoverRecognizer. `KindCastTests` checks every accessor against the
/// dynamic cast for a recognizer of every kind.
extension Recognizer {
    @_spi(Embedding) public var asPan: PanRecognizer? {
        kind == .pan || kind == .edgePan ? unsafeDowncast(self, to: PanRecognizer.self) : nil
    }
    @_spi(Embedding) public var asTap: TapRecognizer? {
        kind == .tap ? unsafeDowncast(self, to: TapRecognizer.self) : nil
    }
    @_spi(Embedding) public var asLongPress: LongPressRecognizer? {
        kind == .longPress ? unsafeDowncast(self, to: LongPressRecognizer.self) : nil
    }
    @_spi(Embedding) public var asSwipe: SwipeRecognizer? {
        kind == .swipe ? unsafeDowncast(self, to: SwipeRecognizer.self) : nil
    }
    @_spi(Embedding) public var asPinch: PinchRecognizer? {
        kind == .pinch ? unsafeDowncast(self, to: PinchRecognizer.self) : nil
    }
    @_spi(Embedding) public var asRotation: RotationRecognizer? {
        kind == .rotation ? unsafeDowncast(self, to: RotationRecognizer.self) : nil
    }
    @_spi(Embedding) public var asCustom: CustomRecognizer? {
        kind == .custom ? unsafeDowncast(self, to: CustomRecognizer.self) : nil
    }
    @_spi(Embedding) public var asHover: HoverRecognizer? {
        kind == .hover ? unsafeDowncast(self, to: HoverRecognizer.self) : nil
    }
}

import Testing
@testable import TouchChainCore

/// The Swift runtime's own name of an enum case (what `print` shows for a case of an enum
/// without `description`): the reference the spelled-out names are checked against.
@_silgen_name("swift_EnumCaseName")
private func runtimeEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?

/// What the engine prints must not depend on the build: Embedded Swift cannot print an enum
/// case by reflection, so the enums that messages and failure reasons interpolate spell their
/// names out (`description`). Each must be the name Swift's reflection gives the case.
@Suite("Embedded Swift parity")
struct EmbeddedParityTests {
    /// Every case of a raw-valued enum, by walking raw values (none of these is CaseIterable).
    static func cases<E: RawRepresentable>(_: E.Type, _ raws: ClosedRange<Int32>) -> [E] where E.RawValue == Int32 {
        raws.compactMap { E(rawValue: $0) }
    }

    static func check<E: RawRepresentable & CustomStringConvertible>(_ all: [E]) where E.RawValue == Int32 {
        #expect(!all.isEmpty)
        for c in all {
            let reflected = runtimeEnumCaseName(c).map { String(cString: $0) }
            #expect(reflected == c.description)
        }
    }

    @Test func enum_names_spelled_out_equal_the_reflected_case_names() {
        let kinds = Self.cases(ControlKind.self, 0...20)
        #expect(kinds.count == 7)
        Self.check(kinds)
        let states = Self.cases(GestureState.self, 0...20)
        #expect(states.count == 6)
        Self.check(states)
        let recognizers = Self.cases(RecognizerKind.self, 0...20)
        #expect(recognizers.count == 9)
        Self.check(recognizers)
    }
}

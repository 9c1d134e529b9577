import Foundation
import Testing

@testable import HarkCore

@Suite struct IdentifierSourceTests {
  @Test func hexadecimalIsSixteenLowerCaseDigitsMostSignificantFirst() {
    var values: [UInt64] = [0, 1, 0x0123_4567_89AB_CDEF, .max, 1 << 63]
    var generator = SystemRandomNumberGenerator()
    values += (0..<200).map { _ in generator.next() }
    for value in values {
      let slow = String(repeating: "0", count: 16 - String(value, radix: 16).count) + String(value, radix: 16)
      #expect(IdentifierSource.hexadecimal(value) == slow)
    }
    #expect(IdentifierSource.hexadecimal(0x0123_4567_89AB_CDEF) == "0123456789abcdef")
  }

  @Test func randomIdentifiersCarryThePrefixAndDiffer() {
    let source = IdentifierSource.random()
    let first = source.next("msg-")
    let second = source.next("msg-")
    #expect(first.hasPrefix("msg-") && first.count == 20)
    #expect(first != second)
  }

  @Test func uuidsAreUUIDShapedRandomOrCounted() {
    let random = IdentifierSource.random()
    let first = random.nextUUID()
    #expect(UUID(uuidString: first) != nil && first.count == 36)
    #expect(first != random.nextUUID())
    let counted = IdentifierSource.sequential()
    #expect(counted.nextUUID() == "00000000-0000-4000-8000-000000000001")
    for _ in 2..<26 { _ = counted.nextUUID() }
    let twentySixth = counted.nextUUID()
    #expect(twentySixth == "00000000-0000-4000-8000-00000000001A")
    #expect(UUID(uuidString: twentySixth) != nil)
  }
}

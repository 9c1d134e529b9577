import Foundation
import Testing

@testable import HarkCore

@Suite struct IdentifierSourceTests {
  @Test func randomPartIsTheUUIDStringWithoutDashesInLowerCaseCutTo16() {
    var uuids = (0..<200).map { _ in UUID() }
    uuids.append(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))
    uuids.append(
      UUID(uuid: (255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255)))
    uuids.append(UUID(uuid: (0x01, 0x23, 0x45, 0x67, 0x89, 0xAB, 0xCD, 0xEF, 0, 0, 0, 0, 0, 0, 0, 0)))
    for uuid in uuids {
      let slow = String(uuid.uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(16))
      #expect(IdentifierSource.randomPart(uuid) == slow)
    }
  }

  @Test func randomIdentifiersCarryThePrefixAndDiffer() {
    let source = IdentifierSource.random()
    let first = source.next("msg-")
    let second = source.next("msg-")
    #expect(first.hasPrefix("msg-") && first.count == 20)
    #expect(first != second)
  }
}

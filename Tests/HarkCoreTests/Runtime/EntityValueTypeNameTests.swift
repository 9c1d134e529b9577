import Testing

@testable import HarkCore

/// An entity type's name is the last two parts of the runtime's name, found on its bytes as by
/// splitting it.
@Suite struct EntityValueTypeNameTests {
  @Test(arguments: [
    "HarkApps.UnicornMessage", "HarkCoreTests.Herd.Sheep", "A", "", ".", "..", "A..B", ".A.B.", "A.B.C.D",
    "Swift.Array<HarkApps.FileItem>", "Module.(unknown context at $1234).Local", "a.b", "..a..b..c..",
    "Zoë.É.x",
    "x.É",
  ])
  func lastTwoPartsAreTheSplitOnes(_ name: String) {
    #expect(
      EntityValue.lastTwoComponents(of: name) == name.split(separator: ".").suffix(2).joined(separator: "."))
  }
}

import HarkCore
import Testing

/// File names cut to fit the file system: the extension kept, never part of a character.
@Suite struct FileNameTests {
  static let family = "👨‍👩‍👧‍👦"  // one character of seven scalars, 25 bytes

  /// A name, the room, and what it becomes.
  static let cases: [(name: String, limit: Int, fitted: String)] = [
    // A name that fits is kept as it is.
    ("report.pdf", 255, "report.pdf"),
    // ASCII.
    (String(repeating: "a", count: 300) + ".pdf", 255, String(repeating: "a", count: 251) + ".pdf"),
    // Chinese: three bytes a character.
    (String(repeating: "预算", count: 40) + ".pdf", 100, String(repeating: "预算", count: 16) + ".pdf"),
    // Emoji: a family is one character.
    (String(repeating: family, count: 12) + ".jpg", 100, String(repeating: family, count: 3) + ".jpg"),
    // No extension; é is two bytes.
    (String(repeating: "é", count: 10), 7, "ééé"),
    // An extension over half the room is no extension: the name is cut as a whole.
    ("notes." + String(repeating: "b", count: 20), 20, "notes.bbbbbbbbbbbbbb"),
    ("backup.2026-06-09-full", 20, "backup.2026-06-09-fu"),
    ("photo.tar.gz" + String(repeating: "z", count: 10), 12, "photo.tar.gz"),
    // A longer extension than usual, within half the room, is kept.
    (
      String(repeating: "c", count: 60) + ".numbers-template", 40,
      String(repeating: "c", count: 23) + ".numbers-template"
    ),
    // Exactly 255 bytes, and 256.
    (String(repeating: "a", count: 251) + ".pdf", 255, String(repeating: "a", count: 251) + ".pdf"),
    (String(repeating: "a", count: 252) + ".pdf", 255, String(repeating: "a", count: 251) + ".pdf"),
    // A leading dot is no extension.
    (".hidden" + String(repeating: "h", count: 10), 8, ".hiddenh"),
  ]

  @Test(arguments: cases)
  func aLongNameIsCutToItsRoomKeepingItsExtension(name: String, limit: Int, fitted: String) {
    let result = FileName.fitted(name, toBytes: limit)
    #expect(result == fitted)
    #expect(result.utf8.count <= limit)
  }

  @Test(arguments: [1, 2, 3, 4, 5, 26, 27, 100, 254, 255])
  func aCutNeverSplitsACharacterNorPassesTheRoom(limit: Int) {
    for name in [
      "a", String(repeating: "预算", count: 100), String(repeating: Self.family, count: 20) + ".png",
    ] {
      let result = FileName.fitted(name, toBytes: limit)
      #expect(result.utf8.count <= limit)
      // Valid UTF-8 that starts the name: what a cut between bytes would not give.
      #expect(String(validating: Array(result.utf8), as: UTF8.self) == result)
      // (Compared by scalars: a character longer than the room is the one thing cut inside.)
      #expect(name.unicodeScalars.starts(with: result.unicodeScalars) || result.hasSuffix(".png"))
    }
  }

  @Test func aCharacterLongerThanTheRoomIsCutBetweenItsScalars() {
    // One character: a letter with 200 combining marks (401 bytes).
    let name = "a" + String(repeating: "\u{301}", count: 200)
    let result = FileName.fitted(name, toBytes: 255)
    #expect(result.utf8.count == 255)
    #expect(result.unicodeScalars.allSatisfy { name.unicodeScalars.contains($0) })
  }
}

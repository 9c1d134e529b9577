import Foundation
import Testing

@testable import HarkMail

/// ContentTypeSniffer: libmagic decides from the bytes; the name's extension only where the
/// bytes say nothing more.
@Suite struct ContentTypeTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var bytes: Data
    var filename: String
    var type: String
    var testDescription: String { "\(filename) → \(type)" }
  }

  @Test(arguments: [
    Case(bytes: TransportFixtures.pdf, filename: "q2-report.pdf", type: "application/pdf"),
    Case(bytes: TransportFixtures.pdf, filename: "ticket", type: "application/pdf"),
    Case(bytes: TransportFixtures.png, filename: "photo.png", type: "image/png"),
    Case(bytes: TransportFixtures.png, filename: "photo.jpg", type: "image/png"),
    Case(bytes: Data("机票：上海 → 北京，12月18日\n".utf8), filename: "ticket.txt", type: "text/plain"),
    Case(bytes: Data("Dinner at eight. Bring the wine.\n".utf8), filename: "notes", type: "text/plain"),
    Case(bytes: Data("# Plans\n\nA trip to the coast.\n".utf8), filename: "plans.md", type: "text/markdown"),
    Case(bytes: Data("<html><body><p>hi</p></body></html>\n".utf8), filename: "page.txt", type: "text/html"),
    Case(bytes: Data(), filename: "empty.pdf", type: "application/pdf"),
    Case(bytes: Data(), filename: "empty", type: "application/octet-stream"),
    Case(
      bytes: Data([0x00, 0x9F, 0x13, 0xFE, 0x01, 0x00, 0x77, 0x80]), filename: "blob.xlsx",
      type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
    Case(
      bytes: Data([0x00, 0x9F, 0x13, 0xFE, 0x01, 0x00, 0x77, 0x80]), filename: "blob",
      type: "application/octet-stream"),
  ])
  func theBytesDecideAndTheNameOnlyWhereTheyTellNothing(_ case: Case) {
    #expect(ContentTypeSniffer.type(of: `case`.bytes, filename: `case`.filename) == `case`.type)
  }

  /// One libmagic cookie serves every caller, one at a time: from many tasks at once, each
  /// answer is the one a single caller gets.
  @Test func callersAtTheSameTimeEachGetTheirFilesType() async {
    let files = [
      (TransportFixtures.pdf, "application/pdf"), (TransportFixtures.png, "image/png"),
      (Data("plain words\n".utf8), "text/plain"),
    ]
    let answers = await withTaskGroup(of: Bool.self) { group in
      for index in 0..<300 {
        let (bytes, type) = files[index % files.count]
        group.addTask { ContentTypeSniffer.type(of: bytes, filename: "file") == type }
      }
      return await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(answers.count == 300)
    #expect(answers.allSatisfy { $0 })
  }

  @Test(
    arguments: [
      (
        "text/plain txt text\n# a comment\nnot-a-type foo\napplication/pdf pdf\nimage/jpeg jpeg jpg jpe\n",
        "photo.JPG", "image/jpeg"
      ),
      ("application/pdf pdf # trailing comment\n", "a/b/report.pdf", "application/pdf"),
      ("application/pdf pdf\n", ".pdf", nil),
      ("application/pdf pdf\n", "report", nil),
      ("image/png\tpng\r\ntext/x-first  dup\ntext/x-second dup\n", "shot.png", "image/png"),
      ("image/png\tpng\r\ntext/x-first  dup\ntext/x-second dup\n", "a.DUP", "text/x-first"),
      ("Application/PDF PDF", "report.pdf", "application/pdf"),
    ] as [(String, String, String?)])
  func mimeTypesLinesNameEachExtensionsType(_ text: String, _ filename: String, _ type: String?) {
    let types = ExtensionTypes(types: ExtensionTypes.parse(text))
    #expect(types.type(of: filename) == type)
  }
}

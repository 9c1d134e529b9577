import Testing

@testable import HarkApps

/// A file's stem and the search by words give what Foundation's string methods give, by a shorter
/// way for ASCII.
@Suite struct FileItemTests {
  static let names = [
    "budget.numbers", "a..b.txt", ".bashrc", "report.", "noext", "x.y.z", "...", "", "Q3 Report.pdf",
    "résumé.pages", "报告.docx", "e\u{301}.txt", ".\u{301}x.txt", "offsite agenda.pages", "TAXES 2025.PDF",
  ]

  @Test(arguments: names)
  func stemIsThePartsBeforeTheLastDot(_ name: String) {
    #expect(FileItem.stem(of: name) == name.split(separator: ".").dropLast().joined(separator: "."))
  }

  @Test func searchingByWordsAgreesWithFoundation() {
    let words = [
      "report", "REPORT", "q3 r", "resume", "résumé", "Résumé", "报告", "see you at 5", "", "e", ".",
      "taxes 2025", "agenda.pages", "x.", "budget.numbers.", "é", "明天5点见", "report 报告", "告",
    ]
    for name in Self.names {
      for string in words {
        let known = FileItemQuery.Words(string)
        #expect(
          FileItemQuery.name(name, contains: string, words: known)
            == name.localizedStandardContains(string),
          "“\(name)” contains “\(string)”")
      }
    }
  }

  @Test func searchingInPlaceIsSearchingTheFoldedName() {
    let needles = ["report", "q3 r", "", ".", "x.", "taxes 2025", "pages", "zz", "offsite agenda.pages!"]
    for name in Self.names {
      guard let folded = FileItemQuery.foldedPrintableASCII(name) else { continue }
      for needle in needles {
        let bytes = Array(needle.utf8)
        var copy = name
        let inPlace = copy.withUTF8 { FileItemQuery.lowerCased($0, contain: bytes) }
        #expect(inPlace == FileItemQuery.bytes(folded, contain: bytes), "“\(name)” contains “\(needle)”")
      }
    }
  }
}

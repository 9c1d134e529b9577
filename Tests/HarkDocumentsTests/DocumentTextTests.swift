import Foundation
import Testing

@testable import HarkDocuments

@Suite struct DocumentTextTests {
  @Test func plainTextIsCutAtACharacterWithinTheLimit() throws {
    let scratch = try Scratch()
    let path = try scratch.write("notes.md", text: "# 预算\nabc")
    // "# " is 2 bytes, each Han character 3: a limit of 6 cuts inside 算.
    #expect(try DocumentText.read(path: path, limit: 6) == "# 预")
    #expect(try DocumentText.read(path: path) == "# 预算\nabc")
  }

  @Test func bytesThatAreNotUTF8HoldNoText() throws {
    let scratch = try Scratch()
    let path = try scratch.write("binary.txt", [0x66, 0xFF, 0xFE, 0x41])
    #expect(throws: DocumentProblem.noText) { try DocumentText.read(path: path) }
  }

  @Test func linksAndFIFOsAreNeverRead() throws {
    let scratch = try Scratch()
    let target = try scratch.write("real.txt", text: "secret")
    let link = scratch.path + "/link.txt"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    #expect(throws: DocumentProblem.notRegularFile) { try DocumentText.read(path: link) }
    let fifo = scratch.path + "/pipe.txt"
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(throws: DocumentProblem.notRegularFile) { try DocumentText.read(path: fifo) }
  }

  @Test func openDocumentTextIsItsParagraphs() throws {
    let scratch = try Scratch()
    let path = try scratch.write(
      "plan.odt", TestZip.odt(title: "Offsite plan", paragraphs: ["Budget & venue", "团建预算"]))
    #expect(try DocumentText.read(path: path) == "Offsite plan\nBudget & venue\n团建预算\n")
  }

  @Test func wordTextJoinsRunsAndLeavesFieldCodesOut() throws {
    let scratch = try Scratch()
    let path = try scratch.write(
      "memo.docx", TestZip.docx(paragraphs: ["Quarterly report", "Travel <costs>"]))
    let text = try DocumentText.read(path: path)
    #expect(text == "Quarterly report\nTravel <costs>\n")
  }

  @Test func aDamagedArchiveIsSaidNotCrashed() throws {
    let scratch = try Scratch()
    let path = try scratch.write("broken.odt", Array("PK not really".utf8))
    #expect(throws: DocumentProblem.damaged("no zip directory")) { try DocumentText.read(path: path) }
  }

  @Test func mailIsItsSubjectAndText() throws {
    let scratch = try Scratch()
    let message = """
      From: Dana <dana@example.com>\r
      To: me@example.com\r
      Subject: Offsite budget\r
      Content-Type: text/plain; charset=utf-8\r
      \r
      The venue costs 4,000 euros.\r

      """
    let path = try scratch.write("budget.eml", text: message)
    let text = try DocumentText.read(path: path)
    #expect(text.hasPrefix("Offsite budget\n"))
    #expect(text.contains("The venue costs 4,000 euros."))
  }

  @Test(arguments: [
    ("budget.pdf", "Offsite budget", ["Venue and travel for the March offsite"]),
    ("预算.pdf", "团建预算报告", ["三月团建的场地和交通费用"]),
  ])
  func pdfTextIsReadByPopplerAsPdftotextReadsIt(name: String, title: String, lines: [String]) throws {
    let scratch = try Scratch()
    let path = try scratch.write(name, TestPDF.document(title: title, lines: lines))
    let text = try DocumentText.read(path: path)
    for line in [title] + lines { #expect(text.contains(line)) }
    guard let pdftotext = toolPath("pdftotext") else {
      #expect(!onCI, "pdftotext (poppler-utils) is not installed")
      return
    }
    let reference = try run(pdftotext, ["-enc", "UTF-8", path, "-"])
    for line in [title] + lines { #expect(reference.contains(line)) }
  }
}

import Foundation
import HarkCore
import HarkDocuments
import HarkTesting
import Testing

@testable import HarkApps

/// The Files app finds a file by what is in it, through the document index `hark index` makes
/// (`FindFilesIntent.contentMatches`): a PDF about the offsite budget whose name says neither,
/// a Chinese spreadsheet (ODS) named only 开支, and the newest file that says "report".
@Suite(.serialized) struct FilesContentSearchTests {
  @Test func filesAreFoundByWhatIsInThem() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hark-content-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let config = home.appendingPathComponent(".config")
    let documents = home.appendingPathComponent("Documents")
    for folder in [config, documents.appendingPathComponent("reports")] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try Data("XDG_DOCUMENTS_DIR=\"$HOME/Documents\"\n".utf8).write(
      to: config.appendingPathComponent("user-dirs.dirs"))
    let files: [(String, [UInt8])] = [
      (
        "reports/q3-lisbon.pdf",
        DemoPDF.document(
          title: "Lisbon, March",
          lines: [
            "What the team offsite will cost: venue, flights and hotel.",
            "The offsite budget is 24,100 euros.",
          ])
      ),
      (
        "reports/spring-campaign.pdf",
        DemoPDF.document(
          title: "Spring campaign", lines: ["The marketing budget for paid search and events."])
      ),
      ("offsite agenda.txt", Array("Day one: arrival and a welcome dinner. Day two: workshops.\n".utf8)),
      (
        "开支.ods",
        DemoODF.spreadsheet(sheet: "Sheet1", rows: [["预算表"], ["项目", "金额"], ["人员", "八十万元"], ["差旅", "六万元"]])
      ),
      ("杭州.txt", Array("团建预算报告：三月杭州团建的场地、交通和餐饮费用合计两万三千元。\n".utf8)),
      ("notes.md", Array("# notes\nbuy milk\n".utf8)),
    ]
    for (number, (name, bytes)) in files.enumerated() {
      let url = documents.appendingPathComponent(name)
      try Data(bytes).write(to: url)
      // A day apart, in the order listed: the later, the newer.
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: 1_780_000_000 + Double(number) * 86_400)],
        ofItemAtPath: url.path)
    }
    let environment = ["HOME": home.path, "XDG_CONFIG_HOME": config.path, "PATH": "/usr/bin:/bin"]
    var tester = try IntentTester(apps: SampleApps.all)
    tester.sources = DataSources.load(store: nil, environment: environment)
    let folders = try #require(tester.sources?.files.map(\.folder.path))
    // What `hark index` does (the models where installed, else words only: both must find these).
    let index = try DocumentIndex.open(
      directory: URL(fileURLWithPath: tester.store.derivedFolder("documents").path), folders: folders,
      environment: ProcessInfo.processInfo.environment)
    let update = try index.update()
    #expect(update.read.count == files.count && update.problems.isEmpty, "\(update.problems)")

    func found(_ criteria: String, position: String? = nil) throws -> [String] {
      var parameters: [String: ParameterValue] = ["criteria": .string(criteria)]
      if let position { parameters["position"] = .string(position) }
      let result = try tester.run("files.findFiles", in: "files", parameters)
      return (result.listed + result.entities).map(\.id)
    }
    #expect(try found("the offsite budget").first == "Documents/reports/q3-lisbon.pdf")
    #expect(try found("团建预算").first == "Documents/杭州.txt")
    #expect(try found("预算表").first == "Documents/开支.ods")
    // Both PDFs say "report" nowhere in their names: the newest file whose words hold "budget".
    #expect(try found("budget", position: "last") == ["Documents/reports/spring-campaign.pdf"])
  }
}

import Foundation
import HarkApps
import HarkCore
import HarkStore
import HarkTesting
import Testing

/// Files' intents in isolation, with the store checked after.
@Suite struct FilesIntentTests {
  let tester: IntentTester
  init() throws { tester = try IntentTester(apps: SampleApps.all) }

  func file(_ id: String) throws -> ParameterValue { try tester.entity(FileItem.self, in: "files", id: id) }

  @Test func openFileShowsItsFirstLine() throws {
    let result = try tester.run("files.openFile", in: "files", ["target": try file("file-recipe")])
    #expect(result.dialog.full == "enchiladas.txt: Mom's enchiladas: tortillas, red sauce, cheese, onions.")
  }

  @Test(arguments: [("budget 2026", "budget 2026.numbers"), ("q3.numbers", "q3.numbers")])
  func renameFileKeepsTheExtensionWhenNoneIsGiven(newName: String, stored: String) throws {
    try tester.run(
      "files.renameFile", in: "files", ["target": try file("file-budget"), "newName": .string(newName)])
    let record = try #require(try tester.store.record(app: "files", collection: "files", id: "file-budget"))
    #expect(record.fields["name"] == .string(stored))
  }

  @Test func renameFileRefusesANameTakenInTheFolder() throws {
    let taken = IntentError.alreadyExists(
      IntentSubject(FileItem.self, name: "offsite agenda.pages"), place: "Work")
    #expect(throws: taken) {
      try tester.run(
        "files.renameFile", in: "files",
        ["target": try file("file-budget"), "newName": .string("offsite agenda.pages")])
    }
  }

  @Test func deleteFilesRemovesThem() throws {
    try tester.run("files.deleteFiles", in: "files", ["entities": .list([try file("file-taxes")])])
    #expect(try tester.store.record(app: "files", collection: "files", id: "file-taxes") == nil)
    // The demo's seven files less the one deleted.
    #expect(try tester.records("files", "files").count == 6)
  }

  @Test func aFileExportsItselfAsAnIntentFile() throws {
    let recipe = try #require(
      try tester.entities(FileItem.self, in: "files").first { $0.id == "file-recipe" })
    #expect(recipe.file.filename == "enchiladas.txt")
    #expect(recipe.file.contentType == "public.plain-text")
  }
}

/// Finding files and answering about the latest one.
@Suite struct FindFilesTests {
  let tester: IntentTester
  init() throws { tester = try IntentTester(apps: SampleApps.all) }

  @Test func theLatestReportIsTheNewestFileTaggedReport() throws {
    let result = try tester.run(
      "files.findFiles", in: "files", ["criteria": .string("report?"), "position": .string("last")])
    #expect(result.dialog.key == "answer_latest")
    #expect(result.entities.map(\.id) == ["file-report-q2"])
    #expect(result.dialog.full.hasPrefix("Your latest report is Q2 sales report.pdf, changed "))
  }

  @Test func reportsAreFoundByTagInEitherLanguageNewestFirst() throws {
    for words in ["reports", "报告"] {
      let result = try tester.run("files.findFiles", in: "files", ["criteria": .string(words)])
      #expect(result.listed.map(\.id) == ["file-report-q2", "file-report-q1"], "\(words)")
    }
  }

  @Test func everyFileIsListedWithoutCriteria() throws {
    let result = try tester.run("files.findFiles", in: "files")
    #expect(result.listed.count == 7)
  }
}

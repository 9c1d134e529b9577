import Foundation
import HarkApps
import HarkCore
import HarkStore
import HarkSupport
import HarkTesting
import Testing

/// Files' intents on the demo store's real files (`files/documents/`), the disk checked after.
@Suite struct FilesIntentTests {
  let tester: IntentTester
  init() throws { tester = try IntentTester(apps: SampleApps.all) }

  var documents: URL { tester.store.root.appendingPathComponent("files/documents") }
  func file(_ path: String) throws -> ParameterValue {
    try tester.entity(FileItem.self, in: "files", id: "Documents/" + path)
  }

  @Test func openATextFileShowsItsFirstLines() throws {
    let result = try tester.run("files.openFile", in: "files", ["target": try file("Recipes/enchiladas.txt")])
    #expect(result.dialog.full == "enchiladas.txt: Mom's enchiladas: tortillas, red sauce, cheese, onions.")
  }

  @Test func openAnotherFileSaysItsTypeAndWhereItIs() throws {
    let result = try tester.run(
      "files.openFile", in: "files", ["target": try file("Work/Q2 sales report.pdf")])
    #expect(result.dialog.key == "opened_elsewhere")
    #expect(result.dialog.arguments["type"] == "application/pdf")
    #expect(result.dialog.arguments["path"] == "files/documents/Work/Q2 sales report.pdf in the store")
  }

  @Test(arguments: [("budget 2026", "budget 2026.ods"), ("q3.numbers", "q3.numbers")])
  func renameFileKeepsTheExtensionWhenNoneIsGiven(newName: String, stored: String) throws {
    let before = try Data(contentsOf: documents.appendingPathComponent("Work/budget.ods"))
    try tester.run(
      "files.renameFile", in: "files", ["target": try file("Work/budget.ods"), "newName": .string(newName)])
    #expect(!FileManager.default.fileExists(atPath: documents.appendingPathComponent("Work/budget.ods").path))
    #expect(try Data(contentsOf: documents.appendingPathComponent("Work/" + stored)) == before)
  }

  @Test func renameOntoATakenNameAsksAndNoLeavesBoth() throws {
    let target = try file("Work/budget.ods")
    #expect(throws: IntentError.needsValue(parameter: "replaceExisting")) {
      try tester.run(
        "files.renameFile", in: "files", ["target": target, "newName": .string("offsite agenda.odt")])
    }
    let agenda = try Data(contentsOf: documents.appendingPathComponent("Work/offsite agenda.odt"))
    let result = try tester.run(
      "files.renameFile", in: "files",
      ["target": target, "newName": .string("offsite agenda.odt"), "replaceExisting": .bool(false)])
    #expect(result.dialog.key == "kept_both")
    #expect(try Data(contentsOf: documents.appendingPathComponent("Work/offsite agenda.odt")) == agenda)
    #expect(FileManager.default.fileExists(atPath: documents.appendingPathComponent("Work/budget.ods").path))
    // Yes replaces it.
    let budget = try Data(contentsOf: documents.appendingPathComponent("Work/budget.ods"))
    try tester.run(
      "files.renameFile", in: "files",
      ["target": target, "newName": .string("offsite agenda.odt"), "replaceExisting": .bool(true)])
    #expect(try Data(contentsOf: documents.appendingPathComponent("Work/offsite agenda.odt")) == budget)
  }

  @Test func renameRefusesASlash() throws {
    #expect(throws: IntentError.forbiddenCharacter("/", parameter: "newName")) {
      try tester.run(
        "files.renameFile", in: "files", ["target": try file("Work/budget.ods"), "newName": .string("../x")])
    }
  }

  @Test func deleteMovesTheFileToTheStoresTrash() throws {
    let taxes = documents.appendingPathComponent("taxes 2025.pdf")
    let bytes = try Data(contentsOf: taxes)
    let result = try tester.run(
      "files.deleteFiles", in: "files", ["entities": .list([try file("taxes 2025.pdf")])])
    #expect(result.dialog.key == "trashed")
    #expect(!FileManager.default.fileExists(atPath: taxes.path))
    let trash = XDGTrash(home: tester.store.root.appendingPathComponent("trash"))
    let item = try #require(trash.items().first)
    #expect(item.original.path == taxes.path)
    #expect(try Data(contentsOf: item.file) == bytes)
    #expect(try tester.entities(FileItem.self, in: "files").count == 6)
  }

  @Test func aFileExportsItselfAsItsBytesOnDisk() throws {
    let recipe = try #require(
      try tester.entities(FileItem.self, in: "files").first { $0.name == "enchiladas.txt" })
    #expect(recipe.file.filename == "enchiladas.txt")
    #expect(recipe.file.contentType == "text/plain")
    #expect(recipe.file.url?.path == documents.appendingPathComponent("Recipes/enchiladas.txt").path)
  }

  @Test func theDemosDocumentsAreRealFormats() throws {
    let types = try Dictionary(
      uniqueKeysWithValues: tester.entities(FileItem.self, in: "files").map { ($0.name, $0.contentType) })
    #expect(types["budget.ods"] == "application/vnd.oasis.opendocument.spreadsheet")
    #expect(types["offsite agenda.odt"] == "application/vnd.oasis.opendocument.text")
    #expect(types["Q2 sales report.pdf"] == "application/pdf")
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
    #expect(result.entities.map(\.id) == ["Documents/Work/Q2 sales report.pdf"])
    #expect(result.dialog.full.hasPrefix("Your latest report is Q2 sales report.pdf, changed "))
  }

  @Test func reportsAreFoundByTagInEitherLanguageNewestFirst() throws {
    for words in ["reports", "报告"] {
      let result = try tester.run("files.findFiles", in: "files", ["criteria": .string(words)])
      #expect(
        result.listed.map(\.id) == [
          "Documents/Work/Q2 sales report.pdf", "Documents/Work/Q1 sales report.pdf",
        ],
        "\(words)")
    }
  }

  @Test func everyFileIsListedWithoutCriteria() throws {
    let result = try tester.run("files.findFiles", in: "files")
    #expect(result.listed.count == 7)
  }

  @Test func aMissingFolderIsSaidOnce() throws {
    try FileManager.default.removeItem(at: tester.store.root.appendingPathComponent("files/documents"))
    let result = try tester.run("files.findFiles", in: "files")
    #expect(result.dialog.key == "found_none_missing")
    #expect(result.dialog.full == "No files found; files/documents in the store is not there.")
  }
}

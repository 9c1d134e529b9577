import Foundation
import Glibc
import HarkSupport
import Testing

@Suite struct DurableFileTests {
  let folder: String

  init() throws {
    folder = NSTemporaryDirectory() + "durable-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
  }

  func contents(_ name: String) -> String? {
    FileManager.default.contents(atPath: folder + "/" + name).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Names in the folder, temporary files included.
  func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder).sorted() }

  @Test func aNewItemIsWrittenAndNeverReplacesOne() throws {
    try DurableFile.write(Array("first".utf8), into: folder, as: "a.ics", replacing: false)
    #expect(contents("a.ics") == "first")
    #expect(throws: DurableWriteFailure(operation: "link", path: folder + "/a.ics", errno: EEXIST)) {
      try DurableFile.write(Array("second".utf8), into: folder, as: "a.ics", replacing: false)
    }
    #expect(contents("a.ics") == "first")
    #expect(try names() == ["a.ics"])
  }

  @Test func replacingRenamesOverTheOldFile() throws {
    try DurableFile.write(Array("first".utf8), into: folder, as: "a.vcf", replacing: false)
    try DurableFile.write(Array("second".utf8), into: folder, as: "a.vcf", replacing: true)
    #expect(contents("a.vcf") == "second")
    #expect(try names() == ["a.vcf"])
  }

  @Test func writeNewRefusesAFileThatExistsOrALink() throws {
    let path = folder + "/new"
    try Array("mail".utf8).withUnsafeBytes { try DurableFile.writeNew($0, at: path, mode: 0o600) }
    var info = stat()
    #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
    #expect(throws: DurableWriteFailure(operation: "open", path: path, errno: EEXIST)) {
      try Array("again".utf8).withUnsafeBytes { try DurableFile.writeNew($0, at: path) }
    }
    #expect(contents("new") == "mail")
    symlink(folder + "/elsewhere", folder + "/link")
    #expect(throws: DurableWriteFailure(operation: "open", path: folder + "/link", errno: EEXIST)) {
      try Array("x".utf8).withUnsafeBytes { try DurableFile.writeNew($0, at: folder + "/link") }
    }
    #expect(!FileManager.default.fileExists(atPath: folder + "/elsewhere"))
  }

  @Test func aMissingFolderIsSaidWithTheStepAndThePath() throws {
    let missing = folder + "/gone"
    #expect(throws: DurableWriteFailure.self) {
      try DurableFile.write(Array("x".utf8), into: missing, as: "a.ics", replacing: true)
    }
    do {
      try DurableFile.write(Array("x".utf8), into: missing, as: "a.ics", replacing: true)
    } catch {
      #expect(
        error.operation == "open" && error.errno == ENOENT && error.path.hasPrefix(missing + "/.a.ics.hark-"))
    }
    #expect(throws: DurableWriteFailure(operation: "open", path: missing, errno: ENOENT)) {
      try DurableFile.syncFolder(missing)
    }
  }
}

import Foundation
import HarkCore
import HarkGrammar
import HarkStore

/// Runs every transcript in a folder: the engine behind `hark test` and the transcript tests.
public struct TranscriptSuite: Sendable {
  /// The outcome of one transcript file.
  public struct Outcome: Sendable {
    public let file: String
    /// Diff lines; empty when the transcript passed.
    public let differences: [String]
    /// Why the file could not be run at all.
    public let error: String?
    /// Why the file was not run, when it needs what is not installed (the sentence model).
    public var skipped: String? = nil
    public var passed: Bool { differences.isEmpty && error == nil }
  }

  public let runner: TranscriptRunner

  public init(runner: TranscriptRunner) { self.runner = runner }

  /// Every `.txt` transcript under `paths` (files or folders), sorted.
  public static func files(in paths: [URL]) -> [URL] {
    var files: [URL] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) else {
        files.append(path)
        continue
      }
      if isDirectory.boolValue {
        let walker = FileManager.default.enumerator(at: path, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
          if url.pathExtension == "txt" { files.append(url) }
        }
      } else {
        files.append(path)
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The file's text; a line that is not UTF-8 is refused by its number and the offset of its
  /// first bad byte, as the shell refuses such a line of standard input.
  static func text(of file: URL, name: String) throws(TranscriptError) -> String {
    let data: Data
    do { data = try Data(contentsOf: file) } catch {
      throw TranscriptError.unreadable(file: name, reason: "cannot be read: \(error.localizedDescription)")
    }
    let bytes = [UInt8](data)
    guard let offset = UTF8Check.firstInvalidOffset(in: bytes) else {
      return String(decoding: bytes, as: UTF8.self)
    }
    let before = bytes[..<offset]
    let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    throw TranscriptError.invalidUTF8(file: name, line: line, UTF8Check.Invalid(offset: offset - lineStart))
  }

  /// Runs one file; with `update`, rewrites its expectations with what the shell said.
  public func run(_ file: URL, update: Bool = false) -> Outcome {
    let cwd = FileManager.default.currentDirectoryPath + "/"
    let name = file.path.hasPrefix(cwd) ? String(file.path.dropFirst(cwd.count)) : file.path
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("hark-transcript-\(UUID().uuidString)")
    // A scratch folder left behind is clutter in the temporary folder, not a result.
    defer { try? FileManager.default.removeItem(at: scratch) }
    do {
      let text = try TranscriptSuite.text(of: file, name: name)
      let expected = try Transcript.parse(text, file: name)
      let actual = try runner.replay(expected, scratch: scratch)
      if update {
        if actual != expected { try actual.text.write(to: file, atomically: true, encoding: .utf8) }
        return Outcome(file: name, differences: [], error: nil)
      }
      return Outcome(
        file: name, differences: TranscriptRunner.differences(expected: expected, actual: actual, file: name),
        error: nil)
    } catch TranscriptError.needsSemanticIndex {
      return Outcome(
        file: name, differences: [], error: nil, skipped: TranscriptError.needsSemanticIndex.description)
    } catch let error as TranscriptError {
      return Outcome(file: name, differences: [], error: error.description)
    } catch let error as StoreError {
      // The scratch store could not be made: the store's words, for whoever runs the transcripts.
      return Outcome(file: name, differences: [], error: error.description)
    } catch {
      // The updated transcript could not be written: Foundation's words for the file error.
      return Outcome(file: name, differences: [], error: error.localizedDescription)
    }
  }
}

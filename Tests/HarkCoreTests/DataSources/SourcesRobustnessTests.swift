import Foundation
import HarkSupport
import Testing

@testable import HarkCore

/// Files made of the pieces a sources file or khal's config is written with, shuffled: every one
/// reads without a crash, and every problem points into the file (a line it has, a column on it).
@Suite struct SourcesRobustnessTests {
  static let pieces = [
    "[", "]", "[[", "]]", "=", " = ", "#", ";", "$", "${", "}", "~", "~/", "\"", "'", "calendar", "calendars",
    " home", "folder", "caldav", "http://h/c/", "path", "type = discover", "default", "yes", "maybe", "user",
    "password-file", "timeout", "-1", "\t", " ", "\n", "\r\n", "\n\n", "生日", "/a/b", "$HOME", "$NOPE", "*",
  ]

  static func text(seed: UInt64) -> String {
    var random = SplitMix64(seed: seed)
    let count = Int(random.next() % 40)
    return (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
  }

  /// Checks `problems` point into `text`; returns how many there were.
  @discardableResult
  static func check(_ problems: [SourcesDiagnostic], in text: String) -> Int {
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for problem in problems {
      #expect(
        problem.line >= 1 && problem.line <= lines.count, "\(problem.rendered) in \(text.debugDescription)")
      let length = problem.line >= 1 && problem.line <= lines.count ? lines[problem.line - 1].count : 0
      #expect(
        problem.column >= 1 && problem.column <= length + 1, "\(problem.rendered) in \(text.debugDescription)"
      )
      #expect(!problem.message.isEmpty)
    }
    return problems.count
  }

  @Test func shuffledSourcesFilesReadAndPointIntoTheFile() {
    let file = URL(fileURLWithPath: "/home/sam/.config/hark/sources")
    var problems = 0
    for seed in UInt64(0)..<3_000 {
      let text = Self.text(seed: seed)
      let read = SourcesFile(text: text, file: file, environment: ["HOME": "/home/sam"])
      problems += Self.check(read.problems, in: text)
    }
    // The pieces make mistakes often: the checks above ran on many problems, not on none.
    #expect(problems > 1_000)
  }

  @Test func shuffledKhalConfigsReadAndPointIntoTheFile() {
    let file = URL(fileURLWithPath: "/home/sam/.config/khal/config")
    for seed in UInt64(0)..<3_000 {
      let text = "[calendars]\n" + Self.text(seed: seed)
      // No discover glob may reach the real file system: `*` paths stay under a folder that is not there.
      let read = KhalConfig(
        text: text.replacingOccurrences(of: "*", with: "/nonexistent-hark/*"), file: file,
        environment: ["HOME": "/nonexistent-hark"])
      Self.check(read.problems, in: text.replacingOccurrences(of: "*", with: "/nonexistent-hark/*"))
    }
  }
}

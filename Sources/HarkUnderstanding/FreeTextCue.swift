import Foundation
import HarkGrammar

/// Where a line's free text begins, by the words people put before it: "saying …", "that …",
/// "about …", 说…, 内容是…. The learned stage knows the intent but not the template, so the
/// words after a cue are the only free text it takes.
public enum FreeTextCue {
  /// What a cue introduces.
  public enum Kind: Sendable {
    /// What a message or mail says.
    case body
    /// What it is about (a mail's subject, a search topic).
    case topic
    /// What someone or something is called.
    case name
  }

  /// The cues of each language, longest first within a kind.
  static let cues: [String: [(Kind, [String])]] = [
    "en": [
      (
        .body,
        [
          "that says", "saying that", "saying", "to say", "telling them", "telling him",
          "telling her", "and say", "and tell them", "that reads", "with the text", "say", "that",
        ]
      ),
      (.topic, ["regarding", "concerning", "related to", "to do with", "about", "re"]),
      (.name, ["named", "called", "with the name", "name"]),
    ],
    "zh": [
      (.body, ["内容是", "内容为", "跟他说", "跟她说", "告诉他", "告诉她", "告诉", "写着", "说"]),
      (.topic, ["关于", "有关"]),
      (.name, ["名字叫", "名叫", "叫做", "叫"]),
    ],
  ]

  /// Topics said between two words, as Chinese says them: 跟房租有关的邮件, 和项目相关的.
  static let topicFrames: [String: (openers: [Character], closers: [String])] = [
    "zh": (["跟", "和", "与", "同"], ["有关", "相关"])
  ]

  /// The words after the first cue of `kind` in `line`, and where they start (a character
  /// offset); nil when no cue of the kind is there or nothing follows it. A topic framed by two
  /// words (跟…有关) is the words between them.
  public static func text(after kind: Kind, in line: String, language: Language) -> (
    text: String, start: Int
  )? {
    if kind == .topic, let framed = framedTopic(in: line, language: language) { return framed }
    let list = cues[language.base]?.first { $0.0 == kind }?.1 ?? []
    let lower = Array(line.lowercased())
    let characters = Array(line)
    guard lower.count == characters.count else { return nil }
    var best: (start: Int, end: Int)?
    for cue in list {
      let pattern = Array(cue)
      guard pattern.count <= lower.count else { continue }
      for start in 0...(lower.count - pattern.count)
      where Array(lower[start..<start + pattern.count]) == pattern {
        let end = start + pattern.count
        if !language.writesWithoutSpaces {
          let before = start == 0 || !lower[start - 1].isLetter
          let after = end == lower.count || !lower[end].isLetter
          guard before, after else { continue }
        }
        if best.map({ start < $0.start }) ?? true { best = (start, end) }
        break
      }
    }
    guard let best else { return nil }
    var start = best.end
    while start < characters.count, " :：,，".contains(characters[start]) { start += 1 }
    let text = String(characters[start...]).trimmingCharacters(in: .whitespaces)
    return text.isEmpty ? nil : (text, start)
  }

  /// The words between a frame's opener and its first closer (跟 房租 有关), when there are some.
  private static func framedTopic(in line: String, language: Language) -> (text: String, start: Int)? {
    guard let frame = topicFrames[language.base] else { return nil }
    let characters = Array(line)
    for closer in frame.closers {
      let pattern = Array(closer)
      guard pattern.count < characters.count else { continue }
      for end in 1...(characters.count - pattern.count)
      where Array(characters[end..<end + pattern.count]) == pattern {
        guard let opener = characters[..<end].lastIndex(where: frame.openers.contains) else { break }
        let text = String(characters[(opener + 1)..<end]).trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { break }
        let start = characters[(opener + 1)...].firstIndex { $0 != " " } ?? opener + 1
        return (text, start)
      }
    }
    return nil
  }
}

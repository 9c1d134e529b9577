import Foundation
import HarkGrammar

/// Words a line opens with before its date, in a language written without spaces: 请问明天有什么安排,
/// 你好明天有什么安排. A template that starts with its date slot (<when>有什么安排) gives the slot
/// every character before the template's own words; when those read as no date but end in one,
/// the date is that end and the words before it (请问, 那个) are a greeting or a filler, not part
/// of the date.
///
/// Part of reading choice (``ReadingChooser``): it runs on the grammar's readings before any is
/// chosen, so the resolver and the dialogue see the date alone.
enum DateLeadIn {
  /// The most characters a line may open with before its date.
  static let longest = 6

  /// `reading` with a date slot that opens the line and reads as no date cut to the date it ends
  /// with, after at most ``longest`` characters; `reading` itself otherwise.
  static func trimmed(_ reading: Reading, dates: DateReadings, lexicon: Lexicon) -> Reading {
    guard reading.language.writesWithoutSpaces, let schema = SchemaCatalog.intent(reading.intent) else {
      return reading
    }
    var trimmed = reading
    for parameter in schema.parameters where parameter.type.isDate {
      guard let slot = reading.slots[parameter.name], slot.isWildcard, let range = slot.range,
        range.lowerBound == 0, slot.text.count > 1, !dates.says(slot.text, for: parameter)
      else { continue }
      let characters = Array(slot.text)
      let leadIns = lexicon.words(.leadInWords).map(Array.init)
      // The longest end that reads as a date: the fewest characters cut.
      for cut in 1...min(longest, characters.count - 1) {
        // Never inside a word the line opens with: 看一下周五 is 周五, not 下周五.
        let inside = leadIns.contains { word in
          (1..<word.count).contains { split in
            cut >= split && cut - split + word.count <= characters.count
              && Array(characters[(cut - split)..<(cut - split + word.count)]) == word
          }
        }
        guard !inside else { continue }
        let rest = String(characters[cut...])
        guard dates.says(rest, for: parameter) else { continue }
        trimmed.slots[parameter.name] = SlotMatch(
          name: slot.name, text: rest, value: slot.value, isWildcard: true,
          range: (range.lowerBound + cut)..<range.upperBound)
        break
      }
    }
    return trimmed
  }

  /// `reading` with a date slot that reads as no date cut before the lexicon's closing words it
  /// ends with, when what is left reads as one: "my calendar for next monday please" is next
  /// Monday. Only a date is cut: "tell dana thanks" keeps its words.
  static func withoutClosingWords(_ reading: Reading, dates: DateReadings, lexicon: Lexicon) -> Reading {
    guard let schema = SchemaCatalog.intent(reading.intent) else { return reading }
    let closing = lexicon.words(.closingWords).sorted { $0.count > $1.count }
    guard !closing.isEmpty else { return reading }
    var trimmed = reading
    for parameter in schema.parameters where parameter.type.isDate {
      guard let slot = reading.slots[parameter.name], slot.isWildcard, let range = slot.range,
        !dates.says(slot.text, for: parameter)
      else { continue }
      var text = Substring(slot.text)
      // Several may close a line ("please thanks"): each is cut while the rest is no date.
      while let word = closing.first(where: {
        Self.ends(text, with: $0, spaced: !reading.language.writesWithoutSpaces)
      }) {
        text = text.dropLast(word.count)
        while let last = text.last, last.isWhitespace || last.isPunctuation { text = text.dropLast() }
        guard !text.isEmpty else { break }
        guard !dates.says(String(text), for: parameter) else {
          trimmed.slots[parameter.name] = SlotMatch(
            name: slot.name, text: String(text), value: slot.value, isWildcard: true,
            range: range.lowerBound..<(range.lowerBound + text.count))
          break
        }
      }
    }
    return trimmed
  }

  /// Whether `text` ends with `word`, after a space or a comma where words are spaced.
  private static func ends(_ text: Substring, with word: String, spaced: Bool) -> Bool {
    guard text.count > word.count, text.lowercased().hasSuffix(word.lowercased()) else { return false }
    guard spaced else { return true }
    let before = text[text.index(text.endIndex, offsetBy: -word.count - 1)]
    return before.isWhitespace || before == ","
  }
}

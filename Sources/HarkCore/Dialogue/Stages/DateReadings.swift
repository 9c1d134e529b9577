import Foundation
import HarkGrammar

/// Slot words read as dates, each text once: the readings of one line share their words.
final class DateReadings {
  private let parser: DateParser
  private var read: [String: Bool] = [:]
  private var readSpans: [String: SpanReading] = [:]

  init(_ parser: DateParser) { self.parser = parser }

  /// Whether `text` says what a date-read slot of `type` takes: a date, a span, a repeat
  /// ("every monday at 9") or an amount of time ("an hour before").
  func says(_ text: String, _ type: SchemaValueType) -> Bool {
    switch type {
    case .recurrence: parser.readRecurrence(text) != nil
    case .duration: parser.readDuration(text) != nil
    default: isDate(text, span: type == .dateSpan)
    }
  }

  /// Whether `text` says what `parameter` takes: as ``says(_:_:)``, or a range ("from 3 to 4
  /// tomorrow") for a date that takes one.
  func says(_ text: String, for parameter: SchemaParameter) -> Bool {
    says(text, parameter.type) || (parameter.range != nil && isRange(text))
  }

  /// Whether `text` says a range from one time or day to another.
  func isRange(_ text: String) -> Bool {
    if case .span(let span) = spanReading(text) { span.kind == .range } else { false }
  }

  /// What `text` says as a span, read once.
  private func spanReading(_ text: String) -> SpanReading {
    if let known = readSpans[text] { return known }
    let reading = parser.readSpan(text)
    readSpans[text] = reading
    return reading
  }

  /// Whether `text` says a date: one that exists, or a day its month does not have ("february
  /// 30"), which is still the words of a date (and refused as one, not read as a title).
  func isDate(_ text: String, span: Bool = false) -> Bool {
    if span { return isSpan(text) }
    if let known = read[text] { return known }
    let isDate: Bool
    switch parser.read(text) {
    case .date, .noSuchDay: isDate = true
    case .noDate: isDate = false
    }
    read[text] = isDate
    return isDate
  }

  /// Whether `text` says a span (a date said is one), or a day its month does not have.
  func isSpan(_ text: String) -> Bool {
    switch spanReading(text) {
    case .span, .noSuchDay: true
    case .noDate: false
    }
  }
}

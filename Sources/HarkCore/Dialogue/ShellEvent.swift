import Foundation
import HarkStore

/// Something the shell says in answer to a line: the unit of output, of `--json`, and of transcripts.
public struct ShellEvent: Sendable, Hashable {
  /// What kind of answer it is. The raw values are the `event` key of `--json`: keep them stable.
  public enum Kind: String, Sendable, Hashable {
    /// An intent ran.
    case result
    /// The shell asks for a value, a choice or a confirmation; the next line answers it.
    case question
    /// The line was understood but could not be done (unknown contact, cancelled, storage failure).
    case error
    /// Nobody understood the line.
    case unknown
    /// The store could not be read or written (a collection that is a link, a FIFO, a folder):
    /// nothing was done, whatever the line asked. Exit status 3.
    case fault
    /// A shell command's answer (`:help`, `:intents`, `:explain`, `:search`): text to read; nothing
    /// was done.
    case info
    /// What the shell says of itself beside the answers, as one line starting with `hark:` —
    /// damage the store found (set aside to a rejects file), a shell command it cannot run as
    /// typed. Printed on standard error, never as a `--json` event (so `--json`'s standard output
    /// stays the answers); it fails nothing.
    case notice
  }

  public var kind: Kind
  /// The line the user typed.
  public var input: String
  /// The schema intent (`messages.sendMessage`), when one was understood.
  public var intent: SchemaID?
  /// The app that runs it, when chosen.
  public var app: String?
  /// Parameter values known so far, by schema name.
  public var parameters: [String: ParameterValue]
  /// What the shell says, possibly several lines.
  public var text: String
  /// For a question: the parameter it asks for.
  public var parameter: String?
  /// For a question offering choices: the choices, in order.
  public var choices: [String]?
  /// The user's time zone: dates in `--json` carry its offset.
  public var timeZone: TimeZone = .gmt

  public init(
    kind: Kind, input: String, intent: SchemaID? = nil, app: String? = nil,
    parameters: [String: ParameterValue] = [:], text: String, parameter: String? = nil,
    choices: [String]? = nil
  ) {
    self.kind = kind
    self.input = input
    self.intent = intent
    self.app = app
    self.parameters = parameters
    self.text = text
    self.parameter = parameter
    self.choices = choices
  }

  /// The event as one JSON object with the stable keys `input`, `event`, `intent`, `app`,
  /// `parameters`, `text`, and for questions `parameter` and `choices`.
  public var json: JSONValue {
    var object: [String: JSONValue] = [
      "input": .string(input),
      "event": .string(kind.rawValue),
      "intent": intent.map { .string($0.rawValue) } ?? .null,
      "app": app.map(JSONValue.string) ?? .null,
      "parameters": .object(parameters.mapValues { $0.json(timeZone: timeZone) }),
      "text": .string(text),
    ]
    if kind == .question {
      object["parameter"] = parameter.map(JSONValue.string) ?? .null
      if let choices { object["choices"] = .array(choices.map(JSONValue.string)) }
    }
    return .object(object)
  }
}

extension ParameterValue {
  /// The value in `--json`: an entity as `{"type", "id", "title"}`, a date as ISO 8601 with
  /// the offset of `timeZone`, a literal as itself.
  public func json(timeZone: TimeZone = .gmt) -> JSONValue {
    switch self {
    case .string(let s): .string(s)
    case .number(let n): .number(n)
    case .bool(let b): .bool(b)
    case .date(let d):
      .string(d.formatted(Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: timeZone)))
    case .span(let s):
      .object([
        "start": .string(
          s.start.formatted(Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: timeZone))),
        "end": .string(
          s.end.formatted(Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: timeZone))),
      ])
    case .entity(let e): .object(["type": .string(e.type), "id": .string(e.id), "title": .string(e.title)])
    case .person(let p): .object(["type": .string("IntentPerson"), "title": .string(p.displayName)])
    case .list(let values): .array(values.map { $0.json(timeZone: timeZone) })
    }
  }
}

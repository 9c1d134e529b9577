import Foundation

/// One parameter of an intent: its schema name, its kind, and where its value goes.
public struct IntentParameter<Intent: AppIntent> {
  /// The schema parameter's name.
  public let name: String
  public let kind: ParameterKind
  public let isArray: Bool
  public let isOptional: Bool
  /// A question that overrides the grammar's, in English.
  public let question: String?
  /// The property the value goes to: how an intent names a parameter it needs (``AppIntent/needsValue(_:)``).
  let keyPath: PartialKeyPath<Intent>
  let assign: (inout Intent, ParameterValue) -> Bool
  let read: (Intent) -> ParameterValue?

  init(
    name: String, kind: ParameterKind, isArray: Bool, isOptional: Bool, question: String?,
    keyPath: PartialKeyPath<Intent>,
    assign: @escaping (inout Intent, ParameterValue) -> Bool,
    read: @escaping (Intent) -> ParameterValue?
  ) {
    self.name = name
    self.keyPath = keyPath
    self.kind = kind
    self.isArray = isArray
    self.isOptional = isOptional
    self.question = question
    self.assign = assign
    self.read = read
  }

  /// Sets the parameter on `intent`; false when the value has the wrong kind.
  public func set(_ value: ParameterValue, on intent: inout Intent) -> Bool { assign(&intent, value) }

  /// The parameter's current value on `intent`, nil when unset.
  public func value(on intent: Intent) -> ParameterValue? { read(intent) }
}

/// What kind of value a parameter takes.
public enum ParameterKind: Sendable, CustomStringConvertible {
  case string, number, integer, bool, date, person
  /// A stretch of time (``DateSpan``): a point said is its day or its hour.
  case dateSpan
  /// A repeat said ("every other tuesday", 每周一), carried as its words: words that say none
  /// are refused (``DateParser/readRecurrence(_:)``), so a reading that splits them wrongly loses.
  case recurrence
  /// An amount of time said ("an hour before", 提前一小时), carried as its words and checked
  /// like a repeat (``DateParser/readDuration(_:)``).
  case duration
  case entity(EntityType)
  /// One case of an `AppEnum`, carried as its raw value.
  case enumeration(EnumType)

  /// Whether this kind can fill a schema parameter of `type`.
  public func fits(_ type: SchemaValueType) -> Bool {
    switch (self, type) {
    case (.string, .string), (.number, .number), (.integer, .number), (.bool, .bool), (.date, .date),
      (.dateSpan, .dateSpan):
      true
    case (.person, .person), (.person, .entity(.person)): true
    // A place said in words arrives by its name (see `PlaceDescriptor.commonName`).
    case (.string, .place): true
    // Repeats and amounts of time travel as the words said, read again by the app.
    case (.recurrence, .recurrence), (.duration, .duration): true
    // A schema's string parameter may be narrowed by an app to the cases it supports.
    case (.enumeration, .string): true
    case (.entity(let entity), .entity(let schema)): entity.schema == schema
    // Files said in words arrive as entities of any app that exports them (see `IntentFile`).
    case (.entity(let entity), .file): entity.schema == .file
    default: false
    }
  }

  public var description: String {
    switch self {
    case .string: "String"
    case .number: "Double"
    case .integer: "Int"
    case .bool: "Bool"
    case .date: "Date"
    case .dateSpan: "DateSpan"
    case .recurrence, .duration: "String"
    case .person: "IntentPerson"
    case .entity(let type): type.name
    case .enumeration(let type): type.name
    }
  }
}

// MARK: - Declaring parameters by key path

extension IntentParameter {
  private static func scalar<T>(
    _ name: String, _ kind: ParameterKind, _ path: WritableKeyPath<Intent, T?>, question: String?,
    into: @escaping (ParameterValue) -> T?, out: @escaping (T) -> ParameterValue
  ) -> Self {
    Self(
      name: name, kind: kind, isArray: false, isOptional: true, question: question, keyPath: path,
      assign: { intent, value in
        guard let v = into(value) else { return false }
        intent[keyPath: path] = v
        return true
      }, read: { intent in intent[keyPath: path].map(out) })
  }

  public init(_ name: String, _ path: WritableKeyPath<Intent, String?>, question: String? = nil) {
    self = Self.scalar(
      name, .string, path, question: question,
      into: { if case .string(let s) = $0 { s } else { nil } }, out: ParameterValue.string)
  }

  public init(_ name: String, _ path: WritableKeyPath<Intent, Bool?>, question: String? = nil) {
    self = Self.scalar(
      name, .bool, path, question: question,
      into: { if case .bool(let b) = $0 { b } else { nil } }, out: ParameterValue.bool)
  }

  public init(_ name: String, _ path: WritableKeyPath<Intent, Double?>, question: String? = nil) {
    self = Self.scalar(
      name, .number, path, question: question,
      into: { if case .number(let n) = $0 { n } else { nil } }, out: ParameterValue.number)
  }

  public init(_ name: String, _ path: WritableKeyPath<Intent, Int?>, question: String? = nil) {
    self = Self.scalar(
      name, .integer, path, question: question,
      into: { if case .number(let n) = $0, n == n.rounded() { Int(exactly: n) } else { nil } },
      out: { .number(Double($0)) })
  }

  public init(_ name: String, _ path: WritableKeyPath<Intent, Date?>, question: String? = nil) {
    self = Self.scalar(
      name, .date, path, question: question,
      into: { if case .date(let d) = $0 { d } else { nil } }, out: ParameterValue.date)
  }

  public init(_ name: String, _ path: WritableKeyPath<Intent, DateSpan?>, question: String? = nil) {
    self = Self.scalar(
      name, .dateSpan, path, question: question,
      into: { if case .span(let s) = $0 { s } else { nil } }, out: ParameterValue.span)
  }

  /// A repeat said, kept as its words (see ``ParameterKind/recurrence``).
  public static func recurrence(_ name: String, _ path: WritableKeyPath<Intent, String?>) -> Self {
    scalar(
      name, .recurrence, path, question: nil,
      into: { if case .string(let s) = $0 { s } else { nil } }, out: ParameterValue.string)
  }

  /// An amount of time said, kept as its words (see ``ParameterKind/duration``).
  public static func duration(_ name: String, _ path: WritableKeyPath<Intent, String?>) -> Self {
    scalar(
      name, .duration, path, question: nil,
      into: { if case .string(let s) = $0 { s } else { nil } }, out: ParameterValue.string)
  }

  public init(
    _ name: String, _ path: WritableKeyPath<Intent, IntentPerson?>, question: String? = nil
  ) {
    self = Self.scalar(
      name, .person, path, question: question,
      into: { if case .person(let p) = $0 { p } else { nil } }, out: ParameterValue.person)
  }

  public init<E: AppEnum>(_ name: String, _ path: WritableKeyPath<Intent, E?>, question: String? = nil) {
    self = Self.scalar(
      name, .enumeration(EnumType(E.self)), path, question: question,
      into: { value in
        guard case .string(let words) = value else { return nil }
        return E(rawValue: words) ?? EnumType(E.self).value(for: words).flatMap(E.init(rawValue:))
      },
      out: { .string($0.rawValue) })
  }

  public init<E: AppEntity>(
    _ name: String, _ path: WritableKeyPath<Intent, E?>, question: String? = nil
  ) {
    self = Self.scalar(
      name, .entity(EntityType(E.self)), path, question: question,
      into: { if case .entity(let e) = $0 { e.as(E.self) } else { nil } },
      out: { .entity($0.entityValue) })
  }

  public init<E: AppEntity>(
    _ name: String, _ path: WritableKeyPath<Intent, [E]>, question: String? = nil
  ) {
    self.init(
      name: name, kind: .entity(EntityType(E.self)), isArray: true, isOptional: false,
      question: question, keyPath: path,
      assign: { intent, value in
        let entities = value.elements.compactMap { v -> E? in
          if case .entity(let e) = v { e.as(E.self) } else { nil }
        }
        guard entities.count == value.elements.count else { return false }
        intent[keyPath: path] = entities
        return true
      },
      read: { intent in
        let values = intent[keyPath: path]
        return values.isEmpty ? nil : .list(values.map { .entity($0.entityValue) })
      })
  }

  public init(
    _ name: String, _ path: WritableKeyPath<Intent, [IntentPerson]>, question: String? = nil
  ) {
    self.init(
      name: name, kind: .person, isArray: true, isOptional: false, question: question, keyPath: path,
      assign: { intent, value in
        let people = value.elements.compactMap { v -> IntentPerson? in
          if case .person(let p) = v { return p }
          if case .entity(let e) = v { return e.exportedPerson }
          return nil
        }
        guard people.count == value.elements.count else { return false }
        intent[keyPath: path] = people
        return true
      },
      read: { intent in
        let people = intent[keyPath: path]
        return people.isEmpty ? nil : .list(people.map { .person($0) })
      })
  }

  /// A place, said by its name until the shell has a geocoder.
  public init(
    _ name: String, _ path: WritableKeyPath<Intent, PlaceDescriptor?>, question: String? = nil
  ) {
    self = Self.scalar(
      name, .string, path, question: question,
      into: { if case .string(let s) = $0 { PlaceDescriptor(commonName: s) } else { nil } },
      out: { .string($0.displayName) })
  }

  /// Files from any app whose entities adopt `files.file`: "send my latest report to Mary" finds
  /// the report in Files and the intent gets it as an ``IntentFile`` to attach.
  public init(_ name: String, _ path: WritableKeyPath<Intent, [IntentFile]>, question: String? = nil) {
    let type = EntityType.anyApp(adopting: .file, displayName: "file")
    self.init(
      name: name, kind: .entity(type), isArray: true, isOptional: false, question: question, keyPath: path,
      assign: { intent, value in
        let files = value.elements.compactMap { v -> IntentFile? in
          if case .entity(let e) = v { e.exportedFile } else { nil }
        }
        guard files.count == value.elements.count else { return false }
        intent[keyPath: path] = files
        return true
      },
      read: { intent in
        let files = intent[keyPath: path]
        return files.isEmpty ? nil : .list(files.map { .string($0.filename) })
      })
  }

  /// An entity of any app whose type adopts `schema`: content another app made (a UnicornChat
  /// message that becomes a mail's body). Read what it exports (``EntityValue/exportedText``).
  public init(
    _ name: String, _ path: WritableKeyPath<Intent, EntityValue?>, adopting schema: SchemaID,
    question: String? = nil
  ) {
    let type = EntityType.anyApp(
      adopting: schema, displayName: SchemaCatalog.entity(schema)?.name ?? schema.rawValue)
    self = Self.scalar(
      name, .entity(type), path, question: question,
      into: { if case .entity(let e) = $0, e.schema == schema { e } else { nil } },
      out: { .entity($0) })
  }
}

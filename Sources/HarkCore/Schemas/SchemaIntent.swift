/// An action a domain standardises, such as `messages.sendMessage`.
///
/// Apps cannot invent schemas; they adopt these. An intent that adopts one must declare the
/// schema's parameters with compatible types, and the schema grammars then understand it.
public struct SchemaIntent: Sendable, Hashable, CustomStringConvertible {
  /// The domain, such as `messages`.
  public let domain: String
  /// Apple's name for the action, such as `sendMessage`.
  public let name: String
  /// The parameters in the schema's order.
  public let parameters: [SchemaParameter]
  /// What running it does to the user's data.
  public let sideEffects: SideEffects
  /// The schema intents this one is read as in their stead when a line reads as both equally
  /// well and some app adopts this one: "remind me to call mom tomorrow" is a task on the to-do
  /// list of a person who keeps one, an event with an alarm otherwise.
  public let preferredOver: [SchemaID]

  public init(
    domain: String, name: String, parameters: [SchemaParameter], sideEffects: SideEffects = .none,
    preferredOver: [SchemaID] = []
  ) {
    self.domain = domain
    self.name = name
    self.parameters = parameters
    self.sideEffects = sideEffects
    self.preferredOver = preferredOver
  }

  /// The schema intent `id` (the catalog builds its intents from the ids' constants).
  public init(
    _ id: SchemaID, parameters: [SchemaParameter], sideEffects: SideEffects = .none,
    preferredOver: [SchemaID] = []
  ) {
    self.init(
      domain: String(id.domain), name: String(id.name), parameters: parameters, sideEffects: sideEffects,
      preferredOver: preferredOver)
  }

  /// The qualified name, such as `messages.sendMessage`.
  public var id: SchemaID { SchemaID(domain: domain, name: name) }
  public var description: String { id.rawValue }

  /// The parameter called `name`, if the schema has one.
  public func parameter(_ name: String) -> SchemaParameter? {
    parameters.first { $0.name == name }
  }
}

/// One parameter of a schema intent.
public struct SchemaParameter: Sendable, Hashable {
  /// How much the shell insists on a value.
  public enum Requirement: Sendable, Hashable {
    /// The intent cannot run without it: the shell asks.
    case required
    /// Optional in the type, but the shell asks for it when absent (a message's content).
    case askedWhenMissing
    /// Used when given, never asked for.
    case optional
  }

  /// What the people of a person parameter are to the request.
  public enum Role: Sendable, Hashable {
    /// What the request makes goes to them: "to Dana" (a message's destination, a mail's cc).
    case recipient
    /// They take part: "with Dana" (an event's attendees, the people called).
    case participant
  }

  /// For a date parameter that a stretch of time may be said for ("from 3 to 4 tomorrow", "from
  /// monday to wednesday"), the parameters its end and its being whole days go to.
  public struct RangeParts: Sendable, Hashable {
    public let end: String
    public let allDay: String?

    public init(end: String, allDay: String? = nil) {
      self.end = end
      self.allDay = allDay
    }
  }

  public let name: String
  public let type: SchemaValueType
  public let isArray: Bool
  public let requirement: Requirement
  /// For a person parameter, what its people are to the request; nil for the rest.
  public let role: Role?
  /// For a date parameter that takes a range said, where the rest of the range goes; nil for the rest.
  public let range: RangeParts?
  /// For a date parameter, whether it only ever holds what has happened (when a mail came): a day
  /// said alone is then the last one, not the next (see ``DateParser/looksBack``).
  public let looksBack: Bool

  public init(
    _ name: String, _ type: SchemaValueType, isArray: Bool = false,
    requirement: Requirement = .optional, role: Role? = nil, range: RangeParts? = nil,
    looksBack: Bool = false
  ) {
    self.name = name
    self.type = type
    self.isArray = isArray
    self.requirement = requirement
    self.role = role
    self.range = range
    self.looksBack = looksBack
  }
}

/// The type a schema gives a parameter or property.
public enum SchemaValueType: Sendable, Hashable, CustomStringConvertible {
  case string
  case number
  case bool
  case date
  /// A stretch of time: a day, a week, "between three and four pm" (see `DateSpan`).
  case dateSpan
  /// A repeat said ("every other tuesday", 每周一), carried as its words (see `Recurrence`).
  case recurrence
  /// An amount of time said ("an hour before", 提前一小时), carried as its words (see `DateDuration`).
  case duration
  case url
  case file
  case place
  case person
  /// An entity adopting the schema entity with this qualified name, such as `messages.message`.
  case entity(SchemaID)

  /// Whether values of the type are read from date words: a date, a span, a repeat or an amount.
  public var isDate: Bool { [.date, .dateSpan, .recurrence, .duration].contains(self) }

  public var description: String {
    switch self {
    case .string: "String"
    case .number: "Double"
    case .bool: "Bool"
    case .date: "Date"
    case .dateSpan: "DateSpan"
    case .recurrence, .duration: "String"
    case .url: "URL"
    case .file: "IntentFile"
    case .place: "PlaceDescriptor"
    case .person: "IntentPerson"
    case .entity(let name): name.rawValue
    }
  }
}

/// What an intent does beyond reading, which decides whether the shell confirms first.
public struct SideEffects: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Reads only.
  public static let none: SideEffects = []
  /// Changes stored data.
  public static let writes = SideEffects(rawValue: 1 << 0)
  /// Sends something to other people (cannot be taken back once delivered).
  public static let communicates = SideEffects(rawValue: 1 << 1)
  /// Removes data; always confirmed.
  public static let destructive = SideEffects(rawValue: 1 << 2)
  /// Asks "are you sure?" before running.
  public static let needsConfirmation = SideEffects(rawValue: 1 << 3)
}

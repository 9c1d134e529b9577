/// The schemas Hark understands, by domain, with Apple's names.
///
/// Grammars are written per schema intent, so an app that adopts `messages.sendMessage` is
/// understood without writing a sentence. The catalog is immutable data.
public enum SchemaCatalog {
  /// Every domain.
  public static let domains: [SchemaDomain] = [
    messages, contacts, mail, calendar, files, photos, phone, audio, assistant,
  ]

  /// The schema intent with a qualified name such as `messages.sendMessage`.
  public static func intent(_ id: SchemaID) -> SchemaIntent? { intentsByID[id] }

  /// The schema entity with a qualified name such as `messages.message`.
  public static func entity(_ id: SchemaID) -> SchemaEntity? { entitiesByID[id] }

  /// Every intent by its id, the first of the domains' order for an id said twice: a line asks
  /// for its readings' intents dozens of times, and finding each by making every intent's id in
  /// turn was a few percent of a line.
  static let intentsByID: [SchemaID: SchemaIntent] = Dictionary(
    domains.flatMap { $0.intents.map { ($0.id, $0) } }, uniquingKeysWith: { first, _ in first })

  /// Every entity by its id, likewise.
  static let entitiesByID: [SchemaID: SchemaEntity] = Dictionary(
    domains.flatMap { $0.entities.map { ($0.id, $0) } }, uniquingKeysWith: { first, _ in first })

  /// The domain called `name`.
  public static func domain(_ name: String) -> SchemaDomain? {
    domains.first { $0.name == name }
  }
}

extension SchemaCatalog {
  private static let person = SchemaValueType.entity(.person)
  private static let message = SchemaValueType.entity(.message)

  /// Messages: Apple requires the whole domain once any of it is adopted.
  public static let messages = SchemaDomain(
    name: "messages",
    intents: [
      SchemaIntent(
        domain: "messages", name: "sendMessage",
        parameters: [
          SchemaParameter("destination", person, isArray: true, requirement: .required),
          SchemaParameter("content", .string, requirement: .askedWhenMissing),
          SchemaParameter("subject", .string),
          SchemaParameter("attachments", .file, isArray: true),
          SchemaParameter("locations", .place, isArray: true),
          SchemaParameter("links", .url, isArray: true),
          SchemaParameter("scheduledDate", .date),
          SchemaParameter("message", message),
          // Hark's addition: a whole conversation, sent as a readable export.
          SchemaParameter("conversation", .entity("messages.conversation")),
        ], sideEffects: [.writes, .communicates]),
      SchemaIntent(
        domain: "messages", name: "draftMessage",
        parameters: [
          SchemaParameter("destination", person, isArray: true),
          SchemaParameter("content", .string),
          SchemaParameter("subject", .string),
          SchemaParameter("attachments", .file, isArray: true),
          SchemaParameter("scheduledDate", .date),
        ], sideEffects: [.writes]),
      SchemaIntent(
        domain: "messages", name: "editSentMessage",
        parameters: [
          SchemaParameter("message", message, requirement: .required),
          SchemaParameter("content", .string, requirement: .required),
        ], sideEffects: [.writes, .communicates, .needsConfirmation]),
      SchemaIntent(
        domain: "messages", name: "unsendMessage",
        parameters: [SchemaParameter("message", message, requirement: .required)],
        sideEffects: [.writes, .communicates, .destructive]),
      SchemaIntent(
        domain: "messages", name: "setMessageReadStatus",
        parameters: [
          SchemaParameter("message", message, requirement: .required),
          SchemaParameter("isRead", .bool),
        ], sideEffects: [.writes]),
      SchemaIntent(
        domain: "messages", name: "findMessages",
        parameters: [
          SchemaParameter("person", person),
          SchemaParameter("topic", .string),
          // Which of the matches: "last" for "my last message from Flare".
          SchemaParameter("message", .string),
        ]),
      SchemaIntent(
        domain: "messages", name: "openConversation",
        parameters: [SchemaParameter("person", person, requirement: .required)]),
    ],
    entities: [
      SchemaEntity(
        domain: "messages", name: "message",
        properties: [
          SchemaProperty("author", person),
          SchemaProperty("isRead", .bool),
          SchemaProperty("conversation", .entity("messages.conversation")),
          SchemaProperty("date", .date),
          SchemaProperty("subject", .string, isOptional: true),
          SchemaProperty("body", .string, isOptional: true),
        ]),
      SchemaEntity(
        domain: "messages", name: "conversation",
        properties: [
          SchemaProperty("recipients", person),
          SchemaProperty("displayName", .string),
          SchemaProperty("isRead", .bool),
          SchemaProperty("dateLastActive", .date, isOptional: true),
        ]),
    ],
    companions: [
      "messages.sendMessage", "messages.draftMessage", "messages.editSentMessage",
      "messages.unsendMessage", "messages.setMessageReadStatus",
    ])

  /// The people behind "Mary" and "my wife".
  public static let contacts = SchemaDomain(
    name: "contacts",
    intents: [
      SchemaIntent(
        domain: "contacts", name: "findContact",
        parameters: [SchemaParameter("person", person, requirement: .required)]),
      SchemaIntent(
        domain: "contacts", name: "createContact",
        parameters: [
          SchemaParameter("name", .string, requirement: .required),
          SchemaParameter("handle", .string),
          SchemaParameter("relationship", .string),
        ], sideEffects: [.writes]),
    ],
    entities: [
      SchemaEntity(
        domain: "contacts", name: "person",
        properties: [
          SchemaProperty("name", .string),
          SchemaProperty("handles", .string, isOptional: true),
        ])
    ])

  /// Mail: like messages, all or nothing.
  public static let mail = SchemaDomain(
    name: "mail",
    intents: [
      SchemaIntent(
        domain: "mail", name: "createDraft",
        parameters: [
          SchemaParameter("to", person, isArray: true, requirement: .required),
          SchemaParameter("cc", person, isArray: true),
          SchemaParameter("bcc", person, isArray: true),
          SchemaParameter("subject", .string),
          SchemaParameter("body", .string, requirement: .askedWhenMissing),
          SchemaParameter("attachments", .file, isArray: true),
          // Hark's addition, like sendMessage's `message`: content from another app ("email this
          // reply from Bubbles to my wife"), whose text becomes the body.
          SchemaParameter("message", message),
        ], sideEffects: [.writes]),
      SchemaIntent(
        domain: "mail", name: "updateDraft",
        parameters: [
          SchemaParameter("target", .entity("mail.draft"), requirement: .required),
          // Files added to the draft ("attach the budget"), copied into the mail app's folder.
          SchemaParameter("attachments", .file, isArray: true, requirement: .required),
        ], sideEffects: [.writes]),
      SchemaIntent(
        domain: "mail", name: "sendDraft",
        parameters: [
          SchemaParameter("target", .entity("mail.draft"), requirement: .required),
          SchemaParameter("sendLaterDate", .date),
        ], sideEffects: [.writes, .communicates, .needsConfirmation]),
      SchemaIntent(
        domain: "mail", name: "deleteDraft",
        parameters: [
          SchemaParameter("entities", .entity("mail.draft"), isArray: true, requirement: .required)
        ],
        sideEffects: [.writes, .destructive]),
      SchemaIntent(
        domain: "mail", name: "replyMail",
        parameters: [
          SchemaParameter("target", .entity("mail.message"), requirement: .required),
          SchemaParameter("isReplyAll", .bool),
          SchemaParameter("body", .string, requirement: .askedWhenMissing),
        ], sideEffects: [.writes, .communicates]),
      SchemaIntent(
        domain: "mail", name: "forwardMail",
        parameters: [
          SchemaParameter("target", .entity("mail.message"), requirement: .required),
          SchemaParameter("to", person, isArray: true, requirement: .required),
          SchemaParameter("body", .string),
        ], sideEffects: [.writes, .communicates]),
      SchemaIntent(
        domain: "mail", name: "deleteMail",
        parameters: [
          SchemaParameter("entities", .entity("mail.message"), isArray: true, requirement: .required)
        ],
        sideEffects: [.writes, .destructive]),
      // Hark's addition (Apple's domain has no search intent): "any new email from Dana?",
      // "check my inbox". Read-only.
      SchemaIntent(
        domain: "mail", name: "findMail",
        parameters: [
          SchemaParameter("sender", person),
          SchemaParameter("topic", .string),
          SchemaParameter("isRead", .bool),
        ]),
    ],
    entities: [
      SchemaEntity(
        domain: "mail", name: "message",
        properties: [
          SchemaProperty("to", person), SchemaProperty("sender", person),
          SchemaProperty("subject", .string, isOptional: true),
          SchemaProperty("body", .string, isOptional: true),
          SchemaProperty("dateReceived", .date), SchemaProperty("isRead", .bool),
        ]),
      SchemaEntity(
        domain: "mail", name: "draft",
        properties: [
          SchemaProperty("to", person), SchemaProperty("subject", .string, isOptional: true),
          SchemaProperty("body", .string, isOptional: true),
        ]),
    ],
    companions: [
      "mail.createDraft", "mail.sendDraft", "mail.deleteDraft", "mail.replyMail", "mail.forwardMail",
      "mail.deleteMail",
    ])

  /// Calendar events.
  public static let calendar = SchemaDomain(
    name: "calendar",
    intents: [
      SchemaIntent(
        domain: "calendar", name: "createEvent",
        parameters: [
          SchemaParameter("title", .string, requirement: .required),
          SchemaParameter("startDate", .date, requirement: .required),
          SchemaParameter("endDate", .date),
          SchemaParameter("location", .place),
          SchemaParameter("isAllDay", .bool),
          SchemaParameter("attendees", person, isArray: true),
          SchemaParameter("note", .string),
        ], sideEffects: [.writes]),
      SchemaIntent(
        domain: "calendar", name: "deleteEvents",
        parameters: [
          SchemaParameter("entities", .entity("calendar.event"), isArray: true, requirement: .required)
        ],
        sideEffects: [.writes, .destructive]),
      SchemaIntent(
        domain: "calendar", name: "updateEvent",
        parameters: [
          SchemaParameter("entity", .entity("calendar.event"), requirement: .required),
          // The new start: the event keeps its length; a time said alone keeps its day.
          SchemaParameter("startDate", .date, requirement: .required),
        ], sideEffects: [.writes]),
      SchemaIntent(
        domain: "calendar", name: "findEvents",
        parameters: [
          SchemaParameter("startDate", .date), SchemaParameter("title", .string),
          // A property query's sort and limit in words: `next`, `last`, `first`.
          SchemaParameter("position", .string),
          // The properties a question asks for (`startDate`, `location`), space-separated.
          SchemaParameter("asking", .string),
        ]),
    ],
    entities: [
      SchemaEntity(
        domain: "calendar", name: "event",
        properties: [
          SchemaProperty("title", .string), SchemaProperty("startDate", .date),
          SchemaProperty("endDate", .date), SchemaProperty("isAllDay", .bool),
          SchemaProperty("location", .place, isOptional: true),
        ])
    ])

  /// Files.
  public static let files = SchemaDomain(
    name: "files",
    intents: [
      SchemaIntent(
        domain: "files", name: "openFile",
        parameters: [SchemaParameter("target", .entity("files.file"), requirement: .required)]),
      SchemaIntent(
        domain: "files", name: "renameFile",
        parameters: [
          SchemaParameter("target", .entity("files.file"), requirement: .required),
          SchemaParameter("newName", .string, requirement: .required),
        ], sideEffects: [.writes]),
      SchemaIntent(
        domain: "files", name: "findFiles",
        parameters: [
          // Words of the name or tags ("report"), and `last` for the most recently changed one.
          SchemaParameter("criteria", .string), SchemaParameter("position", .string),
        ]),
      SchemaIntent(
        domain: "files", name: "deleteFiles",
        parameters: [
          SchemaParameter("entities", .entity("files.file"), isArray: true, requirement: .required)
        ],
        sideEffects: [.writes, .destructive]),
    ],
    entities: [
      SchemaEntity(
        domain: "files", name: "file",
        properties: [
          SchemaProperty("name", .string), SchemaProperty("contentType", .string),
          SchemaProperty("modificationDate", .date, isOptional: true),
        ])
    ])

  /// Photos (the part Hark's shell reaches).
  public static let photos = SchemaDomain(
    name: "photos",
    intents: [
      SchemaIntent(
        domain: "photos", name: "openAsset",
        parameters: [SchemaParameter("target", .entity("photos.asset"), requirement: .required)]),
      SchemaIntent(
        domain: "photos", name: "createAlbum",
        parameters: [SchemaParameter("name", .string, requirement: .required)],
        sideEffects: [.writes]),
      SchemaIntent(
        domain: "photos", name: "addAssetsToAlbum",
        parameters: [
          SchemaParameter("assets", .entity("photos.asset"), isArray: true, requirement: .required),
          SchemaParameter("album", .entity("photos.album"), requirement: .required),
        ], sideEffects: [.writes]),
      SchemaIntent(
        domain: "photos", name: "setFilter",
        parameters: [
          SchemaParameter("target", .entity("photos.asset"), requirement: .required),
          SchemaParameter("filter", .string, requirement: .required),
        ], sideEffects: [.writes]),
      SchemaIntent(
        domain: "photos", name: "findAssets",
        parameters: [SchemaParameter("criteria", .string)]),
      SchemaIntent(
        domain: "photos", name: "deleteAssets",
        parameters: [
          SchemaParameter("entities", .entity("photos.asset"), isArray: true, requirement: .required)
        ],
        sideEffects: [.writes, .destructive]),
    ],
    entities: [
      SchemaEntity(
        domain: "photos", name: "asset",
        properties: [
          SchemaProperty("creationDate", .date, isOptional: true),
          SchemaProperty("isFavorite", .bool),
        ]),
      SchemaEntity(
        domain: "photos", name: "album",
        properties: [SchemaProperty("name", .string)]),
    ])
}

extension SchemaCatalog {
  /// Phone calls (Apple's Phone domain): the part a terminal can stand in for.
  public static let phone = SchemaDomain(
    name: "phone",
    intents: [
      SchemaIntent(
        domain: "phone", name: "startCall",
        parameters: [SchemaParameter("contact", .entity(.person), isArray: true, requirement: .required)],
        sideEffects: [.writes, .communicates, .needsConfirmation])
    ],
    entities: [
      SchemaEntity(
        domain: "phone", name: "call",
        properties: [SchemaProperty("date", .date), SchemaProperty("number", .string)])
    ])

  /// Audio (Apple's Audio domain): playlists and what is playing.
  public static let audio = SchemaDomain(
    name: "audio",
    intents: [
      SchemaIntent(
        domain: "audio", name: "playAudio",
        parameters: [SchemaParameter("target", .entity("audio.playlist"), requirement: .required)],
        sideEffects: [.writes])
    ],
    entities: [
      SchemaEntity(
        domain: "audio", name: "playlist", properties: [SchemaProperty("name", .string)], listName: "playlist"
      )
    ])

  /// The assistant's own requests about content: summarising is done here by an app over its own
  /// content; explaining text and product reviews need what no app here has, and the shell says so.
  public static let assistant = SchemaDomain(
    name: "assistant",
    intents: [
      SchemaIntent(
        domain: "assistant", name: "summarize",
        parameters: [
          SchemaParameter("message", .entity(.message)),
          SchemaParameter("conversation", .entity("messages.conversation")),
        ]),
      SchemaIntent(domain: "assistant", name: "explainText", parameters: [SchemaParameter("text", .string)]),
      SchemaIntent(
        domain: "assistant", name: "getReviews", parameters: [SchemaParameter("product", .string)]),
    ], entities: [])
}

extension SchemaIntent {
  /// The catalog's schema intent `id`. An id the catalog lacks gives an empty schema in the
  /// `unknown` domain, which `hark check` reports, rather than a crash.
  public static func named(_ id: SchemaID) -> SchemaIntent {
    SchemaCatalog.intent(id) ?? SchemaIntent(domain: "unknown", name: id.rawValue, parameters: [])
  }
}

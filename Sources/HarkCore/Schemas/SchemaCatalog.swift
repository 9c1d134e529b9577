/// The schemas Hark understands, by domain, with Apple's names.
///
/// Grammars are written per schema intent, so an app that adopts `messages.sendMessage` is
/// understood without writing a sentence. The catalog is immutable data.
public enum SchemaCatalog {
  /// Every domain.
  public static let domains: [SchemaDomain] = [
    messages, contacts, mail, calendar, files, photos, phone, audio, tasks, assistant,
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
        .sendMessage,
        parameters: [
          SchemaParameter("destination", person, isArray: true, requirement: .required, role: .recipient),
          SchemaParameter("content", .string, requirement: .askedWhenMissing),
          SchemaParameter("subject", .string),
          SchemaParameter("attachments", .file, isArray: true),
          SchemaParameter("locations", .place, isArray: true),
          SchemaParameter("links", .url, isArray: true),
          SchemaParameter("scheduledDate", .date),
          SchemaParameter("message", message),
          // Hark's addition: a whole conversation, sent as a readable export.
          SchemaParameter("conversation", .entity(.conversation)),
        ], sideEffects: [.writes, .communicates]),
      SchemaIntent(
        .draftMessage,
        parameters: [
          SchemaParameter("destination", person, isArray: true, role: .recipient),
          SchemaParameter("content", .string),
          SchemaParameter("subject", .string),
          SchemaParameter("attachments", .file, isArray: true),
          SchemaParameter("scheduledDate", .date),
        ], sideEffects: [.writes]),
      SchemaIntent(
        .editSentMessage,
        parameters: [
          SchemaParameter("message", message, requirement: .required),
          SchemaParameter("content", .string, requirement: .required),
        ], sideEffects: [.writes, .communicates, .needsConfirmation]),
      SchemaIntent(
        .unsendMessage,
        parameters: [SchemaParameter("message", message, requirement: .required)],
        sideEffects: [.writes, .communicates, .destructive]),
      SchemaIntent(
        .setMessageReadStatus,
        parameters: [
          SchemaParameter("message", message, requirement: .required),
          SchemaParameter("isRead", .bool),
        ], sideEffects: [.writes]),
      SchemaIntent(
        .findMessages,
        parameters: [
          SchemaParameter("person", person),
          SchemaParameter("topic", .string),
          // Which of the matches: "last" for "my last message from Flare".
          SchemaParameter("message", .string),
          // When it was sent, by either side: "my texts from Glow yesterday".
          SchemaParameter("sentDate", .dateSpan, looksBack: true),
        ]),
      SchemaIntent(
        .openConversation,
        parameters: [SchemaParameter("person", person, requirement: .required)]),
    ],
    entities: [
      SchemaEntity(
        .message,
        properties: [
          SchemaProperty("author", person),
          SchemaProperty("isRead", .bool),
          SchemaProperty("conversation", .entity(.conversation)),
          SchemaProperty("date", .date),
          SchemaProperty("subject", .string, isOptional: true),
          SchemaProperty("body", .string, isOptional: true),
        ]),
      SchemaEntity(
        .conversation,
        properties: [
          SchemaProperty("recipients", person),
          SchemaProperty("displayName", .string),
          SchemaProperty("isRead", .bool),
          SchemaProperty("dateLastActive", .date, isOptional: true),
        ]),
    ],
    companions: [
      .sendMessage, .draftMessage, .editSentMessage,
      .unsendMessage, .setMessageReadStatus,
    ])

  /// The people behind "Mary" and "my wife".
  public static let contacts = SchemaDomain(
    name: "contacts",
    intents: [
      SchemaIntent(
        .findContact,
        parameters: [SchemaParameter("person", person, requirement: .required)]),
      SchemaIntent(
        .createContact,
        parameters: [
          SchemaParameter("name", .string, requirement: .required),
          SchemaParameter("handle", .string),
          SchemaParameter("relationship", .string),
        ], sideEffects: [.writes]),
    ],
    entities: [
      SchemaEntity(
        .person,
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
        .createDraft,
        parameters: [
          SchemaParameter("to", person, isArray: true, requirement: .required, role: .recipient),
          SchemaParameter("cc", person, isArray: true, role: .recipient),
          SchemaParameter("bcc", person, isArray: true, role: .recipient),
          SchemaParameter("subject", .string),
          SchemaParameter("body", .string, requirement: .askedWhenMissing),
          SchemaParameter("attachments", .file, isArray: true),
          // Hark's addition, like sendMessage's `message`: content from another app ("email this
          // reply from Bubbles to my wife"), whose text becomes the body.
          SchemaParameter("message", message),
        ], sideEffects: [.writes]),
      SchemaIntent(
        .updateDraft,
        parameters: [
          SchemaParameter("target", .entity(.draft), requirement: .required),
          // Files added to the draft ("attach the budget"), copied into the mail app's folder.
          SchemaParameter("attachments", .file, isArray: true, requirement: .required),
        ], sideEffects: [.writes]),
      SchemaIntent(
        .sendDraft,
        parameters: [
          SchemaParameter("target", .entity(.draft), requirement: .required),
          SchemaParameter("sendLaterDate", .date),
        ], sideEffects: [.writes, .communicates, .needsConfirmation]),
      SchemaIntent(
        .deleteDraft,
        parameters: [
          SchemaParameter("entities", .entity(.draft), isArray: true, requirement: .required)
        ],
        sideEffects: [.writes, .destructive]),
      SchemaIntent(
        .replyMail,
        parameters: [
          SchemaParameter("target", .entity(.mailMessage), requirement: .required),
          SchemaParameter("isReplyAll", .bool),
          SchemaParameter("body", .string, requirement: .askedWhenMissing),
        ], sideEffects: [.writes, .communicates]),
      SchemaIntent(
        .forwardMail,
        parameters: [
          SchemaParameter("target", .entity(.mailMessage), requirement: .required),
          SchemaParameter("to", person, isArray: true, requirement: .required, role: .recipient),
          SchemaParameter("body", .string),
        ], sideEffects: [.writes, .communicates]),
      SchemaIntent(
        .deleteMail,
        parameters: [
          SchemaParameter("entities", .entity(.mailMessage), isArray: true, requirement: .required)
        ],
        sideEffects: [.writes, .destructive]),
      // Hark's addition (Apple's domain has no search intent): "any new email from Dana?",
      // "check my inbox". Read-only.
      SchemaIntent(
        .findMail,
        parameters: [
          SchemaParameter("sender", person),
          SchemaParameter("topic", .string),
          SchemaParameter("isRead", .bool),
          // When it came: "this week", "since yesterday"; a day said is the whole day.
          SchemaParameter("received", .dateSpan, looksBack: true),
          // "mail with attachments from Priya".
          SchemaParameter("hasAttachments", .bool),
          // `last`: only the newest ("my last mail from Dana").
          SchemaParameter("position", .string),
        ]),
    ],
    entities: [
      SchemaEntity(
        .mailMessage,
        properties: [
          SchemaProperty("to", person), SchemaProperty("sender", person),
          SchemaProperty("subject", .string, isOptional: true),
          SchemaProperty("body", .string, isOptional: true),
          SchemaProperty("dateReceived", .date), SchemaProperty("isRead", .bool),
        ]),
      SchemaEntity(
        .draft,
        properties: [
          SchemaProperty("to", person), SchemaProperty("subject", .string, isOptional: true),
          SchemaProperty("body", .string, isOptional: true),
        ]),
    ],
    companions: [
      .createDraft, .sendDraft, .deleteDraft, .replyMail, .forwardMail,
      .deleteMail,
    ])

  /// Calendar events.
  public static let calendar = SchemaDomain(
    name: "calendar",
    intents: [
      SchemaIntent(
        .createEvent,
        parameters: [
          SchemaParameter("title", .string, requirement: .required),
          // A repeat said ("every monday at 7") gives the first start: the app then does not
          // need it (`CreateEventIntent.requirement(of:given:)`).
          SchemaParameter(
            "startDate", .date, requirement: .required, range: .init(end: "endDate", allDay: "isAllDay")),
          SchemaParameter("endDate", .date),
          SchemaParameter("location", .place),
          SchemaParameter("isAllDay", .bool),
          SchemaParameter("attendees", person, isArray: true, role: .participant),
          SchemaParameter("note", .string),
          // A repeat and a reminder as said ("every monday at 9", "an hour before"): the
          // app reads them with the date readers into an RRULE and an alarm.
          SchemaParameter("recurrence", .recurrence), SchemaParameter("alarm", .duration),
        ], sideEffects: [.writes]),
      SchemaIntent(
        .deleteEvents,
        parameters: [
          SchemaParameter("entities", .entity(.event), isArray: true, requirement: .required)
        ],
        sideEffects: [.writes, .destructive]),
      SchemaIntent(
        .updateEvent,
        parameters: [
          SchemaParameter("entity", .entity(.event), requirement: .required),
          // The new start: the event keeps its length; a time said alone keeps its day.
          SchemaParameter("startDate", .date, requirement: .required),
        ], sideEffects: [.writes]),
      SchemaIntent(
        .findEvents,
        parameters: [
          // A span: "this week", "tomorrow afternoon"; a day said is the whole day.
          SchemaParameter("startDate", .dateSpan), SchemaParameter("title", .string),
          // A property query's sort and limit in words: `next`, `last`, `first`.
          SchemaParameter("position", .string),
          // The properties a question asks for (`startDate`, `location`), space-separated.
          SchemaParameter("asking", .string),
        ]),
    ],
    entities: [
      SchemaEntity(
        .event,
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
        .openFile,
        parameters: [SchemaParameter("target", .entity(.file), requirement: .required)]),
      SchemaIntent(
        .renameFile,
        parameters: [
          SchemaParameter("target", .entity(.file), requirement: .required),
          SchemaParameter("newName", .string, requirement: .required),
          // Whether to replace a file that has the new name: asked only when one has.
          SchemaParameter("replaceExisting", .bool),
        ], sideEffects: [.writes]),
      SchemaIntent(
        .findFiles,
        parameters: [
          // Words of the name or tags ("report"), and `last` for the most recently changed one.
          SchemaParameter("criteria", .string), SchemaParameter("position", .string),
        ]),
      SchemaIntent(
        .deleteFiles,
        parameters: [
          SchemaParameter("entities", .entity(.file), isArray: true, requirement: .required)
        ],
        sideEffects: [.writes, .destructive]),
    ],
    entities: [
      SchemaEntity(
        .file,
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
        .openAsset,
        parameters: [SchemaParameter("target", .entity(.asset), requirement: .required)]),
      SchemaIntent(
        .createAlbum,
        parameters: [SchemaParameter("name", .string, requirement: .required)],
        sideEffects: [.writes]),
      SchemaIntent(
        .addAssetsToAlbum,
        parameters: [
          SchemaParameter("assets", .entity(.asset), isArray: true, requirement: .required),
          SchemaParameter("album", .entity(.album), requirement: .required),
        ], sideEffects: [.writes]),
      SchemaIntent(
        .setFilter,
        parameters: [
          SchemaParameter("target", .entity(.asset), requirement: .required),
          SchemaParameter("filter", .string, requirement: .required),
        ], sideEffects: [.writes]),
      SchemaIntent(
        .findAssets,
        parameters: [SchemaParameter("criteria", .string)]),
      SchemaIntent(
        .deleteAssets,
        parameters: [
          SchemaParameter("entities", .entity(.asset), isArray: true, requirement: .required)
        ],
        sideEffects: [.writes, .destructive]),
    ],
    entities: [
      SchemaEntity(
        .asset,
        properties: [
          SchemaProperty("creationDate", .date, isOptional: true),
          SchemaProperty("isFavorite", .bool),
        ]),
      SchemaEntity(
        .album,
        properties: [SchemaProperty("name", .string)]),
    ])
}

extension SchemaCatalog {
  /// Phone calls (Apple's Phone domain): the part a terminal can stand in for.
  public static let phone = SchemaDomain(
    name: "phone",
    intents: [
      SchemaIntent(
        .startCall,
        parameters: [
          SchemaParameter(
            "contact", .entity(.person), isArray: true, requirement: .required, role: .participant)
        ],
        sideEffects: [.writes, .communicates, .needsConfirmation])
    ],
    entities: [
      SchemaEntity(
        .call,
        properties: [SchemaProperty("date", .date), SchemaProperty("number", .string)])
    ])

  /// To-dos (Hark's own domain, for apps from outside such as a todo.txt app): adding one,
  /// marking one done, listing them.
  public static let tasks = SchemaDomain(
    name: "tasks",
    intents: [
      SchemaIntent(
        .createTask,
        parameters: [
          SchemaParameter("title", .string, requirement: .required), SchemaParameter("dueDate", .date),
        ], sideEffects: [.writes], preferredOver: [.createEvent]),
      SchemaIntent(
        .completeTask,
        parameters: [SchemaParameter("task", .entity(.task), requirement: .required)],
        sideEffects: [.writes]),
      SchemaIntent(
        .findTasks,
        parameters: [SchemaParameter("criteria", .string), SchemaParameter("dueDate", .dateSpan)]),
    ],
    entities: [
      SchemaEntity(
        .task,
        properties: [
          SchemaProperty("title", .string), SchemaProperty("isCompleted", .bool),
          SchemaProperty("dueDate", .date, isOptional: true),
        ])
    ])

  /// Audio (Apple's Audio domain): playlists and what is playing.
  public static let audio = SchemaDomain(
    name: "audio",
    intents: [
      SchemaIntent(
        .playAudio,
        parameters: [SchemaParameter("target", .entity(.playlist), requirement: .required)],
        sideEffects: [.writes]),
      // The player's controls change what plays (side effects: never run while choosing a reading).
      SchemaIntent(
        .playSongs,
        parameters: [SchemaParameter("artist", .entity(.artist)), SchemaParameter("song", .entity(.song))],
        sideEffects: [.writes]),
      SchemaIntent(.pause, parameters: [], sideEffects: [.writes]),
      SchemaIntent(.resume, parameters: [], sideEffects: [.writes]),
      SchemaIntent(.nextTrack, parameters: [], sideEffects: [.writes]),
      SchemaIntent(.previousTrack, parameters: [], sideEffects: [.writes]),
      SchemaIntent(.stopAudio, parameters: [], sideEffects: [.writes]),
      SchemaIntent(.nowPlaying, parameters: []),
      // Hark's addition: a level (0–100), or a change without one (up, down, mute, unmute).
      SchemaIntent(
        .setVolume, parameters: [SchemaParameter("level", .number), SchemaParameter("change", .string)],
        sideEffects: [.writes]),
      SchemaIntent(
        .addToPlaylist,
        parameters: [
          SchemaParameter("song", .entity(.song)),
          SchemaParameter("playlist", .entity(.playlist), requirement: .required),
        ], sideEffects: [.writes]),
    ],
    entities: [
      SchemaEntity(
        .playlist, properties: [SchemaProperty("name", .string)], listName: "playlist"
      ),
      SchemaEntity(.artist, properties: [SchemaProperty("name", .string)], listName: "artist"),
      SchemaEntity(
        .song,
        properties: [
          SchemaProperty("title", .string), SchemaProperty("artist", .string, isOptional: true),
          SchemaProperty("album", .string, isOptional: true), SchemaProperty("file", .string),
        ]),
    ])

  /// The assistant's own requests about content: summarising is done here by an app over its own
  /// content; explaining text and product reviews need what no app here has, and the shell says so.
  public static let assistant = SchemaDomain(
    name: "assistant",
    intents: [
      SchemaIntent(
        .summarize,
        parameters: [
          SchemaParameter("message", .entity(.message)),
          SchemaParameter("conversation", .entity(.conversation)),
        ]),
      SchemaIntent(.explainText, parameters: [SchemaParameter("text", .string)]),
      SchemaIntent(
        .getReviews, parameters: [SchemaParameter("product", .string)]),
    ], entities: [])
}

extension SchemaIntent {
  /// The catalog's schema intent `id`, for an app's `static let schema`. An id the catalog lacks
  /// gives an intent with no parameters under that id, which the app's registry rejects
  /// (``AppRegistry/unknownSchemaIDs``, `hark check`), naming the app and the type that wrote it.
  public static func named(_ id: SchemaID) -> SchemaIntent {
    SchemaCatalog.intent(id) ?? SchemaIntent(id, parameters: [])
  }
}

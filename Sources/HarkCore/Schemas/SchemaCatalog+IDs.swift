// The catalog's ids, each spelled once: grammars are keyed by these strings, and everywhere else
// (the catalog's own tables, the apps that adopt the schemas, the dialogue, the tests) names them
// by these constants, so a typo is a compile error rather than an intent nobody can reach.

// MARK: - Entities

extension SchemaID {
  /// A person, whichever app keeps them: the schema the shell resolves names and relationships to.
  public static let person: SchemaID = "contacts.person"
  /// A message of a messaging app.
  public static let message: SchemaID = "messages.message"
  /// A conversation of a messaging app: its recipients and messages.
  public static let conversation: SchemaID = "messages.conversation"
  /// An email received or sent.
  public static let mailMessage: SchemaID = "mail.message"
  /// An email not yet sent.
  public static let draft: SchemaID = "mail.draft"
  /// A calendar event.
  public static let event: SchemaID = "calendar.event"
  /// A document: what moves between apps as an attachment.
  public static let file: SchemaID = "files.file"
  /// A photo or video.
  public static let asset: SchemaID = "photos.asset"
  /// An album of photos.
  public static let album: SchemaID = "photos.album"
  /// A phone call made or received.
  public static let call: SchemaID = "phone.call"
  /// A playlist: named, so the grammars read its name from a runtime list.
  public static let playlist: SchemaID = "audio.playlist"
  /// An artist of the music server's database: named, so the grammars read the name from a list.
  public static let artist: SchemaID = "audio.artist"
  /// A song of the music server's database: title, artist, album, file.
  public static let song: SchemaID = "audio.song"
  /// A to-do: something to do, perhaps by a day (todo.txt's line).
  public static let task: SchemaID = "tasks.task"
}

// MARK: - Intents

extension SchemaID {
  /// Sends a message to people.
  public static let sendMessage: SchemaID = "messages.sendMessage"
  /// Writes a message without sending it.
  public static let draftMessage: SchemaID = "messages.draftMessage"
  /// Changes the text of a message already sent.
  public static let editSentMessage: SchemaID = "messages.editSentMessage"
  /// Takes a sent message back.
  public static let unsendMessage: SchemaID = "messages.unsendMessage"
  /// Marks a message read or unread.
  public static let setMessageReadStatus: SchemaID = "messages.setMessageReadStatus"
  /// Finds messages by person or topic.
  public static let findMessages: SchemaID = "messages.findMessages"
  /// Opens the conversation with a person.
  public static let openConversation: SchemaID = "messages.openConversation"

  /// Finds a person.
  public static let findContact: SchemaID = "contacts.findContact"
  /// Adds a person.
  public static let createContact: SchemaID = "contacts.createContact"

  /// Writes an email draft.
  public static let createDraft: SchemaID = "mail.createDraft"
  /// Adds attachments to a draft.
  public static let updateDraft: SchemaID = "mail.updateDraft"
  /// Sends a draft.
  public static let sendDraft: SchemaID = "mail.sendDraft"
  /// Deletes drafts.
  public static let deleteDraft: SchemaID = "mail.deleteDraft"
  /// Replies to an email.
  public static let replyMail: SchemaID = "mail.replyMail"
  /// Forwards an email.
  public static let forwardMail: SchemaID = "mail.forwardMail"
  /// Deletes emails.
  public static let deleteMail: SchemaID = "mail.deleteMail"
  /// Finds emails by sender, topic or read status.
  public static let findMail: SchemaID = "mail.findMail"

  /// Adds an event to the calendar.
  public static let createEvent: SchemaID = "calendar.createEvent"
  /// Deletes events.
  public static let deleteEvents: SchemaID = "calendar.deleteEvents"
  /// Moves an event.
  public static let updateEvent: SchemaID = "calendar.updateEvent"
  /// Finds events, or asks about one.
  public static let findEvents: SchemaID = "calendar.findEvents"

  /// Opens a file.
  public static let openFile: SchemaID = "files.openFile"
  /// Renames a file.
  public static let renameFile: SchemaID = "files.renameFile"
  /// Finds files by name, tags or recency.
  public static let findFiles: SchemaID = "files.findFiles"
  /// Deletes files.
  public static let deleteFiles: SchemaID = "files.deleteFiles"

  /// Opens a photo.
  public static let openAsset: SchemaID = "photos.openAsset"
  /// Makes an album.
  public static let createAlbum: SchemaID = "photos.createAlbum"
  /// Adds photos to an album.
  public static let addAssetsToAlbum: SchemaID = "photos.addAssetsToAlbum"
  /// Sets a photo's filter.
  public static let setFilter: SchemaID = "photos.setFilter"
  /// Finds photos.
  public static let findAssets: SchemaID = "photos.findAssets"
  /// Deletes photos.
  public static let deleteAssets: SchemaID = "photos.deleteAssets"

  /// Calls people.
  public static let startCall: SchemaID = "phone.startCall"

  /// Adds a to-do.
  public static let createTask: SchemaID = "tasks.createTask"
  /// Marks a to-do done.
  public static let completeTask: SchemaID = "tasks.completeTask"
  /// Lists to-dos.
  public static let findTasks: SchemaID = "tasks.findTasks"

  /// Plays a playlist.
  public static let playAudio: SchemaID = "audio.playAudio"
  /// Plays songs found in the music database (by an artist, a title).
  public static let playSongs: SchemaID = "audio.playSongs"
  /// Pauses the music.
  public static let pause: SchemaID = "audio.pause"
  /// Resumes the music.
  public static let resume: SchemaID = "audio.resume"
  /// Skips to the next song.
  public static let nextTrack: SchemaID = "audio.nextTrack"
  /// Goes back to the previous song.
  public static let previousTrack: SchemaID = "audio.previousTrack"
  /// Stops the music.
  public static let stopAudio: SchemaID = "audio.stopAudio"
  /// Says what is playing.
  public static let nowPlaying: SchemaID = "audio.nowPlaying"
  /// Sets the player's volume: a level, a step up or down, mute or unmute (Hark's addition).
  public static let setVolume: SchemaID = "audio.setVolume"
  /// Adds a song to a playlist.
  public static let addToPlaylist: SchemaID = "audio.addToPlaylist"

  /// Summarises a message or a conversation.
  public static let summarize: SchemaID = "assistant.summarize"
  /// Explains a text (no app here can).
  public static let explainText: SchemaID = "assistant.explainText"
  /// Looks up a product's reviews (no app here can).
  public static let getReviews: SchemaID = "assistant.getReviews"
}

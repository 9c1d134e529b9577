import Foundation
import HarkCore
import HarkStore

/// A music library of playlists, and a record of what is playing.
public struct Music: App {
  public init() {}

  public let id = "music"
  public let name = "Music"
  public let synonyms = ["音乐"]

  public var intents: [any AppIntent.Type] { [PlayAudioIntent.self] }
  public var entityTypes: [EntityType] { [EntityType(Playlist.self)] }

  enum Collection {
    static let playlists = "playlists"
    static let nowPlaying = "nowPlaying"
  }

  public func demoData(now: Date) -> [StoreSeed] {
    let playlists = [
      Playlist(
        id: "playlist-focus", name: "Focus",
        songs: ["Weightless", "Clair de lune", "Avril 14th", "Experience"],
        alsoCalled: ["专注", "concentration"]),
      Playlist(
        id: "playlist-road", name: "Road trip",
        songs: ["Holiday Road", "Life is a Highway", "Go Your Own Way"],
        alsoCalled: ["公路旅行", "driving"]),
      Playlist(
        id: "playlist-sleep", name: "Sleep", songs: ["Gymnopédie No. 1", "Spiegel im Spiegel"],
        alsoCalled: ["睡眠", "bedtime"]),
    ]
    return [StoreSeed(app: id, collection: Collection.playlists, records: playlists.map(\.record))]
  }
}

/// A playlist: a name and its songs in order.
public struct Playlist: AppEntity, Hashable {
  public static let schema = SchemaCatalog.entity(.playlist)
  public static let typeDisplayName = "playlist"
  public static var properties: [EntityProperty<Self>] {
    [EntityProperty("name", indexed: true) { .string($0.name) }]
  }
  public static func defaultQuery(in context: AppContext) -> any EntityQuery<Self> {
    PlaylistQuery(context: context)
  }

  public var id: String
  public var name: String
  public var songs: [String]
  /// Other names for it (专注 for Focus).
  public var alsoCalled: [String]

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: name, subtitle: "\(songs.count) songs", synonyms: alsoCalled)
  }

  init(id: String, name: String, songs: [String], alsoCalled: [String] = []) {
    self.id = id
    self.name = name
    self.songs = songs
    self.alsoCalled = alsoCalled
  }

  init?(_ record: Record) {
    let f = record.fields
    guard let name = f["name"]?.stringValue else { return nil }
    self.init(
      id: record.id, name: name, songs: f["songs"]?.arrayValue?.compactMap(\.stringValue) ?? [],
      alsoCalled: f["alsoCalled"]?.arrayValue?.compactMap(\.stringValue) ?? [])
  }

  var record: Record {
    Record(
      id: id,
      fields: [
        "name": .string(name), "songs": .array(songs.map(JSONValue.string)),
        "alsoCalled": .array(alsoCalled.map(JSONValue.string)),
      ])
  }
}

/// The playlists, by name.
struct PlaylistQuery: EntityStringQuery {
  let context: AppContext

  func all() throws -> [Playlist] {
    try context.records(Music.Collection.playlists).compactMap(Playlist.init).sorted { $0.name < $1.name }
  }

  func entities(for identifiers: [String]) throws -> [Playlist] {
    let wanted = Set(identifiers)
    return try all().filter { wanted.contains($0.id) }
  }

  func suggestedEntities() throws -> [Playlist] { try all() }

  /// The playlists are the `playlists` collection's records, whatever the clock or language.
  var suggestionsFollowTheStore: Bool { true }

  func entities(matching string: String) throws -> [Playlist] {
    try all().filter { playlist in
      ([playlist.name] + playlist.alsoCalled).contains { $0.localizedStandardContains(string) }
    }
  }
}

/// Plays a playlist from its first song and records it as what is playing.
public struct PlayAudioIntent: AppIntent {
  public static let schema = SchemaIntent.named(.playAudio)
  public static var parameters: [IntentParameter<Self>] { [.init("target", \.target)] }

  public var target: Playlist?

  public init() {}

  public func perform(in context: AppContext) throws -> IntentResult {
    guard let playlist = target else { throw Self.needsValue(\.target) }
    guard let first = playlist.songs.first else {
      throw IntentError.empty(IntentSubject(Playlist.self, name: playlist.name))
    }
    let playing = Record(
      id: "now",
      fields: ["playlist": .string(playlist.id), "song": .string(first), "started": .date(context.now)])
    try context.save(Music.Collection.nowPlaying, [playing])
    return IntentResult(
      dialog: IntentDialog(
        key: "playing",
        arguments: ["playlist": playlist.name, "song": first, "count": String(playlist.songs.count)],
        full:
          "Playing your \(playlist.name) playlist (\(playlist.songs.count) songs), starting with “\(first)”."),
      entities: [playlist.entityValue])
  }
}

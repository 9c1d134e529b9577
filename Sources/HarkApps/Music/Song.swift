import Foundation
import HarkCore
import HarkMPD

/// A song of the music server's database, known by its file.
public struct Song: AppEntity, Hashable {
  public static let schema = SchemaCatalog.entity(.song)
  public static let typeDisplayName = "song"
  public static var properties: [EntityProperty<Self>] {
    [
      EntityProperty("title") { .string($0.title) },
      EntityProperty("artist") { $0.artist.map(PropertyValue.string) ?? .none },
      EntityProperty("album") { $0.album.map(PropertyValue.string) ?? .none },
      EntityProperty("file") { .string($0.id) },
    ]
  }
  public static func defaultQuery(in context: AppContext) -> any EntityQuery<Self> {
    SongQuery(server: MusicServer(context: context))
  }

  /// The file's URI under MPD's music directory.
  public var id: String
  public var title: String
  public var artist: String?
  public var album: String?

  init(_ song: MPDSong) {
    id = song.uri
    title = song.displayTitle
    artist = song.artist
    album = song.album
  }

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: title, subtitle: [artist, album].compactMap { $0 }.joined(separator: " · "))
  }
}

/// Songs as MPD's database search finds them (`search any`): Hark keeps no index of them.
struct SongQuery: EntityStringQuery {
  let server: MusicServer

  /// A search that names a common word finds a library's worth: the first 50 are enough to choose from.
  static let limit = 50

  func entities(for identifiers: [String]) throws -> [Song] {
    try server.run { client throws(MPDError) in
      var songs: [Song] = []
      for uri in identifiers {
        if let song = try client.song(at: uri) { songs.append(Song(song)) }
      }
      return songs
    }
  }

  /// The song on the player, if any: the one "this song" means when nothing else was shown.
  func suggestedEntities() throws -> [Song] {
    try server.run { client throws(MPDError) in try client.currentSong().map { [Song($0)] } ?? [] }
  }

  func entities(matching string: String) throws -> [Song] {
    try server.run { client throws(MPDError) in
      try client.search(.any, string).prefix(Self.limit).map(Song.init)
    }
  }
}

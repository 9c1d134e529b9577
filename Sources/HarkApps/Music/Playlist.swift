import Foundation
import HarkCore
import HarkMPD

/// A stored playlist of the music server: its name, its songs, and the other names Hark keeps for it.
public struct Playlist: AppEntity, Hashable {
  public static let schema = SchemaCatalog.entity(.playlist)
  public static let typeDisplayName = "playlist"
  public static var properties: [EntityProperty<Self>] {
    [EntityProperty("name", indexed: true) { .string($0.name) }]
  }
  public static func defaultQuery(in context: AppContext) -> any EntityQuery<Self> {
    PlaylistQuery(server: MusicServer(context: context))
  }

  /// MPD's name for it, which is also its identity.
  public var id: String { name }
  public var name: String
  /// How many songs it holds; nil when the server did not say (it was not answering).
  public var count: Int?
  /// Other names for it (专注 for Focus), from the store's `music/also-called`.
  public var alsoCalled: [String]

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: name, subtitle: count.map { "\($0) songs" }, synonyms: alsoCalled)
  }
}

/// The stored playlists, as MPD lists them, found by their names and other names.
struct PlaylistQuery: EntityStringQuery {
  let server: MusicServer

  /// The server's stored playlists. When no server answers, the playlists the store's
  /// `also-called` file names stand in, so a line naming one is still read as naming it (and then
  /// says that no server answers, and how to start one) rather than as an unknown name.
  func all() throws -> [Playlist] {
    let names = server.otherNames()
    do {
      return try playlists(otherNames: names)
    } catch IntentError.source(.musicServerAbsent) where !names.isEmpty {
      return names.keys.sorted().map { Playlist(name: $0, count: nil, alsoCalled: names[$0] ?? []) }
    }
  }

  private func playlists(otherNames names: [String: [String]]) throws -> [Playlist] {
    try server.run { client throws(MPDError) in
      var playlists: [Playlist] = []
      for name in try client.playlists() {
        let count = try client.songs(ofPlaylist: name).count
        playlists.append(Playlist(name: name, count: count, alsoCalled: names[name] ?? []))
      }
      return playlists
    }
  }

  func entities(for identifiers: [String]) throws -> [Playlist] {
    let wanted = Set(identifiers)
    return try all().filter { wanted.contains($0.id) }
  }

  func suggestedEntities() throws -> [Playlist] { try all() }

  func entities(matching string: String) throws -> [Playlist] {
    try all().filter { playlist in
      ([playlist.name] + playlist.alsoCalled).contains { $0.localizedStandardContains(string) }
    }
  }
}

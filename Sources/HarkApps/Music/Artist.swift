import Foundation
import HarkCore
import HarkMPD

/// An artist of the music server's database, known by the name its songs are tagged with.
public struct Artist: AppEntity, Hashable {
  public static let schema = SchemaCatalog.entity(.artist)
  public static let typeDisplayName = "artist"
  public static var properties: [EntityProperty<Self>] {
    [EntityProperty("name", indexed: true) { .string($0.name) }]
  }
  public static func defaultQuery(in context: AppContext) -> any EntityQuery<Self> {
    ArtistQuery(server: MusicServer(context: context))
  }

  public var id: String { name }
  public var name: String

  public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: name) }
}

/// The artists as MPD lists them (`list artist`): their names are a runtime list, so "play
/// something by Adele" and 播放周杰伦的歌 read the name as a name.
struct ArtistQuery: EntityStringQuery {
  let server: MusicServer

  func all() throws -> [Artist] {
    try server.run { client throws(MPDError) in try client.artists().map { Artist(name: $0) } }
  }

  func entities(for identifiers: [String]) throws -> [Artist] {
    let wanted = Set(identifiers)
    return try all().filter { wanted.contains($0.id) }
  }

  func suggestedEntities() throws -> [Artist] { try all() }

  func entities(matching string: String) throws -> [Artist] {
    try all().filter { $0.name.localizedStandardContains(string) }
  }
}

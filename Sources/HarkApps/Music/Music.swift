import Foundation
import HarkCore
import HarkMPD
import HarkStore

/// Music through the person's music server (MPD): stored playlists, the songs of its database,
/// and the player. MPD is the store here: it searches its database, Hark indexes none of it.
public struct Music: App {
  public init() {}

  public let id = "music"
  public let name = "Music"
  public let synonyms = ["音乐"]

  public var intents: [any AppIntent.Type] {
    [
      PlayAudioIntent.self, PlaySongsIntent.self, PauseIntent.self, ResumeIntent.self, NextTrackIntent.self,
      PreviousTrackIntent.self, StopAudioIntent.self, NowPlayingIntent.self, AddToPlaylistIntent.self,
      SetVolumeIntent.self,
    ]
  }
  public var entityTypes: [EntityType] {
    [EntityType(Playlist.self), EntityType(Song.self), EntityType(Artist.self)]
  }

  /// The app's folder in the store: the demo's music server lives there.
  static let folder = "music"
  /// The file of playlists' other names in the app's folder.
  static let alsoCalledFile = "also-called"
  /// The file in the app's folder that keeps the volume a mute turned down, for the unmute.
  static let mutedVolumeFile = "volume-before-mute"

  public func demoData(now: Date) -> [StoreSeed] { [StoreSeed(app: id, files: MusicDemo.files)] }
}

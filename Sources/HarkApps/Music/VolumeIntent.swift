import Foundation
import HarkCore
import HarkMPD
import HarkSupport

/// How the volume is to change when no level is said.
public enum VolumeChange: String, AppEnum {
  case up, down, mute, unmute
}

/// Sets the player's volume (MPD's mixer): to a level, a step up or down, off, or back to where a
/// mute left it; with neither a level nor a change, says where it is. The level a mute turned
/// down is kept in the app's folder, so an unmute in another session finds it.
public struct SetVolumeIntent: AppIntent {
  public static let schema = SchemaIntent.named(.setVolume)
  public static var parameters: [IntentParameter<Self>] {
    [.init("level", \.level), .init("change", \.change)]
  }

  /// The level asked for, 0…100.
  public var level: Int?
  public var change: VolumeChange?
  public init() {}

  /// How far "louder" and "quieter" move it.
  static let step = 10
  /// Where an unmute goes when nothing kept the level before the mute.
  static let unmutedLevel = 50

  public func perform(in context: AppContext) throws -> IntentResult {
    let server = MusicServer(context: context)
    return try server.run(preparing: true) { client throws(MPDError) in
      guard let current = try client.status().volume else {
        return IntentResult(
          dialog: IntentDialog(
            key: "no_mixer", arguments: [:],
            full: "The music server has no volume control: give its audio output a mixer_type in mpd.conf."))
      }
      return try change(from: current, server: server, client: client)
    }
  }

  /// Moves the volume from `current` as asked, on one connection.
  func change(from current: Int, server: MusicServer, client: MPDClient) throws(MPDError) -> IntentResult {
    let kept = server.storeFolder.appendingPathComponent(Music.mutedVolumeFile)
    let target: Int
    switch (level, change) {
    case (let level?, _): target = min(max(level, 0), 100)
    case (nil, .up?): target = min(current + Self.step, 100)
    case (nil, .down?): target = max(current - Self.step, 0)
    case (nil, .mute?):
      guard current > 0 else { return Self.said("already_muted", current, "The music is already muted.") }
      // Only the unmute reads it: a mute that cannot keep the level still mutes.
      try? DurableFile.write(
        Array(String(current).utf8), into: server.storeFolder.path, as: Music.mutedVolumeFile, replacing: true
      )
      target = 0
    case (nil, .unmute?):
      guard current == 0 else {
        return Self.said("not_muted", current, "The music isn't muted: the volume is at \(current) %.")
      }
      // Absent or unreadable, the level before the mute is unknown: the unmute goes to the middle.
      let before = (try? String(contentsOf: kept, encoding: .utf8)).flatMap {
        Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      target = before.map { min(max($0, 1), 100) } ?? Self.unmutedLevel
    case (nil, nil):
      return Self.said("volume_is", current, "The volume is at \(current) %.")
    }
    guard target != current else {
      return Self.said("volume_unchanged", current, "The volume is already at \(current) %.")
    }
    try client.setVolume(target)
    switch change {
    case .mute? where level == nil:
      return Self.said("muted", current, "Muted the music (it was at \(current) %).")
    case .unmute? where level == nil:
      // A file already gone is the same: the next mute keeps the level it finds.
      try? FileManager.default.removeItem(at: kept)
      return Self.said("unmuted", target, "The volume is back at \(target) %.")
    default:
      return Self.said("volume_set", target, "The volume is at \(target) %.")
    }
  }

  static func said(_ key: PhraseKey, _ level: Int, _ full: String) -> IntentResult {
    IntentResult(dialog: IntentDialog(key: key, arguments: ["level": String(level)], full: full))
  }
}

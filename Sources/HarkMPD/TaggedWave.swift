import Foundation

/// A short PCM WAV file with its title, artist and album in an `id3 ` chunk (ID3v2.4 TIT2, TPE1,
/// TALB frames in UTF-8), which MPD reads as the song's tags (`mpc -f '%title% - %artist%' listall`):
/// the demo's and the tests' music, made without any encoder.
public struct TaggedWave: Sendable, Hashable {
  public var title: String
  public var artist: String
  public var album: String
  /// Its length in seconds.
  public var seconds: Int
  /// The pitch of its soft tone, in hertz (under half the sample rate).
  public var pitch: Double

  /// 8-bit mono at 8,000 Hz: 8 KB a second, small enough for a demo store of a dozen songs. Not
  /// lower: with a 4,000 Hz song, MPD 0.23 (null output) held a `next` after a pause and a resume
  /// until the song had played out, 18 s (MusicIntentTests shows it); at 8,000 Hz and up it answers
  /// in milliseconds.
  static let sampleRate = 8_000

  /// A song of `seconds` seconds.
  public init(title: String, artist: String, album: String, seconds: Int = 30, pitch: Double = 330) {
    self.title = title
    self.artist = artist
    self.album = album
    self.seconds = seconds
    self.pitch = pitch
  }

  /// The file's bytes.
  public var bytes: [UInt8] {
    let count = Self.sampleRate * seconds
    var samples = [UInt8](repeating: 128, count: count)
    for index in 0..<count {
      let phase = 2 * Double.pi * pitch * Double(index) / Double(Self.sampleRate)
      samples[index] = UInt8(128 + Int((12 * sin(phase)).rounded()))
    }
    var format: [UInt8] = []
    format += Self.little16(1)  // PCM
    format += Self.little16(1)  // mono
    format += Self.little32(UInt32(Self.sampleRate))
    format += Self.little32(UInt32(Self.sampleRate))  // bytes a second
    format += Self.little16(1)  // bytes a frame
    format += Self.little16(8)  // bits a sample
    var body: [UInt8] = Array("WAVE".utf8)
    body += Self.chunk("fmt ", format)
    body += Self.chunk("data", samples)
    body += Self.chunk("id3 ", id3)
    return Array("RIFF".utf8) + Self.little32(UInt32(body.count)) + body
  }

  /// An ID3v2.4 tag of three text frames.
  var id3: [UInt8] {
    var frames: [UInt8] = []
    for (id, text) in [("TIT2", title), ("TPE1", artist), ("TALB", album)] {
      let data: [UInt8] = [3] + Array(text.utf8)  // 3: UTF-8
      frames += Array(id.utf8) + Self.synchsafe(data.count) + [0, 0] + data
    }
    return Array("ID3".utf8) + [4, 0, 0] + Self.synchsafe(frames.count) + frames
  }

  /// A RIFF chunk, padded to an even length.
  static func chunk(_ id: String, _ data: [UInt8]) -> [UInt8] {
    Array(id.utf8) + little32(UInt32(data.count)) + data + (data.count % 2 == 1 ? [0] : [])
  }

  static func synchsafe(_ value: Int) -> [UInt8] {
    [21, 14, 7, 0].map { UInt8((value >> $0) & 0x7f) }
  }

  static func little16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xff), UInt8(value >> 8)] }

  static func little32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xff) } }
}

import Foundation
import HarkSupport
import Testing

@testable import HarkMail

/// Bad mail is normal mail: whatever the bytes, reading returns a message and says each problem
/// once; big messages list their attachments.
@Suite struct MIMEBadMailTests {
  /// Every corpus file's bytes.
  static let corpusFiles: [(name: String, data: Data)] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: mimeCorpus.path)) ?? []
    return names.filter { $0.hasSuffix(".eml") }.sorted().compactMap { name in
      (try? Data(contentsOf: mimeCorpus.appendingPathComponent(name))).map { (name, $0) }
    }
  }()

  @Test func everyPrefixOfEveryCorpusMessageReadsWithEachProblemOnce() {
    #expect(Self.corpusFiles.count >= 40)
    var prefixes = 0
    for (_, data) in Self.corpusFiles {
      for length in stride(from: 0, through: data.count, by: 23) {
        let message = MIMEMessage.parse(data.prefix(length))
        #expect(message.problems.count == Set(message.problems).count)
        if length == 0 { #expect(message.problems == [.empty]) }
        for attachment in message.attachments {
          #expect(
            MIMEMessage.attachmentData(in: data.prefix(length), index: attachment.index)?.count
              == attachment.size)
        }
        prefixes += 1
      }
    }
    #expect(prefixes > 1000)
  }

  @Test func corpusMessagesWithBytesOverwrittenAtRandomStillRead() {
    var random = SplitMix64(seed: 30)
    for (_, data) in Self.corpusFiles where !data.isEmpty {
      for _ in 0..<20 {
        var damaged = [UInt8](data)
        for _ in 0..<8 {
          let position = Int(random.next() % UInt64(damaged.count))
          damaged[position] = UInt8(truncatingIfNeeded: random.next())
        }
        let message = MIMEMessage.parse(Data(damaged))
        #expect(message.problems.count == Set(message.problems).count)
        #expect(message.attachments.map(\.index) == Array(message.attachments.indices))
      }
    }
  }

  @Test func aFiftyMegabyteMessageListsItsAttachment() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "big-mail-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // 37.5 MB of bytes is 50 MB of base64 in 76-character lines.
    var random = SplitMix64(seed: 50)
    var payload = Data(count: 37_500_000)
    payload.withUnsafeMutableBytes { bytes in
      for index in stride(from: 0, to: bytes.count, by: 8) {
        var word = random.next()
        for offset in 0..<min(8, bytes.count - index) {
          bytes[index + offset] = UInt8(truncatingIfNeeded: word)
          word >>= 8
        }
      }
    }
    let head = """
      From: Priya Natarajan <priya@example.com>
      To: Sam Lee <sam@example.org>
      Subject: The raw footage
      Date: Sun, 22 Nov 2026 09:00:00 +0000
      MIME-Version: 1.0
      Content-Type: multipart/mixed; boundary="big"

      --big
      Content-Type: text/plain; charset=utf-8

      The whole video is attached.

      --big
      Content-Type: video/mp4; name="footage.mp4"
      Content-Disposition: attachment; filename="footage.mp4"
      Content-Transfer-Encoding: base64


      """
    let file = folder.appendingPathComponent("big.eml")
    var bytes = Data(head.utf8)
    bytes += payload.base64EncodedData(options: [.lineLength76Characters, .endLineWithLineFeed])
    bytes += Data("\n--big--\n".utf8)
    try bytes.write(to: file)
    let data = try Data(contentsOf: file)
    #expect(data.count > 50_000_000)
    let message = MIMEMessage.parse(data)
    #expect(message.subject == "The raw footage")
    #expect(message.text == "The whole video is attached.")
    #expect(
      message.attachments == [
        MIMEAttachment(filename: "footage.mp4", contentType: "video/mp4", size: 37_500_000, index: 0)
      ])
    #expect(message.problems.isEmpty)
    #expect(MIMEMessage.attachmentData(in: data, index: 0) == payload)
  }

  @Test func bytesThatAreNoMessageAtAllAreEmptyNotACrash() {
    for bytes in [[UInt8](), [0], [0xFF, 0xFE, 0x00, 0x41], Array("\n\n\n".utf8), Array(":\n:".utf8)] {
      let message = MIMEMessage.parse(Data(bytes))
      #expect(message.subject.isEmpty)
      #expect(message.attachments.isEmpty)
      #expect(message.problems.count == Set(message.problems).count)
      #expect(MIMEMessage.attachmentData(in: Data(bytes), index: 0) == nil)
    }
  }
}

@Suite struct MIMEConcurrencyTests {
  /// What a reading gives, comparable.
  static func summary(_ message: MIMEMessage) -> String {
    "\(message.subject)|\(message.from)|\(message.text)|\(message.attachments)|\(message.problems)"
  }

  @Test func readingFromSeveralThreadsAtOnceGivesWhatOneThreadGives() async {
    let files = MIMEBadMailTests.corpusFiles.map(\.data)
    let expected = files.map { Self.summary(MIMEMessage.parse($0)) }
    let results = await withTaskGroup(of: [String].self) { group in
      for _ in 0..<4 {
        group.addTask { (0..<5).flatMap { _ in files.map { Self.summary(MIMEMessage.parse($0)) } } }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 4)
    for result in results { #expect(result == Array((0..<5).map { _ in expected }.joined())) }
  }
}

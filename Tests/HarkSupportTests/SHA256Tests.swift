import Foundation
import HarkSupport
import Testing

/// SHA-256 against FIPS 180-4's examples and sha256sum on lengths around the block boundary.
@Suite struct SHA256Tests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
  ])
  func theStandardsExamples(text: String, digest: String) {
    #expect(SHA256.hex(Array(text.utf8)) == digest)
  }

  @Test func agreesWithSha256sumAroundTheBlockBoundary() throws {
    let tool = ["/usr/bin/sha256sum", "/bin/sha256sum"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    let path = try #require(tool, "sha256sum (coreutils) is missing")
    for count in [55, 56, 63, 64, 65, 119, 120, 1000] {
      let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
      let file = FileManager.default.temporaryDirectory.appendingPathComponent("sha-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: file) }
      try Data(bytes).write(to: file)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: path)
      process.arguments = [file.path]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(SHA256.hex(bytes) == text.split(separator: " ").first.map(String.init), "\(count) bytes")
    }
  }
}

import Foundation

/// A Maildir in a temporary folder (INBOX plus Maildir++ .Sent and .Drafts) with a small mailbox
/// of RFC 5322 files written here, and a folder beside it for databases.
struct TestMaildir {
  let base: String
  /// The mail root: INBOX's cur/, new/, tmp/ and the subfolders.
  let root: String

  init() throws {
    base =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("hark-notmuch-\(UUID().uuidString)").path
    root = base + "/Mail"
    for folder in ["", "/.Sent", "/.Drafts"] {
      for part in ["cur", "new", "tmp"] {
        try FileManager.default.createDirectory(
          atPath: root + folder + "/" + part, withIntermediateDirectories: true)
      }
    }
  }

  var rootURL: URL { URL(fileURLWithPath: root) }

  /// A folder for a database, beside the Maildir (Hark's own database lives outside the mail).
  var databaseURL: URL { URL(fileURLWithPath: base + "/cache/notmuch") }

  /// Writes a message file at `path` under the root ("cur/1.a:2,S", ".Sent/cur/…").
  @discardableResult
  func write(_ path: String, _ text: String) throws -> String {
    let full = root + "/" + path
    try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    return full
  }

  /// Every folder's modification time set back to a day long past, so a refresh records it and
  /// the next one sees a change as a different time (notmuch records none of the current second).
  func ageFolders() {
    let folders = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    for folder in [""] + folders {
      var isFolder: ObjCBool = false
      let path = folder.isEmpty ? root : root + "/" + folder
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
      else { continue }
      try? FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: 1_767_225_600)], ofItemAtPath: path)
    }
  }

  func remove() { try? FileManager.default.removeItem(atPath: base) }

  /// Text outside ASCII as one RFC 2047 encoded word (UTF-8, base64).
  static func encodedWord(_ text: String) -> String {
    "=?UTF-8?B?\(Data(text.utf8).base64EncodedString())?="
  }

  /// An RFC 5322 message; a subject outside ASCII is written as an RFC 2047 encoded word, an
  /// attachment as a base64 part of a multipart/mixed.
  static func message(
    id: String, from: String, to: String, subject: String, date: String, body: String,
    inReplyTo: String? = nil, attachment: (name: String, type: String, bytes: Data)? = nil
  ) -> String {
    let encodedSubject = subject.allSatisfy(\.isASCII) ? subject : encodedWord(subject)
    var headers = [
      "From: \(from)", "To: \(to)", "Subject: \(encodedSubject)", "Date: \(date)",
      "Message-ID: <\(id)>", "MIME-Version: 1.0",
    ]
    if let inReplyTo { headers += ["In-Reply-To: <\(inReplyTo)>", "References: <\(inReplyTo)>"] }
    let bodyHeaders = "Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: 8bit"
    guard let attachment else {
      return (headers + [bodyHeaders]).joined(separator: "\n") + "\n\n" + body + "\n"
    }
    let boundary = "=-hark-\(id.hashValue.magnitude)"
    headers.append("Content-Type: multipart/mixed; boundary=\"\(boundary)\"")
    return headers.joined(separator: "\n") + "\n\n--\(boundary)\n\(bodyHeaders)\n\n\(body)\n"
      + "--\(boundary)\nContent-Type: \(attachment.type); name=\"\(attachment.name)\"\n"
      + "Content-Disposition: attachment; filename=\"\(attachment.name)\"\n"
      + "Content-Transfer-Encoding: base64\n\n"
      + attachment.bytes.base64EncodedString(options: .lineLength76Characters) + "\n--\(boundary)--\n"
  }
}

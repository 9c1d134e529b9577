import Foundation
import HarkTesting

/// Bytes the transport and content-type tests send and sniff, made here rather than read from
/// files: a minimal valid PDF, a 1×1 PNG and a small RFC 5322 message with a base64 part.
enum TransportFixtures {
  /// A one-page PDF saying "Q2 report", with a correct cross-reference table (pdftotext reads it)
  /// and a binary comment line, as PDF writers put one, so the bytes are not ASCII.
  static let pdf: Data = {
    let content = "BT /F1 18 Tf 20 50 Td (Q2 report) Tj ET"
    let objects = [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R"
        + " /Resources << /Font << /F1 5 0 R >> >> >>",
      "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    var bytes = Data("%PDF-1.4\n%".utf8) + Data([0xE2, 0xE3, 0xCF, 0xD3, 0x0A])
    var offsets: [Int] = []
    for (index, object) in objects.enumerated() {
      offsets.append(bytes.count)
      bytes += Data("\(index + 1) 0 obj\n\(object)\nendobj\n".utf8)
    }
    let table = bytes.count
    var trailer = "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
    for offset in offsets {
      trailer += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n"
    }
    trailer += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
    return bytes + Data(trailer.utf8)
  }()

  /// A 1×1 PNG.
  static let png =
    Data(
      base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
    ) ?? Data()

  /// A multipart/mixed message: a text part and `attachment` as base64, the subject as an RFC 2047
  /// encoded word, recipients in To and Bcc.
  static func message(
    to: String, bcc: String?, subject: String, text: String, attachment: Data, named name: String,
    type: String
  ) -> Data {
    let boundary = "hark-boundary-7c1f"
    let encodedSubject = "=?UTF-8?B?\(Data(subject.utf8).base64EncodedString())?="
    var lines = [
      "From: Sam Rivera <sam@rivera.example>",
      "To: \(to)",
    ]
    if let bcc { lines.append("Bcc: \(bcc)") }
    lines += [
      "Subject: \(encodedSubject)",
      "Date: Thu, 03 Dec 2026 23:30:00 +0000",
      "Message-ID: <transport-test@rivera.example>",
      "MIME-Version: 1.0",
      "Content-Type: multipart/mixed; boundary=\"\(boundary)\"",
      "",
      "--\(boundary)",
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: base64",
      "",
      Data(text.utf8).base64EncodedString(options: .lineLength76Characters),
      "--\(boundary)",
      "Content-Type: \(type); name=\"\(name)\"",
      "Content-Disposition: attachment; filename=\"\(name)\"",
      "Content-Transfer-Encoding: base64",
      "",
      attachment.base64EncodedString(options: .lineLength76Characters),
      "--\(boundary)--",
      "",
    ]
    return Data(lines.joined(separator: "\n").replacingOccurrences(of: "\r\n", with: "\n").utf8)
  }

  /// What Python's `email` package reads in a message: its decoded headers and each attachment's
  /// name, type and decoded bytes (base64 again, for JSON).
  struct Reading: Decodable, Equatable {
    var subject: String
    var to: String
    var bcc: String?
    var attachments: [Attachment]

    struct Attachment: Decodable, Equatable {
      var filename: String
      var type: String
      var base64: String
    }
  }

  static let reader = """
    import base64, email, json, sys
    from email import policy
    with open(sys.argv[1], "rb") as f:
        m = email.message_from_binary_file(f, policy=policy.default)
    print(json.dumps({
        "subject": str(m["subject"]), "to": str(m["to"]),
        "bcc": None if m["bcc"] is None else str(m["bcc"]),
        "attachments": [{"filename": p.get_filename(), "type": p.get_content_type(),
                         "base64": base64.b64encode(p.get_payload(decode=True)).decode()}
                        for p in m.iter_attachments()]}))
    """

  /// `bytes` read by Python's `email` package.
  static func readWithPython(_ bytes: Data, python: String) throws -> Reading {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "received-\(UUID().uuidString).eml")
    try bytes.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try PythonRun.run(python, ["-c", reader, file.path])
    return try JSONDecoder().decode(Reading.self, from: run.output)
  }
}

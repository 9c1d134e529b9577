internal import CGMime
import Foundation

/// Reads a message's bytes with GMime into a `MIMEMessage`: one parser per call, every GMime
/// object it makes released before returning.
enum MIMEReader {
  /// Parses `data` into a message value.
  static func read(_ data: Data) -> MIMEMessage {
    guard !data.isEmpty else { return MIMEMessage(problems: [.empty]) }
    return withParsedMessage(data) { message, warnings in
      var problems = MIMEProblems()
      guard let message else {
        problems.add(parserWarnings: warnings, sawMultipart: false)
        problems.add(.empty)
        return MIMEMessage(problems: problems.list)
      }
      var walk = MIMEWalk()
      walk.visit(g_mime_message_get_mime_part(message))
      problems.add(parserWarnings: warnings, sawMultipart: walk.sawMultipart)
      var result = headers(of: message, problems: &problems)
      for problem in walk.problems.list { problems.add(problem) }
      result.text = walk.text
      result.attachments = walk.attachments.map(\.listing)
      result.problems = problems.list
      return result
    }
  }

  /// The decoded bytes of attachment `index`, in the order `read` lists them.
  static func attachmentData(in data: Data, index: Int) -> Data? {
    guard !data.isEmpty, index >= 0 else { return nil }
    return withParsedMessage(data) { message, _ in
      guard let message else { return nil }
      var walk = MIMEWalk(measures: false)
      walk.visit(g_mime_message_get_mime_part(message))
      guard index < walk.attachments.count else { return nil }
      return Data(MIMEWalk.content(of: walk.attachments[index].object))
    }
  }

  /// Runs `body` on the message GMime parses from `data` (nil when it finds none) and the
  /// parser's warning codes; releases the parser's objects afterwards.
  private static func withParsedMessage<Result>(
    _ data: Data, _ body: (UnsafeMutablePointer<GMimeMessage>?, [UInt32]) -> Result
  ) -> Result {
    MIMELibrary.ensureInitialized()
    let collector = WarningCollector()
    let options = g_mime_parser_options_new()
    defer { g_mime_parser_options_free(options) }
    g_mime_parser_options_set_warning_callback(
      options,
      { _, code, _, userData in
        guard let userData else { return }
        Unmanaged<WarningCollector>.fromOpaque(userData).takeUnretainedValue().codes.append(code.rawValue)
      }, Unmanaged.passUnretained(collector).toOpaque())
    // Raw 8-bit header bytes: UTF-8 when they are, else Windows-1252, which reads any byte.
    let fallbacks: [UnsafeMutablePointer<CChar>?] = [strdup("UTF-8"), strdup("WINDOWS-1252")]
    defer { fallbacks.forEach { free($0) } }
    var charsetList: [UnsafePointer<CChar>?] = fallbacks.map { $0.map { UnsafePointer($0) } } + [nil]
    charsetList.withUnsafeMutableBufferPointer { list in
      g_mime_parser_options_set_fallback_charsets(options, list.baseAddress)
    }
    let stream = data.withUnsafeBytes { bytes in
      g_mime_stream_mem_new_with_buffer(bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count)
    }
    defer { MIMELibrary.unref(stream) }
    let parser = g_mime_parser_new_with_stream(stream)
    defer { MIMELibrary.unref(parser) }
    let message = g_mime_parser_construct_message(parser, options)
    defer { MIMELibrary.unref(message) }
    return withExtendedLifetime(collector) { body(message, collector.codes) }
  }

  /// The header fields of `message`.
  private static func headers(
    of message: UnsafeMutablePointer<GMimeMessage>, problems: inout MIMEProblems
  ) -> MIMEMessage {
    var result = MIMEMessage()
    let object = UnsafeMutableRawPointer(message).assumingMemoryBound(to: GMimeObject.self)
    result.messageID = MIMELibrary.string(g_mime_message_get_message_id(message)).map { "<\($0)>" }
    result.inReplyTo = messageIDs(in: header("In-Reply-To", of: object)).first
    result.references = messageIDs(in: header("References", of: object))
    result.subject = MIMELibrary.string(g_mime_message_get_subject(message)) ?? ""
    result.from = addresses(g_mime_message_get_from(message))
    result.to = addresses(g_mime_message_get_to(message))
    result.cc = addresses(g_mime_message_get_cc(message))
    result.replyTo = addresses(g_mime_message_get_reply_to(message))
    for name in ["Subject", "From", "To", "Cc", "Reply-To"] {
      for charset in encodedWordCharsets(in: rawHeader(name, of: object)) where !MIMECharset.isKnown(charset)
      {
        problems.add(.unknownCharset(charset))
      }
    }
    if let from = header("From", of: object) {
      if !result.from.contains(where: { $0.email.contains("@") }) {
        problems.add(.malformedFrom(from))
      }
    } else {
      problems.add(.missingFrom)
    }
    if let date = header("Date", of: object) {
      if let parsed = g_mime_message_get_date(message) {
        result.date = Date(timeIntervalSince1970: TimeInterval(g_date_time_to_unix(parsed)))
      } else {
        problems.add(.unreadableDate(date))
      }
    } else {
      problems.add(.missingDate)
    }
    return result
  }

  /// A header's decoded value, nil when the header is absent.
  private static func header(_ name: String, of object: UnsafeMutablePointer<GMimeObject>) -> String? {
    MIMELibrary.string(g_mime_object_get_header(object, name))
  }

  /// A header's value as written, encoded words and folds included.
  private static func rawHeader(_ name: String, of object: UnsafeMutablePointer<GMimeObject>) -> String? {
    guard let list = g_mime_object_get_header_list(object),
      let header = g_mime_header_list_get_header(list, name)
    else { return nil }
    return MIMELibrary.string(g_mime_header_get_raw_value(header))
  }

  /// The charsets RFC 2047 encoded words (`=?charset?B?…?=`, `=?charset*lang?Q?…?=`) declare.
  static func encodedWordCharsets(in value: String?) -> [String] {
    guard let value else { return [] }
    var charsets: [String] = []
    var rest = Substring(value)
    while let start = rest.range(of: "=?") {
      let after = rest[start.upperBound...]
      guard let end = after.firstIndex(of: "?") else { break }
      let label = after[..<end].split(separator: "*", maxSplits: 1).first.map(String.init) ?? ""
      let encoding = after[after.index(after: end)...].prefix(2).uppercased()
      if !label.isEmpty, encoding == "B?" || encoding == "Q?", !charsets.contains(label) {
        charsets.append(label)
      }
      rest = after[after.index(after: end)...]
    }
    return charsets
  }

  /// The message ids in an In-Reply-To or References value, each `<…>`.
  private static func messageIDs(in value: String?) -> [String] {
    guard let value, let references = g_mime_references_parse(nil, value) else { return [] }
    defer { g_mime_references_free(references) }
    return (0..<g_mime_references_length(references)).compactMap { index in
      MIMELibrary.string(g_mime_references_get_message_id(references, index)).map { "<\($0)>" }
    }
  }

  /// The mailboxes of an address list, groups' members in place of the group.
  private static func addresses(_ list: UnsafeMutablePointer<InternetAddressList>?) -> [MailboxAddress] {
    guard let list else { return [] }
    var result: [MailboxAddress] = []
    for index in 0..<internet_address_list_length(list) {
      guard let address = internet_address_list_get_address(list, index) else { continue }
      let raw = UnsafeMutableRawPointer(address)
      let name = MIMELibrary.string(internet_address_get_name(address)) ?? ""
      if MIMELibrary.instance(raw, isA: internet_address_mailbox_get_type()) {
        let mailbox = raw.assumingMemoryBound(to: InternetAddressMailbox.self)
        let email = MIMELibrary.string(internet_address_mailbox_get_addr(mailbox)) ?? ""
        result.append(MailboxAddress(name: name, email: email))
      } else if MIMELibrary.instance(raw, isA: internet_address_group_get_type()) {
        let group = raw.assumingMemoryBound(to: InternetAddressGroup.self)
        result += addresses(internet_address_group_get_members(group))
      }
    }
    return result
  }
}

/// The parser's warnings, gathered by its C callback during one parse.
private final class WarningCollector {
  var codes: [UInt32] = []
}

/// A message's problems in the order found, each once.
struct MIMEProblems {
  private(set) var list: [MIMEProblem] = []

  /// Notes `problem` unless it was noted already.
  mutating func add(_ problem: MIMEProblem) {
    if !list.contains(problem) { list.append(problem) }
  }

  /// Notes what GMime's parser warnings mean for the reader. A message cut off inside a
  /// multipart lacks its closing boundary; one cut off elsewhere (headers without a body) lost
  /// nothing.
  mutating func add(parserWarnings codes: [UInt32], sawMultipart: Bool) {
    for code in codes { add(parserWarning: code, sawMultipart: sawMultipart) }
  }

  private mutating func add(parserWarning code: UInt32, sawMultipart: Bool) {
    switch code {
    case GMIME_WARN_DUPLICATED_HEADER.rawValue, GMIME_WARN_DUPLICATED_PARAMETER.rawValue,
      GMIME_WARN_INVALID_RFC2047_HEADER_VALUE.rawValue, GMIME_WARN_INVALID_ADDRESS_LIST.rawValue,
      GMIME_WARN_INVALID_PARAMETER.rawValue, GMIME_CRIT_CONFLICTING_PARAMETER.rawValue,
      GMIME_CRIT_CONFLICTING_HEADER.rawValue:
      // Read past as the standards allow; the fields they touch report their own problems.
      return
    case GMIME_WARN_UNENCODED_8BIT_HEADER.rawValue: add(.unencoded8BitHeader)
    case GMIME_CRIT_INVALID_HEADER_NAME.rawValue: add(.malformedHeader)
    case GMIME_CRIT_MULTIPART_WITHOUT_BOUNDARY.rawValue: add(.undeclaredBoundary)
    case GMIME_WARN_TRUNCATED_MESSAGE.rawValue: if sawMultipart { add(.missingClosingBoundary) }
    default: add(.malformedStructure(Int(code)))
    }
  }
}

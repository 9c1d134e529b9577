/// The little of XML a WebDAV multistatus answer uses, read into a tree: elements named by their
/// namespace and local name (`DAV:` `href`, `urn:ietf:params:xml:ns:caldav` `calendar-data`),
/// attributes declaring namespaces, text with the five entities, character references and CDATA.
/// No DTDs (a server has no reason to send one; one is refused, which also refuses entity
/// expansion attacks).
struct DAVElement: Equatable {
  /// The element's namespace URI ("" when none is declared).
  var namespace: String
  /// Its name without a prefix.
  var name: String
  var children: [DAVElement] = []
  /// Its text, the children's text left out.
  var text = ""

  /// The children named `name` in `namespace`.
  func children(_ namespace: String, _ name: String) -> [DAVElement] {
    children.filter { $0.namespace == namespace && $0.name == name }
  }

  /// The first child named `name` in `namespace`.
  func child(_ namespace: String, _ name: String) -> DAVElement? {
    children.first { $0.namespace == namespace && $0.name == name }
  }

  /// Every element below this one named `name` in `namespace`, depth first.
  func descendants(_ namespace: String, _ name: String) -> [DAVElement] {
    children.flatMap { child in
      (child.namespace == namespace && child.name == name ? [child] : []) + child.descendants(namespace, name)
    }
  }
}

/// Namespaces of the documents Hark reads and writes.
enum DAVNamespace {
  static let dav = "DAV:"
  static let caldav = "urn:ietf:params:xml:ns:caldav"
}

/// Reads an XML document into its root element.
struct DAVXMLReader {
  /// Where a document stopped making sense.
  struct Failure: Error, Equatable {
    /// Byte offset of the problem.
    var offset: Int
    /// What was expected there.
    var expected: String
  }

  private let bytes: [UInt8]
  private var position = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The root element of `bytes`.
  static func parse(_ bytes: [UInt8]) -> Result<DAVElement, Failure> {
    var reader = DAVXMLReader(bytes)
    do throws(Failure) { return .success(try reader.document()) } catch { return .failure(error) }
  }

  private mutating func document() throws(Failure) -> DAVElement {
    // An XML declaration, comments and processing instructions may come before the root.
    while true {
      skipSpace()
      if starts("<?") {
        try skip(past: "?>")
      } else if starts("<!--") {
        try skip(past: "-->")
      } else if starts("<!") {
        throw Failure(offset: position, expected: "no document type declaration")
      } else {
        break
      }
    }
    guard starts("<") else { throw Failure(offset: position, expected: "the root element") }
    return try element(scopes: [["": ""]])
  }

  /// How deep elements may nest: a multistatus answer is six deep; far more is no answer to read
  /// (and each level is a stack frame here).
  static let deepest = 64

  /// One element, at its `<`; `scopes` are the namespace prefixes declared around it.
  private mutating func element(scopes: [[String: String]]) throws(Failure) -> DAVElement {
    guard scopes.count <= DAVXMLReader.deepest else {
      throw Failure(offset: position, expected: "at most \(DAVXMLReader.deepest) nested elements")
    }
    position += 1
    let qualified = name()
    guard !qualified.isEmpty else { throw Failure(offset: position, expected: "an element name") }
    var attributes: [(String, String)] = []
    var selfClosing = false
    while true {
      skipSpace()
      if starts("/>") {
        position += 2
        selfClosing = true
        break
      }
      if starts(">") {
        position += 1
        break
      }
      let attribute = name()
      guard !attribute.isEmpty else { throw Failure(offset: position, expected: "an attribute or >") }
      skipSpace()
      guard starts("=") else { throw Failure(offset: position, expected: "=") }
      position += 1
      skipSpace()
      guard position < bytes.count, bytes[position] == 0x22 || bytes[position] == 0x27 else {
        throw Failure(offset: position, expected: "a quoted value")
      }
      let quote = bytes[position]
      position += 1
      let start = position
      while position < bytes.count, bytes[position] != quote { position += 1 }
      guard position < bytes.count else { throw Failure(offset: start, expected: "the closing quote") }
      let value = decode(bytes[start..<position])
      position += 1
      attributes.append((attribute, value))
    }
    var scope: [String: String] = [:]
    for (attribute, value) in attributes {
      if attribute == "xmlns" { scope[""] = value }
      if attribute.hasPrefix("xmlns:") { scope[String(attribute.dropFirst(6))] = value }
    }
    // One scope a level, empty when it declares nothing: the depth is the scopes' count.
    let inner = scopes + [scope]
    let (prefix, local) = DAVXMLReader.split(qualified)
    guard let namespace = DAVXMLReader.lookup(prefix, in: inner) else {
      throw Failure(offset: position, expected: "a declared namespace for \(prefix):")
    }
    var element = DAVElement(namespace: namespace, name: local)
    if selfClosing { return element }
    while true {
      guard position < bytes.count else { throw Failure(offset: position, expected: "</\(qualified)>") }
      if starts("</") {
        position += 2
        let closing = name()
        guard closing == qualified else { throw Failure(offset: position, expected: "</\(qualified)>") }
        skipSpace()
        guard starts(">") else { throw Failure(offset: position, expected: ">") }
        position += 1
        return element
      } else if starts("<!--") {
        try skip(past: "-->")
      } else if starts("<![CDATA[") {
        position += 9
        let start = position
        try skip(past: "]]>")
        element.text += String(decoding: bytes[start..<(position - 3)], as: UTF8.self)
      } else if starts("<?") {
        try skip(past: "?>")
      } else if starts("<") {
        element.children.append(try self.element(scopes: inner))
      } else {
        let start = position
        while position < bytes.count, bytes[position] != 0x3C { position += 1 }
        element.text += decode(bytes[start..<position])
      }
    }
  }

  private func starts(_ text: String) -> Bool {
    let utf8 = Array(text.utf8)
    return position + utf8.count <= bytes.count && Array(bytes[position..<(position + utf8.count)]) == utf8
  }

  private mutating func skip(past end: String) throws(Failure) {
    while position < bytes.count {
      if starts(end) {
        position += end.utf8.count
        return
      }
      position += 1
    }
    throw Failure(offset: position, expected: end)
  }

  private mutating func skipSpace() {
    while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
  }

  /// A name: everything up to space, `/`, `>` or `=`.
  private mutating func name() -> String {
    let start = position
    while position < bytes.count, ![0x20, 0x09, 0x0A, 0x0D, 0x2F, 0x3E, 0x3D].contains(bytes[position]) {
      position += 1
    }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  static func split(_ qualified: String) -> (prefix: String, local: String) {
    guard let colon = qualified.firstIndex(of: ":") else { return ("", qualified) }
    return (String(qualified[..<colon]), String(qualified[qualified.index(after: colon)...]))
  }

  static func lookup(_ prefix: String, in scopes: [[String: String]]) -> String? {
    if prefix == "xml" { return "http://www.w3.org/XML/1998/namespace" }
    for scope in scopes.reversed() { if let namespace = scope[prefix] { return namespace } }
    return nil
  }

  /// Text with its entities and character references replaced; one that is not known stays as written.
  private func decode(_ slice: ArraySlice<UInt8>) -> String {
    let text = String(decoding: slice, as: UTF8.self)
    guard text.contains("&") else { return text }
    var result = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      let after = rest[rest.index(after: amp)...]
      guard let semicolon = after.firstIndex(of: ";"),
        after.distance(from: after.startIndex, to: semicolon) <= 10
      else {
        result += "&"
        rest = after
        continue
      }
      let entity = after[..<semicolon]
      let replacement: String? =
        switch entity {
        case "lt": "<"
        case "gt": ">"
        case "amp": "&"
        case "quot": "\""
        case "apos": "'"
        default:
          if entity.hasPrefix("#x"), let code = UInt32(entity.dropFirst(2), radix: 16) {
            Unicode.Scalar(code).map { String(Character($0)) }
          } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()) {
            Unicode.Scalar(code).map { String(Character($0)) }
          } else {
            nil
          }
        }
      if let replacement {
        result += replacement
        rest = after[after.index(after: semicolon)...]
      } else {
        result += "&"
        rest = after
      }
    }
    return result + rest
  }
}

/// Text made safe inside an XML element or a quoted attribute.
func xmlEscaped(_ text: String) -> String {
  var result = ""
  for character in text {
    switch character {
    case "<": result += "&lt;"
    case ">": result += "&gt;"
    case "&": result += "&amp;"
    case "\"": result += "&quot;"
    case "'": result += "&apos;"
    default: result.append(character)
    }
  }
  return result
}

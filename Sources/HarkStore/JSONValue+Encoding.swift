extension JSONValue {
  /// The compact JSON text of this value as UTF-8 bytes; object keys are sorted, so equal values give
  /// equal bytes. Non-finite numbers, which JSON cannot spell, are written as `null`.
  public func encoded() -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(64)
    encode(into: &out)
    return out
  }

  /// The compact JSON text of this value.
  public var jsonText: String { String(decoding: encoded(), as: UTF8.self) }

  /// Appends the compact JSON text of this value to `out`.
  func encode(into out: inout [UInt8]) {
    switch self {
    case .null: out.append(contentsOf: JSONBytes.null)
    case .bool(let value): out.append(contentsOf: value ? JSONBytes.true : JSONBytes.false)
    case .number(let value): JSONValue.encodeNumber(value, into: &out)
    case .string(let value): JSONValue.encodeString(value, into: &out)
    case .array(let elements):
      out.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        element.encode(into: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      JSONValue.encodeObject(members, into: &out)
    }
  }

  static func encodeObject(_ members: [String: JSONValue], into out: inout [UInt8]) {
    out.append(UInt8(ascii: "{"))
    var first = true
    for key in members.keys.sorted() {
      if !first { out.append(UInt8(ascii: ",")) }
      first = false
      encodeString(key, into: &out)
      out.append(UInt8(ascii: ":"))
      members[key, default: .null].encode(into: &out)
    }
    out.append(UInt8(ascii: "}"))
  }

  static func encodeNumber(_ value: Double, into out: inout [UInt8]) {
    guard value.isFinite else {
      out.append(contentsOf: JSONBytes.null)
      return
    }
    if value == value.rounded(.towardZero), abs(value) < 9_007_199_254_740_992 {
      if value == 0 {
        out.append(UInt8(ascii: "0"))  // -0 too: JSON readers disagree about "-0"
        return
      }
      var magnitude = UInt64(abs(value))
      var digits: [UInt8] = []
      while magnitude > 0 {
        digits.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
        magnitude /= 10
      }
      if value < 0 { out.append(UInt8(ascii: "-")) }
      out.append(contentsOf: digits.reversed())
      return
    }
    // Swift prints the shortest text that reads back to the same Double ("1e-07", "1.5e+300").
    out.append(contentsOf: value.description.utf8)
  }

  static func encodeString(_ value: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
      case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
      case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
      case 0x08: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
      case 0x0C: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
      case 0..<0x20, 0x7F:
        let hex = Array("0123456789abcdef".utf8)
        out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
        out.append(hex[Int(byte >> 4)])
        out.append(hex[Int(byte & 0xF)])
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}

/// Byte spellings shared by the encoder and the decoder.
enum JSONBytes {
  static let null: [UInt8] = Array("null".utf8)
  static let `true`: [UInt8] = Array("true".utf8)
  static let `false`: [UInt8] = Array("false".utf8)
}

import Foundation
import Glibc

/// Text bytes in a declared charset turned into Swift text with iconv, with the charset names
/// mail actually carries mapped to what they mean in practice.
enum MIMECharset {
  /// The iconv name to convert `declared` with. Mail labelled GB2312 or GBK is routinely written
  /// with GBK's extra characters, and ISO-8859-1 / US-ASCII with Windows-1252's quotes and
  /// dashes (the WHATWG Encoding Standard maps the labels the same way): the supersets read
  /// both correctly.
  static func iconvName(_ declared: String) -> String {
    let label = declared.trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'")).lowercased()
    switch label {
    case "gb2312", "gbk", "x-gbk", "cp936", "euc-cn", "csgb2312", "gb_2312-80", "chinese", "ms936":
      return "GB18030"
    case "iso-8859-1", "iso8859-1", "latin1", "l1", "us-ascii", "ascii", "ansi_x3.4-1968", "iso_8859-1",
      "cp819":
      return "WINDOWS-1252"
    case "utf8", "utf-8", "unicode-1-1-utf-8":
      return "UTF-8"
    case "big5", "x-x-big5", "cn-big5":
      return "BIG5-HKSCS"
    case "ks_c_5601-1987", "euc-kr", "korean":
      return "CP949"
    default:
      return label
    }
  }

  /// Reads `bytes` as `declared` (UTF-8, else Windows-1252, when nil). Returns the text and
  /// whether the charset was unknown here (then the bytes were read as if undeclared).
  /// Sequences the charset cannot hold become U+FFFD, one each, and reading goes on.
  static func decode(_ bytes: [UInt8], charset declared: String?) -> (text: String, unknown: Bool) {
    guard let declared, !declared.isEmpty else { return (undeclared(bytes), false) }
    let name = iconvName(declared)
    if name == "UTF-8" { return (String(decoding: bytes, as: UTF8.self), false) }
    guard let converted = convert(bytes, from: name) else { return (undeclared(bytes), true) }
    return (converted, false)
  }

  /// Whether iconv here converts from `declared`.
  static func isKnown(_ declared: String) -> Bool {
    let name = iconvName(declared)
    let converter = iconv_open("UTF-8", name)
    guard converter != iconv_t(bitPattern: -1) else { return false }
    iconv_close(converter)
    return true
  }

  /// Undeclared bytes: UTF-8 when they are valid UTF-8, else Windows-1252 (which reads any byte).
  static func undeclared(_ bytes: [UInt8]) -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    return convert(bytes, from: "WINDOWS-1252") ?? String(decoding: bytes, as: UTF8.self)
  }

  /// iconv from `charset` to UTF-8; nil when iconv knows no such charset.
  private static func convert(_ bytes: [UInt8], from charset: String) -> String? {
    let converter = iconv_open("UTF-8", charset)
    guard converter != iconv_t(bitPattern: -1) else { return nil }
    defer { iconv_close(converter) }
    var output = [UInt8]()
    output.reserveCapacity(bytes.count * 2)
    var input = bytes
    input.withUnsafeMutableBufferPointer { inputBuffer in
      guard let inputBase = inputBuffer.baseAddress else { return }
      var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(inputBase).assumingMemoryBound(
        to: CChar.self)
      var inLeft = inputBuffer.count
      var chunk = [UInt8](repeating: 0, count: 16_384)
      while inLeft > 0 {
        let (result, produced, failure) = chunk.withUnsafeMutableBufferPointer { outBuffer in
          var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(outBuffer.baseAddress)?
            .assumingMemoryBound(to: CChar.self)
          var outLeft = outBuffer.count
          let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
          return (result, outBuffer.count - outLeft, errno)
        }
        output.append(contentsOf: chunk[0..<produced])
        if result != -1 { break }
        switch failure {
        case E2BIG:
          continue
        case EILSEQ, EINVAL:
          // A byte the charset does not allow, or a sequence cut off at the end: one
          // replacement character, then the next byte.
          output.append(contentsOf: [0xEF, 0xBF, 0xBD])
          inPointer = inPointer.map { $0 + 1 }
          inLeft -= 1
        default:
          inLeft = 0
        }
      }
    }
    return String(decoding: output, as: UTF8.self)
  }
}

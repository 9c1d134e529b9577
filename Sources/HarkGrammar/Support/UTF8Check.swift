/// Where bytes stop being UTF-8: the one rule for every way text comes in (an argument, `-c`, a line
/// of standard input, a transcript). Such text is refused with the offset of its first bad byte,
/// never decoded with replacement characters: a message must not go out with “�” in place of what
/// the person typed.
public enum UTF8Check {
  /// The 0-based offset of the first byte of `bytes` that does not begin or continue a well-formed
  /// UTF-8 character (a stray continuation byte, a sequence cut short, an overlong or surrogate
  /// form), or nil when all of `bytes` is UTF-8.
  public static func firstInvalidOffset<Bytes: Sequence<UInt8>>(in bytes: Bytes) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// `bytes` as text, or the offset of the first byte that is not UTF-8.
  public static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Result<String, Invalid> {
    if let offset = firstInvalidOffset(in: bytes) { return .failure(Invalid(offset: offset)) }
    return .success(String(decoding: bytes, as: UTF8.self))
  }

  /// Bytes that are not UTF-8, from `offset` on.
  public struct Invalid: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 0-based offset of the first bad byte.
    public let offset: Int

    public init(offset: Int) { self.offset = offset }

    /// The words every path uses after naming what was refused: “is not valid UTF-8 (byte 5)”.
    public var description: String { "is not valid UTF-8 (byte offset \(offset))" }
  }
}

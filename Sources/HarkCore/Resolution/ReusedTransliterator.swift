import CTransliterator
import Foundation
import Synchronization

/// An ICU transliterator opened once and used for every call (see `CTransliterator.h`): Foundation's
/// `applyingTransform` parses the transform's rules at each call. Where ICU's C functions are not
/// linked in, ``apply(_:)`` answers nil and callers use Foundation.
final class ReusedTransliterator: Sendable {
  /// The open transliterator, or nil; one call at a time uses it.
  private let handle: Mutex<UnsafeMutableRawPointer?>
  /// The longest text, in UTF-16 code units, transliterated here; longer text answers nil and is
  /// Foundation's to handle (room for it could pass ICU's 32-bit lengths: a pasted book).
  let longestText: Int

  init(_ id: String, longestText: Int = 1 << 24) {
    self.longestText = longestText
    let units = Array(id.utf16)
    handle = Mutex(hark_transliterator_open(units, Int32(units.count)))
  }

  deinit { handle.withLock { hark_transliterator_close($0) } }

  /// Whether ICU's transliterator opened (false: ``apply(_:)`` always answers nil).
  var isOpen: Bool { handle.withLock { $0 != nil } }

  /// `text` transliterated, or nil when the transliterator is not open, ICU reports an error or
  /// the text is longer than ``longestText``.
  func apply(_ text: String) -> String? {
    handle.withLock { handle -> String? in
      guard let handle else { return nil }
      let input = Array(text.utf16)
      guard input.count <= longestText else { return nil }
      // Han becomes a syllable and a space a character: room for that first, more if ICU asks.
      var capacity = input.count * 8 + 16
      for _ in 0..<4 {
        guard capacity <= Int(Int32.max) else { return nil }
        var buffer = input + [UInt16](repeating: 0, count: capacity - input.count)
        let length = hark_transliterator_apply(handle, &buffer, Int32(input.count), Int32(capacity))
        if length >= 0 { return String(decoding: buffer[..<Int(length)], as: UTF16.self) }
        guard length != Int32.min else { return nil }
        capacity = max(Int(-length), capacity * 2)
      }
      return nil
    }
  }
}

/// The Latin syllable of each Han character met, asked of ICU once per character and process
/// (see ``NameKey/transliterate(_:)``); a few thousand characters cover nearly all text.
final class HanSyllables: Sendable {
  static let shared = HanSyllables()
  private let known = Mutex<[UInt32: String]>([:])

  /// `scalar`'s syllable as ICU reads the character alone ("wang" for 王).
  func syllable(_ scalar: Unicode.Scalar) -> String {
    if let syllable = known.withLock({ $0[scalar.value] }) { return syllable }
    let made = NameKey.icu(String(Character(scalar)))
    known.withLock { $0[scalar.value] = made }
    return made
  }
}

import CExif
import Foundation

/// The EXIF fields Hark writes into a picture it makes (the demo store's pictures).
public struct ExifFields: Sendable, Hashable {
  public var caption: String?
  /// Written as DateTimeOriginal in `timeZone`'s wall clock, with OffsetTimeOriginal.
  public var taken: Date?
  public var timeZone: TimeZone
  public var make: String?
  public var model: String?
  public var coordinate: Coordinate?
  public var keywords: [String]
  /// EXIF Orientation (1-8), as a camera held sideways writes it.
  public var orientation: Int?

  /// Makes the fields.
  public init(
    caption: String? = nil, taken: Date? = nil, timeZone: TimeZone = TimeZone(secondsFromGMT: 0) ?? .current,
    make: String? = nil, model: String? = nil, coordinate: Coordinate? = nil, keywords: [String] = [],
    orientation: Int? = nil
  ) {
    self.caption = caption
    self.taken = taken
    self.timeZone = timeZone
    self.make = make
    self.model = model
    self.coordinate = coordinate
    self.keywords = keywords
    self.orientation = orientation
  }

  /// The EXIF block, as libvips keeps it for a picture's `exif-data` (`Exif\0\0`, then TIFF,
  /// Intel byte order), built with libexif.
  public func block() throws(ImageError) -> [UInt8] {
    guard let data = exif_data_new() else {
      throw .operationFailed(operation: "exif_data_new", reason: "out of memory")
    }
    defer { exif_data_unref(data) }
    exif_data_set_byte_order(data, EXIF_BYTE_ORDER_INTEL)
    let order = EXIF_BYTE_ORDER_INTEL
    func ascii(_ ifd: ExifIfd, _ tag: UInt32, _ text: String) {
      let bytes = Array(text.utf8) + [0]
      _ = hark_exif_set(
        data, ifd, ExifTag(rawValue: tag), EXIF_FORMAT_ASCII, UInt(bytes.count), bytes, UInt32(bytes.count))
    }
    func rationals(_ ifd: ExifIfd, _ tag: UInt32, _ values: [(UInt32, UInt32)]) {
      var bytes = [UInt8](repeating: 0, count: values.count * 8)
      bytes.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        for (index, value) in values.enumerated() {
          hark_exif_set_rational(base + index * 8, order, value.0, value.1)
        }
      }
      _ = hark_exif_set(
        data, ifd, ExifTag(rawValue: tag), EXIF_FORMAT_RATIONAL, UInt(values.count), bytes,
        UInt32(bytes.count))
    }
    if let caption { ascii(EXIF_IFD_0, 0x010E, caption) }
    if let make { ascii(EXIF_IFD_0, 0x010F, make) }
    if let model { ascii(EXIF_IFD_0, 0x0110, model) }
    if !keywords.isEmpty {
      // XPKeywords: UTF-16LE with a NUL, as Windows and exiftool write it.
      let units = Array(keywords.joined(separator: ";").utf16) + [0]
      let bytes = units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
      _ = hark_exif_set(
        data, EXIF_IFD_0, EXIF_TAG_XP_KEYWORDS, EXIF_FORMAT_BYTE, UInt(bytes.count), bytes,
        UInt32(bytes.count))
    }
    if let orientation {
      var bytes: [UInt8] = [0, 0]
      exif_set_short(&bytes, order, UInt16(clamping: orientation))
      _ = hark_exif_set(data, EXIF_IFD_0, EXIF_TAG_ORIENTATION, EXIF_FORMAT_SHORT, 1, bytes, 2)
    }
    if let taken {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = timeZone
      let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: taken)
      let stamp = String(
        format: "%04d:%02d:%02d %02d:%02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0,
        c.minute ?? 0,
        c.second ?? 0)
      let seconds = timeZone.secondsFromGMT(for: taken)
      let offset = String(
        format: "%@%02d:%02d", seconds < 0 ? "-" : "+", abs(seconds) / 3600, abs(seconds) % 3600 / 60)
      ascii(EXIF_IFD_0, 0x0132, stamp)
      ascii(EXIF_IFD_EXIF, 0x9003, stamp)
      ascii(EXIF_IFD_EXIF, 0x9004, stamp)
      ascii(EXIF_IFD_EXIF, 0x9011, offset)
    }
    if let coordinate {
      let version: [UInt8] = [2, 3, 0, 0]
      _ = hark_exif_set(data, EXIF_IFD_GPS, ExifTag(rawValue: 0x0000), EXIF_FORMAT_BYTE, 4, version, 4)
      func dms(_ degrees: Double) -> [(UInt32, UInt32)] {
        let value = abs(degrees)
        let whole = value.rounded(.down)
        let minutes = ((value - whole) * 60).rounded(.down)
        let seconds = ((value - whole) * 60 - minutes) * 60
        return [(UInt32(whole), 1), (UInt32(minutes), 1), (UInt32((seconds * 10_000).rounded()), 10_000)]
      }
      ascii(EXIF_IFD_GPS, 0x0001, coordinate.latitude < 0 ? "S" : "N")
      rationals(EXIF_IFD_GPS, 0x0002, dms(coordinate.latitude))
      ascii(EXIF_IFD_GPS, 0x0003, coordinate.longitude < 0 ? "W" : "E")
      rationals(EXIF_IFD_GPS, 0x0004, dms(coordinate.longitude))
    }
    var bytes: UnsafeMutablePointer<UInt8>?
    var length: UInt32 = 0
    exif_data_save_data(data, &bytes, &length)
    guard let bytes, length > 0 else {
      throw .operationFailed(operation: "exif_data_save_data", reason: "libexif wrote nothing")
    }
    defer { hark_exif_free(bytes) }
    return Array(UnsafeBufferPointer(start: bytes, count: Int(length)))
  }
}

import CExif
import Foundation

/// An EXIF block parsed by libexif, and the fields Hark reads from it.
final class ExifReader {
  private let data: UnsafeMutablePointer<ExifData>
  private let order: ExifByteOrder

  /// Parses a block as libvips keeps it (`Exif\0\0` then the TIFF structure); nil when libexif
  /// finds none.
  init?(_ blob: [UInt8]) {
    // libexif drops tags it has no name for, and those its table does not record in a folder,
    // unless told not to: the Rating (0x4746) is one. Reading, nothing needs fixing.
    guard let data = exif_data_new() else { return nil }
    exif_data_unset_option(data, EXIF_DATA_OPTION_IGNORE_UNKNOWN_TAGS)
    exif_data_unset_option(data, EXIF_DATA_OPTION_FOLLOW_SPECIFICATION)
    blob.withUnsafeBufferPointer { exif_data_load_data(data, $0.baseAddress, UInt32($0.count)) }
    self.data = data
    self.order = exif_data_get_byte_order(data)
  }

  deinit { exif_data_unref(data) }

  func fill(_ metadata: inout PictureMetadata, timeZone: TimeZone) {
    metadata.caption = text(EXIF_IFD_0, EXIF_TAG_IMAGE_DESCRIPTION)
    metadata.make = text(EXIF_IFD_0, EXIF_TAG_MAKE)
    metadata.model = text(EXIF_IFD_0, EXIF_TAG_MODEL)
    metadata.orientation = short(EXIF_IFD_0, EXIF_TAG_ORIENTATION).map(Int.init) ?? 1
    metadata.rating = short(EXIF_IFD_0, ExifTag(rawValue: 0x4746)).map(Int.init)
    metadata.keywords = keywords()
    metadata.taken = date(timeZone: timeZone)
    metadata.coordinate = coordinate()
  }

  private func entry(_ ifd: ExifIfd, _ tag: ExifTag) -> UnsafeMutablePointer<ExifEntry>? {
    hark_exif_entry(data, ifd, tag)
  }

  /// An ASCII field, trimmed of its NUL and spaces; nil when absent or blank.
  func text(_ ifd: ExifIfd, _ tag: ExifTag) -> String? {
    guard let entry = entry(ifd, tag), entry.pointee.format == EXIF_FORMAT_ASCII,
      let bytes = entry.pointee.data
    else { return nil }
    let raw = Array(UnsafeBufferPointer(start: bytes, count: Int(entry.pointee.size)))
    let text = String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self).trimmingCharacters(in: .whitespaces)
    return text.isEmpty ? nil : text
  }

  func short(_ ifd: ExifIfd, _ tag: ExifTag) -> UInt16? {
    guard let entry = entry(ifd, tag), let bytes = entry.pointee.data, entry.pointee.size >= 2 else {
      return nil
    }
    return entry.pointee.format == EXIF_FORMAT_SHORT ? exif_get_short(bytes, order) : nil
  }

  func rationals(_ ifd: ExifIfd, _ tag: ExifTag) -> [Double] {
    guard let entry = entry(ifd, tag), entry.pointee.format == EXIF_FORMAT_RATIONAL,
      let bytes = entry.pointee.data
    else { return [] }
    return (0..<Int(entry.pointee.components)).compactMap { index in
      guard (index + 1) * 8 <= Int(entry.pointee.size) else { return nil }
      let value = exif_get_rational(bytes + index * 8, order)
      return value.denominator == 0 ? nil : Double(value.numerator) / Double(value.denominator)
    }
  }

  /// XPKeywords: UTF-16LE, `;`-separated, NUL-terminated.
  private func keywords() -> [String] {
    guard let entry = entry(EXIF_IFD_0, EXIF_TAG_XP_KEYWORDS), let bytes = entry.pointee.data else {
      return []
    }
    let raw = UnsafeBufferPointer(start: bytes, count: Int(entry.pointee.size))
    let units = stride(from: 0, to: raw.count - 1, by: 2).map { UInt16(raw[$0]) | UInt16(raw[$0 + 1]) << 8 }
    let text = String(decoding: units.prefix { $0 != 0 }, as: UTF16.self)
    return text.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// DateTimeOriginal (`2026:06:01 18:30:00`), else DateTime, in the zone of OffsetTimeOriginal.
  private func date(timeZone: TimeZone) -> Date? {
    let stamp = text(EXIF_IFD_EXIF, EXIF_TAG_DATE_TIME_ORIGINAL) ?? text(EXIF_IFD_0, EXIF_TAG_DATE_TIME)
    guard let stamp else { return nil }
    let zone = text(EXIF_IFD_EXIF, EXIF_TAG_OFFSET_TIME_ORIGINAL).flatMap(Self.zone) ?? timeZone
    return Self.date(stamp, in: zone)
  }

  static func date(_ stamp: String, in zone: TimeZone) -> Date? {
    let numbers = stamp.split(whereSeparator: { $0 == ":" || $0 == " " }).compactMap { Int($0) }
    guard numbers.count >= 6, numbers[0] > 0 else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return calendar.date(
      from: DateComponents(
        year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3], minute: numbers[4],
        second: numbers[5]))
  }

  /// `+02:00` → a zone two hours east of UTC.
  static func zone(_ offset: String) -> TimeZone? {
    let sign: Int = offset.hasPrefix("-") ? -1 : 1
    let parts = offset.dropFirst().split(separator: ":").compactMap { Int($0) }
    guard (offset.hasPrefix("+") || offset.hasPrefix("-")), parts.count == 2 else { return nil }
    return TimeZone(secondsFromGMT: sign * (parts[0] * 3600 + parts[1] * 60))
  }

  private func coordinate() -> Coordinate? {
    let latitude = rationals(EXIF_IFD_GPS, ExifTag(rawValue: 0x0002))
    let longitude = rationals(EXIF_IFD_GPS, ExifTag(rawValue: 0x0004))
    guard latitude.count == 3, longitude.count == 3 else { return nil }
    func degrees(_ parts: [Double]) -> Double { parts[0] + parts[1] / 60 + parts[2] / 3600 }
    let south = text(EXIF_IFD_GPS, ExifTag(rawValue: 0x0001)) == "S"
    let west = text(EXIF_IFD_GPS, ExifTag(rawValue: 0x0003)) == "W"
    return Coordinate(
      latitude: degrees(latitude) * (south ? -1 : 1), longitude: degrees(longitude) * (west ? -1 : 1))
  }
}

import CVips
import Foundation

/// One libvips image, released when the value goes: the operations the looks and the demo scenes
/// are made of, each a new picture (libvips images are immutable but for the draw operations,
/// which ``drawn(_:)`` runs on a private copy in memory).
final class Picture {
  let image: OpaquePointer

  init(owning image: OpaquePointer) { self.image = image }

  deinit { hark_vips_unref(image) }

  /// Opens a picture file (its pixels are read when an operation needs them).
  static func open(_ url: URL, headerOnly: Bool = false) throws(ImageError) -> Picture {
    try VipsRuntime.start()
    let loaded = url.withUnsafeFileSystemRepresentation { path in
      path.flatMap { headerOnly ? hark_vips_load_header($0) : hark_vips_load($0) }
    }
    guard let loaded else { throw .unreadable(path: url.path, reason: VipsRuntime.takeError()) }
    return Picture(owning: loaded)
  }

  /// Reads a picture from the bytes of its file.
  static func decode(_ bytes: [UInt8]) throws(ImageError) -> Picture {
    try VipsRuntime.start()
    let loaded = bytes.withUnsafeBytes { hark_vips_load_buffer($0.baseAddress, $0.count) }
    guard let loaded else { throw .unreadable(path: "(bytes)", reason: VipsRuntime.takeError()) }
    // The buffer must outlive the lazy image: copy the pixels now.
    return try Picture(owning: loaded).inMemory()
  }

  /// Runs one operation that makes a new image.
  static func make(_ name: String, _ body: (UnsafeMutablePointer<OpaquePointer?>) -> Int32)
    throws(ImageError) -> Picture
  {
    try VipsRuntime.start()
    var out: OpaquePointer?
    guard body(&out) == 0, let out else {
      throw .operationFailed(operation: name, reason: VipsRuntime.takeError())
    }
    return Picture(owning: out)
  }

  func then(
    _ name: String,
    _ body: (OpaquePointer, UnsafeMutablePointer<OpaquePointer?>) -> Int32
  )
    throws(ImageError) -> Picture
  {
    try Picture.make(name) { body(image, $0) }
  }

  var width: Int { Int(hark_vips_image_get_width(image)) }
  var height: Int { Int(hark_vips_image_get_height(image)) }
  var bands: Int { Int(hark_vips_image_get_bands(image)) }
  var hasAlpha: Bool { hark_vips_image_hasalpha(image) != 0 }

  /// The EXIF block libvips read from the file (`Exif\0\0` and the TIFF structure), if any.
  var exif: [UInt8]? {
    get {
      guard hark_vips_image_get_typeof(image, "exif-data") != 0 else { return nil }
      var data: UnsafeRawPointer?
      var length = 0
      guard hark_vips_image_get_blob(image, "exif-data", &data, &length) == 0, let data, length > 0 else {
        return nil
      }
      return Array(UnsafeRawBufferPointer(start: data, count: length))
    }
    set {
      guard let newValue else {
        _ = hark_vips_image_remove(image, "exif-data")
        return
      }
      newValue.withUnsafeBytes { hark_vips_image_set_blob_copy(image, "exif-data", $0.baseAddress, $0.count) }
    }
  }

  /// The pixels copied to memory (for drawing, and so a picture outlives the buffer it came from).
  func inMemory() throws(ImageError) -> Picture {
    try then("copy_memory") { hark_vips_copy_memory($0, $1) }
  }

  /// Upright (EXIF orientation applied, and the tag reset to 1 by libvips).
  func upright() throws(ImageError) -> Picture { try then("autorot") { hark_vips_autorot($0, $1) } }

  /// Three bands of sRGB, 8 bits each, with no alpha (flattened onto black), whatever the file had.
  func rgb() throws(ImageError) -> Picture {
    var picture = self
    if hasAlpha { picture = try picture.then("flatten") { hark_vips_flatten($0, $1) } }
    if picture.bands < 3 {
      picture = try picture.then("colourspace") { hark_vips_colourspace($0, $1, VIPS_INTERPRETATION_sRGB) }
    }
    if picture.bands > 3 {
      picture = try picture.then("extract_band") { hark_vips_extract_band($0, $1, 0, 3) }
    }
    return try picture.then("colourspace") { hark_vips_colourspace($0, $1, VIPS_INTERPRETATION_sRGB) }
  }

  func colourspace(_ space: VipsInterpretation) throws(ImageError) -> Picture {
    try then("colourspace") { hark_vips_colourspace($0, $1, space) }
  }

  /// `a * pixel + b`, per band (one pair for all bands, or one per band).
  func linear(_ a: [Double], _ b: [Double]) throws(ImageError) -> Picture {
    try then("linear") { input, out in
      a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { b in
          hark_vips_linear(input, out, a.baseAddress, b.baseAddress, Int32(a.count))
        }
      }
    }
  }

  func adding(_ other: Picture) throws(ImageError) -> Picture {
    try then("add") { hark_vips_add($0, other.image, $1) }
  }

  func subtracting(_ other: Picture) throws(ImageError) -> Picture {
    try then("subtract") { hark_vips_subtract($0, other.image, $1) }
  }

  func multiplying(_ other: Picture) throws(ImageError) -> Picture {
    try then("multiply") { hark_vips_multiply($0, other.image, $1) }
  }

  func band(_ index: Int, count: Int = 1) throws(ImageError) -> Picture {
    try then("extract_band") { hark_vips_extract_band($0, $1, Int32(index), Int32(count)) }
  }

  func joined(_ other: Picture) throws(ImageError) -> Picture {
    try then("bandjoin") { hark_vips_bandjoin2($0, other.image, $1) }
  }

  /// Each output band a weighted sum of the input's bands (`rows` of `bands` weights).
  func recombined(_ rows: [[Double]]) throws(ImageError) -> Picture {
    let values = rows.flatMap { $0 }
    let width = Int32(rows.first?.count ?? 0)
    guard
      let matrix = values.withUnsafeBufferPointer({
        hark_vips_matrix(width, Int32(rows.count), $0.baseAddress)
      })
    else { throw .operationFailed(operation: "matrix", reason: VipsRuntime.takeError()) }
    let owned = Picture(owning: matrix)
    return try then("recomb") { hark_vips_recomb($0, $1, owned.image) }
  }

  func uchar() throws(ImageError) -> Picture { try then("cast") { hark_vips_cast_uchar($0, $1) } }

  func blurred(_ sigma: Double) throws(ImageError) -> Picture {
    try then("gaussblur") { hark_vips_gaussblur($0, $1, sigma) }
  }

  func sharpened() throws(ImageError) -> Picture { try then("sharpen") { hark_vips_sharpen($0, $1) } }

  func rotated(_ angle: VipsAngle) throws(ImageError) -> Picture {
    try then("rot") { hark_vips_rot($0, $1, angle) }
  }

  func cropped(left: Int, top: Int, width: Int, height: Int) throws(ImageError) -> Picture {
    try then("extract_area") {
      hark_vips_extract_area($0, $1, Int32(left), Int32(top), Int32(width), Int32(height))
    }
  }

  /// `condition ? self : other`, blended by the condition's level (0-255).
  func blended(with other: Picture, where condition: Picture) throws(ImageError) -> Picture {
    try Picture.make("ifthenelse") { hark_vips_ifthenelse(condition.image, image, other.image, $0) }
  }

  /// The mean over every pixel and band.
  func average() throws(ImageError) -> Double {
    var value = 0.0
    guard hark_vips_avg(image, &value) == 0 else {
      throw .operationFailed(operation: "avg", reason: VipsRuntime.takeError())
    }
    return value
  }

  /// The mean absolute difference from another picture of the same size, per band value.
  func meanDifference(from other: Picture) throws(ImageError) -> Double {
    let difference = try subtracting(other).then("abs") { hark_vips_abs($0, $1) }
    return try difference.average()
  }

  /// Draws on a copy in memory.
  func drawn(_ draw: (OpaquePointer) -> Int32) throws(ImageError) -> Picture {
    let copy = try inMemory()
    guard draw(copy.image) == 0 else {
      throw .operationFailed(operation: "draw", reason: VipsRuntime.takeError())
    }
    return copy
  }

  /// The picture as JPEG or PNG bytes.
  func encoded(png: Bool = false, quality: Int = 90) throws(ImageError) -> [UInt8] {
    try VipsRuntime.start()
    var buffer: UnsafeMutableRawPointer?
    var length = 0
    let status =
      png
      ? hark_vips_pngsave_buffer(image, &buffer, &length)
      : hark_vips_jpegsave_buffer(image, &buffer, &length, Int32(quality))
    guard status == 0, let buffer else {
      throw .operationFailed(operation: png ? "pngsave" : "jpegsave", reason: VipsRuntime.takeError())
    }
    defer { g_free(buffer) }
    return Array(UnsafeRawBufferPointer(start: buffer, count: length))
  }
}

import CExif
import CVips
import Foundation

/// Writes a look of a picture as a new file beside it; the original is only read.
///
/// The new file is `STEM (LOOK).jpg` (`.png` for a PNG), or `STEM (LOOK 2).jpg` and on when that
/// name is taken: an existing file is never replaced. libvips writes it to a hidden temporary
/// file in the same folder, which is flushed, linked to its name (which fails rather than
/// overwrite) and removed, and the folder is flushed. The EXIF block goes with the pixels
/// (DateTimeOriginal, GPS, camera); libvips sets the new size and, the picture being turned
/// upright first, orientation 1; the ImageDescription gains the look (`… (cinematic)`) so the two
/// pictures can be told apart.
public enum LookWriter {
  /// Applies `look` to the picture at `source`; returns the new file.
  @discardableResult
  public static func apply(_ look: ImageLook, to source: URL) throws(ImageError) -> URL {
    let picture = try Picture.open(source)
    let result = try look.render(picture)
    if let blob = picture.exif {
      let caption = ExifReader(blob)?.text(EXIF_IFD_0, EXIF_TAG_IMAGE_DESCRIPTION)
      result.exif =
        caption.flatMap { try? ExifEditor.replacing(caption: "\($0) (\(look.rawValue))", in: blob) } ?? blob
    }
    // The pixels are upright now: the saved EXIF must say so (libvips writes this field into it).
    hark_vips_image_set_int(result.image, "orientation", 1)
    let png = source.pathExtension.lowercased() == "png"
    let destination = freeName(for: source, look: look, ext: png ? "png" : "jpg")
    try write(result, to: destination, png: png)
    return destination
  }

  /// The first name of `STEM (LOOK).EXT`, `STEM (LOOK 2).EXT`, … that no file has.
  static func freeName(for source: URL, look: ImageLook, ext: String) -> URL {
    let folder = source.deletingLastPathComponent()
    let stem = source.deletingPathExtension().lastPathComponent
    var number = 1
    while true {
      let suffix = number == 1 ? look.rawValue : "\(look.rawValue) \(number)"
      let candidate = folder.appendingPathComponent("\(stem) (\(suffix)).\(ext)")
      var info = stat()
      if lstat(candidate.path, &info) != 0 { return candidate }
      number += 1
    }
  }

  static func write(_ picture: Picture, to destination: URL, png: Bool) throws(ImageError) {
    let folder = destination.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(destination.lastPathComponent).hark-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).\(png ? "png" : "jpg")"
    )
    let saved = temporary.path.withCString {
      png ? hark_vips_pngsave(picture.image, $0) : hark_vips_jpegsave(picture.image, $0, 90)
    }
    defer { unlink(temporary.path) }
    guard saved == 0 else { throw .unwritable(path: destination.path, reason: VipsRuntime.takeError()) }
    if let problem = flush(temporary.path, flags: O_RDONLY) {
      throw .unwritable(path: destination.path, reason: problem)
    }
    guard link(temporary.path, destination.path) == 0 else {
      let code = errno
      if code == EEXIST { throw .destinationExists(path: destination.path) }
      throw .unwritable(path: destination.path, reason: String(cString: strerror(code)))
    }
    if let problem = flush(folder.path, flags: O_RDONLY | O_DIRECTORY) {
      throw .unwritable(path: destination.path, reason: problem)
    }
  }

  /// fsync of a file or folder; the system's words when it fails.
  private static func flush(_ path: String, flags: Int32) -> String? {
    let descriptor = open(path, flags | O_CLOEXEC)
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    defer { close(descriptor) }
    return fsync(descriptor) == 0 ? nil : String(cString: strerror(errno))
  }
}

/// Edits one field of an EXIF block with libexif, keeping the rest.
enum ExifEditor {
  static func replacing(caption: String, in blob: [UInt8]) throws(ImageError) -> [UInt8] {
    guard
      let data = blob.withUnsafeBufferPointer({ exif_data_new_from_data($0.baseAddress, UInt32($0.count)) })
    else { throw .operationFailed(operation: "exif_data_new_from_data", reason: "no EXIF") }
    defer { exif_data_unref(data) }
    let bytes = Array(caption.utf8) + [0]
    guard
      hark_exif_set(
        data, EXIF_IFD_0, EXIF_TAG_IMAGE_DESCRIPTION, EXIF_FORMAT_ASCII, UInt(bytes.count), bytes,
        UInt32(bytes.count)) == 0
    else { throw .operationFailed(operation: "exif set", reason: "ImageDescription") }
    var out: UnsafeMutablePointer<UInt8>?
    var length: UInt32 = 0
    exif_data_save_data(data, &out, &length)
    guard let out, length > 0 else {
      throw .operationFailed(operation: "exif_data_save_data", reason: "nothing written")
    }
    defer { hark_exif_free(out) }
    return Array(UnsafeBufferPointer(start: out, count: Int(length)))
  }
}

internal import CGMime

/// GMime's one-time set-up and the GObject plumbing the readers and the writer share.
enum MIMELibrary {
  /// `g_mime_init()` runs once, the first time any MIME code needs GMime; a `static let`'s
  /// initializer runs exactly once even when several threads reach it together.
  private static let initialized: Bool = {
    g_mime_init()
    return true
  }()

  /// Makes sure GMime is initialised before a call into it.
  static func ensureInitialized() {
    _ = initialized
  }

  /// Whether a GObject instance is of `type` (GMime's `GMIME_IS_…` macros, which Swift cannot import).
  static func instance(_ object: UnsafeMutableRawPointer, isA type: GType) -> Bool {
    g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), type) != 0
  }

  /// Drops one reference to a GObject made by a `_new` or `construct` call.
  static func unref(_ object: UnsafeMutableRawPointer?) {
    if let object { g_object_unref(object) }
  }

  /// A C string GMime returned (not owned) as Swift text, invalid UTF-8 repaired.
  static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    return String(decoding: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)), as: UTF8.self)
  }

  /// A C string GMime allocated for us (`g_free` after copying).
  static func ownedString(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    defer { g_free(pointer) }
    return string(pointer)
  }

  /// The bytes written into a memory stream so far.
  static func bytes(ofMemoryStream stream: UnsafeMutablePointer<GMimeStream>) -> [UInt8] {
    let memory = UnsafeMutableRawPointer(stream).assumingMemoryBound(to: GMimeStreamMem.self)
    guard let array = g_mime_stream_mem_get_byte_array(memory), let data = array.pointee.data else {
      return []
    }
    return Array(UnsafeBufferPointer(start: data, count: Int(array.pointee.len)))
  }
}

import CVips

/// libvips started once per process.
///
/// `vips_init` must run before any operation; its operation cache is turned off, since a cached
/// load of a path would hand back a picture's old pixels after another program rewrote the file,
/// and so is its liborc vector code (see below).
enum VipsRuntime {
  private static let started: String? = {
    // Opened here, on the first picture, not linked: see CVips's shim.
    if let why = hark_vips_open() { return String(cString: why) }
    guard hark_vips_init("hark") == 0 else { return VipsRuntime.takeError() }
    hark_vips_cache_set_max(0)
    // No run-time generated SIMD code (liborc): a test run crashed inside liborc with a bad
    // pointer while libvips worked on a demo picture on another thread; the plain C paths are
    // fast enough for pictures a person applies a look to one at a time.
    hark_vips_vector_set_enabled(0)
    return nil
  }()

  /// Starts libvips if it has not started; throws when it cannot.
  static func start() throws(ImageError) {
    if let problem = started { throw .libraryUnavailable(problem) }
  }

  /// libvips's error buffer, emptied.
  static func takeError() -> String {
    let message = hark_vips_error_buffer().map { String(cString: $0) } ?? ""
    hark_vips_error_clear()
    let trimmed = message.split(separator: "\n").first.map(String.init) ?? ""
    return trimmed.isEmpty ? "unknown error" : trimmed
  }
}

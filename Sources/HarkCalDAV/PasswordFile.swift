import Foundation

/// A password kept in a file of its own (`password-file = …` in the sources file), never on the
/// command line where other users' `ps` sees it. The file must belong to the user and be readable
/// by them only (mode 600 or 400): a password others can read is refused, as ssh refuses a key.
public enum PasswordFile {
  /// The password: the file's first line, without its line end.
  public static func read(_ file: URL) throws(CalDAVError) -> String {
    let path = file.path
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .passwordFile(path: path, problem: .unreadable(String(cString: strerror(errno))))
    }
    defer { close(descriptor) }
    // The checks are on the opened file itself, so a file swapped in after them is not read.
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .passwordFile(path: path, problem: .unreadable(String(cString: strerror(errno))))
    }
    guard status.st_uid == getuid() else { throw .passwordFile(path: path, problem: .notOwned) }
    let mode = UInt32(status.st_mode) & 0o777
    guard mode & 0o077 == 0 else { throw .passwordFile(path: path, problem: .readableByOthers(mode: mode)) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .passwordFile(path: path, problem: .unreadable(String(cString: strerror(errno))))
      }
      if count == 0 { break }
      bytes += buffer[..<count]
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let password = String(text.prefix { $0 != "\n" && $0 != "\r\n" && $0 != "\r" })
    guard !password.isEmpty else { throw .passwordFile(path: path, problem: .empty) }
    return password
  }
}

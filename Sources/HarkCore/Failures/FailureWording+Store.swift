import Foundation
import HarkGrammar
import HarkStore

/// Store faults in words: each `StoreError` kind by its own phrase, a system call's failure by
/// what it was doing (reading, writing, locking) and the errno by a phrase where the language has
/// one (`system_no_space`, 磁盘空间不足), else the system's message.
extension FailureWording {
  /// A store error in words.
  func reason(_ error: StoreError, language: Language) -> String {
    switch error {
    case .notADirectory(let path):
      say(.storeNotADirectory, language, ["path": path])
    case .unreadable(let path, let reason):
      say(.storeUnreadable, language, ["path": path, "reason": reason])
    case .notAStore(let path):
      say(.storeNotAStore, language, ["path": path, "marker": StoreError.markerName])
    case .newerFormat(let path, let found, let supported):
      say(
        .storeNewerFormat, language, ["path": path, "found": String(found), "supported": String(supported)])
    case .notEmpty(let path):
      say(.storeNotEmpty, language, ["path": path])
    case .invalidName(let name):
      say(.storeInvalidName, language, ["name": name])
    case .outsideStore(let path):
      say(.storeOutside, language, ["path": path])
    case .symbolicLink(let path):
      say(.storeSymbolicLink, language, ["path": path])
    case .notARegularFile(let path, let kind):
      say(.storeNotARegularFile, language, ["path": path, "kind": kind])
    case .hardLink(let path, let links):
      say(.storeHardLink, language, ["path": path, "links": String(links)])
    case .staleIndex(let path):
      say(.storeStaleIndex, language, ["path": path])
    case .locked(let path, let code):
      say(.storeLocked, language, ["path": path, "system": system(code, language)])
    case .io(let path, let operation, let code):
      say(
        FailureWording.isWrite(operation) ? .storeWriteFailed : .storeReadFailed, language,
        ["path": path, "operation": operation, "system": system(code, language)])
    case .readOnly(let path):
      // Opened read-only on purpose; said as a write the file system refused.
      say(
        .storeWriteFailed, language, ["path": path, "operation": "write", "system": system(EROFS, language)])
    }
  }

  /// Whether the system call `operation` was changing the store (else it was reading it).
  static func isWrite(_ operation: String) -> Bool {
    ["write", "fsync", "fdatasync", "ftruncate", "rename", "unlink", "rmdir", "mkdir", "chmod", "fcntl"]
      .contains(operation)
  }

  /// An errno in words: the language's phrase for its kind, else `system_error` (in English the
  /// system's message; in Chinese the number).
  func system(_ code: Int32, _ language: Language) -> String {
    let arguments = ["code": String(code), "message": StoreError.systemMessage(code)]
    if let key = FailureWording.systemKeys[code],
      let template = response(key, language)
    {
      return Phrases.fill(template, arguments)
    }
    return say(.systemError, language, arguments)
  }

  /// The errnos a person can do something about, by what they mean.
  static let systemKeys: [Int32: PhraseKey] = [
    ENOSPC: .systemNoSpace, EDQUOT: .systemNoSpace, EACCES: .systemPermissionDenied,
    EPERM: .systemPermissionDenied, EROFS: .systemReadOnly, ENOENT: .systemNoSuchFile,
    ENAMETOOLONG: .systemNameTooLong, EMFILE: .systemTooManyOpenFiles, ENFILE: .systemTooManyOpenFiles,
    EIO: .systemInputOutput,
  ]
}

import Foundation
import HarkGrammar

/// A failure of the person's own data where it lives (a calendar folder of `.ics` files, a
/// calendar server): what went wrong and where, as values the shell words like every failure.
/// Apps map their libraries' errors to it, so HarkCore needs none of those libraries.
public enum SourceFailure: Sendable, Hashable {
  /// A file that could not be read as what it should be: where (line 0 for the whole file).
  case unreadable(path: String, line: Int)
  /// The item changed (another program wrote it) since it was read: nothing was written.
  case changedElsewhere(name: String)
  /// The folder is missing or not a folder.
  case missingFolder(path: String)
  /// A system call failed on `path`.
  case io(path: String, operation: String, errno: Int32)
  /// No server answered at `location` (refused, timed out, name unknown).
  case unreachable(location: String)
  /// The server refused the account's credentials (HTTP 401 or 403).
  case credentialsRefused(location: String)
  /// The server answered something else than what was asked: its status.
  case serverAnswered(location: String, status: Int)
  /// The file holding an account's password can be read by other users: refused until it is not.
  case secretReadableByOthers(path: String)
  /// Nothing may be written there: the calendar is read-only, or none is writable (nil).
  case readOnly(name: String?)
  /// The event could not be written as asked (a day that does not exist, no title).
  case invalidEvent
  /// The mail transport (`sendmail -t -oi`, msmtp …) refused the message: its exit status and the
  /// first line it wrote. Nothing was sent; the draft is kept.
  case transportFailed(program: String, status: Int32, message: String)
  /// The mail transport named in the sources is not installed (not on the PATH).
  case transportMissing(program: String)
  /// The mail transport did not finish in time; it was stopped.
  case transportTimedOut(program: String, seconds: Int)
  /// The mail index (a notmuch database) could not be opened or asked: notmuch's own reason.
  case mailIndex(path: String, reason: String)
  /// The mailbox is marked `read-only = yes` in the sources: nothing is drafted, sent or moved.
  case mailboxReadOnly(name: String)
  /// The folder of files or pictures is marked `read-only = yes` in the sources: nothing is
  /// renamed, trashed or written there.
  case folderReadOnly(name: String)
  /// No music server (MPD) answers at `location`; `config` is the `mpd.conf` that starts the
  /// store's own (the demo's), nil for the person's server.
  case musicServerAbsent(location: String, config: String?)
  /// The music server refused or failed a command: MPD's own message.
  case musicServer(location: String, message: String)
  /// An app from outside answered that it could not do it: its own words (made inert by the
  /// printer, as all stored text).
  case appAnswered(app: String, message: String)
  /// An app from outside failed and was stopped; it is started again at the next request.
  case appStopped(app: String, problem: AppProblem)
  /// An app from outside that the person has not said may run (or whose executable changed
  /// since): it was not started.
  case appNotTrusted(app: String, id: String)

  /// How an app from outside failed.
  public enum AppProblem: Sendable, Hashable {
    /// Its executable could not be run.
    case couldNotStart(path: String)
    /// It ended before it answered: its exit status, or 128 + the signal.
    case ended(status: Int32)
    /// It did not answer within its deadline.
    case timedOut(seconds: Double)
    /// It wrote more than an answer may hold.
    case flooded(bytes: Int)
    /// It wrote what is not a JSON-RPC answer, or an answer Hark cannot use: why.
    case malformed(reason: String)
  }
}

extension FailureWording {
  /// A data source's failure in words.
  func reason(_ failure: SourceFailure, language: Language) -> String {
    switch failure {
    case .unreadable(let path, let line):
      say(
        line > 0 ? .sourceUnreadableLine : .sourceUnreadable, language, ["path": path, "line": String(line)])
    case .changedElsewhere(let name): say(.sourceChangedElsewhere, language, ["name": name])
    case .missingFolder(let path): say(.sourceMissingFolder, language, ["path": path])
    case .io(let path, let operation, let code):
      say(
        FailureWording.isWrite(operation) ? .storeWriteFailed : .storeReadFailed, language,
        ["path": path, "operation": operation, "system": system(code, language)])
    case .unreachable(let location): say(.sourceUnreachable, language, ["location": location])
    case .credentialsRefused(let location): say(.sourceCredentialsRefused, language, ["location": location])
    case .serverAnswered(let location, let status):
      say(.sourceServerAnswered, language, ["location": location, "status": String(status)])
    case .secretReadableByOthers(let path): say(.sourceSecretReadableByOthers, language, ["path": path])
    case .readOnly(let name?): say(.sourceReadOnly, language, ["name": name])
    case .readOnly(nil): say(.sourceNoneWritable, language)
    case .invalidEvent: say(.sourceInvalidEvent, language)
    case .transportFailed(let program, let status, let message):
      say(
        .sourceTransportFailed, language, ["program": program, "status": String(status), "message": message])
    case .transportMissing(let program): say(.sourceTransportMissing, language, ["program": program])
    case .transportTimedOut(let program, let seconds):
      say(.sourceTransportTimedOut, language, ["program": program, "seconds": String(seconds)])
    case .mailIndex(let path, let reason): say(.sourceMailIndex, language, ["path": path, "reason": reason])
    case .mailboxReadOnly(let name): say(.sourceMailboxReadOnly, language, ["name": name])
    case .folderReadOnly(let name): say(.sourceFolderReadOnly, language, ["name": name])
    case .musicServerAbsent(let location, let config?):
      say(.sourceMusicServerAbsentStart, language, ["location": location, "config": config])
    case .appAnswered(let app, let message):
      say(.sourceAppAnswered, language, ["app": app, "message": message])
    case .appNotTrusted(let app, let id): say(.sourceAppNotTrusted, language, ["app": app, "id": id])
    case .appStopped(let app, .couldNotStart(let path)):
      say(.sourceAppCouldNotStart, language, ["app": app, "path": path])
    case .appStopped(let app, .ended(let status)):
      say(.sourceAppEnded, language, ["app": app, "status": String(status)])
    case .appStopped(let app, .timedOut(let seconds)):
      say(.sourceAppTimedOut, language, ["app": app, "seconds": FailureWording.seconds(seconds)])
    case .appStopped(let app, .flooded(let bytes)):
      say(.sourceAppFlooded, language, ["app": app, "size": FailureWording.size(bytes)])
    case .appStopped(let app, .malformed(let reason)):
      say(.sourceAppMalformed, language, ["app": app, "reason": reason])
    case .musicServerAbsent(let location, nil):
      say(.sourceMusicServerAbsent, language, ["location": location])
    case .musicServer(let location, let message):
      say(.sourceMusicServer, language, ["location": location, "message": message])
    }
  }
}

extension FailureWording {
  /// Seconds as a deadline is said: whole ones without a fraction (5), others to a tenth (0.5).
  static func seconds(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e9 ? String(Int(value)) : String(format: "%.1f", value)
  }

  /// A size in bytes as a limit is said: whole MiB or KiB, else bytes.
  static func size(_ bytes: Int) -> String {
    if bytes >= 1 << 20 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }
}

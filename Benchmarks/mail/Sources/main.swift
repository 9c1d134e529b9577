// The mail benchmark's processes (Benchmarks/mail/run.sh): Hark's refresh into a fresh notmuch
// database, timed beside `notmuch new`, and a cold one-shot find through NotmuchIndex, timed
// beside a `notmuch search` process on the same database.
//
//   hark-mail-bench index MAILDIR DATABASE             refresh (makes DATABASE when missing)
//   hark-mail-bench find MAILDIR DATABASE [QUERY…]     search, newest first, print the messages
//   hark-mail-bench query [QUERY…]                     print the notmuch query string only
//
// QUERY: --from WORD, --to WORD, --subject WORD, --word WORD, --since EPOCH, --until EPOCH,
// --unread, --read, --attachment, --folder NAME, --limit N (find: 20 unless given).
import Foundation
import HarkNotmuch

func fail(_ text: String) -> Never {
  FileHandle.standardError.write(Data("hark-mail-bench: \(text)\n".utf8))
  exit(2)
}

func parseQuery(_ arguments: ArraySlice<String>) -> (MailQuery, Int) {
  var query = MailQuery()
  var limit = 20
  var rest = arguments
  while let flag = rest.popFirst() {
    func value() -> String {
      guard let next = rest.popFirst() else { fail("\(flag) needs a value") }
      return next
    }
    func number() -> Double {
      guard let read = Double(value()) else { fail("\(flag) needs a number") }
      return read
    }
    switch flag {
    case "--from": query.from.append(value())
    case "--to": query.to.append(value())
    case "--subject": query.subjectWords.append(value())
    case "--word": query.words.append(value())
    case "--since": query.since = Date(timeIntervalSince1970: number())
    case "--until": query.until = Date(timeIntervalSince1970: number())
    case "--unread": query.unread = true
    case "--read": query.unread = false
    case "--attachment": query.hasAttachment = true
    case "--folder": query.folder = value()
    case "--limit": limit = Int(number())
    default: fail("unknown flag \(flag)")
    }
  }
  return (query, limit)
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else { fail("usage: hark-mail-bench index|find|query …") }
switch arguments[1] {
case "query":
  print(parseQuery(arguments.dropFirst(2)).0.notmuchQuery)
case "index":
  guard arguments.count == 4 else { fail("usage: hark-mail-bench index MAILDIR DATABASE") }
  let started = Date()
  do {
    let index = try NotmuchIndex(
      database: URL(fileURLWithPath: arguments[3]), mailRoot: URL(fileURLWithPath: arguments[2]),
      create: true, writable: true)
    let report = try index.refresh()
    let seconds = Date().timeIntervalSince(started)
    print(
      "added \(report.added), removed \(report.removed), renamed \(report.renamed), "
        + "skipped \(report.skipped) in \(String(format: "%.1f", seconds)) s")
  } catch {
    fail("\(error)")
  }
case "find":
  guard arguments.count >= 4 else { fail("usage: hark-mail-bench find MAILDIR DATABASE [QUERY…]") }
  let (query, limit) = parseQuery(arguments.dropFirst(4))
  do {
    let index = try NotmuchIndex(
      database: URL(fileURLWithPath: arguments[3]), mailRoot: URL(fileURLWithPath: arguments[2]),
      create: false, writable: false)
    let found = try index.search(query, limit: limit)
    var output = ""
    for mail in found {
      let tags = mail.tags.sorted().joined(separator: " ")
      output += "\(Int(mail.date.timeIntervalSince1970)) \(mail.from); \(mail.subject) (\(tags))\n"
    }
    output += "\(found.count) messages\n"
    FileHandle.standardOutput.write(Data(output.utf8))
  } catch {
    fail("\(error)")
  }
default:
  fail("unknown command \(arguments[1])")
}

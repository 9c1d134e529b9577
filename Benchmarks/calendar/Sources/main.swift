// The calendar benchmark's one-shot: list the occurrences of a window of days from a vdir folder
// through VdirCalendar and its index in the cache folder, as `hark -c "what's on my calendar this
// week"` will (Benchmarks/calendar/run.sh times it as a whole process beside `khal list`).
//
//   hark-calendar-bench FOLDER CACHE_FOLDER YYYY-MM-DD DAYS [ZONE]
import Foundation
import HarkICalendar

let arguments = CommandLine.arguments
guard arguments.count >= 5, let days = Int(arguments[4]) else {
  FileHandle.standardError.write(
    Data("usage: hark-calendar-bench FOLDER CACHE_FOLDER YYYY-MM-DD DAYS [ZONE]\n".utf8))
  exit(2)
}
let zone = arguments.count > 5 ? TimeZone(identifier: arguments[5]) ?? .gmt : .gmt
let parts = arguments[3].split(separator: "-").compactMap { Int($0) }
guard parts.count == 3 else { exit(2) }
let first = EventTime.date(CalendarDay(year: parts[0], month: parts[1], day: parts[2]))
let window = DateInterval(
  start: first.date(in: zone), end: first.adding(seconds: Int64(days) * 86_400).date(in: zone))
let calendar = VdirCalendar(folder: arguments[1], cacheFolder: arguments[2])
do {
  let found = try calendar.occurrences(in: window, timeZone: zone)
  var output = ""
  for occurrence in found.elements {
    // The wall clock of the reader's zone, without Foundation's Calendar (ICU's calendar code
    // would be most of the time spent printing).
    let local = EventTime.zoned(occurrence.start, in: zone).local
    let when = occurrence.isAllDay ? "\(occurrence.startTime.local.day)" : "\(local)"
    output += "\(when) \(occurrence.event.summary ?? "")\n"
  }
  output += "\(found.elements.count) occurrences, \(found.problems.count) unreadable files\n"
  FileHandle.standardOutput.write(Data(output.utf8))
} catch {
  FileHandle.standardError.write(Data("hark-calendar-bench: \(error)\n".utf8))
  exit(1)
}

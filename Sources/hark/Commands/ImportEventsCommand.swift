import Foundation
import HarkApps
import HarkCore

/// `hark import-events`: the events a store kept before calendars were `.ics` files
/// (`calendar/events.jsonl`) written into the default calendar, once; run again, it writes none
/// twice. Says how many, and where.
enum ImportEventsCommand {
  static func run(_ setup: ShellSetup) throws(ShellSetup.Failure) -> Int32 {
    let (environment, _) = try setup.shellEnvironment(notice: { Output.error($0) })
    let context = environment.context(for: CalendarApp())
    do {
      let result = try CalendarApp.convertStoredEvents(in: context)
      let home = setup.environment["HOME"]
      let place =
        context.sources.calendars.first { $0.name == result.calendar }?.described(home: home)
        ?? (result.calendar ?? "")
      Output.write(
        "converted \(result.converted) events (\(result.alreadyThere) already there) into \(place)\n")
      return 0
    } catch {
      Output.error("hark: " + IntentError.englishReason(error))
      return 1
    }
  }
}

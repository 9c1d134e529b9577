import Foundation
import HarkCore

/// `hark sources`: the calendars, address books, mailboxes, folders of files and pictures and the
/// music server in use and why (which file and line
/// named each, or the store's own folder). A problem in a sources file or a tool's config is printed
/// as file:line:col and the command exits 1; the sections that read correctly are still listed.
enum SourcesCommand {
  static func run(_ setup: ShellSetup) -> Int32 {
    let sources = DataSources.load(store: setup.storePath(), environment: setup.environment)
    for problem in sources.problems { Output.error("hark: " + problem.rendered) }
    let home = setup.environment["HOME"]
    for calendar in sources.calendars { Output.write(calendar.described(home: home) + "\n") }
    for book in sources.addressBooks { Output.write(book.described(home: home) + "\n") }
    for mailbox in sources.mail { Output.write(mailbox.described(home: home) + "\n") }
    for folder in sources.files { Output.write(folder.described(kind: .files, home: home) + "\n") }
    for folder in sources.pictures { Output.write(folder.described(kind: .pictures, home: home) + "\n") }
    if let music = sources.music { Output.write(music.described(home: home) + "\n") }
    return sources.problems.isEmpty ? 0 : 1
  }
}

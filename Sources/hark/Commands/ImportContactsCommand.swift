import Foundation
import HarkApps
import HarkCore

/// `hark import-contacts`: the people a store kept before contacts were vCard files
/// (`contacts/people.jsonl`) written into the default address book as `.vcf` files, once; run
/// again, it writes none twice. Says how many, and where.
enum ImportContactsCommand {
  static func run(_ setup: ShellSetup) throws(ShellSetup.Failure) -> Int32 {
    let (environment, _) = try setup.shellEnvironment(notice: { Output.error($0) })
    let context = environment.context(for: Contacts())
    do {
      let result = try Contacts.convertStoredPeople(in: context)
      Output.write(
        "converted \(result.converted) contacts (\(result.alreadyThere) already there) into \(result.folder ?? "")\n"
      )
      return 0
    } catch {
      Output.error("hark: " + IntentError.englishReason(error))
      return 1
    }
  }
}

import Foundation
import HarkApps
import HarkCore

/// `hark import-mail`: the mail a store kept before mail was a Maildir (`mail/messages.jsonl`,
/// `mail/drafts.jsonl`) written into the Maildir as MIME messages, once; run again, it writes
/// none twice. Says how many, and where.
enum ImportMailCommand {
  static func run(_ setup: ShellSetup) throws(ShellSetup.Failure) -> Int32 {
    let (environment, _) = try setup.shellEnvironment(notice: { Output.error($0) })
    let context = environment.context(for: Mail())
    do {
      let result = try Mail.convertStoredMail(in: context)
      let home = setup.environment["HOME"]
      var place = result.maildir?.path ?? ""
      if let home, !home.isEmpty, place.hasPrefix(home + "/") { place = "~" + place.dropFirst(home.count) }
      Output.write(
        "converted \(result.converted) mails (\(result.alreadyThere) already there) into \(place)\n")
      return 0
    } catch {
      Output.error("hark: " + IntentError.englishReason(error))
      return 1
    }
  }
}

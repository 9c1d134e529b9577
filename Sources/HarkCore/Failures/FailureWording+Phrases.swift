/// The phrases failures are said with: `responses` keys of `Grammars/_common/<language>.yaml`.
extension PhraseKey {
  static let failureNeedsValue: PhraseKey = "failure_needs_value"
  static let noticeLeftOut: PhraseKey = "notice_left_out"
  static let failureAlreadyExists: PhraseKey = "failure_already_exists"
  static let failureAlreadyExistsIn: PhraseKey = "failure_already_exists_in"
  static let failureNoLongerThere: PhraseKey = "failure_no_longer_there"
  static let failureNoLongerThereUnnamed: PhraseKey = "failure_no_longer_there_unnamed"
  static let failureEmpty: PhraseKey = "failure_empty"
  static let failureNotYours: PhraseKey = "failure_not_yours"
  static let failureForbiddenCharacter: PhraseKey = "failure_forbidden_character"
  static let failureEndsBeforeStart: PhraseKey = "failure_ends_before_start"
  static let failureLacks: PhraseKey = "failure_lacks"
  static let failureAmbiguousPerson: PhraseKey = "failure_ambiguous_person"
  static let failureListSeparator: PhraseKey = "failure_list_separator"
  static let failureNoEmailAddress: PhraseKey = "failure_no_email_address"
  static let failureUnknownEmailAddress: PhraseKey = "failure_unknown_email_address"
  static let failurePersonNotKept: PhraseKey = "failure_person_not_kept"
  static let failureUnknownParameter: PhraseKey = "failure_unknown_parameter"
  static let failureWrongKind: PhraseKey = "failure_wrong_kind"
  static let failureNotImplemented: PhraseKey = "failure_not_implemented"
  static let sourceUnreadable: PhraseKey = "source_unreadable"
  static let sourceUnreadableLine: PhraseKey = "source_unreadable_line"
  static let sourceChangedElsewhere: PhraseKey = "source_changed_elsewhere"
  static let sourceMissingFolder: PhraseKey = "source_missing_folder"
  static let sourceUnreachable: PhraseKey = "source_unreachable"
  static let sourceCredentialsRefused: PhraseKey = "source_credentials_refused"
  static let sourceServerAnswered: PhraseKey = "source_server_answered"
  static let sourceReadOnly: PhraseKey = "source_read_only"
  static let sourceSecretReadableByOthers: PhraseKey = "source_secret_readable_by_others"
  static let sourceNoneWritable: PhraseKey = "source_none_writable"
  static let sourceInvalidEvent: PhraseKey = "source_invalid_event"
  static let sourceTransportFailed: PhraseKey = "source_transport_failed"
  static let sourceTransportMissing: PhraseKey = "source_transport_missing"
  static let sourceTransportTimedOut: PhraseKey = "source_transport_timed_out"
  static let sourceMailIndex: PhraseKey = "source_mail_index"
  static let sourceMailboxReadOnly: PhraseKey = "source_mailbox_read_only"
  static let sourceMusicServerAbsent: PhraseKey = "source_music_server_absent"
  static let sourceFolderReadOnly: PhraseKey = "source_folder_read_only"
  static let sourceMusicServerAbsentStart: PhraseKey = "source_music_server_absent_start"
  static let sourceMusicServer: PhraseKey = "source_music_server"
  static let sourceAppAnswered: PhraseKey = "source_app_answered"
  static let sourceAppNotTrusted: PhraseKey = "source_app_not_trusted"
  static let sourceAppCouldNotStart: PhraseKey = "source_app_could_not_start"
  static let sourceAppEnded: PhraseKey = "source_app_ended"
  static let sourceAppTimedOut: PhraseKey = "source_app_timed_out"
  static let sourceAppFlooded: PhraseKey = "source_app_flooded"
  static let sourceAppMalformed: PhraseKey = "source_app_malformed"
  static let failureAttachmentNotKept: PhraseKey = "failure_attachment_not_kept"
  static let failureAttachmentUnreadable: PhraseKey = "failure_attachment_unreadable"
  static let failureSomeValue: PhraseKey = "failure_some_value"
  static let failureUnexpected: PhraseKey = "failure_unexpected"
  static let storeNotADirectory: PhraseKey = "store_not_a_directory"
  static let storeUnreadable: PhraseKey = "store_unreadable"
  static let storeNotAStore: PhraseKey = "store_not_a_store"
  static let storeNewerFormat: PhraseKey = "store_newer_format"
  static let storeNotEmpty: PhraseKey = "store_not_empty"
  static let storeInvalidName: PhraseKey = "store_invalid_name"
  static let storeOutside: PhraseKey = "store_outside"
  static let storeSymbolicLink: PhraseKey = "store_symbolic_link"
  static let storeNotARegularFile: PhraseKey = "store_not_a_regular_file"
  static let storeHardLink: PhraseKey = "store_hard_link"
  static let storeStaleIndex: PhraseKey = "store_stale_index"
  static let storeLocked: PhraseKey = "store_locked"
  static let storeReadFailed: PhraseKey = "store_read_failed"
  static let storeWriteFailed: PhraseKey = "store_write_failed"
  static let systemError: PhraseKey = "system_error"
  static let systemNoSpace: PhraseKey = "system_no_space"
  static let systemPermissionDenied: PhraseKey = "system_permission_denied"
  static let systemReadOnly: PhraseKey = "system_read_only"
  static let systemNoSuchFile: PhraseKey = "system_no_such_file"
  static let systemNameTooLong: PhraseKey = "system_name_too_long"
  static let systemTooManyOpenFiles: PhraseKey = "system_too_many_open_files"
  static let systemInputOutput: PhraseKey = "system_input_output"
}

extension FailureWording {
  /// The English of each failure phrase, for grammars that do not word one (a test's own
  /// grammar): as `Grammars/_common/en.yaml` says them.
  static let english: [PhraseKey: String] = [
    .failureNeedsValue: "it needs the {parameter}",
    .failureAlreadyExists: "the name {name} is taken by another {type}",
    .failureAlreadyExistsIn: "{place} already has {a_type} called {name}",
    .failureNoLongerThere: "the {type} “{name}” is no longer there",
    .failureNoLongerThereUnnamed: "that {type} is no longer there",
    .failureEmpty: "the {type} {name} has nothing in it",
    .failureNotYours: "only {a_type} you sent yourself can be changed",
    .failureForbiddenCharacter: "a {parameter} cannot contain “{character}”",
    .failureEndsBeforeStart: "it would end before it starts",
    .failureLacks: "the {type} has no {parameter}",
    .failureAmbiguousPerson: "“{name}” could be any of {names}; say which",
    .failureListSeparator: ", ",
    .failureNoEmailAddress: "{person} has no email address",
    .failureUnknownEmailAddress: "I don't know an email address for {person}",
    .failurePersonNotKept: "{app} did not keep {person}",
    .failureUnknownParameter: "it was given a value it does not take",
    .failureWrongKind: "the {parameter} given is not the right kind of value",
    .failureNotImplemented: "it is not written yet",
    .noticeLeftOut: "Left out: {reason}.",
    .sourceUnreadable: "{path} could not be read",
    .sourceUnreadableLine: "{path}:{line} could not be read",
    .sourceChangedElsewhere:
      "“{name}” was changed by another program since I read it; nothing was written, so say it again to act on the new version",
    .sourceMissingFolder: "the folder {path} is missing",
    .sourceUnreachable: "can't reach the calendar server at {location}",
    .sourceCredentialsRefused: "the calendar server at {location} refused the account's credentials",
    .sourceServerAnswered: "the calendar server at {location} answered {status}",
    .sourceReadOnly: "the calendar {name} is read-only",
    .sourceSecretReadableByOthers:
      "the password file {path} can be read by other users; make it yours alone (chmod 600 {path})",
    .sourceNoneWritable: "there is no calendar I may write to",
    .sourceInvalidEvent: "the event could not be written as asked",
    .sourceTransportFailed: "{program} did not send it (exit status {status}): {message}; the draft is kept",
    .sourceTransportMissing:
      "the mail transport {program} is not installed; name yours with `sendmail =` in the sources file; the draft is kept",
    .sourceTransportTimedOut:
      "{program} did not finish within {seconds} seconds and was stopped; the draft is kept",
    .sourceMailIndex: "the mail index {path} could not be used: {reason}",
    .sourceMailboxReadOnly:
      "the mailbox {name} is read-only (read-only = yes in the sources); nothing was written",
    .sourceFolderReadOnly:
      "the folder {name} is read-only (read-only = yes in the sources); nothing was changed",
    .sourceMusicServerAbsent:
      "no music server answers at {location}; install mpd and start it, or name yours with MPD_HOST or a [music] section in the sources file",
    .sourceMusicServerAbsentStart: "no music server answers at {location}; start one with: mpd {config}",
    .sourceMusicServer: "the music server at {location} said: {message}",
    .sourceAppAnswered: "{app} said: {message}",
    .sourceAppNotTrusted:
      "{app} has not been allowed to run (it is new, or its program changed); allow it with `hark apps trust {id}` or by answering its question in the shell",
    .sourceAppCouldNotStart: "{app} could not be started ({path})",
    .sourceAppEnded:
      "{app} ended (exit status {status}) before it answered; it starts again at the next request",
    .sourceAppTimedOut:
      "{app} did not answer within {seconds} seconds and was stopped; it starts again at the next request",
    .sourceAppFlooded: "{app} wrote more than {size} and was stopped; it starts again at the next request",
    .sourceAppMalformed:
      "{app} wrote what is not a JSON-RPC answer ({reason}) and was stopped; it starts again at the next request",
    .failureAttachmentNotKept: "could not keep the attachment {name}: {reason}",
    .failureAttachmentUnreadable: "could not read the attachment {name}",
    .failureSomeValue: "value",
    .failureUnexpected: "something unexpected went wrong",
    .storeNotADirectory: "{path}: not a directory",
    .storeUnreadable: "{path}: cannot read: {reason}",
    .storeNotAStore: "{path}: not a Hark store (no {marker}); make one with `hark demo-store {path}`",
    .storeNewerFormat:
      "{path}: store format {found} is newer than this Hark reads ({supported}); update Hark",
    .storeNotEmpty: "{path}: folder is not empty; choose a new or empty folder for a store",
    .storeInvalidName:
      "“{name}” cannot name an app or collection (letters, digits, “-”, “_” and “.”, not starting with “.”)",
    .storeOutside: "{path}: outside the store",
    .storeSymbolicLink: "{path}: is a symbolic link; the store does not follow links",
    .storeNotARegularFile:
      "{path}: is {kind}, not a regular file; the store reads and writes only plain files (move it away)",
    .storeHardLink:
      "{path}: has {links} names (hard links); the store does not write into a file shared with another place (replace it with a copy)",
    .storeStaleIndex:
      "{path}: its derived index is out of date and could not be rebuilt; delete the store's .derived folder",
    .storeLocked: "{path}: cannot lock: {system}",
    .storeReadFailed: "{path}: {operation} failed: {system}",
    .storeWriteFailed: "{path}: {operation} failed: {system}",
    .systemError: "{message}",
  ]
}

// HarkMail: the user's mail as the field keeps it. Maildir folders (delivery by tmp/ then new/ or
// cur/, flags in file names: Maildir*.swift), messages read and written as MIME with GMime
// (MIME*.swift), sent through the user's sendmail-compatible transport, file types from libmagic.

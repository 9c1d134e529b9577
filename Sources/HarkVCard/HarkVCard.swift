// HarkVCard: address books as vCard files (3.0 and 4.0, RFC 6350) in vdir folders, as khard and
// vdirsyncer keep them: read, edited and written atomically, unknown properties kept.

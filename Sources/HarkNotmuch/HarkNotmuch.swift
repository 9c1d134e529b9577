// HarkNotmuch: finding mail through notmuch's index, the database notmuch users keep beside
// their Maildir (or one Hark keeps in its cache folder), kept current as `notmuch new` does.
import CNotmuch

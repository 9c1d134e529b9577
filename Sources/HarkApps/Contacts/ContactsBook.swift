import Foundation
import HarkCore
import HarkStore
import HarkVCard

/// The address books the Contacts app reads and writes: vdir folders of `.vcf` files, as khard and
/// vdirsyncer keep them. A card's file stem is its contact's identifier; relationships ("my wife")
/// are read from the user's own card.
struct ContactsBook {
  /// One address book: its name and folder.
  struct Named {
    let name: String
    let book: AddressBook
    let isReadOnly: Bool
    let isDefault: Bool
  }

  let books: [Named]
  /// Notes the folders and cards read (``HarkStore/Store/noteRead(outside:)``): the shell keeps
  /// the names made from them while their stamps hold.
  let store: Store
  /// The owner's card as the sources name it (`me = STEM-OR-UID`).
  let me: String?
  /// The person's own address (notmuch's `user.primary_email`, a muttrc's `from`): the card that
  /// has it is theirs when the sources name none.
  let primaryEmail: String?
  /// Where the Han syllable table is kept, for the Latin spelling of names in Han characters.
  let cacheDirectory: URL?

  init(context: AppContext) {
    store = context.store
    let sources = context.sources
    books = sources.addressBooks.map {
      Named(
        name: $0.name, book: AddressBook(path: $0.folder.path), isReadOnly: $0.isReadOnly,
        isDefault: $0.isDefault)
    }
    me = sources.addressBooks.lazy.compactMap(\.me).first
    primaryEmail = sources.mail.lazy.compactMap(\.fromAddress).first
    cacheDirectory = context.cacheDirectory
  }

  /// The folder the demo's cards are seeded into, relative to the app's folder in the store
  /// (``DataSources/storeAddressBookFolder(_:)``).
  static let seedFolder = "addressbooks/main/"

  /// Every card that reads, from every book, with the book it is in. A file that does not read is
  /// left out (the rest of the book still reads); a book whose folder is missing has no cards yet.
  func cards() throws(IntentError) -> [(book: Named, card: StoredCard)] {
    var found: [(Named, StoredCard)] = []
    for named in books {
      // Stamped before the read: a card written meanwhile makes the next look read again.
      store.noteRead(outside: named.book.path)
      do throws(VCardError) {
        for stem in try named.book.stems() { store.noteRead(outside: named.book.file(stem)) }
        found += try named.book.cards().cards.map { (named, $0) }
      } catch {
        if case .notAFolder = error { continue }
        throw Self.intentError(error)
      }
    }
    return found
  }

  /// The people of every book, with relationships as the user's own card states them.
  func people() throws(IntentError) -> [ContactPerson] {
    Self.people(
      from: try cards().map(\.card), me: me, primaryEmail: primaryEmail, cacheDirectory: cacheDirectory)
  }

  /// Contacts made from `cards`: the owner's found (``owner(among:)``), each relation on the
  /// owner's card given to the card it names.
  static func people(
    from cards: [StoredCard], me: String? = nil, primaryEmail: String? = nil, cacheDirectory: URL? = nil
  ) -> [ContactPerson] {
    var people = cards.map { ContactPerson($0, cacheDirectory: cacheDirectory) }
    guard let ownerIndex = owner(among: cards, me: me, primaryEmail: primaryEmail) else { return people }
    people[ownerIndex].isMe = true
    for relation in cards[ownerIndex].card.relations {
      guard let index = target(of: relation, among: cards, except: ownerIndex),
        people[index].relationship == nil
      else { continue }
      people[index].relationship = relation.word(for: cards[index].card.gender)
    }
    return people
  }

  /// The user's own card: the one the sources name (`me = STEM-OR-UID`), else the one with the
  /// person's own address (notmuch's `user.primary_email`), else the one marked `X-HARK-ME:yes`
  /// (a property khard and vdirsyncer keep as they keep any other).
  static func owner(among cards: [StoredCard], me: String?, primaryEmail: String?) -> Int? {
    if let me {
      if let index = cards.firstIndex(where: { $0.stem == me || uid($0.card.uid) == uid(me) }) {
        return index
      }
    }
    if let email = primaryEmail?.lowercased() {
      if let index = cards.firstIndex(where: { $0.card.emails.contains { $0.value.lowercased() == email } }) {
        return index
      }
    }
    return cards.firstIndex { $0.card.isMarkedAsOwners }
  }

  /// The card a relation names: by UID when it refers to one, else by its formatted name, then a
  /// nickname or given name that only one card has.
  static func target(of relation: Relation, among cards: [StoredCard], except owner: Int) -> Int? {
    let candidates = cards.indices.filter { $0 != owner }
    if let reference = relation.reference ?? (relation.value.contains(" ") ? nil : relation.value) {
      if let index = candidates.first(where: { uid(cards[$0].card.uid) == uid(reference) }) { return index }
    }
    let wanted = NameMatcher.fold(relation.value)
    if let index = candidates.first(where: { NameMatcher.fold(cards[$0].card.formattedName ?? "") == wanted })
    {
      return index
    }
    let loose = candidates.filter { index in
      let card = cards[index].card
      return (card.nicknames + [card.structuredName?.given ?? ""]).contains { NameMatcher.fold($0) == wanted }
    }
    return loose.count == 1 ? loose[0] : nil
  }

  /// A UID without its `urn:uuid:` prefix, lower case.
  static func uid(_ value: String?) -> String? {
    guard var value = value?.lowercased() else { return nil }
    if value.hasPrefix("urn:uuid:") { value.removeFirst(9) }
    return value
  }

  // MARK: Writing

  /// The book new cards go to: the default one, else the first Hark may write.
  var defaultBook: Named? {
    books.first { $0.isDefault && !$0.isReadOnly } ?? books.first { !$0.isReadOnly }
  }

  /// Writes `draft` as a new card named by its UID in the default book, as 4.0 when that book's
  /// cards are 4.0; the folder of the store's own book is made when missing.
  func create(_ draft: ContactDraft, now: Date) throws(IntentError) -> StoredCard {
    guard let named = defaultBook else { throw .source(.readOnly(name: nil)) }
    var draft = draft
    draft.isVersion4 = (try? named.book.cards().cards.first?.card.isVersion4) ?? false
    try? FileManager.default.createDirectory(atPath: named.book.path, withIntermediateDirectories: true)
    let bytes = draft.bytes(revision: Int64(now.timeIntervalSince1970.rounded(.down)))
    do throws(VCardError) {
      try named.book.create(bytes, as: draft.uid)
      guard let card = try named.book.card(draft.uid) else {
        throw .notFound(path: named.book.file(draft.uid))
      }
      return card
    } catch {
      throw Self.intentError(error)
    }
  }

  /// Adds `relation` to the owner's card, re-read and compared with its stamp: a card another
  /// program changed meanwhile is not overwritten. False when there is no owner's card.
  func relate(_ relation: Relation, now: Date) throws(IntentError) -> Bool {
    let all = try cards()
    guard let index = Self.owner(among: all.map(\.card), me: me, primaryEmail: primaryEmail) else {
      return false
    }
    let (named, stored) = all[index]
    guard !named.isReadOnly else { throw .source(.readOnly(name: named.name)) }
    var patcher = VCardPatcher(card: stored.card)
    patcher.add(relation)
    do throws(VCardError) {
      try named.book.replace(
        stored.stem, with: patcher.result(revision: Int64(now.timeIntervalSince1970.rounded(.down))),
        expecting: stored.stamp)
    } catch {
      throw Self.intentError(error)
    }
    return true
  }

  /// Removes the card `stem` from whichever book holds it.
  func remove(_ stem: String) throws(IntentError) {
    for named in books where !named.isReadOnly {
      do throws(VCardError) {
        guard let card = try named.book.card(stem) else { continue }
        try named.book.remove(stem, expecting: card.stamp)
        return
      } catch {
        throw Self.intentError(error)
      }
    }
  }

  /// The relation a word for someone states ("wife": spouse, female), as vCard's RELATED types
  /// say them; a word vCard has no type for ("boss") is its own kind.
  static func relation(for word: String, to name: String) -> (relation: Relation, gender: Gender?) {
    let kinds: [String: (String, Gender?)] = [
      "wife": ("spouse", .female), "husband": ("spouse", .male), "spouse": ("spouse", nil),
      "mother": ("parent", .female), "mom": ("parent", .female), "mum": ("parent", .female),
      "father": ("parent", .male), "dad": ("parent", .male), "daughter": ("child", .female),
      "son": ("child", .male), "sister": ("sibling", .female), "brother": ("sibling", .male),
      "colleague": ("co-worker", nil),
    ]
    let (kind, gender) = kinds[word] ?? (word, nil)
    return (Relation(kind: kind, value: name), gender)
  }

  /// An address book's failure as the shell words failures.
  static func intentError(_ error: VCardError) -> IntentError {
    switch error {
    case .unreadable(let path, let problem): .source(.unreadable(path: path, line: problem.line))
    case .io(let path, let operation, let code): .source(.io(path: path, operation: operation, errno: code))
    case .notAFolder(let path): .source(.missingFolder(path: path))
    case .changedSinceRead(let path): .source(.changedElsewhere(name: path))
    case .notFound(let path): .source(.unreadable(path: path, line: 0))
    case .exists(let path): .source(.io(path: path, operation: "link", errno: EEXIST))
    }
  }
}

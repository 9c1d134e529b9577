// swift-tools-version:6.0
// Hark: a natural-language command shell. See DEVELOPERS.md for the architecture.
import PackageDescription

/// Where <gmime/gmime.h> is (libgmime-3.0-dev's folder, as its pkg-config file says). Not taken
/// from pkg-config, whose -l flags would link GMime (see CLazyLibraries).
let gmimeHeaders = ["-I/usr/include/gmime-3.0"]

let package = Package(
  name: "Hark",
  products: [
    .executable(name: "hark", targets: ["hark"]),
    .library(name: "HarkGrammar", targets: ["HarkGrammar"]),
    .library(name: "HarkCore", targets: ["HarkCore"]),
    .library(name: "HarkApps", targets: ["HarkApps"]),
    .library(name: "HarkTesting", targets: ["HarkTesting"]),
  ],
  targets: [
    // MARK: C libraries from Debian
    .systemLibrary(
      name: "CEdit", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
    // libical 3: iCalendar (RFC 5545) parsing, recurrence expansion, time zones. Its header only:
    // the library is opened on first use (CLazyLibraries), as are GMime's and notmuch's.
    .systemLibrary(name: "CICal", providers: [.apt(["libical-dev"])]),
    // libcurl: HTTP for the CalDAV client, opened with dlopen on the first request (its header for
    // the types; typed wrappers over every call, its variadic setopt included, in shim.h).
    .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
    // GMime 3: MIME mail parsed and written (RFC 5322, 2045-2049, 2047, 2231). Its header only (the
    // library is opened on first use: CLazyLibraries); GLib's flags from pkg-config (the shell
    // links GLib anyway), GMime's folder named where the header is read (gmimeHeaders).
    .systemLibrary(
      name: "CGMime", pkgConfig: "gobject-2.0", providers: [.apt(["libgmime-3.0-dev"])]),
    // libmpdclient: the Music Player Daemon's client library (the Music app plays through MPD).
    // Its header only: opened on first use (CLazyLibraries), as libmagic and libexif are.
    .systemLibrary(name: "CMPDClient", providers: [.apt(["libmpdclient-dev"])]),
    // notmuch: the mail index notmuch users have (Debian ships no .pc file: linked by name).
    .systemLibrary(name: "CNotmuch", providers: [.apt(["libnotmuch-dev"])]),
    // libmagic: a file's MIME type from its bytes (no .pc file; its header only: CLazyLibraries).
    .systemLibrary(name: "CMagic", providers: [.apt(["libmagic-dev"])]),
    // zlib: the raw deflate of zip entries (OpenDocument and OOXML files).
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    // poppler-glib: a PDF's text layer, as pdftotext reads it; opened with dlopen on first use (no
    // header, no link: see its shim).
    .systemLibrary(name: "CPoppler", providers: [.apt(["libpoppler-glib8"])]),
    // libvips: the Photos app's looks and the demo store's pictures (typed wrappers over its
    // variadic operations in shim.h), opened with dlopen on first use: no header, no link.
    .systemLibrary(name: "CVips", providers: [.apt(["libvips42"])]),
    // libexif: a picture's EXIF block read and written (its header only: CLazyLibraries).
    .systemLibrary(name: "CExif", providers: [.apt(["libexif-dev"])]),
    // notmuch, GMime, libical, libmagic, libexif and libmpdclient opened with dlopen on their first
    // call: each of their functions defined under its own name (written by
    // Scripts/dev/forwarders.py). Linked, they and what they need (Xapian, ICU, gpgme, liblzma …)
    // cost a one-shot ~6.5 ms of the dynamic loader's symbol lookups.
    .target(
      name: "CLazyLibraries", dependencies: ["CGMime"], cSettings: [.unsafeFlags(gmimeHeaders)],
      linkerSettings: [.linkedLibrary("dl")]),
    // OpenBLAS (Debian's libopenblas0), opened with dlopen on first use: see its header.
    .target(name: "COpenBLAS", linkerSettings: [.linkedLibrary("dl")]),
    .target(name: "CVectorKernels"),
    // ICU's transliterators opened once, through the ICU the toolchain links into Foundation.
    .target(name: "CTransliterator"),

    // MARK: The pure libraries (no terminal, no print, no globals)
    // What the libraries below share and do not depend on each other for: the one stable hash
    // (FNV-1a), the one seeded random generator (SplitMix64), the cache files' checksum framing.
    // Extended attributes (the C library's <sys/xattr.h>): a file's `user.xdg.tags`.
    .systemLibrary(name: "CXattr"),
    .target(name: "HarkSupport", dependencies: ["CXattr"]),
    // Lexing, templates, the compiled matcher, sampling, conformance grading.
    .target(name: "HarkGrammar", dependencies: ["HarkSupport"]),
    // The plain-file store: records, durability, locking, damage handling.
    .target(name: "HarkStore", dependencies: ["HarkSupport"]),
    // Calendars as iCalendar files in vdir folders (khal's layout), read with libical, edited
    // line by line, listed from a derived index in the cache folder (CacheFile's trust rules).
    .target(name: "HarkICalendar", dependencies: ["CICal", "CLazyLibraries", "HarkGrammar", "HarkSupport"]),
    // A calendar on a CalDAV server (RFC 4791): the server searches (calendar-query REPORTs),
    // Hark writes with PUT If-Match; HTTP through libcurl.
    .target(name: "HarkCalDAV", dependencies: ["CCurl", "HarkICalendar", "HarkSupport"]),
    // Mail as Maildir folders and MIME messages (GMime), sent through a sendmail-compatible
    // transport, attachment types from libmagic.
    .target(
      name: "HarkMail", dependencies: ["CGMime", "CLazyLibraries", "CMagic", "HarkSupport"]),
    // Finding mail through a notmuch database, kept current as `notmuch new` keeps it.
    .target(name: "HarkNotmuch", dependencies: ["CNotmuch", "CLazyLibraries", "HarkSupport"]),
    // A client of the Music Player Daemon over libmpdclient: player, queue, stored playlists, search.
    .target(name: "HarkMPD", dependencies: ["CLazyLibraries", "CMPDClient"]),
    // Pictures: metadata from EXIF (libexif), looks written as new files and the demo store's
    // pictures drawn (libvips), GPS positions named by a small gazetteer.
    .target(name: "HarkImage", dependencies: ["CExif", "CLazyLibraries", "CVips"]),
    // Address books as vCard files in vdir folders (khard's layout).
    .target(name: "HarkVCard", dependencies: ["HarkSupport"]),
    // The learned second stage behind the grammars: intent models trained from their examples.
    .target(name: "HarkUnderstanding", dependencies: ["HarkGrammar", "HarkSupport"]),
    // Schemas, the intents runtime, resolution, dialogue, the conversation engine.
    .target(
      name: "HarkCore",
      dependencies: ["CTransliterator", "HarkGrammar", "HarkStore", "HarkSupport", "HarkUnderstanding"]),
    // The semantic index: MiniLM embeddings over OpenBLAS, vector and lexical search.
    .target(name: "HarkSemantic", dependencies: ["COpenBLAS", "CVectorKernels", "HarkStore", "HarkSupport"]),
    // Documents' text (plain, PDF, OpenDocument, OOXML, e-mail) and the index of the folders' files.
    .target(
      name: "HarkDocuments", dependencies: ["CPoppler", "CZlib", "HarkMail", "HarkSemantic", "HarkSupport"]),
    // The sample apps and the demo data the default store is made from.
    .target(
      name: "HarkApps",
      dependencies: [
        "HarkCalDAV", "HarkCore", "HarkDocuments", "HarkICalendar", "HarkImage", "HarkMail", "HarkMPD",
        "HarkNotmuch", "HarkSupport", "HarkUnderstanding", "HarkVCard",
      ]),
    // Apps from outside the binary: their manifests (checked as Swift apps are) and JSON-RPC.
    .target(name: "HarkOutside", dependencies: ["HarkCore", "HarkGrammar", "HarkStore", "HarkSupport"]),
    // Run intents in isolation; replay transcripts. Knows no app: callers pass theirs.
    .target(name: "HarkTesting", dependencies: ["HarkCore", "HarkMPD", "HarkUnderstanding"]),

    // MARK: The shell: REPL, flags, printing.
    .executableTarget(
      name: "hark",
      dependencies: [
        "CEdit", "COpenBLAS", "HarkGrammar", "HarkCore", "HarkApps", "HarkTesting", "HarkSemantic",
        "HarkDocuments", "HarkOutside", "HarkUnderstanding",
      ],
      // A release binary carries the Swift runtime and Foundation inside it: linked as shared
      // libraries, the dynamic loader spent ~5 ms of every start binding their ~9,000 symbols
      // (Benchmarks/startup/run.sh, `hark --version`). The objects are compiled as for shared
      // libraries, so Foundation's own static parts are named here. Debug builds and the test
      // bundles link the shared libraries.
      linkerSettings: [
        .unsafeFlags(
          [
            "-static-stdlib", "-lFoundationEssentials", "-lFoundationInternationalization",
            "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims", "-l_FoundationCollections",
            "-Xlinker", "-no-pie",
          ], .when(configuration: .release))
      ]),

    // Drives the store from scripts: the crash and concurrency tests, the store benchmark.
    .executableTarget(name: "hark-store-tool", dependencies: ["HarkStore", "HarkSemantic", "HarkSupport"]),
    // The resolution benchmark: 100,000 names, typos and diacritics (Benchmarks/resolution/run.sh).
    .executableTarget(
      name: "hark-resolution-bench", dependencies: ["HarkCore", "HarkStore", "HarkSupport"],
      path: "Benchmarks/resolution/Sources"),

    // The did-you-mean benchmark: p50/p99 per line nobody understands (Benchmarks/suggestions/run.sh).
    .executableTarget(
      name: "hark-suggestion-bench",
      dependencies: ["HarkCore", "HarkApps", "HarkGrammar", "HarkStore", "HarkSupport"],
      path: "Benchmarks/suggestions/Sources"),

    // The per-line cost of a batch of 10,000 lines (Benchmarks/startup/run.sh).
    .executableTarget(
      name: "hark-batch-bench",
      dependencies: ["HarkCore", "HarkApps", "HarkGrammar", "HarkStore", "HarkUnderstanding"],
      path: "Benchmarks/startup/Sources"),

    // A week of a 20,000-event vdir calendar listed in one process, against `khal list`
    // (Benchmarks/calendar/run.sh); linked as the shell's release binary is.
    .executableTarget(
      name: "hark-calendar-bench", dependencies: ["HarkICalendar"], path: "Benchmarks/calendar/Sources",
      linkerSettings: [
        .unsafeFlags(
          [
            "-static-stdlib", "-lFoundationEssentials", "-lFoundationInternationalization",
            "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims", "-l_FoundationCollections",
            "-Xlinker", "-no-pie",
          ], .when(configuration: .release))
      ]),

    // Hark's refresh of a 100,000-message Maildir into a notmuch database and a cold one-shot find
    // (Benchmarks/mail/run.sh, against `notmuch new` and `notmuch search`); linked as the shell's
    // release binary is.
    .executableTarget(
      name: "hark-mail-bench", dependencies: ["HarkNotmuch"], path: "Benchmarks/mail/Sources",
      linkerSettings: [
        .unsafeFlags(
          [
            "-static-stdlib", "-lFoundationEssentials", "-lFoundationInternationalization",
            "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims", "-l_FoundationCollections",
            "-Xlinker", "-no-pie",
          ], .when(configuration: .release))
      ]),

    // What a request to an app from outside costs: the JSON-RPC round trip to a running app, the
    // app started per request as the peer, whole lines (Benchmarks/outside/run.sh).
    .executableTarget(
      name: "hark-outside-bench",
      dependencies: ["HarkApps", "HarkCore", "HarkGrammar", "HarkOutside", "HarkStore"],
      path: "Benchmarks/outside/Sources"),

    // Prints the semantic index's quality and speed figures (Benchmarks/semantic/run.sh).
    .executableTarget(
      name: "hark-semantic-bench", dependencies: ["HarkDocuments", "HarkSemantic", "HarkSupport"],
      path: "Benchmarks/semantic/hark-semantic-bench"),

    // Measures the learned stage: latency per line and load times, and the designs compared
    // (Benchmarks/understanding/run.sh).
    .executableTarget(
      name: "hark-understanding-bench",
      dependencies: [
        "HarkUnderstanding", "HarkCore", "HarkApps", "HarkGrammar", "HarkStore", "HarkSemantic",
        "HarkSupport",
      ],
      path: "Benchmarks/understanding/Sources"),

    // MARK: Tests
    // The core's tests use small apps of their own: none depends on the sample apps. The
    // conformance corpora (CC BY 4.0, see their NOTICE) live in HarkGrammarTests/Resources.
    .testTarget(name: "HarkSupportTests", dependencies: ["HarkSupport"]),
    .testTarget(
      name: "HarkGrammarTests", dependencies: ["HarkGrammar", "HarkSupport"], exclude: ["Resources"]),
    .testTarget(
      name: "HarkUnderstandingTests", dependencies: ["HarkUnderstanding", "HarkGrammar", "HarkSupport"]),
    .testTarget(name: "HarkStoreTests", dependencies: ["HarkStore", "HarkSupport"]),
    .testTarget(name: "HarkICalendarTests", dependencies: ["HarkICalendar", "HarkSupport"]),
    .testTarget(name: "HarkCalDAVTests", dependencies: ["HarkCalDAV", "HarkICalendar", "HarkTesting"]),
    .testTarget(name: "HarkNotmuchTests", dependencies: ["HarkNotmuch"]),
    .testTarget(name: "HarkVCardTests", dependencies: ["HarkVCard"]),
    .testTarget(
      name: "HarkOutsideTests",
      dependencies: ["HarkApps", "HarkCore", "HarkGrammar", "HarkOutside", "HarkStore", "HarkTesting"]),
    .testTarget(name: "HarkImageTests", dependencies: ["HarkImage"]),
    // The MIME corpus is read by path (MIMECorpusTests); Scripts/mail/make-corpus.py writes it.
    .testTarget(
      name: "HarkMailTests", dependencies: ["HarkMail", "HarkSupport", "HarkTesting"], exclude: ["Corpus"]),
    .testTarget(name: "HarkCoreTests", dependencies: ["HarkCore", "HarkSupport", "HarkTesting"]),
    .testTarget(name: "HarkMPDTests", dependencies: ["HarkMPD", "HarkTesting"]),
    .testTarget(
      name: "HarkSemanticTests", dependencies: ["HarkSemantic"], exclude: ["Resources"]),
    .testTarget(name: "HarkDocumentsTests", dependencies: ["CZlib", "HarkDocuments", "HarkSemantic"]),
    // `:explain`'s golden dumps, read by path from the checkout (ExplanationSnapshotTests).
    .testTarget(
      name: "HarkAppsTests",
      dependencies: [
        "HarkApps", "HarkDocuments", "HarkICalendar", "HarkMail", "HarkTesting", "HarkUnderstanding",
      ],
      exclude: ["Dialogue/Explanations"]),
    .testTarget(name: "HarkTestingTests", dependencies: ["HarkTesting", "HarkCore"]),
    // The executable's terminal-free parts (completion decisions, prompts, history location).
    .testTarget(
      name: "harkTests",
      dependencies: [
        "hark", "HarkApps", "HarkCore", "HarkGrammar", "HarkOutside", "HarkSemantic", "HarkStore",
        "HarkTesting",
      ]),
  ]
)

// Every Swift module reads GMime's header where it is: HarkMail's, and in a release build each
// module that imports one that imports HarkMail, since cross-module optimization copies HarkMail's
// code, GMime calls included, into them.
for target in package.targets where target.type != .system {
  target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(gmimeHeaders.flatMap { ["-Xcc", $0] })]
}

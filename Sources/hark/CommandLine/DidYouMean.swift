import HarkCore

/// The one “did you mean”, which lives in the core so that the shell's commands (`Session`) use it
/// too; named here so the command line's files need not import the core for it.
typealias DidYouMean = HarkCore.DidYouMean

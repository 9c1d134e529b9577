// swift-tools-version:6.0
// libFuzzer target over Hark's grammar parser and matcher. A separate package because a fuzzing
// executable is linked with -sanitize=fuzzer (its main calls LLVMFuzzerRunDriver), which a normal
// build of the main package must not need.
// Build and run: see Fuzz/README.md.
import PackageDescription

let package = Package(
  name: "HarkFuzz",
  dependencies: [.package(name: "Hark", path: "..")],
  targets: [
    .executableTarget(
      name: "GrammarFuzz",
      dependencies: [.product(name: "HarkGrammar", package: "Hark")])
  ]
)

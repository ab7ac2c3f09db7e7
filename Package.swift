// swift-tools-version: 6.0
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6)
]

let package = Package(
  name: "Choreo",
  // The platform floor: the releases whose SDKs the adapters build against. The SwiftUI
  // adapter needs `CustomAnimation` and the `Transition` protocol, new in iOS 17, macOS 14,
  // tvOS 17, watchOS 10 and visionOS 1; the UIKit one needs nothing newer. The libraries
  // themselves use no API past these (the CLI's lock is a pthread mutex, not
  // Synchronization's `Mutex`, which needs macOS 15 / iOS 18). Linux has no floor.
  //
  // The tools version stays 6.0 so Xcode 16 users can depend on the package: library code
  // uses no Swift 6.1+ language feature, and tests that need Swift 6.2 (exit tests) sit
  // behind `#if compiler(>=6.2)`.
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    // MARK: - Public products
    .library(name: "ChoreoCore", targets: ["ChoreoCore"]),
    .library(name: "Choreo", targets: ["Choreo"]),
    .library(name: "ChoreoRender", targets: ["ChoreoRender"]),
    .library(name: "ChoreoUIKit", targets: ["ChoreoUIKit"]),
    .library(name: "ChoreoSwiftUI", targets: ["ChoreoSwiftUI"]),
    .library(name: "ChoreoTesting", targets: ["ChoreoTesting"]),
    .executable(name: "choreo", targets: ["choreo"]),
  ],
  targets: [
    // MARK: - Implementation targets
    .target(
      name: "ChoreoCore",
      dependencies: ["CLibM", "CLibC"],
      // Debug builds (the tests') check the engine's invariants: a unit step's kernel is used
      // only while its unit step lives (UnitStepKernel.checkInvariants).
      swiftSettings: strictSettings + [
        .define("CHOREO_CHECK_INVARIANTS", .when(configuration: .debug))
      ]
    ),
    .target(name: "Choreo", dependencies: ["ChoreoCore", "CLibM"], swiftSettings: strictSettings),
    .target(
      name: "ChoreoRender", dependencies: ["ChoreoCore", "CZlib", "CLibM", "CLibC"],
      swiftSettings: strictSettings),
    // Thin adapters: every file is inside `#if canImport(UIKit)` / `#if canImport(SwiftUI)`,
    // so on Linux they build as empty modules. Their decisions live in Choreo and ChoreoCore.
    .target(name: "ChoreoUIKit", dependencies: ["Choreo"], swiftSettings: strictSettings),
    .target(name: "ChoreoSwiftUI", dependencies: ["Choreo"], swiftSettings: strictSettings),
    // zlib from the system (Swift's own Linux install already needs it): PNG and APNG.
    .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"])]),
    // The C math library as one module on every platform (STYLE 12b: one shim, not an
    // #if canImport(Glibc) block in every file that calls sin or exp).
    .systemLibrary(name: "CLibM", path: "Sources/CLibM"),
    // The C library (files, processes, signals, threads, clocks) likewise: one module, not
    // an #if canImport(Glibc) / Musl / Darwin block in every file that calls it. A Swift
    // module that re-exports the platform's own, whose Swift additions (errno, open with a
    // mode, typed constants) the callers need.
    .target(name: "CLibC", swiftSettings: strictSettings),
    // For users' test targets: traces, seek-equals-play, motion snapshots (zlib reads PNGs).
    .target(
      name: "ChoreoTesting", dependencies: ["Choreo", "ChoreoRender", "CZlib", "CLibM", "CLibC"],
      swiftSettings: strictSettings),
    // The gallery's demos: real scenes built on Choreo, rendered by the CLI and the tests.
    .target(
      name: "ChoreoDemos", dependencies: ["Choreo", "ChoreoRender"],
      swiftSettings: strictSettings),
    .executableTarget(
      name: "choreo",
      dependencies: ["ChoreoCore", "Choreo", "ChoreoRender", "ChoreoDemos", "CLibM", "CLibC"],
      swiftSettings: strictSettings,
      // A release build links the Swift runtime statically on Linux: loading and relocating
      // the shared runtime libraries is most of a short command's start-up.
      linkerSettings: [
        .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))
      ]
    ),

    // MARK: - Examples
    // An app's sources (Examples/ChoreoExamples/README.md): a target so that every build, and
    // the Apple SDK check, compiles them for iOS. Each file is inside `#if os(iOS)`, so the
    // target is empty elsewhere; no product ships it.
    .target(
      name: "ChoreoExamples",
      dependencies: ["ChoreoUIKit", "ChoreoSwiftUI"],
      path: "Examples/ChoreoExamples",
      exclude: ["README.md"],
      swiftSettings: strictSettings
    ),
    // The README's and the DocC articles' app snippets in the context they need, so the
    // compiler checks them (AppSnippetTests keeps the documents and this target in step).
    .target(
      name: "ChoreoSnippets",
      dependencies: ["ChoreoUIKit", "ChoreoSwiftUI"],
      path: "Examples/ChoreoSnippets",
      swiftSettings: strictSettings
    ),

    // MARK: - Tests
    .target(
      name: "ChoreoTestSupport",
      dependencies: ["ChoreoCore", "ChoreoRender", "CLibC"],
      path: "Tests/ChoreoTestSupport",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ChoreoCoreTests",
      dependencies: ["ChoreoCore", "ChoreoTestSupport", "CLibC", "CLibM"],
      // The scripts that computed the reference data (mpmath); not run by the tests.
      exclude: ["Reference"],
      swiftSettings: strictSettings
    ),
    // The tab scenarios, written once: run against the simulated tab bar controller
    // (ChoreoTests) and a real UITabBarController (ChoreoUIKitTests).
    .target(
      name: "ChoreoScenarios",
      dependencies: ["Choreo"],
      path: "Tests/ChoreoScenarios",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ChoreoTests",
      dependencies: [
        "Choreo", "ChoreoTesting", "ChoreoTestSupport", "ChoreoScenarios", "CLibC", "CLibM",
      ],
      swiftSettings: strictSettings
    ),
    // XCTest on an iOS simulator (.github/workflows/apple-scenarios.yml); empty elsewhere.
    .testTarget(
      name: "ChoreoUIKitTests",
      dependencies: ["ChoreoUIKit", "ChoreoScenarios"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ChoreoRenderTests",
      dependencies: ["ChoreoRender", "ChoreoTesting", "ChoreoTestSupport", "CLibC", "CLibM"],
      // Golden SVG and PNG files, found through #filePath; recorded only on request.
      exclude: ["Goldens"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ChoreoDemosTests",
      dependencies: ["ChoreoDemos", "ChoreoTesting", "ChoreoTestSupport"],
      // Golden PNGs, found through #filePath; recorded only on request.
      exclude: ["Goldens"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ChoreoTestingTests",
      dependencies: ["ChoreoTesting", "ChoreoTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ChoreoCLITests",
      dependencies: [
        "choreo", "ChoreoCore", "ChoreoDemos", "ChoreoRender", "ChoreoTestSupport", "CLibC",
      ],
      // The Python scripts the tests run (Chromium, the Lottie players), found through
      // #filePath.
      exclude: ["Peers"],
      swiftSettings: strictSettings
    ),

    // MARK: - Benchmarks
    .target(name: "CMallocCounter", path: "Benchmarks/CMallocCounter"),
    .executableTarget(
      name: "choreo-bench",
      dependencies: [
        "ChoreoCore", "Choreo", "ChoreoRender", "ChoreoDemos", "CMallocCounter", "CLibC",
        // The seeded generators of the fuzz loops, run here at full size (and the PNG
        // reader they feed).
        "ChoreoTestSupport", "ChoreoTesting",
      ],
      path: "Benchmarks/choreo-bench",
      swiftSettings: strictSettings,
      // Exports the allocation counter's malloc so that shared libraries (the Swift
      // runtime) call it too; without this the linker strips it as unreferenced.
      linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"], .when(platforms: [.linux]))]
    ),
    // The animator's cost, counted by callgrind (Scripts/check-animator-cost, run by CI): on
    // ChoreoCore alone, so that CI's release build of it is small.
    .executableTarget(
      name: "animator-cost", dependencies: ["ChoreoCore"], path: "Benchmarks/animator-cost",
      swiftSettings: strictSettings),
  ]
)

// An app's sources: the four components with ChoreoSwiftUI and ChoreoUIKit. A package target so
// that the compiler (and the Apple SDK check) sees them; on Linux every file is empty.
// Copy the files into an iOS app target to run them (README.md beside this file).
#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
  import ChoreoSwiftUI
  import SwiftUI

  @main
  struct ChoreoExamplesApp: App {
    var body: some Scene {
      WindowGroup { ExamplesList() }
    }
  }

  /// The examples, one row each. The UIKit examples are a UIKit app's root (a tab bar
  /// controller), so they are presented full screen rather than nested in SwiftUI tabs.
  struct ExamplesList: View {
    @State private var showsUIKit = false

    var body: some View {
      NavigationStack {
        List {
          Section("SwiftUI") {
            NavigationLink("Custom transitions") { TransitionsExample() }
            NavigationLink("Radial menu") { RadialMenuExample() }
            NavigationLink("Collapsing header") { ScrollHeaderExample() }
          }
          Section("UIKit") {
            Button("Tab bar transitions, pop menu, scroll binding") { showsUIKit = true }
          }
        }
        .navigationTitle("Choreo")
      }
      .fullScreenCover(isPresented: $showsUIKit) {
        UIKitExamplesRoot(onDone: { showsUIKit = false }).ignoresSafeArea()
      }
    }
  }
#endif

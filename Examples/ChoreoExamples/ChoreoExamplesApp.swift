import ChoreoSwiftUI
import ChoreoUIKit
import SwiftUI

@main
struct ChoreoExamplesApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        TransitionsExample().tabItem { Label("Transitions", systemImage: "rectangle.2.swap") }
        RadialMenuExample().tabItem { Label("Menu", systemImage: "plus.circle") }
        ScrollHeaderExample().tabItem { Label("Scroll", systemImage: "scroll") }
        UIKitTabsExample().tabItem { Label("UIKit", systemImage: "square.stack") }
      }
    }
  }
}

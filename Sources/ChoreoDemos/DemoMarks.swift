// The marks each demo draws on its picture that are not part of the screen it re-creates
// (fingers, gauges, captions, plots), each with what it means, so the gallery can explain
// every mark beside the picture. They are written here, beside the scenes that draw them
// (ScrollDemoSupport's gauge and caption bar, TabDemoScene's finger, PopMenuScript's tap
// ripples, the easings rows, the fling's track), and say what those draw.

/// One mark a demo draws on its picture, and what it means.
package struct DemoMark: Sendable, Hashable {
  /// The mark as a viewer sees it: `blue circle`, `gauge on the right`.
  package let mark: String
  /// What it shows, in a sentence.
  package let meaning: String

  /// Creates a mark.
  ///
  /// - Parameters:
  ///   - mark: The mark as a viewer sees it.
  ///   - meaning: What it shows.
  package init(_ mark: String, _ meaning: String) {
    self.mark = mark
    self.meaning = meaning
  }
}

extension Demo {
  /// The marks this demo draws beyond the screen it re-creates, each explained; empty for
  /// a demo that draws only its screen.
  package var marks: [DemoMark] {
    switch name {
    case "easings":
      return [
        DemoMark(
          "Plot", "The row's curve: progress (up) against time (right); the grey lines are 0 and 1."
        ),
        DemoMark("Dot on the plot", "The curve's progress at this instant."),
        DemoMark(
          "Dot on the track",
          "Moves by that progress: blue for timing curves, orange for springs."),
      ]
    case "tab-swipe":
      return [
        DemoMark(
          "Grey circle",
          "The finger during a drag: its travel across the page is the switch's fraction.")
      ] + Self.tabBarMarks
    case "tab-slide-before-after":
      return [
        DemoMark(
          "Red and green titles",
          "Before: the blog post's hand-rolled transition. After: Choreo's, on the same taps.")
      ] + Self.tabBarMarks
    case "tab-slide", "tab-slide-rtl", "tab-dissolve", "tab-flip", "tab-curl", "tab-spin":
      return Self.tabBarMarks
    case "pop-menu":
      return [
        DemoMark("Blue ring", "A tap: it spreads out from where the finger landed."),
        DemoMark("Blue text under the title", "What the last tap did."),
        DemoMark("Phase, top right", "The menu's state: closed, opening, open or closing."),
      ]
    case "pop-menu-corner":
      return [
        DemoMark("Grey rectangle", "The safe bounds: every item must stay inside it."),
        DemoMark("Blue text", "How fitting(in:) turned or narrowed each corner's layout to fit."),
      ]
    case "pop-menu-before-after":
      return [
        DemoMark(
          "Titles",
          "Before: the blog post's hand-rolled menu (UIView.animate). After: Choreo's PopMenu."
        )
      ]
    case "scroll-header", "scroll-header-before-after":
      var marks = Self.scrollMarks(
        gauge:
          "The scroll range the header animates over: the green tick (start) is where it starts"
          + " to shrink, the red tick (end) where it is gone; the black dot is the offset now.")
      if name == "scroll-header-before-after" {
        marks.append(
          DemoMark(
            "Red and green titles",
            "Before: the blog post's layout, each view on its own. After: Choreo's ordered dependencies."
          ))
      }
      return marks
    case "scroll-cards":
      return Self.scrollMarks(
        gauge:
          "Each card's range: a green tick where it starts to enter, a red one where it has"
          + " left; the black dot is the offset now. The thin grey lines across the list are"
          + " the viewport's insets, where cards finish entering and start exiting.")
    case "nav-push-pop":
      return [
        DemoMark(
          "Grey circle",
          "The finger during a pop: its travel across the page is the pop's fraction."),
        DemoMark("Grey text under the screen", "What the script does now."),
      ]
    case "list-reorder":
      return [DemoMark("Grey text under the list", "The order the list is sorted by.")]
    case "card-expand":
      return [DemoMark("Grey text under the screen", "What the script does now.")]
    case "photo-zoom":
      return [
        DemoMark("Grey circle", "The finger while it holds the photo."),
        DemoMark("Grey text under the screen", "What the script does now."),
      ]
    case "card-sheet":
      return [
        DemoMark("Grey circle", "The finger while it holds the card."),
        DemoMark("Grey text under the screen", "What the script does now."),
      ]
    case "fling":
      return [
        DemoMark("Blue circle on the card", "The finger while it is down."),
        DemoMark(
          "Ruler", "The track from 0 to 800 points; the ticks every 200 are the snap points."),
        DemoMark("Grey bands", "Past either end: a pull there rubber-bands."),
        DemoMark(
          "Orange triangle", "Where the release would coast to (its projection), before it snaps."),
        DemoMark("Dark bar", "The offset and velocity now, and what the finger is doing (yellow)."),
      ]
    default:
      return []
    }
  }

  /// The tab bar's mark, shared by the tab demos.
  private static let tabBarMarks = [
    DemoMark(
      "Blue tab", "The selected tab: it changes on the tap, while the pages are still moving.")
  ]

  /// The scroll demos' marks: the finger, the gauge (`gauge` says what its ticks are) and
  /// the caption bar.
  private static func scrollMarks(gauge: String) -> [DemoMark] {
    [
      DemoMark("Blue circle", "The finger while it touches the screen."),
      DemoMark("Gauge on the right (offset)", gauge),
      DemoMark(
        "Dark bar",
        "The scroll offset and the animation's progress now, and what the finger is doing"
          + " (yellow)."),
    ]
  }
}

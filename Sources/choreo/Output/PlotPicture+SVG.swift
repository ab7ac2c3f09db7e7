import ChoreoRender

extension PlotPicture {
  /// The plot as a stand-alone SVG document: lines in groups by their stroke, the dashes as
  /// a `stroke-dasharray`, text in sans-serif (11 points, the title 13) placed by SVG's
  /// text anchors.
  var svg: String {
    let (width, height) = (Int(PlotGeometry.width), Int(PlotGeometry.height))
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)" font-family="sans-serif" font-size="11">
      <title>\(xmlEscaped(title.text))</title>
      <rect width="100%" height="100%" fill="white"/>

      """
    // The title's baseline and the y axis name's x are written as whole numbers, every
    // other coordinate in the shortest form of a Double ("64.0"), as the plot always has.
    svg += Self.text(
      "\(title.at.x)", "\(Int(title.at.y))", " font-size=\"13\"", xmlEscaped(title.text))
    svg += Self.group("<g stroke=\"#e4e4e4\" stroke-width=\"1\">", grid.map(Self.line))
    svg += Self.group(
      "<g stroke=\"#888\" stroke-width=\"1\" stroke-dasharray=\"4 3\">", levels.map(Self.line))
    let corner = axes[1]
    svg += Self.group(
      "<g stroke=\"black\" stroke-width=\"1\">",
      [Segment(from: corner, to: axes[2]), Segment(from: axes[0], to: corner)].map(Self.line))
    let centred = " text-anchor=\"middle\""
    let ticks =
      timeTicks.map { Self.text("\($0.at.x)", "\($0.at.y)", centred, $0.text) }
      + valueTicks.map {
        Self.text(
          "\($0.at.x)", "\($0.at.y)", " text-anchor=\"end\" dominant-baseline=\"middle\"",
          $0.text)
      }
    svg += "<g fill=\"#333\">\n" + ticks.joined() + "</g>\n"
    svg += Self.text(
      "\(timeName.at.x)", "\(timeName.at.y)", centred, xmlEscaped(timeName.text))
    let (x, y) = ("\(Int(valueName.at.x))", "\(valueName.at.y)")
    svg += Self.text(
      x, y, centred + " transform=\"rotate(-90 \(x) \(y))\"", xmlEscaped(valueName.text))
    if !runs.isEmpty {
      let path = runs.map { run in
        "M" + run.map { "\($0.x) \($0.y)" }.joined(separator: " L")
      }.joined(separator: " ")
      svg +=
        "<path d=\"\(path)\" fill=\"none\" stroke=\"#d0342c\" stroke-width=\"2\""
        + " stroke-linejoin=\"round\"/>\n"
    }
    return svg + "</svg>\n"
  }

  /// `<line .../>` from one end of `segment` to the other.
  private static func line(_ segment: Segment) -> String {
    "<line x1=\"\(segment.from.x)\" y1=\"\(segment.from.y)\" x2=\"\(segment.to.x)\""
      + " y2=\"\(segment.to.y)\"/>\n"
  }

  /// `<text>` at x, y (as written), with more attributes, holding `content` (escaped).
  private static func text(_ x: String, _ y: String, _ attributes: String, _ content: String)
    -> String
  {
    "<text x=\"\(x)\" y=\"\(y)\"\(attributes)>\(content)</text>\n"
  }

  /// `opening` and `elements`, a line each, then `</g>`.
  private static func group(_ opening: String, _ elements: [String]) -> String {
    opening + "\n" + elements.joined() + "</g>\n"
  }
}

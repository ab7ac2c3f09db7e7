import ChoreoCore

// `--size WxH`: two finite decimals greater than 0 joined by 'x' (or '×'), in points, for
// example 390x844 or 320.5x200. Anything else is bad input data (exit 65), as for numbers.

/// Reads the value of `--name` as a size in points.
func sizeArgument(_ text: String, option name: String) throws(CLIError) -> Size2D {
  let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
  let fallback = text.split(separator: "×", omittingEmptySubsequences: false)
  let pieces = parts.count == 2 ? parts : fallback
  guard pieces.count == 2 else {
    throw .badInput("--\(name) needs WIDTHxHEIGHT in points, such as 390x844, got '\(text)'")
  }
  let width = try dimension(String(pieces[0]), option: name, whole: text)
  let height = try dimension(String(pieces[1]), option: name, whole: text)
  return Size2D(width: width, height: height)
}

private func dimension(_ text: String, option name: String, whole: String) throws(CLIError)
  -> Double
{
  let value: Double
  do {
    value = try decimalArgument(text, option: name)
  } catch {
    throw .badInput(
      "--\(name) needs WIDTHxHEIGHT with finite decimal numbers, such as 390x844, got '\(whole)'"
    )
  }
  guard value > 0 else {
    throw .badInput("--\(name) needs a width and height greater than 0, got '\(whole)'")
  }
  return value
}

/// Reads `--scale`: a finite decimal in (0, ``RenderSettings/maximumScale``].
func scaleArgument(_ text: String) throws(CLIError) -> Double {
  let value = try positiveArgument(text, option: "scale")
  guard value <= RenderSettings.maximumScale else {
    throw .badInput(
      "--scale must be at most \(Int(RenderSettings.maximumScale)) pixels per point, got \(text)")
  }
  return value
}

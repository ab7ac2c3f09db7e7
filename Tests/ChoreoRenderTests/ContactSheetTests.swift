import ChoreoCore
import Testing

@testable import ChoreoRender

@Suite struct ContactSheetTests {
  @Test(arguments: [(1, 1, 1), (2, 2, 1), (5, 3, 2), (9, 3, 3), (10, 4, 3), (60, 8, 8)])
  func automaticGridIsRoughlySquare(_ count: Int, _ columns: Int, _ rows: Int) {
    let grid = ContactSheet().grid(count: count)
    #expect(grid.columns == columns && grid.rows == rows)
  }

  @Test func explicitColumnsNeverExceedTheFrameCount() {
    #expect(ContactSheet(columns: 4).grid(count: 2) == (2, 1))
    #expect(ContactSheet(columns: 4).grid(count: 9) == (4, 3))
  }

  @Test func framesLandInTheirCellsOverTheBackground() {
    let colours: [(UInt8, UInt8, UInt8, UInt8)] = [
      (255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255),
    ]
    let frames = colours.map { colour -> Bitmap in
      var image = Bitmap(width: 4, height: 2)
      for y in 0..<2 { for x in 0..<4 { image[x, y] = colour } }
      return image
    }
    let sheet = ContactSheet(columns: 2, gutter: 1, background: RGBA(red: 0, green: 0, blue: 0))
      .composed(frames)
    // 2 columns of 4 + 3 gutters; 2 rows of 2 + 3 gutters.
    #expect(sheet.width == 11 && sheet.height == 7)
    #expect(sheet[0, 0] == (0, 0, 0, 255))
    #expect(sheet[1, 1] == colours[0] && sheet[4, 2] == colours[0])
    #expect(sheet[5, 1] == (0, 0, 0, 255))
    #expect(sheet[6, 1] == colours[1] && sheet[9, 2] == colours[1])
    #expect(sheet[1, 4] == colours[2])
    #expect(sheet[6, 4] == (0, 0, 0, 255))  // empty last cell
  }

  @Test func translucentPixelsAreCompositedSourceOver() {
    var frame = Bitmap(width: 1, height: 1)
    frame[0, 0] = (0, 0, 128, 128)  // premultiplied half-transparent blue
    let sheet = ContactSheet(gutter: 0).composed([frame])
    // Over white: 0 + 255·127/255 = 127 and 128 + 127 = 255; alpha 128 + 127 = 255.
    #expect(sheet[0, 0] == (127, 127, 255, 255))
  }

  @Test func boxFilterAveragesBlocks() {
    var image = Bitmap(width: 3, height: 3)
    for y in 0..<3 {
      for x in 0..<3 { image[x, y] = (x + y) % 2 == 0 ? (255, 255, 255, 255) : (0, 0, 0, 255) }
    }
    let small = ContactSheet(gutter: 0, scaleDown: 2).shrunk(image, by: 2)
    #expect(small.width == 2 && small.height == 2)
    // Top-left block: two white, two black → 510 / 4 = 127.5 → 128.
    #expect(small[0, 0] == (128, 128, 128, 255))
    // Right column block (x = 2, y = 0...1): white, black → 127.5 → 128.
    #expect(small[1, 0] == (128, 128, 128, 255))
    // Corner block holds one white pixel.
    #expect(small[1, 1] == (255, 255, 255, 255))
    let sheet = ContactSheet(gutter: 2, scaleDown: 2).composed([image, image])
    #expect(sheet.width == 2 * 2 + 3 * 2 && sheet.height == 2 + 2 * 2)
  }

  /// Captions sit under their cells at the cells' left edges, after half a gutter, in a
  /// band as tall as the tallest; one wider than its cell is clipped to the cell.
  @Test func captionsSitUnderTheirCells() {
    let red: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 0, 255)
    let ink: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 255, 255)
    let black: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)
    let frames = (0..<3).map { _ in
      Bitmap(width: 4, height: 2, fill: RGBA(red: 1, green: 0, blue: 0))
    }
    let captions = [
      Bitmap(width: 2, height: 3, fill: RGBA(red: 0, green: 0, blue: 1)),
      Bitmap(width: 9, height: 1, fill: RGBA(red: 0, green: 0, blue: 1)),
      Bitmap(width: 1, height: 1, fill: RGBA(red: 0, green: 0, blue: 1)),
    ]
    let layout = ContactSheet(columns: 2, gutter: 2, background: RGBA(red: 0, green: 0, blue: 0))
    #expect(layout.captionBand(height: 3) == 4)
    #expect(layout.captionBand(height: 0) == 0)
    let sheet = layout.composed(frames, captions: captions)
    // Width: 2 cells of 4 and 3 gutters of 2. Height: 2 rows of (2 + a band of 3 + 1)
    // and 3 gutters.
    #expect(sheet.width == 14 && sheet.height == 2 * (2 + 4) + 3 * 2)
    // First cell at (2, 2); its caption at (2, 5) after a 1-pixel half gutter, 2 × 3.
    #expect(sheet[2, 2] == red && sheet[2, 4] == black)
    #expect(sheet[2, 5] == ink && sheet[3, 7] == ink && sheet[4, 5] == black)
    #expect(sheet[2, 8] == black)
    // Second cell at (8, 2): its 9-pixel caption clipped to the cell's 4 pixels.
    #expect(sheet[8, 5] == ink && sheet[11, 5] == ink && sheet[12, 5] == black)
    // Third cell on the second row, at (2, 10); its caption at (2, 13).
    #expect(sheet[2, 10] == red && sheet[2, 13] == ink && sheet[3, 13] == black)
  }
}

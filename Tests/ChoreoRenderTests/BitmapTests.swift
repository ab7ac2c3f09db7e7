import ChoreoCore
import ChoreoRender
import Testing

@Suite struct BitmapTests {
  @Test func fillsPremultiplied() {
    let image = Bitmap(width: 3, height: 2, fill: RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.5))
    #expect(image.pixels.count == 24)
    // 0.5 · 255 = 127.5 → 128; 0.25 · 255 = 63.75 → 64.
    #expect(image[2, 1] == (128, 64, 0, 128))
  }

  @Test func subscriptWritesOnePixel() {
    var image = Bitmap(width: 2, height: 2)
    image[1, 0] = (255, 0, 0, 255)
    #expect(image.pixels == [0, 0, 0, 0, 255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 0])
  }
}

import ChoreoCore

extension WebPageWriter {
  /// The CSS every page shares: layers placed at their parent's origin and turned about
  /// it, the `#still=T` view (the canvas alone, top-left, scale 1, no margins), and the
  /// `#embed` view (the canvas and its controls, no margins: the gallery's frame).
  static let style = """
    body{margin:24px;font:15px/1.4 -apple-system,system-ui,sans-serif;color:#1d1d1f}
    h1{font-size:20px;margin:0 0 12px}
    p.note{max-width:40em}
    #canvas{position:relative;overflow:hidden}
    .l,.k{position:absolute;left:0;top:0;transform-origin:0 0}
    .l svg{position:absolute;left:0;top:0;overflow:visible}
    html.still body{margin:0}
    html.still header,html.still footer{display:none}
    html.still #canvas{position:absolute;left:0;top:0}
    html.embed body{margin:0;overflow:hidden}
    html.embed header,html.embed p.note{display:none}
    html.embed #controls{display:flex;gap:6px;align-items:center;margin-top:6px}
    html.embed #scrub{flex:1;min-width:0}
    """

  /// The script that, when the address ends in `#still=T`, pauses every animation at T
  /// seconds and then keeps the values the browser computed there as static styles
  /// (`commitStyles()`, then `cancel()`): Chromium draws an element with a transform or
  /// opacity animation, even a paused one, on a compositor layer that it resamples at
  /// fractional offsets, which blurs edges; static styles are painted directly, as the
  /// renderer paints. `window.choreoStill` then holds T in milliseconds.
  static let stillScript = """
    function still(){const m=/still=([0-9.eE+-]+)/.exec(location.hash);
    if(!m)return false;
    document.documentElement.classList.add("still");
    const t=parseFloat(m[1])*1000;
    for(const x of A){x.pause();x.currentTime=t;x.commitStyles();x.cancel();}
    window.choreoStill=t;return true;}
    if(/embed/.test(location.hash))document.documentElement.classList.add("embed");
    still();addEventListener("hashchange",()=>location.reload());
    """

  /// The play/pause button and the scrubber of a playing page: every animation is set to
  /// one current time, so they stay in step; playing from the end starts over.
  static let controlScript = """
    const P=document.getElementById("play"),S=document.getElementById("scrub"),\
    O=document.getElementById("time");
    const now=()=>A.length?A[0].currentTime:0,running=()=>A.length>0&&A[0].playState==="running";
    function show(){const t=now();S.value=t;O.textContent=(t/1000).toFixed(2)+" s";}
    function tick(){show();if(running())requestAnimationFrame(tick);else P.textContent="Play";}
    function play(){let t=now();if(t>=D)t=0;for(const x of A){x.currentTime=t;x.play();}
    P.textContent="Pause";requestAnimationFrame(tick);}
    function pause(){const t=now();for(const x of A){x.pause();x.currentTime=t;}
    P.textContent="Play";show();}
    P.addEventListener("click",()=>running()?pause():play());
    S.addEventListener("input",()=>{const t=parseFloat(S.value);
    for(const x of A){x.pause();x.currentTime=t;}P.textContent="Play";show();});
    requestAnimationFrame(tick);
    """

  /// A whole page around a canvas's markup and its animations' script.
  static func document(
    title: String, size: Size2D, background: RGBA, duration: Double, canvas: String,
    script: String?, note: String = ""
  ) -> String {
    let w = SVGFormat.number(size.width, decimals: 3)
    let h = SVGFormat.number(size.height, decimals: 3)
    let fill =
      background.alpha > 0 ? ";background:\(cssColour(background))" : ""
    // A page without a script (a fallback) neither plays nor says it does.
    let ending =
      script.map {
        """
        <footer><div id="controls"><button id="play" type="button">Pause</button> \
        <input id="scrub" type="range" min="0" max="\(SVGFormat.number(duration * 1000, decimals: 3))" \
        step="any" value="0" aria-label="Time"> <output id="time">0.00 s</output></div>
        <p class="note">Played live by the browser (Web Animations), from the same \
        scene Choreo renders. Add <code>#still=T</code> to the address to see the instant T \
        (seconds) alone.</p></footer>
        <script>
        "use strict";
        const D=\(SVGFormat.number(duration * 1000, decimals: 3));const A=[];
        function a(id,k){A.push(document.getElementById(id).animate(k,{duration:D,fill:"both",iterations:1}));}
        \($0)\(stillScript)
        window.choreoAnimations=A;
        if(window.choreoStill===undefined){\(controlScript)}
        </script>
        """
      } ?? ""
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width,initial-scale=1">
      <title>\(xmlEscaped(title))</title>
      <style>
      \(style)
      </style>
      </head>
      <body>
      <header><h1>\(xmlEscaped(title))</h1>\(note)</header>
      <div id="canvas" style="width:\(w)px;height:\(h)px\(fill)">
      \(canvas)</div>
      \(ending)
      </body>
      </html>

      """
  }

  /// `rgba(r,g,b,a)` of a colour, channels clamped.
  static func cssColour(_ colour: RGBA) -> String {
    func byte(_ x: Double) -> Int { Int((min(max(x, 0), 1) * 255).rounded()) }
    return
      "rgba(\(byte(colour.red)),\(byte(colour.green)),\(byte(colour.blue)),"
      + "\(SVGFormat.number(min(max(colour.alpha, 0), 1), decimals: 4)))"
  }
}

extension WebExporter {
  /// A page that shows a scene's frames (an APNG) instead of playing it live, and says why:
  /// for scenes the browser cannot draw faithfully (``WebPage/approximatedLayers``).
  ///
  /// - Parameters:
  ///   - title: The page's title and heading.
  ///   - size: The canvas in points: the image is shown at this size.
  ///   - background: A colour under the image; none when transparent (the default).
  ///   - reason: Why the page falls back, shown on the page.
  ///   - apng: The animated PNG's bytes, embedded as a `data:` address.
  /// - Returns: The page, UTF-8 HTML with no network references.
  public static func fallbackPage(
    title: String, size: Size2D, background: RGBA = .clear, reason: String, apng: [UInt8]
  ) -> String {
    let image =
      "<img alt=\"\(xmlEscaped(title))\" width=\"\(SVGFormat.number(size.width, decimals: 3))\""
      + " height=\"\(SVGFormat.number(size.height, decimals: 3))\""
      + " src=\"data:image/png;base64,\(Base64.encode(apng))\">"
    let note =
      "<p class=\"note\" id=\"fallback\"><strong>Not live:</strong> \(xmlEscaped(reason))"
      + " This page shows the rendered frames (APNG) instead.</p>"
    return WebPageWriter.document(
      title: title, size: size, background: background, duration: 1, canvas: image + "\n",
      script: nil, note: note)
  }
}

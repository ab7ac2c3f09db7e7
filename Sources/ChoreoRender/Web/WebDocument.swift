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
    html.embed #controls{display:flex;gap:6px;align-items:center;margin-top:6px;padding:0 8px 0 4px}
    #time{white-space:nowrap}
    html.embed #scrub{flex:1;min-width:0}
    #slow[aria-pressed=true]{background:#0a63d1;color:#fff;border-color:#0a63d1}
    .h{visibility:hidden}
    """

  /// The script that, when the address ends in `#still=T`, pauses every animation at T
  /// seconds and then keeps the values the browser computed there as static styles (read
  /// for all, then each animation cancelled and its value written inline, as
  /// `commitStyles()` does, but with one style update for the page rather than one an
  /// animation): Chromium draws an element with a transform or opacity animation, even a
  /// paused one, on a compositor layer that it resamples at fractional offsets, which blurs
  /// edges; static styles are painted directly, as the renderer paints.
  /// `window.choreoStill` then holds T in milliseconds. A still page whose address changes
  /// to another `#still=T` pauses its (cancelled) animations again and stills them at the
  /// new T, without reloading; any other change of address reloads. In the `#embed`
  /// view a canvas wider than its frame is zoomed down to the frame's width (a phone's
  /// gallery), never up.
  static let stillScript = """
    function still(){const m=/still=([0-9.eE+-]+)/.exec(location.hash);
    if(!m)return false;
    document.documentElement.classList.add("still");
    const t=parseFloat(m[1])*1000;for(const x of A){x.pause();x.currentTime=t;}
    const s=Q.map(([e,p])=>getComputedStyle(e)[p]);
    A.forEach((x,i)=>{x.cancel();Q[i][0].style[Q[i][1]]=s[i];});
    window.choreoStill=t;return true;}
    if(/embed/.test(location.hash)){document.documentElement.classList.add("embed");
    const C=document.getElementById("canvas"),W=C.offsetWidth;
    const fit=()=>{C.style.zoom=String(Math.min(1,innerWidth/W));};fit();addEventListener("resize",fit);}
    still();addEventListener("hashchange",()=>{if(window.choreoStill===undefined||!still())\
    location.reload();});
    """

  /// The controls of a playing page (hidden in its markup, shown by this script, so that a
  /// page without its script offers none): play/pause, the scrubber and its time, slow motion
  /// (0.25x), and the arrow keys, which pause and step one frame (the page's frame rate) back
  /// or forward. Every animation is set to one current time and one playback rate, so they
  /// stay in step: playing gives them all one explicit start time (rather than `play()`,
  /// which lets Chromium start compositor-driven animations a frame after the others), at
  /// load in the first animation frame, when the document's timeline has a time; playing
  /// from the end starts over, as it does by itself at the end when the address's hash says
  /// `loop` (`#embed-loop`: the demos the gallery opens on). A page in a frame (the gallery's) also
  /// takes the same commands as messages from its parent (`{choreo: "play"}`, `"pause"`,
  /// `"rate"` with `value` 1 or 0.25, `"step"` with `value` frames, `"seek"` with `value`
  /// milliseconds), so one control can drive every demo.
  static let controlScript = """
    const P=document.getElementById("play"),S=document.getElementById("scrub"),\
    O=document.getElementById("time"),V=document.getElementById("slow"),L=/loop/.test(location.hash);\
    let R=1;P.parentNode.hidden=false;
    const now=()=>A.length?A[0].currentTime:0,running=()=>A.length>0&&A[0].playState==="running";
    function show(){const t=now();S.value=t;O.textContent=(t/1000).toFixed(2)+" s";}
    function tick(){show();if(running())requestAnimationFrame(tick);else if(L&&now()>=D)play();\
    else P.textContent="Play";}
    function play(){let t=now();if(t>=D)t=0;const n=document.timeline.currentTime??performance.now();
    for(const x of A){x.playbackRate=R;x.startTime=n-t/R;}P.textContent="Pause";requestAnimationFrame(tick);}
    function seek(t){t=Math.min(D,Math.max(0,t));for(const x of A){x.pause();x.currentTime=t;}
    P.textContent="Play";show();}
    function pause(){seek(now());}
    function step(n){const f=now()/F;seek((n>0?Math.floor(f+1e-6):Math.ceil(f-1e-6))*F+n*F);}
    function rate(r){R=r;for(const x of A)x.playbackRate=r;V.setAttribute("aria-pressed",String(r<1));}
    P.addEventListener("click",()=>running()?pause():play());
    V.addEventListener("click",()=>rate(R<1?1:0.25));
    S.addEventListener("input",()=>seek(parseFloat(S.value)));
    addEventListener("keydown",e=>{if(e.key!=="ArrowLeft"&&e.key!=="ArrowRight")return;
    e.preventDefault();step(e.key==="ArrowRight"?1:-1);});
    addEventListener("message",e=>{const m=e.data;if(!m||typeof m!=="object")return;
    switch(m.choreo){case"play":play();break;case"pause":pause();break;case"rate":rate(m.value);break;
    case"step":step(m.value);break;case"seek":seek(m.value);break;}});
    requestAnimationFrame(play);
    """

  /// A whole page around a canvas's markup and its animations' script; `played` says in
  /// its footer how the canvas is played; `paintStyle` holds the rules of the canvas's
  /// paint classes.
  static func document(
    title: String, size: Size2D, background: RGBA, duration: Double, framesPerSecond: Int,
    canvas: String, script: String?, note: String = "", paintStyle: String = "",
    played: String = "Played live by the browser (Web Animations), from the same scene Choreo"
      + " renders."
  ) -> String {
    let w = SVGFormat.number(size.width, decimals: 3)
    let h = SVGFormat.number(size.height, decimals: 3)
    let fill =
      background.alpha > 0 ? ";background:\(cssColour(background))" : ""
    let ending =
      script.map {
        """
        <footer><div id="controls" hidden><button id="play" type="button">Pause</button> \
        <button id="slow" type="button" aria-pressed="false" title="Slow motion">0.25&times;</button> \
        <input id="scrub" type="range" min="0" max="\(SVGFormat.number(duration * 1000, decimals: 3))" \
        step="any" value="0" aria-label="Time"> <output id="time">0.00 s</output></div>
        <p class="note">\(played) The arrow keys step one frame (1/\(framesPerSecond) s); \
        0.25&times; plays in slow motion. Add <code>#still=T</code> to the address to see \
        the instant T (seconds) alone.</p></footer>
        <script>
        "use strict";
        const D=\(SVGFormat.number(duration * 1000, decimals: 3)),\
        F=\(SVGFormat.number(1000 / Double(framesPerSecond), decimals: 6));const A=[],Q=[];
        function a(id,k){const e=document.getElementById(id);\
        A.push(e.animate(k,{duration:D,fill:"both",iterations:1}));Q.push([e,Object.keys(k[0])[0]]);}
        function v(id,on,o){const w=()=>on?"visible":"hidden",k=[{visibility:w(),offset:0}];\
        for(const t of o){k.push({visibility:w(),offset:t});on=!on;k.push({visibility:w(),offset:t});}\
        k.push({visibility:w(),offset:1});a(id,k);}
        function s(id,p,k){const f=(v,o)=>({[p]:v,offset:o}),r=[f(k[0],0)];\
        for(let i=1;i<k.length;i+=2)r.push(f(k[i-1],k[i]),f(k[i+1],k[i]));\
        r.push(f(k[k.length-1],1));a(id,r);}
        \($0)window.choreoAnimations=A;
        \(stillScript)
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
      \(paintStyle)</style>
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

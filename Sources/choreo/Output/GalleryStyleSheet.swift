/// The gallery page's stylesheet (the contents of its `<style>` element): light and dark
/// colours, the demos the page opens on, the contents in two columns, each demo's card (its
/// frame in a box that scrolls sideways where the screen is narrower than the demo), the bar
/// that drives every demo, and the code tabs (radio buttons and labels, so they work without
/// script); narrow screens (a phone) get a one-column contents, a shorter bar and thinner
/// margins.
let galleryStyleSheet = """
  :root { color-scheme: light dark; --ink: #1c1c1e; --soft: #6c6c70; --line: #d1d1d6;
          --page: #fafafa; --card: #ffffff; --code: #f0f0f3; --accent: #0a63d1; }
  @media (prefers-color-scheme: dark) {
    :root { --ink: #f2f2f7; --soft: #a1a1a6; --line: #3a3a3c; --page: #111113;
            --card: #1c1c1e; --code: #232326; --accent: #5aa9ff; } }
  body { font: 16px/1.5 -apple-system, system-ui, "Segoe UI", sans-serif; margin: 0 auto;
         max-width: 1100px; padding: 1.5em 1em 4em; color: var(--ink);
         background: var(--page); }
  h1 { font-size: 2em; margin: 0.2em 0; letter-spacing: -0.01em; }
  h2 { font-size: 1.45em; margin: 0 0 0.3em; }
  h3 { font-size: 1.15em; margin: 0 0 0.2em; }
  a { color: var(--accent); text-decoration: none; }
  a:hover { text-decoration: underline; }
  nav ol { columns: 2; column-gap: 2em; padding-left: 1.5em; }
  @media (max-width: 700px) { nav ol { columns: 1; } body { font-size: 15px; } }
  nav li { break-inside: avoid; margin-bottom: 0.3em; }
  .group { margin-top: 3em; padding-top: 1em; border-top: 2px solid var(--line); }
  .group > p.story { max-width: 46em; }
  section { background: var(--card); border: 1px solid var(--line); border-radius: 12px;
            padding: 1em 1.2em; margin-top: 1.2em;
            scroll-margin-top: calc(var(--bar, 5em) + 0.8em); }
  .row { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; }
  .row > div { flex: 1 1 380px; min-width: 0; }
  .row > div.frame, .hero div.frame { flex: 0 1 auto; max-width: 100%; overflow-x: auto; }
  .hero { display: flex; flex-wrap: wrap; gap: 1em; align-items: flex-end; margin: 0.5em 0; }
  .hero figure { margin: 0; max-width: 100%; min-width: 0; }
  .hero figcaption { font-size: 13px; margin-top: 0.2em; }
  @media (max-width: 700px) { .wide { display: none; } section { padding: 0.8em 0.5em; }
                              body { padding-left: 6px; padding-right: 6px; } }
  img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line);
        border-radius: 6px; background: #fff; }
  iframe.live { display: block; border: 1px solid var(--line); overflow: hidden;
                border-radius: 6px; background: #fff; }
  pre { background: var(--code); border: 1px solid var(--line); border-radius: 6px;
        padding: 0.7em 0.9em; font-size: 12px; line-height: 1.4;
        white-space: pre-wrap; overflow-wrap: anywhere; }
  details { margin: 0.2em 0; }
  summary { cursor: pointer; }
  .story { color: var(--soft); }
  .meta, .pending, .files { color: var(--soft); font-size: 13px; }
  .files { list-style: none; padding: 0; }
  .files li { margin-bottom: 0.25em; overflow-wrap: anywhere; }
  .stopped { color: #d0312d; }
  code { font-size: 13px; }
  #all { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; gap: 0.5em;
         align-items: center; padding: 0.5em 0.8em; margin: 0.6em 0; background: var(--card);
         border: 1px solid var(--line); border-radius: 10px; font-size: 14px; }
  #all strong { margin-right: 0.3em; }
  #all button { font: inherit; padding: 0.25em 0.8em; border-radius: 6px; cursor: pointer;
                border: 1px solid var(--line); background: var(--page); color: var(--ink); }
  #all button[aria-pressed=true] { background: var(--accent); border-color: var(--accent);
                                   color: #fff; }
  #all label { display: inline-flex; gap: 0.3em; align-items: center; cursor: pointer; }
  #all .hint { color: var(--soft); font-size: 13px; }
  .tabs { margin: 0.4em 0; }
  .tabs > input { position: absolute; opacity: 0; pointer-events: none; }
  .tabs > label { display: inline-block; padding: 0.2em 0.8em; margin-right: 0.2em;
                  border: 1px solid var(--line); border-bottom: none;
                  border-radius: 6px 6px 0 0; cursor: pointer; color: var(--soft);
                  font-size: 14px; }
  .tabs > input:checked + label { color: var(--ink); background: var(--code); }
  .tabs > input:focus-visible + label { outline: 2px solid var(--accent); }
  .tabs > .panel { display: none; }
  .tabs > .panel > pre:first-child { margin-top: 0; border-top-left-radius: 0; }
  .tabs > input:nth-of-type(1):checked ~ .panel:nth-of-type(1),
  .tabs > input:nth-of-type(2):checked ~ .panel:nth-of-type(2),
  .tabs > input:nth-of-type(3):checked ~ .panel:nth-of-type(3) { display: block; }
  .marks { font-size: 13px; margin: 0.5em 0; padding-left: 1.2em; }
  .marks li { margin-bottom: 0.15em; }
  """

// The little scripts of our own that pages run (the page script, the portfolio's enlarged view),
// served as files at /scripts/<name>-<hash>.js rather than inline: a page's HTML then fits the
// first round trip of a new connection, and a visitor's later pages find the file cached
// (docs/decisions/0093-first-round-trip.md). The hash is of the text, so a file is cached for a
// year and a change gets a new address. app/page-delivery/server/script-files-route.ts serves them.
import { scriptJson } from "./script-json";

/** FNV-1a over the text: a short name that changes with every change of the text. */
function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

export interface ScriptFile {
  path: string;
  source: string;
}

export function scriptFile(name: string, source: string): ScriptFile {
  return { path: `/scripts/${name}-${textHash(source)}.js`, source };
}

/** A script file to load, with the `data-` attributes its element carries. */
export interface ScriptLoad {
  src: string;
  data?: Record<string, string>;
}

/**
 * An inline script that loads files once the page has shown its first text or image (the
 * browser's first-contentful-paint entry; where that cannot be observed, the frame after the
 * first) and has loaded (its eager images, the largest paint among them). Nothing a page shows
 * first waits for our scripts, and on a slow connection their requests do not compete with the
 * page's HTML and its largest image (docs/decisions/0093-first-round-trip.md). Each file reads
 * its `data` from `document.currentScript`.
 */
export function loadAfterFirstPaint(files: ScriptLoad[]): string {
  return `(${afterFirstPaint.toString()})(${scriptJson(files)})`;
}

// Inlined as source text (Function.prototype.toString), so it uses only its parameter and globals.
function afterFirstPaint(files: ScriptLoad[]): void {
  const load = () => {
    for (const file of files) {
      const script = document.createElement("script");
      script.src = file.src;
      // In the order given (a script added by a script is otherwise run as soon as it arrives).
      script.async = false;
      Object.assign(script.dataset, file.data);
      document.body.appendChild(script);
    }
  };
  // Both the first paint and the load event, in either order.
  let painted = false;
  let loaded = document.readyState === "complete";
  const whenBoth = () => {
    if (painted && loaded) setTimeout(load);
  };
  if (!loaded)
    addEventListener("load", () => {
      loaded = true;
      whenBoth();
    });
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      painted = true;
      whenBoth();
    }).observe({ type: "paint", buffered: true });
  } catch {
    requestAnimationFrame(() => {
      painted = true;
      whenBoth();
    });
  }
}

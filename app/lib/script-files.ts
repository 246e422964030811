// The little scripts of our own that pages run (the page script, the portfolio's enlarged view),
// served as files at /scripts/<name>-<hash>.js rather than inline: a page's HTML then fits the
// first round trip of a new connection, and a visitor's later pages find the file cached
// (docs/decisions/0093-first-round-trip.md). The hash is of the text, so a file is cached for a
// year and a change gets a new address. worker/routes/script-files.ts serves them.

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

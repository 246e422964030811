// Makes the site's two brand fonts small enough to preload on every first visit (issue 19): the
// @fontsource-variable Latin files cut down to the characters this site's English text uses and to
// the weights it uses (400-700), still variable. 85 KB -> about 59 KB for both.
// Run: node app/content/fonts.generate.mjs (writes app/fonts/, referenced by app/app.css).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const OUT = join(import.meta.dirname, "../fonts");
mkdirSync(OUT, { recursive: true });

// Keep in step with the unicode-range of the @font-face rules in app/app.css: Basic Latin,
// Latin-1 (accents such as giclée, ©, no-break space), and the punctuation the copy uses.
const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");
const TEXT = [
  range(0x20, 0x7e),
  range(0xa0, 0xff),
  "\u2011\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u2060\u20ac\u2122\u2190\u2192",
].join("");

const FONTS = [
  ["inter", "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"],
  ["fraunces", "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2"],
];

for (const [name, source] of FONTS) {
  const original = readFileSync(require.resolve(source));
  const subset = await subsetFont(original, TEXT, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: 400, max: 700 } },
  });
  writeFileSync(join(OUT, `${name}-latin-wght-400-700.woff2`), subset);
  console.log(`${name}: ${original.length} -> ${subset.length} bytes`);
}
